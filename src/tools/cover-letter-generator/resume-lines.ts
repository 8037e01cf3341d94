import { runsOn } from "./letter-check";
import { verbOf } from "./first-person";

/**
 * A resume read line by line: section headings, contact lines, job lines ("Staff Nurse, St. Vincent Medical Center,
 * 2019 - Present", "Walgreens — Pharmacy Technician (2021–present)") with their title, employer and whether the job
 * is current, and the statement lines under them.
 */

type Section = "top" | "summary" | "experience" | "education" | "skills" | "certifications" | "other";

const HEADINGS: [RegExp, Section][] = [
  [
    /^(?:summary|profile|professional summary|about me|objective|career objective|overview|resumen|profil|profilo|perfil)$/i,
    "summary",
  ],
  [
    /^(?:experience|work experience|professional experience|employment|employment history|work history|career history|relevant experience|experiencia|expérience|berufserfahrung|projects|(?:key\s+|selected\s+)?projects|internships?|clinical (?:rotations|experience|placements)|rotations|placements|practicum|student teaching|teaching experience|leadership experience|volunteer experience|freelance(?: work)?)$/i,
    "experience",
  ],
  [/^(?:education|education and training|academic background|formación|formation|ausbildung|training)$/i, "education"],
  [
    /^(?:skills|technical skills|key skills|core skills|competencies|core competencies|tools|technologies|languages|kenntnisse|compétences|habilidades|skills and tools)$/i,
    "skills",
  ],
  [
    /^(?:certifications?|licenses?|licenses and certifications|certifications and licenses|credentials|certificaciones)$/i,
    "certifications",
  ],
  [
    /^(?:awards|honors|volunteer|volunteering|interests|references|publications|contact|additional information)$/i,
    "other",
  ],
];

/** Words that head a job title ("Staff Nurse", "Help desk tech", "Executive Team Leader"). */
const ROLE_NOUNS = new Set(
  `nurse rn lpn teacher instructor professor tutor educator engineer developer programmer architect analyst scientist designer
manager director coordinator specialist assistant associate representative rep agent executive officer administrator
supervisor lead leader head chief president consultant advisor counselor therapist hygienist technician tech technologist
aide worker clerk cashier driver operator electrician plumber carpenter welder machinist mechanic installer foreman
superintendent chef cook baker server bartender barista host hostess attendant banker teller accountant bookkeeper auditor
controller paralegal attorney lawyer recruiter generalist partner planner buyer writer editor producer photographer
librarian pharmacist physician dentist veterinarian caregiver nanny intern apprentice journeyman dispatcher receptionist
secretary adjuster underwriter broker realtor salesperson owner founder fellow researcher strategist marketer merchandiser
stocker courier landscaper groundskeeper custodian housekeeper concierge pilot medic emt paramedic guard inspector estimator
surveyor drafter tester preceptor member volunteer ambassador sdr bdr groomer operative ta hca carer porter cleaner picker packer stylist
roofer bricklayer plasterer painter decorator glazier tiler joiner scaffolder labourer laborer gardener butcher florist
waiter waitress dishwasher hairdresser barber sommelier steward stewardess lifeguard trainer enfermera enfermero comptable entwickler entwicklerin softwareentwickler softwareentwicklerin desarrollador ingénieur
contable auxiliar administrativo administrativa asistente técnico técnica gerente jefe jefa responsable dependiente
dependienta commercial commerciale vendeur vendeuse conseiller conseillère infirmier infirmière serveur serveuse erzieher erzieherin pflegefachkraft verkäufer verkäuferin camarero camarera cocinero cocinera maestro maestra profesora vendedor vendedora conductor recepcionista
assistante vendeur vendeuse serveur serveuse infirmier infirmière technicien technicienne enseignant enseignante
comptable kaufmann kauffrau sachbearbeiter sachbearbeiterin assistent assistentin leiter leiterin verkäufer verkäuferin
pflegekraft lehrer lehrerin techniker technikerin buchhalter buchhalterin
fitter sprayer valeter fabricator electrotechnician gasfitter locksmith upholsterer practitioner fundraiser organiser
organizer campaigner caretaker midwife physiotherapist radiographer phlebotomist sonographer
translator`
    .split(/\s+/)
    .filter(Boolean),
);

/** A month's name or its abbreviation, as a whole word ("Walmart 2017" and "Marketing 2020" hold no month). */
const MONTH =
  "\\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\b\\.?";
const SEASON = "(?:summer|fall|autumn|spring|winter)";
const YEAR = "(?:19|20)\\d{2}";
const NOW = "(?:present|current|currently|now|today|date|actualidad|hoy|aujourd['’]hui|heute|jetzt)";
export const DATE_RANGE = new RegExp(
  // "(Jun–Aug 2024)": months of one year.
  `[([]?\\s*${MONTH}\\s*(?:-|–|—|to)\\s*${MONTH}\\s+${YEAR}\\s*[)\\]]?|` +
    `[([]?\\s*(?:(?:${MONTH}|${SEASON})\\s+)?${YEAR}\\s*(?:-|–|—|to|until|bis|à|a|al)\\s*(?:(?:${MONTH})\\s+)?(?:${YEAR}|${NOW})\\s*[)\\]]?|[([]?\\s*(?:since|desde|depuis|seit)\\s+(?:${MONTH}\\s+)?${YEAR}\\s*[)\\]]?|[([]?\\s*(?:${MONTH}|${SEASON})\\s+${YEAR}\\s*[)\\]]?`,
  "i",
);
const IS_NOW = new RegExp(`${NOW}|since|desde|depuis|seit`, "i");

export const CONTACT =
  // "linkedin.com/in/...", "LinkedIn: /in/laura": a profile; "paid media across LinkedIn and Google Ads" is work.
  /@|https?:\/\/|www\.|\b[\w-]+\.(?:com|org|net|io|dev|design|me)\b|\+?\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}|linkedin(?:\.com|\s*:|\s*\/)|github\.com/i;

interface ResumeLine {
  text: string;
  section: Section;
  /** Index of the job (in `roles`) the line belongs to, or -1. */
  role: number;
  bullet: boolean;
  /** A job-title line without a date ("Staff Nurse, Medical-Surgical Unit", a headline under the name). */
  title: boolean;
}

export interface Role {
  title: string;
  employer: string;
  current: boolean;
  /** The years the job line gives ("2017–Present" -> 2017 and the current year), when it gives them. */
  from?: number;
  to?: number;
}

function headingOf(line: string): Section | null {
  const t = line.replace(/[:\s]+$/, "").trim();
  if (t.split(/\s+/).length > 4) return null;
  for (const [re, section] of HEADINGS) if (re.test(t)) return section;
  return null;
}

/** True when a word of the text is a job-title noun in the singular ("Sales Agent", not "Emergency Physicians"). */
function hasTitleNoun(text: string): boolean {
  return text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .some((w) => ROLE_NOUNS.has(w));
}

/** True when one of the words heads a job title. */
export function hasRoleNoun(text: string): boolean {
  return text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .some(
      (w) =>
        ROLE_NOUNS.has(w) ||
        ROLE_NOUNS.has(w.replace(/s$/, "")) ||
        /(?:writer|designer|manager|worker|keeper|nurse)s?$/.test(w),
    );
}

/** "GREENSCAPE LAWN & GARDEN" -> "Greenscape Lawn & Garden" (short all-caps words such as "IBM" stay). */
export function unshout(text: string): string {
  if (text !== text.toUpperCase() || !/\p{Lu}{3}/u.test(text)) return text;
  return text.replace(/\p{L}[\p{L}'’]*/gu, (w) =>
    w.length <= 3 && !/^(?:THE|AND|OF|FOR)$/.test(w)
      ? w
      : w.charAt(0) +
        w
          .slice(1)
          .toLowerCase()
          .replace(/(['’])(\p{L})/u, (_, q: string, c: string) => q + c.toUpperCase()),
  );
}

const SEPARATORS = /\s+[|—–·]\s+|\s+-\s+|,\s+(?![A-Z]{2}(?:[\s,|)]|$))/;
/** A place ("Austin TX", "Leeds, UK"); a company's legal form ("DataWerk AG") is none. */
const LOCATION =
  /^(?:remote|hybrid|on-?site|[\p{Lu}][\p{L}.'-]*(?:\s[\p{Lu}][\p{L}.'-]*){0,2}(?:,\s(?:[A-Z]{2}|usa|uk)|\s(?!uk$|usa$|ag$|kg$|ug$|se$|bv$|oy$)[A-Z]{2})|(?:new york|chicago|boston|seattle|denver|austin|houston|atlanta|portland|philadelphia|madrid|lyon|stuttgart|berlin|paris|london|toronto|san antonio|san francisco|los angeles|minneapolis|columbus|tampa|phoenix|detroit|cleveland))$/iu;

interface ParsedRole extends Role {
  /** Text after the job details on the same line ("Bank Teller, Huntington Bank (2019 - 2021): balanced ..."). */
  rest: string;
}

const EMPLOYER_WORD =
  /\b(?:Hospitals?|Infirmary|Hospice|Surgery|Practice|Nursing Home|Care Home|Trust|Council|University|College|School|Academy|Clinic|Nursery|Centre|Center|Bank|Group|Ltd|Limited|Inc|LLC|plc|PLC)\b/;
/**
 * "Class teacher, Year 3, Oakfield Primary", "Sales Assistant, Menswear, Marks & Spencer": a one-word part (or a word
 * and its number) before a longer name is the class, ward or department, not the employer.
 */
function organisation(named: string[]): string | undefined {
  // A department or ward ("A&E", "Cardiology", "Menswear", "Year 3"), not a one-word brand ("Superdrug, Leeds
  // Trinity": the employer, then the place).
  const unit = (p: string) =>
    /^\p{Lu}[\p{L}&]*\s\d{1,3}$/u.test(p) ||
    /^(?:\p{Lu}{1,4}|\p{Lu}&\p{Lu}|\p{Lu}\p{Ll}*(?:ology|ics|iatry|wear|ery|ary|ity|ing|ance|ence|ment|tion|ware)|Surgery|Pharmacy|Theatres?|Maternity|Emergency|Finance|Marketing|Sales|Accounts|Operations|Reception|Kitchen|Warehouse|Admin|HR|IT|Payroll|Wards?)$/u.test(
      p,
    );
  return unit(named[0] ?? "") ? (named.find((p) => !unit(p)) ?? named[0]) : named[0];
}
const titleCased = (t: string) => t.replace(/(^|\s)(\p{Ll})/gu, (_, sp: string, c: string) => sp + c.toUpperCase());

const DEGREE_FIRST =
  /^(?:B\.?S\.?|B\.?A\.?|B\.?Sc\.?|M\.?S\.?|M\.?A\.?|M\.?Sc\.?|MBA|MSW|MPH|BBA|BFA|MFA|Ph\.?D\.?|Bachelor|Master|Associate|Diploma)\b/;

/** A job line: it has a date range and, apart from it, a title and/or an employer. */
function parseRoleLine(typed: string): ParsedRole | null {
  // "Internship: Marketing Intern at Skyline Hotels (Summer 2024) — ...": the kind of job before a colon is a label.
  // "Then Dulux Decorator Centre 2020-2024": a word that links the line to the one before is no part of the job.
  const line = typed
    .replace(/^\s*(?:then|after that|afterwards|later|now)\s*,?\s+(?=\p{Lu})/iu, "")
    .replace(
      /^\s*(?:internship|placement|part[- ]time|full[- ]time|volunteer(?:ing)?|freelance|contract|temp|summer job|work experience)\s*:\s+(?=\p{Lu})/iu,
      "",
    );
  const date = DATE_RANGE.exec(line);
  // "Case Manager, Bridges Housing Program (2020–present): carry a caseload ...": the job is what comes before the
  // statement after the colon, however long that statement is.
  const head = /^(.*?(?:19|20)\d{2}\b[^:]{0,30}?):\s+\S/u.exec(line)?.[1] ?? line;
  if (!date || head.split(/\s+/).length > 25 || /^(?:i|my|at)\s/i.test(line)) return null;
  // "B.S. Marketing, University of Georgia, May 2025": a degree with its date, not a job.
  if (DEGREE_FIRST.test(line) && /\b(?:University|College|School|Institute|Academy)\b/.test(line)) return null;
  // "Installed 25 solar PV systems since 2022": a statement with a date, not a job.
  if (/^\p{L}+ed\s/u.test(line) && !hasTitleNoun(line.slice(0, date.index))) return null;
  // "Personal licence holder since 2023", "CSCS card (exp. 2027)", "ACCA qualified 2023": a credential with its
  // date, not a job.
  if (
    /\b(?:licen[cs]e\s+holder|licen[cs]e|certificate|certification|certified|registered|qualified|card)\b/i.test(
      line.slice(0, date.index),
    ) &&
    line.slice(0, date.index).trim().split(/\s+/).length <= 5 &&
    !/,/.test(line.slice(0, date.index))
  )
    return null;
  const current = IS_NOW.test(date[0]);
  const yearsSaid = (date[0].match(/(?:19|20)\d{2}/g) ?? []).map(Number);
  const from = yearsSaid.length ? Math.min(...yearsSaid) : undefined;
  const to = current ? new Date().getFullYear() : yearsSaid.length ? Math.max(...yearsSaid) : undefined;
  // "2016–now: Roofer at Slate & Co": a line that opens with its dates gives the job after a colon.
  const before = line.slice(0, date.index);
  const after = line.slice(date.index + date[0].length);
  let text = `${before} | ${before.trim() ? after : after.replace(/^\s*[:|,—–-]\s*/, "")}`.replace(
    /^\s*[\p{L} -]{2,20}:\s+/u,
    "",
  );
  let rest = "";
  // "2022-2025 - Front desk at Hotel Roma, Rome. Check-in and check-out, ...": the sentences after the job's own
  // are what was done there.
  const told = /(?<!\b(?:St|Dr|Mt|Ft|Mr|Mrs|Ms|No|Co))\.\s+(?=\p{Lu}\p{Ll}*[\s,-]\S)/u.exec(text);
  if (told && told.index > 3 && text.slice(0, told.index).replace(/[^\p{L}]/gu, "").length > 3) {
    rest = text.slice(told.index + told[0].length);
    text = text.slice(0, told.index);
  }
  const colon = /:\s+(.{12,})$/.exec(text);
  if (colon) {
    rest = [colon[1]!, rest].filter(Boolean).join(". ");
    text = text.slice(0, colon.index);
  }
  text = text.replace(/\([^)]*\)/g, " ");
  const parts = text
    .split(SEPARATORS)
    .map((p) => p.replace(/^[\s|,—–-]+|[\s|,—–-]+$/g, "").trim())
    .filter((p) => p && !/^\d+(?:st|nd|rd|th)?\s+grade$/i.test(p));
  // A lower-case part is a statement ("led a team of 4 ..."), unless it is a title typed in lower case ("forklift
  // driver / warehouse operative").
  const verbPart = parts.findIndex(
    (p, i) =>
      (/^\p{Ll}+(?:ed|ing)?\s/u.test(p) &&
        p.split(" ").length > 3 &&
        (/^\p{Ll}+(?:ed|ing)\s/u.test(p) || !hasTitleNoun(p))) ||
      // "Cleaner, Holiday Inn (2022-2025) - cleaning rooms, changing beds, restocking": a list of -ing work.
      (i > 0 && /^\p{Ll}+ing\s\p{Ll}/u.test(p) && parts.length - i >= 2 && !hasTitleNoun(p)),
  );
  if (verbPart >= 0) rest = [parts.splice(verbPart).join(", "), rest].filter(Boolean).join(" ");
  if (parts.join(" ").split(/\s+/).length > 14) return null;
  const at = parts.findIndex((p) => /^.+\sat\s\p{Lu}/u.test(p) && hasRoleNoun(p.split(/\sat\s/)[0]!));
  if (at >= 0) parts.splice(at, 1, ...parts[at]!.split(/\sat\s/));
  // "Front desk at Sunny Smiles Dental": a short place of work before "at" (no job title) leaves the employer.
  const placeOfWork = parts.findIndex(
    (p) => /^[\p{L} ]{2,25}\sat\s\p{Lu}/u.test(p) && p.split(/\sat\s/)[0]!.split(" ").length <= 3 && !hasRoleNoun(p),
  );
  if (at < 0 && placeOfWork >= 0)
    parts.splice(
      placeOfWork,
      1,
      parts[placeOfWork]!.split(/\sat\s/)
        .slice(1)
        .join(" at "),
    );
  // "Coldwell Banker, Tampa — Sales Agent": the part before a place is the employer, even when it looks like a title.
  const placeAt = parts.findIndex(
    (p, i) =>
      i > 0 &&
      (LOCATION.test(p) || /^\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?$/u.test(p)) &&
      !hasTitleNoun(p) &&
      hasTitleNoun(parts[i - 1]!) &&
      parts.some((q, j) => j > i && hasTitleNoun(q)),
  );
  // ("Dulux Decorator Centre": a name ending in a word for a place of business is the employer, not a title.)
  const titleIndex = parts.findIndex(
    (p, i) =>
      hasTitleNoun(p) &&
      p.split(" ").length <= 7 &&
      i !== placeAt - 1 &&
      !/\s(?:Centre|Center|Ltd|Limited|Inc|LLC|plc|PLC|Group|Bank|Hospitals?|Trust|Council)$/.test(p),
  );
  const title = titleIndex >= 0 ? parts[titleIndex]! : "";
  const candidate = (p: string, i: number) => i !== titleIndex && !LOCATION.test(p) && p.split(" ").length <= 6;
  // "head chef - trattoria sole, leeds - 2020-now": a line typed all in lower case names its employer after the title.
  const lowerLine = !/\p{Lu}/u.test(line) && titleIndex >= 0;
  let employer =
    (placeAt > 0 ? parts[placeAt - 1] : undefined) ??
    // "Staff Nurse, A&E, Royal London Hospital": the organisation, not the department before it.
    parts.find((p, i) => candidate(p, i) && EMPLOYER_WORD.test(p)) ??
    organisation(parts.filter((p, i) => candidate(p, i) && /\p{Lu}/u.test(p))) ??
    (lowerLine ? titleCased(parts.find((p, i) => i > titleIndex && candidate(p, i)) ?? "") : "");
  if (!title && !employer) return null;
  // "Tesco and Asda deliveries for Wincanton 2015-2025": the work done for an employer, not the employer's name.
  const forWhom = /^(\S.{3,60}?)\s+for\s+(\p{Lu}[\p{L}&'’. -]{1,40})$/u.exec(employer);
  if (!title && forWhom && !EMPLOYER_WORD.test(forWhom[1]!)) {
    rest = [forWhom[1]!, rest].filter(Boolean).join(". ");
    employer = forWhom[2]!.trim();
  }
  // "Self-employed since 2019": a way of working, not an employer to name ("at Self-employed").
  // (Nor is "Ran my own business 2016-2023 with 2 apprentices": a sentence about the candidate's own work, opened by a
  // verb or naming "my own".)
  const own =
    /^(?:self[- ]employed|freelance|freelancer|independent|sole trader|contractor)$/i.test(employer) ||
    /\bmy own\b|^(?:ran|run|running|owned|own|started|founded|set up|worked|work|working|managed)\b/i.test(employer);
  return { title: unshout(title), employer: own ? "" : unshout(employer), current, rest, from, to };
}

/** True when the text is a job line ("Forklift operator / picker at FastShip DC, 2020-now"). */
export const isJobLine = (text: string): boolean => parseRoleLine(text) !== null;

/**
 * "Senior Accountant, PwC, 2018–2022; Financial Controller, Brewdog, 2022–present": the jobs one line lists, each ending
 * on its own date range and followed by a separator and a capital. A line that does not split cleanly into job lines
 * (two spells of one job, a date inside a statement) stays whole.
 */
function splitRoleLine(line: string): string[] {
  const dates = new RegExp(DATE_RANGE.source, "gi");
  const parts: string[] = [];
  let start = 0;
  for (let m = dates.exec(line); m; m = dates.exec(line)) {
    const sep = /^\s*\)?\s*(?:[;,|·.]|\s[—–-])\s*(?=\p{Lu})/u.exec(line.slice(m.index + m[0].length));
    if (!sep) continue;
    const end = m.index + m[0].length;
    parts.push(line.slice(start, end + (/^\s*\)/.test(sep[0]) ? sep[0].indexOf(")") + 1 : 0)));
    start = end + sep[0].length;
  }
  if (!parts.length) return [line];
  parts.push(line.slice(start));
  const trimmed = parts.map((p) => p.replace(/^[\s;,|·.]+|[\s;,|·]+$/g, ""));
  return trimmed.every((p) => DATE_RANGE.test(p) && parseRoleLine(p)) ? trimmed : [line];
}

/** A title-only line ("Staff Nurse, Medical-Surgical Unit") that a following employer-and-date line completes. */
export function titleLine(line: string): string {
  if (DATE_RANGE.test(line) || line.split(/\s+/).length > 14 || /^(?:I|I['’]m|I am|My|We)\b/.test(line)) return "";
  const first = line
    .split(SEPARATORS)[0]!
    .replace(/\([^)]*\)/g, "")
    .split(/\s(?:with|who|moving|specializing|seeking|focused|at|\d+\+?\s*(?:years?|yrs?))\b/i)[0]!
    .replace(/[.:]$/, "")
    .replace(/\s+(?:for|in|of|and)$/i, "")
    .trim();
  // The title's head is its last word ("Staff Nurse", "Executive Assistant to the CEO"), never a verb line's object.
  const head =
    first
      .split(/\s(?:to|of|for|in)\s/i)[0]!
      .split(/\s+/)
      .pop() ?? "";
  const lead = first.split(/\s+/)[0]!.toLowerCase();
  // "Managed a team of 4" is a statement; "Marketing Manager", "Nursing Assistant" are titles.
  if (verbOf(lead) && verbOf(lead)!.base !== lead && !(/ing$/.test(lead) && first.split(" ").length <= 4)) return "";
  return hasRoleNoun(head) && first.split(" ").length <= 6 && !/^\p{Ll}/u.test(first) ? unshout(first) : "";
}

export function stripBullet(line: string): { text: string; bullet: boolean } {
  const m = /^\s*(?:[-*•●▪◦–—·>]|\d{1,2}[.)](?=\s))\s*/.exec(line);
  return m ? { text: line.slice(m[0].length).trim(), bullet: true } : { text: line.trim(), bullet: false };
}

interface ResumeLayout {
  lines: ResumeLine[];
  roles: Role[];
}

/**
 * "menu planning, food cost control, kitchen team of 6": a line of short noun items, complete at its end (the next
 * line is an item of its own). A statement that holds a list ("Managed budgets, vendors, ...") starts with a verb.
 */
function nounList(line: string): boolean {
  const items = stripBullet(line).text.split(/,\s*/);
  const first = items[0]!.trim().split(/\s+/)[0] ?? "";
  return (
    items.length >= 3 && !/,\s*$/.test(line) && items.every((i) => i.trim().split(/\s+/).length <= 5) && !verbOf(first)
  );
}

/** Hard-wrapped prose lines joined again ("I rebuilt\nthe onboarding flow"). */
export function unwrap(plain: string): string {
  const out: string[] = [];
  const all = plain.split("\n").filter((l) => l.trim());
  // A resume typed all in lower case ("mike dawson", "forklift driver ...") starts its lines in lower case: that
  // says nothing about a line going on from the one before.
  const lowerResume = all.length >= 3 && all.filter((l) => /^\s*\p{Ll}/u.test(l)).length * 3 >= all.length * 2;
  // A hard wrap cuts a line near the text's width: a line well short of the longest one ended where its writer ended
  // it ("processing invoices in Xero, about 300 a month" / "diary management for 4 partners" are two statements).
  const width = Math.max(0, ...all.map((l) => l.trim().length));
  for (const line of plain.split("\n")) {
    const prev = out[out.length - 1];
    // A hard wrap leaves a long line behind; a short one, or a job line ending on its dates ("... since 2022",
    // "2021 to present"), is complete.
    const wrapped =
      prev !== undefined &&
      !lowerResume &&
      prev.length >= 40 &&
      prev.trim().length >= width * 0.75 &&
      !/(?:\b(?:19|20)\d{2}|\b(?:present|now|current|today)|\))\s*$/i.test(prev);
    // A line cannot end on "in" or "the": the sentence goes on, whatever the next line starts with.
    const cut =
      prev !== undefined &&
      /\s(?:in|at|of|the|a|an|and|to|for|with|from|since|as|by|on)$/i.test(prev) &&
      !stripBullet(line).bullet;
    const joins =
      prev !== undefined &&
      (cut ||
        (wrapped &&
          /^\p{Ll}/u.test(line) &&
          !/[.!?:;]$/.test(prev) &&
          prev.split(/\s+/).length >= 6 &&
          !nounList(prev))) &&
      !CONTACT.test(prev);
    // ("... used by 40 store managers" / "variance analysis for £12m ...": a joined pair that reads as two items run
    // together stays two lines.)
    if (joins && (cut || !runsOn(`${prev} ${line.trim()}`))) out[out.length - 1] = `${prev} ${line}`;
    else out.push(line);
  }
  return out.join("\n");
}

/**
 * "Tom Becker — barista and shift supervisor at Grind Coffee (3 years).", "Before that: retail assistant at H&M (1
 * year).": a job said as "<title> at <Employer>" with how long it lasted instead of its dates (a paragraph resume). The
 * first such job is the current one, unless it says it came before.
 */
function durationRole(line: string, first: boolean): ParsedRole | null {
  const m =
    /^(?:.{2,40}?\s[—–|-]\s+)?(?:(before that|previously|prior to that|earlier)[:,]?\s+)?(?:(?:i\s+(?:was|am|worked as|work as)\s+)?an?\s+)?([\p{L}][\p{L}' -]{1,50}?)\s+at\s+(\p{Lu}[\p{L}&'’. -]{0,40}?)\s*\((?:about\s+|over\s+)?(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\+?\s*(?:years?|yrs?|months?)\)[.;]?$/iu.exec(
      line.trim(),
    );
  if (!m || !hasRoleNoun(m[2]!.split(/\s+/).pop()!)) return null;
  return { title: m[2]!.trim(), employer: m[3]!.trim(), current: first && !m[1], rest: "" };
}

/** "12 years. Eddie Stobart": years before an employer are a note, not part of its name. */
const YEARS_NOTE = /^(?:about\s+|over\s+)?\d+\+?\s+(?:years?|yrs)\.?\s+(?=\p{Lu})/u;

/** "Last job Eddie Stobart 2017-2025", "Previous employer: Asda": a label before an employer is no part of its name. */
const JOB_LABEL =
  /^(?:my\s+)?(?:last|latest|previous|current|most recent|present|first)\s+(?:job|role|employer|position|company|workplace)(?:\s+(?:was|is))?[:,]?\s+(?=\p{Lu})/iu;

/**
 * "Fintech startup Moneta", "agency Fuzzco", "charity Macmillan Cancer Support": a lower-case word for the kind of
 * employer (after up to three words of its sector) describes it; the name is what follows ("At Moneta, ...", never
 * "At Fintech startup Moneta, ..."). ("Studio Northern", "Bank of Ireland": a capitalised word is part of a name.)
 */
const EMPLOYER_KIND =
  /^(?:(?:an?|the)\s+)?(?:[\p{L}&+-]+\s+){0,3}?(?:start-?ups?|scale-?ups?|agency|agencies|charity|consultancy|firm|company|brand|retailer|bank|gastropub|pub|restaurant|bistro|caf[eé]|hotel|non-?profit|studio|practice|clinic|manufacturer|supplier|distributor|chain|provider|platform|insurer|subcontractor|contractor|housebuilder|wholesaler|e-?commerce site|marketplace)\s+(?=\p{Lu}|\d)(?!(?:Ltd|Limited|Inc|LLC|PLC|plc|Co|Group|UK|US)\b)/u;

const employerName = (employer: string) =>
  employer.replace(YEARS_NOTE, "").replace(JOB_LABEL, "").replace(EMPLOYER_KIND, "");

/** Lines with their section and job; job lines become roles and are not statement lines. */
export function layoutOf(plain: string): ResumeLayout {
  const lines: ResumeLine[] = [];
  const roles: Role[] = [];
  let section: Section = "top";
  let pendingTitle = "";
  /** The job the lines below belong to (-1: none, or not known). */
  let owner = -1;
  /** The job was said in a sentence of a paragraph ("... at Grind Coffee (3 years)."): only action lines are its work. */
  let saidInProse = false;
  for (const raw of unwrap(plain).split("\n")) {
    if (!raw.trim()) continue;
    const { text, bullet } = stripBullet(raw);
    const heading = headingOf(text);
    if (heading) {
      section = heading;
      continue;
    }
    // "SKILLS: a, b" / "Certifications: x" label lines keep their own section.
    const label = /^([\p{L} ]{3,30}):\s*(.*)$/u.exec(text);
    const labelled = label ? headingOf(label[1]!) : null;
    if (labelled && labelled !== "experience") {
      if (label![2]) lines.push({ text: label![2], section: labelled, role: -1, bullet, title: false });
      continue;
    }
    const jobLines = !bullet && section !== "education" && section !== "skills" ? splitRoleLine(text) : [text];
    if (jobLines.length > 1) {
      for (const job of jobLines) {
        const r = parseRoleLine(job)!;
        roles.push({
          title: r.title,
          employer: employerName(r.employer),
          current: r.current,
          from: r.from,
          to: r.to,
        });
        if (r.rest)
          lines.push({ text: r.rest, section: "experience", role: roles.length - 1, bullet: true, title: false });
      }
      if (section === "top" || section === "summary") section = "experience";
      pendingTitle = "";
      // The lines under a line of several jobs may belong to any of them: they name no employer.
      owner = -1;
      continue;
    }
    const role =
      !bullet && section !== "education" && section !== "skills"
        ? (parseRoleLine(text) ?? durationRole(text, roles.length === 0))
        : null;
    // "Career break 2018–2024 (raising my children)": time away, not an employer.
    if (
      role &&
      /^(?:career break|gap year|sabbatical|parental leave|maternity leave|paternity leave|travel(?:l?ing)?|caring responsibilities)\b/i.test(
        `${role.employer} ${role.title}`.trim(),
      )
    ) {
      if (role.rest) lines.push({ text: role.rest, section, role: -1, bullet: true, title: false });
      continue;
    }
    if (role) {
      // "HGV Class 1 driver, 12 years. Eddie Stobart 2015-2024": the years are a note, the employer follows them.
      role.employer = employerName(role.employer);
      roles.push({
        title: role.title || pendingTitle,
        employer: role.employer,
        current: role.current,
        from: role.from,
        to: role.to,
      });
      owner = roles.length - 1;
      saidInProse = !role.from && !role.to && !DATE_RANGE.test(text);
      if (section === "top" || section === "summary") section = "experience";
      pendingTitle = "";
      if (role.rest) lines.push({ text: role.rest, section, role: owner, bullet: true, title: false });
      continue;
    }
    const title = bullet ? "" : titleLine(text);
    pendingTitle = title;
    // "Comfortable with Excel and Google Sheets." after a job said in prose is about the candidate, not that job.
    const first = text.split(/\s+/)[0]!.toLowerCase();
    const action = /^\p{Ll}+ed$/u.test(first) || verbOf(first)?.past === first;
    // (A bullet under such a job is its duty: "Waitress at Hotel Metropol (4 years)" / "- take orders".)
    lines.push({ text, section, role: saidInProse && !action && !bullet ? -1 : owner, bullet, title: title !== "" });
  }
  return { lines, roles };
}
