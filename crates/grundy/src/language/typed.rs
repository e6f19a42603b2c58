//! Text as people type it. A description typed on a Chinese keyboard or a
//! phone comes with full-width digits (`nim ３ ４`), full-width commas and
//! brackets (`subtract（1，3，4） 10`), ideographic spaces (`nim　3`) and
//! capitals (`Nim 3`). Before parsing, such text is brought to the form
//! the grammar reads by Unicode's compatibility normalisation (NFKC, which
//! maps every full-width form and every space to its plain one), plus three
//! signs NFKC leaves alone: the ideographic comma `、` (a list in Chinese),
//! the multiplication sign `×` (`chomp 3×4`) and the minus sign `−`.
//! Ruleset names are matched without regard to case by the parser.
//!
//! Messages must still point at what the person typed, so the normalised
//! text keeps, for each of its bytes, where the character it came from
//! starts in the original: a caret under `x` in `nim　３ x` lands under the
//! `x` typed, not two columns left of it.
//!
//! NFKC is applied to each character together with the combining marks
//! that follow it, which is NFKC of the whole text for everything the
//! grammar reads (it differs only for scripts whose letters compose across
//! starters, such as Hangul jamo, which no description contains). Plain
//! ASCII, which needs none of this, is passed through without a copy.

use std::borrow::Cow;

use unicode_normalization::char::canonical_combining_class;
use unicode_normalization::UnicodeNormalization;

use crate::core::error::{Error, ParseError};

/// `text` in the form the grammar reads (see the module doc); borrowed
/// when it is already in that form. For front ends reading their own
/// input (a typed move's component number, a command word).
///
/// ```
/// assert_eq!(grundy::normalize("nim　３，４"), "nim 3,4");
/// assert_eq!(grundy::normalize("chomp 3×4"), "chomp 3x4");
/// ```
pub fn normalize(text: &str) -> Cow<'_, str> {
    match Normalized::new(text) {
        Some(normalized) => Cow::Owned(normalized.text),
        None => Cow::Borrowed(text),
    }
}

/// Text in the form the grammar reads, and where each of its bytes came
/// from in the text as typed.
pub(crate) struct Normalized {
    pub text: String,
    /// For each byte of `text`, the offset in the original text of the
    /// character it came from; one more entry, the original's length.
    origins: Vec<usize>,
}

impl Normalized {
    /// `text` normalised, or `None` when it is already in normal form
    /// (ASCII always is). Time and memory O(length).
    pub fn new(text: &str) -> Option<Normalized> {
        if text.is_ascii() {
            return None;
        }
        let mut normalized = Normalized {
            text: String::with_capacity(text.len()),
            origins: Vec::with_capacity(text.len() + 1),
        };
        let mut chars = text.char_indices().peekable();
        while let Some((start, first)) = chars.next() {
            let mut end = start + first.len_utf8();
            while let Some(&(at, mark)) = chars.peek() {
                if canonical_combining_class(mark) == 0 {
                    break;
                }
                end = at + mark.len_utf8();
                chars.next();
            }
            let before = normalized.text.len();
            for c in text[start..end].nfkc() {
                normalized.text.push(match c {
                    '、' => ',',
                    '×' => 'x',
                    '−' => '-',
                    c => c,
                });
            }
            normalized
                .origins
                .resize(normalized.origins.len() + normalized.text.len() - before, start);
        }
        normalized.origins.push(text.len());
        (normalized.text != text).then_some(normalized)
    }

    /// The offset in the original text of byte `offset` of the normalised
    /// one (the end maps to the end).
    fn origin(&self, offset: usize) -> usize {
        self.origins[offset.min(self.text.len())]
    }

    /// The original offset just past the character holding byte `offset`
    /// (the first original offset after it that another character starts at).
    fn origin_end(&self, offset: usize) -> usize {
        let start = self.origin(offset);
        self.origins[offset.min(self.text.len())..]
            .iter()
            .copied()
            .find(|&origin| origin != start)
            .unwrap_or(start)
    }

    /// `error` with its place in the normalised text moved to the
    /// characters typed; other errors as they are.
    pub fn locate(&self, error: Error) -> Error {
        match error {
            Error::Parse(ParseError { offset, len, message }) => {
                let start = self.origin(offset);
                let last = offset.saturating_add(len.max(1) - 1);
                let end = match offset >= self.text.len() {
                    true => start + 1,
                    false => self.origin_end(last),
                };
                Error::Parse(ParseError {
                    offset: start,
                    len: end.saturating_sub(start).max(1),
                    message,
                })
            }
            other => other,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{normalize, Normalized};
    use crate::core::error::{Error, ParseError};

    #[test]
    fn full_width_forms_become_plain() {
        for (typed, read) in [
            ("nim ３ ４", "nim 3 4"),
            ("subtract(1，3，4) 10", "subtract(1,3,4) 10"),
            ("nim　3", "nim 3"),
            ("ｎｉｍ　１２＋ｂａｓｈ（３）　５", "nim 12+bash(3) 5"),
            ("subtract(1、3、4) 10", "subtract(1,3,4) 10"),
            ("chomp 3×4", "chomp 3x4"),
            ("hackenbush(0−1)", "hackenbush(0-1)"),
            ("nim\u{a0}3", "nim 3"),
        ] {
            assert_eq!(normalize(typed), read, "{typed}");
        }
        assert!(matches!(normalize("nim 3 4"), std::borrow::Cow::Borrowed(_)));
    }

    #[test]
    fn places_map_back_to_what_was_typed() {
        let typed = "nim　３ x";
        let normalized = Normalized::new(typed).unwrap();
        assert_eq!(normalized.text, "nim 3 x");
        let at = |offset, len| {
            let error = Error::Parse(ParseError {
                offset,
                len,
                message: crate::core::message::Message::plain(""),
            });
            match normalized.locate(error) {
                Error::Parse(ParseError { offset, len, .. }) => (offset, len),
                _ => unreachable!(),
            }
        };
        // `x` is byte 6 of the normal form, byte 10 of the typed text.
        assert_eq!(at(6, 1), (10, 1));
        // `３` is one byte there and three bytes as typed.
        assert_eq!(at(4, 1), (6, 3));
        // The ideographic space through `３`.
        assert_eq!(at(3, 2), (3, 6));
        // The end of the text.
        assert_eq!(at(7, 1), (11, 1));
        // A combining mark stays with its letter.
        let accented = Normalized::new("e\u{301} x").unwrap();
        assert_eq!(accented.text, "é x");
        assert_eq!(accented.origin(accented.text.len() - 1), "e\u{301} ".len());
    }
}
