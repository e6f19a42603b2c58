//! Parts whose one component is a tuple of whole numbers of any size, where
//! a move may change several of them (`wythoff 3 5` is one pair of piles).
//!
//! Such rulesets know their P-positions by a closed form at any size, so
//! outcomes and moves to P-positions never search. Values (needed only in
//! sums) come from a closed form when the ruleset has one, and otherwise
//! from the generic [`Solver`] on the same moves, within
//! [`Limits::max_search`].

use std::cell::RefCell;
use std::fmt::Debug;

use num_bigint::BigUint;

use crate::core::error::{Error, Result};
use crate::core::limits::{raise, Limits};
use crate::core::nimber::{BigNimber, Nimber};
use crate::core::outcome::{Gamma, Outcome};
use crate::core::reason::Reason;
use crate::core::sort;
use crate::core::text::{natural_order, shorten};
use crate::msg;
use crate::parts::part::{
    too_many_options_needing, up_to_steps, winning_moves_of, Choice, Drawing, Part, Solved,
};
use crate::rules::ruleset::{Options, Ruleset};
use crate::rules::solver::{limit_steps, Solver};

/// A ruleset whose component is a tuple of numbers.
pub trait NumbersRules: Debug + Send + Sync + 'static {
    /// The ruleset as written, e.g. `wythoff`.
    fn name(&self) -> String;

    /// `position` as written in a description, e.g. `wythoff 3 5`.
    fn describe(&self, position: &[BigUint]) -> String {
        let mut text = self.name();
        for number in position {
            text.push(' ');
            text.push_str(&number.to_string());
        }
        text
    }

    /// Whether the player to move loses `position`, by the closed form.
    fn is_p(&self, position: &[BigUint]) -> bool;

    /// Every option of `position` that is a P-position, by the closed form.
    fn p_options(&self, position: &[BigUint]) -> Vec<Vec<BigUint>>;

    /// An upper bound on the work of [`p_options`](Self::p_options) on
    /// `position`, checked against [`Limits::max_search`] before listing.
    /// Most closed forms list a few moves at a few operations each;
    /// `u128::MAX` stands for too many to count.
    fn p_options_cost(&self, position: &[BigUint]) -> u128 {
        let _ = position;
        1
    }

    /// An upper bound on the options of `position`, checked against the
    /// moves to list before listing them: by default 2·Σx + 1 (every move
    /// of a numbers ruleset here takes some of the numbers' units: Wythoff's
    /// game has at most a + b + min(a, b) options).
    fn max_options(&self, position: &[BigUint]) -> BigUint {
        position.iter().sum::<BigUint>() * 2u8 + 1u8
    }

    /// The value of `position` by a closed form, when there is one and it is
    /// cheap enough for this size.
    fn value(&self, position: &[BigUint]) -> Option<BigNimber> {
        let _ = position;
        None
    }

    /// Every option of value `target`, by a closed form, when there is one.
    fn moves_to(&self, position: &[BigUint], target: &BigNimber) -> Option<Vec<Vec<BigUint>>> {
        let _ = (position, target);
        None
    }

    /// The moves, on positions that fit in 64 bits: the reference for every
    /// closed form, and the search for values without one.
    fn options(&self, position: &[u64], out: &mut Options<Vec<u64>>);

    /// An upper bound on the work of finding the value of `position`: the
    /// [`box_values`](Self::box_values) table when the ruleset has one,
    /// otherwise positions × moves of a generic search.
    fn search_size(&self, position: &[u64]) -> u128;

    /// The values of every position in the box 0 ≤ x_i ≤ corner_i, in
    /// row-major order (the last coordinate fastest), by a method faster
    /// than the generic search; only for rulesets whose options stay in the
    /// box. `None` without one.
    fn box_values(&self, corner: &[u64]) -> Option<Vec<Nimber>> {
        let _ = corner;
        None
    }

    /// Why `position` has its outcome (and value), one line per reason.
    fn explain(&self, position: &[BigUint]) -> Vec<Reason>;

    /// `position` as a person would draw it; by default its numbers as piles.
    fn drawing(&self, position: &[BigUint]) -> Drawing {
        Drawing::Piles(position.to_vec())
    }
}

/// The moves of a [`NumbersRules`] on 64-bit positions, for the [`Solver`].
#[derive(Debug)]
pub struct SmallMoves<'r, R>(pub &'r R);

impl<R: NumbersRules> Ruleset for SmallMoves<'_, R> {
    type Position = Vec<u64>;
    fn options(&self, position: &Vec<u64>, out: &mut Options<Vec<u64>>) {
        self.0.options(position, out)
    }
}

/// Components of one [`NumbersRules`] ruleset.
#[derive(Debug)]
pub struct NumbersPart<R> {
    rules: R,
    positions: Vec<Vec<BigUint>>,
}

impl<R: NumbersRules> NumbersPart<R> {
    /// A part of `positions`, each one component.
    pub fn new(rules: R, positions: Vec<Vec<BigUint>>) -> Self {
        NumbersPart { rules, positions }
    }

    fn describe(&self, position: &[BigUint]) -> String {
        self.rules.describe(position)
    }

    /// The description, shortened for a message when the numbers are huge.
    fn brief(&self, position: &[BigUint]) -> String {
        shorten(&self.describe(position), 60)
    }
}

/// Values over a box of positions, from [`NumbersRules::box_values`].
#[derive(Debug)]
struct BoxTable {
    corner: Vec<u64>,
    values: Vec<Nimber>,
}

impl BoxTable {
    /// The value of `position`, which lies in the box.
    fn get(&self, position: &[u64]) -> Nimber {
        let index = self.corner.iter().zip(position).fold(0, |index, (&side, &x)| {
            debug_assert!(x <= side, "options stay in the box");
            // The box was allocated, so its sides fit in memory.
            index * (crate::core::convert::index(side) + 1) + crate::core::convert::index(x)
        });
        self.values[index]
    }
}

/// `position` in 64-bit numbers, when every number fits.
fn small(position: &[BigUint]) -> Option<Vec<u64>> {
    position.iter().map(|n| u64::try_from(n).ok()).collect()
}

impl<R: NumbersRules> Part for NumbersPart<R> {
    fn ruleset(&self) -> String {
        self.rules.name()
    }

    fn len(&self) -> usize {
        self.positions.len()
    }

    fn component(&self, index: usize) -> String {
        self.describe(&self.positions[index])
    }

    fn drawing(&self, index: usize) -> Drawing {
        self.rules.drawing(&self.positions[index])
    }

    fn solve(&self, limits: &Limits, values_needed: bool) -> Result<Box<dyn Solved + '_>> {
        let solver =
            RefCell::new(Solver::with_budget(SmallMoves(&self.rules), limits.search_budget()));
        let mut values = Vec::with_capacity(self.positions.len());
        let mut tables = Vec::with_capacity(self.positions.len());
        let mut unknown = Vec::new();
        for (position_index, position) in self.positions.iter().enumerate() {
            let mut table = None;
            let value = match self.rules.value(position) {
                Some(value) => Some(value),
                // A P-position's value is 0 by definition: no table, no search.
                None if self.rules.is_p(position) => Some(BigNimber::ZERO),
                None => {
                    let size = small(position).map(|p| (self.rules.search_size(&p), p));
                    match size {
                        Some((size, p)) if size <= limits.max_search as u128 => {
                            match self.rules.box_values(&p) {
                                Some(values) => {
                                    let found = BoxTable { corner: p.clone(), values };
                                    let value = found.get(&p);
                                    table = Some(found);
                                    Some(value.into())
                                }
                                None => Some(solver.borrow_mut().value(&p)?.into()),
                            }
                        }
                        _ if !values_needed => None,
                        None => {
                            unknown.push((position_index, Error::Unsupported(msg!(
                                "numbers-value-not-searched",
                                "the Grundy value of {position}, an N-position, is needed in this sum, but only its outcome has a closed form and numbers past 2^64 are not searched; analyse it alone for its outcome and winning moves",
                                position = self.brief(position)
                            ))));
                            None
                        }
                        Some((size, _)) => {
                            unknown.push((position_index, Error::LimitExceeded {
                                what: msg!(
                                    "numbers-what-value",
                                    "the Grundy value of {position}, an N-position (so not 0; a table or a search, as only its outcome has a closed form)",
                                    position = self.brief(position)
                                ),
                                needed: up_to_steps(size),
                                limit: limit_steps(limits.max_search),
                                hint: Some(msg!(
                                    "hint-raise-search-or-alone",
                                    "raise it with --max-search, or analyse it alone"
                                )),
                            }));
                            None
                        }
                    }
                }
            };
            values.push(value);
            tables.push(table);
        }
        Ok(Box::new(SolvedNumbers {
            part: self,
            values,
            unknown,
            tables,
            solver,
            max_search: limits.max_search,
        }))
    }
}

struct SolvedNumbers<'p, R: NumbersRules> {
    part: &'p NumbersPart<R>,
    values: Vec<Option<BigNimber>>,
    /// Why components have no value: (index, reason).
    unknown: Vec<(usize, Error)>,
    /// The box tables components were valued by, if any.
    tables: Vec<Option<BoxTable>>,
    solver: RefCell<Solver<SmallMoves<'p, R>>>,
    max_search: u64,
}

impl<R: NumbersRules> Solved for SolvedNumbers<'_, R> {
    fn value(&self, index: usize) -> Option<BigNimber> {
        self.values[index].clone()
    }

    fn why_unknown(&self, index: usize) -> Error {
        match self.unknown.iter().find(|(i, _)| *i == index) {
            Some((_, reason)) => reason.clone(),
            None => {
                Error::Unsupported(msg!("numbers-value-not-computed", "its value was not computed"))
            }
        }
    }

    fn outcome(&self, index: usize) -> Outcome {
        match self.part.rules.is_p(&self.part.positions[index]) {
            true => Outcome::P,
            false => Outcome::N,
        }
    }

    fn moves_to(&self, index: usize, target: &BigNimber) -> Result<Vec<String>> {
        let rules = &self.part.rules;
        let position = &self.part.positions[index];
        let found = if let Some(found) = rules.moves_to(position, target) {
            found
        } else if target.is_zero() {
            let cost = rules.p_options_cost(position);
            if cost > self.max_search as u128 {
                return Err(Error::LimitExceeded {
                    what: winning_moves_of(&self.part.brief(position)),
                    needed: match cost {
                        u128::MAX => {
                            msg!("numbers-steps-uncounted", "more steps than could be counted")
                        }
                        cost => up_to_steps(cost),
                    },
                    limit: limit_steps(self.max_search),
                    hint: raise("--max-search"),
                });
            }
            rules.p_options(position)
        } else {
            // Without a closed form for the target, search the options, within
            // the limit (a component valued by its closed form was not searched).
            let p = small(position)
                .map(|p| (rules.search_size(&p), p))
                .filter(|&(size, _)| size <= self.max_search as u128);
            let Some((_, p)) = p else {
                return Err(Error::LimitExceeded {
                    what: msg!(
                        "numbers-what-moves-searched",
                        "listing the moves of {position} to value {target} (a search)",
                        position = self.part.brief(position),
                        target = target.to_string()
                    ),
                    needed: msg!("numbers-search-all-options", "a search of all its options"),
                    limit: limit_steps(self.max_search),
                    hint: raise("--max-search"),
                });
            };
            let mut options = Options::new();
            rules.options(&p, &mut options);
            let mut found = Vec::new();
            for option in options.iter() {
                let value: BigNimber = match &self.tables[index] {
                    Some(table) => table.get(&option[0]).into(),
                    None => self.solver.borrow_mut().value(&option[0])?.into(),
                };
                if &value == target {
                    found.push(option[0].iter().map(|&n| BigUint::from(n)).collect());
                }
            }
            found
        };
        let mut found: Vec<String> = found.iter().map(|p| self.part.describe(p)).collect();
        sort::sort_by(&mut found, |a, b| natural_order(a, b));
        found.dedup();
        Ok(found)
    }

    /// The ruleset's moves on the 64-bit position, refused past `max` by
    /// the ruleset's bound ([`NumbersRules::max_options`]). Values come from
    /// the closed form, the box table, or the search that valued the
    /// position; otherwise they are not known.
    fn options(&self, index: usize, max: u64) -> Result<Vec<Choice>> {
        let rules = &self.part.rules;
        let position = &self.part.positions[index];
        let count = rules.max_options(position);
        let bound = small(position).filter(|_| count <= BigUint::from(max));
        let Some(p) = bound else {
            let count = shorten(&count.to_string(), 40);
            let needed = msg!("part-up-to-options", "up to {count} options", count = count);
            return Err(too_many_options_needing(&self.part.brief(position), needed, max));
        };
        let searched = self.values[index].is_some() && rules.value(position).is_none();
        let mut options = Options::new();
        rules.options(&p, &mut options);
        let mut found = Vec::with_capacity(options.len());
        for option in options.iter() {
            let q: Vec<BigUint> = option[0].iter().map(|&n| BigUint::from(n)).collect();
            let value = match (rules.value(&q), &self.tables[index]) {
                (Some(value), _) => Some(value),
                (None, Some(table)) => Some(table.get(&option[0]).into()),
                (None, None) if searched => {
                    Some(self.solver.borrow_mut().value(&option[0])?.into())
                }
                (None, None) => None,
            };
            found.push(Choice { to: self.part.describe(&q), value: value.map(Gamma::Finite) });
        }
        sort::sort_by(&mut found, |a, b| natural_order(&a.to, &b.to));
        found.dedup_by(|a, b| a.to == b.to);
        Ok(found)
    }

    fn explain(&self, index: usize) -> Vec<Reason> {
        let mut lines = self.part.rules.explain(&self.part.positions[index]);
        if self.part.rules.value(&self.part.positions[index]).is_none() {
            match (&self.values[index], &self.tables[index]) {
                (Some(value), Some(table)) => lines.push(Reason::BoxTable {
                    value: value.clone(),
                    positions: table.values.len() as u64,
                }),
                // A search this solver made: one it did not make (the
                // value came with the part) is not claimed as "0 positions".
                (Some(value), None) => {
                    let positions = self.solver.borrow().known() as u64;
                    if positions > 0 {
                        lines.push(Reason::NumbersSearch { value: value.clone(), positions });
                    }
                }
                (None, _) => {}
            }
        }
        lines
    }
}
