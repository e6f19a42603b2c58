//! A move in words, as the tutorials say it: "took 1 from heap 3" (从第 3
//! 堆取了 1 个), "knocked down pins 4–5 of row 2" (在第 2 行击倒了第 4 到第
//! 5 个), "split heap 1 into 2 and 4". The page says the computer's move
//! with it, and every move of the history; the subject (the computer, you)
//! is the page's.
//!
//! Read off the drawings of the moved component before and after (the
//! engine's [`grundy::Drawing`]), never off a ruleset's name, so every game
//! drawn as heaps, rows or piles is said alike; any other move is said as
//! the descriptions it joins ("moved chomp 3x4 to chomp 3x2"). O(size of
//! the drawings).

use grundy::{shorten, Drawing};
use num_bigint::BigUint;

use crate::args;
use crate::i18n::Lang;
use crate::reasons::say;

/// The move of component `component` (0-based) of a sum of `components`,
/// drawn as `before`, to what is drawn as `after`, from the description
/// `from` to `to`, in words of `lang` (a predicate: "took 1 from heap 3").
/// Heaps and rows are numbered as components; the piles of one component
/// (Wythoff's) by their place, with the component's number in a sum.
pub fn said(
    lang: Lang,
    (component, components): (usize, usize),
    before: &Drawing,
    after: &[Drawing],
    (from, to): (&str, &str),
) -> String {
    let number = (component + 1).to_string();
    let count = |n: &BigUint| shorten(&n.to_string(), 40);
    match (before, after) {
        // A heap made smaller (Nim, subtraction games, Fibonacci Nim), or
        // emptied (a heap of 0, or gone).
        (Drawing::Heap(n) | Drawing::Limited { count: n, .. }, [])
        | (
            Drawing::Heap(n) | Drawing::Limited { count: n, .. },
            [Drawing::Heap(_) | Drawing::Limited { .. }],
        ) if left(after).is_none_or(|m| m < n) => {
            let taken = n - left(after).cloned().unwrap_or_default();
            say(lang, "said-took", args!["heap" => number, "count" => count(&taken)])
        }
        // A heap split into heaps (Lasker's Nim, Grundy's game), perhaps
        // taking some too.
        (Drawing::Heap(n), parts)
            if parts.len() > 1 && parts.iter().all(|p| matches!(p, Drawing::Heap(_))) =>
        {
            let sizes: Vec<&BigUint> = parts.iter().filter_map(heap).collect();
            let total: BigUint = sizes.iter().copied().sum();
            let parts = join(lang, sizes.iter().map(|s| count(s)));
            match total < *n {
                true => say(
                    lang,
                    "said-took-split",
                    args!["heap" => number, "count" => count(&(n - total)), "parts" => parts],
                ),
                false => say(lang, "said-split", args!["heap" => number, "parts" => parts]),
            }
        }
        // A run of pins knocked down (Kayles, Dawson's Kayles): the rows
        // left on either side say which.
        (Drawing::Row(n), parts) if parts.iter().all(|p| matches!(p, Drawing::Row(_))) => {
            let sizes: Vec<&BigUint> = parts.iter().filter_map(heap).collect();
            let kept: BigUint = sizes.iter().copied().sum();
            if sizes.len() > 2 || kept >= *n {
                return moved(lang, from, to);
            }
            let first =
                sizes.first().filter(|_| sizes.len() == 2).map_or(BigUint::ZERO, |&a| a.clone())
                    + 1u32;
            let knocked = n - &kept;
            let last = &first + &knocked - 1u32;
            let args = args![
                "row" => number.clone(),
                // A word, not a number: Chinese has no plural of one.
                "pins" => if knocked == BigUint::from(1u32) { "one" } else { "several" },
                "first" => count(&first),
                "last" => count(&last)
            ];
            // With one row left, the pins taken were at one end: which
            // end the drawing cannot tell, so the count says it.
            match sizes.len() {
                2 => say(lang, "said-knocked", args),
                1 => say(
                    lang,
                    "said-knocked-end",
                    args!["row" => number, "count" => count(&knocked)],
                ),
                _ => say(
                    lang,
                    "said-knocked-all",
                    args!["row" => number, "count" => count(&knocked)],
                ),
            }
        }
        // Piles of one component (Wythoff's two piles, Moore's heaps):
        // some taken from one pile, or the same from both of two.
        (Drawing::Piles(piles), [Drawing::Piles(left)]) if piles.len() == left.len() => {
            let of = match components {
                1 => String::new(),
                _ => say(lang, "said-of-component", args!["component" => number.clone()]),
            };
            let changed: Vec<usize> = (0..piles.len()).filter(|&i| piles[i] != left[i]).collect();
            let taken = |i: usize| (left[i] < piles[i]).then(|| &piles[i] - &left[i]);
            match changed[..] {
                [i] if taken(i).is_some() => say(
                    lang,
                    "said-took-pile",
                    args![
                        "pile" => (i + 1).to_string(),
                        "count" => count(&taken(i).unwrap_or_default()),
                        "of" => of
                    ],
                ),
                [i, j] if piles.len() == 2 && taken(i).is_some() && taken(i) == taken(j) => say(
                    lang,
                    "said-took-both",
                    args!["count" => count(&taken(i).unwrap_or_default()), "of" => of],
                ),
                _ => moved(lang, from, to),
            }
        }
        _ => moved(lang, from, to),
    }
}

/// The heap left by a move that leaves at most one, if any.
fn left(after: &[Drawing]) -> Option<&BigUint> {
    after.first().and_then(heap)
}

/// The size of a heap, a row or a limited heap.
fn heap(drawing: &Drawing) -> Option<&BigUint> {
    match drawing {
        Drawing::Heap(n) | Drawing::Row(n) | Drawing::Limited { count: n, .. } => Some(n),
        _ => None,
    }
}

/// Items joined as a list in `lang` ("2 and 4", "2、4").
fn join(lang: Lang, items: impl Iterator<Item = String>) -> String {
    let items: Vec<String> = items.collect();
    match items.split_last() {
        Some((last, rest)) if !rest.is_empty() => say(
            lang,
            "said-list",
            args!["items" => rest.join(&say(lang, "said-list-comma", args![])), "last" => last.clone()],
        ),
        _ => items.concat(),
    }
}

/// Any other move: the descriptions it joins.
fn moved(lang: Lang, from: &str, to: &str) -> String {
    say(lang, "said-moved", args!["from" => shorten(from, 60), "to" => shorten(to, 60)])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn heap(n: u32) -> Drawing {
        Drawing::Heap(n.into())
    }

    fn row(n: u32) -> Drawing {
        Drawing::Row(n.into())
    }

    #[test]
    fn moves_in_words() {
        let en = |component, before: Drawing, after: &[Drawing]| {
            said(Lang::En, (component, 3), &before, after, ("a", "b"))
        };
        assert_eq!(en(2, heap(39), &[heap(27)]), "took 12 from heap 3");
        assert_eq!(en(0, heap(5), &[]), "took 5 from heap 1");
        assert_eq!(en(0, heap(7), &[heap(3), heap(4)]), "split heap 1 into 3 and 4");
        assert_eq!(
            en(0, heap(7), &[heap(1), heap(2), heap(3)]),
            "took 1 from heap 1 and split the rest into 1, 2 and 3"
        );
        assert_eq!(en(1, row(7), &[row(3), row(2)]), "knocked down pins 4–5 of row 2");
        assert_eq!(en(1, row(7), &[row(3), row(3)]), "knocked down pin 4 of row 2");
        assert_eq!(en(0, row(7), &[row(5)]), "knocked down 2 pins at one end of row 1");
        assert_eq!(en(0, row(3), &[]), "knocked down all 3 pins of row 1");
        let piles = |a: u32, b: u32| Drawing::Piles(vec![a.into(), b.into()]);
        assert_eq!(en(0, piles(3, 5), &[piles(1, 5)]), "took 2 from pile 1 of component 1");
        assert_eq!(en(1, piles(3, 5), &[piles(1, 3)]), "took 2 from both piles of component 2");
        assert_eq!(en(0, piles(3, 5), &[piles(1, 4)]), "moved a to b");
        assert_eq!(
            en(0, Drawing::Board(vec![3, 3]), &[Drawing::Board(vec![3, 1])]),
            "moved a to b"
        );
        // A heap that grows (wind-up's dial, add-and-take) is no take.
        assert_eq!(en(0, heap(3), &[heap(5)]), "moved a to b");
        let zh = |component, before: Drawing, after: &[Drawing]| {
            said(Lang::ZhCn, (component, 1), &before, after, ("a", "b"))
        };
        assert_eq!(zh(2, heap(39), &[heap(27)]), "从第 3 堆取了 12 个");
        assert_eq!(zh(1, row(7), &[row(3), row(2)]), "在第 2 行击倒了第 4 到第 5 个");
        assert_eq!(zh(0, heap(7), &[heap(3), heap(4)]), "把第 1 堆分成了 3 和 4");
        assert_eq!(zh(0, piles(3, 5), &[piles(1, 3)]), "从两堆各取了 2 个");
        assert_eq!(zh(0, piles(3, 5), &[piles(3, 4)]), "从第 2 堆取了 1 个");
        assert_eq!(zh(0, piles(3, 5), &[piles(3, 4)]), "从第 2 堆取了 1 个");
    }
}
