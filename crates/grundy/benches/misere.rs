//! Misère play: sums decided by the misère quotient against the plain
//! reference, an exhaustive search of the whole sum, in the same run; and
//! the quotients of the goals built and certified heap by heap.
//!
//! Run: `cargo bench -p grundy --bench misere`

use criterion::{criterion_group, criterion_main, Criterion};
use grundy::quotient::MisereQuotient;
use grundy::{parse, parse_ruleset, Limits, MisereAnalysis, Work};

fn outcome_and_moves(analysis: MisereAnalysis) -> usize {
    analysis.winning_moves().count()
}

fn sums(c: &mut Criterion) {
    let mut group = c.benchmark_group("misere_sum");
    group.sample_size(10);
    // Small enough for the search to finish in a second or so.
    for text in ["kayles 5 9 13 7", "octal(0.15) 6 9 11 4"] {
        let game = parse(text).unwrap();
        let limits = Limits::default();
        group.bench_function(format!("quotient/{text}"), |b| {
            b.iter(|| outcome_and_moves(MisereAnalysis::new(&game, &limits).unwrap()))
        });
        group.bench_function(format!("search/{text}"), |b| {
            b.iter(|| outcome_and_moves(MisereAnalysis::by_search(&game, &limits).unwrap()))
        });
    }
    group.finish();
}

fn quotients(c: &mut Criterion) {
    let mut group = c.benchmark_group("misere_quotient");
    group.sample_size(10);
    for (ruleset, upto) in [("kayles", 200), ("octal(0.15)", 200), ("dawson", 29)] {
        let parsed = parse_ruleset(ruleset).unwrap();
        group.bench_function(format!("{ruleset}/{upto}"), |b| {
            b.iter(|| {
                let mut work = Work::unlimited();
                MisereQuotient::of_ruleset(parsed.as_ref(), upto, 1 << 32, &mut work)
                    .unwrap()
                    .order()
            })
        });
    }
    group.finish();
}

criterion_group!(benches, sums, quotients);
criterion_main!(benches);
