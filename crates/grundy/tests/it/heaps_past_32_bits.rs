//! Heaps past 2³² (issue 26, defect 3): a heap is a `u64` on every target,
//! so on a 32-bit one a heap such as 2³² + 3 must not be looked up as heap 3.
//! The expected values come from a plain mex table computed here, from the
//! literal rules alone, and the period it shows, checked over as many heaps
//! as the periodicity theorems ask for (Guy–Smith for take-and-break games,
//! the window of the largest take for subtraction games; for all-but games,
//! whose values grow by a saltus, the period is only seen over a long
//! table, which the engine proves by its own theorem). Dawson's Kayles
//! (0.07) has period 34 from heap 52 and Kayles (0.77) period 12 from heap 71
//! (Berlekamp, Conway and Guy, *Winning Ways*, ch. 4): the tables below find
//! exactly those. `.ci/run` also runs this module on i686-unknown-linux-gnu.

use grundy::{parse, parse_ruleset, Analysis, HeapValues, Limits, Outcome};

/// A rule of a heap game, literally.
enum Rule {
    /// Octal digits d₁d₂…: taking k may leave no heap (d_k & 1), one (& 2), two (& 4).
    Octal(&'static [u8]),
    /// Take any number in the set.
    Subtract(&'static [u64]),
    /// Take any number but those in the set.
    AllBut(&'static [u64]),
}

/// G(0..len) by the mex of the options, nothing else.
fn plain_table(rule: &Rule, len: usize) -> Vec<u64> {
    let mut g: Vec<u64> = Vec::with_capacity(len);
    for n in 0..len {
        let mut seen = vec![false; n + 2];
        let mut see = |v: u64| {
            if let Some(slot) = usize::try_from(v).ok().and_then(|v| seen.get_mut(v)) {
                *slot = true;
            }
        };
        match rule {
            Rule::Octal(digits) => {
                for (i, &d) in digits.iter().enumerate() {
                    let k = i + 1;
                    if k > n {
                        break;
                    }
                    let rest = n - k;
                    if d & 1 != 0 && rest == 0 {
                        see(0);
                    }
                    if d & 2 != 0 && rest > 0 {
                        see(g[rest]);
                    }
                    if d & 4 != 0 {
                        for a in 1..rest {
                            see(g[a] ^ g[rest - a]);
                        }
                    }
                }
            }
            Rule::Subtract(set) => {
                for &s in *set {
                    if let Some(rest) = n.checked_sub(usize::try_from(s).unwrap()) {
                        see(g[rest]);
                    }
                }
            }
            Rule::AllBut(set) => {
                for take in (1..=n).filter(|&k| !set.contains(&(k as u64))) {
                    see(g[n - take]);
                }
            }
        }
        g.push(seen.iter().position(|&s| !s).unwrap() as u64);
    }
    g
}

/// The least period p, then the least preperiod e, with G(n + p) = G(n) + s
/// for e ≤ n < len − p (s ≥ 0, the saltus), required to be checked far
/// enough for the theorem (`needed(e, p, s)` heaps); G(n) for any n from them.
fn extrapolate(
    table: &[u64],
    needed: impl Fn(usize, usize, u64) -> usize,
) -> impl Fn(u64) -> u64 + '_ {
    let len = table.len();
    let (e, p, s) = (1..len / 3)
        .flat_map(|p| (0..len / 3).map(move |e| (e, p)))
        .filter_map(|(e, p)| {
            let s = table[e + p].checked_sub(table[e])?;
            (e..len - p).all(|n| table[n + p] == table[n] + s).then_some((e, p, s))
        })
        .min_by_key(|&(e, p, _)| (p, e))
        .expect("a period within the table");
    assert!(len >= needed(e, p, s), "the table is too short to prove period {p} from {e}");
    move |n: u64| match usize::try_from(n) {
        Ok(n) if n < len => table[n],
        _ => {
            let (e, p) = (e as u64, p as u64);
            table[usize::try_from(e + (n - e) % p).unwrap()] + (n - e) / p * s
        }
    }
}

/// The heaps past which a plain table proves its period: by Guy and Smith's
/// theorem for take-and-break games, by the window of the largest take for
/// subtraction games; all-but games are only observed here (`needed` 0).
fn needed(rule: &Rule) -> impl Fn(usize, usize, u64) -> usize + '_ {
    move |e, p, s| match rule {
        Rule::Octal(digits) if s == 0 => 2 * e + p + digits.len(),
        Rule::Subtract(set) if s == 0 => {
            e + p + usize::try_from(*set.iter().max().unwrap()).unwrap()
        }
        Rule::AllBut(_) => 0,
        _ => usize::MAX,
    }
}

/// Heaps past 2³², near 2³² and 2⁶³, and the largest `u64`.
fn big_heaps() -> Vec<u64> {
    let mut heaps = vec![u64::MAX, u64::MAX - 1];
    for base in [1u64 << 32, 1 << 33, (1 << 32) * 3, 1 << 40, 1 << 63] {
        heaps.extend((0..40).map(|k| base + k));
        heaps.extend((1..5).map(|k| base - k));
    }
    heaps
}

/// `dawson 4294967299` is *0, not G(3) = *1 (the heap cut to 32 bits).
#[test]
fn dawson_past_2_pow_32_is_not_cut_to_32_bits() {
    let rule = Rule::Octal(&[0, 7]);
    let table = plain_table(&rule, 400);
    let g = extrapolate(&table, needed(&rule));
    let heap = (1u64 << 32) + 3;
    assert_eq!(g(heap), 0);
    assert_eq!(g(3), 1, "the truncated heap would be told apart");
    let game = parse("dawson 4294967299").unwrap();
    let analysis = Analysis::new(&game, &Limits::default()).unwrap();
    assert_eq!(analysis.nimber().map(ToString::to_string).as_deref(), Some("*0"));
    assert_eq!(analysis.outcome(), Outcome::P);
}

/// Every heap of `big_heaps` of several periodic rulesets, in a sum and
/// alone, against the plain table at the reduced heap.
#[test]
fn heaps_past_32_bits() {
    let limits = Limits::default();
    let cases: [(&str, Rule); 9] = [
        ("dawson", Rule::Octal(&[0, 7])),
        ("kayles", Rule::Octal(&[7, 7])),
        ("octal(0.137)", Rule::Octal(&[1, 3, 7])),
        ("octal(0.17)", Rule::Octal(&[1, 7])),
        ("subtract(1,3,4)", Rule::Subtract(&[1, 3, 4])),
        ("subtract(2,5,6)", Rule::Subtract(&[2, 5, 6])),
        ("subtract(3,7,11,12)", Rule::Subtract(&[3, 7, 11, 12])),
        ("allbut(1,2)", Rule::AllBut(&[1, 2])),
        ("allbut(2,3,7)", Rule::AllBut(&[2, 3, 7])),
    ];
    let heaps = big_heaps();
    for (text, rule) in &cases {
        let table = plain_table(rule, 600);
        let g = extrapolate(&table, needed(rule));
        // The test tells a heap cut to 32 bits apart for some heaps of each ruleset.
        assert!(
            heaps.iter().any(|&n| g(n) != g(n & u64::from(u32::MAX))),
            "{text}: no heap whose value differs from its low 32 bits'"
        );
        let ruleset = parse_ruleset(text).unwrap();
        let max = *heaps.iter().max().unwrap();
        let values = HeapValues::new(ruleset, max, &limits).unwrap();
        for &n in &heaps {
            assert_eq!(values.value(n).0, g(n), "{text} {n}");
        }
        // A sum of them all: the XOR, and each component's own value.
        let description =
            format!("{text} {}", heaps.iter().map(u64::to_string).collect::<Vec<_>>().join(" "));
        let game = parse(&description).unwrap();
        let analysis = Analysis::new(&game, &limits).unwrap();
        let values: Vec<u64> = analysis
            .component_values()
            .map(|v| v.unwrap().to_string().trim_start_matches('*').parse().unwrap())
            .collect();
        let expected: Vec<u64> = heaps.iter().map(|&n| g(n)).collect();
        assert_eq!(values, expected, "{text}");
        let total = expected.iter().fold(0, |a, b| a ^ b);
        assert_eq!(analysis.nimber().unwrap().to_string(), format!("*{total}"), "{text}");
    }
}

/// Values prepared up to a bound past 2³²: the values and explanations
/// there, and the heaps of a value past 2³² of an all-but game (values
/// growing by a saltus, so they are few), against the plain table.
#[test]
fn heaps_with_value_past_32_bits() {
    let limits = Limits::default();
    let bound = (1u64 << 32) + 300;
    for (text, rule) in [
        ("dawson", Rule::Octal(&[0, 7])),
        ("subtract(1,3,4)", Rule::Subtract(&[1, 3, 4])),
        ("allbut(1,2)", Rule::AllBut(&[1, 2])),
        ("allbut(2,3,7)", Rule::AllBut(&[2, 3, 7])),
    ] {
        let table = plain_table(&rule, 400);
        let g = extrapolate(&table, needed(&rule));
        let ruleset = parse_ruleset(text).unwrap();
        let values = HeapValues::new(ruleset, bound, &limits).unwrap();
        for n in [(1u64 << 32) + 3, bound - 1, bound] {
            assert_eq!(values.value(n).0, g(n), "{text} {n}");
            let explained = values.explain(n);
            let (heap, value) = match explained {
                grundy::Reason::Periodic { heap, value, .. }
                | grundy::Reason::Table { heap, value, .. }
                | grundy::Reason::ClosedForm { heap, value, .. } => (heap, value),
                other => panic!("{other:?}"),
            };
            assert_eq!((heap, value.0), (n, g(n)), "{explained:?}");
        }
        if let Rule::AllBut(_) = rule {
            // Values grow, so every heap of value G(2³² + 5) lies near 2³² + 5.
            let target = g((1 << 32) + 5);
            let window = (1u64 << 32) - 1000..bound;
            assert!(g(window.start) < target);
            let plain: Vec<u64> = window.filter(|&n| g(n) == target).collect();
            assert!(!plain.is_empty());
            assert_eq!(values.heaps_with_value(grundy::Nimber(target), bound), plain, "{text}");
        }
    }
}
