//! Integration tests of the `grundy` command line: one binary, one module per
//! feature. Every test drives the real executable. The shapes of its output
//! are read in one place each (`analyze` here, `table` and `period` in
//! `tables.rs`, the files `plot` writes in `plot.rs`), so a change to the
//! command line touches one function.

mod analyze;
mod bad_input;
#[cfg(unix)]
mod browser;
mod census;
mod codes;
mod compound;
mod graph;
mod load;
mod pipe;
mod play;
mod plot;
mod property;
mod readme;
mod resources;
mod serve;
mod slurm;
mod tables;
mod terminal;

use std::time::Duration;

use serde_json::Value;

/// The longest one run may take: a hang fails the test instead of stalling
/// it. Only an outer bound, far past what any run takes on a busy machine
/// (no answer a test asserts depends on the clock).
const TIMEOUT: Duration = Duration::from_secs(300);

/// What one run of `grundy` printed, and how it exited.
#[derive(Debug)]
pub struct Run {
    /// The exit code, or `None` when the process was killed (as by the timeout).
    pub code: Option<i32>,
    pub stdout: String,
    pub stderr: String,
}

impl Run {
    /// The standard output of a run that must have succeeded without a word on standard error.
    pub fn success(self, what: &str) -> String {
        assert!(
            self.code == Some(0) && self.stderr.is_empty(),
            "{what}: expected success and an empty stderr, got {self:#?}"
        );
        self.stdout
    }
}

/// Runs `grundy` with `args`, feeding `stdin` to it when given.
pub fn grundy(args: &[&str], stdin: Option<&[u8]>) -> Run {
    grundy_at(std::path::Path::new("."), args, stdin)
}

/// [`grundy`] run in `dir`: the documentation's examples run in the
/// repository's root, where the rule files they name (`games/…`) are.
pub fn grundy_at(dir: &std::path::Path, args: &[&str], stdin: Option<&[u8]>) -> Run {
    let mut command =
        assert_cmd::Command::cargo_bin("grundy").expect("the grundy binary is built by cargo");
    command.current_dir(dir).args(args).timeout(TIMEOUT);
    if let Some(input) = stdin {
        command.write_stdin(input.to_vec());
    }
    let output = command.output().expect("grundy can be started");
    Run {
        code: output.status.code(),
        stdout: String::from_utf8(output.stdout).expect("stdout is UTF-8"),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

/// Runs `grundy` with `args` in the directory `dir`.
pub fn grundy_in(dir: &str, args: &[&str]) -> Run {
    grundy_at(std::path::Path::new(dir), args, None)
}

/// A fresh directory for one test's files, removed (with them) when it is
/// dropped, even by a failing test: tests leave nothing behind.
pub fn scratch() -> tempfile::TempDir {
    tempfile::Builder::new().prefix("grundy-test-").tempdir().expect("a temporary directory")
}

/// The report of `grundy analyze --json`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Analysis {
    /// "N" or "P".
    pub outcome: String,
    /// The nim-sum, which misère play does not have.
    pub nimber: Option<u64>,
    pub moves: Vec<WinningMove>,
    /// Components whose moves are not listed: (component, from, reason).
    pub unlisted: Vec<(usize, String, String)>,
}

/// One winning move: component `component` (0-based), described as `from`, becomes `to`.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct WinningMove {
    pub component: usize,
    pub from: String,
    pub to: String,
}

/// Runs `grundy analyze --json` with `flags` on `spec`, given as the argument.
pub fn analyze(flags: &[&str], spec: &str) -> Analysis {
    let mut args = vec!["analyze", "--json"];
    args.extend_from_slice(flags);
    args.push(spec);
    let stdout = grundy(&args, None).success(&format!("analyze {flags:?} {spec:?}"));
    parse_analysis(&stdout, spec)
}

/// Runs `grundy analyze --json` with `flags` on the description `text`, read from stdin (`-`).
pub fn analyze_stdin(flags: &[&str], text: &str) -> Analysis {
    let mut args = vec!["analyze", "--json"];
    args.extend_from_slice(flags);
    args.push("-");
    let stdout = grundy(&args, Some(text.as_bytes()))
        .success(&format!("analyze {flags:?} - with stdin {text:?}"));
    parse_analysis(&stdout, text)
}

/// Reads the JSON report of `analyze`, checking its exact shape: one line
/// holding {"outcome","nimber","winning_moves":[{"component","from","to"}…],
/// "unlisted":[{"component","from","reason"}…]}.
fn parse_analysis(stdout: &str, what: &str) -> Analysis {
    assert_eq!(stdout.lines().count(), 1, "{what}: the report is one line: {stdout:?}");
    let value: Value = serde_json::from_str(stdout).expect("the report is JSON");
    let object = value.as_object().expect("the report is an object");
    assert_eq!(
        keys(&value),
        ["nimber", "outcome", "unlisted", "winning_moves"],
        "{what}: {stdout}"
    );
    let outcome = object["outcome"].as_str().expect("outcome is a string");
    assert!(outcome == "N" || outcome == "P", "{what}: outcome {outcome:?}");
    let nimber = match &object["nimber"] {
        Value::Null => None,
        number => Some(number.as_u64().expect("nimber is null or a u64")),
    };
    let moves = object["winning_moves"]
        .as_array()
        .expect("winning_moves is an array")
        .iter()
        .map(|m| {
            assert_eq!(keys(m), ["component", "from", "to"], "{what}: move {m}");
            WinningMove {
                component: m["component"].as_u64().expect("component is a number") as usize,
                from: m["from"].as_str().expect("from is a string").to_string(),
                to: m["to"].as_str().expect("to is a string").to_string(),
            }
        })
        .collect();
    let unlisted = object["unlisted"]
        .as_array()
        .expect("unlisted is an array")
        .iter()
        .map(|u| {
            assert_eq!(keys(u), ["component", "from", "reason"], "{what}: unlisted {u}");
            let text = |key: &str| u[key].as_str().expect("a string").to_string();
            (u["component"].as_u64().expect("a number") as usize, text("from"), text("reason"))
        })
        .collect();
    Analysis { outcome: outcome.to_string(), nimber, moves, unlisted }
}

/// The keys of a JSON object, sorted.
pub fn keys(value: &Value) -> Vec<&str> {
    let mut keys: Vec<&str> =
        value.as_object().expect("an object").keys().map(String::as_str).collect();
    keys.sort_unstable();
    keys
}

/// The longest error message, in characters, leaving out the caret
/// diagram: what was asked, the limit or the rule that stopped it, the flag
/// that raises it, and at most a sentence of why. The printer cuts lines
/// past 400 characters as a last resort; a message must never need it.
pub const LONGEST_MESSAGE: usize = 360;

/// `stderr` holds a message short by construction (see [`LONGEST_MESSAGE`]).
pub fn assert_short(stderr: &str, what: &str) {
    assert!(
        !stderr.contains("characters left out"),
        "{what}: a message cut by the printer: {stderr}"
    );
    let message: Vec<&str> = stderr.lines().take_while(|line| !line.starts_with("  ")).collect();
    let length = message.iter().map(|line| line.chars().count()).sum::<usize>();
    if std::env::var_os("GRUNDY_MESSAGE_LENGTHS").is_some() {
        eprintln!("message length {length}: {}", message.join(" / "));
    }
    assert!(length <= LONGEST_MESSAGE, "{what}: a message of {length} characters: {stderr}");
}
