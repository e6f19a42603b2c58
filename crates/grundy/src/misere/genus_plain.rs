//! The genus of heaps by an exact search of the sums they reach, with no
//! quotient: the cheap method where a quotient is unlikely to be small.
//!
//! γₖ(G) = G⁻(G + k·*2) for a position G (a multiset of heaps) is, by Hoey's
//! rule ([`crate::genus`], Lemma 2), γ₀(G) = mex{γ₀(G′)} (1 when G has no
//! move) and, for k ≥ 1, γₖ(G) = mex({γₖ₋₁(G), γₖ₋₁(G) ⊕ 1} ∪ {γₖ(G′)})
//! over the options G′ of G. Each position's γ is kept up to where it
//! alternates for ever, as the genus writes it (γₖ = γₖ₋₂ for every k ≥ t,
//! t its length).
//!
//! *Where γ alternates.* Let every option's γ alternate from t′ (γₖ = γₖ₋₂
//! for k ≥ t′), T the largest t′, and t ≥ max(2, T − 1) with γₜ(G) = γₜ₋₂(G).
//! Then γₖ(G) = γₖ₋₂(G) for every k ≥ t: for k = t + 1, γₜ₊₁ and γₜ₋₁ are
//! the same function of (γₜ, {γₜ₊₁(G′)}) and of (γₜ₋₂, {γₜ₋₁(G′)}), whose
//! arguments are equal (t + 1 ≥ T), and so on by induction. The search
//! computes γ₀, γ₁, … until the first such t (Conway: every γ alternates
//! in the end; the sequence past T is a function of the pair {γ, γ ⊕ 1}
//! of the term before, among a few values, so t ≤ T + 8 in fact — a bound
//! the search checks rather than assumes), and keeps γ₀..γₜ₋₁, shortened
//! to where it starts to alternate.
//!
//! Positions are sorted lists of the heaps that have a move (a heap
//! without one changes no sum). Time O(Σ options · (T + 8)) over the
//! positions the heaps reach, each distinct heap's options listed once;
//! memory O(positions · heaps), counted against the work and the bytes
//! given, so that a refusal depends on counted work only.

use std::collections::HashMap;

use crate::core::convert::index;
use crate::core::error::{Error, Result};
use crate::core::limits::{raise, Work};
use crate::msg;
use crate::rules::heap::{option_not_smaller, HeapRuleset};
use crate::rules::ruleset::Options;

/// A position: the sorted heaps that have a move.
type Position = Box<[u32]>;

/// Terms of γ past the options' own alternation before the search gives
/// up on a position (never met: see the module doc).
const MAX_EXTRA_TERMS: usize = 16;

/// Bytes a position costs the memo beyond its heaps and its γ: the map's
/// entry and the two boxes.
const ENTRY_BYTES: u64 = 64;

/// The exact search of the sums of one ruleset's heaps, each position's γ
/// computed once.
pub(crate) struct PlainGenus<'r> {
    ruleset: &'r dyn HeapRuleset,
    /// The options of heaps 0, 1, … as positions (heaps without a move
    /// left out), listed in order as they are needed.
    options: Vec<Vec<Vec<u32>>>,
    memo: HashMap<Position, Box<[u32]>>,
    /// The heap whose genus is being searched, which messages name.
    current: u64,
    bytes: u64,
    max_bytes: u64,
}

impl<'r> PlainGenus<'r> {
    /// A search of `ruleset`'s heaps, its memo within `max_bytes`.
    pub(crate) fn new(ruleset: &'r dyn HeapRuleset, max_bytes: u64) -> PlainGenus<'r> {
        PlainGenus {
            ruleset,
            options: Vec::new(),
            memo: HashMap::new(),
            current: 0,
            bytes: 0,
            max_bytes,
        }
    }

    /// γ₀, γ₁, … of heap `heap` alone, up to where they alternate.
    pub(crate) fn heap(&mut self, heap: u64, work: &mut Work) -> Result<Box<[u32]>> {
        self.current = heap;
        let start: Position = match self.has_move(heap, work)? {
            true => Box::new([u32::try_from(heap).expect("heaps of a table fit in u32")]),
            false => Box::new([]),
        };
        self.gammas(start, work)
    }

    /// Whether `heap` (listed already) has a move.
    fn has_move(&mut self, heap: u64, work: &mut Work) -> Result<bool> {
        Ok(!self.heap_options(heap, work)?.is_empty())
    }

    /// The options of `heap` as positions, each heap up to it listed once,
    /// in increasing order (their components counted against `work`).
    fn heap_options(&mut self, heap: u64, work: &mut Work) -> Result<&Vec<Vec<u32>>> {
        while self.options.len() as u64 <= heap {
            let h = self.options.len() as u64;
            let mut listed = Options::new();
            HeapRuleset::options(self.ruleset, h, &mut listed);
            work.spend(listed.components().len() as u64 + 1, || self.what(h))?;
            let mut found: Vec<Vec<u32>> = Vec::with_capacity(listed.len());
            for option in listed.iter() {
                let mut position = Vec::with_capacity(option.len());
                for &part in option {
                    if part >= h {
                        return Err(option_not_smaller(self.ruleset.name(), h, part));
                    }
                    if !self.options[index(part)].is_empty() {
                        position.push(u32::try_from(part).expect("below the heap"));
                    }
                }
                position.sort_unstable();
                found.push(position);
            }
            found.sort_unstable();
            found.dedup();
            let bytes: u64 = found.iter().map(|p| p.len() as u64 * 4 + 24).sum();
            self.bytes = self.bytes.saturating_add(bytes + 24);
            self.check_bytes(h)?;
            self.options.push(found);
        }
        Ok(&self.options[index(heap)])
    }

    /// What is being computed: the genus of the heap searched (`_heap`,
    /// the one whose position is at hand, is below it).
    fn what(&self, _heap: u64) -> crate::core::message::Message {
        msg!(
            "genus-what-search",
            "the genus of heap {heap} of {name} by search",
            heap = self.current,
            name = self.ruleset.name()
        )
    }

    fn check_bytes(&self, heap: u64) -> Result<()> {
        if self.bytes <= self.max_bytes {
            return Ok(());
        }
        Err(Error::LimitExceeded {
            what: self.what(heap),
            needed: msg!("genus-plain-bytes", "more than {bytes} bytes", bytes = self.max_bytes),
            limit: msg!("limit-memory-bytes", "{bytes} bytes of memory", bytes = self.max_bytes),
            hint: raise("--max-memory"),
        })
    }

    /// The options of `position`: each distinct heap replaced by each of
    /// its options, sorted, deduplicated.
    fn position_options(&mut self, position: &[u32], work: &mut Work) -> Result<Vec<Position>> {
        let mut out: Vec<Position> = Vec::new();
        let mut i = 0;
        while i < position.len() {
            let heap = position[i];
            let copies = position[i..].iter().take_while(|&&h| h == heap).count();
            let listed = self.heap_options(heap as u64, work)?.clone();
            work.spend(listed.len() as u64 * (position.len() as u64 + 1), || {
                self.what(heap as u64)
            })?;
            for option in &listed {
                let mut next: Vec<u32> = Vec::with_capacity(position.len() + option.len());
                next.extend_from_slice(&position[..i]);
                next.extend_from_slice(&position[i + 1..]);
                next.extend_from_slice(option);
                next.sort_unstable();
                out.push(next.into_boxed_slice());
            }
            i += copies;
        }
        out.sort_unstable();
        out.dedup();
        Ok(out)
    }

    /// γ of `start`, deciding every position it reaches first (depth
    /// first, with an explicit stack: plays may be long).
    fn gammas(&mut self, start: Position, work: &mut Work) -> Result<Box<[u32]>> {
        if let Some(found) = self.memo.get(&start) {
            return Ok(found.clone());
        }
        let heap_of = |p: &[u32]| p.last().copied().unwrap_or(0) as u64;
        // Each frame: a position, its options, and how many were looked at.
        let mut stack: Vec<(Position, Vec<Position>, usize)> = Vec::new();
        let first = self.position_options(&start, work)?;
        stack.push((start.clone(), first, 0));
        while let Some((position, options, next)) = stack.last_mut() {
            if let Some(option) = options.get(*next) {
                *next += 1;
                if !self.memo.contains_key(option) {
                    let option = option.clone();
                    let its = self.position_options(&option, work)?;
                    stack.push((option, its, 0));
                }
                continue;
            }
            let heap = heap_of(position);
            let gammas = self.decide(options, heap, work)?;
            let position = position.clone();
            let bytes = (position.len() + gammas.len()) as u64 * 4 + ENTRY_BYTES;
            self.bytes = self.bytes.saturating_add(bytes);
            self.check_bytes(heap)?;
            self.memo.insert(position, gammas);
            stack.pop();
        }
        Ok(self.memo[&start].clone())
    }

    /// γ of a position whose options (all decided) are `options`, by
    /// Hoey's rule, up to where it alternates (see the module doc).
    fn decide(&self, options: &[Position], heap: u64, work: &mut Work) -> Result<Box<[u32]>> {
        let lists: Vec<&[u32]> = options.iter().map(|o| &*self.memo[o]).collect();
        let longest = lists.iter().map(|g| g.len()).max().unwrap_or(0);
        let mut gammas: Vec<u32> = Vec::with_capacity(longest + 2);
        let mut seen: Vec<u32> = Vec::with_capacity(lists.len() + 2);
        for k in 0.. {
            if k > longest + MAX_EXTRA_TERMS {
                return Err(Error::Unsupported(msg!(
                    "genus-plain-no-alternation",
                    "the genus of a position of heap {heap} of {name} did not alternate within {terms} terms",
                    heap = heap,
                    name = self.ruleset.name(),
                    terms = k
                )));
            }
            work.spend(lists.len() as u64 + 2, || self.what(heap))?;
            seen.clear();
            seen.extend(lists.iter().map(|g| term(g, k)));
            let value = match k {
                0 if lists.is_empty() => 1,
                0 => mex(&mut seen),
                _ => {
                    let before = gammas[k - 1];
                    seen.extend([before, before ^ 1]);
                    mex(&mut seen)
                }
            };
            gammas.push(value);
            if k >= 2 && k + 1 >= longest && gammas[k] == gammas[k - 2] {
                gammas.pop();
                break;
            }
        }
        while gammas.len() > 2 && gammas[gammas.len() - 1] == gammas[gammas.len() - 3] {
            gammas.pop();
        }
        Ok(gammas.into_boxed_slice())
    }
}

/// γₖ of a γ kept up to where it alternates (length t ≥ 2: γₖ = γₖ₋₂ for k ≥ t).
fn term(gammas: &[u32], k: usize) -> u32 {
    let t = gammas.len();
    match k < t {
        true => gammas[k],
        false => gammas[t - 2 + (k - (t - 2)) % 2],
    }
}

/// The least value not in `values` (sorted in place).
fn mex(values: &mut [u32]) -> u32 {
    values.sort_unstable();
    let mut m = 0;
    for &v in values.iter() {
        if v == m {
            m += 1;
        } else if v > m {
            break;
        }
    }
    m
}
