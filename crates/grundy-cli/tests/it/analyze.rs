//! `grundy analyze`: outcomes, nimbers and the exact winning moves of known
//! positions, under normal and misère play, from arguments and from stdin.

use crate::{analyze, analyze_stdin, grundy, Analysis, WinningMove};

/// A position and everything `analyze --json` must report about it.
struct Known {
    spec: &'static str,
    misere: bool,
    outcome: &'static str,
    /// The nim-sum, `None` under misère play.
    nimber: Option<u64>,
    /// Every winning move, in the order reported: (component, to).
    moves: &'static [(usize, &'static str)],
}

/// Runs `analyze --json` on a known position and compares the whole report.
fn check(known: &Known) {
    let flags: &[&str] = if known.misere { &["--misere"] } else { &[] };
    let report = analyze(flags, known.spec);
    let moves: Vec<(usize, &str)> =
        report.moves.iter().map(|m| (m.component, m.to.as_str())).collect();
    assert_eq!(
        (report.outcome.as_str(), report.nimber, moves.as_slice()),
        (known.outcome, known.nimber, known.moves),
        "analyze {flags:?} {:?}",
        known.spec
    );
}

const KNOWN: &[Known] = &[
    // A 3×1 piece: cut off a 1×1 and win at once, whatever else is on the table.
    Known {
        spec: "cutting 3x1 + nim 5",
        misere: false,
        outcome: "N",
        nimber: None,
        moves: &[(0, "cutting 1x1 2x1")],
    },
    // A 1×1 piece: the game is over, and the player to move has lost.
    Known { spec: "cutting 1x1 1x4", misere: false, outcome: "P", nimber: None, moves: &[] },
    // 5 ⊕ 7 = 2, so the one winning move takes heap 9 down to 2.
    Known {
        spec: "nim 5 7 9",
        misere: false,
        outcome: "N",
        nimber: Some(11),
        moves: &[(2, "nim 2")],
    },
    Known { spec: "nim 1 2 3", misere: false, outcome: "P", nimber: Some(0), moves: &[] },
    Known { spec: "nim 0", misere: false, outcome: "P", nimber: Some(0), moves: &[] },
    Known {
        spec: "nim 3 4 5",
        misere: false,
        outcome: "N",
        nimber: Some(2),
        moves: &[(0, "nim 1")],
    },
    // bash(3) 5 is 1, subtract(1,3,4) 9 is 0 (9 mod 7 = 2), and 3 ⊕ 4 ⊕ 5 = 2.
    Known {
        spec: "bash(3) 5 + subtract(1,3,4) 9 + nim 3 4 5",
        misere: false,
        outcome: "N",
        nimber: Some(3),
        moves: &[(0, "bash(3) 2"), (1, "subtract(1,3,4) 5"), (2, "nim 0")],
    },
    // A subtraction set is written back sorted and without repeats. Heap 10
    // has value 1, and two of its options (7 and 9) have value 0.
    Known {
        spec: " subtract( 4 , 1,3 ,1 )10 ",
        misere: false,
        outcome: "N",
        nimber: Some(1),
        moves: &[(0, "subtract(1,3,4) 7"), (0, "subtract(1,3,4) 9")],
    },
    // Every heap of allbut(1,2) 9 below 3 has value 0 and is reachable.
    Known {
        spec: "allbut(1,2) 9",
        misere: false,
        outcome: "N",
        nimber: Some(3),
        moves: &[(0, "allbut(1,2) 0"), (0, "allbut(1,2) 1"), (0, "allbut(1,2) 2")],
    },
    // The largest heap: Nim empties it.
    Known {
        spec: "nim 18446744073709551615",
        misere: false,
        outcome: "N",
        nimber: Some(u64::MAX),
        moves: &[(0, "nim 0")],
    },
    Known {
        spec: "nim 18446744073709551615 18446744073709551615",
        misere: false,
        outcome: "P",
        nimber: Some(0),
        moves: &[],
    },
    // 2⁶⁴ − 1 ≡ 3 (mod 4), so taking 3 leaves a multiple of 4.
    Known {
        spec: "bash(3) 18446744073709551615",
        misere: false,
        outcome: "N",
        nimber: Some(3),
        moves: &[(0, "bash(3) 18446744073709551612")],
    },
    Known {
        spec: "bash(18446744073709551615) 18446744073709551615",
        misere: false,
        outcome: "N",
        nimber: Some(u64::MAX),
        moves: &[(0, "bash(18446744073709551615) 0")],
    },
    // 2⁶⁴ − 1 ≡ 1 (mod 7): value 1, and only taking 1 reaches value 0.
    Known {
        spec: "subtract(1,3,4) 18446744073709551615",
        misere: false,
        outcome: "N",
        nimber: Some(1),
        moves: &[(0, "subtract(1,3,4) 18446744073709551614")],
    },
    // Fibonacci Nim: 17 = 13 + 3 + 1; take 1 (next term 3 > 2) or 1 + 3
    // (next term 13 > 8); 21 is a Fibonacci number.
    Known {
        spec: "fibnim 17",
        misere: false,
        outcome: "N",
        nimber: Some(7),
        moves: &[(0, "fibnim(2) 16"), (0, "fibnim(8) 13")],
    },
    Known { spec: "fibnim 21", misere: false, outcome: "P", nimber: Some(0), moves: &[] },
    // 1-fold dynamic subtraction: 12 = 8 + 4 in powers of 2, take 4 and
    // leave 8 with at most 4 to take (the value, 4, is the search's); the
    // 4-fold sequence is 1, 2, 3, 4, 5, 7, 9, 12, 15, 19, 24, so 24 loses.
    Known {
        spec: "dynamic(1) 12",
        misere: false,
        outcome: "N",
        nimber: Some(4),
        moves: &[(0, "dynamic(1,4) 8")],
    },
    Known { spec: "dynamic(4) 24", misere: false, outcome: "P", nimber: Some(0), moves: &[] },
    // Geography on the path 0-1-2-3 from vertex 1: the one maximum matching
    // 0-1, 2-3 covers 1, so slide to 0 (stuck); from the end 0 of the path
    // 0-1-2 a maximum matching misses 0: lost.
    Known {
        spec: "geography(path(4)) 1",
        misere: false,
        outcome: "N",
        nimber: None,
        moves: &[(0, "geography(0) 0")],
    },
    Known {
        spec: "geography(path(3)) 0",
        misere: false,
        outcome: "P",
        nimber: Some(0),
        moves: &[],
    },
    // In a sum, moves to value 3 by search (checked by a separate script).
    Known {
        spec: "fibnim 20 + fibnim(3) 12",
        misere: false,
        outcome: "N",
        nimber: Some(4),
        moves: &[(0, "fibnim(3) 3"), (0, "fibnim(4) 4"), (0, "fibnim(6) 17"), (0, "fibnim(8) 16")],
    },
    // Misère Nim: all heaps at most 1 and an even number of 1s wins.
    Known {
        spec: "nim 1 1",
        misere: true,
        outcome: "N",
        nimber: None,
        moves: &[(0, "nim 0"), (1, "nim 0")],
    },
    Known { spec: "nim 1 1 1", misere: true, outcome: "P", nimber: None, moves: &[] },
    Known { spec: "nim 2 2", misere: true, outcome: "P", nimber: None, moves: &[] },
    // One big heap: empty it to leave an odd number of 1s.
    Known { spec: "nim 3 1", misere: true, outcome: "N", nimber: None, moves: &[(0, "nim 0")] },
    // One big heap and no 1s: leave one counter.
    Known {
        spec: "nim 18446744073709551615",
        misere: true,
        outcome: "N",
        nimber: None,
        moves: &[(0, "nim 1")],
    },
    // No move at all wins under misère play.
    Known { spec: "nim 0", misere: true, outcome: "N", nimber: None, moves: &[] },
    Known { spec: "nim 1", misere: true, outcome: "P", nimber: None, moves: &[] },
    // Not pure Nim: found by exact search. From 4 the only move is to 0,
    // which leaves the opponent with no move, and so wins for them: P.
    Known { spec: "subtract(4) 4", misere: true, outcome: "P", nimber: None, moves: &[] },
    Known {
        spec: "bash(3) 4",
        misere: true,
        outcome: "N",
        nimber: None,
        moves: &[(0, "bash(3) 1")],
    },
    // Misère Kayles by its quotient (heap images c d ab² d²e ade b, product
    // bc): every move to a P-position, as the exhaustive search of the
    // engine's tests confirms.
    Known {
        spec: "kayles 5 9 13 17 20 31",
        misere: true,
        outcome: "N",
        nimber: None,
        moves: &[
            (0, "kayles 1 3"),
            (1, "kayles 1 6"),
            (1, "kayles 3 4"),
            (1, "kayles 7"),
            (2, "kayles 1 11"),
            (2, "kayles 3 9"),
            (2, "kayles 5 6"),
            (3, "kayles 3 13"),
            (3, "kayles 5 11"),
            (4, "kayles 6 12"),
            (4, "kayles 8 11"),
            (5, "kayles 1 28"),
            (5, "kayles 6 23"),
            (5, "kayles 7 22"),
            (5, "kayles 11 19"),
            (5, "kayles 29"),
        ],
    },
    // Moore's Nim_2, the seed's example: column sums 2 2 3 3 are not all
    // multiples of 3. Its value comes from a search; two moves reach P.
    Known {
        spec: "moore(2) 3 5 10 15",
        misere: false,
        outcome: "N",
        nimber: Some(33),
        moves: &[(0, "moore(2) 3 5 6 7"), (0, "moore(2) 3 5 7 6")],
    },
];

#[test]
fn known_positions_have_their_exact_reports() {
    KNOWN.iter().for_each(check);
}

#[test]
fn a_game_decided_by_one_piece_says_which_and_why() {
    let run = grundy(&["analyze", "cutting 5x6 1x3"], None);
    assert_eq!(run.code, Some(0), "{run:?}");
    assert_eq!(
        run.stdout,
        "The player to move wins at once (an N-position):\n  component 2 (cutting 1x3): the player to move cuts a 1x1 piece off 1x3 and wins at once\nThe other components do not matter: no value is needed.\nWinning moves (each wins at once):\n  component 2: cutting 1x3 → cutting 1x1 1x2\n"
    );
}

/// `from` describes the component before the move, in the same form as `to`.
#[test]
fn moves_describe_the_component_before_and_after() {
    let report = analyze(&[], "bash(3) 5 + subtract(1,3,4) 9 + nim 3 4 5");
    let from: Vec<&str> = report.moves.iter().map(|m| m.from.as_str()).collect();
    assert_eq!(from, ["bash(3) 5", "subtract(1,3,4) 9", "nim 3"]);
}

/// Each seed game, position by position, against its known rule.
#[test]
fn seed_games_follow_their_rules() {
    for n in 0..30u64 {
        let p = matches!(n % 7, 0 | 2);
        let report = analyze(&[], &format!("subtract(1,3,4) {n}"));
        assert_eq!(report.outcome == "P", p, "subtract(1,3,4) {n}: {report:?}");
    }
    for m in 1..=5u64 {
        for n in 0..=14u64 {
            let report = analyze(&[], &format!("bash({m}) {n}"));
            assert_eq!(report.nimber, Some(n % (m + 1)), "bash({m}) {n}: {report:?}");
        }
    }
}

/// A description read from stdin with `-` may spread over lines, with any
/// line ending, and is analysed exactly as the same text given as an argument.
#[test]
fn descriptions_are_read_from_stdin() {
    let inline = analyze(&[], "nim 5 7 9");
    for text in [
        "nim 5 7 9",
        "nim 5 7 9\n",
        "nim 5\n7\n9\n",
        "  nim\n  5 7\n+ nim\t9\n\n",
        "nim 5\r\n7 + nim 9\r\n",
    ] {
        assert_eq!(analyze_stdin(&[], text), inline, "stdin {text:?}");
    }
    let misere = analyze_stdin(&["--misere"], "nim 3\n+\nnim 1\n");
    assert_eq!(
        misere,
        Analysis {
            outcome: "N".to_string(),
            nimber: None,
            moves: vec![WinningMove {
                component: 0,
                from: "nim 3".to_string(),
                to: "nim 0".to_string(),
            }],
            unlisted: Vec::new(),
        }
    );
}

/// The text report says who wins and lists every winning move.
#[test]
fn text_reports_name_the_winner_and_the_moves() {
    let run = |args: &[&str]| grundy(args, None).success(&format!("{args:?}"));
    let n = run(&["analyze", "nim 5 7 9"]);
    assert!(n.contains("player to move wins"), "{n}");
    assert!(n.contains("component 3: nim 9 → nim 2"), "{n}");
    let p = run(&["analyze", "nim 1 2 3"]);
    assert!(p.contains("player to move loses"), "{p}");
    assert!(!p.contains("→"), "no winning moves: {p}");
    let misere = run(&["analyze", "--misere", "nim 1 1 1"]);
    assert!(misere.contains("player to move loses"), "{misere}");
    assert!(misere.contains("misère"), "{misere}");
}

/// Moore's Nim_k in text: who wins, the moves, and with `--explain` the
/// column sums mod K+1 and the marking procedure's move.
#[test]
fn moore_reports_and_explains_the_seed_example() {
    let run = |args: &[&str]| grundy(args, None).success(&format!("{args:?}"));
    let text = run(&["analyze", "moore(2) 3 5 10 15"]);
    assert!(text.contains("player to move wins"), "{text}");
    assert!(text.contains("component 1: moore(2) 3 5 10 15 → moore(2) 3 5 7 6"), "{text}");
    let explained = run(&["analyze", "--explain", "moore(2) 3 5 10 15"]);
    for line in [
        "column sums from bit 3 down: 2 2 3 3; mod 3: 2 2 0 0",
        "the marking procedure plays moore(2) 3 5 10 15 → moore(2) 3 5 7 6",
    ] {
        assert!(explained.contains(line), "{line}: {explained}");
    }
}

/// A period proved from a short table covers any heap: subtract(1,3,4)'s
/// needs 18 values, so a table limit of 4096 is plenty for heap 50000.
#[test]
fn a_proved_period_covers_heaps_past_the_table_limit() {
    let report = analyze(&["--max-table", "4096"], "subtract(1,3,4) 50000");
    assert_eq!(report.nimber, Some(2), "50000 ≡ 6 (mod 7): {report:?}");
    let to: Vec<&str> = report.moves.iter().map(|m| m.to.as_str()).collect();
    assert_eq!(to, ["subtract(1,3,4) 49996"]);
}

/// Limits far below the table's first stretch still let a short proved
/// period through (a regression: the first stretch was once fixed at 4096).
#[test]
fn a_proved_period_covers_heaps_past_a_small_table_limit() {
    for limit in ["20", "63", "1000", "4095"] {
        let report = analyze(&["--max-table", limit], "subtract(1,3,4) 5000");
        assert_eq!(report.outcome, "P", "5000 ≡ 2 (mod 7), limit {limit}");
    }
}

/// Listing moves past `--max-search` leaves that component's moves out,
/// saying why, after the outcome, which needs no listing; who wins was
/// answered, so the run succeeds.
#[test]
fn a_listing_over_the_limit_names_it_after_the_outcome() {
    let spec = "fibnim 1000000000000000000000000000000000000";
    let run = grundy(&["analyze", "--max-search", "100", spec], None);
    assert_eq!(run.code, Some(0), "{run:#?}");
    assert!(run.stdout.starts_with("The player to move wins"), "{run:#?}");
    for mention in [
        "Not listed: the winning moves of component 1",
        "listing the winning moves of fibnim 1000",
        "limit of 100 steps",
        "--max-search",
    ] {
        assert!(run.stdout.contains(mention), "{mention}: {run:#?}");
    }
}

/// Every move that can be listed is, beside a component whose moves cannot,
/// and the JSON says which component is missing and why.
#[test]
fn moves_of_other_components_are_listed_beside_one_that_cannot_be() {
    let report = analyze(&[], "octal(0.4) 1000000000000000000000 + nim 1");
    assert_eq!((report.outcome.as_str(), report.nimber), ("N", Some(1)));
    let to: Vec<&str> = report.moves.iter().map(|m| m.to.as_str()).collect();
    assert_eq!(to, ["nim 0"]);
    assert_eq!(report.unlisted.len(), 1);
    let (component, from, reason) = &report.unlisted[0];
    assert_eq!((*component, from.as_str()), (0, "octal(0.4) 1000000000000000000000"));
    assert!(reason.contains("lists moves only of heaps a table holds"), "{reason}");
    // One component past the listing limit: the JSON still parses.
    let report = analyze(&[], "kayles 1000000000000");
    assert_eq!((report.outcome.as_str(), report.moves.len(), report.unlisted.len()), ("N", 0, 1));
    let report = analyze(&["--max-search", "0"], "kayles 5");
    assert_eq!(report.unlisted[0].0, 0);
}

/// A component known to be a P-position counts as 0 in a sum, and
/// identical components of unknown value cancel in pairs.
#[test]
fn p_components_and_identical_pairs_need_no_value() {
    let report = analyze(&[], "wythoff 1999 3235 + nim 0");
    assert_eq!((report.outcome.as_str(), report.nimber), ("P", Some(0)));
    let report =
        analyze(&[], "moore(2) 100000000000000000000 100000000000000000000 100000000000000000000");
    assert_eq!((report.outcome.as_str(), report.nimber), ("P", Some(0)));
    let report = analyze(&[], "wythoff 2000 3237 + wythoff 2000 3237");
    assert_eq!((report.outcome.as_str(), report.nimber), ("P", Some(0)));
    let report = analyze(&[], "wythoff 2000 3237 + nim 1 + wythoff 2000 3237");
    assert_eq!((report.outcome.as_str(), report.nimber), ("N", Some(1)));
    assert_eq!(report.moves.len(), 1);
    let unlisted: Vec<usize> = report.unlisted.iter().map(|u| u.0).collect();
    assert_eq!(unlisted, [0, 2]);
    // An unknown value that does not cancel is still refused, naming the limit.
    let run = grundy(&["analyze", "wythoff 2000 3237 + nim 1"], None);
    assert_eq!(run.code, Some(2), "{run:#?}");
    assert!(run.stderr.contains("--max-search"), "{run:#?}");
}

/// Heaps past 2^64: exact values in JSON, and the moves by the period.
#[test]
fn heaps_past_2_64_are_answered_exactly() {
    let json = grundy(
        &[
            "analyze",
            "--json",
            "nim 18446744073709551616 5 + bash(3) 100000000000000000000000000001",
        ],
        None,
    )
    .success("big heaps");
    let report: serde_json::Value = serde_json::from_str(&json).expect("JSON");
    // 2^64 ⊕ 5 ⊕ 1 = 2^64 + 4.
    assert_eq!(report["nimber"].to_string(), "18446744073709551620", "{json}");
    let moves: Vec<String> = report["winning_moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["to"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(moves, ["nim 4"], "{json}");
}

/// Lasker's Nim past 2^64: the value by its period, and the listing of its
/// splits left out after the outcome, with the reason.
#[test]
fn lasker_past_2_64_gives_its_value_and_refuses_its_splits() {
    let run = grundy(&["analyze", "lasker 99999999999999999999999"], None);
    assert_eq!(run.code, Some(0), "{run:#?}");
    assert!(run.stdout.contains("*100000000000000000000000"), "{run:#?}");
    assert!(run.stdout.contains("lists moves only of heaps a table holds"), "{run:#?}");
}

#[test]
fn misere_sums_of_a_million_heaps_are_read_in_the_quotient() {
    // A million Kayles heaps of 1 to 4 and one of 10^12: each heap maps to
    // an element, the sum to their product (Φ periodic from 71, proved).
    let mut spec = String::from("kayles");
    for i in 0..1_000_000u64 {
        spec.push_str([" 1", " 2", " 3", " 4"][(i % 4) as usize]);
    }
    spec.push_str(" 1000000000000");
    let run = grundy(&["analyze", "--misere", "--json", "-"], Some(spec.as_bytes()));
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let report: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    // Φ(1..=4) = a, b, ab, a and Φ(10^12) = Φ(76) = ab²: the product is
    // a^750000·b^500000·ab² = b²·ab² = ab² (a² = 1, b⁴ = b²), not in P.
    assert_eq!(report["outcome"], "N", "{report}");
    // --explain counts the copies of each distinct heap.
    let text = grundy(&["analyze", "--misere", "--explain", "-"], Some(spec.as_bytes()))
        .success("analyze --misere --explain");
    assert!(text.contains("kayles 1 (×250000) ↦ a"), "{text}");
    assert!(text.contains("Φ being periodic from heap 71 with period 12 (proved)"), "{text}");
}

#[test]
fn misere_explanations_show_each_heap_and_the_product() {
    let text = grundy(&["analyze", "--misere", "--explain", "kayles 5 9 13 17 20 31"], None)
        .success("analyze --misere --explain");
    for line in [
        "Misère quotient: order 40, P-portion {a, b², ac, d, ac², e, ad², ade, adf}",
        "  kayles 5 ↦ c",
        "  kayles 17 ↦ d²e",
        "Product: bc, not in the P-portion.",
    ] {
        assert!(text.contains(line), "{line:?} missing from:\n{text}");
    }
}

#[test]
fn quotient_reports_kayles_presentation_and_period() {
    let text = grundy(&["quotient", "kayles", "--heaps", "200"], None).success("quotient kayles");
    for line in [
        "Order 40, P-portion of 9 elements; certified on every heap up to 200.",
        "Φ is periodic from heap 71 with period 12",
        "this is the quotient of every heap of kayles.",
        "Generators: a = heap 1, b = heap 2, c = heap 5, d = heap 9, e = heap 12, f = heap 25, g = heap 27",
        "Grew at heaps: 1 (order 2), 2 (order 6), 5 (order 12), 9 (order 18), 12 (order 24), 25 (order 32), 27 (order 40)",
        "    0: 1 a b ab a c ab b ab² d",
    ] {
        assert!(text.contains(line), "{line:?} missing from:\n{text}");
    }
    let run = grundy(&["quotient", "octal(0.75)", "--heaps", "30", "--json"], None);
    let json: serde_json::Value = serde_json::from_str(&run.success("quotient --json")).unwrap();
    // R8 of Plambeck and Siegel.
    assert_eq!(json["order"], 8);
    assert_eq!(json["p_portion"], 2);
    assert_eq!(json["p_elements"], serde_json::json!(["a", "b^2"]));
    assert_eq!(
        json["relations"],
        serde_json::json!(["a^2 = 1", "bc = ab", "c^2 = b^2", "b^3 = b"])
    );
    assert_eq!(json["generators"][2], serde_json::json!({"name": "c", "heap": 5}));
    assert_eq!(json["pretending"].as_array().unwrap().len(), 31);
    assert_eq!(json["pretending"][9], "ab^2");
    assert_eq!(
        (json["preperiod"].clone(), json["period"].clone(), json["proved"].clone()),
        (8.into(), 2.into(), true.into())
    );
}

#[test]
fn genus_reports_kayles_and_dawson() {
    let text = grundy(&["genus", "kayles", "--upto", "12"], None).success("genus kayles");
    for line in [
        "   5  4^146   1  restive",
        "The first heap that is not tame is 5: restive",
        "read off the quotient by misère values below 8",
    ] {
        assert!(
            text.to_lowercase().contains(&line.to_lowercase()),
            "{line:?} missing from:\n{text}"
        );
    }
    let run = grundy(&["genus", "dawson", "--upto", "20", "--json"], None);
    let json: serde_json::Value = serde_json::from_str(&run.success("genus --json")).unwrap();
    assert_eq!(json["first_not_tame"], 10);
    assert_eq!(json["heaps"][10]["genus"], "3^1431");
    assert_eq!(json["heaps"][10]["class"], "restive");
    assert_eq!(json["heaps"][10]["misere"], serde_json::json!([1, 4, 3, 1]));
    assert_eq!(json["heaps"].as_array().unwrap().len(), 21);
    let run = grundy(&["genus", "subtract(1,3,4)", "--upto", "30", "--json"], None);
    let json: serde_json::Value = serde_json::from_str(&run.success("genus --json")).unwrap();
    assert_eq!(json["tame_for_every_heap"], true);
    assert_eq!((json["period"].clone(), json["proved"].clone()), (7.into(), true.into()));
}

/// Descriptions typed on a Chinese keyboard or a phone (full-width digits,
/// commas, brackets and plus, ideographic spaces, `、` between numbers, `×`
/// in a board, capitals) are read as their plain forms: the same report,
/// byte for byte.
#[test]
fn descriptions_are_read_as_people_type_them() {
    for (typed, plain) in [
        ("nim ３ ４", "nim 3 4"),
        ("subtract(1，3，4) 10", "subtract(1,3,4) 10"),
        ("Nim 3 4 5", "nim 3 4 5"),
        ("nim　3", "nim 3"),
        ("ＮＩＭ　３ ＋ Ｋａｙｌｅｓ　９", "nim 3 + kayles 9"),
        ("subtract（1、3、4）　１０ ＋ bash(３) ７", "subtract(1,3,4) 10 + bash(3) 7"),
        ("chomp 3×4", "chomp 3x4"),
    ] {
        let (typed_run, plain_run) =
            (grundy(&["analyze", typed], None), grundy(&["analyze", plain], None));
        assert_eq!(typed_run.code, Some(0), "{typed}: {typed_run:#?}");
        assert_eq!(typed_run.stdout, plain_run.stdout, "{typed}");
    }
}

/// Issue 26: a misère sum that no quotient decides, answered by the search
/// of the whole sum under the default limits (it was refused after 2·10⁷
/// steps), and refused under a small `--max-search` with one short line
/// naming the limit and the flag, whole (the printer cuts lines past 400
/// characters in the middle; this one never needs it).
#[test]
fn misere_sum_without_a_quotient_is_searched_whole() {
    let spec = "octal(0.31) 7 + lasker 3 3 11 + officers 10";
    let report = analyze(&["--misere"], spec);
    assert_eq!(report.outcome, "N");
    assert!(!report.moves.is_empty() && report.unlisted.is_empty(), "{report:?}");
    let run = grundy(&["analyze", "--misere", "--max-search", "100000", spec], None);
    assert_eq!(run.code, Some(2), "{run:?}");
    let message = run.stderr.trim_end();
    assert!(!message.contains('\n') && message.chars().count() < 300, "{message}");
    for mention in ["limit of 100000 steps", "--max-search", "no misère quotient"] {
        assert!(message.contains(mention), "{message} lacks {mention:?}");
    }
    assert!(!message.contains("characters left out"), "{message}");
}

/// Issue 33: misère sums of games that are not heap games are decided by
/// the search that play uses (they were refused, while play decided them);
/// games whose win condition is stated for normal play are refused.
#[test]
fn misere_play_beyond_heap_games_is_analysed_by_the_whole_sum() {
    let run = grundy(&["analyze", "--misere", "wythoff 2 3"], None);
    assert_eq!(run.code, Some(0), "{run:?}");
    let expected = "The player to move wins (an N-position) under misère play, where the player who cannot move wins.
By an exact search of the whole sum (12 positions): misère sums have no nim-sum shortcut.
By the SJ theorem (Anti-SG; 2009 training team paper): in every component, each position of value 0 that has a move has a move to value 1, so the player to move wins exactly when the nim-sum is not 0 and some component's value exceeds 1, or the nim-sum is 0 and none does. Here the nim-sum is *5; components with a value above 1: 1.
Winning moves (each leaves a misère P-position):
  component 1: wythoff 2 3 → wythoff 0 1
  component 1: wythoff 2 3 → wythoff 2 2
";
    assert_eq!(run.stdout, expected);
    // A draw lists the moves that keep it, as under normal play.
    let run = grundy(&["analyze", "--misere", "--json", "windup(7; 2,3) 1 5"], None);
    let report: serde_json::Value = serde_json::from_str(&run.stdout).expect("JSON");
    assert_eq!(report["outcome"], "D", "{report}");
    assert_eq!(report["drawing_moves"].as_array().map(Vec::len), Some(4), "{report}");
    for spec in ["treblecross 12", "cutting 3x2", "treblecross 3 + nim 2"] {
        let run = grundy(&["analyze", "--misere", spec], None);
        assert_eq!(run.code, Some(2), "{spec}: {run:?}");
        assert!(
            run.stderr.contains("stated for normal play")
                || run.stderr.contains("under normal play"),
            "{spec}: {}",
            run.stderr
        );
    }
}

/// Issue 47, item 5: an N-position whose value is past the search limit,
/// beside components of value 0, has its own outcome and winning moves
/// (the sum was refused, "needs up to 758802879 steps").
#[test]
fn zeros_beside_an_unvalued_position_leave_its_answer() {
    let alone = analyze(&[], "wythoff 2000 3236");
    assert_eq!(alone.outcome, "N");
    assert_eq!(alone.moves.len(), 2);
    for spec in ["wythoff 2000 3236 + nim 0", "wythoff 2000 3236 + nim 0 + dawson 1"] {
        let report = analyze(&[], spec);
        assert_eq!(report.outcome, "N", "{spec}");
        assert_eq!(report.moves, alone.moves, "{spec}");
    }
    // When the others do not add up to 0, its value is needed: refused.
    let run = grundy(&["analyze", "wythoff 2000 3236 + nim 1"], None);
    assert_eq!(run.code, Some(2), "{run:?}");
    assert!(run.stderr.contains("wythoff 2000 3236"), "{run:?}");
}
