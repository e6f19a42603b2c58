//! `grundy play --compound …`: a compound played against the computer. A
//! move names what each component becomes, `1: kayles 2; 2: nim 0`; the
//! position after it is a description (a component left a sum written as a
//! group, `[kayles 1 1]`), analysed again each turn.

use std::io::Write;

use grundy::{parse_with, Compound, CompoundAnalysis, CompoundMove, Limits, Outcome};
use grundy_service::compound::{move_text, position_lines};
use grundy_service::compound_play::items;
use grundy_service::i18n::Lang;

use super::play::{ask_first, First, Lines};
use crate::input::LocalFiles;

/// The winning moves a hint shows.
const HINTED: usize = 5;

/// Plays `text` as `compound` until it is over, the player quits or input
/// ends. `first`: who moves first, asked on a terminal when not given.
pub fn run(
    text: String,
    compound: Compound,
    misere: bool,
    first: Option<First>,
    limits: &Limits,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    let mut position = text;
    // Analysed before anything is drawn: a game past the limits, or one
    // no compound takes, is refused at once with exit code 2.
    let mut analysis = analyse(&position, compound, misere, limits)?;
    let mut lines = Lines::open()?;
    let rules = if misere {
        "misère play: whoever cannot move wins"
    } else {
        "normal play: whoever cannot move loses"
    };
    writeln!(out, "grundy play --compound {}: {position} ({rules})", compound.name())?;
    show(&analysis, true, out)?;
    let first = match first {
        Some(first) => first,
        None if matches!(lines, Lines::Editor(_)) => {
            ask_first(&mut lines, out, analysis.outcome())?
        }
        None => First::Me,
    };
    writeln!(out, "Type `help` for the commands and how to write a move.")?;
    let mut my_turn = first == First::Me;
    loop {
        if analysis.is_over() {
            // The player to move has none: lost under normal play, won under misère.
            let said = match (my_turn, misere) {
                (true, false) => "No move is left for you: the computer wins.",
                (true, true) => "No move is left for you: you win (misère play).",
                (false, false) => "No move is left for the computer: you win.",
                (false, true) => "No move is left for the computer: it wins (misère play).",
            };
            writeln!(out, "{said}")?;
            return Ok(());
        }
        let chosen = if my_turn {
            let Some(line) = lines.read("your move> ", out)? else {
                writeln!(out, "Goodbye.")?;
                return Ok(());
            };
            match command(line.trim(), &analysis, out)? {
                Command::Stay => continue,
                Command::Quit => {
                    writeln!(out, "Goodbye.")?;
                    return Ok(());
                }
                Command::Move(chosen) => chosen,
            }
        } else {
            let chosen = analysis.computer_move().expect("the game is not over");
            writeln!(out, "The computer moves: {}", move_text(Lang::En, &analysis, &chosen))?;
            chosen
        };
        let could = analysis.outcome();
        position = analysis.after(&chosen, &LocalFiles)?;
        analysis = analyse(&position, compound, misere, limits)?;
        let judged = match (could, analysis.outcome()) {
            (Outcome::N, Outcome::P) => "a winning move: the opponent is now lost",
            (Outcome::N, _) => "not a winning move: the opponent can now win",
            _ => "every move loses here against perfect play",
        };
        writeln!(out, "That was {judged}.")?;
        writeln!(out, "Now: {position}")?;
        show(&analysis, false, out)?;
        my_turn = !my_turn;
    }
}

fn analyse(
    text: &str,
    compound: Compound,
    misere: bool,
    limits: &Limits,
) -> anyhow::Result<CompoundAnalysis> {
    let game = parse_with(text, &LocalFiles)?;
    Ok(CompoundAnalysis::new(&game, compound, misere, &LocalFiles, limits)?)
}

/// The components with what decides each, after the compound's rule
/// when `rule` (the first time).
fn show(analysis: &CompoundAnalysis, rule: bool, out: &mut impl Write) -> anyhow::Result<()> {
    for line in position_lines(Lang::En, analysis).iter().skip(usize::from(!rule)) {
        writeln!(out, "{line}")?;
    }
    Ok(())
}

enum Command {
    Stay,
    Quit,
    Move(CompoundMove),
}

/// A line typed: a command, or a move `N: DESCRIPTION; N: DESCRIPTION`.
fn command(
    line: &str,
    analysis: &CompoundAnalysis,
    out: &mut impl Write,
) -> anyhow::Result<Command> {
    // As typed on a Chinese keyboard or a phone: `１：nim ０`.
    let line = grundy::normalize(line);
    let line = line.trim();
    match line.to_ascii_lowercase().as_str() {
        "" => return Ok(Command::Stay),
        "quit" | "q" | "exit" => return Ok(Command::Quit),
        "help" | "?" => {
            writeln!(
                out,
                "A move says what each component becomes, by its number: `1: kayles 2; 2: nim 0`.\n\
                 In the {} compound {}.\n\
                 Commands: `hint` (the winning moves), `quit`.",
                analysis.compound().name(),
                match analysis.compound() {
                    Compound::Conjunctive => "every component moves",
                    Compound::Continued => "every component that can still move moves",
                    _ => "any one or more components move",
                }
            )?;
            return Ok(Command::Stay);
        }
        "hint" | "h" => {
            let (count, moves) = analysis.winning_moves(HINTED);
            if moves.is_empty() {
                writeln!(out, "No move wins here: every move loses against perfect play.")?;
            } else {
                writeln!(out, "{count} winning move(s), among them:")?;
                for m in &moves {
                    writeln!(out, "  {}", move_text(Lang::En, analysis, m))?;
                }
            }
            return Ok(Command::Stay);
        }
        _ => {}
    }
    let mut chosen = Vec::new();
    for item in items(line) {
        let Some((number, to)) = item.split_once(':') else {
            writeln!(out, "Write each component's move as `N: DESCRIPTION`, e.g. `1: kayles 2`; `help` explains.")?;
            return Ok(Command::Stay);
        };
        let Ok(number) = number.trim().parse::<usize>() else {
            writeln!(
                out,
                "`{}` is not a component number.",
                grundy::escape_controls(number.trim())
            )?;
            return Ok(Command::Stay);
        };
        if number == 0 {
            writeln!(out, "Components are numbered from 1.")?;
            return Ok(Command::Stay);
        }
        chosen.push((number - 1, to.trim().to_string()));
    }
    match analysis.check_move(&chosen, &LocalFiles) {
        Ok(chosen) => Ok(Command::Move(chosen)),
        // A move the player can type again: said, and asked for again.
        Err(error) => {
            writeln!(out, "{}", grundy::escape_controls(&error.to_string()))?;
            Ok(Command::Stay)
        }
    }
}
