//! `grundy census` and `grundy census merge`: the table does not depend on
//! the threads or the shards, a killed run resumes to the same bytes, and
//! bad input is refused with exit 2 before anything written is lost.

use std::fs;
use std::path::Path;

use crate::{grundy, grundy_in, scratch};

/// A census quick enough to run many times: every code of two digits to
/// 3,000 values (a third of them unproved there).
const SMALL: [&str; 4] = ["--digits", "2", "--upto", "3000"];

fn census_in(dir: &Path, extra: &[&str]) -> crate::Run {
    let mut args = vec!["census"];
    args.extend_from_slice(&SMALL);
    args.extend_from_slice(extra);
    grundy_in(dir.to_str().unwrap(), &args)
}

fn read(dir: &Path, name: &str) -> String {
    fs::read_to_string(dir.join(name)).unwrap()
}

#[test]
fn the_table_is_the_same_whatever_the_jobs_and_shards() {
    let dir = scratch();
    let dir = dir.path();
    let whole = census_in(dir, &["--jobs", "1"]).success("census --jobs 1");
    assert_eq!(whole.lines().count(), 128);
    census_in(dir, &["--jobs", "2", "--out", "two.jsonl"]).success("census --jobs 2");
    assert_eq!(read(dir, "two.jsonl"), whole);
    let mut shards = Vec::new();
    for index in 0..3 {
        let file = format!("shard-{index}.jsonl");
        let shard = format!("{index}/3");
        census_in(dir, &["--shard", &shard, "--out", &file, "--timings", "t.jsonl"])
            .success("a shard");
        shards.push(file);
    }
    let timings = read(dir, "t.jsonl");
    assert_eq!(timings.lines().count(), 128, "a timing a code");
    let mut merge = vec!["census", "merge"];
    merge.extend(shards.iter().rev().map(String::as_str));
    let merged = grundy_in(dir.to_str().unwrap(), &merge).success("merge");
    assert_eq!(merged, whole, "merged shards are the one-process table, byte for byte");
    fs::write(dir.join("whole.jsonl"), &whole).unwrap();
    for format in ["--csv", "--markdown"] {
        let mut from_shards = merge.clone();
        from_shards.push(format);
        let one = ["census", "merge", "whole.jsonl", format];
        assert_eq!(
            grundy_in(dir.to_str().unwrap(), &from_shards).success("merge shards"),
            grundy_in(dir.to_str().unwrap(), &one).success("merge one file"),
        );
    }
    let csv = grundy_in(dir.to_str().unwrap(), &["census", "merge", "whole.jsonl", "--csv"])
        .success("csv");
    assert!(csv.starts_with("code,sgv,rare_mask,rare,last_rare,max_value,max_at,p_positions,last_p,period,preperiod,saltus,status,"));
    assert!(csv.contains("\n0.77,0 1 2 3 1 4 3 2 1 4 2 6 "), "Kayles' row");
    assert_eq!(csv.lines().count(), 129);
}

#[test]
fn a_killed_run_resumes_to_the_same_bytes() {
    let dir = scratch();
    let dir = dir.path();
    census_in(dir, &["--out", "full.jsonl"]).success("census");
    let full = read(dir, "full.jsonl");
    // Killed in the middle of line 60: the line cut short is computed again.
    let cut = full.match_indices('\n').nth(58).unwrap().0 + 1 + 40;
    fs::write(dir.join("cut.jsonl"), &full[..cut]).unwrap();
    let run = census_in(dir, &["--out", "cut.jsonl", "--resume", "--jobs", "2"]);
    assert_eq!(run.code, Some(0), "{run:?}");
    assert!(run.stderr.contains("cut short"), "{run:?}");
    assert_eq!(read(dir, "cut.jsonl"), full);
    // Resuming a finished census computes nothing and changes nothing.
    census_in(dir, &["--out", "cut.jsonl", "--resume"]).success("resume a finished census");
    assert_eq!(read(dir, "cut.jsonl"), full);
}

/// A run killed while writing its first row leaves a file of part of a
/// line, down to one byte: it resumes from nothing. A part of a later line,
/// down to one byte, is computed again too; a file whose first line is
/// whole and no row, or whose text is no start of a row, is refused and kept.
#[test]
fn a_run_killed_in_its_first_line_resumes_from_nothing() {
    let dir = scratch();
    let dir = dir.path();
    let d = dir.to_str().unwrap();
    let census = |file: &str| {
        grundy_in(d, &["census", "0.07", "0.137", "--upto", "3000", "--out", file, "--resume"])
    };
    census("full.jsonl").success("census");
    let full = read(dir, "full.jsonl");
    let first = full.find('\n').unwrap() + 1;
    for cut in [1, 2, 3, 8, 9, 10, 40, first - 1, first + 1, first + 2, first + 20] {
        fs::write(dir.join("cut.jsonl"), &full[..cut]).unwrap();
        let run = census("cut.jsonl");
        assert_eq!(run.code, Some(0), "cut after {cut} bytes: {run:?}");
        assert!(run.stderr.contains("cut short"), "cut after {cut} bytes: {run:?}");
        assert_eq!(read(dir, "cut.jsonl"), full, "cut after {cut} bytes");
    }
    for text in ["{\n", "{\"code\":\"0.07\"}\n", "{\"cote", "[", "{\"code\": \""] {
        fs::write(dir.join("other.jsonl"), text).unwrap();
        let run = census("other.jsonl");
        assert_eq!(run.code, Some(2), "{text:?}: {run:?}");
        assert!(run.stderr.contains("census"), "{text:?}: {run:?}");
        assert_eq!(read(dir, "other.jsonl"), text, "{text:?} was changed");
    }
}

/// Each refusal exits 2 with one message, and leaves the file as it was.
#[test]
fn bad_input_is_refused_and_nothing_written_is_lost() {
    let dir = scratch();
    let dir = dir.path();
    census_in(dir, &["--out", "a.jsonl"]).success("census");
    let before = read(dir, "a.jsonl");
    let refused = |args: &[&str], says: &str| {
        let mut all = vec!["census"];
        all.extend_from_slice(args);
        let run = grundy_in(dir.to_str().unwrap(), &all);
        assert_eq!(run.code, Some(2), "{args:?}: {run:?}");
        assert!(run.stdout.is_empty(), "{args:?}: {run:?}");
        assert!(run.stderr.contains(says), "{args:?}: expected {says:?} in {run:?}");
        assert_eq!(read(dir, "a.jsonl"), before, "{args:?} changed the file");
    };
    refused(&["0.137", "--shard", "3/2"], "no shard: write i/n");
    refused(&["0.137", "--shard", "0/0"], "no shard");
    refused(&["0.1z7"], "`0.1z7` is not a code");
    refused(&["--digits", "9"], "a census takes 1 to");
    refused(&[], "no code asked for");
    refused(&["--digits", "2", "--upto", "3000", "--out", "a.jsonl"], "add --resume");
    refused(
        &["--digits", "2", "--upto", "4000", "--out", "a.jsonl", "--resume"],
        "resume with the same codes and budget",
    );
    refused(&["0.137", "--upto", "3000", "--out", "a.jsonl", "--resume"], "not of this one");
    refused(
        &["--digits", "2", "--upto", "3000", "--shard", "1/2", "--out", "a.jsonl", "--resume"],
        "which this shard does not ask for",
    );
    refused(&["0.137", "--upto", "0"], "--upto must be at least 1");
    refused(&["0.137", "--out", "t.jsonl", "--timings", "t.jsonl"], "are one file");
    refused(&["--digits", "2", "--upto", "3000", "--jobs", "0"], "--jobs must be 1 to");
    refused(&["--digits", "2", "--upto", "100000000000000"], "lower --upto or --jobs");
    fs::write(dir.join("codes.txt"), "# two codes\n0.137\n\n0.9q\n").unwrap();
    refused(&["--codes", "codes.txt"], "codes.txt:4: census: `0.9q` is not a code");
    // A damaged line in the middle is no line cut short: refused, kept.
    let damaged =
        before.replacen("\"status\"", "\"statue\"", 2).replacen("\"statue\"", "\"status\"", 1);
    fs::write(dir.join("a.jsonl"), &damaged).unwrap();
    let run = census_in(dir, &["--out", "a.jsonl", "--resume"]);
    assert_eq!(run.code, Some(2), "{run:?}");
    assert!(run.stderr.contains("a.jsonl:2: not a row of a census"), "{run:?}");
    assert_eq!(read(dir, "a.jsonl"), damaged);
    fs::write(dir.join("a.jsonl"), &before).unwrap();
    // Another run writing the file: its lock is held.
    let held = fs::OpenOptions::new().write(true).open(dir.join("a.jsonl")).unwrap();
    held.try_lock().unwrap();
    refused(
        &["--digits", "2", "--upto", "3000", "--out", "a.jsonl", "--resume"],
        "another run is writing",
    );
    drop(held);
    // A file that is no census, given by mistake: refused, kept whole.
    fs::write(dir.join("notes.txt"), "my precious notes").unwrap();
    let run = census_in(dir, &["--out", "notes.txt", "--resume"]);
    assert_eq!(run.code, Some(2), "{run:?}");
    assert!(run.stderr.contains("no line of a census"), "{run:?}");
    assert_eq!(read(dir, "notes.txt"), "my precious notes");
    // A full disk.
    let run = census_in(dir, &["--out", "/dev/full"]);
    assert_eq!(run.code, Some(2), "{run:?}");
    assert!(run.stderr.contains("No space left on device"), "{run:?}");
}

#[test]
fn merge_refuses_duplicates_conflicts_and_lines_cut_short() {
    let dir = scratch();
    let dir = dir.path();
    let d = dir.to_str().unwrap();
    census_in(dir, &["--shard", "0/2", "--out", "s0.jsonl"]).success("shard 0");
    census_in(dir, &["--shard", "1/2", "--out", "s1.jsonl"]).success("shard 1");
    let refused = |args: &[&str], says: &str| {
        let mut all = vec!["census", "merge"];
        all.extend_from_slice(args);
        let run = grundy_in(d, &all);
        assert_eq!(run.code, Some(2), "{args:?}: {run:?}");
        assert!(run.stderr.contains(says), "{args:?}: expected {says:?} in {run:?}");
    };
    let first_code = |text: &str| {
        let row: serde_json::Value = serde_json::from_str(text.lines().next().unwrap()).unwrap();
        row["code"].as_str().unwrap().to_string()
    };
    let s0_first = first_code(&read(dir, "s0.jsonl"));
    refused(
        &["s0.jsonl", "s0.jsonl"],
        &format!("the same row for {s0_first} at s0.jsonl:1 and s0.jsonl:1"),
    );
    let s1 = read(dir, "s1.jsonl");
    let changed = s1.replacen("\"computed\":", "\"computed\":1", 1);
    fs::write(dir.join("changed.jsonl"), changed).unwrap();
    refused(
        &["s0.jsonl", "s1.jsonl", "changed.jsonl"],
        &format!("two different rows for {}", first_code(&s1)),
    );
    let other = grundy_in(d, &["census", "0.03", "--upto", "3000"]).success("0.03");
    fs::write(dir.join("other.jsonl"), other).unwrap();
    refused(&["s1.jsonl", "other.jsonl"], "merge rows of one census");
    refused(&["s0.jsonl"], "asks for 128 codes and the files have rows for 64");
    let partial = grundy_in(d, &["census", "merge", "s0.jsonl", "--partial"]).success("--partial");
    assert_eq!(partial.lines().count(), 64);
    fs::write(dir.join("cut.jsonl"), &s1[..s1.len() - 10]).unwrap();
    refused(&["s0.jsonl", "cut.jsonl"], "not a row of a census");
    // A last line without its newline that is a whole row is a row.
    fs::write(dir.join("whole.jsonl"), s1.trim_end()).unwrap();
    grundy_in(d, &["census", "merge", "s0.jsonl", "whole.jsonl"]).success("no last newline");
    refused(&["missing.jsonl"], "cannot read missing.jsonl");
    refused(&["empty.jsonl"], "cannot read");
    fs::write(dir.join("empty.jsonl"), "").unwrap();
    refused(&["empty.jsonl"], "no rows");
    // A merge into a file: all or nothing, through a link to the file.
    grundy_in(d, &["census", "merge", "s0.jsonl", "s1.jsonl", "--out", "t.jsonl"]).success("merge");
    assert_eq!(read(dir, "t.jsonl").lines().count(), 128);
    #[cfg(unix)]
    {
        std::os::unix::fs::symlink("t.jsonl", dir.join("link.jsonl")).unwrap();
        grundy_in(d, &["census", "merge", "s0.jsonl", "s1.jsonl", "--csv", "--out", "link.jsonl"])
            .success("merge through a link");
        assert!(fs::symlink_metadata(dir.join("link.jsonl")).unwrap().file_type().is_symlink());
        assert!(read(dir, "t.jsonl").starts_with("code,"));
    }
    let leftovers = fs::read_dir(dir).unwrap().filter_map(Result::ok);
    assert!(
        leftovers.filter(|e| e.file_name().to_string_lossy().contains(".partial")).count() == 0
    );
    // The standard output on a full disk.
    let full = fs::File::create("/dev/full").unwrap();
    let status = std::process::Command::new(assert_cmd::cargo::cargo_bin("grundy"))
        .current_dir(d)
        .args(["census", "merge", "s0.jsonl", "s1.jsonl"])
        .stdout(full)
        .stderr(std::process::Stdio::null())
        .status()
        .unwrap();
    assert_eq!(status.code(), Some(2), "{status:?}");
}

/// Slow: on a terminal a bar; in a pipe (here) not a byte on standard error.
#[test]
fn a_census_in_a_pipe_is_silent() {
    let run = grundy(&["census", "0.137", "0.6", "--upto", "20000"], None);
    assert_eq!(run.code, Some(0));
    assert!(run.stderr.is_empty(), "{run:?}");
    assert_eq!(run.stdout.lines().count(), 2);
}
