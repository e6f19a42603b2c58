"""grundy.table against the command line's `grundy table --json` and a
plain mex computation; the buffer read by numpy without a copy; loopy and
Wythoff tables; grundy.plot and grundy.rules."""

from __future__ import annotations

import json
import subprocess
import pathlib

import numpy as np
import pytest

import grundy


def cli_json(cli: pathlib.Path, *args: str) -> object:
    out = subprocess.run([str(cli), *args], check=True, capture_output=True, text=True).stdout
    return json.loads(out)


def mex(values: set[int]) -> int:
    m = 0
    while m in values:
        m += 1
    return m


def plain_octal(code: str, upto: int) -> list[int]:
    """G(0..=upto) of the octal game `code` (e.g. "0.137") from its
    definition: digit d_k's bits say whether taking k counters may leave
    no heap (1), one heap (2), two heaps (4)."""
    digits = [int(c) for c in code.split(".")[1]]
    g: list[int] = []
    for n in range(upto + 1):
        options = set()
        for k, d in enumerate(digits, start=1):
            if k > n:
                break
            rest = n - k
            if d & 1 and rest == 0:
                options.add(0)
            if d & 2 and rest > 0:
                options.add(g[rest])
            if d & 4:
                options.update(g[a] ^ g[rest - a] for a in range(1, rest // 2 + 1))
        g.append(mex(options))
    return g


def plain_subtraction(moves: list[int], upto: int) -> list[int]:
    g: list[int] = []
    for n in range(upto + 1):
        g.append(mex({g[n - m] for m in moves if m <= n}))
    return g


@pytest.mark.parametrize(
    "ruleset,code", [("kayles", "0.77"), ("dawson", "0.07"), ("octal(0.137)", "0.137"), ("octal(0.6)", "0.6")]
)
def test_values_are_the_mex_of_the_options(ruleset: str, code: str) -> None:
    t = grundy.table(ruleset, 400)
    assert t.tolist() == plain_octal(code, 400)
    assert [int(v) for v in t] == t.tolist()
    assert t.p_positions == [n for n, v in enumerate(t.tolist()) if v == 0]


def test_subtraction_values() -> None:
    t = grundy.table("subtract(1,3,4)", 200)
    assert t.tolist() == plain_subtraction([1, 3, 4], 200)
    assert (t.ruleset, t.upto, len(t)) == ("subtract(1,3,4)", 200, 201)


def test_indexing_gives_nimbers_as_analyze_does() -> None:
    t = grundy.table("kayles", 50)
    assert t[7] == grundy.analyze("kayles 7").value == grundy.Nimber(2)
    assert t[-1] == t[50]
    assert t[3:6] == [grundy.Nimber(3), grundy.Nimber(1), grundy.Nimber(4)]
    assert t[::-25] == [t[50], t[25], t[0]]
    with pytest.raises(IndexError):
        t[51]
    with pytest.raises(IndexError):
        t[-52]
    with pytest.raises(TypeError):
        t["3"]  # type: ignore[call-overload]
    with pytest.raises(TypeError):
        t[True]  # type: ignore[call-overload]


@pytest.mark.parametrize(
    "ruleset,upto",
    [("kayles", 300), ("dawson", 50), ("subtract(1,3,4)", 100), ("allbut(1,2)", 60),
     ("grundys-game", 200), ("nim", 40), ("octal(0.106)", 3000)],
)
def test_to_dict_is_the_command_lines_json(cli: pathlib.Path, ruleset: str, upto: int) -> None:
    t = grundy.table(ruleset, upto)
    assert t.to_dict() == cli_json(cli, "table", ruleset, "--upto", str(upto), "--json")


def test_the_period_is_the_one_the_table_states() -> None:
    kayles = grundy.table("kayles", 100)
    p = kayles.period
    assert p is not None
    assert (p.preperiod, p.period, p.saltus, p.proved) == (71, 12, 0, True)
    assert p.evidence == "theorem" and p.theorem is not None and p.theorem.name == "take-break"
    assert p.summary == kayles.summary == kayles.to_dict()["summary"]
    # Grundy's game has no theorem: what 2,000 values show is not proved.
    grundys = grundy.table("grundys-game", 2000)
    assert grundys.period is None or not grundys.period.proved


@pytest.mark.parametrize(
    "ruleset,top,dtype", [("kayles", 10, np.uint8), ("nim", 1000, np.uint16), ("nim", 70000, np.uint32)]
)
def test_numpy_reads_the_buffer_without_a_copy(ruleset: str, top: int, dtype: type) -> None:
    t = grundy.table(ruleset, top)
    a = np.asarray(t)
    assert a.dtype == dtype and a.itemsize == t.itemsize and a.shape == (len(t),)
    assert a.tolist() == t.tolist()
    # The array is a view of the table's own memory: the address the
    # table exposes, the same on every call; numpy owns nothing.
    assert a.__array_interface__["data"][0] == t._address
    assert np.asarray(t).__array_interface__["data"][0] == t._address
    assert not a.flags.owndata and not a.flags.writeable
    assert np.shares_memory(a, np.asarray(t))
    with pytest.raises(ValueError):
        a[0] = 1


def test_the_buffer_outlives_the_table_name() -> None:
    a = np.asarray(grundy.table("kayles", 1000))
    # The view holds the table: its memory stays valid.
    assert a[:12].tolist() == [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]


def test_memoryview_is_read_only() -> None:
    t = grundy.table("nim", 300)
    m = memoryview(t)
    assert (m.format, m.itemsize, m.shape, m.readonly) == ("H", 2, (301,), True)
    assert m[300] == 300


def test_loopy_tables_are_read_from_the_json(cli: pathlib.Path) -> None:
    t = grundy.table("windup(7; 2,3)")
    assert isinstance(t, grundy.LoopyTable)
    assert t.to_dict() == cli_json(cli, "table", "windup(7; 2,3)", "--json")
    assert len(t) == len(t.to_dict()["values"])
    for n, value in enumerate(t):
        assert value == grundy.analyze(f"windup(7; 2,3) {n}").value


def test_wythoff_tables_list_p_positions(cli: pathlib.Path) -> None:
    t = grundy.table("wythoff", 30, values=True)
    assert isinstance(t, grundy.WythoffTable)
    assert t.to_dict() == cli_json(cli, "table", "wythoff", "--upto", "30", "--values", "--json")
    assert t.p_positions[:4] == [(0, 0), (1, 2), (3, 5), (4, 7)]
    assert t.values is not None
    for a, b in t.p_positions:
        if b <= 30:
            assert t.values[a][b] == 0


def test_bad_arguments_raise() -> None:
    with pytest.raises(grundy.BadInput, match="--upto"):
        grundy.table("kayles")
    with pytest.raises(grundy.ParseError):
        grundy.table("kayels", 10)
    with pytest.raises(grundy.LimitExceeded) as caught:
        grundy.table("grundys-game", 10**6, max_table=1000)
    assert caught.value.limit == "max_table"
    with pytest.raises(ValueError):
        grundy.table("kayles", -1)
    with pytest.raises(TypeError):
        grundy.table("kayles", 1.5)  # type: ignore[arg-type]
    with pytest.raises(grundy.BadInput):
        grundy.table("nim 3", 10)


def test_progress_of_a_table() -> None:
    seen: list[tuple[int, int | None]] = []
    grundy.table("grundys-game", 20000, progress=lambda done, total: seen.append((done, total)))
    assert seen, "a table of 20,001 values of Grundy's game reports its progress"
    assert all(total is None or done <= total for done, total in seen)


def test_plot_is_the_command_lines_svg(cli: pathlib.Path, tmp_path: pathlib.Path) -> None:
    plot = grundy.plot("kayles", 200)
    path = tmp_path / "kayles.svg"
    subprocess.run([str(cli), "plot", "kayles", "--upto", "200", "-o", str(path)], check=True, capture_output=True)
    assert plot._repr_svg_() == path.read_text(encoding="utf-8")
    with pytest.raises(grundy.BadInput):
        grundy.plot("kayles", 10**6)


def test_rules_is_the_catalogue(cli: pathlib.Path) -> None:
    assert grundy.rules() == cli_json(cli, "rules", "--json")
    assert grundy.rules("kayles") == cli_json(cli, "rules", "kayles", "--json")
    with pytest.raises(grundy.BadInput):
        grundy.rules("no-such-game")


def test_the_readme_table_example_runs() -> None:
    import doctest
    import re

    readme = pathlib.Path(__file__).resolve().parents[3] / "docs" / "python.md"
    blocks = re.findall(r"```python\n(.*?)```", readme.read_text(encoding="utf-8"), flags=re.S)
    block = next(b for b in blocks if "grundy.table" in b)
    test = doctest.DocTestParser().get_doctest(block, {}, "README", str(readme), 0)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test)
    assert len(test.examples) >= 5 and runner.failures == 0
