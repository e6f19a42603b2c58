//! The requests of `benches/workloads.txt` (one a line: a name, a tab, an
//! address) answered natively through the module's own function, to set
//! beside `benches/node.mjs` (the same requests in WebAssembly under Node):
//! `cargo bench -p grundy-wasm`.

use criterion::{criterion_group, criterion_main, Criterion};

const WORKLOADS: &str = include_str!("workloads.txt");

fn door(c: &mut Criterion) {
    for line in WORKLOADS.lines().filter(|line| !line.is_empty()) {
        let (name, target) = line.split_once('\t').expect("a name, a tab, an address");
        c.bench_function(name, |b| b.iter(|| grundy_wasm::request(target)));
    }
}

criterion_group!(benches, door);
criterion_main!(benches);
