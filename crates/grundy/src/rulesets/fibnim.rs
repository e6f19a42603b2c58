//! Fibonacci Nim: take up to twice what the opponent just took.

use std::sync::Arc;

use num_bigint::BigUint;
use num_traits::{One, Zero};

use crate::core::error::Result;
use crate::core::reason::Reason;
use crate::language::syntax::{heap_size, missing_heaps, Written};
use crate::msg;
use crate::parts::numbers::{NumbersPart, NumbersRules};
use crate::parts::part::Drawing;
use crate::parts::part::Part;
use crate::rules::ruleset::Options;

/// Fibonacci Nim (斐波那契博弈) on one heap: the first move takes 1 to
/// N − 1 counters, every later move 1 to twice the previous take; whoever
/// takes the last counter wins. A component is the pair (n, q): n counters
/// left, at most q may be taken now (`fibnim N` is (N, N − 1)).
///
/// Write n by Zeckendorf's theorem as a sum of non-consecutive Fibonacci
/// numbers F_1 = 1, F_2 = 2, F_3 = 3, F_5 = 8, …. The player to move wins
/// exactly when the smallest term is at most q (Whinihan 1963): taking it
/// leaves a smallest term more than twice as large. The winning moves are
/// exactly the takes x ≤ q that are a sum s = F_{i_1} + … + F_{i_t} of the
/// smallest terms with the next term F_{i_{t+1}} > 2s (or s = n): if n − x
/// has smallest term F > 2x, then x < F/2 ≤ F_{i−1} for F = F_i, so the
/// representations of x and n − x join into the one of n, and x is such a
/// sum. Testing and listing cost O(K·w) word operations for K ≈ 1.44·bits
/// Fibonacci indices of w words each — O(bits²/64); numbers are limited to
/// 100,000 bits. Values (needed only in sums) come from a search.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FibNim;

/// The most bits of a heap: the Zeckendorf representation costs
/// O(bits²/64) word operations: about 0.1 s for each representation at
/// this size, 0.8 s for the outcome and every winning move (whose listing
/// is bounded by `--max-search` for its size).
pub(crate) const MAX_BITS: u64 = 100_000;

/// The Fibonacci numbers F_k, F_{k+1} of Zeckendorf's numbering
/// (F_1 = 1, F_2 = 2), stepped up or down in place.
struct FibPair {
    k: u32,
    low: BigUint,
    high: BigUint,
}

impl FibPair {
    fn new() -> Self {
        FibPair { k: 1, low: BigUint::one(), high: BigUint::from(2u8) }
    }

    fn up(&mut self) {
        self.low += &self.high;
        std::mem::swap(&mut self.low, &mut self.high);
        self.k += 1;
    }

    fn down(&mut self) {
        self.high -= &self.low;
        std::mem::swap(&mut self.low, &mut self.high);
        self.k -= 1;
    }
}

/// The indices, smallest first, of the Zeckendorf representation of `n`,
/// greedily from the largest Fibonacci number ≤ n. O(K·w).
fn zeckendorf(n: &BigUint) -> Vec<u32> {
    let mut terms = Vec::new();
    if n.is_zero() {
        return terms;
    }
    let mut fib = FibPair::new();
    while fib.high <= *n {
        fib.up();
    }
    let mut rest = n.clone();
    loop {
        if fib.low <= rest {
            rest -= &fib.low;
            terms.push(fib.k);
        }
        if fib.k == 1 {
            break;
        }
        fib.down();
    }
    terms.reverse();
    terms
}

/// F_k.
fn fibonacci(k: u32) -> BigUint {
    let mut fib = FibPair::new();
    while fib.k < k {
        fib.up();
    }
    fib.low
}

/// The winning takes from (n, q), smallest first: the sums s of the smallest
/// Zeckendorf terms with s ≤ q whose next term is more than 2s, or s = n.
/// A gap of three indices or more always qualifies (s < F_{i+1}, so
/// 2s < F_{i+3}); a gap of two needs F_{i+2} > 2s.
fn winning_takes(n: &BigUint, q: &BigUint) -> Vec<BigUint> {
    let terms = zeckendorf(n);
    let mut takes = Vec::new();
    let mut fib = FibPair::new();
    let mut sum = BigUint::zero();
    for (t, &i) in terms.iter().enumerate() {
        while fib.k < i {
            fib.up();
        }
        sum += &fib.low;
        if sum > *q {
            break;
        }
        let wins = match terms.get(t + 1) {
            None => true,
            Some(&next) => next >= i + 3 || &fib.low + &fib.high > &sum << 1u8,
        };
        if wins {
            takes.push(sum.clone());
        }
    }
    takes
}

/// The position after taking `x` from `n`: at most 2x next, which is all
/// that is left when 2x ≥ n − x (the same game).
fn after(n: &BigUint, x: &BigUint) -> Vec<BigUint> {
    let rest = n - x;
    let limit = (x << 1u8).min(rest.clone());
    vec![rest, limit]
}

/// `fibnim N1 N2 …` or `fibnim(Q) N1 N2 …`: one component per heap, each
/// of at most `MAX_BITS`.
pub(crate) fn build(w: &Written) -> Result<Arc<dyn Part>> {
    let limit = match w.params.as_deref() {
        None => None,
        Some([q]) => Some(q.big(msg!("fibnim-what-move-limit", "move limit"))?),
        Some(_) => {
            return Err(w.error(msg!(
                "fibnim-parameters",
                "fibnim takes at most one parameter, the most the next move may take: write `fibnim(4) 7`"
            )))
        }
    };
    let mut positions = Vec::new();
    for token in w.operands() {
        let n = token.big(heap_size())?;
        if n.bits() > MAX_BITS {
            return Err(token.error(msg!(
                "fibnim-heap-too-large",
                "heap of {bits} bits is larger than fibnim takes ({max} bits: its Zeckendorf representation costs time quadratic in the bits)",
                bits = n.bits(),
                max = MAX_BITS
            )));
        }
        // A limit past n is the same game as n: keep it small enough to search.
        let q = match &limit {
            Some(q) => q.min(&n).clone(),
            None if n.is_zero() => BigUint::zero(),
            None => &n - 1u8,
        };
        positions.push(vec![n, q]);
    }
    if positions.is_empty() {
        return Err(w.missing(missing_heaps("fibnim", "fibnim 7")));
    }
    Ok(Arc::new(NumbersPart::new(FibNim, positions)))
}

/// The limit that matters: more than n is the same as n.
fn limit(position: &[BigUint]) -> &BigUint {
    (&position[1]).min(&position[0])
}

impl NumbersRules for FibNim {
    fn name(&self) -> String {
        "fibnim".to_string()
    }

    /// `fibnim N` for a first move (N, N − 1), `fibnim(Q) N` otherwise.
    fn describe(&self, position: &[BigUint]) -> String {
        let (n, q) = (&position[0], &position[1]);
        if n.is_zero() || q + 1u8 == *n {
            format!("fibnim {n}")
        } else {
            format!("fibnim({q}) {n}")
        }
    }

    fn is_p(&self, position: &[BigUint]) -> bool {
        let n = &position[0];
        match zeckendorf(n).first() {
            None => true,
            Some(&i) => fibonacci(i) > *limit(position),
        }
    }

    fn p_options(&self, position: &[BigUint]) -> Vec<Vec<BigUint>> {
        let n = &position[0];
        winning_takes(n, limit(position)).iter().map(|x| after(n, x)).collect()
    }

    /// The size of the listing, in words: the takes listed are at most one
    /// per Fibonacci number up to q, each of at most q's words. (The
    /// Zeckendorf walk itself is bounded by `MAX_BITS`, like the outcome.)
    /// With the default limit, every winning move is listed up to about
    /// 29,000 bits; a random 10,000-bit heap has 3,223 of them (measured),
    /// each of about 3,000 digits.
    fn p_options_cost(&self, position: &[BigUint]) -> u128 {
        let bits = limit(position).bits() as u128;
        (bits * 3 / 2 + 2) * (bits / 64 + 1)
    }

    fn options(&self, position: &[u64], out: &mut Options<Vec<u64>>) {
        let (n, q) = (position[0], position[1]);
        for x in 1..=q.min(n) {
            out.push(vec![n - x, x.saturating_mul(2).min(n - x)]);
        }
    }

    fn search_size(&self, position: &[u64]) -> u128 {
        (position[0] as u128 + 1).saturating_pow(3)
    }

    /// The counters left and the most that may be taken now (N − 1 at the
    /// start of `fibnim N`).
    fn drawing(&self, position: &[BigUint]) -> Drawing {
        Drawing::Limited { count: position[0].clone(), limit: limit(position).clone() }
    }

    fn explain(&self, position: &[BigUint]) -> Vec<Reason> {
        let n = &position[0];
        let q = limit(position);
        let terms = zeckendorf(n);
        let Some(&smallest) = terms.first() else {
            return vec![Reason::NoCountersLeft];
        };
        let term = fibonacci(smallest);
        let written = if terms.len() <= 8 && n.bits() <= 128 {
            // Small enough to write out in full.
            let terms = terms.iter().rev().map(|&i| fibonacci(i)).collect();
            Reason::Zeckendorf { n: n.clone(), terms }
        } else {
            Reason::ZeckendorfLong {
                n: n.clone(),
                count: terms.len(),
                index: smallest,
                smallest: term.clone(),
            }
        };
        let most = q.clone();
        let verdict = if term > *q {
            let first = terms.len() == 1 && &position[1] + 1u8 == *n;
            Reason::SmallestTermTooLarge { term, most, first }
        } else {
            Reason::SmallestTermTaken { term, most }
        };
        vec![written, verdict]
    }
}
