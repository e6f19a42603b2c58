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
//! a 64 KiB table, built on first use (about 65,000 small steps; built at
//! compile time it would be 64 KiB of incompressible data in every binary,
//! a seventh of the WebAssembly module). A 64-bit product costs 46 table
//! look-ups and O(1) work each: O(w^log₂3) in the width w, constant for u64.
//!
//! Inverses use the same tower: the conjugate of a = a₁F ⊕ a₀ over the half
//! field is a₁F ⊕ (a₀⊕a₁), and a ⊗ conj(a) = a₁²⊗F/2 ⊕ a₀² ⊕ a₀a₁ lies in
//! the half field, so a⁻¹ = conj(a) ⊗ (a ⊗ conj(a))⁻¹: a few products per
//! level and a 256-entry table at the bottom.

use crate::core::convert::index;

/// The tables at the bottom of the tower: the 8-bit products,
/// `products[a << 8 | b] = a ⊗ b`, and the 8-bit inverses,
/// `inverses[a] ⊗ a = 1` for a ≠ 0 (and 0 for 0).
struct Tables {
    products: [u8; 1 << 16],
    inverses: [u8; 256],
}

/// The tables, built once.
fn tables() -> &'static Tables {
    static TABLES: std::sync::OnceLock<Box<Tables>> = std::sync::OnceLock::new();
    TABLES.get_or_init(Tables::new)
}

/// a ⊗ b for a, b < 2^width (width a power of two up to 8), by the same
/// splitting down to single bits, where ⊗ is AND. For building the table.
fn small(a: u32, b: u32, width: u32) -> u32 {
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

impl Tables {
    /// The 8-bit products from the 4-bit ones, then the inverses by search.
    fn new() -> Box<Tables> {
        let four: Vec<u8> = (0..256u32)
            .map(|i| u8::try_from(small(i >> 4, i & 15, 4)).expect("4-bit products are below 16"))
            .collect();
        let mut tables = Box::new(Tables { products: [0; 1 << 16], inverses: [0; 256] });
        for (i, product) in tables.products.iter_mut().enumerate() {
            let (a, b) = (i >> 8, i & 255);
            let (a1, a0, b1, b0) = (a >> 4, a & 15, b >> 4, b & 15);
            let low = four[a0 << 4 | b0];
            let high = four[(a1 ^ a0) << 4 | (b1 ^ b0)] ^ low;
            // 8 = 2^3 is the top bit of the 4-bit field.
            let top = four[usize::from(four[a1 << 4 | b1]) << 4 | 8];
            *product = (high << 4) | (low ^ top);
        }
        for a in 1..256u64 {
            let b = (1..256u64).find(|&b| tables.mul8(a, b) == 1).expect("GF(256) is a field");
            tables.inverses[index(a)] = u8::try_from(b).expect("b < 256");
        }
        tables
    }

    #[inline]
    fn mul8(&self, a: u64, b: u64) -> u64 {
        u64::from(self.products[index(a << 8 | b)])
    }

    /// x ⊗ 2^(width−1) for x < 2^width, width ∈ {8, 16, 32}.
    #[inline]
    fn times_top(&self, x: u64, width: u32) -> u64 {
        if width == 8 {
            return self.mul8(x, 0x80);
        }
        // 2^(width−1) = G ⊗ 2^(g−1) with G = 2^g, g = width/2, and
        // x ⊗ G = (x₁⊕x₀)·G ⊕ x₁ ⊗ 2^(g−1).
        let g = width / 2;
        let mask = (1u64 << g) - 1;
        let (x1, x0) = (x >> g, x & mask);
        let t = self.times_top(x1, g);
        (self.times_top(x1 ^ x0, g) << g) | self.times_top(t, g)
    }

    /// a ⊗ b for a, b < 2^width, width ∈ {8, 16, 32, 64}.
    #[inline]
    fn mul_width(&self, a: u64, b: u64, width: u32) -> u64 {
        if width == 8 {
            return self.mul8(a, b);
        }
        let half = width / 2;
        let mask = (1u64 << half) - 1;
        let (a1, a0, b1, b0) = (a >> half, a & mask, b >> half, b & mask);
        let low = self.mul_width(a0, b0, half);
        let high = self.mul_width(a1 ^ a0, b1 ^ b0, half) ^ low;
        let top = self.times_top(self.mul_width(a1, b1, half), half);
        (high << half) | (low ^ top)
    }

    /// a⁻¹ for 0 < a < 2^width.
    fn inverse_width(&self, a: u64, width: u32) -> u64 {
        if width == 8 {
            return u64::from(self.inverses[index(a)]);
        }
        let half = width / 2;
        let mask = (1u64 << half) - 1;
        let (a1, a0) = (a >> half, a & mask);
        // The norm a ⊗ conj(a) lies in the half field and is not 0.
        let norm = self.times_top(self.mul_width(a1, a1, half), half)
            ^ self.mul_width(a0, a0, half)
            ^ self.mul_width(a0, a1, half);
        let n = self.inverse_width(norm, half);
        // conj(a) ⊗ n = a₁n·F ⊕ (a₀⊕a₁)n.
        (self.mul_width(a1, n, half) << half) | self.mul_width(a0 ^ a1, n, half)
    }
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
    tables().mul_width(a, b, width_of(a | b))
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
    (a != 0).then(|| tables().inverse_width(a, width_of(a)))
}
