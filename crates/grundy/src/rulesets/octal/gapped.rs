//! Values of a sequence longer than memory (issue 31, part 3, in progress):
//! the first `prefix` values and a window of the latest ones, indexed by
//! heap as a `Vec` is, so that the methods generic over [`Values`] run on
//! it unchanged. Between stretches the values past the prefix and before
//! the window leave memory ([`Gapped::spill`]) and are handed out
//! ([`Gapped::take_spilled`]) for the caller to write to a file.
//!
//! Reading a value held in neither part is a bug of the caller, which must
//! check first ([`Gapped::holds`]) that what a heap needs is held: the rare
//! heaps below the prefix's end, and the splits' other parts and the
//! scans within the window (see the design in the notes). Memory:
//! the prefix, and the window with one stretch's values.

use std::ops::{Index, Range};

use super::rules::Split;
use super::store::{Cell, Values};

/// The first `prefix` values, and at least the latest `window` ones, in
/// one `Vec`: `data[..prefix]` then the window, whose first heap is `base`.
/// Until values first leave the window there is no gap, and every value is
/// held, in order.
#[derive(Debug, Clone)]
pub(super) struct Gapped<T> {
    data: Vec<T>,
    /// How many values the prefix keeps.
    prefix: usize,
    /// The heap of `data[prefix]`.
    base: usize,
    /// How many of the latest values are always held.
    window: usize,
    /// The rare heaps that left the window, with their values, increasing:
    /// the rare-value method reads them at every heap.
    far: Vec<(usize, T)>,
}

impl<T: Cell> Gapped<T> {
    /// An empty sequence keeping `prefix` first values and `window` latest
    /// ones (`window` at least 1), with room for `stretch` more values
    /// between spills.
    pub(super) fn new(prefix: usize, window: usize, stretch: usize) -> Gapped<T> {
        let window = window.max(1);
        Gapped {
            data: Vec::with_capacity(prefix + window + stretch),
            prefix,
            base: prefix,
            window,
            far: Vec::new(),
        }
    }

    /// Heaps from the prefix's end to the window's start, not held.
    #[inline(always)]
    fn gap(&self) -> usize {
        self.base - self.prefix
    }

    /// Whether every value of `range` is held (in the prefix, or in the
    /// window), so that it may be read.
    pub(super) fn holds(&self, range: Range<usize>) -> bool {
        range.end <= self.len()
            && (range.is_empty()
                || self.gap() == 0
                || range.end <= self.prefix
                || range.start >= self.base)
    }

    /// The first heap of the window: every value from it on is held.
    #[cfg(test)]
    fn window_start(&self) -> usize {
        match self.gap() {
            0 => 0,
            _ => self.base,
        }
    }

    /// Lets the values past the prefix and before the latest `window` leave
    /// memory, handing them to `leaving` first, in order. Called between
    /// stretches only: within a stretch every value from the window's start
    /// on stays readable, the rare heaps found in the stretch among them.
    /// The values of the heaps of `rare` (increasing) among them stay,
    /// apart.
    pub(super) fn spill(&mut self, rare: &[usize], leaving: impl FnOnce(&[T])) {
        let held = self.data.len().saturating_sub(self.prefix);
        if held <= self.window {
            return;
        }
        let count = held - self.window;
        let (from, to) = (self.base, self.base + count);
        let rare = &rare[rare.partition_point(|&a| a < from)..rare.partition_point(|&a| a < to)];
        let kept: Vec<(usize, T)> = rare.iter().map(|&a| (a, self[a])).collect();
        self.far.extend(kept);
        leaving(&self.data[self.prefix..self.prefix + count]);
        self.data.copy_within(self.prefix + count.., self.prefix);
        self.data.truncate(self.prefix + self.window);
        self.base += count;
    }

    /// Forgets G(len..), which must lie in the window (or no value has
    /// left memory yet).
    pub(super) fn truncate(&mut self, len: usize) {
        assert!(len >= self.base || self.gap() == 0, "heap {len} is before the window");
        self.data.truncate(len - self.gap());
    }

    /// The values G(from..len), which must be held.
    pub(super) fn tail(&self, from: usize) -> &[T] {
        &self[from..self.len()]
    }

    /// The same values, each widened to `U`.
    fn widened<U: Cell>(&self) -> Gapped<U> {
        let mut data = Vec::with_capacity(self.data.capacity());
        data.extend(self.data.iter().map(|&v| U::new(v.get())));
        let far = self.far.iter().map(|&(a, v)| (a, U::new(v.get()))).collect();
        Gapped { data, prefix: self.prefix, base: self.base, window: self.window, far }
    }
}

impl<T: Cell> Values<T> for Gapped<T> {
    #[inline(always)]
    fn len(&self) -> usize {
        self.data.len() + self.gap()
    }

    fn push(&mut self, value: T) {
        self.data.push(value);
    }

    #[inline(always)]
    fn holds(&self, range: Range<usize>) -> bool {
        Gapped::holds(self, range)
    }

    fn prefix(&self) -> usize {
        self.prefix
    }

    fn gap(&self) -> Range<usize> {
        self.prefix..self.prefix + self.gap()
    }

    fn far_heaps(&self) -> Vec<usize> {
        self.far.iter().map(|&(a, _)| a).collect()
    }
}

/// A [`Gapped`] sequence in the narrowest width that holds its values, as
/// a [`Store`](super::store::Store) is for a whole one.
#[derive(Debug, Clone)]
pub(super) enum Held {
    U8(Gapped<u8>),
    U16(Gapped<u16>),
    U32(Gapped<u32>),
}

/// `$body` with `$g` the [`Gapped`] of any width.
macro_rules! each {
    ($held:expr, $g:ident => $body:expr) => {
        match $held {
            Held::U8($g) => $body,
            Held::U16($g) => $body,
            Held::U32($g) => $body,
        }
    };
}

impl Held {
    pub(super) fn new(prefix: usize, window: usize, stretch: usize) -> Held {
        Held::U8(Gapped::new(prefix, window, stretch))
    }

    pub(super) fn len(&self) -> usize {
        each!(self, g => g.len())
    }

    /// G(n), which must be held.
    pub(super) fn get(&self, n: usize) -> u32 {
        each!(self, g => g[n].get())
    }

    /// Bytes per value: 1, 2 or 4.
    pub(super) fn width(&self) -> usize {
        match self {
            Held::U8(_) => 1,
            Held::U16(_) => 2,
            Held::U32(_) => 4,
        }
    }

    /// Appends G(len) = `value`, which must fit ([`Held::widen_for`]).
    pub(super) fn push(&mut self, value: u32) {
        each!(self, g => g.push(Cell::new(value)))
    }

    /// [`Split::choose`] on the values held.
    pub(super) fn choose(&self, split: &mut Split) -> bool {
        each!(self, g => split.choose(g))
    }

    /// Keeps apart the value of heap `a`, a rare heap of the gap.
    pub(super) fn keep_far(&mut self, a: usize, value: u32) {
        each!(self, g => g.far.push((a, Cell::new(value))))
    }

    /// The heaps not held but for those kept apart.
    pub(super) fn gap(&self) -> Range<usize> {
        each!(self, g => Values::gap(g))
    }

    /// The values the prefix keeps.
    pub(super) fn prefix(&self) -> usize {
        each!(self, g => g.prefix)
    }

    /// Appends G(from..len), which must be held, to `out`.
    pub(super) fn tail(&self, from: usize, out: &mut Vec<u32>) {
        each!(self, g => out.extend(g.tail(from).iter().map(|v| v.get())))
    }

    /// [`Gapped::spill`], the values leaving handed to `leaving` one by one.
    pub(super) fn spill(&mut self, rare: &[usize], mut leaving: impl FnMut(u32)) {
        each!(self, g => g.spill(rare, |values| values.iter().for_each(|v| leaving(v.get()))))
    }

    /// How many of the latest values are held.
    pub(super) fn window(&self) -> usize {
        each!(self, g => g.window)
    }

    /// How many rare heaps' values are kept apart.
    pub(super) fn far_count(&self) -> usize {
        each!(self, g => g.far.len())
    }

    /// Copies into a wider width, so that `value` fits.
    pub(super) fn widen_for(&mut self, value: u32) {
        let widened = match self {
            Held::U8(g) if value > 0xffff => Held::U32(g.widened()),
            Held::U8(g) if value > 0xff => Held::U16(g.widened()),
            Held::U16(g) if value > 0xffff => Held::U32(g.widened()),
            _ => return,
        };
        *self = widened;
    }
}

impl<T: Cell> Index<usize> for Gapped<T> {
    type Output = T;

    #[inline(always)]
    fn index(&self, heap: usize) -> &T {
        if heap < self.prefix {
            &self.data[heap]
        } else if heap >= self.base {
            &self.data[heap - self.gap()]
        } else {
            // A rare heap that left the window (see `Gapped::spill`).
            let at = self.far.binary_search_by_key(&heap, |&(a, _)| a);
            &self.far[at.unwrap_or_else(|_| panic!("heap {heap} is not held"))].1
        }
    }
}

impl<T: Cell> Index<Range<usize>> for Gapped<T> {
    type Output = [T];

    /// `heaps` must be held ([`Gapped::holds`]).
    #[inline(always)]
    fn index(&self, heaps: Range<usize>) -> &[T] {
        debug_assert!(self.holds(heaps.clone()), "heaps {heaps:?} are not all held");
        match heaps.end <= self.prefix {
            true => &self.data[heaps],
            false => &self.data[heaps.start - self.gap()..heaps.end - self.gap()],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn indexed_as_the_whole_sequence_where_held() {
        let all: Vec<u16> = (0..10_000u32).map(|n| (n * 7919 % 65_521) as u16).collect();
        let mut gapped = Gapped::<u16>::new(100, 300, 250);
        let mut written = Vec::new();
        for (n, &v) in all.iter().enumerate() {
            gapped.push(v);
            // Stretches of 250 values.
            if n % 250 == 249 {
                gapped.spill(&[], |leaving| written.extend_from_slice(leaving));
            }
            assert_eq!(gapped.len(), n + 1);
            // Every value held reads as in the whole sequence.
            let from = gapped.window_start();
            assert!(gapped.holds(0..100.min(n + 1)) && gapped.holds(from..n + 1));
            if from > 0 {
                assert!(n + 1 - from >= 300, "the latest 300 values are held");
            } else if n >= 110 {
                // No gap yet: a run across the prefix's end reads as it is.
                assert_eq!(&gapped[90..110], &all[90..110]);
            }
            for heap in (0..100.min(n + 1)).chain(from..=n) {
                assert_eq!(gapped[heap], all[heap]);
            }
            assert_eq!(&gapped[from..n + 1], &all[from..n + 1]);
            if n >= 100 {
                assert_eq!(&gapped[3..97], &all[3..97]);
            }
        }
        // What left the window, with what is held, is every value in order.
        let from = gapped.window_start();
        assert_eq!(written.len(), from - 100);
        assert_eq!(&written[..], &all[100..from]);
        assert!(!gapped.holds(99..from + 1) && !gapped.holds(from - 1..from));
        // Memory: the prefix, the window and one stretch.
        assert!(gapped.data.len() <= 100 + 300 + 250);
    }
}
