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

export const EXPLAINER: Record<PromptLength, string> = {
  short: "a one-page explainer",
  medium: "a process explainer",
  long: "a complete process guide",
};

export const EXPLAINER_APPROACH = [
  "Start with what the process is for and who is involved.",
  "Walk through the stages in the order they happen: what starts each one, who acts and what the outcome is.",
  "Call out the rules, time limits and exceptions the reader must know, and who to ask when a case does not fit.",
];

export const EXPLAINER_FORMAT: Record<PromptLength, string[]> = {
  short: ["A one-line summary, then the stages as a short numbered list.", "Markdown."],
  medium: ["Markdown with headings: Overview, How it works, Who does what, Exceptions, Where to get help."],
  long: [
    "Markdown with headings: Overview, How it works, Who does what, Timings, Exceptions and edge cases, FAQ, Where to get help.",
    "A table of contents at the top.",
  ],
};
