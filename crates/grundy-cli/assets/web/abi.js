// The engine's WebAssembly module (`grundy.wasm`, crates/grundy-wasm) and
// its plain C ABI, in one place: the page's worker (worker.js), the Node
// differential test (crates/grundy-wasm/tests/run.mjs) and the Node bench
// (crates/grundy-wasm/benches/node.mjs) all call the module through this.
//
// The ABI (the Rust side: the `abi` module of crates/grundy-wasm/src/lib.rs):
// - grundy_alloc(len) -> ptr: room for a request of len bytes (UTF-8);
// - grundy_request(ptr, len) -> header: answers the request at ptr (and
//   frees it); grundy_stopped(ptr, len, ms) -> header: the problem of that
//   request stopped after ms milliseconds (its deadline);
// - header: 16 bytes, four u32: the HTTP status, the media type (an index
//   into TYPES), the body's pointer and its length;
// - grundy_free(ptr, len): frees what the module handed out (the body, and
//   the header as 16 bytes).
// The module imports nothing. Memory may grow during a call, so views of
// it are taken afresh after each.
//
// An ES module with no dependency; Node loads it as one because of
// crates/grundy-cli/assets/package.json ({"type": "module"}).

const TYPES = ["application/json", "image/svg+xml", "application/problem+json"];
const encoder = new TextEncoder();
const decoder = new TextDecoder();

// The module compiled and instantiated from its bytes (an ArrayBuffer or a
// typed array): an engine whose `request(target)` answers an API address
// (/api/v1/ROUTE?QUERY) as `grundy serve` does, and whose
// `stopped(target, ms)` answers the problem of that request stopped after
// `ms` milliseconds. Both give {status, type, body}: the HTTP status, the
// media type and the body's text. A trap (out of memory, a bug) throws,
// and the instance can no longer be trusted.
export async function instantiate(bytes) {
  const { instance } = await WebAssembly.instantiate(bytes, {});
  const abi = instance.exports;
  const call = (target, answer) => {
    const request = encoder.encode(target);
    const at = abi.grundy_alloc(request.length);
    new Uint8Array(abi.memory.buffer, at, request.length).set(request);
    const header = answer(at, request.length);
    const [status, type, body, length] = new Uint32Array(abi.memory.buffer, header, 4);
    const text = decoder.decode(new Uint8Array(abi.memory.buffer, body, length));
    abi.grundy_free(body, length);
    abi.grundy_free(header, 16);
    return { status, type: TYPES[type], body: text };
  };
  return {
    request: (target) => call(target, abi.grundy_request),
    stopped: (target, ms) => call(target, (at, length) => abi.grundy_stopped(at, length, ms)),
  };
}
