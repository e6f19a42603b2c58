//! Wythoff's game: take any number from one pile, or the same number from both.

use std::collections::VecDeque;

use num_bigint::{BigInt, BigUint};
use num_traits::{One, Zero};

use crate::numbers::NumbersRules;
use crate::Options;

/// Wythoff's game (威佐夫博弈) on two piles: one component of two numbers.
///
/// P-positions are the Beatty pairs (⌊kφ⌋, ⌊kφ²⌋) = (a_k, a_k + k), k ≥ 0
/// (Wythoff 1907), computed exactly with integers: ⌊kφ⌋ = (k + ⌊√(5k²)⌋)/2.
/// Testing a pair costs a few multiplications; the moves to P-positions (at
/// most three: one per pile and one on the diagonal) cost three integer
/// square roots. With million-bit piles that is well under a second.
/// Values (needed only in sums) come from a search.
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

    fn search_size(&self, position: &[u64]) -> u128 {
        let (x, y) = (position[0] as u128, position[1] as u128);
        (x + 1) * (y + 1) * (x + y + x.min(y) + 1)
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
