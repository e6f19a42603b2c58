// The grundy playground: one page, six views, no dependencies. Every
// answer comes from the JSON API of the server that sent this file; the
// state of a game lives in the address, so that reloading, the back button
// and sharing a link all work. The page speaks English and Simplified
// Chinese (i18n.js); Play is play.js, its board board.js; Your game (a
// rule the learner writes) is yours.js.

import { $, el, api, showError, errorText, infinity, pageHref, addressRules, currentPage as pageOf, PAGES } from "./dom.js";
import { start as startBackend } from "./backend.js";
import { t, load, chosenLang, lang, LANGS } from "./i18n.js";
import { loadGame, setupPlay, gameUrl } from "./play.js";
import { loadYours, setupYours } from "./yours.js";
import { arrayButtons } from "./learn.js";
import { loadLearn } from "./course.js";

function currentPage() {
  return pageOf(PAGES);
}

function route() {
  const page = currentPage();
  for (const section of document.querySelectorAll("main > section")) {
    section.hidden = section.dataset.page !== page;
  }
  for (const link of document.querySelectorAll("a[data-page]")) {
    link.href = pageHref(link.dataset.page, langQuery());
  }
  for (const link of document.querySelectorAll("nav a[data-page]")) {
    if (link.dataset.page === page) link.setAttribute("aria-current", "page");
    else link.removeAttribute("aria-current");
  }
  document.title = t("page-title", { page: t(`nav-${page}`) });
  if (page === "play") loadGame();
  else if (page === "yours") loadYours();
  else if (page === "learn") loadLearn();
  else loadTool(page);
}

// The address's language, when it names one, as a query.
function langQuery() {
  const query = new URLSearchParams();
  const asked = new URLSearchParams(location.search).get("lang");
  if (asked) query.set("lang", asked);
  return query;
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

// ---------------------------------------------------------------- language

async function switchLang(tag) {
  await load(tag);
  const url = new URL(location.href);
  url.searchParams.set("lang", tag);
  history.replaceState(null, "", `${url.pathname}${url.search}`);
  fillCatalogue();
  route();
}

function langSwitch() {
  const select = $("lang");
  select.replaceChildren(...LANGS.map((tag) => el("option", { value: tag, text: t(`lang-${tag}`) })));
  select.value = lang();
  select.addEventListener("change", () => switchLang(select.value));
}

// ---------------------------------------------------------------- new game

let catalogue = [];

async function fillCatalogue() {
  const pick = $("pick");
  const chosen = pick.value;
  try {
    catalogue = await api("rules", { lang: lang() }, true);
  } catch (error) { /* The catalogue is a convenience: typing still works. */ }
  pick.replaceChildren(el("option", { value: "", text: t("pick-none") }));
  // Graphs are read from files, which the server does not read.
  for (const rule of catalogue.filter((r) => !r.example.includes("graph(") && !r.example.includes("rule("))) {
    pick.append(el("option", { value: rule.example, text: `${rule.title || rule.name}: ${rule.example}` }));
  }
  pick.value = chosen;
}

function setupForm() {
  const pick = $("pick");
  pick.addEventListener("change", () => { if (pick.value) $("start").value = pick.value; });
  $("new-game").addEventListener("submit", (event) => {
    event.preventDefault();
    const form = new FormData(event.target);
    const asked = new URLSearchParams(location.search);
    const params = {
      game: form.get("game").trim(), misere: form.get("misere") === "1", compound: form.get("compound") || null, vs: form.get("vs"),
      first: form.get("first"), level: form.get("level"), seed: 1 + Math.floor(Math.random() * 999999), moves: [], at: 0,
      coach: $("coach").checked, lang: asked.get("lang"),
      // A rule of "Your game" stays with a game that names it.
      rules: addressRules().filter(([name]) => form.get("game").includes(`rule(${name.slice(5)})`)),
    };
    history.pushState(null, "", gameUrl(params));
    route();
  });
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
  result.replaceChildren(el("p", { class: "note", text: t("computing") }));
  try {
    if (page === "analyze") { query.set("explain", "1"); query.set("lang", lang()); }
    const answer = await api(page, query);
    result.replaceChildren(...TOOLS[page](answer, query));
  } catch (error) {
    result.replaceChildren(el("pre", { class: "error", role: "alert", text: errorText(error) }));
  }
}

const TOOLS = {
  analyze(a, query) {
    const wins = a.outcome === "N";
    const value = a.nimber !== null ? t("analyze-nim-sum", { value: a.nimber }) : a.infinite ? t("analyze-value", { value: infinity(a.infinite) }) : "";
    const nodes = [el("p", { class: "status", text: `${t(`analyze-${a.outcome}`)}${value}` })];
    if (a.explanation) nodes.push(el("pre", { class: "why", text: a.explanation.join("\n") }));
    const listed = (m) => el("li", { text: t("analyze-move", { component: m.component + 1, from: m.from, to: m.to }) });
    if (wins && a.winning_moves.length) nodes.push(el("h2", { text: t("group-winning-plain") }), el("ul", {}, ...a.winning_moves.map(listed)));
    if (a.drawing_moves && a.drawing_moves.length) nodes.push(el("h2", { text: t("group-drawing-plain") }), el("ul", {}, ...a.drawing_moves.map(listed)));
    for (const u of a.unlisted) nodes.push(el("p", { class: "note", text: t("analyze-unlisted", { reason: u.reason }) }));
    const play = { game: query.get("game"), misere: query.get("misere") === "1", vs: "computer", first: "me", seed: 1, moves: [], at: null, coach: true, lang: new URLSearchParams(location.search).get("lang") };
    nodes.push(el("p", {}, el("a", { href: gameUrl(play), text: t("analyze-play") })));
    return nodes;
  },
  table(tab) {
    if (tab.ruleset === "wythoff") {
      return [el("p", { text: t("table-wythoff", { count: tab.p_positions.length }) }),
        el("p", { class: "cells", text: tab.p_positions.map(([a, b]) => `(${a}, ${b})`).join(" ") })];
    }
    const rows = [];
    for (let start = 0; start < tab.values.length; start += 10) {
      rows.push(el("tr", {}, el("th", { scope: "row", text: String(start) }),
        ...tab.values.slice(start, start + 10).map((v) => el("td", { class: v === 0 ? "zero" : "", text: typeof v === "object" ? infinity(v.infinite) : String(v) }))));
    }
    const head = el("tr", {}, el("th", { scope: "col", text: "n" }), ...Array.from({ length: Math.min(10, tab.values.length) }, (_, i) => el("th", { scope: "col", text: `+${i}` })));
    const listed = (list) => `${list.slice(0, 100).join(" ")}${list.length > 100 ? " …" : ""}`;
    const loopy = Array.isArray(tab.draws);
    const last = tab.values.length - 1;
    const nodes = [el("p", { text: t(loopy ? "table-loopy" : "table-plain", { ruleset: tab.ruleset, last }) }),
      el("div", { class: "scroll" }, el("table", { class: "values" }, el("caption", { text: t(loopy ? "table-caption-loopy" : "table-caption", { ruleset: tab.ruleset }) }), el("thead", {}, head), el("tbody", {}, ...rows))),
      el("p", { text: t("table-p-positions", { count: tab.p_positions.length, list: listed(tab.p_positions) }) })];
    if (loopy) nodes.push(el("p", { text: t("table-draws", { count: tab.draws.length, list: tab.draws.length ? listed(tab.draws) : t("none") }) }));
    if (tab.summary) nodes.push(el("p", { text: tab.summary }));
    const arrays = arrayButtons(tab.values, tab.ruleset);
    if (arrays) nodes.push(arrays);
    return nodes;
  },
  period(r) {
    const nodes = [el("p", { text: t("period-computed", { ruleset: r.ruleset, count: r.values_computed }) }), el("p", { class: "status", text: r.summary })];
    if (r.stopped) nodes.push(el("p", { class: "note", text: r.stopped }));
    return nodes;
  },
  plot(text) {
    const doc = new DOMParser().parseFromString(text, "image/svg+xml");
    const image = document.importNode(doc.documentElement, true);
    image.setAttribute("role", "img");
    image.setAttribute("aria-label", t("plot-label"));
    image.classList.add("plot");
    return [image];
  },
};

for (const page of ["analyze", "table", "period", "plot"]) {
  const section = $(`page-${page}`);
  const form = section.querySelector("form");
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const query = formQuery(form);
    const asked = new URLSearchParams(location.search).get("lang");
    if (asked) query.set("lang", asked);
    history.pushState(null, "", pageHref(page, query));
    runTool(page, section, form);
  });
}

async function start() {
  // The footer says which engine answers: the server, or this browser.
  const engine = await startBackend();
  $("engine").dataset.i18n = `engine-${engine}`;
  try {
    await load(chosenLang());
  } catch (error) {
    showError($("play-error"), error);
  }
  langSwitch();
  setupForm();
  setupPlay();
  setupYours();
  await fillCatalogue();
  route();
}

start();
