//! Analysis of a sum under normal play: its value, outcome, and every
//! winning move, found component by component.

use std::fmt;

use crate::description::Game;
use crate::{HeapValues, Limits, Nimber, Options, Result};

/// Who wins a position with perfect play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The player to move wins (the **N**ext player).
    N,
    /// The player to move loses (the **P**revious player wins).
    P,
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Outcome::N => "N",
            Outcome::P => "P",
        })
    }
}

/// One move of a sum: component `component` is replaced by `to`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Move {
    /// Index of the component among all components, from 0.
    pub component: usize,
    /// Index of the component's part.
    pub part: usize,
    /// The component's heap before the move.
    pub from: u64,
    /// The heaps that replace it (same ruleset), sorted.
    pub to: Vec<u64>,
}

/// A sum of games under normal play, with every part's values prepared.
///
/// The value of the sum is the XOR of its components' values
/// (Sprague–Grundy), so a million-heap position costs a million look-ups.
/// A winning move exists in a component of value v exactly when one of its
/// options has value v ⊕ total, so winning moves are found per component
/// from that target, never by searching the sum.
#[derive(Debug)]
pub struct Analysis<'g> {
    game: &'g Game,
    values: Vec<HeapValues>,
    nimber: Nimber,
}

impl<'g> Analysis<'g> {
    /// Prepares the values of every part and adds up the components.
    ///
    /// Time: each part's [`HeapValues::new`], then O(1) per component.
    ///
    /// ```
    /// use grundy::{parse, Analysis, Limits, Nimber, Outcome};
    /// let game = parse("nim 5 7 9").unwrap();
    /// let analysis = Analysis::new(&game, &Limits::default()).unwrap();
    /// assert_eq!(analysis.nimber(), Nimber(11));
    /// assert_eq!(analysis.outcome(), Outcome::N);
    /// // The only winning move: heap 9 → 2 (5 ⊕ 7 = 2).
    /// let moves: Vec<_> = analysis.winning_moves().collect();
    /// assert_eq!(moves.len(), 1);
    /// assert_eq!((moves[0].component, moves[0].to.clone()), (2, vec![2]));
    /// ```
    pub fn new(game: &'g Game, limits: &Limits) -> Result<Analysis<'g>> {
        let mut values = Vec::with_capacity(game.parts().len());
        for part in game.parts() {
            let max_heap = part.heaps().iter().copied().max().unwrap_or(0);
            values.push(HeapValues::new(part.ruleset().clone(), max_heap, limits)?);
        }
        let nimber = game
            .parts()
            .iter()
            .zip(&values)
            .flat_map(|(part, values)| part.heaps().iter().map(|&h| values.value(h)))
            .sum();
        Ok(Analysis { game, values, nimber })
    }

    /// The value of the whole sum.
    pub fn nimber(&self) -> Nimber {
        self.nimber
    }

    /// Who wins: P exactly when the value is 0.
    pub fn outcome(&self) -> Outcome {
        if self.nimber.is_zero() {
            Outcome::P
        } else {
            Outcome::N
        }
    }

    /// Each component's value, in order.
    pub fn component_values(&self) -> impl Iterator<Item = Nimber> + '_ {
        self.game.components().map(|(part, heap)| self.values[part].value(heap))
    }

    /// Every winning move, lazily, in component order: each move leads to a
    /// position of value 0, and every move not listed does not.
    ///
    /// Time: per component, the ruleset's cost of finding options of a given
    /// value (O(1) for Nim and Bash, O(|S|) for a subtraction game). Moves are
    /// produced one at a time, so millions of them need no memory.
    pub fn winning_moves(&self) -> impl Iterator<Item = Move> + '_ {
        let total = self.nimber;
        let mut options = Options::new();
        self.game.components().enumerate().filter(move |_| !total.is_zero()).flat_map(
            move |(component, (part, heap))| {
                let values = &self.values[part];
                let target = values.value(heap) ^ total;
                options.clear();
                values.options_with_value(heap, target, &mut options);
                distinct_replacements(options.iter()).into_iter().map(move |to| Move {
                    component,
                    part,
                    from: heap,
                    to,
                })
            },
        )
    }
}

/// The distinct replacements among `options`: each option's heaps sorted,
/// and options that are then equal listed once.
pub(crate) fn distinct_replacements<'a>(options: impl Iterator<Item = &'a [u64]>) -> Vec<Vec<u64>> {
    let mut found: Vec<Vec<u64>> = options
        .map(|option| {
            let mut heaps = option.to_vec();
            heaps.sort_unstable();
            heaps
        })
        .collect();
    if found.len() > 1 {
        found.sort_unstable();
        found.dedup();
    }
    found
}
