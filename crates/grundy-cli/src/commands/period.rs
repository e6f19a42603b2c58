//! `grundy period`: compute until the period is proved (the service's
//! [`grundy_service::period`]), watched at a terminal: a progress bar on
//! standard error, checkpoint files, and Ctrl-C.

use std::io::Write;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use grundy::period::PeriodProgress;
use grundy::rulesets::octal::{Sequence, Store};
use grundy::Limits;
use grundy_service::{period, Format, Problem};
use indicatif::{ProgressBar, ProgressStyle};

use crate::checkpoint;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The ruleset, e.g. "subtract(1,3,4)"
    ruleset: String,
    /// The most values to compute before giving up [default: take-and-break
    /// games go on while a proof may still come within --max-work and the
    /// memory (at most --max-memory); other rulesets stop at 16777216]
    #[arg(long, value_name = "N")]
    limit: Option<u64>,
    /// The most steps the values may take (option values checked; about
    /// 10^9 a second)
    #[arg(long, value_name = "N", default_value_t = DEFAULT_WORK)]
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
    /// Seconds between checkpoints
    #[arg(long, value_name = "SECONDS", default_value_t = 60, requires = "checkpoint")]
    checkpoint_every: u64,
}

/// The default `--max-work` of `grundy period`, ten times that of the other
/// commands: long runs are its purpose (a minute or two of computing, with
/// a progress bar; 0.1777's proof, on 4.4·10⁸ values, fits in it).
const DEFAULT_WORK: u64 = 100_000_000_000;

pub fn run(args: Args, out: &mut impl Write) -> anyhow::Result<()> {
    // Take-and-break games' values may take half of the memory available.
    let max_memory = args.max_memory.unwrap_or_else(|| {
        crate::limits::available_memory().map_or(u64::MAX, |available| available / 2)
    });
    let limits = Limits { max_work: args.max_work, max_memory, ..Limits::default() };
    let request = period::Request { ruleset: args.ruleset, limit: args.limit, limits };
    let mut watch = Terminal {
        checkpoint: args.checkpoint,
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
    ) -> Result<Option<Store>, Problem> {
        if let Some(limit) = limit {
            check_memory(name, limit)?;
        }
        let stored = match &self.checkpoint {
            Some(path) => checkpoint::load(path, name)?,
            None => None,
        };
        self.interrupted = Some(crate::interrupt::install());
        self.bar = ProgressBar::new(limit.unwrap_or(u64::MAX).min(max_bytes));
        self.bar.set_style(
            ProgressStyle::with_template(
                "{msg} {wide_bar} {human_pos}/{human_len} values, {per_sec}, ETA {eta}",
            )
            .expect("a valid template"),
        );
        self.bar.set_message(name.to_string());
        self.name = name.to_string();
        self.saved = Instant::now();
        Ok(stored)
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
        if let (Some(path), Some(values)) = (&self.checkpoint, values) {
            if self.saved.elapsed() >= self.every {
                checkpoint::save(path, &self.name, values.values())
                    .map_err(|e| grundy::Error::Unsupported(e.message().clone()))?;
                self.saved = Instant::now();
            }
        }
        Ok(())
    }

    fn finish(&mut self, name: &str, values: Option<&Sequence>) -> Result<(), Problem> {
        self.bar.finish_and_clear();
        match (&self.checkpoint, values) {
            (Some(path), Some(values)) => checkpoint::save(path, name, values.values()),
            _ => Ok(()),
        }
    }

    fn keeps_values(&self) -> bool {
        self.checkpoint.is_some()
    }
}

/// Refuses, before computing, a run whose values (one byte each at least)
/// would not fit in the memory available now.
fn check_memory(name: &str, limit: u64) -> Result<(), Problem> {
    let what = format!("computing up to {limit} values of {name} (a byte per value)");
    crate::limits::check_available(&what, limit, "lower --limit")
}
