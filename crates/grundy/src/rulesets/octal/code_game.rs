//! Which engine runs a take-and-break code ([`CodeGame`]): codes the octal
//! engine runs exactly — finite, at most three heaps, the only modifier `!`
//! or `?` on digits whose splits are into two heaps, on all of them alike —
//! become an [`Octal`] (rare values, bit sets; `4!.0` is Grundy's game).
//! Codes whose tail is `[3]` and whose other digits are 0 or 3 are all-but
//! subtraction games ([`AllBut`], or Nim when nothing is excluded), under
//! the code's name ([`Spelled`]). Every other code is a [`GeneralCode`].
//! O(length of the code).

use std::sync::Arc;

use super::code::Octal;
#[cfg(feature = "rules")]
use super::general_code::{GeneralCode, Spelled};
#[cfg(feature = "rules")]
use super::notation::{parse_notation, CodeDigit, Modifier, TakeBreakCode};
use crate::core::message::Message;
use crate::rules::heap::HeapRuleset;
#[cfg(feature = "rules")]
use crate::rulesets::allbut::AllBut;
#[cfg(feature = "rules")]
use crate::rulesets::nim::Nim;

/// A code's game, run by the engine that fits it (see the module
/// documentation).
#[derive(Debug, Clone)]
pub enum CodeGame {
    /// The octal engine's game.
    Octal(Octal),
    /// Any other code: a game of its own, or an all-but game or Nim under
    /// the code's name.
    Other(Arc<dyn HeapRuleset>),
}

impl CodeGame {
    /// The game as a heap ruleset.
    pub fn into_heap_ruleset(self) -> Arc<dyn HeapRuleset> {
        match self {
            CodeGame::Octal(octal) => Arc::new(octal),
            CodeGame::Other(other) => other,
        }
    }
}

/// The game of `code` in the generalised notation (see `notation.rs`),
/// named `octal(CODE)`: by its canonical octal code for
/// codes of the old notation (`octal(0.77)` for `0.770`), as written
/// otherwise (`octal(4!.0)`).
#[cfg(feature = "rules")]
pub fn parse_code_game(code: &str) -> Result<CodeGame, Message> {
    let code = code.trim();
    let parsed = parse_notation(code)?;
    if let Some(octal) = as_octal(&parsed) {
        if old_notation(code) {
            return Ok(CodeGame::Octal(Octal::parse(code)?));
        }
        return Ok(CodeGame::Octal(octal.renamed(format!("octal({code})"))));
    }
    let name = format!("octal({code})");
    if let Some(delegate) = as_all_but(&parsed) {
        return Ok(CodeGame::Other(Arc::new(Spelled::new(name, delegate))));
    }
    Ok(CodeGame::Other(Arc::new(GeneralCode::new(name, parsed))))
}

/// Without the `rules` feature (the browser's first module): codes of the
/// old notation only (the page sends the others to its second module).
#[cfg(not(feature = "rules"))]
pub fn parse_code_game(code: &str) -> Result<CodeGame, Message> {
    Ok(CodeGame::Octal(Octal::parse(code.trim())?))
}

/// Whether `code` is written as an octal or hexadecimal code of the old
/// notation: hexadecimal digits and one point, one digit before it at most.
#[cfg(feature = "rules")]
fn old_notation(code: &str) -> bool {
    code.chars().all(|c| c == '.' || c.is_ascii_hexdigit())
        && matches!(code.split_once('.'), Some((before, _)) if before.len() <= 1)
}

/// The octal engine's game for `code`, when it runs it exactly (named
/// later by the caller).
#[cfg(feature = "rules")]
fn as_octal(code: &TakeBreakCode) -> Option<Octal> {
    if !code.tail.is_empty() {
        return None;
    }
    let mut unequal = None;
    let mut digits = Vec::with_capacity(code.digits.len());
    for d in &code.digits {
        if d.from.is_some() || d.counts >= 16 {
            return None;
        }
        let modified = match d.modifier {
            Modifier::Any => false,
            Modifier::AllEqual => return None,
            // Into two heaps, `!` and `?` both say the two differ.
            Modifier::Unequal | Modifier::NotAllEqual if d.counts & 8 == 0 => true,
            Modifier::Unequal | Modifier::NotAllEqual => return None,
        };
        if d.counts & 4 != 0 && *unequal.get_or_insert(modified) != modified {
            return None;
        }
        digits.push(u8::try_from(d.counts).expect("below 16"));
    }
    Some(Octal::with_digits(digits, unequal == Some(true)))
}

/// The all-but game (or Nim) of a code `0.d₁…d_L[3]` whose digits are 0
/// or 3: taking j is allowed exactly when d_j = 3.
#[cfg(feature = "rules")]
fn as_all_but(code: &TakeBreakCode) -> Option<Arc<dyn HeapRuleset>> {
    let three = CodeDigit::of_value(3);
    if code.tail != [three] || !code.digits[0].is_zero() {
        return None;
    }
    let mut excluded = Vec::new();
    for (j, d) in code.digits.iter().enumerate().skip(1) {
        match *d {
            d if d == three => {}
            d if d.is_zero() => excluded.push(j as u64),
            _ => return None,
        }
    }
    if excluded.is_empty() {
        return Some(Arc::new(Nim));
    }
    Some(Arc::new(AllBut::new(excluded).expect("positive numbers")))
}

#[cfg(all(test, feature = "rules"))]
mod tests {
    use super::*;

    #[test]
    fn reductions_to_the_octal_engine() {
        let octal = |code: &str| as_octal(&parse_notation(code).unwrap());
        assert_eq!(octal("4!.0").unwrap().digits, vec![4]);
        assert!(octal("4!.0").unwrap().unequal);
        assert!(octal("0.4?").unwrap().unequal);
        assert!(octal("0.7!").unwrap().unequal);
        assert!(octal("0.74!").is_none(), "`!` on one two-heap digit only");
        assert!(octal("0.4!4!").is_some());
        assert!(octal("8!.0").is_none() && octal("4=.0").is_none() && octal("0.g").is_none());
        assert!(octal("0.[3]").is_none() && octal("{2+}.0").is_none());
        assert!(octal("0.3!7").is_some_and(|o| !o.unequal), "a no-op modifier");
    }
}
