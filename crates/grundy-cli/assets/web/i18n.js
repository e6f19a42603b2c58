// The page's words in the chosen language: the patterns of the server's
// page.ftl (`/api/v1/messages`), formatted here as Fluent would: a
// variable's value, or the variant a selection picks (an exact key, then
// the number's plural category, then the default).

import { api } from "./dom.js";

export const LANGS = ["en", "zh-CN"];
let catalog = { lang: "en", messages: {} };
let plurals = new Intl.PluralRules("en");

export function lang() {
  return catalog.lang;
}

// The language a tag names (`zh`, `zh-Hans-CN`, `en-GB`), or null.
export function fromTag(tag) {
  const text = String(tag || "").toLowerCase();
  if (text.startsWith("en")) return "en";
  if (text.startsWith("zh") && !/-(hant|tw|hk|mo)/.test(text)) return "zh-CN";
  return null;
}

// The address's `lang`, else the one chosen before, else the browser's.
export function chosenLang() {
  const asked = fromTag(new URLSearchParams(location.search).get("lang"));
  if (asked) return asked;
  const kept = fromTag(localStorage.getItem("grundy-lang"));
  if (kept) return kept;
  for (const tag of navigator.languages || [navigator.language]) {
    const found = fromTag(tag);
    if (found) return found;
  }
  return "en";
}

export async function load(tag) {
  catalog = await api("messages", { lang: tag }, true);
  plurals = new Intl.PluralRules(catalog.lang);
  document.documentElement.lang = catalog.lang;
  localStorage.setItem("grundy-lang", catalog.lang);
  translate(document);
}

// Message `id` with `args`; the id itself when the catalogue lacks it (a
// test fails on that).
export function t(id, args = {}) {
  const pattern = catalog.messages[id];
  if (!pattern) {
    // Tests read the list: a message missing from a catalogue is a bug.
    (window.missingMessages ||= []).push(`${catalog.lang}: ${id}`);
    return id;
  }
  return format(pattern, args);
}

function format(pattern, args) {
  let text = "";
  for (const part of pattern) {
    if (typeof part === "string") text += part;
    else if ("$" in part) text += String(args[part.$] ?? `{$${part.$}}`);
    else text += format(choose(part, args[part.select]), args);
  }
  return text;
}

// A value may be a BigInt (a number past 2^53 − 1, backend.js): String
// writes it exactly, and its plural category is its Number's (rounding
// such a number never changes its category).
function choose(selection, value) {
  const { variants } = selection;
  const key = String(value);
  if (key in variants) return variants[key];
  const number = Number(value);
  if (value !== undefined && value !== "" && !Number.isNaN(number)) {
    const category = plurals.select(number);
    if (category in variants) return variants[category];
  }
  return variants[selection.default];
}

// Every element under `root` marked with data-i18n (its text),
// data-i18n-label (its aria-label) or data-i18n-placeholder.
function translate(root) {
  // The words of rules users write (`data-rules`) may come later.
  const later = (node, id) => !(id in catalog.messages) && node.closest("[data-rules]");
  for (const node of root.querySelectorAll("[data-i18n]")) if (!later(node, node.dataset.i18n)) node.textContent = t(node.dataset.i18n);
  for (const node of root.querySelectorAll("[data-i18n-label]")) node.setAttribute("aria-label", t(node.dataset.i18nLabel));
  for (const node of root.querySelectorAll("[data-i18n-placeholder]")) node.setAttribute("placeholder", t(node.dataset.i18nPlaceholder));
}

// The words of rules users write (page-rules.ftl), for "Your game" and a
// game of a rule: asked for with `rules=1`, so that the first load goes
// without them (on the static site, the worker hands over the file of
// each, worker.js).
// The course's words (course.ftl), for the Learn view: asked for with
// `course=1`, once.
export async function withCourse() {
  if ("course-intro" in catalog.messages) return;
  const more = await api("messages", { lang: catalog.lang, course: "1" }, true);
  catalog = { lang: catalog.lang, messages: { ...catalog.messages, ...more.messages } };
}

export async function withRules() {
  if ("yours-intro" in catalog.messages) return;
  const more = await api("messages", { lang: catalog.lang, rules: "1" }, true);
  catalog = { lang: catalog.lang, messages: { ...catalog.messages, ...more.messages } };
  translate(document);
}
