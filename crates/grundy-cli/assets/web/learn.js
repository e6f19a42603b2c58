// Learning beside the board: the rules and strategy of the games being
// played, and their SG tables with the mex of any value worked out.

import { el, api, errorText, infinity } from "./dom.js";
import { t, lang } from "./i18n.js";

// The catalogue entry of a component's ruleset (`subtract(1,3,4)` is
// `subtract`).
function family(ruleset, catalogue) {
  const name = ruleset.split(/[\s(]/)[0];
  return catalogue.find((r) => r.name === name) || null;
}

// The names the board gives the components' rulesets in the page's
// language (尼姆博弈 for nim): each catalogue title up to its bracket,
// by ruleset, or null when the catalogue cannot be had.
export async function rulesetNames() {
  try {
    const catalogue = await api("rules", { lang: lang() }, true);
    return (ruleset) => {
      const rule = family(ruleset, catalogue);
      return rule && rule.title ? rule.title.split(/[（(]/)[0].trim() : ruleset;
    };
  } catch {
    return null;
  }
}

export async function rulesFor(position, node, first = []) {
  let catalogue;
  try {
    catalogue = await api("rules", { lang: lang() }, true);
  } catch (error) {
    node.replaceChildren(el("p", { class: "error", text: errorText(error) }));
    return;
  }
  const seen = new Set();
  // What comes before the games' rules (a compound's own rule).
  const parts = [...first];
  for (const c of position.components) {
    const rule = family(c.ruleset, catalogue);
    if (!rule || seen.has(rule.name)) continue;
    seen.add(rule.name);
    parts.push(el("h3", { text: rule.title || rule.name }),
      el("p", { text: rule.rules || rule.rule }));
    // The worked example names a winning move, often of this very game:
    // shown only when asked for.
    if (rule.worked_example) {
      parts.push(el("details", { class: "example" }, el("summary", { text: t("rules-example-show") }), el("p", { text: rule.worked_example })));
    }
    if (rule.strategy) parts.push(el("p", {}, el("strong", { text: t("rules-strategy") }), " ", rule.strategy));
    if (rule.aliases && rule.aliases.length) parts.push(el("p", { class: "note", text: t("page-aliases", { names: rule.aliases.join(t("list-separator")) }) }));
  }
  parts.push(el("h3", { text: t("sg-title") }), el("p", { text: t("sg-summary") }));
  node.replaceChildren(...parts);
}

// The largest table the panel asks for.
const MAX_TABLE = 1000;

// Heap rulesets of the position, each with its heaps (Numbers, or BigInts
// past 2^53 − 1, as the answer gave them); Wythoff's piles.
function heapRulesets(position) {
  const found = new Map();
  position.components.forEach((c, i) => {
    const kind = c.drawing.kind;
    // A wind-up game is tabulated whole, its places as heaps; so is any
    // ruleset with a last position (add-and-take), which has no G(n) past it.
    const heap = kind === "heap" || kind === "row" ? c.drawing.count : kind === "dial" ? c.drawing.at : null;
    if (heap !== null) {
      if (!found.has(c.ruleset)) found.set(c.ruleset, { whole: kind === "dial" || c.last != null, heaps: [] });
      found.get(c.ruleset).heaps.push({ heap, component: i });
    }
  });
  return found;
}

export async function sgTable(state, node) {
  const { position } = state;
  const parts = [];
  if (position.components.length > 1) parts.push(nimSum(position));
  // The values are normal play's: under misère play that is said first.
  if (state.misere) parts.push(el("p", { class: "note misere-note", text: t("sg-misere-note") }));
  const rulesets = heapRulesets(position);
  for (const [ruleset, { whole, heaps }] of rulesets) {
    // Compared as they come (a BigInt with a Number is exact); made a
    // Number only when at most MAX_TABLE.
    const largest = heaps.reduce((most, h) => (h.heap > most ? h.heap : most), 0);
    const upto = whole ? null : largest > MAX_TABLE ? MAX_TABLE : Math.max(20, Number(largest));
    const section = el("section", { class: "sg" }, el("h3", { text: t("sg-table-of", { ruleset }) }), el("p", { class: "note", text: t("computing") }));
    parts.push(section);
    tableOf(ruleset, upto, heaps, section, true);
  }
  const wythoff = position.components.find((c) => /^wythoff\b/.test(c.ruleset) && c.drawing.kind === "piles");
  if (wythoff) {
    const section = el("section", { class: "sg" }, el("h3", { text: t("sg-wythoff") }), el("p", { class: "note", text: t("computing") }));
    parts.push(section);
    wythoffGrid(wythoff.drawing.piles, section);
  }
  if (parts.length === 0) parts.push(el("p", { class: "note", text: t("sg-none") }));
  node.replaceChildren(...parts);
}

// Each component's value in binary and their XOR, column by column.
function nimSum(position) {
  const values = position.components.map((c) => (c.value === null ? null : BigInt(String(c.value))));
  if (values.some((v) => v === null)) return el("p", { class: "note", text: t("sg-sum-unknown") });
  const total = values.reduce((a, b) => a ^ b, 0n);
  const width = Math.max(1, ...values.map((v) => v.toString(2).length), total.toString(2).length);
  const rows = position.components.map((c, i) => el("tr", {}, el("th", { scope: "row", text: `${i + 1}: ${c.description}` }),
    el("td", { text: `*${values[i]}` }), el("td", { class: "binary", text: values[i].toString(2).padStart(width, "0") })));
  rows.push(el("tr", { class: "total" }, el("th", { scope: "row", text: t("nim-sum") }), el("td", { text: `*${total}` }),
    el("td", { class: "binary", text: total.toString(2).padStart(width, "0") })));
  return el("div", { class: "scroll" }, el("table", { class: "values nim-sum" }, el("caption", { text: t("nim-sum-caption") }),
    el("thead", {}, el("tr", {}, el("th", { scope: "col", text: t("component") }), el("th", { scope: "col", text: t("value") }), el("th", { scope: "col", text: t("binary") }))),
    el("tbody", {}, ...rows)));
}

// The table of `ruleset` up to `upto` (the whole game when null), the
// heaps of the position marked. A proved period lays the table out by it:
// the preperiod, then a row a period, its first row outlined; the first
// answer is lengthened to show two periods (`fit`), and "Show more"
// doubles it, up to MAX_TABLE.
export async function tableOf(ruleset, upto, heaps, section, fit = false) {
  let table;
  try {
    table = await api("table", upto === null ? { ruleset } : { ruleset, upto: String(upto) }, true);
  } catch (error) {
    section.replaceChildren(section.firstChild, el("p", { class: "error", text: errorText(error) }));
    return;
  }
  const proved = table.proved && table.period;
  // Values that repeat (saltus 0): Nim's G(n) = n is periodic with a
  // saltus, and its values never repeat.
  const repeats = proved && !Number(table.saltus || 0);
  const preperiod = proved ? Number(table.preperiod) : 0, period = proved ? Number(table.period) : 0;
  const laps = preperiod + 2 * period;
  if (fit && upto !== null && repeats && laps - 1 > upto && laps - 1 <= MAX_TABLE) {
    return tableOf(ruleset, laps - 1, heaps, section);
  }
  const current = new Set(heaps.map((h) => String(h.heap)));
  const cells = table.values.map((v, n) => {
    const value = typeof v === "object" ? infinity(v.infinite) : String(v);
    // Its name is its text: G(n) = v, the G( ) = hidden from sight.
    const cell = el("button", { type: "button", class: `sg-cell${current.has(String(n)) ? " current" : ""}${value === "0" ? " zero" : ""}` },
      el("span", { class: "visually-hidden", text: "G(" }), el("span", { class: "n", text: String(n) }),
      el("span", { class: "visually-hidden", text: ") = " }), el("span", { class: "v", text: value }));
    cell.addEventListener("click", () => mex(ruleset, n, value, section.querySelector(".mex")));
    return cell;
  });
  const blocks = [];
  if (repeats && period <= 64) {
    if (preperiod > 0) {
      blocks.push(el("p", { class: "sg-block-title", text: t("sg-preperiod", { last: preperiod - 1 }) }),
        el("div", { class: "sg-cells pre" }, ...cells.slice(0, preperiod)));
    }
    blocks.push(el("p", { class: "sg-block-title", text: t("sg-repeats", { period, first: preperiod }) }));
    const rows = [];
    for (let start = preperiod; start < cells.length; start += period) {
      rows.push(el("div", { class: rows.length === 0 ? "sg-row first" : "sg-row", style: `--period: ${period}` }, ...cells.slice(start, start + period)));
    }
    blocks.push(el("div", { class: "scroll" }, ...rows));
  } else {
    blocks.push(el("div", { class: "sg-cells" }, ...cells));
  }
  const said = [];
  if (proved) {
    const last = preperiod - 1;
    const value = last >= 0 && last < table.values.length ? String(table.values[last]) : null;
    const exception = value === null || !repeats ? "" : ` ${t("sg-last-exception", { last, value, first: preperiod })}`;
    said.push(el("p", { class: "note", text: `${t("sg-period", { period: table.period, preperiod: table.preperiod, saltus: table.saltus || 0 })}${exception}` }));
  }
  if (table.summary) said.push(el("p", { class: "note", text: table.summary }));
  if (upto !== null && heaps.some((h) => h.heap > upto)) said.push(el("p", { class: "note", text: t("sg-beyond", { upto }) }));
  if (upto !== null && upto < MAX_TABLE) {
    const more = Math.min(MAX_TABLE, 2 * upto + 1);
    said.push(el("button", { type: "button", class: "sg-more", text: t("sg-more", { upto: more }), onclick: () => tableOf(ruleset, more, heaps, section) }));
  }
  const arrays = arrayButtons(table.values, ruleset);
  if (arrays) said.push(arrays);
  section.replaceChildren(section.firstChild, ...blocks, ...said,
    el("div", { class: "mex", "aria-live": "polite" }, el("p", { class: "note", text: t("sg-click") })));
}

// "Copy as a C++ array" and "as a Python list": a table as code for judge
// practice, shown in a box (selected, ready to copy) and copied when the
// browser allows it. Only for tables of plain values (no ∞).
export function arrayButtons(values, ruleset) {
  if (values.some((v) => typeof v === "object")) return null;
  const box = el("textarea", { class: "code", readonly: true, rows: "4", "aria-label": t("array-box"), hidden: true });
  const list = values.map(String).join(", ");
  const wide = values.some((v) => BigInt(v) > 2147483647n);
  const last = values.length - 1;
  const write = (code) => {
    box.value = code;
    box.hidden = false;
    box.select();
    if (navigator.clipboard) navigator.clipboard.writeText(code).catch(() => {});
  };
  const cpp = () => write(`// ${ruleset}: G(0) .. G(${last})\nconst ${wide ? "long long" : "int"} sg[${values.length}] = {${list}};`);
  const python = () => write(`# ${ruleset}: G(0) .. G(${last})\nsg = [${list}]`);
  return el("div", { class: "arrays" },
    el("button", { type: "button", class: "copy-cpp", text: t("copy-cpp"), onclick: cpp }), " ",
    el("button", { type: "button", class: "copy-python", text: t("copy-python"), onclick: python }), box);
}

// The options of heap `n` of `ruleset` (the `moves` answer's list), the
// distinct values among them in order, and their mex, as BigInts (exact
// at any size).
export async function mexOf(ruleset, n) {
  const moves = await api("moves", { game: `${ruleset} ${n}` }, true);
  const values = moves.moves.map((m) => (m.value === null ? null : BigInt(m.value)));
  const distinct = [...new Set(values.filter((v) => v !== null))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const seen = new Set(distinct);
  let missing = 0n;
  while (seen.has(missing)) missing += 1n;
  return { options: moves.moves, distinct, mex: missing };
}

// G(n) = mex of the values of n's options, each option listed.
async function mex(ruleset, n, value, box) {
  let found;
  try {
    found = await mexOf(ruleset, n);
  } catch (error) {
    box.replaceChildren(el("p", { class: "error", text: errorText(error) }));
    return;
  }
  const options = found.options.map((m) => el("li", { text: t("mex-option", { to: m.to, value: m.value === null ? "?" : `*${m.value}` }) }));
  box.replaceChildren(
    el("p", { class: "mex-line", text: t("mex-line", { n, values: found.distinct.join(", "), mex: found.mex, value }) }),
    options.length ? el("ul", { class: "options" }, ...options) : el("p", { text: t("mex-no-option", { n }) }));
}

export async function wythoffGrid(pair, section) {
  // Piles past 2^53 − 1 are BigInts: past the grid either way.
  const [a, b] = pair.map((n) => (n > 30 ? 31 : Number(n)));
  const upto = Math.min(30, Math.max(10, a, b));
  let table;
  try {
    table = await api("table", { ruleset: "wythoff", upto: String(upto), values: "1" }, true);
  } catch (error) {
    section.replaceChildren(section.firstChild, el("p", { class: "error", text: errorText(error) }));
    return;
  }
  const grid = table.values || table.grid || null;
  if (!grid) {
    section.replaceChildren(section.firstChild, el("p", { text: table.p_positions.map(([x, y]) => `(${x}, ${y})`).join(" ") }));
    return;
  }
  const rows = [];
  for (let y = grid.length - 1; y >= 0; y--) {
    rows.push(el("tr", {}, el("th", { scope: "row", text: String(y) }), ...grid[y].map((v, x) => el("td", {
      class: `${Number(v) === 0 ? "zero" : ""}${(x === a && y === b) || (x === b && y === a) ? " current" : ""}`, text: String(v) }))));
  }
  rows.push(el("tr", {}, el("th", { scope: "col", text: "" }), ...grid[0].map((_, x) => el("th", { scope: "col", text: String(x) }))));
  section.replaceChildren(section.firstChild, el("div", { class: "scroll" }, el("table", { class: "values wythoff-grid" }, el("caption", { text: t("sg-wythoff-caption") }), el("tbody", {}, ...rows))));
}
