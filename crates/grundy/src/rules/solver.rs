//! The generic solver: Grundy values of any ruleset that only gives moves.

use std::fmt::Debug;

use rustc_hash::FxHashMap;

use crate::core::error::{Error, Result};
use crate::core::limits::{raise, SearchBudget};
use crate::core::message::Message;
use crate::core::nimber::{Mex, Nimber};
use crate::core::progress::{Progress, Unit};
use crate::msg;
use crate::rules::ruleset::{Options, Ruleset};

/// Progress is reported each time the steps pass a multiple of 2^this.
const REPORT_SHIFT: u32 = 16;

/// Marks a position whose value is being computed (it is on the search stack).
const IN_PROGRESS: Nimber = Nimber(u64::MAX);

/// Memoised Grundy values of the positions of one ruleset.
///
/// The search is depth-first with an **explicit stack**, so a chain of 10⁷
/// positions costs memory, not native stack. Values are kept in a
/// transposition table, so each position is expanded once: the whole
/// computation costs O(V + E) time and O(V) memory for the V positions and E
/// option components reachable from the start.
///
/// A position that can reach itself has no Grundy value; it is reported as
/// [`Error::Loopy`] rather than looping. A search that would spend more
/// than its [`SearchBudget`] stops with [`Error::LimitExceeded`] as soon as
/// it passes it, and the solver stays usable.
///
/// ```
/// use grundy::{rulesets::Subtract, Solver};
/// let mut solver = Solver::new(Subtract::new(vec![1, 3, 4]).unwrap());
/// // {1,3,4} loses exactly at n mod 7 in {0, 2}.
/// let losing: Vec<u64> = (0..14).filter(|&n| solver.value(&n).unwrap().is_zero()).collect();
/// assert_eq!(losing, [0, 2, 7, 9]);
/// ```
#[derive(Debug)]
pub struct Solver<R: Ruleset> {
    ruleset: R,
    table: FxHashMap<R::Position, Nimber>,
    options: Options<R::Position>,
    stack: Vec<Frame<R::Position>>,
    values: Vec<Nimber>,
    mex: Mex,
    budget: SearchBudget,
    steps: u64,
    /// Bytes held outside the table by the positions in it.
    position_bytes: u64,
}

#[derive(Debug)]
struct Frame<P> {
    position: P,
    /// Where this position's options start in the shared option buffer.
    mark: (usize, usize),
    /// Next component (index into the shared buffer) whose value must be known.
    cursor: usize,
}

impl<R: Ruleset> Solver<R> {
    /// A solver with an empty transposition table and no bound.
    pub fn new(ruleset: R) -> Self {
        Solver::with_budget(ruleset, SearchBudget::UNBOUNDED)
    }

    /// A solver that stops when its searches together pass `budget`.
    pub fn with_budget(ruleset: R, budget: SearchBudget) -> Self {
        Solver {
            ruleset,
            table: FxHashMap::default(),
            options: Options::new(),
            stack: Vec::new(),
            values: Vec::new(),
            mex: Mex::new(),
            budget,
            steps: 0,
            position_bytes: 0,
        }
    }

    /// Number of positions whose value is known.
    pub fn known(&self) -> usize {
        self.table.len()
    }

    /// Steps taken so far (see [`SearchBudget::max_steps`]).
    pub fn steps(&self) -> u64 {
        self.steps
    }

    /// An estimate of the memory the table holds: its slots (at the load
    /// factor a hash table keeps, at most 8/7, and doubling as it grows) and
    /// what the positions in it hold on the heap
    /// ([`Ruleset::position_bytes`]).
    pub fn bytes(&self) -> u64 {
        let slot = std::mem::size_of::<(R::Position, Nimber)>() as u64 + 1;
        let slots = (self.table.len() as u64 * 8 / 7 + 1).next_power_of_two();
        slots * slot + self.position_bytes
    }

    /// The Grundy value of a sum of components: the XOR of their values.
    pub fn sum_value<'a>(
        &mut self,
        components: impl IntoIterator<Item = &'a R::Position>,
    ) -> Result<Nimber>
    where
        R::Position: 'a,
    {
        let mut total = Nimber::ZERO;
        for component in components {
            total ^= self.value(component)?;
        }
        Ok(total)
    }

    /// The Grundy value of one component.
    pub fn value(&mut self, position: &R::Position) -> Result<Nimber> {
        if let Some(&value) = self.table.get(position) {
            return Ok(value);
        }
        let result = self.search(position.clone());
        if result.is_err() {
            // Leave the table consistent: forget every unfinished position.
            for frame in self.stack.drain(..) {
                self.position_bytes -= self.ruleset.position_bytes(&frame.position) as u64;
                self.table.remove(&frame.position);
            }
            self.options.clear();
        }
        result
    }

    fn search(&mut self, start: R::Position) -> Result<Nimber> {
        self.push(start)?;
        loop {
            let frame = self.stack.last_mut().expect("the stack holds the start until it is done");
            let end = self.options.components().len();
            // Make sure every component of every option has a value.
            let mut child = None;
            while frame.cursor < end {
                let component = &self.options.components()[frame.cursor];
                match self.table.get(component) {
                    Some(&IN_PROGRESS) => return Err(loopy(component)),
                    Some(_) => frame.cursor += 1,
                    None => {
                        child = Some(component.clone());
                        break;
                    }
                }
            }
            if let Some(child) = child {
                self.push(child)?;
                continue;
            }
            // All known: the value is the mex of the options' nim-sums.
            let frame = self.stack.pop().expect("checked above");
            self.values.clear();
            for index in frame.mark.1..self.options.len() {
                let range = self.options.range(index);
                let sum = self.options.components()[range].iter().map(|c| self.table[c]).sum();
                self.values.push(sum);
            }
            let value = self.mex.of(&self.values);
            self.options.truncate(frame.mark);
            let done = self.stack.is_empty();
            self.table.insert(frame.position, value);
            if done {
                return Ok(value);
            }
        }
    }

    fn push(&mut self, position: R::Position) -> Result<()> {
        let mark = self.options.mark();
        self.ruleset.options(&position, &mut self.options);
        let components = (self.options.components().len() - mark.0) as u64;
        let before = self.steps;
        self.steps = self.steps.saturating_add(components + 1);
        if before >> REPORT_SHIFT != self.steps >> REPORT_SHIFT {
            let total = Some(self.budget.max_steps).filter(|&max| max != u64::MAX);
            let progress = Progress { unit: Unit::Steps, done: self.steps, total };
            self.budget.observer.report(progress);
            if let Some(deadline) = &self.budget.deadline {
                let positions = self.table.len();
                deadline.check(|| {
                    msg!(
                        "search-what-stopped",
                        "an exact search (stopped after {positions} positions)",
                        positions = positions
                    )
                })?;
            }
        }
        self.position_bytes += self.ruleset.position_bytes(&position) as u64;
        self.table.insert(position.clone(), IN_PROGRESS);
        self.stack.push(Frame { position, mark, cursor: mark.0 });
        if self.steps > self.budget.max_steps {
            return Err(over_budget(
                stopped(steps_or_more(self.steps), self.table.len()),
                limit_steps(self.budget.max_steps),
                "--max-search",
            ));
        }
        let bytes = self.bytes();
        if bytes > self.budget.max_bytes {
            return Err(over_budget(
                stopped(bytes_or_more(bytes), self.table.len()),
                bytes_of_memory(self.budget.max_bytes),
                "--max-memory",
            ));
        }
        Ok(())
    }
}

/// The error of a search that passed its budget; callers name the search.
fn over_budget(needed: Message, limit: Message, flag: &'static str) -> Error {
    Error::LimitExceeded { what: exact_search(), needed, limit, hint: raise(flag) }
}

/// `needed` of a search, and the positions it reached before it stopped.
fn stopped(needed: Message, positions: usize) -> Message {
    msg!(
        "search-stopped-after",
        "{needed} (it stopped after {positions} positions)",
        needed = needed,
        positions = positions
    )
}

/// What an exact search of positions is, in a limit's message.
pub(crate) fn exact_search() -> Message {
    msg!("search-what-exact", "the exact search")
}

/// The steps a search passed: `1000001 steps or more`.
pub(crate) fn steps_or_more(steps: u64) -> Message {
    msg!("search-steps-or-more", "{steps} steps or more", steps = steps)
}

/// The bytes a search passed: `4294967297 bytes or more`.
pub(crate) fn bytes_or_more(bytes: u64) -> Message {
    msg!("search-bytes-or-more", "{bytes} bytes or more", bytes = bytes)
}

/// A limit of `steps` steps, as a limit's message names it.
pub(crate) fn limit_steps(steps: u64) -> Message {
    msg!("limit-steps", "{steps} steps", steps = steps)
}

/// A limit of `bytes` bytes of memory.
pub(crate) fn bytes_of_memory(bytes: u64) -> Message {
    msg!("limit-memory-bytes", "{bytes} bytes of memory", bytes = bytes)
}

fn loopy(position: &impl Debug) -> Error {
    Error::Loopy { position: format!("{position:?}") }
}
