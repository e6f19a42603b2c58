//! The catalogue of rulesets: one module per game family, and the table the
//! description parser and `grundy rules` read.

mod allbut;
mod bash;
mod nim;
mod subtract;

use std::sync::Arc;

pub use allbut::AllBut;
pub use bash::Bash;
pub use nim::Nim;
pub use subtract::Subtract;

use crate::heap::HeapRuleset;

/// Builds a ruleset from its parameters (`None` when written without
/// parentheses), or says what was expected.
type Build = fn(Option<&[u64]>) -> Result<Arc<dyn HeapRuleset>, String>;

/// One entry of the catalogue: how a ruleset is written, what it means, and
/// how to build it from its parameters.
#[derive(Debug, Clone, Copy)]
pub struct RulesetInfo {
    /// The name as written in descriptions.
    pub name: &'static str,
    /// The syntax of one part using it.
    pub syntax: &'static str,
    /// The rule in one sentence.
    pub rule: &'static str,
    /// A description using it.
    pub example: &'static str,
    build: Build,
}

impl RulesetInfo {
    /// Builds the ruleset from its parameters, or says what was expected.
    pub fn build(&self, params: Option<&[u64]>) -> Result<Arc<dyn HeapRuleset>, String> {
        (self.build)(params)
    }
}

/// Every ruleset, in the order `grundy rules` lists them.
pub const CATALOG: &[RulesetInfo] = &[
    RulesetInfo {
        name: "nim",
        syntax: "nim H1 H2 …",
        rule: "take any positive number of counters from one heap",
        example: "nim 3 4 5",
        build: |params| match params {
            None => Ok(Arc::new(Nim)),
            Some(_) => Err("nim takes no parameters: write `nim 3 4 5`".to_string()),
        },
    },
    RulesetInfo {
        name: "bash",
        syntax: "bash(M) H1 H2 …",
        rule: "take 1 to M counters from one heap (Bash's game)",
        example: "bash(3) 23",
        build: |params| match params {
            Some(&[max_take]) => Ok(Arc::new(Bash::new(max_take)?)),
            _ => {
                Err("bash needs one parameter, the most counters a move takes: write `bash(3) 23`"
                    .to_string())
            }
        },
    },
    RulesetInfo {
        name: "subtract",
        syntax: "subtract(S1,S2,…) H1 H2 …",
        rule: "take exactly S1, S2, … counters from one heap (a finite subtraction game)",
        example: "subtract(1,3,4) 10 7",
        build: |params| match params {
            Some(set) => Ok(Arc::new(Subtract::new(set.to_vec())?)),
            None => Err("subtract needs its set of moves: write `subtract(1,3,4) 10`".to_string()),
        },
    },
    RulesetInfo {
        name: "allbut",
        syntax: "allbut(X1,X2,…) H1 H2 …",
        rule: "take any positive number of counters from one heap except X1, X2, …",
        example: "allbut(1,2) 9",
        build: |params| match params {
            Some(excluded) => Ok(Arc::new(AllBut::new(excluded.to_vec())?)),
            None => Err("allbut needs the numbers it excludes: write `allbut(1,2) 9`".to_string()),
        },
    },
];

/// The catalogue entry named `name`.
pub fn find(name: &str) -> Option<&'static RulesetInfo> {
    CATALOG.iter().find(|info| info.name == name)
}
