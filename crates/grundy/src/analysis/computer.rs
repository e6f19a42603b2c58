//! The computer's move: a winning move, the one that wins soonest when
//! Smith's remoteness is known; otherwise a move that holds a draw, makes a
//! lost game last longest, or leaves the fewest winning replies. Ties are
//! broken by a seed, so a game replays exactly.

use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::analysis::play::{Candidate, Judge, Play, PlayMove, Searched};
use crate::analysis::remoteness::{past_its_steps, RemotenessSearch};
use crate::core::error::{Error, Result};
use crate::core::limits::raise;
use crate::core::message::Message;
use crate::core::nimber::BigNimber;
use crate::core::outcome::{Gamma, Outcome};
use crate::core::reason::Reason;
use crate::msg;
use crate::parts::part::Choice;
use crate::rules::solver::limit_steps;
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
    /// A legal move drawn by the seed, as a computer below
    /// [`Level::Perfect`] plays now and then.
    AtRandom {
        /// The level it plays at.
        level: Level,
    },
}

/// How well the computer plays: below perfect it plays a move drawn at
/// random now and then (drawn by the seed, so a game still replays
/// exactly), so that a learner who starts lost can still win by playing
/// well.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Level {
    /// One move in two at random.
    Beginner,
    /// One move in five at random.
    Intermediate,
    /// Never at random: the best move every time.
    #[default]
    Perfect,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 3] = [Level::Beginner, Level::Intermediate, Level::Perfect];

    /// The level's name, as the API and the command line write it.
    pub fn name(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Intermediate => "intermediate",
            Level::Perfect => "perfect",
        }
    }

    /// The level named `name`, if any.
    pub fn from_name(name: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|level| level.name() == name)
    }

    /// One move in this many is played at random (`None`: never).
    pub fn one_in(self) -> Option<u32> {
        match self {
            Level::Beginner => Some(2),
            Level::Intermediate => Some(5),
            Level::Perfect => None,
        }
    }
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

/// The most moves [`Play::computer`] looks at, the most candidates it
/// analyses one by one when the remoteness is not known, and the most
/// winning replies it counts after each.
const COMPUTER_MOVES: u64 = 10_000;
const COMPUTER_CANDIDATES: usize = 48;
const COMPUTER_REPLIES: usize = 10_000;

impl<'a> Play<'a> {
    /// The computer's move: a winning move whenever there is one, the one
    /// that wins soonest when the remoteness is known; otherwise, from a
    /// draw (a game with cycles), a move that keeps it; from a lost position
    /// the move after which the game lasts longest, or, when the remoteness
    /// is not known, the move leaving the opponent the fewest winning
    /// replies (among up to 48 candidates). Ties are broken by `seed`, so
    /// a game replays exactly. `None` when the game is over.
    /// The remoteness is searched within `max_steps`, as by
    /// [`Play::remoteness`] (a misère sum searched whole for its judgement
    /// has it already); past those steps it is not known, and past any
    /// other limit the computer fails, as a larger budget may know it.
    pub fn computer(&self, seed: u64, max_steps: usize) -> Result<Option<ComputerMove>> {
        self.computer_at(seed, max_steps, Level::Perfect)
    }

    /// The computer's move at `level`: as [`Play::computer`], except that
    /// one move in [`Level::one_in`], drawn by `seed`, is any legal move
    /// drawn by the seed instead ([`Strategy::AtRandom`]).
    pub fn computer_at(
        &self,
        seed: u64,
        max_steps: usize,
        level: Level,
    ) -> Result<Option<ComputerMove>> {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        // Its own stream, so that the best move drawn for a seed is the
        // same at every level.
        let mut errs = ChaCha8Rng::seed_from_u64(seed ^ 0x9e37_79b9_7f4a_7c15);
        let at_random = level.one_in().is_some_and(|n| errs.random_ratio(1, n));
        let (judge, searched) = self.judge_searched()?;
        let listed = self.choices(&judge, COMPUTER_MOVES)?;
        let mut choices = listed.list;
        // A component whose moves could not all be listed (a Kayles row of
        // 10¹²) gives a few of them from its rules, the slowest ways down
        // first, beside the winning moves found for it: from a lost
        // position, any legal move must be playable.
        for unlisted in &listed.unlisted {
            self.add_few_options(&judge, unlisted.component, &mut choices)?;
        }
        if choices.is_empty() {
            if listed.complete {
                return Ok(None);
            }
            choices = self.fallback_moves(&judge)?;
        }
        // Each move judged from the values or the misère judgement: no game
        // after a move is written but the one chosen and the candidates
        // whose replies are counted.
        if at_random {
            let candidate = choices.swap_remove(errs.random_range(0..choices.len()));
            let chosen = self.judged(&judge, candidate)?;
            let strategy = Strategy::AtRandom { level };
            let why = self.why(&chosen, strategy)?;
            return Ok(Some(ComputerMove { chosen, strategy, why }));
        }
        let mut judged = Vec::with_capacity(choices.len());
        for (i, candidate) in choices.into_iter().enumerate() {
            if i % 1024 == 0 {
                self.in_time(what)?;
            }
            let (outcome, _) = self.verdict(&judge, &candidate)?;
            judged.push((candidate, outcome));
        }
        // A position searched whole for its misère judgement has its
        // remoteness known; otherwise it is searched within `max_steps`:
        // past that limit the computer chooses otherwise, past the deadline
        // it stops, so that the same position always gets the same move.
        let (mut search, root, total) = match searched {
            Some(Searched { search, root, found }) => (search, root, Some(found.moves)),
            None => {
                let mut search =
                    RemotenessSearch::new(self.files, self.limits, self.misere, max_steps);
                let root = search.position(self.game)?;
                // Only the search's own steps, the same in every budget,
                // leave the remoteness unknown; a larger budget may lift
                // any other limit.
                let total = match search.remoteness(&root) {
                    Ok(found) => Some(found.moves),
                    Err(error) if past_its_steps(&error) => None,
                    Err(error) => return Err(error),
                };
                (search, root, total)
            }
        };
        let wins = judged.iter().any(|(_, outcome)| *outcome == Outcome::P);
        let holds = judged.iter().any(|(_, outcome)| *outcome == Outcome::D);
        let (picked, strategy): (Vec<usize>, Strategy) = match total {
            _ if !wins && holds => {
                (indices(&judged, |(_, o)| *o == Outcome::D), Strategy::HoldsDraw)
            }
            Some(total) => {
                // Every option of the root was searched with it.
                let mut scored = Vec::with_capacity(judged.len());
                for (i, (candidate, _)) in judged.iter().enumerate() {
                    if i % 1024 == 0 {
                        self.in_time(what)?;
                    }
                    let (part, index) =
                        self.game.locate(candidate.component).expect("a component of the game");
                    let part = self.game.parts()[part].as_ref();
                    let to = parse_with(&candidate.choice.to, self.files)?;
                    let after = search.after(&root, part, index, &to)?;
                    scored.push(search.remoteness(&after)?.moves);
                }
                let best = |winning: bool| {
                    let among = scored
                        .iter()
                        .zip(&judged)
                        .filter(|(_, (_, o))| (*o == Outcome::P) == winning);
                    match winning {
                        true => among.map(|(m, _)| *m).min(),
                        false => among.map(|(m, _)| *m).max(),
                    }
                };
                let best = best(wins);
                let picked = (0..judged.len())
                    .filter(|&i| (judged[i].1 == Outcome::P) == wins && Some(scored[i]) == best)
                    .collect();
                match wins {
                    true => (picked, Strategy::WinsSoonest { moves: total }),
                    false => (picked, Strategy::LastsLongest { moves: total }),
                }
            }
            None if wins => (indices(&judged, |(_, o)| *o == Outcome::P), Strategy::Wins),
            None => {
                let all: Vec<usize> = (0..judged.len()).collect();
                let sample: Vec<usize> = match all.len() > COMPUTER_CANDIDATES {
                    true => all.choose_multiple(&mut rng, COMPUTER_CANDIDATES).copied().collect(),
                    false => all,
                };
                let mut scored = Vec::with_capacity(sample.len());
                for i in sample {
                    self.in_time(what)?;
                    let candidate = &judged[i].0;
                    let after = self.after(candidate.component, &candidate.choice.to)?;
                    let replies = match Play::new(&after, self.misere, self.files, self.limits)
                        .winning_replies(COMPUTER_REPLIES)
                    {
                        Ok(count) => count,
                        // A limit, which a larger budget may lift, fails;
                        // a question not answered counts as the most.
                        Err(e @ (Error::LimitExceeded { .. } | Error::Interrupted)) => {
                            return Err(e)
                        }
                        Err(_) => usize::MAX,
                    };
                    scored.push((i, replies));
                }
                let best = scored.iter().map(|s| s.1).min().unwrap_or(0);
                let picked = scored.iter().filter(|s| s.1 == best).map(|s| s.0).collect();
                (picked, Strategy::FewestReplies { replies: best })
            }
        };
        let pick = *picked.choose(&mut rng).expect("a legal move is listed");
        let (candidate, _) = judged.swap_remove(pick);
        let chosen = self.judged(&judge, candidate)?;
        let why = self.why(&chosen, strategy)?;
        Ok(Some(ComputerMove { chosen, strategy, why }))
    }

    /// The winning moves of this position, at most `max` of them, counted
    /// without listing the others: O(components) beyond the analysis.
    fn winning_replies(&self, max: usize) -> Result<usize> {
        Ok(match self.judge()? {
            // A component whose winning moves are not all listed counts
            // those that stand for them, as play lists them.
            Judge::Normal { analysis } => {
                let mut count = 0;
                for listed in analysis.winning_moves().take(max) {
                    count += match listed {
                        Ok(_) => 1,
                        Err(unlisted) => {
                            self.some_winners(&analysis, unlisted.component).map_or(0, |w| w.len())
                        }
                    };
                }
                count.min(max)
            }
            Judge::Misere { winning, .. } => winning.len(),
        })
    }

    /// Adds to `choices` the few options of `component` its part finds
    /// from the rules ([`Solved::few_options`](crate::parts::part::Solved::few_options)), those not already there.
    fn add_few_options(
        &self,
        judge: &Judge<'a>,
        component: usize,
        choices: &mut Vec<Candidate>,
    ) -> Result<()> {
        let mut own = Vec::new();
        let Some((part, index)) = self.game.locate(component) else { return Ok(()) };
        let solved = self.solved(judge, part, &mut own)?;
        for choice in solved.few_options(index) {
            let known =
                choices.iter().any(|c| c.component == component && c.choice.to == choice.to);
            if !known {
                choices.push(Candidate { component, choice, winner: false });
            }
        }
        Ok(())
    }

    /// Some legal moves of a position whose listing was refused and that
    /// has no winning move: each component's moves to the values just below
    /// its own (one counter from a huge Nim heap), the slowest way down.
    fn fallback_moves(&self, judge: &Judge<'a>) -> Result<Vec<Candidate>> {
        let mut own = Vec::new();
        let mut found = Vec::new();
        for (component, (part, index)) in self.game.components().enumerate() {
            let solved = self.solved(judge, part, &mut own)?;
            let Some(value) = solved.value(index) else { continue };
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
                        found.push(Candidate { component, choice, winner: false });
                    }
                }
                if !found.is_empty() {
                    return Ok(found);
                }
            }
        }
        // A limit, as the listings' refusals are: a larger budget lists more.
        Err(Error::LimitExceeded {
            what: msg!("play-what-computer-move", "the computer's move"),
            needed: msg!("play-no-move-listed", "a move of this position listed"),
            limit: limit_steps(self.limits.max_search),
            hint: raise("--max-search"),
        })
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
            Strategy::AtRandom { level } => {
                Reason::AtRandom { one_in: level.one_in().unwrap_or(0) }
            }
        };
        Ok(vec![leaves, how])
    }
}

/// The indices of the moves of `judged` that `keep` keeps.
fn indices(
    judged: &[(Candidate, Outcome)],
    keep: impl Fn(&(Candidate, Outcome)) -> bool,
) -> Vec<usize> {
    (0..judged.len()).filter(|&i| keep(&judged[i])).collect()
}

/// The computer's choice, in a limit's message.
fn what() -> Message {
    msg!("computer-what", "the computer's move")
}
