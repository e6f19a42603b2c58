//! Periodicity of heap sequences: finding the least period and preperiod of
//! G(0), G(1), …, and proving it where a theorem allows.

use rustc_hash::{FxHashMap, FxHashSet};

use crate::core::convert::{index, small};
use crate::core::nimber::Nimber;

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
    /// A theorem's conditions were met by the computed values: proved.
    Theorem {
        /// The theorem.
        theorem: PeriodTheorem,
        /// How many values, G(0..N), the proof used.
        values_used: u64,
    },
    /// Seen in the computed values (at least two whole periods after the
    /// preperiod, up to the last value computed) but not proved.
    Observed,
}

impl Periodicity {
    /// Whether the periodicity holds for every heap, not just those computed.
    pub fn is_proved(&self) -> bool {
        !matches!(self.evidence, Evidence::Observed)
    }

    /// G(heap) from the values G(0..known.len()).
    ///
    /// # Panics
    ///
    /// If `known` does not reach past the preperiod and one whole period, or
    /// the periodicity is false (a value would exceed 2⁶⁴−1).
    pub fn extrapolate(&self, known: &[Nimber], heap: u64) -> Nimber {
        if heap < known.len() as u64 {
            return known[index(heap)];
        }
        let e = self.preperiod;
        let cycles = (heap - e) / self.period;
        let base = known[index(e + (heap - e) % self.period)];
        self.after_cycles(base, cycles)
    }

    /// G(n + `cycles`·p) for G(n) = `base`, n past the preperiod: `base`
    /// plus `cycles` saltuses.
    pub fn after_cycles(&self, base: Nimber, cycles: u64) -> Nimber {
        // G(n) of a heap game is at most its number of options, so a true
        // periodicity never leaves u64; u128 keeps the arithmetic exact.
        let value = base.0 as u128 + cycles as u128 * self.saltus as u128;
        Nimber(u64::try_from(value).expect("a Grundy value of a heap below 2^64 fits in u64"))
    }
}

/// A theorem that turns agreement on a finite stretch of a heap sequence
/// into a proof that the sequence is (arithmetic-)periodic for ever.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PeriodTheorem {
    /// A subtraction game whose largest move is `max_move` (k). For n ≥ k,
    /// G(n) is a function of G(n−k..n) alone, so if G(n+p) = G(n) for all
    /// e ≤ n < e+p+k, then G(n+p) = G(n) for all n ≥ e (Winning Ways, ch. 4;
    /// the bound is the one used by CGSuite's periodicity checker).
    Subtraction {
        /// The largest number of counters one move removes.
        max_move: u64,
    },
    /// An all-but subtraction game excluding a set X with |X| = `excluded`
    /// and largest member `max_excluded` (k). See [`PeriodTheorem::proves`]
    /// for the statement and its proof.
    AllBut {
        /// How many numbers are excluded, |X|.
        excluded: u64,
        /// The largest excluded number, k.
        max_excluded: u64,
    },
    /// A take-and-break game whose moves remove at most `last_digit` (t)
    /// counters and leave at most `most_heaps` (h) non-empty heaps, with no
    /// condition on how the heaps compare. With e' = max(e, 1), if
    /// G(n+p) = G(n) for e ≤ n < N, where N = h·e' + (h−1)·p + t for h ≥ 2
    /// (2e' + p + t for two heaps, 3e' + 2p + t for three) and N = e + p + t
    /// for h ≤ 1, then G(n+p) = G(n) for all n ≥ e: the octal periodicity
    /// theorem of Guy and Smith ("The G-values of various games", *Proc.
    /// Cambridge Philos. Soc.* 52, 1956; *Winning Ways*, ch. 4), for any h.
    ///
    /// Proof, by induction on n ≥ N (for e ≤ m < n, G(m+p) = G(m) by the
    /// agreement or the induction). N > t, so neither n nor n + p can be
    /// emptied by one move. Write h' = max(h, 1). A move from n + p removes
    /// k ≤ t counters and leaves i heaps, 1 ≤ i ≤ h', summing to
    /// n + p − k ≥ N + p − t; its largest heap c is at least
    /// (n + p − k)/i ≥ (N + p − t)/h', which is e' + p for h ≥ 2 and
    /// e + 2p ≥ e' + p for h ≤ 1. So c − p ≥ e' is non-empty, and the same
    /// heaps with c − p in place of c are a move from n removing the same k
    /// into the same number of heaps; e ≤ c − p < n (a move takes a counter
    /// or splits, so c < n + p), so G(c) = G(c − p) and
    /// the two options have the same value. Conversely, a move from n leaves
    /// i heaps summing to n − k ≥ N − t, whose largest d is at least
    /// (N − t)/h', that is e' + (h−1)p/h ≥ e' for h ≥ 2 and e + p ≥ e' for
    /// h ≤ 1; d < n, and d + p in place of d is a move from n + p with the
    /// same k and count, of the same value since G(d + p) = G(d). So the
    /// options of n and n + p take the same values, and G(n + p) = G(n).
    /// Every count i ≤ h is covered, as (n + p − k)/i ≥ (n + p − k)/h'. The map
    /// changes one heap's size, so it keeps heaps non-empty but not how
    /// they compare: codes with `!`, `?` or `=` (and Grundy's game) have no
    /// such theorem, nor do codes without a bound on h or with digits
    /// repeating for ever (t unbounded).
    TakeBreak {
        /// t: the most counters a move removes.
        last_digit: u64,
        /// The most heaps a move leaves (0 to 63).
        most_heaps: u8,
    },
}

impl PeriodTheorem {
    /// Whether the theorem can prove arithmetic periodicity (a saltus > 0).
    pub fn allows_saltus(self) -> bool {
        matches!(self, PeriodTheorem::AllBut { .. })
    }

    /// How many values G(0..N) the theorem needs to judge preperiod
    /// `preperiod` and period `period`.
    pub fn values_needed(self, preperiod: u64, period: u64) -> u64 {
        match self {
            PeriodTheorem::TakeBreak { .. } => {
                self.agreement_end(preperiod, period).saturating_add(period)
            }
            PeriodTheorem::Subtraction { max_move } => {
                preperiod.saturating_add(period.saturating_mul(2)).saturating_add(max_move)
            }
            PeriodTheorem::AllBut { max_excluded, .. } => {
                preperiod.saturating_add(period).saturating_add(max_excluded)
            }
        }
    }

    /// For take-and-break games: the N such that agreement G(n+p) = G(n)
    /// for e ≤ n < N proves it for all n ≥ e.
    fn agreement_end(self, e: u64, p: u64) -> u64 {
        let PeriodTheorem::TakeBreak { last_digit: t, most_heaps } = self else {
            unreachable!("only take-and-break games have an agreement bound")
        };
        let e1 = e.max(1);
        let (e, p, t) = (e as u128, p as u128, t as u128);
        let end = match most_heaps as u128 {
            0 | 1 => e + p + t,
            h => h * e1 as u128 + (h - 1) * p + t,
        };
        u64::try_from(end).unwrap_or(u64::MAX)
    }

    /// Whether `values` prove G(n+p) = G(n) + s for all n ≥ e; if so, how
    /// many values G(0..N) the proof used (at least
    /// [`PeriodTheorem::values_needed`]).
    ///
    /// **Subtraction games**: s = 0 and G(n+p) = G(n) for e ≤ n < e+p+k.
    ///
    /// **All-but games** (derived for grundy; cf. A. Siegel, "Finite excluded
    /// subtraction sets and infinite geography", 2005). In the all-but game
    /// on X, G(n) is the least v whose count c_n(v) among G(0..n) equals
    /// x_n(v), the number of x ∈ X with G(n−x) = v. Let
    /// D(v) = #{m < e+p : G(m) = v+s} − #{m < e : G(m) = v}. Suppose, for
    /// some n₀ ≥ e + k:
    /// 1. G(m+p) = G(m) + s for e ≤ m < n₀;
    /// 2. for every v with D(v) ≠ 0, either c_{n₀}(v) > |X| and
    ///    c_{n₀+p}(v+s) > |X|, or s > 0 and every heap with value v is below
    ///    n₀ − k and every heap with value v+s below n₀ + p − k (heaps of
    ///    the periodic part located by the periodicity itself);
    /// 3. every w < s occurs in G(0..n₀+p).
    ///
    /// Then G(n+p) = G(n) + s for all n ≥ e. Proof, by induction on n ≥ n₀,
    /// assuming it for e ≤ m < n: shifting the stretch [e, n) by p gives
    /// c_{n+p}(v+s) = c_n(v) + D(v); as n ≥ e + k, every n − x lies in the
    /// stretch, so x_{n+p}(v+s) = x_n(v). Hence if D(v) = 0, v is missing
    /// among the values of the options of n exactly when v+s is missing at
    /// n+p. If D(v) ≠ 0 both are present: either their counts exceed |X|,
    /// or no excluded option has value v (its heaps n − x ≥ n₀ − k lie past
    /// every heap of value v) while v occurs, and likewise for v+s at n+p.
    /// Every w < s is present at n+p: no excluded option of n+p has a value
    /// below s, as G(n+p−x) = G(n−x) + s, and w occurs by (3). So the mex at
    /// n+p is the mex at n plus s. The check takes n₀ = e + k, raised just
    /// past the last heaps of each value for which the counting alternative
    /// fails at e + k (a conservative choice: it never accepts more than the
    /// statement allows).
    pub fn proves(
        self,
        values: &[Nimber],
        preperiod: u64,
        period: u64,
        saltus: u64,
    ) -> Option<u64> {
        let len = values.len() as u64;
        if self.values_needed(preperiod, period) > len {
            return None;
        }
        let agrees =
            |m: u64| values[index(m + period)].0 == values[index(m)].0.wrapping_add(saltus);
        match self {
            PeriodTheorem::Subtraction { max_move } => {
                let end = preperiod + period + max_move;
                (saltus == 0 && (preperiod..end).all(agrees)).then_some(end + period)
            }
            PeriodTheorem::TakeBreak { .. } => {
                let end = self.agreement_end(preperiod, period);
                (saltus == 0 && (preperiod..end).all(agrees)).then_some(end + period)
            }
            PeriodTheorem::AllBut { excluded, max_excluded } => {
                let n0 = allbut_start(values, preperiod, period, saltus, excluded, max_excluded)?;
                let used = n0.checked_add(period).filter(|&used| used <= len)?;
                let occurs: FxHashSet<u64> = values[..index(used)].iter().map(|g| g.0).collect();
                let proved =
                    (preperiod..n0).all(agrees) && (0..saltus).all(|w| occurs.contains(&w));
                proved.then_some(used)
            }
        }
    }
}

/// The least n₀ that condition (2) of the all-but theorem allows (see
/// [`PeriodTheorem::proves`]), or `None` if no n₀ does.
fn allbut_start(values: &[Nimber], e: u64, p: u64, s: u64, excluded: u64, k: u64) -> Option<u64> {
    // The caller checked that `values` reaches past e + p (`values_needed`).
    let mut differences: FxHashMap<u64, i64> = FxHashMap::default();
    for g in &values[..index(e + p)] {
        if let Some(v) = g.0.checked_sub(s) {
            *differences.entry(v).or_default() += 1;
        }
    }
    for g in &values[..index(e)] {
        *differences.entry(g.0).or_default() -= 1;
    }
    let crude_start = e + k;
    let counts_below = |below: u64| {
        let mut counts: FxHashMap<u64, u64> = FxHashMap::default();
        for g in &values[..index(below).min(values.len())] {
            *counts.entry(g.0).or_default() += 1;
        }
        counts
    };
    let (at_start, at_start_plus_p) = (counts_below(crude_start), counts_below(crude_start + p));
    let many = |counts: &FxHashMap<u64, u64>, v: u64| counts.get(&v).is_some_and(|&c| c > excluded);
    // The last heap of value w: in the preperiod, or in the periodic part
    // at residue m₀ after j periods where G(m₀) + j·s = w.
    let last_heap = |w: u64| -> Option<u64> {
        let periodic = (e..e + p)
            .filter_map(|m0| {
                let gap = w.checked_sub(values[index(m0)].0)?;
                (gap % s == 0).then(|| (gap / s).checked_mul(p)?.checked_add(m0)).flatten()
            })
            .max();
        periodic.or_else(|| (0..e).rev().find(|&m| values[index(m)].0 == w))
    };
    let mut start = crude_start;
    for (&v, _) in differences.iter().filter(|&(_, &d)| d != 0) {
        if many(&at_start, v) && many(&at_start_plus_p, v + s) {
            continue;
        }
        if s == 0 {
            return None;
        }
        let after_v = last_heap(v)?.checked_add(k + 1)?;
        let after_shifted = last_heap(v + s)?.checked_add(k + 1)?.saturating_sub(p);
        start = start.max(after_v).max(after_shifted);
    }
    Some(start)
}

/// For each candidate period p = 1, 2, … up to half the values: the saltus
/// s read off the last values (only p with s = 0 unless `arithmetic`), and
/// the least preperiod e such that G(n+p) = G(n) + s for all e ≤ n < len − p.
///
/// G(n+p) − G(n) is constant on a stretch exactly when the differences
/// Δ(m) = G(m+1) − G(m) repeat with period p there, so one Z-function over
/// the reversed differences (Gusfield, *Algorithms on Strings, Trees and
/// Sequences*, 1997, §1.3) gives every candidate's agreement from the end:
/// O(n) time and 4n bytes for all candidates together, however long the
/// constant runs. Sequences of 2³² values or more, or with values of 2⁶³
/// or more, yield no candidates.
fn candidates(values: &[Nimber], arithmetic: bool) -> impl Iterator<Item = (u64, u64, u64)> + '_ {
    let len = values.len();
    let usable = len >= 2 && len < u32::MAX as usize && values.iter().all(|v| v.0 < 1 << 63);
    let agreement = if usable { reversed_difference_z(values) } else { Vec::new() };
    let half = if usable { len / 2 } else { 0 };
    (1..=half).filter_map(move |p| {
        let last = len - 1;
        let saltus = values[last].0.checked_sub(values[last - p].0)?;
        if saltus != 0 && !arithmetic {
            return None;
        }
        let e = len - 1 - p - agreement.get(p).map_or(0, |&t| t as usize);
        Some((e as u64, p as u64, saltus))
    })
}

/// z[i] = the length of the longest common prefix of R and R[i..], where R
/// is the sequence of differences G(m+1) − G(m) read from the end.
fn reversed_difference_z(values: &[Nimber]) -> Vec<u32> {
    let n = values.len() - 1;
    // Exact: all values are below 2⁶³, so wrapping differences are distinct
    // exactly when the true differences are.
    z_function(n, |i| values[n - i].0.wrapping_sub(values[n - 1 - i].0))
}

/// The Z-function of s(0), …, s(n − 1), n < 2³²: z[i] is the length of the
/// longest common prefix of s and s[i..] (z[0] = n). O(n) time (Gusfield,
/// *Algorithms on Strings, Trees and Sequences*, 1997, §1.3).
pub(crate) fn z_function<T: PartialEq>(n: usize, s: impl Fn(usize) -> T) -> Vec<u32> {
    assert!(n < u32::MAX as usize, "a Z-function of 2³² or more items");
    let mut z = vec![0u32; n];
    if n == 0 {
        return z;
    }
    z[0] = small(n);
    let (mut left, mut right) = (0usize, 0usize);
    for i in 1..n {
        let mut length = if i < right { (right - i).min(z[i - left] as usize) } else { 0 };
        while i + length < n && s(length) == s(i + length) {
            length += 1;
        }
        z[i] = small(length);
        if i + length > right {
            left = i;
            right = i + length;
        }
    }
    z
}

/// Finds a period of `values` that `theorem` proves, as its least period and
/// least preperiod.
///
/// Candidate periods are tried in increasing order (see `candidates`); the
/// first the theorem proves fixes the whole sequence, and is then reduced to
/// the least period: a divisor d of p with saltus s·d/p is a period exactly
/// when it holds over one whole period p from e, and its least preperiod is
/// found by scanning down from e. A smaller period that the theorem could
/// not prove from these values is still found this way.
///
/// Time: Σ over candidates of the agreement found from the end, plus the
/// theorem's check on candidates that reach its bound — O(n·p) at worst,
/// usually far less. Memory: O(1) beyond the check.
///
/// ```
/// use grundy::{period::{find_proved_period, PeriodTheorem}, Nimber};
/// let values: Vec<Nimber> = [0, 1, 0, 1, 2, 3, 2].iter().cycle().take(40).map(|&v| Nimber(v)).collect();
/// let theorem = PeriodTheorem::Subtraction { max_move: 4 };
/// let found = find_proved_period(&values, theorem).unwrap();
/// assert_eq!((found.preperiod, found.period, found.is_proved()), (0, 7, true));
/// ```
pub fn find_proved_period(values: &[Nimber], theorem: PeriodTheorem) -> Option<Periodicity> {
    // Only candidates that repeat at least once are worth the theorem's
    // check; skipping others never proves anything false, and the true
    // period repeats once the values reach any theorem's bound.
    let len = values.len() as u64;
    // The theorem's check costs up to O(values needed) per candidate; a
    // budget of a few passes over the values bounds the total. Stopping early
    // never proves anything false: the next, longer stretch tries again.
    let mut budget = 8 * len + 1024;
    for (e, p, s) in candidates(values, theorem.allows_saltus()) {
        let needed = theorem.values_needed(e, p);
        if len - e < 2 * p || needed > len {
            continue;
        }
        if needed > budget {
            break;
        }
        budget -= needed;
        if let Some(values_used) = theorem.proves(values, e, p, s) {
            let evidence = Evidence::Theorem { theorem, values_used };
            let proved = Periodicity { preperiod: e, period: p, saltus: s, evidence };
            return Some(least(values, proved));
        }
    }
    None
}

/// Finds a period that shows in `values` without proof (see
/// [`shows_period`]). The saltus may be positive when `arithmetic` is set.
pub fn find_observed_period(values: &[Nimber], arithmetic: bool) -> Option<Periodicity> {
    let len = values.len() as u64;
    let (e, p, s) = candidates(values, arithmetic).find(|&(e, p, _)| shows_period(len, e, p))?;
    Some(Periodicity { preperiod: e, period: p, saltus: s, evidence: Evidence::Observed })
}

/// Whether `len` values with period `p` from `e` are enough to report the
/// period as observed: at least three whole periods, and a quarter of the
/// values, repeat (a period of 10 over the last 26 of 20,000 values says
/// nothing). An observed period is only ever reported, never used.
pub fn shows_period(len: u64, preperiod: u64, period: u64) -> bool {
    let repeating = len.saturating_sub(preperiod);
    repeating >= 3 * period && repeating >= len / 4
}

/// The least period and preperiod of a sequence known to satisfy `proved`.
pub(crate) fn least(values: &[Nimber], proved: Periodicity) -> Periodicity {
    let Periodicity { preperiod: e, period: p, saltus: s, .. } = proved;
    let g = |n: u64| proved.extrapolate(values, n).0;
    // u128: s·d may not fit in u64 (it never does in practice).
    let shares = |d: u64| (s as u128 * d as u128).is_multiple_of(p as u128);
    for d in (1..p).filter(|&d| p % d == 0 && shares(d)) {
        let step = u64::try_from(s as u128 * d as u128 / p as u128).expect("s·d/p < s, as d < p");
        let holds = |n: u64| g(n + d) == g(n).wrapping_add(step);
        if (e..e + p).all(holds) {
            let mut start = e;
            while start > 0 && holds(start - 1) {
                start -= 1;
            }
            return Periodicity { preperiod: start, period: d, saltus: step, ..proved };
        }
    }
    proved
}

/// Where a period search stands, for progress reports.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PeriodProgress {
    /// Values computed so far.
    pub computed: u64,
    /// Values the current stretch computes up to: the values a proof needs
    /// once a period shows, otherwise the next check.
    pub target: u64,
    /// A period seen in the values, not yet proved: (preperiod, period).
    pub candidate: Option<(u64, u64)>,
}
