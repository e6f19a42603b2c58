//! k-fold dynamic subtraction: take up to K times what the opponent just took.

use std::sync::Arc;

use num_bigint::BigUint;
use num_traits::Zero;

use crate::core::error::Result;
use crate::core::reason::Reason;
use crate::language::syntax::{heap_size, missing_heaps, Written};
use crate::msg;
use crate::parts::numbers::{NumbersPart, NumbersRules};
use crate::parts::part::{Drawing, Part};
use crate::rules::ruleset::Options;

/// k-fold dynamic subtraction (k 倍动态减法) on one heap: the first move
/// takes 1 to N − 1 counters, every later move 1 to K times the previous
/// take; whoever takes the last counter wins. K = 2 is Fibonacci Nim
/// ([`crate::rulesets::FibNim`]), K = 1 takes at most what was just taken.
/// A component is the pair (n, q): n counters left, at most q may be taken
/// now.
///
/// Schwenk's theorem (A. J. Schwenk, *Take-away games*, Fibonacci Quarterly
/// 8 (1970), 225–234; the "k 倍动态减法" of Chinese training material): let
/// a_1 = 1 and a_{i+1} = a_i + a_m
/// with a_m the smallest term such that K·a_m ≥ a_i (for K = 2 the
/// Fibonacci numbers 1, 2, 3, 5, 8, …; for K = 1 the powers of 2). Every
/// n is in exactly one way a sum of terms each more than K times the next
/// smaller one, found greedily from the largest term ≤ n; the player to
/// move wins exactly when the smallest term is at most q, and the winning
/// takes are the sums s ≤ q of the smallest terms whose next term is more
/// than K·s (or s = n) — the proof of [`crate::rulesets::FibNim`]'s moves
/// with 2 replaced by K: a take x leaving n − x with smallest term more
/// than K·x joins the representations of x and n − x into the one of n.
///
/// The terms up to the largest heap are made once, when the game is read,
/// counted against `MAX_SEQUENCE_WORDS` (2²² words): there are about 0.7·K·bits of
/// them (1.44·bits for K = 2), so the sequence holds O(K·bits²/64) words and
/// each representation costs as much. Values (needed only in sums) come
/// from a search.
#[derive(Debug, Clone)]
pub struct Dynamic {
    fold: u64,
    /// a_1, a_2, …, up to the first term past the largest heap read.
    terms: Arc<Vec<BigUint>>,
}

/// The most the sequence may hold: its terms plus their 64-bit words
/// (about 32 MB). K = 2 reaches heaps of about 9,000 bits, K = 100 about
/// 1,000 bits, K = 10⁶ heaps of about 10⁶.
pub const MAX_SEQUENCE_WORDS: u64 = 1 << 22;

/// The largest K: the sequence begins 1, 2, …, K + 1, so a larger K would
/// only spend the budget on counting.
pub const MAX_FOLD: u64 = 1_000_000;

impl Dynamic {
    /// The k-fold game for heaps up to `largest`, or `None` when its
    /// sequence would hold more than `MAX_SEQUENCE_WORDS` (2²² words) (or K is 0).
    pub fn up_to(fold: u64, largest: &BigUint) -> Option<Dynamic> {
        if fold == 0 {
            return None;
        }
        let mut terms = vec![BigUint::from(1u8)];
        let (mut smallest, mut words) = (0, 2u64);
        while terms[terms.len() - 1] <= *largest {
            let last = &terms[terms.len() - 1];
            while &terms[smallest] * fold < *last {
                smallest += 1;
            }
            let next = last + &terms[smallest];
            words += 1 + next.iter_u64_digits().len() as u64;
            if words > MAX_SEQUENCE_WORDS {
                return None;
            }
            terms.push(next);
        }
        Some(Dynamic { fold, terms: Arc::new(terms) })
    }

    /// The indices into `terms` of the representation of `n`, smallest
    /// first. O(terms · words).
    fn representation(&self, n: &BigUint) -> Vec<usize> {
        let mut rest = n.clone();
        let mut found = Vec::new();
        for (i, term) in self.terms.iter().enumerate().rev() {
            if rest.is_zero() {
                break;
            }
            if *term <= rest {
                rest -= term;
                found.push(i);
            }
        }
        debug_assert!(rest.is_zero(), "the sequence reaches past every heap of the game");
        found.reverse();
        found
    }

    /// The winning takes from `position`, smallest first.
    fn winning_takes(&self, position: &[BigUint]) -> Vec<BigUint> {
        let q = limit(position);
        let found = self.representation(&position[0]);
        let mut takes = Vec::new();
        let mut sum = BigUint::zero();
        for (t, &i) in found.iter().enumerate() {
            sum += &self.terms[i];
            if sum > *q {
                break;
            }
            if found.get(t + 1).is_none_or(|&next| self.terms[next] > &sum * self.fold) {
                takes.push(sum.clone());
            }
        }
        takes
    }

    /// The first terms of the sequence, for an explanation.
    fn first_terms(&self) -> Vec<BigUint> {
        self.terms.iter().take(8).cloned().collect()
    }
}

/// The limit that matters: more than n is the same as n.
fn limit(position: &[BigUint]) -> &BigUint {
    (&position[1]).min(&position[0])
}

/// `dynamic(K) N1 N2 …` or `dynamic(K,Q) N1 N2 …`: one component per heap.
pub(crate) fn build(w: &Written) -> Result<Arc<dyn Part>> {
    let parameters = || {
        w.error(msg!(
            "dynamic-parameters",
            "dynamic takes K, the most a move may take as a multiple of the previous take, and optionally Q, the most the next move may take: write `dynamic(3) 10` or `dynamic(3,4) 10`"
        ))
    };
    let (fold, first) = match w.params.as_deref() {
        Some([k]) => (k, None),
        Some([k, q]) => (k, Some(q.big(msg!("fibnim-what-move-limit", "move limit"))?)),
        _ => return Err(parameters()),
    };
    let what = msg!("dynamic-what-fold", "multiple K from 1 to {max}", max = MAX_FOLD);
    let k = fold.number(what.clone())?;
    if !(1..=MAX_FOLD).contains(&k) {
        return Err(fold.error(msg!(
            "dynamic-fold-range",
            "expected a {what}, found {found}",
            what = what,
            found = fold.quoted()
        )));
    }
    let mut positions = Vec::new();
    for token in w.operands() {
        let n = token.big(heap_size())?;
        // A limit past n is the same game as n: keep it small enough to search.
        let q = match &first {
            Some(q) => q.min(&n).clone(),
            None if n.is_zero() => BigUint::zero(),
            None => &n - 1u8,
        };
        positions.push(vec![n, q]);
    }
    let Some(largest) = positions.iter().map(|p| &p[0]).max() else {
        return Err(w.missing(missing_heaps("dynamic", "dynamic(3) 10")));
    };
    let Some(rules) = Dynamic::up_to(k, largest) else {
        let at = w.operands().find(|t| t.big(heap_size()).is_ok_and(|n| &n == largest));
        let message = msg!(
            "dynamic-heap-too-large",
            "heap of {bits} bits is larger than dynamic({k}) takes: its {k}-fold sequence up to it would hold more than {max} words (about 0.7·K·bits terms of up to bits/64 words each)",
            bits = largest.bits(),
            k = k,
            max = MAX_SEQUENCE_WORDS
        );
        return Err(match at {
            Some(token) => token.error(message),
            None => w.error(message),
        });
    };
    Ok(Arc::new(NumbersPart::new(rules, positions)))
}

impl NumbersRules for Dynamic {
    fn name(&self) -> String {
        "dynamic".to_string()
    }

    /// `dynamic(K) N` for a first move (N, N − 1), `dynamic(K,Q) N` otherwise.
    fn describe(&self, position: &[BigUint]) -> String {
        let (n, q, k) = (&position[0], &position[1], self.fold);
        if n.is_zero() || q + 1u8 == *n {
            format!("dynamic({k}) {n}")
        } else {
            format!("dynamic({k},{q}) {n}")
        }
    }

    fn is_p(&self, position: &[BigUint]) -> bool {
        match self.representation(&position[0]).first() {
            None => true,
            Some(&i) => self.terms[i] > *limit(position),
        }
    }

    fn p_options(&self, position: &[BigUint]) -> Vec<Vec<BigUint>> {
        let n = &position[0];
        let after = |x: &BigUint| {
            let rest = n - x;
            let most = (x * self.fold).min(rest.clone());
            vec![rest, most]
        };
        self.winning_takes(position).iter().map(after).collect()
    }

    /// The representation, in words: terms × their words.
    fn p_options_cost(&self, position: &[BigUint]) -> u128 {
        let words = position[0].bits() as u128 / 64 + 1;
        (self.terms.len() as u128).saturating_mul(words)
    }

    fn options(&self, position: &[u64], out: &mut Options<Vec<u64>>) {
        let (n, q) = (position[0], position[1]);
        for x in 1..=q.min(n) {
            out.push(vec![n - x, x.saturating_mul(self.fold).min(n - x)]);
        }
    }

    fn search_size(&self, position: &[u64]) -> u128 {
        (position[0] as u128 + 1).saturating_pow(3)
    }

    /// The counters left and the most that may be taken now.
    fn drawing(&self, position: &[BigUint]) -> Drawing {
        Drawing::Limited { count: position[0].clone(), limit: limit(position).clone() }
    }

    fn explain(&self, position: &[BigUint]) -> Vec<Reason> {
        let (n, q, fold) = (&position[0], limit(position), self.fold);
        let found = self.representation(n);
        let Some(&smallest) = found.first() else {
            return vec![Reason::NoCountersLeft];
        };
        let sequence = self.first_terms();
        let term = self.terms[smallest].clone();
        let written = if found.len() <= 8 && n.bits() <= 128 {
            let terms = found.iter().rev().map(|&i| self.terms[i].clone()).collect();
            Reason::DynamicTerms { fold, n: n.clone(), terms, sequence }
        } else {
            let count = found.len();
            Reason::DynamicTermsLong { fold, n: n.clone(), count, smallest: term.clone(), sequence }
        };
        let most = q.clone();
        let verdict = if term > *q {
            let first = found.len() == 1 && &position[1] + 1u8 == *n;
            Reason::DynamicTooLarge { fold, term, most, first }
        } else {
            Reason::DynamicTaken { fold, term, most }
        };
        vec![written, verdict]
    }
}
