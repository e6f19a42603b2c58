//! Load on loopback, bounded in count and time: many connections asking
//! `grundy serve` small analyses, the computer's moves on a mid-size Kayles
//! sum, and a mixture with heavy Chomp searches. Checked: every light
//! request is answered (heavy ones may be refused with 503, and some are
//! when the one heavy slot is taken), and the server's peak memory stays
//! bounded. Every assertion holds however busy the machine is: the lane a
//! request takes is decided by counted work, not by the clock; each
//! connection asks at least once, however short a phase turns out; and the
//! heavy deadline is set far beyond the Chomp search's time, as an outer
//! bound only. The figures (requests a second, latency percentiles, peak
//! RSS, refusals) are printed, not asserted: speed lives in BENCHMARKS.md,
//! as measured with `GRUNDY_LOAD_SECONDS=10 cargo test --release -p
//! grundy-cli --test it load -- --nocapture`.

use std::time::{Duration, Instant};

use crate::serve::{runtime, Connection, Server};

/// Seconds each phase runs (2 by default).
fn seconds() -> u64 {
    std::env::var("GRUNDY_LOAD_SECONDS").ok().and_then(|s| s.parse().ok()).unwrap_or(2).min(60)
}

/// What one phase measured for one kind of request.
#[derive(Debug, Default)]
struct Tally {
    latencies: Vec<Duration>,
    ok: usize,
    refused: usize,
    other: Vec<String>,
}

impl Tally {
    fn merge(&mut self, other: Tally) {
        self.latencies.extend(other.latencies);
        self.ok += other.ok;
        self.refused += other.refused;
        self.other.extend(other.other);
    }

    fn report(&mut self, what: &str, elapsed: Duration) -> String {
        self.latencies.sort();
        let at = |q: f64| {
            let i =
                ((self.latencies.len() as f64 * q) as usize).min(self.latencies.len().max(1) - 1);
            self.latencies.get(i).map_or(0.0, |d| d.as_secs_f64() * 1000.0)
        };
        format!(
            "{what}: {} answered ({:.0}/s), {} refused (503); latency of the answered p50 {:.2} ms, p99 {:.2} ms",
            self.ok,
            self.ok as f64 / elapsed.as_secs_f64(),
            self.refused,
            at(0.5),
            at(0.99)
        )
    }
}

/// `connections` connections each asking `target` once, then again until
/// `until` (so every connection asks at least once, however slowly the
/// machine runs).
async fn hammer(port: u16, connections: usize, target: &'static str, until: Instant) -> Tally {
    let mut tasks = Vec::new();
    for _ in 0..connections {
        tasks.push(tokio::spawn(async move {
            let mut connection = Connection::open(port).await;
            let mut tally = Tally::default();
            loop {
                let started = Instant::now();
                let answer = connection.get(target).await;
                match answer.status {
                    200 => {
                        tally.ok += 1;
                        tally.latencies.push(started.elapsed());
                    }
                    503 => tally.refused += 1,
                    _ => tally.other.push(format!("{}: {}", answer.status, answer.body)),
                }
                if Instant::now() >= until {
                    break;
                }
            }
            tally
        }));
    }
    let mut all = Tally::default();
    for task in tasks {
        all.merge(task.await.expect("a connection's task"));
    }
    all
}

const SMALL: &str = "/api/v1/analyze?game=nim+3+4+5+%2B+kayles+9";
const COMPUTER: &str = "/api/v1/computer?game=kayles+20+30+40+50&seed=1";
/// Past the quick budget's 50,000 search steps, within the heavy one.
const HEAVY: &str = "/api/v1/analyze?game=chomp+7x12";

#[test]
fn load_on_loopback_is_answered_within_bounds() {
    // The heavy deadline (two minutes, against about 0.15 s for the Chomp
    // search on an idle machine) is an outer bound: no answer depends on
    // the machine's speed.
    let server = Server::start(&["--max-heavy", "1", "--max-time", "120000"]);
    let port = server.port;
    let phase = Duration::from_secs(seconds());
    let rt = runtime();
    let mut lines = Vec::new();

    // The reference: the same connections asking for a static file, which
    // measures the HTTP stack and the load generator without the engine.
    let started = Instant::now();
    let mut reference = rt.block_on(hammer(port, 64, "/favicon.svg", started + phase));
    lines.push(reference.report("reference: a static file, 64 connections", started.elapsed()));
    assert!(reference.other.is_empty() && reference.refused == 0);

    let started = Instant::now();
    let mut small = rt.block_on(hammer(port, 64, SMALL, started + phase));
    lines.push(small.report("small analyze, 64 connections", started.elapsed()));
    assert!(
        small.other.is_empty() && small.refused == 0,
        "{:?}",
        &small.other[..small.other.len().min(3)]
    );
    let small_rss = server.rss();

    let started = Instant::now();
    let mut computer = rt.block_on(hammer(port, 16, COMPUTER, started + phase));
    lines.push(
        computer.report("computer's move on kayles 20 30 40 50, 16 connections", started.elapsed()),
    );
    assert!(computer.other.is_empty(), "{:?}", &computer.other[..computer.other.len().min(3)]);
    assert!(computer.ok > 0);

    let started = Instant::now();
    let until = started + phase;
    let (mut light, mut heavy) = rt.block_on(async {
        let heavy = tokio::spawn(hammer(port, 8, HEAVY, until));
        let light = hammer(port, 48, SMALL, until).await;
        (light, heavy.await.expect("the heavy load"))
    });
    lines.push(light.report("mixture: small analyze, 48 connections", started.elapsed()));
    lines.push(heavy.report("mixture: chomp 7x12, 8 connections, 1 heavy slot", started.elapsed()));
    // Light requests never wait for the heavy slot, and are all answered:
    // they fit the quick budget by count, however busy the machine.
    assert!(
        light.other.is_empty() && light.refused == 0,
        "{:?}",
        &light.other[..light.other.len().min(3)]
    );
    assert!(light.ok > 0);
    // Heavy ones are answered or refused, never failed. The first to reach
    // the free slot is answered (within the deadline, far off); the eight
    // connections ask at once, and while one holds the slot for the 4·10⁶
    // search steps of Chomp 7×12 the others, past their quick attempt of
    // 50,000 steps, find it taken and are refused.
    assert!(heavy.other.is_empty(), "{:?}", &heavy.other[..heavy.other.len().min(3)]);
    assert!(heavy.ok > 0 && heavy.refused > 0, "{heavy:?}");

    let peak = server.rss().expect("the server's peak RSS (Linux)");
    lines.push(format!(
        "peak RSS of the server: {} MB after the small analyses, {} MB in all",
        small_rss.unwrap_or(0) >> 20,
        peak >> 20
    ));
    for line in &lines {
        eprintln!("load: {line}");
    }
    assert!(peak < 200 << 20, "peak RSS {} MB", peak >> 20);
}
