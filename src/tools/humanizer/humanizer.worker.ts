/** The built-in engine as a job of the server's engine pool (src/server/engines): request in, response out. */
import type { z } from "zod";
import type { humanizeRequest, HumanizeResponse } from "./contract";
import { humanize } from "./humanizer.engine";

export default function run(body: z.output<typeof humanizeRequest>): HumanizeResponse {
  return { result: humanize(body.text, body.voiceStyle) };
}
