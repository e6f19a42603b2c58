//! Rules users write: the interpreter's cost as a ratio to a plain
//! compiled brute force of the same rule, in the same run.
//!
//! Run: `cargo bench -p grundy --bench rules`

use std::sync::Arc;

use criterion::{criterion_group, criterion_main, Criterion};
use grundy::heap::HeapRuleset;
use grundy::rulesets::user::{check, compile, grid, Formula, Rule, UserHeap};
use grundy::Limits;

/// A heap rule with two options, `n → n − 1, n − 3`.
const TWO_OPTIONS: &str = "fn moves(n) {\n    let out = [];\n    if n >= 1 { out.push(n - 1); }\n    if n >= 3 { out.push(n - 3); }\n    out\n}\n";

/// Wythoff's game with a loop for each direction, every option listed.
const WYTHOFF_LOOPS: &str = "fn moves(x, y) {\n    let out = [];\n    for k in 1..=x { out.push([x - k, y]); }\n    for k in 1..=y { out.push([x, y - k]); }\n    let m = if x < y { x } else { y };\n    for k in 1..=m { out.push([x - k, y - k]); }\n    out\n}\n";

/// The same with ranges for the rook's moves.
const WYTHOFF_RANGES: &str = "fn moves(x, y) {\n    let m = if x < y { x } else { y };\n    let out = [[0..x, y], [x, 0..y]];\n    for k in 1..=m { out.push([x - k, y - k]); }\n    out\n}\n";

/// The same with a line for the queen's diagonal: O(1) operations a cell.
const WYTHOFF_LINE: &str =
    "fn moves(x, y) {\n    [[0..x, y], [x, 0..y], line([x - 1, y - 1], [-1, -1], min(x, y))]\n}\n";

/// `n → n − 1, n − 3` as one list literal a case.
const TWO_OPTIONS_LITERAL: &str =
    "fn moves(n) {\n    if n >= 3 { [n - 1, n - 3] } else if n >= 1 { [n - 1] } else { [] }\n}\n";

/// `n → n − 1, n − 3` with a filter and a closure.
const TWO_OPTIONS_FILTER: &str = "fn moves(n) {\n    [n - 1, n - 3].filter(|h| h >= 0)\n}\n";

/// The same once more, with a list added (`+ []`) that keeps the rule
/// outside the subset `native/` compiles: Rhai alone, for the ratio.
const TWO_OPTIONS_FILTER_ON_RHAI: &str =
    "fn moves(n) {\n    [n - 1, n - 3].filter(|h| h >= 0) + []\n}\n";

fn rule(text: &str) -> Arc<Rule> {
    compile("bench.rhai", text).unwrap()
}

/// G(0..len) of `n → n − 1, n − 3`, compiled.
fn two_options_compiled(len: usize) -> Vec<u32> {
    let mut g = vec![0u32; len];
    for n in 0..len {
        let mut seen = 0u32;
        if n >= 1 {
            seen |= 1 << g[n - 1];
        }
        if n >= 3 {
            seen |= 1 << g[n - 3];
        }
        g[n] = (!seen).trailing_zeros();
    }
    g
}

/// Wythoff's values on the side × side grid, compiled, every option visited.
fn wythoff_compiled(side: usize) -> Vec<u32> {
    let mut g = vec![0u32; side * side];
    let mut seen = vec![false; 3 * side + 2];
    for x in 0..side {
        for y in 0..side {
            seen.iter_mut().for_each(|s| *s = false);
            for k in 1..=x {
                seen[g[(x - k) * side + y] as usize] = true;
            }
            for k in 1..=y {
                seen[g[x * side + y - k] as usize] = true;
            }
            for k in 1..=x.min(y) {
                seen[g[(x - k) * side + y - k] as usize] = true;
            }
            g[x * side + y] = seen.iter().position(|s| !s).unwrap() as u32;
        }
    }
    g
}

fn bench(c: &mut Criterion) {
    let limits = Limits::default();
    let heap = UserHeap::new(rule(TWO_OPTIONS));
    let mut group = c.benchmark_group("rule_heap_table_1e6");
    group.sample_size(10);
    group.bench_function("rule", |b| {
        b.iter(|| {
            let mut table = Vec::new();
            heap.extend_table(&mut table, 1_000_000).unwrap();
            table
        })
    });
    for (name, text) in [
        ("rule_literal", TWO_OPTIONS_LITERAL),
        ("rule_filter", TWO_OPTIONS_FILTER),
        ("rule_filter_on_rhai", TWO_OPTIONS_FILTER_ON_RHAI),
    ] {
        let heap = UserHeap::new(rule(text));
        group.bench_function(name, |b| {
            b.iter(|| {
                let mut table = Vec::new();
                heap.extend_table(&mut table, 1_000_000).unwrap();
                table
            })
        });
    }
    group.bench_function("compiled", |b| b.iter(|| two_options_compiled(1_000_000)));
    group.finish();

    let mut group = c.benchmark_group("rule_wythoff_grid_300");
    group.sample_size(10);
    let line = rule(WYTHOFF_LINE);
    group.bench_function("rule_line", |b| b.iter(|| grid(&line, 0, 299, &limits).unwrap()));
    group.bench_function("compiled", |b| b.iter(|| wythoff_compiled(300)));
    group.finish();

    let side = 100u64;
    let mut group = c.benchmark_group("rule_wythoff_grid_100");
    group.sample_size(10);
    let loops = rule(WYTHOFF_LOOPS);
    let ranges = rule(WYTHOFF_RANGES);
    group.bench_function("rule_loops", |b| b.iter(|| grid(&loops, 0, side - 1, &limits).unwrap()));
    group
        .bench_function("rule_ranges", |b| b.iter(|| grid(&ranges, 0, side - 1, &limits).unwrap()));
    group.bench_function("compiled", |b| b.iter(|| wythoff_compiled(side as usize)));
    group.finish();

    let mut group = c.benchmark_group("check_1e6");
    group.sample_size(10);
    let snim = rule("fn moves(n) { [n - 2, n - 5].filter(|h| h >= 0) }");
    let formula =
        Formula::compile("n % 7 != 0 && n % 7 != 1 && n % 7 != 4", &snim.names()).unwrap();
    group.bench_function("rule", |b| {
        b.iter(|| {
            let checked = check(&snim, &formula, 0, 999_999, &limits).unwrap();
            assert!(checked.counterexample.is_none());
        })
    });
    // Rule and formula outside the compiled subset (a list added, a
    // string compared): Rhai alone.
    let snim_on_rhai = rule("fn moves(n) { [n - 2, n - 5].filter(|h| h >= 0) + [] }");
    let formula_on_rhai = Formula::compile(
        "\"\" == \"\" && n % 7 != 0 && n % 7 != 1 && n % 7 != 4",
        &snim_on_rhai.names(),
    )
    .unwrap();
    group.bench_function("rule_on_rhai", |b| {
        b.iter(|| {
            let checked = check(&snim_on_rhai, &formula_on_rhai, 0, 999_999, &limits).unwrap();
            assert!(checked.counterexample.is_none());
        })
    });
    group.bench_function("compiled", |b| {
        b.iter(|| {
            let mut g = vec![0u32; 1_000_000];
            for n in 0..1_000_000usize {
                let mut seen = 0u32;
                for s in [2, 5] {
                    if n >= s {
                        seen |= 1 << g[n - s];
                    }
                }
                g[n] = (!seen).trailing_zeros();
            }
            assert!((0..1_000_000usize)
                .all(|n| (g[n] != 0) == (n % 7 != 0 && n % 7 != 1 && n % 7 != 4)));
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
