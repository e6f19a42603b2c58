"""Numbers past Python's 4,300-digit limit of int(str) and str(int)
(sys.set_int_max_str_digits) cross the package both ways: every call that
returns numbers reads the engine's JSON with them whole, and every number
the package writes (a Nimber, a message naming a heap) is written whole,
whatever the process-wide setting (issue 47, item 8).

The heaps are built by arithmetic (10**d - 1 is d nines) and their text by
string operations, so the test itself never converts between the two."""

from __future__ import annotations

import sys
from typing import Iterator

import pytest
from hypothesis import given, strategies as st

import grundy
from grundy import Game, Nimber, _bignum


@pytest.fixture(params=[640, 4300], ids=["limit640", "limit4300"])
def limit(request: pytest.FixtureRequest) -> Iterator[int]:
    """The process-wide limit set to the smallest it can be, and to
    Python's default (whatever the environment set), restored after."""
    before = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(request.param)
    try:
        yield request.param
    finally:
        sys.set_int_max_str_digits(before)


DIGITS = [4400, 10000]


def nines(d: int) -> tuple[int, str]:
    """d nines: the number and its text."""
    return 10**d - 1, "9" * d


def power(d: int) -> tuple[int, str]:
    """10**d: the number and its text."""
    return 10**d, "1" + "0" * d


@pytest.mark.parametrize("d", DIGITS)
def test_analyze_answers_big_heaps(limit: int, d: int) -> None:
    x, xt = nines(d)
    z, zt = power(d)
    single = grundy.analyze("nim " + xt)
    assert single.value == Nimber(x) and str(single.value) == "*" + xt
    assert single.to_dict()["nimber"] == x
    assert "*" + xt in repr(single)
    both = grundy.analyze(f"nim {xt} {zt}", explain=True)
    assert both.outcome == "N" and both.value == Nimber(x ^ z)
    assert both.to_dict()["nimber"] == x ^ z
    # The one winning move takes heap 10**d down to the nines.
    assert [(m.component, m.before, m.after) for m in both.winning_moves] == [
        (1, "nim " + zt, "nim " + xt)
    ]
    assert both.explanation and both.reasons
    misere = grundy.analyze(f"nim {xt} {zt}", misere=True)
    assert misere.outcome == "N" and misere.to_dict()["outcome"] == "N"


@pytest.mark.parametrize("d", DIGITS)
def test_play_answers_big_heaps(limit: int, d: int) -> None:
    x, xt = nines(d)
    z, zt = power(d)
    game = Game(f"nim {xt} 3")
    assert str(game) == f"nim {xt} 3" and game.outcome == "N" and not game.is_over
    # The moves of heap 3 leave values x ^ 0, x ^ 1, x ^ 2: past the limit.
    small = [m for m in game.moves() if m.component == 1]
    assert sorted(int(m.value or 0) for m in small) == sorted(x ^ k for k in range(3))
    assert {str(m.game) for m in small} == {f"nim {xt} {k}" for k in range(3)}
    pair = Game(f"nim {xt} {zt}")
    assert str(pair.play((1, "nim " + xt))) == f"nim {xt} {xt}"
    chosen = pair.computer_move(seed=3)
    assert chosen.winning and str(chosen.game) == f"nim {xt} {xt}"
    assert chosen.value == Nimber(0)
    # Smith's remoteness is searched whole: a heap this big is past its
    # steps, and says so (not Python's int-conversion ValueError).
    with pytest.raises(grundy.LimitExceeded):
        Game("nim " + xt).remoteness()
    assert pair.analyze().value == Nimber(x ^ z)


@pytest.mark.parametrize("d", DIGITS)
def test_nimbers_and_messages_write_big_numbers(limit: int, d: int) -> None:
    x, xt = nines(d)
    z, _ = power(d)
    assert str(Nimber(x)) == "*" + xt and repr(Nimber(x)) == f"Nimber({xt})"
    assert Nimber(x) ^ Nimber(z) == Nimber(x ^ z) and Nimber(x) + x == Nimber(0)
    with pytest.raises(grundy.Unsupported, match="2\\^64"):
        Nimber(x) * 2
    with pytest.raises(ValueError, match=f"not -{xt}$"):
        Nimber(-x)
    with pytest.raises(ValueError, match=f"not {xt}$"):
        grundy.analyze("nim 1", max_work=x)
    with pytest.raises(ValueError, match=f"not {xt}$"):
        grundy.genus("kayles", x)
    assert str(grundy.Infinite([x, 0])) == f"∞(0,{xt})"
    game = Game("nim 1")
    refused = [
        lambda: grundy.table("kayles", x),
        lambda: grundy.plot("kayles", x),
        lambda: grundy.quotient("kayles", x),
        lambda: grundy.period("kayles", limit=x),
        lambda: game.computer_move(seed=x),
        lambda: game.remoteness(steps=x),
    ]
    for call in refused:
        with pytest.raises(ValueError, match=f"not {xt}$"):
            call()
    with pytest.raises(ValueError, match=f"not -{xt}$"):
        game.play((-x, "nim 0"))
    with pytest.raises(ValueError, match=f"not -{xt}$"):
        grundy.genus("kayles", 3)[0].gamma(-x)


def test_a_quotient_takes_big_heaps(limit: int) -> None:
    x, xt = nines(4400)
    q = grundy.quotient("kayles")
    assert q.proved and q.phi(x) == q.phi(71 + (x - 71) % 12)
    assert q.element([x, 3]) == q.phi(x) * q.phi(3)
    unproved = grundy.quotient("octal(0.15)", 14)
    with pytest.raises(ValueError, match=f"not heap {xt}: compute"):
        unproved.phi(x)


def test_documents_are_read_whole_whatever_the_limit(limit: int) -> None:
    # The JSON reader alone: numbers of every length around the pieces it
    # splits into, signed, inside a document.
    for d in (1, 511, 512, 513, 640, 641, 1024, 4300, 4301, 9999):
        n, text = nines(d)
        assert _bignum.loads(f'{{"a": [{text}, -{text}, 0]}}') == {"a": [n, -n, 0]}
        assert _bignum.to_int(text) == n and _bignum.to_text(n) == text
        assert _bignum.to_text(-n) == "-" + text
    assert _bignum.loads("[0, 1.5, null]") == [0, 1.5, None]


@given(st.integers(min_value=-(2**40000), max_value=2**40000))
def test_conversions_agree_with_python_unlimited(n: int) -> None:
    before = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)
    try:
        expected = str(n)
    finally:
        sys.set_int_max_str_digits(before)
    assert _bignum.to_text(n) == expected and _bignum.to_int(expected) == n
