//! The plain method: G(n) from every option of heap n, for values of any
//! width; the options that leave at most one heap, which the rare-value
//! method checks too.

use super::rules::Rules;
use super::seen::Seen;
use super::store::{Cell, Values};

/// The options of heap n that leave at most one heap.
#[inline]
pub(super) fn singles<T: Cell, V: Values<T> + ?Sized>(
    rules: &Rules,
    g: &V,
    n: usize,
    seen: &mut Seen,
) {
    for &k in &rules.whole {
        if n == k {
            seen.set(0);
        }
    }
    for &k in &rules.single {
        if n > k {
            seen.set(g[n - k].get());
        }
    }
}

/// G(n) from every option.
pub(super) fn plain<T: Cell, V: Values<T> + ?Sized>(
    rules: &Rules,
    g: &V,
    n: usize,
    seen: &mut Seen,
) -> u32 {
    singles(rules, g, n, seen);
    for &k in &rules.pairs {
        let Some(m) = n.checked_sub(k) else { break };
        for a in 1..=m / 2 {
            if !(rules.unequal && 2 * a == m) {
                seen.set(g[a].get() ^ g[m - a].get());
            }
        }
    }
    for &k in &rules.triples {
        let Some(m) = n.checked_sub(k) else { break };
        for a in 1..=m / 3 {
            let ga = g[a].get();
            for b in a..=(m - a) / 2 {
                seen.set(ga ^ g[b].get() ^ g[m - a - b].get());
            }
        }
    }
    seen.mex()
}
