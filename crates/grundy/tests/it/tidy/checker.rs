//! The checker itself, on small trees written here, so that no check passes for want of reading.

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
        ("core/limits.rs", "pub struct Limits;\nfn f() -> crate::rules::heap::Heap { todo!() }"),
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
        circle.contains(
            "rulesets/octal/bitset.rs:1 `super::sequence::Sequence` -> rulesets/octal/sequence.rs"
        ),
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
        ("rules/heap.rs", "use super::values::Period;\nuse crate::rules::Here;\npub struct Heap;"),
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
fn an_exported_macro_is_named_by_its_file() {
    // `#[macro_export]` puts `msg!` at the crate root: `crate::msg` names
    // core/message.rs, and `$crate::` paths in its body name nothing.
    let t = tree(&[
        ("lib.rs", "mod core; mod rules; pub use core::message::Message;"),
        ("core/mod.rs", "pub mod message;"),
        (
            "core/message.rs",
            "pub struct Message;\n#[macro_export]\nmacro_rules! msg { () => { $crate::Message } }",
        ),
        ("rules/mod.rs", "use crate::msg;\nfn f() { msg!() }"),
    ]);
    assert_eq!(indirect_imports(&t), Vec::<String>::new());
    assert_eq!(upward_imports(&t), Vec::<String>::new());
    let rules = t.files.iter().position(|f| f.rel == "rules/mod.rs").unwrap();
    let targets: Vec<&str> = t
        .edges()
        .keys()
        .filter(|(a, _)| *a == rules)
        .map(|&(_, b)| t.files[b].rel.as_str())
        .collect();
    assert_eq!(targets, ["core/message.rs"]);
}

#[test]
fn game_names_below_the_rulesets_are_found() {
    let t = tree(&[
        ("lib.rs", "mod core; mod rulesets;"),
        ("core/mod.rs", "pub mod a;\npub mod b;"),
        ("core/a.rs", "// Nim\nfn f(n: Nimber) -> Board { let s = \"Nim\"; Nim }"),
        ("core/b.rs", "pub enum Theorem {\n    AllBut { n: u8 },\n}\nfn f() { Theorem::AllBut }"),
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
