//! The engine's integration tests: one binary, one module per feature.

mod big_heaps;
mod chomp;
mod closed_forms;
mod codes;
mod coins;
mod compound;
mod cram;
mod cutting;
mod drawings;
mod fuzz;
mod genus;
mod geography;
mod graph;
mod hackenbush;
mod heaps_past_32_bits;
mod loopy;
mod misere;
mod nim_product;
mod numbers;
mod octal;
mod parse;
mod periods;
mod play;
mod quotient;
mod seeds;
mod solver;
mod spilling;
mod sums;
mod tidy;
mod user_rules;
mod vertex;

use std::sync::Arc;

use grundy::heap::HeapRuleset;
use grundy::rulesets::{AllBut, Bash, Lasker, NamedSet, Nim, Subtract, SubtractNamed};
use grundy::{Game, HeapPart, Part};
use proptest::prelude::*;

/// Any ruleset of this issue with small parameters, for property tests.
pub fn small_ruleset() -> impl Strategy<Value = Arc<dyn HeapRuleset>> {
    prop_oneof![
        Just(Arc::new(Nim) as Arc<dyn HeapRuleset>),
        (1u64..6).prop_map(|m| Arc::new(Bash::new(m).unwrap()) as Arc<dyn HeapRuleset>),
        prop::collection::vec(1u64..9, 1..4)
            .prop_map(|s| Arc::new(Subtract::new(s).unwrap()) as Arc<dyn HeapRuleset>),
        prop::collection::vec(1u64..6, 1..3)
            .prop_map(|s| Arc::new(AllBut::new(s).unwrap()) as Arc<dyn HeapRuleset>),
        Just(Arc::new(Lasker) as Arc<dyn HeapRuleset>),
        prop::sample::select(vec![
            NamedSet::Odd,
            NamedSet::Even,
            NamedSet::Pow2,
            NamedSet::Fib,
            NamedSet::Squares
        ])
        .prop_map(|set| Arc::new(SubtractNamed::new(set)) as Arc<dyn HeapRuleset>),
    ]
}

/// A part of heaps.
pub fn heap_part(ruleset: Arc<dyn HeapRuleset>, heaps: Vec<u64>) -> Arc<dyn Part> {
    Arc::new(HeapPart::new(ruleset, heaps))
}

/// The heap ruleset and heaps of a part of heaps.
pub fn heaps_of(part: &Arc<dyn Part>) -> (Arc<dyn HeapRuleset>, Vec<u64>) {
    let (ruleset, heaps) = part.heaps().expect("a part of heaps");
    (ruleset.clone(), heaps.to_vec())
}

/// `heaps` of `ruleset` as a description, as moves report them (`nim 0` for none).
pub fn describe(ruleset: &dyn HeapRuleset, heaps: &[u64]) -> String {
    let mut heaps = heaps.to_vec();
    heaps.sort_unstable();
    let mut text = ruleset.name();
    if heaps.is_empty() {
        text.push_str(" 0");
    }
    for heap in heaps {
        text.push_str(&format!(" {heap}"));
    }
    text
}

/// `game` with component `component` (counted over all parts) replaced by
/// the description `to`.
pub fn replaced(game: &Game, component: usize, to: &str) -> Game {
    let texts: Vec<String> = game
        .components()
        .enumerate()
        .map(
            |(i, (part, index))| {
                if i == component {
                    to.to_string()
                } else {
                    game.parts()[part].component(index)
                }
            },
        )
        .collect();
    grundy::parse(&texts.join(" + ")).unwrap()
}

/// A seeded xorshift: `next(bound)` is a number below `bound`, the same
/// sequence for the same seed, so seeded loops replay.
pub fn xorshift(mut seed: u64) -> impl FnMut(u64) -> u64 {
    move |bound| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % bound
    }
}
