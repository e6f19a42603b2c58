//! The rows of `../shared/bench/compare`, the side-by-side check against
//! the C reference `oct.c`, as criterion benchmarks of the engine alone
//! (no process start, no output): Kayles to 10⁶, 0.354 and 0.1777 proved,
//! Grundy's game to 2²⁰ and 2²¹. Their ratios to the C reference, measured
//! by `compare` in the same session, are in BENCHMARKS.md.
//!
//! Run: `cargo bench -p grundy --bench compare -- --warm-up-time 1`
//! (ten samples each: the 0.1777 row alone takes about ten minutes; pick
//! rows by name, e.g. `-- 'kayles|0.354'`).

use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion};
use grundy::rulesets::octal::{prove_period, Method, PeriodRun, Sequence};
use grundy::rulesets::Octal;
use grundy::Work;

/// `len` values of `game` by the rare-value method, as `compare`'s
/// `table` and `period --limit` rows compute them.
fn values(game: &Octal, len: u64) -> Sequence {
    let mut sequence = Sequence::new(game.clone());
    sequence.extend(len, Method::Fast).unwrap();
    sequence
}

/// `game`'s period, proved as `grundy period` proves it; `period` is what
/// the proof must find.
fn proved(game: &Octal, period: u64) {
    let mut sequence = Sequence::new(game.clone());
    let mut work = Work::unlimited();
    let run = PeriodRun {
        limit: u64::MAX,
        max_bytes: u64::MAX,
        work: &mut work,
        method: Method::Fast,
        on_progress: &mut |_, _| Ok(()),
    };
    let found = prove_period(&mut sequence, run).unwrap();
    assert_eq!(found.periodicity.map(|p| p.period), Some(period));
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("compare");
    group.sample_size(10);
    // Long rows: criterion's ten samples, however long they take.
    group.measurement_time(Duration::from_secs(1));
    let kayles = Octal::parse("0.77").unwrap();
    group.bench_function("kayles to 10^6", |b| b.iter(|| values(&kayles, 1_000_000)));
    let grundys_game = Octal::grundys_game();
    group.bench_function("grundy's game to 2^20", |b| b.iter(|| values(&grundys_game, 1 << 20)));
    group.bench_function("grundy's game to 2^21", |b| b.iter(|| values(&grundys_game, 1 << 21)));
    // Periods from Flammenkamp's table of octal games.
    let dawson = Octal::parse("0.354").unwrap();
    group.bench_function("0.354 proved", |b| b.iter(|| proved(&dawson, 1_180)));
    let late = Octal::parse("0.1777").unwrap();
    group.bench_function("0.1777 proved", |b| b.iter(|| proved(&late, 60_620_715)));
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
