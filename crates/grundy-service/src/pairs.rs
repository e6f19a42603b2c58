//! `grundy table "rule(FILE)"` for a rule on two numbers: the value grid,
//! its P-positions, and the closed forms tried against it (打表找规律),
//! each reported as holding on every cell or failing at the first cell
//! where it does not — seen on the grid, never proved.

use std::io::Write;
use std::sync::Arc;

use grundy::rulesets::user::{grid, Rule};
use grundy::{Gamma, Limits};

use crate::{shapes, Format, Problem};

/// The largest grid side a table prints as text; JSON has them all.
pub const PRINTED_SIDE: u64 = 30;

/// The grid of `rule` for both numbers in `from..=upto`, as text or JSON.
pub fn answer(
    rule: &Arc<Rule>,
    from: u64,
    upto: u64,
    limits: &Limits,
    format: Format,
    out: &mut impl Write,
) -> Result<(), Problem> {
    let names = rule.names();
    let grid = grid(rule, from, upto, limits)?;
    let candidates = grid.candidates(&names);
    let p_positions = grid.p_positions();
    if format == Format::Json {
        let side = (from..=upto)
            .map(|x| (from..=upto).map(|y| shapes::GammaValue::from(grid.at(x, y))).collect());
        let report = shapes::PairTable {
            ruleset: rule.name().to_string(),
            names: names.clone(),
            from,
            upto,
            values: side.collect(),
            p_positions: p_positions.iter().map(|&(x, y)| [x, y]).collect(),
            patterns: candidates
                .iter()
                .map(|c| shapes::Pattern {
                    name: c.name,
                    form: c.form.clone(),
                    holds: c.fails_at.is_none(),
                    fails_at: c.fails_at.map(|(x, y)| [x, y]),
                })
                .collect(),
        };
        serde_json::to_writer(&mut *out, &report)?;
        writeln!(out)?;
        return Ok(());
    }
    let (x, y) = (&names[0], &names[1]);
    writeln!(out, "{}: values G({x}, {y}) for {x} and {y} from {from} to {upto}", rule.name())?;
    let shown = upto.min(from + PRINTED_SIDE - 1);
    let cell = |value: &Gamma| match value {
        Gamma::Finite(v) => v.to_biguint().to_string(),
        infinite => infinite.to_string(),
    };
    let width = (from..=shown)
        .flat_map(|a| (from..=shown).map(move |b| (a, b)))
        .map(|(a, b)| cell(grid.at(a, b)).chars().count())
        .chain([shown.to_string().len(), format!("{x}\\{y}").len()])
        .max()
        .unwrap_or(1);
    let header: Vec<String> = (from..=shown).map(|b| format!("{b:>width$}")).collect();
    writeln!(out, "  {:>width$} {}", format!("{x}\\{y}"), header.join(" "))?;
    for a in from..=shown {
        let row: Vec<String> =
            (from..=shown).map(|b| format!("{:>width$}", cell(grid.at(a, b)))).collect();
        writeln!(out, "  {a:>width$} {}", row.join(" "))?;
    }
    if shown < upto {
        writeln!(
            out,
            "  (the first {PRINTED_SIDE} rows and columns; all {} with --json)",
            upto - from + 1
        )?;
    }
    let count = p_positions.len();
    let listed: Vec<String> =
        p_positions.iter().take(40).map(|&(a, b)| format!("({a}, {b})")).collect();
    let more = if count > 40 { format!(" … and {} more", count - 40) } else { String::new() };
    let cells = (upto - from + 1) * (upto - from + 1);
    writeln!(out, "P-positions ({count} of {cells}): {}{more}", listed.join(" "))?;
    writeln!(
        out,
        "Patterns tried on these {cells} positions (seen, not proved: the rule is a script):"
    )?;
    for c in &candidates {
        match c.fails_at {
            None => writeln!(out, "  holds: {}", c.form)?,
            Some((a, b)) => writeln!(out, "  fails at ({a}, {b}): {}", c.form)?,
        }
    }
    writeln!(out, "Check a conjecture of your own on more positions with `grundy check`.")?;
    Ok(())
}
