//! The WebAssembly module against the same code built natively: at least
//! 1,000 generated API requests — every catalogue family, normal and
//! misère, both languages, heaps past 2³² and 2⁶⁴, games with cycles, bad
//! input — answered by the module under Node (`tests/run.mjs`, through the
//! page's own `abi.js`, as the worker calls it) and by
//! [`grundy_wasm::request`] on this machine must be byte for byte the same
//! (status, media type, body); the module compared is the one whose
//! features are the native build's ([`module`]).
//!
//! The second module, with rules users write (`grundy-rules.wasm`, the
//! crate's `rules` feature), answers rule requests — the examples, a table
//! and its patterns, a check, a sum with a rule, a rule that loops for ever
//! and one that does not read — with the known answers, and byte for byte
//! as the native build when that has rules too; the first module has no
//! rules.
//!
//! The modules are those `cargo xtask site` builds
//! (`target/wasm32-unknown-unknown/{wasm,wasm-rules}/grundy_wasm.wasm`). Without them, or
//! without `node`, the test says what it skipped and passes, unless
//! `GRUNDY_WASM_TESTS=require` (as `.ci/run` sets), when it fails.

use std::path::{Path, PathBuf};
use std::process::Command;

/// A small deterministic generator (an LCG): the same requests every run.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (self.0 >> 33) % n.max(1)
    }

    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len() as u64) as usize]
    }
}

/// Games of every family, with their sizes drawn from `rng`.
fn game(rng: &mut Lcg) -> String {
    let n = |rng: &mut Lcg, most: u64| rng.below(most + 1);
    match rng.below(36) {
        0 => format!("nim {} {} {}", n(rng, 20), n(rng, 20), n(rng, 20)),
        1 => format!("bash({}) {}", 1 + n(rng, 5), n(rng, 40)),
        2 => format!("subtract(1,3,4) {} + subtract(pow2) {}", n(rng, 30), n(rng, 30)),
        3 => format!("allbut(1,2) {}", n(rng, 20)),
        4 => format!("lasker {} {}", n(rng, 20), n(rng, 20)),
        5 => format!("octal(0.137) {}", n(rng, 30)),
        6 => format!("kayles {} {}", n(rng, 25), n(rng, 25)),
        7 => format!("dawson {}", n(rng, 30)),
        8 => format!("dawson-chess {}", n(rng, 20)),
        9 => format!("treblecross {}", n(rng, 12)),
        10 => format!("officers {}", n(rng, 12)),
        11 => format!("strips(1,5,2) {}", n(rng, 15)),
        12 => format!("grundys-game {}", n(rng, 25)),
        13 => format!("wythoff {} {}", n(rng, 12), n(rng, 12)),
        14 => format!("moore(2) {} {} {}", n(rng, 6), n(rng, 6), n(rng, 6)),
        15 => format!("euclid {} {}", 1 + n(rng, 40), 1 + n(rng, 40)),
        16 => format!("fibnim {} + fibnim(3) {}", 1 + n(rng, 25), n(rng, 12)),
        17 => format!("staircase {} {} {}", n(rng, 5), n(rng, 5), n(rng, 5)),
        18 => format!("ruler {} {}", 1 + n(rng, 10), 1 + n(rng, 10)),
        19 => format!("mockturtles {} {}", n(rng, 15), n(rng, 15)),
        20 => format!("corners ({},{})", 1 + n(rng, 4), 1 + n(rng, 4)),
        21 => format!("chomp {}x{}", 1 + n(rng, 4), 1 + n(rng, 4)),
        22 => format!("cutting {}x{}", 1 + n(rng, 6), 1 + n(rng, 6)),
        23 => "hackenbush(0-1,1-2,2-0) + hackenbush(0-1,1-2)".to_string(),
        24 => format!("windup(7; 2,3) {}", n(rng, 6)),
        25 => format!("addtake(10; 2,3; 1) {}", n(rng, 10)),
        // Heaps past 2³² and 2⁶⁴: closed forms, proved periods, big numbers.
        // (Misère Dawson's Kayles past 2³² costs a second natively: one in four.)
        26 if rng.below(4) == 0 => format!("dawson {}", (1u64 << 32) + n(rng, 9)),
        26 => format!("dawson {} + nim {}", (1u64 << 33) + n(rng, 9), n(rng, 9)),
        27 => format!("kayles {} + nim {}", (1u64 << 32) + 3, u64::MAX),
        28 => format!("nim 18446744073709551621 {}", n(rng, 9)),
        // The games of issue 50: dynamic subtraction, coins turned by rule,
        // graphs and Cram.
        29 => format!("dynamic(3) {}", 1 + n(rng, 30)),
        30 => format!("turning(3) {} {}", 1 + n(rng, 10), 1 + n(rng, 10)),
        31 => {
            format!("node-kayles(grid(2x{})) + node-kayles(path({}))", 1 + n(rng, 3), 1 + n(rng, 8))
        }
        32 => format!("arc-kayles(cycle({}))", 3 + n(rng, 6)),
        33 => format!("geography(cycle({})) {}", 3 + n(rng, 5), n(rng, 1)),
        34 => format!("cram {}x{}", 1 + n(rng, 3), 1 + n(rng, 4)),
        // Bad input: typos, full-width digits, what no parser takes.
        _ => rng
            .pick(&[
                "nim 3 x",
                "nim ３ ４",
                "kayles(",
                "subtract() 3",
                "nmi 3",
                "chomp 0x3",
                "",
                "+",
            ])
            .to_string(),
    }
}

fn encode(value: &str) -> String {
    form_urlencoded::byte_serialize(value.as_bytes()).collect()
}

/// The requests: every route, with games from [`game`].
fn requests(count: usize) -> Vec<String> {
    let mut rng = Lcg(29);
    let mut out = Vec::with_capacity(count);
    while out.len() < count {
        let game = encode(&game(&mut rng));
        let misere = rng.below(2);
        let lang = rng.pick(&["en", "zh-CN"]);
        let target = match rng.below(10) {
            0..=2 => format!(
                "/api/v1/analyze?game={game}&misere={misere}&explain={}&lang={lang}",
                rng.below(2)
            ),
            3 => format!("/api/v1/moves?game={game}&misere={misere}"),
            4 => format!(
                "/api/v1/computer?game={game}&misere={misere}&seed={}&lang={lang}",
                rng.below(5)
            ),
            5 => format!("/api/v1/apply?game={game}&component=0&to={}", encode("nim 1")),
            6 => format!("/api/v1/play?game={game}&misere={misere}&lang={lang}"),
            7 => {
                let ruleset = rng.pick(&[
                    "kayles",
                    "subtract(1,3,4)",
                    "octal(0.07)",
                    "wythoff",
                    "windup(7; 2,3)",
                ]);
                let route = rng.pick(&["table", "plot"]);
                format!("/api/v1/{route}?ruleset={}&upto={}", encode(ruleset), rng.below(300))
            }
            8 => {
                let ruleset =
                    rng.pick(&["kayles", "dawson", "subtract(1,3,4)", "octal(0.6)", "lasker"]);
                format!("/api/v1/period?ruleset={}", encode(ruleset))
            }
            _ => {
                let name = rng.pick(&["nim", "巴什", "kayles", "nosuch", "wythoff"]);
                match rng.below(3) {
                    0 => format!("/api/v1/rules?name={}&lang={lang}", encode(name)),
                    // The page's words are files of the static site,
                    // not the module's (worker.js): only the server has
                    // `messages`.
                    1 => format!("/api/v1/rules?lang={lang}"),
                    _ => format!("/api/v1/nothing?lang={lang}"),
                }
            }
        };
        out.push(target);
    }
    // The edges of an address (issue 47, item 6), once each.
    out.extend(EDGES.iter().map(|(target, _, _)| target.to_string()));
    out
}

/// Addresses at the edges, and the status and problem type the server
/// gives them (the page's server backend sends them through `fetch`, which
/// percent-encodes raw text as UTF-8, as `abi.js` encodes it for the module).
const EDGES: [(&str, u16, &str); 8] = [
    ("/api/v1/analyze?game=nim+%FF3", 400, "bad-input"),
    ("/api/v1/play?game=nim+3&m=%E5%B0&lang=zh-CN", 400, "bad-input"),
    ("/api/v1/analyze?game=nim+3%", 400, "bad-input"),
    ("/api/v1/analyze?game=%E5%B0%BC%E5%A7%86+3", 200, ""),
    ("/api/v1/analyze?game=尼姆+3", 200, ""),
    ("/api/v1/analyse?game=nim+1", 404, "not-found"),
    ("/api/v1/%FF%FE", 404, "not-found"),
    ("/elsewhere?lang=zh-CN", 404, "not-found"),
];

/// The module's door answers the edges as the server does (natively: the
/// module runs the same code, which the test above compares).
#[test]
fn the_edges_of_an_address_are_answered_as_the_server_answers_them() {
    for (target, status, kind) in EDGES {
        let (got, media_type, body) = grundy_wasm::request(target);
        let body = String::from_utf8(body).unwrap();
        assert_eq!(got, status, "{target}: {body}");
        if status != 200 {
            assert_eq!(media_type, "application/problem+json", "{target}");
            let problem: serde_json::Value = serde_json::from_str(&body).unwrap();
            assert_eq!(problem["type"], format!("/problems/{kind}"), "{target}");
            assert_eq!(problem["status"], status, "{target}");
        }
    }
    let (_, _, body) = grundy_wasm::request("/api/v1/analyze?game=nim+%FF3");
    let body = String::from_utf8(body).unwrap();
    assert!(body.contains("query parameter `game` is not UTF-8"), "{body}");
}

/// The module built with the engine's features as this native build has
/// them: the first module, or the second when the native build reads rules
/// (a workspace build unifies features, so the crate's own test binary then
/// has rules though its `rules` feature is off), since the catalogue and
/// the page's words differ between the two.
fn module() -> PathBuf {
    if grundy::rulesets::find("rule").is_some() {
        built("wasm-rules")
    } else {
        built("wasm")
    }
}

/// The module built with `profile` (`wasm`, or `wasm-rules` for the one
/// with rules).
fn built(profile: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join(format!("../../target/wasm32-unknown-unknown/{profile}/grundy_wasm.wasm"))
}

/// The answers of `module` under Node to `requests`: (status, media type,
/// body) each.
fn under_node(module: &Path, requests: &[String]) -> Vec<(u16, String, String)> {
    let dir = tempfile::tempdir().unwrap();
    let list = dir.path().join("requests.txt");
    std::fs::write(&list, requests.join("\n")).unwrap();
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/run.mjs");
    let output = Command::new("node").arg(&script).arg(module).arg(&list).output().unwrap();
    assert!(output.status.success(), "node: {}", String::from_utf8_lossy(&output.stderr));
    let answers: Vec<(u16, String, String)> = String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert_eq!(answers.len(), requests.len());
    answers
}

const KIKI: &str = include_str!("../../../games/hdu2147-kiki.rhai");

#[test]
fn the_rules_module_answers_rules() {
    let (plain, rules) = (built("wasm"), built("wasm-rules"));
    for module in [&plain, &rules] {
        if !module.exists() {
            return skip(&format!(
                "{} is missing (build it: cargo xtask site DIR)",
                module.display()
            ));
        }
    }
    if Command::new("node").arg("--version").output().is_err() {
        return skip("node is not installed");
    }
    let kiki = format!("rule.kiki={}", encode(KIKI));
    let looping = format!("rule.spin={}", encode("fn moves(n) {\n    loop { }\n}\n"));
    let unread = format!("rule.bad={}", encode("fn moves(n) {\n    [n - 1, n - 3\n}\n"));
    let requests: Vec<String> = vec![
        "/api/v1/examples".to_string(),
        format!("/api/v1/table?ruleset=rule(kiki)&from=1&upto=9&{kiki}"),
        format!(
            "/api/v1/check?ruleset=rule(kiki)&formula={}&from=1&upto=20&{kiki}",
            encode("n % 2 == 0 || m % 2 == 0")
        ),
        format!(
            "/api/v1/check?ruleset=rule(kiki)&formula={}&from=1&upto=20&{kiki}&lang=zh-CN",
            encode("n % 2 == 0")
        ),
        format!("/api/v1/analyze?game={}&explain=1&{kiki}", encode("rule(kiki) 5 7 + nim 3")),
        format!("/api/v1/computer?game={}&seed=1&{kiki}", encode("rule(kiki) 4 4")),
        format!("/api/v1/analyze?game={}&{looping}", encode("rule(spin) 5")),
        format!("/api/v1/analyze?game={}&{unread}", encode("rule(bad) 5")),
        "/api/v1/analyze?game=nim+3+4+5".to_string(),
    ];
    let answers = under_node(&rules, &requests);
    // When the native build has rules too (a workspace build unifies the
    // engine's features), the bytes are the same.
    if grundy_wasm::request("/api/v1/examples").0 == 200 {
        for (target, (status, kind, body)) in requests.iter().zip(&answers) {
            let (s, k, b) = grundy_wasm::request(target);
            assert_eq!(
                (*status, kind.as_str(), body.as_str()),
                (s, k, std::str::from_utf8(&b).unwrap()),
                "{target}"
            );
        }
    }
    let json = |i: usize| -> serde_json::Value {
        serde_json::from_str(&answers[i].2).unwrap_or_else(|e| panic!("{}: {e}", requests[i]))
    };
    let statuses: Vec<u16> = answers.iter().map(|a| a.0).collect();
    assert_eq!(statuses, [200, 200, 200, 200, 200, 200, 422, 400, 200], "{answers:?}");
    let names: Vec<String> = json(0)["examples"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["name"].as_str().unwrap().to_string())
        .collect();
    assert!(names.contains(&"hdu2147-kiki".to_string()) && names.len() >= 5, "{names:?}");
    // Kiki's game: the first player loses exactly when n and m are both odd.
    let table = json(1);
    let p: Vec<(u64, u64)> = table["p_positions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| (p[0].as_u64().unwrap(), p[1].as_u64().unwrap()))
        .collect();
    let odd: Vec<(u64, u64)> = (1..=9u64)
        .flat_map(|n| (1..=9u64).map(move |m| (n, m)))
        .filter(|(n, m)| n % 2 == 1 && m % 2 == 1)
        .collect();
    assert_eq!(p, odd);
    assert!(table["patterns"].as_array().unwrap().iter().any(|p| p["holds"] == true), "{table}");
    assert_eq!(json(2)["holds"], true, "{}", json(2));
    let failed = json(3);
    assert_eq!(failed["holds"], false);
    assert_eq!(failed["counterexample"]["position"], serde_json::json!([1, 2]), "{failed}");
    assert_eq!(json(4)["outcome"], "N");
    let problem = json(6);
    assert_eq!(problem["type"], "/problems/limit", "{problem}");
    assert!(problem["detail"].as_str().unwrap().contains("spin, line "), "{problem}");
    let problem = json(7);
    assert_eq!(problem["type"], "/problems/bad-input", "{problem}");
    assert!(problem["detail"].as_str().unwrap().contains("bad, line 3"), "{problem}");
    assert_eq!(json(8)["nimber"], 2);
    // The first module has none of it: the examples are no route there.
    let plain_answers = under_node(&plain, &requests[..1]);
    assert_eq!(plain_answers[0].0, 404, "{plain_answers:?}");
}

/// Whether the test may skip: `GRUNDY_WASM_TESTS=require` says it may not.
fn skip(why: &str) {
    let required = std::env::var("GRUNDY_WASM_TESTS").is_ok_and(|v| v == "require");
    assert!(!required, "the WebAssembly tests are required, but {why}");
    eprintln!("skipped the WebAssembly differential test: {why}");
}

#[test]
fn the_module_answers_as_the_native_build() {
    let module = module();
    if !module.exists() {
        return skip(&format!("{} is missing (build it: cargo xtask site DIR)", module.display()));
    }
    if Command::new("node").arg("--version").output().is_err() {
        return skip("node is not installed");
    }
    let requests = requests(1200);
    // The native answers are computed while Node computes its own (each
    // on one core: the module has one thread).
    let (answers, native): (_, Vec<_>) = std::thread::scope(|scope| {
        let native = scope.spawn(|| requests.iter().map(|t| grundy_wasm::request(t)).collect());
        (under_node(&module, &requests), native.join().unwrap())
    });
    let mut statuses = std::collections::BTreeMap::new();
    for ((target, (status, kind, body)), native) in requests.iter().zip(answers).zip(native) {
        let (native_status, native_kind, native_body) = native;
        assert_eq!(
            (status, kind.as_str(), body.as_str()),
            (native_status, native_kind, String::from_utf8(native_body).unwrap().as_str()),
            "{target}"
        );
        *statuses.entry(status).or_insert(0) += 1;
    }
    // Answers and problems both: the comparison covers bad input too.
    assert!(statuses[&200] > 600 && statuses.keys().any(|&s| s >= 400), "{statuses:?}");
    eprintln!("{} requests, byte for byte the same; statuses {statuses:?}", requests.len());
}
