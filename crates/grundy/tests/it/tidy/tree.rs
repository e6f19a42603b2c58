//! The tree: resolving paths to files.

use std::collections::BTreeMap;

use super::*;

/// Where a path leads: the file that holds the module it names, the module
/// (maybe inline in that file), and what follows the module (the item first).
#[derive(Debug)]
pub(super) struct Resolved {
    pub(super) file: usize,
    pub(super) module: Vec<String>,
    pub(super) rest: Vec<String>,
}

/// Where an item really comes from, following `use`s.
#[derive(Debug, PartialEq)]
pub(super) enum Origin {
    Crate(Vec<String>),
    Outside(String),
}

/// A path of one file naming another module of the crate.
#[derive(Debug)]
pub(super) struct Reference {
    pub(super) from: usize,
    pub(super) written: Written,
    pub(super) absolute: Vec<String>,
}

pub(super) struct Tree {
    pub(super) files: Vec<File>,
    /// Module path → index of the file that is that module.
    pub(super) by_module: BTreeMap<Vec<String>, usize>,
    pub(super) references: Vec<Reference>,
}

impl Tree {
    /// The tree of `files`: (path relative to `src/`, text).
    pub(super) fn new(files: Vec<(String, String)>) -> Tree {
        let files: Vec<File> = files.iter().map(|(rel, text)| File::new(rel, text)).collect();
        let by_module = files.iter().enumerate().map(|(k, f)| (f.module.clone(), k)).collect();
        let mut tree = Tree { files, by_module, references: Vec::new() };
        // `crate::msg`, of a `#[macro_export]` macro, names the file that defines it.
        let macros: BTreeMap<Vec<String>, Vec<String>> = tree
            .files
            .iter()
            .flat_map(|f| {
                f.exported_macros.iter().map(|name| {
                    (vec![name.clone()], f.module.iter().chain([name]).cloned().collect())
                })
            })
            .collect();
        let mut references = Vec::new();
        for (from, file) in tree.files.iter().enumerate() {
            for written in &file.paths {
                if let Some(absolute) = tree.absolute(written) {
                    let absolute = macros.get(&absolute).cloned().unwrap_or(absolute);
                    references.push(Reference { from, written: written.clone(), absolute });
                }
            }
        }
        tree.references = references;
        tree
    }

    pub(super) fn is_module(&self, path: &[String]) -> bool {
        self.by_module.contains_key(path) || self.files.iter().any(|f| f.modules.contains(path))
    }

    /// `written` from the crate root, if it names a module of the crate.
    pub(super) fn absolute(&self, written: &Written) -> Option<Vec<String>> {
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

    pub(super) fn resolve(&self, absolute: &[String]) -> Resolved {
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
    pub(super) fn import_of(&self, resolved: &Resolved) -> Option<&Import> {
        let item = resolved.rest.first()?;
        let file = &self.files[resolved.file];
        if file.defined.get(&resolved.module).is_some_and(|d| d.contains(item)) {
            return None;
        }
        file.imported.get(&resolved.module)?.get(item)
    }

    /// Where the item `absolute` names comes from, following `use`s.
    pub(super) fn origin(&self, absolute: &[String]) -> Origin {
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

    pub(super) fn lib(&self) -> Option<usize> {
        self.by_module.get(&Vec::new()).copied()
    }

    /// The file `reference` imports: the file it names, or for a path
    /// through `lib.rs` from another file, the file the item comes from.
    pub(super) fn target(&self, reference: &Reference) -> Option<usize> {
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
    pub(super) fn edges(&self) -> BTreeMap<(usize, usize), &Reference> {
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

    pub(super) fn floor(&self, file: usize) -> Option<usize> {
        floor_of(&self.files[file].rel)
    }

    pub(super) fn at(&self, reference: &Reference) -> String {
        format!("{}:{}", shown(&self.files[reference.from].rel), reference.written.line)
    }
}

/// The floor of a file relative to `src/`: `FLOORS.len()` for `lib.rs`.
pub(super) fn floor_of(rel: &str) -> Option<usize> {
    if rel == "lib.rs" {
        return Some(FLOORS.len());
    }
    let (first, _) = rel.split_once('/')?;
    FLOORS.iter().position(|f| *f == first)
}

pub(super) fn floor_name(floor: usize) -> String {
    FLOORS.get(floor).map_or_else(|| "lib.rs, the top".to_string(), |n| format!("{floor} {n}"))
}

/// A file of the engine as the messages name it.
pub(super) fn shown(rel: &str) -> String {
    format!("crates/grundy/src/{rel}")
}
