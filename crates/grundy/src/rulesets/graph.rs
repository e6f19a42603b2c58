//! Games on a directed graph read from a file: tokens moved along edges,
//! cycles allowed (Smith's generalized Sprague–Grundy function, see
//! [`crate::loopy`]).

use std::fmt;
use std::sync::Arc;

use std::hash::BuildHasher;

use rustc_hash::FxBuildHasher;

use crate::analysis::Outcome;
use crate::description::natural_order;
use crate::description::{abbreviate, Written};
use crate::loopy::{Gamma, Infinite};
use crate::part::{too_many_options, Choice, Part, Solved};
use crate::{BigNimber, Error, Result};

/// Successors listed in one line of explanation.
const LISTED_SUCCESSORS: usize = 10;

/// A game graph with the generalized Sprague–Grundy value γ of every
/// vertex: a nimber, or ∞(K) where play can go on for ever.
///
/// Read from text with one line per vertex, `v: w1 w2 …` (v has edges to
/// w1, w2, …); blank lines and lines starting with `#` are ignored; a vertex
/// named only as a successor is a sink. Vertex names are runs of letters,
/// digits, `_` and `-`. Any edges are allowed: cycles, self-loops, repeats.
///
/// Storage is compact: names interned once into one string, edges in CSR
/// form (`u32` offsets and targets), one `u32` value per vertex, and an
/// open-addressing hash index of `u32` vertex numbers for look-ups — about 4
/// bytes per edge and at most 28 per vertex besides the names.
///
/// ```
/// use grundy::rulesets::GameGraph;
/// let graph = GameGraph::parse("g.txt", "a: b c\nb: c\n# c is a sink\n").unwrap();
/// let value = |name| graph.value(graph.vertex(name).unwrap());
/// assert_eq!((value("a"), value("b"), value("c")), (Some(2), Some(1), Some(0)));
/// // u can move to a sink or into a cycle d ↔ e: γ(u) = ∞(0), d and e draw.
/// let loopy = GameGraph::parse("l.txt", "u: t d\nd: e\ne: d\n").unwrap();
/// let gamma = |name| loopy.gamma(loopy.vertex(name).unwrap()).to_string();
/// assert_eq!((gamma("u"), gamma("d"), gamma("t")), ("∞(0)".into(), "∞(∅)".into(), "*0".into()));
/// ```
pub struct GameGraph {
    /// Every name, concatenated.
    names: String,
    /// Name v is `names[name_ends[v - 1]..name_ends[v]]` (from 0 for v = 0).
    name_ends: Vec<u32>,
    /// Successors of v: `targets[offsets[v]..offsets[v + 1]]`.
    offsets: Vec<u32>,
    targets: Vec<u32>,
    /// γ(v) for every vertex, [`INFINITE`] for ∞.
    values: Vec<u32>,
    /// Vertices by name, for [`GameGraph::vertex`].
    index: NameIndex,
}

impl fmt::Debug for GameGraph {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("GameGraph")
            .field("vertices", &self.len())
            .field("edges", &self.targets.len())
            .finish()
    }
}

/// Marks an empty slot of the name index.
const UNSEEN: u32 = u32::MAX;

/// Marks γ = ∞ (and a vertex not labelled yet while labelling).
const INFINITE: u32 = u32::MAX;

impl GameGraph {
    /// Reads the graph in `text` (the file `path`, named in errors) and
    /// computes γ of every vertex: on a graph without cycles by one
    /// depth-first pass (`acyclic_values`, γ the Grundy value), and when it
    /// meets a cycle by Fraenkel and Yesha's labelling
    /// (`generalized_values`).
    ///
    /// Time O(V + E) without cycles, O((max γ + 2)(V + E)) with them, plus
    /// O(V + E) expected to intern the names; memory O(V + E).
    pub fn parse(path: &str, text: &str) -> Result<GameGraph> {
        let error = |line: Option<usize>, message: String| Error::File {
            path: path.to_string(),
            line,
            message,
        };
        if u32::try_from(text.len()).is_err() {
            return Err(error(
                None,
                format!(
                    "the file has {} bytes; graphs are limited to 4 GiB (32-bit indices)",
                    text.len()
                ),
            ));
        }
        let mut builder = Builder::default();
        for (index, raw) in text.lines().enumerate() {
            let number = index + 1;
            let line = raw.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let Some((left, right)) = line.split_once(':') else {
                return Err(error(
                    Some(number),
                    format!(
                        "expected `vertex: successors…` (e.g. `a: b c`), found `{}`",
                        abbreviate(line)
                    ),
                ));
            };
            let name = left.trim();
            check_name(name).map_err(|m| error(Some(number), format!("before `:`: {m}")))?;
            let vertex = builder.intern(name);
            let first = builder.lines[vertex as usize];
            if first != 0 {
                return Err(error(
                    Some(number),
                    format!(
                        "vertex `{}` is listed again (first on line {first}): give all its successors on one line",
                        abbreviate(name)
                    ),
                ));
            }
            builder.lines[vertex as usize] = number as u32;
            let start = builder.edges.len() as u32;
            for successor in right.split_whitespace() {
                check_name(successor)
                    .map_err(|m| error(Some(number), format!("after `:`: {m}")))?;
                let target = builder.intern(successor);
                builder.edges.push(target);
            }
            builder.ranges[vertex as usize] = (start, builder.edges.len() as u32);
        }
        Ok(builder.finish())
    }

    /// Number of vertices.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Whether the graph has no vertex.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// Number of edges.
    pub fn edge_count(&self) -> usize {
        self.targets.len()
    }

    /// The vertex named `name`, in O(1) expected.
    pub fn vertex(&self, name: &str) -> Option<u32> {
        self.index.find(name, |v| self.name(v)).ok()
    }

    /// The name of vertex `v`.
    pub fn name(&self, v: u32) -> &str {
        name_of(&self.names, &self.name_ends, v)
    }

    /// The successors of vertex `v`, in the order listed.
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

/// Name `v` of the interned `names` ending at `ends`.
fn name_of<'n>(names: &'n str, ends: &[u32], v: u32) -> &'n str {
    let v = v as usize;
    let start = if v == 0 { 0 } else { ends[v - 1] as usize };
    &names[start..ends[v] as usize]
}

/// Vertex numbers by name: open addressing with linear probing over a
/// power-of-two table kept at most half full, so a look-up costs O(1)
/// expected and 4 to 8 bytes per vertex (names are compared through the
/// interned text, never stored twice).
#[derive(Default)]
struct NameIndex {
    slots: Vec<u32>,
    len: usize,
}

impl NameIndex {
    fn hash(name: &str) -> usize {
        FxBuildHasher.hash_one(name) as usize
    }

    /// The vertex named `name`, or the empty slot where it would go.
    fn find<'n>(
        &self,
        name: &str,
        name_of: impl Fn(u32) -> &'n str,
    ) -> std::result::Result<u32, usize> {
        if self.slots.is_empty() {
            return Err(0);
        }
        let mask = self.slots.len() - 1;
        let mut slot = NameIndex::hash(name) & mask;
        loop {
            match self.slots[slot] {
                UNSEEN => return Err(slot),
                id if name_of(id) == name => return Ok(id),
                _ => slot = (slot + 1) & mask,
            }
        }
    }

    /// Puts `id` in `slot` (found empty by [`NameIndex::find`]), growing
    /// the table when it is half full.
    fn insert<'n>(&mut self, slot: usize, id: u32, name_of: impl Fn(u32) -> &'n str) {
        if self.slots.is_empty() {
            self.slots = vec![UNSEEN; 16];
            let slot = NameIndex::hash(name_of(id)) & 15;
            self.slots[slot] = id;
            self.len = 1;
            return;
        }
        self.slots[slot] = id;
        self.len += 1;
        if 2 * self.len > self.slots.len() {
            let grown = vec![UNSEEN; 2 * self.slots.len()];
            let old = std::mem::replace(&mut self.slots, grown);
            let mask = self.slots.len() - 1;
            for id in old.into_iter().filter(|&id| id != UNSEEN) {
                let mut slot = NameIndex::hash(name_of(id)) & mask;
                while self.slots[slot] != UNSEEN {
                    slot = (slot + 1) & mask;
                }
                self.slots[slot] = id;
            }
        }
    }
}

/// Whether `name` is a vertex name, or what is wrong with it.
fn check_name(name: &str) -> std::result::Result<(), String> {
    if name.is_empty() {
        return Err("expected a vertex name".to_string());
    }
    match name.chars().find(|&c| !(c.is_alphanumeric() || c == '_' || c == '-')) {
        None => Ok(()),
        Some(c) => Err(format!(
            "vertex names are letters, digits, `_` and `-`; `{}` has `{c}`",
            abbreviate(name)
        )),
    }
}

/// The graph while it is being read.
#[derive(Default)]
struct Builder {
    index: NameIndex,
    names: String,
    name_ends: Vec<u32>,
    /// The line defining each vertex, 0 for a sink named only as a successor.
    lines: Vec<u32>,
    /// Each vertex's successors as a range of `edges`, in file order.
    ranges: Vec<(u32, u32)>,
    edges: Vec<u32>,
}

impl Builder {
    fn intern(&mut self, name: &str) -> u32 {
        let (names, ends) = (&self.names, &self.name_ends);
        let slot = match self.index.find(name, |v| name_of(names, ends, v)) {
            Ok(id) => return id,
            Err(slot) => slot,
        };
        let id = self.name_ends.len() as u32;
        self.names.push_str(name);
        self.name_ends.push(self.names.len() as u32);
        self.lines.push(0);
        self.ranges.push((0, 0));
        let (names, ends) = (&self.names, &self.name_ends);
        self.index.insert(slot, id, |v| name_of(names, ends, v));
        id
    }

    /// CSR arrays, every vertex's value, and the name index.
    fn finish(self) -> GameGraph {
        let count = self.name_ends.len();
        let mut offsets = Vec::with_capacity(count + 1);
        let mut targets = Vec::with_capacity(self.edges.len());
        offsets.push(0u32);
        for &(start, end) in &self.ranges {
            targets.extend_from_slice(&self.edges[start as usize..end as usize]);
            offsets.push(targets.len() as u32);
        }
        drop(self.edges);
        let mut graph = GameGraph {
            names: self.names,
            name_ends: self.name_ends,
            offsets,
            targets,
            values: Vec::new(),
            index: self.index,
        };
        graph.values = acyclic_values(&graph).unwrap_or_else(|| generalized_values(&graph));
        graph
    }
}

/// Marks a vertex on the depth-first stack.
const ACTIVE: u32 = u32::MAX - 1;

/// G(v) for every vertex of an acyclic `graph` by one depth-first search
/// with an explicit stack (so a chain of 10⁶ vertices costs memory, not
/// native stack), each vertex taking the mex of its successors' values once
/// they are all known, found with a stamped table in O(out-degree):
/// Grundy's recursion (P. M. Grundy, "Mathematics and games", 1939) in
/// reverse topological order (R. E. Tarjan, "Edge-disjoint spanning trees
/// and depth-first search", 1976). `None` as soon as a successor still on
/// the stack closes a cycle. Time O(V + E), one pass: the common case's
/// fast path before [`generalized_values`].
fn acyclic_values(graph: &GameGraph) -> Option<Vec<u32>> {
    let count = graph.name_ends.len();
    let max_degree = (0..count as u32).map(|v| graph.successors(v).len()).max().unwrap_or(0);
    let mut values = vec![UNSEEN; count];
    // stamp[x] == v + 1 when value x is among v's successors' values.
    let mut stamp = vec![0u32; max_degree + 1];
    let mut stack: Vec<(u32, u32)> = Vec::new();
    for start in 0..count as u32 {
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
            values[v as usize] = mex as u32;
            stack.pop();
        }
    }
    Some(values)
}

/// γ(v) for every vertex of `graph`, [`INFINITE`] for ∞ (see
/// [`GameGraph::parse`]): Fraenkel and Yesha's labelling by levels with
/// counters.
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
fn generalized_values(graph: &GameGraph) -> Vec<u32> {
    let count = graph.name_ends.len();
    // Predecessors in compressed rows.
    let mut starts = vec![0u32; count + 1];
    for &w in &graph.targets {
        starts[w as usize + 1] += 1;
    }
    for v in 0..count {
        starts[v + 1] += starts[v];
    }
    let mut sources = vec![0u32; graph.targets.len()];
    let mut fill = starts.clone();
    for v in 0..count {
        for &w in graph.successors(v as u32) {
            sources[fill[w as usize] as usize] = v as u32;
            fill[w as usize] += 1;
        }
    }
    drop(fill);
    let predecessors =
        |v: u32| &sources[starts[v as usize] as usize..starts[v as usize + 1] as usize];
    let mut values = vec![INFINITE; count];
    let mut eligible = vec![true; count];
    let mut killed = vec![false; count];
    let mut counts = vec![0u32; count];
    let mut ready: Vec<u32> = Vec::new();
    for m in 0u32.. {
        let mut any = false;
        for u in 0..count {
            killed[u] = false;
            if values[u] != INFINITE || !eligible[u] {
                continue;
            }
            any = true;
            let open = graph.successors(u as u32).iter();
            counts[u] = open.filter(|&&w| values[w as usize] == INFINITE).count() as u32;
            if counts[u] == 0 {
                ready.push(u as u32);
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
                for &q in predecessors(p) {
                    let q = q as usize;
                    if values[q] != INFINITE || killed[q] {
                        continue;
                    }
                    counts[q] -= 1;
                    if counts[q] == 0 && eligible[q] {
                        ready.push(q as u32);
                    }
                }
            }
        }
        for u in 0..count {
            eligible[u] &= killed[u] && values[u] == INFINITE;
        }
    }
    values
}

/// Tokens on the vertices of one game graph, each token one component.
#[derive(Debug, Clone)]
pub struct GraphPart {
    path: String,
    graph: Arc<GameGraph>,
    tokens: Vec<u32>,
}

impl GraphPart {
    /// Tokens on `tokens` of `graph`, read from `path`.
    pub fn new(path: String, graph: Arc<GameGraph>, tokens: Vec<u32>) -> GraphPart {
        GraphPart { path, graph, tokens }
    }

    /// Builds `graph(FILE) V1 V2 …`, reading FILE through `written.files`.
    pub(crate) fn build(written: &Written) -> Result<Arc<dyn Part>> {
        let path = match written.params.as_deref() {
            Some([path]) => path.text,
            _ => {
                return Err(written.error(
                    "graph needs one parameter, the file of the game graph: write `graph(games/dag.txt) a b`",
                ))
            }
        };
        let text = written.files.read(path).map_err(|message| Error::File {
            path: path.to_string(),
            line: None,
            message,
        })?;
        let graph = GameGraph::parse(path, &text)?;
        drop(text);
        if written.operands().next().is_none() {
            return Err(written.missing(format!(
                "expected at least one vertex after `{}`: each vertex named holds a token",
                written.ruleset.text
            )));
        }
        let mut tokens = Vec::new();
        for operand in written.operands() {
            let Some(vertex) = graph.vertex(operand.text) else {
                return Err(operand.error(format!(
                    "unknown vertex {}: {path} has no vertex of that name (it has {} vertices)",
                    operand.quoted(),
                    graph.len()
                )));
            };
            tokens.push(vertex);
        }
        Ok(Arc::new(GraphPart::new(path.to_string(), Arc::new(graph), tokens)))
    }

    fn describe(&self, vertex: u32) -> String {
        format!("graph({}) {}", self.path, self.graph.name(vertex))
    }
}

impl Part for GraphPart {
    fn ruleset(&self) -> String {
        format!("graph({})", self.path)
    }

    fn len(&self) -> usize {
        self.tokens.len()
    }

    fn component(&self, index: usize) -> String {
        self.describe(self.tokens[index])
    }

    fn write(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "graph({})", self.path)?;
        for &token in &self.tokens {
            write!(f, " {}", self.graph.name(token))?;
        }
        Ok(())
    }

    /// Every value was computed when the graph was read.
    fn solve(&self, _limits: &crate::Limits, _values_needed: bool) -> Result<Box<dyn Solved + '_>> {
        Ok(Box::new(SolvedGraph(self)))
    }
}

struct SolvedGraph<'p>(&'p GraphPart);

impl SolvedGraph<'_> {
    fn vertex(&self, index: usize) -> u32 {
        self.0.tokens[index]
    }
}

impl Solved for SolvedGraph<'_> {
    fn value(&self, index: usize) -> Option<BigNimber> {
        self.0.graph.value(self.vertex(index)).map(|value| BigNimber::from(u64::from(value)))
    }

    fn why_unknown(&self, index: usize) -> Error {
        Error::Unsupported(format!(
            "`{}` can be played for ever: its value is {}, not a nimber",
            self.0.graph.name(self.vertex(index)),
            self.0.graph.gamma(self.vertex(index))
        ))
    }

    fn outcome(&self, index: usize) -> Outcome {
        self.0.graph.gamma(self.vertex(index)).outcome()
    }

    fn infinite(&self, index: usize) -> Option<Infinite> {
        match self.0.graph.gamma(self.vertex(index)) {
            Gamma::Infinite(infinite) => Some(infinite),
            Gamma::Finite(_) => None,
        }
    }

    /// The successors of the token's vertex with finite value `target`,
    /// each once: O(out-degree).
    fn moves_to(&self, index: usize, target: &BigNimber) -> crate::Result<Vec<String>> {
        let graph = &self.0.graph;
        let Some(target) = target.to_nimber() else { return Ok(Vec::new()) };
        let mut found: Vec<u32> = graph
            .successors(self.vertex(index))
            .iter()
            .copied()
            .filter(|&w| graph.value(w).map(u64::from) == Some(target.0))
            .collect();
        found.sort_unstable();
        found.dedup();
        let mut moves: Vec<String> = found.into_iter().map(|w| self.0.describe(w)).collect();
        moves.sort_unstable_by(|a, b| natural_order(a, b));
        Ok(moves)
    }

    /// The distinct successors of the token's vertex, with their γ:
    /// O(out-degree + Σ out-degree of the infinite ones).
    fn options(&self, index: usize, max: u64) -> crate::Result<Vec<Choice>> {
        let graph = &self.0.graph;
        let mut found: Vec<u32> = graph.successors(self.vertex(index)).to_vec();
        found.sort_unstable();
        found.dedup();
        if found.len() as u128 > max as u128 {
            return Err(too_many_options(&self.0.describe(self.vertex(index)), found.len(), max));
        }
        let mut choices: Vec<Choice> = found
            .into_iter()
            .map(|w| Choice { to: self.0.describe(w), value: Some(graph.gamma(w)) })
            .collect();
        choices.sort_unstable_by(|a, b| natural_order(&a.to, &b.to));
        Ok(choices)
    }

    fn explain(&self, index: usize) -> Vec<String> {
        let graph = &self.0.graph;
        let v = self.vertex(index);
        let name = graph.name(v);
        let successors = graph.successors(v);
        if successors.is_empty() {
            return vec![format!("`{name}` has no successors (a sink), so G({name}) = *0")];
        }
        let mut listed: Vec<String> = successors
            .iter()
            .take(LISTED_SUCCESSORS)
            .map(|&w| format!("{}: {}", graph.name(w), graph.gamma(w)))
            .collect();
        if successors.len() > LISTED_SUCCESSORS {
            listed.push(format!("and {} more", successors.len() - LISTED_SUCCESSORS));
        }
        let listed = listed.join(", ");
        let loopy = successors.iter().any(|&w| graph.value(w).is_none());
        match graph.gamma(v) {
            Gamma::Finite(value) if !loopy => vec![format!(
                "G({name}) = {value}, the mex (least value not among them) of its successors' values {{{listed}}}"
            )],
            Gamma::Finite(value) => vec![format!(
                "γ({name}) = {value}, the mex (least value not among them) of its successors' finite values {{{listed}}}; each successor of infinite value can move back to one of value {value}, so moving there gains nothing"
            )],
            Gamma::Infinite(infinite) => vec![format!(
                "γ({name}) = {infinite}: no value fits it (a successor of larger or infinite value cannot be answered by a move back), so play from it can go on for ever; K = the finite values of its successors {{{listed}}}"
            )],
        }
    }
}
