//! A rule whose play can go on for ever, hostile rules, and what winning
//! moves describe.

use grundy::rulesets::parse_ruleset_with;
use grundy::{parse_with, Analysis, Gamma, Limits, Outcome};

use super::*;

// ---------------------------------------------------------------------------
// A rule whose play can go on for ever: the catalogue's addtake(10; 2,3; 1).

/// Win/lose/draw of every position of a game graph, by retrograde analysis:
/// no move is lost; a move to a lost position wins; all moves to won
/// positions lose; what is never settled is a draw.
fn retrograde(graph: &[Vec<usize>]) -> Vec<Outcome> {
    let mut known: Vec<Option<Outcome>> = vec![None; graph.len()];
    loop {
        let mut changed = false;
        for v in 0..graph.len() {
            if known[v].is_some() {
                continue;
            }
            if graph[v].iter().any(|&w| known[w] == Some(Outcome::P)) {
                known[v] = Some(Outcome::N);
                changed = true;
            } else if graph[v].iter().all(|&w| known[w] == Some(Outcome::N)) {
                known[v] = Some(Outcome::P);
                changed = true;
            }
        }
        if !changed {
            return known.into_iter().map(|o| o.unwrap_or(Outcome::D)).collect();
        }
    }
}

/// The rule is valued exactly as the catalogue's `addtake(10; 2,3; 1)`:
/// every heap 0 to 10 has the same value, finite or ∞(K); alone and beside
/// a nim heap below 8 each has the outcome of a retrograde analysis of the
/// literal game (take 2 or 3, add 1 up to 10, 0 finished) and of the
/// catalogue's, with the catalogue's winning and draw-keeping moves; some
/// are draws. A table of it is refused, not computed.
#[test]
fn loopy_rule_like_addtake() {
    let files = Repo::new();
    let heaps: Vec<Vec<u64>> = (0..=10).map(|h| vec![h]).collect();
    let rule = gammas(&files, &rule_text(ADDTAKE, &heaps));
    let all: Vec<String> = (0..=10).map(|h| h.to_string()).collect();
    let catalogue = gammas(&files, &format!("addtake(10; 2,3; 1) {}", all.join(" ")));
    assert_eq!(rule, catalogue);
    assert!(rule.iter().any(|g| matches!(g, Gamma::Infinite(_))), "{rule:?}");

    // The literal game beside nim a: position (h, a) is h * 8 + a.
    let graph: Vec<Vec<usize>> = (0..11 * 8)
        .map(|v| {
            let (h, a) = (v / 8, v % 8);
            let mut out: Vec<usize> = (0..a).map(|b| h * 8 + b).collect();
            if h > 0 {
                out.extend([2, 3].iter().filter(|&&t| t <= h).map(|t| (h - t) * 8 + a));
                out.extend((h < 10).then_some((h + 1) * 8 + a));
            }
            out
        })
        .collect();
    let literal = retrograde(&graph);
    let (mut draws, mut kept) = (0, 0);
    for h in 0..=10 {
        for a in 0..8 {
            let expected = literal[h * 8 + a];
            draws += usize::from(expected == Outcome::D);
            let with_nim = format!("rule({ADDTAKE}) {h} + nim {a}");
            assert_eq!(outcome(&files, &with_nim), expected, "{with_nim}");
            let catalogue = format!("addtake(10; 2,3; 1) {h} + nim {a}");
            assert_eq!(outcome(&files, &catalogue), expected, "{catalogue}");
            // The same winning and draw-keeping moves, the rule's name aside.
            let rule = moves_of(&files, &with_nim).replace(&format!("rule({ADDTAKE})"), "addtake");
            let theirs = moves_of(&files, &catalogue).replace("addtake(10; 2,3; 1)", "addtake");
            assert_eq!(rule, theirs, "{with_nim}");
            kept += rule.split("drawing\n").nth(1).unwrap().lines().count();
        }
        assert_eq!(outcome(&files, &format!("rule({ADDTAKE}) {h}")), literal[h * 8], "heap {h}");
    }
    assert!(draws > 0 && kept > 0, "{draws} draws, {kept} moves keeping one");

    let ruleset = parse_ruleset_with(&format!("rule({ADDTAKE})"), &files).unwrap();
    let error = ruleset.extend_table(&mut Vec::new(), 11).unwrap_err();
    assert!(error.to_string().contains(ADDTAKE), "{error}");
}

/// The winning moves of `text`, then its draw-keeping moves, as
/// `component: from → to` lines.
fn moves_of(files: &Repo, text: &str) -> String {
    let game = parse_with(text, files).unwrap();
    let analysis = Analysis::new(&game, &Limits::default()).unwrap();
    let line = |m: grundy::Listed| {
        let m = m.unwrap();
        format!("{}: {} → {}\n", m.component, m.from, m.to)
    };
    let winning: String = analysis.winning_moves().map(line).collect();
    let drawing: String = analysis.drawing_moves(100).map(line).collect();
    format!("winning\n{winning}drawing\n{drawing}")
}

// ---------------------------------------------------------------------------
// Hostile rules.

/// The error of analysing `game`, whose rule at `path` is `text`.
fn refusal(path: &str, text: &str, game: &str, limits: &Limits) -> String {
    let files = Repo::with(path, text);
    let result = parse_with(game, &files).and_then(|game| {
        let analysis = Analysis::new(&game, limits)?;
        Ok(format!("{:?} {:?}", analysis.outcome(), analysis.nimber()))
    });
    match result {
        Ok(answer) => panic!("{game} with {text:?} was answered: {answer}"),
        Err(error) => error.to_string(),
    }
}

/// Rules that recurse without end, return a string, a negative heap,
/// positions of the wrong size, index past a list's end, fail at one
/// position only, or do not compile: each analysis is refused with an error
/// naming the rule's file and a line, and nothing panics. (A stack overflow
/// and a bad value returned are shown at the line of `fn moves`.) Rules
/// that loop for ever, or grow a list for ever, are stopped by the work
/// limit, whose message names the rule but no line (see
/// `loops_are_refused_with_their_file_and_line`). A table of a rule that
/// fails is refused the same way.
#[test]
fn hostile_rules_are_refused_with_their_file_and_line() {
    let small = Limits { max_work: 10_000_000, ..Limits::default() };
    let cases: &[(&str, &str, &str, &str)] = &[
        (
            "hostile/deep.rhai",
            "fn deeper(n) {\n    deeper(n + 1)\n}\n\nfn moves(n) {\n    deeper(n)\n}\n",
            "5",
            "hostile/deep.rhai, line 5: column 1, listing the moves of 0: its functions call each other more than 48 levels deep",
        ),
        (
            "hostile/string.rhai",
            "fn moves(n) {\n    \"no moves here\"\n}\n",
            "5",
            "hostile/string.rhai, line 1: column 1, listing the moves of 0: `moves` returned \"no moves here\", expected a list of options",
        ),
        (
            "hostile/negative.rhai",
            "\nfn moves(n) {\n    [n - 10]\n}\n",
            "3",
            "hostile/negative.rhai, line 2: column 1, listing the moves of 0: option 1 holds -10; positions are numbers of at least 0",
        ),
        (
            "hostile/arity.rhai",
            "fn moves(a, b) {\n    [[a - 1]]\n}\n",
            "5 5",
            "hostile/arity.rhai, line 1: column 1, listing the moves of (5, 5): option 1 is [4], with 1 numbers; a position of this rule has 2",
        ),
        (
            "hostile/syntax.rhai",
            "fn moves(n) {\n    [n - 1\n}\n",
            "5",
            "hostile/syntax.rhai, line 3: column 1: Expecting ',' to separate the items of this array literal",
        ),
        (
            "hostile/index.rhai",
            "fn moves(n) {\n    let list = [n];\n    [list[5]]\n}\n",
            "5",
            "hostile/index.rhai, line 3: column 11, listing the moves of 0: Array index 5 out of bounds",
        ),
        (
            "hostile/later.rhai",
            "fn moves(n) {\n    if n == 3 { return \"three\"; }\n    if n == 0 { return []; }\n    [n - 1]\n}\n",
            "7",
            "hostile/later.rhai, line 1: column 1, listing the moves of 3: `moves` returned \"three\"",
        ),
        (
            "hostile/later-pair.rhai",
            "fn moves(a, b) {\n    if a == 3 { return [[a, b, 1]]; }\n    if a == 0 { return []; }\n    [[a - 1, b + 1]]\n}\n",
            "7 0",
            "hostile/later-pair.rhai, line 1: column 1, listing the moves of (3, 4): option 1 is [3, 4, 1], with 3 numbers",
        ),
    ];
    for &(path, text, numbers, expected) in cases {
        let message = refusal(path, text, &format!("rule({path}) {numbers}"), &small);
        assert!(message.starts_with(expected), "{path}: {message}");
    }
    // Loops, on one number (a table) and on two (a game graph), and a list
    // grown for ever: stopped by the limit on work.
    for (path, text, numbers) in [
        ("hostile/loop.rhai", "// loops for ever\nfn moves(n) {\n    loop { }\n}\n", "5"),
        (
            "hostile/grows.rhai",
            "fn moves(n) {\n    let list = [];\n    loop { list.push(n); }\n}\n",
            "5",
        ),
        ("hostile/loop-pair.rhai", "fn moves(a, b) {\n    loop { }\n}\n", "3 4"),
    ] {
        let message = refusal(path, text, &format!("rule({path}) {numbers}"), &small);
        assert!(message.contains("more operations of the rule"), "{path}: {message}");
        assert!(message.ends_with("raise it with --max-work"), "{path}: {message}");
    }
    // Lines of positions: of the wrong length, reaching below 0.
    for (text, expected) in [
        (
            "fn moves(n) {\n    [line([n, n], [-1], 3)]\n}\n",
            "line: the start has 2 numbers and the step 1",
        ),
        (
            "fn moves(n) {\n    line(n - 1, -2, 3)\n}\n",
            "option 1 holds -1; positions are numbers of at least 0",
        ),
        (
            "fn moves(a, b) {\n    [line([a], [-1], a)]\n}\n",
            "option 1 is a line of positions of 1 numbers; a position of this rule has 2",
        ),
    ] {
        let numbers = if text.contains("(a, b)") { "3 3" } else { "3" };
        let message = refusal(
            "hostile/line.rhai",
            text,
            &format!("rule(hostile/line.rhai) {numbers}"),
            &small,
        );
        assert!(message.starts_with("hostile/line.rhai, line "), "{message}");
        assert!(message.contains(expected), "{message}");
    }
    // A rule on two numbers given an odd count of them.
    let files = Repo::with("hostile/pair.rhai", "fn moves(a, b) { [] }\n");
    let error = parse_with("rule(hostile/pair.rhai) 1 2 3", &files).unwrap_err();
    assert!(error.to_string().contains("hostile/pair.rhai"), "{error}");
    // A rule without `moves`, or whose `moves` takes no numbers.
    for text in ["fn move(n) { [] }\n", "fn moves() { [] }\n"] {
        let files = Repo::with("hostile/none.rhai", text);
        let error = parse_with("rule(hostile/none.rhai) 1", &files).unwrap_err();
        assert!(error.to_string().starts_with("hostile/none.rhai: "), "{error}");
    }

    // The table of a rule that returns a string.
    let files = Repo::with("hostile/string.rhai", "fn moves(n) {\n    \"no moves here\"\n}\n");
    let ruleset = parse_ruleset_with("rule(hostile/string.rhai)", &files).unwrap();
    let error = ruleset.extend_table(&mut Vec::new(), 10).unwrap_err();
    assert!(error.to_string().starts_with("hostile/string.rhai, line 1: "), "{error}");
}

/// A table lists the heaps of a rule on one number in runs, one call of
/// the interpreter each: a rule failing deep in a run is refused as it is
/// alone (the heap, the line), and a rule that calls the function a run
/// hands its heaps to, by its name or through a pointer, hands it nothing
/// (it lacks the run's key), so its values are the plain ones.
#[test]
fn tables_listed_in_runs_fail_and_hold_as_heap_by_heap() {
    let files = Repo::with(
        "hostile/deep-in-a-run.rhai",
        "fn moves(n) {\n    if n == 2345 { throw \"deep\"; }\n    [n - 1, n - 2].filter(|h| h >= 0)\n}\n",
    );
    let ruleset = parse_ruleset_with("rule(hostile/deep-in-a-run.rhai)", &files).unwrap();
    let error = ruleset.extend_table(&mut Vec::new(), 3000).unwrap_err().to_string();
    assert!(error.starts_with("hostile/deep-in-a-run.rhai"), "{error}");
    assert!(error.contains("2345"), "{error}");

    // Each heap n hands [0] (heap 0) to the function, then has the options
    // n - 1 and n - 2: the values are those of that rule alone, 0 1 2 0 1 2 …
    let files = Repo::with(
        "hostile/pointer.rhai",
        "fn moves(n) {\n    let emit = Fn(\"__grundy\" + \"_emit\");\n    for key in -2..3 { emit.call(key, [0]); __grundy_emit(key, [0]); }\n    [n - 1, n - 2].filter(|h| h >= 0)\n}\n",
    );
    let ruleset = parse_ruleset_with("rule(hostile/pointer.rhai)", &files).unwrap();
    let mut table = Vec::new();
    ruleset.extend_table(&mut table, 2000).unwrap();
    let expected: Vec<u64> = (0..2000).map(|n| n % 3).collect();
    assert_eq!(table.iter().map(|g| g.0).collect::<Vec<_>>(), expected);
}

/// A rule stopped by the limit on work is refused naming the file and the
/// line where it was stopped, on one number (its table) and on two.
#[test]
fn loops_are_refused_with_their_file_and_line() {
    let small = Limits { max_work: 10_000_000, ..Limits::default() };
    for (path, text, numbers) in [
        ("hostile/loop.rhai", "// loops for ever\nfn moves(n) {\n    loop { }\n}\n", "5"),
        ("hostile/loop-pair.rhai", "fn moves(a, b) {\n    loop { }\n}\n", "3 4"),
    ] {
        let message = refusal(path, text, &format!("rule({path}) {numbers}"), &small);
        assert!(message.contains(&format!("{path}, line ")), "{path}: {message}");
    }
}

/// The generic table function, `grundy::heap::extend_table`, on a rule that
/// fails: the rule lists no options there, so the table it made is wrong,
/// and it returns the rule's failure instead of it.
#[test]
fn generic_table_of_a_failing_rule_is_an_error() {
    let files = Repo::with("hostile/string.rhai", "fn moves(n) {\n    \"no moves here\"\n}\n");
    let ruleset = parse_ruleset_with("rule(hostile/string.rhai)", &files).unwrap();
    let mut table = Vec::new();
    let result = grundy::heap::extend_table(&*ruleset, &mut table, 10);
    assert!(ruleset.failure().is_some());
    assert!(result.is_err(), "Ok, with the table {table:?}");
}

/// A winning move of a game of one component leads to a P-position: its
/// description, read back, is lost for the player to move. So a move of a
/// rule on one number that leaves nothing, where heap 0 is not "nothing"
/// (Mock Turtles' coin 0, *1: turning it over leaves no head), is written
/// as the rule with no numbers, `rule(games/hdu3537-mock-turtles.rhai)`,
/// as the catalogue's `mockturtles 0` leaves `mockturtles`.
#[test]
fn moves_leaving_nothing_are_described_as_nothing() {
    let files = Repo::new();
    for n in 0..=12 {
        let text = format!("rule({TURTLES}) {n}");
        let game = parse_with(&text, &files).unwrap();
        let analysis = Analysis::new(&game, &Limits::default()).unwrap();
        for m in analysis.winning_moves() {
            let to = m.unwrap().to;
            assert_eq!(outcome(&files, &to), Outcome::P, "{text} → {to}");
        }
    }
}

/// Every winning move of a game of one component, for a position of each
/// file, leads to a P-position: its description, read back, is lost for
/// the player to move (Mock Turtles aside, see above).
#[test]
fn winning_moves_lead_to_p_positions() {
    let files = Repo::new();
    let mut texts = vec![
        format!("rule({KIKI}) 5 4"),
        format!("rule({ED}) 1 2"),
        format!("rule({SALE}) 4 2"),
        format!("rule({SALE}) 3 5"),
        format!("rule({SNIM}) 5"),
        format!("rule({CHESS}) 0"),
        format!("rule({TREE}) 511"),
        format!("rule({CUTTING}) 4 2"),
        format!("rule({CUTTING}) 7 5"),
        format!("rule({WYTHOFF}) 8 4"),
        format!("rule({BO}) 4 5 5"),
        format!("rule({BO}) 3 6 5"),
    ];
    for n in 0..=12 {
        texts.push(format!("rule({SPLIT}) {n}"));
        texts.push(format!("rule({LASKER}) {n}"));
        texts.push(format!("rule({ADDTAKE}) {}", n.min(10)));
    }
    let mut moves = 0;
    for text in texts {
        let game = parse_with(&text, &files).unwrap();
        let analysis = Analysis::new(&game, &Limits::default()).unwrap();
        for m in analysis.winning_moves() {
            let to = m.unwrap().to;
            assert_eq!(outcome(&files, &to), Outcome::P, "{text} → {to}");
            moves += 1;
        }
    }
    assert!(moves > 30, "{moves} moves");
}

/// A rule whose heap 0 takes more operations than the parser's quick look
/// allows (5·10⁶ steps: 50,000 operations) is still read, and analysed
/// within the command's own budget: before, the parse failed, naming
/// `--max-work`, which does not raise that quick look. Its heaps alternate
/// (G(n) = n mod 2), each listing 100,000 loop turns.
#[test]
fn a_heap_zero_past_the_quick_look_is_analysed_within_the_budget() {
    let text = "fn moves(n) {\n    let s = 0;\n    for i in 0..100000 { s += 1; }\n    if n == 0 { [] } else { [n - 1] }\n}\n";
    let files = Repo::with("slow.rhai", text);
    assert_eq!(outcome(&files, "rule(slow.rhai) 3"), Outcome::N);
    assert_eq!(outcome(&files, "rule(slow.rhai) 2 + nim 1"), Outcome::N);
    assert_eq!(outcome(&files, "rule(slow.rhai) 3 + nim 1"), Outcome::P);
    // Within a budget too small for one heap, the refusal names the rule.
    let limits = Limits { max_work: 20_000_000, ..Limits::default() };
    let refused = refusal("slow.rhai", text, "rule(slow.rhai) 3", &limits);
    assert!(refused.contains("slow.rhai"), "{refused}");
}
