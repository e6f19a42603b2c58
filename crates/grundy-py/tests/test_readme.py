"""The Python example of the docs (docs/python.md, which the README links to)
runs as written (a doctest of its first ```python block)."""

from __future__ import annotations

import doctest
import pathlib
import re

README = pathlib.Path(__file__).resolve().parents[3] / "docs" / "python.md"


def test_the_readme_example_runs() -> None:
    text = README.read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", text, flags=re.S)
    assert blocks, "docs/python.md has no ```python example"
    test = doctest.DocTestParser().get_doctest(blocks[0], {}, "README", str(README), 0)
    assert len(test.examples) >= 5
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test)
    assert runner.failures == 0, f"{runner.failures} of docs/python.md's examples failed (see above)"


def test_the_package_docstring_example_runs() -> None:
    import grundy

    failures, tried = doctest.testmod(grundy, optionflags=doctest.ELLIPSIS)
    assert tried >= 5 and failures == 0
