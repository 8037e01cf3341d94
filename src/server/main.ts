import cluster from "node:cluster";
import { setFlagsFromString } from "node:v8";
import { loadConfig, ConfigError, type AppConfig } from "./config";
import { IS_CLUSTER_WORKER_ENV } from "./cluster/messages";
import { serve } from "./serve";

/**
 * Starts the server: node --import tsx src/server/main.ts (npm start builds the client first).
 * WEB_CONCURRENCY > 1 runs that many server processes on one port (src/server/cluster/primary.ts).
 */
/**
 * How far V8 lets a heap grow past what was live after its last full collection before collecting again: 100%
 * (twice the live size) here. By default a busy heap may grow to up to 4x, so under the load test the main thread's
 * old generation held 90 MB of which about 30 MB was live, and each engine thread grew likewise. Measured with the
 * load test's mix at 50 connections (docs/BENCHMARKS.md, Memory): peak RSS 411-452 MB by default, 306-313 MB with
 * 100%, 285-294 MB with 50%; 20% reached 281 MB but made the SEO engine's repeated jobs about twice as slow (more
 * full collections in its thread), 100% did not measurably. Process-wide (main thread and engine threads).
 */
const HEAP_GROWING_PERCENT = 100;

async function main() {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  if (cluster.isPrimary)
    (await import("../tools/speech-to-text/engine/startup-warning")).warnIfRecognizerMissing(config);
  if (cluster.isPrimary && config.WEB_CONCURRENCY > 1) {
    const { runPrimary } = await import("./cluster/primary");
    await runPrimary(config, config.WEB_CONCURRENCY);
    return;
  }
  if (process.env[IS_CLUSTER_WORKER_ENV]) {
    // A cluster worker: the primary prints the URL; with embedded PGlite, queries go to the primary.
    const { ipcDatabase } = await import("./cluster/ipc-database");
    await serve(config, config.DATABASE_URL ? {} : { database: ipcDatabase() });
    return;
  }
  const { url } = await serve(config);
  console.log(`AI App Hub is running at ${url}`);
}

main().catch((error: unknown) => {
  console.error("Failed to start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
