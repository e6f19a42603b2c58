//! Periods of take-and-break sequences of any length: found from the
//! positions of one value, checked on the whole sequence, and proved by
//! the octal periodicity theorem.

use super::rules::Method;
use super::sequence::Sequence;
use super::store::{Nines, Store};
use super::streamed::{candidate_periods, find_period_streamed, Reader};
use crate::core::error::Result;
use crate::core::limits::Work;
use crate::theory::period::{shows_period, Evidence, PeriodProgress, Periodicity};

/// Below this many values, periods are found by trying every one.
const SMALL: usize = 512;

/// The least period p and least preperiod e of the end of `values`: G(n+p)
/// = G(n) for all e ≤ n < len − p, with at least two whole periods in the
/// last quarter of the values, or failing that in the second half; `None`
/// if neither holds a period twice. (The quarter shows a long preperiod
/// sooner, the half a long period.)
///
/// **Method.** Let W be the last quarter (or the second half) of the values. If it lies in the
/// periodic part and holds two periods, every value occurring in W occurs
/// once per period, so the positions x₁ < … < x_m of the value v that
/// occurs least often (at least twice) in W repeat with period p: with c
/// occurrences per period, p = x_m − x_{m−c}, and the gaps x_{i+1} − x_i
/// repeat every c. One Z-function over the reversed gaps (Gusfield,
/// *Algorithms on Strings, Trees and Sequences*, 1997, §1.3) gives every c
/// for which they do; each such p, in increasing order, is checked on all
/// of W, and the first that holds is the least period of W — and of the
/// sequence, as W holds two periods (Fine and Wilf). The preperiod is
/// found by scanning down from W. Time O(len) plus O(len) per candidate
/// checked (at most 16), with no O(len·p) search; memory O(m).
///
/// ```
/// use grundy::rulesets::octal::{find_period, Store};
/// let values: Vec<u8> = (0..100).map(|n| if n < 7 { 9 } else { [1, 2, 3, 1, 5][n % 5] }).collect();
/// assert_eq!(find_period(&Store::U8(values)), Some((7, 5)));
/// ```
pub fn find_period(values: &Store) -> Option<(u64, u64)> {
    let found = match values {
        Store::U8(v) => find(v),
        // A chunk of two-byte values at a time.
        Store::U9(v) => {
            let found = find_period_streamed(&mut NinesReader(v), PERIOD_CHUNK);
            return found.expect("values in memory are read without error");
        }
        Store::U16(v) => find(v),
        Store::U32(v) => find(v),
    };
    found.map(|(e, p)| (e as u64, p as u64))
}

/// An arithmetic period of the end of `values`: the least p, with its
/// least preperiod e and saltus s > 0, such that G(n+p) = G(n) + s for all
/// e ≤ n < len − p; `None` if there is none, or if the values of the second
/// half reach no higher than those of the first (they grow without bound
/// in an arithmetic-periodic sequence).
///
/// **Method.** G is arithmetic-periodic with period p exactly when its
/// differences Δ(n) = G(n+1) − G(n) are periodic with period p; the saltus
/// is the sum of Δ over one period. So [`find_period`]'s method finds the
/// period of Δ (with two periods in its last quarter or second half),
/// stored in the narrowest width, and the preperiod is found by scanning
/// down on G. Time O(len); memory one difference per heap, taken only
/// while the values grow.
///
/// ```
/// use grundy::rulesets::octal::{find_arithmetic_period, Store};
/// // Period 3, adding 2 each period, from heap 4.
/// let values: Vec<u8> =
///     (0..90u8).map(|n| if n < 4 { 7 } else { 2 * (n / 3) + [0, 1, 0][n as usize % 3] }).collect();
/// assert_eq!(find_arithmetic_period(&Store::U8(values)), Some((4, 3, 2)));
/// ```
pub fn find_arithmetic_period(values: &Store) -> Option<(u64, u64, u64)> {
    let len = values.len();
    let half = len / 2;
    let max = |range: std::ops::Range<usize>| range.map(|n| values.get(n)).max();
    if len < 8 || max(half..len) <= max(0..half) {
        return None;
    }
    // Δ(n), zigzag-coded (0, −1, 1, −2, … as 0, 1, 2, 3, …) to be unsigned.
    let zigzag = |n: usize| {
        let d = values.get(n + 1) as i64 - values.get(n) as i64;
        ((d << 1) ^ (d >> 63)) as u64
    };
    let (_, p) = find_period(&Store::narrowest(len - 1, zigzag)?)?;
    let p = crate::core::convert::index(p); // A period of `len` values.
    let saltus = values.get(len - 1).checked_sub(values.get(len - 1 - p)).filter(|&s| s > 0)?;
    let mut e = len - 1 - p;
    while e > 0 && values.get(e - 1 + p) == values.get(e - 1) + saltus {
        e -= 1;
    }
    Some((e as u64, p as u64, saltus))
}

fn find<T: Copy + Eq + Into<u64>>(g: &[T]) -> Option<(usize, usize)> {
    let len = g.len();
    find_in(g, len - len / 4).or_else(|| find_in(g, len / 2))
}

/// [`find`] with the window W = [start, len).
fn find_in<T: Copy + Eq + Into<u64>>(g: &[T], start: usize) -> Option<(usize, usize)> {
    let len = g.len();
    let window = len - start;
    let preperiod = |p: usize| {
        let mut e = start;
        while e > 0 && g[e - 1] == g[e - 1 + p] {
            e -= 1;
        }
        e
    };
    let holds = |p: usize| 2 * p <= window && g[start..len - p] == g[start + p..];
    if len < SMALL {
        return (1..=window / 2).find(|&p| holds(p)).map(|p| (preperiod(p), p));
    }
    let marker = rarest(&g[start..])?;
    let positions: Vec<u64> =
        (start..len).filter(|&n| g[n].into() == marker).map(|n| n as u64).collect();
    let candidates = candidate_periods(&positions, window as u64)?;
    let p = candidates.into_iter().map(crate::core::convert::index).find(|&p| holds(p))?;
    Some((preperiod(p), p))
}

/// The value occurring least often, but at least twice, in `window`.
fn rarest<T: Copy + Into<u64>>(window: &[T]) -> Option<u64> {
    let max = crate::core::convert::index(window.iter().map(|&v| v.into()).max()?);
    let mut counts = vec![0u64; max.checked_add(1)?];
    for &v in window {
        counts[crate::core::convert::index(v.into())] += 1;
    }
    (0..=max).filter(|&v| counts[v] >= 2).min_by_key(|&v| counts[v]).map(|v| v as u64)
}

/// Values below 2⁹ in memory, read as a [`Reader`].
struct NinesReader<'a>(&'a Nines);

impl Reader for NinesReader<'_> {
    fn count(&self) -> u64 {
        self.0.len() as u64
    }

    fn read(&mut self, from: u64, out: &mut [u32]) -> Result<()> {
        let from = crate::core::convert::index(from);
        out.iter_mut().enumerate().for_each(|(i, slot)| *slot = self.0.get(from + i));
        Ok(())
    }
}

/// Values read at a time by the period search of a sequence longer than
/// memory, or of values below 2⁹ in memory.
const PERIOD_CHUNK: usize = 1 << 16;

/// [`find_period`] of the values of `sequence`; for a sequence longer than
/// memory, [`find_period_streamed`] of its [`Spill`](super::Spill).
pub fn find_sequence_period(sequence: &mut Sequence) -> Result<Option<(u64, u64)>> {
    if let Some(store) = sequence.in_memory() {
        return Ok(find_period(store));
    }
    match sequence.spill() {
        // (No sequence spills on WebAssembly: see `Sequence::spilling`.)
        Some(spill) if !cfg!(target_family = "wasm") => find_period_streamed(spill, PERIOD_CHUNK),
        _ => unreachable!("a sequence is in memory or spills"),
    }
}

/// A period the latest values show, for [`Sequence::predict_period`]
/// (never a proof, nor what [`find_period`] says they show): the least
/// period of their last sixteenth or eighth, when it holds two periods.
/// For values of a byte in memory only, whose predictions are verified;
/// 0.354, whose period 1,180 begins at heap 10,061,916, shows it so from
/// about 1.07·10⁷ values on, where [`find_period`] needs 1.34·10⁷. O(len/8).
fn guess_period(sequence: &Sequence) -> Option<u64> {
    let Some(Store::U8(g)) = sequence.in_memory() else { return None };
    let len = g.len();
    let found = find_in(g, len - len / 16).or_else(|| find_in(g, len - len / 8));
    found.map(|(_, p)| p as u64)
}

/// How far and how [`prove_period`] computes.
pub struct PeriodRun<'a> {
    /// The most values to compute.
    pub limit: u64,
    /// The most bytes the values may take (one, two or four a value, as
    /// they grow).
    pub max_bytes: u64,
    /// The work the values may take (see [`Work`]).
    pub work: &'a mut Work,
    /// The method computing the values.
    pub method: Method,
    /// Called between stretches (a few a second at most when values are
    /// fast), with the sequence so far: for progress bars, checkpoints and
    /// stopping early (an error returned here ends the run with it).
    pub on_progress: &'a mut dyn FnMut(&Sequence, PeriodProgress) -> Result<()>,
}

/// Why [`prove_period`] stopped without a proof.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PeriodStop {
    /// [`PeriodRun::limit`] values were computed.
    Limit,
    /// More values would not fit in [`PeriodRun::max_bytes`].
    Memory,
    /// [`PeriodRun::work`] ran out.
    Work,
}

/// What [`prove_period`] found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PeriodFound {
    /// The proved periodicity, or when `stopped` an observed one (never
    /// extrapolated), or `None`.
    pub periodicity: Option<Periodicity>,
    /// Why the run ended without a proof; `None` when the period is proved.
    pub stopped: Option<PeriodStop>,
}

/// Extends `sequence` until its period is proved by the octal periodicity
/// theorem ([`PeriodTheorem::TakeBreak`](crate::theory::period::PeriodTheorem::TakeBreak)),
/// or a budget of the run is spent: its limit of values, of bytes, or of
/// work (always, for Grundy's game, which has no such theorem).
///
/// The period is looked for ([`find_period`]) each time the values grow by
/// a quarter; once one shows, the values are computed exactly up to what
/// the theorem needs, G(0..values_needed(e, p)), and the proof is checked
/// there. So without a limit of values the run goes on exactly while a
/// proof may still come within the budgets of memory and work.
///
/// Time: the sequence's cost up to the values the proof needs (or a
/// budget), plus O(len) per look. Memory: the values (or for a sequence
/// longer than memory, what it holds, and the period search's chunks).
pub fn prove_period(sequence: &mut Sequence, run: PeriodRun<'_>) -> Result<PeriodFound> {
    let theorem = crate::rules::heap::HeapRuleset::period_theorem(sequence.game());
    let limit = run.limit.max(1);
    let mut candidate = None;
    let mut next_look = sequence.len().max(64);
    let mut next_guess = 0;
    loop {
        let len = sequence.len();
        // The values the memory holds, in the width they have now (all of
        // them for a sequence longer than memory, which holds only some).
        let fits = match sequence.in_memory() {
            Some(store) => run.max_bytes / store.width() as u64,
            None => u64::MAX,
        };
        let stopped = match () {
            _ if len >= limit => Some(PeriodStop::Limit),
            _ if len >= fits => Some(PeriodStop::Memory),
            _ if run.work.left() == 0 => Some(PeriodStop::Work),
            _ => None,
        };
        if len >= next_look || stopped.is_some() {
            candidate = find_sequence_period(sequence)?;
            if let Some((_, p)) = candidate {
                sequence.predict_period(Some(p));
            }
            if let (Some((e, p)), Some(theorem)) = (candidate, theorem) {
                let needed = theorem.values_needed(e, p);
                if needed <= len {
                    let evidence = Evidence::Theorem { theorem, values_used: needed };
                    let periodicity = Periodicity { preperiod: e, period: p, saltus: 0, evidence };
                    return Ok(PeriodFound { periodicity: Some(periodicity), stopped: None });
                }
                next_look = needed;
            } else {
                next_look = len + len / 4;
            }
            if stopped.is_some() {
                // Not proved: what the values show, an ordinary period or an
                // arithmetic one (no theorem here proves the latter).
                // (Arithmetic periods are looked for in memory only.)
                let observed = candidate
                    .map(|(e, p)| (e, p, 0))
                    .or_else(|| sequence.in_memory().and_then(find_arithmetic_period))
                    .filter(|&(e, p, _)| shows_period(len, e, p));
                let periodicity = observed.map(|(preperiod, period, saltus)| Periodicity {
                    preperiod,
                    period,
                    saltus,
                    evidence: Evidence::Observed,
                });
                return Ok(PeriodFound { periodicity, stopped });
            }
        }
        if candidate.is_none() && len >= next_guess {
            sequence.predict_period(guess_period(sequence));
            next_guess = len + len / 16;
        }
        let target = next_look.min(limit).min(fits);
        // Room up to the next look at once (a quarter more, or what the
        // proof needs), not a stretch at a time.
        sequence.reserve(target)?;
        (run.on_progress)(sequence, PeriodProgress { computed: len, target, candidate })?;
        // Stretches of about a sixty-fourth of the values, so progress shows.
        let step = (len / 64).max(1 << 16);
        match sequence.extend_within(target.min(len + step), run.method, run.work) {
            Err(_) if run.work.left() == 0 => {}
            other => other?,
        }
    }
}
