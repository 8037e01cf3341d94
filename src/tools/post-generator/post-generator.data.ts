import type { Platform } from "./contract";

/**
 * Wording the built-in social post engine fills in: what a prompt's instruction looks like, the kinds of post
 * (intents) it recognises, and each intent's hooks and calls to action per platform. {topic} is replaced by the
 * prompt's top key phrase.
 */

/** "Write a catchy LinkedIn post about ..." -> "...": the instruction, not the subject. */
export const INSTRUCTION_PREFIX =
  /^\s*(?:please\s+)?(?:(?:can|could|would)\s+you\s+)?(?:write|create|generate|make|draft|compose|craft|give\s+me|i\s+need|i\s+want|help\s+me\s+(?:write|create))\s+(?:me\s+|us\s+)?(?:an?\s+|some\s+|the\s+|one\s+)?(?:(?:short|quick|catchy|engaging|fun|professional|viral|funny|punchy|brief|great|good|cool|nice)\s+)*(?:(?:twitter|x|linkedin|instagram|insta|ig|facebook|fb|tiktok|social(?:\s+media)?)\s+)?(?:post|tweet|caption|update|thread|status|message|announcement|content)s?\b\s*(?:(?:for|on)\s+(?:twitter|x|linkedin|instagram|facebook|tiktok)\s*)?(?:(?:about|on|regarding|re:|for|that\s+says|saying|to\s+say|that)\s+)?/i;

/** Words that say what to write rather than what the post is about: never hashtags. */
export const INSTRUCTION_WORDS: ReadonlySet<string> = new Set(
  `write create generate make draft compose craft post posts tweet tweets caption captions thread status update
  message content social media twitter linkedin instagram insta facebook tiktok hashtag hashtags please catchy
  engaging short quick fun viral funny punchy brief announce announcing announcement introducing launching excited
  thrilled proud happy delighted pleased share sharing celebrate celebrating new today tomorrow week soon just
  want need help make amazing awesome great incredible`.split(/\s+/).filter(Boolean),
);

export type Intent = "launch" | "event" | "achievement" | "hiring" | "tips" | "promo" | "question" | "general";

/** First match wins, in this order. */
export const INTENT_PATTERNS: [Intent, RegExp][] = [
  ["hiring", /\b(hiring|job opening|open role|open position|join our team|we'?re looking for|vacanc|recruit)/i],
  ["promo", /(\d+\s?%\s?off|\bdiscount|\bsale\b|\bdeal\b|\bcoupon|\bpromo|\bfree shipping|\blimited time|\boffer\b)/i],
  ["launch", /\b(launch|introduc|announc|unveil|releas|new product|now available|just dropped|coming soon)/i],
  ["event", /\b(webinar|conference|meetup|workshop|event|summit|join us|live stream|livestream|register|rsvp|save the date)/i],
  ["achievement", /\b(won|win|award|milestone|achiev|celebrat|proud|anniversary|graduat|promot|reached|hit \d|record)/i],
  ["tips", /\b(tips?|how to|ways to|guide|lessons?|mistakes|advice|steps to|tricks?|hacks?)\b/i],
  ["question", /\?\s*$|^\s*(what|why|how|which|who|should|do you|is it)\b/i],
];

interface IntentCopy {
  hooks: string[];
  /** Bullet heading for long-form platforms. */
  heading: string;
  cta: Record<Platform, string>;
}

export const INTENT_COPY: Record<Intent, IntentCopy> = {
  launch: {
    hooks: ["Big news! 🚀", "It's here! 🚀", "Something new just landed 🚀"],
    heading: "What you need to know:",
    cta: {
      twitter: "Check it out 👇",
      linkedin: "I'd love to hear what you think. What would you like to see next?",
      instagram: "Tap the link in bio to learn more 🔗",
      facebook: "Have a look and tell us what you think in the comments!",
      tiktok: "Would you try it? 👀",
    },
  },
  event: {
    hooks: ["Save the date! 📅", "You're invited! 📅", "Mark your calendar 📅"],
    heading: "Event details:",
    cta: {
      twitter: "Will you be there?",
      linkedin: "Will you join us? Drop a comment and I'll send you the details.",
      instagram: "Tag a friend you'd bring along 👯",
      facebook: "Let us know in the comments if you're coming!",
      tiktok: "See you there? 👋",
    },
  },
  achievement: {
    hooks: ["Proud moment! 🎉", "We did it! 🎉", "A milestone worth sharing 🎉"],
    heading: "What made it possible:",
    cta: {
      twitter: "Thank you to everyone who made this happen 🙌",
      linkedin: "Thank you to everyone who made this possible. On to the next chapter!",
      instagram: "Double-tap to celebrate with us ❤️",
      facebook: "Thank you all for the support. Celebrate with us in the comments!",
      tiktok: "Couldn't have done it without you 🙌",
    },
  },
  hiring: {
    hooks: ["We're hiring! 👋", "Join our team! 👋", "Now hiring 👋"],
    heading: "What we're looking for:",
    cta: {
      twitter: "Know someone great? Send them our way.",
      linkedin: "Know someone who would be a great fit? Share this post or tag them in the comments.",
      instagram: "Tag someone who'd be perfect for this 👇",
      facebook: "Know someone who'd be a great fit? Share this post with them!",
      tiktok: "Tag someone who needs to see this 👇",
    },
  },
  tips: {
    hooks: ["Quick tips on {topic} 💡", "Here's what works for {topic} 💡", "Save this for later: {topic} 💡"],
    heading: "Key takeaways:",
    cta: {
      twitter: "Which one will you try first?",
      linkedin: "Which of these would you add to your routine? Share your own tips below.",
      instagram: "Save this post for later 📌",
      facebook: "Which tip will you try first? Tell us below!",
      tiktok: "Follow for part 2 👀",
    },
  },
  promo: {
    hooks: ["Don't miss this! 🔥", "Deal alert! 🔥", "For a limited time only 🔥"],
    heading: "The details:",
    cta: {
      twitter: "Grab yours before it's gone 👇",
      linkedin: "Take advantage of it while it lasts, and feel free to pass it on.",
      instagram: "Shop now via the link in bio 🛍️",
      facebook: "Grab yours before it's gone and share with a friend who'd love it!",
      tiktok: "Run, don't walk 🏃",
    },
  },
  question: {
    hooks: ["Let's talk about {topic} 💬", "Quick question about {topic} 💬", "I've been thinking about {topic} 💬"],
    heading: "Points to consider:",
    cta: {
      twitter: "What's your take? Reply below 👇",
      linkedin: "I'm curious where you stand. Share your perspective in the comments.",
      instagram: "Tell us in the comments 👇",
      facebook: "What do you think? Let us know in the comments!",
      tiktok: "Comment your answer 👇",
    },
  },
  general: {
    hooks: ["Let's talk about {topic} 👇", "All about {topic} ✨", "A few thoughts on {topic} 💭"],
    heading: "Highlights:",
    cta: {
      twitter: "What do you think?",
      linkedin: "What's your experience with this? I'd love to hear your thoughts in the comments.",
      instagram: "Share your thoughts in the comments 💬",
      facebook: "What do you think? Share your thoughts below!",
      tiktok: "Follow for more ✨",
    },
  },
};

/** Bullet marks per long-form platform. */
export const BULLET: Partial<Record<Platform, string>> = { linkedin: "→", instagram: "✨", facebook: "•" };
