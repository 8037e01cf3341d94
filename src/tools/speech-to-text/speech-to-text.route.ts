import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { readFile } from "node:fs/promises";
import type { EngineName } from "../../server/ai/engine-choice";
import { HttpError } from "../../server/http-error";
import { transcribeWithProvider } from "../../server/speech/stt/openai-transcription";
import { pocketsphinxMissing } from "../../server/speech/stt/pocketsphinx";
import { KIND_EXTENSION } from "../../server/speech/stt/sniff";
import type { ToolContext } from "../../server/tool-context";
import { multipartLimits, receiveAudio } from "./audio-upload";
import { STT_LANGUAGES, isoLanguage, sttEngineInfo, transcribeFields, transcribeResponse } from "./contract";
import { BUILTIN_LANGUAGES, BUILTIN_MEASURED_WER, OfflineTranscriptionError, transcribeOffline } from "./speech-to-text.engine";

const MIME: Record<string, string> = { wav: "audio/wav", mp3: "audio/mpeg", m4a: "audio/mp4", webm: "audio/webm", mpeg: "video/mpeg" };
const FAILURE_STATUS = { language: 400, unavailable: 503, undecodable: 400, "too-long": 413 } as const;

const speechToTextRoute: FastifyPluginAsyncZod<ToolContext> = async (app, ctx) => {
  // Encapsulated: multipart parsing exists for this tool's routes only, with hard limits.
  await app.register(multipart, { limits: multipartLimits, throwFileSizeLimit: false });

  const { config } = ctx;
  const provider = config.STT_BASE_URL
    ? { baseURL: config.STT_BASE_URL, apiKey: config.STT_API_KEY, model: config.STT_MODEL, timeoutMs: config.STT_TIMEOUT_MS }
    : null;
  const pocketsphinx = { binary: config.POCKETSPHINX_BIN, modelDir: config.POCKETSPHINX_MODEL_DIR };

  app.get(
    "/api/speech-to-text/engine",
    { schema: { summary: "Which engine transcribes audio on this server", tags: ["tools"], response: { 200: sttEngineInfo } } },
    async () =>
      provider
        ? { engine: "ai-provider" as const, languages: STT_LANGUAGES.map((l) => l.value), available: true, measuredWer: null }
        : { engine: "builtin" as const, languages: [...BUILTIN_LANGUAGES], available: pocketsphinxMissing(pocketsphinx) === null, measuredWer: BUILTIN_MEASURED_WER },
  );

  app.post(
    "/api/speech-to-text",
    {
      schema: {
        summary: "Transcribe an audio file (multipart: file, language) with the built-in offline engine or the configured provider",
        tags: ["tools"],
        consumes: ["multipart/form-data"],
        response: { 200: transcribeResponse },
      },
    },
    async (request, reply) => {
      const upload = await receiveAudio(request);
      try {
        const parsed = transcribeFields.safeParse(upload.fields);
        if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? "Invalid language");
        const { language } = parsed.data;
        const engine: EngineName = provider ? "ai-provider" : "builtin";
        reply.header("X-Engine", engine);
        if (provider) {
          const ext = KIND_EXTENSION[upload.kind];
          const text = await transcribeWithProvider(provider, {
            audio: await readFile(upload.file),
            filename: `audio.${ext}`,
            mimeType: MIME[ext] ?? "application/octet-stream",
            language: isoLanguage(language),
          });
          return { text };
        }
        try {
          return { text: await transcribeOffline(upload.file, language, pocketsphinx) };
        } catch (error) {
          if (!(error instanceof OfflineTranscriptionError)) throw error;
          const f = error.failure;
          throw new HttpError(FAILURE_STATUS[f.kind], f.message, "details" in f ? f.details : undefined);
        }
      } finally {
        await upload.dispose();
      }
    },
  );
};

export default speechToTextRoute;
