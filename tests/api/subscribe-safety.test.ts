/**
 * What a visitor types reaches the database only as text PostgreSQL can store: bad characters get a 400 or are
 * removed (never a database-outage 503), on embedded PGlite and on PostgreSQL. A failing database never puts visitor
 * data in the logs, and /api/health is not ok while the subscribers table is missing.
 */
import { Writable } from "node:stream";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../src/server/app";
import { testConfig } from "../../src/server/config";
import { openDatabase, type Database } from "../../src/server/db/database";
import { findSubscriber } from "../../src/server/db/subscribers.repo";
import { SUBSCRIBE_MESSAGE_MAX, subscribeMessages } from "../../src/shared/subscribe.contract";
import { scratchPostgres } from "../helpers/scratch-postgres";
import { POSTGRES, canRun } from "../helpers/system-tools";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The app on `database`, with every log line it writes (debug level: the most it would ever say). */
async function appWithLogs(database: Database): Promise<{ app: FastifyInstance; lines: string[] }> {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
      done();
    },
  });
  const app = await buildApp(testConfig({ LOG_LEVEL: "debug" }), { database, client: false, logStream });
  cleanups.push(() => app.close());
  return { app, lines };
}

const stores: { name: string; runs: boolean; open: () => Promise<Database> }[] = [
  {
    name: "PGlite",
    runs: true,
    open: async () => {
      const database = await openDatabase({ dataDir: ":memory:" });
      cleanups.push(() => database.close());
      return database;
    },
  },
  {
    // A scratch database: these tests rename the table, which must not disturb tests beside them.
    name: "PostgreSQL",
    runs: canRun("subscribe safety on PostgreSQL", POSTGRES),
    open: async () => {
      const scratch = await scratchPostgres("hub_safety");
      cleanups.push(() => scratch.drop());
      const database = await openDatabase({ databaseUrl: scratch.url, dataDir: "unused" });
      cleanups.push(() => database.close());
      return database;
    },
  },
];

/** Texts that have broken databases or drivers: NUL, other controls, lone surrogates, noncharacters, SQL, escapes. */
const HOSTILE = [
  "\u0000",
  "a\u0000b",
  "\u0000\u0000\u0000 only nul",
  "bell\u0007 escape\u001b[31m red",
  "\ud800 lone high surrogate",
  "lone low \udfff",
  "\ufffe\uffff noncharacters",
  "line\u2028separator\u2029paragraph",
  "emoji 😀 and 𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
  "'); drop table subscribers; --",
  "back\\slash \\x00 %00 \\u0000",
  "tab\there\r\nand lines",
  "x".repeat(SUBSCRIBE_MESSAGE_MAX),
];

const subscribe = (app: FastifyInstance, payload: object, url = "/api/subscribe") =>
  app.inject({ method: "POST", url, payload });

for (const store of stores) {
  describe.runIf(store.runs)(`subscribe on ${store.name}`, { timeout: 60_000 }, () => {
    it("answers 400 for a NUL or control character in the e-mail, and stores messages without them", async () => {
      const database = await store.open();
      const { app } = await appWithLogs(database);
      for (const email of ["nul\u0000@example.org", "a@exa\u0000mple.org", "bell\u0007@example.org", "\u0000"]) {
        const bad = await subscribe(app, { email });
        expect(bad.statusCode, JSON.stringify(email)).toBe(400);
        expect(bad.json()).toEqual({ message: subscribeMessages.emailInvalid });
      }
      const email = `msg-${randomUUID()}@example.org`;
      expect((await subscribe(app, { email, message: "hello\u0000 world\u0007" })).statusCode).toBe(201);
      expect((await findSubscriber(database.db, email))?.message).toBe("hello world");
      const onlyNul = `z-${randomUUID()}@example.org`;
      expect((await subscribe(app, { email: onlyNul, message: "\u0000" })).statusCode).toBe(201);
      expect((await findSubscriber(database.db, onlyNul))?.message).toBeNull();
    });

    it("stores every hostile message without its control characters (never a 5xx)", async () => {
      const database = await store.open();
      const { app } = await appWithLogs(database);
      const statuses: Record<string, number> = {};
      for (const [i, message] of HOSTILE.entries()) {
        const email = `hostile-${i}-${randomUUID()}@example.org`;
        const res = await subscribe(app, { email, message });
        statuses[JSON.stringify(message).slice(0, 40)] = res.statusCode;
        if (res.statusCode === 201) {
          const stored = (await findSubscriber(database.db, email))?.message ?? "";
          // eslint-disable-next-line no-control-regex
          expect(stored).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/);
        }
      }
      // Each is something a person could have meant to send: stored with the control characters removed.
      expect(
        Object.values(statuses).every((s) => s === 201),
        JSON.stringify(statuses),
      ).toBe(true);
    });

    it("logs no e-mail address, message, query parameter or SQL parameter when the database fails", async () => {
      const database = await store.open();
      const { app, lines } = await appWithLogs(database);
      // Force a database error on insert: the table the query needs is gone.
      await database.db.execute(sql`alter table subscribers rename to subscribers_gone`);
      const email = `private-${randomUUID()}@example.org`;
      const message = `secret idea ${randomUUID()}`;
      const res = await subscribe(app, { email, message }, "/api/subscribe?ref=newsletter-campaign");
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: subscribeMessages.databaseDown });
      const log = lines.join("\n");
      expect(log).toContain("subscriber store unavailable");
      expect(log).not.toContain(email);
      expect(log).not.toContain(message);
      expect(log).not.toContain("newsletter-campaign");
      expect(log).not.toMatch(/params:|insert into/i);
    });

    it("reports health not ok while the subscribers table is missing, and ok once it is back", async () => {
      const database = await store.open();
      const { app } = await appWithLogs(database);
      expect((await app.inject({ url: "/api/health" })).statusCode).toBe(200);
      await database.db.execute(sql`alter table subscribers rename to subscribers_gone`);
      const down = await app.inject({ url: "/api/health" });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ status: "degraded", database: { kind: database.kind, ok: false } });
      await database.db.execute(sql`alter table subscribers_gone rename to subscribers`);
      expect((await app.inject({ url: "/api/health" })).statusCode).toBe(200);
    });
  });
}
