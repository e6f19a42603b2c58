//! Words of heaps for the elements of a quotient: the words of least
//! longest play, the options of a word, and each heap's word of the
//! generators.

use std::collections::HashMap;

use crate::core::sort;
use crate::misere::quotient::misere_quotient::MisereQuotient;

impl MisereQuotient {
    /// A word of least longest play ℓ(x) for every element x, by Dijkstra
    /// over the quotient with each heap weighing its longest play, using
    /// the lightest heap of each element and no heap `skip` excludes:
    /// (ℓ, and how each element is reached: (element, heap)). Elements no
    /// such word reaches get ℓ = `u64::MAX`. Every option of a word has a
    /// shorter longest play, so its element has a smaller ℓ.
    /// O(|Q|·letters·log |Q|).
    pub(super) fn least_words(
        &self,
        skip: impl Fn(usize) -> bool,
    ) -> (Vec<u64>, Vec<(u32, usize)>) {
        let order = self.monoid.len;
        let mut lightest: HashMap<u32, usize> = HashMap::new();
        for h in (0..self.phi.len()).filter(|&h| !self.options[h].is_empty() && !skip(h)) {
            let slot = lightest.entry(self.phi[h]).or_insert(h);
            if self.length[h] < self.length[*slot] {
                *slot = h;
            }
        }
        let mut letters: Vec<usize> = lightest.into_values().collect();
        sort::sort(&mut letters);
        let mut ell = vec![u64::MAX; order];
        let mut via: Vec<(u32, usize)> = vec![(0, usize::MAX); order];
        let mut queue = std::collections::BinaryHeap::new();
        ell[0] = 0;
        queue.push(std::cmp::Reverse((0u64, 0u32)));
        while let Some(std::cmp::Reverse((d, x))) = queue.pop() {
            if d > ell[x as usize] {
                continue;
            }
            for &h in &letters {
                let y = self.monoid.mul(x, self.phi[h]);
                let dy = d + self.length[h];
                if dy < ell[y as usize] {
                    ell[y as usize] = dy;
                    via[y as usize] = (x, h);
                    queue.push(std::cmp::Reverse((dy, y)));
                }
            }
        }
        (ell, via)
    }

    /// Calls `f(rest, option)` for every option of the word `heaps`: each
    /// heap h of it replaced by each of its `options[h]`, `rest` the
    /// element of the other heaps (prefix and suffix products: O(|word|)
    /// products besides the options). `options` is `self.options` but
    /// for a candidate, which does not hold them.
    pub(super) fn word_options(
        &self,
        options: &[Vec<Box<[usize]>>],
        heaps: &[usize],
        mut f: impl FnMut(u32, &[usize]),
    ) {
        let mut suffix = vec![0u32; heaps.len() + 1];
        for j in (0..heaps.len()).rev() {
            suffix[j] = self.monoid.mul(suffix[j + 1], self.phi[heaps[j]]);
        }
        let mut prefix = 0u32;
        for (j, &h) in heaps.iter().enumerate() {
            let rest = self.monoid.mul(prefix, suffix[j + 1]);
            for option in &options[h] {
                f(rest, option);
            }
            prefix = self.monoid.mul(prefix, self.phi[h]);
        }
    }

    /// For every heap, a word of the generators smaller than it (their
    /// exponents, in the order of `generators`) whose element is the
    /// heap's: a breadth-first search of the quotient from 1 by the first i
    /// generators, for each i.
    pub(super) fn heap_words(&self) -> Vec<Vec<u32>> {
        let gens = &self.generators;
        let mut found: Vec<Vec<Option<Vec<u32>>>> = Vec::with_capacity(gens.len() + 1);
        for i in 0..=gens.len() {
            let mut words: Vec<Option<Vec<u32>>> = vec![None; self.monoid.len];
            words[0] = Some(vec![0; gens.len()]);
            let mut queue = std::collections::VecDeque::from([0u32]);
            while let Some(x) = queue.pop_front() {
                for (j, &g) in gens[..i].iter().enumerate() {
                    let y = self.monoid.mul(x, self.phi[g]);
                    if words[y as usize].is_none() {
                        let mut word = words[x as usize].clone().expect("reached");
                        word[j] += 1;
                        words[y as usize] = Some(word);
                        queue.push_back(y);
                    }
                }
            }
            found.push(words);
        }
        (0..self.phi.len())
            .map(|h| {
                let below = gens.iter().filter(|&&g| g < h).count();
                found[below][self.phi[h] as usize].clone().unwrap_or_default()
            })
            .collect()
    }
}

/// The heaps of the word `via` (from [`MisereQuotient::least_words`])
/// reaches `x` by.
pub(super) fn word_of(via: &[(u32, usize)], mut x: u32) -> Vec<usize> {
    let mut heaps = Vec::new();
    while x != 0 {
        let (before, h) = via[x as usize];
        heaps.push(h);
        x = before;
    }
    heaps
}
