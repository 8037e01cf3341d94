/**
 * Checks a written post's sentences and hashtags for the faults a social post shows when a frame is filled with a
 * note it does not fit. Each check names its rule; an empty list is a sentence a user would post as it is.
 * The shared checker (src/shared/text/sentence-check.ts) runs beside these: a lower-case start and a bracket left
 * open are its rules; these are the post's own.
 */

import { clauseProblem } from "./post-hashtag-clause";

const DAY_ABBR = String.raw`(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)`;
const CLOCK = String.raw`\d{1,2}(?:[:.]\d\d)?\s?(?:am|pm)`;

/** "(thurs)", "(20 hours/week. £14/hr)", "(US timezones)": a note in brackets with more of the sentence after it. */
const PAREN_MID = /\(([^()]{1,80})\)(?=\s*[,;]?\s*[^\s.!?])/u;

/**
 * "(Go, Postgres)", "(React/TypeScript)": names glossing the noun before them, which read well where they stand (taken
 * out, they were left as a line of bare names: "Go, Postgres.").
 */
const GLOSS =
  /^\p{Lu}[\p{L}\p{N}.#+-]*(?:\s\p{Lu}[\p{L}\p{N}.#+-]*)?(?:\s*(?:,|\/|&|\band\b|\bor\b)\s*\p{Lu}[\p{L}\p{N}.#+-]*(?:\s\p{Lu}[\p{L}\p{N}.#+-]*)?){0,4}$/u;

/** "latte 3.80": a price-like number with no currency and no unit. */
const BARE_PRICE =
  /(?<![£$€\d.,:/-]|\b(?:for|just|only|from)\s)\b\d{1,4}\.\d\d\b(?!\s?(?:%|am|pm|km|kg|g|ml|l|m|mi|miles|k|x|stars?|rating|ft|cm|mm|hrs?|hours?|mins?|minutes?|mph|gb|mb|tb)\b)(?![\d/:-])/i;

/** "on 3pm", "after on 3pm", "on 6-8pm": a time of day after "on". */
const ON_CLOCK = new RegExp(String.raw`\bon\s+(?:${CLOCK}|\d{1,2}(?:[:.]\d\d)?\s?(?:am|pm)?\s?[-–]\s?${CLOCK})`, "i");

/** "sat 9am", "fri-mon", "mon/wed/fri": a weekday abbreviated in lower case, as in a note. */
const SHORT_DAY = new RegExp(
  String.raw`\b${DAY_ABBR}\b(?=\s*(?:[-–/]\s*${DAY_ABBR}\b|\d|,?\s*(?:(?:on|at)\s+)?${CLOCK}|\)))|(?<=[-–/(]\s*)\b${DAY_ABBR}\b(?![\p{L}'])`,
  "u",
);

/** A frame's opening whose slot wants a noun phrase. */
const NP_OPENER =
  /^(?:Get|Introducing|We have (?:big )?news about|Here(?: is|'s) an update on|(?:Come and )?[Jj]oin (?:us|me) for|You're invited to|Don't miss|Say hello to)\s+(.+?)(?=[,.!?;:]|\s[–—-]\s|$)/u;

/** Words that make a clause of what follows a noun-phrase opener ("Get bakery on high st doing 2 for £5"). */
const CLAUSE_WORD =
  /\b(?:doing|offering|selling|giving|running|having|getting|is|are|was|were|has|have|needs?|wants?|gets?)\b/i;

/** "on [date and time]" although the post says when. */
const PLACEHOLDER_WHEN = /\s*\b(?:on|at)\s+\[date(?: and time)?\]/i;
const SAYS_WHEN = new RegExp(
  String.raw`\b(?:${CLOCK}|(?:mon|tues|wednes|thurs|fri|satur|sun)day|${DAY_ABBR}\s+\d|\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)|tomorrow|tonight)\b`,
  "i",
);

/** "Were closed tomorrow": "we're" written without its apostrophe at the start of a sentence. */
const WERE_FOR_WE_ARE = /^Were\s+(?:closed|open|hiring|back|moving|looking|excited|thrilled|running|offering|doing)\b/;

/** "jan 6", "14 nov": a month abbreviated in lower case next to its day. */
const LOWER_MONTH =
  /\b(?:jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\b(?=\s+\d)|(?<=\d(?:st|nd|rd|th)?\s+)(?:jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\b/;

/** "42 king st manchester": a street address in lower case. */
export const LOWER_ADDRESS =
  /(?<![\d,.$£€]|\b(?:for|to|of|by)\s)\b(\d+[a-z]?\s+)((?:(?!(?:for|to|at|in|on|of|from|by|with|and)\b)\p{Ll}[\p{L}'-]*\s+){1,3}(?:st|street|rd|road|ave|avenue|lane|ln|way|place|square|sq)\b)(\s+\p{Ll}+(?=[.!]?$))?/u;

/** "Plumbing business.": a label of who posts, said as a sentence of its own. */
const LABEL_ONLY =
  /^(?:\p{L}+\s+){0,2}(?:business|company|shop|store|studio|salon|bakery|cafe|café|practice|firm|agency|brand|charity|nonprofit)[.!]?$/iu;

/** "... every Friday after.": a sentence that ends on a preposition whose object went elsewhere. */
const DANGLING_PREPOSITION = /\s(?:after|before|at|from|until|since)[.!]$/i;

/** "mrs patel", "st jude": a title before a name written in lower case. */
export const TITLED_NAME = /\b(mr|mrs|ms|dr|st)\.? (?!(?:and|or|the|of|for|to)\b)(\p{Ll}[\p{L}'-]+)/gu;
/** Holidays, always capitalised. */
export const HOLIDAY =
  /\b(?:christmas|easter|halloween|diwali|hanukkah|ramadan|eid|thanksgiving|boxing day|new year's (?:eve|day)|valentine's day|mother's day|father's day)\b/g;

/** The post-specific faults of one sentence of a post (`post` is the whole post, for what it says elsewhere). */
export function postProblems(sentence: string, post = sentence): string[] {
  const out: string[] = [];
  const paren = PAREN_MID.exec(sentence);
  if (paren && !GLOSS.test(paren[1]!.trim())) out.push("note in brackets mid-sentence");
  if (BARE_PRICE.test(sentence)) out.push("number with nothing to say what it is");
  if (ON_CLOCK.test(sentence)) out.push("'on' before a time of day");
  if (SHORT_DAY.test(sentence)) out.push("weekday abbreviated in lower case");
  const np = NP_OPENER.exec(sentence)?.[1];
  // ("We have news about yoga in the park every Sunday at 9am": an event with its time is no news item.)
  const news = /^(?:We have (?:big )?news about|Here(?: is|'s) an update on)\b/.test(sentence);
  if (np && (CLAUSE_WORD.test(np) || new RegExp(String.raw`\b${DAY_ABBR}\b`).test(np) || (news && SAYS_WHEN.test(np))))
    out.push("clause or note where the frame wants a noun phrase");
  if (PLACEHOLDER_WHEN.test(sentence) && SAYS_WHEN.test(post.replace(PLACEHOLDER_WHEN, "")))
    out.push("date placeholder although the post says when");
  if (WERE_FOR_WE_ARE.test(sentence)) out.push("'Were' for 'We're'");
  if (new RegExp(TITLED_NAME.source, "u").test(sentence) || new RegExp(HOLIDAY.source).test(sentence))
    out.push("name written lower-case");
  if (LOWER_ADDRESS.test(sentence)) out.push("street address in lower case");
  if (LABEL_ONLY.test(sentence)) out.push("label of the poster said as a sentence");
  if (
    DANGLING_PREPOSITION.test(sentence) &&
    !/\b(?:sign|log|check|drop|pop|come|turn|tune|stay|look)\s+(?:up|in|on|by)[.!]$/i.test(sentence)
  )
    out.push("ends on a preposition");
  if (LOWER_MONTH.test(sentence)) out.push("month written lower-case");
  return out;
}

/** Bare verbs that end a tag made of a subject and its verb ("#AsyncUpdatesWork", "#PricesGoUp"). */
const TAG_VERB =
  /^(?:work|works|go|goes|are|is|was|were|has|have|had|need|needs|make|makes|get|gets|win|wins|matter|matters|help|helps|do|does|can|will|should)$/i;

/** Words a compound's first part leaves behind ("mid size manufacturers" -> #SizeManufacturers, "year olds" -> #Olds). */
const COMPOUND_FIRST = /^(?:mid|year|years|half|self|full|part|non|multi|anti|pre|post|co|sub|semi)$/i;

/** Verbs that open a clause of the prompt, never a topic ("- helps small teams", ", finished bootcamp"). */
const VERB_FIRST =
  /^(?:helps|lets|makes|gives|allows|keeps|saves|turns|brings|finished|started|joined|passed|completed|launched|opened|won|took|raised|helped|got|hiring|recruiting|seeking)$/i;
/** Units a number makes a compound of ("one man", "two day"). */
const UNIT = /^(?:man|woman|person|day|hour|week|month|year|night|minute|mile)$/i;

const tagWords = (tag: string) =>
  tag
    .replace(/^#/, "")
    .split(/(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})|(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/u)
    .filter(Boolean);

/** Faults of a hashtag against the prompt it was made from: a verb, a bare number, a broken-off part of a phrase. */
export function tagProblems(tag: string, prompt: string): string[] {
  const words = tagWords(tag);
  const out: string[] = [];
  if (words.length === 0 || /^#?\p{N}+$/u.test(tag)) return ["hashtag is a number"];
  const last = words[words.length - 1]!;
  if (
    words.some((w) => /^(?:is|are|was|were|has|have|can|will)$/i.test(w)) ||
    (words.length > 1 && TAG_VERB.test(last) && /[^s]s$/i.test(words[words.length - 2]!))
  )
    out.push("hashtag is a verb phrase");
  // "#HelpsSmall", "#FinishedBootcamp": a verb opens the tag; "#TeamReminder": the post's label, not its topic.
  if (words.length > 1 && VERB_FIRST.test(words[0]!)) out.push("hashtag is a verb phrase");
  if (words.length > 1 && /^(?:announcement|reminder|update|notice|psa)$/i.test(last)) out.push("hashtag is a label");
  // "#WaterLess", "#NearLight", "#TrackSpending": a piece of a tip or a feature, not a topic.
  const clause = clauseProblem(words, prompt);
  if (clause) out.push(clause);
  // Where the tag's words stand in the prompt: the word before them and the word after.
  const seq = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join(String.raw`[\s\-.'’&/]*`);
  const at = new RegExp(
    String.raw`(?:([\p{L}\p{N}]+)[\s-]+)?(?<![\p{L}\p{N}])${seq}(?![\p{L}\p{N}])(?:[\s-]+([\p{L}\p{N}]+))?`,
    "iu",
  ).exec(prompt.replace(/['’]/g, ""));
  if (!at && words.length > 1) out.push("hashtag joins words the prompt keeps apart");
  if (at) {
    const before = at[1] ?? "";
    const after = at[2] ?? "";
    if (
      COMPOUND_FIRST.test(before) ||
      /^olds?$/i.test(words[0]!) ||
      // ("a one man electrician" gives no #ManElectrician.)
      (/^(?:one|two|three|four|five|six|seven|eight|nine|ten|\d+)$/i.test(before) && UNIT.test(words[0]!))
    )
      out.push("hashtag is part of a compound");
    // ("hotel offering 20 percent discount" gives no #HotelOffering.)
    else if (
      words.length > 1 &&
      /\p{L}ing$/iu.test(last) &&
      /^(?:\d|(?:a|an|the|our|my|your|their|its|free)\b)/i.test(after)
    )
      out.push("hashtag is a verb phrase");
    else if (words.length === 1 && /^(?:\p{Lu}|[IVX]+|\d+)$/u.test(after))
      out.push("hashtag leaves out its letter or number");
    // "van provided", "DBS checked", "AAT qualified": a job's perk or requirement, not what the post is about.
    if (
      /^(?:provided|included|supplied|required|needed|essential|preferred|checked|registered|qualified|certified)$/i.test(
        after,
      )
    )
      out.push("hashtag is a note of the job");
  }
  return out;
}

/** Opening lines with no news in them ("We have big news!", "Let's talk about X 👇"): the news says itself. */
const FILLER_HOOK =
  /^(?:We have (?:some )?(?:big |exciting |some exciting )?(?:personal )?news!?|Let's talk about\b.*|Big news!?)\s*(?:👇)?$/i;

/** Closing lines that promise more news or ask for views, said after a post that gave its when or asked for action. */
const WAIT_CLOSER = /^(?:Stay tuned(?: for more)?|More (?:news|details) will follow(?: soon)?|More will follow)[.!]?$/i;
const VIEWS_CLOSER =
  /^(?:(?:I|We)(?:'d| would) (?:love|like) to hear (?:your thoughts|your views?|what you think)|Tell (?:me|us) what you think(?: in the comments)?|(?:Be honest: )?what do you think\?|Thoughts\?)[.!]?$/i;
const ACTION =
  /^(?:Drop (?:off|in|by)|Call|Apply|Book|Sign up|Register|Email|Visit|Donate|Please (?:call|share|donate|drop|get in touch)|Come|Pop in|Bring|Get in touch|DM)\b/i;

/** A library line that says nothing the post needs, by its role and the rest of the post. */
export function isFiller(line: string, role: string, platform: string, rest: string[]): boolean {
  // (On every platform: "We have big news!" above "New autumn menu at The Copper Pot: ..." says only that news follows.)
  if (role === "hook" && FILLER_HOOK.test(line)) return true;
  if (role !== "closer") return false;
  if (WAIT_CLOSER.test(line) && rest.some((t) => SAYS_WHEN.test(t))) return true;
  return VIEWS_CLOSER.test(line) && rest.some((t) => ACTION.test(t));
}
