//! The construction (see the documentation of `misere::quotient`), one
//! heap at a time: a new heap takes an earlier heap's element, or a
//! conservative extension, or the quotient grows through product and free
//! candidates.

use std::collections::HashMap;

use crate::core::convert::{index, small};
use crate::core::error::{Error, Result};
use crate::core::limits::Work;
use crate::misere::quotient::explore::{words_explored, Kind};
use crate::misere::quotient::free::Candidate;
use crate::misere::quotient::misere_quotient::{MisereQuotient, Share};
use crate::msg;

/// The largest candidate tried when the quotient grows, in elements.
const MAX_CANDIDATE: usize = 1 << 20;

impl MisereQuotient {
    /// Adds the next heap, whose options are sums (words) of earlier heaps,
    /// given by their indices (heaps without moves may be left out);
    /// `work` counts the steps. On an error (no candidate, a limit) the
    /// quotient is that of the heaps before, as certified as it was.
    pub fn push<'a>(
        &mut self,
        options: impl IntoIterator<Item = &'a [usize]>,
        work: &mut Work,
    ) -> Result<()> {
        let heap = self.phi.len();
        let words: Vec<Box<[usize]>> = options.into_iter().map(Box::from).collect();
        let mut targets: Vec<u32> = words.iter().map(|w| self.image(w)).collect();
        targets.sort_unstable();
        targets.dedup();
        let length = words
            .iter()
            .map(|w| {
                w.iter().fold(0u64, |l, &h| l.saturating_add(self.length[h])).saturating_add(1)
            })
            .max()
            .unwrap_or(0);
        work.spend(words.len() as u64 + 1, || self.what(heap))?;
        let bytes = self.options_bytes + words.iter().map(|w| w.len() as u64 * 8 + 16).sum::<u64>();
        let what = msg!("quotient-options-of-heaps", "the options of the heaps");
        self.within(heap, bytes, Share::Quarter, what)?;
        let before = self.options_bytes;
        self.options_bytes = bytes;
        self.options.push(words);
        self.length.push(length);
        let placed = self.place(heap, targets, work);
        if placed.is_err() {
            // As it was: the quotient of the heaps before, still certified.
            self.options.pop();
            self.length.pop();
            self.options_bytes = before;
        }
        placed
    }

    /// Gives the heap just recorded its element: an earlier heap's kind,
    /// a conservative extension, or a grown quotient. On an error the
    /// quotient is left as it was but for the heap's options and length.
    fn place(&mut self, heap: usize, targets: Vec<u32>, work: &mut Work) -> Result<()> {
        if let Some(&kind) = self.by_targets.get(&targets) {
            self.phi.push(self.kinds[kind as usize].phi);
            return Ok(());
        }
        for x in 0..small(self.monoid.len) {
            if !self.locally_consistent(x, &targets) {
                continue;
            }
            let mut kinds = self.kinds.clone();
            kinds.push(Kind { phi: x, heap, targets: targets.clone() });
            let mut states = self.states.clone();
            let first_new = self.kinds.len();
            let failure = states
                .explore(&self.monoid, &self.p, &kinds, first_new, work, || self.what(heap))?;
            self.within(heap, states.bytes, Share::Half, words_explored())?;
            if failure.is_none() {
                self.states = states;
                self.add_kind(x, targets, heap);
                self.phi.push(x);
                return Ok(());
            }
        }
        self.grow(work)
    }

    /// Rebuilds the quotient with the last heap added (its options and
    /// length already recorded) from a larger candidate, reduced and
    /// certified. Two searches propose candidates: *product* ones (the
    /// quotient so far times free generators, `product_candidate`) and
    /// *free* ones (each generator heap a free generator y with
    /// y^{k+p} = y^k, every other heap the word of generators its element
    /// had, [`Candidate`]). The smaller next candidate of the two is built
    /// each time, so neither search's blow-up costs more than the other's
    /// success. A failed certificate names a word; each search learns from
    /// it (a larger k, or the word's heaps split off as generators), until
    /// a candidate holds or both pass [`MAX_CANDIDATE`] elements.
    fn grow(&mut self, work: &mut Work) -> Result<()> {
        let heap = self.options.len() - 1;
        // A candidate element costs its state, class, length and
        // refinement key: about 16 + 4·(generators + 1) bytes.
        let cap = MAX_CANDIDATE.min(index(self.max_bytes / 4 / (20 + 4 * 32)));
        let words = self.heap_words();
        let mut product = ProductSearch::default();
        let mut free = FreeSearch::new(self, heap);
        loop {
            let found = match (product.next_size(self, heap, cap), free.next_size(self, cap)) {
                (None, None) => {
                    let (known, generators) = (heap.saturating_sub(1), free.generators.len());
                    return Err(Error::Unsupported(match cap < MAX_CANDIDATE {
                        true => msg!(
                            "quotient-no-candidate-memory",
                            "the misère quotient is known up to heap {known}, and no candidate of at most {cap} elements (the most that the memory limit of {bytes} bytes allows; raise it with --max-memory) on {generators} generators gives it at heap {heap}",
                            known = known,
                            cap = cap,
                            bytes = self.max_bytes,
                            generators = generators,
                            heap = heap
                        ),
                        false => msg!(
                            "quotient-no-candidate",
                            "the misère quotient is known up to heap {known}, and no candidate of at most {cap} elements on {generators} generators gives it at heap {heap}",
                            known = known,
                            cap = cap,
                            generators = generators,
                            heap = heap
                        ),
                    }));
                }
                (Some(p), f) if f.is_none_or(|f| p <= f) => {
                    let (promoted, least_k) = (&product.promoted, &product.least_k);
                    let cycle = CYCLES[product.cycle];
                    match self.product_candidate(promoted, &words, cycle, least_k, cap, work)? {
                        Some(Ok(grown)) => grown,
                        failure => {
                            product.failed(self, heap, failure.and_then(|f| f.err()));
                            continue;
                        }
                    }
                }
                _ => {
                    let (k, period) = CYCLES[free.cycle];
                    let generators = &free.generators;
                    let Some(candidate) =
                        Candidate::new(self, generators, &words, k, period, &free.least_k, cap)
                    else {
                        free.failed(k, None);
                        continue;
                    };
                    work.spend(candidate.size() as u64 * 4, || self.what(heap))?;
                    match candidate.reduce(self, generators, work)? {
                        Ok(grown) => grown,
                        Err(word) => {
                            free.failed(k, Some(word));
                            continue;
                        }
                    }
                }
            };
            self.install(found);
            return Ok(());
        }
    }

    /// Replaces the quotient by `grown`, certified with the last heap,
    /// handing over the heaps' options and lengths. Generators whose
    /// elements the earlier ones generate are dropped: smaller candidates
    /// later.
    fn install(&mut self, mut grown: MisereQuotient) {
        grown.generators = grown.minimal_generators();
        grown.options = std::mem::take(&mut self.options);
        grown.options_bytes = self.options_bytes;
        grown.length = std::mem::take(&mut self.length);
        *self = grown;
    }
}

/// The (k, p) tried in turn for new free generators: y^{k+p} = y^k.
const CYCLES: [(usize, usize); 3] = [(1, 2), (2, 2), (1, 4)];

/// Where the search of product candidates stands (see `grow`): the heaps
/// promoted to free generators, the least k of each, and the cycle next.
#[derive(Default)]
struct ProductSearch {
    promoted: Vec<usize>,
    least_k: HashMap<usize, usize>,
    cycle: usize,
}

impl ProductSearch {
    /// The size of the next product candidate within `cap`, if any.
    fn next_size(&mut self, quotient: &MisereQuotient, heap: usize, cap: usize) -> Option<usize> {
        while self.cycle < CYCLES.len() {
            let size =
                quotient.product_size(&self.promoted, heap, CYCLES[self.cycle], &self.least_k);
            if size.is_some_and(|s| s <= cap) {
                return size;
            }
            self.cycle += 1;
        }
        None
    }

    /// The candidate failed at `word` (or its options looped): a word that
    /// repeats a free generator more often than its k raises that k;
    /// otherwise its other heaps are promoted (their elements split), and
    /// the cycles start again; with nothing to change, the next cycle.
    fn failed(&mut self, quotient: &MisereQuotient, heap: usize, word: Option<Vec<usize>>) {
        let (k, period) = CYCLES[self.cycle];
        let mut changed = false;
        if let Some(word) = word {
            for &g in self.promoted.iter().chain([&heap]) {
                let count = word.iter().filter(|&&h| h == g).count();
                let least = self.least_k.get(&g).copied().unwrap_or(0).max(k);
                if count >= least + period && count <= 8 {
                    self.least_k.insert(g, count + 1 - period);
                    changed = true;
                }
            }
            if !changed {
                for &h in &word {
                    if h != heap && !self.promoted.contains(&h) && !quotient.options[h].is_empty() {
                        self.promoted.push(h);
                        changed = true;
                    }
                }
                self.promoted.sort_unstable();
            }
        }
        self.cycle = if changed { 0 } else { self.cycle + 1 };
    }
}

/// Where the search of free candidates stands (see `grow`): their
/// generators, the least k of each, the cycle next, and what the failures
/// of this round of cycles showed.
struct FreeSearch {
    generators: Vec<usize>,
    least_k: HashMap<usize, usize>,
    cycle: usize,
    promote: Vec<usize>,
    tried: bool,
    raised: bool,
    done: bool,
}

impl FreeSearch {
    fn new(quotient: &MisereQuotient, heap: usize) -> FreeSearch {
        let mut generators = quotient.generators.clone();
        generators.push(heap);
        FreeSearch {
            generators,
            least_k: HashMap::new(),
            cycle: 0,
            promote: Vec::new(),
            tried: false,
            raised: false,
            done: false,
        }
    }

    /// The size of the next free candidate within `cap`, if any. After
    /// the last cycle of a round the failing words' heaps become
    /// generators; a round that tried nothing, or changed nothing, ends
    /// the search.
    fn next_size(&mut self, quotient: &MisereQuotient, cap: usize) -> Option<usize> {
        while !self.done {
            if self.cycle == CYCLES.len() {
                let before = self.generators.len();
                for h in std::mem::take(&mut self.promote) {
                    if !self.generators.contains(&h) && !quotient.options[h].is_empty() {
                        self.generators.push(h);
                    }
                }
                self.generators.sort_unstable();
                self.done = !self.tried || (self.generators.len() == before && !self.raised);
                (self.cycle, self.tried, self.raised) = (0, false, false);
                continue;
            }
            let (k, period) = CYCLES[self.cycle];
            let (ks, periods) = quotient.free_powers(&self.generators, k, period, &self.least_k);
            let size = ks.iter().zip(&periods).try_fold(1usize, |s, (k, p)| s.checked_mul(k + p));
            if size.is_some_and(|s| s <= cap) {
                return size;
            }
            self.cycle += 1;
        }
        None
    }

    /// The candidate with k failed at `word` (or its options looped):
    /// generators the word repeats more often than their k get a larger
    /// one, and its heaps are promoted at the end of the round.
    fn failed(&mut self, k: usize, word: Option<Vec<usize>>) {
        if let Some(word) = word {
            self.tried = true;
            for &g in &self.generators {
                let count = word.iter().filter(|&&h| h == g).count();
                if count > self.least_k.get(&g).copied().unwrap_or(k) && count <= 8 {
                    self.least_k.insert(g, count);
                    self.raised = true;
                }
            }
            self.promote.extend(word);
        }
        self.cycle += 1;
    }
}
