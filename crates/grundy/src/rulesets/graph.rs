//! Games on a directed graph read from a file: tokens moved along edges,
//! cycles allowed (Smith's generalized Sprague–Grundy function, see
//! [`crate::loopy`]).

use std::borrow::Cow;
use std::fmt;
use std::sync::Arc;

use std::hash::BuildHasher;

use rustc_hash::FxBuildHasher;

use crate::core::convert::small;
use crate::core::error::{Error, Result};
use crate::core::limits::Work;
use crate::core::message::Message;
use crate::core::nimber::BigNimber;
use crate::core::outcome::{Gamma, Infinite, Outcome};
use crate::core::reason::{Neighbours, Reason};
use crate::core::sort;
use crate::core::text::{abbreviate, natural_order};
use crate::language::syntax::Written;
use crate::msg;
use crate::parts::part::{too_many_options, Choice, Part, Solved};
use crate::theory::loopy::Digraph;

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
    /// The edges and every vertex's γ.
    graph: Digraph,
    /// Vertices by name, for [`GameGraph::vertex`].
    index: NameIndex,
}

impl fmt::Debug for GameGraph {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("GameGraph")
            .field("vertices", &self.len())
            .field("edges", &self.edge_count())
            .finish()
    }
}

/// Marks an empty slot of the name index.
const UNSEEN: u32 = u32::MAX;

impl GameGraph {
    /// Reads the graph in `text` (the file `path`, named in errors) and
    /// computes γ of every vertex ([`Digraph::new`]).
    ///
    /// Time O(V + E) without cycles, O((max γ + 2)(V + E)) with them, plus
    /// O(V + E) expected to intern the names; memory O(V + E). The size of
    /// the file bounds it: a vertex of value m has at least m successors,
    /// so max γ < √(2E).
    pub fn parse(path: &str, text: &str) -> Result<GameGraph> {
        let error = |line: Option<usize>, message: Message| Error::File {
            path: path.to_string(),
            line,
            message,
        };
        if u32::try_from(text.len()).is_err() {
            return Err(error(
                None,
                msg!(
                    "graph-file-too-large",
                    "the file has {bytes} bytes; graphs are limited to 4 GiB (32-bit indices)",
                    bytes = text.len()
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
                    msg!(
                        "graph-expected-line",
                        "expected `vertex: successors…` (e.g. `a: b c`), found `{line}`",
                        line = abbreviate(line)
                    ),
                ));
            };
            let name = left.trim();
            check_name(name).map_err(|problem| {
                error(
                    Some(number),
                    msg!("graph-before-colon", "before `:`: {problem}", problem = problem),
                )
            })?;
            let vertex = builder.intern(name);
            let first = builder.lines[vertex as usize];
            if first != 0 {
                return Err(error(
                    Some(number),
                    msg!(
                        "graph-vertex-listed-again",
                        "vertex `{name}` is listed again (first on line {first}): give all its successors on one line",
                        name = abbreviate(name),
                        first = first
                    ),
                ));
            }
            // The file has fewer than 2³² bytes (checked above), so its line numbers,
            // names, vertices and edges are fewer too: every `small` here holds.
            builder.lines[vertex as usize] = small(number);
            let start = small(builder.edges.len());
            for successor in right.split_whitespace() {
                check_name(successor).map_err(|problem| {
                    error(
                        Some(number),
                        msg!("graph-after-colon", "after `:`: {problem}", problem = problem),
                    )
                })?;
                let target = builder.intern(successor);
                builder.edges.push(target);
            }
            builder.ranges[vertex as usize] = (start, small(builder.edges.len()));
        }
        builder.finish()
    }

    /// Number of vertices.
    pub fn len(&self) -> usize {
        self.graph.len()
    }

    /// Whether the graph has no vertex.
    pub fn is_empty(&self) -> bool {
        self.graph.is_empty()
    }

    /// Number of edges.
    pub fn edge_count(&self) -> usize {
        self.graph.edge_count()
    }

    /// The vertex named `name`, in O(1) expected.
    pub fn vertex(&self, name: &str) -> Option<u32> {
        self.index.find(name, |v| self.name(v)).ok()
    }

    /// The name of vertex `v`.
    pub fn name(&self, v: u32) -> &str {
        name_of(&self.names, &self.name_ends, v)
    }

    /// The edges and the value of every vertex.
    pub fn digraph(&self) -> &Digraph {
        &self.graph
    }

    /// The successors of vertex `v`, in the order listed.
    pub fn successors(&self, v: u32) -> &[u32] {
        self.graph.successors(v)
    }

    /// γ(v) when it is finite (the Grundy value of a token on `v`);
    /// `None` for ∞.
    pub fn value(&self, v: u32) -> Option<u32> {
        self.graph.value(v)
    }

    /// γ(v): a nimber, or ∞(K) with K the finite values of v's successors.
    pub fn gamma(&self, v: u32) -> Gamma {
        self.graph.gamma(v)
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
    // A hash: on a 32-bit target, its low bits are the hash wanted.
    #[allow(clippy::cast_possible_truncation)]
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
fn check_name(name: &str) -> std::result::Result<(), Message> {
    if name.is_empty() {
        return Err(msg!("graph-expected-vertex-name", "expected a vertex name"));
    }
    match name.chars().find(|&c| !(c.is_alphanumeric() || c == '_' || c == '-')) {
        None => Ok(()),
        Some(c) => Err(msg!(
            "graph-bad-vertex-name",
            "vertex names are letters, digits, `_` and `-`; `{name}` has `{found}`",
            name = abbreviate(name),
            found = c
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
        let id = small(self.name_ends.len());
        self.names.push_str(name);
        self.name_ends.push(small(self.names.len()));
        self.lines.push(0);
        self.ranges.push((0, 0));
        let (names, ends) = (&self.names, &self.name_ends);
        self.index.insert(slot, id, |v| name_of(names, ends, v));
        id
    }

    /// CSR arrays, every vertex's value, and the name index.
    fn finish(self) -> Result<GameGraph> {
        let count = self.name_ends.len();
        let mut offsets = Vec::with_capacity(count + 1);
        let mut targets = Vec::with_capacity(self.edges.len());
        offsets.push(0u32);
        for &(start, end) in &self.ranges {
            targets.extend_from_slice(&self.edges[start as usize..end as usize]);
            offsets.push(small(targets.len()));
        }
        drop(self.edges);
        Ok(GameGraph {
            names: self.names,
            name_ends: self.name_ends,
            graph: Digraph::new(offsets, targets, &mut Work::unlimited())?,
            index: self.index,
        })
    }
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
        let (path, text) = written.file(msg!(
            "graph-needs-file",
            "graph needs one parameter, the file of the game graph: write `graph(dag.txt) a b`, where dag.txt has lines `v: w1 w2 …`"
        ))?;
        let graph = GameGraph::parse(path, &text)?;
        drop(text);
        if written.operands().next().is_none() {
            return Err(written.missing(msg!(
                "graph-missing-vertices",
                "expected at least one vertex after `{ruleset}`: each vertex named holds a token",
                ruleset = written.ruleset.text
            )));
        }
        let mut tokens = Vec::new();
        for operand in written.operands() {
            let Some(vertex) = graph.vertex(operand.text) else {
                return Err(operand.error(msg!(
                    "graph-unknown-vertex",
                    "unknown vertex {found}: {path} has no vertex of that name (it has {count} vertices)",
                    found = operand.quoted(),
                    path = path,
                    count = graph.len()
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
    fn solve(
        &self,
        _limits: &crate::core::limits::Limits,
        _values_needed: bool,
    ) -> Result<Box<dyn Solved + '_>> {
        let graph = &self.graph;
        Ok(Box::new(SolvedTokens {
            graph: graph.digraph(),
            tokens: &self.tokens,
            ruleset: self.ruleset(),
            name: |v: u32| Cow::Borrowed(graph.name(v)),
            moves: Neighbours::Successors,
        }))
    }
}

/// Tokens on the vertices of a valued [`Digraph`], each token one
/// component: the solved part of a game graph and of the [`super::Cyclic`]
/// games. `name` writes a vertex as an operand (`a`, `5`); a component is
/// written `{ruleset} {name}`; `moves` is what the explanations call a
/// vertex's moves (`successors`, `options`).
pub(crate) struct SolvedTokens<'p, N> {
    pub(crate) graph: &'p Digraph,
    pub(crate) tokens: &'p [u32],
    pub(crate) ruleset: String,
    pub(crate) name: N,
    pub(crate) moves: Neighbours,
}

impl<'p, N: Fn(u32) -> Cow<'p, str>> SolvedTokens<'p, N> {
    fn vertex(&self, index: usize) -> u32 {
        self.tokens[index]
    }

    fn describe(&self, vertex: u32) -> String {
        format!("{} {}", self.ruleset, (self.name)(vertex))
    }
}

impl<'p, N: Fn(u32) -> Cow<'p, str>> Solved for SolvedTokens<'p, N> {
    fn value(&self, index: usize) -> Option<BigNimber> {
        self.graph.value(self.vertex(index)).map(|value| BigNimber::from(u64::from(value)))
    }

    fn why_unknown(&self, index: usize) -> Error {
        Error::Unsupported(msg!(
            "graph-played-for-ever",
            "`{position}` can be played for ever: its value is {value}, not a nimber",
            position = self.describe(self.vertex(index)),
            value = self.graph.gamma(self.vertex(index)).to_string()
        ))
    }

    fn outcome(&self, index: usize) -> Outcome {
        self.graph.gamma(self.vertex(index)).outcome()
    }

    fn infinite(&self, index: usize) -> Option<Infinite> {
        match self.graph.gamma(self.vertex(index)) {
            Gamma::Infinite(infinite) => Some(infinite),
            Gamma::Finite(_) => None,
        }
    }

    /// The successors of the token's vertex with finite value `target`,
    /// each once: O(out-degree).
    fn moves_to(
        &self,
        index: usize,
        target: &BigNimber,
    ) -> crate::core::error::Result<Vec<String>> {
        let graph = self.graph;
        let Some(target) = target.to_nimber() else { return Ok(Vec::new()) };
        let mut found: Vec<u32> = graph
            .successors(self.vertex(index))
            .iter()
            .copied()
            .filter(|&w| graph.value(w).map(u64::from) == Some(target.0))
            .collect();
        sort::sort(&mut found);
        found.dedup();
        let mut moves: Vec<String> = found.into_iter().map(|w| self.describe(w)).collect();
        sort::sort_by(&mut moves, |a, b| natural_order(a, b));
        Ok(moves)
    }

    /// The distinct successors of the token's vertex, with their γ:
    /// O(out-degree + Σ out-degree of the infinite ones).
    fn options(&self, index: usize, max: u64) -> crate::core::error::Result<Vec<Choice>> {
        let graph = self.graph;
        let mut found: Vec<u32> = graph.successors(self.vertex(index)).to_vec();
        sort::sort(&mut found);
        found.dedup();
        if found.len() as u128 > max as u128 {
            return Err(too_many_options(&self.describe(self.vertex(index)), found.len(), max));
        }
        let mut choices: Vec<Choice> = found
            .into_iter()
            .map(|w| Choice { to: self.describe(w), value: Some(graph.gamma(w)) })
            .collect();
        sort::sort_by(&mut choices, |a, b| natural_order(&a.to, &b.to));
        Ok(choices)
    }

    fn explain(&self, index: usize) -> Vec<Reason> {
        let (graph, neighbours) = (self.graph, self.moves);
        let v = self.vertex(index);
        let name = (self.name)(v).into_owned();
        let successors = graph.successors(v);
        if successors.is_empty() {
            return vec![Reason::NoMoves { name, neighbours }];
        }
        let listed: Vec<(String, Gamma)> = successors
            .iter()
            .take(LISTED_SUCCESSORS)
            .map(|&w| ((self.name)(w).into_owned(), graph.gamma(w)))
            .collect();
        let more = successors.len().saturating_sub(LISTED_SUCCESSORS);
        let infinite = successors.iter().any(|&w| graph.value(w).is_none());
        match graph.gamma(v) {
            Gamma::Finite(value) => {
                vec![Reason::Mex { name, value, neighbours, listed, more, infinite }]
            }
            Gamma::Infinite(value) => vec![Reason::Loopy { name, value, neighbours, listed, more }],
        }
    }
}
