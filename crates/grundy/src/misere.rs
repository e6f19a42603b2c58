//! Misère play: the player who cannot move wins.
//!
//! Sums do not decompose under misère play, so there is no Sprague–Grundy
//! shortcut in general. Misère Nim has Bouton's rule; any other sum is
//! searched whole, within [`Limits::max_search`].

use std::sync::Arc;

use crate::analysis::{distinct_replacements, Analysis, Move, Outcome};
use crate::description::Game;
use crate::heap::HeapRuleset;
use crate::part::describe_heaps;
use crate::{Error, Limits, Options, Result, Ruleset, Solver};

/// The heap components of `game` as (part, heap), or an error naming a part
/// that is not made of heaps: misère sums are searched over heaps only.
fn heap_components(game: &Game) -> Result<Vec<(usize, u64)>> {
    let mut components = Vec::with_capacity(game.component_count());
    for (index, part) in game.parts().iter().enumerate() {
        let Some((_, heaps)) = part.heaps() else {
            return Err(Error::Unsupported(format!(
                "misère play is analysed only for heap rulesets with heaps up to 2^64-1, and the `{}` part here is not one",
                part.ruleset()
            )));
        };
        components.extend(heaps.iter().map(|&heap| (index, heap)));
    }
    Ok(components)
}

/// The description of `heaps` of part `part` of `game` (`nim 0` for none).
fn describe(game: &Game, part: usize, heaps: &[u64]) -> String {
    let (ruleset, _) = game.parts()[part].heaps().expect("misère parts are heap parts");
    describe_heaps(ruleset.as_ref(), heaps)
}

/// How a misère outcome was found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MisereMethod {
    /// Bouton's rule for misère Nim: when every heap is ≤ 1 the player to move
    /// loses exactly when an odd number of heaps hold 1; otherwise the
    /// outcome is Nim's (nim-sum 0 loses).
    NimRule,
    /// An exact search of the whole sum, visiting this many positions.
    Search {
        /// Positions whose outcome was computed.
        positions: usize,
    },
}

/// A sum under misère play: its outcome and every winning move.
#[derive(Debug)]
pub struct MisereAnalysis<'g> {
    outcome: Outcome,
    method: MisereMethod,
    moves: MisereMoves<'g>,
}

#[derive(Debug)]
enum MisereMoves<'g> {
    /// The normal-play winning moves are exactly the misère ones.
    Normal(Analysis<'g>),
    /// Every heap of 1 may be emptied.
    EmptyAnyOne(&'g Game, Vec<(usize, u64)>),
    /// Found one by one (the search, or the one move of Bouton's rule).
    Listed(Vec<Move>),
}

impl<'g> MisereAnalysis<'g> {
    /// Analyses `game` under misère play.
    ///
    /// Time: O(components) for Nim; otherwise the search visits every
    /// position reachable from the start and copies the components for each
    /// move — refused up front, with [`Error::LimitExceeded`], when positions ×
    /// moves × components could exceed [`Limits::max_search`].
    ///
    /// ```
    /// use grundy::{parse, Limits, MisereAnalysis, Outcome};
    /// // Three single counters: whoever moves first also takes the last one, and loses.
    /// let game = parse("nim 1 1 1").unwrap();
    /// assert_eq!(MisereAnalysis::new(&game, &Limits::default()).unwrap().outcome(), Outcome::P);
    /// ```
    pub fn new(game: &'g Game, limits: &Limits) -> Result<MisereAnalysis<'g>> {
        let components = heap_components(game)?;
        let all_nim = game.parts().iter().all(|part| part.heaps().is_some_and(|(r, _)| r.is_nim()));
        if all_nim {
            return misere_nim(game, components, limits);
        }
        search(game, components, limits)
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
    pub fn winning_moves(&self) -> Box<dyn Iterator<Item = Result<Move>> + '_> {
        match &self.moves {
            MisereMoves::Normal(analysis) => Box::new(analysis.winning_moves()),
            MisereMoves::EmptyAnyOne(game, components) => {
                Box::new(components.iter().enumerate().filter(|(_, (_, heap))| *heap == 1).map(
                    |(component, &(part, from))| {
                        Ok(Move {
                            component,
                            part,
                            from: describe(game, part, &[from]),
                            to: describe(game, part, &[0]),
                        })
                    },
                ))
            }
            MisereMoves::Listed(moves) => Box::new(moves.iter().cloned().map(Ok)),
        }
    }
}

fn misere_nim<'g>(
    game: &'g Game,
    components: Vec<(usize, u64)>,
    limits: &Limits,
) -> Result<MisereAnalysis<'g>> {
    let big: Vec<(usize, (usize, u64))> =
        components.iter().copied().enumerate().filter(|(_, (_, h))| *h > 1).take(2).collect();
    let ones = components.iter().filter(|&&(_, h)| h == 1).count();
    let method = MisereMethod::NimRule;
    Ok(match big.as_slice() {
        [] => {
            let outcome = if ones % 2 == 1 { Outcome::P } else { Outcome::N };
            let moves = if outcome == Outcome::N {
                MisereMoves::EmptyAnyOne(game, components)
            } else {
                MisereMoves::Listed(Vec::new())
            };
            MisereAnalysis { outcome, method, moves }
        }
        &[(component, (part, from))] => {
            // Leave an odd number of single counters: empty the big heap if
            // the ones are already odd, else leave one counter in it.
            let to = if ones % 2 == 1 { 0 } else { 1 };
            let moves = MisereMoves::Listed(vec![Move {
                component,
                part,
                from: describe(game, part, &[from]),
                to: describe(game, part, &[to]),
            }]);
            MisereAnalysis { outcome: Outcome::N, method, moves }
        }
        _ => {
            let analysis = Analysis::new(game, limits)?;
            MisereAnalysis {
                outcome: analysis.outcome(),
                method,
                moves: MisereMoves::Normal(analysis),
            }
        }
    })
}

/// The whole sum as one component, with one extra move from every terminal
/// position to an "end" position. Under normal play this game is lost
/// exactly where the original is lost under misère play: a position with no
/// moves gains one, so the player to move there wins, as misère play says.
struct MisereSum {
    rulesets: Vec<Arc<dyn HeapRuleset>>,
}

/// A whole sum as a sorted multiset of (part, heap); `None` is the end position.
type SumPosition = Option<Vec<(usize, u64)>>;

impl Ruleset for MisereSum {
    type Position = SumPosition;

    fn options(&self, position: &SumPosition, out: &mut Options<SumPosition>) {
        let Some(components) = position else { return };
        let before = out.len();
        let mut heap_options = Options::new();
        for (index, &(part, heap)) in components.iter().enumerate() {
            heap_options.clear();
            HeapRuleset::options(self.rulesets[part].as_ref(), heap, &mut heap_options);
            for option in heap_options.iter() {
                out.push(Some(replace(components, index, part, option)));
            }
        }
        if out.len() == before {
            out.push(None);
        }
    }
}

/// `components` with the one at `index` replaced by `option`'s heaps, sorted.
fn replace(
    components: &[(usize, u64)],
    index: usize,
    part: usize,
    option: &[u64],
) -> Vec<(usize, u64)> {
    let mut next: Vec<(usize, u64)> =
        components.iter().enumerate().filter(|&(i, _)| i != index).map(|(_, &c)| c).collect();
    next.extend(option.iter().map(|&h| (part, h)));
    next.sort_unstable();
    next
}

/// Refuses, before searching, a sum whose search could take more than
/// [`Limits::max_search`] steps. The estimate is positions × moves ×
/// components: the sum has at most Π (heap + 1) positions; a position has
/// at most as many moves as the start (options never grow as heaps shrink,
/// for every ruleset here); and each move copies the list of components.
fn check_search_size(
    rulesets: &[Arc<dyn HeapRuleset>],
    components: &[(usize, u64)],
    limits: &Limits,
) -> Result<()> {
    let positions = components
        .iter()
        .try_fold(1u128, |product, &(_, heap)| product.checked_mul(heap as u128 + 1));
    let refuse = |needed: String| Error::LimitExceeded {
        what: "misère analysis of a sum that is not pure Nim (an exact search of the whole sum)"
            .to_string(),
        needed,
        limit: format!("{} steps", limits.max_search),
        hint: "; raise it with --max-search".to_string(),
    };
    let Some(positions) = positions.filter(|&p| p <= limits.max_search as u128) else {
        let count = positions.map_or("more than 2^128".to_string(), |p| p.to_string());
        return Err(refuse(format!(
            "{count} positions (the product of heap + 1 over its components)"
        )));
    };
    // Every heap is now at most the limit, so counting options is cheap.
    let mut options = Options::new();
    let mut moves = 0u128;
    for &(part, heap) in components {
        options.clear();
        HeapRuleset::options(rulesets[part].as_ref(), heap, &mut options);
        moves += options.len() as u128;
    }
    let components = components.len() as u128;
    let steps = positions * moves.max(1) * components;
    if steps > limits.max_search as u128 {
        return Err(refuse(format!(
            "up to {steps} steps ({positions} positions × {moves} moves × {components} components)"
        )));
    }
    Ok(())
}

fn search<'g>(
    game: &'g Game,
    components: Vec<(usize, u64)>,
    limits: &Limits,
) -> Result<MisereAnalysis<'g>> {
    let rulesets: Vec<Arc<dyn HeapRuleset>> = game
        .parts()
        .iter()
        .map(|p| p.heaps().expect("misère parts are heap parts").0.clone())
        .collect();
    check_search_size(&rulesets, &components, limits)?;
    let mut solver = Solver::new(MisereSum { rulesets: rulesets.clone() });
    let mut start = components.clone();
    start.sort_unstable();
    let outcome = if solver.value(&Some(start))?.is_zero() { Outcome::P } else { Outcome::N };
    let mut moves = Vec::new();
    if outcome == Outcome::N {
        let mut heap_options = Options::new();
        for (index, &(part, heap)) in components.iter().enumerate() {
            heap_options.clear();
            HeapRuleset::options(rulesets[part].as_ref(), heap, &mut heap_options);
            let mut winning = Vec::new();
            for option in heap_options.iter() {
                if solver.value(&Some(replace(&components, index, part, option)))?.is_zero() {
                    winning.push(option);
                }
            }
            let found = distinct_replacements(winning.into_iter());
            moves.extend(found.into_iter().map(|to| Move {
                component: index,
                part,
                from: describe(game, part, &[heap]),
                to: describe(game, part, &to),
            }));
        }
    }
    let method = MisereMethod::Search { positions: solver.known() };
    Ok(MisereAnalysis { outcome, method, moves: MisereMoves::Listed(moves) })
}
