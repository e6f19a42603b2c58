//! Lasker's Nim: take counters from a heap, or split a heap in two.

use num_bigint::BigUint;

use crate::core::nimber::Nimber;
use crate::core::reason::Formula;
use crate::rules::heap::KnownValues;
use crate::rules::heap::{nonzero, HeapRuleset};
use crate::rules::ruleset::Options;
use crate::theory::period::{Evidence, Periodicity};

/// Lasker's Nim: a move takes any positive number of counters from one
/// heap, or splits one heap into two non-empty heaps.
///
/// Closed form (Lasker 1931; Berlekamp–Conway–Guy, *Winning Ways*, ch. 3):
/// G(0) = 0 and, for n ≥ 1, G(n) = n when n ≡ 1, 2 (mod 4), n + 1 when
/// n ≡ 3, and n − 1 when n ≡ 0. Heaps go up to 2⁶⁴ − 2, whose values fit in
/// 64 bits. G is its own inverse, which finds the taking moves to a value
/// in O(1); splits are checked one by one, O(n).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lasker;

/// G(n) by the closed form, for n ≤ 2⁶⁴ − 2.
fn lasker(n: u64) -> u64 {
    match n % 4 {
        _ if n == 0 => 0,
        1 | 2 => n,
        3 => n + 1,
        _ => n - 1,
    }
}

impl HeapRuleset for Lasker {
    fn name(&self) -> String {
        "lasker".to_string()
    }

    fn max_heap(&self) -> u64 {
        u64::MAX - 1
    }

    fn options(&self, heap: u64, out: &mut Options<u64>) {
        for left in 0..heap {
            out.push(left);
        }
        for part in 1..=heap / 2 {
            out.push_sum([part, heap - part]);
        }
    }

    fn formula(&self) -> Option<Formula> {
        Some(Formula::Lasker)
    }

    fn closed_form(&self, heap: u64) -> Option<Nimber> {
        Some(Nimber(lasker(heap)))
    }

    /// G(1..4) = 1, 2, 4, 3, and every block of four adds 4.
    fn known_periodicity(&self) -> Option<Periodicity> {
        Some(Periodicity { preperiod: 1, period: 4, saltus: 4, evidence: Evidence::ClosedForm })
    }

    fn moves_cost(&self, heap: u64) -> u128 {
        heap as u128 / 2
    }

    fn max_options(&self, heap: u64) -> u128 {
        heap as u128 + heap as u128 / 2
    }

    /// A take leaves one smaller heap or none; a split, two non-empty heaps
    /// adding up to the heap. O(1).
    fn is_move(&self, heap: &BigUint, to: &[BigUint]) -> Option<bool> {
        Some(match to {
            [] => *heap > BigUint::ZERO,
            [left] => left < heap,
            [a, b] => &(a + b) == heap,
            _ => false,
        })
    }

    /// Take one counter; split off one.
    fn few_options(&self, heap: &BigUint) -> Vec<Vec<BigUint>> {
        let one = BigUint::from(1u8);
        let mut found = Vec::new();
        if *heap >= one {
            found.push(nonzero([heap - 1u8]));
        }
        if *heap >= BigUint::from(2u8) {
            found.push(nonzero([one, heap - 1u8]));
        }
        found
    }

    /// Taking: G is an involution, so the one heap of value t is G(t).
    /// Splitting: every split a + b = n is checked, O(n).
    fn options_with_value(
        &self,
        heap: u64,
        target: Nimber,
        _: &dyn KnownValues,
        out: &mut Options<u64>,
    ) {
        if target.0 < u64::MAX {
            let left = lasker(target.0);
            if left < heap {
                out.push(left);
            }
        }
        for part in 1..=heap / 2 {
            if lasker(part) ^ lasker(heap - part) == target.0 {
                out.push_sum([part, heap - part]);
            }
        }
    }
}
