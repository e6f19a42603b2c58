//! The drawings a move is picked on (a graph's vertices or edges, a Cram
//! board's dominoes) name, pick for pick, exactly the moves the play lists,
//! and every position met, played down to the end (the last domino leaves
//! `cram()`, no component), parses back to itself.

use std::collections::BTreeSet;

use grundy::{parse, Drawing, Limits, NoFiles, Play};

/// What the drawing of each component says its picks leave, as
/// (component, description).
fn picked(text: &str) -> BTreeSet<(usize, String)> {
    let game = parse(text).unwrap();
    let mut found = BTreeSet::new();
    for (k, (part, index)) in game.components().enumerate() {
        match game.parts()[part].drawing(index) {
            Drawing::Network { picks, vertices, edges, by_edge, .. } => {
                let count = if by_edge { edges.len() as u64 } else { vertices };
                assert_eq!(picks.len() as u64, count, "{text}: a pick for each");
                found.extend(picks.into_iter().flatten().map(|to| (k, to)));
            }
            Drawing::Cells { dominoes, .. } => {
                found.extend(dominoes.into_iter().map(|(_, _, _, to)| (k, to)));
            }
            other => panic!("{text}: drawn as {other:?}"),
        }
    }
    found
}

#[test]
fn picks_are_the_listed_moves_down_to_the_end() {
    let starts = [
        "node-kayles(grid(2x3))",
        "node-kayles(path(5)) + node-kayles(complete(2,3))",
        "arc-kayles(cycle(6)) + arc-kayles(grid(2x3))",
        "geography(grid(3x3)) 4",
        "geography(path(5)) 2 + geography(cycle(5)) 0",
        "cram 2x3",
        "cram(..#/.../#..)",
        "cram 1x2 + cram 3x3",
    ];
    for start in starts {
        let mut text = parse(start).unwrap().to_string();
        for _ in 0..40 {
            let game = parse(&text).unwrap();
            assert_eq!(game.to_string(), text, "{start}: the position parses back");
            let limits = Limits::default();
            let play = Play::new(&game, false, &NoFiles, &limits);
            let list = play.moves(10_000).unwrap();
            assert!(list.complete, "{text}");
            let listed: BTreeSet<(usize, String)> =
                list.moves.iter().map(|m| (m.component, m.to.clone())).collect();
            assert_eq!(picked(&text), listed, "{start}: at {text}");
            // On along the last move listed (not the first: a longer game).
            let Some(last) = list.moves.last() else { break };
            text = last.game.clone();
        }
    }
}
