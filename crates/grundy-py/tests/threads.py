"""Checks shared by the tests of long calls: the engine computes with the
GIL released, so another Python thread keeps running meanwhile; and Ctrl-C
stops it."""

from __future__ import annotations

import os
import signal
import threading
import time
from typing import Callable

import pytest


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


def assert_ctrl_c_stops(call: Callable[[], object], runs_for: str) -> None:
    """Sends SIGINT to this process 0.5 s into `call`, which would run far
    longer (`runs_for` says how long, measured), and asserts that it raises
    KeyboardInterrupt, within 20 s of the signal: the engine's thread stops
    at its next check of the flag (a fraction of a second), and the bound is
    left generous for a busy machine. What it asserts about time bounds how
    soon the call ends, never what it answers."""
    timer = threading.Timer(0.5, lambda: os.kill(os.getpid(), signal.SIGINT))
    start = time.monotonic()
    timer.start()
    try:
        with pytest.raises(KeyboardInterrupt):
            call()
    finally:
        timer.cancel()
        timer.join()
    elapsed = time.monotonic() - start
    assert elapsed < 20.5, f"KeyboardInterrupt {elapsed:.1f} s after the call began (it runs {runs_for})"
