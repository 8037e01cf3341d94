/**
 * Writing quality of the built-in email engine on the test corpus (email-generator.corpus.ts): grammar (Link Grammar
 * complete parses, compared with the prompts'), harper lints, faithfulness, paragraph counts, option effects and
 * verbatim copying. Every output of every prompt is checked; the measured figures are printed.
 */
import { describe, expect, it } from "vitest";
import { unsupportedFacts } from "../../../tests/quality/faithfulness";
import { expectGrammarNoWorseThanInput } from "../../../tests/quality/compare-writing";
import { outputSentences, sentenceDistance, sentenceKey } from "../../../tests/quality/sentences";
import { AUDIENCE_IDS, LENGTH_IDS, TONE_IDS, bodyBlocks, type EmailTemplateInput } from "./contract";
import { EMAIL_CORPUS } from "./email-generator.corpus";
import { analysePrompt, cleanPrompt, detectLanguage, generateEmail } from "./email-generator.engine";
import { PERSONAL_READER } from "./email-generator.compose";

const english = EMAIL_CORPUS.filter((c) => (c.lang ?? "en") === "en");
/** Each (prompt, options) pair is generated once per file: the tests below read the same outputs many times. */
const outputs = new Map<string, ReturnType<typeof generateEmail>>();
const run = (c: EmailTemplateInput, options: Partial<EmailTemplateInput> = {}) => {
  const input = { ...c, ...options };
  const key = JSON.stringify(input);
  if (!outputs.has(key)) outputs.set(key, generateEmail(input));
  return outputs.get(key)!;
};

describe("email engine writing quality on the corpus", () => {
  it("has at least 40 realistic prompts, some non-English and some hostile", () => {
    expect(EMAIL_CORPUS.length).toBeGreaterThanOrEqual(40);
    expect(EMAIL_CORPUS.filter((c) => c.lang && c.lang !== "en").length).toBeGreaterThanOrEqual(3);
    expect(EMAIL_CORPUS.some((c) => /<[a-z]/i.test(c.prompt))).toBe(true);
  });

  it("parses at least as often as the prompts do (Link Grammar) and lints no more than the prompts (harper)", async () => {
    const outputs = english.flatMap((c) => LENGTH_IDS.map((length) => run(c, { length }).body));
    await expectGrammarNoWorseThanInput({
      names: ["outputs", "prompts"],
      outSentences: outputs.flatMap(outputSentences),
      inSentences: english.flatMap((c) => outputSentences(cleanPrompt(c.prompt))),
      outTexts: outputs.map((body) => outputSentences(body).join(" ")),
      inTexts: english.map((c) => cleanPrompt(c.prompt)),
    });
  }, 240_000);

  it("invents no name, number, date or organisation, in any tone or length", () => {
    const problems: string[] = [];
    for (const c of EMAIL_CORPUS) {
      for (const tone of TONE_IDS) {
        for (const length of LENGTH_IDS) {
          const { subject, body } = run(c, { tone, length });
          // The faithfulness checker reads English capitalisation; for other languages (German capitalises every
          // noun) only numbers are checked.
          const english = (c.lang ?? "en") === "en";
          // A unit letter glued to a number in the prompt ("$2M", "5K") is read as a capitalised word by the checker.
          const units = new Set([...c.prompt.matchAll(/\d([A-Z])\b/g)].map((m) => m[1]!));
          const bad = english
            ? unsupportedFacts(`${subject}\n\n${body}`, c.prompt).filter((f) => !units.has(f))
            : (`${subject} ${body}`.match(/\d+/g) ?? []).filter((n) => !c.prompt.includes(n));
          if (bad.length) problems.push(`${c.id}/${tone}/${length}: ${bad.join(", ")}`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 180_000);

  it("keeps the paragraph counts of each length (short 1-2, medium 3-4, long 5+)", () => {
    for (const c of EMAIL_CORPUS) {
      for (const tone of TONE_IDS) {
        const count = (length: EmailTemplateInput["length"]) => bodyBlocks(run(c, { tone, length }).body).length - 2;
        expect(count("short"), `${c.id}/${tone}/short`).toBeGreaterThanOrEqual(1);
        expect(count("short"), `${c.id}/${tone}/short`).toBeLessThanOrEqual(2);
        expect(count("medium"), `${c.id}/${tone}/medium`).toBeGreaterThanOrEqual(3);
        expect(count("medium"), `${c.id}/${tone}/medium`).toBeLessThanOrEqual(4);
        expect(count("long"), `${c.id}/${tone}/long`).toBeGreaterThanOrEqual(5);
      }
    }
  }, 180_000);

  it("changes the email visibly with each tone and each audience (pairwise)", () => {
    const toneDistances: number[] = [];
    const audienceDistances: number[] = [];
    for (const c of english) {
      const byTone = TONE_IDS.map((tone) => run(c, { tone }).body);
      for (let i = 0; i < byTone.length; i++)
        for (let j = i + 1; j < byTone.length; j++) toneDistances.push(sentenceDistance(byTone[i]!, byTone[j]!));
      // A neighbour, a relative, a landlord or a child's teacher named as the reader is written to as such, whatever the
      // audience option says (no business line about working together or calls).
      if (PERSONAL_READER.test(analysePrompt(c.prompt, c.audience, c.purpose).recipient.role ?? "")) continue;
      for (const length of LENGTH_IDS) {
        const byAudience = AUDIENCE_IDS.map((audience) => run(c, { audience, length }).body);
        for (let i = 0; i < byAudience.length; i++) {
          for (let j = i + 1; j < byAudience.length; j++)
            audienceDistances.push(
              byAudience[i] === byAudience[j] ? 0 : sentenceDistance(byAudience[i]!, byAudience[j]!),
            );
        }
      }
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const minTone = Math.min(...toneDistances);
    const changedAudience = audienceDistances.filter((d) => d > 0).length / audienceDistances.length;
    console.log(
      `tone pairs: mean sentence distance ${mean(toneDistances).toFixed(2)}, min ${minTone.toFixed(2)}; audience pairs changed ${(changedAudience * 100).toFixed(1)}%, mean distance ${mean(audienceDistances).toFixed(2)}`,
    );
    expect(minTone).toBeGreaterThanOrEqual(0.3);
    expect(changedAudience).toBeGreaterThanOrEqual(0.9);
  }, 180_000);

  it("never copies a prompt sentence verbatim and never pastes an instruction to the tool", () => {
    for (const c of english) {
      const prompt = outputSentences(cleanPrompt(c.prompt))
        .map(sentenceKey)
        .filter((s) => s.split(" ").length >= 4);
      for (const length of LENGTH_IDS) {
        const { body } = run(c, { length });
        const out = outputSentences(body).map(sentenceKey);
        for (const p of prompt) expect(out, `${c.id}: "${p}"`).not.toContain(p);
        expect(body, c.id).not.toMatch(
          /\b(?:write|draft|compose) (?:an? )?(?:e-?mail|message)|\bask (?:them|him|her|my|the)\b|(?:^|[.!?]\s+)offer a\b|\btell (?:them|him|her)\b/im,
        );
      }
    }
  });

  it("answers non-English prompts in their language only", () => {
    for (const c of EMAIL_CORPUS.filter((x) => x.lang && x.lang !== "en")) {
      for (const tone of TONE_IDS) {
        const { subject, body } = run(c, { tone });
        expect(detectLanguage(body), `${c.id}/${tone}`).toBe(c.lang);
        expect(`${subject} ${body}`, `${c.id}/${tone}`).not.toMatch(
          /\b(?:the|you|your|please|thanks?|regards|hello|dear)\b/i,
        );
      }
    }
  });
});
