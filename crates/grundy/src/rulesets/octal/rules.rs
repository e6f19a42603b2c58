//! What the plain and the rare-value paths share: the method asked for
//! ([`Method`]), the numbers of counters a move removes by what it leaves
//! ([`Rules`]), the splits of a heap into two in runs ([`Rules::split_runs`]),
//! and the split of values into common and rare ones ([`Split`]), whose mask
//! is chosen by a Walsh–Hadamard transform of the value counts.

use std::ops::Range;

use super::store::{Cell, Nines, Values};
use crate::core::convert::small;

/// How [`Sequence::extend`](super::sequence::Sequence::extend) computes values.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Method {
    /// Every option of every heap: O(n) per heap and digit that splits in
    /// two, O(n²) per digit that splits in three. The reference in tests.
    Plain,
    /// The rare-value method for splits in two (and the plain one for
    /// splits in three). See [`Sequence`](super::sequence::Sequence).
    Fast,
}

/// The mask is chosen only while values are below 2^MASK_BITS.
const MASK_BITS: u32 = 20;

/// The numbers of counters a move removes, by what the move may leave.
#[derive(Debug, Clone)]
pub(super) struct Rules {
    pub(super) whole: Vec<usize>,
    pub(super) single: Vec<usize>,
    pub(super) pairs: Vec<usize>,
    pub(super) triples: Vec<usize>,
    pub(super) unequal: bool,
}

/// Splits scanned per digit in one run of a's ([`Rules::split_runs`]), at most.
pub(super) const SCAN_RUN: usize = 64;

impl Rules {
    /// The options of heap n: what the plain method checks.
    pub(super) fn option_count(&self, n: usize) -> u64 {
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

/// The value below 2⁹ whose low byte is `low`, rare or common under
/// `mask`, which has bit 8 (see [`Nines`]): its bit 8 makes the parity of
/// its bits under the mask even or odd.
#[inline(always)]
pub(super) fn unpack(mask: u32, low: u8, rare: bool) -> u32 {
    let parity = (u32::from(low) & mask).count_ones() % 2;
    u32::from(low) | (parity ^ u32::from(!rare)) << 8
}

/// The split of values into common and rare ones, and the rare heaps.
#[derive(Debug, Clone)]
pub(super) struct Split {
    /// v is common when (v & mask) has odd parity.
    pub(super) mask: u32,
    /// Heaps n ≥ 1 with a rare value, increasing.
    pub(super) rare: Vec<usize>,
    /// counts[v]: heaps n ≥ 1 with value v (while values are below 2^MASK_BITS).
    pub(super) counts: Vec<u64>,
    /// Every value so far is below 2^bits.
    pub(super) bits: u32,
    /// The length at which the mask is next chosen again.
    pub(super) next_choice: usize,
    /// Whether `rare` is kept (only the rare-value method needs it).
    pub(super) tracking: bool,
    /// Option values checked so far (see [`Work`](crate::core::limits::Work)).
    pub(super) steps: u64,
    /// Set when a scan needed a value that is not held (a sequence longer
    /// than memory): the heap it was for was not computed.
    pub(super) outside: bool,
    /// The values of the heaps no longer held (a sequence longer than
    /// memory), which every mask chosen must make common.
    pub(super) spilled: Affine,
}

impl Split {
    pub(super) fn is_common(&self, value: u32) -> bool {
        (value & self.mask).count_ones() % 2 == 1
    }

    /// Whether heap b (below the heap being computed) is rare: O(log r)
    /// for r rare heaps, O(1) past the last one.
    #[inline(always)]
    pub(super) fn is_rare_heap(&self, b: usize) -> bool {
        self.rare.last().is_some_and(|&last| b <= last) && self.rare.binary_search(&b).is_ok()
    }

    /// The rare heaps of lo..hi, when there are any ([`rare_within`]).
    #[inline(always)]
    pub(super) fn rare_within(&self, lo: usize, hi: usize) -> Option<&[usize]> {
        rare_within(&self.rare, lo, hi)
    }

    /// Makes room for values below 2^bits.
    pub(super) fn grow(&mut self, bits: u32) {
        if bits > self.bits {
            self.bits = bits;
            if bits <= MASK_BITS {
                self.counts.resize(1 << bits, 0);
            }
        }
    }

    pub(super) fn count(&mut self, value: u32) {
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

    /// Forgets the values recorded for the heaps from `heap` on
    /// (`forgotten`): their counts and rare heaps. `bits` goes back to what
    /// it was before the values `kept`, which stay recorded.
    pub(super) fn forget(
        &mut self,
        heap: usize,
        forgotten: impl Iterator<Item = u32>,
        bits: u32,
        kept: impl Iterator<Item = u32>,
    ) {
        for value in forgotten {
            if let Some(count) = self.counts.get_mut(value as usize) {
                *count -= 1;
            }
        }
        self.rare.truncate(self.rare.partition_point(|&r| r < heap));
        self.bits = kept.map(|value| 32 - value.leading_zeros()).fold(bits, u32::max);
        if self.bits <= MASK_BITS {
            // Every value counted now is below 2^bits.
            self.counts.truncate(1 << self.bits);
        }
    }

    /// Chooses the mask that makes the rare heaps fewest, by a Walsh–Hadamard
    /// transform of the counts, and lists the rare heaps again if it changed.
    ///
    /// For a sequence longer than memory, only masks under which every
    /// value of a heap past the prefix is common are chosen (the rare heaps
    /// are read at every heap, so they are best in the prefix); the current
    /// mask is left for the best of those when it is not one. Returns false
    /// when there is none (the mask is left as it is).
    /// Time O(b·2ᵇ) for values below 2ᵇ, and O(32·2ᵇ) more then.
    pub(super) fn choose<T: Cell, V: Values<T> + ?Sized>(&mut self, g: &V) -> bool {
        self.next_choice = (g.len() * 2).max(1024);
        if self.bits > MASK_BITS {
            return true;
        }
        let f = self.transform();
        let past = self.past_prefix(g);
        let allowed = |mask: usize| past.as_ref().is_none_or(|past| past.all_common(small(mask)));
        // No mask allowed (a value past the prefix is rare under every
        // mask making the others common): the mask stays, and the rare heaps
        // past the prefix are kept apart (`Gapped`).
        let Some(best) = (0..f.len()).filter(|&mask| allowed(mask)).min_by_key(|&mask| f[mask])
        else {
            return false;
        };
        let current = f.get(self.mask as usize).copied().unwrap_or(i64::MAX);
        if f[best] < current || !allowed(self.mask as usize) {
            self.mask = small(best);
            self.list_rare(g);
        }
        true
    }

    /// [`Split::choose`] for values below 2⁹ held as bytes and bits
    /// ([`Nines`]): the mask is chosen among those with bit 8 (under which
    /// the bit-set path reads the bytes only), unless the best of them
    /// leaves more rare heaps than the best mask by an eighth and 16 more.
    /// Returns whether the mask has bit 8. Time O(9·2⁹ + n).
    pub(super) fn choose_nines(&mut self, g: &Nines) -> bool {
        self.next_choice = (g.len() * 2).max(1024);
        self.grow(9);
        let f = self.transform();
        let total = (g.len().max(1) - 1) as i64;
        let rare = |mask: usize| (total + f[mask]) / 2;
        let best = (0..f.len()).min_by_key(|&mask| f[mask]).unwrap_or(0);
        let best8 = (0x100..f.len()).min_by_key(|&mask| f[mask]).unwrap_or(0x100);
        let chosen =
            if rare(best8) <= rare(best) + (rare(best) / 8).max(16) { best8 } else { best };
        let current = self.mask as usize;
        let keep =
            current < f.len() && f[current] <= f[chosen] && (current & 0x100 == chosen & 0x100);
        if !keep {
            let mask = small(chosen);
            self.mask = mask;
            self.rare.clear();
            self.rare
                .extend((1..g.len()).filter(|&n| (g.get(n) & mask).count_ones().is_multiple_of(2)));
        }
        self.tracking = true;
        self.mask & 0x100 != 0
    }

    /// Sets the mask that makes the rare heaps fewest, whatever the heaps
    /// past a prefix (for a sequence longer than memory resumed, whose rare
    /// heaps are listed then by reading every value).
    pub(super) fn choose_any(&mut self) {
        if self.bits <= MASK_BITS {
            let f = self.transform();
            self.mask = (0..f.len()).min_by_key(|&mask| f[mask]).map_or(0, small);
        }
    }

    /// f[mask] = Σ_v counts[v]·(−1)^parity(v & mask) = rare − common, by a
    /// Walsh–Hadamard transform of the counts.
    fn transform(&self) -> Vec<i64> {
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
        f
    }

    /// The values of the heaps past the prefix of `g` that must be common
    /// (those spilled and those held), or `None` when all are held.
    fn past_prefix<T: Cell, V: Values<T> + ?Sized>(&self, g: &V) -> Option<Affine> {
        let prefix = g.prefix();
        if prefix >= g.len() {
            return None;
        }
        let mut past = self.spilled.clone();
        for n in prefix.max(g.gap().end)..g.len() {
            past.insert(g[n].get());
        }
        Some(past)
    }

    /// Keeps the list of rare heaps from now on (the rare-value method needs it).
    pub(super) fn track<T: Cell, V: Values<T> + ?Sized>(&mut self, g: &V) {
        if !self.tracking {
            self.tracking = true;
            self.list_rare(g);
        }
    }

    /// Lists the rare heaps of `g` under the current mask (of those held,
    /// the rare heaps kept apart among them: the others are common, see
    /// [`Split::choose`]).
    fn list_rare<T: Cell, V: Values<T> + ?Sized>(&mut self, g: &V) {
        let mask = self.mask;
        let (gap, len) = (g.gap(), g.len());
        self.rare.clear();
        self.rare.extend(
            (1..gap.start.clamp(1, len.max(1)))
                .chain(g.far_heaps())
                .chain(gap.end.max(1)..len)
                .filter(|&n| (g[n].get() & mask).count_ones().is_multiple_of(2)),
        );
    }
}

/// A set of values kept as its affine hull over GF(2) (bit vectors), to
/// tell which masks make all of them common: v·M is odd for every v of the
/// set exactly when it is for one of them, x, and v ⊕ x·M is even for every
/// other v, that is for a basis of the differences. At most 33 numbers
/// whatever the set; O(32) a value inserted.
#[derive(Debug, Clone, Default)]
pub(super) struct Affine {
    origin: Option<u32>,
    /// A basis of {v ⊕ origin}, with distinct highest bits, decreasing.
    basis: Vec<u32>,
}

impl Affine {
    pub(super) fn insert(&mut self, value: u32) {
        let Some(origin) = self.origin else {
            self.origin = Some(value);
            return;
        };
        let mut x = value ^ origin;
        for &b in &self.basis {
            x = x.min(x ^ b);
        }
        if x != 0 {
            let at = self.basis.partition_point(|&b| b > x);
            self.basis.insert(at, x);
        }
    }

    /// Whether every value of the set is common under `mask`.
    pub(super) fn all_common(&self, mask: u32) -> bool {
        let parity = |v: u32| (v & mask).count_ones() % 2;
        self.origin.is_none_or(|o| parity(o) == 1 && self.basis.iter().all(|&b| parity(b) == 0))
    }
}

/// The heaps of `rare` (increasing) in lo..hi, when there are any: O(1)
/// past the last one, O(log r) before.
#[inline(always)]
pub(super) fn rare_within(rare: &[usize], lo: usize, hi: usize) -> Option<&[usize]> {
    if rare.last().is_none_or(|&last| lo > last) {
        return None;
    }
    let from = rare.partition_point(|&r| r < lo);
    let to = from + rare[from..].partition_point(|&r| r < hi);
    (to > from).then(|| &rare[from..to])
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::Affine;

    proptest! {
        /// The affine hull says a mask makes every value of a set common
        /// exactly when checking each value by its parity says so.
        #[test]
        fn the_affine_hull_tells_the_masks_as_the_values_do(
            values in proptest::collection::vec(0u32..256, 0..12),
        ) {
            let mut hull = Affine::default();
            for &v in &values {
                hull.insert(v);
            }
            for mask in 0..512u32 {
                let plain = values.iter().all(|&v| (v & mask).count_ones() % 2 == 1);
                prop_assert_eq!(hull.all_common(mask), plain, "mask {}", mask);
            }
        }
    }
}
