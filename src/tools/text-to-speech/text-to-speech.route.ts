import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { EngineName } from "../../server/ai/engine-choice";
import { HttpError } from "../../server/http-error";
import {
  SpeechAbortedError,
  SpeechBusyError,
  SpeechCrashError,
  SpeechEngineError,
  SpeechProcessPool,
  SpeechTimeoutError,
} from "./engine/tts-pool";
import type { ToolContext } from "../../server/tool-context";
import { contract, TTS_TEXT_MAX } from "./contract";
import { synthesizeBuiltin, type SpeechAudio } from "./text-to-speech.engine";
import { createSpeechProvider } from "./text-to-speech.provider";

/** JSON of at most TTS_TEXT_MAX characters of 4-byte UTF-8 (or \uXXXX escapes), plus the other fields. */
const BODY_LIMIT = TTS_TEXT_MAX * 12 + 4096;

function toHttpError(error: unknown): unknown {
  if (error instanceof SpeechBusyError) return new HttpError(503, error.message, undefined, 10);
  if (error instanceof SpeechTimeoutError || error instanceof SpeechCrashError)
    return new HttpError(503, error.message);
  // The engine's own message goes to the log only (see the route), never to the visitor.
  if (error instanceof SpeechEngineError) return new HttpError(500, "The speech engine failed.");
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
    async (request) => {
      // The page asks this when it opens: start a speech process now (when none runs), so it is ready by the time
      // the visitor has typed and sends the first text. Not at server start-up: an idle server holds no speech
      // process (about 100 MB), and an idle one exits after 5 minutes. (Tests start apps by the dozen: not there.)
      if (!provider && ctx.config.NODE_ENV !== "test") {
        pool
          .warm()
          .catch((error: unknown) =>
            request.log.warn(
              `text to speech: warming the speech process failed (${error instanceof Error ? error.message : String(error)})`,
            ),
          );
      }
      return { engine };
    },
  );

  app.post(
    contract.endpoint,
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        summary: "Speak a text: answers the audio bytes (mp3, wav, ogg or flac)",
        tags: ["tools"],
        body: contract.request,
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
        if (error instanceof SpeechEngineError)
          request.log.error(`text to speech: the engine failed (${error.message})`);
        throw toHttpError(error);
      }
      reply.header("Cache-Control", "no-store").type(result.contentType);
      if (Number.isFinite(result.duration)) reply.header("X-Audio-Duration", result.duration.toFixed(3));
      return reply.send(Buffer.from(result.audio.buffer, result.audio.byteOffset, result.audio.byteLength));
    },
  );
};

export default textToSpeechRoute;
