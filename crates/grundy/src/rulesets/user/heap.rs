//! A user's rule on one number as a [`HeapRuleset`], when its options are
//! sums of smaller heaps: tables, periods, misère quotients and every heap
//! algorithm of the engine then apply to it.

use std::sync::Arc;

use crate::core::convert::index;
use crate::core::error::{Error, Result};
use crate::core::limits::{reserve_table, Work};
use crate::core::nimber::{Mex, Nimber};
use crate::msg;
use crate::rules::heap::{option_not_smaller, HeapRuleset};
use crate::rules::ruleset::Options;
use crate::rulesets::user::rule::Rule;
use crate::rulesets::user::source::RuleOptions;

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

    /// The heap-table solver of `extend_table_within`, asking the rule for
    /// each heap's options as it goes (not remembered: a table may be
    /// millions of heaps) and spending its operations from `work`.
    fn extend_table_within(
        &self,
        table: &mut Vec<Nimber>,
        len: usize,
        work: &mut Work,
    ) -> Result<()> {
        reserve_table(table, len, || self.name())?;
        let mut options = RuleOptions::new();
        let mut values = Vec::new();
        let mut mex = Mex::new();
        for heap in table.len()..len {
            if heap % 4096 == 0 {
                work.report(heap as u64);
            }
            let n = heap as u64;
            self.rule.source().options(&[n], &mut options, work)?;
            values.clear();
            for option in options.iter() {
                let mut sum = Nimber::ZERO;
                for &h in option {
                    if h >= n {
                        return Err(option_not_smaller(self.name(), n, h));
                    }
                    sum ^= table[index(h)];
                }
                values.push(sum);
            }
            work.spend(options.numbers() as u64 + 1, || {
                msg!(
                    "limit-what-table-at-heap",
                    "the table of {name} (at heap {heap})",
                    name = self.name(),
                    heap = heap
                )
            })?;
            table.push(mex.of(&values));
        }
        Ok(())
    }

    fn failure(&self) -> Option<Error> {
        self.rule.failure()
    }
}
