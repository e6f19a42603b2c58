//! What a quotient tells apart of its elements: their misère outcomes (the
//! P-portion, the misère quotient proper) or their misère values G⁻.
//!
//! Both are G⁻ *capped*: an element's label is min(G⁻, c), with c = 1 for
//! outcomes (0 is P, 1 is N) and a larger c for values. The construction and
//! the certificate are the same for every c (see the module documentation
//! of `misere::quotient`, "Quotients by misère values"); the outcome
//! quotient keeps its labels as one bit per element, and its checks take
//! the bit-set paths they always took.

use crate::core::nimber::{Mex, Nimber};
use crate::misere::quotient::monoid::{Monoid, Set};

/// Whether misère values can be kept at all: not in the browser's module,
/// which has no genus (it is refused there) and a size budget, which the
/// paths for values would pass; there [`MisereQuotient::keeping`] keeps
/// outcomes whatever it is asked, and says so by [`MisereQuotient::keeps`].
///
/// [`MisereQuotient::keeping`]: crate::misere::quotient::MisereQuotient::keeping
/// [`MisereQuotient::keeps`]: crate::misere::quotient::MisereQuotient::keeps
pub(super) const KEEPS_VALUES: bool = !cfg!(target_family = "wasm");

/// What a quotient keeps of the sums it identifies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Keeps {
    /// Their misère outcomes: two sums are identified when no sum added
    /// to both tells their outcomes apart (the misère quotient).
    Outcomes,
    /// Their misère values G⁻ below the cap c, all values from c on
    /// counting as one: two sums are identified when no sum added to both
    /// tells min(G⁻, c) apart (equivalently, no sum with one nim heap
    /// *j, j < c, added too, by Lemma 1 of [`crate::genus`]). It refines
    /// the misère quotient (c = 1), and determines G⁻ of every sum where
    /// it is below c.
    MisereValues {
        /// c ≥ 1.
        cap: u32,
    },
}

/// The labels of a quotient's (or a candidate's) elements: the P-portion,
/// and G⁻ of each element when the quotient keeps values.
#[derive(Clone, Debug)]
pub(super) struct Labels {
    pub(super) p: Set,
    /// min(G⁻, cap) of every element, when the quotient keeps values.
    pub(super) values: Option<Box<[u32]>>,
    /// 1 for outcomes.
    cap: u32,
}

impl Labels {
    /// The labels of a quotient of one element, the empty sum's: N, G⁻ = 1.
    pub(super) fn trivial(keeps: Keeps) -> Labels {
        Labels::all_n(keeps, 1)
    }

    /// `len` elements, all labelled 1 (N; G⁻ = 1).
    fn all_n(keeps: Keeps, len: usize) -> Labels {
        match keeps {
            Keeps::MisereValues { cap } if KEEPS_VALUES => {
                Labels { p: Set::new(len), values: Some(vec![1; len].into()), cap: cap.max(1) }
            }
            _ => Labels::outcomes(Set::new(len)),
        }
    }

    /// The labels of `len` elements from their capped values.
    pub(super) fn from_fn(keeps: Keeps, len: usize, label: impl Fn(u32) -> u32) -> Labels {
        let mut p = Set::new(len);
        let (mut values, cap) = match keeps {
            Keeps::MisereValues { cap } if KEEPS_VALUES => {
                (Some(Vec::with_capacity(len)), cap.max(1))
            }
            _ => (None, 1),
        };
        for x in 0..crate::core::convert::small(len) {
            let v = label(x);
            if v == 0 {
                p.insert(x);
            }
            if let Some(values) = &mut values {
                values.push(v);
            }
        }
        Labels { p, values: values.map(Vec::into_boxed_slice), cap }
    }

    /// The labels of a candidate of the outcome quotient from its P-portion.
    pub(super) fn outcomes(p: Set) -> Labels {
        Labels { p, values: None, cap: 1 }
    }

    /// c: labels below it are G⁻, and c stands for every value from c on.
    pub(super) fn cap(&self) -> u32 {
        self.cap
    }

    pub(super) fn keeps(&self) -> Keeps {
        match self.values() {
            None => Keeps::Outcomes,
            Some(_) => Keeps::MisereValues { cap: self.cap },
        }
    }

    /// The values kept, if any (never in the browser's module, so that the
    /// paths for values are left out of it).
    #[inline]
    fn values(&self) -> Option<&[u32]> {
        match KEEPS_VALUES {
            true => self.values.as_deref(),
            false => None,
        }
    }

    /// The label of `x`: G⁻ capped at 1 (0 for P, 1 for N) or at nothing.
    #[inline]
    pub(super) fn label(&self, x: u32) -> u32 {
        match self.values() {
            None => u32::from(!self.p.contains(x)),
            Some(values) => values[x as usize],
        }
    }

    /// Whether x fails the P-check of a heap kind (its generalization to
    /// values): x·Φ has a label below the cap that some x·t, t an option
    /// image, shares. O(|targets|) products.
    pub(super) fn fails_p_check(&self, monoid: &Monoid, x: u32, phi: u32, targets: &[u32]) -> bool {
        let at = monoid.mul(x, phi);
        match self.values() {
            None => {
                self.p.contains(at) && targets.iter().any(|&t| self.p.contains(monoid.mul(x, t)))
            }
            Some(values) => {
                let v = values[at as usize];
                v < self.cap && targets.iter().any(|&t| values[monoid.mul(x, t) as usize] == v)
            }
        }
    }

    /// Whether a word of element `x` with a move and option images `t`
    /// fails the N-check (its generalization to values): some label below
    /// x's is no label of `t`. O(|t|) for values, O(|Q|/64) for outcomes.
    pub(super) fn fails_n_check(&self, x: u32, t: &Set) -> bool {
        match self.values() {
            None => !self.p.contains(x) && !t.intersects(&self.p),
            Some(values) => {
                let v = values[x as usize];
                v > 0 && !reaches_below(v, t.iter().map(|s| values[s as usize]))
            }
        }
    }

    /// The label the definition gives an element whose options have the
    /// labels `options`: 1 without options (the empty sum's G⁻), else
    /// their mex, capped (the mex of capped values is the mex of the
    /// values where it is below the cap, and at least the cap otherwise).
    pub(super) fn defined(&self, options: &[u32]) -> u32 {
        match self.values() {
            None => {
                let mut moves = false;
                for &label in options {
                    if label == 0 {
                        return 1;
                    }
                    moves = true;
                }
                u32::from(!moves)
            }
            Some(_) => MexScratch::default().defined_value(options.iter().copied()).min(self.cap),
        }
    }
}

/// Scratch space for [`MexScratch::defined_value`].
#[derive(Default)]
pub(super) struct MexScratch {
    values: Vec<Nimber>,
    mex: Mex,
}

impl MexScratch {
    /// G⁻ by the definition from the options' values: 1 without options,
    /// else their mex. O(options).
    pub(super) fn defined_value(&mut self, options: impl Iterator<Item = u32>) -> u32 {
        self.values.clear();
        self.values.extend(options.map(|v| Nimber(u64::from(v))));
        if self.values.is_empty() {
            return 1;
        }
        u32::try_from(self.mex.of(&self.values).0).expect("a mex of at most u32::MAX values")
    }
}

/// Whether every value below `v` is among `values`.
fn reaches_below(v: u32, values: impl Iterator<Item = u32>) -> bool {
    let mut seen = vec![false; v as usize];
    let mut missing = v as usize;
    for s in values {
        if let Some(slot) = seen.get_mut(s as usize) {
            if !*slot {
                *slot = true;
                missing -= 1;
                if missing == 0 {
                    return true;
                }
            }
        }
    }
    missing == 0
}

/// The labels of a candidate's `size` elements by the definition, decided
/// depth first from every element (`targets(e, out)` puts e's options in
/// `out`; every option shortens the word's play): `None` when the options
/// loop. O(elements · options).
pub(super) fn by_definition(
    keeps: Keeps,
    size: usize,
    mut targets: impl FnMut(u32, &mut Vec<u32>),
) -> Option<Labels> {
    // 0 unseen, 1 entered (on the path), 2 done.
    let mut state = vec![0u8; size];
    let mut labels = Labels::all_n(keeps, size);
    // 1 is a label under every cap (c ≥ 1), and no element is in P yet.
    let mut stack: Vec<u32> = Vec::new();
    let mut out = Vec::new();
    let mut scratch = MexScratch::default();
    for start in 0..crate::core::convert::small(size) {
        stack.push(start);
        while let Some(&e) = stack.last() {
            match state[e as usize] {
                2 => {
                    stack.pop();
                }
                0 => {
                    state[e as usize] = 1;
                    targets(e, &mut out);
                    for &t in &out {
                        match state[t as usize] {
                            0 => stack.push(t),
                            1 => return None,
                            _ => {}
                        }
                    }
                }
                _ => {
                    targets(e, &mut out);
                    // Outcomes inline: this is the hottest loop of growth.
                    let label = match labels.values() {
                        None => {
                            u32::from(out.is_empty() || out.iter().any(|&t| labels.p.contains(t)))
                        }
                        Some(values) => scratch
                            .defined_value(out.iter().map(|&t| values[t as usize]))
                            .min(labels.cap),
                    };
                    labels.set(e, label);
                    state[e as usize] = 2;
                    stack.pop();
                }
            }
        }
    }
    Some(labels)
}

impl Labels {
    /// Sets the label of `x`, which was 1 (N).
    fn set(&mut self, x: u32, label: u32) {
        if label == 0 {
            self.p.insert(x);
        }
        if let (true, Some(values)) = (KEEPS_VALUES, &mut self.values) {
            values[x as usize] = label;
        }
    }
}
