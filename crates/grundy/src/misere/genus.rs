//! Conway's genus of heaps in misère play, read off a misère quotient.
//!
//! # The genus
//!
//! The *genus* of a game G is g^{γ₀γ₁γ₂…} (Conway, *On Numbers and Games*,
//! ch. 12; *Winning Ways*, ch. 13): g = G⁺(G) is its normal-play value,
//! γ₀ = G⁻(G) its misère value (1 for a game without moves, else the mex
//! of its options' misère values), and γₖ = G⁻(G + k·*2), the misère value
//! with k nim heaps of 2 added. The sequence γ ends by alternating for
//! ever, and is written up to where it starts to: Nim's heap 0 is 0^{120}
//! (γ = 1, 2, 0, 2, 0, …), heap 1 is 1^{031}, heap 2 is 2^{20}. Values of
//! 10 or more are separated by commas: 8^{8,10}.
//!
//! # Tame, restive, wild
//!
//! The genera of Nim positions are 0^{120} and 1^{031} (heaps of at most
//! 1), and a^{a,a⊕2} for every a (a heap of 2 or more; 0^{02}, 1^{13},
//! 2^{20}, 3^{31}, …): the *tame* genera. Here a heap is **tame** when
//! every position it can reach, itself included, has a tame genus
//! (Conway's tame games, ONAG ch. 12; *Winning Ways* widens the word to
//! games that keep options reversing through wild ones, which are not
//! detected here: a heap called tame here is tame there). It is
//! **restive** when it is not tame but its options are, and **wild**
//! otherwise.
//!
//! A position of heaps is tame exactly when all its heaps are: a sum of
//! tame games is tame (ONAG, ch. 12), and every heap of a sum is itself a
//! position of the sum (play the other heaps out). So heap n is tame when
//! its genus is tame and every heap in its options is tame, restive when
//! only its genus fails, and wild when a heap of some option is not tame.
//!
//! # How the genus is computed
//!
//! *Lemma 1.* G⁻(Y) = m exactly when Y + *m is a misère P-position.
//! *Proof*, by induction on Y + *m. If G⁻(Y) = m, no option Y′ + *m has
//! G⁻(Y′) = m (m is a mex), and no Y + *j (j < m) has G⁻(Y) = j: by
//! induction every option is an N-position, and Y + *m has options (Y
//! without moves has G⁻ = 1, so m ≥ 1). Conversely, if Y + *m is a
//! P-position, Y + *m has moves (a position without moves is a misère
//! win), and by induction G⁻(Y′) ≠ m for every option and G⁻(Y) ≠ j for
//! j < m. If Y has moves, G⁻(Y) is the mex of a set without m, so at most
//! m, and not less: m. If not, G⁻(Y) = 1, and m = 1 (m ≠ 0, and *1 is a
//! P-position). ∎
//!
//! So G⁻ of every sum is read off a quotient that tells sums apart by
//! their misère values rather than their outcomes: the *quotient by
//! misère values* below a cap c ([`Keeps::MisereValues`]), where two sums
//! are identified when no sum added to both tells min(G⁻, c) apart, built
//! and certified as the misère quotient is (its P-check and N-check
//! generalized to values; see [`crate::quotient`]). The quotient used is
//! that of the ruleset's heaps together with nim heaps 1 and 2 (a game
//! whose heaps 1 and 2 are *1 and *2, as Kayles' are, gains no element):
//! γₖ of heap n is the value of the element Φ(n)·Φ(*2)ᵏ, exact when below
//! c. The powers of Φ(*2) repeat from some k₀ with some period, so γ does
//! too; γ is read over two of those periods beyond k₀, which shows exactly
//! where it starts to alternate.
//!
//! The cap is doubled from 2 while a heap's γ reaches it: a smaller cap
//! makes a coarser quotient, which is smaller (Kayles' below 4 is its
//! misère quotient, 40 elements for every heap) but keeps fewer values. A
//! larger cap makes a finer quotient, which stops growing no later, so the
//! genus is read off the first cap whose quotient takes every heap asked
//! for or stops growing (no candidate, a limit); Kayles' below 8 stops at
//! heap 20, with no candidate of a million elements.
//!
//! Past where it stops for want of a candidate, each heap's γ is searched
//! (`GenusSearch`): by Hoey's rule, γₖ(G) = mex({γₖ₋₁(G), γₖ₋₁(G) ⊕ 1} ∪
//! {γₖ(G′)}) (Lemma 2 below), over the sums of heaps the coarser quotient
//! that took every heap cannot read, each once. The search is exact, and
//! its cost grows about as the partitions of the heap: it has a hundredth
//! of the work limit, and the table ends at the first heap it cannot
//! finish within that (Kayles: heap 62 within the default limit).
//!
//! *Lemma 2.* G⁻(G + *1) = G⁻(G) ⊕ 1, by the same kind of induction; so
//! γₖ is the mex of {γₖ₋₁, γₖ₋₁ ⊕ 1} and the γₖ of G's options (Hoey's
//! rule: the options of G + k·*2 are G′ + k·*2, G + (k−1)·*2 + *1 and G +
//! (k−1)·*2), and *1 + *1 changes no G⁻.
//!
//! # Periodicity
//!
//! The genus of heap n is a function of Φ(n) in the joint quotient and of
//! G⁺(n), over the heaps whose γ are below its cap. When the pair (Φ(n),
//! G⁺(n)) over those heaps meets the agreement that the ruleset's
//! periodicity theorem needs, both are periodic for every heap (the proof
//! for Φ is in [`MisereQuotient::periodicity`], and the nim heaps are
//! fixed, all pushed before the heaps it extends to), and so is the genus:
//! proved (every heap's element is then that of a heap whose γ are below
//! the cap). A tame game whose genus is proved periodic is tame at every
//! heap, by induction on n (heap n's genus is that of a smaller heap, tame,
//! and its options hold smaller heaps, tame). Otherwise a period that shows
//! is reported as observed, not proved.
//!
//! # Cost
//!
//! The joint quotients' (see [`crate::quotient`]), one per cap tried, each
//! grown only until a heap's γ reaches its cap; O(L) products per heap for
//! L terms of γ (L ≈ 10), and O(Σ options) for the classes; then the
//! search's words, each O(options), within its share of the work.
//!
//! [`MisereQuotient::periodicity`]: crate::misere::quotient::MisereQuotient::periodicity

use std::collections::HashMap;
use std::fmt;

use crate::core::convert::{index, length};
use crate::core::error::{Error, Result};
use crate::core::limits::{Limits, Work};
use crate::core::nimber::Nimber;
use crate::misere::genus_plain::PlainGenus;
use crate::misere::quotient::genus_search::{GenusSearch, Reader};
use crate::misere::quotient::labels::Keeps;
use crate::misere::quotient::period::phi_theorem;
use crate::misere::quotient::ruleset::{JointQuotient, HEAP_BYTES};
use crate::msg;
use crate::rules::heap::{extend_table_within, HeapRuleset};
use crate::rules::ruleset::Options;
use crate::theory::period::{find_observed_period, find_proved_period, least, Periodicity};

/// A genus g^{γ₀γ₁…}: the normal-play value and the misère values with
/// k heaps of 2 added, written up to where they start to alternate.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Genus {
    /// g = G⁺, the normal-play value.
    pub normal: u64,
    /// γ₀, γ₁, …, γₜ₋₁ (t ≥ 2), where γₖ = γₖ₋₂ for every k ≥ t.
    pub misere: Vec<u32>,
}

impl Genus {
    /// The genus with normal value `normal` and misère values `gammas`,
    /// truncated where they start to alternate; `None` when they do not
    /// alternate up to their end (or are fewer than two).
    pub fn new(normal: u64, gammas: &[u32]) -> Option<Genus> {
        let n = gammas.len();
        if n < 2 || (n >= 3 && gammas[n - 1] != gammas[n - 3]) {
            return None;
        }
        let mut t = n;
        while t > 2 && gammas[t - 1] == gammas[t - 3] {
            t -= 1;
        }
        Some(Genus { normal, misere: gammas[..t].to_vec() })
    }

    /// γₖ: G⁻ with `k` heaps of 2 added.
    pub fn gamma(&self, k: usize) -> u32 {
        let t = self.misere.len();
        if k < t {
            self.misere[k]
        } else {
            self.misere[t - 2 + (k - (t - 2)) % 2]
        }
    }

    /// The misère value G⁻ = γ₀.
    pub fn misere_value(&self) -> u32 {
        self.misere[0]
    }

    /// Whether this is the genus of a Nim position: 0^{120}, 1^{031}, or
    /// a^{a,a⊕2}.
    pub fn is_tame(&self) -> bool {
        let g = self.normal;
        let m: Vec<u64> = self.misere.iter().map(|&x| x as u64).collect();
        m == [g, g ^ 2] || (g <= 1 && m == [g ^ 1, g ^ 2, g])
    }
}

impl fmt::Display for Genus {
    /// `4^146`, or `8^{8,10}` when a value has two digits or more.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let values: Vec<String> = self.misere.iter().map(|x| x.to_string()).collect();
        if values.iter().all(|v| v.len() == 1) {
            write!(f, "{}^{}", self.normal, values.concat())
        } else {
            write!(f, "{}^{{{}}}", self.normal, values.join(","))
        }
    }
}

/// How a heap's positions behave (see the [module](self) docs).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tameness {
    /// Every position of the heap has the genus of a Nim position.
    Tame,
    /// Not tame, though all its options are.
    Restive,
    /// Some option is not tame.
    Wild,
}

impl Tameness {
    /// `tame`, `restive` or `wild`.
    pub fn name(self) -> &'static str {
        match self {
            Tameness::Tame => "tame",
            Tameness::Restive => "restive",
            Tameness::Wild => "wild",
        }
    }
}

/// One heap's genus and class.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HeapGenus {
    /// The heap.
    pub heap: u64,
    /// Its genus.
    pub genus: Genus,
    /// Its class.
    pub tameness: Tameness,
}

/// The genus of every heap of a ruleset up to some N.
#[derive(Debug, Clone)]
pub struct GenusTable {
    /// Heaps 0..=N.
    pub heaps: Vec<HeapGenus>,
    /// The first heap that is not tame, if any up to N.
    pub first_not_tame: Option<u64>,
    /// The genus sequence's periodicity: proved (see the module docs), or
    /// observed in the heaps computed.
    pub periodicity: Option<Periodicity>,
    /// Whether every heap, not only those up to N, is proved tame.
    pub tame_for_every_heap: bool,
    /// The order of the quotient by misère values of the heaps with the
    /// nim heaps that the genus was read off.
    pub quotient_order: usize,
    /// The largest nim heap in that quotient.
    pub nim_heaps: u64,
    /// The misère values that quotient keeps: those below this cap.
    pub cap: u32,
    /// The first heap whose genus was searched (Hoey's rule over the sums
    /// the quotient cannot read), when the quotient stopped before it.
    pub searched_from: Option<u64>,
    /// Why the table stops before the heap asked for, when it does
    /// ([`genus_table_partial`]): `heaps` then ends at the last heap the
    /// quotient certified.
    pub stopped: Option<Error>,
    /// Whether the table is misère Nim's closed form (see
    /// [`genus_table_partial`]) rather than read off a quotient computed
    /// here; `quotient_order` and `cap` are then those of the quotient it
    /// would be read off.
    pub closed_form: bool,
}

/// Heaps of Nim (∗n: take any number from one heap), the reference every
/// genus is measured against: the misère quotient of a ruleset's heaps is
/// computed jointly with these.
#[derive(Debug)]
struct NimHeaps;

impl HeapRuleset for NimHeaps {
    fn name(&self) -> String {
        "nim".to_string()
    }

    fn options(&self, heap: u64, out: &mut Options<u64>) {
        for smaller in 0..heap {
            out.push(smaller);
        }
    }
}

/// The genus and class of `ruleset`'s heaps 0..=`upto`, from the misère
/// quotient of those heaps with nim heaps, within [`Limits::max_work`]
/// steps, [`Limits::max_memory`] bytes and the deadline.
///
/// ```
/// use grundy::{parse_ruleset, Limits, genus::{genus_table, Tameness}};
/// let kayles = parse_ruleset("kayles").unwrap();
/// let table = genus_table(kayles.as_ref(), 8, &Limits::default()).unwrap();
/// assert_eq!(table.heaps[5].genus.to_string(), "4^146");
/// assert_eq!(table.heaps[5].tameness, Tameness::Restive);
/// assert_eq!(table.first_not_tame, Some(5));
/// ```
pub fn genus_table(ruleset: &dyn HeapRuleset, upto: u64, limits: &Limits) -> Result<GenusTable> {
    let mut table = genus_table_partial(ruleset, upto, limits)?;
    match table.stopped.take() {
        Some(stopped) => Err(stopped),
        None => Ok(table),
    }
}

/// [`genus_table`], keeping the genus of the heaps certified when the
/// quotient stops part way (no candidate, a limit): the table of heaps
/// 0..=M for the last heap M the quotient with every nim heap certified,
/// with why it stopped ([`GenusTable::stopped`]). An error when it stops
/// before heap 0 of the ruleset or before every nim heap, or when the
/// values are refused before computing.
///
/// The quotients are read within [`Limits::QUICK`] first; when they do
/// not take every heap there, the plain search of the sums
/// ([`genus_table_by_search`]) within a hundredth of the work and half the
/// memory; when that does not either, the quotients within the limits
/// ([`genus_table_by_quotient`]), and the longer of the two exact tables.
pub fn genus_table_partial(
    ruleset: &dyn HeapRuleset,
    upto: u64,
    limits: &Limits,
) -> Result<GenusTable> {
    if cfg!(target_family = "wasm") {
        return Err(Error::Unsupported(msg!(
            "genus-wasm",
            "the genus is for the command line and Python; the browser's engine keeps no misère values"
        )));
    }
    let len = heap_count(ruleset, upto, limits)?;
    if ruleset.is_nim() {
        return Ok(nim_genus_table(upto));
    }
    // The quotient within the quick budget first (it proves periods, and
    // takes a small quotient in milliseconds); where that does not take
    // every heap, the plain search within its share, which takes small
    // heaps whose quotient is large or unknown in milliseconds (0.16's
    // heaps up to 17: 57 s and 846 MB by the quotients); only then the
    // quotients within the limits. Each stage's budget is counted work and
    // bytes, so the table does not depend on the machine.
    let quick = limits.at_most(&Limits::QUICK);
    let first = read_genus_table(ruleset, upto, len, &quick);
    if let Ok(table) = &first {
        if table.stopped.is_none() {
            return first;
        }
    }
    let plain = match plain_genus_table(ruleset, upto, len, &plain_share(limits)) {
        Ok(table) if table.stopped.is_none() => return Ok(table),
        Ok(table) => Some(table),
        Err(error @ Error::Interrupted) => return Err(error),
        Err(_) => None,
    };
    let read = match quick == *limits {
        true => first,
        false => read_genus_table(ruleset, upto, len, limits),
    };
    // The longer of the two tables, both exact: the quotient's on a tie.
    match (read, plain) {
        (Ok(table), Some(plain)) if plain.heaps.len() > table.heaps.len() => Ok(plain),
        (Err(error @ Error::Interrupted), _) => Err(error),
        (Err(_), Some(plain)) => Ok(plain),
        (read, _) => read,
    }
}

/// The number of heaps 0..=`upto`, as a length, once the limits allow a
/// table of them (refused before computing otherwise): at most
/// `MAX_TABLE_VALUES` (2³¹) heaps after the check, a length on any target.
fn heap_count(ruleset: &dyn HeapRuleset, upto: u64, limits: &Limits) -> Result<usize> {
    let name = ruleset.name();
    let what =
        || msg!("genus-what", "the genus of {name} up to heap {upto}", name = &name, upto = upto);
    limits.check_values(what, upto as u128 + 1, HEAP_BYTES)?;
    length(upto + 1, what)
}

/// The genus of `ruleset`'s heaps 0..=`upto` read off the quotients (and
/// searched past them) alone, within the limits, as
/// [`genus_table_partial`] gives it where the quick budget and the plain
/// search do not: the route the tests hold to the plain search.
pub fn genus_table_by_quotient(
    ruleset: &dyn HeapRuleset,
    upto: u64,
    limits: &Limits,
) -> Result<GenusTable> {
    let len = heap_count(ruleset, upto, limits)?;
    read_genus_table(ruleset, upto, len, limits)
}

/// The share of the limits the plain search of the sums may spend before
/// the quotients within the limits are tried: a hundredth of the work (10⁸
/// steps by default), half the memory.
fn plain_share(limits: &Limits) -> Limits {
    Limits {
        max_work: limits.max_work / SEARCH_SHARE,
        max_memory: limits.max_memory / 2,
        ..*limits
    }
}

/// The genus of `ruleset`'s heaps 0..=`upto` by a plain search (`PlainGenus`), an exact
/// search of the sums they reach with nim heaps of 2 (Hoey's rule), with no
/// quotient: heap by heap until one passes the limits, the table then
/// that of the heaps before, with why it stopped. The periodicity is only
/// observed. Time: the search's (see `genus_plain.rs`).
pub fn genus_table_by_search(
    ruleset: &dyn HeapRuleset,
    upto: u64,
    limits: &Limits,
) -> Result<GenusTable> {
    let len = heap_count(ruleset, upto, limits)?;
    plain_genus_table(ruleset, upto, len, limits)
}

fn plain_genus_table(
    ruleset: &dyn HeapRuleset,
    upto: u64,
    len: usize,
    limits: &Limits,
) -> Result<GenusTable> {
    let mut work = Work::new(limits.max_work).until(limits.deadline);
    let mut normal = Vec::new();
    extend_table_within(ruleset, &mut normal, len, &mut work)?;
    let mut search = PlainGenus::new(ruleset, limits.max_memory);
    let mut gammas: Vec<Box<[u32]>> = Vec::new();
    let mut stopped = None;
    for heap in 0..=upto {
        match search.heap(heap, &mut work) {
            Ok(found) => gammas.push(found),
            Err(error @ Error::LimitExceeded { .. }) if heap > 0 => {
                stopped = Some(error);
                break;
            }
            Err(error) => return Err(error),
        }
    }
    Ok(assemble(ruleset, &normal, gammas, None, stopped))
}

/// The genus table by the quotients and the search past them, for
/// [`genus_table_partial`], of `len` = `upto` + 1 heaps.
fn read_genus_table(
    ruleset: &dyn HeapRuleset,
    upto: u64,
    len: usize,
    limits: &Limits,
) -> Result<GenusTable> {
    let mut normal = Vec::new();
    let mut work = Work::new(limits.max_work).until(limits.deadline);
    extend_table_within(ruleset, &mut normal, len, &mut work)?;
    let Reading { gammas, exact, exact_heaps, stopped } = read_off(ruleset, upto, limits)?;
    Ok(assemble(ruleset, &normal, gammas, Some((&exact, exact_heaps)), stopped))
}

/// The table of the genus γ of heaps 0, 1, …, their normal values
/// `normal`: the quotient whose values are exact on its first heaps, when
/// they were read off one (else every heap was searched with no quotient),
/// and why the table stops, when it does.
fn assemble(
    ruleset: &dyn HeapRuleset,
    normal: &[Nimber],
    gammas: Vec<Box<[u32]>>,
    exact: Option<(&JointQuotient, usize)>,
    stopped: Option<Error>,
) -> GenusTable {
    let mut heaps: Vec<HeapGenus> = Vec::with_capacity(gammas.len());
    let mut options = Options::new();
    for (heap, gammas) in (0u64..).zip(&gammas) {
        // Read off or searched up to where they alternate.
        let genus = Genus { normal: normal[index(heap)].0, misere: gammas.to_vec() };
        options.clear();
        HeapRuleset::options(ruleset, heap, &mut options);
        let options_tame =
            options.components().iter().all(|&h| heaps[index(h)].tameness == Tameness::Tame);
        let tameness = match (options_tame, genus.is_tame()) {
            (false, _) => Tameness::Wild,
            (true, true) => Tameness::Tame,
            (true, false) => Tameness::Restive,
        };
        heaps.push(HeapGenus { heap, genus, tameness });
    }
    let first_not_tame = heaps.iter().find(|h| h.tameness != Tameness::Tame).map(|h| h.heap);
    let periodicity = periodicity(ruleset, exact, normal, &heaps);
    let tame_for_every_heap =
        first_not_tame.is_none() && periodicity.is_some_and(|p| p.is_proved());
    let exact_heaps = exact.map_or(0, |(_, heaps)| heaps);
    let searched_from = (exact_heaps < heaps.len()).then_some(exact_heaps as u64);
    GenusTable {
        heaps,
        first_not_tame,
        periodicity,
        tame_for_every_heap,
        quotient_order: exact.map_or(0, |(joint, _)| joint.quotient.order()),
        nim_heaps: NIM_HEAPS,
        cap: exact.map_or(0, |(joint, _)| joint.quotient.value_cap()),
        searched_from,
        stopped,
        closed_form: false,
    }
}

/// Misère Nim's genus table, in closed form: heap 0 is 0^{120}, heap 1 is
/// 1^{031} and heap a ≥ 2 is a^{a,a⊕2} (Bouton's misère rule: a sum with
/// a heap of 2 or more has G⁻ equal to its nim-sum, one without has G⁻
/// equal to its nim-sum ⊕ 1; ONAG ch. 12), every heap tame. The quotient
/// it would be read off, that of Nim's heaps below 2ᵐ (m the bit length of
/// max(N, 2)), is misère Nim's T_m (1 and *1, and the nim-sums below 2ᵐ of
/// sums with a heap of 2 or more) of order 2ᵐ + 2, read below the cap 2ᵐ.
/// A test checks all of it against the quotients on the first heaps.
///
/// Time and memory: O(N), for heaps 0..=N (N < 2³¹, checked before).
fn nim_genus_table(upto: u64) -> GenusTable {
    let cap = 1u32 << (64 - upto.max(2).leading_zeros());
    #[allow(clippy::cast_possible_truncation)] // heaps below 2³¹
    let heaps = (0..=upto)
        .map(|heap| {
            let misere = match heap {
                0 => vec![1, 2, 0],
                1 => vec![0, 3, 1],
                _ => vec![heap as u32, (heap ^ 2) as u32],
            };
            HeapGenus { heap, genus: Genus { normal: heap, misere }, tameness: Tameness::Tame }
        })
        .collect();
    GenusTable {
        heaps,
        first_not_tame: None,
        periodicity: None,
        tame_for_every_heap: true,
        quotient_order: cap as usize + 2,
        nim_heaps: NIM_HEAPS,
        cap,
        searched_from: None,
        stopped: None,
        closed_form: true,
    }
}

/// The genus of heaps 0..=M as read off: γ of each heap, the quotient the
/// first of them were read off, and why M < `upto`, when it is.
struct Reading {
    /// γ₀, γ₁, … of each heap 0..=M, up to where they alternate.
    gammas: Vec<Box<[u32]>>,
    /// A quotient by capped misère values whose values are exact on the
    /// heaps 0..`exact_heaps` (the first heaps of `gammas`); the heaps past
    /// them were searched.
    exact: JointQuotient,
    exact_heaps: usize,
    stopped: Option<Error>,
}

/// The genus of `ruleset`'s heaps 0..=`upto`, or of the longest prefix
/// that can be had within the limits (with why it stops there): an error
/// when not even heap 0's can.
///
/// First from quotients by misère values capped at c = 2, 4, 8, … of the
/// heaps with nim heaps 1 and 2 (γₖ of heap n is then G⁻ of the element
/// Φ(n)·Φ(*2)ᵏ, exact where it is below c): each is grown heap by heap
/// while the heaps' γ are below c, and paused at the first heap with a γ
/// that reaches c, where the next cap takes over. A larger cap makes a
/// finer quotient, which stops growing no later, so the first cap whose
/// quotient stops growing (no candidate, a limit) or takes every heap
/// ends the reading. Then, when it stopped for want of a candidate, the
/// quotient paused last (the cap before, coarser, often smaller) is grown
/// over every heap, and the heaps past the prefix are searched one by one
/// with it by [`GenusSearch`] (Hoey's rule over the sums it cannot read),
/// within a hundredth of [`Limits::max_work`], until a heap's search meets
/// a limit. A quotient stopped by a limit is not followed by that growth,
/// which would most likely meet the limit again, only later.
fn read_off(ruleset: &dyn HeapRuleset, upto: u64, limits: &Limits) -> Result<Reading> {
    let nim: &dyn HeapRuleset = &NimHeaps;
    let rulesets = [ruleset, nim];
    let largest = [upto, NIM_HEAPS];
    let mut work = Work::new(limits.max_work).until(limits.deadline);
    // The longest prefix read exactly: its quotient, γ and why it ends.
    let mut best: Option<Reading> = None;
    // The quotient paused last, at a heap whose γ reached its cap.
    let mut paused: Option<JointQuotient> = None;
    let mut cap = 2;
    let stopped = loop {
        let mut joint =
            JointQuotient::start(&rulesets, &largest, Keeps::MisereValues { cap }, limits)?;
        let mut gammas: Vec<Box<[u32]>> = Vec::new();
        let mut failed: Option<Error> = None;
        let mut lumped = false;
        let stopped = joint.grow(&rulesets, &largest, &mut work, |size, joint| {
            if size < NIM_HEAPS {
                return true;
            }
            let q = &joint.quotient;
            let reader = Reader::new(q, joint.phi(1, NIM_HEAPS));
            for heap in gammas.len() as u64..joint.index[0].len() as u64 {
                match reader.read(q, joint.phi(0, heap)) {
                    Ok(Some(found)) => gammas.push(found),
                    Ok(None) => lumped = true,
                    Err(error) => failed = Some(error),
                }
                if lumped || failed.is_some() {
                    return false;
                }
            }
            true
        })?;
        if let Some(error) = failed {
            return Err(error);
        }
        let why = match (lumped, stopped) {
            (true, _) => lumped_at(ruleset, gammas.len(), cap),
            (false, Some(stopped)) => stopped,
            (false, None) => {
                let exact_heaps = gammas.len();
                return Ok(Reading { gammas, exact: joint, exact_heaps, stopped: None });
            }
        };
        let longer = best.as_ref().is_none_or(|before| gammas.len() > before.gammas.len());
        if longer && !gammas.is_empty() {
            let (exact, exact_heaps) = (joint.clone(), gammas.len());
            best = Some(Reading { gammas, exact, exact_heaps, stopped: Some(why.clone()) });
        }
        if !lumped || cap >= MAX_CAP {
            break why;
        }
        paused = Some(joint);
        cap *= 2;
    };
    let Some(mut reading) = best else {
        return Err(stopped);
    };
    let covering = match (&reading.stopped, paused) {
        (Some(Error::Unsupported(_)), Some(mut joint)) => {
            let end = joint.grow(&rulesets, &largest, &mut work, |_, _| true);
            matches!(end, Ok(None)).then_some(joint)
        }
        _ => None,
    };
    if let Some(covering) = covering {
        let mut search = GenusSearch::new(&covering.quotient, covering.index[1][2]);
        let mut work = Work::new(limits.max_work / SEARCH_SHARE).until(limits.deadline);
        for heap in reading.gammas.len() as u64..=upto {
            let what = || {
                msg!(
                    "genus-what-search",
                    "the genus of heap {heap} of {name} by search",
                    heap = heap,
                    name = ruleset.name()
                )
            };
            match search.genus(&[covering.index[0][index(heap)]], &mut work, what) {
                Ok(found) => reading.gammas.push(found),
                Err(error @ Error::LimitExceeded { .. }) => {
                    reading.stopped = Some(error);
                    break;
                }
                Err(other) => return Err(other),
            }
            if heap == upto {
                reading.stopped = None;
            }
        }
    }
    Ok(reading)
}

/// The largest nim heap in the quotient the genus is read off: γₖ adds
/// k heaps of 2.
const NIM_HEAPS: u64 = 2;

/// The largest cap of misère values tried.
const MAX_CAP: u32 = 1 << 16;

/// The share of [`Limits::max_work`] the search past the quotients may
/// spend: one part in this many.
const SEARCH_SHARE: u64 = 100;

/// Why the genus is not read past `heap`: a misère value of it reaches the
/// cap of the quotient it was read off.
fn lumped_at(ruleset: &dyn HeapRuleset, heap: usize, cap: u32) -> Error {
    Error::Unsupported(msg!(
        "genus-lumped",
        "the genus of heap {heap} of {name} has a misère value of at least {cap}, past the misère values the quotient keeps",
        heap = heap,
        name = ruleset.name(),
        cap = cap
    ))
}

/// The genus sequence's periodicity: proved when (Φ(n), G⁺(n)) over the
/// heaps 0..`exact` (whose γ are exact in `joint`) meets the ruleset's
/// theorem, else observed.
fn periodicity(
    ruleset: &dyn HeapRuleset,
    exact: Option<(&JointQuotient, usize)>,
    normal: &[Nimber],
    heaps: &[HeapGenus],
) -> Option<Periodicity> {
    let mut ids: HashMap<&Genus, u64> = HashMap::new();
    let sequence: Vec<Nimber> = heaps
        .iter()
        .map(|h| {
            let next = ids.len() as u64;
            Nimber(*ids.entry(&h.genus).or_insert(next))
        })
        .collect();
    if let (Some(theorem), Some((joint, exact))) = (phi_theorem(ruleset), exact) {
        // Each pair as one number: Φ in the high half, G⁺ (far below 2³²:
        // it is at most the options of a heap) in the low one.
        let pairs: Vec<Nimber> = (0..exact)
            .map(|n| Nimber((joint.phi(0, n as u64) as u64) << 32 | (normal[n].0 & 0xffff_ffff)))
            .collect();
        if let Some(p) = find_proved_period(&pairs, theorem) {
            return Some(least(&sequence, Periodicity { saltus: 0, ..p }));
        }
    }
    find_observed_period(&sequence, false)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Misère Nim's closed form is the table the quotients give, heap by
    /// heap and in the quotient's order and cap, for every N up to 40 (the
    /// quotients cannot prove tameness for every heap: the closed form's
    /// theorem does).
    #[test]
    fn nim_s_closed_form_is_what_the_quotients_read() {
        let nim = crate::parse_ruleset("nim").unwrap();
        for upto in 0..=40 {
            let closed = nim_genus_table(upto);
            let read =
                read_genus_table(nim.as_ref(), upto, index(upto + 1), &Limits::default()).unwrap();
            assert!(read.stopped.is_none() && !read.closed_form, "nim up to {upto}");
            assert_eq!(closed.heaps, read.heaps, "nim up to {upto}");
            assert_eq!(
                (closed.first_not_tame, closed.quotient_order, closed.cap, closed.searched_from),
                (read.first_not_tame, read.quotient_order, read.cap, read.searched_from),
                "nim up to {upto}"
            );
            assert_eq!(closed.periodicity.is_some(), read.periodicity.is_some(), "{upto}");
            assert!(closed.tame_for_every_heap && closed.closed_form);
        }
    }
}
