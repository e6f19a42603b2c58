//! Games with cycles: Smith's generalized Sprague–Grundy function.
//!
//! When play can go on for ever, a position may be a **draw** (D): neither
//! player can force a win, and either can keep the game going. C. A. B.
//! Smith ("Graphs and composite games", JCT 1 (1966)) gave every position
//! u of a finite game graph a value γ(u) that is a finite nimber or
//! ∞(K), where K is the set of the finite values among u's options, and
//! A. S. Fraenkel and Y. Yesha ("Theory of annihilation games — I", JCT B
//! 33 (1982); Fraenkel, "Complexity, appeal and challenges of
//! combinatorial games", TCS 313 (2004), §4) computed it by labelling.
//! γ is defined by:
//!
//! 1. if γ(u) = n is finite, no option of u has value n, every m < n is
//!    the value of some option (n is the mex of the options' finite
//!    values), and every option v whose value is larger than n, or
//!    infinite, has an option of value n (a move away from n *reverses*
//!    back to n);
//! 2. γ(u) = ∞ otherwise, the labelling below being the least such.
//!
//! # Outcomes and sums
//!
//! A position of finite value is P exactly when the value is 0, as in
//! normal play; a position ∞(K) is N when 0 ∈ K (it can move to a
//! P-position) and a **draw** otherwise. For a sum, with a the XOR of its
//! finite components' values (Smith, 1966):
//!
//! - no infinite component: γ = a;
//! - one infinite component ∞(K): γ = ∞(K ⊕ a), where K ⊕ a = {k ⊕ a};
//! - two or more: γ = ∞(∅), a draw: each player keeps one of the
//!   infinite components going for ever.
//!
//! So a sum with one infinite component ∞(K) is won exactly when a ∈ K,
//! by moving that component to an option of finite value a; and
//! [`Infinite`] carries K. The tests hold all of this to a plain
//! retrograde win/lose/draw analysis of the sum's whole graph.

use std::fmt;

use crate::core::convert::small;
use crate::core::error::{Error, Result};
use crate::core::limits::Work;
use crate::core::message::Message;
use crate::core::nimber::BigNimber;
use crate::core::outcome::Gamma;
use crate::core::outcome::Infinite;
use crate::msg;

/// Marks γ = ∞ (and a vertex not labelled yet while labelling).
const INFINITE: u32 = u32::MAX;

/// Marks a vertex not reached yet by the depth-first pass.
const UNSEEN: u32 = u32::MAX;

/// A finite game graph in compressed rows, with γ of every vertex: the
/// positions of one component (a game graph read from a file, the board of
/// a wind-up game) and their moves.
///
/// ```
/// use grundy::loopy::Digraph;
/// use grundy::Work;
/// // 0 → 1 → 2 ↔ 3, and 4 → 5 (a sink), 4 → 2.
/// let moves: [&[u32]; 6] = [&[1], &[2], &[3], &[2], &[5, 2], &[]];
/// let graph = Digraph::from_successors(6, |v, out| out.extend(moves[v as usize]),
///     &mut Work::unlimited()).unwrap();
/// // 2 and 3 draw, and so do 0 and 1, which can only move towards them.
/// assert!((0..4).all(|v| graph.value(v).is_none()));
/// assert_eq!(graph.gamma(1).to_string(), "∞(∅)");
/// // 4 can move to the P-position 5 or into the draw: γ(4) = ∞(0), a win.
/// assert_eq!(graph.gamma(4).to_string(), "∞(0)");
/// assert_eq!(graph.value(5), Some(0));
/// ```
#[derive(Clone)]
pub struct Digraph {
    /// Successors of v: `targets[offsets[v]..offsets[v + 1]]`.
    offsets: Vec<u32>,
    targets: Vec<u32>,
    /// γ(v) for every vertex, [`INFINITE`] for ∞.
    values: Vec<u32>,
}

impl fmt::Debug for Digraph {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Digraph")
            .field("vertices", &self.len())
            .field("edges", &self.targets.len())
            .finish()
    }
}

impl Digraph {
    /// The graph whose vertex v has the successors `targets[offsets[v]..
    /// offsets[v + 1]]` (`offsets` starts at 0, ends at `targets.len()`
    /// and never decreases; every target is a vertex), with γ of every
    /// vertex: on a graph without cycles by one depth-first pass
    /// (`acyclic_values`, γ the Grundy value), and when it meets a cycle by
    /// Fraenkel and Yesha's labelling (`generalized_values`).
    ///
    /// Time O(V + E) without cycles, O((max γ + 2)(V + E)) with them, spent
    /// from `work` a level at a time; memory O(V + E).
    pub fn new(offsets: Vec<u32>, targets: Vec<u32>, work: &mut Work) -> Result<Digraph> {
        debug_assert_eq!(offsets.first(), Some(&0));
        debug_assert_eq!(offsets.last().map(|&o| o as usize), Some(targets.len()));
        let mut graph = Digraph { offsets, targets, values: Vec::new() };
        let count = graph.len();
        // Vertices and edges are numbered by `u32`: past that, refused, never cut.
        if u32::try_from(count).is_err() || u32::try_from(graph.targets.len()).is_err() {
            return Err(too_large(count, graph.targets.len()));
        }
        work.spend((count + graph.targets.len()) as u64, || {
            msg!(
                "loopy-what-values",
                "the values of a game graph of {count} positions",
                count = count
            )
        })?;
        graph.values = match acyclic_values(&graph) {
            Some(values) => values,
            None => generalized_values(&graph, work)?,
        };
        Ok(graph)
    }

    /// The graph of `count` vertices whose successors `successors(v, out)`
    /// pushes on `out` (any order, repeats allowed), valued as by
    /// [`Digraph::new`]. At most 2³² − 1 vertices and edges.
    pub fn from_successors(
        count: u32,
        mut successors: impl FnMut(u32, &mut Vec<u32>),
        work: &mut Work,
    ) -> Result<Digraph> {
        let mut offsets = Vec::with_capacity(count as usize + 1);
        let mut targets = Vec::new();
        offsets.push(0);
        for v in 0..count {
            successors(v, &mut targets);
            let edges = targets.len();
            offsets.push(u32::try_from(edges).map_err(|_| too_large(offsets.len(), edges))?);
        }
        Digraph::new(offsets, targets, work)
    }

    /// Number of vertices.
    pub fn len(&self) -> usize {
        self.offsets.len() - 1
    }

    /// Whether the graph has no vertex.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Number of edges.
    pub fn edge_count(&self) -> usize {
        self.targets.len()
    }

    /// The bytes the graph holds: 8 a vertex (offset, value) and 4 an edge.
    pub fn bytes(&self) -> usize {
        8 * self.len() + 4 * self.edge_count()
    }

    /// The successors of vertex `v`, in the order given.
    pub fn successors(&self, v: u32) -> &[u32] {
        let v = v as usize;
        &self.targets[self.offsets[v] as usize..self.offsets[v + 1] as usize]
    }

    /// γ(v) when it is finite (the Grundy value of a token on `v`);
    /// `None` for ∞.
    pub fn value(&self, v: u32) -> Option<u32> {
        Some(self.values[v as usize]).filter(|&value| value != INFINITE)
    }

    /// γ(v): a nimber, or ∞(K) with K the finite values of v's successors
    /// (O(out-degree) to gather).
    pub fn gamma(&self, v: u32) -> Gamma {
        match self.value(v) {
            Some(value) => Gamma::Finite(BigNimber::from(u64::from(value))),
            None => Gamma::Infinite(self.infinite(v)),
        }
    }

    /// ∞(K) of v: K the finite values of its successors.
    fn infinite(&self, v: u32) -> Infinite {
        let k = self.successors(v).iter().filter_map(|&w| self.value(w));
        Infinite::new(k.map(|k| BigNimber::from(u64::from(k))).collect())
    }
}

/// Marks a vertex on the depth-first stack.
const ACTIVE: u32 = u32::MAX - 1;

/// The refusal of a graph with 2³² or more vertices or edges (they are
/// numbered by `u32`; a vertex count is already below 2³² once it is a
/// `Digraph`, so the `small` conversions below hold).
fn too_large(vertices: usize, edges: usize) -> Error {
    Error::LimitExceeded {
        what: msg!("loopy-what-graph", "a game graph"),
        needed: msg!(
            "loopy-positions-and-moves",
            "{positions} positions and {moves} moves or more",
            positions = vertices,
            moves = edges
        ),
        limit: of_each(u32::MAX),
        hint: None,
    }
}

/// A limit of `count` of each of two things (positions and moves).
pub(crate) fn of_each(count: u32) -> Message {
    msg!("limit-of-each", "{count} of each", count = count)
}

/// G(v) for every vertex of an acyclic `graph` by one depth-first search
/// with an explicit stack (so a chain of 10⁶ vertices costs memory, not
/// native stack), each vertex taking the mex of its successors' values once
/// they are all known, found with a stamped table in O(out-degree):
/// Grundy's recursion (P. M. Grundy, "Mathematics and games", 1939) in
/// reverse topological order (R. E. Tarjan, "Edge-disjoint spanning trees
/// and depth-first search", 1976). `None` as soon as a successor still on
/// the stack closes a cycle. Time O(V + E), one pass: the common case's
/// fast path before [`generalized_values`].
fn acyclic_values(graph: &Digraph) -> Option<Vec<u32>> {
    let count = graph.len();
    let max_degree = (0..small(count)).map(|v| graph.successors(v).len()).max().unwrap_or(0);
    let mut values = vec![UNSEEN; count];
    // stamp[x] == v + 1 when value x is among v's successors' values.
    let mut stamp = vec![0u32; max_degree + 1];
    let mut stack: Vec<(u32, u32)> = Vec::new();
    for start in 0..small(count) {
        if values[start as usize] != UNSEEN {
            continue;
        }
        values[start as usize] = ACTIVE;
        stack.push((start, graph.offsets[start as usize]));
        while let Some(top) = stack.last_mut() {
            let (v, cursor) = *top;
            if cursor < graph.offsets[v as usize + 1] {
                top.1 += 1;
                let w = graph.targets[cursor as usize];
                match values[w as usize] {
                    UNSEEN => {
                        values[w as usize] = ACTIVE;
                        stack.push((w, graph.offsets[w as usize]));
                    }
                    ACTIVE => return None,
                    _ => {}
                }
                continue;
            }
            let successors = graph.successors(v);
            for &w in successors {
                let value = values[w as usize] as usize;
                if value <= successors.len() {
                    stamp[value] = v + 1;
                }
            }
            let mex = (0..=successors.len()).find(|&x| stamp[x] != v + 1).unwrap_or(0);
            values[v as usize] = small(mex);
            stack.pop();
        }
    }
    Some(values)
}

/// The reverse of the graph whose vertex v has the successors
/// `targets[offsets[v]..offsets[v + 1]]`, in the same compressed rows: the
/// predecessors of w are `sources[starts[w]..starts[w + 1]]`, each once per
/// edge. Time and memory O(V + E).
pub(crate) fn reversed(offsets: &[u32], targets: &[u32]) -> (Vec<u32>, Vec<u32>) {
    let count = offsets.len() - 1;
    let mut starts = vec![0u32; count + 1];
    for &w in targets {
        starts[w as usize + 1] += 1;
    }
    for v in 0..count {
        starts[v + 1] += starts[v];
    }
    let mut sources = vec![0u32; targets.len()];
    let mut fill = starts.clone();
    for v in 0..count {
        for &w in &targets[offsets[v] as usize..offsets[v + 1] as usize] {
            sources[fill[w as usize] as usize] = small(v);
            fill[w as usize] += 1;
        }
    }
    (starts, sources)
}

/// γ(v) for every vertex of `graph`, [`INFINITE`] for ∞: Fraenkel and
/// Yesha's labelling by levels with counters, each level's O(V + E)
/// spent from `work`.
///
/// Level m labels m every vertex u that is not labelled yet, has options
/// of every value below m (*eligible*: it was *killed*, below, at every
/// level before), has no option labelled m, and whose unlabelled options
/// all have an option labelled m. It is a retrograde sweep: `count[u]`
/// holds u's edges to unlabelled vertices not yet killed; a vertex with
/// count 0 that is eligible and not killed is labelled m, which kills
/// each unlabelled predecessor (it now has an option labelled m), which
/// lowers the count of each of *their* predecessors. A vertex on a cycle
/// of unlabelled, unkilled vertices never reaches count 0. The levels
/// stop when no unlabelled vertex is eligible; what is left is ∞.
///
/// Time O((max γ + 2)(V + E)): each level visits each edge at most three
/// times (to set the counts, when its head is labelled, when its head is
/// killed). Memory O(V + E) for the predecessor lists.
fn generalized_values(graph: &Digraph, work: &mut Work) -> Result<Vec<u32>> {
    let count = graph.len();
    let level_cost = (count + graph.targets.len()) as u64;
    let (starts, sources) = reversed(&graph.offsets, &graph.targets);
    let predecessors =
        |v: u32| &sources[starts[v as usize] as usize..starts[v as usize + 1] as usize];
    let mut values = vec![INFINITE; count];
    let mut eligible = vec![true; count];
    let mut killed = vec![false; count];
    let mut counts = vec![0u32; count];
    let mut ready: Vec<u32> = Vec::new();
    for m in 0u32.. {
        work.spend(level_cost, || {
            msg!(
                "loopy-what-level",
                "level {level} of the labelling of a game graph of {count} positions",
                level = m,
                count = count
            )
        })?;
        let mut any = false;
        for u in 0..count {
            killed[u] = false;
            if values[u] != INFINITE || !eligible[u] {
                continue;
            }
            any = true;
            let open = graph.successors(small(u)).iter();
            counts[u] = small(open.filter(|&&w| values[w as usize] == INFINITE).count());
            if counts[u] == 0 {
                ready.push(small(u));
            }
        }
        if !any {
            break;
        }
        while let Some(u) = ready.pop() {
            values[u as usize] = m;
            for &p in predecessors(u) {
                if values[p as usize] != INFINITE || killed[p as usize] {
                    continue;
                }
                killed[p as usize] = true;
                for &vertex in predecessors(p) {
                    let q = vertex as usize;
                    if values[q] != INFINITE || killed[q] {
                        continue;
                    }
                    counts[q] -= 1;
                    if counts[q] == 0 && eligible[q] {
                        ready.push(vertex);
                    }
                }
            }
        }
        for u in 0..count {
            eligible[u] &= killed[u] && values[u] == INFINITE;
        }
    }
    Ok(values)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::outcome::Outcome;

    fn k(values: &[u64]) -> Infinite {
        Infinite::new(values.iter().map(|&v| BigNimber::from(v)).collect())
    }

    #[test]
    fn sums_follow_smiths_rule() {
        let finite = |v: u64| Gamma::Finite(BigNimber::from(v));
        let inf = |values: &[u64]| Gamma::Infinite(k(values));
        assert_eq!(Gamma::sum(&[finite(3), finite(5)]), finite(6));
        assert_eq!(Gamma::sum(&[inf(&[0, 2]), finite(1)]), inf(&[1, 3]));
        assert_eq!(Gamma::sum(&[inf(&[0]), inf(&[0]), finite(1)]), inf(&[]));
        assert_eq!(inf(&[1, 3]).outcome(), Outcome::D);
        assert_eq!(inf(&[0, 3]).outcome(), Outcome::N);
        assert_eq!(inf(&[0, 2]).to_string(), "∞(0,2)");
        assert_eq!(inf(&[]).to_string(), "∞(∅)");
    }
}
