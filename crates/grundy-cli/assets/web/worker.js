// The engine as WebAssembly, in a worker so that the page never freezes:
// the static site's back end (backend.js starts it as a module worker). It
// loads grundy.wasm beside it through abi.js and answers each message
// {id, target, stoppedAfter?} with {id, status, type, body}: exactly what
// `grundy serve` answers for the address `target` (/api/v1/ROUTE?QUERY).
// With `stoppedAfter` (milliseconds) it answers the problem of that
// request stopped at its deadline instead.

import { instantiate } from "./abi.js";

const loaded = (async () => {
  const response = await fetch(new URL("grundy.wasm", import.meta.url));
  if (!response.ok) throw new Error(`grundy.wasm could not be loaded: ${response.status} ${response.statusText}`);
  return instantiate(await response.arrayBuffer());
})();

self.onmessage = async ({ data: { id, target, stoppedAfter } }) => {
  try {
    const engine = await loaded;
    const answer = stoppedAfter === undefined
      ? engine.request(target)
      : engine.stopped(target, stoppedAfter);
    self.postMessage({ id, ...answer });
  } catch (error) {
    // A trap (the module ran out of memory, or a bug): the page restarts
    // the worker, whose memory can no longer be trusted.
    self.postMessage({ id, failed: String(error) });
  }
};
