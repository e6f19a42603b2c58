//! Sorting, stable, by one shared routine in the browser's module.
//!
//! The standard library's sorts are generic: every (element type,
//! comparison) pair the engine sorts by compiles to its own copy of
//! quicksort, merges and sorting networks, about 5 KB each in WebAssembly,
//! 90 KB in all. In the browser's module (`wasm32`) these functions sort a
//! list of indices instead, with one comparison behind a `dyn` call, so
//! the sorting code is compiled once, and then move the elements into
//! place along the permutation's cycles (O(n log n) comparisons, O(n)
//! moves, n indices of extra memory). Natively they are the standard
//! library's sorts, whose speed the benchmarks measure.
//!
//! Every function here is stable (elements that compare equal keep their
//! order) on both paths, so the command line, the server and the browser
//! list moves in the same order. [`sort`] calls the standard library's
//! unstable sort natively: for the `Ord` types it is used on, elements
//! that compare equal are equal.

use std::cmp::Ordering;

/// Sorts `items` in ascending order; for types whose equal elements are
/// alike (integers, strings, tuples and lists of them).
pub fn sort<T: Ord>(items: &mut [T]) {
    #[cfg(target_arch = "wasm32")]
    by_indices(items, &mut T::cmp);
    #[cfg(not(target_arch = "wasm32"))]
    items.sort_unstable();
}

/// Sorts `items` by `compare`, stably.
pub fn sort_by<T>(items: &mut [T], compare: impl FnMut(&T, &T) -> Ordering) {
    #[cfg(target_arch = "wasm32")]
    by_indices(items, &mut { compare });
    #[cfg(not(target_arch = "wasm32"))]
    items.sort_by(compare);
}

/// Sorts `items` by the keys `key` gives them, stably.
pub fn sort_by_key<T, K: Ord>(items: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_by(items, |a, b| key(a).cmp(&key(b)));
}

/// Sorts `items` stably by `compare` through a sorted list of indices: the
/// only generic code is the comparison's and the moves'.
#[cfg_attr(not(any(test, target_arch = "wasm32")), allow(dead_code))]
fn by_indices<T>(items: &mut [T], compare: &mut dyn FnMut(&T, &T) -> Ordering) {
    let mut order = {
        let items = &*items;
        sorted_order(items.len(), &mut |a, b| compare(&items[a], &items[b]))
    };
    // Position k receives the element at order[k]: follow each cycle,
    // carrying its first element along, and mark positions done.
    for start in 0..items.len() {
        let mut at = start;
        while order[at] != at {
            let from = order[at];
            order[at] = at;
            if from == start {
                break;
            }
            items.swap(at, from);
            at = from;
        }
    }
}

/// The indices `0..len` in the order `compare` puts them in, equal ones by
/// index (so the order is stable). Not generic: compiled once.
#[cfg_attr(not(any(test, target_arch = "wasm32")), allow(dead_code))]
fn sorted_order(len: usize, compare: &mut dyn FnMut(usize, usize) -> Ordering) -> Vec<usize> {
    let mut order: Vec<usize> = (0..len).collect();
    order.sort_unstable_by(|&a, &b| compare(a, b).then(a.cmp(&b)));
    order
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    proptest! {
        /// The shared routine sorts as the standard library's stable sort
        /// does, ties included (pairs compared by their first half only).
        #[test]
        fn sorting_by_indices_is_the_stable_sort(
            mut items in proptest::collection::vec((0u8..6, any::<u16>()), 0..200),
        ) {
            let mut expected = items.clone();
            expected.sort_by_key(|pair| pair.0);
            by_indices(&mut items, &mut |a, b| a.0.cmp(&b.0));
            prop_assert_eq!(items, expected);
        }

        #[test]
        fn the_front_doors_sort_alike(mut items in proptest::collection::vec(any::<i32>(), 0..100)) {
            let mut expected = items.clone();
            expected.sort_unstable();
            let mut by_key = items.clone();
            sort_by_key(&mut by_key, |&x| x);
            sort(&mut items);
            prop_assert_eq!(&items, &expected);
            prop_assert_eq!(&by_key, &expected);
        }
    }
}
