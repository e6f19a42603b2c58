//! Free candidates for a growing quotient: the free commutative monoid on
//! the generator heaps, each generator y with y^{k+p} = y^k.

use std::collections::HashMap;

use crate::core::convert::small;
use crate::core::error::Result;
use crate::core::limits::Work;
use crate::core::sort;
use crate::misere::quotient::labels::{by_definition, Keeps, Labels};
use crate::misere::quotient::misere_quotient::MisereQuotient;
use crate::misere::quotient::monoid::{refine, Set};
use crate::misere::quotient::reduced::Reduced;

impl MisereQuotient {
    /// The (k, p) of each free generator of a candidate, y^{k+p} = y^k:
    /// old generators keep at least the powers they had (the least such k
    /// and p in the quotient so far), and k is raised by `least_k`.
    pub(super) fn free_powers(
        &self,
        generators: &[usize],
        k: usize,
        period: usize,
        least_k: &HashMap<usize, usize>,
    ) -> (Vec<usize>, Vec<usize>) {
        generators
            .iter()
            .map(|&g| {
                let (old_k, old_p) = match self.generators.contains(&g) {
                    true => self.power_cycle(self.phi[g]),
                    false => (k, period),
                };
                (old_k.max(k).max(least_k.get(&g).copied().unwrap_or(0)), lcm(old_p, period))
            })
            .unzip()
    }
}

pub(super) fn lcm(a: usize, b: usize) -> usize {
    let gcd = |mut a: usize, mut b: usize| {
        while b != 0 {
            (a, b) = (b, a % b);
        }
        a
    };
    a / gcd(a, b) * b
}

/// A candidate before reduction: a free generator y for each generator
/// heap, with y^{k+p} = y^k; element (e₁, …, e_r) is Σ eᵢ·(k+p)^{i−1}.
pub(super) struct Candidate {
    /// Per generator: k + p, k and p.
    levels: Vec<usize>,
    /// Per generator: its unit, the product of the earlier levels.
    units: Vec<usize>,
    k: Vec<usize>,
    period: Vec<usize>,
    generators: usize,
    labels: Labels,
    /// Φ of every heap, as candidate elements.
    phi: Vec<u32>,
    /// Per generator: the distinct images of its heap's options, each as
    /// its non-zero exponents (generator, exponent).
    options: Vec<Vec<Vec<(usize, usize)>>>,
    /// Longest play from each generator heap.
    lengths: Vec<u64>,
}

impl Candidate {
    /// Builds the candidate and its P-portion: an element is the word of
    /// its exponents, lost when it has a move and every option's element
    /// is won (its G⁻ the mex of its options', when the quotient keeps
    /// values; a depth-first search; `None` if the elements' options loop).
    pub(super) fn new(
        quotient: &MisereQuotient,
        generators: &[usize],
        words: &[Vec<u32>],
        k: usize,
        period: usize,
        least_k: &HashMap<usize, usize>,
        cap: usize,
    ) -> Option<Candidate> {
        let (ks, periods) = quotient.free_powers(generators, k, period, least_k);
        let levels: Vec<usize> = ks.iter().zip(&periods).map(|(k, p)| k + p).collect();
        let size =
            levels.iter().try_fold(1usize, |s, &l| s.checked_mul(l).filter(|&s| s <= cap))?;
        let units = levels
            .iter()
            .scan(1usize, |unit, &l| {
                let this = *unit;
                *unit *= l;
                Some(this)
            })
            .collect();
        let mut candidate = Candidate {
            levels,
            units,
            k: ks,
            period: periods,
            generators: generators.len(),
            labels: Labels::trivial(Keeps::Outcomes),
            phi: Vec::new(),
            options: Vec::new(),
            lengths: generators.iter().map(|&g| quotient.length[g]).collect(),
        };
        let old: Vec<usize> = quotient
            .generators
            .iter()
            .map(|g| generators.iter().position(|h| h == g).expect("kept"))
            .collect();
        for (heap, options) in quotient.options.iter().enumerate() {
            let image = if let Some(i) = generators.iter().position(|&g| g == heap) {
                candidate.unit(i)
            } else if options.is_empty() {
                0
            } else {
                let mut exps = vec![0usize; generators.len()];
                for (&i, &n) in old.iter().zip(&words[heap]) {
                    exps[i] = n as usize;
                }
                candidate.join(&exps)
            };
            candidate.phi.push(image);
        }
        candidate.options = generators
            .iter()
            .map(|&g| {
                let mut images: Vec<u32> = quotient.options[g]
                    .iter()
                    .map(|word| word.iter().fold(0, |y, &h| candidate.mul(y, candidate.phi[h])))
                    .collect();
                sort::sort(&mut images);
                images.dedup();
                let sparse = |t: u32| {
                    let exps = candidate.split(t);
                    exps.into_iter().enumerate().filter(|&(_, n)| n > 0).collect()
                };
                images.into_iter().map(sparse).collect()
            })
            .collect();
        if let keeps @ Keeps::MisereValues { .. } = quotient.keeps() {
            let mut exps = Vec::with_capacity(candidate.generators);
            candidate.labels =
                by_definition(keeps, size, |e, out| candidate.targets(e, &mut exps, out))?;
            return Some(candidate);
        }
        // `by_definition` inlined by hand for outcomes: through it this
        // loop, the hottest of growth, ran 4% slower on Dawson's heap 29
        // (BENCHMARKS).
        // 0 unseen, 1 entered (on the path), 2 done.
        let mut state = vec![0u8; size];
        let mut p = Set::new(size);
        let mut stack: Vec<u32> = Vec::new();
        let mut targets = Vec::new();
        let mut exps = Vec::with_capacity(candidate.generators);
        for start in 0..small(size) {
            stack.push(start);
            while let Some(&e) = stack.last() {
                match state[e as usize] {
                    2 => {
                        stack.pop();
                    }
                    0 => {
                        state[e as usize] = 1;
                        candidate.targets(e, &mut exps, &mut targets);
                        for &t in &targets {
                            match state[t as usize] {
                                0 => stack.push(t),
                                1 => return None,
                                _ => {}
                            }
                        }
                    }
                    _ => {
                        candidate.targets(e, &mut exps, &mut targets);
                        if !targets.is_empty() && targets.iter().all(|&t| !p.contains(t)) {
                            p.insert(e);
                        }
                        state[e as usize] = 2;
                        stack.pop();
                    }
                }
            }
        }
        candidate.labels = Labels::outcomes(p);
        Some(candidate)
    }

    /// The elements of the options of element `e`'s word, perhaps
    /// repeated: for each generator in it, the rest of the word times each
    /// option image of the generator's heap (`exps` is scratch).
    fn targets(&self, e: u32, exps: &mut Vec<usize>, out: &mut Vec<u32>) {
        out.clear();
        self.split_into(e, exps);
        let mut scale = 1usize;
        for (i, &l) in self.levels.iter().enumerate() {
            if exps[i] > 0 {
                let without = e as usize - scale;
                for option in &self.options[i] {
                    // Only the option's own exponents change the word.
                    let mut target = without;
                    for &(j, n) in option {
                        let had = exps[j] - usize::from(j == i);
                        let sum = self.capped(j, had + n);
                        target = target + sum * self.units[j] - had * self.units[j];
                    }
                    out.push(small(target));
                }
            }
            scale *= l;
        }
    }

    /// Exponent `n` of generator `i`, reduced by y^{k+p} = y^k.
    #[inline]
    fn capped(&self, i: usize, n: usize) -> usize {
        if n < self.levels[i] {
            n
        } else {
            self.k[i] + (n - self.k[i]) % self.period[i]
        }
    }

    /// `e` times generator `i`.
    fn times_unit(&self, e: u32, i: usize) -> u32 {
        let unit = self.units[i];
        let had = e as usize / unit % self.levels[i];
        small(e as usize + (self.capped(i, had + 1) * unit) - had * unit)
    }

    pub(super) fn size(&self) -> usize {
        self.levels.iter().product()
    }

    /// The steps its definition took (`new`): each element visited twice,
    /// each visit splitting it into exponents and listing its targets,
    /// each target a step per exponent of its option and one more. The
    /// growth counts them against its work once the candidate is built
    /// (a candidate is at most the cap of elements).
    pub(super) fn definition_steps(&self) -> u64 {
        let size = self.size() as u64;
        let mut listed = 0u64;
        for (i, &l) in self.levels.iter().enumerate() {
            let with_i = size - size / l as u64;
            let per: u64 = self.options[i].iter().map(|o| o.len() as u64 + 1).sum();
            listed = listed.saturating_add(with_i.saturating_mul(per));
        }
        let visits = size.saturating_mul(self.generators as u64 + 1);
        listed.saturating_add(visits).saturating_mul(2)
    }

    fn unit(&self, i: usize) -> u32 {
        small(self.units[i])
    }

    fn split(&self, e: u32) -> Vec<usize> {
        let mut exps = Vec::with_capacity(self.generators);
        self.split_into(e, &mut exps);
        exps
    }

    /// The exponents of `e`, into `exps`.
    fn split_into(&self, e: u32, exps: &mut Vec<usize>) {
        exps.clear();
        let mut rest = e as usize;
        exps.extend(self.levels.iter().map(|&l| {
            let n = rest % l;
            rest /= l;
            n
        }));
    }

    /// The longest play of every element's word, by an odometer over the
    /// exponents.
    fn lengths(&self) -> Vec<u64> {
        let mut all = Vec::with_capacity(self.size());
        let mut exps = vec![0usize; self.generators];
        let mut length = 0u64;
        for _ in 0..self.size() {
            all.push(length);
            for (i, n) in exps.iter_mut().enumerate() {
                *n += 1;
                length += self.lengths[i];
                if *n < self.levels[i] {
                    break;
                }
                length -= self.lengths[i] * *n as u64;
                *n = 0;
            }
        }
        all
    }

    fn join(&self, exps: &[usize]) -> u32 {
        small(exps.iter().zip(&self.levels).rev().fold(0usize, |e, (&n, &l)| e * l + n))
    }

    fn mul(&self, a: u32, b: u32) -> u32 {
        let (mut a, mut b) = (a as usize, b as usize);
        let (mut e, mut scale) = (0usize, 1usize);
        for i in 0..self.generators {
            let l = self.levels[i];
            let n = a % l + b % l;
            let n = if n < l { n } else { self.k[i] + (n - self.k[i]) % self.period[i] };
            e += n * scale;
            scale *= l;
            a /= l;
            b /= l;
        }
        small(e)
    }

    /// The candidate reduced and certified as the quotient of every heap of
    /// `quotient` (whose options and lengths it takes): `Err` with the
    /// heaps of a word where the certificate fails.
    pub(super) fn reduce(
        self,
        quotient: &MisereQuotient,
        generators: &[usize],
        work: &mut Work,
    ) -> Result<std::result::Result<MisereQuotient, Vec<usize>>> {
        let heap = quotient.heaps().saturating_sub(1);
        let class = refine(
            self.size(),
            |e| self.labels.label(e),
            |e, i| self.times_unit(e, i),
            self.generators,
            work,
            || quotient.what(heap),
        )?;
        let word = |e: u32| -> Vec<usize> {
            self.split(e)
                .iter()
                .zip(generators)
                .flat_map(|(&n, &g)| std::iter::repeat_n(g, n))
                .collect()
        };
        let reduced =
            Reduced { class, lengths: self.lengths(), labels: &self.labels, phi: &self.phi };
        let grown = reduced.assemble(quotient, |a, b| self.mul(a, b), word, work)?;
        Ok(grown.certified(work)?.map_err(|(_, word)| word))
    }
}
