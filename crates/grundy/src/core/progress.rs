//! How far a long computation has got, for a front end's progress bar.
//!
//! The engine never prints: a computation that may run for seconds (a
//! table, a search for a period, an exact search) reports to the
//! [`Observer`] given in [`Limits::observer`](crate::Limits::observer),
//! between stretches of its work, and the front end draws what it likes.

use std::fmt;

/// How far a computation has got.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Progress {
    /// What is counted.
    pub unit: Unit,
    /// Units done so far.
    pub done: u64,
    /// Units the computation needs, when known in advance; for a search,
    /// the most it may take (its limit).
    pub total: Option<u64>,
}

/// What a [`Progress`] counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unit {
    /// Heap values computed.
    Values,
    /// Search steps (positions expanded and the components of their options).
    Steps,
}

/// Where a computation reports its [`Progress`]: a function the front end
/// gives, or no one. It is `Copy` (a `'static` reference), so that
/// [`Limits`](crate::Limits) stays a plain value; observers never change a
/// result, so any two compare equal.
#[derive(Clone, Copy, Default)]
pub struct Observer(Option<&'static (dyn Fn(Progress) + Sync)>);

impl Observer {
    /// No one observes.
    pub const NONE: Observer = Observer(None);

    /// Reports to `observe`; a front end builds it once per run (e.g. with
    /// `Box::leak`).
    pub fn new(observe: &'static (dyn Fn(Progress) + Sync)) -> Observer {
        Observer(Some(observe))
    }

    /// Reports `progress`, when someone observes.
    pub fn report(&self, progress: Progress) {
        if let Some(observe) = self.0 {
            observe(progress);
        }
    }
}

impl fmt::Debug for Observer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(if self.0.is_some() { "Observer(set)" } else { "Observer(none)" })
    }
}

impl PartialEq for Observer {
    fn eq(&self, _: &Observer) -> bool {
        true
    }
}

impl Eq for Observer {}
