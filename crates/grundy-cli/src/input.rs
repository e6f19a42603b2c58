//! Reading descriptions from arguments or standard input, and the files
//! they name from the file system.

use std::io::Read;

use grundy::Message;
use grundy_service::Problem;

/// The text of `spec`, or standard input when `spec` is `-`.
pub fn read_spec(spec: &str) -> Result<String, Problem> {
    if spec != "-" {
        return Ok(spec.to_string());
    }
    let mut text = String::new();
    std::io::stdin().lock().read_to_string(&mut text).map_err(|e| {
        Problem::bad_input(Message::plain(format!(
            "could not read the description from standard input: {e}"
        )))
    })?;
    // A byte-order mark, as some editors write, is not part of the game.
    match text.strip_prefix('\u{feff}') {
        Some(rest) => Ok(rest.to_string()),
        None => Ok(text),
    }
}

pub use grundy_service::LocalFiles;
