// `npm start` runs the server bundled by esbuild (scripts/start.mjs, scripts/server-bundle.mjs), not the sources
// through tsx as the other tests do: every tool's route and contract must be in the bundle, the paths worked out
// from import.meta.url (tools, migrations) must still point at the sources, and no esbuild process may stay behind.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discoverToolRoutes } from "../../src/server/tool-routes";
import { processTree } from "../load/process-memory";

const root = path.resolve(import.meta.dirname, "../..");
const cacheDir = path.join(root, "node_modules/.cache");
const serverBundles = (pid: number) =>
  existsSync(cacheDir) ? readdirSync(cacheDir).filter((n) => n.startsWith(`aihub-server-${pid}-`)) : [];

describe("npm start (the bundled server)", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "hub-bundled-"));
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      SKIP_CLIENT_BUILD: "1",
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      CLIENT_DIR: "/nonexistent",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      RATE_LIMIT_ENABLED: "false",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let url = "";

  beforeAll(async () => {
    let output = "";
    url = await new Promise<string>((resolve, reject) => {
      child.stdout!.on("data", (d: Buffer) => {
        output += d.toString();
        const match = /running at (http:\/\/\S+)/.exec(output);
        if (match) resolve(match[1]!.replace("localhost", "127.0.0.1"));
      });
      child.stderr!.on("data", (d: Buffer) => (output += d.toString()));
      void exited.then((code) => reject(new Error(`the server exited (${code}) before starting:\n${output}`)));
    });
  }, 120_000);

  afterAll(async () => {
    child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("runs from its bundle with no esbuild process beside it", () => {
    expect(serverBundles(child.pid!)).toHaveLength(1);
    const others = processTree(child.pid!).slice(1);
    expect(others.map((p) => p.command).filter((c) => /esbuild/.test(c))).toEqual([]);
  });

  it("serves every tool's route and contract, an engine job and a subscription", async () => {
    const served = (await (await fetch(`${url}/api/tools`)).json()) as { id: string; server: boolean }[];
    const routes = discoverToolRoutes().map((r) => r.id);
    expect(routes.length).toBeGreaterThan(5);
    expect(served.filter((t) => t.server).map((t) => t.id)).toEqual(expect.arrayContaining(routes));
    for (const id of routes) {
      const file = path.join(root, "src/tools", id, "contract.ts");
      if (!existsSync(file)) continue;
      const { contract } = (await import(file)) as { contract?: { endpoint?: string } };
      if (!contract?.endpoint) continue;
      // An empty body: the route is there when the contract's validation answers (400), not the 404 of no route.
      const res = await fetch(`${url}${contract.endpoint}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      });
      expect(res.status, `${id} ${contract.endpoint}`).toBe(400);
    }
    const text =
      "Solar panels turn sunlight into electricity. Prices fell sharply over ten years. Many homes now use them. " +
      "Storage is the next step for the grid. Batteries are getting cheaper every year.";
    const summary = await fetch(`${url}/api/summarize`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ text }),
    });
    expect(summary.status).toBe(200);
    expect(((await summary.json()) as { summary: string }).summary).toMatch(/Solar panels/);
    const subscribe = await fetch(`${url}/api/subscribe`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "bundled@example.org" }),
    });
    expect(subscribe.status).toBe(201);
  }, 120_000);

  it("removes its bundle when it stops", async () => {
    const pid = child.pid!;
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(serverBundles(pid)).toEqual([]);
  }, 30_000);
});
