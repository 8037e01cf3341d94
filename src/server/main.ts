import cluster from "node:cluster";
import { setFlagsFromString } from "node:v8";
import { loadConfig, ConfigError, type AppConfig } from "./config";
import { IS_CLUSTER_WORKER_ENV } from "./cluster/messages";
import { serve } from "./serve";

/**
 * Starts the server: node --import tsx src/server/main.ts (npm start builds the client first).
 * WEB_CONCURRENCY > 1 runs that many server processes on one port (src/server/cluster/primary.ts).
 */
async function main() {
  // Embedded PGlite is the server's only WebAssembly. V8 compiles it twice by default (baseline Liftoff code, then
  // optimized TurboFan code for the functions start-up runs often): Liftoff alone holds about 45 MB less, and
  // PGlite starts and inserts as fast with it (docs/DEPLOYMENT.md, Memory). Set before any module is compiled; the
  // engine threads run no WebAssembly, the speech process is another process with its own flags.
  setFlagsFromString("--liftoff-only");
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
