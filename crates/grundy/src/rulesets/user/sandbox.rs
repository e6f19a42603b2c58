//! [`Sandbox`]: the Rhai engine every rule and formula runs in, and how a
//! run spends its operations from a [`Work`] budget.
//!
//! The engine has integers only, no modules, no clock, no `eval`, printing
//! ignored, and every size limited (call depth, lists, strings, maps,
//! variables). A run may take at most the operations its work has left
//! ([`OPERATION_COST`] steps each), is stopped from the progress callback
//! past them or past its deadline, and spends what it took.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use rhai::packages::{Package, StandardPackage};
use rhai::{Dynamic, Engine, EvalAltResult, Position, INT};

use crate::core::error::{Error, Result};
use crate::core::limits::{raise, Deadline, Work};
use crate::core::message::Message;
use crate::msg;
use crate::rules::source::OPERATION_COST;

/// The deepest a rule's functions may call each other.
pub(crate) const MAX_CALL_LEVELS: usize = 48;
/// The most elements of one list (nested lists counted whole: Rhai checks
/// the whole list at each change, so the cost of growing one is quadratic
/// in this), and of one map.
pub(crate) const MAX_ARRAY: usize = 1 << 15;
const MAX_MAP: usize = 1 << 12;
/// The longest string.
const MAX_STRING: usize = 1 << 16;
/// The most variables alive at once.
pub(crate) const MAX_VARIABLES: usize = 64;
/// Operations between two looks at the deadline.
const DEADLINE_EVERY: u64 = 1 << 16;

/// Why a run was stopped from the progress callback.
const STOPPED_OPERATIONS: INT = 1;
const STOPPED_DEADLINE: INT = 2;

/// The function a run of heaps hands each heap's options to (see
/// [`Sandbox::emitted`]); a rule may call it, but without the run's key,
/// which it never sees, it hands nothing.
pub(crate) const EMIT: &str = "__grundy_emit";
/// The function that lists a run of heaps (added to a rule's functions;
/// one the rule defines under that name is replaced).
pub(crate) const BLOCK: &str = "__grundy_block";
/// The entries (lists counted by their length) a run of heaps hands over
/// before [`EMIT`] asks it to stop.
const EMITTED_ENTRIES: usize = 1 << 16;

/// An engine with its meter; one run at a time.
pub(crate) struct Sandbox {
    engine: Engine,
    meter: Arc<Meter>,
    emitted: Arc<Mutex<Emitted>>,
    runs: Mutex<()>,
}

/// What [`EMIT`] was handed during a run.
#[derive(Default)]
struct Emitted {
    /// The run's key: [`EMIT`] takes values handed with it only.
    key: INT,
    values: Vec<Dynamic>,
    entries: usize,
}

/// What the progress callback reads and writes while a run goes on.
#[derive(Default)]
struct Meter {
    /// Operations the run may take.
    allowed: AtomicU64,
    /// Operations it has taken.
    used: AtomicU64,
    /// Its deadline, looked at every [`DEADLINE_EVERY`] operations.
    deadline: Mutex<Option<Deadline>>,
    /// Runs of heaps so far, to draw their keys from.
    runs: AtomicU64,
}

/// How a run failed.
pub(crate) enum Failed {
    /// Past the operations its work allowed (the second number), stopped
    /// at this place; the error is [`Sandbox::out_of_operations`]'s.
    Operations(Position, u64),
    /// Past its deadline, or past its work once the operations it took
    /// were spent: the error to return.
    Error(Error),
    /// The script failed here, for this reason.
    Script(Position, Message),
}

impl Sandbox {
    /// A new engine.
    pub(crate) fn new() -> Sandbox {
        let meter = Arc::new(Meter::default());
        let mut engine = engine();
        let watched = Arc::clone(&meter);
        engine.on_progress(move |ops| {
            watched.used.store(ops, Ordering::Relaxed);
            if ops > watched.allowed.load(Ordering::Relaxed) {
                return Some(Dynamic::from_int(STOPPED_OPERATIONS));
            }
            if ops % DEADLINE_EVERY == 0 {
                let deadline = *watched.deadline.lock().unwrap_or_else(|e| e.into_inner());
                if deadline.is_some_and(|d| d.passed()) {
                    return Some(Dynamic::from_int(STOPPED_DEADLINE));
                }
            }
            None
        });
        let emitted = Arc::new(Mutex::new(Emitted::default()));
        let into = Arc::clone(&emitted);
        engine.register_fn(EMIT, move |key: INT, value: Dynamic| {
            let mut into = into.lock().unwrap_or_else(|e| e.into_inner());
            if key != into.key {
                return false;
            }
            into.entries += value.read_lock::<rhai::Array>().map_or(1, |list| list.len().max(1));
            into.values.push(value);
            into.entries < EMITTED_ENTRIES
        });
        Sandbox { engine, meter, emitted, runs: Mutex::new(()) }
    }

    /// A new key for [`EMIT`], for the next run: a number the rule cannot
    /// know (it is never passed to the rule's functions, and drawn from
    /// the process's hashing keys where the target has them), so that a
    /// rule calling [`EMIT`] through a function pointer hands it nothing.
    fn key(&self) -> INT {
        use std::hash::BuildHasher;
        let mut emitted = self.emitted.lock().unwrap_or_else(|e| e.into_inner());
        let runs = self.meter.runs.fetch_add(1, Ordering::Relaxed);
        emitted.key = std::collections::hash_map::RandomState::new().hash_one(runs) as INT;
        emitted.key
    }

    /// A run of positions in one call: `function` of `ast`, called with a
    /// fresh key and then `args`, hands each position's value to [`EMIT`]
    /// with the key and returns how many it handed. The values handed: all
    /// of them when it returns that count, those before the failure when
    /// the script fails (each position's own failure is then met by asking
    /// it alone), none when the count differs; the error when the run is
    /// stopped by its deadline or its work.
    pub(crate) fn run_handing(
        &self,
        work: &mut Work,
        what: impl Fn() -> Message,
        ast: &rhai::AST,
        function: &str,
        args: Vec<Dynamic>,
    ) -> Result<Vec<Dynamic>> {
        let mut args = args;
        args.insert(0, Dynamic::from_int(self.key()));
        let result = self.run(work, what, |engine| {
            engine.call_fn_with_options::<INT>(
                rhai::CallFnOptions::new().eval_ast(false).rewind_scope(true),
                &mut rhai::Scope::new(),
                ast,
                function,
                args,
            )
        });
        let emitted = self.emitted();
        match result {
            Err(Failed::Error(error)) => Err(error),
            Ok(handed) if usize::try_from(handed) != Ok(emitted.len()) => Ok(Vec::new()),
            _ => Ok(emitted),
        }
    }

    /// The values handed to [`EMIT`] during the last run, in order.
    fn emitted(&self) -> Vec<Dynamic> {
        std::mem::take(&mut self.emitted.lock().unwrap_or_else(|e| e.into_inner()).values)
    }

    /// The engine, to compile with.
    pub(crate) fn engine(&self) -> &Engine {
        &self.engine
    }

    /// Runs `run` within the operations `work` has left, and spends those
    /// it took; `what` names what was computed, for the deadline's error.
    pub(crate) fn run<T>(
        &self,
        work: &mut Work,
        what: impl Fn() -> Message,
        run: impl FnOnce(&Engine) -> std::result::Result<T, Box<EvalAltResult>>,
    ) -> std::result::Result<T, Failed> {
        let _one = self.runs.lock().unwrap_or_else(|e| e.into_inner());
        let allowed = work.left() / OPERATION_COST;
        self.meter.allowed.store(allowed, Ordering::Relaxed);
        self.meter.used.store(0, Ordering::Relaxed);
        *self.meter.deadline.lock().unwrap_or_else(|e| e.into_inner()) = work.deadline();
        {
            let mut emitted = self.emitted.lock().unwrap_or_else(|e| e.into_inner());
            (emitted.values, emitted.entries) = (Vec::new(), 0);
        }
        let result = run(&self.engine);
        let used = self.meter.used.load(Ordering::Relaxed);
        let spent = work.spend(used.saturating_mul(OPERATION_COST), &what);
        let mut error = match result {
            Ok(value) => return spent.map(|()| value).map_err(Failed::Error),
            Err(error) => *error,
        };
        // The innermost error, where the script went wrong.
        while let EvalAltResult::ErrorInFunctionCall(_, _, inner, _) = error {
            error = *inner;
        }
        let position = error.position();
        Err(match &error {
            EvalAltResult::ErrorTerminated(token, _) if token.as_int() == Ok(STOPPED_DEADLINE) => {
                let deadline = *self.meter.deadline.lock().unwrap_or_else(|e| e.into_inner());
                match deadline {
                    Some(deadline) => Failed::Error(deadline.passed_in(what())),
                    None => Failed::Operations(position, allowed),
                }
            }
            EvalAltResult::ErrorTerminated(..) => Failed::Operations(position, allowed),
            other => Failed::Script(position, problem(other)),
        })
    }

    /// The error of a run stopped past the `allowed` operations it had,
    /// computing `what`, stopped `at` (a place in the script, in words).
    pub(crate) fn out_of_operations(what: Message, at: Message, allowed: u64) -> Error {
        Error::LimitExceeded {
            what,
            needed: msg!(
                "rule-more-operations",
                "more operations of the rule (it was stopped at {at})",
                at = at
            ),
            limit: msg!(
                "rule-operations-left",
                "{operations} operations of the rule ({steps} steps of work left, {cost} steps an operation)",
                operations = allowed,
                steps = allowed.saturating_mul(OPERATION_COST),
                cost = OPERATION_COST
            ),
            hint: raise("--max-work"),
        }
    }
}

/// What went wrong in a script, in words.
fn problem(error: &EvalAltResult) -> Message {
    match error {
        EvalAltResult::ErrorStackOverflow(_) => msg!(
            "rule-too-deep",
            "its functions call each other more than {levels} levels deep",
            levels = MAX_CALL_LEVELS
        ),
        EvalAltResult::ErrorDataTooLarge(what, _) => msg!(
            "rule-too-large",
            "{what} grew past its limit (lists {array} elements, strings {string} bytes, maps {map} entries)",
            what = Message::plain(what.clone()),
            array = MAX_ARRAY,
            string = MAX_STRING,
            map = MAX_MAP
        ),
        EvalAltResult::ErrorTooManyVariables(_) => msg!(
            "rule-too-many-variables",
            "more than {max} variables at once",
            max = MAX_VARIABLES
        ),
        // Rhai's own words, without the place it appends.
        other => Message::plain(other.to_string().split(" (line").next().unwrap_or("").to_string()),
    }
}

/// The engine: integers only, no modules, no clock, no `eval`, printing
/// ignored, every size limited; with `!x` (bitwise not), `ctz(x)`
/// (trailing zeros; 64 for 0), `popcount(x)`, `mex(list)` and
/// `line(start, step, count)` ([`Line`]).
fn engine() -> Engine {
    let mut engine = Engine::new_raw();
    engine.register_global_module(StandardPackage::new().as_shared_module());
    engine.disable_symbol("eval");

    engine.on_print(|_| {});
    engine.on_debug(|_, _, _| {});
    engine.set_max_call_levels(MAX_CALL_LEVELS);
    engine.set_max_expr_depths(64, 32);
    engine.set_max_array_size(MAX_ARRAY);
    engine.set_max_map_size(MAX_MAP);
    engine.set_max_string_size(MAX_STRING);
    engine.set_max_variables(MAX_VARIABLES);
    engine.set_max_functions(256);
    engine.register_type_with_name::<Line>("line");
    engine.register_fn("line", Line::new);
    engine.register_fn("line", |start: INT, step: INT, count: INT| {
        Line::new(vec![Dynamic::from_int(start)], vec![Dynamic::from_int(step)], count)
    });
    engine.register_fn("!", |x: INT| !x);
    engine.register_fn("ctz", |x: INT| INT::from(x.trailing_zeros()));
    engine.register_fn("popcount", |x: INT| INT::from(x.count_ones()));
    engine.register_fn(
        "mex",
        |list: rhai::Array| -> std::result::Result<INT, Box<EvalAltResult>> {
            let mut seen = vec![false; list.len() + 1];
            for value in list {
                let value = value.as_int().map_err(|t| format!("mex of a list holding a {t}"))?;
                if let Ok(i) = usize::try_from(value) {
                    if i < seen.len() {
                        seen[i] = true;
                    }
                }
            }
            Ok(seen.iter().position(|s| !s).unwrap_or(0) as INT)
        },
    );
    engine
}

/// `line(start, step, count)`: the positions start, start + step, …,
/// `count` of them (each a list of numbers, or a number for a heap) — a
/// queen's or a bishop's moves along a diagonal, a family of options given
/// in one value and expanded by the engine, as ranges are.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Line {
    pub(crate) start: Vec<INT>,
    pub(crate) step: Vec<INT>,
    pub(crate) count: INT,
}

impl Line {
    fn new(
        start: rhai::Array,
        step: rhai::Array,
        count: INT,
    ) -> std::result::Result<Line, Box<EvalAltResult>> {
        let numbers = |list: rhai::Array, what: &str| {
            list.into_iter()
                .map(|n| {
                    n.as_int().map_err(|t| format!("line: the {what} holds a {t}, not a number"))
                })
                .collect::<std::result::Result<Vec<INT>, String>>()
        };
        let (start, step) = (numbers(start, "start")?, numbers(step, "step")?);
        if start.len() != step.len() || start.is_empty() {
            return Err(format!(
                "line: the start has {} numbers and the step {}; give one each per number of a position",
                start.len(),
                step.len()
            )
            .into());
        }
        Ok(Line { start, step, count: count.max(0) })
    }
}

/// `result` with a failure made an error: `at(position, problem)` places
/// a script's failure, `stopped(position)` words where it was stopped.
pub(crate) fn or_error<T>(
    result: std::result::Result<T, Failed>,
    what: Message,
    stopped: impl FnOnce(Position) -> Message,
    at: impl FnOnce(Position, Message) -> Error,
) -> Result<T> {
    result.map_err(|failed| match failed {
        Failed::Operations(position, allowed) => {
            Sandbox::out_of_operations(what, stopped(position), allowed)
        }
        Failed::Error(error) => error,
        Failed::Script(position, problem) => at(position, problem),
    })
}
