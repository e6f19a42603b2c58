//! `grundy table`: G(0..N) of one heap ruleset, its P-positions and period;
//! γ of every position of a game whose moves may cycle (`windup`,
//! `addtake`), ∞(K) included, its P-positions and draws; or the
//! P-positions of Wythoff's game with the smaller pile up to N (the
//! service's [`grundy_service::table`]).

use std::io::Write;

use grundy_service::{table, Format};

use crate::limits::LimitArgs;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The ruleset, e.g. "subtract(1,3,4)", "bash(3)" or "windup(7; 2,3)", or "wythoff" for its P-positions
    ruleset: String,
    /// The last heap size to tabulate (for wythoff: the largest smaller pile); every position of windup and addtake by default
    #[arg(long, value_name = "N")]
    upto: Option<u64>,
    /// For wythoff: also the value G(a, b) of every pair with a, b ≤ N (N at most 100)
    #[arg(long)]
    values: bool,
    /// Print one JSON object instead of text
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    limits: LimitArgs,
}

pub fn run(args: Args, out: &mut impl Write) -> anyhow::Result<()> {
    let mut limits = args.limits.limits();
    let upto = args.upto.map(|n| format!(" up to {n}")).unwrap_or_default();
    limits.observer = crate::progress::observer(format!("table {}{upto}", args.ruleset));
    let request =
        table::Request { ruleset: args.ruleset, upto: args.upto, values: args.values, limits };
    Ok(table::answer(&request, Format::json(args.json), out)?)
}
