//! The project's build tasks, run as `cargo xtask TASK` (the xtask pattern:
//! plain Rust, nothing to install).
//!
//! `cargo xtask site DIR` builds the playground as a static site: the page
//! (`crates/grundy-cli/assets/web/`, the same files `grundy serve` sends)
//! and the engine as WebAssembly (`grundy.wasm`, the crate `grundy-wasm`
//! built for `wasm32-unknown-unknown` with the `wasm` profile, and
//! `grundy-rules.wasm`, the same with its `rules` feature, with the
//! `wasm-rules` profile), which the page runs in a worker when no server
//! answers, the second only once a request sends a rule. The page's own
//! words are files beside them (`messages.LANG[.rules].json`, written here
//! by the service), not in the modules. Put the folder on any static host.

use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{bail, Context, Result};

/// The target the module is built for.
const TARGET: &str = "wasm32-unknown-unknown";

/// The module's size budget in bytes, as built and as gzipped: past
/// either, the build fails (BENCHMARKS.md says what the module is made of).
const BUDGET: usize = 1_810_000;
const GZIP_BUDGET: usize = 590_000;

/// The second module's budget, `grundy-rules.wasm` (see [`MODULES`]).
const RULES_BUDGET: usize = 3_000_000;
const RULES_GZIP_BUDGET: usize = 1_000_000;

/// The page's files: all of `assets/web/`.
const WEB: &str = "crates/grundy-cli/assets/web";

fn main() -> Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.iter().map(String::as_str).collect::<Vec<_>>()[..] {
        ["site", dir] => site(Path::new(dir)),
        _ => bail!("usage: cargo xtask site DIR (builds the static playground into DIR)"),
    }
}

/// The workspace's root: where `cargo xtask` runs from.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// A WebAssembly module of the site: the file it is written as, the cargo
/// profile and features it is built with, and its budgets.
struct Module {
    file: &'static str,
    profile: &'static str,
    features: &'static [&'static str],
    budget: usize,
    gzip_budget: usize,
}

/// The two modules: the engine (every first load fetches it), and the
/// engine with rules users write, which the worker fetches only when a
/// request sends a rule (the "Your game" view). The second's budget:
/// Rhai and the rules' code, messages and examples add about 1 MB to the
/// first (2.54 MB, 787 KB gzipped, in BENCHMARKS.md); 3 MB (1 MB gzipped)
/// leaves a sixth for the rules to grow while keeping it a few seconds'
/// download on a slow link, fetched once, cached, and never on the first
/// load.
const MODULES: [Module; 2] = [
    Module {
        file: "grundy.wasm",
        profile: "wasm",
        features: &[],
        budget: BUDGET,
        gzip_budget: GZIP_BUDGET,
    },
    Module {
        file: "grundy-rules.wasm",
        profile: "wasm-rules",
        features: &["rules"],
        budget: RULES_BUDGET,
        gzip_budget: RULES_GZIP_BUDGET,
    },
];

fn site(dir: &Path) -> Result<()> {
    let root = root();
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string());
    for module in &MODULES {
        let mut command = Command::new(&cargo);
        command.current_dir(&root).args([
            "build",
            "--package",
            "grundy-wasm",
            "--target",
            TARGET,
            "--profile",
            module.profile,
        ]);
        if !module.features.is_empty() {
            command.args(["--features", &module.features.join(",")]);
        }
        let status = command.status().context("could not run cargo")?;
        if !status.success() {
            bail!(
                "building grundy-wasm for {TARGET} ({}) failed; if the target is missing, add it \
                 with `rustup target add {TARGET}`",
                module.file
            );
        }
    }
    std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    let mut files = 0;
    for entry in std::fs::read_dir(root.join(WEB))? {
        let path = entry?.path();
        let name = path.file_name().context("a file name")?;
        std::fs::copy(&path, dir.join(name))
            .with_context(|| format!("cannot copy {} into {}", path.display(), dir.display()))?;
        files += 1;
    }
    files += write_messages(dir)?;
    let mut sizes = Vec::new();
    let mut over = Vec::new();
    for module in &MODULES {
        let built = root.join("target").join(TARGET).join(module.profile).join("grundy_wasm.wasm");
        let bytes =
            std::fs::read(&built).with_context(|| format!("cannot read {}", built.display()))?;
        std::fs::write(dir.join(module.file), &bytes)?;
        let (size, gzipped) = (bytes.len(), gzipped(&bytes)?);
        sizes.push(format!("{} ({size} bytes, {gzipped} gzipped)", module.file));
        if size > module.budget || gzipped > module.gzip_budget {
            over.push(format!(
                "{} is over its size budget of {} bytes ({} gzipped)",
                module.file, module.budget, module.gzip_budget
            ));
        }
    }
    println!(
        "{}: {files} page files, {}; put this folder on any static host",
        dir.display(),
        sizes.join(" and "),
    );
    if !over.is_empty() {
        bail!(
            "{}: find what grew with `twiggy top` on a build with `CARGO_PROFILE_WASM_STRIP=false`",
            over.join("; ")
        );
    }
    Ok(())
}

/// The page's words, which the server answers at `/api/v1/messages` and
/// the modules go without (their budgets): one file a language, and one
/// with the words of rules users write, `messages.LANG[.rules].json`, the
/// server's exact answer, which the worker (`worker.js`) hands the page.
/// Returns how many files it wrote.
fn write_messages(dir: &Path) -> Result<usize> {
    let mut files = 0;
    use grundy_service::i18n::{course_messages, page_messages, Lang};
    for lang in Lang::ALL {
        for kind in ["", ".rules", ".course"] {
            let name = format!("messages.{}{kind}.json", lang.tag());
            let words = match kind {
                ".course" => course_messages(lang),
                _ => page_messages(lang, kind == ".rules"),
            };
            std::fs::write(dir.join(&name), serde_json::to_vec(&words)?)
                .with_context(|| format!("cannot write {name} into {}", dir.display()))?;
            files += 1;
        }
    }
    Ok(files)
}

/// The size of `bytes` gzipped at the best level, as a host would send them.
fn gzipped(bytes: &[u8]) -> Result<usize> {
    use std::io::Write;
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    encoder.write_all(bytes)?;
    Ok(encoder.finish()?.len())
}
