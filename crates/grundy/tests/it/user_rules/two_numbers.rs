//! Rules on two or three numbers: boards, pairs of heaps, sheets of paper.

use std::collections::{HashMap, HashSet};

use grundy::{Nimber, Outcome};

use super::*;

// ---------------------------------------------------------------------------
// HDU 2147, kiki's game.

/// HDU 2147's sample: "5 3", "5 4", "6 6" → "What a pity!", "Wonderful!",
/// "Wonderful!". Every board up to 15 × 15 against the literal coin moving
/// left, down or diagonally on the board, and the judge's rule: the first
/// player loses exactly when n and m are both odd.
#[test]
fn hdu2147_kiki() {
    let files = Repo::new();
    let answer = |n: u64, m: u64| match outcome(&files, &format!("rule({KIKI}) {n} {m}")) {
        Outcome::N => "Wonderful!",
        _ => "What a pity!",
    };
    let input = "5 3\n5 4\n6 6\n0 0";
    let mut numbers = tokens(input);
    let mut output = Vec::new();
    while let (Some(n), Some(m)) = (numbers.next(), numbers.next()) {
        if (n, m) == (0, 0) {
            break;
        }
        output.push(answer(n, m));
    }
    assert_eq!(output, ["What a pity!", "Wonderful!", "Wonderful!"]);
    // The catalogue's example rule is this file's `moves`.
    let (_, example) = grundy::rulesets::catalog::find("rule").unwrap().example_file().unwrap();
    assert!(shipped(KIKI).ends_with(example));

    let positions = pairs(1..=15);
    let got = values(&files, &rule_text(KIKI, &positions));
    for (p, &g) in positions.iter().zip(&got) {
        let (n, m) = (p[0], p[1]);
        // The coin at row r, column c of the n × m board, from (1, m).
        let options = |&(r, c): &(u64, u64)| {
            let mut out = Vec::new();
            if c > 1 {
                out.push(vec![(r, c - 1)]);
            }
            if r < n {
                out.push(vec![(r + 1, c)]);
            }
            if r < n && c > 1 {
                out.push(vec![(r + 1, c - 1)]);
            }
            out
        };
        assert_eq!(g, mex_of(&(1, m), &options, &mut HashMap::new()), "kiki {n} {m}");
        assert_eq!(g == 0, n % 2 == 1 && m % 2 == 1, "kiki {n} {m}");
    }
}

// ---------------------------------------------------------------------------
// Luogu P2148, SDOI 2009 E&D.

/// P2148's sample: "4 / 1 2 3 1" → YES, "6 / 1 1 1 1 1 1" → NO. Every pair
/// up to 15 × 15 against the literal rule, and the known formula
/// G(a, b) = ctz(!((a − 1) | (b − 1))).
#[test]
fn luogu_p2148_ed() {
    let files = Repo::new();
    let input = "2\n4\n1 2 3 1\n6\n1 1 1 1 1 1\n";
    let mut numbers = tokens(input);
    let cases = numbers.next().unwrap();
    let mut output = Vec::new();
    for _ in 0..cases {
        let n = numbers.next().unwrap();
        let heaps: Vec<u64> = numbers.by_ref().take(n as usize).collect();
        let text = format!(
            "rule({ED}) {}",
            heaps.iter().map(u64::to_string).collect::<Vec<_>>().join(" ")
        );
        output.push(if outcome(&files, &text) == Outcome::N { "YES" } else { "NO" });
    }
    assert_eq!(output, ["YES", "NO"]);

    let positions = pairs(1..=15);
    let got = values(&files, &rule_text(ED, &positions));
    let options = |&(a, b): &(u64, u64)| {
        let mut out = Vec::new();
        for c in 1..b {
            out.push(vec![(c, b - c)]);
        }
        for c in 1..a {
            out.push(vec![(c, a - c)]);
        }
        out
    };
    let mut memo = HashMap::new();
    for (p, &g) in positions.iter().zip(&got) {
        let (a, b) = (p[0], p[1]);
        assert_eq!(g, mex_of(&(a, b), &options, &mut memo), "E&D {a} {b}");
        assert_eq!(g, u64::from((!((a - 1) | (b - 1))).trailing_zeros()), "E&D {a} {b}");
    }
}

// ---------------------------------------------------------------------------
// HDU 2149, Public Sale.

/// Lele's winning first raises for "M N", as the judge prints them, from
/// grundy's winning moves: a move to `r N` is the raise M − r, and a move to
/// `0 N` stands for every raise from M to N.
fn sale_answer(files: &Repo, m: u64, n: u64) -> String {
    let mut raises = Vec::new();
    for (_, to) in winning(files, &format!("rule({SALE}) {m} {n}")) {
        match to[0][0] {
            0 => raises.extend(m..=n),
            left => raises.push(m - left),
        }
    }
    raises.sort_unstable();
    match raises.is_empty() {
        true => "none".to_string(),
        false => raises.iter().map(u64::to_string).collect::<Vec<_>>().join(" "),
    }
}

/// The literal auction at price `price`: each raise of 1 to N; a price of M
/// or more ends it, a position without moves.
fn sale_value(m: u64, n: u64, price: u64, memo: &mut HashMap<u64, u64>) -> u64 {
    let options = |&p: &u64| -> Vec<Vec<u64>> {
        (1..=n).map(|k| if p + k >= m { vec![] } else { vec![p + k] }).collect()
    };
    mex_of(&price, &options, memo)
}

/// HDU 2149's sample: "4 2" → "1", "3 2" → "none", "3 5" → "3 4 5". Every
/// M ≤ 60 and N ≤ 15 against the literal auction and Bash's formula
/// M mod (N + 1); every M ≤ 25, N ≤ 8: the winning first raises against
/// the literal auction's.
#[test]
fn hdu2149_public_sale() {
    let files = Repo::new();
    let input = "4 2\n3 2\n3 5\n";
    let numbers: Vec<u64> = tokens(input).collect();
    let output: Vec<String> = numbers.chunks(2).map(|c| sale_answer(&files, c[0], c[1])).collect();
    assert_eq!(output, ["1", "none", "3 4 5"]);

    let positions: Vec<Vec<u64>> =
        (1..=60).flat_map(|m| (1..=15).map(move |n| vec![m, n])).collect();
    let got = values(&files, &rule_text(SALE, &positions));
    for (p, &g) in positions.iter().zip(&got) {
        let (m, n) = (p[0], p[1]);
        assert_eq!(g, sale_value(m, n, 0, &mut HashMap::new()), "sale {m} {n}");
        assert_eq!(g, m % (n + 1), "sale {m} {n}");
    }
    for m in 1..=25 {
        for n in 1..=8 {
            let mut memo = HashMap::new();
            let raises: Vec<String> = (1..=n)
                .filter(|&k| k >= m || sale_value(m, n, k, &mut memo) == 0)
                .map(|k| k.to_string())
                .collect();
            let expected = if raises.is_empty() { "none".to_string() } else { raises.join(" ") };
            assert_eq!(sale_answer(&files, m, n), expected, "sale {m} {n}");
        }
    }
}

// ---------------------------------------------------------------------------
// POJ 2311, Cutting Game.

/// Whether the player to move wins the literal cutting game on `pieces`
/// (each (short side, long side)): whoever cuts out a 1 × 1 wins.
fn cutting_literal(pieces: &[(u64, u64)], memo: &mut HashMap<Vec<(u64, u64)>, bool>) -> bool {
    if let Some(&w) = memo.get(pieces) {
        return w;
    }
    let mut win = false;
    'search: for (index, &(a, b)) in pieces.iter().enumerate() {
        let cuts = (1..b).map(|c| [(a, c), (a, b - c)]).chain((1..a).map(|c| [(c, b), (a - c, b)]));
        for parts in cuts {
            if parts.contains(&(1, 1)) {
                win = true;
                break 'search;
            }
            let mut next: Vec<(u64, u64)> = pieces.to_vec();
            next.remove(index);
            next.extend(parts.iter().map(|&(x, y)| (x.min(y), x.max(y))));
            next.sort_unstable();
            if !cutting_literal(&next, memo) {
                win = true;
                break 'search;
            }
        }
    }
    memo.insert(pieces.to_vec(), win);
    win
}

/// POJ 2311's sample: "2 2", "3 2", "4 2" → LOSE, LOSE, WIN. Every sheet
/// up to 15 × 15 against the reduced game by memoised mex and the
/// catalogue's `cutting`; every sheet up to 5 × 5 against the literal game,
/// where the first 1 × 1 cut out wins.
#[test]
fn poj2311_cutting() {
    let files = Repo::new();
    let input = "2 2\n3 2\n4 2\n";
    let numbers: Vec<u64> = tokens(input).collect();
    let output: Vec<&str> = numbers
        .chunks(2)
        .map(|c| match outcome(&files, &format!("rule({CUTTING}) {} {}", c[0], c[1])) {
            Outcome::N => "WIN",
            _ => "LOSE",
        })
        .collect();
    assert_eq!(output, ["LOSE", "LOSE", "WIN"]);

    let positions = pairs(2..=15);
    let got = values(&files, &rule_text(CUTTING, &positions));
    let sheets: Vec<String> = positions.iter().map(|p| format!("{}x{}", p[0], p[1])).collect();
    let catalogue = values(&files, &format!("cutting {}", sheets.join(" ")));
    assert_eq!(got, catalogue);
    let options = |&(w, h): &(u64, u64)| {
        let mut out = Vec::new();
        for a in 2..=w.saturating_sub(2) {
            out.push(vec![(a, h), (w - a, h)]);
        }
        for b in 2..=h.saturating_sub(2) {
            out.push(vec![(w, b), (w, h - b)]);
        }
        out
    };
    let mut memo = HashMap::new();
    let mut literal = HashMap::new();
    for (p, &g) in positions.iter().zip(&got) {
        let (w, h) = (p[0], p[1]);
        assert_eq!(g, mex_of(&(w, h), &options, &mut memo), "sheet {w} {h}");
        if w <= 5 && h <= 5 {
            let wins = cutting_literal(&[(w.min(h), w.max(h))], &mut literal);
            assert_eq!(g != 0, wins, "sheet {w} {h}");
        }
    }
}

// ---------------------------------------------------------------------------
// POJ 1067 / HDU 1527, Wythoff's game (a queen toward the corner).

/// POJ 1067's sample: "2 1", "8 4", "4 7" → 0, 1, 0. Every pair up to
/// 20 × 20 against the literal queen's moves by memoised mex and the
/// catalogue's `wythoff`; the P-positions are exactly Wythoff's pairs
/// (⌊kφ⌋, ⌊kφ⌋ + k) and their mirror images.
#[test]
fn poj1067_wythoff() {
    let files = Repo::new();
    let input = "2 1\n8 4\n4 7\n";
    let numbers: Vec<u64> = tokens(input).collect();
    let output: Vec<u8> = numbers
        .chunks(2)
        .map(|c| {
            u8::from(outcome(&files, &format!("rule({WYTHOFF}) {} {}", c[0], c[1])) == Outcome::N)
        })
        .collect();
    assert_eq!(output, [0, 1, 0]);

    let positions = pairs(0..=20);
    let got = values(&files, &rule_text(WYTHOFF, &positions));
    let options = |&(a, b): &(u64, u64)| {
        let mut out: Vec<Vec<(u64, u64)>> = (0..a).map(|x| vec![(x, b)]).collect();
        out.extend((0..b).map(|y| vec![(a, y)]));
        out.extend((1..=a.min(b)).map(|d| vec![(a - d, b - d)]));
        out
    };
    // ⌊kφ⌋ = ⌊(k + √(5k²)) / 2⌋, in integers.
    let beatty = |k: u64| (k + (5 * k * k).isqrt()) / 2;
    let p_positions: HashSet<(u64, u64)> =
        (0..=20).flat_map(|k| [(beatty(k), beatty(k) + k), (beatty(k) + k, beatty(k))]).collect();
    let mut memo = HashMap::new();
    for (p, &g) in positions.iter().zip(&got) {
        let (a, b) = (p[0], p[1]);
        assert_eq!(g, mex_of(&(a, b), &options, &mut memo), "queen {a} {b}");
        assert_eq!(g == 0, p_positions.contains(&(a, b)), "queen {a} {b}");
        assert_eq!(values(&files, &format!("wythoff {a} {b}")), [g], "queen {a} {b}");
    }
}

// ---------------------------------------------------------------------------
// HDU 5754, Life Winner Bo.

/// The literal game: the piece `kind` at (x, y) of an n × m board, moving
/// right and/or down; whoever moves it to (n, m) wins; stuck elsewhere is a
/// draw. The outcome for the player to move.
fn bo_literal(
    kind: u64,
    n: u64,
    m: u64,
    x: u64,
    y: u64,
    memo: &mut HashMap<(u64, u64), Outcome>,
) -> Outcome {
    if let Some(&o) = memo.get(&(x, y)) {
        return o;
    }
    let mut to: Vec<(u64, u64)> = Vec::new();
    match kind {
        1 => to.extend([(x + 1, y), (x, y + 1), (x + 1, y + 1)]),
        3 => to.extend([(x + 1, y + 2), (x + 2, y + 1)]),
        _ => {
            to.extend((1..=n).map(|d| (x + d, y)));
            to.extend((1..=m).map(|d| (x, y + d)));
            if kind == 4 {
                to.extend((1..=n.min(m)).map(|d| (x + d, y + d)));
            }
        }
    }
    to.retain(|&(a, b)| a <= n && b <= m);
    let result = if (x, y) == (n, m) {
        Outcome::P
    } else if to.is_empty() {
        Outcome::D
    } else {
        let after: Vec<Outcome> =
            to.iter().map(|&(a, b)| bo_literal(kind, n, m, a, b, memo)).collect();
        if after.contains(&Outcome::P) {
            Outcome::N
        } else if after.iter().all(|&o| o == Outcome::N) {
            Outcome::P
        } else {
            Outcome::D
        }
    };
    memo.insert((x, y), result);
    result
}

/// The accepted solutions' formulas for 2 ≤ N, M: "B", "G" or "D".
fn bo_formula(kind: u64, n: u64, m: u64) -> &'static str {
    let bo_wins = match kind {
        1 => !(n % 2 == 1 && m % 2 == 1),
        2 => n != m,
        3 => {
            if (n.is_multiple_of(3) && m + 1 == n) || (m.is_multiple_of(3) && n + 1 == m) {
                true
            } else if n == m && n % 3 == 1 {
                false
            } else {
                return "D";
            }
        }
        _ => {
            let beatty = |k: u64| (k + (5 * k * k).isqrt()) / 2;
            let (a, b) = ((n - 1).min(m - 1), (n - 1).max(m - 1));
            beatty(b - a) != a
        }
    };
    if bo_wins {
        "B"
    } else {
        "G"
    }
}

/// HDU 5754's sample: king, rook, knight, queen on 5 × 5 → G, G, D, B.
/// Every piece on every board up to 12 × 12: the outcome against the
/// literal game (a knight stuck short of the corner is a draw: the rule's
/// pass for ever, valued ∞) and the accepted solutions' formulas; the
/// values of king, rook and queen against memoised mex of their moves.
#[test]
fn hdu5754_life_winner_bo() {
    let files = Repo::new();
    let input = "4\n1 5 5\n2 5 5\n3 5 5\n4 5 5\n";
    let mut numbers = tokens(input);
    let cases = numbers.next().unwrap();
    let mut output = Vec::new();
    for _ in 0..cases {
        let (kind, n, m) =
            (numbers.next().unwrap(), numbers.next().unwrap(), numbers.next().unwrap());
        output.push(match outcome(&files, &format!("rule({BO}) {kind} {n} {m}")) {
            Outcome::N => "B",
            Outcome::P => "G",
            Outcome::D => "D",
        });
    }
    assert_eq!(output, ["G", "G", "D", "B"]);

    let positions: Vec<Vec<u64>> = (1..=4)
        .flat_map(|kind| pairs(1..=12).into_iter().map(move |p| vec![kind, p[0], p[1]]))
        .collect();
    let got = gammas(&files, &rule_text(BO, &positions));
    let mut draws = 0;
    for (p, g) in positions.iter().zip(&got) {
        let (kind, n, m) = (p[0], p[1], p[2]);
        let literal = bo_literal(kind, n, m, 1, 1, &mut HashMap::new());
        assert_eq!(g.outcome(), literal, "{kind} {n} {m}: {g:?}");
        draws += usize::from(literal == Outcome::D);
        if n >= 2 && m >= 2 {
            let letter = match literal {
                Outcome::N => "B",
                Outcome::P => "G",
                Outcome::D => "D",
            };
            assert_eq!(letter, bo_formula(kind, n, m), "{kind} {n} {m}");
        }
        if kind != 3 {
            let options = |&(a, b): &(u64, u64)| {
                let mut out = Vec::new();
                match kind {
                    1 => {
                        out.extend((a > 1).then(|| vec![(a - 1, b)]));
                        out.extend((b > 1).then(|| vec![(a, b - 1)]));
                        out.extend((a > 1 && b > 1).then(|| vec![(a - 1, b - 1)]));
                    }
                    _ => {
                        out.extend((1..a).map(|x| vec![(x, b)]));
                        out.extend((1..b).map(|y| vec![(a, y)]));
                        if kind == 4 {
                            out.extend((1..a.min(b)).map(|d| vec![(a - d, b - d)]));
                        }
                    }
                }
                out
            };
            let value = mex_of(&(n, m), &options, &mut HashMap::new());
            assert_eq!(
                g.finite().and_then(|v| v.to_nimber()),
                Some(Nimber(value)),
                "{kind} {n} {m}"
            );
        }
    }
    assert!(draws > 50, "the knight's draws are tested: {draws}");
}
