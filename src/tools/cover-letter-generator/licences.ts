import { article } from "../../shared/text/article";
import { cutOutsideAbbreviations } from "../../shared/text/abbreviations";

/**
 * A licence the ad asks for and the resume holds, in the resume's own words, when the skill lexicon does not know it
 * ("WA journeyman license" asked, "WA Journeyman Plumber License" held; "Ohio RDH license" asked, "Licensed RDH, Ohio"
 * held): "I hold a WA Journeyman Plumber License." / "I am a licensed RDH in Ohio." A driving licence is left to the
 * lexicon (a "clean licence" is one too). The two must share a distinctive word (not "license", "state", "valid", "active" ...).
 */
const LICENCE = /\blicen[cs]e[ds]?\b/i;
const DRIVING = /\b(?:driv\w*|CDL|vehicle|motor|clean\s+licen[cs]e)\b/i;
const PLAIN = new Set(
  "license licence licensed licenced licenses licences state valid active current required a an the in of with and or plus preferred must have hold current full unrestricted".split(
    " ",
  ),
);
const words = (s: string) =>
  s
    .toLowerCase()
    .split(/[^\p{L}\d]+/u)
    .filter((w) => w.length >= 2 && !PLAIN.has(w));

export function licenceSentence(resume: string, ad: string): string {
  const asked = cutOutsideAbbreviations(ad, /(?<=[.!?;,])\s+|\n+/).filter((s) => LICENCE.test(s) && !DRIVING.test(s));
  if (!asked.length) return "";
  const adWords = new Set(asked.flatMap(words));
  for (const line of resume.split("\n")) {
    for (const item of line.replace(/^[\s•*-]+/, "").split(/;\s*|\s+\|\s+/)) {
      // ("Licensure & Certifications: Missouri RN License": the label is no part of the licence.)
      const text = item
        .replace(
          /^(?:(?:licensure|certifications?|licen[cs]es?|credentials?|qualifications?)\s*(?:&|and|\/)?\s*)+:\s*/i,
          "",
        )
        .trim();
      if (!LICENCE.test(text) || DRIVING.test(text) || text.split(/\s+/).length > 7 || /\d{4}/.test(text)) continue;
      if (!words(text).some((w) => adWords.has(w))) continue;
      const licensed = /^licen[cs]ed\s+(.+?)(?:,\s*(\p{Lu}[\p{L}]+(?:\s\p{Lu}[\p{L}]+)?))?$/iu.exec(text);
      if (licensed) return `I am a licensed ${licensed[1]}${licensed[2] ? ` in ${licensed[2]}` : ""}.`;
      // ("SIA Door Supervisor and CCTV licences": licences in the plural take no "a"; "Reach truck and counterbalance
      // forklift (licensed)" names the machines, not a licence.)
      if (/\((?:licen[cs]ed|certified)\)$/i.test(text)) continue;
      if (/^\p{Lu}/u.test(text) && !/,/.test(text))
        return `I hold ${/licen[cs]es$/i.test(text) ? "" : `${article(text)} `}${text}.`;
    }
  }
  return "";
}
