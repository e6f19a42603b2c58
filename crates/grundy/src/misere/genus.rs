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
//! So G⁻ is a function of the misère quotient's element exactly when the
//! P-status of w + *m is, for every m, and that is certified on the
//! quotient like the quotient itself (see
//! [`MisereQuotient::misere_values`]). The quotient used is that of the
//! ruleset's heaps together with nim heaps 1 and 2 ([`JointQuotient`]; a
//! game whose heaps 1 and 2 are *1 and *2, as Kayles' are, gains no
//! element), and, when it does not determine G⁻ (two sums it cannot tell
//! apart may differ with a larger nim heap), with nim heaps up to 4, 8
//! and 16: then γₖ of heap n is G⁻ of the element Φ(n)·Φ(*2)ᵏ. The
//! powers of Φ(*2) repeat from some k₀ with some period, so γ does too;
//! γ is computed over two of those periods beyond k₀, which shows exactly
//! where it starts to alternate.
//!
//! A quotient may determine G⁻ on the heaps up to some M and not past it,
//! or stop growing (no candidate, a limit) at a heap where fewer nim heaps
//! went further. Each quotient is followed heap by heap while it
//! determines G⁻ (the quotient of heaps 0..=M is the one the growth holds
//! after heap M), and the genus is read off the quotient of the longest
//! prefix so determined, with why it goes no further.
//!
//! (*Lemma 2*, not needed by the method but by its tests: G⁻(G + *1) =
//! G⁻(G) ⊕ 1, by the same kind of induction, so γₖ is also the mex of
//! {γₖ₋₁, γₖ₋₁ ⊕ 1} and the γₖ of G's options — Hoey's rule.)
//!
//! # Periodicity
//!
//! The genus of heap n is a function of Φ(n) in the joint quotient and of
//! G⁺(n). When the pair (Φ(n), G⁺(n)) meets the agreement that the
//! ruleset's periodicity theorem needs, both are periodic for every heap
//! (the proof for Φ is in [`MisereQuotient::periodicity`], and the nim
//! heaps are fixed, all pushed before the heaps it extends to), and so is
//! the genus: proved. A tame game whose genus is proved periodic is tame
//! at every heap, by induction on n (heap n's genus is that of a smaller
//! heap, tame, and its options hold smaller heaps, tame). Otherwise a
//! period that shows is reported as observed, not proved.
//!
//! # Cost
//!
//! The joint quotient's (see [`crate::quotient`]) and the certificate of
//! G⁻ on it; then O(L) products per heap for L terms of γ (L ≈ 10), and
//! O(Σ options) for the classes.
//!
//! [`MisereQuotient::periodicity`]: crate::misere::quotient::MisereQuotient::periodicity
//! [`MisereQuotient::misere_values`]: crate::misere::quotient::MisereQuotient::misere_values

use std::collections::HashMap;
use std::fmt;

use crate::core::convert::{index, length};
use crate::core::error::{Error, Result};
use crate::core::limits::{Limits, Work};
use crate::core::nimber::Nimber;
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
    /// The order of the quotient of the heaps with the nim heaps.
    pub quotient_order: usize,
    /// The largest nim heap in that quotient.
    pub nim_heaps: u64,
    /// Why the table stops before the heap asked for, when it does
    /// ([`genus_table_partial`]): `heaps` then ends at the last heap the
    /// quotient certified.
    pub stopped: Option<Error>,
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
pub fn genus_table_partial(
    ruleset: &dyn HeapRuleset,
    upto: u64,
    limits: &Limits,
) -> Result<GenusTable> {
    let name = ruleset.name();
    let what =
        || msg!("genus-what", "the genus of {name} up to heap {upto}", name = &name, upto = upto);
    limits.check_values(what, upto as u128 + 1, HEAP_BYTES)?;
    // At most `MAX_TABLE_VALUES` (2³¹) heaps after the check: a length on any target.
    let len = length(upto + 1, what)?;
    let mut normal = Vec::new();
    let mut work = Work::new(limits.max_work).until(limits.deadline);
    extend_table_within(ruleset, &mut normal, len, &mut work)?;
    let (joint, gammas, upto, nim_heaps, stopped) = read_off(ruleset, &name, upto, limits)?;
    let len = index(upto + 1);
    let mut heaps: Vec<HeapGenus> = Vec::with_capacity(len);
    let mut options = Options::new();
    for heap in 0..=upto {
        let x = joint.phi(0, heap);
        let genus = Genus::new(normal[index(heap)].0, &gammas[&x])
            .expect("misere_values returns alternating sequences");
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
    let periodicity = periodicity(ruleset, &joint, &normal, &heaps);
    let tame_for_every_heap =
        first_not_tame.is_none() && periodicity.is_some_and(|p| p.is_proved());
    Ok(GenusTable {
        heaps,
        first_not_tame,
        periodicity,
        tame_for_every_heap,
        quotient_order: joint.quotient.order(),
        nim_heaps,
        stopped,
    })
}

/// The quotient the genus is read off, with γ of each of its elements:
/// that of the heaps 0..=M with nim heaps up to 2, or 4, 8, 16 when fewer
/// do not determine G⁻, for the largest M so determined (at most `upto`),
/// with the nim heaps used and, when M < `upto`, why it stops there. An
/// error when not even heap 0 is.
///
/// Each count of nim heaps is followed heap by heap while its quotient
/// determines G⁻, and stops at the first heap where it does not; the
/// quotient of the heaps before, the same pushes one heap fewer, is then
/// computed again for the answer. Fewer nim heaps are tried first, and the
/// first count that determines G⁻ on every heap it reached (stopped by no
/// candidate or a limit) ends the search: more nim heaps only make a larger
/// quotient, which stops no later.
///
/// A quotient that does not determine G⁻ at a heap may again at a later
/// one (0.104's with nim heaps up to 2 does on heaps 0..=17 and 0..=22,
/// not between), but following it costs the growths between, which on the
/// rulesets of `scripts/genus-reach.sh` took minutes for that one heap
/// range; the genus stops at the first such heap instead.
fn read_off(
    ruleset: &dyn HeapRuleset,
    name: &str,
    upto: u64,
    limits: &Limits,
) -> Result<(JointQuotient, Gammas, u64, u64, Option<Error>)> {
    let nim: &dyn HeapRuleset = &NimHeaps;
    // The longest prefix yet: its last heap, its nim heaps, the quotient
    // when it is that of every heap computed with them, and why that count
    // of nim heaps went no further.
    let mut best: Option<(u64, u64, Option<JointQuotient>, Error)> = None;
    let mut nim_heaps = 2;
    // Why the count of nim heaps tried last went no further.
    let why = loop {
        let mut determined = None;
        let (joint, stopped) = JointQuotient::compute_watching(
            &[ruleset, nim],
            &[upto, nim_heaps],
            limits,
            |size, quotient| {
                if size < nim_heaps {
                    return true;
                }
                let holds = quotient.misere_values().is_some();
                if holds {
                    determined = Some(size.min(upto));
                }
                holds
            },
        )?;
        let reached = (joint.index[0].len() as u64).checked_sub(1);
        let whole = joint.index[1].len() as u64 == nim_heaps + 1 && determined == reached;
        if whole && stopped.is_none() {
            return read(joint, nim_heaps, None);
        }
        let why = match (stopped, whole || determined.is_none()) {
            (Some(stopped), true) => stopped,
            _ => undetermined(
                name,
                determined.map_or(nim_heaps.min(upto), |last| last + 1),
                nim_heaps,
            ),
        };
        if let Some(last) = determined {
            if best.as_ref().is_none_or(|&(before, ..)| last > before) {
                best = Some((last, nim_heaps, whole.then_some(joint), why.clone()));
            }
        }
        // More nim heaps make a larger quotient, which stops no later.
        let shorter = reached.unwrap_or(0) <= best.as_ref().map_or(0, |&(last, ..)| last);
        if whole || shorter || nim_heaps >= MAX_NIM_HEAP {
            break why;
        }
        nim_heaps *= 2;
    };
    let Some((last, best_nim, joint, best_why)) = best else {
        return Err(why);
    };
    let stopped = match best_nim == nim_heaps {
        true => best_why,
        false => Error::Unsupported(msg!(
            "genus-stopped-then",
            "{best}; with nim heaps up to {nim}: {more}",
            best = best_why.to_string(),
            nim = nim_heaps,
            more = why.to_string()
        )),
    };
    let joint = match joint {
        Some(joint) => joint,
        None => match JointQuotient::compute_partial(&[ruleset, nim], &[last, best_nim], limits)? {
            (joint, None) => joint,
            (_, Some(error)) => return Err(error),
        },
    };
    read(joint, best_nim, Some(stopped))
}

/// [`read_off`]'s answer from `joint`, the quotient of the heaps it reached
/// with nim heaps up to `nim_heaps`, which determines G⁻.
fn read(
    joint: JointQuotient,
    nim_heaps: u64,
    stopped: Option<Error>,
) -> Result<(JointQuotient, Gammas, u64, u64, Option<Error>)> {
    let last = joint.index[0].len() as u64 - 1;
    let gammas = misere_values(&joint, last)?;
    Ok((joint, gammas, last, nim_heaps, stopped))
}

/// Why the quotient of the heaps up to `heap` with nim heaps up to `nim`
/// does not give their genus.
fn undetermined(name: &str, heap: u64, nim: u64) -> Error {
    Error::Unsupported(msg!(
        "genus-undetermined",
        "the misère quotient of the heaps of {name} up to {heap} with nim heaps up to {nim} does not determine their misère values, so the genus cannot be read off it",
        name = name,
        nim = nim,
        heap = heap
    ))
}

/// γ₀, γ₁, … of each element Φ(n).
type Gammas = HashMap<u32, Vec<u32>>;

/// γ₀, γ₁, … of the element Φ(n) of each of the ruleset's heaps (ruleset
/// 0 of `joint`, heaps 0..=`upto`; nim is ruleset 1), long enough to
/// alternate at their end, from a quotient that determines G⁻.
fn misere_values(joint: &JointQuotient, upto: u64) -> Result<Gammas> {
    let q = &joint.quotient;
    let g = q.misere_values().expect("read off a quotient that determined G⁻ when computed");
    let two = joint.phi(1, 2);
    let (k0, period) = q.power_cycle(two);
    // Two periods past k₀ (and past γ₂): every pattern of the powers has
    // repeated, so where γₖ = γₖ₋₂ holds from on is seen exactly.
    let len = k0.max(2) + 2 * period + 2;
    let powers: Vec<u32> = (0..len as u64).map(|k| q.power(two, k)).collect();
    let mut found: HashMap<u32, Vec<u32>> = HashMap::new();
    for heap in 0..=upto {
        let x = joint.phi(0, heap);
        if found.contains_key(&x) {
            continue;
        }
        let gammas: Vec<u32> = powers.iter().map(|&power| g[q.mul(x, power) as usize]).collect();
        if !alternates_from_within(&gammas, k0, period) {
            return Err(Error::Unsupported(msg!(
                "genus-not-alternating",
                "the genus of heap {heap}: its misère values {values} do not settle into alternation, which Conway's theorem forbids (an internal error)",
                heap = heap,
                values = format!("{gammas:?}")
            )));
        }
        found.insert(x, gammas);
    }
    Ok(found)
}

/// The largest nim heap added to the quotient to determine G⁻.
const MAX_NIM_HEAP: u64 = 16;

/// Whether γₖ = γₖ₋₂ holds from some t on for every k, given γ over two
/// periods past k₀ of a sequence periodic from k₀: the condition is itself
/// periodic from k₀ + 2, so it holds for ever once it holds over one period
/// from max(t, k₀ + 2).
fn alternates_from_within(gammas: &[u32], k0: usize, period: usize) -> bool {
    let holds = |k: usize| gammas[k] == gammas[k - 2];
    let mut t = gammas.len();
    while t > 2 && holds(t - 1) {
        t -= 1;
    }
    t.max(k0 + 2) + period <= gammas.len()
}

/// The genus sequence's periodicity: proved when (Φ(n), G⁺(n)) meets the
/// ruleset's theorem, else observed.
fn periodicity(
    ruleset: &dyn HeapRuleset,
    joint: &JointQuotient,
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
    if let Some(theorem) = phi_theorem(ruleset) {
        // Each pair as one number: Φ in the high half, G⁺ (far below 2³²:
        // it is at most the options of a heap) in the low one.
        let pairs: Vec<Nimber> = (0..heaps.len())
            .map(|n| Nimber((joint.phi(0, n as u64) as u64) << 32 | (normal[n].0 & 0xffff_ffff)))
            .collect();
        if let Some(p) = find_proved_period(&pairs, theorem) {
            return Some(least(&sequence, Periodicity { saltus: 0, ..p }));
        }
    }
    find_observed_period(&sequence, false)
}
