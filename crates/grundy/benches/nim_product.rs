//! Nim multiplication: grundy's Karatsuba splitting over an 8-bit table
//! against a plain reference that splits down to single bits with four
//! half products and a general product by F/2 at every level.
//!
//! Run: `cargo bench -p grundy --bench nim_product`

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use grundy::{nim_inv, nim_mul};

/// The reference: a ⊗ b for a, b < 2^width by a = a₁F ⊕ a₀ (F = 2^(width/2)),
/// a ⊗ b = (a₁b₁ ⊕ a₁b₀ ⊕ a₀b₁)·F ⊕ a₀b₀ ⊕ a₁b₁ ⊗ F/2, down to AND on bits.
fn plain(a: u64, b: u64, width: u32) -> u64 {
    if width == 1 {
        return a & b;
    }
    let half = width / 2;
    let mask = (1u64 << half) - 1;
    let (a1, a0, b1, b0) = (a >> half, a & mask, b >> half, b & mask);
    let high = plain(a1, b1, half);
    let cross = plain(a1, b0, half) ^ plain(a0, b1, half);
    let low = plain(a0, b0, half);
    ((high ^ cross) << half) | (low ^ plain(high, 1 << (half - 1), half))
}

fn inputs() -> Vec<(u64, u64)> {
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    (0..1024).map(|_| (next(), next())).collect()
}

fn bench(c: &mut Criterion) {
    let pairs = inputs();
    for &(a, b) in &pairs {
        assert_eq!(nim_mul(a, b), plain(a, b, 64));
    }
    let mut group = c.benchmark_group("nim_mul_1024_random_u64_pairs");
    group.bench_function("grundy", |bench| {
        bench.iter(|| pairs.iter().fold(0, |x, &(a, b)| x ^ nim_mul(black_box(a), black_box(b))))
    });
    group.bench_function("reference_plain_recursion", |bench| {
        bench.iter(|| pairs.iter().fold(0, |x, &(a, b)| x ^ plain(black_box(a), black_box(b), 64)))
    });
    group.bench_function("grundy_nim_inv", |bench| {
        bench.iter(|| pairs.iter().fold(0, |x, &(a, _)| x ^ nim_inv(black_box(a | 1)).unwrap()))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
