//! G(0), G(1), … of a take-and-break game, by the plain method or the
//! rare-value method, stored in the narrowest integer width that holds
//! them: the driver, which computes stretches of values within a [`Work`]
//! by the bit-set path (`bitset.rs`) or the general one (`general.rs`).

use super::bitset;
use super::code::{too_large, Octal};
use super::gapped::Held;
use super::general::extend_cells;
use super::predict;
use super::rules::{unpack, Affine, Method, Rules, Split};
use super::seen::MAX_VALUE;
use super::speculate::{self, Speculation};
use super::store::{Nines, Store};
use super::streamed::Spill;
use crate::core::convert::small;
use crate::core::error::{Error, Result};
use crate::core::limits::{raise, values, Work};
use crate::core::message::Message;
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
///
/// **Longer than memory** ([`Sequence::spilling`]): every value goes to a
/// [`Spill`] (a file) as it is computed, and memory holds only the first
/// values (the *prefix*, where the rare heaps and the scans' small parts
/// are) and a window of the latest ones (the scans' large parts). The mask
/// is chosen among those that make every heap past the prefix common. A
/// heap that would need a value not held (a rare heap past the prefix, or
/// a scan deeper than the prefix) stops the run with
/// [`Error::LimitExceeded`] before its value is stored: never a value
/// computed from a part of its options.
pub struct Sequence {
    game: Octal,
    storage: Storage,
    rules: Rules,
    split: Split,
    speculation: Speculation,
    /// A period the values show, whose predictions are verified on every
    /// core ([`predict`]); `None` once one fails.
    predicted: Option<usize>,
}

/// Where a [`Sequence`]'s values are.
enum Storage {
    /// Every value, in memory.
    Memory(Store),
    /// Every value in a [`Spill`], the prefix and the window in memory.
    Spilling(Box<Spilling>),
}

/// The values of a sequence longer than memory.
struct Spilling {
    held: Held,
    /// Holds G(0..out.count()); every value not held is among them.
    out: Box<dyn Spill>,
    /// The most values computed between two spills.
    stretch: usize,
    /// The bytes the values and rare heaps held may take.
    bytes: u64,
    /// Values on their way to `out`.
    buffer: Vec<u32>,
    /// Heaps computed from the file ([`Sequence::compute_from_file`]).
    from_file: u64,
}

impl Spilling {
    /// The bytes the values held take, in their width, with the list of
    /// rare heaps and those kept apart (`reach`: [`Sequence::reach`]).
    fn bytes_held(&self, rare: usize, reach: usize) -> u64 {
        let prefix = self.held.prefix();
        let values = prefix * HELD_SIXTEENTHS / 16 + 2 * reach;
        (values * self.held.width() + 8 * rare + 16 * self.held.far_count()) as u64
    }
}

impl std::fmt::Debug for Sequence {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Sequence")
            .field("game", &self.game)
            .field("len", &self.len())
            .field("mask", &self.split.mask)
            .field("spilling", &matches!(self.storage, Storage::Spilling(_)))
            .finish()
    }
}

/// Bytes [`Sequence::spilling`] counts for each value of its prefix, for
/// values of two bytes: the values held are 1.25 times the prefix (the
/// prefix, a window of an eighth of it and a stretch of a sixteenth, and
/// the stretch being computed), and a byte a value of the prefix is left
/// for the list of rare heaps (eight bytes each) and the rare heaps kept
/// apart (sixteen). With values of four bytes, 6.
pub const SPILL_BYTES_PER_PREFIX_VALUE: u64 = 3;

/// The values held for each value of the prefix, in sixteenths.
const HELD_SIXTEENTHS: usize = 20;

/// The least prefix of a sequence longer than memory.
const MIN_PREFIX: usize = 1 << 12;

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
            outside: false,
            spilled: Affine::default(),
        };
        let speculation = Speculation::default();
        let storage = Storage::Memory(Store::default());
        Sequence { game, storage, rules, split, speculation, predicted: None }
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
        // Values below 2⁹, for the rare-value method, as bytes and bits.
        let mut store = match store {
            Store::U16(v) if bits <= 9 && sequence.nines() => {
                Store::U9(Nines::from_values(v.iter().map(|&x| u32::from(x))).expect("below 2^9"))
            }
            store => store,
        };
        let nines = match &store {
            Store::U8(v) => sequence.split.choose(v),
            Store::U9(v) => sequence.split.choose_nines(v),
            Store::U16(v) => sequence.split.choose(v),
            Store::U32(v) => sequence.split.choose(v),
        };
        if !nines {
            // The best mask has no bit 8: two bytes a value.
            store.widen_for(0, false);
        }
        sequence.storage = Storage::Memory(store);
        sequence
    }

    /// The sequence of `game`, longer than memory: every value goes to
    /// `out` as it is computed, beginning after the values `out` already
    /// holds (read through once, and trusted), and memory holds the first
    /// values and a window of the latest ones, at most `bytes` with the
    /// rare heaps' list (see [`SPILL_BYTES_PER_PREFIX_VALUE`]), plus the
    /// counts of the values (at most 8 MiB).
    ///
    /// Refused when `bytes` holds fewer than 4,096 first values, when the
    /// game splits heaps in three (the rare-value method, which this needs,
    /// does not serve it), and on WebAssembly (no files, and the module's
    /// size: its loops are not compiled for values held in part).
    pub fn spilling(game: Octal, bytes: u64, out: Box<dyn Spill>) -> Result<Sequence> {
        if cfg!(target_family = "wasm") {
            return Err(Error::Unsupported(msg!(
                "octal-spill-wasm",
                "values files are for the command line; the browser's engine keeps its values in memory"
            )));
        }
        let mut sequence = Sequence::new(game);
        if !sequence.rules.triples.is_empty() {
            return Err(Error::Unsupported(msg!(
                "octal-spill-triples",
                "{name} splits heaps in three, which the rare-value method does not serve, so its values cannot be longer than memory",
                name = sequence.game.to_string()
            )));
        }
        let reach = sequence.reach();
        // Two bytes a value, or four when the values kept are that wide.
        let per_value = match out.width() {
            4 => 2 * SPILL_BYTES_PER_PREFIX_VALUE,
            _ => SPILL_BYTES_PER_PREFIX_VALUE,
        };
        let prefix =
            usize::try_from(bytes / per_value).unwrap_or(usize::MAX / 8).min(usize::MAX / 8);
        if prefix < MIN_PREFIX + reach {
            return Err(Error::LimitExceeded {
                what: msg!(
                    "limit-what-values-held",
                    "holding the first and the latest values of {name}",
                    name = sequence.game.to_string()
                ),
                needed: msg!(
                    "limit-memory-bytes",
                    "{bytes} bytes of memory",
                    bytes = (MIN_PREFIX + reach) as u64 * per_value
                ),
                limit: msg!("limit-memory-bytes", "{bytes} bytes of memory", bytes = bytes),
                hint: raise("--values-memory"),
            });
        }
        sequence.spill_to(prefix - reach, bytes, out)?;
        Ok(sequence)
    }

    /// The most counters a move removes, and a block of heaps (65): how far
    /// back from a heap the rare-value method reads besides its rare heaps.
    fn reach(&self) -> usize {
        let rules = &self.rules;
        rules.whole.iter().chain(&rules.single).chain(&rules.pairs).max().unwrap_or(&0) + 65
    }

    /// Makes a new sequence spill to `out` (resuming from what it holds),
    /// holding `prefix` first values, a window of an eighth of them (and
    /// the reach), stretches of a sixteenth, and checking that what it
    /// holds fits in `bytes`.
    fn spill_to(&mut self, prefix: usize, bytes: u64, mut out: Box<dyn Spill>) -> Result<()> {
        let sequence = self;
        let reach = sequence.reach();
        let stretch = (prefix / 16).max(1);
        let window = prefix / 8 + stretch + reach;
        let mut held = Held::new(prefix, window, stretch);
        // The values computed before, read through once: their counts, and
        // the values of the heaps past the prefix.
        let count = out.count();
        let mut chunk = vec![0u32; 1 << 16];
        let mut from = 0;
        while from < count {
            let read = chunk.len().min(usize::try_from(count - from).unwrap_or(usize::MAX));
            out.read(from, &mut chunk[..read])?;
            for &value in &chunk[..read] {
                sequence.split.record(held.len(), value);
                held.widen_for(value);
                held.push(value);
            }
            let spilled = &mut sequence.split.spilled;
            held.spill(&[], |value| spilled.insert(value));
            from += read as u64;
        }
        // A mask under which every value past the prefix is common, or
        // failing one the best, and then the rare heaps of the gap read again.
        if !held.choose(&mut sequence.split) {
            sequence.split.choose_any();
            let gap = held.gap();
            let mut n = gap.start;
            while n < gap.end {
                let read = chunk.len().min(gap.end - n);
                out.read(n as u64, &mut chunk[..read])?;
                for (i, &value) in chunk[..read].iter().enumerate() {
                    if !sequence.split.is_common(value) {
                        held.keep_far(n + i, value);
                    }
                }
                n += read;
            }
        }
        let buffer = Vec::new();
        let spilling = Spilling { held, out, stretch, bytes, buffer, from_file: 0 };
        sequence.storage = Storage::Spilling(Box::new(spilling));
        sequence.check_memory()
    }

    /// Writes the values not yet written to the [`Spill`] of a sequence
    /// longer than memory; nothing for one in memory. Every call of
    /// [`Sequence::extend_within`] does it before it returns.
    fn write_out(&mut self) -> Result<()> {
        if let Storage::Spilling(spilling) = &mut self.storage {
            let written = crate::core::convert::index(spilling.out.count());
            spilling.buffer.clear();
            spilling.held.tail(written, &mut spilling.buffer);
            spilling.out.append(&spilling.buffer)?;
        }
        Ok(())
    }

    /// The [`Spill`] of a sequence longer than memory, holding every value.
    pub fn spill(&mut self) -> Option<&mut dyn Spill> {
        match &mut self.storage {
            Storage::Memory(_) => None,
            Storage::Spilling(spilling) => Some(&mut *spilling.out),
        }
    }

    /// Sets where the bit-set path starts to speculate, and its rounds,
    /// when the current rayon pool has more than one thread (see
    /// [`Speculation`]); the values do not depend on it. For tests and
    /// benchmarks: the default suits every game researched.
    pub fn set_speculation(&mut self, speculation: Speculation) {
        self.speculation = speculation;
    }

    /// Says that the values show `period` (or, with `None`, none): on
    /// several threads, the next values of a byte in memory are then
    /// computed by verifying its predictions, G(n) = G(n − period), segment
    /// by segment on every thread, until one fails. The values do not
    /// depend on it. [`prove_period`](super::prove_period) says it once a
    /// period shows, or seems to.
    pub fn predict_period(&mut self, period: Option<u64>) {
        self.predicted = period.and_then(|p| usize::try_from(p).ok()).filter(|&p| p > 0);
    }

    /// Holds the values of a sequence not begun as bytes and bits
    /// ([`Nines`]) from the first, so that the rare-value method takes its
    /// path for values past 255 on a game whose values stay below (with bit
    /// 8 in the mask, the other bits split the values below 256 as any mask
    /// does). For tests: the values do not depend on it. Nothing once values
    /// are computed.
    pub fn hold_nines(&mut self) {
        if self.is_empty() && self.nines() {
            self.storage = Storage::Memory(Store::U9(Nines::default()));
            self.split.next_choice = 0;
        }
    }

    /// Whether values below 2⁹ are held as bytes and bits: for the
    /// rare-value method (everywhere, the browser's module too, so that a
    /// budget of work stops at the same heap).
    fn nines(&self) -> bool {
        self.rules.rare_value(Method::Fast)
    }

    /// The game.
    pub fn game(&self) -> &Octal {
        &self.game
    }

    /// How many values are known: G(0..len).
    pub fn len(&self) -> u64 {
        match &self.storage {
            Storage::Memory(store) => store.len() as u64,
            Storage::Spilling(spilling) => spilling.held.len() as u64,
        }
    }

    /// Whether no value is known yet.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// G(n), for n below [`Sequence::len`].
    ///
    /// # Panics
    ///
    /// If G(n) is not held, for a sequence longer than memory.
    pub fn value(&self, n: u64) -> u64 {
        let n = crate::core::convert::index(n);
        match &self.storage {
            Storage::Memory(store) => store.get(n),
            Storage::Spilling(spilling) => u64::from(spilling.held.get(n)),
        }
    }

    /// The values, when all are in memory: `None` for a sequence longer
    /// than memory ([`Sequence::spilling`]; read its [`Spill`]).
    pub fn in_memory(&self) -> Option<&Store> {
        match &self.storage {
            Storage::Memory(store) => Some(store),
            Storage::Spilling(_) => None,
        }
    }

    /// The values, all in memory.
    ///
    /// # Panics
    ///
    /// For a sequence longer than memory ([`Sequence::spilling`]).
    pub fn values(&self) -> &Store {
        self.in_memory().expect("the values of a sequence in memory")
    }

    /// The values, giving up the sequence.
    ///
    /// # Panics
    ///
    /// For a sequence longer than memory ([`Sequence::spilling`]).
    pub fn into_store(self) -> Store {
        match self.storage {
            Storage::Memory(store) => store,
            Storage::Spilling(_) => panic!("the values of a sequence longer than memory"),
        }
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

    /// The heaps n ≥ 1 with rare values under the current split, increasing.
    pub fn rare_heaps(&self) -> &[usize] {
        &self.split.rare
    }

    /// Reserves memory for G(0..len) in the current width, or says it does
    /// not fit; nothing for a sequence longer than memory, whose memory is
    /// reserved when it is made.
    pub fn reserve(&mut self, len: u64) -> Result<()> {
        let Storage::Memory(store) = &mut self.storage else { return Ok(()) };
        let more = usize::try_from(len).unwrap_or(usize::MAX).saturating_sub(store.len());
        let width = store.width();
        let reserved = match store {
            Store::U8(v) => v.try_reserve_exact(more).is_ok(),
            Store::U9(v) => v.try_reserve_exact(more),
            Store::U16(v) => v.try_reserve_exact(more).is_ok(),
            Store::U32(v) => v.try_reserve_exact(more).is_ok(),
        };
        if reserved {
            return Ok(());
        }
        let needed = match width {
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

    /// Computes G(0..len), without counting against a budget; for a
    /// sequence longer than memory, a stretch at a time, writing each out
    /// (even when it ends in an error: what was computed stands).
    fn extend_to(&mut self, len: u64, method: Method) -> Result<()> {
        let wanted = usize::try_from(len).ok().filter(|&l| l <= isize::MAX as usize / 4);
        let Some(len) = wanted else {
            return Err(too_large(&self.game, values(u128::from(len))));
        };
        // (No sequence spills on WebAssembly: see `Sequence::spilling`.)
        let Storage::Spilling(spilling) = &self.storage else {
            return self.compute(len, method);
        };
        if cfg!(target_family = "wasm") {
            unreachable!("Sequence::spilling refuses on WebAssembly");
        }
        let stretch = spilling.stretch;
        while self.len() < len as u64 {
            let to = len.min(crate::core::convert::index(self.len()) + stretch);
            // Every held value is read by the rare-value method only.
            let computed = self.compute(to, Method::Fast);
            self.write_out()?;
            computed?;
            self.spill_stretch()?;
        }
        Ok(())
    }

    /// After a stretch of a sequence longer than memory: checks that the
    /// next stretch reads only values held (choosing the mask again if it
    /// would not), and lets the values past the prefix and before the
    /// window leave memory, the rare heaps' values kept apart.
    ///
    /// A rare heap a is read with the heaps m − a, m = n − k, for the heaps
    /// n of the stretch [n0, n1): they must all lie in the prefix (n1 − a at
    /// most its length) or in the window (n0 − k − a at least its start).
    fn spill_stretch(&mut self) -> Result<()> {
        let Storage::Spilling(spilling) = &mut self.storage else { return Ok(()) };
        let (prefix, n0) = (spilling.held.prefix(), spilling.held.len());
        let n1 = n0 + spilling.stretch;
        let kmax = self.rules.pairs.iter().copied().max().unwrap_or(0);
        // The window's start once the values leave; while it is in the
        // prefix, nothing leaves and every value is held.
        let base = n0.saturating_sub(spilling.held.window());
        let unreadable = |split: &Split| {
            let mut rare = split.rare.iter().copied();
            rare.find(|&a| base > prefix && a + 1 < n1 && n1 - a > prefix && n0 < base + kmax + a)
        };
        if unreadable(&self.split).is_some() {
            spilling.held.choose(&mut self.split);
        }
        if let Some(heap) = unreadable(&self.split) {
            let needed = msg!(
                "limit-rare-heap-held",
                "the values of the heaps up to {upto} held in memory (heap {heap} is rare, and the rare-value method reads it with every heap up to the latest less it)",
                heap = heap,
                upto = n1 - heap
            );
            return Err(self.beyond_memory(needed));
        }
        let rare = &self.split.rare;
        let spilled = &mut self.split.spilled;
        spilling.held.spill(rare, |value| spilled.insert(value));
        self.check_memory()
    }

    /// Checks that what a sequence longer than memory holds fits in its
    /// bytes.
    fn check_memory(&self) -> Result<()> {
        let Storage::Spilling(spilling) = &self.storage else { return Ok(()) };
        let held = spilling.bytes_held(self.split.rare.len(), self.reach());
        if held <= spilling.bytes {
            return Ok(());
        }
        let needed = msg!(
            "limit-values-held-bytes",
            "{bytes} bytes of memory for the values held ({width} bytes each) and {rare} rare heaps",
            bytes = held,
            width = spilling.held.width(),
            rare = self.split.rare.len()
        );
        Err(self.beyond_memory(needed))
    }

    /// The error of a sequence longer than memory that needs a value it
    /// does not hold.
    fn beyond_memory(&self, needed: Message) -> Error {
        let Storage::Spilling(spilling) = &self.storage else {
            unreachable!("only a sequence longer than memory holds some values only")
        };
        Error::LimitExceeded {
            what: msg!("limit-what-values", "the values of {name}", name = &self.game.name),
            needed,
            limit: msg!(
                "limit-values-held",
                "the first {count} values held ({bytes} bytes of memory for the values)",
                count = spilling.held.prefix(),
                bytes = spilling.bytes
            ),
            hint: raise("--values-memory"),
        }
    }

    /// G(n), n the next heap, of a sequence longer than memory whose scan
    /// for a missing value needed values not held (which happens when G(n)
    /// is rare: no split has it, and every split must be seen), from every
    /// option, reading from the [`Spill`] what is not held; then the mask
    /// is chosen again, so that G(n) is common if a mask allowed makes it
    /// so. Time O(n), reading about n values.
    fn compute_from_file(&mut self) -> Result<()> {
        let Storage::Spilling(spilling) = &mut self.storage else {
            unreachable!("only the values of a sequence longer than memory are not all held")
        };
        let n = spilling.held.len();
        let written = crate::core::convert::index(spilling.out.count());
        let rules = &self.rules;
        // G(range): what was written from the file, the rest (held) from memory.
        let mut fetch = |range: std::ops::Range<usize>, out: &mut Vec<u32>| -> Result<()> {
            out.clear();
            let filed = range.start..range.end.min(written).max(range.start);
            out.resize(filed.len(), 0);
            spilling.out.read(filed.start as u64, out)?;
            (filed.end..range.end).for_each(|i| out.push(spilling.held.get(i)));
            Ok(())
        };
        let mut seen = vec![false; 1 << self.split.bits.min(26)];
        let mut see = |v: u32| match seen.get_mut(v as usize) {
            Some(slot) => *slot = true,
            None => {
                seen.resize(v as usize + 1, false);
                seen[v as usize] = true;
            }
        };
        let (mut left, mut right) = (Vec::new(), Vec::new());
        for &k in &rules.whole {
            if n == k {
                see(0);
            }
        }
        for &k in &rules.single {
            if n > k {
                see(spilling.held.get(n - k));
            }
        }
        const CHUNK: usize = 1 << 16;
        for &k in &rules.pairs {
            let Some(m) = n.checked_sub(k) else { continue };
            // The splits (a, m − a), a ≤ m − a, unequal ones when the rules say so.
            let last = if rules.unequal { (m.max(1) - 1) / 2 } else { m / 2 };
            let mut a = 1;
            while a <= last {
                let to = (a + CHUNK).min(last + 1);
                fetch(a..to, &mut left)?;
                fetch(m + 1 - to..m + 1 - a, &mut right)?;
                left.iter().zip(right.iter().rev()).for_each(|(&x, &y)| see(x ^ y));
                a = to;
            }
        }
        self.split.steps += rules.option_count(n);
        spilling.from_file += 1;
        let value = small(seen.iter().position(|&s| !s).unwrap_or(seen.len()));
        if value > MAX_VALUE {
            return Err(self.too_large_value());
        }
        spilling.held.widen_for(value);
        spilling.held.push(value);
        self.split.record(n, value);
        spilling.held.choose(&mut self.split);
        self.check_memory()
    }

    /// The error of a value past [`MAX_VALUE`] at the next heap.
    fn too_large_value(&self) -> Error {
        Error::Unsupported(msg!(
            "octal-value-too-large",
            "a value of {name} passed 2^26 at heap {heap}; larger values are not supported",
            name = self.game.to_string(),
            heap = self.len()
        ))
    }

    /// Computes G(0..len) in memory or in the values held.
    fn compute(&mut self, len: usize, method: Method) -> Result<()> {
        let rare_value = self.rules.rare_value(method);
        while crate::core::convert::index(self.len()) < len {
            // Again after each widening, which copies into a new table.
            self.reserve(len as u64)?;
            let (rules, split, speculation) = (&self.rules, &mut self.split, self.speculation);
            // On several threads, values of a byte are computed by
            // speculation (not in the browser's module, which has one).
            let speculating =
                !cfg!(target_family = "wasm") && rare_value && rayon::current_num_threads() > 1;
            // A table of bytes holds values below 256: the bit-set path.
            macro_rules! extend {
                ($values:expr, $kind:ident) => {
                    match $values {
                        $kind::U8(v) if rare_value => {
                            split.track(v);
                            match speculating {
                                true => speculate::extend(rules, split, v, len, speculation, false),
                                false => bitset::extend(rules, split, v, len),
                            }
                            .filter(|&value| value > 0xff)
                        }
                        $kind::U8(v) => extend_cells(rules, split, v, len, method),
                        $kind::U16(v) => extend_cells(rules, split, v, len, method),
                        $kind::U32(v) => extend_cells(rules, split, v, len, method),
                        #[allow(unreachable_patterns)] // (`Held` has no values of 9 bits.)
                        _ => unreachable!("values below 2^9 are extended below"),
                    }
                };
            }
            let overflow = match &mut self.storage {
                Storage::Memory(Store::U8(v)) if speculating && self.predicted.is_some() => {
                    split.track(v);
                    let period = self.predicted.unwrap_or_default();
                    let segment = speculation.round;
                    if v.len() >= speculation.from {
                        match predict::verify(rules, split, v, len, period, segment) {
                            Some(true) => continue,
                            Some(false) => self.predicted = None,
                            None => {}
                        }
                    }
                    // The rest (or all) of the call the usual way.
                    speculate::extend(rules, split, v, len, speculation, false)
                        .filter(|&value| value > 0xff)
                }
                Storage::Memory(store @ Store::U9(_)) if !rare_value => {
                    store.widen_for(0, false);
                    continue;
                }
                Storage::Memory(store @ Store::U9(_)) => {
                    let Store::U9(v) = store else { unreachable!() };
                    // The mask is chosen here, from whole values; without
                    // bit 8, two bytes a value.
                    if v.len() >= split.next_choice && !split.choose_nines(v) {
                        store.widen_for(0, false);
                        continue;
                    }
                    let (from, to) = (v.len(), len.min(split.next_choice));
                    let overflow = if speculating {
                        speculate::extend(rules, split, v.low_mut(), to, speculation, true)
                    } else {
                        bitset::extend_nines(rules, split, v.low_mut(), to)
                    };
                    // Bit 8 of each new value, from its low byte and its class
                    // (G(0) = 0, rare, is not listed).
                    let (mask, rare) = (split.mask, &split.rare);
                    let mut next = rare.partition_point(|&r| r < from);
                    v.set_high(from, |n, low| {
                        let listed = rare.get(next) == Some(&n);
                        next += usize::from(listed);
                        unpack(mask, low, listed || n == 0) >> 8 == 1
                    });
                    overflow
                }
                Storage::Memory(store) => extend!(store, Store),
                // Not in the browser's module, which has no files (and a
                // size budget: these loops are compiled again for `Held`).
                #[cfg(not(target_family = "wasm"))]
                Storage::Spilling(spilling) => extend!(&mut spilling.held, Held),
                #[cfg(target_family = "wasm")]
                Storage::Spilling(_) => unreachable!("Sequence::spilling refuses on WebAssembly"),
            };
            if !cfg!(target_family = "wasm") && std::mem::take(&mut self.split.outside) {
                self.compute_from_file()?;
                continue;
            }
            match overflow {
                Some(value) if value > MAX_VALUE => return Err(self.too_large_value()),
                Some(value) => match &mut self.storage {
                    Storage::Memory(store) => {
                        // Values below 2⁹ as bytes and bits, the mask chosen
                        // again at once (for one with bit 8).
                        store.widen_for(value, rare_value);
                        if matches!(store, Store::U9(_)) {
                            self.split.next_choice = store.len();
                        }
                    }
                    Storage::Spilling(spilling) => {
                        spilling.held.widen_for(value);
                        self.check_memory()?;
                    }
                },
                None => {}
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests;
