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
//! (tests/it/native.rs) run every rule of `games/` and random formulas
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

use std::collections::HashMap;

use rhai::{ASTFlags, Dynamic, Expr, FnCallExpr, FnPtr, Stmt, Token, AST, INT};

use crate::rulesets::user::sandbox::{Line, MAX_ARRAY, MAX_CALL_LEVELS, MAX_VARIABLES};

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
    functions: Vec<Function>,
    entry: usize,
    /// Frames of calls that ended, kept for the next calls' variables.
    frames: std::sync::Mutex<Vec<Vec<Value>>>,
}

/// Names of Rhai's own functions and methods the subset reads: a rule
/// defining a function of one of these names is not compiled (which of
/// the two Rhai would call is its business).
const RESERVED: &[&str] = &[
    "min", "max", "abs", "ctz", "popcount", "mex", "line", "len", "is_empty", "contains", "filter",
    "push", "pad",
];

impl Native {
    /// `entry` of `ast` and every function it calls, compiled; `None` when
    /// any of them steps outside the subset, or `entry` does not take
    /// `arity` parameters.
    pub(crate) fn compile(ast: &AST, entry: &str, arity: usize) -> Option<Native> {
        let mut signatures = HashMap::new();
        let mut definitions = Vec::new();
        for function in ast.iter_functions() {
            if RESERVED.contains(&function.name) {
                return None;
            }
            let params: Vec<String> = function.params.iter().map(|p| p.to_string()).collect();
            signatures.insert((function.name.to_string(), params.len()), definitions.len());
            definitions.push((function.name.to_string(), params));
        }
        let entry = *signatures.get(&(entry.to_string(), arity))?;
        let compiler = Compiler { ast, signatures, definitions };
        // Functions are compiled under their definition's index, then
        // numbered densely.
        let mut compiled: HashMap<usize, Function> = HashMap::new();
        let mut wanted = vec![entry];
        while let Some(index) = wanted.pop() {
            if compiled.contains_key(&index) {
                continue;
            }
            let (function, calls) = compiler.function(index)?;
            compiled.insert(index, function);
            wanted.extend(calls);
        }
        let mut order: Vec<usize> = compiled.keys().copied().collect();
        order.sort_unstable();
        let dense: HashMap<usize, usize> = order.iter().enumerate().map(|(i, &d)| (d, i)).collect();
        let mut functions: Vec<Function> =
            order.iter().map(|d| compiled.remove(d).expect("compiled")).collect();
        for function in &mut functions {
            renumber_block(&mut function.body, &dense);
        }
        Some(Native { functions, entry: dense[&entry], frames: Default::default() })
    }

    /// The entry's value at `args`, and the operations it took; `None`
    /// when it gives up (see the module's doc), having taken more than
    /// `allowed` operations or met anything Rhai might refuse.
    pub(crate) fn call(&self, args: &[INT], allowed: u64) -> Option<(Value, u64)> {
        let allowed = allowed.min(MOST_OPERATIONS);
        let frames = std::mem::take(&mut *self.frames.lock().unwrap_or_else(|e| e.into_inner()));
        let mut run = Run { native: self, ops: 0, allowed, made: 0, depth: 0, frames };
        let mut frame = run.frame();
        frame.extend(args.iter().map(|&n| Value::Int(n)));
        let value = run.call(self.entry, frame, 0);
        *self.frames.lock().unwrap_or_else(|e| e.into_inner()) = run.frames;
        let value = value.ok()?;
        (run.ops <= allowed).then_some((value, run.ops))
    }
}

fn renumber_block(block: &mut [S], dense: &HashMap<usize, usize>) {
    for statement in block {
        match statement {
            S::Expr(e) | S::Let(_, e) | S::Push(_, e) => renumber(e, dense),
            S::Assign { path, value, .. } => {
                path.iter_mut().for_each(|e| renumber(e, dense));
                renumber(value, dense);
            }
            S::If(c, a, b) => {
                renumber(c, dense);
                renumber_block(a, dense);
                renumber_block(b, dense);
            }
            S::While(c, body) => {
                if let Some(c) = c {
                    renumber(c, dense);
                }
                renumber_block(body, dense);
            }
            S::For(_, e, body) => {
                renumber(e, dense);
                renumber_block(body, dense);
            }
            S::Return(Some(e)) => renumber(e, dense),
            S::Block(body) => renumber_block(body, dense),
            S::Pad(_, a, b) => {
                renumber(a, dense);
                renumber(b, dense);
            }
            S::Break | S::Continue | S::Return(None) => {}
        }
    }
}

fn renumber(e: &mut E, dense: &HashMap<usize, usize>) {
    match e {
        E::Const(_) | E::Local(_) => {}
        E::Array(items) | E::And(items) | E::Or(items) | E::Builtin(_, items) => {
            items.iter_mut().for_each(|e| renumber(e, dense));
        }
        E::Unary(_, a) => renumber(a, dense),
        E::Binary(_, a, b) => {
            renumber(a, dense);
            renumber(b, dense);
        }
        E::Call(f, args) => {
            *f = dense[f];
            args.iter_mut().for_each(|e| renumber(e, dense));
        }
        E::Chain(base, steps) => {
            renumber(base, dense);
            for step in steps {
                match step {
                    Step::Index(e) | Step::Contains(e) => renumber(e, dense),
                    Step::Filter(f) => *f = dense[f],
                    Step::Len | Step::IsEmpty => {}
                }
            }
        }
        E::Block(body) => renumber_block(body, dense),
    }
}

struct Compiler<'a> {
    ast: &'a AST,
    /// A script function's index by its name and number of parameters.
    signatures: HashMap<(String, usize), usize>,
    /// Each function's name and parameters, by index.
    definitions: Vec<(String, Vec<String>)>,
}

/// The variables of the function being compiled.
struct Scope {
    /// Names alive, innermost last; a variable's slot is its place here.
    names: Vec<(String, bool)>,
    slots: usize,
    calls: Vec<usize>,
}

impl Scope {
    fn declare(&mut self, name: &str, constant: bool) -> usize {
        self.names.push((name.to_string(), constant));
        self.slots = self.slots.max(self.names.len());
        self.names.len() - 1
    }

    fn find(&self, name: &str) -> Option<(usize, bool)> {
        self.names.iter().rposition(|(n, _)| n == name).map(|i| (i, self.names[i].1))
    }
}

impl Compiler<'_> {
    /// The function of index `index`, and the functions it calls.
    fn function(&self, index: usize) -> Option<(Function, Vec<usize>)> {
        let (name, params) = &self.definitions[index];
        let arity = params.len();
        let mut only = self.ast.clone_functions_only();
        only.retain_functions(|_, _, n, a| n == name.as_str() && a == arity);
        if only.iter_functions().count() != 1 {
            return None;
        }
        // The function's statements: the walk's nodes at depth one.
        let mut statements = Vec::new();
        only.walk(&mut |path| {
            if let [rhai::ASTNode::Stmt(statement)] = path {
                statements.push((*statement).clone());
            }
            true
        });
        let mut scope = Scope { names: Vec::new(), slots: 0, calls: Vec::new() };
        for param in params {
            scope.declare(param, false);
        }
        let body = self.block(&statements, &mut scope)?;
        Some((Function { params: arity, slots: scope.slots, body }, scope.calls))
    }

    fn block(&self, statements: &[Stmt], scope: &mut Scope) -> Option<Vec<S>> {
        let alive = scope.names.len();
        let block = statements.iter().map(|s| self.statement(s, scope)).collect();
        scope.names.truncate(alive);
        block
    }

    fn statement(&self, statement: &Stmt, scope: &mut Scope) -> Option<S> {
        Some(match statement {
            Stmt::Noop(_) => S::Block(Vec::new()),
            Stmt::Expr(e) => S::Expr(self.expr(e, scope)?),
            Stmt::FnCall(call, _) => S::Expr(self.call(call, scope)?),
            Stmt::Block(block) => S::Block(self.block(block.statements(), scope)?),
            Stmt::If(flow, _) => {
                let condition = self.expr(&flow.expr, scope)?;
                S::If(
                    condition,
                    self.block(flow.body.statements(), scope)?,
                    self.block(flow.branch.statements(), scope)?,
                )
            }
            Stmt::While(flow, _) => {
                let condition = match &flow.expr {
                    Expr::Unit(_) => None,
                    e => Some(self.expr(e, scope)?),
                };
                S::While(condition, self.block(flow.body.statements(), scope)?)
            }
            Stmt::For(x, _) => {
                let (name, counter, flow) = &**x;
                if counter.is_some() {
                    return None;
                }
                let over = self.expr(&flow.expr, scope)?;
                let alive = scope.names.len();
                let slot = scope.declare(&name.name, false);
                let body = self.block(flow.body.statements(), scope);
                scope.names.truncate(alive);
                S::For(slot, over, body?)
            }
            Stmt::Var(x, flags, _) => {
                if flags.intersects(ASTFlags::EXPORTED) {
                    return None;
                }
                let (name, value, _) = &**x;
                let value = self.expr(value, scope)?;
                let slot = scope.declare(&name.name, flags.intersects(ASTFlags::CONSTANT));
                S::Let(slot, value)
            }
            Stmt::Assignment(x) => {
                let (op, target) = &**x;
                let op = match op.get_op_assignment_info() {
                    None => None,
                    Some((.., token, _)) => Some(binary(token)?),
                };
                let value = self.expr(&target.rhs, scope)?;
                let (base, steps) = chain(&target.lhs)?;
                let Expr::Variable(variable, ..) = base else { return None };
                let (slot, constant) = scope.find(&variable.1)?;
                if constant {
                    return None;
                }
                let path = steps
                    .into_iter()
                    .map(|step| match step {
                        (Kind::Index, e) => self.expr(e, scope),
                        (Kind::Dot, _) => None,
                    })
                    .collect::<Option<_>>()?;
                S::Assign { slot, path, op, value }
            }
            Stmt::BreakLoop(None, flags, _) => {
                if flags.intersects(ASTFlags::BREAK) {
                    S::Break
                } else {
                    S::Continue
                }
            }
            Stmt::Return(value, flags, _) => {
                if flags.intersects(ASTFlags::BREAK) {
                    return None; // throw
                }
                S::Return(match value {
                    Some(e) => Some(self.expr(e, scope)?),
                    None => None,
                })
            }
            _ => return None,
        })
    }

    fn expr(&self, e: &Expr, scope: &mut Scope) -> Option<E> {
        Some(match e {
            Expr::DynamicConstant(value, _) => E::Const(Value::from_constant(value)?),
            Expr::BoolConstant(b, _) => E::Const(Value::Bool(*b)),
            Expr::IntegerConstant(n, _) => E::Const(Value::Int(*n)),
            Expr::Unit(_) => E::Const(Value::Unit),
            Expr::Array(items, _) => {
                E::Array(items.iter().map(|e| self.expr(e, scope)).collect::<Option<_>>()?)
            }
            Expr::Variable(variable, ..) => E::Local(scope.find(&variable.1)?.0),
            Expr::FnCall(call, _) => self.call(call, scope)?,
            Expr::And(items, _) => {
                E::And(items.iter().map(|e| self.expr(e, scope)).collect::<Option<_>>()?)
            }
            Expr::Or(items, _) => {
                E::Or(items.iter().map(|e| self.expr(e, scope)).collect::<Option<_>>()?)
            }
            Expr::Stmt(block) => E::Block(self.block(block.statements(), scope)?),
            Expr::Index(..) | Expr::Dot(..) => {
                let (base, steps) = chain(e)?;
                if let (Expr::Variable(variable, ..), [(Kind::Dot, Expr::MethodCall(call, _))]) =
                    (base, &steps[..])
                {
                    // `push` and `pad` change a variable: statements only,
                    // handled by `mutation`.
                    if matches!(call.name.as_str(), "push" | "pad") {
                        return self.mutation(&variable.1, call, scope).map(|s| E::Block(vec![s]));
                    }
                }
                let base = self.expr(base, scope)?;
                let steps = steps
                    .into_iter()
                    .map(|(kind, e)| match (kind, e) {
                        (Kind::Index, e) => Some(Step::Index(self.expr(e, scope)?)),
                        (Kind::Dot, Expr::MethodCall(call, _)) => self.method(call, scope),
                        (Kind::Dot, _) => None,
                    })
                    .collect::<Option<_>>()?;
                E::Chain(Box::new(base), steps)
            }
            _ => return None,
        })
    }

    /// `name.push(x)` or `name.pad(n, x)`.
    fn mutation(&self, name: &str, call: &FnCallExpr, scope: &mut Scope) -> Option<S> {
        let (slot, constant) = scope.find(name)?;
        if constant {
            return None;
        }
        Some(match (call.name.as_str(), &call.args[..]) {
            ("push", [x]) => S::Push(slot, self.expr(x, scope)?),
            ("pad", [n, x]) => S::Pad(slot, self.expr(n, scope)?, self.expr(x, scope)?),
            _ => return None,
        })
    }

    fn method(&self, call: &FnCallExpr, scope: &mut Scope) -> Option<Step> {
        Some(match (call.name.as_str(), &call.args[..]) {
            ("len", []) => Step::Len,
            ("is_empty", []) => Step::IsEmpty,
            ("contains", [x]) => Step::Contains(self.expr(x, scope)?),
            ("filter", [Expr::DynamicConstant(f, _)]) => {
                let name = (**f).clone().try_cast::<FnPtr>()?.fn_name().to_string();

                let index = *self.signatures.get(&(name, 1))?;
                scope.calls.push(index);
                Step::Filter(index)
            }
            _ => return None,
        })
    }

    fn call(&self, call: &FnCallExpr, scope: &mut Scope) -> Option<E> {
        if call.capture_parent_scope {
            return None;
        }
        let mut args: Vec<E> =
            call.args.iter().map(|e| self.expr(e, scope)).collect::<Option<_>>()?;
        if let Some(token) = &call.op_token {
            return Some(match (args.len(), token) {
                (1, Token::Minus | Token::UnaryMinus) => {
                    E::Unary(Unary::Minus, Box::new(args.pop()?))
                }
                (1, Token::Plus | Token::UnaryPlus) => E::Unary(Unary::Plus, Box::new(args.pop()?)),
                (1, Token::Bang) => E::Unary(Unary::Not, Box::new(args.pop()?)),
                (2, token) => {
                    let b = args.pop()?;
                    let a = args.pop()?;
                    E::Binary(binary(token)?, Box::new(a), Box::new(b))
                }
                _ => return None,
            });
        }
        let name = call.name.as_str();
        if let Some(&index) = self.signatures.get(&(name.to_string(), args.len())) {
            scope.calls.push(index);
            return Some(E::Call(index, args));
        }
        let builtin = match (name, args.len()) {
            ("min", 2) => Builtin::Min,
            ("max", 2) => Builtin::Max,
            ("abs", 1) => Builtin::Abs,
            ("ctz", 1) => Builtin::Ctz,
            ("popcount", 1) => Builtin::Popcount,
            ("mex", 1) => Builtin::Mex,
            ("line", 3) => Builtin::Line,
            ("!", 1) => return Some(E::Unary(Unary::Not, Box::new(args.pop()?))),
            _ => return None,
        };
        Some(E::Builtin(builtin, args))
    }
}

fn binary(token: &Token) -> Option<Binary> {
    Some(match token {
        Token::Plus => Binary::Add,
        Token::Minus => Binary::Sub,
        Token::Multiply => Binary::Mul,
        Token::Divide => Binary::Div,
        Token::Modulo => Binary::Rem,
        Token::PowerOf => Binary::Pow,
        Token::LeftShift => Binary::Shl,
        Token::RightShift => Binary::Shr,
        Token::Ampersand => Binary::And,
        Token::Pipe => Binary::Or,
        Token::XOr => Binary::Xor,
        Token::EqualsTo => Binary::Eq,
        Token::NotEqualsTo => Binary::Ne,
        Token::LessThan => Binary::Lt,
        Token::LessThanEqualsTo => Binary::Le,
        Token::GreaterThan => Binary::Gt,
        Token::GreaterThanEqualsTo => Binary::Ge,
        Token::ExclusiveRange => Binary::Range,
        Token::InclusiveRange => Binary::Inclusive,
        _ => return None,
    })
}

#[derive(Clone, Copy)]
enum Kind {
    Index,
    Dot,
}

/// A chain `base[i].m(…)…` flattened into its base and steps, read as
/// Rhai reads it: a node's right side continues the chain when it is an
/// index or a dot and the node is not marked as the chain's end.
fn chain(e: &Expr) -> Option<(&Expr, Vec<(Kind, &Expr)>)> {
    let (x, flags, mut kind) = match e {
        Expr::Index(x, flags, _) => (x, *flags, Kind::Index),
        Expr::Dot(x, flags, _) => (x, *flags, Kind::Dot),
        _ => return Some((e, Vec::new())),
    };
    let mut steps = Vec::new();
    let (mut rest, mut flags) = (&x.rhs, flags);
    loop {
        if flags.intersects(ASTFlags::NEGATED) {
            return None; // `?.` and `?[`
        }
        let next = match rest {
            Expr::Index(y, f, _) if !flags.intersects(ASTFlags::BREAK) => {
                Some((y, *f, Kind::Index))
            }
            Expr::Dot(y, f, _) if !flags.intersects(ASTFlags::BREAK) => Some((y, *f, Kind::Dot)),
            _ => None,
        };
        match next {
            Some((y, f, next_kind)) => {
                steps.push((kind, &y.lhs));
                (rest, flags, kind) = (&y.rhs, f, next_kind);
            }
            None => {
                steps.push((kind, rest));
                return Some((&x.lhs, steps));
            }
        }
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
        let function = &self.native.functions[index];
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
            E::Const(value) => self.copy(value),
            E::Local(slot) => self.copy(&frame[*slot]),
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

/// Differential tests: each function run by Rhai and compiled, at many
/// positions; where Rhai answers, the compiled run answers the same or
/// gives up, and where Rhai fails, it gives up.
#[cfg(test)]
mod tests {
    use proptest::prelude::*;
    use rhai::{CallFnOptions, Dynamic, Scope, INT};

    use super::Native;
    use crate::core::limits::Work;
    use crate::core::message::Message;
    use crate::rulesets::user::sandbox::{Line, Sandbox};

    /// Operations each call may take, both ways.
    const ALLOWED: u64 = 200_000;

    fn same(a: &Dynamic, b: &Dynamic) -> bool {
        if let (Some(a), Some(b)) = (a.read_lock::<rhai::Array>(), b.read_lock::<rhai::Array>()) {
            return a.len() == b.len() && a.iter().zip(b.iter()).all(|(a, b)| same(a, b));
        }
        if let (Some(a), Some(b)) = (a.read_lock::<Line>(), b.read_lock::<Line>()) {
            return *a == *b;
        }
        if let (Some(a), Some(b)) =
            (a.read_lock::<std::ops::Range<INT>>(), b.read_lock::<std::ops::Range<INT>>())
        {
            return *a == *b;
        }
        if let (Some(a), Some(b)) = (
            a.read_lock::<std::ops::RangeInclusive<INT>>(),
            b.read_lock::<std::ops::RangeInclusive<INT>>(),
        ) {
            return *a == *b;
        }
        a.type_name() == b.type_name() && a.to_string() == b.to_string()
    }

    /// Compares the two at each of `positions`; returns how many positions
    /// the compiled run answered, and how many Rhai answered.
    fn compare(text: &str, entry: &str, positions: &[Vec<INT>]) -> (usize, usize) {
        let sandbox = Sandbox::new();
        let ast = sandbox.engine().compile(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        let arity = positions[0].len();
        let native = Native::compile(&ast, entry, arity)
            .unwrap_or_else(|| panic!("compiles natively:\n{text}"));
        let (mut answered, mut expected) = (0, 0);
        for position in positions {
            let mut work = Work::new(ALLOWED * crate::rules::source::OPERATION_COST);
            let args: Vec<Dynamic> = position.iter().map(|&n| Dynamic::from_int(n)).collect();
            let rhai = sandbox.run(
                &mut work,
                || Message::plain("test".to_string()),
                |engine| {
                    engine.call_fn_with_options::<Dynamic>(
                        CallFnOptions::new().eval_ast(false).rewind_scope(true),
                        &mut Scope::new(),
                        &ast,
                        entry,
                        args,
                    )
                },
            );
            expected += usize::from(rhai.is_ok());
            match (rhai, native.call(position, ALLOWED)) {
                (Ok(expected), Some((found, _))) => {
                    let found = found.into_dynamic();
                    assert!(
                        same(&expected, &found),
                        "{text}\nat {position:?}: Rhai {expected:?}, compiled {found:?}"
                    );
                    answered += 1;
                }
                (Err(_), Some((found, _))) => {
                    panic!("{text}\nat {position:?}: Rhai fails, compiled gives {found:?}")
                }
                (_, None) => {}
            }
        }
        (answered, expected)
    }

    fn heaps(upto: INT) -> Vec<Vec<INT>> {
        (0..upto).map(|n| vec![n]).collect()
    }

    #[test]
    fn the_examples_of_games_compile_and_agree() {
        let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../games");
        let mut files = 0;
        for entry in std::fs::read_dir(&folder).expect("games/") {
            let path = entry.expect("an entry").path();
            if path.extension().is_none_or(|e| e != "rhai") {
                continue;
            }
            let text = std::fs::read_to_string(&path).expect("a rule");
            let sandbox = Sandbox::new();
            let ast = sandbox.engine().compile(&text).expect("compiles");
            let arity =
                ast.iter_functions().find(|f| f.name == "moves").expect("moves").params.len();
            let positions: Vec<Vec<INT>> = match arity {
                1 => heaps(64),
                2 => (0..14).flat_map(|a| (0..14).map(move |b| vec![a, b])).collect(),
                _ => (1..5)
                    .flat_map(|k| (0..7).flat_map(move |a| (0..7).map(move |b| vec![k, a, b])))
                    .collect(),
            };
            let (answered, expected) = compare(&text, "moves", &positions);
            assert_eq!(answered, expected, "{}: compiled answered fewer", path.display());
            files += 1;
        }
        assert!(files >= 12, "games/ has {files} rules");
    }

    /// Rules that meet each of Rhai's failures at some positions and
    /// answer at others.
    const EDGES: &[&str] = &[
        "fn moves(n) { [n * 4611686018427387904] }",
        "fn moves(n) { [100 / (n - 3), 100 % (n - 5)] }",
        "fn moves(n) { [-9223372036854775807 - n] }",
        "fn moves(n) { [2 ** (n - 3), 3 ** n] }",
        "fn moves(n) { [1 << (n - 70), 1 << n, 1 >> (n - 3), -8 >> (70 - n), n << 64, n >> 99999999999] }",
        "fn moves(n) { [[1, 2, 3][n - 2]] }",
        "fn moves(n) { let a = [[1, 2], [3]]; [a[n % 3][n % 2]] }",
        "fn moves(n) { [n, n + 1, n + 2].filter(|h| if h % 3 == 0 { 1 } else { h % 2 == 0 }) }",
        "fn moves(n) { [abs(n - 5), abs(-9223372036854775807 - n), min(n, 3), max(n, 3), ctz(n), popcount(n), !n, mex([n, 0, 1, -1])] }",
        "fn moves(n) { [line(n, -1, n), line([n, 1], [-1, 0], n / 2)] }",
        "fn moves(n) { if n > 5 { [line(n, [1], 3)] } else { [line([n], [1], 3)] } }",
        "fn f(k) { if k == 0 { 0 } else { f(k - 1) + 1 } } fn moves(n) { [f(n)] }",
        "fn moves(n) { let out = []; out.pad(n * 1000, 0); [out.len()] }",
        "fn moves(n) { let out = []; for i in 0..n * 400 { out.push([i, i]); } [out.len()] }",
        "fn moves(n) { let k = n; while true { k -= 1; if k < 0 { break; } if k % 2 == 0 { continue; } } [k] }",
        "fn moves(n) { let k = 0; loop { k += 1; if k * k > n { return [k]; } } }",
        "fn moves(n) { let x = 1; { let x = n; x += 1; } let y = if n > 3 { let z = n; z * 2 } else { x }; [x, y] }",
        "fn moves(n) { const c = 3; let a = [1, 2, n]; a[2] = a[2] + c; a[0] += 5; [a.contains(n + 3), a.contains(true), a.is_empty(), [].is_empty()] }",
        "fn moves(n) { if n > 3 { 5 } else if n == 2 { [] } else { () } }",
        "fn moves(n) { [0..n, 1..=n, n..0, n - 5..n] }",
        "fn moves(n) { let s = 0; for i in [n, 2, 3] { s += i; } for i in 1..=n { s += i; } for i in n..2 { s -= 1; } [s] }",
        "fn moves(n) { [n > 3 && n < 7 || n == 10, !(n > 2), n == 3 == (n > 2), (n > 2) != true] }",
        "fn moves(n) { [n && true] }",
        "fn moves(n) { if n { [] } else { [1] } }",
        "fn moves(n) { let a = [n]; a[n] = 5; a }",
        "fn moves(n) { let a = n; a.push(1); [a] }",
        "fn moves(n) { let x = [n, [n, [n]]]; let y = x; y[1][1][0] = 7; [x, y, x[1][1][0]] }",
        "fn g(a, b) { a * 10 + b } fn g(a) { a + 1 } fn moves(n) { [g(n, 2), g(n)] }",
        "fn moves(n) { let a = 0; let b = 1; let c = 2; let d = 3; [a + b + c + d + n] }",
        "fn moves(n) { let i = 0; while i < n * 1000 { i += 1; } [i] }",
        "fn moves(n) { -n }",
        "fn moves(n) { [+n, -(-n), n - -n] }",
    ];

    #[test]
    fn rhai_failures_are_given_up_and_the_rest_agrees() {
        for text in EDGES {
            let (answered, expected) = compare(text, "moves", &heaps(80));
            assert!(answered > 0 || expected == 0, "compiled answered nowhere:\n{text}");
        }
    }

    #[test]
    fn outside_the_subset_nothing_is_compiled() {
        for text in [
            "fn moves(n) { [\"a\"] }",
            "fn moves(n) { let m = #{a: 1}; [m.a] }",
            "fn moves(n) { throw 1; }",
            "fn moves(n) { switch n { 1 => [], _ => [0] } }",
            "fn moves(n) { do { n -= 1; } while n > 0; [] }",
            "fn moves(n) { for (x, i) in [1] { n += i; } [n] }",
            "fn moves(n) { [n].map(|x| x + 1) }",
            "fn moves(n) { [undefined_function(n)] }",
            "fn moves(n) { [unknown] }",
            "fn len(x) { 0 } fn moves(n) { [n] }",
            "fn moves(n) { const c = 1; c.push(2); [] }",
            "fn moves(n) { [n in [1, 2]] }",
        ] {
            let sandbox = Sandbox::new();
            let Ok(ast) = sandbox.engine().compile(text) else { continue };
            assert!(Native::compile(&ast, "moves", 1).is_none(), "compiled:\n{text}");
        }
    }

    #[test]
    fn an_endless_loop_gives_up_within_its_operations() {
        let sandbox = Sandbox::new();
        let ast = sandbox.engine().compile("fn moves(n) { loop { n += 0; } }").expect("compiles");
        let native = Native::compile(&ast, "moves", 1).expect("compiled");
        assert!(native.call(&[3], 10_000).is_none());
        assert!(native.call(&[3], u64::MAX).is_none(), "gave up past its own most operations");
    }

    /// A random formula over `n`: operators, comparisons, `if`, calls.
    fn formula() -> impl Strategy<Value = String> {
        let leaf = prop_oneof![
            Just("n".to_string()),
            (-3i64..70).prop_map(|c| c.to_string()),
            Just("9223372036854775807".to_string()),
        ];
        leaf.prop_recursive(5, 40, 3, |inner| {
            let op = prop::sample::select(vec![
                "+", "-", "*", "/", "%", "**", "<<", ">>", "&", "|", "^", "==", "!=", "<", "<=",
                ">", ">=", "&&", "||",
            ]);
            prop_oneof![
                (inner.clone(), op, inner.clone()).prop_map(|(a, op, b)| format!("({a} {op} {b})")),
                inner.clone().prop_map(|a| format!("(-{a})")),
                inner.clone().prop_map(|a| format!("(!{a})")),
                (inner.clone(), inner.clone()).prop_map(|(a, b)| format!("min({a}, {b})")),
                (inner.clone(), inner.clone(), inner.clone())
                    .prop_map(|(c, a, b)| format!("(if {c} {{ {a} }} else {{ {b} }})")),
                inner.clone().prop_map(|a| format!("popcount({a})")),
                inner.prop_map(|a| format!("[{a}, 1].len()")),
            ]
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

        #[test]
        fn random_formulas_agree(body in formula()) {
            let text = format!("fn f(n) {{ {body} }}");
            // Rhai refuses some when compiling (`if 0`): not a formula.
            prop_assume!(Sandbox::new().engine().compile(&text).is_ok());
            let positions: Vec<Vec<INT>> =
                [0, 1, 2, 3, 5, 7, 12, 63, 64, 100, 4611686018427387904].iter().map(|&n| vec![n]).collect();
            compare(&text, "f", &positions);
        }
    }
}
