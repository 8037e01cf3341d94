import Fastify, { type FastifyInstance } from "fastify";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { AppConfig } from "./config";
import { openDatabase, type Database } from "./db/database";
import { createAiProvider } from "./ai/provider";
import { createEnginePool, defaultThreads, smallJobsOnThreads } from "./engines/engine-pool";
import { answerClientError } from "./plugins/client-error";
import { registerErrorHandling } from "./plugins/errors";
import { registerSecurity } from "./plugins/security";
import { registerRateLimit } from "./plugins/rate-limit";
import { registerClient, registerNotFound, clientDir } from "./plugins/client";
import { registerToolRoutes } from "./tool-routes";
import subscribeRoute from "./routes/subscribe.route";
import metaRoute from "./routes/meta.route";

export interface BuildOptions {
  /** Use this database instead of opening one from config (tests share one). */
  database?: Database;
  /** Serve the built client from this folder (default dist/client); false for API only. */
  client?: string | false;
  /** Where log lines go (default stdout); tests pass a stream to inspect them. */
  logStream?: NodeJS.WritableStream;
}

/** Builds the whole server without listening: tests drive it with app.inject. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      ...(options.logStream ? { stream: options.logStream } : {}),
      // Only method, path (no query string), status and timing: nothing a visitor typed.
      serializers: {
        req: (req: { method: string; url: string }) => ({ method: req.method, path: req.url.split("?")[0] }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: parseTrustProxy(config.TRUST_PROXY),
    forceCloseConnections: "idle",
    // A request the HTTP parser cannot read: answer 400 and say the connection closes (keep-alive clients would
    // otherwise send their next request into a socket that is about to be destroyed).
    clientErrorHandler: answerClientError,
    return503OnClosing: true,
    requestTimeout: 120_000,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  if (config.INSTANCE_NAME) {
    const name = config.INSTANCE_NAME;
    app.addHook("onRequest", (_request, reply, done) => {
      reply.header("X-Served-By", name);
      done();
    });
  }
  // JSON and multipart only: plain-text bodies get 415 instead of being parsed as a string.
  app.removeContentTypeParser("text/plain");

  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }));
  if (!options.database) app.addHook("onClose", async () => database.close());
  if (!(await database.ping())) {
    app.log.warn("The database is not reachable: subscriptions answer 503 until it is; every tool keeps working");
  }
  const ai = createAiProvider(config);
  const engines = await createEnginePool({
    threads: config.ENGINE_THREADS || defaultThreads(),
    maxQueue: config.ENGINE_QUEUE_MAX,
    timeoutMs: config.ENGINE_TIMEOUT_MS,
    niceness: config.ENGINE_NICENESS,
    smallJobsOnThreads: smallJobsOnThreads(config.WEB_CONCURRENCY),
    onError: (summary) => app.log.warn(`engine pool: ${summary}`),
  });
  app.addHook("onClose", async () => engines.close());

  await registerSecurity(app, config);
  await registerRateLimit(app, config);
  await app.register(swagger, {
    openapi: {
      info: {
        title: "AI App Hub API",
        description: "The hub's JSON API. Every error answers { message, details? }.",
        version: "1.0.0",
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    staticCSP: true,
    // Swagger UI sets inline styles; scripts stay hash-pinned by staticCSP.
    transformStaticCSP: (header) => header.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"),
  });

  await app.register(metaRoute, { config, database });
  await app.register(subscribeRoute, { database });
  await registerToolRoutes(app, { config, database, ai, engines });
  if (options.client !== false)
    await registerClient(app, options.client ?? config.CLIENT_DIR ?? clientDir, { publicUrl: config.PUBLIC_URL });
  else registerNotFound(app);
  return app;
}

/** TRUST_PROXY: "true", a hop count ("1"), or comma-separated addresses/CIDRs of the trusted proxies. */
export function parseTrustProxy(
  value: string | undefined,
): boolean | string | ((address: string, hop: number) => boolean) {
  if (value === undefined || value === "false") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}
