//! Generalised take-and-break codes the octal engine does not run
//! ([`GeneralCode`]): more than three heaps (`0.g`, `{2+}.0`), `=`, `!` or
//! `?` on splits into three heaps or more, mixed modifiers, repeating tails
//! (`0.[37]`). And [`Spelled`], a ruleset under the name of the code that
//! spells it (`octal(0.0[3])`, the all-but game excluding 1).
//!
//! **Values.** G(n) is the mex, over every digit d_j with j ≤ n, of the
//! XORs of the partitions of n − j into a number of parts d_j allows, under
//! its modifier. The partitions are walked in nondecreasing order
//! (strictly increasing under `!`), XORing the values of the parts on the
//! way down, with no recursion (a partition into a thousand parts is a
//! thousand frames of a vector, not of the stack); a branch is cut as soon
//! as no allowed number of parts remains reachable, so every node visited
//! leads to an option. Time O(Σ options) per heap — O(n) per digit
//! splitting into two, O(n²) into three, the partition numbers p(n) ~
//! e^{π√(2n/3)}/(4n√3) for unbounded counts (`{2+}`) — each node spending
//! one step of the [`Work`], so a code whose options explode stops with
//! the usual limit, mid-heap if need be. `=` splits are the divisors k of
//! n − j, O(n − j) per digit. Memory: the table, a stamp per value below
//! the next power of two of the largest value, and one partition.
//!
//! **Proofs** ([`HeapRuleset::period_theorem`]): the take-and-break
//! theorem ([`PeriodTheorem::TakeBreak`], for any number h of heaps) for
//! finite codes without modifiers whose digits bound the heaps a move
//! leaves. Codes with a tail, a modifier on splits, or unbounded counts
//! have no theorem: their periods are reported as seen, never proved. (The
//! codes whose tail is `[3]` and whose other digits are 0 or 3 are all-but
//! games, [`Spelled`] with [`PeriodTheorem::AllBut`]; finite codes of at
//! most three heaps run on the octal engine with its theorem.)

use std::cell::Cell;
use std::sync::Arc;

use num_bigint::BigUint;

use super::notation::{CodeDigit, Modifier, TakeBreakCode};
use crate::core::convert::index;
use crate::core::error::{Error, Result};
use crate::core::limits::{reserve_table, Work};
use crate::core::nimber::Nimber;
use crate::core::reason::Formula;
use crate::msg;
use crate::rules::heap::{nonzero, BigClosedForm, BigTakes, HeapRuleset, KnownValues};
use crate::rules::ruleset::Options;
use crate::theory::period::{PeriodTheorem, Periodicity};

/// Steps counted before they are spent from the [`Work`] at once.
const TICK: u64 = 1 << 14;

/// A take-and-break game of a generalised code (see the module
/// documentation).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GeneralCode {
    name: String,
    code: TakeBreakCode,
}

impl GeneralCode {
    pub(super) fn new(name: String, code: TakeBreakCode) -> GeneralCode {
        GeneralCode { name, code }
    }

    /// The code.
    pub fn code(&self) -> &TakeBreakCode {
        &self.code
    }

    /// Calls `leaf` with every option of `heap` (its heaps, and the XOR of
    /// their values by `value`), spending a step per node through `steps`.
    fn walk(
        &self,
        heap: u64,
        value: &impl Fn(u64) -> u64,
        leaf: &mut impl FnMut(&[u64], u64),
        parts: &mut Vec<u64>,
        steps: &mut Steps<'_>,
    ) -> Result<()> {
        for j in 0..=heap {
            let d = self.code.digit(j);
            if !d.is_zero() {
                walk_digit(d, heap - j, value, leaf, parts, steps)?;
            }
            if self.code.tail.is_empty() && j + 1 >= self.code.digits.len() as u64 {
                break;
            }
        }
        Ok(())
    }

    /// An upper bound on the options of `heap` (and on the steps listing
    /// them takes): per digit, the compositions of n − j into each allowed
    /// number of parts, or e^{π√(2m/3)} > p(m) for unbounded counts; the
    /// digits of a tail counted once per repetition at the largest m.
    /// O(digits · heaps counted).
    fn option_bound(&self, heap: u64) -> u128 {
        let mut total = 1.0f64;
        for (j, d) in self.code.digits.iter().enumerate() {
            let Some(m) = heap.checked_sub(j as u64) else { break };
            total += digit_bound(d, m as f64);
        }
        let explicit = self.code.digits.len() as u64;
        let q = self.code.tail.len() as u64;
        for (i, d) in self.code.tail.iter().enumerate() {
            let Some(m) = heap.checked_sub(explicit + i as u64) else { break };
            let times = (m / q + 1) as f64;
            total += times * digit_bound(d, m as f64);
        }
        saturating(total)
    }
}

/// A bound computed in floating point as a count: `as` saturates (an
/// infinite bound is `u128::MAX`), and a bound needs no fraction.
#[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
fn saturating(bound: f64) -> u128 {
    bound.ceil() as u128
}

/// Steps counted while walking, spent a [`TICK`] at a time by `tick`.
struct Steps<'t> {
    pending: u64,
    tick: &'t mut dyn FnMut(u64) -> Result<()>,
}

impl Steps<'_> {
    #[inline]
    fn step(&mut self) -> Result<()> {
        self.pending += 1;
        if self.pending >= TICK {
            (self.tick)(std::mem::take(&mut self.pending))?;
        }
        Ok(())
    }

    fn flush(&mut self) -> Result<()> {
        (self.tick)(std::mem::take(&mut self.pending))
    }
}

/// Calls `leaf` with every way digit `d` splits m counters (see the module
/// documentation), in nondecreasing order of parts.
fn walk_digit(
    d: CodeDigit,
    m: u64,
    value: &impl Fn(u64) -> u64,
    leaf: &mut impl FnMut(&[u64], u64),
    parts: &mut Vec<u64>,
    steps: &mut Steps<'_>,
) -> Result<()> {
    steps.step()?;
    parts.clear();
    if m == 0 {
        if d.allows(0) {
            leaf(parts, 0);
        }
        return Ok(());
    }
    if d.allows(1) {
        parts.push(m);
        leaf(parts, value(m));
        parts.clear();
    }
    if !d.allows_between(2, m) {
        return Ok(());
    }
    if d.modifier() == Modifier::AllEqual {
        let mut k = 2;
        while k <= m && d.allows_between(k, m) {
            if d.allows(k) && m.is_multiple_of(k) {
                steps.step()?;
                let part = m / k;
                parts.clear();
                parts.resize(index(k), part);
                leaf(parts, if k % 2 == 1 { value(part) } else { 0 });
            }
            k += 1;
        }
        parts.clear();
        return Ok(());
    }
    let distinct = d.modifier() == Modifier::Unequal;
    let not_all_equal = d.modifier() == Modifier::NotAllEqual;
    // Whether part a may be placed after c parts, rem counters left for it
    // and the parts after it: one more part at least, and an allowed count
    // among those the rest can still make.
    let fits = |c: u64, rem: u64, a: u64| {
        let next = a + distinct as u64;
        let Some(rest) = rem.checked_sub(a).filter(|&rest| rest >= next) else {
            return false;
        };
        d.allows_between(c + 2, c + 1 + most_parts(rest, a, distinct))
    };
    let mut rem = m;
    let mut x = 0u64;
    let mut descend = true;
    loop {
        if descend {
            steps.step()?;
            let c = parts.len() as u64;
            let lo = parts.last().map_or(1, |&last| last + distinct as u64);
            if c >= 1 && rem >= lo && d.allows(c + 1) && !(not_all_equal && rem == parts[0]) {
                parts.push(rem);
                leaf(parts, x ^ value(rem));
                parts.pop();
            }
            if fits(c, rem, lo) {
                parts.push(lo);
                x ^= value(lo);
                rem -= lo;
            } else {
                descend = false;
            }
        } else {
            let Some(a) = parts.pop() else { break };
            rem += a;
            x ^= value(a);
            let c = parts.len() as u64;
            if fits(c, rem, a + 1) {
                parts.push(a + 1);
                x ^= value(a + 1);
                rem -= a + 1;
                descend = true;
            }
        }
    }
    Ok(())
}

/// The most parts `rest` counters make after a part a: parts ≥ a, or
/// parts > a pairwise distinct (r parts need at least r·a + r(r+1)/2).
fn most_parts(rest: u64, a: u64, distinct: bool) -> u64 {
    if !distinct {
        return rest / a;
    }
    let need = |r: u64| r as u128 * a as u128 + r as u128 * (r as u128 + 1) / 2;
    let b = 2.0 * a as f64 + 1.0;
    // A first guess from the root of r² + (2a+1)r = 2·rest, made exact below.
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    let mut r = ((-b + (b * b + 8.0 * rest as f64).sqrt()) / 2.0).max(0.0) as u64;
    while r > 0 && need(r) > rest as u128 {
        r -= 1;
    }
    while need(r + 1) <= rest as u128 {
        r += 1;
    }
    r
}

/// An upper bound on the options digit `d` gives m counters.
fn digit_bound(d: &CodeDigit, m: f64) -> f64 {
    let mut bound = 0.0;
    for k in 0..2 {
        if d.allows(k) {
            bound += 1.0;
        }
    }
    if !d.splits() {
        return bound;
    }
    let partitions = (std::f64::consts::PI * (2.0 * m / 3.0).sqrt()).exp();
    if d.modifier() == Modifier::AllEqual {
        return bound + m + 1.0;
    }
    match d.most_heaps() {
        None => bound + partitions,
        Some(most) => {
            for k in (2..=most).filter(|&k| d.allows(k)) {
                // C(m − 1, k − 1): the compositions of m into k parts.
                let mut c = 1.0f64;
                for i in 0..k - 1 {
                    c *= (m - 1.0 - i as f64).max(0.0) / (i + 1) as f64;
                }
                bound += c.min(partitions);
            }
            bound
        }
    }
}

impl HeapRuleset for GeneralCode {
    fn name(&self) -> String {
        self.name.clone()
    }

    /// Every partition of n − j, for every digit d_j, as the module
    /// documentation says.
    fn options(&self, heap: u64, out: &mut Options<u64>) {
        let mut no_limit = |_| Ok(());
        let mut steps = Steps { pending: 0, tick: &mut no_limit };
        let mut parts = Vec::new();
        let mut push = |parts: &[u64], _| out.push_sum(parts.iter().copied());
        self.walk(heap, &|_| 0, &mut push, &mut parts, &mut steps).expect("no limit");
    }

    /// The take-and-break theorem for finite codes without modifiers whose
    /// moves leave at most h heaps (see the module documentation).
    fn period_theorem(&self) -> Option<PeriodTheorem> {
        if !self.code.tail.is_empty() {
            return None;
        }
        let mut most = 0u64;
        for d in &self.code.digits {
            if d.splits() && d.modifier() != Modifier::Any {
                return None;
            }
            most = most.max(d.most_heaps()?);
        }
        Some(PeriodTheorem::TakeBreak {
            last_digit: self.code.digits.len() as u64 - 1,
            most_heaps: u8::try_from(most).expect("at most 63 heaps"),
        })
    }

    /// Heap by heap, each the mex of the XORs of its options' parts,
    /// marked in a reusable buffer of stamps: see the module documentation.
    fn extend_table_within(
        &self,
        table: &mut Vec<Nimber>,
        len: usize,
        work: &mut Work,
    ) -> Result<()> {
        if len <= table.len() {
            return Ok(());
        }
        reserve_table(table, len, || self.name())?;
        let name = self.name();
        let at = Cell::new(table.len() as u64);
        let mut spend = |steps: u64| {
            work.spend(steps, || {
                msg!(
                    "limit-what-table-at-heap",
                    "the table of {name} (at heap {heap})",
                    name = name.clone(),
                    heap = at.get()
                )
            })
        };
        let mut steps = Steps { pending: 0, tick: &mut spend };
        let mut bits = table.iter().map(|v| 64 - v.0.leading_zeros()).max().unwrap_or(0);
        let mut stamps: Vec<u64> = Vec::new();
        let mut parts = Vec::new();
        for n in table.len()..len {
            at.set(n as u64);
            if bits > 26 {
                return Err(Error::Unsupported(msg!(
                    "octal-value-too-large",
                    "a value of {name} passed 2^26 at heap {heap}; larger values are not supported",
                    name = self.name(),
                    heap = n
                )));
            }
            let size = 1usize << bits;
            if stamps.len() < size {
                stamps.resize(size, 0);
            }
            let stamp = n as u64 + 1;
            {
                let values: &[Nimber] = table;
                let value = |h: u64| values[index(h)].0;
                let mut mark = |_: &[u64], x: u64| stamps[index(x)] = stamp;
                self.walk(n as u64, &value, &mut mark, &mut parts, &mut steps)?;
            }
            let mex = stamps[..size].iter().position(|&s| s != stamp).unwrap_or(size) as u64;
            bits = bits.max(64 - mex.leading_zeros());
            table.push(Nimber(mex));
        }
        steps.flush()
    }

    fn moves_cost(&self, heap: u64) -> u128 {
        self.option_bound(heap)
    }

    fn max_options(&self, heap: u64) -> u128 {
        self.option_bound(heap)
    }

    /// For finite codes with bounded counts, about len + Σ len^k/(k!)² per
    /// digit allowing k ≥ 2 heaps (len²/4 for two, len³/36 for three: the
    /// partitions of every heap below len); `None` (counted as it goes) for
    /// tails and unbounded counts.
    fn table_cost(&self, len: u64) -> Option<u128> {
        if !self.code.tail.is_empty() {
            return None;
        }
        let len = len as f64;
        let mut cost = len;
        for d in &self.code.digits {
            let most = d.most_heaps()?;
            for k in (2..=most).filter(|&k| d.allows(k)) {
                if d.modifier() == Modifier::AllEqual {
                    cost += len;
                    continue;
                }
                let factorial: f64 = (1..=k).map(|i| i as f64).product();
                cost += len.powi(i32::try_from(k).expect("at most 63")) / (factorial * factorial);
            }
        }
        Some(saturating(cost))
    }

    /// From the digit of the count k = n − Σ heaps: it must allow that many
    /// heaps, and the heaps must obey its modifier. O(h log h) for h heaps.
    fn is_move(&self, heap: &BigUint, to: &[BigUint]) -> Option<bool> {
        if *heap == BigUint::ZERO || to.contains(&BigUint::ZERO) {
            return Some(false);
        }
        let left: BigUint = to.iter().sum();
        if left > *heap {
            return Some(false);
        }
        let k = heap - left;
        let explicit = self.code.digits.len();
        let d = match usize::try_from(&k) {
            Ok(k) if k < explicit => self.code.digits[k],
            _ if self.code.tail.is_empty() => return Some(false),
            _ => {
                let q = BigUint::from(self.code.tail.len());
                let i = usize::try_from((&k - explicit) % q).expect("below the tail's length");
                self.code.tail[i]
            }
        };
        if (k == BigUint::ZERO && to.len() < 2) || !d.allows(to.len() as u64) {
            return Some(false);
        }
        if to.len() < 2 {
            return Some(true);
        }
        let mut sorted: Vec<&BigUint> = to.iter().collect();
        sorted.sort();
        let distinct = sorted.windows(2).all(|w| w[0] != w[1]);
        let all_equal = sorted.first() == sorted.last();
        Some(match d.modifier() {
            Modifier::Any => true,
            Modifier::Unequal => distinct,
            Modifier::NotAllEqual => !all_equal,
            Modifier::AllEqual => all_equal,
        })
    }

    /// For each explicit digit and one repetition of the tail, fewest
    /// counters first, and each of the first few heap counts it allows: the
    /// split with the smallest parts (1, 1, …, rest; 1, 2, …, rest under
    /// `!`; equal parts under `=`). O(digits · 8²).
    fn few_options(&self, heap: &BigUint) -> Vec<Vec<BigUint>> {
        let mut found = Vec::new();
        let digits = self.code.digits.iter().chain(&self.code.tail);
        for (j, d) in digits.enumerate() {
            let j = BigUint::from(j);
            if j > *heap {
                break;
            }
            let m = heap - &j;
            let counts = (0..=8u64).filter(|&k| d.allows(k));
            for k in counts.take(3) {
                let big = BigUint::from(k);
                let option = match k {
                    0 => (m == BigUint::ZERO).then(Vec::new),
                    1 => (m > BigUint::ZERO).then(|| vec![m.clone()]),
                    _ => match d.modifier() {
                        Modifier::AllEqual => (m > BigUint::ZERO && (&m % &big) == BigUint::ZERO)
                            .then(|| vec![&m / &big; index(k)]),
                        Modifier::Unequal => {
                            let small = BigUint::from(k * (k - 1) / 2);
                            (m >= &small + &big).then(|| {
                                let mut parts: Vec<BigUint> = (1..k).map(BigUint::from).collect();
                                parts.push(&m - &small);
                                parts
                            })
                        }
                        Modifier::Any | Modifier::NotAllEqual => {
                            let enough =
                                if d.modifier() == Modifier::Any { m >= big } else { m > big };
                            enough.then(|| {
                                let mut parts = vec![BigUint::from(1u8); index(k - 1)];
                                parts.push(&m - &big + 1u8);
                                parts
                            })
                        }
                    },
                };
                if let Some(option) = option.filter(|o| !(j == BigUint::ZERO && o.len() < 2)) {
                    found.push(nonzero(option));
                }
            }
        }
        found
    }

    /// Every option is walked, one at a time (none is stored).
    fn options_with_value(
        &self,
        heap: u64,
        target: Nimber,
        values: &dyn KnownValues,
        out: &mut Options<u64>,
    ) {
        let mut no_limit = |_| Ok(());
        let mut steps = Steps { pending: 0, tick: &mut no_limit };
        let mut parts = Vec::new();
        let mut push = |parts: &[u64], x: u64| {
            if x == target.0 {
                out.push_sum(parts.iter().copied());
            }
        };
        let value = |h: u64| values.value(h).0;
        self.walk(heap, &value, &mut push, &mut parts, &mut steps).expect("no limit");
    }
}

/// A ruleset under the name of the code that spells it: every method is
/// the ruleset's own but the name (`octal(0.0[3])` is `allbut(1)`).
#[derive(Debug, Clone)]
pub struct Spelled {
    name: String,
    game: Arc<dyn HeapRuleset>,
}

impl Spelled {
    pub(super) fn new(name: String, game: Arc<dyn HeapRuleset>) -> Spelled {
        Spelled { name, game }
    }
}

impl HeapRuleset for Spelled {
    fn name(&self) -> String {
        self.name.clone()
    }
    fn max_heap(&self) -> u64 {
        self.game.max_heap()
    }
    fn options(&self, heap: u64, out: &mut Options<u64>) {
        self.game.options(heap, out)
    }
    fn closed_form(&self, heap: u64) -> Option<Nimber> {
        self.game.closed_form(heap)
    }
    fn formula(&self) -> Option<Formula> {
        self.game.formula()
    }
    fn known_periodicity(&self) -> Option<Periodicity> {
        self.game.known_periodicity()
    }
    fn failure(&self) -> Option<Error> {
        self.game.failure()
    }
    fn is_nim(&self) -> bool {
        self.game.is_nim()
    }
    fn normal_play_only(&self) -> bool {
        self.game.normal_play_only()
    }
    fn is_row(&self) -> bool {
        self.game.is_row()
    }
    fn period_theorem(&self) -> Option<PeriodTheorem> {
        self.game.period_theorem()
    }
    fn table_cost(&self, len: u64) -> Option<u128> {
        self.game.table_cost(len)
    }
    fn extend_table_within(
        &self,
        table: &mut Vec<Nimber>,
        len: usize,
        work: &mut Work,
    ) -> Result<()> {
        self.game.extend_table_within(table, len, work)
    }
    fn moves_cost(&self, heap: u64) -> u128 {
        self.game.moves_cost(heap)
    }
    fn max_options(&self, heap: u64) -> u128 {
        self.game.max_options(heap)
    }
    fn big_closed_form(&self, heap: &BigUint, target: &BigUint) -> Option<BigClosedForm> {
        self.game.big_closed_form(heap, target)
    }
    fn big_takes(&self) -> Option<BigTakes<'_>> {
        self.game.big_takes()
    }
    fn is_move(&self, heap: &BigUint, to: &[BigUint]) -> Option<bool> {
        self.game.is_move(heap, to)
    }
    fn few_options(&self, heap: &BigUint) -> Vec<Vec<BigUint>> {
        self.game.few_options(heap)
    }
    fn options_with_value(
        &self,
        heap: u64,
        target: Nimber,
        values: &dyn KnownValues,
        out: &mut Options<u64>,
    ) {
        self.game.options_with_value(heap, target, values, out)
    }
    fn representative_options_with_value(
        &self,
        heap: u64,
        target: Nimber,
        below: u64,
        values: &dyn KnownValues,
        out: &mut Options<u64>,
    ) -> bool {
        self.game.representative_options_with_value(heap, target, below, values, out)
    }
}
