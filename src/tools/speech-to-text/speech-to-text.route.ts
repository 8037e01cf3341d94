import multipart from "@fastify/multipart";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { readFile } from "node:fs/promises";
import type { EngineName } from "../../server/ai/engine-choice";
import { HttpError } from "../../server/http-error";
import { transcribeWithProvider } from "./speech-to-text.provider";
import { RecognizerQueue, pocketsphinxMissing } from "./engine/pocketsphinx";
import { removeOwnSpeechTempFolders, removeStaleSpeechTempFolders } from "./engine/temp-folders";
import { KIND_EXTENSION } from "./engine/sniff";
import { DecoderQueue } from "./engine/ffmpeg";
import type { ToolContext } from "../../server/tool-context";
import { multipartLimits, receiveAudio } from "./audio-upload";
import { contract, isoLanguage, STT_LANGUAGES, sttEngineInfo } from "./contract";
import {
  BUILTIN_LANGUAGES,
  BUILTIN_MEASURED_WER,
  OfflineTranscriptionError,
  transcribeOffline,
} from "./speech-to-text.engine";

const MIME: Record<string, string> = {
  wav: "audio/wav",
  mp3: "audio/mpeg",
  m4a: "audio/mp4",
  webm: "audio/webm",
  mpeg: "video/mpeg",
};
const FAILURE_STATUS = {
  language: 400,
  unavailable: 503,
  undecodable: 400,
  implausible: 400,
  "too-long": 413,
  busy: 503,
  aborted: 499,
} as const;
const SHUTTING_DOWN = "The server is restarting. Please try again in a moment.";
/** Seconds a visitor is told to wait when the recognizer's line is full. */
const BUSY_RETRY_SECONDS = 30;

const speechToTextRoute: FastifyPluginAsyncZod<ToolContext> = async (app, ctx) => {
  // Encapsulated: multipart parsing exists for this tool's routes only, with hard limits.
  await app.register(multipart, { limits: multipartLimits, throwFileSizeLimit: false });

  const { config } = ctx;
  const provider = config.STT_BASE_URL
    ? {
        baseURL: config.STT_BASE_URL,
        apiKey: config.STT_API_KEY,
        model: config.STT_MODEL,
        timeoutMs: config.STT_TIMEOUT_MS,
      }
    : null;
  const pocketsphinx = {
    binary: config.POCKETSPHINX_BIN,
    modelDir: config.POCKETSPHINX_MODEL_DIR,
    queue: new RecognizerQueue(config.STT_QUEUE_MAX),
    // Decoding has its own bounded line (same bound): uploads never start ffmpeg without limit.
    decoders: new DecoderQueue(config.STT_QUEUE_MAX),
  };
  // Folders left by a process that was killed go now; this process's own go when it stops.
  removeStaleSpeechTempFolders();
  // Stopping: work in progress or waiting in line is cancelled (its visitors get 503), so the server does not wait
  // minutes for recognitions nobody will collect, and every request removes its own folder on the way out.
  const inFlight = new Set<AbortController>();
  let stopping = false;
  app.addHook("preClose", async () => {
    stopping = true;
    for (const controller of inFlight) controller.abort();
  });
  app.addHook("onClose", async () => {
    removeOwnSpeechTempFolders();
  });

  app.get(
    "/api/speech-to-text/engine",
    {
      schema: {
        summary: "Which engine transcribes audio on this server",
        tags: ["tools"],
        response: { 200: sttEngineInfo },
      },
    },
    async () =>
      provider
        ? {
            engine: "ai-provider" as const,
            languages: STT_LANGUAGES.map((l) => l.value),
            available: true,
            measuredWer: null,
          }
        : {
            engine: "builtin" as const,
            languages: [...BUILTIN_LANGUAGES],
            available: pocketsphinxMissing(pocketsphinx) === null,
            measuredWer: BUILTIN_MEASURED_WER,
          },
  );

  app.post(
    contract.endpoint,
    {
      schema: {
        summary:
          "Transcribe an audio file (multipart: file, language) with the built-in offline engine or the configured provider",
        tags: ["tools"],
        consumes: ["multipart/form-data"],
        response: { 200: contract.response },
      },
    },
    async (request, reply) => {
      // The visitor went away: stop decoding and recognising (or leave the line) instead of working for nobody.
      const abort = new AbortController();
      reply.raw.on("close", () => {
        if (!reply.raw.writableFinished) abort.abort();
      });
      inFlight.add(abort);
      let upload: Awaited<ReturnType<typeof receiveAudio>>;
      try {
        upload = await receiveAudio(request);
      } catch (error) {
        inFlight.delete(abort);
        throw error;
      }
      try {
        const parsed = contract.request.safeParse(upload.fields);
        if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? "Invalid language");
        const { language } = parsed.data;
        const engine: EngineName = provider ? "ai-provider" : "builtin";
        reply.header("X-Engine", engine);
        if (provider) {
          const ext = KIND_EXTENSION[upload.kind];
          const text = await transcribeWithProvider(
            provider,
            {
              audio: await readFile(upload.file),
              filename: `audio.${ext}`,
              mimeType: MIME[ext] ?? "application/octet-stream",
              language: isoLanguage(language),
            },
            abort.signal,
          );
          return { text };
        }
        try {
          return {
            text: await transcribeOffline(upload.file, language, pocketsphinx, {
              bytes: upload.bytes,
              signal: abort.signal,
            }),
          };
        } catch (error) {
          if (!(error instanceof OfflineTranscriptionError)) throw error;
          const f = error.failure;
          // Answers outside the route's 200 schema (no serializer needed for them).
          const plain = reply as unknown as FastifyReply;
          if (f.kind === "aborted" && stopping) throw new HttpError(503, SHUTTING_DOWN, undefined, BUSY_RETRY_SECONDS);
          if (f.kind === "aborted") return plain.code(499).send();
          if (f.kind === "unavailable") {
            // An operator matter, not a crash: one log line with the fix, no stack trace; the visitor gets the message.
            request.log.warn(`speech to text: the built-in recognizer is not available (${f.log})`);
            return plain.code(503).header("Retry-After", "300").send({ message: f.message });
          }
          if (f.kind === "busy") {
            // Load, not a fault: one warning line without a stack trace; the visitor is told to retry.
            request.log.warn(`speech to text: ${f.message}`);
            return plain.code(503).header("Retry-After", String(BUSY_RETRY_SECONDS)).send({ message: f.message });
          }
          throw new HttpError(FAILURE_STATUS[f.kind], f.message);
        }
      } finally {
        inFlight.delete(abort);
        await upload.dispose();
      }
    },
  );
};

export default speechToTextRoute;
