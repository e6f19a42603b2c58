//! Bad input: every malformed description, ruleset, argument or request over
//! a limit exits with code 2 and a message on stderr that starts with
//! `error:`, says what was expected, and never comes from a panic. Errors
//! about a place in the input show it with a caret diagram.

use unicode_width::UnicodeWidthChar;

use crate::grundy;

/// One bad command line and what its error message must hold.
struct Bad<'a> {
    /// The arguments after `grundy`.
    args: &'a [&'a str],
    /// What standard input holds, for a description read with `-`.
    stdin: Option<&'a [u8]>,
    /// Text the message must contain (case-sensitive).
    mentions: &'a [&'a str],
    /// The column the message reports and the text its carets mark (empty
    /// when they mark the end of the input), or `None` for an error about no
    /// place in the input, which must then show no caret diagram.
    caret: Option<(usize, &'a str)>,
}

/// Runs one bad case and checks everything an error promises.
fn check(case: &Bad) {
    let run = grundy(case.args, case.stdin);
    let stdin: Option<String> =
        case.stdin.map(|bytes| String::from_utf8_lossy(bytes).chars().take(80).collect());
    let what = format!("grundy {:?} (stdin {stdin:?})", case.args);
    let stderr = &run.stderr;
    assert_eq!(run.code, Some(2), "{what}: exit code; {run:#?}");
    assert!(run.stdout.is_empty(), "{what}: nothing on stdout; {run:#?}");
    assert!(
        stderr.starts_with("error: ") && stderr.trim().len() > "error:".len(),
        "{what}: stderr starts with `error: ` and says something: {stderr:?}"
    );
    assert!(!stderr.contains("panicked"), "{what}: a panic: {stderr}");
    crate::assert_short(stderr, &what);
    for mention in case.mentions {
        assert!(stderr.contains(mention), "{what}: the message mentions {mention:?}: {stderr}");
    }
    if let Some((needed, limit)) = bytes_over_limit(stderr) {
        assert!(needed > limit, "{what}: what is needed passes the limit it names: {stderr}");
    }
    let diagram = caret_diagram(stderr);
    match (case.caret, diagram) {
        (None, None) => {}
        (None, Some(_)) => panic!("{what}: no place to point at, yet a caret diagram: {stderr}"),
        (Some(_), None) => panic!("{what}: no caret diagram: {stderr}"),
        (Some((column, marked)), Some((excerpt, start, width))) => {
            assert!(
                stderr.contains(&format!("column {column}")),
                "{what}: the message names column {column}: {stderr}"
            );
            // An excerpt cut from a long line starts with `…` and has its own columns.
            if !excerpt.starts_with('…') {
                assert_eq!(start + 1, column, "{what}: the caret's column: {stderr}");
            }
            let under: String = excerpt.chars().skip(start).take(width).collect();
            assert_eq!(under, marked, "{what}: the text over the carets: {stderr}");
        }
    }
}

/// The bytes a message says are needed and the byte limit it names, when
/// it says both ("needs N bytes … limit of M bytes").
fn bytes_over_limit(stderr: &str) -> Option<(u64, u64)> {
    let bytes_after = |lead: &str| -> Option<u64> {
        stderr.match_indices(lead).find_map(|(at, _)| {
            let rest = &stderr[at + lead.len()..];
            let (number, rest) = rest.split_once(' ')?;
            rest.starts_with("bytes").then(|| number.parse().ok()).flatten()
        })
    };
    Some((bytes_after("needs ")?, bytes_after("limit of ")?))
}

/// The caret diagram of a message, if it has one: the excerpt of the input
/// (without the indent), the 0-based character index of the first caret in
/// it, and the number of characters the carets mark. Carets are placed by
/// columns as a terminal shows them, where a full-width character (`３`)
/// takes two.
fn caret_diagram(stderr: &str) -> Option<(String, usize, usize)> {
    let lines: Vec<&str> = stderr.lines().collect();
    let at = lines.iter().position(|line| {
        let line = line.trim();
        !line.is_empty() && line.chars().all(|c| c == '^')
    })?;
    assert!(at >= 1, "a caret line follows the excerpt: {stderr}");
    let indent = "  ";
    let excerpt = lines[at - 1]
        .strip_prefix(indent)
        .unwrap_or_else(|| panic!("the excerpt is indented: {stderr}"));
    let carets = lines[at]
        .strip_prefix(indent)
        .unwrap_or_else(|| panic!("the carets are indented: {stderr}"));
    let pad = carets.chars().take_while(|&c| c == ' ').count();
    let marked = carets.chars().filter(|&c| c == '^').count();
    // The characters of the excerpt that the spaces and the carets cover.
    let widths: Vec<usize> = excerpt.chars().map(|c| c.width().unwrap_or(1).max(1)).collect();
    let covering = |columns: usize, from: usize| -> usize {
        let mut covered = 0;
        let count = widths[from..].iter().take_while(|&&w| {
            covered += w;
            covered <= columns
        });
        count.count()
    };
    let start = covering(pad, 0);
    let width = covering(marked, start.min(widths.len())).max(usize::from(start < widths.len()));
    Some((excerpt.to_string(), start, width))
}

/// Malformed game descriptions given to `analyze`.
const DESCRIPTIONS: &[Bad<'static>] = &[
    Bad {
        args: &["analyze", ""],
        stdin: None,
        mentions: &["expected a ruleset name", "`grundy rules` lists all"],
        caret: Some((1, "")),
    },
    Bad {
        args: &["analyze", "   "],
        stdin: None,
        mentions: &["expected a ruleset name", "found the end of the input"],
        caret: Some((4, "")),
    },
    Bad {
        args: &["analyze", "3 4 5"],
        stdin: None,
        mentions: &["expected a ruleset name", "found `3`"],
        caret: Some((1, "3")),
    },
    Bad {
        args: &["analyze", "nim"],
        stdin: None,
        mentions: &["expected at least one heap size after `nim`"],
        caret: Some((4, "")),
    },
    Bad {
        args: &["analyze", "nim 3 +"],
        stdin: None,
        mentions: &["expected a ruleset name", "found the end of the input"],
        caret: Some((8, "")),
    },
    Bad {
        args: &["analyze", "nim 3 + + nim 4"],
        stdin: None,
        mentions: &["expected a ruleset name", "found `+`"],
        caret: Some((9, "+")),
    },
    // Typed on a Chinese keyboard or a phone: read as the plain form, and
    // the caret under the characters typed, full-width ones two columns wide.
    Bad {
        args: &["analyze", "nim　３ x"],
        stdin: None,
        mentions: &["expected a heap size (a whole number), found `x`"],
        caret: Some((7, "x")),
    },
    Bad {
        args: &["analyze", "ｎｉｍ ３ ｘ"],
        stdin: None,
        mentions: &["found `x`"],
        caret: Some((7, "ｘ")),
    },
    Bad {
        args: &["analyze", "subtract（1，，4） 10"],
        stdin: None,
        mentions: &["expected a parameter between the commas"],
        caret: Some((12, "，")),
    },
    Bad {
        args: &["analyze", "kayle 3 + nim 1"],
        stdin: None,
        mentions: &["unknown ruleset `kayle`; did you mean `kayles`?"],
        caret: Some((1, "kayle")),
    },
    Bad {
        args: &["analyze", "Wythof 3 5"],
        stdin: None,
        mentions: &["unknown ruleset `Wythof`; did you mean `wythoff`?"],
        caret: Some((1, "Wythof")),
    },
    Bad {
        args: &["analyze", "Foo 3"],
        stdin: None,
        mentions: &["unknown ruleset `Foo`"],
        caret: Some((1, "Foo")),
    },
    Bad {
        args: &["analyze", "foo 3"],
        stdin: None,
        mentions: &["unknown ruleset `foo`", "such as nim, kayles or wythoff", "`grundy rules`"],
        caret: Some((1, "foo")),
    },
    Bad {
        args: &["analyze", "nim(2) 3"],
        stdin: None,
        mentions: &["nim takes no parameters", "nim 3 4 5"],
        caret: Some((1, "nim(2)")),
    },
    Bad {
        args: &["analyze", "bash 3"],
        stdin: None,
        mentions: &["bash needs one parameter", "bash(3) 23"],
        caret: Some((1, "bash")),
    },
    Bad {
        args: &["analyze", "bash() 3"],
        stdin: None,
        mentions: &["bash needs one parameter"],
        caret: Some((1, "bash()")),
    },
    Bad {
        args: &["analyze", "bash(0) 3"],
        stdin: None,
        mentions: &["bash(M) needs M ≥ 1"],
        caret: Some((1, "bash(0)")),
    },
    Bad {
        args: &["analyze", "bash(1,2) 3"],
        stdin: None,
        mentions: &["bash needs one parameter"],
        caret: Some((1, "bash(1,2)")),
    },
    Bad {
        args: &["analyze", "subtract 3"],
        stdin: None,
        mentions: &["subtract needs its set of moves", "subtract(1,3,4) 10"],
        caret: Some((1, "subtract")),
    },
    Bad {
        args: &["analyze", "subtract() 3"],
        stdin: None,
        mentions: &["needs at least one"],
        caret: Some((1, "subtract()")),
    },
    Bad {
        args: &["analyze", "subtract(0) 3"],
        stdin: None,
        mentions: &["takes positive numbers"],
        caret: Some((1, "subtract(0)")),
    },
    Bad {
        args: &["analyze", "subtract(1,,2) 3"],
        stdin: None,
        mentions: &["expected a parameter between the commas"],
        caret: Some((12, ",")),
    },
    Bad {
        args: &["analyze", "subtract(1 3"],
        stdin: None,
        mentions: &["never closed", "expected `)`"],
        caret: Some((9, "(")),
    },
    Bad {
        args: &["analyze", "nim 3 x"],
        stdin: None,
        mentions: &["expected a heap size (a whole number)", "found `x`"],
        caret: Some((7, "x")),
    },
    Bad {
        args: &["analyze", "nim -3"],
        stdin: None,
        mentions: &["expected a heap size (a whole number)", "found `-3`"],
        caret: Some((5, "-3")),
    },
    // The carets mark only `3` and the message says "found `3`", though the
    // trouble is the `.5` after it; the test pins the column and the wording
    // about whole numbers, not the marked text.
    Bad {
        args: &["analyze", "nim 3.5"],
        stdin: None,
        mentions: &["expected a heap size (a whole number), found `3.5`"],
        caret: Some((5, "3.5")),
    },
    Bad {
        args: &["analyze", "subtract(fib) 99999999999999999999999"],
        stdin: None,
        mentions: &["subtract(fib) has no proved period, which heaps past"],
        caret: None,
    },
    Bad {
        args: &["analyze", "bash(18446744073709551616) 3"],
        stdin: None,
        mentions: &["parameter 18446744073709551616 is larger than 2^64-1"],
        caret: Some((6, "18446744073709551616")),
    },
    Bad {
        args: &["analyze", "nim 3 4 5 ;"],
        stdin: None,
        mentions: &["expected a heap size (a whole number)", "found `;`"],
        caret: Some((11, ";")),
    },
    Bad {
        args: &["analyze", "nim 3 ☃"],
        stdin: None,
        mentions: &["expected a heap size (a whole number)", "found `☃`"],
        caret: Some((7, "☃")),
    },
    Bad {
        args: &["analyze", "nim 3 + ☃"],
        stdin: None,
        mentions: &["expected a ruleset name", "found `☃`"],
        caret: Some((9, "☃")),
    },
    Bad {
        args: &["analyze", "allbut() 3"],
        stdin: None,
        mentions: &["at least one excluded number"],
        caret: Some((1, "allbut()")),
    },
    Bad {
        args: &["analyze", "allbut(0) 3"],
        stdin: None,
        mentions: &["excludes positive numbers"],
        caret: Some((1, "allbut(0)")),
    },
    Bad {
        args: &["analyze", "moore 3 5"],
        stdin: None,
        mentions: &["moore needs one parameter, K", "moore(2) 3 5 10 15"],
        caret: Some((1, "moore")),
    },
    Bad {
        args: &["analyze", "moore(2,3) 4"],
        stdin: None,
        mentions: &["moore needs one parameter, K"],
        caret: Some((1, "moore(2,3)")),
    },
    Bad {
        args: &["analyze", "moore(0) 3"],
        stdin: None,
        mentions: &["moore(K) needs K ≥ 1"],
        caret: Some((7, "0")),
    },
    Bad {
        args: &["analyze", "moore(2)"],
        stdin: None,
        mentions: &["expected at least one heap size after `moore(2)`"],
        caret: Some((9, "")),
    },
    Bad {
        args: &["analyze", "windup(7) 3"],
        stdin: None,
        mentions: &[
            "windup needs the number of positions, then its moves after `;`",
            "found 1 group)",
        ],
        caret: Some((1, "windup(7)")),
    },
    Bad {
        args: &["analyze", "windup(7;) 3"],
        stdin: None,
        mentions: &["expected a step (a whole number), found nothing"],
        caret: Some((10, ")")),
    },
    Bad {
        args: &["analyze", "windup(0; 1) 0"],
        stdin: None,
        mentions: &["at least one position (N ≥ 1)"],
        caret: Some((8, "0")),
    },
    Bad {
        args: &["analyze", "windup(5; 2,10) 3"],
        stdin: None,
        mentions: &["a step of 10 turns the dial of 5 positions round to where it was"],
        caret: Some((13, "10")),
    },
    Bad {
        args: &["analyze", "windup(7; 2, 0) 3"],
        stdin: None,
        mentions: &["0 would be a move that changes nothing; each step is at least 1"],
        caret: Some((14, "0")),
    },
    Bad {
        args: &["analyze", "windup(7; 2,3) 7"],
        stdin: None,
        mentions: &["7 is past the end of windup(7; 2,3): the positions are 0 to 6"],
        caret: Some((16, "7")),
    },
    Bad {
        args: &["analyze", "windup(7; 2,3)"],
        stdin: None,
        mentions: &["expected at least one position after `windup(7; 2,3)`"],
        caret: Some((15, "")),
    },
    Bad {
        args: &["analyze", "addtake(10; 2,3) 4"],
        stdin: None,
        mentions: &["addtake needs the cap, the takes and the adds", "found 2 groups"],
        caret: Some((1, "addtake(10; 2,3)")),
    },
    Bad {
        args: &["analyze", "addtake(10; 2; x) 4"],
        stdin: None,
        mentions: &["expected a number to add (a whole number), found `x`"],
        caret: Some((16, "x")),
    },
    Bad {
        args: &["analyze", "addtake(10; 2; 1) 11"],
        stdin: None,
        mentions: &["the heaps are 0 to 10"],
        caret: Some((19, "11")),
    },
    Bad {
        args: &["analyze", "addtake(100000000000; 1; 1) 5000000000"],
        stdin: None,
        mentions: &["position 5000000000 is past 4294967293", "32-bit indices"],
        caret: Some((29, "5000000000")),
    },
    Bad {
        args: &["analyze", "windup(100000000; 1) 5", "--max-table", "1000"],
        stdin: None,
        mentions: &[
            "the game graph of windup(100000000; 1)",
            "limit of 1000 values",
            "--max-table",
        ],
        caret: None,
    },
    Bad {
        args: &["analyze", "windup(100000000; 1) 5", "--max-memory", "64M"],
        stdin: None,
        mentions: &["the game graph of windup(100000000; 1)", "--max-memory"],
        caret: None,
    },
    Bad {
        args: &["analyze", "windup(1000000; 1,2,3,4,5,6,7,8,9,10) 5", "--max-work", "1000000"],
        stdin: None,
        mentions: &["the game graph of windup(1000000; 1,2,3,4,5,6,7,8,9,10)", "--max-work"],
        caret: None,
    },
    Bad {
        args: &["analyze", "--misere", "nim 3 x"],
        stdin: None,
        mentions: &["found `x`"],
        caret: Some((7, "x")),
    },
];

/// Descriptions read from standard input: the message names the line.
const FROM_STDIN: &[Bad<'static>] = &[
    Bad {
        args: &["analyze", "-"],
        stdin: Some(b"nim 3 4\n+ bash(3) x 5\n"),
        mentions: &["line 2", "expected a heap size (a whole number), found `x`"],
        caret: Some((11, "x")),
    },
    Bad {
        args: &["analyze", "--json", "-"],
        stdin: Some(b"nim 3\r\n+ foo 4\r\n"),
        mentions: &["line 2", "unknown ruleset `foo`"],
        caret: Some((3, "foo")),
    },
    Bad {
        args: &["analyze", "-"],
        stdin: Some(b"nim 3\n\n  4 ;\n"),
        mentions: &["line 3", "found `;`"],
        caret: Some((5, ";")),
    },
    Bad {
        args: &["analyze", "-"],
        stdin: Some(b""),
        mentions: &["expected a ruleset name"],
        caret: Some((1, "")),
    },
    Bad {
        args: &["analyze", "-"],
        stdin: Some(b"nim 3 \xff 4"),
        mentions: &["standard input", "UTF-8"],
        caret: None,
    },
];

/// Bad rulesets and tables for `table` and `period`.
const RULESETS: &[Bad<'static>] = &[
    Bad {
        args: &["analyze", "fibnim(2,3) 4"],
        stdin: None,
        mentions: &["fibnim takes at most one parameter", "fibnim(4) 7"],
        caret: Some((1, "fibnim(2,3)")),
    },
    Bad {
        args: &["analyze", "dynamic 5"],
        stdin: None,
        mentions: &["dynamic takes K", "dynamic(3) 10"],
        caret: Some((1, "dynamic")),
    },
    Bad {
        args: &["analyze", "dynamic(0) 5"],
        stdin: None,
        mentions: &["expected a multiple K from 1 to 1000000, found `0`"],
        caret: Some((9, "0")),
    },
    Bad {
        args: &["analyze", "dynamic(1000) 1000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"],
        stdin: None,
        mentions: &["larger than dynamic(1000) takes", "4194304 words"],
        caret: Some((15, "1000000000000000000000000000000000000000")),
    },
    Bad {
        args: &["analyze", "geography(cycle(5)) 7"],
        stdin: None,
        mentions: &["expected a vertex of the graph for the token, found `7`", "0, 1, 2, 3, 4"],
        caret: Some((21, "7")),
    },
    Bad {
        args: &["analyze", "fibnim"],
        stdin: None,
        mentions: &["expected at least one heap size after `fibnim`"],
        caret: Some((7, "")),
    },
    Bad {
        args: &["table", "subtract(0)", "--upto", "10"],
        stdin: None,
        mentions: &["bad ruleset", "takes positive numbers"],
        caret: Some((1, "subtract(0)")),
    },
    Bad {
        args: &["table", "wat", "--upto", "10"],
        stdin: None,
        mentions: &["unknown ruleset `wat`", "`grundy rules` lists all"],
        caret: Some((1, "wat")),
    },
    Bad {
        args: &["table", "nim 3", "--upto", "10"],
        stdin: None,
        mentions: &["expected the end of the ruleset", "heap sizes are not given here"],
        caret: Some((5, "3")),
    },
    Bad {
        args: &["table", "", "--upto", "10"],
        stdin: None,
        mentions: &["expected a ruleset name"],
        caret: Some((1, "")),
    },
    // `table` takes heap rulesets and Wythoff's game, and says so.
    Bad {
        args: &["table", "euclid", "--upto", "10"],
        stdin: None,
        mentions: &["euclid has no table", "a heap ruleset (nim, bash", "`wythoff`"],
        caret: Some((1, "euclid")),
    },
    Bad {
        args: &["table", "wythoff 3 5", "--upto", "10"],
        stdin: None,
        mentions: &["expected the end of the ruleset", "takes no parameters or pile sizes"],
        caret: Some((9, "3 5")),
    },
    Bad {
        args: &["period", "wythoff"],
        stdin: None,
        mentions: &["wythoff is not a heap ruleset", "nim, bash"],
        caret: Some((1, "wythoff")),
    },
    Bad {
        args: &["period", "bash(1,2)"],
        stdin: None,
        mentions: &["bash needs one parameter"],
        caret: Some((1, "bash(1,2)")),
    },
    Bad {
        args: &["period", "allbut()"],
        stdin: None,
        mentions: &["at least one excluded number"],
        caret: Some((1, "allbut()")),
    },
];

/// Requests over a named limit: the message names the limit and the flag that raises it.
const LIMITS: &[Bad<'static>] = &[
    Bad {
        args: &["quotient", "kayles", "--heaps", "0"],
        stdin: None,
        mentions: &["--heaps must be at least 1"],
        caret: None,
    },
    Bad {
        args: &["quotient", "chomp", "--heaps", "10"],
        stdin: None,
        mentions: &["chomp is not a heap ruleset"],
        caret: Some((1, "chomp")),
    },
    Bad {
        args: &["quotient", "kayles", "--heaps", "1000", "--max-table", "500"],
        stdin: None,
        mentions: &[
            "misère quotient of kayles up to heap 1000",
            "limit of 500 values",
            "--max-table",
        ],
        caret: None,
    },
    Bad {
        args: &["genus", "chomp", "--upto", "10"],
        stdin: None,
        mentions: &["chomp is not a heap ruleset"],
        caret: Some((1, "chomp")),
    },
    Bad {
        args: &["genus", "kayles", "--upto", "1000", "--max-table", "500"],
        stdin: None,
        mentions: &["the genus of kayles up to heap 1000", "limit of 500 values", "--max-table"],
        caret: None,
    },
    // Not a limit but a question not answered: exit code 2 too, and why.
    Bad {
        args: &["analyze", "--misere", "cutting 3x5"],
        stdin: None,
        mentions: &[
            "misère play of `cutting` has no meaning: its rules say who wins under normal play",
        ],
        caret: None,
    },
    Bad {
        args: &["analyze", "wythoff 100000000000000000000 3 + nim 1"],
        stdin: None,
        mentions: &["numbers past 2^64 are not searched", "analyse it alone"],
        caret: None,
    },
    Bad {
        args: &["table", "nim"],
        stdin: None,
        mentions: &["expected --upto N", "grundy table \"nim\" --upto 100"],
        caret: None,
    },
    Bad {
        args: &["table", "windup(7; 2,3)", "--upto", "7"],
        stdin: None,
        mentions: &[
            "--upto 7 is past the last position of windup(7; 2,3): its positions are 0 to 6",
        ],
        caret: None,
    },
    Bad {
        args: &["table", "nim", "--upto", "100", "--max-table", "50"],
        stdin: None,
        mentions: &["101 values", "limit of 50 values", "--max-table"],
        caret: None,
    },
    Bad {
        args: &["table", "subtract(1,3,4)", "--upto", "18446744073709551615"],
        stdin: None,
        mentions: &["limit of 100000000 values", "--max-table"],
        caret: None,
    },
    // One value per pair: 619 pairs have a smaller pile up to 1000.
    Bad {
        args: &["table", "wythoff", "--upto", "1000", "--max-table", "600"],
        stdin: None,
        mentions: &["wythoff's P-positions", "619 values", "limit of 600 values", "--max-table"],
        caret: None,
    },
    Bad {
        args: &["table", "wythoff", "--upto", "18446744073709551615"],
        stdin: None,
        mentions: &["11400714819323198486 values", "limit of 100000000 values"],
        caret: None,
    },
    Bad {
        args: &["analyze", "--max-table", "30", "subtract(7) 1000"],
        stdin: None,
        mentions: &[
            "subtract(7) 1000",
            "limit of 30 values",
            "no period was proved",
            "--max-table",
        ],
        caret: None,
    },
    // No period of a subtraction game this large can be proved, so the heap
    // is refused up front instead of tabulated for ever.
    Bad {
        args: &["analyze", "subtract(18446744073709551615) 18446744073709551615"],
        stdin: None,
        mentions: &["limit of 100000000 values", "--max-table"],
        caret: None,
    },
    Bad {
        // The quotient, past its work, leaves the search, past its steps.
        args: &[
            "analyze",
            "--misere",
            "--max-search",
            "100000",
            "--max-work",
            "1000",
            "allbut(1) 1000 1000 1000",
        ],
        stdin: None,
        mentions: &[
            "no misère quotient",
            "--max-work",
            "steps or more",
            "limit of 100000 steps",
            "--max-search",
        ],
        caret: None,
    },
    Bad {
        args: &["analyze", "--misere", "--max-search", "10", "--max-work", "10", "bash(3) 3 3"],
        stdin: None,
        mentions: &["limit of 10 steps", "--max-search"],
        caret: None,
    },
    // Few positions but many moves each: the count includes the moves.
    Bad {
        args: &[
            "analyze",
            "--misere",
            "--max-search",
            "1000000",
            "--max-work",
            "1000",
            "nim 400 400 + bash(1) 400",
        ],
        stdin: None,
        mentions: &["steps or more", "limit of 1000000 steps", "--max-search"],
        caret: None,
    },
    // Games that split heaps in three: the table's cost is known, and refused up front.
    Bad {
        args: &["analyze", "octal(0.8) 30000"],
        stdin: None,
        mentions: &["the table of octal(0.8) up to 30000", "about", "--max-work"],
        caret: None,
    },
    Bad {
        args: &["table", "octal(0.8)", "--upto", "100000"],
        stdin: None,
        mentions: &["the table of octal(0.8) up to 100000", "--max-work"],
        caret: None,
    },
    Bad {
        args: &["plot", "octal(0.8)", "--upto", "100000", "-o", "never-written.png"],
        stdin: None,
        mentions: &["the table of octal(0.8) up to 100000", "--max-work"],
        caret: None,
    },
    // A heap past the table needs a proved period; the search for one is
    // counted, and stops pointing to `grundy period`.
    Bad {
        args: &["analyze", "--max-work", "400000000", "officers 100000000000"],
        stdin: None,
        mentions: &[
            "proving a period of officers",
            "no period was proved within the first",
            "grundy period 'officers'",
            "--max-work",
        ],
        caret: None,
    },
    // The rare-value method's cost shows as it goes: counted, and stopped.
    Bad {
        args: &["table", "--max-work", "100000000", "officers", "--upto", "10000000"],
        stdin: None,
        mentions: &["officers", "limit of 100000000 steps", "--max-work"],
        caret: None,
    },
    Bad {
        // The quotient, past its work, leaves the search, past its memory.
        args: &["analyze", "--max-memory", "1M", "--max-work", "1000", "--misere", "kayles 40"],
        stdin: None,
        mentions: &["bytes of memory", "--max-memory"],
        caret: None,
    },
    // A start whose options alone pass the limit is refused before any is listed.
    Bad {
        args: &["analyze", "--misere", "kayles 1000000000000 + nim 3"],
        stdin: None,
        mentions: &["first move's options alone", "--max-search"],
        caret: None,
    },
];

/// Command lines that clap itself refuses.
const ARGUMENTS: &[Bad<'static>] = &[
    Bad { args: &["analyze"], stdin: None, mentions: &["required", "<SPEC>"], caret: None },
    Bad { args: &["table", "nim", "--upto", "-1"], stdin: None, mentions: &["-1"], caret: None },
    Bad {
        args: &["analyze", "--max-table", "x", "nim 1"],
        stdin: None,
        mentions: &["invalid value 'x'", "--max-table"],
        caret: None,
    },
    Bad { args: &["frobnicate"], stdin: None, mentions: &["unrecognized subcommand"], caret: None },
];

/// Counts that are not whole numbers, or past what their flag holds (issue
/// 47, item 10): clap names the flag, the parser says why.
const COUNTS: &[Bad<'static>] = &[
    Bad {
        args: &["period", "grundys-game", "--max-work", "1.5"],
        stdin: None,
        mentions: &["'1.5'", "--max-work", "1.5 is not a whole number", "1e7, 2.5e6"],
        caret: None,
    },
    Bad {
        args: &["table", "kayles", "--upto", "1e-3"],
        stdin: None,
        mentions: &["--upto", "1e-3 is not a whole number"],
        caret: None,
    },
    Bad {
        args: &["analyze", "--max-search", "2.5e0", "nim 1"],
        stdin: None,
        mentions: &["--max-search", "2.5e0 is not a whole number"],
        caret: None,
    },
    Bad {
        args: &["quotient", "kayles", "--heaps", "2^64"],
        stdin: None,
        mentions: &[
            "--heaps",
            "2^64 is more than the largest value this flag takes, 18446744073709551615",
        ],
        caret: None,
    },
    Bad {
        args: &["analyze", "--max-work", "1e20", "nim 1"],
        stdin: None,
        mentions: &["--max-work", "1e20 is more than the largest value"],
        caret: None,
    },
    Bad {
        args: &["census", "--digits", "2^40"],
        stdin: None,
        mentions: &["--digits", "more than the largest value this flag takes, 4294967295"],
        caret: None,
    },
    Bad {
        args: &["period", "kayles", "--limit", "1e"],
        stdin: None,
        mentions: &["--limit", "expected a whole number", "found `1e`"],
        caret: None,
    },
    Bad {
        args: &["genus", "kayles", "--upto", "1,000"],
        stdin: None,
        mentions: &["--upto", "expected a whole number"],
        caret: None,
    },
];

#[test]
fn malformed_descriptions_are_explained() {
    DESCRIPTIONS.iter().for_each(check);
}

#[test]
fn malformed_descriptions_on_stdin_name_the_line() {
    FROM_STDIN.iter().for_each(check);
}

#[test]
fn malformed_rulesets_are_explained() {
    RULESETS.iter().for_each(check);
}

#[test]
fn requests_over_a_limit_name_it() {
    LIMITS.iter().for_each(check);
}

#[test]
fn bad_arguments_exit_with_code_2() {
    ARGUMENTS.iter().for_each(check);
}

#[test]
fn counts_that_are_not_whole_or_too_large_exit_with_code_2() {
    COUNTS.iter().for_each(check);
}

/// Scientific notation and powers read exactly: the same run as the digits
/// (BENCHMARKS.md writes `--max-work 1e13`).
#[test]
fn counts_in_scientific_notation_are_read_exactly() {
    let same = [
        (["table", "kayles", "--upto", "2.5e1"], ["table", "kayles", "--upto", "25"]),
        (["table", "kayles", "--upto", "2^5"], ["table", "kayles", "--upto", "32"]),
        (["quotient", "kayles", "--heaps", "1E1"], ["quotient", "kayles", "--heaps", "10"]),
    ];
    for (written, digits) in same {
        let (a, b) = (grundy(&written, None), grundy(&digits, None));
        assert_eq!(a.code, Some(0), "{written:?}: {a:#?}");
        assert_eq!((a.stdout, a.stderr), (b.stdout, b.stderr), "{written:?} against {digits:?}");
    }
    // A budget written as a power of ten is the budget: 10^3 steps do not
    // suffice for this table, 1e13 do.
    let small = grundy(&["table", "octal(0.8)", "--upto", "3e4", "--max-work", "1e3"], None);
    assert_eq!(small.code, Some(2), "{small:#?}");
    assert!(small.stderr.contains("limit of 1000 steps"), "{}", small.stderr);
    let large =
        grundy(&["period", "subtract(2,5,6)", "--max-work", "1e13", "--limit", "1e3"], None);
    assert_eq!(large.code, Some(0), "{large:#?}");
}

/// An error at the end of a line of a hundred thousand heaps shows a window
/// of the line around it, marked with `…`.
#[test]
fn an_error_in_a_long_line_shows_a_window() {
    let text = format!("nim {}x 3", "1 ".repeat(100_000));
    let column = "nim ".len() + 2 * 100_000 + 1;
    check(&Bad {
        args: &["analyze", "-"],
        stdin: Some(text.as_bytes()),
        mentions: &["found `x`"],
        caret: Some((column, "x")),
    });
    let run = grundy(&["analyze", "-"], Some(text.as_bytes()));
    let excerpt = run.stderr.lines().nth(1).expect("an excerpt line");
    assert!(
        excerpt.starts_with("  …") && excerpt.chars().count() < 200,
        "the excerpt is a short window: {excerpt:?}"
    );
}

/// The carets should mark as many columns as the offending character takes,
/// but the marked width is its length in bytes, counted in characters: one
/// `☃` (3 bytes) gets three carets spilling over the text after it.
#[test]
fn carets_under_non_ascii_mark_one_column_per_character() {
    let cases = [
        Bad {
            args: &["analyze", "nim 3 ☃ 4"],
            stdin: None,
            mentions: &["found `☃`"],
            caret: Some((7, "☃")),
        },
        Bad {
            args: &["analyze", "☃ 3"],
            stdin: None,
            mentions: &["found `☃`"],
            caret: Some((1, "☃")),
        },
        Bad {
            // A letter of any script starts a name (`尼姆` is nim).
            args: &["analyze", "é 3"],
            stdin: None,
            mentions: &["unknown ruleset `é`"],
            caret: Some((1, "é")),
        },
        Bad {
            args: &["analyze", "nim 3 + 威佐 3 5"],
            stdin: None,
            mentions: &["unknown ruleset `威佐`; did you mean `威佐夫`?"],
            caret: Some((9, "威佐")),
        },
    ];
    cases.iter().for_each(check);
}

/// Issue 47, item 7: only full-width forms and spaces fold to plain text;
/// characters that merely look like digits or letters (superscripts,
/// subscripts, circled, mathematical and fraction digits, Roman numerals,
/// ligatures) are refused with a caret under them, where they used to be
/// read as their NFKC (`nim 2³` was `nim 23`).
#[test]
fn look_alike_digits_and_letters_are_refused_with_a_caret() {
    let digit = "written with the digits 0-9";
    let cases = [
        (&["analyze", "nim 2³"][..], &[digit, "found `³`"][..], (6, "³")),
        (&["analyze", "nim ²"], &[digit, "found `²`"], (5, "²")),
        (&["analyze", "nim 1₂"], &[digit, "found `₂`"], (6, "₂")),
        (&["analyze", "nim 3 ①"], &[digit, "found `①`"], (7, "①")),
        (&["analyze", "nim 𝟗"], &[digit, "found `𝟗`"], (5, "𝟗")),
        (&["analyze", "nim 1 Ⅻ"], &[digit, "found `Ⅻ`"], (7, "Ⅻ")),
        (&["analyze", "nim ½"], &[digit, "found `½`"], (5, "½")),
        (&["analyze", "nim ⑴"], &[digit, "found `⑴`"], (5, "⑴")),
        (&["analyze", "kayles ３ ٣"], &[digit, "found `٣`"], (10, "٣")),
        (&["analyze", "subtract(1,²) 5"], &[digit, "found `²`"], (12, "²")),
        (
            &["table", "octal(0.7²)", "--upto", "5"],
            &["digit 2 after the point is `²`"],
            (7, "0.7²"),
        ),
        (&["analyze", "nim ﬁ"], &["expected a heap size (a whole number), found `ﬁ`"], (5, "ﬁ")),
        (&["analyze", "ﬁm 3"], &["unknown ruleset `ﬁm`"], (1, "ﬁm")),
        (&["analyze", "nim 3 + ｎｉｍ 4 + nim 𝐱"], &["found `𝐱`"], (21, "𝐱")),
    ];
    for (args, mentions, caret) in cases {
        check(&Bad { args, stdin: None, mentions, caret: Some(caret) });
    }
    // Full-width forms and the spaces still fold.
    for typed in ["ｎｉｍ　３　４", "nim\u{a0}3\u{2009}4", "Nim ３ 4"] {
        let run = grundy(&["analyze", "--json", typed], None);
        assert_eq!(run.code, Some(0), "{typed}: {run:?}");
        assert!(run.stdout.contains("\"nimber\":7"), "{typed}: {run:?}");
    }
}

/// Control characters in the input are shown escaped, never sent to the
/// terminal raw; a byte-order mark before a description is skipped.
#[test]
fn control_characters_are_escaped_in_messages() {
    for (input, shown) in [
        ("nim 3 \u{1b}[31mred", "\\u{1b}[31mred"),
        ("nim 3\u{0} 4", "3\\u{0}"),
        ("nim \u{7}", "\\u{7}"),
    ] {
        // Through standard input: an argument cannot hold a NUL byte.
        let run = grundy(&["analyze", "-"], Some(input.as_bytes()));
        assert_eq!(run.code, Some(2), "{run:?}");
        assert!(run.stderr.contains(shown), "{input:?}: {run:?}");
        assert!(!run.stderr.chars().any(|c| c.is_control() && c != '\n'), "{input:?}: {run:?}");
    }
    let run = grundy(&["analyze", "-"], Some("\u{feff}nim 3 4".as_bytes()));
    assert_eq!(run.code, Some(0), "{run:?}");
}

/// A message about a very long piece of input keeps its start and end.
#[test]
fn long_input_is_abbreviated_in_messages() {
    let token = "3x".repeat(100_000);
    let run = grundy(&["analyze", "-"], Some(format!("nim {token}").as_bytes()));
    assert_eq!(run.code, Some(2), "{run:?}");
    assert!(run.stderr.len() < 2000, "{} bytes", run.stderr.len());
}

/// Unquoted words are one description: the likeliest first try works.
#[test]
fn unquoted_words_are_joined() {
    let run = grundy(&["analyze", "nim", "3", "4", "+", "nim", "7"], None);
    assert_eq!(run.code, Some(0), "{run:?}");
    assert!(run.stdout.contains("nim-sum is 0"), "{run:?}");
}

/// Bad generalised take-and-break codes (issue 48) exit with code 2, say
/// what was expected and where, and mark the whole code.
#[test]
fn bad_take_and_break_codes_are_explained() {
    let cases: [(&[&str], &str, (usize, &str)); 7] = [
        (
            &["analyze", "octal(20.017) 5"],
            "only one digit may come before the point",
            (7, "20.017"),
        ),
        (&["analyze", "octal(2.0) 5"], "a digit before the point may only split", (7, "2.0")),
        (&["table", "octal({0+}.0)", "--upto", "9"], "may only split", (7, "{0+}.0")),
        (&["period", "octal(0.[3]7)"], "digit 4 after the point, `7`, follows them", (7, "0.[3]7")),
        (&["analyze", "octal(0.4!!) 5"], "is a second one", (7, "0.4!!")),
        (&["analyze", "octal(0.{2,x}) 5"], "has `x`", (7, "0.{2,x}")),
        (&["analyze", "octal(0.7,7) 5"], "octal takes one parameter", (11, "7")),
    ];
    for (args, mention, caret) in cases {
        check(&Bad { args, stdin: None, mentions: &[mention], caret: Some(caret) });
    }
}
