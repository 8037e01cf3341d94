import cluster from "node:cluster";
import { loadConfig, ConfigError, type AppConfig } from "./config";
import { IS_CLUSTER_WORKER_ENV } from "./cluster/messages";
import { serve } from "./serve";

/**
 * Starts the server: node --import tsx src/server/main.ts (npm start builds the client first).
 * WEB_CONCURRENCY > 1 runs that many server processes on one port (src/server/cluster/primary.ts).
 */
async function main() {
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
