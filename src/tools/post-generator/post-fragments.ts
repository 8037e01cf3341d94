/**
 * Sentences the engine builds from the user's fragments, said as whole sentences with the user's words and facts:
 * a label before a colon ("Law firm announcement: Sarah Patel joins ..."), a clause after a dash with no subject
 * ("TaskNest - helps small teams plan sprints"), a requirement with no subject ("Must be good with anxious
 * patients."), a bare code ("Code WARM30 online."), the article or possessive a note leaves out ("sorry for
 * inconvenience", "on second try", "childrens hospice", "a one man electrician", "2 hours downtime") and a thanks
 * said as "I'm thanking ...". Nothing is added that the user did not say; each rule only restores grammar.
 */
import type { Voice } from "./post-frames.types";

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
  "Hotel|Restaurant|Cafe|Café|Shop|Store|Bakery|Salon|Studio|Gym|Clinic|Pub|Bar|Surgery|Practice|Nursery|Library";
/** Things a post's poster runs, said bare before their verb ("Charity run raised money ..."). */
const RUN_THING =
  "run|walk|swim|ride|sale|drive|appeal|event|fundraiser|raffle|quiz|auction|fair|market|concert|match|tournament|party|dinner|gala|campaign|bake sale|night";
const BARE_SUBJECT = new RegExp(
  String.raw`^((?:Charity|Fun|Sponsored|Bake|Book|Garage|Yard|Summer|Winter|Spring|Autumn|Annual|School|Quiz|Open)(?:\s+\p{Ll}+){0,1}\s+(?:${RUN_THING}))\s+(?=(?:raised|collected|sold|took|went|was|reached|made|had|got)\b)`,
  "u",
);

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
    // "I'm thanking my mentor James for ..." -> "Thank you to my mentor James for ..."
    .replace(/^(?:I'm|I am|We're|We are)\s+thanking\s+/, "Thank you to ");
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
export function mendFragments(text: string, voice: Voice): string {
  const who = voice === "I" ? "my" : "our";
  if (!text) return text;
  return text
    .split(/(?<=[.!?])\s+(?=\p{Lu}|\p{Extended_Pictographic})/u)
    .map((s) => mendSentence(s, who))
    .join(" ");
}
