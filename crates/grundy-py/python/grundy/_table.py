"""``grundy.table``, ``grundy.plot`` and ``grundy.rules``: the values of a
ruleset as ``grundy table`` computes them, its picture as ``grundy plot``
draws it, and the catalogue as ``grundy rules`` lists it.

A heap ruleset's table is a ``grundy.Table`` (the extension module's
class, src/table.rs): G(0..=N) in one buffer of the narrowest unsigned
width that holds them (1, 2, 4 or 8 bytes), which ``memoryview(t)`` and
``numpy.asarray(t)`` read without a copy (numpy is not needed otherwise).
Tables that are no flat sequence of numbers are read from the command
line's JSON: ``LoopyTable`` (``windup``, ``addtake``: values ∞(K) where
play can go on for ever) and ``WythoffTable`` (``wythoff``: positions are
pairs; its P-positions).
"""

from __future__ import annotations

import copy
from typing import Any, Iterator, overload

from . import _bignum, _grundy, _limits
from ._grundy import Table
from ._progress import ProgressCallback, Reporter
from ._values import Infinite, Nimber

__all__ = ["LoopyTable", "Plot", "Table", "WythoffTable", "plot", "rules", "table"]


def _gamma(value: Any) -> Nimber | Infinite:
    if isinstance(value, dict):
        return Infinite(value["infinite"])
    return Nimber(value)


class LoopyTable:
    """γ(0..=N) of a game whose moves may cycle (``windup(7; 2,3)``,
    ``addtake(…)``), as ``grundy table`` gives them: ``t[n]`` is a
    ``Nimber``, or ``Infinite`` (∞(K)) where play can go on for ever;
    ``p_positions`` and ``draws`` the positions of each kind. No numeric
    buffer: ∞(K) is no number (``numpy.asarray`` makes an array of
    objects)."""

    __slots__ = ("_document", "ruleset", "values", "p_positions", "draws")

    def __init__(self, document: dict[str, Any]) -> None:
        self._document = document
        self.ruleset: str = document["ruleset"]
        self.values: list[Nimber | Infinite] = [_gamma(v) for v in document["values"]]
        self.p_positions: list[int] = list(document["p_positions"])
        self.draws: list[int] = list(document["draws"])

    def __len__(self) -> int:
        return len(self.values)

    @overload
    def __getitem__(self, index: int) -> Nimber | Infinite: ...
    @overload
    def __getitem__(self, index: slice) -> list[Nimber | Infinite]: ...
    def __getitem__(self, index: int | slice) -> Any:
        return self.values[index]

    def __iter__(self) -> Iterator[Nimber | Infinite]:
        return iter(self.values)

    def to_dict(self) -> dict[str, Any]:
        """``grundy table RULESET --json``'s document (a copy)."""
        return copy.deepcopy(self._document)

    def __repr__(self) -> str:
        return f"<LoopyTable {self.ruleset} γ(0..={len(self) - 1}), {len(self.draws)} draws>"


class WythoffTable:
    """Wythoff's game, whose positions are pairs: ``p_positions`` are its
    P-positions (a_k, b_k) = (⌊kφ⌋, ⌊kφ²⌋) with a_k ≤ N, by k (with their
    mirror images, every P-position whose smaller pile is at most N);
    ``values`` the grid G(a, b) for a, b ≤ N, a row per a, when asked
    (``values=True``, N at most 100), else ``None``."""

    __slots__ = ("_document", "ruleset", "p_positions", "values")

    def __init__(self, document: dict[str, Any]) -> None:
        self._document = document
        self.ruleset: str = document["ruleset"]
        self.p_positions: list[tuple[int, int]] = [(a, b) for a, b in document["p_positions"]]
        self.values: list[list[int]] | None = document.get("values")

    def to_dict(self) -> dict[str, Any]:
        """``grundy table wythoff --upto N --json``'s document (a copy)."""
        return copy.deepcopy(self._document)

    def __repr__(self) -> str:
        return f"<WythoffTable {len(self.p_positions)} P-positions>"


def table(
    ruleset: str,
    upto: int | None = None,
    *,
    values: bool = False,
    progress: bool | ProgressCallback | None = False,
    **limits: int | str | None,
) -> Table | LoopyTable | WythoffTable:
    """The table ``grundy table RULESET --upto N`` gives:
    ``table(r, n).to_dict()`` is its ``--json`` document.

    - a heap ruleset (``"kayles"``, ``"octal(0.137)"``,
      ``"subtract(1,3,4)"``): a ``Table`` of G(0..=upto), indexed by heap
      (``t[n]`` a ``Nimber``, as ``Analysis.value``), with ``p_positions``,
      ``period`` (the periodicity the table states: proved by its values
      or by the command line's fixed search, else observed; see
      ``Table.period``) and the buffer protocol (``numpy.asarray(t)``, no
      copy, dtype uint8/16/32/64);
    - ``windup``/``addtake``: a ``LoopyTable`` (every position by default);
    - ``"wythoff"``: a ``WythoffTable`` of its P-positions (``values=True``:
      G(a, b) for a, b ≤ upto too, upto at most 100).

    Limits as keyword arguments (``max_table`` bounds ``upto``). Memory: the
    engine's table (8 bytes a value, short when a period is proved) and the
    buffer, built from it once (O(upto)). ``progress`` as for
    ``grundy.period``; Ctrl-C stops the computation with
    ``KeyboardInterrupt``. Raises ``ParseError``, ``BadInput`` (no
    ``upto``), ``LimitExceeded``.
    """
    if not isinstance(ruleset, str):
        raise TypeError(f"table(): ruleset must be a str, not {type(ruleset).__name__}")
    if upto is not None:
        if isinstance(upto, bool) or not isinstance(upto, int):
            raise TypeError(f"table(): upto must be a whole number, not {type(upto).__name__}")
        if not 0 <= upto < 2**64:
            raise ValueError(f"table(): upto must be from 0 to 2**64 - 1, not {_bignum.show(upto)}")
    checked = _limits.check("table", limits)
    with Reporter(progress, f"table {ruleset}") as reporter:
        made = _grundy.table(ruleset, upto, bool(values), checked, reporter.callback)
    if isinstance(made, Table):
        return made
    document = _bignum.loads(made)
    if "draws" in document:
        return LoopyTable(document)
    return WythoffTable(document)


class Plot:
    """G(0..=N) of a heap ruleset drawn as ``grundy plot RULESET --upto N
    -o FILE.svg`` draws it: ``svg`` is that document (English labels),
    shown by Jupyter (``_repr_svg_``); ``save(path)`` writes it."""

    __slots__ = ("ruleset", "upto", "svg")

    def __init__(self, ruleset: str, upto: int, svg: str) -> None:
        self.ruleset = ruleset
        self.upto = upto
        self.svg = svg

    def _repr_svg_(self) -> str:
        return self.svg

    def save(self, path: str) -> None:
        """Writes the SVG document to ``path``."""
        with open(path, "w", encoding="utf-8") as file:
            file.write(self.svg)

    def __repr__(self) -> str:
        return f"<Plot {self.ruleset} G(0..={self.upto})>"


def plot(
    ruleset: str,
    upto: int,
    *,
    progress: bool | ProgressCallback | None = False,
    **limits: int | str | None,
) -> Plot:
    """The picture of G(0..=upto) of a heap ruleset (P-positions in black;
    for take-and-break games the rare values in red; a dashed line where a
    period starts), as ``grundy plot`` draws it to an SVG file. At most
    200,000 points (``BadInput`` past them, before computing). Limits,
    ``progress`` and Ctrl-C as for ``grundy.table``."""
    if not isinstance(ruleset, str):
        raise TypeError(f"plot(): ruleset must be a str, not {type(ruleset).__name__}")
    if isinstance(upto, bool) or not isinstance(upto, int):
        raise TypeError(f"plot(): upto must be a whole number, not {type(upto).__name__}")
    if not 0 <= upto < 2**64:
        raise ValueError(f"plot(): upto must be from 0 to 2**64 - 1, not {_bignum.show(upto)}")
    checked = _limits.check("plot", limits)
    with Reporter(progress, f"plot {ruleset}") as reporter:
        svg = _grundy.plot_svg(ruleset, upto, checked, reporter.callback)
    return Plot(ruleset, upto, svg)


def rules(name: str | None = None) -> Any:
    """The catalogue of rulesets, as ``grundy rules --json`` lists it: a
    list of dicts (``name``, ``syntax``, ``rule``, ``example``,
    ``aliases``, ``title``, ``rules``, ``worked_position``,
    ``worked_example``, ``strategy``), English texts; with ``name`` (a
    name or an alias, any case), that ruleset's dict
    (``grundy rules NAME --json``). ``BadInput`` for an unknown name."""
    if name is not None and not isinstance(name, str):
        raise TypeError(f"rules(): name must be a str or None, not {type(name).__name__}")
    return _bignum.loads(_grundy.rules_json(name))
