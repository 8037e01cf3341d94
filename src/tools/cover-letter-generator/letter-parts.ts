import nlp from "compromise";
import { article } from "../../shared/text/article";
import { isBaseVerb, verbOf } from "./first-person";
import type { LetterFacts, MatchedSkill } from "./letter-facts";
import type { Role } from "./resume-lines";
import { roleProse, type Achievement } from "./resume-reader";
import { findSkill, skillsIn, tokenize, type Skill } from "./skill-match";
import { canonicalName } from "./typed-names";
import { onlyListed } from "./listed-skills";
import { STATUS } from "./cert-wording";

/** Building blocks the three letters share: lists, the job title, the candidate's job, results, duties, values. */

/** "a", "a and b", "a, b, and c" */
export function listOf(items: string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  if (items.length === 2) return `${items[0]} and ${items[1]}`;
  return `${items.slice(0, -1).join(", ")}, and ${items[items.length - 1]}`;
}

export const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** One of the variants, chosen by the input's seed and the slot (so each slot varies on its own). */
export function pick<T>(variants: T[], seed: number, slot: number): T {
  return variants[(seed + slot * 7919) % variants.length]!;
}

/** "Charge Nurse, Medical-Surgical Unit" -> "Charge Nurse (Medical-Surgical Unit)", so it reads inside a sentence. */
export function titlePhrase(title: string): string {
  const m = /^(.+?)\s*(?:,|\s[-–—|]\s)\s*(.+)$/.exec(title);
  return m ? `${m[1]} (${m[2]})` : title;
}

/** "a staff nurse at St. Vincent Medical Center" (or without the employer when the resume does not name one). */
export function roleDescription(role: Role | undefined, headline: string): string {
  // "Former English teacher (6 years), now UX designer": the job after "now" is the current one.
  const now = /^(?:former|ex-)\b.*?,\s*now\s+(?:an?\s+)?([^.,;]+)/i.exec(role?.title || headline)?.[1];
  if (/^(?:former|ex-)\b/i.test(role?.title || headline) && !now) return "";
  const title = roleProse((now ?? (role?.title || headline)).split(/,|\s[|—–-]\s/)[0]!.trim());
  const employer = role?.employer ?? "";
  if (!title) return "";
  return `${article(title)} ${title}${employer ? ` at ${employer}` : ""}`;
}

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** A first-person sentence that says its own place, or speaks of study or of the candidate rather than work. */
const ownFrame = (s: string) =>
  /\b(?:at|with|for|from)\s+(?:the\s+)?\p{Lu}\p{Ll}/u.test(s.slice(2)) ||
  /^I\s+(?:am|was|graduated|studied|completed|earned|like|love|enjoy)\b/.test(s) ||
  /\b(?:dissertation|degree|university|college|course)\b/i.test(s);

/** The statement as the letter says it: with "At <employer>," when it is known and not said yet. */
export function resultSentence(a: Achievement, withEmployer: boolean): string {
  const s = a.fp.sentence;
  const employer = a.role?.employer;
  // ("I am trained in ADR": a credential is the candidate's own, not something done at an employer.)
  if (
    withEmployer &&
    employer &&
    /^I\s/.test(s) &&
    !/^I am (?:trained|qualified|certified|registered|licensed)\b/.test(s)
  )
    return `At ${employer}, ${s}`;
  // A sentence the resume already wrote in the first person is never pasted as it stands.
  // ("I have worked 3 years as carer in a nursing home": a sentence that gives its own time or place is not put "in my
  // recent roles"; one that gives neither is placed in the candidate's work.)
  if (norm(s) === norm(a.original) && /^I\s/.test(s)) {
    if (/\b(?:since|years?|months?)\b/u.test(s.slice(2))) return `As my resume shows, ${s}`;
    // "In my work, I graduated in 2025 ...", "In my work, I am comfortable with Excel", "In my work, I started as a
    // commis at the Hilton": a sentence about study, about the candidate, or with a place of its own takes no frame.
    if (!a.role && ownFrame(s)) return s;
    return `${a.role ? upperFirst(placeOf(a)) : "In my work"}, ${s}`;
  }
  return s;
}

/** Where the statement happened: "at Walgreens", "in my current role", "in a previous role", "in my recent roles". */
export function placeOf(a: Achievement): string {
  if (a.role?.employer) return `at ${a.role.employer}`;
  // "I have cared for my grandmother for three years": care given at home is done outside paid work.
  if (
    !a.role &&
    /\bmy (?:grand)?(?:mother|father|mum|mom|dad|parents?|son|daughter|children|kids|family|partner|husband|wife|brother|sister)\b/i.test(
      a.source,
    )
  )
    return "outside paid work";
  if (!a.role) return "in my recent roles";
  return a.role.current ? "in my current role" : "in a previous role";
}

/** The clause to follow "where I" / "I also": null for a statement that does not start with the candidate. */
export function clauseOf(a: Achievement): string | null {
  return a.fp.verb && /^I\s/.test(a.fp.sentence) ? a.fp.clause : null;
}

/** "I also precepted ...", "I am also the sponsor ...". */
export function alsoSentence(a: Achievement): string | null {
  const clause = clauseOf(a);
  if (!clause) return null;
  // "I am also ...", "I have also served ..." (the adverb after the auxiliary).
  // ("I have run the front desk ...": "have" before a participle is an auxiliary, "I have a CDL" is no such.)
  const perfect = /^(?:have|had)\s(?!(?:an?|the|my|our|some|no|over|\d)\b)\p{Ll}+(?:ed|en|un|wn|ught|ld|nt|lt)\s/u.test(
    clause,
  );
  const be = a.fp.verb === "have" && !perfect ? null : /^(am|was|have|had)\s(.+)$/.exec(clause);
  return be ? `I ${be[1]} also ${be[2]}.` : `I also ${clause}.`;
}

const CREDENTIAL_NOUN =
  /\b(?:certification|certificate|license|licence|credential|registration|endorsement|card|degree)\b/i;

/**
 * The candidate's certifications as objects of "I hold": "BLS, ACLS, and CMSRN certifications" / "a Class A CDL" and
 * "a hazmat endorsement".
 */
export function certPhrases(certs: Skill[]): string[] {
  if (!certs.length) return [];
  const phrased = (p: string) => /^(?:a|an|the)\s/i.test(p) || CREDENTIAL_NOUN.test(p);
  const bare = certs.filter((c) => !phrased(c.prose) && !STATUS.test(c.prose)).map((c) => c.prose);
  const named = certs
    .filter((c) => phrased(c.prose))
    .map((c) => (/^(?:a|an|the)\s/i.test(c.prose) ? c.prose : `${article(c.prose)} ${c.prose}`));
  const statuses = certs.filter((c) => !phrased(c.prose) && STATUS.test(c.prose)).map((c) => c.prose);
  return [
    ...statuses,
    ...(bare.length ? [`${listOf(bare)} certification${bare.length > 1 ? "s" : ""}`] : []),
    ...named,
  ];
}

/** The duty's verb phrases, split where a new verb starts: "own services end to end and mentor engineers". */
function dutyClauses(duty: string): string[] {
  const out: string[] = [];
  let current: string[] = [];
  const words = duty.split(" ");
  words.forEach((w, i) => {
    const prev = words[i - 1] ?? "";
    // "diagnose engine, brake and electrical issues": after a verb and one bare noun, the comma lists kinds of a thing.
    const kinds =
      current.length === 2 &&
      words[i + 1] === "and" &&
      !/^(?:the|a|an|our|your|their|all|its)$/i.test(current[1] ?? "");
    const startsVerb =
      i > 0 &&
      (prev.endsWith(";") ||
        // "greet visitors, answer phones, book appointments and handle enquiries": the last verb of a list too.
        (!kinds &&
          (prev.endsWith(",") || (prev === "and" && ((words[i - 2] ?? "").endsWith(",") || out.length > 0))))) &&
      // "work with TypeScript, React and Node.js": a capitalised word is a name, not a verb ("React").
      /^\p{Ll}/u.test(w) &&
      // "wound care, catheter care and end-of-life care": a word before the previous item's head noun is a kind of it.
      !(words[i + 1] && words[i + 1]!.replace(/[,.;]$/, "") === prev.replace(/[,;]$/, "")) &&
      // "answer questions by email, chat and phone": a list of bare words after a preposition names channels, not new
      // work ("greet patients on arrival, answer phones" starts a new duty: its verb has an object).
      !(
        /^(?:by|via|through|over|on|in|with|per)$/i.test(words[i - 2] ?? "") &&
        (w.endsWith(",") || /^(?:and|or)$/i.test(words[i + 1] ?? "") || i === words.length - 1)
      ) &&
      // "carry out tyre, brake, exhaust and battery work": a one-word item of a list is a kind of the thing, not a verb.
      !w.endsWith(",") &&
      !(words[i + 1] === "and" && prev.endsWith(",") && (words[i - 2] ?? "").endsWith(",")) &&
      isBaseVerb(w);
    if (startsVerb && current.length) {
      out.push(
        current
          .join(" ")
          .replace(/,?\s*(?:and)?$/, "")
          .replace(/[,;]$/, ""),
      );
      current = [];
    }
    if (!(startsVerb && w === "and")) current.push(w);
  });
  if (current.length) out.push(current.join(" ").replace(/,$/, ""));
  return out.map((c) => c.replace(/^and\s+/, "").trim()).filter((c) => c.split(" ").length >= 2);
}

/**
 * A duty of the ad the candidate can say they want to take on: its skills, if it names any, are ones the resume
 * shows (a wish to "own your observability stack" would name a skill the candidate lacks).
 */
/** Routine tasks a letter does not long for ("I'd jump at the chance to answer phones!"), when the ad names other work. */
const ROUTINE =
  /^(?:answer|respond|reply|file|greet|collect|enter|type|sort|scan|stock|restock|clean|wipe|sweep|mop|photocopy|copy|pick|pack|load|unload|deliver|fill|take)\b/i;

export function pickDuty(f: LetterFacts, skip = ""): string {
  return pickDutyOf(f, skip, true) || pickDutyOf(f, skip, false);
}

function pickDutyOf(f: LetterFacts, skip: string, noRoutine: boolean): string {
  const lexicon = f.matched.map((m) => m.skill);
  for (const duty of f.job.duties) {
    for (const clause of dutyClauses(duty)) {
      if (noRoutine && ROUTINE.test(clause)) continue;
      // "test them with customers": a pronoun whose noun is in another sentence.
      if (
        clause === skip ||
        clause.split(" ").length > 14 ||
        /\b(?:you|I|we|us|them|it|they|this|these|those)\b/.test(clause)
      )
        continue;
      // "You will need 18th Edition ...", "You'll have a driving licence": a requirement, not work to take on.
      if (/^(?:need|have|hold|be|bring|possess|require|own a|get|enjoy|thrive|love)\b/i.test(clause)) continue;
      // ("Own tools", "own transport": something to have, not work to take on.)
      if (/^own\s+(?:tools|transport|vehicle|car|van|kit|hand tools)\b/i.test(clause)) continue;
      // "wound care; IV therapy": a list of kinds of work is no duty to take on ("wound" is no verb of the ad's).
      const opener = clause.split(" ")[0]!.toLowerCase();
      const forms = verbOf(opener);
      if (/;/.test(clause) || (forms && forms.base !== opener)) continue;
      // The duty is also said with -ing ("presenting findings"), which may name a skill the base form does not.
      const named = [...skillsIn(clause), ...skillsIn(gerundOf(clause))].map((h) => h.skill.name);
      if (named.every((n) => lexicon.some((s) => canonicalName(s) === n))) return clause;
    }
  }
  return "";
}

/** "coordinate patient flow" -> "coordinating patient flow"; "mentor and support staff" -> "mentoring and supporting staff". */
export function gerundOf(vp: string): string {
  const words = vp.split(" ");
  words[0] = gerundWord(words[0]!);
  // "mentor and support staff", "write tests and join code reviews": the verb after the first "and" too.
  const and = words.indexOf("and");
  // "build reports and dashboards": a plural noun after "and" is a second object, not a second verb.
  const plural = (w: string) => /[^s]s$/.test(w) && !verbOf(w);
  const next = words[and + 1] ?? "";
  // "the sauté and pasta stations": a word the verb list does not know, before a plural noun, is that noun's modifier.
  const modifier = !verbOf(next) && /[^s]s$/.test(words[and + 2] ?? "");
  // "prepare patients for surgery and monitor anesthesia": a later "and" may start the second verb phrase as well.
  // ("keep the bar stocked and clean": after a participle, "and" joins a second state, not a second verb.)
  const state = and > 1 && /ed$/.test(words[and - 1]!) && !verbOf(words[and - 1]!)?.base.endsWith("ed");
  // ("copy across digital, social and print": after a comma list, "and" ends the list of objects.)
  const listed = and > 2 && (words[and - 2] ?? "").endsWith(",");
  // ("keep passengers and staff safe": a verb that takes an object and a state joins two objects with "and".)
  const complement = /^(?:keep|make|get|leave)$/i.test(vp.split(" ")[0]!);
  if (
    !complement &&
    and > 0 &&
    and <= 6 &&
    !(state && and > 2) &&
    !listed &&
    /^\p{Ll}/u.test(next) &&
    !plural(next) &&
    !modifier &&
    isBaseVerb(next)
  )
    words[and + 1] = gerundWord(words[and + 1]!);
  return words.join(" ");
}

/** "show" -> "showing", "own" -> "owning", "do" -> "doing". */
function gerundWord(word: string): string {
  const known = verbOf(word)?.gerund;
  if (known) return known;
  const c = (nlp(`I ${word} it`).verbs().conjugate()[0] ?? {}) as Record<string, string>;
  return c.Gerund ?? `${word}ing`;
}

/**
 * The matched skills worth naming as experience in a sentence: ones the resume shows with a statement first, then by how firmly the
 * ad asks for them. Certifications and languages have sentences of their own, and a skill the job title already
 * names ("nursing" for a charge nurse) goes without saying.
 */
export function namedSkills(f: LetterFacts, max: number): MatchedSkill[] {
  const order = (m: MatchedSkill) =>
    (m.evidence ? 0 : 4) + (m.weight === "required" ? 0 : m.weight === "duty" ? 1 : m.weight === "preferred" ? 2 : 3);
  const title = tokenize(f.title);
  const chosen: MatchedSkill[] = [];
  const words = (s: string) => s.toLowerCase().split(/\s+/);
  // (A skill the resume only lists, without a statement that shows it, is no experience put to work; nor is one only
  // the visitor's skills field names, unless a statement shows it: "The role draws on EMIS Web ..." claims it.)
  // (A named system is checkable: only a tool is held back; "tenancy management" typed by a tenancy worker is theirs.)
  const candidates = f.matched.filter(
    (x) =>
      x.skill.kind !== "cert" &&
      x.skill.kind !== "lang" &&
      (!x.listedOnly || !!x.evidence || x.skill.kind !== "tool") &&
      (x.evidence || !onlyListed(x.skill, f.resume.text)),
  );
  const beyondTitle = candidates.filter((x) => findSkill(title, x.skill) < 0);
  // When the only skills matched are the job title's own ("plumbing" for a plumber apprentice), name those.
  for (const m of (beyondTitle.length ? beyondTitle : candidates).sort((a, b) => order(a) - order(b))) {
    // "rehabilitation" adds nothing after "neurological rehabilitation".
    if (
      chosen.some(
        (c) =>
          words(m.skill.prose).every((w) => words(c.skill.prose).includes(w)) ||
          words(c.skill.prose).every((w) => words(m.skill.prose).includes(w)),
      )
    )
      continue;
    chosen.push(m);
    if (chosen.length === max) break;
  }
  return chosen;
}

/** Value categories: words that signal a value in an ad, and words that show it in a resume statement. */
const VALUE_EVIDENCE: [RegExp, RegExp][] = [
  // "strong family partnerships": shown by work with families, not by any teaching line.
  [/famil|parent/i, /\b(?:famil|parent|caregiver|home visit)\w*/i],
  [/project-based|hands-on learning/i, /\b(?:project|hands-on|build|built|maker)\w*/i],
  [
    /team|collaborat|together|each other|communit|family|kind|respect|people|helping|support/i,
    /\b(?:mentor|precept|coach|train|taught|teach|tutor|partner|collaborat|volunteer|support group|team of|with the \w+ team|cross-functional|student teachers)\w*/i,
  ],
  [
    /compassion|care|empath|dignity|caring|heart|patient|member|client|customer|guest|learner/i,
    /\b(?:patient|client|customer|guest|member|famil|caregiver|student|satisfaction|children|kids|resident)\w*/i,
  ],
  [
    /excellen|quality|craft|rigor|standard|achievement|performance|remarkable|evidence/i,
    /\b(?:increas|reduc|cut|rais|improv|grew|lower|boost|shorten|zero|exceed|top|rating|accura|saved)\w*/i,
  ],
  [
    /innovat|bold|creativ|pioneer|idea/i,
    /\b(?:launch|introduc|built|creat|design|develop|start|pilot|redesign|automat)\w*/i,
  ],
  [
    /learning|curio|growth|truth/i,
    /\b(?:learn\w*|certif\w*|course\w*|degree|graduate\w*|research\w*|experiment\w*|stud(?:y|ied|ies|ying)\b|explor\w*|analy[sz]\w*)/i,
  ],
  [
    /writing|communicat|clarity/i,
    /\b(?:runbooks|documentation|articles|guides|help-center|blog|newsletter|grant reports|case studies)\b/i,
  ],
  [
    /integrity|honest|trust|candor|transparen|right thing|ethic|accountab/i,
    /\b(?:complian|audit|accura|discrepanc|shortage|confidential|reconcil|zero)\w*/i,
  ],
  [/safety|safe/i, /\b(?:safe|injur|incident|accident|osha|inspection)\w*/i],
  [/reliab|uptime|dependab/i, /\b(?:incident|uptime|on-time|reliab|accident|downtime|outage|runbooks)\w*/i],
  [
    /ownership|bias for action|hustle|initiative|roll up|accountab/i,
    /\b(?:led|launch|built|start|own|spearhead|introduc|closed|exceed)\w*/i,
  ],
  [
    /equity|inclusi|divers|belong|access/i,
    /\b(?:english learners|bilingual|spanish|accessib|wcag|divers|equit|inclusi)\w*/i,
  ],
  [
    /sustainab|planet|climate|green|waste|clean energy|environment/i,
    /\b(?:waste|energy|recycl|sustainab|solar|emission|carbon)\w*/i,
  ],
];

/** Stated values paired with a resume statement that shows each (at most two pairs, different statements). */
export function valueEvidence(f: LetterFacts, exclude: Achievement[] = []): { value: string; win: Achievement }[] {
  const pairs: { value: string; win: Achievement }[] = [];
  const used = new Set(exclude);
  for (const value of f.values) {
    const rule = VALUE_EVIDENCE.find(([signal]) => signal.test(value));
    if (!rule) continue;
    // A record ("My record includes 1.2 million accident-free miles.") shows a value as well as an action does.
    const win = f.ranked.find(
      (a) => !used.has(a) && (clauseOf(a) || /^My record includes\b/.test(a.fp.sentence)) && rule[1].test(a.source),
    );
    if (!win) continue;
    used.add(win);
    pairs.push({ value, win });
    if (pairs.length === 2) break;
  }
  return pairs;
}

/** A value as the object of "commitment to" / "put ... into practice": "patients first" -> "putting patients first". */
export function valueObject(value: string, imperatives = false): string {
  if (/\s(?:first|over)\b/i.test(value) && !/^putting\b/i.test(value))
    return `putting ${value.replace(/^put\s+/i, "").replace(/^(\p{Ll}+)\s+first$/u, (m, w: string) => (/s$/.test(w) ? m : `the ${w} first`))}`;
  const first = value.split(" ")[0]!;
  if (first === "be") return `being${value.slice(2)}`;
  // "do the right thing" -> "doing the right thing"; "clear communication" stays (an adjective, not a verb).
  const tags =
    (nlp(`we value ${value}`).json({ terms: { tags: true } }) as { terms: { tags: string[] }[] }[])[0]?.terms[2]
      ?.tags ?? [];
  if (
    value.includes(" ") &&
    ((tags.includes("Verb") && !tags.includes("Gerund")) || (imperatives && isBaseVerb(first)))
  )
    return `${gerundWord(first)}${value.slice(first.length)}`;
  return value;
}

/** "you value compassion, excellence, and teamwork" / "you care about your patients, ...". */
export function valueClause(f: LetterFacts): string {
  const verb =
    f.job.valueVerb === "believes in" ? "believe in" : f.job.valueVerb === "cares about" ? "care about" : "value";
  return `you ${verb} ${listOf(f.values.map((v) => valueObject(v, imperativeList(f.values))))}`;
}

/** "own safety, do the right thing, be kind-hearted": a list of imperatives, so "own" is a verb there too. */
export function imperativeList(values: string[]): boolean {
  return values.filter((v) => valueObject(v) !== v).length * 2 > values.length;
}

/**
 * The job the letter leads with: the first listed, unless it shares no word with the ad's title or duties and a
 * later one does (a graduate's "Marketing Intern" leads a marketing letter, not her part-time "Waitress" job).
 */
export function leadRole(f: LetterFacts): Role | undefined {
  const roles = f.resume.roles;
  const ad = new Set(
    [f.title, ...f.job.duties, ...f.job.skills.map((s) => s.skill.name)]
      .join(" ")
      .toLowerCase()
      .split(/[^\p{L}]+/u),
  );
  const GENERIC = /^(?:assistant|senior|junior|part|time|intern|trainee|apprentice|staff|team|member|worker)$/;
  const fits = (title: string) =>
    title
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter((w) => w.length >= 4 && !GENERIC.test(w) && ad.has(w)).length;
  // (Volunteer work never replaces a paid job as the lead: "Customer Service Volunteer" is not the most recent position
  // of someone who is a sales assistant at Boots now.)
  const unpaid = (r: Role) => /\b(?:volunteer|voluntary|unpaid)\b/i.test(`${r.title} ${r.employer}`);
  if (!roles[0] || fits(roles[0].title) > 0) return roles[0];
  // ("Junior Developer" before "Software Engineer", "Customer Assistant" before "Supervisor": an earlier, lower grade
  // of the work never replaces the current job as the lead.)
  // (Only a job that ended before the current one began: a summer internship during a part-time job still leads.)
  const since = roles[0].from;
  const lower = (r: Role) =>
    r !== roles[0] &&
    r.to !== undefined &&
    since !== undefined &&
    r.to <= since &&
    /\b(?:junior|trainee|intern|apprentice|assistant|graduate|entry)\b/i.test(r.title);
  return roles.find((r) => fits(r.title) > 0 && !unpaid(r) && !lower(r)) ?? roles[0];
}
