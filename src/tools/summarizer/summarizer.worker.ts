/** The built-in engine as a job of the server's engine pool (src/server/engines): request in, response out. */
import type { z } from "zod";
import type { summarizeRequest, SummarizeResponse } from "./contract";
import { summarize } from "./summarizer.engine";

export default function run(body: z.output<typeof summarizeRequest>): SummarizeResponse {
  return { summary: summarize(body.text, body.summaryLength, body.summaryStyle) };
}
