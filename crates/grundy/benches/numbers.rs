//! Games of huge numbers: Wythoff's game and Euclid's game on piles of about
//! a million bits, each against a plain reference in the same run.
//!
//! - Wythoff: outcome and every winning move (`is_p`, `p_options`) against
//!   the same formulas computed with num-integer's `Roots::sqrt` (Newton's
//!   method at full precision from a float estimate) in place of grundy's
//!   integer square root; and ⌊kφ⌋ alone (`Wythoff::p_pair`) both ways.
//! - Euclid: outcome and winning move against a float-free reference that
//!   compares a with ⌊bφ⌋ (by `Roots::sqrt`), and against the game played
//!   down its continued fraction step by step (the player to move wins iff
//!   q ≥ 2 or the next position is lost) where that is feasible; values
//!   (`value`, computed up to 20,000 bits) at 20,000 bits.
//! - For scale, reading and printing one million-bit number in decimal.
//! - Wythoff values for sums: the bit-set table against the generic search.
//! - Fibonacci Nim at 100,000 bits, its limit.
//!
//! Run: `cargo bench -p grundy --bench numbers -- --warm-up-time 1 --measurement-time 4`

use std::time::Duration;

use criterion::measurement::WallTime;
use criterion::{black_box, criterion_group, criterion_main, BenchmarkGroup, Criterion};
use grundy::numbers::SmallMoves;
use grundy::rulesets::{Euclid, FibNim, Wythoff};
use grundy::{NumbersRules, Solver};
use num_bigint::{BigInt, BigUint};
use num_integer::{Integer, Roots};
use num_traits::{One, Zero};

/// A deterministic random-looking number of exactly `bits` bits.
fn random(bits: u64, seed: u64) -> BigUint {
    let mut state = seed | 1;
    let words = bits.div_ceil(64) as usize;
    let digits: Vec<u64> = (0..words)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        })
        .collect();
    let mut bytes: Vec<u8> = digits.iter().flat_map(|d| d.to_le_bytes()).collect();
    bytes.truncate(bits.div_ceil(8) as usize);
    let n = BigUint::from_bytes_le(&bytes);
    let n = n % (BigUint::one() << bits);
    n | (BigUint::one() << (bits - 1))
}

/// The plain reference for Wythoff: grundy's formulas, with num-integer's
/// square root.
mod plain_wythoff {
    use super::*;

    pub fn floor_phi(k: &BigUint) -> BigUint {
        (k + Roots::sqrt(&(k * k * 5u8))) >> 1u8
    }

    /// Whether n = ⌊kφ⌋: 2n − k ≤ k√5 < 2n − k + 2.
    fn is_floor_phi(n: &BigUint, k: &BigUint) -> bool {
        if k.is_zero() {
            return n.is_zero();
        }
        let five_k2 = BigInt::from(k * k * 5u8);
        let low = BigInt::from(n << 1u8) - BigInt::from(k.clone());
        let high = &low + 2;
        (low.sign() != num_bigint::Sign::Plus || &low * &low < five_k2) && five_k2 < &high * &high
    }

    fn partner(n: &BigUint) -> BigUint {
        if n.is_zero() {
            return BigUint::zero();
        }
        let over_phi = (Roots::sqrt(&(n * n * 5u8)) - n) >> 1u8;
        for k in [over_phi.clone(), &over_phi + 1u8] {
            if is_floor_phi(n, &k) {
                return n + k;
            }
        }
        for k in [n - &over_phi - 1u8, n - &over_phi] {
            if k <= *n && is_floor_phi(&(n - &k), &k) {
                return n - k;
            }
        }
        unreachable!("every positive integer is in one Beatty pair")
    }

    pub fn is_p(x: &BigUint, y: &BigUint) -> bool {
        let (a, b) = if x <= y { (x, y) } else { (y, x) };
        is_floor_phi(a, &(b - a))
    }

    pub fn p_options(x: &BigUint, y: &BigUint) -> Vec<Vec<BigUint>> {
        if is_p(x, y) {
            return Vec::new();
        }
        let mut found = Vec::new();
        let px = partner(x);
        if px < *y {
            found.push(vec![x.clone(), px]);
        }
        let py = partner(y);
        if py < *x {
            found.push(vec![py, y.clone()]);
        }
        let (small, big) = if x <= y { (x, y) } else { (y, x) };
        let a = floor_phi(&(big - small));
        if a < *small {
            let d = small - &a;
            found.push(vec![x - &d, y - &d]);
        }
        found
    }
}

/// The plain references for Euclid, with a ≥ b.
mod plain_euclid {
    use super::*;

    /// Lost for the player to move iff b > 0 and b < a ≤ ⌊bφ⌋ (bφ is irrational).
    pub fn is_p_by_floor_phi(a: &BigUint, b: &BigUint) -> bool {
        b.is_zero() || (a != b && *a <= (b + Roots::sqrt(&(b * b * 5u8))) >> 1u8)
    }

    /// The game played down the continued fraction: with a = qb + r, the
    /// player to move wins iff q ≥ 2 or (b, r) is lost.
    pub fn is_p_step_by_step(a: &BigUint, b: &BigUint) -> bool {
        let mut quotients_at_least_2 = Vec::new();
        let (mut a, mut b) = (a.clone(), b.clone());
        while !b.is_zero() {
            let (q, r) = a.div_rem(&b);
            quotients_at_least_2.push(q > BigUint::one());
            (a, b) = (b, r);
        }
        // Backwards from the end: (a, 0) is lost.
        let mut lost = true;
        for big_quotient in quotients_at_least_2.into_iter().rev() {
            lost = !(big_quotient || lost);
        }
        lost
    }
}

/// What the analysis of a lone component does: the outcome, then the moves
/// to P-positions of an N-position.
fn outcome_and_moves(rules: &impl NumbersRules, position: &[BigUint]) -> Vec<Vec<BigUint>> {
    match rules.is_p(position) {
        true => Vec::new(),
        false => rules.p_options(position),
    }
}

fn slow_group<'c>(c: &'c mut Criterion, name: &str) -> BenchmarkGroup<'c, WallTime> {
    let mut group = c.benchmark_group(name);
    group.sample_size(10);
    group.warm_up_time(Duration::from_secs(1));
    group
}

fn wythoff(c: &mut Criterion) {
    let k = random(1_000_000, 0x9E37_79B9_7F4A_7C15);
    let (a, b) = Wythoff::p_pair(&k);
    assert_eq!(a, plain_wythoff::floor_phi(&k), "the two square roots agree");
    let positions = [
        ("p_position", vec![a.clone(), b.clone()]),
        ("near_beatty_pair", vec![&a + 1000u32, &b + 1001u32]),
        ("random", vec![random(1_000_000, 1), random(1_000_000, 2)]),
    ];
    for (name, position) in &positions {
        let (x, y) = (&position[0], &position[1]);
        assert_eq!(Wythoff.is_p(position), plain_wythoff::is_p(x, y), "{name}");
        let mut found = Wythoff.p_options(position);
        let mut expected = plain_wythoff::p_options(x, y);
        found.sort();
        expected.sort();
        assert_eq!(found, expected, "{name}");
        assert_eq!(found.is_empty(), *name == "p_position", "{name}");
    }

    let mut group = slow_group(c, "wythoff_1e6_bits");
    group.bench_function("floor_phi/grundy_isqrt", |bench| {
        bench.iter(|| Wythoff::p_pair(black_box(&k)))
    });
    group.bench_function("floor_phi/reference_roots_sqrt", |bench| {
        bench.iter(|| plain_wythoff::floor_phi(black_box(&k)))
    });
    for (name, position) in &positions {
        let (x, y) = (&position[0], &position[1]);
        group.bench_function(format!("{name}/grundy_is_p"), |bench| {
            bench.iter(|| Wythoff.is_p(black_box(position)))
        });
        group.bench_function(format!("{name}/grundy_outcome_and_moves"), |bench| {
            bench.iter(|| outcome_and_moves(&Wythoff, black_box(position)))
        });
        group.bench_function(format!("{name}/reference_outcome_and_moves"), |bench| {
            bench.iter(|| match plain_wythoff::is_p(black_box(x), y) {
                true => Vec::new(),
                false => plain_wythoff::p_options(x, y),
            })
        });
    }
    group.finish();
}

fn euclid(c: &mut Criterion) {
    // N: a ratio far above φ; N with one quotient: a ratio between φ and 2,
    // where the only winning move is to (b, a − b); P: a ratio below φ.
    let big = random(1_000_000, 3);
    let positions = [
        ("n_position", vec![big.clone(), random(999_000, 4)]),
        ("n_position_ratio_7_4", vec![big.clone(), &big * 4u8 / 7u8]),
        ("p_position", vec![big.clone(), &big * 5u8 / 8u8]),
    ];
    for (name, position) in &positions {
        let (a, b) = (&position[0], &position[1]);
        let p = Euclid.is_p(position);
        assert_eq!(p, plain_euclid::is_p_by_floor_phi(a, b), "{name}");
        assert_eq!(p, *name == "p_position", "{name}");
        for m in Euclid.p_options(position) {
            assert!(Euclid.is_p(&m), "{name}");
        }
    }

    let mut group = slow_group(c, "euclid_1e6_bits");
    for (name, position) in &positions {
        let (a, b) = (&position[0], &position[1]);
        group.bench_function(format!("{name}/grundy_is_p"), |bench| {
            bench.iter(|| Euclid.is_p(black_box(position)))
        });
        group.bench_function(format!("{name}/grundy_outcome_and_moves"), |bench| {
            bench.iter(|| outcome_and_moves(&Euclid, black_box(position)))
        });
        group.bench_function(format!("{name}/reference_floor_phi_roots_sqrt"), |bench| {
            bench.iter(|| plain_euclid::is_p_by_floor_phi(black_box(a), b))
        });
    }
    group.finish();

    // Where the step-by-step game is feasible: random pairs of 20,000 bits
    // (about 11,700 steps), where values are computed too.
    let mut group = slow_group(c, "euclid_2e4_bits");
    let b = random(19_990, 6);
    let positions = [
        ("n_position", vec![random(20_000, 5), b.clone()]),
        // a/b = 1.6 + less than 2⁻⁹ < φ, the excess random for a long
        // continued fraction.
        ("p_position", vec![&b + &b * 3u8 / 5u8 + random(19_980, 7), b.clone()]),
    ];
    for (name, position) in &positions {
        let (a, b) = (&position[0], &position[1]);
        let p = Euclid.is_p(position);
        assert_eq!(p, *name == "p_position", "{name}");
        assert_eq!(p, plain_euclid::is_p_step_by_step(a, b), "{name}");
        assert_eq!(Euclid.value(position).unwrap().is_zero(), p, "{name}");
        group.bench_function(format!("{name}/grundy_outcome_and_moves"), |bench| {
            bench.iter(|| outcome_and_moves(&Euclid, black_box(position)))
        });
        group.bench_function(format!("{name}/grundy_value"), |bench| {
            bench.iter(|| Euclid.value(black_box(position)))
        });
        group.bench_function(format!("{name}/reference_step_by_step_outcome"), |bench| {
            bench.iter(|| plain_euclid::is_p_step_by_step(black_box(a), b))
        });
    }
    group.finish();
}

/// For scale: what the command line pays to read and print one such
/// number in decimal (num-bigint's conversions).
fn decimal(c: &mut Criterion) {
    let n = random(1_000_000, 9);
    let text = n.to_string();
    let mut group = slow_group(c, "decimal_1e6_bits");
    group.bench_function("to_string", |bench| bench.iter(|| black_box(&n).to_string()));
    group.bench_function("parse", |bench| bench.iter(|| black_box(&text).parse::<BigUint>()));
    group.finish();
}

/// Wythoff values for sums: the bit-set table (`box_values`) against the
/// generic `Solver` on the same moves, for the pair (300, 500).
fn wythoff_values(c: &mut Criterion) {
    let corner = [300u64, 500];
    let table = Wythoff.box_values(&corner).unwrap();
    let searched = Solver::new(SmallMoves(&Wythoff)).value(&corner.to_vec()).unwrap();
    assert_eq!(table.last(), Some(&searched), "the table and the search agree");
    let mut group = slow_group(c, "wythoff_value_300x500");
    group.bench_function("grundy_table", |bench| {
        bench.iter(|| Wythoff.box_values(black_box(&corner)))
    });
    group.bench_function("plain_search", |bench| {
        bench.iter(|| Solver::new(SmallMoves(&Wythoff)).value(black_box(&corner.to_vec())))
    });
    group.finish();
}

/// Fibonacci Nim at 100,000 bits (its limit): outcome and every winning
/// move of a first move, by the Zeckendorf representation. No reference
/// reaches this size; the generic search is tested on small heaps.
fn fibnim(c: &mut Criterion) {
    let n = random(100_000, 0x5DEE_CE66);
    let position = vec![n.clone(), &n - 1u8];
    let mut group = slow_group(c, "fibnim_1e5_bits");
    group.bench_function("outcome_and_moves", |bench| {
        bench.iter(|| outcome_and_moves(&FibNim, black_box(&position)))
    });
    group.finish();
}

criterion_group!(benches, wythoff, euclid, decimal, wythoff_values, fibnim);
criterion_main!(benches);
