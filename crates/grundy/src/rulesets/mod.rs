//! The rulesets: one module per game family, and the catalogue
//! ([`catalog`]), the table the description parser and `grundy rules`
//! read. The re-exports below are the public paths (`grundy::rulesets::Nim`);
//! the engine's own files import from the module that defines an item.

pub(crate) mod allbut;
pub(crate) mod bash;
pub(crate) mod board;
pub mod catalog;
pub(crate) mod chomp;
pub(crate) mod corners;
pub(crate) mod cram;
pub(crate) mod cutting;
pub(crate) mod cyclic;
pub(crate) mod dynamic;
pub(crate) mod euclid;
pub(crate) mod fibnim;
pub(crate) mod geography;
pub(crate) mod graph;
pub(crate) mod hackenbush;
pub(crate) mod lasker;
pub(crate) mod mockturtles;
pub(crate) mod moore;
pub(crate) mod named;
pub(crate) mod nim;
pub mod octal;
pub(crate) mod ruler;
pub(crate) mod staircase;
pub(crate) mod subtract;
pub(crate) mod turning;
#[cfg(feature = "rules")]
pub mod user;
pub(crate) mod vertex;
pub(crate) mod wythoff;

pub use allbut::AllBut;
pub use bash::Bash;
#[cfg(feature = "rules")]
pub use catalog::parse_rule_with;
pub use catalog::{
    find, heap_ruleset_names, parse_ruleset_with, parse_take_and_break, RulesetInfo, CATALOG,
};
pub use chomp::{Board, Chomp, MAX_ROWS_PLUS_COLUMNS};
pub use corners::Corners;
pub use cutting::Cutting;
pub use cyclic::{Cyclic, CyclicPart};
pub use dynamic::Dynamic;
pub use euclid::Euclid;
pub use fibnim::FibNim;
pub use geography::{Geography, GeographyPart};
pub use graph::{GameGraph, GraphPart};
pub use hackenbush::{Fusion, Hackenbush};
pub use lasker::Lasker;
pub use mockturtles::MockTurtles;
pub use moore::Moore;
pub use named::{NamedSet, SubtractNamed};
pub use nim::Nim;
pub use octal::code::Octal;
pub use ruler::Ruler;
pub use staircase::Staircase;
pub use subtract::Subtract;
pub use turning::{Rule as TurningRule, Turning};
pub use wythoff::Wythoff;
