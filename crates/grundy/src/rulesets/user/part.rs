//! [`RulePart`]: components of a user's rule in a game, `rule(PATH) 5 7`.
//!
//! Solving tries, from the most structured to the least:
//!
//! 1. a rule on one number whose options are sums of smaller heaps is a
//!    heap ruleset ([`UserHeap`]): its table, by the heap-table solver;
//! 2. otherwise every position the components reach is listed first
//!    (breadth first, each position's options asked of the rule once,
//!    counted against [`Limits::max_search`], the memory limit and the
//!    work), so that nothing later asks the rule anything new;
//! 3. when every option is one position (no splits), the positions and
//!    moves are a game graph, valued by [`Digraph::new`]: Grundy values on
//!    a graph without cycles, Smith's γ (a nimber or ∞(K)) on one with
//!    cycles, so a rule that can return to a position gets draws and ∞
//!    values, not a stack overflow;
//! 4. with splits, the generic [`SearchPart`] search over the listed
//!    positions; a rule that both splits and returns to a position is
//!    refused (Smith's theory values a token on a graph, not sums made by
//!    moves).
//!
//! Every answer is refused with the rule's failure when one happened on a
//! path that could not return it ([`Rule::failure`]).

use std::borrow::Cow;
use std::fmt;
use std::sync::{Arc, OnceLock};

use num_bigint::BigUint;
use rustc_hash::FxHashMap;

use crate::core::error::{Error, Result};
use crate::core::limits::{raise, Limits, Work};
use crate::core::nimber::BigNimber;
use crate::core::outcome::{Infinite, Outcome};
use crate::core::reason::{Neighbours, Reason};
use crate::msg;
use crate::parts::part::{Choice, Drawing, HeapPart, Part, Solved};
use crate::parts::search::{SearchPart, SearchRules};
use crate::rules::heap::HeapRuleset;
use crate::rules::ruleset::{Options, Ruleset};
use crate::rules::solver::limit_steps;
use crate::rulesets::graph::SolvedTokens;
use crate::rulesets::user::heap::UserHeap;
use crate::rulesets::user::rule::Rule;
use crate::theory::loopy::Digraph;

/// Components of one user's rule.
#[derive(Debug)]
pub struct RulePart {
    rule: Arc<Rule>,
    /// Each component's numbers, `arity` of them, one component after another.
    numbers: Vec<u64>,
    /// Arity 1: the heaps as a heap part.
    heap: Option<HeapPart>,
    /// Every position the components reach, found when first needed.
    explored: OnceLock<Explored>,
    /// The search over them, for rules whose options may be sums.
    search: OnceLock<SearchPart<Listed>>,
}

impl RulePart {
    /// Components of `rule`, each `rule.arity()` of `numbers`. A rule on
    /// one number is played as heaps only when `heap_zero_ends` (heap 0 has
    /// no move): heap parts write an option that leaves nothing as heap 0,
    /// which would otherwise be a position with moves.
    pub fn new(rule: Arc<Rule>, numbers: Vec<u64>, heap_zero_ends: bool) -> RulePart {
        debug_assert_eq!(numbers.len() % rule.arity(), 0);
        let heap = (rule.arity() == 1 && heap_zero_ends)
            .then(|| HeapPart::new(Arc::new(UserHeap::new(Arc::clone(&rule))), numbers.clone()));
        RulePart { rule, numbers, heap, explored: OnceLock::new(), search: OnceLock::new() }
    }

    /// The rule.
    pub fn rule(&self) -> &Arc<Rule> {
        &self.rule
    }

    fn position(&self, index: usize) -> &[u64] {
        let k = self.rule.arity();
        &self.numbers[index * k..(index + 1) * k]
    }

    fn explored(&self, limits: &Limits) -> Result<&Explored> {
        if let Some(explored) = self.explored.get() {
            return Ok(explored);
        }
        let explored = Explored::new(&self.rule, &self.numbers, limits)?;
        Ok(self.explored.get_or_init(|| explored))
    }

    fn checked<'s>(&'s self, solved: Box<dyn Solved + 's>) -> Result<Box<dyn Solved + 's>> {
        match self.rule.failure() {
            Some(error) => Err(error),
            None => Ok(Box::new(Checked { inner: solved, rule: &self.rule })),
        }
    }
}

/// `5 7` for a position of numbers.
fn spaced(numbers: &[u64]) -> String {
    numbers.iter().map(u64::to_string).collect::<Vec<_>>().join(" ")
}

impl Part for RulePart {
    fn ruleset(&self) -> String {
        self.rule.name().to_string()
    }

    fn len(&self) -> usize {
        self.numbers.len() / self.rule.arity()
    }

    fn component(&self, index: usize) -> String {
        format!("{} {}", self.rule.name(), spaced(self.position(index)))
    }

    fn write(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.numbers.is_empty() {
            true => write!(f, "{}", self.rule.name()),
            false => write!(f, "{} {}", self.rule.name(), spaced(&self.numbers)),
        }
    }

    fn solve(&self, limits: &Limits, values_needed: bool) -> Result<Box<dyn Solved + '_>> {
        self.rule.limit(limits);
        if let Some(heap) = &self.heap {
            match heap.solve(limits, values_needed) {
                Ok(solved) => return self.checked(solved),
                // An option not smaller: not a heap game; listed below.
                Err(Error::BadRuleset { .. }) => {}
                Err(error) => return Err(error),
            }
        }
        let explored = self.explored(limits)?;
        if let Some(graph) = &explored.graph {
            let tokens = &explored.tokens;
            return self.checked(Box::new(SolvedTokens {
                graph,
                tokens,
                ruleset: self.rule.name().to_string(),
                name: move |v: u32| Cow::Owned(spaced(explored.position(v))),
                moves: Neighbours::Options,
            }));
        }
        let search = self.search.get_or_init(|| {
            let k = self.rule.arity();
            let positions = self.numbers.chunks(k).map(Box::<[u64]>::from).collect();
            SearchPart::new(Listed { rule: Arc::clone(&self.rule), size: explored.size }, positions)
        });
        match search.solve(limits, values_needed) {
            Ok(solved) => self.checked(solved),
            Err(Error::Loopy { position }) => Err(Error::Unsupported(msg!(
                "rule-loops-with-sums",
                "{position} can reach itself, and the rule's moves also split positions into sums: values of such games are not computed (a rule that returns to a position is valued when each move leaves one position)",
                position = position
            ))),
            Err(error) => Err(error),
        }
    }

    fn heaps(&self) -> Option<(&Arc<dyn HeapRuleset>, &[u64])> {
        self.heap.as_ref()?.heaps()
    }

    fn drawing(&self, index: usize) -> Drawing {
        match self.position(index) {
            [heap] => Drawing::Heap(BigUint::from(*heap)),
            numbers => Drawing::Piles(numbers.iter().map(|&n| BigUint::from(n)).collect()),
        }
    }

    fn prepare(&self, limits: &Limits) {
        self.rule.limit(limits);
    }

    fn failure(&self) -> Option<Error> {
        self.rule.failure()
    }
}

/// Every position reachable from some components, numbered from 0 in the
/// order found (the components first), and their options.
#[derive(Debug)]
struct Explored {
    arity: usize,
    /// Position v's numbers are `numbers[v * arity..(v + 1) * arity]`.
    numbers: Vec<u64>,
    /// The game graph, when every option is one position.
    graph: Option<Digraph>,
    /// Each component's position.
    tokens: Vec<u32>,
    /// Positions plus option components listed: a bound on the steps of
    /// searching them.
    size: u128,
}

/// Bytes one position costs while listed: its numbers twice (list and
/// index), the index's slot and the graph's offsets and values.
fn position_bytes(arity: usize) -> u64 {
    16 * arity as u64 + 40
}

impl Explored {
    /// Lists every position `numbers`' components reach, breadth first.
    ///
    /// Time O(Σ options' numbers) plus the rule's own; memory O(positions
    /// × arity + moves), checked against the limits as it grows.
    fn new(rule: &Rule, numbers: &[u64], limits: &Limits) -> Result<Explored> {
        let arity = rule.arity();
        let mut work = Work::new(limits.max_work).until(limits.deadline);
        let mut index: FxHashMap<Box<[u64]>, u32> = FxHashMap::default();
        let mut list: Vec<u64> = Vec::new();
        let mut intern = |position: &[u64], list: &mut Vec<u64>| -> Result<u32> {
            if let Some(&v) = index.get(position) {
                return Ok(v);
            }
            let v = u32::try_from(list.len() / arity).ok().filter(|&v| v < u32::MAX).ok_or_else(
                || too_many_positions(rule, u64::from(u32::MAX), limit_steps(limits.max_search)),
            )?;
            index.insert(position.into(), v);
            list.extend_from_slice(position);
            Ok(v)
        };
        let tokens =
            numbers.chunks(arity).map(|p| intern(p, &mut list)).collect::<Result<Vec<u32>>>()?;
        let mut offsets = vec![0u32];
        let mut targets: Vec<u32> = Vec::new();
        let mut single = true;
        let mut steps = 0u64;
        let mut next = 0usize;
        while next * arity < list.len() {
            let position: Box<[u64]> = list[next * arity..(next + 1) * arity].into();
            let options = rule.options_within(&position, &mut work)?;
            steps = steps.saturating_add(1 + (options.numbers() / arity) as u64);
            if steps > limits.max_search {
                return Err(too_many_positions(rule, steps, limit_steps(limits.max_search)));
            }
            let positions = list.len() / arity;
            let bytes = position_bytes(arity) * positions as u64 + 4 * targets.len() as u64;
            if bytes > limits.max_memory {
                return Err(Error::LimitExceeded {
                    what: what(rule),
                    needed: msg!("rule-bytes", "more than {bytes} bytes", bytes = bytes),
                    limit: msg!(
                        "limit-memory-bytes",
                        "{bytes} bytes of memory",
                        bytes = limits.max_memory
                    ),
                    hint: raise("--max-memory"),
                });
            }
            for option in options.iter() {
                single &= option.len() == arity;
                for component in option.chunks(arity) {
                    targets.push(intern(component, &mut list)?);
                }
            }
            offsets
                .push(u32::try_from(targets.len()).map_err(|_| {
                    too_many_positions(rule, steps, limit_steps(limits.max_search))
                })?);
            next += 1;
        }
        let size = u128::from(steps);
        let graph = match single {
            true => Some(Digraph::new(offsets, targets, &mut work)?),
            false => None,
        };
        Ok(Explored { arity, numbers: list, graph, tokens, size })
    }

    fn position(&self, v: u32) -> &[u64] {
        let v = v as usize;
        &self.numbers[v * self.arity..(v + 1) * self.arity]
    }
}

fn what(rule: &Rule) -> crate::core::message::Message {
    msg!("rule-what-positions", "the positions of {rule} reached", rule = rule.name())
}

fn too_many_positions(rule: &Rule, steps: u64, limit: crate::core::message::Message) -> Error {
    Error::LimitExceeded {
        what: what(rule),
        needed: msg!(
            "search-up-to-steps-positions-moves",
            "up to {steps} steps (positions × moves)",
            steps = steps
        ),
        limit,
        hint: raise("--max-search"),
    }
}

/// The rule over positions already listed, for the generic search.
#[derive(Debug, Clone)]
struct Listed {
    rule: Arc<Rule>,
    size: u128,
}

impl Ruleset for Listed {
    type Position = Box<[u64]>;

    fn options(&self, position: &Box<[u64]>, out: &mut Options<Box<[u64]>>) {
        let k = self.rule.arity();
        for option in self.rule.options_or_none(position).iter() {
            out.push_sum(option.chunks(k).map(Box::<[u64]>::from));
        }
    }

    fn position_bytes(&self, position: &Box<[u64]>) -> usize {
        8 * position.len()
    }
}

impl SearchRules for Listed {
    fn name(&self) -> String {
        self.rule.name().to_string()
    }

    fn describe(&self, components: &[Box<[u64]>]) -> String {
        if components.is_empty() {
            return self.rule.name().to_string();
        }
        components
            .iter()
            .map(|c| format!("{} {}", self.rule.name(), spaced(c)))
            .collect::<Vec<_>>()
            .join(" + ")
    }

    fn search_size(&self, _position: &Box<[u64]>) -> u128 {
        self.size
    }

    fn max_options(&self, position: &Box<[u64]>) -> u128 {
        self.rule.options_or_none(position).len() as u128
    }

    fn options_size(&self, position: &Box<[u64]>) -> u128 {
        let options = self.rule.options_or_none(position);
        (options.len() + options.numbers()) as u128
    }

    fn drawing(&self, position: &Box<[u64]>) -> Drawing {
        Drawing::Piles(position.iter().map(|&n| BigUint::from(n)).collect())
    }
}

/// A solved part whose every fallible answer is refused with the rule's
/// failure, if one happened while it was computed.
struct Checked<'s> {
    inner: Box<dyn Solved + 's>,
    rule: &'s Rule,
}

impl Checked<'_> {
    fn check<T>(&self, answer: Result<T>) -> Result<T> {
        match self.rule.failure() {
            Some(error) => Err(error),
            None => answer,
        }
    }
}

impl Solved for Checked<'_> {
    fn value(&self, index: usize) -> Option<BigNimber> {
        self.inner.value(index)
    }
    fn why_unknown(&self, index: usize) -> Error {
        self.rule.failure().unwrap_or_else(|| self.inner.why_unknown(index))
    }
    fn outcome(&self, index: usize) -> Outcome {
        self.inner.outcome(index)
    }
    fn infinite(&self, index: usize) -> Option<Infinite> {
        self.inner.infinite(index)
    }
    fn sum(&self, len: usize) -> Option<BigNimber> {
        self.inner.sum(len)
    }
    fn moves_to(&self, index: usize, target: &BigNimber) -> Result<Vec<String>> {
        self.check(self.inner.moves_to(index, target))
    }
    fn some_moves_to(&self, index: usize, target: &BigNimber) -> Result<Vec<String>> {
        self.check(self.inner.some_moves_to(index, target))
    }
    fn options(&self, index: usize, max: u64) -> Result<Vec<Choice>> {
        self.check(self.inner.options(index, max))
    }
    fn few_options(&self, index: usize) -> Vec<Choice> {
        self.inner.few_options(index)
    }
    fn explain(&self, index: usize) -> Vec<Reason> {
        self.inner.explain(index)
    }
}
