import type { FastifyInstance } from "fastify";
import { buildApp, type BuildOptions } from "./app";
import type { AppConfig } from "./config";

/** "http://localhost:5000" for what the server listens on (0.0.0.0 and :: shown as localhost). */
export function shownUrl(config: AppConfig, port: number): string {
  const host = config.HOST === "0.0.0.0" || config.HOST === "::" ? "localhost" : config.HOST;
  return `http://${host}:${port}`;
}

/**
 * Builds the app, listens, and closes gracefully on SIGTERM/SIGINT (in-flight requests finish, then exit).
 * Used by a single-process server and by each cluster worker.
 */
export async function serve(
  config: AppConfig,
  options: BuildOptions = {},
): Promise<{ app: FastifyInstance; url: string }> {
  const app = await buildApp(config, options);
  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing in-flight requests`);
    const timer = setTimeout(() => process.exit(1), 15_000);
    timer.unref();
    // Keep-alive connections busy when the signal came become idle once their answer is sent: close them then,
    // or the server would wait for the clients to hang up.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    sweep.unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  return { app, url: shownUrl(config, port) };
}
