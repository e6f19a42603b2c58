//! Playing a compound: a move typed as what each component becomes,
//! checked against the compound's rule and the components' options; the
//! game after it, as a description that parses back (a component left a
//! sum is written as a group, `[kayles 1 1]`); and the computer's move.

use crate::core::error::{Error, Result};
use crate::language::syntax::Files;
use crate::msg;
use crate::rulesets::catalog::parse_with;

use super::rule::Compound;
use super::values::Values;
use super::{decide, CompoundAnalysis, CompoundMove};
use crate::core::outcome::Outcome;

/// `text` as the engine writes it, so that typed and listed descriptions
/// compare: `kayles 2 1` and `kayles 1 2` are one position.
fn canonical(text: &str, files: &dyn Files) -> Result<String> {
    Ok(parse_with(text, files)?.to_string())
}

impl CompoundAnalysis {
    /// Checks a move given as what components become, by their numbers
    /// from 0: each component at most once, each replacement one of its
    /// options, and the components that move as the compound requires
    /// (conjunctive: every one; continued: every one not ended; selective
    /// and shortened: at least one). Returns the move with the options as
    /// the engine writes them, components in order.
    pub fn check_move(
        &self,
        chosen: &[(usize, String)],
        files: &dyn Files,
    ) -> Result<CompoundMove> {
        let count = self.components.len();
        let mut moves: Vec<(usize, String)> = Vec::with_capacity(chosen.len());
        for (k, to) in chosen {
            let Some(component) = self.components.get(*k) else {
                return Err(Error::Illegal(msg!(
                    "compound-move-no-component",
                    "there is no component {number}: the game has {count}",
                    number = k + 1,
                    count = count
                )));
            };
            if moves.iter().any(|(j, _)| j == k) {
                return Err(Error::Illegal(msg!(
                    "compound-move-twice",
                    "component {number} is moved twice: a move changes each component at most once",
                    number = k + 1
                )));
            }
            let typed = canonical(to, files)?;
            let mut found = None;
            for (option, _) in &component.options {
                if canonical(option, files)? == typed {
                    found = Some(option.clone());
                    break;
                }
            }
            let Some(option) = found else {
                return Err(Error::Illegal(msg!(
                    "compound-move-not-an-option",
                    "{from} cannot become {to} in one move",
                    from = component.from.clone(),
                    to = typed
                )));
            };
            moves.push((*k, option));
        }
        moves.sort_by_key(|(k, _)| *k);
        let moved = |k: usize| moves.iter().any(|(j, _)| *j == k);
        let must = |k: usize| match self.compound {
            Compound::Conjunctive => true,
            Compound::Continued => !self.components[k].values.ended,
            _ => false,
        };
        if let Some(k) = (0..count).find(|&k| must(k) && !moved(k)) {
            return Err(Error::Illegal(msg!(
                "compound-move-missing",
                "component {number} must move too: in the {compound} compound a move is made in every component that can move",
                number = k + 1,
                compound = self.compound.name()
            )));
        }
        if moves.is_empty() {
            return Err(Error::Illegal(msg!(
                "compound-move-empty",
                "a move changes at least one component"
            )));
        }
        Ok(CompoundMove { moves })
    }

    /// The game after `chosen` (checked by [`CompoundAnalysis::check_move`]),
    /// as a description: each component as it is or as it becomes, a
    /// component of several parts or heaps in brackets.
    pub fn after(&self, chosen: &CompoundMove, files: &dyn Files) -> Result<String> {
        let mut terms = Vec::with_capacity(self.components.len());
        for (k, component) in self.components.iter().enumerate() {
            let text = match chosen.moves.iter().find(|(j, _)| *j == k) {
                Some((_, to)) => to.clone(),
                None => component.from.clone(),
            };
            let game = parse_with(&text, files)?;
            terms.push(match game.component_count() {
                0 | 1 => game.to_string(),
                _ => format!("[{game}]"),
            });
        }
        Ok(terms.join(" + "))
    }

    /// Whether `chosen` (checked by [`CompoundAnalysis::check_move`])
    /// wins: it leaves the opponent a lost compound. Read from the values of
    /// the options it takes, with no search: O(components + the moved
    /// components' options, compared by description).
    pub fn wins(&self, chosen: &CompoundMove) -> bool {
        let after: Vec<Values> = self
            .components
            .iter()
            .enumerate()
            .map(|(k, component)| match chosen.moves.iter().find(|(j, _)| *j == k) {
                Some((_, to)) => component
                    .options
                    .iter()
                    .find(|(option, _)| option == to)
                    .map(|(_, values)| *values)
                    .expect("a checked move's options are the component's"),
                None => component.values,
            })
            .collect();
        decide(self.compound, self.misere, &after) == Outcome::P
    }

    /// The computer's move: the first winning move when there is one;
    /// otherwise one that holds out: in the conjunctive and continued
    /// compounds each component moves to its option of greatest remoteness
    /// or suspense number (the play's own), in the selective ones the
    /// first component that can move makes its first move. `None` when
    /// the game is over.
    pub fn computer_move(&self) -> Option<CompoundMove> {
        if self.is_over() {
            return None;
        }
        if let Some(first) = self.winning_moves(1).1.into_iter().next() {
            return Some(first);
        }
        let misere = self.misere;
        let holding = |values: &Values| match (self.compound, misere) {
            (Compound::Conjunctive, false) => values.remoteness,
            (Compound::Conjunctive, true) => values.misere_remoteness,
            (_, false) => values.suspense,
            (_, true) => values.misere_suspense,
        };
        let mut moves = Vec::new();
        for (k, component) in self.components.iter().enumerate() {
            let best = component.options.iter().max_by_key(|(_, values)| holding(values));
            let Some((to, _)) = best else { continue };
            moves.push((k, to.clone()));
            if self.compound.selective() {
                break;
            }
        }
        Some(CompoundMove { moves })
    }
}
