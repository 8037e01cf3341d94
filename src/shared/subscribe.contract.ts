import { z } from "zod";

import { EMAIL_MAX, SUBSCRIBE_MESSAGE_MAX, subscribeMessages } from "./subscribe.messages";

export { EMAIL_MAX, SUBSCRIBE_MESSAGE_MAX, subscribeMessages };

export const subscribeRequest = z.object({
  email: z
    .string({ error: subscribeMessages.emailInvalid })
    .trim()
    .max(EMAIL_MAX, subscribeMessages.emailTooLong)
    .pipe(z.email({ error: subscribeMessages.emailInvalid })),
  message: z
    .string({ error: "Message must be text" })
    .trim()
    .max(SUBSCRIBE_MESSAGE_MAX, subscribeMessages.messageTooLong)
    .optional(),
});
export type SubscribeRequest = z.input<typeof subscribeRequest>;

export const subscribeResponse = z.object({ ok: z.literal(true), message: z.string() });
export type SubscribeResponse = z.infer<typeof subscribeResponse>;
