/**
 * Sentences the engine builds from the user's fragments, said as whole sentences with the user's words and facts:
 * a label before a colon ("Law firm announcement: Sarah Patel joins ..."), a clause after a dash with no subject
 * ("TaskNest - helps small teams plan sprints"), a requirement with no subject ("Must be good with anxious
 * patients."), a bare code ("Code WARM30 online."), the article or possessive a note leaves out ("sorry for
 * inconvenience", "on second try", "childrens hospice", "a one man electrician", "2 hours downtime") and a thanks
 * said as "I'm thanking ...". Nothing is added that the user did not say; each rule only restores grammar.
 */
import type { Voice } from "./post-frames.types";
import { splitAtStops } from "../../shared/text/abbreviations";

/** Third-person verbs that open a description of a product or offer ("- helps small teams ...", ", includes ..."). */
const DESCRIBING =
  "helps|lets|makes|gives|allows|keeps|saves|turns|connects|tracks|shows|brings|includes|comes with|works|supports|uses|covers|runs|feeds|teaches|offers|means";

/** A label of what the post is, before the colon ("IT support team reminder:", "Law firm announcement:"). */
const LABEL = /^((?:[\p{L}&'’-]+\s+){0,4})(announcement|update|news|reminder|notice|psa)\s*:\s+(?=\S)/iu;
const OPINION_LABEL = /^(?:my|our)\s+(?:honest\s+)?(?:opinion|view)\s*:\s+(\p{L})(?=\p{Ll})/iu;

function dropLabel(sentence: string): string {
  const opinion = OPINION_LABEL.exec(sentence);
  if (opinion)
    return `In ${/^our/i.test(sentence) ? "our" : "my"} ${/view/i.test(sentence.slice(0, 20)) ? "view" : "opinion"}, ${opinion[1]!.toLowerCase()}${sentence.slice(opinion[0].length)}`;
  const m = LABEL.exec(sentence);
  if (!m) return sentence;
  const rest = sentence.slice(m[0].length);
  // (A reminder or a notice keeps its word, which tells the reader to act; an announcement says its news.)
  if (/^(?:reminder|notice|psa)$/i.test(m[2]!))
    return m[1] ? `${m[2]![0]!.toUpperCase()}${m[2]!.slice(1).toLowerCase()}: ${rest}` : sentence;
  return rest.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
}

/** Words a unit-and-number compound joins with a hyphen ("a one man electrician" -> "a one-man electrician"). */
const COMPOUND_UNIT = "man|woman|person|day|hour|week|month|year|night|minute|mile|storey|bedroom|course";
const COUNT = String.raw`(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|\d{1,3})`;

/** Things one opens, launches or starts as "a new ..." ("opens new location" -> "opens a new location"). */
const NEW_THING =
  "location|branch|shop|store|studio|office|site|menu|website|app|job|role|position|home|clinic|cafe|café|restaurant|salon|gym|venue|chapter|season|series|podcast|book|album|product|service|feature|course|class";

/** A business that posts, named bare at the start of its own note ("Hotel offering ...", "Restaurant new menu ..."). */
const BUSINESS =
  "Guest house|B&B|Hotel|Restaurant|Cafe|Café|Shop|Store|Bakery|Salon|Studio|Gym|Clinic|Pub|Bar|Surgery|Practice|Nursery|Library";
/** Things a post's poster runs, said bare before their verb ("Charity run raised money ..."). */
const RUN_THING =
  "run|walk|swim|ride|sale|drive|appeal|event|fundraiser|raffle|quiz|auction|fair|market|concert|match|tournament|party|dinner|gala|campaign|bake sale|night";
const BARE_SUBJECT = new RegExp(
  String.raw`^((?:Charity|Fun|Sponsored|Bake|Book|Garage|Yard|Summer|Winter|Spring|Autumn|Annual|School|Quiz|Open)(?:\s+\p{Ll}+){0,1}\s+(?:${RUN_THING}))\s+(?=(?:raised|collected|sold|took|went|was|reached|made|had|got)\b)`,
  "u",
);

const MONTH = "January|February|March|April|May|June|July|August|September|October|November|December";
const CLOCK = String.raw`\d{1,2}(?:[:.]\d\d)?\s?(?:am|pm)`;
/** "Saturday 9am", "Tuesday 14 January 6pm": a day or a date, then its hour. */
const DAY_CLOCK = new RegExp(
  String.raw`\b((?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|\d{1,2}(?:st|nd|rd|th)?\s+(?:${MONTH})|(?:${MONTH})\s+\d{1,2}(?:st|nd|rd|th)?)\s+(${CLOCK})(?!\s?[-–])`,
  "g",
);
/** "8am-1pm 42 Oak Road": an hour, then the street it is at. */
const CLOCK_ADDRESS = new RegExp(
  String.raw`(\b${CLOCK})\s+(?=\d+[a-z]?\s+(?:\p{Lu}[\p{L}'-]+\s+){1,3}(?:Road|Street|St|Lane|Avenue|Ave|Way|Close|Drive|Place|Square|Crescent|Terrace|Grove|Court|Rd)\b)`,
  "gu",
);

/** Languages and tools a note lists without commas ("HTML CSS JavaScript and React"). */
const TECH =
  "HTML5?|CSS3?|JavaScript|TypeScript|React|Vue|Angular|Node(?:\\.js)?|Python|Java|SQL|PHP|Ruby|Go|Swift|Kotlin|C#|C\\+\\+|Excel|Figma|AWS|Azure|Docker|Git|Django|Rails|Tailwind|Sass|jQuery|Photoshop|Illustrator";
const TECH_RUN = new RegExp(String.raw`\b((?:(?:${TECH})\s+){2,})(?=and\s+(?:${TECH})\b)`, "g");

/** Things listed after a clause that ends on their day or on the thing they belong to ("menu starts Monday, ..."). */
const LIST_HEAD =
  /(?:\b(?:today|tomorrow|tonight|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|this week(?:end)?|next week)|\b(?:our|the|version \d[\d.]*|v\d[\d.]*)\s+(?:[\p{L}-]+\s+){0,2}(?:menu|software|app|release|update|collection|range|box|bundle|package|line-?up|specials))$/iu;

/** Words that make a clause of what follows a comma ("come and say hi", "we are open"): no list of goods. */
const CLAUSE_WORD =
  /\b(?:I|we|you|they|he|she|it|is|are|was|were|will|can|come|book|call|join|see|get|grab|visit|pop|bring|say|order|try|open|closed)\b/i;

/** Compounds a note writes as two words before their noun ("same day appointments", "self service portal"). */
const OPEN_COMPOUND =
  /\b(same|next|full|part|self|one|walk)\s+(day|time|service|off|in)\s+(?!(?:a|an|the|and|or|to|for|in|on|at|of|with|from|by|only|is|are|was|were|we|you|i|per|every|this|that|a\s+week)\b)(?=\p{Ll}{3,})/giu;

/** Events a note names bare before their day ("school fundraiser bake sale friday 3pm ..."). */
const EVENT_NOUN =
  "sale|fair|fete|market|quiz|party|night|meeting|run|walk|match|concert|show|clean-up|workshop|class|session|webinar|talk|festival|social|disco|auction|raffle|tournament|day|evening|open day|coffee morning";
const BARE_EVENT = new RegExp(
  String.raw`^((\p{Lu}[\p{Ll}'-]*)((?:\s+\p{Ll}[\p{Ll}'-]*){0,3}\s+(?:${EVENT_NOUN})))\s+(?=(?:this|next)\s+(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|week|weekend)\b|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b|tomorrow\b|tonight\b)`,
  "u",
);

/**
 * "School fundraiser bake sale Friday at 3pm ..." -> "Our school fundraiser bake sale is on Friday at 3pm ...": an
 * event named bare before its day is said as a sentence (its first word lower-cased only as the prompt writes it).
 */
function eventIsOn(sentence: string, prompt: string): string {
  const m = BARE_EVENT.exec(sentence);
  if (!m) return sentence;
  const lower = m[2]!.toLowerCase();
  // (Only a word the prompt writes in lower case: "Riverside quiz night" is a name, "Our Riverside ..." no sentence.)
  if (!new RegExp(String.raw`(?<![\p{L}])${lower}(?![\p{L}])`, "u").test(prompt)) return sentence;
  const rest = sentence.slice(m[0].length);
  const on = /^(?:this|next|tomorrow|tonight)\b/.test(rest) ? "" : "on ";
  return `Our ${lower}${m[3]} is ${on}${rest}`;
}

/** Mends one sentence of a post. */
function mendSentence(sentence: string, who: "my" | "our"): string {
  let s = dropLabel(sentence)
    // "Hotel offering 20 percent discount" -> "Our hotel is offering a 20 percent discount"
    .replace(
      new RegExp(String.raw`^(${BUSINESS})\s+(?:now\s+)?(offering|doing|running|selling|serving|giving)\b`),
      (_m, b: string, v: string) => `Our ${b.toLowerCase()} is ${v}`,
    )
    // "Restaurant new winter menu starts Monday" -> "Our new winter menu starts Monday"
    .replace(new RegExp(String.raw`^(?:${BUSINESS})(?:'s)?\s+(?=new\b)`), "Our ")
    // "Charity run raised money for ..." -> "Our charity run raised money for ..."
    .replace(BARE_SUBJECT, (_m, np: string) => `Our ${np.toLowerCase()} `)
    .replace(/\b(offering|giving|get|with)\s+(\d+\s?(?:%|percent))\s+(?=discount\b)/gi, "$1 a $2 ");
  s = s
    // "Must be good with anxious patients." -> "You must be good with anxious patients."
    .replace(
      /^(Must|Should)\s+(?=(?:be|have|know|hold|speak|live|drive|work|enjoy|love|like|bring|own)\b)/,
      (_m, v) => `You ${v.toLowerCase()} `,
    )
    // "You must have own car." -> "You must have your own car."
    .replace(/\b(must|need to|should)\s+have\s+own\b/gi, "$1 have your own")
    // "Code WARM30 online." -> "Use code WARM30 online."
    .replace(/^((?:Promo|Discount|Voucher|Coupon)\s+)?[Cc]ode:?\s+(?=[A-Z0-9][A-Z0-9-]{2,}\b)/, (_m, kind?: string) =>
      kind ? `Use ${kind.toLowerCase()}code ` : "Use code ",
    )
    // "Thanks to sponsors." -> "Thanks to our sponsors."
    .replace(
      /\b(Thanks|Thank you|thanks|thank you)\s+to\s+(?!(?:our|my|the|all|everyone|every|each|you|your|those|these|this|that|a|an|his|her|their|them|us|me|him)\b)(?=\p{Ll}+s\b)/gu,
      (_m, t: string) => `${t} to ${who} `,
    )
    .replace(/\b(sorry|apologi[sz]e|apologies)\s+for\s+(?=inconvenience|delay|disruption|confusion)\b/gi, "$1 for the ")
    .replace(
      /\bon\s+(first|second|third|fourth|fifth)\s+(try|attempt|go)\b/gi,
      (_m, n: string, t: string) => `on ${who} ${n} ${t}`,
    )
    .replace(/\b(children|women|men)s\b(?!['’])/gi, (_m, w: string) => `${w}'s`)
    .replace(
      /\b(for|to|at|from|of)\s+(?=children's\s+(?:hospice|hospital|charity|home|centre|center|ward)\b)/gi,
      "$1 a ",
    )
    .replace(
      new RegExp(String.raw`\b(an?|the|our|my|their)\s+(${COUNT})\s+(${COMPOUND_UNIT})\s+(?=\p{Ll})`, "giu"),
      "$1 $2-$3 ",
    )
    .replace(
      /\b(\d+\s+(?:hours?|minutes?|mins|days?|weeks?|months?|years?))\s+(?=(?:downtime|experience|delay|disruption|training|practice)\b)/gi,
      "$1 of ",
    )
    .replace(
      new RegExp(
        String.raw`\b(opens|opened|opening|launches|launched|launching|starts|started|starting|has|got)\s+new\s+(?=(?:${NEW_THING})\b)`,
        "gi",
      ),
      "$1 a new ",
    )
    .replace(DAY_CLOCK, "$1 at $2")
    .replace(CLOCK_ADDRESS, "$1 at ")
    .replace(TECH_RUN, (run: string) => `${run.trim().split(/\s+/).join(", ")} `)
    .replace(
      /\b(kids|girls|boys|ladies)\s+(?=(?:toys|clothes|books|shoes|games|bikes|party|parties|menu|club|classes|football|room)\b)/gi,
      "$1' ",
    )
    .replace(OPEN_COMPOUND, "$1-$2 ")
    .replace(/\b(the|a|our|beach|litter|park|river|canal|community|street)\s+clean\s+up\b/gi, "$1 clean-up")
    .replace(
      /\b(finished|completed|started|graduated from|passed)\s+(?=(?:bootcamp|course|apprenticeship|degree|training|internship|placement|probation)\b)/gi,
      `$1 ${who} `,
    )
    // "Parents please bring cakes." -> "Parents, please bring cakes."
    .replace(
      /^(Parents|Everyone|Folks|Friends|Neighbours|Neighbors|Members|Guys|All|Staff|Residents|Customers)\s+please\b/,
      "$1, please",
    )
    // ", all proceeds go to ..." -> ", and all proceeds go to ..."
    .replace(/,\s+(?=all\s+(?:proceeds|money|profits|funds|donations)\s+(?:go|goes|will go)\b)/gi, ", and ")
    .replace(
      /^(?:You can get\s+)?((?:[\p{L}'-]+\s+){0,3}sale)\s+(?=(?:up to\s+)?\d+\s?(?:%|percent)\s+off\b)/iu,
      (_m, sale: string) => `${sale[0]!.toUpperCase()}${sale.slice(1)}: `,
    )
    // "..., sorry for the inconvenience." -> "... . We're sorry for the inconvenience."
    .replace(/,\s+sorry\s+for\b/i, `. ${who === "my" ? "I'm" : "We're"} sorry for`)
    // "..., now we have 6 vans." -> "... . Now we have 6 vans."
    .replace(/,\s+now\s+(?=(?:we|I|they|it|there)\b)/, ". Now ")
    // "on 3 may" -> "on 3 May" (the month, not the verb, after a day's number).
    .replace(/(?<=\b(?:on|from|until|till|by|before|after)\s+\d{1,2}(?:st|nd|rd|th)?\s)may\b/g, "May")
    // "Reminder to all residents please put ..." -> "Reminder to all residents: please put ..."
    .replace(
      /^((?:A\s+)?(?:[Rr]eminder|[Nn]otice|[Mm]essage)\s+to\s+(?:all\s+|our\s+)?[\p{L}\s]+?)\s+please\b/u,
      "$1: please",
    )
    // "I'm thanking my mentor James for ..." -> "Thank you to my mentor James for ..."
    .replace(/^(?:I'm|I am|We're|We are)\s+thanking\s+/, "Thank you to ");
  // "Remote work is not killing company culture, bad managers are." -> "... culture. Bad managers are."
  s = s.replace(
    /^(.*\bnot\b[^,]*),\s+(\p{Ll}[\p{L}\s]{0,40}?\s(?:are|is|do|does))([.!])$/u,
    (_m, a: string, b: string, e: string) => `${a}. ${b[0]!.toUpperCase()}${b.slice(1)}${e}`,
  );
  // "..., gloves and bags provided." -> "... . Gloves and bags are provided."
  s = s.replace(
    /,\s+((?:[\p{L}-]+\s+){0,3}?[\p{L}-]+(?:\s+and\s+(?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)?)\s+(provided|included|supplied)([.!])$/u,
    (_m, what: string, v: string, e: string) =>
      `. ${what[0]!.toUpperCase()}${what.slice(1)} ${/\sand\s|s$/.test(what) ? "are" : "is"} ${v}${e}`,
  );
  // "Our new winter menu starts Monday, braised short rib, ... and sticky toffee pudding." -> "..., with braised ..."
  const list = /^(.+?),\s+((?:[^,]+,\s+)*[^,]+\s+and\s+[^,]+?)([.!])$/u.exec(s);
  if (
    list &&
    LIST_HEAD.test(list[1]!) &&
    // ("Pocketbook today, a budgeting app ... and taxes": what the thing is, not what comes with it.)
    !/^(?:with|a|an|the|our|my|your|its)\b/i.test(list[2]!) &&
    !CLAUSE_WORD.test(list[2]!) &&
    !/\b(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b/.test(list[2]!)
  )
    s = `${list[1]}, with ${list[2]}${list[3]}`;
  // "TaskNest - helps small teams plan sprints" -> "TaskNest. It helps small teams plan sprints"
  const dash = new RegExp(
    String.raw`\s+[-–—]\s+(${DESCRIBING})\s+(?=\p{L})|,\s+(?=(?:includes|comes with)\s)`,
    "u",
  ).exec(s);
  if (dash && /[.!?]$/.test(s) && !/[.!?]/.test(s.slice(0, dash.index)))
    return `${s.slice(0, dash.index)}. It ${s.slice(dash.index).replace(/^(?:\s+[-–—]|,)\s+/, "")}`;
  return s;
}

/**
 * Each sentence of a block's text mended (a text with no sentence end is mended as one); `voice` is who speaks, for
 * a possessive the note left out ("on second try" -> "on my second try", "Thanks to sponsors" -> "... our sponsors").
 */
export function mendFragments(text: string, voice: Voice, prompt = ""): string {
  const who = voice === "I" ? "my" : "our";
  if (!text) return text;
  return (
    splitAtStops(text, /\p{Lu}|\p{Extended_Pictographic}/u)
      .map((s) => eventIsOn(mendSentence(s, who), prompt))
      .join(" ")
      // "Meet our new app TaskNest today." -> "Meet our new app TaskNest, out today."
      .replace(
        /(^|[.!?]\s+)(Meet|Say hello to|Introducing)\s+([^.!?]+?)(?<!,\s(?:out|coming))\s+(today|this week|this month|tomorrow)([.!])/g,
        (_m, lead: string, verb: string, what: string, when: string, end: string) =>
          `${lead}${verb} ${what}, ${when === "today" ? "out" : "coming"} ${when}${end}`,
      )
  );
}
