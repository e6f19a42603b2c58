//! Take-and-break sequences: the rare-value method against the plain
//! method in the same run, and the period finder against a plain scan of
//! every candidate period.
//!
//! Run: `cargo bench -p grundy --bench octal -- --warm-up-time 1 --measurement-time 4`
//!
//! The research-scale figures (0.354 and 0.1777 proved, Grundy's game to
//! 2²²) take seconds to minutes each and are measured end to end with
//! `grundy period`; see BENCHMARKS.md.

use criterion::{criterion_group, criterion_main, Criterion};
use grundy::rulesets::octal::{find_period, Method, Sequence, Store};
use grundy::rulesets::Octal;

fn compute(game: &Octal, len: u64, method: Method) -> Sequence {
    let mut sequence = Sequence::new(game.clone());
    sequence.extend(len, method).unwrap();
    sequence
}

/// The reference: for p = 1, 2, …, check the second half for period p.
fn plain_period(g: &[u8]) -> Option<u64> {
    let (len, start) = (g.len(), g.len() / 2);
    (1..=(len - start) / 2).find(|&p| (start..len - p).all(|n| g[n] == g[n + p])).map(|p| p as u64)
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("octal");
    group.sample_size(10);
    for (name, game) in [
        ("kayles", Octal::parse("0.77").unwrap()),
        ("0.354", Octal::parse("0.354").unwrap()),
        ("grundys-game", Octal::grundys_game()),
    ] {
        let len = 20_000;
        group.bench_function(format!("{name} to {len}, rare-value"), |b| {
            b.iter(|| compute(&game, len, Method::Fast))
        });
        group.bench_function(format!("{name} to {len}, plain"), |b| {
            b.iter(|| compute(&game, len, Method::Plain))
        });
    }
    let kayles = Octal::parse("0.77").unwrap();
    group.bench_function("kayles to 10^6, rare-value", |b| {
        b.iter(|| compute(&kayles, 1_000_000, Method::Fast))
    });
    let dawson = Octal::parse("0.354").unwrap();
    group.bench_function("0.354 to 10^6, rare-value", |b| {
        b.iter(|| compute(&dawson, 1_000_000, Method::Fast))
    });
    // A sequence with period 1180 after 10^6 values, as 0.354 has.
    let values = compute(&Octal::parse("0.354").unwrap(), 2_000_000, Method::Fast);
    let Store::U8(bytes) = values.values().clone() else { panic!("0.354 fits in bytes") };
    let tail: Vec<u8> = bytes[..1_000_000]
        .iter()
        .chain(bytes[bytes.len() - 1180..].iter().cycle().take(1_000_000))
        .copied()
        .collect();
    let store = Store::U8(tail.clone());
    group.bench_function("find_period, 2·10^6 values, period 1180", |b| {
        b.iter(|| find_period(&store))
    });
    group.bench_function("find_period, plain scan of every period", |b| {
        b.iter(|| plain_period(&tail))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
