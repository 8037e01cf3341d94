import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startServer, type ServerProcess } from "../helpers/server-process";

/** A request on a new connection each time, so the cluster's round-robin spreads them over the processes. */
async function subscribe(url: string, email: string) {
  const res = await fetch(`${url}/api/subscribe`, {
    method: "POST",
    headers: { "content-type": "application/json", connection: "close" },
    body: JSON.stringify({ email }),
  });
  await res.body?.cancel();
  return res.status;
}

let server: ServerProcess | undefined;
let dataDir: string | undefined;
afterEach(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill("SIGTERM");
    await server.exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  server = undefined;
});

describe("WEB_CONCURRENCY=2: two server processes on one port with embedded PGlite", { timeout: 120_000 }, () => {
  it("shares the database (case-variant duplicate caught across processes) and the rate-limit counts", async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "hub-cluster-"));
    server = await startServer({ WEB_CONCURRENCY: "2", DATA_DIR: dataDir, RATE_LIMIT_SUBSCRIBE_MAX: "4" });
    expect(await subscribe(server.url, "twin@example.org")).toBe(201);
    expect(await subscribe(server.url, "TWIN@example.org")).toBe(409);
    expect(await subscribe(server.url, "third@example.org")).toBe(201);
    expect(await subscribe(server.url, "fourth@example.org")).toBe(201);
    // A fifth from the same client is over the limit of 4, whichever process answers (per-process counts would
    // have allowed up to 8).
    expect(await subscribe(server.url, "fifth@example.org")).toBe(429);
    const health = (await (await fetch(`${server.url}/api/health`)).json()) as {
      database: { kind: string; ok: boolean };
    };
    expect(health.database).toEqual({ kind: "pglite", ok: true });

    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });
});
