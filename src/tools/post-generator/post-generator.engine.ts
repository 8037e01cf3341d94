import nlp from "compromise";
import { splitSentences } from "../../shared/text/sentences";
import { PLATFORMS, type Platform, type SocialPostResponse } from "./contract";
import {
  CLOSERS,
  DEFAULT_TONE,
  EMOJI,
  FOREIGN,
  GENERIC_WORDS,
  FILLER,
  FOREIGN_INTENT,
  INJECTION,
  INSTRUCTION_PREFIX,
  INSTRUCTION_WORDS,
  KIND_PREFIX,
  INTENT_PATTERNS,
  LANG_MARKERS,
  META_SENTENCE,
  OPENERS,
  SENTENCE_INSTRUCTION,
  TONE_PATTERNS,
  TONE_PHRASE,
  type Intent,
  type Lang,
  type Tone,
} from "./post-generator.data";
import { charLength, xLength } from "./post-length";

/**
 * Built-in social post engine, in two steps.
 * 1. Understanding: HTML and the instruction to the tool are removed ("Write a LinkedIn post about ...", "Keep it
 *    short."), the tone the prompt asks for and its language are read, the intent is recognised (launch, hiring,
 *    event, thanks, opinion, ...), and the prompt's own sentences become the post's body in first person ("announce
 *    that we open ..." -> "We open ..."; "opening our café" -> "We're opening our café."). URLs are kept whole.
 * 2. Writing: an opening and a closing sentence from the library (intent x tone x platform, or the prompt's language),
 *    laid out per platform, with hashtags made only of the prompt's noun phrases (compromise), never of verbs,
 *    numbers, URLs or generic words. The whole post, hashtags included, is fitted to the platform's limit by dropping
 *    whole sentences, then clauses; a word is never cut.
 */

const HASHTAG_MAX = 24;
/** Most hashtags per platform the built-in engine adds (X: 1-3; elsewhere up to 8). */
const TAG_COUNT: Record<Platform, number> = { twitter: 2, linkedin: 4, instagram: 8, facebook: 3, tiktok: 4 };
const URL = /\bhttps?:\/\/[^\s<>"]+|\bwww\.[^\s<>"]+|\b[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|io|app|dev|co|uk|de|es|fr|eu|ai|me|shop|store)\b(?:\/[^\s<>"]*)?/gi;

export function measure(text: string, platform: Platform): number {
  return PLATFORMS[platform].weighted ? xLength(text) : charLength(text);
}

/** Prompt text without HTML, entities, control characters and the instruction ("Write a post about ..."). */
export function cleanPrompt(prompt: string): string {
  return prompt
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<br\s*\/?>|<\/p>|<\/li>|<\/div>/gi, "\n")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    // eslint-disable-next-line no-control-regex -- control characters are what this strips
    .replace(/[\u0000-\u0009\u000B-\u001F\u007F\u200B-\u200D\uFEFF]/g, " ")
    .replace(/[ \t]+/g, " ")
    .trim();
}

/** The subject of a prompt, without the instruction. */
export function subjectOf(prompt: string): string {
  const clean = cleanPrompt(prompt);
  const stripped = clean.replace(FILLER, "").replace(INSTRUCTION_PREFIX, "").replace(KIND_PREFIX, "").trim();
  return stripped || clean;
}

export function detectLanguage(text: string): Lang | "other" {
  const letters = text.match(/\p{L}/gu) ?? [];
  const latin = text.match(/[A-Za-zÀ-ÿ]/g) ?? [];
  if (letters.length > 0 && latin.length / letters.length < 0.5) return "other";
  const tokens = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  const en = new Set("the and is are we our my for with to of a an this that you it at on in".split(" "));
  const scores: [Lang, number][] = [["en", tokens.filter((t) => en.has(t)).length]];
  for (const [lang, set] of Object.entries(LANG_MARKERS) as [Lang, ReadonlySet<string>][]) {
    scores.push([lang, tokens.filter((t) => set.has(t)).length]);
  }
  scores.sort((a, b) => b[1] - a[1]);
  return scores[0]![1] === 0 ? "en" : scores[0]![0];
}

export function detectTone(prompt: string, platform: Platform): Tone {
  return TONE_PATTERNS.find(([, re]) => re.test(prompt))?.[0] ?? DEFAULT_TONE[platform];
}

export function detectIntent(subject: string): Intent {
  return INTENT_PATTERNS.find(([, re]) => re.test(subject))?.[0] ?? "general";
}

function hash(seed: string): number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  return h >>> 0;
}
function pick<T>(items: readonly T[], seed: string): T {
  return items[hash(seed) % items.length]!;
}

function capitalise(s: string): string {
  return s ? s[0]!.toUpperCase() + s.slice(1) : s;
}

/** A sentence that starts with a capital and ends with punctuation (a URL at the end keeps no trailing dot). */
function asSentence(text: string): string {
  const t = text.trim().replace(/\s+/g, " ").replace(/[\s,;:–—-]+$/u, "");
  if (!t) return t;
  const first = capitalise(t).replace(/([.!?]\s+)(\p{Ll})/gu, (_, p: string, c: string) => p + c.toUpperCase());
  if (/[.!?…)"'”’\p{Extended_Pictographic}]$/u.test(first)) return first;
  if (/(?:https?:\/\/|www\.)\S+$/i.test(first)) return first;
  return `${first}.`;
}

/** The poster's voice: "we" when the prompt speaks for a group, else "I". */
function voiceOf(subject: string): "we" | "I" {
  if (/\b(we|our|us|we're|we've)\b/i.test(subject)) return "we";
  if (/\b(i|my|me|i'm|i've)\b/i.test(subject)) return "I";
  return "we";
}

/** Lower-cases a sentence's first letter before a new subject is put in front, unless it starts a name or "I". */
function lowerFirst(s: string): string {
  const first = s.split(/\s+/)[0] ?? "";
  if (/^I\b/.test(first) || /\p{Lu}.*\p{Lu}/u.test(first)) return s;
  const tags = (nlp(first).terms().json()[0] as { terms?: { tags?: string[] }[] } | undefined)?.terms?.[0]?.tags ?? [];
  if (tags.includes("ProperNoun") && !tags.includes("Verb")) return s;
  return s[0]!.toLowerCase() + s.slice(1);
}

/** Cuts an instruction to the tool out of a sentence ("..., anyway can you write a post about the launch"). */
function withoutInlineInstruction(s: string): string {
  return s
    .replace(/[,;]?\s*(?:anyway[,\s]+)?(?:(?:can|could|would)\s+you\s+(?:please\s+)?|please\s+)(?:write|make|create|draft|post)\b.*$/i, "")
    .replace(/\b(for|about)\s+like\s+/gi, "$1 ")
    .trim();
}

/** Splits comma-spliced clauses of a rambling prompt into sentences ("..., it syncs with ..."). */
function unsplice(s: string): string[] {
  if (s.length < 140) return [s];
  return s
    .split(/,\s+(?=(?:it|we|i|they|this|she|he)(?:'s|'re|'ve|'m)?\s)/i)
    .map((part) => part.replace(/^(?:anyway|and|so)[,\s]+/i, "").trim())
    .filter(Boolean);
}

/** Turns one prompt sentence into a sentence of the post, or "" when it only steers the writing. */
function rewrite(sentence: string, intent: Intent, voice: "we" | "I", first: boolean): string {
  let s = sentence.trim().replace(FILLER, "");
  if (!s || META_SENTENCE.test(s) || INJECTION.test(s)) return "";
  s = s.replace(TONE_PHRASE, "").replace(/^[\s,;:.!-]+/, "").trim();
  if (!/\p{L}/u.test(s) || META_SENTENCE.test(s)) return "";
  s = withoutInlineInstruction(s.replace(SENTENCE_INSTRUCTION, "").replace(KIND_PREFIX, ""));
  s = s.replace(/^(?:it'?s|this is)\s+(?:about|for)\s+/i, "");
  if (!/\p{L}/u.test(s)) return "";
  const be = voice === "we" ? "We're" : "I'm";
  const subj = voice === "we" ? "We" : "I";
  // "Thank my team for ..." -> "Thank you to my team for ..."
  if (/^thank\s+(?!you\b)/i.test(s)) return asSentence(s.replace(/^thank\s+/i, "Thank you to "));
  if (/^thanks\s+(?!to\b|for\b|you\b|everyone\b|all\b)/i.test(s)) return asSentence(s.replace(/^thanks\s+/i, "Thanks to "));
  // "Excited to share that ..." -> "I'm excited to share that ..."
  if (/^(?:so\s+|very\s+|really\s+)?(excited|thrilled|proud|happy|delighted|pleased|honou?red|grateful|humbled|glad|sad|sorry)\s+(to|that|for|about)\b/i.test(s)) {
    return asSentence(`${voice === "I" || /\bI\b|\bmy\b|\bI've\b/.test(s) ? "I'm" : "We're"} ${lowerFirst(s)}`);
  }
  const word = (s.split(/\s+/)[0] ?? "").toLowerCase().replace(/[^a-z']/g, "");
  // "celebrate 10 years of ..." -> "We're celebrating 10 years of ..."
  if (/^(celebrate|promote|welcome|host|hire|release|unveil|open|launch)$/.test(word)) {
    const g = nlp(s);
    (g.verbs().first() as unknown as { toGerund(): unknown }).toGerund();
    const text = g.text().replace(/^(?:is|am|are)\s+/i, "");
    return asSentence(`${be} ${lowerFirst(text)}`);
  }
  const tags = (nlp(s).terms().json()[0] as { terms?: { tags?: string[] }[] } | undefined)?.terms?.[0]?.tags ?? [];
  if (/ing$/.test(word) && tags.includes("Gerund") && !/^(introducing|announcing|presenting|meet|behind|according|including|starting|beginning)$/.test(word)) {
    return asSentence(`${be} ${lowerFirst(s)}`);
  }
  if (/^just\s+\w+ed\b/i.test(s) || (tags.includes("PastTense") && !tags.includes("Adjective") && /ed$/.test(word))) {
    return asSentence(`${subj} ${lowerFirst(s)}`);
  }
  if (first && nlp(s).verbs().length === 0 && !/[?!]$/.test(s)) return wrapFragment(s, intent, voice);
  return asSentence(s);
}

const DETERMINER = /^(a|an|the|my|our|your|his|her|their|this|these|that|those|some|\d|\p{Lu})/u;

/** A subject without a verb ("our new café in Hamburg") as a sentence fitting the intent. */
function wrapFragment(fragment: string, intent: Intent, voice: "we" | "I"): string {
  const raw = fragment.replace(/[.!]+$/, "").trim();
  const own = voice === "we" ? "our" : "my";
  const np = DETERMINER.test(raw) ? raw : `${["launch", "announcement", "event", "promo"].includes(intent) ? own : "the"} ${raw}`;
  const be = voice === "we" ? "We're" : "I'm";
  switch (intent) {
    case "launch":
      return asSentence(`Introducing ${np}`);
    case "announcement":
      return asSentence(`${be} announcing ${np}`);
    case "hiring":
      return asSentence(`${be} hiring: ${raw}`);
    case "event":
      return asSentence(`Join ${voice === "we" ? "us" : "me"} for ${np}`);
    case "thanks":
      return asSentence(`Thank you to ${np}`);
    case "promo":
      return asSentence(raw);
    default:
      if (/^(tips|ways|lessons|ideas|reasons|things|steps)\b/i.test(raw)) return asSentence(`Here are a few ${raw}`);
      if (/^(a|an|our|my|\p{Lu})/u.test(raw) && !/^(the)\b/i.test(raw)) return asSentence(`Here's ${np}`);
      return asSentence(`A few thoughts on ${np}`);
  }
}

/** Protects URLs (and "e.g.") from the sentence splitter and restores them. */
function sentencesOf(text: string): string[] {
  const urls: string[] = [];
  const masked = text.replace(URL, (u) => {
    const trail = /[.,;:!?)]+$/.exec(u)?.[0] ?? "";
    urls.push(trail ? u.slice(0, -trail.length) : u);
    return `URLTOKEN${urls.length - 1}X${trail}`;
  });
  return splitSentences(masked)
    .map((s) => s.text.replace(/URLTOKEN(\d+)X/g, (_, i: string) => urls[Number(i)]!))
    .flatMap(unsplice)
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

/** Hashtags from the prompt's noun phrases (compromise): no verbs, numbers, URLs, names of people or generic words. */
export function hashtagsFor(subject: string, count: number, lang: Lang = "en"): string[] {
  const text = subject.replace(URL, " ").replace(/[@#]\w+/g, " ");
  const candidates: string[][] = [];
  if (lang === "en") {
    const doc = nlp(text);
    const people = new Set(
      (doc.people().out("array") as string[]).flatMap((p) => p.toLowerCase().match(/\p{L}+/gu) ?? []),
    );
    const places = (doc.places().out("array") as string[]).concat(doc.organizations().out("array") as string[]);
    const PREP = /^(over|under|until|till|from|to|for|with|at|in|on|of|by|about|after|before|since|per|via|into|behind|without|during|and|or|but|&)$/i;
    for (const phrase of doc.nouns().json() as { terms: { text: string; pre?: string; post?: string; tags: string[] }[] }[]) {
      let words: string[] = [];
      let proper: boolean | null = null;
      let broken = false;
      const flush = () => {
        if (words.length) candidates.push(words);
        words = [];
        proper = null;
      };
      for (const t of phrase.terms) {
        const w = t.text.replace(/[^\p{L}\p{M}\p{N}'-]/gu, "").replace(/'s$/i, "").replace(/^-+|-+$/g, "");
        const lw = w.toLowerCase();
        const tg = new Set(t.tags);
        const hyphenNext = /-/.test(t.post ?? "");
        if (broken) {
          broken = hyphenNext;
          flush();
          continue;
        }
        const skip =
          !w ||
          /\d/.test(w) ||
          ["Determiner", "Possessive", "Pronoun", "Value", "Date", "Month", "WeekDay", "Money", "Verb", "Adverb", "QuestionWord", "Honorific", "Gerund"].some((x) => tg.has(x)) ||
          people.has(lw) ||
          INSTRUCTION_WORDS.has(lw) ||
          (w === lw && /^(new|big|great|huge|first|last|next|more|most|many|much|other|own|same|such|few|very|every|each|all|any|best|good|amazing|awesome|excited|proud|happy|free|old|fresh|early|late|senior|junior)$/.test(lw));
        if (PREP.test(w) || tg.has("Preposition") || tg.has("Conjunction") || GENERIC_WORDS.has(lw)) {
          flush();
          continue;
        }
        if (skip) {
          flush();
          broken = hyphenNext;
          continue;
        }
        const isProper: boolean = /^\p{Lu}/u.test(w) && (tg.has("ProperNoun") || words.length > 0 || proper !== null);
        if (proper !== null && isProper !== proper) flush();
        proper = isProper;
        words.push(w);
        if (/[,;:.!?]/.test(t.post ?? "")) flush();
      }
      flush();
    }
    for (const p of places) {
      const w = p.replace(/[^\p{L}\p{M}\s'-]/gu, "").trim().split(/\s+/).filter(Boolean);
      if (w.length && !w.some((x) => people.has(x.toLowerCase()))) candidates.push(w);
    }
  } else {
    const stop = FOREIGN[lang].stop;
    for (const w of text.match(/[\p{L}\p{M}-]+/gu) ?? []) {
      const lw = w.toLowerCase();
      if (stop.has(lw) || INSTRUCTION_WORDS.has(lw) || [...w].length < 5) continue;
      if (lang === "de" && !/^\p{Lu}/u.test(w)) continue; // German nouns are capitalised
      candidates.push([w]);
    }
  }
  const tags: string[] = [];
  const seen = new Set<string>();
  const squash = (t: string) => t.toLowerCase().replace(/^#/, "");
  for (const raw of candidates) {
    const words = raw.slice(-3);
    if (words.length === 1 && (GENERIC_WORDS.has(words[0]!.toLowerCase()) || ([...words[0]!].length < 4 && !/^\p{Lu}{2,}$/u.test(words[0]!)))) continue;
    if (words.every((w) => GENERIC_WORDS.has(w.toLowerCase()))) continue;
    const tag = tagOf(words);
    if (!tag || seen.has(tag.toLowerCase())) continue;
    if (tags.some((t) => squash(t).includes(squash(tag)) || squash(tag).includes(squash(t)))) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
    if (tags.length >= count) break;
  }
  return tags;
}

function camel(word: string): string {
  return word
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .map((part) => (/^\p{Ll}+\p{Lu}/u.test(part) ? part : part[0]!.toUpperCase() + part.slice(1)))
    .join("");
}

function tagOf(words: string[]): string | null {
  for (let start = 0; start < words.length; start++) {
    const body = words.slice(start).map(camel).join("");
    if ([...body].length <= HASHTAG_MAX && /^\p{L}/u.test(body) && !/\d/.test(body)) return `#${body}`;
  }
  return null;
}

export interface Parts {
  opener: string;
  body: string[];
  closer: string;
}

function layout(platform: Platform, p: Parts, tags: string[]): string {
  const tagLine = tags.join(" ");
  const blocks = (...items: string[]) => items.filter(Boolean).join("\n\n");
  switch (platform) {
    case "twitter":
    case "tiktok":
      return blocks([p.opener, ...p.body, p.closer].filter(Boolean).join(" "), tagLine);
    case "instagram":
      return blocks(p.opener, p.body.join("\n"), p.closer, tagLine);
    case "linkedin":
      return blocks(p.opener, ...p.body, p.closer, tagLine);
    case "facebook":
      return blocks([p.opener, ...p.body].filter(Boolean).join(" "), p.closer, tagLine);
  }
}

/** Two sentences a paragraph: easier to read on LinkedIn. */
function paragraphs(sentences: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < sentences.length; i += 2) out.push(sentences.slice(i, i + 2).join(" "));
  return out;
}

/** The longest start of a sentence that fits `budget`, cut at a clause boundary (comma, semicolon, dash, "and"). */
function shortenSentence(sentence: string, budget: number, platform: Platform): string {
  const cuts: number[] = [];
  const re = /\s*(?:[,;:]\s+|\s[–—-]\s|\s(?:and|but|while|because|which|so|with|where|who)\s)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(sentence))) cuts.push(m.index);
  for (const at of cuts.reverse()) {
    const head = asSentence(sentence.slice(0, at));
    if (head.split(/\s+/).length >= 3 && measure(head, platform) <= budget) return head;
  }
  return "";
}

/** Words up to the budget, as a last resort for text with no sentence or clause that fits (e.g. a random string). */
function wordsWithin(text: string, budget: number, platform: Platform): string {
  let out = "";
  for (const w of text.split(/\s+/)) {
    const next = out ? `${out} ${w}` : w;
    if (measure(`${next}…`, platform) > budget) break;
    out = next;
  }
  if (out) return `${out.replace(/[\s,;:.!?-]+$/u, "")}…`;
  // A single overlong token: cut by graphemes.
  let g = "";
  for (const { segment } of new Intl.Segmenter("en", { granularity: "grapheme" }).segment(text)) {
    if (measure(`${g}${segment}…`, platform) > budget) break;
    g += segment;
  }
  return g ? `${g}…` : "";
}

/** Assembles the post within the platform's limit: drops the closer, the opener, then trailing body sentences (the
 * first is kept), then hashtags down to one, then shortens the first sentence at a clause boundary. */
export function fitPost(platform: Platform, parts: Parts, hashtags: string[]): SocialPostResponse {
  const limit = PLATFORMS[platform].limit;
  const p: Parts = { ...parts, body: parts.body.filter(Boolean) };
  let tags = [...hashtags];
  const fits = () => measure(layout(platform, p, tags), platform) <= limit;
  const done = () => ({ post: layout(platform, p, tags), hashtags: tags });
  if (fits()) return done();
  p.closer = "";
  if (fits()) return done();
  if (p.body.length > 0) p.opener = "";
  if (fits()) return done();
  while (p.body.length > 1 && !fits()) p.body.pop();
  while (!fits() && tags.length > 1) tags = tags.slice(0, -1);
  if (fits()) return done();
  const rest = limit - measure(layout(platform, { opener: "", body: [], closer: "" }, tags), platform) - 2;
  const first = p.body[0] ?? p.opener;
  p.opener = "";
  p.body = [shortenSentence(first, rest, platform) || wordsWithin(first, rest, platform)];
  while (!fits() && tags.length > 0) tags = tags.slice(0, -1);
  return done();
}

/** Optional tone (for tests and callers that know it); by default read from the prompt and the platform. */
export interface PostOptions {
  tone?: Tone;
}

export function generatePost(prompt: string, platform: Platform, options: PostOptions = {}): SocialPostResponse {
  const subject = subjectOf(prompt);
  const tone = options.tone ?? detectTone(cleanPrompt(prompt), platform);
  const lang = detectLanguage(subject);
  const count = TAG_COUNT[platform];
  const seed = `${subject}|${platform}`;
  if (lang === "other") {
    // No sentences of ours in this language: the prompt's own text, without English around it.
    const body = sentencesOf(subject);
    return fitPost(platform, { opener: "", body, closer: "" }, []);
  }
  if (lang !== "en") return foreignPost(prompt, subject, platform, lang, tone, seed);

  const intent = detectIntent(subject);
  const voice = voiceOf(subject);
  const body = dedupe(sentencesOf(subject).map((s, i) => rewrite(s, intent, voice, i === 0)).filter(Boolean));
  const emoji = usesEmoji(platform, tone) ? ` ${EMOJI[intent]}` : "";
  const openers = OPENERS[intent][tone];
  // The opener is left out when the first sentence already says the same ("We're hiring a ...").
  const repeats = OPENER_ECHO[intent]?.test(body[0] ?? "") ?? false;
  const opener = repeats ? "" : pick(openers, `${seed}|o`);
  if (body.length === 0) {
    const fallback = fitPost(platform, { opener: asSentence(subject), body: [], closer: "" }, hashtagsFor(subject, count));
    return fallback;
  }
  const closers = CLOSERS[intent];
  const closer = tone === "professional" || tone === "casual" ? (closers[platform] ?? pick(closers[tone], `${seed}|c`)) : pick(closers[tone], `${seed}|c`);
  const blocks = platform === "linkedin" ? paragraphs(body) : body;
  const tagSource = subject.replace(TONE_PHRASE, " ");
  return fitPost(platform, { opener: opener ? `${opener}${emoji}` : "", body: blocks, closer }, hashtagsFor(tagSource, count));
}

const OPENER_ECHO: Partial<Record<Intent, RegExp>> = {
  hiring: /^(?:we're|we are|i'm)\s+hiring\b/i,
  thanks: /^(?:thank|a big thank|a huge thank)/i,
  launch: /^introducing\b/i,
};

function usesEmoji(platform: Platform, tone: Tone): boolean {
  if (tone === "professional") return false;
  return platform !== "linkedin" || tone === "enthusiastic";
}

function dedupe(sentences: string[]): string[] {
  const seen = new Set<string>();
  return sentences.filter((s) => {
    const k = s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
    if (!k || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

function foreignPost(prompt: string, subject: string, platform: Platform, lang: Exclude<Lang, "en">, tone: Tone, seed: string): SocialPostResponse {
  const copy = FOREIGN[lang];
  const text = cleanPrompt(prompt).replace(FILLER, "").replace(copy.instruction, "").trim() || subject;
  const group = FOREIGN_INTENT.find(([, re]) => re.test(text))?.[0] ?? "general";
  const intent: Intent = group === "general" ? "announcement" : group;
  // "am 1. Juni" is one sentence: ordinal dots are protected from the splitter.
  const masked = text.replace(/(\d)\.(\s+)(?=\p{L})/gu, "$1ORDDOT$2");
  const fragments: string[] = [];
  const body = sentencesOf(masked).map((raw, i) => {
    const s = raw.replace(/ORDDOT/g, ".");
    const verbless = !/\b(ist|sind|haben|hat|habe|wird|werden|eröffnen|öffnen|suchen|feiern|freuen|gibt|es|son|está|están|tenemos|abrimos|buscamos|celebramos|estamos|est|sont|avons|ouvrons|cherchons|fêtons|sommes)\b/i.test(s);
    if (i === 0 && verbless && !/[!?]$/.test(s)) {
      fragments.push(s);
      return copy.wrap[group](s.replace(/[.!]+$/, ""));
    }
    return asSentence(s);
  });
  const opener = pick(copy.openers[group], `${seed}|o`);
  const closer = pick(copy.closers[tone === "professional" ? "professional" : "casual"], `${seed}|c`);
  const emoji = usesEmoji(platform, tone) ? ` ${EMOJI[intent]}` : "";
  const tagSource = lang === "de" || fragments.length === 0 ? text.replace(/ORDDOT/g, ".") : fragments.join(" ");
  return fitPost(platform, { opener: `${opener}${emoji}`, body, closer }, hashtagsFor(tagSource, TAG_COUNT[platform], lang));
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
  return fitPost(platform, { opener: "", body, closer: "" }, tags);
}
