//! Games played on an undirected graph by deleting vertices: Node Kayles
//! (`node-kayles(G)`: choose a vertex, delete it and its neighbours) and
//! Arc Kayles (`arc-kayles(G)`: choose an edge, delete its two ends and so
//! every edge they touch). The whole graph is the component; a move that
//! leaves it in pieces leaves a sum of them, each valued apart.
//!
//! G is a family — `path(N)`, `cycle(N)`, `grid(RxC)`, `complete(A,B)` (the
//! complete bipartite graph), `complete(N)` — a list of edges and vertices
//! (`node-kayles(0-1,1-2,5)`), or a file of lines `v: w1 w2 …`, as
//! `graph(FILE)` reads it, its arcs taken as undirected edges.
//!
//! Each connected piece is written with its vertices renumbered in the
//! order of a breadth-first search from a vertex of least degree, so that
//! equal pieces met anywhere (a stretch of a path, of a cycle) are one
//! position of the search. A piece that is a path or a cycle is valued by
//! its closed form: Node Kayles on a path of n vertices is the octal game
//! 0.137 (Dawson's Kayles) at heap n, Arc Kayles on it is 0.07 at heap n,
//! and a cycle's every move leaves the path of n − 3 (Node Kayles) or n − 2
//! (Arc Kayles) vertices. Other pieces are searched.

use std::collections::VecDeque;
use std::sync::{Arc, OnceLock};

use crate::core::convert::{index, small};
use crate::core::error::Result;
use crate::core::nimber::{BigNimber, Nimber};
use crate::core::reason::Reason;
use crate::language::syntax::{Token, Written};
use crate::msg;
use crate::parts::part::{Drawing, Part, MAX_DRAWN_CELLS};
use crate::parts::search::{SearchPart, SearchRules};
use crate::rules::ruleset::{Options, Ruleset};

/// The most vertices a graph of these games may have.
pub const MAX_VERTICES: usize = 4096;

/// An undirected simple graph on vertices 0..`vertices`, its edges `(a, b)`
/// with a < b, sorted.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Graph {
    vertices: u32,
    edges: Vec<(u32, u32)>,
}

impl Graph {
    pub(crate) fn new(vertices: usize, mut edges: Vec<(u32, u32)>) -> Graph {
        for edge in &mut edges {
            *edge = (edge.0.min(edge.1), edge.0.max(edge.1));
        }
        edges.sort_unstable();
        edges.dedup();
        Graph { vertices: small(vertices), edges }
    }

    /// The number of vertices.
    pub(crate) fn vertex_count(&self) -> usize {
        self.vertices as usize
    }

    /// The edges `(a, b)`, a < b, sorted.
    pub(crate) fn edges(&self) -> &[(u32, u32)] {
        &self.edges
    }

    pub(crate) fn neighbours(&self) -> Vec<Vec<u32>> {
        let mut adjacent = vec![Vec::new(); self.vertices as usize];
        for &(a, b) in &self.edges {
            adjacent[a as usize].push(b);
            adjacent[b as usize].push(a);
        }
        adjacent
    }

    /// The connected pieces of the graph left by the vertices `kept`, each
    /// renumbered in breadth-first order from a vertex of least degree
    /// (least number first); pieces without an edge are dropped when
    /// `drop_isolated`. O(V + E).
    fn pieces(&self, kept: &[bool], drop_isolated: bool) -> Vec<Graph> {
        let adjacent = self.neighbours();
        let degree = |v: usize| adjacent[v].iter().filter(|&&w| kept[w as usize]).count();
        let mut seen = vec![false; kept.len()];
        let mut pieces = Vec::new();
        for first in 0..kept.len() {
            if !kept[first] || seen[first] {
                continue;
            }
            // The piece's vertices, then the start of its numbering.
            let mut members = vec![first];
            seen[first] = true;
            let mut at = 0;
            while at < members.len() {
                let v = members[at];
                at += 1;
                for &w in &adjacent[v] {
                    if kept[w as usize] && !seen[w as usize] {
                        seen[w as usize] = true;
                        members.push(w as usize);
                    }
                }
            }
            if drop_isolated && members.len() == 1 {
                continue;
            }
            let start = *members.iter().min_by_key(|&&v| (degree(v), v)).expect("a vertex");
            pieces.push(numbered_from(&adjacent, kept, start, members.len()));
        }
        pieces
    }

    /// The connected piece of the vertices `kept` that holds `start`,
    /// numbered breadth first from it (so `start` is vertex 0). O(V + E).
    pub(crate) fn piece_from(&self, kept: &[bool], start: usize) -> Graph {
        let adjacent = self.neighbours();
        numbered_from(&adjacent, kept, start, kept.len())
    }

    /// Whether the graph is connected and a path (`Some(false)`) or a cycle
    /// (`Some(true)`), by its degrees. O(V + E).
    fn shape(&self) -> Option<bool> {
        let n = self.vertices as usize;
        let mut degree = vec![0u32; n];
        for &(a, b) in &self.edges {
            degree[a as usize] += 1;
            degree[b as usize] += 1;
        }
        if degree.iter().any(|&d| d > 2) || !self.connected() {
            return None;
        }
        match self.edges.len() {
            e if e + 1 == n => Some(false),
            e if e == n && n >= 3 => Some(true),
            _ => None,
        }
    }

    fn connected(&self) -> bool {
        let kept = vec![true; self.vertices as usize];
        self.pieces(&kept, false).len() <= 1
    }

    /// The edges as parameters: `0-1,1-2`, a vertex without an edge alone.
    pub(crate) fn written(&self) -> String {
        let mut touched = vec![false; self.vertices as usize];
        let mut items: Vec<String> = Vec::new();
        for &(a, b) in &self.edges {
            touched[a as usize] = true;
            touched[b as usize] = true;
            items.push(format!("{a}-{b}"));
        }
        for (v, &t) in touched.iter().enumerate() {
            if !t {
                items.push(v.to_string());
            }
        }
        items.join(",")
    }
}

/// The piece of the vertices `kept` that holds `start`, renumbered in
/// breadth-first order from it, each vertex's new neighbours in order of
/// their old numbers; `size` bounds the piece's vertices. O(V + E).
fn numbered_from(adjacent: &[Vec<u32>], kept: &[bool], start: usize, size: usize) -> Graph {
    let mut number = vec![u32::MAX; kept.len()];
    let mut members = Vec::with_capacity(size.min(kept.len()));
    let mut queue = VecDeque::from([start]);
    number[start] = 0;
    members.push(start);
    while let Some(v) = queue.pop_front() {
        let mut next: Vec<u32> = adjacent[v]
            .iter()
            .copied()
            .filter(|&w| kept[w as usize] && number[w as usize] == u32::MAX)
            .collect();
        next.sort_unstable();
        for w in next {
            number[w as usize] = small(members.len());
            members.push(w as usize);
            queue.push_back(w as usize);
        }
    }
    let mut edges = Vec::new();
    for &v in &members {
        for &w in &adjacent[v] {
            if kept[w as usize] && v < w as usize {
                edges.push((number[v], number[w as usize]));
            }
        }
    }
    Graph::new(members.len(), edges)
}

/// Which of the two games.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Deleting {
    /// Node Kayles: a vertex and its neighbours.
    Node,
    /// Arc Kayles: the two ends of an edge.
    Arc,
}

impl Deleting {
    fn name(self) -> &'static str {
        match self {
            Deleting::Node => "node-kayles",
            Deleting::Arc => "arc-kayles",
        }
    }

    /// The values of the paths of 0..=n vertices: octal 0.137 (Node Kayles)
    /// or 0.07 (Arc Kayles), by the mex of their splits, computed once up
    /// to [`MAX_VERTICES`]. O(n²).
    pub(crate) fn path_values(self) -> &'static [Nimber] {
        static NODE: OnceLock<Vec<Nimber>> = OnceLock::new();
        static ARC: OnceLock<Vec<Nimber>> = OnceLock::new();
        let (cell, removed): (_, &[usize]) = match self {
            // A vertex and its neighbours: 1 (alone), 2 (an end), 3.
            Deleting::Node => (&NODE, &[1, 2, 3]),
            // Two adjacent vertices.
            Deleting::Arc => (&ARC, &[2]),
        };
        cell.get_or_init(|| {
            let mut values: Vec<u64> = Vec::with_capacity(MAX_VERTICES + 1);
            let mut seen = Vec::new();
            for n in 0..=MAX_VERTICES {
                seen.clear();
                seen.resize(n + 2, false);
                for &take in removed {
                    // Node Kayles takes 1 only from a path of 1, 2 only at
                    // an end (or all of a path of 2).
                    let ends_only = self == Deleting::Node && take < 3;
                    if take > n || (self == Deleting::Node && take == 1 && n != 1) {
                        continue;
                    }
                    let rest = n - take;
                    let splits = if ends_only { 0 } else { rest / 2 };
                    for left in 0..=splits {
                        let value = values[left] ^ values[rest - left];
                        if let Some(seen) = seen.get_mut(index(value)) {
                            *seen = true;
                        }
                    }
                }
                values.push(seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u64);
            }
            values.into_iter().map(Nimber).collect()
        })
    }
}

/// Node Kayles or Arc Kayles, as a [`SearchRules`] ruleset.
#[derive(Debug, Clone, Copy)]
pub struct VertexGame(pub Deleting);

impl Ruleset for VertexGame {
    type Position = Graph;

    /// Each vertex (Node Kayles) or edge (Arc Kayles) deleted in turn, and
    /// the graph left split into its pieces, equal options once.
    /// O(V·(V + E) log V).
    fn options(&self, graph: &Graph, out: &mut Options<Graph>) {
        // Options as sorted lists of pieces, each once (symmetric vertices
        // leave equal sums).
        let mut found: Vec<Vec<Graph>> =
            self.deletions(graph).iter().map(|deleted| self.left(graph, deleted)).collect();
        found.sort_unstable_by(|a, b| {
            let key = |p: &Vec<Graph>| {
                p.iter().map(|g| (g.vertices, g.edges.clone())).collect::<Vec<_>>()
            };
            key(a).cmp(&key(b))
        });
        found.dedup();
        for pieces in found {
            out.push_sum(pieces);
        }
    }
}

impl VertexGame {
    /// The vertices each move deletes: a vertex and its neighbours (Node
    /// Kayles, in the order of the vertices), or an edge's ends (Arc
    /// Kayles, in the order of the edges).
    fn deletions(&self, graph: &Graph) -> Vec<Vec<u32>> {
        match self.0 {
            Deleting::Node => {
                let adjacent = graph.neighbours();
                (0..graph.vertices)
                    .map(|v| {
                        let mut deleted = adjacent[v as usize].clone();
                        deleted.push(v);
                        deleted
                    })
                    .collect()
            }
            Deleting::Arc => graph.edges.iter().map(|&(a, b)| vec![a, b]).collect(),
        }
    }

    /// The pieces `graph` leaves once `deleted` are gone, in order (Arc
    /// Kayles drops the vertices left without an edge). O(V + E).
    fn left(&self, graph: &Graph, deleted: &[u32]) -> Vec<Graph> {
        let mut kept = vec![true; graph.vertices as usize];
        for &v in deleted {
            kept[v as usize] = false;
        }
        let mut pieces = graph.pieces(&kept, self.0 == Deleting::Arc);
        pieces.sort_unstable_by(|a, b| (a.vertices, &a.edges).cmp(&(b.vertices, &b.edges)));
        pieces
    }
}

impl SearchRules for VertexGame {
    fn name(&self) -> String {
        self.0.name().to_string()
    }

    fn describe(&self, components: &[Graph]) -> String {
        if components.is_empty() {
            return format!("{}()", self.0.name());
        }
        let parts: Vec<String> =
            components.iter().map(|g| format!("{}({})", self.0.name(), g.written())).collect();
        parts.join(" + ")
    }

    /// The cost of one level, V·(V + E): the 2^V subsets of the vertices
    /// bound the search far above what it meets (the pieces of a graph,
    /// each met once: Node Kayles on a 5×5 grid takes 0.05 s, where 2^25·25
    /// steps would be refused), so the search is counted against
    /// [`crate::Limits::max_search`] while it runs (the solver's budget).
    fn search_size(&self, graph: &Graph) -> u128 {
        self.options_size(graph)
    }

    fn max_options(&self, graph: &Graph) -> u128 {
        match self.0 {
            Deleting::Node => graph.vertices as u128,
            Deleting::Arc => graph.edges.len() as u128,
        }
    }

    fn options_size(&self, graph: &Graph) -> u128 {
        let size = graph.vertices as u128 + graph.edges.len() as u128;
        self.max_options(graph).saturating_mul(size.max(1))
    }

    fn value(&self, graph: &Graph) -> Option<BigNimber> {
        let paths = self.0.path_values();
        let n = graph.vertices as usize;
        match (graph.shape(), self.0) {
            (Some(false), _) => Some(BigNimber::from(paths[n].0)),
            (Some(true), Deleting::Node) => Some(BigNimber::from(u64::from(paths[n - 3].0 == 0))),
            (Some(true), Deleting::Arc) => Some(BigNimber::from(u64::from(paths[n - 2].0 == 0))),
            _ => None,
        }
    }

    /// The graph with what each vertex (Node Kayles) or edge (Arc Kayles)
    /// picked leaves; written past `MAX_DRAWN_CELLS` vertices.
    /// O(picks · (V + E)).
    fn drawing(&self, graph: &Graph) -> Drawing {
        if graph.vertex_count() > MAX_DRAWN_CELLS {
            return Drawing::Text(self.describe(std::slice::from_ref(graph)));
        }
        let deletions = self.deletions(graph);
        Drawing::Network {
            vertices: graph.vertices.into(),
            edges: graph.edges.iter().map(|&(a, b)| (a.into(), b.into())).collect(),
            token: None,
            by_edge: self.0 == Deleting::Arc,
            picks: deletions.iter().map(|d| Some(self.describe(&self.left(graph, d)))).collect(),
        }
    }

    fn explain(&self, graph: &Graph, value: &BigNimber) -> Vec<Reason> {
        let code = match self.0 {
            Deleting::Node => "0.137",
            Deleting::Arc => "0.07",
        };
        let vertices = u64::from(graph.vertices);
        match graph.shape() {
            Some(false) => vec![Reason::VertexPath { vertices, code, value: value.clone() }],
            Some(true) => {
                let left = vertices - if self.0 == Deleting::Node { 3 } else { 2 };
                vec![Reason::VertexCycle { vertices, left, code, value: value.clone() }]
            }
            None => Vec::new(),
        }
    }
}

/// Builds `node-kayles(G)` or `arc-kayles(G)`: one component, no operands.
pub(crate) fn build(written: &Written, deleting: Deleting) -> Result<Arc<dyn Part>> {
    let graph = read_graph(written, deleting.name())?;
    if let Some(operand) = written.operands().next() {
        return Err(operand.error(msg!(
            "vertex-no-operands",
            "{ruleset} takes no operands: the graph in parentheses is the whole position, found {found}",
            ruleset = deleting.name(),
            found = operand.quoted()
        )));
    }
    let kept = vec![true; graph.vertices as usize];
    let graph = match deleting {
        // Arc Kayles never uses a vertex without an edge.
        Deleting::Arc => {
            let pieces = graph.pieces(&kept, true);
            join(&pieces)
        }
        Deleting::Node => graph,
    };
    Ok(Arc::new(SearchPart::new(VertexGame(deleting), vec![graph])))
}

/// Pieces side by side, as one graph.
fn join(pieces: &[Graph]) -> Graph {
    let mut edges = Vec::new();
    let mut base = 0u32;
    for piece in pieces {
        edges.extend(piece.edges.iter().map(|&(a, b)| (a + base, b + base)));
        base += piece.vertices;
    }
    Graph::new(base as usize, edges)
}

/// The graph written in the parameters: a family, a list of edges and
/// vertices, or a file.
pub(crate) fn read_graph(written: &Written, name: &str) -> Result<Graph> {
    read_named_graph(written, name).map(|(graph, _)| graph)
}

/// [`read_graph`], with each vertex's name as written: its number in a
/// family (a grid's vertex in row i, column j is i·C + j) or in a list of
/// edges, its name in a file.
pub(crate) fn read_named_graph(written: &Written, name: &str) -> Result<(Graph, Vec<String>)> {
    let needs = || {
        msg!(
            "vertex-needs-graph",
            "{name} needs a graph in parentheses: path(N), cycle(N), grid(RxC), complete(A,B), edges such as 0-1,1-2, or a file",
            name = name
        )
    };
    let Some(params) = &written.params else { return Err(written.error(needs())) };
    let numbered = |graph: Graph| {
        let names = (0..graph.vertices).map(|v| v.to_string()).collect();
        (graph, names)
    };
    let (graph, names) = match params.as_slice() {
        [] => numbered(Graph::new(0, Vec::new())),
        [one] if one.text.contains('(') => numbered(family(one)?),
        [one] if !is_vertex_or_edge(one.text) => from_file(written, needs())?,
        _ => inline(params)?,
    };
    if graph.vertices as usize > MAX_VERTICES {
        return Err(written.error(msg!(
            "vertex-too-many",
            "{name} takes graphs of at most {max} vertices, found {found}",
            name = name,
            max = MAX_VERTICES,
            found = graph.vertices
        )));
    }
    Ok((graph, names))
}

/// Whether a lone parameter is a vertex or an edge rather than a file name:
/// a file's name has a `.` or a `/`.
fn is_vertex_or_edge(text: &str) -> bool {
    !text.contains(['.', '/'])
}

/// `path(N)`, `cycle(N)`, `grid(RxC)`, `complete(A,B)` or `complete(N)`.
fn family(token: &Token) -> Result<Graph> {
    let open = token.text.find('(').expect("a family has parentheses");
    let name = token.text[..open].trim();
    let unknown = || {
        token.error(msg!(
            "vertex-unknown-family",
            "expected a graph path(N), cycle(N), grid(RxC), complete(A,B) or complete(N), found {found}",
            found = token.quoted()
        ))
    };
    let inner = token.text[open + 1..].strip_suffix(')').ok_or_else(unknown)?;
    let inner = token.slice(open + 1, open + 1 + inner.len());
    let count = |t: &Token| -> Result<usize> {
        let n = t.number(msg!("vertex-what-size", "size"))?;
        match usize::try_from(n) {
            Ok(n) if n <= MAX_VERTICES => Ok(n),
            _ => Err(t.error(msg!(
                "vertex-family-too-large",
                "at most {max} vertices, found {found}",
                max = MAX_VERTICES,
                found = t.quoted()
            ))),
        }
    };
    let numbers = inner.split(',');
    Ok(match (name, numbers.as_slice()) {
        ("path", [n]) => {
            let n = count(n)?;
            Graph::new(n, (1..small(n)).map(|v| (v - 1, v)).collect())
        }
        ("cycle", [n]) => {
            let n = count(n)?;
            if n < 3 {
                return Err(token.error(msg!(
                    "vertex-short-cycle",
                    "a cycle has at least 3 vertices, found {found}",
                    found = token.quoted()
                )));
            }
            let mut edges: Vec<(u32, u32)> = (1..small(n)).map(|v| (v - 1, v)).collect();
            edges.push((0, small(n) - 1));
            Graph::new(n, edges)
        }
        ("grid", [size]) => {
            let pieces = size.split('x');
            let [r, c] = pieces.as_slice() else { return Err(unknown()) };
            let (r, c) = (count(r)?, count(c)?);
            if r * c > MAX_VERTICES {
                return Err(size.error(msg!(
                    "vertex-family-too-large",
                    "at most {max} vertices, found {found}",
                    max = MAX_VERTICES,
                    found = size.quoted()
                )));
            }
            let at = |i: usize, j: usize| small(i * c + j);
            let mut edges = Vec::new();
            for i in 0..r {
                for j in 0..c {
                    if j + 1 < c {
                        edges.push((at(i, j), at(i, j + 1)));
                    }
                    if i + 1 < r {
                        edges.push((at(i, j), at(i + 1, j)));
                    }
                }
            }
            Graph::new(r * c, edges)
        }
        ("complete", [a, b]) => {
            let (a, b) = (count(a)?, count(b)?);
            if a + b > MAX_VERTICES {
                return Err(token.error(msg!(
                    "vertex-family-too-large",
                    "at most {max} vertices, found {found}",
                    max = MAX_VERTICES,
                    found = token.quoted()
                )));
            }
            let mut edges = Vec::new();
            for i in 0..small(a) {
                for j in 0..small(b) {
                    edges.push((i, small(a) + j));
                }
            }
            Graph::new(a + b, edges)
        }
        ("complete", [n]) => {
            let n = count(n)?;
            let mut edges = Vec::new();
            for i in 0..small(n) {
                for j in i + 1..small(n) {
                    edges.push((i, j));
                }
            }
            Graph::new(n, edges)
        }
        _ => return Err(unknown()),
    })
}

/// Edges `U-V` and lone vertices `V`, numbered as written (renumbered from
/// 0 in order).
fn inline(params: &[Token]) -> Result<(Graph, Vec<String>)> {
    let vertex = || msg!("vertex-what-vertex", "vertex");
    let mut names: Vec<u64> = Vec::new();
    let mut pairs: Vec<(u64, u64)> = Vec::new();
    for token in params {
        let pieces = token.split('-');
        match pieces.as_slice() {
            [v] => names.push(v.number(vertex())?),
            [a, b] => {
                let (a, b) = (a.number(vertex())?, b.number(vertex())?);
                if a == b {
                    return Err(token.error(msg!(
                        "vertex-loop",
                        "an edge joins two different vertices, found {found}",
                        found = token.quoted()
                    )));
                }
                names.extend([a, b]);
                pairs.push((a, b));
            }
            _ => {
                return Err(token.error(msg!(
                    "vertex-expected-edge",
                    "expected an edge U-V or a vertex V (whole numbers), found {found}",
                    found = token.quoted()
                )))
            }
        }
        if names.len() > 2 * MAX_VERTICES {
            break;
        }
    }
    names.sort_unstable();
    names.dedup();
    let number = |v: u64| small(names.binary_search(&v).expect("named"));
    let edges = pairs.into_iter().map(|(a, b)| (number(a), number(b))).collect();
    let graph = Graph::new(names.len(), edges);
    Ok((graph, names.iter().map(ToString::to_string).collect()))
}

/// A file of lines `v: w1 w2 …` (`#` starts a comment), each arc an
/// undirected edge.
fn from_file(
    written: &Written,
    needs: crate::core::message::Message,
) -> Result<(Graph, Vec<String>)> {
    let (path, text) = written.file(needs)?;
    let mut names: Vec<String> = Vec::new();
    let mut index = std::collections::HashMap::new();
    let mut number = |name: &str, names: &mut Vec<String>| -> u32 {
        *index.entry(name.to_string()).or_insert_with(|| {
            names.push(name.to_string());
            small(names.len() - 1)
        })
    };
    let mut edges = Vec::new();
    for (line_number, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let Some((from, to)) = line.split_once(':') else {
            return Err(crate::core::error::Error::File {
                path: path.to_string(),
                line: Some(line_number + 1),
                message: msg!(
                    "vertex-file-line",
                    "expected `vertex: neighbour neighbour …`, found {found}",
                    found = line
                ),
            });
        };
        let v = number(from.trim(), &mut names);
        for w in to.split_whitespace() {
            let w = number(w, &mut names);
            if w != v {
                edges.push((v, w));
            }
        }
        if names.len() > MAX_VERTICES {
            break;
        }
    }
    let graph = Graph::new(names.len(), edges);
    Ok((graph, names))
}
