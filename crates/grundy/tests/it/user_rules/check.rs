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
