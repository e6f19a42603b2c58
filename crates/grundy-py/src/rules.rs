//! Rules written in Python: `grundy.Ruleset(moves)`, a callable giving
//! the options of a position, played as `rule(NAME)` in any description,
//! as a rule file is.
//!
//! `grundy/_ruleset.py` registers each ruleset under a name of its own
//! ([`register_rule`]) with a function that calls the user's callable and
//! reads what it returned into options, flat lists of numbers (the same
//! shapes a rule file's `moves` returns: heaps, ranges, sums, positions
//! with ranges). [`PyFiles`] is what this package hands the engine to read
//! descriptions with: the file system, as the command line reads it, and
//! these rulesets, which `rule(NAME)` finds before any file
//! (`grundy::Files::rule`). The engine computes on a thread of its own
//! with the GIL released; [`PyRule::options`] takes the GIL for each call.
//!
//! Bounds: each call spends [`CALL_COST`] steps of work and one step per
//! number returned, so `max_work` bounds how many calls a computation
//! makes, and the engine's limits hold as for any rule; but the callable is
//! Python code run in this process: one that never returns is not stopped
//! by them (Ctrl-C stops a computation between two calls).

use std::collections::HashMap;
use std::sync::{Arc, LazyLock, Mutex};

use grundy::rulesets::user::{RuleOptions, RuleSource};
use grundy::{msg, Error, Files, Message, Work};
use grundy_service::LocalFiles;
use pyo3::prelude::*;
use pyo3::types::PyTuple;

/// Steps of work one call of a Python callable costs: about a
/// microsecond, what the engine's steps take in a thousand.
pub(crate) const CALL_COST: u64 = 1000;

/// The rulesets Python holds, by name.
static RULES: LazyLock<Mutex<HashMap<String, Arc<PyRule>>>> = LazyLock::new(Default::default);

/// A ruleset whose moves a Python callable gives.
pub(crate) struct PyRule {
    /// Its name in descriptions, `rule(NAME)`.
    name: String,
    /// `_Ruleset._options`: the position's numbers in, the options out, as
    /// lists of numbers (each a multiple of the arity long).
    options: Py<PyAny>,
    /// The callable's parameters.
    names: Vec<String>,
}

impl std::fmt::Debug for PyRule {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PyRule").field("name", &self.name).field("names", &self.names).finish()
    }
}

impl RuleSource for PyRule {
    fn arity(&self) -> usize {
        self.names.len()
    }

    fn names(&self) -> Vec<String> {
        self.names.clone()
    }

    fn options(
        &self,
        position: &[u64],
        out: &mut RuleOptions,
        work: &mut Work,
    ) -> grundy::Result<()> {
        out.clear();
        let written = grundy::rulesets::user::script::written(position);
        let what =
            || msg!("rule-what-moves", "the moves of {position}", position = written.clone());
        work.spend(CALL_COST, what)?;
        let listed: PyResult<Vec<Vec<u64>>> = Python::attach(|py| {
            let args = PyTuple::new(py, position)?;
            self.options.call1(py, args)?.extract(py)
        });
        let listed = listed.map_err(|error| self.failed(position, error))?;
        let numbers: usize = listed.iter().map(Vec::len).sum();
        work.spend(numbers as u64, what)?;
        for option in &listed {
            // `_options` writes whole positions; checked again here.
            if option.len() % self.names.len() != 0 {
                return Err(self.error(
                    position,
                    Message::plain(format!("an option of {} numbers", option.len())),
                ));
            }
            out.push(option);
        }
        Ok(())
    }
}

impl PyRule {
    /// The error of the callable's exception, listing `position`'s moves:
    /// Ctrl-C's is an interruption, any other bad input naming the rule,
    /// the position, the exception and where it was raised.
    fn failed(&self, position: &[u64], error: PyErr) -> Error {
        Python::attach(|py| {
            if error.is_instance_of::<pyo3::exceptions::PyKeyboardInterrupt>(py) {
                return Error::Interrupted;
            }
            let mut problem = error.to_string();
            if let Some(traceback) = error.traceback(py) {
                // The innermost frame: where the exception was raised.
                let mut frame = traceback.into_any();
                while let Ok(next) = frame.getattr("tb_next") {
                    if next.is_none() {
                        break;
                    }
                    frame = next;
                }
                let line: Option<u64> = frame.getattr("tb_lineno").and_then(|l| l.extract()).ok();
                let file: Option<String> = frame
                    .getattr("tb_frame")
                    .and_then(|f| f.getattr("f_code"))
                    .and_then(|c| c.getattr("co_filename"))
                    .and_then(|n| n.extract())
                    .ok();
                if let (Some(line), Some(file)) = (line, file) {
                    problem = format!("{problem} ({file}, line {line})");
                }
            }
            self.error(position, Message::plain(problem))
        })
    }

    fn error(&self, position: &[u64], problem: Message) -> Error {
        Error::File {
            path: self.name.clone(),
            line: None,
            message: msg!(
                "rule-python-failed",
                "listing the moves of {position}: {problem}",
                position = grundy::rulesets::user::script::written(position),
                problem = problem
            ),
        }
    }
}

/// Holds `options` as the ruleset `name`, whose positions are one number
/// per name of `names`.
#[pyfunction]
fn register_rule(name: String, options: Py<PyAny>, names: Vec<String>) {
    let rule = Arc::new(PyRule { name: name.clone(), options, names });
    RULES.lock().unwrap_or_else(|e| e.into_inner()).insert(name, rule);
}

/// Lets go of the ruleset `name`.
#[pyfunction]
fn unregister_rule(name: &str) {
    RULES.lock().unwrap_or_else(|e| e.into_inner()).remove(name);
}

/// The files descriptions read in Python: the file system, and the
/// rulesets held as callables.
pub(crate) struct PyFiles;

impl Files for PyFiles {
    fn read(&self, path: &str) -> Result<String, Message> {
        LocalFiles.read(path)
    }

    fn rule(&self, name: &str) -> Option<Arc<dyn RuleSource>> {
        let rules = RULES.lock().unwrap_or_else(|e| e.into_inner());
        rules.get(name).map(|rule| Arc::clone(rule) as Arc<dyn RuleSource>)
    }
}

/// The same, as the service's requests take it.
pub(crate) fn files() -> grundy_service::FileAccess {
    grundy_service::FileAccess::of(Arc::new(PyFiles))
}

/// `grundy check --json`'s document: `formula` checked on the positions
/// of `ruleset` (a rule, `rule(NAME)`) with every number from `start` to
/// `upto`.
#[pyfunction]
fn check(
    py: Python<'_>,
    ruleset: String,
    formula: String,
    start: u64,
    upto: u64,
    limit_args: crate::LimitArgs,
) -> PyResult<String> {
    crate::watch::watched(py, None, move |control| {
        let request = grundy_service::check::Request {
            ruleset,
            formula,
            from: start,
            upto,
            limits: control.limits(crate::limits(limit_args)),
            files: files(),
        };
        let mut out = Vec::new();
        grundy_service::check::answer(&request, grundy_service::Format::Json, &mut out)?;
        Ok(String::from_utf8(out).expect("serde_json writes UTF-8"))
    })
}

pub(crate) fn register(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add_function(wrap_pyfunction!(check, module)?)?;
    module.add_function(wrap_pyfunction!(register_rule, module)?)?;
    module.add_function(wrap_pyfunction!(unregister_rule, module)?)?;
    Ok(())
}
