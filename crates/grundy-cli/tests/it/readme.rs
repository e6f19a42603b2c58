//! The README's examples are real: every `$ grundy …` line in a text block
//! is run, and what it prints (standard output, then standard error) must be
//! the lines that follow it, up to the next `$` line or the end of the block.

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
fn examples(readme: &str) -> Vec<(Vec<String>, String)> {
    let mut examples: Vec<(Vec<String>, String)> = Vec::new();
    let mut in_text_block = false;
    for line in readme.lines() {
        if line.starts_with("```") {
            in_text_block = line == "```text";
            continue;
        }
        if !in_text_block {
            continue;
        }
        if let Some(command) = line.strip_prefix("$ grundy ") {
            examples.push((words(command), String::new()));
        } else if let Some((_, output)) = examples.last_mut() {
            output.push_str(line);
            output.push('\n');
        }
    }
    examples
}

#[test]
fn readme_examples_print_what_the_readme_shows() {
    let readme = include_str!("../../../../README.md");
    let examples = examples(readme);
    assert!(examples.len() >= 10, "found only {} examples", examples.len());
    for (args, shown) in examples {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let run = grundy(&args, None);
        let printed = format!("{}{}", run.stdout, run.stderr);
        assert_eq!(printed, shown, "grundy {args:?}");
    }
}
