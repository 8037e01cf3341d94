/** The built-in engine as a job of the server's engine pool (src/server/engines): request in, response out. */
import type { z } from "zod";
import type { promptBuilderRequest, PromptBuilderResponse } from "./contract";
import { buildPrompt } from "./prompt-builder.engine";

export default function run(body: z.output<typeof promptBuilderRequest>): PromptBuilderResponse {
  return buildPrompt(body);
}
