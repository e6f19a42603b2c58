//! Game descriptions: the text form of a sum of games, e.g.
//! `nim 3 4 5 + subtract(1,3,4) 10 7 + bash(3) 23`.
//!
//! Grammar (whitespace, including newlines, may separate any two tokens):
//!
//! ```text
//! description := part ('+' part)*
//! part        := ruleset heap+
//! ruleset     := name ('(' number (',' number)* ')')?
//! name        := letter (letter | digit | '-' | '_')*
//! heap        := number          (0 ≤ heap ≤ 2⁶⁴−1)
//! ```
//!
//! Each heap is its own component: `nim 3 4 5` is `nim 3 + nim 4 + nim 5`.

use std::fmt;
use std::sync::Arc;

use crate::heap::HeapRuleset;
use crate::rulesets::{self, CATALOG};
use crate::{Error, ParseError, Result};

/// A sum of games: parts, each a ruleset and the heaps played by it.
#[derive(Debug, Clone)]
pub struct Game {
    parts: Vec<Part>,
}

/// Heaps played by one ruleset; each heap is one component of the sum.
#[derive(Debug, Clone)]
pub struct Part {
    ruleset: Arc<dyn HeapRuleset>,
    heaps: Vec<u64>,
}

impl Part {
    /// A part from its ruleset and heaps.
    pub fn new(ruleset: Arc<dyn HeapRuleset>, heaps: Vec<u64>) -> Part {
        Part { ruleset, heaps }
    }

    /// The ruleset of every heap of this part.
    pub fn ruleset(&self) -> &Arc<dyn HeapRuleset> {
        &self.ruleset
    }

    /// The heaps, in the order written.
    pub fn heaps(&self) -> &[u64] {
        &self.heaps
    }
}

impl Game {
    /// A game from its parts; empty parts are dropped.
    pub fn new(parts: Vec<Part>) -> Game {
        Game { parts: parts.into_iter().filter(|p| !p.heaps.is_empty()).collect() }
    }

    /// The parts, in the order written.
    pub fn parts(&self) -> &[Part] {
        &self.parts
    }

    /// Number of components (heaps) over all parts.
    pub fn component_count(&self) -> usize {
        self.parts.iter().map(|p| p.heaps.len()).sum()
    }

    /// Every component as (part index, heap), numbered in order from 0.
    pub fn components(&self) -> impl Iterator<Item = (usize, u64)> + '_ {
        self.parts.iter().enumerate().flat_map(|(i, part)| part.heaps.iter().map(move |&h| (i, h)))
    }
}

impl fmt::Display for Game {
    /// The canonical description, which parses back to the same game.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, part) in self.parts.iter().enumerate() {
            if i > 0 {
                f.write_str(" + ")?;
            }
            f.write_str(&part.ruleset.name())?;
            for heap in &part.heaps {
                write!(f, " {heap}")?;
            }
        }
        Ok(())
    }
}

/// Reads a game description.
///
/// Time and memory O(length of the text). Errors carry the byte offset of
/// the offending token and say what was expected there.
///
/// ```
/// let game = grundy::parse("nim 3 4 5 + subtract(1,3,4) 10 7").unwrap();
/// assert_eq!(game.component_count(), 5);
/// assert_eq!(game.to_string(), "nim 3 4 5 + subtract(1,3,4) 10 7");
/// ```
pub fn parse(text: &str) -> Result<Game> {
    let mut parser = Parser { text, pos: 0 };
    let mut parts = Vec::new();
    loop {
        parts.push(parser.part()?);
        parser.skip_space();
        match parser.peek() {
            None => break,
            Some(b'+') => parser.pos += 1,
            Some(_) => {
                return Err(
                    parser.error_here("expected a heap size, `+` or the end of the description")
                )
            }
        }
    }
    Ok(Game { parts })
}

/// Reads a ruleset alone, e.g. `subtract(1,3,4)`, as `grundy table` takes it.
///
/// ```
/// let ruleset = grundy::parse_ruleset(" bash( 3 ) ").unwrap();
/// assert_eq!(ruleset.name(), "bash(3)");
/// ```
pub fn parse_ruleset(text: &str) -> Result<Arc<dyn HeapRuleset>> {
    let mut parser = Parser { text, pos: 0 };
    let ruleset = parser.ruleset()?;
    parser.skip_space();
    if parser.peek().is_some() {
        return Err(
            parser.error_here("expected the end of the ruleset; heap sizes are not given here")
        );
    }
    Ok(ruleset)
}

/// The names of every ruleset, for messages.
fn ruleset_names() -> String {
    let names: Vec<&str> = CATALOG.iter().map(|info| info.name).collect();
    names.join(", ")
}

/// `text` shortened for a message: at most 24 characters are quoted.
fn abbreviate(text: &str) -> String {
    let count = text.chars().count();
    if count <= 24 {
        return text.to_string();
    }
    let head: String = text.chars().take(20).collect();
    format!("{head}… ({count} characters)")
}

struct Parser<'t> {
    text: &'t str,
    pos: usize,
}

impl Parser<'_> {
    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.pos).copied()
    }

    fn skip_space(&mut self) {
        while self.peek().is_some_and(|b| b.is_ascii_whitespace()) {
            self.pos += 1;
        }
    }

    fn error(&self, offset: usize, len: usize, message: impl Into<String>) -> Error {
        Error::Parse(ParseError { offset, len, message: message.into() })
    }

    /// An error at the current position, marking the token that starts there.
    fn error_here(&self, message: &str) -> Error {
        let rest = &self.text[self.pos..];
        let len = match rest.chars().next() {
            None => 1,
            Some(c) if c.is_ascii_alphanumeric() => rest
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '.' || c == '_'))
                .unwrap_or(rest.len()),
            Some(c) => c.len_utf8(),
        };
        let found = match rest.chars().next() {
            None => "the end of the input".to_string(),
            Some(_) => format!("`{}`", abbreviate(&rest[..len])),
        };
        self.error(self.pos, len, format!("{message}, found {found}"))
    }

    fn part(&mut self) -> Result<Part> {
        self.skip_space();
        let ruleset = self.ruleset()?;
        let mut heaps = Vec::new();
        loop {
            self.skip_space();
            match self.peek() {
                Some(b'0'..=b'9') => heaps.push(self.number("heap size")?),
                _ => break,
            }
        }
        if heaps.is_empty() {
            let message = format!("expected at least one heap size after `{}`", ruleset.name());
            return Err(self.error_here(&message));
        }
        Ok(Part { ruleset, heaps })
    }

    fn ruleset(&mut self) -> Result<Arc<dyn HeapRuleset>> {
        self.skip_space();
        let start = self.pos;
        if !self.peek().is_some_and(|b| b.is_ascii_alphabetic()) {
            let message = format!("expected a ruleset name ({})", ruleset_names());
            return Err(self.error_here(&message));
        }
        while self.peek().is_some_and(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_') {
            self.pos += 1;
        }
        let name = &self.text[start..self.pos];
        let Some(info) = rulesets::find(name) else {
            return Err(self.error(
                start,
                name.len(),
                format!(
                    "unknown ruleset `{}`; expected one of {} (see `grundy rules`)",
                    abbreviate(name),
                    ruleset_names()
                ),
            ));
        };
        let params = self.params()?;
        let end = self.pos;
        info.build(params.as_deref()).map_err(|message| self.error(start, end - start, message))
    }

    fn params(&mut self) -> Result<Option<Vec<u64>>> {
        let save = self.pos;
        self.skip_space();
        if self.peek() != Some(b'(') {
            self.pos = save;
            return Ok(None);
        }
        self.pos += 1;
        let mut params = Vec::new();
        loop {
            self.skip_space();
            if !self.peek().is_some_and(|b| b.is_ascii_digit()) {
                return Err(self.error_here("expected a whole number as a parameter"));
            }
            params.push(self.number("parameter")?);
            self.skip_space();
            match self.peek() {
                Some(b',') => self.pos += 1,
                Some(b')') => {
                    self.pos += 1;
                    return Ok(Some(params));
                }
                _ => return Err(self.error_here("expected `,` or `)` after a parameter")),
            }
        }
    }

    /// A decimal number; the caller has checked that a digit comes first.
    fn number(&mut self, what: &str) -> Result<u64> {
        let start = self.pos;
        while self.peek().is_some_and(|b| b.is_ascii_digit()) {
            self.pos += 1;
        }
        let digits = &self.text[start..self.pos];
        if self.peek().is_some_and(|b| b.is_ascii_alphabetic() || b == b'.' || b == b'_') {
            self.pos = start;
            return Err(self.error_here(&format!("expected a {what} (a whole number)")));
        }
        digits.parse::<u64>().map_err(|_| {
            self.error(
                start,
                digits.len(),
                format!(
                    "{what} {} is larger than 2^64-1 = 18446744073709551615, the largest supported",
                    abbreviate(digits)
                ),
            )
        })
    }
}
