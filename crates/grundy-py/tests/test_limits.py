"""max_memory written as the command line's --max-memory takes it ("512M",
"2G"): read by the same parser, refused with the same message."""

from __future__ import annotations

import subprocess

import pytest

import grundy
from grundy import Game, _limits


@pytest.mark.parametrize(
    "text, count",
    [("1000", 1000), ("512M", 512 << 20), ("2g", 2 << 30), ("64K", 64 << 10), (" 3G ", 3 << 30)],
)
def test_byte_counts_take_suffixes(text: str, count: int) -> None:
    assert _limits.check("f", {"max_memory": text})[3] == count


def test_a_string_limits_as_the_number_does(cli) -> None:  # type: ignore[no-untyped-def]
    # A table of a million values does not fit in 1K: the same refusal,
    # whether the limit is written "1K" or 1024, and the command line's.
    with pytest.raises(grundy.LimitExceeded) as written:
        grundy.table("kayles", 10**6, max_memory="1K")
    with pytest.raises(grundy.LimitExceeded) as number:
        grundy.table("kayles", 10**6, max_memory=1024)
    assert str(written.value) == str(number.value)
    assert written.value.limit == "max_memory"
    run = subprocess.run(
        [cli, "table", "kayles", "--upto", str(10**6), "--max-memory", "1K"],
        capture_output=True,
        text=True,
    )
    assert run.returncode != 0 and written.value.detail in run.stderr
    # And it is enough when it is enough.
    assert grundy.analyze("kayles 10", max_memory="1G").outcome == "N"
    assert Game("nim 3 4", max_memory="512M").remoteness() == Game("nim 3 4").remoteness() == 7


@pytest.mark.parametrize("text", ["2T", "", "M", "-1", "1.5G", "99999999999999999999", "17179869184G"])
def test_bad_byte_counts_are_refused_as_the_command_line_does(cli, text: str) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(ValueError, match="max_memory") as refused:
        grundy.analyze("nim 3", max_memory=text)
    run = subprocess.run(
        [cli, "analyze", "nim 3", f"--max-memory={text}"], capture_output=True, text=True
    )
    assert run.returncode != 0
    message = str(refused.value).split("max_memory: ", 1)[1]
    assert message in run.stderr, (message, run.stderr)
