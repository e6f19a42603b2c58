//! [`Native`]: a rule's or a formula's functions, compiled from Rhai's
//! syntax tree to a tree the engine walks itself, with whole numbers,
//! booleans, lists and ranges as plain Rust values.
//!
//! Rhai evaluates about 10⁷ operations a second: every value is a
//! `Dynamic`, every operator a function looked up by hash, every call a
//! new scope of named variables. Most rules are a handful of arithmetic
//! steps a position (`[n - 1, n - 3].filter(|h| h >= 0)`, kiki's three
//! moves, S-Nim's loop over a set), and a formula is one expression; for
//! them the interpreter's overhead is nearly all the cost. This module
//! compiles such functions once, when the rule is read, into [`E`] and
//! [`S`] nodes with variables in numbered slots, and runs them tens of
//! times faster.
//!
//! **Same answers, or none.** A compiled function gives exactly the value
//! Rhai gives, or gives up ([`Native::call`] returns `None`) and the caller
//! asks Rhai, whose answer, error or refusal is then the answer. So it
//! never reports an error itself: wherever Rhai could fail — an overflow,
//! a division by zero, an index out of range, a value of an unexpected
//! type, a list past Rhai's size limit, too many variables, calls too
//! deep, or more operations than the work left — it gives up. Compiling
//! gives up (returns `None`) on anything outside the subset below, so
//! such a rule runs on Rhai alone, as before. The differential tests
//! (`native/tests.rs`) run every rule of `games/` and random formulas
//! both ways.
//!
//! **The subset.** Script functions (called by name, recursion included),
//! `let`/`const`, `=` and `op=` on variables and their list entries,
//! `if`/`else` (statements and values), `while`, `loop`, `for x in` a
//! range or a list, `break`, `continue`, `return`; whole numbers,
//! booleans, list literals, ranges `a..b` and `a..=b`; the operators
//! `+ - * / % ** << >> & | ^`, comparisons, `! && ||`, unary `-`;
//! indexing lists; the methods `len`, `is_empty`, `contains`, `filter`
//! (with a `|x| …` function), `push` and `pad` (on a variable, as a
//! statement); the functions `min`, `max`, `abs`, `ctz`, `popcount`,
//! `mex` and `line`.
//!
//! **Cost.** Each node evaluated is one operation, spent from the same
//! [`Work`](crate::core::limits::Work) budget as Rhai's operations (the
//! caller spends [`Native::call`]'s count); a run that would take more
//! than it is allowed gives up, and Rhai then stops where its own count
//! runs out. Time and memory are linear in the operations and the values
//! built (each list element built is counted, and a run past
//! [`MAX_ARRAY`] of them gives up before Rhai's limit on one list could
//! be reached).

use rhai::{Dynamic, INT};

use crate::rulesets::user::sandbox::Line;

/// A value of the subset.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Value {
    Unit,
    Bool(bool),
    Int(INT),
    /// `a..b`.
    Range(INT, INT),
    /// `a..=b`.
    Inclusive(INT, INT),
    Array(Vec<Value>),
    Line(Box<Line>),
}

impl Value {
    /// The value as Rhai holds it.
    pub(crate) fn into_dynamic(self) -> Dynamic {
        match self {
            Value::Unit => Dynamic::UNIT,
            Value::Bool(b) => Dynamic::from_bool(b),
            Value::Int(n) => Dynamic::from_int(n),
            Value::Range(a, b) => Dynamic::from(a..b),
            Value::Inclusive(a, b) => Dynamic::from(a..=b),
            Value::Array(items) => {
                Dynamic::from_array(items.into_iter().map(Value::into_dynamic).collect())
            }
            Value::Line(line) => Dynamic::from(*line),
        }
    }

    /// A constant of the syntax tree, if it is one of the subset's values.
    fn from_constant(value: &Dynamic) -> Option<Value> {
        if value.is_unit() {
            Some(Value::Unit)
        } else if let Ok(b) = value.as_bool() {
            Some(Value::Bool(b))
        } else if let Ok(n) = value.as_int() {
            Some(Value::Int(n))
        } else if let Some(items) = value.read_lock::<rhai::Array>() {
            items.iter().map(Value::from_constant).collect::<Option<_>>().map(Value::Array)
        } else {
            None
        }
    }

    /// The list elements the value holds, nested lists counted whole (as
    /// Rhai measures a list against its size limit).
    fn elements(&self) -> usize {
        match self {
            Value::Array(items) => items.iter().map(|item| 1 + item.elements()).sum(),
            _ => 0,
        }
    }
}

/// An expression.
#[derive(Debug)]
enum E {
    Const(Value),
    Local(usize),
    Array(Vec<E>),
    Unary(Unary, Box<E>),
    Binary(Binary, Box<E>, Box<E>),
    And(Vec<E>),
    Or(Vec<E>),
    /// A script function, by index, with its arguments.
    Call(usize, Vec<E>),
    Builtin(Builtin, Vec<E>),
    /// A value and what is done to it in turn: `list[i][0]`, `xs.filter(f).len()`.
    Chain(Box<E>, Vec<Step>),
    /// A block whose value is its last statement's.
    Block(Vec<S>),
}

#[derive(Debug, Clone, Copy)]
enum Unary {
    Minus,
    Plus,
    Not,
}

#[derive(Debug, Clone, Copy)]
enum Binary {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Pow,
    Shl,
    Shr,
    And,
    Or,
    Xor,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    Range,
    Inclusive,
}

#[derive(Debug, Clone, Copy)]
enum Builtin {
    Min,
    Max,
    Abs,
    Ctz,
    Popcount,
    Mex,
    Line,
}

/// One step of a chain.
#[derive(Debug)]
enum Step {
    Index(E),
    Len,
    IsEmpty,
    Contains(E),
    /// `filter` with a script function of one parameter.
    Filter(usize),
}

/// A statement.
#[derive(Debug)]
enum S {
    Expr(E),
    Let(usize, E),
    /// `slot[i][j]… op= value`.
    Assign {
        slot: usize,
        path: Vec<E>,
        op: Option<Binary>,
        value: E,
    },
    If(E, Vec<S>, Vec<S>),
    /// `while`, or `loop` without a condition.
    While(Option<E>, Vec<S>),
    For(usize, E, Vec<S>),
    Break,
    Continue,
    Return(Option<E>),
    Block(Vec<S>),
    Push(usize, E),
    Pad(usize, E, E),
}

#[derive(Debug)]
struct Function {
    params: usize,
    /// Variables alive at once at most, parameters included.
    slots: usize,
    body: Vec<S>,
}

/// Functions compiled, and the one a call starts from.
#[derive(Debug)]
pub(crate) struct Native {
    /// By their index among the script's functions; those `entry` never
    /// calls are not compiled.
    functions: Vec<Option<Function>>,
    entry: usize,
}

mod compile;
mod run;
#[cfg(test)]
mod tests;
