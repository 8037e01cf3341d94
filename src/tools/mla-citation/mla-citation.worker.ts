/** The built-in engine as a job of the server's engine pool (src/server/engines): request in, response out. */
import type { z } from "zod";
import type { mlaRequest, MlaResponse } from "./contract";
import { formatCitation } from "./mla-citation.engine";

export default function run(body: z.output<typeof mlaRequest>): MlaResponse {
  return formatCitation(body);
}
