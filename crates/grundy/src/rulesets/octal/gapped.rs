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
    /// Values that left the window, in order, not yet taken.
    spilled: Vec<T>,
}

impl<T: Cell> Gapped<T> {
    /// An empty sequence keeping `prefix` first values and `window` latest
    /// ones (`window` at least 1).
    pub(super) fn new(prefix: usize, window: usize) -> Gapped<T> {
        let window = window.max(1);
        Gapped {
            data: Vec::with_capacity(prefix + 2 * window),
            prefix,
            base: prefix,
            window,
            spilled: Vec::new(),
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
    pub(super) fn window_start(&self) -> usize {
        match self.gap() {
            0 => 0,
            _ => self.base,
        }
    }

    /// The values that left the window since the last call, in order (the
    /// first of them follows the last taken before).
    pub(super) fn take_spilled(&mut self) -> Vec<T> {
        std::mem::take(&mut self.spilled)
    }

    /// Lets the values past the prefix and before the latest `window` leave
    /// memory (into [`Gapped::take_spilled`]). Called between stretches
    /// only: within a stretch every value from the window's start on stays
    /// readable, the rare heaps found in the stretch among them.
    pub(super) fn spill(&mut self) {
        let held = self.data.len().saturating_sub(self.prefix);
        if held <= self.window {
            return;
        }
        let leaving = held - self.window;
        self.spilled.extend_from_slice(&self.data[self.prefix..self.prefix + leaving]);
        self.data.copy_within(self.prefix + leaving.., self.prefix);
        self.data.truncate(self.prefix + self.window);
        self.base += leaving;
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
}

impl<T: Cell> Index<usize> for Gapped<T> {
    type Output = T;

    #[inline(always)]
    fn index(&self, heap: usize) -> &T {
        match heap < self.prefix {
            true => &self.data[heap],
            false => &self.data[heap - self.gap()],
        }
    }
}

impl<T: Cell> Index<Range<usize>> for Gapped<T> {
    type Output = [T];

    /// `heaps` must be held ([`Gapped::holds`]).
    #[inline(always)]
    fn index(&self, heaps: Range<usize>) -> &[T] {
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
        let mut gapped = Gapped::<u16>::new(100, 300);
        let mut written = Vec::new();
        for (n, &v) in all.iter().enumerate() {
            gapped.push(v);
            // Stretches of 250 values.
            if n % 250 == 249 {
                gapped.spill();
            }
            assert_eq!(gapped.len(), n + 1);
            written.extend(gapped.take_spilled());
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
