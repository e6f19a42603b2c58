//! Checkpoints of long take-and-break computations: the values so far in a
//! file, written atomically (a temporary file, then a rename), and read
//! back to resume.
//!
//! Format: one text line `grundy-checkpoint 2 NAME WIDTH COUNT CRC`, then
//! COUNT values of WIDTH bytes each, little-endian; CRC is the CRC-32 of
//! those bytes in hexadecimal, so that a value changed on disk is caught
//! instead of poisoning every later value and period claim.

use std::fs;
use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};

use grundy::rulesets::octal::Store;
use grundy::Message;

use grundy_service::Problem;

const MAGIC: &str = "grundy-checkpoint 2";

/// The values stored in `path` for the ruleset `name`; `None` when the
/// file does not exist yet. A file of another ruleset, or a damaged one, is
/// bad input.
pub fn load(path: &Path, name: &str) -> Result<Option<Store>, Problem> {
    let file = match fs::File::open(path) {
        Ok(file) => file,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(bad(path, format!("cannot be read: {e}"))),
    };
    let mut reader = BufReader::new(file);
    let mut header = String::new();
    reader.read_line(&mut header).map_err(|e| bad(path, format!("cannot be read: {e}")))?;
    let fields: Vec<&str> = header.trim_end().split(' ').collect();
    let expected = format!("a first line `{MAGIC} NAME WIDTH COUNT CRC`");
    if fields.len() == 5 && fields[..2] == ["grundy-checkpoint", "1"] {
        return Err(bad(
            path,
            "was written by an older grundy, without a checksum to verify its values: remove it and compute again".to_string(),
        ));
    }
    let [_, version, stored, width, count, crc] = fields[..] else {
        return Err(bad(path, format!("is not a grundy checkpoint: expected {expected}")));
    };
    if format!("grundy-checkpoint {version}") != MAGIC {
        return Err(bad(path, format!("is not a grundy checkpoint: expected {expected}")));
    }
    if stored != name {
        return Err(bad(
            path,
            format!("holds the values of {stored}, not {name}: use another file, or remove it"),
        ));
    }
    let (Ok(width), Ok(count), Ok(crc)) =
        (width.parse::<usize>(), count.parse::<usize>(), u32::from_str_radix(crc, 16))
    else {
        return Err(bad(path, format!("has a damaged first line: expected {expected}")));
    };
    let mut bytes = Vec::new();
    reader.read_to_end(&mut bytes).map_err(|e| bad(path, format!("cannot be read: {e}")))?;
    if count.checked_mul(width) != Some(bytes.len()) {
        return Err(bad(
            path,
            format!(
                "is damaged: its first line promises {count} values of {width} bytes, but {} bytes follow",
                bytes.len()
            ),
        ));
    }
    if crc32fast::hash(&bytes) != crc {
        return Err(bad(
            path,
            "is damaged: its values do not match their checksum (a value was changed after it was written); remove it and compute again".to_string(),
        ));
    }
    let store = Store::from_le_bytes(width, &bytes)
        .ok_or_else(|| bad(path, format!("has values {width} bytes wide; expected 1, 2 or 4")))?;
    Ok(Some(store))
}

/// Writes `values` of the ruleset `name` to `path`, atomically.
pub fn save(path: &Path, name: &str, values: &Store) -> Result<(), Problem> {
    let temporary = temporary_path(path);
    // The values a part at a time: once for the checksum the first line
    // holds, then to the file.
    let parts = || {
        (0..values.len())
            .step_by(SAVED_PART)
            .map(|from| values.to_le_bytes(from..values.len().min(from + SAVED_PART)))
    };
    let write = || -> std::io::Result<()> {
        let mut crc = crc32fast::Hasher::new();
        parts().for_each(|part| crc.update(&part));
        let crc = crc.finalize();
        let mut file = std::io::BufWriter::new(fs::File::create(&temporary)?);
        writeln!(file, "{MAGIC} {name} {} {} {crc:08x}", values.width(), values.len())?;
        for part in parts() {
            file.write_all(&part)?;
        }
        file.into_inner().map_err(|e| e.into_error())?.sync_all()?;
        fs::rename(&temporary, path)
    };
    write().map_err(|e| bad(path, format!("cannot be written: {e}")))
}

/// Values a checkpoint is written by at a time.
const SAVED_PART: usize = 1 << 20;

fn temporary_path(path: &Path) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(".tmp");
    path.with_file_name(name)
}

fn bad(path: &Path, message: String) -> Problem {
    Problem::bad_input(Message::plain(format!("checkpoint {}: {message}", path.display())))
}
