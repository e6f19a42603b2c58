//! Generalised take-and-break codes (issue 48): every code against a plain
//! brute force written here from the rules (all partitions by recursion,
//! then the mex), the codes that run on the octal engine, the all-but
//! mapping, proved periods checked far past their proof, bounded work, and
//! bad codes refused with what was expected.

use std::sync::Arc;

use grundy::heap::{extend_table, HeapRuleset, KnownValues};
use grundy::period::{compute_period, Evidence, PeriodSearch, PeriodTheorem};
use grundy::rulesets::{parse_take_and_break, AllBut, Octal};
use grundy::{parse_ruleset, Error, Nimber, Options, Work};
use num_bigint::BigUint;
use proptest::prelude::*;

/// One digit as the test sees it: the heap counts allowed (with `from`, k
/// or more), and the modifier written after it.
#[derive(Debug, Clone)]
struct Digit {
    counts: Vec<u64>,
    from: Option<u64>,
    modifier: Option<char>,
    /// Written as a set `{…}` rather than one character.
    as_set: bool,
    upper: bool,
}

impl Digit {
    fn allows(&self, k: u64) -> bool {
        self.counts.contains(&k) || self.from.is_some_and(|f| k >= f)
    }

    /// Whether the heaps `parts` (two or more) obey the modifier.
    fn obeys(&self, parts: &[u64]) -> bool {
        if parts.len() < 2 {
            return true;
        }
        let mut sorted = parts.to_vec();
        sorted.sort();
        let distinct = sorted.windows(2).all(|w| w[0] != w[1]);
        let equal = sorted[0] == sorted[sorted.len() - 1];
        match self.modifier {
            None => true,
            Some('!') => distinct,
            Some('?') => !equal,
            Some('=') => equal,
            Some(other) => panic!("modifier {other}"),
        }
    }

    fn write(&self) -> String {
        let value: u64 = self.counts.iter().map(|&k| 1u64 << k).sum();
        let mut out = if self.as_set || self.from.is_some() || value >= 36 {
            let mut items: Vec<String> = self.counts.iter().map(u64::to_string).collect();
            if let Some(f) = self.from {
                items.push(format!("{f}+"));
            }
            format!("{{{}}}", items.join(","))
        } else {
            let c = char::from_digit(value as u32, 36).unwrap();
            if self.upper {
                c.to_ascii_uppercase().to_string()
            } else {
                c.to_string()
            }
        };
        if let Some(m) = self.modifier {
            out.push(m);
        }
        out
    }
}

/// A code as the test sees it.
#[derive(Debug, Clone)]
struct Code {
    digits: Vec<Digit>,
    tail: Vec<Digit>,
}

impl Code {
    fn digit(&self, j: usize) -> Option<&Digit> {
        if j < self.digits.len() {
            Some(&self.digits[j])
        } else if self.tail.is_empty() {
            None
        } else {
            Some(&self.tail[(j - self.digits.len()) % self.tail.len()])
        }
    }

    fn write(&self) -> String {
        let mut out = self.digits[0].write();
        out.push('.');
        for d in &self.digits[1..] {
            out += &d.write();
        }
        if !self.tail.is_empty() {
            out.push('[');
            for d in &self.tail {
                out += &d.write();
            }
            out.push(']');
        }
        out
    }

    /// Every option of heap n: for each j, each partition of n − j into
    /// parts ≥ 1 (in any count the digit allows, under its modifier).
    fn options(&self, n: u64) -> Vec<Vec<u64>> {
        let mut found = Vec::new();
        for j in 0..=n {
            let Some(d) = self.digit(j as usize) else { break };
            let most =
                if d.from.is_some() { n } else { d.counts.iter().copied().max().unwrap_or(0) };
            for parts in partitions(n - j, n - j, most) {
                let k = parts.len() as u64;
                // A move changes the heap: taking nothing leaves two heaps or more.
                if d.allows(k) && d.obeys(&parts) && !(j == 0 && k < 2) {
                    found.push(parts);
                }
            }
        }
        found
    }

    /// G(0..len) by the options and the mex.
    fn brute(&self, len: u64) -> Vec<u64> {
        let mut g: Vec<u64> = Vec::new();
        for n in 0..len {
            let values: Vec<u64> = self
                .options(n)
                .iter()
                .map(|o| o.iter().fold(0, |x, &h| x ^ g[h as usize]))
                .collect();
            let mut seen = vec![false; values.len() + 1];
            for &v in &values {
                if v < seen.len() as u64 {
                    seen[v as usize] = true;
                }
            }
            g.push(seen.iter().position(|&s| !s).unwrap() as u64);
        }
        g
    }
}

/// Every partition of m into at most `count` parts of at most `most`,
/// largest first (the empty one for m = 0).
fn partitions(m: u64, most: u64, count: u64) -> Vec<Vec<u64>> {
    if m == 0 {
        return vec![Vec::new()];
    }
    let mut all = Vec::new();
    if count == 0 {
        return all;
    }
    for first in (1..=most.min(m)).rev() {
        for rest in partitions(m - first, first, count - 1) {
            let mut parts = vec![first];
            parts.extend(rest);
            all.push(parts);
        }
    }
    all
}

fn engine(code: &str) -> Arc<dyn HeapRuleset> {
    parse_ruleset(&format!("octal({code})")).unwrap_or_else(|e| panic!("{code}: {e}"))
}

fn table(ruleset: &dyn HeapRuleset, len: u64) -> Vec<u64> {
    let mut table = Vec::new();
    extend_table(ruleset, &mut table, len as usize).unwrap();
    table.iter().map(|v| v.0).collect()
}

fn norm(option: &[u64]) -> Vec<u64> {
    let mut option = option.to_vec();
    option.sort();
    option
}

fn sorted(mut options: Vec<Vec<u64>>) -> Vec<Vec<u64>> {
    for o in &mut options {
        // A heap of 0 is no component: the all-but engine lists taking a
        // whole heap as heap 0 (`0.[3]`), the brute force as nothing.
        o.retain(|&h| h != 0);
        o.sort();
    }
    options.sort();
    options
}

/// The values of a table, for [`HeapRuleset::options_with_value`].
struct Known(Vec<u64>);

impl KnownValues for Known {
    fn value(&self, heap: u64) -> Nimber {
        Nimber(self.0[heap as usize])
    }
    fn heaps_with_value(&self, target: Nimber, below: u64) -> Vec<u64> {
        (0..below).filter(|&h| self.0[h as usize] == target.0).collect()
    }
}

/// Checks the engine's values, options, options of a value and moves
/// against the brute force on heaps below `len` (options up to `listed`).
fn check(code: &Code, len: u64, listed: u64) {
    check_as(code, &code.write(), len, listed);
}

/// [`check`] of the code written `written`.
fn check_as(code: &Code, written: &str, len: u64, listed: u64) {
    let ruleset = engine(written);
    let expected = code.brute(len);
    assert_eq!(table(ruleset.as_ref(), len), expected, "values of {written}");
    let known = Known(expected.clone());
    for n in 0..listed.min(len) {
        let brute = code.options(n);
        let mut options = Options::new();
        ruleset.options(n, &mut options);
        let listed: Vec<Vec<u64>> = options.iter().map(<[u64]>::to_vec).collect();
        assert_eq!(sorted(listed), sorted(brute.clone()), "options of {n} in {written}");
        let target = Nimber(expected[n as usize] ^ 1);
        let mut with_value = Options::new();
        ruleset.options_with_value(n, target, &known, &mut with_value);
        let with_value: Vec<Vec<u64>> = with_value.iter().map(<[u64]>::to_vec).collect();
        let want: Vec<Vec<u64>> = brute
            .iter()
            .filter(|o| o.iter().fold(0, |x, &h| x ^ expected[h as usize]) == target.0)
            .cloned()
            .collect();
        assert_eq!(sorted(with_value), sorted(want), "options of {n} with value {target}");
        // Every split of every m ≤ n is a move exactly when the rules say so.
        let heap = BigUint::from(n);
        for m in 0..=n {
            for parts in partitions(m, m, m) {
                let to: Vec<BigUint> = parts.iter().map(|&p| BigUint::from(p)).collect();
                let is = brute.iter().any(|o| norm(o) == norm(&parts));
                assert_eq!(ruleset.is_move(&heap, &to), Some(is), "{n} -> {parts:?} in {written}");
            }
        }
        // The few options from the rules alone are options.
        for few in ruleset.few_options(&heap) {
            let few: Vec<u64> = few.iter().map(|h| u64::try_from(h).unwrap()).collect();
            assert!(brute.iter().any(|o| norm(o) == norm(&few)), "{few:?} of {n} in {written}");
        }
    }
}

fn digit(counts: &[u64], from: Option<u64>, modifier: Option<char>) -> Digit {
    Digit { counts: counts.to_vec(), from, modifier, as_set: false, upper: false }
}

/// A random digit after the point: a value 0–35 or a set, and a modifier.
fn any_digit() -> impl Strategy<Value = Digit> {
    (
        proptest::collection::btree_set(0u64..6, 0..4),
        prop::option::weighted(0.2, 0u64..5),
        prop::sample::select(vec![None, None, Some('!'), Some('?'), Some('=')]),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(|(counts, from, modifier, as_set, upper)| Digit {
            counts: counts.into_iter().collect(),
            from,
            modifier,
            as_set,
            upper,
        })
}

/// A random digit before the point: splits only (two heaps or more).
fn split_digit() -> impl Strategy<Value = Digit> {
    (
        proptest::collection::btree_set(2u64..6, 0..3),
        prop::option::weighted(0.15, 2u64..5),
        prop::sample::select(vec![None, Some('!'), Some('?'), Some('=')]),
    )
        .prop_map(|(counts, from, modifier)| Digit {
            counts: counts.into_iter().collect(),
            from,
            modifier,
            as_set: false,
            upper: false,
        })
}

fn any_code() -> impl Strategy<Value = Code> {
    (
        split_digit(),
        proptest::collection::vec(any_digit(), 0..4),
        prop::option::weighted(0.4, proptest::collection::vec(any_digit(), 1..3)),
    )
        .prop_map(|(first, after, tail)| {
            let mut digits = vec![first];
            digits.extend(after);
            Code { digits, tail: tail.unwrap_or_default() }
        })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 160, ..ProptestConfig::default() })]

    /// Every code's values, options, options of a value and moves equal
    /// the brute force's, whichever engine runs it.
    #[test]
    fn every_code_equals_the_brute_force(code in any_code()) {
        // Unbounded counts enumerate every partition: fewer heaps.
        let unbounded = code.digits.iter().chain(&code.tail).any(|d| d.from.is_some());
        let len = if unbounded || !code.tail.is_empty() { 26 } else { 36 };
        check(&code, len, 11);
    }
}

/// The codes the issue names, against the brute force on heaps up to 40
/// (up to 34 where every partition counts).
#[test]
fn named_codes_equal_the_brute_force() {
    let two = |m| digit(&[2], None, m);
    let cases = [
        ("4!.0", Code { digits: vec![two(Some('!'))], tail: vec![] }, 60),
        ("0.4!", Code { digits: vec![digit(&[], None, None), two(Some('!'))], tail: vec![] }, 60),
        ("8?.0", Code { digits: vec![digit(&[3], None, Some('?'))], tail: vec![] }, 60),
        ("8!.0", Code { digits: vec![digit(&[3], None, Some('!'))], tail: vec![] }, 60),
        ("{2+}.0", Code { digits: vec![digit(&[], Some(2), None)], tail: vec![] }, 34),
        ("{2+}!.0", Code { digits: vec![digit(&[], Some(2), Some('!'))], tail: vec![] }, 40),
        ("{2+}?.0", Code { digits: vec![digit(&[], Some(2), Some('?'))], tail: vec![] }, 34),
        (
            "0.[37]",
            Code {
                digits: vec![digit(&[], None, None)],
                tail: vec![digit(&[0, 1], None, None), digit(&[0, 1, 2], None, None)],
            },
            40,
        ),
        // An all-but game (`[3]` over 0 and 3), which lists taking a whole
        // heap as heap 0: found by the random codes as `0.[{0,1}]`.
        (
            "0.[3]",
            Code { digits: vec![digit(&[], None, None)], tail: vec![digit(&[0, 1], None, None)] },
            40,
        ),
        (
            "0.[{0+}=]",
            Code {
                digits: vec![digit(&[], None, None)],
                tail: vec![digit(&[], Some(0), Some('='))],
            },
            40,
        ),
    ];
    for (written, code, len) in cases {
        check_as(&code, written, len, 9);
        assert_eq!(engine(written).name(), format!("octal({written})"));
    }
}

/// `4!.0` is Grundy's game on the very same engine (only the name
/// differs), and its values are Grundy's game's (OEIS A002188).
#[test]
fn four_bang_is_grundys_game() {
    let grundy = Octal::grundys_game();
    for written in ["4!.0", "4!.", "4?.0", "{2}!.0"] {
        let code = parse_take_and_break(&format!("octal({written})")).unwrap().unwrap();
        assert_eq!((code.digit(0), code.last_digit(), code.unequal()), (4, 0, true), "{written}");
        assert_eq!(code.to_string(), format!("octal({written})"));
        assert_eq!(table(&code, 3000), table(&grundy, 3000), "{written}");
    }
    let known = [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0];
    assert_eq!(table(engine("4!.0").as_ref(), 27), known);
    // 0.4! runs there too: remove one counter, split the rest unequally.
    let officers_unequal = parse_take_and_break("octal(0.4!)").unwrap().unwrap();
    assert!(officers_unequal.unequal());
    assert_eq!(officers_unequal.period_theorem(), None, "no theorem with `!`");
    // 8!.0 and {2+}.0 are not the octal engine's.
    for written in ["8!.0", "{2+}.0", "0.[37]", "0.g", "4=.0", "0.74!"] {
        assert!(parse_take_and_break(&format!("octal({written})")).unwrap().is_none(), "{written}");
    }
}

/// `0.[3]` is Nim; a tail `[3]` after digits 0 or 3 is the all-but game
/// excluding the counts of the zeros, with its theorem.
#[test]
fn tails_of_three_are_all_but_games() {
    let nim = engine("0.[3]");
    assert!(nim.is_nim());
    assert_eq!(table(nim.as_ref(), 200), (0..200).collect::<Vec<u64>>());
    assert_eq!(engine("0.33[3]").name(), "octal(0.33[3])");
    for (written, excluded) in [
        ("0.0[3]", vec![1]),
        ("0.30[3]", vec![2]),
        ("0.003[3]", vec![1, 2]),
        ("0.3003[33]", vec![2, 3]),
        ("0.0303[3]", vec![1, 3]),
    ] {
        let code = engine(written);
        let allbut = AllBut::new(excluded.clone()).unwrap();
        assert_eq!(code.period_theorem(), allbut.period_theorem(), "{written}");
        assert!(matches!(code.period_theorem(), Some(PeriodTheorem::AllBut { .. })));
        assert_eq!(table(code.as_ref(), 2000), table(&allbut, 2000), "{written}");
        // And the all-but game is what the code says, by brute force.
        let three = digit(&[0, 1], None, None);
        let mut digits = vec![digit(&[], None, None)];
        for j in 1..written.find('[').unwrap() - 1 {
            digits.push(if excluded.contains(&(j as u64)) {
                digit(&[], None, None)
            } else {
                three.clone()
            });
        }
        let brute = Code { digits, tail: vec![three] };
        assert_eq!(table(code.as_ref(), 60), brute.brute(60), "{written}");
        let found = compute_period(code.as_ref(), PeriodSearch::default()).unwrap();
        assert!(found.periodicity.is_some_and(|p| p.is_proved()), "{written}: {found:?}");
    }
    // Other tails have no theorem.
    for written in ["0.[37]", "0.[1]", "0.3[7]", "4.[3]"] {
        assert_eq!(engine(written).period_theorem(), None, "{written}");
    }
}

/// Finite codes without modifiers leaving four heaps or more are proved by
/// the take-and-break theorem for their h, and each proved period holds on
/// ten times the values the proof used; codes with modifiers, tails or
/// unbounded counts have no theorem.
#[test]
fn periods_of_many_heaps_are_proved_and_hold_far_past_the_proof() {
    let mut proved = 0;
    for written in [
        "0.{1,5}",
        "0.2{4}",
        "0.{1,4}",
        "0.3{4}",
        "0.1{4}",
        "0.{0,1,4}",
        "0.2{5}",
        "0.{1,2,4}",
        "0.03{4}",
        "0.3{1,4}",
        "0.h",
        "0.g",
    ] {
        let code = engine(written);
        let Some(PeriodTheorem::TakeBreak { most_heaps, .. }) = code.period_theorem() else {
            panic!("{written}: no theorem");
        };
        assert!(most_heaps >= 4, "{written}");
        let search = PeriodSearch { limit: 400, max_work: 20_000_000, ..PeriodSearch::default() };
        let found = compute_period(code.as_ref(), search);
        let Ok(found) = found else { continue };
        let Some(p) = found.periodicity.filter(|p| p.is_proved()) else { continue };
        let Evidence::Theorem { values_used, .. } = p.evidence else { panic!() };
        let far = (10 * values_used).max(400);
        let values = table(code.as_ref(), far);
        for n in p.preperiod..far - p.period {
            assert_eq!(values[(n + p.period) as usize], values[n as usize], "{written} at {n}");
        }
        proved += 1;
    }
    assert!(proved >= 3, "only {proved} codes proved");
    for written in ["8!.0", "0.g!", "0.[g]", "{4+}.0", "0.4=", "0.{2+}"] {
        assert_eq!(engine(written).period_theorem(), None, "{written}");
    }
}

/// A code whose options grow like the partition numbers stops at the
/// work limit with the usual error, never hangs.
#[test]
fn unbounded_counts_stop_at_the_work_limit() {
    for written in ["{2+}.0", "0.[{0+}]", "{2+}?.0"] {
        let code = engine(written);
        let mut table = Vec::new();
        let error =
            code.extend_table_within(&mut table, 400, &mut Work::new(5_000_000)).unwrap_err();
        assert!(matches!(error, Error::LimitExceeded { .. }), "{written}: {error}");
        assert!(table.len() < 400);
        assert!(code.max_options(400) > 1_000_000_000_000, "{written}");
        assert_eq!(code.table_cost(400), None);
    }
    assert!(engine("0.g").table_cost(1000).is_some());
}

/// Bad codes are refused with what was expected and where.
#[test]
fn bad_codes_say_what_was_expected() {
    for (bad, says) in [
        ("20.017", "only one digit may come before the point"),
        ("2.0", "may only split"),
        ("1.", "may only split"),
        ("{0+}.0", "may only split"),
        ("{1,2}.0", "may only split"),
        ("77", "without a point"),
        ("0.[", "is not closed"),
        ("0.{2,3", "is not closed"),
        ("0.[]", "hold no digit"),
        ("0.[3]7", "digit 4 after the point, `7`, follows them"),
        ("0.!", "follows no digit"),
        ("0.4!!", "is a second one"),
        ("0.{2,x}", "has `x`"),
        ("0.{64}", "has `64`"),
        ("0.7²", "digit 2 after the point is `²`"),
        ("[3].0", "after the point, not before it"),
        ("0.@", "digit 1 after the point is `@`"),
        ("4#.0", "character 2 before the point is `#`"),
    ] {
        let message = parse_ruleset(&format!("octal({bad})")).unwrap_err().to_string();
        assert!(message.contains(says), "{bad}: {message}");
    }
}
