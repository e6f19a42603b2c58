//! Who wins, and the values of positions from which play may go on for
//! ever: [`Outcome`] (N, P or a draw), and Smith's generalized values
//! [`Gamma`] (a nimber or ∞(K), [`Infinite`]) with his rule for sums.
//! How those values are computed lives in [`crate::theory::loopy`].

use std::fmt;

use crate::core::nimber::BigNimber;
use crate::core::sort;

/// Who wins a position with perfect play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The player to move wins (the **N**ext player).
    N,
    /// The player to move loses (the **P**revious player wins).
    P,
    /// Neither player can force a win, and either can play for ever: a
    /// **d**raw (games with cycles, see [`crate::loopy`]).
    D,
}

impl Outcome {
    /// `N`, `P` or `D`.
    pub fn letter(self) -> &'static str {
        match self {
            Outcome::N => "N",
            Outcome::P => "P",
            Outcome::D => "D",
        }
    }

    /// The outcome of a position of value `value`: P exactly when it is 0.
    pub fn of(value: &BigNimber) -> Outcome {
        if value.is_zero() {
            Outcome::P
        } else {
            Outcome::N
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.letter())
    }
}

/// The value ∞(K) of a position from which play can go on for ever: K is
/// the set of finite values among its options, sorted, each once.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Infinite(Vec<BigNimber>);

impl Infinite {
    /// ∞(K) for the finite values `k` of the options, in any order and
    /// with repeats.
    pub fn new(mut k: Vec<BigNimber>) -> Infinite {
        sort::sort(&mut k);
        k.dedup();
        Infinite(k)
    }

    /// ∞(∅): the value of a sum with two or more infinite components.
    pub fn empty() -> Infinite {
        Infinite(Vec::new())
    }

    /// K, sorted.
    pub fn finite(&self) -> &[BigNimber] {
        &self.0
    }

    /// Whether `value` is in K.
    pub fn contains(&self, value: &BigNimber) -> bool {
        self.0.binary_search(value).is_ok()
    }

    /// ∞(K ⊕ a): the value of this position plus finite positions whose
    /// values XOR to `a`.
    pub fn plus(&self, a: &BigNimber) -> Infinite {
        Infinite::new(self.0.iter().map(|k| k ^ a).collect())
    }

    /// N when 0 ∈ K, else D.
    pub fn outcome(&self) -> Outcome {
        match self.contains(&BigNimber::ZERO) {
            true => Outcome::N,
            false => Outcome::D,
        }
    }
}

/// `∞(0,2)`; `∞(∅)` when K is empty.
impl fmt::Display for Infinite {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_empty() {
            return f.write_str("∞(∅)");
        }
        f.write_str("∞(")?;
        for (i, k) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            write!(f, "{}", k.to_biguint())?;
        }
        f.write_str(")")
    }
}

/// The generalized value of a component or a sum: a nimber, or ∞(K).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Gamma {
    /// A finite value, as in normal play.
    Finite(BigNimber),
    /// ∞(K): play can go on for ever.
    Infinite(Infinite),
}

impl Gamma {
    /// The value when it is finite.
    pub fn finite(&self) -> Option<&BigNimber> {
        match self {
            Gamma::Finite(value) => Some(value),
            Gamma::Infinite(_) => None,
        }
    }

    /// P for 0, N for other nimbers and for ∞(K) with 0 ∈ K, D otherwise.
    pub fn outcome(&self) -> Outcome {
        match self {
            Gamma::Finite(value) => Outcome::of(value),
            Gamma::Infinite(infinite) => infinite.outcome(),
        }
    }

    /// The value of a sum of components of these values (see the module
    /// documentation): O(components + |K|).
    pub fn sum<'a>(values: impl IntoIterator<Item = &'a Gamma>) -> Gamma {
        let mut a = BigNimber::ZERO;
        let mut infinite = Vec::new();
        for value in values {
            match value {
                Gamma::Finite(value) => a ^= value,
                Gamma::Infinite(k) => infinite.push(k),
            }
        }
        Gamma::smith(&a, infinite)
    }

    /// Smith's rule: the value of a sum whose finite components' values
    /// XOR to `a`, with the components of value `infinite`. Reads at most
    /// two of them, so O(|K|) however many there are.
    pub fn smith<'a>(a: &BigNimber, infinite: impl IntoIterator<Item = &'a Infinite>) -> Gamma {
        let mut infinite = infinite.into_iter();
        match (infinite.next(), infinite.next()) {
            (None, _) => Gamma::Finite(a.clone()),
            (Some(k), None) => Gamma::Infinite(k.plus(a)),
            (Some(_), Some(_)) => Gamma::Infinite(Infinite::empty()),
        }
    }
}

/// `*3` or `∞(0,2)`.
impl fmt::Display for Gamma {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Gamma::Finite(value) => write!(f, "{value}"),
            Gamma::Infinite(infinite) => write!(f, "{infinite}"),
        }
    }
}
