//! The limits every computing command takes (`--max-table`, `--max-search`,
//! `--max-work`, `--max-memory`), and the memory this process may use, read
//! from the system by the service (`grundy_service::memory`): the smaller of
//! the memory available and what the address-space limit (`ulimit -v`)
//! leaves.

use grundy::{Limits, Message};

use grundy_service::Problem;

use crate::count;

#[derive(Debug, Clone, clap::Args)]
pub struct LimitArgs {
    /// The most values one table may hold
    #[arg(long, value_name = "N", default_value_t = Limits::default().max_table, value_parser = count::parse::<usize>)]
    pub max_table: usize,
    /// The most steps any exact search may take (each position expanded and
    /// the components of its options: misère sums, boards, positions of
    /// pairs), and the most options checked to list one component's moves
    #[arg(long, value_name = "N", default_value_t = Limits::default().max_search, value_parser = count::parse::<u64>)]
    pub max_search: u64,
    /// The most steps computing one ruleset's values may take (option
    /// values checked; about 10^9 a second): its table, or the search for a
    /// proved period that values heaps past the table
    #[arg(long, value_name = "N", default_value_t = Limits::default().max_work, value_parser = count::parse::<u64>)]
    pub max_work: u64,
    /// The most memory a table or a search may hold, in bytes, or with a
    /// suffix K, M or G (powers of 1024) [default: half of the memory
    /// available, at most 4G]
    #[arg(long, value_name = "BYTES", value_parser = grundy_service::memory::parse_bytes)]
    pub max_memory: Option<u64>,
}

impl LimitArgs {
    /// The engine's limits: these, with the memory limit read from the
    /// system when none was given.
    pub fn limits(&self) -> Limits {
        let max_memory = self.max_memory.unwrap_or_else(grundy_service::memory::default_max_memory);
        Limits {
            max_table: self.max_table,
            max_search: self.max_search,
            max_memory,
            max_work: self.max_work,
            observer: grundy::progress::Observer::NONE,
            deadline: None,
        }
    }
}

/// The bytes this process may still allocate (the service's
/// [`grundy_service::memory::available_memory`], which the Python package
/// reads too).
pub fn available_memory() -> Option<u64> {
    grundy_service::memory::available_memory()
}

/// Refuses, before computing, `bytes` of memory that would not fit in what
/// is available now; `what` says what they are for and `lower` how to ask
/// for less.
pub fn check_available(what: &str, bytes: u64, lower: &str) -> Result<(), Problem> {
    match available_memory() {
        Some(available) if bytes > available => Err(Problem::bad_input(Message::plain(format!(
            "{what} needs at least {} MB, more than the {} MB of memory available; {lower}",
            bytes.div_ceil(1 << 20),
            available >> 20
        )))),
        _ => Ok(()),
    }
}
