//! Moore's Nim_k: take stones from up to K heaps at once.

use std::sync::Arc;

use num_bigint::BigUint;
use num_traits::{One, Zero};
use rustc_hash::FxHashMap;

use crate::core::error::Result;
use crate::core::message::Message;
use crate::core::nimber::{BigNimber, Nimber};
use crate::core::reason::Reason;
use crate::core::sort;
use crate::language::syntax::{heap_size, missing_heaps, Written};
use crate::msg;
use crate::parts::numbers::{NumbersPart, NumbersRules};
use crate::parts::part::Part;
use crate::rules::ruleset::Options;

/// Moore's Nim_k: the heaps H1, H2, … form one
/// component, and a move takes any positive number of stones from each of
/// between 1 and K heaps at once. `moore(1)` is Nim.
///
/// **Moore's theorem** (E. H. Moore, "A generalization of the game called
/// nim", *Annals of Mathematics* 11 (1910), 93–94): a position is lost for
/// the player to move exactly when, for every binary column, the number of
/// heaps with a 1 there is a multiple of K+1. A move changes at most K
/// heaps, each first differing in a column where it goes from 1 to 0; in the
/// highest column it changes, between 1 and K ones disappear and none
/// appear, so a P-position only moves to N-positions. From an N-position the
/// marking procedure ([`Moore::marking_move`]) reaches a P-position.
///
/// Outcomes cost O(n·B/64 + ones) for n heaps of at most B bits and the
/// number of 1 bits among them.
/// The moves to P-positions are listed by construction
/// ([`NumbersRules::p_options`]), never by search; their number can grow
/// like 2^B, so listing is checked first against an exact count
/// ([`Moore::p_options_count`]). Values (needed only in sums) come from
/// Nim's rule when at most one heap may change (K = 1 or a single heap),
/// and otherwise from a search.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Moore {
    k: u64,
}

/// The most steps [`Moore::p_options_count`] spends before giving up. The
/// count does at most what the listing it prices does, so past this budget
/// the listing is priced past 3 × 2²⁶ steps, well above the default
/// `--max-search` (see [`NumbersRules::p_options_cost`]).
const COUNT_STEPS: u128 = 1 << 26;

/// The most distinct sets of lowered heaps the count keeps for one column
/// (its memory). Each leads to P-options of its own, so past it there are
/// more than 2¹⁸ of them.
const COUNT_STATES: usize = 1 << 18;

/// Steps charged for one choice of a column beyond reading the heaps: the
/// hash look-up of the count, the frame and bit updates of the listing.
const CHOICE_STEPS: u128 = 8;

/// How many columns [`NumbersRules::explain`] writes out, from the top.
const SHOWN_COLUMNS: usize = 32;

/// The example written in messages and in the catalogue.
pub(super) const EXAMPLE: &str = "moore(2) 3 5 10 15";

impl Moore {
    /// Moore's Nim_k taking from at most `k` heaps per move; `k` must be at least 1.
    pub fn new(k: u64) -> Result<Moore, Message> {
        if k == 0 {
            return Err(msg!(
                "moore-needs-positive",
                "moore(K) needs K ≥ 1, the most heaps one move takes from (moore(1) is Nim)"
            ));
        }
        Ok(Moore { k })
    }

    /// K, the most heaps one move takes from.
    pub fn k(&self) -> u64 {
        self.k
    }

    /// K + 1 as a u128, so that K = 2⁶⁴−1 does not overflow.
    fn modulus(&self) -> u128 {
        self.k as u128 + 1
    }

    /// The most heaps a move among `heaps` heaps changes: min(K, heaps).
    /// Moore's Nim_K on n ≤ K heaps plays as Nim_n: every column holds at
    /// most n ones, so "a multiple of K+1" and "a multiple of n+1" both mean 0.
    fn reach(&self, heaps: usize) -> usize {
        usize::try_from(self.k).map_or(heaps, |k| k.min(heaps))
    }

    /// One winning move from `position` by the marking procedure (the seed's
    /// Nim_k notes, after Moore 1910), or `None` at a P-position.
    ///
    /// From the top bit down, let r be the number of ones among unmarked
    /// heaps in this column, mod K+1. If the marked heaps can absorb it,
    /// (K+1−r) mod (K+1) ≤ #marked, that many marked heaps (the first
    /// marked) get a 1 here and the others a 0; otherwise r more heaps with a
    /// 1 here are marked (the first by index) and their bit set to 0, and the
    /// marked heaps get 0. Either way the column ends a multiple of K+1. A
    /// heap is marked in a column where it goes from 1 to 0 with every higher
    /// bit kept, so it decreases; below that its bits are free. No more than
    /// K heaps are ever marked: marking happens only when K+1−r > #marked,
    /// that is #marked + r ≤ K.
    ///
    /// Time O(n·B/32 + B·K + n·K) for n heaps of at most B bits, memory
    /// O(B + K·B/32): no search.
    ///
    /// ```
    /// use grundy::rulesets::Moore;
    /// use num_bigint::BigUint;
    /// let heaps: Vec<BigUint> = [3u8, 5, 10, 15].into_iter().map(BigUint::from).collect();
    /// let after = Moore::new(2).unwrap().marking_move(&heaps).unwrap();
    /// assert_eq!(after, [3u8, 5, 7, 6].map(BigUint::from));
    /// ```
    pub fn marking_move(&self, position: &[BigUint]) -> Option<Vec<BigUint>> {
        let counts = column_counts(position);
        let modulus = self.modulus();
        let words = counts.len().div_ceil(32);
        // Each marked heap: its index, the column where it was marked, and its new low bits.
        let mut marked: Vec<(usize, usize, Vec<u32>)> = Vec::new();
        let mut is_marked = vec![false; position.len()];
        for column in (0..counts.len()).rev() {
            let marked_ones =
                marked.iter().filter(|&&(heap, ..)| position[heap].bit(column as u64)).count();
            let r = (counts[column] - marked_ones) as u128 % modulus;
            let absorbed = (modulus - r) % modulus;
            if absorbed <= marked.len() as u128 {
                for (i, (.., low)) in marked.iter_mut().enumerate() {
                    set_bit(low, column, (i as u128) < absorbed);
                }
                continue;
            }
            for (.., low) in marked.iter_mut() {
                set_bit(low, column, false);
            }
            // r ≤ the unmarked ones here, so enough heaps are found.
            let mut wanted = r;
            for heap in 0..position.len() {
                if wanted == 0 {
                    break;
                }
                if !is_marked[heap] && position[heap].bit(column as u64) {
                    is_marked[heap] = true;
                    marked.push((heap, column, vec![0; words]));
                    wanted -= 1;
                }
            }
        }
        if marked.is_empty() {
            return None;
        }
        let mut next = position.to_vec();
        for (heap, column, low) in &marked {
            next[*heap] = splice(&position[*heap], low, *column);
        }
        Some(next)
    }

    /// The exact number of P-positions among the options of `position`
    /// (saturating at 2¹²⁸−1), or `None` when counting would pass 2²⁶
    /// steps or keep more than 2¹⁸ sets of lowered heaps for one column
    /// (there are then more than 2¹⁸ P-options).
    ///
    /// Dynamic programming over the columns, top down, on the set T of
    /// heaps already lowered (|T| ≤ K): the rest of a listing depends only
    /// on T, since a lowered heap's lower bits are free; the choices of
    /// which lowered heaps get a 1 multiply the count by a binomial.
    /// Time O(B·#T·(|T| + n + successors)), where #T is the number of sets
    /// reachable in one column; each of its states and steps is one of the
    /// listing ([`NumbersRules::p_options`]), so it never costs more.
    pub fn p_options_count(&self, position: &[BigUint]) -> Option<u128> {
        self.count(position).map(|(count, _)| count)
    }

    /// The count of P-options and the steps it took, within
    /// [`COUNT_STEPS`] and [`COUNT_STATES`].
    fn count(&self, position: &[BigUint]) -> Option<(u128, u128)> {
        let counts = column_counts(position);
        let k = self.reach(position.len());
        let n = position.len() as u128;
        let mut work: u128 = 0;
        let mut layer: FxHashMap<Vec<usize>, u128> = FxHashMap::default();
        layer.insert(Vec::new(), 1);
        let mut key: Vec<usize> = Vec::new();
        for column in (0..counts.len()).rev() {
            let mut next: FxHashMap<Vec<usize>, u128> = FxHashMap::default();
            for (lowered, &ways) in &layer {
                let s = lowered.len();
                let old_ones = lowered.iter().filter(|&&h| position[h].bit(column as u64)).count();
                let step = Step::new(k, counts[column], s, old_ones);
                work += 1 + s as u128;
                let candidates = match step.max_drops > 0 {
                    true => {
                        work += n;
                        equal_ones(position, column, |h| lowered.contains(&h))
                    }
                    false => Vec::new(),
                };
                for drops in step.min_drops..=step.max_drops {
                    let ones = (step.surplus + drops as isize) as usize;
                    let ways = ways.saturating_mul(binomial(s, ones));
                    let mut chosen: Vec<usize> = (0..drops).collect();
                    loop {
                        key.clear();
                        key.extend_from_slice(lowered);
                        key.extend(chosen.iter().map(|&j| candidates[j]));
                        sort::sort(&mut key);
                        // One state may have C(e, d) successors: check as they come.
                        work += CHOICE_STEPS + key.len() as u128;
                        if work > COUNT_STEPS {
                            return None;
                        }
                        if let Some(entry) = next.get_mut(key.as_slice()) {
                            *entry = entry.saturating_add(ways);
                        } else if next.len() == COUNT_STATES {
                            return None;
                        } else {
                            next.insert(key.clone(), ways);
                        }
                        if !next_combination(&mut chosen, candidates.len()) {
                            break;
                        }
                    }
                }
            }
            layer = next;
        }
        let count = layer
            .iter()
            .filter(|(lowered, _)| !lowered.is_empty())
            .fold(0u128, |total, (_, &ways)| total.saturating_add(ways));
        Some((count, work))
    }

    /// The XOR of the heaps: the value when one move changes one heap.
    fn nim_sum(position: &[BigUint]) -> BigUint {
        position.iter().fold(BigUint::zero(), |x, h| x ^ h)
    }
}

/// How many heaps hold a 1 in each binary column (index 0 is bit 0), over
/// as many columns as the largest heap has bits. Time O(n·B/64 + ones).
fn column_counts(position: &[BigUint]) -> Vec<usize> {
    let bits = position.iter().map(BigUint::bits).max().unwrap_or(0);
    // `build` refuses heaps whose bits a `usize` cannot count.
    let mut counts = vec![0usize; crate::core::convert::index(bits)];
    for heap in position {
        for (word, digit) in heap.iter_u64_digits().enumerate() {
            let mut rest = digit;
            while rest != 0 {
                counts[word * 64 + rest.trailing_zeros() as usize] += 1;
                rest &= rest - 1;
            }
        }
    }
    counts
}

/// The heaps with a 1 in `column` that are not yet lowered.
fn equal_ones(position: &[BigUint], column: usize, lowered: impl Fn(usize) -> bool) -> Vec<usize> {
    (0..position.len()).filter(|&h| position[h].bit(column as u64) && !lowered(h)).collect()
}

fn set_bit(words: &mut [u32], bit: usize, value: bool) {
    let mask = 1u32 << (bit % 32);
    match value {
        true => words[bit / 32] |= mask,
        false => words[bit / 32] &= !mask,
    }
}

/// `old` above `column`, and `low` at `column` and below. `old` has a 1 in
/// `column` (a lowered heap), so it has a digit there.
fn splice(old: &BigUint, low: &[u32], column: usize) -> BigUint {
    let mut digits = old.to_u32_digits();
    let (word, bit) = (column / 32, column % 32);
    digits[..word].copy_from_slice(&low[..word]);
    let mask = if bit == 31 { u32::MAX } else { (1u32 << (bit + 1)) - 1 };
    digits[word] = (digits[word] & !mask) | (low[word] & mask);
    BigUint::new(digits)
}

/// C(n, r), saturating at 2¹²⁸−1 (an upper bound is all a count needs then).
fn binomial(n: usize, r: usize) -> u128 {
    if r > n {
        return 0;
    }
    let r = r.min(n - r) as u128;
    let mut result: u128 = 1;
    for i in 0..r {
        // result · (n − i) / (i + 1) stays a whole number: it is C(n, i + 1).
        match result.checked_mul(n as u128 - i) {
            Some(product) => result = product / (i + 1),
            None => return u128::MAX,
        }
    }
    result
}

/// Advances `chosen`, a strictly increasing r-combination of 0..n, to the
/// next one in lexicographic order; `false` after the last.
fn next_combination(chosen: &mut [usize], n: usize) -> bool {
    let r = chosen.len();
    for i in (0..r).rev() {
        if chosen[i] < n - (r - i) {
            chosen[i] += 1;
            for j in i + 1..r {
                chosen[j] = chosen[j - 1] + 1;
            }
            return true;
        }
    }
    false
}

/// What one column allows a move to a P-position, given the s heaps
/// already lowered above it.
///
/// With e ones among the heaps not yet lowered, a move sets t ones among
/// the lowered heaps (0 ≤ t ≤ s) and lowers d more heaps here (a 1 becomes
/// 0; 0 ≤ d ≤ min(K−s, e)): the column then holds e − d + t ones, a
/// multiple of K+1 exactly when t − d ≡ −e. As t − d ranges over the K+1
/// consecutive numbers −(K−s)..=s, exactly one value, the *surplus*, is
/// right; and some (t, d) always reaches it (a negative surplus is −(e mod
/// (K+1)), and d = e mod (K+1) ≤ e). So no choice ever leads to a dead
/// end: every partial move completes to at least one P-option.
struct Step {
    surplus: isize,
    min_drops: usize,
    max_drops: usize,
}

impl Step {
    fn new(k: usize, count: usize, lowered: usize, lowered_old_ones: usize) -> Step {
        let equal = count - lowered_old_ones;
        let modulus = k + 1;
        let wanted = (modulus - equal % modulus) % modulus;
        let surplus = match wanted <= lowered {
            true => wanted as isize,
            false => wanted as isize - modulus as isize,
        };
        let min_drops = (-surplus).max(0) as usize;
        let max_drops = (k - lowered).min(equal).min((lowered as isize - surplus) as usize);
        debug_assert!(min_drops <= max_drops, "some choice completes every column");
        Step { surplus, min_drops, max_drops }
    }
}

/// One column of the listing: its choices, in order, and the current one.
/// A choice is how many heaps to lower here (`drops`), which of the
/// `candidates` they are (`drop`, indices), and which of the heaps lowered
/// above get a 1 (`ones`, indices into them).
struct Frame {
    column: usize,
    /// How many heaps were lowered above this column.
    base: usize,
    surplus: isize,
    drops: usize,
    max_drops: usize,
    candidates: Vec<usize>,
    drop: Vec<usize>,
    ones: Vec<usize>,
}

impl Frame {
    /// Moves to the next choice; `false` when there is none.
    fn advance(&mut self) -> bool {
        if next_combination(&mut self.ones, self.base) {
            return true;
        }
        if next_combination(&mut self.drop, self.candidates.len()) {
            self.ones = (0..self.ones.len()).collect();
            return true;
        }
        if self.drops == self.max_drops {
            return false;
        }
        self.drops += 1;
        self.drop = (0..self.drops).collect();
        self.ones = (0..(self.surplus + self.drops as isize) as usize).collect();
        true
    }
}

/// The state of the listing: the heaps lowered so far, and their new low bits.
struct Listing<'p> {
    position: &'p [BigUint],
    counts: Vec<usize>,
    k: usize,
    words: usize,
    /// Each lowered heap and the column where it went from 1 to 0.
    lowered: Vec<(usize, usize)>,
    is_lowered: Vec<bool>,
    /// The new bits of `lowered[i]` at and below its column, in slot i.
    slots: Vec<Vec<u32>>,
}

impl<'p> Listing<'p> {
    fn new(position: &'p [BigUint], k: usize) -> Listing<'p> {
        let counts = column_counts(position);
        let words = counts.len().div_ceil(32);
        Listing {
            position,
            counts,
            k,
            words,
            lowered: Vec::new(),
            is_lowered: vec![false; position.len()],
            slots: Vec::new(),
        }
    }

    /// The first choice in `column`, after the heaps lowered so far.
    fn frame(&self, column: usize) -> Frame {
        let base = self.lowered.len();
        let old_ones =
            self.lowered.iter().filter(|&&(h, _)| self.position[h].bit(column as u64)).count();
        let step = Step::new(self.k, self.counts[column], base, old_ones);
        let candidates = match step.max_drops > 0 {
            true => equal_ones(self.position, column, |h| self.is_lowered[h]),
            false => Vec::new(),
        };
        let drops = step.min_drops;
        Frame {
            column,
            base,
            surplus: step.surplus,
            drops,
            max_drops: step.max_drops,
            candidates,
            drop: (0..drops).collect(),
            ones: (0..(step.surplus + drops as isize) as usize).collect(),
        }
    }

    /// Plays the frame's current choice in its column, undoing the choices
    /// made below it (their heaps are unlowered; their bits are rewritten
    /// as the columns below are chosen again).
    fn apply(&mut self, frame: &Frame) {
        for &(heap, _) in &self.lowered[frame.base..] {
            self.is_lowered[heap] = false;
        }
        self.lowered.truncate(frame.base);
        let mut ones = frame.ones.iter().peekable();
        for slot in 0..frame.base {
            let one = ones.next_if(|&&i| i == slot).is_some();
            set_bit(&mut self.slots[slot], frame.column, one);
        }
        for &j in &frame.drop {
            let heap = frame.candidates[j];
            let slot = self.lowered.len();
            if slot == self.slots.len() {
                self.slots.push(vec![0; self.words]);
            }
            set_bit(&mut self.slots[slot], frame.column, false);
            self.lowered.push((heap, frame.column));
            self.is_lowered[heap] = true;
        }
    }

    /// The option reached when every column has been chosen.
    fn option(&self) -> Vec<BigUint> {
        let mut next = self.position.to_vec();
        for (slot, &(heap, column)) in self.lowered.iter().enumerate() {
            next[heap] = splice(&self.position[heap], &self.slots[slot], column);
        }
        next
    }

    /// Every P-option, by depth-first search over the columns. Only columns
    /// with a choice left stay on the stack, so it holds at most
    /// min(B, options) frames.
    fn run(mut self) -> Vec<Vec<BigUint>> {
        let mut found = Vec::new();
        let mut stack: Vec<Frame> = Vec::new();
        let mut next_column = self.counts.len().checked_sub(1);
        loop {
            while let Some(column) = next_column {
                let mut frame = self.frame(column);
                self.apply(&frame);
                next_column = column.checked_sub(1);
                if frame.advance() {
                    stack.push(frame);
                }
            }
            if !self.lowered.is_empty() {
                found.push(self.option());
            }
            let Some(mut frame) = stack.pop() else { break };
            self.apply(&frame);
            next_column = frame.column.checked_sub(1);
            if frame.advance() {
                stack.push(frame);
            }
        }
        found
    }
}

impl NumbersRules for Moore {
    fn name(&self) -> String {
        format!("moore({})", self.k)
    }

    /// A move takes from 1 to K heaps, some counters from each: the sum over
    /// sets of at most K heaps of the product of their sizes, e₁ + … + e_K
    /// of the elementary symmetric polynomials, by the recurrence
    /// eⱼ ← eⱼ + x·eⱼ₋₁ over the heaps: O(n·min(K, n)) big products.
    fn max_options(&self, position: &[BigUint]) -> BigUint {
        let k = usize::try_from(self.k).unwrap_or(usize::MAX).min(position.len());
        let mut e = vec![BigUint::zero(); k + 1];
        e[0] = BigUint::one();
        for x in position {
            for j in (1..=k).rev() {
                let grown = &e[j - 1] * x;
                e[j] += grown;
            }
        }
        e.into_iter().skip(1).sum()
    }

    /// Every column a multiple of K+1: O(n·B/64 + ones).
    fn is_p(&self, position: &[BigUint]) -> bool {
        let modulus = self.modulus();
        column_counts(position).iter().all(|&count| (count as u128).is_multiple_of(modulus))
    }

    /// Every move to a P-position, by construction, each once.
    ///
    /// A P-option lowers a set S of 1 to K heaps; heap h ∈ S keeps the old
    /// bits above some column c_h, where it goes from 1 to 0, and its bits
    /// below are free. Going down the columns with the set T of heaps
    /// lowered so far, each column chooses which heaps join T there and
    /// which heaps of T get a 1, so that the column holds a multiple of K+1
    /// ones (see `Step`: the difference of the two numbers is forced, and
    /// some choice always exists). Distinct choices give distinct options,
    /// and every P-option is reached by the choices it spells out, so each is
    /// listed exactly once; S is the set T at the end, which is never empty
    /// at an N-position.
    ///
    /// Since no choice leads to a dead end, the time is output-sensitive:
    /// O(N·B·(n + K)) for N options (each listed option also copies the n
    /// heaps, O(n·B/32)), with memory O(N·n·B/32) for the result. N itself
    /// can be exponential in B (a lowered heap's free bits multiply it), so
    /// the engine checks [`NumbersRules::p_options_cost`] first.
    fn p_options(&self, position: &[BigUint]) -> Vec<Vec<BigUint>> {
        if self.is_p(position) {
            return Vec::new();
        }
        Listing::new(position, self.reach(position.len())).run()
    }

    /// The steps of the exact count ([`Moore::p_options_count`]) plus a
    /// bound on the listing for that count N: at most N choices per column
    /// (each leads to options of its own), each costing at most
    /// n + K + 8 steps (reading the column, setting bits, a frame), and N
    /// options copied at n·(B/32 + 1): 2·N·(B+1)·(n+K+8) in all, plus
    /// n·(B/32 + 1) to read the columns. When the count gives up, the
    /// listing costs more than 3·2²⁶ steps or lists more than 2¹⁸ options,
    /// and the cost is given as 2¹²⁸−1. The cost itself is at most 2²⁶
    /// steps and 2¹⁸ sets of heaps in memory.
    fn p_options_cost(&self, position: &[BigUint]) -> u128 {
        let n = position.len() as u128;
        let bits = position.iter().map(BigUint::bits).max().unwrap_or(0) as u128;
        let read = n.saturating_mul(bits / 32 + 1);
        if self.is_p(position) {
            return read;
        }
        let Some((count, work)) = self.count(position) else { return u128::MAX };
        let k = self.reach(position.len()) as u128;
        count
            .saturating_mul(2 * (bits + 1))
            .saturating_mul(n + k + CHOICE_STEPS)
            .saturating_add(work)
            .saturating_add(read)
    }

    /// Nim's rule, when a move changes one heap (K = 1, or a single heap).
    fn value(&self, position: &[BigUint]) -> Option<BigNimber> {
        match self.reach(position.len()) {
            1 => Some(Moore::nim_sum(position).into()),
            _ => None,
        }
    }

    /// Nim's moves, when a move changes one heap: heap h becomes h ⊕ x ⊕ t
    /// when that is smaller. O(n·B/32).
    fn moves_to(&self, position: &[BigUint], target: &BigNimber) -> Option<Vec<Vec<BigUint>>> {
        if self.reach(position.len()) != 1 {
            return None;
        }
        let change = Moore::nim_sum(position) ^ target.to_biguint();
        let mut found = Vec::new();
        if change.is_zero() {
            return Some(found);
        }
        for (i, heap) in position.iter().enumerate() {
            let lower = heap ^ &change;
            if lower < *heap {
                let mut next = position.to_vec();
                next[i] = lower;
                found.push(next);
            }
        }
        Some(found)
    }

    /// Every literal move: each set of 1 to K non-empty heaps, each lowered
    /// to any smaller size.
    fn options(&self, position: &[u64], out: &mut Options<Vec<u64>>) {
        let nonzero: Vec<usize> = (0..position.len()).filter(|&i| position[i] > 0).collect();
        let mut next = position.to_vec();
        push_lowered(position, &nonzero, self.reach(position.len()), false, &mut next, out);
    }

    /// Positions ≤ ∏(hᵢ + 1); moves from any of them ≤ the moves from
    /// `position`, e₁ + … + e_K of the heap sizes (elementary symmetric
    /// sums: the ways to pick the heaps and their new sizes).
    fn search_size(&self, position: &[u64]) -> u128 {
        let nonzero: Vec<u128> = position.iter().filter(|&&h| h > 0).map(|&h| h as u128).collect();
        // Each non-empty heap at least doubles the positions.
        if nonzero.len() >= 128 {
            return u128::MAX;
        }
        let k = self.reach(position.len()).min(nonzero.len());
        let mut positions: u128 = 1;
        let mut sums = vec![0u128; k + 1];
        sums[0] = 1;
        for &h in &nonzero {
            positions = positions.saturating_mul(h + 1);
            for s in (1..=k).rev() {
                sums[s] = sums[s].saturating_add(sums[s - 1].saturating_mul(h));
            }
        }
        let moves = sums[1..].iter().fold(0u128, |total, &e| total.saturating_add(e));
        positions.saturating_mul(moves.max(1))
    }

    /// G of every position in the box 0 ≤ xᵢ ≤ cornerᵢ, in row-major order
    /// (the last heap fastest): the mex of its options' values, read from
    /// the table so far by index (an option lowers 1 to K heaps, so it comes
    /// before its position). Time: the positions times their options, as
    /// the search ([`search_size`](NumbersRules::search_size) prices both),
    /// but with no position built or hashed per option; memory: one value
    /// per position, and a stamp per value for the mex.
    fn box_values(&self, corner: &[u64]) -> Option<Vec<Nimber>> {
        let sides: Vec<usize> = corner
            .iter()
            .map(|&c| usize::try_from(c).ok()?.checked_add(1))
            .collect::<Option<_>>()?;
        let total = sides.iter().try_fold(1usize, |product, &side| product.checked_mul(side))?;
        let mut strides = vec![1usize; sides.len()];
        for i in (0..sides.len().saturating_sub(1)).rev() {
            strides[i] = strides[i + 1] * sides[i + 1];
        }
        let mut table = BoxMex {
            reach: self.reach(sides.len()),
            strides,
            at: vec![0; sides.len()],
            values: Vec::with_capacity(total),
            stamps: Vec::new(),
        };
        for index in 0..total {
            table.visit(index, 0, table.reach, 0, false);
            let stamp = index as u64 + 1;
            let mex =
                (0..).find(|&v| table.stamps.get(v) != Some(&stamp)).expect("a value is missing");
            table.values.push(mex);
            // The next position: the last heap fastest.
            for i in (0..sides.len()).rev() {
                table.at[i] += 1;
                if table.at[i] < sides[i] {
                    break;
                }
                table.at[i] = 0;
            }
        }
        Some(table.values.into_iter().map(|v| Nimber(v as u64)).collect())
    }

    fn explain(&self, position: &[BigUint]) -> Vec<Reason> {
        let modulus = self.modulus();
        let counts = column_counts(position);
        let mut lines = vec![Reason::MooreTheorem { name: self.name(), modulus }];
        if counts.is_empty() {
            lines.push(Reason::EveryHeapEmpty);
            return lines;
        }
        let top = counts.len() - 1;
        let shown = &counts[counts.len().saturating_sub(SHOWN_COLUMNS)..];
        let sums = shown.iter().rev().map(|&c| c as u64).collect();
        lines.push(Reason::ColumnSums { top, sums, more: shown.len() < counts.len(), modulus });
        let highest =
            (0..counts.len()).rev().find(|&c| !(counts[c] as u128).is_multiple_of(modulus));
        match (highest, self.marking_move(position)) {
            (Some(column), Some(next)) => {
                lines.push(Reason::ColumnNotZero { column, modulus });
                lines.push(Reason::MarkingMove {
                    from: self.describe(position),
                    to: self.describe(&next),
                });
            }
            _ => lines.push(Reason::EveryColumnZero { modulus, reach: self.reach(position.len()) }),
        }
        if let Some(value) = self.value(position) {
            lines.push(Reason::XorOfHeaps { value });
        }
        lines
    }
}

/// The state of [`Moore::box_values`]: the table so far, the position
/// being valued (`at`), and when each value was last seen (`stamps[v]` is
/// the index of the position, plus one, whose options last had value v).
struct BoxMex {
    reach: usize,
    strides: Vec<usize>,
    at: Vec<usize>,
    values: Vec<usize>,
    stamps: Vec<u64>,
}

impl BoxMex {
    /// Marks the values of the options of position `index` that lower up
    /// to `left` more of the heaps from `heap` on, `back` positions before
    /// it so far (`changed` when a heap was lowered already).
    fn visit(&mut self, index: usize, heap: usize, left: usize, back: usize, changed: bool) {
        if heap == self.at.len() {
            if changed {
                let value = self.values[index - back];
                if value >= self.stamps.len() {
                    self.stamps.resize(value + 1, 0);
                }
                self.stamps[value] = index as u64 + 1;
            }
            return;
        }
        self.visit(index, heap + 1, left, back, changed);
        if left > 0 {
            for lower in 1..=self.at[heap] {
                self.visit(index, heap + 1, left - 1, back + lower * self.strides[heap], true);
            }
        }
    }
}

/// Pushes every option lowering 1 to `left` more of the heaps `nonzero`
/// (`changed` says whether one was lowered already); `next` holds the
/// choices so far and is restored before returning.
fn push_lowered(
    position: &[u64],
    nonzero: &[usize],
    left: usize,
    changed: bool,
    next: &mut Vec<u64>,
    out: &mut Options<Vec<u64>>,
) {
    let Some((&heap, rest)) = nonzero.split_first() else {
        if changed {
            out.push(next.clone());
        }
        return;
    };
    push_lowered(position, rest, left, changed, next, out);
    if left > 0 {
        for smaller in 0..position[heap] {
            next[heap] = smaller;
            push_lowered(position, rest, left - 1, true, next, out);
        }
        next[heap] = position[heap];
    }
}

/// Builds `moore(K) H1 H2 …`: one parameter K ≥ 1 and at least one heap.
pub(super) fn build(written: &Written) -> Result<Arc<dyn Part>> {
    let needs = || {
        written.error(msg!(
            "moore-needs-parameter",
            "moore needs one parameter, K, the most heaps one move takes from: write `{example}`",
            example = EXAMPLE
        ))
    };
    let Some(params) = &written.params else { return Err(needs()) };
    let [k] = params.as_slice() else { return Err(needs()) };
    let moore = Moore::new(k.number(msg!("moore-what-k", "parameter K"))?)
        .map_err(|message| k.error(message))?;
    // Columns are numbered by `usize`: a heap of 2³² bits or more (512 MiB) is refused on a
    // 32-bit target instead of having its columns cut.
    let heaps = written
        .operands()
        .map(|t| {
            let heap = t.big(heap_size())?;
            match usize::try_from(heap.bits()) {
                Ok(_) => Ok(heap),
                Err(_) => Err(t.error(msg!(
                    "moore-heap-too-wide",
                    "a heap of {bits} bits has more columns than this {target}-bit target can number",
                    bits = heap.bits(),
                    target = usize::BITS
                ))),
            }
        })
        .collect::<Result<Vec<_>>>()?;
    if heaps.is_empty() {
        return Err(written.missing(missing_heaps(written.ruleset.text, EXAMPLE)));
    }
    Ok(Arc::new(NumbersPart::new(moore, vec![heaps])))
}
