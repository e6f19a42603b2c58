//! Reading descriptions from arguments or standard input, and turning the
//! engine's parse errors into messages with a caret under the offending column.

use std::fmt;
use std::io::Read;

/// An error the user can fix by changing the input: exit code 2.
#[derive(Debug)]
pub struct BadInput(pub String);

impl fmt::Display for BadInput {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for BadInput {}

/// The text of `spec`, or standard input when `spec` is `-`.
pub fn read_spec(spec: &str) -> anyhow::Result<String> {
    if spec != "-" {
        return Ok(spec.to_string());
    }
    let mut text = String::new();
    std::io::stdin().lock().read_to_string(&mut text).map_err(|e| {
        BadInput(format!("could not read the description from standard input: {e}"))
    })?;
    // A byte-order mark, as some editors write, is not part of the game.
    match text.strip_prefix('\u{feff}') {
        Some(rest) => Ok(rest.to_string()),
        None => Ok(text),
    }
}

/// Converts an engine error about `source` into one that shows where it is.
pub fn explain(error: grundy::Error, source: &str, what: &str) -> anyhow::Error {
    match error {
        grundy::Error::Parse(parse) => {
            let (line, column) = parse.line_and_column(source);
            let place = if source.contains('\n') {
                format!("line {line}, column {column}")
            } else {
                format!("column {column}")
            };
            BadInput(format!(
                "bad {what} at {place}: {}\n{}",
                parse.message,
                indent(&parse.diagram(source))
            ))
            .into()
        }
        other => other.into(),
    }
}

fn indent(text: &str) -> String {
    text.lines().map(|line| format!("  {line}")).collect::<Vec<_>>().join("\n")
}

/// Files named in descriptions (`graph(FILE)`), read from the file system.
pub struct LocalFiles;

impl grundy::Files for LocalFiles {
    fn read(&self, path: &str) -> Result<String, String> {
        std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))
    }
}
