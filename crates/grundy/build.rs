//! Writes `$OUT_DIR/fold.rs`: every character whose Unicode compatibility
//! normalisation (NFKC) is plain ASCII, and that ASCII text, as the table
//! `language::typed` folds typed text with. Made here, from the
//! `unicode-normalization` crate, so that the engine carries the few
//! kilobytes of this table rather than the crate's normalisation tables
//! (about 120 KB of the WebAssembly module).
//!
//! The table is a sorted list of runs `(first, last, to)`: when `to` is
//! one character, `first..=last` fold to the consecutive characters from
//! `to` on (`Ａ..=Ｚ` to `A..=Z`); otherwise the run is one character,
//! folding to the text `to` (`½` is not in it: its NFKC `1⁄2` is not ASCII).

use std::fmt::Write as _;

use unicode_normalization::UnicodeNormalization;

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    let mut runs: Vec<(u32, u32, String)> = Vec::new();
    for c in (0x80..=0x10FFFF).filter_map(char::from_u32) {
        let folded: String = c.nfkc().collect();
        if !folded.is_ascii() {
            continue;
        }
        let code = u32::from(c);
        let extends = runs.last().is_some_and(|(first, last, to)| {
            let single = |text: &str| text.len() == 1;
            single(to)
                && single(&folded)
                && *last + 1 == code
                && u32::from(to.as_bytes()[0]) + (code - first) == u32::from(folded.as_bytes()[0])
        });
        match extends {
            true => runs.last_mut().expect("a run to extend").1 = code,
            false => runs.push((code, code, folded)),
        }
    }
    let mut source = String::from(
        "/// Characters whose NFKC is ASCII, in runs `(first, last, to)` (see build.rs).\n\
         static FOLD: &[(u32, u32, &str)] = &[\n",
    );
    for (first, last, to) in &runs {
        writeln!(source, "    ({first:#x}, {last:#x}, {to:?}),").expect("writing to a string");
    }
    source.push_str("];\n");
    let out = std::path::PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    std::fs::write(out.join("fold.rs"), source).expect("OUT_DIR is writable");
}
