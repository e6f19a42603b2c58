// Where the answers come from: the grundy server that sent this page, or,
// on a static site (a folder built by `cargo xtask site`), the engine
// itself, as WebAssembly in a worker (worker.js). Both answer an address
// /api/v1/ROUTE?QUERY with the same status, media type and bytes, so the
// rest of the page never asks which it has. `window.grundy.request(path)`
// is the same door, for pages that embed grundy and for tests.
//
// The engine writes numbers exactly at any size (a nimber of a hundred
// digits is a JSON number of a hundred digits), and a JavaScript number is
// exact only up to 2^53 − 1. So every answer is read by `parseJson`, never
// by a bare JSON.parse: an integer past Number.MAX_SAFE_INTEGER in size
// becomes a BigInt, exact; every other number stays a Number (the page's
// counts, indices and small values are the same as before). BigInt rather
// than text, because a big value is still a number to a script (`<`, `==`
// with Numbers, XOR with other BigInts) and `typeof` tells the two apart;
// the page keeps to operations that take both (String, templates,
// comparisons) or converts with BigInt(x) before arithmetic.

// How long the worker may compute one answer before it is stopped (and
// the answer is the server's problem for a deadline): 10 s, or what the
// browser keeps as `grundy-budget` (milliseconds; the tests set it).
const BUDGET_MS = Number(localStorage.getItem("grundy-budget")) || 10000;

let mode = null;
let worker = null;
let queue = Promise.resolve();
let next = 0;

// Decides the back end, once: the server when `api/v1/` beside the page
// answers JSON, the worker otherwise.
export async function start() {
  if (mode) return mode;
  try {
    const response = await fetch("api/v1/rules?name=nim");
    const type = response.headers.get("content-type") || "";
    mode = response.ok && type.startsWith("application/json") ? "server" : "wasm";
  } catch {
    mode = "wasm";
  }
  return mode;
}

// "server" or "wasm" (null before `start`).
export function backend() {
  return mode;
}

// The answer to `target` (/api/v1/ROUTE?QUERY): {status, type, body}.
export function request(target) {
  if (mode === "server") return fromServer(target);
  // The worker answers one request at a time, in order.
  const answer = queue.then(() => fromWorker(target));
  queue = answer.catch(() => {});
  return answer;
}

async function fromServer(target) {
  const response = await fetch(target);
  return { status: response.status, type: response.headers.get("content-type") || "", body: await response.text() };
}

function spawn() {
  worker = new Worker(new URL("worker.js", document.baseURI), { type: "module" });
}

function ask(message) {
  return new Promise((resolve) => {
    const id = ++next;
    const listen = ({ data }) => {
      if (data.id !== id) return;
      worker.removeEventListener("message", listen);
      resolve(data);
    };
    worker.addEventListener("message", listen);
    worker.postMessage({ id, ...message });
  });
}

async function fromWorker(target) {
  if (!worker) spawn();
  let timer;
  const late = new Promise((resolve) => { timer = setTimeout(() => resolve(null), BUDGET_MS); });
  const answer = await Promise.race([ask({ target }), late]);
  clearTimeout(timer);
  if (answer && !answer.failed) return answer;
  // Past its budget, or the module trapped: the worker is stopped, and a
  // fresh one answers.
  worker.terminate();
  spawn();
  if (answer) {
    const problem = { type: "/problems/internal", title: "Internal error", status: 500, detail: answer.failed };
    return { status: 500, type: "application/problem+json", body: JSON.stringify(problem) };
  }
  return ask({ target, stoppedAfter: BUDGET_MS });
}

// ---------------------------------------------------------------- JSON

// Whether JSON.parse hands a reviver the source text of each number (the
// `context.source` of the TC39 proposal "JSON.parse source text access",
// which Chromium has had since version 114); checked, not assumed.
export const SOURCE_TEXT = (() => {
  let seen = false;
  try {
    JSON.parse("[9007199254740993]", (key, value, context) => {
      if (context && context.source === "9007199254740993") seen = true;
      return value;
    });
  } catch { /* an old engine: the scanning path below */ }
  return seen;
})();

const INTEGER = /^-?\d+$/;

// The number a JSON number token `source` stands for: a BigInt when it is
// an integer that a Number would round (`value` is what JSON.parse made).
function exact(source, value) {
  return Number.isSafeInteger(value) || !INTEGER.test(source) ? value : BigInt(source);
}

// `text` (JSON) parsed as JSON.parse does, except that integers past
// 2^53 − 1 in size are BigInts, exact. A text with no run of 16 digits
// has no such integer (2^53 has 16 digits), and is parsed as it is. O(n).
export function parseJson(text) {
  if (!/\d{16}/.test(text)) return JSON.parse(text);
  if (!SOURCE_TEXT) return parseByScanning(text);
  return JSON.parse(text, (key, value, context) => (typeof value === "number" && context ? exact(context.source, value) : value));
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const STRING = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;
const SPACE = /[ \t\n\r]*/y;

// The same without the reviver's source text (browsers without it): a
// small recursive-descent reader of RFC 8259 JSON, each string handed to
// JSON.parse and each number token to `exact`. Exported for the tests,
// which check it against `parseJson` on answers with big numbers. O(n).
export function parseByScanning(text) {
  let at = 0;
  const fail = () => {
    throw new SyntaxError(`JSON: unexpected ${at < text.length ? JSON.stringify(text[at]) : "end of the text"} at position ${at}`);
  };
  const skip = () => { SPACE.lastIndex = at; SPACE.exec(text); at = SPACE.lastIndex; };
  const token = (pattern) => {
    pattern.lastIndex = at;
    const found = pattern.exec(text);
    if (!found) fail();
    at = pattern.lastIndex;
    return found[0];
  };
  const expect = (char) => { skip(); if (text[at] !== char) fail(); at += 1; };
  const value = () => {
    skip();
    const char = text[at];
    if (char === "{") {
      at += 1;
      const object = {};
      skip();
      if (text[at] === "}") { at += 1; return object; }
      for (;;) {
        skip();
        if (text[at] !== "\"") fail();
        const key = JSON.parse(token(STRING));
        expect(":");
        // As JSON.parse: a key `__proto__` is an own property.
        Object.defineProperty(object, key, { value: value(), enumerable: true, writable: true, configurable: true });
        skip();
        if (text[at] === "}") { at += 1; return object; }
        expect(",");
      }
    }
    if (char === "[") {
      at += 1;
      const array = [];
      skip();
      if (text[at] === "]") { at += 1; return array; }
      for (;;) {
        array.push(value());
        skip();
        if (text[at] === "]") { at += 1; return array; }
        expect(",");
      }
    }
    if (char === "\"") return JSON.parse(token(STRING));
    for (const [word, meaning] of [["true", true], ["false", false], ["null", null]]) {
      if (text.startsWith(word, at)) { at += word.length; return meaning; }
    }
    const source = token(NUMBER);
    return exact(source, Number(source));
  };
  const result = value();
  skip();
  if (at < text.length) fail();
  return result;
}

// The door for other pages and for tests: the JSON (or problem JSON, or
// SVG text) that `GET path` gives on the server, read by `parseJson`:
// integers past 2^53 − 1 in size (heaps, values, counts, remoteness) are
// BigInts, exact, every other number a Number.
window.grundy = {
  async request(path) {
    await start();
    const answer = await request(path);
    return answer.type.includes("json") ? parseJson(answer.body) : answer.body;
  },
  backend,
};
