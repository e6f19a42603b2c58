//! The engine's integration tests: one binary, one module per feature.

mod closed_forms;
mod misere;
mod parse;
mod periods;
mod seeds;
mod solver;
mod sums;

use std::sync::Arc;

use grundy::heap::HeapRuleset;
use grundy::rulesets::{AllBut, Bash, Nim, Subtract};
use grundy::{Game, Part};
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
    ]
}

/// `game` with component `component` (counted over all parts) replaced by the heaps `to`.
pub fn replaced(game: &Game, component: usize, to: &[u64]) -> Game {
    let mut index = 0;
    let parts = game
        .parts()
        .iter()
        .map(|part| {
            let mut heaps = Vec::new();
            for &heap in part.heaps() {
                if index == component {
                    heaps.extend_from_slice(to);
                } else {
                    heaps.push(heap);
                }
                index += 1;
            }
            Part::new(part.ruleset().clone(), heaps)
        })
        .collect();
    Game::new(parts)
}
