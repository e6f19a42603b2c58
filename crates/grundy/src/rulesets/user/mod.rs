//! Games users write: `rule(PATH) 5 7`, a rule file's moves for one
//! component, played beside the catalogue's games.
//!
//! A rule gives the options of a position of whole numbers
//! ([`RuleSource`]): a script ([`script`], when the engine is built with
//! the `rules` feature) or, in the Python package, a callable. [`Rule`]
//! remembers what it gave and keeps its failures; [`UserHeap`] is a rule on
//! one number as a heap ruleset (tables, periods, misère quotients);
//! [`RulePart`] is its components in a game, solved as heaps, as a game
//! graph (with cycles too) or by search.

// Without the `rules` feature (the browser's first module) only the
// interface is built, and `rule(FILE)` is refused.
#[cfg(feature = "rules")]
pub mod check;
#[cfg(feature = "rules")]
pub mod formula;
#[cfg(feature = "rules")]
pub(crate) mod heap;
#[cfg(feature = "rules")]
pub(crate) mod part;
#[cfg(feature = "rules")]
pub mod pattern;
#[cfg(feature = "rules")]
pub(crate) mod rule;
#[cfg(feature = "rules")]
pub(crate) mod sandbox;
#[cfg(feature = "rules")]
pub mod script;
pub(crate) mod source;

use std::sync::Arc;

#[cfg(not(feature = "rules"))]
use crate::core::error::Error;
use crate::core::error::Result;
use crate::language::syntax::Written;
use crate::msg;
use crate::parts::part::Part;
use crate::rules::heap::HeapRuleset;

#[cfg(feature = "rules")]
pub use check::{check, grid, positions_in_box, values_at, Checked, Counterexample};
#[cfg(feature = "rules")]
pub use formula::{Claim, Formula};
#[cfg(feature = "rules")]
pub use heap::UserHeap;
#[cfg(feature = "rules")]
pub use part::RulePart;
#[cfg(feature = "rules")]
pub use pattern::{Candidate, Grid};
#[cfg(feature = "rules")]
pub use rule::Rule;
pub use source::{RuleOptions, RuleSource, OPERATION_COST};

/// The rule `rule(PATH)` names, read through `written.files`.
#[cfg(feature = "rules")]
pub(crate) fn read(written: &Written) -> Result<Arc<Rule>> {
    let (path, text) = written.file(msg!(
        "rule-needs-file",
        "rule needs one parameter, the file of the rule: write `rule(games/hdu2147-kiki.rhai) 5 7`, where the file has a function `moves`"
    ))?;
    compile(path, &text)
}

/// The rule in `text`, read from `path`.
#[cfg(feature = "rules")]
pub fn compile(path: &str, text: &str) -> Result<Arc<Rule>> {
    let script = script::Script::compile(path, text)?;
    Ok(Arc::new(Rule::new(format!("rule({path})"), Arc::new(script))))
}

/// Without the `rules` feature, no rule is read.
#[cfg(not(feature = "rules"))]
fn not_built(written: &Written) -> Error {
    written.error(msg!(
        "rule-not-built",
        "this build of grundy reads no rules (it was built without its `rules` feature)"
    ))
}

/// Without the `rules` feature, `rule(FILE)` is refused.
#[cfg(not(feature = "rules"))]
pub(crate) fn build(written: &Written) -> Result<Arc<dyn Part>> {
    Err(not_built(written))
}

/// Without the `rules` feature, `rule(FILE)` is refused.
#[cfg(not(feature = "rules"))]
pub(crate) fn heap_ruleset(written: &Written) -> Result<Arc<dyn HeapRuleset>> {
    Err(not_built(written))
}

/// Builds `rule(PATH) N1 N2 …`: the numbers, a multiple of the rule's
/// arity, are its components' positions one after another.
#[cfg(feature = "rules")]
pub(crate) fn build(written: &Written) -> Result<Arc<dyn Part>> {
    let rule = read(written)?;
    let arity = rule.arity();
    let mut numbers = Vec::new();
    let mut last = None;
    for operand in written.operands() {
        let n = operand.number(msg!("rule-what-number", "number"))?;
        if i64::try_from(n).is_err() {
            return Err(
                operand.error(msg!("rule-number-too-large", "a rule reads numbers up to 2^63 - 1"))
            );
        }
        numbers.push(n);
        last = Some(operand);
    }
    let names = rule.names().join(" ");
    // No numbers: no component, what a move that leaves nothing leaves.
    if numbers.len() % arity != 0 {
        let last = last.expect("a number was read");
        return Err(last.error(msg!(
            "rule-numbers-not-multiple",
            "{count} numbers after `{ruleset}`: the rule's positions are {arity} numbers each ({names}), so give a multiple of {arity}",
            count = numbers.len(),
            ruleset = written.ruleset.text,
            arity = arity,
            names = names
        )));
    }
    // Whether heap 0 has no move, asked within a quick budget.
    let heap_zero_ends = arity == 1 && {
        let mut work = crate::core::limits::Work::new(crate::core::limits::Limits::QUICK.max_work);
        rule.options_within(&[0], &mut work)?.is_empty()
    };
    Ok(Arc::new(RulePart::new(rule, numbers, heap_zero_ends)))
}

/// The heap ruleset of a rule on one number, for tables and periods.
#[cfg(feature = "rules")]
pub(crate) fn heap_ruleset(written: &Written) -> Result<Arc<dyn HeapRuleset>> {
    let rule = read(written)?;
    if rule.arity() != 1 {
        return Err(written.error(msg!(
            "rule-not-one-number",
            "the rule's positions are {arity} numbers ({names}); tables and periods are computed for rules on one number, a heap",
            arity = rule.arity(),
            names = rule.names().join(" ")
        )));
    }
    Ok(Arc::new(UserHeap::new(rule)))
}
