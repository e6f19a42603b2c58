//! Periodicity of heap sequences: finding the least period and preperiod of
//! G(0), G(1), …, and proving it where a theorem allows.

use crate::heap::{HeapRuleset, PeriodTheorem};
use crate::{Error, Nimber, Result};

/// The eventual shape of a heap sequence: for every n ≥ `preperiod`,
/// G(n + `period`) = G(n) + `saltus` (ordinary addition).
///
/// A `saltus` of 0 is ordinary periodicity; a positive one is arithmetic
/// periodicity (Nim itself is arithmetic-periodic with period 1, saltus 1).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Periodicity {
    /// Least preperiod e: the first heap from which the pattern holds.
    pub preperiod: u64,
    /// Least period p ≥ 1.
    pub period: u64,
    /// The constant added each period (0 for ordinary periodicity).
    pub saltus: u64,
    /// Why we believe it.
    pub evidence: Evidence,
}

/// Why a [`Periodicity`] is believed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Evidence {
    /// It follows from the ruleset's closed form, for every heap.
    ClosedForm,
    /// A theorem's bound was met by the computed values: proved.
    Theorem(PeriodTheorem),
    /// Seen in the computed values (at least two whole periods after the
    /// preperiod, up to the last value computed) but not proved.
    Observed,
}

impl Periodicity {
    /// Whether the periodicity holds for every heap, not just those computed.
    pub fn is_proved(&self) -> bool {
        !matches!(self.evidence, Evidence::Observed)
    }

    /// G(heap) from the values G(0..known.len()), which must include the preperiod and one period.
    pub fn extrapolate(&self, known: &[Nimber], heap: u64) -> Nimber {
        if heap < known.len() as u64 {
            return known[heap as usize];
        }
        let e = self.preperiod;
        let cycles = (heap - e) / self.period;
        let base = known[(e + (heap - e) % self.period) as usize];
        Nimber(base.0 + cycles * self.saltus)
    }
}

/// Finds the least period of `values` (and the least preperiod for it),
/// allowing a saltus when `arithmetic` is set, and judges it by `theorem`.
///
/// Candidate periods are tried in increasing order; each is checked from the
/// end of the sequence backwards, stopping at the first disagreement, which
/// fixes the least preperiod for that period. With a theorem, the first
/// candidate whose preperiod and period meet the theorem's bound within the
/// computed values is returned as proved; it is then the true least period
/// and least preperiod of the whole sequence, since the true ones also meet
/// the bound. Without one, a candidate must repeat at least twice after its
/// preperiod, and is returned as [`Evidence::Observed`].
///
/// Time: Σ over candidates of the length of agreement found from the end —
/// O(n·p) at worst for p the period found, typically far less since wrong
/// candidates fail near the end. Memory: O(1).
///
/// ```
/// use grundy::{heap::PeriodTheorem, period::find_period, Nimber};
/// let values: Vec<Nimber> = [0, 1, 0, 1, 2, 3, 2].iter().cycle().take(40).map(|&v| Nimber(v)).collect();
/// let theorem = PeriodTheorem::Subtraction { max_move: 4 };
/// let found = find_period(&values, false, Some(theorem)).unwrap();
/// assert_eq!((found.preperiod, found.period, found.is_proved()), (0, 7, true));
/// ```
pub fn find_period(
    values: &[Nimber],
    arithmetic: bool,
    theorem: Option<PeriodTheorem>,
) -> Option<Periodicity> {
    let len = values.len() as u64;
    for period in 1..=len / 2 {
        let p = period as usize;
        let last = values.len() - 1;
        let saltus = if arithmetic {
            match values[last].0.checked_sub(values[last - p].0) {
                Some(s) => s,
                None => continue,
            }
        } else {
            0
        };
        // Least e such that G(n+p) = G(n) + saltus for all e ≤ n < len − p.
        let mut e = values.len() - p;
        while e > 0 && values[e - 1 + p].0 == values[e - 1].0.wrapping_add(saltus) {
            e -= 1;
        }
        let e = e as u64;
        let evidence = match theorem {
            Some(theorem) if saltus == 0 => {
                if theorem.values_needed(e, period) <= len {
                    Evidence::Theorem(theorem)
                } else {
                    continue;
                }
            }
            _ if len - e >= 2 * period && len - e >= period + 8 => Evidence::Observed,
            _ => continue,
        };
        return Some(Periodicity {
            preperiod: e,
            period,
            saltus,
            evidence,
        });
    }
    None
}

/// How far [`compute_period`] may go.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PeriodSearch {
    /// Values computed first; doubled until the period is proved.
    pub initial: usize,
    /// The most values computed before giving up.
    pub limit: usize,
}

impl Default for PeriodSearch {
    fn default() -> Self {
        PeriodSearch {
            initial: 64,
            limit: 1 << 24,
        }
    }
}

/// The outcome of [`compute_period`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PeriodReport {
    /// The periodicity found, proved or not; `None` if none showed.
    pub periodicity: Option<Periodicity>,
    /// The values computed, G(0..values.len()).
    pub values: Vec<Nimber>,
}

/// Computes G(0), G(1), … of `ruleset` in doubling stretches until a period
/// is proved (or is known from the ruleset's closed form), or `search.limit`
/// values have been computed.
///
/// Time: the table's cost for at most 2× the values finally needed, plus
/// [`find_period`] per stretch. Memory: one [`Nimber`] per value.
pub fn compute_period(ruleset: &dyn HeapRuleset, search: PeriodSearch) -> Result<PeriodReport> {
    if let Some(known) = ruleset.known_periodicity() {
        return Ok(PeriodReport {
            periodicity: Some(known),
            values: Vec::new(),
        });
    }
    let theorem = ruleset.period_theorem();
    let mut values = Vec::new();
    let mut len = search.initial.clamp(1, search.limit.max(1));
    loop {
        ruleset.extend_table(&mut values, len)?;
        let mut found = find_period(&values, theorem.is_none(), theorem);
        let proved = found.is_some_and(|f| f.is_proved());
        if proved || len >= search.limit {
            if found.is_none() && theorem.is_some() {
                // Not proved within the limit: say what the values show, unproved.
                found = find_period(&values, false, None);
            }
            return Ok(PeriodReport {
                periodicity: found,
                values,
            });
        }
        len = len.saturating_mul(2).min(search.limit);
    }
}

/// The error for a heap whose value would need more values than allowed.
pub(crate) fn table_limit_error(ruleset: &dyn HeapRuleset, heap: u64, limit: usize) -> Error {
    Error::LimitExceeded {
        what: format!("the value of {} {heap}", ruleset.name()),
        needed: format!(
            "a table of {} values (no period was proved within it)",
            heap as u128 + 1
        ),
        limit: format!("{limit} values"),
        hint: "; raise it with --max-table".to_string(),
    }
}
