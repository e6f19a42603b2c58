//! The quotients of heap rulesets: of one ruleset's heaps, computed in
//! doubling stretches until Φ's periodicity is proved, and of the heaps of
//! several rulesets together.

use crate::core::convert::index;
use crate::core::error::{Error, Result};
use crate::core::limits::{raise, Limits, Work};
use crate::core::message::Message;
use crate::misere::quotient::labels::Keeps;
use crate::misere::quotient::misere_quotient::MisereQuotient;
use crate::misere::quotient::period::phi_theorem;
use crate::msg;
use crate::rules::heap::{option_not_smaller, HeapRuleset};
use crate::rules::ruleset::Options;
use crate::theory::period::Periodicity;

impl MisereQuotient {
    /// The quotient of heaps 0..=`upto` of `ruleset`, within `work` and
    /// `max_bytes`.
    pub fn of_ruleset(
        ruleset: &dyn HeapRuleset,
        upto: u64,
        max_bytes: u64,
        work: &mut Work,
    ) -> Result<MisereQuotient> {
        let mut quotient = MisereQuotient::new(max_bytes);
        quotient.extend(ruleset, upto, work)?;
        Ok(quotient)
    }

    /// Adds the heaps of `ruleset` after those already added, up to `upto`,
    /// reporting to `work`'s observer the heaps done after each.
    pub fn extend(&mut self, ruleset: &dyn HeapRuleset, upto: u64, work: &mut Work) -> Result<()> {
        let mut options = Options::new();
        let mut words: Vec<Vec<usize>> = Vec::new();
        for heap in self.heaps() as u64..=upto {
            options.clear();
            HeapRuleset::options(ruleset, heap, &mut options);
            words.clear();
            words.extend(
                options.iter().map(|o| o.iter().map(|&h| index(h)).filter(|&h| h > 0).collect()),
            );
            self.push(words.iter().map(|w| w.as_slice()), work)?;
            work.report(heap + 1);
        }
        Ok(())
    }
}

/// The misère quotient of a heap ruleset as the front ends ask for it: of
/// the heaps up to some N, and of every heap once Φ's periodicity is proved.
#[derive(Clone, Debug)]
pub struct RulesetQuotient {
    /// The quotient of the heaps computed, 0..=N.
    pub quotient: MisereQuotient,
    /// Φ's periodicity, when the ruleset's periodicity theorem proves it
    /// from the heaps computed: the quotient is then that of every heap.
    pub periodicity: Option<Periodicity>,
}

/// The order of misère Nim's quotient of heaps 0..=`upto`, known without
/// computing it: for heaps below 2ᵐ (m ≥ 2) it has 2ᵐ + 2 elements, 1 and
/// *1 and the nim-sums below 2ᵐ of the sums with a heap of 2 or more (by
/// misère Nim's rule, a sum with such a heap is lost exactly when its
/// nim-sum is 0, one without exactly when its nim-sum is 1); 2 for heaps up
/// to 1. A test checks it against the quotients computed.
fn nim_order(upto: u64) -> u128 {
    match upto {
        0 | 1 => upto as u128 + 1,
        _ => (1u128 << (64 - upto.leading_zeros())) + 2,
    }
}

/// Whether the multiplication table of misère Nim's quotient of heaps
/// 0..=`upto` ([`nim_order`]) fits in its share of the memory (a
/// quarter): known before anything is computed.
fn nim_table_fits(upto: u64, limits: &Limits) -> std::result::Result<(), Message> {
    let m = 64 - upto.leading_zeros();
    let order = nim_order(upto);
    let bytes = order * order * 4;
    if bytes <= (limits.max_memory / 4) as u128 {
        return Ok(());
    }
    Err(msg!(
        "quotient-nim-table",
        "{bytes} bytes for the table of misère Nim's quotient of those heaps, of order {order} (2^{m} + 2, as for every heap below 2^{m})",
        bytes = bytes,
        order = order,
        m = m
    ))
}

/// Bytes a heap costs the quotient at least (its element, its options'
/// list, its longest play): the limit checked before anything is computed.
pub(crate) const HEAP_BYTES: u64 = 40;

/// The first stretch of heaps computed before Φ's periodicity is looked for.
const FIRST_STRETCH: u64 = 64;

impl RulesetQuotient {
    /// The quotient of `ruleset`'s heaps 0..=`upto`; with `until_periodic`,
    /// computed in doubling stretches and stopped early once Φ's
    /// periodicity is proved (then valid for every heap). Within
    /// [`Limits::max_work`] steps, [`Limits::max_memory`] bytes and the
    /// deadline; a count of heaps past [`Limits::max_table`] is refused
    /// before it is computed.
    ///
    /// ```
    /// use grundy::{parse_ruleset, Limits, quotient::RulesetQuotient};
    /// let kayles = parse_ruleset("kayles").unwrap();
    /// let q = RulesetQuotient::compute(kayles.as_ref(), 1_000_000, true, &Limits::default()).unwrap();
    /// // Kayles: 40 elements, Φ periodic from heap 71 with period 12 (proved).
    /// assert_eq!(q.quotient.order(), 40);
    /// assert_eq!(q.periodicity.map(|p| (p.preperiod, p.period)), Some((71, 12)));
    /// assert!(q.covers(1_000_000));
    /// ```
    pub fn compute(
        ruleset: &dyn HeapRuleset,
        upto: u64,
        until_periodic: bool,
        limits: &Limits,
    ) -> Result<RulesetQuotient> {
        match RulesetQuotient::compute_partial(ruleset, upto, until_periodic, limits)? {
            (quotient, None) => Ok(quotient),
            (_, Some(stopped)) => Err(stopped),
        }
    }

    /// [`RulesetQuotient::compute`], keeping what was certified when the
    /// computation stops part way (no candidate grows the quotient, or a
    /// limit is reached): the quotient of the heaps before the one it
    /// stopped at, with why it stopped; `None` when it reached `upto` or
    /// proved Φ's periodicity. What is refused before anything is computed,
    /// or a stop before heap 1, is an error.
    pub fn compute_partial(
        ruleset: &dyn HeapRuleset,
        upto: u64,
        until_periodic: bool,
        limits: &Limits,
    ) -> Result<(RulesetQuotient, Option<Error>)> {
        let what = |end: u64| {
            msg!(
                "quotient-what-ruleset",
                "the misère quotient of {name} up to heap {end}",
                name = ruleset.name(),
                end = end
            )
        };
        if ruleset.is_nim() {
            nim_table_fits(upto, limits).map_err(|needed| Error::LimitExceeded {
                what: what(upto),
                needed,
                limit: msg!(
                    "quotient-memory-quarter",
                    "{bytes} bytes (a quarter of the memory limit of {max} bytes)",
                    bytes = limits.max_memory / 4,
                    max = limits.max_memory
                ),
                hint: raise("--max-memory"),
            })?;
        }
        // Progress: heaps certified, of the most asked for.
        let mut work = Work::new(limits.max_work)
            .until(limits.deadline)
            .observed(limits.observer, Some(upto.saturating_add(1)));
        let mut quotient = MisereQuotient::new(limits.max_memory);
        let theorem = phi_theorem(ruleset);
        let periodicity = |q: &MisereQuotient| theorem.and_then(|t| q.periodicity(t));
        // The quotient so far, and why it stopped, when heap 1 was reached.
        let stopped = |quotient: MisereQuotient, error: Error| match quotient.heaps() {
            0 | 1 => Err(error),
            _ => {
                let periodicity = periodicity(&quotient);
                Ok((RulesetQuotient { quotient, periodicity }, Some(error)))
            }
        };
        let mut end = match until_periodic {
            true => FIRST_STRETCH.min(upto),
            false => upto,
        };
        loop {
            limits.check_values(|| what(end), end as u128 + 1, HEAP_BYTES)?;
            if let Err(error) = quotient.extend(ruleset, end, &mut work) {
                return stopped(quotient, error);
            }
            let found = periodicity(&quotient);
            if end == upto || (until_periodic && found.is_some()) {
                return Ok((RulesetQuotient { quotient, periodicity: found }, None));
            }
            end = end.saturating_mul(2).min(upto);
        }
    }

    /// Whether Φ(`heap`) is known: the heap was computed, or Φ's proved
    /// periodicity reaches it.
    pub fn covers(&self, heap: u64) -> bool {
        self.periodicity.is_some() || heap < self.quotient.heaps() as u64
    }

    /// Φ(`heap`), for a heap the quotient [covers](RulesetQuotient::covers).
    pub fn phi(&self, heap: u64) -> u32 {
        let known = self.quotient.heaps() as u64;
        let heap = match self.periodicity {
            Some(p) if heap >= known => p.preperiod + (heap - p.preperiod) % p.period,
            _ => heap,
        };
        self.quotient.phi(index(heap))
    }
}

/// The misère quotient of the heaps of several rulesets together: of every
/// sum of heaps 0..=`largest[g]` of each ruleset `g` (a sum of a Kayles
/// heap, a Dawson heap and a nim heap, say). Heaps are pushed by size, the
/// rulesets in order within a size, so that every option is a word of
/// heaps already pushed.
#[derive(Clone, Debug)]
pub struct JointQuotient {
    /// The quotient of every heap pushed.
    pub quotient: MisereQuotient,
    /// Each ruleset's heaps, 0..=its largest, as indices in `quotient`.
    pub index: Vec<Vec<usize>>,
    /// Each heap of `quotient`: its ruleset and size.
    pub heaps: Vec<(usize, u64)>,
}

impl JointQuotient {
    /// The quotient of heaps 0..=`largest[g]` of each of `rulesets`, within
    /// [`Limits::max_work`] steps, [`Limits::max_memory`] bytes and the
    /// deadline; a count of heaps past [`Limits::max_table`] is refused
    /// before anything is computed.
    pub fn compute(
        rulesets: &[&dyn HeapRuleset],
        largest: &[u64],
        limits: &Limits,
    ) -> Result<JointQuotient> {
        match JointQuotient::compute_partial(rulesets, largest, limits)? {
            (joint, None) => Ok(joint),
            (_, Some(stopped)) => Err(stopped),
        }
    }

    /// [`JointQuotient::compute`], keeping what was certified when a heap
    /// stops it (no candidate, a limit): the quotient of the heaps pushed
    /// before (every heap of a smaller size, and those of the same size of
    /// the rulesets before), with why it stopped. What is refused before
    /// anything is computed is an error.
    pub fn compute_partial(
        rulesets: &[&dyn HeapRuleset],
        largest: &[u64],
        limits: &Limits,
    ) -> Result<(JointQuotient, Option<Error>)> {
        let mut work = Work::new(limits.max_work).until(limits.deadline);
        let mut joint = JointQuotient::start(rulesets, largest, Keeps::Outcomes, limits)?;
        let stopped = joint.grow(rulesets, largest, &mut work, |_, _| true)?;
        Ok((joint, stopped))
    }

    /// The quotient of none of the heaps 0..=`largest[g]` of each of
    /// `rulesets` yet, keeping what `keeps` says; a count of heaps past
    /// [`Limits::max_table`] is refused here, before anything is computed,
    /// and the memory limit bounds the quotient as it grows.
    pub fn start(
        rulesets: &[&dyn HeapRuleset],
        largest: &[u64],
        keeps: Keeps,
        limits: &Limits,
    ) -> Result<JointQuotient> {
        let count: u128 = largest.iter().map(|&m| m as u128 + 1).sum();
        let names: Vec<String> = rulesets.iter().map(|r| r.name()).collect();
        limits.check_values(
            || {
                msg!(
                    "quotient-what-together",
                    "the misère quotient of {names} together",
                    names = names.join(", ")
                )
            },
            count,
            HEAP_BYTES,
        )?;
        let index = largest
            .iter()
            .map(|&m| Vec::with_capacity(crate::core::convert::index(m).saturating_add(1)))
            .collect();
        let heaps =
            Vec::with_capacity(usize::try_from(count).expect("checked: at most 2^31 heaps"));
        let quotient = MisereQuotient::keeping(keeps, limits.max_memory);
        Ok(JointQuotient { quotient, index, heaps })
    }

    /// Pushes the heaps not yet pushed of sizes up to `largest[g]` of each
    /// ruleset `g` (those `start` was given), by size and, within a size,
    /// in the rulesets' order, so that every option is a word of heaps
    /// already pushed, within `work`. After every size it calls
    /// `after(size, quotient)`, and pauses when that returns false: the
    /// quotient is then that of the heaps 0..=min(size, `largest[g]`) of
    /// each ruleset, and a later call goes on from there. When a heap stops
    /// it (no candidate, a limit), the quotient is that of the heaps pushed
    /// before, and the stop is returned.
    pub fn grow(
        &mut self,
        rulesets: &[&dyn HeapRuleset],
        largest: &[u64],
        work: &mut Work,
        mut after: impl FnMut(u64, &JointQuotient) -> bool,
    ) -> Result<Option<Error>> {
        let names: Vec<String> = rulesets.iter().map(|r| r.name()).collect();
        let mut options = Options::new();
        let mut words: Vec<Vec<usize>> = Vec::new();
        let top = largest.iter().copied().max().unwrap_or(0);
        let first = self.index.iter().map(|pushed| pushed.len() as u64).min().unwrap_or(0);
        for size in first..=top {
            for (g, ruleset) in rulesets.iter().enumerate() {
                if size > largest[g] || (self.index[g].len() as u64) > size {
                    continue;
                }
                options.clear();
                HeapRuleset::options(*ruleset, size, &mut options);
                words.clear();
                for option in options.iter() {
                    let mut word = Vec::with_capacity(option.len());
                    for &h in option.iter().filter(|&&h| h > 0) {
                        if h >= size {
                            return Err(option_not_smaller(names[g].clone(), size, h));
                        }
                        word.push(self.index[g][crate::core::convert::index(h)]);
                    }
                    words.push(word);
                }
                // The quotient counts heaps in the order pushed: say which
                // ruleset's heap that is.
                let pushed = self.quotient.push(words.iter().map(|w| w.as_slice()), work);
                let pushed = pushed.map_err(|error| {
                    let at = |message: Message| {
                        msg!(
                            "quotient-heap-together",
                            "{message} (heap {heap} of the quotient of {names} together is {name} {size})",
                            message = message,
                            heap = self.heaps.len(),
                            names = names.join(", "),
                            name = names[g].to_string(),
                            size = size
                        )
                    };
                    match error {
                        Error::Unsupported(message) => Error::Unsupported(at(message)),
                        Error::LimitExceeded { what, needed, limit, hint } => {
                            Error::LimitExceeded { what: at(what), needed, limit, hint }
                        }
                        other => other,
                    }
                });
                if let Err(stopped) = pushed {
                    return Ok(Some(stopped));
                }
                self.index[g].push(self.quotient.heaps() - 1);
                self.heaps.push((g, size));
            }
            if !after(size, self) {
                break;
            }
        }
        Ok(None)
    }

    /// Φ of heap `heap` of ruleset `g`.
    pub fn phi(&self, g: usize, heap: u64) -> u32 {
        self.quotient.phi(self.index[g][index(heap)])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nim_s_quotients_have_the_orders_known() {
        let nim = crate::parse_ruleset("nim").unwrap();
        for upto in 0..=70 {
            let q =
                RulesetQuotient::compute(nim.as_ref(), upto, false, &Limits::default()).unwrap();
            assert_eq!(q.quotient.order() as u128, nim_order(upto), "nim up to {upto}");
        }
    }
}
