/**
 * Grammar of the built-in cover letter engine on the test corpus (cover-letter-generator.corpus.ts): Link Grammar
 * complete parses and harper lints, compared with the resumes' and ads' own sentences. The measured figures are
 * printed. (A file of its own, apart from cover-letter-generator.quality.test.ts: the parser's minute then runs on
 * one worker while the other checks faithfulness.)
 */
import { describe, it } from "vitest";
import { expectGrammarNoWorseThanInput } from "../../../tests/quality/compare-writing";
import { outputSentences } from "../../../tests/quality/sentences";
import { COVER_LETTER_CORPUS, TONE_IDS, inputText, requestOf } from "./cover-letter-generator.corpus";
import { generateCoverLetters } from "./cover-letter-generator.engine";

const english = COVER_LETTER_CORPUS.filter((c) => (c.lang ?? "en") === "en");

describe("cover letter engine writing quality on the corpus", () => {
  it("parses at least as often as the resumes and ads do (Link Grammar) and lints no more (harper)", async () => {
    // Each case in one tone, taken in turn (every tone covers a quarter of the cases): the parser takes ~35 ms per
    // sentence, and the four tones together hold 2,500 unique sentences. The faithfulness tests (quality.test.ts) run every tone.
    const outputs = english.flatMap((c, i) =>
      generateCoverLetters(requestOf(c, TONE_IDS[i % TONE_IDS.length]!)).coverLetters.map((l) => l.content),
    );
    await expectGrammarNoWorseThanInput({
      names: ["letters", "inputs"],
      outSentences: outputs.flatMap(outputSentences),
      inSentences: english.flatMap((c) => outputSentences(inputText(c))),
      outTexts: [...new Set(outputs)].map((text) => outputSentences(text).join(" ")),
      inTexts: english.map((c) => outputSentences(inputText(c)).join(" ")),
      show: 25,
    });
  }, 1_200_000);
});
