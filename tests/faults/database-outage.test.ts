import { afterAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../src/server/app";
import { testConfig } from "../../src/server/config";
import { openDatabase } from "../../src/server/db/database";
import { subscribeMessages } from "../../src/shared/subscribe.contract";
import { scratchPostgres } from "../helpers/scratch-postgres";
import { postJson, startServer } from "../helpers/server-process";
import { POSTGRES, canRun } from "../helpers/system-tools";
import { TcpRelay } from "../helpers/tcp-relay";

const pgUrl = process.env.TEST_DATABASE_URL;

// No PostgreSQL needed: nothing listens on the port DATABASE_URL names.
describe("database unreachable at start-up (a closed port)", { timeout: 120_000 }, () => {
  it("the server process starts anyway: tools answer, subscribe and health say the database is down", async () => {
    const closed = await TcpRelay.create({ host: "127.0.0.1", port: 1 }); // a free port nobody listens on
    const server = await startServer({ DATABASE_URL: `postgres://hub@127.0.0.1:${closed.port}/hub` });
    try {
      const health = await fetch(`${server.url}/api/health`);
      expect(health.status).toBe(503);
      expect(((await health.json()) as { database: unknown }).database).toEqual({ kind: "postgres", ok: false });
      expect(
        (await postJson(`${server.url}/api/summarize`, { text: "One idea here. Another idea there." })).status,
      ).toBe(200);
      const down = await postJson(`${server.url}/api/subscribe`, { email: `closed-${randomUUID()}@example.org` });
      expect(down).toEqual({ status: 503, body: { message: subscribeMessages.databaseDown } });
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
  });
});

describe.runIf(canRun("database outage (PostgreSQL)", POSTGRES))("database outage", { timeout: 120_000 }, () => {
  let app: FastifyInstance | undefined;
  let relay: TcpRelay | undefined;
  afterAll(async () => {
    await app?.close();
    await relay?.stop();
  });

  it("subscribe answers 503 while the database is unreachable, other tools keep working, and it recovers", async () => {
    const target = new URL(pgUrl!);
    relay = await TcpRelay.create({ host: target.hostname, port: Number(target.port || 5432) });
    await relay.start();
    const viaRelay = new URL(pgUrl!);
    viaRelay.hostname = "127.0.0.1";
    viaRelay.port = String(relay.port);

    const database = await openDatabase({ databaseUrl: viaRelay.toString(), dataDir: "unused" });
    app = await buildApp(testConfig({ DATABASE_URL: viaRelay.toString() }), { database, client: false });
    app.addHook("onClose", async () => database.close());
    const subscribe = () =>
      app!.inject({ method: "POST", url: "/api/subscribe", payload: { email: `outage-${randomUUID()}@example.org` } });

    expect((await subscribe()).statusCode).toBe(201);

    await relay.stop();
    const down = await subscribe();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ message: subscribeMessages.databaseDown });
    const summary = await app.inject({
      method: "POST",
      url: "/api/summarize",
      payload: { text: "One idea. Another idea." },
    });
    expect(summary.statusCode).toBe(200);
    expect((await app.inject({ url: "/api/health" })).statusCode).toBe(503);

    await relay.start();
    let recovered = 0;
    for (let i = 0; i < 20 && recovered !== 201; i++) {
      recovered = (await subscribe()).statusCode;
      if (recovered !== 201) await new Promise((r) => setTimeout(r, 250));
    }
    expect(recovered).toBe(201);
    expect((await app.inject({ url: "/api/health" })).statusCode).toBe(200);
  });
});

describe.runIf(canRun("database start-up and re-creation (PostgreSQL)", POSTGRES))(
  "database missing at start-up or re-created empty",
  { timeout: 120_000 },
  () => {
    it("starts with the database unreachable, reports it, answers subscribe 503, and recovers when it appears", async () => {
      const target = new URL(pgUrl!);
      const relay = await TcpRelay.create({ host: target.hostname, port: Number(target.port || 5432) });
      const viaRelay = new URL(pgUrl!);
      viaRelay.hostname = "127.0.0.1";
      viaRelay.port = String(relay.port);
      // Nothing listens on the relay's port yet: the database is unreachable while the app starts.
      const app = await buildApp(testConfig({ DATABASE_URL: viaRelay.toString() }), { client: false });
      try {
        const health = await app.inject({ url: "/api/health" });
        expect(health.statusCode).toBe(503);
        expect(health.json().database).toEqual({ kind: "postgres", ok: false });
        expect(
          (await app.inject({ method: "POST", url: "/api/summarize", payload: { text: "One idea. Another one." } }))
            .statusCode,
        ).toBe(200);
        const down = await app.inject({
          method: "POST",
          url: "/api/subscribe",
          payload: { email: `start-${randomUUID()}@example.org` },
        });
        expect(down.statusCode).toBe(503);

        await relay.start();
        let status = 0;
        for (let i = 0; i < 20 && status !== 201; i++) {
          await new Promise((r) => setTimeout(r, 300));
          status = (
            await app.inject({
              method: "POST",
              url: "/api/subscribe",
              payload: { email: `up-${randomUUID()}@example.org` },
            })
          ).statusCode;
        }
        expect(status).toBe(201);
        expect((await app.inject({ url: "/api/health" })).statusCode).toBe(200);
      } finally {
        await app.close();
        await relay.stop();
      }
    });

    it("re-applies the migrations when the database was dropped and created again empty", async () => {
      const scratch = await scratchPostgres("hub_recreate");
      const app = await buildApp(testConfig({ DATABASE_URL: scratch.url }), { client: false });
      const admin = new (await import("pg")).default.Client({ connectionString: pgUrl });
      await admin.connect();
      try {
        const subscribe = () =>
          app.inject({ method: "POST", url: "/api/subscribe", payload: { email: `re-${randomUUID()}@example.org` } });
        expect((await subscribe()).statusCode).toBe(201);
        await admin.query(`drop database ${scratch.name} with (force)`);
        await admin.query(`create database ${scratch.name}`);
        let status = 0;
        for (let i = 0; i < 20 && status !== 201; i++) {
          status = (await subscribe()).statusCode;
          if (status !== 201) await new Promise((r) => setTimeout(r, 300));
        }
        expect(status).toBe(201);
        expect((await app.inject({ url: "/api/health" })).statusCode).toBe(200);
      } finally {
        await app.close();
        await admin.end();
        await scratch.drop();
      }
    });
  },
);
