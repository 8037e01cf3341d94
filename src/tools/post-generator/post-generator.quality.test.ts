/**
 * Writing quality of the built-in social post engine on the test corpus (post-generator.corpus.ts): grammar (Link
 * Grammar complete parses, compared with the prompts'), harper lints, faithfulness, hashtag rules, platform limits,
 * how much each platform and each intent changes the post, directives kept out of the text, and language. Every
 * output of every prompt is checked; the measured figures are printed.
 */
import { describe, expect, it } from "vitest";
import { unsupportedFacts } from "../../../tests/quality/faithfulness";
import { expectGrammarNoWorseThanInput } from "../../../tests/quality/compare-writing";
import { outputSentences, sentenceDistance, sentenceKey } from "../../../tests/quality/sentences";
import { PLATFORM_IDS, PLATFORMS, UI_PLATFORMS, type Platform } from "./contract";
import { INTENT_VARIANTS, POST_CORPUS, hashtagCountOk, prose } from "./post-generator.corpus";
import { generatePost as generate, measure } from "./post-generator.engine";
import { POST_HELDOUT } from "./post-generator.heldout";
import { detectLanguage } from "./post-foreign";
import { cleanPrompt } from "./post-text";
import { understand } from "./post-understand";

const english = POST_CORPUS.filter((c) => (c.lang ?? "en") === "en");
/** Each (prompt, platform) pair is generated once per file: the tests below read the same posts many times. */
const posts = new Map<string, ReturnType<typeof generate>>();
const generatePost = (prompt: string, platform: Platform) => {
  const key = `${platform}\n${prompt}`;
  if (!posts.has(key)) posts.set(key, generate(prompt, platform));
  return posts.get(key)!;
};
const squash = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

/** Sentence-set distance of two posts' prose (0 = same sentences, 1 = nothing shared). */
const distance = (a: string, b: string) => sentenceDistance(prose(a), prose(b));
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

describe("social post engine writing quality on the corpus", () => {
  it("has at least 40 realistic prompts, some non-English and some hostile", () => {
    expect(POST_CORPUS.length).toBeGreaterThanOrEqual(40);
    expect(POST_CORPUS.filter((c) => c.lang && c.lang !== "en" && c.lang !== "other").length).toBeGreaterThanOrEqual(3);
    expect(POST_CORPUS.some((c) => /<[a-z]/i.test(c.prompt))).toBe(true);
    expect(POST_CORPUS.some((c) => /ignore (?:all )?previous instructions/i.test(c.prompt))).toBe(true);
  });

  it("parses at least as often as the prompts do (Link Grammar) and lints no more than the prompts (harper)", async () => {
    const outputs = english.flatMap((c) => UI_PLATFORMS.map((p) => prose(generatePost(c.prompt, p).post)));
    await expectGrammarNoWorseThanInput({
      names: ["outputs", "prompts"],
      outSentences: outputs.flatMap(outputSentences),
      inSentences: english.flatMap((c) => outputSentences(cleanPrompt(c.prompt))),
      outTexts: outputs.map((post) => outputSentences(post).join(" ")),
      inTexts: english.map((c) => outputSentences(cleanPrompt(c.prompt)).join(" ")),
    });
  }, 240_000);

  it("invents no name, number, date or place, on any platform", () => {
    const problems: string[] = [];
    for (const c of POST_CORPUS) {
      for (const platform of PLATFORM_IDS) {
        const { post } = generatePost(c.prompt, platform);
        const lang = c.lang ?? "en";
        // A unit letter glued to a number in the prompt ("$4M", "5K") is read as a capitalised word by the checker.
        const units = new Set([...c.prompt.matchAll(/\d([A-Z])\b/g)].map((m) => m[1]!));
        // The checker reads English capitalisation; for other languages (German capitalises every noun) numbers only.
        const bad =
          lang === "en"
            ? // (The prompt as the engine reads it: "Mon-Fri" is spelled "Monday to Friday".)
              unsupportedFacts(post, c.prompt, { allow: [cleanPrompt(c.prompt)] }).filter((f) => !units.has(f))
            : (post.match(/\d+/g) ?? []).filter((n) => !c.prompt.includes(n));
        if (bad.length) problems.push(`${c.prompt.slice(0, 40)}/${platform}: ${bad.join(", ")}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("keeps every platform's limit and hashtag rules: 1-3 on X, up to 8 elsewhere, each from the prompt's words", () => {
    for (const c of POST_CORPUS.filter((x) => x.lang !== "other")) {
      for (const platform of PLATFORM_IDS) {
        const { post, hashtags } = generatePost(c.prompt, platform);
        const at = `${c.prompt.slice(0, 40)}/${platform}`;
        expect(measure(post, platform), at).toBeLessThanOrEqual(PLATFORMS[platform].limit);
        expect(hashtagCountOk(platform, hashtags.length), `${at}: ${hashtags.length} hashtags`).toBe(true);
        for (const tag of hashtags) {
          expect(tag, at).toMatch(/^#\p{L}[\p{L}\p{M}]*$/u); // no digits, no URL parts
          expect(squash(cleanPrompt(c.prompt)), `${at}: ${tag}`).toContain(squash(tag));
          expect(post, at).toContain(tag);
        }
      }
    }
  });

  it("changes the post visibly with each platform and each intent (pairwise)", () => {
    const platformDistances: number[] = [];
    for (const c of english) {
      const posts = UI_PLATFORMS.map((p) => generatePost(c.prompt, p).post);
      for (let i = 0; i < posts.length; i++) {
        for (let j = i + 1; j < posts.length; j++) {
          const d = distance(posts[i]!, posts[j]!);
          if (d < 0.3)
            console.log(
              `close pair (${d.toFixed(2)}): ${UI_PLATFORMS[i]} / ${UI_PLATFORMS[j]}: ${c.prompt.slice(0, 60)}`,
            );
          platformDistances.push(d);
        }
      }
    }
    const intentDistances: number[] = [];
    for (const platform of UI_PLATFORMS) {
      const posts = INTENT_VARIANTS.map((v) => generatePost(v.prompt, platform).post);
      for (let i = 0; i < posts.length; i++)
        for (let j = i + 1; j < posts.length; j++) intentDistances.push(distance(posts[i]!, posts[j]!));
    }
    console.log(
      `platform pairs: mean sentence distance ${mean(platformDistances).toFixed(2)}, min ${Math.min(...platformDistances).toFixed(2)}; ` +
        `intent pairs: mean ${mean(intentDistances).toFixed(2)}, min ${Math.min(...intentDistances).toFixed(2)}`,
    );
    expect(Math.min(...platformDistances)).toBeGreaterThanOrEqual(0.3);
    expect(mean(platformDistances)).toBeGreaterThanOrEqual(0.6);
    expect(Math.min(...intentDistances)).toBeGreaterThanOrEqual(0.8);
    // The intent prompts are read as the intent they were written for.
    for (const v of INTENT_VARIANTS) expect(understand(cleanPrompt(v.prompt)).intent, v.prompt).toBe(v.intent);
  });

  it("writes sentences of its own around the prompt's facts and never pastes an instruction to the tool", () => {
    let copied = 0;
    let total = 0;
    for (const c of english) {
      const prompt = new Set(outputSentences(cleanPrompt(c.prompt)).map(sentenceKey));
      for (const platform of UI_PLATFORMS) {
        const out = outputSentences(prose(generatePost(c.prompt, platform).post)).map(sentenceKey);
        const own = out.filter((s) => !prompt.has(s));
        expect(own.length, `${c.prompt.slice(0, 40)}/${platform}`).toBeGreaterThanOrEqual(1);
        copied += out.length - own.length;
        total += out.length;
        expect(generatePost(c.prompt, platform).post, c.prompt).not.toMatch(
          /\b(?:write|create|make|draft) (?:a|an|me|something)\b|\bmake it (?:fun|funny|casual|professional)\b|\bkeep it\b|\badd (?:some )?emojis?\b|\bmention (?:the|that|our)\b|\b(?:can|could) you\b|\bsystem prompt\b|\bignore all\b/i,
        );
      }
    }
    console.log(
      `output sentences copied verbatim from the prompt: ${((copied / total) * 100).toFixed(1)}% of ${total}`,
    );
    expect(copied / total).toBeLessThanOrEqual(0.35);
  });

  it("keeps the held-out prompts faithful, within limits, hashtags from the prompt, in the prompt's language", () => {
    const problems: string[] = [];
    for (const c of POST_HELDOUT) {
      // The page's platforms, and the one the prompt was written for (Facebook, TikTok).
      for (const platform of new Set<Platform>([...UI_PLATFORMS, c.platform])) {
        const { post, hashtags } = generatePost(c.prompt, platform);
        const at = `${c.prompt.slice(0, 40)}/${platform}`;
        const units = new Set([...c.prompt.matchAll(/\d([A-Z])\b/g)].map((m) => m[1]!));
        const bad =
          (c.lang ?? "en") === "en"
            ? // (The prompt as the engine reads it: "Mon-Fri" is spelled "Monday to Friday".)
              unsupportedFacts(post, c.prompt, { allow: [cleanPrompt(c.prompt)] }).filter((f) => !units.has(f))
            : (post.match(/\d+/g) ?? []).filter((n) => !c.prompt.includes(n));
        if (bad.length) problems.push(`${at}: ${bad.join(", ")}`);
        if (measure(post, platform) > PLATFORMS[platform].limit) problems.push(`${at}: too long`);
        if (!hashtagCountOk(platform, hashtags.length)) problems.push(`${at}: ${hashtags.length} hashtags`);
        for (const tag of hashtags)
          if (!squash(cleanPrompt(c.prompt)).includes(squash(tag))) problems.push(`${at}: ${tag} not in the prompt`);
        if (c.lang && c.lang !== "en" && c.lang !== "other" && detectLanguage(prose(post)) !== c.lang)
          problems.push(`${at}: language`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("answers German, Spanish and French prompts in their language only, and other languages with a note", () => {
    for (const c of POST_CORPUS.filter((x) => x.lang && x.lang !== "en")) {
      for (const platform of UI_PLATFORMS as readonly Platform[]) {
        const { post } = generatePost(c.prompt, platform);
        if (c.lang === "other") {
          expect(post, c.prompt).toMatch(/^\[Note: /);
          continue;
        }
        expect(detectLanguage(prose(post)), `${c.prompt}/${platform}`).toBe(c.lang);
        expect(prose(post), `${c.prompt}/${platform}`).not.toMatch(
          /\b(?:the|you|your|please|thanks?|we're|our|with|join|today)\b/i,
        );
      }
    }
  });
});
