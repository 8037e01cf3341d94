/** The hub's Fastify app for the bench: in-memory PGlite, silent logs, rate limiting off (a load test is one client). */
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/database";

export async function createBenchApp(client: string | false = false): Promise<FastifyInstance> {
  const database = await openDatabase({ dataDir: ":memory:" });
  const env: Record<string, string> = {
    LOG_LEVEL: "silent",
    NODE_ENV: "production",
    DATA_DIR: ":memory:",
    RATE_LIMIT_ENABLED: "false",
  };
  const app = await buildApp(loadConfig(env), { database, client });
  app.addHook("onClose", async () => database.close());
  return app;
}
