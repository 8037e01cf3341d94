/** The built-in engine as a job of the server's engine pool (src/server/engines): request in, response out. */
import type { z } from "zod";
import type { coverLetterRequest, CoverLetterResponse } from "./contract";
import { generateCoverLetters } from "./cover-letter-generator.engine";

export default function run(body: z.output<typeof coverLetterRequest>): CoverLetterResponse {
  return generateCoverLetters(body);
}
