import type { PromptLength } from "./contract";

/**
 * Documentation that explains how something works ("how our refund requests work", "what happens when a card
 * payment fails", "an overview of our release process") is read to understand a process, not followed step by step:
 * its approach walks through the stages, who acts and the exceptions, and its structure has no "Steps" or
 * "Before you start".
 */
const EXPLAINS =
  /^(?:(?:please\s+)?(?:explain|describe|document|outline)\s+(?:to\s+(?:[\p{L}-]+\s+){1,4}?)?)?(?:(?:how\s+(?!to\b)(?:[\p{L}'’-]+\s+){1,6}?(?:works?|happens?|functions?|operates?|runs?|flows?|gets?\s+(?:processed|handled|approved|reviewed))\b)|what\s+happens\s+(?:when|after|if)\b|(?:an?\s+)?overview\s+of\b)/iu;

export function explainsProcess(topic: string): boolean {
  return EXPLAINS.test(topic.trim());
}

/** Words that make "how X works" a process people take part in ("how our refund requests work"), not a system. */
const PROCESS_WORDS =
  /\b(?:process(?:es)?|procedures?|workflows?|requests?|claims?|approvals?|applications?|onboarding|hiring|recruitment|sign-?offs?|reviews?|appeals?|complaints?|bookings?|rotas?|handovers?|escalations?|policy|policies)\b/i;
/** "how our API rate limits work" -> "our API rate limits": the thing the explanation is about, one noun phrase. */
const HOW_X_WORKS =
  /\bhow\s+(?!to\b)((?:[\p{L}\p{N}'’/-]+\s+){0,6}?[\p{L}\p{N}'’/-]+)\s+(?:works?|functions?|operates?|runs?|behaves?|fits? together)\b/iu;

/**
 * The system a "how X works" topic explains ("our API rate limits", "our webhook retry logic"), or null when the topic
 * is not of that form or X is a process people take part in (a request, an approval, a rota). A system is explained
 * by its parts, limits and behaviour, not by stages and roles: it has no "Who does what".
 */
export function explainedSystem(topic: string): string | null {
  const x = HOW_X_WORKS.exec(topic)?.[1];
  return x && !PROCESS_WORDS.test(x) ? x : null;
}

/** An explainer's deliverable, approach and format, by length: a one-line summary then a list when short, headed
 * sections when medium, more of them and a table of contents when long. */
interface Explainer {
  deliverable: Record<PromptLength, string>;
  approach: string[];
  format: Record<PromptLength, string[]>;
}
function explainer(kind: string, approach: string[], shortList: string, medium: string[], long: string[]): Explainer {
  return {
    deliverable: { short: "a one-page explainer", medium: `a ${kind} explainer`, long: `a complete ${kind} guide` },
    approach,
    format: {
      short: [`A one-line summary, then ${shortList}.`, "Markdown."],
      medium: [`Markdown with headings: ${medium.join(", ")}.`],
      long: [`Markdown with headings: ${long.join(", ")}.`, "A table of contents at the top."],
    },
  };
}

const SYSTEM = explainer(
  "system",
  [
    "Start with what it is for and the one idea the reader must grasp.",
    "Explain its parts and how they fit together, following one request or event through them.",
    "Give the limits, defaults and edge cases the reader must know, each with a short worked example.",
  ],
  "the key behaviours as a short list",
  ["Overview", "How it works", "Limits and defaults", "Examples", "Edge cases", "Where to get help"],
  ["Overview", "How it works", "Limits and defaults", "Examples", "Edge cases", "FAQ", "Where to get help"],
);
const PROCESS = explainer(
  "process",
  [
    "Start with what the process is for and who is involved.",
    "Walk through the stages in the order they happen: what starts each one, who acts and what the outcome is.",
    "Call out the rules, time limits and exceptions the reader must know, and who to ask when a case does not fit.",
  ],
  "the stages as a short numbered list",
  ["Overview", "How it works", "Who does what", "Exceptions", "Where to get help"],
  ["Overview", "How it works", "Who does what", "Timings", "Exceptions and edge cases", "FAQ", "Where to get help"],
);

export const SYSTEM_EXPLAINER = SYSTEM.deliverable;
export const SYSTEM_APPROACH = SYSTEM.approach;
export const SYSTEM_FORMAT = SYSTEM.format;
export const EXPLAINER = PROCESS.deliverable;
export const EXPLAINER_APPROACH = PROCESS.approach;
export const EXPLAINER_FORMAT = PROCESS.format;
