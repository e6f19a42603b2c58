//! Product candidates for a growing quotient: free generators for some
//! heaps (the new one, or those a failed certificate named), times the
//! base that the other heaps' elements generate.

use crate::core::convert::small;
use crate::core::error::Result;
use crate::core::limits::Work;
use crate::core::sort;
use crate::misere::quotient::labels::by_definition;
use crate::misere::quotient::misere_quotient::MisereQuotient;
use crate::misere::quotient::monoid::refine;
use crate::misere::quotient::reduced::Reduced;
use crate::misere::quotient::words::word_of;

/// A heap made a free generator y of a product candidate, y^{k+p} = y^k.
#[derive(Clone, Copy, Debug)]
pub(super) struct Free {
    pub(super) heap: usize,
    pub(super) k: usize,
    pub(super) period: usize,
}

impl MisereQuotient {
    /// The *product candidate* from `self` (the quotient so far, or a
    /// trial whose certificate failed; its options and lengths are those
    /// of every heap up to the new one, n): a free generator y for each
    /// heap of `freed`, times the *base* B, the submonoid of `self` that
    /// the elements of the other heaps generate. Heaps without an element
    /// in `self` (the new one, when `self` is the quotient so far) must be
    /// freed. Every other heap keeps its element, now in B. Element
    /// b·∏ y_jⁱʲ is numbered (b's index in B) + |B|·(the exponents in
    /// mixed radix).
    ///
    /// P-membership follows the definition on one word of each element:
    /// b·∏ y_jⁱʲ stands for w(b) + Σ i_j·(heap j), where w(b) is a word of
    /// b of least longest play (Dijkstra over `self` with the heaps that
    /// stay in B, each weighing its longest play), and is lost when it has
    /// a move and every option is won (its G⁻ is the mex of its options',
    /// when the quotient keeps values), by a depth-first search; every
    /// option shortens the word's play, so the search meets no loop (else
    /// `None`).
    ///
    /// The candidate comes reduced, not certified. `None` when it passes
    /// `cap` elements. Time: O(size · options of the words) to build,
    /// then Moore's refinement.
    pub(super) fn product_candidate(
        &self,
        freed: &[Free],
        split: Option<&[Vec<u32>]>,
        cap: usize,
        work: &mut Work,
    ) -> Result<Option<MisereQuotient>> {
        let n = self.options.len() - 1;
        let (base_generators, base, index) = self.product_base(freed, split.is_some());
        let order = base.len();
        let levels: Vec<usize> = freed.iter().map(|f| f.k + f.period).collect();
        let Some(size) =
            levels.iter().try_fold(order, |s, &l| s.checked_mul(l).filter(|&s| s <= cap))
        else {
            return Ok(None);
        };
        work.spend(size as u64 * 4, || self.what(n))?;
        let mut units = Vec::with_capacity(freed.len());
        let mut unit = order;
        for &l in &levels {
            units.push(unit);
            unit *= l;
        }
        // Every element's exponents, a row of bytes each: the products
        // below divide only to find the base part.
        let width = freed.len();
        let mut digits: Vec<u8> = Vec::with_capacity(size * width);
        let mut odometer = vec![0u8; width];
        for _ in 0..size / order {
            for _ in 0..order {
                digits.extend_from_slice(&odometer);
            }
            for (j, d) in odometer.iter_mut().enumerate() {
                *d += 1;
                if (*d as usize) < levels[j] {
                    break;
                }
                *d = 0;
            }
        }
        let exponent = |e: usize, j: usize| digits[e * width + j] as usize;
        let in_base = |x: u32| index[x as usize];
        let capped = |j: usize, i: usize| {
            let Free { k, period, .. } = freed[j];
            if i < levels[j] {
                i
            } else {
                k + (i - k) % period
            }
        };
        let mul = |a: u32, b: u32| -> u32 {
            let (a, b) = (a as usize, b as usize);
            let x = self.monoid.mul(base[a % order], base[b % order]);
            let mut e = in_base(x) as usize;
            for (j, unit) in units.iter().enumerate() {
                e += capped(j, exponent(a, j) + exponent(b, j)) * unit;
            }
            small(e)
        };
        // Φ of every heap in the candidate.
        let free_index = |h: usize| freed.iter().position(|f| f.heap == h);
        let split = split.filter(|_| self.generators.iter().any(|&g| free_index(g).is_some()));
        let phi: Vec<u32> = (0..=n)
            .map(|h| match (free_index(h), split) {
                (Some(j), _) => small(units[j]),
                _ if self.options[h].is_empty() => 0,
                (None, Some(words)) if !self.generators.contains(&h) => {
                    words[h].iter().zip(&self.generators).fold(0, |x, (&i, &g)| {
                        let y = match free_index(g) {
                            Some(j) => small(units[j]),
                            None => in_base(self.phi[g]),
                        };
                        (0..i).fold(x, |x, _| mul(x, y))
                    })
                }
                (None, _) => in_base(self.phi[h]),
            })
            .collect();
        let image = |word: &[usize]| word.iter().fold(0u32, |x, &h| mul(x, phi[h]));
        // Every element of B is the image of a word of heaps that stay in B.
        let (ell, via) = self.least_words(|h| phi[h] as usize >= order);
        let word = |b: usize| word_of(&via, base[b]);
        // The options of each base element's word, and of each free
        // generator's heap, as candidate elements.
        let mut steps = 0u64;
        let mut moves: Vec<Vec<u32>> = vec![Vec::new(); order];
        for (b, images) in moves.iter_mut().enumerate() {
            self.word_options(&self.options, &word(b), |rest, option| {
                images.push(mul(in_base(rest), image(option)));
                steps += 1;
            });
            sort::sort(images);
            images.dedup();
        }
        let gen_moves: Vec<Vec<u32>> = freed
            .iter()
            .map(|f| {
                let mut images: Vec<u32> = self.options[f.heap].iter().map(|o| image(o)).collect();
                sort::sort(&mut images);
                images.dedup();
                images
            })
            .collect();
        work.spend(steps, || self.what(n))?;
        let targets = |e: u32, out: &mut Vec<u32>| {
            out.clear();
            let b = e as usize % order;
            let exps = e as usize - b;
            out.extend(moves[b].iter().map(|&t| mul(t, small(exps))));
            for j in 0..width {
                if exponent(e as usize, j) == 0 {
                    continue;
                }
                let rest = small(e as usize - units[j]);
                out.extend(gen_moves[j].iter().map(|&t| mul(rest, t)));
            }
        };
        // The definition visits every element twice, and each visit lists
        // its targets, a product of `width` + 1 digits each: counted in
        // full before it starts (issue 47: uncounted, this was where the
        // time of a failing growth went, a minute of Officers' heap 100
        // within 10¹⁰ steps counted).
        let per_lap: u64 = moves.iter().map(|m| m.len() as u64).sum();
        let laps = (size / order) as u64;
        let mut listed = laps.saturating_mul(per_lap);
        for (j, g) in gen_moves.iter().enumerate() {
            let with_j = (size - size / levels[j]) as u64;
            listed = listed.saturating_add(with_j.saturating_mul(g.len() as u64));
        }
        let per_target = width as u64 + 1;
        let visits = listed.saturating_add(size as u64).saturating_mul(2);
        work.spend(visits.saturating_mul(per_target), || self.what(n))?;
        let Some(labels) = by_definition(self.keeps(), size, targets) else {
            return Ok(None);
        };
        work.spend(size as u64 * 4, || self.what(n))?;
        // Moore's refinement over the base's generators and the free ones.
        let letters = base_generators.len() + width;
        let step = |e: u32, i: usize| -> u32 {
            let e = e as usize;
            if let Some(&y) = base_generators.get(i) {
                let b = e % order;
                small(e - b + in_base(self.monoid.mul(base[b], y)) as usize)
            } else {
                let j = i - base_generators.len();
                let d = exponent(e, j);
                small(e + capped(j, d + 1) * units[j] - d * units[j])
            }
        };
        let class = refine(size, |e| labels.label(e), step, letters, work, || self.what(n))?;
        let lengths: Vec<u64> = (0..size)
            .map(|e| {
                let played: u64 = freed
                    .iter()
                    .enumerate()
                    .map(|(j, f)| exponent(e, j) as u64 * self.length[f.heap])
                    .sum();
                ell[base[e % order] as usize] + played
            })
            .collect();
        let heaps_of = |e: u32| {
            let mut heaps = word(e as usize % order);
            for (j, f) in freed.iter().enumerate() {
                heaps.extend(std::iter::repeat_n(f.heap, exponent(e as usize, j)));
            }
            heaps
        };
        let reduced = Reduced { class, lengths, labels: &labels, phi: &phi };
        reduced.assemble(self, mul, heaps_of, work).map(Some)
    }

    /// The base of a product candidate with the heaps `freed` free: the
    /// distinct elements of the other heaps with options, the elements of
    /// B they generate (a search from 1), and each element's index in B
    /// (`u32::MAX` outside). O(|Q|·generators).
    fn product_base(&self, freed: &[Free], split: bool) -> (Vec<u32>, Vec<u32>, Vec<u32>) {
        let heaps: Vec<usize> = match split {
            true => self.generators.clone(),
            false => (0..self.phi.len()).collect(),
        };
        let mut generators: Vec<u32> = heaps
            .into_iter()
            .filter(|&h| !self.options[h].is_empty() && freed.iter().all(|f| f.heap != h))
            .map(|h| self.phi[h])
            .filter(|&x| x != 0)
            .collect();
        // Q's generators have distinct elements, kept in heap order: the
        // base's numbering, and so the candidate's, is that of the
        // promotion search as it was (its reach depends on it).
        if !split {
            sort::sort(&mut generators);
            generators.dedup();
        }
        let mut base: Vec<u32> = vec![0];
        let mut index = vec![u32::MAX; self.monoid.len];
        index[0] = 0;
        let mut next = 0;
        while next < base.len() {
            for &y in &generators {
                let z = self.monoid.mul(base[next], y);
                if index[z as usize] == u32::MAX {
                    index[z as usize] = small(base.len());
                    base.push(z);
                }
            }
            next += 1;
        }
        (generators, base, index)
    }

    /// The size of the product candidate of `product_candidate` with the
    /// heaps `freed` free (`None` past `usize`).
    pub(super) fn product_size(&self, freed: &[Free], split: bool) -> Option<usize> {
        let (_, base, _) = self.product_base(freed, split);
        freed.iter().try_fold(base.len(), |s, f| s.checked_mul(f.k + f.period))
    }
}
