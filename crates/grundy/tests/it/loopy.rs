//! Games with cycles: γ of random digraphs, and the outcomes, winning moves
//! and draw-keeping moves of sums of tokens on them (with nim heaps), held
//! to a plain retrograde win/lose/draw analysis of the sum's whole graph.

use std::collections::{HashMap, HashSet};

use grundy::rulesets::GameGraph;
use grundy::{parse_with, Analysis, Gamma, Limits, Outcome};

use crate::graph::Memory;

/// splitmix64: a fixed stream of random numbers.
fn next(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A random digraph on `n` vertices v0…: self-loops, cycles and repeated
/// edges allowed. Also its file text.
fn random_graph(state: &mut u64, n: usize) -> (Vec<Vec<usize>>, String) {
    let density = 1 + next(state) % 4;
    let mut successors = vec![Vec::new(); n];
    let mut text = String::new();
    for (v, list) in successors.iter_mut().enumerate() {
        for w in 0..n {
            if next(state) % 8 < density {
                list.push(w);
            }
        }
        let names: Vec<String> = list.iter().map(|w| format!("v{w}")).collect();
        text.push_str(&format!("v{v}: {}\n", names.join(" ")));
    }
    (successors, text)
}

/// Nim heaps below `size` as a graph: heap h moves to every smaller heap.
fn nim_graph(size: usize) -> Vec<Vec<usize>> {
    (0..size).map(|h| (0..h).collect()).collect()
}

/// The outcome of every position of a sum of tokens, token t on graph
/// `graphs[t]`, by retrograde analysis of the whole product graph: a
/// position without moves is lost (P); one with an option lost is won (N);
/// one whose options are all won is lost; what is never settled is a draw.
fn retrograde(graphs: &[&[Vec<usize>]]) -> HashMap<Vec<usize>, Outcome> {
    retrograde_ending(graphs, Outcome::P)
}

/// [`retrograde`] with the positions without moves `terminal`: P under
/// normal play, N under misère play (the player who cannot move wins).
fn retrograde_ending(graphs: &[&[Vec<usize>]], terminal: Outcome) -> HashMap<Vec<usize>, Outcome> {
    let mut positions: Vec<Vec<usize>> = vec![Vec::new()];
    for graph in graphs {
        positions = positions
            .into_iter()
            .flat_map(|p| {
                (0..graph.len()).map(move |v| {
                    let mut q = p.clone();
                    q.push(v);
                    q
                })
            })
            .collect();
    }
    let index: HashMap<Vec<usize>, usize> =
        positions.iter().enumerate().map(|(i, p)| (p.clone(), i)).collect();
    let mut predecessors = vec![Vec::new(); positions.len()];
    let mut open = vec![0usize; positions.len()];
    for (i, p) in positions.iter().enumerate() {
        for (t, graph) in graphs.iter().enumerate() {
            for &w in &graph[p[t]] {
                let mut q = p.clone();
                q[t] = w;
                predecessors[index[&q]].push(i);
                open[i] += 1;
            }
        }
    }
    let mut outcome: Vec<Option<Outcome>> = vec![None; positions.len()];
    let mut queue: Vec<usize> = (0..positions.len()).filter(|&i| open[i] == 0).collect();
    for &i in &queue {
        outcome[i] = Some(terminal);
    }
    while let Some(i) = queue.pop() {
        for &p in &predecessors[i] {
            if outcome[p].is_some() {
                continue;
            }
            if outcome[i] == Some(Outcome::P) {
                outcome[p] = Some(Outcome::N);
                queue.push(p);
            } else {
                open[p] -= 1;
                if open[p] == 0 {
                    outcome[p] = Some(Outcome::P);
                    queue.push(p);
                }
            }
        }
    }
    positions.into_iter().zip(outcome).map(|(p, o)| (p, o.unwrap_or(Outcome::D))).collect()
}

/// The four-vertex example of the issue: u → t, u → d, d ↔ e. γ(u) = ∞(0),
/// so u alone is won (to t) but u + *1 is a draw, kept only by u → d.
#[test]
fn the_four_vertex_example() {
    let files = Memory(vec![("l.txt", "u: t d\nd: e\ne: d\n".to_string())]);
    let gamma = |text: &str| {
        let game = parse_with(text, &files).unwrap();
        let analysis = Analysis::new(&game, &Limits::default()).unwrap();
        let value = match analysis.infinite() {
            Some(k) => k.to_string(),
            None => analysis.nimber().unwrap().to_string(),
        };
        let moves: Vec<String> = match analysis.outcome() {
            Outcome::D => analysis.drawing_moves(1000).map(|m| m.unwrap().to).collect(),
            _ => analysis.winning_moves().map(|m| m.unwrap().to).collect(),
        };
        (analysis.outcome(), value, moves)
    };
    assert_eq!(gamma("graph(l.txt) u"), (Outcome::N, "∞(0)".into(), vec!["graph(l.txt) t".into()]));
    assert_eq!(
        gamma("graph(l.txt) u + nim 1"),
        (Outcome::D, "∞(1)".into(), vec!["graph(l.txt) d".into()])
    );
    assert_eq!(
        gamma("graph(l.txt) d + graph(l.txt) t"),
        (Outcome::D, "∞(∅)".into(), vec!["graph(l.txt) e".into()])
    );
    assert_eq!(gamma("graph(l.txt) u + graph(l.txt) u").0, Outcome::D);
    assert_eq!(gamma("graph(l.txt) t + nim 0"), (Outcome::P, "*0".into(), vec![]));
}

/// γ by Smith's sum rule decides the outcome of every sum of two and three
/// tokens, and of one or two tokens with a nim heap, on thousands of random
/// digraphs of up to 6 vertices, exactly as the retrograde analysis does.
#[test]
fn gamma_decides_sums_of_random_digraphs() {
    let mut state = 2026;
    let nim = nim_graph(4);
    let mut draws = 0;
    for round in 0..3000 {
        let n = 1 + (next(&mut state) % 6) as usize;
        let (graph, text) = random_graph(&mut state, n);
        let parsed = GameGraph::parse("g.txt", &text).unwrap();
        let gamma = |v: usize| parsed.gamma(parsed.vertex(&format!("v{v}")).unwrap());
        let nim_gamma = |h: usize| Gamma::Finite((h as u64).into());
        // Each shape: the graphs of its tokens, the last a nim heap or not.
        let shapes: Vec<(Vec<&[Vec<usize>]>, bool)> = vec![
            (vec![&graph], false),
            (vec![&graph, &graph], false),
            (vec![&graph, &graph, &graph], false),
            (vec![&graph, &nim], true),
            (vec![&graph, &graph, &nim], true),
        ];
        for (shape, with_nim) in shapes {
            if shape.len() == 3 && round % 4 != 0 {
                continue;
            }
            for (position, expected) in retrograde(&shape) {
                let last = position.len() - 1;
                let values: Vec<Gamma> = position
                    .iter()
                    .enumerate()
                    .map(|(t, &v)| if with_nim && t == last { nim_gamma(v) } else { gamma(v) })
                    .collect();
                let sum = Gamma::sum(&values);
                draws += usize::from(expected == Outcome::D);
                assert_eq!(sum.outcome(), expected, "{text}position {position:?}: γ {values:?}");
            }
        }
    }
    assert!(draws > 10_000, "the graphs have draws to test: {draws}");
}

/// Through the analysis: every winning move listed leads to a position the
/// retrograde analysis calls lost, every draw-keeping move to a draw, and
/// every move not listed does not (so no one is told to move into a loss).
#[test]
fn listed_moves_are_exactly_the_good_ones() {
    let mut state = 14;
    // Two tokens and a nim heap on 400 graphs; three tokens (up to three
    // infinite components) on 100 more.
    for round in 0..500 {
        let n = 1 + (next(&mut state) % 5) as usize;
        let (graph, text) = random_graph(&mut state, n);
        let files = Memory(vec![("g.txt", text.clone())]);
        let nim = nim_graph(4);
        let with_nim = round < 400;
        let shape: Vec<&[Vec<usize>]> = match with_nim {
            true => vec![&graph, &graph, &nim],
            false => vec![&graph, &graph, &graph],
        };
        check_sums(&shape, &files, &text, |p| match with_nim {
            true => format!("graph(g.txt) v{} v{} + nim {}", p[0], p[1], p[2]),
            false => format!("graph(g.txt) v{} v{} v{}", p[0], p[1], p[2]),
        });
    }
}

/// Every position of the sum of the graphs of `shape`, written by
/// `describe`: the analysis's outcome is the retrograde analysis's, and
/// its winning moves (from N) or draw-keeping moves (from D) are exactly
/// the moves to P, or to D.
fn check_sums(
    shape: &[&[Vec<usize>]],
    files: &dyn grundy::Files,
    context: &str,
    describe: impl Fn(&[usize]) -> String,
) {
    let outcomes = retrograde(shape);
    for (position, outcome) in &outcomes {
        let game = describe(position);
        let parsed = parse_with(&game, files).unwrap();
        let analysis = Analysis::new(&parsed, &Limits::default()).unwrap();
        assert_eq!(analysis.outcome(), *outcome, "{context}{game}");
        let listed: HashSet<Vec<usize>> = match outcome {
            Outcome::P => HashSet::new(),
            Outcome::N => analysis
                .winning_moves()
                .map(|m| m.unwrap())
                .map(|m| after(position, m.component, &m.to))
                .collect(),
            Outcome::D => analysis
                .drawing_moves(100)
                .map(|m| m.unwrap())
                .map(|m| after(position, m.component, &m.to))
                .collect(),
        };
        let wanted = match outcome {
            Outcome::N => Outcome::P,
            _ => Outcome::D,
        };
        let mut good = HashSet::new();
        for (t, g) in shape.iter().enumerate() {
            for &w in &g[position[t]] {
                let mut q = position.clone();
                q[t] = w;
                if *outcome != Outcome::P && outcomes[&q] == wanted {
                    good.insert(q);
                }
            }
        }
        assert_eq!(listed, good, "{context}{game}");
    }
}

/// WindUp's literal rule, apart from the engine's: from k ≠ 0 to
/// (k − s) mod n; 0 has no move.
fn windup_graph(n: usize, steps: &[usize]) -> Vec<Vec<usize>> {
    let wrap = |k: usize, s: usize| (k as i64 - s as i64).rem_euclid(n as i64) as usize;
    (0..n)
        .map(|k| if k == 0 { Vec::new() } else { steps.iter().map(|&s| wrap(k, s)).collect() })
        .collect()
}

/// The add-and-take rule: from h ≠ 0 take t ≤ h or add a with h + a ≤ cap.
fn addtake_graph(cap: usize, takes: &[usize], adds: &[usize]) -> Vec<Vec<usize>> {
    (0..=cap)
        .map(|h| match h {
            0 => Vec::new(),
            _ => {
                let taken = takes.iter().filter(|&&t| t <= h).map(|&t| h - t);
                taken.chain(adds.iter().filter(|&&a| h + a <= cap).map(|&a| h + a)).collect()
            }
        })
        .collect()
}

/// A random set of 1 to `most` numbers from 1..=`top`, written `2,3`.
fn random_set(state: &mut u64, most: u64, top: u64) -> (Vec<usize>, String) {
    let count = 1 + next(state) % most;
    let mut set: Vec<usize> = (0..count).map(|_| (1 + next(state) % top) as usize).collect();
    set.sort_unstable();
    set.dedup();
    let text = set.iter().map(usize::to_string).collect::<Vec<_>>().join(",");
    (set, text)
}

/// A random wind-up or add-and-take game: its graph and its ruleset.
fn random_cyclic(state: &mut u64) -> (Vec<Vec<usize>>, String) {
    match next(state) % 2 {
        0 => {
            let n = 2 + next(state) % 10;
            // Steps may pass n, and two may be equal modulo n; a multiple of
            // n, a move that changes nothing, is refused.
            let (steps, _) = random_set(state, 3, n + 2);
            let mut steps: Vec<usize> = steps.into_iter().filter(|s| s % n as usize != 0).collect();
            if steps.is_empty() {
                steps.push(1);
            }
            let written = steps.iter().map(usize::to_string).collect::<Vec<_>>().join(",");
            (windup_graph(n as usize, &steps), format!("windup({n}; {written})"))
        }
        _ => {
            let cap = next(state) % 11;
            let (takes, t) = random_set(state, 3, 4);
            let (adds, a) = random_set(state, 2, 3);
            (addtake_graph(cap as usize, &takes, &adds), format!("addtake({cap}; {t}; {a})"))
        }
    }
}

/// WindUp and add-and-take games against the retrograde analysis of their
/// literal rules: alone and with a nim heap below 8 (which pins down γ of
/// every position: v + *a is P when γ(v) = a, N when a ∈ K of ∞(K), D
/// otherwise), two tokens of one game, and a sum of two games; the
/// winning and draw-keeping moves exactly the good ones.
#[test]
fn wind_up_and_add_take_games_against_retrograde_analysis() {
    let mut state = 23;
    let none = Memory(Vec::new());
    let nim = nim_graph(8);
    let mut draws = 0;
    for _ in 0..150 {
        let (graph, rules) = random_cyclic(&mut state);
        let (other, other_rules) = random_cyclic(&mut state);
        check_sums(&[&graph, &nim], &none, "", |p| format!("{rules} {} + nim {}", p[0], p[1]));
        check_sums(&[&graph, &graph], &none, "", |p| format!("{rules} {} {}", p[0], p[1]));
        check_sums(&[&graph, &other], &none, "", |p| {
            format!("{rules} {} + {other_rules} {}", p[0], p[1])
        });
        draws += retrograde(&[&graph, &other]).values().filter(|&&o| o == Outcome::D).count();
    }
    assert!(draws > 1000, "the games have draws to test: {draws}");
}

/// The position after `component` becomes `to`: the moved token's new
/// vertex (`graph(g.txt) v3`, `windup(7; 2,3) 5`) or nim heap (`nim 2`).
fn after(position: &[usize], component: usize, to: &str) -> Vec<usize> {
    let mut q = position.to_vec();
    let last = to.rsplit(' ').next().unwrap();
    q[component] = last.trim_start_matches('v').parse().unwrap();
    q
}

/// On a graph that holds a cycle, the vertices outside it are valued by
/// the labelling: they must equal the values of the same DAG alone, found
/// by the one-pass search.
#[test]
fn labelling_agrees_with_the_acyclic_pass() {
    let mut state = 7;
    for _ in 0..300 {
        let n = 2 + (next(&mut state) % 30) as usize;
        let mut text = String::new();
        for v in 0..n {
            let later: Vec<String> = (v + 1..n)
                .filter(|_| next(&mut state).is_multiple_of(3))
                .map(|w| format!("v{w}"))
                .collect();
            text.push_str(&format!("v{v}: {}\n", later.join(" ")));
        }
        let dag = GameGraph::parse("dag.txt", &text).unwrap();
        let with_cycle = GameGraph::parse("c.txt", &format!("{text}x: y\ny: x\n")).unwrap();
        assert!(with_cycle.value(with_cycle.vertex("x").unwrap()).is_none());
        for v in 0..n {
            let name = format!("v{v}");
            let (a, b) = (dag.vertex(&name).unwrap(), with_cycle.vertex(&name).unwrap());
            assert_eq!(dag.value(a), with_cycle.value(b), "{text}{name}");
        }
    }
}

/// Smith's remoteness of every position of a sum by its definition, swept
/// level by level: a position is decided at level k + 1 when an option was
/// decided lost at a level ≤ k (won in k + 1, the least such), or when
/// every option was decided won at levels ≤ k (lost in k + 1, the most).
/// What is never decided is a draw.
fn plain_remoteness(graphs: &[&[Vec<usize>]]) -> HashMap<Vec<usize>, (Outcome, u64)> {
    let positions: Vec<Vec<usize>> = retrograde(graphs).into_keys().collect();
    let options = |p: &Vec<usize>| -> Vec<Vec<usize>> {
        let mut found = Vec::new();
        for (t, graph) in graphs.iter().enumerate() {
            for &w in &graph[p[t]] {
                let mut q = p.clone();
                q[t] = w;
                found.push(q);
            }
        }
        found
    };
    let mut decided: HashMap<Vec<usize>, (Outcome, u64)> = HashMap::new();
    for p in &positions {
        if options(p).is_empty() {
            decided.insert(p.clone(), (Outcome::P, 0));
        }
    }
    for level in 1.. {
        let mut new = Vec::new();
        for p in positions.iter().filter(|p| !decided.contains_key(*p)) {
            let known: Vec<Option<(Outcome, u64)>> =
                options(p).iter().map(|q| decided.get(q).copied()).collect();
            if known.iter().flatten().any(|&(o, _)| o == Outcome::P) {
                new.push((p.clone(), (Outcome::N, level)));
            } else if known.iter().all(|k| matches!(k, Some((Outcome::N, _)))) {
                new.push((p.clone(), (Outcome::P, level)));
            }
        }
        if new.is_empty() {
            break;
        }
        decided.extend(new);
    }
    positions
        .into_iter()
        .map(|p| (p.clone(), decided.get(&p).copied().unwrap_or((Outcome::D, 0))))
        .collect()
}

/// Play of games with cycles: every listed move is judged winning, drawing
/// or losing as the retrograde analysis says, the remoteness is Smith's
/// (draws included), and the computer wins when it can, holds the draw from
/// a draw, and from a lost position makes the game last longest.
#[test]
fn play_with_draws_follows_the_retrograde_analysis() {
    let mut state = 31;
    let none = Memory(Vec::new());
    let limits = Limits::default();
    let nim = nim_graph(3);
    let mut seen = HashSet::new();
    for _ in 0..40 {
        let (graph, rules) = random_cyclic(&mut state);
        let shape: [&[Vec<usize>]; 2] = [&graph, &nim];
        let plain = plain_remoteness(&shape);
        for (position, &(outcome, moves)) in &plain {
            let game = parse_with(&format!("{rules} {} + nim {}", position[0], position[1]), &none)
                .unwrap();
            let play = grundy::Play::new(&game, false, &none, &limits);
            let list = play.moves(1000).unwrap();
            for m in &list.moves {
                let expected = plain[&after(position, m.component, &m.to)].0;
                assert_eq!(
                    (m.winning, m.draws),
                    (expected == Outcome::P, expected == Outcome::D),
                    "{game} → {}",
                    m.game
                );
            }
            let remoteness = play.remoteness(100_000).unwrap();
            assert_eq!((remoteness.outcome, remoteness.moves), (outcome, moves), "{game}");
            let Some(chosen) = play.computer(position[0] as u64, 100_000).unwrap() else {
                assert!(list.moves.is_empty(), "{game}");
                continue;
            };
            let (left, left_moves) =
                plain[&after(position, chosen.chosen.component, &chosen.chosen.to)];
            match outcome {
                Outcome::N => assert_eq!((left, left_moves + 1), (Outcome::P, moves), "{game}"),
                Outcome::D => assert_eq!(left, Outcome::D, "{game}"),
                Outcome::P => assert_eq!((left, left_moves + 1), (Outcome::N, moves), "{game}"),
            }
            seen.insert((outcome, format!("{:?}", chosen.strategy)));
        }
    }
    for wanted in [
        (Outcome::D, "HoldsDraw"),
        (Outcome::N, "WinsSoonest { moves: 1 }"),
        (Outcome::P, "LastsLongest { moves: 2 }"),
    ] {
        assert!(seen.contains(&(wanted.0, wanted.1.to_string())), "{wanted:?} in {seen:?}");
    }
}

/// Misère play of games with cycles, which `Play` decides by its search of
/// the whole sum: outcomes and each move's judgement as the retrograde
/// analysis with the player who cannot move winning.
#[test]
fn misere_play_with_draws_follows_the_retrograde_analysis() {
    let mut state = 5;
    let none = Memory(Vec::new());
    let limits = Limits::default();
    let nim = nim_graph(3);
    let mut draws = 0;
    for _ in 0..30 {
        let (graph, rules) = random_cyclic(&mut state);
        let shape: [&[Vec<usize>]; 2] = [&graph, &nim];
        let outcomes = retrograde_ending(&shape, Outcome::N);
        for (position, &outcome) in &outcomes {
            let text = format!("{rules} {} + nim {}", position[0], position[1]);
            let game = parse_with(&text, &none).unwrap();
            let play = grundy::Play::new(&game, true, &none, &limits);
            assert_eq!(play.outcome().unwrap(), outcome, "{text}");
            draws += usize::from(outcome == Outcome::D);
            for m in play.moves(1000).unwrap().moves {
                let expected = outcomes[&after(position, m.component, &m.to)];
                assert_eq!(
                    (m.winning, m.draws),
                    (expected == Outcome::P, expected == Outcome::D),
                    "{text} → {}",
                    m.game
                );
            }
        }
    }
    assert!(draws > 50, "misère draws to test: {draws}");
}
