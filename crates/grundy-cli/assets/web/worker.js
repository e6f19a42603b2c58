// The engine as WebAssembly, in a worker so that the page never freezes:
// the static site's back end (backend.js). It loads grundy.wasm beside
// it and answers each message {id, target, stoppedAfter?} with
// {id, status, type, body}: exactly what `grundy serve` answers for the
// address `target` (/api/v1/ROUTE?QUERY), through the module's C ABI
// (crates/grundy-wasm). With `stoppedAfter` (milliseconds) it answers the
// problem of that request stopped at its deadline instead.

const TYPES = ["application/json", "image/svg+xml", "application/problem+json"];

const module = (async () => {
  const response = await fetch(new URL("grundy.wasm", self.location.href));
  const bytes = await response.arrayBuffer();
  const { instance } = await WebAssembly.instantiate(bytes, {});
  return instance.exports;
})();

function call(engine, target, stoppedAfter) {
  const request = new TextEncoder().encode(target);
  const at = engine.grundy_alloc(request.length);
  new Uint8Array(engine.memory.buffer, at, request.length).set(request);
  const header = stoppedAfter === undefined
    ? engine.grundy_request(at, request.length)
    : engine.grundy_stopped(at, request.length, stoppedAfter);
  const [status, type, body, length] = new Uint32Array(engine.memory.buffer, header, 4);
  const text = new TextDecoder().decode(new Uint8Array(engine.memory.buffer, body, length));
  engine.grundy_free(body, length);
  engine.grundy_free(header, 16);
  return { status, type: TYPES[type], body: text };
}

self.onmessage = async ({ data: { id, target, stoppedAfter } }) => {
  try {
    const answer = call(await module, target, stoppedAfter);
    self.postMessage({ id, ...answer });
  } catch (error) {
    // A trap (the module ran out of memory, or a bug): the page restarts
    // the worker, whose memory can no longer be trusted.
    self.postMessage({ id, failed: String(error) });
  }
};
