// The module's speed under Node, beside benches/door.rs (the same requests
// natively, with criterion): `node crates/grundy-wasm/benches/node.mjs
// target/wasm32-unknown-unknown/wasm/grundy_wasm.wasm`. Prints the time to
// compile and instantiate the module and answer a first request, then the
// median of 15 runs of each request.
import { readFileSync } from "node:fs";
import { WORKLOADS } from "./workloads.mjs";

const bytes = readFileSync(process.argv[2]);
const start = performance.now();
const { instance } = await WebAssembly.instantiate(bytes, {});
const engine = instance.exports;

function call(target) {
  const request = new TextEncoder().encode(target);
  const at = engine.grundy_alloc(request.length);
  new Uint8Array(engine.memory.buffer, at, request.length).set(request);
  const header = engine.grundy_request(at, request.length);
  const [status, , body, length] = new Uint32Array(engine.memory.buffer, header, 4);
  engine.grundy_free(body, length);
  engine.grundy_free(header, 16);
  return status;
}

call("/api/v1/messages?lang=en");
console.log(`first answer (compile, instantiate, messages): ${(performance.now() - start).toFixed(1)} ms`);
for (const [name, target] of WORKLOADS) {
  const times = [];
  for (let run = 0; run < 15; run++) {
    const t = performance.now();
    if (call(target) !== 200) throw new Error(`${target} failed`);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(`${name}: ${times[7].toFixed(2)} ms (median of 15)`);
}
