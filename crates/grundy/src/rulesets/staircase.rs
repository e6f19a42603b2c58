//! Staircase Nim: move any number of counters from a step to the step below.

use num_bigint::BigUint;
use num_traits::Zero;

use crate::core::nimber::BigNimber;
use crate::core::reason::Reason;
use crate::parts::numbers::NumbersRules;
use crate::rules::ruleset::Options;

/// Staircase Nim (阶梯博弈) on steps 1, 2, …: a move takes counters from
/// step i to step i − 1 (from step 1 to the floor, where they leave play).
///
/// G = the XOR of the odd steps: moves from an odd step lower one odd pile
/// (reaching every smaller XOR, as in Nim), and moves from an even step
/// raise one odd pile (never keeping the XOR). Every move to a given value
/// is found in O(steps).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Staircase;

fn odd_xor(position: &[BigUint]) -> BigUint {
    position.iter().step_by(2).fold(BigUint::zero(), |x, n| x ^ n)
}

impl NumbersRules for Staircase {
    fn name(&self) -> String {
        "staircase".to_string()
    }

    fn is_p(&self, position: &[BigUint]) -> bool {
        odd_xor(position).is_zero()
    }

    fn p_options(&self, position: &[BigUint]) -> Vec<Vec<BigUint>> {
        self.moves_to(position, &BigNimber::ZERO).unwrap_or_default()
    }

    fn value(&self, position: &[BigUint]) -> Option<BigNimber> {
        Some(odd_xor(position).into())
    }

    fn moves_to(&self, position: &[BigUint], target: &BigNimber) -> Option<Vec<Vec<BigUint>>> {
        let change = odd_xor(position) ^ target.to_biguint();
        let mut found = Vec::new();
        if change.is_zero() {
            return Some(found);
        }
        for (i, count) in position.iter().enumerate() {
            if i % 2 == 0 {
                // Odd step i+1: lower it to count ⊕ change.
                let lower = count ^ &change;
                if lower < *count {
                    let mut next = position.to_vec();
                    if i > 0 {
                        next[i - 1] += count - &lower;
                    }
                    next[i] = lower;
                    found.push(next);
                }
            } else {
                // Even step i+1: raise the odd step below to its value ⊕ change.
                let below = &position[i - 1];
                let raised = below ^ &change;
                if raised > *below && &raised - below <= *count {
                    let mut next = position.to_vec();
                    next[i] = count - (&raised - below);
                    next[i - 1] = raised;
                    found.push(next);
                }
            }
        }
        Some(found)
    }

    fn options(&self, position: &[u64], out: &mut Options<Vec<u64>>) {
        for (i, &count) in position.iter().enumerate() {
            for moved in 1..=count {
                let mut next = position.to_vec();
                next[i] -= moved;
                if i > 0 {
                    next[i - 1] += moved;
                }
                out.push(next);
            }
        }
    }

    fn search_size(&self, position: &[u64]) -> u128 {
        let total: u128 = position.iter().map(|&n| n as u128).sum();
        let steps = position.len() as u128;
        // Each counter sits on one of the steps or the floor.
        let steps = u32::try_from(steps).unwrap_or(u32::MAX);
        (total + 1).saturating_pow(steps).saturating_mul(total + 1)
    }

    fn explain(&self, position: &[BigUint]) -> Vec<Reason> {
        let odd: Vec<BigUint> = position.iter().step_by(2).cloned().collect();
        vec![Reason::OddSteps { odd, value: odd_xor(position) }]
    }
}
