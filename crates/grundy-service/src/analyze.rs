//! `grundy analyze`: who wins a sum, its nimber, and every winning move,
//! normal or misère, with `--explain`'s reasons; the JSON of
//! `/api/v1/analyze`, and the text of the play page's "why" panel.

use std::cell::RefCell;
use std::io::Write;

use grundy::{
    Analysis, BigNimber, Files, Game, Infinite, Limits, Listed, MisereAnalysis, MisereMethod,
    Outcome,
};
use serde::Deserialize;

use crate::problem::{readable, Problem};
use crate::{shapes, Format};

/// Components listed one by one in the human explanation of the nim-sum.
const LISTED_COMPONENTS: usize = 12;

/// `grundy analyze`: a game, its play and whether to say why.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Request {
    /// The game's description, e.g. `nim 3 4 5 + kayles 7`.
    pub game: String,
    /// Misère play: the player who cannot move wins.
    #[serde(default)]
    pub misere: bool,
    /// Each component's value and its reason, and the nim-sum in binary.
    #[serde(default)]
    pub explain: bool,
    /// What the analysis may compute.
    #[serde(skip)]
    pub limits: Limits,
}

/// The answer to `request`, its game read through `files`.
pub fn answer(
    request: &Request,
    files: &dyn Files,
    format: Format,
    out: &mut impl Write,
) -> Result<(), Problem> {
    let game = crate::game(&request.game, files)?;
    write(out, &game, request.misere, request.explain, format, &request.limits)
}

/// `grundy analyze`'s text for `game`, or its JSON object and a newline: the web playground's `/api/v1/analyze` writes the JSON, and its
/// "why" panel shows the text.
pub fn write(
    out: &mut impl Write,
    game: &Game,
    misere: bool,
    explain: bool,
    format: Format,
    limits: &Limits,
) -> Result<(), Problem> {
    match (misere, format == Format::Json) {
        (true, false) => print_misere(out, &MisereAnalysis::new(game, limits)?, explain),
        (true, true) => {
            let analysis = MisereAnalysis::new(game, limits)?;
            let explanation = explain.then(|| analysis.explanation().to_vec());
            print_json(out, analysis.outcome(), None, None, explanation, analysis.winning_moves())
        }
        (false, false) => {
            let analysis = Analysis::new(game, limits)?;
            match analysis.infinite() {
                Some(infinite) => print_loopy(out, game, &analysis, infinite, explain, limits),
                None => print_normal(out, game, &analysis, explain),
            }
        }
        (false, true) => {
            let analysis = Analysis::new(game, limits)?;
            let explanation = explain.then(|| explanation(game, &analysis));
            let moves = match analysis.outcome() {
                Outcome::D => analysis.drawing_moves(limits.max_search),
                _ => analysis.winning_moves(),
            };
            let (nimber, infinite) = (analysis.nimber(), analysis.infinite());
            print_json(out, analysis.outcome(), nimber, infinite, explanation, moves)
        }
    }
}

fn print_json(
    out: &mut impl Write,
    outcome: Outcome,
    nimber: Option<&BigNimber>,
    infinite: Option<&Infinite>,
    explanation: Option<Vec<String>>,
    moves: impl Iterator<Item = Listed>,
) -> Result<(), Problem> {
    let report = shapes::Analysis {
        outcome: outcome.letter(),
        nimber: nimber.map(shapes::big_number),
        infinite: infinite.map(shapes::infinite),
        explanation,
        drawing: outcome == Outcome::D,
        winning_moves: RefCell::new(Some(moves)),
    };
    serde_json::to_writer(&mut *out, &report)?;
    writeln!(out)?;
    Ok(())
}

fn print_normal(
    out: &mut impl Write,
    game: &Game,
    analysis: &Analysis,
    explain: bool,
) -> Result<(), Problem> {
    if analysis.endings().next().is_some() {
        return print_ending(out, game, analysis);
    }
    let Some(nimber) = analysis.nimber() else {
        // One component whose value is past a limit: its outcome is known.
        match analysis.outcome() {
            Outcome::N => writeln!(out, "The player to move wins (an N-position).")?,
            Outcome::P => writeln!(
                out,
                "The player to move loses (a P-position): every move leaves an N-position."
            )?,
            Outcome::D => writeln!(out, "Neither player can force a win (a draw, D).")?,
        }
        for line in analysis.explain(0, 0) {
            writeln!(out, "{line}")?;
        }
        if analysis.outcome() == Outcome::N {
            writeln!(out, "Winning moves (each leaves a P-position):")?;
            print_moves(out, analysis.winning_moves())?;
        }
        return Ok(());
    };
    match analysis.outcome() {
        Outcome::N => writeln!(out, "The player to move wins (an N-position): the nim-sum is {nimber}, not 0.")?,
        Outcome::P => writeln!(out, "The player to move loses (a P-position): the nim-sum is 0, so every move leaves a non-zero nim-sum.")?,
        Outcome::D => writeln!(out, "Neither player can force a win (a draw, D).")?,
    }
    let count = game.component_count();
    if explain {
        for line in explanation(game, analysis) {
            writeln!(out, "{line}")?;
        }
    } else if count == 0 {
        writeln!(out, "No component is left to play: no move is possible.")?;
    } else if count <= LISTED_COMPONENTS {
        let terms: Vec<String> = game
            .components()
            .zip(analysis.component_values())
            .map(|((part, index), value)| {
                let value = value.expect("values are known when the nim-sum is");
                format!("{value} ({})", game.parts()[part].component(index))
            })
            .collect();
        writeln!(out, "Nim-sum: {} = {nimber}", terms.join(" ⊕ "))?;
    } else {
        writeln!(out, "Nim-sum of {count} components: {nimber}")?;
    }
    if analysis.outcome() == Outcome::N {
        writeln!(out, "Winning moves (each leaves a nim-sum of 0):")?;
        print_moves(out, analysis.winning_moves())?;
    }
    Ok(())
}

/// A sum with a component that can be played for ever (see
/// [`grundy::loopy`]): its value ∞(K), who wins or that it is a draw, and
/// the winning moves or the moves that keep the draw.
fn print_loopy(
    out: &mut impl Write,
    game: &Game,
    analysis: &Analysis,
    infinite: &Infinite,
    explain: bool,
    limits: &Limits,
) -> Result<(), Problem> {
    match analysis.outcome() {
        Outcome::N => writeln!(out, "The player to move wins (an N-position): the value is {infinite}, and 0 in it means a move to a P-position.")?,
        _ => writeln!(out, "Neither player can force a win (a draw, D): the value is {infinite}, without 0, so no move reaches a P-position, and the player to move can keep the game going for ever.")?,
    }
    let count = game.component_count();
    if explain {
        for line in explanation(game, analysis) {
            writeln!(out, "{line}")?;
        }
    } else if count > 1 && count <= LISTED_COMPONENTS {
        let terms: Vec<String> = game
            .components()
            .map(|(part, index)| {
                let value = analysis.gamma_of(part, index).expect("values are known");
                format!("{value} ({})", game.parts()[part].component(index))
            })
            .collect();
        writeln!(out, "Value: {} = {infinite}", terms.join(" + "))?;
    }
    if analysis.outcome() == Outcome::N {
        writeln!(out, "Winning moves (each leaves a P-position):")?;
        print_moves(out, analysis.winning_moves())?;
    } else {
        writeln!(out, "Moves that keep the draw (a move not listed here lets the opponent win):")?;
        print_moves(out, analysis.drawing_moves(limits.max_search))?;
    }
    Ok(())
}

/// A game decided by components that end it (the cutting game's 1×k
/// pieces): which, why, and the moves that win at once.
fn print_ending(out: &mut impl Write, game: &Game, analysis: &Analysis) -> Result<(), Problem> {
    let wins = analysis.outcome() == Outcome::N;
    match wins {
        true => writeln!(out, "The player to move wins at once (an N-position):")?,
        false => writeln!(out, "The game is over (a P-position): the player to move has lost.")?,
    }
    for (component, from, ending) in analysis.endings() {
        // When the game is over, only what ended it is worth saying.
        if wins || matches!(ending, grundy::Ending::Over { .. }) {
            writeln!(out, "  component {} ({from}): {}", component + 1, ending.why())?;
        }
    }
    if game.component_count() > analysis.endings().count() {
        writeln!(out, "The other components do not matter: no value is needed.")?;
    }
    if wins {
        writeln!(out, "Winning moves (each wins at once):")?;
        print_moves(out, analysis.winning_moves())?;
    }
    Ok(())
}

/// Why: each component's value and its reason, then the nim-sum in binary
/// columns added without carry.
fn explanation(game: &Game, analysis: &Analysis) -> Vec<String> {
    let mut lines = Vec::new();
    let count = game.component_count();
    if analysis.endings().next().is_some() {
        // Decided without values: each component and whether it decides.
        for (part, index) in game.components().take(LISTED_COMPONENTS) {
            let reasons = analysis.explain(part, index).join("; ");
            lines.push(format!("{}: {reasons}", game.parts()[part].component(index)));
        }
        if count > LISTED_COMPONENTS {
            lines.push(format!("… and {} more components", count - LISTED_COMPONENTS));
        }
        return lines;
    }
    let values: Vec<Option<BigNimber>> =
        analysis.component_values().take(LISTED_COMPONENTS).collect();
    for (part, index) in game.components().take(LISTED_COMPONENTS) {
        let value = analysis.gamma_of(part, index).map_or("?".to_string(), |v| v.to_string());
        lines.push(format!("{}: {value}", game.parts()[part].component(index)));
        for reason in analysis.explain(part, index) {
            lines.push(format!("  {reason}"));
        }
    }
    if count > LISTED_COMPONENTS {
        lines.push(format!("… and {} more components", count - LISTED_COMPONENTS));
    }
    if let Some(infinite) = analysis.infinite() {
        lines.push(format!(
            "The sum's value by Smith's rule: with one component ∞(K), ∞(K ⊕ a) for a the nim-sum of the others; with two or more, ∞(∅). Here {infinite}."
        ));
        return lines;
    }
    let Some(nimber) = analysis.nimber() else { return lines };
    let width = values
        .iter()
        .flatten()
        .map(BigNimber::bits)
        .chain([nimber.bits()])
        .max()
        .unwrap_or(0)
        .max(1);
    if count > 1 && count <= LISTED_COMPONENTS && width <= 64 {
        lines.push("The nim-sum adds the values in binary without carry (XOR): a column of the sum is 1 exactly when the column holds an odd number of 1s.".to_string());
        let binary = |v: &BigNimber| {
            (0..width).rev().map(|bit| if v.bit(bit) { '1' } else { '0' }).collect::<String>()
        };
        let numbers: Vec<String> = values.iter().flatten().map(|v| v.to_string()).collect();
        let pad =
            numbers.iter().map(String::len).chain([nimber.to_string().len()]).max().unwrap_or(1);
        for (((part, index), value), number) in
            game.components().zip(values.iter().flatten()).zip(&numbers)
        {
            lines.push(format!(
                "  {number:>pad$}  {}  {}",
                binary(value),
                game.parts()[part].component(index)
            ));
        }
        lines.push(format!("  {:>pad$}  {}", "", "-".repeat(width as usize)));
        lines.push(format!("  {:>pad$}  {}  nim-sum", nimber.to_string(), binary(nimber)));
    } else {
        lines.push(format!("Nim-sum (XOR of every value): {nimber}"));
    }
    lines
}

fn print_misere(
    out: &mut impl Write,
    analysis: &MisereAnalysis,
    explain: bool,
) -> Result<(), Problem> {
    let who = match analysis.outcome() {
        Outcome::N => "The player to move wins (an N-position)",
        Outcome::P => "The player to move loses (a P-position)",
        Outcome::D => "Neither player can force a win (a draw)",
    };
    writeln!(out, "{who} under misère play, where the player who cannot move wins.")?;
    match analysis.method() {
        MisereMethod::NimRule => writeln!(
            out,
            "By Bouton's rule for misère Nim: with every heap at most 1, an odd number of 1s loses; otherwise the nim-sum decides as in normal play."
        )?,
        MisereMethod::Table { heaps } => writeln!(
            out,
            "By a table of the misère outcomes of the heaps 0 to {}: a heap wins when it has no move or a move to a losing heap.",
            heaps - 1
        )?,
        MisereMethod::Quotient { .. } => writeln!(
            out,
            "By {}: each heap maps to an element of a finite commutative monoid, the sum to their product, and the sum is lost exactly when the product lies in the quotient's P-portion.",
            analysis.method().describe()
        )?,
        MisereMethod::Search { positions } => {
            writeln!(out, "By an exact search of the whole sum ({positions} positions): misère sums have no nim-sum shortcut.")?
        }
    }
    if explain {
        for line in analysis.explanation() {
            writeln!(out, "{line}")?;
        }
    }
    if analysis.outcome() == Outcome::N {
        let mut moves = analysis.winning_moves().peekable();
        if moves.peek().is_none() {
            writeln!(out, "No move is available, and under misère play that wins.")?;
        } else {
            writeln!(out, "Winning moves (each leaves a misère P-position):")?;
            print_moves(out, moves)?;
        }
    }
    Ok(())
}

/// Prints each winning move, then the components whose moves could not be
/// listed, and why.
fn print_moves(out: &mut impl Write, moves: impl Iterator<Item = Listed>) -> Result<(), Problem> {
    let mut unlisted = Vec::new();
    for listed in moves {
        match listed {
            Ok(m) => writeln!(out, "  component {}: {} → {}", m.component + 1, m.from, m.to)?,
            Err(u) => unlisted.push(u),
        }
    }
    for u in unlisted {
        writeln!(out, "Not listed: {}", readable(&u.to_string()))?;
    }
    Ok(())
}
