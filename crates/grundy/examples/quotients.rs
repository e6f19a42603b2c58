//! Builds the misère quotients of BENCHMARKS.md and prints their orders and
//! times: `cargo run --release -p grundy --example quotients`.

use grundy::quotient::MisereQuotient;
use grundy::{parse_ruleset, Work};

fn main() {
    for (ruleset, upto) in [("kayles", 200), ("octal(0.15)", 200), ("dawson", 24), ("dawson", 29)] {
        let parsed = parse_ruleset(ruleset).expect("a catalogue ruleset");
        let start = std::time::Instant::now();
        match MisereQuotient::of_ruleset(parsed.as_ref(), upto, 1 << 32, &mut Work::unlimited()) {
            Ok(q) => println!(
                "{ruleset} to {upto}: order {}, |P| {}, {:.3} s",
                q.order(),
                q.p_portion().len(),
                start.elapsed().as_secs_f64()
            ),
            Err(error) => println!("{ruleset} to {upto}: {error}"),
        }
    }
}
