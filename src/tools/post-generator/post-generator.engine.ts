import { keyPhrases, type KeyPhrase } from "../../shared/text/keyphrases";
import { splitSentences } from "../../shared/text/sentences";
import { PLATFORMS, type Platform, type SocialPostResponse } from "./contract";
import { BULLET, INSTRUCTION_PREFIX, INSTRUCTION_WORDS, INTENT_COPY, INTENT_PATTERNS, type Intent } from "./post-generator.data";
import { charLength, xLength } from "./post-length";

/**
 * Built-in social post engine: strips the instruction from the prompt ("Write a LinkedIn post about ..."), finds the
 * subject's key phrases (RAKE), recognises the kind of post (launch, event, achievement, ...), and fills the
 * platform's structure: X one tight paragraph, LinkedIn hook + paragraphs + arrow bullets + question, Instagram short
 * lines + sparkle bullets + dotted spacer, Facebook conversational, TikTok one punchy line. Hashtags are CamelCased
 * key phrases of the prompt. The whole post, hashtags included, is fitted to the platform's limit.
 */

const HASHTAG_MAX = 30;

export function measure(text: string, platform: Platform): number {
  return PLATFORMS[platform].weighted ? xLength(text) : charLength(text);
}

/** The subject of a prompt, without the "write a post about" instruction. */
export function subjectOf(prompt: string): string {
  const stripped = prompt.replace(INSTRUCTION_PREFIX, "").trim();
  return stripped || prompt.trim();
}

export function detectIntent(subject: string): Intent {
  return INTENT_PATTERNS.find(([, re]) => re.test(subject))?.[0] ?? "general";
}

export function topicPhrases(subject: string): KeyPhrase[] {
  return keyPhrases(subject, { exclude: INSTRUCTION_WORDS });
}

function camel(word: string): string {
  // "eco-friendly" -> "EcoFriendly"; words with their own capitals keep them (AI, GitHub, iPhone).
  return word
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .map((part) => (/^\p{Ll}+\p{Lu}/u.test(part) ? part : part[0]!.toUpperCase() + part.slice(1)))
    .join("");
}

function tagOf(words: string[]): string | null {
  for (let start = 0; start < words.length; start++) {
    const body = words.slice(start).map(camel).join("");
    if (body.length <= HASHTAG_MAX && /\p{L}/u.test(body)) return `#${body}`;
  }
  return null;
}

/** Up to `count` hashtags from the prompt's key phrases, best first; then single key words if more are wanted. */
export function hashtagsFor(phrases: KeyPhrase[], count: number): string[] {
  const tags: string[] = [];
  const seen = new Set<string>();
  const add = (tag: string | null) => {
    if (!tag || tags.length >= count || seen.has(tag.toLowerCase())) return;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  };
  for (const p of phrases) add(tagOf(p.words));
  // Single words only when they are real words (4+ letters) or acronyms (AI, NASA).
  for (const p of phrases) {
    for (const w of [...p.words].reverse()) if ([...w].length >= 4 || /^\p{Lu}{2,}$/u.test(w)) add(tagOf([w]));
  }
  return tags;
}

/** A sentence that starts with a capital and ends with punctuation. */
function asSentence(text: string): string {
  const t = text.trim().replace(/\s+/g, " ");
  if (!t) return t;
  const first = t[0]!.toUpperCase() + t.slice(1);
  return /[.!?…)"'”’\p{Extended_Pictographic}]$/u.test(first) ? first : `${first}.`;
}

function pick<T>(items: T[], seed: string): T {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  return items[(h >>> 0) % items.length]!;
}

interface Parts {
  hook: string;
  body: string[];
  heading: string;
  bullets: string[];
  cta: string;
}

function layout(platform: Platform, p: Parts, tags: string[]): string {
  const tagLine = tags.join(" ");
  const bulletBlock = p.bullets.length ? [p.heading, ...p.bullets].filter(Boolean).join("\n") : "";
  const blocks = (...items: string[]) => items.filter(Boolean).join("\n\n");
  switch (platform) {
    case "twitter":
      return blocks([p.hook, p.body.join(" ")].filter(Boolean).join(" "), p.cta, tagLine);
    case "tiktok":
      return blocks([p.hook, p.body.join(" "), p.cta].filter(Boolean).join(" "), tagLine);
    case "instagram":
      return [blocks(p.hook, ...p.body, bulletBlock, p.cta), tagLine ? `.\n.\n.\n${tagLine}` : ""].filter(Boolean).join("\n");
    case "linkedin":
    case "facebook":
      return blocks(p.hook, ...p.body, bulletBlock, p.cta, tagLine);
  }
}

/** Cuts text to fit `budget` at a sentence end if possible, else at a word, adding an ellipsis. */
function truncate(text: string, budget: number, platform: Platform): string {
  if (measure(text, platform) <= budget) return text;
  const sentences = splitSentences(text).map((s) => s.text);
  let kept = "";
  for (const s of sentences) {
    const next = kept ? `${kept} ${s}` : s;
    if (measure(next, platform) > budget) break;
    kept = next;
  }
  if (kept) return kept;
  const words = text.split(/\s+/);
  let out = "";
  for (const w of words) {
    const next = out ? `${out} ${w}` : w;
    if (measure(`${next}…`, platform) > budget) break;
    out = next;
  }
  return out ? `${out.replace(/[\s,;:.!?-]+$/u, "")}…` : "";
}

/** Assembles the post and makes it fit the platform's limit: drops bullets, call to action, hook, then hashtags down
 * to one while the body would be shorter than a third of the limit, then shortens the body. */
export function fitPost(platform: Platform, parts: Parts, hashtags: string[]): SocialPostResponse {
  const limit = PLATFORMS[platform].limit;
  const p: Parts = { ...parts, body: [...parts.body], bullets: [...parts.bullets] };
  let tags = [...hashtags];
  const fits = () => measure(layout(platform, p, tags), platform) <= limit;
  if (fits()) return { post: layout(platform, p, tags), hashtags: tags };
  for (const drop of ["bullets", "cta", "hook"] as const) {
    if (drop === "bullets") p.bullets = [];
    else p[drop] = "";
    if (fits()) return { post: layout(platform, p, tags), hashtags: tags };
  }
  const bodyText = p.body.join(" ");
  const budgetFor = (t: string[]) => limit - measure(layout(platform, { ...p, body: [] }, t), platform) - 2;
  while (tags.length > 1 && budgetFor(tags) < limit / 3) tags = tags.slice(0, -1);
  p.body = [truncate(bodyText, budgetFor(tags), platform)];
  while (!fits() && tags.length > 0) tags = tags.slice(0, -1);
  return { post: layout(platform, p, tags), hashtags: tags };
}

export function generatePost(prompt: string, platform: Platform): SocialPostResponse {
  const subject = subjectOf(prompt);
  const intent = detectIntent(subject);
  const phrases = topicPhrases(subject);
  const copy = INTENT_COPY[intent];
  const topic = phrases[0]?.text ?? subject.split(/\s+/).slice(0, 4).join(" ");
  const hookTemplate = pick(copy.hooks, `${subject}|${platform}`);
  const hook = hookTemplate.includes("{topic}") && !topic ? "" : hookTemplate.replace("{topic}", topic);

  const sentences = splitSentences(subject).map((s) => asSentence(s.text));
  const body = platform === "linkedin" || platform === "facebook" ? paragraphs(sentences) : [sentences.join(" ")];
  const mark = BULLET[platform];
  const bullets =
    mark && phrases.length >= 3
      ? phrases.slice(1, platform === "instagram" ? 4 : 5).map((ph) => `${mark} ${ph.text[0]!.toUpperCase()}${ph.text.slice(1)}`)
      : [];
  const hashtags = hashtagsFor(phrases, PLATFORMS[platform].hashtags);
  return fitPost(platform, { hook, body, heading: platform === "instagram" ? "" : copy.heading, bullets, cta: copy.cta[platform] }, hashtags);
}

/** Two sentences a paragraph: easier to read on LinkedIn and Facebook. */
function paragraphs(sentences: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < sentences.length; i += 2) out.push(sentences.slice(i, i + 2).join(" "));
  return out;
}

/** Normalises hashtags from any source ("#tag", "tag", "two words") into "#Tag" form, deduplicated. */
export function normaliseHashtags(raw: string[], count: number): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const r of raw) {
    const tag = tagOf(r.replace(/^#+/, "").split(/[\s_-]+/).filter(Boolean));
    if (tag && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      out.push(tag);
    }
    if (out.length >= count) break;
  }
  return out;
}

/** Turns a model's answer into the same shape as the built-in one: hashtags normalised, trailing hashtag lines moved
 * out of the text, and the whole post fitted to the platform's limit. */
export function fitModelPost(answer: SocialPostResponse, platform: Platform): SocialPostResponse {
  const lines = answer.post.trim().split("\n");
  const inline: string[] = [];
  while (lines.length > 0 && /^\s*(#[\p{L}\p{M}\p{N}_]+\s*)+$/u.test(lines[lines.length - 1]!)) {
    inline.unshift(...lines.pop()!.trim().split(/\s+/));
  }
  const text = lines.join("\n").trim();
  const tags = normaliseHashtags([...answer.hashtags, ...inline], PLATFORMS[platform].hashtags);
  const body = text.split(/\n{2,}/).map((p) => p.trim()).filter(Boolean);
  return fitPost(platform, { hook: "", body, heading: "", bullets: [], cta: "" }, tags);
}
