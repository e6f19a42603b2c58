//! `grundy period`: compute until the period is proved.

use std::io::Write;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use grundy::heap::HeapRuleset;
use grundy::period::{compute_period, Evidence, PeriodSearch, PeriodTheorem, Periodicity};
use grundy::rulesets::octal::{
    prove_period, Method, PeriodProgress, PeriodRun, PeriodStop, Sequence,
};
use grundy::rulesets::Octal;
use grundy::{Deadline, Work};
use indicatif::{ProgressBar, ProgressStyle};

use crate::checkpoint;
use crate::input::{explain, BadInput};
use crate::json;

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
    #[arg(long, value_name = "BYTES", value_parser = crate::limits::parse_bytes)]
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

/// Who watches a run: a person at a terminal (a progress bar on standard
/// error, and Ctrl-C stops the run cleanly), or the web playground, whose
/// heavy requests stop at a deadline (its quick ones at counted limits only).
pub enum Watch {
    Terminal,
    Server(Option<Deadline>),
}

impl Args {
    /// The web playground's `/api/v1/period`: JSON, no checkpoint.
    pub fn for_server(ruleset: String, limit: Option<u64>, max_work: u64, max_memory: u64) -> Args {
        Args {
            ruleset,
            limit,
            max_work,
            max_memory: Some(max_memory),
            json: true,
            checkpoint: None,
            checkpoint_every: 60,
        }
    }
}

pub fn run(args: Args, out: &mut impl Write) -> anyhow::Result<()> {
    write(out, &args, Watch::Terminal).map(drop)
}

/// `grundy period`'s text or JSON object, for `args`, watched by `watch`;
/// whether the run stopped at a limit before a proof.
pub fn write(out: &mut impl Write, args: &Args, watch: Watch) -> anyhow::Result<bool> {
    let ruleset =
        grundy::parse_ruleset(&args.ruleset).map_err(|e| explain(e, &args.ruleset, "ruleset"))?;
    let deadline = match &watch {
        Watch::Terminal => None,
        Watch::Server(deadline) => *deadline,
    };
    let take_and_break = grundy::rulesets::parse_take_and_break(&args.ruleset)?;
    let (periodicity, computed, stopped) = match take_and_break {
        Some(octal) => octal_period(&octal, args, &watch)?,
        None if args.checkpoint.is_some() => {
            return Err(BadInput(format!(
            "--checkpoint is for take-and-break games (octal, kayles, …); {} is computed in one go",
            ruleset.name()
        ))
            .into())
        }
        None => {
            let limit = args.limit.map_or(PeriodSearch::default().limit, |l| {
                usize::try_from(l).unwrap_or(usize::MAX)
            });
            let search = PeriodSearch {
                limit,
                max_work: args.max_work,
                deadline,
                ..PeriodSearch::default()
            };
            let report = compute_period(ruleset.as_ref(), search)?;
            let computed = report.values.len() as u64;
            let proved = report.periodicity.is_some_and(|p| p.is_proved());
            let stopped = (!proved && computed >= limit as u64)
                .then(|| format!("Stopped at the limit of {limit} values; raise it with --limit."));
            (report.periodicity, computed, stopped)
        }
    };
    let was_stopped = stopped.is_some();
    if args.json {
        let report = json::Period {
            ruleset: ruleset.name(),
            period: periodicity.map(|p| p.period),
            preperiod: periodicity.map(|p| p.preperiod),
            saltus: periodicity.map(|p| p.saltus),
            proved: periodicity.is_some_and(|p| p.is_proved()),
            proof: periodicity.and_then(proof),
            values_computed: computed,
            stopped,
            summary: describe(periodicity, ruleset.period_theorem()),
        };
        serde_json::to_writer(&mut *out, &report)?;
        writeln!(out)?;
        return Ok(was_stopped);
    }
    writeln!(out, "{}: {} values computed", ruleset.name(), computed)?;
    writeln!(out, "{}", describe(periodicity, ruleset.period_theorem()))?;
    if let Some(stopped) = stopped {
        writeln!(out, "{stopped}")?;
    }
    Ok(was_stopped)
}

/// The period of a take-and-break game by [`prove_period`], with a
/// progress bar on standard error (when it is a terminal), checkpoints,
/// and Ctrl-C: the run stops between two stretches, and the checkpoint is
/// written. Returns the periodicity, the values computed, and why the run
/// stopped without a proof.
fn octal_period(
    octal: &Octal,
    args: &Args,
    watch: &Watch,
) -> anyhow::Result<(Option<Periodicity>, u64, Option<String>)> {
    let name = octal.name();
    let limit = args.limit.unwrap_or(u64::MAX);
    let max_bytes = args.max_memory.unwrap_or_else(|| {
        crate::limits::available_memory().map_or(u64::MAX, |available| available / 2)
    });
    if args.limit.is_some() {
        check_memory(&name, limit)?;
    }
    let mut sequence = match &args.checkpoint {
        Some(path) => match checkpoint::load(path, &name)? {
            Some(store) => Sequence::resume(octal.clone(), store),
            None => Sequence::new(octal.clone()),
        },
        None => Sequence::new(octal.clone()),
    };
    let (interrupted, bar, deadline) = match watch {
        Watch::Terminal => {
            (Some(crate::interrupt::install()), ProgressBar::new(limit.min(max_bytes)), None)
        }
        Watch::Server(deadline) => (None, ProgressBar::hidden(), deadline.as_ref()),
    };
    bar.set_style(
        ProgressStyle::with_template(
            "{msg} {wide_bar} {human_pos}/{human_len} values, {per_sec}, ETA {eta}",
        )
        .expect("a valid template"),
    );
    bar.set_message(name.clone());
    let every = Duration::from_secs(args.checkpoint_every);
    let mut saved = Instant::now();
    let mut on_progress = |sequence: &Sequence, progress: PeriodProgress| -> grundy::Result<()> {
        if interrupted.as_ref().is_some_and(|i| i.load(std::sync::atomic::Ordering::Relaxed)) {
            return Err(grundy::Error::Interrupted);
        }
        if let Some(deadline) = deadline {
            deadline.check(|| format!("the period of {name}"))?;
        }
        bar.set_length(progress.target);
        bar.set_position(progress.computed);
        if let Some((e, p)) = progress.candidate {
            bar.set_message(format!("{name}: period {p} from {e}? proving"));
        }
        if let Some(path) = &args.checkpoint {
            if saved.elapsed() >= every {
                checkpoint::save(path, &name, sequence.values())
                    .map_err(|e| grundy::Error::Unsupported(e.to_string()))?;
                saved = Instant::now();
            }
        }
        Ok(())
    };
    let mut work = Work::new(args.max_work).until(deadline.copied());
    let run = PeriodRun {
        limit,
        max_bytes,
        work: &mut work,
        method: Method::Fast,
        on_progress: &mut on_progress,
    };
    let found = prove_period(&mut sequence, run);
    bar.finish_and_clear();
    if let Some(path) = &args.checkpoint {
        checkpoint::save(path, &name, sequence.values())?;
    }
    let found = found?;
    let stopped = found.stopped.map(|stop| match stop {
        PeriodStop::Limit => format!("Stopped at the limit of {limit} values; raise it with --limit."),
        PeriodStop::Memory => format!(
            "Stopped at the memory limit of {max_bytes} bytes (half of the memory available, unless --max-memory says otherwise): more values would not fit."
        ),
        PeriodStop::Work => format!(
            "Stopped at the work limit of {} steps (option values checked); raise it with --max-work{}.",
            args.max_work,
            match args.checkpoint {
                Some(_) => ", and the run resumes from the checkpoint",
                None => ", and keep the values with --checkpoint",
            }
        ),
    });
    Ok((found.periodicity, sequence.len(), stopped))
}

/// Refuses, before computing, a run whose values (one byte each at least)
/// would not fit in the memory available now.
fn check_memory(name: &str, limit: u64) -> anyhow::Result<()> {
    let what = format!("computing up to {limit} values of {name} (a byte per value)");
    Ok(crate::limits::check_available(&what, limit, "lower --limit")?)
}

/// Why a periodicity holds for every heap, or `None` when it was only observed.
pub fn proof(periodicity: Periodicity) -> Option<String> {
    match periodicity.evidence {
        Evidence::ClosedForm => Some("it follows from the ruleset's closed form".to_string()),
        Evidence::Theorem { theorem, values_used } => Some(format!(
            "checked on G(0..{values_used}) by the theorem for {}",
            theorem.describe()
        )),
        Evidence::Observed => None,
    }
}

/// A sentence about a periodicity, for `grundy period` and `grundy table`.
pub fn describe(periodicity: Option<Periodicity>, theorem: Option<PeriodTheorem>) -> String {
    let Some(p) = periodicity else {
        return "No period shows in these values.".to_string();
    };
    let saltus = if p.saltus > 0 {
        format!(", adding {} each period (arithmetic periodicity)", p.saltus)
    } else {
        String::new()
    };
    let shape = format!("period {} from heap {}{saltus}", p.period, p.preperiod);
    if let Some(proof) = proof(p) {
        return format!("Proved: {shape}; {proof}.");
    }
    match theorem {
        Some(theorem) if p.saltus > 0 && !theorem.allows_saltus() => format!(
            "Observed, not proved: {shape}; the periodicity theorem for this ruleset proves ordinary periods only, and none for arithmetic periodicity is implemented."
        ),
        Some(theorem) => format!(
            "Observed, not proved: {shape}; the proof needs G(0..{}) ({}).",
            theorem.values_needed(p.preperiod, p.period),
            theorem.describe()
        ),
        None => format!("Observed, not proved: {shape}; no periodicity theorem is implemented for this ruleset."),
    }
}
