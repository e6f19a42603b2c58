"""grundy.analyze: outcomes, values, moves and explanations, known from the
theory (Bouton, Wythoff, Smith), and its arguments checked."""

from __future__ import annotations


import pytest

import grundy
from threads import assert_other_threads_run
from grundy import Infinite, Move, Nimber


def test_nim_is_bouton() -> None:
    a = grundy.analyze("nim 3 4 5")
    assert (a.outcome, a.value) == ("N", Nimber(3 ^ 4 ^ 5))
    assert a.winning_moves == [Move(0, "nim 3", "nim 1")]
    assert a.drawing_moves == [] and a.unlisted == [] and a.explanation is None
    lost = grundy.analyze("nim 1 4 5")
    assert (lost.outcome, lost.value, lost.winning_moves) == ("P", Nimber(0), [])


def test_sums_add_by_xor() -> None:
    a = grundy.analyze("nim 7 + kayles 4 + wythoff 3 5")
    parts = [grundy.analyze(p).value for p in ("nim 7", "kayles 4", "wythoff 3 5")]
    assert a.value == parts[0] ^ parts[1] ^ parts[2]
    for move in a.winning_moves:
        after = grundy.Game("nim 7 + kayles 4 + wythoff 3 5").play(move)
        assert grundy.analyze(after).outcome == "P", move


def test_wythoff_p_positions_are_golden() -> None:
    # The P-positions (⌊kφ⌋, ⌊kφ²⌋): (1,2), (3,5), (4,7), (6,10).
    for a, b in [(1, 2), (3, 5), (4, 7), (6, 10)]:
        assert grundy.analyze(f"wythoff {a} {b}").outcome == "P"
    assert grundy.analyze("wythoff 4 6").outcome == "N"


def test_big_heaps_have_exact_values() -> None:
    a = grundy.analyze(f"nim {10**30} {10**30 + 5}")
    assert a.value == Nimber(10**30 ^ (10**30 + 5))
    assert a.to_dict()["nimber"] == 10**30 ^ (10**30 + 5)


def test_loopy_values_are_infinite() -> None:
    # Wind-up on a dial of 7 steps of 2 or 3: a sum that can be played for ever.
    values = {grundy.analyze(f"windup(7; 2,3) {k}").value for k in range(7)}
    infinite = [v for v in values if isinstance(v, Infinite)]
    assert infinite, values
    for value in infinite:
        assert value.outcome == ("N" if 0 in value.k else "D")
        assert str(value).startswith("∞(")
    draws = [
        a
        for a in (grundy.analyze(f"windup(7; 2,3) {k} + windup(7; 2,3) {k}") for k in range(7))
        if a.outcome == "D"
    ]
    for a in draws:
        assert a.winning_moves == [] and a.to_dict()["drawing_moves"] == [
            m.to_dict() for m in a.drawing_moves
        ]


def test_misere_nim() -> None:
    # Misère Nim: with every heap of one, the player to move wins exactly
    # when the number of heaps is even.
    assert grundy.analyze("nim 1 1", misere=True).outcome == "N"
    assert grundy.analyze("nim 1 1 1", misere=True).outcome == "P"
    a = grundy.analyze("nim 3 4 5", misere=True)
    assert a.value is None and a.outcome == "N"


def test_explanation_is_the_command_lines() -> None:
    a = grundy.analyze("nim 3 + kayles 4", explain=True)
    assert a.explanation is not None and a.explanation[0].startswith("nim 3: *3")
    assert any("nim-sum" in line or "⊕" in line or "----" in line for line in a.explanation)
    assert a.to_dict()["explanation"] == a.explanation


def test_reasons_are_data() -> None:
    a = grundy.analyze("nim 3 + kayles 4 + octal(0.07) 1000000", explain=True)
    assert a.reasons is not None
    by_id = {(r.component, r.id): r for r in a.reasons}
    nim = by_id[(0, "closed-form")]
    assert nim.args["heap"] == "3" and nim.args["value"] == "*3"
    assert str(nim) in "\n".join(a.explanation or [])
    assert by_id[(1, "table")].args["value"] == "*1"
    # Dawson's Kayles has period 34 from heap 53: heap 10⁶ is heap 60's.
    periodic = by_id[(2, "periodic")]
    assert periodic.args["period"] == "34" and periodic.args["residue"] == "60"
    total = by_id[(None, "nim-sum")]
    assert total.args["nimber"] == str(a.value)
    assert a.to_dict()["reasons"][0]["id"] == "closed-form"


def test_misere_reasons_name_the_quotient() -> None:
    a = grundy.analyze("kayles 7 + nim 2", misere=True, explain=True)
    assert a.reasons is not None
    first = a.reasons[0]
    assert first.component is None and first.id == "misere-quotient"
    assert first.args["order"] == "12"
    assert [r.args["heap"] for r in a.reasons if r.id == "misere-element"] == [
        "kayles 7",
        "nim 2",
    ]
    assert grundy.analyze("nim 3").reasons is None


def test_to_dict_is_a_copy() -> None:
    a = grundy.analyze("nim 3 4 5")
    a.to_dict()["winning_moves"].clear()
    assert a.to_dict()["winning_moves"] == [m.to_dict() for m in a.winning_moves]


def test_a_game_is_analyzed_with_its_play() -> None:
    game = grundy.Game("nim 1 1", misere=True)
    assert grundy.analyze(game).outcome == "N"
    assert grundy.analyze(game, misere=False).outcome == "P"
    assert game.analyze().to_dict() == grundy.analyze("nim 1 1", misere=True).to_dict()


def test_arguments_are_checked() -> None:
    with pytest.raises(TypeError, match="str or a Game"):
        grundy.analyze(345)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="unexpected keyword argument 'max_time'"):
        grundy.analyze("nim 3", max_time=5)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="max_search must be a whole number"):
        grundy.analyze("nim 3", max_search="10")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="max_memory must be from 0 to 2\\*\\*64 - 1"):
        grundy.analyze("nim 3", max_memory=2**64)
    with pytest.raises(ValueError, match="not -1"):
        grundy.analyze("nim 3", max_table=-1)


def test_default_limits_are_the_command_lines() -> None:
    limits = grundy.limits()
    assert limits["max_table"] == 10**8 and limits["max_search"] == 2 * 10**7
    assert limits["max_work"] == 10**10
    assert 0 < limits["max_memory"] <= 4 << 30
    # None stands for the default.
    assert grundy.analyze("nim 3", max_search=None).value == Nimber(3)


def test_other_threads_run_while_the_engine_computes() -> None:
    assert_other_threads_run(lambda: grundy.analyze("grundys-game 200000"))


def test_a_panic_is_an_internal_error_and_the_interpreter_goes_on() -> None:
    with pytest.raises(grundy.InternalError, match="panicked \\(on purpose\\)"):
        grundy._grundy._panic_for_tests("on purpose")
    assert grundy.analyze("nim 1 2").value == Nimber(3)


def test_compounds_answer_as_the_theories_say() -> None:
    # Conjunctive: remoteness 3 and 4 in subtract(1,2); the least, 3, is odd.
    a = grundy.analyze("subtract(1,2) 4 6", compound="conjunctive")
    assert isinstance(a, grundy.CompoundAnalysis)
    assert (a.outcome, a.compound, a.winning_count) == ("N", "conjunctive", 2)
    assert [c.remoteness for c in a.components] == [3, 4]
    assert a.winning_moves[0] == [
        Move(0, "subtract(1,2) 4", "subtract(1,2) 3"),
        Move(1, "subtract(1,2) 6", "subtract(1,2) 4"),
    ]
    # Every-SG: suspense numbers 2 and 3; the one win prolongs heap 3.
    every = grundy.analyze("subtract(1,3) 2 3", compound="every", explain=True)
    assert every.compound == "continued" and every.winning_count == 1
    assert [m.after for m in every.winning_moves[0]] == ["subtract(1,3) 1", "subtract(1,3) 2"]
    assert every.reasons is not None and every.reasons[-1].id == "compound-rule-continued-normal"
    # Selective under misère play: one heap of 1 left to take.
    sel = grundy.analyze("nim 1 1", compound="selective", misere=True)
    assert sel.outcome == "N" and sel.winning_count == 2
    # The sum by name is the plain analysis.
    assert isinstance(grundy.analyze("nim 3 4", compound="disjunctive"), grundy.Analysis)


def test_compound_arguments_are_checked() -> None:
    with pytest.raises(grundy.BadInput, match="unknown compound `bogus`"):
        grundy.analyze("nim 1", compound="bogus")  # type: ignore[call-overload]
    with pytest.raises(TypeError, match="compound must be a str"):
        grundy.analyze("nim 1", compound=3)  # type: ignore[call-overload]
    with pytest.raises(grundy.Unsupported, match="can come back"):
        grundy.analyze("windup(7; 2,3) 1", compound="conjunctive")
