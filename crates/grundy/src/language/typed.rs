//! Text as people type it. A description typed on a Chinese keyboard or a
//! phone comes with full-width digits (`nim ３ ４`), full-width commas and
//! brackets (`subtract（1，3，4） 10`), ideographic spaces (`nim　3`) and
//! capitals (`Nim 3`). Before parsing, such text is brought to the form
//! the grammar reads by folding exactly these characters, each to what
//! Unicode's compatibility normalisation (NFKC) makes of it:
//!
//! - the full-width forms of ASCII, U+FF01–U+FF5E (`！` … `～`: digits,
//!   letters, signs; their decomposition is `<wide>`), to U+0021–U+007E;
//! - the spaces whose NFKC is a space: the ideographic space U+3000
//!   (`<wide>`), the no-break spaces U+00A0 and U+202F, and U+2000–U+200A
//!   and U+205F (the Unicode `White_Space` characters whose NFKC is ASCII);
//! - three signs NFKC leaves alone: the ideographic comma `、` (a list in
//!   Chinese) to `,`, the multiplication sign `×` (`chomp 3×4`) to `x` and
//!   the minus sign `−` to `-`.
//!
//! Every other character is left as typed, for the parser to point at,
//! also when its NFKC is ASCII: those are another character that means
//! something else (`2³` is not `23`, nor `①` `1`, nor `𝟗` `9`, nor `½`
//! `1/2`, nor `Ⅻ` `XII`, nor `ﬁ` `fi`), never a plain one typed on another
//! keyboard, so a description holding one is refused with a caret under it
//! rather than read as something the person did not mean (a digit that is
//! no digit 0–9 gets its own message, [`crate::language::syntax`]).
//! Ruleset names are matched without regard to case by the parser. A text
//! that folds to ASCII is read as its NFKC would be.
//!
//! Messages must still point at what the person typed, so the normalised
//! text keeps, for each of its bytes, where the character it came from
//! starts in the original: a caret under `x` in `nim　３ x` lands under the
//! `x` typed, not two columns left of it. Plain ASCII, which needs none of
//! this, is passed through without a copy.

use std::borrow::Cow;

use crate::core::error::{Error, ParseError};

/// What the grammar reads for `c` (see the module doc): the ASCII
/// character of a full-width form, a space for a space, `,` `x` `-` for
/// `、` `×` `−`, otherwise `c` itself. Time O(1).
fn fold(c: char) -> char {
    match c {
        '\u{FF01}'..='\u{FF5E}' => char::from_u32(u32::from(c) - 0xFEE0).unwrap_or(c),
        '\u{A0}' | '\u{2000}'..='\u{200A}' | '\u{202F}' | '\u{205F}' | '\u{3000}' => ' ',
        '、' => ',',
        '×' => 'x',
        '−' => '-',
        c => c,
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
            let folded = fold(c);
            normalized.text.push(folded);
            normalized.origins.resize(normalized.origins.len() + folded.len_utf8(), start);
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

    /// Exactly the full-width forms of ASCII and the spaces whose NFKC is
    /// ASCII fold, each to its NFKC, and the three signs; every other
    /// character is left as typed, also when its NFKC is ASCII.
    #[test]
    fn only_full_width_forms_and_spaces_fold_to_their_nfkc() {
        use unicode_normalization::UnicodeNormalization;
        let mut folded = 0;
        for c in (0x80..=0x10FFFF).filter_map(char::from_u32) {
            let nfkc: String = c.nfkc().collect();
            let wide = ('\u{FF01}'..='\u{FF5E}').contains(&c);
            let space = c.is_whitespace() && nfkc.is_ascii();
            let expected = match c {
                '、' => ',',
                '×' => 'x',
                '−' => '-',
                _ if wide || space => {
                    assert_eq!(nfkc.chars().count(), 1, "U+{:04X}", u32::from(c));
                    folded += 1;
                    nfkc.chars().next().expect("one character")
                }
                _ => c,
            };
            assert_eq!(super::fold(c), expected, "U+{:04X}", u32::from(c));
        }
        // 94 full-width forms; 15 spaces: U+00A0, U+2000–U+200A, U+202F,
        // U+205F, U+3000.
        assert_eq!(folded, 94 + 15);
        // Characters whose NFKC is ASCII but that mean something else.
        for c in ['²', '³', '₂', '①', '⑴', '⒈', '𝟗', '𝐚', 'Ⅻ', 'ⅻ', 'ﬁ', '℡', '™']
        {
            assert!(c.nfkc().collect::<String>().is_ascii(), "{c}");
            assert_eq!(super::fold(c), c, "{c}");
        }
        assert!(Normalized::new("nim 2³").is_none());
        assert!(Normalized::new("nim ①").is_none());
    }

    proptest::proptest! {
        /// A text that folds to ASCII reads as its NFKC; one holding a
        /// character that is neither ASCII nor folded reads as no ASCII.
        #[test]
        fn texts_read_as_their_nfkc(text in "[a-z0-9 ,()é\u{301}\u{a0}\u{3000}０-９ａ-ｚ（），²①ﬁ½ǅ℡𝟗]{0,12}") {
            use unicode_normalization::UnicodeNormalization;
            let read = normalize(&text);
            let nfkc: String = text.nfkc().collect();
            let plain = text.chars().all(|c| c.is_ascii() || super::fold(c).is_ascii());
            proptest::prop_assert_eq!(read.is_ascii(), plain);
            if plain {
                proptest::prop_assert_eq!(read.as_ref(), nfkc.as_str());
            }
        }
    }
}
