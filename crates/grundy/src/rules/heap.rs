//! Heap rulesets: games whose components are single heaps of counters.
//!
//! Nim, Bash's game and the subtraction games are played on heaps, and a
//! move on a heap of size n leaves a sum of strictly smaller heaps. That
//! makes G(0), G(1), … computable in order, as a table, with no search.

use std::fmt::{self, Debug};

use num_bigint::BigUint;

use crate::core::convert::index;
use crate::core::error::{Error, Result};
use crate::core::limits::reserve_table;
use crate::core::limits::Work;
use crate::core::message::Message;
use crate::core::nimber::{Mex, Nimber};
use crate::core::reason::Formula;
use crate::core::sort;
use crate::msg;
use crate::rules::ruleset::{Options, Ruleset};
use crate::theory::period::{PeriodTheorem, Periodicity};

/// The moves on one heap, and whatever the ruleset knows beyond its moves.
///
/// Only [`HeapRuleset::options`] is required: every other method has a
/// default that is correct for any ruleset and is overridden where a closed
/// form or a faster algorithm exists. The trait is object safe, so a sum can
/// mix rulesets (`nim 3 + bash(3) 23`).
pub trait HeapRuleset: Debug + Send + Sync {
    /// The ruleset as written in a game description, e.g. `subtract(1,3,4)`.
    fn name(&self) -> String;

    /// The largest heap this ruleset accepts (its values must fit in 64 bits).
    fn max_heap(&self) -> u64 {
        u64::MAX
    }

    /// Pushes every option of a heap of size `heap`: each a sum of heaps smaller than `heap`.
    fn options(&self, heap: u64, out: &mut Options<u64>);

    /// G(heap) by a closed form, for rulesets that have one.
    ///
    /// A ruleset returning `Some` for one heap returns `Some` for every heap.
    fn closed_form(&self, heap: u64) -> Option<Nimber> {
        let _ = heap;
        None
    }

    /// Which closed form [`HeapRuleset::closed_form`] is, e.g. Bash's
    /// `G(n) = n mod 4`, for explanations.
    fn formula(&self) -> Option<Formula> {
        None
    }

    /// The shape of the whole sequence G(0), G(1), … when it is known in
    /// advance by a theorem about the ruleset (so already proved).
    fn known_periodicity(&self) -> Option<Periodicity> {
        None
    }

    /// The failure of a ruleset whose moves come from a user's code, met
    /// where [`HeapRuleset::options`] could not return it (it then listed
    /// no options): anything computed from its options since is wrong and
    /// must be refused with it. `None` for every ruleset of the catalogue.
    fn failure(&self) -> Option<Error> {
        None
    }

    /// Whether this ruleset is Nim itself, so that misère sums of it may use
    /// Bouton's rule instead of a search.
    fn is_nim(&self) -> bool {
        false
    }

    /// Whether its win condition is stated for normal play, so that misère
    /// play of it has no meaning (Treblecross: three in a row wins; its
    /// values are those of a heap game under normal play only).
    fn normal_play_only(&self) -> bool {
        false
    }

    /// Whether a heap is a row of pins, as in Kayles: each move takes a run
    /// of adjacent pins, leaving the pins on either side as rows of their
    /// own (take-and-break games whose moves remove counters). Front ends
    /// draw such a heap as a row rather than a heap of counters; Grundy's
    /// game and Lasker's Nim, whose moves split a heap without taking a run,
    /// stay heaps.
    fn is_row(&self) -> bool {
        false
    }

    /// What proves a period found in a computed table, if a theorem applies.
    fn period_theorem(&self) -> Option<PeriodTheorem> {
        None
    }

    /// The steps (option values checked) computing G(0..len) takes, when
    /// they are known before computing: tables past [`Limits::max_work`](crate::Limits::max_work)
    /// are then refused up front. `None` where the cost shows only while
    /// computing, which counts it as it goes.
    fn table_cost(&self, len: u64) -> Option<u128> {
        let _ = len;
        None
    }

    /// Extends `table` (holding G(0..table.len())) to hold G(0..len).
    fn extend_table(&self, table: &mut Vec<Nimber>, len: usize) -> Result<()> {
        self.extend_table_within(table, len, &mut Work::unlimited())
    }

    /// [`HeapRuleset::extend_table`], spending the option values it checks
    /// from `work` (up front where the cost is known, as it goes where it
    /// is not) and stopping with [`Error::LimitExceeded`] past it.
    ///
    /// The default uses the closed form when there is one (no work), and
    /// otherwise the generic [`extend_table_within`]; rulesets with many
    /// options per heap override it with something faster, tested against it.
    fn extend_table_within(
        &self,
        table: &mut Vec<Nimber>,
        len: usize,
        work: &mut Work,
    ) -> Result<()> {
        if self.closed_form(0).is_none() {
            return extend_table_within(self, table, len, work);
        }
        reserve_table(table, len, || self.name())?;
        for heap in table.len()..len {
            table.push(self.closed_form(heap as u64).expect("a closed form covers every heap"));
        }
        Ok(())
    }

    /// How many options [`HeapRuleset::options_with_value`] checks for
    /// `heap`, when that grows with the heap (Lasker's Nim checks every
    /// split); listing moves is refused past [`Limits::max_search`](crate::Limits).
    fn moves_cost(&self, heap: u64) -> u128 {
        let _ = heap;
        0
    }

    /// An upper bound on the number of options of `heap`, which bounds
    /// what expanding it costs in a search. The default, heap + 1, holds
    /// when every option is one smaller heap or none; rulesets whose moves
    /// split heaps override it.
    fn max_options(&self, heap: u64) -> u128 {
        heap as u128 + 1
    }

    /// A closed form for heaps of any size, where the ruleset has one that
    /// needs no period (Bash's game with M = 2⁶⁴ − 1, whose period 2⁶⁴ does
    /// not fit in 64 bits): G(`heap`), and every heap a move to value
    /// `target` leaves. [`BigHeapPart`](crate::BigHeapPart) uses it before
    /// any period. A ruleset returning `Some` for one heap returns `Some`
    /// for every heap.
    fn big_closed_form(&self, heap: &BigUint, target: &BigUint) -> Option<BigClosedForm> {
        let _ = (heap, target);
        None
    }

    /// The takes of this ruleset, when every option of a heap n is a single
    /// heap n − x: how the moves of heaps past 2⁶⁴ are listed
    /// ([`BigHeapPart`](crate::BigHeapPart)). `None` lists no moves of such
    /// heaps (their values need only a proved period).
    fn big_takes(&self) -> Option<BigTakes<'_>> {
        None
    }

    /// Whether one move turns a heap of `heap` counters into the heaps
    /// `to` (each non-zero, in any order), decided from the rules alone,
    /// whatever the heap's size: which counts may be taken and which splits
    /// are allowed, never the values. `None` when the ruleset cannot tell
    /// without listing its options.
    ///
    /// The default reads [`HeapRuleset::big_takes`]: a move leaves one heap
    /// n − x or none, for a take x it allows (O(1), O(log |S|) for a finite
    /// set). Rulesets that split heaps override it (take-and-break codes:
    /// O(1) from the digit of the count removed).
    fn is_move(&self, heap: &BigUint, to: &[BigUint]) -> Option<bool> {
        let takes = self.big_takes()?;
        let left = match to {
            [] => BigUint::ZERO,
            [left] => left.clone(),
            _ => return Some(false),
        };
        if left >= *heap {
            return Some(false);
        }
        let take = heap - left;
        Some(match takes {
            BigTakes::Range(lo, hi) => take >= BigUint::from(lo) && take <= BigUint::from(hi),
            BigTakes::Finite(set) => u64::try_from(&take).is_ok_and(|x| set.contains(&x)),
            BigTakes::Any(allowed) => allowed(&take),
            BigTakes::PowersOfTwo => take.count_ones() == 1,
        })
    }

    /// A few options of `heap`, from the rules alone at any size (each
    /// option's non-zero heaps, sorted): for play where listing every
    /// option is refused (a Kayles row of 10¹²). The slowest ways down come
    /// first: the fewest counters taken, leaving one heap (a pin taken from
    /// the end of a row), then splits with a piece of 1. Empty when the
    /// heap has no move, or when the ruleset cannot say without listing.
    ///
    /// The default reads [`HeapRuleset::big_takes`]: the least take
    /// allowed (among the first 64 for [`BigTakes::Any`]). O(1) per option.
    fn few_options(&self, heap: &BigUint) -> Vec<Vec<BigUint>> {
        let take = match self.big_takes() {
            Some(BigTakes::Range(lo, _)) => Some(lo.max(1)),
            Some(BigTakes::Finite(set)) => set.iter().copied().filter(|&x| x > 0).min(),
            Some(BigTakes::Any(allowed)) => (1..=64u64).find(|&x| allowed(&BigUint::from(x))),
            Some(BigTakes::PowersOfTwo) => Some(1),
            None => None,
        };
        match take.map(BigUint::from) {
            Some(take) if take <= *heap => vec![nonzero([heap - take])],
            _ => Vec::new(),
        }
    }

    /// Pushes into `out` every option of `heap` whose value is `target`.
    ///
    /// `values` gives G of every smaller heap (the engine passes a
    /// [`HeapValues`](crate::HeapValues)). The default enumerates every
    /// option; rulesets with very many options per heap override it.
    fn options_with_value(
        &self,
        heap: u64,
        target: Nimber,
        values: &dyn KnownValues,
        out: &mut Options<u64>,
    ) {
        let mut options = Options::new();
        self.options(heap, &mut options);
        for option in options.iter() {
            let sum: Nimber = option.iter().map(|&h| values.value(h)).sum();
            if sum == target {
                out.push_sum(option.iter().copied());
            }
        }
    }

    /// Pushes into `out` the options of `heap` with value `target` that
    /// stand for all of them when G is purely periodic from `from` (G(n +
    /// p) = G(n) for n ≥ `from`), `from` ≥ 1: those whose smaller piece is
    /// below `from` + p (`below`), or that leave one heap or none. `false`
    /// (the default) when the ruleset has no such listing.
    ///
    /// A ruleset implements it when shifting p counters from the smaller
    /// piece of an option to the larger gives an option again: then a
    /// winning option whose smaller piece a is `below` or more (both pieces
    /// at least `from`) has one with a − jp in `from`..`below` and the same
    /// value, so the options listed have a winning one exactly when the
    /// heap has. O(`below`) options per way of moving.
    fn representative_options_with_value(
        &self,
        _heap: u64,
        _target: Nimber,
        _below: u64,
        _values: &dyn KnownValues,
        _out: &mut Options<u64>,
    ) -> bool {
        false
    }
}

/// `heaps` without its heaps of 0, sorted: an option as
/// [`HeapRuleset::few_options`] gives it.
pub(crate) fn nonzero(heaps: impl IntoIterator<Item = BigUint>) -> Vec<BigUint> {
    let mut heaps: Vec<BigUint> = heaps.into_iter().filter(|h| *h != BigUint::ZERO).collect();
    sort::sort(&mut heaps);
    heaps
}

/// The values of a heap ruleset's heaps that are known, as
/// [`HeapRuleset::options_with_value`] reads them: the engine's is
/// [`HeapValues`](crate::HeapValues), a closed form, table or proved period.
pub trait KnownValues {
    /// G(`heap`), for a heap whose value is known.
    fn value(&self, heap: u64) -> Nimber;

    /// Every heap below `below` whose value is `target`, increasing.
    fn heaps_with_value(&self, target: Nimber, below: u64) -> Vec<u64>;
}

/// The takes of a heap ruleset whose every option of a heap n is one heap
/// n − x, for the x described here.
pub enum BigTakes<'r> {
    /// x ∈ lo..=hi (Bash's game): each take is checked, O(hi − lo).
    Range(u64, u64),
    /// x in a finite set (a subtraction game): each take is checked, O(|S|).
    Finite(&'r [u64]),
    /// Every x ≥ 1 with `allowed(x)` (Nim, all-but games): only for values
    /// that grow (a saltus s > 0), so each residue class modulo the period
    /// holds at most one heap of a given value past the preperiod: O(e + p).
    Any(Box<dyn Fn(&BigUint) -> bool + 'r>),
    /// Every power of two: one check per power up to n, O(log n).
    PowersOfTwo,
}

impl Debug for BigTakes<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BigTakes::Range(lo, hi) => write!(f, "Range({lo}, {hi})"),
            BigTakes::Finite(set) => write!(f, "Finite({set:?})"),
            BigTakes::Any(_) => f.write_str("Any(..)"),
            BigTakes::PowersOfTwo => f.write_str("PowersOfTwo"),
        }
    }
}

/// What [`HeapRuleset::big_closed_form`] says of one heap.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BigClosedForm {
    /// G(heap).
    pub value: BigUint,
    /// Every heap a move leaves whose value is the target, increasing.
    pub moves_to: Vec<BigUint>,
}

/// A reference to a heap ruleset is one too, so solvers can borrow rulesets.
impl<H: HeapRuleset + ?Sized> HeapRuleset for &H {
    fn name(&self) -> String {
        (**self).name()
    }
    fn options(&self, heap: u64, out: &mut Options<u64>) {
        (**self).options(heap, out)
    }
    fn closed_form(&self, heap: u64) -> Option<Nimber> {
        (**self).closed_form(heap)
    }
    fn max_heap(&self) -> u64 {
        (**self).max_heap()
    }
    fn formula(&self) -> Option<Formula> {
        (**self).formula()
    }
    fn known_periodicity(&self) -> Option<Periodicity> {
        (**self).known_periodicity()
    }
    fn failure(&self) -> Option<Error> {
        (**self).failure()
    }
    fn is_nim(&self) -> bool {
        (**self).is_nim()
    }
    fn normal_play_only(&self) -> bool {
        (**self).normal_play_only()
    }
    fn is_row(&self) -> bool {
        (**self).is_row()
    }
    fn moves_cost(&self, heap: u64) -> u128 {
        (**self).moves_cost(heap)
    }
    fn max_options(&self, heap: u64) -> u128 {
        (**self).max_options(heap)
    }
    fn big_closed_form(&self, heap: &BigUint, target: &BigUint) -> Option<BigClosedForm> {
        (**self).big_closed_form(heap, target)
    }
    fn big_takes(&self) -> Option<BigTakes<'_>> {
        (**self).big_takes()
    }
    fn is_move(&self, heap: &BigUint, to: &[BigUint]) -> Option<bool> {
        (**self).is_move(heap, to)
    }
    fn few_options(&self, heap: &BigUint) -> Vec<Vec<BigUint>> {
        (**self).few_options(heap)
    }
    fn period_theorem(&self) -> Option<PeriodTheorem> {
        (**self).period_theorem()
    }
    fn table_cost(&self, len: u64) -> Option<u128> {
        (**self).table_cost(len)
    }
    fn extend_table_within(
        &self,
        table: &mut Vec<Nimber>,
        len: usize,
        work: &mut Work,
    ) -> Result<()> {
        (**self).extend_table_within(table, len, work)
    }
    fn options_with_value(
        &self,
        heap: u64,
        target: Nimber,
        values: &dyn KnownValues,
        out: &mut Options<u64>,
    ) {
        (**self).options_with_value(heap, target, values, out)
    }
    fn representative_options_with_value(
        &self,
        heap: u64,
        target: Nimber,
        below: u64,
        values: &dyn KnownValues,
        out: &mut Options<u64>,
    ) -> bool {
        (**self).representative_options_with_value(heap, target, below, values, out)
    }
}

/// Every heap ruleset is a ruleset whose positions are heap sizes.
impl<H: HeapRuleset + ?Sized> Ruleset for H {
    type Position = u64;
    fn options(&self, position: &u64, out: &mut Options<u64>) {
        HeapRuleset::options(self, *position, out)
    }
}

/// Spends from `work`, before computing, what extending a table of
/// `from` values to `len` costs when the ruleset knows it
/// ([`HeapRuleset::table_cost`]).
pub(crate) fn spend_table_cost<H: HeapRuleset + ?Sized>(
    ruleset: &H,
    from: usize,
    len: usize,
    work: &mut Work,
) -> Result<()> {
    let cost = |values: usize| ruleset.table_cost(values as u64).unwrap_or(0);
    let steps = u64::try_from(cost(len).saturating_sub(cost(from))).unwrap_or(u64::MAX);
    work.spend(steps, || table_up_to(&ruleset.name(), len as u64))
}

/// `the table of subtract(1,3,4) up to 1000`, in a limit's message.
pub(crate) fn table_up_to(name: &str, upto: u64) -> Message {
    msg!("limit-what-table-upto", "the table of {name} up to {upto}", name = name, upto = upto)
}

/// The error of a ruleset `name` whose heap `heap` has an option holding
/// heap `option`, which breaks the contract of heap rulesets.
pub(crate) fn option_not_smaller(name: String, heap: u64, option: u64) -> Error {
    Error::BadRuleset {
        ruleset: name,
        message: msg!(
            "ruleset-option-not-smaller",
            "heap {heap} has an option with heap {option}, which is not smaller",
            heap = heap,
            option = option
        ),
    }
}

/// The heap-table solver: extends `table` (G(0..table.len())) to G(0..len).
///
/// Heaps are solved in increasing order, each from the options the ruleset
/// gives: O(Σ options) time, O(len) memory, no recursion and no hashing.
/// An option holding a heap not smaller than the one being solved breaks the
/// heap-ruleset contract and is reported as [`Error::BadRuleset`].
///
/// ```
/// use grundy::{heap::extend_table, rulesets::Subtract, Nimber};
/// let mut table = Vec::new();
/// extend_table(&Subtract::new(vec![1, 2, 4, 8]).unwrap(), &mut table, 9).unwrap();
/// // Powers of two (here up to 8) give n mod 3.
/// assert_eq!(table, (0..9).map(|n| Nimber(n % 3)).collect::<Vec<_>>());
/// ```
pub fn extend_table<H: HeapRuleset + ?Sized>(
    ruleset: &H,
    table: &mut Vec<Nimber>,
    len: usize,
) -> Result<()> {
    extend_table_within(ruleset, table, len, &mut Work::unlimited())
}

/// [`extend_table`], spending from `work` one step per option component,
/// counted a stretch of heaps at a time.
pub fn extend_table_within<H: HeapRuleset + ?Sized>(
    ruleset: &H,
    table: &mut Vec<Nimber>,
    len: usize,
    work: &mut Work,
) -> Result<()> {
    extend_table_listing(ruleset, table, len, work, |heap, out, _| {
        HeapRuleset::options(ruleset, heap, out);
        Ok(())
    })?;
    // A user's rule that failed listed no options: the table is wrong.
    match ruleset.failure() {
        Some(error) => Err(error),
        None => Ok(()),
    }
}

/// The heap-table solver of [`extend_table_within`], each heap's options
/// written into an empty `Options` by `list`, which may spend from `work`
/// itself and fail (a user's rule, asked heap by heap).
pub(crate) fn extend_table_listing<H: HeapRuleset + ?Sized>(
    ruleset: &H,
    table: &mut Vec<Nimber>,
    len: usize,
    work: &mut Work,
    mut list: impl FnMut(u64, &mut Options<u64>, &mut Work) -> Result<()>,
) -> Result<()> {
    let mut options = Options::new();
    let mut values = Vec::new();
    let mut mex = Mex::new();
    reserve_table(table, len, || ruleset.name())?;
    let mut steps = 0u64;
    for heap in table.len()..len {
        // Every 4,096 heaps, or sooner where heaps have many options.
        if heap % 4096 == 0 || steps >= 1 << 24 {
            work.spend(std::mem::take(&mut steps), || {
                msg!(
                    "limit-what-table-at-heap",
                    "the table of {name} (at heap {heap})",
                    name = ruleset.name(),
                    heap = heap
                )
            })?;
            work.report(heap as u64);
        }
        options.clear();
        values.clear();
        list(heap as u64, &mut options, work)?;
        steps += options.components().len() as u64 + 1;
        for option in options.iter() {
            let mut sum = Nimber::ZERO;
            for &h in option {
                if h >= heap as u64 {
                    return Err(option_not_smaller(ruleset.name(), heap as u64, h));
                }
                sum ^= table[index(h)];
            }
            values.push(sum);
        }
        table.push(mex.of(&values));
    }
    Ok(())
}
