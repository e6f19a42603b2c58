//! Values of every heap of one ruleset, however large: by closed form, by
//! table, or by a proved period.

use std::iter::successors;
use std::sync::{Arc, OnceLock};

use crate::core::convert::index;
use crate::core::error::{Error, Result};
use crate::core::limits::raise;
use crate::core::limits::Limits;
use crate::core::limits::Work;
use crate::core::limits::{raise_hint, reserve_table, MAX_TABLE_VALUES};
use crate::core::message::Message;
use crate::core::nimber::Nimber;
use crate::core::reason::Reason;
use crate::core::sort;
use crate::msg;
use crate::rules::heap::KnownValues;
use crate::rules::heap::{table_up_to, HeapRuleset};
use crate::rules::ruleset::Options;
use crate::rules::solver::limit_steps;
use crate::theory::period::{
    find_observed_period, find_proved_period, PeriodProgress, PeriodTheorem, Periodicity,
};

/// The part of [`Limits::max_work`] a search for a period that values heaps
/// past the table may spend: one over this.
const PERIOD_SEARCH_SHARE: u64 = 4;

impl Limits {
    /// The work budget of the table of `ruleset` up to heap `upto`: refused
    /// up front when the table's cost is known and passes [`Limits::max_work`].
    pub fn table_work(&self, ruleset: &dyn HeapRuleset, upto: u64) -> Result<Work> {
        match ruleset.table_cost(upto.saturating_add(1)) {
            Some(cost) if cost > self.max_work as u128 => Err(Error::LimitExceeded {
                what: table_up_to(&ruleset.name(), upto),
                needed: msg!(
                    "values-about-steps",
                    "about {steps} steps (option values checked)",
                    steps = cost
                ),
                limit: limit_steps(self.max_work),
                hint: raise("--max-work"),
            }),
            _ => Ok(Work::new(self.max_work)
                .observed(self.observer, Some(upto.saturating_add(1)))
                .until(self.deadline)),
        }
    }
}

/// G(n) for every heap n up to a bound fixed at construction.
///
/// Construction picks the cheapest source: the ruleset's closed form (no
/// table), a table up to the largest heap, or a shorter table and a period
/// proved from it, after which any heap costs O(1). A heap whose value would
/// need a table beyond [`Limits::max_table`] is refused up front.
#[derive(Debug)]
pub struct HeapValues {
    ruleset: Arc<dyn HeapRuleset>,
    closed_form: bool,
    table: Vec<Nimber>,
    periodicity: Option<Periodicity>,
    max_heap: u64,
    /// Heaps of the table sorted by (value, heap), built on first use.
    by_value: OnceLock<Vec<u64>>,
}

impl HeapValues {
    /// Prepares the values of every heap up to `max_heap`.
    ///
    /// Time: O(1) for a closed form; otherwise the table's cost up to
    /// min(`max_heap`, twice the values needed to prove the period).
    pub fn new(
        ruleset: Arc<dyn HeapRuleset>,
        max_heap: u64,
        limits: &Limits,
    ) -> Result<HeapValues> {
        let mut values = HeapValues {
            closed_form: ruleset.closed_form(0).is_some(),
            ruleset,
            table: Vec::new(),
            periodicity: None,
            max_heap,
            by_value: OnceLock::new(),
        };
        if values.closed_form {
            values.periodicity = values.ruleset.known_periodicity();
            return Ok(values);
        }
        let theorem = values.ruleset.period_theorem();
        let max_table = limits.max_table.min(MAX_TABLE_VALUES);
        let ruleset = values.ruleset.clone();
        let refuse =
            |reason: Message| table_limit_error(ruleset.as_ref(), max_heap, max_table, reason);
        let provable = theorem.is_some_and(|t| t.values_needed(0, 1) <= max_table as u64);
        if !provable && max_heap >= max_table as u64 {
            // Refuse before computing: neither a table nor a proof fits.
            return Err(refuse(msg!(
                "limit-no-period-provable",
                "no period of this ruleset can be proved within that many values"
            )));
        }
        let wanted = usize::try_from(max_heap).ok().and_then(|m| m.checked_add(1));
        // The work of the table, or of the search for a period that values
        // the heaps past it, is counted as it goes; a search for a period,
        // which may never end, gets a quarter of it (`grundy period` is
        // the command for long searches).
        let period_needed = wanted.is_none_or(|w| w > max_table);
        let mut work = match period_needed {
            true => {
                Work::new(limits.max_work / PERIOD_SEARCH_SHARE).observed(limits.observer, None)
            }
            false => limits.table_work(ruleset.as_ref(), max_heap)?,
        };
        let over_work = |error: Error, computed: usize| match error {
            Error::LimitExceeded { needed, limit, hint: Some(hint), .. }
                if hint.english().contains("--max-work") =>
            {
                let name = ruleset.name();
                let what = match period_needed {
                    true => msg!(
                        "values-what-period-for-heap",
                        "proving a period of {name}, which {name} {heap} needs (its table would pass the limit of {limit} values)",
                        name = &name,
                        heap = max_heap,
                        limit = max_table
                    ),
                    false => table_up_to(&name, max_heap),
                };
                let hint = match period_needed {
                    true => msg!(
                        "hint-period-not-proved",
                        "no period was proved within the first {computed} values. `grundy period '{name}'` computes further, with progress and checkpoints; {hint}",
                        computed = computed,
                        name = name,
                        hint = hint
                    ),
                    false => hint,
                };
                // `needed` is the work's own: more work.
                Error::LimitExceeded { what, needed, limit, hint: Some(hint) }
            }
            other => other,
        };
        // Doubling stretches, each at most the limit, until the table covers
        // every heap asked for or a period is proved; `len` grows every round.
        let mut len = 64.min(max_table).max(1);
        loop {
            let target = wanted.map_or(len, |w| w.min(len));
            if target > max_table {
                return Err(refuse(msg!(
                    "limit-no-period-proved",
                    "no period was proved within them"
                )));
            }
            let what = || msg!("limit-what-table", "the table of {name}", name = ruleset.name());
            limits.check_table(what, target as u128)?;
            let computed = values.table.len();
            values
                .ruleset
                .extend_table_within(&mut values.table, target, &mut work)
                .map_err(|e| over_work(e, computed))?;
            if Some(target) == wanted {
                // The table covers every heap asked for; a period is a bonus for explanations.
                let arithmetic = theorem.is_none_or(PeriodTheorem::allows_saltus);
                values.periodicity = theorem
                    .and_then(|theorem| find_proved_period(&values.table, theorem))
                    .or_else(|| find_observed_period(&values.table, arithmetic));
                return Ok(values);
            }
            if let Some(found) =
                theorem.and_then(|theorem| find_proved_period(&values.table, theorem))
            {
                values.periodicity = Some(found);
                return Ok(values);
            }
            if len >= max_table {
                return Err(refuse(msg!(
                    "limit-no-period-proved",
                    "no period was proved within them"
                )));
            }
            len = len.saturating_mul(2).min(max_table);
        }
    }

    /// The ruleset these are the values of.
    pub fn ruleset(&self) -> &dyn HeapRuleset {
        self.ruleset.as_ref()
    }

    /// The sequence's period, when one was found (see [`Periodicity::is_proved`]).
    pub fn periodicity(&self) -> Option<Periodicity> {
        self.periodicity
    }

    /// The values computed by table, G(0..len) (empty for a closed form).
    pub fn table(&self) -> &[Nimber] {
        &self.table
    }

    /// G(heap), for any `heap` up to the `max_heap` given to [`HeapValues::new`].
    pub fn value(&self, heap: u64) -> Nimber {
        debug_assert!(heap <= self.max_heap, "heap {heap} beyond the prepared {}", self.max_heap);
        if self.closed_form {
            return self.ruleset.closed_form(heap).expect("a closed form covers every heap");
        }
        if let Some(&value) = self.table.get(index(heap)) {
            return value;
        }
        // Construction guarantees a proved period past the table; an observed
        // one is never extrapolated.
        let periodicity = self.periodicity.filter(Periodicity::is_proved);
        periodicity
            .expect("heaps past the table are covered by a proved period")
            .extrapolate(&self.table, heap)
    }

    /// G(0), G(1), …, G(`upto`) in order (`upto` at most the `max_heap`
    /// given to [`HeapValues::new`]): the values [`HeapValues::value`]
    /// gives, read in O(1) a heap without its division past the table, a
    /// proved period being walked residue by residue. What `grundy table`
    /// writes, ten million values at a time.
    pub fn up_to(&self, upto: u64) -> impl Iterator<Item = Nimber> + '_ {
        debug_assert!(upto <= self.max_heap, "heap {upto} beyond the prepared {}", self.max_heap);
        let known = self.table.len() as u64;
        let tabled = if self.closed_form { 0 } else { upto.saturating_add(1).min(known) };
        let closed_form = self.closed_form.then(|| {
            (0..=upto)
                .map(|n| self.ruleset.closed_form(n).expect("a closed form covers every heap"))
        });
        let past = match self.periodicity.filter(Periodicity::is_proved) {
            Some(p) if !self.closed_form && upto >= known => {
                let past = known - p.preperiod;
                let (residue, cycles) = (past % p.period, past / p.period);
                Some(Periodic {
                    table: &self.table,
                    periodicity: p,
                    residue,
                    cycles,
                    left: upto - known + 1,
                })
            }
            _ => {
                debug_assert!(
                    self.closed_form || upto < known,
                    "heaps past the table need a proved period"
                );
                None
            }
        };
        closed_form
            .into_iter()
            .flatten()
            .chain(self.table[..index(tabled)].iter().copied())
            .chain(past.into_iter().flatten())
    }

    /// Every heap m < `below` (at most the `max_heap` given to [`HeapValues::new`]) with
    /// G(m) = `target`, in increasing order.
    ///
    /// Heaps in the table come from an index sorted by value, built on first
    /// use (O(n log n) once, then O(log n + answer)). Past the table, a proved
    /// periodicity with saltus s > 0 gives at most one heap per residue
    /// class: O(p). With s = 0 every period repeats the value, so the answer
    /// (and the cost) is proportional to `below`.
    pub fn heaps_with_value(&self, target: Nimber, below: u64) -> Vec<u64> {
        let sorted = self.by_value.get_or_init(|| {
            let mut heaps: Vec<u64> = (0..self.table.len() as u64).collect();
            sort::sort_by_key(&mut heaps, |&h| (self.table[index(h)], h));
            heaps
        });
        let start = sorted.partition_point(|&h| (self.table[index(h)], h) < (target, 0));
        let mut heaps: Vec<u64> = sorted[start..]
            .iter()
            .copied()
            .take_while(|&h| self.table[index(h)] == target && h < below)
            .collect();
        let known = self.table.len() as u64;
        let Some(periodicity) = self.periodicity.filter(|p| p.is_proved() && below > known) else {
            return heaps;
        };
        let Periodicity { preperiod: e, period: p, saltus: s, .. } = periodicity;
        let first_past = heaps.len();
        for residue in e..e + p {
            let base = self.table[index(residue)].0;
            let Some(gap) = target.0.checked_sub(base) else {
                continue;
            };
            if s == 0 {
                if gap == 0 {
                    let first = residue + (known - residue).div_ceil(p) * p;
                    heaps.extend(
                        successors(Some(first), |&h| h.checked_add(p)).take_while(|&h| h < below),
                    );
                }
            } else if gap % s == 0 {
                let heap = (gap / s).checked_mul(p).and_then(|offset| offset.checked_add(residue));
                heaps.extend(heap.filter(|&h| h >= known && h < below));
            }
        }
        sort::sort(&mut heaps[first_past..]);
        heaps
    }

    /// Why `heap` has its value: the closed form, the proved period, or the
    /// table, as a [`Reason`] (the service puts it into words: here, "G(100)
    /// = G(2) = *0: G has period 7 from heap 0 (proved)").
    ///
    /// ```
    /// use std::sync::Arc;
    /// use grundy::{rulesets::Subtract, HeapValues, Limits, Nimber, Reason};
    /// let values = HeapValues::new(Arc::new(Subtract::new(vec![1, 3, 4]).unwrap()), 100, &Limits::default()).unwrap();
    /// assert_eq!(
    ///     values.explain(100),
    ///     Reason::Periodic {
    ///         heap: 100,
    ///         value: Nimber(0),
    ///         residue: 2,
    ///         laps: 14,
    ///         base: Nimber(0),
    ///         period: 7,
    ///         preperiod: 0,
    ///         saltus: 0,
    ///     }
    /// );
    /// ```
    pub fn explain(&self, heap: u64) -> Reason {
        let value = self.value(heap);
        if self.closed_form {
            return Reason::ClosedForm { heap, value, formula: self.ruleset.formula() };
        }
        let known = self.table.len() as u64;
        match self.periodicity.filter(Periodicity::is_proved) {
            Some(Periodicity { preperiod, period, saltus, .. }) if heap >= preperiod => {
                let residue = preperiod + (heap - preperiod) % period;
                let laps = (heap - preperiod) / period;
                let base = self.table[index(residue)];
                Reason::Periodic { heap, value, residue, laps, base, period, preperiod, saltus }
            }
            _ => Reason::Table { heap, value, known },
        }
    }

    /// Pushes into `out` every option of `heap` whose value is `target`.
    pub fn options_with_value(&self, heap: u64, target: Nimber, out: &mut Options<u64>) {
        self.ruleset.options_with_value(heap, target, self, out)
    }
}

impl KnownValues for HeapValues {
    fn value(&self, heap: u64) -> Nimber {
        HeapValues::value(self, heap)
    }

    fn heaps_with_value(&self, target: Nimber, below: u64) -> Vec<u64> {
        HeapValues::heaps_with_value(self, target, below)
    }
}

/// How far [`compute_period`] may go.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PeriodSearch {
    /// Values computed first; doubled until the period is proved.
    pub initial: usize,
    /// The most values computed before giving up.
    pub limit: usize,
    /// The most steps the values may take (see [`Work`]), and when they
    /// must stop: past either, the search ends with
    /// [`Error::LimitExceeded`].
    pub max_work: u64,
    /// See [`PeriodSearch::max_work`].
    pub deadline: Option<crate::core::limits::Deadline>,
}

impl Default for PeriodSearch {
    fn default() -> Self {
        PeriodSearch { initial: 64, limit: 1 << 24, max_work: u64::MAX, deadline: None }
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
/// [`find_proved_period`] per stretch. Memory: one [`Nimber`] per value.
pub fn compute_period(ruleset: &dyn HeapRuleset, search: PeriodSearch) -> Result<PeriodReport> {
    compute_period_watched(ruleset, search, None)
}

/// [`compute_period`], telling `watch` how far it is: after each quarter of
/// the values computed so far (at least 2¹⁶ values) within a stretch, the
/// values computed and the stretch's end. An error from `watch` stops the
/// search with it. A watched search computes a stretch in up to five parts
/// instead of one, which costs the rulesets that recount their table per
/// call (all-but games) at most that many passes over the table.
pub fn compute_period_watched(
    ruleset: &dyn HeapRuleset,
    search: PeriodSearch,
    mut watch: Option<&mut dyn FnMut(PeriodProgress) -> Result<()>>,
) -> Result<PeriodReport> {
    if let Some(known) = ruleset.known_periodicity() {
        return Ok(PeriodReport { periodicity: Some(known), values: Vec::new() });
    }
    let theorem = ruleset.period_theorem();
    let limit = search.limit.min(MAX_TABLE_VALUES);
    let least_needed = theorem.map_or(1, |t| t.values_needed(0, 1));
    if least_needed > limit as u64 {
        return Err(Error::LimitExceeded {
            what: msg!("values-what-period", "proving a period of {name}", name = ruleset.name()),
            needed: msg!("values-at-least", "at least {count} values", count = least_needed),
            limit: limit_values(limit),
            hint: raise_hint(search.limit, "--limit"),
        });
    }
    let mut values = Vec::new();
    let mut work = Work::new(search.max_work).until(search.deadline);
    let mut len = search.initial.clamp(1, limit);
    loop {
        match watch.as_mut() {
            None => ruleset.extend_table_within(&mut values, len, &mut work)?,
            Some(watch) => {
                reserve_table(&mut values, len, || ruleset.name())?;
                while values.len() < len {
                    let part = (values.len() / 4).max(1 << 16);
                    let next = len.min(values.len().saturating_add(part));
                    ruleset.extend_table_within(&mut values, next, &mut work)?;
                    watch(PeriodProgress {
                        computed: values.len() as u64,
                        target: len as u64,
                        candidate: None,
                    })?;
                }
            }
        }
        let proved = theorem.and_then(|theorem| find_proved_period(&values, theorem));
        if proved.is_some() || len >= limit {
            // Not proved within the limit: say what the values show, unproved.
            let arithmetic = theorem.is_none_or(PeriodTheorem::allows_saltus);
            let periodicity = proved.or_else(|| find_observed_period(&values, arithmetic));
            return Ok(PeriodReport { periodicity, values });
        }
        len = len.saturating_mul(2).min(limit);
    }
}

/// The error for a heap whose value would need more values than allowed;
/// `reason` says why a period could not stand in for the table.
pub(crate) fn table_limit_error(
    ruleset: &dyn HeapRuleset,
    heap: u64,
    limit: usize,
    reason: Message,
) -> Error {
    Error::LimitExceeded {
        what: msg!(
            "values-what-value",
            "the value of {name} {heap}",
            name = ruleset.name(),
            heap = heap
        ),
        needed: msg!("values-table-of", "a table of {count} values", count = heap as u128 + 1),
        limit: limit_values(limit),
        hint: raise_hint(limit, "--max-table").map(|raise| {
            msg!("hint-reason-and", "{reason}; {raise}", reason = reason, raise = raise)
        }),
    }
}

/// A limit of `count` values.
fn limit_values(count: usize) -> Message {
    msg!("limit-values", "{count} values", count = count)
}

/// The values of the heaps past a table, walked along a proved period:
/// G(e + r + kp) = G(e + r) + ks for 0 ≤ r < p.
struct Periodic<'v> {
    table: &'v [Nimber],
    periodicity: Periodicity,
    /// r of the next heap.
    residue: u64,
    /// k of the next heap.
    cycles: u64,
    /// Heaps still to give.
    left: u64,
}

impl Iterator for Periodic<'_> {
    type Item = Nimber;

    fn next(&mut self) -> Option<Nimber> {
        if self.left == 0 {
            return None;
        }
        self.left -= 1;
        let p = self.periodicity;
        let value = p.after_cycles(self.table[index(p.preperiod + self.residue)], self.cycles);
        self.residue += 1;
        if self.residue == p.period {
            self.residue = 0;
            self.cycles += 1;
        }
        Some(value)
    }
}
