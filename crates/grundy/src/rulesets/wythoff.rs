//! Wythoff's game: take any number from one pile, or the same number from both.

use num_bigint::{BigInt, BigUint};
use num_traits::{One, Zero};

use crate::numbers::NumbersRules;
use crate::{Nimber, Options};

/// Wythoff's game (威佐夫博弈) on two piles: one component of two numbers.
///
/// P-positions are the Beatty pairs (⌊kφ⌋, ⌊kφ²⌋) = (a_k, a_k + k), k ≥ 0
/// (Wythoff 1907), computed exactly with integers: ⌊kφ⌋ = (k + ⌊√(5k²)⌋)/2.
/// Testing a pair costs a few multiplications; the moves to P-positions (at
/// most three: one per pile and one on the diagonal) cost three integer
/// square roots. With million-bit piles that is well under a second.
/// Values (needed only in sums) come from a table of every smaller pair, by
/// bit sets of the values seen in each row, column and diagonal:
/// O(x·y·(x+y)/64) word operations.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Wythoff;

/// ⌊√n⌋, by Newton's method from the root of the top half of the bits:
/// O(M(n)) for n-bit numbers, where num-bigint's own root restarts Newton
/// at full precision.
pub(crate) fn isqrt(n: &BigUint) -> BigUint {
    let bits = n.bits();
    if bits <= 128 {
        return num_integer::Roots::sqrt(n);
    }
    // √n ≈ √(n >> 2h) · 2^h, correct to about half the bits.
    let half = bits / 4;
    let mut root = isqrt(&(n >> (2 * half))) << half;
    if root.is_zero() {
        root = BigUint::one();
    }
    // One Newton step from above-or-below lands at or above ⌊√n⌋, close to it.
    root = (&root + n / &root) >> 1u8;
    while &root * &root > *n {
        root -= 1u8;
    }
    while (&root + 1u8) * (&root + 1u8) <= *n {
        root += 1u8;
    }
    root
}

/// ⌊kφ⌋ = (k + ⌊√(5k²)⌋) / 2.
pub(crate) fn floor_phi(k: &BigUint) -> BigUint {
    (k + isqrt(&(k * k * 5u8))) >> 1u8
}

/// Whether n = ⌊kφ⌋, by multiplications only: 2n − k ≤ k√5 < 2n + 2 − k.
fn is_floor_phi(n: &BigUint, k: &BigUint) -> bool {
    if k.is_zero() {
        return n.is_zero();
    }
    let five_k2 = BigInt::from(k * k * 5u8);
    let low = BigInt::from(n << 1u8) - BigInt::from(k.clone());
    let high = &low + 2;
    (low.sign() != num_bigint::Sign::Plus || &low * &low < five_k2) && five_k2 < &high * &high
}

/// The other number of the P-position holding `n` (every number is in
/// exactly one Beatty pair; 0 pairs with itself).
pub(crate) fn partner(n: &BigUint) -> BigUint {
    if n.is_zero() {
        return BigUint::zero();
    }
    // n/φ = n(√5 − 1)/2, so n = a_k needs k near it and n = b_k needs k near n − n/φ.
    let over_phi = (isqrt(&(n * n * 5u8)) - n) >> 1u8;
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

impl NumbersRules for Wythoff {
    fn name(&self) -> String {
        "wythoff".to_string()
    }

    fn is_p(&self, position: &[BigUint]) -> bool {
        let (a, b) = sorted(position);
        is_floor_phi(a, &(b - a))
    }

    fn p_options(&self, position: &[BigUint]) -> Vec<Vec<BigUint>> {
        if self.is_p(position) {
            return Vec::new();
        }
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
    /// the words of three bit sets per cell.
    fn search_size(&self, position: &[u64]) -> u128 {
        let (x, y) = (position[0] as u128, position[1] as u128);
        (x + 1) * (y + 1) * ((x + y + x.min(y)) / 64 + 4)
    }

    /// G(i, j) for i ≤ x, j ≤ y, row by row: the mex of the values seen in
    /// the row to the left, the column below and the diagonal below-left,
    /// kept as bit sets. A value is at most the number of options,
    /// i + j + min(i, j), which sizes the sets.
    fn box_values(&self, corner: &[u64]) -> Option<Vec<Nimber>> {
        let (rows, columns) = (corner[0] as usize + 1, corner[1] as usize + 1);
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

    fn explain(&self, position: &[BigUint]) -> Vec<String> {
        let (a, b) = sorted(position);
        let k = b - a;
        let ak = floor_phi(&k);
        let pair = format!("({ak}, {})", &ak + &k);
        if self.is_p(position) {
            vec![format!(
                "({a}, {b}) is the Beatty pair (⌊kφ⌋, ⌊kφ²⌋) for k = {k} = b − a: a P-position of Wythoff's game"
            )]
        } else {
            vec![format!(
                "({a}, {b}) is not a Beatty pair: the pair with difference {k} is {pair} (⌊kφ⌋ = (k + ⌊√(5k²)⌋)/2)"
            )]
        }
    }
}

fn sorted(position: &[BigUint]) -> (&BigUint, &BigUint) {
    match position[0] <= position[1] {
        true => (&position[0], &position[1]),
        false => (&position[1], &position[0]),
    }
}
