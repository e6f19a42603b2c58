//! A user's rule on one number as a [`HeapRuleset`], when its options are
//! sums of smaller heaps: tables, periods, misère quotients and every heap
//! algorithm of the engine then apply to it.

use std::sync::Arc;

use crate::core::error::{Error, Result};
use crate::core::limits::Work;
use crate::core::nimber::Nimber;
use crate::rules::heap::{extend_table_listing, HeapRuleset};
use crate::rules::ruleset::Options;
use crate::rulesets::user::rule::Rule;

/// The most heaps whose options a table asks the rule for at once.
const LISTED_AHEAD: u64 = 1024;

/// A rule on one number, read as heaps.
#[derive(Debug, Clone)]
pub struct UserHeap {
    rule: Arc<Rule>,
}

impl UserHeap {
    /// The heap ruleset of `rule`, whose positions are one number.
    pub fn new(rule: Arc<Rule>) -> UserHeap {
        debug_assert_eq!(rule.arity(), 1);
        UserHeap { rule }
    }

    /// The rule.
    pub fn rule(&self) -> &Arc<Rule> {
        &self.rule
    }
}

impl HeapRuleset for UserHeap {
    fn name(&self) -> String {
        self.rule.name().to_string()
    }

    fn options(&self, heap: u64, out: &mut Options<u64>) {
        for option in self.rule.options_or_none(&[heap]).iter() {
            out.push_sum(option.iter().copied());
        }
    }

    /// The number of options, listed (and remembered) to count them.
    fn max_options(&self, heap: u64) -> u128 {
        self.rule.options_or_none(&[heap]).len() as u128
    }

    /// The heap-table solver (`extend_table_listing`), asking the rule
    /// for each heap's options as it goes (not remembered: a table may be
    /// millions of heaps) and spending its operations from `work`.
    fn extend_table_within(
        &self,
        table: &mut Vec<Nimber>,
        len: usize,
        work: &mut Work,
    ) -> Result<()> {
        // Heaps listed ahead, in runs (`RuleSource::heap_options`):
        // `listed[next..count]` hold the options of heaps `first + next..`.
        let (mut listed, mut first, mut next, mut count) = (Vec::new(), 0u64, 0, 0);
        extend_table_listing(self, table, len, work, |heap, out, work| {
            if next == count || heap != first + next as u64 {
                let end = (heap + LISTED_AHEAD).min(len as u64).max(heap + 1);
                (first, next) = (heap, 0);
                count = self.rule.source().heap_options(heap..end, &mut listed, work)?;
            }
            for option in listed[next].iter() {
                out.push_sum(option.iter().copied());
            }
            next += 1;
            Ok(())
        })
    }

    fn failure(&self) -> Option<Error> {
        self.rule.failure()
    }
}
