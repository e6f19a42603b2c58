//! The memory this process may use, read from the system, and the default
//! `max_memory` every native front end gives the engine: half of it, at
//! most [`Limits::default`]'s 4 GiB. The command line, its server and the
//! Python package all start from it, so that a computation refused for
//! memory in one is refused in the others.
//!
//! The one place the service asks the system anything, and only when a
//! front end calls it: MemAvailable from `/proc/meminfo`, less where the
//! address-space limit (`ulimit -v`, `/proc/self/limits`) leaves less room
//! than that beside what the process already maps (`/proc/self/status`).
//! Where there is no `/proc` (another system, or WebAssembly, where
//! reading a file fails at once) it knows nothing, and the default is the
//! engine's 4 GiB. Three small file reads: microseconds.

use grundy::Limits;

/// The default `max_memory`: half of [`available_memory`], at most
/// [`Limits::default`]'s; the latter where the system says nothing.
pub fn default_max_memory() -> u64 {
    let default = Limits::default().max_memory;
    available_memory().map_or(default, |available| (available / 2).min(default))
}

/// The bytes this process may still allocate: MemAvailable, or less when an
/// address-space limit leaves less room; `None` where the system says
/// neither.
pub fn available_memory() -> Option<u64> {
    let meminfo = std::fs::read_to_string("/proc/meminfo").ok();
    let available = meminfo.as_deref().and_then(|m| field(m, "MemAvailable:")).map(|k| k * 1024);
    let room = address_space_limit().map(|limit| {
        let status = std::fs::read_to_string("/proc/self/status").ok();
        let used = status.as_deref().and_then(|s| field(s, "VmSize:")).unwrap_or(0) * 1024;
        limit.saturating_sub(used)
    });
    match (available, room) {
        (Some(a), Some(r)) => Some(a.min(r)),
        (a, r) => a.or(r),
    }
}

/// The number after `name` on its line of a /proc file.
fn field(text: &str, name: &str) -> Option<u64> {
    let line = text.lines().find(|l| l.starts_with(name))?;
    line[name.len()..].split_whitespace().next()?.parse().ok()
}

/// The soft limit on this process's address space (`ulimit -v`), in bytes.
fn address_space_limit() -> Option<u64> {
    let limits = std::fs::read_to_string("/proc/self/limits").ok()?;
    let line = limits.lines().find(|l| l.starts_with("Max address space"))?;
    line["Max address space".len()..].split_whitespace().next()?.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::{default_max_memory, field};

    #[test]
    fn fields_of_proc_files_are_read() {
        let meminfo = "MemTotal:       24000000 kB\nMemAvailable:   12345 kB\n";
        assert_eq!(field(meminfo, "MemAvailable:"), Some(12345));
        assert_eq!(field(meminfo, "VmSize:"), None);
        assert_eq!(field("MemAvailable: lots kB", "MemAvailable:"), None);
    }

    #[test]
    fn the_default_is_at_most_four_gibibytes() {
        let memory = default_max_memory();
        assert!(memory > 0 && memory <= grundy::Limits::default().max_memory, "{memory}");
    }
}
