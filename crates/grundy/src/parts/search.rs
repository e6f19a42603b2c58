//! Parts whose components are positions of any [`Ruleset`], valued by a
//! closed form where the ruleset has one and otherwise by the generic
//! [`Solver`], within [`Limits::max_search`].
//!
//! Boards, graphs and coin rows use this: a ruleset gives the moves (which
//! double as the reference for testing its closed forms) and how positions
//! are written; [`SearchPart`] does the rest.

use std::cell::RefCell;
use std::fmt::Debug;

use crate::core::error::{Error, Result};
use crate::core::limits::{raise, Limits};
use crate::core::nimber::BigNimber;
use crate::core::outcome::{Gamma, Outcome};
use crate::core::reason::Reason;
use crate::core::sort;
use crate::core::text::natural_order;
use crate::msg;
use crate::parts::part::{
    too_many_options, too_many_options_needing, up_to_steps, winning_moves_of, Choice, Drawing,
    Ending, Part, Solved,
};
use crate::rules::ruleset::{Options, Ruleset};
use crate::rules::solver::{limit_steps, Solver};

/// A ruleset whose components a [`SearchPart`] can hold.
pub trait SearchRules: Ruleset + Debug + Send + Sync
where
    Self::Position: Send + Sync,
{
    /// The ruleset as written, e.g. `chomp`.
    fn name(&self) -> String;

    /// A sum of positions as a description, e.g. `chomp 3x4` or
    /// `cutting 2x3 + cutting 2x5`; `components` may be empty (the option
    /// that leaves nothing).
    fn describe(&self, components: &[Self::Position]) -> String;

    /// An upper bound on the steps (positions × moves) of a search from
    /// `position`, checked against [`Limits::max_search`] before searching.
    /// Not asked when [`SearchRules::value`] answers.
    fn search_size(&self, position: &Self::Position) -> u128;

    /// An upper bound on the options that [`Ruleset::options`] and
    /// [`SearchRules::losing_options`] list for `position`, checked against
    /// the moves a caller may list before any is listed.
    fn max_options(&self, position: &Self::Position) -> u128;

    /// An upper bound on the steps of listing the options of `position`:
    /// one per option and one per component (or edge) it holds, so also a
    /// bound on the memory the listing takes. Checked against
    /// [`Limits::max_search`] before any is listed, whether the position's
    /// value is known by a closed form or not: a ruler coin at n has n
    /// options holding n(n−1)/2 heads, a corners coin (x, y) x·y options
    /// (issue 47: a coin at 2⁵³ listed them until memory ran out).
    fn options_size(&self, position: &Self::Position) -> u128;

    /// The value of `position` by a closed form, when the ruleset has one.
    /// A ruleset answering for one position need not answer for all.
    fn value(&self, position: &Self::Position) -> Option<BigNimber> {
        let _ = position;
        None
    }

    /// Pushes into `out` every option of `position` whose value is `target`
    /// and returns `true`, for rulesets that find them faster than by
    /// valuing every option; the default returns `false`, and every option
    /// is then valued.
    fn options_with_value(
        &self,
        position: &Self::Position,
        target: &BigNimber,
        out: &mut Options<Self::Position>,
    ) -> bool {
        let _ = (position, target, out);
        false
    }

    /// An upper bound on the steps needed to find the options of value
    /// `target` of `position` when [`SearchRules::value`] answers (searched
    /// positions are covered by [`SearchRules::search_size`]). Checked
    /// against [`Limits::max_search`] before the moves are listed; the
    /// default, 0, suits rulesets whose closed-form positions have few options.
    fn moves_size(&self, position: &Self::Position, target: &BigNimber) -> u128 {
        let _ = (position, target);
        0
    }

    /// Moves the rules allow that `options` leaves out because they lose
    /// at once, outside normal play (the cutting game's cuts leaving a side
    /// of 1, after which the opponent cuts out a 1×1): listed for play,
    /// never valued. None by default.
    fn losing_options(&self, position: &Self::Position, out: &mut Options<Self::Position>) {
        let _ = (position, out);
    }

    /// Whether `position` ends the game by itself, outside normal play (see
    /// [`Ending`]); such positions are never searched.
    fn ending(&self, position: &Self::Position) -> Option<Ending> {
        let _ = position;
        None
    }

    /// Whether any position of these rules ends the game by itself (see
    /// [`SearchRules::ending`]): a win condition of its own, stated for
    /// normal play, which misère play leaves without meaning.
    fn normal_play_only(&self) -> bool {
        false
    }

    /// `position` as a person would draw it; by default its description.
    fn drawing(&self, position: &Self::Position) -> Drawing {
        Drawing::Text(self.describe(std::slice::from_ref(position)))
    }

    /// Why `position` has `value`, beyond "by search": one line per reason.
    fn explain(&self, position: &Self::Position, value: &BigNimber) -> Vec<Reason> {
        let _ = (position, value);
        Vec::new()
    }
}

/// Components of one [`SearchRules`] ruleset, each its own component.
#[derive(Debug, Clone)]
pub struct SearchPart<R: SearchRules>
where
    R::Position: Send + Sync,
{
    rules: R,
    positions: Vec<R::Position>,
}

impl<R: SearchRules> SearchPart<R>
where
    R::Position: Send + Sync,
{
    /// A part of `positions`, each a component played by `rules`.
    pub fn new(rules: R, positions: Vec<R::Position>) -> Self {
        SearchPart { rules, positions }
    }

    /// Refuses, before searching, components whose searches could take more
    /// than [`Limits::max_search`] steps together.
    fn check_size(&self, limits: &Limits) -> Result<()> {
        let mut total = 0u128;
        for position in &self.positions {
            if self.rules.value(position).is_none() {
                total = total.saturating_add(self.rules.search_size(position));
            }
        }
        if total <= limits.max_search as u128 {
            return Ok(());
        }
        let what = match self.positions.as_slice() {
            [one] => msg!(
                "search-what-one",
                "the search of {position}",
                position = self.rules.describe(std::slice::from_ref(one))
            ),
            _ => msg!(
                "search-what-components",
                "the searches of the {name} components",
                name = self.rules.name()
            ),
        };
        Err(Error::LimitExceeded {
            what,
            needed: msg!(
                "search-up-to-steps-positions-moves",
                "up to {steps} steps (positions × moves)",
                steps = total
            ),
            limit: limit_steps(limits.max_search),
            hint: raise("--max-search"),
        })
    }
}

impl<R: SearchRules + 'static> Part for SearchPart<R>
where
    R::Position: Send + Sync,
{
    fn ruleset(&self) -> String {
        self.rules.name()
    }

    fn len(&self) -> usize {
        self.positions.len()
    }

    fn component(&self, index: usize) -> String {
        self.rules.describe(std::slice::from_ref(&self.positions[index]))
    }

    fn drawing(&self, index: usize) -> Drawing {
        self.rules.drawing(&self.positions[index])
    }

    fn solve(&self, limits: &Limits, _values_needed: bool) -> Result<Box<dyn Solved + '_>> {
        self.check_size(limits)?;
        let solver = Solver::with_budget(Borrowed(&self.rules), limits.search_budget());
        let solved = SolvedSearch { part: self, solver: RefCell::new(solver) };
        let mut values = Vec::with_capacity(self.positions.len());
        for position in &self.positions {
            values.push(solved.value_of(position)?);
        }
        Ok(Box::new(SolvedValues { solved, values, max_search: limits.max_search }))
    }

    fn endings(&self) -> Vec<(usize, Ending)> {
        let endings = self.positions.iter().map(|position| self.rules.ending(position));
        endings.enumerate().filter_map(|(index, ending)| Some((index, ending?))).collect()
    }

    fn normal_play_only(&self) -> bool {
        self.rules.normal_play_only()
    }
}

/// A borrowed ruleset, so that the solver need not own (or clone) it.
struct Borrowed<'p, R>(&'p R);

impl<R: Ruleset> Ruleset for Borrowed<'_, R> {
    type Position = R::Position;
    fn options(&self, position: &R::Position, out: &mut Options<R::Position>) {
        self.0.options(position, out)
    }
}

struct SolvedSearch<'p, R: SearchRules>
where
    R::Position: Send + Sync,
{
    part: &'p SearchPart<R>,
    solver: RefCell<Solver<Borrowed<'p, R>>>,
}

impl<R: SearchRules> SolvedSearch<'_, R>
where
    R::Position: Send + Sync,
{
    fn value_of(&self, position: &R::Position) -> Result<BigNimber> {
        if let Some(value) = self.part.rules.value(position) {
            return Ok(value);
        }
        Ok(self.solver.borrow_mut().value(position)?.into())
    }
}

struct SolvedValues<'p, R: SearchRules>
where
    R::Position: Send + Sync,
{
    solved: SolvedSearch<'p, R>,
    values: Vec<BigNimber>,
    max_search: u64,
}

impl<R: SearchRules> Solved for SolvedValues<'_, R>
where
    R::Position: Send + Sync,
{
    fn value(&self, index: usize) -> Option<BigNimber> {
        Some(self.values[index].clone())
    }

    fn outcome(&self, index: usize) -> Outcome {
        Outcome::of(&self.values[index])
    }

    /// The ruleset's own search when it has one
    /// ([`SearchRules::options_with_value`]); otherwise every option is
    /// valued (each within the search already made, or by the closed form),
    /// and those of value `target` are kept.
    fn moves_to(&self, index: usize, target: &BigNimber) -> Result<Vec<String>> {
        let rules = &self.solved.part.rules;
        let position = &self.solved.part.positions[index];
        // A listing of `size` steps, refused past `--max-search` before it starts.
        let within = |size: u128| {
            if size > self.max_search as u128 {
                return Err(Error::LimitExceeded {
                    what: winning_moves_of(&rules.describe(std::slice::from_ref(position))),
                    needed: up_to_steps(size),
                    limit: limit_steps(self.max_search),
                    hint: raise("--max-search"),
                });
            }
            Ok(())
        };
        if rules.value(position).is_some() {
            within(rules.moves_size(position, target))?;
        }
        let mut options = Options::new();
        if rules.options_with_value(position, target, &mut options) {
            let mut found: Vec<String> =
                options.iter().map(|option| rules.describe(option)).collect();
            sort::sort_by(&mut found, |a, b| natural_order(a, b));
            found.dedup();
            return Ok(found);
        }
        within(rules.options_size(position))?;
        rules.options(position, &mut options);
        let mut found = Vec::new();
        for option in options.iter() {
            let mut value = BigNimber::ZERO;
            for component in option {
                // Options of a searched position were searched with it.
                value ^= &self.solved.value_of(component)?;
            }
            if &value == target {
                found.push(rules.describe(option));
            }
        }
        sort::sort_by(&mut found, |a, b| natural_order(a, b));
        found.dedup();
        Ok(found)
    }

    /// Every option, valued within the search already made (or by the
    /// closed form); refused before any is listed past `max` options
    /// ([`SearchRules::max_options`]) or past [`Limits::max_search`] steps
    /// of listing them ([`SearchRules::options_size`]).
    fn options(&self, index: usize, max: u64) -> Result<Vec<Choice>> {
        let rules = &self.solved.part.rules;
        let position = &self.solved.part.positions[index];
        let what = || rules.describe(std::slice::from_ref(position));
        let count = rules.max_options(position);
        if count > max as u128 {
            let needed = msg!("part-up-to-options", "up to {count} options", count = count);
            return Err(too_many_options_needing(&what(), needed, max));
        }
        let size = rules.options_size(position);
        if size > self.max_search as u128 {
            return Err(Error::LimitExceeded {
                what: msg!(
                    "part-what-every-move",
                    "listing every move of {position}",
                    position = what()
                ),
                needed: up_to_steps(size),
                limit: limit_steps(self.max_search),
                hint: raise("--max-search"),
            });
        }
        let (mut options, mut losing) = (Options::new(), Options::new());
        rules.options(position, &mut options);
        rules.losing_options(position, &mut losing);
        if (options.len() + losing.len()) as u128 > max as u128 {
            let what = rules.describe(std::slice::from_ref(position));
            return Err(too_many_options(&what, options.len() + losing.len(), max));
        }
        let mut found = Vec::with_capacity(options.len() + losing.len());
        for option in options.iter() {
            let mut value = BigNimber::ZERO;
            for component in option {
                value ^= &self.solved.value_of(component)?;
            }
            found.push(Choice { to: rules.describe(option), value: Some(Gamma::Finite(value)) });
        }
        // Outside normal play: judged by the game after them.
        found
            .extend(losing.iter().map(|option| Choice { to: rules.describe(option), value: None }));
        sort::sort_by(&mut found, |a, b| natural_order(&a.to, &b.to));
        found.dedup_by(|a, b| a.to == b.to);
        Ok(found)
    }

    fn explain(&self, index: usize) -> Vec<Reason> {
        let rules = &self.solved.part.rules;
        let position = &self.solved.part.positions[index];
        let value = &self.values[index];
        let mut lines = rules.explain(position, value);
        if rules.value(position).is_none() {
            let positions = self.solved.solver.borrow().known() as u64;
            lines.push(Reason::Searched { value: value.clone(), positions });
        }
        lines
    }
}
