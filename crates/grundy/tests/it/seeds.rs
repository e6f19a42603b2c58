//! The answers the seed documents give for their worked examples.

use grundy::period::{compute_period, PeriodSearch};
use grundy::{parse, parse_ruleset, Analysis, HeapValues, Limits, Outcome};

/// The heaps n < `below` where `ruleset` (a single heap) is a P-position.
fn losing_heaps(ruleset: &str, below: u64) -> Vec<u64> {
    let values =
        HeapValues::new(parse_ruleset(ruleset).unwrap(), below, &Limits::default()).unwrap();
    (0..below).filter(|&n| values.value(n).is_zero()).collect()
}

#[test]
fn subtract_1_3_4_loses_at_0_and_2_mod_7() {
    let expected: Vec<u64> = (0..700).filter(|n| n % 7 == 0 || n % 7 == 2).collect();
    assert_eq!(losing_heaps("subtract(1,3,4)", 700), expected);
    let report =
        compute_period(parse_ruleset("subtract(1,3,4)").unwrap().as_ref(), PeriodSearch::default())
            .unwrap();
    let found = report.periodicity.unwrap();
    assert_eq!((found.period, found.preperiod, found.is_proved()), (7, 0, true));
}

#[test]
fn powers_of_two_give_n_mod_3() {
    let ruleset = parse_ruleset("subtract(1,2,4,8,16,32,64,128,256,512,1024)").unwrap();
    let values = HeapValues::new(ruleset, 5000, &Limits::default()).unwrap();
    for n in 0..5000 {
        assert_eq!(values.value(n).0, n % 3, "heap {n}");
    }
}

#[test]
fn bash_loses_at_multiples_of_m_plus_1() {
    for m in 1..20u64 {
        let expected: Vec<u64> = (0..300).filter(|n| n % (m + 1) == 0).collect();
        assert_eq!(losing_heaps(&format!("bash({m})"), 300), expected, "bash({m})");
    }
}

/// HDU 1850 asks how many first moves win: for heaps 5 7 9 there is one.
#[test]
fn nim_5_7_9_has_one_winning_first_move() {
    let game = parse("nim 5 7 9").unwrap();
    let analysis = Analysis::new(&game, &Limits::default()).unwrap();
    assert_eq!(analysis.winning_moves().count(), 1);
}

/// The seed's opening example: heaps 3, 3, 1 — the first player wins by
/// taking the single counter, or by taking one from either heap of 3.
#[test]
fn nim_3_3_1_is_won_by_taking_the_single_counter() {
    let game = parse("nim 3 3 1").unwrap();
    let analysis = Analysis::new(&game, &Limits::default()).unwrap();
    assert_eq!(analysis.outcome(), Outcome::N);
    let moves: Vec<_> =
        analysis.winning_moves().map(|m| m.unwrap()).map(|m| (m.component, m.to)).collect();
    assert_eq!(moves, [(0, "nim 2".into()), (1, "nim 2".into()), (2, "nim 0".into())]);
}

/// Tang and Jiang take 1, 3 or 4 stones; Tang moves first and wins at 1, loses at 2.
#[test]
fn tang_wins_at_one_stone_and_loses_at_two() {
    let outcome = |n: u64| {
        let game = parse(&format!("subtract(1,3,4) {n}")).unwrap();
        let outcome = Analysis::new(&game, &Limits::default()).unwrap().outcome();
        outcome
    };
    assert_eq!(outcome(1), Outcome::N);
    assert_eq!(outcome(2), Outcome::P);
    assert_eq!(
        outcome(100_000),
        if matches!(100_000 % 7, 0 | 2) { Outcome::P } else { Outcome::N }
    );
}
