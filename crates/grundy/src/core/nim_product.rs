//! Nim multiplication: the product that, with XOR as addition, makes the
//! numbers below 2^(2^k) the finite field GF(2^(2^k)) (Conway, *On Numbers
//! and Games*, chapter 6).
//!
//! The product is defined by the mex rule
//! x ⊗ y = mex{ (x'⊗y) ⊕ (x⊗y') ⊕ (x'⊗y') : x' < x, y' < y },
//! and it is what Turning Corners (and every product of coin-turning games,
//! Winning Ways chapter 14) is valued by.
//!
//! # Algorithm
//!
//! The *Fermat 2-powers* F = 2^(2^k) satisfy F ⊗ F = F ⊕ F/2, and a product
//! of distinct Fermat 2-powers is their ordinary product. Writing a w-bit
//! number as a = a₁·F ⊕ a₀ with F = 2^(w/2) and halves a₁, a₀ < F,
//!
//! ```text
//! a ⊗ b = (a₁b₁ ⊕ a₁b₀ ⊕ a₀b₁)·F  ⊕  a₀b₀ ⊕ a₁b₁ ⊗ F/2
//!       = ((a₁⊕a₀)(b₁⊕b₀) ⊕ a₀b₀)·F  ⊕  a₀b₀ ⊕ (a₁b₁) ⊗ 2^(w/2−1)
//! ```
//!
//! with three half-width products (Karatsuba) and one product by the top
//! bit 2^(w/2−1) of the half field, which splits the same way into three
//! quarter-width products by a top bit. Products of 8-bit numbers come from
//! a 64 KiB table computed at compile time. A 64-bit product costs 46 table
//! look-ups and O(1) work each: O(w^log₂3) in the width w, constant for u64.
//!
//! Inverses use the same tower: the conjugate of a = a₁F ⊕ a₀ over the half
//! field is a₁F ⊕ (a₀⊕a₁), and a ⊗ conj(a) = a₁²⊗F/2 ⊕ a₀² ⊕ a₀a₁ lies in
//! the half field, so a⁻¹ = conj(a) ⊗ (a ⊗ conj(a))⁻¹: a few products per
//! level and a 256-entry table at the bottom.

use crate::core::convert::index;

/// 8-bit nim products, `TABLE[a << 8 | b] = a ⊗ b`, from the 4-bit ones.
static TABLE: [u8; 1 << 16] = table8();

/// a ⊗ b for a, b < 2^width (width a power of two up to 8), by the same
/// splitting down to single bits, where ⊗ is AND. Compile-time only.
const fn small(a: u32, b: u32, width: u32) -> u32 {
    if width == 1 {
        return a & b;
    }
    let half = width / 2;
    let mask = (1 << half) - 1;
    let (a1, a0, b1, b0) = (a >> half, a & mask, b >> half, b & mask);
    let low = small(a0, b0, half);
    let high = small(a1 ^ a0, b1 ^ b0, half) ^ low;
    let top = small(small(a1, b1, half), 1 << (half - 1), half);
    (high << half) | (low ^ top)
}

// A `const fn` cannot call `try_from`: i < 256, and products of 4-bit numbers are below 16.
#[allow(clippy::cast_possible_truncation)]
const fn table8() -> [u8; 1 << 16] {
    let mut four = [0u8; 256];
    let mut i = 0;
    while i < 256 {
        four[i] = small((i >> 4) as u32, (i & 15) as u32, 4) as u8;
        i += 1;
    }
    let mut table = [0u8; 1 << 16];
    let mut i = 0;
    while i < 1 << 16 {
        let (a, b) = (i >> 8, i & 255);
        let (a1, a0, b1, b0) = (a >> 4, a & 15, b >> 4, b & 15);
        let low = four[a0 << 4 | b0];
        let high = four[(a1 ^ a0) << 4 | (b1 ^ b0)] ^ low;
        // 8 = 2^3 is the top bit of the 4-bit field.
        let top = four[(four[a1 << 4 | b1] as usize) << 4 | 8];
        table[i] = (high << 4) | (low ^ top);
        i += 1;
    }
    table
}

#[inline]
fn mul8(a: u64, b: u64) -> u64 {
    u64::from(TABLE[index(a << 8 | b)])
}

/// x ⊗ 2^(width−1) for x < 2^width, width ∈ {8, 16, 32}.
#[inline]
fn times_top(x: u64, width: u32) -> u64 {
    if width == 8 {
        return mul8(x, 0x80);
    }
    // 2^(width−1) = G ⊗ 2^(g−1) with G = 2^g, g = width/2, and
    // x ⊗ G = (x₁⊕x₀)·G ⊕ x₁ ⊗ 2^(g−1).
    let g = width / 2;
    let mask = (1u64 << g) - 1;
    let (x1, x0) = (x >> g, x & mask);
    let t = times_top(x1, g);
    (times_top(x1 ^ x0, g) << g) | times_top(t, g)
}

/// a ⊗ b for a, b < 2^width, width ∈ {8, 16, 32, 64}.
#[inline]
fn mul_width(a: u64, b: u64, width: u32) -> u64 {
    if width == 8 {
        return mul8(a, b);
    }
    let half = width / 2;
    let mask = (1u64 << half) - 1;
    let (a1, a0, b1, b0) = (a >> half, a & mask, b >> half, b & mask);
    let low = mul_width(a0, b0, half);
    let high = mul_width(a1 ^ a0, b1 ^ b0, half) ^ low;
    let top = times_top(mul_width(a1, b1, half), half);
    (high << half) | (low ^ top)
}

/// The smallest field width (8, 16, 32 or 64 bits) holding `x`.
#[inline]
fn width_of(x: u64) -> u32 {
    match x {
        0..=0xff => 8,
        0x100..=0xffff => 16,
        0x1_0000..=0xffff_ffff => 32,
        _ => 64,
    }
}

/// The nim product a ⊗ b (Conway, *On Numbers and Games*, ch. 6).
///
/// Recursive Fermat-2-power splitting with Karatsuba's three half products
/// over an 8-bit table (see the module documentation): at most 46 table
/// look-ups, O(1) for u64 and O(w^log₂3) in the width w in general. The
/// width is that of the larger operand, so small operands cost less.
///
/// ```
/// use grundy::nim_mul;
/// assert_eq!(nim_mul(2, 2), 3);
/// assert_eq!(nim_mul(4, 4), 6);
/// assert_eq!(nim_mul(16, 16), 24);
/// assert_eq!(nim_mul(5, 7), nim_mul(7, 5));
/// ```
pub fn nim_mul(a: u64, b: u64) -> u64 {
    mul_width(a, b, width_of(a | b))
}

/// 8-bit nim inverses, `INVERSE[a] ⊗ a = 1` for a ≠ 0 (and 0 for 0).
fn inverse8(a: u64) -> u64 {
    static INVERSES: std::sync::OnceLock<[u8; 256]> = std::sync::OnceLock::new();
    let inverses = INVERSES.get_or_init(|| {
        let mut inverses = [0u8; 256];
        for a in 1..256u64 {
            let b = (1..256u64).find(|&b| mul8(a, b) == 1).expect("GF(256) is a field");
            inverses[index(a)] = u8::try_from(b).expect("b < 256");
        }
        inverses
    });
    u64::from(inverses[index(a)])
}

/// a⁻¹ for 0 < a < 2^width.
fn inverse_width(a: u64, width: u32) -> u64 {
    if width == 8 {
        return inverse8(a);
    }
    let half = width / 2;
    let mask = (1u64 << half) - 1;
    let (a1, a0) = (a >> half, a & mask);
    // The norm a ⊗ conj(a) lies in the half field and is not 0.
    let norm = times_top(mul_width(a1, a1, half), half)
        ^ mul_width(a0, a0, half)
        ^ mul_width(a0, a1, half);
    let n = inverse_width(norm, half);
    // conj(a) ⊗ n = a₁n·F ⊕ (a₀⊕a₁)n.
    (mul_width(a1, n, half) << half) | mul_width(a0 ^ a1, n, half)
}

/// The nim inverse: the b with a ⊗ b = 1, or `None` for a = 0.
///
/// By the quadratic tower (module documentation): one half-width inverse
/// and four half-width products per level, an 8-bit table at the bottom;
/// O(1) for u64, a few times the cost of one [`nim_mul`].
///
/// ```
/// use grundy::{nim_inv, nim_mul};
/// assert_eq!(nim_inv(0), None);
/// assert_eq!(nim_inv(2), Some(3));
/// let a = 123_456_789_u64;
/// assert_eq!(nim_mul(a, nim_inv(a).unwrap()), 1);
/// ```
pub fn nim_inv(a: u64) -> Option<u64> {
    (a != 0).then(|| inverse_width(a, width_of(a)))
}
