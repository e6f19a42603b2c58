//! Parts of a sum: one ruleset and the components played by it, behind one
//! object-safe interface, so that a sum can mix heaps, pairs of piles,
//! boards and graphs (`nim 3 + wythoff 3 5 + chomp 4x4`).
//!
//! A part is asked two things. [`Part::solve`] prepares whatever its values
//! need (a table, a proved period, a search) and checks its limits before
//! computing; the [`Solved`] part then answers per component: its value, its
//! outcome, its options of a given value, and why.

use std::fmt::{self, Debug, Write as _};
use std::sync::Arc;

use crate::core::error::{Error, Result};
use crate::core::limits::{raise, Limits};
use crate::core::message::Message;
use crate::core::nimber::BigNimber;
use crate::core::outcome::{Gamma, Infinite, Outcome};
use crate::core::reason::Reason;
use crate::core::sort;
use crate::msg;
use crate::rules::heap::HeapRuleset;
use crate::rules::ruleset::Options;
use crate::rules::solver::limit_steps;
use crate::rules::values::HeapValues;

/// One part of a sum: a ruleset and its components.
pub trait Part: Debug + Send + Sync {
    /// The ruleset as written, e.g. `subtract(1,3,4)` or `wythoff`.
    fn ruleset(&self) -> String;

    /// Number of components.
    fn len(&self) -> usize;

    /// Whether the part has no components.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Component `index` alone, as a description: `nim 3`, `wythoff 3 5`.
    fn component(&self, index: usize) -> String;

    /// The part as a description, which parses back to the same part. The
    /// default joins the components with `+`, and writes a part of no
    /// component as its ruleset alone (`ruler`: no coin shows heads).
    fn write(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str(&self.ruleset());
        }
        for index in 0..self.len() {
            if index > 0 {
                f.write_str(" + ")?;
            }
            f.write_str(&self.component(index))?;
        }
        Ok(())
    }

    /// Prepares the values of every component, checking limits first.
    ///
    /// With `values_needed` false the part is the whole game, and only each
    /// component's outcome and its moves to value 0 are asked for: a part
    /// whose values would pass a limit but whose P-positions have a closed
    /// form (Wythoff's game with million-bit piles) still answers.
    fn solve(&self, limits: &Limits, values_needed: bool) -> Result<Box<dyn Solved + '_>>;

    /// The heap ruleset and heaps, when this is a part of heap components
    /// up to 2⁶⁴ − 1 (misère play searches those).
    fn heaps(&self) -> Option<(&Arc<dyn HeapRuleset>, &[u64])> {
        None
    }

    /// The heap ruleset, when every component is one heap of it, of any size.
    fn heap_ruleset(&self) -> Option<&Arc<dyn HeapRuleset>> {
        self.heaps().map(|(ruleset, _)| ruleset)
    }

    /// Component `index` as a heap size, when it is a heap below 2⁶⁴.
    fn small_heap(&self, index: usize) -> Option<u64> {
        self.heaps().map(|(_, heaps)| heaps[index])
    }

    /// Component `index` as a heap of any size, when it is one heap of
    /// [`Part::heap_ruleset`]; by default [`Part::small_heap`].
    fn heap(&self, index: usize) -> Option<num_bigint::BigUint> {
        self.small_heap(index).map(num_bigint::BigUint::from)
    }

    /// The last position of the ruleset, when its positions are the
    /// numbers 0 to it and no others (`addtake(10; …)`: 10; `windup(7; …)`:
    /// 6): its table is the whole game, and has nothing past it. By
    /// default `None`, for a ruleset without a last position.
    fn last_position(&self) -> Option<u64> {
        None
    }

    /// Component `index` as a person would draw it; by default its
    /// description.
    fn drawing(&self, index: usize) -> Drawing {
        Drawing::Text(self.component(index))
    }

    /// Whether the ruleset's win condition is stated for normal play, so
    /// that misère play of it has no meaning: it has positions that end the
    /// game by themselves (see [`Ending`]), whether or not this part holds
    /// one, or its rules say who wins otherwise (Treblecross: three in a
    /// row).
    fn normal_play_only(&self) -> bool {
        false
    }

    /// Makes ready for a computation under `limits` that asks the part's
    /// rules for moves without solving it (a misère analysis): a rule
    /// written by a user spends its operations within them. Nothing by
    /// default.
    fn prepare(&self, limits: &Limits) {
        let _ = limits;
    }

    /// The failure of a rule written by a user, met where no error could
    /// be returned (see [`crate::rulesets::user::Rule::failure`]): every
    /// answer computed with this part since is wrong and is refused with
    /// it. `None` for every part of the catalogue.
    fn failure(&self) -> Option<Error> {
        None
    }

    /// The components that end the game by themselves, outside normal play
    /// (see [`Ending`]), with their indices; none by default.
    fn endings(&self) -> Vec<(usize, Ending)> {
        Vec::new()
    }
}

/// A component that decides the whole sum by itself, whatever the other
/// components are: a rule outside normal play, such as the cutting game's
/// "whoever cuts out a 1×1 piece wins". Such a component has no value; a
/// sum holding one is decided by it, and its other components do not count.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ending {
    /// The game is over: the player who made the last move has won, so the
    /// player to move has lost.
    Over {
        /// Why the game is over.
        why: Reason,
    },
    /// The player to move wins at once by one of `moves`, each what replaces
    /// the component, as a description.
    WinsNow {
        /// The winning moves.
        moves: Vec<String>,
        /// Why they win.
        why: Reason,
    },
}

impl Ending {
    /// Why the component decides the game.
    pub fn why(&self) -> &Reason {
        match self {
            Ending::Over { why } | Ending::WinsNow { why, .. } => why,
        }
    }
}

/// A part with its values prepared.
pub trait Solved {
    /// The value of component `index`; `None` when it would pass a limit
    /// (see [`Solved::why_unknown`]), or when [`Part::solve`] was told values
    /// were not needed and did not compute it.
    fn value(&self, index: usize) -> Option<BigNimber>;

    /// Why component `index` has no value (when [`Solved::value`] is `None`).
    fn why_unknown(&self, index: usize) -> Error {
        let _ = index;
        Error::Unsupported(msg!("part-value-unknown", "its value is not known"))
    }

    /// Who wins component `index` played alone.
    fn outcome(&self, index: usize) -> Outcome;

    /// ∞(K) when play from component `index` can go on for ever (a vertex
    /// of a game graph with cycles; see [`crate::loopy`]); its
    /// [`Solved::value`] is then `None`. `None` for every other component.
    fn infinite(&self, index: usize) -> Option<Infinite> {
        let _ = index;
        None
    }

    /// The XOR of the values of the first `len` components (`None` when one
    /// is unknown). Parts of millions of components override it.
    fn sum(&self, len: usize) -> Option<BigNimber> {
        let mut total = BigNimber::ZERO;
        for index in 0..len {
            total ^= &self.value(index)?;
        }
        Some(total)
    }

    /// What may replace component `index` in one move so that its value
    /// becomes `target`: each a description, listed once. With values not
    /// prepared, only `target` 0 is asked for. Fails, naming the limit, when
    /// listing them would pass [`Limits::max_search`].
    fn moves_to(&self, index: usize, target: &BigNimber) -> Result<Vec<String>>;

    /// Some of [`Solved::moves_to`]'s moves, found where listing them all
    /// is refused: for a heap whose ruleset and proved period let a few
    /// options stand for all of them
    /// ([`HeapRuleset::representative_options_with_value`]), those few,
    /// which include a move to `target` exactly when one exists. Otherwise
    /// what [`Solved::moves_to`] gives. For play's choices, where one
    /// winning move is enough (the list says it is not complete); the
    /// analysis's listing of every winning move says it could not.
    fn some_moves_to(&self, index: usize, target: &BigNimber) -> Result<Vec<String>> {
        self.moves_to(index, target)
    }

    /// Every option of component `index`, each listed once: what replaces
    /// the component (a description) and its value when known. Fails,
    /// naming the limit, when the component has more than `max` options
    /// (`nim 10^30`); its options of a given value
    /// ([`Solved::moves_to`]) may still be found then.
    fn options(&self, index: usize, max: u64) -> Result<Vec<Choice>>;

    /// A few legal options of component `index`, with their values where
    /// known, found from the rules where [`Solved::options`] refuses to
    /// list them all (a Kayles row of 10¹²): for a heap, its ruleset's
    /// [`HeapRuleset::few_options`], the slowest ways down first. Empty by
    /// default. For play, which needs some legal move of a position whose
    /// moves cannot all be listed.
    fn few_options(&self, index: usize) -> Vec<Choice> {
        let _ = index;
        Vec::new()
    }

    /// Why component `index` has its value or outcome, one line per reason.
    fn explain(&self, index: usize) -> Vec<Reason>;
}

/// A component as a person would draw it, for front ends that show a
/// position as a picture and read a move off a touch of it: every ruleset
/// of the catalogue but `graph` (a file's game graph, its description) has
/// a picture from which its moves can be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Drawing {
    /// A heap of counters: a move takes some (Nim, subtraction games) or
    /// splits the heap (Lasker's Nim, Grundy's game).
    Heap(num_bigint::BigUint),
    /// A row of pins (Kayles), pawns (Dawson's chess) or empty cells
    /// (Treblecross): a move takes a run of adjacent pins, leaving the pins
    /// on either side as rows of their own ([`HeapRuleset::is_row`]).
    Row(num_bigint::BigUint),
    /// A heap of `count` counters of which the player to move may take 1
    /// to `limit` (Fibonacci Nim; `limit` is count − 1 at the start).
    Limited {
        /// The counters left.
        count: num_bigint::BigUint,
        /// The most the player to move may take, at most `count`.
        limit: num_bigint::BigUint,
    },
    /// The numbers of one component: Wythoff's two piles, Moore's heaps,
    /// Euclid's two numbers, the coins on a staircase's steps.
    Piles(Vec<num_bigint::BigUint>),
    /// A Chomp board: each row's length, from the row holding the poisoned
    /// square (the bottom row; the poisoned square is its first, the
    /// bottom-left corner) up.
    Board(Vec<u64>),
    /// A coin showing heads at this place of a row, numbered as the
    /// ruleset's description numbers it (from 1 in the ruler game, from 0
    /// in Mock Turtles).
    Coin(u64),
    /// A coin showing heads on square (x, y) of a grid whose corner is
    /// (0, 0) (Turning Corners).
    GridCoin {
        /// The column, from 0.
        x: u64,
        /// The row, from 0.
        y: u64,
    },
    /// A graph of numbered vertices: its edges (u ≤ v, a loop when u = v,
    /// parallel edges repeated) and the vertex that is the ground (Green
    /// Hackenbush: a move deletes an edge, and what the ground no longer
    /// holds falls).
    Graph {
        /// The edges, sorted.
        edges: Vec<(u64, u64)>,
        /// The ground's vertex.
        ground: u64,
    },
    /// A rectangle of width × height squares (the cutting game).
    Rectangle(u64, u64),
    /// A token at place `at` of a dial of places 0..size−1 (a wind-up
    /// game, whose moves wrap round).
    Dial {
        /// The token's place.
        at: u64,
        /// The number of places.
        size: u64,
    },
    /// A graph whose vertices (Node Kayles, geography) or edges (Arc
    /// Kayles) a move picks: vertices numbered from 0, the edges (u < v,
    /// sorted), the vertex holding the token (geography), and what each
    /// pick leaves, as a description: `picks[i]` for vertex i, or for edge
    /// i when `by_edge`; `None` where picking it is no move.
    Network {
        /// The number of vertices.
        vertices: u64,
        /// The edges, sorted.
        edges: Vec<(u64, u64)>,
        /// The vertex the token is on, if there is a token.
        token: Option<u64>,
        /// Whether a move picks an edge (else a vertex).
        by_edge: bool,
        /// What each vertex or edge picked leaves.
        picks: Vec<Option<String>>,
    },
    /// A board of cells on which a move places a domino (Cram): its rows,
    /// `.` a free cell and `#` a filled one, and every domino that fits,
    /// from its top or left cell `(row, column)`, `down` or across, with
    /// what placing it leaves, as a description.
    Cells {
        /// The rows, top first.
        rows: Vec<String>,
        /// Each domino that fits: row, column, down, what it leaves.
        dominoes: Vec<(u64, u64, bool, String)>,
    },
    /// Nothing better than the description.
    Text(String),
}

/// The most vertices a graph is drawn with (Node Kayles, Arc Kayles,
/// geography), and the most cells of a Cram board: past them a component
/// is written, since each drawing lists what every pick leaves
/// (O(picks · (V + E)) to draw).
pub const MAX_DRAWN_CELLS: usize = 64;

/// One option of a component: what replaces it, and its value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    /// What replaces the component, as a description (`kayles 2 4` for a
    /// split, `nim 0` when nothing is left).
    pub to: String,
    /// The value of the option, ∞(K) for a loopy one; `None` when it is
    /// not known (a lone component whose values were not needed, or past a
    /// limit).
    pub value: Option<Gamma>,
}

/// The error for listing the `count` options of `what` past `max`.
pub(crate) fn too_many_options(what: &str, count: impl fmt::Display, max: u64) -> Error {
    let needed = msg!("part-options", "{count} options", count = count.to_string());
    too_many_options_needing(what, needed, max)
}

/// The error for listing every option of `what` past `max`, when listing
/// them `needed` (`up to 41 options`).
pub(crate) fn too_many_options_needing(what: &str, needed: Message, max: u64) -> Error {
    Error::LimitExceeded {
        what: msg!("part-what-every-move", "listing every move of {position}", position = what),
        needed,
        limit: msg!("part-moves-listed", "{max} moves listed", max = max),
        hint: Some(msg!(
            "hint-move-still-typed",
            "a move can still be typed, and the winning moves are still found"
        )),
    }
}

/// Every option of `heap` of `ruleset`, as distinct replacements valued by
/// `value`: O(options), refused past `max` options before any is listed.
pub(crate) fn heap_options(
    ruleset: &dyn HeapRuleset,
    heap: u64,
    value: impl Fn(u64) -> BigNimber,
    max: u64,
) -> Result<Vec<Choice>> {
    Ok(heap_replacements(ruleset, heap, max)?
        .into_iter()
        .map(|heaps| {
            let mut total = BigNimber::ZERO;
            for &h in &heaps {
                total ^= &value(h);
            }
            Choice { to: describe_heaps(ruleset, &heaps), value: Some(Gamma::Finite(total)) }
        })
        .collect())
}

/// What may replace `heap` of `ruleset` in one move, each listed once as
/// sorted heaps; refused past `max` options, before listing them.
pub(crate) fn heap_replacements(
    ruleset: &dyn HeapRuleset,
    heap: u64,
    max: u64,
) -> Result<Vec<Vec<u64>>> {
    let count = ruleset.max_options(heap);
    if count > max as u128 {
        return Err(too_many_options(&describe_heaps(ruleset, &[heap]), count, max));
    }
    let mut options = Options::new();
    ruleset.options(heap, &mut options);
    Ok(distinct_replacements(options.iter()))
}

/// [`HeapRuleset::few_options`] of `heap`, valued by `value` (an option
/// with a piece it cannot value, not smaller than the heap, is left out):
/// O(options given), each piece valued once.
pub(crate) fn few_heap_options(
    ruleset: &dyn HeapRuleset,
    heap: &num_bigint::BigUint,
    value: impl Fn(&num_bigint::BigUint) -> Option<BigNimber>,
) -> Vec<Choice> {
    let mut found: Vec<Choice> = Vec::new();
    'options: for option in ruleset.few_options(heap) {
        let mut total = BigNimber::ZERO;
        let mut to = ruleset.name();
        for piece in &option {
            let Some(value) = value(piece).filter(|_| piece < heap) else { continue 'options };
            total ^= &value;
            write!(to, " {piece}").expect("writing to a String cannot fail");
        }
        if option.is_empty() {
            to.push_str(" 0");
        }
        if found.iter().all(|choice| choice.to != to) {
            found.push(Choice { to, value: Some(Gamma::Finite(total)) });
        }
    }
    found
}

/// Heaps played by one [`HeapRuleset`]; each heap is one component.
#[derive(Debug, Clone)]
pub struct HeapPart {
    ruleset: Arc<dyn HeapRuleset>,
    heaps: Vec<u64>,
}

impl HeapPart {
    /// A part from its ruleset and heaps.
    pub fn new(ruleset: Arc<dyn HeapRuleset>, heaps: Vec<u64>) -> HeapPart {
        HeapPart { ruleset, heaps }
    }

    fn describe(&self, heaps: &[u64]) -> String {
        describe_heaps(self.ruleset.as_ref(), heaps)
    }
}

/// `heaps` of `ruleset` as a description: `nim 3 4`, or `nim 0` for no heap at all.
pub(crate) fn describe_heaps(ruleset: &dyn HeapRuleset, heaps: &[u64]) -> String {
    let name = ruleset.name();
    let mut text = String::with_capacity(name.len() + 21 * heaps.len().max(1));
    text.push_str(&name);
    if heaps.is_empty() {
        text.push_str(" 0");
    }
    for heap in heaps {
        write!(text, " {heap}").expect("writing to a String cannot fail");
    }
    text
}

impl Part for HeapPart {
    fn ruleset(&self) -> String {
        self.ruleset.name()
    }

    fn len(&self) -> usize {
        self.heaps.len()
    }

    fn component(&self, index: usize) -> String {
        self.describe(&self.heaps[index..=index])
    }

    fn write(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe(&self.heaps))
    }

    fn solve(&self, limits: &Limits, _values_needed: bool) -> Result<Box<dyn Solved + '_>> {
        let max_heap = self.heaps.iter().copied().max().unwrap_or(0);
        let values = HeapValues::new(self.ruleset.clone(), max_heap, limits)?;
        Ok(Box::new(SolvedHeaps { part: self, values, max_search: limits.max_search }))
    }

    fn heaps(&self) -> Option<(&Arc<dyn HeapRuleset>, &[u64])> {
        Some((&self.ruleset, &self.heaps))
    }

    fn normal_play_only(&self) -> bool {
        self.ruleset.normal_play_only()
    }

    fn drawing(&self, index: usize) -> Drawing {
        heap_drawing(self.ruleset.as_ref(), self.heaps[index].into())
    }
}

/// A heap of `ruleset` as drawn: a row of pins or a heap of counters.
pub(crate) fn heap_drawing(ruleset: &dyn HeapRuleset, heap: num_bigint::BigUint) -> Drawing {
    match ruleset.is_row() {
        true => Drawing::Row(heap),
        false => Drawing::Heap(heap),
    }
}

/// The options of `heap` with value `target`, as descriptions, by the
/// ruleset's `options_with_value` on `values`; refused past `max_search`
/// when the ruleset says listing them is costly.
pub(crate) fn heap_moves_to(
    values: &HeapValues,
    heap: u64,
    target: &BigNimber,
    max_search: u64,
) -> Result<Vec<String>> {
    let ruleset = values.ruleset();
    // Heap values are 64-bit, so a wider target is out of reach.
    let Some(target) = target.to_nimber() else { return Ok(Vec::new()) };
    let cost = ruleset.moves_cost(heap);
    if cost > max_search as u128 {
        return Err(Error::LimitExceeded {
            what: winning_moves_of(&describe_heaps(ruleset, &[heap])),
            needed: options_checked(cost),
            limit: limit_steps(max_search),
            hint: raise("--max-search"),
        });
    }
    let mut options = Options::new();
    values.options_with_value(heap, target, &mut options);
    Ok(distinct_replacements(options.iter()).iter().map(|to| describe_heaps(ruleset, to)).collect())
}

/// The options of `heap` to value `target` that stand for all of them
/// when its values are proved purely periodic, from e with period p (see
/// [`HeapRuleset::representative_options_with_value`], with pieces below
/// max(e, 1) + p), as descriptions; `None` when the ruleset has no such
/// listing, the period is not proved or has a saltus, or the options
/// would pass `max_search`.
///
/// Time: O(t · (e + p)) options for a ruleset removing up to t counters.
fn representative_moves_to(
    values: &HeapValues,
    heap: u64,
    target: &BigNimber,
    max_search: u64,
) -> Option<Vec<String>> {
    let ruleset = values.ruleset();
    let period = values.periodicity().filter(|p| p.is_proved() && p.saltus == 0)?;
    let below = period.preperiod.max(1).checked_add(period.period)?;
    let target = target.to_nimber()?;
    // The options listed are about those of a heap of 2·below.
    if ruleset.max_options(below.saturating_mul(2)) > max_search as u128 {
        return None;
    }
    let mut options = Options::new();
    if !ruleset.representative_options_with_value(heap, target, below, values, &mut options) {
        return None;
    }
    Some(
        distinct_replacements(options.iter())
            .iter()
            .map(|to| describe_heaps(ruleset, to))
            .collect(),
    )
}

/// `listing the winning moves of kayles 1000`, in a limit's message.
pub(crate) fn winning_moves_of(position: &str) -> Message {
    msg!("part-what-winning-moves", "listing the winning moves of {position}", position = position)
}

/// `1001 options checked`: what listing moves needs.
pub(crate) fn options_checked(count: u128) -> Message {
    msg!("part-options-checked", "{count} options checked", count = count)
}

/// `up to 5000 steps`: what a search needs at most.
pub(crate) fn up_to_steps(count: u128) -> Message {
    msg!("part-up-to-steps", "up to {count} steps", count = count)
}

struct SolvedHeaps<'p> {
    part: &'p HeapPart,
    values: HeapValues,
    max_search: u64,
}

impl Solved for SolvedHeaps<'_> {
    fn value(&self, index: usize) -> Option<BigNimber> {
        Some(self.values.value(self.part.heaps[index]).into())
    }

    fn outcome(&self, index: usize) -> Outcome {
        Outcome::of(&self.values.value(self.part.heaps[index]).into())
    }

    fn sum(&self, len: usize) -> Option<BigNimber> {
        let total: crate::core::nimber::Nimber =
            self.part.heaps[..len].iter().map(|&heap| self.values.value(heap)).sum();
        Some(BigNimber::from(total))
    }

    fn moves_to(&self, index: usize, target: &BigNimber) -> Result<Vec<String>> {
        heap_moves_to(&self.values, self.part.heaps[index], target, self.max_search)
    }

    fn some_moves_to(&self, index: usize, target: &BigNimber) -> Result<Vec<String>> {
        let heap = self.part.heaps[index];
        self.moves_to(index, target).or_else(|refused| {
            representative_moves_to(&self.values, heap, target, self.max_search).ok_or(refused)
        })
    }

    fn options(&self, index: usize, max: u64) -> Result<Vec<Choice>> {
        let ruleset = self.values.ruleset();
        heap_options(ruleset, self.part.heaps[index], |h| self.values.value(h).into(), max)
    }

    fn few_options(&self, index: usize) -> Vec<Choice> {
        let heap = num_bigint::BigUint::from(self.part.heaps[index]);
        // Pieces smaller than the heap are heaps the values hold.
        let value = |piece: &num_bigint::BigUint| {
            u64::try_from(piece).ok().map(|piece| self.values.value(piece).into())
        };
        few_heap_options(self.values.ruleset(), &heap, value)
    }

    fn explain(&self, index: usize) -> Vec<Reason> {
        let heap = self.part.heaps[index];
        vec![self.values.explain(heap)]
    }
}

/// The distinct replacements among `options`: each option's heaps sorted,
/// and options that are then equal listed once.
pub(crate) fn distinct_replacements<'a>(options: impl Iterator<Item = &'a [u64]>) -> Vec<Vec<u64>> {
    let mut found: Vec<Vec<u64>> = options
        .map(|option| {
            let mut heaps = option.to_vec();
            sort::sort(&mut heaps);
            heaps
        })
        .collect();
    if found.len() > 1 {
        sort::sort(&mut found);
        found.dedup();
    }
    found
}
