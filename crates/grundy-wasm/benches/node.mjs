// The module's speed under Node, beside benches/door.rs (the same requests,
// benches/workloads.txt, natively with criterion): `node
// crates/grundy-wasm/benches/node.mjs
// target/wasm32-unknown-unknown/wasm/grundy_wasm.wasm`. The module is
// called through the page's abi.js, as the worker calls it (the body is
// decoded as text). Prints the time to compile and instantiate the module
// and answer a first request, then the median of 15 runs of each request.
import { readFileSync } from "node:fs";
import { instantiate } from "../../grundy-cli/assets/web/abi.js";

// One request a line: its name, a tab, its address.
const WORKLOADS = readFileSync(new URL("workloads.txt", import.meta.url), "utf8")
  .split("\n")
  .filter((line) => line.length > 0)
  .map((line) => line.split("\t"));

const bytes = readFileSync(process.argv[2]);
const start = performance.now();
const engine = await instantiate(bytes);
engine.request("/api/v1/messages?lang=en");
console.log(`first answer (compile, instantiate, messages): ${(performance.now() - start).toFixed(1)} ms`);
for (const [name, target] of WORKLOADS) {
  const times = [];
  for (let run = 0; run < 15; run++) {
    const t = performance.now();
    if (engine.request(target).status !== 200) throw new Error(`${target} failed`);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(`${name}: ${times[7].toFixed(2)} ms (median of 15)`);
}
