//! Misère quotients: known quotients of the literature, and every quotient
//! checked against an exhaustive misère search of random sums.

use grundy::quotient::{Keeps, MisereQuotient};
use grundy::{parse, parse_ruleset, Limits, MisereAnalysis, Outcome, Work};

fn quotient(ruleset: &str, upto: u64) -> MisereQuotient {
    let ruleset = parse_ruleset(ruleset).unwrap();
    MisereQuotient::of_ruleset(ruleset.as_ref(), upto, 1 << 32, &mut Work::unlimited()).unwrap()
}

/// (ruleset, heaps, order, P-portion, heaps where it grew with the order after).
type Known = (&'static str, u64, usize, usize, &'static [(usize, usize)]);

const KNOWN: &[Known] = &[
    // Tame: T1 and T2 (Plambeck–Siegel 2008, §3).
    ("octal(0.3)", 40, 2, 1, &[(1, 2)]),
    ("octal(0.33)", 40, 6, 2, &[(1, 2), (2, 6)]),
    // R8 (Plambeck–Siegel 2008).
    ("octal(0.75)", 60, 8, 2, &[(1, 2), (2, 6), (5, 8)]),
    // Kayles: 40 elements, 9 of them P, for every heap up to 200.
    ("kayles", 200, 40, 9, &[(1, 2), (2, 6), (5, 12), (9, 18), (12, 24), (25, 32), (27, 40)]),
    // Dawson's Kayles: Q_24 has 24 elements (Plambeck–Siegel 2008).
    ("dawson", 24, 24, 5, &[(2, 2), (4, 6), (10, 12), (14, 24)]),
];

/// A heap that no candidate serves leaves the quotient as it was: that
/// of the heaps before, the same as computed up to them.
#[test]
fn a_heap_that_fails_leaves_the_quotient_of_the_heaps_before() {
    // 0.176 at heap 19: no candidate (its failing words are 19^k 11^k
    // with k growing, as if the quotient were infinite).
    let ruleset = parse_ruleset("octal(0.176)").unwrap();
    let mut q = MisereQuotient::new(1 << 32);
    let error = q.extend(ruleset.as_ref(), 19, &mut Work::unlimited()).unwrap_err().to_string();
    assert!(error.contains("no candidate"), "{error}");
    let before = quotient("octal(0.176)", 18);
    assert_eq!(q.heaps(), 19);
    assert_eq!(
        (q.order(), q.p_portion(), q.grew()),
        (before.order(), before.p_portion(), before.grew())
    );
    assert!((0..19).all(|h| q.phi(h) == before.phi(h)));
    // And it goes on as the quotient of those heaps would.
    let kayles = parse_ruleset("kayles").unwrap();
    let mut limited = MisereQuotient::new(1 << 32);
    assert!(limited.extend(kayles.as_ref(), 200, &mut Work::new(2_000)).is_err());
    let reached = limited.heaps() as u64;
    limited.extend(kayles.as_ref(), 200, &mut Work::unlimited()).unwrap();
    let whole = quotient("kayles", 200);
    assert!(reached > 1 && (0..=200).all(|h| limited.phi(h) == whole.phi(h)));
    assert_eq!((limited.order(), limited.grew()), (whole.order(), whole.grew()));
}

#[test]
fn known_quotients() {
    for &(ruleset, upto, order, p, grew) in KNOWN {
        let q = quotient(ruleset, upto);
        assert_eq!(
            (q.order(), q.p_portion().len(), q.grew()),
            (order, p, grew),
            "{ruleset} up to {upto}"
        );
    }
}

/// Random sums of up to four heaps, each decided by the quotient and by an
/// exhaustive search of the whole sum.
#[test]
fn quotients_agree_with_search() {
    let codes = [
        "0.3", "0.33", "0.75", "0.77", "0.07", "0.15", "0.31", "0.34", "0.51", "0.6", "0.71",
        "0.137", "0.72", "0.26",
    ];
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = |bound: u64| {
        seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (seed >> 33) % bound
    };
    for code in codes {
        let ruleset = format!("octal({code})");
        let upto = 14;
        let q = quotient(&ruleset, upto);
        let mut checked = 0;
        while checked < 300 {
            let heaps: Vec<u64> = (0..1 + next(4)).map(|_| next(upto + 1)).collect();
            if heaps.iter().sum::<u64>() > 26 {
                continue;
            }
            decides_as_search(&ruleset, &q, &heaps);
            checked += 1;
        }
    }
}

/// Kayles past heap 27, where its quotient last grew: sums decided by
/// `analyze --misere` (the quotient) and by the exhaustive search agree,
/// moves included.
#[test]
fn kayles_sums_past_the_last_growth_agree_with_search() {
    let mut next = crate::xorshift(0x2545_f491_4f6c_dd1du64);
    let mut checked = 0;
    while checked < 40 {
        let mut heaps = vec![25 + next(10)];
        while heaps.iter().sum::<u64>() < 30 {
            heaps.push(1 + next(8));
        }
        let text =
            format!("kayles {}", heaps.iter().map(|h| h.to_string()).collect::<Vec<_>>().join(" "));
        let game = parse(&text).unwrap();
        let fast = MisereAnalysis::new(&game, &Limits::default()).unwrap();
        assert!(matches!(fast.method(), grundy::MisereMethod::Quotient { .. }), "{text}");
        let slow = MisereAnalysis::by_search(&game, &Limits::default()).unwrap();
        assert_eq!(fast.outcome(), slow.outcome(), "{text}");
        let moves = |a: &MisereAnalysis| {
            let mut moves: Vec<(usize, String)> =
                a.winning_moves().map(|m| m.unwrap()).map(|m| (m.component, m.to)).collect();
            moves.sort();
            moves
        };
        assert_eq!(moves(&fast), moves(&slow), "{text}");
        checked += 1;
    }
}

/// Whether `q`, the quotient of `ruleset`'s heaps, decides `count` random
/// sums as an exhaustive misère search of the whole sum does: each sum has
/// one heap from `large` and heaps of 1..=`small` up to a total of `total`.
fn large_heaps_agree_with_search(
    ruleset: &str,
    q: &MisereQuotient,
    large: std::ops::Range<u64>,
    small: u64,
    total: u64,
    count: usize,
    seed: u64,
) {
    let mut next = crate::xorshift(seed);
    for _ in 0..count {
        let mut heaps = vec![large.start + next(large.end - large.start)];
        while heaps.iter().sum::<u64>() < total {
            heaps.push(1 + next(small));
        }
        decides_as_search(ruleset, q, &heaps);
    }
}

/// Asserts that `q`, the quotient of `ruleset`'s heaps, decides the sum of
/// `heaps` as an exhaustive misère search of the whole sum does.
fn decides_as_search(ruleset: &str, q: &MisereQuotient, heaps: &[u64]) {
    let text =
        format!("{ruleset} {}", heaps.iter().map(|h| h.to_string()).collect::<Vec<_>>().join(" "));
    let game = parse(&text).unwrap();
    let truth = MisereAnalysis::by_search(&game, &Limits::default()).unwrap().outcome();
    let word: Vec<usize> = heaps.iter().map(|&h| h as usize).collect();
    let predicted = if q.is_p(q.image(&word)) { Outcome::P } else { Outcome::N };
    assert_eq!(predicted, truth, "{text} (quotient of order {})", q.order());
}

/// Dawson's Kayles past heap 29, where recalibration takes the quotient
/// (orders 360 at heap 30 and 638 at heap 33, as MisereSolver found):
/// random sums with a heap from 30 to 33 decided by the quotient and by
/// an exhaustive misère search of the whole sum.
#[test]
fn dawson_past_heap_29_agrees_with_search() {
    let q = quotient("dawson", 33);
    assert_eq!((q.order(), q.p_portion().len()), (638, 109));
    assert_eq!(quotient("dawson", 30).order(), 360);
    large_heaps_agree_with_search("dawson", &q, 30..34, 6, 40, 60, 0x1234_5678_9abc_def1);
}

/// Quotients past where promotion alone stopped (0.54 at heap 30, 0.26 at
/// 14, 4.7 at 12), each held to exhaustive search on random sums with a
/// heap past that: (ruleset, heaps, order, P-portion, the large heaps).
#[test]
fn quotients_past_promotion_agree_with_search() {
    let cases: [(&str, u64, usize, usize, std::ops::Range<u64>); 3] = [
        ("octal(0.54)", 45, 154, 34, 31..46),
        ("octal(0.26)", 30, 98, 22, 15..31),
        ("octal(4.7)", 24, 190, 47, 13..25),
    ];
    for (i, (ruleset, heaps, order, p, large)) in cases.into_iter().enumerate() {
        let q = quotient(ruleset, heaps);
        assert_eq!((q.order(), q.p_portion().len()), (order, p), "{ruleset} up to {heaps}");
        let total = large.end + 4;
        large_heaps_agree_with_search(ruleset, &q, large, 5, total, 40, 0x5eed + i as u64);
    }
}

/// Quotients by misère values below a cap (`Keeps::MisereValues`): each
/// element's value is min(G⁻, cap) of every sum it is the image of, held
/// to the plain recursion on random sums of up to four heaps; they refine
/// the misère quotient (the same P-positions, at least its order), and
/// with every value below the cap kept, sums the misère quotient
/// identifies are told apart.
#[test]
fn quotients_by_misere_values_agree_with_the_recursion() {
    let cases = [("kayles", 19, 8), ("kayles", 60, 4), ("dawson", 20, 8), ("octal(0.54)", 20, 8)];
    let mut next = crate::xorshift(0x0dd5_eed5_u64);
    for (name, upto, cap) in cases {
        let ruleset = parse_ruleset(name).unwrap();
        let mut q = MisereQuotient::keeping(Keeps::MisereValues { cap }, 1 << 32);
        q.extend(ruleset.as_ref(), upto, &mut Work::unlimited()).unwrap();
        let outcomes = quotient(name, upto);
        assert!(q.order() >= outcomes.order(), "{name}");
        let values = q.misere_values().unwrap();
        let mut memo = std::collections::HashMap::new();
        for _ in 0..300 {
            let mut heaps: Vec<u64> = (0..1 + next(4)).map(|_| 1 + next(upto)).collect();
            while heaps.iter().sum::<u64>() > 30 {
                heaps.pop();
            }
            heaps.sort_unstable();
            let word: Vec<usize> = heaps.iter().map(|&h| h as usize).collect();
            let want = crate::genus::misere_value(ruleset.as_ref(), heaps.clone(), 0, 0, &mut memo);
            let x = q.image(&word);
            assert_eq!(values[x as usize], want.min(cap), "{name} {heaps:?}");
            assert_eq!(q.is_p(x), outcomes.is_p(outcomes.image(&word)), "{name} {heaps:?}");
        }
    }
    // Kayles' heaps 0..=19 keep the misère quotient's 24 elements with
    // every value below 8; the quotient below 4 is the misère quotient's 40
    // up to heap 60, and below 5 it is larger.
    let kayles = parse_ruleset("kayles").unwrap();
    let order = |upto, cap| {
        let mut q = MisereQuotient::keeping(Keeps::MisereValues { cap }, 1 << 32);
        q.extend(kayles.as_ref(), upto, &mut Work::unlimited()).unwrap();
        q.order()
    };
    assert_eq!((order(19, 8), order(60, 4)), (24, 40));
    assert!(order(30, 5) > 40);
}
