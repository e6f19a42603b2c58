//! The generalised notation of take-and-break codes, and what runs each
//! code: `4!.0`, `0.4!`, `8?.0`, `{2+}!.0`, `0.[37]`, `0.1[3]`, `0.{2,3}=`.
//!
//! A code `d₀.d₁d₂…` says, digit by digit, what a move removing j counters
//! from one heap may leave: bit i of d_j allows exactly i non-empty heaps
//! (1 = nothing, 2 = one heap, 4 = two, 8 = three, 16 = four, …). A digit is
//! one of 0–9, a–z (case-insensitive: a–f as in hexadecimal, g–z = 16–35),
//! or a set of heap counts `{2,3}`, `{2+}` (two or more, without bound).
//! A digit may be followed by one modifier, which constrains the heaps of
//! its splits into two or more: `!` pairwise unequal, `?` not all equal,
//! `=` all equal. The digits in brackets at the end repeat for ever:
//! `0.[3]` is 0.333… (Nim), `0.1[3]` 0.1333…. (The notation is CGSuite's.)
//!
//! Only one digit comes before the point, and it may only split (two heaps
//! or more): codes with more digits before the point add counters, and a
//! heap could then grow for ever; a digit before the point allowing one
//! heap or none would leave the heap as it is.
//!
//! Which engine runs a code is chosen in `code_game.rs`. Parsing is
//! O(length of the code).

use super::code::MAX_DIGITS;
use crate::core::convert::index;
use crate::core::message::Message;
use crate::msg;

/// The most heaps a set of heap counts may name (`{63}`, `{63+}`).
pub const MAX_HEAP_COUNT: u32 = 63;

/// How the heaps of a split into two or more must compare.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Modifier {
    /// Any heaps.
    Any,
    /// `!`: pairwise unequal.
    Unequal,
    /// `?`: not all equal.
    NotAllEqual,
    /// `=`: all equal.
    AllEqual,
}

/// One digit of a code: the numbers of non-empty heaps a move may leave.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CodeDigit {
    /// Bit i: exactly i heaps allowed (i ≤ [`MAX_HEAP_COUNT`]).
    pub(super) counts: u64,
    /// `Some(k)`: k heaps or more allowed, without bound (`{k+}`).
    pub(super) from: Option<u32>,
    /// The modifier; [`Modifier::Any`] on digits that never split.
    pub(super) modifier: Modifier,
}

impl CodeDigit {
    /// The digit that allows no move.
    pub const ZERO: CodeDigit = CodeDigit { counts: 0, from: None, modifier: Modifier::Any };

    /// Whether leaving exactly `heaps` heaps is allowed.
    #[inline]
    pub fn allows(&self, heaps: u64) -> bool {
        (heaps <= MAX_HEAP_COUNT as u64 && self.counts >> heaps & 1 != 0)
            || self.from.is_some_and(|k| heaps >= k as u64)
    }

    /// Whether some count in lo..=hi is allowed.
    #[inline]
    pub fn allows_between(&self, lo: u64, hi: u64) -> bool {
        if lo > hi {
            return false;
        }
        if self.from.is_some_and(|k| hi >= k as u64) {
            return true;
        }
        if lo > MAX_HEAP_COUNT as u64 {
            return false;
        }
        let hi = hi.min(MAX_HEAP_COUNT as u64);
        let below_hi = if hi == 63 { u64::MAX } else { (1u64 << (hi + 1)) - 1 };
        self.counts & below_hi >> lo << lo != 0
    }

    /// Whether it allows no move.
    pub fn is_zero(&self) -> bool {
        self.counts == 0 && self.from.is_none()
    }

    /// The most heaps a move may leave; `None` without bound.
    pub fn most_heaps(&self) -> Option<u64> {
        match self.from {
            Some(_) => None,
            None => Some(63 - self.counts.leading_zeros().min(63) as u64),
        }
    }

    /// Whether it allows splits into two heaps or more.
    pub fn splits(&self) -> bool {
        self.from.is_some() || self.counts >> 2 != 0
    }

    /// The modifier on its splits (none when it never splits).
    pub fn modifier(&self) -> Modifier {
        self.modifier
    }

    pub(super) fn of_value(value: u64) -> CodeDigit {
        CodeDigit { counts: value, from: None, modifier: Modifier::Any }
    }

    /// Drops what is redundant: counts from `from` on, and a modifier on a
    /// digit that never splits (a no-op).
    fn normalised(mut self) -> CodeDigit {
        if let Some(k) = self.from {
            self.counts &= (1u64 << k) - 1;
        }
        if !self.splits() {
            self.modifier = Modifier::Any;
        }
        self
    }

    /// The digit as written in a canonical code.
    fn write(&self, out: &mut String) {
        let simple = self.from.is_none() && self.counts < 36;
        if simple {
            let value = u32::try_from(self.counts).expect("below 36");
            out.push(char::from_digit(value, 36).expect("below 36"));
        } else {
            let mut items: Vec<String> = (0..=MAX_HEAP_COUNT)
                .filter(|&i| self.counts >> i & 1 != 0)
                .map(|i| i.to_string())
                .collect();
            if let Some(k) = self.from {
                items.push(format!("{k}+"));
            }
            out.push('{');
            out.push_str(&items.join(","));
            out.push('}');
        }
        match self.modifier {
            Modifier::Any => {}
            Modifier::Unequal => out.push('!'),
            Modifier::NotAllEqual => out.push('?'),
            Modifier::AllEqual => out.push('='),
        }
    }
}

/// A parsed code: d₀, the digits after the point, and the digits that
/// repeat after them for ever (none for a finite code).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct TakeBreakCode {
    /// d₀, d₁, …, d_L−1; without a tail, d_L−1 is not zero (unless L = 1).
    pub(super) digits: Vec<CodeDigit>,
    /// d_L+i = tail[i mod q]; empty for a finite code, never all zeros,
    /// and its own least period.
    pub(super) tail: Vec<CodeDigit>,
}

impl TakeBreakCode {
    /// The digit d_j.
    #[inline]
    pub fn digit(&self, j: u64) -> CodeDigit {
        let explicit = self.digits.len() as u64;
        if j < explicit {
            self.digits[index(j)]
        } else if self.tail.is_empty() {
            CodeDigit::ZERO
        } else {
            self.tail[index((j - explicit) % self.tail.len() as u64)]
        }
    }

    /// The explicit digits d₀…d_L−1.
    pub fn digits(&self) -> &[CodeDigit] {
        &self.digits
    }

    /// The repeating digits (empty for a finite code).
    pub fn tail(&self) -> &[CodeDigit] {
        &self.tail
    }

    /// The code written canonically: `4!.`, `0.[3]`, `0.{2,5}`.
    pub fn canonical(&self) -> String {
        let mut out = String::new();
        self.digits[0].write(&mut out);
        out.push('.');
        for d in &self.digits[1..] {
            d.write(&mut out);
        }
        if !self.tail.is_empty() {
            out.push('[');
            for d in &self.tail {
                d.write(&mut out);
            }
            out.push(']');
        }
        out
    }
}

/// The example shown with a message about a code.
fn expected() -> Message {
    msg!(
        "code-expected",
        "expected a take-and-break code such as 0.77, 4!.0, 0.4!, 0.[37] or {{2+}}.0: one digit before the point, then one digit per number of counters removed"
    )
}

/// Parses the generalised notation (see the module documentation).
pub(super) fn parse_notation(code: &str) -> Result<TakeBreakCode, Message> {
    let Some((before, after)) = code.split_once('.') else {
        return Err(msg!(
            "octal-code-without-point",
            "{expected}, found `{code}` without a point",
            expected = expected(),
            code = code
        ));
    };
    let first = if before.is_empty() {
        CodeDigit::ZERO
    } else {
        if before.contains('[') {
            return Err(msg!(
                "code-tail-before-point",
                "the repeating digits […] come at the end of a code, after the point, not before it as in `{code}`",
                code = code
            ));
        }
        let (digits, _) = parse_digits(before, Place::Before)?;
        if digits.len() > 1 {
            return Err(msg!(
                "code-adds-counters",
                "only one digit may come before the point, found {count} in `{before}`: codes with more (such as 20.017) add counters to a heap, which can then grow for ever, and are not supported",
                count = digits.len(),
                before = before
            ));
        }
        digits[0]
    };
    if first.allows(0) || first.allows(1) {
        return Err(msg!(
            "code-before-point-keeps-heap",
            "the digit before the point, `{found}`, allows leaving one heap or none without taking a counter: that would leave the heap as it is, so a digit before the point may only split, into two heaps or more (4, 8, c, {{2+}}, …)",
            found = before
        ));
    }
    let (mut digits, tail) = parse_digits(after, Place::After)?;
    digits.insert(0, first);
    let mut tail = tail.unwrap_or_default();
    if tail.len() > MAX_DIGITS {
        return Err(too_many_digits(tail.len()));
    }
    if tail.iter().all(CodeDigit::is_zero) {
        tail.clear();
    }
    // The tail's least period: [3737] is [37].
    if let Some(q) = (1..=tail.len())
        .find(|&q| tail.len().is_multiple_of(q) && (q..tail.len()).all(|i| tail[i] == tail[i - q]))
    {
        tail.truncate(q);
    }
    if tail.is_empty() {
        while digits.len() > 1 && digits.last().is_some_and(CodeDigit::is_zero) {
            digits.pop();
        }
    }
    if digits.len() > MAX_DIGITS + 1 {
        return Err(too_many_digits(digits.len() - 1));
    }
    Ok(TakeBreakCode { digits, tail })
}

fn too_many_digits(count: usize) -> Message {
    msg!(
        "octal-too-many-digits",
        "a code may have at most {max} digits after the point (up to the last non-zero one), found {count}",
        max = MAX_DIGITS,
        count = count
    )
}

/// Which side of the point digits are read on (for messages).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Place {
    Before,
    After,
}

/// The digits of `text` (one side of the point) and its tail in brackets.
fn parse_digits(
    text: &str,
    place: Place,
) -> Result<(Vec<CodeDigit>, Option<Vec<CodeDigit>>), Message> {
    let chars: Vec<char> = text.chars().collect();
    let mut digits = Vec::new();
    let mut tail: Option<Vec<CodeDigit>> = None;
    let mut i = 0;
    // Positions are counted in characters from 1, on the side of the point read.
    let bad = |i: usize, found: char| {
        match place {
        Place::After => msg!(
            "code-bad-digit",
            "{expected}; digit {position} after the point is `{found}`, not a digit 0–9 or a–z, a set of heap counts such as {{2,3}} or {{2+}}, a modifier (! ? =) or repeating digits in brackets",
            expected = expected(),
            position = i + 1,
            found = found
        ),
        Place::Before => msg!(
            "code-bad-digit-before-point",
            "{expected}; character {position} before the point is `{found}`, not a digit 0–9 or a–z or a set of heap counts such as {{2,3}} or {{2+}}",
            expected = expected(),
            position = i + 1,
            found = found
        ),
    }
    };
    while i < chars.len() {
        let c = chars[i];
        match c {
            '[' if place == Place::After && tail.is_none() => {
                let close = chars[i + 1..].iter().position(|&c| c == ']').map(|p| p + i + 1);
                let Some(close) = close else {
                    return Err(msg!(
                        "code-unclosed",
                        "`{open}` at character {position} on its side of the point is not closed",
                        open = "[",
                        position = i + 1
                    ));
                };
                if close + 1 < chars.len() {
                    return Err(msg!(
                        "code-tail-not-last",
                        "the repeating digits in brackets end a code, but digit {position} after the point, `{found}`, follows them",
                        position = close + 2,
                        found = chars[close + 1]
                    ));
                }
                let mut repeated = Vec::new();
                let mut k = i + 1;
                while k < close {
                    k = parse_one(&chars, k, &mut repeated, &bad)?;
                }
                if repeated.is_empty() {
                    return Err(msg!(
                        "code-empty-tail",
                        "the brackets at digit {position} after the point hold no digit: write the digits that repeat, as in 0.[37]",
                        position = i + 1
                    ));
                }
                tail = Some(repeated);
                i = close + 1;
            }
            _ => i = parse_one(&chars, i, &mut digits, &bad)?,
        }
    }
    Ok((digits, tail))
}

/// Reads one digit (and its modifier) at `chars[i]` into `out`; returns
/// where the next one starts.
fn parse_one(
    chars: &[char],
    i: usize,
    out: &mut Vec<CodeDigit>,
    bad: &impl Fn(usize, char) -> Message,
) -> Result<usize, Message> {
    let c = chars[i];
    let (mut digit, mut next) = match c {
        '{' => parse_set(chars, i)?,
        '!' | '?' | '=' => {
            return Err(msg!(
                "code-modifier-alone",
                "the modifier `{found}` (character {position} on its side of the point) follows no digit: write it right after one, as in 4!.0",
                found = c,
                position = i + 1
            ))
        }
        _ => match c.to_digit(36) {
            Some(value) if c.is_ascii() => (CodeDigit::of_value(value as u64), i + 1),
            _ => return Err(bad(i, c)),
        },
    };
    if let Some(&m) = chars.get(next) {
        let modifier = match m {
            '!' => Some(Modifier::Unequal),
            '?' => Some(Modifier::NotAllEqual),
            '=' => Some(Modifier::AllEqual),
            _ => None,
        };
        if let Some(modifier) = modifier {
            digit.modifier = modifier;
            next += 1;
            if let Some(&again @ ('!' | '?' | '=')) = chars.get(next) {
                return Err(msg!(
                    "code-two-modifiers",
                    "a digit takes one modifier (! ? =), but `{found}` (character {position} on its side of the point) is a second one",
                    found = again,
                    position = next + 1
                ));
            }
        }
    }
    out.push(digit.normalised());
    Ok(next)
}

/// Reads a set of heap counts `{2,3}`, `{2+}` starting at `chars[i]` = `{`.
fn parse_set(chars: &[char], i: usize) -> Result<(CodeDigit, usize), Message> {
    let Some(close) = chars[i..].iter().position(|&c| c == '}').map(|p| p + i) else {
        return Err(msg!(
            "code-unclosed",
            "`{open}` at character {position} on its side of the point is not closed",
            open = "{",
            position = i + 1
        ));
    };
    let inside: String = chars[i + 1..close].iter().collect();
    let mut digit = CodeDigit::ZERO;
    let bad_item = |item: &str| {
        msg!(
            "code-bad-set",
            "a set of heap counts is written {{2,3}} (exactly 2 or 3 heaps) or {{2+}} (2 or more), with numbers 0 to {max}; the set at character {position} on its side of the point has `{found}`",
            max = MAX_HEAP_COUNT,
            position = i + 1,
            found = item
        )
    };
    if !inside.trim().is_empty() {
        for item in inside.split(',') {
            let item = item.trim();
            let (number, plus) = match item.strip_suffix('+') {
                Some(number) => (number.trim(), true),
                None => (item, false),
            };
            let count: u32 = match number.parse() {
                Ok(count)
                    if count <= MAX_HEAP_COUNT && number.bytes().all(|b| b.is_ascii_digit()) =>
                {
                    count
                }
                _ => return Err(bad_item(item)),
            };
            if plus {
                digit.from = Some(digit.from.map_or(count, |k| k.min(count)));
            } else {
                digit.counts |= 1 << count;
            }
        }
    }
    Ok((digit, close + 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sets_of_counts_and_their_bounds() {
        let d = parse_notation("0.{2,5}").unwrap().digit(1);
        assert!(d.allows(2) && d.allows(5) && !d.allows(3) && !d.allows(1));
        assert!(d.allows_between(3, 5) && !d.allows_between(3, 4) && !d.allows_between(6, 100));
        assert_eq!(d.most_heaps(), Some(5));
        let plus = parse_notation("{3+}.").unwrap().digit(0);
        assert!(plus.allows(3) && plus.allows(1000) && !plus.allows(2));
        assert!(plus.allows_between(2, 3) && !plus.allows_between(0, 2));
        assert_eq!(plus.most_heaps(), None);
    }

    #[test]
    fn tails_repeat_and_are_normalised() {
        let code = parse_notation("0.1[3737]").unwrap();
        assert_eq!(code.canonical(), "0.1[37]");
        assert_eq!(code.digit(2).counts, 3);
        assert_eq!(code.digit(3).counts, 7);
        assert_eq!(code.digit(102).counts, 3);
        assert_eq!(parse_notation("0.70[0]").unwrap().canonical(), "0.7");
        assert_eq!(parse_notation("4!.0").unwrap().canonical(), "4!.");
        assert_eq!(parse_notation("0.3!").unwrap().canonical(), "0.3", "a no-op modifier");
        assert_eq!(parse_notation("0.G").unwrap().digit(1).counts, 16);
        assert_eq!(parse_notation("0.z").unwrap().digit(1).counts, 35);
    }
}
