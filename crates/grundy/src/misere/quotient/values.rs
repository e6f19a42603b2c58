//! G⁻, the misère value of every element, when the quotient determines it.

use crate::core::convert::small;
use crate::core::nimber::{Mex, Nimber};
use crate::core::sort;
use crate::misere::quotient::misere_quotient::MisereQuotient;
use crate::misere::quotient::words::word_of;

impl MisereQuotient {
    /// G⁻ of every element: the misère value shared by every sum of heaps
    /// with that image, when the quotient determines it (`None` when it
    /// does not).
    ///
    /// G⁻(w) = m exactly when w + *m is a misère P-position (see
    /// [`crate::genus`], Lemma 1), so G⁻ is a class function exactly when
    /// the P-status of w + *m is, for every m. A candidate G comes from the
    /// definition on one word of each element (G(1) = 1; otherwise the mex
    /// of G over its least-play word's options, decided in order of ℓ), and
    /// is certified like the quotient itself:
    ///
    /// 1. G(1) = 1;
    /// 2. for every x ∈ Q, heap kind h and t ∈ T(h): G(x·Φ(h)) ≠ G(x·t);
    /// 3. for every pair (Φ(w), T(w)) the exploration keeps with T(w) ≠ ∅:
    ///    every value below G(Φ(w)) is some G(t), t ∈ T(w).
    ///
    /// *Proof* that then w + *j ∈ P⁻ ⇔ G(Φ(w)) = j for every word w and
    /// every j, by induction on play. Without moves (w has none, j = 0)
    /// the position is an N-position, and G(1) ≠ 0 (1). Otherwise write x
    /// = Φ(w); the options are w′ + *j (images T(w)) and w + *i, i < j. If
    /// G(x) = j: no w + *i is a P-position (G(x) ≠ i), nor any w′ + *j, as
    /// T(w) is the union of Φ(w − h)·T(h) over the heaps h of w, and (2)
    /// gives G(Φ(w − h)·t) ≠ G(Φ(w − h)·Φ(h)) = j. If G(x) < j, the option
    /// w + *G(x) is a P-position. If G(x) > j and w has no moves, then
    /// x = 1, G(x) = 1 and j = 0: the case without moves. If G(x) > j and
    /// w has moves, some t ∈ T(w) has G(t) = j by (3), which holds for w
    /// because it holds for a kept pair of x with a smaller T, and the
    /// condition only gets easier as T grows. ∎
    ///
    /// Time: O(|Q|·Σ|T(h)|) plus O(Σ|T|) over the pairs kept.
    pub fn misere_values(&self) -> Option<Vec<u32>> {
        if let Some(values) = &self.labels.values {
            // Certified with the quotient.
            return Some(values.to_vec());
        }
        let order = self.monoid.len;
        let (ell, via) = self.least_words(|_| false);
        if ell.contains(&u64::MAX) {
            return None;
        }
        let mut by_length: Vec<u32> = (0..small(order)).collect();
        sort::sort_by_key(&mut by_length, |&x| ell[x as usize]);
        let mut g = vec![0u32; order];
        let mut mex = Mex::new();
        let mut values = Vec::new();
        for &x in &by_length {
            if x == 0 {
                g[0] = 1;
                continue;
            }
            values.clear();
            self.word_options(&self.options, &word_of(&via, x), |rest, option| {
                let t = self.monoid.mul(rest, self.image(option));
                values.push(Nimber(g[t as usize] as u64));
            });
            g[x as usize] =
                u32::try_from(mex.of(&values).0).expect("a mex of at most `order` values");
        }
        let certified = g[0] == 1
            && self.kinds.iter().all(|kind| {
                (0..small(order)).all(|x| {
                    let at = g[self.monoid.mul(x, kind.phi) as usize];
                    kind.targets.iter().all(|&t| g[self.monoid.mul(x, t) as usize] != at)
                })
            })
            && self.states.list.iter().enumerate().all(|(i, (x, t))| {
                if !self.states.live[i] || t.iter().next().is_none() {
                    return true;
                }
                let reached: std::collections::HashSet<u32> =
                    t.iter().map(|t| g[t as usize]).collect();
                (0..g[*x as usize]).all(|v| reached.contains(&v))
            });
        certified.then_some(g)
    }
}
