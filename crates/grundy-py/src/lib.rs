//! `grundy._grundy`: the extension module under the Python package
//! `grundy` (`python/grundy/`), a front end beside the command line, its
//! server and the WebAssembly module.
//!
//! It asks the service (`grundy_service`) exactly what the command line
//! asks, and hands Python the service's own JSON: `analyze` is
//! `grundy analyze --json`'s document, written by the same function
//! ([`grundy_service::analyze::answer`] with [`Format::Json`]), and the
//! play functions are the server's `/api/v1/moves`, `apply` and `computer`
//! ([`grundy_service::play`]). The Python side builds its objects from
//! that JSON, so `Analysis.to_dict()` is the command line's document by
//! construction, and no JSON shape is defined here.
//!
//! Every call:
//! - takes its limits as four numbers (`max_table`, `max_search`,
//!   `max_work`, `max_memory`), which `grundy/_limits.py` checks and fills
//!   with the command line's defaults ([`default_limits`]);
//! - computes with the GIL released ([`Python::detach`]), so other Python
//!   threads run meanwhile; every call that computes (all but `describe`,
//!   which only parses, and the nimber arithmetic) runs on a thread of its
//!   own watched from the calling one ([`watch::watched`]), so that Ctrl-C
//!   stops it within a fraction of a second (`KeyboardInterrupt`);
//! - turns a [`Problem`] into the exception of its kind, a class of
//!   `grundy/errors.py` ([`raise`]), with the command line's message;
//! - catches a panic of the engine ([`computed`]) and raises
//!   `grundy.InternalError` instead: the engine does not panic on any input
//!   (its invariant), and should it, the interpreter goes on. The release
//!   profile unwinds (only the `wasm` profile aborts), which this needs.
//!
//! Files named in descriptions (`graph(FILE)`, `rule(FILE)`) are read from
//! the file system, relative to the working directory, as the command line
//! reads them, and `rule(NAME)` also names a ruleset written as a Python
//! callable, `grundy.Ruleset` ([`rules::PyFiles`]).
//!
//! Cost: a call parses its description again (linear in its length) and
//! the answer is written as JSON and read back by Python (linear in the
//! answer's size); the computation itself is the command line's.

use std::panic::{catch_unwind, AssertUnwindSafe};

mod period;
mod rules;
mod table;
mod watch;

use grundy::Limits;
use grundy_service::problem::Place;
use grundy_service::{self as service, Format, Kind, Problem};
use pyo3::exceptions::{PyValueError, PyZeroDivisionError};
use pyo3::prelude::*;
use pyo3::types::PyDict;
use rules::PyFiles;
use watch::panicked;

mod misere;

/// The limits of one call, as Python passes them (already checked by
/// `grundy/_limits.py`: whole numbers in range).
type LimitArgs = (usize, u64, u64, u64);

fn limits((max_table, max_search, max_work, max_memory): LimitArgs) -> Limits {
    Limits { max_table, max_search, max_work, max_memory, ..Limits::default() }
}

/// `f` computed with the GIL released, a panic caught and turned into a
/// problem of kind [`Kind::Internal`], and a problem raised as its
/// exception.
fn computed<T: Send>(py: Python<'_>, f: impl FnOnce() -> Result<T, Problem> + Send) -> PyResult<T> {
    let result = py.detach(move || catch_unwind(AssertUnwindSafe(f)).unwrap_or_else(panicked));
    result.map_err(|problem| raise(py, &problem))
}

/// The exception of `problem`'s kind, a class of `grundy.errors`, its
/// message the command line's, with the attributes that kind carries:
///
/// | kind | class | attributes |
/// |---|---|---|
/// | bad input at a place | `ParseError` | `line`, `column`, `offset` |
/// | other bad input | `BadInput` | |
/// | a limit | `LimitExceeded` | `what`, `value`, `flag`, `limit` |
/// | an illegal move | `IllegalMove` | |
/// | the game is over | `GameOver` | |
/// | a question not answered | `Unsupported` | |
/// | interrupted | `Interrupted` | |
/// | anything else | `InternalError` | |
///
/// Every one has `detail`, the message exactly as the command line prints
/// it after `error: `.
fn raise(py: Python<'_>, problem: &Problem) -> PyErr {
    match exception(py, problem) {
        Ok(error) => error,
        Err(error) => error,
    }
}

fn exception(py: Python<'_>, problem: &Problem) -> PyResult<PyErr> {
    let errors = py.import("grundy.errors")?;
    let detail = problem.detail();
    let attributes = PyDict::new(py);
    let class = match problem.kind() {
        Kind::BadInput { at: Some(Place { offset, line, column }) } => {
            attributes.set_item("offset", offset)?;
            attributes.set_item("line", line)?;
            attributes.set_item("column", column)?;
            "ParseError"
        }
        Kind::BadInput { at: None } => "BadInput",
        Kind::Limit { what, limit, flag } => {
            attributes.set_item("what", what)?;
            attributes.set_item("value", limit)?;
            attributes.set_item("flag", flag)?;
            "LimitExceeded"
        }
        Kind::Illegal => "IllegalMove",
        Kind::GameOver => "GameOver",
        Kind::Unsupported => "Unsupported",
        Kind::Interrupted => "Interrupted",
        Kind::NotFound | Kind::Internal { .. } => "InternalError",
    };
    let value = errors.getattr(class)?.call((detail,), Some(&attributes))?;
    Ok(PyErr::from_value(value))
}

/// The command line's default limits, as a dict of the four keyword
/// arguments: `max_memory` is half of the memory available, at most 4 GiB
/// (read from the system at each call).
#[pyfunction]
fn default_limits(py: Python<'_>) -> PyResult<Bound<'_, PyDict>> {
    let default = Limits::default();
    let dict = PyDict::new(py);
    dict.set_item("max_table", default.max_table)?;
    dict.set_item("max_search", default.max_search)?;
    dict.set_item("max_work", default.max_work)?;
    dict.set_item("max_memory", grundy_service::memory::default_max_memory())?;
    Ok(dict)
}

/// The description of `game` as the engine writes it (`nim 3 4 5`), or a
/// `ParseError` with a caret under the column.
#[pyfunction]
fn describe(py: Python<'_>, game: String) -> PyResult<String> {
    computed(py, move || Ok(grundy_service::game(&game, &PyFiles)?.to_string()))
}

/// `grundy analyze --json`'s document for `game`, its components played
/// together as `compound` (`disjunctive`, the sum, or another): one JSON
/// object.
#[pyfunction]
fn analyze(
    py: Python<'_>,
    game: String,
    misere: bool,
    explain: bool,
    compound: String,
    limit_args: LimitArgs,
) -> PyResult<String> {
    watch::watched(py, None, move |control| {
        let request = service::analyze::Request {
            game,
            misere,
            explain,
            compound: service::compound::named(&compound)?,
            limits: control.limits(limits(limit_args)),
            ..service::analyze::Request::default()
        };
        let mut out = Vec::new();
        service::analyze::answer(&request, &PyFiles, Format::Json, &mut out)?;
        Ok(String::from_utf8(out).expect("serde_json writes UTF-8"))
    })
}

/// The position `game`, its limits stopped by `control`'s flag.
fn position(
    game: String,
    misere: bool,
    limit_args: LimitArgs,
    control: &watch::Control,
) -> service::play::Request {
    service::play::Request { game, misere, limits: control.limits(limits(limit_args)) }
}

fn json(value: &impl serde::Serialize) -> Result<String, Problem> {
    Ok(serde_json::to_string(value)?)
}

/// `/api/v1/moves`: every legal move of the position, judged, as JSON.
#[pyfunction]
fn moves(py: Python<'_>, game: String, misere: bool, limit_args: LimitArgs) -> PyResult<String> {
    watch::watched(py, None, move |control| {
        json(&service::play::moves(&position(game, misere, limit_args, control), &PyFiles)?)
    })
}

/// `/api/v1/apply`: component `component` of the position becoming `to`,
/// checked and judged, as JSON; `IllegalMove` saying why when the rules do
/// not allow it.
#[pyfunction]
fn apply(
    py: Python<'_>,
    game: String,
    misere: bool,
    component: usize,
    to: String,
    limit_args: LimitArgs,
) -> PyResult<String> {
    watch::watched(py, None, move |control| {
        let limits = control.limits(limits(limit_args));
        let request = service::play::Apply { game, misere, component, to, limits };
        json(&service::play::apply(&request, &PyFiles)?)
    })
}

/// `/api/v1/computer`: the computer's move, drawn among equally good ones
/// by `seed`, as JSON; `GameOver` when there is no move.
#[pyfunction]
fn computer(
    py: Python<'_>,
    game: String,
    misere: bool,
    seed: u64,
    limit_args: LimitArgs,
) -> PyResult<String> {
    watch::watched(py, None, move |control| {
        let request = service::play::Computer {
            game,
            misere,
            seed,
            remoteness_steps: service::play::REMOTENESS_STEPS,
            lang: Default::default(),
            level: Default::default(),
            limits: control.limits(limits(limit_args)),
        };
        json(&service::play::computer(&request, &PyFiles)?)
    })
}

/// Who wins the position: `"N"`, `"P"` or `"D"`.
#[pyfunction]
fn outcome(
    py: Python<'_>,
    game: String,
    misere: bool,
    limit_args: LimitArgs,
) -> PyResult<&'static str> {
    watch::watched(py, None, move |control| {
        let request = position(game, misere, limit_args, control);
        Ok(service::play::outcome(&request, &PyFiles)?.letter())
    })
}

/// `/api/v1/play?compound=…`: `game` played as `compound` through the
/// line `moves` (each what some components, from 0, become), every move
/// checked and judged, and the position it reaches, as JSON;
/// `IllegalMove` for a move the compound or a component's rules refuse.
#[pyfunction]
fn compound_line(
    py: Python<'_>,
    game: String,
    compound: String,
    misere: bool,
    moves: Vec<Vec<(usize, String)>>,
    limit_args: LimitArgs,
) -> PyResult<String> {
    watch::watched(py, None, move |control| {
        let moves = moves
            .into_iter()
            .map(|m| {
                m.into_iter()
                    .map(|(component, to)| service::play::LineMove { component, to })
                    .collect()
            })
            .collect();
        let request = service::compound_play::Line {
            game,
            compound: service::compound::named(&compound)?,
            misere,
            moves,
            at: None,
            lang: service::i18n::Lang::En,
            limits: control.limits(limits(limit_args)),
        };
        json(&service::compound_play::line(&request, &PyFiles)?)
    })
}

/// `/api/v1/computer?compound=…`: the computer's move in `game` played as
/// `compound`, as JSON; `GameOver` when there is none.
#[pyfunction]
fn compound_computer(
    py: Python<'_>,
    game: String,
    compound: String,
    misere: bool,
    limit_args: LimitArgs,
) -> PyResult<String> {
    watch::watched(py, None, move |control| {
        let request = service::compound_play::Computer {
            game,
            compound: service::compound::named(&compound)?,
            misere,
            lang: service::i18n::Lang::En,
            limits: control.limits(limits(limit_args)),
        };
        json(&service::compound_play::computer(&request, &PyFiles)?)
    })
}

/// Whether the player to move has no move.
#[pyfunction]
fn is_over(py: Python<'_>, game: String, misere: bool, limit_args: LimitArgs) -> PyResult<bool> {
    watch::watched(py, None, move |control| {
        service::play::is_over(&position(game, misere, limit_args, control), &PyFiles)
    })
}

/// Smith's remoteness of the position (`play::remoteness`): the moves the
/// game lasts when the winner hurries and the loser delays, searched at
/// most `steps` steps; `None` for a draw or when a limit stopped the
/// search. Ctrl-C stops it (`KeyboardInterrupt`).
#[pyfunction]
fn remoteness(
    py: Python<'_>,
    game: String,
    misere: bool,
    steps: usize,
    limit_args: LimitArgs,
) -> PyResult<Option<u64>> {
    watch::watched(py, None, move |control| {
        let request = position(game, misere, limit_args, control);
        service::play::remoteness(&request, steps, &PyFiles)
    })
}

/// A number of bytes written as the command line's `--max-memory` takes
/// it (`"512M"`, `"2G"`, `"500000000"`: the service's `parse_bytes`);
/// `ValueError` with its message otherwise.
#[pyfunction]
fn parse_bytes(text: &str) -> PyResult<u64> {
    grundy_service::memory::parse_bytes(text).map_err(PyValueError::new_err)
}

/// The nim product of `a` and `b` (the engine's `nim_mul`, in Conway's
/// field of the nimbers below 2⁶⁴).
#[pyfunction]
fn nim_mul(a: u64, b: u64) -> u64 {
    grundy::nim_mul(a, b)
}

/// The nim inverse of `a`, below 2⁶⁴; `ZeroDivisionError` for 0.
#[pyfunction]
fn nim_inv(a: u64) -> PyResult<u64> {
    grundy::nim_inv(a).ok_or_else(|| PyZeroDivisionError::new_err("*0 has no nim inverse"))
}

/// Panics inside a computation, for the tests: the panic must come back
/// as `grundy.InternalError`, the interpreter going on. The engine itself
/// has no input that makes it panic, so this is the one way to show that
/// a panic is caught.
#[pyfunction]
fn _panic_for_tests(py: Python<'_>, message: String) -> PyResult<()> {
    computed(py, move || -> Result<(), Problem> { panic!("{message}") })
}

/// The module `grundy._grundy`.
#[pymodule]
fn _grundy(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add_function(wrap_pyfunction!(default_limits, module)?)?;
    module.add_function(wrap_pyfunction!(describe, module)?)?;
    module.add_function(wrap_pyfunction!(analyze, module)?)?;
    module.add_function(wrap_pyfunction!(moves, module)?)?;
    module.add_function(wrap_pyfunction!(apply, module)?)?;
    module.add_function(wrap_pyfunction!(computer, module)?)?;
    module.add_function(wrap_pyfunction!(outcome, module)?)?;
    module.add_function(wrap_pyfunction!(is_over, module)?)?;
    module.add_function(wrap_pyfunction!(compound_line, module)?)?;
    module.add_function(wrap_pyfunction!(compound_computer, module)?)?;
    module.add_function(wrap_pyfunction!(remoteness, module)?)?;
    module.add_function(wrap_pyfunction!(parse_bytes, module)?)?;
    module.add("REMOTENESS_STEPS", service::play::REMOTENESS_STEPS)?;
    module.add_function(wrap_pyfunction!(nim_mul, module)?)?;
    module.add_function(wrap_pyfunction!(nim_inv, module)?)?;
    module.add_function(wrap_pyfunction!(_panic_for_tests, module)?)?;
    misere::register(module)?;
    table::register(module)?;
    period::register(module)?;
    rules::register(module)?;
    Ok(())
}
