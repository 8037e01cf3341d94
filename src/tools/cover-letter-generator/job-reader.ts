import { holdPairs, releasePairs } from "./binomials";
import nlp from "compromise";
import { hireDuty, workingWay } from "./job-ways";
import { splitSentences } from "../../shared/text/sentences";
import { detectLanguage, plainText, withoutInjections, type Lang } from "./input-text";
import { verbOf } from "./first-person";
import { namedDuties, nounBeforeGerund, requirementLine } from "./ad-requirements";
import { hasRoleNoun } from "./resume-lines";
import { SKILLS, skillsIn, type Skill } from "./skill-match";
import { escapeRegExp } from "../../shared/text/regexp";

/**
 * What the job ad asks for and says about the employer: required and nice-to-have skills, the duties (as verb
 * phrases a candidate can say they would like to take on), the values it states in its own words, its mission and
 * what the company does.
 */

export type Weight = "required" | "preferred" | "duty" | "mentioned";

export interface JobSkill {
  skill: Skill;
  weight: Weight;
  /** Other skills of the same "X or Y" clause: having one of them answers the requirement. */
  alternatives: string[];
  /** The plain words on the other side of "or" ("hospitality or retail" -> "retail" for Hospitality). */
  orWords: string[];
}

export interface JobProfile {
  skills: JobSkill[];
  /** Base-form verb phrases: "coordinate patient flow, admissions and discharges". */
  duties: string[];
  /** How the team works or whom it serves, in the second person ("your education team works closely with ..."). */
  way: string;
  /** The values in the ad's words: ["compassion", "excellence", "teamwork"]. */
  values: string[];
  /** How the ad states them: "values", "believes in", "cares about". */
  valueVerb: string;
  /** "to make care accessible to everyone" (after "your mission"). */
  mission: string;
  /** The team the ad invites the candidate to join: "Borrowing squad" (from "join our Borrowing squad"). */
  team: string;
  /** "compassionate care for every patient" (after "your commitment to"). */
  commitment: string;
  /** "We believe every dog deserves a calm, kind visit" -> "every dog deserves a calm, kind visit". */
  belief: string;
  /** "Our food is local, seasonal and simple." -> { what: "your food", as: "local, seasonal and simple" }. */
  described: { what: string; as: string } | null;
  /** What the company does, as a verb phrase: "builds online training for healthcare and retail companies". */
  about: string;
  /** "a warm, close-knit team that treats every patient like family". */
  selfImage: string;
  /** Years of experience the ad asks for, if it says. */
  yearsRequired: string;
  lang: Lang;
}

const HEADINGS: [RegExp, Weight | "about"][] = [
  [
    /^(?:responsibilities|key responsibilities|main responsibilities|duties|key duties|main duties|what you['’]?ll do|what you will do|what you['’]ll be doing|the role|the job|your role|in this role|day to day|your day|missions?|funciones|aufgaben|(?:you will|you['’]ll)$)\b/i,
    "duty",
  ],
  [
    /^(?:requirements|qualifications|minimum qualifications|required|what you bring|what you['’]?ll bring|you['’]ll bring|you will bring|who you are|you have|you are|must have|must-haves|skills|about you|what we['’]re looking for|what we look for|we['’]re looking for|what you need|what you['’]ll need|you['’]ll need|you will need|you need|you must|you['’]ll have|you will have|essential|essential criteria|person specification|profil|requisitos|anforderungen)\b/i,
    "required",
  ],
  [
    /^(?:nice to have|nice-to-have|preferred|preferred qualifications|desirable|desirable criteria|bonus|bonus points|pluses|desired|extra credit|a plus)\b/i,
    "preferred",
  ],
  [
    /^(?:about us|about the company|who we are|our values|our mission|why join|benefits|perks|what we offer|our culture)\b/i,
    "about",
  ],
];

const PREFERRED =
  /\b(?:a plus|is a plus|are a plus|an advantage|advantageous|a bonus|is a bonus|bonus|nice to have|nice-to-have|preferred|desirable|welcome|encouraged|ideally|big plus|is helpful)\b/i;
const REQUIRED =
  /\b(?:required|requirements?|must|you have|you bring|you are|we look for|the ideal candidate|minimum|\d+\+?\s*(?:years?|yrs?)|license|licensure|certification|certified|degree|qualifications?|experience (?:with|in)|proficien\w+|knowledge of|ability to)\b/i;
const DUTY = /\b(?:you will|you['’]ll|you would|responsibilities|duties|your day|in this role|will be responsible)\b/i;

const RANK: Record<Weight, number> = { required: 3, preferred: 2, duty: 1, mentioned: 0 };

interface Item {
  /** A sentence, or a clause of a list sentence. */
  text: string;
  weight: Weight | "about";
  sentence: string;
}

/** Lines and sentences of the ad, each with the weight of its heading or of its own wording. */
function itemsOf(plain: string): Item[] {
  const items: Item[] = [];
  let section: Weight | "about" | null = null;
  for (const raw of unwrapAd(plain).split("\n")) {
    const line = raw.replace(/^\s*(?:[-*•●▪◦–—·]|\d{1,2}[.)])\s*/, "").trim();
    if (!line) continue;
    const labelled = /^([\p{L} '’-]{3,40}):\s*(.*)$/u.exec(line);
    const heading = HEADINGS.find(([re]) => re.test((labelled?.[1] ?? line).replace(/[:\s]+$/, "")));
    if (heading && (labelled || line.split(" ").length <= 5)) {
      section = heading[1];
      if (!labelled?.[2]) continue;
    }
    // "Our values: a, b" keeps its label: the label says what the list is.
    const body = heading && labelled && heading[1] !== "about" ? labelled[2]! : line;
    for (const sentence of splitSentences(body).flatMap((s) => colonDuties(s.text.trim()))) {
      // "CPA preferred" marks its own clause, not the whole requirements sentence.
      const clauses =
        (PREFERRED.test(sentence) && !PREFERRED.test(sentence.split(/[,;(]/)[0]!)) ||
        sentence.split(/,\s+|;\s+|\s*\(/).length > 2
          ? sentence.split(/,\s+|;\s+|\s*\(|\)\s*/)
          : [sentence];
      const aboutUs =
        VALUE_PATTERNS.some((re) => re.test(sentence)) ||
        /^(?:we|we['’]re|our|at\s+\p{Lu}[^,]*,?\s+we)\b/iu.test(sentence);
      const own: Weight | null =
        DUTY.test(sentence) || imperativeDuty(sentence) ? "duty" : REQUIRED.test(sentence) ? "required" : null;
      for (const clause of clauses.filter((c) => c.trim())) {
        const text = clause.trim();
        const weight = aboutUs
          ? "about"
          : PREFERRED.test(text)
            ? "preferred"
            : section && section !== "about"
              ? section
              : (own ?? (section === "about" ? "about" : "mentioned"));
        items.push({ text, weight, sentence });
      }
    }
  }
  return items;
}

/** Hard-wrapped ad text joined again; bullet lines and headings stay lines. */
function unwrapAd(plain: string): string {
  const out: string[] = [];
  for (const line of plain.split("\n")) {
    const prev = out[out.length - 1];
    const isBullet = (l: string) => /^\s*(?:[-*•●▪◦–—·]|\d{1,2}[.)])\s/.test(l);
    const heading =
      /:\s*$/.test(line) || line.trim().split(/\s+/).length <= 3 || HEADINGS.some(([re]) => re.test(line.trim()));
    // "Care Assistant – Willow Lodge Care Home": a title line (its words in capitals) ends where it ends.
    const titled = (l: string) => {
      const ws = l
        .trim()
        .split(/\s+/)
        .filter((w) => /\p{L}/u.test(w));
      return /\s[–—|-]\s/.test(l) && ws.length > 0 && ws.filter((w) => /^\p{Lu}/u.test(w)).length >= ws.length * 0.7;
    };
    const joins =
      prev !== undefined &&
      !titled(prev) &&
      !isBullet(line) &&
      !isBullet(prev) &&
      !heading &&
      line.trim() &&
      prev.trim() &&
      !/[.!?:;]$/.test(prev.trim()) &&
      prev.split(/\s+/).length >= 6;
    if (joins) out[out.length - 1] = `${prev} ${line.trim()}`;
    else out.push(line);
  }
  return out.join("\n");
}

/** The ad with the company's own name blanked, so "Northwind Logistics" does not ask for logistics. */
function masked(text: string, company: string): string {
  // "partner with product managers and data scientists", "partner with Sales on expansion": the people the role
  // works with are not skills it asks for.
  const out = text.replace(
    /\b(?:partner(?:ing)?|work(?:ing)?|collaborat\w+|liais\w+)\s+(?:closely\s+)?with\s+([^.;:]*?)(?=,\s+and\s+\p{Ll}+\s|\s+(?:to|on)\s+\p{Ll}+\s|[.;:]|$)/giu,
    (m, who: string) =>
      hasRoleNoun(who) ||
      /\b(?:teams?|sales|marketing|operations|stakeholders|partners|experts|departments?|leadership|clinicians|colleagues|peers)\b/i.test(
        who,
      )
        ? "work with others"
        : m,
  );
  const name = company.trim();
  if (!name) return waived(out);
  const escaped = escapeRegExp(name).replace(/\s+/g, "\\s+");
  return waived(out).replace(new RegExp(escaped, "gi"), "the company");
}

/** "No SaaS experience required", "no degree needed": what the ad waives is no requirement. */
function waived(text: string): string {
  return text.replace(
    /\b(?:no|without(?:\s+any)?)\s+(?:prior\s+|previous\s+)?[\p{L}\d&/+.# -]{1,40}?\s*(?:experience\s+|degree\s+)?(?:is\s+|are\s+)?(?:required|needed|necessary)\b/giu,
    " ",
  );
}

/** "treat" -> "treating", "take care of" -> "taking care of". */
function gerundOf(verb: string): string {
  const [head = "", ...rest] = verb.toLowerCase().split(/\s+/);
  const ing =
    head === "put" ? "putting" : head.endsWith("e") && head !== "see" ? `${head.slice(0, -1)}ing` : `${head}ing`;
  return [ing, ...rest].join(" ");
}

/** "our patients" -> "your patients": the ad's voice turned toward the employer. */
function towardEmployer(text: string): string {
  return text
    .replace(/\bours\b/gi, "yours")
    .replace(/\bour\b/g, "your")
    .replace(/\bOur\b/g, "Your")
    .replace(/\bus\b/g, "you")
    .replace(/\bwe['’]re\b/gi, "you are")
    .replace(/\bwe\b/g, "you")
    .replace(/\bWe\b/g, "You");
}

const VALUE_PATTERNS = [
  /\b(?:we|i)\s+(?:deeply\s+|truly\s+|really\s+)?(?:value|prize|champion)\s+([^.;!?\n]+)/i,
  /\b(?:that|which)\s+values\s+([^.;!?\n]+)/i,
  /\bour\s+(?:core\s+)?values(?:\s+are)?\s*[:\-–]?\s+([^.;!?\n]+)/i,
  /\bwe\s+believe\s+in\s+([^.;!?\n]+)/i,
  /\bwe\s+care\s+(?:deeply\s+)?about\s+([^.;!?\n]+)/i,
  /\bwe\b[^.;!?\n]*?\band\s+value\s+([^.;!?\n]+)/i,
];
const VALUE_VERBS = ["values", "values", "values", "believes in", "cares about", "values"];

/** Value phrases of a "We value A, B and C" sentence, in the ad's words. */
function valueList(text: string, keepArticles: boolean): string[] {
  return (
    text
      .replace(
        /,?\s+(?:above (?:all|everything)(?: else)?|every day|every time|in everything we do|most of all)\b.*$/i,
        "",
      )
      .split(/,\s*(?:and\s+)?|\s*;\s*/)
      .map((t) => holdPairs(t))
      // "dignity and respect for every patient and family": an "and" inside a phrase after its preposition joins that
      // phrase's nouns, not two values.
      .flatMap((v) => {
        const [first, ...rest] = v.split(/\s+and\s+/);
        const out = [first!];
        for (const r of rest)
          if (/\b(?:for|to|of|with|towards|among|between)\s/i.test(out[out.length - 1]!))
            out[out.length - 1] += ` and ${r}`;
          else out.push(r);
        return out.map(releasePairs);
      })
      .map((v) =>
        towardEmployer(
          v
            .trim()
            .replace(keepArticles ? /^$/ : /^(?:a|an|the|in)\s+/i, "")
            .replace(/[.!]+$/, ""),
        ),
      )
      .filter((v) => v && v.split(" ").length <= 5 && !/\b(?:you|we)\b/i.test(v))
      .map((v) => (/^\p{Lu}\p{Ll}/u.test(v) ? v[0]!.toLowerCase() + v.slice(1) : v))
  );
}

/** Calls to the applicant that are no work to take on ("Apply by ...", "Join us ..."). */
const CALL =
  /^(?:apply|send|join|email|e-mail|contact|visit|click|submit|call|see|find|check|read|come|get|bring|be|have|need|hold|enjoy)\b/i;

/**
 * "Be the first point of contact for patients: greet visitors, answer phones and book appointments": the work after
 * a colon that starts with a verb is a sentence of duties of its own.
 */
function colonDuties(sentence: string): string[] {
  // ("Keep passengers safe: patrol, monitor CCTV": the first verb may stand alone before a comma.)
  const m = /^(.{3,100}?):\s+(\p{Ll}+)([\s,].+)$/u.exec(sentence);
  // "...: greeting them on arrival, answering phones and taking payments": a list of -ing work is said in the base form.
  // ("Duties: answering phones, ..." is a list of its own: dutyList reads it.)
  if (m && verbOf(m[2]!)?.gerund === m[2] && !/^(?:responsibilities|duties)\b/i.test(m[1]!)) {
    // "mowing, strimming, hedge cutting, planting and litter picking": an item led by a noun ("hedge cutting") makes
    // the list one of kinds of work, not verbs; the work before the colon is the duty.
    const items = `${m[2]}${m[3]}`.split(/,\s*(?:and\s+)?|\s+and\s+/);
    if (!items.every((item) => verbOf(item.trim().split(/\s+/)[0]!)?.gerund === item.trim().split(/\s+/)[0]))
      return [`${m[1]}.`];
    const base = `${m[2]}${m[3]}`.replace(/(^|,\s+|\s+and\s+)(\p{Ll}+ing)\b/gu, (all, sep: string, w: string) => {
      const forms = verbOf(w);
      return forms?.gerund === w ? `${sep}${forms.base}` : all;
    });
    return [`${m[1]}.`, `${base.charAt(0).toUpperCase()}${base.slice(1)}`];
  }
  if (!m || verbOf(m[2]!)?.base !== m[2]) return [sentence];
  return [`${m[1]}.`, `${m[2]!.charAt(0).toUpperCase()}${m[2]!.slice(1)}${m[3]}`];
}

/** An ad line in the imperative ("Lead a shift of 60+ operatives, hit ...", "Assess, diagnose and treat ...") is a duty. */
function imperativeDuty(sentence: string): boolean {
  const first = /^([A-Z][a-z]+)\b/.exec(sentence.trim())?.[1];
  if (!first || CALL.test(first)) return false;
  // "Head Chef wanted for a busy bistro", "Lead Developer needed": a title that is wanted, not an order.
  if (/^(?:\S+\s+){1,3}(?:wanted|needed|required|sought)\b/i.test(sentence.trim())) return false;
  // "Care Assistant – Willow Lodge Care Home": a title in capitals, not an order to care.
  const ws = sentence
    .trim()
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w));
  if (/\s[–—|-]\s/.test(sentence) && ws.length >= 2 && ws.filter((w) => /^\p{Lu}/u.test(w)).length >= ws.length * 0.7)
    return false;
  // "Support Worker.", "Clean licence.", "Full UK driving licence.": a title in capitals or a credential asked for
  // is no order.
  if (ws.length <= 4 && ws.every((w) => /^\p{Lu}/u.test(w))) return false;
  // "Head Chef for a busy country pub", "Care Assistant (Nights)": a verb before a job's name is the job's title.
  if (ROLE_NOUN.test(ws[1] ?? "")) return false;
  if (ws.length <= 5 && CREDENTIAL_END.test(sentence.trim())) return false;
  const known = verbOf(first);
  return !!known && known.base === first.toLowerCase() && /\s/.test(sentence.trim());
}

const ROLE_NOUN =
  /^(?:Chef|Assistant|Worker|Manager|Leader|Lead|Nurse|Driver|Operative|Engineer|Officer|Advisor|Adviser|Supervisor|Coordinator|Co-ordinator|Practitioner|Technician|Analyst|Developer|Teacher|Associate|Administrator|Cook|Cleaner|Porter|Attendant|Consultant|Specialist|Executive|Agent|Designer|Writer|Partner|Receptionist|Guard)s?\b/u;

const CREDENTIAL_END = /\b(?:licen[cs]e|certificate|card|check|DBS|CSCS|CPC)[.!]?$/iu;

/**
 * "tenants first and want repairs done right first time" -> "tenants first": a second verb after "and" takes the
 * -ing form ("and putting patients first"); a wish ("and want ...", "and aim to ...") is cut, since "wanting" does not
 * read as a commitment.
 */
function joinedGerunds(rest: string): string {
  return rest
    .replace(/\s+and\s+(?:want|aim|hope|try|strive|wish|like|love)\b.*$/i, "")
    .replace(/\band\s+(\p{Ll}+)\b/u, (all, v: string) =>
      /^(?:treat|put|serve|listen|follow|care)$/.test(v) || verbOf(v)?.base === v ? `and ${gerundOf(v)}` : all,
    );
}

/**
 * "Duties: answering phones, managing diaries, ordering supplies, filing, data entry" -> "answer phones, manage diaries
 * and order supplies": the list's -ing items with an object, as verb phrases (a bare "filing" or "data entry" is left).
 */
function dutyList(sentence: string): string {
  const list = /^(?:responsibilities|duties)(?:\s+include)?\s*:\s*(.+)$/i.exec(sentence);
  if (!list) return "";
  // "build reports for finance; write SQL; answer ad hoc requests": items already in the base form count too.
  const phrases = list[1]!
    .split(/[,;]\s*(?:and\s+)?|\s+and\s+(?=\p{Ll}+ing\s)/u)
    .map((item) => {
      const [word = "", ...rest] = item.trim().split(/\s+/);
      const forms = verbOf(word);
      const w = word.toLowerCase();
      // ("testing and inspection": a gerund joined to a noun is a noun, no verb phrase: never "test and inspection".)
      return forms &&
        (forms.gerund === w || (forms.base === w && /^\p{Ll}/u.test(word))) &&
        rest.length &&
        !/^(?:and|or|&)$/i.test(rest[0]!)
        ? `${forms.base} ${rest.join(" ")}`
        : "";
    })
    .filter(Boolean)
    .slice(0, 3);
  if (!phrases.length || phrases.join(" ").split(/\s+/).length > 22) return "";
  const last = phrases.pop()!;
  return towardEmployer(phrases.length ? `${phrases.join(", ")} and ${last}` : last);
}

/** "You will design e-learning courses, storyboard modules and work with experts" -> the verb phrase. */
function dutyPhrase(sentence: string): string {
  let s = sentence.replace(/[.;:]+$/, "").trim();
  const will = /\b(?:you\s+will|you['’]ll|you\s+would)\s+(.+)$/i.exec(s);
  if (will) s = will[1]!;
  else if (/^(?:responsibilities|duties)\b/i.test(s)) return dutyList(s);
  // "keep passengers and staff safe: patrol, monitor CCTV": what follows a colon spells out the duty before it.
  s = s.replace(/\s*\([^)]*\)/g, "").split(/:\s/)[0]!;
  let words = s.split(/\s+/);
  // A long list of duties keeps its first clause ("build and ship machine learning models that stop fraud in real time").
  if (words.length > 22) words = s.split(/,\s+/)[0]!.split(/\s+/);
  if (words.length < 2 || words.length > 22) return "";
  // "prepare patients for", "work closely with the": a phrase cut before its object is no duty to write about.
  if (/^(?:for|to|with|of|in|on|at|by|from|into|and|or|the|a|an|our|your|their|its)$/i.test(words[words.length - 1]!))
    return "";
  const first = nlp(`you ${words[0]!.toLowerCase()} it`).json({ terms: { tags: true } }) as {
    terms: { tags: string[] }[];
  }[];
  const tags = first[0]?.terms[1]?.tags ?? [];
  const known = verbOf(words[0]!);
  const isVerb = !!known && known.base === words[0]!.toLowerCase();
  // "Clean licence ... required from your first week", "Audio typing of wills": asked for or named, not done.
  if (requirementLine(s) || nounBeforeGerund(words[1], isVerb) || namedDuties(words)) return "";
  if (!isVerb && (!tags.includes("Verb") || tags.includes("Gerund") || tags.includes("PastTense"))) return "";
  return towardEmployer(toApplicant(`${words[0]!.toLowerCase()} ${words.slice(1).join(" ")}`));
}

/** "build your clientele", "lead the floor during your shift": the ad's "your" is the applicant's own, so "my". */
const toApplicant = (duty: string) => duty.replace(/\byours\b/gi, "mine").replace(/\byour\b/gi, "my");

/**
 * "ERP systems (NetSuite, SAP)", "a CRM, e.g. HubSpot, Salesforce": names listed in brackets after a kind of tool, or
 * after "e.g.", are examples of that kind, so any one of them answers the others ("skills (Python, SQL)" asks for both).
 */
function bracketChoice(sentence: string, name: string, lexicon: Skill[], companyName: string): string[] {
  const groups = [
    ...sentence.matchAll(
      /\b(?:systems?|tools?|platforms?|software|packages?|suites?|frameworks?|providers?|ERP|CRM|BI|LMS|EHR|EMR|POS|ATS|CMS|databases?)\s*\(([^()]{2,80})\)|\b(?:e\.g\.|eg|for example|for instance|such as)[:,]?\s+([^.;()]{2,80})/gi,
    ),
  ];
  for (const g of groups) {
    const names = skillsIn(masked(g[1] ?? g[2]!, companyName), lexicon).map((h) => h.skill.name);
    if (names.length >= 2 && names.includes(name)) return names;
  }
  return [];
}

/** Groups of people (plural titles: "a Social Media Manager" is the job, "our sales managers" are colleagues). */
const GROUP =
  /^(?:team|teams|staff|leaders|leadership|managers|directors|leads|colleagues|department|departments|org|organi[sz]ation|function|counterparts|partners|peers|squad|crew|unit|heads|reps|representatives|executives|folks|people|group)\b/i;

/** True when the words of a skill are followed by a group of people ("sales leaders", "nursing staff"). */
function groupAfter(clause: string, said: string): boolean {
  const at = clause.toLowerCase().indexOf(said.toLowerCase());
  return at >= 0 && GROUP.test(clause.slice(at + said.length).trimStart());
}

/** "Experience in hospitality or retail": the word across "or" from a skill ("retail" for "hospitality"). */
function orWordsOf(clause: string, said: string): string[] {
  const s = escapeRegExp(said);
  const after = new RegExp(`(?<![\\p{L}])${s}\\s+(?:or|and/or)\\s+(?:an?\\s+)?([\\p{L}-]{3,})`, "iu").exec(clause)?.[1];
  // ("Clio or similar case management software": the named tool answers the kind.)
  const before = new RegExp(
    `(?<![\\p{L}])([\\p{L}-]{3,}),?\\s+(?:or|and/or)\\s+(?:an?\\s+)?(?:(?:similar|other|equivalent|comparable)\\s+)?${s}(?![\\p{L}])`,
    "iu",
  ).exec(clause)?.[1];
  return [after, before].filter((w): w is string => !!w && !/^(?:equivalent|similar|other|related|another)$/i.test(w));
}

export function readJob(jobDescription: string, companyName: string, lexicon: Skill[] = SKILLS): JobProfile {
  // "OSHA 10 or 30", "CompTIA A+ or Network+": the name is said once for both levels ("OSHA 10 or OSHA 30").
  const plain = withoutInjections(plainText(jobDescription)).replace(
    /\b(\p{Lu}{2,}[\p{L}]*)\s+(\d{1,3})\s+or\s+(\d{1,3})\b/gu,
    "$1 $2 or $1 $3",
  );
  const items = itemsOf(plain);
  const byName = new Map<string, JobSkill>();
  /** Skills some sentence names in words, not only by an acronym. */
  const worded = new Set<string>();
  for (const item of items) {
    const weight: Weight = item.weight === "about" ? "mentioned" : item.weight;
    const hits = skillsIn(masked(item.text, companyName), lexicon);
    for (const h of hits) if (!/^\p{Lu}{2,6}$/u.test(h.text)) worded.add(h.skill.name);
    // ("cloud (AWS/GCP)": a bracketed list of names split by slashes is a choice too; the clause is "AWS/GCP".)
    const either =
      /\s(?:or|and\/or)\s|\bsuch as\b|\bequivalent\b/i.test(item.text) ||
      /^[\p{L}\d.+#-]{1,20}(?:\s?\/\s?[\p{L}\d.+#-]{1,20})+$/u.test(item.text.trim())
        ? hits.map((h) => h.skill.name)
        : [];
    for (const hit of hits) {
      // "coordinate discharge planning with nurses", "share them with product managers": a profession named in
      // passing is not a requirement.
      if (
        weight !== "required" &&
        /^(?:\p{L}+\s)?\p{L}+s$/u.test(hit.text) &&
        hasRoleNoun(hit.text) &&
        hit.skill.kind === "skill"
      )
        continue;
      // "work with our sales leaders", "support our nursing staff", "the marketing team": a skill's words naming a
      // group of people the role works with are no requirement either.
      if (weight !== "required" && hit.skill.kind === "skill" && groupAfter(item.text, hit.text)) continue;
      const known = byName.get(hit.skill.name);
      const alternatives = [...either, ...bracketChoice(item.sentence, hit.skill.name, lexicon, companyName)].filter(
        (n) => n !== hit.skill.name,
      );
      if (!known || RANK[weight] > RANK[known.weight])
        byName.set(hit.skill.name, {
          skill: hit.skill,
          weight,
          alternatives: [...new Set([...(known?.alternatives ?? []), ...alternatives])],
          orWords: [...new Set([...(known?.orWords ?? []), ...orWordsOf(item.text, hit.text)])],
        });
      else {
        known.alternatives = [...new Set([...known.alternatives, ...alternatives])];
        known.orWords = [...new Set([...known.orWords, ...orWordsOf(item.text, hit.text)])];
      }
    }
  }
  // Keep the ad's order of first mention.
  const order = skillsIn(masked(plain, companyName), lexicon).map((h) => h.skill.name);
  // (A skill read in one sentence that the whole ad reads otherwise, "ER" beside "employee relations", is dropped.)
  const skills = [...byName.values()]
    .filter((s) => order.includes(s.skill.name) || worded.has(s.skill.name))
    .sort((a, b) => order.indexOf(a.skill.name) - order.indexOf(b.skill.name));

  const sentences = [...new Set(items.map((i) => i.sentence))];
  let values: string[] = [];
  let valueVerb = "";
  for (const s of sentences) {
    VALUE_PATTERNS.forEach((re, i) => {
      const m = re.exec(s);
      if (!m || values.length) return;
      values = valueList(m[1]!, i === 4);
      valueVerb = VALUE_VERBS[i]!;
    });
  }
  const missionMatch = sentences
    .map((s) => /\b(?:our\s+mission\s+is|on\s+a\s+mission|mission:)\s*(to\s+[^.;!?]+)/i.exec(s))
    .find(Boolean);
  const committed =
    sentences
      .map((s) =>
        /\b(?:we|we['’]re|we are|company|hospital|organization|school|practice|team)\b[^.;!?]*\bcommitted\s+to\s+([^.;!?]+)/i.exec(
          s,
        ),
      )
      .find(Boolean) ??
    // "We treat every patient like family." -> a commitment to "treating every patient like family".
    sentences
      .map((s) =>
        /^\s*we\s+(?:always\s+)?(treat|put|take\s+care\s+of|care\s+for|serve|listen\s+to|follow)\s+([^.;!?]{3,60})[.!]?\s*$/i.exec(
          s,
        ),
      )
      .map((m) =>
        m
          ? ([
              m[0],
              // "follow the science and put patients first" -> "following the science and putting patients first"
              `${gerundOf(m[1]!)} ${joinedGerunds(m[2]!)}`,
            ] as unknown as RegExpExecArray)
          : null,
      )
      .find(Boolean);
  // "We believe every dog deserves ...", "... and believe everyone should have the skills to save a life".
  const beliefMatch = sentences
    // "Our school believes every child can succeed": the employer said as "our school" believes too.
    .map((s) => /\b(?:we|our\s+\p{Ll}+)\b[^.;!?]{0,80}?\bbelieves?\s+(?:that\s+)?(?!in\b)([^.;!?]{8,120})/iu.exec(s))
    .find(Boolean);
  const describedMatch = sentences
    .map((s) =>
      /^\s*our\s+([\p{Ll}][\p{Ll} -]{1,24}?)\s+(?:is|are)\s+((?:[\p{Ll}-]+,\s+)+[\p{Ll}-]+,?\s+and\s+[\p{Ll}-]+)\s*[.!]?\s*$/iu.exec(
        s,
      ),
    )
    .find(Boolean);
  const company = companyName.trim();
  const aboutMatch = sentences
    .map((s) =>
      new RegExp(
        `^${escapeRegExp(company)}\\s+(?:is\\s+)?((?:builds|makes|helps|runs|provides|designs|creates|serves|protects|develops|delivers|sells|operates)\\s[^.;!?]+)`,
        "i",
      ).exec(s),
    )
    .find(Boolean);
  const self =
    sentences
      .map((s) =>
        /\b(?:we\s+are|we['’]re)\s+((?:a|an)\s[^.;!?]*?\b(?:team|company|practice|hospital|firm|group|school|organization|cooperative|startup|family|community)\b[^.;!?]*)/i.exec(
          s,
        ),
      )
      .find(Boolean) ??
    // "We're weird, honest and a little bit nerdy about oats.": a list of qualities.
    sentences
      .map((s) =>
        /\b(?:we\s+are|we['’]re)\s+((?:[\p{Ll}-]+,\s+)+[\p{Ll}-]+(?:\s+[\p{Ll}-]+){0,3}?\s+and\s+[^.;!?]{2,50})/iu.exec(
          s,
        ),
      )
      .find(Boolean);
  // "2-4 years in FP&A" asks for 2.
  const years = /\b(\d{1,2})(?:\s*(?:-|–|to)\s*\d{1,2})?\+?\s*(?:years?|yrs?)\b/i.exec(plain);

  const duties = [
    ...new Set(
      items
        .filter((i) => i.weight === "duty")
        .map((i) => dutyPhrase(i.sentence))
        .filter(Boolean),
    ),
  ];
  // "Greene Law Group needs an Office Administrator to manage the front desk, ...": the ad's first sentence is the duty.
  const hired = duties.length ? "" : dutyPhrase(hireDuty(unwrapAd(plain)));
  return {
    skills,
    duties: hired ? [hired] : duties,
    way: towardEmployer(workingWay(plain)),
    values,
    valueVerb,
    mission: missionMatch ? towardEmployer(missionMatch[1]!.trim()) : "",
    team:
      /\bjoin (?:our|the) ((?:[\p{L}&-]+\s){0,3}(?:team|squad|group|practice|department|unit|crew|brigade))\b/iu.exec(
        plain,
      )?.[1] ?? "",
    commitment: committed ? towardEmployer(committed[1]!.trim()) : "",
    // One belief: "a life outdoors is a life well lived, and we put ..." ends before the next clause.
    described: describedMatch ? { what: `your ${describedMatch[1]!.trim()}`, as: describedMatch[2]!.trim() } : null,
    belief: beliefMatch
      ? towardEmployer(beliefMatch[1]!.split(/,\s+(?:and|but|so)\s+|\s+and\s+(?=we\b|our\b)/i)[0]!.trim())
      : "",
    about: aboutMatch ? towardEmployer(aboutMatch[1]!.trim()) : "",
    selfImage: self ? towardEmployer(self[1]!.trim()) : "",
    yearsRequired: years?.[1] ?? "",
    lang: detectLanguage(plain),
  };
}
