//! Play: every listed move, its judgement, typed moves, the computer's
//! choice and the remoteness, against a plain search of the whole sum by
//! the rulesets' literal moves.

use std::collections::HashMap;

use grundy::heap::HeapRuleset;
use grundy::{
    parse, Analysis, Error, Game, Limits, Options, Outcome, Play, Remoteness, Ruleset, Strategy,
};
use proptest::prelude::*;

use crate::{describe, heaps_of, small_ruleset};

struct NoFiles;

impl grundy::Files for NoFiles {
    fn read(&self, path: &str) -> Result<String, grundy::Message> {
        Err(grundy::Message::plain(format!("no files here ({path})")))
    }
}

/// (outcome, remoteness) of a sum of heaps of one ruleset by the plain
/// recursive definition (Smith's remoteness), remembered by sorted heaps.
fn plain(
    ruleset: &dyn HeapRuleset,
    heaps: &[u64],
    misere: bool,
    known: &mut HashMap<Vec<u64>, (Outcome, u64)>,
) -> (Outcome, u64) {
    let mut key: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
    key.sort_unstable();
    if let Some(&found) = known.get(&key) {
        return found;
    }
    let mut results = Vec::new();
    for i in 0..key.len() {
        let mut options = Options::new();
        Ruleset::options(ruleset, &key[i], &mut options);
        for option in options.iter() {
            let mut next: Vec<u64> = key.clone();
            next.remove(i);
            next.extend_from_slice(option);
            results.push(plain(ruleset, &next, misere, known));
        }
    }
    let found = if results.is_empty() {
        (if misere { Outcome::N } else { Outcome::P }, 0)
    } else if let Some(fastest) = results.iter().filter(|r| r.0 == Outcome::P).map(|r| r.1).min() {
        (Outcome::N, fastest + 1)
    } else {
        (Outcome::P, results.iter().map(|r| r.1).max().unwrap() + 1)
    };
    known.insert(key, found);
    found
}

fn heaps_after(game: &Game) -> Vec<u64> {
    heaps_of(&game.parts()[0]).1
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    /// Every listed move is a literal option, every literal option is
    /// listed, each is judged as the plain search says, parses back as a
    /// typed move, and the remoteness and the computer's move are Smith's.
    #[test]
    fn moves_agree_with_plain_search(
        ruleset in small_ruleset(),
        heaps in prop::collection::vec(0u64..8, 1..4),
        misere: bool,
        seed: u64,
    ) {
        let game = Game::new(vec![crate::heap_part(ruleset.clone(), heaps.clone())]);
        let limits = Limits::default();
        let play = Play::new(&game, misere, &NoFiles, &limits);
        let list = play.moves(100_000).unwrap();
        prop_assert!(list.complete);
        let mut known = HashMap::new();
        let mut literal = 0;
        for (i, &heap) in heaps.iter().enumerate() {
            let mut options = Options::new();
            Ruleset::options(ruleset.as_ref(), &heap, &mut options);
            let mut distinct: Vec<String> =
                options.iter().map(|o| describe(ruleset.as_ref(), o)).collect();
            distinct.sort();
            distinct.dedup();
            literal += distinct.len();
            let listed: Vec<&str> =
                list.moves.iter().filter(|m| m.component == i).map(|m| m.to.as_str()).collect();
            for to in &distinct {
                prop_assert!(listed.contains(&to.as_str()), "{} not listed for heap {}", to, heap);
            }
        }
        prop_assert_eq!(list.moves.len(), literal);
        for m in &list.moves {
            let after = parse(&m.game).unwrap();
            let (outcome, _) = plain(ruleset.as_ref(), &heaps_after(&after), misere, &mut known);
            prop_assert_eq!(m.winning, outcome == Outcome::P, "{} -> {}", game, m.game);
            let typed = play.check(m.component, &m.to).unwrap();
            prop_assert_eq!(&typed.game, &m.game);
            prop_assert_eq!(typed.winning, m.winning);
        }
        let (outcome, moves) = plain(ruleset.as_ref(), &heaps, misere, &mut known);
        prop_assert_eq!(play.outcome().unwrap(), outcome);
        let remoteness = play.remoteness(100_000).unwrap();
        prop_assert_eq!((remoteness.outcome, remoteness.moves), (outcome, moves));
        match play.computer(seed, 100_000).unwrap() {
            None => prop_assert!(list.moves.is_empty()),
            Some(chosen) => {
                prop_assert_eq!(chosen.chosen.winning, outcome == Outcome::N);
                let after = parse(&chosen.chosen.game).unwrap();
                let (_, left) = plain(ruleset.as_ref(), &heaps_after(&after), misere, &mut known);
                // Smith: the best move always leaves a remoteness one less.
                prop_assert_eq!(left + 1, moves);
                let again = play.computer(seed, 100_000).unwrap().unwrap();
                prop_assert_eq!(again.chosen, chosen.chosen);
            }
        }
        // A heap that grows is never a move.
        let grown = describe(ruleset.as_ref(), &[heaps[0] + 1]);
        prop_assert!(matches!(play.check(0, &grown), Err(Error::Illegal(_))));
    }
}

/// Plays random games of mixed catalogue games to the end through typed
/// moves; every position's outcome agrees with its listed winning moves,
/// and the player left without a move has lost.
#[test]
fn random_games_follow_the_rules() {
    let games = [
        "nim 3 4 5",
        "kayles 7 + nim 2",
        "wythoff 3 5",
        "wythoff 4 6 + nim 3",
        "chomp 3x3",
        "chomp 2x4 + kayles 3",
        "subtract(1,3,4) 9 6",
        "lasker 5 3",
        "dawson 8",
        "ruler 3 5",
        "cutting 2x3",
        "moore(2) 2 3 1",
        "fibnim 7",
        "staircase 2 3 1",
    ];
    let limits = Limits::default();
    for (n, text) in games.iter().enumerate() {
        for seed in 0..4u64 {
            let mut game = parse(text).unwrap();
            let mut turns = 0;
            loop {
                let play = Play::new(&game, false, &NoFiles, &limits);
                let list = play.moves(100_000).unwrap();
                assert!(list.complete, "{game}");
                let outcome = play.outcome().unwrap();
                assert_eq!(list.moves.iter().any(|m| m.winning), outcome == Outcome::N, "{game}");
                if list.moves.is_empty() {
                    assert_eq!(outcome, Outcome::P, "{game}: no move, so the player to move lost");
                    break;
                }
                let pick = (seed as usize * 7 + turns * 13 + n) % list.moves.len();
                let chosen = &list.moves[pick];
                let typed = play.check(chosen.component, &chosen.to).unwrap();
                assert_eq!(typed.game, chosen.game);
                let after = parse(&typed.game).unwrap();
                let after_outcome = Play::new(&after, false, &NoFiles, &limits).outcome().unwrap();
                assert_eq!(chosen.winning, after_outcome == Outcome::P, "{game} -> {after}");
                game = after;
                turns += 1;
                assert!(turns < 200, "{text} did not end");
            }
        }
    }
}

fn moves_of(text: &str) -> Vec<(String, bool)> {
    let game = parse(text).unwrap();
    let list = Play::new(&game, false, &NoFiles, &Limits::default()).moves(1000).unwrap();
    list.moves.into_iter().map(|m| (m.game, m.winning)).collect()
}

#[test]
fn moves_keep_components_in_place() {
    let moves = moves_of("nim 3 4 5");
    assert_eq!(moves.len(), 12);
    assert!(moves.contains(&("nim 3 0 5".to_string(), false)));
    assert!(moves.contains(&("nim 1 4 5".to_string(), true)));
    let moves = moves_of("kayles 5 + nim 1");
    assert!(moves.contains(&("kayles 1 2 + nim 1".to_string(), false)), "{moves:?}");
}

#[test]
fn typed_moves_are_checked_with_reasons() {
    let limits = Limits::default();
    let check = |text: &str, component: usize, to: &str| {
        let game = parse(text).unwrap();
        Play::new(&game, false, &NoFiles, &limits).check(component, to)
    };
    assert_eq!(check("kayles 9", 0, "kayles 2 5").unwrap().game, "kayles 2 5");
    assert_eq!(check("kayles 9", 0, "kayles 5 + kayles 2").unwrap().game, "kayles 2 5");
    // Three pins knocked down: Kayles takes one or two.
    let Err(Error::Illegal(why)) = check("kayles 9", 0, "kayles 2 4") else { panic!() };
    assert!(why.english().contains("knock down one pin or two adjacent pins"), "{why}");
    assert!(why.english().contains("its 9 moves lead to"), "{why}");
    // A diagonal move to Wythoff's P-pair (3, 5), and one that is no move.
    assert!(check("wythoff 5 7", 0, "wythoff 3 5").unwrap().winning);
    assert!(!check("wythoff 5 7", 0, "wythoff 4 6").unwrap().winning);
    assert!(matches!(check("wythoff 5 7", 0, "wythoff 3 4"), Err(Error::Illegal(_))));
    assert!(matches!(check("nim 7", 0, "nim 7"), Err(Error::Illegal(_))));
    assert!(matches!(check("nim 7", 1, "nim 2"), Err(Error::Illegal(_))));
    assert!(matches!(check("nim 7", 0, "kayles 2"), Err(Error::Illegal(_))));
    assert!(matches!(check("nim 7", 0, "nim x"), Err(Error::Parse(_))));
    assert!(check("chomp 3x3", 0, "chomp(3,1,1)").is_ok());
    // A Nim heap of 1000000000000000000000000000000: its move to 5 is checked without listing them all.
    let huge = check("nim 1000000000000000000000000000000 + nim 5", 0, "nim 5").unwrap();
    assert!(huge.winning);
    assert!(matches!(
        check("nim 1000000000000000000000000000000", 0, "nim 10000000000000000000000000000000"),
        Err(Error::Illegal(_))
    ));
}

#[test]
fn huge_components_list_their_winning_moves() {
    let game = parse("nim 1000000000000000000000000000000 + nim 7").unwrap();
    let list = Play::new(&game, false, &NoFiles, &Limits::default()).moves(1000).unwrap();
    assert!(!list.complete);
    assert_eq!(list.unlisted.len(), 1);
    let winning: Vec<_> = list.moves.iter().filter(|m| m.winning).collect();
    assert_eq!(winning.len(), 1);
    assert_eq!(winning[0].game, "nim 7 + nim 7");
    // The computer, in a lost position with a huge heap, still moves.
    let game =
        parse("nim 1000000000000000000000000000000 1000000000000000000000000000000").unwrap();
    let limits = Limits::default();
    let play = Play::new(&game, false, &NoFiles, &limits);
    let chosen = play.computer(1, 10_000).unwrap().unwrap();
    assert!(!chosen.chosen.winning);
}

#[test]
fn remoteness_of_known_positions() {
    let limits = Limits::default();
    let remoteness = |text: &str, misere: bool| {
        let game = parse(text).unwrap();
        Play::new(&game, misere, &NoFiles, &limits).remoteness(1_000_000).unwrap()
    };
    // nim 1 2 3 is lost; the loser can make it last 6 moves, one counter at a time.
    assert_eq!(remoteness("nim 1 2 3", false).moves, 6);
    assert_eq!(remoteness("nim 5", false).moves, 1);
    assert_eq!(remoteness("nim 5", true).moves, 2);
    assert_eq!(remoteness("nim 0", true).outcome, Outcome::N);
    let game = parse("nim 100 200 300").unwrap();
    let too_big = Play::new(&game, false, &NoFiles, &limits).remoteness(10_000);
    assert!(matches!(too_big, Err(Error::LimitExceeded { .. })));
    // Copies of a component are one component of the search (issue 33):
    // 4,000 heaps of 1 are 4,001 positions of one option each, about 10⁴
    // steps (1.6·10⁷ when each copy's option was written out).
    let ones = format!("nim {}", vec!["1"; 4000].join(" "));
    assert_eq!(remoteness(&ones, false), Remoteness { outcome: Outcome::P, moves: 4000 });
    let game = parse(&ones).unwrap();
    let found = Play::new(&game, true, &NoFiles, &limits).remoteness(20_000).unwrap();
    assert_eq!(found, Remoteness { outcome: Outcome::N, moves: 4000 });
    // A heap's options are listed from the rules, with no table: a long
    // row of Kayles is refused by the steps of its options, at once.
    let game = parse("kayles 100000000").unwrap();
    let too_big = Play::new(&game, false, &NoFiles, &limits).remoteness(1_000_000);
    assert!(matches!(too_big, Err(Error::LimitExceeded { .. })), "{too_big:?}");
}

/// Issue 33: a position with fewer moves than the bound that gates their
/// listing is listed whole: Euclid's (126, 125) has one move, and the
/// computer makes it however large the piles.
#[test]
fn positions_with_few_moves_list_them() {
    let limits = Limits::default();
    let game = parse("euclid 126 125").unwrap();
    let list = Play::new(&game, false, &NoFiles, &limits).moves(500).unwrap();
    assert!(list.complete);
    let moves: Vec<&str> = list.moves.iter().map(|m| m.game.as_str()).collect();
    assert_eq!(moves, ["euclid 1 125"]);
    let game = parse("euclid 1000000 999999").unwrap();
    let chosen = Play::new(&game, false, &NoFiles, &limits).computer(0, 1000).unwrap().unwrap();
    assert_eq!(chosen.chosen.game, "euclid 1 999999");
}

/// Issue 33: the cutting game's cuts that leave a side of 1 are legal and
/// lose (the opponent cuts out a 1×1): 3×2 is lost, not over; the 1×2 left
/// is then cut in two at once by the computer.
#[test]
fn losing_cuts_are_moves_of_the_cutting_game() {
    let limits = Limits::default();
    let game = parse("cutting 3x2").unwrap();
    let play = Play::new(&game, false, &NoFiles, &limits);
    assert!(!play.is_over().unwrap());
    let list = play.moves(100).unwrap();
    let moves: Vec<(&str, bool)> = list.moves.iter().map(|m| (m.to.as_str(), m.winning)).collect();
    assert_eq!(moves, [("cutting 1x2 2x2", false), ("cutting 3x1 3x1", false)]);
    assert_eq!(play.remoteness(1000).unwrap(), Remoteness { outcome: Outcome::P, moves: 2 });
    let after = parse("cutting 1x2 2x2").unwrap();
    let play = Play::new(&after, false, &NoFiles, &limits);
    let chosen = play.computer(0, 1000).unwrap().unwrap();
    assert_eq!(chosen.chosen.game, "cutting 1x1 + cutting 1x1 + cutting 2x2");
    assert!(Play::new(&parse(&chosen.chosen.game).unwrap(), false, &NoFiles, &limits)
        .is_over()
        .unwrap());
}

#[test]
fn the_computer_hurries_to_win_and_delays_losing() {
    let limits = Limits::default();
    let game = parse("nim 5").unwrap();
    let chosen = Play::new(&game, false, &NoFiles, &limits).computer(0, 100_000).unwrap().unwrap();
    assert_eq!(chosen.chosen.game, "nim 0");
    assert_eq!(chosen.strategy, Strategy::WinsSoonest { moves: 1 });
    let game = parse("nim 2 2").unwrap();
    let chosen = Play::new(&game, false, &NoFiles, &limits).computer(0, 100_000).unwrap().unwrap();
    assert_eq!(chosen.strategy, Strategy::LastsLongest { moves: 4 });
    assert!(chosen.chosen.game == "nim 1 2" || chosen.chosen.game == "nim 2 1");
    let over = parse("nim 0").unwrap();
    assert!(Play::new(&over, false, &NoFiles, &limits).computer(0, 100).unwrap().is_none());
}

/// Heaps past 2^64 list their moves by the ruleset's takes, each valued by
/// the proved period; every judgement agrees with an analysis of the game
/// after the move.
#[test]
fn heaps_past_two_to_the_64_list_their_moves() {
    let big = "1000000000000000000000000000001";
    let limits = Limits::default();
    for (text, count) in [
        (format!("bash(3) {big} + nim 2"), 3 + 2),
        (format!("subtract(1,3,4) {big} + nim 1"), 3 + 1),
        (format!("subtract(pow2) {big}"), 100),
    ] {
        let game = parse(&text).unwrap();
        let list = Play::new(&game, false, &NoFiles, &limits).moves(1000).unwrap();
        assert!(list.complete, "{text}");
        assert_eq!(list.moves.len(), count, "{text}");
        for m in &list.moves {
            let after = parse(&m.game).unwrap();
            let analysis = grundy::Analysis::new(&after, &limits).unwrap();
            assert_eq!(m.winning, analysis.outcome() == Outcome::P, "{text} -> {}", m.game);
            assert_eq!(m.value.as_ref(), analysis.nimber(), "{text} -> {}", m.game);
        }
    }
}

/// Misère Wythoff plus a Nim heap, by plain search: (a, b, c) wins for the
/// player to move when it has no move, or a move to a position that loses.
fn misere_wythoff_nim(a: u64, b: u64, c: u64, memo: &mut HashMap<(u64, u64, u64), bool>) -> bool {
    if let Some(&known) = memo.get(&(a, b, c)) {
        return known;
    }
    let mut options = Vec::new();
    options.extend((0..a).map(|x| (x, b, c)));
    options.extend((0..b).map(|y| (a, y, c)));
    options.extend((1..=a.min(b)).map(|k| (a - k, b - k, c)));
    options.extend((0..c).map(|z| (a, b, z)));
    let wins =
        options.is_empty() || options.iter().any(|&(x, y, z)| !misere_wythoff_nim(x, y, z, memo));
    memo.insert((a, b, c), wins);
    wins
}

/// Misère play of rulesets the misère analysis does not take is decided by
/// a search of the whole sum: checked against a plain search, outcome and
/// every move.
#[test]
fn misere_play_beyond_heap_rulesets_follows_a_plain_search() {
    let limits = Limits::default();
    let mut memo = HashMap::new();
    for (a, b, c) in (0..5).flat_map(|a| (0..5).flat_map(move |b| (0..3).map(move |c| (a, b, c)))) {
        let game = parse(&format!("wythoff {a} {b} + nim {c}")).unwrap();
        let play = Play::new(&game, true, &NoFiles, &limits);
        let wins = misere_wythoff_nim(a, b, c, &mut memo);
        assert_eq!(play.outcome().unwrap() == Outcome::N, wins, "wythoff {a} {b} + nim {c}");
        // What `analyze --misere` prints: the same search's outcome and
        // winning moves.
        let why = grundy::Message::plain("not a heap ruleset");
        let searched = play.misere_by_search(why).unwrap();
        assert_eq!(searched.outcome == Outcome::N, wins, "wythoff {a} {b} + nim {c}");
        let listed = play.moves(1000).unwrap().moves;
        let winning: Vec<(usize, &str)> =
            listed.iter().filter(|m| m.winning).map(|m| (m.component, m.to.as_str())).collect();
        let searched: Vec<(usize, &str)> =
            searched.moves.iter().map(|m| (m.component, m.to.as_str())).collect();
        assert_eq!(searched, winning, "wythoff {a} {b} + nim {c}");
        for m in listed {
            let numbers: Vec<u64> = m
                .game
                .split(|ch: char| !ch.is_ascii_digit())
                .filter_map(|w| w.parse().ok())
                .collect();
            let &[x, y, z] = numbers.as_slice() else { panic!("{}", m.game) };
            assert_eq!(m.winning, !misere_wythoff_nim(x, y, z, &mut memo), "{} → {}", game, m.game);
        }
    }
    // Past the search's limit, the refusal names it.
    let big = parse("wythoff 300 500 + chomp 6x7").unwrap();
    let small = Limits { max_search: 1_000, ..Limits::default() };
    match Play::new(&big, true, &NoFiles, &small).outcome() {
        Err(Error::LimitExceeded { what, .. }) => {
            assert!(what.english().contains("misère"), "{what}")
        }
        other => panic!("{other:?}"),
    }
    // The cutting game's endings and Treblecross's three in a row are
    // stated for normal play: refused, by play and by the analysis.
    for text in ["cutting 3x4", "treblecross 12", "treblecross 3 + nim 1"] {
        let game = parse(text).unwrap();
        let refused = Play::new(&game, true, &NoFiles, &limits).outcome();
        assert!(matches!(refused, Err(Error::Unsupported(_))), "{text}: {refused:?}");
        let refused = grundy::MisereAnalysis::new(&game, &limits).map(|a| a.outcome());
        match refused {
            Err(Error::Unsupported(why)) => assert!(why.english().contains("normal play"), "{why}"),
            other => panic!("{text}: {other:?}"),
        }
    }
}

/// Issue 33: a heap too large to list its moves (a Kayles row of 10¹²)
/// still gets a winning move from the few options that stand for all of
/// them by the proved period. Against the full listing, on heaps whose
/// moves are listed only with the larger budget: the few are among them,
/// and there is one exactly when there is any, for every target value.
#[test]
fn a_few_options_stand_for_all_by_the_period() {
    let listing = Limits::default();
    let few = Limits { max_search: 400, ..Limits::default() };
    for ruleset in ["kayles", "dawson", "octal(0.137)", "octal(0.51)"] {
        for heap in (1000..1040).chain([4097, 10_001]) {
            let game = parse(&format!("{ruleset} {heap}")).unwrap();
            let part = &game.parts()[0];
            let all = part.solve(&listing, true).unwrap();
            let some = part.solve(&few, true).unwrap();
            assert!(some.moves_to(0, &0u64.into()).is_err(), "{ruleset} {heap} is listed");
            for target in 0..8u64 {
                let target = grundy::BigNimber::from(target);
                let every = all.moves_to(0, &target).unwrap();
                let found = some.some_moves_to(0, &target).unwrap();
                assert_eq!(found.is_empty(), every.is_empty(), "{ruleset} {heap} to {target}");
                assert!(found.iter().all(|m| every.contains(m)), "{ruleset} {heap}: {found:?}");
            }
        }
    }
    // The command line's game after nim 3 → 0, and sums whose only winning
    // moves are in rows too long to list, beside components listed.
    for spec in [
        "kayles 1000000000000",
        "kayles 1000000000000 + kayles 1000000000001 + nim 2",
        "dawson 1000000000000 + nim 5 + kayles 3",
    ] {
        let game = parse(spec).unwrap();
        let files = NoFiles;
        let play = Play::new(&game, false, &files, &listing);
        assert_eq!(Analysis::new(&game, &listing).unwrap().outcome(), Outcome::N, "{spec}");
        let chosen = play.computer(1, 1000).unwrap().expect("a move");
        assert!(chosen.chosen.winning, "{spec}: {:?}", chosen.chosen);
    }
}
