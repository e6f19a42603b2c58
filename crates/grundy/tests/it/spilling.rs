//! Take-and-break sequences longer than memory ([`Sequence::spilling`]):
//! the same values as in memory, with memory so small that values leave it
//! after a few thousand heaps; resumed exactly; and stopped with a limit
//! error, never a wrong value, when a heap needs a value that is not held.

use std::sync::{Arc, Mutex};

use grundy::rulesets::octal::{
    prove_period, Method, PeriodRun, Reader, Sequence, Spill, SPILL_BYTES_PER_PREFIX_VALUE,
};
use grundy::rulesets::Octal;
use grundy::{Error, Work};

/// A [`Spill`] in memory, shared with the test that reads it.
#[derive(Clone, Default)]
struct Shared(Arc<Mutex<Vec<u32>>>);

impl Reader for Shared {
    fn count(&self) -> u64 {
        self.0.lock().unwrap().len() as u64
    }

    fn read(&mut self, from: u64, out: &mut [u32]) -> grundy::Result<()> {
        let values = self.0.lock().unwrap();
        out.copy_from_slice(&values[from as usize..from as usize + out.len()]);
        Ok(())
    }
}

impl Spill for Shared {
    fn append(&mut self, values: &[u32]) -> grundy::Result<()> {
        self.0.lock().unwrap().extend_from_slice(values);
        Ok(())
    }
}

impl Shared {
    fn values(&self) -> Vec<u64> {
        self.0.lock().unwrap().iter().map(|&v| u64::from(v)).collect()
    }
}

fn octal(code: &str) -> Octal {
    Octal::parse(code).unwrap()
}

fn in_memory(game: &Octal, len: u64) -> Vec<u64> {
    let mut sequence = Sequence::new(game.clone());
    sequence.extend(len, Method::Fast).unwrap();
    (0..len).map(|n| sequence.value(n)).collect()
}

/// The bytes that hold `prefix` first values.
fn bytes_for(prefix: u64) -> u64 {
    (prefix + 200) * SPILL_BYTES_PER_PREFIX_VALUE
}

/// Every octal code of two digits, and some of three (the last two need
/// 14,917 and 23,501 values for their proofs): the values computed
/// with the first 8,192 values and a window of about 1,600 held (so that
/// values leave memory from heap 10,300 on) are the values computed in
/// memory; or, for the games whose rare heaps or scans need more, the run
/// stops with a limit error naming `--values-memory`, and the values it
/// wrote out are the first values in memory.
#[test]
fn spilled_sequences_equal_sequences_in_memory() {
    let len = 30_000;
    let codes = ["0", "4"]
        .into_iter()
        .flat_map(|first| (0..64u32).map(move |d| format!("{first}.{}{}", d / 8, d % 8)))
        .chain(["0.137", "0.165", "4.107", "0.356", "4.364"].map(String::from));
    let (mut whole, mut stopped) = (0, 0);
    for code in codes {
        let game = Octal::parse(&code).unwrap();
        let expected = in_memory(&game, len);
        let out = Shared::default();
        let mut sequence =
            Sequence::spilling(game, bytes_for(8192), Box::new(out.clone())).unwrap();
        match sequence.extend(len, Method::Fast) {
            Ok(()) => {
                whole += 1;
                assert_eq!(out.values(), expected, "{code}");
            }
            Err(error @ Error::LimitExceeded { .. }) => {
                stopped += 1;
                let text = error.to_string();
                assert!(text.contains("--values-memory"), "{code}: {text}");
                let written = out.values();
                assert_eq!(written.len() as u64, sequence.len(), "{code}");
                assert_eq!(written, expected[..written.len()], "{code}");
            }
            Err(error) => panic!("{code}: {error}"),
        }
    }
    // A periodic game whose P-positions (rare heaps, as 0 is rare) recur
    // stops; those with rare heaps only among the first values go on.
    assert!(whole >= 60 && stopped >= 60, "{whole} whole, {stopped} stopped");
}

/// Grundy's game (rare heaps up to 82,860, scans up to 58,144 splits deep
/// at 2²⁰) with 2¹⁹ first values held and a window of 2¹⁶ + 2¹⁵: the same
/// values as in memory.
#[test]
fn grundys_game_spills_exactly() {
    let game = Octal::grundys_game();
    let len = 1 << 20;
    let expected = in_memory(&game, len);
    let out = Shared::default();
    let mut sequence =
        Sequence::spilling(game.clone(), bytes_for(1 << 19), Box::new(out.clone())).unwrap();
    sequence.extend(len, Method::Fast).unwrap();
    assert_eq!(out.values(), expected);
}

/// A run resumed from its values goes on as if it had never stopped.
#[test]
fn spilled_sequences_resume_exactly() {
    for game in [octal("0.356"), octal("0.56"), octal("0.77"), octal("4.107")] {
        let code = game.to_string();
        let expected = in_memory(&game, 60_000);
        let out = Shared::default();
        let bytes = bytes_for(1 << 14);
        let mut first = Sequence::spilling(game.clone(), bytes, Box::new(out.clone())).unwrap();
        first.extend(25_000, Method::Fast).unwrap();
        drop(first);
        let mut resumed = Sequence::spilling(game.clone(), bytes, Box::new(out.clone())).unwrap();
        assert_eq!(resumed.len(), 25_000);
        resumed.extend(60_000, Method::Fast).unwrap();
        assert_eq!(out.values(), expected, "{code}");
    }
}

/// A game whose rare heaps keep coming (0.007) stops at the first rare
/// heap past the prefix, with what it computed written out.
#[test]
fn a_rare_heap_past_the_prefix_stops_the_run() {
    let game = Octal::parse("0.007").unwrap();
    let out = Shared::default();
    let mut sequence =
        Sequence::spilling(game.clone(), bytes_for(8192), Box::new(out.clone())).unwrap();
    let error = sequence.extend(100_000, Method::Fast).unwrap_err();
    let text = error.to_string();
    assert!(text.contains("rare") && text.contains("--values-memory"), "{text}");
    let written = out.values();
    assert_eq!(written, in_memory(&game, written.len() as u64));
    // Asked again, it stops again, computing nothing wrong.
    assert!(sequence.extend(100_000, Method::Fast).is_err());
    assert_eq!(out.values()[..written.len()], written[..]);
}

/// Too little memory, and games that split in three, are refused up front.
#[test]
fn spilling_is_refused_up_front_where_it_cannot_work() {
    let refused = |code: &str, bytes: u64| {
        Sequence::spilling(Octal::parse(code).unwrap(), bytes, Box::new(Shared::default()))
            .expect_err("refused")
            .to_string()
    };
    let text = refused("0.07", 1000);
    assert!(text.contains("--values-memory") && text.contains("1000 bytes"), "{text}");
    let text = refused("0.8", bytes_for(1 << 14));
    assert!(text.contains("in three"), "{text}");
}

/// Periods are found and proved from the file as in memory.
#[test]
fn periods_of_spilled_sequences_are_proved_as_in_memory() {
    // 0.356's proof needs 14,917 values: far past those held.
    for game in [octal("0.07"), octal("0.45"), octal("0.77"), octal("0.356")] {
        let code = game.to_string();
        let prove = |sequence: &mut Sequence| {
            let mut work = Work::new(2_000_000_000);
            let run = PeriodRun {
                limit: 200_000,
                max_bytes: u64::MAX,
                work: &mut work,
                method: Method::Fast,
                on_progress: &mut |_, _| Ok(()),
            };
            prove_period(sequence, run).unwrap()
        };
        let mut memory = Sequence::new(game.clone());
        let mut spilled =
            Sequence::spilling(game, bytes_for(8192), Box::new(Shared::default())).unwrap();
        assert_eq!(prove(&mut spilled), prove(&mut memory), "{code}");
        assert_eq!(spilled.len(), memory.len(), "{code}");
    }
}
