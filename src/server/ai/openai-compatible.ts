/**
 * The OpenAI-compatible provider through the Vercel AI SDK, with a fetch that bounds the exchange: one explicit
 * timer for headers and body together (a provider that sends headers and then trickles its body is cut off at the
 * limit), and a cap on the answer's size (counted while streaming, so a huge answer never sits in memory whole).
 */
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { generateObject } from "ai";
import type { GenerateRequest } from "./provider";
import { AnswerTooLargeError, ProviderTimeoutError, toProviderError } from "./provider-errors";

export interface OpenAiCompatibleClient {
  generate<T>(request: GenerateRequest<T>): Promise<T>;
}

interface ClientOptions {
  baseURL: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  maxBytes: number;
}

/** A fetch whose response body errors once it passes `maxBytes`, and which gives up at `signal`. */
function boundedFetch(maxBytes: number): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    if (!response.body) return response;
    // Counted as it arrives (whatever Content-Length says): the stream errors, and the connection is dropped, as
    // soon as the answer passes the cap.
    let received = 0;
    const limited = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          received += chunk.byteLength;
          if (received > maxBytes) controller.error(new AnswerTooLargeError(`answer over ${maxBytes} bytes`));
          else controller.enqueue(chunk);
        },
      }),
    );
    return new Response(limited, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}

export function createOpenAiCompatibleClient(options: ClientOptions): OpenAiCompatibleClient {
  const provider = createOpenAICompatible({
    name: "ai-provider",
    baseURL: options.baseURL,
    apiKey: options.apiKey,
    supportsStructuredOutputs: true,
    fetch: boundedFetch(options.maxBytes),
  });
  return {
    async generate<T>({ schema, name, system, prompt }: GenerateRequest<T>): Promise<T> {
      // An explicit, referenced timer: AbortSignal.timeout() can be garbage-collected before it fires.
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(new ProviderTimeoutError("provider timeout")), options.timeoutMs);
      try {
        const result = await generateObject({
          model: provider.chatModel(options.model),
          schema,
          schemaName: name,
          system,
          prompt,
          maxRetries: 0,
          abortSignal: controller.signal,
        });
        return result.object as T;
      } catch (error) {
        throw toProviderError(
          controller.signal.aborted ? new ProviderTimeoutError("provider timeout") : error,
          options.timeoutMs,
        );
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
