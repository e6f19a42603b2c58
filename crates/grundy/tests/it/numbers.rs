//! Games of one component of several numbers (Wythoff, Euclid, staircase
//! Nim): their closed forms against the generic solver on every small
//! position, and at sizes no search reaches.

use grundy::numbers::SmallMoves;
use grundy::rulesets::{Euclid, Staircase, Wythoff};
use grundy::{BigNimber, NumbersRules, Options, Solver};
use num_bigint::BigUint;
use proptest::prelude::*;

fn big(position: &[u64]) -> Vec<BigUint> {
    position.iter().map(|&n| BigUint::from(n)).collect()
}

/// Every closed form of `rules` agrees with the search on `position`.
fn check<R: NumbersRules>(rules: &R, solver: &mut Solver<SmallMoves<'_, R>>, position: &[u64]) {
    let name = format!("{} {position:?}", rules.name());
    let value = solver.value(&position.to_vec()).unwrap();
    let p = big(position);
    assert_eq!(rules.is_p(&p), value.is_zero(), "{name}: outcome");
    if let Some(closed) = rules.value(&p) {
        assert_eq!(closed, BigNimber::from(value), "{name}: value");
    }
    let mut options = Options::new();
    rules.options(position, &mut options);
    let mut expected: Vec<Vec<BigUint>> = options
        .iter()
        .filter(|o| solver.value(&o[0]).unwrap().is_zero())
        .map(|o| big(&o[0]))
        .collect();
    expected.sort();
    expected.dedup();
    let mut found = rules.p_options(&p);
    found.sort();
    assert_eq!(found, expected, "{name}: moves to P-positions");
    for target in 0..4u64 {
        if let Some(mut found) = rules.moves_to(&p, &BigNimber::from(target)) {
            let mut expected: Vec<Vec<BigUint>> = options
                .iter()
                .filter(|o| solver.value(&o[0]).unwrap().0 == target)
                .map(|o| big(&o[0]))
                .collect();
            expected.sort();
            found.sort();
            assert_eq!(found, expected, "{name}: moves to *{target}");
        }
    }
}

#[test]
fn wythoff_and_euclid_match_search_on_small_pairs() {
    let mut solver = Solver::new(SmallMoves(&Wythoff));
    let mut euclid = Solver::new(SmallMoves(&Euclid));
    for a in 0..40 {
        for b in 0..40 {
            check(&Wythoff, &mut solver, &[a, b]);
            check(&Euclid, &mut euclid, &[a, b]);
        }
    }
}

#[test]
fn staircase_matches_search_on_small_stairs() {
    let mut solver = Solver::new(SmallMoves(&Staircase));
    for steps in 1..=4usize {
        let mut position = vec![0u64; steps];
        loop {
            check(&Staircase, &mut solver, &position);
            let Some(i) = position.iter().position(|&n| n < 4) else { break };
            position[i] += 1;
            position[..i].iter_mut().for_each(|n| *n = 0);
        }
    }
}

/// The seed's table: Wythoff's P-positions begin (0,0), (1,2), (3,5), (4,7), (6,10), (8,13).
#[test]
fn wythoff_p_positions_are_the_seed_pairs() {
    let p: Vec<(u64, u64)> = (0..14u64)
        .flat_map(|a| (a..14).map(move |b| (a, b)))
        .filter(|&(a, b)| Wythoff.is_p(&big(&[a, b])))
        .collect();
    assert_eq!(p, [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13)]);
}

/// The mex recurrence of `Wythoff::p_pairs` (what `grundy table wythoff`
/// prints) agrees with the exact ⌊kφ⌋ of `p_pair` on the first 10⁵ pairs,
/// `count_p_pairs` counts them, and each pair is a P-position.
#[test]
fn wythoff_p_pairs_recurrence_matches_floor_phi() {
    let pairs: Vec<(u64, u64)> = Wythoff::p_pairs().take(100_000).collect();
    for (k, &(a, b)) in pairs.iter().enumerate() {
        let (exact_a, exact_b) = Wythoff::p_pair(&BigUint::from(k));
        assert_eq!((BigUint::from(a), BigUint::from(b)), (exact_a, exact_b), "k = {k}");
        if k < 2000 {
            assert!(Wythoff.is_p(&big(&[a, b])) && Wythoff.is_p(&big(&[b, a])), "k = {k}");
        }
    }
    let last = pairs.last().unwrap().0;
    for n in (0..=last).step_by(7).chain([last]) {
        let count = pairs.iter().take_while(|&&(a, _)| a <= n).count() as u64;
        assert_eq!(Wythoff::count_p_pairs(n), count, "pairs with a_k ≤ {n}");
    }
    // At the top of the range (2^64)/φ is still exact and fits.
    assert_eq!(Wythoff::count_p_pairs(u64::MAX), 11_400_714_819_323_198_486);
}

proptest! {
    /// At thousands of bits: the Beatty pair for k is P, its neighbours are
    /// not, and every move found from an N-position leads to a P-position.
    #[test]
    fn wythoff_at_thousands_of_bits(digits in "[1-9][0-9]{300,900}", shift in 0u64..5) {
        let k: BigUint = digits.parse().unwrap();
        let a = k.clone() * 3u8 / 5u8 + BigUint::from(shift); // any a not too far from kφ−k
        let ak = (&k + num_integer::Roots::sqrt(&(&k * &k * 5u8))) >> 1u8;
        prop_assert!(Wythoff.is_p(&[ak.clone(), &ak + &k]));
        prop_assert!(!Wythoff.is_p(&[&ak + 1u8, &ak + &k + 1u8]));
        prop_assert!(!Wythoff.is_p(&[ak.clone(), &ak + &k + 1u8]));
        let position = vec![a.clone(), &a + &k];
        if !Wythoff.is_p(&position) {
            let moves = Wythoff.p_options(&position);
            prop_assert!(!moves.is_empty());
            for m in moves {
                prop_assert!(Wythoff.is_p(&m));
            }
        }
    }

    /// ⌊kφ⌋ by grundy's Karatsuba square root equals the one by
    /// num-integer's Newton root, from one digit to thousands of bits.
    #[test]
    fn wythoff_p_pair_matches_num_integer_sqrt(digits in "[1-9][0-9]{0,1200}") {
        let k: BigUint = digits.parse().unwrap();
        let a = (&k + num_integer::Roots::sqrt(&(&k * &k * 5u8))) >> 1u8;
        prop_assert_eq!(Wythoff::p_pair(&k), (a.clone(), &a + &k));
    }

    /// Against a pile far larger, a pile x has exactly one winning move on
    /// the other pile: down to x's partner in its Beatty pair, in either order.
    #[test]
    fn wythoff_partner_at_thousands_of_bits(digits in "[1-9][0-9]{0,1200}") {
        let x: BigUint = digits.parse().unwrap();
        let y = &x * 3u8 + 3u8;
        for (position, pile) in [(vec![x.clone(), y.clone()], 1), (vec![y.clone(), x.clone()], 0)] {
            let moves: Vec<_> = Wythoff.p_options(&position)
                .into_iter()
                .filter(|m| m[1 - pile] == x)
                .collect();
            prop_assert_eq!(moves.len(), 1);
            prop_assert!(Wythoff.is_p(&moves[0]) && moves[0][pile] < y);
        }
    }

    /// Euclid at hundreds of digits: moves found lead to P-positions, and
    /// the value is 0 exactly at P-positions.
    #[test]
    fn euclid_at_hundreds_of_digits(a in "[1-9][0-9]{100,300}", b in "[1-9][0-9]{100,300}") {
        let position: Vec<BigUint> = vec![a.parse().unwrap(), b.parse().unwrap()];
        let value = Euclid.value(&position).unwrap();
        prop_assert_eq!(value.is_zero(), Euclid.is_p(&position));
        for m in Euclid.p_options(&position) {
            prop_assert!(Euclid.is_p(&m));
        }
        prop_assert_eq!(Euclid.p_options(&position).is_empty(), Euclid.is_p(&position));
    }
}

/// In sums a target other than 0 is asked for: Euclid answers it by its
/// closed form at any size, and every move found empties the nim-sum.
#[test]
fn euclid_in_sums_moves_to_any_value() {
    use grundy::{parse, Analysis, Limits};
    for text in [
        "euclid 1000000000000000000000000000000 7 + nim 1",
        "euclid 1000000000000000000 1 + nim 5",
        "euclid 31 12 + nim 3 + euclid 100 37",
    ] {
        let game = parse(text).unwrap();
        let analysis = Analysis::new(&game, &Limits::default()).unwrap();
        let moves: Vec<_> = analysis.winning_moves().map(Result::unwrap).collect();
        assert!(!moves.is_empty(), "{text}");
        for m in moves {
            let after = crate::replaced(&game, m.component, &m.to);
            let value = Analysis::new(&after, &Limits::default()).unwrap().nimber().cloned();
            assert_eq!(value, Some(BigNimber::ZERO), "{text}: {} → {}", m.from, m.to);
        }
    }
}

/// A component valued by its closed form but with no closed form for its
/// moves is refused past the search limit instead of searched without end.
#[test]
fn wythoff_moves_in_sums_stay_within_the_limit() {
    use grundy::{parse, Analysis, Error, Limits};
    let game = parse("wythoff 300 500 + nim 1").unwrap();
    let error = Analysis::new(&game, &Limits::default()).unwrap_err();
    assert!(matches!(error, Error::LimitExceeded { .. }), "{error}");
}
