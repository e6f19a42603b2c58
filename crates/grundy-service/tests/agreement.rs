//! The table and the period search say the same thing about a ruleset's
//! period; Wythoff's table gives its value grid.

use grundy_service::{period, table, Format};
use serde_json::Value;

fn table_json(ruleset: &str, upto: u64, values: bool) -> Value {
    let request =
        table::Request { ruleset: ruleset.into(), upto: Some(upto), values, ..Default::default() };
    let mut out = Vec::new();
    table::answer(&request, Format::Json, &mut out).unwrap();
    serde_json::from_slice(&out).unwrap()
}

fn period_json(ruleset: &str) -> Value {
    let request = period::Request { ruleset: ruleset.into(), ..Default::default() };
    let mut out = Vec::new();
    period::answer(&request, &mut period::Unwatched, Format::Json, &mut out).unwrap();
    serde_json::from_slice(&out).unwrap()
}

#[test]
fn kayles_table_to_100_states_the_proved_period() {
    let table = table_json("kayles", 100, false);
    let period = period_json("kayles");
    for field in ["period", "preperiod", "saltus", "proved"] {
        assert_eq!(table[field], period[field], "{field}");
    }
    assert_eq!((table["period"].as_u64(), table["preperiod"].as_u64()), (Some(12), Some(71)));
    assert_eq!(table["proved"], true);
    let summary = table["summary"].as_str().unwrap();
    assert!(summary.starts_with("Proved: period 12 from heap 71"), "{summary}");
    assert!(summary.contains("G(0..=100)"), "{summary}");
    // The text says it too.
    let request =
        table::Request { ruleset: "kayles".into(), upto: Some(100), ..Default::default() };
    let mut text = Vec::new();
    table::answer(&request, Format::Text, &mut text).unwrap();
    assert!(String::from_utf8(text).unwrap().contains("Proved: period 12 from heap 71"));
}

#[test]
fn a_table_too_short_for_the_period_says_so() {
    let table = table_json("dawson", 20, false);
    assert_eq!((table["period"].as_u64(), table["preperiod"].as_u64()), (Some(34), Some(53)));
    let summary = table["summary"].as_str().unwrap();
    assert!(summary.contains("too few values for the period to show"), "{summary}");
    assert_eq!(table["values"].as_array().unwrap().len(), 21);
}

#[test]
fn wythoff_values_are_the_mex_of_every_option() {
    let n = 12;
    let table = table_json("wythoff", n, true);
    let grid: Vec<Vec<u64>> = serde_json::from_value(table["values"].clone()).unwrap();
    assert_eq!(grid.len(), n as usize + 1);
    for a in 0..=n as usize {
        assert_eq!(grid[a].len(), n as usize + 1);
        for b in 0..=n as usize {
            let mut seen: Vec<u64> = (0..a).map(|x| grid[x][b]).collect();
            seen.extend((0..b).map(|y| grid[a][y]));
            seen.extend((1..=a.min(b)).map(|k| grid[a - k][b - k]));
            let mex = (0..).find(|v| !seen.contains(v)).unwrap();
            assert_eq!(grid[a][b], mex, "G({a}, {b})");
        }
    }
    // Its zeros are the P-positions listed, and their mirror images.
    for pair in table["p_positions"].as_array().unwrap() {
        let (a, b) = (pair[0].as_u64().unwrap() as usize, pair[1].as_u64().unwrap() as usize);
        if b <= n as usize {
            assert_eq!((grid[a][b], grid[b][a]), (0, 0));
        }
    }
    // Without `values`, the shape is as before; past the limit, refused.
    assert!(table_json("wythoff", n, false).get("values").is_none());
    let request = table::Request {
        ruleset: "wythoff".into(),
        upto: Some(table::WYTHOFF_VALUES + 1),
        values: true,
        ..Default::default()
    };
    let problem = table::answer(&request, Format::Json, &mut Vec::new()).unwrap_err();
    assert_eq!(problem.type_name(), "bad-input");
    assert!(table_json("wythoff", table::WYTHOFF_VALUES, true)["values"].is_array());
}
