//! `grundy genus`: Conway's genus of each heap of a heap ruleset, with its
//! class (tame, restive or wild), read off a certified misère quotient
//! (the service's [`grundy_service::genus`]).

use std::io::Write;

use grundy_service::{genus, Format};

use crate::count;
use crate::limits::LimitArgs;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The heap ruleset, e.g. "kayles", "dawson" or "octal(0.15)"
    ruleset: String,
    /// The largest heap: heaps 0..=N
    #[arg(long, value_name = "N", value_parser = count::parse::<u64>)]
    upto: u64,
    /// Print one JSON object instead of text
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    limits: LimitArgs,
}

pub fn run(args: Args, out: &mut impl Write) -> anyhow::Result<()> {
    let request = genus::Request {
        ruleset: args.ruleset,
        upto: args.upto,
        limits: args.limits.limits(),
        files: grundy_service::FileAccess::local(),
    };
    Ok(genus::answer(&request, Format::json(args.json), out)?)
}
