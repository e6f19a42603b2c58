//! The cutting game: the reduced normal-play game against a search of the
//! literal rules (whoever cuts out a 1×1 piece wins).

use std::collections::HashMap;

use grundy::rulesets::Cutting;
use grundy::{parse, Analysis, Error, Limits, Nimber, Outcome, Solver};

type Pieces = Vec<(u8, u8)>;

/// The pieces of cutting (w, h) at each grid line: (first, second).
fn cuts(w: u8, h: u8) -> Vec<((u8, u8), (u8, u8))> {
    let across = (1..w).map(|i| ((i, h), (w - i, h)));
    across.chain((1..h).map(|j| ((w, j), (w, h - j)))).collect()
}

/// Whether the player to move wins the literal game: the game is over
/// (lost) once a 1×1 piece is cut out; otherwise some cut makes a 1×1 piece,
/// or leaves a position the opponent loses.
fn literal_wins(pieces: &Pieces, memo: &mut HashMap<Pieces, bool>) -> bool {
    if let Some(&wins) = memo.get(pieces) {
        return wins;
    }
    let wins = !pieces.contains(&(1, 1))
        && literal_moves(pieces).iter().any(|(_, after)| !literal_wins(after, memo));
    memo.insert(pieces.clone(), wins);
    wins
}

/// Every literal cut of `pieces` (sorted, each (short, long)): the index of
/// the piece cut and the pieces after, sorted the same way.
fn literal_moves(pieces: &Pieces) -> Vec<(usize, Pieces)> {
    let normal = |p: (u8, u8)| (p.0.min(p.1), p.0.max(p.1));
    let mut moves = Vec::new();
    for (k, &(w, h)) in pieces.iter().enumerate() {
        for (a, b) in cuts(w, h) {
            let mut after = pieces.clone();
            after.remove(k);
            after.extend([normal(a), normal(b)]);
            after.sort_unstable();
            moves.push((k, after));
        }
    }
    moves
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

/// Pieces written WxH after `cutting`, each as (short, long).
fn pieces_of(description: &str) -> Pieces {
    let words = description.strip_prefix("cutting ").expect("a cutting description");
    let piece = |word: &str| {
        let (w, h) = word.split_once('x').expect("WxH");
        let (w, h): (u8, u8) = (w.parse().unwrap(), h.parse().unwrap());
        (w.min(h), w.max(h))
    };
    words.split(' ').map(piece).collect()
}

/// Sums of up to three pieces of sides 1 to 4, side-1 pieces included: who
/// wins, and the set of winning moves, against the literal game.
#[test]
fn every_answer_and_winning_move_agrees_with_the_literal_game() {
    let mut memo = HashMap::new();
    let sides: Vec<(u8, u8)> = (1..=4).flat_map(|w| (1..=4).map(move |h| (w, h))).collect();
    let mut sums: Vec<Vec<(u8, u8)>> = sides.iter().map(|&a| vec![a]).collect();
    for (i, &a) in sides.iter().enumerate() {
        for (j, &b) in sides.iter().enumerate().skip(i) {
            sums.push(vec![a, b]);
            for &c in &sides[j..] {
                sums.push(vec![a, b, c]);
            }
        }
    }
    for sum in sums {
        let text: Vec<String> = sum.iter().map(|(w, h)| format!("{w}x{h}")).collect();
        let text = format!("cutting {}", text.join(" "));
        let game = parse(&text).unwrap();
        let analysis = Analysis::new(&game, &Limits::default()).unwrap();
        let mut pieces: Pieces = sum.iter().map(|&(w, h)| (w.min(h), w.max(h))).collect();
        let wins = literal_wins(
            &{
                pieces.sort_unstable();
                pieces.clone()
            },
            &mut memo,
        );
        assert_eq!(analysis.outcome() == Outcome::N, wins, "{text}");
        // Winning moves as (piece cut, pieces after), both sorted.
        let mut listed: Vec<((u8, u8), Pieces)> = analysis
            .winning_moves()
            .map(|m| {
                let m = m.unwrap();
                let (w, h) = sum[m.component];
                let mut after: Pieces = pieces.clone();
                let at = after.iter().position(|&p| p == (w.min(h), w.max(h))).unwrap();
                after.remove(at);
                after.extend(pieces_of(&m.to));
                after.sort_unstable();
                ((w.min(h), w.max(h)), after)
            })
            .collect();
        listed.sort_unstable();
        listed.dedup();
        let mut expected: Vec<((u8, u8), Pieces)> = match pieces.contains(&(1, 1)) {
            true => Vec::new(),
            false => literal_moves(&pieces)
                .into_iter()
                .filter(|(_, after)| !literal_wins(after, &mut memo))
                .map(|(k, after)| (pieces[k], after))
                .collect(),
        };
        expected.sort_unstable();
        expected.dedup();
        assert_eq!(listed, expected, "{text}");
    }
}

#[test]
fn a_piece_with_a_side_of_1_decides_the_sum() {
    let game = parse("cutting 3x1 + nim 5").unwrap();
    let analysis = Analysis::new(&game, &Limits::default()).unwrap();
    assert_eq!(analysis.outcome(), Outcome::N);
    let moves: Vec<_> = analysis.winning_moves().map(Result::unwrap).collect();
    assert_eq!(moves.len(), 1);
    assert_eq!((moves[0].from.as_str(), moves[0].to.as_str()), ("cutting 3x1", "cutting 1x1 2x1"));
    // The move parses back, to a game that is over.
    let after = parse(&moves[0].to).unwrap();
    let analysis = Analysis::new(&after, &Limits::default()).unwrap();
    assert_eq!(analysis.outcome(), Outcome::P);
    assert_eq!(analysis.winning_moves().count(), 0);
    // No limit is reached: the other components are not valued.
    let game = parse("cutting 1x2 1000x1000 + kayles 1000000000000").unwrap();
    let analysis = Analysis::new(&game, &Limits::default()).unwrap();
    assert_eq!(analysis.outcome(), Outcome::N);
    assert_eq!(analysis.nimber(), None);
}

#[test]
fn pieces_without_area_or_shape_are_refused() {
    let message = |text: &str| match parse(text) {
        Err(Error::Parse(e)) => e.message.to_string(),
        other => panic!("{text}: {other:?}"),
    };
    assert!(message("cutting 0x5").contains("positive sides"));
    assert!(message("cutting 5").contains("piece WxH"));
}
