"""Plain misère and normal-play searches of sums of octal heaps and nim
heaps, in pure Python: the reference the quotient and genus tests hold the
engine to. They know nothing but the rules of octal games.

An octal code 0.d1d2d3… lets a player take k counters from a heap when
dk ≠ 0, leaving no heap (bit 1 of dk: all k taken), one heap (bit 2) or two
heaps (bit 4) of what is left (Winning Ways, ch. 4). A position here is a
sorted tuple of components: ("o", n) an octal heap, ("n", m) a nim heap.
Misère play: the player who cannot move wins, so a position without moves
is an N-position and its misère Grundy value is 1 (Conway, ONAG ch. 12).
Cost: memoised, one entry per position reached.
"""

from __future__ import annotations

from functools import lru_cache

Component = tuple[str, int]
Position = tuple[Component, ...]

# The engine's names of some octal games.
CODES = {"kayles": "0.77", "dawson": "0.07"}


def digits(code: str) -> tuple[int, ...]:
    """d1, d2, … of an octal code ``0.d1d2…``."""
    code = CODES.get(code, code)
    assert code.startswith("0."), code
    return tuple(int(c) for c in code[2:])


def heap_options(ds: tuple[int, ...], n: int) -> list[tuple[int, ...]]:
    """The options of one octal heap of ``n``: each a tuple of the heaps
    left (none, one or two, all non-empty)."""
    options: list[tuple[int, ...]] = []
    for k, d in enumerate(ds, start=1):
        if k > n:
            break
        rest = n - k
        if d & 1 and rest == 0:
            options.append(())
        if d & 2 and rest >= 1:
            options.append((rest,))
        if d & 4 and rest >= 2:
            options.extend((a, rest - a) for a in range(1, rest // 2 + 1))
    return options


def _normalise(components: list[Component]) -> Position:
    return tuple(sorted(c for c in components if c[1] > 0))


def options(ds: tuple[int, ...], position: Position) -> list[Position]:
    """Every option of a sum: one component moved."""
    result = []
    for i, (kind, size) in enumerate(position):
        rest = list(position[:i] + position[i + 1 :])
        if kind == "o":
            for left in heap_options(ds, size):
                result.append(_normalise(rest + [("o", h) for h in left]))
        else:
            for m in range(size):
                result.append(_normalise(rest + [("n", m)]))
    return result


def _mex(values: set[int]) -> int:
    m = 0
    while m in values:
        m += 1
    return m


@lru_cache(maxsize=None)
def misere_grundy(ds: tuple[int, ...], position: Position) -> int:
    """G⁻: 1 without a move, else the mex of the options' G⁻."""
    moves = options(ds, position)
    if not moves:
        return 1
    return _mex({misere_grundy(ds, o) for o in moves})


@lru_cache(maxsize=None)
def misere_lost(ds: tuple[int, ...], position: Position) -> bool:
    """Whether the player to move loses under misère play: there is a move
    and every move leaves a position the opponent wins."""
    moves = options(ds, position)
    return bool(moves) and all(not misere_lost(ds, o) for o in moves)


@lru_cache(maxsize=None)
def normal_grundy(ds: tuple[int, ...], n: int) -> int:
    """G of one octal heap under normal play: the mex of the options'
    nim-sums."""
    values = set()
    for left in heap_options(ds, n):
        x = 0
        for h in left:
            x ^= normal_grundy(ds, h)
        values.add(x)
    return _mex(values)


def octal_sum(heaps: list[int], nim: list[int] = []) -> Position:  # noqa: B006
    """The position of octal heaps ``heaps`` and nim heaps ``nim``."""
    return _normalise([("o", h) for h in heaps] + [("n", m) for m in nim])
