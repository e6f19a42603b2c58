//! Floor 7, answering questions about a whole game: normal play of a sum
//! ([`normal`]), misère play ([`misere`], [`misere_search`]), and play:
//! moves listed, judged and checked ([`play`]), Smith's remoteness
//! ([`remoteness`]), the computer's strategy ([`computer`]) and the
//! repetition rule ([`repetitions`]); other ways of playing components
//! together than the sum, and the SJ theorem for misère sums
//! ([`compound`]), on the remoteness search's listing.
//!
//! Within play, lower files never import higher ones: [`repetitions`] (the
//! key of a position) below [`remoteness`], both below [`compound`] and
//! [`play`], and
//! [`computer`] above it.

pub mod compound;
pub mod computer;
pub mod misere;
pub mod misere_search;
pub mod normal;
pub mod play;
pub mod remoteness;
pub mod repetitions;
