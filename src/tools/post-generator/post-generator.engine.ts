/**
 * Built-in social post engine: understand the prompt, then write the post with sentences of the library.
 * 1. Understanding (post-understand): the instruction to the tool and style directives are set aside, the intent,
 *    who speaks and the facts (what, when, where, links, codes, lists) are read, and each content sentence is put in
 *    the poster's voice.
 * 2. Writing (post-compose): a headline frame per platform filled with the facts, the other facts as sentences, a
 *    call to action, and hook, reflection and closing lines by intent x tone x platform. German, Spanish and French
 *    prompts are answered in their language (post-foreign); other languages keep the prompt's text with a note.
 * 3. Fitting (post-layout): laid out per platform and fitted to its limit, hashtags included, shortened at sentence
 *    and clause boundaries. Hashtags come from the prompt's noun phrases (post-hashtags).
 */
import { PLATFORMS, type Platform, type SocialPostResponse } from "./contract";
import { DEFAULT_TONE, composeEnglish } from "./post-compose";
import { composeForeign, composeOther, detectLanguage } from "./post-foreign";
import { FOREIGN } from "./post-frames.foreign";
import type { Tone } from "./post-frames.types";
import { activityTopics } from "./post-hashtag-activity";
import { sharpenTags } from "./post-hashtag-generic";
import { plainTopics } from "./post-hashtag-clause";
import { hashtagsFor, tagOf } from "./post-hashtags";
import { hiringNotes } from "./post-hiring-notes";
import { gateBlocks, gateTags, noteBlocks, rejoinLists } from "./post-gate";
import { fitPost, measure, type Block } from "./post-layout";
import { listedItems, oneListTag } from "./post-hashtag-list";
import { keepLists } from "./post-list-keep";
import { dropReasonTags } from "./post-closure";
import { seekerBlocks } from "./post-seeker";
import { behindScenesWhole, fitStockLines } from "./post-stock-fit";
import { keepPromptCase, thankByName } from "./post-case";
import { asSentence, cleanPrompt, sentencesOf } from "./post-text";
import { mendFragments } from "./post-fragments";
import { understand } from "./post-understand";
import { properNames } from "../../shared/text/proper-names";
import { lastCheck } from "./post-last-check";
import { ownedTopics } from "./post-hashtag-owned";
import { writtenTopics } from "./post-hashtag-written";
import { repairSentences } from "../../shared/text/sentence-repair";

export { measure };

/** Hashtags the built-in engine adds (X: 1-3; elsewhere up to 8). */
const TAG_COUNT: Record<Platform, number> = { twitter: 2, linkedin: 4, instagram: 8, facebook: 3, tiktok: 4 };

/** Emoji: none in a professional voice; on LinkedIn only when enthusiastic. */
function usesEmoji(platform: Platform, tone: Tone): boolean {
  if (tone === "professional") return false;
  return platform !== "linkedin" || tone === "enthusiastic";
}

/** Optional tone (for tests and callers that know it); by default read from the prompt and the platform. */
interface PostOptions {
  tone?: Tone;
}

/** The reader addressed informally: Spanish "tu/te/envía", German "du/dein/euch/eure", French "tu/ton/ta/tes". */
const INFORMAL_YOU: Record<"de" | "es" | "fr", RegExp> = {
  es: /(?<![\p{L}])(?:tu|tus|te|contigo|envía|escríbenos|únete|ven)(?![\p{L}])/iu,
  // (German only: French "du" is "of the", not "you".)
  de: /(?<![\p{L}])(?:du|dich|dir|dein\w*|euch|eure?\w*|ihr)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:tu|ton|ta|tes|toi)(?![\p{L}])/iu,
};

const squashed = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{M}\p{N}]/gu, "");

/** The reader addressed formally: German "Sie/Ihnen" inside a sentence, Spanish "usted". */
const FORMAL_YOU = /(?<=\p{Ll}\s)(?:Sie|Ihnen|Ihre[mnrs]?)(?![\p{L}])|(?<![\p{L}])ustede?s?(?![\p{L}])/u;

const NO_SUBJECT = "[Your news in a sentence: what is happening, when and where.]";

/** "Our API is down since 2pm" -> "Our API has been down since 2pm": a state that began then is still going on. */
const SINCE_BE: Record<string, string> = { is: "has been", are: "have been", "'s": "'s been", "'re": "'ve been" };
function sinceTense(text: string): string {
  return text.replace(
    /(\s|(?<=\p{L}))(is|are|['’]s|['’]re)\s+(?!been\b)((?:(?!since\b)[\p{L}\p{N}-]+\s+){0,6}?)since\s+(?=\p{N}|\p{Lu}|yesterday\b|last\b|this\b)/giu,
    (_all, lead: string, be: string, mid: string) =>
      `${lead}${SINCE_BE[be.toLowerCase().replace("’", "'")] ?? be} ${mid}since `,
  );
}

/** The post for a prompt, checked last for sentence capitals and a word or sentence said twice in a row. */
export function generatePost(prompt: string, platform: Platform, options: PostOptions = {}): SocialPostResponse {
  return lastCheck(composePost(prompt, platform, options), prompt);
}

function composePost(prompt: string, platform: Platform, options: PostOptions): SocialPostResponse {
  const clean = cleanPrompt(prompt);
  const lang = detectLanguage(clean);
  const count = TAG_COUNT[platform];
  if (lang === "other") return fitPost(platform, composeOther(clean), []);
  if (lang !== "en") {
    // A prompt that already says "tu"/"du"/"euch" to its readers keeps that register (no "Esperamos su candidatura"
    // after "Envía tu portafolio").
    const formal =
      (platform === "linkedin" && !INFORMAL_YOU[lang].test(clean)) ||
      FORMAL_YOU.test(clean) ||
      /\b(?:formell|förmlich|professionell|formal|profesional|professionnel|formel)\b/i.test(clean);
    const emoji = !formal && platform !== "linkedin" && !/\b(?:ohne emojis|sin emojis|sans emojis)\b/i.test(clean);
    const draft = composeForeign(clean, lang, platform, formal, emoji);
    return fitPost(platform, draft.blocks, hashtagsFor(draft.tagSource, count, { lang, stop: FOREIGN[lang].stop }));
  }
  const brief = understand(clean);
  const tone = options.tone ?? brief.tone ?? DEFAULT_TONE[platform];
  const emoji = brief.emoji ?? usesEmoji(platform, tone);
  const seed = brief.content || clean;
  const { blocks, leadText } = composeEnglish(brief, platform, tone, seed, emoji, clean);
  if (!blocks.some((b) => b.role === "lead" && b.text)) {
    const text = brief.content ? asSentence(brief.content) : NO_SUBJECT;
    const note = brief.content ? noteBlocks(properNames(brief.content)) : [];
    return fitPost(
      platform,
      note.length ? note : [{ text, role: "lead", priority: 100 }],
      brief.noHashtags
        ? []
        : gateTags(hashtagsFor(brief.content, count + 3), `${clean}\n${activityTopics(clean)}`).slice(0, count),
    );
  }
  // A list of titles ("Radical Candor, The Culture Code") gives no hashtags of its own.
  const titles = brief.list?.items.some((i) => /\s\p{Lu}/u.test(i)) ? brief.list.items : [];
  // The post's label is part of its subject ("Flash sale: all candles 2 for $20" gives #FlashSale).
  // (Each item of a list opens like a sentence: "...: Save a deposit; Check your ..." gives no #Save.)
  const source = titles
    .reduce((text, t) => text.replace(t, " . "), brief.label ? `${brief.label} ${brief.content}` : brief.content)
    .replace(brief.list ? /[;:]\s+/g : /$^/, ". ");
  // A tag joins only words the prompt wrote together ("B #A cbc" gives no "#BCbc" once its own tag is taken out).
  // ("helps couples split bills" wrote #BillSplitting in other words.)
  const activity = activityTopics(clean);
  const written = `${squashed(clean)} ${squashed(activity)}`;
  const wanted = brief.short ? Math.min(count, 2) : count;
  // (A few more than wanted, so the check after writing can leave out a tag that is a verb or a broken-off part.)
  const tags = brief.noHashtags
    ? []
    : oneListTag(
        dropReasonTags(
          ownedTopics(
            plainTopics(
              sharpenTags(
                gateTags(
                  hashtagsFor(source, wanted + 3, { userTags: brief.userTags, prefer: leadText }).filter((t) =>
                    written.includes(squashed(t)),
                  ),
                  `${clean}\n${activity}`,
                ),
                clean,
              ),
              clean,
            ),
            clean,
          ),
          clean,
        ),
        [...(brief.list?.items ?? []), ...listedItems(clean)],
      );
  const topics = writtenTopics(tags, `${clean}\n${activity}`, brief.userTags).slice(0, wanted);
  // A job seeker's line of notes is said by the seeker, note by note.
  const seeker = seekerBlocks(clean, platform);
  if (seeker)
    return fitPost(
      platform,
      seeker.map((b) => ({ ...b, text: mendFragments(keepPromptCase(properNames(b.text), clean), "I", clean) })),
      topics,
    );
  const kept = brief.short ? blocks.filter((b) => b.role !== "reflection" && b.role !== "hook") : blocks;
  // "react and typescript", "my etsy shop", "on github": product names as their makers spell them.
  // Generate, then check: each sentence is checked and mended, or said as the user's note, or dropped.
  // (Said whole again after the lists are joined: "menu starts Friday, grilled asparagus, ..." is one sentence then.)
  // (A job post's notes are said to the candidate: "Van provided." -> "A van is provided.")
  const needs = { needs: 0 };
  const said = (text: string) => (brief.intent === "hiring" ? hiringNotes(text, needs) : text);
  const whole = (b: Block) => ({ ...b, text: repairSentences(said(mendFragments(b.text, brief.voice, clean))) });
  return fitPost(
    platform,
    gateBlocks(
      rejoinLists(
        keepLists(behindScenesWhole(fitStockLines(kept, clean, platform), clean), clean).map((b) => ({
          ...b,
          text: thankByName(mendFragments(keepPromptCase(sinceTense(properNames(b.text)), clean), brief.voice, clean)),
          ...(b.items ? { items: b.items.map((i) => keepPromptCase(i, clean)) } : {}),
        })),
        clean,
      ),
      platform,
    ).map(whole),
    topics,
  );
}

/** Normalises hashtags from any source ("#tag", "tag", "two words") into "#Tag" form, deduplicated. */
function normaliseHashtags(raw: string[], count: number): string[] {
  const out: string[] = [];
  for (const r of raw) {
    const tag = tagOf(
      r
        .replace(/^#+/, "")
        .split(/[\s_-]+/)
        .filter(Boolean),
    );
    if (tag && !out.some((t) => t.toLowerCase() === tag.toLowerCase())) out.push(tag);
    if (out.length >= count) break;
  }
  return out;
}

/**
 * Turns a model's answer into the same shape as the built-in one: hashtags normalised and trailing hashtag lines
 * moved out of the text; the model's paragraphs are kept, and when the post is too long its last sentences are
 * dropped (then hashtags down to one, then the first sentence is cut at a clause boundary).
 */
export function fitModelPost(answer: SocialPostResponse, platform: Platform): SocialPostResponse {
  const lines = answer.post.trim().split("\n");
  const inline: string[] = [];
  while (lines.length > 0 && /^\s*(#[\p{L}\p{M}\p{N}_]+\s*)+$/u.test(lines[lines.length - 1]!))
    inline.unshift(...lines.pop()!.trim().split(/\s+/));
  let tags = normaliseHashtags([...answer.hashtags, ...inline], PLATFORMS[platform].hashtags);
  const paragraphs = lines
    .join("\n")
    .split(/\n{2,}/)
    .map((p) => sentencesOf(p.trim()))
    .filter((p) => p.length > 0);
  const render = () => [...paragraphs.map((p) => p.join(" ")), tags.join(" ")].filter(Boolean).join("\n\n");
  const limit = PLATFORMS[platform].limit;
  const fits = () => measure(render(), platform) <= limit;
  while (!fits() && paragraphs.flat().length > 1) {
    const last = paragraphs[paragraphs.length - 1]!;
    last.pop();
    if (last.length === 0) paragraphs.pop();
  }
  while (!fits() && tags.length > 1) tags = tags.slice(0, -1);
  if (!fits() && paragraphs[0]?.[0]) {
    const blocks: Block[] = [{ text: paragraphs[0][0], role: "lead", priority: 100 }];
    return fitPost(platform, blocks, tags);
  }
  return { post: render(), hashtags: tags };
}
