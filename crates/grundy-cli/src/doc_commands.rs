//! Every `grundy` command the documentation shows is one the command line
//! accepts. The README's and the docs pages' examples in text blocks are
//! also run (`tests/it/readme.rs`); this test reaches the rest — the
//! commands in `sh` blocks and inline code of README.md, BENCHMARKS.md,
//! docs/*.md and contrib/slurm/README.md, many of them benchmarks of
//! minutes — and checks them without running them: each is parsed by the
//! command line's own parser (`Cli::try_parse_from`, so every flag, value
//! and count is read as a run would read it). Placeholders (`RULESET`,
//! `N`, `SPEC`, …) are replaced by an example value first; an unknown
//! upper-case placeholder fails the test, so that a new one gets a value.
//! A command that ends in `…` (`grundy period …`) elides its arguments:
//! what it shows must parse, and a required argument may be missing.

use std::path::{Path, PathBuf};

use clap::Parser;

use crate::Cli;

const SUBCOMMANDS: &[&str] = &[
    "analyze", "table", "period", "census", "plot", "genus", "play", "quotient", "rules", "serve",
];

/// What each placeholder of the docs stands for in a check.
const PLACEHOLDERS: &[(&str, &str)] = &[
    ("RULESET", "kayles"),
    ("SPEC", "nim 1 2"),
    ("SUM", "nim 1 2"),
    ("GAME", "nim 1 2"),
    ("NAME", "nim"),
    ("FILES", "census.jsonl"),
    ("FILE", "file.txt"),
    ("DIR", "/tmp/census"),
    ("BYTES", "512M"),
    ("N", "3"),
    ("J", "2"),
    ("C", "2"),
    ("L", "en"),
];

/// The documentation pages whose commands are checked: each one's path from
/// the root of the repository, and its path here.
fn pages() -> Vec<(String, PathBuf)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut names: Vec<String> =
        ["README.md", "BENCHMARKS.md", "contrib/slurm/README.md"].map(String::from).to_vec();
    let mut docs: Vec<String> = std::fs::read_dir(root.join("docs"))
        .expect("docs/ is readable")
        .map(|entry| entry.expect("an entry of docs/").file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".md"))
        .map(|name| format!("docs/{name}"))
        .collect();
    docs.sort();
    names.extend(docs);
    names.into_iter().map(|name| (name.clone(), root.join(name))).collect()
}

/// The words of a shell command starting at `text`, up to the end of the
/// command (`;`, `|`, `&`, a redirection, a closing parenthesis or the end),
/// with quotes removed; `None` when a quote is not closed.
fn shell_words(text: &str) -> Option<Vec<String>> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut started = false;
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        match c {
            '\'' => {
                started = true;
                loop {
                    match chars.next()? {
                        '\'' => break,
                        c => word.push(c),
                    }
                }
            }
            '"' => {
                started = true;
                loop {
                    match chars.next()? {
                        '"' => break,
                        '\\' => word.push(chars.next()?),
                        c => word.push(c),
                    }
                }
            }
            '\\' => {
                started = true;
                if let Some(c) = chars.next() {
                    word.push(c);
                }
            }
            ';' | '|' | '&' | '>' | '<' | ')' | '`' => {
                // `2>` redirects: its 2 is no word of the command.
                let descriptor = matches!(c, '>' | '<') && word.bytes().all(|b| b.is_ascii_digit());
                if started && !descriptor {
                    words.push(word);
                }
                return Some(words);
            }
            '#' if !started => return Some(words),
            c if c.is_whitespace() => {
                if started {
                    words.push(std::mem::take(&mut word));
                    started = false;
                }
            }
            c => {
                started = true;
                word.push(c);
            }
        }
    }
    if started {
        words.push(word);
    }
    Some(words)
}

/// `word` with its placeholders replaced, or the unknown placeholder.
fn fill(word: &str) -> Result<Option<String>, String> {
    // `[--limit N]`: an optional part, checked as if given.
    let word = word.trim_start_matches('[').trim_end_matches(']').trim_end_matches('…');
    if word.is_empty() || word == "..." {
        return Ok(None);
    }
    let mut filled = String::new();
    let mut rest = word;
    while !rest.is_empty() {
        let upper = rest.find(|c: char| c.is_ascii_uppercase());
        let Some(at) = upper else {
            filled.push_str(rest);
            break;
        };
        filled.push_str(&rest[..at]);
        let run = rest[at..].find(|c: char| !c.is_ascii_uppercase()).map_or(rest.len(), |n| at + n);
        let name = &rest[at..run];
        let boundary = |c: Option<char>| c.is_none_or(|c| !c.is_ascii_alphanumeric());
        let whole =
            boundary(rest[..at].chars().next_back()) && boundary(rest[run..].chars().next());
        match PLACEHOLDERS.iter().find(|(p, _)| *p == name) {
            Some((_, value)) if whole => filled.push_str(value),
            None if whole && name.len() >= 3 => return Err(name.to_string()),
            _ => filled.push_str(name),
        }
        rest = &rest[run..];
    }
    Ok(Some(filled))
}

/// Every command in `page`: (line number, the command as written, whether
/// it is in inline code, where it may name a command rather than run one).
fn commands(page: &str) -> Vec<(usize, String, bool)> {
    let mut found = Vec::new();
    let mut fence: Option<String> = None;
    let mut continued = String::new();
    for (n, line) in page.lines().enumerate() {
        // A shell line ending in `\` goes on on the next.
        if fence.is_some() {
            if let Some(head) = line.strip_suffix('\\') {
                continued.push_str(head);
                continue;
            }
        }
        let joined = format!("{}{line}", std::mem::take(&mut continued));
        let line = joined.as_str();
        if let Some(info) = line.trim_start().strip_prefix("```") {
            fence = if fence.is_some() { None } else { Some(info.to_string()) };
            continue;
        }
        // Output shown in a text block may mention commands; only its
        // `$` lines are commands, and a python block has none.
        let text_block = fence.as_deref() == Some("text");
        if fence.as_deref().is_some_and(|info| info != "text" && info != "sh" && !info.is_empty()) {
            continue;
        }
        if text_block && !line.starts_with('$') {
            continue;
        }
        // Outside blocks, only what is in inline code.
        let spans: Vec<&str> =
            if fence.is_some() { vec![line] } else { line.split('`').skip(1).step_by(2).collect() };
        for span in spans {
            let mut from = 0;
            while let Some(at) = span[from..].find("grundy ") {
                let start = from + at;
                from = start + "grundy ".len();
                let before = span[..start].chars().next_back();
                if before.is_some_and(|c| !(c.is_whitespace() || "/'(".contains(c))) {
                    continue;
                }
                let rest = &span[from..];
                let sub = rest.split_whitespace().next().unwrap_or("");
                if SUBCOMMANDS.contains(&sub) {
                    // Inside `sh -c '… grundy …'` the command ends at the quote.
                    let mut command = &span[start..];
                    if span[..start].matches('\'').count() % 2 == 1 {
                        command = command.split('\'').next().unwrap_or(command);
                    }
                    found.push((n + 1, command.to_string(), fence.is_none()));
                }
            }
        }
    }
    found
}

#[test]
fn every_command_in_the_docs_is_one_the_command_line_accepts() {
    let mut checked = 0;
    let mut refused = Vec::new();
    for (name, page) in pages() {
        let text = std::fs::read_to_string(&page).expect("a documentation page");
        for (line, command, inline) in commands(&text) {
            let Some(words) = shell_words(&command) else {
                refused.push(format!("{name}:{line}: `{command}`: a quote is not closed"));
                continue;
            };
            let mut args = Vec::new();
            for word in &words {
                match fill(word) {
                    Ok(Some(word)) => args.push(word),
                    Ok(None) => {}
                    Err(unknown) => refused.push(format!(
                        "{name}:{line}: `{command}`: placeholder {unknown} has no value in PLACEHOLDERS"
                    )),
                }
            }
            // `grundy period …` elides what follows, and prose names
            // commands with some of their flags (`grundy analyze --json`):
            // what is shown must parse, and only what is left out may be
            // missing. A command in a block is whole.
            let elided = words.last().is_some_and(|w| w.ends_with('…') || w == "...");
            if let Err(error) = Cli::try_parse_from(&args) {
                let missing = error.kind() == clap::error::ErrorKind::MissingRequiredArgument;
                if missing && (elided || inline) {
                    checked += 1;
                    continue;
                }
                let error = error.to_string();
                let first = error.lines().next().unwrap_or("");
                refused.push(format!("{name}:{line}: `{command}`: {first}"));
            }
            checked += 1;
        }
    }
    assert!(refused.is_empty(), "commands the command line refuses:\n{}", refused.join("\n"));
    // README, BENCHMARKS and the docs show well over a hundred commands.
    assert!(checked >= 100, "found only {checked} commands");
}

#[test]
fn shell_words_stop_at_the_end_of_the_command() {
    let words = |text| shell_words(text).unwrap();
    assert_eq!(words("grundy table kayles --upto 9"), ["grundy", "table", "kayles", "--upto", "9"]);
    assert_eq!(
        words("grundy period 'octal(0.17)' > out 2>&1"),
        ["grundy", "period", "octal(0.17)"]
    );
    assert_eq!(words("grundy analyze - < h.txt"), ["grundy", "analyze", "-"]);
    assert_eq!(words("grundy analyze \"nim 3\" 2>/dev/null"), ["grundy", "analyze", "nim 3"]);
    assert_eq!(words("grundy rules; echo"), ["grundy", "rules"]);
    assert_eq!(shell_words("grundy analyze 'nim 3"), None);
}

#[test]
fn placeholders_are_filled_and_unknown_ones_named() {
    assert_eq!(fill("RULESET"), Ok(Some("kayles".into())));
    assert_eq!(fill("N/8"), Ok(Some("3/8".into())));
    assert_eq!(fill("DIR/shard-N.jsonl"), Ok(Some("/tmp/census/shard-3.jsonl".into())));
    assert_eq!(fill("FILES…"), Ok(Some("census.jsonl".into())));
    assert_eq!(fill("…"), Ok(None));
    assert_eq!(fill("zh-CN"), Ok(Some("zh-CN".into())));
    assert_eq!(fill("512M"), Ok(Some("512M".into())));
    assert_eq!(fill("[--limit"), Ok(Some("--limit".into())));
    assert_eq!(fill("N]"), Ok(Some("3".into())));
    assert_eq!(fill("CODES"), Err("CODES".into()));
}

#[test]
fn a_refused_count_in_a_page_is_found() {
    let page = "Run `grundy period grundys-game --max-work 1.5e0` and\n```sh\ngrundy table kayles --upto 10\n```\n";
    let found = commands(page);
    assert_eq!(found.len(), 2);
    assert!(found[0].2 && !found[1].2);
    let args = shell_words(&found[0].1).unwrap();
    assert!(Cli::try_parse_from(&args).is_err());
    let args = shell_words(&found[1].1).unwrap();
    assert!(Cli::try_parse_from(&args).is_ok());
    let page = "`sh -c 'exec grundy serve --port 18436' &`\n```sh\ngrundy census --digits 2 \\\n  --jobs 2 # two\n```\n";
    let found = commands(page);
    assert_eq!(found[0].1, "grundy serve --port 18436");
    assert_eq!(
        shell_words(&found[1].1).unwrap(),
        ["grundy", "census", "--digits", "2", "--jobs", "2"]
    );
}
