// The course (the Learn view): chapters in the tutorials' order, each a
// short page of words (course.ftl, fetched apart: i18n.js's withCourse),
// examples to play, the worked reasoning of the first one as the engine
// gives it, the table of its game, and exercises checked against the
// engine. This file is the course's structure only, never its words: a
// teacher corrects a sentence in course.ftl without reading code.

import { el, api, errorText, pageHref } from "./dom.js";
import { t, lang, withCourse } from "./i18n.js";
import { drawBoard } from "./board.js";
import { tableOf, mexOf, wythoffGrid, rulesetNames } from "./learn.js";
import { judgePage } from "./judge.js";

// Each chapter: its id (its messages are ch-ID-…), its paragraphs in
// order, the games it plays (the first one worked), the table it shows
// (a ruleset; `whole` for a game with a last position; `wythoff` for
// the grid), whether it is played misère, whether a position may be a draw,
// and its exercises. The kinds: `which` (P or N, or D), `move` (play a
// winning move on a board), `value` (type the value G of a sum), `fill`
// (type G(0) … G(last) of a ruleset), `grid` (mark the P-positions of
// Wythoff's game). The answer is always the engine's.
const CHAPTERS = [
  {
    id: "pn",
    paragraphs: ["p", "theorems", "method"],
    examples: ["subtract(1,2) 7"],
    table: "subtract(1,2)",
    exercises: [
      { kind: "which", game: "subtract(1,2) 3" },
      { kind: "which", game: "subtract(1,2) 5" },
      { kind: "which", game: "subtract(1,2) 9" },
      { kind: "move", game: "subtract(1,2) 8" },
    ],
  },
  {
    id: "bash",
    paragraphs: ["rule", "multiple", "strategy"],
    examples: ["bash(3) 10", "bash(9) 100"],
    table: "bash(3)",
    exercises: [
      { kind: "which", game: "bash(3) 8" },
      { kind: "which", game: "bash(9) 100" },
      { kind: "move", game: "bash(5) 20" },
    ],
  },
  {
    id: "nim",
    paragraphs: ["rule", "xor", "method"],
    examples: ["nim 14 21 39", "nim 55 81 121"],
    table: "nim",
    exercises: [
      { kind: "which", game: "nim 3 4 5" },
      { kind: "which", game: "nim 1 2 3" },
      { kind: "which", game: "nim 55 81 121" },
      { kind: "move", game: "nim 55 81 121" },
    ],
  },
  {
    id: "sg",
    paragraphs: ["rule", "mex", "sg", "hdu1847"],
    examples: ["subtract(1,2,4,8) 10", "subtract(1,3,4) 10"],
    table: "subtract(1,2,4,8)",
    exercises: [
      { kind: "fill", ruleset: "subtract(1,2,4)", last: 9 },
      { kind: "fill", ruleset: "subtract(1,3,4)", last: 10 },
      { kind: "which", game: "subtract(1,2,4,8) 15" },
      { kind: "move", game: "subtract(1,3,4) 10" },
    ],
  },
  {
    id: "sum",
    paragraphs: ["rule", "theorem", "method"],
    examples: ["subtract(1,3,4) 6 + subtract(1,2) 4", "nim 3 + kayles 5"],
    table: "subtract(1,3,4)",
    exercises: [
      { kind: "value", game: "subtract(1,3,4) 5 + subtract(1,2) 4" },
      { kind: "which", game: "subtract(1,3,4) 6 + nim 2" },
      { kind: "move", game: "subtract(1,3,4) 5 + subtract(1,2) 4" },
    ],
  },
  {
    id: "wythoff",
    paragraphs: ["rule", "singular", "beatty"],
    examples: ["wythoff 4 7", "wythoff 4 6"],
    table: "wythoff",
    exercises: [
      { kind: "grid", last: 10 },
      { kind: "which", game: "wythoff 3 5" },
      { kind: "which", game: "wythoff 5 8" },
      { kind: "move", game: "wythoff 4 6" },
    ],
  },
  {
    id: "fibnim",
    paragraphs: ["rule", "fibonacci", "zeckendorf"],
    examples: ["fibnim 12", "fibnim 20"],
    exercises: [
      { kind: "which", game: "fibnim 8" },
      { kind: "which", game: "fibnim 10" },
      { kind: "move", game: "fibnim 20" },
    ],
  },
  {
    id: "kayles",
    paragraphs: ["rule", "split", "octal", "period"],
    examples: ["kayles 10", "kayles 7 4"],
    table: "kayles",
    exercises: [
      { kind: "fill", ruleset: "kayles", last: 8 },
      { kind: "value", game: "kayles 7 4" },
      { kind: "move", game: "kayles 7 4" },
    ],
  },
  {
    id: "misere",
    paragraphs: ["rule", "bouton", "sj"],
    misere: true,
    examples: ["nim 3 4 5", "nim 2 5 6"],
    exercises: [
      { kind: "which", game: "nim 1 1 1" },
      { kind: "which", game: "nim 1 1" },
      { kind: "which", game: "nim 2 2" },
      { kind: "move", game: "nim 2 5 6" },
    ],
  },
  {
    id: "cycles",
    paragraphs: ["rule", "draw", "values"],
    draws: true,
    examples: ["windup(7; 2,3) 6", "addtake(10; 2,3; 1) 8"],
    table: "addtake(10; 2,3; 1)",
    whole: true,
    exercises: [
      { kind: "which", game: "addtake(10; 2,3; 1) 1" },
      { kind: "which", game: "addtake(10; 2,3; 1) 3" },
      { kind: "which", game: "addtake(10; 2,3; 1) 7" },
      { kind: "move", game: "addtake(10; 2,3; 1) 4" },
    ],
  },
];

// ------------------------------------------------------------- progress

const KEPT = "grundy-course";

// The exercises solved in this browser, by id (`nim-2`).
function progress() {
  try {
    return new Set(JSON.parse(localStorage.getItem(KEPT) || "[]"));
  } catch {
    return new Set();
  }
}

function remember(id) {
  const done = progress();
  done.add(id);
  localStorage.setItem(KEPT, JSON.stringify([...done]));
}

const exerciseId = (chapter, i) => `${chapter.id}-${i + 1}`;

// ------------------------------------------------------------- the pages

// The Learn view: the list of chapters, or the chapter the address names
// (`chapter=ID`), or the judge problems (`chapter=judge`).
let loading = 0;

export async function loadLearn() {
  const body = document.getElementById("learn-body");
  const ticket = ++loading;
  delete document.body.dataset.learn;
  try {
    await withCourse();
  } catch (error) {
    body.replaceChildren(el("p", { class: "error", text: errorText(error) }));
    return;
  }
  const asked = new URLSearchParams(location.search).get("chapter");
  const at = CHAPTERS.findIndex((c) => c.id === asked);
  const page = asked === "judge" ? judgeProblems() : at < 0 ? contents() : await chapterPage(at);
  // A later address has been asked for meanwhile: it draws the view.
  if (ticket !== loading) return;
  body.replaceChildren(...page);
  document.body.dataset.learn = "ready";
}

// The address of a chapter (by id), or of the list when null.
function learnHref(chapter) {
  const query = new URLSearchParams({ lang: lang() });
  if (chapter) query.set("chapter", chapter.id);
  return pageHref("learn", query);
}

function judgeProblems() {
  return [
    el("p", {}, el("a", { href: learnHref(null), text: t("course-contents") })),
    el("h2", { id: "chapter-title", text: t("judge-title") }),
    ...judgePage(),
  ];
}

// The chapters in order, each with how many of its exercises are solved.
function contents() {
  const done = progress();
  const items = CHAPTERS.map((chapter) => {
    const solved = chapter.exercises.filter((_, k) => done.has(exerciseId(chapter, k))).length;
    return el("li", { "data-chapter": chapter.id },
      el("a", { href: learnHref(chapter), text: t(`ch-${chapter.id}-title`) }), " ",
      el("span", { class: `note${solved === chapter.exercises.length ? " all-solved" : ""}`, text: t("course-solved", { solved, count: chapter.exercises.length }) }));
  });
  return [
    el("p", { text: t("course-intro") }),
    el("ol", { class: "chapters" }, ...items),
    el("p", {}, el("a", { href: learnHref({ id: "judge" }), id: "judge-link", text: t("judge-link") })),
    el("button", { type: "button", id: "course-reset", text: t("course-reset"), onclick: () => { localStorage.removeItem(KEPT); loadLearn(); } }),
  ];
}

async function chapterPage(at) {
  const chapter = CHAPTERS[at];
  const done = progress();
  const names = await rulesetNames();
  const play = (game) => {
    const query = new URLSearchParams({ game, lang: lang() });
    if (chapter.misere) query.set("misere", "1");
    return pageHref("play", query);
  };
  const parts = [
    el("p", {}, el("a", { href: learnHref(null), text: t("course-contents") })),
    el("h2", { id: "chapter-title", text: t("ch-number", { number: at + 1, title: t(`ch-${chapter.id}-title`) }) }),
    ...chapter.paragraphs.map((p) => el("p", { class: "course-text", text: t(`ch-${chapter.id}-${p}`) })),
    el("p", { class: "examples" }, t("course-play"), " ",
      ...chapter.examples.flatMap((game, i) => [i ? t("list-separator") : "", el("a", { href: play(game), class: "example-link", text: game })])),
    worked(chapter),
  ];
  if (chapter.table) parts.push(tableSection(chapter));
  parts.push(el("h3", { text: t("course-exercises") }));
  chapter.exercises.forEach((exercise, i) => parts.push(exerciseOf(chapter, exercise, exerciseId(chapter, i), done, names)));
  const next = CHAPTERS[at + 1];
  parts.push(el("p", { class: "chapter-nav" },
    el("a", { href: learnHref(null), text: t("course-contents") }),
    next ? " · " : "", next ? el("a", { href: learnHref(next), rel: "next", text: t("course-next", { title: t(`ch-${next.id}-title`) }) }) : ""));
  return [el("section", { class: "chapter", id: `chapter-${chapter.id}` }, ...parts)];
}

// The first example worked out: the engine's explanation, a line a
// paragraph, and the nim-sum method's steps when the position has them.
function worked(chapter) {
  const game = chapter.examples[0];
  const box = el("section", { class: "worked" }, el("h3", { text: t("course-worked", { game }) }), el("p", { class: "note computing", text: t("computing") }));
  workedOf(game, chapter.misere ? "1" : "0").then(
    (nodes) => box.replaceChildren(box.firstChild, ...nodes),
    (error) => box.replaceChildren(box.firstChild, el("p", { class: "error", text: errorText(error) })));
  return box;
}

// Lines of the engine's explanation as paragraphs; an indented line (a
// component's reason, a row of the nim-sum in binary) keeps its place.
function reasoning(lines, how = null) {
  const paragraphs = lines.map((line) => el("p", { class: /^\s/.test(line) ? "line indent" : "line", text: line.trim() === "" ? "\u00a0" : line }));
  if (how) paragraphs.push(el("ol", { class: "method" }, ...how.steps.map((step) => el("li", { text: step }))));
  return paragraphs;
}

// The table of the chapter's game, folded: it answers some exercises.
function tableSection(chapter) {
  const heading = el("h3", { text: chapter.table === "wythoff" ? t("sg-wythoff") : t("sg-table-of", { ruleset: chapter.table }) });
  const section = el("section", { class: "sg" }, heading, el("p", { class: "note computing", text: t("computing") }));
  if (chapter.table === "wythoff") wythoffGrid([0, 0], section);
  else tableOf(chapter.table, chapter.whole ? null : 20, [], section, true);
  return el("details", { class: "course-table" }, el("summary", { text: t("course-table") }), section);
}

// ------------------------------------------------------------- exercises

// An exercise: its question, its answer form (by kind), a hint ladder of
// three steps and then the worked answer, and a verdict. A right answer
// is kept in this browser.
function exerciseOf(chapter, exercise, id, done, names) {
  const misere = chapter.misere ? "1" : "0";
  const box = el("div", { class: `exercise${done.has(id) ? " solved" : ""}`, "data-exercise": id, "data-kind": exercise.kind, role: "group", "aria-labelledby": `${id}-ask` });
  const verdict = el("p", { class: "verdict", "aria-live": "polite" });
  const answer = el("div", { class: "answer", hidden: true });
  const ask = chapter.draws && exercise.kind === "which" ? "course-ask-which-draw" : `course-ask-${exercise.kind}`;
  const question = el("p", { id: `${id}-ask` }, el("strong", { text: t(ask, { last: exercise.last, ruleset: exercise.ruleset }) }));
  if (exercise.game) question.append(" ", el("code", { text: exercise.game }));
  if (chapter.misere) question.append(" ", el("span", { class: "note", text: t("course-misere") }));
  box.append(el("span", { class: "solved-mark", "aria-hidden": "true", text: "✓" }), question);

  // The verdict, and the worked answer shown with a right one.
  const judge = (right, wrongText, work) => {
    verdict.textContent = right ? t("course-right") : wrongText || t("course-wrong");
    verdict.className = `verdict ${right ? "right" : "wrong"}`;
    if (!right) return;
    remember(id);
    box.classList.add("solved");
    if (work) show(work);
  };
  const show = (nodes) => {
    answer.replaceChildren(el("h4", { text: t("course-answer") }), ...nodes);
    answer.hidden = false;
  };
  const failed = (error) => { verdict.textContent = errorText(error); verdict.className = "verdict error"; };

  const kinds = { which: whichForm, value: valueForm, move: moveForm, fill: fillForm, grid: gridForm };
  const form = kinds[exercise.kind]({ chapter, exercise, id, misere, names, judge, failed });
  box.append(form.node);

  // The hint ladder: three hints, then the worked answer.
  let step = 0;
  const hint = el("p", { class: "hint", hidden: true });
  const button = el("button", { type: "button", class: "hint-step", text: t("course-hint") });
  button.addEventListener("click", async () => {
    step += 1;
    if (step <= 3) {
      hint.hidden = false;
      hint.textContent = t("course-hint-step", { step, hint: t(`ch-${chapter.id}-hint-${step}`) });
      if (step === 3) button.textContent = t("course-show-answer");
      return;
    }
    try {
      show(await form.worked());
    } catch (error) {
      failed(error);
    }
  });
  box.append(el("p", {}, button), hint, verdict, answer);
  return box;
}

// The position `game` as the engine sees it before any move (`play`): its
// outcome, its explanation with the answer first, its moves judged, and
// the nim-sum method's steps.
async function position(game, misere) {
  return (await api("play", { game, misere, lang: lang() }, true)).position;
}

// The worked answer of a position: the engine's explanation, then the
// method's steps.
async function workedOf(game, misere) {
  const found = await position(game, misere);
  return reasoning(found.why, found.how);
}

// "P or N?" (or D, for games with cycles): a button each.
function whichForm({ chapter, exercise, misere, judge, failed }) {
  const say = async (outcome) => {
    try {
      const found = await position(exercise.game, misere);
      judge(found.outcome === outcome, null, reasoning(found.why, found.how));
    } catch (error) {
      failed(error);
    }
  };
  const outcomes = chapter.draws ? ["P", "N", "D"] : ["P", "N"];
  const node = el("p", { class: "choices" }, ...outcomes.flatMap((o) => [el("button", { type: "button", class: `answer-${o.toLowerCase()}`, text: t(`course-outcome-${o.toLowerCase()}`), onclick: () => say(o) }), " "]));
  return { node, worked: () => workedOf(exercise.game, misere) };
}

// "What is G of this position?": a number typed; the engine's value of
// the sum (`analyze`'s nimber).
function valueForm({ exercise, id, misere, judge, failed }) {
  const input = el("input", { type: "text", inputmode: "numeric", id: `${id}-value`, class: "value-answer", autocomplete: "off", size: "6" });
  const node = el("form", { class: "value-form" },
    el("label", { for: `${id}-value`, text: t("course-value-label") }), " ", input, " ",
    el("button", { type: "submit", text: t("course-check") }));
  node.addEventListener("submit", async (event) => {
    event.preventDefault();
    const typed = input.value.trim().replace(/^\*/, "");
    if (!/^\d+$/.test(typed)) return judge(false, t("course-not-number"));
    try {
      const found = await api("analyze", { game: exercise.game, misere }, true);
      judge(String(found.nimber) === String(BigInt(typed)), null, await workedOf(exercise.game, misere));
    } catch (error) {
      failed(error);
    }
  });
  return { node, worked: () => workedOf(exercise.game, misere) };
}

// "Find a winning move": the position on a board of its own, played by
// touch, keyboard or a typed count as on the Play page; each move judged
// by the engine (`winning`), the board left as it was.
function moveForm({ exercise, misere, names, judge, failed }) {
  const board = el("ol", { class: "board course-board", "aria-label": t("board-label") });
  const node = el("div", { class: "move-form" }, board);
  let shown = null;
  const load = async () => (shown = await position(exercise.game, misere));
  const said = (move) => t("course-move-made", { from: move.from, to: move.to });
  // The board is never redrawn: focus stays where the move was made.
  const tried = (move) => {
    if (move.winning) judge(true, null, [el("p", { text: said(move) }), ...reasoning(shown.why, shown.how)]);
    else judge(false, t(move.draws ? "course-move-draws" : "course-move-wrong", { to: move.to }));
  };
  const typed = async (c, to) => {
    try {
      const checked = await api("apply", { game: exercise.game, misere, component: String(c), to });
      const move = shown.moves.moves.find((m) => m.component === checked.component && m.to === checked.to);
      if (move) tried(move);
    } catch (error) {
      failed(error);
    }
  };
  load().then((found) => drawBoard(board, found, {
    coach: false, canMove: true, changed: new Set(), name: names || ((ruleset) => ruleset),
    play: tried, typed,
  }), failed);
  const worked = async () => {
    const found = await load();
    const wins = found.moves.moves.filter((m) => m.winning).map((m) => el("li", { text: said(m) }));
    return [el("ul", { class: "winning" }, ...wins), ...reasoning(found.why, found.how)];
  };
  return { node, worked };
}

// "Fill in G(0) … G(last)": a box a value; each wrong cell marked, its
// mex worked out from its options' values.
function fillForm({ exercise, id, judge, failed }) {
  const { ruleset, last } = exercise;
  const inputs = [];
  const cells = [];
  for (let n = 0; n <= last; n++) {
    const input = el("input", { type: "text", inputmode: "numeric", id: `${id}-g${n}`, size: "2", autocomplete: "off" });
    inputs.push(input);
    cells.push(el("span", { class: "fill-cell" }, el("label", { for: input.id, text: `G(${n})` }), input));
  }
  const why = el("ul", { class: "fill-why" });
  const node = el("form", { class: "fill-form" }, el("div", { class: "fill-cells" }, ...cells), " ",
    el("button", { type: "submit", text: t("course-check") }), why);
  const values = async () => (await api("table", { ruleset, upto: String(last) }, true)).values.map(String);
  node.addEventListener("submit", async (event) => {
    event.preventDefault();
    let right;
    try {
      right = await values();
    } catch (error) {
      return failed(error);
    }
    const wrong = [];
    inputs.forEach((input, n) => {
      const typed = input.value.trim().replace(/^\*/, "");
      const ok = /^\d+$/.test(typed) && String(BigInt(typed)) === right[n];
      input.classList.toggle("wrong", !ok);
      input.parentNode.classList.toggle("wrong", !ok);
      if (ok) input.removeAttribute("aria-invalid");
      else input.setAttribute("aria-invalid", "true");
      if (!ok) wrong.push({ n, typed });
    });
    why.replaceChildren();
    if (wrong.length === 0) return judge(true, null, null);
    judge(false, t("course-fill-wrong", { count: wrong.length, first: wrong[0].n }));
    // The mex of the first few wrong cells, from their options' values.
    for (const { n, typed } of wrong.slice(0, 3)) {
      try {
        const found = await mexOf(ruleset, n);
        // Each option by what is left of the heap, with its value.
        const options = found.options.map((m) => `${m.to.slice(ruleset.length).trim() || "0"} (${m.value})`);
        const mex = t("mex-line", { n, values: found.distinct.join(", "), mex: found.mex, value: found.mex });
        const line = options.length ? t("course-fill-options", { n, options: options.join(t("list-separator")), mex }) : mex;
        why.append(el("li", { text: typed === "" ? t("course-fill-empty", { n, line }) : t("course-fill-cell", { n, typed, line }) }));
      } catch (error) {
        return failed(error);
      }
    }
  });
  const worked = async () => {
    const right = await values();
    return [el("p", { class: "line", text: right.map((v, n) => `G(${n}) = ${v}`).join(t("list-separator")) })];
  };
  return { node, worked };
}

// "Mark the P-positions of Wythoff's game": a grid of toggles, (a, b) for
// 0 ≤ a, b ≤ last; checked against the engine's values (0 is P), each
// wrong mark explained by a move to a P-position.
function gridForm({ exercise, id, judge, failed }) {
  const { last } = exercise;
  const cell = new Map();
  const rows = [];
  for (let b = last; b >= 0; b--) {
    const buttons = [];
    for (let a = 0; a <= last; a++) {
      const button = el("button", { type: "button", class: "grid-cell", "aria-pressed": "false", "aria-label": `(${a}, ${b})`, "data-a": String(a), "data-b": String(b) });
      button.addEventListener("click", () => {
        const marked = button.getAttribute("aria-pressed") !== "true";
        button.setAttribute("aria-pressed", String(marked));
        button.classList.remove("wrong", "missed");
        button.textContent = marked ? "P" : "";
      });
      cell.set(`${a},${b}`, button);
      buttons.push(el("td", {}, button));
    }
    rows.push(el("tr", {}, el("th", { scope: "row", text: String(b) }), ...buttons));
  }
  rows.push(el("tr", {}, el("th", { scope: "col", text: "" }), ...Array.from({ length: last + 1 }, (_, a) => el("th", { scope: "col", text: String(a) }))));
  const why = el("ul", { class: "grid-why" });
  const check = el("button", { type: "button", id: `${id}-check`, text: t("course-check") });
  const node = el("div", { class: "grid-form" },
    el("div", { class: "scroll" }, el("table", { class: "wythoff-marks" }, el("caption", { text: t("course-grid-caption") }), el("tbody", {}, ...rows))),
    el("p", {}, check), why);
  const grid = async () => (await api("table", { ruleset: "wythoff", upto: String(last), values: "1" }, true)).values;
  check.addEventListener("click", async () => {
    let values;
    try {
      values = await grid();
    } catch (error) {
      return failed(error);
    }
    const wrong = [], missed = [];
    for (const [key, button] of cell) {
      const [a, b] = key.split(",").map(Number);
      const p = String(values[b][a]) === "0";
      const marked = button.getAttribute("aria-pressed") === "true";
      button.classList.toggle("wrong", marked && !p);
      button.classList.toggle("missed", !marked && p);
      button.textContent = marked ? (p ? "P" : "✗") : p ? "?" : "";
      if (marked && !p) wrong.push([a, b]);
      if (!marked && p) missed.push([a, b]);
    }
    why.replaceChildren();
    if (wrong.length + missed.length === 0) return judge(true, null, null);
    judge(false, t("course-grid-wrong", { wrong: wrong.length, missed: missed.length }));
    for (const [a, b] of wrong.slice(0, 3)) {
      try {
        const found = await api("analyze", { game: `wythoff ${a} ${b}` }, true);
        const to = `(${found.winning_moves[0].to.split(/\s+/).slice(1).join(", ")})`;
        why.append(el("li", { text: t("course-grid-not-p", { a, b, to }) }));
      } catch (error) {
        return failed(error);
      }
    }
    if (missed.length) why.append(el("li", { text: t("course-grid-missed", { count: missed.length }) }));
  });
  const worked = async () => {
    const values = await grid();
    const pairs = [];
    values.forEach((row, b) => row.forEach((v, a) => { if (String(v) === "0" && a <= b) pairs.push(`(${a}, ${b})`); }));
    return [el("p", { class: "line", text: t("course-grid-answer", { pairs: pairs.join(t("list-separator")) }) })];
  };
  return { node, worked };
}
