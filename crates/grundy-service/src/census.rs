//! `grundy census`: many take-and-break codes, one table.
//!
//! A census asks for a list of codes: every code d₀.d₁…d_D with d₀ = 0 or 4
//! and octal digits (with d₀ = 0, 4, 8 or c and hexadecimal digits for
//! `hex`), or codes given one by one ([`Code`]). Each game is computed by the
//! rare-value method until its period is proved by the Guy–Smith theorem or
//! its budget ([`Budget`]: values and steps) is spent ([`compute`]), into
//! one [`Row`] of facts about the values computed. Rows are JSON Lines, one a
//! code; [`merge`] sorts the rows of many shards into one table, refusing
//! duplicates and rows of other budgets or engine versions, and
//! [`write_table`] writes it as JSON Lines, CSV or Markdown.
//!
//! Nothing here depends on the time, the machine or how codes are split
//! among shards and threads: the memory a run may take is checked by the
//! front end before it starts, never used to stop one, so a table is the
//! same bytes wherever and however it is computed. The front end (the
//! command line) keeps the files, the shards, resuming, timings and running
//! codes side by side.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::io::Write;

use grundy::period::{Evidence, PeriodProgress};
use grundy::rulesets::octal::{prove_period, Method, PeriodRun, PeriodStop, Sequence};
use grundy::rulesets::Octal;
use grundy::{Message, Work};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::Problem;

/// The engine that computed a row, written in each: rows of different
/// engines are not merged.
pub const ENGINE: &str = concat!("grundy ", env!("CARGO_PKG_VERSION"));

/// The most codes one census may ask for (2·8⁵ octal codes of five digits
/// and 4·16³ hexadecimal codes of three are 65,536 each).
pub const MAX_CODES: usize = 1 << 17;

/// The first values of a row's `sgv`.
pub const PREFIX: u64 = 24;

fn bad(text: String) -> Problem {
    Problem::bad_input(Message::plain(text))
}

/// A code asked for: as written (in lower case, `0.` for a leading `.`),
/// its game, and its digits d₀, d₁, … as written (the census's order: by
/// digits, a shorter code before its extensions). Codes are equal when
/// their digits are.
#[derive(Debug, Clone)]
pub struct Code {
    /// The code as written, lower case: `0.137`, `0.130`, `4.0f`.
    pub written: String,
    /// The game it codes.
    pub game: Octal,
    digits: Vec<u8>,
}

impl Code {
    /// The code `text` (`0.137`, `4.07`, `0.f`), or why it is none.
    pub fn parse(text: &str) -> Result<Code, Problem> {
        let mut written = text.trim().to_ascii_lowercase();
        let game = Octal::parse(&written)
            .map_err(|e| bad(format!("census: `{text}` is not a code: {}", e.english())))?;
        if written.starts_with('.') {
            written.insert(0, '0');
        }
        let digits = written.chars().filter_map(|c| c.to_digit(16)).map(|d| d as u8).collect();
        Ok(Code { written, game, digits })
    }

    /// The game's own code, without digits that allow no move (`0.13` for
    /// `0.130`; `0.0` for a game without moves).
    pub fn canonical(&self) -> String {
        canonical(&self.game)
    }
}

/// `game`'s code, with a digit after the point: `0.0` for a game without
/// moves, whose code the engine writes `0.`.
fn canonical(game: &Octal) -> String {
    let code = game.code();
    match code.ends_with('.') {
        true => code + "0",
        false => code,
    }
}

impl PartialEq for Code {
    fn eq(&self, other: &Code) -> bool {
        self.digits == other.digits
    }
}

impl Eq for Code {}

impl Ord for Code {
    fn cmp(&self, other: &Code) -> std::cmp::Ordering {
        self.digits.cmp(&other.digits)
    }
}

impl PartialOrd for Code {
    fn partial_cmp(&self, other: &Code) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

/// Every code with `digits` digits after the point (shorter codes are
/// among them, with trailing zeros): d₀ = 0 or 4 with octal digits, or with
/// `hex` d₀ = 0, 4, 8 or c with hexadecimal digits; in the census's order.
pub fn all_codes(digits: u32, hex: bool) -> Result<Vec<Code>, Problem> {
    let (base, firsts): (u32, &[u32]) = if hex { (16, &[0, 4, 8, 12]) } else { (8, &[0, 4]) };
    let count = base
        .checked_pow(digits)
        .map(|c| c as usize * firsts.len())
        .filter(|&c| digits >= 1 && c <= MAX_CODES);
    let Some(count) = count else {
        return Err(bad(format!(
            "census: --digits {digits} asks for {} codes; a census takes 1 to {MAX_CODES} codes (--digits 1 to {})",
            if digits == 0 { "no".to_string() } else { format!("{}^{digits} × {}", base, firsts.len()) },
            if hex { 4 } else { 6 },
        )));
    };
    let mut codes = Vec::with_capacity(count);
    for &first in firsts {
        for n in 0..base.pow(digits) {
            let mut text = format!("{}.", char::from_digit(first, 16).expect("a digit"));
            for k in (0..digits).rev() {
                text.push(char::from_digit(n / base.pow(k) % base, 16).expect("a digit"));
            }
            codes.push(Code::parse(&text)?);
        }
    }
    Ok(codes)
}

/// The checksum of G(0), G(1), … that a census row and a values file's
/// sidecar give (`sha256`): SHA-256 of each value as four bytes,
/// little-endian, whatever the width it is kept in; in hexadecimal.
#[derive(Clone, Default)]
pub struct ValuesChecksum(Sha256);

impl ValuesChecksum {
    /// Counts the next value in.
    pub fn add(&mut self, value: u32) {
        self.0.update(value.to_le_bytes());
    }

    /// The checksum of the values so far.
    pub fn hex(&self) -> String {
        self.0.clone().finalize().iter().map(|b| format!("{b:02x}")).collect()
    }
}

/// The census of `codes` (in the census's order, each once): a name for
/// the list, the first 16 hexadecimal digits of the SHA-256 of the codes,
/// one a line. Every row says which census it belongs to, so that rows of
/// two censuses are not merged or resumed together.
pub fn census_id(codes: &[Code]) -> String {
    let mut hash = Sha256::new();
    for code in codes {
        hash.update(code.written.as_bytes());
        hash.update(b"\n");
    }
    hash.finalize().iter().take(8).map(|b| format!("{b:02x}")).collect()
}

/// `codes` in the census's order, each once (a code given twice, or given
/// and among `--digits`, is one code of the census).
pub fn order(mut codes: Vec<Code>) -> Result<Vec<Code>, Problem> {
    if codes.is_empty() {
        return Err(bad(
            "census: no code asked for: give codes, --digits D or --codes FILE".to_string()
        ));
    }
    if codes.len() > MAX_CODES {
        return Err(bad(format!(
            "census: {} codes asked for; a census takes at most {MAX_CODES}",
            codes.len()
        )));
    }
    codes.sort();
    codes.dedup();
    Ok(codes)
}

/// Shard `index` of `count`: one game (codes of one game together) of each
/// run of `count` consecutive games in the census's order, which one by a
/// rotation drawn for each run from a hash of its place ([`Shard::select`]).
/// The shards of one count are disjoint and cover every code; their numbers
/// of games differ by at most one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shard {
    pub index: u64,
    pub count: u64,
}

impl Shard {
    /// Every code: the one shard of one.
    pub const WHOLE: Shard = Shard { index: 0, count: 1 };

    /// `i/n` with 0 ≤ i < n.
    pub fn parse(text: &str) -> Result<Shard, String> {
        let fail = || format!("`{text}` is no shard: write i/n, with 0 ≤ i < n (0/4 … 3/4)");
        let (i, n) = text.split_once('/').ok_or_else(fail)?;
        let index: u64 = i.trim().parse().map_err(|_| fail())?;
        let count: u64 = n.trim().parse().map_err(|_| fail())?;
        match index < count {
            true => Ok(Shard { index, count }),
            false => Err(fail()),
        }
    }

    /// The codes of `codes` (in the census's order) this shard takes, in
    /// that order.
    ///
    /// The games (codes of one game, `0.13` and `0.130`, are computed
    /// once, so they go together) are cut, in the order of their first
    /// code, into runs of `count`; run `r` gives its game at place `j` to
    /// shard `(j + t_r) mod count`, with `t_r` the first eight bytes of the
    /// SHA-256 of `r`, modulo `count`. A game's cost depends mostly on its
    /// digits, and neighbours in the census's order share all their digits
    /// but the last: each run is (for octal `--digits` and 8 shards exactly)
    /// the codes of one prefix, so every shard gets one game of each prefix,
    /// and the drawn rotation spreads the last digits, which decide most of
    /// the cost (dealing place ≡ i mod 8, shard i was every code ending in
    /// i), evenly: each game's shard is uniform, so every shard's expected
    /// cost is the same. Deterministic (no clock, no machine), so every
    /// task of a census deals alike. Time O(codes · log codes).
    pub fn select(self, codes: Vec<Code>) -> Vec<Code> {
        let mut place_of: std::collections::HashMap<String, u64> = std::collections::HashMap::new();
        let mut shard_of_code = Vec::with_capacity(codes.len());
        for code in &codes {
            let games = place_of.len() as u64;
            let place = *place_of.entry(code.canonical()).or_insert(games);
            shard_of_code.push(self.shard_of(place));
        }
        codes
            .into_iter()
            .zip(shard_of_code)
            .filter(|&(_, shard)| shard == self.index)
            .map(|(code, _)| code)
            .collect()
    }

    /// The shard of this count that the game at `place` (counting games in
    /// the order of their first code) goes to.
    fn shard_of(self, place: u64) -> u64 {
        let run = place / self.count;
        let hash = Sha256::digest(run.to_le_bytes());
        let turn = u64::from_le_bytes(hash[..8].try_into().expect("eight bytes"));
        let sum = u128::from(place % self.count) + u128::from(turn % self.count);
        u64::try_from(sum % u128::from(self.count)).expect("below the count")
    }
}

/// How far each code is computed: at most `upto` values, and `max_work`
/// steps (option values checked, counted: never timed).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Budget {
    pub upto: u64,
    pub max_work: u64,
}

/// What the census knows of a code's values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    /// The period is proved by the Guy–Smith theorem: G(n + p) = G(n) for
    /// every n ≥ preperiod.
    Proved,
    /// An arithmetic periodicity (G(n + p) = G(n) + saltus) shows in the
    /// values computed; no theorem here proves it.
    Arithmetic,
    /// Neither: the values computed, `computed`, say no more.
    Open,
}

/// One code of a census: JSON Lines, one object a code, its fields in this
/// order (documented in `docs/json.md`). Counts of heaps are over
/// G(0..computed).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Row {
    /// The code as asked for (lower case).
    pub code: String,
    /// The code of the same game without digits that allow no move, when
    /// it differs (`0.13` for `0.130`); its row has the same values.
    pub equals: Option<String>,
    pub status: Status,
    pub period: Option<u64>,
    pub preperiod: Option<u64>,
    pub saltus: Option<u64>,
    /// For a proved period: the theorem's condition that was checked,
    /// `G(n+p) = G(n) for e ≤ n < N`.
    pub condition: Option<String>,
    /// The values computed, G(0..computed).
    pub computed: u64,
    /// Why an open or arithmetic code stopped: `upto` (its values) or
    /// `work` (its steps).
    pub stopped: Option<String>,
    /// G(0), G(1), … the first [`PREFIX`] values, space-separated.
    pub sgv: String,
    /// The rare-value method's mask m: G(n) is rare when G(n) & m has even
    /// parity (0 included); 0 when the values show no such split.
    pub rare_mask: u32,
    /// Heaps n ≥ 1 with a rare value (none counted when the mask is 0).
    pub rare: u64,
    /// The last heap with a rare value (n ≥ 1, the mask not 0).
    pub last_rare: Option<u64>,
    /// The largest value, and the first heap that has it.
    pub max_value: u64,
    pub max_at: u64,
    /// P-positions: heaps n ≥ 1 with G(n) = 0, and the last of them.
    pub p_positions: u64,
    pub last_p: Option<u64>,
    /// For a proved period: whether the P-positions are finite (no 0 in a
    /// period).
    pub p_finite: Option<bool>,
    /// For a proved period: the last heap n with G(n) ≠ G(n + p), the
    /// preperiod less one.
    pub last_exception: Option<u64>,
    /// SHA-256 of G(0..computed), each as four bytes, little-endian (in
    /// Python: `hashlib.sha256(np.asarray(values, "<u4").tobytes())`).
    pub sha256: String,
    /// The census the row belongs to ([`census_id`]) and how many codes it
    /// asks for: a merged table of every shard has that many rows.
    pub census: String,
    pub asked: u64,
    /// The budget and the engine the row was computed with.
    pub upto: u64,
    pub max_work: u64,
    pub engine: String,
}

impl Row {
    /// This row for `code`, a code of the same game, of the census `census`
    /// of `asked` codes.
    pub fn for_code(&self, code: &Code, census: &str, asked: u64) -> Row {
        let canonical = code.canonical();
        Row {
            code: code.written.clone(),
            equals: (canonical != code.written).then_some(canonical),
            census: census.to_string(),
            asked,
            ..self.clone()
        }
    }

    /// The row as one line of JSON, with its newline.
    pub fn line(&self) -> String {
        let mut line = serde_json::to_string(self).expect("a row serializes");
        line.push('\n');
        line
    }

    /// What rows of one census share: its name and size, the budget and
    /// the engine.
    pub fn census(&self) -> (&str, u64, u64, u64, &str) {
        (&self.census, self.asked, self.upto, self.max_work, &self.engine)
    }
}

/// Computes `game` within `budget` into its row (for its canonical code, of
/// no census yet: see [`Row::for_code`]), telling `on_progress` the values computed
/// between stretches; an error from it stops the run with it (Ctrl-C).
///
/// Time: the rare-value method's, for at most `budget.upto` values and
/// `budget.max_work` steps, then one pass over the values. Memory: the
/// values, one to four bytes each: the caller checks that
/// `budget.upto` × 4 bytes fit before it starts.
pub fn compute(
    game: &Octal,
    budget: Budget,
    on_progress: &mut dyn FnMut(u64) -> grundy::Result<()>,
) -> Result<Row, Problem> {
    let mut sequence = Sequence::new(game.clone());
    let mut work = Work::new(budget.max_work);
    let mut report = |_: &Sequence, progress: PeriodProgress| on_progress(progress.computed);
    let run = PeriodRun {
        limit: budget.upto,
        max_bytes: u64::MAX,
        work: &mut work,
        method: Method::Fast,
        on_progress: &mut report,
    };
    let found = prove_period(&mut sequence, run)?;
    let (status, condition) = match found.periodicity {
        Some(p) => match p.evidence {
            Evidence::Theorem { values_used, .. } => (
                Status::Proved,
                Some(format!(
                    "G(n+{}) = G(n) for {} ≤ n < {}",
                    p.period,
                    p.preperiod,
                    values_used - p.period
                )),
            ),
            _ if p.saltus != 0 => (Status::Arithmetic, None),
            _ => (Status::Open, None),
        },
        None => (Status::Open, None),
    };
    let periodicity = found.periodicity.filter(|_| status != Status::Open);
    let stopped = found.stopped.map(|stop| match stop {
        PeriodStop::Limit => "upto",
        PeriodStop::Work => "work",
        // Not reached: the census never stops a run for its memory.
        PeriodStop::Memory => "memory",
    });
    let values = sequence.values();
    let computed = sequence.len();
    let mask = sequence.mask();
    let mut hash = ValuesChecksum::default();
    let mut sgv = String::new();
    let (mut rare, mut last_rare, mut max_value, mut max_at) = (0, None, 0, 0);
    let (mut p_positions, mut last_p) = (0, None);
    for n in 0..computed {
        let value = values.get(usize::try_from(n).expect("the values are in memory"));
        let four = u32::try_from(value).expect("a stored value has at most four bytes");
        hash.add(four);
        if n < PREFIX {
            if n > 0 {
                sgv.push(' ');
            }
            write!(sgv, "{value}").expect("writing to a String");
        }
        if value > max_value {
            (max_value, max_at) = (value, n);
        }
        if n == 0 {
            continue;
        }
        if mask != 0 && sequence.is_rare(value) {
            (rare, last_rare) = (rare + 1, Some(n));
        }
        if value == 0 {
            (p_positions, last_p) = (p_positions + 1, Some(n));
        }
    }
    let proved = status == Status::Proved;
    let p_finite = periodicity.filter(|_| proved).map(|p| {
        let at = |n: u64| values.get(usize::try_from(n).expect("the values are in memory"));
        (p.preperiod..p.preperiod + p.period).all(|n| at(n) != 0)
    });
    Ok(Row {
        code: canonical(game),
        equals: None,
        status,
        period: periodicity.map(|p| p.period),
        preperiod: periodicity.map(|p| p.preperiod),
        saltus: periodicity.map(|p| p.saltus),
        condition,
        computed,
        stopped: stopped.filter(|_| !proved).map(str::to_string),
        sgv,
        rare_mask: mask,
        rare,
        last_rare,
        max_value,
        max_at,
        p_positions,
        last_p,
        p_finite,
        last_exception: periodicity.filter(|_| proved).and_then(|p| p.preperiod.checked_sub(1)),
        sha256: hash.hex(),
        census: String::new(),
        asked: 0,
        upto: budget.upto,
        max_work: budget.max_work,
        engine: ENGINE.to_string(),
    })
}

/// The rows of one census file, each with where it was read (`FILE:LINE`);
/// an error names the first line that is no row.
pub fn read_rows(text: &str, file: &str) -> Result<Vec<(Row, String)>, Problem> {
    let mut rows = Vec::new();
    for (number, line) in text.lines().enumerate() {
        let at = format!("{file}:{}", number + 1);
        if line.trim().is_empty() {
            continue;
        }
        let fields: serde_json::Map<String, serde_json::Value> = serde_json::from_str(line)
            .map_err(|e| bad(format!("{at}: not a row of a census: {e}")))?;
        // Every field, `null` or not (serde would read a missing one as null).
        if let Some(missing) = COLUMNS.iter().find(|&&name| !fields.contains_key(name)) {
            return Err(bad(format!("{at}: not a row of a census: no field `{missing}`")));
        }
        let row: Row = serde_json::from_value(serde_json::Value::Object(fields))
            .map_err(|e| bad(format!("{at}: not a row of a census: {e}")))?;
        Code::parse(&row.code).map_err(|e| bad(format!("{at}: {}", e.detail())))?;
        rows.push((row, at));
    }
    Ok(rows)
}

/// The rows of every shard as one table, in the census's order: an error
/// for a code with two rows (the same shard given twice), for rows of two
/// censuses (other codes, budgets or engines), and unless `partial` for a
/// table without a row for each code the census asks for (a shard missing
/// or not finished).
pub fn merge(rows: Vec<(Row, String)>, partial: bool) -> Result<Vec<Row>, Problem> {
    let Some((first, first_at)) = rows.first().cloned() else {
        return Err(bad("census merge: the files hold no rows".to_string()));
    };
    let mut table: BTreeMap<Vec<u8>, (Row, String)> = BTreeMap::new();
    for (row, at) in rows {
        if row.census() != first.census() {
            return Err(bad(format!(
                "census merge: {at} is a row of census {} ({} codes, --upto {} --max-work {}, {}), {first_at} of census {} ({} codes, --upto {} --max-work {}, {}): merge rows of one census",
                row.census, row.asked, row.upto, row.max_work, row.engine,
                first.census, first.asked, first.upto, first.max_work, first.engine
            )));
        }
        let key = Code::parse(&row.code)?.digits;
        if let Some((other, other_at)) = table.get(&key) {
            let how = if *other == row { "the same row" } else { "two different rows" };
            return Err(bad(format!(
                "census merge: {how} for {} at {other_at} and {at}: is a shard given twice, or are these shards of two censuses?",
                row.code
            )));
        }
        table.insert(key, (row, at));
    }
    if !partial && table.len() as u64 != first.asked {
        return Err(bad(format!(
            "census merge: the census asks for {} codes and the files have rows for {}: a shard is missing or not finished (resume it, or merge with --partial)",
            first.asked,
            table.len()
        )));
    }
    Ok(table.into_values().map(|(row, _)| row).collect())
}

/// How [`write_table`] writes a table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TableFormat {
    JsonLines,
    Csv,
    Markdown,
}

/// The columns of the CSV and Markdown tables, in the order of the
/// published tables of octal games (the values' prefix, the rare values,
/// the largest value, the P-positions, the period), then the rest.
pub const COLUMNS: [&str; 25] = [
    "code",
    "sgv",
    "rare_mask",
    "rare",
    "last_rare",
    "max_value",
    "max_at",
    "p_positions",
    "last_p",
    "period",
    "preperiod",
    "saltus",
    "status",
    "computed",
    "condition",
    "stopped",
    "p_finite",
    "last_exception",
    "equals",
    "sha256",
    "census",
    "asked",
    "upto",
    "max_work",
    "engine",
];

fn cells(row: &Row) -> [String; 25] {
    fn opt<T: ToString>(value: &Option<T>) -> String {
        value.as_ref().map_or(String::new(), ToString::to_string)
    }
    let status = match row.status {
        Status::Proved => "proved",
        Status::Arithmetic => "arithmetic",
        Status::Open => "open",
    };
    [
        row.code.clone(),
        row.sgv.clone(),
        format!("{:#x}", row.rare_mask),
        row.rare.to_string(),
        opt(&row.last_rare),
        row.max_value.to_string(),
        row.max_at.to_string(),
        row.p_positions.to_string(),
        opt(&row.last_p),
        opt(&row.period),
        opt(&row.preperiod),
        opt(&row.saltus),
        status.to_string(),
        row.computed.to_string(),
        opt(&row.condition),
        opt(&row.stopped),
        opt(&row.p_finite),
        opt(&row.last_exception),
        opt(&row.equals),
        row.sha256.clone(),
        row.census.clone(),
        row.asked.to_string(),
        row.upto.to_string(),
        row.max_work.to_string(),
        row.engine.clone(),
    ]
}

/// The places in [`COLUMNS`] of the columns named in `names` (`code,status`),
/// or which name is none.
pub fn columns(names: &str) -> Result<Vec<usize>, String> {
    names
        .split(',')
        .map(|name| {
            let name = name.trim();
            COLUMNS.iter().position(|&c| c == name).ok_or_else(|| {
                format!("`{name}` is no column; the columns are {}", COLUMNS.join(", "))
            })
        })
        .collect()
}

/// `rows` as JSON Lines (each row as [`Row::line`]), CSV (a header, then
/// RFC 4180 quoting) or a Markdown table; CSV and Markdown have the columns
/// at the places `columns` of [`COLUMNS`] (every column when `None`).
pub fn write_table(
    rows: &[Row],
    format: TableFormat,
    columns: Option<&[usize]>,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let every: Vec<usize> = (0..COLUMNS.len()).collect();
    let columns = columns.unwrap_or(&every);
    let header: Vec<&str> = columns.iter().map(|&c| COLUMNS[c]).collect();
    let pick = |row: &Row| -> Vec<String> {
        let cells = cells(row);
        columns.iter().map(|&c| cells[c].clone()).collect()
    };
    match format {
        TableFormat::JsonLines => {
            for row in rows {
                out.write_all(row.line().as_bytes())?;
            }
        }
        TableFormat::Csv => {
            let mut csv = csv::Writer::from_writer(out);
            csv.write_record(&header)?;
            for row in rows {
                csv.write_record(pick(row))?;
            }
            csv.flush()?;
        }
        TableFormat::Markdown => {
            writeln!(out, "| {} |", header.join(" | "))?;
            writeln!(out, "|{}", "---|".repeat(header.len()))?;
            for row in rows {
                let cells: Vec<String> = pick(row).iter().map(|c| c.replace('|', "\\|")).collect();
                writeln!(out, "| {} |", cells.join(" | "))?;
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests;
