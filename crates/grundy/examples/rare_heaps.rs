//! The rare heaps of a sequence saved by `grundy period --checkpoint FILE`
//! (or the values of a `--values-file` of two bytes a value, with `--raw`),
//! under the mask the rare-value method chooses for all of them: their count,
//! the SHA-256 input's size, and each rare heap past a given heap with its
//! value and whether that value is new there (its first heap). For
//! BENCHMARKS.md's long runs (issue 51):
//!
//! ```sh
//! cargo run --release -p grundy --example rare_heaps -- grundys-game FILE 4194304
//! ```

use grundy::rulesets::octal::{Octal, Sequence, Store};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let [_, game, path, past] = &args[..4] else {
        eprintln!("usage: rare_heaps GAME FILE PAST [--raw]");
        std::process::exit(2);
    };
    let game = match game.as_str() {
        "grundys-game" => Octal::grundys_game(),
        code => Octal::parse(code).unwrap_or_else(|e| panic!("{code}: {e:?}")),
    };
    let past: usize = past.parse().expect("PAST: a heap");
    let bytes = std::fs::read(path).expect("FILE: readable");
    // A checkpoint begins with one line saying what follows: "MAGIC NAME WIDTH COUNT CRC".
    let (width, body) = if args.iter().any(|a| a == "--raw") {
        (2, &bytes[..])
    } else {
        let end = bytes.iter().position(|&b| b == b'\n').expect("a checkpoint's first line");
        let header = String::from_utf8_lossy(&bytes[..end]);
        let width = header.split(' ').nth(2).and_then(|w| w.parse().ok()).expect("its width");
        (width, &bytes[end + 1..])
    };
    let store = Store::from_le_bytes(width, body).expect("values of 1, 2 or 4 bytes");
    let len = store.len();
    let mut first = vec![usize::MAX; 1 << 16];
    for n in (0..len).rev() {
        first[store.get(n) as usize] = n;
    }
    let sequence = Sequence::resume(game, store);
    let rare = sequence.rare_heaps();
    let late: Vec<usize> = rare.iter().copied().filter(|&n| n > past).collect();
    println!(
        "{len} values, mask {:#x}, {} rare heaps, {} past {past}",
        sequence.mask(),
        rare.len(),
        late.len()
    );
    for n in late {
        let value = sequence.value(n as u64);
        let new = first[value as usize] == n;
        println!("heap {n}: G = {value}{}", if new { " (new value)" } else { "" });
    }
}
