//! `grundy check`: a formula conjectured for a rule written in a file,
//! checked against its exact values on every position of a box (对拍), the
//! smallest counterexample shown with a line of perfect play (the
//! service's [`grundy_service::check`]).

use std::io::Write;

use grundy_service::{check, FileAccess, Format};

use crate::count;
use crate::limits::LimitArgs;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The rule, e.g. "rule(games/hdu2147-kiki.rhai)"
    ruleset: String,
    /// The conjecture, with the rule's names for a position's numbers: a value ("n % 3") or whether the player to move wins ("n % 2 == 0 || m % 2 == 0")
    formula: String,
    /// The least number of a position checked
    #[arg(long, value_name = "N", default_value_t = 0, value_parser = count::parse::<u64>)]
    from: u64,
    /// The largest number of a position checked: every position with each number from --from to N
    #[arg(long, value_name = "N", value_parser = count::parse::<u64>)]
    upto: u64,
    /// Print one JSON object instead of text
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    limits: LimitArgs,
}

pub fn run(args: Args, out: &mut impl Write) -> anyhow::Result<()> {
    let request = check::Request {
        ruleset: args.ruleset,
        formula: args.formula,
        from: args.from,
        upto: args.upto,
        limits: args.limits.limits(),
        files: FileAccess::local(),
    };
    Ok(check::answer(&request, Format::json(args.json), out)?)
}
