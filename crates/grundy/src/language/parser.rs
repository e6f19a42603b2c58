//! Game descriptions: the text form of a sum of games, e.g.
//! `nim 3 4 5 + subtract(1,3,4) 10 7 + wythoff 3 5 + chomp 4x4`.
//!
//! Grammar (whitespace, including newlines, may separate any two tokens):
//!
//! ```text
//! description := term ('+' term)*
//! term        := part | '[' part ('+' part)* ']'
//! part        := ruleset operand*
//! ruleset     := name ('(' param (',' param)* ')')?
//! name        := letter (letter | digit | '-' | '_')*   letters and digits of any script
//! param       := any text without `,` `(` `)` outside balanced parentheses
//!                e.g. 3, odd, 0-1, games/g.txt, path(5), complete(3,4)
//! operand     := a run of characters other than whitespace, `+`, `[` and
//!                `]`, where a `(` runs to its matching `)`    e.g. 10, 4x4, (2,3)
//! ```
//!
//! A group `[kayles 1 2]` is one component of a compound (see
//! [`crate::Compound`]): the position a split leaves, kept together. In the
//! sum, where every component is played apart, it is the components it holds.
//!
//! Each ruleset reads its own parameters and operands (a [`Written`]); the
//! parser finds rulesets by name in a [`Registry`] it is handed, which the
//! catalogue one floor above implements (`crate::rulesets::catalog`). For heap rulesets every
//! operand is a heap and its own component: `nim 3 4 5` is
//! `nim 3 + nim 4 + nim 5`. Rulesets where one move touches several numbers
//! make one component of all of them: `wythoff 3 5` is one pair of piles.

use std::sync::Arc;

use crate::core::error::{Error, ParseError, Result};
use crate::core::message::Message;
use crate::core::text::abbreviate;
use crate::language::game::Game;
use crate::language::syntax::{operand_end, quote, Files, Token, Unbalanced, Written};
use crate::language::typed::Normalized;
use crate::msg;
use crate::parts::part::Part;

/// The rulesets a description may name, and how each builds its part
/// from what was written: the parser knows no ruleset itself.
pub trait Registry {
    /// What [`Registry::find`] returns for a known name.
    type Entry: Copy;

    /// The ruleset named `name` (in lower case) or one of its aliases, if known.
    fn find(&self, name: &str) -> Option<Self::Entry>;

    /// Every name and alias, to suggest the closest to a misspelt one.
    fn names(&self) -> Vec<&'static str>;

    /// A few names, for a message where none was written.
    fn examples(&self) -> Message;

    /// Where every name is listed, for messages.
    fn where_listed(&self) -> Message;

    /// Builds the part of `entry` written as `written`, or says what was
    /// expected where.
    fn build(&self, entry: Self::Entry, written: &Written) -> Result<Arc<dyn Part>>;
}

/// Reads a game description (text as people type it, see [`crate::normalize`])
/// whose rulesets are found in `registry` and may read files from `files`.
///
/// Time and memory O(length of the text). Errors carry the byte offset of
/// the offending token and say what was expected there.
pub fn parse_in<R: Registry>(text: &str, registry: &R, files: &dyn Files) -> Result<Game> {
    read_typed(text, |text| {
        let mut parser = Parser { text, pos: 0, registry };
        let (mut parts, mut groups) = (Vec::new(), Vec::new());
        loop {
            parser.skip_space();
            if parser.peek() == Some(b'[') {
                let (open, first) = (parser.pos, parts.len());
                parser.pos += 1;
                loop {
                    parts.push(parser.part(files)?);
                    parser.skip_space();
                    match parser.peek() {
                        Some(b'+') => parser.pos += 1,
                        Some(b']') => break,
                        _ => {
                            let message = msg!(
                                "parse-unclosed-group",
                                "this `[` is never closed: expected `]` after the games of the group"
                            );
                            return Err(parser.error(open, 1, message));
                        }
                    }
                }
                parser.pos += 1;
                groups.push(first..parts.len());
            } else {
                parts.push(parser.part(files)?);
            }
            parser.skip_space();
            match parser.peek() {
                None => break,
                Some(b'+') => parser.pos += 1,
                Some(_) => {
                    return Err(parser.error_here(msg!(
                    "parse-expected-plus-or-end",
                    "expected `+` or the end (a group `[ … ]` is a whole term, and `]` closes one)"
                )))
                }
            }
        }
        Ok(Game::grouped(parts, groups))
    })
}

/// Reads a ruleset written alone (`subtract(1,3,4)`, `windup(7; 2,3)`),
/// with no operands and no files, and hands its entry and parameters to
/// `read`.
pub fn read_ruleset<R: Registry, T>(
    text: &str,
    registry: &R,
    files: &dyn Files,
    read: impl FnOnce(R::Entry, &Written) -> Result<T>,
) -> Result<T> {
    read_typed(text, |text| {
        let mut parser = Parser { text, pos: 0, registry };
        let (entry, written) = parser.ruleset(files)?;
        parser.skip_space();
        if parser.peek().is_some() {
            return Err(parser.error_here(msg!(
                "parse-expected-end-of-ruleset",
                "expected the end of the ruleset; heap sizes are not given here"
            )));
        }
        read(entry, &written)
    })
}

/// Runs `read` on `text` in the form the grammar reads, its errors placed
/// in `text` as typed: full-width digits and commas, ideographic spaces and
/// capitals in ruleset names are read as their plain forms, and errors
/// still point at the characters typed (see [`crate::language::typed`]).
fn read_typed<T>(text: &str, read: impl FnOnce(&str) -> Result<T>) -> Result<T> {
    match Normalized::new(text) {
        None => read(text),
        Some(normalized) => read(&normalized.text).map_err(|error| normalized.locate(error)),
    }
}

struct Parser<'t, 'r, R: Registry> {
    text: &'t str,
    pos: usize,
    registry: &'r R,
}

impl<'t, R: Registry> Parser<'t, '_, R> {
    /// Where to find every ruleset's name, for messages: the list itself is
    /// too long to repeat in one.
    fn names(&self) -> Message {
        msg!(
            "parse-ruleset-names",
            "such as {examples}; {listed}",
            examples = self.registry.examples(),
            listed = self.registry.where_listed()
        )
    }

    /// The name closest to `name`, when one is close enough to be a slip
    /// of the keyboard (`kayle`, `wythof`, `dawsons`).
    fn closest_name(&self, name: &str) -> Option<&'static str> {
        let name = name.to_ascii_lowercase();
        // Distances count characters: `巴斯` is one slip from `巴什`.
        self.registry
            .names()
            .into_iter()
            .map(|known| (strsim::damerau_levenshtein(&name, known), known))
            .filter(|&(distance, known)| distance <= (known.chars().count() / 3).max(1))
            .min()
            .map(|(_, known)| known)
    }

    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.pos).copied()
    }

    fn skip_space(&mut self) {
        while self.peek().is_some_and(|b| b.is_ascii_whitespace()) {
            self.pos += 1;
        }
    }

    fn error(&self, offset: usize, len: usize, message: Message) -> Error {
        Error::Parse(ParseError { offset, len, message })
    }

    /// An error at the current position, marking the token that starts
    /// there: what was `expected`, and what was found.
    fn error_here(&self, expected: Message) -> Error {
        let rest = &self.text[self.pos..];
        let len = match rest.chars().next() {
            None => 1,
            Some(c) if c.is_ascii_alphanumeric() => rest
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '.' || c == '_'))
                .unwrap_or(rest.len()),
            Some(c) => c.len_utf8(),
        };
        let found = match rest.chars().next() {
            None => msg!("parse-end-of-input", "the end of the input"),
            Some(_) => quote(&rest[..len]),
        };
        let message =
            msg!("parse-found", "{expected}, found {found}", expected = expected, found = found);
        self.error(self.pos, len, message)
    }

    fn part(&mut self, files: &'t dyn Files) -> Result<Arc<dyn Part>> {
        let (entry, mut written) = self.ruleset(files)?;
        let start = self.pos;
        loop {
            self.skip_space();
            match self.peek() {
                None | Some(b'+' | b']') => break,
                Some(b'[') => {
                    return Err(self.error_here(msg!(
                        "parse-group-inside",
                        "expected an operand, `+` or the end: a group `[ … ]` is a whole term, after `+`, and groups do not nest"
                    )))
                }
                Some(_) => written.last_operand = Some(self.operand()?),
            }
        }
        written.operand_text = Token { text: &self.text[start..self.pos], offset: start };
        self.registry.build(entry, &written)
    }

    /// An operand: up to whitespace or `+`, with parentheses balanced.
    fn operand(&mut self) -> Result<Token<'t>> {
        let start = self.pos;
        match operand_end(self.text.as_bytes(), start) {
            Ok(end) => {
                self.pos = end;
                Ok(Token { text: &self.text[start..end], offset: start })
            }
            Err(Unbalanced::Close(at)) => {
                let message = msg!(
                    "parse-unmatched-close",
                    "this `)` closes no `(`: expected an operand, `+` or the end"
                );
                Err(self.error(at, 1, message))
            }
            Err(Unbalanced::Open(end)) => {
                let message = msg!("parse-unclosed-operand", "this `(` is never closed");
                Err(self.error(start, end - start, message))
            }
        }
    }

    fn ruleset(&mut self, files: &'t dyn Files) -> Result<(R::Entry, Written<'t>)> {
        self.skip_space();
        let start = self.pos;
        // A name starts with a letter of any script: the Chinese names of
        // the classic games (`尼姆`, `巴什`) are names like `nim` and `bash`.
        if !self.text[start..].chars().next().is_some_and(char::is_alphabetic) {
            let expected = msg!(
                "parse-expected-ruleset",
                "expected a ruleset name ({names})",
                names = self.names()
            );
            return Err(self.error_here(expected));
        }
        self.pos = self.text[start..]
            .find(|c: char| !(c.is_alphanumeric() || c == '-' || c == '_'))
            .map_or(self.text.len(), |end| start + end);
        let name = &self.text[start..self.pos];
        // `Nim`, as a phone capitalises it, is `nim`.
        let Some(entry) = self.registry.find(&name.to_ascii_lowercase()) else {
            return Err(self.error(
                start,
                name.len(),
                match self.closest_name(name) {
                    Some(known) => msg!(
                        "parse-unknown-ruleset-did-you-mean",
                        "unknown ruleset `{name}`; did you mean `{known}`? ({listed})",
                        name = abbreviate(name),
                        known = known,
                        listed = self.registry.where_listed()
                    ),
                    None => msg!(
                        "parse-unknown-ruleset",
                        "unknown ruleset `{name}` ({names})",
                        name = abbreviate(name),
                        names = self.names()
                    ),
                },
            ));
        };
        let params = self.params()?;
        let ruleset = Token { text: &self.text[start..self.pos], offset: start };
        let operand_text = Token { text: "", offset: self.pos };
        Ok((entry, Written { ruleset, params, operand_text, last_operand: None, files }))
    }

    /// The parameters in parentheses, split at commas, or `None` without `(`.
    fn params(&mut self) -> Result<Option<Vec<Token<'t>>>> {
        let save = self.pos;
        self.skip_space();
        if self.peek() != Some(b'(') {
            self.pos = save;
            return Ok(None);
        }
        let open = self.pos;
        // The `)` that closes this `(`: parameters may hold parentheses of
        // their own, balanced (`node-kayles(complete(3,4))`).
        let mut depth = 0usize;
        let close = self.text[open..].char_indices().find_map(|(i, c)| {
            match c {
                '(' => depth += 1,
                ')' => depth -= 1,
                _ => {}
            }
            (depth == 0).then_some(open + i)
        });
        let Some(close) = close else {
            return Err(self.error(
                open,
                1,
                msg!(
                    "parse-unclosed-parameters",
                    "this `(` is never closed: expected `)` after the parameters"
                ),
            ));
        };
        let inside = Token { text: &self.text[open + 1..close], offset: open + 1 };
        self.pos = close + 1;
        if inside.text.trim().is_empty() {
            return Ok(Some(Vec::new()));
        }
        let params = inside.split_outside(',');
        if let Some(empty) = params.iter().find(|p| p.text.is_empty()) {
            return Err(empty
                .error(msg!("parse-empty-parameter", "expected a parameter between the commas")));
        }
        Ok(Some(params))
    }
}
