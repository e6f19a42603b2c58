//! The general path, for tables of any width: the plain method, and the
//! rare-value method for values of two and four bytes (and of one byte
//! when the bit-set path is not asked for), with option values as flag
//! bytes or stamps ([`Seen`]); from 2¹⁵ heaps on, when many rare heaps are
//! far, the splits of a block into two heaps below it are XORed on every
//! core first ([`Far`]), then the block is finished in order.

use rayon::prelude::*;

use super::plain::{plain, singles};
use super::rules::{Method, Rules, Split, SplitRun};
use super::seen::{Seen, BITSET_BITS, MAX_VALUE};
use super::store::{Cell, Values};

/// Heaps per block once blocks are computed on several cores.
const BLOCK: usize = 4096;
/// Heaps from which blocks are computed on several cores.
const PARALLEL_FROM: usize = 1 << 15;
/// Rare heaps past the first block that make sharing blocks out worth it.
const FAR_RARE: usize = 256;

/// Extends `g` (with room reserved for `len` values) to `len` values, or
/// stops at the first value past `T::MAX` and returns it.
#[inline]
pub(super) fn extend_cells<T: Cell, V: Values<T>>(
    rules: &Rules,
    split: &mut Split,
    g: &mut V,
    len: usize,
    method: Method,
) -> Option<u32> {
    let fast = rules.rare_value(method);
    let parallel = fast && rayon::current_num_threads() > 1;
    if fast {
        split.track(g);
    }
    let mut seen = Seen::default();
    let mut missing = Vec::new();
    while g.len() < len {
        let start = g.len();
        if fast && start >= split.next_choice {
            split.choose(g);
        }
        let end = if fast { len.min(start + BLOCK).min(split.next_choice) } else { len };
        // Blocks are shared out only when many rare heaps lie below the
        // block's reach, so that most splits with a rare part are far.
        let far_rare = split.rare.len() - split.rare.partition_point(|&a| a <= BLOCK);
        let far = (parallel
            && start >= PARALLEL_FROM
            && split.bits <= BITSET_BITS
            && far_rare >= FAR_RARE)
            .then(|| Far::compute(rules, split, g, start, end));
        let known = far.as_ref().map_or((0, 0), |far| (far.start, far.old));
        for n in start..end {
            seen.clear(split.bits);
            let value = if fast {
                if let Some(far) = &far {
                    seen.or_flags(far.of(n));
                }
                split.steps += 1 + (rules.pairs.len() * split.rare.len()) as u64;
                let value = rare_value(rules, split, g, n, known, &mut seen, &mut missing);
                if split.outside {
                    return None;
                }
                value
            } else {
                split.steps += rules.option_count(n);
                plain(rules, g, n, &mut seen)
            };
            if value > T::MAX || value > MAX_VALUE {
                return Some(value);
            }
            g.push(T::new(value));
            split.record(n, value);
        }
    }
    None
}

/// XORs the splits (a, m − a) for the rare heaps a given, up to the first
/// a that `stop` refuses (`rare` is increasing).
#[inline]
fn rare_splits<T: Cell, V: Values<T> + ?Sized>(
    g: &V,
    rare: &[usize],
    m: usize,
    unequal: bool,
    seen: &mut Seen,
    stop: impl Fn(usize) -> bool,
) {
    for &a in rare {
        if stop(a) {
            break;
        }
        let b = m - a;
        if !(unequal && a == b) {
            seen.set(g[a].get() ^ g[b].get());
        }
    }
}

/// G(n) by the rare-value method. Splits (a, m − a) with a rare a below
/// `known` and m − a below `known` are already in `seen` (see [`Far`]);
/// `known` is 0 when nothing is. The splits a scan goes through are
/// counted in `split.steps`. Sets `split.outside` when the scan needs a
/// split whose values `g` does not hold (the value returned is then
/// meaningless).
fn rare_value<T: Cell, V: Values<T> + ?Sized>(
    rules: &Rules,
    split: &mut Split,
    g: &V,
    n: usize,
    (known, old): (usize, usize),
    seen: &mut Seen,
    missing: &mut Vec<u32>,
) -> u32 {
    singles(rules, g, n, seen);
    let rare = &split.rare;
    for &k in &rules.pairs {
        let Some(m) = n.checked_sub(k) else { break };
        if m < 2 {
            continue;
        }
        if !rules.unequal && m % 2 == 0 {
            seen.set(0);
        }
        // Rare heaps below `known` (the first `old`) with m − a ≥ known,
        // then the newer ones below m.
        rare_splits(g, &rare[..old], m, rules.unequal, seen, |a| a + known.max(1) > m);
        rare_splits(g, &rare[old..], m, rules.unequal, seen, |a| a >= m);
    }
    if split.mask == 0 {
        // Every heap is rare: every split has been seen.
        return seen.mex();
    }
    // Every common option value has been seen: the least common value
    // missing is G(n), unless a rare value below it is missing from every split.
    let candidate = seen.least_missing(|v| split.is_common(v));
    missing.clear();
    missing.extend((0..candidate).filter(|&v| !split.is_common(v) && !seen.has(v)));
    if missing.is_empty() {
        return candidate;
    }
    witness(rules, g, n, seen, missing, split).unwrap_or(candidate)
}

/// Scans the splits of heap n for the values `missing` (increasing);
/// returns the least value no split has, or `None` when every one is found
/// (or when the scan needs a split whose values `g` does not hold: then
/// `split.outside` is set).
fn witness<T: Cell, V: Values<T> + ?Sized>(
    rules: &Rules,
    g: &V,
    n: usize,
    seen: &mut Seen,
    missing: &mut Vec<u32>,
    split: &mut Split,
) -> Option<u32> {
    for SplitRun { left, right, .. } in rules.split_runs(n, 8) {
        if !(g.holds(left.clone()) && g.holds(right.clone())) {
            split.outside = true;
            return None;
        }
        split.steps += left.len() as u64;
        for (x, y) in g[left].iter().zip(g[right].iter().rev()) {
            seen.set(x.get() ^ y.get());
        }
        missing.retain(|&w| !seen.has(w));
        if missing.is_empty() {
            return None;
        }
    }
    missing.first().copied()
}

/// For each heap n of a block [start, end): the values of the splits
/// (a, m − a), m = n − k, with a rare and both parts below `start`,
/// computed on every core.
struct Far {
    start: usize,
    /// The rare heaps below `start`: the first `old` of the list.
    old: usize,
    words: usize,
    sets: Vec<u8>,
}

impl Far {
    fn compute<T: Cell, V: Values<T> + ?Sized>(
        rules: &Rules,
        split: &Split,
        g: &V,
        start: usize,
        end: usize,
    ) -> Far {
        let words = Seen::bytes_for(split.bits);
        let mut sets = vec![0u8; (end - start) * words];
        let rare = &split.rare[..split.rare.partition_point(|&a| a < start)];
        sets.par_chunks_mut(words * 256).enumerate().for_each(|(chunk, sets)| {
            let mut seen = Seen::default();
            for (i, set) in sets.chunks_mut(words).enumerate() {
                let n = start + chunk * 256 + i;
                seen.clear(split.bits);
                for &k in &rules.pairs {
                    let Some(m) = n.checked_sub(k) else { break };
                    // a < m and m − a < start, that is a > m − start.
                    let from = rare.partition_point(|&a| a + start <= m);
                    rare_splits(g, &rare[from..], m, rules.unequal, &mut seen, |a| a >= m);
                }
                set.copy_from_slice(&seen.flags[..words]);
            }
        });
        Far { start, old: rare.len(), words, sets }
    }

    fn of(&self, n: usize) -> &[u8] {
        let i = n - self.start;
        &self.sets[i * self.words..(i + 1) * self.words]
    }
}
