//! Cram: every board of at most 20 cells, and random drawn boards, against a
//! plain search of the free cells that knows only the rule; the published
//! nimbers of rectangles.

use std::collections::HashMap;

use grundy::{parse, Analysis, Limits};
use proptest::prelude::*;

fn value(text: &str) -> u64 {
    let game = parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    let analysis =
        Analysis::new(&game, &Limits::default()).unwrap_or_else(|e| panic!("{text}: {e}"));
    analysis.nimber().expect("a value").to_string()[1..].parse().unwrap()
}

/// The plain search: the free cells as a bitmask of a board `height` ×
/// `width`, the mex of every domino placed, no splitting into regions.
fn plain(height: usize, width: usize, free: u64) -> u64 {
    fn mex(free: u64, height: usize, width: usize, memo: &mut HashMap<u64, u64>) -> u64 {
        if let Some(&v) = memo.get(&free) {
            return v;
        }
        let mut seen = Vec::new();
        for r in 0..height {
            for c in 0..width {
                let at = 1u64 << (r * width + c);
                if free & at == 0 {
                    continue;
                }
                if c + 1 < width && free & (at << 1) != 0 {
                    seen.push(mex(free & !at & !(at << 1), height, width, memo));
                }
                if r + 1 < height && free & (at << width) != 0 {
                    seen.push(mex(free & !at & !(at << width), height, width, memo));
                }
            }
        }
        let value = (0..).find(|x| !seen.contains(x)).unwrap();
        memo.insert(free, value);
        value
    }
    mex(free, height, width, &mut HashMap::new())
}

#[test]
fn every_board_of_at_most_20_cells_agrees_with_a_plain_search() {
    for height in 1..=20usize {
        for width in height..=20 {
            if height * width > 20 {
                break;
            }
            let expected = plain(height, width, (1u64 << (height * width)) - 1);
            assert_eq!(value(&format!("cram {height}x{width}")), expected, "{height}x{width}");
            assert_eq!(value(&format!("cram {width}x{height}")), expected, "{width}x{height}");
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    /// Boards drawn with filled cells, up to 5×5: the engine (regions,
    /// their least forms, closed forms) equals the plain search.
    #[test]
    fn drawn_boards_agree_with_a_plain_search(
        height in 1usize..6,
        width in 1usize..6,
        cells in any::<u32>(),
    ) {
        let free = u64::from(cells) & ((1u64 << (height * width)) - 1);
        let rows: Vec<String> = (0..height)
            .map(|r| (0..width).map(|c| if free >> (r * width + c) & 1 == 1 { '.' } else { '#' }).collect())
            .collect();
        let text = format!("cram({})", rows.join("/"));
        prop_assert_eq!(value(&text), plain(height, width, free), "{}", text);
    }
}

/// Published nimbers: 2×n is 0 for n even and 1 for n odd (Wikipedia,
/// "Cram"); 3×6 = 4 (Plick's nimcalc); 4×4 = 0, 4×5 = 2, 4×6 = 0, 5×5 = 0
/// (Beling, README of beling/impartial-games, after Schneider, *Das Spiel
/// Juvavum*, 2009, and Lemoine–Viennot's Glop); even×even boards are 0 by
/// the symmetry strategy.
#[test]
fn published_nimbers() {
    let row: Vec<u64> = (1..=12).map(|n| value(&format!("cram 2x{n}"))).collect();
    assert_eq!(row, [1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0]);
    assert_eq!(value("cram 3x6"), 4);
    for (board, nimber) in [("4x4", 0), ("4x5", 2), ("5x4", 2), ("4x6", 0), ("5x5", 0), ("8x10", 0)]
    {
        assert_eq!(value(&format!("cram {board}")), nimber, "{board}");
    }
    // 1×n is the octal game 0.07 at heap n.
    for n in [1, 5, 17, 40, 64] {
        assert_eq!(value(&format!("cram 1x{n}")), value(&format!("octal(0.07) {n}")), "1x{n}");
    }
}

#[test]
fn moves_leave_boards_that_parse_back() {
    let game = parse("cram 3x4 + cram(..#/...)").unwrap();
    let analysis = Analysis::new(&game, &Limits::default()).unwrap();
    for listed in analysis.winning_moves() {
        let to = listed.expect("listed").to;
        // Each option parses back, and leaves value 0 with the rest.
        parse(&to).unwrap_or_else(|e| panic!("{to}: {e}"));
    }
    let error = |text: &str| parse(text).map(|_| ()).unwrap_err().to_string();
    assert!(error("cram 0x3").contains("sides from 1 to 64"));
    assert!(error("cram 65x1").contains("sides from 1 to 64"));
    assert!(error("cram(../..) 3x4").contains("takes no operands"));
    assert!(error("cram(../..,..)").contains("expected one board"));
    assert!(error("cram 3").contains("board RxC"));
}
