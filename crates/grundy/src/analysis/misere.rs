//! Misère play: the player who cannot move wins.
//!
//! Sums do not decompose under misère play, so there is no Sprague–Grundy
//! shortcut in general. Misère Nim has Bouton's rule, at any size; a sum
//! whose heaps have a certified misère quotient is read in it; a single
//! heap of a ruleset whose moves never split heaps has a table of outcomes;
//! any other sum of heaps is searched whole ([`crate::misere_search`]:
//! canonical positions, each distinct heap's options listed once, outcomes
//! only), counting the steps and the memory the search takes against
//! [`Limits`] while it runs.

use std::collections::HashMap;
use std::sync::Arc;

use crate::analysis::misere_search::SumSearch;
use crate::analysis::normal::{Analysis, Listed, Move, Unlisted};
use crate::core::error::{Error, Result};
use crate::core::limits::{raise, Limits};
use crate::core::message::Message;
use crate::core::outcome::Outcome;
use crate::core::reason::{Generator, Reason};
use crate::core::sort;
use crate::core::text::shorten;
use crate::language::game::Game;
use crate::misere::quotient::misere_quotient::MisereQuotient;
use crate::misere::quotient::period::phi_theorem;
use crate::misere::quotient::presentation::Presentation;
use crate::misere::quotient::ruleset::{JointQuotient, RulesetQuotient};
use crate::msg;
use crate::parts::part::{describe_heaps, distinct_replacements};
use crate::rules::heap::HeapRuleset;
use crate::rules::ruleset::Options;
use crate::rules::solver::limit_steps;

/// The heap components of `game` as (part, heap), or an error naming a part
/// that is not made of heaps: misère sums are searched over heaps only.
fn heap_components(game: &Game) -> Result<Vec<(usize, u64)>> {
    let mut components = Vec::with_capacity(game.component_count());
    for (index, part) in game.parts().iter().enumerate() {
        if part.is_empty() {
            continue;
        }
        if part.normal_play_only() {
            return Err(Error::Unsupported(msg!(
                "misere-normal-play-only",
                "misère play of `{ruleset}` has no meaning: its rules say who wins under normal play (`grundy rules {ruleset}`)",
                ruleset = part.ruleset()
            )));
        }
        let Some((_, heaps)) = part.heaps() else {
            let reason = match part.heap_ruleset() {
                Some(_) => {
                    msg!("misere-heaps-too-large", "its heaps past 2^64-1 are too large to search")
                }
                None => msg!("misere-not-heap-ruleset", "it is not a heap ruleset"),
            };
            return Err(Error::Unsupported(msg!(
                "misere-part-unsupported",
                "misère play is analysed for misère Nim at any size, and otherwise for heap rulesets with heaps up to 2^64-1; the `{ruleset}` part here is not one: {reason}",
                ruleset = part.ruleset(),
                reason = reason
            )));
        };
        components.extend(heaps.iter().map(|&heap| (index, heap)));
    }
    Ok(components)
}

/// The description of `heaps` of part `part` of `game` (`nim 0` for none).
fn describe(game: &Game, part: usize, heaps: &[u64]) -> String {
    let ruleset = game.parts()[part].heap_ruleset().expect("misère parts are heap parts");
    describe_heaps(ruleset.as_ref(), heaps)
}

/// How a misère outcome was found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MisereMethod {
    /// Bouton's rule for misère Nim: when every heap is ≤ 1 the player to move
    /// loses exactly when an odd number of heaps hold 1; otherwise the
    /// outcome is Nim's (nim-sum 0 loses).
    NimRule,
    /// A table of the misère outcome of every heap up to the game's one
    /// heap, for a ruleset whose moves leave at most one heap.
    Table {
        /// Heaps in the table: 0 up to the game's heap.
        heaps: u64,
    },
    /// The misère quotient of the heaps (Plambeck–Siegel): each heap maps
    /// to an element, the sum to their product, which is in the P-portion
    /// exactly when the sum is lost.
    Quotient {
        /// The quotient's order.
        order: usize,
        /// Heaps of each ruleset the quotient was computed for (0..heaps).
        heaps: usize,
        /// Φ's proved period (preperiod, period): the quotient then holds
        /// for every heap of the ruleset.
        period: Option<(u64, u64)>,
    },
    /// An exact search of the whole sum, deciding this many positions.
    Search {
        /// Positions whose outcome was decided (sorted multisets of the
        /// heaps with a move).
        positions: usize,
    },
}

/// A sum under misère play: its outcome and every winning move.
#[derive(Debug)]
pub struct MisereAnalysis<'g> {
    outcome: Outcome,
    method: MisereMethod,
    moves: MisereMoves<'g>,
    /// Why the outcome holds, line by line, for `--explain`.
    explanation: Vec<Reason>,
}

#[derive(Debug)]
enum MisereMoves<'g> {
    /// The normal-play winning moves are exactly the misère ones.
    Normal(Analysis<'g>),
    /// Every heap of 1 may be emptied.
    EmptyAnyOne(&'g Game),
    /// Found one by one (the search, the table, or the one move of Bouton's rule).
    Listed(Vec<Move>),
    /// From the quotient: the winning replacements of each distinct heap.
    PerHeap { game: &'g Game, replacements: HashMap<(usize, u64), Replacements> },
}

/// The winning replacements of one distinct heap of a sum, or why they
/// could not be listed.
type Replacements = std::result::Result<Vec<Vec<u64>>, Error>;

impl<'g> MisereAnalysis<'g> {
    /// Analyses `game` under misère play.
    ///
    /// The quotient is tried first within a quick budget (the server's:
    /// 5·10⁶ steps of work, 16 MiB) and, when that budget stops it, the
    /// search of the whole sum within the same budget before the quotient
    /// within `limits`.
    ///
    /// Time: O(components) for Nim (heaps of any size); O(Σ options) for
    /// the table of one heap; otherwise the search decides the positions
    /// reachable from the start, as sorted multisets of the heaps that
    /// have a move, in O(k) per option generated for positions of k heaps
    /// (see `misere_search.rs`). The table is refused up front past
    /// [`Limits::max_table`] heaps; the search stops with
    /// [`Error::LimitExceeded`] as soon as it passes [`Limits::max_search`]
    /// steps or [`Limits::max_memory`] bytes, with a message that names
    /// the limit and its flag and, in a few words, why no quotient was used.
    ///
    /// ```
    /// use grundy::{parse, Limits, MisereAnalysis, Outcome};
    /// // Three single counters: whoever moves first also takes the last one, and loses.
    /// let game = parse("nim 1 1 1").unwrap();
    /// assert_eq!(MisereAnalysis::new(&game, &Limits::default()).unwrap().outcome(), Outcome::P);
    /// ```
    pub fn new(game: &'g Game, limits: &Limits) -> Result<MisereAnalysis<'g>> {
        game.parts().iter().for_each(|part| part.prepare(limits));
        checked(game, MisereAnalysis::compute(game, limits))
    }

    fn compute(game: &'g Game, limits: &Limits) -> Result<MisereAnalysis<'g>> {
        let all_nim = game
            .parts()
            .iter()
            .all(|part| part.is_empty() || part.heap_ruleset().is_some_and(|r| r.is_nim()));
        if all_nim {
            return misere_nim(game, limits);
        }
        let components = heap_components(game)?;
        // First the quotient within a quick budget, then, when that is what
        // stopped it, a quick search of the whole sum (a small sum is
        // decided in milliseconds where its quotient may cost seconds), and
        // only then the quotient within the limits.
        let quick = limits.at_most(&Limits::QUICK);
        let mut unquotiented = match by_quotient(game, &components, &quick) {
            Ok(analysis) => return Ok(analysis),
            Err(Error::Interrupted) => return Err(Error::Interrupted),
            Err(why) => why,
        };
        if quick != *limits && matches!(unquotiented, Error::LimitExceeded { .. }) {
            match search(game, components.clone(), &quick) {
                Ok(analysis) => return Ok(analysis),
                Err(Error::Interrupted) => return Err(Error::Interrupted),
                Err(_) => {}
            }
            unquotiented = match by_quotient(game, &components, &quotient_share(limits)) {
                Ok(analysis) => return Ok(analysis),
                Err(Error::Interrupted) => return Err(Error::Interrupted),
                Err(why) => why,
            };
        }
        if let [(part, heap)] = components[..] {
            if let Some(analysis) = single_heap(game, part, heap, limits)? {
                return Ok(analysis);
            }
        }
        search(game, components, limits).map_err(|error| match error {
            Error::LimitExceeded { what, needed, limit, hint } => Error::LimitExceeded {
                what,
                needed,
                limit,
                hint: Some(match hint {
                    Some(hint) => msg!(
                        "hint-and-no-quotient",
                        "{hint} ({why})",
                        hint = hint,
                        why = why_no_quotient(&unquotiented)
                    ),
                    None => why_no_quotient(&unquotiented),
                }),
            },
            other => other,
        })
    }

    /// The outcome by an exact search of the whole sum alone (never a
    /// quotient, a table or Bouton's rule): the reference the other
    /// methods are tested against. Heap parts only, within
    /// [`Limits::search_budget`].
    pub fn by_search(game: &'g Game, limits: &Limits) -> Result<MisereAnalysis<'g>> {
        game.parts().iter().for_each(|part| part.prepare(limits));
        checked(game, search(game, heap_components(game)?, limits))
    }

    /// Why the outcome holds, line by line (`analyze --misere --explain`):
    /// for a quotient, each distinct heap's element and their product, as
    /// data the front ends put into words.
    pub fn explanation(&self) -> &[Reason] {
        &self.explanation
    }

    /// Who wins under misère play.
    pub fn outcome(&self) -> Outcome {
        self.outcome
    }

    /// How the outcome was found.
    pub fn method(&self) -> MisereMethod {
        self.method
    }

    /// Every winning move: each leads to a misère P-position, and no other move does.
    pub fn winning_moves(&self) -> Box<dyn Iterator<Item = Listed> + '_> {
        match &self.moves {
            MisereMoves::Normal(analysis) => Box::new(analysis.winning_moves()),
            MisereMoves::EmptyAnyOne(game) => Box::new(
                game.components()
                    .enumerate()
                    .filter(|&(_, (part, index))| game.parts()[part].small_heap(index) == Some(1))
                    .map(|(component, (part, index))| {
                        let part_of = &game.parts()[part];
                        Ok(Move {
                            component,
                            part,
                            from: part_of.component(index),
                            to: describe(game, part, &[0]),
                        })
                    }),
            ),
            MisereMoves::Listed(moves) => Box::new(moves.iter().cloned().map(Ok)),
            MisereMoves::PerHeap { game, replacements } => Box::new(
                game.components().enumerate().flat_map(move |(component, (part, index))| {
                    let heap = game.parts()[part].small_heap(index).expect("a heap below 2^64");
                    let from = game.parts()[part].component(index);
                    let none = Ok(Vec::new());
                    let listed: Vec<Listed> = match replacements.get(&(part, heap)).unwrap_or(&none)
                    {
                        Ok(found) => found
                            .iter()
                            .map(|to| {
                                Ok(Move {
                                    component,
                                    part,
                                    from: from.clone(),
                                    to: describe(game, part, to),
                                })
                            })
                            .collect(),
                        Err(reason) => vec![Err(Unlisted {
                            component,
                            from: from.clone(),
                            reason: Box::new(reason.clone()),
                        })],
                    };
                    listed
                }),
            ),
        }
    }
}

/// The share of the work limit the misère analysis gives a quotient past
/// the quick budget: one part in this many. A quotient that has not shown
/// itself within the quick budget is often one that does not exist or is
/// large (Officers' heap 100, Dawson's Kayles past heap 33), and its
/// search for candidates spends all it is given; the search of the whole
/// sum, and the refusal, come after it. The known quotients the analysis
/// reads (Dawson's Kayles to heap 33, of order 638, Kayles, 0.54) take
/// less than this share of the default limit (BENCHMARKS.md, issue 47).
const QUOTIENT_SHARE: u64 = 10;

/// The limits of the misère analysis' quotient past the quick budget: a
/// [`QUOTIENT_SHARE`]th of the work and a sixteenth of the memory (128 MB
/// of the default 2 GB: Dawson's Kayles' quotient to heap 33 holds a few
/// MB, and the size of the candidates tried is bounded by the memory), so
/// that a quotient that fails cannot cost what it would if given all of
/// them.
fn quotient_share(limits: &Limits) -> Limits {
    Limits {
        max_work: limits.max_work / QUOTIENT_SHARE,
        max_memory: limits.max_memory / 16,
        ..*limits
    }
}

/// Why no misère quotient decided the sum, in a few words: the search's
/// refusal says it after its own limit, and never quotes the quotient's
/// whole message (which names heaps, generators and sizes).
fn why_no_quotient(error: &Error) -> Message {
    match error {
        Error::LimitExceeded { hint: Some(hint), .. } if hint.id() == "hint-raise" => msg!(
            "misere-no-quotient-within",
            "no misère quotient within {flag}",
            flag = hint.args()[0].1.to_string()
        ),
        Error::LimitExceeded { .. } => {
            msg!("misere-no-quotient-within-limits", "no misère quotient within the limits")
        }
        Error::Unsupported(_) => {
            msg!("misere-no-quotient-size", "no misère quotient fits within the size cap")
        }
        _ => msg!("misere-no-quotient", "no misère quotient"),
    }
}

/// Bouton's rule, for heaps of any size: only whether each heap is 0, 1 or
/// more matters, and the normal-play analysis (which values heaps past 2⁶⁴)
/// answers once two heaps hold more than one counter.
fn misere_nim<'g>(game: &'g Game, limits: &Limits) -> Result<MisereAnalysis<'g>> {
    let mut ones = 0usize;
    let mut big = Vec::with_capacity(2);
    for (component, (part, index)) in game.components().enumerate() {
        match game.parts()[part].small_heap(index) {
            Some(0) => {}
            Some(1) => ones += 1,
            _ if big.len() < 2 => big.push((component, part, index)),
            _ => {}
        }
    }
    let method = MisereMethod::NimRule;
    Ok(match big[..] {
        [] => {
            let outcome = if ones % 2 == 1 { Outcome::P } else { Outcome::N };
            let moves = if outcome == Outcome::N {
                MisereMoves::EmptyAnyOne(game)
            } else {
                MisereMoves::Listed(Vec::new())
            };
            MisereAnalysis { outcome, method, moves, explanation: Vec::new() }
        }
        [(component, part, index)] => {
            // Leave an odd number of single counters: empty the big heap if
            // the ones are already odd, else leave one counter in it.
            let to = if ones % 2 == 1 { 0 } else { 1 };
            let moves = MisereMoves::Listed(vec![Move {
                component,
                part,
                from: game.parts()[part].component(index),
                to: describe(game, part, &[to]),
            }]);
            MisereAnalysis { outcome: Outcome::N, method, moves, explanation: Vec::new() }
        }
        _ => {
            let analysis = Analysis::new(game, limits)?;
            MisereAnalysis {
                outcome: analysis.outcome(),
                method,
                moves: MisereMoves::Normal(analysis),
                explanation: Vec::new(),
            }
        }
    })
}

/// Option components a heap of the misère table may cost on average beyond
/// [`Limits::max_search`]: the table of a subtraction game is linear, one
/// of a game with a move to every smaller heap is quadratic.
const TABLE_STEPS_PER_HEAP: u64 = 16;

/// Heaps whose options are looked at before a table is started: a move
/// that splits a heap shows there (every splitting game of the catalogue
/// splits a heap of at most 66).
const SPLIT_PROBE: u64 = 130;

/// The misère outcome of a game of one heap, from a table of every smaller
/// heap: a heap wins for the player to move when it has no move, or a move
/// to a heap that loses (a move that leaves nothing leaves the opponent
/// without a move, who then wins). `None` when a move of the ruleset leaves
/// two heaps or more: a sum, which the table does not hold.
///
/// Time: O(Σ options of the heaps up to `heap`), counted against
/// [`Limits::max_search`] plus [`TABLE_STEPS_PER_HEAP`] a heap; memory: a
/// byte per heap.
fn single_heap<'g>(
    game: &'g Game,
    part: usize,
    heap: u64,
    limits: &Limits,
) -> Result<Option<MisereAnalysis<'g>>> {
    let ruleset = game.parts()[part].heap_ruleset().expect("misère parts are heap parts").clone();
    let mut options = Options::new();
    // Games that split heaps do so from small heaps on: those are searched,
    // without refusing a table they never need.
    for h in 0..=heap.min(SPLIT_PROBE) {
        options.clear();
        HeapRuleset::options(ruleset.as_ref(), h, &mut options);
        if options.iter().any(|option| option.len() > 1) {
            return Ok(None);
        }
    }
    let what = || {
        msg!(
            "limit-what-misere-table",
            "the misère table of {name} up to {heap}",
            name = ruleset.name().to_string(),
            heap = heap
        )
    };
    limits.check_values(what, heap as u128 + 1, 1)?;
    let budget = limits.max_search.saturating_add(TABLE_STEPS_PER_HEAP.saturating_mul(heap + 1));
    let mut wins: Vec<bool> = Vec::new();
    wins.try_reserve_exact(crate::core::convert::index(heap) + 1).map_err(|_| {
        Error::LimitExceeded {
            what: what(),
            needed: msg!("misere-table-bytes", "{bytes} bytes", bytes = heap as u128 + 1),
            limit: msg!("limit-allocatable", "the memory this process could allocate"),
            hint: None,
        }
    })?;
    let mut steps = 0u64;
    for h in 0..=heap {
        options.clear();
        HeapRuleset::options(ruleset.as_ref(), h, &mut options);
        steps = steps.saturating_add(options.len() as u64 + 1);
        if steps > budget {
            return Err(Error::LimitExceeded {
                what: what(),
                needed: msg!(
                    "misere-table-steps-needed",
                    "more than {steps} steps (the options of heaps 0..={heap})",
                    steps = budget,
                    heap = h
                ),
                limit: msg!(
                    "misere-table-steps-limit",
                    "{steps} steps and {per_heap} a heap",
                    steps = limits.max_search,
                    per_heap = TABLE_STEPS_PER_HEAP
                ),
                hint: raise("--max-search"),
            });
        }
        let mut win = options.is_empty();
        for option in options.iter() {
            match option {
                [] => {}
                &[left] => win |= !wins[crate::core::convert::index(left)],
                _ => return Ok(None),
            }
        }
        wins.push(win);
    }
    let outcome = if wins[crate::core::convert::index(heap)] { Outcome::N } else { Outcome::P };
    let mut moves = Vec::new();
    if outcome == Outcome::N {
        options.clear();
        HeapRuleset::options(ruleset.as_ref(), heap, &mut options);
        let losing = options
            .iter()
            .filter(|o| o.first().is_some_and(|&h| !wins[crate::core::convert::index(h)]));
        moves.extend(distinct_replacements(losing).into_iter().map(|to| Move {
            component: 0,
            part,
            from: describe(game, part, &[heap]),
            to: describe(game, part, &to),
        }));
    }
    let method = MisereMethod::Table { heaps: heap + 1 };
    Ok(Some(MisereAnalysis {
        outcome,
        method,
        moves: MisereMoves::Listed(moves),
        explanation: Vec::new(),
    }))
}

/// An exact search of the whole sum (see [`crate::misere_search`]: canonical
/// positions without their terminal heaps, each distinct heap's options
/// listed once, outcomes only), within [`Limits::search_budget`]; when the
/// sum wins, every option of each distinct heap is decided too, for the
/// winning moves. Parts of one ruleset (by name) share their heaps, and
/// the sum's heaps are interned in sorted order, so neither the answer nor
/// the count of positions depends on how the sum is written.
///
/// Options never grow as heaps shrink, for every ruleset here, so the
/// options of the start bound those of every position: a start whose own
/// options would pass [`Limits::max_search`] is refused before anything is
/// listed (a Kayles heap of 10¹² has 5·10¹¹ of them).
fn search<'g>(
    game: &'g Game,
    components: Vec<(usize, u64)>,
    limits: &Limits,
) -> Result<MisereAnalysis<'g>> {
    // The sum's rulesets by name, in the order of their names, and its
    // heaps interned in sorted order: the search, and the count of its
    // positions, do not depend on how the sum is written.
    let mut named_rulesets: Vec<(String, Arc<dyn HeapRuleset>)> = Vec::new();
    for part in game.parts().iter().filter(|part| !part.is_empty()) {
        let ruleset = part.heap_ruleset().expect("misère parts are heap parts");
        let name = ruleset.name();
        if named_rulesets.iter().all(|(n, _)| *n != name) {
            named_rulesets.push((name, ruleset.clone()));
        }
    }
    sort::sort_by(&mut named_rulesets, |a, b| a.0.cmp(&b.0));
    let group: Vec<usize> = game
        .parts()
        .iter()
        .map(|part| match part.heap_ruleset() {
            Some(ruleset) if !part.is_empty() => {
                let name = ruleset.name();
                named_rulesets.iter().position(|(n, _)| *n == name).expect("listed above")
            }
            _ => usize::MAX,
        })
        .collect();
    let rulesets: Vec<Arc<dyn HeapRuleset>> =
        named_rulesets.into_iter().map(|(_, ruleset)| ruleset).collect();
    let what = || {
        msg!(
            "misere-what-analysis",
            "the misère analysis of {game}",
            game = shorten(&game.to_string(), 60)
        )
    };
    // The sum's heaps as (ruleset, heap), sorted, and each distinct one.
    let mut all: Vec<(usize, u64)> =
        components.iter().map(|&(part, heap)| (group[part], heap)).collect();
    sort::sort(&mut all);
    let mut distinct = all.clone();
    distinct.dedup();
    let first = distinct
        .iter()
        .map(|&(g, heap)| rulesets[g].max_options(heap))
        .fold(0u128, u128::saturating_add);
    if first > limits.max_search as u128 {
        return Err(Error::LimitExceeded {
            what: what(),
            needed: msg!(
                "misere-first-options-steps",
                "{steps} steps for the first move's options alone",
                steps = first
            ),
            limit: limit_steps(limits.max_search),
            hint: raise("--max-search"),
        });
    }
    let named = |error: Error| match error {
        Error::LimitExceeded { needed, limit, hint, .. } => {
            Error::LimitExceeded { what: what(), needed, limit, hint }
        }
        other => other,
    };
    let mut search = SumSearch::new(rulesets.clone(), limits.search_budget());
    let start = search.position(all.iter().copied()).map_err(named)?;
    let outcome = match search.wins(&start).map_err(named)? {
        true => Outcome::N,
        false => Outcome::P,
    };
    let mut moves = Vec::new();
    if outcome == Outcome::N {
        // The winning replacements of each distinct heap, by deciding the
        // sum after each of its options.
        let mut winning: HashMap<(usize, u64), Vec<Vec<u64>>> = HashMap::new();
        let mut heap_options = Options::new();
        for &(g, heap) in &distinct {
            heap_options.clear();
            HeapRuleset::options(rulesets[g].as_ref(), heap, &mut heap_options);
            search.spend(heap_options.components().len() as u64 + 1).map_err(named)?;
            let mut rest = all.clone();
            let copy = rest.binary_search(&(g, heap)).expect("a heap of the sum");
            rest.remove(copy);
            let mut found = Vec::new();
            for option in heap_options.iter() {
                let after = rest.iter().copied().chain(option.iter().map(|&h| (g, h)));
                let key = search.position(after).map_err(named)?;
                if !search.wins(&key).map_err(named)? {
                    found.push(option);
                }
            }
            winning.insert((g, heap), distinct_replacements(found.into_iter()));
        }
        for (index, &(part, heap)) in components.iter().enumerate() {
            moves.extend(winning[&(group[part], heap)].iter().map(|to| Move {
                component: index,
                part,
                from: describe(game, part, &[heap]),
                to: describe(game, part, to),
            }));
        }
    }
    let method = MisereMethod::Search { positions: search.known() };
    Ok(MisereAnalysis {
        outcome,
        method,
        moves: MisereMoves::Listed(moves),
        explanation: Vec::new(),
    })
}

/// Distinct heaps whose elements `--explain` lists; the rest are counted.
const EXPLAINED_HEAPS: usize = 24;

/// The misère quotient a sum's heaps are read in: one ruleset's (valid for
/// every heap when Φ's periodicity is proved), or the quotient of the
/// heaps of several rulesets together, interleaved by size.
enum SumQuotient {
    One(RulesetQuotient),
    Mixed { joint: JointQuotient, names: Vec<String> },
}

impl SumQuotient {
    fn quotient(&self) -> &MisereQuotient {
        match self {
            SumQuotient::One(one) => &one.quotient,
            SumQuotient::Mixed { joint, .. } => &joint.quotient,
        }
    }

    /// Φ of heap `heap` of ruleset `group` (its index among the sum's rulesets).
    fn phi(&self, group: usize, heap: u64) -> u32 {
        match self {
            SumQuotient::One(one) => one.phi(heap),
            SumQuotient::Mixed { joint, .. } => joint.phi(group, heap),
        }
    }

    /// Generator `name`, heap `heap` of the quotient (of its ruleset, or
    /// of the joint quotient's list of heaps).
    fn generator(&self, name: String, heap: usize) -> Generator {
        match self {
            SumQuotient::One(_) => Generator { name, ruleset: None, heap: heap as u64 },
            SumQuotient::Mixed { joint, names } => {
                let (group, size) = joint.heaps[heap];
                Generator { name, ruleset: Some(names[group].clone()), heap: size }
            }
        }
    }
}

/// The steps computing a quotient of every heap up to `largest` costs at
/// least: the options of those heaps.
fn options_cost(ruleset: &dyn HeapRuleset, largest: u64) -> u128 {
    // Options never shrink as heaps grow, so the largest bounds each.
    ruleset.max_options(largest).saturating_mul(largest as u128 + 1)
}

/// The sum decided by a misère quotient of its heaps, within
/// [`Limits::max_work`] steps (the quotient) and [`Limits::max_search`]
/// (listing the winning moves of each distinct heap); an error says why
/// no quotient could be used.
///
/// Time: the quotient's (see [`crate::quotient`]), then O(components)
/// products, and the options of each distinct heap with their images.
fn by_quotient<'g>(
    game: &'g Game,
    components: &[(usize, u64)],
    limits: &Limits,
) -> Result<MisereAnalysis<'g>> {
    // The rulesets of the sum, by name, with their largest heap.
    let mut names: Vec<String> = Vec::new();
    let mut rulesets: Vec<Arc<dyn HeapRuleset>> = Vec::new();
    let mut largest: Vec<u64> = Vec::new();
    let mut group = vec![usize::MAX; game.parts().len()];
    for &(part, heap) in components {
        if group[part] == usize::MAX {
            let ruleset = game.parts()[part].heap_ruleset().expect("misère parts are heap parts");
            let name = ruleset.name();
            group[part] = match names.iter().position(|n| *n == name) {
                Some(g) => g,
                None => {
                    names.push(name);
                    rulesets.push(ruleset.clone());
                    largest.push(0);
                    names.len() - 1
                }
            };
        }
        largest[group[part]] = largest[group[part]].max(heap);
    }
    let periodic = rulesets.len() == 1 && phi_theorem(rulesets[0].as_ref()).is_some();
    if !periodic {
        // Saturating: each cost may itself be saturated (u128::MAX).
        let cost = rulesets
            .iter()
            .zip(&largest)
            .map(|(r, &m)| options_cost(r.as_ref(), m))
            .fold(0u128, u128::saturating_add);
        if cost > limits.max_work as u128 {
            return Err(Error::LimitExceeded {
                what: msg!("misere-what-its-quotient", "its misère quotient"),
                needed: msg!(
                    "misere-quotient-options-steps",
                    "{steps} steps for the options of every heap up to the largest",
                    steps = cost
                ),
                limit: msg!(
                    "misere-steps-of-work",
                    "{steps} steps of work",
                    steps = limits.max_work
                ),
                hint: raise("--max-work"),
            });
        }
    }
    let sum = if rulesets.len() == 1 {
        SumQuotient::One(RulesetQuotient::compute(rulesets[0].as_ref(), largest[0], true, limits)?)
    } else {
        let refs: Vec<&dyn HeapRuleset> = rulesets.iter().map(|r| r.as_ref()).collect();
        SumQuotient::Mixed { joint: JointQuotient::compute(&refs, &largest, limits)?, names }
    };
    let q = sum.quotient();
    let mut counts: std::collections::BTreeMap<(usize, u64), u64> = Default::default();
    for &(part, heap) in components {
        *counts.entry((part, heap)).or_default() += 1;
    }
    let distinct: Vec<((usize, u64), u64, u32)> = counts
        .iter()
        .map(|(&(part, heap), &n)| ((part, heap), n, sum.phi(group[part], heap)))
        .collect();
    // prefix[i] is the product of the first i distinct heaps' powers.
    let mut prefix = vec![0u32];
    for &(_, n, x) in &distinct {
        prefix.push(q.mul(*prefix.last().expect("non-empty"), q.power(x, n)));
    }
    let total = *prefix.last().expect("non-empty");
    let outcome = if q.is_p(total) { Outcome::P } else { Outcome::N };
    let presentation = q.presentation();
    let mut replacements = HashMap::new();
    if outcome == Outcome::N {
        let mut suffix = 0u32;
        let mut budget = limits.max_search;
        let mut options = Options::new();
        for (i, &((part, heap), n, x)) in distinct.iter().enumerate().rev() {
            // The product of every other heap of the sum.
            let rest = q.mul(q.mul(prefix[i], suffix), q.power(x, n - 1));
            suffix = q.mul(suffix, q.power(x, n));
            let ruleset = &rulesets[group[part]];
            let cost = ruleset.max_options(heap);
            let found = if cost > budget as u128 {
                Err(Error::LimitExceeded {
                    what: msg!(
                        "misere-what-winning-moves",
                        "the winning moves of {heap}",
                        heap = describe(game, part, &[heap])
                    ),
                    needed: msg!(
                        "misere-up-to-options-checked",
                        "up to {count} options checked",
                        count = cost
                    ),
                    limit: msg!(
                        "misere-steps-left",
                        "{left} steps left of {steps}",
                        left = budget,
                        steps = limits.max_search
                    ),
                    hint: raise("--max-search"),
                })
            } else {
                budget -= u64::try_from(cost).expect("cost ≤ budget, a u64");
                options.clear();
                HeapRuleset::options(ruleset.as_ref(), heap, &mut options);
                let winning = options.iter().filter(|option| {
                    let image = option.iter().fold(rest, |y, &h| q.mul(y, sum.phi(group[part], h)));
                    q.is_p(image)
                });
                Ok(distinct_replacements(winning))
            };
            replacements.insert((part, heap), found);
        }
    }
    let element = |x: u32| presentation.element(x, false);
    let mut explanation = Vec::new();
    let generators = presentation
        .generators
        .iter()
        .enumerate()
        .map(|(i, &h)| sum.generator(Presentation::generator_name(i), h))
        .collect();
    explanation.push(Reason::MisereQuotient {
        order: q.order(),
        p_portion: q.p_portion().iter().map(|&x| element(x)).collect(),
        generators,
    });
    for &((part, heap), copies, x) in distinct.iter().take(EXPLAINED_HEAPS) {
        let heap = describe(game, part, &[heap]);
        explanation.push(Reason::MisereElement { heap, copies, element: element(x) });
    }
    if distinct.len() > EXPLAINED_HEAPS {
        explanation.push(Reason::MisereMoreHeaps { count: distinct.len() - EXPLAINED_HEAPS });
    }
    explanation
        .push(Reason::MisereProduct { element: element(total), in_p: outcome == Outcome::P });
    let period = match &sum {
        SumQuotient::One(one) => one.periodicity.map(|p| (p.preperiod, p.period)),
        SumQuotient::Mixed { .. } => None,
    };
    let heaps = match &sum {
        SumQuotient::One(one) => one.quotient.heaps(),
        SumQuotient::Mixed { joint, .. } => joint.index.iter().map(Vec::len).max().unwrap_or(0),
    };
    let method = MisereMethod::Quotient { order: q.order(), heaps, period };
    let moves = match outcome {
        Outcome::N => MisereMoves::PerHeap { game, replacements },
        Outcome::P | Outcome::D => MisereMoves::Listed(Vec::new()),
    };
    Ok(MisereAnalysis { outcome, method, moves, explanation })
}

/// `answer`, unless a rule of `game` failed where it could not say so
/// while it was computed (see [`Game::failure`]).
fn checked<T>(game: &Game, answer: Result<T>) -> Result<T> {
    match game.failure() {
        Some(error) => Err(error),
        None => answer,
    }
}
