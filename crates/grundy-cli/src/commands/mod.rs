//! One module per subcommand, each with its `Args` and `run`.

pub mod analyze;
pub mod census;
pub mod check;
pub mod genus;
pub mod period;
pub mod play;
mod play_compound;
pub mod plot;
pub mod quotient;
pub mod rules;
pub mod table;
