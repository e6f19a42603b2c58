// The grundy playground: one page, five views, no dependencies. Every
// answer comes from the JSON API of the server that sent this file; the
// state of a game lives in the address, so that reloading, the back button
// and sharing a link all work.
"use strict";

const $ = (id) => document.getElementById(id);

function el(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null || value === undefined || value === false) continue;
    if (name === "text") node.textContent = value;
    else if (name.startsWith("on")) node.addEventListener(name.slice(2), value);
    else node.setAttribute(name, value === true ? "" : value);
  }
  for (const child of children) if (child) node.append(child);
  return node;
}

const SVG = "http://www.w3.org/2000/svg";
function svg(tag, attributes = {}, ...children) {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (name.startsWith("on")) node.addEventListener(name.slice(2), value);
    else node.setAttribute(name, value);
  }
  for (const child of children) if (child) node.append(child);
  return node;
}

// An API call: the parsed JSON, or an Error carrying the problem's detail.
async function api(path, params) {
  const query = new URLSearchParams(params);
  const response = await fetch(`/api/v1/${path}?${query}`);
  const type = response.headers.get("content-type") || "";
  if (!response.ok) {
    let detail = `${response.status} ${response.statusText}`;
    if (type.includes("json")) detail = (await response.json()).detail || detail;
    const error = new Error(detail);
    error.status = response.status;
    throw error;
  }
  return type.includes("json") ? response.json() : response.text();
}

function announce(text) {
  const live = $("live");
  live.textContent = "";
  setTimeout(() => { live.textContent = text; }, 50);
}

function showError(node, error) {
  node.textContent = error ? error.message : "";
  node.hidden = !error;
}

// ---------------------------------------------------------------- pages

const PAGES = ["play", "analyze", "table", "period", "plot"];

function currentPage() {
  const name = location.pathname.replace(/^\//, "");
  return PAGES.includes(name) ? name : "play";
}

function route() {
  const page = currentPage();
  for (const section of document.querySelectorAll("main > section")) {
    section.hidden = section.dataset.page !== page;
  }
  for (const link of document.querySelectorAll("nav a")) {
    if (link.dataset.page === page) link.setAttribute("aria-current", "page");
    else link.removeAttribute("aria-current");
  }
  document.title = `${page[0].toUpperCase()}${page.slice(1)} · grundy playground`;
  if (page === "play") loadGame();
  else loadTool(page);
}

document.addEventListener("click", (event) => {
  const link = event.target.closest("a[href]");
  if (!link || link.origin !== location.origin || event.ctrlKey || event.metaKey || event.shiftKey) return;
  if (link.hasAttribute("download") || link.getAttribute("href").startsWith("#")) return;
  event.preventDefault();
  history.pushState(null, "", link.href);
  route();
});
window.addEventListener("popstate", route);

// ---------------------------------------------------------------- play

// The game in the address: game, misere, vs, first, seed, m (repeated), at.
function gameParams() {
  const query = new URLSearchParams(location.search);
  return {
    game: query.get("game"),
    misere: query.get("misere") === "1",
    vs: query.get("vs") === "human" ? "human" : "computer",
    first: query.get("first") === "computer" ? "computer" : "me",
    seed: Number.parseInt(query.get("seed") || "1", 10) || 1,
    moves: query.getAll("m"),
    at: query.has("at") ? Number.parseInt(query.get("at"), 10) : null,
  };
}

function gameUrl(p) {
  const query = new URLSearchParams();
  query.set("game", p.game);
  query.set("misere", p.misere ? "1" : "0");
  query.set("vs", p.vs);
  query.set("first", p.first);
  query.set("seed", String(p.seed));
  for (const m of p.moves) query.append("m", m);
  if (p.at !== null && p.at !== p.moves.length) query.set("at", String(p.at));
  return `/play?${query}`;
}

function go(p, replace = false) {
  const url = gameUrl(p);
  if (replace) history.replaceState(null, "", url);
  else history.pushState(null, "", url);
  loadGame();
}

let state = null; // { params, line, position, whyComputer }
let loading = 0;

function mover(p, ply) {
  const firstIsMe = p.first === "me";
  const mine = (ply % 2 === 0) === firstIsMe;
  if (p.vs === "human") return (ply % 2 === 0) ? "Player 1" : "Player 2";
  return mine ? "You" : "The computer";
}

function isComputerTurn(p, ply) {
  return p.vs === "computer" && mover(p, ply) === "The computer";
}

async function loadGame() {
  const p = gameParams();
  if (!p.game) {
    $("setup").open = true;
    $("game").hidden = true;
    return;
  }
  const ticket = ++loading;
  // Tests and assistive tools can tell when the page has settled.
  document.body.dataset.ready = "0";
  const at = p.at === null ? p.moves.length : Math.min(p.at, p.moves.length);
  const query = [["game", p.game], ["misere", p.misere ? "1" : "0"], ["at", String(at)]];
  for (const m of p.moves) query.push(["m", m]);
  let answer;
  try {
    answer = await api("play", query);
  } catch (error) {
    if (ticket !== loading) return;
    showError($("play-error"), error);
    $("setup").open = true;
    document.body.dataset.ready = "1";
    return;
  }
  if (ticket !== loading) return;
  showError($("play-error"), null);
  const whyComputer = state && state.whyComputer && state.whyComputer.at === at ? state.whyComputer : null;
  state = { params: { ...p, at }, line: answer.line, position: answer.position, misere: answer.misere, whyComputer };
  renderGame();
  document.body.dataset.at = String(at);
  if (!answer.position.over && at === answer.line.length && isComputerTurn(p, at)) {
    setTimeout(() => computerMoves(ticket), 350);
  } else {
    document.body.dataset.ready = "1";
  }
}

async function computerMoves(ticket) {
  if (ticket !== loading || !state) return;
  const p = state.params;
  let reply;
  try {
    reply = await api("computer", { game: state.position.game, misere: p.misere ? "1" : "0", seed: String(p.seed + p.at) });
  } catch (error) {
    showError($("play-error"), error);
    document.body.dataset.ready = "1";
    return;
  }
  if (ticket !== loading) return;
  const moves = p.moves.slice(0, p.at).concat(`${reply.component}:${reply.to}`);
  state.whyComputer = { at: moves.length, move: reply };
  announce(`The computer played ${reply.from} to ${reply.to}. ${reply.why[0] || ""}`);
  // The reply joins the player's own step in the history: back undoes both.
  go({ ...p, moves, at: moves.length }, true);
}

function renderGame() {
  const { params: p, position, line } = state;
  $("game").hidden = false;
  $("setup").open = false;
  const ply = p.at;
  const who = mover(p, ply);
  const rules = state.misere ? "misère play: whoever cannot move wins" : "normal play: whoever cannot move loses";
  $("title").textContent = `${ply === 0 ? "Start: " : ""}${position.game} (${rules})`;
  $("status").textContent = statusText(p, position, who);
  $("moves-title").textContent = p.vs === "computer" ? (who === "You" ? "Your moves" : "The computer's moves") : `${who}'s moves`;
  renderBoard(position);
  renderMoves(p, position, who);
  renderWhy();
  renderChart(p, line);
  renderReview(p, position, line);
  $("undo").disabled = ply === 0;
  $("redo").disabled = ply >= p.moves.length;
  const waiting = !position.over && isComputerTurn(p, ply) && ply < line.length;
  $("computer-go").hidden = !waiting;
  const blocked = position.over || isComputerTurn(p, ply);
  $("hint").disabled = blocked;
  $("best").disabled = blocked;
  $("hint-text").hidden = true;
  showError($("typed-error"), null);
}

function statusText(p, position, who) {
  const subject = who === "You" ? "you" : who.replace(/^The /, "the ");
  if (position.drawn) return `The game is drawn: this position has come up a third time with ${subject} to move.`;
  if (position.over) return `The game is over: ${subject} ${who === "You" ? "have" : "has"} no move.`;
  if (position.outcome === "D") {
    return `${who} to move, and neither player can force a win: a draw with perfect play. A position that comes up a third time with the same player to move ends the game in a draw.`;
  }
  const wins = position.outcome === "N";
  const verb = who === "You" ? "are" : "is";
  let text = `${who} to move, and ${subject} ${verb} ${wins ? "winning" : "losing"} with perfect play`;
  if (position.remoteness !== null) {
    text += wins ? `: a win in ${position.remoteness} move${position.remoteness === 1 ? "" : "s"} in all.`
                 : `: the game lasts ${position.remoteness} more move${position.remoteness === 1 ? "" : "s"} at best.`;
  } else {
    text += " (how many moves it takes is not known: the game is too large to search whole).";
  }
  return text;
}

function counters(count, limit, label) {
  if (count > limit) return el("span", { class: "big", text: `${count}` });
  const row = el("span", { class: "counters", "aria-hidden": "true" });
  for (let i = 0; i < count; i++) row.append(el("span", { class: "counter" }));
  return el("span", {}, row, el("span", { class: "count", text: label ?? String(count) }));
}

function renderBoard(position) {
  const board = $("board");
  board.replaceChildren();
  position.components.forEach((c, i) => {
    const d = c.drawing;
    let picture;
    switch (d.kind) {
      case "heap": picture = counters(Number(d.count), 40, String(d.count)); break;
      case "piles":
        picture = el("span", { class: "piles" }, ...d.piles.map((n) => el("span", { class: "pile" }, counters(Number(n), 20, String(n)))));
        break;
      case "board": {
        const grid = el("span", { class: "grid", "aria-hidden": "true" });
        d.rows.forEach((length, r) => {
          const row = el("span", { class: "grid-row" });
          for (let col = 0; col < length; col++) row.append(el("span", { class: r === 0 && col === 0 ? "square poison" : "square", text: r === 0 && col === 0 ? "☠" : "" }));
          grid.append(row);
        });
        picture = el("span", {}, grid, el("span", { class: "note", text: " the ☠ square is poisoned" }));
        break;
      }
      case "coin":
        picture = d.place <= 40
          ? el("span", { class: "coins", "aria-hidden": "true" }, ...Array.from({ length: d.place }, (_, k) => el("span", { class: k + 1 === d.place ? "coin heads" : "coin" })))
          : el("span", { text: `heads at place ${d.place}` });
        break;
      case "rectangle": {
        if (d.width <= 16 && d.height <= 16) {
          const grid = el("span", { class: "grid", "aria-hidden": "true" });
          for (let r = 0; r < d.height; r++) {
            const row = el("span", { class: "grid-row" });
            for (let col = 0; col < d.width; col++) row.append(el("span", { class: "square" }));
            grid.append(row);
          }
          picture = el("span", {}, grid, el("span", { class: "count", text: `${d.width}×${d.height}` }));
        } else picture = el("span", { text: `${d.width}×${d.height} rectangle` });
        break;
      }
      case "dial":
        picture = d.size <= 40
          ? el("span", {}, el("span", { class: "coins", "aria-hidden": "true" }, ...Array.from({ length: d.size }, (_, k) => el("span", { class: k === d.at ? "coin heads" : "coin" }))),
            " ", el("span", { class: "count", text: `at ${d.at} of 0–${d.size - 1}` }))
          : el("span", { text: `at ${d.at} of 0–${d.size - 1}` });
        break;
      default: picture = el("span", { text: d.text });
    }
    const shown = c.value !== null ? `*${c.value}` : c.infinite ? infinity(c.infinite) : null;
    const value = shown === null ? "" : `, value ${shown}`;
    board.append(el("li", { "aria-label": `Component ${i + 1}: ${c.description}${value}` },
      el("span", { class: "label", text: `${i + 1}` }),
      el("span", { class: "name", text: c.ruleset }),
      picture,
      shown === null ? null : el("span", { class: "value", text: shown })));
  });
  if (position.components.length === 0) board.append(el("li", { text: "No component is left." }));
}

// ∞(K) as the command line writes it: ∞(0,2), or ∞(∅) when K is empty.
function infinity(k) {
  return k.length ? `∞(${k.join(",")})` : "∞(∅)";
}

function moveText(m, components) {
  return `${components > 1 ? `${m.component + 1}: ` : ""}${m.from} → ${m.to}`;
}

function renderMoves(p, position, who) {
  const groups = $("move-groups");
  groups.replaceChildren();
  const list = position.moves;
  const show = $("show-values").checked;
  const mine = !position.over && !isComputerTurn(p, p.at);
  const count = position.components.length;
  const button = (m) => {
    // The name starts with the visible text (WCAG 2.5.3), then says whether it wins.
    const kind = m.winning ? "win" : m.draws ? "draw" : "lose";
    const judged = show ? { win: "a winning move", draw: "a move that keeps the draw", lose: "a losing move" }[kind] : "";
    const mark = show ? { win: "✓ wins", draw: "= draws", lose: "✗ loses" }[kind] : "";
    const label = `${mark ? mark + " " : ""}${moveText(m, count)}${judged ? ", " + judged : ""}`;
    return el("li", {}, el("button", {
      type: "button",
      class: show ? `move ${kind}` : "move",
      "aria-label": label,
      "data-component": String(m.component),
      "data-to": m.to,
      disabled: !mine,
      onclick: () => playMove(`${m.component}:${m.to}`),
    }, show ? el("span", { class: "mark", text: mark }) : null, show ? " " : null,
       el("span", { text: moveText(m, count) })));
  };
  if (position.over) {
    groups.append(el("p", { text: "No move is left." }));
  } else if (show) {
    const wins = list.moves.filter((m) => m.winning);
    const draws = list.moves.filter((m) => m.draws);
    const loses = list.moves.filter((m) => !m.winning && !m.draws);
    const none = draws.length ? "None: the position is a draw; a move that keeps it is below." : "None: every move leaves the opponent a winning position.";
    groups.append(el("h3", { text: `Winning moves (${wins.length})` }),
      wins.length ? el("ul", { class: "moves", id: "winning-moves" }, ...wins.map(button)) : el("p", { class: "note", text: none }));
    if (draws.length) {
      groups.append(el("h3", { text: `Moves that keep the draw (${draws.length})` }),
        el("ul", { class: "moves", id: "drawing-moves" }, ...draws.map(button)));
    }
    groups.append(el("h3", { text: `Losing moves (${loses.length})` }),
      loses.length ? el("ul", { class: "moves", id: "losing-moves" }, ...loses.map(button)) : el("p", { class: "note", text: "None." }));
  } else {
    groups.append(el("ul", { class: "moves" }, ...list.moves.map(button)));
  }
  if (!list.complete) {
    for (const u of list.unlisted) groups.append(el("p", { class: "note", text: `Not all listed: ${u.reason} Type a move below.` }));
  }
  $("typed").hidden = position.over;
  for (const node of $("typed").elements) node.disabled = !mine;
}

function renderWhy() {
  const { position } = state;
  $("why").textContent = position.why.join("\n");
  const box = $("computer-why");
  box.replaceChildren();
  const made = state.whyComputer;
  if (made && made.at === state.params.at) {
    box.append(el("h3", { text: `Why the computer played ${made.move.from} → ${made.move.to}` }),
      el("ul", {}, ...made.move.why.map((line) => el("li", { text: line }))));
  }
}

function renderChart(p, line) {
  const chart = $("chart");
  chart.replaceChildren();
  if (line.length === 0) {
    chart.append(el("p", { class: "note", text: "No move yet." }));
    return;
  }
  const step = 30, left = 70, width = left + step * line.length + 20, top = 24, bottom = 74, middle = 49;
  const level = (m) => m.could_win ? top : m.could_draw ? middle : bottom;
  const root = svg("svg", { viewBox: `0 0 ${width} 110`, width: String(width), height: "110", role: "group", "aria-label": "Move history" });
  root.append(svg("text", { x: "4", y: String(top + 4), class: "axis" }, "could win"),
    svg("text", { x: "4", y: String(bottom + 4), class: "axis" }, "losing"));
  if (line.some((m) => m.could_draw)) root.append(svg("text", { x: "4", y: String(middle + 4), class: "axis" }, "draw"));
  root.append(svg("line", { x1: String(left - 8), x2: String(width - 10), y1: String(top), y2: String(top), class: "rule" }),
    svg("line", { x1: String(left - 8), x2: String(width - 10), y1: String(bottom), y2: String(bottom), class: "rule" }));
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
    const judged = m.blunder ? `a blunder: it gave away the ${m.could_win ? "win" : "draw"}`
      : m.could_win ? "kept the win" : m.could_draw ? "kept the draw" : "from a losing position";
    const label = `Move ${k + 1}, ${who}: ${m.from} → ${m.to}, ${judged}. Go to the position after it.`;
    const link = svg("a", { href: gameUrl({ ...p, at: k + 1 }), "aria-label": label, class: "point" });
    link.append(svg("title", {}, label));
    if (m.blunder) {
      link.append(svg("path", { d: `M${x - 7},${y - 7}L${x + 7},${y + 7}M${x - 7},${y + 7}L${x + 7},${y - 7}`, class: "blunder" }));
    } else {
      link.append(svg("circle", { cx: String(x), cy: String(y), r: "6", class: m.could_win ? "dot win" : m.could_draw ? "dot draw" : "dot lose" }));
    }
    link.append(svg("text", { x: String(x), y: "104", class: "tick" }, String(k + 1)));
    root.append(link);
  });
  const start = el("a", { href: gameUrl({ ...p, at: 0 }), class: "start-link", text: "Back to the start" });
  chart.append(root, start);
}

function renderReview(p, position, line) {
  const review = $("review");
  const finished = position.over && p.at === line.length;
  review.hidden = !finished;
  if (!finished) return;
  if (position.drawn) {
    $("verdict").textContent = "A draw: the last position came up a third time with the same player to move.";
  } else {
    const winner = winnerWhenStuck(p, mover(p, p.at));
    $("verdict").textContent = `${winner} won. ${state.misere ? "Under misère play the player who cannot move wins." : "The player who cannot move loses."}`;
  }
  const list = $("review-list");
  list.replaceChildren();
  const blunders = line.map((m, k) => ({ m, k })).filter(({ m }) => m.blunder);
  const draws = line.some((m) => m.could_draw || m.draws);
  if (blunders.length === 0) list.append(el("li", { text: `No winning ${draws ? "or drawn " : ""}position was ever given away.` }));
  for (const { m, k } of blunders) {
    const better = m.better ? ` ${m.better} would have ${m.could_win ? "won" : "kept the draw"}.` : "";
    list.append(el("li", {}, el("a", { href: gameUrl({ ...p, at: k }), text: `Move ${k + 1} (${mover(p, k)})` }),
      el("span", { text: `: ${m.from} → ${m.to} gave away the ${m.could_win ? "win" : "draw"}.${better}` })));
  }
}

// Who won, when `who` is to move and has no move.
function winnerWhenStuck(p, who) {
  const other = p.vs === "human" ? (who === "Player 1" ? "Player 2" : "Player 1") : (who === "You" ? "The computer" : "You");
  return state.misere ? who : other;
}

function playMove(move) {
  const p = state.params;
  const moves = p.moves.slice(0, p.at).concat(move);
  go({ ...p, moves, at: moves.length });
}

async function typedMove(event) {
  event.preventDefault();
  const text = $("typed-move").value.trim();
  if (!text || !state) return;
  const { position, params: p } = state;
  const count = position.components.length;
  let number = null, rest = text;
  const colon = text.indexOf(":");
  if (colon >= 0) { number = text.slice(0, colon).trim(); rest = text.slice(colon + 1).trim(); }
  else if (count > 1) {
    const space = text.search(/\s/);
    if (space < 0) return showError($("typed-error"), new Error("Write the component's number and what it becomes, e.g. `1 2`."));
    number = text.slice(0, space); rest = text.slice(space).trim();
  }
  const index = number === null ? 0 : Number.parseInt(number, 10) - 1;
  if (!(index >= 0 && index < count) || (number !== null && !/^\d+$/.test(number))) {
    return showError($("typed-error"), new Error(`\`${number}\` is not a component: they are numbered 1 to ${count}.`));
  }
  if (!rest) return showError($("typed-error"), new Error("Say what the component becomes, e.g. `1 2`."));
  const ruleset = position.components[index].ruleset;
  const to = /^[a-z]/i.test(rest) ? rest : rest.startsWith("(") ? ruleset + rest : `${ruleset} ${rest}`;
  try {
    const checked = await api("apply", { game: position.game, misere: p.misere ? "1" : "0", component: String(index), to });
    $("typed-move").value = "";
    playMove(`${checked.component}:${checked.to}`);
  } catch (error) {
    showError($("typed-error"), error);
  }
}

function hint() {
  if (!state || $("hint").disabled) return;
  const { position } = state;
  const wins = position.moves.moves.filter((m) => m.winning);
  const draws = position.moves.moves.filter((m) => m.draws);
  const box = $("hint-text");
  box.hidden = false;
  if (wins.length === 0 && draws.length > 0) {
    const m = draws[0];
    box.textContent = `No move wins here: the position is a draw. ${moveText(m, position.components.length)} keeps it; a move that leaves the draw lets the opponent win.`;
    const target = document.querySelector(`#move-groups button[data-component="${m.component}"][data-to="${CSS.escape(m.to)}"]`);
    if (target) { target.classList.add("hinted"); target.focus(); }
  } else if (wins.length === 0) {
    box.textContent = "No move wins here: every move leaves the opponent a winning position. Hold out with the best move (space), which makes the game last longest.";
  } else {
    const m = wins[0];
    const reason = state.misere ? "it leaves a misère P-position" : position.outcome === "N" && position.components.some((c) => c.infinite)
      ? "it leaves a P-position, so every reply loses"
      : "it leaves a nim-sum of 0, so every reply loses";
    box.textContent = `Hint: ${moveText(m, position.components.length)} wins: ${reason}. The Why section below explains the values.`;
    const target = document.querySelector(`#move-groups button[data-component="${m.component}"][data-to="${CSS.escape(m.to)}"]`);
    if (target) { target.classList.add("hinted"); target.focus(); }
  }
  announce(box.textContent);
}

async function bestMove() {
  if (!state || $("best").disabled) return;
  const p = state.params;
  try {
    const reply = await api("computer", { game: state.position.game, misere: p.misere ? "1" : "0", seed: String(p.seed + p.at) });
    announce(`Best move: ${reply.from} to ${reply.to}.`);
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
  while (at > 0 && isComputerTurn(p, at)) at -= 1;
  if (isComputerTurn(p, at) && at === 0 && p.first === "computer") at = Math.min(1, p.moves.length);
  if (at === p.at) return;
  go({ ...p, at });
  announce(`Taken back to move ${at}.`);
}

function redo() {
  if (!state || state.params.at >= state.params.moves.length) return;
  const p = state.params;
  let at = p.at + 1;
  while (at < p.moves.length && isComputerTurn(p, at)) at += 1;
  go({ ...p, at });
  announce(`Forward to move ${at}.`);
}

document.addEventListener("keydown", (event) => {
  if (currentPage() !== "play" || event.ctrlKey || event.metaKey || event.altKey) return;
  const target = event.target;
  if (target.closest("input, textarea, select, [contenteditable]")) return;
  if (event.key === "h") hint();
  else if (event.key === "u") undo();
  else if (event.key === "r") redo();
  else if (event.key === " " && !target.closest("button, a, summary")) { event.preventDefault(); bestMove(); }
});

async function setupForm() {
  const pick = $("pick");
  try {
    const rules = await api("rules", {});
    // Graphs are read from files, which the server does not read.
    for (const rule of rules.filter((r) => !r.example.includes("graph("))) {
      pick.append(el("option", { value: rule.example, text: `${rule.name}: ${rule.example}` }));
    }
  } catch (error) { /* The catalogue is a convenience: typing still works. */ }
  pick.addEventListener("change", () => { if (pick.value) $("start").value = pick.value; });
  $("new-game").addEventListener("submit", async (event) => {
    event.preventDefault();
    const form = new FormData(event.target);
    const params = {
      game: form.get("game").trim(), misere: form.get("misere") === "1", vs: form.get("vs"),
      first: form.get("first"), seed: 1 + Math.floor(Math.random() * 999999), moves: [], at: 0,
    };
    state = null;
    go(params);
  });
  $("typed").addEventListener("submit", typedMove);
  $("hint").addEventListener("click", hint);
  $("best").addEventListener("click", bestMove);
  $("undo").addEventListener("click", undo);
  $("redo").addEventListener("click", redo);
  $("computer-go").addEventListener("click", () => {
    const p = state.params;
    go({ ...p, moves: p.moves.slice(0, p.at), at: p.at });
  });
  $("show-values").addEventListener("change", () => { if (state) renderMoves(state.params, state.position, mover(state.params, state.params.at)); });
}

// ---------------------------------------------------------------- tools

function loadTool(page) {
  const section = $(`page-${page}`);
  const form = section.querySelector("form");
  const query = new URLSearchParams(location.search);
  const named = [...form.elements].filter((input) => input.name);
  const asked = named.some((input) => query.has(input.name));
  if (!asked) return;
  for (const input of named) {
    if (input.type === "checkbox") input.checked = query.get(input.name) === "1";
    else if (query.has(input.name)) input.value = query.get(input.name);
    // An optional field the address leaves out was left empty.
    else if (!input.required) input.value = "";
  }
  runTool(page, section, form);
}

function formQuery(form) {
  const query = new URLSearchParams();
  for (const input of form.elements) {
    if (!input.name) continue;
    if (input.type === "checkbox") query.set(input.name, input.checked ? "1" : "0");
    // An empty field is left out: the server's default applies.
    else if (input.value.trim()) query.set(input.name, input.value.trim());
  }
  return query;
}

async function runTool(page, section, form) {
  const result = section.querySelector(".result");
  const query = formQuery(form);
  result.replaceChildren(el("p", { class: "note", text: "Computing…" }));
  try {
    if (page === "analyze") query.set("explain", "1");
    const answer = await api(page, query);
    result.replaceChildren(...TOOLS[page](answer, query));
  } catch (error) {
    result.replaceChildren(el("pre", { class: "error", role: "alert", text: error.message }));
  }
}

const TOOLS = {
  analyze(a, query) {
    const wins = a.outcome === "N";
    const said = { N: "The player to move wins (an N-position)", P: "The player to move loses (a P-position)", D: "Neither player can force a win (a draw, D)" }[a.outcome];
    const value = a.nimber !== null ? `: the nim-sum is ${a.nimber}.` : a.infinite ? `: the value is ${infinity(a.infinite)}.` : ".";
    const nodes = [el("p", { class: "status", text: `${said}${value}` })];
    if (a.explanation) nodes.push(el("pre", { class: "why", text: a.explanation.join("\n") }));
    if (wins && a.winning_moves.length) {
      nodes.push(el("h2", { text: "Winning moves" }),
        el("ul", {}, ...a.winning_moves.map((m) => el("li", { text: `component ${m.component + 1}: ${m.from} → ${m.to}` }))));
    }
    if (a.drawing_moves && a.drawing_moves.length) {
      nodes.push(el("h2", { text: "Moves that keep the draw" }),
        el("ul", {}, ...a.drawing_moves.map((m) => el("li", { text: `component ${m.component + 1}: ${m.from} → ${m.to}` }))));
    }
    for (const u of a.unlisted) nodes.push(el("p", { class: "note", text: `Not listed: ${u.reason}` }));
    const play = new URLSearchParams({ game: query.get("game"), misere: query.get("misere") || "0", vs: "computer", first: "me", seed: "1" });
    nodes.push(el("p", {}, el("a", { href: `/play?${play}`, text: "Play this game against the computer" })));
    return nodes;
  },
  table(t) {
    if (t.ruleset === "wythoff") {
      return [el("p", { text: `Wythoff's P-positions (a, b) = (⌊kφ⌋, ⌊kφ²⌋): ${t.p_positions.length} pairs.` }),
        el("p", { class: "cells", text: t.p_positions.map(([a, b]) => `(${a}, ${b})`).join(" ") })];
    }
    const rows = [];
    for (let start = 0; start < t.values.length; start += 10) {
      rows.push(el("tr", {}, el("th", { scope: "row", text: String(start) }),
        ...t.values.slice(start, start + 10).map((v) => el("td", { class: v === 0 ? "zero" : "", text: typeof v === "object" ? infinity(v.infinite) : String(v) }))));
    }
    const head = el("tr", {}, el("th", { scope: "col", text: "n" }), ...Array.from({ length: Math.min(10, t.values.length) }, (_, i) => el("th", { scope: "col", text: `+${i}` })));
    const listed = (list) => `${list.slice(0, 100).join(" ")}${list.length > 100 ? " …" : ""}`;
    const loopy = Array.isArray(t.draws);
    const nodes = [el("p", { text: loopy
        ? `${t.ruleset}: values γ(0..${t.values.length - 1}), ∞(K) where play can go on for ever (K: the finite values of its options); P-positions (value 0) are marked.`
        : `${t.ruleset}: Grundy values G(0..${t.values.length - 1}); P-positions (value 0) are marked.` }),
      el("div", { class: "scroll" }, el("table", { class: "values" }, el("caption", { text: `${loopy ? "γ" : "G"}(n) of ${t.ruleset}` }), el("thead", {}, head), el("tbody", {}, ...rows))),
      el("p", { text: `P-positions (${t.p_positions.length}): ${listed(t.p_positions)}` })];
    if (loopy) nodes.push(el("p", { text: `Draws (${t.draws.length}): ${t.draws.length ? listed(t.draws) : "none"}` }));
    if (t.summary) nodes.push(el("p", { text: t.summary }));
    return nodes;
  },
  period(r) {
    const nodes = [el("p", { text: `${r.ruleset}: ${r.values_computed} values computed` }), el("p", { class: "status", text: r.summary })];
    if (r.stopped) nodes.push(el("p", { class: "note", text: r.stopped }));
    return nodes;
  },
  plot(text) {
    const doc = new DOMParser().parseFromString(text, "image/svg+xml");
    const image = document.importNode(doc.documentElement, true);
    image.setAttribute("role", "img");
    image.setAttribute("aria-label", "Plot of the Grundy values");
    image.classList.add("plot");
    return [image];
  },
};

for (const page of ["analyze", "table", "period", "plot"]) {
  const section = $(`page-${page}`);
  const form = section.querySelector("form");
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    history.pushState(null, "", `/${page}?${formQuery(form)}`);
    runTool(page, section, form);
  });
}

setupForm();
route();
