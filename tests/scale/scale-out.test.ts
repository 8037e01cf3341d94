import { afterAll, describe, expect, it } from "vitest";
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import net from "node:net";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { postJson, startServer, type ServerProcess } from "../helpers/server-process";
import { startNginx } from "./nginx";
import { NGINX, POSTGRES, REDIS, TEST_REDIS_URL, canRun } from "../helpers/system-tools";

const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = TEST_REDIS_URL;

async function freePort(): Promise<number> {
  const server = net.createServer();
  const port = await new Promise<number>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as net.AddressInfo).port)),
  );
  await new Promise((r) => server.close(r));
  return port;
}

async function flushRateLimits() {
  const { default: Redis } = await import("ioredis");
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  const keys = await redis.keys("hub-rate-limit:*127.0.0.1*");
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
}

// CI has nginx, PostgreSQL and Redis; elsewhere the test runs when they are there, and says why not otherwise.
describe.runIf(canRun("two instances behind nginx", POSTGRES, REDIS, NGINX))(
  "two instances behind nginx",
  { timeout: 240_000 },
  () => {
    const servers: ServerProcess[] = [];
    let nginx: ChildProcess | undefined;
    const dir = mkdtempSync(path.join(tmpdir(), "hub-nginx-"));
    afterAll(async () => {
      nginx?.kill("SIGQUIT");
      for (const s of servers) if (s.child.exitCode === null) s.child.kill("SIGTERM");
      await Promise.all(servers.map((s) => s.exited));
      rmSync(dir, { recursive: true, force: true });
    });

    it("shares duplicates and rate limits across instances, and survives losing one", async () => {
      const common = {
        DATABASE_URL: pgUrl!,
        REDIS_URL: redisUrl,
        TRUST_PROXY: "127.0.0.1",
        RATE_LIMIT_SUBSCRIBE_MAX: "6",
        RATE_LIMIT_WINDOW_MS: "60000",
      };
      const [a, b] = await Promise.all([
        startServer({ ...common, INSTANCE_NAME: "a" }),
        startServer({ ...common, INSTANCE_NAME: "b" }),
      ]);
      servers.push(a!, b!);
      const port = await freePort();
      nginx = await startNginx(
        dir,
        port,
        [a!, b!].map((s) => Number(new URL(s.url).port)),
      );
      const front = `http://127.0.0.1:${port}`;

      // Both instances answer through the proxy.
      const servedBy = new Set<string>();
      for (let i = 0; i < 6; i++) servedBy.add((await fetch(`${front}/api/health`)).headers.get("x-served-by") ?? "");
      expect([...servedBy].sort()).toEqual(["a", "b"]);

      // A duplicate is refused whichever instance sees it.
      await flushRateLimits();
      const email = `scale-${randomUUID()}@example.org`;
      expect((await postJson(`${a!.url}/api/subscribe`, { email })).status).toBe(201);
      const dup = await postJson(`${b!.url}/api/subscribe`, { email: email.toUpperCase() });
      expect(dup.status).toBe(409);

      // The subscribe budget (6 a minute) is counted across both instances.
      await flushRateLimits();
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++)
        statuses.push(
          (await postJson(`${front}/api/subscribe`, { email: `rl-${i}-${randomUUID()}@example.org` })).status,
        );
      expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 429, 429]);

      // Kill one instance: the proxy keeps serving through the other.
      a!.child.kill("SIGKILL");
      await a!.exited;
      const after: number[] = [];
      for (let i = 0; i < 10; i++) {
        const res = await fetch(`${front}/api/summarize`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ text: "The first sentence. The second sentence." }),
        });
        after.push(res.status);
        expect(res.headers.get("x-served-by")).toBe("b");
      }
      expect(after.every((s) => s === 200)).toBe(true);
    });
  },
);
