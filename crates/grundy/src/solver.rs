//! The generic solver: Grundy values of any ruleset that only gives moves.

use std::fmt::Debug;

use rustc_hash::FxHashMap;

use crate::{Error, Mex, Nimber, Options, Result, Ruleset};

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
/// [`Error::Loopy`] rather than looping.
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
    /// A solver with an empty transposition table.
    pub fn new(ruleset: R) -> Self {
        Solver {
            ruleset,
            table: FxHashMap::default(),
            options: Options::new(),
            stack: Vec::new(),
            values: Vec::new(),
            mex: Mex::new(),
        }
    }

    /// Number of positions whose value is known.
    pub fn known(&self) -> usize {
        self.table.len()
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
                self.table.remove(&frame.position);
            }
            self.options.clear();
        }
        result
    }

    fn search(&mut self, start: R::Position) -> Result<Nimber> {
        self.push(start);
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
                self.push(child);
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

    fn push(&mut self, position: R::Position) {
        let mark = self.options.mark();
        self.ruleset.options(&position, &mut self.options);
        self.table.insert(position.clone(), IN_PROGRESS);
        self.stack.push(Frame { position, mark, cursor: mark.0 });
    }
}

fn loopy(position: &impl Debug) -> Error {
    Error::Loopy { position: format!("{position:?}") }
}
