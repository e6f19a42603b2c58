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
//! The grammar reads only ASCII, so only the characters whose NFKC is
//! ASCII are folded, each to its NFKC (a table made by `build.rs` from the
//! `unicode-normalization` crate); any other character is left as typed,
//! for the parser to point at. A text is read the same as its NFKC would
//! be whenever that NFKC is ASCII, and refused otherwise: NFKC of a
//! character joined by combining marks, or of a character whose own NFKC
//! is not ASCII, is never ASCII. Only the wording of a refusal may differ
//! (it quotes `½` as typed, not NFKC's `1⁄2`).
//!
//! Messages must still point at what the person typed, so the normalised
//! text keeps, for each of its bytes, where the character it came from
//! starts in the original: a caret under `x` in `nim　３ x` lands under the
//! `x` typed, not two columns left of it. Plain ASCII, which needs none of
//! this, is passed through without a copy.

use std::borrow::Cow;

use crate::core::error::{Error, ParseError};

include!(concat!(env!("OUT_DIR"), "/fold.rs"));

/// Appends to `out` what the grammar reads for `c`: its NFKC when that is
/// ASCII, `,` `x` `-` for `、` `×` `−`, otherwise `c` itself. Time
/// O(log of the table's length).
fn fold(c: char, out: &mut String) {
    let extra = match c {
        '、' => ',',
        '×' => 'x',
        '−' => '-',
        c => c,
    };
    if extra != c || c.is_ascii() {
        return out.push(extra);
    }
    let code = u32::from(c);
    let at = FOLD.partition_point(|&(first, _, _)| first <= code);
    match at.checked_sub(1).map(|i| FOLD[i]) {
        Some((first, last, to)) if code <= last => match to.as_bytes() {
            &[one] => out.push(char::from_u32(u32::from(one) + (code - first)).unwrap_or(c)),
            _ => out.push_str(to),
        },
        _ => out.push(c),
    }
}

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
        for (start, c) in text.char_indices() {
            let before = normalized.text.len();
            fold(c, &mut normalized.text);
            let after = normalized.text.len();
            normalized.origins.resize(normalized.origins.len() + after - before, start);
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
        // A text NFKC would not make ASCII is left as typed.
        assert!(Normalized::new("e\u{301} x").is_none());
        assert!(Normalized::new("½").is_none());
    }

    /// The table folds exactly the characters whose NFKC is ASCII, to it.
    #[test]
    fn every_character_folds_to_its_nfkc_when_that_is_ascii() {
        use unicode_normalization::UnicodeNormalization;
        for c in (0x80..=0x10FFFF).filter_map(char::from_u32) {
            let mut folded = String::new();
            super::fold(c, &mut folded);
            let nfkc: String = c.nfkc().collect();
            let expected = match c {
                '、' => ",",
                '×' => "x",
                '−' => "-",
                _ if nfkc.is_ascii() => &nfkc,
                _ => &c.to_string(),
            };
            assert_eq!(folded, expected, "U+{:04X}", u32::from(c));
        }
    }

    proptest::proptest! {
        /// A text is read as its NFKC whenever that is ASCII, and is not
        /// ASCII when its NFKC is not.
        #[test]
        fn texts_read_as_their_nfkc(text in "[a-z0-9 ,()é\u{301}\u{a0}\u{3000}０-９ａ-ｚ（），²①ﬁ½ǅ℡]{0,12}") {
            use unicode_normalization::UnicodeNormalization;
            let read = normalize(&text);
            let nfkc: String = text.nfkc().collect();
            proptest::prop_assert_eq!(read.is_ascii(), nfkc.is_ascii());
            if nfkc.is_ascii() {
                proptest::prop_assert_eq!(read.as_ref(), nfkc.as_str());
            }
        }
    }
}
