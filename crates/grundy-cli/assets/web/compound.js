// A compound on the Play page (the address's `compound`: conjunctive,
// continued, selective or shortened): the service's `play?compound=`
// answer drawn with the board's pictures, a move built component by
// component (touching a component's drawing, or choosing from its list,
// chooses what it becomes; "Play this move" plays them together), the
// compound's rule and what decides each component, and its winning moves.
//
// A move travels in the address as `m=I:DESC;J:DESC` (components from 0).

import { $, el, api, showError } from "./dom.js";
import { t } from "./i18n.js";
import { drawBoard } from "./board.js";

// The compounds the page offers, as the service names them.
export const COMPOUNDS = ["conjunctive", "continued", "selective", "shortened"];

// The address's compound: null for the sum (absent, `disjunctive`, `sum`).
export function readCompound(name) {
  if (name === "every") return "continued";
  return COMPOUNDS.includes(name) ? name : null;
}

// The position as the board draws it: each component with one drawing (a
// group, several components played as one, written as text) and its
// options as the board's moves, so that touching a drawing finds the
// option it makes.
function boardPosition(position) {
  const components = position.components.map((c) => ({
    ruleset: c.ruleset,
    description: c.from,
    drawing: c.drawings.length === 1 ? c.drawings[0] : { kind: "text", text: c.from },
    value: null,
    infinite: null,
  }));
  const moves = position.components.flatMap((c, k) => (c.drawings.length === 1 ? c.options : []).map((o) => (
    { component: k, from: c.from, to: o.to, after: o.after, winning: false, draws: false })));
  return { components, moves: { moves, complete: true, unlisted: [] } };
}

// The why panel's lines: the rule with what decides it here, then each
// component with what decides it.
export function whyLines(position) {
  return [position.rule, ...position.components.map((c, k) => t("compound-component-line", { number: k + 1, from: c.from, decides: c.decides }))];
}

// The move being built: component -> what it becomes, for the position
// `built.game`.
let built = { game: null, chosen: new Map() };

// Whether `k` must move in `compound` (conjunctive: every component;
// continued: every one that has not ended).
function mustMove(compound, c) {
  return compound === "conjunctive" || (compound === "continued" && !c.ended);
}

// Draws the board and the move builder. view = { compound, coach, canMove,
// changed, name, play(move) }, `move` the address's form of a move.
export function drawCompound(position, view) {
  if (built.game !== position.game) built = { game: position.game, chosen: new Map() };
  const choose = (k, to) => {
    if (to === null || built.chosen.get(k) === to) built.chosen.delete(k);
    else built.chosen.set(k, to);
    drawCompound(position, view);
  };
  drawBoard($("board"), boardPosition(position), {
    coach: false, canMove: view.canMove, changed: view.changed, name: view.name,
    play: (m) => choose(m.component, m.to),
  });
  for (const item of $("board").querySelectorAll("li[data-component]")) {
    // An ended component stays in view: it still counts in the compound.
    item.hidden = false;
    const k = Number(item.dataset.component);
    const to = built.chosen.get(k);
    item.classList.toggle("chosen", to !== undefined);
    if (to !== undefined) item.append(el("span", { class: "becomes", text: t("compound-becomes", { to }) }));
  }
  drawBuilder(position, view, choose);
}

function drawBuilder(position, view, choose) {
  const groups = $("move-groups");
  groups.replaceChildren();
  $("moves-title").textContent = t("compound-build-title");
  $("all-moves").open = true;
  if (position.over) {
    groups.append(el("p", { text: t("no-move-left") }));
    return;
  }
  groups.append(el("p", { class: "note", text: t(`compound-how-${view.compound}`) }));
  const rows = position.components.map((c, k) => {
    const id = `compound-choice-${k}`;
    const stays = mustMove(view.compound, c) ? t("compound-choose") : t("compound-stays");
    const select = el("select", { id, disabled: !view.canMove || c.ended, "data-component": String(k) },
      el("option", { value: "", text: c.ended ? t("compound-choice-ended") : stays }),
      ...c.options.map((o) => el("option", { value: o.to, text: view.coach ? `${o.to} (${o.decides})` : o.to })));
    select.value = built.chosen.get(k) ?? "";
    select.addEventListener("change", () => choose(k, select.value || null));
    const label = el("label", { for: id, text: view.coach ? t("compound-choice-coach", { number: k + 1, from: c.from, decides: c.decides }) : t("compound-choice", { number: k + 1, from: c.from }) });
    return el("li", {}, label, select);
  });
  groups.append(el("ol", { class: "compound-choices" }, ...rows));
  const move = [...built.chosen].sort((a, b) => a[0] - b[0]).map(([k, to]) => `${k}:${to}`).join(";");
  const play = el("button", { type: "button", id: "compound-play", disabled: !view.canMove || !move, text: t("compound-play") });
  play.addEventListener("click", async () => {
    // Checked first, so that a move the rule refuses is said here and the
    // game stays where it is.
    try {
      await api("play", { game: position.game, compound: view.compound, misere: view.misere ? "1" : "0", m: move, lang: view.lang });
    } catch (error) {
      showError($("typed-error"), error);
      return;
    }
    built = { game: null, chosen: new Map() };
    view.play(move);
  });
  const clear = el("button", { type: "button", id: "compound-clear", disabled: !built.chosen.size, text: t("compound-clear") });
  clear.addEventListener("click", () => { built.chosen.clear(); drawCompound(position, view); });
  groups.append(el("p", {}, play, " ", clear));
  if (view.coach) {
    const count = String(position.winning_count);
    groups.append(el("h3", { text: t("group-winning", { count: position.winning_moves.length }) }));
    if (position.winning_moves.length) {
      groups.append(el("ul", { class: "moves", id: "winning-moves" }, ...position.winning_moves.map((w) => el("li", {},
        el("button", { type: "button", class: "move win", disabled: !view.canMove, onclick: () => view.play(moveOf(w)), text: `${t("mark-win")} ${w.said}` })))));
      if (count !== String(position.winning_moves.length)) groups.append(el("p", { class: "note", text: t("compound-more-winning", { count }) }));
    } else {
      groups.append(el("p", { class: "note", text: t("none-winning") }));
    }
  }
}

// A move of the service (`moves`: each component's part) in the
// address's form.
export function moveOf(reply) {
  return reply.moves.map((m) => `${m.component}:${m.to}`).join(";");
}

// A typed compound move, `1: kayles 2; 2: nim 0` (components from 1, as
// the board numbers them), in the address's form, or an Error saying what
// to type.
export function readTyped(text, count) {
  const parts = [];
  for (const piece of text.split(/[;；]/).map((s) => s.trim()).filter(Boolean)) {
    const found = /^(\d+)\s*[:：]\s*(.+)$/.exec(piece);
    if (!found) return new Error(t("compound-typed-form"));
    const number = Number.parseInt(found[1], 10);
    if (!(number >= 1 && number <= count)) return new Error(t("typed-no-component", { number: found[1], count }));
    parts.push(`${number - 1}:${found[2].trim()}`);
  }
  return parts.length ? parts.join(";") : new Error(t("compound-typed-form"));
}

// The hint, a step at a time: whether a move wins, which components move,
// the whole move (chosen in the builder).
export function compoundHint(position, step, view) {
  const w = position.winning_moves[0];
  if (!w) return t(step === 1 ? "hint-1-lose" : "hint-2-lose");
  if (step === 1) return t("hint-1-win");
  if (step === 2) {
    const numbers = w.moves.map((m) => String(m.component + 1)).join(t("list-separator"));
    for (const m of w.moves) {
      const item = document.querySelector(`#board li[data-component="${m.component}"]`);
      if (item) item.classList.add("hinted");
    }
    return t("compound-hint-2", { numbers });
  }
  built = { game: position.game, chosen: new Map(w.moves.map((m) => [m.component, m.to])) };
  drawCompound(position, view);
  return t("hint-3-win", { move: w.said });
}

// The table of what decides a compound: each component's Grundy value,
// remoteness and suspense number, under normal and misère play, the
// column this compound and play read marked.
export function compoundTable(state, node) {
  const { position, misere, compound } = state;
  const columns = [["sg", "compound-col-sg"], ["remoteness", "compound-col-remoteness"], ["suspense", "compound-col-suspense"]];
  const deciding = { conjunctive: "remoteness", continued: "suspense" }[compound] || "sg";
  const key = (name, m) => (m ? `misere_${name}` : name);
  const head = el("tr", {}, el("th", { scope: "col", text: t("compound-col-component") }),
    ...columns.flatMap(([name, id]) => [false, true].map((m) => el("th", {
      scope: "col", class: name === deciding && m === misere ? "decides" : null, text: t(id, { misere: m ? "1" : "0" }),
    }))));
  const rows = position.components.map((c, k) => el("tr", {}, el("th", { scope: "row", text: `${k + 1}. ${c.from}` }),
    ...columns.flatMap(([name]) => [false, true].map((m) => el("td", { class: name === deciding && m === misere ? "decides" : null, text: String(c[key(name, m)]) })))));
  node.replaceChildren(
    el("p", { class: "note", text: t(`compound-table-${deciding}`) }),
    el("div", { class: "scroll" }, el("table", { class: "compound-table" }, el("thead", {}, head), el("tbody", {}, ...rows))),
    el("p", { class: "note", text: position.rule }));
}

// The rules panel's part for a compound: how it is played, and what
// decides it (the strategy).
export function compoundRules(compound) {
  const deciding = { conjunctive: "remoteness", continued: "suspense" }[compound] || "sg";
  return [el("h3", { text: t(`compound-name-${compound}`) }), el("p", { text: t(`compound-how-${compound}`) }),
    el("p", {}, el("strong", { text: t("rules-strategy") }), " ", t(`compound-strategy-${deciding}`))];
}
