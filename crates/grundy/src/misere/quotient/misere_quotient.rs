//! [`MisereQuotient`], the certified quotient of the heaps added so far:
//! what it holds, and what it answers about its elements.

use std::collections::HashMap;

use crate::core::convert::small;
use crate::core::error::{Error, Result};
use crate::core::limits::raise;
use crate::core::message::Message;
use crate::misere::quotient::explore::{Kind, States};
use crate::misere::quotient::labels::{Keeps, Labels};
use crate::misere::quotient::monoid::Monoid;
use crate::msg;

/// The misère quotient of heaps 0, 1, …, N of a game, certified after every
/// heap (see the module documentation for the certificate and its proof).
#[derive(Clone, Debug)]
pub struct MisereQuotient {
    pub(super) monoid: Monoid,
    /// The P-portion, and G⁻ of every element when the quotient keeps
    /// misère values.
    pub(super) labels: Labels,
    /// Φ of every heap added.
    pub(super) phi: Vec<u32>,
    /// The options of every heap added, as words of earlier heaps.
    pub(super) options: Vec<Vec<Box<[usize]>>>,
    /// The bytes `options` holds, roughly.
    pub(super) options_bytes: u64,
    /// Longest play from every heap added.
    pub(super) length: Vec<u64>,
    pub(super) kinds: Vec<Kind>,
    pub(super) by_targets: HashMap<Vec<u32>, u32>,
    /// A word (heaps) of each element.
    pub(super) words: Vec<Vec<usize>>,
    /// The heaps whose elements generate the quotient, in order.
    pub(super) generators: Vec<usize>,
    /// (heap, order after it) for every heap where the quotient grew.
    pub(super) grew: Vec<(usize, usize)>,
    pub(super) states: States,
    pub(super) max_bytes: u64,
}

/// The share of the memory limit a part of the quotient may use: the
/// words explored half, the options and the table a quarter each.
#[derive(Clone, Copy)]
pub(super) enum Share {
    Half,
    Quarter,
}

impl MisereQuotient {
    /// The quotient of no heaps: the trivial monoid, whose P-portion is empty.
    /// `max_bytes` bounds the tables, the candidates and the exploration.
    pub fn new(max_bytes: u64) -> MisereQuotient {
        MisereQuotient::keeping(Keeps::Outcomes, max_bytes)
    }

    /// [`MisereQuotient::new`], keeping the outcomes of sums (the misère
    /// quotient) or their misère values; in the browser's module, which has
    /// no genus, outcomes only (see [`MisereQuotient::keeps`]).
    pub fn keeping(keeps: Keeps, max_bytes: u64) -> MisereQuotient {
        let monoid = Monoid::trivial();
        let states = States::start(&monoid);
        MisereQuotient {
            monoid,
            labels: Labels::trivial(keeps),
            phi: Vec::new(),
            options: Vec::new(),
            options_bytes: 0,
            length: Vec::new(),
            kinds: Vec::new(),
            by_targets: HashMap::new(),
            words: vec![Vec::new()],
            generators: Vec::new(),
            grew: Vec::new(),
            states,
            max_bytes,
        }
    }

    /// Heaps added so far.
    pub fn heaps(&self) -> usize {
        self.phi.len()
    }

    /// The order of the quotient.
    pub fn order(&self) -> usize {
        self.monoid.len
    }

    /// Φ of heap `heap` (an element, 0 the identity).
    pub fn phi(&self, heap: usize) -> u32 {
        self.phi[heap]
    }

    /// The product of two elements.
    pub fn mul(&self, a: u32, b: u32) -> u32 {
        self.monoid.mul(a, b)
    }

    /// Whether `x` lies in the P-portion.
    pub fn is_p(&self, x: u32) -> bool {
        self.labels.p.contains(x)
    }

    /// The elements of the P-portion.
    pub fn p_portion(&self) -> Vec<u32> {
        self.labels.p.iter().collect()
    }

    /// What the quotient keeps of the sums it identifies.
    pub fn keeps(&self) -> Keeps {
        self.labels.keeps()
    }

    /// The misère values it keeps apart: those below this cap (1 for the
    /// misère quotient, which keeps outcomes).
    pub fn value_cap(&self) -> u32 {
        self.labels.cap()
    }

    /// (heap, order after it) for every heap where the quotient grew.
    pub fn grew(&self) -> &[(usize, usize)] {
        &self.grew
    }

    /// x^n by repeated squaring: O(log n) products.
    pub fn power(&self, mut x: u32, mut n: u64) -> u32 {
        let mut result = 0u32;
        while n > 0 {
            if n & 1 == 1 {
                result = self.mul(result, x);
            }
            x = self.mul(x, x);
            n >>= 1;
        }
        result
    }

    /// The image of a word (a sum of heaps, by index).
    pub fn image(&self, word: &[usize]) -> u32 {
        word.iter().fold(0, |x, &h| self.monoid.mul(x, self.phi[h]))
    }

    pub(super) fn what(&self, heap: usize) -> Message {
        msg!("limit-what-quotient-at", "the misère quotient at heap {heap}", heap = heap)
    }

    /// Fails when a part of the quotient needs more than its share of the
    /// memory limit: `bytes` for `what`.
    pub(super) fn within(
        &self,
        heap: usize,
        bytes: u64,
        share: Share,
        what: Message,
    ) -> Result<()> {
        let divisor = match share {
            Share::Half => 2,
            Share::Quarter => 4,
        };
        let (allowed, max) = (self.max_bytes / divisor, self.max_bytes);
        if bytes <= allowed {
            return Ok(());
        }
        let limit = match share {
            Share::Half => msg!(
                "quotient-memory-half",
                "{bytes} bytes (half of the memory limit of {max} bytes)",
                bytes = allowed,
                max = max
            ),
            Share::Quarter => msg!(
                "quotient-memory-quarter",
                "{bytes} bytes (a quarter of the memory limit of {max} bytes)",
                bytes = allowed,
                max = max
            ),
        };
        Err(Error::LimitExceeded {
            what: self.what(heap),
            needed: msg!(
                "quotient-bytes-for",
                "{bytes} bytes for {what}",
                bytes = bytes,
                what = what
            ),
            limit,
            hint: raise("--max-memory"),
        })
    }

    pub(super) fn add_kind(&mut self, phi: u32, targets: Vec<u32>, heap: usize) {
        let kind = small(self.kinds.len());
        self.by_targets.entry(targets.clone()).or_insert(kind);
        self.kinds.push(Kind { phi, heap, targets });
    }

    /// The least k and p ≥ 1 with x^{k+p} = x^k (x⁰ = 1): O(k + p) products.
    pub fn power_cycle(&self, x: u32) -> (usize, usize) {
        let mut seen: HashMap<u32, usize> = HashMap::new();
        let mut power = 0u32;
        for i in 0.. {
            if let Some(&j) = seen.get(&power) {
                return (j, i - j);
            }
            seen.insert(power, i);
            power = self.monoid.mul(power, x);
        }
        unreachable!("a finite monoid's powers repeat")
    }
}
