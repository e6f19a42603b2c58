//! Floor 7, answering questions about a whole game: normal play of a sum
//! ([`normal`]), misère play ([`misere`], [`misere_search`]), and play:
//! moves judged, remoteness, the computer's strategy and the repetition rule
//! ([`play`]).

pub mod misere;
pub mod misere_search;
pub mod normal;
pub mod play;
pub mod remoteness;
pub mod repetitions;
