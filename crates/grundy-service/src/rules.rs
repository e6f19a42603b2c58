//! `grundy rules`: the catalogue of rulesets, as text or JSON; the JSON of
//! `/api/v1/rules`.

use std::io::Write;

use grundy::rulesets::CATALOG;

use crate::{shapes, Format, Problem};

/// The catalogue: the text `grundy rules` prints, or its JSON array,
/// pretty-printed, and a newline.
pub fn write(format: Format, out: &mut impl Write) -> Result<(), Problem> {
    if format == Format::Json {
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

/// Every ruleset of the catalogue, in its order.
pub fn catalogue() -> Vec<shapes::Rule> {
    CATALOG
        .iter()
        .map(|info| shapes::Rule {
            name: info.name,
            syntax: info.syntax,
            rule: info.rule,
            example: info.example,
        })
        .collect()
}
