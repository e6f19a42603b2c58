//! Counter games whose moves can go round in circles: `windup(N; S…)`, a
//! subtraction game played modulo N, and `addtake(C; T…; A…)`, a
//! subtraction game whose moves may also add counters up to a cap.
//!
//! Each has finitely many positions (0..N−1, or 0..=C), so one component
//! is a token on a finite game graph: the graph is built once, when the
//! part is solved (its size checked first), and valued by
//! [`Digraph::new`] — a nimber or ∞(K) for each position (see
//! [`crate::loopy`]). Sums, outcomes, winning and draw-keeping moves are
//! then the generic ones of a token on a graph
//! ([`super::graph::SolvedTokens`]).
//!
//! WindUp, the modular subtraction game, was proposed by Alfie Davies at
//! Games-at-Dal 2023. In both games a move can be undone by others (2 − 3
//! + 1 = 0 with takes 3 and adds 2, 1), so positions may be draws.

use std::borrow::Cow;
use std::fmt;
use std::sync::{Arc, Mutex, OnceLock, Weak};

use crate::core::error::{Error, Result};
use crate::core::limits::{Limits, Work};
use crate::core::message::Message;
use crate::core::reason::Neighbours;
use crate::core::sort;
use crate::language::syntax::{Token, Written};
use crate::msg;
use crate::parts::part::{Drawing, Part, Solved};
use crate::theory::loopy::Digraph;

/// Bytes one position costs while its graph is built and labelled: its
/// offset, value, count, flags and predecessor offset (22 bytes), and 8
/// bytes per move (the edge and its reverse).
const POSITION_BYTES: u64 = 22;
const MOVE_BYTES: u64 = 8;

/// A counter game with finitely many positions, whose moves may cycle.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Cyclic {
    /// A token on 0..N−1 moves from k ≠ 0 to (k − s) mod N for s in the
    /// set; 0 is terminal.
    WindUp {
        /// N, at least 1.
        modulus: u64,
        /// The set S, each at least 1, sorted, each once.
        steps: Vec<u64>,
    },
    /// A heap of at most C counters: take t (t ≤ the heap) or add a (the
    /// heap + a ≤ C) for t in T and a in A; an empty heap is finished
    /// (whoever empties it has won).
    AddTake {
        /// C.
        cap: u64,
        /// T, each at least 1, sorted, each once.
        takes: Vec<u64>,
        /// A, each at least 1, sorted, each once.
        adds: Vec<u64>,
    },
}

/// `windup(7; 2,3)`, `addtake(10; 1,3; 2)`: parses back to the same rules.
impl fmt::Display for Cyclic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let list = |set: &[u64]| set.iter().map(u64::to_string).collect::<Vec<_>>().join(",");
        match self {
            Cyclic::WindUp { modulus, steps } => write!(f, "windup({modulus}; {})", list(steps)),
            Cyclic::AddTake { cap, takes, adds } => {
                write!(f, "addtake({cap}; {}; {})", list(takes), list(adds))
            }
        }
    }
}

/// The numbers of one group of parameters, sorted, each once; each must be
/// at least 1. `what` names them in messages.
fn positive_set(group: &[Token<'_>], what: Message) -> Result<Vec<u64>> {
    let mut set = Vec::with_capacity(group.len());
    for token in group {
        let value = token.number(what.clone())?;
        if value == 0 {
            return Err(token.error(msg!(
                "cyclic-zero-move",
                "0 would be a move that changes nothing; each {what} is at least 1",
                what = &what
            )));
        }
        set.push(value);
    }
    sort::sort(&mut set);
    set.dedup();
    Ok(set)
}

/// `usage`, then "(found 1 group)", "(found 3 groups)".
fn groups_found(usage: Message, groups: &[Vec<Token<'_>>]) -> Message {
    match groups.len() {
        1 => msg!("cyclic-found-group", "{usage} (found 1 group)", usage = usage),
        n => msg!("cyclic-found-groups", "{usage} (found {n} groups)", usage = usage, n = n),
    }
}

impl Cyclic {
    /// Reads `windup(N; S1,S2,…)`.
    pub(crate) fn windup(written: &Written) -> Result<Cyclic> {
        let usage = || {
            msg!(
                "cyclic-windup-usage",
                "windup needs the number of positions, then its moves after `;`: write `windup(7; 2,3) 5`"
            )
        };
        let groups = written.param_groups().ok_or_else(|| written.error(usage()))?;
        let [modulus, steps] = groups.as_slice() else {
            return Err(written.error(groups_found(usage(), &groups)));
        };
        let [modulus] = modulus.as_slice() else { return Err(written.error(usage())) };
        let n = modulus.number(msg!("cyclic-what-positions", "number of positions"))?;
        if n == 0 {
            return Err(modulus.error(msg!(
                "cyclic-windup-empty",
                "a wind-up game needs at least one position (N ≥ 1)"
            )));
        }
        if steps.is_empty() {
            return Err(written.error(usage()));
        }
        // A step of a whole turn of the dial, like a step of 0, leaves the
        // token where it is.
        for token in steps {
            let step = token.number(msg!("cyclic-what-step", "step"))?;
            if step != 0 && step % n == 0 {
                return Err(token.error(msg!(
                    "cyclic-whole-turn",
                    "a step of {step} turns the dial of {n} positions round to where it was: a move that changes nothing",
                    step = step,
                    n = n
                )));
            }
        }
        let steps = positive_set(steps, msg!("cyclic-what-step", "step"))?;
        Ok(Cyclic::WindUp { modulus: n, steps })
    }

    /// Reads `addtake(C; T1,T2,…; A1,A2,…)`.
    pub(crate) fn addtake(written: &Written) -> Result<Cyclic> {
        let usage = || {
            msg!(
                "cyclic-addtake-usage",
                "addtake needs the cap, the takes and the adds, separated by `;`: write `addtake(10; 1,3; 2) 7`"
            )
        };
        let groups = written.param_groups().ok_or_else(|| written.error(usage()))?;
        let [cap, takes, adds] = groups.as_slice() else {
            return Err(written.error(groups_found(usage(), &groups)));
        };
        let [cap] = cap.as_slice() else { return Err(written.error(usage())) };
        let cap = cap.number(msg!("cyclic-what-cap", "cap"))?;
        if takes.is_empty() || adds.is_empty() {
            return Err(written.error(usage()));
        }
        let takes = positive_set(takes, msg!("cyclic-what-take", "number to take"))?;
        let adds = positive_set(adds, msg!("cyclic-what-add", "number to add"))?;
        Ok(Cyclic::AddTake { cap, takes, adds })
    }

    /// The number of positions: N, or C + 1.
    pub fn positions(&self) -> u128 {
        match self {
            Cyclic::WindUp { modulus, .. } => u128::from(*modulus),
            Cyclic::AddTake { cap, .. } => u128::from(*cap) + 1,
        }
    }

    /// The most moves of one position.
    fn degree(&self) -> u64 {
        match self {
            Cyclic::WindUp { steps, .. } => steps.len() as u64,
            Cyclic::AddTake { takes, adds, .. } => (takes.len() + adds.len()) as u64,
        }
    }

    /// Pushes the positions one move from `n` on `out` (twice when two
    /// steps of a wind-up game are equal modulo N). O(moves).
    ///
    /// # Panics
    ///
    /// If the rules have 2³² positions or more (positions are numbered by
    /// `u32`; [`Cyclic::graph`] refuses such rules before asking).
    pub fn successors(&self, n: u64, out: &mut Vec<u32>) {
        let number = |m: u64| u32::try_from(m).expect("fewer than 2^32 positions");
        match self {
            _ if n == 0 => {}
            Cyclic::WindUp { modulus, steps } => {
                out.extend(steps.iter().map(|&s| number((n + modulus - s % modulus) % modulus)));
            }
            Cyclic::AddTake { cap, takes, adds } => {
                out.extend(takes.iter().take_while(|&&t| t <= n).map(|&t| number(n - t)));
                out.extend(adds.iter().take_while(|&&a| a <= cap - n).map(|&a| number(n + a)));
            }
        }
    }

    /// The number of positions, refused past [`Limits::max_table`], past
    /// [`Limits::max_memory`] for the graph's bytes, or past 32-bit indices.
    fn sized(&self, limits: &Limits) -> Result<u32> {
        let count = self.positions();
        let bytes = POSITION_BYTES + MOVE_BYTES * self.degree();
        limits.check_values(|| self.what(), count, bytes)?;
        u32::try_from(count).ok().filter(|&c| c < u32::MAX).ok_or_else(|| Error::LimitExceeded {
            what: self.what(),
            needed: msg!("cyclic-positions", "{count} positions", count = count),
            limit: msg!(
                "cyclic-positions-32-bit",
                "{count} positions (32-bit indices)",
                count = u32::MAX - 1
            ),
            hint: None,
        })
    }

    /// What the graph of these rules is, in a limit's message.
    fn what(&self) -> Message {
        msg!(
            "limit-what-game-graph",
            "the game graph of {rules} (a value per position)",
            rules = self.to_string()
        )
    }

    /// The graph of every position and its moves, valued: refused up
    /// front when its positions pass [`Limits::max_table`] or its bytes
    /// [`Limits::max_memory`]; its labelling spends from
    /// [`Limits::max_work`]. Time O((max γ + 2)(V + E)), V positions and
    /// E ≤ V·|moves| edges.
    pub fn graph(&self, limits: &Limits) -> Result<Digraph> {
        let count = self.sized(limits)?;
        let mut work = Work::new(limits.max_work).until(limits.deadline);
        Digraph::from_successors(count, |v, out| self.successors(u64::from(v), out), &mut work)
            .map_err(|error| match error {
                Error::LimitExceeded { needed, limit, hint, .. } => {
                    Error::LimitExceeded { what: self.what(), needed, limit, hint }
                }
                other => other,
            })
    }
}

/// The most bytes of valued graphs kept alive for reuse ([`Recent`]).
const RECENT_BYTES: usize = 64 << 20;

/// The valued graphs of the games solved lately. Play parses the game again
/// after every move, and its remoteness search parses every component it
/// meets, each time a new [`CyclicPart`] of the same rules: without this,
/// each would build and label the whole graph again (a game of 10⁶
/// positions took 42 s to start, instead of 0.4 s). The graphs still in use
/// by some part are found through weak references, whatever their size;
/// the most recent ones, up to [`RECENT_BYTES`] in all, are also kept
/// alive. A memo of a pure function: what it returns is what building the
/// graph would.
struct Recent {
    /// Kept alive, the most recent last.
    kept: Vec<(Cyclic, Arc<Digraph>)>,
    /// Every graph built, while some part holds it.
    held: Vec<(Cyclic, Weak<Digraph>)>,
}

static RECENT: Mutex<Recent> = Mutex::new(Recent { kept: Vec::new(), held: Vec::new() });

/// The valued graph of `rules`: found among the [`Recent`] ones, or built
/// (see [`Cyclic::graph`]) and remembered. Its size is checked against
/// `limits` either way, so that a limit refuses the same games whatever
/// was solved before.
fn recent_graph(rules: &Cyclic, limits: &Limits) -> Result<Arc<Digraph>> {
    rules.sized(limits)?;
    let lock = || RECENT.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    {
        let mut recent = lock();
        if let Some(at) = recent.kept.iter().position(|(kept, _)| kept == rules) {
            let entry = recent.kept.remove(at);
            let graph = entry.1.clone();
            recent.kept.push(entry);
            return Ok(graph);
        }
        recent.held.retain(|(_, graph)| graph.strong_count() > 0);
        let held = recent.held.iter().find(|(held, _)| held == rules);
        if let Some(graph) = held.and_then(|(_, graph)| graph.upgrade()) {
            return Ok(graph);
        }
    }
    let graph = Arc::new(rules.graph(limits)?);
    let mut recent = lock();
    recent.held.push((rules.clone(), Arc::downgrade(&graph)));
    if graph.bytes() <= RECENT_BYTES {
        let mut total = graph.bytes() + recent.kept.iter().map(|(_, g)| g.bytes()).sum::<usize>();
        while total > RECENT_BYTES {
            total -= recent.kept.remove(0).1.bytes();
        }
        recent.kept.push((rules.clone(), graph.clone()));
    }
    Ok(graph)
}

/// Tokens on the positions of one [`Cyclic`] game, each token one
/// component.
#[derive(Debug, Clone)]
pub struct CyclicPart {
    rules: Cyclic,
    tokens: Vec<u32>,
    /// The valued graph, found when the part is first solved.
    graph: OnceLock<Arc<Digraph>>,
}

impl CyclicPart {
    /// Reads the operands of `written` as positions of `rules`.
    pub(crate) fn build(rules: Cyclic, written: &Written) -> Result<Arc<dyn Part>> {
        let last = rules.positions() - 1;
        let mut tokens = Vec::new();
        for operand in written.operands() {
            let n = operand.number(msg!("cyclic-what-position", "position"))?;
            if u128::from(n) > last {
                let what = match rules {
                    Cyclic::WindUp { .. } => msg!("cyclic-the-positions", "the positions"),
                    Cyclic::AddTake { .. } => msg!("cyclic-the-heaps", "the heaps"),
                };
                return Err(operand.error(msg!(
                    "cyclic-past-end",
                    "{n} is past the end of {rules}: {what} are 0 to {last}",
                    n = n,
                    rules = rules.to_string(),
                    what = what,
                    last = last
                )));
            }
            // A game graph numbers its vertices in 32 bits.
            let Some(n) = u32::try_from(n).ok().filter(|&n| n < u32::MAX - 1) else {
                return Err(operand.error(msg!(
                    "cyclic-past-32-bits",
                    "position {n} is past {last}, the last a game graph holds here (32-bit indices)",
                    n = n,
                    last = u32::MAX - 2
                )));
            };
            tokens.push(n);
        }
        if tokens.is_empty() {
            return Err(written.missing(msg!(
                "cyclic-no-position",
                "expected at least one position after `{name}`: write `{rules} {example}`",
                name = written.ruleset.text,
                rules = rules.to_string(),
                example = last.min(5)
            )));
        }
        Ok(Arc::new(CyclicPart { rules, tokens, graph: OnceLock::new() }))
    }
}

impl Part for CyclicPart {
    fn ruleset(&self) -> String {
        self.rules.to_string()
    }

    fn len(&self) -> usize {
        self.tokens.len()
    }

    fn component(&self, index: usize) -> String {
        format!("{} {}", self.rules, self.tokens[index])
    }

    fn write(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.rules)?;
        for &token in &self.tokens {
            write!(f, " {token}")?;
        }
        Ok(())
    }

    /// Builds and values the graph of every position (see
    /// [`Cyclic::graph`]), once.
    fn solve(&self, limits: &Limits, _values_needed: bool) -> Result<Box<dyn Solved + '_>> {
        if self.graph.get().is_none() {
            let _ = self.graph.set(recent_graph(&self.rules, limits)?);
        }
        let graph = self.graph.get().expect("the graph was just built");
        Ok(Box::new(super::graph::SolvedTokens {
            graph,
            tokens: &self.tokens,
            ruleset: self.rules.to_string(),
            name: |v: u32| Cow::Owned(v.to_string()),
            moves: Neighbours::Options,
        }))
    }

    fn last_position(&self) -> Option<u64> {
        Some(match self.rules {
            // A modulus is at least 1 (`Cyclic::windup`).
            Cyclic::WindUp { modulus, .. } => modulus - 1,
            Cyclic::AddTake { cap, .. } => cap,
        })
    }

    fn drawing(&self, index: usize) -> Drawing {
        let at = u64::from(self.tokens[index]);
        match self.rules {
            Cyclic::WindUp { modulus, .. } => Drawing::Dial { at, size: modulus },
            Cyclic::AddTake { .. } => Drawing::Heap(at.into()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Parts of the same rules share one graph: kept while small, found
    /// while held when large, and refused by a smaller limit either way.
    #[test]
    fn parts_of_the_same_rules_share_one_graph() {
        let small = Cyclic::WindUp { modulus: 1009, steps: vec![2, 3] };
        let limits = Limits::default();
        let first = recent_graph(&small, &limits).unwrap();
        assert!(Arc::ptr_eq(&first, &recent_graph(&small.clone(), &limits).unwrap()));
        let tight = Limits { max_table: 1000, ..limits };
        assert!(matches!(recent_graph(&small, &tight), Err(Error::LimitExceeded { .. })));
        // 72 MB: past what is kept alive, yet found while a part holds it.
        let large = Cyclic::WindUp { modulus: 6_000_000, steps: vec![1] };
        let held = recent_graph(&large, &limits).unwrap();
        assert!(held.bytes() > RECENT_BYTES);
        assert!(Arc::ptr_eq(&held, &recent_graph(&large, &limits).unwrap()));
        drop(held);
        let lock = RECENT.lock().unwrap();
        assert!(lock.kept.iter().all(|(rules, _)| *rules != large));
    }
}
