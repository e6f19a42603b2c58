//! Values files (`grundy period --values-file FILE`): the values G(0),
//! G(1), … of a take-and-break game as raw little-endian
//! integers of one width (1, 2 or 4 bytes) in FILE, and beside it, in
//! FILE.json, a sidecar saying what they are:
//! `{"ruleset", "count", "width", "sha256", "engine"}`.
//!
//! The checksum is that of the census (`grundy_service::census`): SHA-256
//! of the values each as four bytes, little-endian, whatever the file's
//! width, so it stays the same when the file is widened and can be compared
//! with a census row or an in-memory run. The sidecar is written by a
//! temporary file and a rename after the values it describes are on disk,
//! so it never describes values the file does not hold; values past its
//! count (a run killed after writing them) are ignored on resume.

use std::fs::{File, OpenOptions};
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

use std::sync::{Arc, Mutex};

use grundy::rulesets::octal::{Reader, Spill};
use grundy::Message;
use grundy_service::census::ValuesChecksum;
use grundy_service::shapes::ValuesSidecar as Sidecar;
use grundy_service::Problem;

/// An open values file, appended to and read back.
pub struct ValuesFile {
    file: File,
    path: PathBuf,
    ruleset: String,
    width: u8,
    count: u64,
    hash: ValuesChecksum,
}

fn bad(text: String) -> Problem {
    Problem::bad_input(Message::plain(text))
}

fn sidecar_path(path: &Path) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(".json");
    PathBuf::from(name)
}

impl ValuesFile {
    /// A new values file of `ruleset`, one byte a value to begin with;
    /// refused when FILE or its sidecar exists.
    pub fn create(path: &Path, ruleset: &str) -> Result<ValuesFile, Problem> {
        let sidecar = sidecar_path(path);
        if sidecar.exists() {
            return Err(bad(format!(
                "values file {}: {} exists; resume from it, or give another file",
                path.display(),
                sidecar.display()
            )));
        }
        let file =
            OpenOptions::new().read(true).write(true).create_new(true).open(path).map_err(|e| {
                bad(format!("values file {}: cannot create it: {e}", path.display()))
            })?;
        let mut values = ValuesFile {
            file,
            path: path.to_path_buf(),
            ruleset: ruleset.to_string(),
            width: 1,
            count: 0,
            hash: ValuesChecksum::default(),
        };
        values.write_sidecar()?;
        Ok(values)
    }

    /// The values file at `path`, of `ruleset`, to resume: its sidecar must
    /// name `ruleset` and this engine, the file must hold at least `count`
    /// values of `width`, and their checksum must be the sidecar's (one
    /// pass over the file). Values past `count` are dropped.
    pub fn open(path: &Path, ruleset: &str) -> Result<ValuesFile, Problem> {
        let sidecar_path = sidecar_path(path);
        let what = |e: &dyn std::fmt::Display| bad(format!("values file {}: {e}", path.display()));
        let text = std::fs::read_to_string(&sidecar_path)
            .map_err(|e| what(&format!("cannot read {}: {e}", sidecar_path.display())))?;
        let sidecar: Sidecar = serde_json::from_str(&text)
            .map_err(|e| what(&format!("{} is not its sidecar: {e}", sidecar_path.display())))?;
        if sidecar.ruleset != ruleset {
            return Err(what(&format!(
                "it holds the values of {}, not of {ruleset}",
                sidecar.ruleset
            )));
        }
        if sidecar.engine != grundy_service::census::ENGINE {
            return Err(what(&format!(
                "it was written by {}, not {}",
                sidecar.engine,
                grundy_service::census::ENGINE
            )));
        }
        if !matches!(sidecar.width, 1 | 2 | 4) {
            return Err(what(&format!("its sidecar gives width {}, not 1, 2 or 4", sidecar.width)));
        }
        let mut file = OpenOptions::new()
            .read(true)
            .write(true)
            .open(path)
            .map_err(|e| what(&format!("cannot open it: {e}")))?;
        let bytes = sidecar.count * u64::from(sidecar.width);
        let held = file.metadata().map_err(|e| what(&e))?.len();
        if held < bytes {
            return Err(what(&format!(
                "it holds {held} bytes, fewer than the {bytes} bytes of the {} values its sidecar counts: it is damaged",
                sidecar.count
            )));
        }
        let mut values = ValuesFile {
            file: file.try_clone().map_err(|e| what(&e))?,
            path: path.to_path_buf(),
            ruleset: ruleset.to_string(),
            width: sidecar.width,
            count: 0,
            hash: ValuesChecksum::default(),
        };
        // One pass: the checksum of the values the sidecar counts.
        file.seek(SeekFrom::Start(0)).map_err(|e| what(&e))?;
        let mut reader = std::io::BufReader::with_capacity(1 << 20, file.take(bytes));
        // Room past the read for the rest of a value split across two reads.
        let mut buffer = vec![0u8; (1 << 20) + 4];
        loop {
            let read = reader.read(&mut buffer[..1 << 20]).map_err(|e| what(&e))?;
            if read == 0 {
                break;
            }
            let whole = read - read % usize::from(sidecar.width);
            if whole != read {
                // A value split across two reads: read the rest of it.
                let rest = usize::from(sidecar.width) - (read - whole);
                reader.read_exact(&mut buffer[read..read + rest]).map_err(|e| what(&e))?;
                values.hash_bytes(&buffer[..read + rest]);
            } else {
                values.hash_bytes(&buffer[..read]);
            }
        }
        if values.hash.hex() != sidecar.sha256 {
            return Err(what(&"its values do not have the checksum of its sidecar: it is damaged"));
        }
        values.file.set_len(bytes).map_err(|e| what(&e))?;
        values.file.seek(SeekFrom::End(0)).map_err(|e| what(&e))?;
        Ok(values)
    }

    /// Counts the values of `bytes` (whole values of the file's width) into
    /// the checksum.
    fn hash_bytes(&mut self, bytes: &[u8]) {
        for value in bytes.chunks_exact(usize::from(self.width)) {
            let mut four = [0u8; 4];
            four[..value.len()].copy_from_slice(value);
            self.hash.add(u32::from_le_bytes(four));
        }
        self.count += (bytes.len() / usize::from(self.width)) as u64;
    }

    /// How many values the file holds.
    pub fn count(&self) -> u64 {
        self.count
    }

    /// The bytes a value takes in the file.
    pub fn width(&self) -> u8 {
        self.width
    }

    /// Appends `values`, widening the file first when one does not fit.
    pub fn append(&mut self, values: &[u32]) -> Result<(), Problem> {
        let max = values.iter().copied().max().unwrap_or(0);
        let needed = match max {
            0..=0xff => 1,
            0x100..=0xffff => 2,
            _ => 4,
        };
        if needed > self.width {
            self.widen(needed)?;
        }
        let width = usize::from(self.width);
        let mut bytes = Vec::with_capacity(values.len() * width);
        for &value in values {
            bytes.extend_from_slice(&value.to_le_bytes()[..width]);
        }
        self.file.write_all(&bytes).map_err(|e| self.cannot_write(e))?;
        self.hash_bytes(&bytes);
        Ok(())
    }

    /// Rewrites the file `width` bytes a value: into a new file beside it,
    /// renamed over it. The checksum does not change.
    fn widen(&mut self, width: u8) -> Result<(), Problem> {
        let mut wider = self.path.clone().into_os_string();
        wider.push(".wider");
        let wider = PathBuf::from(wider);
        let mut out = File::create(&wider).map_err(|e| self.cannot_write(e))?;
        let mut chunk = vec![0u32; 1 << 16];
        let mut from = 0;
        while from < self.count {
            let count = chunk.len().min(usize::try_from(self.count - from).unwrap_or(usize::MAX));
            self.read(from, &mut chunk[..count])?;
            let mut bytes = Vec::with_capacity(count * usize::from(width));
            for &value in &chunk[..count] {
                bytes.extend_from_slice(&value.to_le_bytes()[..usize::from(width)]);
            }
            out.write_all(&bytes).map_err(|e| self.cannot_write(e))?;
            from += count as u64;
        }
        out.sync_all().map_err(|e| self.cannot_write(e))?;
        std::fs::rename(&wider, &self.path).map_err(|e| self.cannot_write(e))?;
        self.file = OpenOptions::new()
            .read(true)
            .write(true)
            .open(&self.path)
            .map_err(|e| self.cannot_write(e))?;
        self.file.seek(SeekFrom::End(0)).map_err(|e| self.cannot_write(e))?;
        self.width = width;
        self.write_sidecar()
    }

    /// G(from), … into `out`, read from the file.
    pub fn read(&mut self, from: u64, out: &mut [u32]) -> Result<(), Problem> {
        let width = usize::from(self.width);
        let mut bytes = vec![0u8; out.len() * width];
        let read_at = |file: &File, bytes: &mut [u8]| {
            #[cfg(unix)]
            {
                use std::os::unix::fs::FileExt;
                file.read_exact_at(bytes, from * width as u64)
            }
            #[cfg(not(unix))]
            {
                let mut file = file;
                file.seek(SeekFrom::Start(from * width as u64)).and_then(|_| file.read_exact(bytes))
            }
        };
        read_at(&self.file, &mut bytes).map_err(|e| {
            bad(format!("values file {}: cannot read it: {e}", self.path.display()))
        })?;
        for (slot, value) in out.iter_mut().zip(bytes.chunks_exact(width)) {
            let mut four = [0u8; 4];
            four[..width].copy_from_slice(value);
            *slot = u32::from_le_bytes(four);
        }
        Ok(())
    }

    /// Writes the sidecar for the values written so far, after they are on
    /// disk.
    pub fn write_sidecar(&mut self) -> Result<(), Problem> {
        self.file.sync_data().map_err(|e| self.cannot_write(e))?;
        let sidecar = Sidecar {
            ruleset: self.ruleset.clone(),
            count: self.count,
            width: self.width,
            sha256: self.hash.hex(),
            engine: grundy_service::census::ENGINE.to_string(),
        };
        let path = sidecar_path(&self.path);
        let mut partial = path.clone().into_os_string();
        partial.push(".partial");
        let partial = PathBuf::from(partial);
        let text = serde_json::to_string(&sidecar).expect("a sidecar serializes") + "\n";
        std::fs::write(&partial, text)
            .and_then(|()| std::fs::rename(&partial, &path))
            .map_err(|e| self.cannot_write(e))
    }

    fn cannot_write(&self, e: std::io::Error) -> Problem {
        bad(format!("values file {}: cannot write it: {e}", self.path.display()))
    }
}

/// A values file shared between the engine, which writes and reads its
/// values ([`Spill`]), and the front end, which writes its sidecar.
#[derive(Clone)]
pub struct Shared(Arc<Mutex<ValuesFile>>);

impl Shared {
    pub fn new(file: ValuesFile) -> Shared {
        Shared(Arc::new(Mutex::new(file)))
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, ValuesFile> {
        // A panic while holding it ends the run anyway.
        self.0.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Writes the sidecar for the values written so far.
    pub fn commit(&self) -> Result<(), Problem> {
        self.lock().write_sidecar()
    }
}

fn engine_error(problem: Problem) -> grundy::Error {
    grundy::Error::Unsupported(problem.message().clone())
}

impl Reader for Shared {
    fn count(&self) -> u64 {
        self.lock().count()
    }

    fn read(&mut self, from: u64, out: &mut [u32]) -> grundy::Result<()> {
        self.lock().read(from, out).map_err(engine_error)
    }

    fn width(&self) -> u8 {
        self.lock().width()
    }
}

impl Spill for Shared {
    fn append(&mut self, values: &[u32]) -> grundy::Result<()> {
        self.lock().append(values).map_err(engine_error)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch() -> tempfile::TempDir {
        tempfile::Builder::new().prefix("grundy-values-").tempdir().unwrap()
    }

    fn sha256(values: &[u32]) -> String {
        use sha2::{Digest, Sha256};
        let mut hash = Sha256::new();
        for v in values {
            hash.update(v.to_le_bytes());
        }
        hash.finalize().iter().map(|b| format!("{b:02x}")).collect()
    }

    #[test]
    fn values_written_widened_and_read_back() {
        let dir = scratch();
        let path = dir.path().join("g.values");
        let mut file = ValuesFile::create(&path, "kayles").unwrap();
        let values: Vec<u32> =
            (0..70_000).map(|n| (n * 7919) % 300 + (n / 60_000) * 70_000).collect();
        for part in values.chunks(9_999) {
            file.append(part).unwrap();
        }
        assert_eq!((file.count(), file.width()), (70_000, 4));
        file.write_sidecar().unwrap();
        let mut back = vec![0u32; values.len()];
        file.read(0, &mut back).unwrap();
        assert_eq!(back, values);
        let sidecar: Sidecar =
            serde_json::from_str(&std::fs::read_to_string(sidecar_path(&path)).unwrap()).unwrap();
        assert_eq!(sidecar.sha256, sha256(&values));
        assert_eq!(std::fs::metadata(&path).unwrap().len(), 70_000 * 4);
        drop(file);
        // Resumed: the same values, and more after them.
        let mut again = ValuesFile::open(&path, "kayles").unwrap();
        assert_eq!(again.count(), 70_000);
        again.append(&[5, 6]).unwrap();
        let mut tail = [0u32; 3];
        again.read(69_999, &mut tail).unwrap();
        assert_eq!(tail, [values[69_999], 5, 6]);
    }

    #[test]
    fn damaged_files_and_sidecars_are_refused() {
        let dir = scratch();
        let path = dir.path().join("g.values");
        let mut file = ValuesFile::create(&path, "kayles").unwrap();
        file.append(&(0..1000).map(|n| n % 7).collect::<Vec<_>>()).unwrap();
        file.write_sidecar().unwrap();
        // Values written after the sidecar (a run killed then) are dropped.
        file.append(&[1, 2, 3]).unwrap();
        drop(file);
        assert_eq!(ValuesFile::open(&path, "kayles").unwrap().count(), 1000);
        assert_eq!(std::fs::metadata(&path).unwrap().len(), 1000);
        let refused = |why: &str| {
            let error = ValuesFile::open(&path, "kayles").err().expect("refused");
            assert!(error.detail().contains(why), "{why}: {}", error.detail());
        };
        assert!(ValuesFile::open(&path, "dawson")
            .err()
            .unwrap()
            .detail()
            .contains("not of dawson"));
        let mut bytes = std::fs::read(&path).unwrap();
        bytes[500] ^= 1;
        std::fs::write(&path, &bytes).unwrap();
        refused("do not have the checksum");
        std::fs::write(&path, &bytes[..900]).unwrap();
        refused("fewer than the 1000 bytes");
        std::fs::write(sidecar_path(&path), "{\"ruleset\": 3}").unwrap();
        refused("is not its sidecar");
        assert!(ValuesFile::create(&path, "kayles").err().unwrap().detail().contains("exists"));
    }
}
