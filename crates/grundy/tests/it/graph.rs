//! Tokens on a game graph read from a file: values against the generic
//! search, errors that name the file and line, and chains a million deep.

use std::collections::HashMap;

use grundy::rulesets::GameGraph;
use grundy::{
    parse, parse_with, Analysis, Error, Files, Limits, Options, Outcome, Ruleset, Solver,
};
use proptest::prelude::*;

/// Files held in memory, by path.
pub(crate) struct Memory(pub(crate) Vec<(&'static str, String)>);

impl Files for Memory {
    fn read(&self, path: &str) -> Result<String, grundy::Message> {
        self.0
            .iter()
            .find(|(p, _)| *p == path)
            .map(|(_, t)| t.clone())
            .ok_or(grundy::Message::plain(format!("no file {path}")))
    }
}

/// The hand-checked graph of `games/dag.txt`: f is a sink (*0); e → f is *1;
/// c → e is *0; d → {e, f} is *2; b → {c, e} is *2; a → {b, c, d} is *1.
const DAG: &str = "# a small game graph\na: b c d\nb: c e\n\nc: e\n  d: e f  \ne: f\n";

fn values(graph: &GameGraph, names: &str) -> Vec<u32> {
    names.split(' ').map(|name| graph.value(graph.vertex(name).unwrap()).unwrap()).collect()
}

#[test]
fn hand_checked_values() {
    let graph = GameGraph::parse("dag.txt", DAG).unwrap();
    assert_eq!((graph.len(), graph.edge_count()), (6, 9));
    assert_eq!(values(&graph, "a b c d e f"), [1, 2, 0, 2, 1, 0]);
    // The file shipped as the catalogue's example is the same graph.
    let shipped = include_str!("../../../../games/dag.txt");
    let shipped = GameGraph::parse("games/dag.txt", shipped).unwrap();
    assert_eq!(values(&shipped, "a b c d e f"), [1, 2, 0, 2, 1, 0]);
    // And so is the file `grundy rules` writes for the example.
    let info = grundy::rulesets::catalog::find("graph").unwrap();
    let (path, text) = info.example_file().unwrap();
    let written = GameGraph::parse(path, text).unwrap();
    assert_eq!(values(&written, "a b c d e f"), [1, 2, 0, 2, 1, 0]);
}

#[test]
fn tokens_are_components_and_moves_follow_edges() {
    let files = Memory(vec![("dag.txt", DAG.to_string())]);
    let game = parse_with("graph(dag.txt) a b + nim 1", &files).unwrap();
    assert_eq!(game.to_string(), "graph(dag.txt) a b + nim 1");
    assert_eq!(game.component_count(), 3);
    let analysis = Analysis::new(&game, &Limits::default()).unwrap();
    // 1 ⊕ 2 ⊕ 1 = 2: a must go to a *3 (none), b to a *0 (c), nim 1 to *3 (none).
    assert_eq!(analysis.nimber().unwrap().to_nimber().unwrap().0, 2);
    let moves: Vec<(usize, String, String)> =
        analysis.winning_moves().map(Result::unwrap).map(|m| (m.component, m.from, m.to)).collect();
    assert_eq!(moves, [(1, "graph(dag.txt) b".to_string(), "graph(dag.txt) c".to_string())]);
    let game = parse_with("graph(dag.txt) a b", &files).unwrap();
    let analysis = Analysis::new(&game, &Limits::default()).unwrap();
    let moves: Vec<(usize, String)> =
        analysis.winning_moves().map(Result::unwrap).map(|m| (m.component, m.to)).collect();
    assert_eq!(
        moves,
        [
            (0, "graph(dag.txt) b".to_string()),
            (0, "graph(dag.txt) d".to_string()),
            (1, "graph(dag.txt) e".to_string()),
        ]
    );
    // In words (the service's reasons): "G(a) = *1, the mex (least value
    // not among them) of its successors' values {b: *2, c: *0, d: *2}".
    let value = |n: u64| grundy::Gamma::Finite(grundy::BigNimber::from(n));
    let listed =
        vec![("b".to_string(), value(2)), ("c".to_string(), value(0)), ("d".to_string(), value(2))];
    assert_eq!(
        analysis.explain(0, 0),
        [grundy::Reason::Mex {
            name: "a".to_string(),
            value: grundy::BigNimber::from(1u64),
            neighbours: grundy::Neighbours::Successors,
            listed,
            more: 0,
            infinite: false,
        }]
    );
    let game = parse_with("graph(dag.txt) f", &files).unwrap();
    let analysis = Analysis::new(&game, &Limits::default()).unwrap();
    assert_eq!(
        analysis.explain(0, 0),
        [grundy::Reason::NoMoves {
            name: "f".to_string(),
            neighbours: grundy::Neighbours::Successors
        }]
    );
}

/// A chain of a million vertices: values alternate from the sink, with no
/// recursion to overflow the stack.
#[test]
fn million_deep_chain() {
    let n = 1_000_000usize;
    let mut text = String::with_capacity(n * 16);
    for i in 0..n - 1 {
        text.push_str(&format!("v{i}: v{}\n", i + 1));
    }
    let graph = GameGraph::parse("chain.txt", &text).unwrap();
    assert_eq!(graph.len(), n);
    for i in [0, 1, n / 2, n - 2, n - 1] {
        let v = graph.vertex(&format!("v{i}")).unwrap();
        assert_eq!(graph.value(v), Some(((n - 1 - i) % 2) as u32), "v{i}");
    }
    // Closed into a ring a million long, every vertex is a draw: ∞(∅).
    text.push_str(&format!("v{}: v0\n", n - 1));
    let ring = GameGraph::parse("ring.txt", &text).unwrap();
    for i in [0, n / 2, n - 1] {
        let v = ring.vertex(&format!("v{i}")).unwrap();
        assert_eq!(ring.gamma(v).to_string(), "∞(∅)", "v{i}");
    }
}

fn file_error(text: &str) -> (Option<usize>, String) {
    match GameGraph::parse("g.txt", text) {
        Err(Error::File { path, line, message }) => {
            assert_eq!(path, "g.txt");
            (line, message.to_string())
        }
        other => panic!("{text:?}: expected a file error, got {other:?}"),
    }
}

#[test]
fn bad_files() {
    let (line, message) = file_error("a: b\n# note\na: c\n");
    assert_eq!(line, Some(3));
    assert!(message.contains("vertex `a` is listed again (first on line 1)"), "{message}");
    let (line, message) = file_error("a: b\nb c\n");
    assert_eq!(line, Some(2));
    assert!(
        message.contains("expected `vertex: successors…` (e.g. `a: b c`), found `b c`"),
        "{message}"
    );
    let (line, message) = file_error("a: b, c\n");
    assert_eq!(line, Some(1));
    assert!(message.contains("`b,` has `,`"), "{message}");
    let (line, message) = file_error(": b\n");
    assert_eq!(line, Some(1));
    assert!(message.contains("before `:`: expected a vertex name"), "{message}");
    let (line, message) = file_error("a: b:c\n");
    assert_eq!(line, Some(1));
    assert!(message.contains("`b:c` has `:`"), "{message}");
    // Blank files and sinks on the left are fine.
    assert!(GameGraph::parse("g.txt", "\n# nothing\n").unwrap().is_empty());
    let graph = GameGraph::parse("g.txt", "x:\ny: x\r\n").unwrap();
    assert_eq!(values(&graph, "x y"), [0, 1]);
}

#[test]
fn bad_descriptions() {
    let files = Memory(vec![("dag.txt", DAG.to_string()), ("loop.txt", "a: a\n".to_string())]);
    let parse_error = |text: &str, offset: usize, expected: &str| match parse_with(text, &files) {
        Err(Error::Parse(error)) => {
            assert_eq!(error.offset, offset, "{text}: {}", error.message);
            assert!(error.message.english().contains(expected), "{text}: {}", error.message);
        }
        other => panic!("{text}: expected a parse error, got {other:?}"),
    };
    parse_error(
        "graph(dag.txt) a zz",
        17,
        "unknown vertex `zz`: dag.txt has no vertex of that name (it has 6 vertices)",
    );
    parse_error("graph(dag.txt)", 14, "expected at least one vertex after `graph(dag.txt)`");
    parse_error("graph a", 0, "graph needs one parameter, the file");
    parse_error("graph(dag.txt,x) a", 0, "graph needs one parameter, the file");
    match parse_with("graph(missing.txt) a", &files) {
        Err(Error::File { path, line: None, message }) => {
            assert_eq!((path.as_str(), message.english()), ("missing.txt", "no file missing.txt"));
        }
        other => panic!("{other:?}"),
    }
    // Without a reader, files cannot be named at all.
    let Err(Error::File { message, .. }) = parse("graph(dag.txt) a") else { panic!() };
    assert!(message.english().contains("may not read files"), "{message}");
    // A self-loop is a game, not an error: a token there moves for ever.
    let game = parse_with("graph(loop.txt) a", &files).unwrap();
    let analysis = Analysis::new(&game, &Limits::default()).unwrap();
    assert_eq!((analysis.outcome(), analysis.nimber()), (Outcome::D, None));
}

/// The plain reference: names and successor lists, searched by the generic solver.
struct Plain(HashMap<String, Vec<String>>);

impl Ruleset for Plain {
    type Position = String;
    fn options(&self, position: &String, out: &mut Options<String>) {
        for successor in self.0.get(position).into_iter().flatten() {
            out.push(successor.clone());
        }
    }
}

proptest! {
    /// Random DAGs (edges from lower to higher index, names shuffled, lines
    /// in any order, parallel edges allowed): every value equals the search.
    #[test]
    fn values_equal_search(
        n in 1usize..40,
        edges in prop::collection::vec((0usize..40, 0usize..40), 0..120),
        seed in any::<u64>(),
    ) {
        let name = |i: usize| format!("n{}", (i as u64).wrapping_mul(0x9E37_79B9).wrapping_add(seed) % 1000 * 100 + i as u64);
        let mut successors: Vec<Vec<usize>> = vec![Vec::new(); n];
        for (a, b) in edges {
            let (a, b) = (a % n, b % n);
            if a < b {
                successors[a].push(b);
            }
        }
        let mut text = String::new();
        let mut plain = HashMap::new();
        for (i, list) in successors.iter().enumerate().rev() {
            let list: Vec<String> = list.iter().map(|&j| name(j)).collect();
            if !list.is_empty() || i % 2 == 0 {
                text.push_str(&format!("{}: {}\n", name(i), list.join(" ")));
            }
            plain.insert(name(i), list);
        }
        let graph = GameGraph::parse("random.txt", &text).unwrap();
        let mut solver = Solver::new(Plain(plain));
        for (i, listed) in successors.iter().enumerate() {
            let expected = solver.value(&name(i)).unwrap().0;
            match graph.vertex(&name(i)) {
                Some(v) => prop_assert_eq!(graph.value(v).map(u64::from), Some(expected)),
                // Only a vertex never written anywhere is missing.
                None => prop_assert!(expected == 0 && listed.is_empty() && i % 2 == 1),
            }
        }
    }
}
