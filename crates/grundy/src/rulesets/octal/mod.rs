//! Take-and-break games: octal and hexadecimal codes (Kayles, Dawson's
//! Kayles, Treblecross, Officers, POI 2000's Strips) and Grundy's game.
//!
//! A code `0.d₁d₂d₃…` says, digit by digit, what a move that removes k
//! counters from one heap may leave (Berlekamp–Conway–Guy, *Winning Ways*,
//! ch. 4): bit 1 of d_k lets it leave nothing (the heap had exactly k), bit 2
//! one non-empty heap, bit 4 two non-empty heaps, bit 8 three. The digit
//! before the point is d₀: `4.` lets a heap split in two without removing
//! anything, `8.` in three. Octal codes use the digits 0–7, hexadecimal ones
//! 0–9 and a–f.
//!
//! Values are computed by [`Sequence`] (the plain method, and the rare-value
//! method for research-scale runs); periods are proved by the octal
//! periodicity theorem
//! ([`PeriodTheorem::TakeBreak`](crate::theory::period::PeriodTheorem::TakeBreak))
//! in [`prove_period`].

mod bitset;
pub(crate) mod code;
pub(crate) mod code_game;
mod gapped;
mod general;
// The generalised notation and its own engine come with the `rules`
// feature (codes users write, like rules): the browser's first module reads
// the octal and hexadecimal codes only.
#[cfg(feature = "rules")]
mod general_code;
#[cfg(feature = "rules")]
mod notation;
mod period;
mod plain;
mod predict;
mod rules;
mod ruleset;
mod seen;
mod sequence;
mod speculate;
mod store;
mod streamed;
pub(crate) mod treblecross;

pub use code::{Octal, MAX_DIGITS};
pub use code_game::{parse_code_game, CodeGame};
#[cfg(feature = "rules")]
pub use general_code::{GeneralCode, Spelled};
#[cfg(feature = "rules")]
pub use notation::{CodeDigit, Modifier, TakeBreakCode, MAX_HEAP_COUNT};
pub use period::{
    find_arithmetic_period, find_period, find_sequence_period, prove_period, PeriodFound,
    PeriodRun, PeriodStop,
};
pub use rules::Method;
pub use sequence::{Sequence, SPILL_BYTES_PER_PREFIX_VALUE};
pub use speculate::Speculation;
pub use store::{Nines, Store};
pub use streamed::{find_period_streamed, Reader, Spill};
pub use treblecross::Treblecross;
