//! Heaps past 2^64: the periodic formulas against the table (or closed
//! form) below 2^64, and against each game's known closed form above it.

use std::sync::Arc;

use grundy::heap::HeapRuleset;
use grundy::{parse_ruleset, BigHeapPart, BigNimber, HeapPart, Limits, Part};
use num_bigint::BigUint;

/// Heaps at both ends of the 64-bit range (up to the ruleset's largest).
fn boundary_heaps(ruleset: &dyn HeapRuleset) -> Vec<u64> {
    let max = ruleset.max_heap();
    (0..120).chain(max - 120..=max).collect()
}

/// On heaps a table holds, a big-heap part answers as the heap part does:
/// values, and the moves to every small target (when it lists moves).
#[test]
fn big_heap_parts_agree_with_heap_parts_below_2_64() {
    let limits = Limits::default();
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
        let heaps = boundary_heaps(ruleset.as_ref());
        let small = HeapPart::new(ruleset.clone(), heaps.clone());
        let big = BigHeapPart::new(ruleset.clone(), heaps.iter().map(|&h| h.into()).collect());
        let (small, big) = (small.solve(&limits, true).unwrap(), big.solve(&limits, true).unwrap());
        let lists_moves = ruleset.big_takes().is_some();
        for (index, heap) in heaps.iter().enumerate() {
            assert_eq!(big.value(index), small.value(index), "{text} {heap}: value");
            if !lists_moves {
                continue;
            }
            let value = small.value(index).unwrap();
            for target in [0u64, 1, 2, 3, 5] {
                let target = BigNimber::from(target);
                let Ok(expected) = small.moves_to(index, &target) else { continue };
                let mut expected = expected;
                let mut found = big.moves_to(index, &target).unwrap();
                expected.sort();
                found.sort();
                assert_eq!(found, expected, "{text} {heap} (value {value}): moves to {target}");
            }
        }
    }
}

/// G(n) by a game's own closed form.
type ClosedForm = fn(&BigUint) -> BigUint;

/// Past 2^64, each game's own closed form: the values, and every move
/// listed reaches the target (checked by the value of the heap it leaves).
#[test]
fn big_heaps_follow_the_closed_forms() {
    let limits = Limits::default();
    let base = BigUint::from(1u8) << 70u8;
    let closed: [(&str, ClosedForm); 7] = [
        ("nim", |n| n.clone()),
        ("bash(3)", |n| n % 4u8),
        ("subtract(1,3,4)", |n| {
            BigUint::from(
                [0u8, 1, 0, 1, 2, 3, 2]
                    [(n % 7u8).to_u32_digits().first().copied().unwrap_or(0) as usize],
            )
        }),
        ("allbut(1,2)", |n| n / 3u8),
        ("subtract(even)", |n| n / 2u8),
        ("subtract(pow2)", |n| n % 3u8),
        ("lasker", |n| match (n % 4u8).to_u32_digits().first().copied().unwrap_or(0) {
            3 => n + 1u8,
            0 if n.bits() > 0 => n - 1u8,
            _ => n.clone(),
        }),
    ];
    for (text, value) in closed {
        let ruleset: Arc<dyn HeapRuleset> = parse_ruleset(text).unwrap();
        let heaps: Vec<BigUint> = (0..16u8).map(|x| &base + x).collect();
        let part = BigHeapPart::new(ruleset.clone(), heaps.clone());
        let solved = part.solve(&limits, true).unwrap();
        for (index, heap) in heaps.iter().enumerate() {
            assert_eq!(solved.value(index), Some(value(heap).into()), "{text} {heap}");
            if ruleset.big_takes().is_none() {
                continue;
            }
            for target in [0u64, 1, 2, 3] {
                let target = BigNimber::from(target);
                for to in solved.moves_to(index, &target).unwrap() {
                    let left: BigUint = to.rsplit(' ').next().unwrap().parse().unwrap();
                    assert!(left < *heap, "{text} {heap} → {to}");
                    assert_eq!(BigNimber::from(value(&left)), target, "{text} {heap} → {to}");
                }
            }
        }
    }
}

/// Without a period that holds for every heap, heaps past the table are
/// refused, never valued by a pattern that only holds below 2^64 (Bash's
/// game with M = 2^64−1 has period 2^64, which does not fit).
#[test]
fn heaps_past_2_64_need_a_period_for_every_heap() {
    for text in
        ["bash(18446744073709551615) 18446744073709551616", "subtract(fib) 18446744073709551616"]
    {
        let game = grundy::parse(text).unwrap();
        let error = grundy::Analysis::new(&game, &Limits::default()).unwrap_err();
        assert!(matches!(error, grundy::Error::Unsupported(_)), "{text}: {error}");
        assert!(error.to_string().contains("has no proved period"), "{text}: {error}");
    }
}
