//! Rules sent with an API request (`rule.NAME=TEXT`), read by `rule(NAME)`:
//! the server reads no files, so a page or a script sends the rule's text.

use grundy::Limits;
use grundy_service::api::Call;

/// The answer's JSON to `target`, or the problem's status and message.
fn ask(target: &str) -> Result<serde_json::Value, (u16, String)> {
    let call = Call::read(target).map_err(|p| (p.status(), p.message().to_string()))?;
    let answer = call
        .answer(Limits::default(), &grundy::NoFiles)
        .map_err(|p| (p.status(), p.message().to_string()))?;
    Ok(serde_json::from_slice(&answer.body).unwrap())
}

fn encoded(text: &str) -> String {
    form_urlencoded::byte_serialize(text.as_bytes()).collect()
}

const KIKI: &str = "fn moves(n, m) { [[n - 1, m], [n, m - 1], [n - 1, m - 1]].filter(|p| p[0] >= 1 && p[1] >= 1) }";

#[test]
fn a_rule_sent_is_analysed_as_a_file_would_be() {
    let target = format!(
        "/api/v1/analyze?game={}&rule.kiki={}",
        encoded("rule(kiki) 4 7 + nim 3"),
        encoded(KIKI)
    );
    let answer = ask(&target).unwrap();
    // G(4, 7) = 3 (kiki's values: a mex over three moves), and nim 3.
    assert_eq!(answer["nimber"], 0, "{answer}");
    assert_eq!(answer["outcome"], "P");
}

#[test]
fn a_rule_not_sent_is_bad_input_saying_what_to_send() {
    let target = format!("/api/v1/analyze?game={}", encoded("rule(kiki) 4 7"));
    let (status, message) = ask(&target).unwrap_err();
    assert_eq!(status, 400);
    assert!(message.contains("rule.kiki"), "{message}");
}

#[test]
fn a_formula_is_checked_against_a_rule_sent() {
    let check = |formula: &str| {
        ask(&format!(
            "/api/v1/check?ruleset={}&formula={}&from=1&upto=12&rule.kiki={}",
            encoded("rule(kiki)"),
            encoded(formula),
            encoded(KIKI)
        ))
    };
    let holds = check("n % 2 == 0 || m % 2 == 0").unwrap();
    assert_eq!((holds["holds"].clone(), holds["positions"].clone()), (true.into(), 144.into()));
    let fails = check("n % 2 == 0").unwrap();
    assert_eq!(fails["counterexample"]["position"], serde_json::json!([1, 2]), "{fails}");
    assert_eq!(fails["counterexample"]["outcome"], "N");
    let (status, message) = check("n +* 2").unwrap_err();
    assert_eq!(status, 400);
    assert!(message.contains("bad formula at column 4"), "{message}");
}

/// A rule on one number whose play may go on for ever (take 2 or 3, or add
/// one up to 10: the catalogue's `addtake(10; 2,3; 1)`) is tabulated as
/// the catalogue's game is, γ of every heap with its draws, not refused.
#[test]
fn a_rule_that_loops_has_the_table_of_a_game_with_cycles() {
    let rule = "fn moves(n) { let out = []; if n >= 2 { out.push(n - 2); } if n >= 3 { out.push(n - 3); } if n > 0 && n < 10 { out.push(n + 1); } out }";
    let ours =
        ask(&format!("/api/v1/table?ruleset=rule(addtake)&upto=10&rule.addtake={}", encoded(rule)))
            .unwrap();
    let theirs =
        ask(&format!("/api/v1/table?ruleset={}&upto=10", encoded("addtake(10; 2,3; 1)"))).unwrap();
    for key in ["values", "p_positions", "draws"] {
        assert_eq!(ours[key], theirs[key], "{key}: {ours}");
    }
    assert!(!ours["draws"].as_array().unwrap().is_empty(), "{ours}");
}
