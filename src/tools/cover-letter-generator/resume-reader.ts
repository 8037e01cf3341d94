import { proseJobLines } from "./prose-jobs";
import nlp from "compromise";
import { splitSentences } from "../../shared/text/sentences";
import { DEGREE, SCHOOL, STATE_AFTER_TOWN, degreeOf, graduateLine } from "./degrees";
import { article } from "../../shared/text/article";
import { studyInProgress } from "./in-progress";
import { properNames } from "../../shared/text/proper-names";
import { firstPerson, tidyFragment, verbOf, workDone, type FirstPerson } from "./first-person";
import { resultSentence } from "./result-lines";
import { tenureSentence } from "./since-lines";
import { detectLanguage, plainText, withoutInjections, type Lang } from "./input-text";
import { CONTACT, hasRoleNoun, isJobLine, layoutOf, stripBullet, titleLine, unshout, type Role } from "./resume-lines";
import { cutOutsideAbbreviations, maskAbbreviationStops, unmaskStops } from "../../shared/text/abbreviations";

/** What the letters know about the candidate, read from the resume and the optional experience field. */
export interface Achievement {
  fp: FirstPerson;
  /** The tidied resume fragment it was written from. */
  source: string;
  /** The whole resume sentence the fragment comes from (a letter never repeats it word for word). */
  original: string;
  role: Role | undefined;
  /** A figure other than a year: "30%", "$240,000", "12 new graduate nurses". */
  figure: boolean;
  /** How strongly the statement shows a result (before its relevance to the job is counted). */
  score: number;
}

export interface ResumeProfile {
  name: string;
  /** The job title the resume leads with ("Staff Nurse", "Backend Engineer"). */
  headline: string;
  roles: Role[];
  years: Years | null;
  /** Years the job lines span, from the first start to the last end (or now), when they give years. */
  yearsWorked: number | null;
  /** "I am a frontend engineer with 7 years of ..." when the resume opens with such a summary. */
  identity: string;
  achievements: Achievement[];
  /** "a Bachelor of Science in Nursing from Kent State University". */
  education: string[];
  /** The resume as plain text plus the experience field (what skills are looked for in). */
  text: string;
  lang: Lang;
}

const CREDENTIAL =
  /^(?:RN|LPN|BSN|MSN|NP|PT|DPT|OT|OTR\/L|PA-C|PhD|Ph\.D\.|MD|DO|MBA|CPA|CFA|ACA|ACCA|CIMA|FCA|CIPD|MCIPD|RGN|RVN|MPharm|BSc|MSc|MEng|CEng|PE|EIT|LCSW|LICSW|MSW|RDH|CVT|MLIS|SHRM-CP|PHR|PMP|CCRN|CMSRN|M\.Ed\.|Ed\.D\.|JD|Esq\.?)$/i;
/** A job title inside a sentence: "Staff Nurse" -> "staff nurse", "ICU nurse" and "FP&A Analyst" keep their acronyms. */
/** A resume line that opens with a verb in the past tense ("Supervised 3 MSc students", "- Taught Year 9"). */
function achievementLine(text: string): boolean {
  const first = /^[\s\-–•*]*(\p{L}+)/u.exec(text)?.[1] ?? "";
  const forms = verbOf(first);
  return Boolean(forms && forms.past === first.toLowerCase() && forms.base !== first.toLowerCase());
}

const LANGUAGE_WORD =
  /^(?:English|French|Spanish|German|Italian|Portuguese|Polish|Welsh|Latin|Mandarin|Chinese|Arabic|Urdu|Japanese|Russian|Dutch)$/;

export function roleProse(title: string): string {
  // "Apprentice then Journeyman", "Line Cook → Chef de Partie": the title the candidate holds now is the last one.
  const now = title.split(/\s+(?:then|→|->)\s+/i).pop()!;
  // "Delivery driver for Amazon Flex": the employer after "for", "at" or "with" keeps its capitals, and so does a
  // titled name ("Research assistant in Prof. Okoro's lab").
  const org =
    /^(.+?)(\s+(?:for|at|with)\s+\p{Lu}.*|\s+\p{Ll}+\s+(?:Dr|Prof|Professor|Mr|Mrs|Ms|Mx)\.?\s+\p{Lu}.*)$/u.exec(now);
  if (org) return `${roleProse(org[1]!)}${org[2]}`;
  return now
    .replace(/[^\s-]+/g, (w, at: number, all: string) =>
      // "CDL-A Driver": a class letter after a hyphen keeps its capital.
      (w.match(/\p{Lu}/gu) ?? []).length >= 2 ||
      /\d/.test(w) ||
      (/^\p{Lu}$/u.test(w) && all[at - 1] === "-") ||
      // "English Teacher": a language keeps its capital.
      LANGUAGE_WORD.test(w)
        ? w
        : w.toLowerCase(),
    )
    .trim();
}

const upperFirst = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
const NAME_WORD = /^(?:\p{Lu}[\p{L}'’.-]*|de|del|da|van|von|der|la|le|di|bin|al)$/u;

/** The text without what the candidate does not hold yet ("CMP candidate", "working toward my journeyman license"). */
export function heldOnly(text: string): string {
  const notYet = (seg: string) =>
    /\b(?:candidate|working toward|working towards|pursuing|in progress|studying|currently doing|finalist|part[- ]qualified|expected|anticipated|planned)\b/i.test(
      seg,
    ) || PAPERS_PASSED.test(seg);
  const segments = text
    // "ECS card (gold, pending)": a bracket that says the item is still to come takes the item with it.
    .replace(/[^,.;\n(]*\([^)\n]*\b(?:pending|awaiting|applied for|in progress|due)\b[^)\n]*\)/gi, " ")
    .split(/(?<=[,.;\n])/);
  // "DANIEL REID ACCA" above "ACCA - 11 of 13 exams passed": a body the resume says is not passed yet is named bare
  // elsewhere too ("CIPD Level 3" beside "studying CIPD Level 5" stays: only the bare name goes).
  const pending = [...new Set(segments.filter(notYet).flatMap((seg) => seg.match(/\b\p{Lu}{3,6}\b/gu) ?? []))];
  const bare = pending.length
    ? new RegExp(`\\b(?:${pending.join("|")})\\b(?!\\s+(?:Level|Part|Stage|\\d))`, "gu")
    : null;
  return segments
    .filter((seg) => !notYet(seg))
    .map((seg) => (bare ? seg.replace(bare, " ") : seg))
    .join("");
}

/** "11 of 13 exams passed", "9/13 papers": a qualification part-way through. */
const PAPERS_PASSED = /\b\d{1,2}\s*(?:of|out of|\/)\s*\d{1,2}\s+(?:exams|papers|modules|units)\b/i;

/**
 * The candidate's name from the first line ("Marcus Bell, RN, BSN" -> "Marcus Bell"), or "". A surname that is also a
 * job ("Tom Baker", "Mark Taylor") is a name when the resume gives its job title elsewhere and compromise knows the
 * first word as a given name; otherwise a line such as "Head Chef" or "Grant Writer" is the title, not a name.
 */
const GREETING = /^(?:hi|hello|hey|dear reader|greetings)(?:\s+there)?[,!.]*\s+/i;

function nameOf(labelled: string, titledElsewhere = false): string {
  // "Name: Luca Bianchi": a form's label before the name.
  const line = labelled.replace(/^\s*(?:full\s+)?name\s*:\s*/i, "");
  // "Elena Petrova · 2nd" (a LinkedIn paste), "Dr. Wei Zhang", "My name is Rachel Green and I ...".
  // "Hi, I'm Priya Patel and I've been ...": a greeting and "I'm" introduce the name as "my name is" does.
  const greeted = line.replace(GREETING, "");
  const introduced =
    /^[Mm]y name(?: is|'s)\s+(\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+){1,2})\b/u.exec(greeted) ??
    /^(?:I['’]m|I am|[Tt]his is)\s+(\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+){1,2})(?=\s+and\b|[,.!;]|$)/u.exec(greeted);
  const firstLine = introduced
    ? introduced[1]!
    : line
        .replace(/\s+·\s+(?:1st|2nd|3rd)\b.*$/, "")
        // "Sgt. David Boateng (ret.)": a title or a rank before the name, a note after it.
        .replace(
          // ("Sgt (Ret.) Daniel Price": the note may stand between the rank and the name.)
          /^(?:Dr|Prof|Mr|Mrs|Ms|Mx|Sgt|Cpl|L\/Cpl|Capt|Lt|Maj|Col|Cdr|Rev|Revd|Cllr|Sr|Staff Sgt|WO[12]?)\.?\s+(?:\([Rr](?:et|etd|etired|td)\.?\)\s+)?(?=\p{Lu})/u,
          "",
        )
        .replace(/\s*\((?:ret|retd|retired|rtd)\.?\)\s*$/i, "");
  // ("Mary J. Smith": an initial's stop is no end.)
  const typed = cutOutsideAbbreviations(firstLine, /\s[|—–-]\s|,\s|\.\s|\s\|/)[0]!
    .trim()
    .replace(/(\p{Ll}{2})\.$/u, "$1");
  // "mike dawson": a name typed in lower case, when compromise knows its first word as a given name.
  const capitalised = typed.replace(/(^|\s)(\p{Ll})/gu, (_, sp: string, c: string) => sp + c.toUpperCase());
  const lowerName =
    /^\p{Ll}+(?:\s\p{Ll}[\p{Ll}'’-]+){1,2}$/u.test(typed) && !hasRoleNoun(typed) && givenName(capitalised);
  const head = lowerName ? capitalised : typed;
  // "Farah Iqbal AAT Level 3": a qualification and its level after the name.
  const words = unshout(head.replace(/(?<=\S\s+\S+)(?:\s+\p{Lu}{2,6})*\s+Level\s+\d$/u, "")).split(/\s+/);
  while (words.length > 2 && CREDENTIAL.test(words[words.length - 1]!)) words.pop();
  if (words.length < 2 || words.length > 4 || !words.every((w) => NAME_WORD.test(w)) || /\d/.test(words.join(" ")))
    return "";
  if (CONTACT.test(head) || !/^\p{Lu}/u.test(words[0]!) || /^(?:about|profile|summary|contact)$/i.test(words[0]!))
    return "";
  if (
    hasRoleNoun(words.join(" ")) &&
    !(titledElsewhere && words.length <= 3 && !hasRoleNoun(words.slice(0, -1).join(" ")) && givenName(words.join(" ")))
  )
    return "";
  return words.join(" ");
}

/**
 * A resume written about its owner ("PROFILE / Samira Haddad is an operations professional ..."): the name that opens
 * the first sentences, when compromise knows its first word as a given name.
 */
function bioName(plain: string): string {
  const opening = plain
    .split("\n")
    .filter((l) => l.trim())
    .slice(0, 4);
  for (const line of opening) {
    const m = /^(\p{Lu}[\p{Ll}'’-]+(?:\s\p{Lu}[\p{L}'’-]+){1,2})\s+(?:is|has|was|brings|works)\s/u.exec(
      stripBullet(line).text,
    );
    if (m && givenName(m[1]!) && !hasRoleNoun(m[1]!)) return m[1]!;
  }
  return "";
}

/**
 * A statement whose subject is the candidate's name ("Maria has run ...", "James Whitfield led ..."): said with "she",
 * which the first-person rewrite reads as the candidate (the pronoun itself never reaches a letter).
 */
function thirdPersonSubject(statement: string): string {
  const m = /^(\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?)\s+(?=(?:has|is|was|holds|\p{Ll}+ed|\p{Ll}+s)\s)/u.exec(statement);
  if (!m || !givenName(m[1]!) || hasRoleNoun(m[1]!)) return statement;
  return `She ${statement.slice(m[0].length)}`;
}

const lowerCaseFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** True when compromise reads the first word as a person's given name ("Tom" of "Tom Baker", not "Head" of "Head Chef"). */
function givenName(text: string): boolean {
  const first = nlp(text).json()[0]?.terms?.[0] as { tags?: string[] } | undefined;
  return Boolean(first?.tags?.some((t) => t === "FirstName" || t === "Person"));
}

const NUMBER_WORDS = "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty";
const YEARS = new RegExp(
  `\\b(\\d{1,2}\\+?|${NUMBER_WORDS})\\s*(?:\\+\\s*)?(?:years?|yrs?)\\b(?:['’](?=\\s))?(?:\\s+of)?(?:\\s+(?:professional|relevant|hands-on))?(?:\\s+experience)?\\s*(.*)$`,
  "i",
);

/** "I've been doing social media for small brands for about 4 years": the work, then its years. */
const DOING = new RegExp(
  `\\bI(?:['’]ve| have) been (\\p{Ll}+ing\\s[^.;!?]{3,60}?)\\s+for\\s+(?:about|around|nearly|almost|over|roughly|the (?:past|last)\\s+)?\\s*(\\d{1,2}|${NUMBER_WORDS})\\+?\\s+years?\\b`,
  "iu",
);

export interface Years {
  n: string;
  /** Read from the visitor's experience field (it outranks the resume's own summary). */
  fromField?: boolean;
  /** "I have 5 years of med-surg nursing experience." */
  sentence: string;
  /** "5 years of med-surg nursing experience" */
  highlight: string;
}

function yearsOf(n: string, sentence: string): Years {
  const highlight = sentence
    .replace(/^I have worked as (an?\s.+?) for (.+?)\.$/, "$2 as $1")
    .replace(/^I have been (\p{Ll}+ing\s.+?) for (.+?)\.$/u, "$2 $1")
    .replace(/^I have /, "")
    .replace(/\.$/, "");
  return { n, sentence, highlight: highlight.charAt(0).toUpperCase() + highlight.slice(1) };
}

/** "I have 5 years of med-surg nursing experience." from "5 years med-surg nursing" (or null when unclear). */
function yearsSentence(text: string, role: string): Years | null {
  // "For the last 4 years I've been sous chef at The Fig Tree in Bristol, ...": the years before the job.
  const lately = new RegExp(
    `\\bfor the (?:last|past) (\\d{1,2}|${NUMBER_WORDS}) years,? I(?:['’]ve| have) been (?:an? |the )?([\\p{Ll} -]{3,40}?)(?: at ((?:\\p{Lu}[\\p{L}&'’.-]*\\s?)+(?:in \\p{Lu}[\\p{L}-]+)?))?(?=[,.;]|$)`,
    "iu",
  ).exec(text);
  if (lately && hasRoleNoun(lately[2]!)) {
    const r = roleProse(lately[2]!.trim());
    const where = lately[3] ? ` at ${lately[3].trim()}` : "";
    return yearsOf(lately[1]!, `I have worked as ${article(r)} ${r}${where} for ${yearsWord(lately[1]!)}.`);
  }
  // "I have been a registered dental hygienist for six years" / "Cashier at Kroger for 2 years". (A sentence's own
  // "I have been" is not part of the title.)
  const served = new RegExp(
    `(?:been(?:\\s+(?:working|employed|serving)\\s+as)?|worked as|work as|^)\\s*(an?\\s+)?(?!(?:I|we|she|he|they)\\s)([\\p{L} -]{3,50}?)\\s+for\\s+(?:the\\s+(?:past|last)\\s+)?(\\d{1,2}|${NUMBER_WORDS})\\s+years?\\b`,
    "iu",
  ).exec(text);
  if (served && hasRoleNoun(served[2]!)) {
    // "a paramedic with the North West Ambulance Service": the employer keeps its capitals.
    const [title, employer] = served[2]!.split(/\s+at\s+/);
    const withOrg = /^(.+?)(\s+(?:with|for|in)\s+(?:the\s+)?\p{Lu}.*)$/u.exec(title!);
    const r = withOrg ? `${roleProse(withOrg[1]!)}${withOrg[2]}` : roleProse(title!);
    const where = employer ? ` at ${employer}` : "";
    return yearsOf(served[3]!, `I have worked as ${article(r)} ${r}${where} for ${yearsWord(served[3]!)}.`);
  }
  // "For the past 3 years I've freelanced for cafes, breweries and a yoga studio - logos, menus": said as it is.
  const pastYears = new RegExp(
    `\\bfor the (?:past|last) (\\d{1,2}|${NUMBER_WORDS}) years,? I(?:['’]ve| have) (\\p{Ll}+ed|\\p{Ll}+en|done|run|led|built|taught|worked)\\s([^.;!?]{3,80}?)(?=\\s+[-–—]\\s|[.;!?]|$)`,
    "iu",
  ).exec(text);
  if (pastYears && pastYears[3]!.split(/\s+/).length <= 12)
    return yearsOf(
      pastYears[1]!,
      `For the past ${yearsWord(pastYears[1]!)}, I have ${pastYears[2]!.toLowerCase()} ${pastYears[3]}.`,
    );
  // "I've been doing social media for small brands for about 4 years now": the work, then its years.
  const doing = DOING.exec(text);
  if (doing) return yearsOf(doing[2]!, `I have been ${tidyFragment(doing[1]!)} for ${yearsWord(doing[2]!)}.`);
  const m = YEARS.exec(text);
  if (!m) return null;
  // "analyzed 2 years of sales data": years that are the object of a verb are no experience.
  // (Only the sentence the years are in: "forklift certified. 2 years picking ...".)
  const before = cutOutsideAbbreviations(text.slice(0, m.index), /(?<=[.!?])\s+/)
    .pop()!
    .trim();
  if (
    before &&
    !/(?:^|\s)(?:with|have|has|having|over|nearly|almost|about|around|than|of|more|plus)$/i.test(before) &&
    !/^[\p{Lu}][\p{L}\d ,&/'’.-]*$/u.test(before) &&
    // "domestic electrician, 9 years": the years of the title before them.
    !(/,$/.test(before) && hasRoleNoun(before.replace(/^[\s,.|—–-]+|[\s,]+$/g, "")))
  )
    return null;
  const n = m[1]!.replace(/\+$/, "").toLowerCase();
  if (/^\d+$/.test(n) && (Number(n) < 1 || Number(n) > 45)) return null;
  // "after 6 years caring for my mother", "3 years raising my children": time at home is no work experience.
  if (
    /^(?:of\s+)?(?:caring|looking|raising|bringing|being|at\s+home|off|out)\b.*?\b(?:my|our|home|family|children|kids)\b/i.test(
      m[2] ?? "",
    )
  )
    return null;
  const plus = /\+/.test(m[0].slice(0, m[1]!.length + 3)) ? "more than " : "";
  const span = `${plus}${yearsWord(n)}`;
  const rest = tidyFragment(m[2] ?? "");
  // "4 years now, mostly Instagram": "now" is no field of work; "3 years I've freelanced": a clause is none either.
  let tail = rest
    .split(/[,;.(]|\s[|—–]\s|\s-\s/)[0]!
    .replace(/^(?:now|so far|already|in total|total)\b\s*/i, "")
    .trim();
  // "ICU nurse 4 yrs, Level I trauma center": the place after the comma.
  const place =
    /^,\s*([\p{L} ]{3,40}\b(?:center|centre|hospital|clinic|unit|practice|firm|agency|school|district|startup))\b/iu.exec(
      rest,
    )?.[1];
  if (/^(?:as|at|with)\b/i.test(tail) && /\bat\b/i.test(tail)) tail = "";
  if (tail.split(" ").length > 12 || /\d{4}/.test(tail) || /^I\b/.test(tail)) tail = "";
  const lowerRole = roleProse(role);
  // "Help desk, 3 yrs, Comcast": the kind of work before the years, the employer after them.
  const kind = before.replace(/[\s,]+$/, "");
  const employer = /^,\s*(\p{Lu}[\p{L}&'.-]*(?:\s\p{Lu}[\p{L}&'.-]*){0,3})$/u.exec(rest)?.[1];
  if (
    !lowerRole &&
    employer &&
    /,$/.test(before) &&
    /^\p{Lu}\p{Ll}+(?:\s\p{Ll}+){0,2}$/u.test(kind) &&
    !hasRoleNoun(kind)
  )
    return yearsOf(n, `I have ${span} of ${kind.toLowerCase()} experience at ${employer}.`);
  // "3 yrs Blue Bottle": a name after the years is where the candidate worked.
  if (/^\p{Lu}[\p{L}&'.-]*(?:\s\p{Lu}[\p{L}&'.-]*){0,3}$/u.test(tail) && !/^(?:I|My)$/.test(tail)) {
    return lowerRole
      ? yearsOf(n, `I have ${span} of experience as ${article(lowerRole)} ${lowerRole} at ${tail}.`)
      : null;
  }
  // "2 years picking and packing at a warehouse": the work, said with -ing, is the field of the years.
  if (
    /^(?:in|with|across|on)\b|^\p{Ll}{3,}ing\b/iu.test(tail) &&
    !/^(?:during|including|according|regarding|concerning|following|something|anything|nothing|everything)\b/i.test(
      tail,
    )
  ) {
    // "at amazon warehouse" -> "at an Amazon warehouse": a named place's kind of site takes its article.
    const field = properNames(tail).replace(
      /\b(at|in|for)\s+(\p{Lu}[\p{L}&'’.-]*(?:\s\p{Lu}[\p{L}&'’.-]*)*)\s+(\p{Ll}+)$/u,
      (all, p: string, org: string, site: string) => (/s$/.test(site) ? all : `${p} ${article(org)} ${org} ${site}`),
    );
    return yearsOf(n, `I have ${span} of experience ${field}.`);
  }
  if (
    tail &&
    !/^(?:of|at|for|to|and|as)\b/i.test(tail) &&
    tail.split(" ").length <= 5 &&
    !/\p{Lu}{2,}\s*$/u.test(tail)
  ) {
    const phrase = /experience$/i.test(tail) ? tail : `${tail} experience`;
    return yearsOf(n, `I have ${span} of ${phrase}.`);
  }
  if (lowerRole)
    return yearsOf(
      n,
      `I have ${span} of experience as ${article(lowerRole)} ${lowerRole}${place ? ` at ${article(place)} ${place}` : ""}.`,
    );
  return null;
}

/** "Frontend engineer with 7 years of ..." -> "I am a frontend engineer with 7 years of ...". */
function identityOf(line: string): string {
  // "Career change: ex-primary teacher moving into data analysis" -> "a former primary teacher moving into ...": the
  // label goes, and "ex-" is said in words.
  const s = tidyFragment(line)
    .replace(/^(?:career[- ]chang(?:e|er|ing)|profile|summary|about me|objective)\s*[:–—-]\s*/i, "")
    .replace(/^ex-(?=\p{L})/iu, "former ");
  const words = s.split(" ");
  if (words.length < 2 || words.length > 30 || /^(?:i|my|at|in|over|since|before)\b/i.test(s)) return "";
  const [beforeWith, ...extension] = s.split(/\s(?=(?:with|who|moving|specializing|focused|seeking)\s)/);
  if (!extension.length || !hasRoleNoun(beforeWith!) || beforeWith!.split(" ").length > 7 || /[|—–,]/.test(beforeWith!))
    return "";
  const np = `${roleProse(beforeWith!)} ${extension.join(" ")}`;
  return `I am ${article(np)} ${np}.`;
}

const CREDENTIAL_LINE =
  /\b(?:certif\w*|licen[sc]\w*|registration|registered|approved contractor|\d+(?:st|nd|rd|th) edition|first aid|food hygiene|food safety|level \d|apprenticeship|program(?:me)?|diploma|degree|year \d+ of \d+|endorsements?)\b/i;
const OUTCOME =
  /\b(?:increas|reduc|cut|rais|grew|grow|sav|improv|lower|boost|doubl|tripl|halv|shorten|lift|decreas|eliminat|exceed|won|win|ranked|top|zero|accident-free|closed|generated|delivered|brought|placed|finished|ahead of schedule|early)\w*/i;
const INITIATIVE =
  /^(?:lead|launch|build|create|design|develop|introduce|start|found|establish|mentor|train|precept|coach|redesign|rebuild|rewrite|migrate|negotiate|automate|implement|pilot|spearhead|write|plan|run|organize|set)$/;
const ROUTINE =
  /^(?:handle|answer|maintain|assist|support|perform|use|fill|room|take|help|work|read|keep|process|schedule|prepare|be)$/;

function scoreOf(fp: FirstPerson, source: string): { figure: boolean; score: number } {
  const figure = /\d/.test(source.replace(/\b(?:19|20)\d{2}\b/g, "").replace(/\b\d+(?:st|nd|rd|th)[- ]grade\b/gi, ""));
  let score = figure ? 3 : 0;
  if (/[%$€£]|\d\s*(?:million|k\b|m\b)/i.test(source)) score += 1;
  // "opened and closed the shop" is a shift's routine, not a closed deal.
  const routineClose =
    /\bopen(?:ed|ing)? and clos(?:ed|ing)\b|\bclos(?:ed|ing) (?:the |up )?(?:shop|store|caf[eé]|bar|restaurant|site|premises|tills?)\b/gi;
  if (OUTCOME.test(fp.clause.replace(routineClose, ""))) score += 2;
  if (INITIATIVE.test(fp.verb)) score += 1;
  if (ROUTINE.test(fp.verb)) score -= 1;
  if (fp.verb === "be" || fp.verb === "") score -= 1;
  return { figure, score };
}

/**
 * "Studying for MSc Advanced Practice at University of Nottingham, finishing 2027": a degree not yet earned is said as
 * studied for ("studying for an MSc in Advanced Practice at the University of Nottingham, finishing in 2027"), never
 * "I earned an MSc".
 */
function degreeInProgress(line: string, degree: string): string {
  if (
    !degree ||
    !/\b(?:studying|currently|in progress|ongoing|expected|finishing|completing|graduating|due)\b/i.test(line)
  )
    return degree;
  const end = /\b(?:finishing|expected|due|graduating|completing)\s+(?:in\s+)?((?:\p{Lu}\p{Ll}+\s+)?20\d\d)\b/u.exec(
    line,
  );
  return `studying for ${degree.replace(/ from /, " at ")}${end ? `, finishing in ${end[1]}` : ""}`;
}

/** "Open/close, cash handling, trained 6 new baristas": a terse list whose items are statements of their own. */
function terseList(text: string): string[] {
  const items = text.split(/,\s+/);
  // "Cashier at Kroger for 2 years, good with customers and cash": a quality after the facts.
  if (
    items.length === 2 &&
    /^(?:good|great|skilled|experienced|fluent|comfortable|reliable|strong|calm|friendly)\b/i.test(items[1]!)
  )
    return items;
  // "supervise 6 receptionists, upsells up 22%, review score 8.1 -> 8.9": a result named by its measure is a
  // statement of its own, not one more object of the first verb.
  if (items.length >= 2 && items.slice(1).some((i) => resultSentence(tidyFragment(i)))) return items;
  // "on-call lead for 2 years, wrote incident review template adopted company-wide": a role named, then an action.
  if (
    items.length === 2 &&
    isActionStart(items[1]!) &&
    !isActionStart(items[0]!) &&
    /\bfor \d+\+? (?:years?|months?)$/.test(items[0]!)
  )
    return items;
  if (items.length < 3 || items.some((i) => i.split(" ").length > 9)) return [text];
  // Split only when a later item is a statement of its own ("..., trained 6 new baristas"), not part of an object list.
  if (items.slice(1).some((i) => isActionStart(i))) return items;
  // "Rewired 140+ homes, consumer unit upgrades, EV charger installs": a counted result, then kinds of work (no
  // "and" makes them the verb's objects).
  const kinds = items.slice(1);
  if (isActionStart(items[0]!) && /\d/.test(items[0]!) && !kinds.some((i) => /\d|\s(?:and|or)\s/.test(i)))
    return [items[0]!, kinds.join(", ")];
  return [text];
}

function isActionStart(item: string): boolean {
  const first = item.split(" ")[0]!.toLowerCase();
  return /^\p{Ll}+ed$/u.test(first) || verbOf(first)?.past === first;
}

const ORG =
  /\b(?:Center|Centre|Hospital|Clinic|University|College|School|Inc|LLC|Ltd|Group|Company|Bank|Institute|Foundation|Health|Medical|Labs?|Studio|Agency)\b/;

/**
 * "Medical ICU, Rush University Medical Center (120 hours): cared for ..." -> "At Rush University Medical Center, I
 * cared for ...": a place-led line (a rotation, a placement, a project for a client) names where the work was done.
 */
function placeLed(part: string): string {
  const m = /^([^:]{3,90}):\s+(\p{Ll}.+)$/u.exec(part.trim());
  if (!m || !isActionStart(m[2]!)) return part;
  const places = m[1]!
    .replace(/\([^)]*\)/g, " ")
    .split(/,\s*|\s[—–|-]\s/)
    .map((x) => x.trim())
    .filter((x) => /^\p{Lu}/u.test(x));
  const org = [...places].reverse().find((x) => ORG.test(x) || (x.match(/\b\p{Lu}/gu) ?? []).length >= 2);
  return org ? `At ${org}, I ${m[2]}` : m[2]!;
}

/** Prose resume sentences cut into single statements: "At Lumio (2021 to now) I rebuilt X, and I set up Y." */
function statements(text: string): { text: string; original: string }[] {
  const out: { text: string; original: string }[] = [];
  for (const s of splitSentences(text)) {
    // "Built CI/CD pipelines; deploys went from weekly to 20 a day" stays one statement ("..., and deploys went ...").
    const parts: string[] = [];
    for (const part of s.text.split(/;\s+|,?\s+and\s+(?=I\s)|:\s+(?=I\s)/).flatMap(terseList)) {
      const subjectVerb =
        /^(?!I\s)(?:our|my|the|its|their)?\s?[\p{L}'’-]+(?:\s[\p{L}'’-]+){0,4}\s(?:went|grew|rose|fell|dropped|increased|decreased|improved|doubled|tripled|quadrupled|became|were|was|reached|hit)\b/iu.test(
          part,
        ) && !isActionStart(part);
      // "I own the billing service; I moved it onto k8s": "it" needs the sentence before it.
      const pronoun = /^I\s+\S+\s+(?:it|them|this|these|those)\b/i.test(part);
      // "Created the fall cocktail menu; cocktail sales up 20%": the figure belongs to the statement before it.
      const figure = /^(?!I\s)[\p{L}'’\s-]{2,40}\s(?:up|down)\s(?:from\s)?[\d$£€]/iu.test(part);
      // "pass rate up from 61% to 78%" is "with the pass rate up ..."; "sales up 20%" needs no article.
      const the = /^(?:the|my|our|its|their)\s|^\p{L}+s\s(?:up|down)\b/iu.test(part) ? "" : "the ";
      // "built a recipe app with React; a budgeting dashboard using TypeScript": the verb before the ";" holds.
      const sameVerb =
        /^(?:an?|the)\s/i.test(part) &&
        parts.length > 0 &&
        isActionStart(parts[parts.length - 1]!.replace(/^[\p{L} ]{2,25}:\s+/u, ""));
      if (sameVerb) parts[parts.length - 1] += `, as well as ${part}`;
      else if (
        figure &&
        parts.length &&
        (/^I\s/.test(parts[parts.length - 1]!) || isActionStart(parts[parts.length - 1]!))
      )
        parts[parts.length - 1] += `, with ${the}${part[0]!.toLowerCase()}${part.slice(1)}`;
      else if ((subjectVerb || pronoun) && parts.length)
        parts[parts.length - 1] += `, and ${subjectVerb ? part[0]!.toLowerCase() + part.slice(1) : part}`;
      else parts.push(part);
    }
    for (const part of parts) {
      // "Tools: Cvent, Delphi, Canva" inside a line is a list, not a statement.
      if (
        /^(?:tools|skills|software|languages|certifications?|licen[sc]es?|interests|technologies|stack)\s*(?::|[-–—]\s)/i.test(
          part.trim(),
        )
      )
        continue;
      // "Projects: analyzed 2 years of sales data ...": a label before a statement is not part of it.
      const unlabelled = placeLed(
        part.replace(/^\s*[\p{L}][\p{L} ]{2,25}:\s+(?=\p{Ll}+(?:ed)?\s)/u, (label, offset, whole: string) =>
          isActionStart(whole.slice(label.length)) ? "" : label,
        ),
      );
      const cleaned = unlabelled
        .replace(/\s*\((?:[^)]*\b(?:19|20)\d{2}\b[^)]*|[^)]*\b(?:now|present)\b[^)]*)\)/gi, "")
        .replace(/^(At|With|For)\s+([\p{Lu}][\p{L}&'.-]*(?:\s[\p{Lu}][\p{L}&'.-]*){0,3})\s+(?=I\s)/u, "$1 $2, ")
        .trim();
      if (cleaned) out.push({ text: cleaned, original: s.text });
    }
  }
  return out;
}

/** "At Lumio, I rebuilt X" -> the statement without its lead-in, and the employer the lead-in names. */
function rewrite(statement: string, current: boolean): { fp: FirstPerson; employer: string } | null {
  const lead = /^(?:At|With|For)\s([\p{Lu}][^,]{1,40}),\s+(I\s.+)$/u.exec(statement);
  // "At my last job (Spice Route Foods, 2021-2025) I grew ...", "In my current role at Lumio, I ...": the frame
  // goes and the employer it names is kept.
  const frame = lead
    ? null
    : /^(?:at|in|during|while at)\s+(?:my|his|her|their)\s+(?:last|previous|current|first|latest|most recent)\s+(?:job|role|position|company|employer|workplace)(?:\s+(?:at|with)\s+(\p{Lu}[^,()]{1,40}?))?(?:\s*\(([^)]{2,60})\))?,?\s+((?:I|he|she|they)\s.+)$/iu.exec(
        statement,
      );
  const bracketed = frame?.[2]?.split(/,\s*/)[0]?.trim() ?? "";
  const framed = frame?.[1] ?? (/^\p{Lu}/u.test(bracketed) && !/\d/.test(bracketed) ? bracketed : "");
  const said = lead ? lead[2]! : frame ? frame[3]! : statement;
  const fp = graduateLine(said) ?? firstPerson(said, current);
  return fp ? { fp, employer: lead?.[1] ?? framed } : null;
}

/** "I am a frontend developer with ..." says who the candidate is, not what they did. */
const IDENTITY =
  /^I (?:am|was|have been|have worked as) (?:an?|the) (?:[\p{L}-]+\s){0,3}?(?:nurse|teacher|developer|engineer|designer|analyst|manager|writer|assistant|technician|specialist|consultant|recruiter|accountant|bookkeeper|driver|electrician|chef|cook|bartender|barista|hygienist|therapist|worker|coordinator|agent|representative)\b/iu;

/**
 * A resume typed as people type messages: "Ive been bartending for about 4 yrs", "i came up with two drinks". The
 * pronoun is read as "I" (and "Ive"/"Im" as "I've"/"I'm"), so its sentences are read as the candidate's own.
 */
function typedPronouns(plain: string): string {
  return (
    plain
      .replace(/\b([Ii])(ve|m)\b(?=\s+\p{Ll})/gu, (_, __: string, rest: string) => `I'${rest}`)
      .replace(
        /(^|[\s(])i(?=\s+(?:\p{Ll}+ed|was|am|have|had|can|did|do|also|used|worked|made|came|went|got|ran|led|took)\b)/gmu,
        "$1I",
      )
      // ("4 yrs" in prose, not LinkedIn's "4 yrs 9 mos", which the paste reader reads as it is.)
      .replace(/\b(\d+\+?)\s*yrs\b(?!\s+\d+\s*mos?\b)(?=\s+\p{Ll})/giu, "$1 years")
  );
}

/** An all-capitals resume: bullet lines in lower case, names and titles in title case. */
function calmed(plain: string): string {
  const letters = plain.replace(/[^\p{L}]/gu, "");
  if (letters.length < 40 || letters.replace(/\P{Lu}/gu, "").length < letters.length * 0.7) return plain;
  return plain
    .split("\n")
    .map((line) => (stripBullet(line).bullet ? line.toLowerCase() : unshout(line)))
    .join("\n");
}

/**
 * "Sam Patel - junior data analyst. Python, SQL, Tableau. Internship at City Council ... BSc Maths, Leeds.": a resume
 * typed as one line, name first, is read as the lines it would have had (one per sentence).
 */
function oneLineResume(plain: string): string {
  const lines = plain.split("\n").filter((l) => l.trim());
  if (lines.length !== 1) return plain;
  const sentences = splitSentences(lines[0]!).map((s) => s.text.trim());
  // "Sam Patel - junior data analyst.", "Sam Patel.": the name opens the line.
  const named = /^\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+){1,2}(?:\s*(?:[—–|,-]|\s-)\s*\S|\.$)/u.test(
    sentences[0] ?? "",
  );
  return sentences.length >= 3 && named ? sentences.join("\n") : plain;
}

/**
 * "Forklift operator / picker at FastShip DC, 2020-now. Certified forklift, reach truck. Train new hires.": a line of
 * several sentences that holds a job line or a contact (a GitHub link) is read as one line per sentence, so the job
 * and the contact are not taken for statements and the statements are not lost with them.
 */
function sentenceLines(plain: string): string {
  return plain
    .split("\n")
    .flatMap((line) => {
      if (stripBullet(line).bullet) return [line];
      const sentences = splitSentences(line).map((s) => s.text.trim());
      const mixed =
        sentences.length >= 2 && sentences.some((s) => (DATE_IN.test(s) && isJobLine(s)) || CONTACT.test(s));
      return mixed ? sentences : [line];
    })
    .join("\n");
}
const DATE_IN = /\b(?:19|20)\d{2}\b/;

/**
 * A LinkedIn paste gives a job on three lines ("Senior Engineering Manager" / "Skyscanner · Full-time" / "Mar 2020 -
 * Present · 4 yrs 9 mos"): they are read as one job line ("Senior Engineering Manager, Skyscanner, Mar 2020 - Present").
 */
function linkedInPaste(plain: string): string {
  const lines = plain.split("\n");
  const kind =
    /^(.+?)\s+·\s+(?:full-time|part-time|contract|freelance|self-employed|internship|apprenticeship|seasonal|permanent)\s*$/i;
  for (let i = 1; i + 1 < lines.length; i++) {
    const org = kind.exec(lines[i]!.trim());
    const dates = /^(.+?)\s+·\s+\d+\s+(?:yrs?|mos?)\b.*$/i.exec(lines[i + 1]!.trim());
    if (!org || !dates || !lines[i - 1]!.trim()) continue;
    lines.splice(i - 1, 3, `${lines[i - 1]!.trim()}, ${org[1]}, ${dates[1]}`);
  }
  return lines.join("\n");
}

export function readResume(resume: string, experience = ""): ResumeProfile {
  const plain = sentenceLines(
    proseJobLines(linkedInPaste(oneLineResume(calmed(typedPronouns(withoutInjections(plainText(resume))))))),
  );
  const layout = layoutOf(plain);
  const { lines } = layout;
  const firstLine = plain.split("\n").find((l) => l.trim()) ?? "";
  const firstText = stripBullet(firstLine).text;
  // A job title the resume gives on a later line (not the first line taken as the title of the job below it).
  const titledElsewhere = layout.roles.some(
    (r) => r.title && !firstText.toLowerCase().startsWith(r.title.toLowerCase()),
  );
  // "SARAH\nJENKINS": a PDF paste may put the first and the last name on lines of their own.
  const lines2 = plain.split("\n").filter((l) => l.trim());
  const split =
    /^\p{Lu}[\p{L}'’-]+$/u.test(firstText.trim()) && /^\p{Lu}[\p{L}'’-]+$/u.test((lines2[1] ?? "").trim())
      ? `${firstText.trim()} ${lines2[1]!.trim()}`
      : "";
  // ("Community Fundraiser, Cancer Support North (2021-present)": a first line with the dates of a job is that job.)
  // (Only a name the line opens with: "Hello! I'm Tariq Aziz ... (Hartley Hardware, 2019-2025)" introduces its name.)
  const jobFirst = (n: string) =>
    firstText.trim().startsWith(n) &&
    /\b(?:19|20)\d\d\s*(?:[-–—]|to|till|until)\s*(?:(?:19|20)\d\d|present|now|current)\b/i.test(firstText) &&
    !givenName(n);
  const typedName = nameOf(firstText, titledElsewhere);
  const name = (jobFirst(typedName) ? "" : typedName) || (split && nameOf(split, titledElsewhere)) || bioName(plain);
  // "Lucy Chen - Freelance graphic designer (2018 - now)": the candidate's own name on a job line is no employer.
  for (const r of layout.roles) if (name && r.employer.toLowerCase() === name.toLowerCase()) r.employer = "";
  const top = lines
    .filter((l) => l.section === "top" && !(name && l.text.toLowerCase().startsWith(name.toLowerCase())))
    .slice(0, 3);
  const afterName =
    name && stripBullet(firstLine).text.toLowerCase().startsWith(name.toLowerCase())
      ? stripBullet(firstLine)
          .text.slice(name.length)
          .replace(/^[\s,.|—–-]+/, "")
      : "";
  const credentialsOnly = afterName
    .split(/[,\s]+/)
    .filter(Boolean)
    .every((w) => CREDENTIAL.test(w));
  const headline =
    // "Sam Patel - junior data analyst.": a title typed in lower case after the name is still the title.
    [credentialsOnly ? "" : upperFirst(afterName), ...top.map((l) => l.text)]
      .map((t) => titleLine(splitSentences(t)[0]?.text ?? t))
      .find(Boolean) ||
    layout.roles[0]?.title ||
    "";
  // The current job first, then the past ones latest first when every one gives its years (a resume listed oldest
  // first still introduces the candidate by the last job); a job line without a title takes the headline's.
  const past = layout.roles.filter((r) => !r.current);
  const dated = past.every((r) => r.to !== undefined);
  const latestFirst = dated ? [...past].sort((a, b) => b.to! - a.to! || (b.from ?? 0) - (a.from ?? 0)) : past;
  const roles = [...layout.roles.filter((r) => r.current), ...latestFirst].map((r, i) =>
    r.title || i > 0 ? r : { ...r, title: headline },
  );
  const roleWord = (roles[0]?.title || headline).split(/,|\s[|—–-]\s/)[0]!.trim();

  const expPlain = withoutInjections(plainText(experience));
  const fieldYears = yearsSentence(expPlain, roleWord);
  const years =
    (fieldYears && { ...fieldYears, fromField: true }) ??
    lines
      .filter((l) => l.section === "top" || l.section === "summary")
      .map((l) =>
        yearsSentence(
          name && l.text.toLowerCase().startsWith(name.toLowerCase()) ? l.text.slice(name.length) : l.text,
          roleWord,
        ),
      )
      .find(Boolean) ??
    null;

  // "BSc Economics, 2023": a line that is a degree and little else is education even without a school's name.
  const isEducation = (text: string) =>
    // "Makers Academy bootcamp, 2024": a course, said with the education, not "I am a makers Academy bootcamp".
    (/\bbootcamp\b/i.test(text) && text.split(/\s+/).length <= 6) ||
    (DEGREE.test(text) &&
      // "Supervised 3 MSc students": an achievement that names a degree is no degree of the candidate's.
      !achievementLine(text) &&
      // "Boston, MA | elena@mail.com": a contact line's state is no degree.
      !CONTACT.test(text) &&
      !STATE_AFTER_TOWN.test(text) &&
      (SCHOOL.test(text) ||
        text
          .replace(/\b(?:19|20)\d{2}\b/g, "")
          .split(/\s+/)
          .filter((w) => /\p{L}/u.test(w)).length <= 5));
  const identityLine = lines
    .filter(
      (l) =>
        (l.section === "top" || l.section === "summary") &&
        !(name && l.text.toLowerCase().startsWith(name.toLowerCase())),
    )
    .map((l) => ({ line: l, identity: identityOf(splitSentences(l.text)[0]?.text ?? "") }))
    .find((x) => x.identity);
  const identity = identityLine?.identity ?? "";
  const statementLines = lines.filter(
    (l) =>
      !l.title &&
      !CONTACT.test(l.text) &&
      !isEducation(l.text) &&
      // "Marketing Manager | B2B SaaS" under the name is the headline, not a statement.
      !(l.section === "top" && titleLine(l.text)) &&
      !(name && l.text.toLowerCase().startsWith(name.toLowerCase()) && l.text.length < name.length + 40) &&
      (l.section === "top" || l.section === "summary" || l.section === "experience" || l.section === "other"),
  );

  const achievements: Achievement[] = [];
  const sources = [
    ...statementLines.map((l) => ({
      text: l.text,
      role: layout.roles[l.role],
      current: layout.roles[l.role]?.current ?? true,
    })),
    ...expPlain
      .split("\n")
      .filter((l) => !YEARS.test(l) || l.split(" ").length > 8)
      .map((text) => ({ text, role: roles[0], current: true })),
  ];
  for (const source of sources) {
    const { role, current } = source;
    // "At Orbitly I own X. I mentor Y.": the employer a prose line names holds for its later statements.
    let leadEmployer = "";
    let text = source.text;
    // A prose resume may open with the name ("Emily Carter — technical recruiter. Over the past ...").
    if (name && text.toLowerCase().startsWith(name.toLowerCase()))
      text = text.slice(name.length).replace(/^[^.]*?[.—–|]\s*/, "");
    // "My name is Rachel Green and I have been ...": the introduction signs the letter; the rest is a statement.
    // "Hi, I'm Priya Patel and I've been ..." too.
    if (name)
      text = text
        .replace(GREETING, "")
        .replace(
          new RegExp(`^(?:my name(?: is|'s)|I['’]m|I am|this is)\\s+${name}(?:\\s+and\\s+(?=I\\b)|[.,!;]\\s*)`, "i"),
          "",
        );
    text = text.replace(/^my name(?: is|'s)\s+[^.,]*?(?:\s+and\s+(?=I\s)|[.,]\s*)/i, "");
    if (identityLine && source.text === identityLine.line.text)
      text = text.slice((splitSentences(text)[0]?.text ?? "").length);
    for (const { text: said, original } of statements(workDone(text))) {
      // "Previously 4 years as a barista at Blue Bottle Coffee": an earlier job told by its length.
      let statement = said.replace(
        new RegExp(
          `^(?:previously|before(?: that)?|earlier)[:,]?\\s+((?:\\d{1,2}|${NUMBER_WORDS})\\+?\\s+(?:years?|months?))\\s+as\\s+(an?\\s+[^,;]{3,60}?)\\.?$`,
          "iu",
        ),
        "I worked as $2 for $1",
      );
      if (DOING.test(statement)) continue;
      // "Phonics lead - trained staff in Read Write Inc": a title, then what was done in it; the deed is the statement.
      const afterDash = /^[^-–—]{3,40}\s[-–—]\s+((\p{Ll}+)\s.+)$/u.exec(statement);
      const deed = afterDash?.[2] ?? "";
      const deedVerb = verbOf(deed);
      if (afterDash && deedVerb && deedVerb.past === deed && deedVerb.base !== deed) statement = afterDash[1]!;
      if (
        YEARS.test(statement) &&
        // "never missed a shift in 2 years" is a record, not the years of experience.
        // ("cut shrinkage by 12% in one year": a result measured over a year.)
        !/^(?:never|always|zero|no|\p{L}+ed)\b/iu.test(statement) &&
        !(isActionStart(statement) && /\d\s*%/.test(statement)) &&
        // ("on-call lead for 2 years": a duty held beside the job is a claim, not the years of experience.)
        !(
          /^(?:on-call|acting|deputy|cover|shift|duty|fire|first aid|safeguarding|union|mental health)\b/i.test(
            statement,
          ) && tenureSentence(tidyFragment(statement), current)
        ) &&
        (statement.split(" ").length < 9 || /^\W*(?:\d{1,2}|[\p{L}]+)\+?\s*(?:years?|yrs?)\b/iu.test(statement))
      )
        continue;
      // Life outside work and plans are no results ("raising two children", "Career changer from hospitality",
      // "Looking to move into a training role"); work done at a family's place is ("volunteered in my kids' school").
      if (
        // ("raising the pass rate from 72% to 91%" is a result: only raising children is life outside work.)
        /\b(?:raising (?:(?:my|our|two|three|four|\d)\s+)?(?:children|kids|a family|family|daughters?|sons?|twins)|my (?:children|kids|family)(?!['’])|two children|career changer|career break|looking to|seeking a|(?:looking|searching) for (?:a\s+)?(?:new\s+)?(?:full[- ]?time|part[- ]?time|work|job|jobs|role|position|employment|opportunit\w*))\b/i.test(
          statement,
        )
      )
        continue;
      const done = rewrite(
        // "Recently I helped ...", "Over that time I have attended ...": the opener goes, the statement stays.
        // "Maria has run the front desk ...", "James holds MCIPS": the candidate named as the subject is "she".
        thirdPersonSubject(statement).replace(
          /^(?:recently|most recently|currently|also|since then|over (?:that|this|the) (?:time|period)|in (?:that|this|my current) role|before that|previously|today|now|in \d{4}|(?:last|this) (?:year|month|quarter|summer|spring|autumn|fall|winter)),?\s+(?=I\s)/i,
          "",
        ),
        current,
      );
      if (!done) continue;
      const { fp, employer } = done;
      // "I prepared samples.": three words are a statement when they are a verb and its object.
      const fewest = fp.verb && fp.verb !== "be" ? 3 : 4;
      if (
        // "I speak Polish and English": the letters name languages in a sentence of their own, never as a result.
        /^I (?:also )?speak\b/.test(fp.sentence) ||
        fp.sentence.split(" ").length < fewest ||
        fp.sentence.split(" ").length > 42 ||
        IDENTITY.test(fp.sentence) ||
        // "I am a data scientist with 4 years' experience in fintech": any job title said of the candidate.
        (/^I (?:am|was|have been|have worked as) (?:an?|the) (?:[\p{L}-]+\s){0,3}?[\p{L}-]+\s+(?:with|in|at|for|who|and)\b/u.test(
          fp.sentence,
        ) &&
          hasRoleNoun(
            fp.sentence
              .split(/\s+(?:with|in|at|for|who|and)\b/)[0]!
              .split(" ")
              .slice(3)
              .join(" "),
          ))
      )
        continue;
      // "I have been a paramedic with ... for 9 years": who the candidate is, told by the opening, not a result.
      const being = /^I (?:am|was|have been|have worked as) (?:an?|the) ((?:[\p{L}-]+\s){0,3}[\p{L}-]+)/iu.exec(
        fp.sentence,
      );
      if (being && hasRoleNoun(being[1]!) && !/\d/.test(fp.sentence.replace(/\bfor \d+ years?\b/, ""))) continue;
      // "PTCB certification, 2020", "Certified Welder (AWS D1.1)", "IEC apprenticeship program, year 4 of 4": credentials
      // (the letters name them as such), not results.
      if ((fp.verb === "" || fp.verb === "be") && CREDENTIAL_LINE.test(statement) && !OUTCOME.test(statement)) continue;
      // ("Full UK driving licence" read as "I have a Full UK driving licence": a credential held, not a result.)
      if (
        fp.verb === "have" &&
        /\b(?:licen[cs]e|certificat\w*|qualified|qualification|passport|visa)\b/i.test(statement)
      )
        continue;
      // "Certified forklift, reach truck": a certification named (the letters hold it as one), not people certified.
      if (/^certified\s+(?!\d|(?:an?|the|my|our|\d+)\s)/i.test(statement)) continue;
      if (achievements.some((a) => a.fp.sentence === fp.sentence)) continue;
      if (employer) leadEmployer = employer;
      // "Volunteer coordinator for the Riverside Jazz Festival": a role that names its own organisation was not held
      // at the employer of the job line above it.
      const elsewhere =
        /^(?:be|serve)$/.test(fp.verb) &&
        /\b(?:for|at|with)\s+(?:the\s+)?\p{Lu}[\p{L}'’&.-]+/u.test(statement) &&
        !employer;
      const at = elsewhere
        ? undefined
        : leadEmployer && !role?.employer
          ? { title: role?.title ?? "", employer: leadEmployer, current }
          : role;
      achievements.push({ fp, source: tidyFragment(statement), original, role: at, ...scoreOf(fp, statement) });
    }
  }

  // "Thesis: regulation of autophagy in neuronal cells", "Dissertation: seismic retrofit of masonry buildings": a
  // graduate's or a researcher's own work, said as "My thesis focused on ...".
  // ("antibiotic resistance in E. coli isolates": an abbreviation's stop does not end the topic.)
  for (const m of maskAbbreviationStops(plain).matchAll(
    /\b(thesis|dissertation|final[- ]year project|capstone project|research project)\s*[:–—-]\s*([^.;\n]{8,140})/giu,
  )) {
    const topic = unmaskStops(m[2]!)
      .trim()
      .replace(/[,;]\s*$/, "");
    const kind = m[1]!.toLowerCase().replace(/-/g, " ");
    const topicProse = /^\p{Lu}\p{Ll}/u.test(topic) && !/^\S+\s+\p{Lu}/u.test(topic) ? lowerCaseFirst(topic) : topic;
    const clause = `focused on ${topicProse}`;
    if (topic.split(/\s+/).length < 2) continue;
    achievements.push({
      fp: {
        sentence: `My ${kind} ${clause}.`,
        clause: "",
        verb: "",
        tense: "past",
        highlight: `${kind.charAt(0).toUpperCase()}${kind.slice(1)} on ${topicProse.split(/,\s/)[0]}`,
      },
      source: `${m[1]}: ${topic}`,
      original: unmaskStops(m[0]),
      role: undefined,
      figure: false,
      score: 1,
    });
  }

  const degrees = [
    ...new Set(
      lines
        .filter((l) => (l.section === "education" && !achievementLine(l.text)) || isEducation(l.text))
        .map((l) => degreeInProgress(l.text, degreeOf(l.text)))
        .filter(Boolean),
    ),
  ];
  // "an MSW" (from the name line) is said by "an MSW from the University of Michigan".
  const education = degrees.filter((d) => !degrees.some((o) => o !== d && o.startsWith(`${d} `)));
  // "Studying for Level 3 Diploma in Adult Care" under a job, "studying AAT Level 4" after a credential.
  const study = studyInProgress(plain);
  if (study && !education.some((e) => e.startsWith("studying for "))) education.push(study);
  const starts = layout.roles.map((r) => r.from).filter((y): y is number => y !== undefined);
  const ends = layout.roles.map((r) => r.to).filter((y): y is number => y !== undefined);
  const yearsWorked = starts.length && ends.length ? Math.max(...ends) - Math.min(...starts) : null;
  return {
    name,
    headline,
    roles,
    years,
    yearsWorked,
    identity,
    achievements,
    education,
    text: `${plain}\n${expPlain}`,
    lang: detectLanguage(`${plain} ${expPlain}`),
  };
}

/** "one" -> "one year", "6" -> "6 years" (a count the year patterns capture: digits or a number word). */
function yearsWord(n: string): string {
  return /^(?:1|one)$/i.test(n) ? `${n} year` : `${n} years`;
}
