//! [`Game`]: a sum of games, as parts, each a ruleset and its components.

use std::fmt;
use std::ops::Range;
use std::sync::Arc;

use crate::parts::part::Part;

/// A sum of games: parts, each a ruleset and the components played by it.
#[derive(Debug, Clone)]
pub struct Game {
    parts: Vec<Arc<dyn Part>>,
    /// The parts written together in brackets, `[kayles 1 2]`: one
    /// component of a compound each. Sorted, disjoint, never empty.
    groups: Vec<Range<usize>>,
}

impl Game {
    /// A game from its parts. A part may have no component (`ruler` alone:
    /// no coin shows heads); it adds nothing to the game but its name.
    pub fn new(parts: Vec<Arc<dyn Part>>) -> Game {
        Game { parts, groups: Vec::new() }
    }

    /// A game from its parts, the parts of each range of `groups` written
    /// in brackets as one component of a compound.
    pub fn grouped(parts: Vec<Arc<dyn Part>>, groups: Vec<Range<usize>>) -> Game {
        debug_assert!(groups.windows(2).all(|w| w[0].end <= w[1].start));
        debug_assert!(groups.iter().all(|g| g.start < g.end && g.end <= parts.len()));
        Game { parts, groups }
    }

    /// The components of a compound, in order: all the components of the
    /// parts of a group together, every other component alone; each as
    /// (part index, index within the part).
    pub fn compound_components(&self) -> Vec<Vec<(usize, usize)>> {
        let mut found = Vec::new();
        let mut groups = self.groups.iter().peekable();
        let mut part = 0;
        while part < self.parts.len() {
            match groups.peek() {
                Some(&group) if group.start == part => {
                    let members = group.clone();
                    found.push(
                        members
                            .flat_map(|i| (0..self.parts[i].len()).map(move |c| (i, c)))
                            .collect(),
                    );
                    part = group.end;
                    groups.next();
                }
                _ => {
                    found.extend((0..self.parts[part].len()).map(|c| vec![(part, c)]));
                    part += 1;
                }
            }
        }
        found
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
            if self.groups.iter().any(|g| g.start == i) {
                f.write_str("[")?;
            }
            part.write(f)?;
            if self.groups.iter().any(|g| g.end == i + 1) {
                f.write_str("]")?;
            }
        }
        Ok(())
    }
}
