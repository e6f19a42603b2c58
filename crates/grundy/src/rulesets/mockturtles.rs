//! Mock Turtles: a coin-turning game whose values are the odious numbers.

use std::fmt::Write as _;
use std::sync::Arc;

use num_bigint::BigUint;

use super::board::coin_position;
use crate::core::error::Result;
use crate::core::nimber::BigNimber;
use crate::core::reason::Reason;
use crate::core::sort;
use crate::language::syntax::{no_parameters, Written};
use crate::parts::part::Part;
use crate::parts::search::{SearchPart, SearchRules};
use crate::rules::ruleset::{Options, Ruleset};

/// Mock Turtles (Winning Ways ch. 14): coins at positions 0, 1, 2, …; a
/// move turns over one, two or three coins, the rightmost going from heads
/// to tails. Each head is one component, a head at n, with options: nothing,
/// a head at q < n, or heads at q < r < n.
///
/// G(n) is the n-th odious number (odd number of 1 bits), 2n or 2n+1: the
/// *Mock Turtle theorem*. So G is injective, G(n) >> 1 = n, and
/// G(q) ⊕ G(r) = 2(q ⊕ r) + parity(q ⊕ r) is evil (even weight).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct MockTurtles;

impl MockTurtles {
    /// G(n), the n-th odious number (0-based), which may need 65 bits.
    pub fn value_of(n: u64) -> u128 {
        let double = 2 * n as u128;
        if n.count_ones() % 2 == 1 {
            double
        } else {
            double + 1
        }
    }
}

impl Ruleset for MockTurtles {
    type Position = u64;

    fn options(&self, &n: &u64, out: &mut Options<u64>) {
        out.push_sum([]);
        for q in 0..n {
            out.push(q);
            for r in q + 1..n {
                out.push_sum([q, r]);
            }
        }
    }
}

impl SearchRules for MockTurtles {
    fn name(&self) -> String {
        "mockturtles".to_string()
    }

    fn drawing(&self, position: &Self::Position) -> crate::parts::part::Drawing {
        crate::parts::part::Drawing::Coin(*position)
    }

    fn describe(&self, components: &[u64]) -> String {
        let mut sorted = components.to_vec();
        sort::sort(&mut sorted);
        let mut text = "mockturtles".to_string();
        for n in sorted {
            write!(text, " {n}").expect("writing to a String cannot fail");
        }
        text
    }

    fn search_size(&self, &n: &u64) -> u128 {
        (n as u128 + 1).saturating_pow(3)
    }

    /// Nothing, n single heads, n(n−1)/2 pairs: at most (n+1)².
    fn max_options(&self, &n: &u64) -> u128 {
        (n as u128 + 1).saturating_pow(2)
    }

    /// Those options holding n + n(n−1) heads: at most 2(n+1)².
    fn options_size(&self, &n: &u64) -> u128 {
        (n as u128 + 1).saturating_pow(2).saturating_mul(2)
    }

    fn value(&self, &n: &u64) -> Option<BigNimber> {
        Some(BigNimber::from(BigUint::from(MockTurtles::value_of(n))))
    }

    /// By the theorem: value 0 only by leaving nothing; an odious t only by
    /// one head, at t >> 1 (G is injective); an evil t ≠ 0 by every pair
    /// q < r = q ⊕ (t >> 1) below n. The pairs are found in one pass over
    /// q < n: O(n) time, and there can be about n/2 of them, so listing them
    /// is bounded by [`SearchRules::moves_size`] = n (values 0 cost O(1)).
    fn options_with_value(&self, &n: &u64, target: &BigNimber, out: &mut Options<u64>) -> bool {
        let Ok(t) = u128::try_from(target.to_biguint()) else { return true };
        if t == 0 {
            out.push_sum([]);
            return true;
        }
        let Ok(half) = u64::try_from(t >> 1) else { return true };
        if t.count_ones() % 2 == 1 {
            if half < n && MockTurtles::value_of(half) == t {
                out.push(half);
            }
            return true;
        }
        // Evil: pairs q < q ⊕ half, i.e. q without the top bit of half.
        let top = 1u64 << (63 - half.leading_zeros());
        for q in (0..n).filter(|q| q & top == 0) {
            let r = q ^ half;
            if r < n {
                out.push_sum([q, r]);
            }
        }
        true
    }

    /// One pass over q < n only for a non-zero target of even weight.
    fn moves_size(&self, &n: &u64, target: &BigNimber) -> u128 {
        let weight: u64 = (0..target.bits()).map(|bit| u64::from(target.bit(bit))).sum();
        if weight > 0 && weight.is_multiple_of(2) {
            n as u128
        } else {
            1
        }
    }

    fn explain(&self, &n: &u64, value: &BigNimber) -> Vec<Reason> {
        vec![Reason::MockTurtle { n, value: value.clone() }]
    }
}

/// `mockturtles P1 P2 …`: a head at each position, from 0.
pub(super) fn build(written: &Written) -> Result<Arc<dyn Part>> {
    if written.params.is_some() {
        return Err(written.error(no_parameters("mockturtles", "mockturtles 0 3 5")));
    }
    let positions =
        written.operands().map(|t| t.number(coin_position())).collect::<Result<Vec<_>>>()?;
    Ok(Arc::new(SearchPart::new(MockTurtles, positions)))
}
