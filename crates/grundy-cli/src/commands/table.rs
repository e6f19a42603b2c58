//! `grundy table`: G(0..N) of one heap ruleset, its P-positions and period;
//! γ of every position of a game whose moves may cycle (`windup`,
//! `addtake`), ∞(K) included, its P-positions and draws; or the
//! P-positions of Wythoff's game with the smaller pile up to N (the
//! service's [`grundy_service::table`]).

use std::io::Write;
use std::path::PathBuf;

use grundy_service::{table, Format};

use crate::count;
use crate::limits::LimitArgs;
use crate::values_file::{Shared, ValuesFile};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The ruleset, e.g. "subtract(1,3,4)", "bash(3)" or "windup(7; 2,3)", or "wythoff" for its P-positions
    ruleset: String,
    /// The last heap size to tabulate (for wythoff: the largest smaller pile); every position of windup and addtake by default
    #[arg(long, value_name = "N", value_parser = count::parse::<u64>)]
    upto: Option<u64>,
    /// For wythoff: also the value G(a, b) of every pair with a, b ≤ N (N at most 100)
    #[arg(long)]
    values: bool,
    /// For a rule on two numbers: the least number of the grid
    #[arg(long, value_name = "N", default_value_t = 0, value_parser = count::parse::<u64>)]
    from: u64,
    /// Print one JSON object instead of text
    #[arg(long)]
    json: bool,
    /// Take-and-break games: write the values to FILE as they are computed
    /// (as `grundy period --values-file` does), holding in memory only the
    /// first and the latest, resume from FILE when it exists, and read the
    /// table back from it
    #[arg(long, value_name = "FILE")]
    values_file: Option<PathBuf>,
    /// With --values-file: the most memory the values held may take, in
    /// bytes or with a suffix K, M or G
    #[arg(long, value_name = "BYTES", value_parser = grundy_service::memory::parse_bytes, default_value = "256M", requires = "values_file")]
    values_memory: u64,
    /// Threads computing a take-and-break game's values [default: the
    /// cores]; the values do not depend on it
    #[arg(long, value_name = "N", value_parser = crate::count::parse::<usize>)]
    jobs: Option<usize>,
    #[command(flatten)]
    limits: LimitArgs,
}

pub fn run(args: Args, out: &mut impl Write) -> anyhow::Result<()> {
    crate::jobs::use_threads("table", args.jobs)?;
    let mut limits = args.limits.limits();
    let upto = args.upto.map(|n| format!(" up to {n}")).unwrap_or_default();
    limits.observer = crate::progress::observer(format!("table {}{upto}", args.ruleset));
    let request = table::Request {
        ruleset: args.ruleset,
        upto: args.upto,
        values: args.values,
        from: args.from,
        limits,
        files: grundy_service::FileAccess::local(),
        ..Default::default()
    };
    let format = Format::json(args.json);
    let Some(path) = args.values_file else {
        return Ok(table::answer(&request, format, out)?);
    };
    let bytes = args.values_memory;
    let mut file = None;
    let open = |name: &str| {
        let what = format!("holding the first and latest values of {name} (--values-memory)");
        crate::limits::check_available(&what, bytes, "lower --values-memory")?;
        let opened = match path.exists() {
            true => ValuesFile::open(&path, name)?,
            false => ValuesFile::create(&path, name)?,
        };
        let shared = Shared::new(opened);
        file = Some(shared.clone());
        Ok(Box::new(shared) as Box<dyn grundy::rulesets::octal::Spill>)
    };
    let answered = table::answer_spilled(&request, bytes, open, format, out);
    // The sidecar counts what was written, whether the table was answered or not.
    if let Some(file) = file {
        file.commit()?;
    }
    Ok(answered?)
}
