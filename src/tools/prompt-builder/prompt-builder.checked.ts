/**
 * Generate, then check: every sentence the builder writes around the user's words goes through the shared checker
 * (src/shared/text/sentence-check). A line whose sentence the checker flags, for a problem the user's own topic does
 * not have, is not shown as built: the task line falls back to a frame that quotes the topic as written, and any other
 * line (a purpose, a main question) is dropped, since the sections around it say what it said.
 */
import { sentenceProblems } from "../../shared/text/sentence-check";
import { splitSentences } from "../../shared/text/sentences";

/** Sections whose lines are sentences (an image prompt's comma lists and a negative prompt are not). */
const LIST_SECTIONS = /^## (?:Prompt|Negative prompt|Parameters)\b/;

/**
 * The checker's rules acted on here. The rules for verbless, subjectless or lower-case lines are left out: a prompt's
 * labels ("Length: under 120 words.") and imperatives break them on purpose.
 */
const ACTED_ON = new Set([
  "doubled-auxiliary",
  "repeated-word",
  "unbalanced-bracket",
  "dangling-end",
  "missing-be",
  "a-before-plural",
  "agreement",
  "missing-word",
  "verb-after-preposition",
  "lower-case-i",
]);

/** The problems of a built sentence that the user's topic does not have itself. */
function newProblems(sentence: string, topicProblems: Set<string>): string[] {
  return sentenceProblems(sentence).filter((p) => ACTED_ON.has(p) && !topicProblems.has(p));
}

/** The topic's content words: a line that holds none of them is the builder's own wording, checked by its tests. */
const contentWords = (text: string): Set<string> => new Set(text.toLowerCase().match(/\p{L}{4,}/gu) ?? []);

/** The prompt with each flagged line replaced (the task) or dropped (any other). */
export function checkedPrompt(prompt: string, topic: string, deliverable: string): string {
  const topicProblems = new Set(sentenceProblems(topic));
  const inserted = contentWords(topic);
  let section = "";
  const out: string[] = [];
  for (const line of prompt.split("\n")) {
    if (line.startsWith("## ")) section = line;
    const sentence = !line.startsWith("#") && line.trim() !== "" && !LIST_SECTIONS.test(section);
    // (A bullet that is a phrase, "- lighthouse keeper", is no sentence: only lines ending in a full stop are read.)
    const prose =
      sentence && (!/^- /.test(line) || /[.!?]$/.test(line)) && [...contentWords(line)].some((w) => inserted.has(w));
    const body = line.replace(/^(?:- |\d+\. )/, "");
    const flagged = prose && splitSentences(body).some((s) => newProblems(s.text, topicProblems).length > 0);
    if (!flagged) out.push(line);
    else if (/^## (?:Task|Research question)/.test(section) && out[out.length - 1] === section)
      out.push(`Write ${deliverable} on this topic, as the user wrote it: "${topic.trim()}".`);
  }
  return out.join("\n");
}
