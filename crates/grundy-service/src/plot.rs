//! `grundy plot`'s data: G(0..=N) of one heap ruleset, and for
//! take-and-break games the split of the values into common and rare ones
//! that the rare-value method chose while computing them. Drawing it (SVG,
//! PNG) is the front end's.
//!
//! The rare values are those of the split the rare-value method chose
//! ([`Sequence`]): it chooses one from 1,024 heaps on, for games whose
//! moves split a heap in two but never in three.

use std::sync::Arc;

use grundy::heap::HeapRuleset;
use grundy::period::Periodicity;
use grundy::rulesets::octal::{Method, Sequence};
use grundy::rulesets::Octal;
use grundy::{HeapValues, Limits};

use crate::Problem;

/// `grundy plot`: a heap ruleset and the last heap.
pub type Request = crate::Heaps;

/// How values are split into common and rare ones (take-and-break games):
/// v is common when v & mask has odd parity, rare otherwise.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RareSplit {
    /// The mask.
    pub mask: u32,
    /// Heaps 0..=N with a rare value (0, whose value is 0, among them).
    pub count: usize,
}

impl RareSplit {
    /// The split the rare-value method chose while computing `sequence`, or
    /// `None` when it chose none (fewer than 1,024 heaps, or a game whose
    /// moves never split a heap in two, or split one in three).
    fn of(sequence: &Sequence) -> Option<RareSplit> {
        let mask = sequence.mask();
        if mask == 0 {
            return None;
        }
        let count = (0..sequence.len()).filter(|&n| sequence.is_rare(sequence.value(n))).count();
        Some(RareSplit { mask, count })
    }

    /// Whether `value` is rare.
    pub fn is_rare(&self, value: u64) -> bool {
        (value & u64::from(self.mask)).count_ones() % 2 == 0
    }

    /// What makes a value rare, for a legend.
    pub fn rare_rule(&self) -> String {
        format!("rare (popcount(v & {:#x}) even)", self.mask)
    }

    /// What makes a value common, for a legend.
    pub fn common_rule(&self) -> String {
        format!("common (popcount(v & {:#x}) odd)", self.mask)
    }
}

/// G(0..=upto): a take-and-break game's sequence, or any heap ruleset's values.
enum Values {
    Sequence(Sequence),
    Table(HeapValues),
}

/// What a plot draws: G(0..=upto) of one ruleset.
pub struct Plot {
    /// The ruleset's name.
    pub name: String,
    /// The last heap.
    pub upto: u64,
    values: Values,
    /// The split into common and rare values, for take-and-break games.
    pub rare: Option<RareSplit>,
    /// The ruleset's period when [`crate::period::quick`] proves one (a
    /// fixed budget, so a plot always marks the same), for rulesets
    /// without a closed form; `None` otherwise.
    pub period: Option<Periodicity>,
}

impl Plot {
    /// The values of `request`, and for a take-and-break game its split
    /// into rare and common ones, both from one computation of its
    /// sequence; refused before any computing when its table is over the
    /// limits.
    pub fn compute(request: &Request) -> Result<Plot, Problem> {
        let (text, upto, limits) = (request.ruleset.as_str(), request.upto, &request.limits);
        let ruleset = crate::ruleset(text)?;
        let points = u128::from(upto) + 1;
        limits.check_table(|| crate::table::table_of(ruleset.name(), upto), points)?;
        let take_and_break = grundy::rulesets::parse_take_and_break(text)?;
        let period = match ruleset.closed_form(0) {
            Some(_) => None,
            None => crate::period::quick(ruleset.as_ref(), limits)?,
        };
        let mut plot = Plot::values(ruleset, take_and_break, upto, limits)?;
        plot.period = period;
        Ok(plot)
    }

    fn values(
        ruleset: Arc<dyn HeapRuleset>,
        take_and_break: Option<Octal>,
        upto: u64,
        limits: &Limits,
    ) -> grundy::Result<Plot> {
        let (values, rare) = match take_and_break {
            Some(octal) => {
                let mut work = limits.table_work(ruleset.as_ref(), upto)?;
                let mut sequence = Sequence::new(octal);
                sequence.extend_within(upto + 1, Method::Fast, &mut work)?;
                let rare = RareSplit::of(&sequence);
                (Values::Sequence(sequence), rare)
            }
            None => (Values::Table(HeapValues::new(ruleset.clone(), upto, limits)?), None),
        };
        Ok(Plot { name: ruleset.name(), upto, values, rare, period: None })
    }

    /// The legend's line for the period's start: `period 12 from heap 71
    /// (proved)`, and where it is when it is past the last heap drawn.
    pub fn period_label(&self) -> Option<String> {
        let p = self.period?;
        let past = match p.preperiod > self.upto {
            true => format!(", past heap {}", self.upto),
            false => String::new(),
        };
        let saltus = match p.saltus {
            0 => String::new(),
            s => format!(", adding {s} each period"),
        };
        Some(format!("period {} from heap {} (proved){saltus}{past}", p.period, p.preperiod))
    }

    /// Every point (n, G(n)), in order of n.
    pub fn points(&self) -> impl Iterator<Item = (u64, u64)> + '_ {
        (0..=self.upto).map(|n| match &self.values {
            Values::Sequence(sequence) => (n, sequence.value(n)),
            Values::Table(values) => (n, values.value(n).0),
        })
    }
}
