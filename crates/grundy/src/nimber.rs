//! Nimbers (Grundy values) and the minimum excludant.

use std::fmt;
use std::ops::{BitXor, BitXorAssign};

/// A nimber `*n`: the Grundy value of an impartial game.
///
/// Adding games adds their nimbers, and nimber addition is bitwise XOR
/// (Bouton 1901; Sprague 1935; Grundy 1939).
///
/// ```
/// use grundy::Nimber;
/// assert_eq!(Nimber(3) ^ Nimber(5), Nimber(6));
/// assert_eq!(Nimber(6).to_string(), "*6");
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Nimber(pub u64);

impl Nimber {
    /// The value of a P-position: the player to move loses.
    pub const ZERO: Nimber = Nimber(0);

    /// Whether this is the value of a P-position.
    pub fn is_zero(self) -> bool {
        self.0 == 0
    }
}

impl BitXor for Nimber {
    type Output = Nimber;
    fn bitxor(self, other: Nimber) -> Nimber {
        Nimber(self.0 ^ other.0)
    }
}

impl BitXorAssign for Nimber {
    fn bitxor_assign(&mut self, other: Nimber) {
        self.0 ^= other.0;
    }
}

/// The nim-sum of many nimbers: the value of the sum of their games.
impl std::iter::Sum for Nimber {
    fn sum<I: Iterator<Item = Nimber>>(iter: I) -> Nimber {
        iter.fold(Nimber::ZERO, |a, b| a ^ b)
    }
}

impl fmt::Display for Nimber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "*{}", self.0)
    }
}

/// Reusable scratch space for computing minimum excludants.
///
/// The mex of k values is at most k, so values ≥ k are skipped: one call costs
/// O(k) time and, once the scratch has grown to the largest k seen, no allocation.
#[derive(Debug, Default, Clone)]
pub struct Mex {
    seen: Vec<bool>,
}

impl Mex {
    /// An empty scratch space.
    pub fn new() -> Mex {
        Mex::default()
    }

    /// The least nimber not among `values` (the minimum excludant).
    ///
    /// ```
    /// use grundy::{Mex, Nimber};
    /// let mut mex = Mex::new();
    /// assert_eq!(mex.of(&[0, 1, 2, 4].map(Nimber)), Nimber(3));
    /// assert_eq!(mex.of(&[]), Nimber(0));
    /// ```
    pub fn of(&mut self, values: &[Nimber]) -> Nimber {
        let k = values.len();
        self.seen.clear();
        self.seen.resize(k + 1, false);
        for value in values {
            if value.0 < k as u64 {
                self.seen[value.0 as usize] = true;
            }
        }
        let first_free = self.seen.iter().position(|&seen| !seen).unwrap_or(k);
        Nimber(first_free as u64)
    }
}
