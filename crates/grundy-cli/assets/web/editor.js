// The position editor, for a teacher: the position on the board set up by
// touch — each number of each component one less or one more (or typed),
// a component copied or removed — and then played, or shown on the
// projector. Only the numbers of a component's description change, so any
// ruleset can be set up, and the engine reads the result as any typed game:
// a position it refuses is said beside the setup, with why.

import { el } from "./dom.js";
import { t } from "./i18n.js";

// A component's description as its ruleset and what follows it: numbers
// (as BigInts, exact at any size) and the text between them. A description
// that does not start with its ruleset is kept whole, with no number.
function parts(component) {
  const { description, ruleset } = component;
  if (!description.startsWith(ruleset)) return { ruleset: "", parts: [{ text: description }] };
  const rest = description.slice(ruleset.length).split(/(\d+)/);
  return { ruleset, parts: rest.map((text, i) => (i % 2 ? { n: BigInt(text) } : { text })) };
}

const written = (row) => row.ruleset + row.parts.map((p) => ("n" in p ? String(p.n) : p.text)).join("");

// Draws the editor of `position` into `node`; `play(game, projector)`
// starts the game set up.
export function positionEditor(position, node, name, play) {
  const rows = position.components.map(parts);
  const game = el("code", { id: "edit-game" });
  const list = el("ol", { class: "edit-list" });
  const playButton = el("button", { type: "button", id: "edit-play", text: t("edit-play") });
  const projector = el("button", { type: "button", id: "edit-projector", text: t("edit-projector") });
  playButton.addEventListener("click", () => play(rows.map(written).join(" + "), false));
  projector.addEventListener("click", () => play(rows.map(written).join(" + "), true));

  // Every number typed is a whole number, or the position cannot be played.
  const refresh = () => {
    const ok = rows.every((row) => row.parts.every((p) => !("n" in p) || p.n !== null));
    game.textContent = ok ? rows.map(written).join(" + ") : "…";
    playButton.disabled = projector.disabled = !ok;
  };
  const draw = () => {
    list.replaceChildren(...rows.map((row, c) => rowOf(row, c)));
    refresh();
  };
  const rowOf = (row, c) => {
    const which = c + 1;
    const numbers = [];
    let k = 0;
    for (const [i, part] of row.parts.entries()) {
      // The text between numbers (the x of chomp 3x4) stays beside them.
      if (!("n" in part)) {
        if (i > 0 && part.text.trim()) numbers.push(el("span", { class: "edit-text", text: part.text.trim() }));
        continue;
      }
      k += 1;
      const label = t("edit-number", { k, c: which });
      const input = el("input", { type: "text", inputmode: "numeric", class: "edit-number", size: "4", "aria-label": label, value: String(part.n) });
      const less = el("button", { type: "button", class: "edit-less", text: "−", "aria-label": t("edit-less", { which: label }) });
      const more = el("button", { type: "button", class: "edit-more", text: "+", "aria-label": t("edit-more", { which: label }) });
      const set = (n) => {
        part.n = n;
        input.value = n === null ? input.value : String(n);
        less.disabled = n === null || n === 0n;
        more.disabled = n === null;
        if (n === null) input.setAttribute("aria-invalid", "true");
        else input.removeAttribute("aria-invalid");
        refresh();
      };
      less.addEventListener("click", () => set(part.n - 1n));
      more.addEventListener("click", () => set(part.n + 1n));
      input.addEventListener("input", () => set(/^\d+$/.test(input.value.trim()) ? BigInt(input.value.trim()) : null));
      less.disabled = part.n === 0n;
      numbers.push(el("span", { class: "stepper" }, less, input, more));
    }
    const copy = el("button", { type: "button", class: "edit-copy", text: t("edit-copy"), "aria-label": t("edit-copy-label", { c: which }) });
    copy.addEventListener("click", () => {
      rows.splice(c + 1, 0, { ruleset: row.ruleset, parts: row.parts.map((p) => ({ ...p })) });
      draw();
    });
    const remove = el("button", { type: "button", class: "edit-remove", text: t("edit-remove"), "aria-label": t("edit-remove-label", { c: which }) });
    remove.disabled = rows.length === 1;
    remove.addEventListener("click", () => {
      rows.splice(c, 1);
      draw();
    });
    return el("li", { "data-component": String(c) },
      el("span", { class: "name", text: row.ruleset ? name(row.ruleset) : written(row), title: row.ruleset || null }),
      ...numbers, copy, remove);
  };
  draw();
  node.replaceChildren(el("p", { class: "note", text: t("edit-note") }), list,
    el("p", {}, t("edit-game"), " ", game), el("p", { class: "controls" }, playButton, projector));
}
