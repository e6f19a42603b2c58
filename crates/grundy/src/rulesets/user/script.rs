//! Rules written as scripts in [Rhai](https://rhai.rs): a function
//! `moves` of the position's numbers returning the list of its options.
//!
//! ```text
//! // HDU 2147, kiki's game: a coin in the top-right corner of an n×m board
//! // moves one square left, down, or diagonally left and down.
//! fn moves(n, m) {
//!     [[n - 1, m], [n, m - 1], [n - 1, m - 1]].filter(|p| p[0] >= 1 && p[1] >= 1)
//! }
//! ```
//!
//! **Why Rhai.** It is a plain Rust crate (no C, no system library) that
//! builds for wasm32, so the browser's worker runs the same rules; it is
//! sandboxed by construction (no files, network or clock unless the host
//! registers them, and none is registered here); it counts its operations
//! and can be stopped from a callback, which is how a rule's work is
//! spent from the same [`Work`] budget as the engine's steps; and it limits
//! call depth, array, string and map sizes, reporting every failure with a
//! line and column. Its syntax is close to Rust's and JavaScript's, which
//! students know. Its cost is speed: about 10⁷ operations a second. So
//! `moves` is also compiled (`native/`) when it keeps to integers, lists,
//! ranges and the common statements, and the engine runs it itself, Rhai
//! answering wherever the compiled run gives up; and ranges (`0..n`,
//! `[0..x, y]`) let a rule give a whole family of options in one value,
//! expanded by the engine.
//!
//! **What `moves` returns.** A list (or, for a heap, a range); for a rule
//! on one number `n`, each element is a heap (`n - 1`), a range of heaps
//! (`0..n`: every heap below n), or a list of heaps, a sum (`[a, n - 1 - a]`
//! splits the heap in two; `[]` leaves nothing). For a rule on k numbers,
//! each element is a list of k entries, each a number or a range (every
//! combination is an option: `[0..x, y]` moves the first number down to
//! any smaller value), or a list of such positions, a sum
//! (`[[a, m], [n - a, m]]` cuts a sheet in two). Numbers are whole and at
//! least 0; anything else is refused with the position it was listed for.
//!
//! `line(start, step, count)` is a family of options along a line, the
//! positions start, start + step, … (`count` of them), expanded by the
//! engine like a range: a queen's diagonal in Wythoff's game is
//! `line([x - 1, y - 1], [-1, -1], min(x, y))`, and for a heap
//! `line(n - 2, -2, n / 2)` takes any even number.
//!
//! Helpers besides Rhai's standard library: `!x` (bitwise not of an
//! integer), `ctz(x)` (trailing zeros; 64 for 0), `popcount(x)`,
//! `mex(list)`, `line`.

use rhai::{CallFnOptions, Dynamic, Position, Scope, AST, INT};

use crate::core::error::{Error, Result};
use crate::core::limits::Work;
use crate::core::message::Message;
use crate::msg;
use crate::rules::source::{RuleOptions, RuleSource};
use crate::rulesets::user::native::{Native, Value};
use crate::rulesets::user::sandbox::{or_error, Line, Sandbox, BLOCK};

/// The longest rule text read, in bytes.
pub const MAX_SCRIPT_BYTES: usize = 1 << 20;
/// The most numbers in a position.
pub const MAX_ARITY: usize = 8;
/// The most numbers the options of one position may hold, ranges expanded.
pub const MAX_OPTION_NUMBERS: usize = 1 << 24;
/// A rule compiled from its text.
pub struct Script {
    path: String,
    sandbox: Sandbox,
    ast: AST,
    names: Vec<String>,
    /// The line of `fn moves`, where problems with what it returns are shown.
    moves_line: usize,
    /// For a rule on one number: its functions and [`BLOCK`], which lists
    /// a run of heaps in one call.
    block: Option<AST>,
    /// `moves` compiled for the engine to run itself, when it can.
    native: Option<Native>,
}

/// Lists the heaps `first..end` in one call, handing each heap's options
/// to `__grundy_emit` (with the run's key, which the rule never sees) until it
/// asks to stop; returns how many heaps it listed.
const BLOCK_TEXT: &str = "fn __grundy_block(key, first, end) {
    let listed = 0;
    for n in first..end {
        let options = moves(n);
        listed += 1;
        if !__grundy_emit(key, options) { break; }
    }
    listed
}";

impl std::fmt::Debug for Script {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Script").field("path", &self.path).field("names", &self.names).finish()
    }
}

impl Script {
    /// Compiles the rule in `text`, read from `path` (named in errors).
    pub fn compile(path: &str, text: &str) -> Result<Script> {
        let at = |line: Option<usize>, message: Message| Error::File {
            path: path.to_string(),
            line,
            message,
        };
        if text.len() > MAX_SCRIPT_BYTES {
            return Err(at(
                None,
                msg!(
                    "rule-too-long",
                    "the rule has {bytes} bytes; rules are limited to {max} bytes",
                    bytes = text.len(),
                    max = MAX_SCRIPT_BYTES
                ),
            ));
        }
        let sandbox = Sandbox::new();
        let ast = sandbox.engine().compile(text).map_err(|error| {
            let position = error.position();
            at(
                position.line(),
                msg!(
                    "rule-syntax",
                    "column {column}: {problem}",
                    column = position.position().unwrap_or(1),
                    problem = Message::plain(error.err_type().to_string())
                ),
            )
        })?;
        let moves: Vec<_> = ast.iter_functions().filter(|f| f.name == "moves").collect();
        let names: Vec<String> = match &moves[..] {
            [moves] => moves.params.iter().map(|p| p.to_string()).collect(),
            [] => {
                return Err(at(
                    None,
                    msg!(
                        "rule-no-moves",
                        "the rule has no function `moves`: write `fn moves(n) {{ [n - 1, n - 3].filter(|h| h >= 0) }}`, the options of a position"
                    ),
                ))
            }
            _ => {
                return Err(at(
                    None,
                    msg!(
                        "rule-many-moves",
                        "the rule has {count} functions `moves`: write one, whose parameters are the numbers of a position",
                        count = moves.len()
                    ),
                ))
            }
        };
        if names.is_empty() || names.len() > MAX_ARITY {
            return Err(at(
                None,
                msg!(
                    "rule-arity",
                    "`moves` has {count} parameters: a position is 1 to {max} numbers, one parameter each",
                    count = names.len(),
                    max = MAX_ARITY
                ),
            ));
        }
        let moves_line = text
            .lines()
            .position(|line| line.trim_start().starts_with("fn moves"))
            .map_or(1, |i| i + 1);
        let block = (names.len() == 1).then(|| {
            let block = rhai::Engine::new_raw().compile(BLOCK_TEXT).expect("the block compiles");
            ast.merge(&block)
        });
        let native = Native::compile(&ast, "moves", names.len());
        Ok(Script { path: path.to_string(), sandbox, ast, names, moves_line, block, native })
    }

    /// The rule's file.
    pub fn path(&self) -> &str {
        &self.path
    }

    /// An error at `position` of the rule, while the moves of `of` were listed.
    fn error_at(&self, position: Position, of: &[u64], problem: Message) -> Error {
        Error::File {
            path: self.path.clone(),
            line: Some(position.line().unwrap_or(self.moves_line)),
            message: msg!(
                "rule-failed",
                "column {column}, listing the moves of {position}: {problem}",
                column = position.position().unwrap_or(1),
                position = written(of),
                problem = problem
            ),
        }
    }
}

/// A position as the rule reads it: `5` or `(5, 7)`.
pub fn written(position: &[u64]) -> String {
    match position {
        [n] => n.to_string(),
        _ => format!("({})", position.iter().map(u64::to_string).collect::<Vec<_>>().join(", ")),
    }
}

impl RuleSource for Script {
    fn arity(&self) -> usize {
        self.names.len()
    }

    fn names(&self) -> Vec<String> {
        self.names.clone()
    }

    fn options(&self, position: &[u64], out: &mut RuleOptions, work: &mut Work) -> Result<()> {
        out.clear();
        let mut args = Vec::with_capacity(position.len());
        for &n in position {
            let Ok(n) = INT::try_from(n) else {
                return Err(self.error_at(
                    Position::NONE,
                    position,
                    msg!("rule-number-too-large", "a rule reads numbers up to 2^63 - 1"),
                ));
            };
            args.push(Dynamic::from_int(n));
        }
        let what =
            || msg!("rule-what-moves", "the moves of {position}", position = written(position));
        if let Some(value) = self.native_moves(position, work)? {
            if read_plain(&value, position.len(), out) {
                return work.spend(out.numbers() as u64, what);
            }
            return self.read(value.into_dynamic(), position, out, work);
        }
        let result = self.sandbox.run(work, what, |engine| {
            engine.call_fn_with_options::<Dynamic>(
                CallFnOptions::new().eval_ast(false).rewind_scope(true),
                &mut Scope::new(),
                &self.ast,
                "moves",
                args,
            )
        });
        let stopped = |at: Position| {
            msg!(
                "rule-stopped-at",
                "{path}, line {line}, column {column}",
                path = self.path.clone(),
                line = at.line().unwrap_or(self.moves_line),
                column = at.position().unwrap_or(1)
            )
        };
        let value =
            or_error(result, what(), stopped, |at, problem| self.error_at(at, position, problem))?;
        self.read(value, position, out, work)
    }

    /// A run of heaps in one call of `__grundy_block`, so that the interpreter's
    /// setup of a call (its caches of the functions a rule calls among
    /// them) is paid once per run rather than once per heap. A run that
    /// fails keeps the heaps listed before the failure, and the heap that
    /// failed is asked alone, which fails as `options` does.
    fn heap_options(
        &self,
        heaps: std::ops::Range<u64>,
        out: &mut Vec<RuleOptions>,
        work: &mut Work,
    ) -> Result<usize> {
        if self.native.is_some() {
            // Each heap on its own: a call costs little without the
            // interpreter, and a heap the compiled rule gives up on is
            // asked of Rhai alone.
            let count = heaps.end.saturating_sub(heaps.start).min(NATIVE_RUN) as usize;
            if out.len() < count {
                out.resize_with(count, RuleOptions::new);
            }
            for (heap, out) in heaps.take(count).zip(out.iter_mut()) {
                self.options(&[heap], out, work)?;
            }
            return Ok(count);
        }
        let run = match (&self.block, INT::try_from(heaps.start), INT::try_from(heaps.end)) {
            (Some(block), Ok(first), Ok(end)) if end - first > 1 => {
                let what =
                    || msg!("rule-what-moves", "the moves of {position}", position = heaps.start);
                let args = vec![Dynamic::from_int(first), Dynamic::from_int(end)];
                self.sandbox.run_handing(work, what, block, BLOCK, args)?
            }
            _ => Vec::new(),
        };
        if out.len() < run.len().max(1) {
            out.resize_with(run.len().max(1), RuleOptions::new);
        }
        if run.is_empty() {
            self.options(&[heaps.start], &mut out[0], work)?;
            return Ok(1);
        }
        let count = run.len();
        for ((heap, value), out) in (heaps.start..).zip(run).zip(out.iter_mut()) {
            self.read(value, &[heap], out, work)?;
        }
        Ok(count)
    }
}

/// Heaps a run of [`RuleSource::heap_options`] lists when `moves` is compiled.
const NATIVE_RUN: u64 = 1024;

impl Script {
    /// What the compiled `moves` returns at `position`, its operations
    /// spent; `None` when the rule is not compiled or the compiled rule
    /// gives up, for Rhai to answer.
    fn native_moves(&self, position: &[u64], work: &mut Work) -> Result<Option<Value>> {
        let Some(native) = &self.native else { return Ok(None) };
        native.run(position, work, || {
            msg!("rule-what-moves", "the moves of {position}", position = written(position))
        })
    }

    /// The options of `position` as `moves` returned them, read.
    fn read(
        &self,
        value: Dynamic,
        position: &[u64],
        out: &mut RuleOptions,
        work: &mut Work,
    ) -> Result<()> {
        out.clear();
        let what =
            || msg!("rule-what-moves", "the moves of {position}", position = written(position));
        let mut reader = Reader { arity: position.len(), out, numbers_left: MAX_OPTION_NUMBERS };
        let read = reader.list(value);
        work.spend(out.numbers() as u64, what)?;
        read.map_err(|problem| {
            self.error_at(
                Position::new(u16::try_from(self.moves_line).unwrap_or(u16::MAX), 1),
                position,
                problem,
            )
        })
    }
}

/// Writes into `out` the options of a compiled `moves`'s `value` when it
/// is a plain list of positions — whole numbers of at least 0 for a heap,
/// lists of `arity` of them otherwise — and says whether it was; the
/// options are those [`Reader`] reads from the same value.
fn read_plain(value: &Value, arity: usize, out: &mut RuleOptions) -> bool {
    out.clear();
    let Value::Array(options) = value else { return false };
    let mut numbers = [0u64; MAX_ARITY];
    for option in options {
        match (option, arity) {
            (&Value::Int(n), 1) if n >= 0 => out.push(&[n as u64]),
            (Value::Array(items), _) if arity > 1 && items.len() == arity => {
                for (slot, item) in numbers.iter_mut().zip(items) {
                    match *item {
                        Value::Int(n) if n >= 0 => *slot = n as u64,
                        _ => {
                            out.clear();
                            return false;
                        }
                    }
                }
                out.push(&numbers[..arity]);
            }
            _ => {
                out.clear();
                return false;
            }
        }
    }
    true
}

/// Reads what `moves` returned into options, checking every number.
struct Reader<'o> {
    arity: usize,
    out: &'o mut RuleOptions,
    numbers_left: usize,
}

type Read<T> = std::result::Result<T, Message>;

impl Reader<'_> {
    fn list(&mut self, value: Dynamic) -> Read<()> {
        if let Some(range) = range(&value) {
            return self.heaps(range?, 0);
        }
        if let Some(line) = value.read_lock::<Line>() {
            return self.line(&line, 0);
        }
        let list = match value.try_cast_result::<rhai::Array>() {
            Ok(list) => list,
            Err(value) => {
                return Err(msg!(
                    "rule-returned-not-list",
                    "`moves` returned {found}, expected a list of options",
                    found = shown(&value)
                ))
            }
        };
        for (index, option) in list.into_iter().enumerate() {
            self.option(option, index)?;
        }
        Ok(())
    }

    fn option(&mut self, option: Dynamic, index: usize) -> Read<()> {
        if let Some(line) = option.read_lock::<Line>() {
            return self.line(&line, index);
        }
        if self.arity == 1 {
            if let Some(range) = range(&option) {
                return self.heaps(range?, index);
            }
            if option.is_int() {
                let heap = self.number(&option, index)?;
                self.spend(1)?;
                self.out.push(&[heap]);
                return Ok(());
            }
        }
        let items = match option.try_cast_result::<rhai::Array>() {
            Ok(items) => items,
            Err(option) => return Err(self.bad(index, &option)),
        };
        let is_sum = self.arity == 1 || items.first().is_some_and(|f| f.is_array());
        if is_sum {
            self.spend(items.len() * self.arity)?;
            for item in &items {
                if self.arity == 1 {
                    let heap = self.number(item, index)?;
                    self.out.extend(&[heap]);
                } else {
                    let Some(position) = item.read_lock::<rhai::Array>() else {
                        return Err(self.bad(index, item));
                    };
                    let numbers = self.position(&position, index)?;
                    self.out.extend(&numbers);
                }
            }
            self.out.end();
            return Ok(());
        }
        // One position; each entry a number or a range: every combination.
        if items.len() != self.arity {
            return Err(msg!(
                "rule-option-arity",
                "option {index} is {found}, with {count} numbers; a position of this rule has {arity}",
                index = index + 1,
                found = shown(&Dynamic::from_array(items.clone())),
                count = items.len(),
                arity = self.arity
            ));
        }
        let mut axes: Vec<(u64, u64)> = Vec::with_capacity(self.arity);
        for item in &items {
            match range(item) {
                Some(range) => axes.push(range?),
                None => {
                    let n = self.number(item, index)?;
                    axes.push((n, n + 1));
                }
            }
        }
        let count = axes
            .iter()
            .try_fold(1usize, |count, &(start, end)| {
                count.checked_mul(usize::try_from(end.saturating_sub(start)).ok()?)
            })
            .unwrap_or(usize::MAX);
        self.spend(count.saturating_mul(self.arity))?;
        let mut point: Vec<u64> = axes.iter().map(|&(start, _)| start).collect();
        if count == 0 {
            return Ok(());
        }
        loop {
            self.out.push(&point);
            // The next combination, the last entry fastest.
            let mut axis = self.arity;
            loop {
                if axis == 0 {
                    return Ok(());
                }
                axis -= 1;
                point[axis] += 1;
                if point[axis] < axes[axis].1 {
                    break;
                }
                point[axis] = axes[axis].0;
            }
        }
    }

    /// Every position of `line`, each an option.
    fn line(&mut self, line: &Line, index: usize) -> Read<()> {
        if line.start.len() != self.arity {
            return Err(msg!(
                "rule-line-arity",
                "option {index} is a line of positions of {count} numbers; a position of this rule has {arity}",
                index = index + 1,
                count = line.start.len(),
                arity = self.arity
            ));
        }
        let count = usize::try_from(line.count).unwrap_or(usize::MAX);
        self.spend(count.saturating_mul(self.arity))?;
        let mut point = line.start.clone();
        let mut numbers = vec![0u64; self.arity];
        for _ in 0..count {
            for (n, &p) in numbers.iter_mut().zip(&point) {
                *n = u64::try_from(p).map_err(|_| {
                    msg!(
                        "rule-negative",
                        "option {index} holds {number}; positions are numbers of at least 0",
                        index = index + 1,
                        number = p
                    )
                })?;
            }
            self.out.push(&numbers);
            for (p, &d) in point.iter_mut().zip(&line.step) {
                *p = p.saturating_add(d);
            }
        }
        Ok(())
    }

    /// Every heap of `range`, each an option.
    fn heaps(&mut self, (start, end): (u64, u64), _index: usize) -> Read<()> {
        self.spend(usize::try_from(end.saturating_sub(start)).unwrap_or(usize::MAX))?;
        for heap in start..end {
            self.out.push(&[heap]);
        }
        Ok(())
    }

    fn position(&mut self, items: &[Dynamic], index: usize) -> Read<Vec<u64>> {
        if items.len() != self.arity {
            return Err(msg!(
                "rule-option-arity",
                "option {index} is {found}, with {count} numbers; a position of this rule has {arity}",
                index = index + 1,
                found = shown(&Dynamic::from_array(items.to_vec())),
                count = items.len(),
                arity = self.arity
            ));
        }
        items.iter().map(|item| self.number(item, index)).collect()
    }

    fn number(&self, value: &Dynamic, index: usize) -> Read<u64> {
        match value.as_int() {
            Ok(n) => u64::try_from(n).map_err(|_| {
                msg!(
                    "rule-negative",
                    "option {index} holds {number}; positions are numbers of at least 0",
                    index = index + 1,
                    number = n
                )
            }),
            Err(_) => Err(self.bad(index, value)),
        }
    }

    fn bad(&self, index: usize, found: &Dynamic) -> Message {
        let expected = match self.arity {
            1 => msg!("rule-expected-heap", "a heap, a range of heaps or a list of heaps (a sum)"),
            arity => msg!(
                "rule-expected-position",
                "a list of {arity} numbers or ranges, or a list of such lists (a sum)",
                arity = arity
            ),
        };
        msg!(
            "rule-option-bad",
            "option {index} is {found}; expected {expected}",
            index = index + 1,
            found = shown(found),
            expected = expected
        )
    }

    fn spend(&mut self, numbers: usize) -> Read<()> {
        match self.numbers_left.checked_sub(numbers) {
            Some(left) => {
                self.numbers_left = left;
                Ok(())
            }
            None => Err(msg!(
                "rule-too-many-options",
                "the options hold more than {max} numbers",
                max = MAX_OPTION_NUMBERS
            )),
        }
    }
}

/// `value` as a range of numbers `start..end`, if it is a range.
fn range(value: &Dynamic) -> Option<Read<(u64, u64)>> {
    let (start, end) = if let Some(r) = value.read_lock::<std::ops::Range<INT>>() {
        (r.start, r.end)
    } else if let Some(r) = value.read_lock::<std::ops::RangeInclusive<INT>>() {
        (*r.start(), r.end().saturating_add(1))
    } else {
        return None;
    };
    Some(match u64::try_from(start) {
        Ok(start) => Ok((start, u64::try_from(end).unwrap_or(0).max(start))),
        Err(_) => Err(msg!(
            "rule-negative-range",
            "a range starts at {start}; positions are numbers of at least 0",
            start = start
        )),
    })
}

/// A value as the rule would write it, shortened.
fn shown(value: &Dynamic) -> String {
    let text = value.to_string();
    let text = if value.is_string() { format!("{text:?}") } else { text };
    crate::core::text::abbreviate(&text).to_string()
}
