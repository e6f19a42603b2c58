//! `grundy table`, `grundy period` and `grundy rules`: Grundy tables of the
//! seed games, their periods, and which periods are proved.

use serde_json::Value;

use crate::{grundy, keys};

/// The report of `grundy table --json`.
#[derive(Debug)]
struct Table {
    values: Vec<u64>,
    p_positions: Vec<u64>,
    period: Option<u64>,
    preperiod: Option<u64>,
    proved: bool,
}

/// The report of `grundy period --json`.
#[derive(Debug, PartialEq, Eq)]
struct Period {
    period: Option<u64>,
    preperiod: Option<u64>,
    proved: bool,
    values_computed: u64,
}

/// Runs `grundy <args> --json` and returns its one JSON object, which must hold `fields`.
fn json(args: &[&str], fields: &[&str]) -> Value {
    let mut args = args.to_vec();
    args.push("--json");
    let stdout = grundy(&args, None).success(&format!("{args:?}"));
    assert_eq!(stdout.lines().count(), 1, "{args:?}: one line: {stdout}");
    let value: Value = serde_json::from_str(&stdout).expect("the report is JSON");
    let present = keys(&value);
    for field in fields {
        assert!(present.contains(field), "{args:?}: no {field:?} in {stdout}");
    }
    value
}

/// `grundy table <ruleset> --upto <upto> --json`.
fn table(ruleset: &str, upto: u64) -> Table {
    let upto = upto.to_string();
    let fields = ["values", "p_positions", "period", "preperiod", "proved"];
    let value = json(&["table", ruleset, "--upto", &upto], &fields);
    let numbers = |field: &str| -> Vec<u64> {
        value[field]
            .as_array()
            .unwrap_or_else(|| panic!("{field} is an array"))
            .iter()
            .map(|v| v.as_u64().expect("a u64"))
            .collect()
    };
    Table {
        values: numbers("values"),
        p_positions: numbers("p_positions"),
        period: value["period"].as_u64(),
        preperiod: value["preperiod"].as_u64(),
        proved: value["proved"].as_bool().expect("proved is a boolean"),
    }
}

/// `grundy period <ruleset> --json`, with `extra` arguments.
fn period(ruleset: &str, extra: &[&str]) -> Period {
    let fields = ["period", "preperiod", "proved", "values_computed"];
    let mut args = vec!["period", ruleset];
    args.extend_from_slice(extra);
    let value = json(&args, &fields);
    Period {
        period: value["period"].as_u64(),
        preperiod: value["preperiod"].as_u64(),
        proved: value["proved"].as_bool().expect("proved is a boolean"),
        values_computed: value["values_computed"].as_u64().expect("values_computed is a number"),
    }
}

/// A ruleset's table and the rule its values follow.
struct Seed {
    ruleset: &'static str,
    upto: u64,
    value: fn(u64) -> u64,
    period: u64,
    proved: bool,
}

/// Checks a table against its rule: every value, the P-positions (exactly
/// the heaps of value 0), the period from heap 0 and whether it is proved.
fn check(seed: &Seed) {
    let table = table(seed.ruleset, seed.upto);
    let expected: Vec<u64> = (0..=seed.upto).map(seed.value).collect();
    assert_eq!(table.values, expected, "{}", seed.ruleset);
    let zeros: Vec<u64> = (0..=seed.upto).filter(|&n| expected[n as usize] == 0).collect();
    assert_eq!(table.p_positions, zeros, "{}", seed.ruleset);
    assert_eq!(
        (table.period, table.preperiod, table.proved),
        (Some(seed.period), Some(0), seed.proved),
        "{}: {table:?}",
        seed.ruleset
    );
}

const SEEDS: &[Seed] = &[
    // Taking 1, 3 or 4 loses exactly at n mod 7 in {0, 2}.
    Seed {
        ruleset: "subtract(1,3,4)",
        upto: 29,
        value: |n| [0, 1, 0, 1, 2, 3, 2][(n % 7) as usize],
        period: 7,
        proved: true,
    },
    // Taking a power of two up to 32: n mod 3, proved once 2·3 + 32 values are known.
    Seed {
        ruleset: "subtract(1,2,4,8,16,32)",
        upto: 200,
        value: |n| n % 3,
        period: 3,
        proved: true,
    },
    Seed { ruleset: "bash(1)", upto: 40, value: |n| n % 2, period: 2, proved: true },
    Seed { ruleset: "bash(3)", upto: 40, value: |n| n % 4, period: 4, proved: true },
    Seed { ruleset: "bash(6)", upto: 40, value: |n| n % 7, period: 7, proved: true },
    Seed { ruleset: "nim", upto: 40, value: |n| n, period: 1, proved: true },
    // Values n div 3: arithmetic-periodic, proved by the all-but theorem.
    Seed { ruleset: "allbut(1,2)", upto: 60, value: |n| n / 3, period: 3, proved: true },
];

#[test]
fn tables_of_the_seed_games_follow_their_rules() {
    SEEDS.iter().for_each(check);
}

/// Bash's game loses exactly at the multiples of M + 1, for any M.
#[test]
fn bash_loses_at_multiples_of_m_plus_one() {
    for m in 1..=9u64 {
        let table = table(&format!("bash({m})"), 50);
        let multiples: Vec<u64> = (0..=50).step_by(m as usize + 1).collect();
        assert_eq!(table.p_positions, multiples, "bash({m})");
    }
}

/// The subtraction game's P-positions, heap by heap, on the seed's range.
#[test]
fn subtract_1_3_4_loses_at_0_and_2_mod_7() {
    let table = table("subtract(1,3,4)", 29);
    let expected: Vec<u64> = (0..30).filter(|n| matches!(n % 7, 0 | 2)).collect();
    assert_eq!(table.p_positions, expected);
}

/// `grundy table wythoff --upto <upto> --json`: exactly a ruleset and the
/// P-positions as pairs.
fn wythoff_table(upto: u64) -> Vec<(u64, u64)> {
    let upto = upto.to_string();
    let value = json(&["table", "wythoff", "--upto", &upto], &["ruleset", "p_positions"]);
    assert_eq!(keys(&value), ["p_positions", "ruleset"], "{value}");
    assert_eq!(value["ruleset"], "wythoff");
    let pair = |p: &Value| match p.as_array().map(Vec::as_slice) {
        Some([a, b]) => (a.as_u64().expect("a u64"), b.as_u64().expect("a u64")),
        _ => panic!("a P-position is a pair [a, b]: {p}"),
    };
    value["p_positions"].as_array().expect("p_positions is an array").iter().map(pair).collect()
}

/// Wythoff's P-positions with the smaller pile up to `upto` by the plain
/// rule (a position is lost when no move reaches a lost one), a ≤ b.
fn wythoff_by_search(upto: usize) -> Vec<(u64, u64)> {
    // The partner of a is below 2a + 2, so the grid reaches every pair.
    let (rows, columns) = (upto + 1, 2 * upto + 3);
    let mut lost = vec![vec![false; columns]; columns];
    for x in 0..columns {
        for y in 0..columns {
            let one = (0..x).any(|i| lost[i][y]) || (0..y).any(|j| lost[x][j]);
            let both = (1..=x.min(y)).any(|d| lost[x - d][y - d]);
            lost[x][y] = !one && !both;
        }
    }
    (0..rows)
        .flat_map(|a| (a..columns).map(move |b| (a, b)))
        .filter(|&(a, b)| lost[a][b])
        .map(|(a, b)| (a as u64, b as u64))
        .collect()
}

/// The seed's pairs, then every P-position up to 60 against the plain rule.
#[test]
fn wythoff_table_lists_the_beatty_pairs() {
    assert_eq!(wythoff_table(8), [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13)]);
    assert_eq!(wythoff_table(0), [(0, 0)]);
    assert_eq!(wythoff_table(60), wythoff_by_search(60));
}

#[test]
fn wythoff_table_as_text() {
    let text = grundy(&["table", " wythoff ", "--upto", "21"], None).success("table wythoff");
    let expected = "\
wythoff: P-positions (a_k, b_k) = (⌊kφ⌋, ⌊kφ²⌋) = (a_k, a_k + k) with a_k ≤ 21, by k
   0: (0, 0) (1, 2) (3, 5) (4, 7) (6, 10) (8, 13) (9, 15) (11, 18) (12, 20) (14, 23)
  10: (16, 26) (17, 28) (19, 31) (21, 34)
Pairs: 14. With their mirror images (b_k, a_k) they are every P-position whose smaller pile is at most 21.
";
    assert_eq!(text, expected);
}

/// What `grundy period` must find for a ruleset, run with `extra` arguments.
struct Proof {
    ruleset: &'static str,
    extra: &'static [&'static str],
    period: u64,
    proved: bool,
}

const PROOFS: &[Proof] = &[
    Proof { ruleset: "subtract(1,3,4)", extra: &[], period: 7, proved: true },
    Proof { ruleset: "subtract(1,2,4,8,16,32)", extra: &[], period: 3, proved: true },
    Proof { ruleset: "bash(3)", extra: &[], period: 4, proved: true },
    Proof { ruleset: "nim", extra: &[], period: 1, proved: true },
    // All-but games are arithmetic-periodic, proved by the all-but theorem.
    Proof { ruleset: "allbut(1,2)", extra: &[], period: 3, proved: true },
    // Period 3 of {1,2,100} needs 106 values for its proof: 104 only show it.
    Proof { ruleset: "subtract(1,2,100)", extra: &["--limit", "104"], period: 3, proved: false },
];

/// Checks the period found from heap 0 and whether it is proved.
fn check_proof(proof: &Proof) {
    let report = period(proof.ruleset, proof.extra);
    assert_eq!(
        (report.period, report.preperiod, report.proved),
        (Some(proof.period), Some(0), proof.proved),
        "period {} {:?}: {report:?}",
        proof.ruleset,
        proof.extra
    );
}

#[test]
fn periods_are_proved_where_a_theorem_applies() {
    PROOFS.iter().for_each(check_proof);
    // A proof by computation says how much it computed; a limit caps it.
    assert!(period("subtract(1,3,4)", &[]).values_computed >= 18);
    assert_eq!(period("subtract(7)", &["--limit", "30"]).values_computed, 30);
}

#[test]
fn rules_lists_every_ruleset() {
    let text = grundy(&["rules"], None).success("rules");
    for name in ["nim", "bash(M)", "subtract(S1,S2,…)", "allbut(X1,X2,…)"] {
        assert!(text.lines().any(|line| line.starts_with(name)), "{name}: {text}");
    }
    let json = grundy(&["rules", "--json"], None).success("rules --json");
    let rules: Value = serde_json::from_str(&json).expect("rules --json is JSON");
    let names: Vec<&str> = rules
        .as_array()
        .expect("an array of rules")
        .iter()
        .map(|rule| rule["name"].as_str().expect("a name"))
        .collect();
    assert_eq!(
        names,
        [
            "nim",
            "bash",
            "subtract",
            "allbut",
            "lasker",
            "octal",
            "kayles",
            "dawson",
            "dawson-chess",
            "treblecross",
            "officers",
            "strips",
            "grundys-game",
            "wythoff",
            "moore",
            "euclid",
            "fibnim",
            "dynamic",
            "staircase",
            "ruler",
            "mockturtles",
            "turning",
            "corners",
            "chomp",
            "cutting",
            "hackenbush",
            "node-kayles",
            "arc-kayles",
            "geography",
            "cram",
            "graph",
            "rule",
            "windup",
            "addtake"
        ]
    );
    // Every listed example runs as printed, in an empty directory: the
    // graph's writes the file it reads first.
    let bin = std::path::Path::new(env!("CARGO_BIN_EXE_grundy")).parent().unwrap();
    let path = format!("{}:{}", bin.display(), std::env::var("PATH").unwrap_or_default());
    let examples: Vec<&str> =
        text.lines().filter_map(|line| line.strip_prefix("    example: ")).collect();
    assert_eq!(examples.len(), names.len(), "{text}");
    for example in examples {
        let dir = crate::scratch();
        let run = std::process::Command::new("sh")
            .current_dir(dir.path())
            .env("PATH", &path)
            .args(["-c", example])
            .output()
            .expect("sh runs");
        let stderr = String::from_utf8_lossy(&run.stderr);
        assert!(run.status.success(), "{example}: {stderr}");
    }
}

/// Take-and-break games: known periods (Winning Ways, ch. 4), each proved
/// on exactly the values the Guy–Smith bound asks for.
#[test]
fn take_and_break_periods_are_proved_on_the_values_the_bound_needs() {
    for (ruleset, preperiod, period_, needed) in [
        ("kayles", 71, 12, 2 * 71 + 2 * 12 + 2),
        ("octal(0.77)", 71, 12, 2 * 71 + 2 * 12 + 2),
        ("dawson", 53, 34, 2 * 53 + 2 * 34 + 2),
        ("dawson-chess", 52, 34, 2 * 52 + 2 * 34 + 3),
        ("octal(0.156)", 3479, 349, 2 * 3479 + 2 * 349 + 3),
    ] {
        let report = period(ruleset, &[]);
        assert_eq!(
            (report.period, report.preperiod, report.proved, report.values_computed),
            (Some(period_), Some(preperiod), true, needed),
            "{ruleset}"
        );
    }
    // Grundy's game has no periodicity theorem: nothing is proved.
    assert!(!period("grundys-game", &["--limit", "2000"]).proved);
}

/// A hexadecimal game that splits heaps in three stops at its own default
/// limit (its values cost time quadratic in the heap) and shows its
/// arithmetic period, adding 1 every 3 heaps, as observed, not proved.
#[test]
fn arithmetic_periods_are_observed_not_proved() {
    let text =
        grundy(&["period", "octal(0.8)", "--limit", "4096"], None).success("period octal(0.8)");
    assert!(text.contains("octal(0.8): 4096 values computed"), "{text}");
    assert!(
        text.contains("Observed, not proved: period 3 from heap 1, adding 1 each period"),
        "{text}"
    );
    assert!(text.contains("Stopped at the limit of 4096 values"), "{text}");
    // Without a limit, the work budget ends the run (a cubic game: about
    // n³/36 steps for n values), saying so.
    let text = grundy(&["period", "octal(0.8)", "--max-work", "2000000000"], None)
        .success("period octal(0.8) --max-work");
    assert!(text.contains("Stopped at the work limit of 2000000000 steps"), "{text}");
    assert!(text.contains("--max-work"), "{text}");
    let value = json(&["period", "octal(0.8)", "--limit", "300"], &["saltus", "proved"]);
    assert_eq!((value["saltus"].as_u64(), value["proved"].as_bool()), (Some(1), Some(false)));
}

/// A run stopped at its limit leaves a checkpoint; a run with a higher
/// limit resumes from it and finishes the proof.
#[test]
fn checkpoints_resume_a_period_search() {
    let dir = crate::scratch();
    let file = dir.path().join("0.156.ck");
    let _ = std::fs::remove_file(&file);
    let path = file.to_str().unwrap();
    let first = period("octal(0.156)", &["--limit", "5000", "--checkpoint", path]);
    assert!(!first.proved);
    assert_eq!(first.values_computed, 5000);
    let header = std::fs::read(&file).unwrap();
    assert!(header.starts_with(b"grundy-checkpoint 2 octal(0.156) 1 5000 "));
    // One value changed on disk: caught by the checksum, not resumed from.
    let mut changed = header.clone();
    let last = changed.len() - 1;
    changed[last] ^= 1;
    std::fs::write(&file, &changed).unwrap();
    let run = grundy(&["period", "octal(0.156)", "--checkpoint", path], None);
    assert_eq!(run.code, Some(2), "{run:?}");
    assert!(run.stderr.contains("do not match their checksum"), "{run:?}");
    std::fs::write(&file, &header).unwrap();
    let resumed = period("octal(0.156)", &["--limit", "20000", "--checkpoint", path]);
    assert_eq!((resumed.period, resumed.preperiod, resumed.proved), (Some(349), Some(3479), true));
    // Another ruleset's checkpoint, and a damaged one, are refused.
    let other = grundy(&["period", "kayles", "--checkpoint", path], None);
    assert_eq!(other.code, Some(2), "{other:?}");
    assert!(other.stderr.contains("holds the values of octal(0.156), not kayles"), "{other:?}");
    let mut damaged = std::fs::read(&file).unwrap();
    damaged.truncate(damaged.len() - 3);
    std::fs::write(&file, damaged).unwrap();
    let run = grundy(&["period", "octal(0.156)", "--checkpoint", path], None);
    assert_eq!(run.code, Some(2), "{run:?}");
    assert!(run.stderr.contains("is damaged"), "{run:?}");
    // Ctrl-C ends a run cleanly between two stretches, leaving its checkpoint.
    let _ = std::fs::remove_file(&file);
    let child = std::process::Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(["period", "officers", "--checkpoint", path, "--checkpoint-every", "0"])
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // Ctrl-C once a checkpoint is written (with `--checkpoint-every 0`, at
    // each stretch), not after a fixed time, which a busy machine may spend
    // before the first stretch ends.
    let started = std::time::Instant::now();
    while !file.exists() {
        assert!(started.elapsed() < crate::TIMEOUT, "no checkpoint written");
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let sent = std::process::Command::new("kill").args(["-INT", &child.id().to_string()]).status();
    assert!(sent.unwrap().success());
    let output = child.wait_with_output().unwrap();
    assert_eq!(output.status.code(), Some(130), "{output:?}");
    assert!(String::from_utf8_lossy(&output.stderr).contains("interrupted"), "{output:?}");
    let resumed = period("officers", &["--limit", "100", "--checkpoint", path]);
    assert!(resumed.values_computed > 100, "resumed from the values computed before Ctrl-C");
    // Checkpoints are for take-and-break games only; runs that cannot fit are refused.
    assert_eq!(grundy(&["period", "nim", "--checkpoint", path], None).code, Some(2));
    let huge = grundy(&["period", "kayles", "--limit", "1000000000000000"], None);
    assert_eq!(huge.code, Some(2), "{huge:?}");
    assert!(huge.stderr.contains("lower --limit"), "{huge:?}");
}

/// The SHA-256 of the values of a checkpoint (each value as four bytes,
/// little-endian, as a values file's sidecar counts them).
fn checkpoint_sha256(path: &std::path::Path) -> String {
    use sha2::{Digest, Sha256};
    let bytes = std::fs::read(path).unwrap();
    let newline = bytes.iter().position(|&b| b == b'\n').unwrap();
    let header = String::from_utf8_lossy(&bytes[..newline]).to_string();
    let width: usize = header.split(' ').nth(3).unwrap().parse().unwrap();
    let mut hash = Sha256::new();
    for value in bytes[newline + 1..].chunks(width) {
        let mut four = [0u8; 4];
        four[..width].copy_from_slice(value);
        hash.update(four);
    }
    hash.finalize().iter().map(|b| format!("{b:02x}")).collect()
}

/// `--values-file`: Grundy's game's values go to a file as they are
/// computed, with about 230,000 first values held (4 MB) and the rest
/// leaving memory; the run resumes from the file; and the values, checked
/// by the sidecar's checksum, are those of a run in memory. Runs that
/// cannot work are refused with exit 2, saying why.
#[test]
fn values_files_hold_sequences_longer_than_memory() {
    let dir = crate::scratch();
    let file = dir.path().join("grundy.values");
    let path = file.to_str().unwrap();
    let sidecar = || -> serde_json::Value {
        serde_json::from_str(
            &std::fs::read_to_string(dir.path().join("grundy.values.json")).unwrap(),
        )
        .unwrap()
    };
    let spilled = ["--values-file", path, "--values-memory", "4M"];
    // Files are the same whatever the jobs: one job, then resumed on two
    // (speculation, past heap 2^15), against a checkpoint of one job.
    let first =
        period("grundys-game", &[&["--limit", "300000", "--jobs", "1"][..], &spilled].concat());
    assert_eq!(first.values_computed, 300_000);
    assert_eq!(sidecar()["count"], 300_000);
    assert_eq!(std::fs::metadata(&file).unwrap().len(), 300_000);
    let resumed =
        period("grundys-game", &[&["--limit", "700000", "--jobs", "2"][..], &spilled].concat());
    assert_eq!((resumed.values_computed, resumed.proved), (700_000, false));
    let checkpoint = dir.path().join("grundy.ck");
    let ck = checkpoint.to_str().unwrap();
    period("grundys-game", &["--limit", "700000", "--checkpoint", ck, "--jobs", "1"]);
    assert_eq!(sidecar()["sha256"].as_str().unwrap(), checkpoint_sha256(&checkpoint));
    assert_eq!(
        (sidecar()["count"].as_u64(), sidecar()["width"].as_u64()),
        (Some(700_000), Some(1))
    );

    // A proof from a values file, as in memory: 0.356's needs 14,917 values.
    let other = dir.path().join("0.356.values");
    let proved = period(
        "octal(0.356)",
        &["--values-file", other.to_str().unwrap(), "--values-memory", "100K"],
    );
    assert_eq!((proved.period, proved.preperiod, proved.proved), (Some(142), Some(7315), true));

    // `grundy table --values-file` writes the table `grundy table` writes,
    // read back from the file (here resumed: it holds 700,000 values).
    for (ruleset, upto, file) in
        [("grundys-game", "200000", path), ("octal(0.356)", "30000", other.to_str().unwrap())]
    {
        for json in [false, true] {
            let mut args = vec!["table", ruleset, "--upto", upto];
            if json {
                args.push("--json");
            }
            let memory = grundy(&args, None);
            assert_eq!(memory.code, Some(0), "{memory:?}");
            args.extend(["--values-file", file, "--values-memory", "4M"]);
            let spilled = grundy(&args, None);
            assert_eq!(spilled.code, Some(0), "{spilled:?}");
            assert_eq!(spilled.stdout, memory.stdout, "{args:?}");
        }
    }
    assert_eq!(sidecar()["count"], 700_000);

    let refused = |args: &[&str], why: &str| {
        let run = grundy(args, None);
        assert_eq!(run.code, Some(2), "{args:?}: {run:?}");
        assert!(run.stderr.contains(why), "{args:?}: {}", run.stderr);
    };
    // Another game's file; a changed value; too little memory; a game
    // whose P-positions recur (0 is always rare, so they must all be held).
    refused(&["period", "kayles", "--values-file", path], "not of kayles");
    refused(
        &["period", "grundys-game", "--values-file", path, "--values-memory", "1K"],
        "--values-memory",
    );
    let zeros = dir.path().join("0.007.values");
    refused(
        &[
            "period",
            "octal(0.007)",
            "--limit",
            "100000",
            "--values-file",
            zeros.to_str().unwrap(),
            "--values-memory",
            "100K",
        ],
        "raise it with --values-memory",
    );
    refused(&["period", "nim", "--values-file", path], "take-and-break");
    refused(&["table", "nim", "--upto", "9", "--values-file", path], "take-and-break");
    let huge = ["period", "grundys-game", "--values-file", path, "--values-memory", "100000G"];
    refused(&huge, "lower --values-memory");
    refused(
        &["period", "kayles", "--values-file", path, "--checkpoint", ck],
        "cannot be used with",
    );
    let mut bytes = std::fs::read(&file).unwrap();
    bytes[123_456] ^= 1;
    std::fs::write(&file, &bytes).unwrap();
    refused(&["period", "grundys-game", "--values-file", path], "checksum");
}

/// A quotient that stops short of the heaps asked for (no candidate grows
/// it, or a limit) is answered for the heaps certified before, saying
/// where and why it stopped, with exit 0: the same quotient as asked for
/// those heaps; and so is the genus read off it.
#[test]
fn quotients_and_genera_stopped_part_way_say_what_they_certified() {
    let json = |args: &[&str]| -> serde_json::Value {
        let run = grundy(args, None);
        assert_eq!(run.code, Some(0), "{args:?}: {run:?}");
        serde_json::from_str(&run.stdout).unwrap()
    };
    // Dawson's Kayles within 16 MiB: the table of a candidate at heap 31
    // is past a quarter of it.
    let partial = json(&["quotient", "dawson", "--heaps", "40", "--max-memory", "16M", "--json"]);
    let whole = json(&["quotient", "dawson", "--heaps", "30", "--json"]);
    assert_eq!(partial["heaps"], 30);
    let stopped = partial["stopped"].as_str().unwrap();
    assert!(
        stopped.starts_with("Stopped at heap 31: the misère quotient at heap 31 needs ")
            && stopped.contains("memory limit of 16777216 bytes"),
        "{stopped}"
    );
    assert_eq!(whole["stopped"], serde_json::Value::Null);
    for field in ["order", "p_elements", "generators", "relations", "pretending", "grew", "summary"]
    {
        assert_eq!(partial[field], whole[field], "{field}");
    }
    let text = grundy(&["quotient", "dawson", "--heaps", "40", "--max-memory", "16M"], None);
    assert_eq!(text.code, Some(0), "{text:?}");
    assert!(
        text.stdout.starts_with("dawson: the misère quotient of heaps 0..=30\n"),
        "{}",
        text.stdout
    );
    assert!(text.stdout.contains("\nStopped at heap 31: the misère quotient at heap 31 needs "));
    // A limit of work: what was certified before it.
    let worked = json(&["quotient", "kayles", "--heaps", "3000", "--max-work", "100000", "--json"]);
    assert!(worked["stopped"].as_str().unwrap().contains("--max-work"), "{worked}");
    assert!(worked["heaps"].as_u64().unwrap() >= 1, "{worked}");
    // Nothing certified past heap 0 is no answer.
    let none = grundy(&["quotient", "kayles", "--heaps", "3000", "--max-work", "1"], None);
    assert_eq!(none.code, Some(2), "{none:?}");

    // The genus: Kayles' heaps up to 19 are read off the quotient by misère
    // values below 8 (the quick budget takes them); up to 40 the quick
    // budget does not, and every heap is searched plainly (issue 47), with
    // the same genus for the heaps both give.
    let whole = json(&["genus", "kayles", "--upto", "40", "--json"]);
    let prefix = json(&["genus", "kayles", "--upto", "19", "--json"]);
    assert_eq!((whole["upto"].as_u64(), whole["searched_from"].as_u64()), (Some(40), Some(0)));
    assert!(whole["stopped"].is_null() && prefix["searched_from"].is_null(), "{whole}");
    assert_eq!(whole["heaps"].as_array().unwrap()[..20], prefix["heaps"].as_array().unwrap()[..]);
    assert_eq!((prefix["cap"].as_u64(), prefix["quotient_order"].as_u64()), (Some(8), Some(24)));
    assert_eq!(whole["first_not_tame"], prefix["first_not_tame"]);
    let text = grundy(&["genus", "kayles", "--upto", "40"], None).success("genus kayles 40");
    assert!(text.contains("By an exact search of the sums each heap reaches"), "{text}");
    // Stopped by the memory limit: the plain search, at half of it, goes
    // further than the quotients (heap 29), and says where and why.
    let run = grundy(&["genus", "dawson", "--upto", "80", "--max-memory", "16M"], None);
    assert_eq!(run.code, Some(0), "{run:?}");
    assert!(run.stdout.starts_with("dawson: the genus of heaps 0..="), "{}", run.stdout);
    let last = run.stdout.lines().last().unwrap();
    assert!(last.starts_with("Stopped at heap ") && last.contains("--max-memory"), "{last}");
}

/// `grundy table` of a wind-up game: the hand-checked values of
/// windup(7; 2,3) (0 is terminal, 2 and 3 move to it, 5 moves only to 3
/// and 2, 4 only to 2 and 1, and 1 and 6 can move to 5 and 4), in text and
/// JSON, ∞(K) written `∞(0)` and `{"infinite":[0]}`.
#[test]
fn wind_up_table_shows_infinite_values() {
    let value = json(&["table", "windup(7; 2,3)"], &["ruleset", "values", "p_positions", "draws"]);
    let expected: Value = serde_json::from_str(
        r#"[0,{"infinite":[0]},{"infinite":[0]},{"infinite":[0]},0,0,{"infinite":[0]}]"#,
    )
    .unwrap();
    assert_eq!(value["values"], expected);
    assert_eq!(value["p_positions"], serde_json::json!([0, 4, 5]));
    assert_eq!(value["draws"], serde_json::json!([]));
    let text = grundy(&["table", "windup(7;2,3)"], None).success("windup table");
    assert!(text.contains("  0: 0 ∞(0) ∞(0) ∞(0) 0 0 ∞(0)\n"), "{text}");
    assert!(text.contains("P-positions (3 of 7): 0 4 5\n"), "{text}");
    assert!(text.contains("Draws (0 of 7): none\n"), "{text}");
}

/// Every entry of the table of a game whose moves may cycle is what
/// `analyze` says of the position alone (the analysis is held to a
/// retrograde search in the engine's tests), draws included.
#[test]
fn cyclic_tables_agree_with_the_analysis() {
    for ruleset in ["addtake(9; 2,3; 1)", "windup(11; 1,4,5)", "addtake(8; 1,4; 2,3)"] {
        let table = json(&["table", ruleset], &["values", "draws"]);
        let values = table["values"].as_array().unwrap();
        let mut draws = Vec::new();
        for (n, value) in values.iter().enumerate() {
            let analysis = json(&["analyze", &format!("{ruleset} {n}")], &["outcome", "nimber"]);
            match value.get("infinite") {
                Some(k) => {
                    assert_eq!(analysis["infinite"], *k, "{ruleset} {n}");
                    assert!(analysis["nimber"].is_null(), "{ruleset} {n}");
                }
                None => assert_eq!(analysis["nimber"], *value, "{ruleset} {n}"),
            }
            if analysis["outcome"] == "D" {
                draws.push(n);
            }
        }
        assert_eq!(table["draws"], serde_json::json!(draws), "{ruleset}");
        assert!(table["values"].as_array().unwrap().iter().any(|v| v.get("infinite").is_some()));
    }
}

/// `--jobs` changes no byte of a take-and-break game's answer (values past
/// 2¹⁵ are computed by speculation on several threads), and a count of
/// threads outside 1 to 256 is refused with exit 2, naming the flag.
#[test]
fn jobs_change_no_byte_of_the_answer() {
    let run = |jobs: &str| {
        let args = ["table", "grundys-game", "--upto", "70000", "--json", "--jobs", jobs];
        crate::grundy(&args, None).success("table --jobs")
    };
    let one = run("1");
    assert_eq!(run("3"), one);
    let refused = crate::grundy(&["period", "kayles", "--jobs", "0"], None);
    assert_eq!(refused.code, Some(2));
    assert!(refused.stderr.contains("--jobs must be 1 to 256"), "{}", refused.stderr);
}
