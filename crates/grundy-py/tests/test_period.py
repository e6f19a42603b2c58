"""grundy.period against `grundy period --json`; Periodicity.verify against
the values of grundy.table; Ctrl-C during a long run; progress."""

from __future__ import annotations

import json
import os
import pathlib
import signal
import subprocess
import threading
import time

import pytest

import grundy


def cli_period(cli: pathlib.Path, *args: str) -> object:
    out = subprocess.run(
        [str(cli), "period", *args, "--json"], check=True, capture_output=True, text=True
    ).stdout
    return json.loads(out)


@pytest.mark.parametrize(
    "ruleset", ["kayles", "dawson", "octal(0.07)", "subtract(1,3,4)", "allbut(1,2)", "nim", "bash(3)"]
)
def test_to_dict_is_the_command_lines_json(cli: pathlib.Path, ruleset: str) -> None:
    assert grundy.period(ruleset).to_dict() == cli_period(cli, ruleset)


def test_a_run_stopped_at_its_limit(cli: pathlib.Path) -> None:
    p = grundy.period("octal(0.106)", limit=5000)
    assert p.to_dict() == cli_period(cli, "octal(0.106)", "--limit", "5000")
    assert not p.proved and p.stopped is not None and p.values_computed == 5000


EXPECTED = {
    # ruleset: (preperiod, period, saltus, theorem, its parameters)
    "kayles": (71, 12, 0, "take-break", {"last_digit": 2, "most_heaps": 2}),
    "dawson": (53, 34, 0, "take-break", {"last_digit": 2, "most_heaps": 2}),  # 0.07
    "octal(0.137)": (52, 34, 0, "take-break", {"last_digit": 3, "most_heaps": 2}),
    "octal(0.07)": (53, 34, 0, "take-break", {"last_digit": 2, "most_heaps": 2}),
    "subtract(1,3,4)": (0, 7, 0, "subtraction", {"max_move": 4}),
    "allbut(1,2)": (0, 3, 1, "all-but", {"excluded": 2, "max_excluded": 2}),
    "allbut(2,5)": (0, 4, 2, "all-but", {"excluded": 2, "max_excluded": 5}),
}


@pytest.mark.parametrize("ruleset", sorted(EXPECTED))
def test_verify_checks_the_theorem_on_the_tables_values(ruleset: str) -> None:
    e, p, s, name, parameters = EXPECTED[ruleset]
    found = grundy.period(ruleset)
    assert (found.preperiod, found.period, found.saltus, found.proved) == (e, p, s, True)
    assert found.evidence == "theorem" and found.theorem is not None
    assert (found.theorem.name, found.theorem.parameters) == (name, parameters)
    used = found.values_used
    assert used is not None and used == found.theorem.values_needed(e, p) or name == "all-but"
    values = grundy.table(ruleset, used - 1)  # G(0..used): what the proof read
    assert found.verify(values)
    assert found.theorem.check(values, e, p, s) == used
    # One value fewer is not enough.
    assert not found.verify(values.tolist()[: used - 1])
    # A wrong period, preperiod or saltus is rejected on the same values.
    for wrong in (dict(period=p + 1), dict(period=2 * p + 1), dict(saltus=s + 1)):
        assert not found.replace(**wrong).verify(grundy.table(ruleset, 4 * used))
    if e > 0:
        assert not found.replace(preperiod=e - 1).verify(grundy.table(ruleset, 4 * used))


def test_verify_reads_plain_values_for_a_made_up_sequence() -> None:
    # Subtraction {1,2}: G(n) = n mod 3, period 3 from 0, by the theorem
    # with k = 2, N = e + 2p + k = 8 values.
    theorem = grundy.period("subtract(1,2)").theorem
    assert theorem is not None
    assert theorem.check([n % 3 for n in range(8)], 0, 3) == 8
    assert theorem.check([n % 3 for n in range(7)], 0, 3) is None
    assert theorem.check([0, 1, 2, 0, 1, 2, 0, 2], 0, 3) is None


def test_verify_needs_a_theorem() -> None:
    with pytest.raises(grundy.Unsupported):
        grundy.period("nim").verify(range(10))  # a closed form
    with pytest.raises(grundy.Unsupported):
        grundy.period("grundys-game", limit=2000).verify(range(10))  # no theorem


# How soon a run stopped by Ctrl-C or by its progress function must end, in
# seconds: an outer bound (it takes a fraction of a second on an idle
# machine), far below the minutes these runs take when nothing stops them.
STOPPED_SOON = 30


def test_ctrl_c_stops_a_long_run() -> None:
    # octal(0.6) has no known period: without a limit the run goes on for
    # minutes. SIGINT reaches the interpreter, whose check (every 50 ms)
    # raises KeyboardInterrupt, and the engine stops within a stretch.
    timer = threading.Timer(0.5, lambda: os.kill(os.getpid(), signal.SIGINT))
    start = time.monotonic()
    timer.start()
    with pytest.raises(KeyboardInterrupt):
        grundy.period("octal(0.6)")
    elapsed = time.monotonic() - start
    timer.join()
    # Within a stretch (a fraction of a second on an idle machine); the bound
    # is loose, for a busy machine, and still far below the minutes the run
    # takes uninterrupted.
    assert elapsed < STOPPED_SOON, f"KeyboardInterrupt after {elapsed:.2f} s"
    # The next call is not interrupted.
    assert grundy.period("kayles").period == 12


def test_ctrl_c_stops_a_long_table() -> None:
    timer = threading.Timer(0.5, lambda: os.kill(os.getpid(), signal.SIGINT))
    start = time.monotonic()
    timer.start()
    with pytest.raises(KeyboardInterrupt):
        grundy.table("grundys-game", 10**6, max_work=10**14)
    timer.join()
    assert time.monotonic() - start < STOPPED_SOON


def test_other_threads_run_during_a_period() -> None:
    ticks = 0
    done = threading.Event()

    def tick() -> None:
        nonlocal ticks
        while not done.is_set():
            ticks += 1
            time.sleep(0.001)

    thread = threading.Thread(target=tick)
    thread.start()
    try:
        grundy.period("octal(0.6)", limit=200_000)
    finally:
        done.set()
        thread.join()
    assert ticks > 3  # none with the GIL held; few on a busy machine


def test_progress_calls_the_function() -> None:
    seen: list[tuple[int, int | None]] = []
    p = grundy.period("octal(0.6)", limit=200_000, progress=lambda d, t: seen.append((d, t)))
    assert p.values_computed == 200_000
    assert len(seen) >= 2
    done = [d for d, _ in seen]
    assert done == sorted(done) and done[-1] <= 200_000
    assert all(t is not None and d <= t <= 200_000 for d, t in seen)


def test_progress_of_a_subtraction_game() -> None:
    # Not a take-and-break game: its values are computed in doubling
    # stretches, each reported in parts; the last report is the end.
    seen: list[tuple[int, int | None]] = []
    p = grundy.period("subtract(5,1000003)", progress=lambda d, t: seen.append((d, t)))
    assert p.proved and p.period == 1_000_008
    assert seen and seen[-1] == (p.values_computed, p.values_computed)


def test_an_exception_in_the_progress_function_stops_the_run() -> None:
    def fail(done: int, total: int | None) -> None:
        raise RuntimeError("stop here")

    start = time.monotonic()
    with pytest.raises(RuntimeError, match="stop here"):
        grundy.period("octal(0.6)", progress=fail)
    assert time.monotonic() - start < STOPPED_SOON


def test_progress_true_draws_a_line_without_tqdm(capsys: pytest.CaptureFixture[str]) -> None:
    grundy.period("octal(0.6)", limit=200_000, progress=True)
    err = capsys.readouterr().err
    assert "period octal(0.6): " in err and err.endswith("values\n")


def test_bad_arguments_raise() -> None:
    with pytest.raises(grundy.ParseError):
        grundy.period("kayels")
    with pytest.raises(TypeError):
        grundy.period("kayles", limit="10")  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        grundy.period("kayles", limit=-1)
    with pytest.raises(TypeError):
        grundy.period("kayles", progress=3)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        grundy.period("kayles", max_wrok=3)
