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
