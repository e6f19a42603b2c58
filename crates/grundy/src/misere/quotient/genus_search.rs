//! The genus of sums of heaps by Hoey's rule, searched over the sums a
//! quotient by capped misère values cannot read: the second method of
//! [`crate::genus`], for heaps past where the quotient with exact values
//! stops growing.
//!
//! # The rule
//!
//! For every game G and k ≥ 1 the options of G + k·*2 are G′ + k·*2 (G′
//! an option of G), G + (k−1)·*2 + *1 and G + (k−1)·*2, and it has moves;
//! by Lemma 2 of [`crate::genus`], G⁻(G + *1) = G⁻(G) ⊕ 1. So, writing
//! γₖ(G) = G⁻(G + k·*2),
//!
//! - γ₀(G) = 1 when G has no option, else the mex of the γ₀(G′);
//! - γₖ(G) = mex({γₖ₋₁(G), γₖ₋₁(G) ⊕ 1} ∪ {γₖ(G′)}) for k ≥ 1
//!
//! (Hoey's rule). If every option's γ alternates from t′ on (γₖ = γₖ₋₂
//! for k ≥ t′), the sets {γₖ(G′)} do too, and γₖ(G) is a function of
//! γₖ₋₁(G) and the parity of k from k = t′ on; so once γⱼ(G) = γⱼ₋₂(G)
//! for some j ≥ max(2, t′ − 1), γ(G) alternates from j on: by induction,
//! γⱼ₊₁ = f(γⱼ, Sⱼ₊₁) = f(γⱼ₋₂, Sⱼ₋₁) = γⱼ₋₁. Conway's theorem that every
//! genus ends by alternating makes such a j exist.
//!
//! # The search
//!
//! A sum (word) of heaps is read off the quotient when its labels
//! min(G⁻(w + k·*2), c) over the powers of Φ(*2) are all below the cap c
//! (they are then its G⁻, certified with the quotient); otherwise its γ
//! comes from its options by the rule, depth first, each word once
//! (memoized). Words are kept in a canonical form: heaps whose game trees
//! are the same (the same options, recursively) are one heap, and two
//! heaps equal to *1 cancel, as G + *1 + *1 has the γ of G (Lemma 2
//! twice).
//!
//! Cost: the words searched, each its options (O(|word|·options)
//! products and a look-up each), counted against a [`Work`], and the memo,
//! counted against a share of the memory limit. The words searched grow
//! about as the partitions of the heap (Kayles: BENCHMARKS.md).

use std::collections::HashMap;

use rustc_hash::FxHashMap;

use crate::core::convert::small;
use crate::core::error::{Error, Result};
use crate::core::limits::Work;
use crate::core::message::Message;
use crate::core::sort;
use crate::misere::quotient::misere_quotient::{MisereQuotient, Share};
use crate::msg;

/// The genus sequences of elements, read off a quotient by capped misère
/// values: γₖ of an element x is the label of x·Φ(*2)ᵏ, exact when below
/// the cap.
pub(crate) struct Reader {
    cap: u32,
    /// Φ(*2)ᵏ over two periods of its powers past k₀ (and past k = 2).
    powers: Vec<u32>,
    k0: usize,
    period: usize,
}

impl Reader {
    /// The reader of `quotient`, whose element `two` is Φ(*2).
    pub(crate) fn new(quotient: &MisereQuotient, two: u32) -> Reader {
        let (k0, period) = quotient.power_cycle(two);
        // Two periods past k₀ (and past γ₂): every pattern of the powers
        // has repeated, so where γₖ = γₖ₋₂ holds from on is seen exactly.
        let len = k0.max(2) + 2 * period + 2;
        let powers = (0..len as u64).map(|k| quotient.power(two, k)).collect();
        Reader { cap: quotient.labels.cap(), powers, k0, period }
    }

    /// γ₀, γ₁, … of element `x` up to where they alternate, when they are
    /// all below the cap (`None` when one reaches it). The labels are
    /// periodic from k₀, so γₖ = γₖ₋₂ holds for ever once it holds over
    /// one period from max(t, k₀ + 2); an error if it does not, which
    /// Conway's theorem that every genus ends by alternating forbids.
    pub(crate) fn read(&self, quotient: &MisereQuotient, x: u32) -> Result<Option<Box<[u32]>>> {
        let mut gammas = Vec::with_capacity(self.powers.len());
        for &power in &self.powers {
            let label = quotient.labels.label(quotient.mul(x, power));
            if label >= self.cap {
                return Ok(None);
            }
            gammas.push(label);
        }
        let t = alternation_start(&gammas);
        if t.max(self.k0 + 2) + self.period > gammas.len() {
            return Err(Error::Unsupported(msg!(
                "genus-not-alternating",
                "the misère values {values} of an element with k heaps of 2 added do not settle into alternation, which Conway's theorem forbids (an internal error)",
                values = format!("{gammas:?}")
            )));
        }
        gammas.truncate(t);
        Ok(Some(gammas.into_boxed_slice()))
    }
}

/// The genus sequences of words, read off a quotient by capped misère
/// values or searched by Hoey's rule.
pub struct GenusSearch<'q> {
    quotient: &'q MisereQuotient,
    reader: Reader,
    /// The heap standing for each heap's game (the least with its tree).
    same: Vec<u32>,
    /// The heap standing for *1, if any heap is *1.
    star_one: Option<u32>,
    memo: FxHashMap<Box<[u32]>, Box<[u32]>>,
    bytes: u64,
}

/// A word being searched: its options, and the γ of those done.
struct Frame {
    word: Box<[u32]>,
    options: Vec<Box<[u32]>>,
    gammas: Vec<Box<[u32]>>,
}

impl<'q> GenusSearch<'q> {
    /// A search over the words of `quotient`'s heaps, which keeps misère
    /// values capped at `cap`, with heap `two` the nim heap *2.
    pub fn new(quotient: &'q MisereQuotient, two: usize) -> GenusSearch<'q> {
        let reader = Reader::new(quotient, quotient.phi(two));
        // Each heap's tree, by the trees of its options' heaps, bottom up.
        let mut trees: HashMap<Vec<Vec<u32>>, u32> = HashMap::new();
        let mut same = Vec::with_capacity(quotient.heaps());
        for (heap, options) in quotient.options.iter().enumerate() {
            let mut tree: Vec<Vec<u32>> = options
                .iter()
                .map(|word| {
                    let mut w: Vec<u32> = word.iter().map(|&h| same[h]).collect();
                    sort::sort(&mut w);
                    w
                })
                .collect();
            sort::sort(&mut tree);
            tree.dedup();
            same.push(*trees.entry(tree).or_insert(small(heap)));
        }
        let star_one = trees.get(&vec![Vec::new()]).copied();
        GenusSearch { quotient, reader, same, star_one, memo: FxHashMap::default(), bytes: 0 }
    }

    /// The canonical form of a word of heaps: each heap by the one standing
    /// for its game, heaps without moves and pairs of *1 dropped, sorted.
    fn canonical(&self, heaps: impl Iterator<Item = usize>) -> Box<[u32]> {
        let mut word: Vec<u32> =
            heaps.filter(|&h| !self.quotient.options[h].is_empty()).map(|h| self.same[h]).collect();
        sort::sort(&mut word);
        if let Some(one) = self.star_one {
            let ones = word.iter().filter(|&&h| h == one).count();
            if ones >= 2 {
                let mut dropped = ones - ones % 2;
                word.retain(|&h| {
                    h != one || dropped == 0 || {
                        dropped -= 1;
                        false
                    }
                });
            }
        }
        word.into_boxed_slice()
    }

    /// γ₀, γ₁, … of the sum of `heaps` (indices in the quotient), up to
    /// where they alternate (γₖ = γₖ₋₂ from the last two on), within
    /// `work` and a quarter of the quotient's memory limit; `what` names
    /// the computation in a limit's message.
    pub fn genus(
        &mut self,
        heaps: &[usize],
        work: &mut Work,
        what: impl Fn() -> Message,
    ) -> Result<Box<[u32]>> {
        let start = self.canonical(heaps.iter().copied());
        if let Some(gammas) = self.known(&start)? {
            return Ok(gammas);
        }
        let mut stack = vec![self.frame(start, work, &what)?];
        loop {
            let top = stack.last_mut().expect("a word searched");
            if let Some(option) = top.options.get(top.gammas.len()) {
                match self.known(option)? {
                    Some(gammas) => top.gammas.push(gammas),
                    None => {
                        let option = option.clone();
                        let frame = self.frame(option, work, &what)?;
                        stack.push(frame);
                    }
                }
                continue;
            }
            let done = stack.pop().expect("a word searched");
            let gammas = hoey(&done.gammas).ok_or_else(|| not_alternating(&done.word))?;
            self.bytes += (done.word.len() + gammas.len()) as u64 * 4 + 64;
            let heap = self.quotient.heaps().saturating_sub(1);
            self.quotient.within(heap, self.bytes, Share::Quarter, words_searched())?;
            self.memo.insert(done.word, gammas.clone());
            match stack.last_mut() {
                Some(parent) => parent.gammas.push(gammas),
                None => return Ok(gammas),
            }
        }
    }

    /// γ of a word read off the quotient or searched before.
    fn known(&self, word: &[u32]) -> Result<Option<Box<[u32]>>> {
        let q = self.quotient;
        let x = word.iter().fold(0, |x, &h| q.mul(x, q.phi(h as usize)));
        Ok(self.reader.read(q, x)?.or_else(|| self.memo.get(word).cloned()))
    }

    /// A word to search, with its options, distinct, in canonical form.
    fn frame(
        &self,
        word: Box<[u32]>,
        work: &mut Work,
        what: impl Fn() -> Message,
    ) -> Result<Frame> {
        let mut options: Vec<Box<[u32]>> = Vec::new();
        for (i, &heap) in word.iter().enumerate() {
            if i > 0 && word[i - 1] == heap {
                continue;
            }
            for option in &self.quotient.options[heap as usize] {
                let rest = word[..i].iter().chain(&word[i + 1..]).map(|&h| h as usize);
                options.push(self.canonical(rest.chain(option.iter().copied())));
            }
        }
        work.spend(options.iter().map(|o| o.len() as u64 + 1).sum::<u64>() + 1, what)?;
        sort::sort(&mut options);
        options.dedup();
        Ok(Frame { word, options, gammas: Vec::new() })
    }
}

/// γ of a word from its options' γ by Hoey's rule (module docs), up to
/// where it alternates; `None` if it does not, which Conway's theorem
/// forbids.
fn hoey(options: &[Box<[u32]>]) -> Option<Box<[u32]>> {
    let gamma = |g: &[u32], k: usize| {
        let t = g.len();
        if k < t {
            g[k]
        } else {
            g[t - 2 + (k - (t - 2)) % 2]
        }
    };
    let settled = options.iter().map(|g| g.len()).max().unwrap_or(0);
    let mut seen: Vec<bool> = Vec::new();
    let mut mex = |values: &mut dyn Iterator<Item = u32>| {
        seen.clear();
        for v in values {
            let v = v as usize;
            if seen.len() <= v {
                seen.resize(v + 1, false);
            }
            seen[v] = true;
        }
        small(seen.iter().position(|&s| !s).unwrap_or(seen.len()))
    };
    let mut gammas: Vec<u32> = Vec::new();
    let first = match options.is_empty() {
        true => 1,
        false => mex(&mut options.iter().map(|g| g[0])),
    };
    gammas.push(first);
    // From k = settled on, γₖ is a function of γₖ₋₁ and k's parity, with
    // values at most options + 2: it repeats within that many pairs of
    // steps, and by Conway's theorem it repeats by alternating.
    for k in 1..settled + 2 * (options.len() + 4) {
        let before = gammas[k - 1];
        let next =
            mex(&mut [before, before ^ 1].into_iter().chain(options.iter().map(|g| gamma(g, k))));
        gammas.push(next);
        if k >= 2 && k + 1 >= settled && gammas[k] == gammas[k - 2] {
            let t = alternation_start(&gammas);
            gammas.truncate(t);
            return Some(gammas.into_boxed_slice());
        }
    }
    None
}

/// The least t ≥ 2 with γₖ = γₖ₋₂ for every k ≥ t up to the end of
/// `gammas` (at least two terms).
pub(crate) fn alternation_start(gammas: &[u32]) -> usize {
    let mut t = gammas.len();
    while t > 2 && gammas[t - 1] == gammas[t - 3] {
        t -= 1;
    }
    t
}

fn not_alternating(word: &[u32]) -> Error {
    Error::Unsupported(msg!(
        "genus-search-not-alternating",
        "the genus of the sum of heaps {word} does not settle into alternation, which Conway's theorem forbids (an internal error)",
        word = format!("{word:?}")
    ))
}

/// What [`GenusSearch`] holds, in a limit's message.
fn words_searched() -> Message {
    msg!("genus-words-searched", "the sums of heaps searched for their genus")
}
