//! The examples of the README and of every page of docs/ are real: every
//! `$ grundy …` line in a text block is run, and what it prints (standard output, then standard error) must be
//! the lines that follow it, up to the next `$` line or the end of the block.
//! A `$ printf '…' | grundy …` line (a scripted game) is run with the
//! printf's text, `\n` for newlines, as its standard input. A `$ curl -s
//! 'http://127.0.0.1:8080…'` line is asked of a `grundy serve` started for
//! the test, on the port it got. `scripts/readme.sh` writes those outputs.

use crate::grundy_at;

/// Splits a command line on spaces, keeping double-quoted words whole.
fn words(line: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut quoted = false;
    for c in line.chars() {
        match c {
            '"' => quoted = !quoted,
            ' ' if !quoted => {
                if !word.is_empty() {
                    words.push(std::mem::take(&mut word));
                }
            }
            _ => word.push(c),
        }
    }
    if !word.is_empty() {
        words.push(word);
    }
    words
}

/// Every example: the command's arguments and the output shown for it.
/// One example: the arguments, what a `printf '…' |` before it feeds to
/// standard input, and the output shown under it.
struct Example {
    args: Vec<String>,
    stdin: Option<String>,
    /// For an API request, its path and query.
    request: Option<String>,
    shown: String,
}

fn examples(readme: &str) -> Vec<Example> {
    let mut examples: Vec<Example> = Vec::new();
    let mut in_text_block = false;
    // Whether the last example is in the current block, so that output lines attach to it.
    let mut open = false;
    for line in readme.lines() {
        if line.starts_with("```") {
            in_text_block = line == "```text";
            open = false;
            continue;
        }
        if !in_text_block {
            continue;
        }
        let piped = line.strip_prefix("$ printf '").and_then(|rest| rest.split_once("' | grundy "));
        let curl = line
            .strip_prefix("$ curl -s 'http://127.0.0.1:8080")
            .and_then(|r| r.strip_suffix('\''));
        let (args, stdin, request) = if let Some(command) = line.strip_prefix("$ grundy ") {
            (words(command), None, None)
        } else if let Some((input, command)) = piped {
            (words(command), Some(input.replace("\\n", "\n")), None)
        } else if let Some(request) = curl {
            (Vec::new(), None, Some(request.to_string()))
        } else {
            if let (true, Some(example)) = (open, examples.last_mut()) {
                example.shown.push_str(line);
                example.shown.push('\n');
            }
            continue;
        };
        examples.push(Example { args, stdin, request, shown: String::new() });
        open = true;
    }
    examples
}

/// README.md and every Markdown page of docs/, with their names.
fn pages() -> Vec<(String, String)> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut names = vec!["README.md".to_string()];
    let mut docs: Vec<String> = std::fs::read_dir(root.join("docs"))
        .expect("docs/ is readable")
        .map(|entry| entry.expect("an entry of docs/").file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".md"))
        .map(|name| format!("docs/{name}"))
        .collect();
    docs.sort();
    names.extend(docs);
    names
        .into_iter()
        .map(|name| {
            let text = std::fs::read_to_string(root.join(&name)).expect("a documentation page");
            (name, text)
        })
        .collect()
}

#[test]
fn readme_examples_print_what_the_readme_shows() {
    let pages = pages();
    // The README's tour and the reference pages of the commands show examples.
    for (name, text) in &pages {
        let least = match name.as_str() {
            "README.md" => 5,
            "docs/analyze.md" | "docs/games.md" | "docs/limits.md" | "docs/misere.md"
            | "docs/play.md" | "docs/playground.md" | "docs/tables.md" => 1,
            _ => 0,
        };
        assert!(examples(text).len() >= least, "{name} shows fewer than {least} examples");
    }
    let examples: Vec<(String, Example)> = pages
        .iter()
        .flat_map(|(name, text)| examples(text).into_iter().map(move |e| (name.clone(), e)))
        .collect();
    assert!(examples.len() >= 40, "found only {} examples", examples.len());
    assert!(examples.iter().any(|(_, e)| e.stdin.is_some()), "no piped example found");
    assert!(examples.iter().any(|(_, e)| e.request.is_some()), "no API example found");
    let server = crate::serve::Server::start(&[]);
    for (page, Example { args, stdin, request, shown }) in examples {
        if let Some(request) = request {
            let mut body = crate::serve::get(server.port, &request).body;
            if !body.ends_with('\n') {
                body.push('\n');
            }
            assert_eq!(body, shown, "{page}: curl {request}");
            continue;
        }
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let run = grundy_at(&root, &args, stdin.as_deref().map(str::as_bytes));
        let printed = format!("{}{}", run.stdout, run.stderr);
        assert_eq!(printed, shown, "{page}: grundy {args:?}");
    }
}
