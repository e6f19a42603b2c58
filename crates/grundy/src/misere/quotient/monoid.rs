//! The finite commutative monoids of the quotients: sets of elements, one
//! bit each, multiplication tables, and Moore's partition refinement.

use crate::core::convert::small;
use crate::core::error::Result;
use crate::core::limits::Work;
use crate::core::message::Message;

/// A set of monoid elements, one bit each.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(super) struct Set(Box<[u64]>);

impl Set {
    pub(super) fn new(len: usize) -> Set {
        Set(vec![0; len.div_ceil(64).max(1)].into_boxed_slice())
    }

    pub(super) fn insert(&mut self, x: u32) {
        self.0[x as usize / 64] |= 1 << (x % 64);
    }

    pub(super) fn contains(&self, x: u32) -> bool {
        self.0[x as usize / 64] >> (x % 64) & 1 == 1
    }

    pub(super) fn is_subset(&self, other: &Set) -> bool {
        self.0.iter().zip(other.0.iter()).all(|(a, b)| a & !b == 0)
    }

    pub(super) fn intersects(&self, other: &Set) -> bool {
        self.0.iter().zip(other.0.iter()).any(|(a, b)| a & b != 0)
    }

    pub(super) fn iter(&self) -> impl Iterator<Item = u32> + '_ {
        self.0.iter().enumerate().flat_map(|(i, &word)| {
            let mut rest = word;
            std::iter::from_fn(move || {
                if rest == 0 {
                    return None;
                }
                let bit = rest.trailing_zeros();
                rest &= rest - 1;
                Some(small(i) * 64 + bit)
            })
        })
    }

    pub(super) fn bytes(&self) -> u64 {
        self.0.len() as u64 * 8
    }
}

/// A finite commutative monoid by its multiplication table; element 0 is
/// the identity.
#[derive(Clone, Debug)]
pub(super) struct Monoid {
    pub(super) len: usize,
    pub(super) table: Vec<u32>,
}

impl Monoid {
    pub(super) fn trivial() -> Monoid {
        Monoid { len: 1, table: vec![0] }
    }

    #[inline]
    pub(super) fn mul(&self, a: u32, b: u32) -> u32 {
        self.table[a as usize * self.len + b as usize]
    }
}

/// Moore's partition refinement: classes of the `len` elements that no
/// product by the `letters` generators (`step(x, i)` is x times the i-th)
/// tells apart by their labels (membership in P, or G⁻). O(rounds · len ·
/// letters), each round's len · (letters + 1) steps counted against `work`
/// (a candidate of a million elements may take hundreds of rounds).
pub(super) fn refine(
    len: usize,
    label: impl Fn(u32) -> u32,
    step: impl Fn(u32, usize) -> u32,
    letters: usize,
    work: &mut Work,
    what: impl Fn() -> Message,
) -> Result<Vec<u32>> {
    let mut class: Vec<u32> = (0..small(len)).map(&label).collect();
    let mut count = 0;
    let width = letters + 1;
    let mut keys: Vec<u32> = vec![0; len * width];
    loop {
        work.spend((len as u64).saturating_mul(width as u64), &what)?;
        for x in 0..len {
            let key = &mut keys[x * width..(x + 1) * width];
            key[0] = class[x];
            for (i, slot) in key[1..].iter_mut().enumerate() {
                *slot = class[step(small(x), i) as usize];
            }
        }
        let mut ids: rustc_hash::FxHashMap<&[u32], u32> = Default::default();
        for (x, key) in keys.chunks_exact(width).enumerate() {
            let fresh = small(ids.len());
            class[x] = *ids.entry(key).or_insert(fresh);
        }
        if ids.len() == count {
            return Ok(class);
        }
        count = ids.len();
    }
}
