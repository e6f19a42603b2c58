//! The checks: each returns its findings, one line each.

use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::fmt::Write as _;

use super::*;

pub(super) fn upward_imports(tree: &Tree) -> Vec<String> {
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
pub(super) fn import_circles(tree: &Tree) -> Vec<String> {
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
            text += &edge(tree, reference, b);
        }
        let _ = write!(text, "\n  all imports inside:");
        for (&(a, b), reference) in &edges {
            if inside.contains(&a) && inside.contains(&b) {
                text += &edge(tree, reference, b);
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
pub(super) fn strongly_connected(next: &[Vec<usize>]) -> Vec<Vec<usize>> {
    struct State<'g> {
        next: &'g [Vec<usize>],
        index: Vec<Option<usize>>,
        low: Vec<usize>,
        on_stack: Vec<bool>,
        stack: Vec<usize>,
        count: usize,
        components: Vec<Vec<usize>>,
    }
    pub(super) fn visit(s: &mut State, v: usize) {
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

pub(super) fn indirect_imports(tree: &Tree) -> Vec<String> {
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
pub(super) fn game_names(tree: &Tree) -> BTreeSet<String> {
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
pub(super) fn own_words_below(tree: &Tree) -> BTreeSet<String> {
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

pub(super) fn games_named_below(tree: &Tree) -> Vec<String> {
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
pub(super) fn long_files(files: &[(String, String)]) -> Vec<String> {
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

/// One import of a circle's report: where it is written, the path, and the
/// file it names.
fn edge(tree: &Tree, reference: &Reference, target: usize) -> String {
    format!(
        "\n    {} `{}` -> {}",
        tree.at(reference),
        reference.written.text(),
        tree.files[target].rel
    )
}
