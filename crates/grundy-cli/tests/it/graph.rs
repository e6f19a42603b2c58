//! Game graphs named in descriptions: the CLI reads the file, analyses
//! tokens on it, and refuses a cyclic graph as bad input.

use std::path::PathBuf;

use tempfile::TempDir;

use crate::{analyze, grundy, scratch, WinningMove};

/// A file `name` holding `text` in the test's scratch directory `dir`.
fn temp_file(dir: &TempDir, name: &str, text: &str) -> PathBuf {
    let path = dir.path().join(name);
    std::fs::write(&path, text).expect("the graph file is written");
    path
}

/// a → {b, c, d} is *1, b → {c, e} is *2, c → e is *0, d → {e, f} is *2,
/// e → f is *1, f is a sink: tokens on a and b have nim-sum *3.
#[test]
fn tokens_on_a_graph_file() {
    let dir = scratch();
    let path = temp_file(&dir, "dag.txt", "# test graph\na: b c d\nb: c e\nc: e\nd: e f\ne: f\n");
    let path = path.to_str().expect("a UTF-8 path");
    let report = analyze(&[], &format!("graph({path}) a b"));
    assert_eq!((report.outcome.as_str(), report.nimber), ("N", Some(3)));
    let at = |vertex: &str| format!("graph({path}) {vertex}");
    let expected = [(0, "a", "b"), (0, "a", "d"), (1, "b", "e")]
        .map(|(component, from, to)| WinningMove { component, from: at(from), to: at(to) });
    assert_eq!(report.moves, expected);
    let text = grundy(&["analyze", "--explain", &format!("graph({path}) a b")], None)
        .success("analyze --explain");
    assert!(text.contains("G(a) = *1, the mex"), "{text}");
}

/// A graph with a cycle is a game with draws: γ = ∞(K) in text and JSON,
/// outcome D, and the moves that keep the draw.
#[test]
fn a_cycle_gives_draws() {
    let dir = scratch();
    let path = temp_file(&dir, "cycle.txt", "u: t d\nd: e\ne: d\n");
    let path = path.to_str().expect("a UTF-8 path");
    let text = grundy(&["analyze", &format!("graph({path}) u + nim 1")], None).success("analyze");
    assert!(
        text.starts_with("Neither player can force a win (a draw, D): the value is ∞(1)"),
        "{text}"
    );
    assert!(text.contains(&format!("component 1: graph({path}) u → graph({path}) d")), "{text}");
    let json = grundy(&["analyze", "--json", &format!("graph({path}) u + nim 1")], None)
        .success("analyze --json");
    let report: serde_json::Value = serde_json::from_str(&json).expect("JSON");
    assert_eq!(report["outcome"], "D", "{json}");
    assert_eq!(report["nimber"], serde_json::Value::Null, "{json}");
    assert_eq!(report["infinite"], serde_json::json!([1]), "{json}");
    assert_eq!(report["winning_moves"], serde_json::json!([]), "{json}");
    assert_eq!(report["drawing_moves"][0]["to"], format!("graph({path}) d"), "{json}");
    let json =
        grundy(&["analyze", "--json", &format!("graph({path}) u")], None).success("analyze --json");
    let report: serde_json::Value = serde_json::from_str(&json).expect("JSON");
    assert_eq!(
        (report["outcome"].as_str(), &report["infinite"]),
        (Some("N"), &serde_json::json!([0]))
    );
    assert_eq!(report["winning_moves"][0]["to"], format!("graph({path}) t"), "{json}");
    let run = grundy(&["analyze", &format!("graph({path}.missing) a")], None);
    assert_eq!(run.code, Some(2), "{run:#?}");
    assert!(run.stderr.contains("cannot read"), "{}", run.stderr);
}
