//! Floor 4, the kinds of part a game is made of: the [`part::Part`] trait
//! and what a solved part answers ([`part::Solved`]), and the parts every
//! ruleset builds on: heaps ([`part::HeapPart`]), heaps past 2⁶⁴
//! ([`big_heaps`]), tuples of numbers ([`numbers`]) and searched positions
//! ([`search`]).

pub mod big_heaps;
pub mod numbers;
pub mod part;
pub mod search;
