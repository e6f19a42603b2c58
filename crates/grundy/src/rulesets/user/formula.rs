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
}

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
        Ok(Formula { text: text.to_string(), sandbox, ast, names: names.to_vec() })
    }

    /// What the formula claims of `position`, spending its operations from
    /// `work`; an error at the place in the formula where it failed.
    pub fn claim(&self, position: &[u64], work: &mut Work) -> Result<Claim> {
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
        if let Ok(wins) = value.as_bool() {
            return Ok(Claim::Wins(wins));
        }
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
