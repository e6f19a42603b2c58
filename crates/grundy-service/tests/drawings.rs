//! Drawings: every kind as JSON, and every listed move's `after` — the
//! drawings of what the moved component becomes — for a sample of the
//! catalogue's games.

use grundy::rulesets::CATALOG;
use grundy_service::play::{self, Request};
use grundy_service::shapes::Drawing;
use serde_json::{json, Value};

/// The server's files: none.
struct NoFiles;

impl grundy::Files for NoFiles {
    fn read(&self, path: &str) -> Result<String, grundy::Message> {
        Err(grundy::Message::plain(format!("cannot read {path}")))
    }
}

fn drawn(drawing: grundy::Drawing) -> Value {
    serde_json::to_value(Drawing::from(drawing)).unwrap()
}

#[test]
fn every_kind_is_written_as_documented() {
    use grundy::Drawing as D;
    let cases = [
        (D::Heap(3u8.into()), json!({"kind": "heap", "count": 3})),
        (D::Row(7u8.into()), json!({"kind": "row", "count": 7})),
        (
            D::Limited { count: 20u8.into(), limit: 19u8.into() },
            json!({"kind": "limited", "count": 20, "limit": 19}),
        ),
        (D::Piles(vec![3u8.into(), 5u8.into()]), json!({"kind": "piles", "piles": [3, 5]})),
        (D::Board(vec![4, 3, 3, 1]), json!({"kind": "board", "rows": [4, 3, 3, 1]})),
        (D::Coin(6), json!({"kind": "coin", "place": 6})),
        (D::GridCoin { x: 2, y: 3 }, json!({"kind": "grid_coin", "x": 2, "y": 3})),
        (
            D::Graph { edges: vec![(0, 1), (0, 2), (1, 2)], ground: 0 },
            json!({"kind": "graph", "edges": [[0, 1], [0, 2], [1, 2]], "ground": 0}),
        ),
        (D::Rectangle(5, 6), json!({"kind": "rectangle", "width": 5, "height": 6})),
        (D::Dial { at: 5, size: 7 }, json!({"kind": "dial", "at": 5, "size": 7})),
        (D::Text("graph(g.txt) a".into()), json!({"kind": "text", "text": "graph(g.txt) a"})),
    ];
    for (drawing, expected) in cases {
        assert_eq!(drawn(drawing), expected);
    }
    // Past 2⁶⁴, exactly.
    let big = serde_json::to_string(&Drawing::from(D::Row(10u128.pow(23).into()))).unwrap();
    assert_eq!(big, r#"{"kind":"row","count":100000000000000000000000}"#);
}

/// The drawings of `game`'s components, in order.
fn drawings(game: &str) -> Vec<Value> {
    let game = grundy::parse(game).unwrap_or_else(|e| panic!("{game}: {e}"));
    let parts = game.parts();
    game.components().map(|(part, index)| drawn(parts[part].drawing(index))).collect()
}

/// What each ruleset draws as, read off a position of it.
#[test]
fn each_ruleset_draws_as_its_kind() {
    let kind = |game: &str| drawings(game)[0]["kind"].as_str().unwrap().to_string();
    for (game, expected) in [
        ("nim 3", "heap"),
        ("bash(3) 23", "heap"),
        ("subtract(1,3,4) 10", "heap"),
        ("allbut(1,2) 9", "heap"),
        ("lasker 7", "heap"),
        ("grundys-game 10", "heap"),
        ("octal(4.07) 10", "heap"),
        ("octal(0.f) 10", "heap"),
        ("addtake(10; 2,3; 1) 7", "heap"),
        ("kayles 7", "row"),
        ("dawson 10", "row"),
        ("dawson-chess 9", "row"),
        ("treblecross 12", "row"),
        ("officers 10", "row"),
        ("strips(1,5,2) 12", "row"),
        ("octal(0.77) 10", "row"),
        ("kayles 100000000000000000000000", "row"),
        ("fibnim 20", "limited"),
        ("wythoff 3 5", "piles"),
        ("moore(2) 3 5 10", "piles"),
        ("euclid 31 12", "piles"),
        ("staircase 3 1 4", "piles"),
        ("chomp 3x4", "board"),
        ("ruler 3", "coin"),
        ("mockturtles 0", "coin"),
        ("corners (2,3)", "grid_coin"),
        ("hackenbush(0-1,1-2,2-0)", "graph"),
        ("cutting 5x6", "rectangle"),
        ("windup(7; 2,3) 5", "dial"),
    ] {
        assert_eq!(kind(game), expected, "{game}");
    }
    assert_eq!(drawings("fibnim 20")[0], json!({"kind": "limited", "count": 20, "limit": 19}));
    assert_eq!(drawings("fibnim(4) 20")[0], json!({"kind": "limited", "count": 20, "limit": 4}));
    assert_eq!(
        drawings("hackenbush(0-1,1-2,2-0)")[0],
        json!({"kind": "graph", "edges": [[0, 1], [0, 2], [1, 2]], "ground": 0})
    );
    // The poisoned square is the first of the first row, the bottom one.
    assert_eq!(drawings("chomp(4,3,3,1)")[0], json!({"kind": "board", "rows": [4, 3, 3, 1]}));
    assert_eq!(drawings("chomp 2x3")[0], json!({"kind": "board", "rows": [3, 3]}));
}

/// Every listed move's `after` is the drawings of its `to`, parsed again;
/// and the game it leaves is the game before with the moved component's
/// drawing replaced by `after` (as multisets: a part may order or merge
/// its components, so only what its drawings add up to is compared).
#[test]
fn every_move_says_what_it_leaves() {
    let mut games: Vec<String> = CATALOG
        .iter()
        .filter(|info| info.example_file().is_none())
        .flat_map(|info| info.example.split(" + ").map(str::to_string).collect::<Vec<_>>())
        .collect();
    games.extend(
        [
            "kayles 7",
            "kayles 2",
            "nim 1",
            "ruler 1",
            "mockturtles 0",
            "fibnim 20",
            "hackenbush(0-1)",
            "hackenbush(0-1,1-2,2-0)",
            "treblecross 5",
            "chomp 2x2",
            "corners (2,3)",
            "cutting 2x3",
        ]
        .map(str::to_string),
    );
    let mut seen = 0;
    for game in &games {
        let request = Request { game: game.clone(), ..Request::default() };
        let list = play::moves(&request, &NoFiles).unwrap_or_else(|e| panic!("{game}: {e:?}"));
        let before = drawings(game);
        for m in &list.moves {
            let after: Vec<Value> =
                m.after.iter().map(|d| serde_json::to_value(d).unwrap()).collect();
            assert_eq!(after, drawings(&m.to), "{game}: {} → {}", m.from, m.to);
            let mut expected = before.clone();
            expected.remove(m.component);
            expected.extend(after);
            let mut left = if m.game.is_empty() { Vec::new() } else { drawings(&m.game) };
            let key = |v: &Value| v.to_string();
            expected.sort_by_key(key);
            left.sort_by_key(key);
            assert_eq!(left, expected, "{game}: {} → {} leaves {}", m.from, m.to, m.game);
            seen += 1;
        }
    }
    assert!(seen > 500, "{seen} moves checked");
}

#[test]
fn a_component_that_disappears_has_no_drawing() {
    let request = Request { game: "ruler 1".into(), ..Request::default() };
    let list = play::moves(&request, &NoFiles).unwrap();
    assert_eq!(list.moves.len(), 1);
    assert_eq!(list.moves[0].to, "ruler");
    assert!(list.moves[0].after.is_empty());
    // A heap taken whole is a heap (or row) of 0.
    let request = Request { game: "nim 1 + kayles 1".into(), ..Request::default() };
    let list = play::moves(&request, &NoFiles).unwrap();
    let after: Vec<Value> =
        list.moves.iter().map(|m| serde_json::to_value(&m.after).unwrap()).collect();
    assert_eq!(
        after,
        [json!([{"kind": "heap", "count": 0}]), json!([{"kind": "row", "count": 0}])]
    );
}
