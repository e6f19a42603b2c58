//! Smith's remoteness of a position: how many moves the game lasts when the
//! winner hurries and the loser delays, by a retrograde analysis of the
//! sums reachable from it ([`RemotenessSearch`]). The same search decides
//! misère play of the sums the misère analysis does not take.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};
use std::sync::Arc;

use crate::analysis::repetitions::{key, Key};
use crate::core::convert::small;
use crate::core::error::{Error, Result};
use crate::core::limits::Limits;
use crate::core::message::Message;
use crate::core::outcome::Outcome;
use crate::language::syntax::Files;
use crate::msg;
use crate::parts::part::Ending;
use crate::rules::solver::limit_steps;
use crate::rulesets::catalog::parse_with;
use crate::theory::loopy::{of_each, reversed};

/// Smith's remoteness of a position: how many moves the game lasts when the
/// winner hurries and the loser delays.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Remoteness {
    /// Who wins; D for a draw, which either player can make last for ever.
    pub outcome: Outcome,
    /// Moves until the game ends, both sides playing so; 0 for a draw.
    pub moves: u64,
}

/// What one component does in the remoteness search.
enum Component {
    /// Its options, each as the key of what replaces it.
    Moves(Vec<Vec<Arc<str>>>),
    /// It ends the game by itself ([`Ending`]).
    Ends(bool),
}

/// Smith's remoteness of every position of a sum reachable from a start,
/// by a retrograde analysis of the sums reachable from it, written as keys.
///
/// A terminal position has remoteness 0 (lost under normal play, won under
/// misère play); from any other, a player who can move to a lost position
/// wins in 1 + the least remoteness of those, and a player all of whose
/// moves lead to won positions loses in 1 + the greatest remoteness of
/// them (C. A. B. Smith, "Graphs and composite games", JCT 1 (1966);
/// Winning Ways ch. 9). The positions are found first, breadth first; then
/// they are decided from the terminal ones backwards, in order of
/// remoteness (a priority queue), each position counting its options not
/// yet known to be won: the first lost option popped gives the least
/// remoteness, the last won one the greatest. Positions never decided can
/// be played for ever by either player: draws (D), as when play can cycle.
/// Time O(P log P + E) for P positions and E options, each option a sorted
/// list of component descriptions; every distinct component is parsed and
/// its options listed once.
pub(super) struct RemotenessSearch<'a> {
    /// The files a description may read, the limits kept to, and whether
    /// play is misère (a player with no move wins).
    files: &'a dyn Files,
    limits: &'a Limits,
    misere: bool,
    components: HashMap<Arc<str>, Component>,
    /// The remoteness of every position searched so far.
    pub(super) known: HashMap<Vec<Arc<str>>, Remoteness>,
    /// Positions visited and options generated so far, and the most allowed.
    steps: usize,
    max_steps: usize,
}

impl<'a> RemotenessSearch<'a> {
    /// A search of the sums reachable under normal play, or misère play
    /// when `misere`, within `max_steps` steps.
    pub(super) fn new(
        files: &'a dyn Files,
        limits: &'a Limits,
        misere: bool,
        max_steps: usize,
    ) -> Self {
        let (components, known) = (HashMap::new(), HashMap::new());
        RemotenessSearch { files, limits, misere, components, known, steps: 0, max_steps }
    }

    fn component(&mut self, description: &Arc<str>) -> Result<&Component> {
        if !self.components.contains_key(description) {
            let game = parse_with(description, self.files)?;
            let (part, index) = game.components().next().expect("a component");
            let owner = &game.parts()[part];
            let ending = owner.endings().into_iter().find(|(i, _)| *i == index);
            let found = match ending {
                Some((_, ending)) => Component::Ends(matches!(ending, Ending::WinsNow { .. })),
                None => {
                    let solved = owner.solve(self.limits, false)?;
                    let choices = solved.options(index, self.limits.max_search)?;
                    let mut moves = Vec::with_capacity(choices.len());
                    for choice in choices {
                        moves.push(key(&parse_with(&choice.to, self.files)?));
                    }
                    Component::Moves(moves)
                }
            };
            self.components.insert(description.clone(), found);
        }
        Ok(&self.components[description])
    }

    /// The options of `position`, or its remoteness when it is decided
    /// without them (a terminal position, an [`Ending`]).
    fn expand(
        &mut self,
        position: &[Arc<str>],
    ) -> Result<std::result::Result<Vec<Vec<Arc<str>>>, Remoteness>> {
        let mut options = Vec::new();
        for (i, description) in position.iter().enumerate() {
            match self.component(description)? {
                Component::Ends(wins) => {
                    let outcome = if *wins { Outcome::N } else { Outcome::P };
                    return Ok(Err(Remoteness { outcome, moves: u64::from(*wins) }));
                }
                Component::Moves(moves) => {
                    for replacement in moves {
                        let mut next: Vec<Arc<str>> =
                            Vec::with_capacity(position.len() + replacement.len());
                        next.extend(
                            position
                                .iter()
                                .enumerate()
                                .filter(|&(j, _)| j != i)
                                .map(|(_, c)| c.clone()),
                        );
                        next.extend(replacement.iter().cloned());
                        next.sort_unstable();
                        options.push(next);
                    }
                }
            }
        }
        if options.is_empty() {
            let outcome = if self.misere { Outcome::N } else { Outcome::P };
            return Ok(Err(Remoteness { outcome, moves: 0 }));
        }
        Ok(Ok(options))
    }

    /// Counts `steps` against the limit, and checks the deadline every
    /// 2¹⁰ steps or so.
    fn spend(&mut self, steps: usize) -> Result<()> {
        let before = self.steps;
        self.steps = self.steps.saturating_add(steps);
        if self.steps > self.max_steps {
            return Err(Error::LimitExceeded {
                what: what(),
                needed: msg!(
                    "remoteness-steps-needed",
                    "more than {steps} steps (positions and their options)",
                    steps = self.max_steps
                ),
                limit: limit_steps(self.max_steps as u64),
                hint: None,
            });
        }
        match &self.limits.deadline {
            Some(deadline) if before >> 10 != self.steps >> 10 => deadline.check(what),
            _ => Ok(()),
        }
    }

    /// Computes the remoteness of `start` and of everything it reaches
    /// (positions already known are not searched again).
    pub(super) fn run(&mut self, start: &[Arc<str>]) -> Result<()> {
        // Positions and options are numbered by `u32` (so `small` below holds
        // for the index of any position found): past that, refused.
        let numbered = |n: usize| {
            u32::try_from(n).map_err(|_| Error::LimitExceeded {
                what: what(),
                needed: msg!(
                    "remoteness-positions-or-options",
                    "{count} positions or options",
                    count = n
                ),
                limit: of_each(u32::MAX),
                hint: None,
            })
        };
        if self.known.contains_key(start) {
            return Ok(());
        }
        // The positions reached, breadth first: each one's options as
        // indices (offsets into `targets`), and what is decided.
        let mut index: HashMap<Key, u32> = HashMap::new();
        let mut keys: Vec<Key> = vec![start.to_vec()];
        index.insert(start.to_vec(), 0);
        let mut decided: Vec<Option<Remoteness>> = Vec::new();
        let (mut offsets, mut targets) = (vec![0u32], Vec::new());
        while decided.len() < keys.len() {
            let position = keys[decided.len()].clone();
            self.spend(1)?;
            let known = match self.known.get(&position) {
                Some(&known) => Some(known),
                None => match self.expand(&position)? {
                    Err(decided) => Some(decided),
                    Ok(options) => {
                        self.spend(options.len())?;
                        for option in options {
                            let next = numbered(keys.len())?;
                            let target = *index.entry(option).or_insert_with_key(|option| {
                                keys.push(option.clone());
                                next
                            });
                            targets.push(target);
                        }
                        None
                    }
                },
            };
            decided.push(known);
            offsets.push(numbered(targets.len())?);
        }
        drop(index);
        let count = keys.len();
        let (starts, sources) = reversed(&offsets, &targets);
        // Options of each undecided position not yet known to be won.
        let mut open: Vec<u32> = (0..count).map(|i| offsets[i + 1] - offsets[i]).collect();
        let mut queue: BinaryHeap<Reverse<(u64, u32)>> = BinaryHeap::new();
        for (i, known) in decided.iter().enumerate() {
            if let Some(known) = known.filter(|k| k.outcome != Outcome::D) {
                queue.push(Reverse((known.moves, small(i))));
            }
        }
        while let Some(Reverse((moves, i))) = queue.pop() {
            let lost = decided[i as usize].expect("queued when decided").outcome == Outcome::P;
            for &from in &sources[starts[i as usize] as usize..starts[i as usize + 1] as usize] {
                let p = from as usize;
                if decided[p].is_some() {
                    continue;
                }
                open[p] -= 1;
                let outcome = match (lost, open[p]) {
                    (true, _) => Outcome::N,
                    (false, 0) => Outcome::P,
                    (false, _) => continue,
                };
                decided[p] = Some(Remoteness { outcome, moves: moves + 1 });
                queue.push(Reverse((moves + 1, from)));
            }
        }
        let draw = Remoteness { outcome: Outcome::D, moves: 0 };
        for (key, known) in keys.into_iter().zip(decided) {
            self.known.insert(key, known.unwrap_or(draw));
        }
        Ok(())
    }
}

/// What the remoteness search is, in a limit's message.
fn what() -> Message {
    msg!("remoteness-what", "the remoteness (an exact search of the whole sum)")
}
