//! Coin-turning games (ruler, Mock Turtles, Turning Corners): closed forms
//! and fast winning-move searches against the generic solver, which knows
//! only the moves.

use std::fmt::Debug;
use std::hash::Hash;

use grundy::rulesets::{
    Board, Chomp, Corners, Cutting, Hackenbush, MockTurtles, Ruler, Turning, TurningRule,
};
use grundy::{
    nim_mul, parse, Analysis, BigNimber, Error, Limits, Nimber, Options, Outcome, SearchRules,
    Solver,
};

/// Each option as its components sorted, the list sorted.
pub fn sorted<P: Ord + Clone>(options: &Options<P>) -> Vec<Vec<P>> {
    let mut all: Vec<Vec<P>> = options
        .iter()
        .map(|o| {
            let mut o = o.to_vec();
            o.sort();
            o
        })
        .collect();
    all.sort();
    all
}

/// For every position: the closed form equals the solver, and for every
/// target below `targets`, the ruleset's own options of that value equal
/// the options the solver values at it.
pub fn check<R>(rules: R, positions: &[R::Position], targets: u64)
where
    R: SearchRules + Clone,
    R::Position: Ord + Send + Sync + Debug + Hash,
{
    let mut solver = Solver::new(rules.clone());
    for position in positions {
        let searched = solver.value(position).unwrap();
        if let Some(value) = rules.value(position) {
            assert_eq!(value, BigNimber::from(searched), "{position:?}");
        }
        let mut options = Options::new();
        rules.options(position, &mut options);
        for target in 0..targets {
            let mut expected = Options::new();
            for option in options.iter() {
                if solver.sum_value(option).unwrap() == Nimber(target) {
                    expected.push_sum(option.iter().cloned());
                }
            }
            let mut fast = Options::new();
            if rules.options_with_value(position, &BigNimber::from(target), &mut fast) {
                assert_eq!(sorted(&fast), sorted(&expected), "{position:?} to *{target}");
            }
        }
    }
}

#[test]
fn ruler_is_the_largest_power_of_two_dividing_n() {
    let positions: Vec<u64> = (1..=80).collect();
    check(Ruler, &positions, 130);
    // The ruler function itself, independently of the solver.
    for n in 1..=80u64 {
        let power = (0..7).rev().map(|k| 1u64 << k).find(|p| n % p == 0).unwrap();
        assert_eq!(Ruler.value(&n), Some(BigNimber::from(power)));
    }
}

#[test]
fn mock_turtles_are_the_odious_numbers() {
    let expected = [1u64, 2, 4, 7, 8, 11, 13, 14, 16, 19];
    for (n, &value) in expected.iter().enumerate() {
        assert_eq!(MockTurtles.value(&(n as u64)), Some(BigNimber::from(value)));
    }
    let positions: Vec<u64> = (0..=40).collect();
    check(MockTurtles, &positions, 90);
}

#[test]
fn turning_corners_is_the_nim_product() {
    let positions: Vec<(u64, u64)> = (0..=11).flat_map(|x| (0..=11).map(move |y| (x, y))).collect();
    check(Corners, &positions, 16);
}

#[test]
fn huge_coins_are_valued_and_answered_fast() {
    let top = u64::MAX;
    assert_eq!(
        MockTurtles.value(&top),
        Some(BigNimber::from(num_bigint::BigUint::from(2u128 * top as u128 + 1)))
    );
    assert_eq!(Ruler.value(&(3 << 60)), Some(BigNimber::from(1u64 << 60)));
    // Ruler moves from a huge coin come in O(log n).
    let game = parse("ruler 1099511627776 + nim 5").unwrap();
    let analysis = Analysis::new(&game, &Limits::default()).unwrap();
    let moves: Vec<String> = analysis.winning_moves().map(Result::unwrap).map(|m| m.to).collect();
    // Each move is checked by replaying it.
    assert!(!moves.is_empty());
    for m in analysis.winning_moves().map(Result::unwrap) {
        let texts: Vec<String> = game
            .components()
            .enumerate()
            .map(
                |(i, (p, c))| {
                    if i == m.component {
                        m.to.clone()
                    } else {
                        game.parts()[p].component(c)
                    }
                },
            )
            .collect();
        let after = parse(&texts.join(" + ")).unwrap();
        assert_eq!(
            Analysis::new(&after, &Limits::default()).unwrap().outcome(),
            Outcome::P,
            "{}",
            m.to
        );
    }
}

#[test]
fn corners_winning_moves_on_large_boards_solve_the_field_equation() {
    let (x, y) = (1000u64, 777u64);
    let target = 12345u64;
    let mut fast = Options::new();
    assert!(Corners.options_with_value(&(x, y), &BigNimber::from(target), &mut fast));
    // Plain enumeration of the x·y options, valued by the nim product.
    let mut plain = Options::new();
    for x1 in 0..x {
        for y1 in 0..y {
            if nim_mul(x1, y) ^ nim_mul(x, y1) ^ nim_mul(x1, y1) == target {
                plain.push_sum([(x1, y), (x, y1), (x1, y1)]);
            }
        }
    }
    assert!(!plain.is_empty());
    assert_eq!(sorted(&fast), sorted(&plain));
}

#[test]
fn coin_descriptions_parse_and_round_trip() {
    for (text, canonical) in [
        ("corners(2,3) (4,5)", "corners (2,3) + corners (4,5)"),
        ("corners (2,3)", "corners (2,3)"),
        ("ruler 3 6 12", "ruler 3 + ruler 6 + ruler 12"),
        ("mockturtles 0 3", "mockturtles 0 + mockturtles 3"),
    ] {
        let game = parse(text).unwrap();
        assert_eq!(game.to_string(), canonical);
        assert_eq!(parse(&game.to_string()).unwrap().to_string(), canonical);
    }
    // corners (2,3) (4,5): 2⊗3 = 1, 4⊗5 = 2 (4 = 2^2 and 5 = 4 ⊕ 1: 4⊗4 ⊕ 4 = 6 ⊕ 4).
    let game = parse("corners (2,3) (4,5)").unwrap();
    let analysis = Analysis::new(&game, &Limits::default()).unwrap();
    assert_eq!(analysis.nimber(), Some(&BigNimber::from(1u64 ^ 2)));
}

#[test]
fn bad_coins_are_refused_with_a_reason() {
    let message = |text: &str| match parse(text) {
        Err(Error::Parse(e)) => e.message.to_string(),
        other => panic!("{text}: {other:?}"),
    };
    assert!(message("ruler 0").contains("no position 0"));
    assert!(message("ruler(2) 3").contains("no parameters"));
    assert!(message("corners (1,2,3)").contains("two coordinates"));
    assert!(message("corners 1,2").contains("expected a coin (X,Y)"));
    assert!(message("corners (a,2)").contains("coordinate"));
    assert!(message("mockturtles x").contains("coin position"));
}

#[test]
fn huge_listings_are_refused_before_searching() {
    let listing = |text: &str| {
        let game = parse(text).unwrap();
        let analysis = Analysis::new(&game, &Limits::default()).unwrap();
        analysis.winning_moves().collect::<Result<Vec<_>, _>>().map(|moves| moves.len())
    };
    // Mock Turtles to an evil target (here 3) can have about n/2 winning moves.
    let error = listing("mockturtles 100000000000 + nim 3").unwrap_err();
    assert!(error.to_string().contains("--max-search"), "{error}");
    // To an odious target (here 1) there is at most one.
    assert_eq!(listing("mockturtles 100000000000 + nim 1").unwrap(), 1);
    // A lone coin only needs moves to 0.
    let game = parse("mockturtles 100000000000").unwrap();
    let analysis = Analysis::new(&game, &Limits::default()).unwrap();
    assert_eq!(
        analysis.winning_moves().map(Result::unwrap).map(|m| m.to).collect::<Vec<_>>(),
        ["mockturtles"]
    );
    let error = listing("corners (4294967296,4294967296)").unwrap_err();
    assert!(error.to_string().contains("--max-search"), "{error}");
}

/// Issue 47: the bounds checked before listing hold. For small positions of
/// every [`SearchRules`] ruleset, the options listed (with those that lose
/// at once) are at most `max_options`, and options plus what they hold (a
/// component each, an edge each for Hackenbush) at most `options_size`;
/// the ruler game's one option of each value holds fewer heads than its
/// `moves_size`.
#[test]
fn listing_bounds_hold_for_every_search_ruleset() {
    fn bounded<R: SearchRules>(
        rules: &R,
        position: &R::Position,
        units: impl Fn(&R::Position) -> u128,
    ) where
        R::Position: Send + Sync,
    {
        let (mut options, mut losing) = (Options::new(), Options::new());
        rules.options(position, &mut options);
        rules.losing_options(position, &mut losing);
        let count = (options.len() + losing.len()) as u128;
        assert!(count <= rules.max_options(position), "{position:?}: {count} options");
        let held: u128 = options.components().iter().chain(losing.components()).map(&units).sum();
        let size = count + held;
        assert!(size <= rules.options_size(position), "{position:?}: {size} steps");
    }
    fn one<P>(_: &P) -> u128 {
        1
    }
    for n in 0..40u64 {
        bounded(&Ruler, &n, one);
        bounded(&MockTurtles, &n, one);
        for target in 0..64u64 {
            let mut fast = Options::new();
            assert!(Ruler.options_with_value(&n, &BigNimber::from(target), &mut fast));
            let held = fast.components().len() as u128;
            assert!(
                held < Ruler.moves_size(&n, &BigNimber::from(target)),
                "ruler {n} to *{target}"
            );
        }
    }
    for x in 0..12u64 {
        for y in 0..12u64 {
            bounded(&Corners, &(x, y), one);
            bounded(&Cutting, &(x + 1, y + 1), one);
        }
    }
    for rows in [&[1u64][..], &[5], &[4, 4, 2], &[7, 3, 3, 1], &[2, 2, 2, 2, 2]] {
        bounded(&Chomp, &Board::new(rows).unwrap(), one);
    }
    for edges in
        [vec![], vec![(0, 1)], vec![(0, 1), (0, 1), (1, 2)], vec![(0, 1), (1, 2), (2, 0), (2, 3)]]
    {
        bounded(&Hackenbush, &edges, |option: &Vec<(u64, u64)>| option.len() as u128);
    }
}

/// Issue 47: listing every move of a huge coin (the computer, the list of
/// moves, the remoteness search) or the winning moves of one whose single
/// option holds nearly n heads is refused before anything is listed, naming
/// the limit and its flag; before, `ruler 3 9007199254740995` listed
/// options until memory ran out. The values stay known by closed form.
#[test]
fn huge_coins_refuse_to_list_their_moves_up_front() {
    let limits = Limits::default();
    for (text, index) in [
        ("ruler 3 9007199254740995", 1),
        ("corners (2,9007199254740995)", 0),
        ("mockturtles 9007199254740995", 0),
        ("ruler 1000000", 0),
    ] {
        let game = parse(text).unwrap();
        assert!(Analysis::new(&game, &limits).unwrap().nimber().is_some(), "{text}");
        let part = &game.parts()[0];
        let solved = part.solve(&limits, false).unwrap();
        assert!(solved.value(index).is_some(), "{text}");
        let error = solved.options(index, limits.max_search).unwrap_err();
        let message = error.to_string();
        assert!(matches!(error, Error::LimitExceeded { .. }), "{text}: {message}");
        assert!(
            message.contains("--max-search") || message.contains("moves listed"),
            "{text}: {message}"
        );
    }
    // The one option of value 3·2³⁹ of a ruler coin at 2⁴⁰ + 1 leaves heads
    // 1, …, 2⁴⁰: its winning move is refused, the other's listed.
    let game = parse("ruler 1099511627777 + nim 1649267441664").unwrap();
    let analysis = Analysis::new(&game, &limits).unwrap();
    let moves: Vec<_> = analysis.winning_moves().collect();
    assert!(moves.iter().any(|m| m.as_ref().is_ok_and(|m| m.to == "nim 1")));
    let refused = moves.iter().find_map(|m| m.as_ref().err()).expect("the ruler's move refused");
    assert_eq!(refused.from, "ruler 1099511627777");
    assert!(refused.reason.to_string().contains("--max-search"), "{}", refused.reason);
    // A small coin still lists every move.
    let game = parse("ruler 300").unwrap();
    let solved = game.parts()[0].solve(&limits, false).unwrap();
    assert_eq!(solved.options(0, limits.max_search).unwrap().len(), 300);
}

/// A coin-turning game by rule, played on the literal row: heads as a
/// bitmask of positions 1..=n, a move turns a head at r to tails and `least`
/// − 1 to `most` − 1 coins to its left (a run ending just below r, or any),
/// flipping them. Knows nothing of sums of single heads.
fn literal_value(
    rule: TurningRule,
    heads: u32,
    memo: &mut std::collections::HashMap<u32, u64>,
) -> u64 {
    if let Some(&v) = memo.get(&heads) {
        return v;
    }
    let mut seen = Vec::new();
    for r in 1..32u32 {
        if heads >> r & 1 == 0 {
            continue;
        }
        let after = heads & !(1 << r);
        if rule.run {
            let longest = rule.most.min(u64::from(r));
            for length in rule.least..=longest {
                let mask: u32 = (1..length as u32).fold(0, |m, i| m | 1 << (r - i));
                seen.push(literal_value(rule, after ^ mask, memo));
            }
        } else {
            // Every set of positions 1..r of the allowed size.
            for set in 0u32..1 << r {
                // Positions from 1: bit 0 is no coin.
                if set & 1 != 0 {
                    continue;
                }
                let size = u64::from(set.count_ones()) + 1;
                if (rule.least..=rule.most).contains(&size) {
                    seen.push(literal_value(rule, after ^ set, memo));
                }
            }
            seen.sort_unstable();
            seen.dedup();
        }
    }
    let value = (0..).find(|v| !seen.contains(v)).unwrap();
    memo.insert(heads, value);
    value
}

/// Every rule of small counts against the literal row: each single head's
/// value, and the value of rows of several heads as the XOR of theirs (the
/// coin-turning theorem, which the engine relies on).
#[test]
fn turning_rules_agree_with_the_literal_row() {
    let rules = [
        (false, 1, 1),
        (false, 1, 2),
        (false, 2, 2),
        (false, 1, 3),
        (false, 2, 3),
        (false, 3, 3),
        (false, 1, 4),
        (false, 2, 4),
        (false, 1, 5),
        (true, 1, u64::MAX),
        (true, 1, 2),
        (true, 2, 3),
        (true, 2, 4),
        (true, 3, 5),
    ];
    for (run, least, most) in rules {
        let rule = TurningRule { run, least, most };
        let top = if run { 16 } else { 11 };
        let turning = Turning::new(rule, top).unwrap();
        let mut memo = std::collections::HashMap::new();
        for n in 1..=top as u32 {
            let literal = literal_value(rule, 1 << n, &mut memo);
            assert_eq!(turning.value_of(u64::from(n)), literal, "{rule:?} at {n}");
        }
        for heads in (2u32..1 << (top + 1)).step_by(37) {
            let heads = heads & !1;
            let xor = (1..=top as u32)
                .filter(|&p| heads >> p & 1 == 1)
                .fold(0, |x, p| x ^ turning.value_of(u64::from(p)));
            assert_eq!(xor, literal_value(rule, heads, &mut memo), "{rule:?} heads {heads:b}");
        }
        // The table against the solver on the engine's own options.
        check(turning.clone(), &(1..=top).collect::<Vec<_>>(), 1);
    }
}

/// The classics the family holds: Turning Turtles is Nim, Twins is Nim one
/// place down, Mock Turtles one place on, the ruler game.
#[test]
fn turning_holds_the_classics() {
    let rule = |run, least, most| TurningRule { run, least, most };
    let turtles = Turning::new(rule(false, 1, 2), 500).unwrap();
    let twins = Turning::new(rule(false, 2, 2), 500).unwrap();
    let mock = Turning::new(rule(false, 1, 3), 500).unwrap();
    let ruler = Turning::new(rule(true, 1, u64::MAX), 4000).unwrap();
    for n in 1..=500u64 {
        assert_eq!(turtles.value_of(n), n);
        assert_eq!(twins.value_of(n), n - 1);
        assert_eq!(u128::from(mock.value_of(n)), MockTurtles::value_of(n - 1), "{n}");
    }
    for n in 1..=4000u64 {
        assert_eq!(ruler.value_of(n), 1 << n.trailing_zeros(), "{n}");
    }
    let error = |text: &str| parse(text).map(|_| ()).unwrap_err().to_string();
    assert!(error("turning(9) 3").contains("B at most 8"));
    assert!(error("turning(3-2) 3").contains("turning takes the coins"));
    assert!(error("turning(3) 0").contains("from 1 to 65536"));
    assert!(error("turning(run) 65536").contains("ask for heads below 8192"));
    assert!(error("turning(7) 3000").contains("ask for heads below"));
}
