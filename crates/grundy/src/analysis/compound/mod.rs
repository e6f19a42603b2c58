//! Games played together in other ways than the sum (J. H. Conway, *On
//! Numbers and Games*, ch. 14; Winning Ways ch. 9; C. A. B. Smith, "Graphs
//! and composite games", JCT 1 (1966)): a move in every component
//! (conjunctive, ending when one ends; continued, the ended ones left out
//! until all end: the Every-SG game of the 2009 training team paper), or in
//! any non-empty set of them (selective, ending when all end; shortened,
//! ending when one ends) — [`Compound`], [`CompoundAnalysis`]; and when the
//! SJ theorem or Conway's tame rule decides a misère sum (Anti-SG) —
//! [`Tameness`].
//!
//! Each component is valued once over every position it reaches
//! ([`values::Valuation`]); the compound is then decided from its
//! components' values ([`rule::State`]), and its winning moves found
//! component by component ([`rule::Winning`]), never by listing the
//! product of the components' moves.

mod play;
mod rule;
mod values;

use num_bigint::BigUint;

use crate::core::error::{Error, Result};
use crate::core::limits::{raise, Limits};
use crate::core::outcome::Outcome;
use crate::language::game::Game;
use crate::language::syntax::Files;
use crate::msg;
use crate::parts::part::Part;

use super::remoteness::{Position, RemotenessSearch};
use rule::{over, Choices, Winning};
pub use rule::{Compound, State};
use values::Valuation;
pub use values::Values;

/// One component of a compound: where it is in the game, its description,
/// its values, and its options with theirs. A group `[kayles 1 2]` is one
/// component, a sum.
#[derive(Debug, Clone)]
pub struct CompoundComponent {
    /// The part of the game it belongs to (a group's first).
    pub part: usize,
    /// Its index in that part (a group's first).
    pub index: usize,
    /// Its description, e.g. `bash(2) 4`, or a group's sum, `kayles 1 2`.
    pub from: String,
    /// What decides it in every compound.
    pub values: Values,
    /// Each option: its description (a sum when the move splits it) and
    /// its values.
    pub options: Vec<(String, Values)>,
}

/// A move of a compound: what each component that moves becomes (by its
/// number in the game), in order; the components left out stay.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CompoundMove {
    /// Each component that moves, by its number in the game, and what it
    /// becomes.
    pub moves: Vec<(usize, String)>,
}

/// Who wins a game whose components are played together as `compound`
/// (any but the sum), normal or misère, and which moves win.
#[derive(Debug, Clone)]
pub struct CompoundAnalysis {
    compound: Compound,
    misere: bool,
    components: Vec<CompoundComponent>,
    outcome: Outcome,
}

impl CompoundAnalysis {
    /// Values every component over the positions it reaches, within
    /// `limits` (its steps are [`Limits::max_search`]), and decides the
    /// compound.
    ///
    /// Fails with [`Error::Unsupported`] for the sum (which
    /// [`crate::Analysis`] and [`crate::MisereAnalysis`] answer), for a
    /// component that decides the game by itself or is played under normal
    /// play only, and for one whose play can come back to a position.
    pub fn new(
        game: &Game,
        compound: Compound,
        misere: bool,
        files: &dyn Files,
        limits: &Limits,
    ) -> Result<CompoundAnalysis> {
        if compound == Compound::Disjunctive {
            return Err(Error::Unsupported(msg!(
                "compound-sum",
                "the sum is not a compound of its own: analyse it without one"
            )));
        }
        let steps = usize::try_from(limits.max_search).unwrap_or(usize::MAX);
        let search = RemotenessSearch::new(files, limits, false, steps);
        let mut valuation = Valuation::new(search);
        let groups = game.compound_components();
        let mut components = Vec::with_capacity(groups.len());
        for group in groups {
            let members: Vec<(&dyn Part, usize)> =
                group.iter().map(|&(part, index)| (game.parts()[part].as_ref(), index)).collect();
            for &(owner, index) in &members {
                if owner.normal_play_only() || owner.endings().iter().any(|(i, _)| *i == index) {
                    return Err(Error::Unsupported(msg!(
                        "compound-own-rule",
                        "“{component}” decides the game by a rule of its own, outside normal and misère \
                         play, so it cannot be a component of a compound",
                        component = owner.component(index)
                    )));
                }
            }
            let Some(&(part, index)) = group.first() else { continue };
            let owner = game.parts()[part].as_ref();
            let start = valuation.search.group_position(&members)?;
            let values = valuation.values(&start).map_err(over_steps)?;
            let empty = format!("{} 0", owner.ruleset());
            let from = match members.len() {
                1 => owner.component(index),
                _ => valuation.search.describe(&start, &empty),
            };
            let mut options = Vec::new();
            for (option, values) in valuation.options(&start).map_err(over_steps)? {
                options.push((valuation.search.describe(&option, &empty), values));
            }
            components.push(CompoundComponent { part, index, from, values, options });
        }
        let now: Vec<Values> = components.iter().map(|c| c.values).collect();
        let outcome = decide(compound, misere, &now);
        Ok(CompoundAnalysis { compound, misere, components, outcome })
    }

    /// The compound.
    pub fn compound(&self) -> Compound {
        self.compound
    }

    /// Whether play is misère.
    pub fn misere(&self) -> bool {
        self.misere
    }

    /// Who wins.
    pub fn outcome(&self) -> Outcome {
        self.outcome
    }

    /// Each component, in the game's order.
    pub fn components(&self) -> &[CompoundComponent] {
        &self.components
    }

    /// What the components' values fold to: the least remoteness, the
    /// greatest suspense number, or the selective compounds' counts.
    pub fn state(&self) -> State {
        let start = State::start(self.compound);
        self.components.iter().fold(start, |s, c| s.add(&c.values, self.misere))
    }

    /// Whether no move is left.
    pub fn is_over(&self) -> bool {
        let now: Vec<Values> = self.components.iter().map(|c| c.values).collect();
        over(self.compound, &now)
    }

    /// The winning moves: how many there are, and the first `max` in order
    /// (components first to last; in each, staying before its options,
    /// the options in order). None when the player to move loses.
    pub fn winning_moves(&self, max: usize) -> (BigUint, Vec<CompoundMove>) {
        if self.is_over() || self.outcome != Outcome::N {
            return (BigUint::from(0u8), Vec::new());
        }
        let options: Vec<Vec<Values>> =
            self.components.iter().map(|c| c.options.iter().map(|o| o.1).collect()).collect();
        let choices: Vec<Choices> = self
            .components
            .iter()
            .zip(&options)
            .map(|(c, options)| Choices {
                now: c.values,
                options,
                may_stay: self.compound.selective()
                    || (self.compound == Compound::Continued && c.values.ended),
            })
            .collect();
        let mut winning = Winning::new(self.compound, self.misere, &choices);
        let count = winning.count();
        let listed = winning
            .list(max)
            .into_iter()
            .map(|choice| CompoundMove {
                moves: choice
                    .into_iter()
                    .enumerate()
                    .filter_map(|(k, option)| {
                        option.map(|o| (k, self.components[k].options[o].0.clone()))
                    })
                    .collect(),
            })
            .collect();
        (count, listed)
    }
}

/// Who wins a compound of components with `values`: the player to move
/// of one that is over loses under normal play and wins under misère play;
/// otherwise the fold of the values says ([`State::lost`]). O(components).
fn decide(compound: Compound, misere: bool, values: &[Values]) -> Outcome {
    let lost = match over(compound, values) {
        true => !misere,
        false => values.iter().fold(State::start(compound), |s, v| s.add(v, misere)).lost(misere),
    };
    if lost {
        Outcome::P
    } else {
        Outcome::N
    }
}

/// Whether the SJ theorem, or Conway's more general rule for tame games,
/// decides the misère sum of a game's components (the Anti-SG game), and
/// what it says.
#[derive(Debug, Clone)]
pub struct Tameness {
    /// Each component's description and values.
    pub components: Vec<(String, Values)>,
    /// The first component, and a position it reaches, at which the SJ
    /// theorem's condition fails (the misère Grundy value is not the normal
    /// one with 0 and 1 exchanged), if any.
    pub not_sj: Option<(usize, String)>,
    /// The same for Conway's tame rule (the two values are neither equal
    /// nor 0 and 1).
    pub not_tame: Option<(usize, String)>,
}

impl Tameness {
    /// Values every component of `game` within `steps` steps of search (a
    /// count fixed by the caller, so that the same game always gets the
    /// same answer) and `limits`.
    pub fn new(game: &Game, files: &dyn Files, limits: &Limits, steps: usize) -> Result<Tameness> {
        let search = RemotenessSearch::new(files, limits, false, steps);
        let mut valuation = Valuation::new(search);
        let (mut components, mut not_sj, mut not_tame) = (Vec::new(), None, None);
        for (k, (part, index)) in game.components().enumerate() {
            let owner = game.parts()[part].as_ref();
            if owner.normal_play_only() || !owner.endings().is_empty() {
                return Err(Error::Unsupported(msg!(
                    "compound-tame-own-rule",
                    "“{component}” decides the game by a rule of its own",
                    component = owner.component(index)
                )));
            }
            let start = valuation.search.component_position(owner, index)?;
            let values = valuation.values(&start)?;
            let empty = format!("{} 0", owner.ruleset());
            if !values.sj && not_sj.is_none() {
                let at = witness(&mut valuation, &start, |v| v.sj)?;
                not_sj = Some((k, valuation.search.describe(&at, &empty)));
            }
            if !values.tame && not_tame.is_none() {
                let at = witness(&mut valuation, &start, |v| v.tame)?;
                not_tame = Some((k, valuation.search.describe(&at, &empty)));
            }
            components.push((owner.component(index), values));
        }
        Ok(Tameness { components, not_sj, not_tame })
    }

    /// The nim-sum of the components' Grundy values.
    pub fn nim_sum(&self) -> u32 {
        self.components.iter().fold(0, |x, (_, v)| x ^ v.sg)
    }

    /// Who wins the misère sum, by the SJ theorem when its condition holds
    /// (the first player wins exactly when the nim-sum is not 0 and some
    /// component's value exceeds 1, or the nim-sum is 0 and none does), else
    /// by the tame rule (the sum's misère Grundy value is the nim-sum when
    /// some component's two values are equal, else the nim-sum with 0 and
    /// 1 exchanged); `None` when neither holds.
    pub fn outcome(&self) -> Option<Outcome> {
        let x = self.nim_sum();
        let lost = if self.not_sj.is_none() {
            let big = self.components.iter().any(|(_, v)| v.sg > 1);
            // Won exactly when (x ≠ 0 and big) or (x = 0 and not big).
            (x != 0) != big
        } else if self.not_tame.is_none() {
            let equal = self.components.iter().any(|(_, v)| v.sg == v.misere_sg);
            (if equal { x } else { x ^ 1 }) == 0
        } else {
            return None;
        };
        Some(if lost { Outcome::P } else { Outcome::N })
    }
}

/// The remoteness search's own limit of steps, which is here
/// [`Limits::max_search`], said as the compound's, with the flag that
/// raises it.
fn over_steps(error: Error) -> Error {
    match error {
        Error::LimitExceeded { needed, limit, .. }
            if super::remoteness::past_its_steps_id(&needed) =>
        {
            Error::LimitExceeded {
                what: msg!(
                    "compound-what",
                    "the values of each component (an exact search of the positions it reaches)"
                ),
                needed,
                limit,
                hint: raise("--max-search"),
            }
        }
        other => other,
    }
}

/// A position reached from `start` (which fails `holds`) that fails it
/// itself while all its options hold: where the condition first fails.
fn witness(
    valuation: &mut Valuation,
    start: &Position,
    holds: fn(&Values) -> bool,
) -> Result<Position> {
    let mut at = start.clone();
    loop {
        let failing = valuation.options(&at)?.into_iter().find(|(_, v)| !holds(v));
        match failing {
            Some((option, _)) => at = option,
            None => return Ok(at),
        }
    }
}
