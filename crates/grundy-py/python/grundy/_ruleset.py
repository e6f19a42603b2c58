"""``grundy.Ruleset``: a game a user writes as a Python function, played
as ``rule(NAME)`` in any description as a rule file is, and
``grundy.check``: a formula conjectured for a rule, checked against its
exact values (对拍), as ``grundy check`` checks it.

A ruleset's function takes a position's numbers (one parameter each) and
returns its options, in the shapes a rule file's ``moves`` returns
(docs/rules.md):

- for a rule on one number ``n``: each option a heap (``n - 1``), a
  ``range`` of heaps (``range(n)``: every heap below n), or a list or
  tuple of heaps, a sum (``[a, n - 1 - a]``; ``[]`` leaves nothing); the
  whole value may also be a ``range``;
- for a rule on k numbers: each option a list or tuple of k entries, each
  a number or a ``range`` (every combination is an option), or a list of
  such positions, a sum.

Numbers are whole and at least 0; anything else is refused with the
position it was listed for. The engine asks each position's options once
and remembers them; each call spends 1,000 steps of ``max_work``, which so
bounds the calls a computation makes. A function that never returns is
not stopped by the limits (it is Python code); Ctrl-C stops a computation
between two calls.
"""

from __future__ import annotations

import functools
import inspect
import itertools
import re
import threading
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable

from . import _bignum, _grundy, _limits
from ._values import Nimber

__all__ = ["Checked", "Counterexample", "Ruleset", "check"]

# The most numbers the options of one position may hold, ranges expanded
# (a rule file's limit too).
MAX_OPTION_NUMBERS = 1 << 24

_names_lock = threading.Lock()
_names_taken: set[str] = set()


class Ruleset:
    """A game whose moves a Python function gives.

    >>> import grundy
    >>> def kiki(n, m):  # HDU 2147: left, down or diagonally on an n×m board
    ...     return [p for p in [(n - 1, m), (n, m - 1), (n - 1, m - 1)] if min(p) >= 1]
    >>> r = grundy.Ruleset(kiki)
    >>> r(5, 7)
    'rule(kiki) 5 7'
    >>> grundy.analyze(r(5, 7)).outcome
    'N'
    >>> grundy.check(r, "n % 2 == 0 || m % 2 == 0", 8, start=1).holds
    True

    ``str(r)`` is ``rule(NAME)``, the name taken from the function (or
    ``name=``), made unique among the rulesets alive; ``r(*numbers)`` is a
    description of one component. Keep the ruleset alive while a
    description naming it is used: the engine finds it by its name.
    """

    def __init__(self, moves: Callable[..., Any], *, name: str | None = None) -> None:
        if not callable(moves):
            raise TypeError(f"Ruleset(): moves must be callable, not {type(moves).__name__}")
        names = _parameters(moves)
        base = re.sub(r"[^A-Za-z0-9_.-]", "_", name if name is not None else getattr(moves, "__name__", "rule"))
        base = base.strip("_") or "rule"
        with _names_lock:
            unique = base
            for k in itertools.count(2):
                if unique not in _names_taken:
                    break
                unique = f"{base}-{k}"
            _names_taken.add(unique)
        self._moves = moves
        self._arity = len(names)
        self.name = unique
        self.names = tuple(names)
        # The engine holds the function, not the ruleset, so that dropping
        # the ruleset lets it go (``__del__``).
        _grundy.register_rule(unique, functools.partial(_options, moves, len(names)), list(names))

    def __del__(self) -> None:
        name = getattr(self, "name", None)
        if name is None:
            return
        try:
            _grundy.unregister_rule(name)
            with _names_lock:
                _names_taken.discard(name)
        except Exception:  # the interpreter shutting down  # noqa: BLE001
            pass

    def __str__(self) -> str:
        return f"rule({self.name})"

    def __repr__(self) -> str:
        return f"<Ruleset rule({self.name}) of {', '.join(self.names)}>"

    def __call__(self, *numbers: int) -> str:
        """A description of one component: ``rule(NAME) 5 7``."""
        for n in numbers:
            if isinstance(n, bool) or not isinstance(n, int) or n < 0:
                raise TypeError(f"{self}: a position is whole numbers of at least 0, not {n!r}")
        if len(numbers) != self._arity:
            raise TypeError(f"{self}: a position is {self._arity} numbers ({', '.join(self.names)}), not {len(numbers)}")
        return " ".join([str(self), *map(str, numbers)])

    def check(self, formula: str, upto: int, *, start: int = 0, **limits: int | str | None) -> Checked:
        """``grundy.check(self, formula, upto, start=start)``."""
        return check(self, formula, upto, start=start, **limits)


def _options(moves: Callable[..., Any], arity: int, *position: int) -> list[list[int]]:
    """The options of ``position``, flat lists of numbers: what the engine
    reads (``src/rules.rs``)."""
    return _read(moves(*position), arity)


def _parameters(moves: Callable[..., Any]) -> list[str]:
    """The names of a function's positional parameters: a position's numbers."""
    try:
        signature = inspect.signature(moves)
    except (TypeError, ValueError):
        raise TypeError("Ruleset(): cannot read the parameters of moves; pass a function of a position's numbers") from None
    names = []
    for p in signature.parameters.values():
        if p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD, p.KEYWORD_ONLY):
            raise TypeError(f"Ruleset(): moves takes a position's numbers, one parameter each; {p} is not one")
        if p.default is not p.empty:
            continue
        names.append(p.name)
    if not 1 <= len(names) <= 8:
        raise TypeError(f"Ruleset(): moves has {len(names)} parameters: a position is 1 to 8 numbers, one parameter each")
    return names


def _shown(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "…"


def _read(value: Any, arity: int) -> list[list[int]]:
    """What a ruleset's function returned, as options of flat numbers."""
    out: list[list[int]] = []
    budget = [MAX_OPTION_NUMBERS]

    def spend(count: int) -> None:
        budget[0] -= count
        if budget[0] < 0:
            raise ValueError(f"the options hold more than {MAX_OPTION_NUMBERS} numbers")

    def number(item: Any, index: int) -> int:
        if isinstance(item, bool) or not isinstance(item, int):
            raise TypeError(f"option {index} holds {_shown(item)}; positions are whole numbers")
        if item < 0:
            raise ValueError(f"option {index} holds {item}; positions are numbers of at least 0")
        if item >= 2**63:
            raise ValueError(f"option {index} holds {item}; a rule reads numbers up to 2^63 - 1")
        return item

    def numbers(items: Iterable[Any], index: int) -> list[int]:
        return [number(item, index) for item in items]

    if arity == 1 and isinstance(value, range):
        spend(len(value))
        return [[h] for h in numbers(value, 1)]
    if isinstance(value, (str, bytes)) or not isinstance(value, Iterable):
        raise TypeError(f"moves returned {_shown(value)}, expected a list of options")
    for index, option in enumerate(value, 1):
        if arity == 1:
            if isinstance(option, range):
                spend(len(option))
                out.extend([h] for h in numbers(option, index))
            elif isinstance(option, (list, tuple)):
                spend(len(option))
                out.append(numbers(option, index))
            else:
                spend(1)
                out.append([number(option, index)])
            continue
        if not isinstance(option, (list, tuple)):
            raise TypeError(f"option {index} is {_shown(option)}; expected a list of {arity} numbers or ranges, or a list of such lists (a sum)")
        if option and all(isinstance(p, (list, tuple)) for p in option):
            flat: list[int] = []
            for p in option:
                if len(p) != arity:
                    raise ValueError(f"option {index} holds {_shown(p)}, with {len(p)} numbers; a position of this rule has {arity}")
                flat.extend(numbers(p, index))
            spend(len(flat))
            out.append(flat)
            continue
        if len(option) != arity:
            raise ValueError(f"option {index} is {_shown(option)}, with {len(option)} numbers; a position of this rule has {arity}")
        axes = [numbers(e, index) if isinstance(e, range) else [number(e, index)] for e in option]
        count = 1
        for axis in axes:
            count *= len(axis)
        spend(count * arity)
        out.extend(list(p) for p in itertools.product(*axes))
    return out


@dataclass(frozen=True)
class Counterexample:
    """The smallest position where a formula fails: ``position``, what the
    formula gave there (``claim``: a number, or True/False for "the
    player to move wins"), the exact value (``value``, ``None`` for a
    position that can be played for ever; ``gamma`` as text either way),
    the ``outcome`` (``"N"``, ``"P"``, ``"D"``) and ``line``, the games
    after each move of a line of perfect play from it."""

    position: tuple[int, ...]
    claim: int | bool
    value: Nimber | None
    gamma: str
    outcome: str
    line: tuple[str, ...]


@dataclass(frozen=True)
class Checked:
    """What ``grundy.check`` found: ``holds`` on all ``positions``
    (``checked`` of them were checked: all, or up to the counterexample),
    or the smallest ``counterexample``; ``claims`` is ``"value"`` or
    ``"wins"`` (what the formula states), ``names`` the rule's names for a
    position's numbers, each from ``start`` to ``upto``. ``to_dict()`` is
    ``grundy check --json``'s document."""

    ruleset: str
    formula: str
    names: tuple[str, ...]
    start: int
    upto: int
    claims: str | None
    positions: int
    checked: int
    holds: bool
    counterexample: Counterexample | None
    _document: dict[str, Any] = field(repr=False, compare=False)

    def to_dict(self) -> dict[str, Any]:
        return dict(self._document)

    def __bool__(self) -> bool:
        return self.holds


def check(
    ruleset: str | Ruleset,
    formula: str,
    upto: int,
    *,
    start: int = 0,
    **limits: int | str | None,
) -> Checked:
    """``grundy check RULE FORMULA --from START --upto UPTO``: ``formula``
    (in the rule language, with the rule's names for a position's
    numbers: ``n % 3`` for the value, ``(x ^ y) != 0`` for "the player to
    move wins") against the exact values of every position whose numbers
    are all from ``start`` to ``upto``, in order of their sum, then
    lexicographically. ``ruleset`` is a ``Ruleset`` or a description such
    as ``"rule(games/hdu2147-kiki.rhai)"``. Raises ``ParseError`` (the
    formula or the rule), ``BadInput``, ``LimitExceeded``."""
    if isinstance(ruleset, Ruleset):
        ruleset = str(ruleset)
    if not isinstance(ruleset, str):
        raise TypeError(f"check(): ruleset must be a Ruleset or a str, not {type(ruleset).__name__}")
    if not isinstance(formula, str):
        raise TypeError(f"check(): formula must be a str, not {type(formula).__name__}")
    for label, n in (("upto", upto), ("start", start)):
        if isinstance(n, bool) or not isinstance(n, int):
            raise TypeError(f"check(): {label} must be a whole number, not {type(n).__name__}")
        if not 0 <= n < 2**63:
            raise ValueError(f"check(): {label} must be from 0 to 2**63 - 1, not {_bignum.show(n)}")
    checked = _limits.check("check", limits)
    document = _bignum.loads(_grundy.check(ruleset, formula, start, upto, checked))
    c = document["counterexample"]
    counterexample = None
    if c is not None:
        counterexample = Counterexample(
            position=tuple(c["position"]),
            claim=c["claim"],
            value=None if c["value"] is None else Nimber(c["value"]),
            gamma=c["gamma"],
            outcome=c["outcome"],
            line=tuple(c["line"]),
        )
    return Checked(
        ruleset=document["ruleset"],
        formula=document["formula"],
        names=tuple(document["names"]),
        start=document["from"],
        upto=document["upto"],
        claims=document["claims"],
        positions=document["positions"],
        checked=document["checked"],
        holds=document["holds"],
        counterexample=counterexample,
        _document=document,
    )
