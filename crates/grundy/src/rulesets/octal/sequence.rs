//! G(0), G(1), … of a take-and-break game, by the plain method or the
//! rare-value method, stored in the narrowest integer width that holds them.

use std::ops::Range;

use rayon::prelude::*;

use super::bitset;
use super::code::{too_large, Octal};
use crate::core::convert::small;
use crate::core::error::{Error, Result};
use crate::core::limits::Work;
use crate::core::nimber::Nimber;

/// How [`Sequence::extend`] computes values.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Method {
    /// Every option of every heap: O(n) per heap and digit that splits in
    /// two, O(n²) per digit that splits in three. The reference in tests.
    Plain,
    /// The rare-value method for splits in two (and the plain one for
    /// splits in three). See [`Sequence`].
    Fast,
}

/// G(0..len), one byte per value while every value is below 256, two while
/// below 65,536, four after.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Store {
    /// Values below 2⁸.
    U8(Vec<u8>),
    /// Values below 2¹⁶.
    U16(Vec<u16>),
    /// Values below 2³².
    U32(Vec<u32>),
}

impl Default for Store {
    fn default() -> Self {
        Store::U8(Vec::new())
    }
}

impl Store {
    /// How many values are stored.
    pub fn len(&self) -> usize {
        match self {
            Store::U8(v) => v.len(),
            Store::U16(v) => v.len(),
            Store::U32(v) => v.len(),
        }
    }

    /// Whether no value is stored.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// G(n).
    ///
    /// # Panics
    ///
    /// If n is not below [`Store::len`].
    pub fn get(&self, n: usize) -> u64 {
        match self {
            Store::U8(v) => v[n] as u64,
            Store::U16(v) => v[n] as u64,
            Store::U32(v) => v[n] as u64,
        }
    }

    /// Bytes per value: 1, 2 or 4.
    pub fn width(&self) -> usize {
        match self {
            Store::U8(_) => 1,
            Store::U16(_) => 2,
            Store::U32(_) => 4,
        }
    }

    /// The values as bytes in little-endian order, for checkpoints.
    pub fn to_le_bytes(&self, from: usize) -> Vec<u8> {
        match self {
            Store::U8(v) => v[from..].to_vec(),
            Store::U16(v) => v[from..].iter().flat_map(|x| x.to_le_bytes()).collect(),
            Store::U32(v) => v[from..].iter().flat_map(|x| x.to_le_bytes()).collect(),
        }
    }

    /// Values of `width` bytes each, little-endian, as written by
    /// [`Store::to_le_bytes`]; `None` for a width other than 1, 2, 4 or a
    /// length that is not a multiple of it.
    pub fn from_le_bytes(width: usize, bytes: &[u8]) -> Option<Store> {
        if !matches!(width, 1 | 2 | 4) || bytes.len() % width != 0 {
            return None;
        }
        Some(match width {
            1 => Store::U8(bytes.to_vec()),
            2 => Store::U16(
                bytes.chunks_exact(2).map(|c| u16::from_le_bytes([c[0], c[1]])).collect(),
            ),
            _ => Store::U32(
                bytes
                    .chunks_exact(4)
                    .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                    .collect(),
            ),
        })
    }

    /// The values of a table of nimbers, in the narrowest width.
    pub fn from_nimbers(values: &[Nimber]) -> Result<Store> {
        Store::narrowest(values.len(), |n| values[n].0).ok_or_else(|| {
            let max = values.iter().map(|v| v.0).max().unwrap_or(0);
            Error::Unsupported(format!("a take-and-break value of {max} does not fit in 32 bits"))
        })
    }

    /// value(0), …, value(len − 1) in the narrowest width; `None` if one
    /// passes 32 bits.
    pub(super) fn narrowest(len: usize, value: impl Fn(usize) -> u64) -> Option<Store> {
        let max = (0..len).map(&value).max().unwrap_or(0);
        let all = 0..len;
        Some(match max {
            0..=0xff => {
                Store::U8(all.map(|n| u8::try_from(value(n))).collect::<Result<_, _>>().ok()?)
            }
            0x100..=0xffff => {
                Store::U16(all.map(|n| u16::try_from(value(n))).collect::<Result<_, _>>().ok()?)
            }
            _ if max <= u64::from(u32::MAX) => {
                Store::U32(all.map(|n| u32::try_from(value(n))).collect::<Result<_, _>>().ok()?)
            }
            _ => return None,
        })
    }

    /// Copies into a wider width, so that `value` fits.
    fn widen_for(&mut self, value: u32) {
        let widened = match self {
            Store::U8(v) if value > 0xff => Some(if value > 0xffff {
                Store::U32(v.iter().map(|&x| x as u32).collect())
            } else {
                Store::U16(v.iter().map(|&x| x as u16).collect())
            }),
            Store::U16(v) if value > 0xffff => {
                Some(Store::U32(v.iter().map(|&x| x as u32).collect()))
            }
            _ => None,
        };
        if let Some(widened) = widened {
            *self = widened;
        }
    }

    fn max(&self) -> u32 {
        match self {
            Store::U8(v) => v.iter().copied().max().unwrap_or(0) as u32,
            Store::U16(v) => v.iter().copied().max().unwrap_or(0) as u32,
            Store::U32(v) => v.iter().copied().max().unwrap_or(0),
        }
    }
}

/// An unsigned integer width values are stored in.
pub(super) trait Cell: Copy + Send + Sync + 'static {
    const MAX: u32;
    fn get(self) -> u32;
    fn new(value: u32) -> Self;
}

macro_rules! cell {
    ($t:ty) => {
        impl Cell for $t {
            const MAX: u32 = <$t>::MAX as u32;
            #[inline(always)]
            fn get(self) -> u32 {
                u32::from(self)
            }
            #[inline(always)]
            #[allow(clippy::cast_possible_truncation)] // Callers store values ≤ MAX (the store widens first).
            fn new(value: u32) -> Self {
                value as $t
            }
        }
    };
}
cell!(u8);
cell!(u16);
cell!(u32);

/// Values of the first stretch of [`Sequence::extend_within`].
const FIRST_STRETCH: u64 = 1 << 14;

/// The most steps a stretch of [`Sequence::extend_within`] is sized for
/// (about a tenth of a second), so that progress is reported often.
const STRETCH_STEPS: u64 = 1 << 27;
/// Heaps per block once blocks are computed on several cores.
const BLOCK: usize = 4096;
/// Heaps from which blocks are computed on several cores.
const PARALLEL_FROM: usize = 1 << 15;
/// Rare heaps past the first block that make sharing blocks out worth it.
const FAR_RARE: usize = 256;
/// Values below 2^BITSET_BITS are collected in a bit set, larger ones by stamps.
const BITSET_BITS: u32 = 12;
/// The mask is chosen only while values are below 2^MASK_BITS.
const MASK_BITS: u32 = 20;
/// The largest value computed: larger ones would need too large a set of seen values.
const MAX_VALUE: u32 = (1 << 26) - 1;

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

/// The numbers of counters a move removes, by what the move may leave.
#[derive(Debug, Clone)]
pub(super) struct Rules {
    pub(super) whole: Vec<usize>,
    pub(super) single: Vec<usize>,
    pub(super) pairs: Vec<usize>,
    pub(super) triples: Vec<usize>,
    pub(super) unequal: bool,
}

/// The split of values into common and rare ones, and the rare heaps.
#[derive(Debug, Clone)]
pub(super) struct Split {
    /// v is common when (v & mask) has odd parity.
    pub(super) mask: u32,
    /// Heaps n ≥ 1 with a rare value, increasing.
    pub(super) rare: Vec<usize>,
    /// counts[v]: heaps n ≥ 1 with value v (while values are below 2^MASK_BITS).
    counts: Vec<u64>,
    /// Every value so far is below 2^bits.
    pub(super) bits: u32,
    /// The length at which the mask is next chosen again.
    pub(super) next_choice: usize,
    /// Whether `rare` is kept (only the rare-value method needs it).
    tracking: bool,
    /// Option values checked so far (see [`Work`]).
    pub(super) steps: u64,
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
        (value & self.split.mask as u64).count_ones() % 2 == 0
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
        let width = self.store.width();
        Err(too_large(
            &self.game,
            format!("{len} values of {width} byte{}", if width > 1 { "s" } else { "" }),
        ))
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
                            format!(
                                "computing the values of {} (heap {from} has {cost} options)",
                                self.game
                            )
                        });
                    }
                    to = from + 1;
                }
            }
            self.extend_to(to, method)?;
            let spent = self.split.steps - before;
            work.spend(spent, || format!("computing the values of {} (up to {to})", self.game))?;
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
            return Err(too_large(&self.game, format!("{len} values")));
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
                    return Err(Error::Unsupported(format!(
                        "a value of {} passed 2^26 at heap {}; larger values are not supported",
                        self.game,
                        self.store.len()
                    )))
                }
                Some(value) => self.store.widen_for(value),
                None => {}
            }
        }
        Ok(())
    }
}

/// Extends `g` (with room reserved for `len` values) to `len` values, or
/// stops at the first value past `T::MAX` and returns it.
fn extend_cells<T: Cell>(
    rules: &Rules,
    split: &mut Split,
    g: &mut Vec<T>,
    len: usize,
    method: Method,
) -> Option<u32> {
    let fast = rules.rare_value(method);
    let parallel = fast && rayon::current_num_threads() > 1;
    if fast {
        split.track(g);
    }
    let mut seen = Seen::default();
    let mut missing = Vec::new();
    while g.len() < len {
        let start = g.len();
        if fast && start >= split.next_choice {
            split.choose(g);
        }
        let end = if fast { len.min(start + BLOCK).min(split.next_choice) } else { len };
        // Blocks are shared out only when many rare heaps lie below the
        // block's reach, so that most splits with a rare part are far.
        let far_rare = split.rare.len() - split.rare.partition_point(|&a| a <= BLOCK);
        let far = (parallel
            && start >= PARALLEL_FROM
            && split.bits <= BITSET_BITS
            && far_rare >= FAR_RARE)
            .then(|| Far::compute(rules, split, g, start, end));
        let known = far.as_ref().map_or((0, 0), |far| (far.start, far.old));
        for n in start..end {
            seen.clear(split.bits);
            let value = if fast {
                if let Some(far) = &far {
                    seen.or_flags(far.of(n));
                }
                split.steps += 1 + (rules.pairs.len() * split.rare.len()) as u64;
                rare_value(rules, split, g, n, known, &mut seen, &mut missing)
            } else {
                split.steps += rules.option_count(n);
                plain(rules, g, n, &mut seen)
            };
            if value > T::MAX || value > MAX_VALUE {
                return Some(value);
            }
            g.push(T::new(value));
            split.record(n, value);
        }
    }
    None
}

/// The options of heap n that leave at most one heap.
#[inline]
fn singles<T: Cell>(rules: &Rules, g: &[T], n: usize, seen: &mut Seen) {
    for &k in &rules.whole {
        if n == k {
            seen.set(0);
        }
    }
    for &k in &rules.single {
        if n > k {
            seen.set(g[n - k].get());
        }
    }
}

/// G(n) from every option.
fn plain<T: Cell>(rules: &Rules, g: &[T], n: usize, seen: &mut Seen) -> u32 {
    singles(rules, g, n, seen);
    for &k in &rules.pairs {
        let Some(m) = n.checked_sub(k) else { break };
        for a in 1..=m / 2 {
            if !(rules.unequal && 2 * a == m) {
                seen.set(g[a].get() ^ g[m - a].get());
            }
        }
    }
    for &k in &rules.triples {
        let Some(m) = n.checked_sub(k) else { break };
        for a in 1..=m / 3 {
            let ga = g[a].get();
            for b in a..=(m - a) / 2 {
                seen.set(ga ^ g[b].get() ^ g[m - a - b].get());
            }
        }
    }
    seen.mex()
}

/// XORs the splits (a, m − a) for the rare heaps a given, up to the first
/// a that `stop` refuses (`rare` is increasing).
#[inline]
fn rare_splits<T: Cell>(
    g: &[T],
    rare: &[usize],
    m: usize,
    unequal: bool,
    seen: &mut Seen,
    stop: impl Fn(usize) -> bool,
) {
    for &a in rare {
        if stop(a) {
            break;
        }
        let b = m - a;
        if !(unequal && a == b) {
            seen.set(g[a].get() ^ g[b].get());
        }
    }
}

/// G(n) by the rare-value method. Splits (a, m − a) with a rare a below
/// `known` and m − a below `known` are already in `seen` (see [`Far`]);
/// `known` is 0 when nothing is. The splits a scan goes through are
/// counted in `split.steps`.
fn rare_value<T: Cell>(
    rules: &Rules,
    split: &mut Split,
    g: &[T],
    n: usize,
    (known, old): (usize, usize),
    seen: &mut Seen,
    missing: &mut Vec<u32>,
) -> u32 {
    singles(rules, g, n, seen);
    let rare = &split.rare;
    for &k in &rules.pairs {
        let Some(m) = n.checked_sub(k) else { break };
        if m < 2 {
            continue;
        }
        if !rules.unequal && m % 2 == 0 {
            seen.set(0);
        }
        // Rare heaps below `known` (the first `old`) with m − a ≥ known,
        // then the newer ones below m.
        rare_splits(g, &rare[..old], m, rules.unequal, seen, |a| a + known.max(1) > m);
        rare_splits(g, &rare[old..], m, rules.unequal, seen, |a| a >= m);
    }
    if split.mask == 0 {
        // Every heap is rare: every split has been seen.
        return seen.mex();
    }
    // Every common option value has been seen: the least common value
    // missing is G(n), unless a rare value below it is missing from every split.
    let candidate = seen.least_missing(|v| split.is_common(v));
    missing.clear();
    missing.extend((0..candidate).filter(|&v| !split.is_common(v) && !seen.has(v)));
    if missing.is_empty() {
        return candidate;
    }
    witness(rules, g, n, seen, missing, &mut split.steps).unwrap_or(candidate)
}

/// Scans the splits of heap n for the values `missing` (increasing);
/// returns the least value no split has, or `None` when every one is found.
fn witness<T: Cell>(
    rules: &Rules,
    g: &[T],
    n: usize,
    seen: &mut Seen,
    missing: &mut Vec<u32>,
    scanned: &mut u64,
) -> Option<u32> {
    for SplitRun { left, right, .. } in rules.split_runs(n, 8) {
        *scanned += left.len() as u64;
        for (x, y) in g[left].iter().zip(g[right].iter().rev()) {
            seen.set(x.get() ^ y.get());
        }
        missing.retain(|&w| !seen.has(w));
        if missing.is_empty() {
            return None;
        }
    }
    missing.first().copied()
}

/// Splits scanned per digit in one run of a's ([`Rules::split_runs`]), at most.
pub(super) const SCAN_RUN: usize = 64;

impl Rules {
    /// The options of heap n: what the plain method checks.
    fn option_count(&self, n: usize) -> u64 {
        let pairs: usize = self.pairs.iter().filter_map(|&k| n.checked_sub(k)).map(|m| m / 2).sum();
        let triples: usize =
            self.triples.iter().filter_map(|&k| n.checked_sub(k)).map(|m| m * m / 12 + 1).sum();
        (1 + self.whole.len() + self.single.len() + pairs + triples) as u64
    }

    /// Whether `method` runs the rare-value method here: it does for games
    /// with splits in two and none in three.
    pub(super) fn rare_value(&self, method: Method) -> bool {
        method == Method::Fast && self.triples.is_empty() && !self.pairs.is_empty()
    }

    /// The splits (a, m − a) of heap n into two, m = n − k for each digit
    /// k, a = 1, 2, … in every digit at once (a value missing from one
    /// digit's splits is usually found early in another's): runs of a's,
    /// the first `first` long and each next one twice as long, up to
    /// [`SCAN_RUN`], each run cut into one item per digit.
    ///
    /// An iterator rather than a function taking a closure, so that the
    /// caller's loop body is compiled inside the caller: the bit-set path's
    /// AVX2 copy loses its vector instructions in a closure called from
    /// here (Grundy's game ran 1.7× slower that way).
    #[inline(always)]
    pub(super) fn split_runs(&self, n: usize, first: usize) -> SplitRuns<'_> {
        // The largest a of each digit's splits: m/2, or below m/2 for unequal splits.
        let unequal = self.unequal;
        let top = |k: usize| {
            n.checked_sub(k).map_or(0, |m| if unequal { (m - m.min(1)) / 2 } else { m / 2 })
        };
        let last = self.pairs.iter().map(|&k| top(k)).max().unwrap_or(0);
        let length = first.clamp(1, SCAN_RUN);
        SplitRuns { rules: self, n, last, a: 1, to: 1, length, digit: self.pairs.len() }
    }
}

/// The splits (a, m − a) of one digit for a run of a's.
pub(super) struct SplitRun {
    /// The first a of the run (the same for every digit of the run).
    pub(super) first: usize,
    /// The heaps a.
    pub(super) left: Range<usize>,
    /// Their heaps m − a, read backwards.
    pub(super) right: Range<usize>,
}

/// The runs of splits of one heap, from [`Rules::split_runs`].
pub(super) struct SplitRuns<'r> {
    rules: &'r Rules,
    n: usize,
    /// The largest a of any digit.
    last: usize,
    /// The current run is a..to, digit by digit.
    a: usize,
    to: usize,
    length: usize,
    /// The index of the next digit of the current run.
    digit: usize,
}

impl Iterator for SplitRuns<'_> {
    type Item = SplitRun;

    #[inline(always)]
    fn next(&mut self) -> Option<SplitRun> {
        loop {
            if self.digit == self.rules.pairs.len() {
                // The next run of a's.
                self.a = self.to;
                if self.a > self.last {
                    return None;
                }
                self.to = (self.a + self.length).min(self.last + 1);
                self.length = (2 * self.length).min(SCAN_RUN);
                self.digit = 0;
            }
            let k = self.rules.pairs[self.digit];
            self.digit += 1;
            let Some(m) = self.n.checked_sub(k) else { continue };
            let top = if self.rules.unequal { (m - m.min(1)) / 2 } else { m / 2 };
            let hi = self.to.min(top + 1);
            if self.a < hi {
                let (a, to) = (self.a, hi);
                return Some(SplitRun { first: a, left: a..to, right: m + 1 - to..m + 1 - a });
            }
        }
    }
}

/// For each heap n of a block [start, end): the values of the splits
/// (a, m − a), m = n − k, with a rare and both parts below `start`,
/// computed on every core.
struct Far {
    start: usize,
    /// The rare heaps below `start`: the first `old` of the list.
    old: usize,
    words: usize,
    sets: Vec<u8>,
}

impl Far {
    fn compute<T: Cell>(rules: &Rules, split: &Split, g: &[T], start: usize, end: usize) -> Far {
        let words = Seen::bytes_for(split.bits);
        let mut sets = vec![0u8; (end - start) * words];
        let rare = &split.rare[..split.rare.partition_point(|&a| a < start)];
        sets.par_chunks_mut(words * 256).enumerate().for_each(|(chunk, sets)| {
            let mut seen = Seen::default();
            for (i, set) in sets.chunks_mut(words).enumerate() {
                let n = start + chunk * 256 + i;
                seen.clear(split.bits);
                for &k in &rules.pairs {
                    let Some(m) = n.checked_sub(k) else { break };
                    // a < m and m − a < start, that is a > m − start.
                    let from = rare.partition_point(|&a| a + start <= m);
                    rare_splits(g, &rare[from..], m, rules.unequal, &mut seen, |a| a >= m);
                }
                set.copy_from_slice(&seen.flags[..words]);
            }
        });
        Far { start, old: rare.len(), words, sets }
    }

    fn of(&self, n: usize) -> &[u8] {
        let i = n - self.start;
        &self.sets[i * self.words..(i + 1) * self.words]
    }
}

impl Split {
    pub(super) fn is_common(&self, value: u32) -> bool {
        (value & self.mask).count_ones() % 2 == 1
    }

    /// Makes room for values below 2^bits.
    fn grow(&mut self, bits: u32) {
        if bits > self.bits {
            self.bits = bits;
            if bits <= MASK_BITS {
                self.counts.resize(1 << bits, 0);
            }
        }
    }

    fn count(&mut self, value: u32) {
        if let Some(count) = self.counts.get_mut(value as usize) {
            *count += 1;
        }
    }

    /// Notes G(n) = value.
    #[inline]
    pub(super) fn record(&mut self, n: usize, value: u32) {
        if n == 0 {
            return;
        }
        self.grow(32 - value.leading_zeros());
        self.count(value);
        if self.tracking && !self.is_common(value) {
            self.rare.push(n);
        }
    }

    /// Chooses the mask that makes the rare heaps fewest, by a Walsh–Hadamard
    /// transform of the counts, and lists the rare heaps again if it changed.
    pub(super) fn choose<T: Cell>(&mut self, g: &[T]) {
        self.next_choice = (g.len() * 2).max(1024);
        if self.bits > MASK_BITS {
            return;
        }
        // f[mask] = Σ_v counts[v]·(−1)^parity(v & mask) = rare − common.
        let mut f: Vec<i64> = self.counts.iter().map(|&c| c as i64).collect();
        let mut h = 1;
        while h < f.len() {
            for i in (0..f.len()).step_by(2 * h) {
                for j in i..i + h {
                    let (x, y) = (f[j], f[j + h]);
                    f[j] = x + y;
                    f[j + h] = x - y;
                }
            }
            h *= 2;
        }
        let best = (0..f.len()).min_by_key(|&mask| f[mask]).map_or(0, small);
        if f[best as usize] < f.get(self.mask as usize).copied().unwrap_or(i64::MAX) {
            self.mask = best;
            self.list_rare(g);
        }
    }

    /// Keeps the list of rare heaps from now on (the rare-value method needs it).
    fn track<T: Cell>(&mut self, g: &[T]) {
        if !self.tracking {
            self.tracking = true;
            self.list_rare(g);
        }
    }

    /// Lists the rare heaps of `g` under the current mask.
    fn list_rare<T: Cell>(&mut self, g: &[T]) {
        let mask = self.mask;
        self.rare.clear();
        self.rare.extend((1..g.len()).filter(|&n| (g[n].get() & mask).count_ones() % 2 == 0));
    }
}

/// The option values of one heap: a flag byte per value for small values
/// (a set is one store, with no read-modify-write chain), stamps for large ones.
#[derive(Default)]
struct Seen {
    flags: Vec<u8>,
    active: usize,
    stamps: Vec<u32>,
    stamp: u32,
    large: bool,
}

impl Seen {
    /// Flag bytes holding every XOR of values below 2^bits, and their mex,
    /// rounded up to whole words.
    fn bytes_for(bits: u32) -> usize {
        ((1usize << bits) + 1).next_multiple_of(8)
    }

    /// Forgets every value; values to come are below 2^bits.
    #[inline]
    fn clear(&mut self, bits: u32) {
        self.large = bits > BITSET_BITS;
        if self.large {
            let size = (1usize << bits) + 1;
            if self.stamps.len() < size {
                self.stamps.resize(size, 0);
            }
            self.stamp = self.stamp.wrapping_add(1);
            if self.stamp == 0 {
                self.stamps.fill(0);
                self.stamp = 1;
            }
        } else {
            self.active = Seen::bytes_for(bits);
            if self.flags.len() < self.active {
                self.flags.resize(self.active, 0);
            }
            self.flags[..self.active].fill(0);
        }
    }

    #[inline(always)]
    fn set(&mut self, value: u32) {
        if self.large {
            self.stamps[value as usize] = self.stamp;
        } else {
            self.flags[value as usize] = 1;
        }
    }

    #[inline]
    #[allow(clippy::cast_possible_truncation)] // `active` is at most 2³², for values below it.
    fn has(&self, value: u32) -> bool {
        if self.large {
            self.stamps.get(value as usize) == Some(&self.stamp)
        } else {
            value < self.active as u32 && self.flags[value as usize] != 0
        }
    }

    /// The least value not seen for which `wanted` holds (`wanted` must hold
    /// for some value of every 2^32).
    #[inline]
    fn least_missing(&self, wanted: impl Fn(u32) -> bool) -> u32 {
        (0..=u32::MAX).find(|&v| wanted(v) && !self.has(v)).expect("a wanted value is missing")
    }

    /// Adds the values flagged in `flags` (as kept by [`Far`]).
    fn or_flags(&mut self, flags: &[u8]) {
        if !self.large {
            for (f, &x) in self.flags.iter_mut().zip(flags) {
                *f |= x;
            }
            return;
        }
        for (value, &x) in flags.iter().enumerate() {
            if x != 0 {
                self.set(small(value));
            }
        }
    }

    #[inline]
    #[allow(clippy::cast_possible_truncation)] // A mex is at most the number of options of a heap, below 2³².
    fn mex(&self) -> u32 {
        if self.large {
            let stamp = self.stamp;
            return self.stamps.iter().position(|&s| s != stamp).unwrap_or(self.stamps.len())
                as u32;
        }
        const ONES: u64 = 0x0101_0101_0101_0101;
        for (i, word) in self.flags[..self.active].chunks_exact(8).enumerate() {
            let word = u64::from_le_bytes(word.try_into().expect("eight bytes"));
            if word != ONES {
                // Flags are 0 or 1: the first zero byte is the first 1 in word ^ ONES.
                return (i * 8) as u32 + (word ^ ONES).trailing_zeros() / 8;
            }
        }
        self.active as u32
    }
}
