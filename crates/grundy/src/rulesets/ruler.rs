//! The ruler game: a coin-turning game whose values are the ruler function.

use std::fmt::Write as _;
use std::sync::Arc;

use super::board::coin_position;
use crate::core::error::Result;
use crate::core::nimber::BigNimber;
use crate::core::reason::Reason;
use crate::core::sort;
use crate::language::syntax::{no_parameters, Written};
use crate::msg;
use crate::parts::part::Part;
use crate::parts::search::{SearchPart, SearchRules};
use crate::rules::ruleset::{Options, Ruleset};

/// The ruler game (Ferguson, *Game Theory*, Part I §8; Winning Ways ch. 14):
/// coins at positions 1, 2, …; a move turns over any number of consecutive
/// coins, the rightmost going from heads to tails. Each head is one
/// component, a head at n, and its options are heads at n−1, …, n−k+1 for
/// k = 1..n. G(n) is the largest power of 2 dividing n.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Ruler;

/// XOR of G(1), …, G(j): the Gray code j ⊕ (j >> 1), by induction on j
/// (adding the lowest set bit of j+1 turns gray(j) into gray(j+1)).
fn prefix(j: u64) -> u64 {
    j ^ (j >> 1)
}

/// The j with `prefix(j) == g`.
fn unprefix(mut g: u64) -> u64 {
    let mut shift = 1;
    while shift < 64 {
        g ^= g >> shift;
        shift *= 2;
    }
    g
}

impl Ruler {
    /// G(n), the largest power of 2 dividing n (0 for the empty position 0).
    pub fn value_of(n: u64) -> u64 {
        n & n.wrapping_neg()
    }
}

impl Ruleset for Ruler {
    type Position = u64;

    fn options(&self, &n: &u64, out: &mut Options<u64>) {
        for k in 1..=n {
            out.push_sum((n - k + 1..n).rev());
        }
    }
}

impl SearchRules for Ruler {
    fn name(&self) -> String {
        "ruler".to_string()
    }

    fn drawing(&self, position: &Self::Position) -> crate::parts::part::Drawing {
        crate::parts::part::Drawing::Coin(*position)
    }

    fn describe(&self, components: &[u64]) -> String {
        let mut sorted = components.to_vec();
        sort::sort(&mut sorted);
        let mut text = "ruler".to_string();
        for n in sorted {
            write!(text, " {n}").expect("writing to a String cannot fail");
        }
        text
    }

    /// Positions below n, each listing up to n(n−1)/2 heads: (n+1)³.
    fn search_size(&self, &n: &u64) -> u128 {
        (n as u128 + 1).saturating_pow(3)
    }

    fn max_options(&self, &n: &u64) -> u128 {
        n as u128
    }

    /// n options holding 0 + 1 + … + (n−1) heads: n(n+1)/2.
    fn options_size(&self, &n: &u64) -> u128 {
        (n as u128).saturating_mul(n as u128 + 1) / 2
    }

    fn value(&self, &n: &u64) -> Option<BigNimber> {
        Some(Ruler::value_of(n).into())
    }

    /// Option k leaves heads at n−k+1, …, n−1, of value
    /// prefix(n−1) ⊕ prefix(n−k), and the Gray code is a bijection: the one
    /// j = n−k with prefix(j) = prefix(n−1) ⊕ t gives the only option of
    /// value t, when j < n. O(log n).
    fn options_with_value(&self, &n: &u64, target: &BigNimber, out: &mut Options<u64>) -> bool {
        let Some(target) = target.to_nimber() else { return true };
        if n == 0 {
            return true;
        }
        let j = unprefix(prefix(n - 1) ^ target.0);
        if j < n {
            out.push_sum((j + 1..n).rev());
        }
        true
    }

    /// The one option of value t holds the n−j−1 heads j+1, …, n−1, and j
    /// is found in O(log n): n − j + 64 (it may hold nearly n heads: `ruler 2⁴⁰+1` to
    /// value 3·2³⁹ leaves heads 1, …, 2⁴⁰).
    fn moves_size(&self, &n: &u64, target: &BigNimber) -> u128 {
        let Some(target) = target.to_nimber() else { return 1 };
        match n.checked_sub(1).map(|last| unprefix(prefix(last) ^ target.0)) {
            Some(j) if j < n => (n - j) as u128 + 64,
            _ => 64,
        }
    }

    fn explain(&self, &n: &u64, value: &BigNimber) -> Vec<Reason> {
        vec![Reason::Ruler { n, value: value.clone() }]
    }
}

/// `ruler P1 P2 …`: a head at each position, each at least 1.
pub(super) fn build(written: &Written) -> Result<Arc<dyn Part>> {
    if written.params.is_some() {
        return Err(written.error(no_parameters("ruler", "ruler 3 5 6")));
    }
    let mut positions = Vec::new();
    for token in written.operands() {
        let n = token.number(coin_position())?;
        if n == 0 {
            return Err(token.error(msg!(
                "ruler-no-position-zero",
                "ruler coins are at positions 1, 2, 3, …: there is no position 0 (write `ruler` alone for no heads)"
            )));
        }
        positions.push(n);
    }
    Ok(Arc::new(SearchPart::new(Ruler, positions)))
}
