//! G(0), G(1), … of a take-and-break game, by the plain method or the
//! rare-value method, stored in the narrowest integer width that holds
//! them: the driver, which computes stretches of values within a [`Work`]
//! by the bit-set path (`bitset.rs`) or the general one (`general.rs`).

use super::bitset;
use super::code::{too_large, Octal};
use super::general::extend_cells;
use super::rules::{Method, Rules, Split};
use super::seen::MAX_VALUE;
use super::store::Store;
use crate::core::error::{Error, Result};
use crate::core::limits::{values, Work};
use crate::msg;

/// Values of the first stretch of [`Sequence::extend_within`].
const FIRST_STRETCH: u64 = 1 << 14;

/// The most steps a stretch of [`Sequence::extend_within`] is sized for
/// (about a tenth of a second), so that progress is reported often.
const STRETCH_STEPS: u64 = 1 << 27;

/// G(0..len) of one take-and-break game, extended on demand.
///
/// **The rare-value method** (Gangolli and Plambeck, "A note on periodicity
/// in some octal games", *Int. J. Game Theory* 18, 1989; the "sparse space"
/// of Flammenkamp's octal-game computations). Values are split by a bit
/// mask M: v is *common* when v & M has odd parity, *rare* otherwise. Then
/// c₁ ⊕ c₂ is rare for any commons c₁, c₂, so every common value among the
/// splits of a heap into two comes from a split with a rare part. For each
/// heap n the method first XORs only those splits (O(r) for r rare heaps
/// below n) with the options that leave one heap, and takes the mex. If it
/// is common, it is G(n): every common option value has been seen. If not,
/// it scans every split, stopping as soon as the mex becomes common.
/// Where the code allows equal splits (a, a), the value 0 is an option for
/// free. The mask is chosen again each time the number of heaps doubles,
/// by a Walsh–Hadamard transform of the value counts (O(b·2ᵇ) for values
/// below 2ᵇ), to make the rare heaps fewest. Time: O(r) per heap plus O(n)
/// per heap whose first mex is rare; memory: the values, and one index per
/// rare heap. The method is exact whatever the mask: a poor mask only
/// costs time.
///
/// While every value is below 256 (one byte), the method runs on bit sets
/// of option values, in vector lanes where it can (see `bitset.rs`). For
/// larger values, option values are flag bytes or stamps, and from 2¹⁵
/// heaps on heaps are computed in blocks: the splits of each heap of a
/// block into two heaps below the block are XORed on every core first,
/// then the block is finished in order.
///
/// Splits into three heaps (hexadecimal digits with bit 8) are scanned
/// plainly: a sum of three commons is common, so rare heaps prove nothing.
#[derive(Debug, Clone)]
pub struct Sequence {
    game: Octal,
    store: Store,
    rules: Rules,
    split: Split,
}

impl Sequence {
    /// An empty sequence of `game`.
    pub fn new(game: Octal) -> Sequence {
        let by = |bit: u8| {
            (0..game.digits.len()).filter(|&k| game.digits[k] & bit != 0).collect::<Vec<_>>()
        };
        let rules = Rules {
            whole: by(1),
            single: by(2),
            pairs: by(4),
            triples: by(8),
            unequal: game.unequal,
        };
        let split = Split {
            mask: 0,
            rare: Vec::new(),
            counts: vec![0; 1],
            bits: 0,
            next_choice: 1024,
            tracking: false,
            steps: 0,
        };
        Sequence { game, store: Store::default(), rules, split }
    }

    /// The sequence of `game` continuing from `store`, its values G(0..len)
    /// as computed before (trusted, not checked).
    pub fn resume(game: Octal, store: Store) -> Sequence {
        let mut sequence = Sequence::new(game);
        let bits = 32 - store.max().leading_zeros();
        sequence.split.grow(bits);
        for n in 1..store.len() {
            sequence.split.count(u32::try_from(store.get(n)).expect("a stored value is a u32"));
        }
        sequence.store = store;
        match &sequence.store {
            Store::U8(v) => sequence.split.choose(v),
            Store::U16(v) => sequence.split.choose(v),
            Store::U32(v) => sequence.split.choose(v),
        }
        sequence
    }

    /// The game.
    pub fn game(&self) -> &Octal {
        &self.game
    }

    /// How many values are known: G(0..len).
    pub fn len(&self) -> u64 {
        self.store.len() as u64
    }

    /// Whether no value is known yet.
    pub fn is_empty(&self) -> bool {
        self.store.is_empty()
    }

    /// G(n), for n below [`Sequence::len`].
    pub fn value(&self, n: u64) -> u64 {
        self.store.get(crate::core::convert::index(n))
    }

    /// The values.
    pub fn values(&self) -> &Store {
        &self.store
    }

    /// The values, giving up the sequence.
    pub fn into_store(self) -> Store {
        self.store
    }

    /// Whether `value` is rare under the current split (its bits under the
    /// mask have even parity); 0 is always rare.
    pub fn is_rare(&self, value: u64) -> bool {
        (value & self.split.mask as u64).count_ones().is_multiple_of(2)
    }

    /// The mask of the current split: v is common when v & mask has odd parity.
    pub fn mask(&self) -> u32 {
        self.split.mask
    }

    /// How many heaps n ≥ 1 have rare values under the current split.
    pub fn rare_count(&self) -> usize {
        self.split.rare.len()
    }

    /// Reserves memory for G(0..len) in the current width, or says it does not fit.
    pub fn reserve(&mut self, len: u64) -> Result<()> {
        let more = usize::try_from(len).unwrap_or(usize::MAX).saturating_sub(self.store.len());
        let reserved = match &mut self.store {
            Store::U8(v) => v.try_reserve_exact(more).is_ok(),
            Store::U16(v) => v.try_reserve_exact(more).is_ok(),
            Store::U32(v) => v.try_reserve_exact(more).is_ok(),
        };
        if reserved {
            return Ok(());
        }
        let needed = match self.store.width() {
            1 => msg!("limit-values-of-byte", "{count} values of 1 byte", count = len),
            width => msg!(
                "limit-values-of-bytes",
                "{count} values of {width} bytes",
                count = len,
                width = width
            ),
        };
        Err(too_large(&self.game, needed))
    }

    /// Computes G(0..len) (nothing if already known).
    ///
    /// Memory for the whole table is reserved first: a table that does not
    /// fit is refused before any value is computed (and again after each
    /// widening to two or four bytes a value).
    pub fn extend(&mut self, len: u64, method: Method) -> Result<()> {
        self.extend_within(len, method, &mut Work::unlimited())
    }

    /// Option values checked so far: every option of a heap by the plain
    /// method; by the rare-value method, the splits with a rare part and the
    /// splits a scan for missing values went through.
    pub fn steps(&self) -> u64 {
        self.split.steps
    }

    /// [`Sequence::extend`], spending the option values it checks from
    /// `work`: it stops with [`Error::LimitExceeded`], keeping the values
    /// computed so far, soon after `work` runs out. The values are computed
    /// in stretches sized from the cost of the last one, so that a stretch
    /// passes the limit by a small part of it at most.
    pub fn extend_within(&mut self, len: u64, method: Method, work: &mut Work) -> Result<()> {
        // Room for every value of the call at once, not a stretch at a time.
        self.reserve(len)?;
        let mut stretch = FIRST_STRETCH;
        let plain = !self.rules.rare_value(method);
        while self.len() < len {
            let (before, from) = (self.split.steps, self.len());
            let mut to = len.min(from.saturating_add(stretch));
            if plain {
                // The plain method's cost is known: the stretch is cut to
                // what the work left pays for, before any of it is computed,
                // and to STRETCH_STEPS.
                let cap = work.left().min(STRETCH_STEPS);
                let mut cost = 0u64;
                let affordable = (from..to).find(|&n| {
                    cost = cost
                        .saturating_add(self.rules.option_count(crate::core::convert::index(n)));
                    cost > cap
                });
                if let Some(end) = affordable {
                    to = end;
                }
                if to == from {
                    let cost = self.rules.option_count(crate::core::convert::index(from));
                    if cost > work.left() {
                        return work.spend(cost, || {
                            msg!(
                                "limit-what-computing-heap",
                                "computing the values of {name} (heap {heap} has {cost} options)",
                                name = self.game.to_string(),
                                heap = from,
                                cost = cost
                            )
                        });
                    }
                    to = from + 1;
                }
            }
            self.extend_to(to, method)?;
            let spent = self.split.steps - before;
            work.spend(spent, || {
                msg!(
                    "limit-what-computing-upto",
                    "computing the values of {name} (up to {to})",
                    name = self.game.to_string(),
                    to = to
                )
            })?;
            work.report(to);
            // The next stretch: what the steps left would buy at the last
            // one's cost per value, halved, and at most STRETCH_STEPS (so
            // progress is reported often), within [64, len / 8 + FIRST_STRETCH].
            let per_value = (spent / (to - from)).max(1);
            let affordable = (work.left() / 2).min(STRETCH_STEPS) / per_value;
            stretch = affordable.clamp(64, self.len() / 8 + FIRST_STRETCH);
        }
        Ok(())
    }

    /// Computes G(0..len), without counting against a budget.
    fn extend_to(&mut self, len: u64, method: Method) -> Result<()> {
        let wanted = usize::try_from(len).ok().filter(|&l| l <= isize::MAX as usize / 4);
        let Some(len) = wanted else {
            return Err(too_large(&self.game, values(u128::from(len))));
        };
        let rare_value = self.rules.rare_value(method);
        while self.store.len() < len {
            // Again after each widening, which copies into a new table.
            self.reserve(len as u64)?;
            let (rules, split) = (&self.rules, &mut self.split);
            let overflow = match &mut self.store {
                // A table of bytes holds values below 256: the bit-set path.
                Store::U8(v) if rare_value => {
                    split.track(v);
                    bitset::extend(rules, split, v, len).filter(|&value| value > 0xff)
                }
                Store::U8(v) => extend_cells(rules, split, v, len, method),
                Store::U16(v) => extend_cells(rules, split, v, len, method),
                Store::U32(v) => extend_cells(rules, split, v, len, method),
            };
            match overflow {
                Some(value) if value > MAX_VALUE => {
                    let message = msg!(
                        "octal-value-too-large",
                        "a value of {name} passed 2^26 at heap {heap}; larger values are not supported",
                        name = self.game.to_string(),
                        heap = self.store.len()
                    );
                    return Err(Error::Unsupported(message));
                }
                Some(value) => self.store.widen_for(value),
                None => {}
            }
        }
        Ok(())
    }
}
