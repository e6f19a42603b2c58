"""``grundy.Game``: a position being played, as a value.

A game is its description as the engine writes it (``str(game)``) and
whether it is played misère; the limits its questions may compute go with
it but are not part of its identity. It never changes: ``play`` returns
the game after the move. Every question is the web playground's
(``/api/v1/moves``, ``apply``, ``computer``), asked of the service through
the extension module: moves are listed and judged by the engine's ``Play``,
a typed move is checked against the rules (an illegal one raises
``IllegalMove`` with the rule), and the computer's move is drawn among
equally good ones by a seed, so games replay. Every question computes
with the GIL released, and Ctrl-C stops it within a fraction of a second
(``KeyboardInterrupt``).

Cost: each call parses the description again (linear in its length); the
rest is the engine's (``ARCHITECTURE.md``, ``analysis/play.rs``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from . import _bignum, _grundy, _limits
from ._grundy import REMOTENESS_STEPS
from ._analysis import Analysis, Move, Unlisted, analyze
from ._values import Nimber
from .errors import IllegalMove, LimitExceeded

__all__ = ["Game", "PlayedMove", "ComputerMove", "MoveList"]


@dataclass(frozen=True)
class PlayedMove(Move):
    """A legal move, judged: ``game`` is the whole game after it,
    ``winning`` whether it leaves the opponent a lost position, ``draws``
    whether it leaves a draw, and ``value`` the game's value after it
    (normal play, when finite and known)."""

    game: Game = field(compare=False)
    winning: bool = False
    draws: bool = False
    value: Nimber | None = None


@dataclass(frozen=True)
class ComputerMove(PlayedMove):
    """The computer's move, how it chose it (``strategy``: ``wins_soonest``,
    ``wins``, ``lasts_longest``, ``fewest_replies`` or ``holds_draw``) and
    why, in English (``why``)."""

    strategy: str = ""
    why: tuple[str, ...] = ()


class MoveList(list[PlayedMove]):
    """The legal moves of a position (at most 500): ``complete`` is False
    when more were left out, and ``unlisted`` names the components whose
    moves could not be listed (a heap of 10**30), and why."""

    complete: bool
    unlisted: list[Unlisted]


def _played(game: Game, entry: dict[str, Any]) -> dict[str, Any]:
    value = entry.get("value")
    return {
        "component": entry["component"],
        "before": entry["from"],
        "after": entry["to"],
        "game": Game._made(entry["game"], game.misere, game._limits),
        "winning": entry["winning"],
        "draws": entry["draws"],
        "value": None if value is None else Nimber(value),
    }


class Game:
    """The game ``game`` describes (``"nim 3 4 5 + kayles 7"``), played
    misère when ``misere`` (the player who cannot move wins). Limits as
    keyword arguments (``max_table``, ``max_search``, ``max_work``,
    ``max_memory``) bound every question asked of it.

    Games are values: equal when their descriptions (as the engine writes
    them) and their play are, hashable, and ordered by description. A
    description that does not parse raises ``ParseError``.
    """

    __slots__ = ("_description", "_misere", "_limits")

    _description: str
    _misere: bool
    _limits: dict[str, int | str | None]

    def __init__(self, game: str | Game, misere: bool = False, **limits: int | str | None) -> None:
        if isinstance(game, Game):
            game = game._description
        if not isinstance(game, str):
            raise TypeError(f"Game(): game must be a str, not {type(game).__name__}")
        _limits.check("Game", limits)
        self._description = _grundy.describe(game)
        self._misere = bool(misere)
        self._limits = dict(limits)

    @classmethod
    def _made(cls, description: str, misere: bool, limits: dict[str, int | str | None]) -> Game:
        """A game the engine wrote the description of (not parsed again)."""
        game = cls.__new__(cls)
        game._description = description
        game._misere = misere
        game._limits = limits
        return game

    @property
    def misere(self) -> bool:
        """Whether the player who cannot move wins."""
        return self._misere

    def _checked(self, function: str) -> tuple[int, int, int, int]:
        return _limits.check(function, self._limits)

    def moves(self) -> MoveList:
        """Every legal move (at most 500), each judged."""
        document = _bignum.loads(
            _grundy.moves(self._description, self._misere, self._checked("moves"))
        )
        moves = MoveList(PlayedMove(**_played(self, m)) for m in document["moves"])
        moves.complete = document["complete"]
        moves.unlisted = [
            Unlisted(u["component"], u["from"], u["reason"]) for u in document["unlisted"]
        ]
        return moves

    def play(self, move: Move | tuple[int, str]) -> Game:
        """The game after ``move``: a ``Move`` (from ``moves()``,
        ``analyze`` or made by hand: its ``before`` must be the component
        as it is now) or a pair ``(component, after)``, component counted
        from 0 and ``after`` what it becomes (``"nim 3"``, ``"kayles 2 4"``).

        Raises ``IllegalMove`` saying why when the rules do not allow it,
        ``ParseError`` (a caret under the column) when ``after`` does not
        parse.
        """
        if isinstance(move, Move):
            component, after, before = move.component, move.after, move.before
        elif isinstance(move, tuple) and len(move) == 2:
            (component, after), before = move, None
        else:
            raise TypeError(
                f"play(): move must be a Move or a pair (component, after), not {move!r}"
            )
        if isinstance(component, bool) or not isinstance(component, int):
            raise TypeError(f"play(): the component must be an int, not {_bignum.show(component)}")
        if component < 0:
            raise ValueError(f"play(): components are counted from 0, not {_bignum.show(component)}")
        if not isinstance(after, str):
            raise TypeError(f"play(): after must be a str, not {after!r}")
        played = _bignum.loads(
            _grundy.apply(
                self._description, self._misere, component, after, self._checked("play")
            )
        )
        if before is not None and before != played["from"]:
            if _grundy.describe(before) != played["from"]:
                raise IllegalMove(
                    f"component {component} of {self._description} is {played['from']}, "
                    f"not {before}"
                )
        return Game._made(played["game"], self._misere, self._limits)

    def computer_move(self, seed: int = 0) -> ComputerMove:
        """The computer's move: the fastest win, from a draw a move that
        keeps it, from a lost position the longest loss; ties drawn by
        ``seed``. Raises ``GameOver`` when there is no move."""
        if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**64:
            raise ValueError(f"computer_move(): seed must be an int from 0 to 2**64 - 1, not {_bignum.show(seed)}")
        chosen = _bignum.loads(
            _grundy.computer(self._description, self._misere, seed, self._checked("computer_move"))
        )
        return ComputerMove(
            **_played(self, chosen), strategy=chosen["strategy"], why=tuple(chosen["why"])
        )

    def remoteness(self, *, steps: int | None = None) -> int | None:
        """Smith's remoteness: how many moves the game lasts when the winner
        hurries and the loser delays (0 when it is over; under normal play
        odd exactly when the player to move wins), as the web playground
        shows it (the service's ``play::remoteness``). An exact retrograde
        search of the whole sum, at most ``steps`` steps (positions visited
        and options generated; by default the playground's 200,000, some
        60 ms, or ``max_search`` when smaller; at most ``max_search``), so
        its time and memory are O(steps).

        ``None`` when the game is a draw (play can go on for ever: Smith's
        remoteness is infinite). ``LimitExceeded`` when the search did not
        decide within its steps (its ``limit`` is ``"steps"``) or the
        game's limits. Ctrl-C stops it with ``KeyboardInterrupt``. Raises
        ``TypeError`` or ``ValueError`` for ``steps`` that is no whole
        number from 0 to ``max_search``."""
        limits = self._checked("remoteness")
        max_search = limits[1]
        if steps is None:
            steps = min(REMOTENESS_STEPS, max_search)
        if isinstance(steps, bool) or not isinstance(steps, int):
            raise TypeError(f"remoteness(): steps must be a whole number, not {type(steps).__name__}")
        if not 0 <= steps <= max_search:
            raise ValueError(
                f"remoteness(): steps must be from 0 to max_search ({max_search}), not {_bignum.show(steps)}"
            )
        try:
            return _grundy.remoteness(self._description, self._misere, steps, limits)
        except LimitExceeded as error:
            if error.limit is None:
                # The search's own steps ran out.
                error.keyword = "steps"
            raise

    @property
    def outcome(self) -> str:
        """Who wins with perfect play: ``"N"`` (the player to move), ``"P"``
        (the other) or ``"D"`` (neither can force a win)."""
        return _grundy.outcome(self._description, self._misere, self._checked("outcome"))

    @property
    def is_over(self) -> bool:
        """Whether the player to move has no move."""
        return _grundy.is_over(self._description, self._misere, self._checked("is_over"))

    def analyze(self, *, explain: bool = False) -> Analysis:
        """``grundy.analyze`` of this game, with its play and limits."""
        return analyze(self, misere=self._misere, explain=explain, compound=None, **self._limits)

    def _key(self) -> tuple[str, bool]:
        return (self._description, self._misere)

    def __str__(self) -> str:
        return self._description

    def __repr__(self) -> str:
        misere = ", misere=True" if self._misere else ""
        return f"Game({self._description!r}{misere})"

    def __hash__(self) -> int:
        return hash((Game, self._key()))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Game):
            return self._key() == other._key()
        return NotImplemented

    def __lt__(self, other: Game) -> bool:
        if isinstance(other, Game):
            return self._key() < other._key()
        return NotImplemented

    def __le__(self, other: Game) -> bool:
        if isinstance(other, Game):
            return self._key() <= other._key()
        return NotImplemented

    def __gt__(self, other: Game) -> bool:
        if isinstance(other, Game):
            return self._key() > other._key()
        return NotImplemented

    def __ge__(self, other: Game) -> bool:
        if isinstance(other, Game):
            return self._key() >= other._key()
        return NotImplemented
