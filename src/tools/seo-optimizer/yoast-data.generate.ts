/**
 * Writes seo-optimizer.yoast-data.json: Yoast SEO's English word lists and syllable rules (yoastseo 3.6, GPL-3.0 like
 * this project), copied so the product does not need yoastseo (a dev dependency) at run time.
 * Run: npx tsx src/tools/seo-optimizer/yoast-data.generate.ts  (the yoast-data test fails when the copy drifts).
 */
import { writeFileSync } from "node:fs";
import { yoastSourceData } from "./yoast-data.source";

const data = yoastSourceData();
// Generated data, read by the engine with a typed import: English transition words, two-part transitions,
// passive-voice word lists, function words, sentence-start exceptions, abbreviations, word boundaries, syllable rules
// (yoastseo 3.6, GPL-3.0, Yoast BV). Not edited by hand.
const out = `${JSON.stringify(data, null, 2)}\n`;
writeFileSync(new URL("./seo-optimizer.yoast-data.json", import.meta.url), out);
console.log("written", out.length, "characters");
