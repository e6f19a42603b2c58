// Runs the module under Node: each line of the requests file (an API
// address) is answered as the worker answers it; one JSON array
// [status, media type, body] a line on standard output.
import { readFileSync } from "node:fs";

const [wasm, requests] = process.argv.slice(2);
const { instance } = await WebAssembly.instantiate(readFileSync(wasm), {});
const engine = instance.exports;
const TYPES = ["application/json", "image/svg+xml", "application/problem+json"];

function call(target) {
  const request = new TextEncoder().encode(target);
  const at = engine.grundy_alloc(request.length);
  new Uint8Array(engine.memory.buffer, at, request.length).set(request);
  const header = engine.grundy_request(at, request.length);
  const [status, type, body, length] = new Uint32Array(engine.memory.buffer, header, 4);
  const text = new TextDecoder().decode(new Uint8Array(engine.memory.buffer, body, length));
  engine.grundy_free(body, length);
  engine.grundy_free(header, 16);
  return [status, TYPES[type], text];
}

const lines = readFileSync(requests, "utf8").split("\n").filter((line) => line.length > 0);
const out = [];
for (const target of lines) out.push(JSON.stringify(call(target)));
process.stdout.write(out.join("\n") + "\n");
