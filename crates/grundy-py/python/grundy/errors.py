"""The exceptions of grundy: one class per kind of problem the engine and
its service report (``grundy_service::Kind``), all under ``GrundyError``.

Each carries ``detail``, the message exactly as the command line prints it
after ``error:`` (a parse error's caret diagram included), and the
attributes of its kind. They are raised by the extension module, which
picks the class by the problem's kind; this module only defines them.

========================  =====================================================
class                     raised when
========================  =====================================================
``ParseError``            a description, ruleset or move does not parse:
                          ``line``, ``column`` (1-based, in characters) and
                          ``offset`` (in bytes of UTF-8) say where, and the
                          message shows the text with a caret under it
``BadInput``              other input that cannot be used: a file a
                          description names, a game graph with a cycle
``LimitExceeded``         a computation past a limit: ``limit`` is the keyword
                          argument that raises it (``"max_search"``,
                          ``"steps"``), ``flag``
                          the command line's (``"--max-search"``), ``what`` what
                          was being computed and ``value`` the limit
``Unsupported``           a question the engine does not answer (misère play
                          of Hackenbush, a nim product of nimbers past 2**64)
``IllegalMove``           a move the rules do not allow, saying why
``GameOver``              a move asked of a game that is over
``Interrupted``           the computation was asked to stop
``InternalError``         a bug in grundy (an engine panic among them); the
                          interpreter goes on
========================  =====================================================

``ParseError`` and ``BadInput`` are also ``ValueError``\\ s, as Python's own
parsers' errors are.
"""

from __future__ import annotations

from typing import Any

__all__ = [
    "GrundyError",
    "BadInput",
    "ParseError",
    "LimitExceeded",
    "Unsupported",
    "IllegalMove",
    "GameOver",
    "Interrupted",
    "InternalError",
]


class GrundyError(Exception):
    """A question grundy could not answer, and why (``detail``)."""

    detail: str

    def __init__(self, detail: str, **attributes: Any) -> None:
        super().__init__(detail)
        self.detail = detail
        for name, value in attributes.items():
            setattr(self, name, value)


class BadInput(GrundyError, ValueError):
    """Input that cannot be used, not at one place of a text."""


class ParseError(BadInput):
    """A description, ruleset or move that does not parse; the message is
    the command line's, with the text and a caret under ``column``."""

    line: int
    column: int
    offset: int


# The command line's flag of each limit, and the keyword argument here.
_KEYWORDS = {
    "--max-table": "max_table",
    "--max-search": "max_search",
    "--max-work": "max_work",
    "--max-memory": "max_memory",
}


class LimitExceeded(GrundyError):
    """A computation past a limit, refused before it started where its cost
    was known, or stopped when it reached the limit."""

    what: str
    value: str
    flag: str | None
    #: The keyword argument of the call itself that raises the limit
    #: (``Game.remoteness``'s ``steps``), when it is not one of the four.
    keyword: str | None = None

    @property
    def limit(self) -> str | None:
        """The keyword argument that raises the limit (``"max_search"``,
        or ``"steps"`` for ``Game.remoteness``), when the message names
        one."""
        return self.keyword or _KEYWORDS.get(self.flag or "")

    def __str__(self) -> str:
        if self.limit is None:
            return self.detail
        return f"{self.detail}\n  (in Python: raise it with {self.limit}=N)"


class Unsupported(GrundyError):
    """A question the engine does not answer (yet)."""


class IllegalMove(GrundyError):
    """A move the rules do not allow; the message says why."""


class GameOver(IllegalMove):
    """A move asked of a game that is over: the player to move has none."""


class Interrupted(GrundyError):
    """The computation was asked to stop, and did."""


class InternalError(GrundyError):
    """Something that should not happen: a bug in grundy."""
