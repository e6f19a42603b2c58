//! Analysing huge sums: parse + value + winning moves of 10⁶ heaps, against
//! a plain reference that only splits the text and XORs the numbers.
//!
//! Run: `cargo bench -p grundy --bench analyze`

use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};
use grundy::{parse, Analysis, Limits};

/// A description of `count` pseudo-random heaps of `ruleset`.
fn description(ruleset: &str, count: usize, modulus: u64) -> String {
    let mut state = 0x2545_F491_4F6C_DD1Du64;
    let mut text = String::with_capacity(count * 8 + 32);
    text.push_str(ruleset);
    for _ in 0..count {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        text.push(' ');
        text.push_str(&(state % modulus).to_string());
    }
    text
}

/// The reference: split on whitespace, parse, XOR. No validation, no moves.
fn plain_xor(text: &str) -> u64 {
    text.split_ascii_whitespace().skip(1).map(|t| t.parse::<u64>().unwrap()).fold(0, |a, b| a ^ b)
}

fn full_analysis(text: &str) -> usize {
    let game = parse(text).unwrap();
    let analysis = Analysis::new(&game, &Limits::default()).unwrap();
    analysis.winning_moves().count()
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("analyze_1e6_heaps");
    group.sample_size(10);
    group.throughput(Throughput::Elements(1_000_000));
    let nim = description("nim", 1_000_000, 10_000_000);
    let subtract = description("subtract(1,3,4)", 1_000_000, 10_000_000);
    group.bench_function("reference_split_xor_nim", |b| b.iter(|| plain_xor(&nim)));
    group.bench_function("grundy_nim", |b| b.iter(|| full_analysis(&nim)));
    group.bench_function("grundy_subtract_1_3_4", |b| b.iter(|| full_analysis(&subtract)));
    group.bench_function("grundy_parse_only_nim", |b| {
        b.iter_batched(|| (), |()| parse(&nim).unwrap().component_count(), BatchSize::SmallInput)
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
