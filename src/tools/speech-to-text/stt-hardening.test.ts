import { spawn } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { closeSharedTestDatabase, createTestApp, sharedTestDatabase } from "../../../tests/helpers/test-app";
import { buildApp } from "../../server/app";
import { testConfig } from "../../server/config";
import {
  RECOGNITION_WALL_FACTOR,
  RecognitionAbortedError,
  RecognizerBusyError,
  RecognizerQueue,
  pocketsphinxTranscribe,
  processCpuSeconds,
} from "./engine/pocketsphinx";
import {
  SPEECH_TMP_PREFIX,
  makeSpeechTempFolder,
  removeOwnSpeechTempFolders,
  removeStaleSpeechTempFolders,
} from "./engine/temp-folders";
import { recognizerStartupWarning } from "./engine/startup-warning";
import { DECODE_CONCURRENCY, DecoderQueue } from "./engine/ffmpeg";
import type { BoundedQueue } from "./engine/bounded-queue";
import {
  OfflineTranscriptionError,
  RECOGNITION_TIMEOUT_MESSAGE,
  plausibleSeconds,
  transcribeOffline,
} from "./speech-to-text.engine";
import { multipart, toneWav } from "./test-audio";

const work = mkdtempSync(path.join(os.tmpdir(), "stt-hardening-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A stand-in recognizer: records its pid, then sleeps (a recording that takes long to recognise), or with 0 s hears "hello". */
function slowRecognizer(name: string, seconds: number) {
  const dir = path.join(work, name);
  mkdirSync(path.join(dir, "model", "en-us"), { recursive: true });
  for (const f of ["en-us/mdef", "en-us.lm.bin", "cmudict-en-us.dict"]) writeFileSync(path.join(dir, "model", f), "");
  const binary = path.join(dir, "recognizer");
  const pids = path.join(dir, "pids");
  writeFileSync(binary, `#!/bin/sh\necho $$ >> ${pids}\n${seconds > 0 ? `exec sleep ${seconds}` : "echo hello"}\n`);
  chmodSync(binary, 0o755);
  return { binary, modelDir: path.join(dir, "model"), pids };
}

// One database for all of this file's apps: none of these tests reads or writes a subscriber.
const database = sharedTestDatabase;
afterAll(closeSharedTestDatabase);

/** An app whose recognizer is the stand-in `fake`; `queueMax` recordings may wait for it when given. */
const appWith = async (fake: { binary: string; modelDir: string }, queueMax?: number) =>
  createTestApp(
    {
      POCKETSPHINX_BIN: fake.binary,
      POCKETSPHINX_MODEL_DIR: fake.modelDir,
      ...(queueMax === undefined ? {} : { STT_QUEUE_MAX: String(queueMax) }),
    },
    await database(),
  );

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const waitFor = async (check: () => boolean) => {
  while (!check()) await new Promise((r) => setTimeout(r, 20));
};

/** A WAV that declares a 1 Hz sample rate: 1.8 KB of file, 30 minutes of audio once decoded. */
function oneHertzWav(): Buffer {
  const dataBytes = 1790;
  const h = Buffer.alloc(44);
  h.write("RIFF", 0, "ascii");
  h.writeUInt32LE(36 + dataBytes, 4);
  h.write("WAVEfmt ", 8, "ascii");
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(1, 22);
  h.writeUInt32LE(1, 24); // 1 sample per second
  h.writeUInt32LE(1, 28);
  h.writeUInt16LE(1, 32);
  h.writeUInt16LE(8, 34);
  h.write("data", 36, "ascii");
  h.writeUInt32LE(dataBytes, 40);
  return Buffer.concat([h, Buffer.alloc(dataBytes, 0x80)]);
}

function form(file: Buffer, language = "english") {
  return multipart([
    { name: "language", value: language },
    { name: "file", value: file, filename: "clip.wav", contentType: "audio/wav" },
  ]);
}

/**
 * A queue runs one job while a second waits; the waiting job's client goes away. It must leave the line, never run,
 * and be rejected as `rejected` checks.
 */
async function dropsAbandonedWaiter(queue: BoundedQueue, rejected: (waiting: Promise<unknown>) => Promise<void>) {
  let release!: () => void;
  const first = queue.run(() => new Promise<void>((r) => (release = r)));
  const abort = new AbortController();
  let ran = false;
  const waiting = queue.run(async () => {
    ran = true;
  }, abort.signal);
  abort.abort();
  await rejected(waiting);
  expect(queue.waitingCount).toBe(0);
  release();
  await first;
  expect(ran).toBe(false);
}

/**
 * With a line of one (STT_QUEUE_MAX=0): a first recording sent over a real connection takes the recognizer (its
 * process id written to `pids`), then a second arrives. Returns the first request (to close later) and the reply
 * to the second.
 */
async function fillTheLine(app: FastifyInstance, pids: string) {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  const { payload, headers } = form(toneWav(0.5));
  const first = httpRequest({ host: "127.0.0.1", port, method: "POST", path: "/api/speech-to-text", headers });
  first.on("error", () => undefined);
  first.end(payload);
  await waitFor(() => existsSync(pids));
  const second = await app.inject({ method: "POST", url: "/api/speech-to-text", ...form(toneWav(0.5)) });
  return { first, second };
}

describe("recognizer queue", () => {
  it("runs one recording at a time, keeps a bounded line and refuses the rest as busy", async () => {
    const queue = new RecognizerQueue(1);
    const order: string[] = [];
    let release!: () => void;
    const first = queue.run(() => new Promise<string>((r) => (release = () => r("first"))));
    const second = queue.run(async () => {
      order.push("second started");
      return "second";
    });
    await expect(queue.run(async () => "third")).rejects.toBeInstanceOf(RecognizerBusyError);
    expect(order).toEqual([]); // the second waits for the first
    release();
    expect(await first).toBe("first");
    expect(await second).toBe("second");
  });

  it("drops a waiting recording whose client went away", () =>
    dropsAbandonedWaiter(new RecognizerQueue(2), (waiting) =>
      expect(waiting).rejects.toBeInstanceOf(RecognitionAbortedError),
    ));

  it("kills the running recognizer when its client goes away", async () => {
    const fake = slowRecognizer("abort", 60);
    const abort = new AbortController();
    const job = pocketsphinxTranscribe(toneWav(0.2), { ...fake, queue: new RecognizerQueue(1) }, abort.signal);
    await waitFor(() => existsSync(fake.pids));
    const pid = Number(readFileSync(fake.pids, "utf8").trim());
    expect(alive(pid)).toBe(true);
    abort.abort();
    await expect(job).rejects.toBeInstanceOf(RecognitionAbortedError);
    await waitFor(() => !alive(pid));
  });
});

/** A stand-in ffmpeg: records its pid, then sleeps (an upload that takes long to decode). */
function slowDecoder(name: string, seconds: number) {
  const dir = path.join(work, name);
  mkdirSync(dir, { recursive: true });
  const binary = path.join(dir, "ffmpeg");
  const pids = path.join(dir, "pids");
  writeFileSync(binary, `#!/bin/sh\necho $$ >> ${pids}\nexec sleep ${seconds}\n`);
  chmodSync(binary, 0o755);
  return { binary, pids };
}

const pidsIn = (file: string) =>
  existsSync(file) ? readFileSync(file, "utf8").trim().split("\n").filter(Boolean).map(Number) : [];

describe("decoder queue", () => {
  it("runs at most its concurrency at once, keeps a bounded line and refuses the rest as busy", async () => {
    const queue = new DecoderQueue(1, 2);
    const releases: (() => void)[] = [];
    const started: number[] = [];
    const job = (n: number) => () =>
      new Promise<number>((r) => {
        started.push(n);
        releases.push(() => r(n));
      });
    const jobs = [queue.run(job(1)), queue.run(job(2)), queue.run(job(3))];
    await expect(queue.run(job(4))).rejects.toThrow(/busy/);
    await waitFor(() => started.length === 2);
    expect(started).toEqual([1, 2]); // the third waits for a free slot
    releases[0]!();
    await waitFor(() => started.length === 3);
    releases[1]!();
    releases[2]!();
    expect(await Promise.all(jobs)).toEqual([1, 2, 3]);
    expect(queue.runningCount).toBe(0);
  });

  it("drops a waiting decoding whose client went away", () =>
    dropsAbandonedWaiter(new DecoderQueue(2, 1), (waiting) => expect(waiting).rejects.toThrow("aborted")));
});

describe("POST /api/speech-to-text under attack", () => {
  it("bounds decoding too: a full decoder line answers 503 without starting ffmpeg, and a gone client's ffmpeg is killed", async () => {
    const recognizer = slowRecognizer("decode-busy-recognizer", 0);
    const decoder = slowDecoder("decode-busy", 60);
    const saved = process.env.FFMPEG_PATH;
    process.env.FFMPEG_PATH = decoder.binary;
    const app = await appWith(recognizer, 1);
    const clients: ReturnType<typeof httpRequest>[] = [];
    try {
      await app.listen({ port: 0, host: "127.0.0.1" });
      const { port } = app.server.address() as AddressInfo;
      const send = () => {
        const { payload, headers } = form(toneWav(0.5));
        const req = httpRequest({ host: "127.0.0.1", port, method: "POST", path: "/api/speech-to-text", headers });
        req.on("error", () => undefined);
        req.end(payload);
        clients.push(req);
        return req;
      };
      // Uploads enough to fill every decoding slot and the line of one behind them (the slots depend on the cores).
      const slots = DECODE_CONCURRENCY;
      for (let i = 0; i < slots; i++) send();
      await waitFor(() => pidsIn(decoder.pids).length === slots);
      const waiting = send();
      await new Promise((r) => setTimeout(r, 300));
      expect(pidsIn(decoder.pids)).toHaveLength(slots); // the one in line has no ffmpeg yet
      const refused = await app.inject({ method: "POST", url: "/api/speech-to-text", ...form(toneWav(0.5)) });
      expect(refused.statusCode).toBe(503);
      expect(refused.headers["retry-after"]).toBe("30");
      expect(refused.json().message).toMatch(/busy/);
      expect(pidsIn(decoder.pids)).toHaveLength(slots);
      // The visitor in line gives up: it leaves the line without ever starting ffmpeg.
      waiting.destroy();
      await new Promise((r) => setTimeout(r, 300));
      expect(pidsIn(decoder.pids)).toHaveLength(slots);
      // A decoding visitor gives up: its ffmpeg is stopped, not left running for nobody.
      const [pid] = pidsIn(decoder.pids);
      clients[0]!.destroy();
      await waitFor(() => !alive(pid!));
    } finally {
      for (const c of clients) c.destroy();
      await app.close();
      if (saved === undefined) delete process.env.FFMPEG_PATH;
      else process.env.FFMPEG_PATH = saved;
    }
  }, 60_000);

  it("answers 503 with Retry-After and a message when the recognizer's line is full", async () => {
    const fake = slowRecognizer("busy", 60);
    const app = await appWith(fake, 0);
    try {
      // The first recording occupies the recognizer (over a real connection, closed later: that must kill it).
      const { first, second } = await fillTheLine(app, fake.pids);
      expect(second.statusCode).toBe(503);
      expect(second.headers["retry-after"]).toBe("30");
      expect(second.json().message).toMatch(/busy/);
      // The first visitor gives up: its recognizer is stopped, not left running for nobody.
      const pid = Number(readFileSync(fake.pids, "utf8").trim());
      first.destroy();
      await waitFor(() => !alive(pid));
    } finally {
      await app.close();
    }
  });

  it("refuses a tiny file that declares hours of audio before recognising it", async () => {
    const fake = slowRecognizer("implausible", 0);
    const app = await appWith(fake);
    try {
      const file = oneHertzWav();
      expect(plausibleSeconds(file.length)).toBeLessThan(60);
      const res = await app.inject({ method: "POST", url: "/api/speech-to-text", ...form(file) });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain("more audio than a file of its size can hold");
      expect(existsSync(fake.pids)).toBe(false); // the recognizer never started
    } finally {
      await app.close();
    }
  }, 60_000);

  it("answers an MPEG header followed by noise with 400 and no decoder text", async () => {
    const fake = slowRecognizer("noise", 0);
    const app = await appWith(fake);
    try {
      let seed = 7;
      const noise = Buffer.from(
        Array.from({ length: 6000 }, () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) & 0xff),
      );
      const file = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), noise]);
      const res = await app.inject({ method: "POST", url: "/api/speech-to-text", ...form(file) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: "The audio file could not be decoded. It may be damaged." });
      expect(existsSync(fake.pids)).toBe(false);
    } finally {
      await app.close();
    }
  }, 60_000);

  it("logs a full line as one warning without a stack trace (load, not a fault)", async () => {
    const fake = slowRecognizer("busy-log", 60);
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on("data", (c: Buffer) => lines.push(...c.toString().split("\n").filter(Boolean)));
    const db = await database();
    const app = await buildApp(
      testConfig({
        DATA_DIR: ":memory:",
        LOG_LEVEL: "info",
        POCKETSPHINX_BIN: fake.binary,
        POCKETSPHINX_MODEL_DIR: fake.modelDir,
        STT_QUEUE_MAX: "0",
      }),
      { database: db, client: false, logStream: stream },
    );
    try {
      const { first, second } = await fillTheLine(app, fake.pids);
      expect(second.statusCode).toBe(503);
      expect(second.headers["retry-after"]).toBe("30");
      const log = lines.join("\n");
      expect(log).toContain("speech to text: The speech recognizer is busy");
      expect(log).not.toMatch(/"stack"|\n\s+at /);
      first.destroy();
    } finally {
      await app.close();
    }
  });

  it("reads a process's CPU time from /proc (the recognition limit counts CPU, not a busy machine's wall clock)", () => {
    const before = processCpuSeconds(process.pid);
    expect(before).not.toBeNull();
    let x = 0;
    const until = Date.now() + 300;
    while (Date.now() < until) x += Math.sqrt(x + 1);
    expect(processCpuSeconds(process.pid)!).toBeGreaterThan(before!);
    expect(processCpuSeconds(999_999_999)).toBeNull();
  });

  it("stops a recognition at its time limit and tells the visitor the server is busy, not that the file is bad", async () => {
    const fake = slowRecognizer("timeout", 30);
    const file = path.join(work, "timeout.wav");
    writeFileSync(file, toneWav(0.5));
    // A sleeping recognizer uses no CPU: the limit counts CPU time, so it is stopped by the wall-clock cap (5 x 300 ms).
    const t0 = Date.now();
    const error = await transcribeOffline(file, "english", {
      binary: fake.binary,
      modelDir: fake.modelDir,
      timeoutMs: 300,
    }).catch((e: unknown) => e);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(300 * RECOGNITION_WALL_FACTOR);
    expect(error).toBeInstanceOf(OfflineTranscriptionError);
    expect((error as OfflineTranscriptionError).failure).toMatchObject({
      kind: "busy",
      message: RECOGNITION_TIMEOUT_MESSAGE,
    });
    const pid = Number(readFileSync(fake.pids, "utf8").trim());
    await waitFor(() => !alive(pid)); // the recognizer was killed, not left running
  }, 60_000);

  it("answers a missing recognizer with 503 and a plain message; the log has the fix and no stack trace", async () => {
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on("data", (c: Buffer) => lines.push(...c.toString().split("\n").filter(Boolean)));
    const db = await database();
    const app = await buildApp(
      testConfig({ DATA_DIR: ":memory:", LOG_LEVEL: "info", POCKETSPHINX_BIN: "/nonexistent/pocketsphinx_continuous" }),
      {
        database: db,
        client: false,
        logStream: stream,
      },
    );
    try {
      const res = await app.inject({ method: "POST", url: "/api/speech-to-text", ...form(toneWav(0.3)) });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        message: "Speech recognition is not set up on this server yet. Please try again later.",
      });
      expect(res.headers["retry-after"]).toBeDefined();
      const log = lines.join("\n");
      expect(log).toContain("apt-get install pocketsphinx pocketsphinx-en-us");
      expect(log).not.toMatch(/"stack"|\n\s+at /);
    } finally {
      await app.close();
    }
  });

  it("says other languages need a transcription service, without naming server settings", async () => {
    const app = await createTestApp({}, await database());
    try {
      const res = await app.inject({ method: "POST", url: "/api/speech-to-text", ...form(toneWav(0.3), "spanish") });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain("only understands English, not Spanish");
      expect(res.json().message).toContain("transcription service");
      expect(JSON.stringify(res.json())).not.toMatch(/[A-Z]{2,}_[A-Z_]{2,}/);
    } finally {
      await app.close();
    }
  });

  it("leaves no upload folder behind, whatever the outcome", async () => {
    const app = await createTestApp({}, await database());
    const ours = () => readdirSync(os.tmpdir()).filter((n) => n.startsWith(`${SPEECH_TMP_PREFIX}${process.pid}-`));
    try {
      const before = ours().length;
      await app.inject({ method: "POST", url: "/api/speech-to-text", ...form(toneWav(0.3), "spanish") });
      await app.inject({
        method: "POST",
        url: "/api/speech-to-text",
        ...form(Buffer.from("not audio at all, just text".repeat(10))),
      });
      await app.inject({ method: "POST", url: "/api/speech-to-text", ...form(toneWav(0.3)) });
      expect(ours().length).toBe(before);
    } finally {
      await app.close();
    }
  }, 60_000);
});

/** Posts a form over a real connection; resolves with the status and body (JSON when it is). */
function postOverHttp(port: number, { payload, headers }: ReturnType<typeof form>) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port, method: "POST", path: "/api/speech-to-text", headers },
      (res) => {
        let text = "";
        res.on("data", (c: Buffer) => (text += c.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

describe("speech temp folders and shutdown", () => {
  const ours = () => readdirSync(os.tmpdir()).filter((n) => n.startsWith(`${SPEECH_TMP_PREFIX}${process.pid}-`));

  it("removes at start-up the folders of a server that was killed", async () => {
    const stale = path.join(os.tmpdir(), `${SPEECH_TMP_PREFIX}999999999-test`);
    mkdirSync(stale, { recursive: true });
    writeFileSync(path.join(stale, "upload"), "x");
    const app = await createTestApp({}, await database());
    try {
      expect(existsSync(stale)).toBe(false);
    } finally {
      await app.close();
    }
  });

  it("cancels running and waiting recognitions when the server stops, answers 503 and removes their folders", async () => {
    const fake = slowRecognizer("shutdown", 60);
    const app = await appWith(fake, 2);
    const before = ours().length;
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as AddressInfo;
    const running = postOverHttp(port, form(toneWav(0.5)));
    await waitFor(() => existsSync(fake.pids));
    const waiting = postOverHttp(port, form(toneWav(0.5)));
    // The running one holds its upload and recognizer folders, the waiting one its upload folder.
    await waitFor(() => ours().length >= before + 3);
    const pid = Number(readFileSync(fake.pids, "utf8").trim());
    // Without the cancellation, closing waits for the 60 s recognition and this test times out.
    await app.close();
    for (const answer of await Promise.all([running, waiting])) {
      expect(answer).toEqual({
        status: 503,
        body: { message: "The server is restarting. Please try again in a moment." },
      });
    }
    expect(ours().length).toBe(before);
    await waitFor(() => !alive(pid));
  }, 30_000);

  it("removes at start-up only this project's folders of processes that no longer run", () => {
    const root = mkdtempSync(path.join(work, "root-"));
    const dead = path.join(root, `${SPEECH_TMP_PREFIX}999999999-abc`);
    const live = path.join(root, `${SPEECH_TMP_PREFIX}${process.pid}-def`);
    const other = path.join(root, "someone-elses-999999999");
    for (const d of [dead, live, other]) mkdirSync(d);
    writeFileSync(path.join(dead, "upload"), "x");
    expect(removeStaleSpeechTempFolders(root)).toBe(1);
    expect(existsSync(dead)).toBe(false);
    expect(existsSync(live)).toBe(true);
    expect(existsSync(other)).toBe(true);
  });

  it("removes this process's folders still in use at shutdown", async () => {
    const folder = await makeSpeechTempFolder(work);
    writeFileSync(path.join(folder.dir, "upload"), "x");
    expect(removeOwnSpeechTempFolders()).toBeGreaterThanOrEqual(1);
    expect(existsSync(folder.dir)).toBe(false);
  });
});

describe("start-up warning", () => {
  it("names what is missing and the install command, only when no transcription service is set", () => {
    const missing = {
      POCKETSPHINX_BIN: "/nonexistent/pocketsphinx_continuous",
      POCKETSPHINX_MODEL_DIR: undefined,
      STT_BASE_URL: undefined,
    };
    expect(recognizerStartupWarning(missing)).toMatch(
      /speech to text will answer 503: the program .* is not installed.*apt-get install pocketsphinx pocketsphinx-en-us/,
    );
    expect(recognizerStartupWarning({ ...missing, STT_BASE_URL: "http://127.0.0.1:9/v1" })).toBeNull();
  });

  it("is printed once when the server starts without a recognizer", async () => {
    const dataDir = mkdtempSync(path.join(work, "data-"));
    const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      env: {
        ...process.env,
        PORT: "0",
        HOST: "127.0.0.1",
        LOG_LEVEL: "warn",
        CLIENT_DIR: "/nonexistent",
        DATA_DIR: dataDir,
        WEB_CONCURRENCY: "1",
        POCKETSPHINX_BIN: "/nonexistent/pocketsphinx_continuous",
        STT_BASE_URL: "",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on("data", (c: Buffer) => {
          output += c.toString();
          if (/running at http/.test(output)) resolve();
        });
        child.stderr.on("data", (c: Buffer) => (output += c.toString()));
        child.on("exit", (code) => reject(new Error(`server exited (${code}):\n${output}`)));
      });
    } finally {
      child.kill("SIGTERM");
    }
    expect(output.match(/speech to text will answer 503/g)).toHaveLength(1);
  }, 120_000);
});
