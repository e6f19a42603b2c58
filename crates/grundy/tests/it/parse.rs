//! Game descriptions: what parses, what does not, and where the error points.

use grundy::{parse, Error};
use proptest::prelude::*;

/// `text` parses and prints back as `canonical`.
fn check_ok(text: &str, canonical: &str) {
    match parse(text) {
        Ok(game) => assert_eq!(game.to_string(), canonical, "{text:?}"),
        Err(error) => panic!("{text:?} failed: {error}"),
    }
}

/// `text` fails at byte `offset` with a message containing `expected`.
fn check_err(text: &str, offset: usize, expected: &str) {
    match parse(text) {
        Ok(game) => panic!("{text:?} parsed as {game}"),
        Err(Error::Parse(error)) => {
            assert_eq!(error.offset, offset, "{text:?}: {}", error.message);
            assert!(
                error.message.contains(expected),
                "{text:?}: {:?} lacks {expected:?}",
                error.message
            );
        }
        Err(other) => panic!("{text:?}: not a parse error: {other}"),
    }
}

#[test]
fn good_descriptions() {
    check_ok("nim 3 4 5", "nim 3 4 5");
    check_ok("  nim 3\n4\t5  ", "nim 3 4 5");
    check_ok(
        "nim 3 4 5 + subtract(1,3,4) 10 7 + bash(3) 23",
        "nim 3 4 5 + subtract(1,3,4) 10 7 + bash(3) 23",
    );
    check_ok("subtract( 4 , 1,3, 3 ) 10", "subtract(1,3,4) 10");
    check_ok("nim 3+nim 4", "nim 3 + nim 4");
    check_ok("bash (3) 0", "bash(3) 0");
    check_ok("allbut(2,1) 9", "allbut(1,2) 9");
    check_ok("nim 18446744073709551615", "nim 18446744073709551615");
    // Past 2^64 a heap ruleset is valued by its proved period.
    check_ok("nim 18446744073709551616 3", "nim 18446744073709551616 3");
    // A first move of Fibonacci Nim prints as written; a later one with its limit.
    check_ok("fibnim 7 + fibnim(6) 7 + fibnim(3) 7", "fibnim 7 + fibnim 7 + fibnim(3) 7");
}

#[test]
fn bad_descriptions() {
    check_err("", 0, "expected a ruleset name");
    check_err("   ", 3, "expected a ruleset name");
    check_err("3 4 5", 0, "expected a ruleset name");
    check_err("nim", 3, "expected at least one heap size after `nim`");
    check_err("nim 3 +", 7, "expected a ruleset name");
    check_err("nim 3 + + nim 4", 8, "expected a ruleset name");
    check_err("foo 3", 0, "unknown ruleset `foo`");
    check_err("nim(2) 3", 0, "nim takes no parameters");
    check_err("bash 3", 0, "bash needs one parameter");
    check_err("bash() 3", 0, "bash needs one parameter");
    check_err("bash(0) 3", 0, "M ≥ 1");
    check_err("bash(1,2) 3", 0, "bash needs one parameter");
    check_err("subtract 3", 0, "subtract needs its set");
    check_err("subtract(0) 3", 0, "positive");
    check_err("subtract(1,,2) 3", 11, "expected a parameter between the commas");
    check_err("subtract(1 3", 8, "never closed");
    check_err("subtract(1 3) 4", 9, "expected a parameter (a whole number), found `1 3`");
    check_err("nim 3)", 5, "closes no `(`");
    check_err("nim (3", 4, "never closed");
    check_err("nim 3 x", 6, "found `x`");
    check_err("nim -3", 4, "found `-3`");
    check_err("nim 3.5", 4, "expected a heap size");
    check_err("nim 3a", 4, "found `3a`");
    check_err("nim 3 ☃", 6, "found `☃`");
    check_err("allbut() 3", 0, "at least one excluded number");
    check_err("fibnim(x) 3", 7, "expected a move limit (a whole number), found `x`");
    // Checked up front: a Zeckendorf representation costs time quadratic in the bits.
    check_err(
        &format!("fibnim 1{}", "0".repeat(31_000)),
        7,
        "larger than fibnim takes (100000 bits",
    );
}

#[test]
fn diagram_marks_the_column() {
    let text = "nim 3 4 + bash(0) 5";
    let Err(Error::Parse(error)) = parse(text) else { panic!() };
    assert_eq!(error.diagram(text), "nim 3 4 + bash(0) 5\n          ^^^^^^^");
    let text = "nim 3\n+ nim x";
    let Err(Error::Parse(error)) = parse(text) else { panic!() };
    assert_eq!(error.line_and_column(text), (2, 7));
    assert_eq!(error.diagram(text), "+ nim x\n      ^");
}

proptest! {
    /// Printing a parsed game and parsing it again gives the same text.
    #[test]
    fn display_round_trips(parts in prop::collection::vec((0usize..4, prop::collection::vec(any::<u64>(), 1..4), prop::collection::vec(1u64..100, 1..4)), 1..4)) {
        let text: Vec<String> = parts.iter().map(|(kind, heaps, params)| {
            let heaps: Vec<String> = heaps.iter().map(u64::to_string).collect();
            let params: Vec<String> = params.iter().map(u64::to_string).collect();
            let ruleset = match kind {
                0 => "nim".to_string(),
                1 => format!("bash({})", params[0]),
                2 => format!("subtract({})", params.join(",")),
                _ => format!("allbut({})", params.join(",")),
            };
            format!("{ruleset} {}", heaps.join(" "))
        }).collect();
        let game = parse(&text.join(" + ")).unwrap();
        let again = parse(&game.to_string()).unwrap();
        prop_assert_eq!(game.to_string(), again.to_string());
    }

    /// Arbitrary text never panics the parser.
    #[test]
    fn never_panics(text in ".{0,40}") {
        let _ = parse(&text);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(16))]

    /// Numbers of thousands of digits (parsed in halves) print back as
    /// written, leading zeros dropped: num-bigint's printing is the reference.
    #[test]
    fn long_numbers_round_trip(zeros in "0{0,3000}", a in "[1-9][0-9]{1000,9000}", b in "[0-9]{1,5000}") {
        let canonical_b = b.trim_start_matches('0');
        let canonical_b = if canonical_b.is_empty() { "0" } else { canonical_b };
        check_ok(&format!("wythoff {zeros}{a} {b}"), &format!("wythoff {a} {canonical_b}"));
    }
}
