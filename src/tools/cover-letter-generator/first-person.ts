import { parallelActions } from "./verb-lists";
import nlp from "compromise";
import { ABBREVIATIONS, MASS_NOUNS, RESUME_VERBS } from "./resume-verbs.data";
import { SKILLS } from "./skill-match";
import { article } from "../../shared/text/article";
import { brokenEnglish } from "./broken-english";
import { resultSentence } from "./result-lines";
import { sinceSentence, tenureSentence } from "./since-lines";
import { countedPlurals, mendBrokenEnglish, verbInsideNoun } from "./mend-english";
import { articleBeforeAnd, articlesInClause } from "./bare-nouns";
import { termsOf, type Term } from "../../shared/text/tagged-terms";
import { commaBeforeResult } from "./result-commas";
import { chosenLine } from "./chosen-lines";

/**
 * A resume line rewritten as a first-person sentence, never pasted: "Led unit's fall-prevention initiative,
 * reducing falls by 30% in one year" -> "I led the unit's fall-prevention initiative, reducing falls by 30% in one
 * year." The verb keeps the resume's tense (a third-person or -ing form becomes first person), a bare singular noun
 * gets its article, abbreviations are spelled out, and a noun phrase becomes "I am ..." or "My record includes ...".
 */
export interface FirstPerson {
  /** The sentence, starting "I" or "My". */
  sentence: string;
  /** The sentence without its subject, for joining: "led the unit's fall-prevention initiative, reducing ...". */
  clause: string;
  /** The verb's base form ("lead"), or "" for a noun-phrase line. */
  verb: string;
  tense: "past" | "present";
  /** A short phrase for a highlights list: "Reduced falls by 30% in one year". */
  highlight: string;
}

interface Forms {
  base: string;
  past: string;
  present: string;
  gerund: string;
}

const BASES = new Set(RESUME_VERBS);
const formsCache = new Map<string, Forms | null>();

/** The forms of a resume verb's base ("lead" -> lead/led/leads/leading), conjugated by compromise once. */
function formsOf(base: string): Forms {
  const c = (nlp(`I ${base} it`).verbs().conjugate()[0] ?? {}) as Record<string, string>;
  return {
    base,
    past: regularPast(base, c.PastTense),
    present: c.PresentTense ?? `${base}s`,
    gerund: gerundOf(base, c.Gerund),
  };
}

/** Candidate base forms of an inflected word by spelling ("managed" -> manage, "running" -> run, "studies" -> study). */
function baseCandidates(w: string): string[] {
  const out = [w];
  for (const [suffix, adds] of [
    ["ing", ["", "e"]],
    ["ed", ["", "e"]],
    ["d", [""]],
    ["es", [""]],
    ["s", [""]],
    ["ied", ["y"]],
    ["ies", ["y"]],
  ] as const) {
    if (!w.endsWith(suffix) || w.length <= suffix.length + 1) continue;
    const stem = w.slice(0, -suffix.length);
    for (const add of adds) out.push(stem + add);
    if (/([b-df-hj-np-tv-z])\1$/.test(stem)) out.push(stem.slice(0, -1));
  }
  return out;
}

/** A one-syllable verb ending in one vowel and one consonant doubles it: "prep" -> "prepped", "plan" -> "planned". */
const DOUBLES = /^[^aeiou]*[aeiou][bdgmnprt]$/;

/** compromise's -ing form, with the doubled consonant it misses ("prep" -> "prepping", not "preping"). */
const gerundOf = (base: string, gerund: string | undefined) =>
  DOUBLES.test(base) && (!gerund || gerund === `${base}ing`) ? `${base}${base.slice(-1)}ing` : (gerund ?? `${base}ing`);

/** compromise's past tense, unless it is clearly wrong ("mentoring" -> "mentor", "prep" -> "preped"). */
function regularPast(base: string, past: string | undefined): string {
  if (
    past === base &&
    /(?:cut|set|put|run|hit|spread|cast|bid|let|quit|shut|bet|rid|upset|reset|input|output)$/.test(base)
  )
    return past;
  if (DOUBLES.test(base) && (!past || past === base || past === `${base}ed`)) return `${base}${base.slice(-1)}ed`;
  if (past && past !== base && /^[a-z-]+$/.test(past)) return past;
  if (base.endsWith("e")) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  return `${base}ed`;
}

/** The forms of a resume verb given any of them ("mentor", "led", "trains"), or undefined. */
export function verbOf(word: string): Forms | undefined {
  const w = word.toLowerCase();
  if (formsCache.has(w)) return formsCache.get(w) ?? undefined;
  let base = baseCandidates(w).find((c) => BASES.has(c));
  // Irregular forms ("led", "oversaw", "taught") through compromise.
  if (!base && /^[a-z-]+$/.test(w)) {
    const inf = nlp(`I ${w} it`).verbs().toInfinitive().text().replace(/^I\s+/i, "").split(" ")[0]?.toLowerCase();
    if (inf && BASES.has(inf)) base = inf;
  }
  const forms = base ? formsOf(base) : null;
  // A base word is only a verb form of itself or of its conjugations ("lead" is not a form of "le").
  const result = forms && [forms.base, forms.past, forms.present, forms.gerund].includes(w) ? forms : null;
  formsCache.set(w, result);
  return result ?? undefined;
}

/** True for a verb's base form ("tune", "mentor", "design"), known to the resume list or to compromise. */
export function isBaseVerb(word: string): boolean {
  const w = word.toLowerCase().replace(/[^a-z-]/g, "");
  if (!w) return false;
  const known = verbOf(w);
  if (known) return known.base === w;
  // ("emails", "posts": a word in -s that the verb list does not know is a plural noun, whatever "you emails it" tags.)
  if (/[^su]s$/.test(w)) return false;
  const tags = termsOf(`you ${w} it`)[1]?.tags ?? [];
  return (
    (tags.includes("Infinitive") ||
      (tags.includes("Verb") && tags.includes("PresentTense") && !tags.includes("Gerund"))) &&
    // ("you product it" is tagged a verb too: a word the verb list does not know must read as a verb on its own.)
    (termsOf(w)[0]?.tags ?? []).includes("Verb")
  );
}

const ORDINAL = /^(?:first|second|third|fourth|final)$/;

const CARE_GIVEN =
  /^((?:[\p{Ll}-]+\s+){0,3})(?:care|support|advice)\s+(?:for|to|with|alongside)\s+(?=.*\b(?:residents?|patients?|clients?|service users?|people|pupils?|children|families|nurses|customers?|adults?)\b)/u;

const WORK_NOUN = String.raw`(?:installs?|installations?|repairs?|servicing|maintenance|inspections?|rewires?|fit[- ]outs?|audits?|surveys?|replacements?|swaps?|checks?|assessments?)`;
const WORK_DONE = new RegExp(
  String.raw`^(?:[\p{L}-]+\s+){0,3}${WORK_NOUN}(?:\s+(?:and|&)\s+(?:[\p{L}-]+\s+)?${WORK_NOUN})?(?:\s*\([^)]*\))?(?=,|\s+(?:for|on|across|in)\s|$)`,
  "iu",
);

/** "Boiler installs & servicing, approx 400 jobs/yr": work named by its nouns, with its volume, is work carried out. */
export function workDone(line: string): string {
  const s = line.trim().replace(/^[-*•●▪◦–—·]\s*/, "");
  // ("check in 60+ patients a day": a verb and its particle, not checks carried out.)
  if (
    !WORK_DONE.test(s) ||
    !/\d/.test(s) ||
    verbOf(s.split(" ")[0]!.toLowerCase()) ||
    /^\p{L}+\s+(?:in|out|up|off)\s/iu.test(s)
  )
    return line;
  // ("incl." is spelled out first: its full stop would end the statement.)
  // "including combi swaps, unvented cylinders" -> "including combi swaps and unvented cylinders" (one list, not new items).
  const said = s.replace(/\bincl\b\.?/gi, "including").replace(/(\bincluding\s+[^,]+),\s+([^,]+)$/i, "$1 and $2");
  return `carrying out ${lowerFirst(said)}`;
}

/** A resume fragment made readable: bullet and end punctuation gone, short forms spelled out, shouting lowered. */
export function tidyFragment(text: string): string {
  let s = text
    .replace(/^\s*(?:[-*•●▪◦–—·>]\s*|\d{1,2}[.)]\s+)/, "")
    .replace(/\s+/g, " ")
    .trim();
  const letters = s.replace(/[^\p{L}]/gu, "");
  if (letters.length > 8 && letters === letters.toUpperCase() && /\b(?:A|AN|AND|THE|OF|FOR|TO|IN|ON|WITH)\b/.test(s))
    s = s.toLowerCase();
  for (const [re, to] of ABBREVIATIONS) s = s.replace(re, to);
  // "make check-in and check-out of guests" -> "check in and check out guests".
  s = verbInsideNoun(s);
  // "led maths across school", "open and close store": a place of work named alone takes "the".
  s = s
    .replace(new RegExp(`\\b(across|around|throughout)\\s+${PLACE}`, "gu"), "$1 the $2")
    .replace(new RegExp(`\\b(\\p{Ll}+\\s+and\\s+\\p{Ll}+)\\s+${PLACE}`, "gu"), (all, verbs: string, place: string) =>
      verbs.split(/\s+and\s+/).every((v) => verbOf(v)?.base === v) ? `${verbs} the ${place}` : all,
    );
  // "train 2 commis chef" -> "train 2 commis chefs"; "Moved CI to GitHub Actions cutting build time from 22 to 7
  // minutes": the result after its comma.
  s = commaBeforeResult(countedPlurals(s));
  // "personal care for 22 residents with dementia", "end of life care with district nurses": care given to someone
  // is work done ("providing personal care for 22 residents ..."), not a noun to list.
  s = s.replace(CARE_GIVEN, (all, what: string) =>
    verbOf(what.split(" ")[0]!.toLowerCase()) ? all : `providing ${lowerFirst(all)}`,
  );
  return (
    s
      // "open and close store": two verbs sharing one object are one item of the list, not two.
      .replace(/,\s(\p{Ll}+),\sand\s(\p{Ll}+)\s/gu, (all, a: string, b: string) =>
        (BASES.has(a) && BASES.has(b)) || (ORDINAL.test(a) && ORDINAL.test(b)) ? `, ${a} and ${b} ` : all,
      )
      .replace(/\s*[.;:,]+$/, "")
      .replace(/\s+([,;])/g, "$1")
      .trim()
  );
}

/** Lower-cases the first word unless it is a name ("Epic EHR super-user" stays, "Lead for ..." does not). */
/** Skill names written with a capital ("Python", "Tableau", "Excel"). */
const CAPITAL_SKILLS = new Set(SKILLS.filter((k) => /^\p{Lu}/u.test(k.prose)).map((k) => k.prose.split(" ")[0]!));

function lowerFirst(s: string): string {
  // ("Servicing, MOT prep": a capital after a comma starts the next item, not the rest of a name.)
  if (!/^\p{Lu}\p{Ll}/u.test(s) || /^\S+(?<!,)\s+(?:\p{Lu}{2,}|\p{Lu}\p{Ll}+\s+\p{Lu})/u.test(s)) return s;
  // "Python, pandas, SQL": a list of tools opening with one (not "Outreach to 40 schools").
  if (CAPITAL_SKILLS.has(s.split(/[\s,]/)[0]!) && /^[^,\s]+(?:\s[^,\s]+)?,/.test(s)) return s;
  const first = termsOf(s.split(" ")[0]!)[0];
  return first?.tags.some((t) => /ProperNoun|Organization|Person|Place/.test(t)) ? s : s[0]!.toLowerCase() + s.slice(1);
}
const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The object after the verb with its article: a bare singular countable noun gets "the" ("led unit's initiative"
 * -> "led the unit's initiative") or "a" before "of <number>" or a number-hyphen modifier ("a team of 8",
 * "a 32-bed unit"). Plural, mass and proper nouns and numbers take none.
 */
export function withArticle(typed: string): string {
  // "completed IV cannulation competency 2022" -> "... competency in 2022": a year after the object is when.
  const object = typed.replace(/(\p{L}{3,})\s+((?:19|20)\d\d)$/u, (all, w: string, y: string) =>
    /^(?:in|since|of|from|to|until|till|by|class|year|summer|spring|autumn|winter|fall|[A-Z]\p{Ll}+)$/u.test(w) &&
    !/^(?:competency|certificate|award|course|training)$/i.test(w)
      ? all
      : `${w} in ${y}`,
  );
  // "completed Care Certificate in 2021": a named award is the one.
  if (/^(?:\p{Lu}[\p{L}\d]*\s){1,4}(?:Certificate|Diploma|Award|Passport)\b(?!\s+(?:in|of)\s+\p{Lu})/u.test(object))
    return `the ${object}`;
  const terms = nounCompoundTerms(object);
  const first = terms[0];
  // "built Power BI margin dashboard adopted by ...", "ran Instagram account": a name before a singular noun is a
  // modifier; the phrase takes "a".
  const named =
    /^((?:\p{Lu}[\p{L}\d.+#&-]*(?:\s\d{1,2}\b)?\s){1,3})((?:\p{Ll}[\p{Ll}-]*\s)*?\p{Ll}[\p{Ll}-]*)(?=\s(?:adopted|used|for|to|that|which|in|on|across|with|by|from|at)\b|,|$)/u.exec(
      object,
    );
  if (named && !/\b(?:and|or|of|the)\b/.test(named[0])) {
    const head = named[2]!.split(" ").pop()!;
    if (
      !/(?:[^su]s|ing|ment|ance|ence|ity|ness|ship|ics|ure|ery|ty|ion)$/.test(head) &&
      !MASS_NOUNS.has(head) &&
      !termsOf(head)[0]?.tags.some((t) => /Plural|Adjective|Adverb|Gerund|PastTense/.test(t))
    )
      // "raised GCSE maths pass rate from 61% to 78%": a measure that changed is a particular one.
      return /^\s+(?:from|by)\s+[\d$£€]/.test(object.slice(named[0].length))
        ? `the ${object}`
        : `${article(object)} ${object}`;
  }
  // A capital letter mid-line is a name or a subject ("taught Algebra II"); a comma list takes no article.
  if (!first || /^\p{Lu}/u.test(object) || /^[^,]{1,40},\s[^,]+(?:,|\sand\s)/u.test(object)) return object;
  // "end-of-life care with district nurses": a phrase headed by a mass noun takes none, however the tagger splits it.
  if (/^(?:[\p{Ll}]+-[\p{Ll}-]+\s+)(?:care|support|advice|training|cover)\b/u.test(object)) return object;
  const t0 = first.tags;
  if (
    t0.some((t) =>
      /Determiner|Pronoun|Value|Possessive$|ProperNoun|Acronym|Preposition|Conjunction|Adverb|Verb/.test(t),
    ) &&
    !t0.includes("Possessive")
  )
    return object;
  if (t0.includes("Possessive"))
    return /^(?:my|our|his|her|their)\b/i.test(first.text) || t0.includes("ProperNoun") ? object : `the ${object}`;
  // The noun phrase runs to the first preposition, verb, conjunction or punctuation; its last noun is the head.
  let head: Term | undefined;
  let last: Term | undefined;
  let i = 0;
  for (; i < terms.length; i++) {
    const t = terms[i]!;
    if (
      t.tags.some((x) => /Preposition|Determiner|Value/.test(x)) ||
      (i > 0 && /^(?:that|which|who|including|such)$/i.test(t.text))
    )
      break;
    if (t.tags.includes("Noun")) head = t;
    last = t;
    if (/[,;]$/.test(t.text)) break;
  }
  // The phrase's last word decides number: "the cast and machined pump housings" is plural whatever the tagger says.
  if (last && /[^su]s$/i.test(last.text) && !/ss$/i.test(last.text)) return object;
  if (!head || !head.tags.includes("Singular") || head.tags.includes("Uncountable") || head.tags.includes("ProperNoun"))
    return object;
  const key = head.text.toLowerCase().replace(/[^a-z-]/g, "");
  if (MASS_NOUNS.has(key) || /(?:ing|ment|ance|ence|ity|ness|ship|ics|ure|ery|therapy|care|sia)$/.test(key))
    return object;
  const ofNumber = terms[i]?.text.toLowerCase() === "of" && terms[i + 1]?.tags.includes("Value");
  if (!ofNumber && OWN.has(key)) return `my ${object}`;
  return `${ofNumber ? article(object) : "the"} ${object}`;
}

/**
 * "recall system (1,800 patients)", "grill and sauce section": a first word the tagger reads as a verb, before a
 * singular noun, is the first half of a noun compound; tagged after "the", it is a noun.
 */
function nounCompoundTerms(object: string): Term[] {
  const terms = termsOf(object);
  const [first, second, third] = terms;
  const verbOnly = (t: Term | undefined) =>
    !!t && t.tags.includes("Verb") && !t.tags.some((x) => /Noun|PastTense|Gerund|Participle/.test(x));
  const noun = (t: Term | undefined) => !!t && t.tags.includes("Singular") && !t.tags.includes("Verb");
  if (!verbOnly(first) || !/^\p{Ll}+$/u.test(first!.text)) return terms;
  const compound = noun(second) || (second?.text === "and" && !verbOnly(third) && /^\p{Ll}+$/u.test(third?.text ?? ""));
  return compound ? termsOf(`the ${object}`).slice(1) : terms;
}

/** A place of work named alone, at the end of its phrase ("across school", "open and close store"). */
const PLACE =
  "(school|site|store|shop|ward|unit|department|building|home|branch|office|bar|kitchen|restaurant|warehouse|depot|salon)\\b(?=\\s*(?:[,.;]|$|\\s(?:and|in|on|at|for|with|every|each|daily)\\b))";

const SUBJECT = /^(?:he|she|they)\s+/i;
/** Objects that are the candidate's own: "exceeded quota" -> "exceeded my quota". */
const OWN = new Set(["quota", "target", "goal", "territory", "caseload", "classroom"]);

/**
 * "wrote 12 blog posts, grew Instagram followers 22%" -> "wrote 12 blog posts and grew Instagram followers by 22%":
 * actions listed with commas are joined by "and", and a change told by a bare percentage gets its "by".
 */
function joinActions(clause: string): string {
  const parts = clause.split(/,\s+(?=\p{Ll}+\s)/u);
  // "process refunds, handle complaints": work in the present is listed in the base form, each part led by a verb.
  const head = clause.split(" ")[0]!;
  const present = verbOf(head)?.base === head && verbOf(head)?.past !== head;
  const actions = parts.slice(1).filter((p) => {
    const [w, next] = p.split(" ") as [string, string | undefined];
    if (present) return verbOf(w)?.base === w && verbOf(w)?.past !== w && !COMPOUND_HEAD.test(next ?? "");
    // "a grant, delivered on time": a participle that describes the thing before it, not a second action.
    if (/^(?:on|under|ahead|within|over|in|at|by)$/i.test(next ?? "")) return false;
    // "kept the station clean, passed every health inspection": a verb the resume list lacks, read by compromise.
    return /ed$/.test(w)
      ? verbOf(w) !== undefined || (termsOf(`I ${w} the test`)[1]?.tags ?? []).includes("PastTense")
      : verbOf(w)?.past === w;
  });
  let joined = clause;
  if (actions.length === parts.length - 1 && actions.length >= 1 && actions.length <= 2)
    joined = `${parts.slice(0, -1).join(", ")}${parts.length > 2 ? "," : ""} and ${parts[parts.length - 1]}`;
  return joined.replace(
    /\b(grew|increased|raised|cut|reduced|boosted|lifted|improved|lowered|decreased)\s+((?:[\p{L}'’-]+\s){0,4}[\p{L}'’-]+)\s+(\d[\d.,]*%)/gu,
    (all, v: string, what: string, pct: string) => (/\b(?:by|from|to|of)$/.test(what) ? all : `${v} ${what} by ${pct}`),
  );
}

/** "reset passwords, AD accounts, O365 licenses" -> "... AD accounts and O365 licenses". */
function closeList(text: string): string {
  const parts = text.split(", ");
  if (
    parts.length < 3 ||
    // ("first and second fix, testing and inspection, containment": an "and" inside an item does not close the list.)
    /\b(?:and|or)\b/.test(parts.at(-1)!) ||
    parts.slice(1).some((p) => p.split(" ").length > 5)
  )
    return text;
  return `${parts.slice(0, -1).join(", ")}, and ${parts[parts.length - 1]}`;
}

/**
 * "Internship at City Council analysing bus ridership (dashboard used by 3 departments)" -> "I completed an internship
 * at City Council analysing bus ridership; my dashboard was used by 3 departments."
 */
function placementLine(s: string): FirstPerson | null {
  const m =
    /^((?:summer |research |paid |\d+-(?:week|month) )?(?:internship|placement|work placement|apprenticeship|secondment|traineeship))\s+(at|with|in)\s+(\p{Lu}.+)$/iu.exec(
      s,
    );
  if (!m) return null;
  // "(dashboard used by 3 departments)": what came of it, said as a clause of its own.
  const rest = m[3]!.replace(
    /\s*\((\p{Ll}[\p{L} -]{1,30}?)\s+(used|adopted|read|viewed|shared|praised|presented|published|rolled out)\s+((?:by|to|in|across)\s[^)]+)\)\s*$/u,
    (_, what: string, verb: string, tail: string) => `; my ${what} was ${verb} ${tail}`,
  );
  const kind = lowerFirst(m[1]!);
  const clause = `completed ${article(kind)} ${kind} ${m[2]!.toLowerCase()} ${rest}`;
  return { sentence: `I ${clause}.`, clause, verb: "complete", tense: "past", highlight: upperFirst(shortPhrase(s)) };
}

/** "Caseload of 18 children in need", "Portfolio of 40 clients" -> "I manage a caseload of 18 children in need." */
export function scopeLine(s: string, current: boolean): FirstPerson | null {
  if (!/^(?:caseload|portfolio|budget|territory|book|patch|fleet|client base|roster)\s+of\s+\S/i.test(s)) return null;
  const clause = `${current ? "manage" : "managed"} a ${lowerFirst(s)}`;
  return {
    sentence: `I ${clause}.`,
    clause,
    verb: "manage",
    tense: current ? "present" : "past",
    highlight: upperFirst(shortPhrase(s)),
  };
}

/** "Responsible for X" / "In charge of X" -> "I am responsible for X". */
function stateLine(s: string, current: boolean): FirstPerson | null {
  const m = /^(responsible for|in charge of|accountable for|tasked with)\s+(.+)$/i.exec(s);
  if (!m) return null;
  const be = current ? "am" : "was";
  const clause = `${be} ${m[1]!.toLowerCase()} ${m[2]}`;
  return {
    sentence: `I ${clause}.`,
    clause,
    verb: "be",
    tense: current ? "present" : "past",
    highlight: upperFirst(`${m[1]!.toLowerCase()} ${shortPhrase(m[2]!)}`),
  };
}

/** "Shift lead last 8 months" -> "I have been a shift lead for the last 8 months." */
function durationLine(s: string): FirstPerson | null {
  const m =
    /^(.{3,40}?)\s+(?:for\s+)?(?:the\s+)?(last|past)\s+(\d+|one|two|three|four|five|six)\s+(months?|years?)$/i.exec(s);
  if (!m || !ROLE_WORD.test(m[1]!)) return null;
  const role = lowerFirst(m[1]!);
  const clause = `have been ${article(role)} ${role} for the ${m[2]!.toLowerCase()} ${m[3]} ${m[4]}`;
  return { sentence: `I ${clause}.`, clause, verb: "be", tense: "present", highlight: upperFirst(s) };
}

const ROLE_WORD =
  /\b(?:lead|leader|supervisor|manager|captain|trainer|coordinator|head|chair|assistant|intern|volunteer)\b/i;

/**
 * A credential or a quality: "CPR and First Aid certified" -> "I am CPR and First Aid certified";
 * "Certified in dry needling" -> "I am certified in dry needling"; "Fast, accurate and calm with patients" ->
 * "I am fast, accurate and calm with patients".
 */
function qualityLine(s: string): FirstPerson | null {
  const done = (clause: string): FirstPerson => ({
    sentence: `I ${clause}.`,
    clause,
    verb: "be",
    tense: "present",
    highlight: upperFirst(s),
  });
  if (/^[\p{L}\d/+&, -]{2,60}\s(?:certified|licensed|registered|trained)$/iu.test(s) && s.split(" ").length <= 8)
    return done(`am ${lowerFirst(s)}`);
  if (
    /^(?:certified|licensed|trained|registered|fluent|bilingual|proficient|experienced)\s(?:in|as|on|with)\b/i.test(s)
  )
    return done(`am ${lowerFirst(s)}`);
  // "Clean driving record", "Valid passport": a thing the candidate has, led by an adjective the tagger reads as a verb.
  if (/^(?:clean|valid|current|active|full|spotless)\s+(?!(?:and|or|the|a|an)\b)\p{Ll}[\p{L} '’-]{2,40}$/iu.test(s))
    return { ...done(`have ${article(s)} ${lowerFirst(s)}`), verb: "have" };
  const terms = termsOf(s);
  const head = terms.findIndex((t) => !t.tags.includes("Adjective") && !/^(?:and|or|,)$/.test(t.text));
  // A quality has no figure ("Rough-in and finish wiring for 50+ new homes" is work done).
  if (
    !/\d/.test(s) &&
    terms[0]?.tags.includes("Adjective") &&
    !terms[0].tags.includes("Noun") &&
    (head === -1 || terms[head]!.tags.includes("Preposition")) &&
    terms.length <= 10
  ) {
    return done(`am ${lowerFirst(s)}`);
  }
  return null;
}

/** Verbs whose object follows "for" ("care for patients", "advocate for families"). */
const FOR_VERBS = /^(?:care|cook|advocate|account|cater|fundraise|interpret|translate|shop|provide|prepare|apply)$/;

const ROLE_NOUN =
  /^(?:treasurer|secretary|trustee|governor|nurse|nurses|electrician|engineer|technician|teacher|assistant|manager|officer|driver|operator|mechanic|welder|plumber|carpenter|analyst|developer|designer|accountant|administrator|clerk|barista|chef|cook|supervisor|coordinator|therapist|paramedic|pharmacist|consultant|specialist|associate|representative|agent|advisor|adviser)\b/i;

/**
 * Words that open a resume line as a noun far more often than as an order: "Brand identities for 25+ businesses",
 * "Audit support for retail clients", "Store rated top 5 in region". Before another noun they name the work.
 */
const NOUN_FIRST =
  /^(?:brand|store|audit|support|project|event|content|research|sales|payroll|marketing|finance|quality|safety|retail|website|web|client|customer|staff|shop|branch|ward|office|packaging|menu|social)$/i;

/** "Store rated top 5 in region for staff retention" -> "My store was rated top 5 in the region for staff retention." */
function ratedLine(s: string): FirstPerson | null {
  const m = /^(\p{L}+(?:\s\p{L}+)?)\s+(rated|ranked|voted|named|awarded|shortlisted)\s+(.+)$/iu.exec(s);
  if (!m || verbOf(m[1]!.split(" ")[0]!)?.past === m[1]!.toLowerCase()) return null;
  const rest = m[3]!.replace(/\b(in|of|across)\s+(region|area|district|company|country|chain)\b/i, "$1 the $2");
  const sentence = `My ${m[1]!.toLowerCase()} was ${m[2]!.toLowerCase()} ${rest}.`;
  return { sentence, clause: "", verb: "", tense: "past", highlight: upperFirst(shortPhrase(s)) };
}

/** "Brand identities for 25+ businesses" -> "My experience includes brand identities for 25+ businesses." */
function experienceLine(s: string, np = lowerFirst(s)): FirstPerson {
  return {
    sentence: `My experience includes ${np}.`,
    clause: `experience includes ${np}`,
    verb: "",
    tense: "present",
    highlight: upperFirst(shortPhrase(s)),
  };
}

/**
 * A project named with its stack: "RecipeBox (React, TypeScript, Firebase) - a recipe-sharing app with 200+ users"
 * -> "I built RecipeBox, a recipe-sharing app with 200+ users, using React, TypeScript, and Firebase."
 */
function projectLine(s: string): FirstPerson | null {
  const m = /^(\p{Lu}[\p{L}\d.+#]*(?:\s\p{Lu}[\p{L}\d.+#]*){0,2})\s*\(([^()]+)\)\s*[-–—:]\s*(\p{L}[^;]{5,})$/u.exec(s);
  if (!m || !/,/.test(m[2]!)) return null;
  const what = m[3]!.replace(/[.,]$/, "");
  const desc = /^(?:an?|the|my|our)\s/i.test(what) ? lowerFirst(what) : `${article(what)} ${lowerFirst(what)}`;
  const stack = m[2]!.split(/\s*,\s*/).filter(Boolean);
  const tools =
    stack.length > 1 ? `${stack.slice(0, -1).join(", ")}${stack.length > 2 ? "," : ""} and ${stack.at(-1)}` : stack[0];
  const clause = `built ${m[1]}, ${desc}, ${/\busing\b/.test(desc) ? "in" : "using"} ${tools}`;
  return { sentence: `I ${clause}.`, clause, verb: "build", tense: "past", highlight: `${m[1]}: ${shortPhrase(what)}` };
}

/** The past participle: "installed", "led", "built"; the few whose participle differs from the past are listed. */
function participleOf(f: Forms): string {
  const irregular: Record<string, string> = {
    grow: "grown",
    write: "written",
    drive: "driven",
    take: "taken",
    give: "given",
    speak: "spoken",
    teach: "taught",
    begin: "begun",
    run: "run",
    do: "done",
    see: "seen",
    show: "shown",
    go: "gone",
  };
  return irregular[f.base] ?? f.past;
}

/** A lower-case singular noun with no determiner before it ("office", "truck", "person"): no verb's object. */
export function bareSingularNoun(word: string): boolean {
  if (!/^\p{L}+$/u.test(word) || /^\p{Lu}{2,}/u.test(word) || verbOf(word.toLowerCase())) return false;
  const tags = termsOf(word.toLowerCase())[0]?.tags ?? [];
  return (
    tags.includes("Singular") &&
    !tags.some((t) => /Adjective|Plural|Verb|Determiner|Pronoun|Preposition|Adverb/.test(t))
  );
}

/** A verb-first line ("Led ...", "Manages ...", "Developing ...", "Consistently exceeded ..."). */
/** "Retired office administrator (25 years ...)": a participle before a job title describes the candidate. */
const DESCRIBED =
  /^(retired|former|qualified|trained|experienced|certified|registered|licensed|seasoned|newly qualified)\s+((?:[\p{L}-]+\s){0,3}?[\p{L}-]+?)(?=\s*(?:[(:,]|$))/iu;

function actionLine(s: string, current: boolean): FirstPerson | null {
  const words = s.split(" ");
  const described = DESCRIBED.exec(s);
  const head = described?.[2]!.split(" ").at(-1) ?? "";
  if (described && ROLE_NOUN.test(head) && !/^(?:the|a|an|my|our|\d)/i.test(described[2]!)) {
    const role = `${described[1]!.toLowerCase()} ${lowerFirst(described[2]!)}`;
    const clause = `am ${article(role)} ${role}`;
    return { sentence: `I ${clause}.`, clause, verb: "be", tense: "present", highlight: upperFirst(role) };
  }
  // "Stock accuracy 99.2% at last audit", "Hygiene rating 5 stars": a measure and its figure, not "I stock the
  // accuracy": said as the candidate's record.
  const measure =
    /^(\p{L}+\s(?:accuracy|rate|rating|score|availability|compliance|retention|turnover|attendance|shrinkage|loss))\s+(\d[\d.,]*%?.*)$/iu.exec(
      s,
    );
  // ("cut shrinkage 12%": a verb of change before the measure makes it a result, said by the verb.)
  if (measure && !/ed$/i.test(words[0]!) && !/^(?:cut|grew|grow|raise|lift|boost|drive|drove)$/i.test(words[0]!)) {
    const sentence = `My ${measure[1]!.toLowerCase()} was ${measure[2]}.`;
    return { sentence, clause: "", verb: "", tense: "past", highlight: upperFirst(shortPhrase(s)) };
  }
  // "Servicing, MOT prep, diagnostics ...": a gerund that ends on a comma is the first item of a list of kinds of work.
  if (/^\p{L}+ing,$/u.test(words[0]!)) return null;
  if (NOUN_FIRST.test(words[0]!) && /^\p{L}/u.test(words[1] ?? "") && words.length <= 14) {
    const next = termsOf(words.slice(1, 3).join(" "))[0];
    // "Project managed the office move": a past verb after it makes the first word a verb ("project-managed").
    if (
      next &&
      !next.tags.some((t) => /Determiner|Pronoun|Possessive|Preposition|Conjunction|Adverb|Value|PastTense/.test(t)) &&
      !/^\p{Ll}+ed$/u.test(words[1]!) &&
      !/^(?:and|or)$/i.test(words[1]!)
    )
      return experienceLine(s, closeList(lowerFirst(s)));
  }
  let adverb = "";
  if (
    (/ly$/i.test(words[0]!) || /^(?:never|always|often)$/i.test(words[0]!)) &&
    words.length > 2 &&
    (verbOf(words[1]!) || (/^(?:never|always|often)$/i.test(words[0]!) && /^\p{Ll}+ed$/u.test(words[1]!)))
  )
    adverb = words.shift()!.toLowerCase();
  if (!/^\p{L}/u.test(words[0]!)) return null;
  const first = words[0]!.replace(/[^\p{L}-]/gu, "");
  let f = verbOf(first);
  if (
    !f &&
    ((/^[\d$€£]/.test(words[1] ?? "") && !/ed$/i.test(first)) || /,$/.test(words[0]!) || /^\p{Lu}{2,}/u.test(first))
  )
    return null;
  if (!f) {
    if (!nlp(first.toLowerCase()).has("#Verb") && !/ed$/.test(first)) return null;
    // A word the resume-verb list does not know, before a name or a list ("Care Certificate, NVQ Level 2",
    // "Clean licence, CPC, ADR tanks"), is a noun: the line names things, it does not say what was done.
    if (/^\p{Lu}/u.test(words[1] ?? "") || (!/ed$/i.test(first) && /,/.test(s))) return null;
    const tagged = termsOf(`I ${first.toLowerCase()} ${words.slice(1, 4).join(" ")}`)[1];
    // "Picked and packed 300+ orders": a verb paired with another reads as an adjective to the tagger; alone
    // ("I picked it") it is a verb.
    const paired =
      /^(?:and|or|&)$/.test(words[1] ?? "") && termsOf(`I ${first.toLowerCase()} it`)[1]?.tags.includes("Verb");
    if ((!tagged?.tags.includes("Verb") && !paired) || tagged?.tags.includes("Gerund")) return null;
    // "Cash office", "Key person for 6 children", "Reach truck and counterbalance forklift": a word the resume-verb
    // list does not know, straight before a bare singular noun, is the first half of a noun compound, not an order.
    // ("Brought shrinkage down ...": an irregular past form is a verb, never the first half of a compound; one in -ed
    // may be a describing word: "confined space".)
    const past = !/ed$/i.test(first) && termsOf(`I ${first.toLowerCase()} it`)[1]?.tags.includes("PastTense");
    if (!past && bareSingularNoun(words[1] ?? "")) return null;
    const c = (nlp(`I ${first.toLowerCase()}`).verbs().conjugate()[0] ?? {}) as Record<string, string>;
    if (!c.Infinitive) return null;
    f = {
      base: c.Infinitive,
      past: regularPast(c.Infinitive, c.PastTense),
      present: c.PresentTense ?? "",
      gerund: c.Gerund ?? "",
    };
  }
  // "Sponsor of the math team", "Lead for ...": a noun, not a verb ("Care for 6 patients" is a verb with its "for").
  if (/^of$/i.test(words[1] ?? "") || (/^for$/i.test(words[1] ?? "") && !FOR_VERBS.test(f.base)) || words.length < 2)
    return null;
  // "Charge nurse 2 shifts a week", "Qualified Electrician (18th Edition)": a role named, not something done.
  if (ROLE_NOUN.test(words[1] ?? "")) return null;
  // "Care Certificate, NVQ Level 2", "Clean licence, CPC": a credential named, not something done.
  if (/^(?:certificate|certification|licen[cs]e|diploma|award|card|qualification|badge)s?\b/i.test(words[1] ?? ""))
    return null;
  const lower = first.toLowerCase();
  // "Working toward my journeyman license" is under way: "I am working toward ...".
  if (
    lower === f.gerund &&
    /^(?:work|study|train|prepare|complet|pursu)/.test(f.base) &&
    /\b(?:toward|towards|for)\b/.test(words.slice(1, 3).join(" "))
  ) {
    const clause = `am ${lower} ${words.slice(1).join(" ")}`;
    return {
      sentence: `I ${clause}.`,
      clause,
      verb: "be",
      tense: "present",
      highlight: upperFirst(shortPhrase(words.join(" "))),
    };
  }
  const past = lower === f.past && lower !== f.base ? true : lower === f.base || lower === f.present ? false : !current;
  // "Installed 25 solar PV systems since 2022": a past that runs to now is said with "have".
  const since = past && /\bsince\s+(?:(?:19|20)\d{2}|last|then|joining|\p{Lu})/u.test(words.slice(1).join(" "));
  const verb = since ? `have ${participleOf(f)}` : past ? f.past : f.base;
  // "Accompanied to GP appointments": a verb that needs the person it goes with keeps one ("accompanied people to").
  const rest = words
    .slice(1)
    .join(" ")
    .replace(/^(?=to\s)/i, /^(?:accompany|escort)$/.test(f.base) ? "people " : "");
  const split = /^(.*?)((?:,\s|\s(?:by|through|resulting in|which|while)\s).*)?$/.exec(rest)!;
  const typed = split[1]!.trim();
  const articled = withArticle(typed);
  // ("manage controlled drugs register and stock audits", "train new starters on coffee machine": the articles a
  // bullet leaves out.)
  const object = articlesInClause(articled === typed ? articleBeforeAnd(typed) : articled);
  const tail = articlesInClause(split[2] ?? "");
  const clause = parallelActions(
    joinActions(closeList(`${[adverb, verb, object].filter(Boolean).join(" ")}${tail}`)),
    past,
    verbOf,
  )
    .replace(/:\s(?=[^:]+,)/, ", including ")
    .replace(/,\s+(?:the\s+)?top\s+(in|of|among)\s/i, ", the best result $1 ")
    // "picked 180 units an hour, top 10% of site" -> "..., in the top 10% of the site"
    .replace(
      /,\s+top\s+(\d+%)\s+(of|in|on)\s+(site|team|region|store|branch|class|company|depot|area)$/i,
      ", in the top $1 $2 the $3",
    );
  return {
    sentence: `I ${clause}.`,
    clause,
    verb: f.base,
    tense: past ? "past" : "present",
    // "Never missed a shift in 2 years": the negation stays with the verb.
    highlight: highlightFrom(`${adverb === "never" ? "never " : ""}${verb.replace(/^have\s/, "")}`, object, tail),
  };
}

/** A role or record noun phrase: "Epic EHR super-user" -> "I am an Epic EHR super-user." */
function nounLine(s: string, current: boolean): FirstPerson | null {
  // "Charge nurse on night shift twice a week since 2022": a role held, said with "serve as".
  const served =
    /^((?:[\p{L}-]+\s){0,2}(?:nurse|lead|leader|supervisor|coordinator|captain|mentor|preceptor|trainer|champion))\s+((?:on|for|at|in|across|during|over)\s.+)$/iu.exec(
      s,
    );
  if (served && !/\d{2,}%|\$/.test(s)) {
    const since = /\bsince\s+(?:19|20)\d{2}\b/.test(s);
    const verb = since ? "have served" : current ? "serve" : "served";
    const clause = `${verb} as ${lowerFirst(served[1]!)} ${served[2]}`;
    return {
      sentence: `I ${clause}.`,
      clause,
      verb: "serve",
      tense: since || !current ? "past" : "present",
      highlight: upperFirst(shortPhrase(s)),
    };
  }
  const top = /^top\s+(\d[\d.]*%?|\d+)\s/i.exec(s);
  if (top) {
    const clause = `ranked in the ${lowerFirst(s)}`;
    return { sentence: `I ${clause}.`, clause, verb: "rank", tense: "past", highlight: upperFirst(shortPhrase(s)) };
  }
  // "Adobe Illustrator, Photoshop, InDesign, Figma": a list of tools, not a role.
  if (/^(?:\p{Lu}[\p{L}\d.+#&-]*(?:\s\p{Lu}[\p{L}\d.+#&-]*)?,\s*){2,}/u.test(s)) return null;
  // "hand stripping, nail clipping, nervous dogs", "Rewires, consumer unit upgrades, EV charger installs": a list of
  // kinds of work, each a short noun phrase (none opens with a verb in the past).
  const items = s.replace(/\s*\([^)]*\)\s*$/, "").split(/,\s+/);
  if (
    items.length >= 2 &&
    items.length <= 6 &&
    items.every((i) => /^[\p{L}\d][\p{L}\d&/'’ -]*$/u.test(i) && i.split(" ").length <= 4) &&
    // "Treasurer, Maths Society", "BSc Mathematics, University of Leeds": a name after the comma is no kind of work.
    items.slice(1).every((i) => /^(?:\p{Ll}|\p{Lu}{2,}\s+\p{Ll})/u.test(i)) &&
    !items.some((i) => /^\p{L}+ed\b/u.test(i) || verbOf(i.split(" ")[0]!)?.past === i.split(" ")[0]!.toLowerCase()) &&
    !/^(?:\p{Lu}[\p{L}\d.+#&-]*(?:\s\p{Lu}[\p{L}\d.+#&-]*)?,\s*){2,}/u.test(s) &&
    // ("slate and tile re-roofs": two modifiers of one head noun are one kind of work)
    !items.some((i) => /\s(?:and|or|&)\s/.test(i) && !/^\p{Ll}+\s(?:and|&)\s\p{Ll}+\s\S+$/u.test(i))
  ) {
    const parts = lowerFirst(s).split(", ");
    // ("patios, decking, and fencing": a list the resume already closed keeps its one "and".)
    const last = parts.pop()!.replace(/^(?:and|or|&)\s+/, "");
    return experienceLine(`${parts.join(", ")}${parts.length > 1 ? "," : ""} and ${last}`);
  }
  const terms = termsOf(s.split(/,\s|\s(?:which|who|that)\s/)[0]!);
  // "Rough-in and finish wiring for 50+ new homes": a line that opens with a work noun ("rough-in", "build-out",
  // "fit-out") names work done, whatever the tagger makes of the words after it.
  const workNoun = /^\p{L}+-(?:in|out|up|off|on|over)\b/iu.test(s);
  if (
    !workNoun &&
    terms.some(
      (t) =>
        t.tags.includes("Verb") &&
        !t.tags.includes("Gerund") &&
        !t.tags.includes("Participle") &&
        !/^(?:use|lead|work|support|run|call)$/i.test(t.text),
    )
  )
    return null;
  const words = s.split(" ");
  if (words.length > 14 || /:(?!\d)/.test(s)) return null;
  const lastNoun = [...terms].reverse().find((t) => t.tags.includes("Noun"));
  const roleHead = terms.find(
    (t) =>
      t.tags.includes("Actor") ||
      /(?:user|member|lead|leader|sponsor|instructor|champion|chair|captain|preceptor|representative|advisor|liaison|coordinator|grad|graduate|apprentice|trainee|treasurer|secretary|trustee|governor|volunteer)s?[,]?$/i.test(
        t.text,
      ),
  );
  if (roleHead && !/^\d/.test(s)) {
    const np = lowerFirst(s);
    const be = current ? "am" : "was";
    // "the treasurer of the PTA", but "a member of the falls committee" (one of several).
    const one = /\bof\b/.test(np) && !/^(?:member|volunteer|trustee|governor|representative|mentor|user)s?\b/i.test(np);
    const withArt = /^(?:the|a|an)\s/i.test(np) ? np : `${one ? "the" : article(np)} ${np}`;
    const clause = `${be} ${withArt}`;
    return {
      sentence: `I ${clause}.`,
      clause,
      verb: "be",
      tense: current ? "present" : "past",
      highlight: upperFirst(s),
    };
  }
  // A figure: "98% on-time delivery rate", "1.1 million accident-free miles", "Zero lost-time incidents in 6 years".
  const lastWord =
    s
      .split(/[\s,]+/)
      .filter(Boolean)
      .pop() ?? "";
  const metric =
    /\b(?:rate|average|score|rating|miles|incidents|accidents|injuries|errors|complaints|absences|reviews|satisfaction|percent|record|accuracy|ranking)\b|%/i.test(
      s,
    );
  if (/\d|\bzero\b/i.test(s) && metric && lastNoun && /^\p{Ll}{3,}$/u.test(lastWord)) {
    let np = lowerFirst(s);
    const headTerm = [...termsOf(s.split(/\s(?:from|in|of|for|with|on|under|over|per)\s/)[0]!)]
      .reverse()
      .find((t) => t.tags.includes("Noun"));
    if (
      headTerm?.tags.includes("Singular") &&
      /^\d[\d.,]*(?:%|\+|-\p{L}+)?\s/u.test(np) &&
      !/^\d[\d.,]*\s+(?:million|billion|thousand)/i.test(np)
    )
      np = `${article(np)} ${np}`;
    // "zero safety incidents 3 years": the time the record covers is "in 3 years".
    np = np.replace(
      /(\s(?!(?:in|over|for|within|across|of|during|after)\s)[\p{L}%]+)\s+(\d+\+?\s+(?:years?|months?))$/u,
      "$1 in $2",
    );
    return {
      sentence: `My record includes ${np}.`,
      clause: `record includes ${np}`,
      verb: "",
      tense: "present",
      highlight: upperFirst(s),
    };
  }
  // Activities named without a verb: "Payroll for 3 small businesses", "Rough-in and trim-out on new homes, ...".
  const plainWords = words.filter((w) => /^\p{Ll}{4,}[,.]?$/u.test(w)).length;
  if (
    lastNoun &&
    words.length >= 2 &&
    words.length <= 16 &&
    plainWords >= 1 &&
    !terms[0]?.tags.some((t) => /Determiner|Pronoun|Preposition/.test(t))
  ) {
    return experienceLine(s, closeList(lowerFirst(s)));
  }
  return null;
}

/** At most `max` words, cut before a preposition or a relative word so the phrase stays whole. */
function shortPhrase(text: string, max = 11): string {
  // A parenthesis is an aside: never cut inside one ("... on placement (I have").
  const plain = text.replace(/\s*\([^)]*\)/g, "");
  const words = (text.split(" ").length > max ? plain : text).replace(/[,;]$/, "").split(" ");
  // A figure near the end is worth two more words ("... for check-in from 82 to 90").
  if (words.length <= max || (words.length <= max + 2 && /\d/.test(words.slice(max).join(" ")))) return words.join(" ");
  const cuts: number[] = [];
  const weak: number[] = [];
  for (let i = 2; i <= max; i++) {
    const w = words[i]!.toLowerCase();
    const afterFrom = words.slice(Math.max(0, i - 4), i).some((x) => x.toLowerCase() === "from");
    if (
      /^(?:on|in|at|for|with|across|from|by|during|through|using|via|while|which|that|who|per|under|over|now)$/.test(
        w,
      ) ||
      (w === "to" && !afterFrom) ||
      (/^[a-z]{3,}ed$/.test(w) && i > 2)
    )
      cuts.push(i);
    else if (w === "and") weak.push(i);
  }
  // Never between "up" and "to" ("up to 4 legs a day").
  // Never between "up" and "to" ("up to 4 legs a day"), nor right after a figure ("3% under budget").
  const ok = cuts.filter((i) => !/^(?:up|than|more|less)$/i.test(words[i - 1] ?? "") && !/\d/.test(words[i - 1] ?? ""));
  const cut = ok.length ? ok[ok.length - 1]! : weak.length ? weak[weak.length - 1]! : max;
  return words
    .slice(0, cut)
    .join(" ")
    .replace(/,\s+\p{L}+ing$/u, "")
    .replace(/[,;]$/, "")
    .replace(/\s+(?:and|or|that|which|who|the|a|an|up)$/i, "");
}

/** The result half when there is one ("reducing falls by 30%" -> "Reduced falls by 30%"), else the action. */
function highlightFrom(verb: string, object: string, tail: string): string {
  const result = /^(?:,\s*)?(\p{L}+ing)\s+(.+)$/u.exec(tail.replace(/^,\s*/, ""));
  if (result && /\d/.test(result[2]!) && !/^(?:it|them|this|that|and|or)\b/i.test(result[2]!)) {
    const f = verbOf(result[1]!);
    if (f) return upperFirst(shortPhrase(`${f.past} ${result[2]}`));
  }
  // "Built CI/CD pipelines, and deploys went from weekly to 20 a day": the clause with the figure, else the first.
  const [first, second] = closeList(`${verb} ${object}${tail}`).split(/,\s+and\s+(?!I\s)/);
  if (second && /\d/.test(second) && !/\d/.test(first!)) return upperFirst(shortPhrase(second));
  return upperFirst(shortPhrase(first!));
}

/**
 * The first-person version of a resume fragment, or null when it is not a statement about the candidate (a
 * heading, a skills list, a date). `current`: the line belongs to the candidate's present job (present tense is
 * kept; an -ing line becomes present rather than past).
 */
export function firstPerson(fragment: string, current = false): FirstPerson | null {
  // "I also trained 6 new assistants": the resume's "also" links to its previous sentence, which the letter may not
  // cite before it (the letter adds its own "also" where one follows another).
  let s = tidyFragment(fragment)
    .replace(/^(I\s+|(?:he|she|they)\s+)?also\s+(?=\p{Ll})/iu, "$1")
    // "..., we'd do like 600 people on a saturday": a comma splice with a new subject is talk, not the statement.
    .replace(/,\s+(?:we|they|it|you)(?:['’](?:d|ve|re|s|ll)|\s+(?:were|was|would|had|did))\b.*$/i, "")
    .replace(/\breally\s+(?=\p{Ll})/giu, "")
    .replace(/\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b/g, (d) => upperFirst(d))
    // "Mum of three, volunteered in my kids' school library ...": who the candidate is, then what they did.
    .replace(/^(?:\p{L}+\s+){0,2}(?:of|to)\s+[\p{L}\d]+,\s+(?=\p{Ll}+ed\s)/u, "");
  // "cleaning rooms, changing beds, restocking": a list of -ing work is said as work done ("cleaned rooms, changed
  // beds, and restocked"), each item in the same form.
  const items = s.split(/,\s+(?:and\s+)?|\s+and\s+(?=\p{Ll}+ing\b)/u);
  const pastOf = (w: string): string => {
    if (!/^\p{Ll}+ing$/u.test(w)) return "";
    const known = verbOf(w);
    if (known) return known.gerund === w ? known.past : "";
    const c = (nlp(`I was ${w} it`).verbs().conjugate()[0] ?? {}) as Record<string, string>;
    return c.PastTense && /^\p{Ll}+$/u.test(c.PastTense) ? c.PastTense : "";
  };
  // ("Managing rotas, ordering stock": the capital of the line's first word is no name.)
  const headOf = (i: string) => i.split(" ")[0]!.replace(/^\p{Lu}(?=\p{Ll}+$)/u, (c) => c.toLowerCase());
  if (items.length >= 2 && items.every((i) => pastOf(headOf(i)))) {
    const past = items.map((i) => {
      const [, ...rest] = i.split(" ");
      return [pastOf(headOf(i)), ...rest].join(" ");
    });
    s = `${upperFirst(past.slice(0, -1).join(", "))}${past.length > 2 ? "," : ""} and ${past.at(-1)}`;
  }
  if (s.split(" ").length < 2 || s.split(" ").length > 45) return null;
  const result = resultSentence(s);
  if (result) return { ...result, tense: "past", highlight: upperFirst(result.clause) };
  const since = sinceSentence(s) ?? tenureSentence(s, current);
  if (since) return { ...since, tense: "present", highlight: upperFirst(since.clause.replace(/^have (?:been )?/, "")) };
  if (/^I\s/.test(s)) {
    // ("I make loading of lorries" is mended to "I load lorries"; what cannot be mended is not cited.)
    if (brokenEnglish(s)) {
      const mended = mendBrokenEnglish(s);
      if (!mended) return null;
      s = mended;
    }
    // "I run my own cleaning business since 2017": work that runs from a year to now takes "have".
    const ongoing = /^I (\p{Ll}+)\s(?=.*\bsince\s+(?:19|20)\d\d\b)/u.exec(s);
    const forms = ongoing ? verbOf(ongoing[1]!) : undefined;
    if (forms && ongoing![1] === forms.base) s = `I have ${participleOf(forms)} ${s.slice(ongoing![0].length)}`;
    // "I am doing check-in and check-out, reservations ...": routine work said in the progressive is work handled.
    // "I am doing my Level 3 ... certificate at X, finishing June 2026": a qualification in progress is studied for.
    s = s
      .replace(
        /^I am (?:doing|taking|completing)\s+(my\s+(?:[\p{L}\d'’-]+\s+){0,8}(?:certificate|diploma|degree|course|qualification|apprenticeship|\p{Lu}{3,}\p{Ll}?|MSc|BSc|MA|BA)\b)/u,
        "I am studying for $1",
      )
      .replace(/,\s+finishing\s+(?=\p{Lu}\p{Ll}+\s+\d{4}\b)/u, ", finishing in ")
      .replace(/^I am doing\s+(?=\p{Ll})/u, current ? "I handle " : "I handled ");
    const clause = s.slice(2);
    const be = /^(?:am|was|have been)\s/.test(clause);
    // "I have cared for ...", "I've trained ...": the verb is the participle after the auxiliary.
    const perfect = /^(?:have|has|had|['’]ve)\s+(\p{Ll}+)/u.exec(clause)?.[1];
    const first = verbOf(clause.split(" ")[0] ?? "") ?? (perfect ? verbOf(perfect) : undefined);
    // ("I have looked after ...": a participle the resume-verb list does not know is still the verb.)
    const participle =
      !first && perfect && /ed$/.test(perfect)
        ? nlp(`I ${perfect} it`).verbs().toInfinitive().text().replace(/^I\s+/i, "").split(" ")[0]!.toLowerCase()
        : "";
    const verb = be ? "be" : (first?.base ?? participle);
    return {
      sentence: `${s}.`,
      clause,
      verb,
      tense: first && clause.startsWith(first.past) ? "past" : "present",
      highlight: upperFirst(shortPhrase(clause.replace(/^(?:am|was|have been)\s/, ""))),
    };
  }
  if (/^(?:my|our)\s/i.test(s)) {
    const sentence = `${upperFirst(s)}.`;
    return termsOf(s).some((t) => t.tags.includes("Verb"))
      ? { sentence, clause: "", verb: "", tense: "past", highlight: upperFirst(shortPhrase(s)) }
      : null;
  }
  const third = SUBJECT.test(s);
  s = s.replace(SUBJECT, "").replace(/\b(?:his|her)\b/gi, "my");
  // "She books 60 appointments a day and handles payments": the second verb agrees with "I" too.
  if (third)
    s = s.replace(/\b(and|or)\s+(\p{Ll}+s)\b/gu, (all, conj: string, w: string) => {
      const forms = verbOf(w);
      return forms && forms.present === w && forms.base !== w ? `${conj} ${forms.base}` : all;
    });
  // "findings drove a checkout redesign that lifted conversion 9%": the candidate's own work as the subject.
  const [noun, act] = s.split(" ");
  if (
    /^(?:findings|insights|recommendations|reports|designs|changes|dashboards|analyses|campaigns)$/i.test(noun ?? "") &&
    act &&
    verbOf(act)?.past === act.toLowerCase()
  ) {
    const sentence = `My ${joinActions(lowerFirst(s))}.`;
    return { sentence, clause: "", verb: "", tense: "past", highlight: upperFirst(shortPhrase(s)) };
  }
  // "Mother of two, returning to work": who the candidate is, not experience to cite.
  if (/^(?:mother|father|mum|mom|dad|parent)\s+of\s+\S+(?:,\s*(?:returning|back)\b.*)?$/i.test(s)) return null;
  // "Returning to work after 6 years caring for my mother", "Career break 2019-2024": a gap, not experience.
  if (/^(?:(?:now\s+|currently\s+)?(?:returning|coming back|back|return)\s+to\s+work|career\s+break)\b/i.test(s))
    return null;
  const chosen = chosenLine(s);
  if (chosen) return chosen;
  if (nounListFirst(s)) return experienceLine(s, closeList(lowerFirst(s)));
  // "top 10% for first call resolution": a rank, not the verb "top" ("I top 10% ...").
  if (/^top\s+\d/i.test(s)) return nounLine(s, current);
  return (
    namedWorkLine(s) ??
    projectLine(s) ??
    placementLine(s) ??
    scopeLine(s, current) ??
    stateLine(s, current) ??
    durationLine(s) ??
    qualityLine(s) ??
    ratedLine(s) ??
    (nounCompoundFirst(s) ? null : actionLine(s, current)) ??
    nounLine(s, current) ??
    // "Purchase ledger for 300+ suppliers, supplier statement reconciliations, ...": work named, numbers and all.
    // ("Grill section, 200 covers a night": an item that is a figure is a note, not work to name.)
    (nounCompoundFirst(s) && !/,\s*\d/.test(s) ? experienceLine(s, closeList(lowerFirst(s))) : workList(s))
  );
}

export const COMPOUND_HEAD =
  /^(?:\p{Ll}+(?:ment|tion|sion|ance|ence)|control|work|handling|queries|service|management|rotation|ordering|processing|checks?|counts?|takes?|ledgers?|reconciliations?|entry)[,.]?$/u;

export const fixedCompoundFirst = (s: string) => FIXED_COMPOUND.test(s);
const FIXED_COMPOUND =
  /^(?:(?:balance\s+sheet|bank|cash\s+flow|month[\s-]end|year[\s-]end|change|risk|stock)\s+(?:reconciliations|journals|forecasts|statements|takes|registers|requests|assessments)|purchase\s+ledger|sales\s+ledger|credit\s+control|stock\s+take|cash\s+flow)\b/iu;

/** "Stock replenishment, till work, customer queries", "Stock control and ordering": a word that can be a verb,
 * then the head of a noun compound, in a list of noun phrases: work named, not a verb and its object. */
function nounCompoundFirst(s: string): boolean {
  // "Balance sheet reconciliations and month end journals": a fixed compound whose first word is also a verb.
  if (fixedCompoundFirst(s)) return true;
  const [, second] = s.split(/\s+/);
  // ("Stock control and ordering": joined by "and" to a word that is no order; "Run checks and report faults" is.)
  const joined = /\s(?:and|&)\s+(\p{Ll}+)/u.exec(s)?.[1];
  return !!second && COMPOUND_HEAD.test(second) && (/,/.test(s) || (!!joined && !isBaseVerb(joined)));
}

const said = (sentence: string, highlight: string, verb = "be"): FirstPerson => ({
  sentence: `I ${sentence}.`,
  clause: sentence,
  verb,
  tense: "present",
  highlight: upperFirst(shortPhrase(highlight)),
});

/**
 * Telegraphic resume lines that name a thing the candidate has or did, each said the way a person would: "Own van"
 * -> "I have my own van"; "Allergen awareness trained" -> "I am trained in allergen awareness"; "Maths lead since
 * 2022" -> "I have been maths lead since 2022"; "Wella colour course" -> "I completed a Wella colour course";
 * "Store Manager of the Quarter Q2 2023" -> "I was named Store Manager of the Quarter Q2 2023".
 */
function namedWorkLine(s: string): FirstPerson | null {
  // "Experience with SEND pupils and EAL learners", "Background in retail": what the candidate has, never a verb.
  const has = /^(experience|knowledge|background)\s+((?:with|in|of)\s+.{3,80})$/iu.exec(s);
  if (has) {
    const what = has[1]!.toLowerCase();
    return said(`have ${what === "background" ? "a " : ""}${what} ${has[2]}`, s, "have");
  }
  const own = /^own\s+([\p{L} ]{2,30})$/iu.exec(s);
  if (own && !/^(?:a|an|the|my|and)\b/i.test(own[1]!)) return said(`have my own ${own[1]!.toLowerCase()}`, s, "have");
  const trained = /^([\p{L}&/ -]{3,40}?)\s+trained$/iu.exec(s);
  if (trained) return said(`am trained in ${lowerFirst(trained[1]!)}`, s);
  const award = /^(\p{Lu}[\p{L} ]{2,40}\sof\s+the\s+(?:year|month|quarter|week)\b.*)$/iu.exec(s);
  if (award) return { ...said(`was named ${award[1]}`, s), tense: "past" };
  const since = /^([\p{L} ]{2,40}?)\s+since\s+((?:19|20)\d\d)$/iu.exec(s);
  if (
    since &&
    /\b(?:lead|leader|manager|supervisor|coordinator|head|captain|rep|representative|officer|champion)$/i.test(
      since[1]!,
    )
  )
    return said(`have been ${lowerFirst(since[1]!)} since ${since[2]}`, s);
  const course = /^(?!completed\b)([\p{L}\d&/ -]{3,50}?\s(?:course|training))$/iu.exec(s);
  if (course && !verbOf(s.split(" ")[0]!)) {
    const what = lowerFirst(course[1]!);
    return { ...said(`completed ${article(what)} ${what}`, s, "complete"), tense: "past" };
  }
  return null;
}

/**
 * "Ordering and stock rotation", "Pitched roofs, slating and tiling", "Unvented cylinders (G3 qualified)": a list
 * whose other items are nouns or -ing activities, or a participle the verb list lacks before a plural noun, names
 * kinds of work ("pitched roofs"), not actions ("I pitched roofs, slating and tiling").
 */
function nounListFirst(s: string): boolean {
  const [first = "", second = ""] = s.split(/\s+/);
  const w = first.toLowerCase();
  const items = s.split(/,\s+(?:and\s+)?|\s+and\s+/).map((i) => i.trim());
  const verbLed = (item: string) => {
    const head = item.split(/\s+/)[0]!;
    return (
      /^\p{Ll}/u.test(head) && !/ing$/.test(head) && !!verbOf(head) && !COMPOUND_HEAD.test(item.split(/\s+/)[1] ?? "")
    );
  };
  if (
    /ing$/.test(w) &&
    items.length >= 2 &&
    items.slice(1).some((i) => !/^\p{Ll}+ing\b/u.test(i)) &&
    !items.slice(1).some(verbLed)
  )
    return true;
  if (!/ed$/.test(w) || !/^\p{Ll}+s[,.]?$/u.test(second)) return false;
  // ("Counted tills, trained new cashiers": a line of several items is read by its list, below.)
  // ("Led phonics interventions": an irregular past of a known verb is the verb, never a describing word.)
  const irregular = verbOf(w);
  if (irregular && irregular.past === w && !baseCandidates(w).includes(irregular.base)) return false;
  if (items.length === 1 && !baseCandidates(w).some((c) => BASES.has(c))) return true;
  return items.length >= 2 && items.slice(1).every((i) => /^\p{Ll}+ing$/u.test(i));
}

/**
 * "Check-in and check-out, reservations with Opera PMS": a list of kinds of work in lower case (the line's first
 * capital aside), none of them a name, is work the candidate names.
 */
function workList(s: string): FirstPerson | null {
  const items = s.split(/,\s+/);
  if (items.length < 2 || s.split(" ").length > 14 || /[:;]|\d/.test(s)) return null;
  const lowerItems = items.every(
    (item, i) => /^\p{Ll}/u.test(i ? item : lowerFirst(item)) || /^\p{Lu}\p{Ll}+-\p{Ll}/u.test(item),
  );
  return lowerItems && items.some((i) => i.includes(" "))
    ? experienceLine(s, closeList(s.charAt(0).toLowerCase() + s.slice(1)))
    : null;
}
