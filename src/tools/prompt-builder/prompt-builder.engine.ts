import { keyPhrases } from "../../shared/text/keyphrases";
import { splitSentences } from "../../shared/text/sentences";
import { contentTerms, isStopword, words } from "../../shared/text/tokens";
import {
  TONE_LABELS, type PromptBuilderInput, type PromptBuilderResponse, type PromptLength,
  type PromptTone,
} from "./contract";
import {
  ASPECT_HINTS, AUDIENCE, CATEGORY_PROFILES, CITATION_STYLE, CODE_TOPIC, IMAGE_DETAIL, IMAGE_LIGHTING, IMAGE_STYLE,
  INSTRUCTION, PLATFORM_NAMES, TONE_CONTRAST, TONE_VOICE, VAGUE_WORDS, type CategoryProfile, type SectionId,
} from "./prompt-builder.data";

/**
 * Built-in prompt builder. It reads the topic (is it an instruction? what deliverable does it name? who is it for?),
 * extracts the key phrases of topic and context (RAKE, src/shared/text/keyphrases.ts), splits the context into
 * sentences, picks out names and figures to keep verbatim, and then fills the category's own sections (role, task,
 * audience, key points, context, tone, keywords, method, constraints, output format) in the category's order. Length
 * sets the target size, how many key points are listed and how many sections and variations there are. Variations
 * are alternative prompts built from the same analysis; tips are computed from what the input lacks.
 */

export interface PromptAnalysis {
  topic: string;
  /** The topic itself was an instruction ("Write a poem about ..."). */
  instruction: boolean;
  /** What the prompt is about (the topic without its instruction and deliverable). */
  subject: string;
  /** The word joining deliverable and subject ("about", "for", "of"). */
  link: string;
  deliverable: string;
  /** The deliverable was named in the topic (not the category's default). */
  deliverableNamed: boolean;
  audience: string;
  audienceNamed: boolean;
  keyPoints: string[];
  contextSentences: string[];
  keywords: string[];
  /** Names and figures to keep exactly as written. */
  mustKeep: string[];
  platform: string | null;
  aspect: string;
  citationStyle: string | null;
  codeTopic: boolean;
}

const KEY_POINTS: Record<PromptLength, number> = { short: 3, medium: 5, long: 7 };
const VARIATIONS: Record<PromptLength, number> = { short: 3, medium: 4, long: 5 };
const TIPS: Record<PromptLength, number> = { short: 4, medium: 5, long: 6 };

const INSTRUCTION_WORDS: ReadonlySet<string> = new Set(
  `write create generate make draft compose design draw build produce craft prepare develop give brainstorm paint plan
  explain document describe please help need want prompt chatgpt ai old year years called named`.split(/\s+/).filter(Boolean),
);

const clean = (s: string) => s.replace(/\s+/g, " ").trim();
const cap = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
const sentence = (s: string) => {
  const t = cap(clean(s));
  return /[.!?:]$/.test(t) ? t : `${t}.`;
};
const stripEnd = (s: string) => s.replace(/[\s.!?;:,]+$/u, "");
const quoteList = (items: string[]) => items.map((k) => `"${k}"`).join(", ");

function escapeRe(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function withArticle(phrase: string): string {
  if (/^(a|an|the|some|\d+)\s/i.test(phrase) || /s$/i.test(phrase) || /^(documentation|docs|ad copy|copy)$/i.test(phrase)) return phrase;
  return `${/^[aeiou]/i.test(phrase) ? "an" : "a"} ${phrase}`;
}

/** The first deliverable word the topic names (earliest; longest at the same place). */
function namedDeliverable(topic: string, profile: CategoryProfile): { text: string; index: number } | null {
  let best: { text: string; index: number } | null = null;
  for (const d of profile.deliverables) {
    const m = new RegExp(`\\b${escapeRe(d)}\\b`, "i").exec(topic);
    if (!m) continue;
    if (!best || m.index < best.index || (m.index === best.index && m[0].length > best.text.length)) best = { text: m[0], index: m.index };
  }
  return best;
}

/** Splits "a poem about autumn rain" into head "a poem", link "about", subject "autumn rain". */
function splitHead(text: string): { head: string; link: string; subject: string } | null {
  const about = /^(.{0,80}?)\b(about|regarding|explaining|describing|covering)\s+(.+)$/i.exec(text);
  const other = /^(.{0,60}?)\b(on|of|for|featuring|showing|depicting)\s+(.+)$/i.exec(text);
  const m = about ?? other;
  if (!m || !m[1]!.trim() || m[1]!.trim().split(/\s+/).length > 8) return null;
  return { head: m[1]!.trim(), link: m[2]!.toLowerCase(), subject: m[3]!.trim() };
}

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Figures in a text: numbers with their unit, years, percentages, money. */
function figures(text: string): string[] {
  const re = /(?:[$€£]\s?)?\b\d[\d,.]*(?:\s?(?:%|percent|k|million|billion|years?|months?|weeks?|days?|hours?|minutes?|words?|people|users|customers|employees|members|dollars|euros|pounds))?/giu;
  return [...text.matchAll(re)].map((m) => stripEnd(m[0])).filter((f) => /\d/.test(f));
}

export function analyse(input: PromptBuilderInput): PromptAnalysis {
  const profile = CATEGORY_PROFILES[input.category];
  const topic = stripEnd(clean(input.topic)) || clean(input.topic);
  const context = clean(input.additional_context ?? "") ? (input.additional_context ?? "").trim() : "";
  const keywords = dedupe((input.keywords ?? []).map(clean).filter(Boolean));

  const instruction = INSTRUCTION.test(topic);
  const remainder = instruction ? topic.replace(INSTRUCTION, "").replace(/^\s*(?:me|us)\s+/i, "").trim() : topic;
  const named = namedDeliverable(remainder, profile);
  const split = splitHead(remainder);
  let subject = remainder || topic;
  let link = input.category === "Image Generation" ? "of" : "about";
  let deliverable = profile.deliverable[input.length];
  let deliverableNamed = false;
  if (split && (instruction || (named && named.index < split.head.length + 1))) {
    subject = split.subject;
    link = split.link;
    if (named && named.index < split.head.length + 1) {
      deliverable = withArticle(split.head.replace(/^(a|an|the|some)\s+/i, ""));
      deliverableNamed = true;
    }
  } else if (named) {
    deliverable = withArticle(named.text);
    deliverableNamed = true;
  }
  if (/^(how|why|what|when|where|which|who)\b/i.test(subject) && link === "about") link = "explaining";
  // Mid-sentence, "How to ..." and "The ..." read as "how to ...", "the ..." (names keep their capitals).
  const first = /^\p{Lu}\p{Ll}*\b/u.exec(subject)?.[0];
  if (first && (isStopword(first) || /^(how|why|what|when|where|which|who)$/i.test(first))) subject = first.toLowerCase() + subject.slice(first.length);

  const all = `${topic}\n${context}`;
  const audienceMatch = AUDIENCE.exec(all);
  const audience = audienceMatch ? clean(audienceMatch[1]!) : profile.audience;

  const exclude = new Set([...INSTRUCTION_WORDS, ...words(deliverable)]);
  const keywordKeys = new Set(keywords.map((k) => k.toLowerCase()));
  const subjectKey = subject.toLowerCase();
  const phrases = [...keyPhrases(subject, { exclude }), ...(context ? keyPhrases(context, { exclude }) : [])];
  const keyPoints = dedupe(phrases.map((p) => p.text))
    .filter((p) => !keywordKeys.has(p.toLowerCase()) && p.toLowerCase() !== subjectKey && p.toLowerCase() !== audience.toLowerCase())
    .slice(0, KEY_POINTS[input.length]);

  const names = phrases
    .filter((p) => p.words.some((w, i) => /^\p{Lu}/u.test(w) && (i > 0 || !startsSentence(all, p.text))))
    .map((p) => p.text);
  const mustKeep = dedupe([...names, ...figures(all)]).slice(0, 8);

  const platform = PLATFORM_NAMES.find(([re]) => re.test(all))?.[1] ?? null;
  const aspect = ASPECT_HINTS.find(([re]) => re.test(all))?.[1] ?? "3:2";
  const citationStyle = CITATION_STYLE.exec(all)?.[1] ?? null;

  return {
    topic, instruction, subject: stripEnd(subject), link, deliverable, deliverableNamed, audience,
    audienceNamed: Boolean(audienceMatch), keyPoints,
    contextSentences: context ? splitSentences(context).map((s) => clean(s.text)) : [],
    keywords, mustKeep, platform, aspect, citationStyle, codeTopic: CODE_TOPIC.test(all),
  };
}

function startsSentence(text: string, phrase: string): boolean {
  const at = text.indexOf(phrase);
  return at <= 0 || /(?:[.!?]\s*|\n\s*)$/.test(text.slice(Math.max(0, at - 3), at));
}

function dedupe(list: string[]): string[] {
  const seen = new Set<string>();
  return list.filter((item) => {
    const k = item.toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

function hashtag(keyword: string): string {
  const body = keyword
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .map((w) => (/^\p{Ll}+\p{Lu}/u.test(w) ? w : cap(w)))
    .join("");
  return body ? `#${body}` : "";
}

interface Build {
  input: PromptBuilderInput;
  profile: CategoryProfile;
  a: PromptAnalysis;
}

/** "Write a short story about a lighthouse keeper." (the visitor's own instruction when they gave one). */
export function taskSentence({ input, profile, a }: Build): string {
  if (a.instruction) return sentence(a.topic);
  if (input.category === "Image Generation") return sentence(imageSubject(a));
  return sentence(`${profile.verb} ${a.deliverable} ${a.link} ${a.subject}`);
}

function imageSubject(a: PromptAnalysis): string {
  if (!a.deliverableNamed) return cap(a.subject);
  return cap(`${a.deliverable.replace(/^(a|an)\s+/i, "")} ${a.link} ${a.subject}`);
}

function imageLine({ input, a }: Build, tone: PromptTone = input.tone): string {
  const subject = imageSubject(a);
  const extra = a.keyPoints.filter((p) => !subject.toLowerCase().includes(p.toLowerCase()));
  return commaList([
    subject, ...extra, ...a.keywords, IMAGE_STYLE[tone], IMAGE_LIGHTING[tone], IMAGE_DETAIL[input.length],
  ]);
}

function commaList(parts: string[]): string {
  return dedupe(parts.map((p) => stripEnd(clean(p))).filter(Boolean)).join(", ");
}

const bullets = (items: string[]) => items.map((i) => `- ${i}`);

function section(id: SectionId, b: Build): string[] | null {
  const { input, profile, a } = b;
  const { length, tone, category } = input;
  const target = profile.target[length];
  switch (id) {
    case "role": {
      const lines = [`You are ${profile.role}.`];
      if (!profile.sections.some(([s]) => s === "audience")) lines.push(`You write for ${a.audience}.`);
      return lines;
    }
    case "task": {
      if (category === "Image Generation") return [taskSentence(b)];
      const lines = [taskSentence(b)];
      if (a.instruction || a.deliverableNamed) lines.push(`Deliverable: ${a.deliverable}.`);
      if (target && category !== "Story Ideas") lines.push(`Length: ${target}.`);
      return lines;
    }
    case "audience": {
      const lines: string[] = [];
      if (category === "Social Media") lines.push(`Platform: ${a.platform ?? "not named; write for LinkedIn and say how to adapt it for X and Instagram"}.`);
      lines.push(`Audience: ${a.audience}.`);
      if (category === "Academic Research") lines.push(`Citation style: ${a.citationStyle ?? "APA 7th edition"}.`);
      if (category === "Technical Documentation") lines.push("List prerequisites at the start and assume nothing beyond them.");
      if (category === "Business Communication") lines.push(`Purpose: the reader understands ${a.keyPoints[0] ?? a.subject} and knows what to do next.`);
      if (category === "Marketing Copy") lines.push(`Their main question: "Why should I care about ${a.keyPoints[0] ?? a.subject}?"`);
      return lines;
    }
    case "focus":
      if (category === "Image Generation") {
        const details = [...a.keyPoints, ...a.keywords];
        return details.length ? [profile.focusIntro, ...bullets(details)] : null;
      }
      return a.keyPoints.length ? [profile.focusIntro, ...bullets(a.keyPoints)] : null;
    case "context":
      if (a.contextSentences.length) return bullets(a.contextSentences);
      return category === "Image Generation" ? null : ["No background was given: make sensible assumptions and list them in one line before the answer."];
    case "tone": {
      const label = TONE_LABELS[tone];
      if (category === "Story Ideas") return [`Mood: ${label.toLowerCase()} (${TONE_VOICE[tone]}).`, "Vary the genres, but keep this mood in every idea."];
      if (category === "Academic Research") return [`${label}: ${TONE_VOICE[tone]}.`, "Stay objective: hedge claims the evidence only partly supports."];
      return [`${label}: ${TONE_VOICE[tone]}.`];
    }
    case "keywords": {
      if (!a.keywords.length) return null;
      if (category === "Social Media") {
        return [`Use these as hashtags: ${a.keywords.map(hashtag).filter(Boolean).join(" ")}`, profile.keywordsLine.replace("{keywords}", quoteList(a.keywords))];
      }
      return [profile.keywordsLine.replace("{first}", `"${a.keywords[0]}"`).replace("{keywords}", quoteList(a.keywords))];
    }
    case "approach":
      if (length === "short" || !profile.approach.length) return null;
      return profile.approach.map((s, i) => `${i + 1}. ${s}`);
    case "constraints": {
      const lines = [...profile.constraints];
      if (category === "Technical Documentation") {
        lines.push(a.codeTopic ? "Put code in fenced code blocks naming the language; every example must be complete and runnable." : "Use numbered steps and a table where it helps comparison.");
      }
      if (a.mustKeep.length) lines.push(`Keep these names and figures exactly as written: ${quoteList(a.mustKeep)}.`);
      if (target) lines.push(`Stay within ${target}.`);
      return lines.length ? bullets(lines) : null;
    }
    case "format": {
      const lines = [...profile.format[length]];
      if (category === "Story Ideas") lines.unshift(`Give exactly ${target}, numbered.`);
      return lines.length ? bullets(lines) : null;
    }
    case "checklist":
      return length === "long" && profile.checklist.length ? bullets(profile.checklist) : null;
    case "imageLine":
      return [imageLine(b)];
    case "imageStyle":
      return [`${cap(IMAGE_STYLE[tone])} (${TONE_LABELS[tone].toLowerCase()} tone).`];
    case "composition":
      if (length === "short") return null;
      return [
        length === "long"
          ? `Layered foreground, midground and background; leading lines towards ${a.keyPoints[0] ?? "the subject"}; subject on the rule of thirds.`
          : "Main subject in the foreground on the rule of thirds, supporting details behind it.",
      ];
    case "lighting":
      if (length === "short") return null;
      return [`${cap(IMAGE_LIGHTING[tone])}; a colour palette that feels ${tone}.`];
    case "avoid": {
      const avoid = ["blurry", "low resolution", "distorted faces or hands", "extra limbs", "watermark", "garbled text", "cropped subject"];
      if (/\b(logo|icon|sticker)\b/i.test(a.deliverable)) avoid.push("photorealism", "gradients", "tiny details");
      return [avoid.join(", ")];
    }
    case "parameters": {
      const lines = [`Aspect ratio ${a.aspect}.`, `Detail level: ${IMAGE_DETAIL[length]}.`];
      if (length === "long") lines.push("Generate 4 variations with different seeds and upscale the best.");
      return lines;
    }
  }
}

export function buildMainPrompt(b: Build): string {
  const blocks: string[] = [];
  for (const [id, heading] of b.profile.sections) {
    const lines = section(id, b);
    if (lines && lines.length) blocks.push(`## ${heading}\n${lines.join("\n")}`);
  }
  return blocks.join("\n\n");
}

function fill(template: string, vars: Record<string, string>): string {
  const out = template.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? "");
  return out.replace(/(,\s*)+(?=,|$)/g, "").replace(/\s+,/g, ",").replace(/\(\s*\)/g, "").replace(/\s{2,}/g, " ").trim();
}

function compact(b: Build, tone: PromptTone): string {
  const { profile, a, input } = b;
  const target = profile.target[input.length];
  const parts = [
    `Act as ${profile.role}.`,
    taskSentence(b),
    `For ${a.audience}.`,
    `Tone: ${tone} (${TONE_VOICE[tone]}).`,
    target ? `Length: ${target}.` : "",
    a.keyPoints.length ? `Cover ${a.keyPoints.slice(0, 3).join(", ")}.` : "",
    a.keywords.length ? `Include ${quoteList(a.keywords)}.` : "",
    a.contextSentences.length ? `Context: ${a.contextSentences.slice(0, input.length === "short" ? 2 : 4).join(" ")}` : "",
  ];
  return parts.filter(Boolean).join(" ");
}

function interactive(b: Build): string {
  const { profile, a, input } = b;
  const gaps: string[] = [];
  if (!a.audienceNamed) gaps.push("who will read it");
  if (!a.contextSentences.length) gaps.push("the facts and background to use");
  if (!a.keywords.length) gaps.push("words or ideas it must include");
  gaps.push("the goal it should achieve", "an example of a style I like");
  const target = profile.target[input.length];
  return [
    `I need ${a.deliverable} ${a.link} ${a.subject}.`,
    `Before writing, ask me up to 3 short questions about ${gaps.slice(0, 3).join(", ")}.`,
    `Then write it in a ${input.tone} tone${target ? ` (${target})` : ""}.`,
    a.keywords.length ? `Use ${quoteList(a.keywords)}.` : "",
  ].filter(Boolean).join(" ");
}

export function buildVariations(b: Build): string[] {
  const { input, profile, a } = b;
  const count = VARIATIONS[input.length];
  const start = hash(`${a.topic}|${input.category}`) % profile.angles.length;
  const vars: Record<string, string> = {
    deliverable: a.deliverable,
    subject: input.category === "Image Generation" ? imageSubject(a) : a.subject,
    tone: input.tone,
    voice: TONE_VOICE[input.tone],
    target: profile.target[input.length],
    audience: a.audience,
    p1: a.keyPoints[0] ?? a.subject,
    p2: a.keyPoints[1] ?? a.keyPoints[0] ?? a.subject,
    lighting: IMAGE_LIGHTING[input.tone],
    keywords: a.keywords.join(", "),
  };
  const angle = (i: number) => {
    const text = fill(profile.angles[(start + i) % profile.angles.length]!, vars);
    return input.category === "Image Generation" ? text : sentence(stripEnd(text));
  };
  let out: string[];
  if (input.category === "Image Generation") {
    out = [angle(0), angle(1), angle(2), imageLine(b, TONE_CONTRAST[input.tone]), angle(3)];
  } else {
    out = [compact(b, input.tone), angle(0), interactive(b), compact(b, TONE_CONTRAST[input.tone]), angle(1)];
  }
  return dedupe(out).slice(0, count);
}

export function buildTips(b: Build): string[] {
  const { input, profile, a } = b;
  const tips: string[] = [];
  const terms = contentTerms(a.topic).length;
  if (terms < 4) {
    tips.push(`Your topic has only ${terms} content word${terms === 1 ? "" : "s"}: add who it is for, the goal and one concrete detail for a sharper result.`);
  } else if (!a.audienceNamed && input.category !== "Image Generation") {
    tips.push(`Name the audience in your topic (for example "for first-time managers"): right now the prompt assumes ${a.audience}.`);
  } else {
    tips.push(`Your topic gave ${a.keyPoints.length} key point${a.keyPoints.length === 1 ? "" : "s"} (${a.keyPoints.slice(0, 3).join(", ") || a.subject}): reorder them in the prompt so the most important comes first.`);
  }

  if (!a.contextSentences.length) {
    tips.push("Add facts, constraints or an example in Additional Context: without it the prompt asks the model to state its own assumptions.");
  } else {
    tips.push(`Your context adds ${a.contextSentences.length} point${a.contextSentences.length === 1 ? "" : "s"} to the prompt; an example of the result you like would steer it even more.`);
  }

  if (!a.keywords.length) {
    tips.push(input.category === "Social Media" ? "Add 2-5 keywords: they become the post's hashtags." : input.category === "Image Generation" ? "Add keywords for style, colours or objects: they are added to the image prompt as descriptors." : "Add 2-5 keywords for terms the answer must use.");
  } else {
    const haystack = `${a.topic} ${a.contextSentences.join(" ")}`.toLowerCase();
    const foreign = a.keywords.filter((k) => !haystack.includes(k.toLowerCase()));
    if (a.keywords.length > 8) tips.push(`${a.keywords.length} keywords is a lot: keep the 3-5 that matter most so the text does not read stuffed.`);
    else if (foreign.length) tips.push(`${quoteList(foreign)} ${foreign.length === 1 ? "does" : "do"} not appear in your topic or context: say how ${foreign.length === 1 ? "it relates" : "they relate"} so the model uses ${foreign.length === 1 ? "it" : "them"} naturally.`);
    else tips.push(`All ${a.keywords.length} keyword${a.keywords.length === 1 ? "" : "s"} already appear in your topic or context, so the model will treat them as central.`);
  }

  if (!profile.usualTones.includes(input.tone)) {
    tips.push(`A ${input.tone} tone is unusual for ${input.category}: keep it if that is the point, or try ${profile.usualTones[0]}.`);
  }
  const vague = VAGUE_WORDS.exec(a.topic);
  if (vague) tips.push(`Replace vague words like "${vague[1]}" in your topic with specifics: names, numbers, examples.`);
  tips.push(...profile.tips);
  return dedupe(tips).slice(0, Math.max(3, TIPS[input.length]));
}

export function buildPrompt(input: PromptBuilderInput): PromptBuilderResponse {
  const b: Build = { input, profile: CATEGORY_PROFILES[input.category], a: analyse(input) };
  return { prompt: buildMainPrompt(b), variations: buildVariations(b), tips: buildTips(b) };
}

/** Tidies a provider's answer: trimmed texts, no blanks or duplicates (the route checks that 3 of each remain). */
export function tidyAnswer(answer: PromptBuilderResponse): PromptBuilderResponse {
  const tidy = (list: string[]) => dedupe(list.map((s) => s.trim()).filter(Boolean));
  return { prompt: answer.prompt.trim(), variations: tidy(answer.variations), tips: tidy(answer.tips) };
}
