//! Who wins a compound from its components' [`Values`], and which moves win:
//! each way of playing together folds the components' values into a small
//! [`State`], lost or not; the winning moves are the choices, one a
//! component, whose fold is lost for the opponent, found by a dynamic
//! programme over the components and the states (counted, and listed
//! without a dead end).

use std::collections::HashMap;

use num_bigint::BigUint;

use super::values::Values;

/// How the components of a game are played together.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Compound {
    /// The sum: a move in exactly one component; play ends when all have
    /// ended. Normal play adds Grundy values by XOR; misère play is the
    /// Anti-SG game.
    #[default]
    Disjunctive,
    /// A move in every component; play ends as soon as one has ended.
    /// Decided by remoteness: the least of the components'.
    Conjunctive,
    /// A move in every component that has not ended; play ends when all
    /// have (Every-SG). Decided by suspense numbers: the greatest.
    Continued,
    /// A move in any non-empty set of components; play ends when all have
    /// ended.
    Selective,
    /// A move in any non-empty set of components; play ends as soon as one
    /// has ended.
    Shortened,
}

impl Compound {
    /// Every compound, the sum first.
    pub const ALL: [Compound; 5] = [
        Compound::Disjunctive,
        Compound::Conjunctive,
        Compound::Continued,
        Compound::Selective,
        Compound::Shortened,
    ];

    /// The compound's name, as the API and the command line write it.
    pub fn name(self) -> &'static str {
        match self {
            Compound::Disjunctive => "disjunctive",
            Compound::Conjunctive => "conjunctive",
            Compound::Continued => "continued",
            Compound::Selective => "selective",
            Compound::Shortened => "shortened",
        }
    }

    /// The compound named `name`, or by its other name: `every` for the
    /// continued conjunctive compound (the Every-SG game), `sum` for the
    /// disjunctive one.
    pub fn from_name(name: &str) -> Option<Compound> {
        match name {
            "every" => Some(Compound::Continued),
            "sum" => Some(Compound::Disjunctive),
            _ => Compound::ALL.into_iter().find(|compound| compound.name() == name),
        }
    }

    /// Whether a move may leave a component as it is (selective
    /// compounds), rather than move in every one.
    pub fn selective(self) -> bool {
        matches!(self, Compound::Selective | Compound::Shortened)
    }
}

/// What the values of some components fold to, under one compound.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum State {
    /// Conjunctive: the least remoteness (`u32::MAX` for no component).
    Least(u32),
    /// Continued conjunctive: the greatest suspense number.
    Most(u32),
    /// Selective.
    Selective {
        /// How many components have a move, counted to 2.
        live: u8,
        /// Whether every component is lost under normal play.
        lost: bool,
        /// Whether the last component with a move is lost under misère
        /// play.
        last_misere_lost: bool,
    },
    /// Shortened selective.
    Shortened {
        /// Whether some component has ended.
        ended: bool,
        /// Whether every component is lost under normal play.
        lost: bool,
        /// Whether every component is lost under misère play.
        misere_lost: bool,
    },
}

impl State {
    /// The fold of no component.
    pub fn start(compound: Compound) -> State {
        match compound {
            Compound::Conjunctive => State::Least(u32::MAX),
            Compound::Continued => State::Most(0),
            Compound::Selective => {
                State::Selective { live: 0, lost: true, last_misere_lost: false }
            }
            Compound::Shortened => State::Shortened { ended: false, lost: true, misere_lost: true },
            Compound::Disjunctive => unreachable!("the sum has its own analyses"),
        }
    }

    /// The fold with one more component, of values `v`.
    pub fn add(self, v: &Values, misere: bool) -> State {
        match self {
            State::Least(least) => State::Least(least.min(v.remoteness(misere))),
            State::Most(most) => State::Most(most.max(v.suspense(misere))),
            State::Selective { live, lost, last_misere_lost } => State::Selective {
                live: if v.ended { live } else { (live + 1).min(2) },
                lost: lost && v.sg == 0,
                last_misere_lost: if v.ended { last_misere_lost } else { v.misere_sg == 0 },
            },
            State::Shortened { ended, lost, misere_lost } => State::Shortened {
                ended: ended || v.ended,
                lost: lost && v.sg == 0,
                misere_lost: misere_lost && v.misere_sg == 0,
            },
        }
    }

    /// Whether the player to move loses a compound of this fold (ONAG ch.
    /// 14): the conjunctive compound's remoteness is the least of its
    /// components', the continued one's suspense number the greatest (each
    /// lost when even, misère when odd); a selective compound is lost when
    /// every component is, except under misère play with one component
    /// left to move, which decides alone, or none, which the player to
    /// move wins; the shortened selective one is over when a component has
    /// ended, and is otherwise lost when every component is, under the
    /// play's own rule.
    pub fn lost(self, misere: bool) -> bool {
        match self {
            State::Least(value) | State::Most(value) => value % 2 == u32::from(misere),
            State::Selective { live, lost, last_misere_lost } => match (misere, live) {
                (false, _) => lost,
                (true, 0) => false,
                (true, 1) => last_misere_lost,
                (true, _) => lost,
            },
            State::Shortened { ended, lost, misere_lost } => match misere {
                false => ended || lost,
                true => !ended && misere_lost,
            },
        }
    }
}

/// Whether a compound of components with `values` is over: no move is
/// left. The conjunctive and shortened selective compounds end when one
/// component ends, the others when all have.
pub fn over(compound: Compound, values: &[Values]) -> bool {
    match compound {
        Compound::Conjunctive | Compound::Shortened => values.iter().any(|v| v.ended),
        _ => values.iter().all(|v| v.ended),
    }
}

/// One component's choices in a move: its options, and, when the compound
/// lets a component stay as it is, staying (`None`).
pub struct Choices<'a> {
    /// The component's values now (what it stays at).
    pub now: Values,
    /// Its options' values.
    pub options: &'a [Values],
    /// Whether it may stay: selective compounds let a component stay, the
    /// continued conjunctive one lets an ended one.
    pub may_stay: bool,
}

/// A choice of one component: staying, or the option of that number.
type Choice = Option<usize>;

/// The moves of a compound that leave the opponent lost: counted, and
/// listed in order (components first to last, each's choices staying first
/// then its options in order). The options of each component are grouped
/// by their values, so the programme's size is the number of distinct
/// values a component's options take, times the states.
pub struct Winning<'a> {
    compound: Compound,
    misere: bool,
    choices: &'a [Choices<'a>],
    /// For each component, its distinct option values, and the options of
    /// each.
    classes: Vec<Vec<(Values, Vec<usize>)>>,
    /// Whether the choices from component `k` on, from a state and a flag
    /// (some component has moved), can still leave the opponent lost.
    can: HashMap<(usize, State, bool), bool>,
}

impl<'a> Winning<'a> {
    pub fn new(compound: Compound, misere: bool, choices: &'a [Choices<'a>]) -> Self {
        let classes = choices
            .iter()
            .map(|c| {
                let mut classes: Vec<(Values, Vec<usize>)> = Vec::new();
                let mut at: HashMap<Values, usize> = HashMap::new();
                for (i, v) in c.options.iter().enumerate() {
                    let k = *at.entry(*v).or_insert_with(|| {
                        classes.push((*v, Vec::new()));
                        classes.len() - 1
                    });
                    classes[k].1.push(i);
                }
                classes
            })
            .collect();
        Winning { compound, misere, choices, classes, can: HashMap::new() }
    }

    /// The number of winning moves.
    pub fn count(&mut self) -> BigUint {
        let mut memo = HashMap::new();
        self.count_from(0, State::start(self.compound), false, &mut memo)
    }

    fn count_from(
        &mut self,
        k: usize,
        state: State,
        moved: bool,
        memo: &mut HashMap<(usize, State, bool), BigUint>,
    ) -> BigUint {
        if k == self.choices.len() {
            return BigUint::from(u8::from(moved && state.lost(self.misere)));
        }
        if let Some(count) = memo.get(&(k, state, moved)) {
            return count.clone();
        }
        let mut count = BigUint::from(0u8);
        if self.choices[k].may_stay {
            let now = self.choices[k].now;
            count += self.count_from(k + 1, state.add(&now, self.misere), moved, memo);
        }
        for c in 0..self.classes[k].len() {
            let (values, ref options) = self.classes[k][c];
            let ways = options.len();
            let after = self.count_from(k + 1, state.add(&values, self.misere), true, memo);
            count += after * BigUint::from(ways);
        }
        memo.insert((k, state, moved), count.clone());
        count
    }

    fn can_from(&mut self, k: usize, state: State, moved: bool) -> bool {
        if k == self.choices.len() {
            return moved && state.lost(self.misere);
        }
        if let Some(&can) = self.can.get(&(k, state, moved)) {
            return can;
        }
        let stays = self.choices[k].may_stay && {
            let now = self.choices[k].now;
            self.can_from(k + 1, state.add(&now, self.misere), moved)
        };
        let can = stays
            || (0..self.classes[k].len()).any(|c| {
                let values = self.classes[k][c].0;
                self.can_from(k + 1, state.add(&values, self.misere), true)
            });
        self.can.insert((k, state, moved), can);
        can
    }

    /// At most `max` winning moves, in order: each the choice of every
    /// component. Time O(max · components) after the programme.
    pub fn list(&mut self, max: usize) -> Vec<Vec<Choice>> {
        let mut found = Vec::new();
        let mut chosen = Vec::with_capacity(self.choices.len());
        self.list_from(0, State::start(self.compound), false, &mut chosen, &mut found, max);
        found
    }

    fn list_from(
        &mut self,
        k: usize,
        state: State,
        moved: bool,
        chosen: &mut Vec<Choice>,
        found: &mut Vec<Vec<Choice>>,
        max: usize,
    ) {
        if found.len() >= max || !self.can_from(k, state, moved) {
            return;
        }
        if k == self.choices.len() {
            found.push(chosen.clone());
            return;
        }
        if self.choices[k].may_stay {
            let now = self.choices[k].now;
            chosen.push(None);
            self.list_from(k + 1, state.add(&now, self.misere), moved, chosen, found, max);
            chosen.pop();
        }
        // Options in their own order, each under its class's state.
        for option in 0..self.choices[k].options.len() {
            let values = self.choices[k].options[option];
            let after = state.add(&values, self.misere);
            if !self.can_from(k + 1, after, true) {
                continue;
            }
            chosen.push(Some(option));
            self.list_from(k + 1, after, true, chosen, found, max);
            chosen.pop();
            if found.len() >= max {
                return;
            }
        }
    }
}
