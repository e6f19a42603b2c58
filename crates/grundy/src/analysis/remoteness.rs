//! Smith's remoteness of a position: how many moves the game lasts when the
//! winner hurries and the loser delays, by a retrograde analysis of the
//! sums reachable from it ([`RemotenessSearch`]). The same search decides
//! misère play of the sums the misère analysis does not take.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};
use std::sync::Arc;

use crate::core::convert::small;
use crate::core::error::{Error, Result};
use crate::core::limits::{raise, Limits};
use crate::core::message::Message;
use crate::core::outcome::Outcome;
use crate::core::sort;
use crate::language::game::Game;
use crate::language::syntax::Files;
use crate::msg;
use crate::parts::part::{heap_replacements, Ending, Part};
use crate::rules::heap::HeapRuleset;
use crate::rules::solver::{bytes_of_memory, bytes_or_more, limit_steps};
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

/// A sum as the search writes it: each distinct component (its number
/// among the descriptions met) and how many copies the sum holds, sorted
/// by number. Heaps of 0 are left out: they have no move. A sum of a
/// thousand equal heaps is one pair.
pub(super) type Position = Box<[(u32, u32)]>;

/// What one distinct component does in the search, once listed.
enum Listed {
    /// Its options, each what replaces it, as a [`Position`].
    Moves(Vec<Position>),
    /// It ends the game by itself ([`Ending`]): won by the player to move
    /// when true.
    Ends(bool),
}

/// A distinct component as the search tells them apart: a heap of a heap
/// ruleset (its number among the rulesets met, and the heap), listed from
/// the rules with no description written or parsed; or any other
/// component, by its description.
#[derive(Clone, PartialEq, Eq, Hash)]
enum Written {
    Heap(u32, u64),
    Text(Arc<str>),
}

/// A distinct component, and its moves once listed.
struct Component {
    written: Written,
    listed: Option<Listed>,
}

/// Positions of at most this many distinct components count one step per
/// option; larger ones count one more step for each eight more, as
/// writing an option costs time in their number.
const COMPONENTS_PER_STEP: usize = 8;

/// Smith's remoteness of every position of a sum reachable from a start,
/// by a retrograde analysis of the sums reachable from it.
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
///
/// A position is a multiset of distinct components ([`Position`]); each
/// distinct component's options are listed once, a heap's from its
/// ruleset's rules (no table of values, no description written), any
/// other's from its solved part, and a position's options are those of
/// each distinct component, not of each copy (copies give the same sums).
/// Time O(P log P + E·d) for P positions, E options and d distinct
/// components a position; memory O(P·d).
///
/// Steps are counted against `max_steps`: one per position visited, one
/// per option a component lists, and one per option generated (one more
/// for each [`COMPONENTS_PER_STEP`] distinct components of its position);
/// a component's options are listed only within the steps left. The bytes
/// of the positions kept are counted against [`Limits::max_memory`], and
/// the deadline is checked every 2¹⁰ steps or so.
pub(super) struct RemotenessSearch<'a> {
    /// The files a description may read, the limits kept to, and whether
    /// play is misère (a player with no move wins).
    files: &'a dyn Files,
    limits: &'a Limits,
    misere: bool,
    /// The distinct components met, by number, and their numbers; the
    /// heap rulesets met, by number, and their numbers by name.
    components: Vec<Component>,
    numbers: HashMap<Written, u32>,
    rulesets: Vec<(String, Arc<dyn HeapRuleset>)>,
    /// The remoteness of every position searched so far.
    known: HashMap<Position, Remoteness>,
    /// Steps taken so far, and the most allowed; bytes held (estimated).
    steps: usize,
    max_steps: usize,
    bytes: u64,
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
        RemotenessSearch {
            files,
            limits,
            misere,
            components: Vec::new(),
            numbers: HashMap::new(),
            rulesets: Vec::new(),
            known: HashMap::new(),
            steps: 0,
            max_steps,
            bytes: 0,
        }
    }

    /// The positions decided so far.
    pub(super) fn positions(&self) -> usize {
        self.known.len()
    }

    /// `game` as a [`Position`]. O(components).
    pub(super) fn position(&mut self, game: &Game) -> Result<Position> {
        let mut numbers = Vec::with_capacity(game.component_count());
        for (part, index) in game.components() {
            let part = game.parts()[part].as_ref();
            if part.small_heap(index) != Some(0) {
                numbers.push(self.component(part, index)?);
            }
        }
        Ok(counted(numbers))
    }

    /// Component `index` of `part` alone as a [`Position`] (empty for a
    /// heap of 0).
    pub(super) fn component_position(&mut self, part: &dyn Part, index: usize) -> Result<Position> {
        self.group_position(&[(part, index)])
    }

    /// The position of several components together, a sum: a group
    /// `[kayles 1 2]` of a compound.
    pub(super) fn group_position(&mut self, members: &[(&dyn Part, usize)]) -> Result<Position> {
        let mut numbers = Vec::with_capacity(members.len());
        for &(part, index) in members {
            if part.small_heap(index) != Some(0) {
                numbers.push(self.component(part, index)?);
            }
        }
        Ok(counted(numbers))
    }

    /// `position` with one copy of component `index` of `part` (which it
    /// holds, and which has a move) replaced by `to`. O(distinct components
    /// + components of `to`).
    pub(super) fn after(
        &mut self,
        position: &[(u32, u32)],
        part: &dyn Part,
        index: usize,
        to: &Game,
    ) -> Result<Position> {
        let from = self.component(part, index)?;
        // Callers replace a component of the position, which has moves, so
        // is no heap of 0.
        let at = position
            .binary_search_by_key(&from, |&(n, _)| n)
            .expect("a component of the position, with a move");
        let replacement = self.position(to)?;
        Ok(replace(position, at, &replacement))
    }

    /// The remoteness of `position`, searching it and everything it reaches
    /// unless it is already known.
    pub(super) fn remoteness(&mut self, position: &Position) -> Result<Remoteness> {
        if let Some(&known) = self.known.get(position) {
            return Ok(known);
        }
        self.run(position)?;
        Ok(self.known[position])
    }

    /// `position` written as a description: its heaps ruleset by ruleset,
    /// in the order the rulesets were met and each ruleset's heaps from the
    /// least (`kayles 1 2`), then its other components, joined by ` + `;
    /// `empty` when it holds nothing (every heap was 0). O(n log n) for n
    /// components.
    pub(super) fn describe(&self, position: &[(u32, u32)], empty: &str) -> String {
        let mut heaps: Vec<(u32, u64)> = Vec::new();
        let mut texts: Vec<&str> = Vec::new();
        for &(number, copies) in position {
            for _ in 0..copies {
                match &self.components[number as usize].written {
                    Written::Heap(ruleset, heap) => heaps.push((*ruleset, *heap)),
                    Written::Text(text) => texts.push(text),
                }
            }
        }
        heaps.sort_unstable();
        let mut parts: Vec<String> = Vec::new();
        for run in heaps.chunk_by(|a, b| a.0 == b.0) {
            let name = &self.rulesets[run[0].0 as usize].0;
            let heaps: Vec<String> = run.iter().map(|(_, heap)| heap.to_string()).collect();
            parts.push(format!("{name} {}", heaps.join(" ")));
        }
        parts.extend(texts.into_iter().map(str::to_owned));
        match parts.is_empty() {
            true => empty.to_owned(),
            false => parts.join(" + "),
        }
    }

    /// The number of component `index` of `part`, numbered now if it is new.
    fn component(&mut self, part: &dyn Part, index: usize) -> Result<u32> {
        let written = match (part.heap_ruleset(), part.small_heap(index)) {
            (Some(ruleset), Some(heap)) => {
                // A sum holds few rulesets: found by name, in order.
                let name = ruleset.name();
                let ruleset = match self.rulesets.iter().position(|(n, _)| *n == name) {
                    Some(number) => small(number),
                    None => {
                        self.rulesets.push((name, ruleset.clone()));
                        small(self.rulesets.len() - 1)
                    }
                };
                Written::Heap(ruleset, heap)
            }
            _ => Written::Text(Arc::from(part.component(index))),
        };
        self.number(written)
    }

    /// The number of the component `written`, numbered now if it is new.
    fn number(&mut self, written: Written) -> Result<u32> {
        if let Some(&number) = self.numbers.get(&written) {
            return Ok(number);
        }
        let number = u32::try_from(self.components.len()).map_err(|_| self.too_many(u32::MAX))?;
        let text = match &written {
            Written::Text(text) => 2 * text.len() as u64,
            Written::Heap(..) => 0,
        };
        self.hold(text + 96)?;
        self.numbers.insert(written.clone(), number);
        self.components.push(Component { written, listed: None });
        Ok(number)
    }

    /// Lists the options of component `number`, if not yet listed: from the
    /// rules for a heap, otherwise from its solved part, within the steps
    /// left.
    fn list(&mut self, number: u32) -> Result<()> {
        if self.components[number as usize].listed.is_some() {
            return Ok(());
        }
        let left = self.max_steps.saturating_sub(self.steps) as u64;
        let max = left.min(self.limits.max_search);
        let listed = match self.components[number as usize].written.clone() {
            Written::Heap(ruleset, heap) => {
                let found =
                    heap_replacements(self.rulesets[ruleset as usize].1.as_ref(), heap, max);
                let found = self.within(found, left)?;
                self.spend(found.len())?;
                let mut moves = Vec::with_capacity(found.len());
                for heaps in found {
                    let mut numbers = Vec::with_capacity(heaps.len());
                    for heap in heaps.into_iter().filter(|&h| h != 0) {
                        numbers.push(self.number(Written::Heap(ruleset, heap))?);
                    }
                    moves.push(self.held(counted(numbers))?);
                }
                Listed::Moves(moves)
            }
            Written::Text(description) => {
                let game = parse_with(&description, self.files)?;
                let (part, index) = game.components().next().expect("a component");
                let owner = &game.parts()[part];
                match owner.endings().into_iter().find(|(i, _)| *i == index) {
                    Some((_, ending)) => Listed::Ends(matches!(ending, Ending::WinsNow { .. })),
                    None => {
                        let found = owner
                            .solve(self.limits, false)
                            .and_then(|solved| solved.options(index, max));
                        let found = self.within(found, left)?;
                        self.spend(found.len())?;
                        let mut moves = Vec::with_capacity(found.len());
                        for choice in found {
                            let option = self.position(&parse_with(&choice.to, self.files)?)?;
                            moves.push(self.held(option)?);
                        }
                        Listed::Moves(moves)
                    }
                }
            }
        };
        self.components[number as usize].listed = Some(listed);
        Ok(())
    }

    /// `found`, a component's options listed within `left` steps or the
    /// limit of options; past the steps left, the search is what stopped.
    fn within<T>(&self, found: Result<Vec<T>>, left: u64) -> Result<Vec<T>> {
        match found {
            Err(Error::LimitExceeded { .. }) if left < self.limits.max_search => {
                Err(self.over_steps())
            }
            other => other,
        }
    }

    /// `position`, its bytes counted as held.
    fn held(&mut self, position: Position) -> Result<Position> {
        self.hold(position_bytes(&position))?;
        Ok(position)
    }

    /// The options of `position`, or its remoteness when it is decided
    /// without them (a terminal position, an [`Ending`]).
    pub(super) fn expand(
        &mut self,
        position: &[(u32, u32)],
    ) -> Result<std::result::Result<Vec<Position>, Remoteness>> {
        for &(number, _) in position {
            self.list(number)?;
            if let Some(Listed::Ends(wins)) = self.components[number as usize].listed {
                let outcome = if wins { Outcome::N } else { Outcome::P };
                return Ok(Err(Remoteness { outcome, moves: u64::from(wins) }));
            }
        }
        let per_option = 1 + position.len() / COMPONENTS_PER_STEP;
        let count: usize = position.iter().map(|&(number, _)| self.moves_of(number).len()).sum();
        self.spend(count.saturating_mul(per_option))?;
        let mut options = Vec::with_capacity(count);
        for (at, &(number, _)) in position.iter().enumerate() {
            for replacement in self.moves_of(number) {
                options.push(replace(position, at, replacement));
            }
        }
        if options.is_empty() {
            let outcome = if self.misere { Outcome::N } else { Outcome::P };
            return Ok(Err(Remoteness { outcome, moves: 0 }));
        }
        Ok(Ok(options))
    }

    /// The options of a listed component that does not end the game.
    fn moves_of(&self, number: u32) -> &[Position] {
        match &self.components[number as usize].listed {
            Some(Listed::Moves(moves)) => moves,
            _ => &[],
        }
    }

    /// Counts `steps` against the limit, and checks the deadline every
    /// 2¹⁰ steps or so.
    pub(super) fn spend(&mut self, steps: usize) -> Result<()> {
        let before = self.steps;
        self.steps = self.steps.saturating_add(steps);
        if self.steps > self.max_steps {
            return Err(self.over_steps());
        }
        match &self.limits.deadline {
            Some(deadline) if before >> 10 != self.steps >> 10 => deadline.check(what),
            _ => Ok(()),
        }
    }

    /// Counts `bytes` more held against [`Limits::max_memory`].
    pub(super) fn hold(&mut self, bytes: u64) -> Result<()> {
        self.bytes = self.bytes.saturating_add(bytes);
        match self.bytes > self.limits.max_memory {
            true => Err(Error::LimitExceeded {
                what: what(),
                needed: bytes_or_more(self.bytes),
                limit: bytes_of_memory(self.limits.max_memory),
                hint: raise("--max-memory"),
            }),
            false => Ok(()),
        }
    }

    fn over_steps(&self) -> Error {
        Error::LimitExceeded {
            what: what(),
            needed: msg!(
                "remoteness-steps-needed",
                "more than {steps} steps (positions and their options)",
                steps = self.max_steps
            ),
            limit: limit_steps(self.max_steps as u64),
            hint: None,
        }
    }

    fn too_many(&self, count: u32) -> Error {
        Error::LimitExceeded {
            what: what(),
            needed: msg!(
                "remoteness-positions-or-options",
                "{count} positions or options",
                count = count
            ),
            limit: of_each(u32::MAX),
            hint: None,
        }
    }

    /// Computes the remoteness of `start` and of everything it reaches
    /// (positions already known are not searched again).
    fn run(&mut self, start: &Position) -> Result<()> {
        // Positions and options are numbered by `u32` (so `small` below holds
        // for the index of any position found): past that, refused.
        let numbered = |search: &Self, n: usize| {
            u32::try_from(n).map_err(|_| search.too_many(u32::try_from(n).unwrap_or(u32::MAX)))
        };
        // The positions reached, breadth first: each one's options as
        // indices (offsets into `targets`), and what is decided.
        let mut index: HashMap<Position, u32> = HashMap::new();
        let mut keys: Vec<Position> = vec![start.clone()];
        index.insert(start.clone(), 0);
        self.hold(2 * position_bytes(start))?;
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
                        self.hold(4 * options.len() as u64)?;
                        for option in options {
                            let next = numbered(self, keys.len())?;
                            let bytes = position_bytes(&option);
                            let target = match index.get(&option) {
                                Some(&target) => target,
                                None => {
                                    // Kept twice (the index and the list) and in `known`.
                                    self.hold(3 * bytes + 16)?;
                                    index.insert(option.clone(), next);
                                    keys.push(option);
                                    next
                                }
                            };
                            targets.push(target);
                        }
                        None
                    }
                },
            };
            decided.push(known);
            offsets.push(numbered(self, targets.len())?);
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

/// Component numbers, with repeats, as a [`Position`].
fn counted(mut numbers: Vec<u32>) -> Position {
    sort::sort(&mut numbers);
    let mut position: Vec<(u32, u32)> = Vec::new();
    for number in numbers {
        match position.last_mut() {
            Some((last, copies)) if *last == number => *copies = copies.saturating_add(1),
            _ => position.push((number, 1)),
        }
    }
    position.into_boxed_slice()
}

/// `position` with one copy of its entry `at` replaced by the components
/// of `replacement`: a merge of two sorted lists.
fn replace(position: &[(u32, u32)], at: usize, replacement: &[(u32, u32)]) -> Position {
    let mut merged = Vec::with_capacity(position.len() + replacement.len());
    let (mut i, mut j) = (0, 0);
    while i < position.len() || j < replacement.len() {
        let (mut entry, from_position) = match (position.get(i), replacement.get(j)) {
            (Some(&a), Some(&b)) if a.0 == b.0 => {
                (i, j) = (i + 1, j + 1);
                ((a.0, a.1.saturating_add(b.1)), Some(i - 1))
            }
            (Some(&a), Some(&b)) if a.0 < b.0 => {
                i += 1;
                (a, Some(i - 1))
            }
            (Some(&a), None) => {
                i += 1;
                (a, Some(i - 1))
            }
            (_, Some(&b)) => {
                j += 1;
                (b, None)
            }
            (None, None) => unreachable!("the loop stops when both are read"),
        };
        if from_position == Some(at) {
            entry.1 -= 1;
        }
        if entry.1 > 0 {
            merged.push(entry);
        }
    }
    merged.into_boxed_slice()
}

/// The bytes a position takes on the heap, with its allocation's overhead.
fn position_bytes(position: &[(u32, u32)]) -> u64 {
    8 * position.len() as u64 + 32
}

/// Whether `error` is the remoteness search's own limit of steps, past which
/// the remoteness is not known; any other limit (memory, a component's
/// options, the deadline) depends on the budget, and a larger one may
/// answer.
pub fn past_its_steps(error: &Error) -> bool {
    matches!(error, Error::LimitExceeded { needed, .. } if past_its_steps_id(needed))
}

/// Whether `needed`, of a limit's error, is the search's own steps.
pub(super) fn past_its_steps_id(needed: &Message) -> bool {
    needed.id() == "remoteness-steps-needed"
}

/// What the remoteness search is, in a limit's message.
fn what() -> Message {
    msg!("remoteness-what", "the remoteness (an exact search of the whole sum)")
}
