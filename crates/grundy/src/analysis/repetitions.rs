//! The repetition rule of play with cycles, and a position written as a
//! sum: its components sorted, heaps of 0 left out, so that two
//! descriptions of one position compare equal.

use std::collections::HashMap;
use std::sync::Arc;

use crate::core::sort;
use crate::language::game::Game;

/// The repetition rule of play with cycles: a game is declared drawn when
/// one position comes up for the [`Repetitions::DRAWN_AT`]-th time with the
/// same player to move (chess's threefold repetition, FIDE Laws art. 9.2).
///
/// Positions are compared as sums: the same components in any order, heaps
/// of 0 left out (`windup(7; 2,3) 1 5` and `windup(7; 2,3) 5 1` are one
/// position). A game without cycles never repeats a position, so the rule
/// only ever ends games with cycles: from a draw, both players holding it
/// must come back to a position (the positions are finitely many), and as
/// each position may come up twice with each player to move before the
/// third time draws, a game of P positions lasts at most 4P moves. A player
/// who can win never needs to repeat: the fastest win (Smith's remoteness)
/// visits each position once.
///
/// ```
/// use grundy::{parse, Repetitions};
/// let mut seen = Repetitions::new();
/// let (one, three) = (parse("windup(4; 2) 1").unwrap(), parse("windup(4; 2) 3").unwrap());
/// assert!(!seen.record(&one, 0) && !seen.record(&three, 1));
/// assert!(!seen.record(&one, 2) && !seen.record(&three, 3));
/// assert!(seen.record(&one, 4)); // the start, a third time with the first player to move
/// // Positions are sums: the order of the components does not matter.
/// let mut seen = Repetitions::new();
/// let (a, b) = (parse("nim 1 + windup(4; 2) 3").unwrap(), parse("windup(4; 2) 3 + nim 1").unwrap());
/// assert!(!seen.record(&a, 0) && !seen.record(&b, 2) && seen.record(&a, 4));
/// assert!(!seen.record(&a, 1));
/// ```
#[derive(Debug, Default, Clone)]
pub struct Repetitions {
    seen: HashMap<(Key, bool), u32>,
}

impl Repetitions {
    /// The occurrence of a position that draws the game.
    pub const DRAWN_AT: u32 = 3;

    /// No position seen yet.
    pub fn new() -> Repetitions {
        Repetitions::default()
    }

    /// Records `game` reached after `ply` moves (0 for the start; the
    /// parity says who is to move), and says whether the game is now
    /// drawn by repetition. O(components) to write the position.
    pub fn record(&mut self, game: &Game, ply: usize) -> bool {
        let count = self.seen.entry((key(game), ply % 2 == 1)).or_insert(0);
        *count += 1;
        *count >= Repetitions::DRAWN_AT
    }
}

/// The components of `game` as a sorted list of descriptions, heaps of 0
/// left out: two descriptions of one position have the same key
/// (`kayles 4 2`, `kayles 2 + kayles 0 + kayles 4`).
pub(super) fn key(game: &Game) -> Vec<Arc<str>> {
    let mut key: Vec<Arc<str>> = game
        .components()
        .filter(|&(part, index)| game.parts()[part].small_heap(index) != Some(0))
        .map(|(part, index)| Arc::from(game.parts()[part].component(index)))
        .collect();
    sort::sort(&mut key);
    key
}

/// A sum as the sorted descriptions of its components ([`key`]).
pub(super) type Key = Vec<Arc<str>>;
