//! Heaps past 2⁶⁴ for heap rulesets whose values have a proved periodicity
//! (a closed form, or a period proved by a theorem from a finite table):
//! `nim 10^30`, `bash(3) 10^40`, `subtract(1,3,4) 10^50`.
//!
//! With G(n + p) = G(n) + s for every n ≥ e, a heap of any size is valued
//! from a small one: G(n) = G(e + (n − e) mod p) + s·⌊(n − e)/p⌋, a few
//! big-integer operations. Moves need more than values: a ruleset whose
//! options are single smaller heaps n − x describes its takes x by
//! [`BigTakes`], and the options of a given value are then found without
//! enumerating all of them (see [`BigTakes`] for each kind's cost).

use std::fmt::{self, Debug};
use std::sync::Arc;

use num_bigint::BigUint;
use num_integer::Integer;
use num_traits::{ToPrimitive, Zero};

use crate::core::error::{Error, Result};
use crate::core::limits::{raise, Limits};
use crate::core::message::Message;
use crate::core::nimber::BigNimber;
use crate::core::outcome::{Gamma, Outcome};
use crate::core::reason::Reason;
use crate::core::sort;
use crate::core::text::shorten;
use crate::msg;
use crate::parts::part::{
    few_heap_options, heap_drawing, heap_moves_to, heap_options, options_checked,
    too_many_options_needing, Choice, Drawing, Part, Solved,
};
use crate::rules::heap::BigTakes;
use crate::rules::heap::HeapRuleset;
use crate::rules::solver::limit_steps;
use crate::rules::values::HeapValues;
use crate::theory::period::Periodicity;

/// Components of one heap ruleset, with heaps of any size; used for a part
/// with a heap past 2⁶⁴ (smaller heaps stay in a [`HeapPart`](crate::HeapPart)).
#[derive(Debug)]
pub struct BigHeapPart {
    ruleset: Arc<dyn HeapRuleset>,
    heaps: Vec<BigUint>,
}

impl BigHeapPart {
    /// A part of `heaps`, each one component.
    pub fn new(ruleset: Arc<dyn HeapRuleset>, heaps: Vec<BigUint>) -> Self {
        BigHeapPart { ruleset, heaps }
    }

    fn describe(&self, heap: &BigUint) -> String {
        format!("{} {heap}", self.ruleset.name())
    }
}

/// Every option of `heap` of `ruleset`, valued by `value_of`: a heap below
/// 2⁶⁴ as in a heap part, a larger one by its takes ([`BigTakes`]), one
/// big-integer subtraction each; refused past `max` options.
fn big_options(
    ruleset: &dyn HeapRuleset,
    heap: &BigUint,
    value_of: impl Fn(&BigUint) -> BigNimber,
    max: u64,
) -> Result<Vec<Choice>> {
    if let Some(small) = heap.to_u64() {
        if ruleset.max_options(small) <= max as u128 || ruleset.big_takes().is_none() {
            return heap_options(ruleset, small, |h| value_of(&BigUint::from(h)), max);
        }
    }
    let what = shorten(&format!("{} {heap}", ruleset.name()), 60);
    let takes: Vec<BigUint> = match ruleset.big_takes() {
        Some(BigTakes::Range(lo, hi)) if ((hi - lo) as u128) < max as u128 => {
            (lo..=hi).map(BigUint::from).collect()
        }
        Some(BigTakes::Finite(set)) if set.len() as u128 <= max as u128 => {
            set.iter().map(|&x| BigUint::from(x)).collect()
        }
        Some(BigTakes::PowersOfTwo) => (0..heap.bits()).map(|j| BigUint::from(1u8) << j).collect(),
        _ => {
            let count = shorten(&heap.to_string(), 40);
            let needed = msg!("part-about-options", "about {count} options", count = count);
            return Err(too_many_options_needing(&what, needed, max));
        }
    };
    let mut left: Vec<BigUint> =
        takes.into_iter().filter(|x| x <= heap).map(|x| heap - x).collect();
    sort::sort(&mut left);
    left.dedup();
    Ok(left
        .into_iter()
        .map(|m| Choice {
            value: Some(Gamma::Finite(value_of(&m))),
            to: format!("{} {m}", ruleset.name()),
        })
        .collect())
}

impl Part for BigHeapPart {
    fn ruleset(&self) -> String {
        self.ruleset.name()
    }

    fn heap_ruleset(&self) -> Option<&Arc<dyn HeapRuleset>> {
        Some(&self.ruleset)
    }

    fn small_heap(&self, index: usize) -> Option<u64> {
        self.heaps[index].to_u64()
    }

    fn heap(&self, index: usize) -> Option<BigUint> {
        Some(self.heaps[index].clone())
    }

    fn len(&self) -> usize {
        self.heaps.len()
    }

    fn drawing(&self, index: usize) -> Drawing {
        heap_drawing(self.ruleset.as_ref(), self.heaps[index].clone())
    }

    fn component(&self, index: usize) -> String {
        self.describe(&self.heaps[index])
    }

    fn write(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.ruleset.name())?;
        for heap in &self.heaps {
            write!(f, " {heap}")?;
        }
        Ok(())
    }

    /// Prepares the values of the heaps a table holds (up to 2⁶⁴ − 1, or
    /// less when larger values would not fit), and the proved period that
    /// values the rest.
    fn solve(&self, limits: &Limits, _values_needed: bool) -> Result<Box<dyn Solved + '_>> {
        let zero = BigUint::zero();
        if self.ruleset.big_closed_form(&zero, &zero).is_some() {
            return Ok(Box::new(ClosedFormHeaps { part: self }));
        }
        let name = self.ruleset.name();
        let no_period = || {
            Error::Unsupported(msg!(
                "big-heaps-no-period",
                "{name} has no proved period, which heaps past {max} need",
                name = &name,
                max = self.ruleset.max_heap()
            ))
        };
        if self.ruleset.known_periodicity().is_none() && self.ruleset.period_theorem().is_none() {
            return Err(no_period());
        }
        let max_small = self.ruleset.max_heap();
        let values =
            HeapValues::new(self.ruleset.clone(), max_small, limits).map_err(
                |error| match error {
                    Error::LimitExceeded { needed, limit, hint, .. } => Error::LimitExceeded {
                        what: msg!(
                            "big-heaps-what-period",
                            "proving a period of {name}, which heaps past {max} need",
                            name = &name,
                            max = max_small
                        ),
                        needed,
                        limit,
                        hint,
                    },
                    other => other,
                },
            )?;
        let periodicity =
            values.periodicity().filter(Periodicity::is_proved).ok_or_else(no_period)?;
        Ok(Box::new(SolvedBigHeaps {
            part: self,
            values,
            periodicity,
            max_small,
            max_search: limits.max_search,
        }))
    }
}

/// Heaps of a ruleset with a closed form at any size: no table, no period.
struct ClosedFormHeaps<'p> {
    part: &'p BigHeapPart,
}

impl ClosedFormHeaps<'_> {
    fn closed_form(&self, index: usize, target: &BigUint) -> crate::rules::heap::BigClosedForm {
        let heap = &self.part.heaps[index];
        self.part.ruleset.big_closed_form(heap, target).expect("a closed form covers every heap")
    }
}

impl Solved for ClosedFormHeaps<'_> {
    fn value(&self, index: usize) -> Option<BigNimber> {
        Some(self.closed_form(index, &BigUint::zero()).value.into())
    }

    fn outcome(&self, index: usize) -> Outcome {
        Outcome::of(&self.closed_form(index, &BigUint::zero()).value.into())
    }

    fn moves_to(&self, index: usize, target: &BigNimber) -> Result<Vec<String>> {
        let found = self.closed_form(index, &target.to_biguint()).moves_to;
        Ok(found.iter().map(|m| self.part.describe(m)).collect())
    }

    fn options(&self, index: usize, max: u64) -> Result<Vec<Choice>> {
        let value_of = |m: &BigUint| {
            self.part
                .ruleset
                .big_closed_form(m, &BigUint::zero())
                .expect("a closed form")
                .value
                .into()
        };
        big_options(self.part.ruleset.as_ref(), &self.part.heaps[index], value_of, max)
    }

    fn few_options(&self, index: usize) -> Vec<Choice> {
        let value_of = |m: &BigUint| {
            Some(self.part.ruleset.big_closed_form(m, &BigUint::zero())?.value.into())
        };
        few_heap_options(self.part.ruleset.as_ref(), &self.part.heaps[index], value_of)
    }

    fn explain(&self, index: usize) -> Vec<Reason> {
        let heap = self.part.heaps[index].clone();
        let value = self.closed_form(index, &BigUint::zero()).value;
        vec![Reason::BigClosedForm { heap, value, formula: self.part.ruleset.formula() }]
    }
}

struct SolvedBigHeaps<'p> {
    part: &'p BigHeapPart,
    values: HeapValues,
    periodicity: Periodicity,
    /// The largest heap `values` holds.
    max_small: u64,
    max_search: u64,
}

impl SolvedBigHeaps<'_> {
    /// G(n) = G(e + (n − e) mod p) + s·⌊(n − e)/p⌋ past 2⁶⁴, the table or
    /// closed form below.
    fn value_of(&self, heap: &BigUint) -> BigNimber {
        if let Some(small) = heap.to_u64().filter(|&h| h <= self.max_small) {
            return self.values.value(small).into();
        }
        let Periodicity { preperiod: e, period: p, saltus: s, .. } = self.periodicity;
        let (cycles, rest) = (heap - e).div_rem(&BigUint::from(p));
        let base = self.values.value(e + rest.to_u64().expect("a residue is below the period"));
        (BigUint::from(base.0) + cycles * s).into()
    }

    /// Every heap m < `heap` with G(m) = `target` that `allowed(heap − m)`,
    /// for values with a saltus s > 0: the preperiod's heaps, then at most
    /// one per residue class r, m = r + p·(t − G(r))/s.
    fn any_take(
        &self,
        heap: &BigUint,
        target: &BigUint,
        allowed: &dyn Fn(&BigUint) -> bool,
    ) -> Vec<BigUint> {
        let Periodicity { preperiod: e, period: p, saltus: s, .. } = self.periodicity;
        let mut found = Vec::new();
        let mut consider = |m: BigUint| {
            if m < *heap && allowed(&(heap - &m)) {
                found.push(m);
            }
        };
        for m in 0..e {
            if BigUint::from(self.values.value(m).0) == *target {
                consider(BigUint::from(m));
            }
        }
        for r in e..e + p {
            let base = BigUint::from(self.values.value(r).0);
            if *target < base {
                continue;
            }
            let (cycles, rest) = (target - base).div_rem(&BigUint::from(s));
            if rest.is_zero() {
                consider(cycles * p + r);
            }
        }
        sort::sort(&mut found);
        found
    }
}

impl Solved for SolvedBigHeaps<'_> {
    fn value(&self, index: usize) -> Option<BigNimber> {
        Some(self.value_of(&self.part.heaps[index]))
    }

    fn outcome(&self, index: usize) -> Outcome {
        Outcome::of(&self.value_of(&self.part.heaps[index]))
    }

    fn moves_to(&self, index: usize, target: &BigNimber) -> Result<Vec<String>> {
        let heap = &self.part.heaps[index];
        if let Some(small) = heap.to_u64().filter(|&h| h <= self.max_small) {
            // A heap the table holds moves as in a heap part.
            return heap_moves_to(&self.values, small, target, self.max_search);
        }
        let ruleset = self.part.ruleset.as_ref();
        let listing = || {
            msg!(
                "big-heaps-what-moves-to-value",
                "listing the moves of {position} to value {target}",
                position = shorten(&self.part.describe(heap), 60),
                target = target.to_string()
            )
        };
        let refuse = |why: Message| {
            Error::Unsupported(msg!(
                "big-heaps-moves-not-listed",
                "{listing}: {why}",
                listing = listing(),
                why = why
            ))
        };
        let Some(takes) = ruleset.big_takes() else {
            return Err(refuse(msg!(
                "big-heaps-moves-of-table-only",
                "{name} lists moves only of heaps a table holds: its options are not single takes, or too many to list",
                name = ruleset.name()
            )));
        };
        let target_number = target.to_biguint();
        let cost: u128 = match &takes {
            BigTakes::Range(lo, hi) => (hi - lo) as u128 + 1,
            BigTakes::Finite(set) => set.len() as u128,
            BigTakes::Any(_) => (self.periodicity.preperiod + self.periodicity.period) as u128,
            BigTakes::PowersOfTwo => heap.bits() as u128,
        };
        if cost > self.max_search as u128 {
            return Err(Error::LimitExceeded {
                what: listing(),
                needed: options_checked(cost),
                limit: limit_steps(self.max_search),
                hint: raise("--max-search"),
            });
        }
        let mut found: Vec<BigUint> = Vec::new();
        let mut check = |take: BigUint| {
            if take <= *heap {
                let smaller = heap - take;
                if self.value_of(&smaller) == *target {
                    found.push(smaller);
                }
            }
        };
        match takes {
            BigTakes::Range(lo, hi) => (lo..=hi).for_each(|x| check(BigUint::from(x))),
            BigTakes::Finite(set) => set.iter().for_each(|&x| check(BigUint::from(x))),
            BigTakes::PowersOfTwo => (0..heap.bits()).for_each(|j| check(BigUint::from(1u8) << j)),
            BigTakes::Any(allowed) => {
                if self.periodicity.saltus == 0 {
                    return Err(refuse(msg!(
                        "big-heaps-values-repeat",
                        "its values repeat, so a value has ever more heaps below a huge heap"
                    )));
                }
                found = self.any_take(heap, &target_number, &allowed);
            }
        }
        sort::sort(&mut found);
        found.dedup();
        Ok(found.iter().map(|m| self.part.describe(m)).collect())
    }

    fn options(&self, index: usize, max: u64) -> Result<Vec<Choice>> {
        let ruleset = self.part.ruleset.as_ref();
        big_options(ruleset, &self.part.heaps[index], |m| self.value_of(m), max)
    }

    fn few_options(&self, index: usize) -> Vec<Choice> {
        let ruleset = self.part.ruleset.as_ref();
        few_heap_options(ruleset, &self.part.heaps[index], |m| Some(self.value_of(m)))
    }

    fn explain(&self, index: usize) -> Vec<Reason> {
        let heap = &self.part.heaps[index];
        if let Some(small) = heap.to_u64().filter(|&h| h <= self.max_small) {
            return vec![self.values.explain(small)];
        }
        let Periodicity { preperiod, period, saltus, .. } = self.periodicity;
        let residue = preperiod
            + ((heap - preperiod) % period).to_u64().expect("a residue is below the period");
        let value = self.value_of(heap);
        vec![Reason::BigPeriodic { heap: heap.clone(), value, residue, period, preperiod, saltus }]
    }
}
