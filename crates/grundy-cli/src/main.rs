//! `grundy`: the command-line front end of the grundy engine.
//!
//! Exit codes: 0 on success (also when stdout is closed early, as by
//! `head`), 2 for bad input (a malformed description, an unknown ruleset, a
//! computation over a named limit, a file named in a description that cannot
//! be read or holds a bad or cyclic game graph, an output file that cannot be
//! written, or bad arguments), 1 for anything else.

mod checkpoint;
mod commands;
mod count;
#[cfg(test)]
mod doc_commands;
mod input;
mod interrupt;
mod jobs;
mod limits;
mod progress;
mod serve;
mod values_file;

use std::io::Write;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use grundy_service::problem::readable;
use grundy_service::Problem;

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
    /// Check a formula for a rule written in a file against its exact values (对拍): holds on all, or the smallest counterexample
    Check(commands::check::Args),
    /// Many take-and-break codes computed to one table (JSON Lines), in shards; `census merge` joins the shards
    Census(commands::census::Args),
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
        Command::Census(args) => commands::census::run(args, &mut out),
        Command::Check(args) => commands::check::run(args, &mut out),
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

/// 2 for bad input (the user can fix it), 130 for Ctrl-C, 1 for everything
/// else: the exit code of the service's [`Problem`], or of the engine's
/// error as a problem.
fn exit_code(error: &anyhow::Error) -> u8 {
    if let Some(problem) = error.downcast_ref::<Problem>() {
        return problem.exit_code();
    }
    match error.downcast_ref::<grundy::Error>() {
        Some(engine) => Problem::from(engine.clone()).exit_code(),
        None => 1,
    }
}

fn is_broken_pipe(error: &anyhow::Error) -> bool {
    use std::io::ErrorKind::BrokenPipe;
    error.chain().any(|cause| {
        let io = cause.downcast_ref::<std::io::Error>().map(std::io::Error::kind);
        // serde_json wraps the I/O error of the writer it was given.
        let json =
            cause.downcast_ref::<serde_json::Error>().and_then(serde_json::Error::io_error_kind);
        let problem = cause.downcast_ref::<Problem>().and_then(Problem::io_error_kind);
        io == Some(BrokenPipe) || json == Some(BrokenPipe) || problem == Some(BrokenPipe)
    })
}
