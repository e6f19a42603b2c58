//! Generalised take-and-break codes through the command line (issue 48):
//! `octal(4!.0)` answers as `grundys-game` does under its own name, codes
//! of other engines tabulate, analyse and prove (or say they do not).

use serde_json::Value;

use crate::grundy;

fn json(args: &[&str]) -> Value {
    let run = grundy(args, None);
    assert_eq!(run.code, Some(0), "{args:?}: {run:?}");
    serde_json::from_str(&run.stdout).unwrap_or_else(|e| panic!("{args:?}: {e}: {run:?}"))
}

#[test]
fn four_bang_answers_as_grundys_game() {
    let code = json(&["table", "--json", "octal(4!.0)", "--upto", "200"]);
    let game = json(&["table", "--json", "grundys-game", "--upto", "200"]);
    assert_eq!(code["values"], game["values"]);
    assert_eq!(code["ruleset"], "octal(4!.0)");
    let code = json(&["analyze", "--json", "octal(4!.0) 20 13"]);
    let game = json(&["analyze", "--json", "grundys-game 20 13"]);
    assert_eq!(code["nimber"], game["nimber"]);
}

#[test]
fn other_codes_tabulate_analyse_and_prove_only_with_a_theorem() {
    // {2,3} holds a comma: the code is one parameter all the same.
    let table = json(&["table", "--json", "octal({2+}!.0)", "--upto", "12"]);
    assert_eq!(table["values"].as_array().unwrap().len(), 13);
    let analysis = json(&["analyze", "--json", "octal(0.{2,3}!) 9 + nim 1"]);
    assert!(analysis["nimber"].is_u64());
    // An all-but game spelled as a code is proved by the all-but theorem.
    let period = json(&["period", "--json", "octal(0.0[3])"]);
    assert_eq!(period["proved"], true, "{period}");
    // A tail other than [3] has no theorem: seen, never proved.
    let period = json(&["period", "--json", "octal(0.[37])", "--limit", "600"]);
    assert_eq!(period["proved"], false, "{period}");
    // Four heaps without modifiers: the take-and-break theorem for h = 4.
    let period = json(&["period", "--json", "octal(0.2{4})"]);
    assert_eq!(period["proved"], true, "{period}");
    assert!(period["summary"].as_str().unwrap().contains("4 heaps"), "{period}");
}
