//! Every closed form and fast table equals the generic solver, which knows
//! nothing but the moves.

use grundy::heap::{extend_table, HeapRuleset};
use grundy::rulesets::{AllBut, Bash, Nim, Subtract};
use grundy::{Nimber, Solver};
use proptest::prelude::*;

/// G(0..len) by the generic memoised solver.
fn by_search(ruleset: &dyn HeapRuleset, len: u64) -> Vec<Nimber> {
    let mut solver = Solver::new(ruleset);
    (0..len).map(|n| solver.value(&n).unwrap()).collect()
}

/// G(0..len) by the ruleset's own table (closed form, or its fast override).
fn by_ruleset(ruleset: &dyn HeapRuleset, len: u64) -> Vec<Nimber> {
    match ruleset.closed_form(0) {
        Some(_) => (0..len).map(|n| ruleset.closed_form(n).unwrap()).collect(),
        None => {
            let mut table = Vec::new();
            ruleset.extend_table(&mut table, len as usize).unwrap();
            table
        }
    }
}

/// G(0..len) by the generic heap-table solver.
fn by_generic_table(ruleset: &dyn HeapRuleset, len: u64) -> Vec<Nimber> {
    let mut table = Vec::new();
    extend_table(ruleset, &mut table, len as usize).unwrap();
    table
}

fn check(ruleset: &dyn HeapRuleset, len: u64) {
    let expected = by_search(ruleset, len);
    assert_eq!(by_ruleset(ruleset, len), expected, "{}", ruleset.name());
    assert_eq!(by_generic_table(ruleset, len), expected, "{}", ruleset.name());
}

#[test]
fn nim_is_the_heap_itself() {
    check(&Nim, 300);
}

proptest! {
    #[test]
    fn bash_is_n_mod_m_plus_1(m in 1u64..40) {
        check(&Bash::new(m).unwrap(), 200);
    }

    #[test]
    fn subtract_table_equals_search(set in prop::collection::vec(1u64..30, 1..6)) {
        check(&Subtract::new(set).unwrap(), 300);
    }

    #[test]
    fn allbut_counting_table_equals_search(excluded in prop::collection::vec(1u64..20, 1..5)) {
        check(&AllBut::new(excluded).unwrap(), 250);
    }

    /// Tables extended in several stretches equal one computed at once.
    #[test]
    fn tables_extend_in_stretches(excluded in prop::collection::vec(1u64..20, 1..5), cut in 0usize..200) {
        let ruleset = AllBut::new(excluded).unwrap();
        let mut table = Vec::new();
        ruleset.extend_table(&mut table, cut).unwrap();
        ruleset.extend_table(&mut table, 200).unwrap();
        prop_assert_eq!(table, by_generic_table(&ruleset, 200));
    }
}

#[test]
fn huge_heaps_never_overflow() {
    let top = u64::MAX;
    assert_eq!(Nim.closed_form(top), Some(Nimber(top)));
    assert_eq!(Bash::new(top).unwrap().closed_form(top), Some(Nimber(top)));
    assert_eq!(Bash::new(top - 1).unwrap().closed_form(top), Some(Nimber(0)));
    assert_eq!(Bash::new(3).unwrap().closed_form(top), Some(Nimber(3)));
}

#[test]
fn lasker_and_named_sets_match_search() {
    use grundy::rulesets::{Lasker, NamedSet, SubtractNamed};
    check(&Lasker, 200);
    for set in [NamedSet::Odd, NamedSet::Even, NamedSet::Pow2, NamedSet::Fib, NamedSet::Squares] {
        check(&SubtractNamed::new(set), 400);
    }
}

/// Lasker's closed form near the top of its range, where n+1 must not overflow.
#[test]
fn lasker_reaches_the_largest_heap() {
    use grundy::rulesets::Lasker;
    // 2⁶⁴−2 ≡ 2, 2⁶⁴−4 ≡ 0, 2⁶⁴−5 ≡ 3 (mod 4).
    assert_eq!(Lasker.closed_form(u64::MAX - 1), Some(Nimber(u64::MAX - 1)));
    assert_eq!(Lasker.closed_form(u64::MAX - 3), Some(Nimber(u64::MAX - 4)));
    assert_eq!(Lasker.closed_form(u64::MAX - 4), Some(Nimber(u64::MAX - 3)));
    // Past the largest heap whose value fits in 64 bits, the period values it.
    let game = grundy::parse("lasker 18446744073709551615").unwrap();
    let analysis = grundy::Analysis::new(&game, &grundy::Limits::default()).unwrap();
    let two_to_64 = num_bigint::BigUint::from(1u8) << 64u8;
    assert_eq!(analysis.nimber(), Some(&grundy::BigNimber::from(two_to_64)));
}
