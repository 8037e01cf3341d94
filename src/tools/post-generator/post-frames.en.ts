/**
 * The English sentence library of the social post engine: headline frames per kind of news and status, hook lines per
 * intent and tone, closing lines per intent, platform and tone, and short reflections for the longer platforms.
 * Every sentence is complete and names no fact of its own (no names, numbers, dates or places): the facts come from
 * the prompt through the slots.
 */
import type { Intent, Status, Thanked, Tone, Voice } from "./post-frames.types";
import { isAre } from "./post-number";
import { OFFER_CLOSERS } from "./post-offering";
import { capitaliseSentenceStarts } from "../../shared/text/abbreviations";

/** The facts a frame is filled with. Empty strings for what the prompt does not say. */
export interface Slots {
  /** The thing the news is about ("Penny", "our second family bakery location"). */
  what: string;
  /** "tomorrow", "this Saturday at 9am". */
  when: string;
  /** "in Portland", "on Product Hunt". */
  where: string;
  /** A trailing phrase kept with the headline ("with local poet June Harlow"). */
  extra: string;
  /** A named host other than the poster ("our bookstore Paper Lantern"). */
  subject: string;
  voice: Voice;
}

const sp = (s: string) => (s ? ` ${s}` : "");
const cap = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
/** The thing, followed by a comma when it ends in an apposition ("Penny, a budgeting app," ...). */
const np = (slots: Slots, more: boolean) => {
  // "Meet a new podcast" -> "Meet our new podcast": a short new thing is the poster's own.
  const own = /^(?:a\s+)?new\s+[\p{L}-]+(?:\s[\p{L}-]+)?$/iu.test(slots.what);
  // ("a babysitter for" once its "Friday nights" is read as the time, "a nanny for, 8-12": no preposition ends the
  // thing named.)
  const what = slots.what.replace(/\s+(?:for|on|at|from|by)(?=,|$)/i, "");
  const s = own
    ? { ...slots, what: what.replace(/^(?:a\s+)?new/i, `${slots.voice === "we" ? "our" : "my"} new`) }
    : { ...slots, what };
  // "Plotline: a free app that ...": a name and its description, said as an apposition ("Plotline, a free app ...").
  const named = /^(\p{Lu}[\p{L}\p{N}'’&.-]*(?:\s\p{Lu}[\p{L}\p{N}'’&.-]*){0,3}):\s+((?:a|an|the|our|my)\s.+)$/u.exec(
    s.what,
  );
  if (named) return `${named[1]}, ${named[2]}${more ? "," : ""}`;
  if (!more) return s.what;
  // "GlowBox — a skincare box —": an apposition after a dash is closed by one.
  if (/\s[—–]\s/.test(s.what) && !/\s[—–]\s.*\s[—–]\s/.test(s.what)) return `${s.what} —`;
  return /,\s/.test(s.what.replace(/\([^)]*\)/g, "")) ? `${s.what},` : s.what;
};
/** "part-time bookkeeper" -> "a part-time bookkeeper"; plurals, numbers, names and determiners stay as they are. */
const aRole = (what: string) => {
  const head = what.split(/\s+(?:for|at|in|to|with|who|,)\b|,/)[0]!.trim();
  // ("UX researcher", "SEO specialist": a role named by its initials takes its article, said as the letters sound.)
  const initials = /^(\p{Lu}{2,4})\s+\p{Ll}/u.exec(what);
  if (initials) return `${/^[AEFHILMNORSX]/.test(initials[1]!) ? "an" : "a"} ${what}`;
  if (/^(?:a|an|the|our|my|two|three|four|five|several|some|\d)\b/i.test(what) || /^\p{Lu}/u.test(what)) return what;
  if (/[^s]s$/i.test(head.split(" ").pop() ?? "") || /(?:people|staff|team|crew)$/i.test(head)) return what;
  return `${/^[aeiou]/i.test(what) && !/^(?:uni|use|eu)/i.test(what) ? "an" : "a"} ${what}`;
};
/** The extras after the headline's facts: ", with ..." or, when they were introduced by a colon, ": ...". */
const tail = (s: Slots) => (s.extra ? (s.extra.startsWith(":") ? s.extra : `, ${s.extra}`) : "");
const we = (s: Slots) => (s.voice === "we" ? "we" : "I");
const us = (s: Slots) => (s.voice === "we" ? "us" : "me");
const weAre = (s: Slots) => (s.voice === "we" ? "we're" : "I'm");
const weHave = (s: Slots) => (s.voice === "we" ? "we've" : "I've");

type Frame = (s: Slots) => string;

/**
 * A job's days and hours said after the headline ("We're looking for a babysitter. The hours are Friday nights,
 * 6-11pm."), so the hire frames keep the time the prompt gave.
 */
const hours = (s: Slots) =>
  !s.when
    ? ""
    : /^(?:from|starting)\s/i.test(s.when)
      ? ` It starts ${s.when.replace(/^(?:from|starting)\s+/i, "")}.`
      : ` The hours are ${s.when.replace(/^on\s+/i, "")}.`;

/** "Our vet practice is now open on Saturday mornings at 9am-12pm." */
const openNow = (s: Slots) => `${cap(np(s, true))} is now open${sp(s.where)}${s.when ? ` ${s.when}` : ""}${tail(s)}.`;

/** Volunteers are looked for, never hired, and the day they are needed is said ("... this Sunday 10am"). */
function volunteers(s: Slots): string | null {
  if (!/^(?:some\s+|a few\s+|more\s+|extra\s+)?(?:volunteers?|helpers?)\b/i.test(s.what)) return null;
  return `${cap(weAre(s))} looking for ${np(s, !!s.where)}${sp(s.where)}${sp(s.when)}${tail(s)}.`;
}

const TO_I: [RegExp, string][] = [
  [/\bWe're\b/g, "I'm"],
  [/\bwe're\b/g, "I'm"],
  [/\bWe've\b/g, "I've"],
  [/\bwe've\b/g, "I've"],
  [/\bWe'd\b/g, "I'd"],
  [/\bwe'd\b/g, "I'd"],
  [/\bWe'll\b/g, "I'll"],
  [/\bwe'll\b/g, "I'll"],
  [/\bWe are\b/g, "I am"],
  [/\bwe are\b/g, "I am"],
  [/\bWe were\b/g, "I was"],
  [/\bwe were\b/g, "I was"],
  [/\bWe\b/g, "I"],
  [/\bwe\b/g, "I"],
  [/\bus\b/g, "me"],
  [/\bUs\b/g, "Me"],
  [/\bOur\b/g, "My"],
  [/\bour\b/g, "my"],
  [/\bours\b/g, "mine"],
];
const TO_WE: [RegExp, string][] = [
  [/\bI'm\b/g, "we're"],
  [/\bI've\b/g, "we've"],
  [/\bI'd\b/g, "we'd"],
  [/\bI'll\b/g, "we'll"],
  [/\bI am\b/g, "we are"],
  [/\bI was\b/g, "we were"],
  [/\bI\b/g, "we"],
  [/\bme\b/g, "us"],
  [/\bMe\b/g, "Us"],
  [/\bMy\b/g, "Our"],
  [/\bmy\b/g, "our"],
  [/\bmine\b/g, "ours"],
];

/**
 * A line a group says of itself ("Together, we made a difference.", "as a team"): one person posting about their own
 * run or exam has no "together" to speak for ("Together, I made a difference.").
 */
const GROUP_LINE = /\b(?:together|as a team|all of us|each of us|both of us)\b/i;

/** A post a group writes of itself ("our choir", "we raised", "the whole team"). */
const GROUP_POST = /\b(?:we|we're|we've|our|us|together|team|community|club|group|everyone|volunteers|choir|class)\b/i;

/**
 * Library lines that fit the poster's voice, said in it. A "together" line is a group's: not one person's, nor a
 * business's that names itself ("Greenleaf Cafe raised £500 ..." when `content` is given).
 */
export function inVoice(lines: readonly string[], voice: Voice, content?: string): string[] {
  const group = voice === "we" && (content === undefined || GROUP_POST.test(content));
  return lines.filter((l) => group || !GROUP_LINE.test(l)).map((l) => voiced(l, voice));
}

/** A library line in the poster's voice ("we" lines for one person become "I" lines, and the other way round). */
export function voiced(line: string, voice: Voice): string {
  let out = line;
  for (const [re, to] of voice === "I" ? TO_I : TO_WE) out = out.replace(re, to);
  // ("opens at 7 a.m. tomorrow", "vs. speed": no capital after an abbreviation.)
  return capitaliseSentenceStarts(out);
}

const isOrAre = (s: Slots) => isAre(np(s, true));

/** Headline frames by kind of news and status. The writer picks a different one per platform. */
export const LEAD_FRAMES: Record<"launch" | "open" | "hire" | "host", Partial<Record<Status, Frame[]>>> = {
  launch: {
    upcoming: [
      (s) => `${cap(s.when)}, ${we(s)} launch ${np(s, !!s.where)}${sp(s.where)}${tail(s)}.`,
      (s) => `${cap(np(s, true))} launches${sp(s.where)} ${s.when}${tail(s)}.`,
      (s) => `${cap(weAre(s))} launching ${np(s, true)}${sp(s.where)} ${s.when}${tail(s)}.`,
      (s) =>
        /^(?:today|tonight|this\s+(?:morning|afternoon|evening))$/i.test(s.when)
          ? `${cap(s.when)}, ${weAre(s)} launching ${np(s, false)}${sp(s.where)}${tail(s)}.`
          : `Mark your calendar: ${np(s, true)} launches${sp(s.where)} ${s.when}${tail(s)}.`,
    ],
    done: [
      (s) => `${cap(np(s, true))} ${isOrAre(s)} live${sp(s.where)}${tail(s)}.`,
      (s) => `${cap(we(s))} just launched ${np(s, !!s.where)}${sp(s.where)}${tail(s)}.`,
      (s) => `${cap(np(s, true))} ${isOrAre(s)} out now${sp(s.where)}${tail(s)}.`,
    ],
    now: [
      (s) => `Introducing ${np(s, !!s.where)}${sp(s.where)}${tail(s)}.`,
      (s) => `${cap(weAre(s))} launching ${np(s, !!s.where)}${sp(s.where)}${tail(s)}.`,
      (s) => `Meet ${np(s, !!s.where)}${sp(s.where)}${tail(s)}.`,
      (s) => `Say hello to ${np(s, !!s.where)}${sp(s.where)}${tail(s)}.`,
    ],
  },
  open: {
    upcoming: [
      (s) => `${cap(s.when)}, ${we(s)} open ${np(s, !!s.where)}${sp(s.where)}${tail(s)}.`,
      (s) => `${cap(np(s, true))} opens${sp(s.where)} ${s.when}${tail(s)}.`,
      (s) => `${cap(weAre(s))} opening ${np(s, !!s.where)}${sp(s.where)} ${s.when}${tail(s)}.`,
      (s) => `Doors open ${s.when}: ${np(s, !!s.where)}${sp(s.where)}${tail(s)}.`,
    ],
    // ("now open on Saturday mornings": the hours it is open are said, never dropped.)
    done: [
      (s) => openNow(s),
      (s) => (s.when ? openNow(s) : `${cap(weHave(s))} opened ${np(s, !!s.where)}${sp(s.where)}${tail(s)}.`),
      (s) =>
        s.when ? openNow(s) : `The doors are open: ${np(s, !!s.where)}${sp(s.where)} is ready for you${tail(s)}.`,
      (s) => (s.when ? openNow(s) : `${cap(np(s, true))} has officially opened${sp(s.where)}${tail(s)}.`),
    ],
    now: [
      (s) => `${cap(weAre(s))} opening ${np(s, !!s.where)}${sp(s.where)}${tail(s)}.`,
      (s) => `${cap(np(s, true))} is opening${sp(s.where)}${tail(s)}.`,
      (s) => `Get ready: ${np(s, !!s.where)} is opening${sp(s.where)}${tail(s)}.`,
    ],
  },
  hire: {
    now: [
      (s) => volunteers(s) ?? `${cap(weAre(s))} hiring ${aRole(np(s, !!s.where))}${sp(s.where)}${tail(s)}.${hours(s)}`,
      (s) =>
        volunteers(s) ?? `${cap(weAre(s))} looking for ${aRole(np(s, !!s.where))}${sp(s.where)}${tail(s)}.${hours(s)}`,
      (s) =>
        volunteers(s) ??
        `Could it be you? ${cap(weAre(s))} looking for ${aRole(np(s, !!s.where))}${sp(s.where)}${tail(s)}.${hours(s)}`,
      (s) =>
        volunteers(s) ??
        (s.voice === "we"
          ? `Our team is growing, and we're hiring ${aRole(np(s, !!s.where))}${sp(s.where)}${tail(s)}.${hours(s)}`
          : `I'm hiring ${aRole(np(s, !!s.where))}${sp(s.where)}${tail(s)}, and it could be you.${hours(s)}`),
    ],
  },
  host: {
    upcoming: [
      (s) => `Join ${us(s)} for ${np(s, true)} ${s.when}${sp(s.where)}${tail(s)}.`,
      (s) => `${cap(s.when)}, ${weAre(s)} hosting ${np(s, !!s.where)}${sp(s.where)}${tail(s)}.`,
      (s) => `You're invited to ${np(s, true)} ${s.when}${sp(s.where)}${tail(s)}.`,
      (s) => `${cap(weAre(s))} hosting ${np(s, true)} ${s.when}${sp(s.where)}${tail(s)}, and you're invited.`,
    ],
    done: [(s) => `${cap(we(s))} hosted ${np(s, !!s.where)}${sp(s.where)}${sp(s.when)}${tail(s)}.`],
  },
};

/** An event hosted by a named place or group ("Our bookstore Paper Lantern is hosting a poetry night ..."); the
 * subject is written mid-sentence ("our bookstore ..."). */
export const NAMED_HOST_FRAMES: Frame[] = [
  (s) => `Join ${us(s)} at ${s.subject} for ${np(s, true)}${sp(s.when)}${sp(s.where)}${tail(s)}.`,
  (s) =>
    s.when
      ? `${cap(s.when)}, ${s.subject} is hosting ${np(s, true)}${sp(s.where)}${tail(s)}.`
      : `${cap(s.subject)} is hosting ${np(s, true)}${sp(s.where)}${tail(s)}.`,
  (s) => `You're invited to ${np(s, true)} at ${s.subject}${sp(s.when)}${sp(s.where)}${tail(s)}.`,
  (s) => `${cap(s.subject)} is hosting ${np(s, true)}${sp(s.when)}${sp(s.where)}${tail(s)}, and you're invited.`,
];

/** Hooks made of the prompt's own facts ("Portland, we're open!"), used where a platform takes a hook. */
export function factHook(cls: string, status: Status, place: string, when: string, voice: Voice): string {
  const be = voice === "we" ? "we're" : "I'm";
  if (cls === "open" && status === "done" && place) return `${place}, ${be} open!`;
  if (cls === "open" && status === "upcoming" && place) return `${place}, get ready!`;
  if (cls === "launch" && status === "upcoming" && /^(?:today|tomorrow|on\s+\S+day)$/i.test(when))
    return `${cap(when.replace(/^on\s+/i, ""))} is launch day.`;
  if (cls === "hire" && place) return `${place}, ${be} hiring!`;
  return "";
}

/** A noun phrase as the headline, by intent ("a free webinar on cybersecurity ..." for an event). */
/** A thing without its article ("a spring sale" -> "spring sale"), for "the". */
const bare = (what: string) => what.replace(/^(?:a|an|the)\s+/i, "");
/** A sale, a deal or an offer named as the news itself ("spring sale", "Black Friday deal"). */
export const OFFER_NAMED =
  /^(?:(?:a|an|the)\s+)?(?:[\p{L}&'-]+\s+){0,3}(?:sale|deal|deals|offer|clearance|giveaway)$/iu;

export const NP_FRAMES: Partial<Record<Intent | "promoEvent", Frame[]>> = {
  event: [
    (s) => `Join ${us(s)} for ${np(s, true)}${sp(s.when)}${sp(s.where)}${tail(s)}.`,
    (s) => `You're invited to ${np(s, true)}${sp(s.when)}${sp(s.where)}${tail(s)}.`,
    (s) => `Save the date for ${np(s, true)}${sp(s.when)}${sp(s.where)}${tail(s)}.`,
    (s) => `Come along to ${np(s, true)}${sp(s.when)}${sp(s.where)}${tail(s)}.`,
  ],
  launch: [
    (s) => `Introducing ${np(s, true)}${sp(s.where)}${sp(s.when)}${tail(s)}.`,
    (s) => `Meet ${np(s, true)}${sp(s.where)}${sp(s.when)}${tail(s)}.`,
    (s) => `Say hello to ${np(s, true)}${sp(s.where)}${sp(s.when)}${tail(s)}.`,
  ],
  hiring: [
    (s) => `${cap(weAre(s))} hiring ${aRole(np(s, true))}${sp(s.where)}${tail(s)}.${hours(s)}`,
    (s) => `${cap(weAre(s))} looking for ${aRole(np(s, true))}${sp(s.where)}${tail(s)}.${hours(s)}`,
    (s) => `Open role: ${np(s, true)}${sp(s.where)}${tail(s)}.${hours(s)}`,
  ],
  promo: [
    (s) => `You can get ${np(s, true)}${sp(s.where)}${sp(s.when)}${tail(s)}.`,
    (s) => `Get ${np(s, true)}${sp(s.where)}${sp(s.when)}${tail(s)}.`,
    (s) =>
      s.when
        ? `${cap(s.when)}: ${np(s, true)}${sp(s.where)}${tail(s)}.`
        : `Treat yourself to ${np(s, true)}${sp(s.where)}${tail(s)}.`,
  ],
  // (Frames for a sale named as the thing: "Get a spring sale at Maple & Thread." offers the sale, not the goods.)
  promoEvent: [
    (s) => `The ${bare(s.what)}${sp(s.where)} is on${sp(s.when)}${tail(s)}.`,
    (s) => `Don't miss the ${bare(s.what)}${sp(s.where)}${sp(s.when)}${tail(s)}.`,
    (s) => `It's time for the ${bare(s.what)}${sp(s.where)}${sp(s.when)}${tail(s)}.`,
  ],
  milestone: [
    (s) => `${cap(weAre(s))} celebrating ${np(s, true)}${sp(s.where)}${sp(s.when)}${tail(s)}.`,
    (s) => `It's time to celebrate ${np(s, true)}${sp(s.where)}${sp(s.when)}${tail(s)}.`,
  ],
  announcement: [
    (s) => `${cap(we(s))} have news about ${np(s, true)}${sp(s.where)}${sp(s.when)}${tail(s)}.`,
    (s) => `Here is an update on ${np(s, true)}${sp(s.where)}${sp(s.when)}${tail(s)}.`,
  ],
};

/** Topic-only prompts ("the importance of mentorship"): an opening on the topic and a placeholder for the point. */
export const TOPIC_FRAMES: Record<"tips" | "opinion" | "general", Frame[]> = {
  tips: [
    (s) => `Here are a few tips on ${s.what}.`,
    (s) => `Here's what works for ${us(s)} when it comes to ${s.what}.`,
    (s) => `Here is some advice on ${s.what} that ${we(s)} learned the hard way.`,
  ],
  opinion: [
    (s) => `Here's where I stand on ${s.what}.`,
    (s) => `I keep coming back to ${s.what}.`,
    (s) => `Let's talk about ${s.what}.`,
  ],
  general: [
    (s) => `${cap(weHave(s))} been thinking about ${s.what}.`,
    (s) => `Let's talk about ${s.what}.`,
    (s) => `Here are a few thoughts on ${s.what}.`,
  ],
};

/** A stretch of time told ("a day in the life of a vet nurse"): the post shows it; the poster fills in the moments. */
export const STORY_FRAMES: Frame[] = [
  (s) => `Here's ${s.what}.`,
  (s) => `Come along for ${s.what}.`,
  (s) => `This is ${s.what}.`,
];
export const PLACEHOLDER_STORY = "[The moments of it, in order, in your own words: what happened, who was there.]";

/** "The importance of X" and the like: a claim the post can make without inventing anything. */
export const IMPORTANCE_FRAMES: Frame[] = [
  (s) => `${cap(s.what)} matters more than we admit.`,
  (s) => `${cap(s.what)} deserves more attention than it gets.`,
  (s) => `We don't talk enough about ${s.what}.`,
];

export const PLACEHOLDER_POINT = "[Your main point, in a sentence or two from your own experience.]";
export const PLACEHOLDER_TIPS = ["[First tip]", "[Second tip]", "[Third tip]"];

type ByTone = Record<Tone, string[]>;

/**
 * Short hook lines that open a post, by intent and tone (written for "we"; said in the poster's voice by `voiced`).
 * Launches and events pick the lines for their status; personal news and farewells have their own. Full sentences
 * where a person would write one, so they read (and parse) as sentences.
 */
export const HOOKS: Record<
  | Intent
  | "volunteer"
  | "speaking"
  | "launchDone"
  | "eventDone"
  | "personal"
  | "farewell"
  | "apology"
  | "opening"
  | "openingSoon"
  | "giveaway"
  | "milestoneSoon"
  | "welcome"
  | "jobSeeking"
  | "moving"
  | "content"
  | "anniversary"
  | "familyEvent"
  | "proudOf"
  | "restock",
  ByTone
> = {
  restock: {
    professional: [],
    casual: ["Good news for anyone who missed out."],
    playful: ["Good news for anyone who missed out."],
    enthusiastic: ["They're back!"],
  },
  // A family occasion the poster hosts ("my grandmother turns 90 ... we're throwing her a party"): no public invitation.
  familyEvent: {
    professional: ["We have something to celebrate."],
    casual: ["We have something to celebrate."],
    playful: ["Bring out the balloons."],
    enthusiastic: ["We have something to celebrate!"],
  },
  // Someone else's achievement ("so proud of my daughter Maya who just got her black belt").
  proudOf: {
    professional: ["Some news I am proud to share.", "Credit where it is due."],
    casual: ["Proud moment here.", "Had to share this one."],
    playful: ["Proud parent moment incoming.", "Allow me a proud moment."],
    enthusiastic: ["What a proud moment!", "I have to share this!"],
  },
  anniversary: {
    // (No "Some anniversaries deserve a moment of reflection.": the post's own years say it.)
    professional: [],
    casual: ["Time really does fly.", "Where did the years go?"],
    playful: ["Where did the years go?", "Time flies when you're having fun."],
    enthusiastic: ["Happy anniversary to us!", "What a journey it has been!"],
  },
  moving: {
    professional: ["Our address is changing.", "We have news about where to find us."],
    casual: ["We have a new address.", "Our address is changing."],
    playful: ["We're packing the boxes.", "We have a new address."],
    enthusiastic: ["We have a new address!", "We're packing the boxes!"],
  },
  content: {
    professional: ["Something new is out.", "We have something new for you."],
    casual: ["Something new is out.", "It's out now."],
    playful: ["Fresh off the press.", "It's out now."],
    enthusiastic: ["It's out now!", "Something new is out!"],
  },
  jobSeeking: {
    professional: ["Here is a career update.", "I have some career news."],
    casual: ["Here is a career update.", "I'm looking for my next role."],
    playful: ["Here is a career update."],
    enthusiastic: ["I'm ready for my next role!", "I have some career news!"],
  },
  welcome: {
    professional: ["Our team is growing.", "We have some team news to share."],
    casual: ["We have a new face on the team.", "Our team just got bigger."],
    playful: ["Our team just got bigger, and better.", "Guess who's joining us?"],
    enthusiastic: ["Our team is growing!", "We have exciting team news!"],
  },
  openingSoon: {
    professional: ["We have some news to share.", "Something new is on the way."],
    casual: ["We have some news.", "Something new is coming."],
    playful: ["Guess what is opening?", "Clear your calendar."],
    enthusiastic: ["We're opening soon!", "Get ready!"],
  },
  milestoneSoon: {
    // (No "A milestone is coming up.": a line that names the kind of post, not the news.)
    professional: ["A special day is coming up."],
    casual: ["We have something to celebrate."],
    playful: ["Allow us an early victory lap.", "Mark your calendar for a celebration."],
    enthusiastic: ["We have something to celebrate!", "A big day is coming!"],
  },
  giveaway: {
    professional: ["We are running a giveaway.", "We have a giveaway for you."],
    casual: ["It's giveaway time.", "Who wants to win something?"],
    playful: ["Who wants free stuff?", "It's giveaway time!"],
    enthusiastic: ["It's giveaway time!", "Who wants to win?"],
  },
  apology: {
    professional: ["We owe you an update.", "Here is an update on the problem."],
    casual: ["We owe you an update.", "Here's a quick update."],
    playful: ["We owe you an update.", "Here's a quick update."],
    enthusiastic: ["We owe you an update.", "Here's a quick update."],
  },
  opening: {
    professional: ["We have some news to share.", "We're starting a new chapter."],
    casual: ["We have some news.", "Guess what opened?"],
    playful: ["Guess what opened?"],
    enthusiastic: ["We're open!"],
  },
  farewell: {
    professional: ["We have some difficult news to share.", "This one is hard to write."],
    casual: ["This one is hard to write.", "We have some bittersweet news."],
    playful: ["We have some bittersweet news.", "Grab a tissue for this one."],
    enthusiastic: ["We have some bittersweet news.", "This one is hard to write."],
  },
  launch: {
    professional: ["Something new is on the way."],
    casual: ["It's almost here.", "Something new is coming."],
    playful: ["Drumroll, please.", "Clear your schedule."],
    enthusiastic: ["It's almost launch day!"],
  },
  launchDone: {
    professional: ["We have something new to share.", "Something new is live today."],
    casual: ["It's finally out."],
    playful: ["Drumroll, please."],
    enthusiastic: ["It's live!"],
  },
  announcement: {
    professional: ["We have some news to share."],
    casual: ["We have some news.", "Here's a quick update."],
    playful: [],
    // (No "We have big news!" or "We have some exciting news!": a line that says only that news follows.)
    enthusiastic: [],
  },
  personal: {
    professional: ["We have some personal news.", "Here is a personal update."],
    casual: ["We have some personal news.", "Here's a life update."],
    playful: ["Here's a life update."],
    enthusiastic: ["We have big personal news!", "We have some personal news!"],
  },
  notice: {
    professional: ["Here is a quick note.", "Please take note."],
    casual: ["Here's a quick heads-up.", "Heads up."],
    playful: ["Heads up, friends.", "Here's a friendly heads-up."],
    enthusiastic: ["Heads up!", "Here's a quick reminder!"],
  },
  hiring: {
    professional: ["Our team is growing.", "We're growing the team."],
    casual: ["Are you looking for your next job?"],
    playful: ["Want a job you'll actually like?", "Psst, we're hiring."],
    enthusiastic: ["We're hiring!", "Come work with us!"],
  },
  volunteer: {
    professional: ["We could use your help.", "We are looking for volunteers."],
    casual: ["We need a few helping hands.", "Do you have some time to spare?"],
    playful: ["Wanted: kind humans.", "Is your free time looking for a purpose?"],
    enthusiastic: ["We need you!", "Calling all helpers!"],
  },
  event: {
    professional: ["You are invited.", "Please save the date."],
    casual: ["You're invited.", "Mark your calendar."],
    playful: ["Your plans just got better.", "Clear your calendar."],
    enthusiastic: ["Save the date!", "You're invited!"],
  },
  // A talk the poster gives at someone else's event: no invitation in the poster's name.
  speaking: {
    professional: ["I have a talk coming up.", "I'll be on stage soon."],
    casual: ["I'm giving a talk.", "I have a talk coming up."],
    playful: ["I'll be on stage, and I'm (mostly) ready.", "Time to dust off the slides."],
    enthusiastic: ["I'm giving a talk!", "I'll be on stage soon!"],
  },
  eventDone: {
    professional: ["What a day.", "It was a day to remember."],
    casual: ["What a day.", "We're still smiling about this one."],
    playful: ["We're still recovering.", "What a day it was."],
    enthusiastic: ["What a day!", "Wow, what a day!"],
  },
  thanks: {
    professional: [],
    casual: ["It's time for a thank-you.", "We just want to say thanks."],
    playful: ["Warning: this post contains gratitude.", "Here comes the thank-you speech."],
    enthusiastic: ["Thank you, thank you, thank you!", "We're feeling so grateful today!"],
  },
  milestone: {
    professional: ["We have some good news to share."],
    casual: ["We have a little win to share.", "Here's some good news."],
    playful: ["Allow us a small victory lap.", "Bring out the confetti."],
    enthusiastic: ["What a moment!", "We did it!"],
  },
  promo: {
    professional: ["This offer is for a limited time."],
    casual: ["Here's a good deal."],
    playful: ["Your wallet will thank you.", "This is a deal alert, not a drill."],
    enthusiastic: ["Don't miss this!", "It's deal time!"],
  },
  tips: {
    professional: [],
    casual: ["Here's something that helps.", "We wish we'd known this sooner."],
    playful: ["Here is some free advice.", "We learned this the hard way, so you don't have to."],
    enthusiastic: ["This changed everything for us!", "Save this one!"],
  },
  opinion: {
    professional: [],
    casual: ["We have an opinion to share.", "Okay, here's what we think."],
    playful: ["This might be an unpopular opinion.", "Brace yourself for an opinion."],
    enthusiastic: ["This needs to be said!", "We have to say this!"],
  },
  question: {
    professional: ["We have a question for our network.", "We have a question for you."],
    casual: ["Here's a quick question.", "We need your opinion on something."],
    playful: ["Settle a debate for us.", "It's time for a very scientific poll."],
    enthusiastic: ["We need your opinion!", "Help us out!"],
  },
  // A post whose intent is unknown mostly opens with its own words: a line that only says a post follows ("We have a
  // little something to share.", "It's story time.") adds nothing. A LinkedIn note may be introduced as a thought.
  general: { professional: ["A quick thought."], casual: [], playful: [], enthusiastic: ["We had to share this!"] },
};

type ClosingSet = { short: ByTone; long: ByTone };
const same = (lines: string[]): ByTone => ({ professional: lines, casual: lines, playful: lines, enthusiastic: lines });

/** Closing lines: `short` for X and TikTok, `long` (an invitation to comment) for LinkedIn, Instagram and Facebook. */
export const CLOSERS: Record<
  | Intent
  | "volunteer"
  | "personal"
  | "farewell"
  | "apology"
  | "opening"
  | "giveaway"
  | "milestoneSoon"
  | "milestoneAhead"
  | "welcome"
  | "jobSeeking"
  | "milestoneSolo"
  | "farewellSolo"
  | "tipsList"
  | "moving"
  | "anniversary"
  | "familyEvent"
  | "proudOf"
  | "restock"
  | "service"
  | "trade"
  | "offer"
  | "award"
  | "shortlist"
  | "menu",
  ClosingSet
> = {
  // A business's offering ("our spring bundle is back: ..."): an invitation to ask (post-offering).
  offer: OFFER_CLOSERS,
  // A tradesperson's advert ("Plumber in Leicester. Boiler service £65 this month only."): no comments asked for.
  trade: {
    short: same(["Happy to help."]),
    long: same(["I'm happy to help.", "I look forward to hearing from you."]),
  },
  service: {
    short: {
      professional: ["We hope to see you soon."],
      casual: ["See you soon."],
      playful: ["Come and give it a try."],
      enthusiastic: ["See you soon!"],
    },
    long: {
      professional: ["We hope to see you soon.", "We look forward to serving you."],
      casual: ["See you soon.", "Come and see us soon."],
      playful: ["Come and give it a try.", "See you soon."],
      enthusiastic: ["See you soon!", "Come and see us soon!"],
    },
  },
  restock: {
    short: same(["Don't wait too long."]),
    long: same(["Don't wait too long.", "Tag a friend who would love this."]),
  },
  familyEvent: {
    short: same(["It's going to be a special day.", "We can't wait to celebrate."]),
    long: same(["It's going to be a special day.", "We can't wait to celebrate."]),
  },
  proudOf: {
    short: same(["All that hard work paid off.", "Hard work pays off."]),
    long: same([
      "All that hard work paid off.",
      "Moments like this make every early start worth it.",
      "Hard work really does pay off.",
    ]),
  },
  anniversary: {
    short: same(["Here's to the next chapter.", "Thank you to everyone who has been part of it."]),
    long: same([
      "Thank you to everyone who has been part of the journey.",
      "Here's to the next chapter.",
      "I'm looking forward to the years ahead.",
    ]),
  },
  moving: {
    short: same(["See you at the new place!", "Come and visit us there."]),
    long: same([
      "We can't wait to welcome you at the new place.",
      "Come and visit us there.",
      "See you at the new place!",
    ]),
  },
  jobSeeking: {
    short: same(["Referrals are very welcome.", "Introductions are very welcome."]),
    long: same([
      "If you know of a role that fits, I would be glad to hear from you.",
      "Referrals and introductions are very welcome.",
      "Please share this with anyone who might be hiring.",
    ]),
  },
  // A menu or the day's specials: enjoy it (not "Please pass this on to anyone who needs to know.").
  menu: {
    short: {
      professional: ["We hope you enjoy it."],
      casual: ["Come hungry!"],
      playful: ["Come hungry."],
      enthusiastic: ["We hope you love it!"],
    },
    long: {
      professional: ["We hope you enjoy it."],
      casual: ["We hope you enjoy it.", "Come hungry!"],
      playful: ["Come hungry."],
      enthusiastic: ["We hope you love it!", "Come hungry!"],
    },
  },
  // An award won or a place on a shortlist: thanks or pride, never "We're ready for the next one." / "Now back to work."
  award: {
    short: {
      professional: ["Thank you to everyone who made it possible."],
      casual: ["We're proud of this one."],
      playful: ["We'll be unbearable for about a day."],
      enthusiastic: ["Thank you all for the support!"],
    },
    long: {
      professional: ["Thank you to everyone who made it possible."],
      casual: ["Thank you to everyone who helped along the way.", "We're proud of this one."],
      playful: ["We'll be unbearable for about a day."],
      enthusiastic: ["Thank you all for the support!", "We're so proud of this one!"],
    },
  },
  shortlist: {
    short: {
      professional: ["It's an honour to be in such good company."],
      casual: ["Fingers crossed!"],
      playful: ["Fingers crossed!"],
      enthusiastic: ["Fingers crossed!"],
    },
    long: {
      professional: ["It's an honour to be in such good company.", "Thank you to everyone who has supported us."],
      casual: ["Fingers crossed!", "Thank you to everyone who has supported us."],
      playful: ["Fingers crossed!"],
      enthusiastic: ["Fingers crossed!", "Thank you all for the support!"],
    },
  },
  milestoneSolo: {
    short: same(["I'm proud of this one.", "I'm already thinking about the next goal."]),
    // (No "I'm grateful to everyone who cheered me on.": the post may name no one who did.)
    long: same(["I'm proud of this one.", "I'm already thinking about the next goal.", "On to the next one."]),
  },
  tipsList: {
    short: same(["What would you add?", "Which one is your favourite?"]),
    long: same(["What would you add to the list?", "Which one is your favourite?", "Which one would you try first?"]),
  },
  welcome: {
    short: same(["We're happy to have you on the team!", "Please join us in giving a warm welcome."]),
    long: same([
      "Please join us in giving a warm welcome.",
      "We're happy to have you on the team!",
      "We're glad to have you with us.",
    ]),
  },
  // A milestone ahead with no gathering ("my first novel will be published in May"): nothing to come to.
  milestoneAhead: {
    short: same(["More news soon.", "We'll keep you posted."]),
    long: same(["We'll keep you posted as the day gets closer.", "More news soon."]),
  },
  milestoneSoon: {
    short: same(["Come celebrate with us!", "We hope you'll celebrate with us."]),
    long: same(["Come celebrate with us!", "We hope you'll celebrate with us.", "We would love to see you there."]),
  },
  giveaway: {
    short: same(["Good luck!"]),
    long: same(["Good luck, everyone!", "Good luck, and thank you for being here."]),
  },
  apology: {
    short: same(["Thank you for your patience."]),
    long: same([
      "Thank you for your patience.",
      "We're sorry for the trouble, and thank you for bearing with us.",
      "We appreciate your patience.",
      "We'll keep you posted.",
    ]),
  },
  opening: {
    short: {
      professional: ["We hope to see you soon."],
      casual: ["Come say hi."],
      playful: ["Come say hi."],
      enthusiastic: ["We can't wait to see you!"],
    },
    long: {
      professional: ["We hope to see you soon.", "We look forward to welcoming you."],
      casual: ["Come say hi.", "We hope to see you soon."],
      playful: ["Come say hi, and bring a friend.", "We saved a spot for you."],
      enthusiastic: ["We can't wait to see you!", "Come say hi!"],
    },
  },
  personal: {
    short: {
      professional: ["We're excited for what comes next."],
      casual: ["We're excited for what comes next."],
      playful: ["Wish us luck."],
      enthusiastic: ["We can't wait for what comes next!"],
    },
    long: {
      professional: [
        "Thank you to everyone who has been part of the journey.",
        "We're excited for what comes next.",
        "On to the next chapter.",
      ],
      casual: ["We're excited for what comes next.", "Wish us luck."],
      playful: ["Wish us luck.", "We'll keep you posted."],
      enthusiastic: ["We can't wait for what comes next!", "Wish us luck!"],
    },
  },
  farewell: {
    short: same(["Thank you for everything.", "We'll miss you."]),
    long: same(["Thank you for being part of our story.", "It has been a privilege to serve you."]),
  },
  // One person leaving a job or retiring: their own thanks, not a business's to its customers.
  farewellSolo: {
    short: same(["Thank you for everything.", "I'll miss you all."]),
    long: same(["Thank you to everyone who made these years so special.", "Thank you for everything."]),
  },
  notice: {
    short: {
      professional: ["Please pass it on."],
      casual: ["Please pass it on."],
      playful: ["Consider yourself informed."],
      enthusiastic: ["Please pass it on!"],
    },
    long: {
      professional: ["Please share this with anyone it affects."],
      casual: ["Please pass this on to anyone who needs to know."],
      playful: ["Consider yourself informed.", "Please pass it on."],
      enthusiastic: ["Please share this with anyone who needs to know!"],
    },
  },
  launch: {
    short: {
      professional: ["Feedback is welcome."],
      casual: ["Tell us what you think."],
      playful: ["Go on, take a look."],
      enthusiastic: ["We can't wait for you to see it!"],
    },
    long: {
      professional: [
        "We would welcome your feedback in the comments.",
        "What would you like to see next? Tell us in the comments.",
        "We hope you find it useful.",
      ],
      casual: ["Tell us what you think in the comments.", "Tell us what you think.", "We hope you like it."],
      playful: [
        "Take it for a spin and tell us what you think.",
        "Go on, take a look, and tell us what you think.",
        "We had fun making this one.",
      ],
      enthusiastic: [
        "We can't wait to hear what you think!",
        "Tell us what you think in the comments!",
        "We hope you love it!",
      ],
    },
  },
  announcement: {
    short: {
      professional: [],
      // (No "More news will follow soon.": the user promised no more news.)
      casual: ["Please pass it on."],
      // (No "Stay tuned!" after news that is whole, "We got engaged!": the user promised no more.)
      playful: [],
      enthusiastic: ["We're so happy to share this!"],
    },
    long: {
      // (No "Thank you for following along." after a one-off post, nor "More details will follow." or "Stay tuned for
      // more!" that the user did not promise.)
      professional: [],
      casual: ["Pass it on to anyone who'd like to know."],
      playful: [],
      enthusiastic: ["We're so happy to share this!"],
    },
  },
  hiring: {
    short: {
      professional: ["Referrals are welcome."],
      casual: ["Do you know someone? Send them our way."],
      playful: ["Tag a friend who would be great."],
      enthusiastic: ["Share this with someone great!"],
    },
    long: {
      professional: [
        "Do you know someone who would be a great fit? Please share this post or tag them in the comments.",
        "If this sounds like you, we would be glad to hear from you.",
      ],
      casual: [
        "Do you know someone who would be a great fit? Send them our way.",
        "Share this with someone who would love it.",
      ],
      playful: ["Tag the friend who needs to see this.", "Do you know someone perfect for this? Tag them."],
      enthusiastic: ["Share this with someone who would be perfect for it!", "We'd love to hear from you!"],
    },
  },
  volunteer: {
    short: {
      professional: ["Every hour helps."],
      casual: ["Every bit helps."],
      playful: ["Bring a friend."],
      enthusiastic: ["We'd love your help!"],
    },
    long: {
      professional: [
        "Every hour helps, so please share this with anyone who might want to join.",
        "Please share this with anyone who might want to help.",
      ],
      casual: [
        "Every bit helps, so please pass this on.",
        "Do you know someone who would like to help? Send them our way.",
      ],
      playful: ["Bring a friend, because it's more fun that way.", "Tag a friend who would be great at this."],
      enthusiastic: ["We'd love your help, so please share this!", "Tag a friend who would love to help!"],
    },
  },
  event: {
    short: {
      professional: ["We hope to see you there."],
      casual: ["See you there."],
      playful: ["Bring a friend."],
      enthusiastic: ["See you there!"],
    },
    long: {
      professional: ["We hope to see you there.", "Please share this with anyone who might be interested."],
      casual: ["We hope to see you there.", "Bring a friend and come say hi."],
      playful: ["Bring a friend, or two.", "We will save a seat for you."],
      enthusiastic: ["We can't wait to see you there!", "Tag a friend you'd bring along!"],
    },
  },
  thanks: {
    short: {
      professional: ["Thank you."],
      casual: ["Thank you."],
      playful: ["You're all legends."],
      enthusiastic: ["Thank you!"],
    },
    long: {
      professional: ["Thank you.", "We're grateful."],
      casual: ["It means a lot.", "Thank you, truly."],
      playful: ["Group hug, everyone.", "You're all legends."],
      enthusiastic: ["Thank you so much!", "We couldn't have done it without you!"],
    },
  },
  // (Pride or thanks for what was done: "We're ready for the next one." / "We can't wait for the next chapter!" after
  // 200 trees planted or a medal looked past the news.)
  milestone: {
    short: {
      professional: ["Thank you to everyone who made it possible."],
      casual: ["We're proud of this one."],
      playful: ["Now back to work."],
      enthusiastic: ["We're so proud of this one!"],
    },
    long: {
      professional: ["Thank you to everyone who helped along the way."],
      casual: ["Thank you to everyone who helped along the way.", "We're proud of this one."],
      playful: ["Now back to work, after cake.", "We'll be unbearable for about a day."],
      enthusiastic: ["Thank you all for the support!", "We're so proud of this one!"],
    },
  },
  promo: {
    short: {
      professional: ["The offer is for a limited time."],
      casual: ["Grab it while it lasts."],
      playful: ["Run, don't walk."],
      enthusiastic: ["Don't miss out!"],
    },
    long: {
      professional: ["Please pass this on to anyone who might like it.", "The offer is for a limited time."],
      casual: ["Grab it while it lasts.", "Tell a friend."],
      playful: ["Your future self says thanks.", "Tag the friend who needs this."],
      enthusiastic: ["Grab yours before it's gone!", "Tag a friend who would love this!"],
    },
  },
  tips: {
    short: {
      professional: ["What would you add?"],
      casual: ["What works for you?"],
      playful: ["Feel free to steal this."],
      enthusiastic: ["Will you try it?"],
    },
    long: {
      professional: ["What would you add? Share your own advice in the comments.", "What has worked for you?"],
      casual: ["What would you add?", "What is your best tip?"],
      playful: ["Feel free to steal this.", "Come back to this later."],
      enthusiastic: ["Tell us how it goes!", "What is your best advice?"],
    },
  },
  opinion: {
    short: {
      professional: ["Do you see it differently?"],
      casual: ["Do you agree?"],
      playful: ["Change my mind."],
      enthusiastic: ["Who's with me?"],
    },
    long: {
      professional: [
        "Do you see it differently? We'd like to hear your view in the comments.",
        "We would like to hear other views.",
      ],
      casual: ["Do you agree or disagree?", "What do you think?"],
      playful: ["Change my mind.", "Tell me I'm wrong."],
      enthusiastic: ["Who's with me?", "Tell us what you think!"],
    },
  },
  question: {
    short: {
      professional: ["Your input is welcome."],
      casual: ["Tell us in the replies."],
      playful: ["Please reply below."],
      enthusiastic: ["Tell us!"],
    },
    long: {
      professional: ["We would value your perspective in the comments.", "Your experience would help."],
      casual: ["Tell us in the comments.", "We'd love to hear what you think."],
      playful: ["Please reply in the comments.", "Choose wisely."],
      enthusiastic: ["Tell us in the comments!", "We can't wait to hear your answers!"],
    },
  },
  general: {
    short: {
      professional: ["What do you think?", "What is your take?"],
      casual: ["What do you think?", "Thoughts?"],
      playful: ["Thoughts?", "Be honest: what do you think?"],
      enthusiastic: ["What do you think?", "Tell us what you think!"],
    },
    long: {
      professional: ["We would like to hear your thoughts.", "What is your experience with this?"],
      casual: ["What do you think?", "We'd love to hear your thoughts."],
      playful: ["Be honest: what do you think?", "Tell us in the comments.", "Thoughts?"],
      enthusiastic: ["Tell us what you think!", "What do you think?"],
    },
  },
};

/** How a thank-you post closes, by who is thanked (a team is not a crowd of runners, nor a mentor). */
export const THANKS_CLOSERS: Record<Thanked, ByTone> = {
  team: {
    professional: ["We're grateful to work with people like this.", "We're proud of this team."],
    casual: ["We're proud of this crew.", "This is the best team there is."],
    playful: ["This team is the best, and that's final.", "You're all legends."],
    enthusiastic: ["We're so proud of this team!", "This is the best team ever!"],
  },
  community: {
    professional: ["None of this happens without you.", "Thank you for showing up."],
    casual: ["You made this happen.", "Thank you for showing up."],
    playful: ["You're all legends.", "Group hug, everyone."],
    enthusiastic: ["You made this happen!", "We couldn't have done it without you!"],
  },
  person: {
    professional: ["We're grateful for the time and care.", "Thank you for everything."],
    // (No "We owe you one.": a favour's line, not one for the nurses who looked after a parent.)
    casual: ["Thank you for everything.", "It meant more than you know."],
    playful: ["We owe you a coffee, or ten.", "Thank you for putting up with us."],
    enthusiastic: ["Thank you for everything!", "We couldn't have done it without you!"],
  },
  family: {
    professional: ["We couldn't have done it without them.", "We're grateful for their support."],
    casual: ["We couldn't have done it without them.", "We're grateful for them every day."],
    playful: ["They deserve a medal.", "They deserve this more than we do."],
    enthusiastic: ["We couldn't have done it without them!", "We love you all!"],
  },
  customers: {
    professional: ["Thank you for your support.", "We're grateful for every one of you."],
    casual: ["You're the best.", "Thank you for being here."],
    playful: ["You're the best, and you know it.", "You're all legends."],
    enthusiastic: ["You're the best!", "We love you all!"],
  },
};

/** A sentence of reflection for LinkedIn and Facebook, by intent (general sentiment only, no facts). */
export const REFLECTIONS: Partial<Record<Intent, string[]>> = {
  hiring: ["If you have questions about the role, feel free to reach out.", "We are happy to answer any questions."],
  event: ["Everyone is welcome.", "All are welcome."],
  thanks: ["None of this happens without you."],
};

/** Calls to action built from the prompt's own link or code. */
export const LINK_CTA: Record<Intent, string> = {
  launch: "Try it at {link}",
  announcement: "More at {link}",
  notice: "More at {link}",
  hiring: "Apply at {link}",
  event: "Register at {link}",
  thanks: "More at {link}",
  milestone: "More at {link}",
  promo: "Shop at {link}",
  tips: "More at {link}",
  opinion: "More at {link}",
  question: "More at {link}",
  general: "More at {link}",
};
