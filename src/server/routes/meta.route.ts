import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { publicConfig, type AppConfig } from "../config";
import type { Database } from "../db/database";
import { TOOLS } from "../catalogue";
import { discoverToolRoutes } from "../tool-routes";

const healthResponse = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.object({ kind: z.enum(["pglite", "postgres"]), ok: z.boolean() }),
  engines: z.object({ text: z.enum(["builtin", "ai-provider"]) }),
  /** Where rate-limit counts live: Redis (shared) or this process's memory; "off" when limits are disabled. */
  rateLimits: z.object({
    store: z.enum(["redis", "memory", "off"]),
    redis: z.enum(["ok", "unreachable", "not configured"]),
  }),
  uptimeSeconds: z.number(),
});

const configResponse = z.object({
  companyName: z.string(),
  contactEmail: z.string().nullable(),
  wallets: z.array(z.object({ id: z.string(), name: z.string(), address: z.string() })),
  coffeeUrl: z.string().nullable(),
  cardButton: z.object({ buyButtonId: z.string(), publishableKey: z.string() }).nullable(),
  aiProvider: z.boolean(),
});

/** Health, public configuration and the tool list the server answers for. */
const metaRoute: FastifyPluginAsyncZod<{ config: AppConfig; database: Database }> = async (app, opts) => {
  const { config, database } = opts;
  app.get(
    "/api/health",
    {
      schema: {
        summary: "Liveness and database status",
        tags: ["meta"],
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (_request, reply) => {
      const ok = await database.ping();
      return reply.code(ok ? 200 : 503).send({
        status: ok ? "ok" : "degraded",
        database: { kind: database.kind, ok },
        engines: { text: config.AI_BASE_URL ? "ai-provider" : "builtin" },
        rateLimits: app.rateLimitStatus?.() ?? { store: "off", redis: "not configured" },
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );

  app.get(
    "/api/config",
    {
      schema: {
        summary: "Operator settings the page shows (donation targets, contact)",
        tags: ["meta"],
        response: { 200: configResponse },
      },
    },
    async () => publicConfig(config),
  );

  const served = new Set(discoverToolRoutes().map((r) => r.id));
  app.get(
    "/api/tools",
    {
      schema: {
        summary: "The tool catalogue, with whether the server answers for each tool",
        tags: ["meta"],
        response: {
          200: z.array(
            z.object({
              id: z.string(),
              name: z.string(),
              path: z.string(),
              category: z.string(),
              server: z.boolean(),
              clientOnly: z.boolean(),
            }),
          ),
        },
      },
    },
    async () =>
      TOOLS.map((t) => ({
        id: t.id,
        name: t.name,
        path: t.path,
        category: t.category,
        server: served.has(t.id),
        clientOnly: Boolean(t.clientOnly),
      })),
  );
};

export default metaRoute;
