//! The N-check of the certificate (condition 2 in the documentation of
//! `misere::quotient`): the pairs (Φ(w), T(w)) reachable from the empty
//! word by adding heaps of each kind, each element keeping its minimal
//! sets.

use crate::core::convert::small;
use crate::core::error::{Error, Result};
use crate::core::limits::Work;
use crate::core::message::Message;
use crate::misere::quotient::labels::Labels;
use crate::misere::quotient::monoid::{Monoid, Set};
use crate::msg;

/// Heaps with the same option images: they share an element.
#[derive(Clone, Debug)]
pub(super) struct Kind {
    pub(super) phi: u32,
    /// The first heap of this kind.
    pub(super) heap: usize,
    /// The images of the options, sorted, without repeats.
    pub(super) targets: Vec<u32>,
}

/// The pairs (Φ(w), T(w)) of words reachable from the empty word by adding
/// heaps, each element keeping only its sets minimal under inclusion.
#[derive(Clone, Debug, Default)]
pub(super) struct States {
    pub(super) list: Vec<(u32, Set)>,
    /// How each pair was reached: (pair, kind added).
    parent: Vec<Option<(u32, u32)>>,
    pub(super) live: Vec<bool>,
    by_element: Vec<Vec<u32>>,
    pub(super) bytes: u64,
}

impl States {
    /// The empty word alone.
    pub(super) fn start(monoid: &Monoid) -> States {
        let mut states = States { by_element: vec![Vec::new(); monoid.len], ..States::default() };
        states.insert(0, Set::new(monoid.len), None);
        states
    }

    /// Adds (x, t) unless a kept pair of x has a subset of t; drops the
    /// kept pairs of x with supersets of t. The new pair's index, if kept.
    fn insert(&mut self, x: u32, t: Set, parent: Option<(u32, u32)>) -> Option<u32> {
        let kept = &mut self.by_element[x as usize];
        if kept.iter().any(|&i| self.list[i as usize].1.is_subset(&t)) {
            return None;
        }
        let list = &self.list;
        let live = &mut self.live;
        kept.retain(|&i| {
            let keep = !t.is_subset(&list[i as usize].1);
            if !keep {
                live[i as usize] = false;
            }
            keep
        });
        let id = small(self.list.len());
        self.bytes += t.bytes() + 16;
        self.list.push((x, t));
        self.parent.push(parent);
        self.live.push(true);
        self.by_element[x as usize].push(id);
        Some(id)
    }

    /// Explores every pair reachable by adding heaps of `kinds`, the kept
    /// pairs taking only the kinds from `first_new` on; the first pair
    /// failing the N-check (or its generalization to values), if any.
    pub(super) fn explore(
        &mut self,
        monoid: &Monoid,
        labels: &Labels,
        kinds: &[Kind],
        first_new: usize,
        work: &mut Work,
        what: impl Fn() -> Message,
    ) -> Result<Option<u32>> {
        let mut queue: Vec<(u32, usize)> = (0..small(self.list.len()))
            .filter(|&i| self.live[i as usize])
            .map(|i| (i, first_new))
            .collect();
        let mut spent = 0u64;
        while let Some((id, first)) = queue.pop() {
            if !self.live[id as usize] {
                continue;
            }
            for (index, kind) in kinds.iter().enumerate().skip(first) {
                if kind.targets.is_empty() {
                    continue;
                }
                if u32::try_from(self.list.len()).is_err() {
                    return Err(Error::LimitExceeded {
                        what: what(),
                        needed: msg!(
                            "quotient-more-words-explored",
                            "more than {count} words explored",
                            count = u32::MAX
                        ),
                        limit: msg!("quotient-words", "{count} words", count = u32::MAX),
                        hint: None,
                    });
                }
                let (x, t) = &self.list[id as usize];
                let x = *x;
                let next = monoid.mul(x, kind.phi);
                let mut set = Set::new(monoid.len);
                for s in t.iter() {
                    set.insert(monoid.mul(kind.phi, s));
                }
                for &s in &kind.targets {
                    set.insert(monoid.mul(x, s));
                }
                spent += 1 + kind.targets.len() as u64;
                if spent >= 1 << 16 {
                    work.spend(spent, &what)?;
                    spent = 0;
                }
                let failed = labels.fails_n_check(next, &set);
                let parent = Some((id, small(index)));
                if failed {
                    self.list.push((next, set));
                    self.parent.push(parent);
                    self.live.push(false);
                    return Ok(Some(small(self.list.len() - 1)));
                }
                if let Some(new) = self.insert(next, set, parent) {
                    queue.push((new, 0));
                }
            }
        }
        work.spend(spent, &what)?;
        Ok(None)
    }

    /// The heaps of a word reaching pair `id`.
    pub(super) fn word(&self, mut id: u32, kinds: &[Kind]) -> Vec<usize> {
        let mut heaps = Vec::new();
        while let Some((parent, kind)) = self.parent[id as usize] {
            heaps.push(kinds[kind as usize].heap);
            id = parent;
        }
        heaps
    }
}

/// What [`States`] holds, in a limit's message: the words explored.
pub(super) fn words_explored() -> Message {
    msg!("quotient-words-explored", "the words explored")
}
