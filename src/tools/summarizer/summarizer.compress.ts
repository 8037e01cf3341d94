/**
 * Sentence compression for the TL;DR: the best sentence with its parentheticals, dashes-delimited asides,
 * attributions ("officials said", "according to the report") and, at the strongest level, subordinate detail
 * (non-restrictive relative clauses, appositives, trailing participle phrases, a second clause after a semicolon)
 * removed. Every cut is kept only if the sentence still reads as complete (summarizer.grammar); otherwise the cut is
 * undone. Other languages than English only lose parentheticals, which needs no grammar.
 */
import { isCompleteSentence, startsWithFiniteVerb } from "./summarizer.grammar";
import type { Language } from "./summarizer.language";

export type Compression = "light" | "medium" | "strong";

type Cut = (s: string) => string;

const REPORTING_VERB =
  "(?:said|says|told [\\p{L}' .-]{1,30}?|reported|reports|announced|added|noted|explained|confirmed|decided|wrote|claimed|warned|stated|insisted|argued|suggested|revealed|admitted)";
const SPEAKER = "(?:[\\p{L}\\p{N}'’.-]+\\s){0,5}?[\\p{L}'’.-]+";

const PARENTHETICALS: Cut = (s) =>
  s.replace(/(?:\s+|(?<![$\p{L}\p{N}_.]))\((?:[^()]|\([^()]*\)){1,120}\)/gu, "").replace(/\s*\[[^\]]{1,120}\]/g, "");
const DASH_ASIDES: Cut = (s) =>
  s.replace(/\s+(?:--|—|–)\s+[^—–]{1,120}?\s+(?:--|—|–)\s+/g, " ").replace(/\s*—[^—]{1,100}—\s*/g, " ");
const TRAILING_ATTRIBUTION: Cut = (s) =>
  s.replace(
    new RegExp(
      `,\\s+(?:according to [^,.;]{2,80}|${SPEAKER}\\s${REPORTING_VERB}(?:\\s(?:on|in|at|late|early|last)\\s[^,.;]{1,40})?)\\s*([.!?])$`,
      "iu",
    ),
    "$1",
  );
/** "According to X, ..." and "Officials said that ..." (with "that": the clause after it stands alone). */
const LEADING_ATTRIBUTION: Cut = (s) =>
  s
    .replace(/^according to [^,]{2,80},\s*/i, "")
    .replace(
      new RegExp(
        `^${SPEAKER}\\s(?:said|says|announced|reported|confirmed|warned)(?:\\s(?:on|late|early|last)\\s\\p{L}+)?\\s+that\\s+(?!(?:he|she|they|it|we|i|you|his|her|their|its)\\b)(?=\\p{L})`,
        "iu",
      ),
      "",
    );
/** "Subject to the terms of this License, the Licensor grants..." -> "The Licensor grants...". */
/** ("After some discussion, everyone agreed..." -> "Everyone agreed...": how a meeting got to its decision, with what
 * it was about: "After some discussion about whether it would last, the committee agreed..." -> "The committee agreed...".) */
const LEADING_CONDITION: Cut = (s) =>
  s
    .replace(
      /^(?:subject to|in accordance with|for the purposes? of|pursuant to|notwithstanding|without prejudice to)\s[^,]{3,100},\s+/i,
      "",
    )
    .replace(
      /^(?:after|following) (?:(?:some|much|a|a long|a short|a brief|lengthy|brief|further|long|more) )?(?:discussion|debate|deliberation)s?(?:\s+(?:about|of|on|over|around|regarding|whether|as to)\s[^,]{3,100})?(?:,\s+|\s+(?!about|of|on|over|around|regarding|whether|as|with|between)(?=\p{L}))/iu,
      "",
    );
/** "... in Japan -- and now their counterparts are ..." -> "... in Japan.": a clause tacked on after a dash. */
const TRAILING_DASH: Cut = (s) => s.replace(/\s+(?:--|—|–)\s+[^—–]{8,}$/, ".");
/** ", which opened in 1932," between subject and verb goes; a clause ending the sentence goes only without figures. */
const RELATIVE_CLAUSES: Cut = (s) =>
  s.replace(/,\s+(?:who|which|whose)\s[^,;]{3,100}?(?:,\s+|(?=[.!?]$))/g, (m) =>
    m.trimEnd().endsWith(",") ? " " : /\d/.test(m) ? m : "",
  );
/** "Dr. Lopez, the head librarian, said..." -> "Dr. Lopez said...": only when a verb follows the appositive. */
const APPOSITIVES: Cut = (s) =>
  s.replace(
    /(\p{Lu}[\p{L}'’.-]*),\s+(?:a|an|the)\s[^,;]{3,60},\s+(?=(\S+(?:\s\S+)?))/gu,
    (m, name: string, next: string) =>
      startsWithFiniteVerb(next) && !/\b(?:who|whose|which|that|whom)\b/i.test(m) ? `${name} ` : m,
  );
const TRAILING_PARTICIPLE: Cut = (s) =>
  s.replace(/,\s+(?:\p{Ll}+ing|including|with|as well as|while)\s[^;]{3,160}?(?=[.!?]$)/u, "");
/** "X; Y" -> "X.", unless X is the "not..." half of a contrast whose point is Y. */
const SECOND_CLAUSE: Cut = (s) => (/\b(?:not|no|never|n't)\b[^;]*;/i.test(s) ? s : s.replace(/;\s+[^;]+$/, "."));
/** "Because of that, I propose..." -> "I propose...": a connective or an ordinal ("Yet", "Second,") that points back
 * to a sentence not shown; a
 * summary opener ("In summary, …") says nothing in a summary. */
const LEADING_CONNECTIVE: Cut = (s) =>
  s.replace(
    /^(?:because of (?:that|this)|as a result|however|so|therefore|that said|in addition|also|but|and|yet|still|even so|then|instead|meanwhile|for that reason|second(?:ly)?|third(?:ly)?|finally|lastly)\s*,?\s+|^(?:in summary|in short|in conclusion|to sum up|to summari[sz]e|overall|all in all|ultimately),\s+/i,
    "",
  );
/** "As most of you know, we are moving..." -> "We are moving...": an aside to the reader. */
const LEADING_ASIDE: Cut = (s) =>
  s.replace(
    /^(?:as (?:most of |many of |all of )?you (?:may |will |might )?(?:know|have heard|be aware)|as (?:i|we) (?:mentioned|said)(?: \p{L}+)?|as you may be aware|of course|to be honest|first of all|in fact|basically),\s+/iu,
    "",
  );
/** "X is the best fit: it sleeps 18, it has..." -> "X is the best fit.": the elaboration after a colon. */
const ELABORATION: Cut = (s) => s.replace(/^([^:]{25,}?):\s+\p{Ll}[^:]*$/u, "$1.");

/** Words before a colon that name what comes after it only as "a compromise", "one rule", "these steps". */
const ANNOUNCES_ELABORATION =
  /\b(?:a|an|one|two|three|four|five|several|the following|these)\s[^,;:]{0,40}:\s+(?!(?:it|they|this|that|he|she|we|you|i)\b)\S/i;
const digits = (t: string) => t.match(/\d+/g)?.length ?? 0;
const DETAIL = new Set<Cut>([RELATIVE_CLAUSES, APPOSITIVES, TRAILING_PARTICIPLE]);

const CUTS: Record<Compression, Cut[]> = {
  light: [PARENTHETICALS],
  medium: [PARENTHETICALS, DASH_ASIDES, TRAILING_ATTRIBUTION, LEADING_ATTRIBUTION, LEADING_CONNECTIVE, LEADING_ASIDE],
  strong: [
    PARENTHETICALS,
    DASH_ASIDES,
    TRAILING_ATTRIBUTION,
    LEADING_ATTRIBUTION,
    LEADING_CONNECTIVE,
    LEADING_ASIDE,
    LEADING_CONDITION,
    ELABORATION,
    TRAILING_DASH,
    RELATIVE_CLAUSES,
    APPOSITIVES,
    TRAILING_PARTICIPLE,
    SECOND_CLAUSE,
  ],
};

function tidy(s: string): string {
  let t = s
    .replace(/\s+([,.;:!?])/g, "$1")
    .replace(/\s{2,}/g, " ")
    .replace(/,([.!?])$/, "$1")
    .trim();
  if (!/[.!?…]["'”’)]?$/.test(t)) t = `${t.replace(/[,;:]$/, "")}.`;
  return t.charAt(0).toUpperCase() + t.slice(1);
}

/** Quote marks left open by the sentence splitter (a quotation spanning sentences) are dropped, not shown half. */
function balanceQuotes(s: string): string {
  let t = s;
  if ((t.match(/``/g)?.length ?? 0) !== (t.match(/''/g)?.length ?? 0)) t = t.replace(/\s*(?:``|'')\s*/g, " ");
  if ((t.match(/“/g)?.length ?? 0) !== (t.match(/”/g)?.length ?? 0)) t = t.replace(/[“”]/g, "");
  if ((t.match(/"/g)?.length ?? 0) % 2 !== 0) t = t.replace(/"/g, "");
  return t.replace(/\s{2,}/g, " ").trim();
}

/** The sentence shortened by the cuts of `level` that keep it grammatical. */
export function compressSentence(sentence: string, level: Compression, language: Language): string {
  let current = balanceQuotes(sentence);
  if (language !== "en") {
    const cut = tidy(PARENTHETICALS(current));
    return cut.split(/\s+/).length >= 4 ? cut : current;
  }
  const original = isCompleteSentence(current);
  const words = (t: string) => t.split(/\s+/).length;
  for (const cut of CUTS[level]) {
    const candidate = tidy(cut(current));
    if (candidate === current) continue;
    // Subordinate detail with figures in it, or that is most of the sentence, is its news ("..., cutting power to
    // 40,000 homes", "..., which stopped on 2 December"): kept.
    if (
      DETAIL.has(cut) &&
      (words(candidate) < 0.4 * words(current) || (cut === TRAILING_PARTICIPLE && digits(candidate) < digits(current)))
    )
      continue;
    // An elaboration after a colon that holds the figures is the point ("you're right: the renewal on 2 May went
    // through twice"): kept.
    // ("...is the best fit: it sleeps 18" still loses its elaboration: "it" says the point was before the colon.)
    if (
      cut === ELABORATION &&
      digits(candidate) < digits(current) &&
      !/:\s+(?:it|they|this|that|he|she|we|you|i)\b/i.test(current)
    )
      continue;
    // (So is one that the words before the colon announce: "I have come back to a compromise I once scoffed at: two or
    // three days in the office ...", "There is one rule: ...".)
    if (cut === ELABORATION && ANNOUNCES_ELABORATION.test(current)) continue;
    // A cut that leaves a fragment (or breaks an already complete sentence) is undone.
    if (original ? isCompleteSentence(candidate) : candidate.split(/\s+/).length >= 4) current = candidate;
  }
  return current;
}
