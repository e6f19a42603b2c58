//! What a game is to the engine: the moves of one component.
//!
//! Sprague–Grundy theory says a position is a *sum* of independent components
//! and its value is the XOR of theirs. So a [`Ruleset`] only describes the
//! moves of one component; an option (the result of one move) may itself be a
//! sum of components, as when a heap splits in two. Everything else — values,
//! sums, outcomes, winning moves — is generic and lives elsewhere.

use std::fmt::Debug;
use std::hash::Hash;

/// The moves of one component of a game.
///
/// Implementations push every option of a position into an [`Options`] sink;
/// they need not know anything about values.
pub trait Ruleset {
    /// One component's position.
    type Position: Clone + Eq + Hash + Debug;

    /// Pushes every option of `position` into `out`, each as a sum of components.
    fn options(&self, position: &Self::Position, out: &mut Options<Self::Position>);

    /// Bytes a position holds on the heap, beyond its own size (a position
    /// that is a list of heaps holds the list), for memory budgets.
    fn position_bytes(&self, position: &Self::Position) -> usize {
        let _ = position;
        0
    }
}

/// A list of options, each a sum of components, stored flat.
///
/// One allocation serves all options of a position, and a solver can keep the
/// options of a whole search path in one buffer.
#[derive(Debug, Clone)]
pub struct Options<P> {
    components: Vec<P>,
    /// `ends[i]` is one past the last component of option `i`.
    ends: Vec<usize>,
}

impl<P> Default for Options<P> {
    fn default() -> Self {
        Options { components: Vec::new(), ends: Vec::new() }
    }
}

impl<P> Options<P> {
    /// An empty list.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds an option that is a single component.
    pub fn push(&mut self, component: P) {
        self.components.push(component);
        self.ends.push(self.components.len());
    }

    /// Adds an option that is a sum of the given components (possibly none).
    pub fn push_sum(&mut self, components: impl IntoIterator<Item = P>) {
        self.components.extend(components);
        self.ends.push(self.components.len());
    }

    /// Number of options.
    pub fn len(&self) -> usize {
        self.ends.len()
    }

    /// Whether there are no options (the position is terminal).
    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }

    /// The components of option `index`.
    pub fn get(&self, index: usize) -> &[P] {
        &self.components[self.range(index)]
    }

    /// Iterates over the options, each as its slice of components.
    pub fn iter(&self) -> impl Iterator<Item = &[P]> + '_ {
        (0..self.len()).map(move |i| self.get(i))
    }

    /// Every component of every option, in order.
    pub fn components(&self) -> &[P] {
        &self.components
    }

    /// Removes all options.
    pub fn clear(&mut self) {
        self.components.clear();
        self.ends.clear();
    }

    /// The current length, so that options pushed later can be dropped again.
    pub(crate) fn mark(&self) -> (usize, usize) {
        (self.components.len(), self.ends.len())
    }

    /// Drops every option pushed after `mark`.
    pub(crate) fn truncate(&mut self, mark: (usize, usize)) {
        self.components.truncate(mark.0);
        self.ends.truncate(mark.1);
    }

    /// Component range of option `index` in the flat buffer.
    pub(crate) fn range(&self, index: usize) -> std::ops::Range<usize> {
        let start = if index == 0 { 0 } else { self.ends[index - 1] };
        start..self.ends[index]
    }
}
