// Runs the module under Node: each line of the requests file (an API
// address) is answered as the page's worker answers it, through the same
// abi.js; one JSON array [status, media type, body] a line on standard
// output.
import { readFileSync } from "node:fs";
import { instantiate } from "../../grundy-cli/assets/web/abi.js";

const [wasm, requests] = process.argv.slice(2);
const engine = await instantiate(readFileSync(wasm));
const lines = readFileSync(requests, "utf8").split("\n").filter((line) => line.length > 0);
const out = [];
for (const target of lines) {
  const { status, type, body } = engine.request(target);
  out.push(JSON.stringify([status, type, body]));
}
process.stdout.write(out.join("\n") + "\n");
