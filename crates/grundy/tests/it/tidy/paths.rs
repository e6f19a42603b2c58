//! The files and the paths they write.

use std::collections::{BTreeMap, BTreeSet};

use super::*;

/// A path as written, in a `use` or in code, in module `module`.
#[derive(Debug, Clone)]
pub(super) struct Written {
    pub(super) segments: Vec<String>,
    pub(super) line: usize,
    pub(super) module: Vec<String>,
}

impl Written {
    pub(super) fn text(&self) -> String {
        self.segments.join("::")
    }
}

/// A name a `use` brings into a module.
#[derive(Debug, Clone)]
pub(super) struct Import {
    pub(super) path: Written,
}

/// One source file of the engine.
#[derive(Debug)]
pub(super) struct File {
    /// Relative to `src/`: `core/limits.rs`.
    pub(super) rel: String,
    /// Its module path: `["core", "limits"]`; `[]` for `lib.rs`.
    pub(super) module: Vec<String>,
    pub(super) lines: usize,
    /// The identifiers of its code, with their lines.
    pub(super) idents: Vec<(String, usize)>,
    /// Every path written, in `use` trees and in code.
    pub(super) paths: Vec<Written>,
    /// Per module (the file's own and its inline `mod name { … }`): names
    /// brought in by `use`.
    pub(super) imported: BTreeMap<Vec<String>, BTreeMap<String, Import>>,
    /// Per module: names of items it defines (`fn`, `struct`, `mod`, …).
    pub(super) defined: BTreeMap<Vec<String>, BTreeSet<String>>,
    /// Modules declared in this file: `mod name;` and `mod name { … }`.
    pub(super) modules: BTreeSet<Vec<String>>,
    /// Modules defined inline in this file: `mod name { … }`.
    pub(super) inline: BTreeSet<Vec<String>>,
    /// Names of `pub` (or `pub(…)`) structs and enums.
    pub(super) public_types: BTreeSet<String>,
    /// Names of the variants of its enums.
    pub(super) variants: BTreeSet<String>,
    /// Macros it defines with `#[macro_export]`, which Rust puts at the
    /// crate root: `crate::msg` names this file.
    pub(super) exported_macros: BTreeSet<String>,
}

impl File {
    pub(super) fn new(rel: &str, text: &str) -> File {
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
            exported_macros: BTreeSet::new(),
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
                let name = next(2).unwrap().text.clone();
                let attribute = ["#", "[", "macro_export", "]"];
                if i >= 4 && tokens[i - 4..i].iter().zip(attribute).all(|(t, a)| t.is(a)) {
                    file.exported_macros.insert(name.clone());
                }
                file.defined.entry(here).or_default().insert(name);
            } else if t.is_ident()
                && next(1).is_some_and(|t| t.is("::"))
                && next(2).is_some_and(Token::is_ident)
                && !(i > 0 && (tokens[i - 1].is("::") || tokens[i - 1].is("$")))
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
    pub(super) fn read_use(&mut self, tokens: &[Token], mut i: usize, here: &[String]) -> usize {
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
pub(super) fn read_tree(
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
pub(super) fn variants(tokens: &[Token], i: usize) -> Vec<String> {
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
pub(super) fn is_public(tokens: &[Token], i: usize) -> bool {
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
