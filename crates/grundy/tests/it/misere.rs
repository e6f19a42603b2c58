//! Misère play: Bouton's rule for Nim agrees with an exact search, and every
//! reported move leads to a misère P-position.

use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::Arc;

use grundy::rulesets::{Nim, Subtract};
use grundy::{Game, Limits, MisereAnalysis, MisereMethod, Options, Outcome, Ruleset};
use proptest::prelude::*;

use crate::{describe, heap_part, heaps_of, replaced, small_ruleset};

/// The misère outcome by a plain recursive definition over the whole sum,
/// remembered by the sorted list of its components (sums do not depend on
/// order).
fn plain_outcome(game: &Game) -> Outcome {
    thread_local! {
        static KNOWN: RefCell<HashMap<Vec<String>, Outcome>> = RefCell::new(HashMap::new());
    }
    let mut key: Vec<String> =
        game.components().map(|(part, i)| game.parts()[part].component(i)).collect();
    key.sort();
    if let Some(known) = KNOWN.with(|k| k.borrow().get(&key).copied()) {
        return known;
    }
    let outcome = outcome_by_moves(game);
    KNOWN.with(|k| k.borrow_mut().insert(key, outcome));
    outcome
}

fn outcome_by_moves(game: &Game) -> Outcome {
    let mut any_move = false;
    for (index, (part, i)) in game.components().enumerate() {
        let (ruleset, heaps) = heaps_of(&game.parts()[part]);
        let mut options = Options::new();
        Ruleset::options(ruleset.as_ref(), &heaps[i], &mut options);
        for option in options.iter() {
            any_move = true;
            if plain_outcome(&replaced(game, index, &describe(ruleset.as_ref(), option)))
                == Outcome::P
            {
                return Outcome::N;
            }
        }
    }
    if any_move {
        Outcome::P
    } else {
        Outcome::N
    }
}

fn check(game: &Game) -> Result<(), TestCaseError> {
    let analysis = MisereAnalysis::new(game, &Limits::default()).unwrap();
    prop_assert_eq!(analysis.outcome(), plain_outcome(game), "{}", game);
    for m in analysis.winning_moves().map(Result::unwrap) {
        prop_assert_eq!(
            plain_outcome(&replaced(game, m.component, &m.to)),
            Outcome::P,
            "{} move {:?}",
            game,
            m
        );
    }
    // And no winning move is missed.
    let reported: Vec<(usize, String)> =
        analysis.winning_moves().map(|m| m.unwrap()).map(|m| (m.component, m.to)).collect();
    for (index, (part, i)) in game.components().enumerate() {
        let (ruleset, heaps) = heaps_of(&game.parts()[part]);
        let mut options = Options::new();
        Ruleset::options(ruleset.as_ref(), &heaps[i], &mut options);
        for option in options.iter() {
            let to = describe(ruleset.as_ref(), option);
            if plain_outcome(&replaced(game, index, &to)) == Outcome::P {
                prop_assert!(
                    reported.contains(&(index, to)),
                    "{} misses {} -> {:?}",
                    game,
                    index,
                    option
                );
            }
        }
    }
    Ok(())
}

proptest! {
    #[test]
    fn misere_nim_rule_agrees_with_search(heaps in prop::collection::vec(0u64..5, 1..5)) {
        let game = Game::new(vec![heap_part(Arc::new(Nim), heaps)]);
        prop_assert_eq!(MisereAnalysis::new(&game, &Limits::default()).unwrap().method(), MisereMethod::NimRule);
        check(&game)?;
    }

    #[test]
    fn misere_search_of_mixed_sums(parts in prop::collection::vec((small_ruleset(), prop::collection::vec(0u64..5, 1..3)), 1..3)) {
        let game = Game::new(parts.into_iter().map(|(r, h)| heap_part(r, h)).collect());
        check(&game)?;
    }
}

#[test]
fn misere_search_refuses_huge_sums_up_front() {
    let game = Game::new(vec![heap_part(
        Arc::new(Subtract::new(vec![1, 2]).unwrap()),
        vec![1000, 1000, 1000],
    )]);
    let error = MisereAnalysis::new(&game, &Limits::default()).unwrap_err();
    assert!(error.to_string().contains("1003003001 positions"), "{error}");
}

#[test]
fn misere_nim_with_millions_of_heaps_uses_the_rule() {
    let game = Game::new(vec![heap_part(Arc::new(Nim), vec![1; 2_000_000])]);
    let analysis = MisereAnalysis::new(&game, &Limits::default()).unwrap();
    // An even number of single counters: the player to move wins by taking any.
    assert_eq!(analysis.outcome(), Outcome::N);
    assert_eq!(analysis.winning_moves().count(), 2_000_000);
}
