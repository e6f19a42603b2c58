//! Misère play: Bouton's rule for Nim agrees with an exact search, and every
//! reported move leads to a misère P-position.

use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use grundy::heap::HeapRuleset;
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

/// Two rulesets whose quotients each cost more steps than a `u128` holds
/// (saturated): their sum saturates too, and the sum is refused, never
/// overflowed (which a debug build's overflow check met, as a panic, in
/// the module's generated requests).
#[test]
fn misere_quotient_costs_past_u128_saturate() {
    let game =
        parse("kayles 4294967299 + nim 18446744073709551615 + nim 18446744073709551615").unwrap();
    let error = MisereAnalysis::new(&game, &Limits::default()).unwrap_err().to_string();
    assert!(error.contains("steps"), "{error}");
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

/// A plain misère search, independent of the engine's: memoised recursion
/// on sorted vectors of (part, heap), heaps without a move kept, knowing
/// nothing but each part's literal options; a position wins for the player
/// to move when it has no move or a move to a position that loses.
struct Brute {
    rulesets: Vec<Arc<dyn HeapRuleset>>,
    known: HashMap<Vec<(usize, u64)>, bool>,
}

impl Brute {
    /// The search of `game`'s parts, and its start as (part, heap) in the
    /// order of the components.
    fn of(game: &Game) -> (Brute, Vec<(usize, u64)>) {
        let mut rulesets = Vec::new();
        let mut start = Vec::new();
        for (index, part) in game.parts().iter().enumerate() {
            let (ruleset, heaps) = heaps_of(part);
            rulesets.push(ruleset);
            start.extend(heaps.into_iter().map(|heap| (index, heap)));
        }
        (Brute { rulesets, known: HashMap::new() }, start)
    }

    fn options(&self, (part, heap): (usize, u64)) -> Vec<Vec<u64>> {
        let mut options = Options::new();
        HeapRuleset::options(self.rulesets[part].as_ref(), heap, &mut options);
        options.iter().map(<[u64]>::to_vec).collect()
    }

    fn wins(&mut self, position: &[(usize, u64)]) -> bool {
        let mut key = position.to_vec();
        key.sort_unstable();
        if let Some(&wins) = self.known.get(&key) {
            return wins;
        }
        let mut any = false;
        let mut wins = false;
        'moves: for i in 0..key.len() {
            for option in self.options(key[i]) {
                any = true;
                let mut next = key.clone();
                next.remove(i);
                next.extend(option.iter().map(|&h| (key[i].0, h)));
                if !self.wins(&next) {
                    wins = true;
                    break 'moves;
                }
            }
        }
        let wins = wins || !any;
        self.known.insert(key, wins);
        wins
    }

    /// Every winning move from `start`: (component, the replacement written
    /// as the engine writes it), sorted.
    fn winning_moves(&mut self, start: &[(usize, u64)]) -> Vec<(usize, String)> {
        let mut moves = Vec::new();
        for (i, &(part, heap)) in start.iter().enumerate() {
            for option in self.options((part, heap)) {
                let mut next = start.to_vec();
                next.remove(i);
                next.extend(option.iter().map(|&h| (part, h)));
                if !self.wins(&next) {
                    moves.push((i, describe(self.rulesets[part].as_ref(), &option)));
                }
            }
        }
        moves.sort();
        moves.dedup();
        moves
    }
}

/// The analysis's outcome and its winning moves (component, replacement), sorted.
fn answer(analysis: &MisereAnalysis) -> (Outcome, Vec<(usize, String)>) {
    let mut moves: Vec<(usize, String)> =
        analysis.winning_moves().map(|m| m.unwrap()).map(|m| (m.component, m.to)).collect();
    moves.sort();
    (analysis.outcome(), moves)
}

/// What the plain search says of `game`: its outcome and winning moves.
fn brute_answer(game: &Game) -> (Outcome, Vec<(usize, String)>) {
    let (mut brute, start) = Brute::of(game);
    let outcome = if brute.wins(&start) { Outcome::N } else { Outcome::P };
    (outcome, brute.winning_moves(&start))
}

/// Random small sums of several rulesets, heaps with no move among them
/// (heap 0, a heap of 1 of Officers, Dawson's Kayles or Grundy's game, of
/// 1 or 2 of some octal games), and parts of the same ruleset written
/// twice: the search of the whole sum against the plain search, outcome
/// and winning moves. (The quotient and the table are held to the search
/// in `misere/quotient/` and above.)
#[test]
fn misere_search_agrees_with_a_plain_search_on_random_sums() {
    let rulesets = [
        "kayles",
        "dawson",
        "officers",
        "lasker",
        "grundys-game",
        "octal(0.31)",
        "octal(4.3)",
        "octal(0.74)",
        "octal(0.137)",
        "subtract(1,3,4)",
        "allbut(1,2)",
        "bash(2)",
        "nim",
    ];
    let mut next = crate::xorshift(0x5851_f42d_4c95_7f2du64);
    let mut checked = 0;
    let mut terminal_heaps = 0;
    while checked < 400 {
        let mut total = 0;
        let mut parts = Vec::new();
        for _ in 0..1 + next(3) {
            let ruleset = rulesets[next(rulesets.len() as u64) as usize];
            let mut heaps = Vec::new();
            for _ in 0..1 + next(4) {
                let heap = if next(3) == 0 { next(3) } else { next(14) };
                total += heap;
                heaps.push(heap.to_string());
            }
            parts.push(format!("{ruleset} {}", heaps.join(" ")));
        }
        if total > 30 {
            continue;
        }
        let text = parts.join(" + ");
        let game = parse(&text).unwrap();
        let searched = MisereAnalysis::by_search(&game, &Limits::default()).unwrap();
        assert!(matches!(searched.method(), MisereMethod::Search { .. }), "{text}");
        assert_eq!(answer(&searched), brute_answer(&game), "{text}");
        let (brute, start) = Brute::of(&game);
        terminal_heaps += start.iter().filter(|&&heap| brute.options(heap).is_empty()).count();
        checked += 1;
    }
    assert!(terminal_heaps > 100, "{terminal_heaps} heaps without a move");
}

/// Issue 26's sums, refused before (the search of the sum as one
/// component stopped at 2·10⁷ steps): answered under the default limits,
/// outcome and winning moves as the plain search finds them.
#[test]
fn misere_sums_of_issue_26_are_answered() {
    for text in ["octal(0.31) 7 + lasker 3 3 11 + officers 10", "octal(4.3) 19 + octal(0.74) 19"] {
        let game = parse(text).unwrap();
        let analysis = MisereAnalysis::new(&game, &Limits::default()).unwrap();
        assert!(matches!(analysis.method(), MisereMethod::Search { .. }), "{text}");
        assert_eq!(answer(&analysis), brute_answer(&game), "{text}");
    }
}

/// Misère refusals are short by construction (issue 26, defect 5): what
/// was asked, the limit that stopped it, the flag that raises it, and a
/// few words of why no quotient was used, never another error's whole
/// message; the command line cuts lines past 400 characters, and none of
/// these comes near.
#[test]
fn misere_refusals_are_short_and_name_their_limit() {
    let issue = "octal(0.31) 7 + lasker 3 3 11 + officers 10";
    let many: Vec<String> = (1..=60).map(|h| h.to_string()).collect();
    let long = format!("lasker 3 3 11 + officers {}", many.join(" "));
    let default = Limits::default();
    let little_work = Limits { max_work: 1000, max_search: 100_000, ..default };
    let passed = Limits { deadline: Some(grundy::Deadline::after(Duration::ZERO)), ..default };
    let cases: Vec<(&str, Limits, &[&str])> = vec![
        // The issue's refusal: no quotient within the cap, then the search's steps.
        (
            issue,
            Limits { max_search: 100_000, ..default },
            &["limit of 100000 steps", "--max-search", "no misère quotient"],
        ),
        (issue, little_work, &["limit of 100000 steps", "--max-search", "--max-work"]),
        (issue, Limits { max_memory: 1 << 20, ..default }, &["bytes of memory", "--max-memory"]),
        (&long, little_work, &["--max-search", "--max-work"]),
        (issue, passed, &["0 ms"]),
        ("kayles 1000000000000 + nim 3", default, &["first move's options alone", "--max-search"]),
        // A single heap's table, past its steps.
        ("allbut(1) 1000000", little_work, &["the misère table", "--max-search"]),
    ];
    for (text, limits, mentions) in cases {
        let game = parse(text).unwrap();
        let errors = [
            MisereAnalysis::new(&game, &limits).unwrap_err(),
            MisereAnalysis::by_search(&game, &limits).unwrap_err(),
        ];
        for (error, method) in errors.iter().zip(["analysis", "search"]) {
            let message = error.to_string();
            assert!(matches!(error, grundy::Error::LimitExceeded { .. }), "{message}");
            assert!(message.chars().count() < 300, "{text} ({method}): {message}");
            if method == "analysis" {
                for mention in mentions {
                    assert!(message.contains(mention), "{text}: {message} lacks {mention:?}");
                }
            } else {
                assert!(message.contains("--max-") || message.contains("0 ms"), "{message}");
            }
        }
    }
}

/// The search's positions are canonical: heaps with no move (0, a heap of
/// 1 of Officers or Dawson's Kayles) add no position, and heaps of one
/// ruleset written in two parts, or in another order, are the same heaps.
#[test]
fn misere_search_positions_are_canonical() {
    let positions = |text: &str| {
        let game = parse(text).unwrap();
        let analysis = MisereAnalysis::by_search(&game, &Limits::default()).unwrap();
        match analysis.method() {
            MisereMethod::Search { positions } => (analysis.outcome(), positions),
            other => panic!("{text}: {other:?}"),
        }
    };
    for (plain, same) in [
        ("octal(4.3) 9 + officers 8", "officers 1 1 + octal(4.3) 9 0 + officers 8 1 + dawson 1"),
        ("kayles 5 7 + lasker 4", "lasker 4 + kayles 7 + kayles 5 + kayles 0"),
        ("dawson 9 6", "dawson 6 1 + dawson 9 1 1"),
    ] {
        assert_eq!(positions(plain), positions(same), "{plain} and {same}");
    }
}
