//! Nimbers (Grundy values) and the minimum excludant.

use std::fmt;
use std::ops::{BitXor, BitXorAssign};

use num_bigint::BigUint;

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
                self.seen[crate::core::convert::index(value.0)] = true;
            }
        }
        let first_free = self.seen.iter().position(|&seen| !seen).unwrap_or(k);
        Nimber(first_free as u64)
    }
}

/// A nimber of any size, for components whose values pass 2⁶⁴: a Nim heap
/// of a million bits has a million-bit nimber.
///
/// Values that fit in 64 bits are kept inline, so sums of ordinary heaps
/// never allocate.
///
/// ```
/// use grundy::{BigNimber, Nimber};
/// let huge = BigNimber::from(num_bigint::BigUint::from(1u8) << 100u32);
/// let sum = &huge ^ &BigNimber::from(Nimber(5));
/// assert_eq!(sum.to_string(), "*1267650600228229401496703205381");
/// assert_eq!((&sum ^ &huge).to_nimber(), Some(Nimber(5)));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct BigNimber(Repr);

/// Invariant: `Big` only holds values above `u64::MAX`, so equal values have
/// equal representations and the derived order is numeric.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
enum Repr {
    Small(u64),
    Big(BigUint),
}

impl BigNimber {
    /// The value of a P-position.
    pub const ZERO: BigNimber = BigNimber(Repr::Small(0));

    /// Whether this is the value of a P-position.
    pub fn is_zero(&self) -> bool {
        self.0 == Repr::Small(0)
    }

    /// The value as a 64-bit nimber, when it fits.
    pub fn to_nimber(&self) -> Option<Nimber> {
        match self.0 {
            Repr::Small(n) => Some(Nimber(n)),
            Repr::Big(_) => None,
        }
    }

    /// The value as an integer.
    pub fn to_biguint(&self) -> BigUint {
        match &self.0 {
            Repr::Small(n) => BigUint::from(*n),
            Repr::Big(n) => n.clone(),
        }
    }

    /// Number of bits of the value (0 for zero).
    pub fn bits(&self) -> u64 {
        match &self.0 {
            Repr::Small(n) => u64::from(64 - n.leading_zeros()),
            Repr::Big(n) => n.bits(),
        }
    }

    /// Bit `index` of the value (bit 0 is the lowest).
    pub fn bit(&self, index: u64) -> bool {
        match &self.0 {
            Repr::Small(n) => index < 64 && (n >> index) & 1 == 1,
            Repr::Big(n) => n.bit(index),
        }
    }
}

impl Default for BigNimber {
    fn default() -> Self {
        BigNimber::ZERO
    }
}

impl From<Nimber> for BigNimber {
    fn from(n: Nimber) -> Self {
        BigNimber(Repr::Small(n.0))
    }
}

impl From<u64> for BigNimber {
    fn from(n: u64) -> Self {
        BigNimber(Repr::Small(n))
    }
}

impl From<BigUint> for BigNimber {
    fn from(n: BigUint) -> Self {
        match u64::try_from(&n) {
            Ok(small) => BigNimber(Repr::Small(small)),
            Err(_) => BigNimber(Repr::Big(n)),
        }
    }
}

impl BitXor for &BigNimber {
    type Output = BigNimber;
    fn bitxor(self, other: &BigNimber) -> BigNimber {
        match (&self.0, &other.0) {
            (Repr::Small(a), Repr::Small(b)) => BigNimber(Repr::Small(a ^ b)),
            (Repr::Big(a), Repr::Small(b)) | (Repr::Small(b), Repr::Big(a)) => {
                BigNimber(Repr::Big(a ^ BigUint::from(*b)))
            }
            (Repr::Big(a), Repr::Big(b)) => BigNimber::from(a ^ b),
        }
    }
}

impl BitXorAssign<&BigNimber> for BigNimber {
    fn bitxor_assign(&mut self, other: &BigNimber) {
        if let (Repr::Small(a), Repr::Small(b)) = (&mut self.0, &other.0) {
            *a ^= b;
        } else {
            *self = &*self ^ other;
        }
    }
}

impl fmt::Display for BigNimber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0 {
            Repr::Small(n) => write!(f, "*{n}"),
            Repr::Big(n) => write!(f, "*{n}"),
        }
    }
}
