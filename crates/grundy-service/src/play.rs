//! Playing a game: every legal move judged ([`moves`]), a typed move
//! checked ([`apply`], [`check`]), the computer's move ([`computer`]), and
//! a line of moves judged one by one with the position it reaches
//! ([`line()`], [`position`]): what the web playground's `/api/v1/moves`,
//! `apply`, `computer` and `play` answer, and what `grundy play` checks a
//! typed move with.
//!
//! Every count that shapes an answer ([`LISTED_MOVES`], a request's
//! `remoteness_steps`, [`PERIOD_WORK`]) is part of the request or fixed
//! here, never taken from the budget, so that a position gets the same
//! answer and the same computer move under any limits that suffice.

use std::collections::HashSet;

use grundy::period::compute_period;
use grundy::{
    msg, Analysis, Files, Game, Gamma, Limits, MoveList, Outcome, Play, PlayMove, Repetitions,
};
use serde::Deserialize;

use num_bigint::BigUint;

use crate::analyze::How;
use crate::i18n::Lang;
use crate::method::Method;
use crate::reasons::say;
use crate::{args, shapes, Format, Input, Problem};

/// Moves listed at most.
pub const LISTED_MOVES: u64 = 500;

/// The steps (positions and their options) the remoteness search takes at
/// most, unless a request says otherwise: about 60 ms natively, so that the
/// computer's move on a mid-size sum whose remoteness is out of reach
/// still fits in a small budget, while sums of some 10⁴ positions (three
/// Kayles rows of 10) are decided. The command line's game searches five
/// times as far.
pub const REMOTENESS_STEPS: usize = 200_000;

/// The most moves a played line may hold.
pub const MAX_LINE: usize = 1_000;

/// The work the why panel's period searches may take (about 5 ms).
pub const PERIOD_WORK: u64 = 5_000_000;

fn remoteness_steps() -> usize {
    REMOTENESS_STEPS
}

/// A position: its game, and whether it is played misère.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Request {
    /// The game's description.
    pub game: String,
    /// Misère play: the player who cannot move wins.
    #[serde(default)]
    pub misere: bool,
    /// What the judgements may compute.
    #[serde(skip)]
    pub limits: Limits,
}

/// A typed move: component `component` (from 0) of `game` becomes `to`.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Apply {
    /// The game's description.
    pub game: String,
    /// Misère play.
    #[serde(default)]
    pub misere: bool,
    /// The component moved in, from 0.
    pub component: usize,
    /// What it becomes, as a description (`nim 1`, `kayles 2 4`).
    pub to: String,
    /// What checking it may compute.
    #[serde(skip)]
    pub limits: Limits,
}

/// The computer's move in `game`.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Computer {
    /// The game's description.
    pub game: String,
    /// Misère play.
    #[serde(default)]
    pub misere: bool,
    /// The seed drawing among equally good moves: a game replays exactly
    /// with the same seed and moves.
    #[serde(default)]
    pub seed: u64,
    /// How far the remoteness is searched.
    #[serde(default = "remoteness_steps")]
    pub remoteness_steps: usize,
    /// The language of the reasons (English by default).
    #[serde(default)]
    pub lang: Lang,
    /// How well the computer plays ([`grundy::Level`]; perfect by default).
    #[serde(skip)]
    pub level: grundy::Level,
    /// What choosing may compute.
    #[serde(skip)]
    pub limits: Limits,
}

/// A line of moves from `game`, and which position of it to describe.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Line {
    /// The start's description.
    pub game: String,
    /// Misère play.
    #[serde(default)]
    pub misere: bool,
    /// The moves, in order; at most [`MAX_LINE`].
    #[serde(default)]
    pub moves: Vec<LineMove>,
    /// The position described: after the first `at` moves (all of them
    /// when absent).
    #[serde(default)]
    pub at: Option<usize>,
    /// How far the position's remoteness is searched.
    #[serde(default = "remoteness_steps")]
    pub remoteness_steps: usize,
    /// The language of the position's why lines (English by default).
    #[serde(default)]
    pub lang: Lang,
    /// What judging may compute.
    #[serde(skip)]
    pub limits: Limits,
}

/// One move of a line: component `component` (from 0) becomes `to`.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LineMove {
    /// The component moved in, from 0.
    pub component: usize,
    /// What it becomes, as a description.
    pub to: String,
}

impl Line {
    /// Refuses a line longer than [`MAX_LINE`], or an `at` past its end.
    pub fn check(&self) -> Result<(), Problem> {
        check_line(self.moves.len(), self.at)
    }
}

/// Refuses a line of `count` moves longer than [`MAX_LINE`], or an `at`
/// past its end.
pub fn check_line(count: usize, at: Option<usize>) -> Result<(), Problem> {
    if count > MAX_LINE {
        return Err(Problem::bad_input(msg!(
            "play-line-long",
            "a line of {count} moves; the limit is {limit}",
            count = count,
            limit = MAX_LINE
        )));
    }
    match at {
        Some(at) if at > count => Err(Problem::bad_input(msg!(
            "play-at-past",
            "query parameter `at`: expected at most the {count} moves given, found {at}",
            count = count,
            at = at
        ))),
        _ => Ok(()),
    }
}

/// Every legal move of `request`'s position, judged, as many as
/// [`LISTED_MOVES`].
pub fn moves(request: &Request, files: &dyn Files) -> Result<shapes::MoveList, Problem> {
    let game = crate::game(&request.game, files)?;
    let list = Play::new(&game, request.misere, files, &request.limits).moves(LISTED_MOVES)?;
    move_list(list, files)
}

/// The typed move of `request`, checked and judged; an illegal one is a
/// [`Kind::Illegal`](crate::Kind::Illegal) problem saying why.
pub fn apply(request: &Apply, files: &dyn Files) -> Result<shapes::PlayedMove, Problem> {
    let game = crate::game(&request.game, files)?;
    let checked =
        check(&game, request.misere, (request.component, 0), &request.to, files, &request.limits);
    played(checked?, files)
}

/// Component `component` (from 0) of `game` becoming `to`, checked and
/// judged; a description that does not parse has a caret under its
/// column. Messages number components from `first` (1 on the command line,
/// 0 in the API, which counts from 0).
pub fn check(
    game: &Game,
    misere: bool,
    (component, first): (usize, usize),
    to: &str,
    files: &dyn Files,
    limits: &Limits,
) -> Result<PlayMove, Problem> {
    let play = Play::new(game, misere, files, limits).numbered_from(first);
    play.check(component, to).map_err(|e| Problem::explained(e, to, Input::Move))
}

/// Who wins `request`'s position with perfect play: `N` (the player to
/// move), `P` (the other) or `D` (neither can force a win); misère play of
/// rulesets the misère analysis does not take by a search of the whole sum.
/// What a front end that keeps the game itself asks of a position (the
/// Python package's `Game.outcome`), without the rest of [`position`].
pub fn outcome(request: &Request, files: &dyn Files) -> Result<Outcome, Problem> {
    let game = crate::game(&request.game, files)?;
    Ok(Play::new(&game, request.misere, files, &request.limits).outcome()?)
}

/// Whether `request`'s position is over: the player to move has no move
/// (the Python package's `Game.is_over`; the repetition rule is the
/// front end's, applied to a line it keeps).
pub fn is_over(request: &Request, files: &dyn Files) -> Result<bool, Problem> {
    let game = crate::game(&request.game, files)?;
    Ok(Play::new(&game, request.misere, files, &request.limits).is_over()?)
}

/// Smith's remoteness of `request`'s position, as the play page shows it
/// ([`position`]): the moves the game lasts when the winner hurries and the
/// loser delays, by an exact search of the whole sum within `steps` steps
/// (positions visited and options generated; [`REMOTENESS_STEPS`] on the
/// page); `None` for a draw, and a limit problem when a limit (those steps
/// or `request.limits`) stopped the search before it decided. The Python
/// package's `Game.remoteness`. Time and memory O(steps), the positions
/// reached being kept.
pub fn remoteness(
    request: &Request,
    steps: usize,
    files: &dyn Files,
) -> Result<Option<u64>, Problem> {
    let game = crate::game(&request.game, files)?;
    let play = Play::new(&game, request.misere, files, &request.limits);
    let found = play.remoteness(steps)?;
    Ok((found.outcome != Outcome::D).then_some(found.moves))
}

/// `play`'s remoteness searched `steps` far: `None` for a draw or past the
/// search's own steps; an error past any other limit (the deadline, the
/// memory: a larger budget may know it, so it is not answered otherwise)
/// and for any other problem.
fn searched_remoteness(play: &Play, steps: usize) -> Result<Option<u64>, Problem> {
    match play.remoteness(steps) {
        Ok(r) if r.outcome == Outcome::D => Ok(None),
        Ok(r) => Ok(Some(r.moves)),
        // Past the search's own steps the remoteness is not known; past any
        // other limit (the deadline, memory), a larger budget may know it.
        Err(error) if grundy::past_its_steps(&error) => Ok(None),
        Err(other) => Err(other.into()),
    }
}

/// The computer's move in `request`'s position, how it chose it, and why;
/// [`Kind::GameOver`](crate::Kind::GameOver) when there is no move to make.
pub fn computer(request: &Computer, files: &dyn Files) -> Result<shapes::ComputerMove, Problem> {
    let game = crate::game(&request.game, files)?;
    let play = Play::new(&game, request.misere, files, &request.limits);
    match play.computer_at(request.seed, request.remoteness_steps, request.level)? {
        Some(chosen) => {
            let said = said(&game, &chosen.chosen, request.lang, files)?;
            let after = after(&chosen.chosen.to, files)?;
            Ok(shapes::ComputerMove::new(chosen, after, said, request.lang))
        }
        None => Err(Problem::game_over()),
    }
}

/// The line of `request`, each move checked and judged (a win or a draw
/// given away, and a move that would have kept it), the repetition rule
/// applied (a line past a drawn position is refused), and the position
/// after its first `at` moves.
pub fn line(request: &Line, files: &dyn Files) -> Result<shapes::Line, Problem> {
    request.check()?;
    let (misere, limits) = (request.misere, &request.limits);
    let at = request.at.unwrap_or(request.moves.len());
    let mut game = crate::game(&request.game, files)?;
    let start = game.to_string();
    let mut line = Vec::new();
    let mut reached = None;
    // What the player to move can get: after the first position, the
    // previous move says it (a winning move leaves a lost position, a
    // drawing move a draw).
    let mut could = Play::new(&game, misere, files, limits).outcome()?;
    let mut seen = Repetitions::new();
    let mut drawn = seen.record(&game, 0);
    for (number, LineMove { component, to }) in request.moves.iter().enumerate() {
        if number == at {
            reached = Some((game.to_string(), drawn));
        }
        if drawn {
            return Err(Problem::bad_input(msg!(
                "play-drawn",
                "move {n} of the line: the game was drawn by repetition after move {number}",
                n = number + 1,
                number = number
            )));
        }
        let chosen =
            check(&game, misere, (*component, 0), to, files, limits).map_err(|problem| {
                problem.context(msg!("play-move-of-line", "move {n} of the line", n = number + 1))
            })?;
        let blunder = match could {
            Outcome::N => !chosen.winning,
            Outcome::D => !chosen.draws,
            Outcome::P => false,
        };
        let better = match blunder {
            true => a_better_move(&game, misere, could, files, limits)?,
            false => None,
        };
        let next = crate::game(&chosen.game, files)?;
        let next_could = match (chosen.winning, chosen.draws) {
            (true, _) => Outcome::P,
            (false, true) => Outcome::D,
            (false, false) => Outcome::N,
        };
        line.push(shapes::JudgedMove {
            said: said(&game, &chosen, request.lang, files)?,
            blunder,
            could_win: could == Outcome::N,
            could_draw: could == Outcome::D,
            better,
            played: played(chosen, files)?,
        });
        (game, could) = (next, next_could);
        drawn = seen.record(&game, number + 1);
    }
    let (game, drawn) = match reached {
        Some((text, drawn)) => (crate::game(&text, files)?, drawn),
        None => (game, drawn),
    };
    let searched = Searched { remoteness_steps: request.remoteness_steps, lang: request.lang };
    let position = position(&game, misere, drawn, searched, files, limits)?;
    Ok(shapes::Line { start, misere, line, at, position })
}

/// The drawings of the components the description `to` consists of, in
/// its order: what a moved component becomes. A description of no
/// component (`ruler`: no coin left) has none.
pub fn after(to: &str, files: &dyn Files) -> Result<Vec<shapes::Drawing>, Problem> {
    Ok(drawings(to, files)?.into_iter().map(shapes::Drawing::from).collect())
}

/// The engine's drawings of the components of the description `to`.
fn drawings(to: &str, files: &dyn Files) -> Result<Vec<grundy::Drawing>, Problem> {
    let game = crate::game(to, files)?;
    let parts = game.parts();
    Ok(game.components().map(|(part, index)| parts[part].drawing(index)).collect())
}

/// The move `m` of `game` in words of `lang` ([`crate::said`]).
fn said(game: &Game, m: &PlayMove, lang: Lang, files: &dyn Files) -> Result<String, Problem> {
    let (part, index) =
        game.components().nth(m.component).expect("a move's component is in its game");
    let before = game.parts()[part].drawing(index);
    let after = drawings(&m.to, files)?;
    let components = (m.component, game.component_count());
    Ok(crate::said::said(lang, components, &before, &after, (&m.from, &m.to)))
}

/// `m` with the drawings of what it leaves.
fn played(m: PlayMove, files: &dyn Files) -> Result<shapes::PlayedMove, Problem> {
    let after = after(&m.to, files)?;
    Ok(shapes::PlayedMove::new(m, after))
}

/// The moves of `list`, each with the drawings of what it leaves.
fn move_list(list: MoveList, files: &dyn Files) -> Result<shapes::MoveList, Problem> {
    Ok(shapes::MoveList {
        moves: list.moves.into_iter().map(|m| played(m, files)).collect::<Result<_, _>>()?,
        complete: list.complete,
        unlisted: list.unlisted.into_iter().map(shapes::Unlisted::from).collect(),
    })
}

/// The first move listed that wins (`could` N) or keeps the draw (`could`
/// D), as `from → to`.
fn a_better_move(
    game: &Game,
    misere: bool,
    could: Outcome,
    files: &dyn Files,
    limits: &Limits,
) -> Result<Option<String>, Problem> {
    let list = Play::new(game, misere, files, limits).moves(LISTED_MOVES)?;
    let better = |m: &PlayMove| if could == Outcome::N { m.winning } else { m.draws };
    Ok(list.moves.into_iter().find(better).map(|m| format!("{} → {}", m.from, m.to)))
}

/// How far [`position`] searches the remoteness, and the language of its
/// why lines.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Searched {
    /// How far the remoteness is searched.
    pub remoteness_steps: usize,
    /// The language of the why lines.
    pub lang: Lang,
}

/// The position `game` as the play page shows it (its drawing, values,
/// remoteness searched `searched.remoteness_steps` far, moves, and the
/// `analyze --explain` text with each heap ruleset's period, in
/// `searched.lang`); `drawn` when it ends the game by the repetition rule.
pub fn position(
    game: &Game,
    misere: bool,
    drawn: bool,
    searched: Searched,
    files: &dyn Files,
    limits: &Limits,
) -> Result<shapes::Position, Problem> {
    let Searched { remoteness_steps, lang } = searched;
    let play = Play::new(game, misere, files, limits);
    // Under normal play one analysis gives the outcome and the values.
    let (outcome, values): (Outcome, Vec<Option<Gamma>>) = match misere {
        true => (play.outcome()?, vec![None; game.component_count()]),
        false => {
            let analysis = Analysis::new(game, limits)?;
            let values = game.components().map(|(part, index)| analysis.gamma_of(part, index));
            (analysis.outcome(), values.collect())
        }
    };
    let remoteness = searched_remoteness(&play, remoteness_steps)?;
    let finite: Option<Vec<BigUint>> = values
        .iter()
        .map(|v| match v {
            Some(Gamma::Finite(value)) => Some(value.to_biguint()),
            _ => None,
        })
        .collect();
    let components = game
        .components()
        .zip(values)
        .map(|((part, index), value)| {
            let part = &game.parts()[part];
            let (value, infinite) = match value {
                Some(Gamma::Finite(value)) => (Some(shapes::big_number(&value)), None),
                Some(Gamma::Infinite(k)) => (None, Some(shapes::infinite(&k))),
                None => (None, None),
            };
            shapes::Component {
                ruleset: part.ruleset().to_string(),
                description: part.component(index),
                drawing: part.drawing(index).into(),
                value,
                infinite,
                last: part.last_position(),
            }
        })
        .collect();
    let mut why = Vec::new();
    let how = How { explain: true, format: Format::Text, lang };
    // Misère play beyond heap rulesets is written as the search decided it.
    crate::analyze::write(&mut why, game, misere, how, limits, files)?;
    for line in periods(game, limits, lang)? {
        why.extend_from_slice(line.as_bytes());
        why.push(b'\n');
    }
    let moves = move_list(play.moves(LISTED_MOVES)?, files)?;
    let how = match finite {
        Some(values) if values.len() > 1 => method(game, &values, &moves, lang),
        _ => None,
    };
    Ok(shapes::Position {
        game: game.to_string(),
        over: drawn || play.is_over()?,
        drawn,
        outcome: outcome.letter(),
        remoteness,
        components,
        moves,
        why: String::from_utf8_lossy(&why).lines().map(str::to_string).collect(),
        how,
    })
}

/// The nim-sum method's move in `game`, whose components have the values
/// `values`, and its steps in `lang`: the component it names, moved as the
/// first of its listed winning moves. `None` when the nim-sum is 0, or no
/// listed move of that component wins (a list cut short).
fn method(game: &Game, values: &[BigUint], moves: &shapes::MoveList, lang: Lang) -> Option<Method> {
    let (component, target) = crate::method::target(values)?;
    let chosen = moves.moves.iter().find(|m| m.component == component && m.winning)?;
    let (part, _) = game.components().nth(component)?;
    // A heap of Nim is its value: the move is a take.
    let heap = game.parts()[part].ruleset() == "nim";
    let steps = crate::method::steps(lang, values, (component, &target), heap);
    Some(Method { component, to: chosen.to.clone(), steps })
}

/// The period of each heap ruleset in `game` without a closed form, as
/// `grundy period` states it, found within the first 2¹⁶ values and
/// [`PERIOD_WORK`] steps (whatever the limits, so that a position always
/// gets the same panel): the why panel's proof that a big heap's value is
/// right.
fn periods(game: &Game, limits: &Limits, lang: Lang) -> Result<Vec<String>, Problem> {
    let mut lines = Vec::new();
    let mut seen = HashSet::new();
    for part in game.parts() {
        let name = part.ruleset();
        if !seen.insert(name.to_string()) {
            continue;
        }
        let Ok(ruleset) = grundy::parse_ruleset(&name) else { continue };
        if ruleset.closed_form(0).is_some() {
            continue;
        }
        match compute_period(ruleset.as_ref(), crate::period::quick_search(limits)) {
            Ok(report) => {
                let period = ruleset.period_theorem();
                let period = crate::period::describe_in(lang, report.periodicity, period);
                lines.push(say(
                    lang,
                    "period-line",
                    args!["ruleset" => ruleset.name(), "period" => period],
                ))
            }
            Err(error @ grundy::Error::LimitExceeded { .. })
                if limits.deadline.is_some_and(|d| d.passed()) =>
            {
                return Err(error.into())
            }
            Err(_) => {}
        }
    }
    Ok(lines)
}
