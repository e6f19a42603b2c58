//! `grundy quotient`: the misère quotient of a heap ruleset's heaps up to N,
//! certified, with a presentation and the pretending function (the
//! service's [`grundy_service::quotient`]).

use std::io::Write;

use grundy_service::{quotient, Format};

use crate::count;
use crate::limits::LimitArgs;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The heap ruleset, e.g. "kayles", "dawson" or "octal(0.15)"
    ruleset: String,
    /// The largest heap of the quotient: heaps 0..=N
    #[arg(long, value_name = "N", value_parser = count::parse::<u64>)]
    heaps: u64,
    /// Print one JSON object instead of text
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    limits: LimitArgs,
}

pub fn run(args: Args, out: &mut impl Write) -> anyhow::Result<()> {
    let request = quotient::Request {
        ruleset: args.ruleset,
        heaps: args.heaps,
        limits: args.limits.limits(),
        files: grundy_service::FileAccess::local(),
    };
    Ok(quotient::answer(&request, Format::json(args.json), out)?)
}
