//! `grundy analyze --compound`: who wins a game whose components are played
//! together otherwise than as a sum (conjunctive, continued, selective,
//! shortened selective), what decides it, and every winning move; and the
//! SJ theorem's line in the misère analysis of a sum (Anti-SG).

use std::io::Write;

use fluent_bundle::FluentArgs;
use grundy::{
    Compound, CompoundAnalysis, CompoundMove, CompoundValues, Files, Game, Limits, Outcome,
    Tameness,
};
use serde::{Deserialize, Deserializer};
use serde_json::Value;

use crate::analyze::How;
use crate::i18n::{text, Lang};
use crate::problem::Problem;
use crate::reasons::{data, say};
use crate::{args, shapes, Format};

/// Winning moves listed, at most (the count says how many there are).
pub const LISTED_MOVES: usize = 500;

/// Options shown beside a component's value in an explanation.
const LISTED_OPTIONS: usize = 8;

/// Steps of search the SJ theorem's check may take in a misère analysis:
/// fixed, so that the same game is always explained the same way.
pub const TAMENESS_STEPS: usize = 200_000;

/// Components at most in a misère sum whose SJ condition is checked.
pub const TAMENESS_COMPONENTS: usize = 10_000;

/// The compound named `name` (`every` for `continued`, `sum` for
/// `disjunctive`), or a bad-input problem naming the names.
pub fn named(name: &str) -> Result<Compound, Problem> {
    Compound::from_name(name).ok_or_else(|| {
        Problem::bad_input(grundy::msg!(
            "compound-name",
            "unknown compound `{found}`: expected disjunctive, conjunctive, continued (or every), \
             selective or shortened",
            found = grundy::escape_controls(name)
        ))
    })
}

/// Reads a compound's name, for a request.
pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Compound, D::Error> {
    let name = String::deserialize(deserializer)?;
    named(&name).map_err(|problem| serde::de::Error::custom(problem.to_string()))
}

/// What decides a component in `compound`: its remoteness, its suspense
/// number, or its outcome.
fn decider(compound: Compound, misere: bool, v: &CompoundValues) -> u32 {
    match compound {
        Compound::Conjunctive => v.remoteness(misere),
        Compound::Continued => v.suspense(misere),
        _ => u32::from(v.outcome(misere) == Outcome::N),
    }
}

/// What decides a component of values `v` in `compound`, in words of
/// `lang` (`remoteness 3`, `N`).
pub fn decides(lang: Lang, compound: Compound, misere: bool, v: &CompoundValues) -> String {
    let value = decider(compound, misere, v).to_string();
    match compound {
        Compound::Conjunctive if misere => {
            say(lang, "compound-misere-remoteness", args!["value" => value])
        }
        Compound::Conjunctive => say(lang, "compound-remoteness", args!["value" => value]),
        Compound::Continued if misere => {
            say(lang, "compound-misere-suspense", args!["value" => value])
        }
        Compound::Continued => say(lang, "compound-suspense", args!["value" => value]),
        _ => {
            let id = match (v.ended, v.outcome(misere)) {
                (true, _) => "compound-ended",
                (false, Outcome::N) => "compound-n",
                _ => "compound-p",
            };
            text(lang, id, None)
        }
    }
}

/// The compound's rule, as one sentence with what decides it here.
fn rule(analysis: &CompoundAnalysis) -> (String, FluentArgs<'static>) {
    let (compound, misere) = (analysis.compound(), analysis.misere());
    let mode = if misere { "misere" } else { "normal" };
    let id = format!("compound-rule-{}-{mode}", compound.name());
    let values: Vec<&CompoundValues> = analysis.components().iter().map(|c| &c.values).collect();
    let args = match compound {
        Compound::Conjunctive => {
            let least = values.iter().map(|v| v.remoteness(misere)).min().unwrap_or(0);
            args!["value" => least.to_string()]
        }
        Compound::Continued => {
            let most = values.iter().map(|v| v.suspense(misere)).max().unwrap_or(0);
            args!["value" => most.to_string()]
        }
        _ => {
            let live = values.iter().filter(|v| !v.ended).count();
            let ended = values.len() - live;
            let winning = values.iter().filter(|v| v.outcome(false) == Outcome::N).count();
            let misere_winning = values.iter().filter(|v| v.outcome(true) == Outcome::N).count();
            args![
                "live" => live,
                "ended" => ended,
                "n" => winning,
                "misere" => misere_winning,
                "total" => values.len()
            ]
        }
    };
    (id, args)
}

/// The answer for `game` played as `compound`.
pub fn write(
    out: &mut impl Write,
    game: &Game,
    compound: Compound,
    misere: bool,
    how: How,
    limits: &Limits,
    files: &dyn Files,
) -> Result<(), Problem> {
    let How { explain, format, lang } = how;
    let analysis = CompoundAnalysis::new(game, compound, misere, files, limits)?;
    let (count, moves) = analysis.winning_moves(LISTED_MOVES);
    let (rule_id, rule_args) = rule(&analysis);
    let rule_text = text(lang, &rule_id, Some(&rule_args));
    let who = match (analysis.outcome(), misere) {
        (Outcome::N, false) => "sum-wins",
        (Outcome::P, false) => "sum-loses",
        (Outcome::N, true) => "misere-wins",
        _ => "misere-loses",
    };
    // Each component with what decides it, then with `explain` its
    // options and theirs.
    let mut lines = Vec::new();
    let mut reasons = Vec::new();
    for (k, c) in analysis.components().iter().enumerate() {
        let value = decides(lang, compound, misere, &c.values);
        let args = args!["from" => c.from.clone(), "value" => value];
        let line = text(lang, "compound-component", Some(&args));
        reasons.push(data(Some(k), "compound-component", &args, line.clone()));
        lines.push(line);
        if explain && !c.options.is_empty() {
            let mut shown: Vec<String> = c
                .options
                .iter()
                .take(LISTED_OPTIONS)
                .map(|(to, v)| format!("{to} ({})", decides(lang, compound, misere, v)))
                .collect();
            if c.options.len() > LISTED_OPTIONS {
                let more = c.options.len() - LISTED_OPTIONS;
                shown.push(say(lang, "compound-more-options", args!["count" => more]));
            }
            let args = args!["options" => shown.join(", ")];
            let line = text(lang, "compound-options", Some(&args));
            reasons.push(data(Some(k), "compound-options", &args, line.clone()));
            lines.push(format!("  {line}"));
        }
    }
    if explain {
        let id = match compound {
            Compound::Conjunctive if misere => Some("compound-how-misere-remoteness"),
            Compound::Conjunctive => Some("compound-how-remoteness"),
            Compound::Continued if misere => Some("compound-how-misere-suspense"),
            Compound::Continued => Some("compound-how-suspense"),
            _ => None,
        };
        if let Some(id) = id {
            let line = text(lang, id, None);
            reasons.push(data(None, id, &FluentArgs::new(), line.clone()));
            lines.push(line);
        }
    }
    reasons.push(data(None, &rule_id, &rule_args, rule_text.clone()));
    if format == Format::Json {
        let answer = shapes::CompoundAnalysis {
            outcome: analysis.outcome().letter(),
            compound: compound.name(),
            components: analysis
                .components()
                .iter()
                .enumerate()
                .map(|(k, c)| shapes::CompoundComponent::new(k, &c.from, &c.values))
                .collect(),
            explanation: explain.then(|| {
                let mut all = lines.clone();
                all.push(rule_text.clone());
                all
            }),
            reasons: explain.then_some(reasons),
            winning_count: count.to_string().parse().expect("digits form a JSON number"),
            winning_moves: moves.iter().map(|m| json_move(&analysis, m)).collect(),
        };
        serde_json::to_writer(&mut *out, &answer).map_err(std::io::Error::from)?;
        writeln!(out)?;
        return Ok(());
    }
    writeln!(out, "{}", text(lang, who, None))?;
    writeln!(out, "{rule_text}")?;
    for line in &lines {
        writeln!(out, "{line}")?;
    }
    if analysis.outcome() == Outcome::N {
        let args = args!["count" => count.to_string()];
        writeln!(out, "{}", say(lang, "compound-winning-moves", args))?;
        for m in &moves {
            writeln!(out, "  {}", move_text(lang, &analysis, m))?;
        }
        if count > num_bigint::BigUint::from(moves.len()) {
            let args = args!["listed" => moves.len().to_string(), "count" => count.to_string()];
            writeln!(out, "{}", say(lang, "compound-more-moves", args))?;
        }
    }
    Ok(())
}

/// The compound's rule with what decides it here, in words of `lang`.
pub fn rule_line(lang: Lang, analysis: &CompoundAnalysis) -> String {
    let (id, args) = rule(analysis);
    text(lang, &id, Some(&args))
}

/// A position of a compound as play shows it: the rule with what decides
/// it here, then each component, numbered from 1, with what decides it.
pub fn position_lines(lang: Lang, analysis: &CompoundAnalysis) -> Vec<String> {
    let (compound, misere) = (analysis.compound(), analysis.misere());
    let mut lines = vec![rule_line(lang, analysis)];
    for (k, c) in analysis.components().iter().enumerate() {
        let value = decides(lang, compound, misere, &c.values);
        let args = args!["from" => c.from.clone(), "value" => value];
        lines.push(format!("  {:>2}  {}", k + 1, text(lang, "compound-component", Some(&args))));
    }
    lines
}

/// A compound move in words: `component 1: kayles 1 2 → kayles 2;
/// component 2: nim 3 → nim 0`.
pub fn move_text(lang: Lang, analysis: &CompoundAnalysis, m: &CompoundMove) -> String {
    let said: Vec<String> = m
        .moves
        .iter()
        .map(|(k, to)| {
            let from = analysis.components()[*k].from.clone();
            say(
                lang,
                "sum-move",
                args!["number" => (k + 1).to_string(), "from" => from, "to" => to.clone()],
            )
        })
        .collect();
    said.join("; ")
}

/// A compound move as JSON: each component that moves.
pub fn json_move(analysis: &CompoundAnalysis, m: &CompoundMove) -> shapes::CompoundMove {
    shapes::CompoundMove {
        moves: m
            .moves
            .iter()
            .map(|(k, to)| shapes::WinningMove {
                component: *k,
                from: analysis.components()[*k].from.clone(),
                to: to.clone(),
            })
            .collect(),
    }
}

/// The line that says whether the SJ theorem (or Conway's rule for tame
/// games) decides a misère sum, and what it says, when it agrees with the
/// answer `outcome` found otherwise; `None` when the components reach too
/// many positions to check within [`TAMENESS_STEPS`], or a component has a
/// rule of its own.
pub fn sj_line(
    game: &Game,
    outcome: Outcome,
    lang: Lang,
    limits: &Limits,
    files: &dyn Files,
) -> Option<(String, Value)> {
    // Each component is valued, so a sum of very many is not checked.
    if game.component_count() > TAMENESS_COMPONENTS {
        return None;
    }
    let tameness = Tameness::new(game, files, limits, TAMENESS_STEPS).ok()?;
    let x = tameness.nim_sum();
    let big = tameness.components.iter().filter(|(_, v)| v.sg > 1).count();
    let (id, args) = match (&tameness.not_sj, &tameness.not_tame) {
        (None, _) => ("compound-sj", args!["nimber" => format!("*{x}"), "big" => big]),
        (Some(_), None) => {
            let equal = tameness.components.iter().filter(|(_, v)| v.sg == v.misere_sg).count();
            ("compound-tame", args!["nimber" => format!("*{x}"), "equal" => equal])
        }
        (Some((k, at)), Some(_)) => {
            let from = tameness.components[*k].0.clone();
            ("compound-not-sj", args!["from" => from, "at" => at.clone()])
        }
    };
    if let Some(said) = tameness.outcome() {
        // Two independent ways to the same answer: a disagreement is a
        // bug, and the theorem is then not offered as the reason.
        debug_assert_eq!(said, outcome, "{game}");
        if said != outcome {
            return None;
        }
    }
    let line = text(lang, id, Some(&args));
    let reason = data(None, id, &args, line.clone());
    Some((line, reason))
}
