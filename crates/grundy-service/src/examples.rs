//! The rule files of `games/` (rules users write, each a judge's problem),
//! embedded for the page's "Your game" view to start from: `GET
//! /api/v1/examples` lists them, with their texts, in the order below
//! (the simplest first). One copy: the files themselves, read at build
//! time, so the server and the browser's second module (`grundy-rules.wasm`)
//! offer the same texts as `games/`. Only with the `rules` feature.

use serde::Serialize;

/// One rule file: `name` is its file name without `.rhai`, the `NAME` the
/// page sends its text as (`rule.NAME`).
#[derive(Debug, Clone, Copy, Serialize, PartialEq, Eq)]
pub struct Example {
    /// The file's name without `.rhai`, e.g. `hdu2147-kiki`.
    pub name: &'static str,
    /// The file's path in the repository, e.g. `games/hdu2147-kiki.rhai`.
    pub file: &'static str,
    /// The file's text.
    pub text: &'static str,
}

macro_rules! examples {
    ($($name:literal),* $(,)?) => {
        [$(Example {
            name: $name,
            file: concat!("games/", $name, ".rhai"),
            text: include_str!(concat!("../../../games/", $name, ".rhai")),
        }),*]
    };
}

/// Every rule file of `games/`, the simplest first (a test holds the list
/// to the folder).
pub const EXAMPLES: [Example; 14] = examples![
    "grundy-subtract-1-3",
    "hdu2147-kiki",
    "luogu-p2148-ed",
    "hdu1536-snim",
    "poj1067-wythoff",
    "hdu2149-public-sale",
    "hdu1524-chess-game",
    "hdu3032-nim-or-not-nim",
    "hdu3094-tree-game",
    "hdu3537-mock-turtles",
    "hdu5754-life-winner-bo",
    "hnoi2007-split-game",
    "poj2311-cutting",
    "grundy-addtake-10-2-3-1",
];

/// The answer of `/api/v1/examples`: `{"examples": [{"name", "file",
/// "text"}, …]}`.
#[derive(Debug, Serialize)]
pub struct Examples {
    /// [`EXAMPLES`].
    pub examples: &'static [Example],
}

/// Every example.
pub fn all() -> Examples {
    Examples { examples: &EXAMPLES }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::Call;

    /// Every `.rhai` file of `games/` is an example, and every example a
    /// file there, with the file's text.
    #[test]
    fn the_examples_are_the_games_folder() {
        let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../games");
        let mut files: Vec<String> = std::fs::read_dir(&folder)
            .unwrap()
            .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|name| name.ends_with(".rhai"))
            .collect();
        files.sort();
        let mut named: Vec<String> = EXAMPLES.iter().map(|e| format!("{}.rhai", e.name)).collect();
        named.sort();
        assert_eq!(files, named, "games/ and EXAMPLES differ");
        for example in EXAMPLES {
            let text = std::fs::read_to_string(folder.join(format!("{}.rhai", example.name)));
            assert_eq!(text.unwrap(), example.text, "{}", example.file);
        }
    }

    fn answer(target: &str) -> serde_json::Value {
        let call = Call::read(target).unwrap();
        let answer = call.answer(grundy::Limits::default(), &grundy::NoFiles).unwrap();
        serde_json::from_slice(&answer.body).unwrap()
    }

    fn encoded(text: &str) -> String {
        let mut out = String::new();
        for byte in text.bytes() {
            match byte {
                b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' => {
                    out.push(char::from(byte));
                }
                _ => out.push_str(&format!("%{byte:02X}")),
            }
        }
        out
    }

    /// The route lists the files; the first, the rule `n → [n-1, n-3]`,
    /// has the values of the catalogue's `subtract(1,3)` (n mod 2), and
    /// kiki's game the judge's answer on its board.
    #[test]
    fn the_route_and_the_first_examples() {
        let listed = answer("/api/v1/examples");
        let names: Vec<&str> = listed["examples"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| e["name"].as_str().unwrap())
            .collect();
        assert_eq!(names, EXAMPLES.map(|e| e.name));
        let text = encoded(EXAMPLES[0].text);
        let rule = answer(&format!("/api/v1/table?ruleset=rule(s)&upto=200&rule.s={text}"));
        let catalogue = answer("/api/v1/table?ruleset=subtract(1,3)&upto=200");
        assert_eq!(rule["values"], catalogue["values"]);
        let parity: Vec<u64> = (0..=200).map(|n| n % 2).collect();
        assert_eq!(rule["values"], serde_json::json!(parity));
        let kiki = encoded(EXAMPLES[1].text);
        let grid = answer(&format!("/api/v1/table?ruleset=rule(k)&from=1&upto=9&rule.k={kiki}"));
        for (i, row) in grid["values"].as_array().unwrap().iter().enumerate() {
            for (j, value) in row.as_array().unwrap().iter().enumerate() {
                // n = i + 1 and m = j + 1: the first player loses when both are odd.
                assert_eq!(value == 0, i % 2 == 0 && j % 2 == 0, "({}, {})", i + 1, j + 1);
            }
        }
    }
}
