//! What decides a component in every way of playing games together: its
//! Grundy value under normal and misère play, Steinhaus's remoteness and
//! Conway's suspense number under both ([`Values`]), each computed once for
//! every position the component reaches ([`Valuation`]).

use std::collections::HashMap;

use crate::core::convert::small;
use crate::core::error::{Error, Result};
use crate::core::message::Message;
use crate::core::outcome::Outcome;
use crate::msg;
use crate::theory::loopy::reversed;

use super::super::remoteness::{Position, RemotenessSearch};

/// What decides one position of a component, whichever way the components
/// are played together (J. H. Conway, *On Numbers and Games*, ch. 14, "How
/// to play several games at once in a dozen different ways"; Winning Ways
/// ch. 9). Each is defined from the values of the position's options, the
/// terminal positions (no move) being the start:
///
/// - `sg`: the Grundy value, 0 at a terminal position, else the mex of the
///   options' (normal play: P exactly when 0).
/// - `misere_sg`: the misère Grundy value, 1 at a terminal position, else
///   the mex of the options' (misère play: P exactly when 0).
/// - `remoteness`: Steinhaus's remoteness, 0 at a terminal position; else
///   one more than the least even remoteness of an option if there is one,
///   else than the greatest (the winner hurries, the loser delays; P
///   exactly when even).
/// - `misere_remoteness`: the same with odd and even exchanged (P exactly
///   when odd).
/// - `suspense`: Conway's suspense number, 0 at a terminal position; else
///   one more than the greatest even suspense of an option if there is
///   one, else than the least (the winner delays, the loser hurries; P
///   exactly when even).
/// - `misere_suspense`: the same with odd and even exchanged (P exactly
///   when odd).
/// - `ended`: no move at all.
/// - `tame`: at this position and every position it reaches, the two
///   Grundy values are equal or are 0 and 1 (Conway's tame games, whose
///   misère sums follow from them).
/// - `sj`: at this position and every position it reaches, the misère
///   Grundy value is the normal one with 0 and 1 exchanged: the condition
///   under which the SJ theorem decides its misère sums.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Values {
    /// The Grundy value.
    pub sg: u32,
    /// The misère Grundy value.
    pub misere_sg: u32,
    /// Steinhaus's remoteness.
    pub remoteness: u32,
    /// The misère remoteness.
    pub misere_remoteness: u32,
    /// Conway's suspense number.
    pub suspense: u32,
    /// The misère suspense number.
    pub misere_suspense: u32,
    /// No move at all.
    pub ended: bool,
    /// Tame, with every position it reaches.
    pub tame: bool,
    /// The SJ theorem's condition holds here and at every position reached.
    pub sj: bool,
}

impl Values {
    /// A terminal position's: no move under either play.
    const ENDED: Values = Values {
        sg: 0,
        misere_sg: 1,
        remoteness: 0,
        misere_remoteness: 0,
        suspense: 0,
        misere_suspense: 0,
        ended: true,
        tame: true,
        sj: true,
    };

    /// The values of a position whose options have `options` (not empty).
    /// O(options).
    fn of(options: &[Values]) -> Values {
        let mex = |values: &mut Vec<u32>| {
            values.sort_unstable();
            values.dedup();
            values
                .iter()
                .enumerate()
                .find(|&(i, &v)| v != small(i))
                .map_or(values.len(), |(i, _)| i)
        };
        let mut sgs: Vec<u32> = options.iter().map(|v| v.sg).collect();
        let mut misere: Vec<u32> = options.iter().map(|v| v.misere_sg).collect();
        let (sg, misere_sg) = (small(mex(&mut sgs)), small(mex(&mut misere)));
        let tame =
            options.iter().all(|v| v.tame) && (sg == misere_sg || sg ^ misere_sg == 1 && sg < 2);
        let sj = options.iter().all(|v| v.sj) && swapped(sg) == misere_sg;
        Values {
            sg,
            misere_sg,
            remoteness: hurried(options.iter().map(|v| v.remoteness), 0),
            misere_remoteness: hurried(options.iter().map(|v| v.misere_remoteness), 1),
            suspense: delayed(options.iter().map(|v| v.suspense), 0),
            misere_suspense: delayed(options.iter().map(|v| v.misere_suspense), 1),
            ended: false,
            tame,
            sj,
        }
    }

    /// Who wins the position alone, under normal or misère play.
    pub fn outcome(&self, misere: bool) -> Outcome {
        match (misere, self.sg, self.misere_sg) {
            (false, 0, _) | (true, _, 0) => Outcome::P,
            _ => Outcome::N,
        }
    }

    /// The remoteness under normal or misère play.
    pub fn remoteness(&self, misere: bool) -> u32 {
        if misere {
            self.misere_remoteness
        } else {
            self.remoteness
        }
    }

    /// The suspense number under normal or misère play.
    pub fn suspense(&self, misere: bool) -> u32 {
        if misere {
            self.misere_suspense
        } else {
            self.suspense
        }
    }
}

/// `n` with 0 and 1 exchanged.
fn swapped(n: u32) -> u32 {
    if n < 2 {
        n ^ 1
    } else {
        n
    }
}

/// Steinhaus's rule: 1 + the least option of parity `lost` (a value of that
/// parity is lost by the player to move), else 1 + the greatest option.
fn hurried(options: impl Iterator<Item = u32>, lost: u32) -> u32 {
    let (mut least_lost, mut greatest) = (None::<u32>, 0);
    for value in options {
        if value % 2 == lost {
            least_lost = Some(least_lost.map_or(value, |l| l.min(value)));
        }
        greatest = greatest.max(value);
    }
    1 + least_lost.unwrap_or(greatest)
}

/// Conway's rule for suspense: 1 + the greatest option of parity `lost`,
/// else 1 + the least option.
fn delayed(options: impl Iterator<Item = u32>, lost: u32) -> u32 {
    let (mut greatest_lost, mut least) = (None::<u32>, u32::MAX);
    for value in options {
        if value % 2 == lost {
            greatest_lost = Some(greatest_lost.map_or(value, |g| g.max(value)));
        }
        least = least.min(value);
    }
    1 + greatest_lost.unwrap_or(least)
}

/// The [`Values`] of every position the components of a game reach, each
/// computed once, and the options of the positions asked about.
///
/// A component's positions are the sums its moves leave (a Kayles row
/// split in two is one position of its component), found by the remoteness
/// search's listing ([`RemotenessSearch::expand`]); from a position, the
/// positions it reaches are found breadth first, then valued in reverse
/// topological order (Kahn's algorithm on the reversed options), each from
/// its options. Time O(P + E·d) and memory O(P·d + E) for P positions, E
/// options and d pieces a position, positions met before not searched
/// again; the steps and bytes are counted against the search's limits. A
/// position that can be reached again from itself cannot be valued: those
/// games never have to end, and the compounds here need games that do.
pub(in crate::analysis) struct Valuation<'a> {
    pub(in crate::analysis) search: RemotenessSearch<'a>,
    known: HashMap<Position, Values>,
}

impl<'a> Valuation<'a> {
    pub(in crate::analysis) fn new(search: RemotenessSearch<'a>) -> Self {
        Valuation { search, known: HashMap::new() }
    }

    /// The values of `start`, searching everything it reaches unless known.
    pub(in crate::analysis) fn values(&mut self, start: &Position) -> Result<Values> {
        if let Some(&known) = self.known.get(start) {
            return Ok(known);
        }
        self.run(start)?;
        Ok(self.known[start])
    }

    /// The options of `position` (searched before by [`Self::values`]),
    /// each with its values.
    pub(in crate::analysis) fn options(
        &mut self,
        position: &Position,
    ) -> Result<Vec<(Position, Values)>> {
        let options = self.search.expand(position)?.unwrap_or_default();
        options
            .into_iter()
            .map(|option| {
                let values = self.values(&option)?;
                Ok((option, values))
            })
            .collect()
    }

    fn run(&mut self, start: &Position) -> Result<()> {
        let mut index: HashMap<Position, u32> = HashMap::new();
        let mut keys: Vec<Position> = vec![start.clone()];
        index.insert(start.clone(), 0);
        let mut values: Vec<Option<Values>> = Vec::new();
        let (mut offsets, mut targets) = (vec![0u32], Vec::new());
        while values.len() < keys.len() {
            let position = keys[values.len()].clone();
            self.search.spend(1)?;
            let known = match self.known.get(&position) {
                Some(&known) => Some(known),
                None => match self.search.expand(&position)? {
                    // An ending (a component that decides the game by
                    // itself) is refused before the valuation: what is
                    // left with no option is terminal.
                    Err(_) => Some(Values::ENDED),
                    Ok(options) => {
                        self.search.hold(4 * options.len() as u64)?;
                        for option in options {
                            let next = numbered(keys.len())?;
                            let target = match index.get(&option) {
                                Some(&target) => target,
                                None => {
                                    self.search.hold(3 * (8 * option.len() as u64 + 32) + 48)?;
                                    index.insert(option.clone(), next);
                                    keys.push(option);
                                    next
                                }
                            };
                            targets.push(target);
                        }
                        None
                    }
                },
            };
            values.push(known);
            offsets.push(numbered(targets.len())?);
        }
        drop(index);
        let (starts, sources) = reversed(&offsets, &targets);
        let mut open: Vec<u32> = (0..keys.len()).map(|i| offsets[i + 1] - offsets[i]).collect();
        let mut ready: Vec<u32> =
            (0..keys.len()).filter(|&i| values[i].is_some()).map(small).collect();
        let mut gathered: Vec<Values> = Vec::new();
        while let Some(i) = ready.pop() {
            let i = i as usize;
            if values[i].is_none() {
                gathered.clear();
                let options = &targets[offsets[i] as usize..offsets[i + 1] as usize];
                gathered.extend(options.iter().map(|&t| values[t as usize].expect("valued first")));
                values[i] = Some(Values::of(&gathered));
            }
            for &from in &sources[starts[i] as usize..starts[i + 1] as usize] {
                open[from as usize] -= 1;
                if open[from as usize] == 0 && values[from as usize].is_none() {
                    ready.push(from);
                }
            }
        }
        if values[0].is_none() {
            return Err(Error::Unsupported(loops(&self.search.describe(start, ""))));
        }
        for (key, value) in keys.into_iter().zip(values) {
            if let Some(value) = value {
                self.known.insert(key, value);
            }
        }
        Ok(())
    }
}

/// `n`, an index of positions or options, within `u32`.
fn numbered(n: usize) -> Result<u32> {
    u32::try_from(n).map_err(|_| {
        Error::Unsupported(msg!(
            "compound-too-many",
            "more than {count} positions or options in one component",
            count = u32::MAX
        ))
    })
}

fn loops(component: &str) -> Message {
    msg!(
        "compound-loops",
        "“{component}” can come back to a position it has left, so its play need not end; \
         other ways of playing games together than the sum need games that end",
        component = component
    )
}
