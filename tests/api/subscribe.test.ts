import { afterAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { buildApp } from "../../src/server/app";
import { testConfig } from "../../src/server/config";
import { openDatabase, type Database } from "../../src/server/db/database";
import { findSubscriber } from "../../src/server/db/subscribers.repo";
import { subscribeMessages, SUBSCRIBE_MESSAGE_MAX } from "../../src/shared/subscribe.contract";
import { POSTGRES, canRun } from "../helpers/system-tools";

const pgUrl = process.env.TEST_DATABASE_URL;
const tempDirs: string[] = [];
afterAll(() => tempDirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

type Backend = { name: string; runs: boolean; open: () => Promise<Database> };
function pgliteBackend(): Backend {
  const dir = mkdtempSync(path.join(tmpdir(), "hub-sub-"));
  tempDirs.push(dir);
  return { name: "PGlite", runs: true, open: () => openDatabase({ dataDir: dir }) };
}
const backends: Backend[] = [pgliteBackend()];
// Always listed: without TEST_DATABASE_URL the PostgreSQL variant is reported as not run, with the reason.
backends.push({
  name: "PostgreSQL",
  runs: canRun("subscribers on PostgreSQL", POSTGRES),
  open: () => openDatabase({ databaseUrl: pgUrl!, dataDir: "unused" }),
});

async function appOn(database: Database): Promise<FastifyInstance> {
  return buildApp(testConfig(), { database, client: false });
}

for (const { name, runs, open } of backends)
  describe.runIf(runs)(`subscribers on ${name}`, { timeout: 120_000 }, () => {
    const domain = `run-${randomUUID().slice(0, 8)}.example.org`;

    it("validates, stores, rejects case-variant duplicates with 409, and keeps every 2xx after a restart", async () => {
      let database = await open();
      let app = await appOn(database);

      const bad = await app.inject({ method: "POST", url: "/api/subscribe", payload: { email: "not-an-email" } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ message: subscribeMessages.emailInvalid });
      const long = await app.inject({
        method: "POST",
        url: "/api/subscribe",
        payload: { email: `long@${domain}`, message: "x".repeat(SUBSCRIBE_MESSAGE_MAX + 1) },
      });
      expect(long.statusCode).toBe(400);
      expect(long.json().message).toBe(subscribeMessages.messageTooLong);

      // 150 distinct addresses and 50 case variants of some of them, all at once.
      const unique = Array.from({ length: 150 }, (_, i) => `person${i}@${domain}`);
      const variants = unique.slice(0, 50).map((e) => e.toUpperCase().replace("@", "@"));
      const payloads = [...unique, ...variants].map((email, i) => ({
        email,
        message: i % 3 === 0 ? `idea ${i}` : undefined,
      }));
      const results = await Promise.all(
        payloads.map((payload) => app.inject({ method: "POST", url: "/api/subscribe", payload })),
      );
      const created = results.filter((r) => r.statusCode === 201);
      const conflicts = results.filter((r) => r.statusCode === 409);
      expect(created).toHaveLength(150);
      expect(conflicts).toHaveLength(50);
      expect(conflicts[0]!.json()).toEqual({ message: subscribeMessages.duplicate });

      const rows = await database.db.execute(
        sql`select count(*)::int as n from subscribers where lower(email) like ${`%@${domain}`}`,
      );
      expect(Number((rows as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(150);

      const acceptedEmails = payloads.filter((_, i) => results[i]!.statusCode === 201).map((p) => p.email);
      await app.close();
      await database.close();

      // Restart: a new connection / a new PGlite on the same data directory.
      database = await open();
      app = await appOn(database);
      for (const email of acceptedEmails) expect(await findSubscriber(database.db, email)).toBeDefined();
      const again = await app.inject({
        method: "POST",
        url: "/api/subscribe",
        payload: { email: unique[7]!.toUpperCase() },
      });
      expect(again.statusCode).toBe(409);
      const stored = await findSubscriber(database.db, unique[0]!);
      expect(stored?.message).toBe("idea 0");
      expect(stored?.subscribedAt).toBeInstanceOf(Date);
      await app.close();
      await database.close();
    });
  });

describe("subscribe when the database is down", () => {
  it("answers 503 with a message", async () => {
    const database = await openDatabase({ dataDir: ":memory:" });
    const app = await appOn(database);
    await database.close();
    const res = await app.inject({ method: "POST", url: "/api/subscribe", payload: { email: "a@b.org" } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: subscribeMessages.databaseDown });
    const health = await app.inject({ url: "/api/health" });
    expect(health.statusCode).toBe(503);
    await app.close();
  });
});
