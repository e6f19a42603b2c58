//! The project's build tasks, run as `cargo xtask TASK` (the xtask pattern:
//! plain Rust, nothing to install).
//!
//! `cargo xtask site DIR` builds the playground as a static site: the page
//! (`crates/grundy-cli/assets/web/`, the same files `grundy serve` sends)
//! and the engine as one WebAssembly module (`grundy.wasm`, the crate
//! `grundy-wasm` built for `wasm32-unknown-unknown` with the `wasm`
//! profile), which the page runs in a worker when no server answers. Put
//! the folder on any static host.

use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{bail, Context, Result};

/// The target the module is built for.
const TARGET: &str = "wasm32-unknown-unknown";

/// The module's size budget in bytes, as built and as gzipped: past
/// either, the build fails (BENCHMARKS.md says what the module is made of).
const BUDGET: usize = 1_500_000;
const GZIP_BUDGET: usize = 500_000;

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

fn site(dir: &Path) -> Result<()> {
    let root = root();
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string());
    let status = Command::new(&cargo)
        .current_dir(&root)
        .args(["build", "--package", "grundy-wasm", "--target", TARGET, "--profile", "wasm"])
        .status()
        .context("could not run cargo")?;
    if !status.success() {
        bail!(
            "building grundy-wasm for {TARGET} failed; if the target is missing, add it with \
             `rustup target add {TARGET}`"
        );
    }
    let module = root.join("target").join(TARGET).join("wasm/grundy_wasm.wasm");
    std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    let mut files = 0;
    for entry in std::fs::read_dir(root.join(WEB))? {
        let path = entry?.path();
        let name = path.file_name().context("a file name")?;
        std::fs::copy(&path, dir.join(name))
            .with_context(|| format!("cannot copy {} into {}", path.display(), dir.display()))?;
        files += 1;
    }
    let bytes =
        std::fs::read(&module).with_context(|| format!("cannot read {}", module.display()))?;
    std::fs::write(dir.join("grundy.wasm"), &bytes)?;
    let (size, gzipped) = (bytes.len(), gzipped(&bytes)?);
    println!(
        "{}: {files} page files and grundy.wasm ({size} bytes, {gzipped} gzipped); put this \
         folder on any static host",
        dir.display(),
    );
    if size > BUDGET || gzipped > GZIP_BUDGET {
        bail!(
            "grundy.wasm is over its size budget of {BUDGET} bytes ({GZIP_BUDGET} gzipped): \
             find what grew with `twiggy top` on a build with `CARGO_PROFILE_WASM_STRIP=false`"
        );
    }
    Ok(())
}

/// The size of `bytes` gzipped at the best level, as a host would send them.
fn gzipped(bytes: &[u8]) -> Result<usize> {
    use std::io::Write;
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    encoder.write_all(bytes)?;
    Ok(encoder.finish()?.len())
}
