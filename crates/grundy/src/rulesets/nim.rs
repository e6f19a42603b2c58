//! Nim: take any positive number of counters from one heap.

use crate::core::nimber::Nimber;
use crate::core::reason::Formula;
use crate::rules::heap::KnownValues;
use crate::rules::heap::{BigTakes, HeapRuleset};
use crate::rules::ruleset::Options;
use crate::theory::period::{Evidence, Periodicity};

/// Nim (Bouton 1901): a heap of n has options 0, 1, …, n−1, so G(n) = n.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Nim;

impl HeapRuleset for Nim {
    /// Any take.
    fn big_takes(&self) -> Option<BigTakes<'_>> {
        Some(BigTakes::Any(Box::new(|_| true)))
    }

    fn name(&self) -> String {
        "nim".to_string()
    }

    fn options(&self, heap: u64, out: &mut Options<u64>) {
        for smaller in 0..heap {
            out.push(smaller);
        }
    }

    fn formula(&self) -> Option<Formula> {
        Some(Formula::Nim)
    }

    fn closed_form(&self, heap: u64) -> Option<Nimber> {
        Some(Nimber(heap))
    }

    fn is_nim(&self) -> bool {
        true
    }

    fn known_periodicity(&self) -> Option<Periodicity> {
        Some(Periodicity { preperiod: 0, period: 1, saltus: 1, evidence: Evidence::ClosedForm })
    }

    /// The only option of value t is the heap t itself, when t < n.
    fn options_with_value(
        &self,
        heap: u64,
        target: Nimber,
        _: &dyn KnownValues,
        out: &mut Options<u64>,
    ) {
        if target.0 < heap {
            out.push(target.0);
        }
    }
}
