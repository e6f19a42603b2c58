//! Games with cycles: Smith's generalized Sprague–Grundy function.
//!
//! When play can go on for ever, a position may be a **draw** (D): neither
//! player can force a win, and either can keep the game going. C. A. B.
//! Smith ("Graphs and composite games", JCT 1 (1966)) gave every position
//! u of a finite game graph a value γ(u) that is a finite nimber or
//! ∞(K), where K is the set of the finite values among u's options, and
//! A. S. Fraenkel and Y. Yesha ("Theory of annihilation games — I", JCT B
//! 33 (1982); Fraenkel, "Complexity, appeal and challenges of
//! combinatorial games", TCS 313 (2004), §4) computed it by labelling.
//! γ is defined by:
//!
//! 1. if γ(u) = n is finite, no option of u has value n, every m < n is
//!    the value of some option (n is the mex of the options' finite
//!    values), and every option v whose value is larger than n, or
//!    infinite, has an option of value n (a move away from n *reverses*
//!    back to n);
//! 2. γ(u) = ∞ otherwise, the labelling below being the least such.
//!
//! # Outcomes and sums
//!
//! A position of finite value is P exactly when the value is 0, as in
//! normal play; a position ∞(K) is N when 0 ∈ K (it can move to a
//! P-position) and a **draw** otherwise. For a sum, with a the XOR of its
//! finite components' values (Smith, 1966):
//!
//! - no infinite component: γ = a;
//! - one infinite component ∞(K): γ = ∞(K ⊕ a), where K ⊕ a = {k ⊕ a};
//! - two or more: γ = ∞(∅), a draw: each player keeps one of the
//!   infinite components going for ever.
//!
//! So a sum with one infinite component ∞(K) is won exactly when a ∈ K,
//! by moving that component to an option of finite value a; and
//! [`Infinite`] carries K. The tests hold all of this to a plain
//! retrograde win/lose/draw analysis of the sum's whole graph.

use std::fmt;

use crate::{BigNimber, Outcome};

/// The value ∞(K) of a position from which play can go on for ever: K is
/// the set of finite values among its options, sorted, each once.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Infinite(Vec<BigNimber>);

impl Infinite {
    /// ∞(K) for the finite values `k` of the options, in any order and
    /// with repeats.
    pub fn new(mut k: Vec<BigNimber>) -> Infinite {
        k.sort_unstable();
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

#[cfg(test)]
mod tests {
    use super::*;

    fn k(values: &[u64]) -> Infinite {
        Infinite::new(values.iter().map(|&v| BigNimber::from(v)).collect())
    }

    #[test]
    fn sums_follow_smiths_rule() {
        let finite = |v: u64| Gamma::Finite(BigNimber::from(v));
        let inf = |values: &[u64]| Gamma::Infinite(k(values));
        assert_eq!(Gamma::sum(&[finite(3), finite(5)]), finite(6));
        assert_eq!(Gamma::sum(&[inf(&[0, 2]), finite(1)]), inf(&[1, 3]));
        assert_eq!(Gamma::sum(&[inf(&[0]), inf(&[0]), finite(1)]), inf(&[]));
        assert_eq!(inf(&[1, 3]).outcome(), Outcome::D);
        assert_eq!(inf(&[0, 3]).outcome(), Outcome::N);
        assert_eq!(inf(&[0, 2]).to_string(), "∞(0,2)");
        assert_eq!(inf(&[]).to_string(), "∞(∅)");
    }
}
