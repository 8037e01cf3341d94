import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { encodePcm } from "./engine/audio-encoders";
import { createTestApp, postJson, postJsonOnce } from "../../../tests/helpers/test-app";
import { TTS_LANGUAGES, VOICES_BY_LANGUAGE } from "./contract";
import { speechEndpoint } from "./text-to-speech.provider";
import { decodeAudio, medianPitch } from "./test-support/audio-probe";

/** A stand-in for Kokoro-FastAPI: a 24 kHz tone whose length follows the text and speed, in the asked format. */
interface Seen {
  url: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}
let mode: "ok" | "fail" | "garbage" | "leaky" | "trickle" | "huge" = "ok";
const seen: Seen[] = [];
const sent: Buffer[] = [];

async function fakeAudio(body: Record<string, unknown>): Promise<Buffer> {
  const seconds = Math.max(0.2, String(body.input).length / 15 / Number(body.speed));
  const samples = Int16Array.from({ length: Math.round(24000 * seconds) }, (_, i) =>
    Math.round(6000 * Math.sin((2 * Math.PI * 300 * i) / 24000)),
  );
  const format = String(body.response_format) as "mp3" | "wav" | "flac";
  return Buffer.from(await encodePcm({ samples, sampleRate: 24000 }, format));
}

function startFake(): Promise<Server> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
      seen.push({ url: req.url ?? "", headers: req.headers, body });
      if (mode === "fail") {
        res.writeHead(400, { "content-type": "application/json" });
        res.end(JSON.stringify({ detail: { error: "validation_error", message: "Voice 'af_nobody' not found" } }));
        return;
      }
      if (mode === "leaky") {
        res.writeHead(500, { "content-type": "text/plain" });
        res.end("Traceback: /srv/kokoro/app.py line 12, key sk-live-0123456789abcdef");
        return;
      }
      if (mode === "trickle") {
        // Headers at once, then one byte every 100 ms: never finishes within the time limit.
        res.writeHead(200, { "content-type": "audio/mpeg" });
        res.write(Buffer.from([0x49, 0x44, 0x33]));
        const t = setInterval(() => res.write(Buffer.from([0])), 100);
        res.on("close", () => clearInterval(t));
        return;
      }
      if (mode === "huge") {
        res.writeHead(200, { "content-type": "audio/mpeg" });
        const chunk = Buffer.alloc(1024 * 1024, 0x55);
        chunk.set([0x49, 0x44, 0x33, 3, 0]);
        let n = 0;
        const pump = () => {
          while (n < 40) {
            n++;
            if (!res.write(chunk)) return void res.once("drain", pump);
          }
          res.end();
        };
        res.on("error", () => undefined);
        pump();
        return;
      }
      if (mode === "garbage") {
        res.writeHead(200, { "content-type": "audio/mpeg" });
        res.end("<html>surprise</html>".repeat(4));
        return;
      }
      const audio = await fakeAudio(body);
      sent.push(audio);
      res.writeHead(200, { "content-type": "application/octet-stream" });
      res.end(audio);
    });
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

describe("POST /api/text-to-speech with an OpenAI-compatible speech provider", () => {
  let fake: Server;
  let app: FastifyInstance;
  beforeAll(async () => {
    fake = await startFake();
    const { port } = fake.address() as AddressInfo;
    app = await createTestApp({
      TTS_BASE_URL: `http://127.0.0.1:${port}/v1`,
      TTS_API_KEY: "sk-test-key",
      TTS_MODEL: "kokoro",
    });
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => fake.close(resolve));
  });
  beforeEach(() => {
    mode = "ok";
    seen.length = 0;
    sent.length = 0;
  });

  const speak = (payload: Record<string, unknown>) =>
    app.inject({ method: "POST", url: "/api/text-to-speech", payload });

  it("sends the full Kokoro voice id, stream false, the speed and language, and returns the provider's audio", async () => {
    const res = await speak({ text: "Hello from the provider.", voice: "heart", speed: 1.5, format: "mp3" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-engine"]).toBe("ai-provider");
    expect(res.headers["content-type"]).toBe("audio/mpeg");
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe("/v1/audio/speech");
    expect(seen[0]!.headers.authorization).toBe("Bearer sk-test-key");
    expect(seen[0]!.body).toEqual({
      model: "kokoro",
      input: "Hello from the provider.",
      voice: "af_heart",
      response_format: "mp3",
      speed: 1.5,
      stream: false,
      lang_code: "a",
    });
    expect(Buffer.compare(res.rawPayload, sent[0]!)).toBe(0);
  });

  it("passes wav and flac through and transcodes ogg from the provider's wav", async () => {
    for (const format of ["wav", "flac", "ogg"] as const) {
      const res = await speak({ text: "Fifteen letters".repeat(2), format, speed: 1 });
      expect(res.statusCode, format).toBe(200);
      expect(res.headers["content-type"]).toBe({ wav: "audio/wav", flac: "audio/flac", ogg: "audio/ogg" }[format]);
      const decoded = await decodeAudio(res.rawPayload, format);
      expect(decoded.sampleRate).toBe(24000);
      expect(decoded.duration).toBeCloseTo(2, 1);
      expect(medianPitch(decoded.samples, decoded.sampleRate)).toBeCloseTo(300, -1);
    }
    expect(seen.map((s) => s.body.response_format)).toEqual(["wav", "flac", "wav"]);
  });

  it("maps every spec voice to its Kokoro id and language code", async () => {
    const expected: Record<string, [string, string]> = {
      michael: ["am_michael", "a"],
      alice: ["bf_alice", "b"],
      daniel: ["bm_daniel", "b"],
      nezumi: ["jf_nezumi", "j"],
      xiaoni: ["zf_xiaoni", "z"],
      alex: ["em_alex", "e"],
      siwis: ["ff_siwis", "f"],
      "alpha-hi": ["hf_alpha", "h"],
      sara: ["if_sara", "i"],
      nicola: ["im_nicola", "p"],
      "dora-pt": ["pf_dora", "p"],
      dora: ["ef_dora", "e"],
    };
    for (const { value: language } of TTS_LANGUAGES) {
      for (const { value: voice } of VOICES_BY_LANGUAGE[language]) {
        const res = await speak({ text: "Hi", language, voice, format: "wav" });
        expect(res.statusCode).toBe(200);
        const body = seen.at(-1)!.body;
        if (expected[voice]) expect([body.voice, body.lang_code], voice).toEqual(expected[voice]);
        // Kokoro ids start with the language letter (nicola, an Italian voice, is the one exception) and name the voice.
        expect(String(body.voice).startsWith(String(body.lang_code)) || voice === "nicola", voice).toBe(true);
        expect(String(body.voice).split("_")[1]).toBe(voice.split("-")[0]);
      }
    }
  });

  it("answers 502 with a message of its own when the provider fails, or sends something that is not audio", async () => {
    mode = "fail";
    const failed = await postJson(app, "/api/text-to-speech", { text: "Hi" });
    expect(failed.status).toBe(502);
    expect(failed.body).toEqual({ message: "The text-to-speech provider failed (status 400)." });
    mode = "leaky";
    const leaky = await postJson(app, "/api/text-to-speech", { text: "Hi" });
    expect(leaky.status).toBe(502);
    expect(leaky.body).toEqual({ message: "The text-to-speech provider failed (status 500)." });
    expect(JSON.stringify(leaky.body)).not.toMatch(/srv|sk-live|Traceback/);
    mode = "garbage";
    const garbage = await postJson(app, "/api/text-to-speech", { text: "Hi", format: "mp3" });
    expect(garbage.status).toBe(502);
    expect(garbage.body.message).toBe("The text-to-speech provider did not return MP3 audio.");
  });

  it("refuses an answer over the size cap with 502 instead of holding it in memory", async () => {
    mode = "huge";
    const res = await postJson(app, "/api/text-to-speech", { text: "Hi" });
    expect(res.status).toBe(502);
    expect(res.body.message).toMatch(/answer was larger than \d+ MB/);
  });

  it("cuts off a provider that sends headers and then trickles its body: 502 at the time limit", async () => {
    mode = "trickle";
    const { port } = fake.address() as AddressInfo;
    const strict = { TTS_BASE_URL: `http://127.0.0.1:${port}`, TTS_TIMEOUT_MS: "800" };
    const res = await postJsonOnce(strict, "/api/text-to-speech", { text: "Hi" });
    expect(res.status).toBe(502);
    expect(res.body.message).toBe("The text-to-speech provider did not answer within 0.8 s.");
  });

  it("still validates the request before calling the provider", async () => {
    const res = await postJson(app, "/api/text-to-speech", { text: "   " });
    expect(res.status).toBe(400);
    expect(seen).toHaveLength(0);
    expect((await app.inject({ method: "GET", url: "/api/text-to-speech/engine" })).json()).toEqual({
      engine: "ai-provider",
    });
  });

  it("answers 502 when the provider cannot be reached", async () => {
    const closed = await startFake();
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const res = await postJsonOnce({ TTS_BASE_URL: `http://127.0.0.1:${port}` }, "/api/text-to-speech", { text: "Hi" });
    expect(res.status).toBe(502);
    expect(res.body.message).toBe("The text-to-speech provider could not be reached.");
  });

  it("accepts a base URL with or without the /v1 segment", () => {
    expect(speechEndpoint("http://h:8880/v1/")).toBe("http://h:8880/v1/audio/speech");
    expect(speechEndpoint("http://h:8880")).toBe("http://h:8880/v1/audio/speech");
  });
});
