/**
 * Who the email is for: a person ("my manager Sam", "Dr. Okafor", "recruiter Jenna"), an organisation ("the client
 * (Hartley Logistics)", "Meridian Bank"), a group ("the team", "parents") or an institution ("the airline").
 */
import nlp from "compromise";
import { PROBLEM_WORDS, type Recipient } from "./email-generator.model";
import { isNameWord, lexiconTags } from "./email-generator.text";
import { termsOf } from "../../shared/text/tagged-terms";

/** Family words for a woman or a girl, and for a man or a boy ("partner" is either). */
export const KIN_SHE = "daughter|wife|mother|mum|mom|sister|girlfriend|aunt|grandmother|grandma|niece|girl|partner";
export const KIN_HE = "son|husband|father|dad|brother|boyfriend|uncle|grandfather|grandpa|nephew|boy|partner";

/** Words for one person the email may be written to. */
export const PERSON_ROLES =
  "cousin|aunt|uncle|brother|sister|mom|mum|dad|mother|father|grandma|grandpa|grandmother|grandfather|niece|nephew|wife|husband|fiancée?|girlfriend|boyfriend|godmother|godfather|hiring manager|project manager|account manager|office manager|property manager|team lead|line manager|manager|boss|supervisor|client|customer|colleague|coworker|co-worker|teammate|team mate|workmate|classmate|recruiter|partner|landlord|landlady|professor|teacher|tenant|vendor|supplier|contractor|investor|mentor|director|ceo|cto|cfo|coo|founder|editor|doctor|coach|neighbou?r|friend|prospect|candidate|owner|principal|dean|advisor|adviser|tutor|accountant|lawyer|agent|realtor|plumber|receptionist|assistant|intern|direct report|report|mentee|host|organi[sz]er|speaker|admin|contact|interviewer|lead|buyer|seller|architect|designer|developer|engineer|scientist|researcher|analyst|journalist|writer|photographer|marketer|consultant|officer|coordinator|representative|rep|chef|nurse|trainer|instructor|therapist|dentist|vet|pharmacist|librarian|caretaker|cleaner|gardener|electrician|builder|mechanic|hire|starter|joiner|trainee|apprentice|graduate|employee|patient|student|guest|printer|caterer|florist|translator|tailor|decorator|roofer|locksmith|painter|carpenter|handyman|installer|technician|bookkeeper|babysitter|nanny|driver";
/** Words for a group of readers. */
const GROUP_ROLES =
  "board of trustees|board of governors|board of directors|trustees|governors|directors|shareholders|donors|supporters|sponsors|patients|families|pupils|carers|hiring panel|interview panel|selection panel|selection committee|hiring committee|hiring team|interviewers|panel|whole company|whole team|entire team|team|staff|everyone|everybody|all|employees|colleagues|coworkers|co-workers|customers|clients|parents|students|volunteers|members|residents|tenants|neighbou?rs|partners|investors|board|steering committee|committee|company|department|class|attendees|guests|subscribers|users|participants|applicants|candidates|vendors|suppliers|group|crew|managers|leads|owners|network|contacts|connections|followers|community|friends|office";
/** Organisations and services written to without a person's name. */
const INSTITUTIONS =
  "school office|front office|main office|department office|faculty office|admissions office|registry office|student office|head office|box office|ticket office|front desk|reception desk|service desk|phone company|energy company|water company|gas company|electricity company|broadband provider|internet provider|mobile provider|city council|council|airline|school|venue|hotel|bank|insurer|insurance company|store|shop|restaurant|clinic|hospital|university|college|embassy|gym|customer service|customer support|helpdesk|help desk|dental office|dentist office|dentist's office|dental surgery|dental practice|dentist|doctor's office|doctors office|doctor office|GP surgery|GP practice|medical practice|vet's office|surgery|library|museum|agency|utility company|post office|town hall|city|hoa board|hoa committee|hoa|management company|letting agent|estate agent|courier";
/**
 * "Write to Helios Solar asking for a quote": capitalised words whose last is a common word ("Solar"), followed by the
 * order's participle, name a business.
 */
const commonWord = (w: string) => {
  const tags = termsOf(w.toLowerCase())[0]?.tags ?? [];
  return (
    (tags.includes("Adjective") || tags.includes("Noun")) && !tags.some((t) => /Person|Name|Place|ProperNoun/.test(t))
  );
};
const tradeName = (name: string, after: string) =>
  /\s/.test(name) &&
  // "Ms. Adeyemi about ...": a title names a person, never a business.
  !TITLE.test(name.split(/\s+/)[0]!) &&
  commonWord(name.split(/\s+/).at(-1)!) &&
  /^\s+(?:asking|requesting|about|regarding|to\s+ask)\b/i.test(after);

/** Where a named reader works: a department, or "the print shop", "the design team". */
const PLACE_OF_WORK =
  "HR|IT|finance|accounting|accounts|payroll|legal|facilities|procurement|sales|marketing|operations|support|the\\s+[\\p{Ll}\\s-]+?\\s+(?:team|shop|office|department|store|desk|studio)";

/** Departments ("ask IT", "email HR", "ask accounting"). */
const DEPARTMENTS =
  /^(?:it|hr|accounting|accounts|finance|payroll|legal|facilities|procurement|support|sales|marketing|operations|ops|security|admin|compliance|it support|tech support)$/i;

const ORG_WORD =
  /\b(?:Inc|LLC|Ltd|GmbH|Group|Corp|Corporation|Company|Co|Labs|Systems|Solutions|Partners|Logistics|Health|Healthcare|Bank|Dental|Farms?|Foods|Retail|Studio|Studios|Agency|Media|Technologies|Tech|Consulting|Capital|Industries|Holdings|Services|Software|Analytics|Packaging|Insurance|Airlines?|Clinic|Hospital|University|College|School|Council|Motors|Energy|Pharma|Bakery|Cafe|Café|Restaurant|Roofing|Plumbing|Electrical|Landscaping|Cleaning|Removals|Joinery|Glazing|Scaffolding|Decorating|Hotels?|Resorts?|Roasters|Bistro|Salon|Garage|Builders|Printers|Cleaners|Realty|Properties|Construction|Freight|Shipping|Supplies|Foundation|Institute|Academy|Finance|Financial|Ventures|Networks?|Digital|Design|Marketing|Bio|Robotics|Cloud|Data|Security|Books|Press|Records|Fitness|Gym|Travel|Events|Energy|Water|Electric|Telecom|Mobile|Apps?|Store|Shop|Market|Markets|Trust|Fund|Club|Rail|Railways?|Trains|Airways|Chronicle|Times|Gazette|Herald|Tribune|Magazine)\b/;

const TITLE = /^(?:Dr|Mr|Mrs|Ms|Mx|Prof|Professor|Coach|Doctor|Dean|Judge|Captain|Rev|Sir|Dame)\.?$/;

/** A capitalised name at the start of `text`: one to three capitalised words or initials ("J. K. Adeyemi"), an optional title first. */
const WORD = "(?:\\p{Lu}\\.(?=\\s+\\p{Lu})|\\p{Lu}[\\p{L}&-]*(?:['’]\\p{Lu}[\\p{L}-]*)?)";
const NAME_AT = new RegExp(
  `^((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof|Professor|Coach|Doctor|Dean)\\.?\\s+)?${WORD}(?:\\s+(?:&\\s+)?${WORD}){0,3})(?=$|[\\s,.;:!?()'’])`,
  "u",
);

const NOT_NAMES = new Set(
  "I I'm I'll I'd The A An My Our We You They He She It This That Please Also And But Then Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July August September October November December Dear Hi Hello Thanks Thank Ask Tell Let Email Write Remind Invite Keep Make Hey Sorry Congrats Urgent".split(
    " ",
  ),
);

export function emptyRecipient(): Recipient {
  return { name: null, role: null, org: null, group: false, institution: false, pronoun: null };
}

/** Whether a capitalised phrase names an organisation rather than a person. */
export function isOrg(phrase: string): boolean {
  if (ORG_WORD.test(phrase) || /&/.test(phrase)) return true;
  // "The Larkspur", "The Crown": a venue or a business that takes "The" in its name, never a person.
  if (/^The\s+\p{Lu}/u.test(phrase)) return true;
  const words = phrase.split(/\s+/);
  if (TITLE.test(words[0]!)) return false;
  // "FastFreight", "BuildRight", "GreenLeaf": inner capitals.
  if (words.length === 1 && /^\p{Lu}\p{Ll}+\p{Lu}/u.test(phrase)) return true;
  const first = lexiconTags(words[0]!.toLowerCase());
  if (first && /FirstName|MaleName|FemaleName|Person/.test(first)) return false;
  if (words.length > 1 && first && /Place|Organization|Company/.test(first)) return true;
  // "Greenway Florists", "Oakridge Builders": a trade in the plural after a word that is no first name.
  if (words.length > 1 && !first) {
    const last = (nlp(words.at(-1)!.toLowerCase()).json() as { terms: { tags: string[] }[] }[])[0]?.terms[0]?.tags;
    if (last?.includes("Plural") && last.includes("Noun") && !last.includes("Person")) return true;
  }
  return false;
}

/** "he"/"she" for a first name the lexicon knows. */
export function pronounOf(name: string): "he" | "she" | null {
  if (/\s(?:and|&)\s/.test(name)) return null;
  const first = name
    .replace(/^(?:Dr|Mr|Mrs|Ms|Mx|Prof|Professor|Coach|Doctor|Dean)\.?\s+/, "")
    .split(/\s+/)[0]!
    .toLowerCase();
  if (/^(?:mr|sir)$/i.test(name.split(/[\s.]/)[0]!)) return "he";
  if (/^(?:mrs|ms|dame)$/i.test(name.split(/[\s.]/)[0]!)) return "she";
  const tag = lexiconTags(first) ?? "";
  return /MaleName/.test(tag) ? "he" : /FemaleName/.test(tag) ? "she" : null;
}

/** A name at the start of `text` (not a common word or a day): the name and the rest. */
function takeName(text: string, afterPersonRole = false): { name: string; rest: string } | null {
  const m = text.match(NAME_AT);
  if (!m) return null;
  let name = m[1]!;
  // "Sam Friday" / "Jake for": stop at a word that is not a name.
  const words = name.split(/\s+/);
  const keep: string[] = [];
  for (const w of words) {
    // After a first name, any capitalised word but a day, a month or a sentence word belongs to the name ("Tom Baker").
    if (keep.length && (NOT_NAMES.has(w) || (!TITLE.test(keep[0]!) && keep.length >= 3))) break;
    keep.push(w);
  }
  name = keep.join(" ").replace(/\s*&$/, "");
  if (
    !name ||
    NOT_NAMES.has(name.split(" ")[0]!) ||
    (/^\p{Lu}+$/u.test(name) && name.length <= 3 && !DEPARTMENTS.test(name))
  )
    return null;
  // "ask Maya if she can ...": a capitalised word the lexicon calls a noun is a name when a person's pronoun follows,
  // or where they work ("Leo in IT", "Marco from the print shop").
  // (And a capitalised word right after a person's role is their name: "my manager Leo if I can ...".)
  const person =
    (afterPersonRole && name.split(" ").length === 1) ||
    /^\s+(?:if|whether)\s+(?:she|he)\b/.test(text.slice(name.length)) ||
    new RegExp(`^\\s+(?:in|from)\\s+(?:${PLACE_OF_WORK})\\b`, "u").test(text.slice(name.length)) ||
    // "Leo at Northgate", "Kim from Brightwave": a one-word name, then the organisation they work at.
    (!name.includes(" ") && /^\s+(?:at|from)\s+\p{Lu}\p{Ll}/u.test(text.slice(name.length))) ||
    tradeName(name, text.slice(name.length));
  if (!TITLE.test(name.split(" ")[0]!) && !isNameWord(name.split(" ")[0]!) && !ORG_WORD.test(name) && !person)
    return null;
  // "thank Mark and Ellie for ...": two people, both the readers ("Hi Mark and Ellie,").
  const pair = /^\s+(?:and|&)\s+(\p{Lu}\p{Ll}+)(?=$|[\s,.;:!?])/u.exec(text.slice(name.length));
  const personName = (w: string) => Boolean(pronounOf(w)) || (isNameWord(w) && !/^\p{Lu}{2,}/u.test(w));
  if (
    pair &&
    !name.includes(" ") &&
    personName(name) &&
    personName(pair[1]!) &&
    (pronounOf(name) || pronounOf(pair[1]!))
  )
    return { name: `${name} and ${pair[1]}`, rest: text.slice(name.length + pair[0].length) };
  return { name, rest: text.slice(name.length) };
}

interface RecipientRead {
  found: boolean;
  recipient: Partial<Recipient>;
  rest: string;
  /** What a relative clause said about the reader ("who spoke at the PyData meetup"), for the email. */
  about: string | null;
  /** The question the reader asked ("the customer who asked if we ship to Canada" -> "we ship to Canada"). */
  asked?: string;
}

const ROLE_RE = new RegExp(
  `^(?:(?:my|our|the|a|an|this|that|your|his|her|their|all)\\s+)?((?:(?!(?:about|for|to|that|with|on|if|and|asking|at)\\b)[\\p{L}\\p{N}-]+(?:['’]s)?\\s+){0,2}?)(${INSTITUTIONS}|team lead|team leader|line manager|hiring manager|project manager|account manager|office manager|property manager|${GROUP_ROLES}|${PERSON_ROLES})\\b(?!\\s+(?:owners?|managers?|staff|employees|workers|agency|agencies|firm|company|companies|studio|organi[sz]ation|network|portal)\\b)(['’]s)?`,
  "iu",
);

/** Reads a parenthesis or apposition after a role: "(Hartley Logistics)", "(Hannah)", ", Sam,". */
function takeAfterRole(rest: string, r: Partial<Recipient>): string {
  let t = rest;
  const paren = t.match(/^\s*\(([^)]{2,60})\)/);
  if (paren) {
    const inside = paren[1]!.trim();
    if (isOrg(inside) || inside.split(/\s+/).length > 2) r.org = inside;
    else r.name = inside;
    return t.slice(paren[0].length);
  }
  const at = t.match(
    /^\s+(?:at|from|of)\s+((?:the\s+)?\p{Lu}[\p{L}\p{N}&.'’-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}\p{N}&.'’-]*)*)/u,
  );
  if (at) {
    r.org = at[1]!;
    t = t.slice(at[0].length);
  }
  // "a data engineer named Kofi I found on LinkedIn": the name, and where the writer found them.
  const named = t.match(
    /^,?\s+(?:named|called)\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)(?:\s+(?:who\s+|whom\s+|that\s+)?I\s+(?:found|saw|spotted|came across|met)\s+(?:on|at|through|via)\s+\p{Lu}[\p{L}]+)?/u,
  );
  if (named && !r.name && !NOT_NAMES.has(named[1]!.split(" ")[0]!)) {
    r.name = named[1]!;
    return t.slice(named[0].length);
  }
  // "my coworker jess asking ...": a first name typed in lower case.
  const low = t.match(/^,?\s+(\p{Ll}{2,})(?=\s+(?:asking|to|about|for|that|if|whether|and|who|,)|[,.]?$)/u);
  if (low && /FirstName|MaleName|FemaleName/.test(lexiconTags(low[1]!) ?? "") && !r.name) {
    r.name = low[1]![0]!.toUpperCase() + low[1]!.slice(1);
    return t.slice(low[0].length);
  }
  const n = t.replace(/^,?\s+/, "").match(NAME_AT);
  if (n && !r.name) {
    const named = takeName(
      t.replace(/^,?\s+/, ""),
      new RegExp(`^(?:${PERSON_ROLES})$`, "i").test(r.role ?? "") &&
        !/^(?:client|customer|partner|vendor|supplier|contractor|prospect|investor|owner|agent|landlord)$/i.test(
          r.role ?? "",
        ),
    );
    if (named) {
      const business =
        /\b(?:client|customer|partner|supplier|vendor|contractor|prospect|investor|company|firm|agency|landlord)$/i.test(
          r.role ?? "",
        );
      // "the client Ravi": a person unless the words name a company ("the client Hartley Logistics", "the vendor FastFreight").
      if (
        isOrg(named.name) ||
        (business &&
          /^(?:vendor|supplier|contractor|company|firm|agency)$/i.test(r.role ?? "") &&
          !pronounOf(named.name) &&
          !TITLE.test(named.name.split(" ")[0]!) &&
          named.name.split(" ").length === 1)
      )
        r.org ??= named.name;
      else r.name = named.name;
      t = named.rest.replace(/^,(?=\s)/, "");
      const place = t.match(/^\s+(?:at|from|of)\s+(\p{Lu}[\p{L}&.'’-]*(?:\s+\p{Lu}[\p{L}&.'’-]*)*)/u);
      if (place) {
        r.org ??= place[1]!;
        t = t.slice(place[0].length);
      }
    }
  }
  return t;
}

/**
 * A relative clause about a named reader as a sentence of the email ("who spoke at X" -> "I really enjoyed your talk
 * at X", "who downloaded our whitepaper" -> "Thank you for downloading our whitepaper"). Other relative clauses
 * ("who wants to join ...") are left for the reader of the clause.
 */
/** A problem a reader reports ("stopped working", "arrived damaged", "was charged twice"). */
const REPORTED_PROBLEM = new RegExp(String.raw`\b(?:${PROBLEM_WORDS})\b`, "i");

function relativeAbout(rest: string): { about: string | null; rest: string; asked?: string } {
  // "Lena Fischer whose GitHub work on pgx impressed us" -> "Your GitHub work on pgx impressed us".
  const whose = rest.match(/^,?\s*whose\s+([^,;:]+?)(?=,|;|:|$)/i);
  // "whose open source work we liked" -> "We liked your open source work".
  const fronted = whose?.[1]!.trim().match(/^(.+?)\s+(we|I)\s+(\p{Ll}+(?:\s+\p{Ll}+)?)$/u);
  if (whose && fronted)
    return {
      about: `${fronted[2] === "I" ? "I" : "We"} ${fronted[3]} your ${fronted[1]}`,
      rest: rest.slice(whose[0].length),
    };
  if (whose) return { about: `Your ${whose[1]!.trim()}`, rest: rest.slice(whose[0].length) };
  // ("a product designer I met at Config": the relative pronoun is often left out.)
  const m = rest.match(/^,?\s*(?:(?:who|whom|that)\s+|(?=I\s+met\s))([^,;:]+?)(?=,|;|:|$)/i);
  if (
    !m ||
    !/^(?:spoke|presented|gave|talked|I\s+met|wrote|published|posted|downloaded|read|attended|registered|signed up|visited|asked|emailed|called|wrote in|says|said|reports|reported|complains|complained|wants to|would like to|wishes to|hopes to|is hoping to|is asking to)\b/i.test(
      m[1]!.trim(),
    )
  )
    return { about: null, rest };
  const clause = m[1]!.trim();
  const after = rest.slice(m[0].length);
  let about: string | null = null;
  let x: RegExpMatchArray | null;
  if ((x = clause.match(/^(?:spoke|presented|gave (?:a|the) talk|talked|gave a presentation)\s+(.+)$/i)))
    about = `I really enjoyed your talk ${x[1]}`;
  else if ((x = clause.match(/^I\s+met\s+(.+)$/i))) about = `It was great to meet you ${x[1]}`;
  else if ((x = clause.match(/^(?:wrote|published|posted)\s+(.+)$/i)))
    about = `I really enjoyed ${x[1]!.replace(/^(?:the|an?)\s+/i, "your ")}`;
  else if ((x = clause.match(/^(downloaded|read|attended|registered for|signed up for|visited)\s+(.+)$/i))) {
    const ing: Record<string, string> = {
      downloaded: "downloading",
      read: "reading",
      attended: "attending",
      "registered for": "registering for",
      "signed up for": "signing up for",
      visited: "visiting",
    };
    about = `Thank you for ${ing[x[1]!.toLowerCase()]} ${x[2]}`;
  } else if ((x = clause.match(/^(?:says|said|reports|reported|complains|complained)\s+(?:that\s+)?(.+)$/i))) {
    // "a customer who says her blender stopped working": what the reader reported, answered as such.
    const told = x[1]!
      .replace(/\b(?:she|he|they)\s+(?:was|were)\b/gi, "you were")
      .replace(/\b(?:she|he|they)\s+(?:is|are)\b/gi, "you are")
      .replace(/\b(?:she|he|they)\s+(?:has|have)\b/gi, "you have")
      .replace(/\b(?:she|he|they)\b/gi, "you")
      .replace(/\b(?:her|his|their)\b/gi, "your");
    about = `${REPORTED_PROBLEM.test(told) ? "I am sorry to hear that" : "Thank you for letting us know that"} ${told}`;
  } else if ((x = clause.match(/^(?:wants|would like|wishes|hopes|is hoping|is asking)\s+to\s+(.+)$/i))) {
    // "a customer who wants to return a jacket after 45 days": what the reader asked for, acknowledged to them.
    about = `I understand that you would like to ${x[1]!.replace(/\b(?:her|his|their)\b/gi, "your")}`;
  } else if ((x = clause.match(/^asked\s+(?:if|whether|about)\s+(.+)$/i)))
    return { about: null, rest: after, asked: x[1]! };
  return { about, rest: after };
}

/** Reads a reader at the start of `text` ("my manager Sam", "the client (Acme)", "them", "Priya Natarajan at Brightline"). */
/** A reader found, with what a relative clause after it says ("who spoke at X") read from the rest. */
function foundWith(r: Partial<Recipient>, after: string): RecipientRead {
  const rel = relativeAbout(after);
  return {
    found: true,
    recipient: r,
    rest: rel.rest.replace(/^[,:]?\s*/, ""),
    about: rel.about,
    ...(rel.asked ? { asked: rel.asked } : {}),
  };
}

export function takeRecipient(text: string): RecipientRead {
  const rest = text.trimStart();
  const r: Partial<Recipient> = {};
  // ("everyone in the department to ...", "everybody at the Leeds office ...": where they are belongs to the reader.)
  const pronoun = rest.match(
    /^(them|him|her|everyone|everybody|all of them|us|me)\b(?:\s+(?:in|at|from|on)\s+(?:the|our|my)\s+(?:[\p{L}\p{N}'’-]+\s+){0,2}?[\p{L}\p{N}'’-]+(?=\s+(?:to|that|about|for)\b))?/iu,
  );
  if (pronoun) {
    const p = pronoun[1]!.toLowerCase();
    if (p === "him") r.pronoun = "he";
    else if (p === "her") r.pronoun = "she";
    else if (p === "them") r.pronoun = "they";
    else if (/^every|^all/.test(p)) r.group = true;
    return {
      found: !/^(?:us|me)$/.test(p),
      recipient: r,
      rest: rest.slice(pronoun[0].length).trimStart(),
      about: null,
    };
  }
  const dept = rest.match(
    /^(?:the\s+)?(IT|HR|[Hh]r|it support|tech support|IT support|accounting|accounts|finance|payroll|legal|facilities|procurement|reception|front desk|help ?desk|service desk)(?:\s+(?:team|department|dept|helpdesk|help desk|desk|office))?\b(?!\s+(?:managers|directors|leads|professionals|people|staff|teams)\b)/,
  );
  if (dept && !/^(?:it|IT)\s+(?:is|was|will|has|to)\b/.test(rest)) {
    // "ask hr ...", "ask reception to ...": a department is greeted as its team ("Hello HR team,").
    const unit = /^hr$/i.test(dept[1]!) ? "HR" : dept[1]!.replace(/^it support$/, "IT support");
    r.role = `${unit} team`;
    r.group = true;
    let t = rest.slice(dept[0].length);
    const paren = t.match(/^\s*\(([^)]{2,40})\)/);
    if (paren) {
      r.name = paren[1]!.trim();
      r.group = false;
      t = t.slice(paren[0].length);
    }
    return { found: true, recipient: r, rest: t.replace(/^[,:]?\s*/, ""), about: null };
  }
  const lead =
    /^\p{Lu}/u.test(rest) && !/^(?:The|My|Our|A|An|This|That|Your|His|Her|Their)\b/.test(rest) ? takeName(rest) : null;
  // "Karen the recruiter for her help", "Sam, our office manager, ...": a name with its role after it.
  const apposed =
    lead && !isOrg(lead.name)
      ? lead.rest.match(
          new RegExp(
            `^,?\\s+(?:the|our|my|your)\\s+((?:[\\p{L}-]+\\s+){0,2}?(?:${PERSON_ROLES})|(?:[\\p{L}-]+\\s+){0,2}?[\\p{L}-]+['’]s\\s+(?:${PERSON_ROLES}))\\b,?`,
            "iu",
          ),
        )
      : null;
  if (lead && apposed) {
    r.name = lead.name;
    // "Mrs. Clarke, my son Leo's teacher": the role is "teacher".
    r.role = apposed[1]!.toLowerCase().replace(/^.*['’]s\s+/, "");
    r.pronoun = pronounOf(lead.name);
    const rel = relativeAbout(lead.rest.slice(apposed[0].length));
    return { found: true, recipient: r, rest: rel.rest.replace(/^[,:]?\s*/, ""), about: rel.about, asked: rel.asked };
  }
  // "the new head of marketing Elena", "our events coordinator Priya Shah": a job the role list does not know, then a
  // first name the lexicon knows.
  const titled =
    /^(?:the|my|our)\s+((?:[\p{Ll}-]+\s+){1,5}?)(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)(?=$|[\s,.;:!?])/u.exec(rest);
  if (titled && !ROLE_RE.test(rest) && pronounOf(titled[2]!) && !NOT_NAMES.has(titled[2]!.split(" ")[0]!)) {
    r.name = titled[2]!;
    r.pronoun = pronounOf(titled[2]!);
    r.role = titled[1]!
      .trim()
      .replace(/^(?:new|former|current)\s+/, "")
      .toLowerCase();
    return foundWith(r, rest.slice(titled[0].length));
  }
  const role = lead && (isOrg(lead.name) || !ROLE_RE.test(rest)) ? null : rest.match(ROLE_RE);
  if (role) {
    const word = role[2]!.toLowerCase();
    const mods = role[1]!.trim().toLowerCase();
    const cleanMods = mods
      .replace(/^(?:new|former|old|prospective|potential|senior|junior|direct|current|future|dear|lovely)\s*/g, "")
      .replace(/^\p{L}+['’]s\s*/u, "");
    r.role = cleanMods && !/^(?:whole|entire)$/.test(cleanMods) ? `${cleanMods} ${word}` : word;
    if (/^(?:whole|entire)\b/.test(mods)) r.role = `${mods} ${word}`;
    if (new RegExp(`^(?:${GROUP_ROLES})$`, "i").test(word)) r.group = true;
    if (new RegExp(`^(?:${INSTITUTIONS})$`, "i").test(word)) r.institution = true;
    let after = rest.slice(role[0].length);
    // "the parents of year 4 that ...", "the members of the chess club about ...", "everyone in the department to
    // ...": a group's "of", "in" or "at" phrase names it.
    const of = r.group
      ? /^\s+((?:of\s+(?:the\s+|our\s+|my\s+)?|(?:in|at|across)\s+(?:the|our|my)\s+)(?:[\p{L}\p{N}'’-]+\s+){0,3}?[\p{L}\p{N}'’-]+)(?=\s+(?:that|about|to|who|with|on|regarding)\b|\s*[,.:;]|$)/iu.exec(
          after,
        )
      : null;
    if (of && !/^of\s+(?:the\s+)?(?:new|change|changes|update|plan|delay|news)\b/i.test(of[1]!)) {
      r.role = `${r.role} ${of[1]}`;
      after = after.slice(of[0].length);
    }
    if (role[3]) return { found: true, recipient: r, rest: `your${after}`, about: null };
    after = takeAfterRole(after, r);
    if (r.name) {
      r.group = false;
      r.institution = false;
      r.pronoun ??= pronounOf(r.name);
      if (/^(?:professor|doctor|coach|dean)$/.test(word) && !TITLE.test(r.name.split(" ")[0]!))
        r.name = `${word[0]!.toUpperCase()}${word.slice(1)} ${r.name}`;
    }
    if (r.org && r.institution) r.institution = false;
    return foundWith(r, after);
  }
  const named = takeName(rest);
  if (named) {
    let after = named.rest;
    if (/^['’]s\b/.test(after)) {
      // "Dr. Patel's office": the office is the reader.
      const office = after.match(
        /^['’]s\s+(office|team|clinic|practice|surgery|company|shop|store|assistant|secretary)\b\s*/i,
      );
      if (office) {
        r.role = office[1]!.toLowerCase();
        r.institution = !/assistant|secretary/i.test(office[1]!);
        return { found: true, recipient: r, rest: after.slice(office[0].length), about: null };
      }
      if (isOrg(named.name)) r.org = named.name;
      else r.name = named.name;
      return { found: true, recipient: r, rest: `your${after.slice(2)}`, about: null };
    }
    if (isOrg(named.name) || tradeName(named.name, after)) {
      r.org = named.name;
      // "the team at Northstar Retail" is read above; "Northstar Retail's team" / "Northstar Retail" here.
    } else {
      r.name = named.name;
      r.pronoun = /\s(?:and|&)\s/.test(named.name) ? "they" : pronounOf(named.name);
    }
    const paren = after.match(/^\s*\(([^)]{2,60})\)/);
    if (paren) {
      const inside = paren[1]!.replace(/^(?:my|our|the)\s+/i, "").trim();
      if (new RegExp(`^(?:${PERSON_ROLES})$`, "i").test(inside)) r.role = inside.toLowerCase();
      else if (isOrg(paren[1]!)) r.org = paren[1]!;
      after = after.slice(paren[0].length);
    }
    const org = after.match(
      /^,?\s+(?:at|from|of)\s+((?:the\s+)?\p{Lu}[\p{L}\p{N}&.'’-]*(?:\s+\p{Lu}[\p{L}\p{N}&.'’-]*)*)/u,
    );
    if (org && r.name) {
      r.org = org[1]!;
      after = after.slice(org[0].length);
    }
    // "Jamal, my new direct report," / "Sarah Kim, a product designer I met at Config,"
    const appos = after.match(/^,\s*((?:my|our|the|a|an)\s+[^,]{2,60}),\s*/i);
    if (appos) {
      const roleWord = appos[1]!.match(new RegExp(`\\b(${PERSON_ROLES})\\b`, "i"));
      if (roleWord) r.role = roleWord[1]!.toLowerCase();
      const met = appos[1]!.match(/\bI met (at .+)$/i);
      after = after.slice(appos[0].length);
      if (met) return { found: true, recipient: r, rest: after, about: `It was great to meet you ${met[1]}` };
    }
    const cfo = after.match(
      /^,\s*((?:CEO|CFO|CTO|COO|VP|Head|Director|Founder|Manager)[^,]{0,40}?)\s+(?:at|of)\s+(\p{Lu}[\p{L}&.'’-]*(?:\s+\p{Lu}[\p{L}&.'’-]*)*),?\s*/u,
    );
    if (cfo) {
      r.role = cfo[1]!;
      r.org = cfo[2]!;
      after = after.slice(cfo[0].length);
    }
    // "Sofia Marin, product lead at Canva,": a job the title list above does not start with, then where.
    const job = cfo
      ? null
      : new RegExp(
          `^,\\s*((?:[\\p{L}-]+\\s+){0,3}?(?:${PERSON_ROLES}|head|vp|chief))\\s+(?:at|of)\\s+(\\p{Lu}[\\p{L}&.'’-]*(?:\\s+\\p{Lu}[\\p{L}&.'’-]*)*)(?=\\s*,|\\s*$)\\s*,?\\s*`,
          "iu",
        ).exec(after);
    if (job && /^\p{Lu}/u.test(job[2]!)) {
      r.role = job[1]!;
      r.org = job[2]!;
      after = after.slice(job[0].length);
    }
    // "Laura Kim, head of people at a 200-person startup,": her role, not a sentence.
    const title = after.match(
      /^,\s*((?:head|director|vp|chief|founder|co-founder|owner|manager|lead|editor|principal|partner|ceo|cto|cfo|coo|cmo)\b[^,]{0,60}?)(?:,\s*|\s*$)/iu,
    );
    if (title && !r.role) {
      r.role = title[1]!.trim();
      after = after.slice(title[0].length);
    }
    // "Karen in HR", "Anna Lee at Pinebrook Clinic": where the reader works.
    const place = after.match(
      new RegExp(
        `^,?\\s+(?:in|from|at|of)\\s+(${PLACE_OF_WORK}|\\p{Lu}[\\p{L}&.'’-]*(?:\\s+\\p{Lu}[\\p{L}&.'’-]*)*)(?=[\\s,.;:]|$)`,
        "u",
      ),
    );
    if (place && r.name) {
      if (/^\p{Lu}/u.test(place[1]!) && !/^(?:HR|IT)$/.test(place[1]!)) r.org ??= place[1]!;
      after = after.slice(place[0].length);
    }
    return foundWith(r, after);
  }
  return { found: false, recipient: r, rest: text, about: null };
}

/** Merges what a new mention says about the reader into what is known (the first mention wins). */
export function mergeRecipient(into: Recipient, found: Partial<Recipient>): void {
  // "decline the offer from Northwind ... thank Karen the recruiter": a person named with their role is the reader,
  // rather than a bare name read earlier.
  if (found.name && found.role && into.name && !into.role && found.name !== into.name) {
    into.org ??= /\s/.test(into.name) ? null : into.name;
    into.name = found.name;
    into.pronoun = found.pronoun ?? null;
  }
  if (found.name && !into.name) into.name = found.name;
  if (found.role && !into.role) into.role = found.role;
  if (found.org && !into.org) into.org = found.org;
  if (found.pronoun && !into.pronoun) into.pronoun = found.pronoun;
  // (A group named after one reader is known, "reach out to candidates" after "we need a react developer", does not
  // make that one reader a group.)
  if (found.group && !into.name && (!into.role || into.group || found.role === into.role)) into.group = true;
  if (found.institution && !into.name && !into.org) into.institution = true;
  if (into.name) {
    into.group = false;
    into.institution = false;
  } else if (into.group || into.org || into.institution || into.role) into.pronoun ??= "they";
}
