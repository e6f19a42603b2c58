//! `grundy plot`: the files it writes are real SVG and PNG pictures of the
//! values, take-and-break games name their rare-value split, and bad output
//! names are bad input (exit 2) that writes nothing.

use crate::{grundy, scratch, Run};

/// The first eight bytes of every PNG file.
const PNG_SIGNATURE: [u8; 8] = [0x89, b'P', b'N', b'G', b'\r', b'\n', 0x1a, b'\n'];

/// Runs `grundy plot RULESET --upto UPTO -o FILE` in a fresh directory and
/// returns what it printed and the bytes of the file it wrote.
fn plot(ruleset: &str, upto: u64, file: &str) -> (String, Vec<u8>) {
    let dir = scratch();
    let path = dir.path().join(file);
    let path_text = path.to_str().expect("a UTF-8 path");
    let what = format!("plot {ruleset} --upto {upto} -o {file}");
    let stdout = grundy(&["plot", ruleset, "--upto", &upto.to_string(), "-o", path_text], None)
        .success(&what);
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{what}: no file written: {e}"));
    assert!(
        stdout.starts_with(&format!("{ruleset}: G(0..={upto}) drawn to {path_text}")),
        "{what}: {stdout}"
    );
    (stdout, bytes)
}

/// Checks a run that must have failed as bad input, saying each of `mentions`.
fn check_bad(run: Run, mentions: &[&str]) {
    assert_eq!(run.code, Some(2), "{run:#?}");
    assert!(run.stdout.is_empty(), "{run:#?}");
    assert!(!run.stderr.contains("panicked"), "{run:#?}");
    for mention in mentions {
        assert!(run.stderr.contains(mention), "the message mentions {mention:?}: {run:#?}");
    }
}

#[test]
fn an_svg_of_kayles_shows_the_values_and_the_rare_split() {
    let (stdout, bytes) = plot("kayles", 2000, "kayles.svg");
    let svg = String::from_utf8(bytes).expect("an SVG is text");
    assert!(svg.starts_with("<svg"), "{}", &svg[..svg.len().min(200)]);
    for text in [
        "kayles: Grundy values G(0..=2000)",
        "heap n",
        "G(n)",
        "rare (popcount(v &",
        "common (popcount(v &",
        "P-positions: G(n) = 0, the player to move loses",
        // The period, proved within a fixed budget, and its start marked.
        "period 12 from heap 71 (proved)",
    ] {
        assert!(svg.contains(text), "the SVG shows {text:?}");
    }
    // No line joins 2,001 points; a dashed line marks heap 71.
    assert!(!svg.contains("<polyline"), "no line joins the points");
    assert!(svg.contains("stroke-dasharray"), "a dashed line at the period's start");
    let dots = svg.matches("<circle").count();
    assert_eq!(dots, 2001 + 3, "a dot a heap, and three in the legend beside the dash");
    assert!(stdout.contains("rare (popcount(v &"), "{stdout}");
}

#[test]
fn a_png_of_an_octal_game_is_a_png() {
    let (stdout, bytes) = plot("octal(0.354)", 2000, "octal.png");
    assert!(bytes.starts_with(&PNG_SIGNATURE), "the PNG signature: {:?}", &bytes[..8]);
    assert!(stdout.contains("rare (popcount(v &"), "{stdout}");
}

#[test]
fn few_values_are_joined_by_a_line_and_a_game_without_splits_has_no_rare_values() {
    let (stdout, bytes) = plot("subtract(1,3,4)", 50, "subtract.svg");
    let svg = String::from_utf8(bytes).expect("an SVG is text");
    assert!(svg.contains("<polyline"), "a line joins the points");
    assert!(!svg.contains("rare"), "no rare values outside take-and-break games");
    for text in
        ["G(n), the value of heap n", "P-positions: G(n) = 0", "period 7 from heap 0 (proved)"]
    {
        assert!(svg.contains(text), "the legend says {text:?}");
    }
    assert_eq!(stdout.lines().count(), 1, "{stdout}");
}

#[test]
fn a_period_past_the_last_heap_is_named_in_the_legend() {
    let (_, bytes) = plot("dawson", 40, "dawson.svg");
    let svg = String::from_utf8(bytes).expect("an SVG is text");
    assert!(svg.contains("period 34 from heap 53 (proved), past heap 40"), "the legend names it");
    // Grundy's game has no periodicity theorem: no period is marked.
    let (_, bytes) = plot("grundys-game", 40, "grundy.svg");
    let svg = String::from_utf8(bytes).expect("an SVG is text");
    assert!(!svg.contains("period"), "no period without a proof");
    assert!(svg.contains("P-positions: G(n) = 0"));
}

#[test]
fn an_unknown_extension_is_bad_input() {
    let dir = scratch();
    for name in ["values.txt", "values", "values.svg.gz"] {
        let path = dir.path().join(name);
        let run = grundy(&["plot", "nim", "--upto", "10", "-o", path.to_str().unwrap()], None);
        check_bad(run, &[".svg or .png"]);
        assert!(!path.exists(), "nothing is written to {name}");
    }
}

#[test]
fn an_svg_past_its_limit_is_refused_with_a_pointer_to_png() {
    let dir = scratch();
    let path = dir.path().join("nim.svg");
    let run = grundy(&["plot", "nim", "--upto", "1000000", "-o", path.to_str().unwrap()], None);
    check_bad(run, &["200000", ".png"]);
    assert!(!path.exists());
}

#[test]
fn an_output_that_cannot_be_written_is_bad_input() {
    let dir = scratch();
    let missing = dir.path().join("no-such-directory").join("nim.png");
    let run = grundy(&["plot", "nim", "--upto", "10", "-o", missing.to_str().unwrap()], None);
    check_bad(run, &["cannot write", "does not exist"]);
    // A directory stands where the file should be.
    for name in ["taken.png", "taken.svg"] {
        let taken = dir.path().join(name);
        std::fs::create_dir(&taken).expect("a directory named like the file");
        let run = grundy(&["plot", "nim", "--upto", "10", "-o", taken.to_str().unwrap()], None);
        check_bad(run, &["cannot write", name]);
    }
}

#[test]
fn plot_needs_an_output_file_and_a_heap_ruleset() {
    check_bad(grundy(&["plot", "nim", "--upto", "10"], None), &["--output"]);
    let dir = scratch();
    let path = dir.path().join("chomp.png");
    let run = grundy(&["plot", "chomp", "--upto", "10", "-o", path.to_str().unwrap()], None);
    check_bad(run, &["not a heap ruleset"]);
    let path = dir.path().join("nim.png");
    let args = ["plot", "nim", "--upto", "10", "--max-table", "5", "-o", path.to_str().unwrap()];
    check_bad(grundy(&args, None), &["--max-table"]);
    assert!(!path.exists(), "nothing is written past a limit");
}
