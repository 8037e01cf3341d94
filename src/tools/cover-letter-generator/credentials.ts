/**
 * Credentials the ad asks for and the resume holds, named in the resume's own words: licences, certificates,
 * registrations, approvals, cards and qualification levels ("Full UK driving licence", "NICEIC approved contractor",
 * "GDC registered dental nurse", "Social Work England registered", "Level 3 Food Hygiene certificate", "Driver CPC").
 * A resume item answers the ad when both name the same distinctive word in a sentence about a credential, so the
 * letter never swaps the requirement's spelling ("driver's license" for a UK "driving licence") and never names a
 * credential the resume does not show.
 */
import nlp from "compromise";
import { article } from "../../shared/text/article";
import { listOf } from "./letter-parts";
import { heldOnly } from "./resume-reader";
import { RESUME_VERBS } from "./resume-verbs.data";
import { cutOutsideAbbreviations } from "../../shared/text/abbreviations";

const ORDERS = new Set(RESUME_VERBS);

/** Words that make a phrase a credential. */
const CRED =
  /\b(?:licen[cs]e[ds]?|certificates?|certification|certified|cert|registered|registration|qualified|qualification|accredited|accreditation|approved|card|diploma|edition|chartered|credentialed|ticket|level\s+\d|grade\s+\d|class\s+\d)\b/i;
/** Words that say nothing about which credential: shared, they prove nothing. */
const PLAIN = new Set(
  (
    "licence license licensed licenced licences licenses certificate certificates certification certified cert registered " +
    "registration qualified qualification qualifications accredited accreditation approved card diploma chartered " +
    "credentialed ticket holder valid full current active clean required essential desirable preferred must have hold " +
    "need needs with and or the a an of in for to at on by as your our their any be is are plus advantage bonus " +
    "uk us eu usa british state national professional relevant recognised recognized equivalent experience work " +
    "level grade class new own good strong minimum years year since"
  ).split(" "),
);

const wordsOf = (s: string) =>
  s
    .toLowerCase()
    .replace(/['’]s\b/g, "")
    .split(/[^\p{L}\d+]+/u)
    .filter((w) => w.length >= 2 && !PLAIN.has(w));

/** Two words the same, or one a clipped form of the other ("tacho" / "tachograph"). */
const sameWord = (a: string, b: string) =>
  a === b || (Math.min(a.length, b.length) >= 5 && (a.startsWith(b) || b.startsWith(a)));

/** A resume item cleaned of numbers and dates: "California RN license #95xxxxx" -> "California RN license". */
function cleaned(item: string): string {
  return (
    item
      .replace(/\([^)]*\)/g, " ")
      .replace(/#\s*\S+/g, " ")
      .replace(/\b(?:no\.?|number|reg\.?|pin)\s*:?\s*[A-Z]*\d[\w-]*/gi, " ")
      // "AM2 passed": the credential, not the news that it was passed.
      .replace(/\s+(?:passed|achieved|completed|gained)\s*$/i, "")
      .replace(/\b(?:since|from|in|obtained|awarded|exp(?:ires)?\.?)\s+(?:\p{L}+\s+)?(?:19|20)\d{2}\b/giu, " ")
      .replace(/[,–—-]?\s*\b(?:19|20)\d{2}\b/g, " ")
      .replace(/\b(?:current|active|in date|held)\s*$/i, " ")
      .replace(/\s+/g, " ")
      .replace(/^[\s,;:.-]+|[\s,;:.-]+$/g, "")
      .trim()
  );
}

const PARTICIPLE_END = /^(\S+)\s+(certified|qualified|registered)$/i;
const ACRONYM = /^\p{Lu}{2,}[\p{Lu}\d+]*$/u;
/** A job line ("Class 1 HGV Driver, Brakes Foodservice (2015-2025)"): a post held, not a credential. */
const ROLE_DATES = /\b(?:19|20)\d{2}\s*(?:[-–—]|to)\s*(?:(?:19|20)?\d{2}\b|present|now|current|date)/i;
/** A line of skills or tools ("Techniques: CRISPR-Cas9 ..."): no credential in it. */
const SKILL_LINE =
  /^\s*(?:skills?|techniques?|tools?|technologies|tech stack|stack|software|methods?|expertise|interests?)\b/i;

/** Degrees are said as degrees ("I earned a BA in ..."), never as a credential held. */
const DEGREE =
  /^(?:AAS|AA|AS|BA|BS|BSc|BEng|BEd|MA|MS|MSc|MEng|MEd|MBA|MPhil|PhD|DPhil|BSN|MSN|LLB|LLM|Bachelor|Master|Doctor)\b/;
/** A code of a qualification ("2391", "17th"), not a year. */
const CODE = /\b(?!(?:19|20)\d{2}\b)\d{3,5}\b/;

function itemOk(item: string): boolean {
  const words = item.split(/\s+/);
  const coded = words.length <= 4 && words.some((w) => (ACRONYM.test(w) && w.length <= 6) || CODE.test(w));
  // ("Mentor new starters through their Care Certificate": a line about others' credentials is work done.)
  if (
    !(CRED.test(item) || coded) ||
    // ("Level 3 Diploma in Health and Social Care": a named qualification may run to nine words.)
    words.length > (CRED.test(item) && /^[\p{Lu}\d]/u.test(item) ? 9 : 7) ||
    words.length < 2 ||
    /\b(?:I|my|we|our|their|his|her|your|them)\b/.test(item)
  )
    return false;
  // "Record results in LIMS", "Support Office 365 rollout": work done in a named system, not a credential.
  if (!CRED.test(item) && ORDERS.has(words[0]!.toLowerCase()) && /^\p{Ll}/u.test(words[1] ?? "")) return false;
  // "Class 1 driver 9 years": time served in a job is experience, not a credential.
  if (/\b\d+\+?\s*(?:years?|yrs?|months?)\b/i.test(item)) return false;
  // "place IV catheters": work done with a named thing, unless a credential word says otherwise.
  if (DEGREE.test(item) || (!CRED.test(item) && !/^[\p{Lu}\d]/u.test(item))) return false;
  // "Trained 6 new starters", "Managed approved suppliers": a sentence about work, not a credential held.
  return !(
    /^\p{L}+ed\b/u.test(item) && !/^(?:registered|licensed|certified|qualified|approved|chartered)\b/i.test(item)
  );
}

/** The resume's short items that name a credential (a list line is split into its items). */
function resumeItems(resume: string): string[] {
  const out: string[] = [];
  const lines = resume.split("\n").filter((l) => l.trim());
  lines.forEach((line, n) => {
    if (SKILL_LINE.test(line) || /^\s*education\b/i.test(line)) return;
    // A job line keeps only what its brackets say of the candidate ("Pharmacy Technician (GPhC registered), ...").
    if (ROLE_DATES.test(line)) {
      for (const m of line.matchAll(/\(([^)]{3,60})\)/g)) {
        const item = cleaned(m[1]!);
        if (CRED.test(item) && itemOk(item)) out.push(item);
      }
      return;
    }
    let body = line
      .replace(/^[\s•*▪◦·-]+/, "")
      .replace(/^[\p{L} &]{3,30}:\s*/u, "")
      .replace(/\([^)]*\)/g, " ");
    // The name line: "Rachel Adams, RN, BSN" holds credentials after the name; "Thomas Reilly ACCA" says no more.
    if (n === 0) body = /[,.]\s/.test(body) ? body.slice(body.search(/[,.]\s/) + 2) : "";
    // "I completed the Care Certificate in 2024": the credential a sentence says the candidate earned.
    for (const m of body.matchAll(
      /\bI (?:have )?(?:completed|hold|gained|earned|achieved|passed|obtained|got)\s+(?:the|a|an|my)\s+([^,.;]{3,50}?\b(?:certificate|certification|licen[cs]e|diploma|qualification|award|card))\b/giu,
    )) {
      const item = cleaned(m[1]!);
      if (itemOk(item)) out.push(item);
    }
    for (const sentence of body.split(/(?<=\.)\s+|\s*[;|•]\s*|\s+[—–]\s+/u)) {
      const pieces = sentence
        .split(/,\s+/)
        .map((p) => cleaned(p.replace(/\.$/, "")))
        .filter(Boolean);
      // "BLS, ACLS certified": the participle belongs to each acronym of the list.
      const tail = PARTICIPLE_END.exec(pieces.at(-1) ?? "");
      pieces.forEach((piece, i) => {
        let item = tail && ACRONYM.test(piece) && i < pieces.length - 1 ? `${piece} ${tail[2]}` : piece;
        // "Journeyman Plumber, WA License": the licence of the trade named just before it.
        const prev = pieces[i - 1];
        if (prev && item.split(" ").length <= 2 && /licen[cs]e$/i.test(item) && ROLE_END.test(prev) && !CRED.test(prev))
          item = `${prev} with ${article(item)} ${item}`;
        if (itemOk(item)) out.push(item);
      });
    }
  });
  return out;
}

/** The ad's sentences (and list items) that speak about a credential. */
function askedSentences(ad: string): string[] {
  return cutOutsideAbbreviations(ad, /(?<=[.!?;])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => CRED.test(s) || /\b(?:must hold|hold a|holder)\b/i.test(s));
}

const ROLE_END =
  /\b(?:contractor|nurse|technician|electrician|holder|engineer|practitioner|teacher|member|driver|accountant|assessor|installer|plumber|therapist|pharmacist|paramedic|worker|surveyor|inspector|trainer|operative|tester|instructor|fellow|associate)$/i;
const ROLE_START = /^(?:registered|licensed|certified|qualified|approved|chartered|accredited)\s+\p{L}/iu;
const HOLD_NOUN =
  /\b(?:licen[cs]e|certificates?|certification|card|diploma|qualification|edition|ticket|award|credential)\b/i;

/** "Forklift licence" -> "forklift licence"; names, acronyms and "Level 3 ..." stay as typed. */
function spelled(item: string): string {
  const [first = "", ...rest] = item.split(" ");
  // "Social Work England registered": a capital on the next word is a name's; "Full UK driving licence" is prose.
  const titled = !/^\p{Ll}/u.test(rest.find((w) => !ACRONYM.test(w)) ?? "A");
  if (titled || /^\p{Lu}{2,}/u.test(first) || /^\d/.test(rest[0] ?? "") || !/^\p{Lu}\p{Ll}+$/u.test(first)) return item;
  // "California RN license": a place or a name keeps its capital.
  const tags =
    (nlp(first).json({ terms: { tags: true } }) as { terms: { tags: string[] }[] }[])[0]?.terms[0]?.tags ?? [];
  if (tags.some((t) => /ProperNoun|Place|Person|Organization/.test(t))) return item;
  return [first.toLowerCase(), ...rest].join(" ");
}

export interface HeldCredential {
  /** The credential as the resume names it, cleaned. */
  text: string;
  /** "I am ..." (a registration or a title) rather than "I hold ...". */
  being: boolean;
  /** The phrase after "I am" / "I hold". */
  phrase: string;
}

function phrased(item: string, ad: string): HeldCredential {
  const text = spelled(item);
  // "Social Work England registered" -> "registered with Social Work England"; "ACCA qualified" stays, and so does
  // a phrase the ad itself uses ("Gas Safe registered").
  const after = /^(.+?)\s+(registered|qualified|certified|approved|accredited|chartered)$/i.exec(text);
  if (after) {
    const who = after[1]!;
    const org =
      who.split(" ").length >= 2 &&
      /^\p{Lu}/u.test(who) &&
      /registered|accredited/i.test(after[2]!) &&
      !ad.toLowerCase().includes(text.toLowerCase());
    return { text, being: true, phrase: org ? `${after[2]!.toLowerCase()} with ${who}` : text };
  }
  if (ROLE_START.test(text) || ROLE_END.test(text) || / with an? /.test(text))
    return { text, being: true, phrase: `${article(text)} ${text}` };
  // "Level 3 Light Vehicle Maintenance and Repair" is a qualification; "Driver CPC" and "a forklift licence" say so.
  const last = text.split(" ").at(-1)!;
  // "SIA Door Supervisor and CCTV licences": credentials named in the plural take no "a".
  if (/(?:licen[cs]es|certificates|certifications|cards|tickets|qualifications)$/i.test(text))
    return { text, being: false, phrase: text };
  // "CSCS Blue", "ECS Gold": a scheme's colour names its card.
  const colour = /^\p{Lu}{2,6}\s+(?:Blue|Gold|Green|Red|Black|White|Yellow)$/u.test(text);
  const noun = HOLD_NOUN.test(text) || ACRONYM.test(last) ? text : `${text} ${colour ? "card" : "qualification"}`;
  if (/^\d+(?:st|nd|rd|th)\b/i.test(text)) return { text, being: false, phrase: `the ${noun}` };
  // "Clean licence" on a line of its own: the capital is the line's, so "I hold a clean licence".
  const plain = noun.replace(/^(?:Clean|Full|Valid|Current)(?=\s)/, (w) => w.toLowerCase());
  return { text, being: false, phrase: `${article(plain)} ${plain}` };
}

/**
 * "digi card" where the ad asks for a "digital tachograph card": a clipped word (four letters or more) that begins a
 * word of the ad's, before the same credential noun, is the ad's credential, named in the ad's words.
 */
function adsName(item: string, sentences: string[]): string {
  const m = /^(\p{L}{4,}(?:\s+\p{L}{4,})?)\s+(licen[cs]e|card|certificate|ticket)$/iu.exec(item);
  if (!m) return item;
  // ("digi tacho card": each clipped word begins the ad's word in turn.)
  const clipped = m[1]!.split(/\s+/).map((w) => `${escaped(w)}\\p{L}*`);
  const words = clipped.length > 1 ? clipped.join("\\s+") : `${escaped(m[1]!)}\\p{L}+(?:\\s+\\p{L}+){0,2}?`;
  for (const s of sentences) {
    const named = new RegExp(`\\b(${words}\\s+${m[2]})\\b`, "iu").exec(s);
    if (named) return named[1]!;
  }
  return item;
}

/** The credentials the ad asks for that the resume holds, each once, in resume order. */
export function heldCredentials(typed: string, ad: string): HeldCredential[] {
  // What the candidate does not hold yet ("CIPD Level 5 (in progress)", "working towards ACCA") is never said as held.
  const resume = heldOnly(typed).replace(
    /[^,.;\n]*\b(?:finalist|trainee|part[- ]qualified|not yet|applying for|no (?:driving )?licen[cs]e|pending|due)\b[^,.;\n]*/gi,
    " ",
  );
  const sentences = askedSentences(ad);
  const asked = sentences.map(wordsOf);
  // "a Level 2 or 3 TA qualification" asks for a "Teaching Assistant certificate": an acronym of the ad's that spells
  // the initials of the item's capitalised words.
  const acronyms = new Set(sentences.flatMap((s) => s.match(/\b\p{Lu}{2,5}\b/gu) ?? []));
  const initials = (item: string) =>
    item
      .split(/\s+/)
      .filter((w) => /^\p{Lu}\p{Ll}/u.test(w) && !PLAIN.has(w.toLowerCase()))
      .map((w) => w[0])
      .join("");
  const out: HeldCredential[] = [];
  for (const typedItem of resumeItems(resume)) {
    const item = adsName(typedItem, sentences);
    const mine = wordsOf(item);
    if (initials(item).length >= 2 && acronyms.has(initials(item))) mine.push(initials(item).toLowerCase());
    if (!mine.length || !asked.some((words) => mine.some((w) => words.some((a) => sameWord(w, a))))) continue;
    if (out.some((c) => c.text.toLowerCase() === spelled(item).toLowerCase())) continue;
    out.push(phrased(item, ad));
  }
  return out.slice(0, 4);
}

/** "I am an NICEIC approved contractor. I hold a full UK driving licence and the 18th Edition qualification." */
export function credentialSentences(held: HeldCredential[], alsoHeld: string[] = []): string {
  // "BLS certified", "ACLS certified" -> "BLS and ACLS certified".
  const am: string[] = [];
  for (const c of held.filter((h) => h.being)) {
    const [head, participle] = c.phrase.split(" ");
    const same = am.findIndex(
      (p) => participle && c.phrase === `${head} ${participle}` && p.endsWith(` ${participle}`),
    );
    if (same >= 0 && !am[same]!.includes(" with "))
      am[same] = `${am[same]!.slice(0, -participle!.length - 1)} and ${c.phrase}`;
    else am.push(c.phrase);
  }
  const hold = [...held.filter((c) => !c.being).map((c) => c.phrase), ...alsoHeld];
  return [am.length ? `I am ${listOf(am)}.` : "", hold.length ? `I hold ${listOf(hold)}.` : ""]
    .filter(Boolean)
    .join(" ");
}

/**
 * A resume statement that only names credentials ("Registered Veterinary Technician (Washington, 2019)", "Driver CPC
 * current, digital tachograph card"): not work to cite as a result, and never rewritten as "I registered ...".
 */
export function credentialOnly(source: string): boolean {
  const items = resumeItems(`-\n${source}`);
  if (!items.length) return false;
  let rest = ` ${cleaned(
    source
      .replace(/\([^)]*\)/g, " ")
      .replace(
        /^\s*I (?:have )?(?:completed|hold|gained|earned|achieved|passed|obtained|got)\s+(?:the|a|an|my)\s+/i,
        "",
      ),
  )} `;
  for (const item of items) for (const piece of item.split(/ with an? /)) rest = rest.split(piece).join(" ");
  // "Digi card, CPC, ADR": letters listed beside a credential are credentials too.
  rest = rest.replace(/(?:^|,)\s*\p{Lu}{2,6}\s*(?=,|$)/gu, ",");
  return (
    rest
      .replace(/[^\p{L}\d]+/gu, " ")
      .trim()
      .split(" ")
      .filter((w) => w.length > 1).length <= 1
  );
}

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * How the resume says it holds a named credential: "COSHH trained" is training ("I am trained in COSHH"), "NMC PIN
 * 12A3456E" or "HCPC registered" a registration ("I am registered with the NMC"); the rest are held ("I hold ...").
 */
export function credentialWays<T extends { name: string }>(
  certs: T[],
  resume: string,
): { being: HeldCredential[]; held: T[] } {
  const being: HeldCredential[] = [];
  const held: T[] = [];
  for (const c of certs) {
    const at = `(?<![\\p{L}\\d])${escaped(c.name)}(?![\\p{L}\\d])`;
    if (
      /^\p{Lu}{2,6}$/u.test(c.name) &&
      new RegExp(`${at}\\s+(?:pin|registered|registration|reg\\b)|registered\\s+with\\s+(?:the\\s+)?${at}`, "iu").test(
        resume,
      )
    )
      being.push({ text: c.name, being: true, phrase: `registered with the ${c.name}` });
    else if (new RegExp(`${at}\\s+trained|trained\\s+in\\s+${at}`, "iu").test(resume))
      being.push({ text: c.name, being: true, phrase: `trained in ${c.name}` });
    else held.push(c);
  }
  return { being, held };
}

/** "a valid driver's license" in the spelling of a resume (or an ad) that writes "licence": "a valid driving licence". */
export function resumeSpelling(phrase: string, resume: string): string {
  if (!/\blicence\b/i.test(resume) || /\blicense\b/i.test(resume)) return phrase;
  return phrase.replace(/\bdriver['’]s license\b/gi, "driving licence").replace(/\blicense\b/g, "licence");
}
