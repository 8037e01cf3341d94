/**
 * Loaded into the server process by the load test only (`--expose-gc --import ./tests/load/heap-probe.mjs`): answers
 * "heap" on the IPC channel with the heap in use after a full garbage collection. The server itself has no such hook.
 * Plain JavaScript: the server runs without a TypeScript loader (scripts/start.mjs), and the probe must not add one.
 */
import process from "node:process";

process.on("message", (message) => {
  if (message !== "heap") return;
  globalThis.gc?.();
  process.send?.({ heapUsedMb: process.memoryUsage().heapUsed / 1024 / 1024 });
});
