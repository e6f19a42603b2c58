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
//! - `no_file_over_1000_lines`: every `.rs` file under `crates/*/src`.
//!
//! A path through `lib.rs` counts, for the first two checks, as an import of
//! the file the item comes from (followed through `lib.rs`'s `pub use`):
//! `lib.rs` is the façade, not a dependency, and the route itself is the
//! third check's business. `the_whole_engine_is_read` prints the figures and
//! checks the reading found the tree (over 50 files, 150 imports); the
//! `checker` tests run each check on small trees written here, so that none
//! passes for want of reading.

use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// The floors, from the bottom up: a file's floor is its first folder under `src/`.
const FLOORS: [&str; 8] =
    ["core", "theory", "rules", "misere", "parts", "language", "rulesets", "analysis"];

/// The floor of the rulesets: the floors below it know no game.
const RULESETS: usize = 6;

/// The most lines a source file may have.
const MAX_LINES: usize = 1000;

/// Types defined under `src/rulesets/` that are not games, so that a lower
/// floor may use the same word: Chomp's position (`Board` is also a variant
/// of `parts::part::Drawing`), the catalogue's entries and `Registry`, the
/// take-and-break value machinery (`Sequence`, its `Method` and `Store`, the
/// splits, the period search's reports) and the graph part's solved tokens.
const NOT_GAMES: [&str; 15] = [
    "Board",
    "Catalogue",
    "Method",
    "PeriodFound",
    "PeriodProgress",
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
// Reading the text.

/// `text` with comments, string and character literals blanked: each of
/// their characters becomes a space, newlines stay, so lines keep their
/// numbers. Lifetimes and labels are kept.
fn strip(text: &str) -> String {
    let c: Vec<char> = text.chars().collect();
    let n = c.len();
    let mut out = String::with_capacity(text.len());
    let blank = |out: &mut String, ch: char| out.push(if ch == '\n' { '\n' } else { ' ' });
    let mut i = 0;
    while i < n {
        let after_ident = i > 0 && is_ident_char(c[i - 1]);
        match c[i] {
            '/' if c.get(i + 1) == Some(&'/') => {
                while i < n && c[i] != '\n' {
                    blank(&mut out, c[i]);
                    i += 1;
                }
            }
            '/' if c.get(i + 1) == Some(&'*') => {
                let mut depth = 0;
                while i < n {
                    if c[i] == '/' && c.get(i + 1) == Some(&'*') {
                        depth += 1;
                        out.push_str("  ");
                        i += 2;
                    } else if c[i] == '*' && c.get(i + 1) == Some(&'/') {
                        depth -= 1;
                        out.push_str("  ");
                        i += 2;
                        if depth == 0 {
                            break;
                        }
                    } else {
                        blank(&mut out, c[i]);
                        i += 1;
                    }
                }
            }
            '"' => {
                blank(&mut out, '"');
                i += 1;
                while i < n {
                    if c[i] == '\\' {
                        blank(&mut out, c[i]);
                        if let Some(&next) = c.get(i + 1) {
                            blank(&mut out, next);
                        }
                        i += 2;
                        continue;
                    }
                    blank(&mut out, c[i]);
                    i += 1;
                    if c[i - 1] == '"' {
                        break;
                    }
                }
            }
            'r' | 'b' | 'c' if !after_ident => {
                // Raw strings r"…", r#"…"#, br"…", cr"…"; b"…", c"…" and b'…'
                // are blanked as plain literals from their quote on.
                let j = if c[i] != 'r' && c.get(i + 1) == Some(&'r') { i + 1 } else { i };
                let hashes = c[j + 1..].iter().take_while(|&&h| h == '#').count();
                if c[j] == 'r' && c.get(j + 1 + hashes) == Some(&'"') {
                    let mut k = j + 1 + hashes + 1;
                    let closes = |k: usize| {
                        c[k] == '"'
                            && c.get(k + 1..k + 1 + hashes)
                                .is_some_and(|h| h.iter().all(|&h| h == '#'))
                    };
                    while k < n && !closes(k) {
                        k += 1;
                    }
                    let end = (k + 1 + hashes).min(n);
                    for &ch in &c[i..end] {
                        blank(&mut out, ch);
                    }
                    i = end;
                } else if c[i] != 'r' && matches!(c.get(i + 1), Some('"' | '\'')) {
                    out.push(' ');
                    i += 1;
                } else {
                    out.push(c[i]);
                    i += 1;
                }
            }
            '\'' => {
                if c.get(i + 1) == Some(&'\\') {
                    // '\n', '\'', '\u{e9}': to the closing quote after the escaped character.
                    let mut k = (i + 3).min(n);
                    while k < n && c[k] != '\'' {
                        k += 1;
                    }
                    let end = (k + 1).min(n);
                    for &ch in &c[i..end] {
                        blank(&mut out, ch);
                    }
                    i = end;
                } else if c.get(i + 2) == Some(&'\'') {
                    out.push_str("   ");
                    i += 3;
                } else {
                    out.push('\''); // a lifetime or a label
                    i += 1;
                }
            }
            ch => {
                out.push(ch);
                i += 1;
            }
        }
    }
    out
}

fn is_ident_char(ch: char) -> bool {
    ch.is_alphanumeric() || ch == '_'
}

/// A token of code: an identifier (`raw` for `r#name`, written without
/// `r#`), a lifetime, a number, `::` or one other character.
#[derive(Debug, Clone)]
struct Token {
    text: String,
    line: usize,
    raw: bool,
}

impl Token {
    /// Whether this is the keyword or punctuation `word`.
    fn is(&self, word: &str) -> bool {
        !self.raw && self.text == word
    }

    fn is_ident(&self) -> bool {
        self.text.starts_with(|ch: char| ch.is_alphabetic() || ch == '_')
    }
}

/// The tokens of code already stripped of comments and literals.
fn tokenize(code: &str) -> Vec<Token> {
    let c: Vec<char> = code.chars().collect();
    let mut tokens = Vec::new();
    let (mut i, mut line) = (0, 1);
    while i < c.len() {
        let ch = c[i];
        let start = i;
        let mut raw = false;
        if ch == '\n' {
            line += 1;
            i += 1;
            continue;
        } else if ch.is_whitespace() {
            i += 1;
            continue;
        } else if ch == 'r'
            && c.get(i + 1) == Some(&'#')
            && c.get(i + 2).is_some_and(|&d| is_ident_char(d))
        {
            raw = true;
            i += 2;
            while i < c.len() && is_ident_char(c[i]) {
                i += 1;
            }
        } else if is_ident_char(ch) {
            while i < c.len() && is_ident_char(c[i]) {
                i += 1;
            }
        } else if ch == '\'' {
            i += 1;
            while i < c.len() && is_ident_char(c[i]) {
                i += 1;
            }
        } else if ch == ':' && c.get(i + 1) == Some(&':') {
            i += 2;
        } else {
            i += 1;
        }
        let text: String = c[start..i].iter().collect();
        let text = if raw { text[2..].to_string() } else { text };
        tokens.push(Token { text, line, raw });
    }
    tokens
}

/// `tokens` without the items under `#[cfg(test)]` (the unit tests).
fn without_tests(tokens: Vec<Token>) -> Vec<Token> {
    let is_cfg_test = |t: &[Token]| {
        t.len() >= 7 && ["#", "[", "cfg", "(", "test", ")", "]"].iter().zip(t).all(|(w, t)| t.is(w))
    };
    let mut kept = Vec::with_capacity(tokens.len());
    let mut i = 0;
    while i < tokens.len() {
        if !is_cfg_test(&tokens[i..]) {
            kept.push(tokens[i].clone());
            i += 1;
            continue;
        }
        // Skip the attribute, any further ones, then the item: to its `;`,
        // or to the brace closing its body.
        i += 7;
        while i + 1 < tokens.len() && tokens[i].is("#") && tokens[i + 1].is("[") {
            i = closing(&tokens, i + 1) + 1;
        }
        let mut depth = 0usize;
        while i < tokens.len() {
            let t = &tokens[i];
            i += 1;
            if t.is("(") || t.is("[") || t.is("{") {
                depth += 1;
            } else if t.is(")") || t.is("]") || t.is("}") {
                depth = depth.saturating_sub(1);
                if depth == 0 && t.is("}") {
                    break;
                }
            } else if depth == 0 && t.is(";") {
                break;
            }
        }
    }
    kept
}

/// The index of the bracket closing the one at `open`.
fn closing(tokens: &[Token], open: usize) -> usize {
    let mut depth = 0usize;
    for (k, t) in tokens.iter().enumerate().skip(open) {
        if t.is("(") || t.is("[") || t.is("{") {
            depth += 1;
        } else if t.is(")") || t.is("]") || t.is("}") {
            depth -= 1;
            if depth == 0 {
                return k;
            }
        }
    }
    tokens.len() - 1
}

// ---------------------------------------------------------------------------
// The files and the paths they write.

/// A path as written, in a `use` or in code, in module `module`.
#[derive(Debug, Clone)]
struct Written {
    segments: Vec<String>,
    line: usize,
    module: Vec<String>,
}

impl Written {
    fn text(&self) -> String {
        self.segments.join("::")
    }
}

/// A name a `use` brings into a module.
#[derive(Debug, Clone)]
struct Import {
    path: Written,
}

/// One source file of the engine.
#[derive(Debug)]
struct File {
    /// Relative to `src/`: `core/limits.rs`.
    rel: String,
    /// Its module path: `["core", "limits"]`; `[]` for `lib.rs`.
    module: Vec<String>,
    lines: usize,
    /// The identifiers of its code, with their lines.
    idents: Vec<(String, usize)>,
    /// Every path written, in `use` trees and in code.
    paths: Vec<Written>,
    /// Per module (the file's own and its inline `mod name { … }`): names
    /// brought in by `use`.
    imported: BTreeMap<Vec<String>, BTreeMap<String, Import>>,
    /// Per module: names of items it defines (`fn`, `struct`, `mod`, …).
    defined: BTreeMap<Vec<String>, BTreeSet<String>>,
    /// Modules declared in this file: `mod name;` and `mod name { … }`.
    modules: BTreeSet<Vec<String>>,
    /// Modules defined inline in this file: `mod name { … }`.
    inline: BTreeSet<Vec<String>>,
    /// Names of `pub` (or `pub(…)`) structs and enums.
    public_types: BTreeSet<String>,
    /// Names of the variants of its enums.
    variants: BTreeSet<String>,
}

impl File {
    fn new(rel: &str, text: &str) -> File {
        let module: Vec<String> = {
            let stem = rel.strip_suffix(".rs").unwrap_or(rel);
            let mut parts: Vec<String> = stem.split('/').map(String::from).collect();
            if matches!(parts.last().map(String::as_str), Some("mod" | "lib" | "main")) {
                parts.pop();
            }
            parts
        };
        let tokens = without_tests(tokenize(&strip(text)));
        let mut file = File {
            rel: rel.to_string(),
            module: module.clone(),
            lines: text.lines().count(),
            idents: Vec::new(),
            paths: Vec::new(),
            imported: BTreeMap::new(),
            defined: BTreeMap::new(),
            modules: BTreeSet::new(),
            inline: BTreeSet::new(),
            public_types: BTreeSet::new(),
            variants: BTreeSet::new(),
        };
        let mut stack: Vec<(String, usize)> = Vec::new(); // inline modules, by brace depth
        let mut depth = 0;
        let mut i = 0;
        while i < tokens.len() {
            let t = &tokens[i];
            let here: Vec<String> =
                module.iter().cloned().chain(stack.iter().map(|(m, _)| m.clone())).collect();
            let next = |k: usize| tokens.get(i + k);
            if t.is_ident() && !t.text.starts_with('\'') {
                file.idents.push((t.text.clone(), t.line));
            }
            if t.is("{") {
                depth += 1;
            } else if t.is("}") {
                if stack.last().is_some_and(|&(_, d)| d == depth) {
                    stack.pop();
                }
                depth -= 1;
            } else if t.is("pub") && next(1).is_some_and(|t| t.is("(")) {
                i = closing(&tokens, i + 1) + 1; // `pub(in crate::a)` names no import
                continue;
            } else if t.is("use") && !next(1).is_some_and(|t| t.is("<")) {
                // (`impl Trait + use<'a>` captures lifetimes and imports nothing.)
                i = file.read_use(&tokens, i + 1, &here);
                continue;
            } else if t.is("mod") && next(1).is_some_and(Token::is_ident) {
                let name = next(1).unwrap().text.clone();
                let mut child = here.clone();
                child.push(name.clone());
                file.modules.insert(child.clone());
                if next(2).is_some_and(|t| t.is("{")) {
                    file.inline.insert(child);
                    stack.push((name.clone(), depth + 1));
                }
                file.defined.entry(here).or_default().insert(name);
                i += 2;
                continue;
            } else if ["fn", "struct", "enum", "trait", "type", "const", "static", "union"]
                .iter()
                .any(|w| t.is(w))
                && next(1).is_some_and(Token::is_ident)
            {
                let name = next(1).unwrap().text.clone();
                if (t.is("struct") || t.is("enum")) && is_public(&tokens, i) {
                    file.public_types.insert(name.clone());
                }
                if t.is("enum") {
                    file.variants.extend(variants(&tokens, i));
                }
                file.defined.entry(here).or_default().insert(name);
            } else if t.is("macro_rules") && next(2).is_some_and(Token::is_ident) {
                file.defined.entry(here).or_default().insert(next(2).unwrap().text.clone());
            } else if t.is_ident()
                && next(1).is_some_and(|t| t.is("::"))
                && next(2).is_some_and(Token::is_ident)
                && !(i > 0 && tokens[i - 1].is("::"))
            {
                // A path in code: `crate::core::limits::Deadline`, `super::graph::X`, `child::f`.
                let mut segments = vec![t.text.clone()];
                let mut k = i + 1;
                while k + 1 < tokens.len() && tokens[k].is("::") && tokens[k + 1].is_ident() {
                    segments.push(tokens[k + 1].text.clone());
                    k += 2;
                }
                let lines = tokens[i..k].iter().step_by(2).map(|t| t.line);
                for (s, line) in segments.iter().zip(lines).skip(1) {
                    file.idents.push((s.clone(), line));
                }
                file.paths.push(Written { segments, line: t.line, module: here });
                i = k;
                continue;
            }
            i += 1;
        }
        file
    }

    /// Reads a `use` tree from `tokens[i]` to its `;`; returns the index after it.
    fn read_use(&mut self, tokens: &[Token], mut i: usize, here: &[String]) -> usize {
        let mut leaves = Vec::new();
        read_tree(tokens, &mut i, &mut Vec::new(), &mut leaves);
        while i < tokens.len() && !tokens[i].is(";") {
            i += 1;
        }
        for (mut segments, alias, line) in leaves {
            if segments.len() > 1 && segments.last().is_some_and(|s| s == "self") {
                segments.pop();
            }
            let path = Written { segments, line, module: here.to_vec() };
            let name = alias.unwrap_or_else(|| path.segments.last().cloned().unwrap_or_default());
            for s in &path.segments {
                self.idents.push((s.clone(), line));
            }
            if name != "_" && name != "*" {
                self.imported
                    .entry(here.to_vec())
                    .or_default()
                    .insert(name, Import { path: path.clone() });
            }
            self.paths.push(path);
        }
        i + 1
    }
}

/// Reads one use tree (`a::b::{c, d::{self, e as f}, *}`) after `prefix`:
/// each leaf's segments (`*` for a glob), alias and line.
fn read_tree(
    tokens: &[Token],
    i: &mut usize,
    prefix: &mut Vec<String>,
    leaves: &mut Vec<(Vec<String>, Option<String>, usize)>,
) {
    let depth = prefix.len();
    while let Some(t) = tokens.get(*i) {
        if t.is("{") {
            *i += 1;
            while tokens.get(*i).is_some_and(|t| !t.is("}")) {
                let before = *i;
                read_tree(tokens, i, prefix, leaves);
                if tokens.get(*i).is_some_and(|t| t.is(",")) || *i == before {
                    *i += 1; // past the comma, or a token no tree starts with
                }
            }
            *i += 1;
            break;
        } else if t.is("*") {
            let mut segments = prefix.clone();
            segments.push("*".to_string());
            leaves.push((segments, None, t.line));
            *i += 1;
            break;
        } else if t.is("::") {
            if prefix.is_empty() {
                prefix.push("::".to_string()); // `use ::name`: outside the crate
            }
            *i += 1;
        } else if t.is_ident() {
            prefix.push(t.text.clone());
            *i += 1;
            if tokens.get(*i).is_some_and(|t| t.is("::")) {
                continue;
            }
            let mut alias = None;
            if tokens.get(*i).is_some_and(|t| t.is("as")) {
                alias = tokens.get(*i + 1).map(|t| t.text.clone());
                *i += 2;
            }
            leaves.push((prefix.clone(), alias, t.line));
            break;
        } else {
            break;
        }
    }
    prefix.truncate(depth);
}

/// The variants of the `enum` at `tokens[i]`: the names at the top of its
/// body after `{`, `,` or an attribute.
fn variants(tokens: &[Token], i: usize) -> Vec<String> {
    let Some(open) = (i..tokens.len()).find(|&k| tokens[k].is("{")) else { return Vec::new() };
    let end = closing(tokens, open);
    let mut names = Vec::new();
    let mut depth = 0usize;
    for k in open..end {
        let t = &tokens[k];
        if t.is("(") || t.is("[") || t.is("{") {
            depth += 1;
        } else if t.is(")") || t.is("]") || t.is("}") {
            depth -= 1;
        } else if depth == 1
            && t.is_ident()
            && (tokens[k - 1].is("{") || tokens[k - 1].is(",") || tokens[k - 1].is("]"))
        {
            names.push(t.text.clone());
        }
    }
    names
}

/// Whether the `struct` or `enum` at `tokens[i]` is `pub` or `pub(…)`.
fn is_public(tokens: &[Token], i: usize) -> bool {
    if i >= 1 && tokens[i - 1].is("pub") {
        return true;
    }
    if i >= 1 && tokens[i - 1].is(")") {
        let mut k = i - 1;
        while k > 0 && !tokens[k].is("(") {
            k -= 1;
        }
        return k >= 1 && tokens[k - 1].is("pub");
    }
    false
}

// ---------------------------------------------------------------------------
// The tree: resolving paths to files.

/// Where a path leads: the file that holds the module it names, the module
/// (maybe inline in that file), and what follows the module (the item first).
#[derive(Debug)]
struct Resolved {
    file: usize,
    module: Vec<String>,
    rest: Vec<String>,
}

/// Where an item really comes from, following `use`s.
#[derive(Debug, PartialEq)]
enum Origin {
    Crate(Vec<String>),
    Outside(String),
}

/// A path of one file naming another module of the crate.
#[derive(Debug)]
struct Reference {
    from: usize,
    written: Written,
    absolute: Vec<String>,
}

struct Tree {
    files: Vec<File>,
    /// Module path → index of the file that is that module.
    by_module: BTreeMap<Vec<String>, usize>,
    references: Vec<Reference>,
}

impl Tree {
    /// The tree of `files`: (path relative to `src/`, text).
    fn new(files: Vec<(String, String)>) -> Tree {
        let files: Vec<File> = files.iter().map(|(rel, text)| File::new(rel, text)).collect();
        let by_module = files.iter().enumerate().map(|(k, f)| (f.module.clone(), k)).collect();
        let mut tree = Tree { files, by_module, references: Vec::new() };
        let mut references = Vec::new();
        for (from, file) in tree.files.iter().enumerate() {
            for written in &file.paths {
                if let Some(absolute) = tree.absolute(written) {
                    references.push(Reference { from, written: written.clone(), absolute });
                }
            }
        }
        tree.references = references;
        tree
    }

    fn is_module(&self, path: &[String]) -> bool {
        self.by_module.contains_key(path) || self.files.iter().any(|f| f.modules.contains(path))
    }

    /// `written` from the crate root, if it names a module of the crate.
    fn absolute(&self, written: &Written) -> Option<Vec<String>> {
        let s = &written.segments;
        let mut base = written.module.clone();
        let mut k = 0;
        match s.first()?.as_str() {
            "crate" => {
                base.clear();
                k = 1;
            }
            "self" => k = 1,
            "super" => {
                while s.get(k).is_some_and(|x| x == "super") {
                    base.pop()?;
                    k += 1;
                }
            }
            first => {
                base.push(first.to_string());
                if !self.is_module(&base) {
                    return None; // a crate outside, or a name in scope
                }
                k = 1;
            }
        }
        base.extend(s[k..].iter().filter(|x| *x != "*").cloned());
        Some(base)
    }

    fn resolve(&self, absolute: &[String]) -> Resolved {
        let mut k = absolute.len();
        while !self.by_module.contains_key(&absolute[..k]) {
            k -= 1; // lib.rs, the root, is there
        }
        let file = self.by_module[&absolute[..k]];
        let mut module = absolute[..k].to_vec();
        while k < absolute.len() {
            module.push(absolute[k].clone());
            if !self.files[file].inline.contains(&module) {
                module.pop();
                break;
            }
            k += 1;
        }
        Resolved { file, module, rest: absolute[k..].to_vec() }
    }

    /// The import that brings the item `resolved` names into its module,
    /// when that module does not define it.
    fn import_of(&self, resolved: &Resolved) -> Option<&Import> {
        let item = resolved.rest.first()?;
        let file = &self.files[resolved.file];
        if file.defined.get(&resolved.module).is_some_and(|d| d.contains(item)) {
            return None;
        }
        file.imported.get(&resolved.module)?.get(item)
    }

    /// Where the item `absolute` names comes from, following `use`s.
    fn origin(&self, absolute: &[String]) -> Origin {
        let mut path = absolute.to_vec();
        for _ in 0..32 {
            let resolved = self.resolve(&path);
            let Some(import) = self.import_of(&resolved) else { break };
            match self.absolute(&import.path) {
                Some(mut next) => {
                    next.extend(resolved.rest[1..].iter().cloned());
                    path = next;
                }
                None => {
                    let mut outside = import.path.segments.clone();
                    outside.extend(resolved.rest[1..].iter().cloned());
                    return Origin::Outside(outside.join("::"));
                }
            }
        }
        Origin::Crate(path)
    }

    fn lib(&self) -> Option<usize> {
        self.by_module.get(&Vec::new()).copied()
    }

    /// The file `reference` imports: the file it names, or for a path
    /// through `lib.rs` from another file, the file the item comes from.
    fn target(&self, reference: &Reference) -> Option<usize> {
        let named = self.resolve(&reference.absolute).file;
        if Some(named) != self.lib() || Some(reference.from) == self.lib() {
            return Some(named);
        }
        match self.origin(&reference.absolute) {
            Origin::Crate(path) => Some(self.resolve(&path).file),
            Origin::Outside(_) => None,
        }
    }

    /// The imports between distinct files: (from, to) → the first path written.
    fn edges(&self) -> BTreeMap<(usize, usize), &Reference> {
        let mut edges = BTreeMap::new();
        for reference in &self.references {
            if let Some(to) = self.target(reference) {
                if to != reference.from {
                    edges.entry((reference.from, to)).or_insert(reference);
                }
            }
        }
        edges
    }

    fn floor(&self, file: usize) -> Option<usize> {
        floor_of(&self.files[file].rel)
    }

    fn at(&self, reference: &Reference) -> String {
        format!("{}:{}", shown(&self.files[reference.from].rel), reference.written.line)
    }
}

/// The floor of a file relative to `src/`: `FLOORS.len()` for `lib.rs`.
fn floor_of(rel: &str) -> Option<usize> {
    if rel == "lib.rs" {
        return Some(FLOORS.len());
    }
    let (first, _) = rel.split_once('/')?;
    FLOORS.iter().position(|f| *f == first)
}

fn floor_name(floor: usize) -> String {
    FLOORS.get(floor).map_or_else(|| "lib.rs, the top".to_string(), |n| format!("{floor} {n}"))
}

/// A file of the engine as the messages name it.
fn shown(rel: &str) -> String {
    format!("crates/grundy/src/{rel}")
}

// ---------------------------------------------------------------------------
// The checks: each returns its findings, one line each.

fn upward_imports(tree: &Tree) -> Vec<String> {
    let mut found = Vec::new();
    for (k, file) in tree.files.iter().enumerate() {
        if tree.floor(k).is_none() {
            found.push(format!(
                "{} is in no floor: move it into one of the floor folders {FLOORS:?}",
                shown(&file.rel)
            ));
        }
    }
    for reference in &tree.references {
        let (Some(from), Some(to)) = (tree.floor(reference.from), tree.target(reference)) else {
            continue;
        };
        let Some(to_floor) = tree.floor(to) else { continue };
        if from == FLOORS.len() || to_floor <= from {
            continue;
        }
        found.push(format!(
            "{} (floor {}) names `{}`, in {} (floor {}): a file imports only from its own floor \
             or below; move the code up to floor {}, or what it needs down",
            tree.at(reference),
            floor_name(from),
            reference.written.text(),
            tree.files[to].rel,
            floor_name(to_floor),
            FLOORS[to_floor],
        ));
    }
    found
}

/// The strongly connected components of more than one file (Tarjan), each
/// with one circle through it, as lines.
fn import_circles(tree: &Tree) -> Vec<String> {
    let edges = tree.edges();
    let n = tree.files.len();
    let mut next: Vec<Vec<usize>> = vec![Vec::new(); n];
    for &(a, b) in edges.keys() {
        next[a].push(b);
    }
    let components = strongly_connected(&next);
    let mut found = Vec::new();
    for component in components.into_iter().filter(|c| c.len() > 1) {
        let inside: BTreeSet<usize> = component.iter().copied().collect();
        let start = *component.iter().min_by_key(|&&k| &tree.files[k].rel).unwrap();
        // The shortest circle through `start`, by breadth first search.
        let mut before: BTreeMap<usize, usize> = BTreeMap::new();
        let mut queue = VecDeque::from([start]);
        let mut last = start;
        'search: while let Some(a) = queue.pop_front() {
            for &b in &next[a] {
                if b == start {
                    last = a;
                    break 'search;
                }
                if inside.contains(&b) && !before.contains_key(&b) {
                    before.insert(b, a);
                    queue.push_back(b);
                }
            }
        }
        let mut circle = vec![last];
        while *circle.last().unwrap() != start {
            circle.push(before[circle.last().unwrap()]);
        }
        circle.reverse();
        let mut text = String::new();
        for (k, &a) in circle.iter().enumerate() {
            let b = circle[(k + 1) % circle.len()];
            let reference = edges[&(a, b)];
            let _ = write!(
                text,
                "\n    {} `{}` -> {}",
                tree.at(reference),
                reference.written.text(),
                tree.files[b].rel
            );
        }
        let _ = write!(text, "\n  all imports inside:");
        for (&(a, b), reference) in &edges {
            if inside.contains(&a) && inside.contains(&b) {
                let _ = write!(
                    text,
                    "\n    {} `{}` -> {}",
                    tree.at(reference),
                    reference.written.text(),
                    tree.files[b].rel
                );
            }
        }
        let mut files: Vec<&str> = component.iter().map(|&k| tree.files[k].rel.as_str()).collect();
        files.sort_unstable();
        found.push(format!(
            "{} files import each other in a circle ({}); one circle:{text}\n  break it: move what \
             they share into a file they all import (below them), and import each item from the \
             file that defines it",
            files.len(),
            files.join(", "),
        ));
    }
    found
}

/// Tarjan's strongly connected components of the graph `next`.
fn strongly_connected(next: &[Vec<usize>]) -> Vec<Vec<usize>> {
    struct State<'g> {
        next: &'g [Vec<usize>],
        index: Vec<Option<usize>>,
        low: Vec<usize>,
        on_stack: Vec<bool>,
        stack: Vec<usize>,
        count: usize,
        components: Vec<Vec<usize>>,
    }
    fn visit(s: &mut State, v: usize) {
        s.index[v] = Some(s.count);
        s.low[v] = s.count;
        s.count += 1;
        s.stack.push(v);
        s.on_stack[v] = true;
        let next = s.next;
        for &w in &next[v] {
            match s.index[w] {
                None => {
                    visit(s, w);
                    s.low[v] = s.low[v].min(s.low[w]);
                }
                Some(i) if s.on_stack[w] => s.low[v] = s.low[v].min(i),
                Some(_) => {}
            }
        }
        if Some(s.low[v]) == s.index[v] {
            let mut component = Vec::new();
            loop {
                let w = s.stack.pop().unwrap();
                s.on_stack[w] = false;
                component.push(w);
                if w == v {
                    break;
                }
            }
            s.components.push(component);
        }
    }
    let n = next.len();
    let mut s = State {
        next,
        index: vec![None; n],
        low: vec![0; n],
        on_stack: vec![false; n],
        stack: Vec::new(),
        count: 0,
        components: Vec::new(),
    };
    for v in 0..n {
        if s.index[v].is_none() {
            visit(&mut s, v);
        }
    }
    s.components
}

fn indirect_imports(tree: &Tree) -> Vec<String> {
    let mut found = BTreeSet::new();
    for reference in &tree.references {
        if Some(reference.from) == tree.lib() {
            continue;
        }
        let resolved = tree.resolve(&reference.absolute);
        let Some(item) = resolved.rest.first() else { continue }; // names a module file
        let via = if Some(resolved.file) == tree.lib() {
            "the crate root (lib.rs)".to_string()
        } else if tree.import_of(&resolved).is_some() {
            format!("{}, which only imports it", tree.files[resolved.file].rel)
        } else {
            continue;
        };
        let instead = match tree.origin(&reference.absolute) {
            Origin::Crate(path) => {
                let file = &tree.files[tree.resolve(&path).file].rel;
                format!("`crate::{}` (defined in {file})", path.join("::"))
            }
            Origin::Outside(path) => format!("`{path}`, from outside the crate"),
        };
        found.insert(format!(
            "{} names `{item}` through {via}: `{}`; name the file that defines it: {instead}",
            tree.at(reference),
            reference.written.text(),
        ));
    }
    found.into_iter().collect()
}

/// The names of the games: public structs and enums under `src/rulesets/`,
/// but for `NOT_GAMES`.
fn game_names(tree: &Tree) -> BTreeSet<String> {
    tree.files
        .iter()
        .enumerate()
        .filter(|&(k, _)| tree.floor(k) == Some(RULESETS))
        .flat_map(|(_, f)| f.public_types.iter().cloned())
        .filter(|name| !NOT_GAMES.contains(&name.as_str()))
        .collect()
}

/// The names floors 0–5 define themselves (items and enum variants): a
/// game's name there is their own word (`PeriodTheorem::AllBut`, the
/// theorem of all-but subtraction games), not the ruleset's type.
fn own_words_below(tree: &Tree) -> BTreeSet<String> {
    let games = game_names(tree);
    let mut own = BTreeSet::new();
    for (k, file) in tree.files.iter().enumerate() {
        if tree.floor(k).is_some_and(|f| f < RULESETS) {
            let defined = file.defined.values().flatten();
            own.extend(defined.chain(&file.variants).filter(|n| games.contains(*n)).cloned());
        }
    }
    own
}

fn games_named_below(tree: &Tree) -> Vec<String> {
    let own = own_words_below(tree);
    let games: BTreeSet<String> = game_names(tree).difference(&own).cloned().collect();
    let defined: BTreeSet<&String> = tree
        .files
        .iter()
        .enumerate()
        .filter(|&(k, _)| tree.floor(k) == Some(RULESETS))
        .flat_map(|(_, f)| &f.public_types)
        .collect();
    let mut found: Vec<String> = NOT_GAMES
        .iter()
        .filter(|name| !defined.contains(&name.to_string()))
        .map(|name| {
            format!("`{name}` is no longer a type of src/rulesets/: take it out of NOT_GAMES")
        })
        .collect();
    let mut seen = BTreeSet::new();
    for (k, file) in tree.files.iter().enumerate() {
        if tree.floor(k).is_none_or(|f| f >= RULESETS) {
            continue;
        }
        for (ident, line) in &file.idents {
            if games.contains(ident) && seen.insert((k, *line, ident.clone())) {
                found.push(format!(
                    "{}:{line} names `{ident}`, a game of src/rulesets/, on floor {}: floors \
                     below the rulesets know no game; ask through a trait (Ruleset, \
                     HeapRuleset, Part) or the parser's Registry, or move the code up to rulesets",
                    shown(&file.rel),
                    floor_name(tree.floor(k).unwrap()),
                ));
            }
        }
    }
    found
}

/// Files of more than `MAX_LINES` lines among `files`: (shown path, text).
fn long_files(files: &[(String, String)]) -> Vec<String> {
    files
        .iter()
        .filter(|(_, text)| text.lines().count() > MAX_LINES)
        .map(|(path, text)| {
            format!(
                "{path} has {} lines, over {MAX_LINES}: split it into modules, one topic each",
                text.lines().count()
            )
        })
        .collect()
}

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

// ---------------------------------------------------------------------------
// The checker itself, on small trees written here.

mod checker {
    use super::*;

    fn tree(files: &[(&str, &str)]) -> Tree {
        Tree::new(files.iter().map(|(p, t)| (p.to_string(), t.to_string())).collect())
    }

    const LIB: &str = "mod core; mod rules; mod parts; pub mod rulesets;\n\
                       pub use crate::core::limits::Limits;\npub use rules::heap;\n\
                       pub mod period { pub use crate::rules::values::Period; }\n";

    #[test]
    fn strip_leaves_code_only() {
        let code = strip(
            "let a = \"use crate::x; // not\"; // use crate::y;\n/* a /* nested */ crate::z */ \
             let c = '\"'; let d = '\\''; fn f<'a>(x: &'a str) {}\nlet r = r#\"a \" crate::w\"#; \
             let b = b\"crate::v\"; let e = br\"q\";",
        );
        assert_eq!(code.lines().count(), 3);
        for gone in ["crate", "not", "nested", "q"] {
            assert!(!code.contains(gone), "{gone} in {code}");
        }
        for kept in ["let a", "let c", "let d", "fn f<'a>(x: &'a str)", "let r", "let b", "let e"] {
            assert!(code.contains(kept), "{kept} not in {code}");
        }
    }

    #[test]
    fn use_trees_are_read_whole() {
        let t = tree(&[
            ("lib.rs", "mod core;"),
            ("core/mod.rs", "pub mod a;\npub mod b;\npub mod c;"),
            ("core/a.rs", "pub struct X; pub struct Y; pub fn f() {}"),
            ("core/b.rs", "pub mod inner { pub struct Z; }"),
            (
                "core/c.rs",
                "use crate::core::{\n    a::{self, X as Ex,\n        Y},\n    b::inner::Z,\n};\n\
                 use r#crate_free::thing;\nfn g() { crate::core::a::f(); }\n\
                 fn h<'a>(x: &'a u8) -> impl Sized + use<'a> { x }\nuse crate::core::a::Y as Why;\n\
                 #[cfg(test)]\nmod tests { use crate::core::b::Gone; }\n",
            ),
        ]);
        let c = t.files.iter().position(|f| f.rel == "core/c.rs").unwrap();
        let mut written: Vec<(String, usize)> = t
            .references
            .iter()
            .filter(|r| r.from == c)
            .map(|r| (r.written.text(), r.written.line))
            .collect();
        written.sort();
        assert_eq!(
            written,
            [
                ("crate::core::a".to_string(), 2),
                ("crate::core::a::X".to_string(), 2),
                ("crate::core::a::Y".to_string(), 3),
                ("crate::core::a::Y".to_string(), 9),
                ("crate::core::a::f".to_string(), 7),
                ("crate::core::b::inner::Z".to_string(), 4),
            ]
        );
        let imported = &t.files[c].imported[&vec!["core".to_string(), "c".to_string()]];
        assert!(imported.contains_key("Ex") && imported.contains_key("a"));
        let b = t.files.iter().position(|f| f.rel == "core/b.rs").unwrap();
        let z = t.references.iter().find(|r| r.written.text().ends_with("::Z")).unwrap();
        assert_eq!(t.target(z), Some(b));
        assert!(indirect_imports(&t).is_empty(), "{:?}", indirect_imports(&t));
    }

    #[test]
    fn an_upward_import_is_found() {
        let t = tree(&[
            ("lib.rs", LIB),
            ("core/mod.rs", "pub mod limits;"),
            (
                "core/limits.rs",
                "pub struct Limits;\nfn f() -> crate::rules::heap::Heap { todo!() }",
            ),
            ("rules/mod.rs", "pub mod heap;\npub mod values;"),
            ("rules/heap.rs", "use crate::core::limits::Limits;\npub struct Heap;"),
            ("rules/values.rs", "pub struct Period;"),
            ("stray.rs", ""),
        ]);
        let found = upward_imports(&t);
        assert_eq!(found.len(), 2, "{found:#?}");
        assert!(found[0].contains("stray.rs is in no floor"), "{}", found[0]);
        assert!(
            found[1].contains("core/limits.rs:2 (floor 0 core) names `crate::rules::heap::Heap`"),
            "{}",
            found[1]
        );
        // Downward and same-floor imports pass, and so does lib.rs.
        let t = tree(&[
            ("lib.rs", "mod core; mod rules; pub use rules::heap::Heap;"),
            ("core/mod.rs", "pub mod a; pub mod b;"),
            ("core/a.rs", "use super::b::B; pub struct A;"),
            ("core/b.rs", "pub struct B;"),
            ("rules/mod.rs", "pub mod heap;"),
            ("rules/heap.rs", "use crate::core::a::A; pub struct Heap;"),
        ]);
        assert!(upward_imports(&t).is_empty(), "{:?}", upward_imports(&t));
    }

    #[test]
    fn a_circle_is_found() {
        let t = tree(&[
            ("lib.rs", "mod rulesets;"),
            ("rulesets/mod.rs", "pub mod octal;"),
            (
                "rulesets/octal/mod.rs",
                "mod bitset;\nmod sequence;\npub use sequence::Sequence;\npub struct Octal;",
            ),
            ("rulesets/octal/sequence.rs", "use super::{bitset, Octal};\npub struct Sequence;"),
            ("rulesets/octal/bitset.rs", "use super::sequence::Sequence;"),
        ]);
        let found = import_circles(&t);
        assert_eq!(found.len(), 1, "{found:#?}");
        let circle = &found[0];
        assert!(circle.starts_with("3 files import each other"), "{circle}");
        assert!(
            circle.contains("rulesets/octal/bitset.rs:1 `super::sequence::Sequence` -> rulesets/octal/sequence.rs"),
            "{circle}"
        );
        // Without the imports back, no circle.
        let t = tree(&[
            ("lib.rs", "mod core;"),
            ("core/mod.rs", "pub mod a; pub mod b;"),
            ("core/a.rs", "use super::b::B;"),
            ("core/b.rs", "pub struct B;"),
        ]);
        assert!(import_circles(&t).is_empty());
    }

    #[test]
    fn routes_through_the_root_or_a_reexport_are_found() {
        let t = tree(&[
            ("lib.rs", LIB),
            ("core/mod.rs", "pub mod limits;"),
            ("core/limits.rs", "pub struct Limits;"),
            (
                "rules/mod.rs",
                "pub mod heap;\npub mod values;\npub use values::Period;\npub struct Here;",
            ),
            (
                "rules/heap.rs",
                "use super::values::Period;\nuse crate::rules::Here;\npub struct Heap;",
            ),
            ("rules/values.rs", "pub struct Period;"),
            ("parts/mod.rs", "pub mod part;"),
            (
                "parts/part.rs",
                "use crate::Limits;\nuse crate::rules::Period;\nfn f(p: crate::period::Period) \
                 -> crate::heap::Heap { todo!() }\nuse crate::rules::values::Period as P;",
            ),
        ]);
        let found = indirect_imports(&t);
        assert_eq!(found.len(), 4, "{found:#?}");
        let expect = [
            "parts/part.rs:1 names `Limits` through the crate root (lib.rs): `crate::Limits`; \
             name the file that defines it: `crate::core::limits::Limits` (defined in core/limits.rs)",
            "parts/part.rs:2 names `Period` through rules/mod.rs, which only imports it",
            "parts/part.rs:3 names `Period` through the crate root (lib.rs): `crate::period::Period`; \
             name the file that defines it: `crate::rules::values::Period`",
            "parts/part.rs:3 names `heap` through the crate root (lib.rs): `crate::heap::Heap`; \
             name the file that defines it: `crate::rules::heap::Heap` (defined in rules/heap.rs)",
        ];
        for (f, e) in found.iter().zip(expect) {
            assert!(f.contains(e), "{f}\n  does not contain\n{e}");
        }
        // Paths through lib.rs count as imports of the defining file.
        let part = t.files.iter().position(|f| f.rel == "parts/part.rs").unwrap();
        let targets: BTreeSet<&str> = t
            .edges()
            .keys()
            .filter(|(a, _)| *a == part)
            .map(|&(_, b)| t.files[b].rel.as_str())
            .collect();
        assert_eq!(
            targets,
            BTreeSet::from(["core/limits.rs", "rules/mod.rs", "rules/heap.rs", "rules/values.rs"])
        );
    }

    #[test]
    fn game_names_below_the_rulesets_are_found() {
        let t = tree(&[
            ("lib.rs", "mod core; mod rulesets;"),
            ("core/mod.rs", "pub mod a;\npub mod b;"),
            ("core/a.rs", "// Nim\nfn f(n: Nimber) -> Board { let s = \"Nim\"; Nim }"),
            (
                "core/b.rs",
                "pub enum Theorem {\n    AllBut { n: u8 },\n}\nfn f() { Theorem::AllBut }",
            ),
            ("rulesets/mod.rs", "pub mod nim;"),
            (
                "rulesets/nim.rs",
                "pub struct Nim;\npub struct AllBut;\npub(crate) enum Board { A }\nstruct Private;",
            ),
        ]);
        let games = BTreeSet::from(["AllBut".to_string(), "Nim".to_string()]);
        assert_eq!(game_names(&t), games);
        assert_eq!(own_words_below(&t), BTreeSet::from(["AllBut".to_string()]));
        let found = games_named_below(&t);
        let found: Vec<&String> = found.iter().filter(|f| !f.contains("NOT_GAMES")).collect();
        assert_eq!(found.len(), 1, "{found:#?}");
        assert!(found[0].starts_with("crates/grundy/src/core/a.rs:2 names `Nim`"), "{}", found[0]);
    }

    #[test]
    fn long_files_are_found() {
        let files = vec![
            ("long.rs".to_string(), "x\n".repeat(MAX_LINES + 1)),
            ("short.rs".to_string(), "x\n".repeat(MAX_LINES)),
        ];
        assert_eq!(
            long_files(&files),
            ["long.rs has 1001 lines, over 1000: split it into modules, one topic each"]
        );
    }
}
