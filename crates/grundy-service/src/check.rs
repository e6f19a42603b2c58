//! `grundy check`: a formula a user conjectures for a rule they wrote,
//! checked against the exact values on every position of a box (对拍):
//! "holds on all N positions", or the smallest counterexample, its exact
//! value and a line of perfect play from it.

use std::io::Write;

use grundy::rulesets::user::{check, Claim, Counterexample, Formula};
use grundy::{Limits, Outcome, Play};
use serde::Deserialize;

use crate::play::REMOTENESS_STEPS;
use crate::{shapes, FileAccess, Format, Input, Problem};

/// The most moves of the line of play shown from a counterexample.
pub const LINE_MOVES: usize = 12;

/// `grundy check`: a rule, a formula, and the box of positions.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Request {
    /// The rule, `rule(FILE)`.
    pub ruleset: String,
    /// The conjecture, in the rule's language with its names for a
    /// position's numbers: a value (`n % 3`) or whether the player to move
    /// wins (`(x ^ y) != 0`).
    pub formula: String,
    /// The least number of each position checked (0 by default).
    #[serde(default)]
    pub from: u64,
    /// The largest.
    pub upto: u64,
    /// What the check may compute.
    #[serde(skip)]
    pub limits: Limits,
    /// Where the rule's file is read.
    #[serde(skip)]
    pub files: FileAccess,
}

/// `grundy check`'s text, or its JSON object, for `request`.
pub fn answer(request: &Request, format: Format, out: &mut impl Write) -> Result<(), Problem> {
    let files = request.files.files();
    let text = request.ruleset.as_str();
    let rule = grundy::rulesets::parse_rule_with(text, files)
        .map_err(|e| Problem::explained(e, text, Input::Ruleset))?;
    let names = rule.names();
    let formula = Formula::compile(&request.formula, &names)
        .map_err(|e| Problem::explained(e, &request.formula, Input::Formula))?;
    let checked = check(&rule, &formula, request.from, request.upto, &request.limits).map_err(
        |e| match e {
            grundy::Error::Parse(_) => Problem::explained(e, &request.formula, Input::Formula),
            other => Problem::from(other),
        },
    )?;
    let written = |position: &[u64]| {
        let numbers: Vec<String> = position.iter().map(u64::to_string).collect();
        format!("{} {}", rule.name(), numbers.join(" "))
    };
    let line = match &checked.counterexample {
        Some(c) => line(&written(&c.position), files, &request.limits)?,
        None => Vec::new(),
    };
    let claims = checked.claims_values.map(|values| if values { "value" } else { "wins" });
    let range = format!(
        "{} from {} to {}",
        match names.len() {
            1 => names[0].clone(),
            _ => format!("each of {}", names.join(", ")),
        },
        request.from,
        request.upto
    );
    if format == Format::Json {
        let report = shapes::Checked {
            ruleset: rule.name().to_string(),
            formula: request.formula.clone(),
            names,
            from: request.from,
            upto: request.upto,
            claims,
            positions: checked.positions,
            checked: checked.checked,
            holds: checked.counterexample.is_none(),
            counterexample: checked.counterexample.as_ref().map(|c| shapes::Counterexample {
                position: c.position.clone(),
                claim: match c.claim {
                    Claim::Value(n) => serde_json::json!(n),
                    Claim::Wins(wins) => serde_json::json!(wins),
                },
                value: c.value.finite().and_then(|v| v.to_nimber()).map(|n| n.0.into()),
                gamma: c.value.to_string(),
                outcome: outcome(c.value.outcome()),
                line: line.clone(),
            }),
        };
        serde_json::to_writer(&mut *out, &report)?;
        writeln!(out)?;
        return Ok(());
    }
    let what = match claims {
        Some("wins") => "(whether the player to move wins)",
        Some(_) => "(the value)",
        None => "",
    };
    let Some(c) = &checked.counterexample else {
        writeln!(
            out,
            "{}: the formula `{}` {what} holds on all {} positions with {range}.",
            rule.name(),
            request.formula,
            checked.positions
        )?;
        return Ok(());
    };
    writeln!(
        out,
        "{}: the formula `{}` {what} does not hold: at {} (position {} of the {} with {range}, checked smallest first) it gives {}, but {}.",
        rule.name(),
        request.formula,
        grundy_position(&c.position),
        checked.checked,
        checked.positions,
        claim_text(c.claim),
        truth(c)
    )?;
    if !line.is_empty() {
        writeln!(out, "Perfect play from there: {} → {}", written(&c.position), line.join(" → "))?;
    }
    Ok(())
}

/// `5` or `(5, 7)`.
fn grundy_position(position: &[u64]) -> String {
    grundy::rulesets::user::script::written(position)
}

/// `(5)` or `(5, 7)`.
fn parenthesized(position: &[u64]) -> String {
    match position {
        [n] => format!("({n})"),
        _ => grundy_position(position),
    }
}

fn claim_text(claim: Claim) -> String {
    match claim {
        Claim::Value(n) => format!("{n}"),
        Claim::Wins(true) => "true (the player to move wins)".to_string(),
        Claim::Wins(false) => "false (the player to move loses)".to_string(),
    }
}

/// The exact value and what it means.
fn truth(c: &Counterexample) -> String {
    let meaning = match c.value.outcome() {
        Outcome::N => "the player to move wins",
        Outcome::P => "the player to move loses",
        Outcome::D => "a draw: neither player can force a win",
    };
    format!("G{} = {}: {meaning}", parenthesized(&c.position), c.value)
}

fn outcome(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::N => "N",
        Outcome::P => "P",
        Outcome::D => "D",
    }
}

/// The positions of a line of perfect play from `start` (the computer's
/// move for each side: the winner wins soonest, the loser lasts longest),
/// at most [`LINE_MOVES`] moves.
fn line(start: &str, files: &dyn grundy::Files, limits: &Limits) -> Result<Vec<String>, Problem> {
    let mut positions = Vec::new();
    let mut at = start.to_string();
    while positions.len() < LINE_MOVES {
        let game = crate::game(&at, files)?;
        let play = Play::new(&game, false, files, limits);
        let Some(chosen) = play.computer(0, REMOTENESS_STEPS)? else { break };
        at = chosen.chosen.game.clone();
        if at.is_empty() {
            positions.push("(nothing left)".to_string());
            break;
        }
        positions.push(at.clone());
    }
    Ok(positions)
}
