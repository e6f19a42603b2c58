//! grundy: a Sprague–Grundy engine for impartial combinatorial games.
//!
//! A position is a *sum* of components; a [`Ruleset`] knows the moves of one
//! component, and everything else is generic: the [`Solver`] finds Grundy
//! values of any ruleset by search, [`heap::extend_table`] tabulates heap
//! games, [`period`] finds and proves periods, [`Analysis`] adds up a sum
//! and finds every winning move, and [`MisereAnalysis`] handles misère play.
//!
//! ```
//! use grundy::{parse, Analysis, Limits, Outcome};
//! let game = parse("nim 3 4 5 + subtract(1,3,4) 10").unwrap();
//! let analysis = Analysis::new(&game, &Limits::default()).unwrap();
//! assert_eq!(analysis.outcome(), Outcome::N);
//! for m in analysis.winning_moves() {
//!     let m = m.unwrap();
//!     println!("component {}: {} -> {}", m.component, m.from, m.to);
//! }
//! ```
//!
//! The engine is pure: it never prints, never touches files, and never
//! panics on user input; every failure is an [`Error`].

#![deny(missing_docs)]
// No lossy cast of a heap, count or index (issue 26): `crate::convert` instead.
#![deny(clippy::cast_possible_truncation)]

// The floors, from the bottom up (ARCHITECTURE.md, "Layers"): a file
// imports only from its own floor or the floors below, never through this
// file or a `mod.rs`; `tests/it/tidy.rs` checks it.
mod analysis;
mod core;
mod language;
mod misere;
mod parts;
mod rules;
pub mod rulesets;
mod theory;

// The public paths: modules.
pub use crate::core::progress;
pub use misere::{genus, quotient};
pub use parts::numbers;

pub mod heap {
    //! Heap rulesets: games whose components are single heaps of counters
    //! ([`HeapRuleset`]), and the heap-table solver ([`extend_table`]).
    pub use crate::core::limits::{reserve_table, MAX_TABLE_VALUES};
    pub use crate::rules::heap::*;
}

pub mod loopy {
    //! Games with cycles: Smith's generalized values on a finite game graph
    //! ([`Digraph`]), and the values themselves ([`Gamma`], [`Infinite`]).
    pub use crate::core::outcome::{Gamma, Infinite};
    pub use crate::theory::loopy::*;
}

pub mod period {
    //! Periodicity of heap sequences: finding the least period and
    //! preperiod of G(0), G(1), …, and proving it where a theorem allows
    //! ([`compute_period`] computes a ruleset's values until then).
    pub use crate::rules::values::{
        compute_period, compute_period_watched, PeriodReport, PeriodSearch,
    };
    pub use crate::theory::period::{
        find_observed_period, find_proved_period, shows_period, Evidence, PeriodProgress,
        PeriodTheorem, Periodicity,
    };
}

// The public paths: items.
pub use crate::core::error::{escape_controls, Error, ParseError, Result};
pub use crate::core::limits::{Deadline, Limits, SearchBudget, Work};
pub use crate::core::message::{Arg, Message};
pub use crate::core::nim_product::{nim_inv, nim_mul};
pub use crate::core::nimber::{BigNimber, Mex, Nimber};
pub use crate::core::outcome::{Gamma, Infinite, Outcome};
pub use crate::core::reason::{Formula, Generator, Neighbours, Reason};
pub use crate::core::text::shorten;
pub use analysis::compound::{
    Compound, CompoundAnalysis, CompoundComponent, CompoundMove, State as CompoundState, Tameness,
    Values as CompoundValues,
};
pub use analysis::computer::{ComputerMove, Level, Strategy};
pub use analysis::misere::{MisereAnalysis, MisereMethod};
pub use analysis::normal::{Analysis, Listed, Move, Unlisted};
pub use analysis::play::{MisereSearched, MoveList, Play, PlayMove};
pub use analysis::remoteness::{past_its_steps, Remoteness};
pub use analysis::repetitions::Repetitions;
pub use language::game::Game;
pub use language::parser::{parse_in, Registry};
pub use language::syntax::{Files, NoFiles, Token, Written};
pub use language::typed::normalize;
pub use parts::big_heaps::BigHeapPart;
pub use parts::numbers::{NumbersPart, NumbersRules};
pub use parts::part::{Choice, Drawing, Ending, HeapPart, Part, Solved};
pub use parts::search::{SearchPart, SearchRules};
pub use rules::heap::BigTakes;
pub use rules::ruleset::{Options, Ruleset};
pub use rules::solver::Solver;
pub use rules::source::{RuleOptions, RuleSource};
pub use rules::values::HeapValues;
pub use rulesets::catalog::{parse, parse_cyclic, parse_ruleset, parse_with};
