"""Values of games: ``Nimber`` (*n, the value of an impartial game under
normal play) and ``Infinite`` (∞(K), Smith's value of a position that can be
played for ever).

Nimbers form a field: addition is the nim-sum, XOR (``+``, ``-`` and ``^``
alike: every nimber is its own negative), multiplication Conway's nim
product (``*``), division by the nim inverse (``/``), computed by the
engine's ``nim_mul`` and ``nim_inv`` in the field of the nimbers below
2**64, which is closed under them (a product of nimbers past 2**64 raises
``Unsupported``). ``+`` and ``^`` take nimbers of any size. A plain
non-negative ``int`` is taken as the nimber it names: ``Nimber(3) * 2`` is
``Nimber(1)``. Nimbers are not ints (``Nimber(3) == 3`` is False), so that
no product is taken for an integer one by mistake; ``int(n)`` or
``operator.index(n)`` gives the number, and ``sorted`` orders them by it.

Cost: ``^`` is O(bits); ``*`` and ``/`` one call of the engine, a few table
look-ups per byte pair (benches/nim_product.rs).
"""

from __future__ import annotations

import operator
from typing import Iterable, SupportsIndex

from . import _bignum, _grundy
from .errors import Unsupported

__all__ = ["Nimber", "Infinite"]

_FIELD = 2**64


def _number(value: object) -> int | None:
    """The number of a nimber or non-negative int operand; None for any
    other type (so that Python tries the other operand)."""
    if isinstance(value, Nimber):
        return value._n
    if isinstance(value, int) and not isinstance(value, bool):
        if value < 0:
            raise ValueError(f"a nimber is a non-negative number, not {_bignum.to_text(value)}")
        return value
    return None


def _in_field(a: int, b: int, what: str) -> None:
    if a >= _FIELD or b >= _FIELD:
        raise Unsupported(f"the nim {what} of nimbers of 2^64 and more is not implemented")


class Nimber:
    """The nimber *n: ``Nimber(3)`` is *3, written ``*3`` by ``str``."""

    __slots__ = ("_n",)
    _n: int

    def __init__(self, n: SupportsIndex = 0) -> None:
        if isinstance(n, bool):
            raise TypeError("a nimber is made from a whole number, not a bool")
        number = operator.index(n)
        if number < 0:
            raise ValueError(f"a nimber is a non-negative number, not {_bignum.to_text(number)}")
        self._n = number

    def __index__(self) -> int:
        return self._n

    def __int__(self) -> int:
        return self._n

    def __bool__(self) -> bool:
        return self._n != 0

    def __hash__(self) -> int:
        return hash((Nimber, self._n))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Nimber):
            return self._n == other._n
        return NotImplemented

    def __lt__(self, other: Nimber) -> bool:
        if isinstance(other, Nimber):
            return self._n < other._n
        return NotImplemented

    def __le__(self, other: Nimber) -> bool:
        if isinstance(other, Nimber):
            return self._n <= other._n
        return NotImplemented

    def __gt__(self, other: Nimber) -> bool:
        if isinstance(other, Nimber):
            return self._n > other._n
        return NotImplemented

    def __ge__(self, other: Nimber) -> bool:
        if isinstance(other, Nimber):
            return self._n >= other._n
        return NotImplemented

    def __repr__(self) -> str:
        return f"Nimber({_bignum.to_text(self._n)})"

    def __str__(self) -> str:
        return "*" + _bignum.to_text(self._n)

    @property
    def outcome(self) -> str:
        """``"P"`` for *0 (the player to move loses), ``"N"`` otherwise."""
        return "P" if self._n == 0 else "N"

    # The nim-sum: XOR, under any of its three names.
    def __xor__(self, other: Nimber | int) -> Nimber:
        b = _number(other)
        if b is None:
            return NotImplemented
        return Nimber(self._n ^ b)

    __rxor__ = __xor__
    __add__ = __xor__
    __radd__ = __xor__
    __sub__ = __xor__
    __rsub__ = __xor__

    def __neg__(self) -> Nimber:
        return self

    def __pos__(self) -> Nimber:
        return self

    def __mul__(self, other: Nimber | int) -> Nimber:
        b = _number(other)
        if b is None:
            return NotImplemented
        _in_field(self._n, b, "product")
        return Nimber(_grundy.nim_mul(self._n, b))

    __rmul__ = __mul__

    def inverse(self) -> Nimber:
        """The nim inverse: ``n * n.inverse() == Nimber(1)``;
        ``ZeroDivisionError`` for *0."""
        _in_field(self._n, 0, "inverse")
        return Nimber(_grundy.nim_inv(self._n))

    def __truediv__(self, other: Nimber | int) -> Nimber:
        b = _number(other)
        if b is None:
            return NotImplemented
        return self * Nimber(b).inverse()

    def __rtruediv__(self, other: Nimber | int) -> Nimber:
        a = _number(other)
        if a is None:
            return NotImplemented
        return Nimber(a) * self.inverse()

    def __pow__(self, exponent: int) -> Nimber:
        """The nim power: repeated nim products (a negative exponent takes
        the inverse first); O(log exponent) products."""
        if isinstance(exponent, bool) or not isinstance(exponent, int):
            return NotImplemented
        base = self if exponent >= 0 else self.inverse()
        result, k = Nimber(1), abs(exponent)
        while k:
            if k & 1:
                result = result * base
            base = base * base
            k >>= 1
        return result


class Infinite:
    """Smith's value ∞(K) of a position that can be played for ever: K is
    the set of values of its options of finite value (``k``, sorted). The
    player to move wins (``outcome`` ``"N"``) when 0 is in K, by moving to
    a P-position; otherwise neither player can force a win (``"D"``)."""

    __slots__ = ("_k",)
    _k: tuple[int, ...]

    def __init__(self, k: Iterable[SupportsIndex]) -> None:
        numbers = sorted({operator.index(v) for v in k})
        if numbers and numbers[0] < 0:
            raise ValueError(f"K holds nimbers, which are non-negative, not {_bignum.to_text(numbers[0])}")
        self._k = tuple(numbers)

    @property
    def k(self) -> tuple[int, ...]:
        """K, sorted."""
        return self._k

    @property
    def outcome(self) -> str:
        """``"N"`` when 0 is in K, else ``"D"`` (a draw)."""
        return "N" if 0 in self._k else "D"

    def __hash__(self) -> int:
        return hash((Infinite, self._k))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Infinite):
            return self._k == other._k
        return NotImplemented

    def __repr__(self) -> str:
        return f"Infinite({list(self._k)})"

    def __str__(self) -> str:
        if not self._k:
            return "∞(∅)"
        return "∞(" + ",".join(_bignum.to_text(v) for v in self._k) + ")"
