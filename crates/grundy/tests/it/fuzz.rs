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

/// `text` as a Chinese keyboard or a phone types it: each ASCII digit,
/// letter, bracket, comma, `+` and space for which `widen` is true in its
/// full-width form (U+FF01..U+FF5E, the ideographic space for a space), and
/// the first letter capitalised.
fn typed(text: &str, widen: &[bool]) -> String {
    let mut typed: String = text
        .chars()
        .zip(widen.iter().cycle())
        .map(|(c, &wide)| match c {
            ' ' if wide => '\u{3000}',
            '!'..='~' if wide && (c.is_ascii_alphanumeric() || "(),+".contains(c)) => {
                char::from_u32(c as u32 - 0x21 + 0xFF01).expect("a full-width form")
            }
            c => c,
        })
        .collect();
    if let Some(first) = typed.chars().next().filter(char::is_ascii_lowercase) {
        typed.replace_range(..1, &first.to_ascii_uppercase().to_string());
    }
    typed
}

/// The index, in characters, of the character at byte `offset` of `text`.
fn char_index(text: &str, offset: usize) -> usize {
    text.char_indices().take_while(|&(at, _)| at < offset).count()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(), ..ProptestConfig::default() })]

    /// A description typed with full-width forms and a capital reads as the
    /// plain one: the same game, or an error at the same character, in
    /// the text as typed.
    #[test]
    fn typed_descriptions_read_as_their_plain_forms(
        text in description(),
        widen in prop::collection::vec(any::<bool>(), 1..16),
    ) {
        // Only the grammar's ASCII: junk of other scripts has no plain form
        // to compare with.
        prop_assume!(text.chars().all(|c| c.is_ascii_graphic() || c == ' '));
        let wide = typed(&text, &widen);
        match (parse(&text), parse(&wide)) {
            (Ok(plain), Ok(typed)) => prop_assert_eq!(plain.to_string(), typed.to_string()),
            (Err(Error::Parse(plain)), Err(Error::Parse(typed))) => {
                // Messages quote the ruleset's name as typed, capital and all.
                prop_assert_eq!(
                    plain.message.english().to_lowercase(),
                    typed.message.english().to_lowercase(),
                    "{:?} / {:?}", text, wide
                );
                prop_assert_eq!(
                    char_index(&text, plain.offset),
                    char_index(&wide, typed.offset),
                    "{:?} / {:?}", text, wide
                );
                let marked = |t: &str, e: &grundy::ParseError| {
                    t.get(e.offset..(e.offset + e.len).min(t.len())).map_or(0, |s| s.chars().count())
                };
                prop_assert_eq!(marked(&text, &plain), marked(&wide, &typed), "{:?} / {:?}", text, wide);
            }
            (plain, typed) => prop_assert_eq!(
                plain.map(|g| g.to_string()).map_err(|e| e.to_string()),
                typed.map(|g| g.to_string()).map_err(|e| e.to_string()),
                "{:?} / {:?}", text, wide
            ),
        }
    }

    #[test]
    fn fuzzed_descriptions_parse_or_are_refused(text in description()) {
        match parse(&text) {
            Err(Error::Parse(error)) => {
                prop_assert!(error.offset <= text.len(), "{text:?}: offset {}", error.offset);
                prop_assert!(!error.message.english().is_empty());
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
