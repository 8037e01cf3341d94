import nlp from "compromise";
import { BUSINESS_SKILLS } from "./skills-business.data";
import { EDUCATION_SKILLS } from "./skills-education.data";
import { HEALTH_SKILLS } from "./skills-health.data";
import { SOFT_SKILLS } from "./skills-soft.data";
import { TECH_SKILLS } from "./skills-tech.data";
import { TRADES_SKILLS } from "./skills-trades.data";
import { properNames } from "../../shared/text/proper-names";
import { escapeRegExp } from "../../shared/text/regexp";
import { isFixedPair, splitKeepingPairs } from "./binomials";

/**
 * Deterministic skill matching: the lexicon's aliases and the texts go through one tokenizer, then aliases are
 * matched as token n-grams (never across punctuation). "JS" = "JavaScript", "K8s" = "Kubernetes", "med-surg" =
 * "medical surgical", plurals; case-sensitive aliases ("=Go") only match that exact capitalisation; evidence-only
 * aliases ("~precepted" for Mentoring) only count in the resume.
 */

interface Token {
  /** Lower case, dots removed ("node.js" -> "nodejs"). */
  key: string;
  /** `key` without a plural "s". */
  sing: string;
  /** As typed, dots removed (for case-sensitive aliases). */
  raw: string;
}
const BREAK = null;
type Stream = (Token | typeof BREAK)[];

export type SkillKind = "tool" | "skill" | "cert" | "lang" | "soft";

export interface Skill {
  name: string;
  /** How the skill reads inside a sentence ("mentoring", "a Class A CDL", "Epic"). */
  prose: string;
  kind: SkillKind;
  aliases: { tokens: Token[]; exact: boolean; evidenceOnly: boolean }[];
  /** Which lexicon block (trade or field) the skill is from; the visitor's own skills have none. */
  domain?: number;
}

/** Words (letters, digits, + # & inside), and the punctuation that ends a phrase. Hyphens and slashes split words. */
const TOKEN = /\.net\b|[\p{L}\p{N}][\p{L}\p{N}+#&.']*[\p{L}\p{N}+#&]|[\p{L}\p{N}][+#]*|[,;:()!?[\]|•]|\.(?=\s|$)|\n/giu;

function singular(key: string): string {
  if (key.length > 4 && key.endsWith("s") && !/(ss|us|is)$/.test(key)) return key.slice(0, -1);
  return key;
}

/** A plural is only undone on plain words and on acronym plurals ("dashboards", "APIs"), never on names ("Canvas"). */
function makeToken(text: string): Token {
  const raw = text
    .replace(/^\.net$/i, "dotnet")
    .replace(/['’]s$/i, "")
    .replace(/[.']/g, "");
  const key = raw.toLowerCase();
  return { key, sing: /^\p{Ll}/u.test(raw) || /^\p{Lu}{2,}s$/u.test(raw) ? singular(key) : key, raw };
}

/** Tokens of a text with BREAKs at punctuation and line ends. */
export function tokenize(text: string): Stream {
  const out: Stream = [];
  // Hyphens and slashes split words; a French elision before a name goes ("d'Excel" -> "Excel").
  // "react, typescript, css": a name typed in lower case in a list of names is the name ("=React" matches it).
  for (const match of properNames(text)
    .replace(/[-‐‑–/]/g, " ")
    .replace(/\b[dlj]['’](?=\p{Lu})/gu, "")
    .matchAll(TOKEN)) {
    const t = match[0];
    if (/^[,;:()!?[\]|•.\n]$/.test(t)) {
      if (out[out.length - 1] !== BREAK) out.push(BREAK);
    } else out.push(makeToken(t));
  }
  return out;
}

/** "Medical-Surgical Nursing" -> "medical-surgical nursing"; acronyms and brand casing stay ("UX design", "B2B SaaS"). */
const proseCase = (name: string) =>
  name.replace(/[^\s-]+/g, (w) => ((w.match(/\p{Lu}/gu) ?? []).length >= 2 || /\d/.test(w) ? w : w.toLowerCase()));

/** Lines "Canonical>prose|alias|=Exact|~evidence" under "#kind" headings. */
function parseLexicon(block: string, domain: number, defaultKind: SkillKind = "skill"): Skill[] {
  let kind = defaultKind;
  const out: Skill[] = [];
  for (const line of block.trim().split("\n")) {
    const heading = /^#(tool|skill|cert|lang|soft)\s*$/.exec(line.trim());
    if (heading) {
      kind = heading[1] as SkillKind;
      continue;
    }
    if (!line.trim()) continue;
    const [head, ...aliases] = line.split("|").map((s) => s.trim());
    const [name, prose] = head!.split(">").map((s) => s.trim());
    out.push({
      name: name!,
      prose: prose ?? (kind === "skill" || kind === "soft" ? proseCase(name!) : name!),
      kind,
      domain,
      // The name and the prose form are aliases too, unless the name is a plain word that only matches capitalised
      // ("=Go", "=React"); the prose form lets a letter's own wording be read back ("coaching a competition team").
      aliases: [
        ...(aliases.some((a) => a.toLowerCase() === `=${name!.toLowerCase()}`) ? [] : [name!]),
        ...(prose ? [prose.replace(/^(?:a|an|the)\s+/i, "")] : []),
        ...aliases,
      ]
        .filter(Boolean)
        .map((a) => {
          const evidenceOnly = a.startsWith("~");
          const body = evidenceOnly ? a.slice(1) : a;
          const exact = body.startsWith("=");
          return {
            tokens: tokenize(exact ? body.slice(1) : body).filter((t): t is Token => t !== BREAK),
            exact,
            evidenceOnly,
          };
        }),
    });
  }
  return out;
}

export const SKILLS: Skill[] = [
  TECH_SKILLS,
  HEALTH_SKILLS,
  EDUCATION_SKILLS,
  BUSINESS_SKILLS,
  TRADES_SKILLS,
  SOFT_SKILLS,
].flatMap((b, domain) => parseLexicon(b, domain));

function tokenEquals(t: Token, a: Token, exact: boolean): boolean {
  if (exact) return t.raw === a.raw;
  return t.key === a.key || t.sing === a.sing;
}

/**
 * Work done under someone is theirs, not the candidate's (nor what an ad asks for): "Medication rounds under supervision",
 * "supervised by the senior nurse" show no supervision.
 */
function received(stream: Stream, at: number, end: number): boolean {
  const last = stream[end - 1];
  const after = stream[end];
  // "under supervision", "under the pharmacist's supervision", "under close supervision".
  const under = [1, 2, 3].some((k) => {
    const t = stream[at - k];
    return !!t && t.key === "under" && !stream.slice(at - k, at).includes(BREAK);
  });
  return (
    // ("3% under budget" is the candidate's own record.)
    (under && !!last && /(?:ion|ance|ship)$/.test(last.key)) ||
    (!!last && /ed$/.test(last.key) && !!after && after.key === "by")
  );
}

/** Every place the skill occurs in the stream: [start, end) of its longest alias there. */
function locateAll(stream: Stream, skill: Skill, evidence: boolean): [number, number][] {
  const spans: [number, number][] = [];
  for (let i = 0; i < stream.length; i++) {
    if (stream[i] === BREAK) continue;
    let best = 0;
    for (const alias of skill.aliases) {
      if (alias.evidenceOnly && !evidence) continue;
      const n = alias.tokens.length;
      if (n === 0 || n <= best || i + n > stream.length) continue;
      let ok = true;
      for (let j = 0; j < n && ok; j++) {
        const s = stream[i + j];
        ok = s !== BREAK && s !== undefined && tokenEquals(s, alias.tokens[j]!, alias.exact);
      }
      if (ok && !received(stream, i, i + n)) best = n;
    }
    if (best) spans.push([i, i + best]);
  }
  return spans;
}

/** Position of the first occurrence of the skill in the stream, or -1 (evidence aliases count when `evidence`). */
export function findSkill(stream: Stream, skill: Skill, evidence = true): number {
  return locateAll(stream, skill, evidence)[0]?.[0] ?? -1;
}

interface SkillHit {
  skill: Skill;
  at: number;
  end: number;
  /** The words that matched, as typed. */
  text: string;
}

type Located = { skill: Skill; at: number; end: number };

/**
 * "ER cases" after "advice on employee relations": the text names another skill whose words the acronym spells, so
 * the acronym means that skill ("employee relations"), not this one ("emergency room").
 */
function spelledOtherwise(h: Located, all: Located[], stream: Stream): boolean {
  const letters = (stream[h.at] as Token).raw.toLowerCase();
  return all.some(
    (o) =>
      o.skill !== h.skill &&
      o.end - o.at === letters.length &&
      stream.slice(o.at, o.end).every((w, j) => w !== BREAK && w.key[0] === letters[j]),
  );
}

/**
 * One acronym two fields read differently ("GCP": Google Cloud to a developer, Good Clinical Practice in a clinical
 * trial) is read as the field the rest of the text names more skills from; when neither leads, it is not read at all
 * (an expansion must be sure).
 */
function sureReading(h: Located, all: Located[], stream: Stream): boolean {
  const word = h.end - h.at === 1 ? stream[h.at] : null;
  if (!word || !/^\p{Lu}{2,6}$/u.test(word.raw)) return true;
  if (spelledOtherwise(h, all, stream)) return false;
  const rivals = all.filter((o) => o.at === h.at && o.end === h.end && o.skill.domain !== h.skill.domain);
  if (!rivals.length) return true;
  const support = (domain: number | undefined) =>
    new Set(
      all.filter((o) => o.skill.domain === domain && !(o.at === h.at && o.end === h.end)).map((o) => o.skill.name),
    ).size;
  const mine = support(h.skill.domain);
  return rivals.every((r) => mine > support(r.skill.domain));
}

/**
 * Skills named in a text, in order of first appearance. A mention inside a longer mention of another skill does not
 * count ("sales" inside "B2B sales", "coaching" inside "coaching and training"); two skills with the same words
 * both count when they are of different kinds (a skill and its certification), else the first listed.
 * `evidence`: read the text as a resume (evidence aliases count).
 */
export function skillsIn(text: string, lexicon: Skill[] = SKILLS, evidence = false): SkillHit[] {
  const stream = tokenize(text);
  const all = lexicon.flatMap((skill, order) =>
    locateAll(stream, skill, evidence).map(([at, end]) => ({ skill, at, end, order })),
  );
  const covered = (h: (typeof all)[number]) =>
    all.some(
      (o) =>
        o !== h &&
        o.at <= h.at &&
        o.end >= h.end &&
        (o.end - o.at > h.end - h.at || (o.skill.kind === h.skill.kind && o.order < h.order)),
    );
  const kept = all.filter((x) => !covered(x));
  const hits = new Map<Skill, SkillHit>();
  for (const h of kept.filter((x) => sureReading(x, kept, stream)).sort((a, b) => a.at - b.at)) {
    if (!hits.has(h.skill))
      hits.set(h.skill, {
        skill: h.skill,
        at: h.at,
        end: h.end,
        text: stream
          .slice(h.at, h.end)
          .map((t) => t?.raw ?? "")
          .join(" "),
      });
  }
  return [...hits.values()];
}

/**
 * The visitor's own skills list ("Figma, stakeholder interviews; Docker"): entries that name a lexicon skill map
 * to it, others become skills of their own (matched by their words).
 */
export function customSkills(list: string, gerunds = false): Skill[] {
  const out: Skill[] = [];
  // (`gerunds`: a list the visitor typed keeps "opening and closing" whole: binomials.ts.)
  for (const entry of splitKeepingPairs(list, /[,;\n•|]+|\s+and\s+/, gerunds)) {
    const phrase = entry.replace(/\s+/g, " ").trim().replace(/\.$/, "");
    if (!phrase || phrase.length > 40 || phrase.split(" ").length > 5) continue;
    // "sales and marketing": a fixed pair is one skill of its own, even when the lexicon knows one of its words.
    const known = isFixedPair(phrase, gerunds) ? [] : skillsIn(phrase, SKILLS);
    if (known.length) {
      for (const k of known) if (!out.includes(k.skill)) out.push(k.skill);
      continue;
    }
    const tokens = tokenize(phrase).filter((t): t is Token => t !== BREAK);
    if (tokens.length && tokens.some((t) => t.key.length > 1)) {
      // ("Zendesk", "Jira" are tools; "complaints", "coaching" in lower case are kinds of work, never "a tool I have
      // worked with".)
      const kind = isFixedPair(phrase, gerunds) || !/\p{Lu}|\d/u.test(phrase) ? "skill" : "tool";
      out.push({ name: phrase, prose: phrase, kind, aliases: [{ tokens, exact: false, evidenceOnly: false }] });
    }
  }
  return out;
}

/** The lexicon plus the visitor's own listed skills that it does not know. */
export function lexiconWith(skillsList: string): Skill[] {
  const lexicon = [...SKILLS];
  for (const s of customSkills(skillsList))
    if (!lexicon.some((k) => k.name.toLowerCase() === s.name.toLowerCase())) lexicon.push(s);
  return lexicon;
}

/** Acronyms too common to be a credential ("UK", "HR", "KPIs"). */
const NOT_CREDENTIAL =
  // Agencies and returns ("HMRC", "RTI", "VAT") are who the work is for, not a credential held. Degree initials ("MPharm", "BSc") are education, said as a degree, not "MPharm certification"; metrics, systems and
  // practices ("96% CSAT", "WMS scanners", "PPE") are work, not "CSAT certification".
  /^(?:MPharm|MPhil|MEng|BEng|MBA|MSc|BSc|LLB|LLM|MBBS|BDS|BSN|MSN|MA|BA|UK|US|USA|EU|HR|IT|KPI|KPIs|CV|CVs|IV|ID|OK|AM|PM|CEO|CTO|CFO|FAQ|PDF|NHS|TV|PC|AI|SaaS|B2B|B2C|ASAP|FTE|H\/F|M\/W\/D|CSAT|NPS|SLA|SLAs|ROI|CTR|MRR|ARR|OKR|OKRs|AHT|FCR|QA|CRM|ERP|SEO|SEM|PPC|UX|UI|API|APIs|EPOS|POS|WMS|TMS|HGV|LGV|PPE|SOP|SOPs|RTW|KS[1-5]|EYFS|SEND|SEN|EHCPs?|HMRC|IRS|DVLA|CQC|Ofsted|OFSTED|RTI|PAYE|VAT|SSP|SMP)$/;

/** Standards and rule books a resume lists as knowledge, never as a credential held ("I hold IFRS certification"). */
const STANDARD = /^(?:IFRS|GAAP|SOX|GDPR|HIPAA|FERPA|CCPA|COSO|PCI|PCI-DSS|SOC|SOC2|WCAG|SEPA|MiFID|IFRS\d+|ASC)$/;

/**
 * An acronym the lexicon knows only as a word of a longer skill ("REST" of "REST APIs", "OSHA" of "OSHA 30"): that
 * skill is matched on its own, and the bare word is no credential ("I hold REST certification").
 */
function wordOfKnownSkill(phrase: string): boolean {
  if (/\s/.test(phrase)) return false;
  const key = phrase.toLowerCase();
  const aliases = SKILLS.flatMap((k) => k.aliases);
  return (
    aliases.some((a) => a.tokens.length > 1 && a.tokens.some((t) => t.key === key)) &&
    !aliases.some((a) => a.tokens.length === 1 && a.tokens[0]!.key === key)
  );
}

/**
 * Credentials the ad and the resume both name in the same words, whether or not the lexicon knows them ("NVQ Level
 * 3", "18th Edition", "QTS", "PTCB"): skills of their own, so a shared qualification is never left unmatched.
 */
export function sharedCredentials(resume: string, jobDescription: string): Skill[] {
  const found = new Set<string>();
  for (const m of jobDescription.matchAll(
    /(?<![\p{L}\d&/-])(?:City\s+&\s+Guilds(?:\s+Level\s+\d)?|(?:\p{Lu}\p{Ll}+\s+){1,2}(?:Prescriber|Practitioner|Assessor)|\p{Lu}{2,}[\p{L}\d]*(?:[&/-][\p{L}\d]+)*(?:\s+(?:Level|Grade|Stufe|Niveau)\s+\d)?|\d+(?:st|nd|rd|th)\s+Edition|\p{Lu}{2,}\s+\d{1,3})(?![\p{L}\d&/-])/gu,
  )) {
    // "ACA/ACCA qualified": either one.
    for (const phrase of m[0].includes("/") && !/^[\p{Lu}]\/[\p{Lu}]$/u.test(m[0]) ? m[0].split("/") : [m[0]]) {
      // "CPR/First Aid": a piece after the slash is a credential only in capitals of its own ("First" is not).
      if (
        NOT_CREDENTIAL.test(phrase) ||
        STANDARD.test(phrase) ||
        wordOfKnownSkill(phrase) ||
        phrase.length < 3 ||
        !/^(?:\p{Lu}{2,}|\d|City\s)|\s(?:Prescriber|Practitioner|Assessor)$/u.test(phrase)
      )
        continue;
      const escaped = escapeRegExp(phrase).replace(/\s+/g, "\\s+");
      // A phrase of several words may be typed in lower case in the resume ("city & guilds level 3").
      const flags = /\s/.test(phrase) ? "iu" : "u";
      if (new RegExp(`(?<![\\p{L}\\d])${escaped}(?![\\p{L}\\d])`, flags).test(resume)) found.add(phrase);
    }
  }
  // "NVQ Level 3" covers "NVQ".
  const list = [...found].filter((p) => ![...found].some((q) => q !== p && q.startsWith(`${p} `)));
  // "Techniques: CRISPR-Cas9 gene editing": a name the resume lists among its skills or methods is no certification.
  const listedAsSkill = (name: string) =>
    resume
      .split("\n")
      .some(
        (line) =>
          /^\s*(?:skills?|techniques?|tools?|technologies|tech stack|stack|methods?|expertise)\b[^:]{0,20}:/i.test(
            line,
          ) && line.toLowerCase().includes(name.toLowerCase()),
      );
  return [
    ...customSkills(list.join(", ")).map((s) =>
      s.kind === "tool" && !listedAsSkill(s.name) && !materialOrMethod(s.name, `${resume}\n${jobDescription}`)
        ? { ...s, kind: "cert" as const, prose: adsFullName(s.name, jobDescription) }
        : s,
    ),
    ...namedCertificates(resume, jobDescription),
  ];
}

const CREDENTIAL_ITEM = "\\p{Ll}+\\s+(?:card|licen[cs]e|ticket|certificate)\\b";

/** Capitalised words before a credential's letters that are no part of its name ("Valid CPC", "Must hold ADR"). */
const NOT_OF_NAME =
  /^(?:Valid|Current|Full|Clean|Must|Hold|Have|Holds|Essential|Desirable|Required|Preferred|Plus|With|And|Or|The|A|An|Your|UK|US|EU|Relevant|Recognised|Recognized|Approved)$/;

/** "CPC" when the ad asks for a "Driver CPC": the credential said by the ad's fuller name of it. */
function adsFullName(name: string, jobDescription: string): string {
  const m = new RegExp(`(?<![\\p{L}\\d])(\\p{Lu}\\p{Ll}+)\\s+${escapeRegExp(name)}(?![\\p{L}\\d])`, "u").exec(
    jobDescription,
  );
  // ("- Submit RTI returns", "Complete CP12 certificates": the verb of a duty is no part of the name.)
  const verb = (w: string) =>
    (
      nlp(`you ${w.toLowerCase()} it`).json({ terms: { tags: true } }) as { terms: { tags: string[] }[] }[]
    )[0]?.terms[1]?.tags.includes("Verb");
  return m && !NOT_OF_NAME.test(m[1]!) && !verb(m[1]!) ? `${m[1]} ${name}` : name;
}

/**
 * "EPDM roofing", "EPDM membranes", "GRP systems": an acronym both texts name before the material, system or work it
 * qualifies, and never before a credential word, is a skill, not a credential ("I hold EPDM certification" would be
 * invented). So is one asked for as experience or knowledge ("PLC experience", "PLC controlled equipment").
 */
function materialOrMethod(name: string, text: string): boolean {
  const at = `(?<![\\p{L}\\d])${escapeRegExp(name)}(?![\\p{L}\\d])`;
  // "Licences: C+E, digi card, CPC, ADR": a name on a line of credentials is one.
  if (
    text
      .split("\n")
      .some(
        (line) =>
          /^\s*(?:licen[cs]es?|tickets?|cards?|certificat\w*|qualifications?|accreditations?)\b[^:]{0,20}:/i.test(
            line,
          ) && new RegExp(at, "u").test(line),
      )
  )
    return false;
  // "testing using HPLC and GC", "HPLC, mass spectrometry, cell culture": a method used, or an item of a list of
  // techniques in lower case, is no credential.
  if (
    !new RegExp(
      `${at}\\s+(?:certifi\\w*|licen[cs]\\w*|card|registered|registration|qualifi\\w*|accredit\\w*|approved)`,
      "iu",
    ).test(text) &&
    (new RegExp(`\\busing\\s+${at}`, "u").test(text) ||
      new RegExp(
        // ("digi card, CPC": a lower-case item that is a credential is no technique.)
        `(?:${at},\\s+(?!${CREDENTIAL_ITEM})\\p{Ll}{3,}(?:\\s+\\p{Ll}+)?,|,\\s+(?!${CREDENTIAL_ITEM})\\p{Ll}{3,}(?:\\s+\\p{Ll}+)?,\\s+${at}\\b)`,
        "u",
      ).test(text))
  )
    return true;
  const uses = [...text.matchAll(new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(name)}(?![\\p{L}\\d])\\s*(\\S*)`, "gu"))];
  return (
    !new RegExp(
      `(?<![\\p{L}\\d])${escapeRegExp(name)}(?![\\p{L}\\d])\\s+(?:certifi\\w*|licen[cs]\\w*|card|registered|registration|qualifi\\w*|accredit\\w*|approved)`,
      "iu",
    ).test(text) &&
    uses.some((u) =>
      /^(?:experience|knowledge|controlled|programming|roof\w*|membranes?|systems?|installations?|materials?|products?|sheets?|coatings?|pipes?|piping|work|repairs?|installs?|equipment|machines?|software|tools?|testing|welding|methods?|techniques?|flooring|cladding|insulation|panels?|charts?|sheets?|records?|forms?|logs?|scanners?|systems?)[,.;:)]?$/i.test(
        u[1]!,
      ),
    )
  );
}

/** Words before "certificate" that say nothing of its subject: "a valid food hygiene certificate". */
const CERT_FILLER =
  /^(?:a|an|the|any|valid|current|relevant|recognised|recognized|required|full|clean|basic|your|uk|us)$/i;

/**
 * "Food hygiene certificate required" in the ad and "Food Hygiene Level 2 certificate" in the resume: a certificate
 * both name by its subject, written as the resume names it (which the ad's words also match).
 */
function namedCertificates(resume: string, jobDescription: string): Skill[] {
  const out: Skill[] = [];
  for (const m of jobDescription.matchAll(
    /((?:[\p{L}-]+\s+){1,3})(certificate|certification|cert|licen[cs]e|card)\b/giu,
  )) {
    const subject = m[1]!.trim().split(/\s+/);
    while (subject.length && CERT_FILLER.test(subject[0]!)) subject.shift();
    if (!subject.length || subject.every((w) => w.length < 3) || /\b(?:or|and|of|in|with)$/i.test(subject.join(" ")))
      continue;
    const words = subject.map(escapeRegExp).join("\\s+");
    const held = new RegExp(
      `(?<![\\p{L}])${words}(?:\\s+(?:level|grade|class|stage|part)\\s*\\w{1,3})?\\s+(?:certificate|certification|cert|licen[cs]e|card)(?![\\p{L}])`,
      "iu",
    ).exec(resume);
    if (
      !held ||
      skillsIn(held[0]).some((h) => h.skill.kind === "cert") ||
      out.some((s) => s.name.toLowerCase() === held[0].toLowerCase())
    )
      continue;
    const name = held[0].replace(/\s+/g, " ");
    out.push({
      name,
      prose: name,
      kind: "cert",
      aliases: [name, m[0]].map((a) => ({
        tokens: tokenize(a).filter((t): t is Token => t !== BREAK),
        exact: false,
        evidenceOnly: false,
      })),
    });
  }
  return out;
}

/** True when the resume text (or the visitor's skills list) shows the skill. */
export function resumeShows(resume: string, skill: Skill): boolean {
  return findSkill(tokenize(resume), skill, true) >= 0;
}
