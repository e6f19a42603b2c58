//! Heaps past 2^64: against the table one period at a time below 2^64, and
//! against each game's own closed form and literal rule above it.

use std::collections::BTreeSet;
use std::sync::Arc;

use grundy::heap::HeapRuleset;
use grundy::{parse_ruleset, BigHeapPart, BigNimber, BigTakes, HeapPart, HeapValues, Limits, Part};
use num_bigint::BigUint;
use num_traits::Zero;

/// A heap past 2^64 against the heap n' ≡ n (mod p) near the top of the
/// table, answered by the heap part (the table and `options_with_value`):
/// G(n) = G(n') + s·(n − n')/p, and the moves to a small target are the same
/// heaps (values that grow: the target is reached only far below) or the
/// same takes (values that repeat).
#[test]
fn big_heaps_agree_with_the_table_one_period_at_a_time() {
    let limits = Limits::default();
    let base = BigUint::from(1u8) << 70u8;
    for text in [
        "nim",
        "bash(3)",
        "bash(7)",
        "subtract(1,3,4)",
        "subtract(2,5,6)",
        "allbut(1,2)",
        "allbut(3,30,34,37)",
        "subtract(even)",
        "subtract(pow2)",
        "subtract(odd)",
        "lasker",
    ] {
        let ruleset = parse_ruleset(text).unwrap();
        let values = HeapValues::new(ruleset.clone(), ruleset.max_heap(), &limits).unwrap();
        let periodicity = values.periodicity().filter(|p| p.is_proved()).unwrap();
        let (p, s) = (periodicity.period, periodicity.saltus);
        let top = BigUint::from(ruleset.max_heap() - 2 * p);
        let heaps: Vec<BigUint> = (0..3 * p + 5).map(|x| &base + x).collect();
        let shifts: Vec<BigUint> = heaps.iter().map(|n| (n - &top) / p * p + p).collect();
        let near: Vec<u64> =
            heaps.iter().zip(&shifts).map(|(n, d)| (n - d).try_into().unwrap()).collect();
        let big = BigHeapPart::new(ruleset.clone(), heaps.clone());
        let small = HeapPart::new(ruleset.clone(), near.clone());
        let (big, small) = (big.solve(&limits, true).unwrap(), small.solve(&limits, true).unwrap());
        for (index, heap) in heaps.iter().enumerate() {
            let cycles = &shifts[index] / p;
            let expected = small.value(index).unwrap().to_biguint() + cycles * s;
            assert_eq!(big.value(index), Some(expected.into()), "{text} {heap} ~ {}", near[index]);
            // Powers of two up to n are more than up to n': checked by the literal rule below.
            if matches!(ruleset.big_takes(), None | Some(BigTakes::PowersOfTwo)) {
                continue;
            }
            for target in [0u64, 1, 2, 3, 5] {
                let target = BigNimber::from(target);
                let shift = |to: String| {
                    let m: BigUint = to.rsplit(' ').next().unwrap().parse().unwrap();
                    match s {
                        0 => format!("{text} {}", m + &shifts[index]),
                        _ => format!("{text} {m}"),
                    }
                };
                let mut expected: Vec<String> =
                    small.moves_to(index, &target).unwrap().into_iter().map(shift).collect();
                let mut found = big.moves_to(index, &target).unwrap();
                expected.sort();
                found.sort();
                assert_eq!(found, expected, "{text} {heap} ~ {}: moves to {target}", near[index]);
            }
        }
    }
}

/// G(n) by a game's own closed form.
type ClosedForm = fn(&BigUint) -> BigUint;

/// Whether a take x is a legal move of the game, by its literal rule.
type Legal = fn(&BigUint) -> bool;

/// n mod m, for a small m.
fn residue(n: &BigUint, m: u8) -> u32 {
    (n % m).to_u32_digits().first().copied().unwrap_or(0)
}

/// Past 2^64, each game's own closed form and literal rule: the values, and
/// the moves to each small target are exactly the legal takes leaving a heap
/// of that value. For targets below 4, every such heap is below 64, or 64 or
/// fewer counters below the heap, or a power of two below it, so those
/// candidates are the whole reference.
#[test]
fn big_heaps_follow_the_closed_forms() {
    let limits = Limits::default();
    let base = BigUint::from(1u8) << 70u8;
    let games: [(&str, ClosedForm, Option<Legal>); 7] = [
        ("nim", |n| n.clone(), Some(|x| !x.is_zero())),
        ("bash(3)", |n| n % 4u8, Some(|x| (1u8..=3).any(|t| *x == BigUint::from(t)))),
        (
            "subtract(1,3,4)",
            |n| BigUint::from([0u8, 1, 0, 1, 2, 3, 2][residue(n, 7) as usize]),
            Some(|x| [1u8, 3, 4].iter().any(|&t| *x == BigUint::from(t))),
        ),
        ("allbut(1,2)", |n| n / 3u8, Some(|x| *x >= BigUint::from(3u8))),
        ("subtract(even)", |n| n / 2u8, Some(|x| !x.is_zero() && residue(x, 2) == 0)),
        ("subtract(pow2)", |n| n % 3u8, Some(|x| x.count_ones() == 1)),
        (
            "lasker",
            |n| match residue(n, 4) {
                3 => n + 1u8,
                0 if !n.is_zero() => n - 1u8,
                _ => n.clone(),
            },
            None,
        ),
    ];
    for (text, value, legal) in games {
        let ruleset: Arc<dyn HeapRuleset> = parse_ruleset(text).unwrap();
        let heaps: Vec<BigUint> = (0..16u8).map(|x| &base + x).collect();
        let part = BigHeapPart::new(ruleset.clone(), heaps.clone());
        let solved = part.solve(&limits, true).unwrap();
        for (index, heap) in heaps.iter().enumerate() {
            assert_eq!(solved.value(index), Some(value(heap).into()), "{text} {heap}");
            let Some(legal) = legal else { continue };
            let candidates = (0..64u8)
                .map(BigUint::from)
                .chain((1..=64u8).map(|x| heap - x))
                .chain((0..heap.bits()).map(|j| heap - (BigUint::from(1u8) << j)));
            let candidates: BTreeSet<BigUint> = candidates.collect();
            for target in 0..4u8 {
                let expected: Vec<String> = candidates
                    .iter()
                    .filter(|&m| m < heap && legal(&(heap - m)) && value(m) == target.into())
                    .map(|m| format!("{text} {m}"))
                    .collect();
                let mut found = solved.moves_to(index, &BigNimber::from(target as u64)).unwrap();
                found.sort_by_key(|to| to.rsplit(' ').next().unwrap().parse::<BigUint>().unwrap());
                assert_eq!(found, expected, "{text} {heap}: moves to *{target}");
            }
        }
    }
}

/// Without a period or a closed form that holds for every heap, heaps past
/// the table are refused, never valued by a pattern that only holds below
/// 2^64.
#[test]
fn heaps_past_2_64_need_a_period_for_every_heap() {
    let text = "subtract(fib) 18446744073709551616";
    let game = grundy::parse(text).unwrap();
    let error = grundy::Analysis::new(&game, &Limits::default()).unwrap_err();
    assert!(matches!(error, grundy::Error::Unsupported(_)), "{text}: {error}");
    assert!(error.to_string().contains("has no proved period"), "{text}: {error}");
}

/// Bash's game at any size and any M (M = 2^64−1 has period 2^64, which no
/// 64-bit period holds): G(n) = n mod (M+1), and the one move to each value
/// is a take of 1 to M leaving exactly that value.
#[test]
fn bash_is_valued_at_any_size_and_any_m() {
    let two_64 = BigUint::from(u64::MAX) + 1u8;
    for (m, heap) in [
        (u64::MAX, two_64.clone()),
        (u64::MAX, BigUint::from(10u8).pow(40)),
        (u64::MAX - 1, BigUint::from(3u8).pow(90)),
        (3, BigUint::from(10u8).pow(30) + 7u8),
    ] {
        let modulus = BigUint::from(m) + 1u8;
        let text = format!("bash({m}) {heap} + nim 0");
        let game = grundy::parse(&text).unwrap();
        let analysis = grundy::Analysis::new(&game, &Limits::default()).unwrap();
        let value = &heap % &modulus;
        assert_eq!(analysis.nimber().unwrap().to_string(), format!("*{value}"), "{text}");
        let moves: Vec<_> = analysis.winning_moves().map(Result::unwrap).collect();
        if value == BigUint::from(0u8) {
            assert!(moves.is_empty(), "{text}");
            continue;
        }
        // The one winning move takes G(n) counters (1 ≤ G(n) ≤ M).
        assert_eq!(moves.len(), 1, "{text}");
        let left: BigUint = moves[0].to.rsplit(' ').next().unwrap().parse().unwrap();
        assert_eq!(&heap - &left, value, "{text}");
        assert_eq!(&left % &modulus, BigUint::from(0u8), "{text}");
    }
}
