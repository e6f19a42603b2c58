// The judge problems of the tutorials (HDU, POJ): what each asks, the game
// that models it, and a box that takes the problem's own input and gives
// the output its judge expects, every case answered by the engine; a
// learner's own output, pasted beside it, is compared line by line
// (对拍). The problems' formats and output words are data here; their
// descriptions are words in course.ftl (judge-ID-…).

import { el, api, errorText } from "./dom.js";
import { t, lang } from "./i18n.js";

// At most this many cases, and numbers, are read from one input.
const MAX_CASES = 100;
const MAX_NUMBERS = 2000;

// How a problem's input is laid out: `count` (the number of cases first),
// `eof` (cases to the end), `zeros` (cases until one of zeros), each case
// `size` numbers; `lists` (a count first, each case a length and as many
// numbers) and `zero-lists` (a length and as many numbers, until a length
// of 0).
//
// `game(numbers)` is the case as a game (`rule` names a rule file of
// games/ it needs, `misere` asks for misère play); `say(analysis, numbers)`
// is the judge's line from the engine's analysis.
const outcome = (win, lose) => (a) => (a.outcome === "N" ? win : lose);
const PROBLEMS = [
  { id: "hdu1846", layout: "count", size: 2, game: ([n, m]) => `bash(${m}) ${n}`, say: outcome("first", "second"), sample: "2\n23 2\n4 3\n" },
  { id: "hdu1847", layout: "eof", size: 1, game: ([n]) => `subtract(pow2) ${n}`, say: outcome("Kiki", "Cici"), sample: "1\n3\n" },
  { id: "hdu1848", layout: "zeros", size: 3, game: (h) => `subtract(fib) ${h.join(" ")}`, say: outcome("Fibo", "Nacci"), sample: "1 1 1\n1 4 1\n0 0 0\n" },
  // Each heap of Nim has at most one winning move: the count of winning
  // moves is the count of first moves that win.
  { id: "hdu1850", layout: "zero-lists", game: (h) => `nim ${h.join(" ")}`, say: (a) => String(a.winning_moves.length), sample: "3\n5 7 9\n0\n" },
  { id: "hdu2147", layout: "zeros", size: 2, rule: "hdu2147-kiki", game: ([n, m]) => `rule(hdu2147-kiki) ${n} ${m}`, say: outcome("Wonderful!", "What a pity!"), sample: "5 3\n5 4\n6 6\n0 0\n" },
  // A first bid of k leaves Bash's game M − k; leaving 0 sells the field,
  // and so does every bid from M to N.
  { id: "hdu2149", layout: "eof", size: 2, game: ([m, n]) => `bash(${n}) ${m}`, say: bids, sample: "4 2\n3 2\n3 5\n" },
  { id: "hdu2188", layout: "count", size: 2, game: ([n, m]) => `bash(${m}) ${n}`, say: outcome("Grass", "Rabbit"), sample: "2\n8 10\n11 10\n" },
  { id: "hdu1527", layout: "eof", size: 2, game: ([a, b]) => `wythoff ${a} ${b}`, say: outcome("1", "0"), sample: "2 1\n8 4\n4 7\n" },
  { id: "hdu1907", layout: "lists", misere: true, game: (h) => `nim ${h.join(" ")}`, say: outcome("John", "Brother"), sample: "2\n3\n3 5 1\n1\n1\n" },
  { id: "hdu2516", layout: "zeros", size: 1, game: ([n]) => `fibnim ${n}`, say: outcome("First win", "Second win"), sample: "2\n13\n10000\n0\n" },
  { id: "hdu3032", layout: "lists", game: (h) => `lasker ${h.join(" ")}`, say: outcome("Alice", "Bob"), sample: "2\n3\n2 2 3\n2\n3 3\n" },
  { id: "poj2311", layout: "eof", size: 2, game: ([w, h]) => `cutting ${w}x${h}`, say: outcome("WIN", "LOSE"), sample: "2 2\n3 2\n4 2\n" },
];

// HDU 2149's line: the winning first bids in increasing order, or "none".
function bids(a, [m, n]) {
  const won = new Set();
  for (const move of a.winning_moves) {
    const left = BigInt(move.to.split(" ").pop());
    if (left === 0n) for (let bid = m; bid <= n; bid++) won.add(bid);
    else won.add(m - left);
  }
  return won.size ? [...won].sort((x, y) => (x < y ? -1 : 1)).join(" ") : "none";
}

// A problem with the input: what the learner typed was not the problem's
// format, said where.
class InputProblem extends Error {}

// The input's numbers as BigInts, each with its line.
function numbers(text) {
  const found = [];
  text.split("\n").forEach((line, i) => {
    for (const token of line.trim().split(/\s+/).filter(Boolean)) {
      if (!/^\d+$/.test(token)) throw new InputProblem(t("judge-not-number", { line: i + 1, token }));
      found.push(BigInt(token));
    }
  });
  if (found.length > MAX_NUMBERS) throw new InputProblem(t("judge-too-many-numbers", { max: MAX_NUMBERS }));
  return found;
}

// The cases of the input as the problem lays them out, arrays of BigInts
// (`found`), and whether input was left past MAX_CASES (`cut`).
function cases(problem, text) {
  const all = numbers(text);
  let at = 0;
  const take = (count, number) => {
    if (at + count > all.length) throw new InputProblem(t("judge-short", { case: number, count, left: all.length - at }));
    const got = all.slice(at, at + count);
    at += count;
    return got;
  };
  const found = [];
  const more = () => at < all.length && found.length < MAX_CASES;
  const { layout, size } = problem;
  if (layout === "count" || layout === "lists") {
    const count = Number(take(1, 1)[0]);
    for (let i = 0; i < count && found.length < MAX_CASES; i++) {
      found.push(layout === "count" ? take(size, i + 1) : take(Number(take(1, i + 1)[0]), i + 1));
    }
  } else if (layout === "eof") {
    while (more()) found.push(take(size, found.length + 1));
  } else if (layout === "zeros") {
    while (more()) {
      const got = take(size, found.length + 1);
      if (got.every((n) => n === 0n)) break;
      found.push(got);
    }
  } else {
    while (more()) {
      const length = take(1, found.length + 1)[0];
      if (length === 0n) break;
      found.push(take(Number(length), found.length + 1));
    }
  }
  if (found.length === 0) throw new InputProblem(t("judge-no-case"));
  // Past MAX_CASES the rest is left, and said to be.
  return { found, cut: found.length === MAX_CASES && at < all.length };
}

// The rule texts of the example files, by name (`hdu2147-kiki`).
async function ruleText(name) {
  const { examples } = await api("examples", {}, true);
  const found = examples.find((e) => e.name === name);
  if (!found) throw new Error(t("judge-no-rule", { name }));
  return found.text;
}

// The judge's output for `text`, a line a case ("?" where the engine gave
// no answer), and the problems met, each with its case.
async function judge(problem, text) {
  const params = { misere: problem.misere ? "1" : "0", lang: lang() };
  if (problem.rule) params[`rule.${problem.rule}`] = await ruleText(problem.rule);
  const { found, cut } = cases(problem, text);
  const lines = [], problems = [];
  if (cut) problems.push(t("judge-cut", { max: MAX_CASES }));
  for (const [i, numbers] of found.entries()) {
    try {
      const analysis = await api("analyze", { ...params, game: problem.game(numbers) }, true);
      // A line read off the winning moves (HDU 1850, 2149) needs them all.
      if (analysis.unlisted.length) throw new Error(t("judge-unlisted"));
      lines.push(problem.say(analysis, numbers));
    } catch (error) {
      lines.push("?");
      problems.push(t("judge-case-failed", { case: i + 1, problem: errorText(error) }));
    }
  }
  return { lines, problems };
}

// The judge problems page: each problem with its boxes.
export function judgePage() {
  return [
    el("p", { text: t("judge-intro") }),
    ...PROBLEMS.map(problemBox),
  ];
}

function problemBox(problem) {
  const id = problem.id;
  const input = el("textarea", { id: `${id}-input`, class: "code judge-input", rows: "5", spellcheck: "false" });
  input.value = problem.sample;
  const yours = el("textarea", { id: `${id}-yours`, class: "code judge-yours", rows: "4", spellcheck: "false" });
  const expected = el("pre", { class: "judge-output", "aria-live": "polite" });
  const verdict = el("div", { class: "judge-verdict", "aria-live": "polite" });
  const form = el("form", { class: "judge-form" },
    el("label", { for: input.id, text: t("judge-input") }), input,
    el("label", { for: yours.id, text: t("judge-yours") }), yours,
    el("p", {}, el("button", { type: "submit", text: t("judge-run") })));
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    verdict.replaceChildren();
    expected.textContent = t("computing");
    let answer;
    try {
      answer = await judge(problem, input.value);
    } catch (error) {
      expected.textContent = "";
      verdict.replaceChildren(el("p", { class: "error", text: error instanceof InputProblem ? error.message : errorText(error) }));
      return;
    }
    expected.textContent = answer.lines.join("\n");
    const said = answer.problems.map((p) => el("p", { class: "error", text: p }));
    if (yours.value.trim()) said.push(compare(yours.value, answer.lines));
    verdict.replaceChildren(...said);
  });
  return el("section", { class: "judge-problem", id: `judge-${id}` },
    el("h3", { text: t(`judge-${id}-title`) }),
    el("p", { text: t(`judge-${id}-asks`) }),
    el("p", { class: "note" }, t("judge-model"), " ", el("code", { text: problem.game(exampleNumbers(problem)) })),
    form,
    el("h4", { text: t("judge-expected") }), expected, verdict);
}

// The numbers of the sample's first case, to show the model with.
function exampleNumbers(problem) {
  return cases(problem, problem.sample).found[0];
}

// The learner's output against the judge's, line by line.
function compare(text, lines) {
  const theirs = text.replace(/\s+$/, "").split("\n").map((line) => line.replace(/\s+$/, ""));
  const wrong = [];
  for (let i = 0; i < Math.max(theirs.length, lines.length); i++) {
    if (theirs[i] !== lines[i]) wrong.push(t("judge-line-differs", { line: i + 1, yours: theirs[i] ?? "", expected: lines[i] ?? "" }));
  }
  if (wrong.length === 0) return el("p", { class: "judge-same", text: t("judge-same") });
  return el("div", { class: "judge-differs" }, el("p", { text: t("judge-differs", { count: wrong.length }) }),
    el("ul", {}, ...wrong.slice(0, 10).map((w) => el("li", { text: w }))));
}
