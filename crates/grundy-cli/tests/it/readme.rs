//! The README's examples are real: every `$ grundy …` line in a text block
//! is run, and what it prints (standard output, then standard error) must be
//! the lines that follow it, up to the next `$` line or the end of the block.
//! A `$ printf '…' | grundy …` line (a scripted game) is run with the
//! printf's text, `\n` for newlines, as its standard input.

use crate::grundy;

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
        if let Some(command) = line.strip_prefix("$ grundy ") {
            examples.push(Example { args: words(command), stdin: None, shown: String::new() });
            open = true;
        } else if let Some((input, command)) = piped {
            let stdin = Some(input.replace("\\n", "\n"));
            examples.push(Example { args: words(command), stdin, shown: String::new() });
            open = true;
        } else if let (true, Some(example)) = (open, examples.last_mut()) {
            example.shown.push_str(line);
            example.shown.push('\n');
        }
    }
    examples
}

#[test]
fn readme_examples_print_what_the_readme_shows() {
    let readme = include_str!("../../../../README.md");
    let examples = examples(readme);
    assert!(examples.len() >= 10, "found only {} examples", examples.len());
    assert!(examples.iter().any(|e| e.stdin.is_some()), "no piped example found");
    for Example { args, stdin, shown } in examples {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let run = grundy(&args, stdin.as_deref().map(str::as_bytes));
        let printed = format!("{}{}", run.stdout, run.stderr);
        assert_eq!(printed, shown, "grundy {args:?}");
    }
}
