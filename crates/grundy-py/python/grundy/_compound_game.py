"""``grundy.CompoundGame``: a compound being played, as a value.

A compound is a game whose components are played together otherwise than
as a sum (``docs/compounds.md``): ``conjunctive`` (every component moves;
over when one has ended), ``continued`` or ``every`` (every component that
can still move moves: Every-SG), ``selective`` (any one or more move) and
``shortened`` (selective, over when one has ended). A move names what each
component that moves becomes. Every question is the web playground's
(``/api/v1/play?compound=…``, ``computer?compound=…``), asked of the
service through the extension module, with the GIL released and Ctrl-C
honoured.

Cost: each question values every component over the positions it reaches
(the engine's ``CompoundAnalysis``, within ``max_search``), then reads the
answer from those values in O(components); the winning moves are found
component by component, never by listing the product of their moves.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Union

from . import _bignum, _grundy, _limits
from ._analysis import CompoundAnalysis, CompoundComponent, Move, analyze

__all__ = ["CompoundGame", "CompoundMove"]

_NAMES = {
    "conjunctive": "conjunctive",
    "continued": "continued",
    "every": "continued",
    "selective": "selective",
    "shortened": "shortened",
}

#: What ``CompoundGame.play`` takes: what components (from 0) become, as a
#: mapping or pairs, or the ``Move``\ s of a winning move.
MoveLike = Union[Mapping[int, str], Iterable[Union[tuple[int, str], Move]]]


@dataclass(frozen=True)
class CompoundMove:
    """A move of a compound: ``moves``, one ``Move`` for each component
    that moves (the others stay); ``game``, the compound after it;
    ``winning``, whether it leaves the opponent a lost position; ``said``,
    the move in words."""

    moves: tuple[Move, ...]
    game: CompoundGame
    winning: bool
    said: str


def _moves(entries: list[dict[str, Any]]) -> tuple[Move, ...]:
    return tuple(Move(m["component"], m["from"], m["to"]) for m in entries)


class CompoundGame:
    """The game ``game`` describes, its components played together as
    ``compound`` (one of the names above), misère when ``misere``. A
    component may be a group, ``[kayles 1 2]``, a sum played as one
    component. Limits as keyword arguments bound every question.

    Compounds are values: equal when their descriptions, compounds and
    plays are, and hashable. A description that does not parse raises
    ``ParseError``; a game no compound takes (a component that can come
    back to a position, or that has a rule of its own) raises
    ``Unsupported`` when it is first asked a question.
    """

    __slots__ = ("_description", "_compound", "_misere", "_limits", "_position")

    _description: str
    _compound: str
    _misere: bool
    _limits: dict[str, int | str | None]
    _position: dict[str, Any] | None

    def __init__(
        self, game: str, compound: str, misere: bool = False, **limits: int | str | None
    ) -> None:
        if not isinstance(game, str):
            raise TypeError(f"CompoundGame(): game must be a str, not {type(game).__name__}")
        if not isinstance(compound, str):
            raise TypeError(
                f"CompoundGame(): compound must be a str, not {type(compound).__name__}"
            )
        if compound not in _NAMES:
            raise ValueError(
                "CompoundGame(): compound must be conjunctive, continued (or every), "
                f"selective or shortened, not {compound!r} (the sum is grundy.Game)"
            )
        _limits.check("CompoundGame", limits)
        self._description = _grundy.describe(game)
        self._compound = _NAMES[compound]
        self._misere = bool(misere)
        self._limits = dict(limits)
        self._position = None

    @classmethod
    def _made(cls, description: str, like: CompoundGame) -> CompoundGame:
        game = cls.__new__(cls)
        game._description = description
        game._compound = like._compound
        game._misere = like._misere
        game._limits = like._limits
        game._position = None
        return game

    @property
    def compound(self) -> str:
        """The compound's name (``"continued"`` for ``"every"``)."""
        return self._compound

    @property
    def misere(self) -> bool:
        """Whether the player who cannot move wins."""
        return self._misere

    def _checked(self, function: str) -> tuple[int, int, int, int]:
        return _limits.check(function, self._limits)

    def _line(self, moves: list[list[tuple[int, str]]], function: str) -> dict[str, Any]:
        document: dict[str, Any] = _bignum.loads(
            _grundy.compound_line(
                self._description, self._compound, self._misere, moves, self._checked(function)
            )
        )
        return document

    def position(self) -> dict[str, Any]:
        """The position as the playground shows it
        (``/api/v1/play?compound=…``'s ``position``, ``docs/json.md``): the
        rule with what decides it here, each component with its values, its
        drawings and its options, and the first winning moves (a copy)."""
        if self._position is None:
            self._position = self._line([], "position")["position"]
        return dict(self._position)

    @property
    def outcome(self) -> str:
        """``"N"`` when the player to move wins, else ``"P"``."""
        outcome: str = self.position()["outcome"]
        return outcome

    @property
    def is_over(self) -> bool:
        """Whether no move is left (conjunctive and shortened: a component
        has ended; continued and selective: all have)."""
        over: bool = self.position()["over"]
        return over

    @property
    def components(self) -> list[CompoundComponent]:
        """Each component with what decides it in every compound."""
        return [CompoundComponent._read(c) for c in self.position()["components"]]

    def options(self, component: int) -> list[str]:
        """What component ``component`` (from 0) can become in one move, as
        descriptions (at most 500 listed)."""
        components = self.position()["components"]
        if isinstance(component, bool) or not isinstance(component, int):
            raise TypeError(f"options(): the component must be an int, not {component!r}")
        if not 0 <= component < len(components):
            raise ValueError(
                f"options(): there is no component {component}: the game has {len(components)}"
            )
        return [o["to"] for o in components[component]["options"]]

    def analyze(self, *, explain: bool = False) -> CompoundAnalysis:
        """``grundy.analyze`` of this compound: every winning move."""
        answer = analyze(  # type: ignore[call-overload]
            self._description,
            misere=self._misere,
            explain=explain,
            compound=self._compound,
            **self._limits,
        )
        assert isinstance(answer, CompoundAnalysis)
        return answer

    def play(self, move: MoveLike) -> CompoundGame:
        """The compound after ``move``: what the components that move
        become, as ``{0: "kayles 2", 1: "nim 0"}``, as pairs
        ``[(0, "kayles 2"), (1, "nim 0")]``, or as a winning move's
        ``Move``\\ s (``analyze().winning_moves[0]``). Components count from
        0. Raises ``IllegalMove`` saying why when the compound's rule or a
        component's rules do not allow it."""
        pairs: list[tuple[int, str]] = []
        items = move.items() if isinstance(move, Mapping) else move
        for item in items:
            if isinstance(item, Move):
                component, after = item.component, item.after
            elif isinstance(item, tuple) and len(item) == 2:
                component, after = item
            else:
                raise TypeError(
                    f"play(): each part of a move must be a Move or a pair (component, after), not {item!r}"
                )
            if isinstance(component, bool) or not isinstance(component, int) or component < 0:
                raise TypeError(f"play(): a component must be an int from 0, not {component!r}")
            if not isinstance(after, str):
                raise TypeError(f"play(): after must be a str, not {after!r}")
            pairs.append((component, after))
        line = self._line([pairs], "play")
        return CompoundGame._made(line["line"][0]["game"], self)

    def computer_move(self) -> CompoundMove:
        """The computer's move: the first winning move when there is one,
        otherwise one that makes the game last (each component to its
        option of greatest remoteness or suspense number, or one component
        moving in the selective compounds). Raises ``GameOver`` when the
        game is over."""
        chosen = _bignum.loads(
            _grundy.compound_computer(
                self._description, self._compound, self._misere, self._checked("computer_move")
            )
        )
        return CompoundMove(
            _moves(chosen["moves"]),
            CompoundGame._made(chosen["game"], self),
            chosen["winning"],
            chosen["said"],
        )

    def _key(self) -> tuple[str, str, bool]:
        return (self._description, self._compound, self._misere)

    def __str__(self) -> str:
        return self._description

    def __repr__(self) -> str:
        misere = ", misere=True" if self._misere else ""
        return f"CompoundGame({self._description!r}, {self._compound!r}{misere})"

    def __hash__(self) -> int:
        return hash((CompoundGame, self._key()))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, CompoundGame):
            return self._key() == other._key()
        return NotImplemented
