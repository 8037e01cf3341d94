import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// A provider that accepts the connection and the request, and never answers.
let hanging: Server;
beforeAll(async () => {
  hanging = createServer(() => undefined);
  await new Promise<void>((resolve) => hanging.listen(0, "127.0.0.1", resolve));
});
afterAll(async () => {
  hanging.closeAllConnections();
  await new Promise((resolve) => hanging.close(resolve));
});

describe("text-to-speech provider time limit under garbage-collection pressure", () => {
  it("ends every request with a 502 even while collections run all the time", async () => {
    const { port } = hanging.address() as AddressInfo;
    const child = fileURLToPath(new URL("./test-support/gc-timeout-child.ts", import.meta.url));
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;
    // The child waits on nothing but the timers under test: if one is lost, it never prints and the test times out.
    const out = await new Promise<string>((resolve, reject) => {
      execFile(
        process.execPath,
        ["--expose-gc", "--import", tsx, child, String(port)],
        { timeout: 60_000 },
        (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
      );
    });
    const outcomes = JSON.parse(out) as string[];
    expect(outcomes).toHaveLength(12);
    for (const o of outcomes) expect(o).toBe("502 The text-to-speech provider did not answer within 0.3 s.");
  }, 90_000);
});
