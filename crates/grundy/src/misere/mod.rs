//! Floor 3, misère theory of heap rulesets: misère quotients (Plambeck and
//! Siegel) and the genus (Conway), computed from any heap ruleset's moves.

pub mod genus;
pub(crate) mod genus_plain;
pub mod quotient;
