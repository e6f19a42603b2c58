"""``grundy.quotient``: the misère quotient of a heap ruleset, as an object
to multiply in, as ``grundy quotient`` computes it.

A misère quotient (Plambeck, "Taming the wild in impartial combinatorial
games", INTEGERS 5 (2005) #G05; Plambeck and Siegel, "Misère quotients for
impartial games", JCTA 115 (2008)) is a finite commutative monoid Q with a
subset P, its P-portion, and a map Φ from heaps to Q, the pretending
function: a sum of heaps is lost for the player to move under misère play
exactly when the product of their elements lies in P. The engine computes
it heap by heap and certifies it after every heap (``ARCHITECTURE.md``,
``misere/quotient/``); it holds for heaps 0..=N, and for every heap once
Φ's periodicity is proved by the ruleset's periodicity theorem.

The extension module keeps the engine's quotient alive (``_grundy.Quotient``,
frozen); an ``Element`` is the engine's element number and its quotient, so
``e * f``, ``e ** n`` and ``q.element(heaps)`` are look-ups in the engine's
multiplication table. ``to_dict()`` is ``grundy quotient --json``'s document.
"""

from __future__ import annotations

import copy
import operator
from dataclasses import dataclass
from typing import Any, Iterable, NamedTuple, SupportsIndex

from . import _bignum, _grundy, _limits
from ._progress import ProgressCallback, Reporter

__all__ = ["Element", "Generator", "Growth", "MisereQuotient", "Relation", "quotient"]

# heaps=None: the stretches 64, 128, 256, until Φ's period is proved, and
# no further: the default cap, `grundy quotient RULESET --heaps 256`. Kayles'
# period is proved at 256 (0.75's, 0.07's sooner); a ruleset whose quotient
# is not proved by then is answered for heaps 0..=256, unproved, and more
# heaps are asked for by number. (octal(0.54): 1.4 s to heap 64, 58 s to
# 128, minutes to 256: the progress bar and Ctrl-C are for such runs.)
UNTIL_PERIODIC_HEAPS = 256

# The largest quotient whose multiplication table ``multiplication_table``
# gives (the extension module's limit).
TABLE_ORDER = 256

_U64 = 2**64


def _heap(value: object, function: str) -> int:
    """A heap size: a non-negative whole number (``TypeError``,
    ``ValueError``)."""
    if isinstance(value, bool) or not isinstance(value, SupportsIndex):
        raise TypeError(f"{function}(): a heap is a whole number, not {type(value).__name__}")
    heap = operator.index(value)
    if heap < 0:
        raise ValueError(f"{function}(): a heap is a non-negative number, not {_bignum.to_text(heap)}")
    return heap


class Element:
    """An element of a misère quotient ``q``: the class of every sum of
    heaps that no misère sum tells apart from it. Made by ``q.element``,
    ``q.phi`` and ``q.elements()``, never directly.

    ``e * f`` is the product (the class of the sum of the two sums),
    ``e ** n`` the power (``n`` a non-negative int of any size), ``e.is_p``
    whether the sums of its class are lost for the player to move (misère
    play), ``str(e)`` its normal form (``a²b``; ``e.ascii`` writes ``a^2b``,
    as ``grundy quotient --json`` does) and ``e.exponents`` that normal
    form as exponents of the generators. Elements are values: equal when
    they are the same element of the same quotient object, hashable.
    ``e.index`` is the engine's number of the element (0 the identity).
    """

    __slots__ = ("_quotient", "_x")
    _quotient: MisereQuotient
    _x: int

    def __init__(self, quotient: MisereQuotient, index: int) -> None:
        if not isinstance(quotient, MisereQuotient):
            raise TypeError("an Element belongs to a MisereQuotient")
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < quotient.order:
            raise ValueError(f"{index!r} is not an element of {quotient!r}")
        self._quotient = quotient
        self._x = index

    @property
    def quotient(self) -> MisereQuotient:
        """The quotient the element belongs to."""
        return self._quotient

    @property
    def index(self) -> int:
        """The engine's number of the element: 0 is the identity."""
        return self._x

    @property
    def is_p(self) -> bool:
        """Whether the element lies in the P-portion: the sums of heaps of
        its class are lost for the player to move, under misère play."""
        return self._quotient._handle.is_p(self._x)

    @property
    def exponents(self) -> tuple[int, ...]:
        """The normal form: the exponents of the generators (a, b, c, …) of
        the element's least monomial (by degree, then with larger powers of
        earlier generators first)."""
        return tuple(self._quotient._handle.normal_form(self._x))

    @property
    def ascii(self) -> str:
        """The normal form written as ``grundy quotient --json`` does:
        ``a^2b``, ``1`` for the identity."""
        return self._quotient._handle.name(self._x, True)

    def cycle(self) -> tuple[int, int]:
        """The least ``k`` and ``p`` ≥ 1 with ``e ** (k + p) == e ** k``:
        the powers of ``e`` repeat with period ``p`` from ``k``. O(k + p)."""
        k, p = self._quotient._handle.power_cycle(self._x)
        return k, p

    def _other(self, other: object) -> int | None:
        if not isinstance(other, Element):
            return None
        if other._quotient is not self._quotient:
            raise ValueError(
                f"{self!r} and {other!r} belong to different quotients, and do not multiply"
            )
        return other._x

    def __mul__(self, other: Element) -> Element:
        y = self._other(other)
        if y is None:
            return NotImplemented
        return Element(self._quotient, self._quotient._handle.mul(self._x, y))

    def __pow__(self, n: int) -> Element:
        """``e ** n``: O(log n) products; past 2**64, ``n`` is first reduced
        by the powers' cycle (``cycle()``)."""
        if isinstance(n, bool) or not isinstance(n, int):
            return NotImplemented
        if n < 0:
            raise ValueError(f"a misère quotient is a monoid: no negative powers, not {_bignum.to_text(n)}")
        if n >= _U64:
            k, p = self.cycle()
            n = k + (n - k) % p
        return Element(self._quotient, self._quotient._handle.power(self._x, n))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Element):
            return self._quotient is other._quotient and self._x == other._x
        return NotImplemented

    def __hash__(self) -> int:
        return hash((Element, id(self._quotient), self._x))

    def __str__(self) -> str:
        return self._quotient._handle.name(self._x, False)

    def __repr__(self) -> str:
        return f"Element({self})"


@dataclass(frozen=True)
class Generator:
    """A generator of the presentation: its ``name`` (``a``, ``b``, …,
    ``z``, then ``g27``, …), the ``heap`` whose element it is, and that
    ``element``."""

    name: str
    heap: int
    element: Element


@dataclass(frozen=True)
class Relation:
    """A relation of the presentation: the monomial ``left`` (exponents of
    the generators) equals the element ``right``, whose normal form is not
    ``left``. ``str`` writes it ``a³ = a``; ``ascii`` as
    ``grundy quotient --json`` does, ``a^3 = a``."""

    left: tuple[int, ...]
    right: Element

    @property
    def ascii(self) -> str:
        """``a^3 = a``."""
        return f"{_grundy.Quotient.monomial(list(self.left), True)} = {self.right.ascii}"

    def __str__(self) -> str:
        return f"{_grundy.Quotient.monomial(list(self.left), False)} = {self.right}"


class Growth(NamedTuple):
    """A heap where the quotient grew, and its order after that heap."""

    heap: int
    order: int


class MisereQuotient:
    """The misère quotient of a heap ruleset's heaps 0..=``heaps``,
    certified, as ``grundy quotient`` computes it (``grundy.quotient``).

    - ``order``: the number of elements; ``elements()`` all of them,
      ``one`` the identity (the empty sum);
    - ``p_portion``: the elements whose sums are misère P-positions (a
      tuple; ``to_dict()["p_portion"]`` is their count, as the command
      line's);
    - ``generators``, ``relations``: the presentation (``Generator``,
      ``Relation``): every element is a product of powers of the
      generators, and rewriting by the relations takes every such product
      to its normal form;
    - ``phi(heap)`` (or ``element(heap)``): the heap's element, the
      pretending function Φ; ``element([h1, h2, …])`` that of a sum;
    - ``is_p(element)``: whether its sums are lost for the player to move;
    - ``grew``: the heaps where the quotient grew (``Growth``);
    - ``proved``: Φ's periodicity is proved (``period`` and ``preperiod``),
      and the quotient holds for every heap (``covers``); otherwise it
      holds for heaps up to ``heaps``, and ``period`` is Φ's period as
      observed, if any;
    - ``multiplication_table()``, and ``to_dict()``: ``grundy quotient
      --json``'s document; ``str(q)`` its text.

    Immutable. Its elements belong to this object: two quotients computed
    apart are not equal, nor are their elements.
    """

    __slots__ = ("_handle", "_document", "_elements")
    _handle: _grundy.Quotient
    _document: dict[str, Any]
    _elements: tuple[Element, ...]

    def __init__(self, handle: _grundy.Quotient) -> None:
        if not isinstance(handle, _grundy.Quotient):
            raise TypeError("a MisereQuotient is made by grundy.quotient()")
        self._handle = handle
        self._document = _bignum.loads(handle.report(True))
        self._elements = tuple(Element(self, x) for x in range(handle.order))

    @property
    def ruleset(self) -> str:
        """The ruleset, as the engine writes it (``octal(0.77)`` is
        ``kayles``)."""
        return self._handle.ruleset

    @property
    def heaps(self) -> int:
        """N: the quotient is that of heaps 0..=N, certified on each."""
        return self._handle.heaps

    @property
    def order(self) -> int:
        """The number of elements."""
        return self._handle.order

    @property
    def one(self) -> Element:
        """The identity: the element of the empty sum (and of heap 0)."""
        return self._elements[0]

    @property
    def p_portion(self) -> tuple[Element, ...]:
        """The P-portion: the elements whose sums of heaps are lost for the
        player to move (misère play), by ``index``."""
        return tuple(self._elements[x] for x in self._handle.p_portion())

    @property
    def generators(self) -> tuple[Generator, ...]:
        """The generators of the presentation, in order: the heaps whose
        element is not generated by the elements of smaller generator
        heaps."""
        return tuple(
            Generator(name, heap, self._elements[x])
            for name, heap, x in self._handle.generators()
        )

    @property
    def relations(self) -> tuple[Relation, ...]:
        """The relations of the presentation: each monomial that is not a
        normal form while all its divisors are, equal to its element."""
        return tuple(
            Relation(tuple(left), self._elements[x]) for left, x in self._handle.relations()
        )

    @property
    def grew(self) -> tuple[Growth, ...]:
        """Every heap where the quotient grew, with its order after it."""
        return tuple(Growth(heap, order) for heap, order in self._handle.grew())

    @property
    def proved(self) -> bool:
        """Whether Φ's periodicity is proved: the quotient is then that of
        every heap of the ruleset."""
        return self._handle.proved

    @property
    def period(self) -> int | None:
        """Φ's period: proved when ``proved``, else as observed on heaps
        0..=N (or None when none shows)."""
        period: int | None = self._document["period"]
        return period

    @property
    def preperiod(self) -> int | None:
        """The heap Φ's period starts at (see ``period``)."""
        preperiod: int | None = self._document["preperiod"]
        return preperiod

    @property
    def summary(self) -> str:
        """The command line's sentence on the heaps the quotient holds for,
        and why."""
        summary: str = self._document["summary"]
        return summary

    def covers(self, heap: int) -> bool:
        """Whether the quotient holds for ``heap``: ``heap`` ≤ N, or Φ's
        proved periodicity reaches it."""
        return self.proved or _heap(heap, "covers") <= self.heaps

    def phi(self, heap: int) -> Element:
        """Φ(``heap``): the heap's element (past N by Φ's proved period).
        ``ValueError`` for a heap the quotient does not cover. O(1)."""
        h = _heap(heap, "phi")
        if not self.proved and h > self.heaps:
            raise ValueError(
                f"the misère quotient of {self.ruleset} holds for heaps up to {self.heaps} "
                f"(Φ's period is not proved), not heap {_bignum.to_text(h)}: compute it with more heaps"
            )
        if h >= _U64:
            preperiod, period = self.preperiod, self.period
            assert preperiod is not None and period is not None
            h = preperiod + (h - preperiod) % period
        return self._elements[self._handle.phi(h)]

    def element(self, heaps: int | Iterable[int]) -> Element:
        """The element of a heap (an int), or of the sum of heaps (an
        iterable of ints): the product of their elements. O(1) per heap."""
        if isinstance(heaps, SupportsIndex) and not isinstance(heaps, bool):
            return self.phi(heaps)
        if isinstance(heaps, (str, bytes)) or not isinstance(heaps, Iterable):
            raise TypeError(
                f"element(): a heap or an iterable of heaps, not {type(heaps).__name__}"
            )
        x = 0
        for heap in heaps:
            x = self._handle.mul(x, self.phi(heap)._x)
        return self._elements[x]

    def elements(self) -> list[Element]:
        """Every element, by ``index`` (the identity first)."""
        return list(self._elements)

    def is_p(self, element: Element) -> bool:
        """Whether ``element`` lies in the P-portion (``element.is_p``)."""
        if not isinstance(element, Element):
            raise TypeError(f"is_p(): an Element, not {type(element).__name__}")
        if element._quotient is not self:
            raise ValueError(f"{element!r} is an element of another quotient")
        return element.is_p

    def multiplication_table(self) -> list[list[Element]]:
        """The products of every two elements, a row per element (by
        ``index``): for quotients of at most 256 elements (``ValueError``
        past that). O(order²)."""
        return [[self._elements[x] for x in row] for row in self._handle.table()]

    def to_dict(self) -> dict[str, Any]:
        """``grundy quotient RULESET --heaps N --json``'s document, as
        ``json.loads`` reads it (a copy)."""
        return copy.deepcopy(self._document)

    def __str__(self) -> str:
        return self._handle.report(False)

    def __repr__(self) -> str:
        return (
            f"<MisereQuotient of {self.ruleset}, heaps 0..={self.heaps}: order {self.order}, "
            f"P-portion of {len(self._handle.p_portion())}>"
        )

    def _repr_html_(self) -> str:
        from . import _html

        return _html.quotient(self)

    def _repr_latex_(self) -> str:
        from . import _html

        return _html.presentation_latex(self)


def quotient(
    ruleset: str,
    heaps: int | None = None,
    *,
    progress: bool | ProgressCallback | None = None,
    **limits: int | str | None,
) -> MisereQuotient:
    """The misère quotient of the heap ruleset ``ruleset`` (``"kayles"``,
    ``"dawson"``, ``"octal(0.75)"``), as ``grundy quotient`` computes it:
    ``quotient(r, n).to_dict()`` is ``grundy quotient r --heaps n --json``'s
    document.

    ``heaps``: the largest heap N (at least 1); the quotient is that of
    heaps 0..=N, certified on each, and of every heap when Φ's periodicity
    is proved on them. ``None``: heaps 0..=64, then 0..=128, then 0..=256
    (the default cap, ``UNTIL_PERIODIC_HEAPS``), stopping as soon as Φ's
    periodicity is proved (then ``heaps`` is where it stopped: the
    document is ``--heaps`` of it); check ``proved``: past the cap the
    quotient is that of heaps 0..=256, unproved, and more heaps are asked
    for by number (the command line has no default: ``--heaps`` is
    required).

    ``progress``: ``True`` for a bar (tqdm's when installed, else a line
    on standard error), or a function called with ``(heaps certified,
    heaps aimed at)`` at most every 50 ms; ``None`` or ``False`` for
    nothing. Ctrl-C stops the computation within a fraction of a second
    (``KeyboardInterrupt``), as it stops ``table`` and ``period``.

    Limits as keyword arguments (``max_table`` bounds the heaps,
    ``max_work`` the steps, ``max_memory`` the bytes; see
    ``grundy.limits``). Raises ``ParseError`` for a ruleset that does not
    parse, ``BadInput`` for one that is not a heap ruleset,
    ``LimitExceeded``, ``Unsupported`` when the engine finds no quotient
    past some heap within its candidates (Dawson's Kayles past heap 29, so
    ``heaps=None`` raises it there); ``TypeError`` or ``ValueError`` for an
    argument of the wrong type or range. The GIL is released while the
    engine computes; the cost is the command line's (``ARCHITECTURE.md``,
    ``misere/quotient/``), plus O(N) to read its document.
    """
    if not isinstance(ruleset, str):
        raise TypeError(f"quotient(): ruleset must be a str, not {type(ruleset).__name__}")
    if heaps is None:
        upto, until_periodic = UNTIL_PERIODIC_HEAPS, True
    else:
        upto, until_periodic = _heap(heaps, "quotient"), False
        if not 1 <= upto < _U64:
            raise ValueError(f"quotient(): heaps must be from 1 to 2**64 - 1, not {_bignum.show(upto)}")
    checked = _limits.check("quotient", limits)
    with Reporter(progress, f"quotient of {ruleset}", unit="heaps") as reporter:
        handle = _grundy.quotient(ruleset, upto, until_periodic, checked, reporter.callback)
    return MisereQuotient(handle)
