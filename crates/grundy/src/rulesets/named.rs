//! Subtraction games on named infinite sets: odd and even numbers, powers
//! of two, Fibonacci numbers, squares.

use num_bigint::BigUint;

use crate::core::nimber::Nimber;
use crate::core::reason::Formula;
use crate::rules::heap::KnownValues;
use crate::rules::heap::{nonzero, BigTakes, HeapRuleset};
use crate::rules::ruleset::Options;
use crate::theory::period::{Evidence, Periodicity};

/// An infinite subtraction set, written by name: `subtract(odd)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NamedSet {
    /// 1, 3, 5, …: G(n) = n mod 2.
    Odd,
    /// 2, 4, 6, …: G(n) = ⌊n/2⌋.
    Even,
    /// 1, 2, 4, 8, …: G(n) = n mod 3.
    Pow2,
    /// 1, 2, 3, 5, 8, … (the distinct Fibonacci numbers): by table.
    Fib,
    /// 1, 4, 9, 16, …: by table.
    Squares,
}

impl NamedSet {
    /// Every name, as written.
    pub const NAMES: &'static str = "odd, even, pow2, fib, squares";

    /// The set named `name`.
    pub fn from_name(name: &str) -> Option<NamedSet> {
        Some(match name {
            "odd" => NamedSet::Odd,
            "even" => NamedSet::Even,
            "pow2" => NamedSet::Pow2,
            "fib" => NamedSet::Fib,
            "squares" => NamedSet::Squares,
            _ => return None,
        })
    }

    fn name(self) -> &'static str {
        match self {
            NamedSet::Odd => "odd",
            NamedSet::Even => "even",
            NamedSet::Pow2 => "pow2",
            NamedSet::Fib => "fib",
            NamedSet::Squares => "squares",
        }
    }

    /// Calls `each` with every member of the set up to `max`, increasing.
    fn members(self, max: u64, mut each: impl FnMut(u64)) {
        match self {
            NamedSet::Odd => (1..=max).step_by(2).for_each(each),
            NamedSet::Even => (2..=max).step_by(2).for_each(each),
            NamedSet::Pow2 => (0..64).map(|k| 1u64 << k).take_while(|&p| p <= max).for_each(each),
            NamedSet::Fib => {
                let (mut a, mut b) = (1u64, 2u64);
                while a <= max {
                    each(a);
                    let Some(next) = a.checked_add(b) else {
                        if b <= max {
                            each(b);
                        }
                        return;
                    };
                    (a, b) = (b, next);
                }
            }
            NamedSet::Squares => {
                (1u64..).map_while(|k| k.checked_mul(k)).take_while(|&s| s <= max).for_each(each)
            }
        }
    }
}

/// The subtraction game on a named infinite set.
///
/// Closed forms, each proved by the mex over the options: for odd takes
/// every option of n has the other parity and value (n+1) mod 2, so
/// G(n) = n mod 2; for even takes the options of n are n−2, n−4, … with
/// values ⌊n/2⌋−1, …, 0, so G(n) = ⌊n/2⌋; for powers of two no power is a
/// multiple of 3, so a multiple of 3 only reaches non-multiples, and from
/// n ≢ 0 taking 1 or 2 reaches both smaller residues, so G(n) = n mod 3.
/// Fibonacci numbers and squares have no closed form here and are
/// tabulated (O(n log n) and O(n√n)).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SubtractNamed {
    set: NamedSet,
}

impl SubtractNamed {
    /// The subtraction game on `set`.
    pub fn new(set: NamedSet) -> SubtractNamed {
        SubtractNamed { set }
    }
}

impl HeapRuleset for SubtractNamed {
    /// Even takes (values n/2 grow) and powers of two (O(log n) of them);
    /// odd takes are too many to list, and Fibonacci and square takes have
    /// no proved period.
    fn big_takes(&self) -> Option<BigTakes<'_>> {
        match self.set {
            NamedSet::Even => Some(BigTakes::Any(Box::new(|take| !take.bit(0)))),
            NamedSet::Pow2 => Some(BigTakes::PowersOfTwo),
            NamedSet::Odd | NamedSet::Fib | NamedSet::Squares => None,
        }
    }

    fn name(&self) -> String {
        format!("subtract({})", self.set.name())
    }

    fn options(&self, heap: u64, out: &mut Options<u64>) {
        self.set.members(heap, |take| out.push(heap - take));
    }

    fn formula(&self) -> Option<Formula> {
        match self.set {
            NamedSet::Odd => Some(Formula::OddTakes),
            NamedSet::Even => Some(Formula::EvenTakes),
            NamedSet::Pow2 => Some(Formula::PowersOfTwo),
            NamedSet::Fib | NamedSet::Squares => None,
        }
    }

    fn closed_form(&self, heap: u64) -> Option<Nimber> {
        match self.set {
            NamedSet::Odd => Some(Nimber(heap % 2)),
            NamedSet::Even => Some(Nimber(heap / 2)),
            NamedSet::Pow2 => Some(Nimber(heap % 3)),
            NamedSet::Fib | NamedSet::Squares => None,
        }
    }

    fn known_periodicity(&self) -> Option<Periodicity> {
        let (period, saltus) = match self.set {
            NamedSet::Odd => (2, 0),
            NamedSet::Even => (2, 1),
            NamedSet::Pow2 => (3, 0),
            NamedSet::Fib | NamedSet::Squares => return None,
        };
        Some(Periodicity { preperiod: 0, period, saltus, evidence: Evidence::ClosedForm })
    }

    /// One heap n − x or none, for x in the set: parity, one bit set, a
    /// Fibonacci number (O(log x) additions) or a square (an integer
    /// square root).
    fn is_move(&self, heap: &BigUint, to: &[BigUint]) -> Option<bool> {
        let left = match to {
            [] => BigUint::ZERO,
            [left] => left.clone(),
            _ => return Some(false),
        };
        if left >= *heap {
            return Some(false);
        }
        let take = heap - left;
        Some(match self.set {
            NamedSet::Odd => take.bit(0),
            NamedSet::Even => !take.bit(0),
            NamedSet::Pow2 => take.count_ones() == 1,
            NamedSet::Fib => {
                let (mut a, mut b) = (BigUint::from(1u8), BigUint::from(2u8));
                while a < take {
                    let next = &a + &b;
                    (a, b) = (b, next);
                }
                a == take
            }
            NamedSet::Squares => {
                let root = take.sqrt();
                &root * &root == take
            }
        })
    }

    /// The least take: 2 for even takes, 1 for the others.
    fn few_options(&self, heap: &BigUint) -> Vec<Vec<BigUint>> {
        let take = BigUint::from(if self.set == NamedSet::Even { 2u8 } else { 1u8 });
        match take <= *heap {
            true => vec![nonzero([heap - take])],
            false => Vec::new(),
        }
    }

    fn moves_cost(&self, heap: u64) -> u128 {
        match self.set {
            NamedSet::Odd => heap as u128 / 2,
            _ => 0,
        }
    }

    fn options_with_value(
        &self,
        heap: u64,
        target: Nimber,
        values: &dyn KnownValues,
        out: &mut Options<u64>,
    ) {
        match self.set {
            // Every option has value (n+1) mod 2.
            NamedSet::Odd if target.0 == (heap + 1) % 2 => self.options(heap, out),
            NamedSet::Odd => {}
            // The option of value t < ⌊n/2⌋ is the heap of the same parity with ⌊m/2⌋ = t.
            NamedSet::Even => {
                if target.0 < heap / 2 {
                    out.push(2 * target.0 + heap % 2);
                }
            }
            _ => self.set.members(heap, |take| {
                if values.value(heap - take) == target {
                    out.push(heap - take);
                }
            }),
        }
    }
}
