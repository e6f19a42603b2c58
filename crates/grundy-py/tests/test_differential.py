"""`grundy.analyze(g).to_dict()` is `grundy analyze --json g`'s document, and
a refusal is the command line's: the same class of problem (its exit code)
and the same message, on 600 generated descriptions of every family,
normal and misère, with and without `--explain`, both within a search limit
of 10^6 steps (`MAX_SEARCH`)."""

from __future__ import annotations

import json
import pathlib
import subprocess
from concurrent.futures import ThreadPoolExecutor

import grundy

from games import Lcg, game

COUNT = 600
# The searches of misère coin sums (`ruler 8 7`, `corners (4,5)`, …) that pass
# the default 2·10^7 steps took 95% of the test's time, each refused with
# the same message at any limit; at 10^6 steps both sides still answer most
# cases and refuse some at the search's limit (issue 47, item 11).
MAX_SEARCH = 10**6


def cases() -> list[tuple[str, bool, bool]]:
    rng = Lcg(30)
    return [(game(rng), rng.below(2) == 1, rng.below(3) == 0) for _ in range(COUNT)]


def command_line(cli: pathlib.Path, case: tuple[str, bool, bool]) -> subprocess.CompletedProcess[str]:
    text, misere, explain = case
    flags = ["--json", f"--max-search={MAX_SEARCH}"]
    flags += ["--misere"] * misere + ["--explain"] * explain
    return subprocess.run(
        [str(cli), "analyze", *flags, "--", text],
        capture_output=True,
        text=True,
        # An outer bound only: the slowest case (a misère search refused at
        # its steps) takes a fraction of a second on an idle machine.
        timeout=600,
    )


def python(case: tuple[str, bool, bool]) -> dict | grundy.GrundyError:
    text, misere, explain = case
    try:
        analysis = grundy.analyze(text, misere=misere, explain=explain, max_search=MAX_SEARCH)
        return analysis.to_dict()
    except grundy.GrundyError as error:
        return error


def test_analyze_is_the_command_line(cli: pathlib.Path) -> None:
    all_cases = cases()
    families = {text.split(" ")[0].split("(")[0] for text, _, _ in all_cases}
    assert len(families) >= 28, families
    # The command line runs in other processes while Python computes.
    with ThreadPoolExecutor(2) as pool:
        running = pool.map(lambda case: command_line(cli, case), all_cases)
        all_ours = [python(case) for case in all_cases]
        answers = list(running)
    refused = answered = 0
    for case, answer, ours in zip(all_cases, answers, all_ours):
        if answer.returncode == 0:
            answered += 1
            assert not isinstance(ours, grundy.GrundyError), (case, ours)
            assert ours == json.loads(answer.stdout), case
        else:
            refused += 1
            assert isinstance(ours, grundy.GrundyError), (case, answer.stderr)
            # The command line prints `error: DETAIL`, exit 2 for what the
            # user can fix.
            assert answer.stderr == f"error: {ours.detail}\n", case
            assert answer.returncode == 2 and not isinstance(ours, grundy.InternalError), case
    assert answered >= COUNT // 2 and refused >= 10, (answered, refused)
    # Some refused at the search's limit, as the command line words it.
    assert any(
        f"more than {MAX_SEARCH} steps" in answer.stderr for answer in answers
    ), "no case reached the search's limit"


def test_compounds_are_the_command_line(cli: pathlib.Path) -> None:
    games = ["subtract(1,2) 4 6", "nim 1 2 3 + kayles 5", "subtract(1,3) 2 3 + bash(2) 7", "nim 0 4"]
    for text in games:
        for compound in ["conjunctive", "every", "selective", "shortened"]:
            for misere in (False, True):
                flags = ["--json", "--explain", "--compound", compound] + ["--misere"] * misere
                answer = subprocess.run(
                    [str(cli), "analyze", *flags, "--", text], capture_output=True, text=True, timeout=600
                )
                assert answer.returncode == 0, answer.stderr
                ours = grundy.analyze(text, misere=misere, explain=True, compound=compound)  # type: ignore[call-overload]
                assert ours.to_dict() == json.loads(answer.stdout), (text, compound, misere)
