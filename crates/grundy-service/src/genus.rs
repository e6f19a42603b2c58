//! `grundy genus`: Conway's genus of each heap of a heap ruleset, with its
//! class (tame, restive or wild), read off a certified misère quotient.

use std::io::Write;

use grundy::genus::{genus_table_partial, GenusTable, Tameness};

use crate::{shapes, Format, Problem};

/// `grundy genus`: a heap ruleset and its largest heap.
pub type Request = crate::Heaps;

/// `grundy genus`'s text, or its JSON object, for `request`: the genus of
/// the heaps asked for, or of those certified when the quotient stops part
/// way, saying where and why it stopped.
pub fn answer(request: &Request, format: Format, out: &mut impl Write) -> Result<(), Problem> {
    write(request, true, format, out)
}

/// [`answer`], but a table stopped part way is its error (for Python's
/// `grundy.genus`, which returns whole tables or raises).
pub fn answer_whole(
    request: &Request,
    format: Format,
    out: &mut impl Write,
) -> Result<(), Problem> {
    write(request, false, format, out)
}

fn write(
    request: &Request,
    partial: bool,
    format: Format,
    out: &mut impl Write,
) -> Result<(), Problem> {
    let parsed = crate::ruleset(&request.ruleset, request.files.files())?;
    let mut table = genus_table_partial(parsed.as_ref(), request.upto, &request.limits)?;
    if !partial {
        if let Some(stopped) = table.stopped.take() {
            return Err(stopped.into());
        }
    }
    // The last heap tabulated: the one asked for, or the last certified.
    let upto = table.heaps.len() as u64 - 1;
    let stopped = table.stopped.as_ref().map(|why| format!("Stopped at heap {}: {why}.", upto + 1));
    let name = parsed.name();
    let summary = summary(&table, &name, upto);
    if format == Format::Json {
        let p = table.periodicity;
        let report = shapes::GenusTable {
            ruleset: name,
            upto,
            heaps: table
                .heaps
                .iter()
                .map(|h| shapes::HeapGenus {
                    heap: h.heap,
                    genus: h.genus.to_string(),
                    normal: h.genus.normal,
                    misere_value: h.genus.misere_value(),
                    misere: h.genus.misere.clone(),
                    class: h.tameness.name(),
                })
                .collect(),
            first_not_tame: table.first_not_tame,
            period: p.map(|p| p.period),
            preperiod: p.map(|p| p.preperiod),
            proved: p.is_some_and(|p| p.is_proved()),
            tame_for_every_heap: table.tame_for_every_heap,
            quotient_order: table.quotient_order,
            nim_heaps: table.nim_heaps,
            cap: table.cap,
            searched_from: table.searched_from,
            closed_form: table.closed_form,
            stopped,
            summary,
        };
        serde_json::to_writer(&mut *out, &report)?;
        writeln!(out)?;
        return Ok(());
    }
    writeln!(out, "{name}: the genus of heaps 0..={upto}")?;
    let width = upto.to_string().len().max(4);
    let genus_width =
        table.heaps.iter().map(|h| h.genus.to_string().len()).max().unwrap_or(0).max(5);
    writeln!(out, "{:>width$}  {:<genus_width$}  G⁻  class", "heap", "genus")?;
    for h in &table.heaps {
        writeln!(
            out,
            "{:>width$}  {:<genus_width$}  {:>2}  {}",
            h.heap,
            h.genus.to_string(),
            h.genus.misere_value(),
            h.tameness.name()
        )?;
    }
    writeln!(out, "{summary}")?;
    if table.closed_form {
        writeln!(
            out,
            "g^γ0γ1γ2…: g is the normal-play value, γ0 = G⁻ the misère value, and γk the misère value with k extra nim heaps of 2; the last two repeat for ever. By misère Nim's rule (a sum with a heap of 2 or more has G⁻ equal to its nim-sum, one without its nim-sum ⊕ 1): heap 0 is 0^120, heap 1 is 1^031, heap a ≥ 2 is a^{{a,a⊕2}}, with no quotient computed."
        )?;
        return Ok(());
    }
    if table.searched_from == Some(0) {
        writeln!(
            out,
            "g^γ0γ1γ2…: g is the normal-play value, γ0 = G⁻ the misère value, and γk the misère value with k extra nim heaps of 2; the last two repeat for ever. By an exact search of the sums each heap reaches (Hoey's rule), with no quotient."
        )?;
        if let Some(stopped) = stopped {
            writeln!(out, "{stopped}")?;
        }
        return Ok(());
    }
    writeln!(
        out,
        "g^γ0γ1γ2…: g is the normal-play value, γ0 = G⁻ the misère value, and γk the misère value with k extra nim heaps of 2; the last two repeat for ever. Read off the quotient by misère values below {} of the heaps with nim heaps up to {} (order {}), certified{}.",
        table.cap,
        table.nim_heaps,
        table.quotient_order,
        match table.searched_from {
            Some(first) => format!(
                "; heaps {first}..={upto} past it by an exact search of their sums (Hoey's rule)"
            ),
            None => String::new(),
        }
    )?;
    if let Some(stopped) = stopped {
        writeln!(out, "{stopped}")?;
    }
    Ok(())
}

/// The first heap that is not tame, and the genus sequence's period.
fn summary(table: &GenusTable, name: &str, upto: u64) -> String {
    let tameness = match table.first_not_tame {
        Some(heap) => {
            let class = table.heaps[heap as usize].tameness;
            let why = match class {
                Tameness::Restive => "its options are tame, but its genus is not a Nim position's",
                _ => "a position it reaches is not tame",
            };
            format!("The first heap that is not tame is {heap}: {} ({why}).", class.name())
        }
        None if table.closed_form => {
            format!("Every heap of {name} is tame (Nim's positions are the tame games' model).")
        }
        None if table.tame_for_every_heap => {
            format!("Every heap of {name} is tame (proved by the genus' periodicity).")
        }
        None => format!("Every heap up to {upto} is tame."),
    };
    let period = match table.periodicity {
        Some(p) if p.is_proved() => format!(
            " The genus is periodic from heap {} with period {} (proved by the periodicity theorem of the ruleset, carried over to the misère quotient).",
            p.preperiod, p.period
        ),
        Some(p) => format!(
            " The genus shows period {} from heap {} (observed up to heap {upto}, not proved).",
            p.period, p.preperiod
        ),
        None => String::new(),
    };
    format!("{tameness}{period}")
}
