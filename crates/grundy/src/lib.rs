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

mod analysis;
mod big_heaps;
mod convert;
mod description;
mod error;
pub mod genus;
pub mod heap;
pub mod loopy;
mod misere;
mod misere_search;
mod nim_product;
mod nimber;
pub mod numbers;
mod part;
pub mod period;
mod play;
pub mod progress;
pub mod quotient;
mod ruleset;
pub mod rulesets;
mod search;
mod solver;
mod typed;
mod values;

pub use analysis::{Analysis, Listed, Move, Outcome, Unlisted};
pub use big_heaps::{BigHeapPart, BigTakes};
pub use description::{
    parse, parse_cyclic, parse_ruleset, parse_with, Files, Game, Token, Written,
};
pub use error::{escape_controls, Error, ParseError, Result};
pub use loopy::{Gamma, Infinite};
pub use misere::{MisereAnalysis, MisereMethod};
pub use nim_product::{nim_inv, nim_mul};
pub use nimber::{BigNimber, Mex, Nimber};
pub use numbers::{NumbersPart, NumbersRules};
pub use part::{Choice, Drawing, Ending, HeapPart, Part, Solved};
pub use play::{ComputerMove, MoveList, Play, PlayMove, Remoteness, Repetitions, Strategy};
pub use ruleset::{Options, Ruleset};
pub use search::{SearchPart, SearchRules};
pub use solver::{SearchBudget, Solver};
pub use typed::normalize;
pub use values::{Deadline, HeapValues, Limits, Work};
