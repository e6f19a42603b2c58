//! Finding and proving periods: grundy's Z-function search against a plain
//! reference that scans every candidate period back from the end.
//!
//! Run: `cargo bench -p grundy --bench periods`

use criterion::{criterion_group, criterion_main, Criterion};
use grundy::heap::HeapRuleset;
use grundy::period::{compute_period, find_proved_period, PeriodSearch, PeriodTheorem};
use grundy::rulesets::{AllBut, Subtract};
use grundy::Nimber;

/// The reference: for p = 1, 2, …, scan back from the end while G(n+p) =
/// G(n); the first p whose agreement reaches the subtraction bound wins.
/// O(n·k) on sequences with runs of length k.
fn plain_subtraction_period(values: &[Nimber], max_move: u64) -> Option<(u64, u64)> {
    let len = values.len();
    for p in 1..=len / 2 {
        let mut e = len - p;
        while e > 0 && values[e - 1 + p] == values[e - 1] {
            e -= 1;
        }
        if (e + 2 * p) as u64 + max_move <= len as u64 {
            return Some((e as u64, p as u64));
        }
    }
    None
}

fn table(ruleset: &dyn HeapRuleset, len: usize) -> Vec<Nimber> {
    let mut table = Vec::new();
    ruleset.extend_table(&mut table, len).unwrap();
    table
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("find_period");
    group.sample_size(10);
    for (set, len) in [(vec![1, 3, 4, 9, 13], 1 << 16), (vec![2000], 1 << 15)] {
        let ruleset = Subtract::new(set).unwrap();
        let values = table(&ruleset, len);
        let theorem = PeriodTheorem::Subtraction { max_move: ruleset.max_move() };
        let found = find_proved_period(&values, theorem).unwrap();
        assert_eq!(
            plain_subtraction_period(&values, ruleset.max_move()),
            Some((found.preperiod, found.period))
        );
        let name = ruleset.name();
        group.bench_function(format!("{name}/grundy_z_function"), |b| {
            b.iter(|| find_proved_period(&values, theorem))
        });
        group.bench_function(format!("{name}/reference_scan"), |b| {
            b.iter(|| plain_subtraction_period(&values, ruleset.max_move()))
        });
    }
    group.finish();

    let mut group = c.benchmark_group("compute_period");
    group.sample_size(10);
    let long = AllBut::new(vec![3, 30, 34, 37]).unwrap();
    group.bench_function("allbut(3,30,34,37)", |b| {
        b.iter(|| compute_period(&long, PeriodSearch::default()).unwrap())
    });
    let wide = Subtract::new(vec![250_000]).unwrap();
    group.bench_function("subtract(250000)", |b| {
        b.iter(|| compute_period(&wide, PeriodSearch::default()).unwrap())
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
