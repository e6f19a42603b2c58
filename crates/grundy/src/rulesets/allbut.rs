//! All-but subtraction games: take any positive number except those listed.

use crate::core::convert::index;
use crate::core::error::Result;
use crate::core::limits::{reserve_table, Work};
use crate::core::message::Message;
use crate::core::nimber::Nimber;
use crate::core::sort;
use crate::msg;
use crate::rules::heap::KnownValues;
use crate::rules::heap::{spend_table_cost, BigTakes, HeapRuleset};
use crate::rules::ruleset::Options;
use crate::theory::period::PeriodTheorem;

/// The all-but subtraction game: a move takes any positive number of
/// counters from one heap except the numbers in a finite set X.
///
/// Its sequences are arithmetic-periodic (A. Siegel, "Finite excluded
/// subtraction sets and infinite geography", 2005), and a period is proved
/// by [`PeriodTheorem::AllBut`].
/// Invariant: X is non-empty, sorted, without repeats or zero.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AllBut {
    excluded: Vec<u64>,
}

impl AllBut {
    /// The all-but game excluding `excluded`, which must be non-empty and positive.
    pub fn new(mut excluded: Vec<u64>) -> Result<AllBut, Message> {
        if excluded.is_empty() {
            return Err(msg!(
                "allbut-needs-number",
                "allbut(X1,…) needs at least one excluded number (excluding none is nim)"
            ));
        }
        if excluded.contains(&0) {
            return Err(msg!(
                "allbut-needs-positive",
                "allbut(X1,…) excludes positive numbers; taking 0 is never a move"
            ));
        }
        sort::sort(&mut excluded);
        excluded.dedup();
        Ok(AllBut { excluded })
    }

    /// The excluded numbers, increasing.
    pub fn excluded(&self) -> &[u64] {
        &self.excluded
    }

    fn is_excluded(&self, take: u64) -> bool {
        self.excluded.binary_search(&take).is_ok()
    }
}

impl HeapRuleset for AllBut {
    /// Any take not excluded.
    fn big_takes(&self) -> Option<BigTakes<'_>> {
        Some(BigTakes::Any(Box::new(|take| {
            u64::try_from(take).map_or(true, |take| !self.is_excluded(take))
        })))
    }

    fn name(&self) -> String {
        let list: Vec<String> = self.excluded.iter().map(u64::to_string).collect();
        format!("allbut({})", list.join(","))
    }

    fn options(&self, heap: u64, out: &mut Options<u64>) {
        for smaller in 0..heap {
            if !self.is_excluded(heap - smaller) {
                out.push(smaller);
            }
        }
    }

    fn period_theorem(&self) -> Option<PeriodTheorem> {
        Some(PeriodTheorem::AllBut {
            excluded: self.excluded.len() as u64,
            max_excluded: *self.excluded.last().expect("the set is non-empty"),
        })
    }

    /// G(n) is the least value v whose count among G(0..n) equals its count
    /// among the |X| excluded options G(n − x): either the mex of all earlier
    /// values, or one of the excluded options' values. Keeping a count per
    /// value makes each heap O(|X|²) instead of O(n).
    fn table_cost(&self, len: u64) -> Option<u128> {
        Some(len as u128 * ((self.excluded.len() as u128).pow(2) + 1))
    }

    fn extend_table_within(
        &self,
        table: &mut Vec<Nimber>,
        len: usize,
        work: &mut Work,
    ) -> Result<()> {
        spend_table_cost(self, table.len(), len, work)?;
        let mut count: Vec<u64> = Vec::new();
        let bump = |count: &mut Vec<u64>, value: Nimber| {
            let v = index(value.0);
            if v >= count.len() {
                count.resize(v + 1, 0);
            }
            count[v] += 1;
        };
        for &value in table.iter() {
            bump(&mut count, value);
        }
        let mut all_mex = count.iter().position(|&c| c == 0).unwrap_or(count.len());
        let mut excluded_values: Vec<Nimber> = Vec::with_capacity(self.excluded.len());
        reserve_table(table, len, || self.name())?;
        for heap in table.len()..len {
            excluded_values.clear();
            excluded_values.extend(
                self.excluded
                    .iter()
                    .take_while(|&&x| x <= heap as u64)
                    .map(|&x| table[heap - index(x)]),
            );
            let mut value = Nimber(all_mex as u64);
            for &candidate in &excluded_values {
                if candidate < value {
                    let times_excluded =
                        excluded_values.iter().filter(|&&v| v == candidate).count() as u64;
                    if count[index(candidate.0)] == times_excluded {
                        value = candidate;
                    }
                }
            }
            bump(&mut count, value);
            while all_mex < count.len() && count[all_mex] > 0 {
                all_mex += 1;
            }
            table.push(value);
        }
        Ok(())
    }

    /// The heaps below n with value t, less the excluded options, found from
    /// the value index and the period rather than by enumerating all n options.
    fn options_with_value(
        &self,
        heap: u64,
        target: Nimber,
        values: &dyn KnownValues,
        out: &mut Options<u64>,
    ) {
        for smaller in values.heaps_with_value(target, heap) {
            if !self.is_excluded(heap - smaller) {
                out.push(smaller);
            }
        }
    }
}
