//! Heap tables: each ruleset's own table against the generic heap-table
//! solver and the generic memoised search, in the same run.
//!
//! Run: `cargo bench -p grundy --bench tables`

use criterion::{criterion_group, criterion_main, Criterion};
use grundy::heap::{extend_table, HeapRuleset};
use grundy::rulesets::{AllBut, Subtract};
use grundy::{Nimber, Solver};

/// G(0..len) by the ruleset's own table.
fn own_table(ruleset: &dyn HeapRuleset, len: usize) -> Vec<Nimber> {
    let mut table = Vec::new();
    ruleset.extend_table(&mut table, len).unwrap();
    table
}

/// G(0..len) by the generic heap-table solver, which knows only the moves.
fn generic_table(ruleset: &dyn HeapRuleset, len: usize) -> Vec<Nimber> {
    let mut table = Vec::new();
    extend_table(ruleset, &mut table, len).unwrap();
    table
}

fn bench(c: &mut Criterion) {
    let subtract = Subtract::new(vec![1, 3, 4, 9, 13]).unwrap();
    let mut group = c.benchmark_group("subtract_table_1e6");
    group.sample_size(10);
    group.bench_function("specialised", |b| b.iter(|| own_table(&subtract, 1_000_000)));
    group.bench_function("generic_table", |b| b.iter(|| generic_table(&subtract, 1_000_000)));
    group.bench_function("generic_search", |b| {
        b.iter(|| {
            let mut solver = Solver::new(&subtract);
            (0..1_000_000u64).map(|n| solver.value(&n).unwrap().0).sum::<u64>()
        })
    });
    group.finish();

    let allbut = AllBut::new(vec![1, 2, 5]).unwrap();
    let mut group = c.benchmark_group("allbut_table_2e4");
    group.sample_size(10);
    group.bench_function("counting", |b| b.iter(|| own_table(&allbut, 20_000)));
    group.bench_function("generic_table", |b| b.iter(|| generic_table(&allbut, 20_000)));
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
