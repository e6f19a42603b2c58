"""Whole numbers of any size across the package's edge, whatever
``sys.get_int_max_str_digits()`` says.

Since Python 3.11, ``int(text)`` and ``str(n)`` refuse decimal numbers of
more than 4,300 digits (``sys.set_int_max_str_digits``, a guard against
quadratic conversions of untrusted text). The engine's numbers have no such
bound: ``nim 99…9`` with 10,000 nines is a heap, and its value is as long.
So the package converts them itself, locally, never through the global
setting (which is process-wide, so changing it is neither thread-safe nor
ours to do):

- ``loads(document)`` is ``json.loads`` of the engine's JSON with
  ``parse_int=to_int``; every document the extension module hands back is
  read through it.
- ``to_int(text)``: decimal digits to an int, splitting the text in halves
  down to pieces of at most 512 digits, which ``int`` converts under any
  setting (its smallest is 640 digits), joined by ``hi * 10**k + lo``:
  O(M(n) log n) for n digits, M Karatsuba's multiplication
  (10,000 digits in under a millisecond, 10⁶ in about 3 s).
- ``to_text(n)``: an int to decimal digits, splitting its bits in halves
  down to pieces of at most 1,500 bits (452 digits), each converted by
  ``decimal.Decimal`` and joined in decimal arithmetic at full precision
  (``hi * 2**k + lo``, exact: only products and sums), so that it is
  O(M(n) log n) too (libmpdec's number-theoretic multiplication; 10⁶
  digits in about 1.5 s, where ``str`` with the limit lifted is
  quadratic). Used wherever the package writes a number it did not read as
  text: ``str`` and ``repr`` of ``Nimber``, messages naming a heap.
"""

from __future__ import annotations

import decimal
import json
from typing import Any

__all__ = ["loads", "show", "to_int", "to_text"]

# Pieces ``int`` converts under any setting of the limit (640 at least).
_DIGITS = 512
_BITS = 1500  # below 10**452
_POWERS_OF_TEN: dict[int, int] = {}


def _ten_to(k: int) -> int:
    power = _POWERS_OF_TEN.get(k)
    if power is None:
        power = _POWERS_OF_TEN[k] = 10**k
    return power


def to_int(text: str) -> int:
    """The int a JSON integer's text names (``-`` and decimal digits), of
    any length."""
    if len(text) <= _DIGITS:
        return int(text)
    if text[0] == "-":
        return -to_int(text[1:])
    k = len(text) // 2
    return to_int(text[:-k]) * _ten_to(k) + to_int(text[-k:])


def to_text(n: int) -> str:
    """``str(n)`` for an int of any size."""
    if n < 0:
        return "-" + to_text(-n)
    if n.bit_length() <= _BITS:
        return str(n)
    with decimal.localcontext() as context:
        context.prec = decimal.MAX_PREC
        context.Emax = decimal.MAX_EMAX
        context.Emin = decimal.MIN_EMIN
        context.traps[decimal.Inexact] = True
        powers: dict[int, decimal.Decimal] = {}

        def two_to(k: int) -> decimal.Decimal:
            power = powers.get(k)
            if power is None:
                half = k // 2
                power = decimal.Decimal(2) ** k if k <= 64 else two_to(half) * two_to(k - half)
                powers[k] = power
            return power

        def convert(m: int, bits: int) -> decimal.Decimal:
            if bits <= _BITS:
                return decimal.Decimal(m)
            k = bits // 2
            high = m >> k
            return convert(high, bits - k) * two_to(k) + convert(m - (high << k), k)

        return format(convert(n, n.bit_length()), "f")


def loads(document: str) -> Any:
    """``json.loads`` of the engine's JSON, its integers of any length."""
    return json.loads(document, parse_int=to_int)


def show(value: object) -> str:
    """``repr(value)`` for a message, an int (not a bool) of any size
    written whole."""
    if isinstance(value, int) and not isinstance(value, bool):
        return to_text(value)
    return repr(value)
