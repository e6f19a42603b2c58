//! `grundy period`: compute until the period is proved.

use std::io::Write;

use grundy::period::{compute_period, Evidence, PeriodSearch, PeriodTheorem, Periodicity};

use crate::input::explain;
use crate::json;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The ruleset, e.g. "subtract(1,3,4)"
    ruleset: String,
    /// The most values to compute before giving up
    #[arg(long, value_name = "N", default_value_t = PeriodSearch::default().limit)]
    limit: usize,
    /// Print one JSON object instead of text
    #[arg(long)]
    json: bool,
}

pub fn run(args: Args, out: &mut impl Write) -> anyhow::Result<()> {
    let ruleset =
        grundy::parse_ruleset(&args.ruleset).map_err(|e| explain(e, &args.ruleset, "ruleset"))?;
    let search = PeriodSearch { limit: args.limit, ..PeriodSearch::default() };
    let report = compute_period(ruleset.as_ref(), search)?;
    let periodicity = report.periodicity;
    let computed = report.values.len() as u64;
    if args.json {
        let report = json::Period {
            ruleset: ruleset.name(),
            period: periodicity.map(|p| p.period),
            preperiod: periodicity.map(|p| p.preperiod),
            saltus: periodicity.map(|p| p.saltus),
            proved: periodicity.is_some_and(|p| p.is_proved()),
            proof: periodicity.and_then(proof),
            values_computed: computed,
        };
        serde_json::to_writer(&mut *out, &report)?;
        writeln!(out)?;
        return Ok(());
    }
    writeln!(out, "{}: {} values computed", ruleset.name(), computed)?;
    writeln!(out, "{}", describe(periodicity, ruleset.period_theorem()))?;
    if periodicity.is_none_or(|p| !p.is_proved()) && computed >= args.limit as u64 {
        writeln!(out, "Stopped at the limit of {} values; raise it with --limit.", args.limit)?;
    }
    Ok(())
}

/// Why a periodicity holds for every heap, or `None` when it was only observed.
pub fn proof(periodicity: Periodicity) -> Option<String> {
    match periodicity.evidence {
        Evidence::ClosedForm => Some("it follows from the ruleset's closed form".to_string()),
        Evidence::Theorem { theorem, values_used } => Some(format!(
            "checked on G(0..{values_used}) by the theorem for {}",
            theorem.describe()
        )),
        Evidence::Observed => None,
    }
}

/// A sentence about a periodicity, for `grundy period` and `grundy table`.
pub fn describe(periodicity: Option<Periodicity>, theorem: Option<PeriodTheorem>) -> String {
    let Some(p) = periodicity else {
        return "No period shows in these values.".to_string();
    };
    let saltus = if p.saltus > 0 {
        format!(", adding {} each period (arithmetic periodicity)", p.saltus)
    } else {
        String::new()
    };
    let shape = format!("period {} from heap {}{saltus}", p.period, p.preperiod);
    if let Some(proof) = proof(p) {
        return format!("Proved: {shape}; {proof}.");
    }
    match theorem {
        Some(theorem) => format!(
            "Observed, not proved: {shape}; the proof needs G(0..{}) ({}).",
            theorem.values_needed(p.preperiod, p.period),
            theorem.describe()
        ),
        None => format!("Observed, not proved: {shape}; no periodicity theorem is implemented for this ruleset."),
    }
}
