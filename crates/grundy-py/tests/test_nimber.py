"""Nimber arithmetic: the nim-sum is XOR, and the nim product makes the
nimbers below 2**64 a field; both held to their definitions by the mex on
small nimbers, and to the field's laws by hypothesis."""

from __future__ import annotations

import functools
import operator

import pytest
from hypothesis import given, strategies as st

import grundy
from grundy import Infinite, Nimber

nimbers = st.integers(0, 2**64 - 1).map(Nimber)
nonzero = st.integers(1, 2**64 - 1).map(Nimber)


def mex(values: set[int]) -> int:
    n = 0
    while n in values:
        n += 1
    return n


@functools.cache
def mex_sum(a: int, b: int) -> int:
    """a ⊕ b by its definition: the mex of the sums with one side smaller."""
    return mex({mex_sum(x, b) for x in range(a)} | {mex_sum(a, y) for y in range(b)})


@functools.cache
def mex_product(a: int, b: int) -> int:
    """a ⊗ b by Conway's definition: mex of a'b ⊕ ab' ⊕ a'b'."""
    return mex(
        {
            mex_product(x, b) ^ mex_product(a, y) ^ mex_product(x, y)
            for x in range(a)
            for y in range(b)
        }
    )


def test_small_nimbers_follow_the_definitions() -> None:
    for a in range(16):
        for b in range(16):
            assert Nimber(a) + Nimber(b) == Nimber(mex_sum(a, b)), (a, b)
            assert Nimber(a) * Nimber(b) == Nimber(mex_product(a, b)), (a, b)
    # Fermat 2-powers square to 3/2 of themselves: 2⊗2 = 3, 4⊗4 = 6, 16⊗16 = 24.
    assert [Nimber(f) * Nimber(f) for f in (2, 4, 16)] == [Nimber(3), Nimber(6), Nimber(24)]


@given(nimbers, nimbers)
def test_the_nim_sum_is_xor(a: Nimber, b: Nimber) -> None:
    assert a ^ b == a + b == a - b == Nimber(int(a) ^ int(b))
    assert a + a == Nimber(0) and -a == a


@given(nimbers, nimbers, nimbers)
def test_the_product_is_commutative_associative_and_distributive(
    a: Nimber, b: Nimber, c: Nimber
) -> None:
    assert a * b == b * a
    assert (a * b) * c == a * (b * c)
    assert a * (b ^ c) == (a * b) ^ (a * c)
    assert a * Nimber(1) == a and a * Nimber(0) == Nimber(0)
    assert int(a * b) < 2**64


@given(nonzero, nonzero)
def test_every_nonzero_nimber_has_an_inverse(a: Nimber, b: Nimber) -> None:
    assert a * a.inverse() == Nimber(1)
    assert (a * b) / b == a
    assert a**-1 == a.inverse() and a**3 == a * a * a and a**0 == Nimber(1)


def test_ints_are_taken_as_nimbers() -> None:
    assert Nimber(3) * 2 == 2 * Nimber(3) == Nimber(1)
    assert sum([Nimber(3), Nimber(4), Nimber(5)], Nimber(0)) == Nimber(2)
    assert 1 / Nimber(2) == Nimber(3)
    with pytest.raises(ValueError):
        Nimber(3) ^ -1
    with pytest.raises(ValueError):
        Nimber(-1)
    with pytest.raises(TypeError):
        Nimber(3) * 1.5  # type: ignore[operator]
    with pytest.raises(ZeroDivisionError):
        Nimber(3) / Nimber(0)


def test_nimbers_are_values_not_ints() -> None:
    assert Nimber(3) != 3 and hash(Nimber(3)) == hash(Nimber(3))
    assert sorted([Nimber(5), Nimber(2)]) == [Nimber(2), Nimber(5)]
    assert (str(Nimber(7)), repr(Nimber(7)), operator.index(Nimber(7))) == ("*7", "Nimber(7)", 7)
    assert Nimber(0).outcome == "P" and Nimber(4).outcome == "N" and not Nimber(0)


def test_products_past_the_field_are_unsupported() -> None:
    assert Nimber(2**64) ^ Nimber(1) == Nimber(2**64 + 1)
    with pytest.raises(grundy.Unsupported, match="2\\^64"):
        Nimber(2**64) * Nimber(2)


def test_the_engines_values_add_as_nimbers() -> None:
    # The value of a sum of heaps is the nim-sum of the heaps' values.
    for a, b in [(3, 5), (12, 9), (20, 7)]:
        whole = grundy.analyze(f"kayles {a} {b}").value
        assert whole == grundy.analyze(f"kayles {a}").value ^ grundy.analyze(f"kayles {b}").value


def test_infinite_values() -> None:
    assert Infinite([2, 0, 2]).k == (0, 2) and str(Infinite([2, 0])) == "∞(0,2)"
    assert str(Infinite([])) == "∞(∅)" and Infinite([]).outcome == "D"
    assert Infinite([0]).outcome == "N" and Infinite([1]) == Infinite((1,))
    with pytest.raises(ValueError):
        Infinite([-1])
