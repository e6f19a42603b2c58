//! Analysis of a sum under normal play: its value, outcome, and every
//! winning move, found component by component.

use std::fmt;

use crate::core::error::{Error, Result};
use crate::core::limits::Limits;
use crate::core::nimber::BigNimber;
use crate::core::outcome::Outcome;
use crate::core::outcome::{Gamma, Infinite};
use crate::core::reason::Reason;
use crate::core::sort;
use crate::core::text::shorten;
use crate::language::game::Game;
use crate::msg;
use crate::parts::part::{Ending, Solved};

/// One move of a sum: component `component` is replaced by `to`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Move {
    /// Index of the component among all components, from 0.
    pub component: usize,
    /// Index of the component's part.
    pub part: usize,
    /// The component before the move, as a description (`nim 9`).
    pub from: String,
    /// What replaces it, as a description (`nim 2`, `lasker 2 3` for a
    /// split, `wythoff 3 2`).
    pub to: String,
}

/// The winning moves of one component that could not be listed, and why
/// (a limit, or a question the engine does not answer); the other
/// components' moves are listed all the same.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unlisted {
    /// Index of the component among all components, from 0.
    pub component: usize,
    /// The component, as a description.
    pub from: String,
    /// Why its moves are not listed.
    pub reason: Box<Error>,
}

impl fmt::Display for Unlisted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the winning moves of component {} ({}): {}",
            self.component + 1,
            self.from,
            self.reason
        )
    }
}

impl From<Unlisted> for Error {
    fn from(unlisted: Unlisted) -> Error {
        *unlisted.reason
    }
}

/// A winning move, or a component whose winning moves could not be listed.
pub type Listed = std::result::Result<Move, Unlisted>;

/// A sum of games under normal play, with every part's values prepared.
///
/// The value of the sum is the XOR of its components' values
/// (Sprague–Grundy), so a million-heap position costs a million look-ups.
/// A winning move exists in a component of value v exactly when one of its
/// options has value v ⊕ total, so winning moves are found per component
/// from that target, never by searching the sum.
///
/// A game of one component needs no value: its outcome and its moves to
/// P-positions are enough, and some rulesets know those by a closed form
/// far beyond any table (Wythoff's game with million-bit piles). A
/// component whose value is past a limit still counts as 0 when it is
/// known to be a P-position, and identical components of unknown value
/// cancel in pairs (X + X is 0 whatever X is).
///
/// A component that ends the game by itself ([`Ending`]: the cutting
/// game's 1×k piece) decides the sum before any value is asked for: a game
/// already over is lost by the player to move, and otherwise the moves
/// that win at once are the winning moves.
///
/// Components from which play can go on for ever (vertices of a game
/// graph with cycles) have the value ∞(K), and the sum follows Smith's rule
/// (see [`crate::loopy`]): with one of them, ∞(K ⊕ a) for a the XOR of
/// the others, won exactly when a ∈ K, by moving that component to an
/// option of value a, and a draw otherwise; with two or more, ∞(∅), a
/// draw. From a draw, [`Analysis::drawing_moves`] lists the moves that
/// keep it.
pub struct Analysis<'g> {
    game: &'g Game,
    solved: Vec<Box<dyn Solved + 'g>>,
    nimber: Option<BigNimber>,
    outcome: Outcome,
    /// The XOR of the finite values (the nimber, when nothing is infinite).
    finite: BigNimber,
    /// The components of value ∞(K): (component, part, index in the part, K).
    loopy: Vec<(usize, usize, usize, Infinite)>,
    /// The sum's ∞(K), when a component is infinite.
    infinite: Option<Infinite>,
    /// The components that end the game, with their indices: (component,
    /// part, index in the part); when there are any, nothing is solved.
    endings: Vec<(usize, usize, usize, Ending)>,
    /// The description of the one component of unknown value (an odd
    /// number of copies of it) that decides a sum whose other values add
    /// up to 0: the sum has its outcome and its moves to P-positions.
    lone: Option<(String, usize, usize)>,
}

impl fmt::Debug for Analysis<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Analysis")
            .field("game", &self.game.to_string())
            .field("nimber", &self.nimber)
            .field("outcome", &self.outcome)
            .finish()
    }
}

impl<'g> Analysis<'g> {
    /// Prepares the values of every part and adds up the components.
    ///
    /// Time: each part's [`Part::solve`](crate::Part::solve), then O(1) per
    /// heap component.
    ///
    /// ```
    /// use grundy::{parse, Analysis, BigNimber, Limits, Outcome};
    /// let game = parse("nim 5 7 9").unwrap();
    /// let analysis = Analysis::new(&game, &Limits::default()).unwrap();
    /// assert_eq!(analysis.nimber(), Some(&BigNimber::from(11)));
    /// assert_eq!(analysis.outcome(), Outcome::N);
    /// // The only winning move: heap 9 → 2 (5 ⊕ 7 = 2).
    /// let moves: Vec<_> = analysis.winning_moves().collect::<Result<_, _>>().unwrap();
    /// assert_eq!(moves.len(), 1);
    /// assert_eq!((moves[0].component, moves[0].to.as_str()), (2, "nim 2"));
    /// ```
    pub fn new(game: &'g Game, limits: &Limits) -> Result<Analysis<'g>> {
        let endings = endings(game);
        if !endings.is_empty() {
            let over = endings.iter().any(|(.., ending)| matches!(ending, Ending::Over { .. }));
            let outcome = if over { Outcome::P } else { Outcome::N };
            return Ok(Analysis {
                game,
                solved: Vec::new(),
                nimber: None,
                outcome,
                finite: BigNimber::ZERO,
                loopy: Vec::new(),
                infinite: None,
                endings,
                lone: None,
            });
        }
        let values_needed = game.component_count() != 1;
        let solved = game
            .parts()
            .iter()
            .map(|part| part.solve(limits, values_needed))
            .collect::<Result<Vec<_>>>()?;
        let mut analysis = Analysis {
            game,
            solved,
            nimber: None,
            outcome: Outcome::P,
            finite: BigNimber::ZERO,
            loopy: Vec::new(),
            infinite: None,
            endings: Vec::new(),
            lone: None,
        };
        let mut nimber = BigNimber::ZERO;
        // Components of unknown value, by description, for cancelling.
        let mut unknown: Vec<(String, usize, usize)> = Vec::new();
        let mut first = 0;
        for (index, (part, solved)) in game.parts().iter().zip(&analysis.solved).enumerate() {
            if let Some(value) = solved.sum(part.len()) {
                nimber ^= &value;
                first += part.len();
                continue;
            }
            for component in 0..part.len() {
                if let Some(k) = solved.infinite(component) {
                    analysis.loopy.push((first + component, index, component, k));
                    continue;
                }
                match analysis.value_of(index, component) {
                    Some(value) => nimber ^= &value,
                    None => unknown.push((part.component(component), index, component)),
                }
            }
            first += part.len();
        }
        let sum = Gamma::smith(&nimber, analysis.loopy.iter().map(|(.., k)| k));
        if let Gamma::Infinite(infinite) = &sum {
            analysis.infinite = Some(infinite.clone());
        }
        analysis.finite = nimber;
        if !values_needed {
            let (part, index) = game.components().next().expect("one component");
            analysis.outcome = analysis.solved[part].outcome(index);
            if unknown.is_empty() {
                analysis.nimber = sum.finite().cloned();
            }
            return Ok(analysis);
        }
        sort::sort(&mut unknown);
        let mut rest = unknown.chunk_by(|a, b| a.0 == b.0).filter(|same| same.len() % 2 == 1);
        if let Some(same) = rest.next() {
            let (description, part, index) = &same[0];
            // One component of unknown value, the others adding up to 0:
            // the sum is that component, whose outcome is known.
            if rest.next().is_none() && analysis.loopy.is_empty() && analysis.finite.is_zero() {
                analysis.outcome = analysis.solved[*part].outcome(*index);
                analysis.lone = Some((description.clone(), *part, *index));
                return Ok(analysis);
            }
            return Err(analysis.solved[*part].why_unknown(*index));
        }
        analysis.outcome = sum.outcome();
        analysis.nimber = sum.finite().cloned();
        Ok(analysis)
    }

    /// The value of component `index` of part `part`: its own, or 0 when
    /// only its outcome is known and it is P.
    fn value_of(&self, part: usize, index: usize) -> Option<BigNimber> {
        let solved = self.solved.get(part)?;
        solved
            .value(index)
            .or_else(|| (solved.outcome(index) == Outcome::P).then_some(BigNimber::ZERO))
    }

    /// The prepared values of part `part`; `None` for a game decided by an
    /// [`Ending`], where nothing is solved.
    pub(crate) fn solved(&self, part: usize) -> Option<&(dyn Solved + 'g)> {
        self.solved.get(part).map(|solved| solved.as_ref())
    }

    /// The component (part, index in the part) that decides the sum by its
    /// outcome when its value is not known and the others add up to 0
    /// (`wythoff 2000 3236 + nim 0`); `None` otherwise.
    pub fn deciding(&self) -> Option<(usize, usize)> {
        self.lone.as_ref().map(|&(_, part, index)| (part, index))
    }

    /// The value of the whole sum; `None` for a game of one component whose
    /// value would pass a limit, while its outcome is known (or such a
    /// component beside others adding up to 0, [`Analysis::deciding`]),
    /// and for a game decided by an [`Ending`].
    pub fn nimber(&self) -> Option<&BigNimber> {
        self.nimber.as_ref()
    }

    /// The value of the whole sum when a component is infinite: ∞(K) (see
    /// [`crate::loopy`]); [`Analysis::nimber`] is then `None`.
    pub fn infinite(&self) -> Option<&Infinite> {
        self.infinite.as_ref()
    }

    /// Who wins: P exactly when the value is 0, D for a draw.
    pub fn outcome(&self) -> Outcome {
        self.outcome
    }

    /// The value of component `index` of part `part`, finite or ∞(K);
    /// `None` when it is not known (see [`Analysis::component_values`]).
    pub fn gamma_of(&self, part: usize, index: usize) -> Option<Gamma> {
        match self.loopy.iter().find(|(_, p, i, _)| (*p, *i) == (part, index)) {
            Some((.., k)) => Some(Gamma::Infinite(k.clone())),
            None => self.value_of(part, index).map(Gamma::Finite),
        }
    }

    /// The components that end the game by themselves, each with its index
    /// among all components and its description; the game is decided by them, and no value is
    /// computed.
    pub fn endings(&self) -> impl Iterator<Item = (usize, String, &Ending)> + '_ {
        self.endings.iter().map(|(component, part, index, ending)| {
            (*component, self.game.parts()[*part].component(*index), ending)
        })
    }

    /// Each component's value, in order: `None` when it is not known (a
    /// lone component past a limit, or one that cancels against an
    /// identical one, or any component of a game decided by an [`Ending`]).
    pub fn component_values(&self) -> impl Iterator<Item = Option<BigNimber>> + '_ {
        self.game.components().map(|(part, index)| self.value_of(part, index))
    }

    /// Why each component has its value or outcome: its lines of explanation.
    pub fn explain(&self, part: usize, index: usize) -> Vec<Reason> {
        if self.endings.is_empty() {
            return self.solved[part].explain(index);
        }
        let mut endings = self.endings.iter();
        match endings.find(|(_, p, i, _)| (*p, *i) == (part, index)) {
            Some((.., ending)) => vec![ending.why().clone()],
            None => vec![Reason::DoesNotMatter],
        }
    }

    /// Every winning move, lazily, in component order: each move leads to a
    /// position of value 0, and every move not listed does not.
    ///
    /// Time: per component, the ruleset's cost of finding options of a given
    /// value (O(1) for Nim and Bash, O(|S|) for a subtraction game). Moves are
    /// produced one component at a time, so millions of them need no memory.
    ///
    /// A component whose moves cannot be listed (listing them would pass
    /// [`Limits::max_search`], as for a Lasker heap of 10¹⁸ with its 5·10¹⁷
    /// splits; or its value is not known) gives one [`Unlisted`] item in
    /// their place, and the listing goes on with the next component.
    pub fn winning_moves(&self) -> Box<dyn Iterator<Item = Listed> + '_> {
        if !self.endings.is_empty() {
            // A game already over has no winning move, whatever else wins at once.
            let endings = if self.outcome == Outcome::N { self.endings.as_slice() } else { &[] };
            return Box::new(endings.iter().flat_map(move |(component, part, index, ending)| {
                let moves = match ending {
                    Ending::WinsNow { moves, .. } => moves.as_slice(),
                    Ending::Over { .. } => &[],
                };
                let from = self.game.parts()[*part].component(*index);
                moves.iter().map(move |to| {
                    Ok(Move {
                        component: *component,
                        part: *part,
                        from: from.clone(),
                        to: to.clone(),
                    })
                })
            }));
        }
        let total = self.nimber.clone().unwrap_or(BigNimber::ZERO);
        let wins = self.outcome == Outcome::N;
        Box::new(self.game.components().enumerate().filter(move |_| wins).flat_map(
            move |(component, (part, index))| {
                let solved = &self.solved[part];
                let unlisted = |reason: Error| Unlisted {
                    component,
                    from: self.game.parts()[part].component(index),
                    reason: Box::new(reason),
                };
                let moves = match self.value_of(part, index) {
                    // The one component of unknown value deciding the sum:
                    // its moves to P-positions win (identical copies of it
                    // cancel in pairs), and another component's move wins
                    // only when it leaves the value that one has.
                    _ if self.lone.is_some() => {
                        let description = self.game.parts()[part].component(index);
                        match self.lone.as_ref().is_some_and(|(lone, ..)| *lone == description) {
                            true => solved.moves_to(index, &BigNimber::ZERO),
                            false => self.beside_lone(part, index),
                        }
                    }
                    // One infinite component ∞(K) with a ∈ K: it moves to a.
                    _ if !self.loopy.is_empty() => match self.loopy[0].0 == component {
                        true => solved.moves_to(index, &self.finite),
                        false => Ok(Vec::new()),
                    },
                    Some(value) if self.nimber.is_some() => solved.moves_to(index, &(&value ^ &total)),
                    // A lone component of unknown value: move to a P-position.
                    _ if self.nimber.is_none() => solved.moves_to(index, &BigNimber::ZERO),
                    _ => Err(Error::Unsupported(msg!(
                        "normal-value-unknown-cancels",
                        "its value is not known ({why}), and it cancels against an identical component",
                        why = solved.why_unknown(index).message()
                    ))),
                };
                let (moves, unlisted) = match moves {
                    Ok(moves) => (moves, None),
                    Err(reason) => (Vec::new(), Some(Err(unlisted(reason)))),
                };
                let from = match moves.is_empty() {
                    true => String::new(),
                    false => self.game.parts()[part].component(index),
                };
                moves
                    .into_iter()
                    .map(move |to| Ok(Move { component, part, from: from.clone(), to }))
                    .chain(unlisted)
            },
        ))
    }
}

impl Analysis<'_> {
    /// The winning moves of a component beside the one of unknown value
    /// that decides the sum ([`Analysis::winning_moves`]): none when it
    /// has no move; otherwise they leave the unknown value, and are refused.
    fn beside_lone(&self, part: usize, index: usize) -> Result<Vec<String>> {
        let solved = &self.solved[part];
        match solved.options(index, 1) {
            Ok(options) if options.is_empty() => return Ok(Vec::new()),
            _ => {}
        }
        let Some((lone, part, index)) = &self.lone else {
            return Err(Error::Unsupported(msg!("part-value-unknown", "its value is not known")));
        };
        Err(Error::Unsupported(msg!(
            "normal-moves-beside-unknown",
            "its winning moves leave the value of {lone}, which is not known ({why})",
            lone = shorten(lone, 60),
            why = self.solved[*part].why_unknown(*index).message()
        )))
    }

    /// From a draw, every move that keeps it, lazily, in component order:
    /// each leads to a position that is again a draw, and every move not
    /// listed leads to one the opponent wins (no move from a draw reaches
    /// a P-position). Nothing unless the outcome is D.
    ///
    /// Per component, the sum without it (the XOR of the other finite
    /// values, and at most two of the other infinite ones) is found once,
    /// in O(log components); then each option (at most `max` of them, else
    /// an [`Unlisted`] in their place) is added by Smith's rule in
    /// O(1 + |K|).
    pub fn drawing_moves(&self, max: u64) -> Box<dyn Iterator<Item = Listed> + '_> {
        let draws = self.outcome == Outcome::D;
        Box::new(self.game.components().enumerate().filter(move |_| draws).flat_map(
            move |(component, (part, index))| {
                let from = self.game.parts()[part].component(index);
                let unlisted = |reason: Error| Unlisted {
                    component,
                    from: from.clone(),
                    reason: Box::new(reason),
                };
                let kept = self.without(component, part, index).and_then(|(a, others)| {
                    let mut kept = Vec::new();
                    for option in self.solved[part].options(index, max)? {
                        let Some(value) = &option.value else {
                            return Err(self.solved[part].why_unknown(index));
                        };
                        if plus(&a, &others, value).outcome() == Outcome::D {
                            kept.push(option.to);
                        }
                    }
                    Ok(kept)
                });
                let (moves, unlisted) = match kept {
                    Ok(moves) => (moves, None),
                    Err(reason) => (Vec::new(), Some(Err(unlisted(reason)))),
                };
                moves
                    .into_iter()
                    .map(move |to| Ok(Move { component, part, from: from.clone(), to }))
                    .chain(unlisted)
            },
        ))
    }

    /// The value of the sum after component `component` (from 0, among
    /// all) is replaced by a position of value `option`, by Smith's rule:
    /// O(parts + log components + |K|). Fails when the other components' values
    /// are not known (a game decided by an [`Ending`], a lone component
    /// valued only by its outcome).
    pub fn after(&self, component: usize, option: &Gamma) -> Result<Gamma> {
        let (Some((part, index)), true) = (self.game.locate(component), self.endings.is_empty())
        else {
            return Err(Error::Unsupported(msg!(
                "normal-value-after-move-unknown",
                "the value after a move is not known"
            )));
        };
        let (a, others) = self.without(component, part, index)?;
        Ok(plus(&a, &others, option))
    }

    /// The sum without component `component` (index `index` of part
    /// `part`): the XOR of the other finite values, and the first two other
    /// infinite values (two are as good as any number, by Smith's rule).
    fn without(
        &self,
        component: usize,
        part: usize,
        index: usize,
    ) -> Result<(BigNimber, Vec<&Infinite>)> {
        let infinite = self.loopy.binary_search_by_key(&component, |(c, ..)| *c).is_ok();
        if let Some((lone, ..)) = &self.lone {
            // Only a move of the component of unknown value leaves a sum
            // whose other values are known (they add up to 0).
            return match self.game.parts()[part].component(index) == *lone {
                true => Ok((self.finite.clone(), Vec::new())),
                false => Err(Error::Unsupported(msg!(
                    "normal-value-after-move-unknown",
                    "the value after a move is not known"
                ))),
            };
        }
        let a = match infinite {
            true => self.finite.clone(),
            false => match self.value_of(part, index) {
                Some(value) => &self.finite ^ &value,
                None => return Err(self.solved[part].why_unknown(index)),
            },
        };
        let others = self.loopy.iter().filter(|(c, ..)| *c != component).map(|(.., k)| k);
        Ok((a, others.take(2).collect()))
    }
}

/// The value of a sum of finite values XORing to `a`, the infinite values
/// `others` and one more component of value `value` (Smith's rule).
fn plus(a: &BigNimber, others: &[&Infinite], value: &Gamma) -> Gamma {
    match value {
        Gamma::Finite(v) => Gamma::smith(&(a ^ v), others.iter().copied()),
        Gamma::Infinite(k) => Gamma::smith(a, others.iter().copied().chain([k])),
    }
}

/// The components of `game` that end it by themselves: (component, part,
/// index in the part, ending).
fn endings(game: &Game) -> Vec<(usize, usize, usize, Ending)> {
    let mut found = Vec::new();
    let mut first = 0;
    for (part_index, part) in game.parts().iter().enumerate() {
        for (index, ending) in part.endings() {
            found.push((first + index, part_index, index, ending));
        }
        first += part.len();
    }
    found
}
