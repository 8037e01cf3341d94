import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { buildApp } from "../../src/server/app";
import { testConfig, type AppConfig } from "../../src/server/config";
import { openDatabase, type Database } from "../../src/server/db/database";

/** An API-only app on a fresh in-memory PGlite, for app.inject tests. Close it in afterAll. */
export async function createTestApp(
  overrides: Partial<Record<keyof AppConfig, string>> = {},
  database?: Database,
): Promise<FastifyInstance> {
  const db = database ?? (await openDatabase({ dataDir: ":memory:" }));
  const app = await buildApp(testConfig({ DATA_DIR: ":memory:", ...overrides }), { database: db, client: false });
  if (!database) app.addHook("onClose", async () => db.close());
  return app;
}

let shared: Promise<Database> | undefined;

/**
 * One in-memory PGlite for all the apps of a test file that read and write no subscriber, opened on first use:
 * opening one (initdb and the migrations) costs seconds of CPU. Pass it to createTestApp; the file closes it in
 * afterAll with closeSharedTestDatabase.
 */
export function sharedTestDatabase(): Promise<Database> {
  shared ??= openDatabase({ dataDir: ":memory:" });
  return shared;
}

export async function closeSharedTestDatabase(): Promise<void> {
  const db = shared;
  shared = undefined;
  if (db) await (await db).close();
}

/** One POST to a fresh app made with `overrides` (closed after): for a setting only that test needs. */
export async function postJsonOnce(
  overrides: Partial<Record<keyof AppConfig, string>>,
  url: string,
  payload: unknown,
): Promise<Awaited<ReturnType<typeof postJson>>> {
  const app = await createTestApp(overrides);
  try {
    return await postJson(app, url, payload);
  } finally {
    await app.close();
  }
}

/** POST JSON through inject and return status, parsed body and headers. */
export async function postJson(app: FastifyInstance, url: string, payload: unknown) {
  const res = await app.inject({ method: "POST", url, payload: payload as object });
  let body: unknown;
  try {
    body = res.json();
  } catch {
    body = res.body;
  }
  return { status: res.statusCode, body: body as Record<string, unknown>, headers: res.headers };
}

/**
 * The check of one endpoint's refusals: `await rejected(payload, message)` POSTs `payload` and expects 400 with
 * `message`, the exact text or a pattern (a field's name at the start, "platform: ..."). Returns the answer.
 */
export function rejectedBy(app: FastifyInstance, url: string) {
  return async (payload: unknown, message: string | RegExp) => {
    const res = await postJson(app, url, payload);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    if (typeof message === "string") expect(res.body.message).toBe(message);
    else expect(res.body.message).toMatch(message);
    return res;
  };
}

/**
 * The check of one endpoint's built-in answers: `await answered(payload)` POSTs `payload` and expects 200 from the
 * built-in engine (header x-engine: builtin). Returns the answer.
 */
export function builtinAnswerBy(app: FastifyInstance, url: string) {
  return async (payload: unknown) => {
    const res = await postJson(app, url, payload);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers["x-engine"]).toBe("builtin");
    return res;
  };
}
