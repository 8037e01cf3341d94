import { afterAll, describe, expect, it } from "vitest";
import net from "node:net";
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../src/server/app";
import { testConfig } from "../../src/server/config";
import { openDatabase } from "../../src/server/db/database";
import { subscribeMessages } from "../../src/shared/subscribe.contract";

const pgUrl = process.env.TEST_DATABASE_URL;

/** A TCP relay in front of PostgreSQL that the test can cut and restore. */
class Relay {
  private server?: net.Server;
  private sockets = new Set<net.Socket>();
  constructor(private readonly target: { host: string; port: number }, readonly port: number) {}
  async start() {
    this.server = net.createServer((client) => {
      const upstream = net.connect(this.target);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on("close", () => this.sockets.delete(s));
        s.on("error", () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, "127.0.0.1", resolve));
  }
  async stop() {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

describe.runIf(pgUrl || process.env.CI)("database outage", { timeout: 120_000 }, () => {
  let app: FastifyInstance | undefined;
  let relay: Relay | undefined;
  afterAll(async () => {
    await app?.close();
    await relay?.stop();
  });

  it("subscribe answers 503 while the database is unreachable, other tools keep working, and it recovers", async () => {
    if (!pgUrl) throw new Error("TEST_DATABASE_URL is required in CI");
    const target = new URL(pgUrl);
    const probe = net.createServer();
    const port = await new Promise<number>((resolve) => probe.listen(0, "127.0.0.1", () => resolve((probe.address() as net.AddressInfo).port)));
    await new Promise((r) => probe.close(r));
    relay = new Relay({ host: target.hostname, port: Number(target.port || 5432) }, port);
    await relay.start();
    const viaRelay = new URL(pgUrl);
    viaRelay.hostname = "127.0.0.1";
    viaRelay.port = String(port);

    const database = await openDatabase({ databaseUrl: viaRelay.toString(), dataDir: "unused" });
    app = await buildApp(testConfig({ DATABASE_URL: viaRelay.toString() }), { database, client: false });
    app.addHook("onClose", async () => database.close());
    const subscribe = () =>
      app!.inject({ method: "POST", url: "/api/subscribe", payload: { email: `outage-${randomUUID()}@example.org` } });

    expect((await subscribe()).statusCode).toBe(201);

    await relay.stop();
    const started = Date.now();
    const down = await subscribe();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ message: subscribeMessages.databaseDown });
    expect(Date.now() - started).toBeLessThan(15_000);
    const summary = await app.inject({ method: "POST", url: "/api/summarize", payload: { text: "One idea. Another idea." } });
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
