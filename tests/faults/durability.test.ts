import { afterAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { postJson, startServer } from "../helpers/server-process";
import { POSTGRES, canRun } from "../helpers/system-tools";

const tempDirs: string[] = [];
afterAll(() => tempDirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const backends: { name: string; runs: boolean; env: () => Record<string, string> }[] = [
  {
    name: "PGlite",
    runs: true,
    env: () => {
      const dir = mkdtempSync(path.join(tmpdir(), "hub-kill-"));
      tempDirs.push(dir);
      return { DATA_DIR: dir };
    },
  },
];
// Always listed: without TEST_DATABASE_URL the PostgreSQL variant is reported as not run, with the reason.
backends.push({
  name: "PostgreSQL",
  runs: canRun("durability on PostgreSQL", POSTGRES),
  env: () => ({ DATABASE_URL: process.env.TEST_DATABASE_URL! }),
});

for (const { name, runs, env } of backends)
  describe.runIf(runs)(`durability on ${name}`, { timeout: 240_000 }, () => {
    it("keeps every acknowledged subscription after SIGKILL in the middle of a burst", async () => {
      const serverEnv = { ...env(), RATE_LIMIT_ENABLED: "false" };
      const first = await startServer(serverEnv);
      const domain = `kill-${randomUUID().slice(0, 8)}.example.org`;
      const acknowledged: string[] = [];
      let sent = 0;
      const controller = new AbortController();
      const worker = async () => {
        while (!controller.signal.aborted && sent < 2_000) {
          const email = `p${sent++}@${domain}`;
          try {
            const res = await postJson(`${first.url}/api/subscribe`, { email }, controller.signal);
            if (res.status === 201) acknowledged.push(email);
          } catch {
            return; // the server died under us: that request was never acknowledged
          }
        }
      };
      const workers = Array.from({ length: 16 }, worker);
      while (acknowledged.length < 150) await new Promise((r) => setTimeout(r, 20));
      first.child.kill("SIGKILL");
      await first.exited;
      controller.abort();
      await Promise.all(workers);
      expect(acknowledged.length).toBeGreaterThanOrEqual(150);

      const second = await startServer(serverEnv);
      try {
        const missing: string[] = [];
        for (const email of acknowledged) {
          const res = await postJson(`${second.url}/api/subscribe`, { email: email.toUpperCase() });
          if (res.status !== 409) missing.push(`${email} -> ${res.status}`);
        }
        expect(missing).toEqual([]);
      } finally {
        second.child.kill("SIGTERM");
        await second.exited;
      }
    });
  });

describe("graceful shutdown", { timeout: 120_000 }, () => {
  it("finishes in-flight requests on SIGTERM and exits 0", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "hub-term-"));
    tempDirs.push(dir);
    const server = await startServer({ DATA_DIR: dir, RATE_LIMIT_ENABLED: "false" });
    const words = "Solar panels turn sunlight into power for homes and farms. ".repeat(12_000); // ~120k words
    const inFlight = postJson(`${server.url}/api/summarize`, {
      text: words,
      summaryLength: "short",
      summaryStyle: "bullet",
    });
    await new Promise((r) => setTimeout(r, 150));
    server.child.kill("SIGTERM");
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(String(res.body?.summary)).toContain("Solar panels");
    expect(await server.exited).toBe(0);
  });
});
