//! Green Hackenbush: deleting edges of a graph rooted at the ground.

use std::sync::Arc;

use crate::core::error::Result;
use crate::core::nimber::BigNimber;
use crate::core::reason::Reason;
use crate::core::sort;
use crate::language::syntax::Written;
use crate::msg;
use crate::parts::part::Drawing;
use crate::parts::part::Part;
use crate::parts::search::{SearchPart, SearchRules};
use crate::rules::ruleset::{Options, Ruleset};

/// The ground: the vertex every edge must stay connected to.
pub const GROUND: u64 = 0;

/// Green Hackenbush on an undirected multigraph grounded at vertex 0.
///
/// A position is its list of edges `(u, v)` with `u ≤ v`, sorted, keeping
/// only the edges connected to the ground (see [`Hackenbush::canonical`]);
/// loops (`(v, v)`) and parallel edges are allowed. A move deletes one edge,
/// after which every edge no longer connected to the ground disappears.
///
/// [`Ruleset::options`] knows only that rule, so the generic
/// [`Solver`](crate::Solver) searching it edge by edge is the reference for
/// the closed form, [`Hackenbush::closed_form`]: the **colon principle**
/// values trees (a stalk of n edges is `*n`; branches at a vertex add by
/// XOR, so a vertex is worth the XOR over its children c of 1 + G(subtree
/// at c)), and the **fusion principle** reduces every graph to a tree: the
/// vertices of a cycle may be fused into one, its edges becoming loops, and a
/// loop is worth a stalk of one edge (Berlekamp, Conway and Guy, *Winning
/// Ways*, ch. 7; T. S. Ferguson, *Game Theory*, Part I, §7).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Hackenbush;

/// What the closed form found: the value and how it got there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Fusion {
    /// The Grundy value.
    pub value: u64,
    /// Independent cycles fused (the cycle rank E − V + 1, loops included).
    pub cycles: u64,
    /// Edges on cycles, which fusion turns into loops (the non-bridges).
    pub fused_edges: u64,
}

impl Hackenbush {
    /// `edges` as a position: each edge written `(min, max)`, sorted, and
    /// every edge not connected to the ground dropped.
    ///
    /// Time O(E log E).
    pub fn canonical(edges: &[(u64, u64)]) -> Vec<(u64, u64)> {
        let mut edges: Vec<(u64, u64)> = edges.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
        sort::sort(&mut edges);
        let graph = Indexed::new(&edges);
        let Some(root) = graph.index(GROUND) else { return Vec::new() };
        let reached = graph.reached(root);
        edges
            .into_iter()
            .enumerate()
            .filter(|&(i, _)| reached[graph.ends[i].0])
            .map(|(_, e)| e)
            .collect()
    }

    /// The value of a canonical position by fusion and the colon principle.
    ///
    /// Bridges are found by Tarjan's low-link depth-first search (R. E.
    /// Tarjan, "A note on finding the bridges of a graph", 1974), with an
    /// explicit stack; the edges that are not bridges form the
    /// 2-edge-connected blocks, each fused to one vertex whose k loops are
    /// worth k mod 2. The bridges then form a tree of blocks, valued by the
    /// colon principle in one pass over the depth-first order: a vertex
    /// passes its value up through a fused edge unchanged, and through a
    /// bridge as 1 + its value.
    ///
    /// Time O(E log E) (sorting the vertex names), then O(V + E); memory O(V + E).
    pub fn closed_form(position: &[(u64, u64)]) -> Fusion {
        let graph = Indexed::new(position);
        let n = graph.names.len();
        let Some(root) = graph.index(GROUND) else {
            return Fusion { value: 0, cycles: 0, fused_edges: 0 };
        };
        // Tarjan's bridges: entry times and low links, by an explicit stack.
        const UNSEEN: usize = usize::MAX;
        let mut entry = vec![UNSEEN; n];
        let mut low = vec![0usize; n];
        let mut parent_edge = vec![usize::MAX; n];
        let mut order = Vec::with_capacity(n);
        let mut stack: Vec<(usize, usize)> = vec![(root, graph.offsets[root])];
        entry[root] = 0;
        low[root] = 0;
        order.push(root);
        while let Some(&mut (v, ref mut cursor)) = stack.last_mut() {
            if *cursor < graph.offsets[v + 1] {
                let (w, edge) = graph.adjacent[*cursor];
                *cursor += 1;
                if edge == parent_edge[v] {
                    continue;
                }
                if entry[w] == UNSEEN {
                    entry[w] = order.len();
                    low[w] = entry[w];
                    parent_edge[w] = edge;
                    order.push(w);
                    stack.push((w, graph.offsets[w]));
                } else {
                    low[v] = low[v].min(entry[w]);
                }
            } else {
                stack.pop();
                if let Some(&(parent, _)) = stack.last() {
                    low[parent] = low[parent].min(low[v]);
                }
            }
        }
        // A tree edge is a bridge when its child's subtree has no edge
        // reaching above the child; other edges are on cycles.
        let mut bridge = vec![false; position.len()];
        for &v in &order[1..] {
            let edge = parent_edge[v];
            bridge[edge] = low[v] > entry[graph.other(edge, v)];
        }
        // Each edge on a cycle is a loop after fusion, worth *1 at its block.
        let mut value = vec![0u64; n];
        let mut fused_edges = 0u64;
        for (edge, &(a, _)) in graph.ends.iter().enumerate() {
            if !bridge[edge] {
                value[a] ^= 1;
                fused_edges += 1;
            }
        }
        // Colon principle, children before parents.
        for &v in order[1..].iter().rev() {
            let edge = parent_edge[v];
            let up = if bridge[edge] { value[v] + 1 } else { value[v] };
            value[graph.other(edge, v)] ^= up;
        }
        let (edges, vertices) = (position.len() as u64, order.len() as u64);
        Fusion { value: value[root], cycles: edges + 1 - vertices, fused_edges }
    }

    /// The canonical edge list written in the parameters of `hackenbush(…)`.
    fn parse(written: &Written) -> Result<Vec<(u64, u64)>> {
        let Some(params) = &written.params else {
            return Err(written.error(msg!(
                "hackenbush-needs-edges",
                "hackenbush needs its edges in parentheses: write `hackenbush(0-1,1-2,2-0)`, or `hackenbush()` for no edges"
            )));
        };
        let mut edges = Vec::with_capacity(params.len());
        for token in params {
            let pieces = token.split('-');
            let [a, b] = pieces.as_slice() else {
                let found = token.quoted();
                return Err(token.error(match pieces.len() > 2 {
                    true => msg!(
                        "hackenbush-expected-edge-path",
                        "expected an edge `U-V` joining two vertices (whole numbers), e.g. `0-1`, found {found}; write a path `0-1-2` as `0-1,1-2`",
                        found = found
                    ),
                    false => msg!(
                        "hackenbush-expected-edge",
                        "expected an edge `U-V` joining two vertices (whole numbers), e.g. `0-1`, found {found}",
                        found = found
                    ),
                }));
            };
            let vertex = || msg!("hackenbush-what-vertex", "vertex");
            edges.push((a.number(vertex())?, b.number(vertex())?));
        }
        let canonical = Hackenbush::canonical(&edges);
        if canonical.len() < edges.len() {
            for (token, &(a, b)) in params.iter().zip(&edges) {
                if canonical.binary_search(&(a.min(b), a.max(b))).is_err() {
                    return Err(token.error(msg!(
                        "hackenbush-not-grounded",
                        "edge {edge} is not connected to the ground, vertex 0: every edge must be joined to vertex 0 by a path of edges",
                        edge = token.quoted()
                    )));
                }
            }
        }
        Ok(canonical)
    }

    /// Builds the part written as `written`: one component, no operands.
    pub(crate) fn build(written: &Written) -> Result<Arc<dyn Part>> {
        let position = Hackenbush::parse(written)?;
        if let Some(operand) = written.operands().next() {
            return Err(operand.error(msg!(
                "hackenbush-no-operands",
                "hackenbush takes no operands: each `hackenbush(EDGES)` is one component, so write a sum as `{ruleset} + hackenbush(0-1)`, found {found}",
                ruleset = written.ruleset.text,
                found = operand.quoted()
            )));
        }
        Ok(Arc::new(SearchPart::new(Hackenbush, vec![position])))
    }
}

impl Ruleset for Hackenbush {
    type Position = Vec<(u64, u64)>;

    /// Deletes each edge in turn (parallel copies once), then drops what
    /// the ground no longer holds.
    fn options(&self, position: &Vec<(u64, u64)>, out: &mut Options<Vec<(u64, u64)>>) {
        for (i, edge) in position.iter().enumerate() {
            if i > 0 && position[i - 1] == *edge {
                continue;
            }
            let mut rest = position.clone();
            rest.remove(i);
            out.push(Hackenbush::canonical(&rest));
        }
    }
}

impl SearchRules for Hackenbush {
    fn name(&self) -> String {
        "hackenbush".to_string()
    }

    fn describe(&self, components: &[Vec<(u64, u64)>]) -> String {
        if components.is_empty() {
            return "hackenbush()".to_string();
        }
        let parts: Vec<String> = components
            .iter()
            .map(|edges| {
                let list: Vec<String> = edges.iter().map(|(a, b)| format!("{a}-{b}")).collect();
                format!("hackenbush({})", list.join(","))
            })
            .collect();
        parts.join(" + ")
    }

    /// The edges, grounded at vertex 0.
    fn drawing(&self, position: &Vec<(u64, u64)>) -> Drawing {
        Drawing::Graph { edges: position.clone(), ground: GROUND }
    }

    /// 2^E positions (subsets of the edges), E moves each.
    fn search_size(&self, position: &Vec<(u64, u64)>) -> u128 {
        let edges = position.len();
        let subsets = u32::try_from(edges).ok().and_then(|e| 1u128.checked_shl(e));
        subsets.map_or(u128::MAX, |subsets| subsets.saturating_mul(edges as u128))
    }

    /// One option per edge.
    fn max_options(&self, position: &Vec<(u64, u64)>) -> u128 {
        position.len() as u128
    }

    /// E options of E − 1 edges each: E² steps, counted by edge.
    fn options_size(&self, position: &Vec<(u64, u64)>) -> u128 {
        (position.len() as u128).pow(2)
    }

    fn value(&self, position: &Vec<(u64, u64)>) -> Option<BigNimber> {
        Some(BigNimber::from(Hackenbush::closed_form(position).value))
    }

    /// Each of the E options is valued by the closed form, O(E log E): E².
    fn moves_size(&self, position: &Vec<(u64, u64)>, _: &BigNimber) -> u128 {
        (position.len() as u128).pow(2)
    }

    fn explain(&self, position: &Vec<(u64, u64)>, value: &BigNimber) -> Vec<Reason> {
        let fusion = Hackenbush::closed_form(position);
        let edges = position.len() as u64;
        let first = match fusion.cycles {
            0 => Reason::Tree { edges },
            cycles => Reason::Fusion {
                cycles,
                fused: fusion.fused_edges,
                bridges: edges - fusion.fused_edges,
            },
        };
        vec![first, Reason::ColonPrinciple { value: value.clone() }]
    }
}

/// A multigraph with vertices renamed 0..V and adjacency in CSR form.
struct Indexed {
    /// The vertex names, sorted.
    names: Vec<u64>,
    /// The ends of each edge, as indices.
    ends: Vec<(usize, usize)>,
    /// `adjacent[offsets[v]..offsets[v + 1]]`: (neighbour, edge) of v; a
    /// loop is listed twice at its vertex.
    offsets: Vec<usize>,
    adjacent: Vec<(usize, usize)>,
}

impl Indexed {
    fn new(edges: &[(u64, u64)]) -> Indexed {
        let mut names: Vec<u64> = edges.iter().flat_map(|&(a, b)| [a, b]).collect();
        sort::sort(&mut names);
        names.dedup();
        let find = |name: u64| names.binary_search(&name).expect("every end is named");
        let ends: Vec<(usize, usize)> = edges.iter().map(|&(a, b)| (find(a), find(b))).collect();
        let mut offsets = vec![0usize; names.len() + 1];
        for &(a, b) in &ends {
            offsets[a + 1] += 1;
            offsets[b + 1] += 1;
        }
        for v in 0..names.len() {
            offsets[v + 1] += offsets[v];
        }
        let mut fill = offsets.clone();
        let mut adjacent = vec![(0, 0); 2 * ends.len()];
        for (edge, &(a, b)) in ends.iter().enumerate() {
            adjacent[fill[a]] = (b, edge);
            fill[a] += 1;
            adjacent[fill[b]] = (a, edge);
            fill[b] += 1;
        }
        Indexed { names, ends, offsets, adjacent }
    }

    fn index(&self, name: u64) -> Option<usize> {
        self.names.binary_search(&name).ok()
    }

    /// The other end of `edge` from `v`.
    fn other(&self, edge: usize, v: usize) -> usize {
        let (a, b) = self.ends[edge];
        if a == v {
            b
        } else {
            a
        }
    }

    /// Which vertices `root` reaches.
    fn reached(&self, root: usize) -> Vec<bool> {
        let mut seen = vec![false; self.names.len()];
        seen[root] = true;
        let mut stack = vec![root];
        while let Some(v) = stack.pop() {
            for &(w, _) in &self.adjacent[self.offsets[v]..self.offsets[v + 1]] {
                if !seen[w] {
                    seen[w] = true;
                    stack.push(w);
                }
            }
        }
        seen
    }
}
