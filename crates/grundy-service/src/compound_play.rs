//! Playing a compound (`--compound` other than the sum): a line of moves,
//! each naming what every component that moves becomes, checked and
//! judged one by one, with the position it reaches ([`line()`]), and the
//! computer's move ([`computer`]): what `/api/v1/play` and `computer`
//! answer with `compound=`, what the page plays and Python's
//! `Game(compound=…)` asks.
//!
//! A move is written `0:kayles 2;1:nim 0` (components from 0 in the API and
//! in Python, from 1 where a person types, `grundy play`); [`items`] splits
//! it at the semicolons outside parentheses.

use grundy::{msg, Compound, CompoundAnalysis, Files, Game, Limits, Outcome};
use serde::Deserialize;

use crate::compound::{decides, json_move, move_text, rule_line};
use crate::i18n::Lang;
use crate::play::{after, LineMove};
use crate::{shapes, Input, Problem};

/// Options listed at most for each component (the rest can still be
/// played as typed).
pub const LISTED_OPTIONS: usize = 500;

/// Winning moves listed at most in a position.
pub const LISTED_WINNING: usize = 20;

/// A line of compound moves from `game`, and which position of it to
/// describe.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Line {
    /// The start's description.
    pub game: String,
    /// How the components are played together (not the sum).
    #[serde(deserialize_with = "crate::compound::deserialize")]
    pub compound: Compound,
    /// Misère play.
    #[serde(default)]
    pub misere: bool,
    /// The moves, in order, each what some components become; at most
    /// [`crate::play::MAX_LINE`].
    #[serde(default)]
    pub moves: Vec<Vec<LineMove>>,
    /// The position described: after the first `at` moves (all of them
    /// when absent).
    #[serde(default)]
    pub at: Option<usize>,
    /// The language of the words.
    #[serde(default)]
    pub lang: Lang,
    /// What each position's analysis may compute.
    #[serde(skip)]
    pub limits: Limits,
}

impl Line {
    /// Refuses a line longer than [`crate::play::MAX_LINE`], or an `at` past its end.
    pub fn check(&self) -> Result<(), Problem> {
        crate::play::check_line(self.moves.len(), self.at)
    }
}

/// The computer's move in `game` played as `compound`.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Computer {
    /// The game's description.
    pub game: String,
    /// How the components are played together (not the sum).
    #[serde(deserialize_with = "crate::compound::deserialize")]
    pub compound: Compound,
    /// Misère play.
    #[serde(default)]
    pub misere: bool,
    /// The language of the words.
    #[serde(default)]
    pub lang: Lang,
    /// What the analysis may compute.
    #[serde(skip)]
    pub limits: Limits,
}

/// The pieces of a compound move as written, `0:kayles 2; 1:nim 0`: split
/// at each `;` outside parentheses (a description may hold one,
/// `windup(7; 2,3)`), blank pieces dropped.
pub fn items(text: &str) -> Vec<&str> {
    let mut pieces = Vec::new();
    let (mut depth, mut start) = (0usize, 0);
    for (i, c) in text.char_indices() {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => depth = depth.saturating_sub(1),
            ';' if depth == 0 => {
                pieces.push(&text[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    pieces.push(&text[start..]);
    pieces.into_iter().map(str::trim).filter(|p| !p.is_empty()).collect()
}

fn analyse(
    game: &Game,
    compound: Compound,
    misere: bool,
    files: &dyn Files,
    limits: &Limits,
) -> Result<CompoundAnalysis, Problem> {
    Ok(CompoundAnalysis::new(game, compound, misere, files, limits)?)
}

/// The line of `request`, each move checked against the compound's rule
/// and judged (a win given away, and a move that would have kept it), and
/// the position after its first `at` moves. Each position of the line is
/// analysed once, within the request's limits.
pub fn line(request: &Line, files: &dyn Files) -> Result<shapes::CompoundLine, Problem> {
    request.check()?;
    let Line { compound, misere, lang, ref limits, .. } = *request;
    let at = request.at.unwrap_or(request.moves.len());
    let mut game = crate::game(&request.game, files)?;
    let start = game.to_string();
    let mut analysis = analyse(&game, compound, misere, files, limits)?;
    let mut line = Vec::new();
    let mut reached = None;
    for (number, typed) in request.moves.iter().enumerate() {
        if number == at {
            reached = Some((game.clone(), analysis.clone()));
        }
        let context = || msg!("play-move-of-line", "move {n} of the line", n = number + 1);
        if analysis.is_over() {
            return Err(Problem::game_over().context(context()));
        }
        // A description that does not parse is shown with a caret.
        for m in typed {
            grundy::parse_with(&m.to, files)
                .map_err(|e| Problem::explained(e, &m.to, Input::Move).context(context()))?;
        }
        let typed: Vec<(usize, String)> =
            typed.iter().map(|m| (m.component, m.to.clone())).collect();
        let chosen = analysis
            .check_move(&typed, files)
            .map_err(|error| Problem::from(error).context(context()))?;
        let could_win = analysis.outcome() == Outcome::N;
        let winning = analysis.wins(&chosen);
        let better = match could_win && !winning {
            true => analysis.winning_moves(1).1.first().map(|m| move_text(lang, &analysis, m)),
            false => None,
        };
        let next = analysis.after(&chosen, files)?;
        line.push(shapes::CompoundJudged {
            moves: json_move(&analysis, &chosen).moves,
            game: next.clone(),
            winning,
            could_win,
            blunder: could_win && !winning,
            better,
            said: move_text(lang, &analysis, &chosen),
        });
        game = crate::game(&next, files)?;
        analysis = analyse(&game, compound, misere, files, limits)?;
    }
    let (game, analysis) = reached.unwrap_or((game, analysis));
    let position = position(&game, &analysis, lang, files)?;
    Ok(shapes::CompoundLine { start, compound: compound.name(), misere, line, at, position })
}

/// The computer's move ([`CompoundAnalysis::computer_move`]: the first
/// winning move, else one that holds out longest), in words, with the game
/// it leaves.
pub fn computer(request: &Computer, files: &dyn Files) -> Result<shapes::CompoundPlayed, Problem> {
    let game = crate::game(&request.game, files)?;
    let analysis = analyse(&game, request.compound, request.misere, files, &request.limits)?;
    let Some(chosen) = analysis.computer_move() else { return Err(Problem::game_over()) };
    Ok(shapes::CompoundPlayed {
        moves: json_move(&analysis, &chosen).moves,
        game: analysis.after(&chosen, files)?,
        winning: analysis.wins(&chosen),
        said: move_text(request.lang, &analysis, &chosen),
    })
}

/// A compound position as the page shows it: the rule and what decides it
/// here, each component drawn with what decides it and its options (at
/// most [`LISTED_OPTIONS`], each drawn), and the first
/// [`LISTED_WINNING`] winning moves with their number.
pub fn position(
    game: &Game,
    analysis: &CompoundAnalysis,
    lang: Lang,
    files: &dyn Files,
) -> Result<shapes::CompoundPosition, Problem> {
    let (compound, misere) = (analysis.compound(), analysis.misere());
    let mut components = Vec::with_capacity(analysis.components().len());
    for (k, c) in analysis.components().iter().enumerate() {
        let mut options = Vec::new();
        for (to, values) in c.options.iter().take(LISTED_OPTIONS) {
            options.push(shapes::CompoundOption {
                to: to.clone(),
                after: after(to, files)?,
                decides: decides(lang, compound, misere, values),
            });
        }
        components.push(shapes::CompoundPlayComponent {
            values: shapes::CompoundComponent::new(k, &c.from, &c.values),
            ruleset: game.parts()[c.part].ruleset().to_string(),
            drawings: after(&c.from, files)?,
            decides: decides(lang, compound, misere, &c.values),
            options_complete: c.options.len() <= LISTED_OPTIONS,
            options,
        });
    }
    let (count, winning) = analysis.winning_moves(LISTED_WINNING);
    Ok(shapes::CompoundPosition {
        game: game.to_string(),
        over: analysis.is_over(),
        outcome: analysis.outcome().letter(),
        rule: rule_line(lang, analysis),
        components,
        winning_count: count.to_string().parse().expect("digits form a JSON number"),
        winning_moves: winning
            .iter()
            .map(|m| shapes::CompoundWinning {
                moves: json_move(analysis, m).moves,
                said: move_text(lang, analysis, m),
            })
            .collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::items;

    #[test]
    fn items_split_outside_parentheses() {
        assert_eq!(items("0:kayles 2; 1:nim 0"), ["0:kayles 2", "1:nim 0"]);
        assert_eq!(items("0:windup(7; 2,3) 1;;"), ["0:windup(7; 2,3) 1"]);
        assert_eq!(items(" ; "), Vec::<&str>::new());
    }
}
