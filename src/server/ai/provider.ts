import { generateObject, APICallError, NoObjectGeneratedError } from "ai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { z } from "zod";
import type { AppConfig } from "../config";
import { HttpError } from "../http-error";

export interface GenerateRequest<T> {
  /** The tool's zod response schema: the model must answer with an object of this shape. */
  schema: z.ZodType<T>;
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

export function createAiProvider(config: AppConfig): AiProvider | null {
  if (!config.AI_BASE_URL) return null;
  const modelId = config.AI_MODEL ?? "gpt-4o-mini";
  const provider = createOpenAICompatible({
    name: "ai-provider",
    baseURL: config.AI_BASE_URL,
    apiKey: config.AI_API_KEY,
    supportsStructuredOutputs: true,
  });
  const timeoutMs = config.AI_TIMEOUT_MS;
  return {
    name: "openai-compatible",
    model: modelId,
    async generate<T>({ schema, name, system, prompt }: GenerateRequest<T>): Promise<T> {
      try {
        const result = await generateObject({
          model: provider.chatModel(modelId),
          schema,
          schemaName: name,
          system,
          prompt,
          maxRetries: 0,
          abortSignal: AbortSignal.timeout(timeoutMs),
        });
        return result.object as T;
      } catch (error) {
        throw toProviderError(error, timeoutMs);
      }
    },
  };
}

/** Maps what can go wrong upstream to a 502 the page can show. Never leaks keys or URLs. */
export function toProviderError(error: unknown, timeoutMs: number): HttpError {
  const name = (error as { name?: string })?.name;
  const cause = (error as { cause?: { name?: string } })?.cause;
  if (name === "TimeoutError" || name === "AbortError" || cause?.name === "TimeoutError") {
    return new HttpError(502, `The AI provider did not answer within ${seconds(timeoutMs)}. Please try again.`);
  }
  if (NoObjectGeneratedError.isInstance(error)) {
    return new HttpError(502, "The AI provider's answer was not in the expected format. Please try again.");
  }
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    if (status === undefined && /abort|timeout/i.test(error.message)) {
      return new HttpError(502, `The AI provider did not answer within ${seconds(timeoutMs)}. Please try again.`);
    }
    return new HttpError(502, status ? `The AI provider answered with an error (status ${status}).` : "The AI provider could not be reached.");
  }
  return new HttpError(502, "The AI provider could not produce an answer. Please try again.");
}

/** "60 seconds", "1 second", "0.4 seconds". */
function seconds(ms: number): string {
  const value = ms >= 10_000 ? Math.round(ms / 1000) : Math.round(ms / 100) / 10;
  return `${value} ${value === 1 ? "second" : "seconds"}`;
}
