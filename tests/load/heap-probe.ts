/**
 * Loaded into the server process by the load test only (`--expose-gc --import ./tests/load/heap-probe.ts`): answers
 * "heap" on the IPC channel with the heap in use after a full garbage collection. The server itself has no such hook.
 */
process.on("message", (message) => {
  if (message !== "heap") return;
  (globalThis as { gc?: () => void }).gc?.();
  process.send?.({ heapUsedMb: process.memoryUsage().heapUsed / 1024 / 1024 });
});
