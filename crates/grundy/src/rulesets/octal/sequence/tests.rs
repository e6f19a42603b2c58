//! Tests of the sequence's paths against one core: far splits computed
//! ahead, values past what is held, predictions verified on every core.

use super::*;

/// The far splits of a round computed ahead, from the values before the
/// round before it only, are those the producer XORs itself: on
/// Officers (nine-bit values), Grundy's game and 0.354 (bytes), rounds
/// of 64 to 4,096 heaps.
#[test]
fn far_splits_computed_ahead_are_exact() {
    let games = [(Octal::parse("0.6").unwrap(), 60_000), (Octal::grundys_game(), 60_000)];
    let games = games.into_iter().chain([(Octal::parse("0.354").unwrap(), 20_000)]);
    for (game, len) in games {
        let mut sequence = Sequence::new(game.clone());
        sequence.extend(len as u64, Method::Fast).unwrap();
        let (rules, split) = (&sequence.rules, &sequence.split);
        let mut used = 0;
        for round in [64, 100, 1000, 4096] {
            let known = len - 2 * round - 7;
            let heaps = (known + round, known + 2 * round);
            let (exact, computed) = match &mut sequence.storage {
                Storage::Memory(Store::U9(v)) => {
                    bitset::ahead_is_exact::<4, true>(rules, split, v.low_mut(), known, heaps)
                }
                Storage::Memory(Store::U8(g)) if split.bits <= 6 => {
                    bitset::ahead_is_exact::<1, false>(rules, split, g, known, heaps)
                }
                Storage::Memory(Store::U8(g)) if split.bits == 7 => {
                    bitset::ahead_is_exact::<2, false>(rules, split, g, known, heaps)
                }
                Storage::Memory(Store::U8(g)) => {
                    bitset::ahead_is_exact::<4, false>(rules, split, g, known, heaps)
                }
                _ => unreachable!("values below 2^9"),
            };
            assert!(exact, "{game}, rounds of {round}");
            used += usize::from(computed);
        }
        assert!(used >= 2, "{game}: splits computed ahead in {used} rounds");
    }
}

/// Predictions verified on three threads ([`predict::verify`]) from
/// heap 300 to 2,500, in segments of 16 to 64 heaps, over every code of
/// three digits (0. and 4.), predicted by the period the values show (when they
/// show one, and from just before its last heap off the period too), by
/// 1 and by 7: the values kept are one core's, and so are
/// the split (mask, rare heaps, counts, when the mask is chosen next)
/// and the steps after them; the predictions that fail keep a prefix,
/// those that hold keep every value.
#[test]
fn predictions_verified_on_every_core_are_one_cores_values() {
    let len = 2500;
    let pool = |threads| rayon::ThreadPoolBuilder::new().num_threads(threads).build().unwrap();
    let (one, three) = (pool(1), pool(3));
    let (mut held, mut failed, mut kept) = (0, 0, 0);
    for d in 0..1024u32 {
        let code = format!("{}.{}{}{}", d / 512 * 4, d / 64 % 8, d / 8 % 8, d % 8);
        let game = Octal::parse(&code).unwrap();
        let alone = |len: usize| {
            one.install(|| {
                let mut sequence = Sequence::new(game.clone());
                sequence.extend(len as u64, Method::Fast).unwrap();
                sequence
            })
        };
        let whole = alone(len);
        // (The rare-value method's path only: games without splits go the plain way.)
        let Storage::Memory(Store::U8(values)) = &whole.storage else { continue };
        if !whole.rules.rare_value(Method::Fast) {
            continue;
        }
        let shown = crate::rulesets::octal::period::find_period(whole.values());
        let shown = shown.map(|(e, p)| (usize::try_from(e).unwrap(), usize::try_from(p).unwrap()));
        let mut cases =
            vec![(300, len, shown.map_or(2, |(_, p)| p), 16), (300, len, 1, 64), (300, len, 7, 37)];
        // From 40 heaps before the last heap off the period: a prefix holds.
        // (Twelve segments of 16 heaps on three threads.)
        if let Some((e, p)) = shown.filter(|&(e, p)| e > 41 && e + p + 151 <= len) {
            cases.push((e + p - 41, e + p + 151, p, 16));
        }
        for (from, to, period, segment) in cases {
            let mut sequence = alone(from);
            let Storage::Memory(Store::U8(g)) = &mut sequence.storage else { unreachable!() };
            let rules = &sequence.rules;
            let split = &mut sequence.split;
            split.track(g);
            let all = three
                .install(|| predict::verify(rules, split, g, to, period, segment))
                .expect("segments enough");
            let at = g.len();
            assert!(g[..] == values[..at], "{game}, period {period}");
            assert_eq!(all, at == to, "{game}, period {period}");
            let exact = alone(at);
            let (a, b) = (&sequence.split, &exact.split);
            assert_eq!(
                (a.mask, &a.rare, &a.counts, a.bits, a.next_choice, a.steps),
                (b.mask, &b.rare, &b.counts, b.bits, b.next_choice, b.steps),
                "{game}, period {period}"
            );
            match all {
                true => held += 1,
                false => failed += 1,
            }
            kept += usize::from(!all && at > from);
        }
    }
    assert!(
        held >= 600 && failed >= 2000 && kept >= 10,
        "{held} held, {failed} failed, {kept} kept a prefix"
    );
}

/// With 16 to 256 first values held, over every code of three digits:
/// heaps whose scan needs a split not held are computed from the file
/// (when their value is rare), rare heaps past the prefix are kept
/// apart, and a run that would read a value not held stops; every
/// value written out is the value in memory, and so is every value of
/// a run resumed from them (the rare heaps of the gap listed again).
/// By speculation from the first heaps in short rounds, on three
/// threads, the same values, steps, heaps from the file and stops.
#[test]
fn heaps_past_what_is_held_are_computed_exactly() {
    let (mut from_file, mut far, mut stopped) = (0, 0, 0);
    let digits = |d: u32| format!("{}{}{}", d / 64, d / 8 % 8, d % 8);
    let codes = (0..512u32).flat_map(|d| [format!("0.{}", digits(d)), format!("4.{}", digits(d))]);
    let written = |sequence: &mut Sequence| {
        let Some(out) = sequence.spill() else { unreachable!() };
        let mut values = vec![0u32; crate::core::convert::index(out.count())];
        out.read(0, &mut values).unwrap();
        values
    };
    let pool = |threads| rayon::ThreadPoolBuilder::new().num_threads(threads).build().unwrap();
    let (one, three) = (pool(1), pool(3));
    for code in codes {
        let game = Octal::parse(&code).unwrap();
        let mut sequence = Sequence::new(game.clone());
        sequence.extend(3000, Method::Fast).unwrap();
        let whole: Vec<u64> = (0..3000).map(|n| sequence.value(n)).collect();
        let exact = |values: &[u32]| values.iter().zip(&whole).all(|(&v, &w)| u64::from(v) == w);
        for prefix in [16, 64, 256] {
            let spilled = |speculation: Option<Speculation>| {
                let mut spilled = Sequence::new(game.clone());
                let start = |spilled: &mut Sequence, store| {
                    spilled.spill_to(prefix, u64::MAX / 2, Box::new(store)).unwrap();
                    if let Some(speculation) = speculation {
                        spilled.set_speculation(speculation);
                    }
                };
                start(&mut spilled, Store::default());
                let mut half = spilled.extend(1500, Method::Fast);
                if half.is_ok() {
                    // Resumed from the values written, half way.
                    let store = Store::narrowest(1500, |n| whole[n]).unwrap();
                    assert!(exact(&written(&mut spilled)), "{code}, prefix {prefix}");
                    spilled = Sequence::new(game.clone());
                    start(&mut spilled, store);
                    half = spilled.extend(3000, Method::Fast);
                }
                let stop = match half {
                    Err(Error::LimitExceeded { needed, .. }) => {
                        assert_eq!(needed.id(), "limit-rare-heap-held", "{code}");
                        true
                    }
                    other => {
                        other.unwrap();
                        false
                    }
                };
                let Storage::Spilling(spilling) = &spilled.storage else { unreachable!() };
                let counts = (spilling.from_file, spilling.held.far_count() > 0, stop);
                (written(&mut spilled), spilled.steps(), counts)
            };
            let alone = one.install(|| spilled(None));
            let (values, _, (file, kept_far, stop)) = &alone;
            assert!(exact(values), "{code}, prefix {prefix}");
            from_file += file;
            far += u64::from(*kept_far);
            stopped += u64::from(*stop);
            let speculation = Speculation { from: 1, round: 16 };
            let speculated = three.install(|| spilled(Some(speculation)));
            assert!(speculated == alone, "{code}, prefix {prefix}: speculation");
        }
    }
    assert!(
        from_file >= 100 && far >= 100 && stopped >= 100,
        "{from_file} from the file, {far} runs with rare heaps kept apart, {stopped} stopped"
    );
}
