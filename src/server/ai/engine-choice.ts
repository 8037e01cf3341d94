import type { FastifyReply } from "fastify";
import type { AiProvider } from "./provider";

export type EngineName = "builtin" | "ai-provider";

/**
 * Runs the AI provider's version of a tool when one is configured (and the tool has one), the built-in engine
 * otherwise, and says which answered in the X-Engine header. There is no silent fallback: a provider failure is a
 * 502 (see README, "AI provider"), so an operator sees a broken provider instead of quietly degraded answers.
 */
export async function withEngine<T>(
  reply: FastifyReply,
  ai: AiProvider | null,
  run: { builtin: () => T | Promise<T>; ai?: (provider: AiProvider) => Promise<T> },
): Promise<T> {
  if (ai && run.ai) {
    reply.header("X-Engine", "ai-provider" satisfies EngineName);
    return run.ai(ai);
  }
  reply.header("X-Engine", "builtin" satisfies EngineName);
  return run.builtin();
}
