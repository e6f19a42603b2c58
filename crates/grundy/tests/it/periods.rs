//! Periods: the least period and preperiod, proved only on the theorem's bound.

use grundy::heap::HeapRuleset;
use grundy::period::{
    compute_period, compute_period_watched, find_proved_period, Evidence, PeriodSearch,
    PeriodTheorem,
};
use grundy::rulesets::{AllBut, Subtract};
use grundy::{HeapValues, Limits, Nimber};
use proptest::prelude::*;

/// Period and preperiod found for `set`, and whether proved.
fn check(set: &[u64], period: u64, preperiod: u64) {
    let ruleset = Subtract::new(set.to_vec()).unwrap();
    let report = compute_period(&ruleset, PeriodSearch::default()).unwrap();
    let found = report.periodicity.unwrap();
    assert_eq!(
        (found.period, found.preperiod, found.is_proved()),
        (period, preperiod, true),
        "{set:?}"
    );
}

/// Periods from the literature (Berlekamp, Conway and Guy, *Winning Ways*,
/// ch. 4) and from direct computation.
#[test]
fn known_periods() {
    check(&[1], 2, 0);
    check(&[1, 2, 3], 4, 0);
    check(&[1, 3, 4], 7, 0);
    check(&[2, 5, 6], 11, 0);
    check(&[1, 4], 5, 0);
    check(&[2, 3], 5, 0);
    check(&[3, 4, 5], 8, 0);
    check(&[1, 2, 4, 8, 16, 32], 3, 0);
}

/// The proof must wait for the theorem's bound: e + 2p + k values.
#[test]
fn not_proved_before_the_bound() {
    let values: Vec<Nimber> =
        [0u64, 1, 0, 1, 2, 3, 2].iter().cycle().take(17).map(|&v| Nimber(v)).collect();
    let theorem = PeriodTheorem::Subtraction { max_move: 4 };
    // Period 7 from 0 needs 0 + 14 + 4 = 18 values; 17 are not enough.
    assert_eq!(find_proved_period(&values, theorem), None);
    let more: Vec<Nimber> =
        [0u64, 1, 0, 1, 2, 3, 2].iter().cycle().take(18).map(|&v| Nimber(v)).collect();
    assert!(find_proved_period(&more, theorem).unwrap().is_proved());
}

/// All-but games are arithmetic-periodic, proved by the all-but theorem:
/// allbut(1,2) has G(n) = ⌊n/3⌋ (period 3, saltus 1).
#[test]
fn allbut_periods_are_proved() {
    let ruleset = AllBut::new(vec![1, 2]).unwrap();
    let report = compute_period(&ruleset, PeriodSearch::default()).unwrap();
    let found = report.periodicity.unwrap();
    assert!(matches!(
        found.evidence,
        Evidence::Theorem { theorem: PeriodTheorem::AllBut { .. }, .. }
    ));
    assert_eq!((found.preperiod, found.period, found.saltus), (0, 3, 1));
}

/// A long preperiod, found and proved here and checked against a table of
/// 10⁶ values computed independently.
#[test]
fn allbut_3_30_34_37_has_a_long_preperiod() {
    let ruleset = AllBut::new(vec![3, 30, 34, 37]).unwrap();
    let report = compute_period(&ruleset, PeriodSearch::default()).unwrap();
    let found = report.periodicity.unwrap();
    assert!(found.is_proved());
    assert_eq!((found.preperiod, found.period, found.saltus), (73719, 346, 118));
}

/// A watched search finds what the plain one finds, computed in parts it
/// reports in order, each within its stretch, the last at the end; and the
/// watcher's error stops it.
#[test]
fn a_watched_search_reports_its_parts() {
    let ruleset = AllBut::new(vec![3, 30, 34, 37]).unwrap();
    let plain = compute_period(&ruleset, PeriodSearch::default()).unwrap();
    let mut seen = Vec::new();
    let mut watch = |p: grundy::period::PeriodProgress| {
        seen.push((p.computed, p.target));
        Ok(())
    };
    let watched =
        compute_period_watched(&ruleset, PeriodSearch::default(), Some(&mut watch)).unwrap();
    assert_eq!(watched, plain);
    assert!(seen.len() > 5, "{seen:?}");
    assert!(seen.windows(2).all(|w| w[0].0 < w[1].0 && w[0].1 <= w[1].1), "{seen:?}");
    assert!(seen.iter().all(|&(done, target)| done <= target));
    assert_eq!(seen.last(), Some(&(plain.values.len() as u64, plain.values.len() as u64)));
    let mut stop = |_| Err(grundy::Error::Interrupted);
    let stopped = compute_period_watched(&ruleset, PeriodSearch::default(), Some(&mut stop));
    assert!(matches!(stopped, Err(grundy::Error::Interrupted)));
}

/// A sequence that repeats for a while and then breaks is never proved.
#[test]
fn a_broken_pattern_is_not_proved() {
    // G = ⌊n/3⌋ for 40 values, then a value that breaks it.
    let mut values: Vec<Nimber> = (0..40).map(|n| Nimber(n / 3)).collect();
    values.push(Nimber(0));
    let theorem = PeriodTheorem::AllBut { excluded: 2, max_excluded: 2 };
    let found = find_proved_period(&values, theorem);
    assert!(found.is_none_or(|f| f.preperiod >= 38), "{found:?}");
}

/// A proved periodicity agrees with a long table, and is the least one.
fn check_proved_holds_far_beyond(ruleset: &dyn HeapRuleset) -> Result<(), TestCaseError> {
    let report = compute_period(
        ruleset,
        PeriodSearch { initial: 64, limit: 1 << 16, ..PeriodSearch::default() },
    )
    .unwrap();
    // A few games have long preperiods (allbut(3,30,34,37): 73719) that the
    // limit does not reach; they are skipped, not failed.
    let found = report.periodicity.filter(|f| f.is_proved());
    prop_assume!(found.is_some(), "{} not proved within the limit", ruleset.name());
    let found = found.unwrap();
    let len = report.values.len() * 3 + 1000;
    let mut table = Vec::new();
    ruleset.extend_table(&mut table, len).unwrap();
    for n in 0..len as u64 {
        prop_assert_eq!(found.extrapolate(&report.values, n), table[n as usize], "heap {}", n);
    }
    let (e, p, s) = (found.preperiod as usize, found.period as usize, found.saltus);
    for d in 1..p {
        let holds = (e..len - d).all(|n| table[n + d].0 == table[n].0 + s * d as u64 / p as u64)
            && (s * d as u64).is_multiple_of(p as u64);
        prop_assert!(!holds, "period {} also holds", d);
    }
    if e > 0 {
        prop_assert_ne!(table[e - 1 + p].0, table[e - 1].0 + s);
    }
    Ok(())
}

proptest! {
    #[test]
    fn allbut_proved_periods_hold_far_beyond(excluded in prop::collection::vec(1u64..40, 1..6)) {
        let ruleset = AllBut::new(excluded).unwrap();
        check_proved_holds_far_beyond(&ruleset)?;
    }

    /// A proved period, extrapolated, agrees with a table computed far past
    /// the values used for the proof; and it is the least period.
    #[test]
    fn proved_periods_hold_far_beyond(set in prop::collection::vec(1u64..25, 1..5)) {
        let ruleset = Subtract::new(set).unwrap();
        let report = compute_period(&ruleset, PeriodSearch::default()).unwrap();
        let found = report.periodicity.unwrap();
        prop_assert!(found.is_proved());
        let len = report.values.len() * 3 + 1000;
        let mut table = Vec::new();
        ruleset.extend_table(&mut table, len).unwrap();
        for n in 0..len as u64 {
            prop_assert_eq!(found.extrapolate(&report.values, n), table[n as usize]);
        }
        // Least: no smaller period and no earlier start holds on the long table.
        let e = found.preperiod as usize;
        for p in 1..found.period as usize {
            prop_assert!((e..len - p).any(|n| table[n] != table[n + p]), "period {} also holds", p);
        }
        if e > 0 {
            prop_assert_ne!(table[e - 1], table[e - 1 + found.period as usize]);
        }
    }

    /// Heap values past a proved period come from it, and equal the table.
    #[test]
    fn large_heaps_by_period(set in prop::collection::vec(1u64..12, 1..4), heap in 100_000u64..200_000) {
        let ruleset = Subtract::new(set).unwrap();
        let values = HeapValues::new(std::sync::Arc::new(ruleset.clone()), heap, &Limits::default()).unwrap();
        let mut table = Vec::new();
        ruleset.extend_table(&mut table, heap as usize + 1).unwrap();
        prop_assert_eq!(values.value(heap), table[heap as usize]);
    }
}

proptest! {
    /// Winning moves on all-but heaps far past the table come from the
    /// proved period and equal those read off a full table.
    #[test]
    fn allbut_moves_past_the_table(excluded in prop::collection::vec(1u64..12, 1..4), heap in 20_000u64..40_000, target in 0u64..20_000) {
        let ruleset = AllBut::new(excluded).unwrap();
        let values = HeapValues::new(std::sync::Arc::new(ruleset.clone()), heap, &Limits::default()).unwrap();
        prop_assume!((values.table().len() as u64) < heap);
        let mut table = Vec::new();
        ruleset.extend_table(&mut table, heap as usize + 1).unwrap();
        let target = Nimber(target % (table[heap as usize].0 + 2));
        let mut found = grundy::Options::new();
        values.options_with_value(heap, target, &mut found);
        let found: Vec<u64> = found.components().to_vec();
        let expected: Vec<u64> = (0..heap)
            .filter(|&m| table[m as usize] == target && !ruleset.excluded().contains(&(heap - m)))
            .collect();
        prop_assert_eq!(found, expected);
    }
}

#[test]
fn heaps_of_any_size_by_period() {
    let values = HeapValues::new(
        std::sync::Arc::new(Subtract::new(vec![1, 3, 4]).unwrap()),
        u64::MAX,
        &Limits::default(),
    )
    .unwrap();
    // 2^64 − 1 = 18446744073709551615 ≡ 1 (mod 7), and G(1) = 1.
    assert_eq!(values.value(u64::MAX), Nimber(1));
    assert!(values.table().len() < 10_000);
}

/// `HeapValues::up_to`, which walks a proved period without a division per
/// heap (what `grundy table` writes), gives exactly the values `value` gives
/// heap by heap, and those a full table holds: periodic and arithmetic-
/// periodic values past a short table, tables alone and closed forms.
#[test]
fn values_in_order_equal_values_one_by_one() {
    for ruleset in [
        "kayles",
        "dawson",
        "subtract(1,3,4)",
        "allbut(1,2)",
        "allbut(3,5,6)",
        "nim",
        "bash(3)",
        "lasker",
        "octal(0.137)",
    ] {
        let ruleset = grundy::parse_ruleset(ruleset).unwrap();
        for upto in [0, 1, 7, 150, 5_000] {
            let values = HeapValues::new(ruleset.clone(), upto, &Limits::default()).unwrap();
            let walked: Vec<Nimber> = values.up_to(upto).collect();
            let one_by_one: Vec<Nimber> = (0..=upto).map(|n| values.value(n)).collect();
            assert_eq!(walked, one_by_one, "{} up to {upto}", ruleset.name());
            let mut table = Vec::new();
            ruleset.extend_table(&mut table, upto as usize + 1).unwrap();
            assert_eq!(walked, table, "{} up to {upto}", ruleset.name());
        }
    }
    // The walk past the table is exercised: Kayles' table stops short of 5,000.
    let kayles = grundy::parse_ruleset("kayles").unwrap();
    assert!(
        (HeapValues::new(kayles, 5_000, &Limits::default()).unwrap().table().len() as u64) < 5_000
    );
}
