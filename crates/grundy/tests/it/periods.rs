//! Periods: the least period and preperiod, proved only on the theorem's bound.

use grundy::heap::{HeapRuleset, PeriodTheorem};
use grundy::period::{compute_period, find_period, Evidence, PeriodSearch};
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
    let values: Vec<Nimber> = [0u64, 1, 0, 1, 2, 3, 2]
        .iter()
        .cycle()
        .take(17)
        .map(|&v| Nimber(v))
        .collect();
    let theorem = PeriodTheorem::Subtraction { max_move: 4 };
    // Period 7 from 0 needs 0 + 14 + 4 = 18 values; 17 are not enough.
    assert_eq!(find_period(&values, false, Some(theorem)), None);
    let more: Vec<Nimber> = [0u64, 1, 0, 1, 2, 3, 2]
        .iter()
        .cycle()
        .take(18)
        .map(|&v| Nimber(v))
        .collect();
    assert!(find_period(&more, false, Some(theorem))
        .unwrap()
        .is_proved());
}

#[test]
fn allbut_periods_are_observed_not_proved() {
    let ruleset = AllBut::new(vec![1, 2]).unwrap();
    let report = compute_period(
        &ruleset,
        PeriodSearch {
            initial: 1024,
            limit: 4096,
        },
    )
    .unwrap();
    let found = report.periodicity.unwrap();
    assert_eq!(found.evidence, Evidence::Observed);
    assert!(found.saltus > 0);
}

proptest! {
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
