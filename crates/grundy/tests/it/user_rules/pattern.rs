//! The patterns `grundy table` tries on a rule's value grid, each held to
//! the grid it is tried on: a form reported to hold holds on every cell
//! (checked here cell by cell against the catalogue or the definition),
//! and one reported to fail fails at the cell named and at no earlier one.

use grundy::rulesets::user::{grid, Candidate, Grid};
use grundy::{parse, Analysis, Limits, Outcome};

use super::{Repo, ED, KIKI, WYTHOFF};

fn grid_of(path: &str, from: u64, upto: u64) -> (Grid, Vec<Candidate>) {
    let rule = grundy::rulesets::parse_rule_with(&format!("rule({path})"), &Repo::new()).unwrap();
    let grid = grid(&rule, from, upto, &Limits::default()).unwrap();
    let candidates = grid.candidates(&rule.names());
    (grid, candidates)
}

fn holds(candidates: &[Candidate], name: &str) -> Option<bool> {
    candidates.iter().find(|c| c.name == name).map(|c| c.fails_at.is_none())
}

#[test]
fn kiki_is_decided_by_parity_and_is_no_sum() {
    let (grid, candidates) = grid_of(KIKI, 1, 12);
    assert_eq!(holds(&candidates, "residues"), Some(true));
    let residues = candidates.iter().find(|c| c.name == "residues").unwrap();
    assert!(
        residues.form.contains("% 2") && residues.form.contains("{(1, 1)}"),
        "{}",
        residues.form
    );
    // P exactly where both are odd.
    for (x, y) in grid.p_positions() {
        assert!(x % 2 == 1 && y % 2 == 1, "({x}, {y})");
    }
    assert_eq!(grid.p_positions().len(), 36);
    assert_eq!(holds(&candidates, "sum"), Some(false));
    assert_eq!(holds(&candidates, "nim"), Some(false));
}

#[test]
fn e_and_d_has_its_bit_formula() {
    let (grid, candidates) = grid_of(ED, 1, 16);
    assert_eq!(holds(&candidates, "bits"), Some(true));
    for x in 1..=16u64 {
        for y in 1..=16u64 {
            let exact = (!((x - 1) | (y - 1))).trailing_zeros();
            assert_eq!(grid.at(x, y).finite().unwrap().to_nimber().unwrap().0, u64::from(exact));
        }
    }
}

#[test]
fn wythoff_written_as_a_rule_has_the_beatty_pairs() {
    let (grid, candidates) = grid_of(WYTHOFF, 0, 30);
    assert_eq!(holds(&candidates, "wythoff"), Some(true));
    for (x, y) in grid.p_positions() {
        let game = parse(&format!("wythoff {x} {y}")).unwrap();
        assert_eq!(Analysis::new(&game, &Limits::default()).unwrap().outcome(), Outcome::P);
    }
    // Every P-position of the catalogue's wythoff in the box is in the grid's.
    let mut catalogue = Vec::new();
    for x in 0..=30u64 {
        for y in 0..=30u64 {
            let game = parse(&format!("wythoff {x} {y}")).unwrap();
            if Analysis::new(&game, &Limits::default()).unwrap().outcome() == Outcome::P {
                catalogue.push((x, y));
            }
        }
    }
    assert_eq!(grid.p_positions(), catalogue);
}

/// Two heaps of Nim written as one rule on two numbers is Nim itself, and
/// a sum of two games: both forms hold, the others fail where they say.
#[test]
fn a_sum_is_seen_as_one() {
    let files = Repo::with("pairs/nim.rhai", "fn moves(x, y) { [[0..x, y], [x, 0..y]] }");
    let rule = grundy::rulesets::parse_rule_with("rule(pairs/nim.rhai)", &files).unwrap();
    let grid = grid(&rule, 0, 12, &Limits::default()).unwrap();
    let candidates = grid.candidates(&rule.names());
    assert_eq!(holds(&candidates, "sum"), Some(true));
    assert_eq!(holds(&candidates, "nim"), Some(true));
    let bits = candidates.iter().find(|c| c.name == "bits").unwrap();
    let (x, y) = bits.fails_at.unwrap();
    // ctz(!(x | y)) agrees with x ^ y before the cell named, not at it.
    let agrees = |a: u64, b: u64| u64::from((!(a | b)).trailing_zeros()) == a ^ b;
    assert!(!agrees(x, y));
    for a in 0..=12u64 {
        for b in 0..=12u64 {
            if (a, b) < (x, y) {
                assert!(agrees(a, b), "({a}, {b})");
            }
        }
    }
}
