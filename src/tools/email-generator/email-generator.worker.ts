/** The built-in engine as a job of the server's engine pool (src/server/engines): request in, response out. */
import type { z } from "zod";
import type { emailTemplateRequest, EmailTemplateResponse } from "./contract";
import { generateEmail } from "./email-generator.engine";

export default function run(body: z.output<typeof emailTemplateRequest>): EmailTemplateResponse {
  return generateEmail(body);
}
