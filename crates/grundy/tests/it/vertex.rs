//! Node Kayles and Arc Kayles: paths against the octal games they equal,
//! the published and hand-worked values of cycles, stars, complete
//! bipartite graphs and grids, and random graphs against a plain search of
//! vertex subsets that knows only the rule.

use std::collections::HashMap;

use grundy::{parse, Analysis, Limits};
use proptest::prelude::*;

/// The value of `text` by the engine.
fn value(text: &str) -> u64 {
    let game = parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    let analysis =
        Analysis::new(&game, &Limits::default()).unwrap_or_else(|e| panic!("{text}: {e}"));
    let nimber = analysis.nimber().unwrap_or_else(|| panic!("{text}: a value"));
    nimber.to_string()[1..].parse().unwrap()
}

fn values(
    game: &str,
    family: impl Fn(usize) -> String,
    range: std::ops::RangeInclusive<usize>,
) -> Vec<u64> {
    range.map(|n| value(&format!("{game}({})", family(n)))).collect()
}

#[test]
fn paths_are_the_octal_games() {
    // Node Kayles on a path of n vertices is 0.137 (Dawson's Kayles) at
    // heap n; Arc Kayles is 0.07 (OEIS A002187, shifted).
    assert_eq!(
        values("node-kayles", |n| format!("path({n})"), 0..=15),
        [0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5]
    );
    assert_eq!(
        values("arc-kayles", |n| format!("path({n})"), 0..=15),
        [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0]
    );
    for n in (0..=300).step_by(7) {
        assert_eq!(
            value(&format!("node-kayles(path({n}))")),
            value(&format!("octal(0.137) {n}")),
            "{n}"
        );
        assert_eq!(
            value(&format!("arc-kayles(path({n}))")),
            value(&format!("octal(0.07) {n}")),
            "{n}"
        );
    }
}

#[test]
fn small_families() {
    // Cycles: every move leaves one path.
    assert_eq!(values("node-kayles", |n| format!("cycle({n})"), 3..=10), [1, 0, 0, 0, 1, 0, 0, 0]);
    assert_eq!(values("arc-kayles", |n| format!("cycle({n})"), 3..=10), [1, 0, 0, 0, 1, 0, 0, 0]);
    // Stars K(1,m): Node Kayles 1 for m odd, 2 for m even ≥ 2; Arc Kayles 1.
    assert_eq!(values("node-kayles", |m| format!("complete(1,{m})"), 0..=5), [1, 1, 2, 1, 2, 1]);
    assert_eq!(values("arc-kayles", |m| format!("complete(1,{m})"), 0..=5), [0, 1, 1, 1, 1, 1]);
    // K(a,b): Node Kayles mex{(a−1) mod 2, (b−1) mod 2}; Arc Kayles min(a,b) mod 2.
    for a in 1..=4 {
        for b in 1..=4 {
            let options = [(a - 1) % 2, (b - 1) % 2];
            let mex = (0..).find(|v| !options.contains(v)).unwrap();
            assert_eq!(value(&format!("node-kayles(complete({a},{b}))")), mex, "K({a},{b})");
            assert_eq!(
                value(&format!("arc-kayles(complete({a},{b}))")),
                (a.min(b) % 2),
                "K({a},{b})"
            );
        }
    }
    // K_n: every Node Kayles move empties it; Arc Kayles takes two vertices.
    assert_eq!(values("node-kayles", |n| format!("complete({n})"), 1..=6), [1; 6]);
    assert_eq!(values("arc-kayles", |n| format!("complete({n})"), 1..=8), [0, 1, 1, 0, 0, 1, 1, 0]);
}

/// Node Kayles on grids: OEIS A316632 (Brown et al., "Nimber sequences of
/// Node-Kayles games", J. Integer Seq. 23 (2020), Art. 20.3.5): the ladder
/// 2×n is 1 for n odd and 0 for n even, 3×n begins 2,1,1,0,3,3,2,2, and
/// 4×n is 0.
#[test]
fn grids_are_the_published_values() {
    assert_eq!(values("node-kayles", |n| format!("grid(2x{n})"), 1..=8), [1, 0, 1, 0, 1, 0, 1, 0]);
    assert_eq!(values("node-kayles", |n| format!("grid(3x{n})"), 1..=8), [2, 1, 1, 0, 3, 3, 2, 2]);
    assert_eq!(values("node-kayles", |n| format!("grid(4x{n})"), 1..=5), [0; 5]);
    assert_eq!(values("node-kayles", |n| format!("grid(5x{n})"), 1..=5), [3, 1, 3, 0, 3]);
}

/// The plain search: a set of vertices left (a bitmask), the mex of its
/// options, no splitting into pieces.
fn plain(n: usize, edges: &[(usize, usize)], arc: bool) -> u64 {
    let mut adjacent = vec![0u32; n];
    for &(a, b) in edges {
        adjacent[a] |= 1 << b;
        adjacent[b] |= 1 << a;
    }
    fn mex(left: u32, adjacent: &[u32], arc: bool, memo: &mut HashMap<u32, u64>) -> u64 {
        if let Some(&v) = memo.get(&left) {
            return v;
        }
        let mut seen = Vec::new();
        for v in 0..adjacent.len() {
            if left >> v & 1 == 0 {
                continue;
            }
            if arc {
                for w in v + 1..adjacent.len() {
                    if left >> w & 1 == 1 && adjacent[v] >> w & 1 == 1 {
                        seen.push(mex(left & !(1 << v) & !(1 << w), adjacent, arc, memo));
                    }
                }
            } else {
                seen.push(mex(left & !(1 << v) & !adjacent[v], adjacent, arc, memo));
            }
        }
        let value = (0..).find(|x| !seen.contains(x)).unwrap();
        memo.insert(left, value);
        value
    }
    mex((1u32 << n) - 1, &adjacent, arc, &mut HashMap::new())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Random graphs of at most 11 vertices, written as edges and lone
    /// vertices: the engine's value (pieces, renumbering, closed forms)
    /// equals the plain search's.
    #[test]
    fn random_graphs_agree_with_a_plain_search(
        n in 1usize..12,
        pairs in prop::collection::vec((0usize..11, 0usize..11), 0..20),
        arc in any::<bool>(),
    ) {
        let edges: Vec<(usize, usize)> =
            pairs.into_iter().filter(|&(a, b)| a < n && b < n && a != b).collect();
        let mut items: Vec<String> = edges.iter().map(|(a, b)| format!("{a}-{b}")).collect();
        items.extend((0..n).map(|v| v.to_string()));
        let name = if arc { "arc-kayles" } else { "node-kayles" };
        let text = format!("{name}({})", items.join(","));
        prop_assert_eq!(value(&text), plain(n, &edges, arc), "{}", text);
    }
}

#[test]
fn bad_graphs_say_what_was_expected() {
    let error = |text: &str| parse(text).map(|_| ()).unwrap_err().to_string();
    assert!(error("node-kayles").contains("needs a graph in parentheses"));
    assert!(error("node-kayles(bogus(3))").contains("expected a graph path(N)"));
    assert!(error("node-kayles(path(5000))").contains("at most 4096 vertices"));
    assert!(error("arc-kayles(cycle(2))").contains("at least 3 vertices"));
    assert!(error("node-kayles(1-1)").contains("two different vertices"));
    assert!(error("node-kayles(1-x)").contains("expected a vertex"));
    assert!(error("node-kayles(path(3)) 4").contains("takes no operands"));
    assert!(error("node-kayles(grid(3y3))").contains("expected a graph"));
}
