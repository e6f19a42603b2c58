//! The least word where a candidate's certificate fails, for the
//! recalibration of `grow`: the heaps of a small failure are the few whose
//! identifications the failure contradicts (after MisereSolver's
//! lexicographically least failures; Plambeck and Siegel, JCTA 115 (2008)).
//!
//! Words are ordered by their exponent vectors with the largest heap
//! first: a word with fewer copies of a larger heap is smaller, whatever
//! its smaller heaps. The order is compatible with adding heaps (w < v ⇒
//! w + u < v + u), so a search that visits words in this order may skip a
//! word's extensions when an earlier word dominates it (the same element
//! and a subset of its option images): every failure among them has a
//! smaller failure among the earlier word's extensions.

use crate::core::convert::small;
use crate::core::error::Result;
use crate::core::limits::Work;
use crate::misere::quotient::explore::Kind;
use crate::misere::quotient::misere_quotient::MisereQuotient;
use crate::misere::quotient::monoid::Set;

/// What the search does with a word just reached.
enum Visit<S> {
    /// Skip it and its extensions.
    Prune,
    /// Go on from it, with this state.
    Go(S),
    /// Stop: it is the word sought.
    Found,
}

/// Visits words over `levels` letters (letter 0 the largest heap) in
/// increasing order, from the empty word with state `start`:
/// `add(s, exps, j)` says what to do with the word of state `s` and
/// exponents `exps` plus letter j. Each word is reached once, as a sorted
/// multiset: its children add letters from the largest index down to its
/// own last letter, the smallest child first. The exponents of the word
/// found, if any. O(words visited · levels).
fn in_order<S>(
    levels: usize,
    start: S,
    mut add: impl FnMut(&S, &[u32], usize) -> Result<Visit<S>>,
) -> Result<Option<Vec<u32>>> {
    struct Frame<S> {
        state: S,
        /// The letter this word added to its parent (none for the root).
        added: Option<usize>,
        /// The next child's letter plus one; the children end at `added`.
        next: usize,
    }
    let mut exps = vec![0u32; levels];
    let mut stack = vec![Frame { state: start, added: None, next: levels }];
    while let Some(top) = stack.last_mut() {
        if top.next == top.added.unwrap_or(0) {
            if let Some(j) = top.added {
                exps[j] -= 1;
            }
            stack.pop();
            continue;
        }
        top.next -= 1;
        let j = top.next;
        match add(&top.state, &exps, j)? {
            Visit::Prune => {}
            Visit::Found => {
                exps[j] += 1;
                return Ok(Some(exps));
            }
            Visit::Go(state) => {
                exps[j] += 1;
                stack.push(Frame { state, added: Some(j), next: levels });
            }
        }
    }
    Ok(None)
}

/// `exps` with one more letter j.
fn plus(exps: &[u32], j: usize) -> Vec<u32> {
    let mut word = exps.to_vec();
    word[j] += 1;
    word
}

impl MisereQuotient {
    /// The least word (in the order above) where the certificate fails,
    /// if any: the least of the P-check's failures (the least word of an
    /// element x plus a heap h, with x·Φ(h) ∈ P and x·t ∈ P for an option
    /// image t of h) and the N-check's (a word off P with a move and no
    /// option image in P). Time: the words visited, each O(|T(h)| +
    /// |Q|/64) products and set operations, within `work`.
    pub(super) fn least_failure(&self, work: &mut Work) -> Result<Option<Vec<usize>>> {
        let heap = self.heaps().saturating_sub(1);
        let what = || self.what(heap);
        let kinds: Vec<&Kind> = self.kinds.iter().rev().filter(|k| !k.targets.is_empty()).collect();
        let levels = kinds.len();
        let len = self.monoid.len;
        // The least word of every element (all are reached: the heaps
        // generate the quotient).
        let mut least: Vec<Option<Vec<u32>>> = vec![None; len];
        least[0] = Some(vec![0; levels]);
        in_order(levels, 0u32, |&x, exps, j| {
            let y = self.monoid.mul(x, kinds[j].phi);
            Ok(match least[y as usize] {
                Some(_) => Visit::Prune,
                None => {
                    least[y as usize] = Some(plus(exps, j));
                    Visit::Go(y)
                }
            })
        })?;
        work.spend((len * levels) as u64, what)?;
        let mut failure: Option<Vec<u32>> = None;
        for (x, word) in least.iter().enumerate() {
            let Some(word) = word else { continue };
            for (j, kind) in kinds.iter().enumerate() {
                if self.labels.fails_p_check(&self.monoid, small(x), kind.phi, &kind.targets) {
                    let word = plus(word, j);
                    if failure.as_ref().is_none_or(|f| word < *f) {
                        failure = Some(word);
                    }
                }
            }
        }
        work.spend((len * levels) as u64, what)?;
        // The N-check, each element keeping its minimal sets of option
        // images, and stopped past the P-check's least failure.
        let mut kept: Vec<Vec<Set>> = vec![Vec::new(); len];
        let mut spent = 0u64;
        let found = in_order(levels, (0u32, Set::new(len)), |(x, t), exps, j| {
            let kind = kinds[j];
            let word = plus(exps, j);
            if failure.as_ref().is_some_and(|f| word >= *f) {
                return Ok(Visit::Prune);
            }
            let y = self.monoid.mul(*x, kind.phi);
            let mut set = Set::new(len);
            for s in t.iter() {
                set.insert(self.monoid.mul(kind.phi, s));
            }
            for &s in &kind.targets {
                set.insert(self.monoid.mul(*x, s));
            }
            spent += 1 + kind.targets.len() as u64;
            if spent >= 1 << 16 {
                work.spend(spent, what)?;
                spent = 0;
            }
            let sets = &mut kept[y as usize];
            if sets.iter().any(|s| s.is_subset(&set)) {
                return Ok(Visit::Prune);
            }
            if self.labels.fails_n_check(y, &set) {
                return Ok(Visit::Found);
            }
            sets.retain(|s| !set.is_subset(s));
            sets.push(set.clone());
            Ok(Visit::Go((y, set)))
        })?;
        work.spend(spent, what)?;
        let word = found.or(failure);
        Ok(word.map(|exps| {
            exps.iter()
                .zip(&kinds)
                .flat_map(|(&n, kind)| std::iter::repeat_n(kind.heap, n as usize))
                .collect()
        }))
    }
}
