import type { FastifyPluginAsync } from "fastify";
import type { AppConfig } from "./config";
import type { Database } from "./db/database";
import type { AiProvider } from "./ai/provider";
import type { EnginePool } from "./engines/engine-pool";

/** What every tool route plugin receives as its options. */
export interface ToolContext {
  config: AppConfig;
  database: Database;
  ai: AiProvider | null;
  /** Worker threads that run the built-in text engines off the event loop. */
  engines: EnginePool;
}

export type ToolRoutePlugin = FastifyPluginAsync<ToolContext>;
