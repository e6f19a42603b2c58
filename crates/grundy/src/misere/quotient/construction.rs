//! The construction (see the documentation of `misere::quotient`), one
//! heap at a time: a new heap takes an earlier heap's element, or a
//! conservative extension, or the quotient grows through product and free
//! candidates.

use std::collections::HashMap;

use crate::core::convert::{index, small};
use crate::core::error::{Error, Result};
use crate::core::limits::Work;
use crate::core::sort;
use crate::misere::quotient::explore::{words_explored, Kind};
use crate::misere::quotient::free::{lcm, Candidate};
use crate::misere::quotient::misere_quotient::{MisereQuotient, Share};
use crate::misere::quotient::product::Free;
use crate::msg;

/// The largest candidate tried when the quotient grows, in elements.
const MAX_CANDIDATE: usize = 1 << 20;

/// The elements of all the candidates recalibration builds for one heap:
/// twice the largest candidate. The growths of the known quotients built
/// at most 0.86 M (0.35 at heap 48, BENCHMARKS.md).
const MAX_RECALIBRATION: usize = 2 << 20;

/// The products all the tables of the candidates recalibration builds for
/// one heap may take (each the square of its order, 2³⁰ in all, about 25 s
/// on the machine of BENCHMARKS.md): their tables, O(order²) each, are where
/// its time goes when it strays (Dawson's misère values below 8 at heap 30
/// built candidates of orders 1,782 to 22,930, 60 s). The growths of the 30
/// rulesets of `scripts/quotient-reach.sh` that recalibration found took
/// at most 6.4·10⁸ (0.106 at heap 21), 7·10⁷ but for that one; those it
/// failed, up to 1.8·10⁹.
const MAX_RECALIBRATION_PRODUCTS: u64 = 1 << 30;

/// Recalibration gives up when a failed candidate, reduced, has more than
/// this many times the quotient's order, plus 256: the trial has strayed
/// far from a quotient that grows by a few times at a heap. The known
/// quotients' trials stayed within 52 times (0.106 at heap 20).
const MAX_TRIAL_FACTOR: usize = 64;

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
        sort::sort(&mut targets);
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
            let failure =
                states.explore(&self.monoid, &self.labels, &kinds, first_new, work, || {
                    self.what(heap)
                })?;
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
    /// certified. Three searches propose candidates. *Recalibration*
    /// ([`Recalibration`]) goes first: product candidates from the quotient
    /// so far with a free generator for the new heap, then, each time a
    /// certificate fails, from the failed candidate with some heaps of the
    /// failing word made free; its candidates stay near the quotient's
    /// size, and it is bounded by [`MAX_RECALIBRATION`] elements in all.
    /// When it is exhausted, *promotion* ([`Promotion`], product candidates
    /// from the certified quotient, with heaps promoted to free generators)
    /// and *free* candidates (each generator heap a free generator y with
    /// y^{k+p} = y^k, every other heap the word of generators its element
    /// had, [`Candidate`]): the smaller next candidate of those two each
    /// time, until one holds or both are exhausted within
    /// [`MAX_CANDIDATE`] elements. A limit met on the way (a table past
    /// the memory limit, say) ends the growth with that error: at once in
    /// recalibration, whose candidates are the smallest, and in promotion
    /// or free when both are exhausted.
    ///
    /// The order matters for time, not for the quotient, which is unique:
    /// on the 30 rulesets of `scripts/quotient-reach.sh` recalibration first
    /// reaches every heap that promotion first does, and 0.54 to heap 60,
    /// say, in 0.2 s instead of 18 s (BENCHMARKS.md).
    fn grow(&mut self, work: &mut Work) -> Result<()> {
        let heap = self.options.len() - 1;
        // A candidate element costs its state, class, length and
        // refinement key: about 16 + 4·(generators + 1) bytes.
        let cap = MAX_CANDIDATE.min(index(self.max_bytes / 4 / (20 + 4 * 32)));
        let mut recalibration = Recalibration::default();
        let mut promotion = Promotion::default();
        let mut stopped: Option<Error> = None;
        let mut free = FreeSearch::new(self, heap);
        loop {
            let recalibrated = recalibration.next_size(self, cap);
            let sizes = match (recalibrated, &stopped) {
                (None, None) => [promotion.next_size(self, heap, cap), free.next_size(self, cap)],
                _ => [None, None],
            };
            let smallest = match recalibrated {
                Some(_) => Some(2),
                None => (0..2).filter(|&i| sizes[i].is_some()).min_by_key(|&i| sizes[i]),
            };
            // A limit met by promotion or free (a table past the memory
            // limit, say) ends both; one met by recalibration, whose
            // candidates are smaller, ends the growth.
            macro_rules! or_stop {
                ($e:expr) => {
                    match $e {
                        Err(error @ Error::LimitExceeded { .. }) => {
                            stopped = Some(error);
                            continue;
                        }
                        other => other?,
                    }
                };
            }
            let found = match smallest {
                None if stopped.is_some() => return Err(stopped.expect("some")),
                None => {
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
                Some(2) => match recalibration.build(self, recalibrated, cap, work)? {
                    Some(grown) => grown,
                    None => continue,
                },
                Some(0) => {
                    let freed = promotion.freed(heap);
                    let words = free.words.get_or_insert_with(|| self.heap_words());
                    let candidate =
                        or_stop!(self.product_candidate(&freed, Some(words), cap, work));
                    let Some(candidate) = candidate else {
                        promotion.failed(self, heap, None);
                        continue;
                    };
                    match or_stop!(candidate.certified(work)) {
                        Ok(grown) => grown,
                        Err((_, word)) => {
                            promotion.failed(self, heap, Some(word));
                            continue;
                        }
                    }
                }
                _ => {
                    let words = free.words.get_or_insert_with(|| self.heap_words());
                    let (k, period) = CYCLES[free.cycle];
                    let generators = &free.generators;
                    let Some(candidate) =
                        Candidate::new(self, generators, words, k, period, &free.least_k, cap)
                    else {
                        free.failed(k, None);
                        continue;
                    };
                    let steps = candidate.size() as u64 * 4 + candidate.definition_steps();
                    or_stop!(work.spend(steps, || self.what(heap)));
                    match or_stop!(candidate.reduce(self, generators, work)) {
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
    /// handing over the heaps' options and lengths, and records the growth.
    fn install(&mut self, mut grown: MisereQuotient) {
        grown.options = std::mem::take(&mut self.options);
        grown.options_bytes = self.options_bytes;
        grown.length = std::mem::take(&mut self.length);
        grown.grew = std::mem::take(&mut self.grew);
        grown.grew.push((grown.heaps() - 1, grown.order()));
        *self = grown;
    }
}

/// The (k, p) tried in turn for new free generators: y^{k+p} = y^k.
const CYCLES: [(usize, usize); 3] = [(1, 2), (2, 2), (1, 4)];

/// The recalibration search of `grow`, after MisereSolver's (Plambeck
/// and Siegel, "Misère quotients for impartial games", JCTA 115 (2008),
/// §6; Siegel's MisereSolver): the first candidate is the quotient so far
/// times a free generator for the new heap, y^{k+p} = y^k for the (k, p)
/// of [`CYCLES`] in turn. When a candidate's certificate fails at a word
/// w, that candidate, reduced, becomes the *trial*: the next candidates
/// are the trial with a set S of w's heaps made free generators (their
/// elements split from everything else), every other heap keeping its
/// element (a product candidate from the trial). The sets S are tried
/// smallest first, and the first candidate that decides w rightly (its
/// element in P exactly when no option's is) is certified in full; if it
/// fails at another word, it becomes the trial. The trial keeps every
/// identification no failure contradicted, so candidates stay near the
/// quotient's size, where the free candidates multiply the generators'
/// cycles.
///
/// A freed heap h gets y^{k+p} = y^k with k at least its element's k in
/// the trial and at least (its count in w) − 1, so w's powers of y are
/// distinct, and p the lcm of its element's period and 2.
#[derive(Default)]
struct Recalibration {
    /// The cycle of the first candidate next tried, while there is no trial.
    cycle: usize,
    /// The failed candidate, with the word where it failed, the heaps of
    /// that word that may be freed, and the set of them next tried.
    trial: Option<Trial>,
    done: bool,
    /// The elements of the candidates built so far, against
    /// [`MAX_RECALIBRATION`].
    elements: usize,
    /// The products the tables of the candidates built so far took (the
    /// square of each one's order, reduced), against
    /// [`MAX_RECALIBRATION_PRODUCTS`].
    products: u64,
}

struct Trial {
    quotient: MisereQuotient,
    word: Vec<usize>,
    heaps: Vec<usize>,
    /// The next set of `heaps` tried, by indices (increasing).
    next: Option<Vec<usize>>,
}

impl Recalibration {
    /// The heaps freed by the next candidate.
    fn next_freed(&self, quotient: &MisereQuotient) -> Option<Vec<Free>> {
        if self.done {
            return None;
        }
        let Some(trial) = &self.trial else {
            let (k, period) = *CYCLES.get(self.cycle)?;
            return Some(vec![Free { heap: quotient.heaps(), k, period }]);
        };
        let set = trial.next.as_ref()?;
        let q = &trial.quotient;
        Some(
            set.iter()
                .map(|&i| {
                    let heap = trial.heaps[i];
                    let (k, p) = q.power_cycle(q.phi[heap]);
                    let count = trial.word.iter().filter(|&&h| h == heap).count();
                    Free { heap, k: k.max(count.saturating_sub(1)).max(1), period: lcm(p, 2) }
                })
                .collect(),
        )
    }

    /// The size of the next candidate within `cap`, if any: candidates
    /// past `cap` are skipped.
    fn next_size(&mut self, quotient: &MisereQuotient, cap: usize) -> Option<usize> {
        loop {
            let Some(freed) = self.next_freed(quotient) else {
                self.done = true;
                return None;
            };
            let from = self.trial.as_ref().map_or(quotient, |t| &t.quotient);
            match from.product_size(&freed, false) {
                Some(size) if self.elements.saturating_add(size) > MAX_RECALIBRATION => {
                    self.done = true;
                    return None;
                }
                Some(size) if size <= cap => return Some(size),
                _ => self.advance(),
            }
        }
    }

    /// Past the candidate just tried.
    fn advance(&mut self) {
        match &mut self.trial {
            None => self.cycle += 1,
            Some(trial) => {
                trial.next = next_subset(trial.next.take().expect("tried"), trial.heaps.len())
            }
        }
    }

    /// Builds the next candidate (of the `size` that `next_size` gave): the quotient with
    /// the new heap when its certificate holds; otherwise `None`, and the
    /// search has moved on.
    fn build(
        &mut self,
        quotient: &MisereQuotient,
        size: Option<usize>,
        cap: usize,
        work: &mut Work,
    ) -> Result<Option<MisereQuotient>> {
        let freed = self.next_freed(quotient).expect("sized");
        let from = self.trial.as_ref().map_or(quotient, |t| &t.quotient);
        self.elements += size.expect("sized");
        let candidate = from.product_candidate(&freed, None, cap, work);
        self.advance();
        let Some(candidate) = candidate? else {
            return Ok(None);
        };
        self.products += (candidate.order() as u64).pow(2);
        if self.products > MAX_RECALIBRATION_PRODUCTS {
            self.done = true;
        }
        if let Some(trial) = &self.trial {
            if !candidate.decides(&trial.word, &quotient.options) {
                return Ok(None);
            }
        }
        match candidate.certified(work)? {
            Ok(grown) => Ok(Some(grown)),
            Err((mut failed, word)) => {
                if failed.order() > MAX_TRIAL_FACTOR * quotient.order() + 256 {
                    self.done = true;
                    return Ok(None);
                }
                let word = failed.least_failure(work)?.unwrap_or(word);
                let mut heaps: Vec<usize> =
                    word.iter().copied().filter(|&h| !quotient.options[h].is_empty()).collect();
                sort::sort(&mut heaps);
                heaps.dedup();
                failed.options = quotient.options.clone();
                failed.length = quotient.length.clone();
                let next = (!heaps.is_empty()).then(|| vec![0]);
                self.trial = Some(Trial { quotient: failed, word, heaps, next });
                Ok(None)
            }
        }
    }
}

/// The next set after `set` of indices below `len`: the next of the same
/// size in lexicographic order, else the first one larger.
fn next_subset(mut set: Vec<usize>, len: usize) -> Option<Vec<usize>> {
    let size = set.len();
    // The last index that can still move right.
    if let Some(i) = (0..size).rev().find(|&i| set[i] < len - size + i) {
        set[i] += 1;
        for j in i + 1..size {
            set[j] = set[j - 1] + 1;
        }
        return Some(set);
    }
    (size < len).then(|| (0..=size).collect())
}

/// The promotion search of `grow`: product candidates from the quotient
/// so far, with the new heap and the heaps *promoted* so far free
/// generators. A failed certificate's word raises the k of a free
/// generator it repeats more often than its k, or else promotes its other
/// heaps, and the cycles start again; with nothing to change, the next
/// cycle. It reaches quotients where recalibration strays, as it starts
/// from the certified quotient each time.
#[derive(Default)]
struct Promotion {
    promoted: Vec<usize>,
    least_k: HashMap<usize, usize>,
    cycle: usize,
}

impl Promotion {
    /// The heaps the next candidate frees.
    fn freed(&self, heap: usize) -> Vec<Free> {
        let (k, period) = CYCLES[self.cycle];
        self.promoted
            .iter()
            .chain([&heap])
            .map(|&g| Free {
                heap: g,
                k: k.max(self.least_k.get(&g).copied().unwrap_or(0)),
                period,
            })
            .collect()
    }

    /// The size of the next candidate within `cap`, if any.
    fn next_size(&mut self, quotient: &MisereQuotient, heap: usize, cap: usize) -> Option<usize> {
        while self.cycle < CYCLES.len() {
            let size = quotient.product_size(&self.freed(heap), true);
            if size.is_some_and(|s| s <= cap) {
                return size;
            }
            self.cycle += 1;
        }
        None
    }

    /// The candidate failed at `word` (`None`: its options looped).
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
                sort::sort(&mut self.promoted);
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
    /// Every heap's word of the quotient's generators, once needed.
    words: Option<Vec<Vec<u32>>>,
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
            words: None,
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
                sort::sort(&mut self.generators);
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
