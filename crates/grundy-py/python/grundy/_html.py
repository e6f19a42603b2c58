"""Rich displays for Jupyter: ``_repr_html_`` of ``Analysis``,
``MisereQuotient`` and ``Table``, and ``_repr_latex_`` of a quotient's
presentation.

Every text that reaches the HTML goes through ``html.escape`` (quotes
included), whatever its origin: descriptions, moves and explanations
echo what was typed (a file name in ``graph(FILE)`` may hold ``<`` or
``&``). The HTML is a fragment of ``<div>``, ``<table>``, ``<ul>`` and
``<pre>`` elements, every one closed, with inline styles only (no script,
no stylesheet), so that it shows alike in Jupyter, VS Code and nbviewer.
Cost: linear in what is shown; the quotient's multiplication table,
O(order²), only up to ``TABLE_ORDER`` elements; a table's first
``TABLE_CELLS`` values only.
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING, Iterable

if TYPE_CHECKING:
    from ._analysis import Analysis, Move
    from ._grundy import Table
    from ._quotient import MisereQuotient

__all__ = ["analysis", "quotient", "presentation_latex", "table", "TABLE_ORDER", "TABLE_CELLS"]

# The largest quotient whose multiplication table the HTML shows.
TABLE_ORDER = 20

# The most values of a table the HTML shows, and how many to a row.
TABLE_CELLS = 1000
ROW = 10

_OUTCOMES = {
    "N": "N: the player to move wins",
    "P": "P: the player to move loses",
    "D": "D: a draw, neither player can force a win",
}

_P_STYLE = "background:#fde2c8;font-weight:bold"

# A proved period's laps, as the web page's SG table marks them: a bar
# under each cell, dark and light lap by lap, dotted in the preperiod.
_LAP_STYLES = ("border-bottom:4px solid #2d5f99", "border-bottom:4px solid #8fb3de")
_PRE_STYLE = "border-bottom:4px dotted #888"


def _e(text: object) -> str:
    return html.escape(str(text), quote=True)


def _row(name: str, value: str) -> str:
    """A row of a two-column table: ``name`` (plain text) and ``value``
    (HTML already escaped)."""
    return f'<tr><th style="text-align:left;padding-right:1em">{_e(name)}</th><td style="text-align:left">{value}</td></tr>'


def _list(items: Iterable[str]) -> str:
    """A list of HTML items already escaped; an em dash when empty."""
    cells = [f"<li>{item}</li>" for item in items]
    if not cells:
        return "—"
    return '<ul style="margin:0;padding-left:1.2em">' + "".join(cells) + "</ul>"


def _move(move: Move) -> str:
    return f"<code>{_e(move.before)}</code> → <code>{_e(move.after)}</code> (component {move.component})"


def analysis(a: Analysis) -> str:
    """An ``Analysis`` as HTML: the outcome, the value, the winning (or
    drawing) moves, the components not listed, and the explanation when
    ``explain=True`` asked for it."""
    rows = [
        _row("Outcome", _e(_OUTCOMES.get(a.outcome, a.outcome))),
        _row("Value", "unknown" if a.value is None else f"<code>{_e(a.value)}</code>"),
    ]
    if a.outcome == "D":
        rows.append(_row("Moves keeping the draw", _list(_move(m) for m in a.drawing_moves)))
    else:
        rows.append(_row("Winning moves", _list(_move(m) for m in a.winning_moves)))
    if a.unlisted:
        rows.append(
            _row(
                "Not listed",
                _list(f"<code>{_e(u.before)}</code>: {_e(u.reason)}" for u in a.unlisted),
            )
        )
    if a.explanation is not None:
        text = "\n".join(a.explanation)
        rows.append(_row("Explanation", f'<pre style="margin:0">{_e(text)}</pre>'))
    return '<div class="grundy-analysis"><table>' + "".join(rows) + "</table></div>"


def quotient(q: MisereQuotient) -> str:
    """A ``MisereQuotient`` as HTML: its order, P-portion, presentation
    (generators and relations), where it grew, which heaps it holds for,
    and its multiplication table when it has at most ``TABLE_ORDER``
    elements (the P-portion's products highlighted)."""
    p_portion = q.p_portion
    rows = [
        _row("Ruleset", f"<code>{_e(q.ruleset)}</code>, heaps 0..={q.heaps}"),
        _row("Order", _e(q.order)),
        _row(
            "P-portion",
            f"{len(p_portion)}: " + ", ".join(f"<code>{_e(x)}</code>" for x in p_portion),
        ),
        _row(
            "Generators",
            ", ".join(f"<code>{_e(g.name)}</code> = heap {g.heap}" for g in q.generators)
            or "none",
        ),
        _row(
            "Relations",
            ", ".join(f"<code>{_e(r)}</code>" for r in q.relations) or "none",
        ),
        _row("Grew at heaps", ", ".join(f"{g.heap} (order {g.order})" for g in q.grew) or "none"),
        _row("Holds for", _e(q.summary)),
    ]
    parts = ['<div class="grundy-quotient"><table>', *rows, "</table>"]
    if q.order <= TABLE_ORDER:
        elements = q.elements()
        head = "".join(f"<th>{_e(x)}</th>" for x in elements)
        lines = [f"<tr><th>·</th>{head}</tr>"]
        for x, row in zip(elements, q.multiplication_table()):
            cells = "".join(
                f'<td style="{_P_STYLE}">{_e(y)}</td>' if y.is_p else f"<td>{_e(y)}</td>"
                for y in row
            )
            lines.append(f"<tr><th>{_e(x)}</th>{cells}</tr>")
        parts.append(
            "<p>Multiplication table (products in the P-portion highlighted):</p>"
            '<table class="grundy-table">' + "".join(lines) + "</table>"
        )
    parts.append("</div>")
    return "".join(parts)


def _lap(n: int, preperiod: int, period: int) -> str:
    """The style of heap ``n``'s cell under a proved period: its lap's bar
    (lap k = (n − preperiod) // period, alternating), or the preperiod's."""
    if n < preperiod:
        return _PRE_STYLE
    return _LAP_STYLES[(n - preperiod) // period % 2]


def table(t: Table) -> str:
    """A ``Table`` as HTML: G(0), G(1), … in rows of ``ROW`` (a row per
    heap n = 0, 10, 20, …, a column per last digit), the P-positions
    (G(n) = 0) highlighted, and when a period is proved the cells of each
    lap of it underlined, dark and light in turn (dotted in the
    preperiod), as the web page's SG table does; then the table's sentence
    (``summary``). At most ``TABLE_CELLS`` values, with a note of how many
    are not shown. O(values shown)."""
    shown = min(len(t), TABLE_CELLS)
    values = [int(v) for v in t[:shown]]
    periodicity = t.period
    laps = None
    if periodicity is not None and periodicity.proved and periodicity.period:
        laps = (periodicity.preperiod or 0, periodicity.period)
    head = "".join(f'<th style="text-align:right;padding:1px 6px">{d}</th>' for d in range(ROW))
    lines = [f"<tr><th>n</th>{head}</tr>"]
    for start in range(0, shown, ROW):
        cells = []
        for n in range(start, min(start + ROW, shown)):
            styles = ["text-align:right;padding:1px 6px"]
            if values[n] == 0:
                styles.append(_P_STYLE)
            if laps is not None:
                styles.append(_lap(n, *laps))
            style = ";".join(styles)
            cells.append(f'<td style="{style}" title="G({n}) = {values[n]}">{values[n]}</td>')
        lines.append(f'<tr><th style="text-align:right">{start}</th>{"".join(cells)}</tr>')
    parts = [
        '<div class="grundy-table">',
        f"<p>G(n) of <code>{_e(t.ruleset)}</code> for n = 0 to {len(t) - 1} "
        "(row n, column d: G(n + d); P-positions, G(n) = 0, highlighted)</p>",
        "<table>",
        *lines,
        "</table>",
    ]
    if shown < len(t):
        parts.append(
            f"<p>{len(t) - shown:,} more values not shown (heaps {shown} to {len(t) - 1}): "
            "index the table or read it with numpy.</p>"
        )
    if laps is not None:
        e, p = laps
        saltus = periodicity.saltus if periodicity is not None else 0
        grows = f" + {saltus}" if saltus else ""
        parts.append(
            f"<p>Period {p} from heap {e}: G(n + {p}) = G(n){grows} for every n ≥ {e}. "
            "Each lap of the period is underlined, dark and light in turn"
            + (", the preperiod dotted" if e > 0 else "")
            + ".</p>"
        )
    if t.summary:
        parts.append(f"<p>{_e(t.summary)}</p>")
    parts.append("</div>")
    return "".join(parts)


def _latex_name(name: str) -> str:
    # a … z, then g27, g28, …: a subscript.
    return name if len(name) == 1 else f"{name[0]}_{{{name[1:]}}}"


def _latex_monomial(names: list[str], exponents: Iterable[int]) -> str:
    factors = []
    for name, n in zip(names, exponents):
        if n == 0:
            continue
        factors.append(_latex_name(name) if n == 1 else f"{_latex_name(name)}^{{{n}}}")
    return " ".join(factors) if factors else "1"


def presentation_latex(q: MisereQuotient) -> str:
    r"""The presentation of ``q`` as LaTeX, for ``_repr_latex_``:
    ``$\langle a, b \mid a^{2} = 1, \ldots \rangle$``, then the P-portion
    as a set of normal forms."""
    names = [g.name for g in q.generators]
    generators = ", ".join(_latex_name(n) for n in names)
    relations = ", ".join(
        f"{_latex_monomial(names, r.left)} = {_latex_monomial(names, r.right.exponents)}"
        for r in q.relations
    )
    p_portion = ", ".join(_latex_monomial(names, x.exponents) for x in q.p_portion)
    return (
        rf"$\langle {generators} \mid {relations} \rangle,"
        rf"\quad \mathcal{{P}} = \{{{p_portion}\}}$"
    )
