//! The JSON shapes printed by `--json`: the only place that knows them.

use std::cell::RefCell;

use serde::{Serialize, Serializer};

/// `grundy analyze --json`.
#[derive(Serialize)]
#[serde(bound = "")]
pub struct Analysis<I: Iterator<Item = grundy::Result<WinningMove>>> {
    pub outcome: &'static str,
    pub nimber: Option<serde_json::Number>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub explanation: Option<Vec<String>>,
    pub winning_moves: Streamed<I>,
}

/// A nimber as a JSON number, exact at any size.
pub fn big_number(nimber: &grundy::BigNimber) -> serde_json::Number {
    let digits = nimber.to_string();
    digits[1..].parse().expect("a nimber's digits form a JSON number")
}

/// One winning move: `to` replaces component `component` (0-based).
#[derive(Serialize)]
pub struct WinningMove {
    pub component: usize,
    pub from: String,
    pub to: String,
}

/// `grundy table --json`.
#[derive(Serialize)]
pub struct Table {
    pub ruleset: String,
    pub values: Vec<u64>,
    pub p_positions: Vec<u64>,
    pub period: Option<u64>,
    pub preperiod: Option<u64>,
    pub saltus: Option<u64>,
    pub proved: bool,
}

/// `grundy table wythoff --json`: the P-positions as pairs [a, b], a ≤ b.
#[derive(Serialize)]
#[serde(bound = "")]
pub struct WythoffTable<I: Iterator<Item = grundy::Result<[u64; 2]>>> {
    pub ruleset: &'static str,
    pub p_positions: Streamed<I>,
}

/// `grundy period --json`.
#[derive(Serialize)]
pub struct Period {
    pub ruleset: String,
    pub period: Option<u64>,
    pub preperiod: Option<u64>,
    pub saltus: Option<u64>,
    pub proved: bool,
    pub proof: Option<String>,
    pub values_computed: u64,
}

/// `grundy rules --json`.
#[derive(Serialize)]
pub struct Rule {
    pub name: &'static str,
    pub syntax: &'static str,
    pub rule: &'static str,
    pub example: &'static str,
}

/// A sequence serialized straight from an iterator of results, so that
/// millions of items are written without being collected first. The first
/// error ends the sequence and is kept for [`Streamed::take_error`].
pub struct Streamed<I> {
    items: RefCell<Option<I>>,
    error: RefCell<Option<grundy::Error>>,
}

impl<I> Streamed<I> {
    pub fn new(items: I) -> Self {
        Streamed { items: RefCell::new(Some(items)), error: RefCell::new(None) }
    }

    /// The error that ended the sequence, if one did.
    pub fn take_error(&self) -> Option<grundy::Error> {
        self.error.borrow_mut().take()
    }
}

impl<I: Iterator<Item = grundy::Result<T>>, T: Serialize> Serialize for Streamed<I> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::{Error as _, SerializeSeq};
        let items = self.items.borrow_mut().take();
        let mut seq = serializer.serialize_seq(None)?;
        for item in items.into_iter().flatten() {
            match item {
                Ok(item) => seq.serialize_element(&item)?,
                Err(error) => {
                    let message = error.to_string();
                    *self.error.borrow_mut() = Some(error);
                    return Err(S::Error::custom(message));
                }
            }
        }
        seq.end()
    }
}
