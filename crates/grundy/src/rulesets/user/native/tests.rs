//! Differential tests: each function run by Rhai and compiled, at many
//! positions; where Rhai answers, the compiled run answers the same or
//! gives up, and where Rhai fails, it gives up.
use proptest::prelude::*;
use rhai::{CallFnOptions, Dynamic, Scope, INT};

use super::Native;
use crate::core::limits::Work;
use crate::core::message::Message;
use crate::rulesets::user::sandbox::{Line, Sandbox};

/// Operations each call may take, both ways.
const ALLOWED: u64 = 200_000;

fn same(a: &Dynamic, b: &Dynamic) -> bool {
    if let (Some(a), Some(b)) = (a.read_lock::<rhai::Array>(), b.read_lock::<rhai::Array>()) {
        return a.len() == b.len() && a.iter().zip(b.iter()).all(|(a, b)| same(a, b));
    }
    if let (Some(a), Some(b)) = (a.read_lock::<Line>(), b.read_lock::<Line>()) {
        return *a == *b;
    }
    if let (Some(a), Some(b)) =
        (a.read_lock::<std::ops::Range<INT>>(), b.read_lock::<std::ops::Range<INT>>())
    {
        return *a == *b;
    }
    if let (Some(a), Some(b)) = (
        a.read_lock::<std::ops::RangeInclusive<INT>>(),
        b.read_lock::<std::ops::RangeInclusive<INT>>(),
    ) {
        return *a == *b;
    }
    a.type_name() == b.type_name() && a.to_string() == b.to_string()
}

/// Compares the two at each of `positions`; returns how many positions
/// the compiled run answered, and how many Rhai answered.
fn compare(text: &str, entry: &str, positions: &[Vec<INT>]) -> (usize, usize) {
    let sandbox = Sandbox::new();
    let ast = sandbox.engine().compile(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    let arity = positions[0].len();
    let native =
        Native::compile(&ast, entry, arity).unwrap_or_else(|| panic!("compiles natively:\n{text}"));
    let (mut answered, mut expected) = (0, 0);
    for position in positions {
        let mut work = Work::new(ALLOWED * crate::rules::source::OPERATION_COST);
        let args: Vec<Dynamic> = position.iter().map(|&n| Dynamic::from_int(n)).collect();
        let rhai = sandbox.run(
            &mut work,
            || Message::plain("test".to_string()),
            |engine| {
                engine.call_fn_with_options::<Dynamic>(
                    CallFnOptions::new().eval_ast(false).rewind_scope(true),
                    &mut Scope::new(),
                    &ast,
                    entry,
                    args,
                )
            },
        );
        expected += usize::from(rhai.is_ok());
        match (rhai, native.call(position, ALLOWED)) {
            (Ok(expected), Some((found, _))) => {
                let found = found.into_dynamic();
                assert!(
                    same(&expected, &found),
                    "{text}\nat {position:?}: Rhai {expected:?}, compiled {found:?}"
                );
                answered += 1;
            }
            (Err(_), Some((found, _))) => {
                panic!("{text}\nat {position:?}: Rhai fails, compiled gives {found:?}")
            }
            (_, None) => {}
        }
    }
    (answered, expected)
}

fn heaps(upto: INT) -> Vec<Vec<INT>> {
    (0..upto).map(|n| vec![n]).collect()
}

#[test]
fn the_examples_of_games_compile_and_agree() {
    let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../games");
    let mut files = 0;
    for entry in std::fs::read_dir(&folder).expect("games/") {
        let path = entry.expect("an entry").path();
        if path.extension().is_none_or(|e| e != "rhai") {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("a rule");
        let sandbox = Sandbox::new();
        let ast = sandbox.engine().compile(&text).expect("compiles");
        let arity = ast.iter_functions().find(|f| f.name == "moves").expect("moves").params.len();
        let positions: Vec<Vec<INT>> = match arity {
            1 => heaps(64),
            2 => (0..14).flat_map(|a| (0..14).map(move |b| vec![a, b])).collect(),
            _ => (1..5)
                .flat_map(|k| (0..7).flat_map(move |a| (0..7).map(move |b| vec![k, a, b])))
                .collect(),
        };
        let (answered, expected) = compare(&text, "moves", &positions);
        assert_eq!(answered, expected, "{}: compiled answered fewer", path.display());
        files += 1;
    }
    assert!(files >= 12, "games/ has {files} rules");
}

/// Rules that meet each of Rhai's failures at some positions and
/// answer at others.
const EDGES: &[&str] = &[
    "fn moves(n) { [n * 4611686018427387904] }",
    "fn moves(n) { [100 / (n - 3), 100 % (n - 5)] }",
    "fn moves(n) { [-9223372036854775807 - n] }",
    "fn moves(n) { [2 ** (n - 3), 3 ** n] }",
    "fn moves(n) { [1 << (n - 70), 1 << n, 1 >> (n - 3), -8 >> (70 - n), n << 64, n >> 99999999999] }",
    "fn moves(n) { [[1, 2, 3][n - 2]] }",
    "fn moves(n) { let a = [[1, 2], [3]]; [a[n % 3][n % 2]] }",
    "fn moves(n) { [n, n + 1, n + 2].filter(|h| if h % 3 == 0 { 1 } else { h % 2 == 0 }) }",
    "fn moves(n) { [abs(n - 5), abs(-9223372036854775807 - n), min(n, 3), max(n, 3), ctz(n), popcount(n), !n, mex([n, 0, 1, -1])] }",
    "fn moves(n) { [line(n, -1, n), line([n, 1], [-1, 0], n / 2)] }",
    "fn moves(n) { if n > 5 { [line(n, [1], 3)] } else { [line([n], [1], 3)] } }",
    "fn f(k) { if k == 0 { 0 } else { f(k - 1) + 1 } } fn moves(n) { [f(n)] }",
    "fn moves(n) { let out = []; out.pad(n * 1000, 0); [out.len()] }",
    "fn moves(n) { let out = []; for i in 0..n * 400 { out.push([i, i]); } [out.len()] }",
    "fn moves(n) { let k = n; while true { k -= 1; if k < 0 { break; } if k % 2 == 0 { continue; } } [k] }",
    "fn moves(n) { let k = 0; loop { k += 1; if k * k > n { return [k]; } } }",
    "fn moves(n) { let x = 1; { let x = n; x += 1; } let y = if n > 3 { let z = n; z * 2 } else { x }; [x, y] }",
    "fn moves(n) { const c = 3; let a = [1, 2, n]; a[2] = a[2] + c; a[0] += 5; [a.contains(n + 3), a.contains(true), a.is_empty(), [].is_empty()] }",
    "fn moves(n) { if n > 3 { 5 } else if n == 2 { [] } else { () } }",
    "fn moves(n) { [0..n, 1..=n, n..0, n - 5..n] }",
    "fn moves(n) { let s = 0; for i in [n, 2, 3] { s += i; } for i in 1..=n { s += i; } for i in n..2 { s -= 1; } [s] }",
    "fn moves(n) { [n > 3 && n < 7 || n == 10, !(n > 2), n == 3 == (n > 2), (n > 2) != true] }",
    "fn moves(n) { [n && true] }",
    "fn moves(n) { if n { [] } else { [1] } }",
    "fn moves(n) { let a = [n]; a[n] = 5; a }",
    "fn moves(n) { let a = n; a.push(1); [a] }",
    "fn moves(n) { let x = [n, [n, [n]]]; let y = x; y[1][1][0] = 7; [x, y, x[1][1][0]] }",
    "fn g(a, b) { a * 10 + b } fn g(a) { a + 1 } fn moves(n) { [g(n, 2), g(n)] }",
    "fn moves(n) { let a = 0; let b = 1; let c = 2; let d = 3; [a + b + c + d + n] }",
    "fn moves(n) { let i = 0; while i < n * 1000 { i += 1; } [i] }",
    "fn moves(n) { -n }",
    "fn moves(n) { [+n, -(-n), n - -n] }",
];

#[test]
fn rhai_failures_are_given_up_and_the_rest_agrees() {
    for text in EDGES {
        let (answered, expected) = compare(text, "moves", &heaps(80));
        assert!(answered > 0 || expected == 0, "compiled answered nowhere:\n{text}");
    }
}

#[test]
fn outside_the_subset_nothing_is_compiled() {
    for text in [
        "fn moves(n) { [\"a\"] }",
        "fn moves(n) { let m = #{a: 1}; [m.a] }",
        "fn moves(n) { throw 1; }",
        "fn moves(n) { switch n { 1 => [], _ => [0] } }",
        "fn moves(n) { do { n -= 1; } while n > 0; [] }",
        "fn moves(n) { for (x, i) in [1] { n += i; } [n] }",
        "fn moves(n) { [n].map(|x| x + 1) }",
        "fn moves(n) { [undefined_function(n)] }",
        "fn moves(n) { [unknown] }",
        "fn len(x) { 0 } fn moves(n) { [n] }",
        "fn moves(n) { const c = 1; c.push(2); [] }",
        "fn moves(n) { [n in [1, 2]] }",
    ] {
        let sandbox = Sandbox::new();
        let Ok(ast) = sandbox.engine().compile(text) else { continue };
        assert!(Native::compile(&ast, "moves", 1).is_none(), "compiled:\n{text}");
    }
}

#[test]
fn an_endless_loop_gives_up_within_its_operations() {
    let sandbox = Sandbox::new();
    let ast = sandbox.engine().compile("fn moves(n) { loop { n += 0; } }").expect("compiles");
    let native = Native::compile(&ast, "moves", 1).expect("compiled");
    assert!(native.call(&[3], 10_000).is_none());
    assert!(native.call(&[3], u64::MAX).is_none(), "gave up past its own most operations");
}

/// A random formula over `n`: operators, comparisons, `if`, calls.
fn formula() -> impl Strategy<Value = String> {
    let leaf = prop_oneof![
        Just("n".to_string()),
        (-3i64..70).prop_map(|c| c.to_string()),
        Just("9223372036854775807".to_string()),
    ];
    leaf.prop_recursive(5, 40, 3, |inner| {
        let op = prop::sample::select(vec![
            "+", "-", "*", "/", "%", "**", "<<", ">>", "&", "|", "^", "==", "!=", "<", "<=", ">",
            ">=", "&&", "||",
        ]);
        prop_oneof![
            (inner.clone(), op, inner.clone()).prop_map(|(a, op, b)| format!("({a} {op} {b})")),
            inner.clone().prop_map(|a| format!("(-{a})")),
            inner.clone().prop_map(|a| format!("(!{a})")),
            (inner.clone(), inner.clone()).prop_map(|(a, b)| format!("min({a}, {b})")),
            (inner.clone(), inner.clone(), inner.clone())
                .prop_map(|(c, a, b)| format!("(if {c} {{ {a} }} else {{ {b} }})")),
            inner.clone().prop_map(|a| format!("popcount({a})")),
            inner.prop_map(|a| format!("[{a}, 1].len()")),
        ]
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn random_formulas_agree(body in formula()) {
        let text = format!("fn f(n) {{ {body} }}");
        // Rhai refuses some when compiling (`if 0`): not a formula.
        prop_assume!(Sandbox::new().engine().compile(&text).is_ok());
        let positions: Vec<Vec<INT>> =
            [0, 1, 2, 3, 5, 7, 12, 63, 64, 100, 4611686018427387904].iter().map(|&n| vec![n]).collect();
        compare(&text, "f", &positions);
    }
}
