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

#[derive(Debug, clap::Args)]
#[command(args_conflicts_with_subcommands = true)]
pub struct Args {
    #[command(subcommand)]
    merge: Option<Merge>,
    /// Codes to compute, e.g. 0.137 4.07 0.f
    codes: Vec<String>,
    /// Every code with D digits after the point: 0.d₁…d_D and 4.d₁…d_D
    /// (codes with fewer digits are among them, with trailing zeros)
    #[arg(long, value_name = "D")]
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
    #[arg(long, value_name = "N", default_value_t = 100_000)]
    upto: u64,
    /// The most steps each code may take (option values checked; about
    /// 10^9 a second)
    #[arg(long, value_name = "N", default_value_t = DEFAULT_WORK)]
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
    /// Codes computed side by side [default: the cores]
    #[arg(long, value_name = "N")]
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
}

/// The default `--max-work` of each code: 10¹⁰ steps, some ten seconds.
const DEFAULT_WORK: u64 = 10_000_000_000;

/// The bytes a value may take in memory (the widest store).
const VALUE_BYTES: u64 = 4;

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
    let codes = census::order(asked(&args)?)?;
    let selected = args.shard.unwrap_or(Shard::WHOLE).select(codes);
    let budget = Budget { upto: args.upto, max_work: args.max_work };
    let jobs = args
        .jobs
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, std::num::NonZero::get));
    if jobs == 0 {
        return Err(bad("census: --jobs must be at least 1".to_string()).into());
    }
    let jobs = jobs.min(selected.len().max(1));
    let bytes = (jobs as u64).saturating_mul(budget.upto).saturating_mul(VALUE_BYTES);
    crate::limits::check_available(
        &format!("census: {jobs} codes at once, each up to {} values", budget.upto),
        bytes,
        "lower --upto or --jobs",
    )?;
    let (mut sink, done) = match &args.out {
        Some(path) => {
            let (file, done) = open_out(path, args.resume, &selected, budget)?;
            (Sink::File(file, path.clone()), done)
        }
        None => (Sink::Stdout, HashSet::new()),
    };
    let timings = match &args.timings {
        Some(path) => Some((
            OpenOptions::new()
                .create(true)
                .append(true)
                .open(path)
                .map_err(|e| io_problem(path, "cannot open", e))?,
            path.clone(),
        )),
        None => None,
    };
    let pending: Vec<Code> =
        selected.into_iter().filter(|code| !done.contains(&code.written)).collect();
    let mut writer = Writer { sink: &mut sink, out, timings };
    compute_all(&pending, budget, jobs, &mut writer)
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

/// Opens `path` for the census's rows: a new file, or with `resume` the
/// file so far, whose rows must be of `selected` codes and of `budget` (a
/// last line cut short is removed, to be computed again). Returns the file,
/// positioned at its end, and the codes it has rows for.
fn open_out(
    path: &Path,
    resume: bool,
    selected: &[Code],
    budget: Budget,
) -> Result<(File, HashSet<String>), Problem> {
    // Only a regular file is read back (a device such as /dev/null or
    // /dev/full is written to, never read).
    let existing = match std::fs::metadata(path) {
        Ok(meta) if meta.is_file() => {
            std::fs::read(path).map_err(|e| io_problem(path, "cannot read", e))?
        }
        Ok(_) if resume => {
            return Err(bad(format!("census: {} is not a file to resume", path.display())))
        }
        Ok(_) => Vec::new(),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Vec::new(),
        Err(e) => return Err(io_problem(path, "cannot read", e)),
    };
    if !existing.is_empty() && !resume {
        return Err(bad(format!(
            "census: {} exists; add --resume to continue it, or give another --out",
            path.display()
        )));
    }
    // Complete lines only: a run killed while writing (or a full disk)
    // leaves its last line without its newline; that code is computed
    // again. A complete line that is no row is damage, and refused.
    let keep = existing.iter().rposition(|&b| b == b'\n').map_or(0, |at| at + 1);
    let text = std::str::from_utf8(&existing[..keep])
        .map_err(|_| bad(format!("census: {} is not a census file (not UTF-8)", path.display())))?;
    let rows = census::read_rows(text, &path.display().to_string())?;
    if keep < existing.len() {
        eprintln!(
            "census: the last line of {} was cut short; its code is computed again",
            path.display()
        );
    }
    let wanted: HashSet<&str> = selected.iter().map(|c| c.written.as_str()).collect();
    let mut done = HashSet::new();
    for (row, at) in rows {
        if !wanted.contains(row.code.as_str()) {
            return Err(bad(format!(
                "census: {at} is a row for {}, which this census (its codes and --shard) does not ask for; give the same codes and shard to resume",
                row.code
            )));
        }
        if (row.upto, row.max_work, row.engine.as_str())
            != (budget.upto, budget.max_work, census::ENGINE)
        {
            return Err(bad(format!(
                "census: {at} was computed with --upto {} --max-work {} by {}, not --upto {} --max-work {} by {}; resume with the same budget, or give another --out",
                row.upto, row.max_work, row.engine, budget.upto, budget.max_work, census::ENGINE
            )));
        }
        if !done.insert(row.code) {
            return Err(bad(format!("census: {at} repeats a code of an earlier line")));
        }
    }
    let cannot = |e| io_problem(path, "cannot write", e);
    let mut file =
        OpenOptions::new().create(true).write(true).truncate(false).open(path).map_err(cannot)?;
    if keep < existing.len() {
        file.set_len(keep as u64).map_err(cannot)?;
    }
    file.seek(SeekFrom::End(0)).map_err(cannot)?;
    Ok((file, done))
}

enum Sink {
    Stdout,
    File(File, PathBuf),
}

/// Where rows and timings go, a row at a time.
struct Writer<'a, W: Write> {
    sink: &'a mut Sink,
    out: &'a mut W,
    timings: Option<(File, PathBuf)>,
}

impl<W: Write> Writer<'_, W> {
    /// Writes `row` whole (one write, then a flush: a kill leaves at most
    /// one line cut short) and its time.
    fn row(&mut self, row: &Row, seconds: f64) -> anyhow::Result<()> {
        let line = row.line();
        match self.sink {
            Sink::Stdout => {
                self.out.write_all(line.as_bytes()).and_then(|()| self.out.flush()).map_err(
                    |e| match e.kind() {
                        // Closed early (`| head`): the main function ends quietly.
                        std::io::ErrorKind::BrokenPipe => anyhow::Error::from(e),
                        _ => bad(format!("census: cannot write the standard output: {e}")).into(),
                    },
                )?;
            }
            Sink::File(file, path) => {
                file.write_all(line.as_bytes())
                    .and_then(|()| file.flush())
                    .map_err(|e| io_problem(path, "cannot write", e))?;
            }
        }
        if let Some((file, path)) = &mut self.timings {
            let timing = serde_json::json!({
                "code": row.code,
                "seconds": (seconds * 1000.0).round() / 1000.0,
                "computed": row.computed,
            });
            writeln!(file, "{timing}").map_err(|e| io_problem(path, "cannot write", e))?;
        }
        Ok(())
    }
}

/// Computes the games of `pending` on `jobs` threads, each game once (codes
/// of one game share its row), and writes each code's row in the census's
/// order as soon as it and every code before it are done. Ctrl-C stops the
/// threads between stretches; the rows written stay.
fn compute_all<W: Write>(
    pending: &[Code],
    budget: Budget,
    jobs: usize,
    writer: &mut Writer<'_, W>,
) -> anyhow::Result<()> {
    // The games, each once, in the order their first code comes.
    let mut games: Vec<&Code> = Vec::new();
    let mut game_of: Vec<usize> = Vec::with_capacity(pending.len());
    let mut index: HashMap<String, usize> = HashMap::new();
    for code in pending {
        let at = *index.entry(code.canonical()).or_insert_with(|| {
            games.push(code);
            games.len() - 1
        });
        game_of.push(at);
    }
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
            scope.spawn(move || loop {
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
                let row = census::compute(&code.game, budget, &mut on_progress);
                if send.send((at, row, started.elapsed().as_secs_f64())).is_err() {
                    return;
                }
            });
        }
        drop(send);
        let mut rows: HashMap<usize, (Row, f64)> = HashMap::new();
        let mut written = 0;
        for (at, row, seconds) in receive {
            let row = match row {
                Ok(row) => row,
                Err(problem) => {
                    stop.store(true, Ordering::SeqCst);
                    return Err(problem.into());
                }
            };
            rows.insert(at, (row, seconds));
            while let Some((row, seconds)) = game_of.get(written).and_then(|g| rows.get(g)) {
                writer.row(&row.for_code(&pending[written]), *seconds).inspect_err(|_| {
                    stop.store(true, Ordering::SeqCst);
                })?;
                written += 1;
                bar.inc(1);
            }
        }
        Ok(())
    });
    bar.finish_and_clear();
    result
}

fn run_merge(args: MergeArgs, out: &mut impl Write) -> anyhow::Result<()> {
    let mut rows = Vec::new();
    for path in &args.files {
        let text = std::fs::read_to_string(path).map_err(|e| io_problem(path, "cannot read", e))?;
        if !text.is_empty() && !text.ends_with('\n') {
            return Err(bad(format!(
                "census merge: the last line of {} is cut short: resume its shard first (grundy census … --out {} --resume)",
                path.display(),
                path.display()
            ))
            .into());
        }
        rows.extend(census::read_rows(&text, &path.display().to_string())?);
    }
    let table = census::merge(rows)?;
    if args.columns.is_some() && !(args.csv || args.markdown) {
        return Err(bad("census merge: --columns is for --csv and --markdown".to_string()).into());
    }
    let columns = match &args.columns {
        Some(names) => {
            Some(census::columns(names).map_err(|e| bad(format!("census merge: --columns: {e}")))?)
        }
        None => None,
    };
    let columns = columns.as_deref();
    let format = match (args.csv, args.markdown) {
        (true, _) => TableFormat::Csv,
        (_, true) => TableFormat::Markdown,
        _ => TableFormat::JsonLines,
    };
    match &args.out {
        Some(path) => {
            // Written beside the target, then renamed over it: a failed
            // merge never leaves half a table.
            let mut partial = path.clone().into_os_string();
            partial.push(".partial");
            let partial = PathBuf::from(partial);
            let write = || -> std::io::Result<()> {
                let mut file = std::io::BufWriter::new(File::create(&partial)?);
                census::write_table(&table, format, columns, &mut file)?;
                file.into_inner().map_err(std::io::IntoInnerError::into_error)?.sync_all()?;
                std::fs::rename(&partial, path)
            };
            write().map_err(|e| {
                let _ = std::fs::remove_file(&partial);
                io_problem(path, "cannot write", e)
            })?;
        }
        None => census::write_table(&table, format, columns, out)?,
    }
    Ok(())
}
