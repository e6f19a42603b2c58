// The engine as WebAssembly, in a worker so that the page never freezes:
// the static site's back end (backend.js starts it as a module worker). It
// loads grundy.wasm beside it through abi.js and answers each message
// {id, target, stoppedAfter?} with {id, status, type, body}: exactly what
// `grundy serve` answers for the address `target` (/api/v1/ROUTE?QUERY).
// With `stoppedAfter` (milliseconds) it answers the problem of that
// request stopped at its deadline instead.
//
// Rules users write (`rule(NAME)` with its text as `rule.NAME`, the
// checker, the examples) are in a second module, grundy-rules.wasm: the
// same engine built with them, larger, so it is fetched only for the first
// request that needs it (one whose query sends a rule, the routes `check`
// and `examples`, the page's words for rules), never on a first load. That request and every
// such one after it go to the second module; the others stay with the
// first.
//
// The page's own words (`/api/v1/messages`) are in neither module (their
// size budgets): `cargo xtask site` writes the server's answers as files
// beside them, `messages.LANG[.rules].json`, and `words` hands those over.

import { instantiate } from "./abi.js";

const engines = new Map();

// The engine of module `file`, fetched and instantiated on first use.
function engine(file) {
  if (!engines.has(file)) {
    engines.set(file, (async () => {
      const response = await fetch(new URL(file, import.meta.url));
      if (!response.ok) throw new Error(`${file} could not be loaded: ${response.status} ${response.statusText}`);
      return instantiate(await response.arrayBuffer());
    })());
  }
  return engines.get(file);
}

// Whether `target` needs the rules module: it sends a rule, asks for the
// checker or the examples, or for the page's words with those of rules
// (`rules=1`, i18n.js's withRules), or names a take-and-break code in the
// generalised notation (`octal(4!.0)`, `octal(0.[37])`: anything but
// hexadecimal digits and a point inside `octal(…)`), which only that
// module reads.
export function needsRules(target) {
  const [path, query = ""] = target.split("?");
  if (/\/api\/v1\/(check|examples)$/.test(path)) return true;
  const pairs = query.split("&");
  if (pairs.some((pair) => /^rule(\.|%2E)/i.test(pair) || pair === "rules=1")) return true;
  return pairs.some((pair) => {
    let text;
    try {
      text = decodeURIComponent(pair.replace(/\+/g, " "));
    } catch {
      return false;
    }
    return /octal\s*\(\s*[^)]*[^0-9a-fA-F.\s)]/.test(text);
  });
}

// The answer to `target` when it asks for the page's words in a language
// the site has files for (the tags the page itself sends: i18n.js's
// LANGS), else null: the module answers, as it does any address that is no
// route of it.
async function words(target) {
  const [path, query = ""] = target.split("?");
  if (path !== "/api/v1/messages") return null;
  const params = new URLSearchParams(query);
  const lang = params.get("lang") || "en";
  const flag = (name) => [null, "0", "1"].includes(params.get(name));
  if (!["en", "zh-CN"].includes(lang) || !flag("rules") || !flag("course")) return null;
  const kind = params.get("course") === "1" ? ".course" : params.get("rules") === "1" ? ".rules" : "";
  const file = `messages.${lang}${kind}.json`;
  const response = await fetch(new URL(file, import.meta.url));
  if (!response.ok) throw new Error(`${file} could not be loaded: ${response.status} ${response.statusText}`);
  return { status: 200, type: "application/json", body: await response.text() };
}

// The first module starts loading at once, as before.
engine("grundy.wasm");

self.onmessage = async ({ data: { id, target, stoppedAfter } }) => {
  try {
    const found = await words(target);
    if (found) {
      self.postMessage({ id, ...found });
      return;
    }
    const loaded = await engine(needsRules(target) ? "grundy-rules.wasm" : "grundy.wasm");
    const answer = stoppedAfter === undefined
      ? loaded.request(target)
      : loaded.stopped(target, stoppedAfter);
    self.postMessage({ id, ...answer });
  } catch (error) {
    // A trap (the module ran out of memory, or a bug): the page restarts
    // the worker, whose memory can no longer be trusted.
    self.postMessage({ id, failed: String(error) });
  }
};
