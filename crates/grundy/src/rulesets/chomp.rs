//! Chomp: bars of chocolate with a poisoned corner.

use std::fmt::Write as _;
use std::sync::Arc;

use super::board;
use crate::core::error::Result;
use crate::core::message::Message;
use crate::core::nimber::BigNimber;
use crate::core::reason::Reason;
use crate::language::syntax::Written;
use crate::msg;
use crate::parts::part::Part;
use crate::parts::search::{SearchPart, SearchRules};
use crate::rules::ruleset::{Options, Ruleset};

/// The most rows plus columns a board may have: its shape is packed into
/// one u128 as a lattice path of that many steps and a marker bit.
pub const MAX_ROWS_PLUS_COLUMNS: u64 = 126;

/// A Chomp board: row lengths from the bottom (poisoned) row up, non-increasing
/// and without empty rows, packed as the lattice path along its upper-right
/// edge: from the top row down, a 0 bit per column gained and a 1 bit per
/// row, after a leading marker bit. One board has one packing, so equal
/// boards hash equally, and the 184 756 boards inside 10×10 cost 16 bytes each.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Board(u128);

impl Board {
    /// The board with these row lengths (bottom row first), or `None` when
    /// they are not positive and non-increasing, or rows plus columns
    /// exceed [`MAX_ROWS_PLUS_COLUMNS`].
    pub fn new(rows: &[u64]) -> Option<Board> {
        let (&first, _) = rows.split_first()?;
        if rows.windows(2).any(|w| w[1] > w[0])
            || rows.contains(&0)
            || rows.len() as u64 + first > MAX_ROWS_PLUS_COLUMNS
        {
            return None;
        }
        let mut bits = 1u128;
        let mut below = 0;
        for &length in rows.iter().rev() {
            bits <<= length - below;
            bits = bits << 1 | 1;
            below = length;
        }
        Some(Board(bits))
    }

    /// The row lengths, bottom row first, into `rows`; returns how many.
    fn unpack(self, rows: &mut [u8; 128]) -> usize {
        let steps = 127 - self.0.leading_zeros();
        let (mut count, mut length) = (0, 0u8);
        for step in (0..steps).rev() {
            if self.0 >> step & 1 == 1 {
                rows[count] = length;
                count += 1;
            } else {
                length += 1;
            }
        }
        rows[..count].reverse();
        count
    }

    /// The row lengths, bottom row first.
    pub fn rows(self) -> Vec<u64> {
        let mut rows = [0u8; 128];
        let count = self.unpack(&mut rows);
        rows[..count].iter().map(|&r| r as u64).collect()
    }

    /// Whether every row has the same length.
    fn is_bar(self) -> bool {
        let rows = self.rows();
        rows.iter().all(|&r| r == rows[0])
    }
}

/// Chomp (Gale 1974) in normal play: the poisoned square is the bottom-left
/// one and may not be taken, so the 1×1 board is terminal; a move takes a
/// square (i, j) other than the poison and every square above it and to its
/// right. Exact by search, O(positions × moves).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Chomp;

impl Ruleset for Chomp {
    type Position = Board;

    /// Every square but the poison, bottom row first: O(squares) options of
    /// O(rows) work each.
    fn options(&self, board: &Board, out: &mut Options<Board>) {
        let mut rows = [0u8; 128];
        let count = board.unpack(&mut rows);
        let mut after = [0u64; 128];
        for i in 0..count {
            for j in (i == 0) as u8..rows[i] {
                // Rows i.. are cut to length j; rows cut to 0 are dropped.
                let kept = if j == 0 { i } else { count };
                for r in 0..kept {
                    after[r] = if r < i { rows[r] } else { rows[r].min(j) } as u64;
                }
                out.push(Board::new(&after[..kept]).expect("a smaller board fits"));
            }
        }
    }
}

/// C(n, k), saturating.
fn binomial(n: u64, k: u64) -> u128 {
    let k = k.min(n - k);
    let mut result = 1u128;
    for i in 1..=k as u128 {
        match result.checked_mul(n as u128 - k as u128 + i) {
            Some(product) => result = product / i,
            None => return u128::MAX,
        }
    }
    result
}

impl SearchRules for Chomp {
    fn name(&self) -> String {
        "chomp".to_string()
    }

    fn drawing(&self, board: &Board) -> crate::parts::part::Drawing {
        crate::parts::part::Drawing::Board(board.rows())
    }

    /// Bars as `chomp RxC`, other boards as `chomp(L1,L2,…)`, joined by `+`.
    fn describe(&self, components: &[Board]) -> String {
        let mut parts = Vec::new();
        for board in components {
            let rows = board.rows();
            let mut text = "chomp".to_string();
            if board.is_bar() {
                write!(text, " {}x{}", rows.len(), rows[0]).expect("writing to a String");
            } else {
                let lengths: Vec<String> = rows.iter().map(u64::to_string).collect();
                write!(text, "({})", lengths.join(",")).expect("writing to a String");
            }
            parts.push(text);
        }
        if parts.is_empty() {
            return "chomp".to_string();
        }
        parts.join(" + ")
    }

    /// Boards inside R×C number C(R+C, R), each with fewer than R·C moves.
    fn search_size(&self, board: &Board) -> u128 {
        let rows = board.rows();
        let (r, c) = (rows.len() as u64, rows[0]);
        binomial(r + c, r).saturating_mul((r * c) as u128)
    }

    /// One option per square but the poison.
    fn max_options(&self, board: &Board) -> u128 {
        board.rows().iter().map(|&row| row as u128).sum()
    }

    /// Those options of one board each.
    fn options_size(&self, board: &Board) -> u128 {
        2 * self.max_options(board)
    }

    fn explain(&self, board: &Board, value: &BigNimber) -> Vec<Reason> {
        let rows = board.rows();
        if rows == [1] {
            return vec![Reason::PoisonedSquareOnly];
        }
        if board.is_bar() {
            return vec![Reason::StrategyStealing { value: value.clone() }];
        }
        Vec::new()
    }
}

/// The error for a board past [`MAX_ROWS_PLUS_COLUMNS`].
fn too_large(rows: u64, columns: u64) -> Message {
    msg!(
        "chomp-too-large",
        "chomp boards may have at most {max} rows plus columns, this one has {rows} + {columns}",
        max = MAX_ROWS_PLUS_COLUMNS,
        rows = rows,
        columns = columns
    )
}

/// `chomp RxC …` and `chomp(L1,L2,…)`: bars and one staircase.
pub(super) fn build(written: &Written) -> Result<Arc<dyn Part>> {
    let mut boards = Vec::new();
    if let Some(params) = written.number_params()? {
        if params.is_empty() || params.contains(&0) || params.windows(2).any(|w| w[1] > w[0]) {
            return Err(written.error(msg!(
                "chomp-row-lengths",
                "chomp(L1,L2,…) takes the row lengths from the bottom row up, positive and non-increasing, e.g. chomp(4,3,3,1)"
            )));
        }
        let board = Board::new(&params)
            .ok_or_else(|| written.error(too_large(params.len() as u64, params[0])))?;
        boards.push(board);
    }
    for token in written.operands() {
        let what = msg!("chomp-what-board", "board RxC such as 3x4");
        let (rows, columns) = board::dimensions(&token, what)?;
        if rows == 0 || columns == 0 {
            return Err(token.error(msg!(
                "chomp-empty-bar",
                "a chomp bar has at least one row and one column, found {found}",
                found = token.quoted()
            )));
        }
        let board = rows
            .checked_add(columns)
            .filter(|&sum| sum <= MAX_ROWS_PLUS_COLUMNS)
            .and_then(|_| Board::new(&vec![columns; crate::core::convert::index(rows)]))
            .ok_or_else(|| token.error(too_large(rows, columns)))?;
        boards.push(board);
    }
    Ok(Arc::new(SearchPart::new(Chomp, boards)))
}
