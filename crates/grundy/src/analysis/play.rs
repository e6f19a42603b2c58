//! Playing a game: every legal move with the value it leaves, a typed move
//! checked and applied, and Smith's remoteness of the position (searched by
//! `remoteness.rs`). The computer's move, built on these, is in
//! `computer.rs`; the repetition rule is in `repetitions.rs`.
//!
//! A move replaces one component by what its ruleset allows ([`Choice`]),
//! and the game after it is the same description with that component
//! replaced, parsed again: every position a front end shows is a
//! description that parses back, so a game can be saved, shared and
//! replayed as text. Whether a move wins is read off the values (normal
//! play: the move leaves value 0), off the misère analysis's winning moves,
//! or, where neither is known, off an analysis of the game after it.

use std::collections::HashSet;
use std::fmt::Write as _;

use crate::analysis::misere::MisereAnalysis;
use crate::analysis::normal::{Analysis, Move, Unlisted};
use crate::analysis::remoteness::{Position, Remoteness, RemotenessSearch};
use crate::analysis::repetitions::key;
use crate::core::error::{Error, Result};
use crate::core::limits::Limits;
use crate::core::message::Message;
use crate::core::nimber::BigNimber;
use crate::core::outcome::{Gamma, Outcome};
use crate::core::sort;
use crate::core::text::{natural_order, shorten};
use crate::language::game::Game;
use crate::language::syntax::Files;
use crate::msg;
use crate::parts::part::{heap_replacements, Choice, Ending, Part, Solved};
use crate::rules::heap::nonzero;
use crate::rulesets::catalog::{parse_with, CATALOG};

/// One legal move, judged.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayMove {
    /// Index of the component moved in, among all components, from 0.
    pub component: usize,
    /// The component before the move, as a description.
    pub from: String,
    /// What replaces it, as a description (`kayles 2 4`, `nim 0`).
    pub to: String,
    /// The whole game after the move, as a description.
    pub game: String,
    /// Whether the move leaves the opponent a lost position.
    pub winning: bool,
    /// Whether the move leaves a draw (games with cycles): neither player
    /// can then force a win.
    pub draws: bool,
    /// The value of the whole game after the move, under normal play, when
    /// it is finite and known.
    pub value: Option<BigNimber>,
}

/// The legal moves of a position, as many as were listed.
#[derive(Debug, Clone)]
pub struct MoveList {
    /// The moves, component by component.
    pub moves: Vec<PlayMove>,
    /// Whether every legal move is listed. When not, every winning move is
    /// still listed wherever the winning moves could be found.
    pub complete: bool,
    /// The components whose moves are not all listed, and why.
    pub unlisted: Vec<Unlisted>,
}

/// Misère play of a sum searched whole ([`Play::misere_by_search`]).
#[derive(Debug, Clone)]
pub struct MisereSearched {
    /// Who wins.
    pub outcome: Outcome,
    /// The positions the search decided.
    pub positions: usize,
    /// The winning moves, or from a draw the moves that keep it.
    pub moves: Vec<Move>,
}

/// A search of the whole sum from the position (misère play the misère
/// analysis does not take): the search, the position as it writes it, and
/// the position's remoteness.
pub(super) struct Searched<'a> {
    pub(super) search: RemotenessSearch<'a>,
    pub(super) root: Position,
    pub(super) found: Remoteness,
}

/// A legal move not yet judged: component `component` (from 0) replaced
/// by `choice`; `winner` when it was found as a winning move (its option's
/// value is then not given).
pub(super) struct Candidate {
    pub(super) component: usize,
    pub(super) choice: Choice,
    pub(super) winner: bool,
}

/// The legal moves of a position, not yet judged, as many as were listed
/// (see [`MoveList`]).
pub(super) struct Choices {
    pub(super) list: Vec<Candidate>,
    pub(super) complete: bool,
    pub(super) unlisted: Vec<Unlisted>,
}

/// A position being played: a game, normal or misère, with the files its
/// description may read and the limits every computation keeps to.
pub struct Play<'a> {
    pub(super) game: &'a Game,
    pub(super) misere: bool,
    pub(super) files: &'a dyn Files,
    pub(super) limits: &'a Limits,
    /// The number messages give the first component: 1 for people, 0 for
    /// programs that count from 0 (the web API).
    first: usize,
}

/// The answers a list of moves is judged by.
pub(super) enum Judge<'g> {
    /// Normal play: the analysis, which values the game after each move.
    Normal { analysis: Analysis<'g> },
    /// Misère play: the winning moves and the moves to a draw, as
    /// (component, replacement).
    Misere { winning: HashSet<(usize, String)>, draws: HashSet<(usize, String)> },
}

impl<'a> Play<'a> {
    /// A position of `game`; `misere` when the player who cannot move wins.
    pub fn new(game: &'a Game, misere: bool, files: &'a dyn Files, limits: &'a Limits) -> Self {
        Play { game, misere, files, limits, first: 1 }
    }

    /// This position, its messages numbering components from `first` (1
    /// by default, as people count; 0 as the web API counts).
    pub fn numbered_from(self, first: usize) -> Self {
        Play { first, ..self }
    }

    /// Who wins, with perfect play.
    pub fn outcome(&self) -> Result<Outcome> {
        Ok(match self.misere {
            true => match MisereAnalysis::new(self.game, self.limits) {
                Ok(analysis) => analysis.outcome(),
                Err(Error::Unsupported(why)) => self.searched_misere(why)?.found.outcome,
                Err(other) => return Err(other),
            },
            false => Analysis::new(self.game, self.limits)?.outcome(),
        })
    }

    /// Misère play of a sum the misère analysis does not take (Wythoff's
    /// game, Chomp, a sum with them): Smith's search of the whole sum, which
    /// decides misère positions as well (a player with no move wins),
    /// within [`Limits::max_search`] steps, run from the position. Rulesets
    /// with [`Ending`]s are left out (refused with `why`, the misère
    /// analysis's reason): their win condition is stated for normal play.
    fn searched_misere(&self, why: Message) -> Result<Searched<'a>> {
        if self.game.parts().iter().any(|p| p.normal_play_only()) {
            return Err(Error::Unsupported(why));
        }
        let steps = usize::try_from(self.limits.max_search).unwrap_or(usize::MAX);
        let mut search = RemotenessSearch::new(self.files, self.limits, self.misere, steps);
        let root = search.position(self.game)?;
        let found = search.remoteness(&root).map_err(|error| match error {
            Error::LimitExceeded { needed, limit, hint, .. } => {
                Error::LimitExceeded { what: search_what(), needed, limit, hint }
            }
            other => other,
        })?;
        Ok(Searched { search, root, found })
    }

    /// Misère play of a sum the misère analysis does not take, decided by a
    /// search of the whole sum as [`Play::outcome`] decides it: the
    /// outcome, the positions searched, and the winning moves (from a draw,
    /// the moves that keep it) in component order. `why` is the misère
    /// analysis's refusal, which stands for rulesets whose rules are stated
    /// for normal play.
    pub fn misere_by_search(&self, why: Message) -> Result<MisereSearched> {
        let mut searched = self.searched_misere(why)?;
        let Judge::Misere { winning, draws } = self.searched_judge(&mut searched)? else {
            unreachable!("a search judges misère play")
        };
        let outcome = searched.found.outcome;
        let kept = if outcome == Outcome::D { draws } else { winning };
        let moves = in_order(kept.into_iter())
            .into_iter()
            .map(|(component, to)| {
                let (part, index) = self.game.locate(component).expect("a component of the game");
                let from = self.game.parts()[part].component(index);
                Move { component, part, from, to }
            })
            .collect();
        Ok(MisereSearched { outcome, positions: searched.search.positions(), moves })
    }

    /// The winning moves and the moves to a draw of a position searched
    /// whole, read off the search: each distinct move once.
    fn searched_judge(&self, searched: &mut Searched<'a>) -> Result<Judge<'a>> {
        let Searched { search, root, .. } = searched;
        let (mut winning, mut draws) = (HashSet::new(), HashSet::new());
        let solved: Vec<Box<dyn Solved + 'a>> =
            self.game.parts().iter().map(|p| p.solve(self.limits, false)).collect::<Result<_>>()?;
        for (component, (part, index)) in self.game.components().enumerate() {
            self.in_time(search_what)?;
            let owner = self.game.parts()[part].as_ref();
            for choice in solved[part].options(index, self.limits.max_search)? {
                // Every option of the position was searched with it.
                let to = parse_with(&choice.to, self.files)?;
                let after = search.after(root, owner, index, &to)?;
                match search.remoteness(&after)?.outcome {
                    Outcome::P => winning.insert((component, choice.to)),
                    Outcome::D => draws.insert((component, choice.to)),
                    Outcome::N => false,
                };
            }
        }
        Ok(Judge::Misere { winning, draws })
    }

    /// Whether the game is over: the player to move has no move (or a
    /// component has ended it, [`Ending::Over`]).
    ///
    /// A component with more options than [`Limits::max_search`] (a heap of
    /// 10¹⁸) is not listed: it has moves, as every such component of every
    /// ruleset here does.
    pub fn is_over(&self) -> Result<bool> {
        let endings: Vec<Ending> =
            self.game.parts().iter().flat_map(|p| p.endings()).map(|(_, e)| e).collect();
        if !endings.is_empty() {
            return Ok(endings.iter().any(|e| matches!(e, Ending::Over { .. })));
        }
        for part in self.game.parts() {
            if part.is_empty() {
                continue;
            }
            // Heaps are judged from the rules, with no table of values.
            if let Some((ruleset, heaps)) = part.heaps() {
                for &heap in heaps {
                    match heap_replacements(ruleset.as_ref(), heap, self.limits.max_search) {
                        Ok(options) if options.is_empty() => {}
                        Ok(_) | Err(Error::LimitExceeded { .. }) => return Ok(false),
                        Err(other) => return Err(other),
                    }
                }
                continue;
            }
            let solved = part.solve(self.limits, false)?;
            for index in 0..part.len() {
                match solved.options(index, self.limits.max_search) {
                    Ok(choices) if choices.is_empty() => {}
                    Ok(_) | Err(Error::LimitExceeded { .. }) => return Ok(false),
                    Err(other) => return Err(other),
                }
            }
        }
        Ok(true)
    }

    pub(super) fn judge(&self) -> Result<Judge<'a>> {
        Ok(self.judge_searched()?.0)
    }

    /// The judge of this position's moves, and under misère play of a sum
    /// the misère analysis does not take, the search of the whole sum it
    /// was read off.
    pub(super) fn judge_searched(&self) -> Result<(Judge<'a>, Option<Searched<'a>>)> {
        if self.misere {
            let analysis = match MisereAnalysis::new(self.game, self.limits) {
                Ok(analysis) => analysis,
                Err(Error::Unsupported(why)) => {
                    let mut searched = self.searched_misere(why)?;
                    return Ok((self.searched_judge(&mut searched)?, Some(searched)));
                }
                Err(other) => return Err(other),
            };
            let winning = analysis.winning_moves().map(|m| m.map(|m| (m.component, m.to)));
            let winning = winning.collect::<Result<_, Unlisted>>()?;
            return Ok((Judge::Misere { winning, draws: HashSet::new() }, None));
        }
        Ok((Judge::Normal { analysis: Analysis::new(self.game, self.limits)? }, None))
    }

    /// Every legal move, at most `max` of them, each with whether it wins
    /// and the value it leaves.
    ///
    /// A component with more than the moves left to list (`nim 10^30`) is
    /// named in [`MoveList::unlisted`]; its winning moves are listed all the
    /// same, found from their target value. Time: per move, the options of
    /// its component and a parse of the game after it; a move whose value
    /// is not known (a game decided by an [`Ending`], or a lone component
    /// valued only by its outcome) is judged by an analysis of the game
    /// after it.
    pub fn moves(&self, max: u64) -> Result<MoveList> {
        let judge = self.judge()?;
        let choices = self.choices(&judge, max)?;
        let mut moves = Vec::with_capacity(choices.list.len());
        for candidate in choices.list {
            self.in_time(|| msg!("play-what-moves", "listing the moves"))?;
            moves.push(self.judged(&judge, candidate)?);
        }
        Ok(MoveList { moves, complete: choices.complete, unlisted: choices.unlisted })
    }

    /// Every legal move, at most `max` of them, not yet judged: what
    /// [`Play::moves`] lists, in its order, without writing the game after
    /// each. Time O(options listed) beyond each part's solving.
    pub(super) fn choices(&self, judge: &Judge<'a>, max: u64) -> Result<Choices> {
        let mut choices = Choices { list: Vec::new(), complete: true, unlisted: Vec::new() };
        let mut own = Vec::new();
        let mut winners: Option<Vec<(usize, String)>> = None;
        // A component that wins at once does so by its ending's moves; a
        // game a component has ended has none.
        let mut ends: Vec<((usize, usize), Vec<String>)> = Vec::new();
        for (part, owner) in self.game.parts().iter().enumerate() {
            for (index, ending) in owner.endings() {
                match ending {
                    Ending::WinsNow { moves, .. } => ends.push(((part, index), moves)),
                    Ending::Over { .. } => return Ok(choices),
                };
            }
        }
        for (component, (part, index)) in self.game.components().enumerate() {
            if component % 1024 == 0 {
                self.in_time(|| msg!("play-what-moves", "listing the moves"))?;
            }
            if let Some(at) = ends.iter().position(|(place, _)| *place == (part, index)) {
                for to in ends.swap_remove(at).1 {
                    let choice = Choice { to, value: None };
                    choices.list.push(Candidate { component, choice, winner: false });
                }
            }
            let solved = self.solved(judge, part, &mut own)?;
            let left = max.saturating_sub(choices.list.len() as u64);
            match solved.options(index, left) {
                Ok(options) => {
                    let found = options.into_iter().map(|choice| Candidate {
                        component,
                        choice,
                        winner: false,
                    });
                    choices.list.extend(found);
                }
                Err(reason) => {
                    choices.complete = false;
                    let from = self.game.parts()[part].component(index);
                    choices.unlisted.push(Unlisted { component, from, reason: Box::new(reason) });
                    let winners = match &mut winners {
                        Some(winners) => winners,
                        None => winners.insert(self.winners(judge)?),
                    };
                    // Sorted by component: this one's are a run.
                    let start = winners.partition_point(|(c, _)| *c < component);
                    let end = winners.partition_point(|(c, _)| *c <= component);
                    for (_, to) in winners.drain(start..end) {
                        let choice = Choice { to, value: None };
                        choices.list.push(Candidate { component, choice, winner: true });
                    }
                }
            }
        }
        Ok(choices)
    }

    /// Fails, saying `what` was under way, once the deadline has passed.
    pub(super) fn in_time(&self, what: impl FnOnce() -> Message) -> Result<()> {
        match &self.limits.deadline {
            Some(deadline) => deadline.check(what),
            None => Ok(()),
        }
    }

    /// The solved part `part`: the analysis's own, or solved here for a
    /// game the analysis did not solve (misère play, an [`Ending`]).
    pub(super) fn solved<'s>(
        &self,
        judge: &'s Judge<'a>,
        part: usize,
        own: &'s mut Vec<Box<dyn Solved + 'a>>,
    ) -> Result<&'s (dyn Solved + 'a)> {
        if let Judge::Normal { analysis, .. } = judge {
            if let Some(solved) = analysis.solved(part) {
                return Ok(solved);
            }
        }
        if own.is_empty() {
            for part in self.game.parts() {
                own.push(part.solve(self.limits, false)?);
            }
        }
        Ok(own[part].as_ref())
    }

    /// The winning replacements of every component, found from their
    /// target, as (component, replacement), in component order, each
    /// component's in the order listed.
    /// A component whose winning moves cannot all be listed (a Kayles row
    /// of 10¹²) gives those that stand for all of them, when its ruleset
    /// and proved period have them ([`Solved::some_moves_to`]).
    fn winners(&self, judge: &Judge<'_>) -> Result<Vec<(usize, String)>> {
        Ok(match judge {
            Judge::Normal { analysis, .. } => {
                let mut found = Vec::new();
                for listed in analysis.winning_moves() {
                    match listed {
                        Ok(m) => found.push((m.component, m.to)),
                        Err(unlisted) => {
                            let component = unlisted.component;
                            let some = self.some_winners(analysis, component).unwrap_or_default();
                            found.extend(some.into_iter().map(|to| (component, to)));
                        }
                    }
                }
                found
            }
            Judge::Misere { winning, .. } => in_order(winning.iter().cloned()),
        })
    }

    /// Some winning moves of `component`, whose listing was refused: by
    /// [`Solved::some_moves_to`] the value that makes the sum 0.
    pub(super) fn some_winners(
        &self,
        analysis: &Analysis<'_>,
        component: usize,
    ) -> Option<Vec<String>> {
        let (part, index) = self.game.components().nth(component)?;
        let solved = analysis.solved(part)?;
        let target = &solved.value(index)? ^ analysis.nimber()?;
        solved.some_moves_to(index, &target).ok()
    }

    /// Who wins after `candidate`, and the value of the sum after it when
    /// known: read off the misère judgement, or off the values (O(parts +
    /// log components)); only a move whose value is not known (a game
    /// decided by an [`Ending`], a lone component valued only by its
    /// outcome) by an analysis of the game after it.
    pub(super) fn verdict(
        &self,
        judge: &Judge<'_>,
        candidate: &Candidate,
    ) -> Result<(Outcome, Option<BigNimber>)> {
        let Candidate { component, choice, winner } = candidate;
        Ok(match judge {
            Judge::Misere { winning, draws } => {
                let made = (*component, choice.to.clone());
                let outcome = match (winning.contains(&made), draws.contains(&made)) {
                    (true, _) => Outcome::P,
                    (false, true) => Outcome::D,
                    (false, false) => Outcome::N,
                };
                (outcome, None)
            }
            Judge::Normal { analysis } => {
                let ends = analysis.endings().next().is_some()
                    || parse_with(&choice.to, self.files)?
                        .parts()
                        .iter()
                        .any(|p| !p.endings().is_empty());
                let known = match (&choice.value, ends) {
                    // A winning move leaves value 0.
                    (None, false) if *winner => Some(Gamma::Finite(BigNimber::ZERO)),
                    (Some(option), false) => analysis.after(*component, option).ok(),
                    _ => None,
                };
                match known {
                    Some(gamma) => (gamma.outcome(), gamma.finite().cloned()),
                    None => {
                        let after = self.after(*component, &choice.to)?;
                        let analysis = Analysis::new(&after, self.limits)?;
                        (analysis.outcome(), analysis.nimber().cloned())
                    }
                }
            }
        })
    }

    /// `candidate` as a judged move, with the whole game after it.
    pub(super) fn judged(&self, judge: &Judge<'_>, candidate: Candidate) -> Result<PlayMove> {
        let (outcome, value) = self.verdict(judge, &candidate)?;
        let Candidate { component, choice, .. } = candidate;
        Ok(PlayMove {
            component,
            from: self.game.component_text(component).expect("a component of the game"),
            game: self.after(component, &choice.to)?.to_string(),
            to: choice.to,
            winning: outcome == Outcome::P,
            draws: outcome == Outcome::D,
            value,
        })
    }

    /// The game after `component` is replaced by the description `to`.
    /// O(the game's description).
    pub(super) fn after(&self, component: usize, to: &str) -> Result<Game> {
        let replacement = parse_with(to, self.files)?;
        parse_with(&self.after_text(component, &replacement), self.files)
    }

    /// The description of the game with `component` replaced by
    /// `replacement`. In a heap part the new heaps take the old heap's
    /// place (`nim 3 4 5`, heap 2 → 0: `nim 3 0 5`), so components keep
    /// their numbers; elsewhere the replacement is written in its place.
    fn after_text(&self, component: usize, replacement: &Game) -> String {
        let mut text = String::new();
        let mut first = 0;
        for part in self.game.parts() {
            if !text.is_empty() {
                text.push_str(" + ");
            }
            let range = first..first + part.len();
            first = range.end;
            if !range.contains(&component) {
                write!(text, "{}", Game::new(vec![part.clone()])).expect("writing to a String");
                continue;
            }
            let index = component - range.start;
            let heaps_alike = part.heap_ruleset().is_some()
                && replacement.parts().iter().all(|p| {
                    p.is_empty() || (p.heap_ruleset().is_some() && p.ruleset() == part.ruleset())
                });
            if heaps_alike {
                let name = part.ruleset();
                let operand = |description: String| description[name.len()..].to_string();
                text.push_str(&name);
                for i in 0..part.len() {
                    if i != index {
                        text.push_str(&operand(part.component(i)));
                        continue;
                    }
                    let mut any = false;
                    for (p, c) in replacement.components() {
                        text.push_str(&operand(replacement.parts()[p].component(c)));
                        any = true;
                    }
                    if !any {
                        text.push_str(" 0");
                    }
                }
                continue;
            }
            for i in 0..part.len() {
                if i > 0 {
                    text.push_str(" + ");
                }
                match i == index {
                    true => write!(text, "{replacement}").expect("writing to a String"),
                    false => text.push_str(&part.component(i)),
                }
            }
        }
        text
    }

    /// Checks the move that replaces `component` by the description `to`,
    /// as a player typed it, and judges it; an illegal move is an
    /// [`Error::Illegal`] that says why.
    ///
    /// Legality of a heap's move is decided from its ruleset's rules
    /// ([`HeapRuleset::is_move`](crate::heap::HeapRuleset::is_move): which counts may be
    /// taken, which splits are allowed; O(1) for a take-and-break code or
    /// Lasker's Nim at any size). Elsewhere, from the options of the
    /// replacement's own value ([`Solved::moves_to`]: O(|S|) for a
    /// subtraction set), and only where that value is not known by listing
    /// every option.
    pub fn check(&self, component: usize, to: &str) -> Result<PlayMove> {
        let count = self.game.component_count();
        let Some((part, index)) = self.game.components().nth(component) else {
            return Err(Error::Illegal(msg!(
                "illegal-no-component",
                "there is no component {number}: the game has {count} (numbered {first} to {last})",
                number = component + self.first,
                count = count,
                first = self.first,
                last = count + self.first - 1
            )));
        };
        let owner = &self.game.parts()[part];
        let from = owner.component(index);
        let replacement = parse_with(to, self.files)?;
        if let Some(other) = replacement.parts().iter().find(|p| p.ruleset() != owner.ruleset()) {
            return Err(Error::Illegal(msg!(
                "illegal-other-ruleset",
                "component {number} is `{from}`, a game of {ruleset}; `{to}` is a game of {other}",
                number = component + self.first,
                from = &from,
                ruleset = owner.ruleset(),
                to = shorten(to, 60),
                other = other.ruleset()
            )));
        }
        let wanted = key(&replacement);
        let unchanged = wanted == key(&parse_with(&from, self.files)?);
        let solved = owner.solve(self.limits, false)?;
        let value = Analysis::new(&replacement, self.limits).ok().and_then(|a| a.nimber().cloned());
        // A heap's move is decided from its ruleset's rules, at any size.
        let by_rules = heap_move(owner.as_ref(), index, &replacement);
        let listed = || match by_rules {
            Some(_) => None,
            None => value.as_ref().map(|v| solved.moves_to(index, v)),
        };
        let candidates: Vec<Choice> = match listed() {
            _ if by_rules.is_some() => match by_rules {
                Some((true, to)) => vec![Choice { to, value: value.clone().map(Gamma::Finite) }],
                _ => Vec::new(),
            },
            Some(Ok(found)) => {
                let value = value.map(Gamma::Finite);
                found.into_iter().map(|to| Choice { to, value: value.clone() }).collect()
            }
            _ => match solved.options(index, self.limits.max_search) {
                Ok(choices) => choices,
                Err(reason) => {
                    return Err(Error::Unsupported(msg!(
                        "play-move-not-known",
                        "whether `{from}` can become `{to}` is not known: {reason}",
                        from = &from,
                        to = shorten(to, 60),
                        reason = reason.message()
                    )))
                }
            },
        };
        // A component that wins at once does so by its ending's moves.
        let ending = owner.endings().into_iter().find(|(i, _)| *i == index);
        let ends = match ending {
            Some((_, Ending::WinsNow { moves, .. })) => moves,
            _ => Vec::new(),
        };
        let ends = ends.into_iter().map(|to| Choice { to, value: None });
        for choice in candidates.into_iter().chain(ends) {
            if key(&parse_with(&choice.to, self.files)?) == wanted {
                let judge = self.judge()?;
                return self.judged(&judge, Candidate { component, choice, winner: false });
            }
        }
        // A move that changes nothing is legal only along a loop of a game
        // graph, found among the candidates above.
        if unchanged {
            return Err(Error::Illegal(msg!(
                "illegal-unchanged",
                "`{to}` is component {number} as it is; a move must change it",
                to = shorten(to, 60),
                number = component + self.first
            )));
        }
        Err(Error::Illegal(self.why_illegal(solved.as_ref(), index, &from, to)))
    }

    /// Why `from` cannot become `to`: the rule, and where its moves lead.
    fn why_illegal(&self, solved: &dyn Solved, index: usize, from: &str, to: &str) -> Message {
        let name = from.split([' ', '(']).next().unwrap_or(from);
        let to = shorten(to, 60);
        let cannot = match CATALOG.iter().find(|info| info.name == name) {
            Some(info) => msg!(
                "illegal-cannot-become-rule",
                "`{from}` cannot become `{to}` in one move ({name}: {rule})",
                from = from,
                to = &to,
                name = name,
                rule = info.rule_message()
            ),
            None => msg!(
                "illegal-cannot-become",
                "`{from}` cannot become `{to}` in one move",
                from = from,
                to = &to
            ),
        };
        match solved.options(index, 10_000) {
            Ok(choices) if choices.is_empty() => {
                msg!("illegal-no-moves-at-all", "{cannot}; it has no moves at all", cannot = cannot)
            }
            Ok(choices) => {
                let shown: Vec<&str> = choices.iter().take(6).map(|c| c.to.as_str()).collect();
                let more = if choices.len() > shown.len() { ", …" } else { "" };
                let moves = format!("{}{more}", shown.join(", "));
                match choices.len() {
                    1 => msg!(
                        "illegal-one-move-leads",
                        "{cannot}; its 1 move leads to {moves}",
                        cannot = cannot,
                        moves = moves
                    ),
                    count => msg!(
                        "illegal-moves-lead",
                        "{cannot}; its {count} moves lead to {moves}",
                        cannot = cannot,
                        count = count,
                        moves = moves
                    ),
                }
            }
            Err(_) => cannot,
        }
    }

    /// Smith's remoteness of the position, by an exact search of the whole
    /// sum within `max_steps` steps (each position visited and each option
    /// generated is one); an error (naming the limit) when the sum is
    /// larger. See [`Remoteness::moves`].
    pub fn remoteness(&self, max_steps: usize) -> Result<Remoteness> {
        let mut search = RemotenessSearch::new(self.files, self.limits, self.misere, max_steps);
        let root = search.position(self.game)?;
        search.remoteness(&root)
    }
}

/// Whether replacing heap `index` of `owner` by `replacement` is one move,
/// decided from the rules ([`HeapRuleset::is_move`](crate::heap::HeapRuleset::is_move)):
/// O(1) beyond the replacement's heaps for take-and-break codes, whatever
/// the heap's size. With it the replacement as its options are written
/// (`kayles 5 999999999993`: heaps of 0 left out, the others sorted).
/// `None` when `owner` is not a part of heaps or its ruleset cannot tell.
fn heap_move(owner: &dyn Part, index: usize, replacement: &Game) -> Option<(bool, String)> {
    let ruleset = owner.heap_ruleset()?;
    let heap = owner.heap(index)?;
    let mut to = Vec::new();
    for (part, i) in replacement.components() {
        let piece = replacement.parts()[part].heap(i)?;
        to.push(piece);
    }
    let to = nonzero(to);
    let legal = ruleset.is_move(&heap, &to)?;
    let mut text = ruleset.name();
    for piece in &to {
        write!(text, " {piece}").expect("writing to a String");
    }
    if to.is_empty() {
        text.push_str(" 0");
    }
    Some((legal, text))
}

/// Misère play searched whole, in a limit's message.
fn search_what() -> Message {
    msg!("play-what-misere-search", "misère play of this sum (an exact search of the whole sum)")
}

/// Moves as (component, replacement), in component order, each component's
/// in natural order.
fn in_order(moves: impl Iterator<Item = (usize, String)>) -> Vec<(usize, String)> {
    let mut moves: Vec<(usize, String)> = moves.collect();
    sort::sort_by(&mut moves, |a, b| a.0.cmp(&b.0).then_with(|| natural_order(&a.1, &b.1)));
    moves
}
