"""grundy.Game: moves, typed moves, the computer's move, outcomes; and, by
hypothesis, play against the moves listed: a typed move is legal exactly
when it is listed, playing a listed move gives the game it names, and the
judgement of each move is the outcome of the game it leaves."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import grundy
from grundy import Game, Nimber
from threads import assert_ctrl_c_stops


def test_games_are_values() -> None:
    a, b = Game("nim  3   4"), Game("nim 3 4")
    assert a == b and hash(a) == hash(b) and str(a) == "nim 3 4"
    assert Game("nim 3 4", misere=True) != a and repr(Game("nim 1", misere=True)) == (
        "Game('nim 1', misere=True)"
    )
    assert sorted([Game("nim 5"), Game("kayles 2")]) == [Game("kayles 2"), Game("nim 5")]
    assert len({a, b, Game(a)}) == 1


def test_moves_are_judged() -> None:
    game = Game("nim 3 4 5")
    moves = game.moves()
    assert moves.complete and moves.unlisted == []
    assert len(moves) == 3 + 4 + 5
    winning = [m for m in moves if m.winning]
    assert [(m.component, m.before, m.after) for m in winning] == [(0, "nim 3", "nim 1")]
    assert winning[0].game == Game("nim 1 4 5") and winning[0].value == Nimber(0)


def test_a_heap_too_big_to_list_is_unlisted() -> None:
    moves = Game(f"nim {10**30} 1").moves()
    assert [u.component for u in moves.unlisted] == [0]
    # Its winning move is listed all the same.
    assert any(m.winning and m.component == 0 for m in moves)


def test_play_returns_the_game_after() -> None:
    game = Game("nim 3 4 5 + kayles 6")
    after = game.play((0, "nim 1"))
    assert after == Game("nim 1 4 5 + kayles 6") and game == Game("nim 3 4 5 + kayles 6")
    # A kayles move may split the row: the component becomes two.
    split = game.play((3, "kayles 2 3"))
    assert str(split) == "nim 3 4 5 + kayles 2 3"
    with pytest.raises(TypeError):
        game.play("nim 1")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="counted from 0"):
        game.play((-1, "nim 1"))


def test_the_computer_wins_when_it_can() -> None:
    game = Game("nim 3 4 5")
    chosen = game.computer_move(seed=1)
    assert chosen.winning and chosen.game.outcome == "P"
    assert chosen.strategy in {"wins_soonest", "wins"} and chosen.why
    assert game.computer_move(seed=1) == chosen
    with pytest.raises(ValueError):
        game.computer_move(seed=-1)


def test_outcome_and_end() -> None:
    assert Game("nim 0").is_over and Game("nim 0").outcome == "P"
    assert not Game("wythoff 3 5").is_over and Game("wythoff 3 5").outcome == "P"
    # Misère Wythoff, which the misère analysis does not take: searched whole.
    assert Game("wythoff 1 1", misere=True).outcome == "N"
    assert Game("nim 0", misere=True).outcome == "N"


RULESETS = ["nim", "kayles", "subtract(1,3,4)", "dawson", "grundys-game"]


@st.composite
def heap_games(draw: st.DrawFn) -> Game:
    heaps = draw(
        st.lists(st.tuples(st.sampled_from(RULESETS), st.integers(0, 9)), min_size=1, max_size=3)
    )
    return Game(" + ".join(f"{name} {n}" for name, n in heaps), misere=draw(st.booleans()))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(heap_games(), st.data())
def test_play_agrees_with_moves(game: Game, data: st.DataObject) -> None:
    while True:
        moves = game.moves()
        assert moves.complete and moves.unlisted == []
        assert game.is_over == (len(moves) == 0)
        if moves:
            assert game.outcome == ("N" if any(m.winning for m in moves) else "P")
        else:
            # Over: the player to move has lost, or in misère play won.
            assert game.outcome == ("N" if game.misere else "P")
        for m in moves:
            after = game.play(m)
            assert after == m.game and Game(str(after), misere=game.misere) == after
            assert m.winning == (after.outcome == "P"), m
        if not moves:
            break
        # A typed move to one heap of the same ruleset is legal exactly when
        # it is listed.
        component = data.draw(st.sampled_from(sorted({m.component for m in moves})))
        listed = {m.after for m in moves if m.component == component}
        before = next(m.before for m in moves if m.component == component)
        name = before.rsplit(" ", 1)[0]
        for typed in (f"{name} {k}" for k in range(12)):
            try:
                game.play((component, typed))
                legal = True
            except grundy.IllegalMove:
                legal = False
            assert legal == (str(Game(typed)) in listed), (game, component, typed)
        game = game.play(data.draw(st.sampled_from(list(moves))))


# Grundy's game to heap 10**6 takes half a minute (`grundy analyze
# "grundys-game 1000000" --max-work 100000000000000`), to 4·10**6 minutes:
# every question that needs its value runs as long, and Ctrl-C stops each
# (issue 47, item 12); before, each ran to its end.
_LONG = Game("grundys-game 4000000 + nim 3", max_work=10**15)


@pytest.mark.parametrize(
    "question",
    [
        lambda: grundy.analyze(_LONG),
        lambda: _LONG.moves(),
        lambda: _LONG.play((1, "nim 1")),
        lambda: _LONG.computer_move(),
        lambda: _LONG.outcome,
    ],
    ids=["analyze", "moves", "play", "computer_move", "outcome"],
)
def test_ctrl_c_stops_long_questions(question: object) -> None:
    assert callable(question)
    assert_ctrl_c_stops(question, "minutes")
    assert Game("nim 1 2").outcome == "N"
