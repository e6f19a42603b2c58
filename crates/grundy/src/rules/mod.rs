//! Floor 2, what a game is: a [`ruleset::Ruleset`] gives the moves of one
//! component; the generic [`solver::Solver`] values any ruleset by search;
//! [`heap::HeapRuleset`] is a ruleset on heaps, with the heap-table solver;
//! [`values::HeapValues`] values every heap of one, by closed form, table
//! or proved period.

pub mod heap;
pub mod ruleset;
pub mod solver;
pub mod source;
pub mod values;
