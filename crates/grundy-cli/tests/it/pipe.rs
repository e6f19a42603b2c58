//! A reader that stops early, as `grundy analyze … | head` does, is not an
//! error: `grundy` stops writing and exits with code 0, saying nothing.

use std::io::{Read, Write};
use std::process::{Command, Stdio};

/// Heaps of 1 in the sum: an odd number, so every one of them is a winning
/// move and the report runs to megabytes, far past any pipe buffer.
const HEAPS: usize = 300_001;

/// Runs `grundy analyze <flags> -` on a huge Nim sum, reads the first bytes
/// of its report and closes the pipe; returns the exit code and stderr.
fn check(flags: &[&str]) {
    let mut child = Command::new(assert_cmd::cargo::cargo_bin("grundy"))
        .arg("analyze")
        .args(flags)
        .arg("-")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("grundy can be started");
    let mut stdin = child.stdin.take().expect("a stdin pipe");
    let writer = std::thread::spawn(move || {
        let text = format!("nim {}", "1 ".repeat(HEAPS));
        stdin.write_all(text.as_bytes())
    });
    let mut stdout = child.stdout.take().expect("a stdout pipe");
    let mut start = [0u8; 64];
    stdout.read_exact(&mut start).expect("the report starts before the pipe closes");
    drop(stdout);
    writer.join().expect("the writer thread").expect("the description is written");
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .expect("a stderr pipe")
        .read_to_string(&mut stderr)
        .expect("stderr is read");
    let status = child.wait().expect("grundy exits");
    assert!(
        status.success() && stderr.is_empty(),
        "analyze {flags:?} into a closed pipe: {status}, stderr {stderr:?}"
    );
}

#[test]
fn a_closed_pipe_ends_the_text_report_quietly() {
    check(&[]);
}

/// The JSON report is written through serde_json, whose error hides the
/// broken pipe from the check in `main`: the run prints
/// "error: Broken pipe (os error 32)" and exits with code 1.
#[test]
fn a_closed_pipe_ends_the_json_report_quietly() {
    check(&["--json"]);
}
