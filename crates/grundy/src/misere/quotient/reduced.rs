//! A candidate's classes of indistinguishable elements assembled into a
//! quotient, which is then certified.

use std::collections::HashMap;

use crate::core::convert::small;
use crate::core::error::Result;
use crate::core::limits::Work;
use crate::core::sort;
use crate::misere::quotient::explore::States;
use crate::misere::quotient::labels::Labels;
use crate::misere::quotient::misere_quotient::{MisereQuotient, Share};
use crate::misere::quotient::monoid::Monoid;
use crate::msg;

/// A candidate's elements in classes of indistinguishable ones (Moore's
/// refinement), with what the quotient is assembled from.
pub(super) struct Reduced<'c> {
    /// The class of every candidate element.
    pub(super) class: Vec<u32>,
    /// The longest play of every element's word.
    pub(super) lengths: Vec<u64>,
    pub(super) labels: &'c Labels,
    /// Φ of every heap, as candidate elements.
    pub(super) phi: &'c [u32],
}

impl Reduced<'_> {
    /// The quotient of the classes, not yet certified, for every heap of
    /// `quotient` (whose options and lengths `grow` moves in once the
    /// certificate holds). `mul` multiplies candidate elements and `word`
    /// gives one's heaps.
    pub(super) fn assemble(
        self,
        quotient: &MisereQuotient,
        mul: impl Fn(u32, u32) -> u32,
        word: impl Fn(u32) -> Vec<usize>,
        work: &mut Work,
    ) -> Result<MisereQuotient> {
        let Reduced { class, lengths, labels, phi } = self;
        let classes = class.iter().copied().max().map_or(0, |m| m as usize + 1);
        // Each class is represented by its member with the shortest word;
        // classes are numbered in that order, so the identity's is 0.
        let mut best: Vec<u32> = vec![u32::MAX; classes];
        for (e, &c) in class.iter().enumerate() {
            let slot = &mut best[c as usize];
            if *slot == u32::MAX || lengths[e] < lengths[*slot as usize] {
                *slot = small(e);
            }
        }
        let count = best.len();
        sort::sort_by_key(&mut best, |&e| (lengths[e as usize], e));
        let mut number = vec![0u32; classes];
        for (i, &e) in best.iter().enumerate() {
            number[class[e as usize] as usize] = small(i);
        }
        let to_new = |e: u32| number[class[e as usize] as usize];
        // The memory first: a table past it is refused before its work
        // is spent.
        let table_bytes = count as u64 * count as u64 * 4;
        let what = msg!(
            "quotient-table-of-order",
            "the table of a quotient of order {order}",
            order = count
        );
        // The heap being placed: the last whose options are recorded.
        let heap = quotient.options.len() - 1;
        quotient.within(heap, table_bytes, Share::Quarter, what)?;
        work.spend((count * count) as u64, || quotient.what(heap))?;
        let mut table = vec![0u32; count * count];
        for (a, &x) in best.iter().enumerate() {
            for (b, &z) in best.iter().enumerate() {
                table[a * count + b] = to_new(mul(x, z));
            }
        }
        let labels = Labels::from_fn(labels.keeps(), count, |a| labels.label(best[a as usize]));
        let mut words = Vec::with_capacity(count);
        for &e in &best {
            words.push(word(e));
        }
        let mut grown = MisereQuotient {
            monoid: Monoid { len: count, table },
            labels,
            phi: phi.iter().map(|&e| to_new(e)).collect(),
            // Moved in by `grow` once the certificate holds.
            options: Vec::new(),
            options_bytes: 0,
            length: Vec::new(),
            kinds: Vec::new(),
            by_targets: HashMap::new(),
            words,
            generators: Vec::new(),
            grew: quotient.grew.clone(),
            states: States::default(),
            max_bytes: quotient.max_bytes,
        };
        for (heap, options) in quotient.options.iter().enumerate() {
            let mut targets: Vec<u32> = options.iter().map(|w| grown.image(w)).collect();
            sort::sort(&mut targets);
            targets.dedup();
            let phi = grown.phi[heap];
            if !grown.kinds.iter().any(|k| k.phi == phi && k.targets == targets) {
                grown.add_kind(phi, targets, heap);
            }
        }
        grown.generators = grown.minimal_generators();
        Ok(grown)
    }
}
