//! The exact misère search of a whole sum of heaps, over canonical positions.
//!
//! A misère sum has no shortcut in general, so where no quotient or table
//! answers, its outcome is searched: the player to move wins when they have
//! no move, or a move to a position that loses. Three things keep the
//! search small:
//!
//! - **Canonical positions.** A position is the sorted multiset of its
//!   heaps, each heap an id interned per (ruleset, heap), so that sums
//!   reached in any order, or differing only by the order of their parts,
//!   are one position. Heaps with no move (heap 0, a heap of 1 of Officers
//!   or Dawson's Kayles, …) change nothing and are left out; a position
//!   whose heaps are all such is the empty multiset, the end, where the
//!   player to move (who cannot move) wins.
//! - **Each distinct heap's options listed once**, as sorted multisets of
//!   ids, duplicates removed, and remembered per (ruleset, heap). The
//!   options of a position are generated per distinct heap, not per copy:
//!   `kayles 5 5 5` lists the options of one 5, not three times.
//! - **Outcomes, not values.** Misère play needs only who wins, so a
//!   position is left at its first option that loses for the opponent
//!   (every option is looked at only for losing positions); the mex of
//!   every option's value, which the generic [`crate::Solver`] computes,
//!   is never needed.
//!
//! Moves replace a heap by strictly smaller heaps (checked: a ruleset that
//! breaks this is [`Error::BadRuleset`]), so positions decrease in the
//! multiset order and the search cannot cycle. It is depth first with an
//! explicit stack (a chain of a million positions costs memory, not native
//! stack), and a position is entered in the table only once decided.
//!
//! Complexity: with V the positions decided and E the options generated
//! (at most the options of every distinct heap of each position decided),
//! time O(E·k) for positions of at most k heaps (each option is a merge of
//! two sorted lists and a hash look-up), plus the options of each distinct
//! heap once; memory O(V·k) for the table and the options of the distinct
//! heaps. Steps (each position decided and each option generated, and the
//! option components of each distinct heap listed) are counted against
//! [`SearchBudget::max_steps`], the table's estimated bytes against
//! [`SearchBudget::max_bytes`], and the deadline at the first step and
//! every 2¹⁶ steps.

use std::sync::Arc;

use rustc_hash::FxHashMap;

use crate::core::error::{Error, Result};
use crate::core::limits::{raise, SearchBudget};
use crate::core::message::Message;
use crate::core::progress::{Progress, Unit};
use crate::core::sort;
use crate::msg;
use crate::rules::heap::{option_not_smaller, HeapRuleset};
use crate::rules::ruleset::Options;
use crate::rules::solver::{
    bytes_of_memory, bytes_or_more, exact_search, limit_steps, steps_or_more,
};

/// Progress is reported (and the deadline checked) at the first step and
/// each time the steps pass a multiple of 2^this.
const REPORT_SHIFT: u32 = 16;

/// A terminal heap's entry in [`SumSearch::ids`].
const TERMINAL: u32 = u32::MAX;

/// An interned heap with a move: its ruleset (an index in
/// [`SumSearch::rulesets`]), its size, and its options.
#[derive(Debug)]
struct Heap {
    group: u32,
    heap: u64,
    options: HeapOptions,
}

/// A heap's options: as the ruleset gave them (listed once, to learn that
/// the heap has a move), then as sorted lists of ids once a position with
/// the heap is decided.
#[derive(Debug)]
enum HeapOptions {
    Given(Options<u64>),
    /// The range of its options in [`SumSearch::moves`].
    Listed(usize, usize),
}

/// A position being decided: its heaps, and the next option to look at.
#[derive(Debug)]
struct Frame {
    key: Box<[u32]>,
    /// Index in `key` of the distinct heap whose options are looked at.
    at: usize,
    /// The next option of that heap, and the end of its options, in
    /// [`SumSearch::moves`].
    next: usize,
    end: usize,
}

/// What the next option of a frame is.
enum Next {
    /// The frame has no option left.
    Done,
    /// An option whose outcome is known: whether its player to move wins.
    Known(bool),
    /// An option not decided yet, left in [`SumSearch::child`].
    Unknown,
}

/// Misère outcomes of sums of heaps of several rulesets, remembered from
/// one question to the next (a sum's outcome, then the outcome after each
/// of its moves).
#[derive(Debug)]
pub(crate) struct SumSearch {
    rulesets: Vec<Arc<dyn HeapRuleset>>,
    /// The id of every heap met, by (ruleset, heap); [`TERMINAL`] for a
    /// heap with no move.
    ids: FxHashMap<(u32, u64), u32>,
    heaps: Vec<Heap>,
    /// Each listed option of a heap: the end of its ids in `option_ids`
    /// (it starts where the one before ends).
    moves: Vec<u32>,
    option_ids: Vec<u32>,
    /// Decided positions: whether the player to move wins.
    table: Decided,
    /// Bytes the frames of the stack hold on the heap.
    stack_bytes: u64,
    budget: SearchBudget,
    steps: u64,
    /// Bytes the options of heaps not listed as ids yet hold.
    given_bytes: u64,
    /// The option last generated.
    child: Vec<u32>,
}

impl SumSearch {
    /// A search of sums of heaps of `rulesets` (a heap names its ruleset
    /// by its index here), within `budget`.
    pub(crate) fn new(rulesets: Vec<Arc<dyn HeapRuleset>>, budget: SearchBudget) -> SumSearch {
        SumSearch {
            rulesets,
            ids: FxHashMap::default(),
            heaps: Vec::new(),
            moves: Vec::new(),
            option_ids: Vec::new(),
            table: Decided::default(),
            stack_bytes: 0,
            budget,
            steps: 0,
            given_bytes: 0,
            child: Vec::new(),
        }
    }

    /// Positions decided so far.
    pub(crate) fn known(&self) -> usize {
        self.table.len()
    }

    /// The canonical position of `heaps`, each (ruleset, heap): the sorted
    /// ids of the heaps with a move.
    pub(crate) fn position(
        &mut self,
        heaps: impl IntoIterator<Item = (usize, u64)>,
    ) -> Result<Vec<u32>> {
        let mut key = Vec::new();
        for (group, heap) in heaps {
            if let Some(id) = self.id(group, heap)? {
                key.push(id);
            }
        }
        sort::sort(&mut key);
        Ok(key)
    }

    /// Counts `steps` of work done outside the search (listing a heap's
    /// options to find the winning moves).
    pub(crate) fn spend(&mut self, steps: u64) -> Result<()> {
        let before = self.steps;
        self.steps = self.steps.saturating_add(steps);
        // The deadline is checked at the first step too: a search started
        // after it stops at once, however small.
        if before == 0 || before >> REPORT_SHIFT != self.steps >> REPORT_SHIFT {
            let total = Some(self.budget.max_steps).filter(|&max| max != u64::MAX);
            let progress = Progress { unit: Unit::Steps, done: self.steps, total };
            self.budget.observer.report(progress);
            if let Some(deadline) = &self.budget.deadline {
                let positions = self.table.len();
                deadline.check(exact_search).map_err(|error| match error {
                    Error::LimitExceeded { what, limit, hint, .. } => Error::LimitExceeded {
                        what,
                        needed: msg!(
                            "search-more-time-sum",
                            "more time to search the whole sum ({positions} positions so far)",
                            positions = positions
                        ),
                        limit,
                        hint,
                    },
                    other => other,
                })?;
            }
        }
        if self.steps > self.budget.max_steps {
            return Err(self.over(
                steps_or_more(self.steps),
                limit_steps(self.budget.max_steps),
                "--max-search",
            ));
        }
        Ok(())
    }

    /// An estimate of the memory the search holds: the table of decided
    /// positions ([`Decided::bytes`]), the keys on the stack, the ids of the
    /// heaps met and their options.
    pub(crate) fn bytes(&self) -> u64 {
        let id_slot = std::mem::size_of::<((u32, u64), u32)>() as u64 + 1;
        let id_slots = (self.ids.len() as u64 * 8 / 7 + 1).next_power_of_two();
        let heaps = (self.heaps.capacity() * std::mem::size_of::<Heap>()
            + self.moves.capacity() * 4
            + self.option_ids.capacity() * 4) as u64;
        self.table.bytes() + self.stack_bytes + id_slots * id_slot + heaps + self.given_bytes
    }

    /// Whether the player to move wins the position `key` (from
    /// [`SumSearch::position`]) under misère play.
    pub(crate) fn wins(&mut self, key: &[u32]) -> Result<bool> {
        if key.is_empty() {
            // Nothing can move: the player to move wins.
            return Ok(true);
        }
        if let Some(wins) = self.table.get(key) {
            return Ok(wins);
        }
        let mut stack: Vec<Frame> = Vec::new();
        let result = self.decide_from(&mut stack, key);
        for frame in stack.drain(..) {
            self.stack_bytes -= key_bytes(frame.key.len());
        }
        result
    }

    fn decide_from(&mut self, stack: &mut Vec<Frame>, key: &[u32]) -> Result<bool> {
        self.push(stack, key.into())?;
        loop {
            let top = stack.last_mut().expect("the start stays on the stack until decided");
            let mut result = match self.next_child(top)? {
                Next::Known(true) => continue,
                Next::Unknown => {
                    let key: Box<[u32]> = self.child.as_slice().into();
                    self.push(stack, key)?;
                    continue;
                }
                // A move to a losing position: the frame wins.
                Next::Known(false) => true,
                // Every option wins for the opponent: the frame loses.
                Next::Done => false,
            };
            // Decide the frame, and the frames below it that this decides.
            loop {
                let frame = stack.pop().expect("a frame is on the stack");
                self.stack_bytes -= key_bytes(frame.key.len());
                self.table.insert(frame.key, result);
                if stack.is_empty() {
                    return Ok(result);
                }
                if result {
                    // An option that wins for the opponent: look further.
                    break;
                }
                // An option that loses for the opponent: the frame below wins.
                result = true;
            }
        }
    }

    /// Starts deciding `key`, a position with a heap that has a move.
    fn push(&mut self, stack: &mut Vec<Frame>, key: Box<[u32]>) -> Result<()> {
        self.spend(1)?;
        let (next, end) = self.moves_of(key[0])?;
        self.stack_bytes += key_bytes(key.len());
        stack.push(Frame { key, at: 0, next, end });
        let bytes = self.bytes() + (stack.capacity() * std::mem::size_of::<Frame>()) as u64;
        if bytes > self.budget.max_bytes {
            return Err(self.over(
                bytes_or_more(bytes),
                bytes_of_memory(self.budget.max_bytes),
                "--max-memory",
            ));
        }
        Ok(())
    }

    /// The next option of `frame`, left in `self.child` and looked up.
    fn next_child(&mut self, frame: &mut Frame) -> Result<Next> {
        while frame.next == frame.end {
            // The next distinct heap of the position.
            let mut at = frame.at + 1;
            while at < frame.key.len() && frame.key[at] == frame.key[at - 1] {
                at += 1;
            }
            if at == frame.key.len() {
                return Ok(Next::Done);
            }
            frame.at = at;
            (frame.next, frame.end) = self.moves_of(frame.key[at])?;
        }
        let start = if frame.next == 0 { 0 } else { self.moves[frame.next - 1] as usize };
        let end = self.moves[frame.next] as usize;
        frame.next += 1;
        merge_replacing(&frame.key, frame.at, &self.option_ids[start..end], &mut self.child);
        self.spend(1)?;
        if self.child.is_empty() {
            // The opponent cannot move, and wins.
            return Ok(Next::Known(true));
        }
        Ok(match self.table.get(&self.child) {
            Some(wins) => Next::Known(wins),
            None => Next::Unknown,
        })
    }

    /// The id of heap `heap` of ruleset `group`, or `None` when it has no
    /// move. A heap met for the first time has its options listed (and
    /// counted), and kept until a position with it is decided.
    fn id(&mut self, group: usize, heap: u64) -> Result<Option<u32>> {
        // The sum's distinct rulesets, each written in its description: far
        // fewer than 2^32.
        let group = crate::core::convert::small(group);
        if let Some(&id) = self.ids.get(&(group, heap)) {
            return Ok((id != TERMINAL).then_some(id));
        }
        let mut given = Options::new();
        HeapRuleset::options(self.rulesets[group as usize].as_ref(), heap, &mut given);
        self.spend(given.components().len() as u64 + 1)?;
        let id = match given.is_empty() {
            true => TERMINAL,
            false => {
                let id = u32::try_from(self.heaps.len()).ok().filter(|&id| id != TERMINAL);
                let id = id.ok_or_else(|| Error::LimitExceeded {
                    what: exact_search(),
                    needed: msg!("search-more-distinct-heaps", "more distinct heaps"),
                    limit: msg!(
                        "search-distinct-heaps",
                        "{count} distinct heaps",
                        count = TERMINAL - 1
                    ),
                    hint: None,
                })?;
                self.given_bytes += given_bytes(&given);
                self.heaps.push(Heap { group, heap, options: HeapOptions::Given(given) });
                id
            }
        };
        self.ids.insert((group, heap), id);
        Ok((id != TERMINAL).then_some(id))
    }

    /// The range in `self.moves` of the options of heap `id`, as sorted
    /// lists of ids, each once, options leaving fewer heaps first.
    fn moves_of(&mut self, id: u32) -> Result<(usize, usize)> {
        let entry = &mut self.heaps[id as usize];
        let given = match &mut entry.options {
            HeapOptions::Listed(start, end) => return Ok((*start, *end)),
            HeapOptions::Given(given) => std::mem::take(given),
        };
        let (group, heap) = (entry.group as usize, entry.heap);
        let mut options = match self.list(&given, group, heap) {
            Ok(options) => options,
            Err(error) => {
                self.heaps[id as usize].options = HeapOptions::Given(given);
                return Err(error);
            }
        };
        sort::sort(&mut options);
        options.dedup();
        // Options leaving fewer heaps first: their positions are smaller,
        // and decided sooner (a few per cent fewer steps on the sums of
        // `benches/misere.rs`).
        sort::sort_by_key(&mut options, Vec::len);
        let start = self.moves.len();
        for option in options {
            self.option_ids.extend(option);
            let end = u32::try_from(self.option_ids.len()).map_err(|_| Error::LimitExceeded {
                what: exact_search(),
                needed: msg!(
                    "search-more-option-heaps",
                    "more heaps in the options of the heaps met"
                ),
                limit: msg!("search-heaps", "{count} heaps", count = u32::MAX),
                hint: None,
            })?;
            self.moves.push(end);
        }
        self.given_bytes -= given_bytes(&given);
        self.heaps[id as usize].options = HeapOptions::Listed(start, self.moves.len());
        Ok((start, self.moves.len()))
    }

    /// `given`, the options of heap `heap` of ruleset `group`, as sorted
    /// lists of ids.
    fn list(&mut self, given: &Options<u64>, group: usize, heap: u64) -> Result<Vec<Vec<u32>>> {
        let mut options = Vec::with_capacity(given.len());
        for option in given.iter() {
            let mut ids = Vec::with_capacity(option.len());
            for &h in option {
                if h >= heap {
                    return Err(option_not_smaller(self.rulesets[group].name(), heap, h));
                }
                if let Some(id) = self.id(group, h)? {
                    ids.push(id);
                }
            }
            sort::sort(&mut ids);
            options.push(ids);
        }
        Ok(options)
    }

    /// The error of a search past `limit`; callers name the search.
    fn over(&self, needed: Message, limit: Message, flag: &'static str) -> Error {
        Error::LimitExceeded {
            what: exact_search(),
            needed: msg!(
                "search-whole-sum-needed",
                "{needed} to search the whole sum ({positions} positions so far)",
                needed = needed,
                positions = self.table.len()
            ),
            limit,
            hint: raise(flag),
        }
    }
}

/// The decided positions of a [`SumSearch`]: whether the player to move
/// wins, by key. A key that fits in 15 bytes is packed ([`packed`]) into
/// a slot of [`Packed`], every other key is boxed in a hash map; each key
/// has one form, so it is in one of the two at most. Nearly every
/// position of the sums that exhaust the search's budget packs (98% of
/// Officers' heap 100, 99.6% of 30 Dawson's Kayles heaps), and a look-up
/// of a packed key touches one line of the cache, where a hash map of
/// boxed keys touched three (its control bytes, its slot, the key): the
/// look-ups are most of the search's time, each a likely miss once the
/// table outgrows the cache (BENCHMARKS.md, issue 47).
#[derive(Debug, Default)]
struct Decided {
    packed: Packed,
    boxed: FxHashMap<Box<[u32]>, bool>,
    /// Bytes the boxed keys hold on the heap.
    boxed_bytes: u64,
}

impl Decided {
    fn len(&self) -> usize {
        self.packed.len + self.boxed.len()
    }

    fn get(&self, key: &[u32]) -> Option<bool> {
        match packed(key) {
            Some(packed) => self.packed.get(packed),
            None => self.boxed.get(key).copied(),
        }
    }

    fn insert(&mut self, key: Box<[u32]>, wins: bool) {
        match packed(&key) {
            Some(packed) => self.packed.insert(packed, wins),
            None => {
                self.boxed_bytes += key_bytes(key.len());
                self.boxed.insert(key, wins);
            }
        }
    }

    /// An estimate of the bytes held: the packed slots, the map's slots
    /// (at most 8/7 of its entries, doubling as it grows, and a control
    /// byte each) and the boxed keys.
    fn bytes(&self) -> u64 {
        let slot = std::mem::size_of::<(Box<[u32]>, bool)>() as u64 + 1;
        let slots = (self.boxed.len() as u64 * 8 / 7 + 1).next_power_of_two();
        self.packed.bytes() + slots * slot + self.boxed_bytes
    }
}

/// The bit of a packed slot that says the player to move wins.
const WINS: u128 = 1 << 7;

/// A sorted key of ids in 16 bytes, or `None` when it does not fit: a
/// first byte with the width of its ids (8, 16 or 32 bits, the narrowest
/// that holds the largest) in bits 5–6 and their count in bits 0–3, then
/// the ids, then zeros; bit 7 is left for [`WINS`]. That is 15 ids below
/// 2⁸, 7 below 2¹⁶ or 3 of any size. The form is a function of the key and
/// the key a function of the form, and a key (never empty) is never 0.
fn packed(key: &[u32]) -> Option<u128> {
    // Sorted, so the largest id is the last.
    let largest = key.last().copied().unwrap_or(0);
    let (mode, width) = match key.len() {
        len if largest < 1 << 8 && len <= 15 => (0, 8),
        len if largest < 1 << 16 && len <= 7 => (1, 16),
        len if len <= 3 => (2, 32),
        _ => return None,
    };
    let mut packed = (mode << 5 | key.len()) as u128;
    for (i, &id) in key.iter().enumerate() {
        packed |= u128::from(id) << (8 + i * width);
    }
    Some(packed)
}

/// Packed keys and their outcomes: open addressing with linear probing in
/// a power-of-two array of 16-byte slots (0 is an empty slot), at most
/// half full, so that a look-up reads about 1.5 slots when the key is
/// there and 2.5 when it is not (Knuth, TAOCP vol. 3, 6.4), four slots to
/// a line of the cache. Doubling moves every key: O(1) amortised an
/// insert.
#[derive(Debug, Default)]
struct Packed {
    slots: Vec<u128>,
    len: usize,
}

impl Packed {
    /// The slot of `key`, or the empty slot where it would go.
    fn slot(&self, key: u128) -> usize {
        let mask = self.slots.len() - 1;
        // Fibonacci hashing (Knuth, TAOCP vol. 3, 6.4): the top bits of a
        // product depend on every bit below them, so the index is the top
        // bits of the second product, which every bit of the key reaches.
        let bytes = key.to_le_bytes();
        let [low, high] =
            [0, 8].map(|at| u64::from_le_bytes(bytes[at..at + 8].try_into().expect("8 bytes")));
        let hash =
            (low.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ high).wrapping_mul(0xd6e8_feb8_6659_fd93);
        let mut at = usize::try_from(hash >> (64 - mask.count_ones())).expect("below the slots");
        loop {
            let slot = self.slots[at];
            if slot == 0 || slot & !WINS == key {
                return at;
            }
            at = (at + 1) & mask;
        }
    }

    fn get(&self, key: u128) -> Option<bool> {
        if self.slots.is_empty() {
            return None;
        }
        let slot = self.slots[self.slot(key)];
        (slot != 0).then_some(slot & WINS != 0)
    }

    fn insert(&mut self, key: u128, wins: bool) {
        if (self.len + 1) * 2 > self.slots.len() {
            let doubled = vec![0; (self.slots.len() * 2).max(16)];
            let old = std::mem::replace(&mut self.slots, doubled);
            for slot in old.into_iter().filter(|&slot| slot != 0) {
                let at = self.slot(slot & !WINS);
                self.slots[at] = slot;
            }
        }
        let at = self.slot(key);
        if self.slots[at] == 0 {
            self.len += 1;
        }
        self.slots[at] = key | if wins { WINS } else { 0 };
    }

    fn bytes(&self) -> u64 {
        self.slots.len() as u64 * 16
    }
}

/// Bytes the options of a heap, as the ruleset gave them, hold.
fn given_bytes(given: &Options<u64>) -> u64 {
    (given.components().len() * 8 + given.len() * 8) as u64
}

/// Bytes a key of `len` ids holds on the heap: the allocator's chunk, a
/// 16-byte multiple of at least 32 bytes with 8 bytes of its own.
fn key_bytes(len: usize) -> u64 {
    (len as u64 * 4 + 8).next_multiple_of(16).max(32)
}

/// `key` (sorted) with its id at `at` replaced by `option` (sorted): the
/// sorted merge, into `out`.
fn merge_replacing(key: &[u32], at: usize, option: &[u32], out: &mut Vec<u32>) {
    out.clear();
    let mut rest = key[..at].iter().chain(&key[at + 1..]).copied().peekable();
    let mut added = option.iter().copied().peekable();
    loop {
        match (rest.peek(), added.peek()) {
            (Some(&a), Some(&b)) if a <= b => {
                out.push(a);
                rest.next();
            }
            (_, Some(&b)) => {
                out.push(b);
                added.next();
            }
            (Some(&a), None) => {
                out.push(a);
                rest.next();
            }
            (None, None) => return,
        }
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use proptest::prelude::*;

    use super::{packed, Decided};

    /// Sorted keys of every form: short and long, with ids of 8, 16 and 32 bits.
    fn keys() -> impl Strategy<Value = Vec<u32>> {
        let id = prop_oneof![0..4u32, 250..260u32, 65_530..65_540u32, (u32::MAX - 3)..u32::MAX];
        prop::collection::vec(id, 1..20).prop_map(|mut key| {
            key.sort_unstable();
            key
        })
    }

    proptest! {
        /// The table of decided positions answers as a map of the keys
        /// does, for keys packed and boxed alike, present and absent.
        #[test]
        fn decided_positions_are_a_map_of_their_keys(
            entries in prop::collection::vec((keys(), any::<bool>()), 0..300),
            absent in prop::collection::vec(keys(), 0..50),
        ) {
            let mut decided = Decided::default();
            let mut reference = HashMap::new();
            for (key, wins) in entries {
                decided.insert(key.clone().into(), wins);
                reference.insert(key, wins);
            }
            prop_assert_eq!(decided.len(), reference.len());
            for (key, &wins) in &reference {
                prop_assert_eq!(decided.get(key), Some(wins));
            }
            for key in absent {
                prop_assert_eq!(decided.get(&key), reference.get(&key).copied());
            }
        }

        /// Distinct keys pack to distinct forms, never 0, never with the
        /// bit of the outcome set.
        #[test]
        fn packing_is_one_to_one(a in keys(), b in keys()) {
            if let (Some(x), Some(y)) = (packed(&a), packed(&b)) {
                prop_assert_eq!(x == y, a == b);
                prop_assert!(x != 0 && x & super::WINS == 0);
            }
        }
    }

    #[test]
    fn keys_pack_while_they_fit() {
        assert!(packed(&[255; 15]).is_some());
        assert!(packed(&[255; 16]).is_none());
        assert!(packed(&[256; 7]).is_some());
        assert!(packed(&[256; 8]).is_none());
        assert!(packed(&[u32::MAX - 1; 3]).is_some());
        assert!(packed(&[65_536; 4]).is_none());
    }
}
