//! Subtraction games: take a number of counters from a finite set S.

use crate::core::error::Result;
use crate::core::limits::{reserve_table, Work};
use crate::core::message::Message;
use crate::core::nimber::{Mex, Nimber};
use crate::core::sort;
use crate::msg;
use crate::rules::heap::{spend_table_cost, BigTakes, HeapRuleset};
use crate::rules::ruleset::Options;
use crate::theory::period::PeriodTheorem;

/// The subtraction game S = {s₁ < s₂ < … < s_k}: a move takes some sᵢ ≤ n
/// counters from one heap.
///
/// Its sequence is ultimately periodic (pigeonhole on windows of s_k
/// values), and a period is proved by [`PeriodTheorem::Subtraction`].
/// Invariant: the set is non-empty, sorted, without repeats or zero.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Subtract {
    set: Vec<u64>,
}

impl Subtract {
    /// The subtraction game on `set`, which must be non-empty and positive;
    /// it is sorted and repeats are dropped.
    pub fn new(mut set: Vec<u64>) -> Result<Subtract, Message> {
        if set.is_empty() {
            return Err(msg!(
                "subtract-needs-number",
                "subtract(S1,S2,…) needs at least one number to take"
            ));
        }
        if set.contains(&0) {
            return Err(msg!(
                "subtract-needs-positive",
                "subtract(S1,S2,…) takes positive numbers; 0 would be a move that changes nothing"
            ));
        }
        sort::sort(&mut set);
        set.dedup();
        Ok(Subtract { set })
    }

    /// The subtraction set, increasing.
    pub fn set(&self) -> &[u64] {
        &self.set
    }

    /// The largest move, s_k.
    pub fn max_move(&self) -> u64 {
        *self.set.last().expect("the set is non-empty")
    }
}

impl HeapRuleset for Subtract {
    /// Takes from the set.
    fn big_takes(&self) -> Option<BigTakes<'_>> {
        Some(BigTakes::Finite(&self.set))
    }

    fn name(&self) -> String {
        let list: Vec<String> = self.set.iter().map(u64::to_string).collect();
        format!("subtract({})", list.join(","))
    }

    fn options(&self, heap: u64, out: &mut Options<u64>) {
        for &take in self.set.iter().take_while(|&&take| take <= heap) {
            out.push(heap - take);
        }
    }

    fn period_theorem(&self) -> Option<PeriodTheorem> {
        Some(PeriodTheorem::Subtraction { max_move: self.max_move() })
    }

    fn table_cost(&self, len: u64) -> Option<u128> {
        Some(len as u128 * self.set.len() as u128)
    }

    /// The table by direct look-ups, O(k) per heap with no option buffer;
    /// its k steps a heap are spent before it starts.
    fn extend_table_within(
        &self,
        table: &mut Vec<Nimber>,
        len: usize,
        work: &mut Work,
    ) -> Result<()> {
        spend_table_cost(self, table.len(), len, work)?;
        let mut mex = Mex::new();
        let mut values = Vec::with_capacity(self.set.len());
        reserve_table(table, len, || self.name())?;
        for heap in table.len()..len {
            values.clear();
            values.extend(
                self.set
                    .iter()
                    .take_while(|&&take| take <= heap as u64)
                    .map(|&take| table[heap - crate::core::convert::index(take)]),
            );
            table.push(mex.of(&values));
        }
        Ok(())
    }
}
