//! [`Game`]: a sum of games, as parts, each a ruleset and its components.

use std::fmt;
use std::sync::Arc;

use crate::parts::part::Part;

/// A sum of games: parts, each a ruleset and the components played by it.
#[derive(Debug, Clone)]
pub struct Game {
    parts: Vec<Arc<dyn Part>>,
}

impl Game {
    /// A game from its parts. A part may have no component (`ruler` alone:
    /// no coin shows heads); it adds nothing to the game but its name.
    pub fn new(parts: Vec<Arc<dyn Part>>) -> Game {
        Game { parts }
    }

    /// The parts, in the order written.
    pub fn parts(&self) -> &[Arc<dyn Part>] {
        &self.parts
    }

    /// Number of components over all parts.
    pub fn component_count(&self) -> usize {
        self.parts.iter().map(|p| p.len()).sum()
    }

    /// Component `component` (from 0, among all) as (part index, index
    /// within the part); `None` past the last. O(parts).
    pub fn locate(&self, component: usize) -> Option<(usize, usize)> {
        let mut first = 0;
        for (i, part) in self.parts.iter().enumerate() {
            if component < first + part.len() {
                return Some((i, component - first));
            }
            first += part.len();
        }
        None
    }

    /// Component `component` (from 0, among all) alone, as a description.
    /// O(parts).
    pub fn component_text(&self, component: usize) -> Option<String> {
        self.locate(component).map(|(part, index)| self.parts[part].component(index))
    }

    /// The first failure of a rule written by a user that no error could
    /// carry (see [`Part::failure`]): an answer computed for this game
    /// since is refused with it.
    pub fn failure(&self) -> Option<crate::core::error::Error> {
        self.parts.iter().find_map(|part| part.failure())
    }

    /// Every component as (part index, index within the part), in order.
    pub fn components(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        self.parts.iter().enumerate().flat_map(|(i, part)| (0..part.len()).map(move |c| (i, c)))
    }
}

impl fmt::Display for Game {
    /// The canonical description, which parses back to the same game.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, part) in self.parts.iter().enumerate() {
            if i > 0 {
                f.write_str(" + ")?;
            }
            part.write(f)?;
        }
        Ok(())
    }
}
