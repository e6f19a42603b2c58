//! The periodicity of Φ, proved by a heap ruleset's periodicity theorem.

use crate::core::nimber::Nimber;
use crate::misere::quotient::misere_quotient::MisereQuotient;
use crate::rules::heap::HeapRuleset;
use crate::theory::period::{PeriodTheorem, Periodicity};

impl MisereQuotient {
    /// A periodicity of Φ that `theorem` proves from the heaps added, if
    /// any: then the quotient is the quotient of every heap of the game,
    /// and Φ(n + p) = Φ(n) for all n ≥ e.
    ///
    /// The theorems of normal play carry over (for subtraction and
    /// take-and-break games; not the all-but counting theorem, which counts
    /// values). Their proofs show that, beyond the agreement they need, the
    /// options of n + p and of n are in one-to-one correspondence with equal
    /// images: each option of n + p is an option of n with its largest heap
    /// c replaced by c − p, where Φ(c) = Φ(c − p) is known, and the image of
    /// a sum is the product of its heaps' images, as a nim-sum is the XOR of
    /// its heaps' values. So heap n + p has the option images of heap n,
    /// and by the construction's first rule (same option images, same
    /// element; the certificate is unchanged) it gets heap n's element, in
    /// the same quotient. Induction on n gives every heap.
    pub fn periodicity(&self, theorem: PeriodTheorem) -> Option<Periodicity> {
        if matches!(theorem, PeriodTheorem::AllBut { .. }) {
            return None;
        }
        let values: Vec<Nimber> = self.phi.iter().map(|&x| Nimber(x as u64)).collect();
        crate::theory::period::find_proved_period(&values, theorem)
    }
}

/// The theorem that proves Φ periodic for `ruleset`, if any: its own
/// periodicity theorem (not the all-but counting theorem, which counts
/// values), or, for a subtraction game known by its takes (Bash's game,
/// whose values have a closed form instead), the subtraction-game bound.
pub fn phi_theorem(ruleset: &dyn HeapRuleset) -> Option<PeriodTheorem> {
    use crate::rules::heap::BigTakes;
    match ruleset.period_theorem() {
        Some(PeriodTheorem::AllBut { .. }) => None,
        Some(theorem) => Some(theorem),
        None => match ruleset.big_takes()? {
            BigTakes::Range(_, hi) => Some(PeriodTheorem::Subtraction { max_move: hi }),
            BigTakes::Finite(set) => {
                Some(PeriodTheorem::Subtraction { max_move: set.iter().copied().max()? })
            }
            BigTakes::Any(_) | BigTakes::PowersOfTwo => None,
        },
    }
}
