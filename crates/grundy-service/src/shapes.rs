//! Every JSON shape the front ends print: the command line's `--json`, the
//! server's `/api/v1/*` and its problem details. Each is documented once,
//! with an example, in `docs/json.md`, which a test runs through the
//! service (`tests/documented.rs`).
//!
//! Long sequences (winning moves, table values) are serialized straight
//! from iterators, never collected: see [`Streamed`] and [`Analysis`].

use std::cell::RefCell;

use serde::{Serialize, Serializer};

/// `grundy analyze --json`: the winning moves are streamed, and the
/// components whose moves could not be listed follow them in `unlisted`.
pub struct Analysis<I> {
    pub outcome: &'static str,
    pub nimber: Option<serde_json::Number>,
    /// K of the sum's value ∞(K), when a component can be played for ever:
    /// written `"infinite": [0, 2]`, and `nimber` is null.
    pub infinite: Option<Vec<serde_json::Number>>,
    pub explanation: Option<Vec<String>>,
    /// The reasons as data, with the explanation: see [`crate::reasons::data`].
    pub reasons: Option<Vec<serde_json::Value>>,
    /// The moves are those that keep a draw: written as `drawing_moves`,
    /// and `winning_moves` is empty.
    pub drawing: bool,
    /// Taken out when serialized (`Serialize` has only `&self`).
    pub winning_moves: RefCell<Option<I>>,
}

/// One winning move: `to` replaces component `component` (0-based).
#[derive(Serialize)]
pub struct WinningMove {
    pub component: usize,
    pub from: String,
    pub to: String,
}

/// A component whose winning moves are not listed, and why.
#[derive(Serialize)]
pub struct Unlisted {
    pub component: usize,
    pub from: String,
    pub reason: String,
}

impl From<grundy::Unlisted> for Unlisted {
    fn from(u: grundy::Unlisted) -> Self {
        Unlisted { component: u.component, from: u.from, reason: u.reason.to_string() }
    }
}

impl<I: Iterator<Item = grundy::Listed>> Serialize for Analysis<I> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let unlisted = RefCell::new(Vec::new());
        let moves = Moves { moves: RefCell::new(self.winning_moves.take()), unlisted: &unlisted };
        let mut report = serializer.serialize_struct("Analysis", 5)?;
        report.serialize_field("outcome", self.outcome)?;
        report.serialize_field("nimber", &self.nimber)?;
        if let Some(infinite) = &self.infinite {
            report.serialize_field("infinite", infinite)?;
        }
        if let Some(explanation) = &self.explanation {
            report.serialize_field("explanation", explanation)?;
        }
        if let Some(reasons) = &self.reasons {
            report.serialize_field("reasons", reasons)?;
        }
        if self.drawing {
            report.serialize_field("winning_moves", &[(); 0])?;
            report.serialize_field("drawing_moves", &moves)?;
        } else {
            report.serialize_field("winning_moves", &moves)?;
        }
        report.serialize_field("unlisted", &*unlisted.borrow())?;
        report.end()
    }
}

/// The winning moves as a JSON array, written as they come; the components
/// whose moves are not listed are kept in `unlisted`.
struct Moves<'u, I> {
    moves: RefCell<Option<I>>,
    unlisted: &'u RefCell<Vec<Unlisted>>,
}

impl<I: Iterator<Item = grundy::Listed>> Serialize for Moves<'_, I> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeSeq;
        let mut seq = serializer.serialize_seq(None)?;
        for listed in self.moves.borrow_mut().take().into_iter().flatten() {
            match listed {
                Ok(m) => seq.serialize_element(&WinningMove {
                    component: m.component,
                    from: m.from,
                    to: m.to,
                })?,
                Err(u) => self.unlisted.borrow_mut().push(u.into()),
            }
        }
        seq.end()
    }
}

/// `grundy analyze --compound NAME --json`: who wins a compound, each
/// component's values, and the winning moves (at most
/// [`crate::compound::LISTED_MOVES`], `winning_count` saying how many
/// there are).
#[derive(Serialize)]
pub struct CompoundAnalysis {
    pub outcome: &'static str,
    pub compound: &'static str,
    pub components: Vec<CompoundComponent>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub explanation: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reasons: Option<Vec<serde_json::Value>>,
    pub winning_count: serde_json::Number,
    pub winning_moves: Vec<CompoundMove>,
}

/// One component of a compound and what decides it in each compound.
#[derive(Serialize)]
pub struct CompoundComponent {
    pub component: usize,
    pub from: String,
    pub sg: u32,
    pub misere_sg: u32,
    pub remoteness: u32,
    pub misere_remoteness: u32,
    pub suspense: u32,
    pub misere_suspense: u32,
    pub ended: bool,
}

impl CompoundComponent {
    pub fn new(component: usize, from: &str, v: &grundy::CompoundValues) -> Self {
        CompoundComponent {
            component,
            from: from.to_owned(),
            sg: v.sg,
            misere_sg: v.misere_sg,
            remoteness: v.remoteness,
            misere_remoteness: v.misere_remoteness,
            suspense: v.suspense,
            misere_suspense: v.misere_suspense,
            ended: v.ended,
        }
    }
}

/// A winning move of a compound: each component that moves.
#[derive(Serialize)]
pub struct CompoundMove {
    pub moves: Vec<WinningMove>,
}

/// `/api/v1/play?compound=…`: a line of compound moves from `start`, each
/// judged, and the position after the first `at`.
#[derive(Serialize)]
pub struct CompoundLine {
    pub start: String,
    pub compound: &'static str,
    pub misere: bool,
    pub line: Vec<CompoundJudged>,
    pub at: usize,
    pub position: CompoundPosition,
}

/// A move of a compound's line: each component that moved, the game it
/// left, and its judgement.
#[derive(Serialize)]
pub struct CompoundJudged {
    pub moves: Vec<WinningMove>,
    pub game: String,
    /// Whether it left the opponent a lost position.
    pub winning: bool,
    /// Whether the player making it could have won.
    pub could_win: bool,
    /// A win given away: `could_win` and not `winning`.
    pub blunder: bool,
    /// For a blunder, a move that would have won, in words.
    pub better: Option<String>,
    /// The move in words of the request's language.
    pub said: String,
}

/// `/api/v1/computer?compound=…`: the computer's move in a compound.
#[derive(Serialize)]
pub struct CompoundPlayed {
    pub moves: Vec<WinningMove>,
    pub game: String,
    pub winning: bool,
    pub said: String,
}

/// A compound's position as the page shows it.
#[derive(Serialize)]
pub struct CompoundPosition {
    pub game: String,
    pub over: bool,
    pub outcome: &'static str,
    /// The compound's rule with what decides it here.
    pub rule: String,
    pub components: Vec<CompoundPlayComponent>,
    pub winning_count: serde_json::Number,
    pub winning_moves: Vec<CompoundWinning>,
}

/// A component of a compound being played: its values, its ruleset, its
/// drawings (several for a group, `[kayles 1 2]`), what decides it in
/// words, and its options.
#[derive(Serialize)]
pub struct CompoundPlayComponent {
    #[serde(flatten)]
    pub values: CompoundComponent,
    pub ruleset: String,
    pub drawings: Vec<Drawing>,
    pub decides: String,
    pub options: Vec<CompoundOption>,
    /// False when more options than those listed exist.
    pub options_complete: bool,
}

/// An option of a compound's component: what it becomes, drawn, and what
/// decides it.
#[derive(Serialize)]
pub struct CompoundOption {
    pub to: String,
    pub after: Vec<Drawing>,
    pub decides: String,
}

/// A winning move of a compound's position, and in words.
#[derive(Serialize)]
pub struct CompoundWinning {
    pub moves: Vec<WinningMove>,
    pub said: String,
}

/// A nimber as a JSON number, exact at any size.
pub fn big_number(nimber: &grundy::BigNimber) -> serde_json::Number {
    let digits = nimber.to_string();
    digits[1..].parse().expect("a nimber's digits form a JSON number")
}

/// K of ∞(K) as JSON numbers, exact at any size: `[0, 2]`.
pub fn infinite(k: &grundy::Infinite) -> Vec<serde_json::Number> {
    k.finite().iter().map(big_number).collect()
}

/// `grundy table --json`, its values and P-positions streamed.
#[derive(Serialize)]
#[serde(bound = "")]
pub struct Table<V: Iterator<Item = u64>, P: Iterator<Item = u64>> {
    pub ruleset: String,
    pub values: Streamed<V>,
    pub p_positions: Streamed<P>,
    pub period: Option<u64>,
    pub preperiod: Option<u64>,
    pub saltus: Option<u64>,
    pub proved: bool,
    /// The sentence the text output ends with: the period, and its proof or
    /// what a proof would need.
    pub summary: String,
}

/// `grundy table --json` of a game whose moves may cycle: each value a
/// number, or `{"infinite": [K…]}` for ∞(K).
#[derive(Serialize)]
#[serde(bound = "")]
pub struct LoopyTable<V, P, D>
where
    V: Iterator<Item = GammaValue>,
    P: Iterator<Item = u64>,
    D: Iterator<Item = u64>,
{
    pub ruleset: String,
    pub values: Streamed<V>,
    pub p_positions: Streamed<P>,
    pub draws: Streamed<D>,
}

/// γ as JSON: a number, or `{"infinite": [0, 2]}` for ∞(0,2).
#[derive(Serialize)]
#[serde(untagged)]
pub enum GammaValue {
    Finite(serde_json::Number),
    Infinite { infinite: Vec<serde_json::Number> },
}

impl From<&grundy::Gamma> for GammaValue {
    fn from(gamma: &grundy::Gamma) -> Self {
        match gamma {
            grundy::Gamma::Finite(value) => GammaValue::Finite(big_number(value)),
            grundy::Gamma::Infinite(k) => GammaValue::Infinite { infinite: infinite(k) },
        }
    }
}

/// `grundy table wythoff --json`: the P-positions as pairs [a, b], a ≤ b,
/// and with `--values` the value of every pair up to N.
#[derive(Serialize)]
#[serde(bound = "")]
pub struct WythoffTable<I: Iterator<Item = [u64; 2]>> {
    pub ruleset: &'static str,
    pub p_positions: Streamed<I>,
    /// With `values`: G(a, b) for a, b ≤ N, a row per a; left out otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<Vec<u64>>>,
}

/// `grundy period --json`.
#[derive(Serialize)]
pub struct Period {
    pub ruleset: String,
    pub period: Option<u64>,
    pub preperiod: Option<u64>,
    pub saltus: Option<u64>,
    pub proved: bool,
    pub proof: Option<String>,
    pub values_computed: u64,
    /// Why the run stopped without a proof (a limit), if it did.
    pub stopped: Option<String>,
    /// The sentence the text output gives: the period, and its proof or
    /// what a proof would need.
    pub summary: String,
}

/// `grundy quotient --json`.
#[derive(Serialize)]
#[serde(bound = "")]
pub struct Quotient<I: Iterator<Item = String>> {
    pub ruleset: String,
    pub heaps: u64,
    pub order: usize,
    /// The number of elements of the P-portion.
    pub p_portion: usize,
    /// The elements of the P-portion, in normal form (`a^2b`).
    pub p_elements: Vec<String>,
    pub generators: Vec<Generator>,
    /// `monomial = normal form`, e.g. `a^2 = 1`.
    pub relations: Vec<String>,
    /// Φ(0..=heaps), each element in normal form.
    pub pretending: Streamed<I>,
    pub grew: Vec<Growth>,
    pub period: Option<u64>,
    pub preperiod: Option<u64>,
    /// Whether Φ's period is proved (then the quotient is that of every heap).
    pub proved: bool,
    pub valid_for_every_heap: bool,
    /// Where and why the computation stopped before the heaps asked for,
    /// or `None`.
    pub stopped: Option<String>,
    pub summary: String,
}

/// A generator of a quotient: its name and the heap it is the image of.
#[derive(Serialize)]
pub struct Generator {
    pub name: String,
    pub heap: usize,
}

/// A heap where a quotient grew, and its order after.
#[derive(Serialize)]
pub struct Growth {
    pub heap: usize,
    pub order: usize,
}

/// `grundy rules --json`: one ruleset, with its texts in one language.
#[derive(Serialize)]
pub struct Rule {
    pub name: &'static str,
    pub syntax: &'static str,
    pub rule: String,
    pub example: &'static str,
    pub aliases: &'static [&'static str],
    pub title: String,
    pub rules: String,
    pub worked_position: &'static str,
    pub worked_example: String,
    pub strategy: String,
}

/// A sequence serialized straight from an iterator, so that millions of
/// items are written without being collected first.
pub struct Streamed<I> {
    items: RefCell<Option<I>>,
}

impl<I> Streamed<I> {
    pub fn new(items: I) -> Self {
        Streamed { items: RefCell::new(Some(items)) }
    }
}

impl<I: Iterator<Item = T>, T: Serialize> Serialize for Streamed<I> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.items.borrow_mut().take().into_iter().flatten())
    }
}

/// A move of the web playground's `/api/v1/moves`, `apply`, `computer` and
/// `play`: `to` replaces component `component` (0-based), leaving `game`.
#[derive(Serialize)]
pub struct PlayedMove {
    pub component: usize,
    pub from: String,
    pub to: String,
    pub game: String,
    /// Whether the move leaves the opponent a lost position.
    pub winning: bool,
    /// Whether the move leaves a draw (games with cycles).
    pub draws: bool,
    /// The whole game's value after it (normal play), when finite and known.
    pub value: Option<serde_json::Number>,
    /// The drawings of the components `to` consists of, in its order:
    /// what the moved component becomes (`kayles 2 4` is two rows, `nim 0`
    /// a heap of 0, `ruler` with no coin left none at all).
    pub after: Vec<Drawing>,
}

impl PlayedMove {
    /// `m`, whose `to` is drawn as `after`.
    pub fn new(m: grundy::PlayMove, after: Vec<Drawing>) -> Self {
        PlayedMove {
            component: m.component,
            from: m.from,
            to: m.to,
            game: m.game,
            winning: m.winning,
            draws: m.draws,
            value: m.value.as_ref().map(big_number),
            after,
        }
    }
}

/// `/api/v1/moves`: every legal move, as many as were listed.
#[derive(Serialize)]
pub struct MoveList {
    pub moves: Vec<PlayedMove>,
    pub complete: bool,
    pub unlisted: Vec<Unlisted>,
}

/// `/api/v1/computer`: the computer's move, how it chose it, and why.
#[derive(Serialize)]
pub struct ComputerMove {
    #[serde(flatten)]
    pub chosen: PlayedMove,
    /// `wins_soonest`, `wins`, `lasts_longest`, `fewest_replies`,
    /// `holds_draw`, or `at_random` (a computer below its best level).
    pub strategy: &'static str,
    pub why: Vec<String>,
    /// The move in words of the request's language ("took 1 from heap 3").
    pub said: String,
}

impl ComputerMove {
    /// The computer's move, whose `to` is drawn as `after`, its reasons in
    /// `lang`.
    pub fn new(
        chosen: grundy::ComputerMove,
        after: Vec<Drawing>,
        said: String,
        lang: crate::i18n::Lang,
    ) -> Self {
        let strategy = match chosen.strategy {
            grundy::Strategy::WinsSoonest { .. } => "wins_soonest",
            grundy::Strategy::Wins => "wins",
            grundy::Strategy::LastsLongest { .. } => "lasts_longest",
            grundy::Strategy::FewestReplies { .. } => "fewest_replies",
            grundy::Strategy::HoldsDraw => "holds_draw",
            grundy::Strategy::AtRandom { .. } => "at_random",
        };
        let why = crate::reasons::reasons(lang, &chosen.why);
        ComputerMove { chosen: PlayedMove::new(chosen.chosen, after), strategy, why, said }
    }
}

/// One move of a played line, judged: could its player have won, and did
/// the move keep the win?
#[derive(Serialize)]
pub struct JudgedMove {
    #[serde(flatten)]
    pub played: PlayedMove,
    /// Whether the player making the move could have won.
    pub could_win: bool,
    /// Whether the player making the move was in a draw (games with cycles).
    pub could_draw: bool,
    /// A win or a draw given away: `could_win` and not `winning`, or
    /// `could_draw` and not `draws`.
    pub blunder: bool,
    /// For a blunder, a move that would have won, or kept the draw
    /// (`from → to`), when listed.
    pub better: Option<String>,
    /// The move in words of the request's language ("took 1 from heap 3").
    pub said: String,
}

/// One component as the playground draws it.
#[derive(Serialize)]
pub struct Component {
    pub ruleset: String,
    pub description: String,
    pub drawing: Drawing,
    /// Its value under normal play, when known and finite.
    pub value: Option<serde_json::Number>,
    /// K of its value ∞(K) when play from it can go on for ever.
    pub infinite: Option<Vec<serde_json::Number>>,
    /// The last position of its ruleset, when its positions are 0 to it
    /// (`windup`, `addtake`): a table of it is the whole game.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last: Option<u64>,
}

/// [`grundy::Drawing`] as JSON, numbers exact at any size.
#[derive(Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Drawing {
    Heap {
        count: serde_json::Number,
    },
    Row {
        count: serde_json::Number,
    },
    Limited {
        count: serde_json::Number,
        limit: serde_json::Number,
    },
    Piles {
        piles: Vec<serde_json::Number>,
    },
    Board {
        rows: Vec<u64>,
    },
    Coin {
        place: u64,
    },
    GridCoin {
        x: u64,
        y: u64,
    },
    Graph {
        edges: Vec<[u64; 2]>,
        ground: u64,
    },
    Rectangle {
        width: u64,
        height: u64,
    },
    Dial {
        at: u64,
        size: u64,
    },
    Network {
        vertices: u64,
        edges: Vec<[u64; 2]>,
        token: Option<u64>,
        by_edge: bool,
        picks: Vec<Option<String>>,
    },
    Cells {
        rows: Vec<String>,
        dominoes: Vec<Domino>,
    },
    Text {
        text: String,
    },
}

/// A domino that fits on a Cram board: its top or left cell, whether it
/// lies down, and what placing it leaves.
#[derive(Serialize)]
pub struct Domino {
    pub row: u64,
    pub column: u64,
    pub down: bool,
    pub to: String,
}

impl From<grundy::Drawing> for Drawing {
    fn from(drawing: grundy::Drawing) -> Self {
        fn number(n: &impl std::fmt::Display) -> serde_json::Number {
            n.to_string().parse().expect("digits form a JSON number")
        }
        match drawing {
            grundy::Drawing::Heap(n) => Drawing::Heap { count: number(&n) },
            grundy::Drawing::Row(n) => Drawing::Row { count: number(&n) },
            grundy::Drawing::Limited { count, limit } => {
                Drawing::Limited { count: number(&count), limit: number(&limit) }
            }
            grundy::Drawing::GridCoin { x, y } => Drawing::GridCoin { x, y },
            grundy::Drawing::Graph { edges, ground } => {
                Drawing::Graph { edges: edges.into_iter().map(|(u, v)| [u, v]).collect(), ground }
            }
            grundy::Drawing::Piles(piles) => {
                Drawing::Piles { piles: piles.iter().map(number).collect() }
            }
            grundy::Drawing::Board(rows) => Drawing::Board { rows },
            grundy::Drawing::Coin(place) => Drawing::Coin { place },
            grundy::Drawing::Rectangle(width, height) => Drawing::Rectangle { width, height },
            grundy::Drawing::Dial { at, size } => Drawing::Dial { at, size },
            grundy::Drawing::Network { vertices, edges, token, by_edge, picks } => {
                let edges = edges.into_iter().map(|(u, v)| [u, v]).collect();
                Drawing::Network { vertices, edges, token, by_edge, picks }
            }
            grundy::Drawing::Cells { rows, dominoes } => Drawing::Cells {
                rows,
                dominoes: dominoes
                    .into_iter()
                    .map(|(row, column, down, to)| Domino { row, column, down, to })
                    .collect(),
            },
            grundy::Drawing::Text(text) => Drawing::Text { text },
        }
    }
}

/// The position a played line has reached.
#[derive(Serialize)]
pub struct Position {
    pub game: String,
    /// Whether the game is over: the player to move has no move, or the
    /// game is drawn by repetition (`drawn`).
    pub over: bool,
    /// Whether this position has come up a third time with the same player
    /// to move, which draws the game ([`grundy::Repetitions`]).
    pub drawn: bool,
    /// `N` when the player to move wins with perfect play, `P` when not,
    /// `D` when neither player can force a win.
    pub outcome: &'static str,
    /// Smith's remoteness: moves until the game ends, the winner hurrying
    /// and the loser holding out; `null` for a draw, and when the sum is
    /// too large to search.
    pub remoteness: Option<u64>,
    pub components: Vec<Component>,
    pub moves: MoveList,
    /// `grundy analyze --explain`'s text for the position, line by line.
    pub why: Vec<String>,
    /// For a sum of two or more components under normal play, all values
    /// known, that the player to move wins: the nim-sum method's move and
    /// its steps in words ([`crate::method`]); else `null`.
    pub how: Option<crate::method::Method>,
}

/// `/api/v1/play`: a line of moves from a start, judged, and the position
/// reached after the first `at` of them.
#[derive(Serialize)]
pub struct Line {
    pub start: String,
    pub misere: bool,
    pub line: Vec<JudgedMove>,
    pub at: usize,
    pub position: Position,
}

/// `grundy genus --json`.
#[derive(Serialize)]
pub struct GenusTable {
    pub ruleset: String,
    pub upto: u64,
    pub heaps: Vec<HeapGenus>,
    pub first_not_tame: Option<u64>,
    pub period: Option<u64>,
    pub preperiod: Option<u64>,
    /// Whether the genus sequence's period is proved (else observed).
    pub proved: bool,
    pub tame_for_every_heap: bool,
    /// The order of the quotient by misère values below `cap` of the heaps
    /// with nim heaps up to `nim_heaps`.
    pub quotient_order: usize,
    pub nim_heaps: u64,
    pub cap: u32,
    /// The first heap whose genus was searched past that quotient.
    pub searched_from: Option<u64>,
    /// Whether the table is misère Nim's closed form, not read off a
    /// quotient computed.
    pub closed_form: bool,
    /// Where and why the table stops before the heap asked for, or `None`.
    pub stopped: Option<String>,
    pub summary: String,
}

/// One heap's genus.
#[derive(Serialize)]
pub struct HeapGenus {
    pub heap: u64,
    /// `4^146`.
    pub genus: String,
    /// The normal-play value g.
    pub normal: u64,
    /// The misère value γ₀.
    pub misere_value: u32,
    /// γ₀, γ₁, … up to where they alternate.
    pub misere: Vec<u32>,
    /// `tame`, `restive` or `wild`.
    pub class: &'static str,
}

/// An RFC 9457 problem detail, served as `application/problem+json`:
/// `type` is `/problems/NAME`, one name per kind of problem, and `detail`
/// the message the command line prints.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ProblemDetails {
    pub r#type: String,
    pub title: String,
    pub status: u16,
    pub detail: String,
}

impl ProblemDetails {
    /// The details of a problem of type `/problems/{name}`.
    pub fn new(name: &str, title: &str, status: u16, detail: String) -> ProblemDetails {
        ProblemDetails {
            r#type: format!("/problems/{name}"),
            title: title.to_string(),
            status,
            detail,
        }
    }
}

/// The sidecar of a values file (`FILE.json` beside `FILE`, the command
/// line's `--values-file`, in progress): the ruleset, how many values the
/// file holds and in what width, their SHA-256 as the census computes it
/// (each value as four bytes, little-endian), and the engine.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ValuesSidecar {
    pub ruleset: String,
    pub count: u64,
    pub width: u8,
    pub sha256: String,
    pub engine: String,
}

/// `grundy check --json`: a formula checked against a rule's values.
#[derive(Serialize)]
pub struct Checked {
    pub ruleset: String,
    pub formula: String,
    /// The rule's names for a position's numbers.
    pub names: Vec<String>,
    pub from: u64,
    pub upto: u64,
    /// `"value"` or `"wins"`: what the formula claims; null for no position.
    pub claims: Option<&'static str>,
    pub positions: usize,
    pub checked: usize,
    pub holds: bool,
    pub counterexample: Option<Counterexample>,
}

/// The smallest position where a formula fails.
#[derive(Serialize)]
pub struct Counterexample {
    pub position: Vec<u64>,
    /// What the formula gave: a number or true/false.
    pub claim: serde_json::Value,
    /// The exact value when finite, else null.
    pub value: Option<serde_json::Number>,
    /// The value as text: `*2`, or `∞(0)` for a position that can be played for ever.
    pub gamma: String,
    /// `N`, `P` or `D`.
    pub outcome: &'static str,
    /// The games after each move of a line of perfect play from it.
    pub line: Vec<String>,
}

/// `grundy table --json "rule(FILE)"` for a rule on two numbers.
#[derive(Serialize)]
pub struct PairTable {
    pub ruleset: String,
    /// The rule's names for the two numbers.
    pub names: Vec<String>,
    pub from: u64,
    pub upto: u64,
    /// G(x, y), a row per x from `from`.
    pub values: Vec<Vec<GammaValue>>,
    pub p_positions: Vec<[u64; 2]>,
    /// The closed forms tried, each seen to hold on the grid or failing at a cell.
    pub patterns: Vec<Pattern>,
}

/// One closed form tried against a grid.
#[derive(Serialize)]
pub struct Pattern {
    pub name: &'static str,
    pub form: String,
    pub holds: bool,
    pub fails_at: Option<[u64; 2]>,
}
