//! Take-and-break games: the rare-value method against the plain one and
//! the literal rules, known periods, and the period finder.

use grundy::heap::{extend_table, HeapRuleset};
use grundy::period::{find_proved_period, Evidence, PeriodTheorem};
use grundy::rulesets::octal::{
    find_arithmetic_period, find_period, prove_period, Method, PeriodFound, PeriodRun, PeriodStop,
    Sequence, Speculation, Store,
};
use grundy::rulesets::Octal;
use grundy::{Limits, Nimber, Work};
use proptest::prelude::*;

fn values(octal: &Octal, len: u64, method: Method) -> Vec<u64> {
    let mut sequence = Sequence::new(octal.clone());
    sequence.extend(len, method).unwrap();
    (0..len).map(|n| sequence.value(n)).collect()
}

/// The same computation on one core, where blocks are never shared out.
fn on_one_core<T: Send>(f: impl FnOnce() -> T + Send) -> T {
    rayon::ThreadPoolBuilder::new().num_threads(1).build().unwrap().install(f)
}

/// Every code 0.d₁d₂d₃ and 4.d₁d₂d₃ with octal digits (those with fewer
/// digits among them, as 0.070 = 0.07).
fn octal_codes_of_three_digits() -> impl Iterator<Item = String> {
    ["0", "4"].into_iter().flat_map(|first| {
        (0..512u32).map(move |d| format!("{first}.{}{}{}", d / 64, d / 8 % 8, d % 8))
    })
}

/// The rare-value method equals the plain one on the first 2000 values of
/// every octal code of up to three digits.
#[test]
fn rare_value_method_equals_plain_on_every_code_of_three_digits() {
    let codes = octal_codes_of_three_digits();
    let len = 2000;
    for code in codes {
        let octal = Octal::parse(&code).unwrap();
        let plain = values(&octal, len, Method::Plain);
        let fast = values(&octal, len, Method::Fast);
        assert_eq!(fast, plain, "{code}");
    }
}

/// The rare-value method equals the plain one where values pass 64, 128 and
/// 256 (one, two and four words of bits, then two bytes per value) and on
/// Grundy's game, whose splits must be unequal.
#[test]
fn rare_value_method_equals_plain_as_values_grow() {
    for (game, len) in [
        (Octal::parse("0.7777777777777777").unwrap(), 6000),
        (Octal::parse("0.6").unwrap(), 6000),
        (Octal::parse("4.7777777777777777").unwrap(), 6000),
        (Octal::grundys_game(), 20_000),
    ] {
        let plain = values(&game, len, Method::Plain);
        let fast = values(&game, len, Method::Fast);
        assert_eq!(fast, plain, "{game}");
    }
}

/// The plain method against the literal rules (the generic table solver),
/// on codes with hexadecimal digits, Grundy's game and Strips.
#[test]
fn plain_method_equals_the_literal_rules() {
    let mut games: Vec<Octal> =
        ["0.77", "4.07", "0.f", "0.8", "0.b4", "8.1", "c.3f", "0.9a", "0.123456789abcdef"]
            .iter()
            .map(|code| Octal::parse(code).unwrap())
            .collect();
    games.push(Octal::grundys_game());
    games.push(Octal::strips(&[1, 5, 2]).unwrap());
    for game in games {
        let mut table = Vec::new();
        extend_table(&game, &mut table, 120).unwrap();
        let literal: Vec<u64> = table.iter().map(|v| v.0).collect();
        assert_eq!(values(&game, 120, Method::Plain), literal, "{game}");
        assert_eq!(values(&game, 120, Method::Fast), literal, "{game}");
    }
}

/// Past 2¹⁵ heaps the rare-value method for values of two bytes (Officers
/// passes 255 early) shares blocks between cores: the same values as on one core.
#[test]
fn blocks_on_several_cores_equal_one_core() {
    let officers = Octal::parse("0.6").unwrap();
    let len = 45_000;
    let one = on_one_core(|| values(&officers, len, Method::Fast));
    let many = rayon::ThreadPoolBuilder::new()
        .num_threads(3)
        .build()
        .unwrap()
        .install(|| values(&officers, len, Method::Fast));
    assert_eq!(one, many);
}

/// Computed by speculation on three threads, from heap `from` in rounds
/// of `round` heaps: the values and the steps counted.
fn speculated(game: &Octal, len: u64, from: usize, round: usize) -> (Vec<u64>, u64) {
    speculated_in(game, len, from, round, false)
}

/// [`speculated`], with values held as bytes and bits from the first when
/// `nines` (see [`Sequence::hold_nines`]).
fn speculated_in(
    game: &Octal,
    len: u64,
    from: usize,
    round: usize,
    nines: bool,
) -> (Vec<u64>, u64) {
    let pool = rayon::ThreadPoolBuilder::new().num_threads(3).build().unwrap();
    pool.install(|| {
        let mut sequence = Sequence::new(game.clone());
        if nines {
            sequence.hold_nines();
        }
        sequence.set_speculation(Speculation { from, round });
        sequence.extend(len, Method::Fast).unwrap();
        ((0..len).map(|n| sequence.value(n)).collect(), sequence.steps())
    })
}

/// One core's values and steps.
fn one_core(game: &Octal, len: u64) -> (Vec<u64>, u64) {
    on_one_core(|| {
        let mut sequence = Sequence::new(game.clone());
        sequence.extend(len, Method::Fast).unwrap();
        ((0..len).map(|n| sequence.value(n)).collect(), sequence.steps())
    })
}

/// Speculation from the first heaps, in short rounds (so that new rare
/// values, frequent there, throw rounds away) gives every code of up to
/// three digits the values and the steps of one core.
#[test]
fn speculation_equals_one_core_on_every_code_of_three_digits() {
    for code in octal_codes_of_three_digits() {
        let game = Octal::parse(&code).unwrap();
        for (from, round) in [(1, 16), (64, 37), (300, 256)] {
            assert_eq!(speculated(&game, 2500, from, round), one_core(&game, 2500), "{code}");
        }
    }
}

/// Values held as bytes and bits from the first heap (the path of values
/// from 256 to 511, with bit 8 in every mask) equal those of one byte (equal
/// to the plain method's, `rare_value_method_equals_plain_on_every_code_of_three_digits`)
/// on every code of up to three digits, on one core and by speculation
/// from the first heaps.
#[test]
fn values_held_in_nine_bits_equal_bytes_on_every_code_of_three_digits() {
    let len = 2500;
    for code in octal_codes_of_three_digits() {
        let game = Octal::parse(&code).unwrap();
        let plain = one_core(&game, len).0;
        let nines = on_one_core(|| {
            let mut sequence = Sequence::new(game.clone());
            sequence.hold_nines();
            sequence.extend(len, Method::Fast).unwrap();
            ((0..len).map(|n| sequence.value(n)).collect::<Vec<_>>(), sequence.steps())
        });
        assert_eq!(nines.0, plain, "{code}");
        assert_eq!(speculated_in(&game, len, 1, 16, true), nines, "{code}");
        assert_eq!(speculated_in(&game, len, 64, 37, true), nines, "{code}");
    }
}

/// Officers (0.6), whose values pass 255 from heap 10,344 on and stay
/// below 512, held as bytes and bits, equal the plain method's, on one core
/// and by speculation; and so do 4.7777777777777777, whose values pass 255
/// from heap 235, and 0.77777777777777, whose values pass 511 (held in two
/// bytes from there).
#[test]
fn values_past_255_equal_plain() {
    for (code, len, nines) in [
        ("0.6", 50_000, true),
        ("4.7777777777777777", 1500, true),
        ("0.77777777777777", 4000, false),
    ] {
        let game = Octal::parse(code).unwrap();
        let plain = values(&game, len, Method::Plain);
        let fast = on_one_core(|| {
            let mut sequence = Sequence::new(game.clone());
            sequence.extend(len, Method::Fast).unwrap();
            assert_eq!(matches!(sequence.values(), Store::U9(_)), nines, "{code}");
            ((0..len).map(|n| sequence.value(n)).collect::<Vec<_>>(), sequence.steps())
        });
        assert!(fast.0 == plain, "{code}");
        assert!(speculated(&game, len, 1 << 10, 1 << 8) == fast, "{code}");
    }
}

/// Speculation as it runs by default, on Grundy's game past 2¹⁵ (rare heaps
/// past it, values past 128) and past the words of 0.7777…
#[test]
fn speculation_equals_one_core_on_long_runs() {
    let default = Speculation::default();
    for (game, len, from) in [
        (Octal::grundys_game(), 90_000, default.from),
        (Octal::grundys_game(), 20_000, 2000),
        (Octal::parse("0.7777777777777777").unwrap(), 3000, 10),
    ] {
        assert_eq!(speculated(&game, len, from, default.round), one_core(&game, len), "{game}");
    }
}

/// Resuming from stored values gives the values of one run: values of a
/// byte (0.156), and values below 2⁹ held as bytes and bits (Officers past
/// heap 10,344), saved in two bytes each as checkpoints save them.
#[test]
fn resumed_sequences_continue_exactly() {
    for (code, saved, len, width) in [("0.156", 3000, 9000, 1), ("0.6", 12_000, 16_000, 2)] {
        let game = Octal::parse(code).unwrap();
        let whole = values(&game, len, Method::Fast);
        let mut first = Sequence::new(game.clone());
        first.extend(saved, Method::Fast).unwrap();
        assert_eq!(matches!(first.values(), Store::U9(_)), width == 2, "{code}");
        let bytes = first.values().to_le_bytes(0..first.values().len());
        assert_eq!(
            (first.values().width(), bytes.len()),
            (width, width * saved as usize),
            "{code}"
        );
        let store = Store::from_le_bytes(width, &bytes).unwrap();
        let mut resumed = Sequence::resume(game, store);
        resumed.extend(len, Method::Fast).unwrap();
        assert!((0..len).map(|n| resumed.value(n)).eq(whole.iter().copied()), "{code}");
    }
}

/// Values past 255 move the store to two bytes per value.
#[test]
fn stores_widen_when_values_grow() {
    let mut sequence = Sequence::new(Octal::parse("4.7777777777777777").unwrap());
    sequence.extend(600, Method::Fast).unwrap();
    assert_eq!(sequence.values().width(), 2);
    let mut table = Vec::new();
    extend_table(&Octal::parse("4.7777777777777777").unwrap(), &mut table, 600).unwrap();
    assert!(table.iter().enumerate().all(|(n, v)| v.0 == sequence.value(n as u64)));
}

/// [`prove_period`] with at most `limit` values and no other budget.
fn prove_within(sequence: &mut Sequence, limit: u64) -> PeriodFound {
    let mut quiet = |_: &Sequence, _| Ok(());
    let run = PeriodRun {
        limit,
        max_bytes: u64::MAX,
        work: &mut Work::unlimited(),
        method: Method::Fast,
        on_progress: &mut quiet,
    };
    prove_period(sequence, run).unwrap()
}

fn proved(game: &Octal) -> (u64, u64, u64) {
    let mut sequence = Sequence::new(game.clone());
    let found = prove_within(&mut sequence, 1 << 20).periodicity.expect("a period");
    let Evidence::Theorem { values_used, .. } = found.evidence else { panic!("not proved") };
    (found.preperiod, found.period, values_used)
}

/// Known results (Winning Ways, ch. 4; Flammenkamp's tables of octal games).
#[test]
fn known_periods_are_proved() {
    for (code, preperiod, period) in
        [("0.77", 71, 12), ("0.137", 52, 34), ("0.07", 53, 34), ("0.156", 3479, 349)]
    {
        let game = Octal::parse(code).unwrap();
        let (e, p, used) = proved(&game);
        assert_eq!((e, p), (preperiod, period), "{code}");
        // The Guy–Smith bound: agreement for e ≤ n < 2e + p + t, so 2e + 2p + t values.
        assert_eq!(used, 2 * e + 2 * p + game.last_digit(), "{code}");
    }
}

/// A proof on three threads, the period predicted (and the predictions
/// verified on every core) once the values show it, from heap 64 in
/// segments of 16 heaps: the same proof, values and steps as on one core,
/// for the periods above, and for 0.16 and 0.354 stopped before their
/// periods show.
#[test]
fn proofs_on_every_core_equal_one_core() {
    let run = |code: &str, limit: u64, threads: usize| {
        let pool = rayon::ThreadPoolBuilder::new().num_threads(threads).build().unwrap();
        pool.install(|| {
            let mut sequence = Sequence::new(Octal::parse(code).unwrap());
            sequence.set_speculation(Speculation { from: 64, round: 16 });
            let found = prove_within(&mut sequence, limit);
            let values: Vec<u64> = (0..sequence.len()).map(|n| sequence.value(n)).collect();
            (found, values, sequence.steps())
        })
    };
    for (code, limit) in [
        ("0.77", 1 << 20),
        ("0.137", 1 << 20),
        ("0.07", 1 << 20),
        ("0.156", 1 << 20),
        ("0.16", 20_000),
        ("0.354", 50_000),
    ] {
        assert!(run(code, limit, 3) == run(code, limit, 1), "{code}");
    }
}

/// The theorem never proves from fewer values than its bound, and a
/// sequence that breaks the period just inside the bound is not proved.
#[test]
fn take_break_theorem_needs_its_whole_bound() {
    let theorem = PeriodTheorem::TakeBreak { last_digit: 3, most_heaps: 2 };
    let (e, p) = (10u64, 4u64);
    let needed = theorem.values_needed(e, p);
    assert_eq!(needed, 2 * e + 2 * p + 3);
    let periodic: Vec<Nimber> =
        (0..needed).map(|n| Nimber(if n < e { 7 } else { (n - e) % p })).collect();
    assert_eq!(theorem.proves(&periodic, e, p, 0), Some(needed));
    assert_eq!(theorem.proves(&periodic[..needed as usize - 1], e, p, 0), None);
    let mut broken = periodic.clone();
    broken[needed as usize - 1] = Nimber(9);
    assert_eq!(theorem.proves(&broken, e, p, 0), None);
    // Three heaps: 3e + 2p + t must agree.
    let three = PeriodTheorem::TakeBreak { last_digit: 3, most_heaps: 3 };
    assert_eq!(three.values_needed(e, p), 3 * e + 3 * p + 3);
    // A preperiod of 0 counts as 1: no heap of size 0 stands in for a split part.
    assert_eq!(theorem.values_needed(0, p), 2 + 2 * p + 3);
}

/// The least period and preperiod of the last quarter, or else of the
/// second half, by brute force.
fn brute_period<T: Eq>(g: &[T]) -> Option<(u64, u64)> {
    let len = g.len();
    brute_period_from(g, len - len / 4).or_else(|| brute_period_from(g, len / 2))
}

fn brute_period_from<T: Eq>(g: &[T], start: usize) -> Option<(u64, u64)> {
    let len = g.len();
    (1..=(len - start) / 2).find(|&p| (start..len - p).all(|n| g[n] == g[n + p])).map(|p| {
        let mut e = start;
        while e > 0 && g[e - 1] == g[e - 1 + p] {
            e -= 1;
        }
        (e as u64, p as u64)
    })
}

proptest! {
    /// The period finder equals a brute-force search on eventually periodic
    /// sequences with few values (many markers) and many (few markers).
    #[test]
    fn find_period_equals_brute_force(
        pre in prop::collection::vec(0u8..6, 0..700),
        period in prop::collection::vec(0u8..6, 1..120),
        alphabet in 2u8..40,
        len in 600usize..3000,
        noise in prop::option::of((0usize..3000, 0u8..40)),
    ) {
        let mut g: Vec<u8> = pre.iter().map(|v| v % alphabet).collect();
        let mut i = 0;
        while g.len() < len {
            g.push(period[i % period.len()].wrapping_mul(7) % alphabet);
            i += 1;
        }
        g.truncate(len);
        if let Some((at, value)) = noise {
            if at < g.len() {
                g[at] = value;
            }
        }
        prop_assert_eq!(find_period(&Store::U8(g.clone())), brute_period(&g));
    }
}

/// The arithmetic period by brute force: values that grow (the second
/// half reaches higher than the first), differences Δ(n) = G(n+1) − G(n)
/// with a least period by [`brute_period`], a positive saltus, and the
/// least preperiod on G.
fn brute_arithmetic_period(g: &[u64]) -> Option<(u64, u64, u64)> {
    let (len, half) = (g.len(), g.len() / 2);
    if g[half..].iter().max() <= g[..half].iter().max() {
        return None;
    }
    let differences: Vec<i64> = g.windows(2).map(|w| w[1] as i64 - w[0] as i64).collect();
    let (_, p) = brute_period(&differences)?;
    let p = p as usize;
    let s = g[len - 1].checked_sub(g[len - 1 - p]).filter(|&s| s > 0)?;
    let mut e = len - 1 - p;
    while e > 0 && g[e - 1 + p] == g[e - 1] + s {
        e -= 1;
    }
    Some((e as u64, p as u64, s))
}

/// Hexadecimal games that split heaps in three can be arithmetic-periodic:
/// the finder sees it on every code below (their periods, preperiods and
/// saltus as tabulated for hexadecimal games, e.g. 0.8: period 3, adding 1),
/// agrees with brute force, and nothing is claimed proved.
#[test]
fn arithmetic_periods_of_hexadecimal_codes_are_observed_not_proved() {
    for (code, preperiod, period, saltus) in [
        ("0.8", 1, 3, 1),
        ("0.c", 1, 2, 1),
        ("0.a8", 1, 4, 2),
        ("0.3f", 0, 6, 3),
        ("4.9", 16, 12, 4),
        ("8.d", 19, 24, 16),
    ] {
        let game = Octal::parse(code).unwrap();
        let mut sequence = Sequence::new(game.clone());
        let found = prove_within(&mut sequence, 600).periodicity.expect(code);
        assert_eq!(
            (found.preperiod, found.period, found.saltus),
            (preperiod, period, saltus),
            "{code}"
        );
        assert!(!found.is_proved(), "{code}");
        let g = values(&game, 600, Method::Plain);
        assert_eq!(brute_arithmetic_period(&g), Some((preperiod, period, saltus)), "{code}");
    }
    // Bounded sequences have no arithmetic period.
    let kayles = Store::U8(
        values(&Octal::parse("0.77").unwrap(), 600, Method::Fast)
            .iter()
            .map(|&v| v as u8)
            .collect(),
    );
    assert_eq!(find_arithmetic_period(&kayles), None);
}

proptest! {
    /// The arithmetic period finder equals brute force on eventually
    /// arithmetic-periodic sequences, with and without a stray value.
    #[test]
    fn find_arithmetic_period_equals_brute_force(
        pre in prop::collection::vec(0u64..50, 0..300),
        period in prop::collection::vec(0u64..6, 1..40),
        saltus in 1u64..4,
        len in 300usize..1500,
        noise in prop::option::of((0usize..1500, 0u64..40)),
    ) {
        let mut g = pre.clone();
        let mut i = 0;
        while g.len() < len {
            g.push(period[i % period.len()] + saltus * (i / period.len()) as u64);
            i += 1;
        }
        g.truncate(len);
        if let Some((at, value)) = noise {
            if at < g.len() {
                g[at] = value;
            }
        }
        let nimbers: Vec<Nimber> = g.iter().map(|&v| Nimber(v)).collect();
        let found = find_arithmetic_period(&Store::from_nimbers(&nimbers).unwrap());
        prop_assert_eq!(found, brute_arithmetic_period(&g));
    }
}

/// Codes and names parse; bad codes are refused with what was expected.
#[test]
fn codes_parse_and_bad_codes_say_what_was_expected() {
    assert_eq!(Octal::parse("0.770").unwrap().code(), "0.77");
    assert_eq!(Octal::parse(".07").unwrap().code(), "0.07");
    assert_eq!(Octal::parse("4.0").unwrap().most_heaps(), 2);
    assert_eq!(Octal::parse("0.F").unwrap().most_heaps(), 3);
    assert_eq!(Octal::parse("0.137").unwrap().last_digit(), 3);
    for (bad, says) in [
        ("77", "without a point"),
        ("1.7", "before the point"),
        ("0.7g", "digit 2 after the point is `g`"),
    ] {
        let message = Octal::parse(bad).unwrap_err().to_string();
        assert!(message.contains(says), "{bad}: {message}");
    }
    let long = Octal::parse(&format!("0.{}", "1".repeat(65))).unwrap_err();
    assert!(long.to_string().contains("at most 64"));
    assert_eq!(Octal::strips(&[1, 2]).unwrap().code(), "0.77");
    assert!(Octal::strips(&[0]).is_err());
}

/// Every period the theorem proves from the first `short` values holds on
/// all `long` values: for every octal code of up to three digits (with and
/// without splitting in place) and every hexadecimal code of up to two.
#[test]
fn proved_periods_hold_far_past_their_proof() {
    let mut cases: Vec<(String, u64, u64)> =
        octal_codes_of_three_digits().map(|code| (code, 400, 1600)).collect();
    for first in ["0", "4", "8", "c"] {
        for digits in 0..256u32 {
            cases.push((format!("{first}.{:x}{:x}", digits / 16, digits % 16), 150, 400));
        }
    }
    let mut proofs = 0;
    for (code, short, long) in cases {
        let game = Octal::parse(&code).unwrap();
        let all = values(&game, long, Method::Fast);
        // The generic finder tries every candidate as soon as the theorem allows.
        let table: Vec<Nimber> = all[..short as usize].iter().map(|&v| Nimber(v)).collect();
        let theorem = HeapRuleset::period_theorem(&game).unwrap();
        if let Some(found) = find_proved_period(&table, theorem) {
            let (e, p) = (found.preperiod as usize, found.period as usize);
            let holds = (e..all.len() - p).all(|n| all[n + p] == all[n]);
            assert!(holds, "{code}: period {p} from {e} proved on {short} values is false");
            proofs += 1;
        }
        let mut sequence = Sequence::new(game.clone());
        let Some(found) = prove_within(&mut sequence, short).periodicity else { continue };
        let Evidence::Theorem { values_used, .. } = found.evidence else { continue };
        assert!(values_used <= short, "{code}");
        let (e, p) = (found.preperiod as usize, found.period as usize);
        let holds = (e..all.len() - p).all(|n| all[n + p] == all[n]);
        assert!(holds, "{code}: period {p} from {e} proved on {values_used} values is false");
        proofs += 1;
    }
    assert!(proofs > 1000, "only {proofs} proofs");
}

/// Grundy's game has no periodicity theorem: agreement on a short stretch
/// (period 3 over G(3..12)) proves nothing, and no period is claimed.
#[test]
fn grundys_game_never_claims_a_proof() {
    let game = Octal::grundys_game();
    assert_eq!(HeapRuleset::period_theorem(&game), None);
    let mut sequence = Sequence::new(game);
    let found = prove_within(&mut sequence, 5000);
    assert!(found.periodicity.is_none_or(|p| !p.is_proved()));
    assert_eq!(found.stopped, Some(PeriodStop::Limit));
}

/// Work is counted while values are computed: a sequence stops soon after
/// its budget runs out, keeping every value computed, and goes on with a
/// new budget to the same values as without one.
#[test]
fn sequences_stop_at_their_work_budget() {
    // Stretches are counted as a whole, the first one 16,384 values long:
    // long enough sequences stop before their end.
    for (code, len) in [("0.77", 200_000), ("0.6", 100_000), ("4.", 100_000), ("0.8", 1500)] {
        let game = Octal::parse(code).unwrap();
        let mut free = Sequence::new(game.clone());
        free.extend(len, Method::Fast).unwrap();
        let mut bounded = Sequence::new(game);
        let mut work = Work::new(free.steps() / 3);
        let error = bounded.extend_within(len, Method::Fast, &mut work).unwrap_err();
        assert!(error.to_string().contains("--max-work"), "{code}: {error}");
        assert!(bounded.len() < len, "{code}: stopped early");
        bounded.extend_within(len, Method::Fast, &mut Work::unlimited()).unwrap();
        assert_eq!(bounded.values(), free.values(), "{code}");
    }
}

/// Tables whose cost is known (splits in three) are refused before any
/// value is computed.
#[test]
fn tables_of_known_cost_are_refused_up_front() {
    let game = Octal::parse("0.8").unwrap();
    let limits = Limits { max_work: 1_000_000, ..Limits::default() };
    let error = limits.table_work(&game, 1000).unwrap_err().to_string();
    assert!(error.contains("about") && error.contains("--max-work"), "{error}");
    assert!(limits.table_work(&game, 100).is_ok());
}

/// Without a limit of values, a run stops at its budget of memory or of
/// work, saying which, with what the values show.
#[test]
fn period_runs_stop_at_their_budgets() {
    let mut quiet = |_: &Sequence, _| Ok(());
    let officers = Octal::parse("0.6").unwrap();
    let mut sequence = Sequence::new(officers.clone());
    let run = PeriodRun {
        limit: u64::MAX,
        max_bytes: 50_000,
        work: &mut Work::unlimited(),
        method: Method::Fast,
        on_progress: &mut quiet,
    };
    let found = prove_period(&mut sequence, run).unwrap();
    assert_eq!(found.stopped, Some(PeriodStop::Memory));
    // Officers' values take two bytes: 25,000 of them fit.
    assert!(sequence.len() <= 25_000 && sequence.values().width() == 2, "{}", sequence.len());
    let mut sequence = Sequence::new(officers);
    let run = PeriodRun {
        limit: u64::MAX,
        max_bytes: u64::MAX,
        work: &mut Work::new(50_000_000),
        method: Method::Fast,
        on_progress: &mut quiet,
    };
    let found = prove_period(&mut sequence, run).unwrap();
    assert_eq!(found.stopped, Some(PeriodStop::Work));
    // Kayles' period is proved long before either budget.
    let mut sequence = Sequence::new(Octal::parse("0.77").unwrap());
    let run = PeriodRun {
        limit: u64::MAX,
        max_bytes: 1 << 20,
        work: &mut Work::new(50_000_000),
        method: Method::Fast,
        on_progress: &mut quiet,
    };
    let found = prove_period(&mut sequence, run).unwrap();
    assert_eq!((found.stopped, found.periodicity.map(|p| p.period)), (None, Some(12)));
}

/// `treblecross N` is a board of N cells: its literal rules (an X on any
/// cell, the cells within two of it dead) agree with 0.007 on heaps of N+2,
/// and the boards the first player loses are Winning Ways' 0, 6, 12, 22,
/// 30, 32, 44, 54, 64.
#[test]
fn treblecross_is_played_on_boards() {
    use grundy::rulesets::octal::Treblecross;
    let board = Treblecross::default();
    let mut literal = Vec::new();
    extend_table(&board, &mut literal, 300).unwrap();
    let mut fast = Vec::new();
    board.extend_table(&mut fast, 300).unwrap();
    assert_eq!(literal, fast);
    let heaps = values(&Octal::parse("0.007").unwrap(), 302, Method::Plain);
    assert!((0..300).all(|n| fast[n].0 == heaps[n + 2]));
    let losing: Vec<usize> = (0..=64).filter(|&n| fast[n].is_zero()).collect();
    assert_eq!(losing, [0, 6, 12, 22, 30, 32, 44, 54, 64]);
}
