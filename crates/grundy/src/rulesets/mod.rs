//! The catalogue of rulesets: one module per game family, and the table the
//! description parser and `grundy rules` read.

mod allbut;
mod bash;
mod graph;
mod hackenbush;
mod nim;
mod subtract;

use std::sync::Arc;

pub use allbut::AllBut;
pub use bash::Bash;
pub use graph::{GameGraph, GraphPart};
pub use hackenbush::{Fusion, Hackenbush};
pub use nim::Nim;
pub use subtract::Subtract;

use crate::description::Written;
use crate::heap::HeapRuleset;
use crate::part::{HeapPart, Part};
use crate::Result;

/// How a catalogue entry builds its part.
#[derive(Debug, Clone, Copy)]
enum Kind {
    /// A heap ruleset, built from the parameters; every operand is a heap
    /// and its own component.
    Heap(fn(&Written) -> Result<Arc<dyn HeapRuleset>>),
    /// Any other part, built from its parameters and operands.
    Part(fn(&Written) -> Result<Arc<dyn Part>>),
}

/// One entry of the catalogue: how a ruleset is written, what it means, and
/// how to build it.
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
    kind: Kind,
}

impl RulesetInfo {
    /// Builds the part written as `written`, or says what was expected where.
    pub fn build(&self, written: &Written) -> Result<Arc<dyn Part>> {
        let build = match self.kind {
            Kind::Heap(build) => build,
            Kind::Part(build) => return build(written),
        };
        let ruleset = build(written)?;
        let heaps =
            written.operands.iter().map(|t| t.number("heap size")).collect::<Result<Vec<_>>>()?;
        if heaps.is_empty() {
            return Err(written.missing(format!(
                "expected at least one heap size after `{}`",
                written.ruleset.text
            )));
        }
        Ok(Arc::new(HeapPart::new(ruleset, heaps)))
    }

    /// The heap ruleset written as `written` (no operands), or `None` when
    /// this entry is not a heap ruleset.
    pub fn heap_ruleset(&self, written: &Written) -> Result<Option<Arc<dyn HeapRuleset>>> {
        match self.kind {
            Kind::Heap(build) => build(written).map(Some),
            Kind::Part(_) => Ok(None),
        }
    }

    /// Whether every operand is a heap of its own ruleset.
    pub fn is_heap_ruleset(&self) -> bool {
        matches!(self.kind, Kind::Heap(_))
    }
}

/// A heap ruleset built from whole-number parameters by `build`, whose
/// message (if any) is about the whole ruleset.
fn numeric(
    written: &Written,
    build: impl FnOnce(Option<&[u64]>) -> std::result::Result<Arc<dyn HeapRuleset>, String>,
) -> Result<Arc<dyn HeapRuleset>> {
    let params = written.number_params()?;
    build(params.as_deref()).map_err(|message| written.error(message))
}

/// Every ruleset, in the order `grundy rules` lists them.
pub const CATALOG: &[RulesetInfo] = &[
    RulesetInfo {
        name: "nim",
        syntax: "nim H1 H2 …",
        rule: "take any positive number of counters from one heap",
        example: "nim 3 4 5",
        kind: Kind::Heap(|w| {
            numeric(w, |params| match params {
                None => Ok(Arc::new(Nim)),
                Some(_) => Err("nim takes no parameters: write `nim 3 4 5`".to_string()),
            })
        }),
    },
    RulesetInfo {
        name: "bash",
        syntax: "bash(M) H1 H2 …",
        rule: "take 1 to M counters from one heap (Bash's game)",
        example: "bash(3) 23",
        kind: Kind::Heap(|w| {
            numeric(w, |params| match params {
                Some(&[max_take]) => Ok(Arc::new(Bash::new(max_take)?)),
                _ => Err(
                    "bash needs one parameter, the most counters a move takes: write `bash(3) 23`"
                        .to_string(),
                ),
            })
        }),
    },
    RulesetInfo {
        name: "subtract",
        syntax: "subtract(S1,S2,…) H1 H2 …",
        rule: "take exactly S1, S2, … counters from one heap (a finite subtraction game)",
        example: "subtract(1,3,4) 10 7",
        kind: Kind::Heap(|w| {
            numeric(w, |params| match params {
                Some(set) => Ok(Arc::new(Subtract::new(set.to_vec())?)),
                None => {
                    Err("subtract needs its set of moves: write `subtract(1,3,4) 10`".to_string())
                }
            })
        }),
    },
    RulesetInfo {
        name: "allbut",
        syntax: "allbut(X1,X2,…) H1 H2 …",
        rule: "take any positive number of counters from one heap except X1, X2, …",
        example: "allbut(1,2) 9",
        kind: Kind::Heap(|w| {
            numeric(w, |params| match params {
                Some(excluded) => Ok(Arc::new(AllBut::new(excluded.to_vec())?)),
                None => {
                    Err("allbut needs the numbers it excludes: write `allbut(1,2) 9`".to_string())
                }
            })
        }),
    },
    RulesetInfo {
        name: "hackenbush",
        syntax: "hackenbush(U-V,…)",
        rule: "delete one edge of a graph grounded at vertex 0; edges no longer connected to vertex 0 disappear (Green Hackenbush; one component)",
        example: "hackenbush(0-1,1-2,2-0) + hackenbush(0-1,1-2)",
        kind: Kind::Part(Hackenbush::build),
    },
    RulesetInfo {
        name: "graph",
        syntax: "graph(FILE) V1 V2 …",
        rule: "move one token along an edge of the acyclic graph in FILE (lines `v: w1 w2 …`); each vertex named is a token",
        example: "graph(games/dag.txt) a b",
        kind: Kind::Part(GraphPart::build),
    },
];

/// The catalogue entry named `name`.
pub fn find(name: &str) -> Option<&'static RulesetInfo> {
    CATALOG.iter().find(|info| info.name == name)
}

/// The names of the heap rulesets, for messages.
pub fn heap_ruleset_names() -> String {
    let names: Vec<&str> =
        CATALOG.iter().filter(|i| i.is_heap_ruleset()).map(|info| info.name).collect();
    names.join(", ")
}
