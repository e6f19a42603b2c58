//! The rare-value method on bit sets, for values below 256 (one byte each):
//! the fast path of [`Sequence`](super::sequence::Sequence) for nearly every game researched.
//!
//! The option values of a heap are a set of W 64-bit words (W = 1 for
//! values below 64, 2 below 128, 4 below 256), so the common value to
//! try, the rare values missing below it and the check that a scan has
//! found them all are a few word operations each. Heaps go in blocks of [`BLOCK`]: the
//! splits (a, m − a) with a rare a ≥ BLOCK have their larger part below
//! the block, so they are XORed for the whole block at once, one rare heap
//! at a time over contiguous values, in vector lanes. The splits with a
//! smaller rare part, and the scan for missing rare values, go heap by
//! heap; the scan XORs a run of splits in vector lanes before each check.
//! On x86-64 the whole loop is compiled twice, and the AVX2 copy (with its
//! variable shifts) is used when the processor has it.

use std::ops::Range;

use super::rules::{rare_within, Rules, Split, SplitRun, SCAN_RUN};
use super::store::Values;
use crate::core::sort;

/// Heaps per block.
pub(super) const BLOCK: usize = 64;
/// Heaps per run of a block for the splits with a near rare part.
const SUB: usize = 16;

/// Extends `g` to `len` values while every value fits in W words (below
/// 64·W); stops early, with the values so far, at a value that does not,
/// returning it (it is stored when below 256).
pub(super) fn extend<V: Values<u8>>(
    rules: &Rules,
    split: &mut Split,
    g: &mut V,
    len: usize,
) -> Option<u32> {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx2") {
        // SAFETY: the processor has AVX2, checked just above.
        return unsafe {
            match split.bits {
                0..=6 => extend_avx2::<1, V>(rules, split, g, len),
                7 => extend_avx2::<2, V>(rules, split, g, len),
                _ => extend_avx2::<4, V>(rules, split, g, len),
            }
        };
    }
    extend_any(rules, split, g, len)
}

/// [`extend_words`] for W words compiled with AVX2, one function per W:
/// each is compiled on its own, so that its code does not change with the
/// others' (one function holding all three came out 2–4% slower or faster
/// as unrelated code of the crate changed, issue 27).
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
unsafe fn extend_avx2<const W: usize, V: Values<u8>>(
    rules: &Rules,
    split: &mut Split,
    g: &mut V,
    len: usize,
) -> Option<u32> {
    extend_words::<W, false, false, V>(rules, split, g, len, &mut Vec::new(), None)
}

/// [`extend`] for values below 2⁹ held as bytes ([`Nines`](super::store::Nines)), the mask
/// having bit 8: `g` holds their low bytes. Stops at a value of 512 or
/// more, returning it (not stored). The caller chooses the mask: `len` is
/// at most `split.next_choice`.
pub(super) fn extend_nines<V: Values<u8>>(
    rules: &Rules,
    split: &mut Split,
    g: &mut V,
    len: usize,
) -> Option<u32> {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx2") {
        // SAFETY: the processor has AVX2, checked just above.
        return unsafe { extend_nines_avx2(rules, split, g, len) };
    }
    extend_words::<4, false, true, _>(rules, split, g, len, &mut Vec::new(), None)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
unsafe fn extend_nines_avx2<V: Values<u8>>(
    rules: &Rules,
    split: &mut Split,
    g: &mut V,
    len: usize,
) -> Option<u32> {
    extend_words::<4, false, true, _>(rules, split, g, len, &mut Vec::new(), None)
}

#[inline(always)]
fn extend_any<V: Values<u8>>(
    rules: &Rules,
    split: &mut Split,
    g: &mut V,
    len: usize,
) -> Option<u32> {
    match split.bits {
        0..=6 => extend_words::<1, false, false, V>(rules, split, g, len, &mut Vec::new(), None),
        7 => extend_words::<2, false, false, V>(rules, split, g, len, &mut Vec::new(), None),
        _ => extend_words::<4, false, false, V>(rules, split, g, len, &mut Vec::new(), None),
    }
}

/// A set of values below 64·W.
pub(super) type Set<const W: usize> = [u64; W];

/// The set {v} ∩ word w: bit v − 64w of word w.
#[inline(always)]
fn bit<const W: usize>(v: u32, w: usize) -> u64 {
    if W == 1 {
        1 << (v & 63)
    } else {
        // A shift by 64 or more gives 0 (AVX2's variable shifts do just that).
        // w < W ≤ 4: 64·w fits.
        #[allow(clippy::cast_possible_truncation)]
        let shift = v.wrapping_sub(64 * w as u32);
        if shift < 64 {
            1 << shift
        } else {
            0
        }
    }
}

#[inline(always)]
fn insert<const W: usize>(set: &mut Set<W>, v: u32) {
    for (w, word) in set.iter_mut().enumerate() {
        *word |= bit::<W>(v, w);
    }
}

/// The least value of `set`, if any.
#[inline(always)]
#[allow(clippy::cast_possible_truncation)] // w < W ≤ 4: 64·w fits.
pub(super) fn first<const W: usize>(set: &Set<W>) -> Option<u32> {
    set.iter()
        .enumerate()
        .find(|(_, &word)| word != 0)
        .map(|(w, word)| 64 * w as u32 + word.trailing_zeros())
}

/// {v : v < limit}, for limit ≤ 64·W.
#[inline(always)]
#[allow(clippy::cast_possible_truncation)] // w < W ≤ 4: 64·w fits.
fn below<const W: usize>(limit: u32) -> Set<W> {
    std::array::from_fn(|w| {
        let from = 64 * w as u32;
        match limit.saturating_sub(from) {
            0 => 0,
            l if l >= 64 => !0,
            l => (1 << l) - 1,
        }
    })
}

#[inline(always)]
fn and_not<const W: usize>(x: &Set<W>, y: &Set<W>) -> Set<W> {
    std::array::from_fn(|w| x[w] & !y[w])
}

/// The values of `set` below `limit` (at most 64·W).
#[inline(always)]
fn and_below<const W: usize>(set: &Set<W>, limit: u32) -> Set<W> {
    let under = below::<W>(limit);
    std::array::from_fn(|w| set[w] & under[w])
}

/// The least rare value whose low byte is in `lows`, for values below 2⁹
/// under a mask with bit 8, `common` being the low bytes of the common
/// values below 256: the low bytes not in it are of rare values below 256,
/// the others of rare values from 256 on.
#[inline(always)]
pub(super) fn least_rare<const W: usize>(lows: &Set<W>, common: &Set<W>) -> Option<u32> {
    let below = first(&and_not(lows, common));
    below.or_else(|| first::<W>(&std::array::from_fn(|w| lows[w] & common[w])).map(|l| 256 + l))
}

/// The low bytes of the common values below 256 under `mask`.
#[inline(always)]
#[allow(clippy::cast_possible_truncation)] // w < W ≤ 4: 64·w fits.
pub(super) fn common_lows<const W: usize>(mask: u32) -> Set<W> {
    std::array::from_fn(|w| {
        (0..64)
            .filter(|&b| ((64 * w as u32 + b) & mask).count_ones() % 2 == 1)
            .map(|b| 1 << b)
            .sum()
    })
}

/// XORs pairs of values into `set`: x ^ y for each x of `left` with the
/// y at the same place from the end of `right`.
#[inline(always)]
fn insert_pairs<const W: usize>(set: &mut Set<W>, left: &[u8], right: &[u8]) {
    for (w, word) in set.iter_mut().enumerate() {
        *word |= left
            .iter()
            .zip(right.iter().rev())
            .fold(0, |acc, (&x, &y)| acc | bit::<W>((x ^ y) as u32, w));
    }
}

/// The loop of the bit-set path. With `SPECULATE`, a heap whose least
/// common missing value leaves rare values missing below it is not scanned:
/// it takes that common value, and the heap and its missing values go to
/// `pending` for [`speculate`](super::speculate) to verify; a value past the
/// words then stops the loop before it is stored (to be computed again
/// exactly). Steps are counted heap by heap, so that their sum does not
/// depend on where blocks begin. With `ahead`, the far splits it holds
/// for the heaps of its round are not XORed again.
///
/// With `NINES` (W = 4), `g` holds the low bytes of values below 2⁹ and
/// the mask has bit 8: a value is then known from its low byte and whether
/// it is common or rare (v ↦ (low byte, class) is one to one), and the XOR
/// of two values is common exactly when one of them is. So option values
/// are two sets of low bytes, the common ones (`seen`) and the rare ones
/// (`seen_rare`): a split with a rare part goes to the first, but for the
/// splits of two rare heaps, found by looking the other part up among the
/// rare heaps where it may be one (O(log r), or one comparison past the
/// last rare heap). The common values below 256 are the low bytes l with
/// l & M odd, those from 256 the others; the rare ones the other way
/// round. The scan looks only at the splits of two common heaps (the
/// others are in the sets already), whose XORs are rare, so their low bytes
/// tell them.
#[inline(always)]
pub(super) fn extend_words<
    const W: usize,
    const SPECULATE: bool,
    const NINES: bool,
    V: Values<u8>,
>(
    rules: &Rules,
    split: &mut Split,
    g: &mut V,
    len: usize,
    pending: &mut Vec<Pending<W>>,
    ahead: Option<&Ahead<W>>,
) -> Option<u32> {
    #[allow(clippy::cast_possible_truncation)] // W ≤ 4.
    let limit = if NINES { 512 } else { 64 * W as u32 };
    let mut far = [[0u64; BLOCK]; W];
    let mut far_rare = [[0u64; BLOCK]; W];
    let mut near = Vec::new();
    let mut buffer = Vec::new();
    while g.len() < len {
        let start = g.len();
        if start >= split.next_choice {
            assert!(!NINES, "the caller chooses the mask of values below 2^9");
            split.choose(g);
        }
        let end = len.min(start + BLOCK).min(split.next_choice);
        let ahead = ahead.and_then(|ahead| ahead.block(start, end, split.rare.len()));
        block_far::<W, NINES, V>(
            rules,
            split,
            g,
            start,
            end,
            &mut far,
            &mut far_rare,
            &mut near,
            ahead,
        );
        let known_rare = split.rare.len();
        // Past the first heaps, every near split is a split of every heap.
        let checked = rules.unequal || near.iter().any(|near| near.to >= start);
        let common: Set<W> = common_lows(split.mask);
        let rare_values: Set<W> = std::array::from_fn(|w| !common[w]);
        // Near splits reaching back SUB heaps or more are XORed a run of SUB
        // heaps at a time, in vector lanes, the others heap by heap.
        sort::sort_by_key(&mut near, |near| near.to);
        let by_run = if checked { near.len() } else { near.partition_point(|near| near.to < SUB) };
        for n in start..end {
            if (n - start).is_multiple_of(SUB) && by_run < near.len() {
                let run = n - start..(n - start + SUB).min(end - start);
                for &Near { to, value, .. } in &near[by_run..] {
                    let values = &g[n - to..n - to + run.len()];
                    if let Some(rare) =
                        split.rare_within(n - to, n - to + run.len()).filter(|_| NINES)
                    {
                        let mut rare = rare.iter().peekable();
                        for (i, &x) in values.iter().enumerate() {
                            let is_rare = rare.next_if_eq(&&(n - to + i)).is_some();
                            let into = if is_rare { &mut far_rare } else { &mut far };
                            for (w, words) in into.iter_mut().enumerate() {
                                words[run.start + i] |= bit::<W>((value ^ x) as u32, w);
                            }
                        }
                        continue;
                    }
                    for (w, words) in far.iter_mut().enumerate() {
                        for (word, &x) in words[run.clone()].iter_mut().zip(values) {
                            *word |= bit::<W>((value ^ x) as u32, w);
                        }
                    }
                }
            }
            let counted = (1 + rules.pairs.len() * split.rare.len()) as u64;
            split.steps += counted;
            let mut seen: Set<W> = std::array::from_fn(|w| far[w][n - start]);
            // With NINES, the rare values seen (`seen` holds every value otherwise).
            let mut seen_rare: Set<W> = std::array::from_fn(|w| far_rare[w][n - start]);
            // The set a value from heap b (or a split with a rare part
            // whose other part is b) goes to.
            macro_rules! into {
                ($b:expr) => {
                    if NINES && split.is_rare_heap($b) {
                        &mut seen_rare
                    } else {
                        &mut seen
                    }
                };
            }
            for &k in &rules.whole {
                if n == k {
                    insert(if NINES { &mut seen_rare } else { &mut seen }, 0);
                }
            }
            for &k in &rules.single {
                if n > k {
                    insert(into!(n - k), g[n - k] as u32);
                }
            }
            for &k in &rules.pairs {
                let Some(m) = n.checked_sub(k).filter(|&m| m >= 2) else { break };
                if !rules.unequal && m % 2 == 0 {
                    insert(if NINES { &mut seen_rare } else { &mut seen }, 0);
                }
                // Rare heaps of this block.
                for &a in &split.rare[known_rare..] {
                    if a >= m {
                        break;
                    }
                    if !(rules.unequal && 2 * a == m) {
                        insert(into!(m - a), (g[a] ^ g[m - a]) as u32);
                    }
                }
            }
            if checked {
                for &Near { to, a, value } in &near {
                    if to < n && !(rules.unequal && to + a == n) {
                        insert(into!(n - to), (value ^ g[n - to]) as u32);
                    }
                }
            } else {
                for &Near { to, value, .. } in &near[..by_run] {
                    insert(into!(n - to), (value ^ g[n - to]) as u32);
                }
            }
            let value = if !NINES && split.mask == 0 {
                // Every heap is rare: every split has been seen.
                first(&and_not(&below(limit), &seen)).unwrap_or(limit)
            } else {
                // The least common value missing, unless a rare value below it
                // is missing from every split: with NINES, `common` holds the
                // low bytes of the common values below 256, `rare_values` of
                // those from 256 (and of the rare ones below), and the rare
                // values are looked for among `seen_rare`.
                let (candidate, missing, seen) = if NINES {
                    let rare_missing = and_not(&rare_values, &seen_rare);
                    match first(&and_not(&common, &seen)) {
                        Some(c) => (c, and_below(&rare_missing, c), seen_rare),
                        None => match first(&and_not(&rare_values, &seen)) {
                            Some(c) => {
                                let high = and_below(&and_not(&common, &seen_rare), c);
                                (
                                    256 + c,
                                    std::array::from_fn(|w| rare_missing[w] | high[w]),
                                    seen_rare,
                                )
                            }
                            None => (512, std::array::from_fn(|w| !seen_rare[w]), seen_rare),
                        },
                    }
                } else {
                    let candidate = first(&and_not(&common, &seen)).unwrap_or(limit);
                    (candidate, and_below(&and_not(&rare_values, &seen), candidate), seen)
                };
                match first(&missing) {
                    None => candidate,
                    Some(_) if SPECULATE => {
                        pending.push(Pending { heap: n, missing });
                        candidate
                    }
                    Some(_) => {
                        let (rare, steps) = (&split.rare, &mut split.steps);
                        let found = scan::<W, NINES, V>(
                            rules,
                            g,
                            n,
                            seen,
                            missing,
                            &mut buffer,
                            steps,
                            rare,
                        );
                        let Some(never) = found else {
                            // A split not held (a sequence longer than memory).
                            split.outside = true;
                            return None;
                        };
                        let least = if NINES { least_rare(&never, &common) } else { first(&never) };
                        least.unwrap_or(candidate)
                    }
                }
            };
            if value >= if NINES { 512 } else { 256 } || (SPECULATE && value >= limit) {
                // Not stored: not to be verified either.
                if SPECULATE {
                    split.steps -= counted;
                    if pending.last().is_some_and(|p| p.heap == n) {
                        pending.pop();
                    }
                }
                return Some(value);
            }
            #[allow(clippy::cast_possible_truncation)] // The low byte, with NINES.
            g.push(value as u8);
            split.record(n, value);
            if value >= limit {
                return Some(value);
            }
        }
    }
    None
}

/// A heap whose value was taken to be its least common missing value,
/// with the rare values below it that no split with a rare part has: the
/// value holds when a scan of its splits finds them all.
#[derive(Clone, Copy)]
pub(super) struct Pending<const W: usize> {
    pub(super) heap: usize,
    pub(super) missing: Set<W>,
}

/// A split (a, n − to) of heap n > to, a rare, to = a + k, that the heap
/// by heap loop XORs: `value` is G(a).
#[derive(Clone, Copy)]
struct Near {
    to: usize,
    a: usize,
    value: u8,
}

/// XORs into `far[w][n − start]` the splits (a, m − a) of the heaps n of
/// block [start, end), m = n − k, with a rare and both parts known before
/// the block, in vector lanes; lists in `near` those of the other rare
/// heaps known before the block. Rare heaps found in the block are left
/// to the caller. With `NINES`, a split whose other part is rare goes to
/// `far_rare` (see [`extend_words`]). With `ahead`, the block's splits
/// computed ahead ([`Ahead`]) are copied, and only the others XORed.
#[inline(always)]
#[allow(clippy::too_many_arguments)]
fn block_far<const W: usize, const NINES: bool, V: Values<u8> + ?Sized>(
    rules: &Rules,
    split: &Split,
    g: &V,
    start: usize,
    end: usize,
    far: &mut [[u64; BLOCK]; W],
    far_rare: &mut [[u64; BLOCK]; W],
    near: &mut Vec<Near>,
    ahead: Option<(&Block<W>, &[Far])>,
) {
    let len = end - start;
    match ahead {
        Some((block, _)) => {
            *far = block.far;
            if NINES {
                *far_rare = block.far_rare;
            }
        }
        None => {
            for words in far.iter_mut().chain(if NINES { &mut far_rare[..] } else { &mut [] }) {
                words[..len].fill(0);
            }
        }
    }
    near.clear();
    let rare = &split.rare;
    for (digit, &k) in rules.pairs.iter().enumerate() {
        let Far { far: (from, to), skip: (skip_from, skip_to) } =
            Far::of(rules, rare, k, start, end, len);
        // Less the rare heaps whose splits were computed ahead.
        let kept = match ahead {
            Some((_, done)) => {
                let Far { far: (a, b), skip: (c, d) } = done[digit];
                [from..a.max(from), c.clamp(a, b)..d.clamp(a, b), b.min(to)..to]
            }
            None => [from..to, to..to, to..to],
        };
        for range in [from..skip_from, skip_to..to] {
            for kept in &kept {
                let range = range.start.max(kept.start)..range.end.min(kept.end);
                if !range.is_empty() {
                    far_splits::<W, NINES, V>(rare, range, g, start - k, len, far, far_rare);
                }
            }
        }
        for range in [0..from, skip_from..skip_to, to..rare.len()] {
            near.extend(rare[range].iter().map(|&a| Near { to: a + k, a, value: g[a] }));
        }
    }
}

/// The rare heaps (indices among them) whose splits are XORed for a whole
/// run of heaps [start, end) of `len` heaps, for digit k: `far` less
/// `skip`. With len ≤ a < start − k, a < m and m − a < start for every
/// heap; unequal splits leave the rare heaps a = m/2 (`skip`) to the heap
/// by heap loop.
#[derive(Clone, Copy)]
pub(super) struct Far {
    far: (usize, usize),
    skip: (usize, usize),
}

impl Far {
    fn of(rules: &Rules, rare: &[usize], k: usize, start: usize, end: usize, len: usize) -> Far {
        let at = |a: usize| rare.partition_point(|&r| r < a);
        let (from, to) = (at(len), at(start.saturating_sub(k)).max(at(len)));
        let skip = if rules.unequal {
            let lo = start.saturating_sub(k).div_ceil(2);
            let hi = end.saturating_sub(k).div_ceil(2);
            (at(lo).clamp(from, to), at(hi).clamp(from, to))
        } else {
            (to, to)
        };
        Far { far: (from, to), skip }
    }
}

/// XORs G(a) ^ G(from − a + i) into lane i < len of `far` (or of
/// `far_rare`, with NINES, when heap from − a + i is rare), for the rare
/// heaps a of `rare[indices]`.
#[inline(always)]
fn far_splits<const W: usize, const NINES: bool, V: Values<u8> + ?Sized>(
    rare: &[usize],
    indices: Range<usize>,
    g: &V,
    from: usize,
    len: usize,
    far: &mut [[u64; BLOCK]; W],
    far_rare: &mut [[u64; BLOCK]; W],
) {
    for &a in &rare[indices] {
        let ga = g[a];
        let from = from - a;
        let values = &g[from..from + len];
        if let Some(rare) = rare_within(rare, from, from + len).filter(|_| NINES) {
            let mut rare = rare.iter().peekable();
            for (i, &x) in values.iter().enumerate() {
                let is_rare = rare.next_if_eq(&&(from + i)).is_some();
                let into = if is_rare { &mut *far_rare } else { &mut *far };
                for (w, words) in into.iter_mut().enumerate() {
                    words[i] |= bit::<W>((ga ^ x) as u32, w);
                }
            }
            continue;
        }
        for (w, words) in far.iter_mut().enumerate() {
            for (word, &x) in words[..len].iter_mut().zip(values) {
                *word |= bit::<W>((ga ^ x) as u32, w);
            }
        }
    }
}

/// The option values of a block of heaps from its far splits: common
/// values, and with NINES rare ones apart.
pub(super) struct Block<const W: usize> {
    far: [[u64; BLOCK]; W],
    far_rare: [[u64; BLOCK]; W],
}

/// The far splits of the heaps of a round [start, end), computed ahead
/// (on other threads, while the round before it is produced) from the
/// values below `known`, the round before's first heap: for each digit k,
/// those with a rare part a ≥ end − k − known, whose other part is then
/// below `known`, in blocks of [`BLOCK`] heaps from `start`. The producer
/// copies a block's and XORs only the other far splits ([`block_far`]).
/// Used only while the rare heaps are those it was computed with (none is
/// found in a round speculated, and a round thrown away throws it away).
pub(super) struct Ahead<const W: usize> {
    start: usize,
    end: usize,
    /// How many rare heaps there were.
    rare: usize,
    /// For each digit of `rules.pairs`, the rare heaps done.
    done: Vec<Far>,
    /// Each block's first heap, length and splits.
    blocks: Vec<(usize, usize, Block<W>)>,
}

impl<const W: usize> Ahead<W> {
    /// The far splits of heaps [start, end) to compute from the values
    /// below `known` ([`Ahead::fill`]), `rare` the rare heaps, or `None`
    /// when none can be.
    pub(super) fn plan(
        rules: &Rules,
        rare: &[usize],
        known: usize,
        start: usize,
        end: usize,
    ) -> Option<Ahead<W>> {
        let at = |a: usize| rare.partition_point(|&r| r < a);
        let done: Vec<Far> = rules
            .pairs
            .iter()
            .map(|&k| {
                let Far { far: (from, to), skip } = Far::of(rules, rare, k, start, end, BLOCK);
                // (Far::of keeps a ≥ BLOCK; these are further.)
                let from = at(end.saturating_sub(k).saturating_sub(known)).clamp(from, to);
                Far { far: (from, to), skip }
            })
            .collect();
        if done.iter().all(|d| d.far.0 == d.far.1) || end <= start {
            return None;
        }
        let zero = || Block { far: [[0; BLOCK]; W], far_rare: [[0; BLOCK]; W] };
        let blocks =
            (start..end).step_by(BLOCK).map(|first| (first, (end - first).min(BLOCK), zero()));
        let blocks = blocks.collect();
        Some(Ahead { start, end, rare: rare.len(), done, blocks })
    }

    /// Whether its round begins at heap `start`.
    pub(super) fn starts(&self, start: usize) -> bool {
        self.start == start
    }

    /// The blocks to fill, each with its first heap and its length, and
    /// the rare heaps done, which [`Ahead::fill`] reads.
    pub(super) fn blocks_mut(&mut self) -> (&mut [(usize, usize, Block<W>)], &[Far]) {
        (&mut self.blocks, &self.done)
    }

    /// Computes the far splits of `block`, heaps [first, first + len),
    /// from `g`, which holds the values below the round before this one.
    #[inline(always)]
    pub(super) fn fill<const NINES: bool, V: Values<u8> + ?Sized>(
        rules: &Rules,
        done: &[Far],
        rare: &[usize],
        g: &V,
        first: usize,
        len: usize,
        block: &mut Block<W>,
    ) {
        for (&k, &Far { far: (from, to), skip: (skip_from, skip_to) }) in
            rules.pairs.iter().zip(done)
        {
            let (a, b) = (skip_from.clamp(from, to), skip_to.clamp(from, to));
            for range in [from..a, b..to] {
                if !range.is_empty() {
                    let (far, far_rare) = (&mut block.far, &mut block.far_rare);
                    far_splits::<W, NINES, V>(rare, range, g, first - k, len, far, far_rare);
                }
            }
        }
    }

    /// The block of heaps [start, end) and the rare heaps it was computed
    /// for, when it holds one and the rare heaps are still `rare` many.
    fn block(&self, start: usize, end: usize, rare: usize) -> Option<(&Block<W>, &[Far])> {
        let i = start.checked_sub(self.start)?;
        let whole = i % BLOCK == 0 && end <= self.end && rare == self.rare;
        whole.then(|| (&self.blocks[i / BLOCK].2, &self.done[..]))
    }
}

/// Whether the blocks of round [start, end) computed ahead from G(..known)
/// (`g` holding more), with the other far splits XORed by [`block_far`],
/// are the blocks' far splits all XORed by it, and the same near splits
/// are left; and whether any rare heap's splits were computed ahead.
#[cfg(test)]
pub(super) fn ahead_is_exact<const W: usize, const NINES: bool>(
    rules: &Rules,
    split: &Split,
    g: &[u8],
    known: usize,
    (start, end): (usize, usize),
) -> (bool, bool) {
    let Some(mut ahead) = Ahead::<W>::plan(rules, &split.rare, known, start, end) else {
        return (true, false);
    };
    let (blocks, done) = ahead.blocks_mut();
    for (first, len, block) in blocks.iter_mut() {
        // (Reading a value from `known` on would panic.)
        Ahead::fill::<NINES, _>(rules, done, &split.rare, &g[..known], *first, *len, block);
    }
    let exact = (start..end).step_by(BLOCK).all(|first| {
        let last = end.min(first + BLOCK);
        let by = |ahead: Option<&Ahead<W>>| {
            let (mut far, mut far_rare) = ([[0; BLOCK]; W], [[0; BLOCK]; W]);
            let mut near = Vec::new();
            let ahead = ahead.and_then(|ahead| ahead.block(first, last, split.rare.len()));
            block_far::<W, NINES, _>(
                rules,
                split,
                g,
                first,
                last,
                &mut far,
                &mut far_rare,
                &mut near,
                ahead,
            );
            let near: Vec<_> = near.iter().map(|n| (n.to, n.a, n.value)).collect();
            (far, far_rare, near)
        };
        ahead.block(first, last, split.rare.len()).is_some() && by(Some(&ahead)) == by(None)
    });
    let used = ahead.done.iter().any(|far| far.far.0 < far.far.1);
    (exact, used)
}

/// Scans the splits of heap n until every value of `missing` is found;
/// returns those never found, or `None` when the scan needs a split whose
/// values `g` does not hold (a sequence longer than memory: checked once a
/// run, compiled away in memory).
///
/// With `NINES` (see [`extend_words`]), `missing` and `seen` are low bytes
/// of rare values, and only the splits of two common heaps are looked at:
/// those with a part among `rare` (the rare heaps) are overwritten in the
/// buffer by a byte not looked for.
///
/// Up to [`WANTED`] missing values (nearly always; Grundy's game has a
/// dozen or more at nearly every heap) are looked for by XORing a run of
/// splits of every digit into `buffer` and comparing it with each missing
/// value, 32 splits to a vector instruction; more are collected in a bit
/// set, a split at a time.
#[inline(always)]
#[allow(clippy::too_many_arguments)]
pub(super) fn scan<const W: usize, const NINES: bool, V: Values<u8> + ?Sized>(
    rules: &Rules,
    g: &V,
    n: usize,
    mut seen: Set<W>,
    missing: Set<W>,
    buffer: &mut Vec<u8>,
    scanned: &mut u64,
    rare: &[usize],
) -> Option<Set<W>> {
    let mut count = missing.iter().map(|w| w.count_ones()).sum::<u32>() as usize;
    // A byte no missing value has, to overwrite the splits with a rare part
    // by (with NINES; there is one but when every byte is missing).
    #[allow(clippy::cast_possible_truncation)] // A value of a set below 64·W ≤ 256.
    let harmless = first(&std::array::from_fn::<u64, W, _>(|w| !missing[w])).map(|v| v as u8);
    if NINES && count > FEW {
        // (`seen` holds none of them.)
        return scan_flags(rules, g, n, missing, harmless, buffer, scanned, rare);
    }
    if count > WANTED {
        for SplitRun { left, right, .. } in rules.split_runs(n, 8) {
            if !(g.holds(left.clone()) && g.holds(right.clone())) {
                return None;
            }
            *scanned += left.len() as u64;
            insert_pairs(&mut seen, &g[left], &g[right]);
            if first(&and_not(&missing, &seen)).is_none() {
                return Some([0; W]);
            }
        }
        return Some(and_not(&missing, &seen));
    }
    let mut wanted = [0u8; WANTED];
    let mut rest = missing;
    for slot in &mut wanted[..count] {
        let value = first(&rest).expect("counted above");
        *slot = u8::try_from(value).expect("a value of a set below 64·W ≤ 256");
        rest[value as usize / 64] &= !(1 << (value % 64));
    }
    buffer.resize(SCAN_RUN * rules.pairs.len() + LANES, 0);
    // (At most WANTED < 256 values are missing.)
    let harmless = harmless.unwrap_or(0);
    let (mut filled, mut current, mut next_rare) = (0, 0, 0);
    for SplitRun { first, left, right } in rules.split_runs(n, FIRST_RUN) {
        if first != current && filled > 0 {
            count = still_missing(&mut wanted[..count], &mut buffer[..], filled);
            if count == 0 {
                return Some([0; W]);
            }
            filled = 0;
        }
        if !(g.holds(left.clone()) && g.holds(right.clone())) {
            return None;
        }
        current = first;
        *scanned += left.len() as u64;
        let run = &mut buffer[filled..];
        let count = xor_run(&g[left.clone()], &g[right.clone()], run);
        if NINES {
            overwrite_rare(&mut run[..count], left, right, rare, &mut next_rare, harmless);
        }
        filled += count;
    }
    if filled > 0 {
        count = still_missing(&mut wanted[..count], &mut buffer[..], filled);
    }
    let mut never = [0; W];
    for &value in &wanted[..count] {
        insert(&mut never, value as u32);
    }
    Some(never)
}

/// The most missing values [`scan`] compares each split with, with NINES;
/// more are looked for by [`scan_flags`].
const FEW: usize = 16;

/// [`scan`] with NINES for more than [`FEW`] missing values: each split's
/// XOR (those with a rare part overwritten) sets a flag of 256, one store
/// a split, and after each run the flags of the missing values are
/// checked, 32 to a vector instruction. O(1) a split, and O(256/32) a run.
#[inline(always)]
#[allow(clippy::too_many_arguments)]
fn scan_flags<const W: usize, V: Values<u8> + ?Sized>(
    rules: &Rules,
    g: &V,
    n: usize,
    missing: Set<W>,
    harmless: Option<u8>,
    buffer: &mut Vec<u8>,
    scanned: &mut u64,
    rare: &[usize],
) -> Option<Set<W>> {
    // need[x]: !0 when x is missing; seen[x]: !0 when a split has x.
    let mut need = Flags([0; 256]);
    let mut rest = missing;
    while let Some(value) = first(&rest) {
        need.0[value as usize] = !0;
        rest[value as usize / 64] &= !(1 << (value % 64));
    }
    let mut seen = Flags([0; 256]);
    let all_seen =
        |seen: &Flags| need.0.iter().zip(&seen.0).fold(0, |acc, (&n, &s)| acc | (n & !s)) == 0;
    let mut next_rare = 0;
    buffer.resize(SCAN_RUN, 0);
    for SplitRun { left, right, .. } in rules.split_runs(n, FIRST_RUN) {
        if !(g.holds(left.clone()) && g.holds(right.clone())) {
            return None;
        }
        *scanned += left.len() as u64;
        let run = &mut buffer[..left.len()];
        xor_run(&g[left.clone()], &g[right.clone()], run);
        match harmless {
            Some(harmless) => {
                overwrite_rare(run, left, right, rare, &mut next_rare, harmless);
                for &x in run.iter() {
                    seen.0[x as usize] = !0;
                }
            }
            // Every byte is missing: the splits with a rare part are left out one by one.
            None => {
                let is_rare = |b: usize| rare.binary_search(&b).is_ok();
                for (i, &x) in run.iter().enumerate() {
                    if !(is_rare(left.start + i) || is_rare(right.end - 1 - i)) {
                        seen.0[x as usize] = !0;
                    }
                }
            }
        }
        if all_seen(&seen) {
            return Some([0; W]);
        }
    }
    let mut never = [0; W];
    for value in (0..256).filter(|&x| need.0[x as usize] & !seen.0[x as usize] != 0) {
        insert(&mut never, value);
    }
    Some(never)
}

/// A flag a byte value, aligned for vector loads.
#[repr(align(32))]
struct Flags([u8; 256]);

/// Overwrites by `harmless` the XORs in `run` of the splits (a, b) with a
/// among `rare` or b among `rare`, for a in `left` and b in `right` read
/// backwards (as [`xor_run`] wrote them). `next` is the index in `rare` of
/// the first rare heap from `left.start` on, or one before it: the runs of
/// a scan go up. O(1) and one write for each rare heap a of the run, and
/// O(log r) for the b's where there may be rare ones.
#[inline(always)]
fn overwrite_rare(
    run: &mut [u8],
    left: Range<usize>,
    right: Range<usize>,
    rare: &[usize],
    next: &mut usize,
    harmless: u8,
) {
    while rare.get(*next).is_some_and(|&a| a < left.start) {
        *next += 1;
    }
    for &a in rare[*next..].iter().take_while(|&&a| a < left.end) {
        run[a - left.start] = harmless;
    }
    if rare.last().is_some_and(|&last| right.start <= last) {
        let at = |x: usize| rare.partition_point(|&r| r < x);
        for &b in &rare[at(right.start)..at(right.end)] {
            run[right.end - 1 - b] = harmless;
        }
    }
}

/// Splits compared at a time by [`scan`].
const LANES: usize = 32;

/// Splits per digit in the first run of a [`scan`].
const FIRST_RUN: usize = 32;

/// Keeps at the front of `wanted` the values that no byte of
/// `buffer[..filled]` is, and says how many; the buffer is padded to whole
/// vectors first, with a byte it holds.
#[inline(always)]
fn still_missing(wanted: &mut [u8], buffer: &mut [u8], filled: usize) -> usize {
    let rounded = filled.next_multiple_of(LANES);
    let pad = buffer[0];
    buffer[filled..rounded].fill(pad);
    let vectors = &buffer[..rounded];
    let mut kept = 0;
    for i in 0..wanted.len() {
        let value = wanted[i];
        let found = vectors.chunks_exact(LANES).fold(0u8, |found, vector| {
            vector.iter().fold(found, |found, &v| found | (v == value) as u8)
        });
        if found == 0 {
            wanted[kept] = value;
            kept += 1;
        }
    }
    kept
}

/// Writes into `out` x ^ y for each x of `left` and the y at the same
/// place from the end of `right`, eight at a time in words; returns how
/// many.
#[inline(always)]
fn xor_run(left: &[u8], right: &[u8], out: &mut [u8]) -> usize {
    let len = left.len();
    let word = |bytes: &[u8]| u64::from_le_bytes(bytes.try_into().expect("eight bytes"));
    let full = len / 8;
    for i in 0..full {
        let x = word(&left[8 * i..8 * i + 8]);
        // The eight y's read backwards: the bytes of a word in reverse order.
        let y = word(&right[len - 8 - 8 * i..len - 8 * i]).swap_bytes();
        out[8 * i..8 * i + 8].copy_from_slice(&(x ^ y).to_le_bytes());
    }
    for j in 8 * full..len {
        out[j] = left[j] ^ right[len - 1 - j];
    }
    len
}

/// The most missing values [`scan`] compares each split with.
const WANTED: usize = 64;
