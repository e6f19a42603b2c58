//! `grundy census`: many take-and-break codes, one table of JSON Lines (the
//! service's [`grundy_service::census`]), and `grundy census merge`.
//!
//! This front end keeps what the service leaves out: reading codes from
//! files, the shard's output file (appended row by row as each code ends,
//! so a killed run resumes where it stopped), the timings beside it, the
//! codes computed side by side on `--jobs` threads (the rows still written
//! in the census's order, so the file does not depend on the threads), a
//! progress bar on a terminal, and Ctrl-C.

use std::collections::{HashMap, HashSet};
use std::fs::{File, OpenOptions};
use std::io::{IsTerminal, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::Instant;

use grundy::Message;
use grundy_service::census::{self, Budget, Code, Row, Shard, TableFormat};
use grundy_service::Problem;
use indicatif::{ProgressBar, ProgressStyle};

use crate::count;

#[derive(Debug, clap::Args)]
#[command(args_conflicts_with_subcommands = true)]
pub struct Args {
    #[command(subcommand)]
    merge: Option<Merge>,
    /// Codes to compute, e.g. 0.137 4.07 0.f
    codes: Vec<String>,
    /// Every code with D digits after the point: 0.d₁…d_D and 4.d₁…d_D
    /// (codes with fewer digits are among them, with trailing zeros)
    #[arg(long, value_name = "D", value_parser = count::parse::<u32>)]
    digits: Option<u32>,
    /// With --digits: hexadecimal codes, d₀ = 0, 4, 8 or c and digits 0 to f
    #[arg(long, requires = "digits")]
    hex: bool,
    /// Codes from FILE, one a line (blank lines and lines starting with #
    /// are skipped)
    #[arg(long = "codes", value_name = "FILE")]
    codes_file: Option<PathBuf>,
    /// The most values computed for each code, unless its period is proved
    /// first
    #[arg(long, value_name = "N", default_value_t = 100_000, value_parser = count::parse::<u64>)]
    upto: u64,
    /// The most steps each code may take (option values checked; about
    /// 10^9 a second)
    #[arg(long, value_name = "N", default_value_t = DEFAULT_WORK, value_parser = count::parse::<u64>)]
    max_work: u64,
    /// The codes whose place in the census's order is i modulo n (0 ≤ i < n)
    #[arg(long, value_name = "i/n", value_parser = Shard::parse)]
    shard: Option<Shard>,
    /// Write the rows to FILE (JSON Lines, one a code, appended as each
    /// code ends) instead of standard output
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
    /// Continue the census in --out FILE: codes with a row there are
    /// skipped, and a last line cut short is computed again
    #[arg(long, requires = "out")]
    resume: bool,
    /// Append each code's computing time to FILE (JSON Lines), kept apart
    /// so that the table itself is the same bytes on every run
    #[arg(long, value_name = "FILE")]
    timings: Option<PathBuf>,
    /// Threads [default: the cores]: codes computed side by side, and the
    /// threads left over shared by each code's values
    #[arg(long, value_name = "N", value_parser = count::parse::<usize>)]
    jobs: Option<usize>,
}

#[derive(Debug, clap::Subcommand)]
enum Merge {
    /// Merge census files (shards) into one table sorted by code
    Merge(MergeArgs),
}

#[derive(Debug, clap::Args)]
struct MergeArgs {
    /// The census files: every shard's
    #[arg(required = true)]
    files: Vec<PathBuf>,
    /// Write the table to FILE instead of standard output
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
    /// The table as CSV (columns in docs/json.md) instead of JSON Lines
    #[arg(long, conflicts_with = "markdown")]
    csv: bool,
    /// The table as Markdown
    #[arg(long)]
    markdown: bool,
    /// With --csv or --markdown: only these columns, in this order (e.g.
    /// code,status,period,preperiod)
    #[arg(long, value_name = "LIST")]
    columns: Option<String>,
    /// Merge even when rows are missing (a shard not given or not finished)
    #[arg(long)]
    partial: bool,
}

/// The default `--max-work` of each code: 10¹⁰ steps, some ten seconds.
const DEFAULT_WORK: u64 = 10_000_000_000;

/// The bytes a value may take in memory at the most: four in the widest
/// store, two more while a store widens from two bytes, and the period
/// search's index per value.
const VALUE_BYTES: u64 = 16;

/// The bytes a code may take in memory: its code, game and row, and its row
/// read back by `--resume`.
const CODE_BYTES: u64 = 4096;

fn bad(text: String) -> Problem {
    Problem::bad_input(Message::plain(text))
}

fn io_problem(path: &Path, doing: &str, error: std::io::Error) -> Problem {
    bad(format!("census: {doing} {}: {error}", path.display()))
}

pub fn run(args: Args, out: &mut impl Write) -> anyhow::Result<()> {
    if let Some(Merge::Merge(merge)) = args.merge {
        return run_merge(merge, out);
    }
    if args.upto == 0 {
        return Err(bad("census: --upto must be at least 1".to_string()).into());
    }
    let codes = census::order(asked(&args)?)?;
    let id = census::census_id(&codes);
    let asked = codes.len() as u64;
    let selected = args.shard.unwrap_or(Shard::WHOLE).select(codes);
    let budget = Budget { upto: args.upto, max_work: args.max_work };
    let threads = crate::jobs::resolve("census", args.jobs)?;
    // Codes side by side, and the threads left over shared by each code's
    // values (one long code computed on every thread).
    let jobs = threads.min(selected.len().max(1));
    let per_code = threads / jobs;
    let bytes = (jobs as u64)
        .saturating_mul(budget.upto)
        .saturating_mul(VALUE_BYTES)
        .saturating_add(asked.saturating_mul(CODE_BYTES));
    crate::limits::check_available(
        &format!("census: {asked} codes, {jobs} at once, each up to {} values", budget.upto),
        bytes,
        "lower --upto or --jobs, or ask for fewer codes",
    )?;
    // Both files are opened (and locked) before either is changed.
    let file = args.out.as_deref().map(Appended::open).transpose()?;
    if let (Some(out), Some(timings)) = (&args.out, &args.timings) {
        if same_file(out, timings) {
            return Err(bad(format!(
                "census: --out and --timings are one file, {}: give two",
                out.display()
            ))
            .into());
        }
    }
    let mut timings = args.timings.as_deref().map(Appended::open).transpose()?;
    if let Some(timings) = &mut timings {
        timings.complete_lines()?;
    }
    let census = (id.as_str(), asked, budget.upto, budget.max_work, census::ENGINE);
    let (file, done) = match file {
        Some(file) => {
            let (file, done) = resume_out(file, args.resume, &selected, census)?;
            (Some(file), done)
        }
        None => (None, HashSet::new()),
    };
    let pending: Vec<Code> =
        selected.into_iter().filter(|code| !done.contains(&code.written)).collect();
    let mut writer = Writer { file, out, timings };
    compute_all(&pending, (&id, asked), budget, (jobs, per_code), &mut writer)
}

/// The codes asked for on the command line, by `--digits` and in `--codes FILE`.
fn asked(args: &Args) -> Result<Vec<Code>, Problem> {
    let mut codes = Vec::new();
    for text in &args.codes {
        codes.push(Code::parse(text)?);
    }
    if let Some(digits) = args.digits {
        codes.extend(census::all_codes(digits, args.hex)?);
    }
    if let Some(path) = &args.codes_file {
        let text = std::fs::read_to_string(path).map_err(|e| io_problem(path, "cannot read", e))?;
        for (number, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let code = Code::parse(line)
                .map_err(|e| bad(format!("{}:{}: {}", path.display(), number + 1, e.detail())))?;
            codes.push(code);
        }
    }
    Ok(codes)
}

/// A file of JSON Lines a census appends to (`--out`, `--timings`), opened
/// without truncating it and locked for the run, so that a second run on
/// it is refused; with what it held.
struct Appended {
    file: File,
    path: PathBuf,
    existing: Vec<u8>,
}

impl Appended {
    /// Opens `path`: a regular file is locked and read back; a device
    /// (`/dev/null`, `/dev/full`) is only written to.
    fn open(path: &Path) -> Result<Appended, Problem> {
        let cannot = |e| io_problem(path, "cannot write", e);
        let file = OpenOptions::new()
            .create(true)
            .write(true)
            .truncate(false)
            .open(path)
            .map_err(cannot)?;
        let regular = file.metadata().map_err(cannot)?.is_file();
        let mut existing = Vec::new();
        if regular {
            file.try_lock().map_err(|e| match e {
                std::fs::TryLockError::WouldBlock => bad(format!(
                    "census: another run is writing {}; wait for it, or give another file",
                    path.display()
                )),
                std::fs::TryLockError::Error(e) => cannot(e),
            })?;
            existing = std::fs::read(path).map_err(|e| io_problem(path, "cannot read", e))?;
        }
        Ok(Appended { file, path: path.to_path_buf(), existing })
    }

    /// The complete lines the file held, positioned after them. A last line
    /// cut short by a kill or a full disk (a line of a census, which starts
    /// `{"code":"`, without its newline: that start, or any part of it, the
    /// first byte on) is removed, to be written again, also when it is the
    /// file's only line (a run killed while writing its first row resumes
    /// from nothing); any other text after the last newline is refused, and
    /// kept.
    fn complete_lines(&mut self) -> Result<&str, Problem> {
        const START: &[u8] = b"{\"code\":\"";
        let keep = self.existing.iter().rposition(|&b| b == b'\n').map_or(0, |at| at + 1);
        let tail = &self.existing[keep..];
        if !tail.is_empty() {
            if !tail.starts_with(START) && !START.starts_with(tail) {
                return Err(bad(format!(
                    "census: {} ends with a line that is no line of a census: is it the right file?",
                    self.path.display()
                )));
            }
            eprintln!(
                "census: the last line of {} was cut short; it is written again",
                self.path.display()
            );
            let cannot = |e| io_problem(&self.path, "cannot write", e);
            self.file.set_len(keep as u64).map_err(cannot)?;
        }
        self.file.seek(SeekFrom::End(0)).map_err(|e| io_problem(&self.path, "cannot write", e))?;
        std::str::from_utf8(&self.existing[..keep]).map_err(|_| {
            bad(format!("census: {} is not a census file (not UTF-8)", self.path.display()))
        })
    }
}

/// Whether `a` and `b` are one file (also through links).
fn same_file(a: &Path, b: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        match (std::fs::metadata(a), std::fs::metadata(b)) {
            (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
            _ => false,
        }
    }
    #[cfg(not(unix))]
    {
        a.canonicalize().ok().is_some_and(|a| b.canonicalize().ok() == Some(a))
    }
}

/// The `--out` file for the census's rows: new, or with `resume` the file
/// so far, whose rows must be of `census` (its codes, budget and engine)
/// and of `selected` (the shard). Returns the file, positioned at its end,
/// and the codes it has rows for.
fn resume_out(
    mut out: Appended,
    resume: bool,
    selected: &[Code],
    census: (&str, u64, u64, u64, &str),
) -> Result<(Appended, HashSet<String>), Problem> {
    let path = out.path.clone();
    if !out.existing.is_empty() && !resume {
        return Err(bad(format!(
            "census: {} exists; add --resume to continue it, or give another --out",
            path.display()
        )));
    }
    let rows = census::read_rows(out.complete_lines()?, &path.display().to_string())?;
    let wanted: HashSet<&str> = selected.iter().map(|c| c.written.as_str()).collect();
    let mut done = HashSet::new();
    for (row, at) in rows {
        if row.census() != census {
            let (id, asked, upto, max_work, engine) = census;
            return Err(bad(format!(
                "census: {at} is a row of census {} ({} codes, --upto {} --max-work {}, {}), not of this one, {id} ({asked} codes, --upto {upto} --max-work {max_work}, {engine}); resume with the same codes and budget, or give another --out",
                row.census, row.asked, row.upto, row.max_work, row.engine
            )));
        }
        if !wanted.contains(row.code.as_str()) {
            return Err(bad(format!(
                "census: {at} is a row for {}, which this shard does not ask for; give the same --shard to resume",
                row.code
            )));
        }
        if !done.insert(row.code) {
            return Err(bad(format!("census: {at} repeats a code of an earlier line")));
        }
    }
    Ok((out, done))
}

/// Where rows and timings go, a row at a time: the `--out` file or
/// standard output, and the `--timings` file.
struct Writer<'a, W: Write> {
    file: Option<Appended>,
    out: &'a mut W,
    timings: Option<Appended>,
}

impl<W: Write> Writer<'_, W> {
    /// Writes `row` whole (one write, then a flush: a kill leaves at most
    /// one line cut short) and its time.
    fn row(&mut self, row: &Row, seconds: f64) -> anyhow::Result<()> {
        let line = row.line();
        match &mut self.file {
            None => {
                self.out.write_all(line.as_bytes()).and_then(|()| self.out.flush()).map_err(
                    |e| match e.kind() {
                        // Closed early (`| head`): the main function ends quietly.
                        std::io::ErrorKind::BrokenPipe => anyhow::Error::from(e),
                        _ => bad(format!("census: cannot write the standard output: {e}")).into(),
                    },
                )?;
            }
            Some(Appended { file, path, .. }) => {
                file.write_all(line.as_bytes())
                    .and_then(|()| file.flush())
                    .map_err(|e| io_problem(path, "cannot write", e))?;
            }
        }
        if let Some(Appended { file, path, .. }) = &mut self.timings {
            let timing = serde_json::json!({
                "code": row.code,
                "seconds": (seconds * 1000.0).round() / 1000.0,
                "computed": row.computed,
            });
            // One write, as for the rows.
            file.write_all(format!("{timing}\n").as_bytes())
                .map_err(|e| io_problem(path, "cannot write", e))?;
        }
        Ok(())
    }
}

/// Computes the games of `pending` on `jobs` threads, each game's values
/// on `per_code` threads, each game once (codes
/// of one game share its row), and writes each code's row in the census's
/// order as soon as it and every code before it are done, as a row of the
/// census `(id, asked)`. A game's row is kept until its last code is
/// written. Ctrl-C stops the threads between stretches; the rows written
/// stay.
fn compute_all<W: Write>(
    pending: &[Code],
    (id, asked): (&str, u64),
    budget: Budget,
    (jobs, per_code): (usize, usize),
    writer: &mut Writer<'_, W>,
) -> anyhow::Result<()> {
    // The games, each once, in the order their first code comes.
    let mut games: Vec<&Code> = Vec::new();
    let mut game_of: Vec<usize> = Vec::with_capacity(pending.len());
    let mut uses: Vec<usize> = Vec::new();
    let mut index: HashMap<String, usize> = HashMap::new();
    for code in pending {
        let at = *index.entry(code.canonical()).or_insert_with(|| {
            games.push(code);
            uses.push(0);
            games.len() - 1
        });
        uses[at] += 1;
        game_of.push(at);
    }
    drop(index);
    let bar = match std::io::stderr().is_terminal() && !pending.is_empty() {
        true => ProgressBar::new(pending.len() as u64),
        false => ProgressBar::hidden(),
    };
    bar.set_style(
        ProgressStyle::with_template("census {pos}/{len} codes {wide_bar} {msg}")
            .expect("a valid template"),
    );
    let interrupted = crate::interrupt::install();
    let stop = AtomicBool::new(false);
    let next = AtomicUsize::new(0);
    let (send, receive) = mpsc::channel::<(usize, Result<Row, Problem>, f64)>();
    let result = std::thread::scope(|scope| -> anyhow::Result<()> {
        for _ in 0..jobs {
            let send = send.clone();
            let (games, next, stop, bar, interrupted) = (&games, &next, &stop, &bar, &interrupted);
            scope.spawn(move || {
                let pool = rayon::ThreadPoolBuilder::new().num_threads(per_code).build();
                loop {
                    let at = next.fetch_add(1, Ordering::SeqCst);
                    if at >= games.len() || stop.load(Ordering::SeqCst) {
                        return;
                    }
                    let code = games[at];
                    let started = Instant::now();
                    let mut on_progress = |computed: u64| {
                        if interrupted.load(Ordering::Relaxed) || stop.load(Ordering::Relaxed) {
                            return Err(grundy::Error::Interrupted);
                        }
                        bar.set_message(format!("{}: {computed} values", code.written));
                        Ok(())
                    };
                    let row = match &pool {
                        Ok(pool) => {
                            pool.install(|| census::compute(&code.game, budget, &mut on_progress))
                        }
                        Err(error) => {
                            Err(bad(format!("census: starting {per_code} threads: {error}")))
                        }
                    };
                    if send.send((at, row, started.elapsed().as_secs_f64())).is_err() {
                        return;
                    }
                }
            });
        }
        drop(send);
        let mut rows: HashMap<usize, (Row, f64)> = HashMap::new();
        let mut written = 0;
        let mut write = |at: usize, row: Result<Row, Problem>, seconds: f64| {
            rows.insert(at, (row?, seconds));
            while let Some(&game) = game_of.get(written) {
                let Some((row, seconds)) = rows.get(&game) else { break };
                writer.row(&row.for_code(&pending[written], id, asked), *seconds)?;
                written += 1;
                bar.inc(1);
                uses[game] -= 1;
                if uses[game] == 0 {
                    rows.remove(&game);
                }
            }
            anyhow::Ok(())
        };
        for (at, row, seconds) in receive {
            if let Err(error) = write(at, row, seconds) {
                stop.store(true, Ordering::SeqCst);
                return Err(error);
            }
        }
        // Every thread has ended; a row missing means one of them panicked.
        anyhow::ensure!(written == pending.len(), "census: a thread stopped without its row");
        Ok(())
    });
    bar.finish_and_clear();
    result
}

fn run_merge(args: MergeArgs, out: &mut impl Write) -> anyhow::Result<()> {
    if args.columns.is_some() && !(args.csv || args.markdown) {
        return Err(bad("census merge: --columns is for --csv and --markdown".to_string()).into());
    }
    let columns = match &args.columns {
        Some(names) => {
            Some(census::columns(names).map_err(|e| bad(format!("census merge: --columns: {e}")))?)
        }
        None => None,
    };
    let mut rows = Vec::new();
    for path in &args.files {
        let text = std::fs::read_to_string(path).map_err(|e| io_problem(path, "cannot read", e))?;
        rows.extend(census::read_rows(&text, &path.display().to_string())?);
    }
    let table = census::merge(rows, args.partial)?;
    let format = match (args.csv, args.markdown) {
        (true, _) => TableFormat::Csv,
        (_, true) => TableFormat::Markdown,
        _ => TableFormat::JsonLines,
    };
    let write = |out: &mut dyn Write| census::write_table(&table, format, columns.as_deref(), out);
    match &args.out {
        Some(path) => write_whole(path, write)?,
        None => write(out).and_then(|()| out.flush()).map_err(|e| match e.kind() {
            std::io::ErrorKind::BrokenPipe => anyhow::Error::from(e),
            _ => bad(format!("census merge: cannot write the standard output: {e}")).into(),
        })?,
    }
    Ok(())
}

/// Writes `path` by `write`, whole or not at all: a regular file (or one a
/// link leads to) is written to a new file beside it, then renamed over it;
/// a device (`/dev/stdout`) is written to as it is.
fn write_whole(
    path: &Path,
    write: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
) -> Result<(), Problem> {
    let target = match std::fs::metadata(path) {
        Ok(meta) if !meta.is_file() => {
            let mut file = File::create(path).map_err(|e| io_problem(path, "cannot write", e))?;
            return write(&mut file).map_err(|e| io_problem(path, "cannot write", e));
        }
        // The file a link leads to is replaced, not the link.
        Ok(_) => path.canonicalize().map_err(|e| io_problem(path, "cannot write", e))?,
        Err(_) => path.to_path_buf(),
    };
    let mut partial = target.clone().into_os_string();
    partial.push(format!(".partial-{}", std::process::id()));
    let partial = PathBuf::from(partial);
    let file = OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&partial)
        .map_err(|e| io_problem(&partial, "cannot create", e))?;
    let attempt = || -> std::io::Result<()> {
        let mut buffered = std::io::BufWriter::new(file);
        write(&mut buffered)?;
        buffered.into_inner().map_err(std::io::IntoInnerError::into_error)?.sync_all()?;
        std::fs::rename(&partial, &target)
    };
    attempt().map_err(|e| {
        let _ = std::fs::remove_file(&partial);
        io_problem(path, "cannot write", e)
    })
}
