//! Euclid's game: subtract a positive multiple of the smaller number from the larger.

use num_bigint::BigUint;
use num_integer::Integer;
use num_traits::{One, Zero};

use crate::core::nimber::BigNimber;
use crate::core::reason::Reason;
use crate::parts::numbers::NumbersRules;
use crate::rules::ruleset::Options;

/// Euclid's game on a pair (a, b): a move subtracts a positive multiple of
/// the smaller from the larger, keeping it ≥ 0; a position with a 0 is over
/// (whoever reached 0 won).
///
/// Outcome (Cole–Davie 1969): with a > b > 0 the player to move loses
/// exactly when a < φb, tested as a(a − b) < b² with integers; a = b wins
/// at once. Moves to P-positions: with a = qb + r, the options are
/// (r + ib, b) for i < q; (r, b) ≅ (b, r) is one, and when it is an
/// N-position and q ≥ 2, (r + b, b) is P. Values: writing x = G(b, r), the
/// options (r + ib, b), i = 0, 1, …, have values x, then 0, 1, 2, … skipping
/// x, so G(a, b) = q − 1 if q ≤ x, else q — one division per step of the
/// continued fraction of a/b.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Euclid;

/// The most bits for which values are computed by the continued fraction
/// (a few thousand division steps); larger pairs have outcomes only.
const VALUE_BITS: u64 = 20_000;

fn sorted(position: &[BigUint]) -> (&BigUint, &BigUint) {
    match position[0] >= position[1] {
        true => (&position[0], &position[1]),
        false => (&position[1], &position[0]),
    }
}

/// Whether (a, b), a ≥ b, is lost for the player to move.
fn is_p(a: &BigUint, b: &BigUint) -> bool {
    if b.is_zero() {
        return true;
    }
    a != b && a * (a - b) < b * b
}

/// G(a, b) for a ≥ b, by the continued fraction of a/b.
fn value(a: &BigUint, b: &BigUint) -> BigUint {
    let mut quotients = Vec::new();
    let (mut a, mut b) = (a.clone(), b.clone());
    while !b.is_zero() {
        let (q, r) = a.div_rem(&b);
        quotients.push(q);
        (a, b) = (b, r);
    }
    let mut x = BigUint::zero();
    for q in quotients.into_iter().rev() {
        x = if q <= x { q - BigUint::one() } else { q };
    }
    x
}

impl NumbersRules for Euclid {
    fn name(&self) -> String {
        "euclid".to_string()
    }

    fn is_p(&self, position: &[BigUint]) -> bool {
        let (a, b) = sorted(position);
        is_p(a, b)
    }

    fn p_options(&self, position: &[BigUint]) -> Vec<Vec<BigUint>> {
        let (a, b) = sorted(position);
        if b.is_zero() {
            return Vec::new();
        }
        let (q, r) = a.div_rem(b);
        let with = |larger: BigUint| match position[0] >= position[1] {
            true => vec![larger, b.clone()],
            false => vec![b.clone(), larger],
        };
        if is_p(b, &r) {
            vec![with(r)]
        } else if q >= BigUint::from(2u8) {
            vec![with(r + b)]
        } else {
            Vec::new()
        }
    }

    /// The options (r + ib, b), i < q, have values x = G(b, r) at i = 0 and
    /// i − 1 or i after it (skipping x), so value t is at i = 0 when t = x,
    /// i = t + 1 when t < x, and i = t when t > x: at most one option.
    fn moves_to(&self, position: &[BigUint], target: &BigNimber) -> Option<Vec<Vec<BigUint>>> {
        let (a, b) = sorted(position);
        if a.bits() > VALUE_BITS {
            return None;
        }
        if b.is_zero() {
            return Some(Vec::new());
        }
        let (q, r) = a.div_rem(b);
        let x = value(b, &r);
        let t = target.to_biguint();
        let i = match t.cmp(&x) {
            std::cmp::Ordering::Equal => BigUint::zero(),
            std::cmp::Ordering::Less => t + 1u8,
            std::cmp::Ordering::Greater => t,
        };
        if i >= q {
            return Some(Vec::new());
        }
        let larger = r + i * b;
        Some(vec![match position[0] >= position[1] {
            true => vec![larger, b.clone()],
            false => vec![b.clone(), larger],
        }])
    }

    /// ⌊a/b⌋ for a ≥ b > 0: a multiple of the smaller number taken from
    /// the larger, leaving it non-negative; none when a number is 0.
    fn max_options(&self, position: &[BigUint]) -> BigUint {
        let (a, b) = sorted(position);
        match b.is_zero() {
            true => BigUint::zero(),
            false => a / b,
        }
    }

    fn value(&self, position: &[BigUint]) -> Option<BigNimber> {
        let (a, b) = sorted(position);
        (a.bits() <= VALUE_BITS).then(|| value(a, b).into())
    }

    fn options(&self, position: &[u64], out: &mut Options<Vec<u64>>) {
        let (x, y) = (position[0], position[1]);
        if x == 0 || y == 0 {
            return;
        }
        let (big, small) = (x.max(y), x.min(y));
        for k in 1..=big / small {
            let rest = big - k * small;
            out.push(if x >= y { vec![rest, y] } else { vec![x, rest] });
        }
    }

    fn search_size(&self, position: &[u64]) -> u128 {
        // Positions reachable lie on the continued-fraction path.
        let (x, y) = (position[0] as u128, position[1] as u128);
        (x + y + 1) * (x.max(y) / x.min(y).max(1) + 1)
    }

    fn explain(&self, position: &[BigUint]) -> Vec<Reason> {
        let (a, b) = sorted(position);
        if b.is_zero() {
            return vec![Reason::NumberIsZero];
        }
        if a == b {
            return vec![Reason::NumbersEqual];
        }
        let (big, small) = (a.clone(), b.clone());
        let verdict = match is_p(a, b) {
            true => Reason::BelowGoldenRatio { a: big, b: small },
            false => Reason::AboveGoldenRatio { a: big, b: small },
        };
        let mut lines = vec![Reason::GoldenRatioRule, verdict];
        if a.bits() <= VALUE_BITS {
            lines.push(Reason::ContinuedFraction);
        }
        lines
    }
}
