//! Compiling: Rhai's syntax tree to [`E`] and [`S`].

use std::collections::HashMap;

use rhai::{ASTFlags, Expr, FnCallExpr, FnPtr, Stmt, Token, AST};

use super::{Binary, Builtin, Function, Native, Step, Unary, Value, E, S};

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
        // Those `entry` calls, under their definition's index; the others
        // stay `None`, never called.
        let mut functions: Vec<Option<Function>> = Vec::new();
        functions.resize_with(compiler.definitions.len(), || None);
        let mut wanted = vec![entry];
        while let Some(index) = wanted.pop() {
            if functions[index].is_some() {
                continue;
            }
            let (function, calls) = compiler.function(index)?;
            functions[index] = Some(function);
            wanted.extend(calls);
        }
        Some(Native { functions, entry })
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
