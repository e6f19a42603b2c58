"""grundy: impartial combinatorial games in Python.

The Sprague-Grundy engine of the ``grundy`` command line, as a package:
the same answers, the same messages, the same limits.

>>> import grundy
>>> a = grundy.analyze("nim 3 4 5")
>>> a.outcome, a.value
('N', Nimber(2))
>>> a.winning_moves[0]
Move(component=0, before='nim 3', after='nim 1')
>>> g = grundy.Game("nim 3 4 5").play((0, "nim 1"))
>>> g.outcome
'P'
>>> grundy.Nimber(2) * grundy.Nimber(3)
Nimber(1)

Every computing call takes the limits as keyword arguments (``max_table``,
``max_search``, ``max_work``, ``max_memory``: bytes, or a str as
``--max-memory`` takes it, ``"512M"``, ``"2G"``), with the command line's
defaults (``grundy.limits()``), and releases the GIL while the engine
computes. Errors are the classes of ``grundy.errors``, under
``GrundyError``.
"""

from __future__ import annotations

from . import _limits, errors
from ._analysis import (
    Analysis,
    CompoundAnalysis,
    CompoundComponent,
    Move,
    Reason,
    Unlisted,
    analyze,
)
from ._compound_game import CompoundGame, CompoundMove
from ._game import ComputerMove, Game, MoveList, PlayedMove
from ._genus import GenusTable, HeapGenus, genus
from ._quotient import Element, Generator, Growth, MisereQuotient, Relation, quotient
from ._period import Periodicity, Theorem, period
from ._ruleset import Checked, Counterexample, Ruleset, check
from ._table import LoopyTable, Plot, Table, WythoffTable, plot, rules, table
from ._values import Infinite, Nimber
from .errors import (
    BadInput,
    GameOver,
    GrundyError,
    IllegalMove,
    InternalError,
    Interrupted,
    LimitExceeded,
    ParseError,
    Unsupported,
)

__all__ = [
    "Analysis",
    "BadInput",
    "CompoundAnalysis",
    "CompoundGame",
    "CompoundMove",
    "CompoundComponent",
    "ComputerMove",
    "Element",
    "Game",
    "GameOver",
    "Generator",
    "GenusTable",
    "Growth",
    "GrundyError",
    "HeapGenus",
    "IllegalMove",
    "Infinite",
    "InternalError",
    "Interrupted",
    "LimitExceeded",
    "Move",
    "MisereQuotient",
    "MoveList",
    "Nimber",
    "ParseError",
    "PlayedMove",
    "Reason",
    "Relation",
    "Unlisted",
    "Unsupported",
    "analyze",
    "errors",
    "genus",
    "limits",
    "quotient",
    # Tables, periods, plots and the catalogue.
    "LoopyTable",
    "Periodicity",
    "Plot",
    "Table",
    "Theorem",
    "WythoffTable",
    "period",
    "plot",
    "rules",
    "table",
    # Games users write.
    "Checked",
    "Counterexample",
    "Ruleset",
    "check",
]


def limits() -> dict[str, int]:
    """The default limits, as the keyword arguments every computing call
    takes: the command line's (``max_memory`` half of the memory available
    when first asked, at most 4 GiB)."""
    return _limits.defaults()
