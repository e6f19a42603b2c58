//! The rule files of `games/`, each a judge's problem written as a rule
//! (`rule(games/…) N1 N2 …`). For every file: the judges' published samples
//! (input → expected output, the problem cited), a plain brute force of the
//! problem's literal rules written here (memoised mex or win/lose
//! recursion, knowing nothing of grundy) against grundy's values on every
//! small position, and the known closed form where there is one. Then a
//! rule whose play can go on for ever against the catalogue's `addtake`,
//! and hostile rules, each refused with an error that names its file and
//! line, never a panic.
//!
//! The files are read from disk, relative to the repository's root; a test
//! that plays another case of a problem (S-Nim's second set, the chess
//! game's second graph, the tree game's other trees) writes the file's text
//! with that case's data in place of the sample's, read under its own path.

use std::collections::{HashMap, HashSet};
use std::hash::Hash;
use std::path::PathBuf;

use grundy::{parse_with, Analysis, Files, Gamma, Limits, Message, Outcome};

mod check;
mod hostile;
mod one_number;
mod pattern;
mod two_numbers;

// The files, each named after its problem (the first two were there
// before these tests).
const KIKI: &str = "games/hdu2147-kiki.rhai";
const ED: &str = "games/luogu-p2148-ed.rhai";
const SALE: &str = "games/hdu2149-public-sale.rhai";
const SNIM: &str = "games/hdu1536-snim.rhai";
const CHESS: &str = "games/hdu1524-chess-game.rhai";
const TREE: &str = "games/hdu3094-tree-game.rhai";
const SPLIT: &str = "games/hnoi2007-split-game.rhai";
const CUTTING: &str = "games/poj2311-cutting.rhai";
const TURTLES: &str = "games/hdu3537-mock-turtles.rhai";
const WYTHOFF: &str = "games/poj1067-wythoff.rhai";
const BO: &str = "games/hdu5754-life-winner-bo.rhai";
const LASKER: &str = "games/hdu3032-nim-or-not-nim.rhai";
const ADDTAKE: &str = "games/grundy-addtake-10-2-3-1.rhai";

/// The repository's files, read from disk relative to its root; the texts
/// a test writes itself (`extra`) first.
struct Repo {
    extra: Vec<(String, String)>,
}

impl Repo {
    fn new() -> Repo {
        Repo { extra: Vec::new() }
    }

    fn with(path: &str, text: &str) -> Repo {
        Repo { extra: vec![(path.to_string(), text.to_string())] }
    }
}

impl Files for Repo {
    fn read(&self, path: &str) -> Result<String, Message> {
        if let Some((_, text)) = self.extra.iter().find(|(p, _)| p == path) {
            return Ok(text.clone());
        }
        let full = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..").join(path);
        std::fs::read_to_string(&full).map_err(|e| Message::plain(format!("{path}: {e}")))
    }
}

/// The text of a file of the repository.
fn shipped(path: &str) -> String {
    Repo::new().read(path).unwrap()
}

/// `rule(PATH) N1 N2 …`: each position one component.
fn rule_text(path: &str, positions: &[Vec<u64>]) -> String {
    let numbers: Vec<String> = positions.iter().flatten().map(u64::to_string).collect();
    format!("rule({path}) {}", numbers.join(" "))
}

/// Every component's value in `text`, from one analysis.
fn values(files: &Repo, text: &str) -> Vec<u64> {
    let game = parse_with(text, files).unwrap_or_else(|e| panic!("{text}: {e}"));
    let analysis = Analysis::new(&game, &Limits::default()).unwrap_or_else(|e| panic!("{e}"));
    analysis
        .component_values()
        .map(|v| v.expect("a known value").to_nimber().expect("a small value").0)
        .collect()
}

/// Every component's value, finite or ∞(K), from one analysis.
fn gammas(files: &Repo, text: &str) -> Vec<Gamma> {
    let game = parse_with(text, files).unwrap_or_else(|e| panic!("{text}: {e}"));
    let analysis = Analysis::new(&game, &Limits::default()).unwrap_or_else(|e| panic!("{e}"));
    game.components().map(|(part, index)| analysis.gamma_of(part, index).unwrap()).collect()
}

/// Who wins `text`.
fn outcome(files: &Repo, text: &str) -> Outcome {
    let game = parse_with(text, files).unwrap_or_else(|e| panic!("{text}: {e}"));
    let analysis = Analysis::new(&game, &Limits::default());
    let outcome = analysis.unwrap_or_else(|e| panic!("{text}: {e}")).outcome();
    outcome
}

/// The winning moves of `text`: each move's component and the numbers of
/// what replaces it, one list per component of the replacement.
fn winning(files: &Repo, text: &str) -> Vec<(usize, Vec<Vec<u64>>)> {
    let game = parse_with(text, files).unwrap_or_else(|e| panic!("{text}: {e}"));
    let analysis = Analysis::new(&game, &Limits::default()).unwrap_or_else(|e| panic!("{e}"));
    analysis
        .winning_moves()
        .map(|m| {
            let m = m.unwrap_or_else(|u| panic!("{text}: unlisted {u:?}"));
            (m.component, numbers_of(&m.to))
        })
        .collect()
}

/// `rule(p) 3 1 + rule(p) 0 2` → [[3, 1], [0, 2]]: the numbers after each
/// component's ruleset.
fn numbers_of(description: &str) -> Vec<Vec<u64>> {
    description
        .split(" + ")
        .map(|part| {
            let after = &part[part.rfind(')').map_or(0, |i| i + 1)..];
            after.split_whitespace().filter_map(|w| w.parse().ok()).collect()
        })
        .collect()
}

/// G(p) by memoised mex: `options(p)` lists p's options, each a sum of
/// positions.
fn mex_of<P: Clone + Eq + Hash>(
    p: &P,
    options: &dyn Fn(&P) -> Vec<Vec<P>>,
    memo: &mut HashMap<P, u64>,
) -> u64 {
    if let Some(&v) = memo.get(p) {
        return v;
    }
    let mut seen = HashSet::new();
    for option in options(p) {
        seen.insert(option.iter().fold(0, |sum, q| sum ^ mex_of(q, options, memo)));
    }
    let value = (0..).find(|v| !seen.contains(v)).unwrap();
    memo.insert(p.clone(), value);
    value
}

/// Every pair (a, b) with a and b in `range`.
fn pairs(range: std::ops::RangeInclusive<u64>) -> Vec<Vec<u64>> {
    range.clone().flat_map(|a| range.clone().map(move |b| vec![a, b])).collect()
}

/// The whitespace-separated numbers of a judge's sample input.
fn tokens(input: &str) -> impl Iterator<Item = u64> + '_ {
    input.split_whitespace().map(|t| t.parse().unwrap())
}
