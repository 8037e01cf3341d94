import type { FastifyPluginAsync } from "fastify";
import type { AppConfig } from "./config";
import type { Database } from "./db/database";
import type { AiProvider } from "./ai/provider";

/** What every tool route plugin receives as its options. */
export interface ToolContext {
  config: AppConfig;
  database: Database;
  ai: AiProvider | null;
}

export type ToolRoutePlugin = FastifyPluginAsync<ToolContext>;
