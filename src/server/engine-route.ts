import type { FastifySchema } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { $ZodType, output } from "zod/v4/core";
import type { ToolContract } from "../shared/tool-contract";
import type { AiProvider } from "./ai/provider";
import { withEngine } from "./ai/engine-choice";
import type { ToolContext } from "./tool-context";

/** Bytes of JSON a text of `chars` characters can take (up to 4 per character, non-ASCII) plus the envelope. */
export function jsonBodyLimit(chars: number, envelope = 4096) {
  return chars * 4 + envelope;
}

interface EngineRouteOptions<Req extends $ZodType, Res extends $ZodType> {
  contract: ToolContract<Req, Res>;
  /** The OpenAPI summary of the endpoint. */
  summary: string;
  /** Larger than the global 2 MB JSON default when the tool takes long texts. */
  bodyLimit?: number;
  /** The provider's version of the tool; without it the built-in engine answers even when a provider is configured. */
  ai?: (provider: AiProvider, body: output<Req>) => Promise<output<Res>>;
}

/**
 * The route of a tool whose built-in engine is a worker (`<id>.worker.ts`, run in the engine pool): POST the
 * contract's endpoint, validate the body with its request schema, answer with the engine or the AI provider (the
 * X-Engine header says which). The tool id is the folder's, so a route file is its summary and its provider path.
 */
export function engineRoute<Req extends $ZodType, Res extends $ZodType>(
  tool: string,
  options: EngineRouteOptions<Req, Res>,
): FastifyPluginAsyncZod<ToolContext> {
  const { contract, summary, bodyLimit, ai } = options;
  // Typed as a plain schema: the body is the contract's request output, and the reply is checked by the response schema.
  const schema: FastifySchema = {
    summary,
    tags: ["tools"],
    body: contract.request,
    response: { 200: contract.response },
  };
  return async (app, ctx) => {
    app.post(contract.endpoint, { ...(bodyLimit ? { bodyLimit } : {}), schema }, async (request, reply) => {
      const body = request.body as output<Req>;
      return withEngine(reply, ctx.ai, {
        builtin: () => ctx.engines.run<output<Res>>(tool, body),
        ...(ai ? { ai: (provider: AiProvider) => ai(provider, body) } : {}),
      });
    });
  };
}
