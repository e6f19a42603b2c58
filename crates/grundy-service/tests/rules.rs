//! The rules' texts against the engine: every worked example is the
//! engine's analysis of its position, and every fact a text states (a
//! value, a P-position, a period, a formula) is checked here.

use grundy::rulesets::CATALOG;
use grundy::{Analysis, Limits, Outcome};
use grundy_service::i18n::{text, Lang};
use grundy_service::rules::{self, WORKED};

/// The value of `position` (`*n`, or `∞(…)`), and its outcome.
fn value(position: &str) -> (String, Outcome) {
    let game = grundy::parse(position).unwrap_or_else(|e| panic!("{position}: {e}"));
    let analysis = Analysis::new(&game, &Limits::default()).unwrap();
    let value = match analysis.nimber() {
        Some(n) => n.to_string(),
        None => analysis.infinite().unwrap().to_string(),
    };
    (value, analysis.outcome())
}

/// Each worked example: its outcome and the move its prose describes.
const EXPECTED: &[(&str, &str, &str)] = &[
    ("nim", "N", "nim 3 → nim 1"),
    ("bash", "N", "bash(3) 23 → bash(3) 20"),
    ("subtract", "N", "subtract(1,3,4) 10 → subtract(1,3,4) 7"),
    ("allbut", "N", "allbut(1,2) 9 → allbut(1,2) 0"),
    ("lasker", "N", "lasker 7 → lasker 3"),
    ("octal", "N", "octal(0.77) 10 → octal(0.77) 1 8"),
    ("kayles", "N", "kayles 8 → kayles 3 3"),
    ("dawson", "N", "dawson 10 → dawson 4 4"),
    ("dawson-chess", "N", "dawson-chess 9 → dawson-chess 3 3"),
    ("treblecross", "N", "treblecross 5 → treblecross 0"),
    ("officers", "N", "officers 10 → officers 3 6"),
    ("strips", "N", "strips(1,5,2) 12 → strips(1,5,2) 5 5"),
    ("grundys-game", "N", "grundys-game 8 → grundys-game 1 7"),
    ("wythoff", "N", "wythoff 4 6 → wythoff 3 5"),
    ("moore", "N", "moore(2) 1 2 4 → moore(2) 1 1 1"),
    ("euclid", "N", "euclid 31 12 → euclid 19 12"),
    ("fibnim", "N", "fibnim 20 → fibnim(4) 18"),
    ("dynamic", "N", "dynamic(3) 17 → dynamic(3,6) 15"),
    ("staircase", "N", "staircase 3 1 4 1 5 → staircase 1 1 4 1 5"),
    ("ruler", "N", "ruler 6 → ruler 4 5"),
    ("mockturtles", "N", "mockturtles 5 → mockturtles 0 3"),
    ("turning", "N", "turning(3) 5 → turning(3)"),
    ("corners", "N", "corners (2,3) → corners (0,3) (2,0) (0,0)"),
    ("chomp", "N", "chomp 3x4 → chomp(4,2,2)"),
    ("cutting", "N", "cutting 3x4 → cutting 3x2 3x2"),
    ("hackenbush", "N", "hackenbush(0-1,0-2,1-2) → hackenbush(0-1,0-2)"),
    ("node-kayles", "N", "node-kayles(0-1,1-2,2-3,3-4) → node-kayles(0) + node-kayles(0)"),
    ("arc-kayles", "N", "arc-kayles(0-1,1-2,2-3,3-4,4-5) → arc-kayles(0-1) + arc-kayles(0-1)"),
    ("geography", "N", "geography(0-1,0-2,2-3) 0 → geography(0) 0"),
    ("cram", "N", "cram 2x3 → cram 1x2 1x2"),
    ("graph", "N", "graph(g.txt) a → graph(g.txt) c"),
    ("rule", "N", "rule(kiki.rhai) 4 7 → rule(kiki.rhai) 3 7"),
    ("windup", "P", ""),
    ("addtake", "D", "addtake(10; 2,3; 1) 7 → addtake(10; 2,3; 1) 5"),
];

#[test]
fn every_game_has_a_worked_example_as_its_prose_says() {
    assert_eq!(WORKED.len(), CATALOG.len());
    assert_eq!(EXPECTED.len(), CATALOG.len());
    for (info, (&(name, position), &(expected, outcome, play))) in
        CATALOG.iter().zip(WORKED.iter().zip(EXPECTED))
    {
        assert_eq!((info.name, info.name), (name, expected));
        let worked = rules::work(position).unwrap();
        assert_eq!(worked.outcome, outcome, "{position}");
        assert_eq!(worked.play, play, "{position}");
        for lang in Lang::ALL {
            let texts = rules::texts(info, lang);
            assert!(texts.worked_example.contains(position), "{name} {}", lang.tag());
            assert!(texts.worked_example.contains(&worked.value), "{name} {}", lang.tag());
            assert!(texts.worked_example.contains(play), "{name} {}", lang.tag());
            for text in [&texts.title, &texts.rules, &texts.strategy] {
                assert!(!text.is_empty() && !text.contains('$'), "{name} {}", lang.tag());
            }
        }
    }
}

/// The values and outcomes the examples' prose states.
#[test]
fn the_examples_state_the_engines_values() {
    for (position, expected) in [
        ("nim 3 4 5", "*2"),
        ("nim 1 4 5", "*0"),
        ("bash(3) 20", "*0"),
        ("subtract(1,3,4) 10", "*1"),
        ("subtract(1,3,4) 3", "*1"),
        ("subtract(1,3,4) 7", "*0"),
        ("allbut(1,2) 0", "*0"),
        ("allbut(1,2) 1", "*0"),
        ("allbut(1,2) 2", "*0"),
        ("lasker 3", "*4"),
        ("lasker 7", "*8"),
        ("lasker 3 3", "*0"),
        ("octal(0.77) 1", "*1"),
        ("octal(0.77) 8", "*1"),
        ("kayles 3 3", "*0"),
        ("dawson 4 4", "*0"),
        ("dawson-chess 3 3", "*0"),
        ("treblecross 0", "*0"),
        ("officers 3 6", "*0"),
        ("strips(1,5,2) 5 5", "*0"),
        ("grundys-game 7", "*0"),
        ("grundys-game 1", "*0"),
        ("wythoff 3 5", "*0"),
        ("moore(2) 1 1 1", "*0"),
        ("euclid 19 12", "*0"),
        ("euclid 12 7", "*1"),
        ("staircase 1 1 4 1 5", "*0"),
        ("ruler 3", "*1"),
        ("ruler 6", "*2"),
        ("ruler 12", "*4"),
        ("ruler 4", "*4"),
        ("ruler 5", "*1"),
        ("mockturtles 0", "*1"),
        ("mockturtles 3", "*7"),
        ("mockturtles 5", "*11"),
        ("corners (2,3)", "*1"),
        ("chomp(4,2,2)", "*0"),
        ("cutting 3x2 3x2", "*0"),
        ("hackenbush(0-1,0-2)", "*0"),
        ("hackenbush(0-1,1-2,2-0)", "*1"),
        ("windup(7; 2,3) 3", "∞(0)"),
        ("windup(7; 2,3) 2", "∞(0)"),
    ] {
        assert_eq!(value(position).0, expected, "{position}");
    }
    // WindUp: 3 and 2 each reach 0 in one move, so both are won.
    for position in ["windup(7; 2,3) 3", "windup(7; 2,3) 2", "addtake(10; 2,3; 1) 4"] {
        assert_eq!(value(position).1, Outcome::N, "{position}");
    }
}

/// The facts the strategies state, for small positions.
#[test]
fn the_strategies_state_the_engines_facts() {
    let outcome = |position: String| value(&position).1;
    let fibonacci = [1u64, 2, 3, 5, 8, 13, 21, 34, 55, 89];
    let phi = (1.0 + 5f64.sqrt()) / 2.0;
    for n in 1..=80u64 {
        // Bash: G(n) = n mod (M + 1).
        assert_eq!(value(&format!("bash(3) {n}")).0, format!("*{}", n % 4));
        // Lasker: heaps of 3 and 4 modulo 4 swap their values.
        let lasker = match n % 4 {
            3 => n + 1,
            0 => n - 1,
            _ => n,
        };
        assert_eq!(value(&format!("lasker {n}")).0, format!("*{lasker}"));
        // All-but (1,2): G(n) = ⌊n/3⌋.
        assert_eq!(value(&format!("allbut(1,2) {n}")).0, format!("*{}", n / 3));
        // Fibonacci Nim: a new heap is lost exactly on a Fibonacci number.
        let lost = fibonacci.contains(&n);
        assert_eq!(outcome(format!("fibnim {n}")) == Outcome::P, lost, "fibnim {n}");
        // Dawson's chess is Dawson's Kayles one heap on.
        assert_eq!(value(&format!("dawson-chess {n}")).0, value(&format!("dawson {}", n + 1)).0);
    }
    for a in 1..=30u64 {
        for b in a..=40u64 {
            // Euclid: with a ≤ b, the player to move wins iff a = b or b/a > φ.
            let wins = a == b || b * (b - a) > a * a;
            assert_eq!(wins, b as f64 / a as f64 > phi || a == b);
            assert_eq!(outcome(format!("euclid {a} {b}")) == Outcome::N, wins, "euclid {a} {b}");
            // Moore's Nim_2 on two heaps and staircase Nim by their rules.
            let staircase = if (a ^ b) == 0 { Outcome::P } else { Outcome::N };
            assert_eq!(outcome(format!("staircase {a} 7 {b}")), staircase);
        }
    }
    // Wythoff: the P-positions (⌊kφ⌋, ⌊kφ⌋ + k) listed.
    for (k, (a, b)) in [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13)].into_iter().enumerate() {
        assert_eq!((a, b), ((k as f64 * phi) as u64, (k as f64 * phi) as u64 + k as u64));
        assert_eq!(outcome(format!("wythoff {a} {b}")), Outcome::P);
    }
    // Moore: P exactly when every binary column's count of 1s is 0 mod K + 1.
    for heaps in [[1u64, 1, 1], [1, 2, 3], [3, 3, 3], [5, 6, 7], [2, 2, 4], [7, 7, 7]] {
        let columns_divisible =
            (0..3).all(|bit| heaps.iter().filter(|h| *h >> bit & 1 == 1).count() % 3 == 0);
        let text = format!("moore(2) {} {} {}", heaps[0], heaps[1], heaps[2]);
        assert_eq!(outcome(text.clone()) == Outcome::P, columns_divisible, "{text}");
    }
    // Chomp's known cases: on a square eat (2, 2); on 2 × n leave n and n − 1.
    assert_eq!(outcome("chomp(4,1,1,1)".to_string()), Outcome::P);
    assert_eq!(outcome("chomp(5,4)".to_string()), Outcome::P);
    // Hackenbush: a stalk of n edges is worth n; an even cycle 0.
    assert_eq!(value("hackenbush(0-1,1-2,2-3)").0, "*3");
    assert_eq!(value("hackenbush(0-1,1-2,2-3,3-0)").0, "*0");
    // Mock Turtles: the odious numbers listed.
    for (p, odious) in [1u64, 2, 4, 7, 8, 11, 13, 14].into_iter().enumerate() {
        assert_eq!(odious.count_ones() % 2, 1);
        assert_eq!(value(&format!("mockturtles {p}")).0, format!("*{odious}"));
    }
}

/// The periods the strategies quote are the engine's, proved.
#[test]
fn quoted_periods_are_proved() {
    for (ruleset, period, preperiod) in [
        ("kayles", 12, 71),
        ("dawson", 34, 53),
        ("dawson-chess", 34, 52),
        ("subtract(1,3,4)", 7, 0),
    ] {
        let quoted = rules::quoted_period(ruleset).unwrap();
        assert_eq!((quoted.period, quoted.preperiod), (period, preperiod), "{ruleset}");
    }
    assert_eq!(rules::quoted_period("subtract(1,3,4)").unwrap().values, "0 1 0 1 2 3 2");
    let kayles = CATALOG.iter().find(|i| i.name == "kayles").unwrap();
    for lang in Lang::ALL {
        let strategy = rules::texts(kayles, lang).strategy;
        assert!(strategy.contains("12") && strategy.contains("71"), "{strategy}");
    }
}

#[test]
fn names_and_aliases_find_their_entry() {
    for (typed, name) in [
        ("bash", "bash"),
        ("巴什", "bash"),
        ("Wythoff", "wythoff"),
        ("ＮＩＭ", "nim"),
        ("保龄球", "kayles"),
    ] {
        assert_eq!(rules::find(typed).unwrap().name, name, "{typed}");
    }
    assert!(rules::find("巴斯").unwrap_err().to_string().contains("unknown ruleset `巴斯`"));
    let mut out = Vec::new();
    rules::write(grundy_service::Format::Text, Lang::ZhCn, Some("尼姆"), false, &mut out).unwrap();
    let out = String::from_utf8(out).unwrap();
    assert!(out.starts_with("nim H1 H2 …\n"), "{out}");
    assert!(out.contains("异或") && out.contains("又写作 尼姆"), "{out}");
    assert!(text(Lang::ZhCn, "rules-sprague-grundy-text", None).contains("mex"));
}
