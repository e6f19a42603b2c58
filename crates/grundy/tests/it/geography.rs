//! Undirected vertex geography: the matching theorem's outcomes and
//! winning moves against a plain search of visited sets that knows only
//! the rule, on every graph of at most 5 vertices and on random graphs of
//! at most 11; values in sums against the plain search's mex.

use std::collections::{HashMap, VecDeque};

use grundy::{parse, Analysis, Limits, Outcome};
use proptest::prelude::*;

/// A graph as adjacency bitmasks, the plain search's input.
struct Plain {
    adjacent: Vec<u32>,
    memo: HashMap<(usize, u32), u64>,
}

impl Plain {
    fn new(n: usize, edges: &[(usize, usize)]) -> Plain {
        let mut adjacent = vec![0u32; n];
        for &(a, b) in edges {
            adjacent[a] |= 1 << b;
            adjacent[b] |= 1 << a;
        }
        Plain { adjacent, memo: HashMap::new() }
    }

    /// The value of the token on `at` with the vertices `visited` (which
    /// hold `at`) gone: the mex of the moves to unvisited neighbours.
    fn value(&mut self, at: usize, visited: u32) -> u64 {
        if let Some(&v) = self.memo.get(&(at, visited)) {
            return v;
        }
        let mut seen = Vec::new();
        for to in 0..self.adjacent.len() {
            if self.adjacent[at] >> to & 1 == 1 && visited >> to & 1 == 0 {
                seen.push(self.value(to, visited | 1 << to));
            }
        }
        let value = (0..).find(|x| !seen.contains(x)).unwrap();
        self.memo.insert((at, visited), value);
        value
    }
}

/// The piece of the graph without `gone` that holds `start`, numbered as
/// the engine numbers a position: breadth first from `start`, each
/// vertex's new neighbours in order of their old numbers.
fn piece(
    n: usize,
    edges: &[(usize, usize)],
    gone: u32,
    start: usize,
) -> (usize, Vec<(usize, usize)>) {
    let mut number = vec![usize::MAX; n];
    number[start] = 0;
    let mut members = vec![start];
    let mut queue = VecDeque::from([start]);
    while let Some(v) = queue.pop_front() {
        let mut next: Vec<usize> = edges
            .iter()
            .filter_map(|&(a, b)| match (a == v, b == v) {
                (true, _) => Some(b),
                (_, true) => Some(a),
                _ => None,
            })
            .filter(|&w| gone >> w & 1 == 0 && number[w] == usize::MAX)
            .collect();
        next.sort_unstable();
        next.dedup();
        for w in next {
            number[w] = members.len();
            members.push(w);
            queue.push_back(w);
        }
    }
    let mut pairs: Vec<(usize, usize)> = edges
        .iter()
        .filter(|&&(a, b)| number[a] != usize::MAX && number[b] != usize::MAX)
        .map(|&(a, b)| (number[a].min(number[b]), number[a].max(number[b])))
        .collect();
    pairs.sort_unstable();
    pairs.dedup();
    (members.len(), pairs)
}

/// A position as the engine writes it: edges sorted, a lone token `0`.
fn written(edges: &[(usize, usize)]) -> String {
    let text = match edges.is_empty() {
        true => "0".to_string(),
        false => edges.iter().map(|(a, b)| format!("{a}-{b}")).collect::<Vec<_>>().join(","),
    };
    format!("geography({text}) 0")
}

/// The graph as the engine reads it: edges and every vertex, by number.
fn spec(n: usize, edges: &[(usize, usize)], start: usize) -> String {
    let mut items: Vec<String> = edges.iter().map(|(a, b)| format!("{a}-{b}")).collect();
    items.extend((0..n).map(|v| v.to_string()));
    format!("geography({}) {start}", items.join(","))
}

/// The engine's outcome and winning moves of the lone component, and the
/// plain search's: equal, move for move.
fn check(n: usize, edges: &[(usize, usize)], start: usize) {
    let text = spec(n, edges, start);
    let game = parse(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
    let analysis = Analysis::new(&game, &Limits::default()).unwrap();
    let mut plain = Plain::new(n, edges);
    let value = plain.value(start, 1 << start);
    let expected_outcome = if value == 0 { Outcome::P } else { Outcome::N };
    assert_eq!(analysis.outcome(), expected_outcome, "{text}");
    // The moves, from the position as the engine holds it (renumbered from
    // the token).
    let (m, renumbered) = piece(n, edges, 0, start);
    let mut plain = Plain::new(m, &renumbered);
    let neighbours = plain.adjacent[0];
    let mut expected: Vec<String> = (0..m)
        .filter(|&to| neighbours >> to & 1 == 1)
        .filter(|&to| plain.value(to, 1 | 1 << to) == 0)
        .map(|to| written(&piece(m, &renumbered, 1, to).1))
        .collect();
    expected.sort();
    expected.dedup();
    let mut found: Vec<String> = analysis.winning_moves().map(|m| m.unwrap().to).collect();
    found.sort();
    assert_eq!(found, expected, "{text}: winning moves");
    // In a sum, the value is the search's: the plain mex.
    let sum = format!("{text} + nim 0");
    let game = parse(&sum).unwrap();
    let analysis = Analysis::new(&game, &Limits::default()).unwrap();
    assert_eq!(analysis.nimber().unwrap().to_string(), format!("*{value}"), "{sum}");
}

/// Every graph of at most 5 vertices (each set of edges), from every start.
#[test]
fn every_small_graph_agrees_with_a_plain_search() {
    for n in 1..=5usize {
        let all: Vec<(usize, usize)> =
            (0..n).flat_map(|a| (a + 1..n).map(move |b| (a, b))).collect();
        for mask in 0u32..1 << all.len() {
            let edges: Vec<(usize, usize)> = all
                .iter()
                .enumerate()
                .filter(|(i, _)| mask >> i & 1 == 1)
                .map(|(_, &e)| e)
                .collect();
            for start in 0..n {
                check(n, &edges, start);
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Random graphs of at most 11 vertices: odd cycles make blossoms.
    #[test]
    fn random_graphs_agree_with_a_plain_search(
        n in 1usize..12,
        pairs in prop::collection::vec((0usize..11, 0usize..11), 0..24),
        start in 0usize..11,
    ) {
        let edges: Vec<(usize, usize)> =
            pairs.into_iter().filter(|&(a, b)| a < n && b < n && a != b).collect();
        check(n, &edges, start % n);
    }
}

/// The theorem's outcome at sizes no search reaches: a path from an end is
/// lost exactly when its vertices are odd (a maximum matching then misses
/// the end); a graph with a perfect matching (an even grid, an even
/// cycle, an even complete graph) is won from any vertex; an odd cycle is
/// lost from any vertex (some maximum matching misses each).
#[test]
fn large_graphs_by_the_theorem() {
    let outcome = |text: &str| {
        let game = parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        let analysis = Analysis::new(&game, &Limits::default());
        let outcome = analysis.unwrap_or_else(|e| panic!("{text}: {e}")).outcome();
        outcome
    };
    assert_eq!(outcome("geography(path(4095)) 0"), Outcome::P);
    assert_eq!(outcome("geography(path(4096)) 0"), Outcome::N);
    assert_eq!(outcome("geography(grid(64x64)) 2017"), Outcome::N);
    assert_eq!(outcome("geography(cycle(4000)) 17"), Outcome::N);
    assert_eq!(outcome("geography(cycle(4001)) 17"), Outcome::P);
    assert_eq!(outcome("geography(complete(1000)) 3"), Outcome::N);
    assert_eq!(outcome("geography(complete(999)) 3"), Outcome::P);
    // K(a,b), a < b: the small side is covered by every maximum matching.
    assert_eq!(outcome("geography(complete(30,40)) 0"), Outcome::N);
    assert_eq!(outcome("geography(complete(30,40)) 35"), Outcome::P);
    // The odd grid: the class of the corner has one vertex more, so every
    // maximum matching covers the other class and some miss each corner-class vertex.
    assert_eq!(outcome("geography(grid(63x63)) 0"), Outcome::P);
    assert_eq!(outcome("geography(grid(63x63)) 1"), Outcome::N);
}

#[test]
fn bad_positions_say_what_was_expected() {
    let error = |text: &str| parse(text).map(|_| ()).unwrap_err().to_string();
    assert!(error("geography(path(5))").contains("expected the token's vertex"));
    assert!(error("geography(path(5)) 5").contains("expected a vertex of the graph"));
    assert!(error("geography(path(5)) 1 2").contains("takes one vertex"));
    assert!(error("geography 3").contains("needs a graph in parentheses"));
}

/// Listing the moves of a huge piece is refused before it starts: each of
/// the 3,999 moves of K_4000 leaves a graph of 8·10⁶ edges.
#[test]
fn huge_listings_are_refused() {
    let game = parse("geography(complete(4000)) 0").unwrap();
    let analysis = Analysis::new(&game, &Limits::default()).unwrap();
    assert_eq!(analysis.outcome(), Outcome::N);
    let listed: Vec<_> = analysis.winning_moves().collect();
    assert!(matches!(listed.as_slice(), [Err(_)]), "{listed:?}");
}
