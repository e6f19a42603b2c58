//! [`Formula`]: a conjecture a user checks against the exact values (对拍),
//! written in the rules' language with the rule's names for a position's
//! numbers: `n % 3`, `(x ^ y) != 0`, `ctz(!((a - 1) | (b - 1)))`. A whole
//! number claims the Grundy value; `true` or `false` claims whether the
//! player to move wins.

use rhai::{Dynamic, Position, Scope, AST, INT};

use crate::core::error::{Error, ParseError, Result};
use crate::core::limits::Work;
use crate::core::message::Message;
use crate::msg;
use crate::rulesets::user::native::{Native, Value};
use crate::rulesets::user::sandbox::{or_error, Sandbox};
use crate::rulesets::user::script::written;

/// The longest formula read, in bytes.
pub const MAX_FORMULA_BYTES: usize = 1 << 16;

/// What a formula claims of a position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Claim {
    /// Its Grundy value.
    Value(u64),
    /// Whether the player to move wins.
    Wins(bool),
}

/// A formula compiled, with the names it reads a position by.
pub struct Formula {
    text: String,
    sandbox: Sandbox,
    ast: AST,
    names: Vec<String>,
    /// The formula as a function of the names, and `__grundy_claims`,
    /// which evaluates it at a run of positions in one call (see
    /// [`Formula::claims`]); `None` when the formula does not read as a
    /// function's body.
    block: Option<AST>,
    /// The formula compiled for the engine to run itself, when it can.
    native: Option<Native>,
}

/// Positions a run of [`Formula::claims`] evaluates in one call, at most.
const CLAIMS_AT_ONCE: usize = 1024;

impl std::fmt::Debug for Formula {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Formula").field("text", &self.text).field("names", &self.names).finish()
    }
}

impl Formula {
    /// The formula `text`, reading a position's numbers by `names`.
    pub fn compile(text: &str, names: &[String]) -> Result<Formula> {
        if text.len() > MAX_FORMULA_BYTES {
            return Err(Error::Parse(ParseError {
                offset: 0,
                len: 1,
                message: msg!(
                    "formula-too-long",
                    "the formula has {bytes} bytes; formulas are limited to {max}",
                    bytes = text.len(),
                    max = MAX_FORMULA_BYTES
                ),
            }));
        }
        let sandbox = Sandbox::new();
        let ast = sandbox.engine().compile(text).map_err(|error| {
            at(
                text,
                error.position(),
                msg!(
                    "formula-syntax",
                    "the formula does not read: {problem}",
                    problem = Message::plain(error.err_type().to_string())
                ),
            )
        })?;
        // The same text as the body of a function of the names, and a loop
        // handing its value at each position of a run to `__grundy_emit`
        // with the run's key (as a table's runs of heaps do).
        let arguments: Vec<String> =
            (0..names.len()).map(|j| format!("numbers[i * {} + {j}]", names.len())).collect();
        let block = format!(
            "fn __grundy_formula({}) {{\n{text}\n}}\nfn __grundy_claims(key, numbers, count) {{\n    let handed = 0;\n    for i in 0..count {{\n        let claim = __grundy_formula({});\n        handed += 1;\n        if !__grundy_emit(key, claim) {{ break; }}\n    }}\n    handed\n}}\n",
            names.join(", "),
            arguments.join(", ")
        );
        let block = sandbox.engine().compile(&block).ok();
        let native = block
            .as_ref()
            .and_then(|block| Native::compile(block, "__grundy_formula", names.len()));
        Ok(Formula { text: text.to_string(), sandbox, ast, names: names.to_vec(), block, native })
    }

    /// What the formula claims of each of `positions`, spending from
    /// `work`: as [`Formula::claim`] claims them one by one, with the same
    /// errors, but evaluated in runs of up to 1,024 positions,
    /// one call of the interpreter each (its per-call setup paid once a
    /// run). A run that fails keeps the claims before the failure, and the
    /// position that failed is asked alone, which fails as `claim` does:
    /// the claims are those of the positions before the first failure, and
    /// the failure, if any, is that of the next position.
    pub fn claims(&self, positions: &[Vec<u64>], work: &mut Work) -> (Vec<Claim>, Option<Error>) {
        let mut claims = Vec::with_capacity(positions.len());
        if self.native.is_some() {
            for position in positions {
                match self.claim(position, work) {
                    Ok(claim) => claims.push(claim),
                    Err(error) => return (claims, Some(error)),
                }
            }
            return (claims, None);
        }
        while claims.len() < positions.len() {
            let rest = &positions[claims.len()..];
            let run = &rest[..rest.len().min(CLAIMS_AT_ONCE)];
            let emitted = match &self.block {
                Some(block) if run.len() > 1 => {
                    let numbers: rhai::Array = run
                        .iter()
                        .flatten()
                        .map(|&n| Dynamic::from_int(INT::try_from(n).unwrap_or(INT::MAX)))
                        .collect();
                    let what = || {
                        msg!(
                            "formula-what",
                            "the formula at {position}",
                            position = written(&run[0])
                        )
                    };
                    let args =
                        vec![Dynamic::from_array(numbers), Dynamic::from_int(run.len() as INT)];
                    match self.sandbox.run_handing(work, what, block, "__grundy_claims", args) {
                        Ok(emitted) => emitted,
                        Err(error) => return (claims, Some(error)),
                    }
                }
                _ => Vec::new(),
            };
            if emitted.is_empty() {
                match self.claim(&run[0], work) {
                    Ok(claim) => claims.push(claim),
                    Err(error) => return (claims, Some(error)),
                }
                continue;
            }
            for (value, position) in emitted.into_iter().zip(run) {
                match self.read(value, position) {
                    Ok(claim) => claims.push(claim),
                    Err(error) => return (claims, Some(error)),
                }
            }
        }
        (claims, None)
    }

    /// What the formula claims of `position`, spending its operations from
    /// `work`; an error at the place in the formula where it failed.
    pub fn claim(&self, position: &[u64], work: &mut Work) -> Result<Claim> {
        if let Some(native) = &self.native {
            let what =
                || msg!("formula-what", "the formula at {position}", position = written(position));
            return match native.run(position, work, what)? {
                Some(Value::Bool(wins)) => Ok(Claim::Wins(wins)),
                Some(Value::Int(n)) if n >= 0 => Ok(Claim::Value(n as u64)),
                Some(value) => self.read(value.into_dynamic(), position),
                None => self.claim_on_rhai(position, work),
            };
        }
        self.claim_on_rhai(position, work)
    }

    /// [`Formula::claim`] evaluated by Rhai.
    fn claim_on_rhai(&self, position: &[u64], work: &mut Work) -> Result<Claim> {
        let shown = written(position);
        let mut scope = Scope::new();
        for (name, &n) in self.names.iter().zip(position) {
            // Positions of rules are below 2⁶³ (`rule-number-too-large`).
            scope.push(name.clone(), INT::try_from(n).unwrap_or(INT::MAX));
        }
        let what = || msg!("formula-what", "the formula at {position}", position = shown.clone());
        let result = self
            .sandbox
            .run(work, what, |engine| engine.eval_ast_with_scope::<Dynamic>(&mut scope, &self.ast));
        let stopped = |position: Position| {
            msg!(
                "formula-stopped-at",
                "column {column} of the formula",
                column = position.position().unwrap_or(1)
            )
        };
        let value = or_error(result, what(), stopped, |place, problem| {
            at(
                &self.text,
                place,
                msg!(
                    "formula-failed",
                    "the formula fails at {position}: {problem}",
                    position = shown.clone(),
                    problem = problem
                ),
            )
        })?;
        self.read(value, position)
    }

    /// The claim of the formula's `value` at `position`.
    fn read(&self, value: Dynamic, position: &[u64]) -> Result<Claim> {
        if let Ok(wins) = value.as_bool() {
            return Ok(Claim::Wins(wins));
        }
        let shown = written(position);
        let found = value.to_string();
        match value.as_int().map(u64::try_from) {
            Ok(Ok(n)) => Ok(Claim::Value(n)),
            _ => Err(at(
                &self.text,
                Position::NONE,
                msg!(
                    "formula-not-a-claim",
                    "the formula gives {found} at {position}; expected a value (a whole number of at least 0) or whether the player to move wins (true or false)",
                    found = crate::core::text::abbreviate(&found),
                    position = shown
                ),
            )),
        }
    }
}

/// A parse error under `position` of `text` (Rhai's line and column, from
/// 1, in characters), or under its start.
fn at(text: &str, position: Position, message: Message) -> Error {
    let line = position.line().unwrap_or(1);
    let column = position.position().unwrap_or(1);
    let start: usize = text.split_inclusive('\n').take(line - 1).map(str::len).sum();
    let offset = text[start..]
        .char_indices()
        .nth(column - 1)
        .map_or(text.len().min(start), |(i, _)| start + i);
    Error::Parse(ParseError { offset, len: 1, message })
}
