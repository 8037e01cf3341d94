/** Limits and texts of the subscribe form (no zod here: the home page imports this). */
export const SUBSCRIBE_MESSAGE_MAX = 2000;
export const EMAIL_MAX = 254;

export const subscribeMessages = {
  emailInvalid: "Please enter a valid email address",
  emailTooLong: `Email address is too long (at most ${EMAIL_MAX} characters)`,
  messageTooLong: `Message is too long (at most ${SUBSCRIBE_MESSAGE_MAX} characters)`,
  duplicate: "This email address is already subscribed",
  success: { title: "Subscribed!", description: "Thank you for subscribing to our newsletter." },
  inline: "Thanks for subscribing!",
  databaseDown: "Subscriptions are unavailable right now. Please try again in a minute.",
} as const;
