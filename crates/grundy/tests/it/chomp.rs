//! Chomp: the packed search against an independent plain search, and the
//! known theorems about bars.

use std::collections::HashMap;

use grundy::rulesets::{Board, Chomp};
use grundy::{parse, Analysis, BigNimber, Error, Limits, Nimber, Outcome, SearchRules, Solver};

/// G of a board (row lengths, bottom first, no empty rows) by a plain
/// memoised recursion over vectors, written from the rules alone.
fn plain(rows: &[u64], memo: &mut HashMap<Vec<u64>, u64>) -> u64 {
    if let Some(&value) = memo.get(rows) {
        return value;
    }
    let mut seen = Vec::new();
    for i in 0..rows.len() {
        for j in 0..rows[i] {
            if i == 0 && j == 0 {
                continue;
            }
            let mut after: Vec<u64> =
                rows.iter().enumerate().map(|(r, &l)| if r < i { l } else { l.min(j) }).collect();
            while after.last() == Some(&0) {
                after.pop();
            }
            seen.push(plain(&after, memo));
        }
    }
    let value = (0..).find(|v| !seen.contains(v)).unwrap();
    memo.insert(rows.to_vec(), value);
    value
}

/// Every board inside rows × columns: non-increasing row lengths.
fn boards(rows: usize, columns: u64) -> Vec<Vec<u64>> {
    let mut all = vec![vec![]];
    for _ in 0..rows {
        let mut next = Vec::new();
        for board in &all {
            let top = board.last().copied().unwrap_or(columns);
            for length in 1..=top {
                let mut grown = board.clone();
                grown.push(length);
                next.push(grown);
            }
        }
        all.extend(next);
        all.sort();
        all.dedup();
    }
    all.retain(|b| !b.is_empty());
    all
}

fn value(solver: &mut Solver<Chomp>, rows: &[u64]) -> Nimber {
    solver.value(&Board::new(rows).unwrap()).unwrap()
}

#[test]
fn chomp_equals_a_plain_search_on_every_board_inside_6x6() {
    let mut memo = HashMap::new();
    let mut solver = Solver::new(Chomp);
    let all = boards(6, 6);
    assert_eq!(all.len(), 923); // C(12, 6) − 1 boards, the empty one left out
    for rows in all {
        assert_eq!(value(&mut solver, &rows).0, plain(&rows, &mut memo), "{rows:?}");
        assert_eq!(Board::new(&rows).unwrap().rows(), rows);
    }
}

/// Strategy stealing: every bar but 1×1 is a first-player win.
#[test]
fn the_first_player_wins_every_bar_larger_than_1x1() {
    let mut solver = Solver::new(Chomp);
    assert_eq!(value(&mut solver, &[1]), Nimber(0));
    for r in 1..=7usize {
        for c in 1..=7u64 {
            if r * c as usize > 1 {
                assert_ne!(value(&mut solver, &vec![c; r]), Nimber(0), "{r}x{c}");
            }
        }
    }
}

/// On n×n, taking (2,2) leaves an L with equal arms, which is P (mirror play).
#[test]
fn square_bars_lose_after_the_l_is_left() {
    let mut solver = Solver::new(Chomp);
    for n in 2..=9u64 {
        let mut l = vec![n];
        l.extend(std::iter::repeat_n(1, n as usize - 1));
        assert_eq!(value(&mut solver, &l), Nimber(0), "L of arm {n}");
    }
}

/// Two-row Chomp: the P-positions are exactly rows (a, a−1).
#[test]
fn two_row_p_positions_are_a_and_a_minus_1() {
    let mut solver = Solver::new(Chomp);
    for a in 1..=14u64 {
        for b in 0..=a {
            let rows: Vec<u64> = [a, b].into_iter().filter(|&l| l > 0).collect();
            assert_eq!(value(&mut solver, &rows).is_zero(), b + 1 == a, "({a}, {b})");
        }
    }
}

#[test]
fn chomp_10x10_is_searched_within_the_default_limit() {
    let game = parse("chomp 10x10").unwrap();
    let analysis = Analysis::new(&game, &Limits::default()).unwrap();
    assert_eq!(analysis.outcome(), Outcome::N);
    // The known winning move of n×n: take (2,2), leaving the L.
    let moves: Vec<String> = analysis.winning_moves().map(Result::unwrap).map(|m| m.to).collect();
    assert!(moves.contains(&"chomp(10,1,1,1,1,1,1,1,1,1)".to_string()), "{moves:?}");
    for text in moves {
        let after = parse(&text).unwrap();
        assert_eq!(Analysis::new(&after, &Limits::default()).unwrap().outcome(), Outcome::P);
    }
    let stealing = |r: &grundy::Reason| matches!(r, grundy::Reason::StrategyStealing { .. });
    assert!(analysis.explain(0, 0).iter().any(stealing));
}

#[test]
fn chomp_descriptions_and_limits() {
    let game = parse("chomp 3x4 2x2 + chomp(4,3,3,1)").unwrap();
    assert_eq!(game.to_string(), "chomp 3x4 + chomp 2x2 + chomp(4,3,3,1)");
    let analysis = Analysis::new(&game, &Limits::default()).unwrap();
    let mut memo = HashMap::new();
    let expected =
        plain(&[4, 4, 4], &mut memo) ^ plain(&[2, 2], &mut memo) ^ plain(&[4, 3, 3, 1], &mut memo);
    assert_eq!(analysis.nimber(), Some(&BigNimber::from(expected)));
    // Search sizes are estimated before searching, and the flag is named.
    assert!(Chomp.search_size(&Board::new(&[10; 10]).unwrap()) >= 184_756 * 99);
    let error = Analysis::new(&parse("chomp 20x20").unwrap(), &Limits::default()).unwrap_err();
    assert!(error.to_string().contains("--max-search"), "{error}");
    let message = |text: &str| match parse(text) {
        Err(Error::Parse(e)) => e.message.to_string(),
        other => panic!("{text}: {other:?}"),
    };
    assert!(message("chomp(3,4)").contains("non-increasing"));
    assert!(message("chomp 0x3").contains("at least one row"));
    assert!(message("chomp 3y4").contains("board RxC"));
    assert!(message("chomp 100x100").contains("at most 126 rows plus columns"));
}
