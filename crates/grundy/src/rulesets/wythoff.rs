//! Wythoff's game: take any number from one pile, or the same number from both.

use std::collections::VecDeque;

use num_bigint::BigUint;
use num_integer::Integer;
use num_traits::{One, Zero};

use crate::core::nimber::Nimber;
use crate::core::reason::Reason;
use crate::parts::numbers::NumbersRules;
use crate::rules::ruleset::Options;

/// Wythoff's game (威佐夫博弈) on two piles: one component of two numbers.
///
/// P-positions are the Beatty pairs (⌊kφ⌋, ⌊kφ²⌋) = (a_k, a_k + k), k ≥ 0
/// (Wythoff 1907), computed exactly with integers: ⌊kφ⌋ = (k + ⌊√(5k²)⌋)/2.
/// Testing a pair costs two squarings; the moves to P-positions (at most
/// three: one per pile and one on the diagonal) cost three integer square
/// roots by Zimmermann's Karatsuba square root. With piles of a million bits
/// that is about 40 ms for the outcome and 0.2 s for the moves
/// (`benches/numbers.rs`); printing the numbers in decimal costs more.
/// Values (needed only in sums) come from a table of every smaller pair, by
/// bit sets of the values seen in each row, column and diagonal:
/// O(x·y·(x+y)/64) word operations.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Wythoff;

impl Wythoff {
    /// The k-th P-position (a_k, b_k) = (⌊kφ⌋, ⌊kφ²⌋) = (a_k, a_k + k),
    /// exactly at any size: one integer square root, O(M(n)) for n-bit k.
    ///
    /// ```
    /// use grundy::rulesets::Wythoff;
    /// use num_bigint::BigUint;
    /// let (a, b) = Wythoff::p_pair(&BigUint::from(4u8));
    /// assert_eq!((a, b), (BigUint::from(6u8), BigUint::from(10u8)));
    /// ```
    pub fn p_pair(k: &BigUint) -> (BigUint, BigUint) {
        let a = floor_phi(k);
        let b = &a + k;
        (a, b)
    }

    /// How many P-positions (a_k, b_k) have a_k ≤ `n`: ⌊(n + 1)/φ⌋ + 1,
    /// exactly (a_k ≤ n ⟺ kφ < n + 1, and (n + 1)/φ is irrational).
    ///
    /// ```
    /// // (0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13): six with a_k ≤ 8.
    /// assert_eq!(grundy::rulesets::Wythoff::count_p_pairs(8), 6);
    /// ```
    pub fn count_p_pairs(n: u64) -> u64 {
        let m = BigUint::from(n) + 1u8;
        // ⌊m/φ⌋ = ⌊(m√5 − m)/2⌋ = ⌊(⌊√(5m²)⌋ − m)/2⌋, since m√5 is irrational.
        let over_phi = (isqrt(&(&m * &m * 5u8)) - &m) >> 1u8;
        u64::try_from(over_phi).expect("(2^64)/φ fits in 64 bits") + 1
    }

    /// Every P-position (a_k, b_k) with a_k ≤ b_k, in order of k, by the
    /// mex recurrence: a_k is the least number not in an earlier pair and
    /// b_k = a_k + k. Each pair costs O(1) amortised; memory is the b_j
    /// still above a_k, about 0.38·k numbers. The sequence ends before b_k
    /// would pass 2⁶⁴ − 1.
    ///
    /// ```
    /// let pairs: Vec<(u64, u64)> = grundy::rulesets::Wythoff::p_pairs().take(4).collect();
    /// assert_eq!(pairs, [(0, 0), (1, 2), (3, 5), (4, 7)]);
    /// ```
    pub fn p_pairs() -> impl Iterator<Item = (u64, u64)> {
        PPairs { k: 0, next: 0, pending: VecDeque::new() }
    }
}

/// The state of [`Wythoff::p_pairs`].
struct PPairs {
    /// The index of the next pair.
    k: u64,
    /// The least number above every a_j so far: a candidate for a_k.
    next: u64,
    /// The b_j, in increasing order, not yet passed by the candidates.
    pending: VecDeque<u64>,
}

impl Iterator for PPairs {
    type Item = (u64, u64);

    fn next(&mut self) -> Option<(u64, u64)> {
        // Every number below `next` is in an earlier pair; the least one not
        // in a pair is `next` unless it is a pending b_j (b_0 = 0 = a_0 is
        // below every later candidate and is dropped).
        let mut a = self.next;
        while let Some(&b) = self.pending.front() {
            if b > a {
                break;
            }
            if b == a {
                a += 1;
            }
            self.pending.pop_front();
        }
        let (b, next) = (a.checked_add(self.k)?, a.checked_add(1)?);
        self.pending.push_back(b);
        self.next = next;
        self.k += 1;
        Some((a, b))
    }
}

/// ⌊√n⌋ and the remainder n − ⌊√n⌋², by Zimmermann's Karatsuba square root
/// (P. Zimmermann, "Karatsuba Square Root", INRIA RR-3805, 1999; Brent and
/// Zimmermann, *Modern Computer Arithmetic*, Algorithm 1.12 SqrtRem).
///
/// Writing n = a₃β³ + a₂β² + a₁β + a₀ with β = 2^k and a₃ ≥ β/4: from
/// (s′, r′) = SqrtRem(a₃β + a₂) and (q, u) = DivRem(r′β + a₁, 2s′), the root
/// is s′β + q and the remainder uβ + a₀ − q², corrected once if negative.
/// Each level costs one division of half the size and one squaring of a
/// quarter the size, so O(M(n)) in all for n-bit numbers, with no full-size
/// division or check: num-bigint's own root runs Newton's method at full
/// precision, one full division per step.
pub(crate) fn isqrt_rem(n: &BigUint) -> (BigUint, BigUint) {
    let bits = n.bits();
    if bits <= 128 {
        let root = num_integer::Roots::sqrt(n);
        let rest = n - &root * &root;
        return (root, rest);
    }
    // Shift by 0 or 2 bits so the length is 4k − 1 or 4k: then a₃ ≥ β/4.
    let shift = match bits % 4 {
        1 | 2 => 1,
        _ => 0,
    };
    let m = n << (2 * shift);
    let k = (bits + 2 * shift).div_ceil(4);
    let mask = (BigUint::one() << k) - 1u8;
    let a0 = &m & &mask;
    let a1 = (&m >> k) & &mask;
    let (top_root, top_rest) = isqrt_rem(&(&m >> (2 * k)));
    let (q, u) = ((top_rest << k) + a1).div_rem(&(&top_root << 1u8));
    let mut root = (top_root << k) + &q;
    let high = (u << k) + a0;
    let q2 = &q * &q;
    let rest = if high >= q2 {
        high - q2
    } else {
        // r + 2s − 1 with the old root s, i.e. r + 2s + 1 with the new one.
        root -= 1u8;
        high + (&root << 1u8) + 1u8 - q2
    };
    if shift == 0 {
        return (root, rest);
    }
    // 4n = root² + rest with root = 2s + s₀: n − s² = (4s·s₀ + s₀ + rest)/4.
    let odd = root.bit(0);
    let root = root >> 1u8;
    let rest = match odd {
        true => (rest + (&root << 2u8) + 1u8) >> 2u8,
        false => rest >> 2u8,
    };
    (root, rest)
}

/// ⌊√n⌋, by [`isqrt_rem`].
pub(crate) fn isqrt(n: &BigUint) -> BigUint {
    isqrt_rem(n).0
}

/// ⌊kφ⌋ = (k + ⌊√(5k²)⌋) / 2.
pub(crate) fn floor_phi(k: &BigUint) -> BigUint {
    (k + isqrt(&(k * k * 5u8))) >> 1u8
}

/// Whether n = ⌊kφ⌋, by two squarings: with L = 2n − k, L ≤ k√5 < L + 2,
/// that is L² < 5k² < L² + 4L + 4 (k√5 is irrational for k > 0).
fn is_floor_phi(n: &BigUint, k: &BigUint) -> bool {
    if k.is_zero() {
        return n.is_zero();
    }
    // ⌊kφ⌋ ≥ k, so L ≥ k > 0 below.
    if n < k {
        return false;
    }
    let low = (n << 1u8) - k;
    let five_k2 = k * k * 5u8;
    let low2 = &low * &low;
    low2 < five_k2 && five_k2 < low2 + (low << 2u8) + 4u8
}

/// The other number of the P-position holding `n` (every number is in
/// exactly one Beatty pair; 0 pairs with itself), by one square root.
///
/// The a_k ≥ 1 up to n number ⌊(n + 1)/φ⌋, so n is some a_k exactly when
/// ⌊(n + 1)/φ⌋ > ⌊n/φ⌋, and then k = ⌊(n + 1)/φ⌋ and the partner is n + k;
/// otherwise n = b_j = a_j + j, where a_j = n − j = ⌊(n + 1)/φ⌋ as the
/// numbers 1..=n are the a's and the b's up to n. With s = ⌊√(5n²)⌋,
/// ⌊n/φ⌋ = ⌊(s − n)/2⌋, and ⌊√(5(n + 1)²)⌋ is s + 2 or s + 3, found from the
/// remainder of the first root without a second one.
pub(crate) fn partner(n: &BigUint) -> BigUint {
    if n.is_zero() {
        return BigUint::zero();
    }
    let (root, rest) = isqrt_rem(&(n * n * 5u8));
    let over_phi = (&root - n) >> 1u8;
    // 5(n + 1)² − root² = rest + 10n + 5; step the root up while it fits.
    let (mut next_root, mut next_rest) = (root, rest + n * 10u8 + 5u8);
    loop {
        let step = (&next_root << 1u8) + 1u8;
        if next_rest < step {
            break;
        }
        next_rest -= step;
        next_root += 1u8;
    }
    let next_over_phi = (next_root - n - 1u8) >> 1u8;
    match next_over_phi > over_phi {
        true => n + next_over_phi,
        false => next_over_phi,
    }
}

impl NumbersRules for Wythoff {
    fn name(&self) -> String {
        "wythoff".to_string()
    }

    fn is_p(&self, position: &[BigUint]) -> bool {
        let (a, b) = sorted(position);
        is_floor_phi(a, &(b - a))
    }

    /// At most three moves, each found by one square root. A P-position
    /// needs no test first: there each pile's partner is the other pile and
    /// the pair with the same difference is the position itself, so none
    /// of the three is below it.
    fn p_options(&self, position: &[BigUint]) -> Vec<Vec<BigUint>> {
        let (x, y) = (&position[0], &position[1]);
        let mut found = Vec::new();
        // One pile: the other pile's partner, if smaller.
        let px = partner(x);
        if px < *y {
            found.push(vec![x.clone(), px]);
        }
        let py = partner(y);
        if py < *x {
            found.push(vec![py, y.clone()]);
        }
        // Both piles: the P-pair with the same difference, if below.
        let (small, big) = sorted(position);
        let k = big - small;
        let a = floor_phi(&k);
        if a < *small {
            let d = small - &a;
            found.push(vec![x - &d, y - &d]);
        }
        found
    }

    fn options(&self, position: &[u64], out: &mut Options<Vec<u64>>) {
        let (x, y) = (position[0], position[1]);
        for take in 1..=x {
            out.push(vec![x - take, y]);
        }
        for take in 1..=y {
            out.push(vec![x, y - take]);
        }
        for take in 1..=x.min(y) {
            out.push(vec![x - take, y - take]);
        }
    }

    /// The work of [`box_values`](NumbersRules::box_values): a mex over
    /// the words of three bit sets per cell, and the words of the sets of
    /// every column and diagonal (which dominate a thin box).
    fn search_size(&self, position: &[u64]) -> u128 {
        let (x, y) = (position[0] as u128, position[1] as u128);
        let words = (x + y + x.min(y)) / 64 + 1;
        let cells = (x + 1).saturating_mul(y + 1);
        cells.saturating_mul(words + 3).saturating_add((x + 2 * y + 3).saturating_mul(words))
    }

    /// G(i, j) for i ≤ x, j ≤ y, row by row: the mex of the values seen in
    /// the row to the left, the column below and the diagonal below-left,
    /// kept as bit sets. A value is at most the number of options,
    /// i + j + min(i, j), which sizes the sets.
    fn box_values(&self, corner: &[u64]) -> Option<Vec<Nimber>> {
        // The caller checked the box against the table limit: its sides fit in memory.
        let side = |n: u64| usize::try_from(n).ok()?.checked_add(1);
        let (rows, columns) = (side(corner[0])?, side(corner[1])?);
        let words = (rows + columns + rows.min(columns)) / 64 + 1;
        let mut column_seen = vec![0u64; columns * words];
        // Diagonal j − i, shifted by `rows` to be positive.
        let mut diagonal_seen = vec![0u64; (rows + columns) * words];
        let mut row_seen = vec![0u64; words];
        let mut values = Vec::with_capacity(rows * columns);
        for i in 0..rows {
            row_seen.fill(0);
            for j in 0..columns {
                let column = j * words;
                let diagonal = (j + rows - i) * words;
                let mut mex = 0;
                for w in 0..words {
                    let seen = row_seen[w] | column_seen[column + w] | diagonal_seen[diagonal + w];
                    if seen != u64::MAX {
                        mex = w * 64 + (!seen).trailing_zeros() as usize;
                        break;
                    }
                }
                let (word, bit) = (mex / 64, 1u64 << (mex % 64));
                row_seen[word] |= bit;
                column_seen[column + word] |= bit;
                diagonal_seen[diagonal + word] |= bit;
                values.push(Nimber(mex as u64));
            }
        }
        Some(values)
    }

    fn explain(&self, position: &[BigUint]) -> Vec<Reason> {
        let (a, b) = sorted(position);
        let k = b - a;
        // The position is P exactly when a is ⌊kφ⌋; with piles of a million
        // bits each number printed costs as much as a square root.
        let ak = floor_phi(&k);
        let (a, b) = (a.clone(), b.clone());
        if ak == a {
            vec![Reason::BeattyPair { a, b, k }]
        } else {
            let bk = &ak + &k;
            vec![Reason::NotBeattyPair { a, b, k, ak, bk }]
        }
    }
}

fn sorted(position: &[BigUint]) -> (&BigUint, &BigUint) {
    match position[0] <= position[1] {
        true => (&position[0], &position[1]),
        false => (&position[1], &position[0]),
    }
}
