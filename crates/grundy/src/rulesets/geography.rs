//! Undirected vertex geography (`geography(G) START`): a token on a vertex
//! of an undirected graph; a move slides it along an edge to a vertex it
//! has not visited (START counts as visited), and whoever cannot move
//! loses.
//!
//! The theorem (A. S. Fraenkel, E. R. Scheinerman, D. Ullman, *Undirected
//! edge geography*, Theoretical Computer Science 112 (1993); the "无向图
//! 删点游戏" of OI-wiki's game-theory page): the player to move wins exactly
//! when every maximum matching of the graph covers the token's vertex v.
//! If it does, the mover slides along v's edge in a maximum matching M to
//! u; without v, M less that edge is a maximum matching of the rest missing
//! u, so u is not in every maximum matching there. If some maximum
//! matching M misses v, every neighbour u of v is matched in M (else M
//! would grow), and the opponent answers along u's edge of M, again a
//! position whose token is covered by every maximum matching.
//!
//! So the outcome and the winning moves need no search: v is in every
//! maximum matching exactly when v is matched in a maximum matching M and
//! removing v (and its partner's edge) leaves no augmenting path from the
//! partner. Matchings are Edmonds' blossom algorithm (J. Edmonds, *Paths,
//! trees, and flowers*, 1965), one search from a root at a time, O(V·(V +
//! E)) per search at worst (each blossom relabels V vertices), counted
//! against [`Limits::max_work`]. Values, needed only in sums, come from a
//! search of the positions, bounded by [`Limits::max_search`] as it runs.
//!
//! A position is the piece of the graph left unvisited that holds the
//! token, numbered breadth first from the token's vertex, which is vertex
//! 0: `geography(0-1,1-2) 0`.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::sync::Arc;

use crate::core::convert::small;
use crate::core::error::{Error, Result};
use crate::core::limits::{raise, Limits, Work};
use crate::core::message::Message;
use crate::core::nimber::BigNimber;
use crate::core::outcome::{Gamma, Outcome};
use crate::core::reason::Reason;
use crate::core::sort;
use crate::core::text::{natural_order, shorten};
use crate::language::syntax::Written;
use crate::msg;
use crate::parts::part::{
    too_many_options, up_to_steps, winning_moves_of, Choice, Drawing, Part, Solved, MAX_DRAWN_CELLS,
};
use crate::rules::ruleset::{Options, Ruleset};
use crate::rules::solver::{limit_steps, Solver};
use crate::rulesets::vertex::{read_named_graph, Graph};

/// The geography game's moves, on positions whose token is on vertex 0.
#[derive(Debug, Clone, Copy)]
pub struct Geography;

impl Ruleset for Geography {
    type Position = Graph;

    /// Each neighbour of the token, with the token's vertex deleted and the
    /// piece holding the neighbour renumbered from it. O(deg·(V + E)).
    fn options(&self, graph: &Graph, out: &mut Options<Graph>) {
        let Some(next) = graph.neighbours().into_iter().next() else { return };
        let mut kept = vec![true; graph.vertex_count()];
        kept[0] = false;
        let mut found: Vec<Graph> =
            next.iter().map(|&u| graph.piece_from(&kept, u as usize)).collect();
        found.sort_unstable();
        found.dedup();
        for option in found {
            out.push(option);
        }
    }

    fn position_bytes(&self, graph: &Graph) -> usize {
        std::mem::size_of_val(graph.edges())
    }
}

/// A matching of a graph some of whose vertices are deleted, grown by
/// Edmonds' augmenting-path search, every step spent from a [`Work`].
struct Matching<'w> {
    adjacent: Vec<Vec<u32>>,
    mate: Vec<u32>,
    deleted: Vec<bool>,
    work: &'w mut Work,
    // The search's state, kept between searches.
    parent: Vec<u32>,
    base: Vec<u32>,
    outer: Vec<bool>,
    in_blossom: Vec<bool>,
    on_path: Vec<bool>,
}

const NONE: u32 = u32::MAX;

/// What a matching's work is spent on, for the limit's message.
fn matching_of(graph: &Graph) -> Message {
    msg!(
        "geography-what-matching",
        "the maximum matchings of a geography graph of {vertices} vertices",
        vertices = graph.vertex_count()
    )
}

impl<'w> Matching<'w> {
    /// A maximum matching of `graph`: a greedy one, then one augmenting
    /// search from each vertex it leaves out.
    fn maximum(graph: &Graph, work: &'w mut Work) -> Result<Matching<'w>> {
        let n = graph.vertex_count();
        let mut matching = Matching {
            adjacent: graph.neighbours(),
            mate: vec![NONE; n],
            deleted: vec![false; n],
            work,
            parent: vec![NONE; n],
            base: vec![0; n],
            outer: vec![false; n],
            in_blossom: vec![false; n],
            on_path: vec![false; n],
        };
        matching.work.spend(graph.edges().len() as u64 + n as u64, || matching_of(graph))?;
        for v in 0..n {
            if matching.mate[v] == NONE {
                if let Some(&w) =
                    matching.adjacent[v].iter().find(|&&w| matching.mate[w as usize] == NONE)
                {
                    matching.mate[v] = w;
                    matching.mate[w as usize] = small(v);
                }
            }
        }
        for v in 0..n {
            if matching.mate[v] == NONE {
                matching.augment_from(v, &|| matching_of(graph))?;
            }
        }
        Ok(matching)
    }

    /// Deletes vertex `v`, unmatching its partner, whom it returns.
    fn delete(&mut self, v: usize) -> Option<usize> {
        self.deleted[v] = true;
        let partner = std::mem::replace(&mut self.mate[v], NONE);
        if partner == NONE {
            return None;
        }
        self.mate[partner as usize] = NONE;
        Some(partner as usize)
    }

    /// Whether a maximum matching of the graph left misses `v`: `v` is
    /// unmatched, or deleting it and searching from its partner finds an
    /// augmenting path (which the matching keeps: the caller works on a
    /// copy). Leaves `v` deleted.
    fn misses(&mut self, v: usize, what: &impl Fn() -> Message) -> Result<bool> {
        if self.mate[v] == NONE {
            self.deleted[v] = true;
            return Ok(true);
        }
        let partner = self.delete(v).expect("matched");
        self.augment_from(partner, what)
    }

    /// Searches for an augmenting path from the unmatched `root` and flips
    /// it; whether one was found. Edmonds' search with blossoms shrunk by
    /// relabelling their bases: O(V + E) plus O(V) a blossom.
    fn augment_from(&mut self, root: usize, what: &impl Fn() -> Message) -> Result<bool> {
        let n = self.mate.len();
        self.work.spend(n as u64, what)?;
        for v in 0..n {
            self.parent[v] = NONE;
            self.base[v] = small(v);
            self.outer[v] = false;
        }
        self.outer[root] = true;
        let mut queue = VecDeque::from([root]);
        while let Some(v) = queue.pop_front() {
            self.work.spend(self.adjacent[v].len() as u64 + 1, what)?;
            for i in 0..self.adjacent[v].len() {
                let to = self.adjacent[v][i] as usize;
                if self.deleted[to] || self.base[v] == self.base[to] || self.mate[v] as usize == to
                {
                    continue;
                }
                let to_outer = to == root
                    || (self.mate[to] != NONE && self.parent[self.mate[to] as usize] != NONE);
                if to_outer {
                    // An odd cycle: shrink it into a blossom based at the
                    // nearest common ancestor.
                    self.work.spend(n as u64, what)?;
                    let base = self.common_base(v, to);
                    self.in_blossom.iter_mut().for_each(|b| *b = false);
                    self.mark_path(v, base, to);
                    self.mark_path(to, base, v);
                    for u in 0..n {
                        if self.in_blossom[self.base[u] as usize] {
                            self.base[u] = small(base);
                            if !self.outer[u] {
                                self.outer[u] = true;
                                queue.push_back(u);
                            }
                        }
                    }
                } else if self.parent[to] == NONE {
                    self.parent[to] = small(v);
                    if self.mate[to] == NONE {
                        self.flip(to);
                        return Ok(true);
                    }
                    let next = self.mate[to] as usize;
                    self.outer[next] = true;
                    queue.push_back(next);
                }
            }
        }
        Ok(false)
    }

    /// The base of the blossom closing the cycle through `a` and `b`: the
    /// first base on `b`'s path to the root that is on `a`'s.
    fn common_base(&mut self, mut a: usize, mut b: usize) -> usize {
        self.on_path.iter_mut().for_each(|x| *x = false);
        loop {
            a = self.base[a] as usize;
            self.on_path[a] = true;
            if self.mate[a] == NONE {
                break;
            }
            a = self.parent[self.mate[a] as usize] as usize;
        }
        loop {
            b = self.base[b] as usize;
            if self.on_path[b] {
                return b;
            }
            b = self.parent[self.mate[b] as usize] as usize;
        }
    }

    /// Marks the blossom's bases from `v` down to `base`, pointing the
    /// parents of its inner vertices back across the closing edge.
    fn mark_path(&mut self, mut v: usize, base: usize, mut child: usize) {
        while self.base[v] as usize != base {
            let mate = self.mate[v] as usize;
            self.in_blossom[self.base[v] as usize] = true;
            self.in_blossom[self.base[mate] as usize] = true;
            self.parent[v] = small(child);
            child = mate;
            v = self.parent[mate] as usize;
        }
    }

    /// Flips the augmenting path ending at the unmatched `end`.
    fn flip(&mut self, mut end: usize) {
        while end != NONE as usize {
            let before = self.parent[end] as usize;
            let next = self.mate[before];
            self.mate[end] = small(before);
            self.mate[before] = small(end);
            end = next as usize;
        }
    }

    /// The edges matched.
    fn size(&self) -> u64 {
        self.mate.iter().filter(|&&m| m != NONE).count() as u64 / 2
    }
}

/// Whether the player to move loses `graph` (token on vertex 0): some
/// maximum matching misses vertex 0. Also the size of a maximum matching.
pub fn outcome(graph: &Graph, work: &mut Work) -> Result<(bool, u64)> {
    let what = || matching_of(graph);
    let mut matching = Matching::maximum(graph, work)?;
    let size = matching.size();
    Ok((matching.misses(0, &what)?, size))
}

/// The options of `graph` that are P-positions, by the theorem: the
/// neighbours u of the token's vertex v that some maximum matching of the
/// graph less v misses. One augmenting search a neighbour.
pub fn p_options(graph: &Graph, work: &mut Work) -> Result<Vec<Graph>> {
    let what = || matching_of(graph);
    let mut matching = Matching::maximum(graph, work)?;
    // Without v: M less v's edge, grown once from v's partner, is maximum.
    if let Some(partner) = matching.delete(0) {
        matching.augment_from(partner, &what)?;
    }
    let (mate, deleted) = (matching.mate.clone(), matching.deleted.clone());
    let neighbours = matching.adjacent[0].clone();
    let mut kept = vec![true; graph.vertex_count()];
    kept[0] = false;
    let mut found = Vec::new();
    for u in neighbours {
        matching.mate.clone_from(&mate);
        matching.deleted.clone_from(&deleted);
        if matching.misses(u as usize, &what)? {
            found.push(graph.piece_from(&kept, u as usize));
        }
    }
    found.sort_unstable();
    found.dedup();
    Ok(found)
}

/// The steps of listing the options of `graph`: one piece of V + E
/// renumbered for each neighbour of the token. Checked against
/// [`Limits::max_search`] before listing them, before valuing them by a
/// search (each position searched costs as much), and so before writing
/// them: on `complete(4000)` the token has 3,999 moves, each leaving a
/// graph of 8·10⁶ edges.
fn listing_size(graph: &Graph) -> u128 {
    let degree = graph.edges().iter().filter(|&&(a, _)| a == 0).count() as u128;
    degree * (graph.vertex_count() as u128 + graph.edges().len() as u128)
}

/// Refuses `what` on `graph` past [`Limits::max_search`] steps of listing.
fn within(graph: &Graph, limits: &Limits, what: impl FnOnce() -> Message) -> Result<()> {
    let size = listing_size(graph);
    if size <= limits.max_search as u128 {
        return Ok(());
    }
    Err(Error::LimitExceeded {
        what: what(),
        needed: up_to_steps(size),
        limit: limit_steps(limits.max_search),
        hint: raise("--max-search"),
    })
}

/// `geography(G) START`: one component, the token on START.
pub(crate) fn build(written: &Written) -> Result<Arc<dyn Part>> {
    let (graph, names) = read_named_graph(written, "geography")?;
    let mut operands = written.operands();
    let Some(start) = operands.next() else {
        return Err(written.missing(msg!(
            "geography-missing-start",
            "expected the token's vertex after geography(G): write `geography(path(5)) 2`"
        )));
    };
    if let Some(extra) = operands.next() {
        return Err(extra.error(msg!(
            "geography-one-start",
            "geography(G) takes one vertex, the token's, found another: {found}",
            found = extra.quoted()
        )));
    }
    let Some(at) = names.iter().position(|name| name == start.text) else {
        let some: Vec<&str> = names.iter().take(8).map(String::as_str).collect();
        return Err(start.error(msg!(
            "geography-unknown-start",
            "expected a vertex of the graph for the token, found {found}; its vertices are {names}",
            found = start.quoted(),
            names = if names.len() > some.len() {
                format!("{}, … ({} in all)", some.join(", "), names.len())
            } else {
                some.join(", ")
            }
        )));
    };
    let kept = vec![true; graph.vertex_count()];
    let position = graph.piece_from(&kept, at);
    Ok(Arc::new(GeographyPart { positions: vec![position] }))
}

/// Components of the geography game, each a graph with the token on vertex 0.
#[derive(Debug, Clone)]
pub struct GeographyPart {
    positions: Vec<Graph>,
}

impl GeographyPart {
    /// A part of `positions`, each a graph whose token is on vertex 0.
    pub fn new(positions: Vec<Graph>) -> GeographyPart {
        GeographyPart { positions }
    }
}

/// A position as written: `geography(0-1,1-2) 0`.
fn describe(graph: &Graph) -> String {
    format!("geography({}) 0", graph.written())
}

impl Part for GeographyPart {
    fn ruleset(&self) -> String {
        "geography".to_string()
    }

    fn len(&self) -> usize {
        self.positions.len()
    }

    fn component(&self, index: usize) -> String {
        describe(&self.positions[index])
    }

    /// The graph, the token on vertex 0, with what moving to each of its
    /// neighbours leaves; written past `MAX_DRAWN_CELLS` vertices.
    /// O(deg · (V + E)).
    fn drawing(&self, index: usize) -> Drawing {
        let graph = &self.positions[index];
        if graph.vertex_count() > MAX_DRAWN_CELLS {
            return Drawing::Text(describe(graph));
        }
        let mut kept = vec![true; graph.vertex_count()];
        kept[0] = false;
        let mut picks = vec![None; graph.vertex_count()];
        for &(a, b) in graph.edges() {
            if a == 0 {
                picks[b as usize] = Some(describe(&graph.piece_from(&kept, b as usize)));
            }
        }
        Drawing::Network {
            vertices: graph.vertex_count() as u64,
            edges: graph.edges().iter().map(|&(a, b)| (a.into(), b.into())).collect(),
            token: Some(0),
            by_edge: false,
            picks,
        }
    }

    /// Outcomes by the matching theorem, always; values by a search when
    /// they are needed, within [`Limits::max_search`].
    fn solve(&self, limits: &Limits, values_needed: bool) -> Result<Box<dyn Solved + '_>> {
        let mut work = Work::new(limits.max_work).until(limits.deadline);
        let mut outcomes = Vec::with_capacity(self.positions.len());
        for position in &self.positions {
            outcomes.push(outcome(position, &mut work)?);
        }
        let solver = RefCell::new(Solver::with_budget(Geography, limits.search_budget()));
        let mut values = Vec::with_capacity(self.positions.len());
        for (position, &(lost, _)) in self.positions.iter().zip(&outcomes) {
            if values_needed && !lost {
                within(position, limits, || {
                    msg!(
                        "search-what-one",
                        "the search of {position}",
                        position = shorten(&describe(position), 60)
                    )
                })?;
            }
            values.push(match (lost, values_needed) {
                (true, _) => Some(BigNimber::ZERO),
                (false, true) => Some(solver.borrow_mut().value(position)?.into()),
                (false, false) => None,
            });
        }
        let limits = *limits;
        Ok(Box::new(SolvedGeography {
            part: self,
            outcomes,
            values,
            values_needed,
            solver,
            limits,
        }))
    }
}

struct SolvedGeography<'p> {
    part: &'p GeographyPart,
    /// Each component's outcome (lost by the player to move?) and the size
    /// of a maximum matching.
    outcomes: Vec<(bool, u64)>,
    values: Vec<Option<BigNimber>>,
    /// Whether values were asked for (a sum): options are then valued.
    values_needed: bool,
    solver: RefCell<Solver<Geography>>,
    limits: Limits,
}

impl Solved for SolvedGeography<'_> {
    fn value(&self, index: usize) -> Option<BigNimber> {
        self.values[index].clone()
    }

    fn why_unknown(&self, index: usize) -> Error {
        let _ = index;
        Error::Unsupported(msg!(
            "geography-value-not-computed",
            "its value was not computed: only its outcome comes from the matching theorem"
        ))
    }

    fn outcome(&self, index: usize) -> Outcome {
        match self.outcomes[index].0 {
            true => Outcome::P,
            false => Outcome::N,
        }
    }

    /// To value 0 by the theorem; to other values by valuing every option
    /// (the position was searched, so its options were).
    fn moves_to(&self, index: usize, target: &BigNimber) -> Result<Vec<String>> {
        let position = &self.part.positions[index];
        within(position, &self.limits, || winning_moves_of(&shorten(&describe(position), 60)))?;
        let found: Vec<Graph> = if target.is_zero() {
            let mut work = Work::new(self.limits.max_work).until(self.limits.deadline);
            p_options(position, &mut work)?
        } else {
            let mut options = Options::new();
            Geography.options(position, &mut options);
            let mut found = Vec::new();
            for option in options.iter() {
                let value: BigNimber = self.solver.borrow_mut().value(&option[0])?.into();
                if &value == target {
                    found.push(option[0].clone());
                }
            }
            found
        };
        let mut found: Vec<String> = found.iter().map(describe).collect();
        sort::sort_by(&mut found, |a, b| natural_order(a, b));
        Ok(found)
    }

    /// Every option, valued by the search when values are needed, and
    /// otherwise marked 0 where the theorem finds a P-position (the other
    /// values are not known).
    fn options(&self, index: usize, max: u64) -> Result<Vec<Choice>> {
        let position = &self.part.positions[index];
        let brief = shorten(&describe(position), 60);
        let degree = position.edges().iter().filter(|&&(a, _)| a == 0).count();
        if degree as u64 > max {
            return Err(too_many_options(&brief, degree, max));
        }
        within(position, &self.limits, || {
            msg!("part-what-every-move", "listing every move of {position}", position = brief)
        })?;
        let mut options = Options::new();
        Geography.options(position, &mut options);
        let mut found = Vec::with_capacity(options.len());
        for option in options.iter() {
            let option = &option[0];
            let value = if self.values_needed {
                Some(Gamma::Finite(self.solver.borrow_mut().value(option)?.into()))
            } else {
                let mut work = Work::new(self.limits.max_work).until(self.limits.deadline);
                let (lost, _) = outcome(option, &mut work)?;
                lost.then_some(Gamma::Finite(BigNimber::ZERO))
            };
            found.push(Choice { to: describe(option), value });
        }
        sort::sort_by(&mut found, |a, b| natural_order(&a.to, &b.to));
        Ok(found)
    }

    fn explain(&self, index: usize) -> Vec<Reason> {
        let position = &self.part.positions[index];
        let (lost, matching) = self.outcomes[index];
        let mut lines = vec![Reason::Geography {
            vertices: position.vertex_count() as u64,
            matching,
            covered: !lost,
        }];
        if let (false, Some(value)) = (lost, &self.values[index]) {
            let positions = self.solver.borrow().known() as u64;
            lines.push(Reason::Searched { value: value.clone(), positions });
        }
        lines
    }
}
