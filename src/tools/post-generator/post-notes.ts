/**
 * A line of notes joined by commas ("Lost cat in Didsbury, grey tabby called Milo, microchipped, last seen Tuesday
 * near Fog Lane Park, please check sheds.") said as the sentences a person posts: the first note is the headline and
 * takes the time and place notes that follow it ("Choir concert at St Mary's Church on Sat 7 Dec 7:30pm."); each other
 * note is said of the thing with its own subject and verb ("It's microchipped.", "It was last seen Tuesday ...",
 * "Cakes are 50p.", "Enjoy up to 40% off ..."), a clause or a call stands as its own sentence, and notes no pattern
 * reads stay together as one short note line. No note is dropped.
 */
import type { Intent, Status } from "./post-frames.types";
import { closedBusiness, closedHead } from "./post-closure";
import { partSentence } from "./post-details";
import { isTradeAd } from "./post-intent";
import { hasFiniteVerb } from "./post-rewrite";
import { asSentence, callOn, capitalise, joinList } from "./post-text";
import { extractWhen, tidy } from "./post-when-where";

const COMMA = /\s*,(?!\d{3}\b)(?!\s*[A-Z]{2}\b)\s*/;

/** A call to the reader that opens a note ("please check sheds", "call 07700 ...", "meet at the gates"). */
const CALL =
  /^(?:please|pls|call|text|phone|ring|dm|message|email|contact|book|order|bring|meet|use|expect|check|share|come|visit|grab|register|sign\s+up|rsvp|apply|shop|pop|drop|reply|comment|tag|follow|join|find|get|keep|look|avoid|pre-?order)\b/i;

/** The place a note names alone ("St Mary's Church", "Victoria Park", "our Leeds studio", "Greenfield school field"). */
const PLACE_NOTE =
  /^(?:(?:our|the)\s+)?(?:[\p{Lu}][\p{L}'’.-]*\s+){0,4}?(?:[\p{L}'’-]+\s+){0,2}(?:church|chapel|hall|park|cent(?:re|er)|library|school|field|fields|studio|street|road|lane|avenue|square|green|common|pub|inn|arms|club|clubhouse|gym|pool|market|stadium|ground|grounds|gardens?|museum|gallery|theat(?:re|er)|cathedral|abbey|house|barn|farm|beach|pier|station|car\s+park|rec|playing\s+fields?)$/iu;

/** "microchipped", "engraved inside", "now safe at our house", "all locally sourced", "out of the oven at 8am". */
const STATE =
  /^(?:(?:now|still|all|fully|freshly|locally|hand|newly|recently|already|also|both|usually)[\s-]+)*(?:(?:\p{L}{3,}ed|made|grown|done)(?=$|\s+(?:in|inside|on|at|near|by|with|from|to|for|today|daily|locally|fresh|here|there|every)\b)|safe|open|closed|back|available|sold\s+out|in\s+stock|out\s+of\s+(?:stock|the\s+\w+)|(?:vegan|gluten[- ]free|dog[- ]friendly|child[- ]friendly|wheelchair[- ]accessible)(?!\s+(?:options?|menus?|dishes|choices?|range|versions?|food|meals?|cakes?|treats?)\b))\b/iu;
/** "lost near the Co-op on Friday", "last seen Tuesday": what happened to the lost thing, said in the past. */
const LOST =
  /^(?:(last)\s+)?(seen|lost|found|spotted|left|dropped|stolen|taken|handed\s+in)\s+((?:near|at|in|on|by|outside|inside|around|behind|along|from|yesterday|today|this|last|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b.*)$/i;
/** People a price or a free entry is for ("sellers £10 a pitch", "buyers free", "kids free"). */
const PAYERS =
  /^(adults?|children|kids|under[- ]?\d+s|sellers|buyers|stallholders|traders|members|non-members|students|seniors|concessions|families|dogs|spectators|players|teams)\s+(free|[$€£]\s?\d+(?:[.,]\d\d)?(?:\s+(?:each|a\s+\w+|per\s+\w+))?)$/i;

/** People (or places for them) a price "each" is paid by. */
const PEOPLE =
  /\b(?:teams?|people|persons?|players?|guests?|adults?|kids|children|participants|attendees|places|spaces|seats|spots|pupils|students|members)\b/i;

/** Events people pay to get into ("Entry is £5 per person."); a class or workshop is just priced ("It's £35 ..."). */
const ENTRY =
  /\b(?:quiz|night|gig|party|dance|ball|disco|bingo|tournament|race|fair|festival|show|concert|ceilidh|screening|gala)\b/i;

/** The subject a note says things of: "It" for one thing, "They" for more ("keys", "puppy classes", a list). */
function subjectOf(head: string): "It" | "They" {
  const np = head
    .replace(
      /\s+(?:in|on|at|near|for|from|with|by|across|around|this|next|every|starting|starts?|from|(?:mon|tues|wednes|thurs|fri|satur|sun)days?)\b.*$/i,
      "",
    )
    .trim();
  const last = np.split(/\s+/).pop() ?? "";
  return (/[^s]s$/i.test(last) && !/(?:ss|us|is)$/i.test(last)) || /,|\band\b/.test(np) ? "They" : "It";
}

const be = (s: "It" | "They") => (s === "It" ? "It's" : "They're");

/** A day written short before a date ("Sat 7 Dec") is part of it. */
const SHORT_DAY = /\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\.?,?\s+(?=\d{1,2}(?:st|nd|rd|th)?\s+\p{L}{3})/giu;

/** A note that only says when ("Sat 7 Dec 7:30pm", "Thursday 6pm", "9am-3pm"). */
function whenOnly(p: string): boolean {
  const { when, rest } = extractWhen(p.replace(SHORT_DAY, ""));
  return when.length > 0 && !/\p{L}{2,}/u.test(rest.replace(/\b(?:and|at|on|from|to|only)\b/gi, ""));
}

/** "on the website friday 9am", "at the shop from 10am": where and when, said after the headline. */
function whereWhen(p: string): boolean {
  const { when, rest } = extractWhen(p);
  return (
    when.length > 0 &&
    /^(?:on|at|in)\s+(?:the|our)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?$/iu.test(rest.trim()) &&
    /^(?:on|at|in)\b/i.test(p)
  );
}

/** A place named alone, with no preposition or clause of its own. */
const placeOnly = (p: string) =>
  PLACE_NOTE.test(p) &&
  p.split(/\s+/).length <= 5 &&
  !/\b(?:in|at|on|near|by|from|to|of|all|every)\b/i.test(p) &&
  !hasFiniteVerb(p.replace(/^(?:our|the)\s+/i, ""));

/** A thing named alone ("sticky toffee pudding", "Santa's grotto", "raffle"). */
const thing = (p: string) =>
  p.split(/\s+/).length <= 4 &&
  !/\d|\b(?:is|are|was|were|will|can|has|have|had|we|i|you|they|he|she|it|our|my|us|me|them|no|all|so|very|too)\b/i.test(
    p,
  ) &&
  !CALL.test(p) &&
  !STATE.test(p) &&
  !whenOnly(p) &&
  !placeOnly(p) &&
  !/ed$/i.test(p);

/** One note after the headline as a sentence, or null when no pattern reads it. */
function noteSentence(
  part: string,
  subject: "It" | "They",
  intent: Intent,
  status: Status,
  before = "",
): string | null {
  const p = part.replace(/[.!]+$/, "").trim();
  let m: RegExpExecArray | null;
  // "last seen Tuesday near Fog Lane Park", "lost near the Co-op on Friday": what happened to it.
  if ((m = LOST.exec(p)))
    return `${subject} ${subject === "It" ? "was" : "were"} ${m[1] ? "last " : ""}${m[2]!.toLowerCase()} ${m[3]}.`;
  if (STATE.test(p) && p.split(/\s+/).length <= 8) return `${be(subject)} ${p[0]!.toLowerCase()}${p.slice(1)}.`;
  // "clay and tools included" at a coming event: what will be there.
  if (intent === "event" && status === "upcoming" && (m = /^(.+?)\s+(provided|included|supplied|served)$/i.exec(p)))
    return `${capitalise(m[1]!)} will be ${m[2]!.toLowerCase()}.`;
  // "free for members £5 for guests": two prices for two kinds of people.
  if (
    (m =
      /^(free|[$€£]\s?\d+(?:[.,]\d\d)?)\s+for\s+([\p{L}-]+(?:\s+[\p{L}-]+)?),?\s+(?:and\s+)?(free|[$€£]\s?\d+(?:[.,]\d\d)?)\s+for\s+([\p{L}-]+(?:\s+[\p{L}-]+)?)$/iu.exec(
        p,
      ))
  )
    return `It's ${m[1]!.replace(/^Free$/, "free")} for ${m[2]} and ${m[3]!.replace(/^Free$/, "free")} for ${m[4]}.`;
  const known = partSentence(p, intent, status);
  if (known) return known;
  // "delivery across Norwich on 14 Feb": what the business does, said in its voice.
  if (
    (m = /^(free\s+)?(delivery|shipping)\s+((?:across|to|in|within|around|throughout|nationwide|worldwide)\b.*)$/i.exec(
      p,
    ))
  )
    return `We ${m[2]!.toLowerCase() === "delivery" ? "deliver" : "ship"}${m[1] ? " for free" : ""} ${m[3]}.`;
  // "20p entry", "£3 admission": the price of getting in ("Entry is 20p.").
  if ((m = /^((?:[$€£]\s?)?\d+(?:[.,]\d\d)?p?)\s+(entry|admission|entrance)$/i.exec(p)) && /[$€£]|p$/.test(m[1]!))
    return `${capitalise(m[2]!.toLowerCase())} is ${m[1]}.`;
  if ((m = /^ships\s+(.+)$/i.exec(p))) return `${subject === "It" ? "It ships" : "They ship"} ${m[1]}.`;
  if ((m = PAYERS.exec(p)))
    return /^free$/i.test(m[2]!) ? `It's free for ${m[1]!.toLowerCase()}.` : `It's ${m[2]} for ${m[1]!.toLowerCase()}.`;
  // "guest Dr Priya Nair": who the guest is.
  if ((m = /^(?:our\s+|with\s+)?(guest|host|speaker|special guest|headliner)\s+(\p{Lu}.+)$/u.exec(p)))
    return `Our ${m[1]!.toLowerCase()} is ${m[2]}.`;
  if ((m = /^all\s+about\s+(.+)$/i.exec(p))) return `${be(subject)} all about ${m[1]}.`;
  // "from £10", "only £5": a price with no thing named prices the post's subject.
  if ((m = /^(from|only|just|under)\s+([$€£]\s?\d+(?:[.,]\d\d)?|\d+p)$/i.exec(p)))
    return /^from$/i.test(m[1]!) ? `Prices start from ${m[2]}.` : `${be(subject)} ${m[1]!.toLowerCase()} ${m[2]}.`;
  // "Roses from £35", "cakes 50p", "£24 each": a price said of what it prices.
  if (
    (m =
      /^([\p{L}][\p{L}\s'-]{1,40}?)\s+(from\s+)?((?:[$€£]\s?\d+(?:[.,]\d\d)?|\d+p)(?:\s+(?:each|a\s+\w+|per\s+\w+))?)$/iu.exec(
        p,
      ))
  ) {
    const what = m[1]!;
    if (!/\b(?:is|are|was|were|will|we|i|you|it|they|our|my)\b/i.test(what) && what.split(/\s+/).length <= 4) {
      const many = /[^s]s$/i.test(what) || /\s(?:and|&)\s/.test(what);
      if (m[2]) return `${capitalise(what)} ${many ? "start" : "starts"} from ${m[3]}.`;
      return `${capitalise(what)} ${many ? "are" : "is"} ${m[3]}.`;
    }
  }
  if ((m = /^([$€£]\s?\d+(?:[.,]\d\d)?)\s+(each|a\s+\w+|per\s+(?:half\s+)?\w+)$/i.exec(p))) {
    // "teams of up to 6, £5 each" at a quiz: a price per person, not "They're £5 each." (the teams are not sold).
    if (/^each$/i.test(m[2]!) && (intent === "event" || PEOPLE.test(before)))
      return `${intent === "event" && ENTRY.test(before) ? "Entry is" : "It's"} ${m[1]} per person.`;
    return `${subject === "It" && !/^each$/i.test(m[2]!) ? "It's" : "They're"} ${m[1]} ${m[2]}.`;
  }
  // "10 designs", "4 glazes", "6 scents": how many there are.
  if (
    (m =
      /^(\d+)\s+((?:new\s+)?(?:designs?|glazes?|scents?|flavou?rs?|colou?rs?|sizes?|styles?|prints?|options?|dishes?|courses?|varieties|kinds?|types?))$/i.exec(
        p,
      ))
  )
    return `There ${m[1] === "1" ? "is" : "are"} ${m[1]} ${m[2]}.`;
  // "6 weeks", "45 mins": how long a class or event runs (not a personal time: "10k run done, 58 mins").
  if (
    ["event", "promo", "launch", "general"].includes(intent) &&
    (m = /^(\d+(?:[.,]\d+)?)\s+(weeks?|days?|months?|hours?|mins?|minutes?|sessions?)$/i.exec(p))
  )
    return `${subject} ${/^(?:weeks?|months?|days?|sessions?)$/i.test(m[2]!) ? (subject === "It" ? "runs for" : "run for") : subject === "It" ? "lasts" : "last"} ${m[1]} ${m[2]!.replace(/^mins?$/i, "minutes")}.`;
  if (/^all\s+ages$/i.test(p)) return `${be(subject)} for all ages.`;
  // "vegan option too", "gluten-free options available": what else there is.
  if ((m = /^((?:[\p{L}-]+\s+){0,2}options?)(?:\s+(too|also|available))?$/iu.exec(p)) && m[2])
    return `There ${/s$/i.test(m[1]!) ? "are" : "'s"} ${/s$/i.test(m[1]!) ? "" : /^[aeiou]/i.test(m[1]!) ? "an " : "a "}${m[1]!.toLowerCase()}${m[2] === "available" ? "" : ` ${m[2].toLowerCase()}`}.`.replace(
      "There 's",
      "There's",
    );
  // "limited run of 150", "limited edition": how many there are.
  if (/^limited\s+(?:run|edition|batch|release|stock|numbers)\b/i.test(p))
    return `${subject === "It" ? "It's a" : "They're a"} ${p[0]!.toLowerCase()}${p.slice(1)}.`;
  // "in store and online": where it is found.
  if (/^(?:online|in[- ]store|in[- ]shop)(?:\s*(?:,|and|&|or)\s*(?:online|in[- ]store|in[- ]shop))+$/i.test(p))
    return `${intent === "promo" ? "The offer is valid" : `${be(subject)} available`} ${p.toLowerCase().replace(/\bin-/g, "in ")}.`;
  return null;
}

/** A verbless noun phrase ("grey tabby called Milo", "red collar", "small groups"). */
const nounNote = (p: string) => !CALL.test(p) && p.split(/\s+/).length <= 6 && (thing(p) || !hasFiniteVerb(p));

/** "at St Mary's Church", "on Sat 7 Dec", "at 7:30pm": a time or place note put after the headline. */
function joined(head: string, part: string): string {
  if (placeOnly(part)) return `${head} at ${part.replace(/^(Our|The)\b/, (w) => w.toLowerCase())}`;
  if (/^(?:on|at|from|every|this|next|until|till|by)\b/i.test(part)) return `${head} ${part}`;
  return `${head} ${/^\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)/i.test(part) ? "at" : /^\d|^(?:mon|tue|wed|thu|fri|sat|sun)/i.test(part) ? "on" : ""} ${part}`.replace(
    /\s+/g,
    " ",
  );
}

/** "raffle" -> "a raffle": an event's attraction that is one of its kind takes its article. */
function attraction(item: string): string {
  const lower =
    /^\p{Lu}\p{Ll}+$/u.test(item.split(/\s+/)[0]!) && !/['’]s\b/.test(item)
      ? item[0]!.toLowerCase() + item.slice(1)
      : item;
  return /^(?:raffle|tombola|quiz|barbecue|bbq|disco|dj|band|magician|bouncy castle|face painter|treasure hunt|photo booth|grotto|bar|cake stall|book stall|tea tent|petting zoo|talent show)$/i.test(
    lower,
  )
    ? `${/^[aeiou]/i.test(lower) ? "an" : "a"} ${lower}`
    : lower;
}

/**
 * The notes of one sentence as sentences, or the sentence itself when it is no line of notes. `intent` and `status`
 * are the prompt's as read so far.
 */
export function noteSentences(sentence: string, intent: Intent, status: Status): string[] {
  const end = /[!?]$/.test(sentence) ? sentence.slice(-1) : ".";
  const body = sentence.replace(/[.!?]+$/, "").trim();
  // "new candle scent drop: Fig & Cedar, 200g soy wax, £18, ...": a label, then the notes of what it names.
  const label = /^([^:,;()•\n]{3,60}):\s+([^:;()•\n]+,[^:;()•\n]+)$/.exec(body);
  // (Not a list of tips or steps: "Tips for remote teams: write things down, overcommunicate, ...".)
  // "lunch menu this week: halloumi wrap £7, chicken katsu £8.50, ...": a menu of dishes and their prices is a list
  // (one line a dish), not "Halloumi wrap is £7! Chicken katsu is £8.50."
  if (
    label &&
    /\b(?:menu|specials)\b/i.test(label[1]!) &&
    label[2]!.split(/\s*,\s*/).every((x) => /^[\p{L}][\p{L}\s&'’-]{1,40}?\s[$€£]\s?\d+(?:[.,]\d\d)?$/u.test(x.trim()))
  )
    return [sentence];
  if (
    label &&
    intent !== "tips" &&
    !/\bhttps?$|\d$|\b(?:tips|ways|steps|rules|lessons|reasons|things|mistakes|ideas|habits)\b/i.test(label[1]!) &&
    /\d/.test(label[2]!)
  ) {
    const [first, ...more] = noteSentences(`${label[2]}${end}`, intent, status);
    if (more.length) return [`${capitalise(label[1]!.trim())}: ${first}`, ...more];
  }
  if (/:(?!\d)|[;()•\n]|\bhttps?:|@/.test(body)) return [sentence];
  const parts = body
    .split(COMMA)
    .map((x) => tidy(x))
    .filter(Boolean);
  if (parts.length < 2) return [sentence];
  // "Electrician available for small jobs in Cork area, sockets lights fuse boxes, fully insured, reasonable rates": an
  // advert's notes are its short lines ("Fully insured. Reasonable rates."), each its own, said as the trade says them.
  if (isTradeAd(parts[0]!) && parts.slice(1).every((x) => x.split(/\s+/).length <= 6)) {
    const head = parts[0]!.replace(/\bin\s+(?=\p{Lu}\p{L}+\s+area\b)/u, "in the ");
    return [
      asSentence(capitalise(head), end),
      ...parts
        .slice(1)
        // ("servicing £45" said as a price, "Servicing is £45.", never as a verb with a subject.)
        .map((x) =>
          callOn(
            (/^from\s+[$€£]\s?\d/i.test(x)
              ? `Prices start from ${x.replace(/^from\s+/i, "")}.`
              : /^[\p{L}][\p{L}\s'-]*?\s[$€£]\s?\d/u.test(x) && !/^(?:only|just|under)\s/i.test(x)
                ? noteSentence(x, subjectOf(head), intent, status)
                : null) ?? asSentence(capitalise(x)),
          ),
        ),
    ];
  }
  // Not a line of notes: a job's notes (post-details says them), a personal account (post-split), an opening phrase
  // or a clause joined by a conjunction ("After 30 years, ...", "Hot take, but ...", "If ..., write it down"), a
  // thing named after a clause ("Launching Pocketbook today, a budgeting app ..."), notes about a thing said before
  // ("Ages 8-12, Tuesdays 4-5:30pm, £40 per term"), or one clause after one phrase.
  if (
    intent === "hiring" ||
    /\b(?:I|I'm|I've|I'd|my|me)\b/.test(body) ||
    parts.some((x) =>
      /^(?:if|when|because|but|and|so|or|although|though|while|since|unless|as|after|before|once|then)\b/i.test(x),
    ) ||
    parts.slice(1).some((x) => /^(?:an?|the)\s/i.test(x)) ||
    partSentence(parts[0]!, intent, status) !== null ||
    (parts.length === 2 && hasFiniteVerb(parts[1]!) && !hasFiniteVerb(parts[0]!))
  )
    return [sentence];
  // "Ledgerly, an invoicing app for freelancers, is live today": a note between commas names the subject of a verb
  // that follows it.
  if (parts.slice(1).some((x) => /^(?:is|are|was|were|has|have|had|will|can|does|do|did|'s)\b/i.test(x)))
    return [sentence];
  // "X, Y and Z": a list of things is no line of notes.
  if (parts.every((x) => thing(x.replace(/^(?:and|or)\s+/i, ""))) && /^(?:and|or)\s|\s(?:and|or)\s/.test(parts.at(-1)!))
    return [sentence];
  // Things listed first ("Pumpkin soup, venison stew, sticky toffee pudding, all locally sourced"): one series.
  let n = 0;
  // (Not a notice's headline and what it is: "Missing keys, blue lanyard".)
  while (
    n < parts.length &&
    thing(parts[n]!) &&
    !/\b(?:in|at|on|near|for|from|with|called|named)\b/i.test(parts[n]!) &&
    !/^(?:lost|found|missing|stolen|new)\b/i.test(parts[0]!)
  )
    n++;
  // ("beef, lamb or nut roast": a series that ends on its own "or"/"and" is said as written, not "beef and lamb or".)
  const series =
    n >= 2 && n < parts.length
      ? /\s(?:and|or|&)\s/.test(parts[n - 1]!)
        ? parts.slice(0, n).join(", ")
        : joinList(parts.slice(0, n))
      : null;
  let head = series ?? parts[0]!;
  const rest = parts.slice(series ? n : 1);
  const subject = series ? "They" : subjectOf(head);
  const out: string[] = [];
  const notes: string[] = [];
  let said = 0;
  const flush = () => {
    if (!notes.length) return;
    const items = notes.splice(0);
    // "crafts, mulled wine, raffle, Santa's grotto" at an event: what there will be.
    const onOffer = intent === "event" && items.length >= 2 && items.every(thing);
    // (Notes that are no list of things stand apart: "On the website Friday 9am and limited run of 150" joined two.)
    if (!onOffer && items.some((x) => /\d|\b(?:on|at|in|of|for|from)\b/i.test(x))) {
      out.push(...items.map((x) => asSentence(capitalise(x))));
      return;
    }
    out.push(
      onOffer
        ? `${status === "upcoming" ? "There will be" : "There's"} ${joinList(items.map(attraction))}.`
        : asSentence(capitalise(joinList(items))),
    );
  };
  // "Roses from £35": a headline that is a price note is said as one.
  const headPrice = /(?:[$€£]\s?\d|\d+p\b)/.test(head) ? noteSentence(head, subject, intent, status) : null;
  if (headPrice && /^\p{Lu}?[\p{Ll}\s'-]+\s(?:are|is|starts?)\s/u.test(headPrice)) {
    head = headPrice.replace(/\.$/, "");
    said++;
  }
  for (const part of rest) {
    // The time and place of the headline go with it ("Choir concert at St Mary's Church on Sat 7 Dec 7:30pm").
    if (whenOnly(part) || placeOnly(part) || whereWhen(part)) {
      head = joined(head, part);
      said++;
      continue;
    }
    // (An event's attractions are listed together: "crafts, mulled wine, raffle, Santa's grotto".)
    const s =
      intent === "event" && thing(part) && !/^(?!There\b)/.test(partSentence(part, intent, status) ?? "There")
        ? null
        : noteSentence(part, subject, intent, status, [head, ...rest.slice(0, rest.indexOf(part))].join(", "));
    if (s) {
      flush();
      out.push(s);
      said++;
    } else if (nounNote(part)) {
      // The first thing said of a lost or found one is what it is ("It's a grey tabby called Milo.").
      if (
        !out.length &&
        !notes.length &&
        subject === "It" &&
        /^(?:lost|found|missing|stolen)\b/i.test(head) &&
        !/^(?:\d|no\b|all\b)/i.test(part)
      ) {
        out.push(`It's ${/^[aeiou]/i.test(part) ? "an" : "a"} ${part[0]!.toLowerCase()}${part.slice(1)}.`);
        said++;
      } else notes.push(part);
    } else if (hasFiniteVerb(part) || CALL.test(part)) {
      flush();
      out.push(asSentence(capitalise(part)));
      said++;
    } else return [sentence];
  }
  flush();
  // Only a line a pattern reads is taken apart; notes nothing reads stay as the prompt wrote them.
  if (said === 0) return [sentence];
  // "we're closed tomorrow ..., back to normal Thursday": the state of the one who speaks, not of a thing ("We're back
  // to normal Thursday.", was "It's back to normal Thursday.").
  // ("our bakery is closed this weekend ..., back monday": the bakery speaks, "We're back on Monday.")
  const ours = /^(?:we'?re|we are|we'll be|we will be)\b/i.test(head) || closedBusiness(head);
  return [
    asSentence(capitalise(closedHead(head)), end),
    ...(ours
      ? out.map((x) =>
          x
            .replace(/^It's (?=(?:back|open|closed|available|now|still|also|reopening)\b)/, "We're ")
            .replace(
              /^(We're (?:back(?: to normal)?|open|closed|reopening))\s+(?=(?:mon|tues|wednes|thurs|fri|satur|sun)day\b)/i,
              "$1 on ",
            ),
        )
      : out),
  ];
}

/** "Prize is a bar tab." -> "The prize is a bar tab.": a note's subject written without its article. */
export function withSubjectArticle(sentence: string): string {
  return sentence.replace(
    /^(prize|first prize|top prize|winner|theme|dress code|venue|deadline|topic|host|speaker|format|meeting point|start|finish|closing date|entry fee|cost)\s+(is|will be|was)\b/i,
    (_m, what: string, verb: string) => `The ${what.toLowerCase()} ${verb}`,
  );
}
