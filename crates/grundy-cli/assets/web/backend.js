// Where the answers come from: the grundy server that sent this page, or,
// on a static site (a folder built by `cargo xtask site`), the engine
// itself, as WebAssembly in a worker (worker.js). Both answer an address
// /api/v1/ROUTE?QUERY with the same status, media type and bytes, so the
// rest of the page never asks which it has. `window.grundy.request(path)`
// is the same door, for pages that embed grundy and for tests.

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

// The door for other pages and for tests: the JSON (or problem JSON, or
// SVG text) that `GET path` gives on the server.
window.grundy = {
  async request(path) {
    await start();
    const answer = await request(path);
    return answer.type.includes("json") ? JSON.parse(answer.body) : answer.body;
  },
  backend,
};
