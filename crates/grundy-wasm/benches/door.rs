//! The requests of `benches/workloads.mjs` answered natively through the
//! module's own function, to set beside `benches/node.mjs` (the same
//! requests in WebAssembly under Node): `cargo bench -p grundy-wasm`.

use criterion::{criterion_group, criterion_main, Criterion};

const WORKLOADS: [(&str, &str); 3] = [
    ("small analysis", "/api/v1/analyze?game=nim+3+4+5+%2B+kayles+10"),
    ("kayles to 10^5", "/api/v1/table?ruleset=kayles&upto=100000"),
    ("computer, kayles sum", "/api/v1/computer?game=kayles+20+30+7+11&seed=1"),
];

fn door(c: &mut Criterion) {
    for (name, target) in WORKLOADS {
        c.bench_function(name, |b| b.iter(|| grundy_wasm::request(target)));
    }
}

criterion_group!(benches, door);
criterion_main!(benches);
