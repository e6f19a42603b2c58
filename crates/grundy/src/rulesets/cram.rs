//! Cram (Gardner, Scientific American, February 1974): players in turn place
//! a domino on two free cells side by side, across or down; whoever cannot
//! place one loses. It is Arc Kayles on the grid graph of the free cells.
//!
//! `cram RxC …` are empty boards, each a component; `cram(ROWS)` is one
//! board drawn in its parameter, rows joined by `/`, `.` a free cell and
//! `#` a filled one (`cram(..#/...)`), and `cram(FILE)` the same board read
//! from a file, a row a line. A placement leaves the free cells in regions
//! that no domino can join: a sum, each region cut to its bounding box and
//! written in the least of its eight rotations and reflections, so that
//! equal regions met anywhere are one position of the search. Closed forms
//! (no search): an empty board of even sides is 0 (the second player
//! answers each domino with its image through the centre), and a single
//! row of n cells is the octal game 0.07 at heap n.

use std::sync::Arc;

use crate::core::convert::{index, small};
use crate::core::error::{Error, Result};
use crate::core::nimber::BigNimber;
use crate::core::reason::Reason;
use crate::language::syntax::{Token, Written};
use crate::msg;
use crate::parts::part::{Drawing, Part, MAX_DRAWN_CELLS};
use crate::parts::search::{SearchPart, SearchRules};
use crate::rules::ruleset::{Options, Ruleset};
use crate::rulesets::board;
use crate::rulesets::vertex::Deleting;

/// The longest side of a board.
pub const MAX_SIDE: u64 = 64;

/// A region of free cells, cut to its bounding box: `rows[r]` has bit `c`
/// set when cell (r, c) is free.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Region {
    height: u32,
    width: u32,
    rows: Vec<u64>,
}

impl Region {
    fn empty_board(height: u32, width: u32) -> Region {
        let row = if width == 64 { u64::MAX } else { (1u64 << width) - 1 };
        Region { height, width, rows: vec![row; height as usize] }
    }

    fn free(&self, r: u32, c: u32) -> bool {
        r < self.height && c < self.width && self.rows[r as usize] >> c & 1 == 1
    }

    fn cells(&self) -> u32 {
        self.rows.iter().map(|row| row.count_ones()).sum()
    }

    /// Whether every cell of the bounding box is free.
    fn full(&self) -> bool {
        self.cells() == self.height * self.width
    }

    /// The regions the free cells of `rows` (a board `height` × `width`)
    /// fall into, joined across and down; single cells (no domino fits)
    /// dropped; each in its least form. O(cells · 8).
    fn regions(height: u32, width: u32, rows: &[u64]) -> Vec<Region> {
        let mut seen: Vec<u64> = vec![0; height as usize];
        let mut regions = Vec::new();
        for r in 0..height {
            for c in 0..width {
                if rows[r as usize] >> c & 1 == 0 || seen[r as usize] >> c & 1 == 1 {
                    continue;
                }
                let mut cells = vec![(r, c)];
                seen[r as usize] |= 1 << c;
                let mut at = 0;
                while at < cells.len() {
                    let (y, x) = cells[at];
                    at += 1;
                    let next =
                        [(y.wrapping_sub(1), x), (y + 1, x), (y, x.wrapping_sub(1)), (y, x + 1)];
                    for (ny, nx) in next {
                        if ny < height
                            && nx < width
                            && rows[ny as usize] >> nx & 1 == 1
                            && seen[ny as usize] >> nx & 1 == 0
                        {
                            seen[ny as usize] |= 1 << nx;
                            cells.push((ny, nx));
                        }
                    }
                }
                if cells.len() >= 2 {
                    regions.push(Region::least(&cells));
                }
            }
        }
        regions.sort_unstable();
        regions
    }

    /// The least of the eight rotations and reflections of `cells`, each
    /// cut to its bounding box.
    fn least(cells: &[(u32, u32)]) -> Region {
        let top = cells.iter().map(|p| p.0).min().expect("cells");
        let left = cells.iter().map(|p| p.1).min().expect("cells");
        let height = cells.iter().map(|p| p.0).max().expect("cells") - top + 1;
        let width = cells.iter().map(|p| p.1).max().expect("cells") - left + 1;
        let mut best: Option<Region> = None;
        for t in 0..8u8 {
            let (h, w) = if t & 4 != 0 { (width, height) } else { (height, width) };
            let mut rows = vec![0u64; h as usize];
            for &(r, c) in cells {
                let (r, c) = (r - top, c - left);
                let (r, c) = if t & 4 != 0 { (c, r) } else { (r, c) };
                let r = if t & 1 != 0 { h - 1 - r } else { r };
                let c = if t & 2 != 0 { w - 1 - c } else { c };
                rows[r as usize] |= 1 << c;
            }
            let candidate = Region { height: h, width: w, rows };
            if best.as_ref().is_none_or(|b| candidate < *b) {
                best = Some(candidate);
            }
        }
        best.expect("eight forms")
    }

    /// Every domino that fits, across then down from each free cell in
    /// order, as (row, column, down) with the regions it leaves.
    /// O(cells² · 8).
    fn placements(&self) -> Vec<(u32, u32, bool, Vec<Region>)> {
        let mut found = Vec::new();
        for r in 0..self.height {
            for c in 0..self.width {
                if !self.free(r, c) {
                    continue;
                }
                for (r2, c2, down) in [(r, c + 1, false), (r + 1, c, true)] {
                    if self.free(r2, c2) {
                        let mut rows = self.rows.clone();
                        rows[r as usize] &= !(1 << c);
                        rows[r2 as usize] &= !(1 << c2);
                        found.push((r, c, down, Region::regions(self.height, self.width, &rows)));
                    }
                }
            }
        }
        found
    }

    /// The region as rows joined by `/`, `.` free and `#` filled.
    fn drawn(&self) -> String {
        let rows: Vec<String> = self
            .rows
            .iter()
            .map(|row| (0..self.width).map(|c| if row >> c & 1 == 1 { '.' } else { '#' }).collect())
            .collect();
        rows.join("/")
    }
}

/// Cram, as a [`SearchRules`] ruleset.
#[derive(Debug, Clone, Copy)]
pub struct Cram;

impl Ruleset for Cram {
    type Position = Region;

    /// Every domino placed in turn, across then down, and the free cells
    /// left split into regions, equal options once. O(cells² · 8).
    fn options(&self, region: &Region, out: &mut Options<Region>) {
        let mut found: Vec<Vec<Region>> =
            region.placements().into_iter().map(|(_, _, _, left)| left).collect();
        found.sort_unstable();
        found.dedup();
        for regions in found {
            out.push_sum(regions);
        }
    }
}

impl SearchRules for Cram {
    fn name(&self) -> String {
        "cram".to_string()
    }

    fn describe(&self, components: &[Region]) -> String {
        if components.is_empty() {
            return "cram()".to_string();
        }
        let boards: Vec<String> = components
            .iter()
            .filter(|r| r.full())
            .map(|r| format!("{}x{}", r.height, r.width))
            .collect();
        let mut parts = Vec::new();
        if !boards.is_empty() {
            parts.push(format!("cram {}", boards.join(" ")));
        }
        parts.extend(
            components.iter().filter(|r| !r.full()).map(|r| format!("cram({})", r.drawn())),
        );
        parts.join(" + ")
    }

    /// The board with what each domino placed leaves; written past
    /// `MAX_DRAWN_CELLS` cells. O(cells² · 8).
    fn drawing(&self, region: &Region) -> Drawing {
        if (region.height * region.width) as usize > MAX_DRAWN_CELLS {
            return Drawing::Text(self.describe(std::slice::from_ref(region)));
        }
        let rows = region.drawn().split('/').map(str::to_string).collect();
        let dominoes = region
            .placements()
            .into_iter()
            .map(|(r, c, down, left)| (r.into(), c.into(), down, self.describe(&left)))
            .collect();
        Drawing::Cells { rows, dominoes }
    }

    /// The cost of one level, as for Node Kayles: the regions a search meets
    /// are far fewer than the subsets of the cells, so the search is counted
    /// against [`crate::Limits::max_search`] while it runs.
    fn search_size(&self, region: &Region) -> u128 {
        self.options_size(region)
    }

    /// Two dominoes a cell at most.
    fn max_options(&self, region: &Region) -> u128 {
        2 * region.cells() as u128
    }

    fn options_size(&self, region: &Region) -> u128 {
        let cells = region.cells() as u128;
        2 * cells * (8 * cells + region.height as u128 + 1)
    }

    fn value(&self, region: &Region) -> Option<BigNimber> {
        match (region.full(), region.height.min(region.width)) {
            (true, 1) => {
                let n = region.height.max(region.width) as usize;
                Deleting::Arc.path_values().get(n).map(|v| BigNimber::from(v.0))
            }
            (true, _) if region.height.is_multiple_of(2) && region.width.is_multiple_of(2) => {
                Some(BigNimber::from(0u64))
            }
            _ => None,
        }
    }

    fn explain(&self, region: &Region, value: &BigNimber) -> Vec<Reason> {
        match (region.full(), region.height.min(region.width)) {
            (true, 1) => vec![Reason::VertexPath {
                vertices: u64::from(region.height.max(region.width)),
                code: "0.07",
                value: value.clone(),
            }],
            (true, _) if region.height.is_multiple_of(2) && region.width.is_multiple_of(2) => {
                vec![Reason::CramSymmetry {
                    height: region.height.into(),
                    width: region.width.into(),
                }]
            }
            _ => Vec::new(),
        }
    }
}

/// Builds `cram RxC …`, `cram(ROWS)` or `cram(FILE)`.
pub(crate) fn build(written: &Written) -> Result<Arc<dyn Part>> {
    let mut boards = Vec::new();
    match written.params.as_deref() {
        None => {
            for token in written.operands() {
                let what = msg!("cram-what-board", "board RxC such as 3x4");
                let (r, c) = board::dimensions(&token, what)?;
                if r == 0 || c == 0 || r > MAX_SIDE || c > MAX_SIDE {
                    return Err(token.error(msg!(
                        "cram-board-size",
                        "a board has sides from 1 to {max}, found {found}",
                        max = MAX_SIDE,
                        found = token.quoted()
                    )));
                }
                // Sides are at most 64.
                boards.push(Region::empty_board(small(index(r)), small(index(c))));
            }
        }
        Some(params) => {
            if let Some(operand) = written.operands().next() {
                return Err(operand.error(msg!(
                    "cram-no-operands",
                    "cram(BOARD) is one board and takes no operands, found {found}; write empty boards as `cram 3x4`",
                    found = operand.quoted()
                )));
            }
            let rows: Vec<String> = match params {
                [] => Vec::new(),
                [one] if one.text.chars().all(|c| matches!(c, '.' | '#' | '/')) => {
                    one.text.split('/').map(str::to_owned).collect()
                }
                [_] => {
                    let needs = msg!(
                        "cram-needs-board",
                        "cram needs a board: cram 3x4, cram(..#/...) or cram(FILE)"
                    );
                    let (path, text) = written.file(needs)?;
                    let rows: Vec<String> = text
                        .lines()
                        .map(|l| l.trim().to_owned())
                        .filter(|l| !l.is_empty())
                        .collect();
                    if let Some((line, row)) = rows
                        .iter()
                        .enumerate()
                        .find(|(_, row)| !row.chars().all(|c| matches!(c, '.' | '#')))
                    {
                        return Err(Error::File {
                            path: path.to_string(),
                            line: Some(line + 1),
                            message: msg!(
                                "cram-file-row",
                                "expected a row of `.` (free) and `#` (filled), found {found}",
                                found = row.as_str()
                            ),
                        });
                    }
                    rows
                }
                [_, second, ..] => return Err(bad_board(second)),
            };
            // A board with no free cell (`cram()`, what the last domino
            // leaves) is no component.
            boards.extend(drawn(written, &rows)?);
        }
    }
    Ok(Arc::new(SearchPart::new(Cram, boards)))
}

fn bad_board(token: &Token) -> Error {
    token.error(msg!(
        "cram-expected-board",
        "expected one board: rows of `.` (free) and `#` (filled) joined by `/`, or a file, found {found}",
        found = token.quoted()
    ))
}

/// A drawn board as one position: its free cells, in their least form (a
/// board whose free cells fall apart is still one component here; its
/// first move splits it); `None` for a board with no free cell.
fn drawn(written: &Written, rows: &[String]) -> Result<Option<Region>> {
    let width = rows.iter().map(|r| r.chars().count()).max().unwrap_or(0) as u64;
    if rows.len() as u64 > MAX_SIDE || width > MAX_SIDE {
        return Err(written.error(msg!(
            "cram-board-size",
            "a board has sides from 1 to {max}, found {found}",
            max = MAX_SIDE,
            found = format!("{}x{}", rows.len(), width)
        )));
    }
    let mut cells = Vec::new();
    for (r, row) in rows.iter().enumerate() {
        for (c, ch) in row.chars().enumerate() {
            if ch == '.' {
                cells.push((small(r), small(c)));
            }
        }
    }
    Ok((!cells.is_empty()).then(|| Region::least(&cells)))
}
