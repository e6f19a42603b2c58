"""``grundy.genus``: Conway's genus of each heap of a heap ruleset, and its
class (tame, restive, wild), as ``grundy genus`` computes it.

The genus of a game G is g^γ0γ1γ2…: g its normal-play value, γ0 = G⁻(G)
its misère Grundy value, and γk the misère value of G plus k nim heaps of
size 2; the sequence γ0γ1… ends alternating, and the last two repeat for
ever (Conway, On Numbers and Games, ch. 12; Berlekamp, Conway and Guy,
Winning Ways, ch. 13). The engine reads it off the certified misère
quotient of the ruleset's heaps together with nim heaps (Lemma 1:
G⁻(Y) = m exactly when Y + *m is a misère P-position), ``misere/genus.rs``.

The extension module hands back ``grundy genus --json``'s document;
``GenusTable`` keeps it (``to_dict``) and reads it into ``HeapGenus``
values. Cost: the command line's, plus reading the JSON (linear in it).
"""

from __future__ import annotations

import copy
import operator
from dataclasses import dataclass
from typing import Any, Iterator, SupportsIndex

from . import _bignum, _grundy, _limits

__all__ = ["GenusTable", "HeapGenus", "genus"]


@dataclass(frozen=True)
class HeapGenus:
    """The genus of one heap: ``genus`` as written (``"4^146"``), ``normal``
    the normal-play value g, ``misere_value`` γ0 = G⁻ the misère Grundy
    value, ``misere`` the sequence γ0, γ1, … up to where it alternates,
    and ``tameness`` its class: ``"tame"`` (it and every position it
    reaches play like a Nim position), ``"restive"`` (its options are tame,
    it is not) or ``"wild"``."""

    heap: int
    genus: str
    normal: int
    misere_value: int
    misere: tuple[int, ...]
    tameness: str

    def gamma(self, k: int) -> int:
        """γk: the misère value of the heap plus ``k`` nim heaps of size 2
        (the last two of ``misere`` alternate for ever). O(1)."""
        k = operator.index(k)
        if k < 0:
            raise ValueError(f"gamma(): k is a non-negative number, not {_bignum.show(k)}")
        last = len(self.misere) - 1
        if k <= last:
            return self.misere[k]
        return self.misere[last - (k - last) % 2]


class GenusTable:
    """The answer of ``grundy.genus``: the genus of heaps 0..=``upto``.

    - ``heaps``: each heap's ``HeapGenus`` (also ``table[h]``, ``len``,
      iteration);
    - ``first_not_tame``: the first heap that is not tame, or None;
    - ``tame_for_every_heap``: proved by the genus sequence's periodicity
      (for Nim, whose table is misère Nim's closed form, by that);
    - ``period``, ``preperiod``, ``proved``: the genus sequence's period,
      proved or observed (None when none shows);
    - ``quotient_order``, ``nim_heaps``: the quotient by misère values it
      was read off, of the heaps with nim heaps up to ``nim_heaps``
      (``to_dict()`` also gives its ``cap``, ``searched_from``, the
      first heap whose genus was searched past it, or None, and
      ``closed_form``, true for Nim);
    - ``summary``: the command line's sentence; ``to_dict()`` its document.
    """

    __slots__ = ("_document", "heaps")

    def __init__(self, document: dict[str, Any]) -> None:
        self._document = document
        self.heaps: tuple[HeapGenus, ...] = tuple(
            HeapGenus(
                h["heap"], h["genus"], h["normal"], h["misere_value"], tuple(h["misere"]), h["class"]
            )
            for h in document["heaps"]
        )

    @property
    def ruleset(self) -> str:
        """The ruleset, as the engine writes it."""
        ruleset: str = self._document["ruleset"]
        return ruleset

    @property
    def upto(self) -> int:
        """The largest heap."""
        upto: int = self._document["upto"]
        return upto

    @property
    def first_not_tame(self) -> int | None:
        """The first heap that is not tame, or None."""
        heap: int | None = self._document["first_not_tame"]
        return heap

    @property
    def tame_for_every_heap(self) -> bool:
        """Whether every heap is tame, proved by the genus' periodicity."""
        tame: bool = self._document["tame_for_every_heap"]
        return tame

    @property
    def period(self) -> int | None:
        """The genus sequence's period (proved when ``proved``)."""
        period: int | None = self._document["period"]
        return period

    @property
    def preperiod(self) -> int | None:
        """The heap the genus sequence's period starts at."""
        preperiod: int | None = self._document["preperiod"]
        return preperiod

    @property
    def proved(self) -> bool:
        """Whether the period is proved (else observed up to ``upto``)."""
        proved: bool = self._document["proved"]
        return proved

    @property
    def quotient_order(self) -> int:
        """The order of the quotient the genus was read off."""
        order: int = self._document["quotient_order"]
        return order

    @property
    def nim_heaps(self) -> int:
        """The largest nim heap of that quotient."""
        nim_heaps: int = self._document["nim_heaps"]
        return nim_heaps

    @property
    def summary(self) -> str:
        """The command line's sentence: the first heap that is not tame,
        and the period."""
        summary: str = self._document["summary"]
        return summary

    def __getitem__(self, heap: int) -> HeapGenus:
        return self.heaps[heap]

    def __len__(self) -> int:
        return len(self.heaps)

    def __iter__(self) -> Iterator[HeapGenus]:
        return iter(self.heaps)

    def to_dict(self) -> dict[str, Any]:
        """``grundy genus RULESET UPTO --json``'s document, as
        ``json.loads`` reads it (a copy)."""
        return copy.deepcopy(self._document)

    def __repr__(self) -> str:
        return f"<GenusTable of {self.ruleset}, heaps 0..={self.upto}>"


def genus(ruleset: str, upto: SupportsIndex, **limits: int | str | None) -> GenusTable:
    """The genus of heaps 0..=``upto`` of the heap ruleset ``ruleset``, as
    ``grundy genus`` computes it: ``genus(r, n).to_dict()`` is
    ``grundy genus r n --json``'s document.

    Limits as keyword arguments (``max_table``, ``max_work``,
    ``max_memory``; see ``grundy.limits``). Raises ``ParseError``,
    ``BadInput`` (not a heap ruleset), ``LimitExceeded``; ``TypeError`` or
    ``ValueError`` for an argument of the wrong type or range. The GIL is
    released while the engine computes, and Ctrl-C stops it within a
    fraction of a second (``KeyboardInterrupt``).
    """
    if not isinstance(ruleset, str):
        raise TypeError(f"genus(): ruleset must be a str, not {type(ruleset).__name__}")
    if isinstance(upto, bool) or not isinstance(upto, SupportsIndex):
        raise TypeError(f"genus(): upto must be a whole number, not {type(upto).__name__}")
    largest = operator.index(upto)
    if not 0 <= largest < 2**64:
        raise ValueError(f"genus(): upto must be from 0 to 2**64 - 1, not {_bignum.to_text(largest)}")
    checked = _limits.check("genus", limits)
    return GenusTable(_bignum.loads(_grundy.genus(ruleset, largest, checked)))
