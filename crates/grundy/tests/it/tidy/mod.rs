//! The engine's architecture, checked on its source text (in the spirit of
//! rust-analyzer's `xtask/src/tidy.rs`: read the files, check the text).
//!
//! The engine (`crates/grundy/src`) is built in floors, one folder each,
//! from the bottom up: `core`, `theory`, `rules`, `misere`, `parts`,
//! `language`, `rulesets`, `analysis`; `lib.rs` only declares them and
//! re-exports the public API. Every `.rs` file is read and its comments
//! (doc comments too), string and character literals are blanked; the item
//! after each `#[cfg(test)]` (to its `;` or closing brace: today each is a
//! `mod tests { … }` ending its file) is left out. Every path naming a
//! module of the crate is collected: `use` trees (`crate::`, `super::`,
//! `self::`, a child module declared with `mod`; nested braces, `self`,
//! `as`, several lines) and paths written in code
//! (`crate::core::limits::Deadline::none()`); `mod name;` itself imports
//! nothing. Each is resolved to the file it names: the longest prefix that
//! is a module file (`a/b.rs` or `a/b/mod.rs`; `lib.rs` for the root).
//!
//! The checks, each a test whose message lists every finding as
//! `file:line`, the path written and what to do instead:
//! - `imports_go_downward`: a file names only files of its own floor or the
//!   floors below (`lib.rs`, the top, is exempt), and every file but
//!   `lib.rs` is in a floor;
//! - `no_import_circles`: the graph of imports between files (same floor
//!   included; a `mod.rs`'s `pub use child::Item` is an import of the child)
//!   has no circle: each strongly connected set of files (Tarjan) is
//!   reported with its shortest circle and all the imports inside it;
//! - `imports_name_the_defining_file`: no engine file names an item through
//!   the crate root (`crate::Limits`, `crate::period::…`) or through a file
//!   that only imports it (a `mod.rs` re-export such as
//!   `crate::rulesets::Nim`, or another file's `use`); items a `mod.rs`
//!   defines may be named there, and `super::child::Item` names the child;
//! - `nothing_below_rulesets_names_a_game`: code on floors 0–5 never has an
//!   identifier naming a game: a `pub` or `pub(…)` struct or enum defined
//!   under `src/rulesets/`, but for the helpers in `NOT_GAMES` and for names
//!   the lower floors define themselves (items or enum variants, such as
//!   `PeriodTheorem::AllBut`, the theorem of all-but subtraction games);
//! - `no_file_over_1000_lines`: every `.rs` file under `crates/*/src`;
//! - `json_shapes_live_in_the_service`: the command line and the server
//!   define no JSON shape (no `Serialize` derive or impl) of their own.
//!
//! A path through `lib.rs` counts, for the first two checks, as an import of
//! the file the item comes from (followed through `lib.rs`'s `pub use`):
//! `lib.rs` is the façade, not a dependency, and the route itself is the
//! third check's business. `the_whole_engine_is_read` prints the figures and
//! checks the reading found the tree (over 50 files, 150 imports); the
//! `checker` tests run each check on small trees written here, so that none
//! passes for want of reading.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

mod checker;
mod checks;
mod paths;
mod read;
mod tree;

use checks::*;
use paths::*;
use read::*;
use tree::*;

/// The floors, from the bottom up: a file's floor is its first folder under `src/`.
pub(super) const FLOORS: [&str; 8] =
    ["core", "theory", "rules", "misere", "parts", "language", "rulesets", "analysis"];

/// The floor of the rulesets: the floors below it know no game.
pub(super) const RULESETS: usize = 6;

/// The most lines a source file may have.
pub(super) const MAX_LINES: usize = 1000;

/// Types defined under `src/rulesets/` that are not games, so that a lower
/// floor may use the same word: Chomp's position (`Board` is also a variant
/// of `parts::part::Drawing`), the catalogue's entries and `Registry`, the
/// take-and-break value machinery (`Sequence`, its `Method` and `Store`, the
/// splits, the period search's reports) and the graph part's solved tokens.
pub(super) const NOT_GAMES: [&str; 14] = [
    "Board",
    "Catalogue",
    "Method",
    "PeriodFound",
    "PeriodRun",
    "PeriodStop",
    "Rules",
    "RulesetInfo",
    "Sequence",
    "SolvedTokens",
    "Split",
    "SplitRun",
    "SplitRuns",
    "Store",
];

// ---------------------------------------------------------------------------
// The real tree.

fn manifest_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Every `.rs` file under `dir`, sorted: (path relative to `dir`, text).
fn read_rs(dir: &Path) -> Vec<(String, String)> {
    fn walk(root: &Path, dir: &Path, out: &mut Vec<(String, String)>) {
        let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
        for entry in entries {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(root, &path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let rel = path.strip_prefix(root).unwrap().to_string_lossy().replace('\\', "/");
                let text = std::fs::read_to_string(&path)
                    .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
                out.push((rel, text));
            }
        }
    }
    let mut out = Vec::new();
    walk(dir, dir, &mut out);
    out.sort();
    out
}

fn engine() -> &'static Tree {
    static TREE: OnceLock<Tree> = OnceLock::new();
    TREE.get_or_init(|| Tree::new(read_rs(&manifest_dir().join("src"))))
}

fn verdict(check: &str, rule: &str, found: &[String]) {
    assert!(
        found.is_empty(),
        "{check}: {} finding(s). {rule}\n{}",
        found.len(),
        found.iter().map(|f| format!("  - {f}")).collect::<Vec<_>>().join("\n")
    );
}

#[test]
fn imports_go_downward() {
    verdict(
        "imports_go_downward",
        "A file imports only from its own floor or the floors below \
         (core < theory < rules < misere < parts < language < rulesets < analysis):",
        &upward_imports(engine()),
    );
}

#[test]
fn no_import_circles() {
    verdict(
        "no_import_circles",
        "The files' imports (same floor included) must have no circle:",
        &import_circles(engine()),
    );
}

#[test]
fn imports_name_the_defining_file() {
    verdict(
        "imports_name_the_defining_file",
        "An engine file imports each item from the file that defines it, never through \
         lib.rs or a file that only re-exports it:",
        &indirect_imports(engine()),
    );
}

#[test]
fn nothing_below_rulesets_names_a_game() {
    verdict(
        "nothing_below_rulesets_names_a_game",
        "Floors 0-5 (core … language) never name a ruleset's type:",
        &games_named_below(engine()),
    );
}

#[test]
fn no_file_over_1000_lines() {
    let crates = manifest_dir().join("../..").join("crates");
    let mut files = Vec::new();
    let mut names: Vec<PathBuf> =
        std::fs::read_dir(&crates).unwrap().map(|e| e.unwrap().path()).collect();
    names.sort();
    for dir in names.into_iter().filter(|d| d.join("src").is_dir()) {
        let name = dir.file_name().unwrap().to_string_lossy().into_owned();
        for (rel, text) in read_rs(&dir.join("src")) {
            files.push((format!("crates/{name}/src/{rel}"), text));
        }
    }
    assert!(files.len() > 50, "only {} files read under {}", files.len(), crates.display());
    verdict(
        "no_file_over_1000_lines",
        "Every source file has at most 1,000 lines:",
        &long_files(&files),
    );
}

/// The front ends serialize only the service's shapes: no file of the
/// command line or the server defines a JSON shape of its own (a
/// `Serialize` derive or impl), so every shape is in
/// `crates/grundy-service/src/shapes.rs` and documented in `docs/json.md`.
#[test]
fn json_shapes_live_in_the_service() {
    let cli = manifest_dir().join("../grundy-cli/src");
    let files = read_rs(&cli);
    assert!(files.len() > 10, "only {} files read under {}", files.len(), cli.display());
    let mut found = Vec::new();
    for (rel, text) in &files {
        let code = strip(text);
        for (n, line) in code.lines().enumerate() {
            let derives = line.contains("derive(") && line.contains("Serialize");
            if derives || line.contains("Serialize for ") {
                found.push(format!("crates/grundy-cli/src/{rel}:{}: {}", n + 1, line.trim()));
            }
        }
    }
    verdict(
        "json_shapes_live_in_the_service",
        "JSON shapes belong to crates/grundy-service/src/shapes.rs (documented in docs/json.md), which the front ends serialize:",
        &found,
    );
}

/// The checker read the real tree, and the figures of it.
#[test]
fn the_whole_engine_is_read() {
    let tree = engine();
    let edges = tree.edges();
    let lines: usize = tree.files.iter().map(|f| f.lines).sum();
    let mut largest: Vec<&File> = tree.files.iter().collect();
    largest.sort_by_key(|f| std::cmp::Reverse(f.lines));
    let largest: Vec<String> =
        largest.iter().take(5).map(|f| format!("{} ({})", f.rel, f.lines)).collect();
    let mut per_floor = vec![0usize; FLOORS.len()];
    for k in 0..tree.files.len() {
        if let Some(f) = tree.floor(k).filter(|&f| f < FLOORS.len()) {
            per_floor[f] += 1;
        }
    }
    let floors: Vec<String> =
        FLOORS.iter().zip(&per_floor).map(|(n, c)| format!("{n} {c}")).collect();
    eprintln!(
        "tidy: {} files, {lines} lines ({}); {} paths naming the crate's modules, {} imports \
         between files; {} games ({:?} also a word of the floors below); largest: {}",
        tree.files.len(),
        floors.join(", "),
        tree.references.len(),
        edges.len(),
        game_names(tree).len(),
        own_words_below(tree),
        largest.join(", "),
    );
    assert!(tree.files.len() > 50, "only {} files read", tree.files.len());
    assert!(edges.len() > 150, "only {} imports between files found", edges.len());
    assert!(game_names(tree).len() > 15, "games: {:?}", game_names(tree));
}
