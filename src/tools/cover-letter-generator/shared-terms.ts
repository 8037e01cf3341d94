import nlp from "compromise";
import { escapeRegExp } from "../../shared/text/regexp";
import { hasRoleNoun } from "./resume-lines";
import { skillsIn, tokenize, type Skill } from "./skill-match";
import { cutOutsideAbbreviations } from "../../shared/text/abbreviations";

/**
 * Terms the ad and the resume both name, whether or not the lexicon knows them: product and system names
 * ("SystmOne", "Read Write Inc", "Software of Excellence", "C+E") and two- or three-word terms of the trade ("medical
 * terminology", "care plans", "rent arrears"). Each becomes a skill of its own, so a term named in both counts as
 * a match; nothing is matched that the resume does not name.
 */

/** Words no term of a trade is made of, or that any ad and resume share. */
const FILLER = new Set(
  `a an the and or of to in on at for with by from as is are be our your you we us their its this that these those
  will would can could should must may might who which what when where how all any each every some other more most
  experience experienced years year months team teams role roles job jobs work working ability able skills skill new
  great good strong excellent busy full time part day days week weeks month range level previous successful
  candidate candidates required essential desirable similar plus bonus ideally confident closely including based
  within across well high per etc least minimum ideal looking join help support need needs want using use used make
  also very highly proven knowledge understanding background environment opportunity company business people
  person someone various different own first one two three four five six seven eight nine ten fast quickly really
  just like love get keep run take give time ill`.split(/\s+/),
);

/** Degrees, records, registers and agencies both texts name that are no skill to use ("BSc", "MVR", "DBS", "HMRC"). */
const NOT_A_SKILL =
  /^(?:BSc|BA|BEng|MSc|MA|MEng|MBA|PhD|MPhil|LLB|HND|HNC|GCSEs?|A-levels?|MVR|DBS|NHS|UK|USA|US|EU|CV|Hons|HMRC|IRS|DVLA|CQC|Ofsted)$/;

/** Parts of a country named by the compass ("South West", "the North East", "East Midlands"): places, not skills. */
const REGION = /^(?:North|South|East|West|Central|Mid)(?:[\s-]+(?:East|West))?(?:\s+\p{Lu}\p{Ll}+)?$/u;

/** A line of the resume that names a course of study or a school ("NVQ Level 3 Health and Social Care", "BSc ..., University of Salford"). */
const STUDY_LINE =
  /\b(?:NVQ|SVQ|BTEC|HND|HNC|GCSEs?|A[- ]levels?|BSc|BA|MSc|MA|PGCE|Diploma|Degree|Level\s+\d|University|College|School)\b/;

/**
 * A name the resume only writes in its lines of study is the subject or the school of a qualification ("Health",
 * "Social Care" of "Health and Social Care", "Salford" of "University of Salford"), not a skill or a system used.
 */
function onlyStudied(resume: string, name: string): boolean {
  const lines = resume.split("\n").filter((l) => named(l, name, true));
  return lines.length > 0 && lines.every((l) => STUDY_LINE.test(l));
}

/** The last word of a credential's name: a card, a licence, a certificate held. */
const HELD_END = /\b(?:licen[cs]e|card|certificate|ticket|passport|CPC|CSCS|registration)$/i;

/** Capitalised words that open a sentence or a heading without naming anything ("Essential", "Experience"). */
function commonWord(word: string): boolean {
  const lower = word.toLowerCase();
  if (FILLER.has(lower)) return true;
  const known = COMMON.get(lower);
  if (known !== undefined) return known;
  const tags = (nlp(lower).json({ terms: { tags: true } }) as { terms: { tags: string[] }[] }[])[0]?.terms[0]?.tags;
  const common = !!tags && !tags.includes("ProperNoun") && !tags.includes("Acronym");
  COMMON.set(lower, common);
  return common;
}
const COMMON = new Map<string, boolean>();

/**
 * The word with its capital after a word of the same line ("... invoices in Xero") or inside brackets ("(Proclaim)").
 * A bullet's dash or a line break before it is the start of a line ("- Write care notes", "Night shifts" on a line
 * of its own): there "Write" names nothing.
 */
function midLine(text: string, word: string): boolean {
  return new RegExp(`(?:[\\p{L}\\d,)][^\\S\\n]+|\\()${escapeRegExp(word)}(?![\\p{L}\\d])`, "u").test(text);
}

/** "SystmOne", "Power BI", "Read Write Inc", "C+E", "Software of Excellence": names as the ad writes them. */
function namesIn(ad: string, resume: string): string[] {
  const out = new Set<string>();
  const WORD = String.raw`(?:\p{Lu}[\p{L}\d]*(?:\+\p{Lu}+)?|\p{Ll}+\p{Lu}[\p{L}\d]*)`;
  const seq = new RegExp(`(?<![\\p{L}\\d])${WORD}(?:\\s+(?:of\\s+)?${WORD}){0,3}(?![\\p{L}\\d+])`, "gu");
  for (const line of cutOutsideAbbreviations(ad, /(?<=[.!?:;])\s+|\n+/)) {
    for (const m of line.matchAll(seq)) {
      let words = m[0].split(/\s+/);
      // A sentence's first word is capitalised anyway: it names something only if the resume writes it with its
      // capital inside a line too ("Xero experience would be great" / "invoices in Xero").
      const start = !line.slice(0, m.index).trim();
      const plain = (w: string) =>
        FILLER.has(w.toLowerCase()) || (commonWord(w) && !/\p{Lu}.*\p{Lu}|\+/u.test(w) && !midLine(resume, w));
      while (words.length && (start || words.length > 1) && plain(words[0]!)) words = words.slice(1);
      while (words.length && words.at(-1) === "of") words = words.slice(0, -1);
      if (!words.length) continue;
      const phrase = words.join(" ");
      if (words.length === 1 && plain(phrase)) continue;
      out.add(phrase);
    }
  }
  return [...out];
}

/** "medical terminology", "care plans": two- or three-word runs of content words inside one clause of the ad. */
function termsIn(ad: string): string[] {
  const out = new Set<string>();
  for (const clause of ad.toLowerCase().split(/[.,;:!?()\n/]+|\s+(?:and|or)\s+/)) {
    const terms = (nlp(clause).json({ terms: { tags: true } }) as { terms: { text: string; tags: string[] }[] }[])
      .flatMap((x) => x.terms)
      .map((t) => ({ word: t.text.toLowerCase(), tags: t.tags }));
    // A word of a term: a noun or a describing word, never a verb or an adverb ("type clinic letters" -> "clinic
    // letters", "critically ill patients" -> nothing).
    const ok = (t: { word: string; tags: string[] }) =>
      !FILLER.has(t.word) &&
      /^\p{Ll}[\p{Ll}-]{2,}$/u.test(t.word) &&
      !t.tags.some(
        (x) => /Adverb|Infinitive|PastTense|PresentTense|Modal|Copula|Pronoun|Value/.test(x) && x !== "Gerund",
      );
    for (let n = 3; n >= 2; n--)
      for (let i = 0; i + n <= terms.length; i++) {
        const gram = terms.slice(i, i + n);
        if (!gram.every(ok) || !gram.at(-1)!.tags.includes("Noun")) continue;
        out.add(gram.map((t) => t.word).join(" "));
      }
  }
  return [...out];
}

/** The phrase appears in the text as words of its own (a plural "s" allowed on the last word). */
function named(text: string, phrase: string, anyCase: boolean): boolean {
  const re = new RegExp(
    `(?<![\\p{L}\\d])${escapeRegExp(phrase).replace(/\s+/g, "\\s+")}s?(?![\\p{L}\\d+])`,
    anyCase ? "iu" : "u",
  );
  return re.test(text);
}

/** Skills for the terms both texts name; `not` holds names that are no skill (the employers, the places). */
export function sharedTerms(resume: string, ad: string, lexicon: Skill[], not: string[]): Skill[] {
  const skip = not.filter(Boolean).map((n) => n.toLowerCase());
  const known = (phrase: string) => skillsIn(phrase, lexicon).some((h) => h.text.length >= phrase.length - 1);
  const out: Skill[] = [];
  const add = (phrase: string, kind: Skill["kind"]) => {
    const lower = phrase.toLowerCase();
    // ("marketing analyst", "care assistant": a job title both name is no skill.)
    if (kind === "skill" && hasRoleNoun(phrase)) return;
    if (skip.some((n) => n.includes(lower) || lower.includes(n)) || known(phrase)) return;
    if (out.some((s) => s.name.toLowerCase().includes(lower) || lower.includes(s.name.toLowerCase()))) return;
    const tokens = tokenize(phrase).filter((t) => t !== null);
    // "Driver CPC", "digital tacho card": a thing held, said as held ("I hold a digital tacho card"), never as work.
    const held = HELD_END.test(phrase);
    out.push({
      name: phrase,
      prose: held ? `${/^[aeiou]/i.test(phrase) ? "an" : "a"} ${phrase}` : phrase,
      kind: held ? "cert" : kind,
      aliases: [{ tokens, exact: false, evidenceOnly: false }],
    });
  };
  for (const name of namesIn(ad, resume)) {
    const place = (nlp(name).json({ terms: { tags: true } }) as { terms: { tags: string[] }[] }[])
      .flatMap((s) => s.terms)
      .some((t) => t.tags.includes("Place") || t.tags.includes("Person") || t.tags.includes("Date"));
    // ("Bath" in the ad and in the resume's address; "GP", "EV": two letters name too many things.)
    const header = resume
      .split("\n")
      .filter((l) => l.trim())
      .slice(0, 3)
      .join("\n");
    if (
      place ||
      (name.length < 3 && !name.includes("+")) ||
      named(header, name, false) ||
      NOT_A_SKILL.test(name) ||
      REGION.test(name) ||
      onlyStudied(resume, name)
    )
      continue;
    // A one-word name keeps its capitals ("Go" is not "go"); a longer one may be typed in any case.
    if (named(resume, name, /\s|\p{Ll}\p{Lu}|^\p{Lu}{3,}$/u.test(name))) add(name, "tool");
  }
  // ("GPhC registered" is a credential in capitals, not the term "gphc registered".)
  for (const term of termsIn(ad))
    if (named(ad, term, false) && named(resume.toLowerCase(), term, true)) add(term, "skill");
  return out.slice(0, 8);
}

/**
 * Systems the ad asks to have used that the resume never names ("ideally have used Reapit"): for the improvements
 * only, never for the letters. A name counts when a word of use comes before it in a sentence about experience.
 */
export function adOnlySystems(resume: string, ad: string, not: string[]): string[] {
  const skip = not.filter(Boolean).map((n) => n.toLowerCase());
  const out: string[] = [];
  for (const sentence of cutOutsideAbbreviations(ad, /(?<=[.!?;])\s+|\n+/)) {
    if (!/\b(?:experience|knowledge|software|systems?|familiar|proficient|used)\b/i.test(sentence)) continue;
    for (const m of sentence.matchAll(
      /\b(?:using|use|used|with|of|on|in|like)\s+(\p{Lu}[\p{L}\d+]*(?:\s+(?:of\s+)?\p{Lu}[\p{L}\d+]*){0,2})(?:\s+\((\p{Lu}{2,})\))?/gu,
    )) {
      const name = m[1]!;
      // ("Software of Excellence (SOE)": a resume that names it by its letters has it.)
      if (m[2] && named(resume, m[2], false)) continue;
      const lower = name.toLowerCase();
      if (skip.some((n) => n.includes(lower) || lower.includes(n)) || FILLER.has(lower)) continue;
      if (named(resume, name, true) || skillsIn(name).length || out.includes(name)) continue;
      const place = (nlp(name).json({ terms: { tags: true } }) as { terms: { tags: string[] }[] }[])
        .flatMap((s) => s.terms)
        .some((t) => t.tags.includes("Place") || t.tags.includes("Person"));
      if (!place && /\p{Lu}.*(?:\p{Lu}|\p{Ll}{2})/u.test(name)) out.push(name);
    }
  }
  return out.slice(0, 2);
}
