//! `grundy analyze --compound`: known compounds through the binary and the
//! API, the `every` and `sum` names, and bad input (the engine's tests check
//! the theories against a plain search of every position).

use serde_json::Value;

use crate::play::play;
use crate::{assert_short, grundy, scratch};

/// `analyze --json --compound NAME` on `spec`, read as JSON.
fn analyze(compound: &str, flags: &[&str], spec: &str) -> Value {
    let mut args = vec!["analyze", "--json", "--compound", compound];
    args.extend_from_slice(flags);
    args.push(spec);
    let out = grundy(&args, None).success(&format!("analyze {args:?}"));
    serde_json::from_str(&out).expect("one JSON document")
}

/// Each winning move as the components' descriptions after it.
fn moves(report: &Value) -> Vec<Vec<String>> {
    let components: Vec<String> = report["components"]
        .as_array()
        .expect("components")
        .iter()
        .map(|c| c["from"].as_str().expect("from").to_owned())
        .collect();
    report["winning_moves"]
        .as_array()
        .expect("winning moves")
        .iter()
        .map(|m| {
            let mut after = components.clone();
            for moved in m["moves"].as_array().expect("moves") {
                let k = moved["component"].as_u64().expect("a component") as usize;
                assert_eq!(moved["from"], components[k].as_str());
                after[k] = moved["to"].as_str().expect("to").to_owned();
            }
            after
        })
        .collect()
}

/// A compound, misère or not, a game, its outcome, and its winning moves
/// as the components after each.
type Known = (&'static str, bool, &'static str, &'static str, &'static [&'static [&'static str]]);

#[test]
fn known_compounds() {
    let known: &[Known] = &[
        (
            "conjunctive",
            false,
            "subtract(1,2) 4 6",
            "N",
            &[&["subtract(1,2) 3", "subtract(1,2) 4"], &["subtract(1,2) 3", "subtract(1,2) 5"]],
        ),
        ("conjunctive", true, "subtract(1,2) 4 6", "P", &[]),
        // Every-SG: the only win prolongs heap 3 (3 → 2) rather than end it.
        ("every", false, "subtract(1,3) 2 3", "N", &[&["subtract(1,3) 1", "subtract(1,3) 2"]]),
        ("continued", true, "subtract(1,3) 2 3", "N", &[&["subtract(1,3) 1", "subtract(1,3) 0"]]),
        ("selective", false, "nim 1 2 3", "N", &[&["nim 0", "nim 0", "nim 0"]]),
        ("shortened", true, "nim 2 3", "N", &[&["nim 1", "nim 1"]]),
        // A Kayles row split in two stays one component of the compound.
        (
            "conjunctive",
            false,
            "kayles 3 + nim 1",
            "N",
            &[&["kayles 1 1", "nim 0"], &["kayles 1", "nim 0"], &["kayles 2", "nim 0"]],
        ),
        // A component that has ended ends the conjunctive compound: lost.
        ("conjunctive", false, "nim 0 5", "P", &[]),
    ];
    for &(compound, misere, spec, outcome, winning) in known {
        let flags: &[&str] = if misere { &["--misere"] } else { &[] };
        let report = analyze(compound, flags, spec);
        let said = format!("{compound} {flags:?} {spec}");
        assert_eq!(report["outcome"], outcome, "{said}");
        assert_eq!(report["winning_count"].as_u64(), Some(winning.len() as u64), "{said}");
        let expected: Vec<Vec<String>> =
            winning.iter().map(|m| m.iter().map(|s| s.to_string()).collect()).collect();
        let mut found = moves(&report);
        found.sort();
        let mut expected = expected;
        expected.sort();
        assert_eq!(found, expected, "{said}");
    }
    // The other names: `every` is `continued`, `sum` the plain sum.
    assert_eq!(analyze("every", &[], "nim 3 4")["compound"], "continued");
    let sum = grundy(&["analyze", "--json", "--compound", "sum", "nim 3 4"], None);
    let plain = grundy(&["analyze", "--json", "nim 3 4"], None);
    assert_eq!(sum.success("sum"), plain.success("plain"));
}

#[test]
fn bad_compounds_say_why() {
    let dir = scratch();
    let graph = dir.path().join("cycle.txt");
    std::fs::write(&graph, "a: b\nb: a c\nc:\n").unwrap();
    let loopy = format!("graph({}) a", graph.display());
    let cases: &[(&[&str], &str)] = &[
        (&["--compound", "bogus", "nim 1"], "invalid value 'bogus' for '--compound"),
        (&["--compound", "every", &loopy], "can come back to a position it has left"),
        (&["--compound", "selective", "cutting 3x4"], "decides the game by a rule of its own"),
        (
            &["--compound", "conjunctive", "--max-search", "1000", "nim 5000"],
            "the values of each component (an exact search of the positions it reaches) needs more than 1000 steps",
        ),
    ];
    for (flags, expected) in cases {
        let mut args = vec!["analyze"];
        args.extend_from_slice(flags);
        let run = grundy(&args, None);
        assert_eq!(run.code, Some(2), "{flags:?}: {run:#?}");
        assert!(run.stderr.contains(expected), "{flags:?}: {}", run.stderr);
        assert_short(&run.stderr, &format!("{flags:?}"));
        // `--json` output always parses: nothing is printed on failure.
        assert!(run.stdout.is_empty(), "{flags:?}");
    }
}

#[test]
fn the_api_reads_compound() {
    let server = crate::serve::Server::start(&[]);
    let answer =
        crate::serve::get(server.port, "/api/v1/analyze?game=nim+1+2+3&compound=selective");
    assert_eq!(answer.status, 200, "{}", answer.body);
    let report: Value = serde_json::from_str(&answer.body).unwrap();
    assert_eq!(moves(&report), [["nim 0", "nim 0", "nim 0"]]);
    let answer = crate::serve::get(server.port, "/api/v1/analyze?game=nim+1&compound=bogus");
    assert_eq!(answer.status, 400, "{}", answer.body);
    assert!(answer.body.contains("query parameter `compound`"), "{}", answer.body);
    let answer = crate::serve::get(
        server.port,
        "/api/v1/analyze?game=nim+1+2&compound=every&lang=zh-CN&explain=1",
    );
    assert_eq!(answer.status, 200, "{}", answer.body);
    assert!(answer.body.contains("持续合取复合"), "{}", answer.body);
}

/// The API plays a compound: the computer's moves, played back as a line
/// (`m=0:DESC;1:DESC`), reach the end; a winning first move is judged so,
/// a losing one a blunder with a better move; `moves` and `apply` refuse a
/// compound, and a move against the compound's rule is refused.
#[test]
fn the_api_plays_a_compound() {
    let server = crate::serve::Server::start(&[]);
    let get = |target: &str| {
        let answer = crate::serve::get(server.port, target);
        (answer.status, serde_json::from_str::<Value>(&answer.body).unwrap())
    };
    let encode = |text: &str| {
        let keep = |c: char| c.is_ascii_alphanumeric() || c == ':';
        text.chars()
            .map(|c| if keep(c) { c.to_string() } else { format!("%{:02X}", c as u32) })
            .collect::<String>()
    };
    for compound in ["conjunctive", "every", "selective", "shortened"] {
        let start = "kayles 5 + nim 3";
        let mut moves: Vec<String> = Vec::new();
        let mut game = start.to_string();
        for turn in 0.. {
            assert!(turn < 20, "{compound}: a game of at most 8 moves");
            let query: String = moves.iter().map(|m| format!("&m={}", encode(m))).collect();
            let (status, line) =
                get(&format!("/api/v1/play?game={}&compound={compound}{query}", encode(start)));
            assert_eq!(status, 200, "{compound}: {line}");
            let position = &line["position"];
            assert_eq!(position["game"], game.as_str(), "{compound}");
            assert_eq!(line["line"].as_array().unwrap().len(), moves.len());
            if position["over"] == true {
                assert_eq!(position["winning_count"], 0, "{compound}");
                let (status, _) =
                    get(&format!("/api/v1/computer?game={}&compound={compound}", encode(&game)));
                assert_eq!(status, 409, "{compound}: no move once over");
                break;
            }
            let (status, reply) =
                get(&format!("/api/v1/computer?game={}&compound={compound}", encode(&game)));
            assert_eq!(status, 200, "{compound}: {reply}");
            // The computer wins whenever the position is won.
            assert_eq!(reply["winning"], position["outcome"] == "N", "{compound}: {reply}");
            let m: Vec<String> = reply["moves"]
                .as_array()
                .unwrap()
                .iter()
                .map(|m| format!("{}:{}", m["component"], m["to"].as_str().unwrap()))
                .collect();
            moves.push(m.join(";"));
            game = reply["game"].as_str().unwrap().to_string();
        }
    }
    // nim 1 + nim 2, selective: lost exactly when every component is a
    // P-position, so emptying both heaps wins and emptying one loses.
    let (status, line) = get("/api/v1/play?game=nim+1+2&compound=selective&m=1:nim+0&at=0");
    assert_eq!(status, 200, "{line}");
    assert_eq!(line["at"], 0);
    assert_eq!(line["position"]["game"], "nim 1 2");
    let judged = &line["line"][0];
    assert_eq!(
        (&judged["blunder"], &judged["could_win"]),
        (&Value::Bool(true), &Value::Bool(true))
    );
    assert!(judged["better"].as_str().unwrap().contains("nim 2 → nim 0"), "{judged}");
    let (status, line) = get("/api/v1/play?game=nim+1+2&compound=selective&m=0:nim+0;1:nim+0");
    assert_eq!(status, 200, "{line}");
    assert_eq!(line["line"][0]["winning"], true, "{line}");
    assert_eq!(line["position"]["over"], true);
    let (status, line) = get("/api/v1/play?game=nim+1+2&compound=selective");
    assert_eq!(status, 200, "{line}");
    let options = &line["position"]["components"][0]["options"];
    assert_eq!(options[0]["to"], "nim 0", "{line}");
    assert_eq!(options[0]["after"][0]["kind"], "heap", "{line}");
    for (target, said) in [
        ("/api/v1/play?game=nim+1+2&compound=conjunctive&m=1:nim+0", "component 1 must move too"),
        ("/api/v1/play?game=nim+1+2&compound=every&m=0:nim+0;0:nim+0", "moved twice"),
        ("/api/v1/play?game=nim+1+2&compound=every&m=2:nim+0", "there is no component 3"),
        ("/api/v1/play?game=nim+1+2&compound=selective&m=0:nim+1", "nim 1 cannot become nim 1"),
        ("/api/v1/moves?game=nim+1+2&compound=selective", "ask `play` with `m=`"),
        ("/api/v1/apply?game=nim+1&compound=every&component=0&to=nim+0", "ask `play`"),
    ] {
        let answer = crate::serve::get(server.port, target);
        assert!(matches!(answer.status, 400 | 422), "{target}: {}", answer.body);
        assert!(answer.body.contains(said), "{target}: {}", answer.body);
    }
}

/// A conjunctive game won in one move that moves in both components: the
/// group's Kayles rows (one of them knocked down) and the heap, emptied,
/// which ends the compound.
#[test]
fn a_piped_compound_is_played_to_the_end() {
    let (out, code) = play(
        &["--compound", "conjunctive", "[kayles 1 2] + nim 3"],
        "hint\n1: kayles 2; 2: nim 0\n",
    );
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains("3 winning move(s)"), "{out}");
    assert!(out.contains("That was a winning move"), "{out}");
    assert!(out.contains("Now: kayles 2 + nim 0"), "{out}");
    assert!(out.ends_with("No move is left for the computer: you win.\n"), "{out}");
}

/// The computer, moving first from nim 1 + nim 1, must move in both and
/// end the game; misère selective play says which moves are not legal.
#[test]
fn the_computer_moves_and_bad_moves_are_said() {
    let (out, _) = play(&["--compound", "conjunctive", "--first", "computer", "nim 1 + nim 1"], "");
    assert!(
        out.contains("The computer moves: component 1: nim 1 → nim 0; component 2: nim 1 → nim 0"),
        "{out}"
    );
    assert!(out.ends_with("No move is left for you: the computer wins.\n"), "{out}");
    let (out, _) = play(
        &["--compound", "selective", "--misere", "nim 1 + nim 2"],
        "0: nim 0\n3: nim 0\n1: nim 0; 1: nim 0\n1: nim 5\nnim 0\n2: nim 1; 1: nim 0\n",
    );
    for said in [
        "Components are numbered from 1.",
        "there is no component 3: the game has 2",
        "component 1 is moved twice",
        "nim 1 cannot become nim 5 in one move",
        "Write each component's move as `N: DESCRIPTION`",
        "Now: nim 0 + nim 1",
    ] {
        assert!(out.contains(said), "{said:?} in {out}");
    }
    let (out, _) =
        play(&["--compound", "every", "subtract(1,3) 2 + nim 3"], "1: subtract(1,3) 1\n");
    assert!(out.contains("component 2 must move too"), "{out}");
}

/// On a pseudo-terminal, typing the first winning move of each hint of an
/// Every-SG game wins it.
#[test]
fn following_the_hints_wins_a_compound_on_a_terminal() {
    use expectrl::{Eof, Expect, Regex, Session};
    let mut command = std::process::Command::new(assert_cmd::cargo::cargo_bin("grundy"));
    command.args(["play", "--compound", "every", "--first", "me", "subtract(1,2) 7 + kayles 5"]);
    let mut session = Session::spawn(command).expect("a pseudo-terminal can be opened");
    session.set_expect_timeout(Some(crate::TIMEOUT));
    let goal = "you win.";
    for _ in 0..40 {
        let found = session.expect(Regex("your move> |you win\\.|the computer wins\\.")).unwrap();
        let seen = String::from_utf8_lossy(found.get(0).unwrap()).into_owned();
        if seen == goal {
            session.expect(Eof).unwrap();
            return;
        }
        assert_eq!(seen, "your move> ", "following the hints ended otherwise");
        session.send_line("hint").unwrap();
        let found = session.expect(Regex(r"among them:\r?\n  ([^\r\n]+)")).unwrap();
        let first = String::from_utf8_lossy(found.get(1).unwrap()).into_owned();
        // `component 1: A → B; component 2: C → D` becomes `1: B; 2: D`.
        let typed: Vec<String> = first
            .split("; ")
            .map(|m| {
                let (number, rest) = m.trim_start_matches("component ").split_once(": ").unwrap();
                format!("{number}: {}", rest.split(" → ").nth(1).unwrap())
            })
            .collect();
        session.expect("your move> ").unwrap();
        session.send_line(typed.join("; ")).unwrap();
    }
    panic!("the game did not end");
}
