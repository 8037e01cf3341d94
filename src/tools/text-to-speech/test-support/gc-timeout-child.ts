/**
 * Run by text-to-speech.provider-gc.test.ts as `node --expose-gc --import tsx <this file> <port>`: asks a provider
 * that accepts and never answers for speech 12 times at once with a 300 ms time limit, forcing garbage collections
 * all the while, and prints how many requests ended (each must, with a 502) as JSON.
 */
import { testConfig } from "../../../server/config";
import { HttpError } from "../../../server/http-error";
import type { SpeechProcessPool } from "../engine/tts-pool";
import { createSpeechProvider } from "../text-to-speech.provider";

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error("run with --expose-gc");
const port = process.argv[2];
const provider = createSpeechProvider(testConfig({ TTS_BASE_URL: `http://127.0.0.1:${port}`, TTS_TIMEOUT_MS: "300" }))!;
const collect = setInterval(() => {
  gc();
  // Garbage to collect, so collections have work to do.
  Array.from({ length: 2000 }, (_, i) => ({ i, s: String(i).repeat(20) }));
}, 5);
const outcomes = await Promise.all(
  Array.from({ length: 12 }, async () => {
    // As the route does: the visitor's connection signal (never aborted here) is passed along.
    const visitor = new AbortController();
    try {
      await provider.synthesize(
        { text: "Hi", language: "en-us", voice: "heart", speed: 1, format: "mp3" },
        {} as SpeechProcessPool,
        visitor.signal,
      );
      return "answered";
    } catch (error) {
      return error instanceof HttpError ? `${error.statusCode} ${error.message}` : String(error);
    }
  }),
);
clearInterval(collect);
process.stdout.write(JSON.stringify(outcomes));
process.exit(0);
