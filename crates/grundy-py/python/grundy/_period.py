"""``grundy.period``: a ruleset's values computed until their period is
proved, as ``grundy period`` computes them, and ``Periodicity``, what it
found, with the theorem that proves it and ``verify``, a check of the
theorem's condition in plain Python.

The extension module runs the command line's run (the service's
``period::run``) and hands back ``grundy period --json``'s document, and
beside it what the document words only in sentences: how the periodicity
is known, the ruleset's theorem and its parameters, and the values the
proof used. Cost: the command line's run; ``verify`` is O(values needed),
plus O(values) for all-but games.
"""

from __future__ import annotations

import copy
import dataclasses
import operator
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Iterable, SupportsIndex

from . import _bignum, _grundy, _limits
from ._progress import ProgressCallback, Reporter
from .errors import Unsupported

__all__ = ["Periodicity", "Theorem", "period"]

# `grundy period`'s default --max-work, ten times the other commands':
# long runs are its purpose.
PERIOD_MAX_WORK = 100_000_000_000


@dataclass(frozen=True)
class Theorem:
    """A theorem that turns agreement on a finite stretch of G(0), G(1), …
    into a proof that the sequence is periodic for ever (the engine's
    ``PeriodTheorem``, crates/grundy/src/theory/period.rs):

    - ``"subtraction"`` (``max_move`` k, the largest move): if
      G(n+p) = G(n) for e ≤ n < e+p+k, then for all n ≥ e;
    - ``"take-break"`` (``last_digit`` t, the most counters a move removes,
      and ``most_heaps`` h, the most heaps a move leaves): the octal
      periodicity theorem of Guy and Smith: if G(n+p) = G(n) for
      e ≤ n < N, then for all n ≥ e, where with e' = max(e, 1)
      N = e+p+t (h ≤ 1), h·e'+(h−1)·p+t (h ≥ 2: 2e'+p+t for two heaps);
    - ``"all-but"`` (``excluded`` |X| and ``max_excluded`` k, the largest
      of X): all-but subtraction games, arithmetic periods allowed (the
      statement and its proof: ``PeriodTheorem::proves``).

    ``text`` is the command line's sentence naming it.
    """

    name: str
    parameters: dict[str, int] = field(hash=False)
    text: str = field(compare=False)

    def values_needed(self, preperiod: int, period: int) -> int:
        """How many values G(0..N) the theorem needs to judge a preperiod
        and a period."""
        e, p = preperiod, period
        if self.name == "subtraction":
            return e + 2 * p + self.parameters["max_move"]
        if self.name == "all-but":
            return e + p + self.parameters["max_excluded"]
        return self._agreement_end(e, p) + p

    def _agreement_end(self, e: int, p: int) -> int:
        """Take-and-break games: agreement for e ≤ n < N proves it for ever."""
        t, h, e1 = self.parameters["last_digit"], self.parameters["most_heaps"], max(e, 1)
        if h <= 1:
            return e + p + t
        return h * e1 + (h - 1) * p + t

    def check(self, values: Iterable[SupportsIndex], preperiod: int, period: int, saltus: int = 0) -> int | None:
        """Whether ``values`` (G(0), G(1), …) meet the theorem's condition
        for G(n+p) = G(n) + s for all n ≥ e; if so, the number of values
        G(0..N) the proof reads, else ``None``. O(values needed), plus
        O(len(values)) for all-but games."""
        g = [operator.index(v) for v in values]
        e, p, s = preperiod, period, saltus
        if p < 1 or e < 0 or s < 0 or len(g) < self.values_needed(e, p):
            return None

        def agree(m: int) -> bool:
            return g[m + p] == g[m] + s

        if self.name in ("subtraction", "take-break"):
            if self.name == "subtraction":
                end = e + p + self.parameters["max_move"]
            else:
                end = self._agreement_end(e, p)
            return end + p if s == 0 and all(agree(m) for m in range(e, end)) else None
        n0 = _all_but_start(g, e, p, s, self.parameters["excluded"], self.parameters["max_excluded"])
        if n0 is None or n0 + p > len(g):
            return None
        used = n0 + p
        present = set(g[:used])
        ok = all(agree(m) for m in range(e, n0)) and all(w in present for w in range(s))
        return used if ok else None


def _all_but_start(g: list[int], e: int, p: int, s: int, excluded: int, k: int) -> int | None:
    """The least n₀ ≥ e + k that condition (2) of the all-but theorem
    allows, or None: for every v with D(v) ≠ 0, where
    D(v) = #{m < e+p : G(m) = v+s} − #{m < e : G(m) = v}, either v occurs
    more than |X| times below e+k and v+s below e+k+p, or s > 0 and every
    heap of value v lies below n₀ − k and every heap of value v+s below
    n₀ + p − k (heaps past the preperiod located by the periodicity)."""
    d: dict[int, int] = {}
    for v in g[: e + p]:
        if v >= s:
            d[v - s] = d.get(v - s, 0) + 1
    for v in g[:e]:
        d[v] = d.get(v, 0) - 1

    below_start, below_shifted = Counter(g[: e + k]), Counter(g[: e + k + p])

    def last_heap(w: int) -> int | None:
        # Past the preperiod: G(m0 + j·p) = G(m0) + j·s for e ≤ m0 < e+p.
        periodic = [m0 + (w - g[m0]) // s * p for m0 in range(e, e + p) if w >= g[m0] and (w - g[m0]) % s == 0]
        if periodic:
            return max(periodic)
        return next((m for m in range(e - 1, -1, -1) if g[m] == w), None)

    start = e + k
    for v in sorted(v for v, diff in d.items() if diff != 0):
        if below_start[v] > excluded and below_shifted[v + s] > excluded:
            continue
        if s == 0:
            return None
        last_v, last_shifted = last_heap(v), last_heap(v + s)
        if last_v is None or last_shifted is None:
            return None
        start = max(start, last_v + k + 1, last_shifted + k + 1 - p)
    return start


@dataclass(frozen=True)
class Periodicity:
    """A ruleset's periodicity: for every n ≥ ``preperiod``,
    G(n + ``period``) = G(n) + ``saltus`` (ordinary addition; a saltus of 0
    is ordinary periodicity).

    - ``period``, ``preperiod``, ``saltus``: ``None`` when no period showed;
    - ``proved``: it holds for every heap; otherwise it was only observed
      in the values (and is never used to extrapolate);
    - ``evidence``: ``"closed form"`` (the ruleset's formula),
      ``"theorem"`` (``theorem``'s condition met by the values G(0..N),
      N = ``values_used``), ``"observed"``, or ``None``;
    - ``theorem``: the ``Theorem`` that proves periods of the ruleset, when
      it has one (whether or not it proved this one);
    - ``values_computed`` and ``stopped``: from ``grundy.period``, how many
      values the run computed, and why it stopped without a proof (a
      limit), if it did (``None`` for a table's periodicity);
    - ``proof`` and ``summary``: the command line's sentences.
    """

    ruleset: str
    period: int | None
    preperiod: int | None
    saltus: int | None
    proved: bool
    evidence: str | None
    theorem: Theorem | None
    values_used: int | None
    values_computed: int | None
    stopped: str | None
    proof: str | None
    summary: str
    _document: dict[str, Any] = field(repr=False, compare=False, hash=False)

    @classmethod
    def _from_document(cls, document: dict[str, Any], stated: tuple[Any, ...]) -> Periodicity:
        """Built from ``grundy period --json``'s document (or a table's
        fields of it) and what the extension module states beside it:
        ``(evidence, values_used, theorem as (name, parameters, text))``."""
        evidence, used, theorem = stated
        return cls(
            ruleset=document["ruleset"],
            period=document["period"],
            preperiod=document["preperiod"],
            saltus=document["saltus"],
            proved=document["proved"],
            evidence=evidence,
            theorem=None if theorem is None else Theorem(*theorem),
            values_used=used,
            values_computed=document.get("values_computed"),
            stopped=document.get("stopped"),
            proof=document.get("proof"),
            summary=document["summary"],
            _document=document,
        )

    def to_dict(self) -> dict[str, Any]:
        """``grundy period RULESET --json``'s document (a copy); for a
        table's periodicity, the fields of it a table knows (no
        ``values_computed``, no ``stopped``)."""
        return copy.deepcopy(self._document)

    def verify(self, values: Iterable[SupportsIndex]) -> bool:
        """Whether ``values`` (G(0), G(1), …: a list, a ``grundy.Table``, a
        numpy array) meet the theorem's condition for this periodicity, in
        plain Python (``Theorem.check``): for a proved period, enough
        values from ``grundy.table`` return True; for a wrong period, or
        too few values, False. ``Unsupported`` when no theorem can judge it
        (no periodicity, a closed form, a ruleset without a theorem)."""
        if self.period is None or self.preperiod is None or self.saltus is None:
            raise Unsupported(f"{self.ruleset}: no periodicity to verify")
        if self.evidence == "closed form":
            raise Unsupported(
                f"{self.ruleset}: the period follows from the ruleset's closed form, "
                "not from a condition on values"
            )
        if self.theorem is None:
            raise Unsupported(f"{self.ruleset}: no theorem proves periods of this ruleset")
        checked = self.theorem.check(values, self.preperiod, self.period, self.saltus)
        return checked is not None

    def replace(self, **changes: Any) -> Periodicity:
        """A copy with ``changes`` (``p.replace(period=13)``), e.g. to see
        ``verify`` reject a wrong period."""
        return dataclasses.replace(self, **changes)

    def __str__(self) -> str:
        return self.summary


def period(
    ruleset: str,
    *,
    limit: int | None = None,
    progress: bool | ProgressCallback | None = False,
    **limits: int | str | None,
) -> Periodicity:
    """The values of ``ruleset`` (``"kayles"``, ``"octal(0.137)"``,
    ``"subtract(1,3,4)"``) computed until their period is proved, as
    ``grundy period`` computes them: ``period(r).to_dict()`` is
    ``grundy period r --json``'s document.

    ``limit``: the most values to compute (without it, take-and-break
    games go on while a proof may still come within ``max_work`` and
    ``max_memory``; other rulesets stop at 16,777,216). Limits as keyword
    arguments; ``max_work`` defaults to ``grundy period``'s 10**11 steps
    (a minute or two), the others as everywhere (``grundy.limits()``).

    ``progress``: ``True`` shows a bar (tqdm when installed, else a line
    on standard error); a function is called with ``(values computed,
    values aimed at)`` at most every 50 ms (take-and-break games report
    as they go; other rulesets are computed in one go).

    Ctrl-C stops the run within a fraction of a second with
    ``KeyboardInterrupt``; the GIL is released meanwhile. Raises
    ``ParseError``, ``LimitExceeded`` (a limit that stops the run before
    any answer), ``BadInput``; a run stopped at a limit without a proof
    returns what the values show, with ``stopped`` saying which.
    """
    if not isinstance(ruleset, str):
        raise TypeError(f"period(): ruleset must be a str, not {type(ruleset).__name__}")
    if limit is not None:
        if isinstance(limit, bool) or not isinstance(limit, int):
            raise TypeError(f"period(): limit must be a whole number or None, not {type(limit).__name__}")
        if not 0 <= limit < 2**64:
            raise ValueError(f"period(): limit must be from 0 to 2**64 - 1, not {_bignum.show(limit)}")
    given = dict(limits)
    if given.get("max_work") is None:
        given["max_work"] = PERIOD_MAX_WORK
    checked = _limits.check("period", given)
    with Reporter(progress, f"period {ruleset}") as reporter:
        document, stated = _grundy.period(ruleset, limit, checked, reporter.callback)
    return Periodicity._from_document(_bignum.loads(document), stated)
