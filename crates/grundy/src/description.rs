//! Game descriptions: the text form of a sum of games, e.g.
//! `nim 3 4 5 + subtract(1,3,4) 10 7 + wythoff 3 5 + chomp 4x4`.
//!
//! Grammar (whitespace, including newlines, may separate any two tokens):
//!
//! ```text
//! description := part ('+' part)*
//! part        := ruleset operand*
//! ruleset     := name ('(' param (',' param)* ')')?
//! name        := letter (letter | digit | '-' | '_')*
//! param       := any text without `,` `(` `)`      e.g. 3, odd, 0-1, games/g.txt
//! operand     := a run of characters other than whitespace and `+`, where
//!                a `(` runs to its matching `)`    e.g. 10, 4x4, (2,3)
//! ```
//!
//! Each ruleset reads its own parameters and operands (see
//! [`rulesets::CATALOG`](crate::rulesets::CATALOG)). For heap rulesets every
//! operand is a heap and its own component: `nim 3 4 5` is
//! `nim 3 + nim 4 + nim 5`. Rulesets where one move touches several numbers
//! make one component of all of them: `wythoff 3 5` is one pair of piles.

use std::fmt;
use std::sync::Arc;

use num_bigint::BigUint;

use crate::heap::HeapRuleset;
use crate::part::Part;
use crate::rulesets::{self, Cyclic, CATALOG};
use crate::typed::Normalized;
use crate::{Error, ParseError, Result};

/// A sum of games: parts, each a ruleset and the components played by it.
#[derive(Debug, Clone)]
pub struct Game {
    parts: Vec<Arc<dyn Part>>,
}

impl Game {
    /// A game from its parts. A part may have no component (`ruler` alone:
    /// no coin shows heads); it adds nothing to the game but its name.
    pub fn new(parts: Vec<Arc<dyn Part>>) -> Game {
        Game { parts }
    }

    /// The parts, in the order written.
    pub fn parts(&self) -> &[Arc<dyn Part>] {
        &self.parts
    }

    /// Number of components over all parts.
    pub fn component_count(&self) -> usize {
        self.parts.iter().map(|p| p.len()).sum()
    }

    /// Every component as (part index, index within the part), in order.
    pub fn components(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        self.parts.iter().enumerate().flat_map(|(i, part)| (0..part.len()).map(move |c| (i, c)))
    }
}

impl fmt::Display for Game {
    /// The canonical description, which parses back to the same game.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, part) in self.parts.iter().enumerate() {
            if i > 0 {
                f.write_str(" + ")?;
            }
            part.write(f)?;
        }
        Ok(())
    }
}

/// Where a description may read files from: `graph(FILE)` names one.
///
/// The engine never touches the file system itself; a front end that allows
/// files passes an implementation to [`parse_with`].
pub trait Files {
    /// The text of the file at `path`, or why it cannot be read.
    fn read(&self, path: &str) -> std::result::Result<String, String>;
}

/// Refuses every file: what [`parse`] uses.
struct NoFiles;

impl Files for NoFiles {
    fn read(&self, _path: &str) -> std::result::Result<String, String> {
        Err("this description may not read files".to_string())
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
    pub fn error(&self, message: impl Into<String>) -> Error {
        Error::Parse(ParseError {
            offset: self.offset,
            len: self.text.len().max(1),
            message: message.into(),
        })
    }

    /// The token as a whole number up to 2⁶⁴−1; `what` names it in messages.
    pub fn number(&self, what: &str) -> Result<u64> {
        // Heaps come by the million: parse them without a big integer.
        if let Ok(value) = self.text.parse::<u64>() {
            if self.text.bytes().all(|b| b.is_ascii_digit()) {
                return Ok(value);
            }
        }
        let value = self.big(what)?;
        u64::try_from(&value).map_err(|_| {
            self.error(format!(
                "{what} {} is larger than 2^64-1 = 18446744073709551615, the largest supported here",
                abbreviate(self.text)
            ))
        })
    }

    /// The token as a whole number of any size; `what` names it in messages.
    pub fn big(&self, what: &str) -> Result<BigUint> {
        if self.text.is_empty() || !self.text.bytes().all(|b| b.is_ascii_digit()) {
            return Err(
                self.error(format!("expected a {what} (a whole number), found {}", self.quoted()))
            );
        }
        Ok(parse_decimal(self.text))
    }

    /// The token in backquotes for a message, shortened when long.
    pub fn quoted(&self) -> String {
        if self.text.is_empty() {
            "nothing".to_string()
        } else {
            format!("`{}`", abbreviate(self.text))
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
        let mut pieces = Vec::new();
        let mut start = 0;
        for (i, c) in self.text.char_indices() {
            if c == separator {
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
    operand_text: Token<'t>,
    /// The last operand, if any.
    last_operand: Option<Token<'t>>,
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
    pub fn error(&self, message: impl Into<String>) -> Error {
        self.ruleset.error(message)
    }

    /// The parameters as whole numbers up to 2⁶⁴−1 (`None` without parentheses).
    pub fn number_params(&self) -> Result<Option<Vec<u64>>> {
        let Some(params) = &self.params else { return Ok(None) };
        params.iter().map(|p| p.number("parameter")).collect::<Result<Vec<_>>>().map(Some)
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
    pub fn missing(&self, message: impl Into<String>) -> Error {
        let last = self.last_operand.as_ref().unwrap_or(&self.ruleset);
        Error::Parse(ParseError {
            offset: last.offset + last.text.len(),
            len: 1,
            message: message.into(),
        })
    }
}

/// Reads a game description; files may not be named (see [`parse_with`]).
///
/// Time and memory O(length of the text). Errors carry the byte offset of
/// the offending token and say what was expected there.
///
/// ```
/// let game = grundy::parse("nim 3 4 5 + subtract(1,3,4) 10 7 + wythoff 3 5").unwrap();
/// assert_eq!(game.component_count(), 6);
/// assert_eq!(game.to_string(), "nim 3 4 5 + subtract(1,3,4) 10 7 + wythoff 3 5");
/// ```
pub fn parse(text: &str) -> Result<Game> {
    parse_with(text, &NoFiles)
}

/// Reads a game description whose rulesets may read files from `files`.
///
/// Text as people type it (full-width digits and commas, ideographic
/// spaces, capitals in ruleset names) is read as its plain form, and
/// errors still point at the characters typed (see [`crate::normalize`]).
///
/// ```
/// let game = grundy::parse("Nim ３ ４ ＋ subtract(1，3，4)　10").unwrap();
/// assert_eq!(game.to_string(), "nim 3 4 + subtract(1,3,4) 10");
/// ```
pub fn parse_with(text: &str, files: &dyn Files) -> Result<Game> {
    typed(text, |text| parse_normal(text, files))
}

/// Runs `read` on `text` in the form the grammar reads, its errors placed
/// in `text` as typed.
fn typed<T>(text: &str, read: impl FnOnce(&str) -> Result<T>) -> Result<T> {
    match Normalized::new(text) {
        None => read(text),
        Some(normalized) => read(&normalized.text).map_err(|error| normalized.locate(error)),
    }
}

/// [`parse_with`] of text already in normal form.
fn parse_normal(text: &str, files: &dyn Files) -> Result<Game> {
    let mut parser = Parser { text, pos: 0 };
    let mut parts = Vec::new();
    loop {
        parts.push(parser.part(files)?);
        parser.skip_space();
        match parser.peek() {
            None => break,
            Some(b'+') => parser.pos += 1,
            Some(_) => unreachable!("operands run up to `+` or the end"),
        }
    }
    Ok(Game::new(parts))
}

/// Reads a heap ruleset alone, e.g. `subtract(1,3,4)`, as `grundy table` takes it.
///
/// ```
/// let ruleset = grundy::parse_ruleset(" bash( 3 ) ").unwrap();
/// assert_eq!(ruleset.name(), "bash(3)");
/// ```
pub fn parse_ruleset(text: &str) -> Result<Arc<dyn HeapRuleset>> {
    typed(text, |text| {
        let (info, written) = ruleset_alone(text)?;
        info.heap_ruleset(&written)?.ok_or_else(|| {
            written.error(format!(
                "{} is not a heap ruleset; periods and tables of Grundy values are computed for heap rulesets ({})",
                info.name,
                rulesets::heap_ruleset_names()
            ))
        })
    })
}

/// Reads a game of finitely many positions whose moves may cycle, alone,
/// e.g. `windup(7; 2,3)`, as `grundy table` takes it.
///
/// ```
/// let rules = grundy::parse_cyclic("windup(7;2, 3)").unwrap();
/// assert_eq!(rules.to_string(), "windup(7; 2,3)");
/// ```
pub fn parse_cyclic(text: &str) -> Result<Cyclic> {
    typed(text, |text| {
        let (info, written) = ruleset_alone(text)?;
        info.cyclic(&written)?.ok_or_else(|| {
            written.error(format!("{} is not a game of finitely many positions", info.name))
        })
    })
}

/// A ruleset written alone: its catalogue entry and parameters.
fn ruleset_alone(text: &str) -> Result<(&'static rulesets::RulesetInfo, Written<'_>)> {
    let mut parser = Parser { text, pos: 0 };
    let (info, written) = parser.ruleset(&NoFiles)?;
    parser.skip_space();
    if parser.peek().is_some() {
        return Err(
            parser.error_here("expected the end of the ruleset; heap sizes are not given here")
        );
    }
    Ok((info, written))
}

/// Where to find every ruleset's name, for messages: the list itself is
/// too long to repeat in one.
fn ruleset_names() -> String {
    format!("such as nim, kayles or wythoff; `grundy rules` lists all {}", CATALOG.len())
}

/// The catalogue's name closest to `name`, when one is close enough to be
/// a slip of the keyboard (`kayle`, `wythof`, `dawsons`).
fn closest_name(name: &str) -> Option<&'static str> {
    let name = name.to_ascii_lowercase();
    CATALOG
        .iter()
        .map(|info| (strsim::damerau_levenshtein(&name, info.name), info.name))
        .filter(|&(distance, known)| distance <= (known.len() / 3).max(1))
        .min()
        .map(|(_, known)| known)
}

/// `text` shortened for a message: at most 24 characters are quoted.
pub(crate) fn abbreviate(text: &str) -> String {
    shorten(text, 20)
}

/// `text`, or its first `keep` characters and its length when it is much longer.
pub(crate) fn shorten(text: &str, keep: usize) -> String {
    let count = text.chars().count();
    if count <= keep + 4 {
        return text.to_string();
    }
    let head: String = text.chars().take(keep).collect();
    format!("{head}… ({count} characters)")
}

/// Orders descriptions as a person reads them: runs of digits by the
/// numbers they write, the rest by characters, so `fibnim(2)` comes before
/// `fibnim(10276)`. Numbers of any length compare by length, then digits
/// (leading zeros aside).
pub(crate) fn natural_order(a: &str, b: &str) -> std::cmp::Ordering {
    use std::cmp::Ordering;
    let (mut a, mut b) = (a.as_bytes(), b.as_bytes());
    loop {
        match (a.first(), b.first()) {
            (None, None) => return Ordering::Equal,
            (None, Some(_)) => return Ordering::Less,
            (Some(_), None) => return Ordering::Greater,
            (Some(x), Some(y)) if x.is_ascii_digit() && y.is_ascii_digit() => {
                let run = |s: &[u8]| s.iter().take_while(|c| c.is_ascii_digit()).count();
                let (na, nb) = (run(a), run(b));
                let (da, db) = (without_zeros(&a[..na]), without_zeros(&b[..nb]));
                let order = da.len().cmp(&db.len()).then_with(|| da.cmp(db));
                if order != Ordering::Equal {
                    return order;
                }
                (a, b) = (&a[na..], &b[nb..]);
            }
            (Some(x), Some(y)) => {
                if x != y {
                    return x.cmp(y);
                }
                (a, b) = (&a[1..], &b[1..]);
            }
        }
    }
}

/// `digits` without its leading zeros (one is kept for 0).
fn without_zeros(digits: &[u8]) -> &[u8] {
    let zeros = digits.iter().take_while(|&&c| c == b'0').count();
    &digits[zeros.min(digits.len() - 1)..]
}

/// The number written by `digits` (ASCII digits only). num-bigint's own
/// parse is quadratic in the length; long inputs are split in halves,
/// hi·10^len(lo) + lo, so the cost is that of its multiplications:
/// 20 ms instead of 90 ms for a million-bit number.
fn parse_decimal(digits: &str) -> BigUint {
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
enum Unbalanced {
    /// A `)` at this offset closes nothing.
    Close(usize),
    /// A `(` is still open where the operand ends, at this offset.
    Open(usize),
}

/// The end of the operand starting at `start` of `bytes`: up to whitespace
/// or `+`, where a `(` runs to its matching `)`.
fn operand_end(bytes: &[u8], start: usize) -> std::result::Result<usize, Unbalanced> {
    let mut depth = 0usize;
    let mut pos = start;
    while let Some(&b) = bytes.get(pos) {
        match b {
            b'(' => depth += 1,
            b')' if depth == 0 => return Err(Unbalanced::Close(pos)),
            b')' => depth -= 1,
            b'+' if depth == 0 => break,
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

struct Parser<'t> {
    text: &'t str,
    pos: usize,
}

impl<'t> Parser<'t> {
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

    fn part(&mut self, files: &'t dyn Files) -> Result<Arc<dyn Part>> {
        let (info, mut written) = self.ruleset(files)?;
        let start = self.pos;
        loop {
            self.skip_space();
            match self.peek() {
                None | Some(b'+') => break,
                Some(_) => written.last_operand = Some(self.operand()?),
            }
        }
        written.operand_text = Token { text: &self.text[start..self.pos], offset: start };
        info.build(&written)
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
                let message = "this `)` closes no `(`: expected an operand, `+` or the end";
                Err(self.error(at, 1, message))
            }
            Err(Unbalanced::Open(end)) => {
                Err(self.error(start, end - start, "this `(` is never closed"))
            }
        }
    }

    fn ruleset(
        &mut self,
        files: &'t dyn Files,
    ) -> Result<(&'static rulesets::RulesetInfo, Written<'t>)> {
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
        // `Nim`, as a phone capitalises it, is `nim`.
        let Some(info) = rulesets::find(&name.to_ascii_lowercase()) else {
            return Err(self.error(
                start,
                name.len(),
                match closest_name(name) {
                    Some(known) => format!(
                        "unknown ruleset `{}`; did you mean `{known}`? (`grundy rules` lists all {})",
                        abbreviate(name),
                        CATALOG.len()
                    ),
                    None => {
                        format!("unknown ruleset `{}` ({})", abbreviate(name), ruleset_names())
                    }
                },
            ));
        };
        let params = self.params()?;
        let ruleset = Token { text: &self.text[start..self.pos], offset: start };
        let operand_text = Token { text: "", offset: self.pos };
        Ok((info, Written { ruleset, params, operand_text, last_operand: None, files }))
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
        let Some(close) = self.text[open..].find(')').map(|i| open + i) else {
            return Err(self.error(
                open,
                1,
                "this `(` is never closed: expected `)` after the parameters",
            ));
        };
        let inside = Token { text: &self.text[open + 1..close], offset: open + 1 };
        if let Some(nested) = inside.text.find('(') {
            let at = inside.slice(nested, nested + 1);
            return Err(at.error("expected `,` or `)` after a parameter, found `(`"));
        }
        self.pos = close + 1;
        if inside.text.trim().is_empty() {
            return Ok(Some(Vec::new()));
        }
        let params = inside.split(',');
        if let Some(empty) = params.iter().find(|p| p.text.is_empty()) {
            return Err(empty.error("expected a parameter between the commas"));
        }
        Ok(Some(params))
    }
}

#[cfg(test)]
mod tests {
    use super::natural_order;
    use std::cmp::Ordering::*;

    #[test]
    fn descriptions_sort_by_their_numbers() {
        assert_eq!(natural_order("fibnim(2) 5", "fibnim(10276) 5"), Less);
        assert_eq!(natural_order("nim 10", "nim 9"), Greater);
        assert_eq!(natural_order("nim 007", "nim 7"), Equal);
        assert_eq!(natural_order("wythoff 3 5", "wythoff 3 12"), Less);
        assert_eq!(natural_order("a", "b"), Less);
        assert_eq!(natural_order("nim 1", "nim 1 2"), Less);
        let mut moves = vec!["x 10", "x 9", "x 100", "x 1"];
        moves.sort_unstable_by(|a, b| natural_order(a, b));
        assert_eq!(moves, ["x 1", "x 9", "x 10", "x 100"]);
    }
}
