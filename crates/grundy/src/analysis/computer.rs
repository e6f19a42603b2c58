//! The computer's move: a winning move, the one that wins soonest when
//! Smith's remoteness is known; otherwise a move that holds a draw, makes a
//! lost game last longest, or leaves the fewest winning replies. Ties are
//! broken by a seed, so a game replays exactly.

use rand::seq::IndexedRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::analysis::play::{Play, PlayMove};
use crate::analysis::remoteness::RemotenessSearch;
use crate::analysis::repetitions::key;
use crate::core::error::{Error, Result};
use crate::core::nimber::BigNimber;
use crate::core::outcome::Gamma;
use crate::core::reason::Reason;
use crate::msg;
use crate::parts::part::Choice;
use crate::rulesets::catalog::parse_with;

/// How the computer chose its move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Strategy {
    /// A winning move that wins soonest: the least remoteness.
    WinsSoonest {
        /// Moves until the computer has won.
        moves: u64,
    },
    /// A winning move, drawn by the seed (the remoteness is not known).
    Wins,
    /// From a lost position, the move after which the game lasts longest.
    LastsLongest {
        /// Moves until the opponent has won, both sides playing perfectly.
        moves: u64,
    },
    /// From a lost position whose remoteness is not known, a move leaving
    /// the opponent the fewest winning replies.
    FewestReplies {
        /// The opponent's winning replies after it.
        replies: usize,
    },
    /// From a draw (a game with cycles), a move that keeps the draw, drawn
    /// by the seed: no move wins, and a move that leaves the draw lets the
    /// opponent win.
    HoldsDraw,
}

/// The computer's move, how it was chosen, and why it is good.
#[derive(Debug, Clone)]
pub struct ComputerMove {
    /// The move.
    pub chosen: PlayMove,
    /// How it was chosen among the legal moves.
    pub strategy: Strategy,
    /// Why it is the move to make, one reason per line: what the move
    /// leaves, then how it was chosen.
    pub why: Vec<Reason>,
}

/// The most moves [`Play::computer`] looks at, and the most candidates it
/// analyses one by one when the remoteness is not known.
const COMPUTER_MOVES: u64 = 10_000;
const COMPUTER_CANDIDATES: usize = 48;

impl<'a> Play<'a> {
    /// The computer's move: a winning move whenever there is one, the one
    /// that wins soonest when the remoteness is known; otherwise, from a
    /// draw (a game with cycles), a move that keeps it; from a lost position
    /// the move after which the game lasts longest, or, when the remoteness
    /// is not known, the move leaving the opponent the fewest winning
    /// replies (among up to 48 candidates). Ties are broken by `seed`, so
    /// a game replays exactly. `None` when the game is over.
    /// The remoteness is searched within `max_steps`, as by [`Play::remoteness`].
    pub fn computer(&self, seed: u64, max_steps: usize) -> Result<Option<ComputerMove>> {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut list = self.moves(COMPUTER_MOVES)?;
        if list.moves.is_empty() {
            if list.complete {
                return Ok(None);
            }
            list.moves = self.fallback_moves()?;
        }
        let mut search = RemotenessSearch::new(self.files, self.limits, self.misere, max_steps);
        let root = key(self.game);
        // Past the remoteness's own limit the computer chooses otherwise; past
        // the deadline it stops, so that the same position always gets the
        // same move.
        let known = match search.run(&root) {
            Ok(()) => true,
            Err(error) if self.limits.deadline.is_some_and(|d| d.passed()) => return Err(error),
            Err(_) => false,
        };
        let winning: Vec<&PlayMove> = list.moves.iter().filter(|m| m.winning).collect();
        let draws: Vec<&PlayMove> = list.moves.iter().filter(|m| m.draws).collect();
        let (candidates, strategy): (Vec<&PlayMove>, Strategy) = match known {
            _ if winning.is_empty() && !draws.is_empty() => (draws, Strategy::HoldsDraw),
            true => {
                let total = search.known[&root].moves;
                let mut scored = Vec::with_capacity(list.moves.len());
                for m in &list.moves {
                    let after = parse_with(&m.game, self.files)?;
                    // Every option of the root was searched with it.
                    let after = key(&after);
                    search.run(&after)?;
                    scored.push((m, search.known[&after].moves));
                }
                if winning.is_empty() {
                    let best = scored.iter().map(|s| s.1).max().unwrap_or(0);
                    let picked = scored.iter().filter(|s| s.1 == best).map(|s| s.0).collect();
                    (picked, Strategy::LastsLongest { moves: total })
                } else {
                    let best = scored.iter().filter(|s| s.0.winning).map(|s| s.1).min();
                    let picked =
                        scored.iter().filter(|s| s.0.winning && Some(s.1) == best).map(|s| s.0);
                    (picked.collect(), Strategy::WinsSoonest { moves: total })
                }
            }
            false if !winning.is_empty() => (winning, Strategy::Wins),
            false => {
                let sample: Vec<&PlayMove> = match list.moves.len() > COMPUTER_CANDIDATES {
                    true => list.moves.choose_multiple(&mut rng, COMPUTER_CANDIDATES).collect(),
                    false => list.moves.iter().collect(),
                };
                let mut scored = Vec::with_capacity(sample.len());
                for m in sample {
                    let after = parse_with(&m.game, self.files)?;
                    let replies = match Play::new(&after, self.misere, self.files, self.limits)
                        .moves(COMPUTER_MOVES)
                    {
                        Ok(list) => list.moves.iter().filter(|r| r.winning).count(),
                        Err(e) if self.limits.deadline.is_some_and(|d| d.passed()) => {
                            return Err(e)
                        }
                        Err(_) => usize::MAX,
                    };
                    scored.push((m, replies));
                }
                let best = scored.iter().map(|s| s.1).min().unwrap_or(0);
                let picked = scored.iter().filter(|s| s.1 == best).map(|s| s.0).collect();
                (picked, Strategy::FewestReplies { replies: best })
            }
        };
        let chosen = (*candidates.choose(&mut rng).expect("a legal move is listed")).clone();
        let why = self.why(&chosen, strategy)?;
        Ok(Some(ComputerMove { chosen, strategy, why }))
    }

    /// Some legal moves of a position whose listing was refused and that
    /// has no winning move: each component's moves to the values just below
    /// its own (one counter from a huge Nim heap), the slowest way down.
    fn fallback_moves(&self) -> Result<Vec<PlayMove>> {
        let judge = self.judge()?;
        let mut own = Vec::new();
        let mut found = Vec::new();
        for (component, (part, index)) in self.game.components().enumerate() {
            let solved = self.solved(&judge, part, &mut own)?;
            let Some(value) = solved.value(index) else { continue };
            let from = self.game.parts()[part].component(index);
            let mut target = value.to_biguint();
            for _ in 0..8 {
                if target == num_bigint::BigUint::ZERO {
                    break;
                }
                target -= 1u8;
                let target = BigNimber::from(target.clone());
                if let Ok(moves) = solved.moves_to(index, &target) {
                    for to in moves {
                        let choice = Choice { to, value: Some(Gamma::Finite(target.clone())) };
                        found.push(self.judged(&judge, component, &from, choice)?);
                    }
                }
                if !found.is_empty() {
                    return Ok(found);
                }
            }
        }
        Err(Error::Unsupported(msg!(
            "play-no-move-listed",
            "no move of this position could be listed within the limits"
        )))
    }

    /// Why `chosen` is good: what it leaves, and how it was chosen.
    fn why(&self, chosen: &PlayMove, strategy: Strategy) -> Result<Vec<Reason>> {
        let moved = format!("{} → {}", chosen.from, chosen.to);
        let leaves = match (self.misere, &chosen.value) {
            (false, Some(value)) if chosen.winning => {
                Reason::LeavesZero { moved, value: value.clone() }
            }
            (false, Some(value)) => Reason::LeavesValue { moved, value: value.clone() },
            (true, _) if chosen.winning => Reason::LeavesMiserePosition { moved },
            _ if chosen.winning => Reason::LeavesPosition { moved },
            _ if chosen.draws => Reason::LeavesDraw { moved },
            _ => Reason::EveryMoveLoses { moved },
        };
        let how = match strategy {
            Strategy::WinsSoonest { moves } => Reason::WinsSoonest { moves },
            Strategy::Wins => Reason::WinsBySeed,
            Strategy::LastsLongest { moves } => Reason::LastsLongest { moves },
            Strategy::FewestReplies { replies } => Reason::FewestReplies { replies },
            Strategy::HoldsDraw => Reason::HoldsDraw,
        };
        Ok(vec![leaves, how])
    }
}
