//! `grundy period`: a ruleset's values computed until their period is
//! proved, or a budget runs out; the JSON of `/api/v1/period`.
//!
//! Take-and-break games go through the engine's `prove_period`, watched by
//! the front end's [`Watch`] (the command line's progress bar, its
//! checkpoint files and Ctrl-C); other rulesets through `compute_period`.

use std::io::Write;

use grundy::heap::HeapRuleset;
use grundy::period::{
    compute_period, compute_period_watched, Evidence, PeriodProgress, PeriodSearch, PeriodTheorem,
    Periodicity,
};
use grundy::rulesets::octal::{
    prove_period, Method, PeriodRun, PeriodStop, Sequence, Spill, Store,
};
use grundy::rulesets::Octal;
use grundy::{msg, Limits, Work};
use serde::Deserialize;

use crate::i18n::{text, Audience, Lang};
use crate::reasons::{self, say};
use crate::{args, shapes, Format, Problem};

/// `grundy period`: a ruleset, and how far to go.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Request {
    /// The ruleset, e.g. `kayles` or `subtract(1,3,4)`.
    pub ruleset: String,
    /// The most values to compute before giving up. Without it,
    /// take-and-break games go on while a proof may still come within
    /// `limits.max_work` and `limits.max_memory`; other rulesets stop at
    /// 16,777,216 values.
    #[serde(default)]
    pub limit: Option<u64>,
    /// The run's budget: `max_work` (steps: option values checked),
    /// `max_memory` (bytes of values, for take-and-break games) and the
    /// `deadline`; the other limits are not used.
    #[serde(skip)]
    pub limits: Limits,
    /// Where a rule file named in the ruleset (`rule(FILE)`) is read.
    #[serde(skip)]
    pub files: crate::FileAccess,
    /// Whom the sentences are for: the command line in English by default.
    #[serde(skip)]
    pub audience: Audience,
}

/// Who watches a run: a person at a terminal (a progress bar, checkpoints,
/// Ctrl-C), a Python caller (its progress bar, Ctrl-C), or nobody
/// ([`Unwatched`]). Only a take-and-break game's run has a [`Sequence`] of
/// values to keep.
pub trait Watch {
    /// Before computing the values of `name`, up to `limit` values (when
    /// given) in `max_bytes`: where the values are kept, and those to
    /// resume from (only a take-and-break game's run asks).
    fn start(
        &mut self,
        _name: &str,
        _limit: Option<u64>,
        _max_bytes: u64,
    ) -> Result<Values, Problem> {
        Ok(Values::Memory(None))
    }

    /// Between stretches, with a take-and-break game's values so far: an
    /// error stops the run with it (`grundy::Error::Interrupted` on Ctrl-C).
    fn progress(
        &mut self,
        _values: Option<&Sequence>,
        _progress: PeriodProgress,
    ) -> grundy::Result<()> {
        Ok(())
    }

    /// At the end of the run, whether it found a period or failed: a
    /// take-and-break game's values.
    fn finish(&mut self, _name: &str, _values: Option<&Sequence>) -> Result<(), Problem> {
        Ok(())
    }

    /// Whether the values are kept between runs (a checkpoint file): only
    /// take-and-break games' values can be.
    fn keeps_values(&self) -> bool {
        false
    }
}

/// Where a take-and-break game's run keeps its values ([`Watch::start`]).
pub enum Values {
    /// In memory, beginning with these (values computed before).
    Memory(Option<Store>),
    /// In `out` (a values file), beginning with those it holds, memory
    /// holding the first and the latest in at most `bytes`
    /// ([`Sequence::spilling`]).
    Spill {
        /// Every value.
        out: Box<dyn Spill>,
        /// The bytes the values held in memory may take.
        bytes: u64,
    },
}

/// No one watches: the run stops at its budget and its deadline only.
pub struct Unwatched;

impl Watch for Unwatched {}

/// What a run of `grundy period` found, before it is written (for a front
/// end that keeps it, as Python's `grundy.period` does).
#[derive(Debug, Clone)]
pub struct Found {
    /// The ruleset's name, as the engine writes it.
    pub ruleset: String,
    /// The proved periodicity, or an observed one, or `None`.
    pub periodicity: Option<Periodicity>,
    /// The theorem that proves periods of the ruleset, when it has one
    /// (whether or not it proved this one).
    pub theorem: Option<PeriodTheorem>,
    /// The values computed, G(0..computed).
    pub computed: u64,
    /// Why the run stopped without a proof (a limit), if it did.
    pub stopped: Option<String>,
    /// Whom its sentences are for.
    pub audience: Audience,
}

/// `grundy period`'s text or JSON object for `request`, watched by
/// `watch`; whether the run stopped at a limit before a proof.
pub fn answer(
    request: &Request,
    watch: &mut dyn Watch,
    format: Format,
    out: &mut impl Write,
) -> Result<bool, Problem> {
    let found = run(request, watch)?;
    found.write(format, out)?;
    Ok(found.stopped.is_some())
}

/// The run `grundy period` makes for `request`, watched by `watch` (see
/// [`answer`]). Time: the values computed, at most the request's limit,
/// `max_work` steps and `max_memory` bytes.
pub fn run(request: &Request, watch: &mut dyn Watch) -> Result<Found, Problem> {
    let ruleset = crate::ruleset(&request.ruleset, request.files.files())?;
    let limits = &request.limits;
    let take_and_break = grundy::rulesets::parse_take_and_break(&request.ruleset)?;
    let (periodicity, computed, stopped) = match take_and_break {
        Some(octal) => octal_period(&octal, request, watch)?,
        None if watch.keeps_values() => {
            return Err(Problem::bad_input(msg!(
                "period-checkpoint",
                "--checkpoint and --values-file are for take-and-break games (octal, kayles, …); {name} is computed in one go",
                name = ruleset.name().to_string()
            )))
        }
        None => {
            let limit = request.limit.map_or(PeriodSearch::default().limit, |l| {
                usize::try_from(l).unwrap_or(usize::MAX)
            });
            let search = PeriodSearch {
                limit,
                max_work: limits.max_work,
                deadline: limits.deadline,
                ..PeriodSearch::default()
            };
            let name = ruleset.name();
            let most = limit.min(grundy::heap::MAX_TABLE_VALUES) as u64;
            watch.start(&name, Some(most), limits.max_memory)?;
            let mut on_progress = |progress| watch.progress(None, progress);
            let report = compute_period_watched(ruleset.as_ref(), search, Some(&mut on_progress));
            watch.finish(&name, None)?;
            let report = report?;
            let computed = report.values.len() as u64;
            let proved = report.periodicity.is_some_and(|p| p.is_proved());
            let stopped = (!proved && computed >= limit as u64).then(|| {
                request.audience.text("period-stopped-limit", args!["limit" => limit.to_string()])
            });
            (report.periodicity, computed, stopped)
        }
    };
    Ok(Found {
        ruleset: ruleset.name(),
        periodicity,
        theorem: ruleset.period_theorem(),
        computed,
        stopped,
        audience: request.audience,
    })
}

impl Found {
    /// `grundy period`'s text, or its JSON object, and a newline.
    pub fn write(&self, format: Format, out: &mut impl Write) -> Result<(), Problem> {
        let periodicity = self.periodicity;
        if format == Format::Json {
            let report = shapes::Period {
                ruleset: self.ruleset.clone(),
                period: periodicity.map(|p| p.period),
                preperiod: periodicity.map(|p| p.preperiod),
                saltus: periodicity.map(|p| p.saltus),
                proved: periodicity.is_some_and(|p| p.is_proved()),
                proof: periodicity.and_then(|p| proof_in(self.audience.lang, p)),
                values_computed: self.computed,
                stopped: self.stopped.clone(),
                summary: describe_in(self.audience.lang, periodicity, self.theorem),
            };
            serde_json::to_writer(&mut *out, &report)?;
            writeln!(out)?;
            return Ok(());
        }
        writeln!(out, "{}: {} values computed", self.ruleset, self.computed)?;
        writeln!(out, "{}", describe_in(self.audience.lang, periodicity, self.theorem))?;
        if let Some(stopped) = &self.stopped {
            writeln!(out, "{stopped}")?;
        }
        Ok(())
    }
}

/// The period of a take-and-break game by [`prove_period`], watched by
/// `watch` between stretches, and stopped by the deadline. Returns the
/// periodicity, the values computed, and why the run stopped without a
/// proof.
fn octal_period(
    octal: &Octal,
    request: &Request,
    watch: &mut dyn Watch,
) -> Result<(Option<Periodicity>, u64, Option<String>), Problem> {
    let name = octal.name();
    let limits = &request.limits;
    let limit = request.limit.unwrap_or(u64::MAX);
    let max_bytes = limits.max_memory;
    let mut sequence = match watch.start(&name, request.limit, max_bytes)? {
        Values::Memory(Some(store)) => Sequence::resume(octal.clone(), store),
        Values::Memory(None) => Sequence::new(octal.clone()),
        Values::Spill { out, bytes } => Sequence::spilling(octal.clone(), bytes, out)?,
    };
    let deadline = limits.deadline;
    let mut on_progress = |sequence: &Sequence, progress: PeriodProgress| -> grundy::Result<()> {
        if let Some(deadline) = &deadline {
            deadline.check(|| msg!("limit-what-period", "the period of {name}", name = &name))?;
        }
        watch.progress(Some(sequence), progress)
    };
    let mut work = Work::new(limits.max_work).until(deadline);
    let run = PeriodRun {
        limit,
        max_bytes,
        work: &mut work,
        method: Method::Fast,
        on_progress: &mut on_progress,
    };
    let found = prove_period(&mut sequence, run);
    watch.finish(&name, Some(&sequence))?;
    let found = found?;
    let say = |id, args| request.audience.text(id, args);
    let stopped = found.stopped.map(|stop| match stop {
        PeriodStop::Limit => say("period-stopped-limit", args!["limit" => limit.to_string()]),
        PeriodStop::Memory => say("period-stopped-memory", args!["bytes" => max_bytes.to_string()]),
        PeriodStop::Work => say(
            match watch.keeps_values() {
                true => "period-stopped-work-kept",
                false => "period-stopped-work",
            },
            args!["steps" => limits.max_work.to_string()],
        ),
    });
    Ok((found.periodicity, sequence.len(), stopped))
}

/// The most values [`quick`] computes.
pub const QUICK_VALUES: usize = 1 << 16;

/// The proved periodicity of `ruleset` when a period search of at most
/// [`QUICK_VALUES`] values and [`crate::play::PERIOD_WORK`] steps finds one (whatever the
/// limits, so that the answer is the same each time: the why panel's,
/// the table's and the plot's); `None` when it does not, or when the
/// ruleset has no periodicity theorem to prove one with. Fails only when
/// the deadline passes.
pub fn quick(ruleset: &dyn HeapRuleset, limits: &Limits) -> Result<Option<Periodicity>, Problem> {
    if ruleset.period_theorem().is_none() && ruleset.known_periodicity().is_none() {
        return Ok(None);
    }
    match compute_period(ruleset, quick_search(limits)) {
        Ok(report) => Ok(report.periodicity.filter(|p| p.is_proved())),
        Err(error) if limits.deadline.is_some_and(|d| d.passed()) => Err(error.into()),
        Err(_) => Ok(None),
    }
}

/// The search [`quick`] and the play page's why panel make: the first
/// [`QUICK_VALUES`] values, [`PERIOD_WORK`](crate::play::PERIOD_WORK)
/// steps, counted (never timed), so that an answer is the same under any
/// limits that suffice; only the deadline can cut it short.
pub(crate) fn quick_search(limits: &Limits) -> PeriodSearch {
    PeriodSearch {
        limit: QUICK_VALUES,
        max_work: crate::play::PERIOD_WORK,
        deadline: limits.deadline,
        ..PeriodSearch::default()
    }
}

/// Why a periodicity holds for every heap, or `None` when it was only observed.
pub fn proof(periodicity: Periodicity) -> Option<String> {
    proof_in(Lang::En, periodicity)
}

/// [`proof`] in `lang`.
pub fn proof_in(lang: Lang, periodicity: Periodicity) -> Option<String> {
    match periodicity.evidence {
        Evidence::ClosedForm => Some(text(lang, "period-proof-closed-form", None)),
        Evidence::Theorem { theorem, values_used } => Some(say(
            lang,
            "period-proof-theorem",
            args![
                "values" => values_used.to_string(),
                "theorem" => reasons::theorem(lang, theorem),
            ],
        )),
        Evidence::Observed => None,
    }
}

/// A sentence about a periodicity, for `grundy period` and `grundy table`.
pub fn describe(periodicity: Option<Periodicity>, theorem: Option<PeriodTheorem>) -> String {
    describe_in(Lang::En, periodicity, theorem)
}

/// [`describe`] in `lang`.
pub fn describe_in(
    lang: Lang,
    periodicity: Option<Periodicity>,
    theorem: Option<PeriodTheorem>,
) -> String {
    let Some(p) = periodicity else {
        return text(lang, "period-none", None);
    };
    let mut args = args!["period" => p.period.to_string(), "preperiod" => p.preperiod.to_string()];
    let shape = match p.saltus {
        0 => say(lang, "period-shape", args),
        saltus => {
            args.set("saltus", saltus.to_string());
            say(lang, "period-shape-saltus", args)
        }
    };
    if let Some(proof) = proof_in(lang, p) {
        return say(lang, "period-proved", args!["shape" => shape, "proof" => proof]);
    }
    match theorem {
        Some(theorem) if p.saltus > 0 && !theorem.allows_saltus() => {
            say(lang, "period-observed-no-saltus", args!["shape" => shape])
        }
        Some(theorem) => say(
            lang,
            "period-observed-needs",
            args![
                "shape" => shape,
                "values" => theorem.values_needed(p.preperiod, p.period).to_string(),
                "theorem" => reasons::theorem(lang, theorem),
            ],
        ),
        None => say(lang, "period-observed-no-theorem", args!["shape" => shape]),
    }
}
