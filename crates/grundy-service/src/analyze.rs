//! `grundy analyze`: who wins a sum, its nimber, and every winning move,
//! normal or misère, with `--explain`'s reasons; the JSON of
//! `/api/v1/analyze`, and the text of the play page's "why" panel.

use std::cell::RefCell;
use std::io::Write;

use grundy::{
    Analysis, BigNimber, Files, Game, Infinite, Limits, Listed, MisereAnalysis, MisereMethod,
    MisereSearched, Outcome, Play,
};
use serde::Deserialize;
use serde_json::Value;

use crate::compound::sj_line;
use crate::i18n::{text, Lang};
use crate::problem::{readable, Problem};
use crate::reasons::{data, misere_method, reason_json, reasons, say};
use crate::{args, shapes, Format};

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
    /// How the components are played together: the sum by default.
    #[serde(default, deserialize_with = "crate::compound::deserialize")]
    pub compound: grundy::Compound,
    /// The language of the reasons (English by default).
    #[serde(default)]
    pub lang: Lang,
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
    let how = How { explain: request.explain, format, lang: request.lang };
    match request.compound {
        grundy::Compound::Disjunctive => {
            write(out, &game, request.misere, how, &request.limits, files)
        }
        compound => crate::compound::write(
            out,
            &game,
            compound,
            request.misere,
            how,
            &request.limits,
            files,
        ),
    }
}

/// How [`write()`] writes an answer: with reasons or not, as text or JSON,
/// and in which language.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct How {
    /// Each component's value and its reason, and the nim-sum in binary.
    pub explain: bool,
    /// Text or JSON.
    pub format: Format,
    /// The language of the text and of the reasons.
    pub lang: Lang,
}

/// `grundy analyze`'s text for `game`, or its JSON object and a newline: the web playground's `/api/v1/analyze` writes the JSON, and its
/// "why" panel shows the text.
pub fn write(
    out: &mut impl Write,
    game: &Game,
    misere: bool,
    how: How,
    limits: &Limits,
    files: &dyn Files,
) -> Result<(), Problem> {
    let How { explain, format, lang } = how;
    if misere {
        let analysis = match MisereAnalysis::new(game, limits) {
            Ok(analysis) => analysis,
            // Beyond heap rulesets, misère play is decided by a search of
            // the whole sum, as play decides it.
            Err(grundy::Error::Unsupported(why)) => {
                let searched = Play::new(game, true, files, limits).misere_by_search(why)?;
                let sj = sj_line(game, searched.outcome, lang, limits, files);
                return print_searched(out, searched, how, sj);
            }
            Err(other) => return Err(other.into()),
        };
        let sj = sj_line(game, analysis.outcome(), lang, limits, files);
        if format == Format::Text {
            return print_misere(out, &analysis, explain, lang, sj);
        }
        let explanation = explain.then(|| {
            let mut reasons_json: Vec<Value> =
                analysis.explanation().iter().map(|r| reason_json(lang, None, r)).collect();
            let mut lines = reasons(lang, analysis.explanation());
            if let Some((line, reason)) = sj {
                lines.push(line);
                reasons_json.push(reason);
            }
            (lines, reasons_json)
        });
        return print_json(
            out,
            analysis.outcome(),
            None,
            None,
            explanation,
            analysis.winning_moves(),
        );
    }
    match format == Format::Json {
        false => {
            let analysis = Analysis::new(game, limits)?;
            match analysis.infinite() {
                Some(infinite) => print_loopy(out, game, &analysis, infinite, how, limits),
                None => print_normal(out, game, &analysis, explain, lang),
            }
        }
        true => {
            let analysis = Analysis::new(game, limits)?;
            let explanation = explain
                .then(|| (explanation(game, &analysis, lang), reasons_json(game, &analysis, lang)));
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
    explanation: Option<(Vec<String>, Vec<Value>)>,
    moves: impl Iterator<Item = Listed>,
) -> Result<(), Problem> {
    let (explanation, reasons) = explanation.unzip();
    let report = shapes::Analysis {
        outcome: outcome.letter(),
        nimber: nimber.map(shapes::big_number),
        infinite: infinite.map(shapes::infinite),
        explanation,
        reasons,
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
    lang: Lang,
) -> Result<(), Problem> {
    if analysis.endings().next().is_some() {
        return print_ending(out, game, analysis, lang);
    }
    let Some(nimber) = analysis.nimber() else {
        // One component whose value is past a limit (alone, or beside
        // others adding up to 0): its outcome is known.
        let id = match analysis.outcome() {
            Outcome::N => "sum-wins",
            Outcome::P => "sum-loses",
            Outcome::D => "sum-draw",
        };
        writeln!(out, "{}", text(lang, id, None))?;
        let (part, index) = analysis.deciding().unwrap_or((0, 0));
        for line in reasons(lang, &analysis.explain(part, index)) {
            writeln!(out, "{line}")?;
        }
        if analysis.outcome() == Outcome::N {
            writeln!(out, "{}", text(lang, "sum-winning-moves", None))?;
            print_moves(out, analysis.winning_moves(), lang)?;
        }
        return Ok(());
    };
    let said = match analysis.outcome() {
        Outcome::N => say(lang, "sum-wins-nim-sum", args!["nimber" => nimber.to_string()]),
        Outcome::P => text(lang, "sum-loses-nim-sum", None),
        Outcome::D => text(lang, "sum-draw", None),
    };
    writeln!(out, "{said}")?;
    let count = game.component_count();
    if explain {
        for line in explanation(game, analysis, lang) {
            writeln!(out, "{line}")?;
        }
    } else if count == 0 {
        writeln!(out, "{}", text(lang, "sum-no-component", None))?;
    } else if count <= LISTED_COMPONENTS {
        let terms: Vec<String> = game
            .components()
            .zip(analysis.component_values())
            .map(|((part, index), value)| {
                let value = value.expect("values are known when the nim-sum is");
                format!("{value} ({})", game.parts()[part].component(index))
            })
            .collect();
        let args = args!["terms" => terms.join(" ⊕ "), "nimber" => nimber.to_string()];
        writeln!(out, "{}", say(lang, "sum-nim-sum", args))?;
    } else {
        let args = args!["count" => count.to_string(), "nimber" => nimber.to_string()];
        writeln!(out, "{}", say(lang, "sum-nim-sum-of", args))?;
    }
    if analysis.outcome() == Outcome::N {
        writeln!(out, "{}", text(lang, "sum-winning-moves-zero", None))?;
        print_moves(out, analysis.winning_moves(), lang)?;
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
    how: How,
    limits: &Limits,
) -> Result<(), Problem> {
    let How { explain, lang, .. } = how;
    let id = match analysis.outcome() {
        Outcome::N => "sum-loopy-wins",
        _ => "sum-loopy-draw",
    };
    writeln!(out, "{}", say(lang, id, args!["infinite" => infinite.to_string()]))?;
    let count = game.component_count();
    if explain {
        for line in explanation(game, analysis, lang) {
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
        let args = args!["terms" => terms.join(" + "), "infinite" => infinite.to_string()];
        writeln!(out, "{}", say(lang, "sum-loopy-value", args))?;
    }
    if analysis.outcome() == Outcome::N {
        writeln!(out, "{}", text(lang, "sum-winning-moves", None))?;
        print_moves(out, analysis.winning_moves(), lang)?;
    } else {
        writeln!(out, "{}", text(lang, "sum-drawing-moves", None))?;
        print_moves(out, analysis.drawing_moves(limits.max_search), lang)?;
    }
    Ok(())
}

/// A game decided by components that end it (the cutting game's 1×k
/// pieces): which, why, and the moves that win at once.
fn print_ending(
    out: &mut impl Write,
    game: &Game,
    analysis: &Analysis,
    lang: Lang,
) -> Result<(), Problem> {
    let wins = analysis.outcome() == Outcome::N;
    match wins {
        true => writeln!(out, "{}", text(lang, "sum-ending-wins", None))?,
        false => writeln!(out, "{}", text(lang, "sum-ending-over", None))?,
    }
    for (component, from, ending) in analysis.endings() {
        // When the game is over, only what ended it is worth saying.
        if wins || matches!(ending, grundy::Ending::Over { .. }) {
            let args = args![
                "number" => (component + 1).to_string(),
                "from" => from,
                "why" => crate::reasons::reason(lang, ending.why()),
            ];
            writeln!(out, "  {}", say(lang, "sum-ending-component", args))?;
        }
    }
    if game.component_count() > analysis.endings().count() {
        writeln!(out, "{}", text(lang, "sum-ending-others", None))?;
    }
    if wins {
        writeln!(out, "{}", text(lang, "sum-winning-moves-now", None))?;
        print_moves(out, analysis.winning_moves(), lang)?;
    }
    Ok(())
}

/// Why: each component's value and its reason, then the nim-sum in binary
/// columns added without carry.
fn explanation(game: &Game, analysis: &Analysis, lang: Lang) -> Vec<String> {
    let mut lines = Vec::new();
    let count = game.component_count();
    let more = |count: usize| {
        let args = args!["count" => (count - LISTED_COMPONENTS).to_string()];
        say(lang, "sum-more-components", args)
    };
    if analysis.endings().next().is_some() {
        // Decided without values: each component and whether it decides.
        for (part, index) in game.components().take(LISTED_COMPONENTS) {
            let reasons = reasons(lang, &analysis.explain(part, index)).join("; ");
            lines.push(format!("{}: {reasons}", game.parts()[part].component(index)));
        }
        if count > LISTED_COMPONENTS {
            lines.push(more(count));
        }
        return lines;
    }
    let values: Vec<Option<BigNimber>> =
        analysis.component_values().take(LISTED_COMPONENTS).collect();
    for (part, index) in game.components().take(LISTED_COMPONENTS) {
        let value = analysis.gamma_of(part, index).map_or("?".to_string(), |v| v.to_string());
        lines.push(format!("{}: {value}", game.parts()[part].component(index)));
        for reason in reasons(lang, &analysis.explain(part, index)) {
            lines.push(format!("  {reason}"));
        }
    }
    if count > LISTED_COMPONENTS {
        lines.push(more(count));
    }
    if let Some(infinite) = analysis.infinite() {
        lines.push(say(lang, "sum-smith-rule", args!["infinite" => infinite.to_string()]));
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
        lines.push(text(lang, "sum-binary", None));
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
        let total = text(lang, "sum-binary-total", None);
        lines.push(format!("  {:>pad$}  {}  {total}", nimber.to_string(), binary(nimber)));
    } else {
        lines.push(say(lang, "sum-xor", args!["nimber" => nimber.to_string()]));
    }
    lines
}

/// The reasons of [`explanation`] as data ([`crate::reasons::data`]): each
/// listed component's reasons, then the sum's rule (`nim-sum` or
/// `smith-rule`) when the outcome comes from the values.
fn reasons_json(game: &Game, analysis: &Analysis, lang: Lang) -> Vec<Value> {
    let mut entries = Vec::new();
    for (component, (part, index)) in game.components().enumerate().take(LISTED_COMPONENTS) {
        for reason in analysis.explain(part, index) {
            entries.push(reason_json(lang, Some(component), &reason));
        }
    }
    if analysis.endings().next().is_some() {
        return entries;
    }
    let (id, key, args) = match (analysis.infinite(), analysis.nimber()) {
        (Some(infinite), _) => {
            ("smith-rule", "sum-smith-rule", args!["infinite" => infinite.to_string()])
        }
        (None, Some(nimber)) => ("nim-sum", "sum-xor", args!["nimber" => nimber.to_string()]),
        (None, None) => return entries,
    };
    entries.push(data(None, id, &args, text(lang, key, Some(&args))));
    entries
}

/// Misère play searched whole: who wins, how it was found, and the
/// winning moves (from a draw, those that keep it).
fn print_searched(
    out: &mut impl Write,
    searched: MisereSearched,
    how: How,
    sj: Option<(String, Value)>,
) -> Result<(), Problem> {
    let How { explain, format, lang } = how;
    let MisereSearched { outcome, positions, moves } = searched;
    let args = || args!["positions" => positions.to_string()];
    let method = say(lang, "misere-search", args());
    let moves = moves.into_iter().map(Ok);
    if format == Format::Json {
        let explanation = explain.then(|| {
            let mut lines = vec![method.clone()];
            let mut reasons = vec![data(None, "misere-search", &args(), method.clone())];
            if let Some((line, reason)) = sj {
                lines.push(line);
                reasons.push(reason);
            }
            (lines, reasons)
        });
        return print_json(out, outcome, None, None, explanation, moves);
    }
    let who = match outcome {
        Outcome::N => "misere-wins",
        Outcome::P => "misere-loses",
        Outcome::D => "misere-draw",
    };
    writeln!(out, "{}", text(lang, who, None))?;
    writeln!(out, "{method}")?;
    if let Some((line, _)) = sj {
        writeln!(out, "{line}")?;
    }
    match outcome {
        Outcome::N => writeln!(out, "{}", text(lang, "misere-winning-moves", None))?,
        Outcome::D => writeln!(out, "{}", text(lang, "sum-drawing-moves", None))?,
        Outcome::P => return Ok(()),
    }
    print_moves(out, moves, lang)
}

fn print_misere(
    out: &mut impl Write,
    analysis: &MisereAnalysis,
    explain: bool,
    lang: Lang,
    sj: Option<(String, Value)>,
) -> Result<(), Problem> {
    let who = match analysis.outcome() {
        Outcome::N => "misere-wins",
        Outcome::P => "misere-loses",
        Outcome::D => "misere-draw",
    };
    writeln!(out, "{}", text(lang, who, None))?;
    let method = match analysis.method() {
        MisereMethod::NimRule => text(lang, "misere-nim-rule", None),
        MisereMethod::Table { heaps } => {
            say(lang, "misere-table", args!["last" => (heaps - 1).to_string()])
        }
        MisereMethod::Quotient { .. } => {
            let args = args!["method" => misere_method(lang, analysis.method())];
            say(lang, "misere-quotient", args)
        }
        MisereMethod::Search { positions } => {
            say(lang, "misere-search", args!["positions" => positions.to_string()])
        }
    };
    writeln!(out, "{method}")?;
    if let Some((line, _)) = sj {
        writeln!(out, "{line}")?;
    }
    if explain {
        for line in reasons(lang, analysis.explanation()) {
            writeln!(out, "{line}")?;
        }
    }
    if analysis.outcome() == Outcome::N {
        let mut moves = analysis.winning_moves().peekable();
        if moves.peek().is_none() {
            writeln!(out, "{}", text(lang, "misere-no-move", None))?;
        } else {
            writeln!(out, "{}", text(lang, "misere-winning-moves", None))?;
            print_moves(out, moves, lang)?;
        }
    }
    Ok(())
}

/// Prints each winning move, then the components whose moves could not be
/// listed, and why.
fn print_moves(
    out: &mut impl Write,
    moves: impl Iterator<Item = Listed>,
    lang: Lang,
) -> Result<(), Problem> {
    let mut unlisted = Vec::new();
    for listed in moves {
        match listed {
            Ok(m) => {
                let args = args!["number" => (m.component + 1).to_string(), "from" => m.from, "to" => m.to];
                writeln!(out, "  {}", say(lang, "sum-move", args))?
            }
            Err(u) => unlisted.push(u),
        }
    }
    for u in unlisted {
        let args = args!["reason" => readable(&u.to_string())];
        writeln!(out, "{}", say(lang, "sum-not-listed", args))?;
    }
    Ok(())
}
