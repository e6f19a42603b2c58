//! What a computation may spend: [`Limits`] (checked before it starts
//! where its cost is known), [`Work`] and [`SearchBudget`] (counted while
//! it runs), a [`Deadline`], and the largest table any limit allows.

use std::sync::atomic::{AtomicBool, Ordering};

use crate::core::error::{Error, Result};
use crate::core::message::Message;
use crate::core::nimber::Nimber;
use crate::core::progress::{Observer, Progress, Unit};
use crate::msg;

/// What one computation may spend: checked before it starts where its cost
/// can be known, and counted while it runs where it cannot.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// The most heap values one table may hold (8 bytes each).
    pub max_table: usize,
    /// The most steps a search may take: an exact search of positions (a
    /// misère sum, a board) counts each position expanded and the
    /// components of its options; listing moves counts the options checked.
    pub max_search: u64,
    /// The most bytes a table or a search may hold.
    pub max_memory: u64,
    /// The most steps (option values checked; about 10⁹ a second) computing
    /// one ruleset's values may take: a table (refused up front where its
    /// cost is known), and a quarter of it for the search for a period
    /// that values heaps past the table (see [`Work`]).
    pub max_work: u64,
    /// Who is told how far long computations have got (no one by default).
    pub observer: Observer,
    /// When computations must stop, checked as they go (none by default):
    /// a server's per-request budget of time, which a timeout around a
    /// computation on a blocking thread could not enforce.
    pub deadline: Option<Deadline>,
}

/// A moment by which a computation must stop, and how long it was given;
/// or a flag a front end sets to stop it (Ctrl-C in Python, whose
/// interpreter catches the signal), or both. Tables check it each time
/// they spend [`Work`] (every 4,096 heaps or 2²⁴ steps at most), searches
/// every 2¹⁶ steps.
///
/// WebAssembly in a browser (`wasm32-unknown-unknown`) has no clock the
/// standard library can read: there a deadline never passes, and the front
/// end stops a computation from outside (the page's worker is terminated).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Deadline {
    /// `None`: no moment, only the flag.
    #[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
    at: Option<std::time::Instant>,
    allowed: std::time::Duration,
    stop: Option<Stop>,
}

/// The flag of [`Deadline::stopped_by`]: compared by address.
#[derive(Clone, Copy)]
struct Stop(&'static AtomicBool);

impl PartialEq for Stop {
    fn eq(&self, other: &Stop) -> bool {
        std::ptr::eq(self.0, other.0)
    }
}

impl Eq for Stop {}

impl std::fmt::Debug for Stop {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Stop({})", self.0.load(Ordering::Relaxed))
    }
}

impl Deadline {
    /// `allowed` from now.
    pub fn after(allowed: std::time::Duration) -> Deadline {
        Deadline {
            #[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
            at: Some(std::time::Instant::now() + allowed),
            allowed,
            stop: None,
        }
    }

    /// No moment: the computation stops, with [`Error::Interrupted`], once
    /// `stop` is set (by another thread; it is read with relaxed ordering
    /// wherever the deadline is checked). A front end that catches Ctrl-C
    /// itself sets it.
    pub fn stopped_by(stop: &'static AtomicBool) -> Deadline {
        Deadline {
            #[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
            at: None,
            allowed: std::time::Duration::MAX,
            stop: Some(Stop(stop)),
        }
    }

    /// Whether the computation was stopped by the flag of
    /// [`Deadline::stopped_by`].
    fn stopped(&self) -> bool {
        self.stop.is_some_and(|stop| stop.0.load(Ordering::Relaxed))
    }

    /// Whether the deadline has passed (never, without a clock), or the
    /// computation was stopped.
    pub fn passed(&self) -> bool {
        if self.stopped() {
            return true;
        }
        #[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
        return self.at.is_some_and(|at| std::time::Instant::now() >= at);
        #[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
        return false;
    }

    /// An error naming `what` once the deadline has passed
    /// ([`Error::Interrupted`] once the computation was stopped).
    pub fn check(&self, what: impl FnOnce() -> Message) -> Result<()> {
        match self.passed() {
            true => Err(self.passed_in(what())),
            false => Ok(()),
        }
    }

    /// The error of `what` stopped at this deadline (by [`Deadline::check`],
    /// or by a front end that stopped it from outside).
    pub fn passed_in(&self, what: Message) -> Error {
        if self.stopped() {
            return Error::Interrupted;
        }
        Error::LimitExceeded {
            what,
            needed: msg!("limit-more-time", "more time"),
            limit: msg!("limit-milliseconds", "{ms} ms", ms = self.allowed.as_millis()),
            hint: Some(msg!("hint-smaller-position", "a smaller position answers sooner")),
        }
    }
}

impl Limits {
    /// Refuses, before any work, a table of `count` values over the limit
    /// (or over [`MAX_TABLE_VALUES`], or past [`Limits::max_memory`] at 8
    /// bytes a value); `what` names the table.
    pub fn check_table(&self, what: impl FnOnce() -> Message, count: u128) -> Result<()> {
        self.check_values(what, count, 8)
    }

    /// [`Limits::check_table`] for values of `bytes` bytes each.
    pub fn check_values(
        &self,
        what: impl FnOnce() -> Message,
        count: u128,
        bytes: u64,
    ) -> Result<()> {
        let limit = self.max_table.min(MAX_TABLE_VALUES);
        if count > limit as u128 {
            return Err(Error::LimitExceeded {
                what: what(),
                needed: values(count),
                limit: values(limit as u128),
                hint: raise_hint(limit, "--max-table"),
            });
        }
        let needed = count * bytes as u128;
        if needed > self.max_memory as u128 {
            return Err(Error::LimitExceeded {
                what: what(),
                needed: msg!(
                    "limit-bytes-of-values",
                    "{needed} bytes ({count} values of {bytes} bytes)",
                    needed = needed,
                    count = count,
                    bytes = bytes
                ),
                limit: msg!(
                    "limit-memory-bytes",
                    "{bytes} bytes of memory",
                    bytes = self.max_memory
                ),
                hint: raise("--max-memory"),
            });
        }
        Ok(())
    }

    /// A budget of a few milliseconds: 10⁵ values, 5·10⁴ search steps,
    /// 16 MiB, 5·10⁶ steps of work, no deadline. The server answers within
    /// it inline before giving a request a heavy slot, and the misère
    /// analysis tries its quotient and its search within it first.
    pub const QUICK: Limits = Limits {
        max_table: 100_000,
        max_search: 50_000,
        max_memory: 16 << 20,
        max_work: 5_000_000,
        observer: Observer::NONE,
        deadline: None,
    };

    /// These limits, each lowered to `cap`'s where that is smaller; the
    /// observer and the deadline are these limits'.
    pub fn at_most(&self, cap: &Limits) -> Limits {
        Limits {
            max_table: self.max_table.min(cap.max_table),
            max_search: self.max_search.min(cap.max_search),
            max_memory: self.max_memory.min(cap.max_memory),
            max_work: self.max_work.min(cap.max_work),
            observer: self.observer,
            deadline: self.deadline,
        }
    }

    /// The budget of one exact search.
    pub fn search_budget(&self) -> SearchBudget {
        SearchBudget {
            max_steps: self.max_search,
            max_bytes: self.max_memory,
            observer: self.observer,
            deadline: self.deadline,
        }
    }
}

impl Default for Limits {
    /// 10⁸ values, 2·10⁷ search steps, 4 GiB, 10¹⁰ steps of work.
    fn default() -> Self {
        Limits {
            max_table: 100_000_000,
            max_search: 20_000_000,
            max_memory: 4 << 30,
            max_work: 10_000_000_000,
            observer: Observer::NONE,
            deadline: None,
        }
    }
}

/// The steps a computation may take, counted as it goes: a step is one
/// option value checked (an option of a heap looked up, a split XORed).
///
/// Where the cost of a computation cannot be known before it starts (the
/// rare-value method's scans, a search for a period that may not exist),
/// it spends from a `Work` and stops, naming [`Limits::max_work`], once the
/// limit is passed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Work {
    spent: u64,
    limit: u64,
    observer: Observer,
    /// Values the computation needs, when known (for [`Work::report`]).
    total: Option<u64>,
    deadline: Option<Deadline>,
}

impl Work {
    /// No limit.
    pub fn unlimited() -> Work {
        Work::new(u64::MAX)
    }

    /// At most `limit` steps.
    pub fn new(limit: u64) -> Work {
        Work { spent: 0, limit, observer: Observer::NONE, total: None, deadline: None }
    }

    /// The same work, stopping with an error once `deadline` has passed.
    pub fn until(self, deadline: Option<Deadline>) -> Work {
        Work { deadline, ..self }
    }

    /// The same work, reporting to `observer` how many values of `total`
    /// (when known) are computed.
    pub fn observed(self, observer: Observer, total: Option<u64>) -> Work {
        Work { observer, total, ..self }
    }

    /// Tells the observer that `done` values are computed; computations
    /// call it between stretches.
    pub fn report(&self, done: u64) {
        self.observer.report(Progress { unit: Unit::Values, done, total: self.total });
    }

    /// The deadline it stops at, if any.
    pub fn deadline(&self) -> Option<Deadline> {
        self.deadline
    }

    /// Steps spent so far.
    pub fn spent(&self) -> u64 {
        self.spent
    }

    /// Steps left.
    pub fn left(&self) -> u64 {
        self.limit.saturating_sub(self.spent)
    }

    /// Spends `steps`; past the limit, an error naming `what` was being
    /// computed, the limit and the flag that raises it.
    pub fn spend(&mut self, steps: u64, what: impl FnOnce() -> Message) -> Result<()> {
        self.spent = self.spent.saturating_add(steps);
        if self.spent <= self.limit {
            return match &self.deadline {
                Some(deadline) => deadline.check(what),
                None => Ok(()),
            };
        }
        Err(Error::LimitExceeded {
            what: what(),
            needed: msg!("limit-more-work", "more work"),
            limit: msg!(
                "limit-work-steps",
                "{steps} steps (option values checked)",
                steps = self.limit
            ),
            hint: raise("--max-work"),
        })
    }
}

/// What one search may spend, counted while it runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SearchBudget {
    /// The most steps: each position expanded costs one step per component
    /// of its options, and one more.
    pub max_steps: u64,
    /// The most bytes the transposition table may hold, by
    /// [`Solver::bytes`](crate::Solver::bytes)' estimate.
    pub max_bytes: u64,
    /// Who is told how many steps are taken, every 2¹⁶ or so.
    pub observer: Observer,
    /// When the search must stop, checked every 2¹⁶ steps.
    pub deadline: Option<crate::core::limits::Deadline>,
}

impl SearchBudget {
    /// No bound (for searches whose size is checked before they start).
    pub const UNBOUNDED: SearchBudget = SearchBudget {
        max_steps: u64::MAX,
        max_bytes: u64::MAX,
        observer: Observer::NONE,
        deadline: None,
    };
}

/// The most values one table may hold: 2³¹ (16 GiB), whatever limit is asked for.
pub const MAX_TABLE_VALUES: usize = 1 << 31;

/// How to get past a table limit: the flag that raises it, unless the limit
/// is already [`MAX_TABLE_VALUES`].
pub(crate) fn raise_hint(limit: usize, flag: &'static str) -> Option<Message> {
    if limit >= MAX_TABLE_VALUES {
        Some(msg!("hint-no-larger-table", "no table may hold more"))
    } else {
        raise(flag)
    }
}

/// `count values`: how much a table needs, or may hold.
pub(crate) fn values(count: u128) -> Message {
    msg!("limit-values", "{count} values", count = count)
}

/// The limit an allocation that failed met.
pub(crate) fn allocatable() -> Message {
    msg!("limit-allocatable", "the memory this process could allocate")
}

/// The hint of a limit that `flag` raises: `raise it with --max-search`.
pub(crate) fn raise(flag: &'static str) -> Option<Message> {
    Some(msg!("hint-raise", "raise it with {flag}", flag = flag))
}

/// Makes room for `table` to grow to `len` values, or refuses with an error
/// naming the size, before any of it is computed.
pub fn reserve_table(
    table: &mut Vec<Nimber>,
    len: usize,
    name: impl FnOnce() -> String,
) -> Result<()> {
    let refuse = |name: String, limit: Message| Error::LimitExceeded {
        what: msg!("limit-what-table", "the table of {name}", name = name),
        needed: msg!(
            "limit-values-bytes",
            "{count} values ({bytes} bytes)",
            count = len,
            bytes = len as u128 * 8
        ),
        limit,
        hint: None,
    };
    if len > MAX_TABLE_VALUES {
        let limit =
            msg!("limit-table-max", "{count} values a table may hold", count = MAX_TABLE_VALUES);
        return Err(refuse(name(), limit));
    }
    table
        .try_reserve_exact(len.saturating_sub(table.len()))
        .map_err(|_| refuse(name(), allocatable()))
}
