import { connect } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PERMISSIONS_POLICY } from "../../src/server/plugins/security";
import { createTestApp } from "../helpers/test-app";

let app: FastifyInstance;
let port = 0;
beforeAll(async () => {
  app = await createTestApp({ BODY_LIMIT_BYTES: "1024" });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const a = app.server.address();
  port = typeof a === "object" && a ? a.port : 0;
});
afterAll(async () => app.close());

function rawExchange(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(request));
    let data = "";
    socket.setEncoding("utf8");
    socket.on("data", (d: string) => (data += d));
    socket.on("end", () => resolve(data));
    socket.on("error", reject);
    socket.setTimeout(5000, () => resolve(data));
  });
}

describe("HTTP hygiene", () => {
  it("sends a Permissions-Policy header", async () => {
    const res = await app.inject({ url: "/api/health" });
    expect(res.headers["permissions-policy"]).toBe(PERMISSIONS_POLICY);
    expect(PERMISSIONS_POLICY).toContain("camera=()");
  });

  it("answers a malformed request with 400 JSON and Connection: close", async () => {
    const reply = await rawExchange("GARBAGE / HTTP/1.1\r\nHost: x\r\n\r\n");
    expect(reply).toMatch(/^HTTP\/1\.1 400 /);
    expect(reply).toMatch(/\r\nConnection: close\r\n/i);
    expect(reply).toContain('{"message":"The request could not be read."}');
  });

  it("closes the connection after a body that is too large", async () => {
    const body = JSON.stringify({ email: "a@example.org", message: "x".repeat(5000) });
    const reply = await rawExchange(
      `POST /api/subscribe HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    );
    expect(reply).toMatch(/^HTTP\/1\.1 413 /);
    expect(reply).toMatch(/\r\nconnection: close\r\n/i);
  });
});
