//! The code of a take-and-break game: its digits, parsed from `0.77`,
//! `4.07` or `0.f` (see the module documentation of `octal`), its literal
//! options and their count.

use std::fmt;

use crate::core::error::Error;
use crate::core::limits::allocatable;
use crate::core::message::Message;
use crate::msg;

/// The most digits after the point a code may have.
pub const MAX_DIGITS: usize = 64;

/// A take-and-break game: for each number k of counters a move removes,
/// how many non-empty heaps it may leave.
///
/// ```
/// use grundy::rulesets::octal::{Method, Sequence};
/// use grundy::rulesets::Octal;
/// let mut kayles = Sequence::new(Octal::parse("0.77").unwrap());
/// kayles.extend(12, Method::Fast).unwrap();
/// let values: Vec<u64> = (0..12).map(|n| kayles.value(n)).collect();
/// assert_eq!(values, [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Octal {
    /// d₀, d₁, …, d_t: the bits 1, 2, 4, 8 of each digit; d_t ≠ 0 unless t = 0.
    pub(super) digits: Vec<u8>,
    /// Splits into two heaps must leave unequal heaps (Grundy's game).
    pub(super) unequal: bool,
    /// The name written in descriptions: `octal(0.77)`, `kayles`, `strips(1,2,3)`.
    pub(super) name: String,
}

impl Octal {
    /// The game of a code such as `0.77`, `4.07` or `0.f` (see the module
    /// documentation), named `octal(CODE)`.
    pub fn parse(code: &str) -> std::result::Result<Octal, Message> {
        let digits = parse_code(code)?;
        let mut octal = Octal { digits, unequal: false, name: String::new() };
        octal.name = format!("octal({})", octal.code());
        Ok(octal)
    }

    /// The game of the digits d₀…d_t (bits 1, 2, 4, 8; trailing zeros
    /// removed), its splits into two unequal when `unequal`, named later
    /// ([`Octal::renamed`]): a generalised code the octal engine runs.
    #[cfg(feature = "rules")]
    pub(super) fn with_digits(digits: Vec<u8>, unequal: bool) -> Octal {
        Octal { digits, unequal, name: String::new() }
    }

    /// The same game named `name` (`octal(4!.0)`).
    #[cfg(feature = "rules")]
    pub(super) fn renamed(self, name: String) -> Octal {
        Octal { name, ..self }
    }

    /// The game of `code` under another name (`kayles` for 0.77).
    pub fn named(name: &str, code: &str) -> Octal {
        let digits = parse_code(code).expect("catalogue codes are valid");
        Octal { digits, unequal: false, name: name.to_string() }
    }

    /// Grundy's game: split one heap into two unequal non-empty heaps.
    pub fn grundys_game() -> Octal {
        Octal { digits: vec![4], unequal: true, name: "grundys-game".to_string() }
    }

    /// POI 2000's Strips: a move places a strip of one of the `lengths` on
    /// that many free cells in a row; a heap is a run of free cells, and the
    /// cells left on either side of the strip are runs of their own. Each
    /// length L is the digit d_L = 7 (leave nothing, one run or two).
    pub fn strips(lengths: &[u64]) -> std::result::Result<Octal, Message> {
        let name =
            format!("strips({})", lengths.iter().map(u64::to_string).collect::<Vec<_>>().join(","));
        if lengths.is_empty() {
            return Err(msg!(
                "strips-needs-lengths",
                "strips needs the strip lengths: write `strips(1,5,3) 10`"
            ));
        }
        let mut digits = vec![0u8];
        for &length in lengths {
            if length == 0 || length > MAX_DIGITS as u64 {
                return Err(msg!(
                    "strips-bad-length",
                    "a strip length must be 1 to {max}, found {length} in {name}",
                    max = MAX_DIGITS,
                    length = length,
                    name = name
                ));
            }
            let length = crate::core::convert::index(length); // At most MAX_DIGITS.
            if digits.len() <= length {
                digits.resize(length + 1, 0);
            }
            digits[length] = 7;
        }
        Ok(Octal { digits, unequal: false, name })
    }

    /// The code, `0.77` (Grundy's game, which has none, shows `4.` and its name).
    pub fn code(&self) -> String {
        let hex = |d: u8| char::from_digit(d as u32, 16).expect("a digit is below 16");
        let after: String = self.digits[1..].iter().map(|&d| hex(d)).collect();
        format!("{}.{after}", hex(self.digits[0]))
    }

    /// Whether splits into two heaps must leave unequal heaps (Grundy's game).
    pub fn unequal(&self) -> bool {
        self.unequal
    }

    /// The digit d_k (0 past the last).
    pub fn digit(&self, k: usize) -> u8 {
        self.digits.get(k).copied().unwrap_or(0)
    }

    /// t: the largest number of counters a move removes (the index of the
    /// last non-zero digit; 0 for a game without moves).
    pub fn last_digit(&self) -> u64 {
        self.digits.len() as u64 - 1
    }

    /// The most heaps one move leaves: 1, 2 or 3 (0 when no move leaves a heap).
    pub fn most_heaps(&self) -> u8 {
        let all = self.digits.iter().fold(0, |all, d| all | d);
        match all {
            _ if all & 8 != 0 => 3,
            _ if all & 4 != 0 => 2,
            _ if all & 2 != 0 => 1,
            _ => 0,
        }
    }

    /// Calls `f` with every option of `heap` (the heaps it leaves), digit by digit.
    pub(super) fn for_each_option(&self, heap: u64, f: impl FnMut(&[u64])) {
        self.for_each_option_below(heap, u64::MAX, f);
    }

    /// Calls `f` with the options of `heap` that leave one heap or none,
    /// and its splits whose smallest piece is below `below`: O(t · `below`)
    /// splits in two for t + 1 digits.
    pub(super) fn for_each_option_below(&self, heap: u64, below: u64, mut f: impl FnMut(&[u64])) {
        for (k, &d) in self.digits.iter().enumerate() {
            let Some(m) = heap.checked_sub(k as u64) else { break };
            if d & 1 != 0 && m == 0 {
                f(&[]);
            }
            if d & 2 != 0 && m >= 1 {
                f(&[m]);
            }
            if d & 4 != 0 {
                for a in 1..=(m / 2).min(below.saturating_sub(1)) {
                    if !(self.unequal && 2 * a == m) {
                        f(&[a, m - a]);
                    }
                }
            }
            if d & 8 != 0 {
                for a in 1..=(m / 3).min(below.saturating_sub(1)) {
                    for b in a..=(m - a) / 2 {
                        f(&[a, b, m - a - b]);
                    }
                }
            }
        }
    }

    /// The number of options of a heap, counting splits: what listing its
    /// moves costs.
    pub(super) fn option_count(&self, heap: u64) -> u128 {
        let mut count = 0u128;
        for (k, &d) in self.digits.iter().enumerate() {
            let Some(m) = heap.checked_sub(k as u64) else { break };
            let m = m as u128;
            if d & 4 != 0 {
                count += m / 2;
            }
            if d & 8 != 0 {
                count += m * m / 12 + 1;
            }
            count += 1;
        }
        count
    }
}

impl fmt::Display for Octal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name)
    }
}

/// The digits d₀, d₁, …, d_t of a code, trailing zeros removed.
fn parse_code(code: &str) -> std::result::Result<Vec<u8>, Message> {
    let expected = || {
        msg!(
            "octal-expected-code",
            "expected a code such as 0.77 (octal) or 0.f (hexadecimal): `0.` or `4.` and then one digit per number of counters removed"
        )
    };
    let Some((before, after)) = code.split_once('.') else {
        return Err(msg!(
            "octal-code-without-point",
            "{expected}, found `{code}` without a point",
            expected = expected(),
            code = code
        ));
    };
    let first = match before {
        "0" | "" => 0,
        "4" => 4,
        "8" => 8,
        "c" | "C" => 12,
        _ => {
            return Err(msg!(
                "octal-digit-before-point",
                "the digit before the point must be 0, 4 (split in two), 8 (in three) or c (either), found `{found}`",
                found = before
            ))
        }
    };
    let mut digits = vec![first];
    for (i, c) in after.chars().enumerate() {
        let digit = c.to_digit(16).ok_or_else(|| {
            msg!(
                "octal-bad-digit",
                "{expected}; digit {position} after the point is `{found}`, not 0–9 or a–f",
                expected = expected(),
                position = i + 1,
                found = c
            )
        })?;
        digits.push(u8::try_from(digit).expect("a hexadecimal digit"));
    }
    while digits.len() > 1 && digits.last() == Some(&0) {
        digits.pop();
    }
    if digits.len() > MAX_DIGITS + 1 {
        return Err(msg!(
            "octal-too-many-digits",
            "a code may have at most {max} digits after the point (up to the last non-zero one), found {count}",
            max = MAX_DIGITS,
            count = digits.len() - 1
        ));
    }
    Ok(digits)
}

/// An error naming the ruleset, for an allocation of what its values
/// `needed` that failed.
pub(crate) fn too_large(octal: &Octal, needed: Message) -> Error {
    Error::LimitExceeded {
        what: msg!("limit-what-values", "the values of {name}", name = &octal.name),
        needed,
        limit: allocatable(),
        hint: None,
    }
}
