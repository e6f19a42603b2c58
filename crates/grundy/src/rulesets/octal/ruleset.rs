//! [`Octal`] as a heap ruleset: its literal options, the octal periodicity
//! theorem, and tables by [`Sequence`].

use num_bigint::BigUint;

use super::code::Octal;
use super::rules::Method;
use super::sequence::Sequence;
use super::store::Store;
use crate::core::error::Result;
use crate::core::limits::{reserve_table, Work};
use crate::core::nimber::Nimber;
use crate::rules::heap::KnownValues;
use crate::rules::heap::{nonzero, HeapRuleset};
use crate::rules::ruleset::Options;
use crate::theory::period::PeriodTheorem;

impl HeapRuleset for Octal {
    fn name(&self) -> String {
        self.name.clone()
    }

    /// The literal rules, digit by digit: the reference the fast methods are
    /// tested against.
    fn options(&self, heap: u64, out: &mut Options<u64>) {
        self.for_each_option(heap, |option| out.push_sum(option.iter().copied()));
    }

    /// A row of pins when every move takes at least one pin and leaves at
    /// most two rows (d₀ = 0 and octal digits: `kayles`, `dawson`,
    /// `officers`, `strips`, `octal(0.77)`): taking k adjacent pins leaves
    /// nothing, the pins on one side or the pins on both. Codes with d₀ ≠ 0
    /// (a heap split without taking), hexadecimal digits (three heaps left)
    /// and Grundy's game are heaps of counters.
    fn is_row(&self) -> bool {
        !self.unequal && self.digits[0] == 0 && self.digits.iter().all(|&d| d < 8)
    }

    /// The octal periodicity theorem, for every code; none for Grundy's
    /// game, whose splits must be unequal: there a split (a, c) of n + p
    /// maps to (a, c − p), which may be an equal split and no option, so
    /// the theorem's proof fails (and agreement on a short stretch, such as
    /// period 3 over G(3..12), proves nothing).
    fn period_theorem(&self) -> Option<PeriodTheorem> {
        if self.unequal {
            return None;
        }
        Some(PeriodTheorem::TakeBreak {
            last_digit: self.last_digit(),
            most_heaps: self.most_heaps(),
        })
    }

    fn extend_table_within(
        &self,
        table: &mut Vec<Nimber>,
        len: usize,
        work: &mut Work,
    ) -> Result<()> {
        if len <= table.len() {
            return Ok(());
        }
        reserve_table(table, len, || self.name())?;
        let mut sequence = Sequence::resume(self.clone(), Store::from_nimbers(table)?);
        sequence.extend_within(len as u64, Method::Fast, work)?;
        let values = sequence.values();
        table.extend((table.len()..len).map(|n| Nimber(values.get(n))));
        Ok(())
    }

    fn moves_cost(&self, heap: u64) -> u128 {
        self.option_count(heap)
    }

    /// Known for the plain method, which games that split heaps in three
    /// take: every option of every heap, about Σ (n/2 per digit splitting
    /// in two, n²/12 per digit splitting in three). The rare-value method's
    /// cost shows only as it goes.
    fn table_cost(&self, len: u64) -> Option<u128> {
        if self.most_heaps() != 3 {
            return None;
        }
        let len = len as u128;
        let mut cost = len;
        for &d in &self.digits {
            if d & 4 != 0 {
                cost += len * len / 4;
            }
            if d & 8 != 0 {
                cost = cost.saturating_add(len * len / 36 * len);
            }
        }
        Some(cost)
    }

    fn max_options(&self, heap: u64) -> u128 {
        self.option_count(heap)
    }

    /// From the digit d_k of the count k = n − Σ pieces removed: it must
    /// allow leaving that many non-empty heaps (bit 1 none, 2 one, 4 two, 8
    /// three), and Grundy's game's two pieces must differ. O(1): at most
    /// three pieces are added.
    fn is_move(&self, heap: &BigUint, to: &[BigUint]) -> Option<bool> {
        if to.len() > 3 || to.contains(&BigUint::ZERO) {
            return Some(false);
        }
        let left: BigUint = to.iter().sum();
        if left > *heap {
            return Some(false);
        }
        let Ok(k) = usize::try_from(heap - left) else { return Some(false) };
        let d = self.digit(k);
        Some(match to {
            [] => d & 1 != 0,
            [_] => d & 2 != 0,
            [a, b] => d & 4 != 0 && !(self.unequal && a == b),
            _ => d & 8 != 0,
        })
    }

    /// For each count k a digit allows, fewest first: nothing left, one heap
    /// n − k, two heaps 1 and n − k − 1, three 1, 1 and n − k − 2. O(t).
    fn few_options(&self, heap: &BigUint) -> Vec<Vec<BigUint>> {
        let mut found = Vec::new();
        let one = || BigUint::from(1u8);
        for (k, &d) in self.digits.iter().enumerate() {
            let k = BigUint::from(k);
            if k > *heap {
                break;
            }
            let m = heap - k;
            if d & 1 != 0 && m == BigUint::ZERO {
                found.push(Vec::new());
            }
            if d & 2 != 0 && m >= one() {
                found.push(vec![m.clone()]);
            }
            if d & 4 != 0 && m >= BigUint::from(2u8) && !(self.unequal && m == BigUint::from(2u8)) {
                found.push(nonzero([one(), &m - 1u8]));
            }
            if d & 8 != 0 && m >= BigUint::from(3u8) {
                found.push(nonzero([one(), one(), &m - 2u8]));
            }
        }
        found
    }

    /// Every option is checked, one at a time (none is stored): O(n) per
    /// digit that splits in two, O(n²) per digit that splits in three.
    fn options_with_value(
        &self,
        heap: u64,
        target: Nimber,
        values: &dyn KnownValues,
        out: &mut Options<u64>,
    ) {
        self.options_below_with_value(heap, u64::MAX, target, values, out);
    }

    /// Splits in two shift counters between their pieces (a, b) → (a − p,
    /// b + p) under the same digit, unequal pieces staying unequal; splits
    /// in three are not listed this way.
    fn representative_options_with_value(
        &self,
        heap: u64,
        target: Nimber,
        below: u64,
        values: &dyn KnownValues,
        out: &mut Options<u64>,
    ) -> bool {
        if self.most_heaps() > 2 {
            return false;
        }
        self.options_below_with_value(heap, below, target, values, out);
        true
    }
}

impl Octal {
    /// Pushes into `out` the options of `heap` whose smallest piece is below
    /// `below` (every option for `u64::MAX`) and whose value is `target`.
    fn options_below_with_value(
        &self,
        heap: u64,
        below: u64,
        target: Nimber,
        values: &dyn KnownValues,
        out: &mut Options<u64>,
    ) {
        self.for_each_option_below(heap, below, |option| {
            if option.iter().map(|&h| values.value(h)).sum::<Nimber>() == target {
                out.push_sum(option.iter().copied());
            }
        });
    }
}
