import { suiteApp } from "../../../tests/helpers/suite-app";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../tests/helpers/test-app";
import { ESPEAK_NG, canRun } from "../../../tests/helpers/system-tools";
import { AUDIO_MAX_BYTES } from "./contract";
import { POCKETSPHINX, encodeAudio, multipart, paddedWav, speechWav, toneWav } from "./test-audio";

const URL = "/api/speech-to-text";

async function upload(
  app: FastifyInstance,
  file: Buffer | null,
  opts: { filename?: string; type?: string; language?: string } = {},
) {
  const parts = [];
  if (opts.language !== undefined) parts.push({ name: "language", value: opts.language });
  if (file)
    parts.push({
      name: "file",
      value: file,
      filename: opts.filename ?? "clip.wav",
      contentType: opts.type ?? "audio/wav",
    });
  const { payload, headers } = multipart(parts);
  const res = await app.inject({ method: "POST", url: URL, payload, headers });
  return {
    status: res.statusCode,
    body: res.json() as { text?: string; message?: string; details?: string },
    engine: res.headers["x-engine"],
  };
}

describe("POST /api/speech-to-text (built-in engine)", () => {
  const app = suiteApp();

  it.runIf(canRun("speech to text: 25 MiB upload recognised", POCKETSPHINX))(
    "accepts a file of exactly 25 MiB and transcribes it offline",
    async () => {
      const res = await upload(app, paddedWav(AUDIO_MAX_BYTES), { language: "english" });
      expect(res.status).toBe(200);
      expect(res.engine).toBe("builtin");
      expect(typeof res.body.text).toBe("string");
    },
  );

  it("refuses one byte over 25 MiB with 413 and the spec's message", async () => {
    const res = await upload(app, paddedWav(AUDIO_MAX_BYTES + 1));
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/^File too large \(.+\)\. Please upload an audio file smaller than 25MB\.$/);
  });

  it("refuses a non-audio file with 415, whatever type it declares", async () => {
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");
    const wrongType = await upload(app, png, { filename: "photo.png", type: "image/png" });
    expect(wrongType.status).toBe(415);
    expect(wrongType.body.message).toBe(
      "Unsupported audio format. Please use MP3, WAV, M4A, MP4, MPEG, MPGA, or WEBM formats.",
    );

    const renamed = await upload(
      app,
      Buffer.from("This is a text file renamed to look like an MP3 file.\n".repeat(20)),
      {
        filename: "song.mp3",
        type: "audio/mpeg",
      },
    );
    expect(renamed.status).toBe(415);
    expect(renamed.body.message).toBe(wrongType.body.message);
  });

  it("asks for a file when none (or an empty one) is sent, and checks the language", async () => {
    expect((await upload(app, null, { language: "english" })).body).toEqual({ message: "Please select an audio file" });
    expect((await upload(app, Buffer.alloc(0), { language: "english" })).status).toBe(400);
    const bad = await upload(app, toneWav(0.2), { language: "klingon" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("english, spanish");
  });

  it("says plainly that the built-in engine is English only and what other languages need", async () => {
    const res = await upload(app, toneWav(0.2), { language: "spanish" });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain("only understands English, not Spanish");
    expect(res.body.message).toContain("transcription service");
    expect(res.body.message).not.toContain("STT_BASE_URL"); // visitors are not told server settings
  });

  it.runIf(canRun("speech to text: spoken English recognised", POCKETSPHINX, ESPEAK_NG))(
    "recognises spoken English words (espeak-ng speech through PocketSphinx)",
    async () => {
      const spoken = ["one", "two", "three", "four", "five", "six", "seven"];
      const res = await upload(app, speechWav(spoken.join(" ")), { language: "auto" });
      expect(res.status).toBe(200);
      const heard = new Set(res.body.text!.toLowerCase().split(/\s+/));
      expect(spoken.filter((w) => heard.has(w)).length).toBeGreaterThanOrEqual(3);
    },
  );

  it.runIf(canRun("speech to text: WebM and MP4 labelled video", POCKETSPHINX, ESPEAK_NG))(
    "transcribes WebM and MP4 recordings labelled video/webm and video/mp4 (as Chromium labels them)",
    async () => {
      const speech = speechWav("one two three four five six seven");
      for (const [ext, type] of [
        ["webm", "video/webm"],
        ["mp4", "video/mp4"],
      ] as const) {
        const res = await upload(app, encodeAudio(speech, ext), { filename: `memo.${ext}`, type, language: "english" });
        expect(res.status, type).toBe(200);
        expect(res.body.text!.split(/\s+/).filter(Boolean).length, type).toBeGreaterThanOrEqual(3);
      }
    },
  );

  it("answers a damaged file that only looks like audio with 400, not 500", async () => {
    const fake = Buffer.concat([Buffer.from("RIFF\x24\x00\x00\x00WAVEfmt ", "latin1"), Buffer.alloc(400, 7)]);
    const res = await upload(app, fake);
    expect([400, 503]).toContain(res.status);
    expect(res.body.message).toBeTruthy();
  });

  it("refuses an oversized upload while it streams, before the client has finished sending", async () => {
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as AddressInfo;
    const boundary = "----streamtest";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
    );
    const chunk = Buffer.alloc(1024 * 1024, 1);
    const result = await new Promise<{ status: number; sentBytes: number; body: string }>((resolve, reject) => {
      let sent = 0;
      let answered = false;
      const req = httpRequest(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          path: URL,
          headers: { "content-type": `multipart/form-data; boundary=${boundary}`, "transfer-encoding": "chunked" },
        },
        (res) => {
          answered = true;
          let body = "";
          res.on("data", (c: Buffer) => (body += c.toString()));
          res.on("end", () => {
            resolve({ status: res.statusCode ?? 0, sentBytes: sent, body });
            req.destroy();
          });
        },
      );
      req.on("error", (e) => (answered ? undefined : reject(e)));
      req.write(Buffer.concat([head, paddedWav(44_100).subarray(0, 64)]));
      // Keep sending up to 40 MiB; never end the request: only a server that refuses mid-stream answers.
      const pump = () => {
        while (!answered && sent < 40 * 1024 * 1024) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once("drain", pump);
        }
      };
      pump();
    });
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body).message).toContain("File too large");
    expect(result.sentBytes).toBeLessThan(40 * 1024 * 1024);
  });
});

describe("engine missing", () => {
  it("answers 503 with a plain message (the install command goes to the log: stt-hardening.test.ts)", async () => {
    const app = await createTestApp({ POCKETSPHINX_BIN: "/nonexistent/pocketsphinx_continuous" });
    try {
      const res = await upload(app, toneWav(0.3), { language: "english" });
      expect(res.status).toBe(503);
      expect(res.body.message).toContain("not set up");
      expect(res.body.details).toBeUndefined();
      const info = await app.inject({ method: "GET", url: "/api/speech-to-text/engine" });
      expect(info.json()).toMatchObject({ engine: "builtin", available: false, languages: ["english", "auto"] });
    } finally {
      await app.close();
    }
  });
});
