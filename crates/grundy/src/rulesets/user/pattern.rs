//! 打表找规律, done by the tool: the value grid of a rule on two numbers,
//! and candidate closed forms tried against every cell of it.
//!
//! Each candidate is tested on the whole grid and reported with what it
//! found: held on every cell, or the first cell where it fails. A form that
//! holds on the grid is *seen*, not proved: a rule is a script, and nothing
//! is known of it past the cells computed.
//!
//! Candidates, for a grid of x, y in from..=upto:
//! - **a sum**: G(x, y) = G(x, f) ⊕ G(f, y) ⊕ G(f, f), f = from — the game
//!   is the sum of a game on x and a game on y (Sprague–Grundy);
//! - **Nim**: G(x, y) = x ⊕ y;
//! - **residues**: who wins (and then the value) depends only on x mod m
//!   and y mod m, for the least m from 2 to 8 that does;
//! - **Wythoff**: the P-positions are the pairs (⌊kφ⌋, ⌊kφ²⌋) and their
//!   mirror images, shifted by from (Beatty's theorem), computed exactly
//!   as the greedy mex construction;
//! - **bits**: G(x, y) = ctz(!((x − f) | (y − f))), E&D's form.

use std::collections::HashSet;

use crate::core::convert::index;
use crate::core::nimber::BigNimber;
use crate::core::outcome::{Gamma, Outcome};

/// A grid of values: `values[(x - from) * side + (y - from)]`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Grid {
    /// The least number of each coordinate.
    pub from: u64,
    /// The largest.
    pub upto: u64,
    /// Row by row, x first.
    pub values: Vec<Gamma>,
}

/// One candidate form and what checking it found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Candidate {
    /// Its name: `sum`, `nim`, `residues`, `wythoff`, `bits`.
    pub name: &'static str,
    /// The form, in the rules' language where it has one (`x ^ y`,
    /// `(x % 2, y % 2) in {(1, 1)}` …).
    pub form: String,
    /// `None` when it holds on every cell; otherwise the first cell where
    /// it fails, in the grid's order.
    pub fails_at: Option<(u64, u64)>,
}

impl Grid {
    fn side(&self) -> u64 {
        self.upto - self.from + 1
    }

    /// The value of (x, y).
    pub fn at(&self, x: u64, y: u64) -> &Gamma {
        let side = self.side();
        &self.values[index((x - self.from) * side + (y - self.from))]
    }

    fn finite(&self, x: u64, y: u64) -> Option<u64> {
        self.at(x, y).finite().and_then(BigNimber::to_nimber).map(|n| n.0)
    }

    fn cells(&self) -> impl Iterator<Item = (u64, u64)> + '_ {
        (self.from..=self.upto).flat_map(move |x| (self.from..=self.upto).map(move |y| (x, y)))
    }

    /// The first cell where `holds` is false.
    fn first_failure(&self, mut holds: impl FnMut(u64, u64) -> bool) -> Option<(u64, u64)> {
        self.cells().find(|&(x, y)| !holds(x, y))
    }

    /// The P-positions, in the grid's order.
    pub fn p_positions(&self) -> Vec<(u64, u64)> {
        self.cells().filter(|&(x, y)| self.at(x, y).outcome() == Outcome::P).collect()
    }

    /// Every candidate, tried on every cell.
    pub fn candidates(&self, names: &[String]) -> Vec<Candidate> {
        let (x, y) = (&names[0], &names[1]);
        let f = self.from;
        // x, or x - f for a grid that does not start at 0.
        let shifted = |name: &str| match f {
            0 => name.to_string(),
            _ => format!("{name} - {f}"),
        };
        let mut found = Vec::new();
        found.push(Candidate {
            name: "sum",
            form: format!("G({x}, {y}) = G({x}, {f}) ^ G({f}, {y}) ^ G({f}, {f})"),
            fails_at: self.first_failure(|a, b| {
                match (self.finite(a, f), self.finite(f, b), self.finite(f, f), self.finite(a, b)) {
                    (Some(p), Some(q), Some(r), Some(g)) => p ^ q ^ r == g,
                    _ => false,
                }
            }),
        });
        found.push(Candidate {
            name: "nim",
            form: format!("{x} ^ {y}"),
            fails_at: self.first_failure(|a, b| self.finite(a, b) == Some(a ^ b)),
        });
        if let Some(residues) = self.residues(x, y) {
            found.push(residues);
        }
        found.push(Candidate {
            name: "wythoff",
            form: format!(
                "P-positions: ({x}, {y}) - {f} a Wythoff pair (⌊kφ⌋, ⌊kφ²⌋) or its mirror"
            ),
            fails_at: {
                let pairs = wythoff_pairs(self.side());
                self.first_failure(|a, b| {
                    let p = self.at(a, b).outcome() == Outcome::P;
                    p == pairs.contains(&(a - f, b - f))
                })
            },
        });
        found.push(Candidate {
            name: "bits",
            form: format!("ctz(!(({}) | ({})))", shifted(x), shifted(y)),
            fails_at: self.first_failure(|a, b| {
                self.finite(a, b) == Some(u64::from((!((a - f) | (b - f))).trailing_zeros()))
            }),
        });
        found
    }

    /// The least m in 2..=8 such that the outcome (and, when that holds,
    /// the value) depends only on (x mod m, y mod m), as a candidate
    /// listing the residues of the P-positions; `None` when no m does.
    fn residues(&self, x: &str, y: &str) -> Option<Candidate> {
        if self.side() < 4 {
            return None;
        }
        for m in 2..=8u64.min(self.side() / 2) {
            let mut seen: Vec<Option<&Gamma>> = vec![None; index(m * m)];
            let mut outcome_only = false;
            let mut ok = true;
            for (a, b) in self.cells() {
                let slot = &mut seen[index((a % m) * m + b % m)];
                let value = self.at(a, b);
                match slot {
                    None => *slot = Some(value),
                    Some(first) if *first == value => {}
                    Some(first) if first.outcome() == value.outcome() => outcome_only = true,
                    Some(_) => {
                        ok = false;
                        break;
                    }
                }
            }
            if !ok {
                continue;
            }
            let mut p: Vec<String> = Vec::new();
            for (i, value) in seen.iter().enumerate() {
                if value.is_some_and(|v| v.outcome() == Outcome::P) {
                    p.push(format!("({}, {})", i as u64 / m, i as u64 % m));
                }
            }
            let what = if outcome_only { "who wins" } else { "the value" };
            return Some(Candidate {
                name: "residues",
                form: format!(
                    "{what} depends only on ({x} % {m}, {y} % {m}); P-positions where it is one of {{{}}}",
                    p.join(", ")
                ),
                fails_at: None,
            });
        }
        None
    }
}

/// The Wythoff pairs (a, b) and (b, a) with both below `side`, by the
/// greedy construction (a_k the least number not yet used, b_k = a_k + k),
/// which gives Beatty's pairs exactly, with no floating point.
fn wythoff_pairs(side: u64) -> HashSet<(u64, u64)> {
    let mut used = vec![false; index(side) * 2 + 2];
    let mut pairs = HashSet::new();
    let mut a = 0u64;
    for k in 0.. {
        while used.get(index(a)).copied().unwrap_or(false) {
            a += 1;
        }
        let b = a + k;
        if a >= side {
            break;
        }
        used[index(a)] = true;
        if let Some(slot) = used.get_mut(index(b)) {
            *slot = true;
        }
        if b < side {
            pairs.insert((a, b));
            pairs.insert((b, a));
        }
    }
    pairs
}
