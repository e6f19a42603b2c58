//! `grundy table`: G(0..N) of one heap ruleset, its P-positions and period;
//! γ of every position of a game whose moves may cycle (`windup`,
//! `addtake`), ∞(K) included, its P-positions and draws; or the
//! P-positions of Wythoff's game with the smaller pile up to N. The JSON of
//! `/api/v1/table` too.

use std::cell::RefCell;
use std::io::Write;
use std::sync::Arc;

use grundy::heap::HeapRuleset;
use grundy::period::{shows_period, Evidence, Periodicity};
use grundy::rulesets::octal::{find_sequence_period, Method, Sequence, Spill};
use grundy::rulesets::{self, Cyclic, Wythoff};
use grundy::{msg, Gamma, HeapValues, Limits, Message, NumbersRules, ParseError, Work};
use serde::Deserialize;

use crate::i18n::Audience;
use crate::{args, shapes, Format, Input, Problem};

/// What a table of `name` up to `upto` is called in messages.
pub(crate) fn table_of(name: impl std::fmt::Display, upto: u64) -> Message {
    msg!(
        "limit-what-table-upto",
        "the table of {name} up to {upto}",
        name = name.to_string(),
        upto = upto
    )
}

/// P-positions listed in text before the rest are only counted.
const LISTED_P_POSITIONS: usize = 100;

/// The largest N whose Wythoff table gives the values of every (a, b) with
/// a, b ≤ N (`values`): a grid of at most 101 × 101 values, for the
/// playground's value grid.
pub const WYTHOFF_VALUES: u64 = 100;

/// `grundy table`: a ruleset, and the last heap or position.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Request {
    /// A heap ruleset (`subtract(1,3,4)`), a game whose moves may cycle
    /// (`windup(7; 2,3)`), or `wythoff` for its P-positions.
    pub ruleset: String,
    /// The last heap size (for `wythoff`, the largest smaller pile);
    /// required but for games whose moves may cycle, tabulated whole by
    /// default.
    #[serde(default)]
    pub upto: Option<u64>,
    /// For `wythoff`: the values G(a, b) of every a, b ≤ `upto` too, with
    /// `upto` at most [`WYTHOFF_VALUES`].
    #[serde(default)]
    pub values: bool,
    /// For a rule on two numbers: the least number of the grid (0 by default).
    #[serde(default)]
    pub from: u64,
    /// What the table may compute.
    #[serde(skip)]
    pub limits: Limits,
    /// Where a rule file named in the ruleset (`rule(FILE)`) is read.
    #[serde(skip)]
    pub files: crate::FileAccess,
    /// Whom the summary is for: the command line in English by default.
    #[serde(skip)]
    pub audience: Audience,
}

/// What `grundy table` tabulates.
enum Tabulated {
    /// The Grundy values of a heap ruleset.
    Heap(Arc<dyn HeapRuleset>),
    /// The P-positions of Wythoff's game, whose positions are pairs.
    Wythoff,
    /// γ of every position of a game whose moves may cycle.
    Cyclic(Cyclic),
    /// The value grid of a rule on two numbers.
    #[cfg(feature = "rules")]
    Pairs(Arc<grundy::rulesets::user::Rule>),
    /// A rule on one number: its heap table, or, when a heap has an
    /// option not smaller than itself, γ of every heap as for `Cyclic`.
    #[cfg(feature = "rules")]
    Rule(Arc<grundy::rulesets::user::Rule>),
}

/// Reads the ruleset argument: a heap ruleset, a game whose moves may
/// cycle, or `wythoff` alone. Other rulesets of the catalogue are refused
/// with a message saying what `table` takes.
fn parse(text: &str, files: &dyn grundy::Files) -> grundy::Result<Tabulated> {
    let start = text.len() - text.trim_start().len();
    let rest = &text[start..];
    let name_len =
        rest.find(|c: char| !(c.is_alphanumeric() || c == '-' || c == '_')).unwrap_or(rest.len());
    let name = &rest[..name_len];
    let error = |offset: usize, len: usize, message: Message| {
        grundy::Error::Parse(ParseError { offset, len: len.max(1), message })
    };
    match rulesets::find(name) {
        Some(info) if info.name == "wythoff" => {
            let after = &rest[name_len..];
            if after.trim().is_empty() {
                return Ok(Tabulated::Wythoff);
            }
            let offset = start + name_len + (after.len() - after.trim_start().len());
            Err(error(
                offset,
                after.trim().len(),
                msg!(
                    "table-wythoff-alone",
                    "expected the end of the ruleset: `grundy table wythoff --upto N` lists \
                     Wythoff's P-positions, and takes no parameters or pile sizes"
                ),
            ))
        }
        Some(info) if info.is_cyclic() => grundy::parse_cyclic(text).map(Tabulated::Cyclic),
        #[cfg(feature = "rules")]
        Some(info) if info.is_rule() => {
            let rule = rulesets::parse_rule_with(text, files)?;
            match rule.arity() {
                1 => Ok(Tabulated::Rule(rule)),
                2 => Ok(Tabulated::Pairs(rule)),
                arity => Err(error(
                    start,
                    name_len,
                    msg!(
                        "table-rule-arity",
                        "the rule's positions are {arity} numbers; `grundy table` tabulates rules on one number (a heap) or two (a grid); check a formula on larger positions with `grundy check`",
                        arity = arity
                    ),
                )),
            }
        }
        Some(info) if !info.is_heap_ruleset() && !info.is_rule() => Err(error(
            start,
            name_len,
            msg!(
                "table-no-table",
                "{name} has no table; `grundy table` takes a heap ruleset ({names}) for its Grundy \
                 values, windup or addtake for theirs, or `wythoff` for its P-positions",
                name = name,
                names = rulesets::heap_ruleset_names()
            ),
        )),
        _ => rulesets::parse_ruleset_with(text, files).map(Tabulated::Heap),
    }
}

/// `grundy table`'s text, or its JSON object, for `request`: the web
/// playground's `/api/v1/table` writes the JSON too.
pub fn answer(request: &Request, format: Format, out: &mut impl Write) -> Result<(), Problem> {
    let json = format == Format::Json;
    match tabulated(request)? {
        Tabulated::Heap(rules) => {
            HeapTable::compute(rules, upto(request)?, request)?.write(format, out)
        }
        Tabulated::Wythoff => {
            let asked = Asked { upto: upto(request)?, json };
            wythoff_table(&asked, request.values, &request.limits, out)
        }
        Tabulated::Cyclic(rules) => cyclic_table(&rules, request.upto, json, &request.limits, out),
        #[cfg(feature = "rules")]
        Tabulated::Pairs(rule) => {
            let upto = upto(request)?;
            crate::pairs::answer(&rule, request.from, upto, &request.limits, format, out)
        }
        #[cfg(feature = "rules")]
        Tabulated::Rule(rule) => {
            let upto = upto(request)?;
            let heaps = Arc::new(grundy::rulesets::user::UserHeap::new(Arc::clone(&rule)));
            let problem = match HeapTable::compute(heaps, upto, request) {
                Ok(table) => return table.write(format, out),
                Err(problem) => problem,
            };
            // A heap with an option not smaller than itself: play may go on
            // for ever, so γ of every heap, by the game graph of the heaps
            // reached (`values_at` tabulates as heaps first and falls back to
            // the graph only then); any other failure is the table's problem.
            let positions: Vec<Vec<u64>> = (0..=upto).map(|n| vec![n]).collect();
            let Ok(gammas) = grundy::rulesets::user::values_at(&rule, &positions, &request.limits)
            else {
                return Err(problem);
            };
            write_loopy(rule.name(), upto, |n| gammas[n as usize].clone(), json, out)
        }
    }
}

/// The table `request` asks for when its ruleset is a heap ruleset, before
/// it is written (for a front end that keeps the values, as Python's
/// `grundy.table` does); `None` for `wythoff` and games whose moves may
/// cycle, whose tables [`answer`] writes. The same problems as [`answer`].
pub fn heap_table(request: &Request) -> Result<Option<HeapTable>, Problem> {
    match tabulated(request)? {
        Tabulated::Heap(rules) => Ok(Some(HeapTable::compute(rules, upto(request)?, request)?)),
        #[cfg(feature = "rules")]
        Tabulated::Rule(rule) => {
            let heaps = Arc::new(grundy::rulesets::user::UserHeap::new(rule));
            Ok(Some(HeapTable::compute(heaps, upto(request)?, request)?))
        }
        _ => Ok(None),
    }
}

/// The ruleset of `request`, read, and `--values` checked.
fn tabulated(request: &Request) -> Result<Tabulated, Problem> {
    let ruleset = request.ruleset.as_str();
    let tabulated = parse(ruleset, request.files.files())
        .map_err(|e| Problem::explained(e, ruleset, Input::Ruleset))?;
    if request.values && !matches!(tabulated, Tabulated::Wythoff) {
        return Err(Problem::bad_input(msg!(
            "table-values-wythoff",
            "--values is for `wythoff`, whose positions are pairs; the table of {ruleset} lists every \
             value already",
            ruleset = ruleset.trim()
        )));
    }
    Ok(tabulated)
}

/// The last heap `request` asks for, which heap rulesets and `wythoff`
/// require.
fn upto(request: &Request) -> Result<u64, Problem> {
    request.upto.ok_or_else(|| {
        Problem::bad_input(msg!(
            "table-upto-missing",
            "expected --upto N, the last heap size to tabulate, e.g. `grundy table \"{ruleset}\" --upto 100`",
            ruleset = request.ruleset.trim()
        ))
    })
}

/// γ of the positions 0..=`upto` (every one by default) of a game whose
/// moves may cycle, ∞(K) included; its P-positions and its draws.
fn cyclic_table(
    rules: &Cyclic,
    upto: Option<u64>,
    json: bool,
    limits: &Limits,
    out: &mut impl Write,
) -> Result<(), Problem> {
    let last = (rules.positions() - 1) as u64;
    let upto = match upto {
        Some(upto) if upto > last => {
            return Err(Problem::bad_input(msg!(
                "table-upto-past",
                "--upto {upto} is past the last position of {rules}: its positions are 0 to {last}",
                upto = upto,
                rules = rules.to_string(),
                last = last
            )))
        }
        Some(upto) => upto,
        None => last,
    };
    let graph = rules.graph(limits)?;
    write_loopy(&rules.to_string(), upto, |n| graph.gamma(n as u32), json, out)
}

/// The table of γ(0..=upto) of `ruleset`, whose play may go on for ever,
/// as text or JSON: values, P-positions (value 0) and draws.
fn write_loopy(
    ruleset: &str,
    upto: u64,
    gamma: impl Fn(u64) -> Gamma,
    json: bool,
    out: &mut impl Write,
) -> Result<(), Problem> {
    let draws = (0..=upto).filter(|&n| gamma(n).outcome() == grundy::Outcome::D);
    let is_p = |n: &u64| gamma(*n).finite().is_some_and(|v| v.is_zero());
    if json {
        let report = shapes::LoopyTable {
            ruleset: ruleset.to_string(),
            values: shapes::Streamed::new((0..=upto).map(|n| shapes::GammaValue::from(&gamma(n)))),
            p_positions: shapes::Streamed::new((0..=upto).filter(is_p)),
            draws: shapes::Streamed::new(draws),
        };
        serde_json::to_writer(&mut *out, &report)?;
        writeln!(out)?;
        return Ok(());
    }
    writeln!(out, "{ruleset}: values γ(0..={upto}), ∞(K) where play can go on for ever (K: the finite values of its options)")?;
    let width = upto.to_string().len();
    for row in (0..=upto).step_by(10) {
        let cells: Vec<String> = (row..=upto.min(row + 9))
            .map(|n| match gamma(n) {
                Gamma::Finite(value) => value.to_biguint().to_string(),
                infinite => infinite.to_string(),
            })
            .collect();
        writeln!(out, "  {row:>width$}: {}", cells.join(" "))?;
    }
    let count = upto as u128 + 1;
    let p_positions = (0..=upto).filter(is_p);
    writeln!(out, "P-positions {}", listed(p_positions, count))?;
    writeln!(out, "Draws {}", listed(draws, count))?;
    writeln!(out, "The others are N-positions: a finite value other than 0, or ∞(K) with 0 in K.")?;
    Ok(())
}

/// `(3 of 7): 0 4 5`, the first [`LISTED_P_POSITIONS`] listed.
fn listed(mut positions: impl Iterator<Item = u64>, of: u128) -> String {
    let shown: Vec<String> =
        positions.by_ref().take(LISTED_P_POSITIONS).map(|n| n.to_string()).collect();
    let more = positions.count();
    let count = shown.len() + more;
    let more =
        if more > 0 { format!(" … and {more} more (all with --json)") } else { String::new() };
    let shown = if count == 0 { "none".to_string() } else { shown.join(" ") };
    format!("({count} of {of}): {shown}{more}")
}

/// What was asked of a table.
struct Asked {
    upto: u64,
    json: bool,
}

/// G(0..=N) of a heap ruleset, with the periodicity and the sentence
/// `grundy table` states: what [`answer`] writes, kept for a front end.
pub struct HeapTable {
    /// The ruleset's name, as the engine writes it.
    pub ruleset: String,
    /// N, the last heap.
    pub upto: u64,
    /// G(n) for every n ≤ N ([`HeapValues::up_to`] reads them in order).
    pub values: HeapValues,
    /// The periodicity the table states: proved by the table's values or
    /// by [`crate::period::quick`], otherwise what the values show.
    pub periodicity: Option<Periodicity>,
    /// The sentence the text ends with, and the JSON's `summary`.
    pub summary: String,
}

impl HeapTable {
    /// The table of `ruleset` up to `upto`, refused past the limits before
    /// computing where its size tells. Time: [`HeapValues::new`]'s, and a
    /// period search of [`crate::period::QUICK_VALUES`] values at most.
    fn compute(
        ruleset: Arc<dyn HeapRuleset>,
        upto: u64,
        request: &Request,
    ) -> Result<HeapTable, Problem> {
        let limits = &request.limits;
        limits.check_table(|| table_of(ruleset.name(), upto), upto as u128 + 1)?;
        let values = HeapValues::new(ruleset.clone(), upto, limits)?;
        let seen = values.periodicity();
        let (periodicity, summary) = period(ruleset.as_ref(), seen, upto, request)?;
        Ok(HeapTable { ruleset: ruleset.name(), upto, values, periodicity, summary })
    }

    /// G(0), …, G(N), read from the values as they are written, never
    /// copied into a second table: a proved period makes them cost nothing.
    pub fn values(&self) -> impl Iterator<Item = u64> + '_ {
        self.values.up_to(self.upto).map(|g| g.0)
    }

    /// `grundy table`'s text, or its JSON object.
    fn write(&self, format: Format, out: &mut impl Write) -> Result<(), Problem> {
        let table =
            Written { ruleset: &self.ruleset, upto: self.upto, periodicity: self.periodicity };
        table.write(|| self.values(), &self.summary, format, out)
    }
}

/// What a heap ruleset's table says besides its values.
struct Written<'a> {
    ruleset: &'a str,
    upto: u64,
    periodicity: Option<Periodicity>,
}

impl Written<'_> {
    /// `grundy table`'s text, or its JSON object, with G(0), …, G(N) from
    /// `values` (each call from the start: they are read twice).
    fn write<I: Iterator<Item = u64>>(
        &self,
        values: impl Fn() -> I,
        summary: &str,
        format: Format,
        out: &mut impl Write,
    ) -> Result<(), Problem> {
        if format == Format::Json {
            return heap_json(self.ruleset, values, self.periodicity, summary, out);
        }
        let upto = self.upto;
        writeln!(out, "{}: Grundy values G(0..={})", self.ruleset, upto)?;
        let width = upto.to_string().len();
        let mut all = values();
        for row in (0..=upto).step_by(10) {
            let cells: Vec<String> = all.by_ref().take(10).map(|g| g.to_string()).collect();
            writeln!(out, "  {row:>width$}: {}", cells.join(" "))?;
        }
        writeln!(out, "P-positions {}", listed(p_positions(values()), upto as u128 + 1))?;
        writeln!(out, "{summary}")?;
        Ok(())
    }
}

/// `grundy table RULESET --upto N --values-file FILE`: G(0..=N) of a
/// take-and-break game computed into the values file `open` gives for the
/// game's name (resumed from the values it holds), memory holding at most
/// `bytes` of them ([`Sequence::spilling`]); then the table [`answer`]
/// writes, its values read back from the file a chunk at a time, and its
/// period found there ([`find_sequence_period`]: proved when the values
/// hold what the theorem needs, otherwise observed) or by
/// [`crate::period::quick`]. Memory: `bytes`, and a chunk.
pub fn answer_spilled(
    request: &Request,
    bytes: u64,
    open: impl FnOnce(&str) -> Result<Box<dyn Spill>, Problem>,
    format: Format,
    out: &mut impl Write,
) -> Result<(), Problem> {
    tabulated(request)?;
    let Some(octal) = rulesets::parse_take_and_break(&request.ruleset)? else {
        return Err(Problem::bad_input(msg!(
            "table-values-file",
            "--values-file is for take-and-break games (octal, kayles, …); the table of {ruleset} is computed in memory",
            ruleset = request.ruleset.trim()
        )));
    };
    let upto = upto(request)?;
    let limits = &request.limits;
    let name = octal.name();
    let mut sequence = Sequence::spilling(octal.clone(), bytes, open(&name)?)?;
    let len = upto.saturating_add(1);
    if sequence.len() < len {
        let mut work =
            Work::new(limits.max_work).observed(limits.observer, Some(len)).until(limits.deadline);
        sequence.extend_within(len, Method::Fast, &mut work)?;
    }
    let theorem = octal.period_theorem();
    let found = find_sequence_period(&mut sequence)?.map(|(preperiod, period)| {
        let evidence = match theorem {
            Some(theorem) if theorem.values_needed(preperiod, period) <= sequence.len() => {
                let values_used = theorem.values_needed(preperiod, period);
                Evidence::Theorem { theorem, values_used }
            }
            _ => Evidence::Observed,
        };
        Periodicity { preperiod, period, saltus: 0, evidence }
    });
    let seen =
        found.filter(|p| p.is_proved() || shows_period(sequence.len(), p.preperiod, p.period));
    let (periodicity, summary) = period(&octal, seen, upto, request)?;
    let Some(spill) = sequence.spill() else {
        unreachable!("a sequence made by Sequence::spilling")
    };
    let file = FileValues { spill: RefCell::new(spill), failed: RefCell::new(None) };
    let table = Written { ruleset: &name, upto, periodicity };
    table.write(|| file.values(len), &summary, format, out)?;
    match file.failed.into_inner() {
        Some(error) => Err(error.into()),
        None => Ok(()),
    }
}

/// Values read back from a values file, a chunk at a time; the first
/// error ends them, and is kept.
struct FileValues<'s> {
    spill: RefCell<&'s mut dyn Spill>,
    failed: RefCell<Option<grundy::Error>>,
}

impl<'s> FileValues<'s> {
    /// G(0..len), from the file.
    fn values(&self, len: u64) -> impl Iterator<Item = u64> + use<'_, 's> {
        const CHUNK: u64 = 1 << 16;
        (0..len.div_ceil(CHUNK)).flat_map(move |chunk| {
            let from = chunk * CHUNK;
            let mut values = vec![0u32; (len - from).min(CHUNK) as usize];
            let read = self.spill.borrow_mut().read(from, &mut values);
            if let Err(error) = read {
                self.failed.borrow_mut().get_or_insert(error);
                values.clear();
            }
            values.into_iter().map(u64::from)
        })
    }
}

/// The heaps of value 0 among `values`, G(0), G(1), ….
fn p_positions(values: impl Iterator<Item = u64>) -> impl Iterator<Item = u64> {
    (0u64..).zip(values).filter(|&(_, g)| g == 0).map(|(n, _)| n)
}

/// `grundy table --json`'s object for a heap ruleset `ruleset` whose values
/// G(0), G(1), … `values` gives (each call from the start: they are read
/// twice, for the values and the P-positions), stating `periodicity` and
/// `summary` (a [`HeapTable`]'s), and a newline. Streamed: O(1) memory.
pub fn heap_json<I: Iterator<Item = u64>>(
    ruleset: &str,
    values: impl Fn() -> I,
    periodicity: Option<Periodicity>,
    summary: &str,
    out: &mut impl Write,
) -> Result<(), Problem> {
    let report = shapes::Table {
        ruleset: ruleset.to_string(),
        values: shapes::Streamed::new(values()),
        p_positions: shapes::Streamed::new(p_positions(values())),
        period: periodicity.map(|p| p.period),
        preperiod: periodicity.map(|p| p.preperiod),
        saltus: periodicity.map(|p| p.saltus),
        proved: periodicity.is_some_and(|p| p.is_proved()),
        summary: summary.to_string(),
    };
    serde_json::to_writer(&mut *out, &report)?;
    writeln!(out)?;
    Ok(())
}

/// The periodicity a table states, and its sentence: proved by the
/// table's values, or else by the period search of
/// [`crate::period::quick`] (at most [`crate::period::QUICK_VALUES`] values and
/// [`crate::play::PERIOD_WORK`] steps, whatever the limits, so that a
/// table always says the same), which `grundy period` and the Period page
/// would find too; otherwise what the table's values show.
fn period(
    ruleset: &dyn HeapRuleset,
    seen: Option<Periodicity>,
    upto: u64,
    request: &Request,
) -> Result<(Option<Periodicity>, String), Problem> {
    let (limits, audience) = (&request.limits, request.audience);
    let theorem = ruleset.period_theorem();
    // A table as long as the search has already looked as far.
    let searched = seen.is_none_or(|p| !p.is_proved())
        && upto < crate::period::QUICK_VALUES as u64
        && theorem.is_some();
    if searched {
        if let Some(proved) = crate::period::quick(ruleset, limits)? {
            let mut summary = crate::period::describe_in(audience.lang, Some(proved), theorem);
            let used = match proved.evidence {
                Evidence::Theorem { values_used, .. } => values_used,
                Evidence::ClosedForm | Evidence::Observed => 0,
            };
            let shown = upto.saturating_add(1);
            let note = if proved.preperiod.saturating_add(proved.period) > shown {
                let (preperiod, period) = (proved.preperiod.to_string(), proved.period.to_string());
                let args =
                    args!["upto" => upto.to_string(), "preperiod" => preperiod, "period" => period];
                Some(audience.text("table-period-short", args))
            } else if used > shown {
                Some(audience.text("table-period-past", args!["upto" => upto.to_string()]))
            } else {
                None
            };
            if let Some(note) = note {
                summary.push(' ');
                summary.push_str(&note);
            }
            return Ok((Some(proved), summary));
        }
    }
    let mut summary = crate::period::describe_in(audience.lang, seen, theorem);
    if searched {
        let values = crate::period::QUICK_VALUES.to_string();
        let steps = crate::play::PERIOD_WORK.to_string();
        summary.push(' ');
        summary.push_str(
            &audience.text("table-period-searched", args!["values" => values, "steps" => steps]),
        );
    }
    Ok((seen, summary))
}

/// The P-positions (a_k, b_k) = (⌊kφ⌋, ⌊kφ²⌋) of Wythoff's game with
/// a_k ≤ N, in order of k, streamed as they are computed (one value of the
/// table limit per pair).
fn wythoff_table(
    args: &Asked,
    with_values: bool,
    limits: &Limits,
    out: &mut impl Write,
) -> Result<(), Problem> {
    if with_values && args.upto > WYTHOFF_VALUES {
        return Err(Problem::bad_input(msg!(
            "table-values-max",
            "--values gives Wythoff's values G(a, b) for a, b ≤ N with N at most \
             {max}, found {found}; its P-positions are listed for any N without --values",
            max = WYTHOFF_VALUES,
            found = args.upto
        )));
    }
    // Every (a, b) with a, b ≤ N, row a by row: at most 101² values.
    let grid = with_values.then(|| {
        let values = Wythoff.box_values(&[args.upto, args.upto]).expect("Wythoff has a table");
        let side = args.upto as usize + 1;
        values.chunks(side).map(|row| row.iter().map(|g| g.0).collect()).collect::<Vec<Vec<u64>>>()
    });
    let count = Wythoff::count_p_pairs(args.upto);
    limits.check_table(
        || {
            msg!(
                "limit-what-wythoff-table",
                "the table of wythoff's P-positions (a, b) with a ≤ {upto} (a value per pair)",
                upto = args.upto
            )
        },
        count as u128,
    )?;
    let pairs = Wythoff::p_pairs().take_while(|&(a, _)| a <= args.upto);
    if args.json {
        let report = shapes::WythoffTable {
            ruleset: "wythoff",
            p_positions: shapes::Streamed::new(pairs.map(|(a, b)| [a, b])),
            values: grid,
        };
        serde_json::to_writer(&mut *out, &report)?;
        writeln!(out)?;
        return Ok(());
    }
    writeln!(
        out,
        "wythoff: P-positions (a_k, b_k) = (⌊kφ⌋, ⌊kφ²⌋) = (a_k, a_k + k) with a_k ≤ {}, by k",
        args.upto
    )?;
    // Ten pairs a row, each row headed by its first k, like the heap table.
    let width = (count - 1).to_string().len();
    let mut pairs = pairs.peekable();
    let mut first = 0u64;
    while pairs.peek().is_some() {
        let row: Vec<String> =
            pairs.by_ref().take(10).map(|(a, b)| format!("({a}, {b})")).collect();
        writeln!(out, "  {first:>width$}: {}", row.join(" "))?;
        first += row.len() as u64;
    }
    writeln!(
        out,
        "Pairs: {count}. With their mirror images (b_k, a_k) they are every P-position whose \
         smaller pile is at most {}.",
        args.upto
    )?;
    if let Some(grid) = grid {
        writeln!(out, "Values G(a, b) for a, b ≤ {}, a row per a:", args.upto)?;
        let width = grid.iter().flatten().max().map_or(1, |g| g.to_string().len());
        let label = args.upto.to_string().len();
        for (a, row) in grid.iter().enumerate() {
            let cells: Vec<String> = row.iter().map(|g| format!("{g:>width$}")).collect();
            writeln!(out, "  {a:>label$}: {}", cells.join(" "))?;
        }
    }
    Ok(())
}
