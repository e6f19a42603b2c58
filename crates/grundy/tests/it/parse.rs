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
                error.message.english().contains(expected),
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
    // Heaps apart by commas, as students write them (issue 49, defect 11).
    check_ok("nim 3,4,5", "nim 3 4 5");
    check_ok("nim 3、4、5 6", "nim 3 4 5 6");
    check_ok("nim 3，4，5", "nim 3 4 5");
    check_ok("kayles 7,4 + nim 1", "kayles 7 4 + nim 1");
    check_ok("nim 18446744073709551616,3", "nim 18446744073709551616 3");
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
    check_err("nim 3,,4", 4, "found `3,,4`");
    check_err("nim 3,4,x", 4, "found `3,4,x`");
    check_err("nim 3 4,", 6, "found `4,`");
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

/// The Chinese names of the classic games read as their names, and the
/// game prints back with the canonical name.
#[test]
fn chinese_names_are_aliases() {
    for (typed, canonical) in [
        ("尼姆 3 4 5", "nim 3 4 5"),
        ("巴什(3) 20", "bash(3) 20"),
        ("威佐夫 3 5", "wythoff 3 5"),
        ("斐波那契 20", "fibnim 20"),
        ("阶梯 3 1 4", "staircase 3 1 4"),
        ("减法(1,3,4) 10", "subtract(1,3,4) 10"),
        ("拉斯克 3 7", "lasker 3 7"),
        ("凯尔斯 10 + 保龄球 7", "kayles 10 + kayles 7"),
        ("道森 10", "dawson 10"),
        ("格兰迪 10", "grundys-game 10"),
        ("巧克力 3x4", "chomp 3x4"),
        ("欧几里得 31 12", "euclid 31 12"),
        ("摩尔(2) 1 2 4", "moore(2) 1 2 4"),
        ("八进制(0.77) 10", "octal(0.77) 10"),
        ("哈肯布什(0-1,1-2)", "hackenbush(0-1,1-2)"),
        // Full width, capitals and an alias together.
        ("ＮＩＭ　３ ＋ 巴什（３）　２０ ＋ Wythoff ３　５", "nim 3 + bash(3) 20 + wythoff 3 5"),
        ("尼姆　３　４　５＋威佐夫　３　５", "nim 3 4 5 + wythoff 3 5"),
    ] {
        check_ok(typed, canonical);
    }
    // Aliases analyse exactly as the names.
    for (alias, name) in
        [("尼姆 3 4 5", "nim 3 4 5"), ("巴什(3) 20", "bash(3) 20"), ("威佐夫 3 5", "wythoff 3 5")]
    {
        let (a, b) = (parse(alias).unwrap(), parse(name).unwrap());
        let limits = grundy::Limits::default();
        let (a, b) = (
            grundy::Analysis::new(&a, &limits).unwrap(),
            grundy::Analysis::new(&b, &limits).unwrap(),
        );
        assert_eq!(a.nimber(), b.nimber(), "{alias}");
        assert_eq!(a.outcome(), b.outcome(), "{alias}");
        let moves =
            |x: &grundy::Analysis| -> Vec<_> { x.winning_moves().map(|m| m.unwrap()).collect() };
        assert_eq!(moves(&a), moves(&b), "{alias}");
    }
    assert_eq!(grundy::parse_ruleset("巴什(3)").unwrap().name(), "bash(3)");
    assert_eq!(grundy::rulesets::find("保龄球").unwrap().name, "kayles");
}

/// A misspelt Chinese name is unknown where it was typed, with the closest
/// name suggested, and the caret counts two columns for each character.
#[test]
fn misspelt_chinese_names() {
    check_err("巴斯(3) 20", 0, "unknown ruleset `巴斯`; did you mean `巴什`?");
    check_err("nim 3 + 威佐 3 5", 8, "did you mean `威佐夫`?");
    check_err("尼姆 3 x", 9, "found `x`");
    for (text, diagram) in [
        ("巴斯(3) 20", "巴斯(3) 20\n^^^^"),
        ("nim 3 + 威佐 3 5", "nim 3 + 威佐 3 5\n        ^^^^"),
        ("尼姆 3 x", "尼姆 3 x\n       ^"),
        // Full-width digits and an ideographic space before the slip.
        ("尼姆　３ ＋ 巴斯 3", "尼姆　３ ＋ 巴斯 3\n            ^^^^"),
        ("ｎｉｍ ３ ＋ 斐波纳契 20", "ｎｉｍ ３ ＋ 斐波纳契 20\n             ^^^^^^^^"),
    ] {
        let Err(Error::Parse(error)) = parse(text) else { panic!("{text} parsed") };
        assert_eq!(error.diagram(text), diagram, "{text}: {}", error.message);
    }
    let Err(Error::Parse(error)) = parse("ｎｉｍ ３ ＋ 斐波纳契 20") else { panic!() };
    assert!(error.message.english().contains("did you mean `斐波那契`?"), "{}", error.message);
}

/// Groups: the parts in brackets are one component of a compound; written
/// back as read, and refused where they do not close, nest or start a term.
#[test]
fn groups_are_read_and_written_back() {
    check_ok("[kayles 1 2] + nim 3", "[kayles 1 2] + nim 3");
    check_ok("nim 3+[ kayles 1 2 + nim 4 ]", "nim 3 + [kayles 1 2 + nim 4]");
    check_ok("[nim 1]+[nim 2]", "[nim 1] + [nim 2]");
    let game = parse("nim 5 6 + [kayles 1 2 + nim 4] + bash(2) 3").unwrap();
    assert_eq!(
        game.compound_components(),
        vec![vec![(0, 0)], vec![(0, 1)], vec![(1, 0), (1, 1), (2, 0)], vec![(3, 0)]]
    );
    check_err("[kayles 1 2", 0, "this `[` is never closed");
    check_err("kayles 1 2]", 10, "expected `+` or the end");
    check_err("nim 3 [kayles 2]", 6, "a group `[ … ]` is a whole term");
    check_err("[[nim 1]]", 1, "expected a ruleset name");
    check_err("[nim 1] nim 2", 8, "expected `+` or the end");
}
