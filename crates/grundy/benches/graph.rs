//! Game graphs: reading a random DAG of 10⁶ edges and valuing every vertex,
//! by `GameGraph` (interned names, CSR arrays, one iterative pass) against a
//! plain reference in the same run (a hash map of owned names searched by
//! the generic memoised `Solver`); and a random graph of 10⁶ edges with
//! cycles, by `GameGraph`'s labelling with counters against the plain
//! definition (each level relabelled by sweeps until nothing changes).
//!
//! Run: `cargo bench -p grundy --bench graph`

use std::collections::HashMap;

use criterion::{criterion_group, criterion_main, Criterion};
use grundy::rulesets::GameGraph;
use grundy::{Options, Ruleset, Solver};

const VERTICES: usize = 200_001;
const DEGREE: usize = 5;

/// Marsaglia's xorshift64 from `state`: a fixed stream of numbers.
fn xorshift(mut state: u64) -> impl FnMut() -> u64 {
    move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    }
}

/// A random DAG as a file: vertex i has `DEGREE` edges to random later
/// vertices (the last has none), so 10⁶ edges on 200 001 vertices.
fn random_dag() -> String {
    let mut next = xorshift(0x2545_F491_4F6C_DD1Du64);
    let mut text = String::with_capacity(VERTICES * DEGREE * 8);
    for i in 0..VERTICES - 1 {
        text.push_str(&format!("v{i}:"));
        for _ in 0..DEGREE {
            let j = i + 1 + (next() % (VERTICES - 1 - i) as u64) as usize;
            text.push_str(&format!(" v{j}"));
        }
        text.push('\n');
    }
    text
}

/// A random graph with cycles as a file: a fifth of the vertices are sinks,
/// the others have `DEGREE` edges to any vertices, so about 10⁶ edges on
/// 250 000 vertices.
fn random_cyclic() -> String {
    let vertices = 250_000u64;
    let mut next = xorshift(0x9E37_79B9_7F4A_7C15u64);
    let mut text = String::with_capacity(vertices as usize * DEGREE * 8);
    for i in 0..vertices {
        text.push_str(&format!("v{i}:"));
        if !next().is_multiple_of(5) {
            for _ in 0..DEGREE {
                text.push_str(&format!(" v{}", next() % vertices));
            }
        }
        text.push('\n');
    }
    text
}

/// The plain reference for graphs with cycles: Smith's definition level by
/// level, each level's labels found by sweeping every vertex until nothing
/// changes (a vertex is labelled m when it has options of every value
/// below m, none labelled m, and every unlabelled option has an option
/// labelled m). Returns the sum of the finite values and the count of ∞.
fn plain_loopy(text: &str) -> (u64, usize) {
    let mut index: HashMap<&str, usize> = HashMap::new();
    let mut lines = Vec::new();
    for line in text.lines() {
        let (name, successors) = line.split_once(':').unwrap();
        index.insert(name, index.len());
        lines.push(successors);
    }
    let successors: Vec<Vec<usize>> =
        lines.iter().map(|l| l.split_whitespace().map(|w| index[w]).collect()).collect();
    let n = successors.len();
    let mut value: Vec<Option<u64>> = vec![None; n];
    let mut eligible = vec![true; n];
    for m in 0u64.. {
        if !(0..n).any(|u| value[u].is_none() && eligible[u]) {
            break;
        }
        let has_m =
            |value: &[Option<u64>], u: usize| successors[u].iter().any(|&w| value[w] == Some(m));
        loop {
            let mut changed = false;
            for u in 0..n {
                if value[u].is_some() || !eligible[u] || has_m(&value, u) {
                    continue;
                }
                if successors[u].iter().all(|&w| value[w].is_some() || has_m(&value, w)) {
                    value[u] = Some(m);
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        for u in 0..n {
            eligible[u] = eligible[u] && value[u].is_none() && has_m(&value, u);
        }
    }
    (value.iter().flatten().sum(), value.iter().filter(|v| v.is_none()).count())
}

fn fast_loopy(text: &str) -> (u64, usize) {
    let graph = GameGraph::parse("bench.txt", text).unwrap();
    let values: Vec<Option<u32>> = (0..graph.len() as u32).map(|v| graph.value(v)).collect();
    (
        values.iter().flatten().map(|&v| u64::from(v)).sum(),
        values.iter().filter(|v| v.is_none()).count(),
    )
}

/// The plain reference: successor lists by owned name.
struct Plain(HashMap<String, Vec<String>>);

impl Ruleset for Plain {
    type Position = String;
    fn options(&self, position: &String, out: &mut Options<String>) {
        for successor in self.0.get(position).into_iter().flatten() {
            out.push(successor.clone());
        }
    }
}

fn plain(text: &str) -> u64 {
    let mut graph: HashMap<String, Vec<String>> = HashMap::new();
    let mut names = Vec::new();
    for line in text.lines() {
        let (name, successors) = line.split_once(':').unwrap();
        names.push(name.to_string());
        graph.insert(name.to_string(), successors.split_whitespace().map(String::from).collect());
    }
    let mut solver = Solver::new(Plain(graph));
    names.iter().map(|name| solver.value(name).unwrap().0).sum()
}

fn fast(text: &str) -> u64 {
    let graph = GameGraph::parse("bench.txt", text).unwrap();
    (0..graph.len() as u32).filter_map(|v| graph.value(v)).map(u64::from).sum()
}

fn bench(c: &mut Criterion) {
    let text = random_dag();
    assert_eq!(fast(&text), plain(&text), "the two agree");
    let mut group = c.benchmark_group("graph_1e6_edges");
    group.sample_size(10);
    group.bench_function("game_graph", |b| b.iter(|| fast(&text)));
    group.bench_function("plain_hashmap_solver", |b| b.iter(|| plain(&text)));
    group.finish();
    let text = random_cyclic();
    let (fast, plain) = (fast_loopy(&text), plain_loopy(&text));
    assert_eq!(fast, plain, "the two agree");
    assert!(fast.1 > 0 && fast.0 > 0, "both finite and infinite values: {fast:?}");
    let mut group = c.benchmark_group("cyclic_graph_1e6_edges");
    group.sample_size(10);
    group.bench_function("game_graph_labelling", |b| b.iter(|| fast_loopy(&text)));
    group.bench_function("plain_definition_sweeps", |b| b.iter(|| plain_loopy(&text)));
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
