//! `grundy::rulesets::user::check` (对拍): a formula against the exact
//! values, held to a plain search of the box written here.

use std::sync::Arc;

use grundy::rulesets::user::{check, positions_in_box, Claim, Formula, Rule};
use grundy::{Gamma, Limits};

use super::{Repo, ED, KIKI};

fn rule(path: &str) -> Arc<Rule> {
    grundy::rulesets::parse_rule_with(&format!("rule({path})"), &Repo::new()).unwrap()
}

fn formula(rule: &Rule, text: &str) -> Formula {
    Formula::compile(text, &rule.names()).unwrap()
}

#[test]
fn the_box_is_ordered_by_sum_then_as_tuples() {
    let positions = positions_in_box(2, 1, 3);
    assert_eq!(positions.len(), 9);
    assert_eq!(positions[..4], [vec![1, 1], vec![1, 2], vec![2, 1], vec![1, 3]]);
    assert_eq!(positions.last(), Some(&vec![3, 3]));
    assert_eq!(positions_in_box(1, 5, 4), Vec::<Vec<u64>>::new());
}

#[test]
fn true_formulas_hold_on_every_position() {
    let kiki = rule(KIKI);
    let checked =
        check(&kiki, &formula(&kiki, "n % 2 == 0 || m % 2 == 0"), 1, 15, &Limits::default())
            .unwrap();
    assert_eq!((checked.checked, checked.positions, checked.counterexample), (225, 225, None));
    assert_eq!(checked.claims_values, Some(false));
    let ed = rule(ED);
    let checked =
        check(&ed, &formula(&ed, "ctz(!((a - 1) | (b - 1)))"), 1, 12, &Limits::default()).unwrap();
    assert_eq!(
        (checked.checked, checked.counterexample, checked.claims_values),
        (144, None, Some(true))
    );
}

/// A formula wrong at chosen positions fails first at the smallest of
/// them in the box's order, with the exact value there.
#[test]
fn the_smallest_counterexample_is_found() {
    let ed = rule(ED);
    // E&D's value, except at (3, 2) and (2, 4), where it is off by one.
    let wrong = "let v = ctz(!((a - 1) | (b - 1))); if (a == 3 && b == 2) || (a == 2 && b == 4) { v + 1 } else { v }";
    let checked = check(&ed, &formula(&ed, wrong), 1, 8, &Limits::default()).unwrap();
    let c = checked.counterexample.unwrap();
    assert_eq!(c.position, [3, 2]);
    let exact = (!((3u64 - 1) | (2 - 1))).trailing_zeros() as u64;
    assert_eq!(c.claim, Claim::Value(exact + 1));
    assert_eq!(c.value, Gamma::Finite(exact.into()));
    let order = positions_in_box(2, 1, 8);
    assert_eq!(checked.checked, order.iter().position(|p| p == &vec![3, 2]).unwrap() + 1);
}

#[test]
fn formulas_that_fail_are_refused_with_their_column() {
    let kiki = rule(KIKI);
    let limits = Limits::default();
    let syntax = Formula::compile("n +* 2", &kiki.names()).unwrap_err();
    assert!(matches!(&syntax, grundy::Error::Parse(p) if p.offset == 3), "{syntax:?}");
    let failing = check(&kiki, &formula(&kiki, "n / (m - 1)"), 1, 5, &limits).unwrap_err();
    assert!(failing.to_string().contains("fails at (1, 1)"), "{failing}");
    let negative = check(&kiki, &formula(&kiki, "n - 2"), 1, 5, &limits).unwrap_err();
    assert!(negative.to_string().contains("gives -1 at (1, 1)"), "{negative}");
    let string = check(&kiki, &formula(&kiki, "\"yes\""), 1, 5, &limits).unwrap_err();
    assert!(string.to_string().contains("expected a value"), "{string}");
    let mixed =
        check(&kiki, &formula(&kiki, "if n == 1 && m == 2 { true } else { 0 }"), 1, 5, &limits);
    assert!(matches!(mixed, Err(grundy::Error::Unsupported(_))), "{mixed:?}");
    let endless = Limits { max_work: 1_000_000, ..Limits::default() };
    let looping = check(&kiki, &formula(&kiki, "loop { }"), 1, 5, &endless).unwrap_err();
    assert!(matches!(looping, grundy::Error::LimitExceeded { .. }), "{looping:?}");
    let too_many = Limits { max_table: 100, ..Limits::default() };
    let large = check(&kiki, &formula(&kiki, "true"), 1, 20, &too_many).unwrap_err();
    assert!(matches!(large, grundy::Error::LimitExceeded { .. }), "{large:?}");
}

/// The values of a box, computed in one pass over its cells when every
/// move goes toward the corner (Wythoff's game, with `line` for the
/// queen's diagonal), equal Wythoff's values by a plain memoised mex, and
/// the rule's values at a few positions; a rule whose moves may raise a
/// number is solved as a game graph instead.
#[test]
fn boxes_toward_the_corner_and_elsewhere() {
    use grundy::rulesets::user::{grid, values_at};
    let finite = |v: u64| Gamma::Finite(grundy::BigNimber::from(v));
    let rule_of = |path: &str, text: &str| {
        grundy::rulesets::parse_rule_with(&format!("rule({path})"), &Repo::with(path, text))
            .unwrap()
    };
    let queen = rule_of(
        "queen.rhai",
        "fn moves(x, y) {\n    [[0..x, y], [x, 0..y], line([x - 1, y - 1], [-1, -1], min(x, y))]\n}\n",
    );
    let side = 40usize;
    let mut g = vec![vec![0u64; side]; side];
    for x in 0..side {
        for y in 0..side {
            let mut seen: Vec<u64> = (0..x).map(|a| g[a][y]).collect();
            seen.extend((0..y).map(|b| g[x][b]));
            seen.extend((1..=x.min(y)).map(|d| g[x - d][y - d]));
            g[x][y] = (0..).find(|v| !seen.contains(v)).unwrap();
        }
    }
    let values = grid(&queen, 0, side as u64 - 1, &Limits::default()).unwrap().values;
    for x in 0..side {
        for y in 0..side {
            assert_eq!(values[x * side + y], finite(g[x][y]), "({x}, {y})");
        }
    }
    let positions = vec![vec![30, 7], vec![3, 5]];
    let some = values_at(&queen, &positions, &Limits::default()).unwrap();
    assert_eq!(some, [finite(g[30][7]), finite(0)]);

    // Take any number from x, or one from x while adding one to y (up to
    // 3): y may grow, so the box is not valued in one pass.
    let loops = rule_of(
        "loops.rhai",
        "fn moves(x, y) {\n    let out = [[0..x, y]];\n    if x > 0 && y < 3 { out.push([x - 1, y + 1]); }\n    out\n}\n",
    );
    let values = grid(&loops, 0, 4, &Limits::default()).unwrap().values;
    // (0, y) has no move; (1, 0) moves to (0, 0) and (0, 1), both 0, so
    // *1; (2, 0) to (0, 0), (1, 0) = *1 and (1, 1), which moves to (0, 1)
    // and (0, 2), both 0, so *1: (2, 0) is *2.
    assert_eq!(values[..5], [finite(0), finite(0), finite(0), finite(0), finite(0)]);
    assert_eq!([&values[5], &values[6], &values[10]], [&finite(1), &finite(1), &finite(2)]);
}

/// A formula is evaluated in runs of positions, one call of the
/// interpreter each: a failure deep in a run is the failure of that
/// position, as alone, and a failure past the first counterexample is never
/// met (the counterexample is the answer).
#[test]
fn formulas_evaluated_in_runs_fail_and_hold_as_one_by_one() {
    let rule = rule("games/grundy-subtract-1-3.rhai");
    let limits = Limits::default();
    let failing = formula(&rule, "if n == 1500 { n / 0 } else { n % 2 }");
    let error = check(&rule, &failing, 0, 3000, &limits).unwrap_err().to_string();
    assert!(error.contains("the formula fails at 1500"), "{error}");
    let wrong_first =
        formula(&rule, "if n == 1500 { n / 0 } else if n == 1000 { 7 } else { n % 2 }");
    let checked = check(&rule, &wrong_first, 0, 3000, &limits).unwrap();
    let counterexample = checked.counterexample.unwrap();
    assert_eq!((counterexample.position, counterexample.claim), (vec![1000], Claim::Value(7)));
    assert_eq!(checked.checked, 1001);
    let right = formula(&rule, "n % 2");
    assert!(check(&rule, &right, 0, 3000, &limits).unwrap().counterexample.is_none());
}
