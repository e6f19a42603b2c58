//! The cutting game: the reduced normal-play game against a search of the
//! literal rules (whoever cuts out a 1×1 piece wins).

use std::collections::HashMap;

use grundy::rulesets::Cutting;
use grundy::{parse, Analysis, Error, Limits, Nimber, Solver};

type Pieces = Vec<(u8, u8)>;

/// The pieces of cutting (w, h) at each grid line: (first, second).
fn cuts(w: u8, h: u8) -> Vec<((u8, u8), (u8, u8))> {
    let across = (1..w).map(|i| ((i, h), (w - i, h)));
    across.chain((1..h).map(|j| ((w, j), (w, h - j)))).collect()
}

/// Whether the player to move wins the literal game: some cut makes a 1×1
/// piece, or some cut leaves a position the opponent loses.
fn literal_wins(pieces: &Pieces, memo: &mut HashMap<Pieces, bool>) -> bool {
    if let Some(&wins) = memo.get(pieces) {
        return wins;
    }
    let one_by_one =
        pieces.iter().any(|&(w, h)| cuts(w, h).iter().any(|&(a, b)| a == (1, 1) || b == (1, 1)));
    let wins = one_by_one
        || (0..pieces.len()).any(|k| {
            let (w, h) = pieces[k];
            cuts(w, h).into_iter().any(|(a, b)| {
                let mut after = pieces.clone();
                after.remove(k);
                after.push((a.0.min(a.1), a.0.max(a.1)));
                after.push((b.0.min(b.1), b.0.max(b.1)));
                after.sort_unstable();
                !literal_wins(&after, memo)
            })
        });
    memo.insert(pieces.clone(), wins);
    wins
}

#[test]
fn the_reduction_agrees_with_the_literal_game_on_boards_and_pairs_up_to_6x6() {
    let mut memo = HashMap::new();
    let mut solver = Solver::new(Cutting);
    let boards: Vec<(u8, u8)> = (2..=6).flat_map(|w| (2..=6).map(move |h| (w, h))).collect();
    let value = |solver: &mut Solver<Cutting>, (w, h): (u8, u8)| {
        solver.value(&(w as u64, h as u64)).unwrap()
    };
    for &a in &boards {
        let normal = |p: (u8, u8)| (p.0.min(p.1), p.0.max(p.1));
        let g = value(&mut solver, a);
        assert_eq!(literal_wins(&vec![normal(a)], &mut memo), !g.is_zero(), "{a:?}");
        for &b in &boards {
            let mut pieces = vec![normal(a), normal(b)];
            pieces.sort_unstable();
            let sum = g ^ value(&mut solver, b);
            assert_eq!(literal_wins(&pieces, &mut memo), !sum.is_zero(), "{a:?} + {b:?}");
        }
    }
}

#[test]
fn cutting_known_answers() {
    // POJ 2311's samples: 2×2 and 3×2 lose, 4×2 wins.
    let mut solver = Solver::new(Cutting);
    assert_eq!(solver.value(&(2, 2)).unwrap(), Nimber(0));
    assert_eq!(solver.value(&(3, 2)).unwrap(), Nimber(0));
    assert_ne!(solver.value(&(4, 2)).unwrap(), Nimber(0));
    // Symmetric in w and h.
    for w in 2..=12 {
        for h in 2..=12 {
            assert_eq!(solver.value(&(w, h)).unwrap(), solver.value(&(h, w)).unwrap());
        }
    }
    let game = parse("cutting 200x200").unwrap();
    let analysis = Analysis::new(&game, &Limits::default()).unwrap();
    assert!(analysis.nimber().is_some());
    let game = parse("cutting 1000x1000").unwrap();
    let error = Analysis::new(&game, &Limits::default()).unwrap_err();
    assert!(error.to_string().contains("--max-search"), "{error}");
}

#[test]
fn pieces_with_a_side_of_1_are_refused() {
    let message = |text: &str| match parse(text) {
        Err(Error::Parse(e)) => e.message,
        other => panic!("{text}: {other:?}"),
    };
    assert!(message("cutting 1x5").contains("side of 1"));
    assert!(message("cutting 1x1").contains("already cut out"));
    assert!(message("cutting 0x5").contains("positive sides"));
    assert!(message("cutting 5").contains("piece WxH"));
}
