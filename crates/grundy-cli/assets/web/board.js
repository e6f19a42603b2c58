// The board: each component drawn as what it is (counters, a row of pins,
// a queen's board, a Chomp bar, coins, a dial, a graph), and every legal
// move a focusable target on the drawing. A target plays the move the
// server listed for it: the page works out what the component would become
// (`after`, as the server draws it) and finds the listed move whose `after`
// is the same, so a target never offers a move the engine does not list.
//
// drawBoard(list, position, view) draws; view = { coach, canMove, name, play,
// changed (component indices to highlight) }. leaving(component, to) marks
// the pieces a move takes away, for the computer's move to fade out.
//
// A drawing's numbers are Numbers, or BigInts past 2^53 − 1 (backend.js's
// parseJson): each picture compares them with its largest size as they
// come (a comparison of a BigInt with a Number is exact), writes a
// component too big to draw from them as they come (String is exact), and
// makes them Numbers only to draw, once they are known to be small.

import { el, svg, infinity } from "./dom.js";
import { t } from "./i18n.js";

// Largest drawings: past these a component is written, not drawn, and
// moved by typing or from "All moves".
const MAX_COUNTERS = 40, MAX_PINS = 60, MAX_GRID = 16, MAX_QUEEN = 24, MAX_COINS = 40, MAX_DIAL = 40;

let pieces = new Map(); // component -> Map(to -> elements the move takes away)

// A canonical key for what a component becomes, from drawings.
// n + k, exactly, for a Number or a BigInt n (a key, or a text).
function plus(n, k) {
  return BigInt(n) + BigInt(k);
}
function countsKey(counts) {
  return counts.map(String).filter((c) => c !== "0").sort(compareDigits).join(",");
}
function compareDigits(a, b) {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}
function afterKey(after) {
  if (after.length === 0) return "";
  const kind = after[0].kind;
  switch (kind) {
    case "heap": case "row": case "limited": return `${kind}:${countsKey(after.map((d) => d.count))}`;
    case "piles": return `piles:${after.map((d) => d.piles.join(",")).join(";")}`;
    case "board": return `board:${after.map((d) => d.rows.filter((r) => r > 0).join(",")).join(";")}`;
    case "coin": return `coin:${countsKey(after.map((d) => plus(d.place, 1)))}`;
    case "grid_coin": return `grid_coin:${after.map((d) => `${d.x},${d.y}`).sort().join(";")}`;
    case "rectangle": return `rectangle:${after.map((d) => `${d.width}x${d.height}`).sort().join(",")}`;
    case "dial": return `dial:${after.map((d) => d.at).join(",")}`;
    case "graph": return `graph:${after.map((d) => edgesKey(d.edges)).join(";")}`;
    default: return `${kind}:${JSON.stringify(after, (key, value) => (typeof value === "bigint" ? String(value) : value))}`;
  }
}
function edgesKey(edges) {
  return edges.map(([u, v]) => (u <= v ? `${u}-${v}` : `${v}-${u}`)).sort().join(",");
}

// The listed moves of component `c`, by the key of what it becomes.
function movesByKey(position, c) {
  const found = new Map();
  for (const m of position.moves.moves) {
    if (m.component === c && m.after) {
      const key = afterKey(m.after);
      // An empty `after` (the component is gone) matches every kind.
      found.set(key, m);
      if (m.after.length === 0) for (const k of ["heap", "row", "limited", "coin", "rectangle", "graph"]) found.set(`${k}:`, m);
    }
  }
  return found;
}

// Touch: a tap arms a move (its preview shown) and a second tap plays it.
const TAP = matchMedia("(pointer: coarse), (max-width: 480px)");
let armed = null;

export function drawBoard(list, position, view) {
  armed = null;
  list.replaceChildren();
  pieces = new Map();
  const several = position.components.length > 1;
  position.components.forEach((component, c) => {
    const ctx = new Context(position, component, c, several, view);
    const picture = drawComponent(ctx);
    const shown = !view.coach ? null : component.value !== null ? `*${component.value}` : component.infinite ? infinity(component.infinite) : null;
    const name = t("component-name", { number: c + 1, description: component.description });
    const kind = component.drawing.kind;
    const classes = [view.changed.has(c) ? "changed" : "", kind === "row" ? "row-part" : ""].join(" ").trim();
    const item = el("li", { "aria-label": name, "data-component": String(c), class: classes || null },
      el("span", { class: "label", "aria-hidden": "true", text: `${c + 1}` }),
      el("span", { class: "name", text: view.name(component.ruleset), title: component.ruleset }),
      picture,
      shown === null ? null : el("span", { class: "value", text: shown, "aria-label": t("value-is", { value: shown }) }),
      ctx.preview);
    // A row knocked down to nothing leaves no row to draw.
    if (kind === "row" && String(component.drawing.count) === "0") item.hidden = true;
    list.append(item);
    pieces.set(c, ctx.taken);
  });
  if (position.components.length === 0) list.append(el("li", { text: t("board-empty") }));
}

// The elements the move of component `c` to `to` takes away, if drawn.
export function leaving(c, to) {
  const taken = pieces.get(c);
  return (taken && taken.get(to)) || [];
}

class Context {
  constructor(position, component, c, several, view) {
    this.position = position;
    this.component = component;
    this.c = c;
    this.several = several;
    this.view = view;
    this.moves = movesByKey(position, c);
    this.taken = new Map();
    this.preview = el("span", { class: "preview", "aria-hidden": "true" });
  }

  // The listed move whose component becomes `after` (drawings), or null.
  find(after) {
    return this.moves.get(afterKey(after)) || null;
  }

  // The listed move of this component to the description `to`, or null:
  // the drawings whose pieces name what each pick leaves (a graph's
  // vertices or edges, a Cram board's dominoes).
  named(to) {
    return to === null ? null : this.position.moves.moves.find((m) => m.component === this.c && m.to === to) || null;
  }

  // Makes `node` the target of `move`: focusable, named, previewing what
  // it takes (`taking`, the elements highlighted), and playing it.
  target(node, move, words, taking = []) {
    const judged = this.view.coach ? (move.winning ? "wins" : move.draws ? "draws" : "loses") : null;
    const label = judged ? t(`target-${judged}`, { move: words }) : words;
    node.classList.add("target");
    if (judged) node.classList.add(judged === "wins" ? "win" : judged === "draws" ? "draw" : "lose");
    node.setAttribute("aria-label", label);
    node.dataset.component = String(this.c);
    node.dataset.to = move.to;
    if (node.tagName !== "BUTTON") {
      node.setAttribute("role", "button");
      node.setAttribute("tabindex", this.view.canMove ? "0" : "-1");
    } else {
      node.type = "button";
    }
    if (!this.view.canMove) node.setAttribute("aria-disabled", "true");
    const show = () => {
      this.preview.textContent = label;
      for (const piece of taking) piece.classList.add("taking");
    };
    const hide = () => {
      if (armed === node) return;
      this.preview.textContent = "";
      for (const piece of taking) piece.classList.remove("taking");
    };
    node.addEventListener("mouseenter", show);
    node.addEventListener("focus", show);
    node.addEventListener("mouseleave", hide);
    node.addEventListener("blur", hide);
    const play = (event) => {
      event.preventDefault();
      if (this.view.canMove) this.view.play(move);
    };
    // On a phone a tap first previews the move, and a second tap on the
    // same piece plays it (`armed`); a key plays at once.
    const tap = (event) => {
      event.preventDefault();
      if (!this.view.canMove) return;
      if (!TAP.matches || armed === node) return this.view.play(move);
      if (armed) armed.dispatchEvent(new Event("disarm"));
      armed = node;
      node.classList.add("armed");
      show();
      this.preview.textContent = `${label} ${t("tap-again")}`;
    };
    node.addEventListener("disarm", () => { node.classList.remove("armed"); hide(); });
    node.addEventListener("click", tap);
    if (node.tagName !== "BUTTON") {
      node.addEventListener("keydown", (event) => { if (event.key === "Enter" || event.key === " ") play(event); });
    }
    if (!this.taken.has(move.to)) this.taken.set(move.to, taking);
    return node;
  }

  // The component's number as the page shows it (heap H, row H).
  heapNumber() {
    return this.c + 1;
  }
}

function drawComponent(ctx) {
  const d = ctx.component.drawing;
  const ruleset = ctx.component.ruleset;
  switch (d.kind) {
    case "heap": return heap(ctx, d.count, null);
    case "limited": return heap(ctx, d.count, d.limit);
    case "row": return /^treblecross\b/.test(ruleset) ? crosses(ctx, d.count) : row(ctx, d.count);
    case "piles":
      if (/^wythoff\b/.test(ruleset)) return wythoff(ctx, d.piles);
      // A rule on two numbers (Your game): the same board, a token on it.
      if (/^rule\(/.test(ruleset) && d.piles.length === 2) return wythoff(ctx, d.piles, ruleset);
      if (/^moore\b/.test(ruleset)) return moore(ctx, d.piles);
      if (/^staircase\b/.test(ruleset)) return staircase(ctx, d.piles);
      return piles(ctx, d.piles);
    case "board": return chomp(ctx, d.rows);
    case "coin": return coins(ctx, d.place, /^ruler\b/.test(ruleset));
    case "grid_coin": return corners(ctx, d.x, d.y);
    case "rectangle": return rectangle(ctx, d.width, d.height);
    case "dial": return dial(ctx, d.at, d.size);
    // Vertices as BigInts, all alike: names, never sizes.
    case "graph": return graph(ctx, d.edges.map(([u, v]) => [BigInt(u), BigInt(v)]), BigInt(d.ground ?? 0));
    case "network": return network(ctx, d);
    case "cells": return cells(ctx, d);
    default: return el("span", { class: "text", text: d.text ?? ctx.component.description });
  }
}

// ---------------------------------------------------------------- counters

// A heap of counters: the counter k from the left takes it and every
// counter to its right (hovering shows which); a gap between counters
// splits the heap there when the rules allow (Lasker's Nim, Grundy's game).
// `limit`: the most a move may take (Fibonacci Nim), drawn as a bar.
function heap(ctx, count, limit) {
  if (count > MAX_COUNTERS) return bigHeap(ctx, limit);
  const n = Number(count);
  const kind = limit === null ? "heap" : "limited";
  const takes = Array.from({ length: n }, (_, k) => ctx.find([{ kind, count: k }]));
  const splits = Array.from({ length: n }, (_, g) => (g > 0 ? ctx.find([{ kind, count: g }, { kind, count: n - g }]) : null));
  const counters = takes.map((m) => el(m ? "button" : "span", { class: "counter" }));
  takes.forEach((m, k) => {
    if (m) ctx.target(counters[k], m, t("move-take", { count: n - k, heap: ctx.heapNumber() }), counters.slice(k));
  });
  const splitting = splits.some((m) => m) && takes.every((m) => m === null);
  const row = el("span", { class: "counters" });
  counters.forEach((counter, k) => {
    const m = splits[k];
    if (m) {
      const gap = el("button", { class: "gap", hidden: !splitting });
      ctx.target(gap, m, t("move-split", { heap: ctx.heapNumber(), left: k, right: n - k }), counters.slice(k));
      row.append(gap);
    }
    row.append(counter);
  });
  const parts = [row, el("span", { class: "count", text: String(n) })];
  // Counters added (add-and-take games), as buttons after the heap.
  for (let more = 1; more <= MAX_COUNTERS - n; more++) {
    const m = ctx.find([{ kind, count: n + more }]);
    if (m) parts.push(ctx.target(el("button", { class: "add", text: `+${more}` }), m, t("move-add", { count: more, heap: ctx.heapNumber() })));
  }
  if (limit !== null) parts.push(el("span", { class: "limit", text: t("take-limit", { limit: limit < n ? limit : n }) }));
  if (splits.some((m) => m) && !splitting) {
    const toggle = el("button", { type: "button", class: "mode", "aria-pressed": "false", text: t("split-mode") });
    toggle.addEventListener("click", () => {
      const on = toggle.getAttribute("aria-pressed") !== "true";
      toggle.setAttribute("aria-pressed", String(on));
      for (const gap of row.querySelectorAll(".gap")) gap.hidden = !on;
    });
    toggle.disabled = !ctx.view.canMove;
    parts.push(toggle);
  }
  return el("span", { class: "picture" }, ...parts);
}

// A heap too big to draw: its number, and a box to say how many to take.
function bigHeap(ctx, limit) {
  const text = ctx.component.description.split(" ").pop();
  const wrap = el("span", { class: "picture" }, el("span", { class: "big", text }));
  if (limit !== null) wrap.append(el("span", { class: "limit", text: t("take-limit", { limit }) }));
  if (!ctx.view.canMove || !/^\d+$/.test(text)) return wrap;
  const input = el("input", { type: "text", inputmode: "numeric", class: "take-count", "aria-label": t("take-how-many", { heap: ctx.heapNumber() }), size: "6" });
  const button = el("button", { type: "button", text: t("take-button") });
  button.addEventListener("click", () => {
    const take = input.value.trim();
    if (!/^\d+$/.test(take)) return;
    const left = BigInt(text) - BigInt(take);
    if (left < 0n) return;
    ctx.view.typed(ctx.c, `${ctx.component.ruleset} ${left}`);
  });
  wrap.append(input, button);
  return wrap;
}

// A row of pins (take-and-break games): choose how many pins a move takes
// (the lengths the rules allow here), then the first pin of the run.
function row(ctx, count) {
  if (count > MAX_PINS) return bigRow(ctx, count);
  const n = Number(count);
  const strips = /^strips\b/.test(ctx.component.ruleset);
  const lengths = [];
  for (let len = 1; len <= n; len++) {
    for (let i = 0; i + len <= n; i++) {
      if (ctx.find([{ kind: "row", count: i }, { kind: "row", count: n - i - len }])) { lengths.push(len); break; }
    }
  }
  const pins = Array.from({ length: n }, () => el("span", { class: strips ? "cell" : "pin" }));
  const line = el("span", { class: "pins" }, ...pins);
  const picture = el("span", { class: "picture" }, line, el("span", { class: "count", text: String(n) }));
  let chosen = lengths[0];
  const place = () => {
    const moves = pins.map((_, i) => (chosen && i + chosen <= n ? ctx.find([{ kind: "row", count: i }, { kind: "row", count: n - i - chosen }]) : null));
    const fresh = moves.map((m) => el("span", { class: strips ? "cell" : "pin" }));
    moves.forEach((m, i) => {
      if (!m) return;
      const first = i + 1, last = i + chosen;
      const words = strips ? t("move-strip", { length: chosen, first, last, heap: ctx.heapNumber() })
        : chosen === 1 ? t("move-knock", { pin: first, heap: ctx.heapNumber() })
        : t("move-knock-run", { first, last, heap: ctx.heapNumber() });
      ctx.target(fresh[i], m, words, fresh.slice(i, i + chosen));
    });
    line.replaceChildren(...fresh);
    pins.splice(0, n, ...fresh);
  };
  place();
  if (lengths.length > 1) {
    const group = el("span", { class: "lengths", role: "radiogroup", "aria-label": t(strips ? "strip-length" : "pins-per-move", { heap: ctx.heapNumber() }) });
    for (const len of lengths) {
      const radio = el("button", { type: "button", role: "radio", "aria-checked": String(len === chosen), class: "length", text: String(len) });
      radio.addEventListener("click", () => {
        chosen = len;
        for (const r of group.children) r.setAttribute("aria-checked", String(r === radio));
        place();
      });
      radio.disabled = !ctx.view.canMove;
      group.append(radio);
    }
    picture.prepend(group);
  }
  return picture;
}

// A row too long to draw pin by pin: its length, and a move typed as
// numbers, the first pin knocked down and how many (played as the rows
// it leaves on either side; the engine says whether that is a move).
function bigRow(ctx, count) {
  const wrap = el("span", { class: "picture" }, el("span", { class: "big", text: String(count) }));
  if (!ctx.view.canMove) return wrap;
  const heap = ctx.heapNumber();
  const number = (label) => el("input", { type: "text", inputmode: "numeric", class: "take-count", size: "6", "aria-label": label });
  const first = number(t("knock-first", { heap })), many = number(t("knock-how-many", { heap }));
  const button = el("button", { type: "button", text: t("knock-button") });
  button.addEventListener("click", () => {
    const [from, take] = [first.value.trim(), many.value.trim()];
    if (!/^\d+$/.test(from) || !/^\d+$/.test(take)) return;
    const left = BigInt(from) - 1n, right = BigInt(count) - BigInt(from) - BigInt(take) + 1n;
    if (left < 0n || right < 0n || BigInt(take) === 0n) return;
    ctx.view.typed(ctx.c, `${ctx.component.ruleset} ${left} ${right}`);
  });
  wrap.append(el("label", {}, t("knock-first-label"), " ", first), el("label", {}, t("knock-how-many-label"), " ", many), button);
  return wrap;
}

// Treblecross: a row of empty cells; a move puts an X on one. An X within
// two cells of another would let the opponent make three in a row, so the
// cells left to play are the runs more than two away (octal 0.007).
function crosses(ctx, count) {
  if (count > MAX_PINS) return el("span", { class: "picture" }, el("span", { class: "big", text: String(count) }));
  const n = Number(count);
  const cells = Array.from({ length: n }, () => el("span", { class: "cell" }));
  cells.forEach((cell, i) => {
    const m = ctx.find([{ kind: "row", count: Math.max(0, i - 2) }, { kind: "row", count: Math.max(0, n - i - 3) }]);
    if (m) {
      const node = el("span", { class: "cell" });
      ctx.target(node, m, t("move-cross", { cell: i + 1, heap: ctx.heapNumber() }), [node]);
      cells[i] = node;
    }
  });
  return el("span", { class: "picture" }, el("span", { class: "pins" }, ...cells), el("span", { class: "count", text: String(n) }));
}

// ---------------------------------------------------------------- piles

// Piles of one component (Euclid's game, or any other): a counter takes it
// and every counter to its right, from that pile only.
function piles(ctx, counts) {
  if (counts.some((n) => n > MAX_COUNTERS)) return el("span", { class: "picture", text: counts.join(", ") });
  const sizes = counts.map(Number);
  const nodes = sizes.map((n, p) => {
    const moves = Array.from({ length: n }, (_, k) => {
      const after = sizes.slice();
      after[p] = k;
      return ctx.find([{ kind: "piles", piles: after }]);
    });
    const counters = moves.map((m) => el(m ? "button" : "span", { class: "counter" }));
    moves.forEach((m, k) => {
      if (m) ctx.target(counters[k], m, t("move-take-pile", { count: n - k, pile: p + 1, heap: ctx.heapNumber() }), counters.slice(k));
    });
    return el("span", { class: "pile" }, el("span", { class: "pile-name", text: t("pile-name", { pile: p + 1 }) }),
      el("span", { class: "counters" }, ...counters), el("span", { class: "count", text: String(n) }));
  });
  return el("span", { class: "picture piles" }, ...nodes);
}

// Wythoff's game: the queen on a board whose corner is (0, 0) moves left,
// down or diagonally towards it; the two piles are its coordinates. A rule
// a learner wrote on two numbers (`rule`, its ruleset) gets the same board
// with a token, a square a target where the rule's moves lead.
function wythoff(ctx, pair, rule = null) {
  // A rule's numbers are the token's place, not piles to take from: written
  // beside the board, not drawn as counters to touch.
  const counts = rule ? el("span", { class: "count", text: `(${pair.join(", ")})` }) : piles(ctx, pair);
  if (pair.some((n) => n > MAX_QUEEN)) return counts;
  const [a, b] = pair.map(Number);
  const label = rule ? t("rule-board", { ruleset: rule, a, b }) : t("queen-board", { a, b });
  const piece = rule ? "●" : "♛";
  const grid = el("span", { class: "queen-board", role: "grid", "aria-label": label });
  grid.style.setProperty("--columns", String(a + 1));
  for (let y = b; y >= 0; y--) {
    const line = el("span", { class: "queen-row", role: "row" });
    for (let x = 0; x <= a; x++) {
      const square = el("span", { class: `square${(x + y) % 2 ? " dark" : ""}${x === a && y === b ? " queen" : ""}`, role: "gridcell", text: x === a && y === b ? piece : x === 0 && y === 0 && !rule ? "★" : "" });
      const m = x === a && y === b ? null : ctx.find([{ kind: "piles", piles: [x, y] }]);
      if (m) {
        const node = el("span", { class: square.className, role: "gridcell" });
        const inner = el("span", { class: "square-target" });
        ctx.target(inner, m, t(rule ? "move-token" : "move-queen", { x, y, heap: ctx.heapNumber() }), [node]);
        node.append(inner);
        line.append(node);
      } else line.append(square);
    }
    grid.append(line);
  }
  return el("span", { class: "picture wythoff" }, grid, counts);
}

// Moore's Nim_k: choose how many to take from up to k piles, then play.
function moore(ctx, counts) {
  if (counts.some((n) => n > MAX_COUNTERS)) return el("span", { class: "picture", text: counts.join(", ") });
  const sizes = counts.map(Number);
  const k = Number((/moore\((\d+)\)/.exec(ctx.component.ruleset) || [])[1] || 1);
  const takes = sizes.map(() => 0);
  const counters = sizes.map((n) => Array.from({ length: n }, () => null));
  const play = el("button", { type: "button", class: "confirm", disabled: true, text: t("moore-play") });
  const said = el("span", { class: "note", "aria-live": "polite" });
  const update = () => {
    sizes.forEach((n, p) => counters[p].forEach((node, j) => node.classList.toggle("taking", j >= n - takes[p])));
    const chosen = takes.map((take, p) => [take, p]).filter(([take]) => take > 0);
    const after = sizes.map((n, p) => n - takes[p]);
    const m = chosen.length ? ctx.find([{ kind: "piles", piles: after }]) : null;
    const words = chosen.map(([take, p]) => t("take-from-pile", { count: take, pile: p + 1 })).join(t("list-separator"));
    said.textContent = chosen.length ? t(m ? "moore-chosen" : "moore-illegal", { takes: words, k }) : t("moore-choose", { k });
    play.disabled = !m || !ctx.view.canMove;
    play.onclick = m ? () => ctx.view.play(m) : null;
    if (m) {
      play.dataset.to = m.to;
      play.setAttribute("aria-label", t("moore-play-named", { takes: words }));
    } else {
      delete play.dataset.to;
      play.removeAttribute("aria-label");
    }
  };
  const nodes = sizes.map((n, p) => {
    const row = el("span", { class: "counters" });
    for (let j = 0; j < n; j++) {
      const node = el("button", { type: "button", class: "counter pick", "aria-label": t("moore-pick", { count: n - j, pile: p + 1 }) });
      node.disabled = !ctx.view.canMove;
      node.addEventListener("click", () => {
        const take = n - j;
        const others = takes.filter((x, q) => q !== p && x > 0).length;
        if (takes[p] === take) takes[p] = 0;
        else if (takes[p] > 0 || others < k) takes[p] = take;
        update();
      });
      counters[p][j] = node;
      row.append(node);
    }
    return el("span", { class: "pile" }, el("span", { class: "pile-name", text: t("pile-name", { pile: p + 1 }) }), row, el("span", { class: "count", text: String(n) }));
  });
  update();
  // The previews of single-pile takes, for the computer's move to fade.
  return el("span", { class: "picture piles" }, ...nodes, el("span", { class: "moore-play" }, play, said));
}

// Staircase Nim: a counter on step i moves it and every counter to its
// right down to step i − 1 (off the stairs from step 1).
function staircase(ctx, counts) {
  if (counts.some((n) => n > MAX_COUNTERS)) return el("span", { class: "picture", text: counts.join(", ") });
  const steps = counts.map(Number);
  const nodes = steps.map((n, s) => {
    const moves = Array.from({ length: n }, (_, k) => {
      const after = steps.slice();
      after[s] -= n - k;
      if (s > 0) after[s - 1] += n - k;
      return ctx.find([{ kind: "piles", piles: after }]);
    });
    const counters = moves.map((m) => el(m ? "button" : "span", { class: "counter" }));
    moves.forEach((m, k) => {
      if (!m) return;
      const moved = n - k;
      const words = s === 0 ? t("move-step-off", { count: moved }) : t("move-step", { count: moved, step: s + 1, to: s });
      ctx.target(counters[k], m, words, counters.slice(k));
    });
    return el("span", { class: "step", style: `margin-left: ${s * 12}px` },
      el("span", { class: "pile-name", text: t("step-name", { step: s + 1 }) }), el("span", { class: "counters" }, ...counters), el("span", { class: "count", text: String(n) }));
  });
  return el("span", { class: "picture stairs" }, ...nodes.reverse());
}

// ---------------------------------------------------------------- boards

// Chomp: rows from the one holding the poisoned square, drawn bottom up,
// the poison bottom-left; a square goes with every square above it and to
// its right.
function chomp(ctx, lengths) {
  if (lengths.length > MAX_GRID || lengths.some((r) => r > MAX_GRID)) return el("span", { class: "picture", text: ctx.component.description });
  const rows = lengths.map(Number);
  const squares = rows.map((len) => Array.from({ length: len }, () => null));
  const grid = el("span", { class: "grid", role: "grid", "aria-label": t("chomp-board") });
  const lines = rows.map((len, r) => {
    const line = el("span", { class: "grid-row", role: "row" });
    for (let col = 0; col < len; col++) {
      const poison = r === 0 && col === 0;
      const node = el("span", { class: poison ? "square poison" : "square", role: "gridcell", text: poison ? "☠" : "" });
      if (poison) node.setAttribute("aria-label", t("poison"));
      squares[r][col] = node;
      line.append(node);
    }
    return line;
  });
  rows.forEach((len, r) => {
    for (let col = 0; col < len; col++) {
      if (r === 0 && col === 0) continue;
      const after = rows.map((l, r2) => (r2 >= r ? Math.min(l, col) : l));
      const m = ctx.find([{ kind: "board", rows: after }]);
      if (!m) continue;
      const taking = [];
      rows.forEach((l, r2) => { if (r2 >= r) for (let c2 = col; c2 < l; c2++) taking.push(squares[r2][c2]); });
      const inner = el("span", { class: "square-target" });
      ctx.target(inner, m, t("move-chomp", { column: col + 1, row: r + 1 }), taking);
      squares[r][col].append(inner);
    }
  });
  for (const line of lines.reverse()) grid.append(line);
  return el("span", { class: "picture" }, grid, el("span", { class: "note", text: t("poison-note") }));
}

// The cutting game: a cut along a grid line between columns (the marks
// above) or rows (the marks at the side).
function rectangle(ctx, width, height) {
  if (width > MAX_GRID || height > MAX_GRID) return el("span", { class: "picture", text: `${width}×${height}` });
  const w = Number(width), h = Number(height);
  const piece = (width, height) => ({ kind: "rectangle", width, height });
  const top = el("span", { class: "cuts columns" });
  for (let k = 1; k < w; k++) {
    const m = ctx.find([piece(k, h), piece(w - k, h)]);
    const node = el("span", { class: "cut" });
    if (m) ctx.target(node, m, t("move-cut-columns", { heap: ctx.heapNumber(), left: `${k}×${h}`, right: `${w - k}×${h}` }), []);
    top.append(node);
  }
  const side = el("span", { class: "cuts rows" });
  for (let k = 1; k < h; k++) {
    const m = ctx.find([piece(w, k), piece(w, h - k)]);
    const node = el("span", { class: "cut" });
    if (m) ctx.target(node, m, t("move-cut-rows", { heap: ctx.heapNumber(), top: `${w}×${k}`, bottom: `${w}×${h - k}` }), []);
    side.append(node);
  }
  const grid = el("span", { class: "grid paper", "aria-hidden": "true" });
  for (let r = 0; r < h; r++) grid.append(el("span", { class: "grid-row" }, ...Array.from({ length: w }, () => el("span", { class: "square" }))));
  top.style.setProperty("--n", String(w));
  side.style.setProperty("--n", String(h));
  return el("span", { class: "picture cutting" }, el("span", { class: "cut-frame" }, el("span"), top, side, grid), el("span", { class: "count", text: `${w}×${h}` }));
}

// Coin turning (the ruler game, Mock Turtles): the heads coin and the coins
// before it; choose the coins turned with it (a run ending next to it for
// the ruler game), then play.
function coins(ctx, heads, ruler) {
  const first = ruler ? 1 : 0;
  if (heads > MAX_COINS + first - 1) return el("span", { class: "picture", text: t("heads-at", { place: heads }) });
  const place = Number(heads);
  const nodes = [];
  for (let p = first; p <= place; p++) nodes.push(el("span", { class: p === place ? "coin heads" : "coin", text: p === place ? "H" : "" }));
  const at = (p) => nodes[p - first];
  const row = el("span", { class: "coins" }, ...nodes);
  const picture = el("span", { class: "picture" }, row, el("span", { class: "count", text: t("heads-at", { place }) }));
  const coin = (p) => ({ kind: "coin", place: p });
  if (ruler) {
    const runs = nodes.map((_, i) => {
      const turned = [];
      for (let q = first + i; q < place; q++) turned.push(q);
      return ctx.find(turned.map(coin));
    });
    const fresh = runs.map((m, i) => el(m ? "button" : "span", { class: nodes[i].className, text: nodes[i].textContent }));
    runs.forEach((m, i) => {
      const p = first + i;
      if (m) ctx.target(fresh[i], m, p === place ? t("move-turn-one", { place }) : t("move-turn-run", { first: p, last: place }), fresh.slice(i));
    });
    row.replaceChildren(...fresh);
    return picture;
  }
  const chosen = new Set();
  const play = el("button", { type: "button", class: "confirm", disabled: true, text: t("turn-play") });
  const update = () => {
    const m = ctx.find([...chosen].sort((x, y) => x - y).map(coin));
    for (let p = first; p < place; p++) at(p).classList.toggle("taking", chosen.has(p));
    play.disabled = !m || !ctx.view.canMove;
    play.onclick = m ? () => ctx.view.play(m) : null;
    if (m) play.dataset.to = m.to; else delete play.dataset.to;
    const list = [...chosen, place].sort((x, y) => x - y).join(t("list-separator"));
    play.setAttribute("aria-label", t("move-turn", { places: list }));
  };
  for (let p = first; p < place; p++) {
    const node = el("button", { type: "button", class: "coin", "aria-pressed": "false", "aria-label": t("coin-pick", { place: p }) });
    node.disabled = !ctx.view.canMove;
    node.addEventListener("click", () => {
      if (chosen.has(p)) chosen.delete(p); else chosen.add(p);
      node.setAttribute("aria-pressed", String(chosen.has(p)));
      update();
    });
    at(p).replaceWith(node);
    nodes[p - first] = node;
  }
  update();
  picture.append(play);
  return picture;
}

// Turning corners: the heads coin on (x, y) of a grid; a square (x', y')
// below and to its left turns the four corners of their rectangle.
function corners(ctx, column, line) {
  if (column > MAX_GRID || line > MAX_GRID) return el("span", { class: "picture", text: t("heads-on", { x: column, y: line }) });
  const x = Number(column), y = Number(line);
  const coin = (a, b) => ({ kind: "grid_coin", x: a, y: b });
  const grid = el("span", { class: "grid", role: "grid", "aria-label": t("corners-board", { x, y }) });
  for (let b = y; b >= 0; b--) {
    const line = el("span", { class: "grid-row", role: "row" });
    for (let a = 0; a <= x; a++) {
      const heads = a === x && b === y;
      const node = el("span", { class: heads ? "square coin-square heads" : "square coin-square", role: "gridcell", text: heads ? "H" : "" });
      const m = a < x && b < y ? ctx.find([coin(a, y), coin(x, b), coin(a, b)]) : null;
      if (m) {
        const inner = el("span", { class: "square-target" });
        ctx.target(inner, m, t("move-corners", { a, b, heap: ctx.heapNumber() }), []);
        node.append(inner);
      }
      line.append(node);
    }
    grid.append(line);
  }
  return el("span", { class: "picture" }, grid, el("span", { class: "count", text: t("heads-on", { x, y }) }));
}

// A dial of places 0..size−1 (a wind-up game): the token moves to one of
// the places its moves reach.
function dial(ctx, token, length) {
  if (length > MAX_DIAL) return el("span", { class: "picture", text: t("dial-at", { at: token, last: plus(length, -1) }) });
  const at = Number(token), size = Number(length);
  const places = [];
  for (let p = 0; p < size; p++) {
    const m = p === at ? null : ctx.find([{ kind: "dial", at: p, size }]);
    const node = el("span", { class: p === at ? "place token" : "place", text: String(p), style: `--i: ${p}` });
    if (m) ctx.target(node, m, t("move-dial", { from: at, to: p, heap: ctx.heapNumber() }), [node]);
    places.push(node);
  }
  // The places on a circle, 0 at the top, clockwise: a move winds the
  // token round it.
  const face = el("span", { class: "dial", style: `--n: ${size}` }, ...places);
  return el("span", { class: "picture" }, face, el("span", { class: "count", text: t("dial-at", { at, last: size - 1 }) }));
}

// Green Hackenbush: the graph drawn from the ground up; cutting an edge
// drops every edge no longer joined to the ground.
function graph(ctx, edges, ground) {
  const depth = new Map([[ground, 0]]);
  const queue = [ground];
  while (queue.length) {
    const u = queue.shift();
    for (const [a, b] of edges) {
      for (const [x, y] of [[a, b], [b, a]]) {
        if (x === u && !depth.has(y)) { depth.set(y, depth.get(u) + 1); queue.push(y); }
      }
    }
  }
  const levels = new Map();
  for (const [v, d] of [...depth].sort((p, q) => (p[0] < q[0] ? -1 : p[0] > q[0] ? 1 : 0))) {
    if (!levels.has(d)) levels.set(d, []);
    levels.get(d).push(v);
  }
  const widest = Math.max(1, ...[...levels.values()].map((l) => l.length));
  const height = 40 + 60 * Math.max(1, levels.size - 1) + 20, width = Math.max(120, 70 * widest);
  const where = new Map();
  for (const [d, vs] of levels) vs.forEach((v, i) => where.set(v, [((i + 1) * width) / (vs.length + 1), height - 20 - 60 * d]));
  const picture = svg("svg", { class: "hackenbush", viewBox: `0 0 ${width} ${height}`, width: String(width), height: String(height), role: "group", "aria-label": t("graph-name", { edges: edges.length }) });
  picture.append(svg("line", { x1: "0", x2: String(width), y1: String(height - 20), y2: String(height - 20), class: "ground" }));
  const remaining = (cut) => {
    const kept = edges.filter((_, e) => e !== cut);
    const reached = new Set([ground]);
    let grew = true;
    while (grew) {
      grew = false;
      for (const [a, b] of kept) {
        if (reached.has(a) !== reached.has(b)) { reached.add(a); reached.add(b); grew = true; }
      }
    }
    return kept.filter(([a]) => reached.has(a));
  };
  const lines = edges.map(([u, v], e) => {
    const [x1, y1] = where.get(u) || [0, 0], [x2, y2] = where.get(v) || [0, 0];
    const same = edges.slice(0, e).filter(([a, b]) => (a === u && b === v) || (a === v && b === u)).length;
    const bend = same * 18;
    const mx = (x1 + x2) / 2 + bend, my = (y1 + y2) / 2;
    const d = u === v ? `M${x1},${y1} c-25,-40 25,-40 0,0` : `M${x1},${y1} Q${mx},${my} ${x2},${y2}`;
    return svg("path", { d, class: "edge" });
  });
  lines.forEach((line, e) => {
    const kept = remaining(e);
    const m = ctx.find([{ kind: "graph", edges: kept, ground }]);
    const group = svg("g", {}, svg("path", { d: line.getAttribute("d"), class: "edge-hit" }), line);
    if (m) {
      const gone = lines.filter((_, f) => f === e || !kept.includes(edges[f]));
      ctx.target(group, m, t("move-edge", { u: edges[e][0], v: edges[e][1], heap: ctx.heapNumber() }), gone);
    }
    picture.append(group);
  });
  for (const [v, [x, y]] of where) picture.append(svg("circle", { cx: String(x), cy: String(y), r: "5", class: v === ground ? "vertex ground-vertex" : "vertex" }));
  return el("span", { class: "picture" }, picture);
}

// ---------------------------------------------------------------- graphs and boards to pick on

// Where the vertices of a graph go: in columns by their distance from the
// least vertex of their piece (breadth first: a path is drawn straight, a
// grid numbered from its corner along its diagonals), then a fixed number
// of rounds of Fruchterman and Reingold's forces (edges pull, vertices
// push) to even it out, so that the same graph is always drawn alike.
// O(rounds · V²).
function layout(n, edges, size) {
  const next = Array.from({ length: n }, () => []);
  for (const [a, b] of edges) { next[a].push(b); next[b].push(a); }
  const depth = new Array(n).fill(-1), columns = [];
  let shift = 0;
  for (let root = 0; root < n; root++) {
    if (depth[root] >= 0) continue;
    depth[root] = 0;
    const queue = [root];
    let deepest = 0;
    while (queue.length) {
      const u = queue.shift();
      const d = depth[u];
      deepest = Math.max(deepest, d);
      (columns[shift + d] = columns[shift + d] || []).push(u);
      for (const w of next[u]) if (depth[w] < 0) { depth[w] = d + 1; queue.push(w); }
    }
    shift += deepest + 1;
  }
  const at = new Array(n);
  columns.forEach((column, x) => column.forEach((v, i) => {
    at[v] = [20 + ((x + 0.5) * (size - 40)) / columns.length, 20 + ((i + 0.5) * (size - 40)) / column.length];
  }));
  const k = size / Math.sqrt(Math.max(1, n)) * 0.8;
  for (let round = 0; round < 150; round++) {
    const heat = (size / 30) * (1 - round / 150) + 0.5;
    const push = at.map(() => [0, 0]);
    for (let a = 0; a < n; a++) {
      for (let b = a + 1; b < n; b++) {
        const dx = at[a][0] - at[b][0], dy = at[a][1] - at[b][1];
        const d = Math.max(0.01, Math.hypot(dx, dy)), f = (k * k) / d;
        push[a][0] += (dx / d) * f; push[a][1] += (dy / d) * f;
        push[b][0] -= (dx / d) * f; push[b][1] -= (dy / d) * f;
      }
    }
    for (const [a, b] of edges) {
      const dx = at[a][0] - at[b][0], dy = at[a][1] - at[b][1];
      const d = Math.max(0.01, Math.hypot(dx, dy)), f = (d * d) / k;
      push[a][0] -= (dx / d) * f; push[a][1] -= (dy / d) * f;
      push[b][0] += (dx / d) * f; push[b][1] += (dy / d) * f;
    }
    for (let v = 0; v < n; v++) {
      const d = Math.max(0.01, Math.hypot(push[v][0], push[v][1])), step = Math.min(d, heat);
      at[v][0] = Math.min(size - 20, Math.max(20, at[v][0] + (push[v][0] / d) * step));
      at[v][1] = Math.min(size - 20, Math.max(20, at[v][1] + (push[v][1] / d) * step));
    }
  }
  return at;
}

// A graph whose vertices (Node Kayles; geography, the token's neighbours)
// or edges (Arc Kayles) are the targets: each plays the listed move its
// pick leaves (`picks`, the service's), and previews what it takes away (a
// vertex and its neighbours; an edge's ends and their edges; the token's
// vertex).
function network(ctx, d) {
  const n = Number(d.vertices);
  const edges = d.edges.map(([u, v]) => [Number(u), Number(v)]);
  const size = Math.max(160, Math.min(420, 60 * Math.ceil(Math.sqrt(Math.max(1, n))) + 60));
  const at = layout(n, edges, size);
  const picture = svg("svg", { class: "network", viewBox: `0 0 ${size} ${size}`, width: String(size), height: String(size), role: "group", "aria-label": t("network-name", { vertices: n, edges: edges.length }) });
  const lines = edges.map(([u, v]) => svg("line", { x1: String(at[u][0]), y1: String(at[u][1]), x2: String(at[v][0]), y2: String(at[v][1]), class: "edge" }));
  const dots = at.map(([x, y], v) => svg("g", { class: d.token !== null && Number(d.token) === v ? "vertex token" : "vertex" },
    svg("circle", { cx: String(x), cy: String(y), r: "13" }),
    svg("text", { x: String(x), y: String(y + 4), "text-anchor": "middle" }, String(v))));
  const touching = (v) => edges.map((e, i) => (e[0] === v || e[1] === v ? i : -1)).filter((i) => i >= 0);
  if (d.by_edge) {
    lines.forEach((line, e) => {
      const [u, v] = edges[e];
      const group = svg("g", {}, svg("line", { x1: line.getAttribute("x1"), y1: line.getAttribute("y1"), x2: line.getAttribute("x2"), y2: line.getAttribute("y2"), class: "edge-hit" }), line);
      const m = ctx.named(d.picks[e]);
      if (m) {
        const gone = [dots[u], dots[v], ...[...touching(u), ...touching(v)].map((i) => lines[i])];
        ctx.target(group, m, t("move-arc", { u, v, heap: ctx.heapNumber() }), gone);
      }
      picture.append(group);
    });
    picture.append(...dots);
  } else {
    picture.append(...lines);
    dots.forEach((dot, v) => {
      const m = ctx.named(d.picks[v]);
      if (m) {
        const geography = d.token !== null;
        const gone = geography ? [dots[Number(d.token)]] : [dot, ...touching(v).flatMap((i) => [lines[i], dots[edges[i][0] === v ? edges[i][1] : edges[i][0]]])];
        ctx.target(dot, m, t(geography ? "move-to-vertex" : "move-vertex", { v, heap: ctx.heapNumber() }), gone);
      }
      picture.append(dot);
    });
  }
  return el("span", { class: "picture" }, picture);
}

// A Cram board: the free cells; each domino that fits is a target on the
// seam between its two cells, and a domino is also placed by touching one
// cell and then the other, or by dragging from one to the other.
function cells(ctx, d) {
  const rows = d.rows, height = rows.length, width = Math.max(0, ...rows.map((r) => r.length));
  const side = 40, pad = 4;
  const picture = svg("svg", { class: "cram", viewBox: `0 0 ${width * side + 2 * pad} ${height * side + 2 * pad}`, width: String(width * side + 2 * pad), height: String(height * side + 2 * pad), role: "group", "aria-label": t("cram-name", { rows: height, columns: width }) });
  const squares = rows.map((row, r) => [...row].map((ch, c) => svg("rect", { x: String(pad + c * side), y: String(pad + r * side), width: String(side - 2), height: String(side - 2), class: ch === "." ? "cell" : "cell filled", "data-row": String(r), "data-column": String(c) })));
  for (const line of squares) picture.append(...line);
  const placed = new Map();
  for (const domino of d.dominoes) {
    const r = Number(domino.row), c = Number(domino.column), down = domino.down;
    const m = ctx.named(domino.to);
    if (!m) continue;
    const [r2, c2] = down ? [r + 1, c] : [r, c + 1];
    placed.set(`${r},${c},${r2},${c2}`, m);
    placed.set(`${r2},${c2},${r},${c}`, m);
    const x = pad + c * side + (down ? side / 2 - 8 : side - 9), y = pad + r * side + (down ? side - 9 : side / 2 - 8);
    const seam = svg("rect", { x: String(x + 2), y: String(y + 2), width: "12", height: "12", rx: "6", class: "seam" });
    ctx.target(seam, m, t("move-domino", { r: r + 1, c: c + 1, r2: r2 + 1, c2: c2 + 1, heap: ctx.heapNumber() }), [squares[r][c], squares[r2][c2]]);
    picture.append(seam);
  }
  // Two touches, or a drag, on two free cells side by side.
  let first = null;
  const cellAt = (node) => (node && node.dataset && node.dataset.row !== undefined ? [Number(node.dataset.row), Number(node.dataset.column)] : null);
  const pick = (cell) => {
    if (!ctx.view.canMove || !cell || rows[cell[0]][cell[1]] !== ".") return;
    if (first) {
      const m = placed.get(`${first[0]},${first[1]},${cell[0]},${cell[1]}`);
      squares[first[0]][first[1]].classList.remove("picked");
      if (m) { first = null; return ctx.view.play(m); }
    }
    first = cell;
    squares[cell[0]][cell[1]].classList.add("picked");
  };
  let dragged = null;
  picture.addEventListener("pointerdown", (event) => { dragged = cellAt(event.target); });
  picture.addEventListener("pointerup", (event) => {
    const end = cellAt(document.elementFromPoint(event.clientX, event.clientY));
    const start = dragged;
    dragged = null;
    if (start && end && (start[0] !== end[0] || start[1] !== end[1])) {
      const m = placed.get(`${start[0]},${start[1]},${end[0]},${end[1]}`);
      if (m && ctx.view.canMove) ctx.view.play(m);
      return;
    }
    if (end) pick(end);
  });
  return el("span", { class: "picture" }, picture);
}
