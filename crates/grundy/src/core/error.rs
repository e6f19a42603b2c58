//! The engine's one error type.
//!
//! Every message is lowercase, has no trailing period, and says what was
//! expected and, for input, where: the front ends print it as it is.

use std::fmt;

use crate::core::message::Message;
use crate::msg;
use unicode_width::UnicodeWidthStr;

/// Anything the engine can refuse to do. Its `Display` is the English
/// text of [`Error::message`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    /// A game description could not be read.
    Parse(ParseError),
    /// A computation would exceed a limit that is checked before it starts.
    LimitExceeded {
        /// What was being computed, e.g. "the table of subtract(1,3,4)".
        what: Message,
        /// How much of the limited resource the computation needs.
        needed: Message,
        /// The limit, with its unit.
        limit: Message,
        /// Extra advice (how to raise the limit, what else to try).
        hint: Option<Message>,
    },
    /// A game graph contains a cycle, so Sprague–Grundy values do not exist.
    Loopy {
        /// The position found on the cycle, as text.
        position: String,
    },
    /// The front end asked a computation to stop (Ctrl-C), and it did.
    Interrupted,
    /// A question this engine cannot answer yet, and why.
    Unsupported(Message),
    /// A move that the rules do not allow, and why.
    Illegal(Message),
    /// A file named in a description could not be used.
    File {
        /// The path as written.
        path: String,
        /// The one-based line, when the problem is on one line.
        line: Option<usize>,
        /// What is wrong and what was expected.
        message: Message,
    },
    /// A ruleset produced an option that breaks its own contract.
    BadRuleset {
        /// The ruleset's name.
        ruleset: String,
        /// What went wrong.
        message: Message,
    },
}

impl Error {
    /// What the error says, as a [`Message`] a front end can put into any
    /// language.
    pub fn message(&self) -> Message {
        match self {
            Error::Parse(parse) => parse.message(),
            Error::LimitExceeded { what, needed, limit, hint: None } => msg!(
                "error-limit",
                "{what} needs {needed}, more than the limit of {limit}",
                what = what,
                needed = needed,
                limit = limit
            ),
            Error::LimitExceeded { what, needed, limit, hint: Some(hint) } => msg!(
                "error-limit-hint",
                "{what} needs {needed}, more than the limit of {limit}; {hint}",
                what = what,
                needed = needed,
                limit = limit,
                hint = hint
            ),
            Error::Loopy { position } => msg!(
                "error-loopy",
                "position {position} can reach itself, so it has no Grundy value (loopy games are not supported)",
                position = position
            ),
            Error::Interrupted => msg!("error-interrupted", "interrupted"),
            Error::Unsupported(message) => message.clone(),
            Error::Illegal(message) => msg!("error-illegal", "illegal move: {message}", message = message),
            Error::File { path, line: None, message } => {
                msg!("error-file", "{path}: {message}", path = path, message = message)
            }
            Error::File { path, line: Some(line), message } => msg!(
                "error-file-line",
                "{path}, line {line}: {message}",
                path = path,
                line = line,
                message = message
            ),
            Error::BadRuleset { ruleset, message } => {
                msg!("error-bad-ruleset", "ruleset {ruleset}: {message}", ruleset = ruleset, message = message)
            }
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Parse(parse) => parse.fmt(f),
            other => other.message().fmt(f),
        }
    }
}

impl std::error::Error for Error {}

impl From<ParseError> for Error {
    fn from(error: ParseError) -> Error {
        Error::Parse(error)
    }
}

/// The result type of the engine.
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// A game description that could not be read, with the place it went wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    /// Byte offset of the first offending byte in the description.
    pub offset: usize,
    /// Number of offending bytes (at least one column is always marked).
    pub len: usize,
    /// What was wrong and what was expected instead.
    pub message: Message,
}

impl ParseError {
    /// A caret diagram: the line of `source` holding the error, and `^` under
    /// the offending columns, counted as a terminal shows them (a full-width
    /// character is two columns).
    ///
    /// ```
    /// let error = grundy::parse("nim 3 x").unwrap_err();
    /// let grundy::Error::Parse(error) = error else { unreachable!() };
    /// assert_eq!(error.diagram("nim 3 x"), "nim 3 x\n      ^");
    /// ```
    pub fn diagram(&self, source: &str) -> String {
        let (line, column) = self.line_and_column(source);
        let text = source.lines().nth(line - 1).unwrap_or("");
        // `len` counts bytes; the caret counts characters.
        let start = floor_char_boundary(source, self.offset);
        let end = floor_char_boundary(source, self.offset.saturating_add(self.len.max(1)));
        let width =
            source[start..end.max(start)].chars().take_while(|&c| c != '\n').count().clamp(1, 40);
        // Long lines (a million heaps) are cut to a window around the error.
        let chars: Vec<char> = text.chars().collect();
        let start = (column - 1).saturating_sub(40);
        let end = (column - 1 + width + 40).min(chars.len());
        // Control characters are shown escaped (a terminal would act on
        // them), and the carets widen with them.
        let shown: Vec<String> = chars[start..end.max(start)]
            .iter()
            .map(|&c| escape_controls(&c.to_string()).into_owned())
            .collect();
        let prefix = if start > 0 { "…" } else { "" };
        let suffix = if end < chars.len() { "…" } else { "" };
        // Full-width characters (`３`, an ideographic space) take two
        // columns of a terminal, and the caret moves with them.
        let columns = |from: usize, count: usize| -> usize {
            shown.iter().skip(from).take(count).map(|c| c.width().max(1)).sum()
        };
        let before = column - 1 - start;
        let pad = prefix.chars().count() + columns(0, before);
        let marked = columns(before, width).max(1);
        let shown: String = shown.concat();
        format!("{prefix}{shown}{suffix}\n{}{}", " ".repeat(pad), "^".repeat(marked))
    }

    /// One-based line and column (in characters) of the error in `source`.
    pub fn line_and_column(&self, source: &str) -> (usize, usize) {
        let offset = floor_char_boundary(source, self.offset);
        let before = &source[..offset];
        let line = before.matches('\n').count() + 1;
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        let column = source[line_start..offset].chars().count() + 1;
        (line, column)
    }
}

/// `text` with every control character but the line break written as an
/// escape (`\u{1b}`), and a byte-order mark too: messages echo input, and a
/// terminal would act on them.
pub fn escape_controls(text: &str) -> std::borrow::Cow<'_, str> {
    let hidden = |c: char| (c.is_control() && c != '\n') || c == '\u{feff}';
    if !text.chars().any(hidden) {
        return std::borrow::Cow::Borrowed(text);
    }
    let mut escaped = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if hidden(c) {
            escaped.push_str(&c.escape_unicode().to_string());
        } else {
            escaped.push(c);
        }
    }
    std::borrow::Cow::Owned(escaped)
}

fn floor_char_boundary(source: &str, mut offset: usize) -> usize {
    offset = offset.min(source.len());
    while !source.is_char_boundary(offset) {
        offset -= 1;
    }
    offset
}

impl ParseError {
    /// The error as a message: where (as a byte offset) and what.
    pub fn message(&self) -> Message {
        msg!(
            "error-parse",
            "at byte {offset}: {message}",
            offset = self.offset,
            message = &self.message
        )
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for ParseError {}
