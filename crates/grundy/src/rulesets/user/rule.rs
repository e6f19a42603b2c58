//! [`Rule`]: a user's rule as the engine's rulesets use it — the options of
//! a position asked of its [`RuleSource`] once and remembered, and the
//! first failure kept.
//!
//! The engine's generic algorithms ask for options through infallible
//! traits (`HeapRuleset::options`, `Ruleset::options`), which a rule
//! written by a user cannot honour: it may fail, loop or run out of its
//! operations. So the part of a rule lists the options of every position
//! its computation will reach *before* handing the rule to them (the
//! exploration of `part.rs`, the table of `heap.rs`, both fallible and
//! counted), and the infallible path reads what was remembered. A position
//! never listed before is asked of the source there and then; should it
//! fail, the infallible path sees no options, the failure is kept
//! ([`Rule::failure`]), and every answer computed through it is refused
//! with that failure ([`crate::parts::part::Part::failure`], checked by the
//! analyses before they answer).

use std::sync::{Arc, Mutex, MutexGuard};

use rustc_hash::FxHashMap;

use crate::core::error::{Error, Result};
use crate::core::limits::{Limits, Work};
use crate::rules::source::{RuleOptions, RuleSource};

/// The most bytes of options remembered.
const MEMO_BYTES: usize = 256 << 20;

/// A user's rule, named as written (`rule(games/kiki.rhai)`).
#[derive(Debug)]
pub struct Rule {
    name: String,
    source: Arc<dyn RuleSource>,
    state: Mutex<State>,
}

#[derive(Debug)]
struct State {
    memo: FxHashMap<Box<[u64]>, Arc<RuleOptions>>,
    memo_bytes: usize,
    /// What the rule may still spend when asked outside a session.
    work: Work,
    failure: Option<Error>,
}

impl Rule {
    /// The rule `name`, whose moves `source` gives.
    pub fn new(name: String, source: Arc<dyn RuleSource>) -> Rule {
        let work = Work::new(Limits::default().max_work);
        Rule {
            name,
            source,
            state: Mutex::new(State {
                memo: FxHashMap::default(),
                memo_bytes: 0,
                work,
                failure: None,
            }),
        }
    }

    /// `rule(PATH)`.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Numbers in a position.
    pub fn arity(&self) -> usize {
        self.source.arity()
    }

    /// What the rule calls them.
    pub fn names(&self) -> Vec<String> {
        self.source.names()
    }

    /// The source, for computations that count their own work (tables).
    pub fn source(&self) -> &dyn RuleSource {
        &*self.source
    }

    fn state(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Limits what the rule may spend from now on (operations and the
    /// deadline), for a computation under `limits`.
    pub fn limit(&self, limits: &Limits) {
        self.state().work = Work::new(limits.max_work).until(limits.deadline);
    }

    /// The options of `position`, remembered, listed from the source when
    /// first asked, spending from `work`.
    pub fn options_within(&self, position: &[u64], work: &mut Work) -> Result<Arc<RuleOptions>> {
        if let Some(known) = self.state().memo.get(position) {
            return Ok(Arc::clone(known));
        }
        let mut options = RuleOptions::new();
        self.source.options(position, &mut options, work)?;
        let options = Arc::new(options);
        let mut state = self.state();
        let bytes = options.bytes() + 8 * position.len() + 64;
        if state.memo_bytes + bytes <= MEMO_BYTES {
            state.memo_bytes += bytes;
            state.memo.insert(position.into(), Arc::clone(&options));
        }
        Ok(options)
    }

    /// The options of `position`, spending from the rule's own work (see
    /// [`Rule::limit`]); a failure is kept and gives no options.
    pub fn options_or_none(&self, position: &[u64]) -> Arc<RuleOptions> {
        let mut work = self.state().work;
        let result = self.options_within(position, &mut work);
        let mut state = self.state();
        state.work = work;
        match result {
            Ok(options) => options,
            Err(error) => {
                state.failure.get_or_insert(error);
                Arc::new(RuleOptions::new())
            }
        }
    }

    /// The first failure met where no error could be returned: every answer
    /// computed since is wrong and must be refused with it.
    pub fn failure(&self) -> Option<Error> {
        self.state().failure.clone()
    }
}
