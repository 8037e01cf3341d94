/**
 * Things people ask a model to write, beyond each category's own list of deliverables: "a poll question for our
 * followers", "a homepage hero section for ...", "a push notification to bring back users ...", "a thank-you note to a
 * client ...". A topic that opens with a noun phrase ending in one of these words, followed by what it is for or about,
 * names its deliverable; the rest is what the piece is about. (Words that are as often the subject as the thing to
 * write, "policy", "plan", "review", "story", are left to each category's own list.)
 */
const WRITABLE = [
  "note",
  "notes",
  "notification",
  "question",
  "questions",
  "poll",
  "quiz",
  "survey",
  "questionnaire",
  "section",
  "entry",
  "hero",
  "banner",
  "reply",
  "response",
  "card",
  "bio",
  "summary",
  "outline",
  "brief",
  "checklist",
  "minutes",
  "pitch",
  "statement",
  "manual",
  "glossary",
  "one-shot",
  "scenario",
  "worksheet",
  "syllabus",
  "rubric",
  "commercial",
  "jingle",
  "welcome",
  "greeting",
  "blurb",
  "intro",
  "introduction",
  "article",
  "blog post",
  "testimonial",
  "voiceover",
  "caption",
  "copy",
] as const;

const HEAD = new RegExp(
  String.raw`^(?:(?:an?|the|our|my|some)\s+)?((?:[\p{L}&'’-]+\s+){0,3}(?:${WRITABLE.join("|")}))(?=\s+(?:for|about|to|on|after|with|in|that|announcing|asking|inviting|telling|explaining|celebrating|thanking|reminding|welcoming)\b|\s*[:,]|\s*$)`,
  "iu",
);

/** The deliverable a topic's opening noun phrase names ("push notification" of "push notification to bring back
 * users ..."), or null. */
export function writableHead(topic: string): { text: string; index: number } | null {
  const m = HEAD.exec(topic.trim());
  if (!m) return null;
  const text = m[1]!;
  return { text, index: topic.indexOf(text) };
}
