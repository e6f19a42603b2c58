//! The JSON shapes printed by `--json`: the only place that knows them.

use std::cell::RefCell;

use serde::{Serialize, Serializer};

/// `grundy analyze --json`: the winning moves are streamed, and the
/// components whose moves could not be listed follow them in `unlisted`.
pub struct Analysis<I> {
    pub outcome: &'static str,
    pub nimber: Option<serde_json::Number>,
    pub explanation: Option<Vec<String>>,
    /// Taken out when serialized (`Serialize` has only `&self`).
    pub winning_moves: RefCell<Option<I>>,
}

/// One winning move: `to` replaces component `component` (0-based).
#[derive(Serialize)]
pub struct WinningMove {
    pub component: usize,
    pub from: String,
    pub to: String,
}

/// A component whose winning moves are not listed, and why.
#[derive(Serialize)]
pub struct Unlisted {
    pub component: usize,
    pub from: String,
    pub reason: String,
}

impl<I: Iterator<Item = grundy::Listed>> Serialize for Analysis<I> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let unlisted = RefCell::new(Vec::new());
        let moves = Moves { moves: RefCell::new(self.winning_moves.take()), unlisted: &unlisted };
        let mut report = serializer.serialize_struct("Analysis", 5)?;
        report.serialize_field("outcome", self.outcome)?;
        report.serialize_field("nimber", &self.nimber)?;
        if let Some(explanation) = &self.explanation {
            report.serialize_field("explanation", explanation)?;
        }
        report.serialize_field("winning_moves", &moves)?;
        report.serialize_field("unlisted", &*unlisted.borrow())?;
        report.end()
    }
}

/// The winning moves as a JSON array, written as they come; the components
/// whose moves are not listed are kept in `unlisted`.
struct Moves<'u, I> {
    moves: RefCell<Option<I>>,
    unlisted: &'u RefCell<Vec<Unlisted>>,
}

impl<I: Iterator<Item = grundy::Listed>> Serialize for Moves<'_, I> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeSeq;
        let mut seq = serializer.serialize_seq(None)?;
        for listed in self.moves.borrow_mut().take().into_iter().flatten() {
            match listed {
                Ok(m) => seq.serialize_element(&WinningMove {
                    component: m.component,
                    from: m.from,
                    to: m.to,
                })?,
                Err(u) => self.unlisted.borrow_mut().push(Unlisted {
                    component: u.component,
                    from: u.from,
                    reason: u.reason.to_string(),
                }),
            }
        }
        seq.end()
    }
}

/// A nimber as a JSON number, exact at any size.
pub fn big_number(nimber: &grundy::BigNimber) -> serde_json::Number {
    let digits = nimber.to_string();
    digits[1..].parse().expect("a nimber's digits form a JSON number")
}

/// `grundy table --json`, its values and P-positions streamed.
#[derive(Serialize)]
#[serde(bound = "")]
pub struct Table<V: Iterator<Item = u64>, P: Iterator<Item = u64>> {
    pub ruleset: String,
    pub values: Streamed<V>,
    pub p_positions: Streamed<P>,
    pub period: Option<u64>,
    pub preperiod: Option<u64>,
    pub saltus: Option<u64>,
    pub proved: bool,
}

/// `grundy table wythoff --json`: the P-positions as pairs [a, b], a ≤ b.
#[derive(Serialize)]
#[serde(bound = "")]
pub struct WythoffTable<I: Iterator<Item = [u64; 2]>> {
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
    /// Why the run stopped without a proof (a limit), if it did.
    pub stopped: Option<String>,
}

/// `grundy rules --json`.
#[derive(Serialize)]
pub struct Rule {
    pub name: &'static str,
    pub syntax: &'static str,
    pub rule: &'static str,
    pub example: &'static str,
}

/// A sequence serialized straight from an iterator, so that millions of
/// items are written without being collected first.
pub struct Streamed<I> {
    items: RefCell<Option<I>>,
}

impl<I> Streamed<I> {
    pub fn new(items: I) -> Self {
        Streamed { items: RefCell::new(Some(items)) }
    }
}

impl<I: Iterator<Item = T>, T: Serialize> Serialize for Streamed<I> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.items.borrow_mut().take().into_iter().flatten())
    }
}
