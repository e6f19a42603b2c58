//! Games of one component of several numbers (Wythoff, Euclid, staircase
//! Nim, Moore's Nim_k): their closed forms against the generic solver on every small
//! position, and at sizes no search reaches.

use grundy::numbers::SmallMoves;
use grundy::rulesets::{Dynamic, Euclid, FibNim, Moore, Staircase, Wythoff};
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
    // The bound gates listing the options (exact for Euclid and Moore).
    let bound = rules.max_options(&p);
    assert!(BigUint::from(options.len()) <= bound, "{name}: more options than {bound}");
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

/// The table Wythoff values come from in sums, against the search, in boxes
/// of both shapes.
#[test]
fn moore_value_tables_match_search() {
    for k in 1..=3 {
        let moore = Moore::new(k).unwrap();
        let mut solver = Solver::new(SmallMoves(&moore));
        for corner in [
            vec![0u64, 0],
            vec![5],
            vec![3, 4],
            vec![4, 0, 3],
            vec![2, 3, 1, 4],
            vec![3, 2, 4, 1, 2],
        ] {
            let table = moore.box_values(&corner).unwrap();
            let mut cells = table.iter();
            let mut position = vec![0u64; corner.len()];
            loop {
                let value = solver.value(&position).unwrap();
                assert_eq!(cells.next(), Some(&value), "moore({k}) {position:?} in box {corner:?}");
                let Some(i) = (0..corner.len()).rev().find(|&i| position[i] < corner[i]) else {
                    break;
                };
                position[i] += 1;
                position[i + 1..].fill(0);
            }
            assert_eq!(cells.next(), None);
        }
    }
}

#[test]
fn wythoff_value_tables_match_search() {
    let mut solver = Solver::new(SmallMoves(&Wythoff));
    for corner in [[0u64, 0], [0, 7], [7, 0], [30, 45], [45, 30]] {
        let table = Wythoff.box_values(&corner).unwrap();
        let mut cells = table.iter();
        for x in 0..=corner[0] {
            for y in 0..=corner[1] {
                let value = solver.value(&vec![x, y]).unwrap();
                assert_eq!(cells.next(), Some(&value), "wythoff {x} {y} in box {corner:?}");
            }
        }
        assert_eq!(cells.next(), None);
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

#[test]
fn fibnim_matches_search_on_small_heaps() {
    let mut solver = Solver::new(SmallMoves(&FibNim));
    for n in 0..70 {
        for q in 0..=n + 2 {
            check(&FibNim, &mut solver, &[n, q]);
        }
    }
}

/// The seed: the first player loses Fibonacci Nim exactly when the heap is
/// a Fibonacci number.
#[test]
fn fibnim_losing_starts_are_the_fibonacci_numbers() {
    let fibonacci = [2u64, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987];
    for n in 2..1000u64 {
        let start = big(&[n, n - 1]);
        assert_eq!(FibNim.is_p(&start), fibonacci.contains(&n), "fibnim {n}");
    }
}

/// k-fold dynamic subtraction for K = 1..5 (the range) and 9:
/// Schwenk's representation against the search on every (n, q) small
/// enough to search.
#[test]
fn dynamic_matches_search_on_small_heaps() {
    for k in [1, 2, 3, 4, 5, 9] {
        let rules = Dynamic::up_to(k, &BigUint::from(60u8)).unwrap();
        let mut solver = Solver::new(SmallMoves(&rules));
        for n in 0..=60 {
            for q in 0..=n + 2 {
                check(&rules, &mut solver, &[n, q]);
            }
        }
    }
}

/// The losing starts of `dynamic(K) N` are the terms of the K-fold
/// sequence: the powers of 2 for K = 1, the Fibonacci numbers for K = 2
/// (Fibonacci Nim, whose own closed form must agree move for move), and
/// for K = 3 the terms 1, 2, 3, 4, 6, 8, 11, 15, 21, … (worked by hand from
/// the recurrence; a plain search confirms the first dozen).
#[test]
fn dynamic_losing_starts_are_the_sequence() {
    let threefold = [2u64, 3, 4, 6, 8, 11, 15, 21, 29, 40, 55, 76, 105, 145, 200, 276, 381, 526];
    let starts = |k: u64| -> Vec<u64> {
        let rules = Dynamic::up_to(k, &BigUint::from(600u16)).unwrap();
        (2..600u64).filter(|&n| rules.is_p(&big(&[n, n - 1]))).collect()
    };
    assert_eq!(starts(1), vec![2, 4, 8, 16, 32, 64, 128, 256, 512]);
    assert_eq!(starts(3), threefold.to_vec());
    let fib = Dynamic::up_to(2, &BigUint::from(10u8).pow(40)).unwrap();
    for n in (2..3000u64).chain((0..200).map(|i| 7u64.pow(22) + i * 997)) {
        for q in [n - 1, n / 3, 5] {
            let position = big(&[n, q]);
            assert_eq!(fib.is_p(&position), FibNim.is_p(&position), "({n}, {q})");
            assert_eq!(fib.p_options(&position), FibNim.p_options(&position), "({n}, {q})");
        }
    }
}

/// The sequence is made once, within its budget: a K of a million reaches
/// heaps of a million, and a heap past the budget is refused.
#[test]
fn dynamic_sequence_is_bounded() {
    assert!(Dynamic::up_to(0, &BigUint::from(5u8)).is_none());
    // The sequence begins 1, 2, …, K + 1, K + 3: every start up to K + 1 loses.
    let big_k = Dynamic::up_to(1_000_000, &BigUint::from(1_000_002u32)).unwrap();
    assert!(big_k.is_p(&big(&[1_000_001, 1_000_000])));
    assert!(!big_k.is_p(&big(&[1_000_002, 1_000_001])));
    assert!(Dynamic::up_to(2, &(BigUint::from(1u8) << 8000u32)).is_some());
    assert!(Dynamic::up_to(2, &(BigUint::from(1u8) << 20_000u32)).is_none());
    assert!(Dynamic::up_to(1000, &(BigUint::from(1u8) << 2000u32)).is_none());
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

/// A component whose value has no closed form is refused in a sum past the
/// search limit (its table would take 5·10⁷ steps) instead of computed
/// without end.
#[test]
fn wythoff_moves_in_sums_stay_within_the_limit() {
    use grundy::{parse, Analysis, Error, Limits};
    let game = parse("wythoff 1000 1000 + nim 1").unwrap();
    let error = Analysis::new(&game, &Limits::default()).unwrap_err();
    assert!(matches!(error, Error::LimitExceeded { .. }), "{error}");
}

proptest! {
    // Each move is checked by its own Zeckendorf representation: keep the cases few.
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Fibonacci Nim at hundreds of digits: every winning move takes
    /// counters and leads to a P-position, and there is one exactly at
    /// N-positions.
    #[test]
    fn fibnim_at_hundreds_of_digits(n in "[1-9][0-9]{100,300}", q in "[1-9][0-9]{0,300}") {
        let position: Vec<BigUint> = vec![n.parse().unwrap(), q.parse().unwrap()];
        let moves = FibNim.p_options(&position);
        prop_assert_eq!(moves.is_empty(), FibNim.is_p(&position));
        for m in &moves {
            prop_assert!(FibNim.is_p(m), "{:?} → {:?}", position, m);
            prop_assert!(m[0] < position[0]);
        }
    }
}

/// Moore's Nim_k: `check`, and the marking procedure's move is one of the
/// P-options (none exactly at P-positions), and the count of P-options is
/// the number listed.
fn check_moore(moore: &Moore, solver: &mut Solver<SmallMoves<'_, Moore>>, position: &[u64]) {
    check(moore, solver, position);
    let p = big(position);
    let name = format!("{} {position:?}", moore.name());
    let listed = moore.p_options(&p);
    assert_eq!(moore.p_options_count(&p), Some(listed.len() as u128), "{name}: count");
    match moore.marking_move(&p) {
        Some(m) => assert!(listed.contains(&m), "{name}: marking move {m:?} not in {listed:?}"),
        None => assert!(moore.is_p(&p), "{name}: no marking move from an N-position"),
    }
}

/// Every position of `heaps` heaps of at most `max` stones.
fn each_position(heaps: usize, max: u64, mut visit: impl FnMut(&[u64])) {
    let mut position = vec![0u64; heaps];
    loop {
        visit(&position);
        let Some(i) = position.iter().position(|&n| n < max) else { break };
        position[i] += 1;
        position[..i].iter_mut().for_each(|n| *n = 0);
    }
}

#[test]
fn moore_matches_search_on_small_positions() {
    for k in 1..=3 {
        let moore = Moore::new(k).unwrap();
        let mut solver = Solver::new(SmallMoves(&moore));
        for heaps in 1..=4 {
            each_position(heaps, 5, |p| check_moore(&moore, &mut solver, p));
        }
    }
    // K ≥ the number of heaps (any non-empty set of heaps moves), and five heaps.
    for (k, heaps, max) in [(4, 5, 3), (5, 5, 2), (7, 3, 4), (u64::MAX, 2, 5)] {
        let moore = Moore::new(k).unwrap();
        let mut solver = Solver::new(SmallMoves(&moore));
        each_position(heaps, max, |p| check_moore(&moore, &mut solver, p));
    }
}

/// The seed's example: column sums 2 2 3 3 of 3, 5, 10, 15 are not all
/// multiples of 3, so the player to move wins; marking 10 and 15 in the top
/// column, the procedure plays to 3 5 7 6.
#[test]
fn moore_seed_example_is_an_n_position() {
    let moore = Moore::new(2).unwrap();
    let position = big(&[3, 5, 10, 15]);
    assert!(!moore.is_p(&position));
    assert_eq!(moore.marking_move(&position), Some(big(&[3, 5, 7, 6])));
    let mut moves = moore.p_options(&position);
    moves.sort();
    assert_eq!(moves, [big(&[3, 5, 6, 7]), big(&[3, 5, 7, 6])]);
    // In words: "column sums from bit 3 down: 2 2 3 3; mod 3: 2 2 0 0" and
    // "the marking procedure plays moore(2) 3 5 10 15 → moore(2) 3 5 7 6".
    let explained = moore.explain(&position);
    let sums =
        grundy::Reason::ColumnSums { top: 3, sums: vec![2, 2, 3, 3], more: false, modulus: 3 };
    assert!(explained.contains(&sums), "{explained:?}");
    let marking = grundy::Reason::MarkingMove {
        from: "moore(2) 3 5 10 15".to_string(),
        to: "moore(2) 3 5 7 6".to_string(),
    };
    assert!(explained.contains(&marking), "{explained:?}");
}

/// `moore(K)` as written: one parameter K ≥ 1, at least one heap of any size.
#[test]
fn moore_descriptions_parse_and_round_trip() {
    let text = "moore(2) 3 5 10 15 + moore(1) 100000000000000000000000 7";
    assert_eq!(grundy::parse(text).unwrap().to_string(), text);
    for (bad, says) in [
        ("moore 3 5", "moore needs one parameter"),
        ("moore() 3", "moore needs one parameter"),
        ("moore(1,2) 3", "moore needs one parameter"),
        ("moore(0) 3", "needs K ≥ 1"),
        ("moore(x) 3", "expected a parameter K (a whole number), found `x`"),
        ("moore(2)", "expected at least one heap size after `moore(2)`"),
        ("moore(2) 3 y", "expected a heap size (a whole number), found `y`"),
    ] {
        let error = grundy::parse(bad).unwrap_err().to_string();
        assert!(error.contains(says), "{bad}: {error}");
    }
}

/// A legal move of Moore's Nim_k: 1 to K heaps changed, each lowered.
fn is_move(k: u64, from: &[BigUint], to: &[BigUint]) -> bool {
    let changed = from.iter().zip(to).filter(|(a, b)| a != b).count();
    from.len() == to.len()
        && (1..=k as usize).contains(&changed)
        && from.iter().zip(to).all(|(a, b)| b <= a)
}

/// Heaps of `bits` random bits.
fn heaps_of_bits(bits: std::ops::Range<usize>) -> impl Strategy<Value = Vec<BigUint>> {
    prop::collection::vec(
        prop::collection::vec(any::<u32>(), bits.start / 32..bits.end / 32).prop_map(BigUint::new),
        1..7,
    )
}

proptest! {
    /// At hundreds of bits: the marking procedure's move is legal and
    /// reaches a P-position exactly from N-positions. Near a P-position
    /// (the marking procedure's result with a few low bits of one heap
    /// flipped) the P-options are few: each is legal and P, the marking
    /// move is one of them, their number is the count, and there are none
    /// exactly at P-positions (listed when there are at most 5000).
    #[test]
    fn moore_at_hundreds_of_bits(
        k in 1u64..5,
        heaps in heaps_of_bits(100..500),
        which in any::<prop::sample::Index>(),
        flip in 0u32..64,
    ) {
        let moore = Moore::new(k).unwrap();
        let near = match moore.marking_move(&heaps) {
            Some(m) => {
                prop_assert!(is_move(k, &heaps, &m));
                prop_assert!(moore.is_p(&m));
                m
            }
            None => {
                prop_assert!(moore.is_p(&heaps));
                heaps.clone()
            }
        };
        prop_assert!(moore.p_options(&near).is_empty());
        let mut position = near;
        let i = which.index(position.len());
        position[i] ^= BigUint::from(flip);
        prop_assert_eq!(moore.is_p(&position), flip == 0);
        let count = moore.p_options_count(&position).unwrap();
        prop_assert_eq!(count == 0, moore.is_p(&position));
        prop_assert!(moore.p_options_cost(&position) >= count);
        // Free low bits of up to 4 lowered heaps can make thousands of options.
        if count <= 5000 {
            let listed = moore.p_options(&position);
            prop_assert_eq!(listed.len() as u128, count);
            for m in &listed {
                prop_assert!(is_move(k, &position, m));
                prop_assert!(moore.is_p(m));
            }
            if let Some(m) = moore.marking_move(&position) {
                prop_assert!(listed.contains(&m));
            }
        }
    }
}

/// Listing is priced before it starts: from 2^100, 2^100, 2^100−1, 2^100−1
/// the two top heaps must both lose their top bit, and then each of the 100
/// columns below needs exactly one of them to hold a 1: 2^100 P-options,
/// which the cost reports instead of the listing running out of memory.
#[test]
fn moore_listing_cost_covers_exponentially_many_options() {
    use grundy::{parse, Analysis, Error, Limits};
    let moore = Moore::new(2).unwrap();
    let top = BigUint::from(1u8) << 100u32;
    let ones = &top - 1u8;
    let position = vec![top.clone(), top.clone(), ones.clone(), ones.clone()];
    let count = moore.p_options_count(&position).unwrap();
    assert_eq!(count, 1u128 << 100);
    assert!(moore.p_options_cost(&position) > count);
    let text = format!("moore(2) {top} {top} {ones} {ones}");
    let game = parse(&text).unwrap();
    let analysis = Analysis::new(&game, &Limits::default()).unwrap();
    let moves: Vec<_> = analysis.winning_moves().collect();
    assert!(
        matches!(moves.as_slice(), [Err(u)] if matches!(*u.reason, Error::LimitExceeded { .. })),
        "{moves:?}"
    );
}

/// Many heaps make many sets of heaps to lower (here C(2003, 3) ways to take
/// the top bits): the count gives up within its budget instead of running
/// on, and the listing is priced as too large.
#[test]
fn moore_listing_cost_gives_up_on_many_heaps() {
    let moore = Moore::new(3).unwrap();
    let position: Vec<BigUint> = (0..2003u64).map(|i| BigUint::from(1024 + i % 1000)).collect();
    assert_eq!(moore.p_options_count(&position), None);
    assert_eq!(moore.p_options_cost(&position), u128::MAX);
    let after = moore.marking_move(&position).unwrap();
    assert!(is_move(3, &position, &after) && moore.is_p(&after));
}

/// Positions that fit in 64 bits but are far too big to search: the size
/// estimates saturate instead of overflowing, and the closed forms answer.
/// A move limit past the heap is the heap's size, so it does not block a
/// search of a small heap in a sum.
#[test]
fn big_64_bit_positions_answer_by_closed_form() {
    use grundy::{parse, Analysis, Limits};
    for text in [
        "wythoff 18446744073709551615 18446744073709551615",
        "fibnim 8796093022207",
        "fibnim 18446744073709551615",
        "fibnim(100000000000000000000) 5 + nim 1",
    ] {
        let game = parse(text).unwrap();
        let analysis = Analysis::new(&game, &Limits::default()).unwrap();
        let moves: Vec<_> = analysis.winning_moves().map(Result::unwrap).collect();
        assert!(!moves.is_empty(), "{text}");
    }
}

/// A P-position's value is 0 by definition, so in a sum it needs no table
/// or search: with no search allowed at all, every small position known
/// to be P by its closed form still adds 0 to `nim 1`, and every other
/// answer agrees with the plain search. A position that is not P is
/// refused only when its value is really needed, and the refusal says it
/// is an N-position.
#[test]
fn p_positions_count_as_zero_in_sums_without_a_search() {
    let no_search = grundy::Limits { max_search: 0, ..grundy::Limits::default() };
    let mut answered_p = 0;
    let mut check = |description: String, value: u64| {
        let game = grundy::parse(&format!("{description} + nim 1")).unwrap();
        let analysis = grundy::Analysis::new(&game, &no_search);
        match analysis {
            Ok(analysis) => {
                assert_eq!(analysis.nimber(), Some(&BigNimber::from(value ^ 1)), "{description}");
                answered_p += usize::from(value == 0);
            }
            Err(error) => {
                assert_ne!(value, 0, "{description} is P, so it adds 0: {error}");
                let message = error.to_string();
                assert!(
                    message.contains("N-position") && message.contains("--max-search"),
                    "{message}"
                );
            }
        }
    };
    let mut wythoff = Solver::new(SmallMoves(&Wythoff));
    let mut euclid = Solver::new(SmallMoves(&Euclid));
    for a in 1..25 {
        for b in 1..25 {
            check(format!("wythoff {a} {b}"), wythoff.value(&vec![a, b]).unwrap().0);
            check(format!("euclid {a} {b}"), euclid.value(&vec![a, b]).unwrap().0);
        }
    }
    let moore = Moore::new(2).unwrap();
    let mut search = Solver::new(SmallMoves(&moore));
    for (a, b, c) in (0..6).flat_map(|a| (0..6).flat_map(move |b| (0..6).map(move |c| (a, b, c)))) {
        check(format!("moore(2) {a} {b} {c}"), search.value(&vec![a, b, c]).unwrap().0);
    }
    let mut fibnim = Solver::new(SmallMoves(&FibNim));
    for n in 2..40 {
        check(format!("fibnim {n}"), fibnim.value(&vec![n, n - 1]).unwrap().0);
    }
    assert!(answered_p > 30, "P-positions among those tried: {answered_p}");
}
