//! `grundy rules`: the catalogue of rulesets.

use std::io::Write;

use grundy::rulesets::CATALOG;

use crate::json;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Print a JSON array instead of text
    #[arg(long)]
    json: bool,
}

pub fn run(args: Args, out: &mut impl Write) -> anyhow::Result<()> {
    if args.json {
        serde_json::to_writer_pretty(&mut *out, &catalogue())?;
        writeln!(out)?;
        return Ok(());
    }
    writeln!(out, "A game is a sum of parts joined by `+`. In a heap ruleset each heap is one component; rulesets saying \"one component\" take all their numbers as one.")?;
    writeln!(out, "Example: grundy analyze \"nim 3 4 5 + subtract(1,3,4) 10 7 + bash(3) 23\"")?;
    for info in CATALOG {
        writeln!(out)?;
        writeln!(out, "{}", info.syntax)?;
        writeln!(out, "    {}", info.rule)?;
        writeln!(out, "    example: grundy analyze \"{}\"", info.example)?;
    }
    Ok(())
}

/// The catalogue as `grundy rules --json` prints it.
pub fn catalogue() -> Vec<json::Rule> {
    CATALOG
        .iter()
        .map(|info| json::Rule {
            name: info.name,
            syntax: info.syntax,
            rule: info.rule,
            example: info.example,
        })
        .collect()
}
