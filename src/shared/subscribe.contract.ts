import { z } from "zod";

import { EMAIL_MAX, SUBSCRIBE_MESSAGE_MAX, subscribeMessages } from "./subscribe.messages";

export { SUBSCRIBE_MESSAGE_MAX, subscribeMessages };

/** C0 control characters and DEL, except tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
// eslint-disable-next-line no-control-regex
const HAS_CONTROL_CHAR = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const subscribeRequest = z.object({
  email: z
    .string({ error: subscribeMessages.emailInvalid })
    .trim()
    .max(EMAIL_MAX, subscribeMessages.emailTooLong)
    .refine((v) => !HAS_CONTROL_CHAR.test(v), { error: subscribeMessages.emailInvalid })
    .pipe(z.email({ error: subscribeMessages.emailInvalid })),
  message: z
    .string({ error: "Message must be text" })
    // Control characters other than line breaks and tabs (NUL above all, which PostgreSQL cannot store in text)
    // are dropped: they are never part of what someone meant to write.
    .transform((v) => v.replace(CONTROL_CHARS, ""))
    .pipe(z.string().trim().max(SUBSCRIBE_MESSAGE_MAX, subscribeMessages.messageTooLong))
    .optional(),
});

export const subscribeResponse = z.object({ ok: z.literal(true), message: z.string() });
