//! The certificate of a quotient (conditions 0 to 3 in the documentation
//! of `misere::quotient`) checked from scratch, and the necessary
//! conditions a new heap's element meets first.

use crate::core::convert::small;
use crate::core::error::Result;
use crate::core::limits::Work;
use crate::misere::quotient::explore::{words_explored, States};
use crate::misere::quotient::misere_quotient::{MisereQuotient, Share};
use crate::misere::quotient::monoid::{refine, Monoid, Set};

impl MisereQuotient {
    /// Necessary conditions for Φ(heap) = x: the heap alone is lost exactly
    /// when x ∈ P, and the P-check.
    pub(super) fn locally_consistent(&self, x: u32, targets: &[u32]) -> bool {
        let alone_lost = !targets.is_empty() && targets.iter().all(|&t| !self.p.contains(t));
        alone_lost == self.p.contains(x) && p_check(&self.monoid, &self.p, x, targets)
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
    /// does (`options` the heaps' options, as `self` may not hold them).
    /// O(|word| + options) products.
    pub(super) fn decides(&self, heaps: &[usize], options: &[Vec<Box<[usize]>>]) -> bool {
        let (mut moves, mut to_p) = (false, false);
        self.word_options(options, heaps, |rest, option| {
            moves = true;
            to_p |= self.p.contains(self.monoid.mul(rest, self.image(option)));
        });
        self.p.contains(self.image(heaps)) == (moves && !to_p)
    }

    /// Checks the whole certificate from scratch: `Err` with the heaps of a
    /// word where it fails.
    pub(super) fn certify(
        &mut self,
        work: &mut Work,
    ) -> Result<std::result::Result<(), Vec<usize>>> {
        let heap = self.heaps().saturating_sub(1);
        if self.p.contains(0) {
            return Ok(Err(Vec::new()));
        }
        for kind in &self.kinds {
            if kind.targets.is_empty() && kind.phi != 0 {
                return Ok(Err(vec![kind.heap]));
            }
            if let Some(x) = p_check_failure(&self.monoid, &self.p, kind.phi, &kind.targets) {
                let mut word = self.words[x as usize].clone();
                word.push(kind.heap);
                return Ok(Err(word));
            }
        }
        let mut states = States::start(&self.monoid);
        let what = || self.what(heap);
        let failure = states.explore(&self.monoid, &self.p, &self.kinds, 0, work, what)?;
        self.within(heap, states.bytes, Share::Half, words_explored())?;
        if let Some(id) = failure {
            return Ok(Err(states.word(id, &self.kinds)));
        }
        self.states = states;
        Ok(if self.is_reduced() { Ok(()) } else { Err(Vec::new()) })
    }

    /// Whether no two elements are indistinguishable (Moore's refinement
    /// ends with every class a single element).
    fn is_reduced(&self) -> bool {
        let alphabet = self.alphabet();
        let classes = refine(
            self.monoid.len,
            |x| self.p.contains(x),
            |x, i| self.monoid.mul(x, alphabet[i]),
            alphabet.len(),
        );
        classes.iter().copied().max().map_or(0, |m| m as usize + 1) == self.monoid.len
    }

    /// The distinct images of the heaps: they generate the quotient.
    fn alphabet(&self) -> Vec<u32> {
        let mut alphabet: Vec<u32> = self.phi.clone();
        alphabet.sort_unstable();
        alphabet.dedup();
        alphabet
    }
}

/// The P-check of one heap kind: x·Φ ∈ P ⇒ x·t ∉ P for every x and target t.
fn p_check(monoid: &Monoid, p: &Set, phi: u32, targets: &[u32]) -> bool {
    p_check_failure(monoid, p, phi, targets).is_none()
}

/// An x failing the P-check of one heap kind, if any.
fn p_check_failure(monoid: &Monoid, p: &Set, phi: u32, targets: &[u32]) -> Option<u32> {
    (0..small(monoid.len)).find(|&x| fails_p_check(monoid, p, x, phi, targets))
}

/// Whether x fails the P-check of a heap kind: x·Φ ∈ P and x·t ∈ P for
/// one of its option images t.
pub(super) fn fails_p_check(monoid: &Monoid, p: &Set, x: u32, phi: u32, targets: &[u32]) -> bool {
    p.contains(monoid.mul(x, phi)) && targets.iter().any(|&t| p.contains(monoid.mul(x, t)))
}
