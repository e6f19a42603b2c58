//! Play: every listed move, its judgement, typed moves, the computer's
//! choice and the remoteness, against a plain search of the whole sum by
//! the rulesets' literal moves.

use std::collections::HashMap;

use grundy::heap::HeapRuleset;
use grundy::{
    parse, Analysis, Error, Game, Level, Limits, Options, Outcome, Play, Remoteness, Ruleset,
    Strategy,
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

/// A heap ruleset of the catalogue, by name: every kind of rules a heap
/// has (takes from a set or a range, all but a few, named sets, splits,
/// take-and-break codes of every digit, Treblecross's boards).
fn catalogue_heap_ruleset(name: &str) -> std::sync::Arc<dyn HeapRuleset> {
    let game = parse(&format!("{name} 1")).unwrap();
    game.parts()[0].heap_ruleset().expect("a heap ruleset").clone()
}

use proptest::strategy::Strategy as _;

fn heap_ruleset_names() -> impl proptest::strategy::Strategy<Value = String> {
    prop_oneof![
        prop::sample::select(vec![
            "nim",
            "kayles",
            "dawson",
            "officers",
            "lasker",
            "treblecross",
            "grundys-game",
            "bash(3)",
            "subtract(1,3,4)",
            "subtract(odd)",
            "subtract(even)",
            "subtract(pow2)",
            "subtract(fib)",
            "subtract(squares)",
            "allbut(1,3)",
            "octal(4.07)",
            "octal(0.f)",
            "octal(0.8)",
        ])
        .prop_map(str::to_string),
        // Any code of up to four digits, octal or hexadecimal, d0 of 0 or 4.
        (prop::sample::select(vec!["0", "4"]), prop::collection::vec(0u8..16, 1..5)).prop_map(
            |(first, digits)| {
                let mut digits = digits;
                *digits.last_mut().unwrap() |= 1;
                let after: String =
                    digits.iter().map(|&d| char::from_digit(d as u32, 16).unwrap()).collect();
                format!("octal({first}.{after})")
            }
        ),
    ]
}

/// The literal options of `heap`, each as its sorted non-zero heaps.
fn literal_options(ruleset: &dyn HeapRuleset, heap: u64) -> Vec<Vec<u64>> {
    let mut options = Options::new();
    Ruleset::options(ruleset, &heap, &mut options);
    let mut found: Vec<Vec<u64>> = options
        .iter()
        .map(|o| {
            let mut o: Vec<u64> = o.iter().copied().filter(|&h| h > 0).collect();
            o.sort_unstable();
            o
        })
        .collect();
    found.sort();
    found.dedup();
    found
}

fn big(heaps: &[u64]) -> Vec<num_bigint::BigUint> {
    heaps.iter().map(|&h| num_bigint::BigUint::from(h)).collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// Issue 47, item 4: on small heaps, the legality decided from the
    /// rules (`HeapRuleset::is_move`) is membership in the literal options,
    /// for every option and for random replacements; and the few options
    /// found from the rules for huge heaps (item 3) are options, found
    /// exactly when the heap has a move.
    #[test]
    fn moves_decided_by_the_rules_are_the_literal_options(
        name in heap_ruleset_names(),
        heap in 0u64..40,
        tries in prop::collection::vec(prop::collection::vec(0u64..42, 0..4), 1..40),
    ) {
        let ruleset = catalogue_heap_ruleset(&name);
        let options = literal_options(ruleset.as_ref(), heap);
        let n = num_bigint::BigUint::from(heap);
        let decided = |to: &[u64]| {
            let mut to: Vec<u64> = to.iter().copied().filter(|&h| h > 0).collect();
            to.sort_unstable();
            ruleset.is_move(&n, &big(&to)).map(|legal| (legal, to))
        };
        let mut decides = 0;
        for option in &options {
            if let Some((legal, _)) = decided(option) {
                prop_assert!(legal, "{} {} -> {:?} is an option", name, heap, option);
                decides += 1;
            }
        }
        // Near misses: one counter more or less in a piece, a piece added.
        let mut near: Vec<Vec<u64>> = tries;
        for option in &options {
            for i in 0..option.len() {
                let mut more = option.clone();
                more[i] += 1;
                near.push(more);
                let mut less = option.clone();
                less[i] -= 1;
                near.push(less);
            }
            let mut added = option.clone();
            added.push(1);
            near.push(added);
        }
        for to in &near {
            if let Some((legal, sorted)) = decided(to) {
                prop_assert_eq!(legal, options.contains(&sorted), "{} {} -> {:?}", name, heap, to);
                decides += 1;
            }
        }
        // Every ruleset of the catalogue decides its heaps' moves.
        prop_assert!(decides > 0 || (options.is_empty() && near.is_empty()), "{}", name);
        let few = ruleset.few_options(&n);
        prop_assert_eq!(few.is_empty(), options.is_empty(), "{} {}: {:?}", name, heap, few);
        for option in &few {
            let small: Vec<u64> = option.iter().map(|h| u64::try_from(h).unwrap()).collect();
            prop_assert!(options.contains(&small), "{} {}: {:?} is no option", name, heap, small);
        }
    }
}

/// Issue 47, item 4: a legal move typed on a huge heap is decided from the
/// rules, judged as an analysis of the game after it judges it; an illegal
/// one says why.
#[test]
fn typed_moves_on_huge_heaps_are_decided_by_the_rules() {
    let limits = Limits::default();
    let check = |text: &str, to: &str| {
        let game = parse(text).unwrap();
        Play::new(&game, false, &NoFiles, &limits).check(0, to)
    };
    for (from, to) in [
        ("kayles 1000000000000", "kayles 5 999999999993"),
        ("kayles 1000000000000", "kayles 999999999993 5"),
        ("kayles 1000000000000", "kayles 999999999999"),
        ("dawson 1000000000000000000", "dawson 7 999999999999999991"),
        ("lasker 1000000000000", "lasker 5 999999999995"),
        ("lasker 1000000000000", "lasker 17"),
        ("octal(0.137) 1000000000000000", "octal(0.137) 999999999999997"),
        ("nim 1000000000000000000000000000000", "nim 3"),
        ("kayles 1000000000000000000000000000000", "kayles 3 999999999999999999999999999995"),
    ] {
        let game = parse(&format!("{from} + nim 6")).unwrap();
        let played = Play::new(&game, false, &NoFiles, &limits)
            .check(0, to)
            .unwrap_or_else(|e| panic!("{from} → {to}: {e}"));
        let after = parse(&played.game).unwrap();
        let analysis = Analysis::new(&after, &limits).unwrap();
        assert_eq!(played.winning, analysis.outcome() == Outcome::P, "{from} → {to}");
        assert_eq!(played.value.as_ref(), analysis.nimber(), "{from} → {to}");
    }
    for (from, to) in [
        // Three pins knocked down, or three rows left.
        ("kayles 1000000000000", "kayles 5 999999999992"),
        ("kayles 1000000000000", "kayles 1 1 999999999990"),
        // Dawson's Kayles takes two pins, never one from the middle.
        ("dawson 1000000000000000000", "dawson 7 999999999999999992"),
        ("lasker 1000000000000", "lasker 5 999999999996"),
        ("lasker 1000000000000", "lasker 1000000000001"),
        ("kayles 1000000000000000000000000000000", "kayles 3 999999999999999999999999999994"),
    ] {
        match check(from, to) {
            Err(Error::Illegal(why)) => {
                assert!(why.english().contains("cannot become"), "{from} → {to}: {why}")
            }
            other => panic!("{from} → {to}: {other:?}"),
        }
    }
}

/// Issue 47, item 3: from a lost sum of huge heaps, whose moves cannot all
/// be listed, the computer still plays a legal move, from the rules, of
/// every kind of heap ruleset whose huge heaps have values (a proved
/// period or a closed form).
#[test]
fn the_computer_moves_from_lost_sums_of_huge_heaps() {
    let limits = Limits::default();
    let t = "1000000000000";
    let huge = "1000000000000000000000000000000";
    for spec in [
        format!("kayles {t} {t}"),
        format!("kayles {t} + kayles {t}"),
        format!("dawson {t} {t}"),
        format!("lasker {t} {t}"),
        format!("octal(0.137) {t} {t}"),
        format!("octal(0.51) {t} {t}"),
        format!("subtract(odd) {t} {t}"),
        format!("nim {huge} {huge}"),
        format!("kayles {huge} {huge}"),
        format!("kayles {t} {t} + nim 3 3"),
    ] {
        let game = parse(&spec).unwrap();
        let play = Play::new(&game, false, &NoFiles, &limits);
        assert_eq!(play.outcome().unwrap(), Outcome::P, "{spec}");
        let chosen = play.computer(7, 10_000).unwrap_or_else(|e| panic!("{spec}: {e}"));
        let chosen = chosen.expect("a move").chosen;
        assert!(!chosen.winning, "{spec}: {chosen:?}");
        // A legal move, as a typed one is checked, leaving what it says.
        let typed = play.check(chosen.component, &chosen.to).unwrap();
        assert_eq!(typed.game, chosen.game, "{spec}");
        let after = parse(&chosen.game).unwrap();
        assert_eq!(Analysis::new(&after, &limits).unwrap().outcome(), Outcome::N, "{spec}");
        // The same move again: games replay.
        let again = play.computer(7, 10_000).unwrap().unwrap().chosen;
        assert_eq!(again, chosen, "{spec}");
    }
}

/// Wythoff's piles (a, b) plus Nim heaps, by plain search of the whole
/// sum: whether the player to move wins.
fn wythoff_plus_nim(a: u64, b: u64, heaps: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    let mut key = vec![a.min(b), a.max(b)];
    let mut rest: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
    rest.sort_unstable();
    key.extend(&rest);
    if let Some(&wins) = memo.get(&key) {
        return wins;
    }
    let mut wins = false;
    for k in 1..=a.max(b) {
        for (x, y) in [(a.checked_sub(k), Some(b)), (Some(a), b.checked_sub(k))]
            .into_iter()
            .chain([(a.checked_sub(k), b.checked_sub(k))])
        {
            if let (Some(x), Some(y)) = (x, y) {
                wins |= !wythoff_plus_nim(x, y, &rest, memo);
            }
        }
    }
    for i in 0..rest.len() {
        for smaller in 0..rest[i] {
            let mut after = rest.clone();
            after[i] = smaller;
            wins |= !wythoff_plus_nim(a, b, &after, memo);
        }
    }
    memo.insert(key, wins);
    wins
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Issue 47, item 5: with Wythoff's values past the search limit (so
    /// only its outcome is known), a sum whose other components add up to
    /// 0 has its outcome and its moves to P-positions; every winning move
    /// listed wins, and the sum is refused only when the others do not add
    /// up to 0. Held to a plain search of the whole sum.
    #[test]
    fn a_sum_of_zeros_has_the_outcome_of_its_one_unknown_component(
        a in 0u64..9,
        b in 0u64..9,
        pairs in prop::collection::vec(0u64..5, 0..3),
        single in 0u64..4,
    ) {
        // Options listed (at most 33), values of all but the smallest
        // positions past the limit.
        let few = Limits { max_search: 40, ..Limits::default() };
        let mut heaps: Vec<u64> = pairs.iter().flat_map(|&h| [h, h]).collect();
        heaps.push(single);
        let nims: Vec<String> = heaps.iter().map(u64::to_string).collect();
        let spec = format!("wythoff {a} {b} + nim {}", nims.join(" "));
        let game = parse(&spec).unwrap();
        let mut memo = HashMap::new();
        let wins = wythoff_plus_nim(a, b, &heaps, &mut memo);
        let alone = wythoff_plus_nim(a, b, &[], &mut memo);
        match Analysis::new(&game, &few) {
            Ok(analysis) => {
                let expected = if wins { Outcome::N } else { Outcome::P };
                prop_assert_eq!(analysis.outcome(), expected, "{}", spec);
                let mut listed_wythoff = Vec::new();
                for listed in analysis.winning_moves() {
                    let Ok(m) = listed else { continue };
                    let numbers: Vec<u64> =
                        m.to.split(' ').skip(1).map(|n| n.parse().unwrap()).collect();
                    if m.component == 0 {
                        let (x, y) = (numbers[0], numbers[1]);
                        prop_assert!(!wythoff_plus_nim(x, y, &heaps, &mut memo), "{} → {}", spec, m.to);
                        listed_wythoff.push((x, y));
                    } else {
                        let mut after = heaps.clone();
                        after[m.component - 1] = numbers.iter().sum();
                        prop_assert!(!wythoff_plus_nim(a, b, &after, &mut memo), "{} → {}", spec, m.to);
                    }
                }
                // With the others adding up to 0, Wythoff's own moves to
                // P-positions are all listed.
                if single == 0 && wins {
                    for k in 1..=a.max(b) {
                        for (x, y) in [(a.checked_sub(k), Some(b)), (Some(a), b.checked_sub(k)), (a.checked_sub(k), b.checked_sub(k))] {
                            if let (Some(x), Some(y)) = (x, y) {
                                if !wythoff_plus_nim(x, y, &[], &mut memo) {
                                    prop_assert!(listed_wythoff.contains(&(x, y)), "{}: ({}, {}) not listed", spec, x, y);
                                }
                            }
                        }
                    }
                }
            }
            // Refused only when Wythoff's value is needed: it is an
            // N-position and the Nim heaps do not add up to 0.
            Err(error) => prop_assert!(alone && single != 0, "{}: {}", spec, error),
        }
        // Played: every move judged as the plain search says, the computer
        // winning when it can, where the other components have no move.
        if heaps.iter().all(|&h| h == 0) {
            let play = Play::new(&game, false, &NoFiles, &few);
            let list = play.moves(10_000).unwrap();
            for m in &list.moves {
                let after = parse(&m.game).unwrap();
                let w = after.parts()[0].component(0);
                let xy: Vec<u64> = w["wythoff ".len()..].split(' ').map(|n| n.parse().unwrap()).collect();
                prop_assert_eq!(m.winning, !wythoff_plus_nim(xy[0], xy[1], &[], &mut memo), "{} → {}", spec, m.game);
            }
            // (Under this small limit, the searches valuing some options
            // may pass it: the list says so, and the computer names it.)
            match play.computer(3, 10_000) {
                Ok(Some(chosen)) => prop_assert_eq!(chosen.chosen.winning, wins, "{}", spec),
                Ok(None) => prop_assert!(list.moves.is_empty()),
                Err(error) => prop_assert!(matches!(error, Error::LimitExceeded { .. }), "{}", spec),
            }
        }
    }
}

/// Issue 47, item 5: the sum, and a sum in which the Wythoff
/// component is copied three times (two copies cancel).
#[test]
fn zeros_beside_a_huge_wythoff_position_leave_its_answer() {
    let limits = Limits::default();
    for spec in [
        "wythoff 2000 3236 + nim 0",
        "wythoff 2000 3236 + nim 0 + dawson 1",
        "wythoff 2000 3236 + wythoff 2000 3236 + wythoff 2000 3236 + nim 5 5",
    ] {
        let game = parse(spec).unwrap();
        let analysis = Analysis::new(&game, &limits).unwrap_or_else(|e| panic!("{spec}: {e}"));
        assert_eq!(analysis.outcome(), Outcome::N, "{spec}");
        let alone = parse("wythoff 2000 3236").unwrap();
        let alone = Analysis::new(&alone, &limits).unwrap();
        let expected: Vec<String> = alone.winning_moves().map(|m| m.unwrap().to).collect();
        assert_eq!(expected.len(), 2);
        let found: Vec<String> = analysis
            .winning_moves()
            .filter_map(Result::ok)
            .filter(|m| m.component == 0)
            .map(|m| m.to)
            .collect();
        assert_eq!(found, expected, "{spec}");
    }
    // The others not adding up to 0: still refused, naming the value.
    let game = parse("wythoff 2000 3236 + nim 1").unwrap();
    let error = Analysis::new(&game, &limits).unwrap_err().to_string();
    assert!(error.contains("wythoff 2000 3236"), "{error}");
    // Played: the computer wins from the sum.
    let game = parse("wythoff 2000 3236 + nim 0").unwrap();
    let chosen = Play::new(&game, false, &NoFiles, &limits).computer(1, 1000).unwrap().unwrap();
    assert!(chosen.chosen.winning, "{:?}", chosen.chosen);
}

/// Who wins a game of `start` between a computer at `first` moving first
/// and a perfect one, with seed `seed`: true when the first wins.
fn first_wins(start: &str, first: Level, seed: u64) -> bool {
    let limits = Limits::default();
    let mut game = parse(start).unwrap();
    for ply in 0.. {
        let level = if ply % 2 == 0 { first } else { Level::Perfect };
        let play = Play::new(&game, false, &NoFiles, &limits);
        match play.computer_at(seed.wrapping_add(ply), 100_000, level).unwrap() {
            // The player to move cannot: the other one won.
            None => return ply % 2 == 1,
            Some(chosen) => game = parse(&chosen.chosen.game).unwrap(),
        }
    }
    unreachable!()
}

/// The weaker computers lose now and then from a winning start, each
/// random move said as such, and the perfect one never (issue 49); a seed
/// replays exactly at every level.
#[test]
fn weaker_computers_lose_sometimes_and_the_perfect_one_never() {
    let start = "nim 3 4 5 + kayles 6";
    for level in Level::ALL {
        let losses = (0..40).filter(|&seed| !first_wins(start, level, seed)).count();
        match level {
            Level::Perfect => assert_eq!(losses, 0, "the perfect computer lost"),
            _ => assert!(losses > 0, "{level:?} never lost in 40 games"),
        }
    }
    let game = parse(start).unwrap();
    let limits = Limits::default();
    let play = Play::new(&game, false, &NoFiles, &limits);
    let mut random = 0;
    for seed in 0..40 {
        let chosen = play.computer_at(seed, 100_000, Level::Beginner).unwrap().unwrap();
        let again = play.computer_at(seed, 100_000, Level::Beginner).unwrap().unwrap();
        assert_eq!(chosen.chosen, again.chosen, "seed {seed} replays");
        if let Strategy::AtRandom { level } = chosen.strategy {
            assert_eq!(level, Level::Beginner);
            random += 1;
        } else {
            assert!(chosen.chosen.winning, "a best move from a winning start wins");
        }
        let best = play.computer_at(seed, 100_000, Level::Perfect).unwrap().unwrap();
        assert_eq!(best.chosen, play.computer(seed, 100_000).unwrap().unwrap().chosen);
    }
    // One move in two at random: between 10 and 30 of 40.
    assert!((10..=30).contains(&random), "{random} of 40 at random");
}
