//! Reasons: why a component has its value or outcome, and why the
//! computer's move is good, as data. The engine says which rule, which
//! theorem and which numbers; the front ends (the service's `reasons`
//! module) put them into words, in any language. Numbers stay numbers:
//! heaps and values that may pass 2⁶⁴ are [`BigUint`]s and [`BigNimber`]s,
//! and descriptions of positions (`moore(2) 3 5 6`) are the game's own
//! text, not words of a language.

use num_bigint::BigUint;

use crate::core::nimber::{BigNimber, Nimber};
use crate::core::outcome::{Gamma, Infinite};

/// A heap ruleset's closed form, for [`Reason::ClosedForm`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Formula {
    /// Nim: G(n) = n.
    Nim,
    /// Bash (take 1 to m − 1): G(n) = n mod m.
    Bash {
        /// The modulus m, the most a move takes plus one (up to 2⁶⁴).
        modulus: u128,
    },
    /// Lasker's Nim: n for n ≡ 1, 2 (mod 4), n + 1 for n ≡ 3, n − 1 for
    /// n ≡ 0 (n > 0).
    Lasker,
    /// Odd takes: G(n) = n mod 2.
    OddTakes,
    /// Even takes: G(n) = ⌊n/2⌋.
    EvenTakes,
    /// Takes that are powers of two: G(n) = n mod 3.
    PowersOfTwo,
}

/// What the neighbours of a vertex in a game graph are called.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Neighbours {
    /// The successors of a vertex of a game graph read from a file.
    Successors,
    /// The options of a position (a wind-up or add-and-take game).
    Options,
}

/// A generator of a misère quotient and the heap it stands for, for
/// [`Reason::MisereQuotient`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Generator {
    /// Its name in the quotient's presentation (`a`, `b`, …).
    pub name: String,
    /// The ruleset of its heap as written (`kayles`), when the quotient is
    /// of several rulesets' heaps together; `None` for one ruleset's.
    pub ruleset: Option<String>,
    /// The heap.
    pub heap: u64,
}

/// One reason, one line of an explanation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reason {
    /// G(heap) = value by the ruleset's closed form (`None`: one not written).
    ClosedForm {
        /// The heap.
        heap: u64,
        /// Its value.
        value: Nimber,
        /// The closed form.
        formula: Option<Formula>,
    },
    /// G(heap) = value by the closed form, for a heap of any size.
    BigClosedForm {
        /// The heap.
        heap: BigUint,
        /// Its value.
        value: BigUint,
        /// The closed form.
        formula: Option<Formula>,
    },
    /// G(heap) from a proved period: heap = residue + laps·period, and
    /// G(heap) = G(residue) + laps·saltus (`base` is G(residue)).
    Periodic {
        /// The heap.
        heap: u64,
        /// Its value.
        value: Nimber,
        /// The heap of the first period with the same residue.
        residue: u64,
        /// Periods from `residue` to `heap`.
        laps: u64,
        /// G(residue).
        base: Nimber,
        /// The period p.
        period: u64,
        /// The preperiod e.
        preperiod: u64,
        /// The saltus s: what each period adds.
        saltus: u64,
    },
    /// G(heap) of a heap past what a table holds, from a proved period:
    /// G(residue) + saltus·⌊(heap − preperiod)/period⌋.
    BigPeriodic {
        /// The heap.
        heap: BigUint,
        /// Its value.
        value: BigNimber,
        /// The heap of the first period with the same residue.
        residue: u64,
        /// The period p.
        period: u64,
        /// The preperiod e.
        preperiod: u64,
        /// The saltus s.
        saltus: u64,
    },
    /// G(heap) from the table of G(0..known).
    Table {
        /// The heap.
        heap: u64,
        /// Its value.
        value: Nimber,
        /// The heaps the table holds.
        known: u64,
    },
    /// A numbers position's value from a table of every position up to it.
    BoxTable {
        /// The value.
        value: BigNimber,
        /// The positions the table holds.
        positions: u64,
    },
    /// A numbers position's value from an exact search.
    NumbersSearch {
        /// The value.
        value: BigNimber,
        /// The positions searched.
        positions: u64,
    },
    /// A position's value by an exact search (the mex of its options).
    Searched {
        /// The value.
        value: BigNimber,
        /// The positions searched.
        positions: u64,
    },
    /// Wythoff's game: (a, b) = (⌊kφ⌋, ⌊kφ²⌋) for k = b − a, a P-position.
    BeattyPair {
        /// The smaller pile.
        a: BigUint,
        /// The larger pile.
        b: BigUint,
        /// Their difference.
        k: BigUint,
    },
    /// Wythoff's game: (a, b) is not a Beatty pair; the pair with
    /// difference k is (ak, bk).
    NotBeattyPair {
        /// The smaller pile.
        a: BigUint,
        /// The larger pile.
        b: BigUint,
        /// Their difference.
        k: BigUint,
        /// ⌊kφ⌋.
        ak: BigUint,
        /// ⌊kφ⌋ + k.
        bk: BigUint,
    },
    /// Staircase Nim is Nim on the odd steps: G = the XOR of `odd`.
    OddSteps {
        /// The counters on steps 1, 3, 5, ….
        odd: Vec<BigUint>,
        /// Their XOR.
        value: BigUint,
    },
    /// Moore's Nim_k (`name`): lost exactly when every binary column holds
    /// a multiple of `modulus` ones.
    MooreTheorem {
        /// The ruleset, as written (`moore(2)`).
        name: String,
        /// k + 1.
        modulus: u128,
    },
    /// Every heap is empty: no move is left.
    EveryHeapEmpty,
    /// The column sums from bit `top` down (`sums`, the highest first; the
    /// lower columns left out when `more`).
    ColumnSums {
        /// The highest bit.
        top: usize,
        /// The ones in each column shown, highest first.
        sums: Vec<u64>,
        /// Whether lower columns are left out.
        more: bool,
        /// k + 1.
        modulus: u128,
    },
    /// Bit `column` is the highest column not 0 mod `modulus`: N.
    ColumnNotZero {
        /// The column.
        column: usize,
        /// k + 1.
        modulus: u128,
    },
    /// The marking procedure's move.
    MarkingMove {
        /// The position.
        from: String,
        /// What it becomes.
        to: String,
    },
    /// Every column is 0 mod `modulus` and a move takes 1 to `reach` ones
    /// from the highest column it changes: P.
    EveryColumnZero {
        /// k + 1.
        modulus: u128,
        /// The most heaps a move changes.
        reach: usize,
    },
    /// A move changes one heap, as in Nim: the value is the XOR of the heaps.
    XorOfHeaps {
        /// The value.
        value: BigNimber,
    },
    /// Fibonacci Nim with no counters left: the player to move has lost.
    NoCountersLeft,
    /// Zeckendorf's representation of n, written out: the terms, largest first.
    Zeckendorf {
        /// The counters.
        n: BigUint,
        /// The Fibonacci numbers that add up to n, largest first.
        terms: Vec<BigUint>,
    },
    /// Zeckendorf's representation of n, too long to write out.
    ZeckendorfLong {
        /// The counters.
        n: BigUint,
        /// How many terms it has.
        count: usize,
        /// The index i of the smallest, F_i.
        index: u32,
        /// The smallest term.
        smallest: BigUint,
    },
    /// The smallest term is more than the most this move may take: P.
    SmallestTermTooLarge {
        /// The smallest term.
        term: BigUint,
        /// The most this move may take.
        most: BigUint,
        /// Whether the counters are a Fibonacci number at the start.
        first: bool,
    },
    /// The smallest term may be taken: N.
    SmallestTermTaken {
        /// The smallest term.
        term: BigUint,
        /// The most this move may take.
        most: BigUint,
    },
    /// k-fold dynamic subtraction: n as a sum of terms of the K-fold
    /// sequence, written out.
    DynamicTerms {
        /// K.
        fold: u64,
        /// The counters.
        n: BigUint,
        /// The terms that add up to n, largest first.
        terms: Vec<BigUint>,
        /// The first terms of the sequence.
        sequence: Vec<BigUint>,
    },
    /// k-fold dynamic subtraction: the representation of n, too long to
    /// write out.
    DynamicTermsLong {
        /// K.
        fold: u64,
        /// The counters.
        n: BigUint,
        /// How many terms it has.
        count: usize,
        /// The smallest term.
        smallest: BigUint,
        /// The first terms of the sequence.
        sequence: Vec<BigUint>,
    },
    /// k-fold dynamic subtraction: the smallest term is more than the most
    /// this move may take: P.
    DynamicTooLarge {
        /// K.
        fold: u64,
        /// The smallest term.
        term: BigUint,
        /// The most this move may take.
        most: BigUint,
        /// Whether the counters are a term of the sequence at the start.
        first: bool,
    },
    /// k-fold dynamic subtraction: the smallest term may be taken: N.
    DynamicTaken {
        /// K.
        fold: u64,
        /// The smallest term.
        term: BigUint,
        /// The most this move may take.
        most: BigUint,
    },
    /// Undirected vertex geography: the outcome by maximum matchings.
    Geography {
        /// The vertices of the piece the token can reach.
        vertices: u64,
        /// The edges of a maximum matching.
        matching: u64,
        /// Whether every maximum matching covers the token's vertex (N).
        covered: bool,
    },
    /// A coin-turning game by rule: G(n) from its table.
    Turning {
        /// The head's position.
        n: u64,
        /// The rule as written, `turning(3)`.
        rule: String,
        /// G(n).
        value: BigNimber,
    },
    /// Euclid's game: a number is 0, the game is over.
    NumberIsZero,
    /// Euclid's game: the numbers are equal.
    NumbersEqual,
    /// Euclid's game: the rule a/b < φ.
    GoldenRatioRule,
    /// Euclid's game: here a/b < φ.
    BelowGoldenRatio {
        /// The larger number.
        a: BigUint,
        /// The smaller.
        b: BigUint,
    },
    /// Euclid's game: here a/b > φ.
    AboveGoldenRatio {
        /// The larger number.
        a: BigUint,
        /// The smaller.
        b: BigUint,
    },
    /// Euclid's game: the value down the continued fraction.
    ContinuedFraction,
    /// Chomp: only the poisoned square is left.
    PoisonedSquareOnly,
    /// Chomp: a bar larger than 1×1 is won by strategy stealing.
    StrategyStealing {
        /// Its value.
        value: BigNimber,
    },
    /// Hackenbush: a tree, no cycle to fuse.
    Tree {
        /// Its edges.
        edges: u64,
    },
    /// Hackenbush: the fusion principle.
    Fusion {
        /// Independent cycles fused.
        cycles: u64,
        /// Edges on cycles, turned into loops.
        fused: u64,
        /// The bridges left, a tree.
        bridges: u64,
    },
    /// Hackenbush: the colon principle.
    ColonPrinciple {
        /// The value.
        value: BigNimber,
    },
    /// Node Kayles or Arc Kayles on a path: an octal game at a heap.
    VertexPath {
        /// The path's vertices.
        vertices: u64,
        /// The octal code it equals (`0.137`, `0.07`).
        code: &'static str,
        /// The value.
        value: BigNimber,
    },
    /// Node Kayles or Arc Kayles on a cycle: every move leaves one path.
    VertexCycle {
        /// The cycle's vertices.
        vertices: u64,
        /// The vertices of the path every move leaves.
        left: u64,
        /// The octal code the path equals.
        code: &'static str,
        /// The value.
        value: BigNimber,
    },
    /// Cram on an empty board of even sides: 0 by the symmetry strategy.
    CramSymmetry {
        /// The board's rows.
        height: u64,
        /// The board's columns.
        width: u64,
    },
    /// Turning Corners: G(x, y) = x ⊗ y.
    NimProduct {
        /// The first coordinate.
        x: u64,
        /// The second.
        y: u64,
        /// Their nim product.
        value: BigNimber,
    },
    /// Ruler: the largest power of 2 dividing n.
    Ruler {
        /// The position.
        n: u64,
        /// Its value.
        value: BigNimber,
    },
    /// Mock Turtles: the odious number 2n or 2n + 1.
    MockTurtle {
        /// The position.
        n: u64,
        /// Its value.
        value: BigNimber,
    },
    /// The cutting game, reduced: only cuts leaving two pieces at least 2×2.
    ReducedCuts {
        /// The width.
        w: u64,
        /// The height.
        h: u64,
        /// Such cuts.
        cuts: u64,
    },
    /// The cutting game: a 1×1 piece has been cut out; the game is over.
    PieceCutOut,
    /// The cutting game: the player to move cuts a 1×1 piece off w×h and wins.
    CutsOffPiece {
        /// The width.
        w: u64,
        /// The height.
        h: u64,
    },
    /// Another component ends the game: this one's value does not matter.
    DoesNotMatter,
    /// A vertex with no move: G = *0.
    NoMoves {
        /// The vertex.
        name: String,
        /// What its moves are called.
        neighbours: Neighbours,
    },
    /// A vertex's value, the mex of its neighbours' (`infinite` when some
    /// neighbour has an infinite value, each answered by a move back).
    Mex {
        /// The vertex.
        name: String,
        /// Its value.
        value: BigNimber,
        /// What its moves are called.
        neighbours: Neighbours,
        /// Each neighbour listed and its value.
        listed: Vec<(String, Gamma)>,
        /// Neighbours not listed.
        more: usize,
        /// Whether some neighbour's value is infinite.
        infinite: bool,
    },
    /// A vertex of infinite value ∞(K): play can go on for ever.
    Loopy {
        /// The vertex.
        name: String,
        /// Its value.
        value: Infinite,
        /// What its moves are called.
        neighbours: Neighbours,
        /// Each neighbour listed and its value.
        listed: Vec<(String, Gamma)>,
        /// Neighbours not listed.
        more: usize,
    },
    /// The computer's move leaves a sum of value 0, a P-position.
    LeavesZero {
        /// The move, `from → to`.
        moved: String,
        /// The value left.
        value: BigNimber,
    },
    /// The computer's move leaves a non-zero sum: no move reaches 0.
    LeavesValue {
        /// The move.
        moved: String,
        /// The value left.
        value: BigNimber,
    },
    /// The computer's move leaves a misère P-position.
    LeavesMiserePosition {
        /// The move.
        moved: String,
    },
    /// The computer's move leaves a P-position.
    LeavesPosition {
        /// The move.
        moved: String,
    },
    /// The computer's move leaves a draw.
    LeavesDraw {
        /// The move.
        moved: String,
    },
    /// Every move loses against perfect play.
    EveryMoveLoses {
        /// The move.
        moved: String,
    },
    /// The move wins soonest, in `moves` moves (Smith's remoteness).
    WinsSoonest {
        /// Moves until the win.
        moves: u64,
    },
    /// One of the winning moves, drawn by the seed.
    WinsBySeed,
    /// From a lost position, the game lasts longest: `moves` moves.
    LastsLongest {
        /// Moves until the loss.
        moves: u64,
    },
    /// From a lost position, the fewest winning replies among those tried.
    FewestReplies {
        /// The winning replies.
        replies: usize,
    },
    /// From a draw, the computer holds it.
    HoldsDraw,
    /// A move drawn at random, as the computer below its best level plays
    /// one move in `one_in`.
    AtRandom {
        /// One move in this many is drawn at random.
        one_in: u32,
    },
    /// A misère sum is read in its certified misère quotient: its order,
    /// its P-portion and its generators.
    MisereQuotient {
        /// The quotient's order.
        order: usize,
        /// The elements of the P-portion, written in the generators (`b²`, `ac`).
        p_portion: Vec<String>,
        /// The generators and their heaps.
        generators: Vec<Generator>,
    },
    /// A distinct heap of a misère sum and its element of the quotient.
    MisereElement {
        /// The heap, as the game writes it (`kayles 5`).
        heap: String,
        /// How many heaps of the sum are this one.
        copies: u64,
        /// Its element, written in the generators.
        element: String,
    },
    /// Distinct heaps of a misère sum whose elements are not listed.
    MisereMoreHeaps {
        /// How many.
        count: usize,
    },
    /// The product of a misère sum's elements, and whether it lies in the
    /// P-portion (the sum is then lost for the player to move).
    MisereProduct {
        /// The product, written in the generators.
        element: String,
        /// Whether it is in the P-portion.
        in_p: bool,
    },
}
