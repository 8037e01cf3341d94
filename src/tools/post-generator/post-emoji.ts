/** One emoji for a post: the subject's own when the prompt names a familiar one (coffee, books, dogs), else the intent's. */
import type { Intent } from "./post-frames.types";

const BY_INTENT: Record<Intent, string> = {
  launch: "🚀",
  announcement: "📣",
  notice: "📌",
  hiring: "👋",
  event: "📅",
  thanks: "🙏",
  milestone: "🎉",
  promo: "🔥",
  tips: "💡",
  opinion: "💭",
  question: "🤔",
  general: "✨",
};

const BY_SUBJECT: [RegExp, string][] = [
  [/\b(?:bakery|bread|sourdough|loaf|croissants?|pastr(?:y|ies))\b/i, "🥐"],
  [/\b(?:coffee|café|cafe|roaster(?:y|ies)|espresso|latte|hot chocolate|cocoa|chai)\b/i, "☕"],
  // (An "open source library" or "npm library" is code, no books.)
  [
    /\b(?:books|bookstore|bookshop|(?<!\b(?:source|code|software|npm|python|javascript|js|rust|go|component|ui|client)\s)library|reading|poetry|novel)\b/i,
    "📚",
  ],
  [/\b(?:pottery|ceramics?|clay|mugs?)\b/i, "🏺"],
  [/\bhoney\b/i, "🍯"],
  [/\bcandles?\b/i, "🕯️"],
  [/\b(?:quilt|knit\w*|sewing|yarn)\b/i, "🧵"],
  [/\b(?:choir|singing|messiah)\b/i, "🎶"],
  // (A pose or a dish named after an animal is no animal: "downward dog", "cat cow", "hot dog".)
  [
    /(?<!\b(?:downward|upward|down|up|hot|facing|bird)[\s-])\b(?:dogs?|puppy|retriever)\b(?![\s-](?:pose|stretch|days))/i,
    "🐶",
  ],
  [/\b(?:cats?|kitten)\b(?![\s-](?:cow|pose|stretch|nap))/i, "🐱"],
  // ("family run garage", "a well-run shop": run by someone, no running.)
  [
    /(?<!\b(?:family|locally|independently|well|privately|volunteer)[\s-])\b(?:runs?(?!\s+(?:for|from|until|till|on|every|weekly|daily|monthly)\b)|runners|running|marathon|\d+k\s+(?:run|race))\b/i,
    "🏃",
  ],
  [/\b(?:podcast|episode)\b/i, "🎙️"],
  [/\b(?:music|concert|gig|band)\b/i, "🎶"],
  [/\b(?:garden|gardening|plants?|flowers?)\b/i, "🌱"],
  [
    /\b(?:yoga|meditation|pilates|stretch(?:es|ing)?|poses?|(?:downward|upward)[\s-]+(?:facing[\s-]+)?dog|cat[\s-]+cow)\b/i,
    "🧘",
  ],
  [/\b(?:robot|robotics)\b/i, "🤖"],
  [/\b(?:bikes?|bicycles?|cycling)\b/i, "🚲"],
  [/\b(?:ice cream|gelato)\b/i, "🍦"],
  [/\b(?:brunch|menu|restaurant|taco|pizza|food)\b/i, "🍽️"],
  [/\b(?:graduat\w*|degree|mba|exam|school|class(?:es)?)\b/i, "🎓"],
  [/\b(?:shoes|sneakers)\b/i, "👟"],
  [/\b(?:ceramics|pottery)\b/i, "🏺"],
  [/\b(?:photo(?:graphy)?|camera)\b/i, "📸"],
  [/\b(?:skincare|skin|beauty|cosmetics|makeup|serum|lotion)\b/i, "🧴"],
  // Money kept, spent or counted ("our budgeting app Penny", "expense tracker"): the money, not the screen it is on.
  [/\b(?:budget(?:ing)?|savings?|money|finances?|expenses?|spending|bookkeeping|accounting)\b/i, "💰"],
  // An app is on a phone; code, software and the people who write it are on a computer.
  [/\bapps?\b/i, "📱"],
  [/\b(?:software|code(?!\s+[A-Z0-9]{3,})|developer|engineer|library|open source|github|npm)\b/i, "💻"],
];

/** A complaint or a bad day ("The new train timetable is a disaster."): no cheerful mark beside it. */
const COMPLAINT =
  /\b(?:disaster|disastrous|terrible|awful|horrible|worst|ridiculous|useless|annoying|infuriating|frustrat\w*|furious|angry|fed up|sick of|rant|nightmare|shambles|joke of a)\b/i;

/**
 * The mark for a post: the one the prompt typed, else the subject's, else the intent's; none when only a generic
 * sparkle would be left (a general post) or beside a complaint.
 */
export function postEmoji(intent: Intent, content: string, prompt: string): string {
  const own = /\p{Extended_Pictographic}\uFE0F?/u.exec(prompt)?.[0];
  if (own) return own;
  if (COMPLAINT.test(content)) return "";
  const mark = emojiFor(intent, content);
  return intent === "general" && mark === BY_INTENT.general ? "" : mark;
}

function emojiFor(intent: Intent, content: string): string {
  if (
    intent === "launch" ||
    intent === "milestone" ||
    intent === "hiring" ||
    intent === "event" ||
    intent === "general" ||
    intent === "announcement"
  ) {
    // The subject named first wins ("our rooftop garden at Harbour Library" is about the garden).
    let best: [number, string] | null = null;
    for (const [re, emoji] of BY_SUBJECT) {
      const at = re.exec(content)?.index;
      if (at !== undefined && (!best || at < best[0])) best = [at, emoji];
    }
    return best?.[1] ?? BY_INTENT[intent];
  }
  return BY_INTENT[intent];
}
