//! Games users write: `rule(PATH) 5 7`, a rule file's moves for one
//! component, played beside the catalogue's games.
//!
//! A rule gives the options of a position of whole numbers
//! ([`RuleSource`]): a script ([`script`]) or, in the Python package, a
//! callable. [`Rule`]
//! remembers what it gave and keeps its failures; [`UserHeap`] is a rule on
//! one number as a heap ruleset (tables, periods, misère quotients);
//! [`RulePart`] is its components in a game, solved as heaps, as a game
//! graph (with cycles too) or by search.
//!
//! Built with the engine's `rules` feature only (on by default): the
//! browser's first module goes without it, and its catalogue has no `rule`.

pub mod check;
pub mod formula;
pub(crate) mod heap;
pub(crate) mod native;
pub(crate) mod part;
pub mod pattern;
pub(crate) mod rule;
pub(crate) mod sandbox;
pub mod script;

use std::sync::Arc;

use crate::core::error::Result;
use crate::language::syntax::Written;
use crate::msg;
use crate::parts::part::Part;
use crate::rules::heap::HeapRuleset;

pub use crate::rules::source::{RuleOptions, RuleSource, OPERATION_COST};
pub use check::{check, grid, positions_in_box, values_at, Checked, Counterexample};
pub use formula::{Claim, Formula};
pub use heap::UserHeap;
pub use part::RulePart;
pub use pattern::{Candidate, Grid};
pub use rule::Rule;

/// The rule `rule(PATH)` names: the source `written.files` holds under
/// that name (a Python callable), or else its file, read and compiled.
pub(crate) fn read(written: &Written) -> Result<Arc<Rule>> {
    let needs = || {
        msg!(
            "rule-needs-file",
            "rule needs one parameter, the file of the rule: write `rule(games/hdu2147-kiki.rhai) 5 7`, where the file has a function `moves`"
        )
    };
    let name = written.file_name(needs())?;
    if let Some(source) = written.files.rule(name) {
        return Ok(Arc::new(Rule::new(format!("rule({name})"), source)));
    }
    let (path, text) = written.file(needs())?;
    compile(path, &text)
}

/// The rule in `text`, read from `path`.
pub fn compile(path: &str, text: &str) -> Result<Arc<Rule>> {
    let script = script::Script::compile(path, text)?;
    Ok(Arc::new(Rule::new(format!("rule({path})"), Arc::new(script))))
}

/// Builds `rule(PATH) N1 N2 …`: the numbers, a multiple of the rule's
/// arity, are its components' positions one after another.
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
            "the rule's positions are {arity} numbers each ({names}), and `{ruleset}` is followed by {count}: give a multiple of {arity}",
            count = numbers.len(),
            ruleset = written.ruleset.text,
            arity = arity,
            names = names
        )));
    }
    // Whether heap 0 has no move, asked within a quick budget; a heap 0
    // too long to list in it is taken to have moves (the components are
    // then played as positions, not heaps), and listed later within the
    // command's own budget, whose error names the flag that raises it.
    let heap_zero_ends = arity == 1 && {
        let mut work = crate::core::limits::Work::new(crate::core::limits::Limits::QUICK.max_work);
        match rule.options_within(&[0], &mut work) {
            Ok(options) => options.is_empty(),
            Err(crate::core::error::Error::LimitExceeded { .. }) => false,
            Err(error) => return Err(error),
        }
    };
    Ok(Arc::new(RulePart::new(rule, numbers, heap_zero_ends)))
}

/// The heap ruleset of a rule on one number, for tables and periods.
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
