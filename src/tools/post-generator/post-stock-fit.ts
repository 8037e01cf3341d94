/**
 * Stock lines that fit what the post is for, checked after writing: an event still to come gets no looking-back line
 * ("We're still smiling about this one."), one that is over gets no invitation, and a look behind the scenes ("how we
 * roast our coffee") gets no notice closer ("Please share this with anyone who needs to know!"). A behind-the-scenes
 * head with a dash list ("... - small batches, every tuesday, beans from Colombia and Ethiopia") is said whole.
 */
import type { Platform } from "./contract";
import type { Block } from "./post-layout";
import { asSentence, capitalise } from "./post-text";

const DAY = String.raw`(?:mon|tues|wednes|thurs|fri|satur|sun)day`;
/** The prompt speaks of something still to come. */
const AHEAD = new RegExp(
  String.raw`\b(?:bring (?:a|your)|book (?:via|at|online|now|your|a)|booking|sign up|register|rsvp|(?:spaces|places|seats|tickets) (?:are )?(?:limited|available|on sale)|will|tomorrow|tonight|next|upcoming|coming up|this ${DAY}|on ${DAY}|join us)\b`,
  "i",
);
/** The prompt looks back on something over. */
const BEHIND =
  /\b(?:yesterday|last (?:week|night|month|year|\w+day)|ago|who came|came along|was|were|thanks? (?:to|you|everyone))\b/i;
/** A line that looks back. */
const LOOKING_BACK =
  /\b(?:still smiling|what a day|day to remember|still recovering|you made this happen|made a difference|it was)\b/i;
/** A line that invites to something to come. */
const INVITING =
  /\b(?:you(?:'re| are) invited|save the date|mark your calendar|hope to see you|see you there|come say hi)\b/i;
/** A line that passes a notice on. */
const NOTICE_LINE =
  /\b(?:pass (?:this|it) on|share this with anyone (?:who needs to know|it affects)|consider yourself informed|heads[- ]up|quick reminder)\b/i;
/** A look at how the poster makes or does their work. */
const BEHIND_SCENES =
  /^(?:(?:here'?s\s+)?(?:an?\s+)?(?:(?:quick|little|sneak)\s+)?(?:peek|look|glimpse)\s+)?behind\s+the\s+scenes\b|^(?:(?:here'?s|this\s+is)\s+)?how\s+(?:we|i)\s+(?:make|made|roast|brew|bake|build|craft|pour|print|dye|sew|knit|grow|cook|design|pack|ship|source|test)\b/i;

/** A look behind the scenes closes with an offer to ask, in each platform's register. */
const ASK_HOW: Record<Platform, string> = {
  linkedin: "Happy to answer any questions about how {who} work.",
  twitter: "Questions? Ask away.",
  facebook: "Any questions about how {who} do it? Just ask.",
  instagram: "Got questions about the process? Drop them below!",
  tiktok: "Questions about the process? Ask in the comments.",
};

const STOCK: ReadonlySet<Block["role"]> = new Set(["hook", "reflection", "closer"]);

/** A look behind the scenes ("behind the scenes of how we roast our coffee", "how we brew our beer"). */
function isBehindScenes(clean: string): boolean {
  return BEHIND_SCENES.test(clean.trim());
}

/** Stock lines that contradict the post's purpose are left out; a look behind the scenes closes with an offer to ask. */
export function fitStockLines(blocks: Block[], clean: string, platform: Platform): Block[] {
  const ahead = AHEAD.test(clean) && !BEHIND.test(clean);
  const behind = BEHIND.test(clean) && !AHEAD.test(clean);
  const scenes = isBehindScenes(clean);
  const out = blocks.filter(
    (b) =>
      !STOCK.has(b.role) ||
      !(
        (ahead && LOOKING_BACK.test(b.text)) ||
        (behind && INVITING.test(b.text)) ||
        (scenes && NOTICE_LINE.test(b.text))
      ),
  );
  if (scenes && !out.some((b) => b.role === "closer" || b.role === "cta")) {
    const who = /\bhow\s+i\b/i.test(clean) ? "I" : "we";
    out.push({ text: ASK_HOW[platform].replace("{who}", who), role: "closer", priority: 40 });
  }
  return out;
}

/**
 * "behind the scenes of how we roast our coffee - small batches, every tuesday, beans from Colombia and Ethiopia":
 * the head and its dash list said as one sentence, the list as written, when the writing broke them apart.
 */
export function behindScenesWhole(blocks: Block[], clean: string): Block[] {
  const text = clean.trim().replace(/[.!]+$/, "");
  if (!isBehindScenes(text) || /[.!?]\s|\n/.test(text)) return blocks;
  const dash = /^(.+?)\s+[-–—:]\s+(.+)$/.exec(text);
  if (!dash || !dash[2]!.includes(",")) return blocks;
  const lead = blocks.find((b) => b.role === "lead");
  if (!lead || lead.items) return blocks;
  const items = dash[2]!.split(/\s*,\s*/).filter(Boolean);
  const words = (s: string) => s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const said = new Set(
    words(
      blocks
        .filter((b) => b.role === "lead" || b.role === "body")
        .map((b) => b.text)
        .join(" "),
    ),
  );
  // Only when every word of the list was said by the lead and the body: nothing else of theirs is lost.
  if (!items.every((i) => words(i).every((w) => said.has(w)))) return blocks;
  const head = capitalise(
    dash[1]!
      .replace(/^(?:a|an)\s+(?=(?:quick\s+|little\s+|sneak\s+)?(?:peek|look|glimpse))/i, "Here's a ")
      .replace(/^behind\s+the\s+scenes\b/i, "Here's a look behind the scenes"),
  );
  const mark = /\s(\p{Extended_Pictographic}\uFE0F?)\s*$/u.exec(lead.text)?.[1];
  const end = /!\s*(?:\p{Extended_Pictographic}\uFE0F?)?\s*$/u.test(lead.text) ? "!" : ".";
  const whole = asSentence(`${head}: ${items.join(", ")}`, end) + (mark ? ` ${mark}` : "");
  return blocks
    .filter((b) => b.role !== "body")
    .map((b) => (b === lead ? { ...b, text: whole, source: undefined } : b));
}
