//! Product candidates for a growing quotient: free generators for the new
//! heap and the promoted ones, times the base that the quotient's other
//! generators generate.

use std::collections::HashMap;

use crate::core::convert::small;
use crate::core::error::Result;
use crate::core::limits::Work;
use crate::misere::quotient::misere_quotient::MisereQuotient;
use crate::misere::quotient::monoid::{refine, Set};
use crate::misere::quotient::reduced::Reduced;
use crate::misere::quotient::words::word_of;

impl MisereQuotient {
    /// The *product candidate* for the last heap n (its options and length
    /// recorded, its element not): a free generator y_g for heap n and for
    /// each heap g of `promoted` (earlier heaps whose element must split,
    /// as a failed certificate showed), y_g^{k+p} = y_g^k with k raised by
    /// `least_k`, times the *base* B: the submonoid of the quotient so far,
    /// Q, that Q's generators other than promoted ones generate. A heap
    /// whose word of Q's generators (`words`, from `heap_words`) uses a
    /// promoted one becomes that word
    /// with the promoted generators free (every element that contained
    /// them splits with them); every other heap h keeps Φ(h) ∈ B. Element
    /// b·∏ y_gⁱᵍ is numbered (b's index in B) + |B|·(the exponents in mixed
    /// radix).
    ///
    /// P-membership follows the definition on one word of each element:
    /// b·∏ y_gⁱᵍ stands for w(b) + Σ i_g·g, where w(b) is a word of b of
    /// least longest play (Dijkstra over Q with the heaps that stay in B,
    /// each weighing its longest play), and is lost when it has a move and
    /// every option is won, by a depth-first search; every option shortens
    /// the word's play, so the search meets no loop (else `None`).
    ///
    /// When Q's identifications survive heap n, as they usually do, this is
    /// the quotient with nothing promoted; when they do not, the
    /// certificate fails at a word, whose heaps `grow` promotes. `None`
    /// when the candidate passes `cap` elements. Time: O(size · options of
    /// the words) to build, then Moore's refinement and the certificate.
    pub(super) fn product_candidate(
        &self,
        promoted: &[usize],
        words: &[Vec<u32>],
        (k, period): (usize, usize),
        least_k: &HashMap<usize, usize>,
        cap: usize,
        work: &mut Work,
    ) -> Result<Option<std::result::Result<MisereQuotient, Vec<usize>>>> {
        let n = self.options.len() - 1;
        let mut gens: Vec<usize> = promoted.to_vec();
        gens.push(n);
        let (base_generators, base, index) = self.product_base(&gens);
        let order = base.len();
        let ks: Vec<usize> =
            gens.iter().map(|g| k.max(least_k.get(g).copied().unwrap_or(0))).collect();
        let levels: Vec<usize> = ks.iter().map(|&k| k + period).collect();
        let Some(size) =
            levels.iter().try_fold(order, |s, &l| s.checked_mul(l).filter(|&s| s <= cap))
        else {
            return Ok(None);
        };
        work.spend(size as u64 * 4, || self.what(n))?;
        let mut units = Vec::with_capacity(gens.len());
        let mut unit = order;
        for &l in &levels {
            units.push(unit);
            unit *= l;
        }
        // Every element's exponents, a row of bytes each: the products
        // below divide only to find the base part.
        let width = gens.len();
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
        let capped =
            |j: usize, i: usize| if i < levels[j] { i } else { ks[j] + (i - ks[j]) % period };
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
        let mut phi: Vec<u32> = vec![0; n + 1];
        let splits = self.generators.iter().any(|g| gens.contains(g));
        for h in (0..n).filter(|&h| !self.options[h].is_empty()) {
            phi[h] = if let Some(j) = gens.iter().position(|&g| g == h) {
                small(units[j])
            } else if splits && !self.generators.contains(&h) {
                words[h].iter().zip(&self.generators).fold(0, |x, (&i, &g)| {
                    let y = match gens.iter().position(|&p| p == g) {
                        Some(j) => small(units[j]),
                        None => in_base(self.phi[g]),
                    };
                    (0..i).fold(x, |x, _| mul(x, y))
                })
            } else {
                in_base(self.phi[h])
            };
        }
        phi[n] = small(*units.last().expect("heap n is a generator"));
        let image = |word: &[usize]| word.iter().fold(0u32, |x, &h| mul(x, phi[h]));
        // Every element of B is the image of a word of heaps that stay in B.
        let (ell, via) = self.least_words(|h| phi[h] as usize >= order);
        let word = |b: usize| word_of(&via, base[b]);
        // The options of each base element's word, and of each generator's
        // heap, as candidate elements.
        let mut steps = 0u64;
        let mut moves: Vec<Vec<u32>> = vec![Vec::new(); order];
        for (b, images) in moves.iter_mut().enumerate() {
            self.word_options(&word(b), |rest, option| {
                images.push(mul(in_base(rest), image(option)));
                steps += 1;
            });
            images.sort_unstable();
            images.dedup();
        }
        let gen_moves: Vec<Vec<u32>> = gens
            .iter()
            .map(|&g| {
                let mut images: Vec<u32> = self.options[g].iter().map(|o| image(o)).collect();
                images.sort_unstable();
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
            for j in 0..gens.len() {
                if exponent(e as usize, j) == 0 {
                    continue;
                }
                let rest = small(e as usize - units[j]);
                out.extend(gen_moves[j].iter().map(|&t| mul(rest, t)));
            }
        };
        let Some(p) = lost_by_definition(size, targets) else {
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
        let class = refine(size, |e| p.contains(e), step, letters);
        let lengths: Vec<u64> = (0..size)
            .map(|e| {
                let played: u64 = gens
                    .iter()
                    .enumerate()
                    .map(|(j, &g)| exponent(e, j) as u64 * self.length[g])
                    .sum();
                ell[base[e % order] as usize] + played
            })
            .collect();
        let heaps_of = |e: u32| {
            let mut heaps = word(e as usize % order);
            for (j, &g) in gens.iter().enumerate() {
                heaps.extend(std::iter::repeat_n(g, exponent(e as usize, j)));
            }
            heaps
        };
        let mut generators: Vec<usize> = self.generators.iter().chain(&gens).copied().collect();
        generators.sort_unstable();
        generators.dedup();
        let reduced = Reduced { class, lengths, p: &p, phi: &phi };
        reduced.assemble(self, mul, heaps_of, &generators, work).map(Some)
    }

    /// The base of a product candidate whose free generators are the heaps
    /// `gens`: the images of Q's other generators, the elements of B they
    /// generate (a search from 1), and each element's index in B
    /// (`u32::MAX` outside). O(|Q|·generators).
    fn product_base(&self, gens: &[usize]) -> (Vec<u32>, Vec<u32>, Vec<u32>) {
        let generators: Vec<u32> =
            self.generators.iter().filter(|g| !gens.contains(g)).map(|&g| self.phi[g]).collect();
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

    /// The size of the product candidate of `product_candidate` for the
    /// new heap `heap` (`None` past `usize`).
    pub(super) fn product_size(
        &self,
        promoted: &[usize],
        heap: usize,
        (k, period): (usize, usize),
        least_k: &HashMap<usize, usize>,
    ) -> Option<usize> {
        let mut gens: Vec<usize> = promoted.to_vec();
        gens.push(heap);
        let (_, base, _) = self.product_base(&gens);
        gens.iter().try_fold(base.len(), |s, g| {
            s.checked_mul(k.max(least_k.get(g).copied().unwrap_or(0)) + period)
        })
    }
}

/// The P-portion of a candidate by the definition: an element is lost
/// when it has a move and every option's element is won, decided depth
/// first from every element (`targets(e, out)` puts e's options in
/// `out`); `None` when the options loop. O(elements · options).
fn lost_by_definition(size: usize, mut targets: impl FnMut(u32, &mut Vec<u32>)) -> Option<Set> {
    // 0 unseen, 1 entered (on the path), 2 done.
    let mut state = vec![0u8; size];
    let mut p = Set::new(size);
    let mut stack: Vec<u32> = Vec::new();
    let mut out = Vec::new();
    for start in 0..small(size) {
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
                    if !out.is_empty() && out.iter().all(|&t| !p.contains(t)) {
                        p.insert(e);
                    }
                    state[e as usize] = 2;
                    stack.pop();
                }
            }
        }
    }
    Some(p)
}
