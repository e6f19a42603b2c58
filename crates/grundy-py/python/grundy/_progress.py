"""Progress of long computations (``progress=`` of ``grundy.table``,
``grundy.period``, ``grundy.plot`` and ``grundy.quotient``).

The extension module calls a function with ``(done, total)`` — values
computed (heaps certified, for a quotient), and the values aimed at when
known (``None`` otherwise) — from
the calling thread, at most every 50 ms and only when they changed. This
module turns the ``progress`` argument into that function: a callable as
it is; ``True`` a bar, tqdm's when tqdm is installed, else one line on
standard error rewritten in place; ``False`` or ``None`` nothing.
"""

from __future__ import annotations

import sys
from typing import Any, Callable, Optional

ProgressCallback = Callable[[int, Optional[int]], Any]


class _Line:
    """A line on standard error: ``label: done/total values`` (or the
    unit given)."""

    def __init__(self, label: str, unit: str = "values") -> None:
        self._label = label
        self._unit = unit
        self._shown = False
        self._width = 0

    def __call__(self, done: int, total: int | None) -> None:
        of = "" if total is None else f"/{total:,}"
        line = f"{self._label}: {done:,}{of} {self._unit}"
        # Spaces over what a longer line before left.
        sys.stderr.write("\r" + line.ljust(self._width))
        sys.stderr.flush()
        self._width = len(line)
        self._shown = True

    def close(self) -> None:
        if self._shown:
            sys.stderr.write("\n")
            sys.stderr.flush()


class _Tqdm:
    """A tqdm bar (``tqdm.auto``: a widget in notebooks)."""

    def __init__(self, label: str, unit: str = "values") -> None:
        from tqdm.auto import tqdm  # type: ignore[import-untyped,import-not-found,unused-ignore]

        self._bar = tqdm(desc=label, unit=" " + unit, total=None)

    def __call__(self, done: int, total: int | None) -> None:
        if total is not None and self._bar.total != total:
            self._bar.total = total
        self._bar.n = done
        self._bar.refresh()

    def close(self) -> None:
        self._bar.close()


class Reporter:
    """The function the extension module calls (``callback``), and
    ``close()`` to call once the computation ended."""

    def __init__(
        self, progress: bool | ProgressCallback | None, label: str, unit: str = "values"
    ) -> None:
        self._owned: _Line | _Tqdm | None = None
        self.callback: ProgressCallback | None
        if progress is None or progress is False:
            self.callback = None
        elif progress is True:
            try:
                self._owned = _Tqdm(label, unit)
            except ImportError:
                self._owned = _Line(label, unit)
            self.callback = self._owned
        elif callable(progress):
            self.callback = progress
        else:
            raise TypeError(
                f"progress must be True, False, None or a function of (done, total), "
                f"not {type(progress).__name__}"
            )

    def close(self) -> None:
        if self._owned is not None:
            self._owned.close()

    def __enter__(self) -> Reporter:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()
