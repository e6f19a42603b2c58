//! The option values of one heap for the general path (values of any
//! width): flag bytes for small values, stamps for large ones.

use crate::core::convert::small;

/// Values below 2^BITSET_BITS are collected in a bit set, larger ones by stamps.
pub(super) const BITSET_BITS: u32 = 12;

/// The largest value computed: larger ones would need too large a set of seen values.
pub(super) const MAX_VALUE: u32 = (1 << 26) - 1;

/// The option values of one heap: a flag byte per value for small values
/// (a set is one store, with no read-modify-write chain), stamps for large ones.
#[derive(Default)]
pub(super) struct Seen {
    pub(super) flags: Vec<u8>,
    active: usize,
    stamps: Vec<u32>,
    stamp: u32,
    large: bool,
}

impl Seen {
    /// Flag bytes holding every XOR of values below 2^bits, and their mex,
    /// rounded up to whole words.
    pub(super) fn bytes_for(bits: u32) -> usize {
        ((1usize << bits) + 1).next_multiple_of(8)
    }

    /// Forgets every value; values to come are below 2^bits.
    #[inline]
    pub(super) fn clear(&mut self, bits: u32) {
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
    pub(super) fn set(&mut self, value: u32) {
        if self.large {
            self.stamps[value as usize] = self.stamp;
        } else {
            self.flags[value as usize] = 1;
        }
    }

    #[inline]
    #[allow(clippy::cast_possible_truncation)] // `active` is at most 2³², for values below it.
    pub(super) fn has(&self, value: u32) -> bool {
        if self.large {
            self.stamps.get(value as usize) == Some(&self.stamp)
        } else {
            value < self.active as u32 && self.flags[value as usize] != 0
        }
    }

    /// The least value not seen for which `wanted` holds (`wanted` must hold
    /// for some value of every 2^32).
    #[inline]
    pub(super) fn least_missing(&self, wanted: impl Fn(u32) -> bool) -> u32 {
        (0..=u32::MAX).find(|&v| wanted(v) && !self.has(v)).expect("a wanted value is missing")
    }

    /// Adds the values flagged in `flags` (as kept by `Far`, in `general.rs`).
    pub(super) fn or_flags(&mut self, flags: &[u8]) {
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
    pub(super) fn mex(&self) -> u32 {
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
