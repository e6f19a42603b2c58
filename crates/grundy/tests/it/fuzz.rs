//! A fuzz run of the description parser and the analysis behind it: inputs
//! built from the grammar's own pieces (every ruleset name, parameters,
//! numbers small and huge, `+`, brackets) mixed with junk (control
//! characters, stray punctuation, other scripts). Whatever comes in, the
//! parser answers a game or a parse error with an offset inside the input,
//! never a panic; a game parses back from its own description; and its
//! analysis under tight limits answers or names a limit, and every move it
//! lists parses.

use grundy::rulesets::CATALOG;
use grundy::{parse, Analysis, Error, Limits, MisereAnalysis};
use proptest::prelude::*;

/// One piece of a description.
fn piece() -> impl Strategy<Value = String> {
    let names: Vec<String> = CATALOG.iter().map(|info| info.name.to_string()).collect();
    prop_oneof![
        4 => prop::sample::select(names),
        4 => (0u64..40).prop_map(|n| n.to_string()),
        1 => "[0-9]{15,40}",
        2 => Just("+".to_string()),
        1 => "\\([0-9,. ]{0,8}\\)",
        1 => "[0-9]{1,2}x[0-9]{1,2}",
        1 => prop::sample::select(vec![
            "(", ")", ",", ".", "-", "x", "0.77", "4.", "#", "\n", "\t", "\u{0}", "\u{1b}[31m",
            "\u{feff}", "é", "石", "∞", "", " ", "graph(", "octal(0.", "1-2", ":",
        ])
        .prop_map(str::to_string),
    ]
}

fn description() -> impl Strategy<Value = String> {
    prop::collection::vec(piece(), 0..8).prop_map(|pieces| pieces.join(" "))
}

/// Limits tight enough that a fuzzed case costs milliseconds.
fn tight() -> Limits {
    Limits {
        max_table: 100_000,
        max_search: 100_000,
        max_memory: 64 << 20,
        max_work: 10_000_000,
        ..Limits::default()
    }
}

/// Cases per run: 3,000 in CI; `FUZZ_CASES=1000000` for a long run.
fn cases() -> u32 {
    std::env::var("FUZZ_CASES").ok().and_then(|c| c.parse().ok()).unwrap_or(3000)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(), ..ProptestConfig::default() })]

    #[test]
    fn fuzzed_descriptions_parse_or_are_refused(text in description()) {
        match parse(&text) {
            Err(Error::Parse(error)) => {
                prop_assert!(error.offset <= text.len(), "{text:?}: offset {}", error.offset);
                prop_assert!(!error.message.is_empty());
                let _ = error.diagram(&text);
            }
            Err(other) => prop_assert!(
                matches!(other, Error::LimitExceeded { .. } | Error::Unsupported(_) | Error::File { .. }),
                "{text:?}: {other:?}"
            ),
            Ok(game) => {
                let written = game.to_string();
                let again = parse(&written);
                prop_assert!(again.is_ok(), "{text:?} → {written:?}: {again:?}");
                prop_assert_eq!(again.unwrap().to_string(), written);
                if let Ok(analysis) = Analysis::new(&game, &tight()) {
                    for m in analysis.winning_moves().take(50).flatten() {
                        prop_assert!(parse(&m.to).is_ok(), "{text:?}: move to {:?}", m.to);
                    }
                }
                let _ = MisereAnalysis::new(&game, &tight());
            }
        }
    }
}
