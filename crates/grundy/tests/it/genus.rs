//! Genus against a plain recursion on the definition: γₖ(n) = G⁻(n + k·*2),
//! G⁻ the mex of the options' misère values (1 without moves), over sums
//! of heaps with nim heaps of 1 and 2.

use std::collections::HashMap;

use grundy::genus::{
    genus_table, genus_table_by_quotient, genus_table_by_search, genus_table_partial, Tameness,
};
use grundy::heap::HeapRuleset;
use grundy::{parse_ruleset, Limits, Options};

/// G⁻ of the sum of `heaps` (sorted) with `twos` heaps of 2 and `ones` of 1.
pub(crate) fn misere_value(
    ruleset: &dyn HeapRuleset,
    heaps: Vec<u64>,
    twos: u32,
    ones: u32,
    memo: &mut HashMap<(Vec<u64>, u32, u32), u32>,
) -> u32 {
    let key = (heaps, twos, ones);
    if let Some(&v) = memo.get(&key) {
        return v;
    }
    let (heaps, twos, ones) = key.clone();
    let mut values = Vec::new();
    let mut options = Options::new();
    for (i, &h) in heaps.iter().enumerate() {
        if i > 0 && heaps[i - 1] == h {
            continue;
        }
        options.clear();
        ruleset.options(h, &mut options);
        for option in options.iter() {
            let mut next: Vec<u64> = heaps.clone();
            next.remove(i);
            next.extend(option.iter().copied().filter(|&h| h > 0));
            next.sort_unstable();
            values.push(misere_value(ruleset, next, twos, ones, memo));
        }
    }
    if twos > 0 {
        values.push(misere_value(ruleset, heaps.clone(), twos - 1, ones + 1, memo));
        values.push(misere_value(ruleset, heaps.clone(), twos - 1, ones, memo));
    }
    if ones > 0 {
        values.push(misere_value(ruleset, heaps.clone(), twos, ones - 1, memo));
    }
    let v = if values.is_empty() { 1 } else { (0..).find(|v| !values.contains(v)).unwrap() };
    memo.insert(key, v);
    v
}

#[test]
fn genus_agrees_with_the_definition_on_small_heaps() {
    for (name, upto) in [
        ("kayles", 14),
        ("dawson", 14),
        ("octal(0.15)", 13),
        ("octal(0.75)", 12),
        ("octal(0.312)", 10),
        ("subtract(1,3,4)", 16),
        ("bash(3)", 14),
        ("nim", 24),
    ] {
        let ruleset = parse_ruleset(name).unwrap();
        let table = genus_table(ruleset.as_ref(), upto, &Limits::default()).unwrap();
        let mut memo = HashMap::new();
        let mut normal = Vec::new();
        grundy::heap::extend_table(ruleset.as_ref(), &mut normal, upto as usize + 1).unwrap();
        for h in &table.heaps {
            assert_eq!(h.genus.normal, normal[h.heap as usize].0, "{name} {}", h.heap);
            for k in 0..6 {
                let heaps = if h.heap == 0 { vec![] } else { vec![h.heap] };
                let want = misere_value(ruleset.as_ref(), heaps, k, 0, &mut memo);
                assert_eq!(h.genus.gamma(k as usize), want, "{name} heap {} γ{k}", h.heap);
            }
        }
    }
}

#[test]
fn known_genera_and_first_heaps_that_are_not_tame() {
    let kayles = parse_ruleset("kayles").unwrap();
    let table = genus_table(kayles.as_ref(), 12, &Limits::default()).unwrap();
    let genera: Vec<String> = table.heaps.iter().map(|h| h.genus.to_string()).collect();
    // Winning Ways, ch. 13 (Kayles), checked above against the definition.
    assert_eq!(genera[..6], ["0^120", "1^031", "2^20", "3^31", "1^031", "4^146"]);
    assert_eq!(table.first_not_tame, Some(5));
    assert_eq!(table.heaps[5].tameness, Tameness::Restive);
    let dawson = parse_ruleset("dawson").unwrap();
    let table = genus_table(dawson.as_ref(), 12, &Limits::default()).unwrap();
    assert_eq!(table.heaps[10].genus.to_string(), "3^1431");
    assert_eq!(table.first_not_tame, Some(10));
    // A subtraction game is tame at every heap, by the proved period.
    let s = parse_ruleset("subtract(1,3,4)").unwrap();
    let table = genus_table(s.as_ref(), 40, &Limits::default()).unwrap();
    assert!(table.tame_for_every_heap);
    assert_eq!(table.periodicity.map(|p| (p.period, p.is_proved())), Some((7, true)));
}

/// Kayles' quotient by misère values below 8 grows no further than heap
/// 19: the genus of heaps 20..=30 is searched (Hoey's rule over the sums
/// the quotient below 4, which takes every heap, cannot read), and agrees
/// with the plain recursion; with less work the search stops part way,
/// and the table is that of the heaps before, as asked for them.
#[test]
fn a_genus_past_the_quotient_is_searched() {
    let kayles = parse_ruleset("kayles").unwrap();
    let table = genus_table_by_quotient(kayles.as_ref(), 30, &Limits::default()).unwrap();
    assert_eq!((table.searched_from, table.cap, table.quotient_order), (Some(20), 8, 24));
    let mut memo = HashMap::new();
    for h in &table.heaps[20..] {
        for k in 0..5 {
            let want = misere_value(kayles.as_ref(), vec![h.heap], k, 0, &mut memo);
            assert_eq!(h.genus.gamma(k as usize), want, "kayles heap {} γ{k}", h.heap);
        }
    }
    // γ past 9 is written with commas (heap 27, checked above).
    assert_eq!(table.heaps[27].genus.to_string(), "8^{8,10}");
    // The search gets a hundredth of the work: 5·10⁷ steps (the quotients,
    // every step of their growth counted since issue 47, need more than
    // 10⁹ to take heaps 0..=30).
    let little = Limits { max_work: 5_000_000_000, ..Limits::default() };
    let partial = genus_table_by_quotient(kayles.as_ref(), 80, &little).unwrap();
    let reached = partial.heaps.len();
    assert!((31..=80).contains(&reached), "{reached}");
    assert_eq!(partial.heaps[..31], table.heaps[..]);
    let stopped = partial.stopped.expect("stopped").to_string();
    assert!(stopped.contains("by search") && stopped.contains("--max-work"), "{stopped}");
}

/// Dawson's quotient by misère values below 8 takes heaps 0..=29 and is
/// stopped at heap 30 by the memory limit (a table past a quarter of it):
/// no search follows a limit; the table is that of heaps 0..=29, as asked
/// for them.
#[test]
fn a_genus_stopped_by_a_limit_is_that_of_the_heaps_before() {
    let dawson = parse_ruleset("dawson").unwrap();
    let limits = Limits { max_memory: 64 << 20, ..Limits::default() };
    let partial = genus_table_by_quotient(dawson.as_ref(), 40, &limits).unwrap();
    let whole = genus_table_by_quotient(dawson.as_ref(), 29, &limits).unwrap();
    assert_eq!((partial.heaps.len(), partial.searched_from), (30, None));
    assert_eq!(partial.heaps, whole.heaps);
    assert_eq!((partial.cap, partial.quotient_order), (whole.cap, whole.quotient_order));
    let stopped = partial.stopped.expect("stopped").to_string();
    assert!(stopped.contains("memory limit of 67108864 bytes"), "{stopped}");
}

/// Issue 47: the plain search of the sums (no quotient) gives the genus
/// the quotients give, heap by heap, where both take every heap, and the
/// definition's (γ₀..γ₅ by the plain recursion above); its table says it
/// searched every heap and read no quotient.
#[test]
fn the_plain_search_agrees_with_the_quotients_and_the_definition() {
    for (name, upto) in [
        ("kayles", 24),
        ("dawson", 24),
        ("octal(0.15)", 13),
        ("octal(0.16)", 12),
        ("octal(0.35)", 14),
        ("octal(0.75)", 12),
        ("octal(4.7)", 8),
        ("subtract(1,3,4)", 16),
    ] {
        let ruleset = parse_ruleset(name).unwrap();
        let searched = genus_table_by_search(ruleset.as_ref(), upto, &Limits::default()).unwrap();
        assert!(searched.stopped.is_none(), "{name}");
        assert_eq!(
            (searched.searched_from, searched.quotient_order, searched.cap),
            (Some(0), 0, 0)
        );
        let read = genus_table_by_quotient(ruleset.as_ref(), upto, &Limits::default()).unwrap();
        assert!(read.stopped.is_none(), "{name}");
        assert_eq!(searched.heaps, read.heaps, "{name}");
        assert_eq!(searched.first_not_tame, read.first_not_tame, "{name}");
        let mut memo = HashMap::new();
        for h in searched.heaps.iter().filter(|h| h.heap <= 12) {
            for k in 0..6 {
                let heaps = if h.heap == 0 { vec![] } else { vec![h.heap] };
                let want = misere_value(ruleset.as_ref(), heaps, k, 0, &mut memo);
                assert_eq!(h.genus.gamma(k as usize), want, "{name} heap {} γ{k}", h.heap);
            }
        }
    }
}

/// Issue 47: 0.16's heaps up to 17 took the quotients 57 s and 846 MB (a
/// quotient by misère values that grows large); the plain search, tried
/// before the quotients within the limits once the quick budget has not
/// taken every heap, takes them in milliseconds, and the table says so.
#[test]
fn a_genus_whose_quotient_is_large_is_searched_first() {
    let ruleset = parse_ruleset("octal(0.16)").unwrap();
    let table = genus_table_partial(ruleset.as_ref(), 17, &Limits::default()).unwrap();
    assert!(table.stopped.is_none());
    assert_eq!((table.searched_from, table.quotient_order), (Some(0), 0));
    let mut memo = HashMap::new();
    for h in &table.heaps {
        for k in 0..4 {
            let heaps = if h.heap == 0 { vec![] } else { vec![h.heap] };
            let want = misere_value(ruleset.as_ref(), heaps, k, 0, &mut memo);
            assert_eq!(h.genus.gamma(k as usize), want, "0.16 heap {} γ{k}", h.heap);
        }
    }
    // Where the quick budget takes every heap, the quotient answers, with
    // its proof of the period.
    let s = parse_ruleset("subtract(1,3,4)").unwrap();
    let table = genus_table_partial(s.as_ref(), 40, &Limits::default()).unwrap();
    assert!(table.quotient_order > 0 && table.tame_for_every_heap);
}
