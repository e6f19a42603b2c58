//! Where a user's rule gets its moves: [`RuleSource`], implemented by a
//! script (`rulesets::user::script::Script`, with the `rules` feature)
//! and by the Python package's callables, and [`RuleOptions`], the options
//! it gives for one position. Here, below the language, so that a front
//! end's [`Files`](crate::language::syntax::Files) can hand the parser a
//! rule that is not a text.

use std::fmt;

use crate::core::error::Result;
use crate::core::limits::Work;

/// Steps of [`Work`] one operation of a script costs: the engine's
/// steps run about 10⁹ a second and a script's operations about 10⁷, so a
/// rule's operations spend the same budget of time as the engine's steps
/// (10¹⁰ steps of work by default: 10⁸ operations).
#[cfg(feature = "rules")]
pub const OPERATION_COST: u64 = 100;

/// The moves of one component of a game a user wrote: a position is
/// [`RuleSource::arity`] whole numbers (one for a heap, two for kiki's
/// board or E&D's two heaps), and each option a sum of positions.
///
/// A source must be a function of the position: asked twice, it gives the
/// same options (the engine may ask again instead of remembering).
pub trait RuleSource: fmt::Debug + Send + Sync {
    /// How many numbers a position has, at least 1.
    fn arity(&self) -> usize;

    /// What the rule calls those numbers (`n`; `x`, `y`), for messages and
    /// for the formulas a user checks against the values.
    fn names(&self) -> Vec<String>;

    /// Clears `out` and writes into it every option of `position`
    /// ([`RuleSource::arity`] numbers), spending from `work`
    /// [`OPERATION_COST`] steps per operation; past it, or when the rule
    /// fails or gives something that is not a list of options, an error
    /// that says where in the rule.
    fn options(&self, position: &[u64], out: &mut RuleOptions, work: &mut Work) -> Result<()>;

    /// For a rule on one number: writes into `out[i]` the options of heap
    /// `heaps.start + i` for the first heaps of `heaps` (at least one;
    /// `heaps` is not empty), and returns how many, spending from `work`
    /// as [`RuleSource::options`] does. Heaps listed are listed exactly as
    /// `options` lists them; a failure is that of `options` for the first
    /// heap not listed. The default lists one heap; a script lists a run
    /// of heaps in one call of its interpreter.
    fn heap_options(
        &self,
        heaps: std::ops::Range<u64>,
        out: &mut Vec<RuleOptions>,
        work: &mut Work,
    ) -> Result<usize> {
        if out.is_empty() {
            out.push(RuleOptions::new());
        }
        self.options(&[heaps.start], &mut out[0], work)?;
        Ok(1)
    }
}

/// The options of one position, each a sum of components of `arity`
/// numbers, flat: option i is `numbers[ends[i-1]..ends[i]]`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RuleOptions {
    numbers: Vec<u64>,
    ends: Vec<usize>,
}

impl RuleOptions {
    /// No options.
    pub fn new() -> RuleOptions {
        RuleOptions::default()
    }

    /// Forgets every option.
    pub fn clear(&mut self) {
        self.numbers.clear();
        self.ends.clear();
    }

    /// Adds the option `numbers` (a multiple of the arity: the components
    /// of one sum, one after the other; none for the option that leaves
    /// nothing).
    pub fn push(&mut self, numbers: &[u64]) {
        self.numbers.extend_from_slice(numbers);
        self.ends.push(self.numbers.len());
    }

    /// Adds the numbers of one component to the option being written,
    /// which [`RuleOptions::end`] closes.
    pub fn extend(&mut self, numbers: &[u64]) {
        self.numbers.extend_from_slice(numbers);
    }

    /// Closes the option being written.
    pub fn end(&mut self) {
        self.ends.push(self.numbers.len());
    }

    /// How many options.
    pub fn len(&self) -> usize {
        self.ends.len()
    }

    /// Whether there is none: the position is terminal.
    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }

    /// How many numbers all the options hold.
    pub fn numbers(&self) -> usize {
        self.numbers.len()
    }

    /// Option `i`'s numbers.
    pub fn get(&self, i: usize) -> &[u64] {
        let start = if i == 0 { 0 } else { self.ends[i - 1] };
        &self.numbers[start..self.ends[i]]
    }

    /// Every option's numbers.
    pub fn iter(&self) -> impl Iterator<Item = &[u64]> + '_ {
        (0..self.len()).map(|i| self.get(i))
    }

    /// Bytes held, for memory budgets.
    pub fn bytes(&self) -> usize {
        8 * (self.numbers.len() + self.ends.len()) + 48
    }
}
