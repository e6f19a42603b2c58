//! The memory this process may use, read from the system, and the default
//! `max_memory` every native front end gives the engine: half of it, at
//! most [`Limits::default`]'s 4 GiB. The command line, its server and the
//! Python package all start from it, so that a computation refused for
//! memory in one is refused in the others. Also how a byte count is
//! written ([`parse_bytes`]: `512M`, `2G`), read alike by the command
//! line's `--max-memory` and the Python package's `max_memory`.
//!
//! The one place the service asks the system anything, and only when a
//! front end calls it: MemAvailable from `/proc/meminfo`, less where the
//! address-space limit (`ulimit -v`, `/proc/self/limits`) leaves less room
//! than that beside what the process already maps (`/proc/self/status`),
//! or where the memory limit of the process's control group (a Slurm job's
//! `--mem`, a container's limit: cgroup v2 `memory.max`, v1
//! `memory.limit_in_bytes`) leaves less beside the group's usage.
//! Where there is no `/proc` (another system, or WebAssembly, where
//! reading a file fails at once) it knows nothing, and the default is the
//! engine's 4 GiB. A few small file reads: microseconds.

use std::path::{Path, PathBuf};

use grundy::Limits;

/// The default `max_memory`: half of [`available_memory`], at most
/// [`Limits::default`]'s; the latter where the system says nothing.
pub fn default_max_memory() -> u64 {
    let default = Limits::default().max_memory;
    available_memory().map_or(default, |available| (available / 2).min(default))
}

/// The bytes this process may still allocate: MemAvailable, or less when an
/// address-space limit or the control group's memory limit leaves less
/// room; `None` where the system says none of these.
pub fn available_memory() -> Option<u64> {
    let meminfo = std::fs::read_to_string("/proc/meminfo").ok();
    let available = meminfo.as_deref().and_then(|m| field(m, "MemAvailable:")).map(|k| k * 1024);
    let room = address_space_limit().map(|limit| {
        let status = std::fs::read_to_string("/proc/self/status").ok();
        let used = status.as_deref().and_then(|s| field(s, "VmSize:")).unwrap_or(0) * 1024;
        limit.saturating_sub(used)
    });
    let group = std::fs::read_to_string("/proc/self/cgroup").ok();
    let group = group.and_then(|g| cgroup_room(&g, Path::new("/sys/fs/cgroup")));
    [available, room, group].into_iter().flatten().min()
}

/// The room left under the memory limit of the control group that
/// `proc_cgroup` (the text of `/proc/self/cgroup`) names, with the
/// hierarchies mounted at `root`: the limit less the usage, for cgroup v2
/// (`memory.max`, `memory.current`) or v1 (`memory.limit_in_bytes`,
/// `memory.usage_in_bytes`), read in the group's folder or, where that is
/// not seen (a container sees its own group as the root), in the root of
/// the hierarchy. `None` without a limit (`max`) or without the files.
fn cgroup_room(proc_cgroup: &str, root: &Path) -> Option<u64> {
    let number = |path: PathBuf| std::fs::read_to_string(path).ok()?.trim().parse::<u64>().ok();
    for line in proc_cgroup.lines() {
        let mut parts = line.splitn(3, ':');
        let (Some(_), Some(controllers), Some(group)) = (parts.next(), parts.next(), parts.next())
        else {
            continue;
        };
        let (mount, limit, usage) = match controllers {
            "" => (root.to_path_buf(), "memory.max", "memory.current"),
            c if c.split(',').any(|c| c == "memory") => {
                (root.join("memory"), "memory.limit_in_bytes", "memory.usage_in_bytes")
            }
            _ => continue,
        };
        for folder in [mount.join(group.trim_start_matches('/')), mount] {
            if let Some(limit) = number(folder.join(limit)) {
                return Some(limit.saturating_sub(number(folder.join(usage)).unwrap_or(0)));
            }
        }
    }
    None
}

/// A number of bytes as the command line's `--max-memory` takes it: digits,
/// with an optional suffix K, M or G (powers of 1024, either case), spaces
/// around ignored (`"512M"`, `"2g"`, `"500000000"`); the message says what
/// was expected, or that the number passes 2⁶⁴. O(length of `text`).
pub fn parse_bytes(text: &str) -> Result<u64, String> {
    let expected = "expected a number of bytes such as 500000000, 512M or 2G";
    let trimmed = text.trim();
    let (digits, shift) = match trimmed.char_indices().last() {
        Some((at, 'k' | 'K')) => (&trimmed[..at], 10),
        Some((at, 'm' | 'M')) => (&trimmed[..at], 20),
        Some((at, 'g' | 'G')) => (&trimmed[..at], 30),
        _ => (trimmed, 0),
    };
    let number: u64 = digits.parse().map_err(|_| format!("{expected}, found `{text}`"))?;
    number.checked_mul(1 << shift).ok_or_else(|| format!("{text} bytes is more than 2^64"))
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
    use super::{cgroup_room, default_max_memory, field, parse_bytes};

    #[test]
    fn fields_of_proc_files_are_read() {
        let meminfo = "MemTotal:       24000000 kB\nMemAvailable:   12345 kB\n";
        assert_eq!(field(meminfo, "MemAvailable:"), Some(12345));
        assert_eq!(field(meminfo, "VmSize:"), None);
        assert_eq!(field("MemAvailable: lots kB", "MemAvailable:"), None);
    }

    /// Control groups as Slurm and containers set them, in a folder laid
    /// out as `/sys/fs/cgroup` is.
    #[test]
    fn the_room_under_a_control_groups_limit() {
        let root = tempfile::tempdir().unwrap();
        let write = |path: &str, text: &str| {
            let path = root.path().join(path);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, text).unwrap();
        };
        // cgroup v2: a job's group with 3 GiB, 1 GiB used.
        write("slurm/job_7/memory.max", "3221225472\n");
        write("slurm/job_7/memory.current", "1073741824\n");
        assert_eq!(cgroup_room("0::/slurm/job_7\n", root.path()), Some(2 << 30));
        // No limit.
        write("open/memory.max", "max\n");
        assert_eq!(cgroup_room("0::/open\n", root.path()), None);
        // cgroup v1, the group seen as the root of the hierarchy (a
        // container), and the v2 line of a hybrid system without memory.
        write("memory/memory.limit_in_bytes", "2147483648\n");
        write("memory/memory.usage_in_bytes", "536870912\n");
        let hybrid = "9:name=systemd:/\n4:memory:/docker/abc\n0::/\n";
        assert_eq!(cgroup_room(hybrid, root.path()), Some(1536 << 20));
        assert_eq!(cgroup_room("4:cpu:/x\n", root.path()), None);
        assert_eq!(cgroup_room("", root.path()), None);
    }

    #[test]
    fn the_default_is_at_most_four_gibibytes() {
        let memory = default_max_memory();
        assert!(memory > 0 && memory <= grundy::Limits::default().max_memory, "{memory}");
    }

    #[test]
    fn byte_counts_take_suffixes() {
        assert_eq!(parse_bytes("1000"), Ok(1000));
        assert_eq!(parse_bytes("512M"), Ok(512 << 20));
        assert_eq!(parse_bytes("2g"), Ok(2 << 30));
        assert_eq!(parse_bytes(" 3k "), Ok(3 << 10));
        assert!(parse_bytes("2T").is_err());
        assert!(parse_bytes("").is_err());
        assert!(parse_bytes("-1").is_err());
        assert!(parse_bytes("99999999999999999999G").is_err());
        assert!(parse_bytes("17179869184G").is_err());
        assert_eq!(parse_bytes("17179869183G"), Ok(17179869183 << 30));
    }
}
