//! Misère play: Bouton's rule for Nim agrees with an exact search, and every
//! reported move leads to a misère P-position.

use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::Arc;

use grundy::rulesets::{Nim, Subtract};
use grundy::{parse, Game, Limits, MisereAnalysis, MisereMethod, Options, Outcome, Ruleset};
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

proptest! {
    #[test]
    fn misere_single_heaps_by_table(ruleset in small_ruleset(), heap in 0u64..40) {
        // Lasker's splits make the plain search of big heaps long.
        prop_assume!(heap < 20 || ruleset.name() != "lasker");
        let game = Game::new(vec![heap_part(ruleset, vec![heap])]);
        check(&game)?;
    }
}

#[test]
fn misere_single_heaps_use_a_quotient_or_a_table() {
    let game = parse("subtract(1) 19999999").unwrap();
    let analysis = MisereAnalysis::new(&game, &Limits::default()).unwrap();
    // Φ alternates 1, a, 1, a, …, proved by the subtraction-game bound.
    assert!(
        matches!(analysis.method(), MisereMethod::Quotient { order: 2, period: Some((0, 2)), .. }),
        "{:?}",
        analysis.method()
    );
    // Forced play: the heap is emptied by the player who moves on odd
    // heaps, so an odd heap loses.
    assert_eq!(analysis.outcome(), Outcome::P);
    // Where the quotient would cost more than the work allowed, a table.
    let game = parse("allbut(1) 5000").unwrap();
    let limits = Limits { max_work: 1000, ..Limits::default() };
    let analysis = MisereAnalysis::new(&game, &limits).unwrap();
    assert_eq!(analysis.method(), MisereMethod::Table { heaps: 5001 });
    assert_eq!(
        analysis.outcome(),
        MisereAnalysis::by_search(&game, &Limits::default()).unwrap().outcome()
    );
}

#[test]
fn misere_search_stops_at_its_step_budget() {
    let game = Game::new(vec![heap_part(
        Arc::new(Subtract::new(vec![1, 2]).unwrap()),
        vec![1000, 1000, 1000],
    )]);
    let limits = Limits { max_search: 100_000, ..Limits::default() };
    let error = MisereAnalysis::by_search(&game, &limits).unwrap_err().to_string();
    assert!(error.contains("steps or more") && error.contains("--max-search"), "{error}");
    // Splitting games are counted as they go, however their heaps split.
    let error = MisereAnalysis::by_search(&parse("kayles 60").unwrap(), &limits).unwrap_err();
    assert!(error.to_string().contains("--max-search"), "{error}");
}

#[test]
fn misere_search_stops_at_its_memory_budget() {
    let limits = Limits { max_memory: 1 << 20, ..Limits::default() };
    let error = MisereAnalysis::by_search(&parse("kayles 40").unwrap(), &limits).unwrap_err();
    assert!(error.to_string().contains("--max-memory"), "{error}");
}

#[test]
fn misere_search_refuses_a_start_with_too_many_options() {
    let error =
        MisereAnalysis::by_search(&parse("kayles 1000000000000").unwrap(), &Limits::default())
            .unwrap_err()
            .to_string();
    assert!(error.contains("first move's options alone"), "{error}");
}

#[test]
fn misere_nim_rule_holds_at_any_size() {
    let big = "1267650600228229401496703205376"; // 2^100
    let game = parse(&format!("nim {big} 1 1")).unwrap();
    let analysis = MisereAnalysis::new(&game, &Limits::default()).unwrap();
    assert_eq!((analysis.method(), analysis.outcome()), (MisereMethod::NimRule, Outcome::N));
    let moves: Vec<_> = analysis.winning_moves().map(Result::unwrap).collect();
    assert_eq!(moves.len(), 1);
    assert_eq!((moves[0].from.as_str(), moves[0].to.as_str()), (&*format!("nim {big}"), "nim 1"));
    // Two big heaps: the nim-sum decides, as in normal play.
    let game = parse(&format!("nim {big} {big}")).unwrap();
    assert_eq!(MisereAnalysis::new(&game, &Limits::default()).unwrap().outcome(), Outcome::P);
}

#[test]
fn misere_nim_with_millions_of_heaps_uses_the_rule() {
    let game = Game::new(vec![heap_part(Arc::new(Nim), vec![1; 2_000_000])]);
    let analysis = MisereAnalysis::new(&game, &Limits::default()).unwrap();
    // An even number of single counters: the player to move wins by taking any.
    assert_eq!(analysis.outcome(), Outcome::N);
    assert_eq!(analysis.winning_moves().count(), 2_000_000);
}
