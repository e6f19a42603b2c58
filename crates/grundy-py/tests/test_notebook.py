"""The tour notebook (examples/tour.ipynb) and its runner
(run-notebook.py, which run-tests.sh runs it with): the notebook is
committed without outputs, and the runner fails when a cell raises, passes
when none does, and runs against the installed wheel."""

from __future__ import annotations

import json
import pathlib
import subprocess
import sys

import nbformat
import pytest

HERE = pathlib.Path(__file__).resolve().parent
RUNNER = HERE.parent / "run-notebook.py"
TOUR = HERE.parents[2] / "examples" / "tour.ipynb"


def test_the_tour_is_committed_without_outputs() -> None:
    document = json.loads(TOUR.read_text(encoding="utf-8"))
    nbformat.validate(nbformat.from_dict(document))
    code = [c for c in document["cells"] if c["cell_type"] == "code"]
    assert len(code) >= 10
    for cell in code:
        assert cell["outputs"] == [] and cell["execution_count"] is None, cell["source"]
    text = "".join("".join(c["source"]) for c in document["cells"])
    for topic in ("Bouton", "Wythoff", "golden", "Kayles", "mex", "verify", "misère quotient"):
        assert topic in text, topic


def run(tmp_path: pathlib.Path, *sources: str) -> subprocess.CompletedProcess[str]:
    notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(s) for s in sources])
    path = tmp_path / "check.ipynb"
    nbformat.write(notebook, path)
    return subprocess.run(
        [sys.executable, str(RUNNER), str(path), "--timeout", "60"],
        capture_output=True,
        text=True,
        timeout=300,
    )


@pytest.mark.parametrize("failing", ['grundy.analyze("nim 3 x")', "assert 1 + 1 == 3"])
def test_the_runner_fails_when_a_cell_raises(tmp_path: pathlib.Path, failing: str) -> None:
    ran = run(tmp_path, "import grundy", failing, "print('not reached')")
    assert ran.returncode == 1, ran
    assert "a cell failed" in ran.stderr and failing in ran.stderr
    assert "ParseError" in ran.stderr or "AssertionError" in ran.stderr


def test_the_runner_passes_and_uses_the_installed_wheel(tmp_path: pathlib.Path) -> None:
    ran = run(tmp_path, "import grundy\nassert grundy.analyze('nim 1 2 3').outcome == 'P'")
    assert ran.returncode == 0, ran
    assert "1 code cells ran without an error" in ran.stdout
    # The notebook file itself is not written back.
    assert nbformat.read(tmp_path / "check.ipynb", as_version=4).cells[0].outputs == []
