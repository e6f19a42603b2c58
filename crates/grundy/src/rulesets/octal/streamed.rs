//! The period of a take-and-break sequence held outside memory: the method
//! of [`find_period`](super::find_period), with every pass over the values
//! read a chunk at a time through a [`Reader`]. Memory: one chunk (two
//! while comparing), the counts of the values of the window, and the
//! positions of one value; never the values themselves.
//!
//! The search for sequences longer than memory; the tests hold it to
//! [`find_period`](super::find_period) on every sequence they try. Also the
//! traits of values kept outside memory ([`Reader`], [`Spill`]), and the
//! candidate periods both searches try.

use super::store::Store;
use crate::core::error::Result;
use crate::theory::period::z_function;

/// Below this many values, periods are found by trying every one (as
/// [`find_period`](super::find_period) does).
const SMALL: u64 = 512;

/// Candidate periods checked on the whole window before giving up.
const CANDIDATES: usize = 16;

/// The periods to try, in increasing order, given the positions x₁ < … <
/// x_m of the marker value in the window (see [`find_period`](super::find_period)): p = x_m −
/// x_{m−c} for each c with which the gaps between positions repeat (one
/// Z-function over the gaps read from the end), while 2p fits in the window,
/// at most [`CANDIDATES`]; `None` when the positions are too many to count.
pub(super) fn candidate_periods(positions: &[u64], window: u64) -> Option<Vec<u64>> {
    let m = positions.len();
    if m >= u32::MAX as usize {
        return None;
    }
    // Gaps read from the end: r[i] = x_{m−1−i} − x_{m−2−i}.
    let gaps: Vec<u64> =
        (0..m.saturating_sub(1)).map(|i| positions[m - 1 - i] - positions[m - 2 - i]).collect();
    let z = z_function(gaps.len(), |i| gaps[i]);
    let repeating = (1..m).filter(|&c| c >= gaps.len() || z[c] as usize >= gaps.len() - c);
    let periods = repeating.map(|c| positions[m - 1] - positions[m - 1 - c]);
    Some(periods.take_while(|&p| 2 * p <= window).take(CANDIDATES).collect())
}

/// Values G(0..len) kept somewhere (a file), read in chunks.
pub trait Reader {
    /// How many values there are.
    fn count(&self) -> u64;
    /// G(from), G(from + 1), … into `out`; `from + out.len()` is at most
    /// [`Reader::count`].
    fn read(&mut self, from: u64, out: &mut [u32]) -> Result<()>;
    /// The bytes a value takes where they are kept (1, 2 or 4), or 0 when
    /// that is not known.
    fn width(&self) -> u8 {
        0
    }
}

/// Where the values of a sequence longer than memory go as they are
/// computed, and are read back from: a file of the front end's
/// ([`Sequence::spilling`](super::Sequence::spilling)).
pub trait Spill: Reader + Send {
    /// Appends G(count), G(count + 1), …: [`Reader::count`] grows by their
    /// number.
    fn append(&mut self, values: &[u32]) -> Result<()>;
}

/// Values in memory, read as a [`Reader`] (for the tests), and appended
/// to as a [`Spill`] (for the engine's tests).
impl Reader for Store {
    fn count(&self) -> u64 {
        self.len() as u64
    }

    fn read(&mut self, from: u64, out: &mut [u32]) -> Result<()> {
        let from = crate::core::convert::index(from);
        for (i, slot) in out.iter_mut().enumerate() {
            *slot = u32::try_from(self.get(from + i)).expect("a stored value is a u32");
        }
        Ok(())
    }
}

impl Spill for Store {
    fn append(&mut self, values: &[u32]) -> Result<()> {
        #[allow(clippy::cast_possible_truncation)] // The store was widened to fit.
        for &value in values {
            self.widen_for(value, false);
            match self {
                Store::U8(v) => v.push(value as u8),
                Store::U9(v) => v.push(value),
                Store::U16(v) => v.push(value as u16),
                Store::U32(v) => v.push(value),
            }
        }
        Ok(())
    }
}

/// [`find_period`](super::find_period) of the values of `reader`, read
/// `chunk` values at a time: the same answer, the least period p and least
/// preperiod e of the end of the values (with two whole periods in the last
/// quarter, or failing that in the second half), or `None`.
///
/// Time: O(len) values read per candidate period checked (at most 16) and
/// for the preperiod, as in memory; memory O(chunk + m + v) for m the
/// occurrences of the rarest value of the window and v its largest value.
pub fn find_period_streamed(reader: &mut dyn Reader, chunk: usize) -> Result<Option<(u64, u64)>> {
    let len = reader.count();
    let mut search = Search { reader, chunk: chunk.max(1), len };
    match search.find_in(len - len / 4)? {
        Some(found) => Ok(Some(found)),
        None => search.find_in(len / 2),
    }
}

struct Search<'r> {
    reader: &'r mut dyn Reader,
    chunk: usize,
    len: u64,
}

impl Search<'_> {
    /// Calls `f(n, G(n))` for every n of `range`, in order.
    fn each(&mut self, range: std::ops::Range<u64>, mut f: impl FnMut(u64, u32)) -> Result<()> {
        let mut buffer = vec![0u32; self.chunk];
        let mut from = range.start;
        while from < range.end {
            let count = self.chunk.min(crate::core::convert::index(range.end - from));
            self.reader.read(from, &mut buffer[..count])?;
            for (i, &value) in buffer[..count].iter().enumerate() {
                f(from + i as u64, value);
            }
            from += count as u64;
        }
        Ok(())
    }

    /// Whether G(n + p) = G(n) for every n of [start, len − p), with two
    /// periods in the window.
    fn holds(&mut self, start: u64, p: u64) -> Result<bool> {
        if 2 * p > self.len - start {
            return Ok(false);
        }
        let (mut low, mut high) = (vec![0u32; self.chunk], vec![0u32; self.chunk]);
        let mut n = start;
        while n < self.len - p {
            let count = self.chunk.min(crate::core::convert::index(self.len - p - n));
            self.reader.read(n, &mut low[..count])?;
            self.reader.read(n + p, &mut high[..count])?;
            if low[..count] != high[..count] {
                return Ok(false);
            }
            n += count as u64;
        }
        Ok(true)
    }

    /// The least e ≤ start with G(n + p) = G(n) for e ≤ n < start, scanning
    /// down from `start`.
    fn preperiod(&mut self, start: u64, p: u64) -> Result<u64> {
        let (mut low, mut high) = (vec![0u32; self.chunk], vec![0u32; self.chunk]);
        let mut e = start;
        while e > 0 {
            let count = self.chunk.min(crate::core::convert::index(e));
            let from = e - count as u64;
            self.reader.read(from, &mut low[..count])?;
            self.reader.read(from + p, &mut high[..count])?;
            // The first disagreement from the top ends the scan.
            match (0..count).rev().find(|&i| low[i] != high[i]) {
                Some(i) => return Ok(from + i as u64 + 1),
                None => e = from,
            }
        }
        Ok(0)
    }

    /// The period with the window [start, len), as `find_in` in memory.
    fn find_in(&mut self, start: u64) -> Result<Option<(u64, u64)>> {
        let window = self.len - start;
        if self.len < SMALL {
            for p in 1..=window / 2 {
                if self.holds(start, p)? {
                    return Ok(Some((self.preperiod(start, p)?, p)));
                }
            }
            return Ok(None);
        }
        // The value occurring least often, but at least twice, in the
        // window (the least such value, as in memory); values past 2¹⁶
        // counted in a map, so that memory follows the values present.
        let mut counts: Vec<u64> = Vec::new();
        let mut large: std::collections::HashMap<u32, u64> = std::collections::HashMap::new();
        self.each(start..self.len, |_, v| match usize::try_from(v) {
            Ok(small) if small < 1 << 16 => {
                if small >= counts.len() {
                    counts.resize(small + 1, 0);
                }
                counts[small] += 1;
            }
            _ => *large.entry(v).or_default() += 1,
        })?;
        let all = (0..counts.len()).map(|v| (v, counts[v]));
        let all = all.chain(large.iter().map(|(&v, &c)| (v as usize, c)));
        let rarest = all.filter(|&(_, c)| c >= 2).min_by_key(|&(v, c)| (c, v)).map(|(v, _)| v);
        let Some(marker) = rarest else { return Ok(None) };
        drop((counts, large));
        let mut positions: Vec<u64> = Vec::new();
        self.each(start..self.len, |n, v| {
            if v as usize == marker {
                positions.push(n);
            }
        })?;
        let Some(candidates) = candidate_periods(&positions, window) else { return Ok(None) };
        for p in candidates {
            if self.holds(start, p)? {
                return Ok(Some((self.preperiod(start, p)?, p)));
            }
        }
        Ok(None)
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;
    use crate::rulesets::octal::find_period;

    fn both(values: Vec<u32>) {
        let store = Store::narrowest(values.len(), |n| u64::from(values[n])).unwrap();
        let expected = find_period(&store);
        for chunk in [1, 7, 64, 4096] {
            let mut reader = store.clone();
            let found = find_period_streamed(&mut reader, chunk).unwrap();
            assert_eq!(found, expected, "chunk {chunk}, {} values", values.len());
        }
    }

    /// Sequences with a preperiod, a period and noise, around the two
    /// windows and the small-sequence threshold.
    #[test]
    fn the_same_periods_as_in_memory() {
        for (len, e, p) in
            [(100, 7, 5), (600, 40, 12), (5000, 1000, 34), (5000, 3000, 700), (20000, 0, 1)]
        {
            let values: Vec<u32> =
                (0..len)
                    .map(|n| {
                        if n < e {
                            (n * 7 % 11) as u32 + 20
                        } else {
                            ((n - e) % p * 13 % 17) as u32
                        }
                    })
                    .collect();
            both(values);
        }
        // No period at all.
        both((0..3000u32).map(|n| n.wrapping_mul(2_654_435_761) >> 24).collect());
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]
        #[test]
        fn random_sequences(
            len in 1usize..3000,
            e in 0usize..1500,
            block in proptest::collection::vec(0u32..6, 1..60),
            noise in proptest::collection::vec(0u32..300, 0..1500),
        ) {
            let values: Vec<u32> = (0..len)
                .map(|n| match n < e {
                    true => noise.get(n).copied().unwrap_or(9),
                    false => block[(n - e) % block.len()],
                })
                .collect();
            both(values);
        }
    }
}
