"""Limits as keyword arguments: ``max_table``, ``max_search``, ``max_work``
and ``max_memory``, each a whole number from 0 to 2**64 - 1 or ``None`` for
the command line's default (``grundy analyze --help``): 10**8 values in a
table, 2*10**7 search steps, 10**10 steps of work, and half of the memory
available when first asked (at most 4 GiB), in bytes. ``max_memory`` may
also be written as ``grundy --max-memory`` takes it, a str such as
``"512M"`` or ``"2G"`` (suffix K, M or G, powers of 1024), read by the
command line's own parser (the service's ``memory::parse_bytes``).

Checked here, in Python, so that a wrong type or value is a ``TypeError``
or ``ValueError`` naming the argument before anything is computed. O(1).
"""

from __future__ import annotations

from typing import Any

from . import _bignum, _grundy

NAMES = ("max_table", "max_search", "max_work", "max_memory")

_LARGEST = 2**64 - 1
_defaults: dict[str, int] | None = None


def defaults() -> dict[str, int]:
    """The command line's default limits (memory read once per process)."""
    global _defaults
    if _defaults is None:
        _defaults = dict(_grundy.default_limits())
    return dict(_defaults)


def check(function: str, given: dict[str, Any]) -> tuple[int, int, int, int]:
    """The four limits of a call of ``function``: those ``given``, checked,
    and the defaults for the rest."""
    for name in given:
        if name not in NAMES:
            raise TypeError(
                f"{function}() got an unexpected keyword argument {name!r}; "
                f"the limits are {', '.join(NAMES)}"
            )
    values = defaults()
    for name, value in given.items():
        if value is None:
            continue
        if name == "max_memory" and isinstance(value, str):
            try:
                value = _grundy.parse_bytes(value)
            except ValueError as error:
                raise ValueError(f"{function}(): max_memory: {error}") from None
        if isinstance(value, bool) or not isinstance(value, int):
            raise TypeError(
                f"{function}(): {name} must be a whole number, not {type(value).__name__}"
            )
        if not 0 <= value <= _LARGEST:
            raise ValueError(
                f"{function}(): {name} must be from 0 to 2**64 - 1, not {_bignum.to_text(value)}"
            )
        values[name] = value
    return (values["max_table"], values["max_search"], values["max_work"], values["max_memory"])
