//! Every reason in English (the text the command line has always printed)
//! and in Chinese.

use grundy::{BigNimber, Gamma, Infinite, Nimber};

use super::*;

fn big(n: u64) -> num_bigint::BigUint {
    num_bigint::BigUint::from(n)
}

fn star(n: u64) -> BigNimber {
    BigNimber::from(n)
}

/// Every reason with the words the command line has always printed
/// for it (the format strings the engine used, filled in by hand).
fn english() -> Vec<(Reason, String)> {
    let moved = "nim 7 → nim 5".to_string();
    let listed =
        vec![("b".to_string(), Gamma::Finite(star(2))), ("c".to_string(), Gamma::Finite(star(0)))];
    vec![
        (
            Reason::ClosedForm { heap: 17, value: Nimber(2), formula: Some(Formula::Bash { modulus: 5 }) },
            "G(17) = *2 by Bash's rule G(n) = n mod 5".into(),
        ),
        (
            Reason::ClosedForm { heap: 9, value: Nimber(9), formula: Some(Formula::Nim) },
            "G(9) = *9 by Nim's rule G(n) = n".into(),
        ),
        (
            Reason::ClosedForm { heap: 7, value: Nimber(8), formula: Some(Formula::Lasker) },
            "G(7) = *8 by Lasker's rule: G(n) = n for n ≡ 1, 2 (mod 4), n+1 for n ≡ 3, n−1 for n ≡ 0 (n > 0)".into(),
        ),
        (
            Reason::ClosedForm { heap: 7, value: Nimber(1), formula: Some(Formula::OddTakes) },
            "G(7) = *1 by G(n) = n mod 2 (odd takes always change the parity)".into(),
        ),
        (
            Reason::ClosedForm { heap: 7, value: Nimber(3), formula: Some(Formula::EvenTakes) },
            "G(7) = *3 by G(n) = ⌊n/2⌋ (even takes keep the parity)".into(),
        ),
        (
            Reason::ClosedForm { heap: 7, value: Nimber(1), formula: Some(Formula::PowersOfTwo) },
            "G(7) = *1 by G(n) = n mod 3 (no power of two is a multiple of 3)".into(),
        ),
        (
            Reason::ClosedForm { heap: 7, value: Nimber(1), formula: None },
            "G(7) = *1 by a closed form".into(),
        ),
        (
            Reason::BigClosedForm {
                heap: big(10).pow(30),
                value: big(4),
                formula: Some(Formula::Bash { modulus: 6 }),
            },
            "G(1000000000000000000000000000000) = *4 by Bash's rule G(n) = n mod 6, at any size".into(),
        ),
        (
            Reason::Periodic {
                heap: 100,
                value: Nimber(0),
                residue: 2,
                laps: 14,
                base: Nimber(0),
                period: 7,
                preperiod: 0,
                saltus: 0,
            },
            "G(100) = G(2) = *0: G has period 7 from heap 0 (proved)".into(),
        ),
        (
            Reason::Periodic {
                heap: 3,
                value: Nimber(3),
                residue: 3,
                laps: 0,
                base: Nimber(3),
                period: 4,
                preperiod: 1,
                saltus: 4,
            },
            "G(3) = *3: G has period 4 from heap 1, adding 4 each period (proved)".into(),
        ),
        (
            Reason::Periodic {
                heap: 11,
                value: Nimber(11),
                residue: 3,
                laps: 2,
                base: Nimber(3),
                period: 4,
                preperiod: 1,
                saltus: 4,
            },
            "G(11) = G(3) + 2·4 = 3 + 8 = *11: G has period 4 from heap 1, adding 4 each period (proved)".into(),
        ),
        (
            Reason::BigPeriodic {
                heap: big(10).pow(25),
                value: star(1),
                residue: 3,
                period: 7,
                preperiod: 0,
                saltus: 0,
            },
            "G(10000000000000000000000000) = G(3) = *1: G has period 7 from heap 0 (proved), so any heap is valued from a small one".into(),
        ),
        (
            Reason::BigPeriodic {
                heap: big(10).pow(20),
                value: star(12),
                residue: 2,
                period: 4,
                preperiod: 1,
                saltus: 4,
            },
            "G(100000000000000000000) = G(2) + 4·⌊(n − 1)/4⌋ = *12: G(n + 4) = G(n) + 4 from heap 1 (proved), so any heap is valued from a small one".into(),
        ),
        (
            Reason::Table { heap: 12, value: Nimber(5), known: 13 },
            "G(12) = *5 from the table of G(0..13)".into(),
        ),
        (
            Reason::BoxTable { value: star(6), positions: 42 },
            "its value *6 comes from a table of all 42 positions up to it".into(),
        ),
        (
            Reason::NumbersSearch { value: star(6), positions: 1 },
            "its value *6 comes from an exact search (1 position)".into(),
        ),
        (
            Reason::NumbersSearch { value: star(6), positions: 31 },
            "its value *6 comes from an exact search (31 positions)".into(),
        ),
        (
            Reason::Searched { value: star(3), positions: 57 },
            "G = *3 by an exact search of its positions (the mex of its options' values; 57 positions searched)".into(),
        ),
        (
            Reason::BeattyPair { a: big(3), b: big(5), k: big(2) },
            "(3, 5) is the Beatty pair (⌊kφ⌋, ⌊kφ²⌋) for k = 2 = b − a: a P-position of Wythoff's game".into(),
        ),
        (
            Reason::NotBeattyPair { a: big(4), b: big(7), k: big(3), ak: big(4), bk: big(7) },
            "(4, 7) is not a Beatty pair: the pair with difference 3 is (4, 7) (⌊kφ⌋ = (k + ⌊√(5k²)⌋)/2)".into(),
        ),
        (
            Reason::OddSteps { odd: vec![big(3), big(6)], value: big(5) },
            "staircase Nim is Nim on the odd steps (1, 3, 5, …): G = 3 ⊕ 6 = 5; moves from even steps can be undone by moving the same counters on".into(),
        ),
        (
            Reason::MooreTheorem { name: "moore(2)".into(), modulus: 3 },
            "moore(2) is lost for the player to move exactly when every binary column of the heaps holds a multiple of 3 ones (Moore 1910)".into(),
        ),
        (Reason::EveryHeapEmpty, "every heap is empty: no move is left".into()),
        (
            Reason::ColumnSums { top: 3, sums: vec![2, 2, 3, 3], more: false, modulus: 3 },
            "column sums from bit 3 down: 2 2 3 3; mod 3: 2 2 0 0".into(),
        ),
        (
            Reason::ColumnSums { top: 40, sums: vec![1, 4], more: true, modulus: 3 },
            "column sums from bit 40 down: 1 4 …; mod 3: 1 1 …".into(),
        ),
        (
            Reason::ColumnNotZero { column: 3, modulus: 3 },
            "bit 3 is the highest column that is not 0 mod 3: the player to move wins".into(),
        ),
        (
            Reason::MarkingMove { from: "moore(2) 3 5 10 15".into(), to: "moore(2) 3 5 7 6".into() },
            "the marking procedure plays moore(2) 3 5 10 15 → moore(2) 3 5 7 6".into(),
        ),
        (
            Reason::EveryColumnZero { modulus: 3, reach: 2 },
            "every column is 0 mod 3, and a move takes 1 to 2 ones out of the highest column it changes (adding none there): the player to move loses".into(),
        ),
        (
            Reason::XorOfHeaps { value: star(9) },
            "a move changes one heap, as in Nim: the value is the XOR of the heaps, *9".into(),
        ),
        (Reason::NoCountersLeft, "no counters are left: the player to move has lost".into()),
        (
            Reason::Zeckendorf { n: big(20), terms: vec![big(13), big(5), big(2)] },
            "Zeckendorf: 20 = 13 + 5 + 2 (Fibonacci numbers 1, 2, 3, 5, 8, …, no two consecutive)".into(),
        ),
        (
            Reason::ZeckendorfLong { n: big(10).pow(70), count: 9, index: 11, smallest: big(144) },
            format!(
                "Zeckendorf: {} has 9 terms, the smallest F_11 = 144 (Fibonacci numbers 1, 2, 3, 5, 8, …, no two consecutive)",
                shorten(&big(10).pow(70).to_string(), 60)
            ),
        ),
        (
            Reason::SmallestTermTooLarge { term: big(8), most: big(6), first: false },
            "the smallest term 8 is more than 6, the most this move may take: any take x leaves a smallest term at most 2x, and the opponent takes it (P-position)".into(),
        ),
        (
            Reason::SmallestTermTooLarge { term: big(13), most: big(12), first: true },
            "13 is a Fibonacci number: the first player loses; the smallest term 13 is more than 12, the most this move may take: any take x leaves a smallest term at most 2x, and the opponent takes it (P-position)".into(),
        ),
        (
            Reason::SmallestTermTaken { term: big(2), most: big(19) },
            "the smallest term 2 is at most 19, the most this move may take: taking it leaves a smallest term more than twice as large (N-position)".into(),
        ),
        (
            Reason::DynamicTerms {
                fold: 3,
                n: big(17),
                terms: vec![big(15), big(2)],
                sequence: [1u64, 2, 3, 4, 6, 8, 11, 15].map(big).to_vec(),
            },
            "17 = 15 + 2, terms of the 3-fold sequence 1, 2, 3, 4, 6, 8, 11, 15, … (each term is the last plus the smallest term whose 3-fold reaches it), each more than 3 times the next smaller one".into(),
        ),
        (
            Reason::DynamicTermsLong {
                fold: 1,
                n: big(1023),
                count: 10,
                smallest: big(1),
                sequence: [1u64, 2, 4].map(big).to_vec(),
            },
            "1023 is a sum of 10 terms of the 1-fold sequence 1, 2, 4, …, each more than 1 times the next smaller one; the smallest is 1".into(),
        ),
        (
            Reason::DynamicTooLarge { fold: 3, term: big(15), most: big(14), first: true },
            "15 is a term of the sequence: the first player loses; the smallest term 15 is more than 14, the most this move may take: any take x leaves a smallest term at most 3x, and the opponent takes it (P-position)".into(),
        ),
        (
            Reason::DynamicTooLarge { fold: 3, term: big(6), most: big(3), first: false },
            "the smallest term 6 is more than 3, the most this move may take: any take x leaves a smallest term at most 3x, and the opponent takes it (P-position)".into(),
        ),
        (
            Reason::DynamicTaken { fold: 3, term: big(2), most: big(16) },
            "the smallest term 2 is at most 16, the most this move may take: taking it leaves a smallest term more than 3 times as large (N-position)".into(),
        ),
        (Reason::NumberIsZero, "a number is 0: the game is over".into()),
        (
            Reason::NumbersEqual,
            "the numbers are equal: subtracting one from the other reaches 0 and wins".into(),
        ),
        (
            Reason::GoldenRatioRule,
            "with a > b > 0 the player to move loses exactly when a/b < φ = (1+√5)/2, i.e. a(a−b) < b²".into(),
        ),
        (
            Reason::BelowGoldenRatio { a: big(7), b: big(5) },
            "here 7/5 < φ: every move leaves the opponent a ratio above φ".into(),
        ),
        (
            Reason::AboveGoldenRatio { a: big(11), b: big(4) },
            "here 11/4 > φ: the player to move chooses how many multiples to take".into(),
        ),
        (
            Reason::ContinuedFraction,
            "its value: G(qb + r, b) = q − 1 if q ≤ G(b, r), else q, down the continued fraction of a/b".into(),
        ),
        (Reason::PoisonedSquareOnly, "only the poisoned square is left: no move, G = *0".into()),
        (
            Reason::StrategyStealing { value: star(5) },
            "the first player wins every bar larger than 1×1 (strategy stealing: if taking the top-right square lost, the winning reply would be a move from the bar itself), so *5 ≠ *0".into(),
        ),
        (
            Reason::Tree { edges: 6 },
            "a tree of 6 edges: no cycle to fuse (fusion principle)".into(),
        ),
        (
            Reason::Fusion { cycles: 1, fused: 3, bridges: 1 },
            "fusion principle: fusing 1 independent cycle turns the 3 edges on cycles into loops, each worth a stalk of one edge (*1), leaving a tree of 1 bridge".into(),
        ),
        (
            Reason::Fusion { cycles: 2, fused: 1, bridges: 0 },
            "fusion principle: fusing 2 independent cycles turns the 1 edge on cycles into loops, each worth a stalk of one edge (*1), leaving a tree of 0 bridges".into(),
        ),
        (
            Reason::ColonPrinciple { value: star(7) },
            "G = *7 by the colon principle: a stalk of n edges is *n, and branches at a vertex add by XOR, so a vertex is worth the XOR over its children c of 1 + G(c), with *1 more for each loop".into(),
        ),
        (
            Reason::Geography { vertices: 3, matching: 1, covered: true },
            "a maximum matching of the 3 vertices the token can reach has one edge, and every one covers the token's vertex: the player to move slides along its matched edge, and without the token's vertex that matching less the edge is maximum and misses the new vertex (N-position)".into(),
        ),
        (
            Reason::Geography { vertices: 3, matching: 1, covered: false },
            "a maximum matching of the 3 vertices the token can reach has one edge, and one of them misses the token's vertex: every move reaches a matched vertex (else the matching would grow), and the opponent slides along its matched edge (P-position)".into(),
        ),
        (
            Reason::VertexPath { vertices: 7, code: "0.137", value: star(2) },
            "a path of 7 vertices is the octal game 0.137 at heap 7: G = *2".into(),
        ),
        (
            Reason::VertexCycle { vertices: 7, left: 4, code: "0.137", value: star(0) },
            "every move on a cycle of 7 vertices leaves a path of 4, valued as the octal game 0.137 at heap 4; G is the mex of that one value: *0".into(),
        ),
        (
            Reason::CramSymmetry { height: 4, width: 6 },
            "an empty 4×6 board has even sides: the second player answers each domino with its image through the centre, which is always free, so G = *0 (symmetry strategy)".into(),
        ),
        (
            Reason::NimProduct { x: 3, y: 5, value: star(15) },
            "G(3,5) = 3 ⊗ 5 = *15, the nim product (Turning Corners)".into(),
        ),
        (
            Reason::Ruler { n: 12, value: star(4) },
            "G(12) = *4: the largest power of 2 dividing 12 (the ruler function)".into(),
        ),
        (
            Reason::Turning { n: 4, rule: "turning(3)".into(), value: star(7) },
            "G(4) = *7 in turning(3): the mex, over the moves from a head at 4, of the XOR of G over the other coins turned (a table of G(1), G(2), … made by the rule)".into(),
        ),
        (
            Reason::MockTurtle { n: 6, value: star(13) },
            "G(6) = *13: the odious number 2·6 or 2·6+1 with an odd number of 1 bits (the Mock Turtle theorem)".into(),
        ),
        (
            Reason::ReducedCuts { w: 5, h: 6, cuts: 3 },
            "in the reduced game: a cut leaving a side of 1 loses at once, so only cuts leaving two pieces at least 2×2 count (5x6 has 3)".into(),
        ),
        (
            Reason::PieceCutOut,
            "a 1x1 piece has been cut out: the game is over, won by the player who cut it, so the player to move has lost".into(),
        ),
        (
            Reason::CutsOffPiece { w: 1, h: 7 },
            "the player to move cuts a 1x1 piece off 1x7 and wins at once".into(),
        ),
        (
            Reason::DoesNotMatter,
            "its value does not matter: another component ends the game".into(),
        ),
        (
            Reason::NoMoves { name: "f".into(), neighbours: Neighbours::Successors },
            "`f` has no successors, so G(f) = *0".into(),
        ),
        (
            Reason::NoMoves { name: "0".into(), neighbours: Neighbours::Options },
            "`0` has no options, so G(0) = *0".into(),
        ),
        (
            Reason::Mex {
                name: "a".into(),
                value: star(1),
                neighbours: Neighbours::Successors,
                listed: listed.clone(),
                more: 0,
                infinite: false,
            },
            "G(a) = *1, the mex (least value not among them) of its successors' values {b: *2, c: *0}".into(),
        ),
        (
            Reason::Mex {
                name: "4".into(),
                value: star(1),
                neighbours: Neighbours::Options,
                listed: listed.clone(),
                more: 3,
                infinite: true,
            },
            "γ(4) = *1, the mex (least value not among them) of its options' finite values {b: *2, c: *0, and 3 more}; each of its options of infinite value can move back to one of value *1, so moving there gains nothing".into(),
        ),
        (
            Reason::Loopy {
                name: "x".into(),
                value: Infinite::new(vec![star(0), star(2)]),
                neighbours: Neighbours::Successors,
                listed: listed.clone(),
                more: 0,
            },
            format!(
                "γ(x) = {}: no value fits it (one of its successors of larger or infinite value cannot be answered by a move back), so play from it can go on for ever; K = the finite values of its successors {{b: *2, c: *0}}",
                Infinite::new(vec![star(0), star(2)])
            ),
        ),
        (
            Reason::LeavesZero { moved: moved.clone(), value: star(0) },
            "nim 7 → nim 5 leaves a sum of value *0: a P-position, so every reply loses.".into(),
        ),
        (
            Reason::LeavesValue { moved: moved.clone(), value: star(3) },
            "nim 7 → nim 5 leaves a sum of value *3; no move reaches 0 here.".into(),
        ),
        (
            Reason::LeavesMiserePosition { moved: moved.clone() },
            "nim 7 → nim 5 leaves a position lost for the player to move under misère play.".into(),
        ),
        (
            Reason::LeavesPosition { moved: moved.clone() },
            "nim 7 → nim 5 leaves a P-position: every reply loses.".into(),
        ),
        (
            Reason::LeavesDraw { moved: moved.clone() },
            "nim 7 → nim 5 leaves a draw: neither player can force a win from it.".into(),
        ),
        (
            Reason::EveryMoveLoses { moved },
            "nim 7 → nim 5: every move from here loses against perfect play.".into(),
        ),
        (
            Reason::WinsSoonest { moves: 1 },
            "It wins in 1 move in all (the fastest win; Smith's remoteness).".into(),
        ),
        (
            Reason::WinsSoonest { moves: 9 },
            "It wins in 9 moves in all (the fastest win; Smith's remoteness).".into(),
        ),
        (
            Reason::WinsBySeed,
            "It is one of the winning moves, drawn by the seed; how soon it wins is not known.".into(),
        ),
        (
            Reason::LastsLongest { moves: 4 },
            "The position was lost; this move makes the game last longest: 4 moves with perfect play (Smith's remoteness).".into(),
        ),
        (
            Reason::FewestReplies { replies: 2 },
            "The position was lost; this move leaves the fewest winning replies (2) among those tried.".into(),
        ),
        (
            Reason::AtRandom { one_in: 2 },
            "The computer plays below its best: one move in 2 is drawn at random, and this is one.".into(),
        ),
        (
            Reason::HoldsDraw,
            "The position was a draw: no move wins, and a move that leaves the draw would let the opponent win, so the computer holds the draw (drawn by the seed among the moves that keep it).".into(),
        ),
        (
            Reason::MisereQuotient { order: 12, p_portion: vec!["a".into(), "b²".into(), "ac".into()], generators: vec![generator("a", None, 1), generator("b", None, 2), generator("c", None, 5)] },
            "Misère quotient: order 12, P-portion {a, b², ac}, generators a = heap 1, b = heap 2, c = heap 5.".into(),
        ),
        (
            Reason::MisereQuotient { order: 6, p_portion: vec!["a".into(), "b²".into()], generators: vec![generator("a", Some("kayles"), 1), generator("b", Some("kayles"), 2)] },
            "Misère quotient: order 6, P-portion {a, b²}, generators a = kayles 1, b = kayles 2.".into(),
        ),
        (
            Reason::MisereQuotient { order: 2, p_portion: vec!["a".into()], generators: vec![] },
            "Misère quotient: order 2, P-portion {a}, generators none.".into(),
        ),
        (
            Reason::MisereElement { heap: "kayles 3".into(), copies: 1, element: "ab".into() },
            "  kayles 3 ↦ ab".into(),
        ),
        (
            Reason::MisereElement { heap: "kayles 5".into(), copies: 2, element: "c".into() },
            "  kayles 5 (×2) ↦ c".into(),
        ),
        (Reason::MisereMoreHeaps { count: 3 }, "  … and 3 more distinct heaps".into()),
        (
            Reason::MisereProduct { element: "b".into(), in_p: false },
            "Product: b, not in the P-portion.".into(),
        ),
        (
            Reason::MisereProduct { element: "ab²".into(), in_p: true },
            "Product: ab², in the P-portion.".into(),
        ),
    ]
}

fn generator(name: &str, ruleset: Option<&str>, heap: u64) -> grundy::Generator {
    grundy::Generator { name: name.into(), ruleset: ruleset.map(str::to_string), heap }
}

/// Each misère method as `describe` wrote it in the engine, and in Chinese.
#[test]
fn misere_methods_in_both_languages() {
    let methods = [
        (MisereMethod::NimRule, "Bouton's rule for misère Nim"),
        (
            MisereMethod::Table { heaps: 5001 },
            "a table of the misère outcome of every heap up to 5000",
        ),
        (
            MisereMethod::Quotient { order: 12, heaps: 6, period: None },
            "the misère quotient of order 12, certified, computed on heaps 0..=5",
        ),
        (
            MisereMethod::Quotient { order: 6, heaps: 65, period: Some((0, 3)) },
            "the misère quotient of order 6, certified, computed on heaps 0..=64 and valid for every heap, Φ being periodic from heap 0 with period 3 (proved)",
        ),
        (
            MisereMethod::Search { positions: 417 },
            "an exact search of the whole sum (417 positions)",
        ),
    ];
    for (method, words) in methods {
        assert_eq!(misere_method(Lang::En, method), words);
        let zh = misere_method(Lang::ZhCn, method);
        assert!(chinese(&zh), "{zh}");
        for number in numbers(words) {
            assert!(numbers(&zh).contains(&number), "{number} missing from {zh}");
        }
    }
}

/// The runs of digits in `text`.
fn numbers(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_ascii_digit())
        .filter(|n| !n.is_empty())
        .map(str::to_string)
        .collect()
}

fn chinese(text: &str) -> bool {
    text.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c))
}

#[test]
fn every_reason_in_english_is_todays_text() {
    for (reason, words) in english() {
        assert_eq!(super::reason(Lang::En, &reason), words, "{reason:?}");
    }
}

#[test]
fn every_reason_in_chinese_has_the_same_numbers() {
    for (reason, words) in english() {
        let zh = super::reason(Lang::ZhCn, &reason);
        assert!(chinese(&zh), "{zh}");
        for number in numbers(&words) {
            assert!(numbers(&zh).contains(&number), "{number} missing from {zh} ({words})");
        }
    }
}

/// Each variant of [`Reason`] is in the table above, so that none is
/// left without a test.
#[test]
fn every_variant_is_tested() {
    let names: std::collections::BTreeSet<String> = english()
        .iter()
        .map(|(r, _)| format!("{r:?}").split([' ', '{', '(']).next().unwrap().to_string())
        .collect();
    let source = include_str!("../../../grundy/src/core/reason.rs");
    let body = &source[source.find("pub enum Reason").unwrap()..];
    let variants: Vec<&str> = body
        .lines()
        .filter(|l| l.starts_with("    ") && !l.starts_with("     "))
        .map(str::trim)
        .filter(|l| l.chars().next().is_some_and(char::is_uppercase))
        .map(|l| l.split([' ', ',', '{']).next().unwrap())
        .collect();
    assert!(variants.len() > 50, "{variants:?}");
    for variant in variants {
        assert!(names.contains(variant), "no test for Reason::{variant}");
    }
}

#[test]
fn formulas_and_theorems_in_both_languages() {
    let theorems = [
        (
            PeriodTheorem::Subtraction { max_move: 4 },
            "a subtraction game with largest move 4: G(n+p) = G(n) for e ≤ n < e+p+4 implies it for all n ≥ e",
        ),
        (
            PeriodTheorem::TakeBreak { last_digit: 1, most_heaps: 1 },
            "a take-and-break game removing at most 1 counter and leaving at most one heap (Guy–Smith): G(n+p) = G(n) for e ≤ n < e+p+1 (e at least 1) implies it for all n ≥ e",
        ),
        (
            PeriodTheorem::TakeBreak { last_digit: 2, most_heaps: 2 },
            "a take-and-break game removing at most 2 counters and leaving at most two heaps (Guy–Smith): G(n+p) = G(n) for e ≤ n < 2e+p+2 (e at least 1) implies it for all n ≥ e",
        ),
        (
            PeriodTheorem::TakeBreak { last_digit: 3, most_heaps: 3 },
            "a take-and-break game removing at most 3 counters and leaving at most three heaps (Guy–Smith): G(n+p) = G(n) for e ≤ n < 3e+2p+3 (e at least 1) implies it for all n ≥ e",
        ),
        (
            PeriodTheorem::TakeBreak { last_digit: 2, most_heaps: 5 },
            "a take-and-break game removing at most 2 counters and leaving at most 5 heaps (Guy–Smith): G(n+p) = G(n) for e ≤ n < 5e+4p+2 (e at least 1) implies it for all n ≥ e",
        ),
        (
            PeriodTheorem::AllBut { excluded: 2, max_excluded: 7 },
            "an all-but game excluding 2 numbers, the largest 7: G(n+p) = G(n)+s from e to some n₀ ≥ e+7, with the counts of each value shifting by s, implies it for all n ≥ e",
        ),
    ];
    for (t, words) in theorems {
        assert_eq!(theorem(Lang::En, t), words);
        let zh = theorem(Lang::ZhCn, t);
        assert!(chinese(&zh), "{zh}");
        for number in numbers(words) {
            assert!(numbers(&zh).contains(&number), "{number} missing from {zh}");
        }
    }
    assert!(formula(Lang::ZhCn, Some(Formula::Bash { modulus: 4 })).contains("巴什博弈"));
    assert!(formula(Lang::ZhCn, Some(Formula::Nim)).contains("尼姆博弈"));
}

/// Every reason as data has its text, an id that names a message of the
/// catalogue, and arguments that are strings or whole numbers.
#[test]
fn every_reason_as_data_carries_its_text() {
    let catalogue = include_str!("../../locales/en/reasons.ftl");
    for (reason, words) in english() {
        let data = super::reason_json(Lang::En, Some(3), &reason);
        assert_eq!(data["text"], words.trim_start(), "{reason:?}");
        assert_eq!(data["component"], 3);
        let id = data["id"].as_str().unwrap();
        assert!(catalogue.contains(&format!("\nreason-{id} =")), "{id}");
        for (name, value) in data["args"].as_object().unwrap() {
            assert!(value.is_string() || value.is_u64(), "{id}: {name} = {value}");
        }
    }
}
