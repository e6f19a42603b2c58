//! The values of a rule on a box of positions, and a user's formula checked
//! against them (对拍): "holds on all N positions", or the smallest
//! position where it does not, with what it claims and the exact value.

use std::sync::Arc;

use crate::core::convert::index;
use crate::core::error::{Error, Result};
use crate::core::limits::{Limits, Work};
use crate::core::nimber::{BigNimber, Mex, Nimber};
use crate::core::outcome::{Gamma, Outcome};
use crate::msg;
use crate::parts::part::Part;
use crate::rules::heap::HeapRuleset;
use crate::rules::source::RuleOptions;
use crate::rulesets::user::formula::{Claim, Formula};
use crate::rulesets::user::heap::UserHeap;
use crate::rulesets::user::part::RulePart;
use crate::rulesets::user::pattern::Grid;
use crate::rulesets::user::rule::Rule;

/// Every position whose numbers are each in `from..=upto`, ordered by the
/// sum of their numbers, then as tuples: the order in which a smallest
/// counterexample is the first met.
pub fn positions_in_box(arity: usize, from: u64, upto: u64) -> Vec<Vec<u64>> {
    let mut positions: Vec<Vec<u64>> = vec![Vec::new()];
    for _ in 0..arity {
        positions = positions
            .into_iter()
            .flat_map(|p| {
                (from..=upto).map(move |n| {
                    let mut q = p.clone();
                    q.push(n);
                    q
                })
            })
            .collect();
    }
    let sum = |p: &[u64]| p.iter().sum::<u64>();
    crate::core::sort::sort_by(&mut positions, |a, b| (sum(a), a).cmp(&(sum(b), b)));
    positions
}

/// The values (γ, so ∞(K) where play can go on for ever) of `rule` at
/// `positions`, each of its arity. A rule on one number whose heap 0 has no
/// move is tabulated as heaps up to the largest (unless a heap has an
/// option not smaller than itself); a rule on more numbers whose moves all
/// go toward the corner is valued in one pass over the box
/// (`values_below`); any other is solved as one part holding every
/// position (each reached position listed once).
pub fn values_at(rule: &Arc<Rule>, positions: &[Vec<u64>], limits: &Limits) -> Result<Vec<Gamma>> {
    let what = || msg!("check-what-values", "the values of {rule}", rule = rule.name());
    limits.check_table(what, positions.len() as u128)?;
    rule.limit(limits);
    let mut work = Work::new(limits.max_work).until(limits.deadline);
    let heap_zero_ends = rule.arity() == 1 && rule.options_within(&[0], &mut work)?.is_empty();
    if heap_zero_ends {
        let largest = positions.iter().map(|p| p[0]).max().unwrap_or(0);
        limits.check_table(what, u128::from(largest) + 1)?;
        let mut table = Vec::new();
        let len = usize::try_from(largest + 1).unwrap_or(usize::MAX);
        // A heap with an option not smaller than itself (play may go on
        // for ever): solved as one part below.
        match UserHeap::new(Arc::clone(rule)).extend_table_within(&mut table, len, &mut work) {
            Ok(()) => {
                return Ok(positions
                    .iter()
                    .map(|p| Gamma::Finite(BigNimber::from(table[index(p[0])].0)))
                    .collect())
            }
            Err(Error::BadRuleset { .. }) => {}
            Err(error) => return Err(error),
        }
    }
    let upto = positions.iter().flatten().copied().max().unwrap_or(0);
    if let Some(values) = values_below(rule, upto, limits, &mut work)? {
        let side = index(upto) + 1;
        return Ok(positions
            .iter()
            .map(|p| {
                let cell = p.iter().fold(0, |cell, &n| cell * side + index(n));
                Gamma::Finite(BigNimber::from(values[cell].0))
            })
            .collect());
    }
    let numbers = positions.iter().flatten().copied().collect();
    let part = RulePart::new(Arc::clone(rule), numbers, false);
    let solved = part.solve(limits, true)?;
    (0..positions.len())
        .map(|i| match (solved.infinite(i), solved.value(i)) {
            (Some(infinite), _) => Ok(Gamma::Infinite(infinite)),
            (None, Some(value)) => Ok(Gamma::Finite(value)),
            (None, None) => Err(solved.why_unknown(i)),
        })
        .collect()
}

/// The values of a rule on k ≥ 2 numbers at every position of the box
/// `0..=upto` (each number), in the order of the box's cells (the first
/// number slowest), when every option of every cell is a sum of positions
/// each at most the cell in every number and not the cell itself — as
/// in kiki's game, Wythoff's, the cutting games: moves toward a corner.
/// Then a cell's options lie in the box before it, and one pass in order
/// values it, listing each cell's options once and keeping none (no game
/// graph). `None`, having spent what it listed, at the first option that
/// leaves that order (E&D's splits, a rule that loops): the caller then
/// solves the rule as one part. Time O(cells × options) plus the rule's
/// own; memory one value a cell.
fn values_below(
    rule: &Rule,
    upto: u64,
    limits: &Limits,
    work: &mut Work,
) -> Result<Option<Vec<Nimber>>> {
    let arity = rule.arity();
    if arity < 2 {
        return Ok(None);
    }
    let side = u128::from(upto) + 1;
    let cells = side.saturating_pow(u32::try_from(arity).unwrap_or(u32::MAX));
    let what = || msg!("check-what-values", "the values of {rule}", rule = rule.name());
    limits.check_table(what, cells)?;
    let side = index(upto) + 1;
    let cells = index(u64::try_from(cells).unwrap_or(u64::MAX));
    let mut values: Vec<Nimber> = Vec::new();
    crate::core::limits::reserve_table(&mut values, cells, || rule.name().to_string())?;
    let (mut options, mut seen, mut mex) = (RuleOptions::new(), Vec::new(), Mex::new());
    let mut position = vec![0u64; arity];
    for cell in 0..cells {
        let mut rest = cell;
        for n in position.iter_mut().rev() {
            *n = (rest % side) as u64;
            rest /= side;
        }
        rule.source().options(&position, &mut options, work)?;
        seen.clear();
        for option in options.iter() {
            let mut sum = Nimber::ZERO;
            for component in option.chunks(arity) {
                let below = component.iter().zip(&position).all(|(a, b)| a <= b);
                if !below || component == position.as_slice() {
                    return Ok(None);
                }
                sum ^= values[component.iter().fold(0, |c, &n| c * side + index(n))];
            }
            seen.push(sum);
        }
        work.spend(seen.len() as u64 + 1, what)?;
        values.push(mex.of(&seen));
    }
    Ok(Some(values))
}

/// The values of a rule on two numbers at every (x, y) with x and y in
/// `from..=upto`, as a [`Grid`] to look for patterns in.
pub fn grid(rule: &Arc<Rule>, from: u64, upto: u64, limits: &Limits) -> Result<Grid> {
    let side = u128::from(upto.saturating_sub(from)) + 1;
    limits.check_table(|| msg!("check-what-box", "the positions checked"), side * side)?;
    let positions: Vec<Vec<u64>> =
        (from..=upto).flat_map(|x| (from..=upto).map(move |y| vec![x, y])).collect();
    Ok(Grid { from, upto, values: values_at(rule, &positions, limits)? })
}

/// Where a formula does not hold.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Counterexample {
    /// The position, the smallest where it fails.
    pub position: Vec<u64>,
    /// What the formula claims there.
    pub claim: Claim,
    /// The exact value.
    pub value: Gamma,
}

/// What checking a formula found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Checked {
    /// The positions checked, up to and including the counterexample.
    pub checked: usize,
    /// The positions of the box.
    pub positions: usize,
    /// Whether the formula claims values (`Some(true)`), outcomes
    /// (`Some(false)`), or gave nothing (an empty box).
    pub claims_values: Option<bool>,
    /// The smallest position where the formula does not hold, if any.
    pub counterexample: Option<Counterexample>,
}

/// Whether `claim` holds of a position of value `value`: a claimed value is
/// the finite value itself; a claimed win is an N-position (a draw is
/// neither a win nor a loss, so no claim holds of it).
fn holds(claim: Claim, value: &Gamma) -> bool {
    match claim {
        Claim::Value(n) => value.finite() == Some(&BigNimber::from(n)),
        Claim::Wins(wins) => match value.outcome() {
            Outcome::N => wins,
            Outcome::P => !wins,
            Outcome::D => false,
        },
    }
}

/// Checks `formula` against the values of `rule` on every position of the
/// box `from..=upto` (each number), smallest first, within `limits`. A
/// formula that claims values at one position and outcomes at another is
/// refused.
///
/// Time: the values (see [`values_at`]) and one run of the formula a
/// position, up to the first counterexample.
pub fn check(
    rule: &Arc<Rule>,
    formula: &Formula,
    from: u64,
    upto: u64,
    limits: &Limits,
) -> Result<Checked> {
    let count = u128::from(upto.saturating_sub(from) + 1)
        .saturating_pow(u32::try_from(rule.arity()).unwrap_or(u32::MAX));
    limits.check_table(|| msg!("check-what-box", "the positions checked"), count)?;
    let positions =
        if from > upto { Vec::new() } else { positions_in_box(rule.arity(), from, upto) };
    let values = values_at(rule, &positions, limits)?;
    let mut work = Work::new(limits.max_work).until(limits.deadline);
    let (claims, failure) = formula.claims(&positions, &mut work);
    let mut claims_values = None;
    for (i, (position, value)) in positions.iter().zip(&values).enumerate() {
        let Some(&claim) = claims.get(i) else {
            return Err(
                failure.expect("a claim of every position, or the failure at the first without")
            );
        };
        let is_value = matches!(claim, Claim::Value(_));
        if *claims_values.get_or_insert(is_value) != is_value {
            return Err(crate::core::error::Error::Unsupported(msg!(
                "formula-mixed",
                "the formula gives a value at some positions and true or false at others ({position}): give a whole number everywhere (the value) or true/false everywhere (whether the player to move wins)",
                position = crate::rulesets::user::script::written(position)
            )));
        }
        if !holds(claim, value) {
            let counterexample =
                Counterexample { position: position.clone(), claim, value: value.clone() };
            return Ok(Checked {
                checked: i + 1,
                positions: positions.len(),
                claims_values,
                counterexample: Some(counterexample),
            });
        }
    }
    Ok(Checked {
        checked: positions.len(),
        positions: positions.len(),
        claims_values,
        counterexample: None,
    })
}
