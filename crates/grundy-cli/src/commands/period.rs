//! `grundy period`: compute until the period is proved (the service's
//! [`grundy_service::period`]), watched at a terminal: a progress bar on
//! standard error, checkpoint files, and Ctrl-C.

use std::io::Write;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use grundy::period::PeriodProgress;
use grundy::rulesets::octal::Sequence;
use grundy::Limits;
use grundy_service::{period, Format, Problem};
use indicatif::{ProgressBar, ProgressStyle};

use crate::checkpoint;
use crate::count;
use crate::values_file::{Shared, ValuesFile};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The ruleset, e.g. "subtract(1,3,4)"
    ruleset: String,
    /// The most values to compute before giving up [default: take-and-break
    /// games go on while a proof may still come within --max-work and the
    /// memory (at most --max-memory); other rulesets stop at 16777216]
    #[arg(long, value_name = "N", value_parser = count::parse::<u64>)]
    limit: Option<u64>,
    /// The most steps the values may take (option values checked; about
    /// 10^9 a second)
    #[arg(long, value_name = "N", default_value_t = DEFAULT_WORK, value_parser = count::parse::<u64>)]
    max_work: u64,
    /// The most memory the values may take, in bytes, or with a suffix K,
    /// M or G [default: half of the memory available]
    #[arg(long, value_name = "BYTES", value_parser = grundy_service::memory::parse_bytes)]
    max_memory: Option<u64>,
    /// Print one JSON object instead of text
    #[arg(long)]
    json: bool,
    /// Take-and-break games: keep the values computed in FILE, every
    /// minute, at the end and on Ctrl-C, and resume from it when it exists
    #[arg(long, value_name = "FILE")]
    checkpoint: Option<PathBuf>,
    /// Seconds between checkpoints (and between updates of the values
    /// file's sidecar)
    #[arg(long, value_name = "SECONDS", default_value_t = 60, value_parser = count::parse::<u64>)]
    checkpoint_every: u64,
    /// Take-and-break games: write every value to FILE as it is computed
    /// (raw integers of 1, 2 or 4 bytes, little-endian, with FILE.json
    /// saying what they are), holding in memory only the first and the
    /// latest values, and resume from FILE when it exists: for sequences
    /// longer than memory
    #[arg(long, value_name = "FILE", conflicts_with = "checkpoint")]
    values_file: Option<PathBuf>,
    /// With --values-file: the most memory the values held (and the list of
    /// rare heaps) may take, in bytes or with a suffix K, M or G; a third of
    /// it holds the first values (of two bytes), an eighth of that the
    /// latest
    #[arg(long, value_name = "BYTES", value_parser = grundy_service::memory::parse_bytes, default_value = "256M", requires = "values_file")]
    values_memory: u64,
    /// Threads computing a take-and-break game's values [default: the
    /// cores]; the values do not depend on it
    #[arg(long, value_name = "N", value_parser = crate::count::parse::<usize>)]
    jobs: Option<usize>,
}

/// The default `--max-work` of `grundy period`, ten times that of the other
/// commands: long runs are its purpose (a minute or two of computing, with
/// a progress bar; 0.1777's proof, on 4.4·10⁸ values, fits in it).
const DEFAULT_WORK: u64 = 100_000_000_000;

pub fn run(args: Args, out: &mut impl Write) -> anyhow::Result<()> {
    crate::jobs::use_threads("period", args.jobs)?;
    // Take-and-break games' values may take half of the memory available.
    let max_memory = args.max_memory.unwrap_or_else(|| {
        crate::limits::available_memory().map_or(u64::MAX, |available| available / 2)
    });
    let limits = Limits { max_work: args.max_work, max_memory, ..Limits::default() };
    let request = period::Request {
        ruleset: args.ruleset,
        limit: args.limit,
        limits,
        files: grundy_service::FileAccess::local(),
        ..Default::default()
    };
    let values = args.values_file.map(|path| (path, args.values_memory));
    let mut watch = Terminal {
        checkpoint: args.checkpoint,
        values,
        file: None,
        every: Duration::from_secs(args.checkpoint_every),
        saved: Instant::now(),
        interrupted: None,
        bar: ProgressBar::hidden(),
        name: String::new(),
    };
    period::answer(&request, &mut watch, Format::json(args.json), out)?;
    Ok(())
}

/// A take-and-break game's run watched at a terminal: a progress bar on
/// standard error (when it is a terminal), checkpoints every `every` and
/// at the end, and Ctrl-C, which stops the run between two stretches (the
/// checkpoint is written).
struct Terminal {
    checkpoint: Option<PathBuf>,
    /// `--values-file` and `--values-memory`.
    values: Option<(PathBuf, u64)>,
    /// The values file, once open.
    file: Option<Shared>,
    every: Duration,
    saved: Instant,
    interrupted: Option<Arc<AtomicBool>>,
    bar: ProgressBar,
    name: String,
}

impl period::Watch for Terminal {
    fn start(
        &mut self,
        name: &str,
        limit: Option<u64>,
        max_bytes: u64,
    ) -> Result<period::Values, Problem> {
        let values = match &self.values {
            Some((path, bytes)) => {
                let what =
                    format!("holding the first and latest values of {name} (--values-memory)");
                crate::limits::check_available(&what, *bytes, "lower --values-memory")?;
                let file = match path.exists() {
                    true => ValuesFile::open(path, name)?,
                    false => ValuesFile::create(path, name)?,
                };
                let shared = Shared::new(file);
                self.file = Some(shared.clone());
                period::Values::Spill { out: Box::new(shared), bytes: *bytes }
            }
            None => {
                if let Some(limit) = limit {
                    check_memory(name, limit)?;
                }
                match &self.checkpoint {
                    Some(path) => period::Values::Memory(checkpoint::load(path, name)?),
                    None => period::Values::Memory(None),
                }
            }
        };
        self.interrupted = Some(crate::interrupt::install());
        let most = match self.values {
            Some(_) => u64::MAX,
            None => max_bytes,
        };
        self.bar = ProgressBar::new(limit.unwrap_or(u64::MAX).min(most));
        self.bar.set_style(
            ProgressStyle::with_template(
                "{msg} {wide_bar} {human_pos}/{human_len} values, {per_sec}, ETA {eta}",
            )
            .expect("a valid template"),
        );
        self.bar.set_message(name.to_string());
        self.name = name.to_string();
        self.saved = Instant::now();
        Ok(values)
    }

    fn progress(
        &mut self,
        values: Option<&Sequence>,
        progress: PeriodProgress,
    ) -> grundy::Result<()> {
        if self.interrupted.as_ref().is_some_and(|i| i.load(Ordering::Relaxed)) {
            return Err(grundy::Error::Interrupted);
        }
        self.bar.set_length(progress.target);
        self.bar.set_position(progress.computed);
        if let Some((e, p)) = progress.candidate {
            self.bar.set_message(format!("{}: period {p} from {e}? proving", self.name));
        }
        if self.saved.elapsed() >= self.every {
            self.save(values).map_err(|e| grundy::Error::Unsupported(e.message().clone()))?;
            self.saved = Instant::now();
        }
        Ok(())
    }

    fn finish(&mut self, _name: &str, values: Option<&Sequence>) -> Result<(), Problem> {
        self.bar.finish_and_clear();
        self.save(values)
    }

    fn keeps_values(&self) -> bool {
        self.checkpoint.is_some() || self.values.is_some()
    }
}

impl Terminal {
    /// Writes the checkpoint, or the values file's sidecar (its values are
    /// written as they are computed).
    fn save(&mut self, values: Option<&Sequence>) -> Result<(), Problem> {
        if let Some(file) = &self.file {
            return file.commit();
        }
        match (&self.checkpoint, values) {
            (Some(path), Some(values)) => checkpoint::save(path, &self.name, values.values()),
            _ => Ok(()),
        }
    }
}

/// Refuses, before computing, a run whose values (one byte each at least)
/// would not fit in the memory available now.
fn check_memory(name: &str, limit: u64) -> Result<(), Problem> {
    let what = format!("computing up to {limit} values of {name} (a byte per value)");
    crate::limits::check_available(&what, limit, "lower --limit")
}
