//! Green Hackenbush: the closed form (fusion and the colon principle)
//! against a plain edge-by-edge search, which knows only the rule.

use std::collections::HashSet;

use grundy::rulesets::Hackenbush;
use grundy::{parse, Analysis, Error, Limits, Nimber, Options, Ruleset, SearchRules, Solver};
use proptest::prelude::*;

type Edges = Vec<(u64, u64)>;

/// The value by the closed form.
fn closed(position: &Edges) -> u64 {
    Hackenbush::closed_form(position).value
}

/// Every multiset of `size` edges among `kinds`, each sorted.
fn multisets(
    kinds: &[(u64, u64)],
    size: usize,
    from: usize,
    current: &mut Edges,
    out: &mut Vec<Edges>,
) {
    out.push(current.clone());
    if current.len() == size {
        return;
    }
    for i in from..kinds.len() {
        current.push(kinds[i]);
        multisets(kinds, size, i, current, out);
        current.pop();
    }
}

/// Every multigraph of at most 6 edges (loops and parallel edges included)
/// on the vertices 0..5: the closed form equals the search.
#[test]
fn closed_form_equals_search_on_every_small_multigraph() {
    let mut kinds = Vec::new();
    for a in 0..5u64 {
        for b in a..5u64 {
            kinds.push((a, b));
        }
    }
    let mut all = Vec::new();
    multisets(&kinds, 6, 0, &mut Vec::new(), &mut all);
    assert_eq!(all.len(), 54_264, "multisets of up to 6 of 15 edges");
    let positions: HashSet<Edges> = all.iter().map(|edges| Hackenbush::canonical(edges)).collect();
    let mut solver = Solver::new(Hackenbush);
    let mut cyclic = 0;
    for position in &positions {
        let searched = solver.value(position).unwrap().0;
        assert_eq!(
            closed(position),
            searched,
            "{}",
            Hackenbush.describe(std::slice::from_ref(position))
        );
        cyclic += usize::from(Hackenbush::closed_form(position).cycles > 0);
    }
    assert!(
        positions.len() > 10_000 && cyclic > 5_000,
        "{} positions, {cyclic} with cycles",
        positions.len()
    );
}

#[test]
fn known_values() {
    let value = |text: &str| {
        let game = parse(text).unwrap();
        let analysis = Analysis::new(&game, &Limits::default()).unwrap();
        analysis.nimber().unwrap().to_nimber().unwrap().0
    };
    // A stalk of n edges is *n.
    for n in 0..20u64 {
        let edges: Vec<String> = (0..n).map(|i| format!("{i}-{}", i + 1)).collect();
        assert_eq!(value(&format!("hackenbush({})", edges.join(","))), n);
    }
    assert_eq!(value("hackenbush()"), 0);
    // A triangle on the ground fuses to three loops: *1.
    assert_eq!(value("hackenbush(0-1,1-2,2-0)"), 1);
    // A loop is a stalk of one edge; two loops cancel.
    assert_eq!(value("hackenbush(0-0)"), 1);
    assert_eq!(value("hackenbush(0-0,0-0)"), 0);
    // Two parallel edges form a cycle, fused to two loops: *0. On a stalk
    // of one edge: 1 + *0 = *1.
    assert_eq!(value("hackenbush(0-1,0-1)"), 0);
    assert_eq!(value("hackenbush(0-1,1-2,1-2)"), 1);
    // Colon principle: a fork of stalks 1 and 2 on a stalk of 1 is 1 + (1 ⊕ 2) = *4.
    assert_eq!(value("hackenbush(0-1,1-2,1-3,3-4)"), 4);
    // A triangle on a stalk of 2 fuses to 3 loops (*1): 1 + (1 + *1) = *3.
    // A square on a stalk of 2 fuses to 4 loops (*0): a stalk of 2.
    assert_eq!(value("hackenbush(0-1,1-2,2-3,3-4,4-2)"), 3);
    assert_eq!(value("hackenbush(0-1,1-2,2-3,3-4,4-5,5-2)"), 2);
}

/// The closed form answers graphs far past any search, without recursion.
#[test]
fn big_graphs_are_answered_by_the_closed_form() {
    let n = 100_000u64;
    let stalk: Vec<String> = (0..n).map(|i| format!("{i}-{}", i + 1)).collect();
    let game = parse(&format!("hackenbush({})", stalk.join(","))).unwrap();
    let analysis = Analysis::new(&game, &Limits::default()).unwrap();
    assert_eq!(analysis.nimber().unwrap().to_nimber(), Some(Nimber(n)));
    // A ring of n edges through the ground fuses to n loops.
    let mut ring: Edges = (0..n).map(|i| (i, i + 1)).collect();
    ring.push((n, 0));
    let fusion = Hackenbush::closed_form(&Hackenbush::canonical(&ring));
    assert_eq!((fusion.value, fusion.cycles, fusion.fused_edges), ((n + 1) % 2, 1, n + 1));
    // Search would be refused: 2^E × E steps.
    assert_eq!(Hackenbush.search_size(&ring), u128::MAX);
    assert!(
        Hackenbush.search_size(&ring[..20].to_vec()) > u128::from(Limits::default().max_search)
    );
}

#[test]
fn positions_are_canonical() {
    assert_eq!(Hackenbush::canonical(&[(2, 1), (1, 0), (3, 4), (5, 5)]), [(0, 1), (1, 2)]);
    assert_eq!(Hackenbush::canonical(&[(1, 2)]), []);
    let game = parse("hackenbush( 2-0 , 1-0,1-2 ,1-1) + hackenbush()").unwrap();
    assert_eq!(game.to_string(), "hackenbush(0-1,0-2,1-1,1-2) + hackenbush()");
    assert_eq!(parse(&game.to_string()).unwrap().to_string(), game.to_string());
}

#[test]
fn winning_moves_delete_the_right_edges() {
    let game = parse("hackenbush(0-1,1-2,2-0) + hackenbush(0-1,1-2)").unwrap();
    let analysis = Analysis::new(&game, &Limits::default()).unwrap();
    assert_eq!(analysis.nimber().unwrap().to_nimber(), Some(Nimber(3)));
    let moves: Vec<(usize, String)> =
        analysis.winning_moves().map(Result::unwrap).map(|m| (m.component, m.to)).collect();
    assert_eq!(
        moves,
        [
            (0, "hackenbush(0-1,1-2)".to_string()),
            (0, "hackenbush(0-2,1-2)".to_string()),
            (1, "hackenbush(0-1)".to_string()),
        ]
    );
    let explanation = analysis.explain(0, 0);
    assert!(matches!(explanation[0], grundy::Reason::Fusion { cycles: 1, .. }), "{explanation:?}");
    assert!(matches!(explanation[1], grundy::Reason::ColonPrinciple { .. }), "{explanation:?}");
}

#[test]
fn bad_hackenbush() {
    let check = |text: &str, offset: usize, message: &str| match parse(text) {
        Err(Error::Parse(error)) => {
            assert!(error.message.english().contains(message), "{text}: {}", error.message);
            assert_eq!(error.offset, offset, "{text}: {}", error.message);
        }
        other => panic!("{text}: expected a parse error, got {other:?}"),
    };
    check("hackenbush(0-)", 13, "expected a vertex (a whole number), found nothing");
    check("hackenbush(a-b)", 11, "expected a vertex (a whole number), found `a`");
    check("hackenbush(0-1,1)", 15, "expected an edge `U-V`");
    check("hackenbush(0-1-2)", 11, "write a path `0-1-2` as `0-1,1-2`");
    check("hackenbush", 0, "hackenbush needs its edges in parentheses");
    check("hackenbush 0-1", 0, "hackenbush needs its edges in parentheses");
    check("hackenbush(0-1,2-3)", 15, "`2-3` is not connected to the ground");
    check("hackenbush(0-1) 3", 16, "hackenbush takes no operands");
    check("hackenbush(0-1,,1-2)", 15, "expected a parameter between the commas");
    check("hackenbush(0-99999999999999999999)", 13, "larger than 2^64-1");
}

/// The options of `position`: each the canonical graph left by deleting an edge.
fn options(position: &Edges) -> Vec<Edges> {
    let mut out = Options::new();
    Hackenbush.options(position, &mut out);
    out.iter().map(|option| option[0].clone()).collect()
}

fn graph() -> impl Strategy<Value = Edges> {
    let vertex = prop_oneof![0u64..7, Just(u64::MAX), Just(1 << 40)];
    prop::collection::vec((vertex.clone(), vertex), 0..11)
}

proptest! {
    /// Random multigraphs with up to 10 edges on up to 9 vertices (names of
    /// any size): the closed form equals the search.
    #[test]
    fn closed_form_equals_search(edges in graph()) {
        let position = Hackenbush::canonical(&edges);
        let searched = Solver::new(Hackenbush).value(&position).unwrap().0;
        prop_assert_eq!(closed(&position), searched);
    }

    /// Every listed winning move of a lone component leads to value 0, and
    /// every option of value 0 is listed.
    #[test]
    fn winning_moves_are_exactly_the_moves_to_zero(edges in graph()) {
        let position = Hackenbush::canonical(&edges);
        let text = Hackenbush.describe(std::slice::from_ref(&position));
        let game = parse(&text).unwrap();
        let analysis = Analysis::new(&game, &Limits::default()).unwrap();
        let listed: HashSet<String> = analysis.winning_moves().map(Result::unwrap).map(|m| m.to).collect();
        let mut expected = HashSet::new();
        if closed(&position) != 0 {
            for option in options(&position) {
                if closed(&option) == 0 {
                    expected.insert(Hackenbush.describe(&[option]));
                }
            }
        }
        prop_assert_eq!(&listed, &expected);
        for to in listed {
            let game = parse(&to).unwrap();
            let value = Analysis::new(&game, &Limits::default()).unwrap();
            prop_assert!(value.nimber().unwrap().is_zero(), "{}", to);
        }
    }
}
