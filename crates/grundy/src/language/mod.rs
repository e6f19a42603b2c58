//! Floor 5, the language of game descriptions: the syntax a ruleset reads
//! ([`syntax`]), text as people type it ([`typed`]), the [`game::Game`] a
//! description means, and the parser ([`parser`]), which finds rulesets
//! through a [`parser::Registry`] it is handed.

pub mod game;
pub mod parser;
pub mod syntax;
pub mod typed;
