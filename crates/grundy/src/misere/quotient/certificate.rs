//! The certificate of a quotient (conditions 0 to 3 in the documentation
//! of `misere::quotient`) checked from scratch, and the necessary
//! conditions a new heap's element meets first.

use crate::core::convert::small;
use crate::core::error::Result;
use crate::core::limits::Work;
use crate::core::sort;
use crate::misere::quotient::explore::{words_explored, States};
use crate::misere::quotient::labels::Labels;
use crate::misere::quotient::misere_quotient::{MisereQuotient, Share};
use crate::misere::quotient::monoid::{refine, Monoid};

impl MisereQuotient {
    /// Necessary conditions for Φ(heap) = x: the heap alone has x's label
    /// (lost exactly when x ∈ P; its G⁻ when the quotient keeps values),
    /// and the P-check.
    pub(super) fn locally_consistent(&self, x: u32, targets: &[u32]) -> bool {
        let labels = &self.labels;
        let options: Vec<u32> = targets.iter().map(|&t| labels.label(t)).collect();
        let alone = labels.defined(&options);
        alone == labels.label(x) && p_check_failure(&self.monoid, labels, x, targets).is_none()
    }

    /// The quotient if its whole certificate holds, checked from scratch;
    /// else, with it, the heaps of a word where the certificate fails.
    pub(super) fn certified(
        mut self,
        work: &mut Work,
    ) -> Result<std::result::Result<MisereQuotient, (MisereQuotient, Vec<usize>)>> {
        Ok(match self.certify(work)? {
            Ok(()) => Ok(self),
            Err(word) => Err((self, word)),
        })
    }

    /// Whether the word `heaps` meets the definition in `self`: its
    /// element lies in P exactly when it has a move and no option's element
    /// does (its G⁻ is the mex of its options', when the quotient keeps
    /// values; `options` the heaps' options, as `self` may not hold them).
    /// O(|word| + options) products.
    pub(super) fn decides(&self, heaps: &[usize], options: &[Vec<Box<[usize]>>]) -> bool {
        let mut labels = Vec::new();
        self.word_options(options, heaps, |rest, option| {
            labels.push(self.labels.label(self.monoid.mul(rest, self.image(option))));
        });
        let defined = self.labels.defined(&labels);
        self.labels.label(self.image(heaps)) == defined
    }

    /// Checks the whole certificate from scratch: `Err` with the heaps of a
    /// word where it fails.
    pub(super) fn certify(
        &mut self,
        work: &mut Work,
    ) -> Result<std::result::Result<(), Vec<usize>>> {
        let heap = self.heaps().saturating_sub(1);
        if self.labels.label(0) != 1 {
            return Ok(Err(Vec::new()));
        }
        for kind in &self.kinds {
            if kind.targets.is_empty() && kind.phi != 0 {
                return Ok(Err(vec![kind.heap]));
            }
            if let Some(x) = p_check_failure(&self.monoid, &self.labels, kind.phi, &kind.targets) {
                let mut word = self.words[x as usize].clone();
                word.push(kind.heap);
                return Ok(Err(word));
            }
        }
        let mut states = States::start(&self.monoid);
        let what = || self.what(heap);
        let failure = states.explore(&self.monoid, &self.labels, &self.kinds, 0, work, what)?;
        self.within(heap, states.bytes, Share::Half, words_explored())?;
        if let Some(id) = failure {
            return Ok(Err(states.word(id, &self.kinds)));
        }
        self.states = states;
        Ok(if self.is_reduced(work)? { Ok(()) } else { Err(Vec::new()) })
    }

    /// Whether no two elements are indistinguishable (Moore's refinement
    /// ends with every class a single element), within `work`.
    fn is_reduced(&self, work: &mut Work) -> Result<bool> {
        let alphabet = self.alphabet();
        let heap = self.heaps().saturating_sub(1);
        let classes = refine(
            self.monoid.len,
            |x| self.labels.label(x),
            |x, i| self.monoid.mul(x, alphabet[i]),
            alphabet.len(),
            work,
            || self.what(heap),
        )?;
        Ok(classes.iter().copied().max().map_or(0, |m| m as usize + 1) == self.monoid.len)
    }

    /// The distinct images of the heaps: they generate the quotient.
    fn alphabet(&self) -> Vec<u32> {
        let mut alphabet: Vec<u32> = self.phi.clone();
        sort::sort(&mut alphabet);
        alphabet.dedup();
        alphabet
    }
}

/// An x failing the P-check of one heap kind (x·Φ ∈ P and x·t ∈ P for an
/// option image t; x·Φ and x·t of one G⁻ when the quotient keeps values),
/// if any.
fn p_check_failure(monoid: &Monoid, labels: &Labels, phi: u32, targets: &[u32]) -> Option<u32> {
    (0..small(monoid.len)).find(|&x| labels.fails_p_check(monoid, x, phi, targets))
}
