//! Floor 0, the core: what every other floor speaks in, knowing no game.
//! Nimbers and nim multiplication, outcomes and Smith's values (γ, ∞(K)),
//! errors, limits and work budgets, progress reports, checked conversions
//! and text helpers for messages.

pub mod convert;
pub mod error;
pub mod limits;
pub mod message;
pub mod nim_product;
pub mod nimber;
pub mod outcome;
pub mod progress;
pub mod reason;
pub mod sort;
pub mod text;
