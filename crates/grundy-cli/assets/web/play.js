// The Play page: a game in the address (game, misere, vs, first, seed, m
// repeated, at, coach, lang, and the texts of rules it names, rule.NAME),
// played by touching the board; the coach,
// hints, the computer's moves, the rules, the SG table, start and end.

import { $, el, svg, api, announce, showError, pageHref, addressRules, currentPage, PAGES } from "./dom.js";
import { t, lang, withRules } from "./i18n.js";
import { drawBoard, leaving } from "./board.js";
import { positionEditor } from "./editor.js";
import { rulesFor, sgTable, rulesetNames } from "./learn.js";
import { readCompound, drawCompound, whyLines, moveOf, readTyped, compoundHint, compoundTable, compoundRules } from "./compound.js";

// ---------------------------------------------------------------- the address

export function gameParams() {
  const query = new URLSearchParams(location.search);
  const coach = query.has("coach") ? query.get("coach") === "1" : localStorage.getItem("grundy-coach") === "1";
  return {
    game: query.get("game"),
    misere: query.get("misere") === "1",
    // How the components are played together: null for the sum.
    compound: readCompound(query.get("compound")),
    vs: query.get("vs") === "human" ? "human" : "computer",
    first: query.get("first") === "computer" ? "computer" : "me",
    // How well the computer plays (the service's `level`): perfect unless
    // the address says beginner or intermediate.
    level: ["beginner", "intermediate"].includes(query.get("level")) ? query.get("level") : "perfect",
    // The projector view: the board big, no side panels.
    projector: query.get("projector") === "1",
    seed: Number.parseInt(query.get("seed") || "1", 10) || 1,
    moves: query.getAll("m"),
    at: query.has("at") ? Number.parseInt(query.get("at"), 10) : null,
    coach,
    lang: query.get("lang"),
    rules: addressRules(),
  };
}

export function gameUrl(p) {
  const query = new URLSearchParams();
  query.set("game", p.game);
  query.set("misere", p.misere ? "1" : "0");
  if (p.compound) query.set("compound", p.compound);
  query.set("vs", p.vs);
  query.set("first", p.first);
  if (p.level && p.level !== "perfect") query.set("level", p.level);
  if (p.projector) query.set("projector", "1");
  query.set("seed", String(p.seed));
  for (const m of p.moves) query.append("m", m);
  if (p.at !== null && p.at !== p.moves.length) query.set("at", String(p.at));
  if (p.coach) query.set("coach", "1");
  if (p.lang) query.set("lang", p.lang);
  for (const [name, text] of p.rules || []) query.set(name, text);
  return pageHref("play", query);
}

function go(p, replace = false) {
  const url = gameUrl(p);
  if (replace) history.replaceState(null, "", url);
  else history.pushState(null, "", url);
  loadGame();
}

let state = null; // { params, line, position, misere, whyComputer, hint, typedNote }
let loading = 0;

// Who moves at ply `ply`: "you", "computer", "p1" or "p2".
function mover(p, ply) {
  if (p.vs === "human") return ply % 2 === 0 ? "p1" : "p2";
  return (ply % 2 === 0) === (p.first === "me") ? "you" : "computer";
}

function isComputerTurn(p, ply) {
  return mover(p, ply) === "computer";
}

function speed() {
  if (matchMedia("(prefers-reduced-motion: reduce)").matches) return 0;
  return Number(localStorage.getItem("grundy-speed") ?? "400");
}

// ---------------------------------------------------------------- loading

// The game shown when the address names none.
const FIRST_GAME = "nim 3 4 5";

// How the board names a ruleset in the page's language (learn.js).
let names = null;

export async function loadGame() {
  let p = gameParams();
  if (!p.game) {
    // The game first, the setup folded above it: the tutorials' first
    // example until another is chosen.
    p = { ...p, game: FIRST_GAME };
    history.replaceState(null, "", gameUrl(p));
  }
  const ticket = ++loading;
  // Tests and assistive tools can tell when the page has settled.
  document.body.dataset.ready = "0";
  const at = p.at === null ? p.moves.length : Math.min(p.at, p.moves.length);
  const query = [["game", p.game], ["misere", p.misere ? "1" : "0"], ["at", String(at)], ["lang", lang()]];
  for (const m of p.moves) query.push(["m", m]);
  if (p.compound) query.push(["compound", p.compound]);
  let answer;
  const asked = performance.now();
  try {
    // A game of a rule says where its rule is, in words of rules.
    if (p.rules.length) await withRules();
    answer = await api("play", query);
    names = await rulesetNames();
  } catch (error) {
    if (ticket !== loading) return;
    showError($("play-error"), error);
    $("setup").open = true;
    document.body.dataset.ready = "1";
    return;
  }
  if (ticket !== loading) return;
  showError($("play-error"), null);
  const kept = state && state.whyComputer && state.whyComputer.at === at ? state.whyComputer : null;
  // How a typed move was read is said until the computer has answered it.
  const typedNote = state && state.typedNote && (at === state.typedNote.at || at === state.typedNote.at + 1) ? state.typedNote : null;
  const sameStart = state && state.line && state.params.game === p.game;
  // A compound's move is said as the components it changes: a verb first,
  // as the sum's "took 1 from heap 3" is.
  if (p.compound) for (const m of answer.line) m.said = t("compound-moved", { moves: m.said });
  state = { params: { ...p, at }, line: answer.line, position: answer.position, misere: answer.misere, compound: p.compound, whyComputer: kept, hint: 0, typedNote, dismissed: sameStart && state.dismissed };
  renderGame();
  // The first game shown since the page loaded: its time from the start of
  // the navigation is the mark's (the browser test prints it).
  if (!performance.getEntriesByName("grundy-first-answer").length) performance.mark("grundy-first-answer");
  document.body.dataset.at = String(at);
  document.body.dataset.took = String(Math.round(performance.now() - asked));
  if (!answer.position.over && at === answer.line.length && isComputerTurn(p, at)) {
    setTimeout(() => computerMoves(ticket), speed());
  } else {
    document.body.dataset.ready = "1";
  }
}

async function computerMoves(ticket) {
  if (ticket !== loading || !state) return;
  const p = state.params;
  let reply;
  try {
    reply = await api("computer", p.compound
      ? { game: state.position.game, compound: p.compound, misere: p.misere ? "1" : "0", lang: lang() }
      : { game: state.position.game, misere: p.misere ? "1" : "0", seed: String(p.seed + p.at), level: p.level, lang: lang() });
  } catch (error) {
    showError($("play-error"), error);
    document.body.dataset.ready = "1";
    return;
  }
  if (ticket !== loading) return;
  // A compound's move, in every component it moves.
  const parts = reply.moves || [reply];
  if (reply.moves) reply.said = t("compound-moved", { moves: reply.said });
  // The stones it takes fade out before the board changes.
  const fading = parts.flatMap((m) => leaving(m.component, m.to));
  const wait = speed();
  document.body.dataset.faded = String(wait > 0 ? fading.length : 0);
  if (wait > 0) {
    document.body.style.setProperty("--fade", `${Math.round(wait * 0.8)}ms`);
    for (const piece of fading) piece.classList.add("leaving");
    for (const m of parts) {
      const item = document.querySelector(`#board li[data-component="${m.component}"]`);
      if (item) item.classList.add("moving");
    }
    await new Promise((resolve) => setTimeout(resolve, wait));
    if (ticket !== loading) return;
  }
  const moves = p.moves.slice(0, p.at).concat(reply.moves ? moveOf(reply) : `${reply.component}:${reply.to}`);
  state.whyComputer = { at: moves.length, move: reply };
  announce(t("computer-played", { said: reply.said }));
  // The reply joins the player's own step in the history: back undoes both.
  go({ ...p, moves, at: moves.length }, true);
}

// ---------------------------------------------------------------- drawing

function renderGame() {
  const { params: p, position, line } = state;
  $("game").hidden = false;
  $("setup").open = false;
  const ply = p.at;
  const who = mover(p, ply);
  const finished = position.over && ply === line.length;
  const play = t(state.misere ? "rules-misere" : "rules-normal");
  $("title").textContent = t(ply === 0 ? "title-start" : "title", { game: position.game, rules: p.compound ? `${t(`compound-name-${p.compound}`)}, ${play}` : play });
  // Which computer plays, said on screen.
  $("level-shown").hidden = p.vs !== "computer";
  $("level-shown").textContent = t("level-playing", { level: p.level });
  $("status").textContent = statusText(p, position, who);
  $("status").classList.toggle("verdict", finished);
  renderRuleBack(p);
  $("coach").checked = p.coach;
  document.body.classList.toggle("coached", p.coach);
  document.body.classList.toggle("projector", p.projector);
  $("coach-legend").hidden = !p.coach;
  const canMove = !position.over && !isComputerTurn(p, ply);
  $("board-help").hidden = !canMove;
  const changed = new Set();
  const made = state.whyComputer;
  if (made && made.at === ply && made.move.moves) {
    for (const m of made.move.moves) changed.add(m.component);
  } else if (made && made.at === ply) {
    const count = Math.max(1, (made.move.after || [null]).length);
    for (let c = made.move.component; c < made.move.component + count; c++) changed.add(c);
  }
  const focus = focusedArea();
  const name = names || ((ruleset) => ruleset);
  if (p.compound) {
    drawCompound(position, { compound: p.compound, misere: p.misere, lang: lang(), coach: p.coach, canMove, changed, name, play: playMove });
  } else {
    drawBoard($("board"), position, { coach: p.coach, canMove, changed, name, play: (m) => playMove(`${m.component}:${m.to}`), typed: (c, to) => applyTyped(c, to, null) });
  }
  if (changed.size) {
    const first = document.querySelector("#board li.changed");
    if (first) first.scrollIntoView({ block: "nearest", behavior: speed() ? "smooth" : "auto" });
  }
  renderStart(p, position, line);
  renderLastMove(p, line);
  if (!p.compound) renderMoves(p, position, who, canMove);
  else $("typed").hidden = position.over;
  $("edit-box").hidden = Boolean(p.compound);
  restoreFocus(focus, canMove);
  renderWhy(p);
  renderChart(p, line, finished);
  renderReview(p, position, line, finished);
  $("undo").disabled = ply === 0;
  $("redo").disabled = ply >= p.moves.length;
  const waiting = !position.over && isComputerTurn(p, ply) && ply < line.length;
  $("computer-go").hidden = !waiting;
  const blocked = position.over || isComputerTurn(p, ply);
  $("hint").disabled = blocked;
  $("best").disabled = blocked;
  $("hint").querySelector("[data-i18n]").textContent = t("hint");
  $("hint-text").hidden = true;
  $("end-actions").hidden = !finished;
  showError($("typed-error"), null);
  const note = state.typedNote;
  $("typed-note").textContent = note ? t("typed-read-as", { form: note.form }) : "";
  $("typed-note").hidden = !note;
  // The panels are drawn when open, not on every move.
  if ($("rules-box").open) rulesPanel(state);
  if ($("table-box").open) table(state, $("table-body"));
  $("typed-move").placeholder = t(p.compound ? "compound-typed-placeholder" : "typed-placeholder");
}

// The rules panel: a compound's own rule and strategy first.
function rulesPanel(state) {
  const first = state.compound ? compoundRules(state.compound) : [];
  return rulesFor(state.position, $("rules-body"), first);
}

// The SG table, or for a compound the table of what decides it.
function table(state, node) {
  return (state.compound ? compoundTable : sgTable)(state, node);
}

// A game of a rule written in "Your game": the way back to its text.
function renderRuleBack(p) {
  const rules = p.rules || [];
  $("rule-back").hidden = !rules.length;
  if (!rules.length) return;
  const query = new URLSearchParams();
  for (const [name, text] of rules) query.set(name, text);
  const numbers = /^\s*rule\([^)]*\)((?:\s+\d+)+)\s*$/.exec(p.game);
  if (numbers) query.set("at", numbers[1].trim());
  if (p.lang) query.set("lang", p.lang);
  $("rule-back-link").href = pageHref("yours", query);
}

function statusText(p, position, who) {
  if (position.drawn) return t("status-drawn", { who });
  if (position.over) {
    const winner = state.misere ? who : other(p, who);
    return t("status-won", { winner });
  }
  const turn = t("status-turn", { who });
  if (!p.coach) return turn;
  if (position.outcome === "D") return `${turn} ${t("coach-draw")}`;
  const wins = position.outcome === "N";
  let text = `${turn} ${t(wins ? "coach-winning" : "coach-losing", { who })}`;
  // A compound is decided by its components' values, said in the why panel.
  if (p.compound) return text;
  if (position.remoteness !== null) text += ` ${t(wins ? "coach-win-in" : "coach-lasts", { moves: position.remoteness })}`;
  else text += ` ${t("coach-remoteness-unknown")}`;
  return text;
}

// Where keyboard focus was before the board and the moves are drawn again:
// on the board (which component), the list of moves, or the typed move;
// remembered while it is lost (the typed move is disabled while the
// computer moves), forgotten once the learner focuses something else.
let keptFocus = null;

function focusedArea() {
  const active = document.activeElement;
  const area = active && active !== document.body ? active.closest("#board, #move-groups, #typed") : null;
  if (area) {
    const item = active.closest("[data-component]");
    keptFocus = { area: area.id, component: item ? item.dataset.component : null };
  } else if (active && active !== document.body) {
    keptFocus = null;
  }
  return keptFocus;
}

// Focus back where it was (`focusedArea`): the same component's first
// target, else the first, else the board itself while the computer moves;
// the first move of the list; the typed move once it can be typed again.
function restoreFocus(focus, canMove) {
  if (!focus) return;
  const put = (node) => node && node.focus({ preventScroll: true });
  if (focus.area === "board") {
    const board = $("board");
    if (!canMove) return put(board);
    const mine = focus.component === null ? null : board.querySelector(`li[data-component="${focus.component}"] .target`);
    return put(mine || board.querySelector(".target") || board);
  }
  if (focus.area === "move-groups") return put($("move-groups").querySelector("button:not([disabled])") || $("board"));
  if (focus.area === "typed" && canMove) put($("typed-move"));
}

function other(p, who) {
  return { you: "computer", computer: "you", p1: "p2", p2: "p1" }[who];
}

// Before the first move: a warning when the learner starts lost, with the
// coach on.
function renderStart(p, position, line) {
  const warn = $("start-warning");
  // Only with the coach: otherwise it would answer "who wins?" on opening.
  const lost = p.coach && p.at === 0 && line.length === 0 && p.vs === "computer" && p.first === "me" && !position.over && position.outcome === "P" && !state.dismissed;
  warn.hidden = !lost;
}

// The last move in words, on screen (the tutorials' words: "The computer
// took 1 from heap 3", 电脑从第 3 堆取了 1 个), as the history says it.
function renderLastMove(p, line) {
  const last = p.at > 0 ? line[p.at - 1] : null;
  $("last-move").hidden = !last;
  $("last-move").textContent = last ? t("last-move", { who: mover(p, p.at - 1), said: last.said }) : "";
}

function moveText(m, components) {
  return `${components > 1 ? `${m.component + 1}: ` : ""}${m.from} → ${m.to}`;
}

function renderMoves(p, position, who, mine) {
  const groups = $("move-groups");
  groups.replaceChildren();
  const list = position.moves;
  const coach = p.coach;
  const count = position.components.length;
  $("moves-title").textContent = t("all-moves", { count: list.moves.length, who });
  const box = $("all-moves");
  if (!box.dataset.touched) box.open = list.moves.length <= 12 && !document.querySelector("#board .target");
  const button = (m) => {
    // The name starts with the visible text (WCAG 2.5.3), then says whether it wins.
    const kind = m.winning ? "win" : m.draws ? "draw" : "lose";
    const text = moveText(m, count);
    const label = coach ? `${t(`mark-${kind}`)} ${t(`move-judged-${kind}`, { move: text })}` : text;
    return el("li", {}, el("button", {
      type: "button",
      class: coach ? `move ${kind}` : "move",
      "aria-label": label,
      "data-component": String(m.component),
      "data-to": m.to,
      disabled: !mine,
      onclick: () => playMove(`${m.component}:${m.to}`),
    }, coach ? el("span", { class: "mark", text: t(`mark-${kind}`) }) : null, coach ? " " : null, el("span", { text })));
  };
  if (position.over) {
    groups.append(el("p", { text: t("no-move-left") }));
  } else if (coach) {
    const wins = list.moves.filter((m) => m.winning);
    const draws = list.moves.filter((m) => m.draws);
    const loses = list.moves.filter((m) => !m.winning && !m.draws);
    groups.append(el("h3", { text: t("group-winning", { count: wins.length }) }),
      wins.length ? el("ul", { class: "moves", id: "winning-moves" }, ...wins.map(button)) : el("p", { class: "note", text: t(draws.length ? "none-winning-draw" : "none-winning") }));
    if (draws.length) {
      groups.append(el("h3", { text: t("group-drawing", { count: draws.length }) }), el("ul", { class: "moves", id: "drawing-moves" }, ...draws.map(button)));
    }
    groups.append(el("h3", { text: t("group-losing", { count: loses.length }) }),
      loses.length ? el("ul", { class: "moves", id: "losing-moves" }, ...loses.map(button)) : el("p", { class: "note", text: t("none") }));
  } else {
    groups.append(el("ul", { class: "moves" }, ...list.moves.map(button)));
  }
  if (!list.complete) {
    for (const u of list.unlisted) groups.append(el("p", { class: "note", text: t("not-all-listed", { reason: u.reason }) }));
  }
  $("typed").hidden = position.over;
  for (const node of $("typed").elements) node.disabled = !mine;
}

// A line of the coach's why as a paragraph: indented lines (the engine's
// text indents what a value comes from) under their component, and the
// nim-sum's binary columns ("  *3  11  nim 3", "  --") in a fixed width.
function whyLine(line) {
  const indented = /^\s/.test(line);
  const columns = indented && /^\s+(\*\d+\s+[01]+\s|-+$)/.test(line);
  return el("p", { class: columns ? "columns" : indented ? "sub" : null, text: columns ? line.replace(/^ {2}/, "") : line.trim() });
}

function renderWhy(p) {
  const section = $("why-section");
  section.hidden = !p.coach;
  if (!p.coach) {
    $("why").replaceChildren();
    $("computer-why").replaceChildren();
    return;
  }
  const lines = state.compound ? whyLines(state.position) : state.position.why;
  $("why").replaceChildren(...lines.map(whyLine));
  const box = $("computer-why");
  box.replaceChildren();
  const made = state.whyComputer;
  if (made && made.at === state.params.at) {
    box.append(el("h3", { text: t("why-computer", { said: made.move.said }) }),
      el("ul", {}, ...(made.move.why || [t(made.move.winning ? "compound-computer-wins" : "compound-computer-holds")]).map((line) => el("li", { text: line }))));
  }
}

// The history: each move a point; judged (could win, draw, losing; a cross
// for a blunder) only with the coach or once the game is over.
function renderChart(p, line, finished) {
  const chart = $("chart");
  chart.replaceChildren();
  if (line.length === 0) {
    chart.append(el("p", { class: "note", text: t("no-move-yet") }));
    return;
  }
  const judged = p.coach || finished;
  $("chart-note").hidden = !judged;
  const step = 30, left = 70, width = left + step * line.length + 20, top = 24, bottom = 74, middle = 49;
  const level = (m) => (!judged ? middle : m.could_win ? top : m.could_draw ? middle : bottom);
  const root = svg("svg", { viewBox: `0 0 ${width} 110`, width: String(width), height: "110", role: "group", "aria-label": t("history") });
  if (judged) {
    root.append(svg("text", { x: "4", y: String(top + 4), class: "axis" }, t("chart-could-win")),
      svg("text", { x: "4", y: String(bottom + 4), class: "axis" }, t("chart-losing")));
    if (line.some((m) => m.could_draw)) root.append(svg("text", { x: "4", y: String(middle + 4), class: "axis" }, t("chart-draw")));
    root.append(svg("line", { x1: String(left - 8), x2: String(width - 10), y1: String(top), y2: String(top), class: "rule" }),
      svg("line", { x1: String(left - 8), x2: String(width - 10), y1: String(bottom), y2: String(bottom), class: "rule" }));
  }
  let path = "";
  line.forEach((m, k) => {
    const x = left + step * k, y = level(m);
    path += `${k ? "L" : "M"}${x},${y}`;
  });
  root.append(svg("path", { d: path, class: "trace" }));
  if (p.at > 0) {
    const x = left + step * (p.at - 1);
    root.append(svg("line", { x1: String(x), x2: String(x), y1: "8", y2: "96", class: "cursor" }));
  }
  line.forEach((m, k) => {
    const x = left + step * k, y = level(m);
    const who = mover(p, k);
    const verdict = !judged ? "" : m.blunder ? t("judged-blunder", { gave: m.could_win ? "win" : "draw" })
      : m.could_win ? t("judged-kept-win") : m.could_draw ? t("judged-kept-draw") : t("judged-losing");
    const label = t("chart-point", { number: k + 1, who, said: m.said, verdict });
    const link = svg("a", { href: gameUrl({ ...p, at: k + 1 }), "aria-label": label, class: "point" });
    link.append(svg("title", {}, label));
    if (judged && m.blunder) {
      link.append(svg("path", { d: `M${x - 7},${y - 7}L${x + 7},${y + 7}M${x - 7},${y + 7}L${x + 7},${y - 7}`, class: "blunder" }));
    } else {
      link.append(svg("circle", { cx: String(x), cy: String(y), r: "6", class: !judged ? "dot" : m.could_win ? "dot win" : m.could_draw ? "dot draw" : "dot lose" }));
    }
    link.append(svg("text", { x: String(x), y: "104", class: "tick" }, String(k + 1)));
    root.append(link);
  });
  const start = el("a", { href: gameUrl({ ...p, at: 0 }), class: "start-link", text: t("back-to-start") });
  chart.append(root, start);
}

function renderReview(p, position, line, finished) {
  const review = $("review");
  review.hidden = !finished;
  if (!finished) return;
  if (position.drawn) {
    $("verdict").textContent = t("verdict-drawn");
  } else {
    const stuck = mover(p, p.at);
    const winner = state.misere ? stuck : other(p, stuck);
    $("verdict").textContent = `${t("verdict-won", { winner })} ${t(state.misere ? "verdict-misere" : "verdict-normal")}`;
  }
  const list = $("review-list");
  list.replaceChildren();
  const blunders = line.map((m, k) => ({ m, k })).filter(({ m }) => m.blunder);
  const draws = line.some((m) => m.could_draw || m.draws);
  if (blunders.length === 0) list.append(el("li", { text: t(draws ? "review-clean-draws" : "review-clean") }));
  for (const { m, k } of blunders) {
    const gave = m.could_win ? "win" : "draw";
    const better = m.better ? ` ${t("review-better", { better: m.better, gave })}` : "";
    list.append(el("li", {}, el("a", { href: gameUrl({ ...p, at: k }), text: t("review-move", { number: k + 1, who: mover(p, k) }) }),
      el("span", { text: `: ${t("review-gave", { said: m.said, gave })}${better}` })));
  }
}

// ---------------------------------------------------------------- moving

function playMove(move) {
  const p = state.params;
  const moves = p.moves.slice(0, p.at).concat(move);
  go({ ...p, moves, at: moves.length });
}

// Checks component `c` becoming `to` with the server, then plays it;
// `form` is how the typed text was read, said after the move.
async function applyTyped(c, to, form) {
  const { position, params: p } = state;
  try {
    const checked = await api("apply", { game: position.game, misere: p.misere ? "1" : "0", component: String(c), to });
    $("typed-move").value = "";
    if (form) state.typedNote = { at: p.at + 1, form };
    playMove(`${checked.component}:${checked.to}`);
  } catch (error) {
    showError($("typed-error"), error);
  }
}

// A typed move: `2 5` or `2: 1 3` (component 2 becomes …), `take 3 from
// heap 2` or `从第2堆取3` (a take from a heap), `take 3` with one component.
// A take as learners type it, in English ("take 3 from heap 2", "take 3")
// or Chinese ("从第2堆取3", "第三堆取12", "3堆拿12", "取第3堆12个",
// "取12个"), numbers in digits or Chinese numerals: {take, heap} (heap
// null when not said), or null.
const TAKE_EN = /^(?:take|remove)\s+(\d+)(?:\s+from(?:\s+heap)?\s+(\d+))?$/i;
const TAKE_ZH = [
  [/^(?:从|在)?第?(\d+)堆(?:中|里|上)?(?:取|拿|拿走|取走|拿掉|取出)(\d+)(?:个|颗|枚|块)?(?:石子|石头|棋子)?$/, 1, 2],
  [/^(?:取|拿|拿走|取走|拿掉|取出)第?(\d+)堆(?:中|里|上|的)?(\d+)(?:个|颗|枚|块)?(?:石子|石头|棋子)?$/, 1, 2],
  [/^(?:取|拿|拿走|取走|拿掉|取出)(\d+)(?:个|颗|枚|块)?(?:石子|石头|棋子)?$/, null, 1],
];
const CHINESE_DIGIT = { 零: 0, 〇: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
const CHINESE_UNIT = { 十: 10, 百: 100, 千: 1000, 万: 10000 };

// A number in Chinese numerals (二十三, 十二, 一百零五, 两) as digits.
function chineseNumber(word) {
  let total = 0, digit = null;
  for (const char of word) {
    if (char in CHINESE_DIGIT) digit = CHINESE_DIGIT[char];
    else { total += (digit ?? 1) * CHINESE_UNIT[char]; digit = null; }
  }
  return String(total + (digit ?? 0));
}

export function readTake(text) {
  const english = TAKE_EN.exec(text);
  if (english) return { take: english[1], heap: english[2] ?? null };
  const plain = text.replace(/\s+/g, "").replace(/[零〇一二两三四五六七八九十百千万]+/g, chineseNumber);
  for (const [pattern, heap, take] of TAKE_ZH) {
    const found = pattern.exec(plain);
    if (found) return { take: found[take], heap: heap === null ? null : found[heap] };
  }
  return null;
}

async function typedMove(event) {
  event.preventDefault();
  const text = $("typed-move").value.normalize("NFKC").trim();
  if (!text || !state) return;
  const { position } = state;
  const count = position.components.length;
  if (state.compound) return typedCompound(text, count);
  const taken = readTake(text);
  if (taken) {
    const take = taken.take;
    const heap = taken.heap ?? (count === 1 ? "1" : null);
    if (heap === null) return showError($("typed-error"), new Error(t("typed-which-heap", { count })));
    const index = Number.parseInt(heap, 10) - 1;
    const component = position.components[index];
    if (!component) return showError($("typed-error"), new Error(t("typed-no-component", { number: heap, count })));
    const size = /^\d+$/.test(component.description.split(" ").pop()) ? BigInt(component.description.split(" ").pop()) : null;
    if (size === null || !["heap", "limited", "row"].includes(component.drawing.kind)) {
      return showError($("typed-error"), new Error(t("typed-not-a-heap", { number: heap })));
    }
    if (BigInt(take) > size) return showError($("typed-error"), new Error(t("typed-too-many", { take, heap, size: String(size) })));
    const to = component.drawing.kind === "limited" ? null : `${component.ruleset} ${size - BigInt(take)}`;
    if (to === null) {
      const m = position.moves.moves.find((x) => x.component === index && x.after && x.after.length === 1 && String(x.after[0].count) === String(size - BigInt(take)));
      if (!m) return showError($("typed-error"), new Error(t("typed-illegal-take", { take, heap })));
      state.typedNote = { at: state.params.at + 1, form: t("form-take", { count: take, heap }) };
      return playMove(`${m.component}:${m.to}`);
    }
    return applyTyped(index, to, t("form-take", { count: take, heap }));
  }
  let number = null, rest = text;
  const colon = text.search(/[:：]/);
  if (colon >= 0) { number = text.slice(0, colon).trim(); rest = text.slice(colon + 1).trim(); }
  else if (count > 1) {
    const space = text.search(/\s/);
    if (space < 0) return showError($("typed-error"), new Error(t("typed-say-component")));
    number = text.slice(0, space); rest = text.slice(space).trim();
  }
  const index = number === null ? 0 : Number.parseInt(number, 10) - 1;
  if (!(index >= 0 && index < count) || (number !== null && !/^\d+$/.test(number))) {
    return showError($("typed-error"), new Error(t("typed-no-component", { number, count })));
  }
  if (!rest) return showError($("typed-error"), new Error(t("typed-say-what")));
  const ruleset = position.components[index].ruleset;
  const to = /^[^\d(]/.test(rest) ? rest : rest.startsWith("(") ? ruleset + rest : `${ruleset} ${rest}`;
  await applyTyped(index, to, t("form-becomes", { number: index + 1, to }));
}

// A compound's typed move, `1: kayles 2; 2: nim 0`, checked, then played.
async function typedCompound(text, count) {
  const move = readTyped(text, count);
  if (move instanceof Error) return showError($("typed-error"), move);
  const p = state.params;
  try {
    await api("play", { game: state.position.game, compound: p.compound, misere: p.misere ? "1" : "0", m: move, lang: lang() });
  } catch (error) {
    return showError($("typed-error"), error);
  }
  $("typed-move").value = "";
  playMove(move);
}

// The hint, one step at a time: whether a move wins, then where, then which.
function hint() {
  if (!state || $("hint").disabled) return;
  const { position, params: p } = state;
  if (p.compound) {
    const step = Math.min(3, state.hint + 1);
    state.hint = position.winning_moves.length ? step : 3;
    for (const node of document.querySelectorAll(".hinted")) node.classList.remove("hinted");
    const box = $("hint-text");
    box.hidden = false;
    box.textContent = compoundHint(position, step, { compound: p.compound, misere: p.misere, lang: lang(), coach: p.coach, canMove: true, changed: new Set(), name: names || ((ruleset) => ruleset), play: playMove });
    $("hint").querySelector("[data-i18n]").textContent = state.hint < 3 ? t("hint-more") : t("hint");
    $("hint").disabled = state.hint >= 3;
    announce(box.textContent);
    return;
  }
  const wins = position.moves.moves.filter((m) => m.winning);
  const draws = position.moves.moves.filter((m) => m.draws);
  const box = $("hint-text");
  const step = Math.min(3, state.hint + 1);
  state.hint = step;
  box.hidden = false;
  for (const node of document.querySelectorAll(".hinted")) node.classList.remove("hinted");
  // The nim-sum method's move when the service worked it out (a sum under
  // normal play), else the first winning move.
  const how = position.how;
  const method = how ? wins.find((x) => x.component === how.component && x.to === how.to) : null;
  const m = method || wins[0] || draws[0] || null;
  if (!m) {
    box.textContent = t(step === 1 ? "hint-1-lose" : "hint-2-lose");
    state.hint = 3;
  } else if (step === 1) {
    box.textContent = t(wins.length ? "hint-1-win" : "hint-1-draw");
  } else if (step === 2) {
    const item = document.querySelector(`#board li[data-component="${m.component}"]`);
    if (item) item.classList.add("hinted");
    box.textContent = t(wins.length ? "hint-2-win" : "hint-2-draw", { number: m.component + 1, description: position.components[m.component].description });
  } else {
    const target = document.querySelector(`#board .target[data-component="${m.component}"][data-to="${CSS.escape(m.to)}"]`)
      || document.querySelector(`#move-groups button[data-component="${m.component}"][data-to="${CSS.escape(m.to)}"]`);
    const words = target && target.closest("#board") ? target.getAttribute("aria-label") : moveText(m, position.components.length);
    const why = method ? how.steps.join(" ") : wins.length ? reason(m, position, p) : "";
    box.textContent = `${t(wins.length ? "hint-3-win" : "hint-3-draw", { move: words })} ${why}`.trim();
    if (target) {
      if (target.closest("details")) target.closest("details").open = true;
      target.classList.add("hinted");
      target.focus();
    }
  }
  $("hint").querySelector("[data-i18n]").textContent = state.hint < 3 ? t("hint-more") : t("hint");
  $("hint").disabled = state.hint >= 3;
  announce(box.textContent);
}

// Why the hinted move wins, in the form the tutorials teach it.
function reason(m, position, p) {
  if (state.misere) return t("reason-misere");
  const c = position.components[m.component];
  if (position.components.some((x) => x.infinite)) return t("reason-p");
  const bash = /^bash\((\d+)\)$/.exec(c.ruleset);
  if (bash && position.components.length === 1 && m.after && m.after[0]) {
    return t("reason-bash", { left: String(m.after[0].count), period: String(BigInt(bash[1]) + 1n) });
  }
  if (/^wythoff\b/.test(c.ruleset) && position.components.length === 1 && m.after && m.after[0]) {
    return t("reason-wythoff", { a: m.after[0].piles[0], b: m.after[0].piles[1] });
  }
  return t("reason-nim");
}

async function bestMove() {
  if (!state || $("best").disabled) return;
  const p = state.params;
  try {
    if (p.compound) {
      const reply = await api("computer", { game: state.position.game, compound: p.compound, misere: p.misere ? "1" : "0", lang: lang() });
      announce(reply.said);
      return playMove(moveOf(reply));
    }
    const reply = await api("computer", { game: state.position.game, misere: p.misere ? "1" : "0", seed: String(p.seed + p.at), lang: lang() });
    announce(t("best-move-played", { from: reply.from, to: reply.to }));
    playMove(`${reply.component}:${reply.to}`);
  } catch (error) {
    showError($("play-error"), error);
  }
}

function undo() {
  if (!state || state.params.at === 0) return;
  const p = state.params;
  let at = p.at - 1;
  // Against the computer, back to a position where it is your move.
  // (Or to the start when the computer opened: "Let the computer move"
  // plays its opening again.)
  while (at > 0 && isComputerTurn(p, at)) at -= 1;
  go({ ...p, at });
  announce(t("taken-back", { at }));
}

function redo() {
  if (!state || state.params.at >= state.params.moves.length) return;
  const p = state.params;
  let at = p.at + 1;
  while (at < p.moves.length && isComputerTurn(p, at)) at += 1;
  go({ ...p, at });
  announce(t("forward", { at }));
}

// ---------------------------------------------------------------- start and end

// The position editor on the position shown; the game it sets up starts
// from its first move, on the projector when asked.
function editPosition() {
  const name = names || ((ruleset) => ruleset);
  positionEditor(state.position, $("edit-body"), name, (game, projector) => {
    $("edit-box").open = false;
    restart({ game, projector });
  });
}

function restart(changes) {
  const p = state.params;
  go({ ...p, moves: [], at: 0, seed: 1 + Math.floor(Math.random() * 999999), ...changes });
}

function newGame() {
  const p = state ? state.params : gameParams();
  const setup = $("setup");
  $("start").value = state ? (state.line.start || p.game) : p.game || $("start").value;
  for (const radio of document.querySelectorAll('input[name="misere"]')) radio.checked = radio.value === (p.misere ? "1" : "0");
  for (const radio of document.querySelectorAll('input[name="vs"]')) radio.checked = radio.value === p.vs;
  $("compound").value = p.compound || "";
  $("level").value = p.level;
  setup.open = true;
  $("start").focus();
}

// A random position of the catalogue game chosen, of the size asked,
// drawn until its first player wins (or loses) as asked.
async function randomPosition() {
  const form = new FormData($("new-game"));
  const example = $("pick").value || $("start").value;
  const want = form.get("difficulty") === "losing" ? "P" : "N";
  const size = { small: 7, medium: 15, large: 30 }[form.get("size")] || 7;
  const note = $("random-note");
  note.textContent = "";
  for (let tries = 0; tries < 40; tries++) {
    const game = randomLike(example, size);
    if (!game) break;
    try {
      const answer = await api("analyze", { game, misere: form.get("misere") === "1" ? "1" : "0" });
      if (answer.outcome === want) {
        $("start").value = game;
        note.textContent = t(want === "N" ? "random-winning" : "random-losing", { game });
        return;
      }
    } catch (error) { /* another draw */ }
  }
  note.textContent = t("random-failed");
}

const roll = (low, high) => low + Math.floor(Math.random() * (high - low + 1));

// A description like `example` (its first part) with random numbers.
function randomLike(example, size) {
  const first = example.split("+")[0].trim();
  const board = /^(chomp|cutting)\s+\d+x\d+/.exec(first);
  if (board) return `${board[1]} ${roll(2, Math.min(size, 8))}x${roll(2, Math.min(size, 8))}`;
  const heaps = /^([^\s\d][^\s]*(?:\s*\([^)]*\))?)((?:\s+\d+)+)$/.exec(first);
  if (!heaps) return null;
  const name = heaps[1];
  const count = heaps[2].trim().split(/\s+/).length;
  if (/^(wythoff|euclid)\b/.test(name)) return `${name} ${roll(1, size)} ${roll(1, size)}`;
  if (/^(moore|staircase)\b/.test(name)) return `${name} ${Array.from({ length: Math.max(count, 3) }, () => roll(0, size)).join(" ")}`;
  if (/^(ruler|mockturtles)\b/.test(name)) return `${name} ${Array.from({ length: 3 }, () => roll(1, size)).join(" ")}`;
  const k = size <= 7 ? roll(1, 3) : size <= 15 ? roll(2, 4) : roll(3, 5);
  return `${name} ${Array.from({ length: k }, () => roll(1, size)).join(" ")}`;
}

// ---------------------------------------------------------------- wiring

function setCoach(on) {
  localStorage.setItem("grundy-coach", on ? "1" : "0");
  if (!state) return;
  const p = { ...state.params, coach: on };
  history.replaceState(null, "", gameUrl(p));
  state.params = p;
  renderGame();
}

export function setupPlay() {
  $("typed").addEventListener("submit", typedMove);
  $("hint").addEventListener("click", hint);
  $("best").addEventListener("click", bestMove);
  $("undo").addEventListener("click", undo);
  $("redo").addEventListener("click", redo);
  $("coach").addEventListener("change", (event) => setCoach(event.target.checked));
  const chosen = localStorage.getItem("grundy-speed") ?? "400";
  $("speed").value = chosen;
  $("speed").addEventListener("change", (event) => localStorage.setItem("grundy-speed", event.target.value));
  $("computer-go").addEventListener("click", () => {
    const p = state.params;
    go({ ...p, moves: p.moves.slice(0, p.at), at: p.at });
  });
  $("all-moves").addEventListener("toggle", (event) => { if (event.isTrusted) $("all-moves").dataset.touched = "1"; });
  $("move-second").addEventListener("click", () => restart({ first: "computer" }));
  $("play-anyway").addEventListener("click", () => { state.dismissed = true; $("start-warning").hidden = true; });
  $("rematch").addEventListener("click", () => restart({}));
  $("swap").addEventListener("click", () => restart({ first: state.params.first === "me" ? "computer" : "me" }));
  $("new-game-button").addEventListener("click", newGame);
  $("random").addEventListener("click", randomPosition);
  $("rules-box").addEventListener("toggle", () => { if ($("rules-box").open && state) rulesPanel(state); });
  $("table-box").addEventListener("toggle", () => { if ($("table-box").open && state) table(state, $("table-body")); });
  $("edit-box").addEventListener("toggle", () => { if ($("edit-box").open && state) editPosition(); });
  document.addEventListener("keydown", (event) => {
    if (currentPage(PAGES) !== "play" || event.ctrlKey || event.metaKey || event.altKey) return;
    const target = event.target;
    if (target.closest("input, textarea, select, [contenteditable]")) return;
    if (event.key === "h") hint();
    else if (event.key === "u") undo();
    else if (event.key === "r") redo();
    else if (event.key === " " && !target.closest("button, a, summary, [role=button]")) { event.preventDefault(); bestMove(); }
  });
}
