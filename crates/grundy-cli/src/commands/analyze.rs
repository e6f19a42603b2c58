//! `grundy analyze`: who wins a sum, its nimber, and every winning move.

use std::io::Write;

use grundy::{Analysis, Game, Limits, MisereAnalysis, MisereMethod, Move, Outcome};

use crate::input::{explain, read_spec};
use crate::json;

/// Components listed one by one in the human explanation of the nim-sum.
const LISTED_COMPONENTS: usize = 12;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The game, e.g. "nim 3 4 5 + subtract(1,3,4) 10 7 + bash(3) 23"; `-` reads it from standard input
    spec: String,
    /// Misère play: the player who cannot move wins
    #[arg(long)]
    misere: bool,
    /// Print one JSON object instead of text
    #[arg(long)]
    json: bool,
    /// The most values one ruleset's table may hold
    #[arg(long, value_name = "N", default_value_t = Limits::default().max_table)]
    max_table: usize,
    /// The most steps (positions × moves × components) an exact misère search may take
    #[arg(long, value_name = "N", default_value_t = Limits::default().max_search)]
    max_search: u64,
}

pub fn run(args: Args, out: &mut impl Write) -> anyhow::Result<()> {
    let source = read_spec(&args.spec)?;
    let game = grundy::parse(&source).map_err(|e| explain(e, &source, "game description"))?;
    drop(source);
    let limits = Limits { max_table: args.max_table, max_search: args.max_search };
    if args.misere {
        let analysis = MisereAnalysis::new(&game, &limits)?;
        let moves = analysis.winning_moves();
        if args.json {
            print_json(out, analysis.outcome(), None, &game, moves)
        } else {
            print_misere(out, &game, &analysis)
        }
    } else {
        let analysis = Analysis::new(&game, &limits)?;
        if args.json {
            print_json(
                out,
                analysis.outcome(),
                Some(analysis.nimber().0),
                &game,
                analysis.winning_moves(),
            )
        } else {
            print_normal(out, &game, &analysis)
        }
    }
}

fn print_json(
    out: &mut impl Write,
    outcome: Outcome,
    nimber: Option<u64>,
    game: &Game,
    moves: impl Iterator<Item = Move>,
) -> anyhow::Result<()> {
    let moves = moves.map(|m| json::WinningMove {
        component: m.component,
        from: describe(game, m.part, &[m.from]),
        to: describe(game, m.part, &m.to),
    });
    let report = json::Analysis {
        outcome: if outcome == Outcome::N { "N" } else { "P" },
        nimber,
        winning_moves: json::Streamed::new(moves),
    };
    serde_json::to_writer(&mut *out, &report)?;
    writeln!(out)?;
    Ok(())
}

fn print_normal(out: &mut impl Write, game: &Game, analysis: &Analysis) -> anyhow::Result<()> {
    let nimber = analysis.nimber();
    match analysis.outcome() {
        Outcome::N => writeln!(out, "The player to move wins (an N-position): the nim-sum is {nimber}, not 0.")?,
        Outcome::P => writeln!(out, "The player to move loses (a P-position): the nim-sum is 0, so every move leaves a non-zero nim-sum.")?,
    }
    let count = game.component_count();
    if count <= LISTED_COMPONENTS {
        let terms: Vec<String> = game
            .components()
            .zip(analysis.component_values())
            .map(|((part, heap), value)| {
                format!("{value} ({} {heap})", game.parts()[part].ruleset().name())
            })
            .collect();
        writeln!(out, "Nim-sum: {} = {nimber}", terms.join(" ⊕ "))?;
    } else {
        writeln!(out, "Nim-sum of {count} components: {nimber}")?;
    }
    if analysis.outcome() == Outcome::N {
        writeln!(out, "Winning moves (each leaves a nim-sum of 0):")?;
        print_moves(out, game, analysis.winning_moves())?;
    }
    Ok(())
}

fn print_misere(
    out: &mut impl Write,
    game: &Game,
    analysis: &MisereAnalysis,
) -> anyhow::Result<()> {
    let who = match analysis.outcome() {
        Outcome::N => "The player to move wins (an N-position)",
        Outcome::P => "The player to move loses (a P-position)",
    };
    writeln!(out, "{who} under misère play, where the player who cannot move wins.")?;
    match analysis.method() {
        MisereMethod::NimRule => writeln!(
            out,
            "By Bouton's rule for misère Nim: with every heap at most 1, an odd number of 1s loses; otherwise the nim-sum decides as in normal play."
        )?,
        MisereMethod::Search { positions } => {
            writeln!(out, "By an exact search of the whole sum ({positions} positions): misère sums have no nim-sum shortcut.")?
        }
    }
    if analysis.outcome() == Outcome::N {
        let mut moves = analysis.winning_moves().peekable();
        if moves.peek().is_none() {
            writeln!(out, "No move is available, and under misère play that wins.")?;
        } else {
            writeln!(out, "Winning moves (each leaves a misère P-position):")?;
            print_moves(out, game, moves)?;
        }
    }
    Ok(())
}

fn print_moves(
    out: &mut impl Write,
    game: &Game,
    moves: impl Iterator<Item = Move>,
) -> anyhow::Result<()> {
    for m in moves {
        let to: Vec<String> = m.to.iter().map(u64::to_string).collect();
        let to = if to.is_empty() { "nothing".to_string() } else { to.join(" + ") };
        let name = game.parts()[m.part].ruleset().name();
        writeln!(out, "  heap {} ({name}): {} → {to}", m.component + 1, m.from)?;
    }
    Ok(())
}

/// What replaces a component, as a description: the ruleset and its heaps
/// (`nim 3`); an empty option is an empty heap (`nim 0`).
fn describe(game: &Game, part: usize, heaps: &[u64]) -> String {
    let mut text = game.parts()[part].ruleset().name();
    if heaps.is_empty() {
        text.push_str(" 0");
    }
    for heap in heaps {
        text.push(' ');
        text.push_str(&heap.to_string());
    }
    text
}
