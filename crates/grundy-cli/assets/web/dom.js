// Small helpers shared by the page's modules: elements, SVG, the API.

import { t, lang } from "./i18n.js";
import { request, backend, parseJson } from "./backend.js";

export const $ = (id) => document.getElementById(id);

// An element with attributes (`text` sets its text, `on…` adds a listener)
// and children.
export function el(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null || value === undefined || value === false) continue;
    if (name === "text") node.textContent = value;
    else if (name.startsWith("on")) node.addEventListener(name.slice(2), value);
    else node.setAttribute(name, value === true ? "" : value);
  }
  for (const child of children) if (child !== null && child !== undefined && child !== false) node.append(child);
  return node;
}

const SVG = "http://www.w3.org/2000/svg";
export function svg(tag, attributes = {}, ...children) {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null || value === undefined || value === false) continue;
    if (name.startsWith("on")) node.addEventListener(name.slice(2), value);
    else node.setAttribute(name, value);
  }
  for (const child of children) if (child !== null && child !== undefined) node.append(child);
  return node;
}

// Answers already fetched, by address: the page never asks twice.
const answers = new Map();

// An API call: the parsed JSON (or text), or an Error carrying the
// problem's detail and status, in the page's language. JSON is read by
// `parseJson`: integers past 2^53 − 1 are BigInts, exact (backend.js). `remember` keeps
// the answer for the session.
export async function api(path, params, remember = false) {
  const query = new URLSearchParams(params);
  if (!query.has("lang")) query.set("lang", lang());
  // A rule's text in the address (a game of "Your game" on the Play page)
  // goes with every request that computes: the server reads no files.
  if (!["messages", "rules", "examples"].includes(path)) {
    for (const [name, text] of addressRules()) if (!query.has(name)) query.set(name, text);
  }
  const address = `/api/v1/${path}?${query}`;
  if (remember && answers.has(address)) return answers.get(address);
  const response = await request(address);
  const type = response.type;
  if (response.status !== 200) {
    let detail = String(response.status), kind = "other";
    if (type.includes("json")) {
      const problem = parseJson(response.body);
      detail = problem.detail || detail;
      kind = String(problem.type || "").replace("/problems/", "") || kind;
    }
    const error = new Error(detail);
    error.status = response.status;
    error.kind = kind;
    throw error;
  }
  const answer = type.includes("json") ? parseJson(response.body) : response.body;
  if (remember) answers.set(address, answer);
  return answer;
}

// The rule texts the address holds, `rule.NAME=TEXT`, as [name, text].
export function addressRules() {
  return [...new URLSearchParams(location.search)].filter(([name]) => name.startsWith("rule.") && name.length > 5);
}

export function announce(text) {
  const live = $("live");
  live.textContent = "";
  setTimeout(() => { live.textContent = text; }, 50);
}

// The page's views: Play first, the default.
export const PAGES = ["play", "learn", "analyze", "table", "period", "plot", "yours"];

// The address of view `page` with `query`: `/page?…` from the server, and
// `?view=page&…` on a static site, whose host knows one file.
export function pageHref(page, query = new URLSearchParams()) {
  if (backend() !== "wasm") return `/${page}${query.size ? `?${query}` : ""}`;
  const params = new URLSearchParams(query);
  params.set("view", page);
  return `${location.pathname}?${params}`;
}

// The view the address names.
export function currentPage(pages) {
  const name = backend() === "wasm"
    ? new URLSearchParams(location.search).get("view") || ""
    : location.pathname.replace(/^\//, "");
  return pages.includes(name) ? name : pages[0];
}

// An error on the page: what kind of problem it is, then the server's
// message (with its caret), both in the page's language.
export function errorText(error) {
  return error.kind ? `${t("problem-lead", { kind: error.kind })}\n${error.message}` : error.message;
}

export function showError(node, error) {
  node.textContent = error ? errorText(error) : "";
  node.hidden = !error;
}

// ∞(K) as the command line writes it: ∞(0,2), or ∞(∅) when K is empty.
export function infinity(k) {
  return k.length ? `∞(${k.join(",")})` : "∞(∅)";
}
