/**
 * Writing quality of the built-in cover letter engine on the test corpus (cover-letter-generator.corpus.ts): grammar
 * (Link Grammar complete parses and harper lints: cover-letter-generator.grammar.test.ts), faithfulness (no
 * invented name, number or skill; no requirement the resume lacks), no resume line pasted, tones and versions
 * visibly different, skills matched across synonyms and multi-word names. The measured figures are printed.
 */
import { describe, expect, it } from "vitest";
import { unsupportedFacts } from "../../../tests/quality/faithfulness";
import { outputSentences, sentenceDistance, sentenceKey } from "../../../tests/quality/sentences";
import type { CoverLetterResponse, CoverLetterTone } from "./contract";
import {
  COVER_LETTER_CORPUS,
  TONE_IDS,
  adheres,
  allowed,
  checkable,
  inputText,
  requestOf,
  type CoverLetterCase,
} from "./cover-letter-generator.corpus";
import { generateCoverLetters } from "./cover-letter-generator.engine";
import { COVER_LETTER_HELDOUT } from "./cover-letter-generator.heldout";
import { detectLanguage, plainText } from "./input-text";
import { gatherFacts } from "./letter-facts";
import { titlePhrase, valueObject } from "./letter-parts";
import { SKILLS, lexiconWith, resumeShows, skillsIn } from "./skill-match";

const english = COVER_LETTER_CORPUS.filter((c) => (c.lang ?? "en") === "en");
const foreign = COVER_LETTER_CORPUS.filter((c) => (c.lang ?? "en") !== "en");
const cache = new Map<string, CoverLetterResponse>();
const run = (c: CoverLetterCase, tone: CoverLetterTone = c.tone ?? "professional") => {
  const key = `${c.id}/${tone}`;
  if (!cache.has(key)) cache.set(key, generateCoverLetters(requestOf(c, tone)));
  return cache.get(key)!;
};
/** A case's facts (the same for every tone), read once per case. */
const factsCache = new Map<string, ReturnType<typeof gatherFacts>>();
const factsOf = (c: CoverLetterCase) => {
  if (!factsCache.has(c.id)) factsCache.set(c.id, gatherFacts(requestOf(c)));
  return factsCache.get(c.id)!;
};
const letters = (r: CoverLetterResponse) => r.coverLetters.map((l) => l.content);
const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

/** What a letter may say about the employer or the position (not a claim about the candidate), longest first. */
function employerPhrases(c: CoverLetterCase, f: ReturnType<typeof gatherFacts>): string[] {
  return [
    c.jobTitle,
    titlePhrase(c.jobTitle),
    c.companyName,
    ...f.job.values.flatMap((v) => [v, valueObject(v)]),
    f.job.mission,
    f.job.commitment,
    f.job.belief,
    f.job.described?.as,
    f.job.described?.what,
    f.job.about,
    f.job.selfImage,
    ...f.job.duties,
  ]
    .filter((s): s is string => Boolean(s))
    .sort((a, b) => b.length - a.length);
}

/** The names, numbers and dates a response shows (letters and highlights) that the case's input does not hold. */
function inventedFacts(c: CoverLetterCase, r: CoverLetterResponse): string[] {
  const shown = [...letters(r), ...r.coverLetters.flatMap((l) => l.highlights)].join("\n");
  // Non-English letters: German capitalises every noun, so only numbers are checked there.
  if ((c.lang ?? "en") === "en") return unsupportedFacts(checkable(shown, c), inputText(c), { allow: allowed(c) });
  // The form's fields are input too ("Check24").
  return (shown.replace(/\[[^\]]*\]/g, "").match(/\d+/g) ?? []).filter(
    (n) => !`${inputText(c)} ${c.companyName} ${c.jobTitle}`.includes(n),
  );
}

/**
 * What a letter of this case claims of the candidate: its text with what it says about the employer or the position
 * blanked (the ad's values are only ever written next to a resume statement that shows them), and the skills that
 * text names which the resume and the skills field do not show.
 */
function candidateClaims(c: CoverLetterCase) {
  const f = factsOf(c);
  const evidence = `${f.resume.text}\n${c.skills ?? ""}`;
  const aboutEmployer = employerPhrases(c, f);
  return (content: string) => {
    let text = content;
    for (const phrase of aboutEmployer)
      text = text.replace(new RegExp(phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "gi"), " ");
    const unshown = skillsIn(text, lexiconWith(c.skills ?? ""))
      .filter(({ skill }) => !resumeShows(evidence, skill))
      .map(({ skill }) => skill.name);
    return { text, unshown };
  };
}

describe("cover letter engine writing quality on the corpus", () => {
  it("has at least 40 realistic pairs: professions, a missing name, pasted HTML, non-English", () => {
    expect(COVER_LETTER_CORPUS.length).toBeGreaterThanOrEqual(40);
    expect(foreign.length).toBeGreaterThanOrEqual(3);
    expect(COVER_LETTER_CORPUS.some((c) => /<[a-z]/i.test(c.resume) || /<[a-z]/i.test(c.jobDescription))).toBe(true);
    expect(COVER_LETTER_CORPUS.filter((c) => !factsOf(c).name).length).toBeGreaterThanOrEqual(2);
  });

  it("invents no name, number or date in any letter or highlight, in any tone", () => {
    const problems: string[] = [];
    for (const c of COVER_LETTER_CORPUS) {
      for (const tone of TONE_IDS) {
        const bad = inventedFacts(c, run(c, tone));
        if (bad.length) problems.push(`${c.id}/${tone}: ${bad.join(", ")}`);
      }
    }
    expect(problems, problems.join("\n")).toEqual([]);
  }, 300_000);

  it("claims no skill the resume does not show and names no requirement it lacks", () => {
    const problems: string[] = [];
    for (const c of english) {
      const claims = candidateClaims(c);
      for (const tone of TONE_IDS) {
        for (const l of run(c, tone).coverLetters) {
          const { text, unshown } = claims(l.content);
          for (const skill of unshown) problems.push(`${c.id}/${tone}/${l.version}: claims ${skill}`);
          for (const lacking of c.notClaimed ?? []) {
            if (new RegExp(`\\b${lacking.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "i").test(text))
              problems.push(`${c.id}/${tone}/${l.version}: names ${lacking}`);
          }
        }
      }
      for (const lacking of c.notClaimed ?? []) {
        const asSkill = skillsIn(lacking, SKILLS)[0]?.skill.name;
        if (asSkill && run(c).keySkillsMatched.includes(asSkill))
          problems.push(`${c.id}: keySkillsMatched has ${asSkill}`);
      }
    }
    expect(problems, problems.join("\n")).toEqual([]);
  }, 300_000);

  it("keeps the held-out pairs faithful: no invented fact, no skill the resume lacks, the options followed", () => {
    const problems: string[] = [];
    for (const c of COVER_LETTER_HELDOUT) {
      const tone = c.tone ?? "professional";
      const r = run(c, tone);
      const bad = inventedFacts(c, r);
      if (bad.length) problems.push(`${c.id}: ${bad.join(", ")}`);
      if (!adheres(r, tone)) problems.push(`${c.id}: options`);
      if ((c.lang ?? "en") !== "en") continue;
      const claims = candidateClaims(c);
      for (const l of r.coverLetters) {
        for (const skill of claims(l.content).unshown) problems.push(`${c.id}/${l.version}: claims ${skill}`);
      }
    }
    expect(problems, problems.join("\n")).toEqual([]);
  }, 300_000);

  it("matches multi-word skills, synonyms and abbreviations (K8s, med-surg, precepted, Articulate Storyline)", () => {
    const missing: string[] = [];
    for (const c of COVER_LETTER_CORPUS) {
      const matched = run(c).keySkillsMatched;
      for (const s of c.expectMatched ?? [])
        if (!matched.includes(s)) missing.push(`${c.id}: ${s} (got ${matched.join(", ")})`);
    }
    expect(missing, missing.join("\n")).toEqual([]);
  });

  it("never pastes a resume line: every sentence is the engine's own or a rewritten statement", () => {
    const pasted: string[] = [];
    for (const c of english) {
      const resumeLines = new Set(
        plainText(c.resume)
          .split(/\n|(?<=[.!?])\s+/)
          .map((l) => sentenceKey(l.replace(/^\s*[-*•]\s*/, "")))
          .filter((l) => l.split(" ").length >= 4),
      );
      for (const tone of TONE_IDS) {
        for (const s of letters(run(c, tone)).flatMap(outputSentences))
          if (resumeLines.has(sentenceKey(s))) pasted.push(`${c.id}/${tone}: ${s}`);
      }
    }
    expect(pasted, pasted.join("\n")).toEqual([]);
  }, 300_000);

  it("follows the options: three letters in order, the tone's label, its register, signed", () => {
    const wrong: string[] = [];
    for (const c of COVER_LETTER_CORPUS) {
      for (const tone of TONE_IDS) {
        const r = run(c, tone);
        if ((c.lang ?? "en") === "en" && !adheres(r, tone)) wrong.push(`${c.id}/${tone}`);
        const name = factsOf(c).name;
        for (const l of r.coverLetters) {
          const last = l.content.trim().split("\n").pop()!;
          if (name ? last !== name : !/^\[[^\]]+\]$/.test(last))
            wrong.push(`${c.id}/${tone}/${l.version}: signed "${last}"`);
        }
      }
    }
    expect(wrong, wrong.join("\n")).toEqual([]);
  }, 300_000);

  it("changes each letter visibly with the tone and keeps the three versions different", () => {
    const toneDistances: number[] = [];
    const versionDistances: number[] = [];
    for (const c of english) {
      const byTone = TONE_IDS.map((tone) => letters(run(c, tone)));
      for (let v = 0; v < 3; v++) {
        for (let i = 0; i < byTone.length; i++)
          for (let j = i + 1; j < byTone.length; j++)
            toneDistances.push(sentenceDistance(byTone[i]![v]!, byTone[j]![v]!));
      }
      const [a, b, d] = letters(run(c));
      versionDistances.push(sentenceDistance(a!, b!), sentenceDistance(a!, d!), sentenceDistance(b!, d!));
    }
    const mean = (xs: number[]) => xs.reduce((x, y) => x + y, 0) / xs.length;
    console.log(
      `tone pairs: mean distance ${mean(toneDistances).toFixed(2)}, min ${Math.min(...toneDistances).toFixed(2)}; version pairs: mean ${mean(versionDistances).toFixed(2)}, min ${Math.min(...versionDistances).toFixed(2)}`,
    );
    expect(Math.min(...toneDistances)).toBeGreaterThanOrEqual(0.3);
    expect(Math.min(...versionDistances)).toBeGreaterThanOrEqual(0.5);
  }, 300_000);

  it("keeps highlights short phrases", () => {
    const bad: string[] = [];
    for (const c of COVER_LETTER_CORPUS) {
      for (const l of run(c).coverLetters) {
        if (!l.highlights.length) bad.push(`${c.id}/${l.version}: none`);
        for (const h of l.highlights)
          if (words(h) > 14 || /\s(?:and|or|the|a|of|to|in|with|that|which)$/i.test(h))
            bad.push(`${c.id}/${l.version}: "${h}"`);
      }
    }
    expect(bad, bad.join("\n")).toEqual([]);
  });

  it("answers a Spanish, French or German ad in its language only", () => {
    for (const c of foreign) {
      for (const tone of TONE_IDS) {
        const r = run(c, tone);
        for (const text of [...letters(r), ...r.suggestedImprovements]) {
          const prose = text.replace(/\[[^\]]*\]/g, "");
          expect(detectLanguage(prose), `${c.id}/${tone}`).toBe(c.lang);
          expect(prose, `${c.id}/${tone}`).not.toMatch(
            /\b(?:the|your|please|thank you|sincerely|regards|dear|I am)\b/i,
          );
        }
      }
    }
  });
});
