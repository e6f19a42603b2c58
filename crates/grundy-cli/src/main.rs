//! `grundy`: the command-line front end of the grundy engine.
//!
//! Exit codes: 0 on success (also when stdout is closed early, as by
//! `head`), 2 for bad input (a malformed description, an unknown ruleset, a
//! computation over a named limit, a file named in a description that cannot
//! be read or holds a bad or cyclic game graph, an output file that cannot be
//! written, or bad arguments), 1 for anything else.

mod checkpoint;
mod commands;
mod input;
mod interrupt;
mod json;
mod limits;
mod progress;
mod serve;

use std::io::Write;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// Impartial combinatorial games: who wins, every winning move, Grundy tables and proved periods.
#[derive(Debug, Parser)]
#[command(name = "grundy", version, about, max_term_width = 100)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Who wins a sum of games, its nimber, and every winning move
    Analyze(commands::analyze::Args),
    /// The Grundy values G(0..N) of a heap ruleset, its P-positions and period; or Wythoff's P-positions
    Table(commands::table::Args),
    /// Compute a ruleset's Grundy values until their period is proved
    Period(commands::period::Args),
    /// Draw the Grundy values G(0..N) of a heap ruleset to an SVG or PNG file, rare values highlighted
    Plot(commands::plot::Args),
    /// Conway's genus of each heap of a heap ruleset up to N, and whether it is tame, restive or wild
    Genus(commands::genus::Args),
    /// Play a game against the computer, which plays perfectly and explains its moves
    Play(commands::play::Args),
    /// The misère quotient of a heap ruleset's heaps up to N: order, P-portion, presentation, pretending function
    Quotient(commands::quotient::Args),
    /// Every ruleset with its syntax and an example
    Rules(commands::rules::Args),
    /// Serve the web playground and its JSON API on 127.0.0.1
    Serve(serve::Args),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::with_capacity(1 << 16, progress::Output(stdout.lock()));
    let result = match cli.command {
        Command::Analyze(args) => commands::analyze::run(args, &mut out),
        Command::Table(args) => commands::table::run(args, &mut out),
        Command::Period(args) => commands::period::run(args, &mut out),
        Command::Plot(args) => commands::plot::run(args, &mut out),
        Command::Genus(args) => commands::genus::run(args, &mut out),
        Command::Play(args) => commands::play::run(args, &mut out),
        Command::Quotient(args) => commands::quotient::run(args, &mut out),
        Command::Rules(args) => commands::rules::run(args, &mut out),
        Command::Serve(args) => serve::run(args, &mut out),
    }
    .and_then(|()| out.flush().map_err(anyhow::Error::from));
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) if is_broken_pipe(&error) => ExitCode::SUCCESS,
        Err(error) => {
            progress::clear();
            let mut stderr = std::io::stderr().lock();
            let _ = writeln!(stderr, "error: {}", readable(&error.to_string()));
            for cause in error.chain().skip(1) {
                let _ = writeln!(stderr, "  caused by: {}", readable(&cause.to_string()));
            }
            ExitCode::from(exit_code(&error))
        }
    }
}

/// The longest line of a message printed whole; longer ones (a component of
/// a hundred thousand edges) keep their start and end.
const LONGEST_LINE: usize = 400;

/// A message as it is printed: control characters escaped, and each line
/// past [`LONGEST_LINE`] characters cut in the middle, saying how long it was.
fn readable(message: &str) -> String {
    let escaped = grundy::escape_controls(message);
    let lines: Vec<String> = escaped
        .lines()
        .map(|line| {
            let count = line.chars().count();
            if count <= LONGEST_LINE {
                return line.to_string();
            }
            let head: String = line.chars().take(LONGEST_LINE / 2).collect();
            let tail: String = line.chars().skip(count - LONGEST_LINE / 4).collect();
            format!(
                "{head} … ({} characters left out) … {tail}",
                count - LONGEST_LINE / 2 - LONGEST_LINE / 4
            )
        })
        .collect();
    lines.join("\n")
}

/// 2 for bad input (the user can fix it), 130 for Ctrl-C, 1 for everything else.
fn exit_code(error: &anyhow::Error) -> u8 {
    if matches!(error.downcast_ref::<grundy::Error>(), Some(grundy::Error::Interrupted)) {
        return 130;
    }
    if error.downcast_ref::<input::BadInput>().is_some() {
        return 2;
    }
    match error.downcast_ref::<grundy::Error>() {
        Some(
            grundy::Error::Parse(_)
            | grundy::Error::LimitExceeded { .. }
            | grundy::Error::File { .. }
            | grundy::Error::Loopy { .. }
            | grundy::Error::Unsupported(_)
            | grundy::Error::Illegal(_),
        ) => 2,
        _ => 1,
    }
}

fn is_broken_pipe(error: &anyhow::Error) -> bool {
    use std::io::ErrorKind::BrokenPipe;
    error.chain().any(|cause| {
        let io = cause.downcast_ref::<std::io::Error>().map(std::io::Error::kind);
        // serde_json wraps the I/O error of the writer it was given.
        let json =
            cause.downcast_ref::<serde_json::Error>().and_then(serde_json::Error::io_error_kind);
        io == Some(BrokenPipe) || json == Some(BrokenPipe)
    })
}

#[cfg(test)]
mod tests {
    use super::{readable, LONGEST_LINE};

    #[test]
    fn messages_are_readable() {
        assert_eq!(readable("found `\u{1b}[31m`"), "found `\\u{1b}[31m`");
        let long = format!("the value of hackenbush {}", "1-2 ".repeat(100_000));
        let shown = readable(&format!("{long}\n  caret"));
        let first = shown.lines().next().unwrap();
        assert!(first.chars().count() < LONGEST_LINE + 100, "{first}");
        assert!(
            first.contains("characters left out") && first.starts_with("the value of hackenbush")
        );
        assert_eq!(shown.lines().nth(1), Some("  caret"));
    }
}
