//! A period's predictions verified on every core.
//!
//! Once the values show a period p, [`prove_period`](super::prove_period)
//! computes them on to what the periodicity theorem needs, G(0..2e + p + t)
//! for a preperiod e: the last third or more of a proof's values (0.354
//! shows its period 1,180 near heap 1.26·10⁷ and needs G(0..2.01·10⁷)).
//! Each of those values is *predicted* by the period: G(n) = G(n − p). So
//! the heaps of a call are cut into segments, every segment is computed on
//! a thread of its own (the one-core path, [`bitset::extend`]) from the
//! predicted values below it, and its values are compared with the
//! predictions. Unlike [`speculate`](super::speculate), which leaves the
//! producer alone, every heap's whole work is shared: on a game whose work
//! is its near splits (0.354, 0.1777), this is the only part of a run that
//! goes faster with more cores.
//!
//! The segments that agree with the predictions, from the first on up to
//! the first that does not, are exact: the first reads only exact values,
//! so its values are exact, and they are the predicted ones, which the next
//! segment read; and so on. The values of the first segment that does not
//! agree (and of those after it) are thrown away and computed again the
//! usual way, and the period is no longer predicted (a period that held so
//! far and fails is a rare event: one segment of work lost). Each segment
//! starts from the split (counts, rare heaps, mask) the one-core run has at
//! its first heap, replayed from the predicted values, with the mask chosen
//! at the same heaps; its steps are counted heap by heap as on one core. So
//! the values, steps, rare heaps and masks are those of one core.
//!
//! Values of a byte in memory only (the games whose periods are proved).
//! Cost: the call's heaps once more as predictions (a copy), the split
//! replayed once over them, and the heaps' work spread over every thread;
//! memory: a split for each segment (the counts of 256 values and the rare
//! heaps).

use std::ops::{Index, Range};

use rayon::prelude::*;

use super::bitset;
use super::rules::{Rules, Split};
use super::store::Values;

/// Verifies on every thread of the current rayon pool, from G(..g.len()),
/// the values G(g.len()..len) predicted by `period`, in segments of at
/// least `segment` heaps (four segments a thread, or fewer). Keeps in `g`
/// the values of the segments that agree from the first on, with the split
/// and steps of the one-core path after them, and returns whether they all
/// did. `None` when there are fewer than two segments' heaps (nothing done).
pub(super) fn verify(
    rules: &Rules,
    split: &mut Split,
    g: &mut Vec<u8>,
    len: usize,
    period: usize,
    segment: usize,
) -> Option<bool> {
    let from = g.len();
    let heaps = len.checked_sub(from)?;
    if period == 0 || period > from || heaps < 2 * segment.max(1) {
        return None;
    }
    let count = (heaps / segment.max(1)).min(4 * rayon::current_num_threads()).max(2);
    let bounds: Vec<usize> = (0..=count).map(|i| from + heaps * i / count).collect();
    for n in from..len {
        let predicted = g[n - period];
        g.push(predicted);
    }
    // The one-core split at each segment's first heap, and after the last.
    let mut splits = Vec::with_capacity(count + 1);
    splits.push(split.clone());
    for heaps in bounds.windows(2) {
        let mut next = splits.last().expect("one pushed above").clone();
        replay(&mut next, g, heaps[0]..heaps[1]);
        splits.push(next);
    }
    let results: Vec<(bool, u64)> = (0..count)
        .into_par_iter()
        .map(|i| {
            let (start, end) = (bounds[i], bounds[i + 1]);
            let mut split = splits[i].clone();
            let mut values = Predicted { values: &g[..len], len: start, agree: true };
            bitset::extend(rules, &mut split, &mut values, end);
            (values.agree && values.len == end, split.steps - splits[i].steps)
        })
        .collect();
    let agreed = results.iter().take_while(|(agree, _)| *agree).count();
    let steps = split.steps + results[..agreed].iter().map(|&(_, steps)| steps).sum::<u64>();
    *split = splits.swap_remove(agreed);
    split.steps = steps;
    g.truncate(bounds[agreed]);
    Some(agreed == count)
}

/// Records the values of `heaps` into `split` as the one-core path does
/// ([`bitset::extend_words`]): the mask chosen again at the heap it is due.
fn replay(split: &mut Split, g: &[u8], heaps: Range<usize>) {
    for n in heaps {
        if n >= split.next_choice {
            split.choose(&g[..n]);
        }
        split.record(n, u32::from(g[n]));
    }
}

/// The values a segment reads and computes: below `len` those predicted
/// (or exact), each value computed compared with the one predicted.
struct Predicted<'a> {
    /// The predicted values of every heap of the call (and the exact ones
    /// below it).
    values: &'a [u8],
    len: usize,
    /// Whether every value computed so far is the one predicted.
    agree: bool,
}

impl Index<usize> for Predicted<'_> {
    type Output = u8;
    #[inline(always)]
    fn index(&self, n: usize) -> &u8 {
        &self.values[n]
    }
}

impl Index<Range<usize>> for Predicted<'_> {
    type Output = [u8];
    #[inline(always)]
    fn index(&self, heaps: Range<usize>) -> &[u8] {
        &self.values[heaps]
    }
}

impl Values<u8> for Predicted<'_> {
    #[inline(always)]
    fn len(&self) -> usize {
        self.len
    }
    #[inline(always)]
    fn push(&mut self, value: u8) {
        // (Past the call's heaps, nothing is predicted: it does not agree.)
        self.agree &= self.values.get(self.len) == Some(&value);
        self.len += 1;
    }
}
