//! The generic solver: deep chains, loops, and splitting moves.

use grundy::{Error, Nimber, Options, Ruleset, Solver};

/// A chain: position n has the single option n − 1.
struct Chain;

impl Ruleset for Chain {
    type Position = u64;
    fn options(&self, &n: &u64, out: &mut Options<u64>) {
        if n > 0 {
            out.push(n - 1);
        }
    }
}

/// The iterative search handles 10⁷ positions in a row without recursion.
#[test]
fn a_chain_of_ten_million_positions_does_not_overflow_the_stack() {
    let mut solver = Solver::new(Chain);
    assert_eq!(solver.value(&10_000_000).unwrap(), Nimber(0));
    assert_eq!(solver.value(&9_999_999).unwrap(), Nimber(1));
    assert_eq!(solver.known(), 10_000_001);
}

/// A cycle 0 → 1 → 2 → 0 plus an exit.
struct Cycle;

impl Ruleset for Cycle {
    type Position = u8;
    fn options(&self, &n: &u8, out: &mut Options<u8>) {
        match n {
            0 => out.push(1),
            1 => out.push(2),
            2 => out.push(0),
            3 => out.push(4),
            _ => {}
        }
    }
}

#[test]
fn a_position_that_reaches_itself_is_an_error() {
    let mut solver = Solver::new(Cycle);
    assert!(matches!(solver.value(&0), Err(Error::Loopy { .. })));
    // The solver stays usable and consistent after the error.
    assert_eq!(solver.value(&3).unwrap(), Nimber(1));
    assert!(matches!(solver.value(&1), Err(Error::Loopy { .. })));
}

/// Grundy's game: split a heap into two unequal heaps; options are sums.
struct GrundysGame;

impl Ruleset for GrundysGame {
    type Position = u64;
    fn options(&self, &n: &u64, out: &mut Options<u64>) {
        for a in 1..n.div_ceil(2) {
            out.push_sum([a, n - a]);
        }
    }
}

/// Values from OEIS A002188 (Grundy's game).
#[test]
fn grundys_game_values() {
    let expected = [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0];
    let mut solver = Solver::new(GrundysGame);
    let values: Vec<u64> =
        (0..expected.len() as u64).map(|n| solver.value(&n).unwrap().0).collect();
    assert_eq!(values, expected);
}

/// A deadline stops a search and a table as they run, with an error that
/// names it; a generous one changes nothing.
#[test]
fn a_deadline_stops_searches_and_tables() {
    use std::time::Duration;
    let passed = grundy::Limits {
        deadline: Some(grundy::Deadline::after(Duration::ZERO)),
        ..grundy::Limits::default()
    };
    let search = grundy::parse("kayles 14 15").unwrap();
    match grundy::MisereAnalysis::new(&search, &passed) {
        Err(grundy::Error::LimitExceeded { limit, .. }) => assert_eq!(limit.english(), "0 ms"),
        other => panic!("{other:?}"),
    };
    let table = grundy::parse("octal(0.8) 3000").unwrap();
    match grundy::Analysis::new(&table, &passed) {
        Err(grundy::Error::LimitExceeded { limit, .. }) => assert_eq!(limit.english(), "0 ms"),
        other => panic!("{other:?}"),
    };
    let generous = grundy::Limits {
        deadline: Some(grundy::Deadline::after(Duration::from_secs(600))),
        ..grundy::Limits::default()
    };
    assert!(grundy::MisereAnalysis::new(&search, &generous).is_ok());
}

/// A deadline stopped by its flag stops a table and a search with
/// `Interrupted`; unset, it changes nothing.
#[test]
fn a_stop_flag_interrupts_searches_and_tables() {
    use std::sync::atomic::{AtomicBool, Ordering};
    static STOP: AtomicBool = AtomicBool::new(false);
    let limits = grundy::Limits {
        deadline: Some(grundy::Deadline::stopped_by(&STOP)),
        ..grundy::Limits::default()
    };
    let search = grundy::parse("kayles 14 15").unwrap();
    let table = grundy::parse("octal(0.8) 3000").unwrap();
    assert!(grundy::MisereAnalysis::new(&search, &limits).is_ok());
    assert!(grundy::Analysis::new(&table, &limits).is_ok());
    STOP.store(true, Ordering::Relaxed);
    assert!(matches!(
        grundy::MisereAnalysis::new(&search, &limits),
        Err(grundy::Error::Interrupted)
    ));
    assert!(matches!(grundy::Analysis::new(&table, &limits), Err(grundy::Error::Interrupted)));
}
