import type { $ZodType } from "zod/v4/core";
import type { AppConfig } from "../config";
import type { OpenAiCompatibleClient } from "./openai-compatible";

export interface GenerateRequest<T> {
  /** The tool's zod response schema: the model must answer with an object of this shape. */
  schema: $ZodType<T>;
  /** A short name for the object (sent as the JSON schema's name). */
  name: string;
  system: string;
  prompt: string;
}

/** A configured AI provider (any OpenAI-compatible chat endpoint). `null` means the built-in engines answer. */
export interface AiProvider {
  readonly name: string;
  readonly model: string;
  /** Structured output validated against the schema; failures become HttpError 502 with a clear message. */
  generate<T>(request: GenerateRequest<T>): Promise<T>;
}

/** The most a provider's answer may weigh (bytes); a larger one is cut off and answered with 502. */
const AI_ANSWER_MAX_BYTES = 2 * 1024 * 1024;

/**
 * The provider when AI_BASE_URL is set, else null. The AI SDK (about 20 MB of memory) is loaded on the first
 * request that uses it, so a hub without a provider never holds it.
 */
export function createAiProvider(config: AppConfig): AiProvider | null {
  if (!config.AI_BASE_URL) return null;
  const modelId = config.AI_MODEL ?? "gpt-4o-mini";
  let client: Promise<OpenAiCompatibleClient> | undefined;
  return {
    name: "openai-compatible",
    model: modelId,
    async generate<T>(request: GenerateRequest<T>): Promise<T> {
      client ??= import("./openai-compatible").then((m) =>
        m.createOpenAiCompatibleClient({
          baseURL: config.AI_BASE_URL!,
          apiKey: config.AI_API_KEY,
          model: modelId,
          timeoutMs: config.AI_TIMEOUT_MS,
          maxBytes: AI_ANSWER_MAX_BYTES,
        }),
      );
      return (await client).generate(request);
    },
  };
}
