//! Genus against a plain recursion on the definition: γₖ(n) = G⁻(n + k·*2),
//! G⁻ the mex of the options' misère values (1 without moves), over sums
//! of heaps with nim heaps of 1 and 2.

use std::collections::HashMap;

use grundy::genus::{genus_table, genus_table_partial, Tameness};
use grundy::heap::HeapRuleset;
use grundy::{parse_ruleset, Limits, Options};

/// G⁻ of the sum of `heaps` (sorted) with `twos` heaps of 2 and `ones` of 1.
fn misere_value(
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
        ("nim", 6),
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

/// Kayles' quotient with nim heaps up to 2 determines G⁻ on heaps 0..=19
/// and not with heap 20, and more nim heaps go no further: the partial
/// table is that of heaps 0..=19, read with nim heaps up to 2, the same as
/// asked for them; the whole table is refused with the stop's reason.
#[test]
fn a_genus_stopped_part_way_is_that_of_the_heaps_certified() {
    let kayles = parse_ruleset("kayles").unwrap();
    let partial = genus_table_partial(kayles.as_ref(), 40, &Limits::default()).unwrap();
    let whole = genus_table(kayles.as_ref(), 19, &Limits::default()).unwrap();
    assert_eq!(partial.heaps, whole.heaps);
    assert_eq!(
        (partial.nim_heaps, partial.quotient_order),
        (whole.nim_heaps, whole.quotient_order)
    );
    let stopped = partial.stopped.expect("stopped").to_string();
    assert!(
        stopped.starts_with("the misère quotient of the heaps of kayles up to 20 with nim heaps up to 2 does not determine their misère values"),
        "{stopped}"
    );
    assert!(genus_table(kayles.as_ref(), 40, &Limits::default()).is_err());
    // Dawson's: with nim heaps up to 2 its quotient stops determining G⁻
    // before heap 24, with nim heaps up to 4 after it; the table is the
    // longest prefix, read with nim heaps up to 4.
    let dawson = parse_ruleset("dawson").unwrap();
    let partial = genus_table_partial(dawson.as_ref(), 40, &Limits::default()).unwrap();
    let whole = genus_table(dawson.as_ref(), 24, &Limits::default()).unwrap();
    assert_eq!((partial.heaps.len(), partial.nim_heaps), (25, 4));
    assert_eq!(partial.heaps, whole.heaps);
    let stopped = partial.stopped.expect("stopped").to_string();
    assert!(
        stopped.contains("dawson up to 25 with nim heaps up to 4 does not determine"),
        "{stopped}"
    );
}
