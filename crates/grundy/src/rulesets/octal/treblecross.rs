//! Treblecross: one-dimensional tic-tac-toe where both players write X on a
//! row of empty cells, and whoever makes three in a row wins.

use num_bigint::BigUint;

use super::code::Octal;
use crate::core::error::Result;
use crate::core::limits::{reserve_table, Work};
use crate::core::nimber::Nimber;
use crate::rules::heap::{nonzero, HeapRuleset};
use crate::rules::ruleset::Options;

/// Treblecross on a board of n empty cells (Winning Ways, ch. 4).
///
/// A player who can complete three in a row does so and wins; so nobody
/// writes an X within two cells of another (the opponent would complete a
/// row at once), and a player with no other cell left loses: normal play.
/// An X on cell i of a board of n cells makes cells i−2..i+2 unplayable and
/// leaves two boards of its own, of max(i−3, 0) and max(n−i−2, 0) cells.
///
/// That is the octal game 0.007 on heaps of n + 2: a heap loses 3 counters
/// and leaves nothing, one heap or two (a board of k cells is a heap of
/// k + 2, and boards of 0 cells are heaps of 0, 1 or 2, of value 0). The
/// values are computed as 0.007's and shifted by two; the literal rules
/// below are the reference the tests check them against. A person writing
/// `treblecross 12` means a board of 12 cells, which is 0.007's heap of 14:
/// `octal(0.007) 12` is the heap.
#[derive(Debug, Clone)]
pub struct Treblecross {
    heaps: Octal,
}

impl Default for Treblecross {
    fn default() -> Self {
        Treblecross { heaps: Octal::parse("0.007").expect("a valid code") }
    }
}

impl HeapRuleset for Treblecross {
    fn name(&self) -> String {
        "treblecross".to_string()
    }

    /// Three in a row wins: misère Treblecross (three in a row loses) is
    /// another game, not the misère form of 0.007's heaps.
    fn normal_play_only(&self) -> bool {
        true
    }

    /// Boards past 2⁶⁴ − 3 would be heaps past 2⁶⁴.
    fn max_heap(&self) -> u64 {
        u64::MAX - 2
    }

    /// An X on each cell i of the board, leaving the boards on either side.
    fn options(&self, board: u64, out: &mut Options<u64>) {
        for cell in 1..=board {
            let left = cell.saturating_sub(3);
            let right = board.saturating_sub(cell + 2);
            out.push_sum([left, right].into_iter().filter(|&b| b > 0));
        }
    }

    /// A board is a row of empty cells.
    fn is_row(&self) -> bool {
        true
    }

    fn max_options(&self, board: u64) -> u128 {
        board as u128
    }

    /// An X on cell i leaves boards of max(i − 3, 0) and max(n − i − 2, 0)
    /// cells: nothing when n ≤ 5, one board a for n − 5 ≤ a ≤ n − 3 (an X
    /// within three cells of an end), or two boards adding up to n − 5.
    /// O(1).
    fn is_move(&self, board: &BigUint, to: &[BigUint]) -> Option<bool> {
        if to.contains(&BigUint::ZERO) {
            return Some(false);
        }
        Some(match to {
            [] => *board >= BigUint::from(1u8) && *board <= BigUint::from(5u8),
            [a] => a + 3u8 <= *board && a + 5u8 >= *board,
            [a, b] => a + b + 5u8 == *board,
            _ => false,
        })
    }

    /// An X on each of the first four cells, from the end (which leaves
    /// the most cells).
    fn few_options(&self, board: &BigUint) -> Vec<Vec<BigUint>> {
        let mut found: Vec<Vec<BigUint>> = Vec::new();
        for cell in 1..=4u8 {
            let cell = BigUint::from(cell);
            if cell > *board {
                break;
            }
            let left = if cell > BigUint::from(3u8) { &cell - 3u8 } else { BigUint::ZERO };
            let right = match board >= &(&cell + 2u8) {
                true => board - &cell - 2u8,
                false => BigUint::ZERO,
            };
            let option = nonzero([left, right]);
            if !found.contains(&option) {
                found.push(option);
            }
        }
        found
    }

    fn moves_cost(&self, board: u64) -> u128 {
        board as u128
    }

    fn table_cost(&self, len: u64) -> Option<u128> {
        self.heaps.table_cost(len.saturating_add(2))
    }

    /// 0.007's values on heaps of n + 2.
    fn extend_table_within(
        &self,
        table: &mut Vec<Nimber>,
        len: usize,
        work: &mut Work,
    ) -> Result<()> {
        if len <= table.len() {
            return Ok(());
        }
        // Heaps 0 and 1 have no move; the boards are heaps 2, 3, ….
        let mut heaps: Vec<Nimber> =
            [Nimber::ZERO; 2].into_iter().chain(table.iter().copied()).collect();
        self.heaps.extend_table_within(&mut heaps, len + 2, work)?;
        reserve_table(table, len, || self.name())?;
        table.extend_from_slice(&heaps[table.len() + 2..]);
        Ok(())
    }
}
