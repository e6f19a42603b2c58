//! Compounds (conjunctive, continued, selective, shortened) and the SJ
//! theorem, against a plain search of the compound itself: every position
//! of random compounds of small games, its outcome, its winning moves and
//! their number.

use std::collections::HashMap;

use grundy::{parse, Compound, CompoundAnalysis, Limits, NoFiles, Outcome, Tameness};
use proptest::prelude::*;

/// A component's rules, written out here apart from the engine's: a
/// position is a sorted list of heaps (rows), none of them 0.
#[derive(Debug, Clone)]
enum Rule {
    /// Take any number from one heap.
    Nim,
    /// Take a number of the set from one heap.
    Subtract(Vec<u64>),
    /// Knock down one pin or two adjacent ones from a row, which may
    /// leave two rows.
    Kayles,
}

impl Rule {
    fn name(&self) -> String {
        match self {
            Rule::Nim => "nim".into(),
            Rule::Subtract(set) => {
                let set: Vec<String> = set.iter().map(u64::to_string).collect();
                format!("subtract({})", set.join(","))
            }
            Rule::Kayles => "kayles".into(),
        }
    }

    /// The positions one move leaves.
    fn options(&self, heaps: &[u64]) -> Vec<Vec<u64>> {
        let mut found = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            if i > 0 && heaps[i - 1] == h {
                continue;
            }
            let mut replacements: Vec<Vec<u64>> = Vec::new();
            match self {
                Rule::Nim => replacements.extend((0..h).map(|r| vec![r])),
                Rule::Subtract(set) => {
                    replacements.extend(set.iter().filter(|&&t| t <= h).map(|t| vec![h - t]))
                }
                Rule::Kayles => {
                    for take in 1..=2.min(h) {
                        for left in 0..=(h - take) / 2 {
                            replacements.push(vec![left, h - take - left]);
                        }
                    }
                }
            }
            for replacement in replacements {
                let mut next: Vec<u64> = heaps.to_vec();
                next.remove(i);
                next.extend(replacement.into_iter().filter(|&r| r > 0));
                next.sort_unstable();
                if !found.contains(&next) {
                    found.push(next);
                }
            }
        }
        found
    }

    fn describe(&self, heaps: &[u64]) -> String {
        match heaps.is_empty() {
            true => format!("{} 0", self.name()),
            false => {
                let heaps: Vec<String> = heaps.iter().map(u64::to_string).collect();
                format!("{} {}", self.name(), heaps.join(" "))
            }
        }
    }
}

type Position = Vec<Vec<u64>>;

/// The plain search of a compound: its moves by the compound's definition,
/// and whether the player to move wins, memoised.
struct Plain<'a> {
    rules: &'a [Rule],
    compound: Compound,
    misere: bool,
    known: HashMap<Position, bool>,
}

impl Plain<'_> {
    fn moves(&self, position: &Position) -> Vec<Position> {
        // A component has ended when it has no move, a heap of 0 or not.
        let ended: Vec<bool> =
            position.iter().enumerate().map(|(k, p)| self.rules[k].options(p).is_empty()).collect();
        let over = match self.compound {
            Compound::Conjunctive | Compound::Shortened => ended.iter().any(|&e| e),
            _ => ended.iter().all(|&e| e),
        };
        if over {
            return Vec::new();
        }
        let mut moves: Vec<(Position, bool)> = vec![(Vec::new(), false)];
        for (k, heaps) in position.iter().enumerate() {
            let options = self.rules[k].options(heaps);
            let stays = match self.compound {
                Compound::Selective | Compound::Shortened => true,
                Compound::Continued => options.is_empty(),
                _ => false,
            };
            let mut next = Vec::new();
            for (partial, moved) in &moves {
                if stays {
                    let mut p = partial.clone();
                    p.push(heaps.clone());
                    next.push((p, *moved));
                }
                for option in &options {
                    let mut p = partial.clone();
                    p.push(option.clone());
                    next.push((p, true));
                }
            }
            moves = next;
        }
        moves.into_iter().filter(|(_, moved)| *moved).map(|(p, _)| p).collect()
    }

    fn wins(&mut self, position: &Position) -> bool {
        if let Some(&known) = self.known.get(position) {
            return known;
        }
        let moves = self.moves(position);
        let wins = match moves.is_empty() {
            true => self.misere,
            false => moves.iter().any(|m| !self.wins(m)),
        };
        self.known.insert(position.clone(), wins);
        wins
    }

    /// The plain sum under misère play: a move in one component; a
    /// player with no move wins.
    fn sum_wins(&mut self, position: &Position) -> bool {
        if let Some(&known) = self.known.get(position) {
            return known;
        }
        let (mut moves, mut wins) = (false, false);
        for (k, heaps) in position.iter().enumerate() {
            for option in self.rules[k].options(heaps) {
                let mut next = position.clone();
                next[k] = option;
                moves = true;
                wins |= !self.sum_wins(&next);
            }
        }
        let wins = wins || !moves;
        self.known.insert(position.clone(), wins);
        wins
    }
}

fn description(rules: &[Rule], position: &Position) -> String {
    let parts: Vec<String> = rules
        .iter()
        .zip(position)
        .map(|(rule, heaps)| match heaps.len() {
            // A component of several rows is one component of the
            // compound: a group.
            0 | 1 => rule.describe(heaps),
            _ => format!("[{}]", rule.describe(heaps)),
        })
        .collect();
    parts.join(" + ")
}

/// Every move of the engine's listing, written as the plain search's.
fn listed(
    rules: &[Rule],
    position: &Position,
    analysis: &CompoundAnalysis,
) -> (u64, Vec<Vec<String>>) {
    let (count, moves) = analysis.winning_moves(100_000);
    let count = u64::try_from(count).expect("a small count");
    let moves = moves
        .into_iter()
        .map(|m| {
            let mut written: Vec<String> =
                rules.iter().zip(position).map(|(r, h)| r.describe(h)).collect();
            for (k, to) in m.moves {
                written[k] = to;
            }
            written
        })
        .collect();
    (count, moves)
}

fn check(rules: &[Rule], heaps: &[Vec<u64>], compound: Compound, misere: bool) {
    let position: Position = heaps
        .iter()
        .map(|rows| {
            let mut rows: Vec<u64> = rows.iter().copied().filter(|&h| h > 0).collect();
            rows.sort_unstable();
            rows
        })
        .collect();
    let text = description(rules, &position);
    let game = parse(&text).unwrap();
    let analysis =
        CompoundAnalysis::new(&game, compound, misere, &NoFiles, &Limits::default()).unwrap();
    let mut plain = Plain { rules, compound, misere, known: HashMap::new() };
    let wins = plain.wins(&position);
    let said = format!("{text}, {}{}", compound.name(), if misere { ", misère" } else { "" });
    assert_eq!(analysis.outcome() == Outcome::N, wins, "{said}");
    let mut winning: Vec<Vec<String>> = plain
        .moves(&position)
        .into_iter()
        .filter(|m| !plain.wins(m))
        .map(|m| rules.iter().zip(&m).map(|(r, h)| r.describe(h)).collect())
        .collect();
    // Play: each winning move is a legal move as typed, and the game after
    // it (a group where a component is left a sum) is lost for the mover's
    // opponent; the computer's move wins when one does.
    let outcome_after = |m: &grundy::CompoundMove| {
        let after = analysis.after(m, &NoFiles).unwrap();
        let game = parse(&after).unwrap();
        let next = CompoundAnalysis::new(&game, compound, misere, &NoFiles, &Limits::default());
        (next.unwrap().outcome(), after)
    };
    for m in analysis.winning_moves(3).1 {
        assert_eq!(analysis.check_move(&m.moves, &NoFiles).unwrap(), m, "{said}");
        let (outcome, after) = outcome_after(&m);
        assert_eq!(outcome, Outcome::P, "{said}: after {after}");
        assert!(analysis.wins(&m), "{said}: {after} is judged a win");
    }
    if let Some(m) = analysis.computer_move() {
        let (outcome, after) = outcome_after(&m);
        assert_eq!(outcome == Outcome::P, wins, "{said}: the computer's move to {after}");
        assert_eq!(analysis.wins(&m), wins, "{said}: the computer's move judged");
    }
    let (count, mut moves) = listed(rules, &position, &analysis);
    assert_eq!(count, winning.len() as u64, "{said}: the number of winning moves");
    winning.sort();
    moves.sort();
    assert_eq!(moves, winning, "{said}: the winning moves");
}

fn rule() -> impl Strategy<Value = Rule> {
    prop_oneof![
        Just(Rule::Nim),
        Just(Rule::Kayles),
        prop::collection::btree_set(1u64..5, 1..3)
            .prop_map(|set| Rule::Subtract(set.into_iter().collect())),
    ]
}

fn compound() -> impl Strategy<Value = Compound> {
    prop::sample::select(vec![
        Compound::Conjunctive,
        Compound::Continued,
        Compound::Selective,
        Compound::Shortened,
    ])
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1200))]

    /// About 300 random compounds of each kind, under both plays: the
    /// outcome, every winning move and their number agree with the plain
    /// search.
    #[test]
    fn compounds_agree_with_a_plain_search(
        rules in prop::collection::vec(rule(), 1..4),
        heaps in prop::collection::vec(prop::collection::vec(0u64..7, 1..3), 3),
        compound in compound(),
        misere in any::<bool>(),
    ) {
        // A component of two rows is a group, `[kayles 2 3]`.
        let heaps = &heaps[..rules.len()];
        check(&rules, heaps, compound, misere);
    }

    /// When the SJ theorem's condition holds, or Conway's tame rule's, the
    /// misère sum is decided as the plain search decides it.
    #[test]
    fn the_sj_theorem_and_the_tame_rule_agree_with_a_plain_search(
        rules in prop::collection::vec(rule(), 1..4),
        heaps in prop::collection::vec(0u64..9, 3),
    ) {
        let position: Position =
            heaps[..rules.len()].iter().map(|&h| if h == 0 { vec![] } else { vec![h] }).collect();
        let text = description(&rules, &position);
        let game = parse(&text).unwrap();
        let tameness = Tameness::new(&game, &NoFiles, &Limits::default(), 1_000_000).unwrap();
        let mut plain =
            Plain { rules: &rules, compound: Compound::Disjunctive, misere: true, known: HashMap::new() };
        if let Some(outcome) = tameness.outcome() {
            prop_assert_eq!(outcome == Outcome::N, plain.sum_wins(&position), "{}", text);
        }
        // Nim and Bash's games always meet the SJ theorem's condition.
        let sj = rules.iter().all(|r| matches!(r, Rule::Nim));
        if sj {
            prop_assert!(tameness.not_sj.is_none(), "{}", text);
        }
    }
}

/// Figures worked by hand from the theorems (remoteness, suspense,
/// outcomes), each with its winning moves.
#[test]
fn worked_examples() {
    let cases: &[(&str, Compound, bool, Outcome, &[&str])] = &[
        // R(4) = 3, R(6) = 4 in subtract(1,2): least 3, odd.
        ("subtract(1,2) 4 6", Compound::Conjunctive, false, Outcome::N, &["3 4", "3 5"]),
        // R~(4) = 3, R~(6) = 4: least 3, odd, lost under misère play.
        ("subtract(1,2) 4 6", Compound::Conjunctive, true, Outcome::P, &[]),
        // S = 0 1 2 3 2 3 … in subtract(1,3): S(2) = 2, S(3) = 3, greatest
        // odd; the win prolongs heap 3 (3 → 2), not 3 → 0.
        ("subtract(1,3) 2 3", Compound::Continued, false, Outcome::N, &["1 2"]),
        ("subtract(1,3) 2 3", Compound::Continued, true, Outcome::N, &["1 0"]),
        ("subtract(1,3) 2 4", Compound::Continued, false, Outcome::P, &[]),
        ("nim 1 2 3", Compound::Selective, false, Outcome::N, &["0 0 0"]),
        ("subtract(1,2) 3 4 5", Compound::Selective, false, Outcome::N, &["3 3 3"]),
        ("nim 1 1", Compound::Selective, true, Outcome::N, &["1 0", "0 1"]),
        ("subtract(1,2) 3 3", Compound::Selective, true, Outcome::P, &[]),
        ("nim 1 1", Compound::Shortened, true, Outcome::P, &[]),
        ("nim 2 3", Compound::Shortened, true, Outcome::N, &["1 1"]),
        ("subtract(1,2) 3 6", Compound::Shortened, false, Outcome::P, &[]),
        ("subtract(1,2) 3 6", Compound::Shortened, true, Outcome::N, &["1 4"]),
    ];
    for &(text, compound, misere, outcome, moves) in cases {
        let game = parse(text).unwrap();
        let ruleset = text.split(' ').next().unwrap();
        let analysis =
            CompoundAnalysis::new(&game, compound, misere, &NoFiles, &Limits::default()).unwrap();
        let said = format!("{text}, {}, misère {misere}", compound.name());
        assert_eq!(analysis.outcome(), outcome, "{said}");
        let (count, listed) = analysis.winning_moves(100);
        let heaps: Vec<String> = analysis.components().iter().map(|c| c.from.clone()).collect();
        let listed: Vec<String> = listed
            .into_iter()
            .map(|m| {
                let mut after = heaps.clone();
                for (k, to) in m.moves {
                    after[k] = to;
                }
                let after: Vec<&str> =
                    after.iter().map(|a| a.strip_prefix(ruleset).unwrap().trim()).collect();
                after.join(" ")
            })
            .collect();
        assert_eq!(listed, moves, "{said}");
        assert_eq!(count, moves.len().into(), "{said}");
    }
}

#[test]
fn remoteness_and_suspense_tables() {
    let values = |text: &str| {
        let game = parse(text).unwrap();
        let a = CompoundAnalysis::new(
            &game,
            Compound::Conjunctive,
            false,
            &NoFiles,
            &Limits::default(),
        )
        .unwrap();
        a.components().iter().map(|c| c.values).collect::<Vec<_>>()
    };
    let bachet = values("subtract(1,2) 0 1 2 3 4 5 6 7 8 9 10");
    let r: Vec<u32> = bachet.iter().map(|v| v.remoteness).collect();
    let rm: Vec<u32> = bachet.iter().map(|v| v.misere_remoteness).collect();
    assert_eq!(r, [0, 1, 1, 2, 3, 3, 4, 5, 5, 6, 7]);
    assert_eq!(rm, [0, 1, 2, 2, 3, 4, 4, 5, 6, 6, 7]);
    let s13 = values("subtract(1,3) 0 1 2 3 4 5 6 7 8 9 10");
    let s: Vec<u32> = s13.iter().map(|v| v.suspense).collect();
    let sm: Vec<u32> = s13.iter().map(|v| v.misere_suspense).collect();
    assert_eq!(s, [0, 1, 2, 3, 2, 3, 4, 5, 4, 5, 6]);
    assert_eq!(sm, [0, 1, 2, 1, 2, 3, 4, 3, 4, 5, 6]);
}

/// The SJ theorem's condition fails in Kayles (a row of 2 and a row of 2
/// have Grundy value 0 and no option of value 1), and holds in Bash's
/// game; a position with Grundy value 0 and no option of value 1 is named.
#[test]
fn where_the_sj_condition_fails() {
    let tameness = |text: &str| {
        Tameness::new(&parse(text).unwrap(), &NoFiles, &Limits::default(), 100_000).unwrap()
    };
    assert!(tameness("bash(3) 9 + nim 4").not_sj.is_none());
    let kayles = tameness("nim 2 + kayles 8");
    let (component, at) = kayles.not_sj.clone().unwrap();
    assert_eq!(component, 1);
    // Rows of 2 and 2: Grundy value 2 ⊕ 2 = 0, and its options 1 2 and 2
    // have values 3 and 2, none 1.
    assert_eq!(at, "kayles 2 2");
    // Misère Kayles is not tame either.
    assert!(kayles.not_tame.is_some());
    assert_eq!(kayles.outcome(), None);
}
