//! Running: the compiled tree walked, counting operations and list
//! elements, giving up wherever Rhai could fail.

use rhai::INT;

use super::{Binary, Builtin, Native, Step, Unary, Value, E, S};
use crate::core::error::Result;
use crate::core::limits::Work;
use crate::core::message::Message;
use crate::rules::source::OPERATION_COST;
use crate::rulesets::user::sandbox::{Line, MAX_ARRAY, MAX_CALL_LEVELS, MAX_VARIABLES};
use crate::rulesets::user::script::MAX_ARITY;

thread_local! {
    /// Frames of calls that ended, kept for the next calls' variables.
    static FRAMES: std::cell::RefCell<Vec<Vec<Value>>> = const { std::cell::RefCell::new(Vec::new()) };
}

impl Native {
    /// The entry's value at `position`, its operations spent from `work`
    /// ([`OPERATION_COST`] steps each, as Rhai's; past the limit, an error
    /// naming `what`); `None` when it gives up, or a number of the
    /// position passes 2⁶³ − 1, for Rhai to answer.
    pub(crate) fn run(
        &self,
        position: &[u64],
        work: &mut Work,
        what: impl FnOnce() -> Message,
    ) -> Result<Option<Value>> {
        let mut args = [0; MAX_ARITY];
        if position.len() > MAX_ARITY {
            return Ok(None);
        }
        for (arg, &n) in args.iter_mut().zip(position) {
            let Ok(n) = INT::try_from(n) else { return Ok(None) };
            *arg = n;
        }
        let allowed = work.left() / OPERATION_COST;
        let Some((value, ops)) = self.call(&args[..position.len()], allowed) else {
            return Ok(None);
        };
        work.spend(ops.saturating_mul(OPERATION_COST), what)?;
        Ok(Some(value))
    }

    /// The entry's value at `args`, and the operations it took; `None`
    /// when it gives up (see the module's doc), having taken more than
    /// `allowed` operations or met anything Rhai might refuse.
    pub(crate) fn call(&self, args: &[INT], allowed: u64) -> Option<(Value, u64)> {
        let allowed = allowed.min(MOST_OPERATIONS);
        let frames = FRAMES.with(|frames| std::mem::take(&mut *frames.borrow_mut()));
        let mut run = Run { native: self, ops: 0, allowed, made: 0, depth: 0, frames };
        let mut frame = run.frame();
        frame.extend(args.iter().map(|&n| Value::Int(n)));
        let value = run.call(self.entry, frame, 0);
        FRAMES.with(|frames| *frames.borrow_mut() = std::mem::take(&mut run.frames));
        let value = value.ok()?;
        (run.ops <= allowed).then_some((value, run.ops))
    }
}

/// Why a run stopped before its end.
enum Stop {
    Break,
    Continue,
    Return(Value),
    /// Gives up: Rhai answers instead.
    GiveUp,
}

type Ran<T> = Result<T, Stop>;

/// The most operations a compiled call takes before it gives up, so that
/// a long one is left to Rhai, which also looks at the work's deadline.
const MOST_OPERATIONS: u64 = 1 << 24;

/// Leave this many variables and call levels below Rhai's limits, so that
/// a run that could reach them gives up first.
const MARGIN: usize = 4;

struct Run<'n> {
    native: &'n Native,
    ops: u64,
    allowed: u64,
    /// List elements built so far.
    made: usize,
    depth: usize,
    /// Frames free for the next calls.
    frames: Vec<Vec<Value>>,
}

fn int(value: &Value) -> Ran<INT> {
    match value {
        Value::Int(n) => Ok(*n),
        _ => Err(Stop::GiveUp),
    }
}

fn boolean(value: &Value) -> Ran<bool> {
    match value {
        Value::Bool(b) => Ok(*b),
        _ => Err(Stop::GiveUp),
    }
}

fn checked(n: Option<INT>) -> Ran<Value> {
    n.map(Value::Int).ok_or(Stop::GiveUp)
}

/// `x << y` as Rhai computes it (a negative `y` shifts right).
fn shift_left(x: INT, y: INT) -> INT {
    match u32::try_from(y) {
        Ok(y) => x.checked_shl(y).unwrap_or(0),
        Err(_) if y < 0 => shift_right(x, y.checked_abs().unwrap_or(INT::MAX)),
        Err(_) => 0,
    }
}

/// `x >> y` as Rhai computes it (a negative `y` shifts left).
fn shift_right(x: INT, y: INT) -> INT {
    match u32::try_from(y) {
        Ok(y) => x.checked_shr(y).unwrap_or(x >> 63),
        Err(_) if y < 0 => shift_left(x, y.checked_abs().unwrap_or(INT::MAX)),
        Err(_) => x >> 63,
    }
}

fn operate(op: Binary, a: &Value, b: &Value) -> Ran<Value> {
    use Binary::*;
    if let (Value::Bool(a), Value::Bool(b), Eq | Ne) = (a, b, op) {
        return Ok(Value::Bool((a == b) == matches!(op, Eq)));
    }
    let (a, b) = (int(a)?, int(b)?);
    Ok(match op {
        Add => checked(a.checked_add(b))?,
        Sub => checked(a.checked_sub(b))?,
        Mul => checked(a.checked_mul(b))?,
        Div if b == 0 => return Err(Stop::GiveUp),
        Div => checked(a.checked_div(b))?,
        Rem => checked(a.checked_rem(b))?,
        Pow => match u32::try_from(b) {
            Ok(b) => checked(a.checked_pow(b))?,
            Err(_) => return Err(Stop::GiveUp),
        },
        Shl => Value::Int(shift_left(a, b)),
        Shr => Value::Int(shift_right(a, b)),
        And => Value::Int(a & b),
        Or => Value::Int(a | b),
        Xor => Value::Int(a ^ b),
        Eq => Value::Bool(a == b),
        Ne => Value::Bool(a != b),
        Lt => Value::Bool(a < b),
        Le => Value::Bool(a <= b),
        Gt => Value::Bool(a > b),
        Ge => Value::Bool(a >= b),
        Range => Value::Range(a, b),
        Inclusive => Value::Inclusive(a, b),
    })
}

impl Run<'_> {
    fn tick(&mut self) -> Ran<()> {
        self.ops += 1;
        if self.ops > self.allowed {
            return Err(Stop::GiveUp);
        }
        Ok(())
    }

    /// Counts `count` list elements built.
    fn make(&mut self, count: usize) -> Ran<()> {
        self.made = self.made.saturating_add(count);
        if self.made > MAX_ARRAY {
            return Err(Stop::GiveUp);
        }
        Ok(())
    }

    /// A copy of `value`, its list elements counted.
    fn copy(&mut self, value: &Value) -> Ran<Value> {
        if let Value::Array(_) = value {
            self.make(value.elements())?;
        }
        Ok(value.clone())
    }

    /// An empty frame, from those calls left.
    fn frame(&mut self) -> Vec<Value> {
        self.frames.pop().unwrap_or_default()
    }

    /// Function `index` called with `frame` holding its arguments, its
    /// variables counted from `base` (those of its callers, as Rhai's one
    /// scope holds them).
    fn call(&mut self, index: usize, mut frame: Vec<Value>, base: usize) -> Ran<Value> {
        let Some(function) = &self.native.functions[index] else { return Err(Stop::GiveUp) };
        self.tick()?;
        if self.depth + MARGIN >= MAX_CALL_LEVELS || base + function.slots + MARGIN >= MAX_VARIABLES
        {
            return Err(Stop::GiveUp);
        }
        debug_assert_eq!(frame.len(), function.params);
        frame.resize(function.slots.max(1), Value::Unit);
        self.depth += 1;
        let result = self.block(&function.body, &mut frame, base + function.slots);
        self.depth -= 1;
        frame.clear();
        self.frames.push(frame);
        match result {
            Ok(value) | Err(Stop::Return(value)) => Ok(value),
            Err(_) => Err(Stop::GiveUp),
        }
    }

    fn block(&mut self, block: &[S], frame: &mut [Value], base: usize) -> Ran<Value> {
        let mut value = Value::Unit;
        for statement in block {
            value = self.statement(statement, frame, base)?;
        }
        Ok(value)
    }

    fn statement(&mut self, statement: &S, frame: &mut [Value], base: usize) -> Ran<Value> {
        self.tick()?;
        match statement {
            S::Expr(e) => self.expr(e, frame, base),
            S::Let(slot, e) => {
                frame[*slot] = self.expr(e, frame, base)?;
                Ok(Value::Unit)
            }
            S::Assign { slot, path, op, value } => {
                let value = self.expr(value, frame, base)?;
                let mut indices = Vec::with_capacity(path.len());
                for e in path {
                    indices.push(int(&self.expr(e, frame, base)?)?);
                }
                let mut target = &mut frame[*slot];
                for &i in &indices {
                    let Value::Array(items) = target else { return Err(Stop::GiveUp) };
                    target = usize::try_from(i)
                        .ok()
                        .and_then(|i| items.get_mut(i))
                        .ok_or(Stop::GiveUp)?;
                }
                *target = match op {
                    Some(op) => operate(*op, target, &value)?,
                    None => value,
                };
                Ok(Value::Unit)
            }
            S::If(condition, then, otherwise) => {
                if boolean(&self.expr(condition, frame, base)?)? {
                    self.block(then, frame, base)
                } else {
                    self.block(otherwise, frame, base)
                }
            }
            S::While(condition, body) => {
                loop {
                    if let Some(condition) = condition {
                        if !boolean(&self.expr(condition, frame, base)?)? {
                            break;
                        }
                    }
                    match self.block(body, frame, base) {
                        Ok(_) | Err(Stop::Continue) => self.tick()?,
                        Err(Stop::Break) => break,
                        Err(stop) => return Err(stop),
                    }
                }
                Ok(Value::Unit)
            }
            S::For(slot, over, body) => {
                let items: Box<dyn Iterator<Item = Value>> = match self.expr(over, frame, base)? {
                    Value::Range(a, b) => Box::new((a..b).map(Value::Int)),
                    Value::Inclusive(a, b) => Box::new((a..=b).map(Value::Int)),
                    Value::Array(items) => Box::new(items.into_iter()),
                    _ => return Err(Stop::GiveUp),
                };
                for item in items {
                    frame[*slot] = item;
                    match self.block(body, frame, base) {
                        Ok(_) | Err(Stop::Continue) => self.tick()?,
                        Err(Stop::Break) => break,
                        Err(stop) => return Err(stop),
                    }
                }
                Ok(Value::Unit)
            }
            S::Break => Err(Stop::Break),
            S::Continue => Err(Stop::Continue),
            S::Return(value) => Err(Stop::Return(match value {
                Some(e) => self.expr(e, frame, base)?,
                None => Value::Unit,
            })),
            S::Block(block) => self.block(block, frame, base),
            S::Push(slot, e) => {
                let value = self.expr(e, frame, base)?;
                self.make(1)?;
                let Value::Array(items) = &mut frame[*slot] else { return Err(Stop::GiveUp) };
                items.push(value);
                Ok(Value::Unit)
            }
            S::Pad(slot, length, value) => {
                let length = int(&self.expr(length, frame, base)?)?;
                let value = self.expr(value, frame, base)?;
                let Value::Array(items) = &mut frame[*slot] else { return Err(Stop::GiveUp) };
                let Ok(length) = usize::try_from(length) else { return Ok(Value::Unit) };
                if length > items.len() {
                    let more = length - items.len();
                    self.make(more.saturating_mul(1 + value.elements()))?;
                    items.resize(length, value);
                }
                Ok(Value::Unit)
            }
        }
    }

    fn expr(&mut self, e: &E, frame: &mut [Value], base: usize) -> Ran<Value> {
        self.tick()?;
        match e {
            E::Const(Value::Int(n)) => Ok(Value::Int(*n)),
            E::Const(value) => self.copy(value),
            E::Local(slot) => match &frame[*slot] {
                Value::Int(n) => Ok(Value::Int(*n)),
                value => self.copy(value),
            },
            E::Array(items) => {
                let mut values = Vec::with_capacity(items.len());
                for item in items {
                    values.push(self.expr(item, frame, base)?);
                }
                self.make(values.len())?;
                Ok(Value::Array(values))
            }
            E::Unary(op, a) => {
                let a = self.expr(a, frame, base)?;
                match (op, a) {
                    (Unary::Minus, Value::Int(n)) => checked(n.checked_neg()),
                    (Unary::Plus, Value::Int(n)) => Ok(Value::Int(n)),
                    (Unary::Not, Value::Int(n)) => Ok(Value::Int(!n)),
                    (Unary::Not, Value::Bool(b)) => Ok(Value::Bool(!b)),
                    _ => Err(Stop::GiveUp),
                }
            }
            E::Binary(op, a, b) => {
                let a = self.expr(a, frame, base)?;
                let b = self.expr(b, frame, base)?;
                operate(*op, &a, &b)
            }
            E::And(items) => {
                for item in items {
                    if !boolean(&self.expr(item, frame, base)?)? {
                        return Ok(Value::Bool(false));
                    }
                }
                Ok(Value::Bool(true))
            }
            E::Or(items) => {
                for item in items {
                    if boolean(&self.expr(item, frame, base)?)? {
                        return Ok(Value::Bool(true));
                    }
                }
                Ok(Value::Bool(false))
            }
            E::Call(index, args) => {
                let mut values = self.frame();
                for arg in args {
                    values.push(self.expr(arg, frame, base)?);
                }
                self.call(*index, values, base)
            }
            E::Builtin(builtin, args) => {
                let mut values = Vec::with_capacity(args.len());
                for arg in args {
                    values.push(self.expr(arg, frame, base)?);
                }
                self.builtin(*builtin, values)
            }
            E::Chain(first, steps) => {
                // Rhai evaluates the steps' arguments first, then the base.
                let mut arguments = Vec::new();
                for step in steps {
                    if let Step::Index(e) | Step::Contains(e) = step {
                        arguments.push(self.expr(e, frame, base)?);
                    }
                }
                let mut arguments = arguments.into_iter();
                let mut value = match &**first {
                    E::Local(slot) => Cursor::At(&frame[*slot]),
                    e => Cursor::Owned(self.expr(e, frame, base)?),
                };
                for step in steps {
                    value = self.step(value, step, &mut arguments, base)?;
                }
                match value {
                    Cursor::At(value) => {
                        let value = value.clone();
                        self.copy(&value)
                    }
                    Cursor::Owned(value) => Ok(value),
                }
            }
            E::Block(block) => self.block(block, frame, base),
        }
    }

    fn step<'v>(
        &mut self,
        value: Cursor<'v>,
        step: &Step,
        arguments: &mut impl Iterator<Item = Value>,
        base: usize,
    ) -> Ran<Cursor<'v>> {
        if let Step::Index(_) = step {
            let i = int(&arguments.next().ok_or(Stop::GiveUp)?)?;
            let i = usize::try_from(i).map_err(|_| Stop::GiveUp)?;
            return match value {
                Cursor::At(Value::Array(items)) => {
                    Ok(Cursor::At(items.get(i).ok_or(Stop::GiveUp)?))
                }
                Cursor::Owned(Value::Array(mut items)) if i < items.len() => {
                    Ok(Cursor::Owned(items.swap_remove(i)))
                }
                _ => Err(Stop::GiveUp),
            };
        }
        let Value::Array(items) = value.get() else { return Err(Stop::GiveUp) };
        Ok(match step {
            Step::Index(_) => unreachable!("indexed above"),
            Step::Len => Cursor::Owned(Value::Int(items.len() as INT)),
            Step::IsEmpty => Cursor::Owned(Value::Bool(items.is_empty())),
            Step::Contains(_) => {
                let x = arguments.next().ok_or(Stop::GiveUp)?;
                if !matches!(x, Value::Int(_) | Value::Bool(_)) {
                    return Err(Stop::GiveUp);
                }
                let mut found = false;
                for item in items {
                    self.tick()?;
                    match (item, &x) {
                        (Value::Int(a), Value::Int(b)) if a == b => found = true,
                        (Value::Bool(a), Value::Bool(b)) if a == b => found = true,
                        (Value::Int(_) | Value::Bool(_), _) => {}
                        _ => return Err(Stop::GiveUp),
                    }
                    if found {
                        break;
                    }
                }
                Cursor::Owned(Value::Bool(found))
            }
            Step::Filter(f) => {
                let mut kept = Vec::new();
                for item in items {
                    let mut argument = self.frame();
                    argument.push(self.copy(item)?);
                    if self.call(*f, argument, base)? == Value::Bool(true) {
                        self.make(1)?;
                        kept.push(self.copy(item)?);
                    }
                }
                Cursor::Owned(Value::Array(kept))
            }
        })
    }

    fn builtin(&mut self, builtin: Builtin, args: Vec<Value>) -> Ran<Value> {
        match (builtin, &args[..]) {
            (Builtin::Min, [a, b]) => Ok(Value::Int(int(a)?.min(int(b)?))),
            (Builtin::Max, [a, b]) => Ok(Value::Int(int(a)?.max(int(b)?))),
            (Builtin::Abs, [a]) => checked(int(a)?.checked_abs()),
            (Builtin::Ctz, [a]) => Ok(Value::Int(INT::from(int(a)?.trailing_zeros()))),
            (Builtin::Popcount, [a]) => Ok(Value::Int(INT::from(int(a)?.count_ones()))),
            (Builtin::Mex, [Value::Array(items)]) => {
                let mut seen = vec![false; items.len() + 1];
                for item in items {
                    self.tick()?;
                    if let Ok(i) = usize::try_from(int(item)?) {
                        if i < seen.len() {
                            seen[i] = true;
                        }
                    }
                }
                Ok(Value::Int(seen.iter().position(|s| !s).unwrap_or(0) as INT))
            }
            (Builtin::Line, [start, step, count]) => {
                let numbers = |v: &Value| -> Ran<Vec<INT>> {
                    match v {
                        Value::Int(n) => Ok(vec![*n]),
                        Value::Array(items) => items.iter().map(int).collect(),
                        _ => Err(Stop::GiveUp),
                    }
                };
                // `line(n, s, c)` takes numbers; `line([..], [..], c)` lists.
                let both_numbers = matches!((start, step), (Value::Int(_), Value::Int(_)));
                let both_lists = matches!((start, step), (Value::Array(_), Value::Array(_)));
                if !both_numbers && !both_lists {
                    return Err(Stop::GiveUp);
                }
                let (start, step, count) = (numbers(start)?, numbers(step)?, int(count)?);
                if start.len() != step.len() || start.is_empty() {
                    return Err(Stop::GiveUp);
                }
                Ok(Value::Line(Box::new(Line { start, step, count: count.max(0) })))
            }
            _ => Err(Stop::GiveUp),
        }
    }
}

/// A value in a chain: a variable's (or a part of it), not copied, or one
/// computed.
enum Cursor<'v> {
    At(&'v Value),
    Owned(Value),
}

impl Cursor<'_> {
    fn get(&self) -> &Value {
        match self {
            Cursor::At(value) => value,
            Cursor::Owned(value) => value,
        }
    }
}
