//! Bash's game: take 1 to M counters from one heap.

use num_bigint::BigUint;
use num_traits::Zero;

use crate::core::error::Result;
use crate::core::message::Message;
use crate::core::nimber::Nimber;
use crate::core::reason::Formula;
use crate::msg;
use crate::rules::heap::KnownValues;
use crate::rules::heap::{BigClosedForm, BigTakes, HeapRuleset};
use crate::rules::ruleset::Options;
use crate::theory::period::{Evidence, Periodicity};

/// Bash's game (巴什博奕), the subtraction game {1, …, M}: G(n) = n mod (M+1),
/// so the player to move loses exactly on multiples of M+1.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Bash {
    max_take: u64,
}

impl Bash {
    /// Bash's game taking 1 to `max_take` counters; `max_take` must be at least 1.
    pub fn new(max_take: u64) -> Result<Bash, Message> {
        if max_take == 0 {
            return Err(msg!(
                "bash-needs-positive",
                "bash(M) needs M ≥ 1, the most counters one move takes"
            ));
        }
        Ok(Bash { max_take })
    }

    /// M + 1 as a u128, so that M = 2⁶⁴−1 does not overflow.
    fn modulus(&self) -> u128 {
        self.max_take as u128 + 1
    }
}

impl HeapRuleset for Bash {
    /// Takes 1..=M.
    fn big_takes(&self) -> Option<BigTakes<'_>> {
        Some(BigTakes::Range(1, self.max_take))
    }

    fn name(&self) -> String {
        format!("bash({})", self.max_take)
    }

    fn options(&self, heap: u64, out: &mut Options<u64>) {
        for take in 1..=self.max_take.min(heap) {
            out.push(heap - take);
        }
    }

    fn formula(&self) -> Option<Formula> {
        Some(Formula::Bash { modulus: self.modulus() })
    }

    fn closed_form(&self, heap: u64) -> Option<Nimber> {
        Some(Nimber(u64::try_from(heap as u128 % self.modulus()).expect("n mod m < m ≤ 2^64")))
    }

    /// Period M+1. For M = 2⁶⁴−1 the period 2⁶⁴ does not fit (every heap
    /// below it has G(n) = n): no periodicity is claimed, so heaps past 2⁶⁴
    /// are refused rather than valued as Nim.
    fn known_periodicity(&self) -> Option<Periodicity> {
        let period = u64::try_from(self.modulus()).ok()?;
        Some(Periodicity { preperiod: 0, period, saltus: 0, evidence: Evidence::ClosedForm })
    }

    /// Bash's rule at any size: G(n) = n mod (M+1), and the one take
    /// j ≡ n − t (mod M+1), 1 ≤ j ≤ M, that leaves value t.
    fn big_closed_form(&self, heap: &BigUint, target: &BigUint) -> Option<BigClosedForm> {
        let modulus = BigUint::from(self.modulus());
        let value = heap % &modulus;
        let mut moves_to = Vec::new();
        if *target < modulus {
            let take = (heap + &modulus - target) % &modulus;
            if !take.is_zero() && take <= *heap {
                moves_to.push(heap - take);
            }
        }
        Some(BigClosedForm { value, moves_to })
    }

    /// Taking j ∈ 1..=M gives (n − j) mod (M+1), which is t exactly for
    /// j ≡ n − t (mod M+1): at most one move.
    fn options_with_value(
        &self,
        heap: u64,
        target: Nimber,
        _: &dyn KnownValues,
        out: &mut Options<u64>,
    ) {
        let modulus = self.modulus();
        if target.0 as u128 >= modulus {
            return;
        }
        let take = (heap as u128 + modulus - target.0 as u128) % modulus;
        if take >= 1 && take <= heap as u128 {
            out.push(heap - u64::try_from(take).expect("take ≤ heap"));
        }
    }
}
