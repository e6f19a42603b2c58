"""``grundy.analyze``: who wins a game, its value and every winning move,
as ``grundy analyze`` answers, normal or misère.

The extension module hands back ``grundy analyze --json``'s document,
written by the service's own function; ``Analysis`` keeps it (``to_dict``
returns it) and reads its fields into Python values: ``Nimber`` or
``Infinite``, ``Move`` and ``Unlisted``. Cost: the command line's, plus
reading the JSON, linear in its size.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any, Literal, TYPE_CHECKING, overload

from . import _bignum, _grundy, _limits
from ._values import Infinite, Nimber

if TYPE_CHECKING:
    from ._game import Game

__all__ = [
    "Analysis",
    "CompoundAnalysis",
    "CompoundComponent",
    "Move",
    "Reason",
    "Unlisted",
    "analyze",
]


@dataclass(frozen=True)
class Move:
    """A move: component ``component`` (from 0) of a game, written
    ``before``, becomes ``after`` (a description, of any number of
    components: ``kayles 2 4``)."""

    component: int
    before: str
    after: str

    def to_dict(self) -> dict[str, Any]:
        """The move as the command line's JSON writes it."""
        return {"component": self.component, "from": self.before, "to": self.after}

    def __str__(self) -> str:
        return f"{self.before} → {self.after}"


@dataclass(frozen=True)
class Unlisted:
    """A component whose moves were not listed (``reason``: a limit, a
    question not answered), in place of its moves."""

    component: int
    before: str
    reason: str


@dataclass(frozen=True)
class Reason:
    """One reason of an explanation, as data: ``component`` (from 0) is the
    component it explains, or ``None`` for the sum; ``id`` says what kind of
    reason it is: a message of the engine's catalogue (``"closed-form"``,
    ``"table"``, ``"periodic"``, ``"beatty-pair"``, ``"mex"``,
    ``"misere-quotient"``, …) or the sum's rule (``"nim-sum"``,
    ``"smith-rule"``); ``args`` the values it is written with (strings, such
    as ``"*3"`` or a heap, and ``int`` counts); ``text`` the reason in
    words. ``docs/json.md`` lists the fields."""

    component: int | None
    id: str
    args: dict[str, str | int] = field(hash=False)
    text: str

    def __str__(self) -> str:
        return self.text


def _value(document: dict[str, Any]) -> Nimber | Infinite | None:
    if document.get("infinite") is not None:
        return Infinite(document["infinite"])
    if document.get("nimber") is not None:
        return Nimber(document["nimber"])
    return None


def _reasons(document: dict[str, Any]) -> list[Reason] | None:
    """The reasons of an answer with ``explain=True``, else ``None``."""
    if "reasons" not in document:
        return None
    return [Reason(r["component"], r["id"], dict(r["args"]), r["text"]) for r in document["reasons"]]


def _move(entry: dict[str, Any]) -> Move:
    return Move(entry["component"], entry["from"], entry["to"])


class Analysis:
    """The answer of ``grundy.analyze``.

    - ``outcome``: ``"N"`` (the player to move wins), ``"P"`` (the other
      player does) or ``"D"`` (a draw: neither can force a win);
    - ``value``: the game's ``Nimber`` under normal play, its ``Infinite``
      value when a component can be played for ever, or ``None`` when not
      known (misère play; one component whose value is past a limit,
      whose outcome is known all the same);
    - ``winning_moves``: every winning move, as ``Move``\\ s; from a draw,
      ``drawing_moves``: every move that keeps it;
    - ``unlisted``: the components whose moves could not be listed, and why;
    - ``explanation``: with ``explain=True``, the command line's lines of
      ``--explain`` (each component's value and its reason, the nim-sum in
      binary); otherwise ``None``;
    - ``reasons``: with ``explain=True``, the same reasons as data
      (``Reason``\ s: each component's, then the sum's rule); otherwise
      ``None``.
    """

    __slots__ = (
        "_document",
        "outcome",
        "value",
        "winning_moves",
        "drawing_moves",
        "unlisted",
        "explanation",
        "reasons",
    )

    def __init__(self, document: dict[str, Any]) -> None:
        self._document = document
        self.outcome: str = document["outcome"]
        self.value: Nimber | Infinite | None = _value(document)
        self.winning_moves: list[Move] = [_move(m) for m in document["winning_moves"]]
        self.drawing_moves: list[Move] = [_move(m) for m in document.get("drawing_moves", [])]
        self.unlisted: list[Unlisted] = [
            Unlisted(u["component"], u["from"], u["reason"]) for u in document["unlisted"]
        ]
        self.explanation: list[str] | None = document.get("explanation")
        self.reasons: list[Reason] | None = _reasons(document)

    def to_dict(self) -> dict[str, Any]:
        """``grundy analyze --json``'s document, as ``json.loads`` reads it
        (a copy; its integers of any length, whatever
        ``sys.get_int_max_str_digits()`` says)."""
        return copy.deepcopy(self._document)

    def __repr__(self) -> str:
        value = "" if self.value is None else f", value={self.value}"
        moves = self.drawing_moves if self.outcome == "D" else self.winning_moves
        return f"<Analysis outcome={self.outcome}{value}, {len(moves)} moves>"

    def _repr_html_(self) -> str:
        """The analysis as HTML, for Jupyter (``_html.analysis``)."""
        from . import _html

        return _html.analysis(self)


@dataclass(frozen=True)
class CompoundComponent:
    """One component of a compound and what decides it in every compound,
    under both plays: its Grundy values (``sg``, ``misere_sg``), its
    remoteness (``remoteness``, ``misere_remoteness``; the conjunctive
    compound's), its suspense number (``suspense``, ``misere_suspense``;
    the continued one's), and whether it has ``ended`` (no move)."""

    component: int
    before: str
    sg: int
    misere_sg: int
    remoteness: int
    misere_remoteness: int
    suspense: int
    misere_suspense: int
    ended: bool

    @classmethod
    def _read(cls, c: dict[str, Any]) -> CompoundComponent:
        """A component of the service's JSON (``from`` is ``before``)."""
        return cls(
            c["component"],
            c["from"],
            c["sg"],
            c["misere_sg"],
            c["remoteness"],
            c["misere_remoteness"],
            c["suspense"],
            c["misere_suspense"],
            c["ended"],
        )


class CompoundAnalysis:
    """The answer of ``grundy.analyze(game, compound=...)`` for a compound
    other than the sum (``docs/compounds.md``).

    - ``outcome``: ``"N"`` or ``"P"``;
    - ``compound``: its name (``"continued"`` for ``"every"``);
    - ``components``: each ``CompoundComponent``;
    - ``winning_count``: how many winning moves there are;
    - ``winning_moves``: the first 500, each a list of ``Move``\\ s, one for
      each component that moves (the others stay);
    - ``explanation`` and ``reasons``: with ``explain=True``, as for
      ``Analysis``; otherwise ``None``.
    """

    __slots__ = (
        "_document",
        "outcome",
        "compound",
        "components",
        "winning_count",
        "winning_moves",
        "explanation",
        "reasons",
    )

    def __init__(self, document: dict[str, Any]) -> None:
        self._document = document
        self.outcome: str = document["outcome"]
        self.compound: str = document["compound"]
        self.components: list[CompoundComponent] = [
            CompoundComponent._read(c) for c in document["components"]
        ]
        self.winning_count: int = document["winning_count"]
        self.winning_moves: list[list[Move]] = [
            [_move(m) for m in entry["moves"]] for entry in document["winning_moves"]
        ]
        self.explanation: list[str] | None = document.get("explanation")
        self.reasons: list[Reason] | None = _reasons(document)

    def to_dict(self) -> dict[str, Any]:
        """``grundy analyze --json --compound NAME``'s document (a copy)."""
        return copy.deepcopy(self._document)

    def __repr__(self) -> str:
        return (
            f"<CompoundAnalysis {self.compound} outcome={self.outcome}, "
            f"{self.winning_count} winning moves>"
        )


@overload
def analyze(
    game: str | Game,
    *,
    misere: bool | None = None,
    explain: bool = False,
    compound: Literal["disjunctive", "sum"] | None = None,
    **limits: int | str | None,
) -> Analysis: ...


@overload
def analyze(
    game: str | Game,
    *,
    misere: bool | None = None,
    explain: bool = False,
    compound: Literal["conjunctive", "continued", "every", "selective", "shortened"],
    **limits: int | str | None,
) -> CompoundAnalysis: ...


def analyze(
    game: str | Game,
    *,
    misere: bool | None = None,
    explain: bool = False,
    compound: str | None = None,
    **limits: int | str | None,
) -> Analysis | CompoundAnalysis:
    """Who wins ``game`` (a description such as ``"nim 3 4 5 + kayles 7"``,
    or a ``Game``), its value, and every winning move, as
    ``grundy analyze --json`` answers: ``analyze(g).to_dict()`` is its
    document.

    ``misere``: the player who cannot move wins (a ``Game``'s own play by
    default). ``explain``: the command line's ``--explain`` lines in
    ``explanation``, and the reasons as data in ``reasons``. ``compound``:
    how the components are played together, as ``--compound`` says
    (``"conjunctive"``, ``"continued"`` or ``"every"``, ``"selective"``,
    ``"shortened"``), answered as a ``CompoundAnalysis``; ``None`` or
    ``"disjunctive"`` is the sum. Limits as keyword arguments (``max_table``,
    ``max_search``, ``max_work``, ``max_memory``; see ``grundy.limits``).

    Raises ``ParseError`` (with a caret under the column), ``LimitExceeded``
    (naming the limit), ``Unsupported``, ``BadInput``; ``TypeError`` or
    ``ValueError`` for an argument of the wrong type or range. The GIL is
    released while the engine computes, and Ctrl-C stops it within a
    fraction of a second (``KeyboardInterrupt``).
    """
    from ._game import Game

    if isinstance(game, Game):
        text = str(game)
        misere = game.misere if misere is None else misere
    elif isinstance(game, str):
        text = game
    else:
        raise TypeError(f"analyze(): game must be a str or a Game, not {type(game).__name__}")
    if compound is not None and not isinstance(compound, str):
        raise TypeError(f"analyze(): compound must be a str, not {type(compound).__name__}")
    checked = _limits.check("analyze", limits)
    name = compound or "disjunctive"
    document = _bignum.loads(_grundy.analyze(text, bool(misere), bool(explain), name, checked))
    if "compound" in document:
        return CompoundAnalysis(document)
    return Analysis(document)
