"""A check shared by the tests of long calls: the engine computes with the
GIL released, so another Python thread keeps running meanwhile."""

from __future__ import annotations

import threading
import time
from typing import Callable


def assert_other_threads_run(call: Callable[[], object]) -> None:
    """Runs `call` (which must take over 0.1 s) on a worker thread while
    this thread ticks every millisecond, and asserts that a few ticks fall
    inside the computation: with the GIL held throughout, none could (a
    tick is a time read by Python code). Three, not more: on a busy machine
    a sleeping thread may wait tens of milliseconds to run again."""
    window: list[float] = []

    def compute() -> None:
        start = time.perf_counter()
        call()
        window.extend([start, time.perf_counter()])

    worker = threading.Thread(target=compute)
    ticks = []
    worker.start()
    while worker.is_alive():
        ticks.append(time.perf_counter())
        time.sleep(0.001)
    worker.join()
    start, end = window
    assert end - start > 0.1, "the computation was too quick to show anything"
    inside = [t for t in ticks if start + 0.02 < t < end - 0.02]
    assert len(inside) >= 3, (len(inside), end - start)
