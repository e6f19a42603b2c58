//! Sums: the value of a sum is the XOR of its parts, and winning moves are
//! exactly the moves to value 0.

use std::sync::Arc;

use grundy::{Analysis, BigNimber, Game, Limits, Nimber, Options, Outcome, Solver};
use proptest::prelude::*;

use crate::{describe, heap_part, heaps_of, replaced, small_ruleset};

/// A sum of up to four parts of small heaps.
fn small_game() -> impl Strategy<Value = Game> {
    prop::collection::vec((small_ruleset(), prop::collection::vec(0u64..25, 1..4)), 1..4)
        .prop_map(|parts| Game::new(parts.into_iter().map(|(r, h)| heap_part(r, h)).collect()))
}

/// The value of a sum by the generic solver alone.
fn search_value(game: &Game) -> Nimber {
    game.parts()
        .iter()
        .map(|part| {
            let (ruleset, heaps) = heaps_of(part);
            let mut solver = Solver::new(ruleset.as_ref());
            solver.sum_value(&heaps).unwrap()
        })
        .sum()
}

proptest! {
    #[test]
    fn sum_value_is_xor_of_parts(game in small_game()) {
        let analysis = Analysis::new(&game, &Limits::default()).unwrap();
        let nimber = analysis.nimber().unwrap().to_nimber().unwrap();
        prop_assert_eq!(nimber, search_value(&game));
        let values: Nimber = analysis.component_values().map(|v| v.unwrap().to_nimber().unwrap()).sum();
        prop_assert_eq!(nimber, values);
        prop_assert_eq!(analysis.outcome() == Outcome::P, nimber.is_zero());
    }

    /// Every reported move is legal and leads to value 0; every legal move
    /// not reported leads to a non-zero value (values by the generic solver).
    #[test]
    fn winning_moves_are_exactly_the_moves_to_zero(game in small_game()) {
        let analysis = Analysis::new(&game, &Limits::default()).unwrap();
        let reported: Vec<(usize, String)> = analysis.winning_moves().map(|m| m.unwrap()).map(|m| (m.component, m.to)).collect();
        let mut expected = Vec::new();
        for (component, (part, index)) in game.components().enumerate() {
            let (ruleset, heaps) = heaps_of(&game.parts()[part]);
            let heap = heaps[index];
            let mut options = Options::new();
            ruleset.options(heap, &mut options);
            let mut tos: Vec<Vec<u64>> = options.iter().map(|o| { let mut o = o.to_vec(); o.sort(); o }).collect();
            tos.sort();
            tos.dedup();
            for to in tos {
                let to = describe(ruleset.as_ref(), &to);
                if search_value(&replaced(&game, component, &to)).is_zero() {
                    expected.push((component, to));
                }
            }
        }
        prop_assert_eq!(reported, expected);
    }
}

#[test]
fn a_million_components_add_up() {
    let heaps: Vec<u64> =
        (0..1_000_000u64).map(|i| i.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 20).collect();
    let expected = heaps.iter().fold(0, |a, &h| a ^ h);
    let game = Game::new(vec![heap_part(Arc::new(grundy::rulesets::Nim), heaps)]);
    let analysis = Analysis::new(&game, &Limits::default()).unwrap();
    assert_eq!(analysis.nimber(), Some(&BigNimber::from(expected)));
    let heap = |text: &str| text.strip_prefix("nim ").unwrap().parse::<u64>().unwrap();
    for m in analysis.winning_moves().take(1000).map(Result::unwrap) {
        assert_eq!(heap(&m.to) ^ heap(&m.from), expected);
    }
}
