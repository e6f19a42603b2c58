// The "Your game" view: a rule the learner writes (Rhai, a function
// `moves`), its table and the pattern grundy finds (打表找规律), a formula
// checked against the exact values (对拍), and a game of it against the
// computer on the Play page. The examples are the rule files of games/,
// from /api/v1/examples (one copy: the server embeds the files, and so
// does the static site's rules module, which the worker fetches for this
// view's first request).
//
// The address holds everything (`rule.NAME=TEXT`, the rule's text under
// its name, exactly the parameter every API request sends; `at`, `from`,
// `upto`, `formula`, and `tab`, the answer shown), so that a link shares
// the rule, and back and reload keep it. A game started here is played on
// the Play page with the same `rule.NAME` in its address, which dom.js's
// `api` sends with every request.

import { $, el, api, errorText, infinity, pageHref } from "./dom.js";
import { t, lang, withRules } from "./i18n.js";

let examples = null;

// The names of the numbers of a position, from the rule's `fn moves(…)`.
export function ruleNames(text) {
  const found = /\bfn\s+moves\s*\(([^)]*)\)/.exec(text || "");
  if (!found) return [];
  return found[1].split(",").map((name) => name.trim()).filter(Boolean);
}

// The rule the address holds: [name, text], or null.
function addressRule(query) {
  for (const [name, text] of query) {
    if (name.startsWith("rule.") && name.length > 5) return [name.slice(5), text];
  }
  return null;
}

// The first sentence of an example's leading comment: its title.
function title(example) {
  const comment = [];
  for (const line of example.text.split("\n")) {
    if (!line.startsWith("//")) break;
    comment.push(line.replace(/^\/\/\s?/, ""));
  }
  const text = comment.join(" ").trim();
  const end = text.search(/\.(\s|$)/);
  return end > 0 ? text.slice(0, end) : example.name;
}

// An example as the learner gets it: the problem (the leading comment's
// first paragraph, up to a bare `//`) and the code, without the comment's
// later paragraphs, which state the known answer (a closed form, the
// P-positions) that the learner is here to find by 打表找规律; those stay
// in games/ and the docs.
function exercise(example) {
  const lines = example.text.split("\n");
  let end = 0;
  while (end < lines.length && lines[end].startsWith("//") && lines[end].trim() !== "//") end++;
  let code = end;
  while (code < lines.length && (lines[code].startsWith("//") || lines[code].trim() === "")) code++;
  return [...lines.slice(0, end), ...lines.slice(code)].join("\n");
}

// Starting fields for a rule with these names: a position, the range.
function defaults(names) {
  if (names.length <= 1) return { at: "9", from: "0", upto: "60" };
  return { at: names.length === 2 ? "6 7" : names.map(() => "3").join(" "), from: "1", upto: "10" };
}

function setPlaceholder(names) {
  const [x = "n", y = "m"] = names;
  $("yours-formula").placeholder = names.length >= 2 ? `(${x} ^ ${y}) != 0` : `${x} % 2`;
}

function pick(name) {
  const example = examples.find((e) => e.name === name);
  if (!example) return;
  const names = ruleNames(example.text);
  const start = defaults(names);
  $("yours-name").value = example.name;
  $("yours-rule").value = exercise(example);
  $("yours-at").value = start.at;
  $("yours-from").value = start.from;
  $("yours-upto").value = start.upto;
  $("yours-formula").value = "";
  setPlaceholder(names);
  gutter();
  markLine(null);
  $("yours-result").replaceChildren();
  $("yours-error").hidden = true;
  keep(null, false);
}

// ---------------------------------------------------------------- the address

function fields() {
  return {
    name: $("yours-name").value.trim() || "mine",
    text: $("yours-rule").value,
    at: $("yours-at").value.trim(),
    from: $("yours-from").value.trim(),
    upto: $("yours-upto").value.trim(),
    formula: $("yours-formula").value.trim(),
  };
}

export function yoursQuery(f, tab) {
  const query = new URLSearchParams();
  query.set(`rule.${f.name}`, f.text);
  if (f.at) query.set("at", f.at);
  if (f.from) query.set("from", f.from);
  if (f.upto) query.set("upto", f.upto);
  if (f.formula) query.set("formula", f.formula);
  if (tab) query.set("tab", tab);
  const asked = new URLSearchParams(location.search).get("lang");
  if (asked) query.set("lang", asked);
  return query;
}

// The fields into the address: a new entry of the history for an answer
// asked (`push`), otherwise the current entry, as the learner types.
function keep(tab, push) {
  const href = pageHref("yours", yoursQuery(fields(), tab));
  if (push) history.pushState(null, "", href);
  else history.replaceState(null, "", href);
}

// ---------------------------------------------------------------- the editor

// The line numbers beside the text, one element a line.
function gutter() {
  const lines = $("yours-rule").value.split("\n").length;
  const box = $("yours-gutter");
  if (box.childElementCount !== lines) {
    box.replaceChildren(...Array.from({ length: lines }, (_, i) => el("div", { text: String(i + 1) })));
  }
  box.scrollTop = $("yours-rule").scrollTop;
}

// Marks line `line` (from 1) of the rule, or none.
function markLine(line) {
  const box = $("yours-gutter");
  for (const node of box.children) node.classList.remove("bad");
  if (line && box.children[line - 1]) box.children[line - 1].classList.add("bad");
}

// Moves the caret to line `line`, column `column` of the rule.
function goTo(line, column) {
  const area = $("yours-rule");
  const lines = area.value.split("\n");
  let offset = 0;
  for (let i = 0; i < Math.min(line - 1, lines.length); i++) offset += lines[i].length + 1;
  offset += Math.max(0, Math.min(column - 1, (lines[line - 1] || "").length));
  area.focus();
  area.setSelectionRange(offset, offset);
}

// Where in the rule `name` a problem's message says it failed: the
// engine writes `NAME, line L, column C` (`NAME, line L: column C` for a
// syntax error; `NAME 第 L 行第 C 列` in Chinese).
export function ruleAt(message, name) {
  if (!name) return null;
  for (let at = message.indexOf(name); at >= 0; at = message.indexOf(name, at + 1)) {
    const rest = message.slice(at + name.length);
    const found = /^,? line (\d+)[,:] column (\d+)/.exec(rest) || /^\s*第\s*(\d+)\s*行\s*[：:，,]?\s*第\s*(\d+)\s*列/.exec(rest);
    if (found) return { line: Number(found[1]), column: Number(found[2]) };
  }
  return null;
}

function showProblem(error, name) {
  const box = $("yours-error");
  box.hidden = false;
  box.replaceChildren(errorText(error));
  const at = ruleAt(error.message, `${name}`);
  markLine(at && at.line);
  if (at) {
    box.append("\n", el("button", { type: "button", class: "link", onclick: () => goTo(at.line, at.column), text: t("yours-rule-at", at) }));
  }
}

function clearProblem() {
  $("yours-error").hidden = true;
  markLine(null);
}

// ---------------------------------------------------------------- answers

function ruleQuery(f) {
  return { [`rule.${f.name}`]: f.text };
}

async function run(tab) {
  const f = fields();
  const names = ruleNames(f.text);
  const result = $("yours-result");
  clearProblem();
  if (tab === "play") return play(f);
  result.replaceChildren(el("p", { class: "note", text: t("computing") }));
  const query = { ruleset: `rule(${f.name})`, upto: f.upto || "10", lang: lang(), ...ruleQuery(f) };
  if (f.from && (names.length !== 1 || tab === "check")) query.from = f.from;
  try {
    if (tab === "check") {
      query.formula = f.formula || $("yours-formula").placeholder;
      result.replaceChildren(...checked(await api("check", query)));
    } else {
      result.replaceChildren(...tabled(await api("table", query)));
    }
    document.body.dataset.yours = tab;
  } catch (error) {
    result.replaceChildren();
    showProblem(error, f.name);
    document.body.dataset.yours = "error";
  }
}

// A game of the rule from the position, against the computer: first the
// position is asked for its moves, so that a problem with the rule shows
// here, beside it; then the Play page.
async function play(f) {
  const game = `rule(${f.name}) ${f.at}`;
  try {
    await api("moves", { game, ...ruleQuery(f) });
  } catch (error) {
    showProblem(error, f.name);
    document.body.dataset.yours = "error";
    return;
  }
  const query = new URLSearchParams();
  query.set("game", game);
  query.set("misere", "0");
  query.set("vs", "computer");
  query.set("first", "me");
  query.set("seed", String(1 + Math.floor(Math.random() * 999999)));
  query.set(`rule.${f.name}`, f.text);
  const asked = new URLSearchParams(location.search).get("lang");
  if (asked) query.set("lang", asked);
  history.pushState(null, "", pageHref("play", query));
  window.dispatchEvent(new PopStateEvent("popstate"));
}

function cell(value) {
  return typeof value === "object" ? infinity(value.infinite) : String(value);
}

const listed = (list) => `${list.slice(0, 100).join(" ")}${list.length > 100 ? " …" : ""}`;

function tabled(tab) {
  if (tab.values.length && Array.isArray(tab.values[0])) return grid(tab);
  const rows = [];
  for (let start = 0; start < tab.values.length; start += 10) {
    rows.push(el("tr", {}, el("th", { scope: "row", text: String(start) }),
      ...tab.values.slice(start, start + 10).map((v) => el("td", { class: v === 0 ? "zero" : "", text: cell(v) }))));
  }
  const head = el("tr", {}, el("th", { scope: "col", text: "n" }), ...Array.from({ length: Math.min(10, tab.values.length) }, (_, i) => el("th", { scope: "col", text: `+${i}` })));
  const loopy = Array.isArray(tab.draws);
  const nodes = [el("p", { text: t(loopy ? "table-loopy" : "table-plain", { ruleset: tab.ruleset, last: tab.values.length - 1 }) }),
    el("div", { class: "scroll" }, el("table", { class: "values" }, el("caption", { text: t(loopy ? "table-caption-loopy" : "table-caption", { ruleset: tab.ruleset }) }), el("thead", {}, head), el("tbody", {}, ...rows))),
    el("p", { text: t("table-p-positions", { count: tab.p_positions.length, list: listed(tab.p_positions) }) })];
  if (loopy) nodes.push(el("p", { text: t("table-draws", { count: tab.draws.length, list: tab.draws.length ? listed(tab.draws) : t("none") }) }));
  if (tab.summary) nodes.push(el("p", { class: "status", id: "yours-summary", text: tab.summary }));
  return nodes;
}

function grid(tab) {
  const [x, y] = tab.names;
  const from = Number(tab.from);
  const columns = tab.values[0].length;
  const head = el("tr", {}, el("th", { scope: "col", text: `${x}\\${y}` }),
    ...Array.from({ length: columns }, (_, j) => el("th", { scope: "col", text: String(from + j) })));
  const rows = tab.values.map((row, i) => el("tr", {}, el("th", { scope: "row", text: String(from + i) }),
    ...row.map((v) => el("td", { class: v === 0 ? "zero" : "", text: cell(v) }))));
  const pairs = tab.p_positions.map((p) => `(${p.join(", ")})`);
  const args = { ruleset: tab.ruleset, x, y, from: String(tab.from), upto: String(tab.upto) };
  const patterns = tab.patterns.map((p) => el("li", { class: p.holds ? "holds" : "fails" },
    el("span", { class: "mark", text: p.holds ? "✓" : "✗" }), " ",
    p.holds ? t("yours-pattern-holds", { form: p.form }) : t("yours-pattern-fails", { form: p.form, at: p.fails_at.join(", ") })));
  return [el("p", { text: t("yours-grid", args) }),
    el("div", { class: "scroll" }, el("table", { class: "values pairs", id: "yours-grid" }, el("caption", { text: t("yours-grid-caption", args) }), el("thead", {}, head), el("tbody", {}, ...rows))),
    el("p", { text: t("yours-p-positions", { count: pairs.length, list: listed(pairs) }) }),
    el("h2", { text: t("yours-patterns", { count: tab.values.length * columns }) }),
    el("ul", { class: "patterns", id: "yours-patterns" }, ...patterns)];
}

function checked(answer) {
  const args = {
    formula: answer.formula, claims: t("yours-claims", { claims: answer.claims || "value" }),
    count: answer.positions, names: answer.names.join(", "), from: String(answer.from), upto: String(answer.upto),
  };
  if (answer.holds) return [el("p", { class: "status", id: "yours-verdict", text: t("yours-check-holds", args) })];
  const c = answer.counterexample;
  const position = c.position.join(", ");
  const nodes = [el("p", { class: "status", id: "yours-verdict", text: t("yours-check-fails", { ...args, position, checked: answer.checked, claim: String(c.claim), gamma: c.gamma, outcome: c.outcome }) })];
  if (c.line.length) nodes.push(el("p", { text: t("yours-line", { line: [`${answer.ruleset} ${c.position.join(" ")}`, ...c.line].join(" → ") }) }));
  return nodes;
}

// ---------------------------------------------------------------- wiring

async function fillExamples() {
  if (examples) return;
  const answer = await api("examples", {}, true);
  examples = answer.examples;
  const select = $("yours-example");
  select.replaceChildren(el("option", { value: "", text: t("yours-example-none") }),
    ...examples.map((e) => el("option", { value: e.name, text: `${e.name}: ${title(e)}` })));
}

// The view as the address has it: the rule (else the first example), the
// fields, and the answer `tab` names, asked again.
export async function loadYours() {
  try {
    await withRules();
    await fillExamples();
  } catch (error) {
    showProblem(error, "");
    return;
  }
  $("yours-example").options[0].textContent = t("yours-example-none");
  const query = new URLSearchParams(location.search);
  const rule = addressRule(query);
  if (rule) {
    $("yours-name").value = rule[0];
    $("yours-rule").value = rule[1];
    $("yours-example").value = examples.some((e) => e.name === rule[0] && exercise(e) === rule[1]) ? rule[0] : "";
    const start = defaults(ruleNames(rule[1]));
    for (const key of ["at", "from", "upto", "formula"]) $(`yours-${key}`).value = query.get(key) ?? (start[key] || "");
    setPlaceholder(ruleNames(rule[1]));
  } else if (!$("yours-rule").value) {
    $("yours-example").value = examples[0].name;
    pick(examples[0].name);
  }
  gutter();
  clearProblem();
  const tab = query.get("tab");
  if (tab === "table" || tab === "check") await run(tab);
  else $("yours-result").replaceChildren();
}

export function setupYours() {
  $("yours-example").addEventListener("change", (event) => { if (event.target.value) pick(event.target.value); });
  const area = $("yours-rule");
  area.addEventListener("input", () => {
    gutter();
    markLine(null);
    setPlaceholder(ruleNames(area.value));
    // The example is named only while the text is its.
    const example = examples && examples.find((e) => e.name === $("yours-example").value);
    if (example && exercise(example) !== area.value) $("yours-example").value = "";
  });
  area.addEventListener("scroll", () => { $("yours-gutter").scrollTop = area.scrollTop; });
  // Tab indents (four spaces) in the editor; Escape then Tab leaves it.
  let escaped = false;
  area.addEventListener("keydown", (event) => {
    if (event.key === "Escape") { escaped = true; return; }
    if (event.key === "Tab" && !event.shiftKey && !escaped && !event.ctrlKey && !event.altKey && !event.metaKey) {
      event.preventDefault();
      area.setRangeText("    ", area.selectionStart, area.selectionEnd, "end");
      gutter();
    }
    escaped = false;
  });
  const form = $("yours-form");
  // The address follows the fields as they change.
  form.addEventListener("input", () => keep(new URLSearchParams(location.search).get("tab"), false));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const tab = (event.submitter && event.submitter.value) || "table";
    if (tab !== "play") keep(tab, true);
    run(tab);
  });
}
