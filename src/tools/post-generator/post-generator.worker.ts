/** The built-in engine as a job of the server's engine pool (src/server/engines): request in, response out. */
import type { z } from "zod";
import type { socialPostRequest, SocialPostResponse } from "./contract";
import { generatePost } from "./post-generator.engine";

export default function run(body: z.output<typeof socialPostRequest>): SocialPostResponse {
  return generatePost(body.prompt, body.platform);
}
