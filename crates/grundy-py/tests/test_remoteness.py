"""Game.remoteness: Smith's remoteness, held to a plain search in Python
that knows only the rules (nim, subtraction games, octal games such as
Kayles), under normal and misère play; None for draws, LimitExceeded past
the search's steps; bad arguments refused."""

from __future__ import annotations

import itertools
import random
from functools import lru_cache

import pytest

import grundy
from grundy import Game

import misere_search as octal

Position = tuple[int, ...]


@lru_cache(maxsize=None)
def smith(options_of: object, position: tuple, misere: bool) -> tuple[bool, int]:
    """(whether the player to move wins, the remoteness) by Smith's rule,
    from the definition: a position without a move is decided at once
    (lost under normal play, won under misère play), remoteness 0; a
    player who can move to a lost position wins in 1 + the least
    remoteness of those; otherwise loses in 1 + the greatest remoteness
    of the options. (Acyclic games only: every game here ends.)"""
    moves = options_of(position)  # type: ignore[operator]
    if not moves:
        return (misere, 0)
    results = [smith(options_of, o, misere) for o in moves]
    lost = [r for wins, r in results if not wins]
    if lost:
        return (True, 1 + min(lost))
    return (False, 1 + max(r for _, r in results))


def subtraction(moves: tuple[int, ...]):  # type: ignore[no-untyped-def]
    def options_of(heaps: Position) -> list[Position]:
        result = []
        for i, h in enumerate(heaps):
            for s in moves:
                if s <= h:
                    result.append(tuple(sorted(heaps[:i] + (h - s,) + heaps[i + 1 :])))
        return result

    return options_of




def nim_options(heaps: Position) -> list[Position]:
    return [
        tuple(sorted(heaps[:i] + (m,) + heaps[i + 1 :]))
        for i, h in enumerate(heaps)
        for m in range(h)
    ]


@pytest.mark.parametrize("misere", [False, True])
def test_nim_sums(misere: bool) -> None:
    for heaps in itertools.combinations_with_replacement(range(6), 3):
        game = Game("nim " + " ".join(map(str, heaps)), misere=misere)
        wins, moves = smith(nim_options, heaps, misere)
        assert game.remoteness() == moves, (heaps, misere)
        assert game.outcome == ("N" if wins else "P")


@pytest.mark.parametrize("misere", [False, True])
@pytest.mark.parametrize("rule", [(1, 2), (1, 3, 4), (2, 5, 6)])
def test_subtraction_games(rule: tuple[int, ...], misere: bool) -> None:
    options_of = subtraction(rule)
    name = f"subtract({','.join(map(str, rule))})"
    rng = random.Random(hash(rule) ^ misere)
    for _ in range(25):
        heaps = tuple(sorted(rng.randrange(13) for _ in range(rng.randrange(1, 4))))
        wins, moves = smith(options_of, heaps, misere)
        game = Game(f"{name} " + " ".join(map(str, heaps)), misere=misere)
        assert game.remoteness() == moves, (name, heaps, misere)
        assert game.outcome == ("N" if wins else "P")


@pytest.mark.parametrize("misere", [False, True])
def test_kayles_and_dawson(misere: bool) -> None:
    # Octal games split heaps: the search goes over whole sums.
    for code, name in (("0.77", "kayles"), ("0.07", "dawson")):
        ds = octal.digits(code)

        def options_of(position: octal.Position, ds: tuple[int, ...] = ds) -> list[octal.Position]:
            return octal.options(ds, position)

        rng = random.Random(7)
        for _ in range(20):
            heaps = [rng.randrange(1, 9) for _ in range(rng.randrange(1, 3))]
            wins, moves = smith(options_of, octal.octal_sum(heaps), misere)
            game = Game(f"{name} " + " ".join(map(str, heaps)), misere=misere)
            assert game.remoteness() == moves, (name, heaps, misere)
            assert game.outcome == ("N" if wins else "P")


def test_remoteness_follows_play() -> None:
    # Normal play: N-positions have odd remoteness, P-positions even; the
    # computer, winning, leaves a position one move shorter.
    game = Game("nim 3 4 5 + kayles 4")
    r = game.remoteness()
    assert r is not None and r % 2 == 1
    after = game.computer_move(seed=3).game
    assert after.remoteness() == r - 1
    assert Game("nim 0").remoteness() == 0 and Game("nim 0").is_over


def test_none_for_draws_and_an_error_past_the_steps() -> None:
    draws = [
        g
        for g in (Game(f"windup(7; 2,3) {k} + windup(7; 2,3) {k}") for k in range(7))
        if g.outcome == "D"
    ]
    assert draws
    assert all(g.remoteness() is None for g in draws)
    big = Game("nim 30 31 32 33")
    for steps in (None, 0):
        with pytest.raises(grundy.LimitExceeded) as error:
            big.remoteness(steps=steps)
        assert error.value.limit == "steps" and "steps=N" in str(error.value)
    small = Game("nim 2 3")
    assert smith(nim_options, (2, 3), False) == (True, 5)
    assert small.remoteness(steps=1000) == 5
    with pytest.raises(grundy.LimitExceeded):
        small.remoteness(steps=0)
    # By default the search takes at most max_search steps.
    with pytest.raises(grundy.LimitExceeded):
        Game("nim 2 3", max_search=0).remoteness()
    assert Game("nim 2 3", max_search=1000).remoteness() == 5


def test_arguments_are_checked() -> None:
    game = Game("nim 3 4")
    with pytest.raises(ValueError, match="from 0 to max_search"):
        game.remoteness(steps=-1)
    with pytest.raises(ValueError, match=r"max_search \(100\)"):
        Game("nim 3", max_search=100).remoteness(steps=101)
    with pytest.raises(TypeError, match="whole number"):
        game.remoteness(steps="10")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        game.remoteness(1000)  # type: ignore[misc]
    assert grundy._grundy.REMOTENESS_STEPS == 200_000
