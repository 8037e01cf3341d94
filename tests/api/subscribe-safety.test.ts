/** Bad characters get a 400 (not a database-outage 503), and a failing database never puts visitor data in logs. */
import { Writable } from "node:stream";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../src/server/app";
import { testConfig } from "../../src/server/config";
import { openDatabase, type Database } from "../../src/server/db/database";
import { subscribeMessages } from "../../src/shared/subscribe.contract";
import { POSTGRES, canRun } from "../helpers/system-tools";

let app: FastifyInstance | undefined;
let database: Database | undefined;
afterEach(async () => {
  await app?.close();
  await database?.close();
  app = undefined;
  database = undefined;
});

async function appWithLogs(db: Database) {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
      done();
    },
  });
  app = await buildApp(testConfig({ LOG_LEVEL: "debug", RATE_LIMIT_ENABLED: "false" }), { database: db, client: false, logStream });
  return lines;
}

const stores: [string, () => Promise<Database>, boolean][] = [
  ["PGlite", () => openDatabase({ dataDir: ":memory:" }), true],
  ["PostgreSQL", () => openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL!, dataDir: "unused" }), canRun("subscribe safety on PostgreSQL", POSTGRES)],
];

for (const [name, open, runs] of stores) {
  describe.runIf(runs)(`subscribe on ${name}`, () => {
    it("answers 400 for a NUL in the e-mail and drops it from the message (never 503)", async () => {
      database = await open();
      await appWithLogs(database);
      const bad = await app!.inject({ method: "POST", url: "/api/subscribe", payload: { email: "nul\u0000@example.org" } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ message: subscribeMessages.emailInvalid });
      const email = `msg-${randomUUID()}@example.org`;
      const ok = await app!.inject({ method: "POST", url: "/api/subscribe", payload: { email, message: "hello\u0000 world\u0007" } });
      expect(ok.statusCode).toBe(201);
      const only = await app!.inject({ method: "POST", url: "/api/subscribe", payload: { email: `z-${randomUUID()}@example.org`, message: "\u0000" } });
      expect(only.statusCode).toBe(201);
    });
  });
}

describe("logs during a database failure (PGlite)", () => {
  // PGlite only: breaking the table on the shared PostgreSQL would disturb tests running beside this one. The
  // redaction does not depend on the driver (both report "Failed query: ... params: ..." through drizzle).
  it("logs no e-mail address, message or SQL parameter when the database fails", async () => {
    database = await openDatabase({ dataDir: ":memory:" });
    const lines = await appWithLogs(database);
    // Force a database error on insert: a table the query needs is gone.
    await database.db.execute(sql`alter table subscribers rename to subscribers_gone`);
    const email = `private-${randomUUID()}@example.org`;
    const message = `secret idea ${randomUUID()}`;
    const res = await app!.inject({ method: "POST", url: "/api/subscribe?ref=newsletter-campaign", payload: { email, message } });
    expect(res.statusCode).toBe(503);
    const log = lines.join("\n");
    expect(log).toContain("subscriber store unavailable");
    expect(log).not.toContain(email);
    expect(log).not.toContain(message);
    expect(log).not.toContain("newsletter-campaign");
    expect(log).not.toMatch(/params:/i);
  });
});
