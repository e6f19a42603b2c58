"""grundy.genus: each heap's genus against plain searches (its normal
value, and its misère values with nim heaps of 2 added, by
misere_search.py), and the document against ``grundy genus --json``."""

from __future__ import annotations

import json
import subprocess

import pytest

import grundy
import misere_search as search
from threads import assert_ctrl_c_stops


@pytest.mark.parametrize("ruleset, upto", [("kayles", 14), ("dawson", 16), ("octal(0.75)", 12)])
def test_genus_is_the_plain_search(ruleset: str, upto: int) -> None:
    table = grundy.genus(ruleset, upto)
    ds = search.digits(ruleset[6:-1] if ruleset.startswith("octal(") else ruleset)
    assert len(table) == upto + 1 and [h.heap for h in table] == list(range(upto + 1))
    for h in table:
        assert h.normal == search.normal_grundy(ds, h.heap), h
        assert h.misere_value == h.misere[0] == h.gamma(0)
        for k in range(len(h.misere) + 3):
            # γk: the misère value with k nim heaps of 2 added.
            expected = search.misere_grundy(ds, search.octal_sum([h.heap], [2] * k))
            assert h.gamma(k) == expected, (h, k)
        assert h.tameness in ("tame", "restive", "wild")
        letters = "".join(map(str, h.misere))
        assert h.genus in (f"{h.normal}^{letters}", f"{h.normal}^{{{','.join(map(str, h.misere))}}}")
    # Heap 0 is Nim's 0, 0^120; heap 1 Nim's 1, 1^031, where its one move
    # takes it (not in Dawson's Kayles, where it has none: 0^120).
    one = "1^031" if search.heap_options(ds, 1) == [()] else "0^120"
    assert (table[0].genus, table[1].genus) == ("0^120", one)


def test_the_document_is_the_command_lines(cli: object) -> None:
    for ruleset, upto in [("kayles", 19), ("dawson", 20), ("octal(0.137)", 20)]:
        table = grundy.genus(ruleset, upto)
        out = subprocess.run(
            [str(cli), "genus", ruleset, "--upto", str(upto), "--json"],
            capture_output=True,
            check=True,
            text=True,
        )
        document = json.loads(out.stdout)
        assert table.to_dict() == document
        assert (table.first_not_tame, table.period, table.proved, table.summary) == (
            document["first_not_tame"],
            document["period"],
            document["proved"],
            document["summary"],
        )
        assert [h.tameness for h in table] == [h["class"] for h in document["heaps"]]


def test_bad_arguments_raise() -> None:
    with pytest.raises(TypeError):
        grundy.genus("kayles", "10")  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        grundy.genus("kayles", -1)
    with pytest.raises(TypeError):
        grundy.genus(None, 3)  # type: ignore[arg-type]
    with pytest.raises(grundy.ParseError):
        grundy.genus("kayls", 3)
    with pytest.raises(grundy.LimitExceeded):
        grundy.genus("kayles", 10**6, max_table=1000)
    with pytest.raises(ValueError):
        grundy.genus("kayles", 3)[0].gamma(-1)


def test_ctrl_c_stops_a_long_genus() -> None:
    # Kayles' genus to heap 1000 takes over a minute (`grundy genus kayles
    # --upto 1000`), to heap 5000 far longer; Ctrl-C stops it (issue 47,
    # item 12): before, it ran to its end.
    assert_ctrl_c_stops(lambda: grundy.genus("kayles", 5000), "minutes")
    assert grundy.genus("kayles", 5)[5].heap == 5
