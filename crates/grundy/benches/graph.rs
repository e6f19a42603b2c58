//! Game graphs: reading a random DAG of 10⁶ edges and valuing every vertex,
//! by `GameGraph` (interned names, CSR arrays, one iterative pass) against a
//! plain reference in the same run (a hash map of owned names searched by
//! the generic memoised `Solver`).
//!
//! Run: `cargo bench -p grundy --bench graph`

use std::collections::HashMap;

use criterion::{criterion_group, criterion_main, Criterion};
use grundy::rulesets::GameGraph;
use grundy::{Options, Ruleset, Solver};

const VERTICES: usize = 200_001;
const DEGREE: usize = 5;

/// A random DAG as a file: vertex i has `DEGREE` edges to random later
/// vertices (the last has none), so 10⁶ edges on 200 001 vertices.
fn random_dag() -> String {
    let mut state = 0x2545_F491_4F6C_DD1Du64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
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
}

criterion_group!(benches, bench);
criterion_main!(benches);
