//! Winning moves of random small sums, checked two ways: through the command
//! line (every reported move leads to a position `analyze` calls P), and
//! against a brute-force oracle written here from the rules alone (the
//! nimber, the outcome and the complete set of winning moves, under normal
//! and misère play).

use std::collections::HashMap;

use crate::{analyze, Analysis};

/// Random sums checked; each costs a few runs of `grundy`.
const SUMS: usize = 40;

/// A deterministic linear congruential generator (Knuth's MMIX constants),
/// so that failures reproduce without a new dependency.
struct Lcg(u64);

impl Lcg {
    /// A number in `0..n`, from the high bits.
    fn below(&mut self, n: u64) -> u64 {
        self.0 =
            self.0.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 33) % n
    }

    /// A non-empty sorted set of up to `most` numbers in `1..=max`.
    fn set(&mut self, most: u64, max: u64) -> Vec<u64> {
        let mut set: Vec<u64> = (0..=self.below(most)).map(|_| 1 + self.below(max)).collect();
        set.sort_unstable();
        set.dedup();
        set
    }
}

/// A heap ruleset, as the oracle plays it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
enum Rule {
    Nim,
    Bash(u64),
    Subtract(Vec<u64>),
    AllBut(Vec<u64>),
}

impl Rule {
    fn random(rng: &mut Lcg) -> Rule {
        match rng.below(4) {
            0 => Rule::Nim,
            1 => Rule::Bash(1 + rng.below(5)),
            2 => Rule::Subtract(rng.set(3, 8)),
            _ => Rule::AllBut(rng.set(2, 5)),
        }
    }

    /// The ruleset as the command line writes it.
    fn name(&self) -> String {
        let list = |set: &[u64]| {
            let items: Vec<String> = set.iter().map(u64::to_string).collect();
            items.join(",")
        };
        match self {
            Rule::Nim => "nim".to_string(),
            Rule::Bash(m) => format!("bash({m})"),
            Rule::Subtract(set) => format!("subtract({})", list(set)),
            Rule::AllBut(set) => format!("allbut({})", list(set)),
        }
    }

    /// The heaps one move on `heap` can leave, straight from the rule.
    fn options(&self, heap: u64) -> Vec<u64> {
        match self {
            Rule::Nim => (0..heap).collect(),
            Rule::Bash(m) => (1..=(*m).min(heap)).map(|take| heap - take).collect(),
            Rule::Subtract(set) => {
                set.iter().filter(|&&take| take <= heap).map(|&take| heap - take).collect()
            }
            Rule::AllBut(set) => {
                (0..heap).filter(|&smaller| !set.contains(&(heap - smaller))).collect()
            }
        }
    }

    /// G(heap) as the mex of the options' values.
    fn grundy(&self, heap: u64) -> u64 {
        let mut values: Vec<u64> = Vec::new();
        for n in 0..=heap {
            let seen: Vec<u64> = self.options(n).iter().map(|&o| values[o as usize]).collect();
            values.push((0..).find(|v| !seen.contains(v)).expect("a mex"));
        }
        values[heap as usize]
    }
}

/// A sum: one (rule, heap) per component, each written as its own part.
type Sum = Vec<(Rule, u64)>;

fn describe(sum: &Sum) -> String {
    let parts: Vec<String> =
        sum.iter().map(|(rule, heap)| format!("{} {heap}", rule.name())).collect();
    parts.join(" + ")
}

/// Winning moves as (component, heaps left), sorted.
type Moves = Vec<(usize, Vec<u64>)>;

/// The oracle under normal play: the nim-sum and every move to nim-sum 0.
fn normal_oracle(sum: &Sum) -> (u64, Moves) {
    let values: Vec<u64> = sum.iter().map(|(rule, heap)| rule.grundy(*heap)).collect();
    let total = values.iter().fold(0, |a, v| a ^ v);
    let mut moves = Vec::new();
    for (component, (rule, heap)) in sum.iter().enumerate() {
        for option in rule.options(*heap) {
            if total != 0 && rule.grundy(option) == values[component] ^ total {
                moves.push((component, vec![option]));
            }
        }
    }
    moves.sort();
    (total, moves)
}

/// Whether the player to move wins `heaps` (one per component of `sum`)
/// under misère play, by exhaustive search.
fn misere_wins(sum: &Sum, heaps: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if let Some(&known) = memo.get(heaps) {
        return known;
    }
    let mut any_move = false;
    let mut wins = false;
    for (component, (rule, _)) in sum.iter().enumerate() {
        for option in rule.options(heaps[component]) {
            any_move = true;
            let mut next = heaps.to_vec();
            next[component] = option;
            if !misere_wins(sum, &next, memo) {
                wins = true;
            }
        }
    }
    let wins = wins || !any_move;
    memo.insert(heaps.to_vec(), wins);
    wins
}

/// The oracle under misère play: who wins and every move to a misère P-position.
fn misere_oracle(sum: &Sum) -> (bool, Moves) {
    let mut memo = HashMap::new();
    let heaps: Vec<u64> = sum.iter().map(|(_, heap)| *heap).collect();
    let wins = misere_wins(sum, &heaps, &mut memo);
    let mut moves = Vec::new();
    for (component, (rule, heap)) in sum.iter().enumerate() {
        for option in rule.options(*heap) {
            let mut next = heaps.clone();
            next[component] = option;
            if !misere_wins(sum, &next, &mut memo) {
                moves.push((component, vec![option]));
            }
        }
    }
    moves.sort();
    (wins, moves)
}

/// A reported move as (component, heaps left), checking that `from` and
/// `to` are written with the component's ruleset.
fn parse_move(sum: &Sum, component: usize, from: &str, to: &str) -> (usize, Vec<u64>) {
    let (rule, heap) = &sum[component];
    assert_eq!(from, format!("{} {heap}", rule.name()), "from of {to:?}");
    let mut words = to.split_whitespace();
    assert_eq!(words.next(), Some(rule.name().as_str()), "the ruleset of {to:?}");
    let heaps = words.map(|w| w.parse().expect("a heap in `to`")).collect();
    (component, heaps)
}

/// `sum` after a move: the moved component replaced by the heaps left.
fn after(sum: &Sum, (component, heaps): &(usize, Vec<u64>)) -> Sum {
    let mut next = Sum::new();
    for (i, (rule, heap)) in sum.iter().enumerate() {
        if i == *component {
            next.extend(heaps.iter().map(|&h| (rule.clone(), h)));
        } else {
            next.push((rule.clone(), *heap));
        }
    }
    next
}

/// Checks one sum under one kind of play against the oracle and, through
/// the command line, checks that every reported move leads to a P-position.
/// Returns the number of winning moves checked.
fn check(sum: &Sum, misere: bool) -> usize {
    let flags: &[&str] = if misere { &["--misere"] } else { &[] };
    let spec = describe(sum);
    let report: Analysis = analyze(flags, &spec);
    let moves: Moves =
        report.moves.iter().map(|m| parse_move(sum, m.component, &m.from, &m.to)).collect();
    let mut sorted = moves.clone();
    sorted.sort();
    let (wins, expected_moves, nimber) = if misere {
        let (wins, moves) = misere_oracle(sum);
        (wins, moves, None)
    } else {
        let (total, moves) = normal_oracle(sum);
        (total != 0, moves, Some(total))
    };
    let expected_outcome = if wins { "N" } else { "P" };
    assert_eq!(
        (report.outcome.as_str(), report.nimber, &sorted),
        (expected_outcome, nimber, &expected_moves),
        "analyze {flags:?} {spec:?}"
    );
    for m in &moves {
        let next = describe(&after(sum, m));
        let outcome = analyze(flags, &next).outcome;
        assert_eq!(
            outcome, "P",
            "{flags:?} {spec:?}: the winning move {m:?} leads to {next:?}, which is not P"
        );
    }
    moves.len()
}

#[test]
fn winning_moves_of_random_sums_lead_to_p_positions() {
    let mut rng = Lcg(0x5eed);
    let mut checked = [0, 0];
    for _ in 0..SUMS {
        let components = 1 + rng.below(4);
        let sum: Sum = (0..components).map(|_| (Rule::random(&mut rng), rng.below(13))).collect();
        checked[0] += check(&sum, false);
        checked[1] += check(&sum, true);
    }
    // The sums are not all P-positions: plenty of moves were checked.
    assert!(checked.iter().all(|&n| n >= SUMS / 2), "{checked:?}");
}

/// Misère Nim takes a shortcut (Bouton's rule) instead of the search, so it
/// gets sums of its own, with many heaps of 0 and 1 where the rule turns.
#[test]
fn misere_nim_agrees_with_the_search() {
    let mut rng = Lcg(1901);
    let mut checked = 0;
    for _ in 0..SUMS {
        let components = 1 + rng.below(5);
        let sum: Sum = (0..components)
            .map(|_| {
                let heap = if rng.below(2) == 0 { rng.below(2) } else { rng.below(7) };
                (Rule::Nim, heap)
            })
            .collect();
        checked += check(&sum, true);
    }
    assert!(checked >= SUMS / 2, "{checked} moves checked");
}
