//! The bit-set path on every core: speculate, then verify.
//!
//! Past its first heaps, nearly every heap of a game researched takes its
//! least common missing value (its *candidate*): a new rare value is rare
//! indeed (Grundy's game has 12 rare heaps past 2¹⁵ up to 2²¹, 0.354 and
//! 0.1777 none). What makes a heap slow is checking that: a scan of its
//! splits for the rare values below the candidate that no split with a rare
//! part has (the *missing* ones). Given the values below the heap, that
//! scan is independent of every other heap's. So the values are computed
//! in *rounds* of heaps: one thread (the producer) computes the next round
//! assuming every heap takes its candidate, without scanning, while the
//! other threads verify the round before it, whose values are then all
//! known (rayon's `join`; the producer's thread helps verify once its round
//! is done). A verification that finds a missing value in no split at heap
//! f means that G(f) is that rare value: the values from f on are
//! forgotten (the split's counts, rare heaps and steps with them), G(f) is
//! stored, and the next heaps go the one-core way (a block, twice as many
//! after each round thrown away in a row, so that a game whose new rare
//! values are frequent does not throw a round away for each heap) before
//! rounds go on.
//!
//! Every value stored is exact: a round is kept only once the round before
//! it is verified, and a heap is verified from values that are (by
//! induction) all exact. The steps counted are those of the one-core path,
//! heap by heap (`extend_words`), and the mask is chosen at the same heaps,
//! so that a run gives the same values, steps and stops whatever its
//! threads. Cost: the producer does the splits with a rare part, the other
//! threads the scans; a round thrown away costs one round of the producer.
//!
//! The far splits of a round whose rare part a is large enough that the
//! other part lies before the round before it (a ≥ twice a round, less the
//! digit) are computed *ahead*, by the verifying threads, while that round
//! before is produced ([`Ahead`]): on Officers (1,134 of its 1,583 rare
//! heaps are 2,048 or more) and Grundy's game (914 of 1,273 to 2²¹), that
//! takes most of the far splits off the producer.

use std::ops::{Index, Range};

use rayon::prelude::*;

use super::bitset::{
    self, common_lows, extend_words, first, least_rare, scan, Ahead, Block, Far, Pending, Set,
    BLOCK,
};
use super::gapped::Gapped;
use super::rules::{unpack, Rules, Split};
use super::store::Values;

/// The values speculation extends: a whole sequence in memory, or the
/// values held of one longer than memory ([`Gapped`]), whose latest ones,
/// those a round speculates, it may forget.
pub(super) trait Growing: Values<u8> {
    /// Forgets G(len..), values of the current call.
    fn truncate(&mut self, len: usize);
}

impl Growing for Vec<u8> {
    fn truncate(&mut self, len: usize) {
        Vec::truncate(self, len);
    }
}

impl Growing for Gapped<u8> {
    fn truncate(&mut self, len: usize) {
        Gapped::truncate(self, len);
    }
}

/// Where speculation starts, and how many heaps a round computes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Speculation {
    /// The first heap computed by speculation (below it, one core).
    pub from: usize,
    /// Heaps per round, at most: a round is also at most a sixteenth of
    /// the heaps one call computes (each call begins with a round produced
    /// alone and ends with one verified alone), but not below 64 unless
    /// this is.
    pub round: usize,
}

impl Default for Speculation {
    /// From heap 2¹⁵ (where the rare heaps of the games researched are
    /// nearly all found), rounds of 4,096 heaps.
    fn default() -> Self {
        Speculation { from: 1 << 15, round: 1 << 12 }
    }
}

/// Extends `g` to `len` values as [`bitset::extend`](super::bitset::extend)
/// does, or with `nines` as [`bitset::extend_nines`](super::bitset::extend_nines)
/// (`g` the low bytes of values below 2⁹), verifying on every thread of
/// the current rayon pool. With values held of a sequence longer than
/// memory, a heap whose scan needs a value not held is left to the
/// one-core path, which stops at it (`split.outside`) as it does alone.
pub(super) fn extend<G: Growing>(
    rules: &Rules,
    split: &mut Split,
    g: &mut G,
    len: usize,
    speculation: Speculation,
    nines: bool,
) -> Option<u32> {
    #[cfg(target_arch = "x86_64")]
    if let Some(avx2) = Avx2::detect() {
        return match split.bits {
            _ if nines => rounds::<4, true, _, _>(avx2, rules, split, g, len, speculation),
            0..=6 => rounds::<1, false, _, _>(avx2, rules, split, g, len, speculation),
            7 => rounds::<2, false, _, _>(avx2, rules, split, g, len, speculation),
            _ => rounds::<4, false, _, _>(avx2, rules, split, g, len, speculation),
        };
    }
    match split.bits {
        _ if nines => rounds::<4, true, _, _>(Portable, rules, split, g, len, speculation),
        0..=6 => rounds::<1, false, _, _>(Portable, rules, split, g, len, speculation),
        7 => rounds::<2, false, _, _>(Portable, rules, split, g, len, speculation),
        _ => rounds::<4, false, _, _>(Portable, rules, split, g, len, speculation),
    }
}

/// What the verifying threads read besides the values: with values below
/// 2⁹ held as bytes, the rare heaps and the low bytes of the common values
/// below 256 (see [`extend_words`]).
struct Classes<const W: usize> {
    rare: Vec<usize>,
    common: Set<W>,
}

/// The two halves of a round, compiled for the processor: the closures
/// rayon runs are compiled without the AVX2 of the function that makes
/// them, so each calls a function compiled with it.
trait Kernels: Copy + Send + Sync {
    fn produce<const W: usize, const NINES: bool, G: Growing>(
        self,
        rules: &Rules,
        split: &mut Split,
        g: &mut Joined<'_, G>,
        end: usize,
        pending: &mut Vec<Pending<W>>,
        ahead: Option<&Ahead<W>>,
    ) -> Option<u32>;
    #[allow(clippy::too_many_arguments)]
    fn ahead<const W: usize, const NINES: bool, G: Growing>(
        self,
        rules: &Rules,
        done: &[Far],
        rare: &[usize],
        g: &G,
        first: usize,
        len: usize,
        block: &mut Block<W>,
    );
    fn verify<const W: usize, const NINES: bool, G: Growing>(
        self,
        rules: &Rules,
        g: &G,
        piece: &[Pending<W>],
        classes: &Classes<W>,
    ) -> (u64, Option<Stop>);
}

/// Any processor.
#[derive(Clone, Copy)]
struct Portable;

impl Kernels for Portable {
    fn produce<const W: usize, const NINES: bool, G: Growing>(
        self,
        rules: &Rules,
        split: &mut Split,
        g: &mut Joined<'_, G>,
        end: usize,
        pending: &mut Vec<Pending<W>>,
        ahead: Option<&Ahead<W>>,
    ) -> Option<u32> {
        extend_words::<W, true, NINES, _>(rules, split, g, end, pending, ahead)
    }
    fn ahead<const W: usize, const NINES: bool, G: Growing>(
        self,
        rules: &Rules,
        done: &[Far],
        rare: &[usize],
        g: &G,
        first: usize,
        len: usize,
        block: &mut Block<W>,
    ) {
        Ahead::fill::<NINES, G>(rules, done, rare, g, first, len, block);
    }
    fn verify<const W: usize, const NINES: bool, G: Growing>(
        self,
        rules: &Rules,
        g: &G,
        piece: &[Pending<W>],
        classes: &Classes<W>,
    ) -> (u64, Option<Stop>) {
        verify_piece::<W, NINES, G>(rules, g, piece, classes)
    }
}

/// A processor with AVX2: made only by [`Avx2::detect`], once the
/// processor says it has it.
#[cfg(target_arch = "x86_64")]
#[derive(Clone, Copy)]
struct Avx2(());

#[cfg(target_arch = "x86_64")]
impl Avx2 {
    fn detect() -> Option<Avx2> {
        std::arch::is_x86_feature_detected!("avx2").then_some(Avx2(()))
    }
}

#[cfg(target_arch = "x86_64")]
impl Kernels for Avx2 {
    fn produce<const W: usize, const NINES: bool, G: Growing>(
        self,
        rules: &Rules,
        split: &mut Split,
        g: &mut Joined<'_, G>,
        end: usize,
        pending: &mut Vec<Pending<W>>,
        ahead: Option<&Ahead<W>>,
    ) -> Option<u32> {
        // SAFETY: an `Avx2` is made only once the processor has AVX2.
        unsafe { produce_avx2::<W, NINES, G>(rules, split, g, end, pending, ahead) }
    }
    fn ahead<const W: usize, const NINES: bool, G: Growing>(
        self,
        rules: &Rules,
        done: &[Far],
        rare: &[usize],
        g: &G,
        first: usize,
        len: usize,
        block: &mut Block<W>,
    ) {
        // SAFETY: an `Avx2` is made only once the processor has AVX2.
        unsafe { ahead_avx2::<W, NINES, G>(rules, done, rare, g, first, len, block) }
    }
    fn verify<const W: usize, const NINES: bool, G: Growing>(
        self,
        rules: &Rules,
        g: &G,
        piece: &[Pending<W>],
        classes: &Classes<W>,
    ) -> (u64, Option<Stop>) {
        // SAFETY: an `Avx2` is made only once the processor has AVX2.
        unsafe { verify_avx2::<W, NINES, G>(rules, g, piece, classes) }
    }
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
fn produce_avx2<const W: usize, const NINES: bool, G: Growing>(
    rules: &Rules,
    split: &mut Split,
    g: &mut Joined<'_, G>,
    end: usize,
    pending: &mut Vec<Pending<W>>,
    ahead: Option<&Ahead<W>>,
) -> Option<u32> {
    extend_words::<W, true, NINES, _>(rules, split, g, end, pending, ahead)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
#[allow(clippy::too_many_arguments)]
fn ahead_avx2<const W: usize, const NINES: bool, G: Growing>(
    rules: &Rules,
    done: &[Far],
    rare: &[usize],
    g: &G,
    first: usize,
    len: usize,
    block: &mut Block<W>,
) {
    Ahead::fill::<NINES, G>(rules, done, rare, g, first, len, block);
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
fn verify_avx2<const W: usize, const NINES: bool, G: Growing>(
    rules: &Rules,
    g: &G,
    piece: &[Pending<W>],
    classes: &Classes<W>,
) -> (u64, Option<Stop>) {
    verify_piece::<W, NINES, G>(rules, g, piece, classes)
}

/// The round computed before the current one, not verified yet.
struct Unverified<const W: usize> {
    /// Its first heap.
    start: usize,
    /// The steps its heaps counted before their scans.
    steps: u64,
    /// `split.bits` before it.
    bits: u32,
    /// Its heaps whose missing values are to be found.
    pending: Vec<Pending<W>>,
}

fn rounds<const W: usize, const NINES: bool, K: Kernels, G: Growing>(
    kernels: K,
    rules: &Rules,
    split: &mut Split,
    g: &mut G,
    len: usize,
    speculation: Speculation,
) -> Option<u32> {
    // Each call begins with a round produced alone and ends with one
    // verified alone: rounds of a sixteenth of the call at most keep that
    // cost small (and rounds of 64 heaps at least, the cost of a `join`).
    let call = len.saturating_sub(g.len());
    let round = (call / 16).max(64).min(speculation.round).max(1);
    let mut last =
        Unverified::<W> { start: g.len(), steps: 0, bits: split.bits, pending: Vec::new() };
    // The producer stopped at a heap it must leave to the exact path (a
    // value past the words).
    let mut stopped = false;
    // After a round thrown away, the heaps up to `alone` go the one-core
    // way: `backoff` of them, a block at first and doubled at each round
    // thrown away in a row, so that a game whose rare values are not rare
    // does not throw a round away for each heap.
    let (mut alone, mut backoff) = (0, BLOCK);
    // The far splits of the next round, computed ahead with the last
    // round's verification (see [`Ahead`]).
    let mut ahead: Option<Ahead<W>> = None;
    loop {
        let start = g.len();
        let produce =
            !stopped && start >= speculation.from.max(alone) && start < len.min(split.next_choice);
        if !produce && last.pending.is_empty() {
            if start >= len {
                return None;
            }
            // The first heaps, the mask's choice and a value past the words
            // go the one-core way, a block at a time.
            let to = match speculation.from.max(alone) {
                from if start < from => from,
                _ => start + BLOCK,
            };
            let overflow = if NINES {
                bitset::extend_nines(rules, split, g, to.min(len))
            } else {
                bitset::extend(rules, split, g, to.min(len))
            };
            // (Or at a heap whose scan needs a value not held.)
            if overflow.is_some() || split.outside {
                return overflow;
            }
            stopped = false;
            last = Unverified { start: g.len(), steps: 0, bits: split.bits, pending: Vec::new() };
            // (The mask may have changed.)
            ahead = None;
            continue;
        }
        let next = |from: usize| (from + round).min(len).min(split.next_choice);
        let end = if produce { next(start) } else { start };
        // The far splits of the round after this one, from the values
        // before this one (`old`).
        let mut after = match produce {
            true => Ahead::plan(rules, &split.rare, start, end, next(end)),
            false => None,
        };
        let this = ahead.take().filter(|ahead| ahead.starts(start));
        let (bits, steps) = (split.bits, split.steps);
        let old: &G = g;
        let mut fresh = Joined::new(old);
        let mut pending = Vec::new();
        let classes = Classes { rare: split.rare.clone(), common: common_lows(split.mask) };
        let (overflow, verdict) = rayon::join(
            || {
                (end > start)
                    .then(|| {
                        let (g, pending, this) = (&mut fresh, &mut pending, this.as_ref());
                        kernels.produce::<W, NINES, G>(rules, split, g, end, pending, this)
                    })
                    .flatten()
            },
            || {
                rayon::join(
                    || verify::<W, NINES, K, G>(kernels, rules, old, &last.pending, &classes),
                    || {
                        if let Some(after) = &mut after {
                            compute_ahead::<W, NINES, K, G>(kernels, rules, after, &classes, old);
                        }
                    },
                )
                .0
            },
        );
        let produced = fresh.into_new_values();
        match verdict {
            Verdict::Held { scanned } => {
                if !last.pending.is_empty() {
                    backoff = BLOCK;
                }
                split.steps += scanned;
                produced.iter().for_each(|&value| g.push(value));
                // (The next round is the one computed ahead unless the producer stopped.)
                ahead = after.filter(|_| overflow.is_none());
                // (A round of verification only leaves `stopped` as it was.)
                stopped |= overflow.is_some();
                last = Unverified { start, steps: split.steps - steps - scanned, bits, pending };
            }
            Verdict::Failed { heap, value, scanned } => {
                // Forget G(heap..), then store G(heap), or leave it to the
                // one-core path. (Every value speculated is common: with
                // NINES, the value of its low byte on a common heap.)
                let mask = split.mask;
                let value_of = |&v: &u8| if NINES { unpack(mask, v, false) } else { u32::from(v) };
                let forgotten = g[heap..g.len()].iter().chain(&produced).map(value_of);
                let kept = g[last.start..heap].iter().map(value_of);
                split.forget(heap, forgotten, last.bits, kept);
                // The steps before `last`, then those of its heaps up to `heap`
                // (with it when its value is stored).
                let before = steps - last.steps;
                let rare_below = |n: usize| split.rare.partition_point(|&r| r < n);
                let per_rare = rules.pairs.len() as u64;
                let to = heap + usize::from(value.is_some());
                let counted: u64 =
                    (last.start..to).map(|n| 1 + per_rare * rare_below(n) as u64).sum();
                split.steps = before + counted + scanned;
                g.truncate(heap);
                if let Some(value) = value {
                    #[allow(clippy::cast_possible_truncation)] // The low byte, with NINES.
                    g.push(value as u8);
                    split.record(heap, value);
                }
                stopped = false;
                last =
                    Unverified { start: g.len(), steps: 0, bits: split.bits, pending: Vec::new() };
                alone = g.len() + backoff;
                backoff = backoff.saturating_mul(2);
            }
        }
    }
}

/// Blocks of a round computed ahead a thread takes at a time.
const AHEAD_PIECE: usize = 4;

/// Fills the blocks of `ahead` from `g` (the values before the round
/// before it), on every thread.
fn compute_ahead<const W: usize, const NINES: bool, K: Kernels, G: Growing>(
    kernels: K,
    rules: &Rules,
    ahead: &mut Ahead<W>,
    classes: &Classes<W>,
    g: &G,
) {
    let (blocks, done) = ahead.blocks_mut();
    blocks.par_chunks_mut(AHEAD_PIECE).for_each(|piece| {
        for (first, len, block) in piece.iter_mut() {
            kernels.ahead::<W, NINES, G>(rules, done, &classes.rare, g, *first, *len, block);
        }
    });
}

/// What the verification of a round found.
enum Verdict {
    /// Every missing value is in some split: the round's values hold.
    Held { scanned: u64 },
    /// At `heap` (the first such), `value` is in no split: G(heap) is
    /// `value`; `scanned` counts the splits scanned up to it. Or (`value`
    /// `None`) its scan needs a value not held: `scanned` counts those of
    /// the heaps before it.
    Failed { heap: usize, value: Option<u32>, scanned: u64 },
}

/// Where a verifying thread stopped: at `heap`, whose value is the rare
/// `value` (or, `None`, whose scan needs a value not held).
type Stop = (usize, Option<u32>);

/// Heaps a verifying thread takes at a time.
const PIECE: usize = 64;

/// Scans the splits of each heap of `pending` for its missing values, on
/// every thread.
fn verify<const W: usize, const NINES: bool, K: Kernels, G: Growing>(
    kernels: K,
    rules: &Rules,
    g: &G,
    pending: &[Pending<W>],
    classes: &Classes<W>,
) -> Verdict {
    let pieces: Vec<(u64, Option<Stop>)> = pending
        .par_chunks(PIECE)
        .map(|piece| kernels.verify::<W, NINES, G>(rules, g, piece, classes))
        .collect();
    let mut total = 0;
    for (scanned, stop) in pieces {
        total += scanned;
        if let Some((heap, value)) = stop {
            return Verdict::Failed { heap, value, scanned: total };
        }
    }
    Verdict::Held { scanned: total }
}

/// Scans the heaps of `piece` in turn, up to the first with a missing
/// value in no split (or whose scan needs a value not held): the splits
/// scanned (of the heaps before it, in the second case), and that heap.
#[inline(always)]
fn verify_piece<const W: usize, const NINES: bool, G: Growing>(
    rules: &Rules,
    g: &G,
    piece: &[Pending<W>],
    classes: &Classes<W>,
) -> (u64, Option<Stop>) {
    let (mut buffer, mut scanned) = (Vec::new(), 0);
    let rare = &classes.rare[..];
    for &Pending { heap, missing } in piece {
        let before = scanned;
        // (With NINES, the rare values no split with a rare part has.)
        let found =
            scan::<W, NINES, _>(rules, g, heap, [0; W], missing, &mut buffer, &mut scanned, rare);
        let Some(never) = found else {
            return (before, Some((heap, None)));
        };
        let least = if NINES { least_rare(&never, &classes.common) } else { first(&never) };
        if let Some(value) = least {
            return (scanned, Some((heap, Some(value))));
        }
    }
    (scanned, None)
}

/// The values the producer reads and writes: those before its round (read
/// only, shared with the verifying threads) and its own, after a copy of
/// the last [`BLOCK`] before it (no slice the producer reads is longer, so
/// every one lies wholly in one part).
struct Joined<'a, G: ?Sized> {
    old: &'a G,
    /// `fresh` holds G(base..).
    base: usize,
    fresh: Vec<u8>,
}

impl<'a, G: Growing> Joined<'a, G> {
    fn new(old: &'a G) -> Joined<'a, G> {
        let base = old.len().saturating_sub(BLOCK);
        Joined { old, base, fresh: old[base..old.len()].to_vec() }
    }

    /// The values the producer computed.
    fn into_new_values(mut self) -> Vec<u8> {
        self.fresh.drain(..self.old.len() - self.base);
        self.fresh
    }
}

impl<G: Growing> Index<usize> for Joined<'_, G> {
    type Output = u8;
    #[inline(always)]
    fn index(&self, n: usize) -> &u8 {
        if n < self.old.len() {
            &self.old[n]
        } else {
            &self.fresh[n - self.base]
        }
    }
}

impl<G: Growing> Index<Range<usize>> for Joined<'_, G> {
    type Output = [u8];
    #[inline(always)]
    fn index(&self, range: Range<usize>) -> &[u8] {
        if range.end <= self.old.len() {
            &self.old[range]
        } else {
            &self.fresh[range.start - self.base..range.end - self.base]
        }
    }
}

impl<G: Growing> Values<u8> for Joined<'_, G> {
    #[inline(always)]
    fn len(&self) -> usize {
        self.base + self.fresh.len()
    }
    #[inline(always)]
    fn push(&mut self, value: u8) {
        self.fresh.push(value);
    }
    #[inline(always)]
    fn holds(&self, range: Range<usize>) -> bool {
        range.start >= self.base || self.old.holds(range)
    }
}
