//! G(0..len) in the narrowest integer width that holds the values
//! ([`Store`]: one, two or four bytes a value), and the widths as [`Cell`]s
//! for the loops generic over them.

use crate::core::error::{Error, Result};
use crate::core::nimber::Nimber;
use crate::msg;

/// G(0..len), one byte per value while every value is below 256, a byte
/// and a bit below 512 (for the rare-value method, see [`Nines`]), two
/// bytes while below 65,536, four after.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Store {
    /// Values below 2⁸.
    U8(Vec<u8>),
    /// Values below 2⁹, a byte and a bit each.
    U9(Nines),
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
            Store::U9(v) => v.len(),
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
            Store::U9(v) => u64::from(v.get(n)),
            Store::U16(v) => v[n] as u64,
            Store::U32(v) => v[n] as u64,
        }
    }

    /// Bytes per value in [`Store::to_le_bytes`]: 1, 2 or 4 (2 for values
    /// below 2⁹, which take a byte and a bit in memory).
    pub fn width(&self) -> usize {
        match self {
            Store::U8(_) => 1,
            Store::U9(_) | Store::U16(_) => 2,
            Store::U32(_) => 4,
        }
    }

    /// The values of the heaps of `range` as bytes in little-endian order,
    /// [`Store::width`] bytes each, for checkpoints (a part at a time, so
    /// that saving does not copy every value at once).
    ///
    /// # Panics
    ///
    /// If `range` does not lie in 0..[`Store::len`].
    pub fn to_le_bytes(&self, range: std::ops::Range<usize>) -> Vec<u8> {
        match self {
            Store::U8(v) => v[range].to_vec(),
            #[allow(clippy::cast_possible_truncation)] // Below 2⁹.
            Store::U9(v) => range.flat_map(|n| (v.get(n) as u16).to_le_bytes()).collect(),
            Store::U16(v) => v[range].iter().flat_map(|x| x.to_le_bytes()).collect(),
            Store::U32(v) => v[range].iter().flat_map(|x| x.to_le_bytes()).collect(),
        }
    }

    /// Values of `width` bytes each, little-endian, as written by
    /// [`Store::to_le_bytes`]; `None` for a width other than 1, 2, 4 or a
    /// length that is not a multiple of it.
    pub fn from_le_bytes(width: usize, bytes: &[u8]) -> Option<Store> {
        if !matches!(width, 1 | 2 | 4) || !bytes.len().is_multiple_of(width) {
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
            Error::Unsupported(msg!(
                "octal-value-over-32-bits",
                "a take-and-break value of {max} does not fit in 32 bits",
                max = max
            ))
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

    /// Copies into a wider width, so that `value` fits: values below 2⁹
    /// into a byte and a bit each when `nines` (the rare-value method can
    /// read them), two bytes otherwise.
    pub(super) fn widen_for(&mut self, value: u32, nines: bool) {
        let widened = match self {
            Store::U8(v) if value > 0xff && value < 0x200 && nines => {
                Some(Store::U9(Nines::from_bytes(std::mem::take(v))))
            }
            Store::U8(v) if value > 0xff => Some(if value > 0xffff {
                Store::U32(v.iter().map(|&x| x as u32).collect())
            } else {
                Store::U16(v.iter().map(|&x| x as u16).collect())
            }),
            Store::U9(v) if value > 0x1ff || !nines => {
                let mut store =
                    Store::narrowest(v.len(), |n| u64::from(v.get(n))).expect("values below 2^9");
                store.widen_for(value, false);
                Some(store)
            }
            Store::U16(v) if value > 0xffff => {
                Some(Store::U32(v.iter().map(|&x| x as u32).collect()))
            }
            _ => None,
        };
        if let Some(widened) = widened {
            *self = widened;
        }
    }

    pub(super) fn max(&self) -> u32 {
        match self {
            Store::U8(v) => v.iter().copied().max().unwrap_or(0) as u32,
            Store::U9(v) => (0..v.len()).map(|n| v.get(n)).max().unwrap_or(0),
            Store::U16(v) => v.iter().copied().max().unwrap_or(0) as u32,
            Store::U32(v) => v.iter().copied().max().unwrap_or(0),
        }
    }
}

/// Values below 2⁹, a byte and a bit each: the low byte of each value,
/// and its bit 8 in a bit vector (an eighth of a byte a value, where two
/// bytes a value would take twice the memory).
///
/// The rare-value method reads only the bytes: with bit 8 in the mask of
/// its split, bit 8 of a value follows from its low byte and whether its
/// heap is rare (see `bitset.rs`), so the bit-set path of one byte a
/// value goes on past 255.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Nines {
    low: Vec<u8>,
    /// Bit n % 64 of word n / 64: bit 8 of G(n).
    high: Vec<u64>,
}

impl Nines {
    /// Values below 2⁸, as they are.
    fn from_bytes(low: Vec<u8>) -> Nines {
        let high = vec![0; low.len().div_ceil(64)];
        Nines { low, high }
    }

    /// Values below 2⁹, or `None` if one is not.
    pub(super) fn from_values(values: impl Iterator<Item = u32>) -> Option<Nines> {
        let mut nines = Nines::default();
        for value in values {
            if value > 0x1ff {
                return None;
            }
            nines.push(value);
        }
        Some(nines)
    }

    /// How many values.
    pub fn len(&self) -> usize {
        self.low.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.low.is_empty()
    }

    /// G(n).
    ///
    /// # Panics
    ///
    /// If n is not below [`Nines::len`].
    pub fn get(&self, n: usize) -> u32 {
        u32::from(self.low[n]) | (((self.high[n / 64] >> (n % 64)) & 1) as u32) << 8
    }

    /// Appends G(len) = `value`, below 2⁹.
    pub(super) fn push(&mut self, value: u32) {
        let n = self.low.len();
        if n.is_multiple_of(64) {
            self.high.push(0);
        }
        #[allow(clippy::cast_possible_truncation)] // The low byte.
        self.low.push(value as u8);
        self.high[n / 64] |= u64::from(value >> 8 & 1) << (n % 64);
    }

    /// The low bytes, for the bit-set path to extend; [`Nines::set_high`]
    /// then gives the values it added their bit 8.
    pub(super) fn low_mut(&mut self) -> &mut Vec<u8> {
        &mut self.low
    }

    /// Sets bit 8 of G(from..) to `bit(n, low byte)`, for n increasing, the
    /// low bytes being there already.
    pub(super) fn set_high(&mut self, from: usize, mut bit: impl FnMut(usize, u8) -> bool) {
        self.high.resize(self.low.len().div_ceil(64), 0);
        for n in from..self.low.len() {
            let word = &mut self.high[n / 64];
            *word = (*word & !(1 << (n % 64))) | (u64::from(bit(n, self.low[n])) << (n % 64));
        }
    }

    pub(super) fn try_reserve_exact(&mut self, more: usize) -> bool {
        let words = (self.low.len() + more).div_ceil(64).saturating_sub(self.high.len());
        self.low.try_reserve_exact(more).is_ok() && self.high.try_reserve_exact(words).is_ok()
    }
}

/// An unsigned integer width values are stored in.
/// The values a stretch is computed from and into, indexed by heap: every
/// value in memory (a `Vec`, or a slice to read), or, for a sequence longer
/// than memory, a part of them ([`Gapped`](super::gapped::Gapped)). The methods of
/// `bitset.rs`, `general.rs` and `plain.rs` are generic over it, so that
/// the in-memory case compiles to the plain slice code.
pub(super) trait Values<T: Cell>:
    std::ops::Index<usize, Output = T> + std::ops::Index<std::ops::Range<usize>, Output = [T]> + Sync
{
    /// How many values: G(0..len).
    fn len(&self) -> usize;
    /// Appends G(len).
    fn push(&mut self, value: T);
    /// Whether the values of `range` may be read: always, but for values of
    /// a sequence longer than memory that are not held.
    #[inline(always)]
    fn holds(&self, _range: std::ops::Range<usize>) -> bool {
        true
    }
    /// How many first values are always held: all of them in memory.
    fn prefix(&self) -> usize {
        usize::MAX
    }
    /// The heaps whose values are not held: none in memory.
    fn gap(&self) -> std::ops::Range<usize> {
        0..0
    }
    /// The heaps of the gap whose values are held nevertheless (rare heaps).
    fn far_heaps(&self) -> Vec<usize> {
        Vec::new()
    }
}

impl<T: Cell> Values<T> for Vec<T> {
    #[inline(always)]
    fn len(&self) -> usize {
        Vec::len(self)
    }
    #[inline(always)]
    fn push(&mut self, value: T) {
        Vec::push(self, value);
    }
}

impl<T: Cell> Values<T> for [T] {
    #[inline(always)]
    fn len(&self) -> usize {
        <[T]>::len(self)
    }
    fn push(&mut self, _: T) {
        unreachable!("a slice is only read")
    }
}

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
