"""Jupyter displays: ``_repr_html_`` of Analysis and MisereQuotient is
well-formed HTML (every tag closed, in order) that escapes what it shows,
and ``_repr_latex_`` writes the presentation."""

from __future__ import annotations

from html.parser import HTMLParser

import grundy
from grundy import Analysis

VOID = {"br", "hr", "img", "meta", "input", "col", "wbr"}


class Checker(HTMLParser):
    """Tags opened and closed in order; the text shown."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.tags: list[str] = []
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)
        if tag not in VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag: str) -> None:
        assert self.stack and self.stack[-1] == tag, (self.stack, tag)
        self.stack.pop()

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def parse(html: str) -> Checker:
    checker = Checker()
    checker.feed(html)
    checker.close()
    assert checker.stack == [], checker.stack
    assert "script" not in checker.tags and "style" not in checker.tags
    return checker


def test_analysis_html_is_well_formed() -> None:
    a = grundy.analyze("nim 3 4 5 + kayles 6", explain=True)
    shown = parse(a._repr_html_())
    text = "".join(shown.text)
    assert "N: the player to move wins" in text and "*1" in text
    for move in a.winning_moves:
        assert move.before in text and move.after in text
    assert a.explanation and all(line.strip() in text for line in a.explanation)
    lost = grundy.analyze("nim 1 2 3")
    assert "P: the player to move loses" in "".join(parse(lost._repr_html_()).text)
    assert "Explanation" not in lost._repr_html_()


def test_analysis_html_escapes_what_it_shows() -> None:
    # A document as a description could carry it: a file name with < and &.
    document = {
        "outcome": "N",
        "nimber": 1,
        "winning_moves": [{"component": 0, "from": "graph(<b>&.txt) 1", "to": 'x"<i>'}],
        "unlisted": [{"component": 1, "from": "a<b", "reason": "</table>&amp;"}],
        "explanation": ["<script>alert(1)</script> & more"],
    }
    html = Analysis(document)._repr_html_()
    shown = parse(html)
    assert shown.tags.count("b") == 0 and "i" not in shown.tags
    text = "".join(shown.text)
    for item in ("graph(<b>&.txt) 1", 'x"<i>', "a<b", "</table>&amp;", "<script>alert(1)</script> & more"):
        assert item in text


def test_quotient_html_shows_the_table_when_small() -> None:
    q = grundy.quotient("dawson", 24)
    html = q._repr_html_()
    shown = parse(html)
    text = "".join(shown.text)
    assert "Order" in text and "24" in text and q.summary in text
    for r in q.relations:
        assert str(r) in text
    # The multiplication table: a header row and a row per element; the
    # products in the P-portion are the highlighted cells.
    assert q.order > 20 and "Multiplication table" not in text
    small = grundy.quotient("octal(0.75)", 60)
    html = small._repr_html_()
    parse(html)
    cells = html.split("<table")[2]
    assert cells.count("<tr>") == small.order + 1
    highlighted = cells.count("background:")
    products = [x * y for x in small.elements() for y in small.elements()]
    assert highlighted == sum(p.is_p for p in products)


def test_a_large_quotient_shows_no_table() -> None:
    q = grundy.quotient("octal(0.6)", 16)
    assert q.order == 304
    assert "Multiplication table" not in "".join(parse(q._repr_html_()).text)


def test_presentation_latex() -> None:
    # T1 = octal(0.3): ⟨a | a² = 1⟩ with P = {a}.
    t1 = grundy.quotient("octal(0.3)", 40)
    assert t1._repr_latex_() == r"$\langle a \mid a^{2} = 1 \rangle,\quad \mathcal{P} = \{a\}$"
    q = grundy.quotient("octal(0.75)", 60)
    latex = q._repr_latex_()
    assert latex.startswith(r"$\langle a, b, c \mid ") and latex.endswith(r"\}$")
    assert latex.count("{") == latex.count("}")
    relations = latex[latex.index(r"\mid") + 4 : latex.index(r"\rangle")]
    assert relations.count("=") == len(q.relations)


class Cells(Checker):
    """The data cells of a table's HTML: (style, title, text) each."""

    def __init__(self) -> None:
        super().__init__()
        self.cells: list[tuple[str, str, str]] = []
        self._open: tuple[str, str] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        super().handle_starttag(tag, attrs)
        if tag == "td":
            a = dict(attrs)
            self._open = (a.get("style") or "", a.get("title") or "")

    def handle_data(self, data: str) -> None:
        super().handle_data(data)
        if self._open is not None:
            self.cells.append((*self._open, data))
            self._open = None


def cells(html: str) -> Cells:
    checker = Cells()
    checker.feed(html)
    checker.close()
    assert checker.stack == [] and "script" not in checker.tags
    return checker


def test_table_html_shows_values_p_positions_and_laps() -> None:
    t = grundy.table("kayles", 120)
    p = t.period
    assert p is not None and p.proved and (p.preperiod, p.period) == (71, 12)
    shown = cells(t._repr_html_())
    values = t.tolist()
    assert [int(text) for _, _, text in shown.cells] == values
    assert [title for _, title, _ in shown.cells] == [f"G({n}) = {v}" for n, v in enumerate(values)]
    # P-positions highlighted, and only they.
    highlighted = [n for n, (style, _, _) in enumerate(shown.cells) if "background:" in style]
    assert highlighted == t.p_positions
    # The preperiod dotted, then each lap of 12 underlined, dark and light in turn.
    for n, (style, _, _) in enumerate(shown.cells):
        if n < 71:
            assert "dotted" in style, n
        else:
            lap = (n - 71) // 12
            assert ("#2d5f99" if lap % 2 == 0 else "#8fb3de") in style, n
    # Rows of ten: a header row, then one per ten heaps.
    assert t._repr_html_().count("<tr>") == 1 + 13
    text = "".join(shown.text)
    assert "Period 12 from heap 71" in text and t.summary in text
    assert "not shown" not in text


def test_table_html_without_a_proved_period_marks_no_laps() -> None:
    # octal(0.6) shows no period in 40 values: no lap is shaded.
    t = grundy.table("octal(0.6)", 40)
    assert t.period is None
    shown = cells(t._repr_html_())
    assert len(shown.cells) == 41
    assert not any("border-bottom" in style for style, _, _ in shown.cells)
    # A period from heap 0 has no preperiod to dot.
    nim = cells(grundy.table("subtract(1,3,4)", 20)._repr_html_())
    assert not any("dotted" in style for style, _, _ in nim.cells)
    assert sum("#2d5f99" in style for style, _, _ in nim.cells) == 7 + 7


def test_table_html_is_capped() -> None:
    t = grundy.table("octal(0.137)", 5000)
    html = t._repr_html_()
    shown = cells(html)
    assert len(shown.cells) == 1000
    assert [int(text) for _, _, text in shown.cells] == t.tolist()[:1000]
    assert "4,001 more values not shown (heaps 1000 to 5000)" in "".join(shown.text)


def test_table_html_escapes_what_it_shows() -> None:
    # A stand-in with a hostile name and sentence: the function reads only
    # ruleset, summary, period, len() and slices.
    class Fake:
        ruleset = "<b>&kayles"
        summary = "</table><script>alert(1)</script> & more"
        period = None

        def __len__(self) -> int:
            return 3

        def __getitem__(self, index: slice) -> list[int]:
            return [0, 1, 2][index]

    html = grundy._html.table(Fake())  # type: ignore[arg-type]
    shown = cells(html)
    assert "b" not in shown.tags
    text = "".join(shown.text)
    assert Fake.ruleset in text and Fake.summary in text
    assert [text for _, _, text in shown.cells] == ["0", "1", "2"]
