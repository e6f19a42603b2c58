//! `grundy.period`: a ruleset's values computed until their period is
//! proved, as `grundy period` computes them ([`grundy_service::period::run`]),
//! watched from Python: Ctrl-C stops the run, and the progress goes to a
//! callback (see [`crate::watch`]).
//!
//! Python gets `grundy period --json`'s document, written by the service,
//! and beside it what the JSON words in a sentence only: how the period is
//! known (`"closed form"`, `"theorem"` or `"observed"`), the theorem of the
//! ruleset with its parameters, and the values its proof used; the
//! `Periodicity` of `grundy/_period.py` is built from both.

use grundy::period::PeriodProgress;
use grundy::period::{Evidence, PeriodTheorem, Periodicity};
use grundy::rulesets::octal::Sequence;
use grundy_service::i18n::Lang;
use grundy_service::{period as service, Format};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};

use crate::watch::{watched, Control};
use crate::LimitArgs;

/// A period run, watched from Python: the caller's flag stops it between
/// stretches, and each stretch's progress is reported.
struct Watch<'c>(&'c Control);

impl service::Watch for Watch<'_> {
    fn progress(
        &mut self,
        _values: Option<&Sequence>,
        progress: PeriodProgress,
    ) -> grundy::Result<()> {
        if self.0.stopped() {
            return Err(grundy::Error::Interrupted);
        }
        self.0.report(progress.computed, Some(progress.target));
        Ok(())
    }
}

/// `grundy period RULESET [--limit N] --json`'s document, and what the
/// periodicity rests on (see [`stated`]). Runs as the command line's run,
/// under the four limits (the caller gives `grundy period`'s own default
/// of `max_work`); interrupted by Ctrl-C, reporting to `progress`
/// `(values computed, values the current stretch goes to)`.
#[pyfunction]
#[pyo3(signature = (ruleset, limit, limit_args, progress=None))]
pub(crate) fn period<'py>(
    py: Python<'py>,
    ruleset: String,
    limit: Option<u64>,
    limit_args: LimitArgs,
    progress: Option<Bound<'py, PyAny>>,
) -> PyResult<(String, Bound<'py, PyTuple>)> {
    let found = watched(py, progress, move |control| {
        let limits = control.limits(crate::limits(limit_args));
        let files = crate::rules::files();
        let request = service::Request { ruleset, limit, limits, files, ..Default::default() };
        service::run(&request, &mut Watch(control))
    })?;
    let mut out = Vec::new();
    found.write(Format::Json, &mut out).map_err(|problem| crate::raise(py, &problem))?;
    let document = String::from_utf8(out).expect("serde_json writes UTF-8");
    Ok((document, stated(py, found.periodicity, found.theorem)?))
}

/// What a periodicity rests on, for Python: `(evidence, values_used,
/// theorem)`, with `evidence` `"closed form"`, `"theorem"`, `"observed"`
/// or `None` (no periodicity), `values_used` the values G(0..N) a
/// theorem's proof used (else `None`), and `theorem` the ruleset's theorem
/// (whether or not it proved this periodicity) as `(name, parameters,
/// sentence)`, or `None`:
///
/// | name | parameters |
/// |---|---|
/// | `"subtraction"` | `max_move` (k, the largest move) |
/// | `"all-but"` | `excluded` (\|X\|), `max_excluded` (k, the largest of X) |
/// | `"take-break"` | `last_digit` (t, the most counters a move removes), `most_heaps` (the most heaps a move leaves, 0 to 63) |
pub(crate) fn stated(
    py: Python<'_>,
    periodicity: Option<Periodicity>,
    theorem: Option<PeriodTheorem>,
) -> PyResult<Bound<'_, PyTuple>> {
    let (evidence, used) = match periodicity.map(|p| p.evidence) {
        None => (None, None),
        Some(Evidence::ClosedForm) => (Some("closed form"), None),
        Some(Evidence::Theorem { values_used, .. }) => (Some("theorem"), Some(values_used)),
        Some(Evidence::Observed) => (Some("observed"), None),
    };
    // The theorem that proved it, else the ruleset's.
    let theorem = match periodicity.map(|p| p.evidence) {
        Some(Evidence::Theorem { theorem, .. }) => Some(theorem),
        _ => theorem,
    };
    let theorem = theorem.map(|theorem| described(py, theorem)).transpose()?;
    (evidence, used, theorem).into_pyobject(py)
}

/// `(name, parameters, sentence)` of `theorem` (see [`stated`]).
fn described(
    py: Python<'_>,
    theorem: PeriodTheorem,
) -> PyResult<(&'static str, Bound<'_, PyDict>, String)> {
    let parameters = PyDict::new(py);
    let name = match theorem {
        PeriodTheorem::Subtraction { max_move } => {
            parameters.set_item("max_move", max_move)?;
            "subtraction"
        }
        PeriodTheorem::AllBut { excluded, max_excluded } => {
            parameters.set_item("excluded", excluded)?;
            parameters.set_item("max_excluded", max_excluded)?;
            "all-but"
        }
        PeriodTheorem::TakeBreak { last_digit, most_heaps } => {
            parameters.set_item("last_digit", last_digit)?;
            parameters.set_item("most_heaps", most_heaps)?;
            "take-break"
        }
    };
    Ok((name, parameters, grundy_service::reasons::theorem(Lang::En, theorem)))
}

/// Adds `period` to the module.
pub(crate) fn register(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add_function(wrap_pyfunction!(period, module)?)
}
