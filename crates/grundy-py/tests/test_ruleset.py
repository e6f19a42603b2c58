"""``grundy.Ruleset``: games written as Python functions, against the same
games written as rule files and in the catalogue, against plain brute
force, and their failures; ``grundy.check`` against the command line's
``grundy check --json``."""

from __future__ import annotations

import functools
import gc
import json
import subprocess
from pathlib import Path

import grundy
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

ROOT = Path(__file__).resolve().parents[3]
KIKI = ROOT / "games" / "hdu2147-kiki.rhai"
ED = ROOT / "games" / "luogu-p2148-ed.rhai"


def kiki(n: int, m: int) -> list[tuple[int, int]]:
    """HDU 2147: the coin moves left, down or diagonally on an n×m board."""
    return [p for p in [(n - 1, m), (n, m - 1), (n - 1, m - 1)] if min(p) >= 1]


def ed(a: int, b: int) -> list[list[tuple[int, int]]]:
    """Luogu P2148 E&D: remove one heap, split the other in two non-empty heaps."""
    return [[(c, h - c)] for h in (a, b) for c in range(1, h)]


def mex(values: set[int]) -> int:
    g = 0
    while g in values:
        g += 1
    return g


def test_a_heap_rule_is_the_catalogue_game() -> None:
    rule = grundy.Ruleset(lambda n: [n - s for s in (1, 3, 4) if n >= s], name="take134")
    assert str(rule) == "rule(take134)"
    ours = grundy.table(str(rule), 200).tolist()
    assert ours == grundy.table("subtract(1,3,4)", 200).tolist()
    # Ranges and sums: Lasker's Nim (take any, or split in two).
    lasker = grundy.Ruleset(lambda n: [range(n), *([a, n - a] for a in range(1, n // 2 + 1))])
    assert grundy.table(str(lasker), 60).tolist() == grundy.table("lasker", 60).tolist()


@settings(max_examples=25, deadline=None)
@given(st.sets(st.integers(1, 9), min_size=1, max_size=4))
def test_subtraction_sets_against_the_catalogue(takes: set[int]) -> None:
    rule = grundy.Ruleset(lambda n: [n - s for s in takes if n >= s])
    written = ",".join(map(str, sorted(takes)))
    assert grundy.table(str(rule), 80).tolist() == grundy.table(f"subtract({written})", 80).tolist()


def test_pairs_against_the_rule_files_and_brute_force() -> None:
    k, e = grundy.Ruleset(kiki), grundy.Ruleset(ed)
    assert k(5, 7) == "rule(kiki) 5 7"

    @functools.cache
    def ed_value(a: int, b: int) -> int:
        return mex({ed_value(c, h - c) for h in (a, b) for c in range(1, h)})

    for a in range(1, 9):
        for b in range(1, 9):
            ours = grundy.analyze(k(a, b))
            assert ours.outcome == grundy.analyze(f"rule({KIKI}) {a} {b}").outcome
            assert ours.outcome == ("P" if a % 2 and b % 2 else "N"), (a, b)
            value = grundy.analyze(e(a, b)).value
            assert value == grundy.analyze(f"rule({ED}) {a} {b}").value
            assert value == grundy.Nimber(ed_value(a, b)), (a, b)
    # In a sum with a catalogue game, with its winning moves.
    a = grundy.analyze(k(2, 3) + " + nim 1")
    assert a.outcome == "N" and a.winning_moves


def test_play_against_the_computer() -> None:
    k = grundy.Ruleset(kiki)
    game, moves = grundy.Game(k(6, 6)), 0
    assert game.outcome == "N"
    while not game.is_over:
        chosen = game.computer_move()
        assert chosen.winning == (game.outcome == "N")
        game, moves = chosen.game, moves + 1
    # The computer played both sides perfectly: the first player, who wins
    # kiki's game on a 6×6 board, made the last move.
    assert moves % 2 == 1 and str(game) == k(1, 1)


def test_a_rule_that_loops_is_a_game_with_draws() -> None:
    # Take 2 or 3, or add 1 up to 10: the catalogue's addtake(10; 2,3; 1).
    rule = grundy.Ruleset(lambda n: [n - t for t in (2, 3) if n >= t] + ([n + 1] if 0 < n < 10 else []))
    for h in range(11):
        assert grundy.analyze(rule(h)).outcome == grundy.analyze(f"addtake(10; 2,3; 1) {h}").outcome


def test_check_is_the_command_lines(cli: Path) -> None:
    k = grundy.Ruleset(kiki)
    held = grundy.check(k, "n % 2 == 0 || m % 2 == 0", 12, start=1)
    assert held.holds and held.positions == held.checked == 144 and held.claims == "wins"
    assert held.counterexample is None and bool(held)
    wrong = k.check("n % 2 == 0", 12, start=1)
    assert not wrong.holds
    c = wrong.counterexample
    assert c is not None and c.position == (1, 2) and c.claim is False and c.outcome == "N"
    assert c.line == (k(1, 1),)
    # The same document as `grundy check --json` on the rule file, names aside.
    ours = grundy.check(f"rule({KIKI})", "n % 3", 9, start=1).to_dict()
    cli = subprocess.run(
        [cli, "check", f"rule({KIKI})", "n % 3", "--from", "1", "--upto", "9", "--json"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert ours == json.loads(cli.stdout)


def test_failures_name_the_rule_and_the_position() -> None:
    def broken(n: int) -> list[int]:
        if n == 3:
            raise ValueError("no moves from three")
        return [n - 1] if n else []

    rule = grundy.Ruleset(broken)
    with pytest.raises(grundy.BadInput) as raised:
        grundy.analyze(rule(5))
    message = str(raised.value)
    assert "broken" in message and "listing the moves of 3" in message
    assert "no moves from three" in message and "test_ruleset.py, line" in message

    for returned, expected in [
        ("text", "expected a list of options"),
        ([-1], "option 1 holds -1; positions are numbers of at least 0"),
        ([1.5], "option 1 holds 1.5; positions are whole numbers"),
        ([[1, "x"]], "option 1 holds 'x'; positions are whole numbers"),
    ]:
        bad = grundy.Ruleset(lambda n, r=returned: r if n else [], name="bad")
        with pytest.raises(grundy.BadInput) as raised:
            grundy.analyze(bad(2))
        assert expected in str(raised.value), (returned, str(raised.value))
    pair = grundy.Ruleset(lambda a, b: [(a,)] if a else [], name="pair")
    with pytest.raises(grundy.BadInput, match="a position of this rule has 2"):
        grundy.analyze(pair(2, 2))
    with pytest.raises(grundy.ParseError):
        grundy.analyze("rule(pair) 1 2 3")
    with pytest.raises(TypeError):
        grundy.Ruleset(lambda *numbers: [])
    with pytest.raises(TypeError):
        pair(1)


def test_the_limit_on_work_bounds_the_calls() -> None:
    calls = []

    def counted(n: int) -> list[int]:
        calls.append(n)
        return [n - 1] if n else []

    rule = grundy.Ruleset(counted)
    with pytest.raises(grundy.LimitExceeded):
        grundy.table(str(rule), 100_000, max_work=1_000_000)
    # 1,000 steps a call: at most about a thousand calls.
    assert 0 < len(calls) <= 1_001


def test_names_are_unique_and_freed() -> None:
    first = grundy.Ruleset(kiki)
    second = grundy.Ruleset(kiki)
    assert str(first) != str(second)
    gone = str(second)
    del second
    gc.collect()
    with pytest.raises(grundy.BadInput, match="cannot read"):
        grundy.analyze(gone + " 2 2")
    assert grundy.analyze(first(2, 2)).outcome == "N"


def test_rule_files_work_from_python(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    assert grundy.analyze("rule(games/hdu2147-kiki.rhai) 5 7 + nim 3").outcome in ("N", "P")
