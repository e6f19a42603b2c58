//! Chomp 10×10 by exact search: every one of its 184 756 boards, packed
//! into a u128 each, under the generic solver.
//!
//! Run: `cargo bench -p grundy --bench chomp`

use criterion::{criterion_group, criterion_main, Criterion};
use grundy::rulesets::{Board, Chomp};
use grundy::{parse, Analysis, Limits, Solver};

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("chomp");
    group.sample_size(10);
    for n in [8u64, 10] {
        let board = Board::new(&vec![n; n as usize]).unwrap();
        group.bench_function(format!("{n}x{n}_value"), |b| {
            b.iter(|| Solver::new(Chomp).value(&board).unwrap())
        });
    }
    let game = parse("chomp 10x10").unwrap();
    group.bench_function("10x10_analysis_and_winning_moves", |b| {
        b.iter(|| {
            let analysis = Analysis::new(&game, &Limits::default()).unwrap();
            analysis.winning_moves().count()
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
