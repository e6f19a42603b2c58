//! The drawings as the way to move: every target on every family's drawing
//! names a move the API lists, and what its name says (take 3 from heap 2,
//! knock down pins 2 to 3 of row 1, move the queen to (1, 2), …) is what
//! that listed move does, worked out here from the name and the drawing
//! alone; a click on a target plays exactly its move; every catalogue game
//! is played to its end by touching the board.

use std::collections::BTreeSet;

use serde_json::{json, Value};

use super::Browser;
use crate::serve::Connection;

/// A game of each family of drawing, and a screenshot's name.
const FAMILIES: [(&str, &str); 17] = [
    ("nim 5 + bash(3) 7 + subtract(1,3,4) 9 + allbut(1,2) 6", "counters"),
    ("lasker 6 + grundys-game 7", "splits"),
    ("kayles 8 + dawson 7 + octal(0.77) 6 + officers 6 + dawson-chess 6", "pins"),
    ("strips(1,5,2) 12 + treblecross 9", "cells"),
    ("wythoff 4 6", "queen"),
    ("moore(2) 3 5 4", "moore"),
    ("staircase 3 1 4 1", "staircase"),
    ("euclid 31 12 + fibnim 20", "piles"),
    ("chomp 3x4 + chomp(4,3,3,1)", "chomp"),
    ("cutting 5x6 4x4", "cutting"),
    ("ruler 6 + mockturtles 5", "coins"),
    ("corners (2,3) (4,5)", "corners"),
    ("hackenbush(0-1,1-2,2-0,2-3) + hackenbush(0-1,1-2)", "hackenbush"),
    ("windup(7; 2,3) 5 + addtake(10; 2,3; 1) 7", "dial"),
    ("node-kayles(grid(2x3)) + arc-kayles(cycle(5))", "network"),
    ("geography(grid(3x3)) 4", "geography"),
    ("cram 2x3 + cram(..#/...)", "cram"),
];

/// What a target on a drawing whose picks are named (a graph's vertex or
/// edge, a Cram domino) plays, read from its label and the drawing alone:
/// the description the drawing gives for that pick.
fn picked(label: &str, drawing: &Value) -> Option<String> {
    let numbers: Vec<u64> = label
        .split(|c: char| !c.is_ascii_digit())
        .filter(|s| !s.is_empty())
        .map(|s| s.parse().unwrap())
        .collect();
    let pick = |i: usize| drawing["picks"][i].as_str().map(str::to_string);
    match drawing["kind"].as_str()? {
        "network" if label.starts_with("take vertex") || label.starts_with("move the token") => {
            pick(numbers[0] as usize)
        }
        "network" if label.starts_with("take the edge") => {
            let edges = drawing["edges"].as_array().unwrap();
            let e = edges.iter().position(|e| e == &json!([numbers[0], numbers[1]]))?;
            pick(e)
        }
        "cells" => {
            let (r, c) = (numbers[0] - 1, numbers[1] - 1);
            let down = numbers[2] - 1 == r + 1;
            let domino = drawing["dominoes"]
                .as_array()
                .unwrap()
                .iter()
                .find(|d| d["row"] == r && d["column"] == c && d["down"] == down)?;
            domino["to"].as_str().map(str::to_string)
        }
        _ => None,
    }
}

/// What a component becomes, in a form that compares equal whichever way
/// the same drawings are listed.
fn canonical(after: &[Value]) -> Value {
    let Some(kind) = after.first().map(|d| d["kind"].as_str().unwrap().to_string()) else {
        return json!([]);
    };
    let mut items: Vec<String> = after
        .iter()
        .filter_map(|d| match kind.as_str() {
            "heap" | "row" | "limited" => Some(d["count"].to_string()).filter(|c| c != "0"),
            "piles" => Some(d["piles"].to_string()),
            "board" => Some(format!(
                "{:?}",
                d["rows"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .filter(|r| r.as_u64() != Some(0))
                    .collect::<Vec<_>>()
            )),
            "coin" => Some(d["place"].to_string()),
            "rectangle" => Some(format!("{}x{}", d["width"], d["height"])),
            "dial" => Some(d["at"].to_string()),
            "graph" => {
                let mut edges: Vec<(u64, u64)> = d["edges"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|e| {
                        let (u, v) = (e[0].as_u64().unwrap(), e[1].as_u64().unwrap());
                        (u.min(v), u.max(v))
                    })
                    .collect();
                edges.sort();
                Some(format!("{edges:?}"))
            }
            _ => Some(d.to_string()),
        })
        .collect();
    items.sort();
    json!(items)
}

fn numbers(text: &str) -> Vec<u64> {
    text.split(|c: char| !c.is_ascii_digit())
        .filter(|s| !s.is_empty())
        .map(|s| s.parse().unwrap())
        .collect()
}

fn heaps(counts: &[u64], kind: &str) -> Vec<Value> {
    counts.iter().map(|&count| json!({ "kind": kind, "count": count })).collect()
}

/// What the move named `label` makes of a component drawn as `drawing`
/// (the drawing's own words, as the page names its targets), or `None`
/// when the name is not one of them.
fn meant(label: &str, drawing: &Value, ruleset: &str) -> Option<Vec<Value>> {
    let n = numbers(label);
    let kind = drawing["kind"].as_str().unwrap();
    let count = drawing["count"].as_u64().unwrap_or(0);
    let piles: Vec<u64> = drawing["piles"]
        .as_array()
        .map(|p| p.iter().map(|x| x.as_u64().unwrap()).collect())
        .unwrap_or_default();
    let pile_drawing = |p: Vec<u64>| vec![json!({ "kind": "piles", "piles": p })];
    Some(if label.starts_with("take the square") {
        let (column, row) = (n[0] as usize - 1, n[1] as usize - 1);
        let rows: Vec<u64> =
            drawing["rows"].as_array().unwrap().iter().map(|r| r.as_u64().unwrap()).collect();
        let after: Vec<u64> = rows
            .iter()
            .enumerate()
            .map(|(r, &l)| if r >= row { l.min(column as u64) } else { l })
            .collect();
        vec![json!({ "kind": "board", "rows": after })]
    } else if label.starts_with("add ") {
        heaps(&[count + n[0]], kind)
    } else if label.starts_with("turn over the corners") {
        let (x, y) = (drawing["x"].as_u64().unwrap(), drawing["y"].as_u64().unwrap());
        let coin = |x: u64, y: u64| json!({ "kind": "grid_coin", "x": x, "y": y });
        vec![coin(n[0], y), coin(x, n[1]), coin(n[0], n[1])]
    } else if label.starts_with("take ") && label.contains(" from heap ") {
        heaps(&[count - n[0]], kind)
    } else if label.starts_with("take ") && label.contains(" from pile ") {
        let mut after = piles.clone();
        after[n[1] as usize - 1] -= n[0];
        pile_drawing(after)
    } else if label.starts_with("split heap") {
        heaps(&[n[1], n[2]], kind)
    } else if label.starts_with("knock down pin ") {
        heaps(&[n[0] - 1, count - n[0]], kind)
    } else if label.starts_with("knock down pins") || label.starts_with("place a strip") {
        let (first, last) = if label.starts_with("place") { (n[1], n[2]) } else { (n[0], n[1]) };
        heaps(&[first - 1, count - last], kind)
    } else if label.starts_with("put an X") {
        heaps(&[n[0].saturating_sub(3), count.saturating_sub(n[0] + 2)], kind)
    } else if label.starts_with("move the queen") {
        pile_drawing(vec![n[1], n[2]])
    } else if label.starts_with("move ") && label.contains(" off the stairs") {
        let mut after = piles.clone();
        after[0] -= n[0];
        pile_drawing(after)
    } else if label.starts_with("move ") && label.contains(" from step ") {
        let mut after = piles.clone();
        after[n[1] as usize - 1] -= n[0];
        after[n[2] as usize - 1] += n[0];
        pile_drawing(after)
    } else if label.starts_with("cut piece") {
        // "cut piece H into WxH and WxH" (× is not a digit).
        vec![
            json!({ "kind": "rectangle", "width": n[1], "height": n[2] }),
            json!({ "kind": "rectangle", "width": n[3], "height": n[4] }),
        ]
    } else if label.starts_with("turn over the heads coin") {
        vec![]
    } else if label.starts_with("turn over coins") && ruleset.starts_with("ruler") {
        (n[0]..n[1]).map(|p| json!({ "kind": "coin", "place": p })).collect()
    } else if label.starts_with("move the token") {
        vec![json!({ "kind": "dial", "at": n[2], "size": drawing["size"] })]
    } else if label.starts_with("cut the edge") {
        let edges: Vec<(u64, u64)> = drawing["edges"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| (e[0].as_u64().unwrap(), e[1].as_u64().unwrap()))
            .collect();
        let cut = edges
            .iter()
            .position(|&(u, v)| (u, v) == (n[0], n[1]) || (v, u) == (n[0], n[1]))
            .unwrap();
        let ground = drawing["ground"].as_u64().unwrap_or(0);
        let kept: Vec<(u64, u64)> =
            edges.iter().enumerate().filter(|(e, _)| *e != cut).map(|(_, &e)| e).collect();
        let mut reached = BTreeSet::from([ground]);
        loop {
            let before = reached.len();
            for &(u, v) in &kept {
                if reached.contains(&u) || reached.contains(&v) {
                    reached.insert(u);
                    reached.insert(v);
                }
            }
            if reached.len() == before {
                break;
            }
        }
        let kept: Vec<Value> =
            kept.iter().filter(|(u, _)| reached.contains(u)).map(|&(u, v)| json!([u, v])).collect();
        vec![json!({ "kind": "graph", "edges": kept, "ground": ground })]
    } else {
        return None;
    })
}

impl Browser<'_> {
    /// The targets on the board: component, move, name, and whether shown.
    async fn targets(&self) -> Vec<Value> {
        let found = self
            .js("return [...document.querySelectorAll('#board .target, #board .confirm[data-to]')].map((n) => ({ \
                 c: Number(n.dataset.component ?? n.closest('li').dataset.component), to: n.dataset.to, \
                 label: n.getAttribute('aria-label'), shown: !n.closest('[hidden]') }))")
            .await;
        found.as_array().unwrap().clone()
    }

    pub(super) async fn every_drawing_makes_the_listed_moves(&self) {
        for (game, name) in FAMILIES {
            self.open_game(game, "").await;
            self.settled(0).await;
            self.shoot(&format!("board-{name}.png")).await;
            let quoted: String = form_urlencoded::byte_serialize(game.as_bytes()).collect();
            let position = Connection::open(self.server.port)
                .await
                .get(&format!("/api/v1/play?game={quoted}"))
                .await
                .json()["position"]
                .clone();
            let listed = self.listed(game).await;
            let targets = self.targets().await;
            let components = position["components"].as_array().unwrap();
            let mut drawn = BTreeSet::new();
            let mut named = 0;
            for target in &targets {
                let c = target["c"].as_u64().unwrap() as usize;
                let to = target["to"].as_str().unwrap();
                let label = target["label"].as_str().unwrap_or("");
                let listed = listed.iter().find(|m| m["component"] == c && m["to"] == to);
                let listed = listed.unwrap_or_else(|| {
                    panic!("{game}: target `{label}` plays {c}:{to}, which is not listed")
                });
                drawn.insert(c);
                let component = &components[c];
                if let Some(named_to) = picked(label, &component["drawing"]) {
                    named += 1;
                    assert_eq!(named_to, to, "{game}: `{label}`");
                    continue;
                }
                if let Some(after) =
                    meant(label, &component["drawing"], component["ruleset"].as_str().unwrap())
                {
                    named += 1;
                    assert_eq!(
                        canonical(&after),
                        canonical(listed["after"].as_array().unwrap()),
                        "{game}: `{label}` is listed as {c}:{to}"
                    );
                }
            }
            // Moore's Nim_k: takes chosen from two piles, then played.
            if name == "moore" {
                let picked = self
                    .js("const pick = (label) => [...document.querySelectorAll('#board .pick')].find((n) => n.getAttribute('aria-label') === label).click();
                         pick('take 2 from pile 1'); pick('take 1 from pile 3');
                         const play = document.querySelector('#board .confirm');
                         return [play.dataset.to, play.disabled];")
                    .await;
                let listed =
                    listed.iter().find(|m| m["to"] == picked[0]).expect("the takes are listed");
                assert_eq!(
                    canonical(listed["after"].as_array().unwrap()),
                    canonical(&[json!({"kind": "piles", "piles": [1, 5, 3]})])
                );
                assert_eq!(picked[1], json!(false));
                drawn.insert(0);
            }
            // Every component has a move on its drawing when it has a move.
            for (c, _) in components.iter().enumerate() {
                let movable = listed.iter().any(|m| m["component"] == c);
                assert!(
                    !movable || drawn.contains(&c),
                    "{game}: component {} has no target",
                    c + 1
                );
            }
            assert!(named > 0 || name == "moore", "{game}: no target named");
            // A click on the first and the last target plays its move.
            let shown: Vec<&Value> = targets.iter().filter(|t| t["shown"] == true).collect();
            for target in [shown.first(), shown.last()].into_iter().flatten() {
                self.open_game(game, "").await;
                self.settled(0).await;
                let to = target["to"].as_str().unwrap();
                let c = target["c"].as_u64().unwrap();
                let script = format!(
                    "const n = [...document.querySelectorAll('#board [data-to]')].find((n) => n.dataset.to === {} && \
                     Number(n.dataset.component ?? n.closest('li').dataset.component) === {c}); n.dispatchEvent(new MouseEvent('click', {{ bubbles: true }})); return true;",
                    json!(to)
                );
                self.js(&script).await;
                self.until("new URLSearchParams(location.search).getAll('m').length > 0").await;
                let played =
                    self.js("return new URLSearchParams(location.search).getAll('m')[0]").await;
                assert_eq!(played, json!(format!("{c}:{to}")), "{game}");
            }
        }
        // The keyboard reaches a target and Enter plays it.
        self.open_game("nim 3 4 5", "").await;
        self.settled(0).await;
        self.js("document.querySelector('#board .target').focus()").await;
        let focused = self.js("return document.activeElement.getAttribute('aria-label')").await;
        assert_eq!(focused, json!("take 3 from heap 1"));
        self.client.active_element().await.unwrap().send_keys("\u{E007}").await.unwrap();
        self.settled(2).await;
        let played = self.js("return new URLSearchParams(location.search).getAll('m')[0]").await;
        assert_eq!(played, json!("0:nim 0"));
        // The computer's changed component is highlighted, and stays in view.
        let changed = self.js("return document.querySelectorAll('#board li.changed').length").await;
        assert_eq!(changed, json!(1));
    }

    /// A Cram domino placed by touching two free cells side by side, and
    /// by dragging from one to the other: each plays the move the board
    /// lists for that domino.
    pub(super) async fn cram_by_touch_and_drag(&self) {
        let release = |r: u32, c: u32, kind: &str| {
            format!(
                "{{ const cell = document.querySelector('#board rect.cell[data-row=\"{r}\"][data-column=\"{c}\"]'); \
                 const box = cell.getBoundingClientRect(); \
                 cell.dispatchEvent(new PointerEvent('{kind}', {{ bubbles: true, clientX: box.x + box.width / 2, clientY: box.y + box.height / 2 }})); }}"
            )
        };
        for (how, script) in [
            (
                "two touches",
                format!("{}{}", release(0, 1, "pointerup"), release(1, 1, "pointerup")),
            ),
            ("a drag", format!("{}{}", release(0, 1, "pointerdown"), release(1, 1, "pointerup"))),
        ] {
            self.open_game("cram 2x3", "").await;
            self.settled(0).await;
            self.js(&script).await;
            self.until("new URLSearchParams(location.search).getAll('m').length > 0").await;
            let played =
                self.js("return new URLSearchParams(location.search).getAll('m')[0]").await;
            // The domino down the middle column leaves two 2×1 strips.
            assert_eq!(played, json!("0:cram 1x2 1x2"), "{how}");
        }
    }

    /// Clicks something on the board that plays a move: a target, or for
    /// Moore's Nim and Mock Turtles a choice and then the play button.
    async fn touch_a_move(&self) -> bool {
        let script = "const shown = (n) => !n.closest('[hidden]') && n.getAttribute('aria-disabled') !== 'true' && !n.disabled;
            const fire = (n) => n.dispatchEvent(new MouseEvent('click', { bubbles: true }));
            const target = [...document.querySelectorAll('#board .target')].find(shown);
            if (target) { fire(target); return true; }
            let confirm = [...document.querySelectorAll('#board .confirm')].find(shown);
            if (confirm) { fire(confirm); return true; }
            const pick = [...document.querySelectorAll('#board .pick, #board button.coin')].find(shown);
            if (!pick) return false;
            fire(pick);
            confirm = [...document.querySelectorAll('#board .confirm')].find(shown);
            if (confirm) { fire(confirm); return true; }
            return false;";
        self.js(script).await == json!(true)
    }

    /// Every catalogue game, from its example, played to the end against
    /// the computer by touching the board only.
    pub(super) async fn every_catalogue_game_by_touch(&self, lang: &str) {
        let rules = Connection::open(self.server.port).await.get("/api/v1/rules").await.json();
        let mut played = 0;
        for rule in rules.as_array().unwrap() {
            let example = rule["example"].as_str().unwrap();
            // Graphs and rules read files.
            let text_only = ["graph(", "rule("];
            if text_only.iter().any(|t| example.contains(t)) {
                continue;
            }
            self.open_game(example, &format!("&lang={lang}")).await;
            self.instant().await;
            self.settled(0).await;
            for _ in 0..300 {
                if self.js("return !document.getElementById('review').hidden").await == json!(true)
                {
                    break;
                }
                let at = self.at().await;
                assert!(self.touch_a_move().await, "{example}: nothing to touch at move {at}");
                self.after_move(at).await;
            }
            assert!(
                self.js("return !document.getElementById('review').hidden").await == json!(true),
                "{example} did not end"
            );
            played += 1;
        }
        assert!(played >= 25, "{played} games played");
    }
}
