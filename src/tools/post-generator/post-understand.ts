/**
 * Understanding an English prompt: the instruction and directives are set aside (post-directives), labels such as
 * "Big news:" are read, each content sentence becomes a post sentence in the poster's voice (post-rewrite), the
 * intent, voice and status are read, and the headline's facts (what, when, where) are found so the writer can say
 * the news in its own sentence.
 */
import type { Intent, Status, Thanked, Tone, Voice } from "./post-frames.types";
import { partSentence } from "./post-details";
import { availableNote } from "./post-available";
import { questionMark } from "./post-question-mark";
import { readPrompt } from "./post-directives";
import { detectIntent, readLabel, thankedOf, voiceOf } from "./post-intent";
import { NOUNS_ONLY, addressesReader, hasFiniteVerb, rewrite, termsOf, type Piece } from "./post-rewrite";
import { noteSentences, withSubjectArticle } from "./post-notes";
import { MASS_NOUN, callOn, linksOf } from "./post-text";
import { extractWhen, extractWhere, isUpcoming, tidy } from "./post-when-where";

export type LeadClass = "launch" | "open" | "hire" | "host";

/** A name listed in a note ("SQL", "Next.js", "testing experience"): a few words, no figure, no preposition first. */
const BARE_NAME =
  /^(?!(?:in|at|on|near|from|to|for|with|by|of|the|a|an|our|my|no|and|or)\b)[\p{L}][\p{L}.'’-]*(?:\s+[\p{L}][\p{L}.'’-]*){0,2}$/iu;

/** The headline's facts: a kind of news the writer has frames for, or a noun phrase ("a free webinar on ..."). */
export interface Lead {
  cls: LeadClass | "np";
  status: Status;
  /** A named subject other than "we"/"I" ("Our bookstore Paper Lantern"), for the frames that use it. */
  subject: string;
  what: string;
  when: string;
  where: string;
  extra: string;
  /** The sentence as the prompt's rewrite says it (used when no frame fits). */
  plain: string;
  /** Parts of a note-style headline that are sentences of their own ("..., $5 a plate, all money goes to ..."). */
  after?: Piece[];
  /** A named offer with what it is ("our Black Friday deal: buy one, get one free"). */
  named?: boolean;
  /** A sentence adverb the prompt put inside the thing ("dark mode in the app, finally"), said with the verb. */
  adverb?: string;
}

/** "link in bio", "the link is in my bio": where the prompt sends its readers. */
const LINK_IN_BIO = /\blink\s+(?:is\s+)?in\s+(?:our|my|the)?\s*bio\b/i;

/** A count noun that heads a topic without its article ("day in the life of ...", "week at our bakery"). */
const COUNTED_TOPIC =
  /^(?:day|week|month|year|weekend|morning|evening|night|shift|trip|visit|tour|look|glimpse|peek|walk|journey|story|recap|guide|checklist|typical day|normal day)\s+(?:in|of|at|on|with|behind|inside|through|from)\b/i;

export interface Brief {
  intent: Intent;
  volunteer: boolean;
  voice: Voice;
  status: Status;
  lead: Lead | null;
  /** The content sentences after the headline, in prompt order. */
  pieces: Piece[];
  /** Items of a list the prompt gives ("5 lessons: a, b, c"), with the sentence that introduces them. */
  list: { intro: string; items: string[] } | null;
  links: string[];
  /** The prompt points readers to the link in its profile ("link in bio"). */
  bio: boolean;
  code: string | null;
  mentions: string[];
  thanked: Thanked | null;
  /** A prompt that only names a topic ("the importance of mentorship in engineering teams"). */
  /** `story`: a telling of one stretch of time ("a day in the life of a vet nurse"), not a view on a topic. */
  topic: { what: string; importance: boolean; story: boolean } | null;
  /** An exclamatory label of the prompt ("Big news!"), used as the opening line. */
  hook: string | null;
  tone: Tone | null;
  emoji: boolean | null;
  short: boolean;
  noHashtags: boolean;
  userTags: string[];
  /** The content text (instructions removed), for hashtags and facts. */
  content: string;
  /** The prompt's exclamatory label, kept for reading what kind of content it is ("New blog post!"). */
  label: string | null;
}

const VERBS: Record<LeadClass, RegExp> = {
  launch:
    /^(?:launch(?:ed|ing|es)?|releas(?:e|ed|ing|es)|ship(?:ped|ping|s)?|publish(?:ed|ing|es)?|introduc(?:e|ed|ing|es)|unveil(?:ed|ing|s)?|debut(?:ed|ing|s)?|roll(?:ed|ing|s)?\s+out)$/i,
  open: /^(?:re)?open(?:ed|ing|s)?$/i,
  hire: /^(?:hir(?:e|ed|ing|es)|looking\s+for|seeking|recruiting)$/i,
  host: /^(?:host(?:ed|ing|s)?|organi[sz](?:e|ed|ing|es)|throw(?:ing|s)?|holding|putting\s+on)$/i,
};

const AUX = String.raw`(?:'re|'m|'ve|'ll|'s|\s+are|\s+am|\s+is|\s+have|\s+has|\s+will|\s+just|\s+finally|\s+officially|\s+now|\s+be|\s+so|\s+(?:excited|happy|proud|thrilled)\s+to|\s+(?:are|am|is)\s+going\s+to)*`;
const VERB = `(${Object.values(VERBS)
  .map((re) => re.source.replace(/^\^|\$$/g, ""))
  .join("|")})`;
/** "We're launching X tomorrow", "I just opened X", "We'll host X": pronoun subject, auxiliaries, a class verb. */
const LEAD_CLAUSE = new RegExp(String.raw`^(we|i)${AUX}\s+${VERB}\b\s+(.+)$`, "i");
/** "Our bookstore Paper Lantern is hosting X": a named subject (two to seven words, no verb). */
const NAMED_CLAUSE = new RegExp(
  String.raw`^((?:our|my|the)\s+[^,.!?]{2,60}?|\p{Lu}[\p{L}&'.-]*(?:\s+\p{Lu}[\p{L}&'.-]*){0,3})${AUX}\s+${VERB}\b\s+(.+)$`,
  "iu",
);
/** "Our new café opens on Saturday": the subject is the thing that opens. */
const OPENS = new RegExp(
  String.raw`^((?:our|my|the)\s+[^,.!?]{2,60}?)\s+(?:is\s+now\s+open|opens|is\s+opening|will\s+open|reopens|has\s+opened|opened)\b\s*(.*)$`,
  "iu",
);

const CODE = /\s*,?\s*(?:with|using|use)\s+(?:the\s+)?(?:promo\s+|discount\s+|coupon\s+)?code\s+[A-Z0-9][A-Z0-9-]{2,}/;

/** "12 March, 2pm CET" -> "on 12 March at 2pm CET"; "this Saturday at 9am" stays as written. */
function whenPhrase(spans: string[]): string {
  const when = spans
    .join(" ")
    .replace(/,\s*(?=\d{1,2}(?:[:.]\d\d)?\s?(?:am|pm|a\.m\.|p\.m\.)|noon|midnight)/gi, " at ");
  if (/^(?:\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i.test(when))
    return `on ${when}`;
  return when;
}

function slotsOf(rest: string): { what: string; when: string; where: string; extra: string } {
  // The purpose or company ("to help sort donations", "with Dr. Lee") first, then time and place: a span inside the
  // phrase before a longer modifier stays where the prompt wrote it.
  let extra = "";
  let head = rest;
  const m = /(?:^|,?\s+)(with\s+.+|to\s+(?:help|deliver|support|bring|make|celebrate|raise)\b.+|led\s+by\s+.+)$/i.exec(
    head,
  );
  if (m && extractWhen(m[1]!).when.length === 0 && extractWhere(m[1]!).where.length === 0) {
    extra = m[1]!;
    head = head.slice(0, m.index);
  }
  // "my bakery in Leeds after 10 years of baking at home": the story behind the news is said after it, never left
  // inside the noun phrase the frame makes its subject ("My bakery ... after 10 years ... has opened").
  const story = extra ? null : /\s+((?:after|following)\s+(?:\S+\s+){2,}\S+)$/i.exec(head);
  if (story && extractWhen(story[1]!).rest.split(/\s+/).length >= 3) {
    extra = story[1]!;
    head = head.slice(0, story.index);
  }
  const { when, rest: r1 } = extractWhen(head, true);
  const { where, rest: r2 } = extractWhere(r1, true);
  let what = r2;
  const m2 = extra
    ? null
    : /(?:^|,?\s+)(with\s+.+|to\s+(?:help|deliver|support|bring|make|celebrate|raise)\b.+|led\s+by\s+.+)$/i.exec(what);
  if (m2) {
    extra = m2[1]!;
    what = what.slice(0, m2.index);
  }
  // "our new spring candle collection: three scents" (its date taken out): what comes after the colon follows the
  // date and place, with its colon ("... on April 2: three scents").
  const colon = /^([^:]{3,}?):\s+(.+)$/.exec(what);
  if (colon && !extra)
    return { what: tidy(colon[1]!), when: whenPhrase(when), where: where.join(" "), extra: `: ${tidy(colon[2]!)}` };
  return { what: tidy(what), when: whenPhrase(when), where: where.join(" "), extra: tidy(extra) };
}

function statusOf(verb: string, aux: string, when: string): Status {
  if (/\b(?:just|finally|officially)\b|'ve|\bhave\b|\bhas\b/i.test(aux) || /(?:ed|ped)$/i.test(verb)) return "done";
  return isUpcoming(when ? [when] : [], aux) ? "upcoming" : "now";
}

function parseLead(piece: Piece, fallbackStatus: Status, intent: Intent): Lead | null {
  const text = piece.text.replace(/[.!]+$/, "").replace(CODE, "");
  if (piece.kind === "fragment") return npLead(text, piece, fallbackStatus, intent);
  if (piece.kind !== "statement") return null;
  const opens = OPENS.exec(text);
  if (opens) {
    const slots = slotsOf(opens[2]!);
    if (!slots.what) {
      const status = /opened|now open/i.test(text) ? "done" : slots.when ? "upcoming" : "now";
      return {
        cls: "open",
        status,
        subject: "",
        ...slots,
        what: opens[1]!.replace(/^(Our|My|The)\b/, (w) => w.toLowerCase()),
        plain: piece.text,
      };
    }
  }
  const m = LEAD_CLAUSE.exec(text) ?? NAMED_CLAUSE.exec(text);
  if (!m) return null;
  const verb = m[2]!;
  const cls = (Object.keys(VERBS) as LeadClass[]).find((c) => VERBS[c].test(verb));
  if (!cls) return null;
  // "I'm open to work", "we're open on Sundays": "open" after "be" is an adjective, not an opening.
  if (
    cls === "open" &&
    /^open$/i.test(verb) &&
    /'re|'m|'s|\b(?:are|am|is)\b/i.test(text.slice(m[1]!.length, text.length - m[3]!.length - verb.length))
  )
    return null;
  // A class only where the intent has it ("I'm looking for practical ideas" is no job ad).
  const fits: Record<LeadClass, Intent[]> = {
    hire: ["hiring"],
    host: ["event"],
    launch: ["launch", "announcement", "promo"],
    open: ["announcement", "launch", "event", "notice"],
  };
  if (!fits[cls].includes(intent)) return null;
  const named = !/^(?:we|i)$/i.test(m[1]!);
  if (named && cls !== "host") return null;
  // "My grandmother turns 90 tomorrow and we're throwing her a party": a subject with its own verb or a joined
  // clause is two clauses, not a named host.
  if (named && (/\s(?:and|but|so)\s/i.test(m[1]!) || hasFiniteVerb(m[1]!))) return null;
  // "Launching GlowBox today — a skincare box, $29/month, first box ships June 1": a later clause or a price is a
  // sentence of its own, and its date is not the headline's.
  const parts = m[3]!.split(/\s*,(?!\d{3}\b)\s*/);
  // "adds dark mode, offline sync and faster search": the parts after a comma that end a list with "and" go on the
  // headline's list.
  const listTail = (tail: string[]) =>
    /^\S+(?:\s+\S+){0,3}\s+(?:and|or|&)\s+\S+(?:\s+\S+){0,3}$/i.test(tail[tail.length - 1]!) &&
    tail.every((x) => x.split(/\s+/).length <= 8 && !hasFiniteVerb(x) && !/\d/.test(x));
  let cut = parts.findIndex(
    (part, k) =>
      k > 0 &&
      !listTail(parts.slice(k)) &&
      // "Launching Pocketbook today, a budgeting app for freelancers that tracks invoices": what the thing is.
      !(
        k === parts.length - 1 &&
        /^(?:a|an)\s/i.test(part) &&
        !hasFiniteVerb(part.replace(/\s+(?:that|which|who)\s.*$/i, ""))
      ) &&
      (hasFiniteVerb(part) || partSentence(part, intent, fallbackStatus) !== null || /[$€£]\s?\d|\d\s?%/.test(part)),
  );
  // "hiring a data analyst in Leeds, SQL, Excel, curiosity": the bare names before the first note go with it.
  if (cls === "hire") while (cut > 1 && BARE_NAME.test(parts[cut - 1]!) && !hasFiniteVerb(parts[cut - 1]!)) cut--;
  const after: Piece[] =
    cut > 0
      ? parts
          .slice(cut)
          .map((part) =>
            hasFiniteVerb(part) ? rewrite(part, "we") : { text: part, kind: "fragment" as const, source: part },
          )
      : [];
  const slots = slotsOf(cut > 0 ? parts.slice(0, cut).join(", ") : m[3]!);
  // "we just launched dark mode in the app, finally": "finally" goes with the verb ("Dark mode ... is finally out").
  const adverb = /(?:,\s*|\s+)(finally|at last)(?=\s*(?:,|$))/i.exec(slots.what);
  if (adverb) slots.what = tidy(slots.what.slice(0, adverb.index) + slots.what.slice(adverb.index + adverb[0].length));
  if (!slots.what || slots.what.split(/\s+/).length > 14 || /[.!?]/.test(slots.what)) return null;
  const aux = text.slice(m[1]!.length, text.length - m[3]!.length - verb.length - 1);
  const status: Status = cls === "hire" ? "now" : statusOf(verb, aux, slots.when);
  const subject = named ? m[1]!.replace(/^(Our|My|The)\b/, (w) => w.toLowerCase()) : "";
  return { cls, status, subject, ...slots, plain: piece.text, after, ...(adverb ? { adverb: adverb[1]! } : {}) };
}

/**
 * A headline that is a noun phrase with its when, where and extras ("free webinar on X, 12 March, 2pm CET, with Y"):
 * time and place are read from the first part and from parts that are only a time or a place; other parts stay extras
 * as written ("our new sourdough loaf, baked fresh every Saturday morning").
 */
function npLead(text: string, piece: Piece, status: Status, intent: Intent): Lead | null {
  // "our Black Friday deal: buy one candle get one free, today only": a named offer and what it is.
  // ("Our hardware store is running a spring sale: 15% off ...": a clause before the colon is no name of an offer.)
  const named0 = intent === "promo" ? /^([^:\d%]{3,60}):\s+(.+)$/.exec(text) : null;
  const named = named0 && !hasFiniteVerb(named0[1]!) ? named0 : null;
  if (named) {
    const { when, rest } = extractWhen(named[2]!);
    return {
      cls: "np",
      status,
      subject: "",
      what: named[1]!,
      when: whenPhrase(when),
      where: "",
      extra: tidy(rest),
      plain: piece.text,
      named: true,
    };
  }
  // "open day ... 11am-3pm: seed swap, composting demo and cake": what is on, kept as one list of its own.
  const programme = /^([^:]{3,80}):\s+((?:[^,:\d]{2,30},\s+)+[^,:\d]{2,30}\s+and\s+[^,:\d]{2,30})$/.exec(text);
  const onList =
    programme && programmeItems(programme[2]!).every((i) => i.split(/\s+/).length <= 4) && !hasFiniteVerb(programme[2]!)
      ? programme[2]!
      : "";
  if (onList) text = programme![1]!;
  // "our spring pottery workshop: 4 Saturday mornings, ...": the thing, then its details.
  const [head = "", ...others] = text
    .replace(/^([^:,]{3,80}):\s+/, "$1, ")
    .split(/\s*,(?!\d{3}\b)\s*/)
    .filter(Boolean);
  if (!head) return null;
  const { when, rest: r1 } = extractWhen(head, true);
  const { where, rest: r2 } = extractWhere(r1, true);
  const extras: string[] = [];
  const after: Piece[] = [];
  // A job's notes are read as a job's ("hybrid" -> "The role is hybrid.", "£32-36k" -> "The salary is £32-36k."), not
  // left glued to the role ("We're looking for a UX researcher, hybrid, ..., £50k.").
  const noteIntent: Intent = intent === "hiring" ? "hiring" : "event";
  for (const part of others) {
    const t = extractWhen(part);
    const p = extractWhere(t.rest);
    if (!p.rest && (t.when.length || p.where.length)) {
      when.push(...t.when);
      where.push(...p.where);
    } else if (after.length || hasFiniteVerb(part) || partSentence(part, noteIntent, status) !== null) {
      // ("sizes S-XL" is a note a pattern reads, whatever the tagger makes of "sizes".)
      after.push(
        hasFiniteVerb(part) && partSentence(part, noteIntent, status) === null
          ? rewrite(part, "we")
          : { text: part, kind: "fragment", source: part },
      );
    } else extras.push(part);
  }
  // "seed swap, composting demo and cake" -> "a seed swap, a composting demo and cake": a counted thing of two words
  // gets its article; a single word may be a mass noun ("cake", "music") and stays bare.
  const counted = (item: string) =>
    /\s/.test(item) && !/s$|^(?:a|an|the|our|free|live)\s/i.test(item)
      ? `${/^[aeiou]/i.test(item) ? "an" : "a"} ${item}`
      : item;
  if (onList)
    after.push({
      text: programmeItems(onList)
        .map((item) => counted(item.trim()))
        .join(", ")
        .replace(/,\s+(?=[^,]+$)/, " and "),
      kind: "fragment",
      source: onList,
    });
  // "new podcast launch": the thing launched is the podcast.
  let what = r2.replace(/^((?:our\s+|my\s+|a\s+)?new\s+[\p{L}-]+)\s+(?:launch|release|drop)$/iu, "$1");
  const w = /\s+(with\s+.+)$/i.exec(what);
  if (w) {
    extras.unshift(w[1]!);
    what = what.slice(0, w.index);
  }
  if (!tidy(what)) return null;
  // "webinar on pricing, Tuesday 7pm, free": a lone "free" describes the thing ("a free webinar on pricing").
  const free = extras.findIndex((x) => /^free$/i.test(x.trim()));
  if (free >= 0 && !/^(?:a|an|the|our|my)?\s*free\b/i.test(tidy(what))) {
    extras.splice(free, 1);
    what = `free ${tidy(what).replace(/^(?:a|an)\s+/i, "")}`;
  }
  return {
    cls: "np",
    status,
    subject: "",
    what: withArticle(tidy(what)),
    when: whenPhrase(when),
    where: where.join(" "),
    extra: extras.join(", "),
    plain: piece.text,
    after,
  };
}

/**
 * The items of "a, b and c": split at the commas and at the last "and" only, so an item that joins two words with
 * "and" stays one ("beef and ale pie, leek soup and treacle tart" -> "beef and ale pie", "leek soup", "treacle tart").
 */
function programmeItems(list: string): string[] {
  const parts = list.split(/,\s+/);
  const last = parts.pop() ?? "";
  const cut = /^(.*)\s+and\s+(.+)$/.exec(last);
  return [...parts, ...(cut ? [cut[1]!, cut[2]!] : [last])].filter(Boolean);
}

/** "free webinar on X" -> "a free webinar on X": a singular noun phrase without a determiner gets an article. */
function withArticle(np: string): string {
  if (/\s(?:and|&)\s/.test(np) || MASS_NOUN.test(np.split(/\s+(?:in|on|at|for|with|by)\s+/i)[0]!.trim() + " "))
    return np;
  if (
    /^(?:a|an|the|our|my|your|their|his|her|its|this|that|these|those|some|all|any|every|each|no|\d|[$€£]|\p{Lu})/iu.test(
      np,
    ) &&
    !/^(?:free|new|big|small|local)\b/i.test(np)
  ) {
    if (
      !/^\p{Lu}\p{Ll}*\s+(?:\p{Ll})/u.test(np) ||
      /^(?:A|An|The|Our|My|Your|Their|This|These|Those|Some|All)\b/.test(np)
    )
      return np;
  }
  const head = np.split(/\s+(?:on|for|with|about|in|at|of|from|to|by)\s+/i)[0]!;
  const last = head.split(/\s+/).pop() ?? "";
  if (/s$/i.test(last) && !/ss$/i.test(last)) return np;
  // ("Christmas fair": a holiday or a day keeps its capital after the article.)
  const proper =
    /^(?:Christmas|Easter|Halloween|Diwali|Eid|Hanukkah|Valentine|Mother|Father|New Year|Burns|Bonfire|Pride|Thanksgiving|St\b|Saint\b|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|January|February|March|April|May|June|July|August|September|October|November|December)/.test(
      np,
    );
  const lower = proper ? np : np[0]!.toLowerCase() + np.slice(1);
  return `${/^[aeiou]/i.test(lower) ? "an" : "a"} ${lower}`;
}

const VENUE =
  /\b(?:studio|caf[eé]|coffee\s*shop|shop|store|gym|bakery|restaurant|bar|salon|library|school|gallery|bookstore|bookshop|market|club|clinic|taqueria|pizzeria|brewery|hotel|farm)\b/i;

/** "Post for our yoga studio Lotus Flow: new classes start Monday" -> "New classes start Monday at our yoga studio Lotus Flow." */
function forVenue(sentence: string): string {
  const m = /^(?:(?:a\s+)?(?:post|caption|tweet|update)\s+for\s+)?((?:our|my)\s+[^:]{3,60}):\s+(.+)$/i.exec(sentence);
  if (!m) return sentence;
  const [, who, rest] = m;
  // "Our hardware store is running a spring sale: 15% off ...": a clause before the colon names no venue.
  if (hasFiniteVerb(who!.replace(/^(?:(?:a\s+)?(?:post|caption|tweet|update)\s+for\s+)/i, ""))) return sentence;
  if (!VENUE.test(who!)) return `${who![0]!.toUpperCase()}${who!.slice(1)}: ${rest}`;
  // After the first part and the times that follow it ("new classes start Monday, 7pm").
  const parts = rest!.split(/\s*,(?!\d{3}\b)\s*/);
  let n = 1;
  while (n < parts.length && !extractWhen(parts[n]!).rest) n++;
  return [`${parts.slice(0, n).join(", ")} at ${who}`, ...parts.slice(n)].join(", ");
}

/**
 * "our next Python meetup: Oct 14, 6:30pm at the Foundry": a thing and, after a colon, only its date and place, read
 * as one headline ("our next Python meetup Oct 14, 6:30pm at the Foundry" is then told as an event).
 */
function datedLabel(sentence: string): string {
  // (after an instruction to the tool, which is read later: "Announce our next meetup: ...")
  const m = /^((?:(?:announce|promote|share|advertise)\s+)?(?:our|my|the|a|an|this|next)\s[^:]{3,60}?):\s+(.+)$/i.exec(
    sentence,
  );
  if (!m) return sentence;
  const { when, rest } = extractWhen(m[2]!);
  const placeOnly = /^(?:[,.\s]*(?:at|in|on)\s+[^,.;]+)*[,.\s]*$/i.test(rest);
  const dateFirst = extractWhen(m[2]!.split(/\s+(?:at|in)\s+/)[0]!).rest.replace(/[,.\s]/g, "") === "";
  return when.length && placeOnly && dateFirst ? `${m[1]} ${m[2]}` : sentence;
}

const SPLICE_LONG =
  /,\s+(?=(?:(?:and|so)\s+)?(?:honestly\s+|frankly\s+)?(?:it|we|i|they|this|she|he)(?:'s|'re|'ve|'m|'ll)?\s)|,\s+(?=thank\s+you\b)|,\s+(?=(?:(?:and|so)\s+)?(?:honestly\s+|frankly\s+)?(?:the|our|my|everyone|everybody|nobody|people)\s+(?:[a-z-]+\s+){0,3}(?:is|are|was|were|has|have|had|loved|worked|came|went|took|made|did|sold|got|get|gets|say|says|said|feel|feels|felt|need|needs|helped|showed|turned|didn't|did not|wasn't|weren't|hasn't|haven't|couldn't|can't|won't|never|kept|stayed|ran|ate|felt|looked|raised)\b)|,\s+(?=(?:anyway|also|plus)\b)|,\s+(?=(?:would|could)\s+(?:really\s+)?(?:love|appreciate|like)\b)|(?<=\S+\s+\S+),\s+(?=(?:please\s+|just\s+|simply\s+)?(?:use|bring|come|sign\s+up|register|apply|book|order|grab|visit|shop|tag|rsvp|dm|call|email|send|message|text|contact|drop\s+(?:in|by)|stop\s+by|pop\s+(?:in|by|over|along|down|round)|walk\s+in|turn\s+up|stay\s+(?:safe|warm|dry|tuned|home)|take\s+care|be\s+safe)\b)|(?<!^(?:please|so|and|now|then|oh|ok|okay|yes|well|hey|hi|if|when|once|while|before|after|whether|since|unless|until|whenever)\b[^,]*)(?<=[a-z]),\s+(?=(?:please\s+)?(?:register|sign\s+up|book|order|donate|rsvp|apply|dm\s+(?:us|me)|shop|call|email|grab\s+yours|pre-?order|reserve|buy)\b)|,\s+(?=(?:every|each)\s+\S+(?:\s+\S+)?\s+(?:helps|counts|matters)\b)|,\s+(?=[a-z]+(?:\s[a-z]+)?\s(?:move|moves|start|starts|begin|begins|resume|resumes|continue|continues|will|are|is)\s(?!(?:and|or|\d)\b))|\s+and\s+(?=ask\s+(?:people|everyone|others|followers|folks)?\s*(?:what|how|why|which|whether|if)\b)/i;
const SPLICE =
  /,\s+(?=(?:it|we|i|they|this|she|he)(?:'s|'re|'ve|'m|'ll)?\s)|,\s+(?=thank\s+you\b)|,\s+(?=(?:the|our|my|everyone|everybody|nobody|people)\s+(?:[a-z-]+\s+){0,3}(?:is|are|was|were|has|have|had|loved|worked|came|went|took|made|did|sold|got|get|gets|say|says|said|feel|feels|felt|need|needs|helped|showed|turned|didn't|did not|wasn't|weren't|hasn't|haven't|couldn't|can't|won't|never|kept|stayed|ran|ate|felt|looked|raised)\b)|,\s+(?=(?:anyway|also|plus)\b)|,\s+(?=(?:would|could)\s+(?:really\s+)?(?:love|appreciate|like)\b)|(?<=\S+\s+\S+),\s+(?=(?:please\s+|just\s+|simply\s+)?(?:use|bring|come|sign\s+up|register|apply|book|order|grab|visit|shop|tag|rsvp|dm|call|email|send|message|text|contact|drop\s+(?:in|by)|stop\s+by|pop\s+(?:in|by|over|along|down|round)|walk\s+in|turn\s+up|stay\s+(?:safe|warm|dry|tuned|home)|take\s+care|be\s+safe)\b)|(?<!^(?:please|so|and|now|then|oh|ok|okay|yes|well|hey|hi|if|when|once|while|before|after|whether|since|unless|until|whenever)\b[^,]*)(?<=[a-z]),\s+(?=(?:please\s+)?(?:register|sign\s+up|book|order|donate|rsvp|apply|dm\s+(?:us|me)|shop|call|email|grab\s+yours|pre-?order|reserve|buy)\b)|,\s+(?=(?:every|each)\s+\S+(?:\s+\S+)?\s+(?:helps|counts|matters)\b)|,\s+(?=[a-z]+(?:\s[a-z]+)?\s(?:move|moves|start|starts|begin|begins|resume|resumes|continue|continues|will|are|is)\s(?!(?:and|or|\d)\b))|\s+and\s+(?=ask\s+(?:people|everyone|others|followers|folks)?\s*(?:what|how|why|which|whether|if)\b)/i;

/** Comma-spliced clauses of a sentence, as their own sentences ("our new menu, it starts Sunday"). */
function unsplice(s: string): string[] {
  // "After 14 years of teaching, I'm starting ...": an opening phrase stays with its clause.
  const intro =
    /^(?:after|before|when|since|while|if|because|although|as|once|during|for|in|on|with|by|despite|today|tomorrow|yesterday|this|last|next)\b[^,]{0,60},\s+(?=(?:it|we|i|they|this|she|he)\b)/i.exec(
      s,
    );
  if (intro) {
    const [first = "", ...rest] = unsplice(s.slice(intro[0].length));
    return [`${intro[0]}${first}`, ...rest];
  }
  // A long sentence also splits before "and"/"so" with a new subject ("..., so we rebuilt it", "..., and honestly the
  // first week is a mess"); a short one keeps its joins.
  const long = s.split(/\s+/).length > 25;
  return s
    .split(long ? SPLICE_LONG : SPLICE)
    .map((part) =>
      part
        .replace(/^(?:anyway|and|also|plus)[,\s]+|^so,\s*/i, "")
        // "honestly the first week is a mess" -> "Honestly, the first week is a mess" (a comment on its clause).
        // "stay safe everyone" -> "stay safe, everyone": the people addressed after a comma.
        .replace(
          /^((?:stay|be)\s+(?:safe|warm|dry|tuned)|take\s+care|see\s+you(?:\s+there|\s+soon)?|have\s+fun)\s+(everyone|all|guys|friends|folks|y'all)\b/i,
          "$1, $2",
        )
        // "Thanks for a brilliant year everyone" -> "Thanks for a brilliant year, everyone".
        .replace(
          /^((?:thanks|thank\s+you)\s+(?:so\s+much\s+)?(?:for|to)\s+[^,]{3,80}?)\s+(everyone|everybody|guys|folks|friends|y'all)(?:,\s*(?=\p{L})|(?=[.!]*$))/iu,
          (m, thanks: string, who: string) => `${thanks}, ${who}${/,\s*$/.test(m) ? ". " : ""}`,
        )
        .replace(
          /^(honestly|frankly|sadly|luckily|thankfully)\s+(?=(?:the|our|my|it|we|i|they|this|people)\b)/i,
          "$1, ",
        )
        .trim(),
    )
    .filter((part) => /\p{L}/u.test(part));
}

/** Note-style parts after a clause ("..., free entry, wine and snacks") and a closing "thank you all", apart. */
function splitTail(s: string): string[] {
  const end = /[!?]$/.test(s) ? s.slice(-1) : "";
  const body = s.replace(/[.!?]+$/, "");
  const thanks = /,\s*((?:thank\s+you|thanks)(?:\s+(?:all|so\s+much|everyone|guys|to\s+all))?)$/i.exec(body);
  if (thanks)
    return [...splitTail(body.slice(0, thanks.index)), `${thanks[1]![0]!.toUpperCase()}${thanks[1]!.slice(1)}!`];
  const parts = body.split(/\s*,(?!\d{3}\b)\s*/);
  const tail: string[] = [];
  while (parts.length > 1) {
    const last = parts[parts.length - 1]!;
    const isDetail =
      !hasFiniteVerb(last) &&
      (partSentence(last, "hiring", "upcoming") !== null || partSentence(last, "event", "upcoming") !== null);
    if (!isDetail) break;
    tail.unshift(parts.pop()!);
  }
  // "..., it starts Sunday, avocado toast, banana pancakes and oat milk lattes": a list of things after a clause.
  if (tail.length === 0 && / and /.test(parts[parts.length - 1] ?? "")) {
    let n = parts.length - 1;
    while (n > 0 && parts[n]!.split(/\s+/).length <= 6 && NOUNS_ONLY(parts[n]!)) n--;
    // ("Our app adds dark mode, offline sync and faster search": one more part after a verb's short object is the
    // rest of that object's list.)
    const terms = termsOf(parts[n]!);
    const v = terms.map((t) => t.tags.has("Verb")).lastIndexOf(true);
    const object = v >= 0 ? terms.slice(v + 1) : [];
    const listGoesOn =
      n === parts.length - 2 &&
      object.length > 0 &&
      object.length <= 3 &&
      !terms[v]!.tags.has("Copula") &&
      !object.some((t) => ["Date", "Value", "Preposition", "Pronoun"].some((x) => t.tags.has(x)));
    if (n < parts.length - 1 && !listGoesOn && hasFiniteVerb(parts.slice(0, n + 1).join(", ")))
      tail.push(...parts.splice(n + 1));
  }
  // Only notes after a clause are split off; a line of notes stays one fragment ("Paid, 3 days a week, ...").
  if (tail.length === 0 || parts.join(" ").split(/\s+/).length < 2 || !hasFiniteVerb(parts.join(", "))) return [s];
  return [`${parts.join(", ")}${end || "."}`, tail.join(", ")];
}

/** The intro of a list of what a business offers: a menu, a range, what is new in or included. */
const ON_OFFER =
  /\b(?:menu|menus|range|collection|lineup|line-up|specials|flavou?rs|new in|in stock|included|includes|(?:is|are) (?:here|back|live))\b/i;

/** "5 lessons I learned ...: write everything down, overcommunicate, ... and trust people by default." */
function listOf(sentence: string): { intro: string; items: string[] } | null {
  const m = /^(.{8,}?):\s+(.+)$/.exec(sentence.replace(/[.!]+$/, ""));
  // A list says what it lists ("5 lessons", "3 things I learned", "our new menu").
  if (
    !m ||
    !/^(?:tips|lessons|rules|ways|ideas|reasons|steps|habits)\b|\b(?:\d+|three|four|five|six|seven|eight|nine|ten|a few|some|my|our)\b.*\b(?:tips|things|lessons|ways|reasons|steps|ideas|rules|habits|mistakes|secrets|tricks|ingredients|flavou?rs|dishes|items|features|highlights|menu|lineup|speakers|books|tools)\b|\b(?:menu|specials)\b/i.test(
      m[1]!,
    )
  )
    return null;
  const parts = m[2]!
    .split(/\s*,(?!\d{3}\b)\s*(?:and\s+)?|\s*;\s*/)
    .map((x) => x.trim())
    .filter(Boolean);
  // The last "and" joins the last two items; an "and" inside an earlier item is the item's own ("beef and ale pie,
  // leek soup and treacle tart"). (With no comma, each "and" before two words joins items, as before.)
  const split = (x: string) => x.split(/\s+and\s+(?=\S+\s+\S+)/);
  const last = parts.length > 1 ? /^(.+)\s+and\s+(?=\S+\s+\S+)(.+)$/.exec(parts[parts.length - 1]!) : null;
  const items =
    parts.length > 1
      ? [...parts.slice(0, -1), ...(last ? [last[1]!, last[2]!] : [parts[parts.length - 1]!])]
      : parts.flatMap(split);
  if (items.length < 3 || items.some((x) => x.split(/\s+/).length > 14)) return null;
  return { intro: m[1]!, items };
}

const COUNT: Record<string, number> = { three: 3, four: 4, five: 5, six: 6, seven: 7 };
const ORDINAL = ["First", "Second", "Third", "Fourth", "Fifth", "Sixth", "Seventh"];
const LISTED =
  /^(?:my\s+|the\s+)?(\d|three|four|five|six|seven)\s+((?:[\p{Ll}-]+\s+)?(mistakes|things|lessons|tips|ways|reasons|books|tools|habits|ideas|rules|questions|myths|signs|steps|apps|podcasts|truths|secrets))\b(.*)$/iu;
function promisedList(sentence: string): { intro: string; items: string[] } | null {
  const text = sentence.replace(/[.!:]+$/, "").trim();
  const m = LISTED.exec(text);
  if (!m || /:/.test(text) || text.split(/\s+/).length > 16) return null;
  const n = Math.min(Number(m[1]) || COUNT[m[1]!.toLowerCase()] || 3, 7);
  if (n < 2) return null;
  const one = m[3]!.toLowerCase().replace(/ies$/, "y").replace(/s$/, "");
  return {
    intro: `${text[0]!.toUpperCase()}${text.slice(1)}`,
    items: ORDINAL.slice(0, n).map((o) => `[${o} ${one}]`),
  };
}

/** "Our nonprofit planted 5,000 trees": an -ed verb the tagger reads as a noun, between its subject and a figure. */
export const ED_VERB_LEAD =
  /^(?:our|my|the|we)\s+(?:[\p{L}-]+\s+){0,2}\p{L}+ed\s+(?:over\s+|more than\s+|nearly\s+|about\s+|almost\s+)?[$€£]?\d/iu;

/**
 * A personal news typed in a word or two ("promoted", "new job!", "got engaged") said as the poster's sentence, with
 * a placeholder for each fact a reader expects and the prompt does not give.
 */
const TERSE: [RegExp, string][] = [
  [/^(?:i\s+)?(?:just\s+)?(?:got\s+)?promoted$/i, "I've been promoted to a new role as [role]."],
  [/^(?:a\s+|my\s+)?new\s+(job|role|position)$/i, "I'm starting a new $1 as [role] at [organisation]."],
  [/^(?:i\s+|we\s+)?(?:just\s+)?(?:got\s+)?engaged$/i, "We got engaged!"],
  [/^(?:i\s+)?(?:just\s+)?(?:finally\s+)?graduated$/i, "I graduated from [school or course]."],
  [/^(?:i\s+)?(?:just\s+)?(?:officially\s+)?retired$/i, "I've retired after [number] years at [organisation]."],
  [/^(?:i\s+)?(?:just\s+)?(?:got\s+)?hired$/i, "I've been hired as [role] at [organisation]."],
];
function terse(content: string[]): string[] {
  const text = content
    .join(" ")
    .replace(/[.!]+$/, "")
    .trim();
  if (content.length !== 1 || text.split(/\s+/).length > 4) return content;
  for (const [re, sentence] of TERSE) if (re.test(text)) return [text.replace(re, sentence)];
  return content;
}

/**
 * "Top 5 tips ...: 1. Save a deposit 2. Check your credit score ..." (inline or one a line): the numbered items as one
 * list after its intro ("intro: a; b; c"), in their order, none read as a sentence or a call of its own.
 */
function numberedList(text: string): string {
  const m = /^([^:\n]{8,160}):\s*\n?\s*(1[.)]\s+[\s\S]+)$/.exec(text.trim());
  if (!m) return text;
  const items: string[] = [];
  let rest = m[2]!;
  for (let n = 1; rest; n++) {
    const item = new RegExp(String.raw`^${n}[.)]\s+([\s\S]+?)\s*(?=(?:\n\s*)?${n + 1}[.)]\s|$)`).exec(rest);
    if (!item) return text;
    items.push(item[1]!.replace(/[.;,]+$/, "").replace(/\s+/g, " "));
    rest = rest.slice(item[0].length).trim();
  }
  if (items.length < 3 || items.some((x) => /[.!?]\s/.test(x) || x.split(/\s+/).length > 14)) return text;
  return `${m[1]}: ${items.join("; ")}.`;
}

export function understand(clean: string): Brief {
  const reading = readPrompt(numberedList(clean));
  let hook: string | null = null;
  let hint: Intent | null = reading.kind;
  const sentences: string[] = [];
  // "... today 🌸 thank you to every student ...": an emoji between two clauses ends the first.
  const emojiBreak = (t: string) => t.split(/(?<=\p{Extended_Pictographic}\uFE0F?)\s+(?=\p{Ll}+\s+[\p{Ll}\p{N}])/u);
  // "(a post about) why I think junior devs should learn git": the view itself, "I think junior devs should ...".
  const view = (t: string) =>
    t.replace(
      /^why\s+(I|we)\s+(think|believe|feel)\b/i,
      (_m, who: string, v: string) => `${who === "we" || who === "We" ? "We" : "I"} ${v.toLowerCase()}`,
    );
  // "5 years since I started teaching yoga": a span of time since a thing is said as one ("It's been 5 years since ...").
  const since = (t: string) =>
    t.replace(
      /^((?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twenty|a few|many)\s+(?:years?|months?|weeks?|days?|decades?)\s+since\s+)/i,
      (m: string) => `It's been ${m[0]!.toLowerCase()}${m.slice(1)}`,
    );
  for (const raw of terse(reading.content)
    .flatMap(emojiBreak)
    .map(view)
    .map(since)
    .map(forVenue)
    .map(datedLabel)
    .map(availableNote)
    .map(questionMark)) {
    const label = readLabel(raw);
    hook ??= label.hook;
    hint ??= label.intent;
    // Hashtags the prompt wrote go to the hashtag line, not the text; a link tacked on at the end ("... downtime
    // https://...") becomes a call to action of its own.
    // "i passed", "i'm": the pronoun typed in lower case is written "I".
    const text = label.rest
      .replace(/(^|[\s(])i(?=\s|['’](?:m|ve|ll|d)\b)/g, "$1I")
      .replace(/(?:^|\s)#[\p{L}][\p{L}\p{N}_]*[.!]?/gu, " ")
      .replace(/(?<!\b(?:at|on|via|here|to|from|:))\s+(?:https?:\/\/|www\.)\S+$/i, "")
      .trim();
    if (/\p{L}/u.test(text)) {
      // A line of comma-joined notes is said as sentences (post-notes), read with the prompt's intent so far.
      const asNotes = (x: string) => {
        const intent = hint ?? detectIntent([{ text: clean, kind: "statement", source: clean }]).intent;
        return noteSentences(x, intent, isUpcoming(extractWhen(clean).when, clean) ? "upcoming" : "now");
      };
      sentences.push(...unsplice(text).flatMap(splitTail).flatMap(asNotes).map(withSubjectArticle).map(callOn));
    } else if (/\d/.test(text) && sentences.length) {
      // "I finished my first marathon! 4:12:37.": a figure alone goes with the sentence before it.
      const prev = sentences.pop()!;
      const figure = text.replace(/[.!]+$/, "");
      sentences.push(
        /^\d{1,2}:\d{2}:\d{2}$/.test(figure) &&
          /\b(?:marathon|race|run|\d+k|triathlon|ironman|half|swim|ride)\b/i.test(prev)
          ? prev
          : prev.replace(/([.!?]*)$/, (end) => ` (${figure})${end}`),
      );
      if (
        /^\d{1,2}:\d{2}:\d{2}$/.test(figure) &&
        /\b(?:marathon|race|run|\d+k|triathlon|ironman|half|swim|ride)\b/i.test(prev)
      )
        sentences.push(`Finish time: ${figure}.`);
    }
  }
  const content = sentences.map((s) => (/[.!?]$/.test(s) ? s : `${s}.`)).join(" ");
  const voice = voiceOf(
    content,
    hint ??
      detectIntent(sentences.map((x) => ({ text: x, kind: /\?$/.test(x) ? "question" : "statement", source: x })))
        .intent,
  );
  let list: Brief["list"] = null;
  const pieces: Piece[] = [];
  for (const s of sentences) {
    const l: Brief["list"] = list ? null : listOf(s.replace(/\s+(?:https?:\/\/|www\.)\S+$/, ""));
    if (l) list = l;
    else {
      const p = rewrite(s, voice);
      if (p.text) pieces.push(p);
    }
  }
  // "3 mistakes I made when I started freelancing": a counted list announced without its items is that list, with a
  // placeholder for each item ("[First mistake]").
  const promised =
    !list && pieces.length === 1 && pieces[0]!.kind !== "question" ? promisedList(pieces[0]!.source) : null;
  if (promised) {
    list = promised;
    pieces.length = 0;
  }
  const listPiece: Piece[] = list ? [{ text: list.intro, kind: "fragment", source: list.intro }] : [];
  const read = detectIntent(
    [...listPiece, ...pieces].length
      ? [...listPiece, ...pieces]
      : [{ text: content, kind: "fragment", source: content }],
    hint,
  );
  // A list ("5 books that changed how I think ...: ...") is a recommendation unless it is a menu, an offer or an event.
  const intent: Intent =
    promised ||
    (list &&
      ["opinion", "general", "milestone", "question"].includes(read.intent) &&
      // ("Autumn menu is here: pumpkin soup, ...": what a business offers is no advice to save.)
      !ON_OFFER.test(list.intro))
      ? "tips"
      : read.intent;
  const volunteer = read.volunteer;
  const links = linksOf(clean);
  const code = /\b(?:code|coupon)\s*:?\s+([A-Z0-9][A-Z0-9-]{2,})\b/.exec(content)?.[1] ?? null;
  const { when: allWhen } = extractWhen(content);
  // Said to lie ahead, or past ("shipped 12,000 orders in December"), before any date decides.
  const past =
    termsOf(pieces[0]?.text ?? content).some(
      (t, i, all) =>
        t.tags.has("PastTense") &&
        t.tags.has("Verb") &&
        // "Sat 7 Dec", "Sat 14th": the day written short, not "sit" in the past.
        !(/^sat$/i.test(t.text) && /^(?:\d|&|and$|sun|-)/i.test(`${t.post.trim()}${all[i + 1]?.text ?? ""}`)) &&
        !/^by$/i.test(all[i + 1]?.text ?? "") &&
        // "a talk on what 10 years of running a shop taught me": a past verb inside the topic says nothing of the event.
        !all.slice(0, i).some((x) => /^(?:what|how|why)$/i.test(x.text)) &&
        // "fig & cedar, smoked vanilla": an -ed word opening a list item before its noun describes it.
        !(i > 0 && /[,:]/.test(all[i - 1]!.post) && !!all[i + 1]?.tags.has("Noun")) &&
        // "gloves and bags provided", "lunch included": a noun's participle closing its clause says what is offered.
        !(all[i - 1]?.tags.has("Noun") && (i === all.length - 1 || /[,;.!?]/.test(t.post))) &&
        // "kids aged 8-12", "tickets priced £5": a participle before a figure describes the noun before it.
        !(
          all[i - 1]?.tags.has("Noun") && /^(?:\d|£|\$|€|between\b|from\b|under\b|over\b)/i.test(all[i + 1]?.text ?? "")
        ),
    ) ||
    ED_VERB_LEAD.test(pieces[0]?.text ?? content) ||
    // "We hit 10k followers": "hit" reads as present to the tagger, but after "we" with a figure it is done.
    /\b(?:we|I)\s+(?:just\s+|finally\s+|officially\s+)?(?:hit|won|made|reached|crossed|passed|beat)\s+(?:the\s+|our\s+)?\d/i.test(
      pieces[0]?.text ?? content,
    ) ||
    // "our under 12s won the county cup on saturday": a win or a total reached is done, whatever day it names.
    /\b(?:we|i|our\s+(?:[\p{L}\d'’-]+\s+){0,3}?)(?:just\s+|finally\s+)?(?:won|raised|collected|finished|completed)\b/iu.test(
      pieces[0]?.text ?? content,
    ) ||
    // ("last week" is past; "last few places", "last chance", "until last orders" are not.)
    /\b(?:yesterday|ago|is out|out now|is live|now available)\b/i.test(content) ||
    // "first marathon done!", "exams finished": a thing said done.
    /^(?:(?:my|our|the)\s+)?(?:[\p{L}-]+\s+){0,3}(?:done|finished|complete|completed|over|in the bag|smashed)\b/iu.test(
      pieces[0]?.text ?? content,
    ) ||
    /\blast\s+(?:week(?:end)?|night|month|year|time|season|summer|winter|spring|autumn|term|\w+day)\b/i.test(content) ||
    // "just launched" is done; "just walk in" asks the reader to come.
    [...content.matchAll(/\bjust\s+(.*)/gi)].some((m) => /^read\b/i.test(m[1]!) || !addressesReader(m[1]!)) ||
    /\bjust$/i.test(content);
  // "Just got accepted into the MSc, starting September": what is done stays done; "starting" alone is no plan.
  // "Our nonprofit planted 5,000 trees ... Next goal: 10,000": a plan after a done thing leaves the thing done.
  const future =
    /\b(?:will|'ll|next|tomorrow|tonight|soon|upcoming|coming up|save the date|join us|register|rsvp|seats are limited|book your)\b/i.test(
      past ? (pieces[0]?.text ?? content) : content,
    ) ||
    (!past && /\b(?:starting|opens|launches)\b/i.test(content));
  const status: Status = future ? "upcoming" : past ? "done" : isUpcoming(allWhen, content) ? "upcoming" : "now";

  // "Join us for our design meetup next Thursday 6pm at Studio Nine. Talk on ...": an invitation that opens an event
  // post names the event itself; it is the headline, not a call to action after another sentence.
  const JOIN_FOR = /^(?:join (?:us|me) (?:for|at)|come (?:along )?to)\s+/i;
  const invited = intent === "event" && pieces[0]?.kind === "cta" && JOIN_FOR.test(pieces[0].text) ? 0 : -1;
  const leadIndex =
    invited === 0
      ? 0
      : pieces.findIndex(
          (p) => p.kind === "statement" || p.kind === "fragment" || (intent === "thanks" && p.kind === "thanks"),
        );
  const leadPiece =
    invited === 0
      ? { ...pieces[0]!, kind: "fragment" as const, text: pieces[0]!.text.replace(JOIN_FOR, "") }
      : pieces[leadIndex];
  const lead = leadPiece ? parseLead(leadPiece, status, intent) : null;
  const rest = lead ? [...(lead.after ?? []), ...pieces.filter((_, i) => i !== leadIndex)] : pieces;

  const thanksText = pieces
    .filter((p) => p.kind === "thanks")
    .map((p) => p.text)
    .join(" ");
  const onlyTopic =
    pieces.length === 1 &&
    pieces[0]!.kind === "fragment" &&
    !list &&
    !/:\s+\S+\s+\S+/.test(pieces[0]!.text) &&
    !/\d/.test(pieces[0]!.text) &&
    pieces[0]!.text.split(/\s+/).length <= 12 &&
    !hasFiniteVerb(pieces[0]!.text) &&
    ["tips", "opinion", "general"].includes(intent);
  const topicText0 = onlyTopic
    ? pieces[0]!.text.replace(
        /^(?:(?:the\s+)?(?:importance|power|value|benefits?)\s+of|(?:some\s+|a\s+few\s+|my\s+|\d+\s+)?(?:tips|ideas|advice|lessons|ways)\s+(?:for|on|about|to))\s+/i,
        "",
      )
    : "";
  // "day in the life of a vet nurse": a counted noun heading the topic gets its article ("a day in the life ...").
  const topicText = COUNTED_TOPIC.test(topicText0)
    ? `${/^[aeiou]/i.test(topicText0) ? "an" : "a"} ${topicText0}`
    : topicText0;
  return {
    intent,
    volunteer,
    voice,
    status,
    lead: onlyTopic ? null : lead,
    pieces: onlyTopic ? [] : rest,
    list,
    links,
    bio: LINK_IN_BIO.test(clean),
    code,
    mentions: reading.mentions,
    // ("Grateful for my team": a thank-you said without "thank" still has someone it thanks.)
    thanked: thanksText ? thankedOf(thanksText) : intent === "thanks" ? thankedOf(content) : null,
    topic: onlyTopic
      ? {
          what: topicText,
          importance: /^(?:the\s+)?(?:importance|power|value|benefits?)\s+of\b/i.test(pieces[0]!.text),
          story: topicText !== topicText0,
        }
      : null,
    hook,
    tone: reading.tone,
    emoji: reading.emoji,
    short: reading.short,
    noHashtags: reading.noHashtags,
    userTags: reading.userTags,
    content,
    label: hook,
  };
}
