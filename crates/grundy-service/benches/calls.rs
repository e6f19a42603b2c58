//! The service's calls that the Python package makes, timed natively with
//! criterion, to set beside `crates/grundy-py/benches/calls.py` (the same
//! calls through `import grundy`): `cargo bench -p grundy-service --bench
//! calls`. The difference is the cost of crossing into Python and of
//! building the Python objects.

use criterion::{criterion_group, criterion_main, Criterion};
use grundy_service::{analyze, Format, LocalFiles};

fn calls(c: &mut Criterion) {
    let request = analyze::Request { game: "nim 3 4 5".into(), ..analyze::Request::default() };
    c.bench_function("analyze nim 3 4 5, JSON", |b| {
        b.iter(|| {
            let mut out = Vec::new();
            analyze::answer(&request, &LocalFiles, Format::Json, &mut out).expect("an answer");
            out
        })
    });
}

criterion_group!(benches, calls);
criterion_main!(benches);
