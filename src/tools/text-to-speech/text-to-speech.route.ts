import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { EngineName } from "../../server/ai/engine-choice";
import { HttpError } from "../../server/http-error";
import {
  SpeechAbortedError, SpeechBusyError, SpeechCrashError, SpeechEngineError, SpeechProcessPool, SpeechTimeoutError,
} from "../../server/speech/tts/tts-pool";
import type { ToolContext } from "../../server/tool-context";
import { TTS_TEXT_MAX, ttsRequest } from "./contract";
import { synthesizeBuiltin, type SpeechAudio } from "./text-to-speech.engine";
import { createSpeechProvider } from "./text-to-speech.provider";

/** JSON of at most TTS_TEXT_MAX characters of 4-byte UTF-8 (or \uXXXX escapes), plus the other fields. */
const BODY_LIMIT = TTS_TEXT_MAX * 12 + 4096;

function toHttpError(error: unknown): unknown {
  if (error instanceof SpeechBusyError || error instanceof SpeechTimeoutError || error instanceof SpeechCrashError) {
    return new HttpError(503, error.message);
  }
  if (error instanceof SpeechEngineError) return new HttpError(500, "The speech engine failed.", error.message);
  return error;
}

const textToSpeechRoute: FastifyPluginAsyncZod<ToolContext> = async (app, ctx) => {
  const pool = new SpeechProcessPool();
  app.addHook("onClose", async () => pool.close());
  const provider = createSpeechProvider(ctx.config);
  const engine: EngineName = provider ? "ai-provider" : "builtin";

  app.get(
    "/api/text-to-speech/engine",
    {
      schema: {
        summary: "Which voice engine answers text-to-speech requests",
        tags: ["tools"],
        response: { 200: z.object({ engine: z.enum(["builtin", "ai-provider"]) }) },
      },
    },
    async () => ({ engine }),
  );

  app.post(
    "/api/text-to-speech",
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        summary: "Speak a text: answers the audio bytes (mp3, wav, ogg or flac)",
        tags: ["tools"],
        body: ttsRequest,
      },
    },
    async (request, reply) => {
      // The visitor closed the connection: stop synthesizing (the speech process checks between chunks).
      const abort = new AbortController();
      reply.raw.on("close", () => {
        if (!reply.raw.writableFinished) abort.abort();
      });
      reply.header("X-Engine", engine);
      let result: SpeechAudio;
      try {
        result = provider
          ? await provider.synthesize(request.body, pool, abort.signal)
          : await synthesizeBuiltin(pool, request.body, abort.signal);
      } catch (error) {
        if (error instanceof SpeechAbortedError) return reply.code(499).send();
        throw toHttpError(error);
      }
      reply.header("Cache-Control", "no-store").type(result.contentType);
      if (Number.isFinite(result.duration)) reply.header("X-Audio-Duration", result.duration.toFixed(3));
      return reply.send(Buffer.from(result.audio.buffer, result.audio.byteOffset, result.audio.byteLength));
    },
  );
};

export default textToSpeechRoute;
