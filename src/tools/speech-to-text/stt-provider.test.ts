import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeSharedTestDatabase, createTestApp, sharedTestDatabase } from "../../../tests/helpers/test-app";
import { encodeAudio, multipart, toneWav, type MultipartPart } from "./test-audio";

interface Received {
  path: string;
  auth: string | undefined;
  fields: Record<string, string>;
  file: { name: string; type: string; bytes: Buffer } | null;
}

/** A tiny OpenAI-compatible /v1/audio/transcriptions server on 127.0.0.1 that answers from what it received. */
async function startFakeWhisper() {
  const received: Received[] = [];
  let failWith: { status: number; body: string } | null = null;
  let trickle = false;
  let huge = false;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      const form = await new Request("http://fake/", {
        method: "POST",
        headers: { "content-type": req.headers["content-type"] ?? "" },
        body: Buffer.concat(chunks),
      }).formData();
      const fields: Record<string, string> = {};
      let file: Received["file"] = null;
      for (const [key, value] of form.entries()) {
        if (typeof value === "string") fields[key] = value;
        else file = { name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
      }
      received.push({ path: req.url ?? "", auth: req.headers.authorization, fields, file });
      if (trickle) {
        // Headers at once, then one byte every 100 ms: the answer never completes.
        res.writeHead(200, { "content-type": "application/json" });
        res.write("{");
        const t = setInterval(() => res.write(" "), 100);
        res.on("close", () => clearInterval(t));
        return;
      }
      if (huge) {
        // A well-formed but enormous answer (3 MB of text): it must not be read whole and forwarded.
        res.writeHead(200, { "content-type": "application/json" });
        res.on("error", () => undefined);
        res.end(JSON.stringify({ text: "word ".repeat(600_000) }));
        return;
      }
      if (failWith) {
        res.writeHead(failWith.status, { "content-type": "application/json" }).end(failWith.body);
        return;
      }
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          text: ` heard ${file?.bytes.length ?? 0} bytes of ${file?.name} in ${fields.language ?? "auto"} `,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    received,
    fail: (status: number, body: string) => (failWith = { status, body }),
    trickle: (on: boolean) => (trickle = on),
    huge: (on: boolean) => (huge = on),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("POST /api/speech-to-text with an OpenAI-compatible provider (real HTTP)", () => {
  let fake: Awaited<ReturnType<typeof startFakeWhisper>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    fake = await startFakeWhisper();
    app = await createTestApp(
      { STT_BASE_URL: fake.baseURL, STT_API_KEY: "sk-test", STT_MODEL: "whisper-large-v3" },
      await sharedTestDatabase(),
    );
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
    await closeSharedTestDatabase();
  });

  const send = async (file: Buffer, filename: string, language?: string) => {
    const parts: MultipartPart[] = [{ name: "file", value: file, filename, contentType: "audio/whatever" }];
    if (language) parts.push({ name: "language", value: language });
    const { payload, headers } = multipart(parts);
    return app.inject({ method: "POST", url: "/api/speech-to-text", payload, headers });
  };

  it("sends every accepted format with the model, key, an extension from its bytes and the ISO language", async () => {
    const wav = toneWav(0.5);
    const cases = [
      { ext: "mp3", bytes: encodeAudio(wav, "mp3"), expectName: "audio.mp3" },
      { ext: "mpga", bytes: encodeAudio(wav, "mpga"), expectName: "audio.mp3" },
      { ext: "m4a", bytes: encodeAudio(wav, "m4a"), expectName: "audio.m4a" },
      { ext: "mp4", bytes: encodeAudio(wav, "mp4"), expectName: "audio.m4a" },
      { ext: "webm", bytes: encodeAudio(wav, "webm"), expectName: "audio.webm" },
      { ext: "mpeg", bytes: encodeAudio(wav, "mpeg"), expectName: "audio.mpeg" },
      { ext: "wav", bytes: wav, expectName: "audio.wav" },
    ];
    for (const c of cases) {
      const res = await send(c.bytes, `recording.${c.ext}`, "spanish");
      expect(res.statusCode, c.ext).toBe(200);
      expect(res.headers["x-engine"]).toBe("ai-provider");
      expect(res.json()).toEqual({ text: `heard ${c.bytes.length} bytes of ${c.expectName} in es` });
      const got = fake.received.at(-1)!;
      expect(got.path).toBe("/v1/audio/transcriptions");
      expect(got.auth).toBe("Bearer sk-test");
      expect(got.fields.model).toBe("whisper-large-v3");
      expect(got.file!.bytes.equals(c.bytes)).toBe(true);
    }
  });

  it("maps languages to ISO-639-1 and omits the field for auto", async () => {
    const wav = toneWav(0.2);
    for (const [language, iso] of [
      ["japanese", "ja"],
      ["korean", "ko"],
      ["dutch", "nl"],
      ["english", "en"],
    ]) {
      await send(wav, "a.wav", language);
      expect(fake.received.at(-1)!.fields.language).toBe(iso);
    }
    await send(wav, "a.wav", "auto");
    expect(fake.received.at(-1)!.fields).not.toHaveProperty("language");
    await send(wav, "a.wav");
    expect(fake.received.at(-1)!.fields.language).toBe("en");
  });

  it("still refuses non-audio before calling the provider", async () => {
    const before = fake.received.length;
    const res = await send(Buffer.from("<html><body>not audio</body></html>"), "page.mp3");
    expect(res.statusCode).toBe(415);
    expect(fake.received.length).toBe(before);
  });

  it("turns a provider failure into 502 with a message of its own, never the provider's body", async () => {
    fake.fail(500, "Traceback (most recent call last): /srv/whisper/app.py, key sk-live-0123456789abcdef");
    const res = await send(toneWav(0.2), "a.wav", "english");
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: "The speech-to-text provider failed (status 500)." });
  });

  it("refuses an answer over the size cap with 502 instead of forwarding it", async () => {
    fake.huge(true);
    try {
      const res = await send(toneWav(0.2), "a.wav", "english");
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ message: "The speech-to-text provider's answer was too large." });
    } finally {
      fake.huge(false);
    }
  });

  it("cuts off a provider that sends headers and then trickles its body: 502 at the time limit", async () => {
    fake.trickle(true);
    const strict = await createTestApp(
      { STT_BASE_URL: fake.baseURL, STT_TIMEOUT_MS: "800" },
      await sharedTestDatabase(),
    );
    try {
      const { payload, headers } = multipart([
        { name: "language", value: "english" },
        { name: "file", value: toneWav(0.2), filename: "a.wav", contentType: "audio/wav" },
      ]);
      const res = await strict.inject({ method: "POST", url: "/api/speech-to-text", payload, headers });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ message: "The speech-to-text provider did not answer within 0.8 s." });
    } finally {
      fake.trickle(false);
      await strict.close();
    }
  });
});
