//! `--jobs`: the threads of one long computation (a take-and-break game's
//! values: `period`, `table`, and `census` when it has fewer codes at once
//! than jobs). The values, proofs and stops do not depend on it; see
//! `rulesets/octal/speculate.rs` for how the threads share a sequence.

use anyhow::Context;
use grundy::Message;
use grundy_service::Problem;

/// The most threads `--jobs` starts.
pub const MAX_JOBS: usize = 256;

/// The cores this process may use (its affinity and its control group's
/// CPU quota respected, as `std::thread::available_parallelism` reads them).
pub fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, std::num::NonZero::get)
}

/// `--jobs N`, or the cores; refused outside 1..=[`MAX_JOBS`], naming the
/// command.
pub fn resolve(command: &str, jobs: Option<usize>) -> anyhow::Result<usize> {
    let jobs = jobs.unwrap_or_else(cores);
    if !(1..=MAX_JOBS).contains(&jobs) {
        return Err(Problem::bad_input(Message::plain(format!(
            "{command}: --jobs must be 1 to {MAX_JOBS}, not {jobs}"
        )))
        .into());
    }
    Ok(jobs)
}

/// Makes the process's thread pool `jobs` threads (the engine computes a
/// sequence on the threads of the current pool).
pub fn use_threads(command: &str, jobs: Option<usize>) -> anyhow::Result<()> {
    let jobs = resolve(command, jobs)?;
    rayon::ThreadPoolBuilder::new()
        .num_threads(jobs)
        .build_global()
        .with_context(|| format!("{command}: starting {jobs} threads"))
}
