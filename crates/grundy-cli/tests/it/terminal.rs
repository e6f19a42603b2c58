//! On a terminal (a pseudo-terminal): runs longer than a second show a
//! progress bar on standard error, which is cleared before the answer;
//! quick runs show none. The long runs here set the bar's delay to 0, so
//! that no test depends on how fast the machine is.

use std::process::Command;

use expectrl::{Eof, Expect, Session};

/// Runs `grundy` with `args` on a pseudo-terminal: everything it wrote to
/// the terminal, and its exit code.
fn on_terminal(args: &[&str], delay_ms: Option<u32>) -> (String, i32) {
    let mut command = Command::new(assert_cmd::cargo::cargo_bin("grundy"));
    command.args(args);
    if let Some(ms) = delay_ms {
        command.env("GRUNDY_PROGRESS_DELAY_MS", ms.to_string());
    }
    let mut session = Session::spawn(command).expect("a pseudo-terminal can be opened");
    session.set_expect_timeout(Some(crate::TIMEOUT));
    let found = session.expect(Eof).expect("grundy ends");
    let text = String::from_utf8_lossy(found.as_bytes()).into_owned();
    let code = match session.get_process().wait().expect("grundy can be waited for") {
        expectrl::process::unix::WaitStatus::Exited(_, code) => code,
        other => panic!("grundy did not exit: {other:?}\n{text}"),
    };
    (text, code)
}

#[test]
fn a_long_table_shows_its_progress_then_clears_it() {
    // Heaps split in three cost n² options each: half a second.
    let (text, code) = on_terminal(&["table", "octal(0.8)", "--upto", "2500"], Some(0));
    assert_eq!(code, 0, "{text}");
    assert!(text.contains("table octal(0.8) up to 2500"), "{text}");
    assert!(text.contains("/2,501 values"), "{text}");
    // The bar is erased ("\x1b[2K") before the table is printed.
    let erased = text.rfind("\u{1b}[2K").expect("the bar is erased");
    let table = text.find("   0: ").expect("the table is printed");
    assert!(erased < table, "{text}");
    assert!(text.contains("No period shows in these values."), "{text}");
    assert!(text.trim_end().ends_with("(the Period page) searches further."), "{text}");
}

#[test]
fn a_long_search_shows_its_steps_and_an_error_clears_the_bar() {
    // The quotient, past its work, leaves an exact search of the sum.
    let (text, code) =
        on_terminal(&["analyze", "--misere", "--max-work", "1000", "kayles 20 21"], Some(0));
    assert_eq!(code, 0, "{text}");
    assert!(text.contains("search steps (the limit)"), "{text}");
    let erased = text.rfind("\u{1b}[2K").expect("the bar is erased");
    assert!(erased < text.find("The player").expect("an answer"), "{text}");
    // An error clears the bar too (a search stopped at its limit after seconds).
    let (text, code) = on_terminal(
        &["analyze", "--misere", "--max-search", "1000000", "--max-work", "1000", "kayles 30 31"],
        Some(0),
    );
    assert_eq!(code, 2, "{text}");
    let erased = text.rfind("\u{1b}[2K").expect("the bar is erased");
    assert!(erased < text.find("error:").expect("an error"), "{text}");
}

#[test]
fn a_quick_answer_shows_no_bar() {
    let (text, code) = on_terminal(&["analyze", "nim 3 4 5"], None);
    assert_eq!(code, 0, "{text}");
    assert!(!text.contains('\u{1b}'), "{text:?}");
    assert!(text.starts_with("The player to move wins"), "{text}");
}

#[test]
fn a_table_piped_shows_no_bar() {
    let output = Command::new(assert_cmd::cargo::cargo_bin("grundy"))
        .args(["table", "octal(0.8)", "--upto", "2500"])
        .env("GRUNDY_PROGRESS_DELAY_MS", "0")
        .output()
        .expect("grundy runs");
    assert!(output.status.success(), "{output:?}");
    assert!(output.stderr.is_empty(), "{output:?}");
}

#[test]
fn a_census_shows_the_codes_done_and_the_current_code() {
    let dir = crate::scratch();
    let out = dir.path().join("census.jsonl");
    // 0.6 to 300,000 values: a second or more, reported in stretches.
    let args = ["census", "0.6", "0.77", "--upto", "300000", "--jobs", "1"];
    let (text, code) = on_terminal(&[&args[..], &["--out", out.to_str().unwrap()]].concat(), None);
    assert_eq!(code, 0, "{text}");
    assert!(text.contains("census ") && text.contains("/2 codes"), "{text}");
    assert!(text.contains("0.6: ") && text.contains(" values"), "{text}");
    // Cleared at the end (erased after it was last drawn); the rows went to the file.
    let erased = text.rfind("\u{1b}[2K").expect("the bar is erased");
    assert!(erased > text.rfind("codes").unwrap(), "{text}");
    assert_eq!(std::fs::read_to_string(&out).unwrap().lines().count(), 2);
}
