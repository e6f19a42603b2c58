//! The syntax a ruleset reads: [`Token`], a piece of a description with
//! its byte offset, and [`Written`], a ruleset as written (its name,
//! parameters and operands), which each catalogue entry builds its part
//! from; [`Files`], where a description may read files from.
//!
//! The grammar and the parser that produces these are in
//! [`crate::language::parser`].

use num_bigint::BigUint;

use crate::core::error::{Error, ParseError, Result};
use crate::core::message::Message;
use crate::core::text::abbreviate;
use crate::msg;
use crate::rules::source::RuleSource;

/// Where a description may read files from: `graph(FILE)` names one.
///
/// The engine never touches the file system itself; a front end that allows
/// files passes an implementation to [`parse_with`](crate::parse_with).
pub trait Files {
    /// The text of the file at `path`, or why it cannot be read.
    fn read(&self, path: &str) -> std::result::Result<String, Message>;

    /// The rule `rule(NAME)` names when it is not a text to read: a source
    /// of moves the front end holds under that name (the Python package's
    /// callables). `None`, the default, reads `NAME` as a file.
    fn rule(&self, name: &str) -> Option<std::sync::Arc<dyn RuleSource>> {
        let _ = name;
        None
    }
}

/// Refuses every file: what a description read without files uses.
pub struct NoFiles;

impl Files for NoFiles {
    fn read(&self, _path: &str) -> std::result::Result<String, Message> {
        Err(msg!("file-none", "this description may not read files"))
    }
}

/// A piece of a description: its text and the byte offset where it starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Token<'t> {
    /// The text, trimmed.
    pub text: &'t str,
    /// Byte offset of the first character in the description.
    pub offset: usize,
}

impl<'t> Token<'t> {
    /// A parse error marking this token.
    pub fn error(&self, message: Message) -> Error {
        Error::Parse(ParseError { offset: self.offset, len: self.text.len().max(1), message })
    }

    /// The token as a whole number up to 2⁶⁴−1 when it is written in
    /// digits and fits, with no message made: heaps come by the million.
    pub(crate) fn digits(&self) -> Option<u64> {
        // Parsed without a big integer.
        let value = self.text.parse::<u64>().ok()?;
        self.text.bytes().all(|b| b.is_ascii_digit()).then_some(value)
    }

    /// The items of a list of whole numbers written with commas (`3,4,5`,
    /// `、` and `，` folded to commas first: heaps as students often write
    /// them), each with its offset; the token itself when it is no such
    /// list (no comma, an empty item, an item not all digits). O(length).
    pub(crate) fn items(self) -> impl Iterator<Item = Token<'t>> {
        let list = self.text.contains(',')
            && self
                .text
                .split(',')
                .all(|item| !item.is_empty() && item.bytes().all(|b| b.is_ascii_digit()));
        let Token { text, offset } = self;
        let items = list.then(|| {
            text.split(',').scan(offset, |at, item| {
                let token = Token { text: item, offset: *at };
                *at += item.len() + 1;
                Some(token)
            })
        });
        (!list).then_some(self).into_iter().chain(items.into_iter().flatten())
    }

    /// The token as a whole number up to 2⁶⁴−1; `what` names it in messages.
    pub fn number(&self, what: Message) -> Result<u64> {
        if let Some(value) = self.digits() {
            return Ok(value);
        }
        let value = self.big(what.clone())?;
        u64::try_from(&value).map_err(|_| {
            self.error(msg!(
                "parse-number-too-large",
                "{what} {number} is larger than 2^64-1 = 18446744073709551615, the largest supported here",
                what = what,
                number = abbreviate(self.text)
            ))
        })
    }

    /// The token as a whole number of any size; `what` names it in messages.
    pub fn big(&self, what: Message) -> Result<BigUint> {
        // A digit of another kind (`³`, `①`, `𝟗`, `٣`, `Ⅻ`, `½`): marked
        // alone, with what is read instead.
        if let Some((at, c)) =
            self.text.char_indices().find(|&(_, c)| !c.is_ascii() && c.is_numeric())
        {
            return Err(Error::Parse(ParseError {
                offset: self.offset + at,
                len: c.len_utf8(),
                message: msg!(
                    "parse-not-a-digit",
                    "expected a {what} written with the digits 0-9, found {found}, which is not one of them",
                    what = what,
                    found = quote(&c.to_string())
                ),
            }));
        }
        if self.text.is_empty() || !self.text.bytes().all(|b| b.is_ascii_digit()) {
            return Err(self.error(msg!(
                "parse-expected-whole-number",
                "expected a {what} (a whole number), found {found}",
                what = what,
                found = self.quoted()
            )));
        }
        Ok(parse_decimal(self.text))
    }

    /// The token in backquotes for a message, shortened when long.
    pub fn quoted(&self) -> Message {
        if self.text.is_empty() {
            msg!("parse-nothing", "nothing")
        } else {
            quote(self.text)
        }
    }

    /// The part of this token from byte `start` to `end` of its text.
    pub fn slice(&self, start: usize, end: usize) -> Token<'t> {
        Token { text: &self.text[start..end], offset: self.offset + start }
    }

    /// The token with surrounding whitespace removed.
    pub fn trim(&self) -> Token<'t> {
        let start = self.text.len() - self.text.trim_start().len();
        let end = self.text.trim_end().len().max(start);
        self.slice(start, end)
    }

    /// The comma-separated pieces of the token, each trimmed.
    pub fn split(&self, separator: char) -> Vec<Token<'t>> {
        self.split_at_depth(separator, false)
    }

    /// [`Token::split`] at the separators outside parentheses only:
    /// `3,path(5),complete(3,4)` is three pieces.
    pub fn split_outside(&self, separator: char) -> Vec<Token<'t>> {
        self.split_at_depth(separator, true)
    }

    fn split_at_depth(&self, separator: char, outside: bool) -> Vec<Token<'t>> {
        let mut depth = 0usize;
        let mut pieces = Vec::new();
        let mut start = 0;
        for (i, c) in self.text.char_indices() {
            match c {
                '(' if outside => depth += 1,
                ')' if outside => depth = depth.saturating_sub(1),
                _ => {}
            }
            if c == separator && depth == 0 {
                pieces.push(self.slice(start, i).trim());
                start = i + c.len_utf8();
            }
        }
        pieces.push(self.slice(start, self.text.len()).trim());
        pieces
    }
}

/// A ruleset as written: what its builder in the catalogue is given.
pub struct Written<'t> {
    /// The name and its parameters, for messages about the whole ruleset.
    pub ruleset: Token<'t>,
    /// The parameters in parentheses, each trimmed; `None` without parentheses.
    pub params: Option<Vec<Token<'t>>>,
    /// The text of the operands after the ruleset, up to the next `+`
    /// (checked: parentheses balance). Read with [`Written::operands`].
    pub(crate) operand_text: Token<'t>,
    /// The last operand, if any.
    pub(crate) last_operand: Option<Token<'t>>,
    /// Where files named in the description are read from.
    pub files: &'t dyn Files,
}

impl<'t> Written<'t> {
    /// The operands, one by one, without collecting them: a million heaps
    /// cost no list of tokens.
    pub fn operands(&self) -> impl Iterator<Item = Token<'t>> + 't {
        let Token { text, offset } = self.operand_text;
        let mut pos = 0;
        std::iter::from_fn(move || {
            let bytes = text.as_bytes();
            while bytes.get(pos).is_some_and(u8::is_ascii_whitespace) {
                pos += 1;
            }
            if pos == bytes.len() {
                return None;
            }
            let start = pos;
            pos = operand_end(bytes, start).expect("operands were checked when parsed");
            Some(Token { text: &text[start..pos], offset: offset + start })
        })
    }

    /// A parse error marking the ruleset and its parameters.
    pub fn error(&self, message: Message) -> Error {
        self.ruleset.error(message)
    }

    /// The name of the file a ruleset reads: its one parameter; `needs`
    /// says what to write when there is no such parameter.
    pub fn file_name(&self, needs: Message) -> Result<&'t str> {
        match self.params.as_deref() {
            Some([path]) if !path.text.is_empty() => Ok(path.text),
            _ => Err(self.error(needs)),
        }
    }

    /// The file a ruleset reads (`graph(FILE)`, `rule(FILE)`): its one
    /// parameter, and the file's text read through [`Written::files`];
    /// `needs` says what to write when there is no such parameter.
    pub fn file(&self, needs: Message) -> Result<(&'t str, String)> {
        let path = self.file_name(needs)?;
        let text = self.files.read(path).map_err(|message| Error::File {
            path: path.to_string(),
            line: None,
            message,
        })?;
        Ok((path, text))
    }

    /// The parameters as whole numbers up to 2⁶⁴−1 (`None` without parentheses).
    pub fn number_params(&self) -> Result<Option<Vec<u64>>> {
        let Some(params) = &self.params else { return Ok(None) };
        params
            .iter()
            .map(|p| p.number(msg!("parse-what-parameter", "parameter")))
            .collect::<Result<Vec<_>>>()
            .map(Some)
    }

    /// The parameters in groups separated by `;`, each group's parameters
    /// separated by `,`: `windup(7; 2,3)` has the groups `[7]` and `[2, 3]`
    /// (`None` without parentheses). A piece left empty (`windup(7;)`) is
    /// an empty token, for the builder to point at.
    pub fn param_groups(&self) -> Option<Vec<Vec<Token<'t>>>> {
        let params = self.params.as_ref()?;
        let mut groups = vec![Vec::new()];
        for param in params {
            for (i, piece) in param.split(';').into_iter().enumerate() {
                if i > 0 {
                    groups.push(Vec::new());
                }
                groups.last_mut().expect("a group").push(piece);
            }
        }
        Some(groups)
    }

    /// A parse error just after the last token of the part: something is missing there.
    pub fn missing(&self, message: Message) -> Error {
        let last = self.last_operand.as_ref().unwrap_or(&self.ruleset);
        Error::Parse(ParseError { offset: last.offset + last.text.len(), len: 1, message })
    }
}

/// `text` in backquotes for a message, shortened when long.
pub(crate) fn quote(text: &str) -> Message {
    msg!("parse-quoted", "`{text}`", text = abbreviate(text))
}

/// "heap size": what an operand of a heap ruleset is called in messages.
pub(crate) fn heap_size() -> Message {
    msg!("parse-what-heap-size", "heap size")
}

/// Parameters given to the ruleset `name`, which takes none: `example`
/// shows how it is written.
pub(crate) fn no_parameters(name: &str, example: &str) -> Message {
    msg!(
        "parse-no-parameters",
        "{name} takes no parameters: write `{example}`",
        name = name,
        example = example
    )
}

/// No heap after the ruleset written `ruleset`: `example` shows one.
pub(crate) fn missing_heaps(ruleset: &str, example: &str) -> Message {
    msg!(
        "parse-missing-heaps-example",
        "expected at least one heap size after `{ruleset}`: write `{example}`",
        ruleset = ruleset,
        example = example
    )
}

/// The number written by `digits` (ASCII digits only). num-bigint's own
/// parse is quadratic in the length; long inputs are split in halves,
/// hi·10^len(lo) + lo, so the cost is that of its multiplications:
/// 20 ms instead of 90 ms for a million-bit number.
pub(crate) fn parse_decimal(digits: &str) -> BigUint {
    const DIRECT: usize = 2000;
    if digits.len() <= DIRECT {
        return digits.parse().expect("decimal digits parse");
    }
    let low_len = digits.len() / 2;
    let (high, low) = digits.split_at(digits.len() - low_len);
    parse_decimal(high) * num_traits::Pow::pow(BigUint::from(10u8), low_len) + parse_decimal(low)
}

/// Parentheses that do not balance in an operand.
#[derive(Debug)]
pub(crate) enum Unbalanced {
    /// A `)` at this offset closes nothing.
    Close(usize),
    /// A `(` is still open where the operand ends, at this offset.
    Open(usize),
}

/// The end of the operand starting at `start` of `bytes`: up to whitespace
/// or `+`, where a `(` runs to its matching `)`.
pub(crate) fn operand_end(bytes: &[u8], start: usize) -> std::result::Result<usize, Unbalanced> {
    let mut depth = 0usize;
    let mut pos = start;
    while let Some(&b) = bytes.get(pos) {
        match b {
            b'(' => depth += 1,
            b')' if depth == 0 => return Err(Unbalanced::Close(pos)),
            b')' => depth -= 1,
            b'+' | b'[' | b']' if depth == 0 => break,
            b if b.is_ascii_whitespace() && depth == 0 => break,
            _ => {}
        }
        pos += 1;
    }
    match depth {
        0 => Ok(pos),
        _ => Err(Unbalanced::Open(pos)),
    }
}
