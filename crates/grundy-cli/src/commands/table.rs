//! `grundy table`: G(0..N) of one heap ruleset, its P-positions and period.

use std::io::Write;

use grundy::heap::reserve_table;
use grundy::{HeapValues, Limits};

use crate::input::explain;
use crate::json;

/// P-positions listed in text before the rest are only counted.
const LISTED_P_POSITIONS: usize = 100;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The ruleset, e.g. "subtract(1,3,4)" or "bash(3)"
    ruleset: String,
    /// The last heap size to tabulate
    #[arg(long, value_name = "N")]
    upto: u64,
    /// Print one JSON object instead of text
    #[arg(long)]
    json: bool,
    /// The most values the table may hold
    #[arg(long, value_name = "N", default_value_t = Limits::default().max_table)]
    max_table: usize,
}

pub fn run(args: Args, out: &mut impl Write) -> anyhow::Result<()> {
    let ruleset =
        grundy::parse_ruleset(&args.ruleset).map_err(|e| explain(e, &args.ruleset, "ruleset"))?;
    let limits = Limits { max_table: args.max_table, ..Limits::default() };
    limits.check_table(
        || format!("the table of {} up to {}", ruleset.name(), args.upto),
        args.upto as u128 + 1,
    )?;
    let values = HeapValues::new(ruleset.clone(), args.upto, &limits)?;
    let mut table = Vec::new();
    reserve_table(&mut table, args.upto as usize + 1, || ruleset.name())?;
    table.extend((0..=args.upto).map(|n| values.value(n)));
    let p_positions: Vec<u64> = (0..=args.upto).filter(|&n| table[n as usize].is_zero()).collect();
    let periodicity = values.periodicity();
    if args.json {
        let report = json::Table {
            ruleset: ruleset.name(),
            values: table.iter().map(|v| v.0).collect(),
            p_positions,
            period: periodicity.map(|p| p.period),
            preperiod: periodicity.map(|p| p.preperiod),
            saltus: periodicity.map(|p| p.saltus),
            proved: periodicity.is_some_and(|p| p.is_proved()),
        };
        serde_json::to_writer(&mut *out, &report)?;
        writeln!(out)?;
        return Ok(());
    }
    writeln!(out, "{}: Grundy values G(0..={})", ruleset.name(), args.upto)?;
    let width = args.upto.to_string().len();
    for (row, chunk) in table.chunks(10).enumerate() {
        let cells: Vec<String> = chunk.iter().map(|v| v.0.to_string()).collect();
        writeln!(out, "  {:>width$}: {}", row * 10, cells.join(" "))?;
    }
    let shown: Vec<String> =
        p_positions.iter().take(LISTED_P_POSITIONS).map(u64::to_string).collect();
    let more = p_positions.len().saturating_sub(LISTED_P_POSITIONS);
    let more =
        if more > 0 { format!(" … and {more} more (all with --json)") } else { String::new() };
    writeln!(
        out,
        "P-positions ({} of {}): {}{more}",
        p_positions.len(),
        table.len(),
        shown.join(" ")
    )?;
    writeln!(out, "{}", super::period::describe(periodicity, ruleset.period_theorem()))?;
    Ok(())
}
