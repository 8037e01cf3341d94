/**
 * Writing an English post from the brief: a headline in a frame chosen per platform (the news said in a sentence of
 * the library, filled with the prompt's facts), the other facts as sentences, the prompt's list, a call to action
 * from its link or code, and hook, reflection and closing lines chosen by intent, tone and platform, all in the
 * poster's voice.
 */
import { joinNameRuns } from "./post-name-run";
import { splitRambling } from "./post-split";
import type { Platform } from "./contract";
import { bookingSentence, costSentence, detailOf } from "./post-details";
import { postEmoji } from "./post-emoji";
import { saidOnce } from "./post-said";
import {
  CLOSERS,
  HOOKS,
  IMPORTANCE_FRAMES,
  LEAD_FRAMES,
  LINK_CTA,
  NAMED_HOST_FRAMES,
  NP_FRAMES,
  OFFER_NAMED,
  PLACEHOLDER_POINT,
  PLACEHOLDER_STORY,
  STORY_FRAMES,
  PLACEHOLDER_TIPS,
  REFLECTIONS,
  THANKS_CLOSERS,
  TOPIC_FRAMES,
  factHook,
  inVoice,
  voiced,
  type Slots,
} from "./post-frames.en";
import type { Tone } from "./post-frames.types";
import { JOB_SEEKING, isApology, isFarewell, isTradeAd } from "./post-intent";
import type { Block } from "./post-layout";
import { isOffering } from "./post-offering";
import { isPlural } from "./post-number";
import { hasFiniteVerb, rewrite, type Piece } from "./post-rewrite";
import { MASS_NOUN, asSentence, callOn, capitalise, hash, linksOf } from "./post-text";
import { ED_VERB_LEAD, type Brief, type Lead } from "./post-understand";
import { extractWhen } from "./post-when-where";
import { escapeRegExp } from "../../shared/text/regexp";

/** A menu or the day's specials named as the news ("lunch menu this week: ...", "today's specials: ..."). */
const MENU_NEWS = /\b(?:menu|specials|(?:today's|this week's|weekend|daily|lunch|dinner)\s+special)\b/i;
/** An award, a prize or a place on a shortlist ("won gold", "Pub of the Year", "shortlisted for"). */
const SHORTLIST = /\b(?:shortlisted|short-listed|nominated|finalists?|longlisted|in the running)\b/i;
const AWARD = new RegExp(
  String.raw`\b(?:awards?|awarded|prize|medal|trophy|cup|gold|silver|bronze|of the year|winners?|won|named (?:one of|in|as|among)|recogni[sz]ed|honou?red with)\b|${SHORTLIST.source}`,
  "i",
);

/** Each platform's own slot in a frame list, so the three UI platforms never share a headline frame. */
const PLATFORM_SLOT: Record<Platform, number> = { twitter: 0, linkedin: 1, instagram: 2, facebook: 3, tiktok: 0 };

function choose<T>(items: readonly T[], platform: Platform, seed: string): T {
  return items[(PLATFORM_SLOT[platform] + hash(seed)) % items.length]!;
}

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** Each platform's voice when the prompt asks for none. */
export const DEFAULT_TONE: Record<Platform, Tone> = {
  linkedin: "professional",
  twitter: "casual",
  instagram: "enthusiastic",
  facebook: "casual",
  tiktok: "playful",
};

const ORDER: Platform[] = ["twitter", "linkedin", "instagram", "facebook", "tiktok"];

/**
 * A line from `poolFor(platform)` that no platform before it in ORDER was given (each platform's pick is computed
 * the same way, so the same prompt on X, LinkedIn and Instagram gets three different lines when the pools allow).
 */
function pickDistinct(poolFor: (p: Platform) => readonly string[], platform: Platform, seed: string): string {
  const taken = new Set<string>();
  for (const p of ORDER) {
    const pool = poolFor(p);
    if (pool.length === 0) {
      if (p === platform) return "";
      continue;
    }
    const start = hash(seed) % pool.length;
    let choice = pool[start]!;
    for (let k = 0; k < pool.length; k++) {
      const c = pool[(start + k) % pool.length]!;
      if (!taken.has(norm(c))) {
        choice = c;
        break;
      }
    }
    if (p === platform) return choice;
    taken.add(norm(choice));
  }
  return "";
}

function slotsOf(lead: Lead, brief: Brief): Slots {
  return {
    what: lead.what,
    when: lead.when,
    where: lead.where,
    extra: lead.extra,
    subject: lead.subject,
    voice: brief.voice,
  };
}

/**
 * "Riverside FC need 2 more players", "The twins have 3 tickets": a name and its verb the tagger left in a noun phrase
 * are a clause, said as written, never "Join me for Riverside FC need 2 more players".
 */
const CLAUSE_IN_NP =
  /\S\s+(?:need|needs|want|wants|have|has|are|is)\s+(?:\d|a|an|some|more|new|two|three|four|five)\b/i;

/**
 * A note-style headline as written, without the parts said after it as sentences of their own ("..., all materials
 * included" is "All materials are included." after it, not both).
 */
function plainLead(lead: Lead): string {
  return (lead.after ?? []).reduce(
    (text, p) =>
      text.replace(new RegExp(String.raw`,\s*${escapeRegExp(p.source.replace(/[.!]+$/, ""))}(?=[,.!]|$)`), ""),
    lead.plain,
  );
}

/** The headline sentence. */
function headline(lead: Lead, brief: Brief, platform: Platform, seed: string): string {
  const slots = slotsOf(lead, brief);
  if (lead.cls === "np") {
    if (ED_VERB_LEAD.test(lead.plain)) return frontTime(asSentence(plainLead(lead)), platform);
    // "first marathon done", "exams finished": a state, said as written (no "We're celebrating first marathon done!").
    if (/\s(?:done|finished|complete|completed|over|smashed)$/i.test(lead.what))
      return asSentence(capitalise(plainLead(lead)), /!/.test(lead.plain) ? "!" : ".");
    if (CLAUSE_IN_NP.test(lead.what))
      return asSentence(capitalise([lead.what, lead.extra, lead.where, lead.when].filter(Boolean).join(" ")));
    // "our charity fun run last sunday, over 120 runners": an event that has taken place is no invitation.
    if (brief.intent === "event" && (lead.status === "done" || brief.status === "done")) {
      const what = slots.what.replace(/^(?:a|an)\s+/i, "");
      const the = /^(?:our|my|the|this|last)\b/i.test(what)
        ? what.replace(/^(?:Our|My|The|This|Last)\b/, (w) => w.toLowerCase())
        : `the ${what}`;
      return asSentence(
        `Here's a look back at ${the}${slots.when ? ` ${slots.when}` : ""}${slots.where ? ` ${slots.where}` : ""}`,
      );
    }
    if (brief.intent === "event" && !slots.when) slots.when = "on [date and time]";
    // "our Black Friday deal: buy one candle get one free" -> "Our Black Friday deal is here: buy one candle get one free."
    if (lead.named)
      return asSentence(
        `${capitalise(lead.what)} is here: ${lead.extra}${lead.when ? `, ${lead.when}` : ""}`,
        platform === "linkedin" ? "." : "!",
      );
    const frames = NP_FRAMES[brief.intent === "promo" && OFFER_NAMED.test(slots.what) ? "promoEvent" : brief.intent];
    return frames ? choose(frames, platform, seed)(slots) : frontTime(asSentence(plainLead(lead)), platform);
  }
  if (lead.subject) return choose(NAMED_HOST_FRAMES, platform, seed)(slots);
  const byStatus = LEAD_FRAMES[lead.cls];
  // The "upcoming" frames say when; without a date the "now" frames are used.
  // "Launching GlowBox today": a launch said for today takes the frames that say when.
  const today =
    lead.status === "now" &&
    /^(?:today|tonight|this\s+(?:week|morning|afternoon|evening))$/i.test(lead.when) &&
    byStatus.upcoming;
  const status = lead.status === "upcoming" && !lead.when ? "now" : today ? "upcoming" : lead.status;
  const frames = byStatus[status] ?? byStatus.now ?? byStatus.done!;
  const said = choose(frames, platform, seed)(slots);
  // "Dark mode in the app is finally out now.": the prompt's "finally" after the first auxiliary, or left out.
  if (!lead.adverb) return said;
  return said
    .replace(
      /\b(is|are|has|have|'s|'re|'ve)\s+(?!been\b)/i,
      (_m, aux: string) => `${aux} ${lead.adverb!.toLowerCase()} `,
    )
    .replace(/\b(finally|at last) (out|live|here|available) now\b/i, "$1 $2");
}

/** "Our café turns 5 this weekend." -> "This weekend, our café turns 5." on the platforms that take the variation. */
function frontTime(sentence: string, platform: Platform): string {
  if (platform !== "instagram" && platform !== "facebook") return sentence;
  const body = sentence.replace(/[.!]$/, "");
  const { when } = extractWhen(body);
  const last = when[when.length - 1];
  if (!last || !body.endsWith(last) || last.split(/\s+/).length > 5 || body.split(/\s+/).length < 7 || /,/.test(body))
    return sentence;
  const head = body.slice(0, -last.length).trim();
  const first = head.split(/\s+/)[0]!;
  const lowered = /^(?:Our|My|The|We|We're|We've|This|It|It's|A|An)$/.test(first)
    ? head[0]!.toLowerCase() + head.slice(1)
    : head;
  return `${capitalise(last)}, ${lowered}${sentence.endsWith("!") ? "!" : "."}`;
}

/** "I'm speaking at DevOps Days": the poster gives a talk at an event someone else hosts. */
const SPEAKING =
  /\b(?:I'm|I am|I'll be|I will be)\s+(?:speaking|presenting|giving (?:a|the|my) talk|on (?:a|the) panel|running (?:a|the) workshop)\b/i;

/** A fundraiser ("we're raising money for ...", "every £5 feeds a dog"): the post asks people to give. */
const FUNDRAISING =
  /\b(?:raising money|rais(?:e|ed|ing) funds|fundrais\w*|donat(?:e|ions?)\b|donors?\b|sponsor (?:me|us)|every [£$€]\s?\d+|every (?:dollar|pound|euro|penny|cent|bit|little bit|gift) (?:helps|counts)|crowdfund\w*|gofundme|justgiving|(?:rais(?:ed|ing)|collected)\s+(?:over\s+|more than\s+)?[£$€]\s?\d|[£$€]\s?[\d,.]+k?\s+goal|goal of [£$€])/i;
/** "£5 donation", "suggested donation £3", "entry by donation": a donation that is the price of taking part. */
const DONATION_PRICE =
  /(?:[£$€]\s?\d+(?:[.,]\d\d)?\s+(?:suggested\s+)?donation|\b(?:suggested|small)\s+donation(?:\s+(?:of\s+)?[£$€]\s?\d+)?|\b(?:by|pay what you can|on a) donation(?: basis)?|\bdonation (?:entry|on the door|at the door))\b/gi;
/** A fundraiser that asks or thanks for money (a donation as the price of a class is none: "bring a mat, £5 donation"). */
function isAppeal(content: string): boolean {
  return FUNDRAISING.test(content.replace(DONATION_PRICE, " "));
}
/** A fundraiser whose total is in ("We raised £3,200 ...", "hit $8,000 thanks to 140 donors"): it is thanked, not asked. */
const RAISED = /\b(?:raised|collected|hit|reached|passed|beat|smashed|topped|exceeded)\b/i;

/** Goods on sale again ("back in stock", "restocked"). */
const RESTOCK = /\b(?:back in stock|restocked|in stock again|restock(?:\s+alert)?)\b/i;

/** A lost or found pet or belonging ("Lost dog in Riverside Park", "found a set of keys"): an appeal to share. */
const LOST_APPEAL =
  /\b(?:lost|missing|found|stolen)\s+(?:(?:a|an|our|my|this|the)\s+)?(?:(?:black|white|brown|grey|gray|ginger|tabby|small|little|young|old|set of)\s+)?(?:dog|cat|pet|puppy|kitten|parrot|bird|tortoise|rabbit|wallet|keys|phone|bag|backpack|bike|bicycle|ring|purse)\b/i;

function hookKey(brief: Brief): keyof typeof HOOKS {
  if (brief.intent === "hiring" && brief.volunteer) return "volunteer";
  // "Handmade ceramic mugs back in stock!": goods back on sale, with no deal to announce.
  if (
    brief.intent === "promo" &&
    RESTOCK.test(brief.content) &&
    !/%|\b(?:off|discount|code|sale|deal)\b/i.test(brief.content)
  )
    return "restock";
  if (
    brief.intent === "launch" &&
    /\b(?:episode|podcast|blog|article|video|newsletter|post)\b/i.test(`${brief.label ?? ""} ${brief.content}`) &&
    brief.status !== "upcoming"
  )
    return "content";
  // ("new winter menu starts monday": a launch still to come, not "It's finally out.")
  if (brief.intent === "launch")
    return brief.status === "upcoming" ||
      /\b(?:starts|begins|arrives|lands|drops|launches|opens)\s+(?:on\s+|this\s+|next\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|week|month)\b/i.test(
        brief.content,
      )
      ? "launch"
      : "launchDone";
  if (brief.intent === "event" && brief.status === "done") return "eventDone";
  if (brief.intent === "event" && SPEAKING.test(brief.content)) return "speaking";
  // "My grandmother turns 90 tomorrow and we're throwing her a party": a family occasion, not a public event.
  if (
    (brief.intent === "event" || (brief.intent === "milestone" && brief.status === "upcoming")) &&
    FAMILY_EVENT.test(brief.content) &&
    /\b(?:party|barbecue|bbq|celebration|shower|dinner|picnic|gathering)\b/i.test(brief.content)
  )
    return "familyEvent";
  // "So proud of my daughter Maya who just got her black belt": someone else's achievement, not the poster's.
  if (
    OTHERS_WIN.test(brief.content) ||
    /\bproud of (?:my|our) (?:daughter|son|kids?|children|wife|husband|partner|mum|mom|dad|brother|sister|students?|team|crew|niece|nephew|grand\w+)\b/i.test(
      brief.content,
    ) ||
    // "Congratulations to Priya Shah on her promotion": her milestone, not ours.
    /^\s*(?:(?:a\s+)?(?:[Hh]uge|[Bb]ig|[Mm]assive|[Ww]arm)\s+)?[Cc]ongrat\w*(?:\s+to)?\s+\p{Lu}/u.test(brief.content) ||
    honoureeOf(brief.content) !== null
  )
    return "proudOf";
  // "Celebrating 10 years at Mercy General": an anniversary of work or of a business, not a win.
  if (
    brief.intent === "milestone" &&
    /(?<!\b(?:after|over|in|within|for|took|taking)\s+)\b(?:\d+|ten|five|twenty|fifteen)\s+years?\s+(?:at|with|of|in|as|since)\b|\banniversary\b/i.test(
      brief.content,
    ) &&
    !/\b(?:old|birthday)\b/i.test(brief.content)
  )
    return "anniversary";
  if (brief.intent === "milestone" && brief.status === "upcoming") return "milestoneSoon";
  if (brief.intent === "notice" && isApology(brief.content)) return "apology";
  if (brief.lead?.cls === "open" && brief.intent !== "event")
    return brief.lead.status === "upcoming" ? "openingSoon" : "opening";
  // ("giving away free seedlings while stocks last, one per customer": a handout for whoever comes, not a contest to win.)
  const handout =
    /\b(?:while stocks? lasts?|while supplies last|one per (?:customer|person|household)|first (?:\d+|come)|for everyone who)\b/i.test(
      brief.content,
    ) && !/\b(?:win|winners?|enter|draw|random|chance)\b/i.test(brief.content);
  if (brief.intent === "promo" && !handout && /\bgiv(?:e|ing)\s+away|\bgiveaway|\bwin\b/i.test(brief.content))
    return "giveaway";
  if (brief.intent === "announcement" && isFarewell(brief.content)) return "farewell";
  if (
    brief.intent === "announcement" &&
    // ("Sarah Patel joins as partner in our employment law team": a newcomer named, welcomed.)
    (/\bwelcome\s+\S+(?:\s+\S+){0,3}\s+(?:as|to)\b|\bjoins us\b/i.test(brief.content) ||
      /\b[A-Z][a-z]+\s+(?:[A-Z][a-z'-]+\s+)?(?:joins|has joined|is joining)\s+(?:us|our|the\s+team|as)\b/.test(
        brief.content,
      ))
  )
    return "welcome";
  if (
    brief.intent === "announcement" &&
    (/\b(?:open to work|looking for (?:my next|a new) (?:role|job|position|opportunity)|job hunting)\b/i.test(
      brief.content,
    ) ||
      JOB_SEEKING.test(brief.content)) &&
    // ("After 14 months of job hunting I've accepted an offer ...": the search is over.)
    !/\b(?:accepted|signed|got|landed|received)\s+(?:an?\s+|the\s+|my\s+)?(?:(?:job|dream|first)\s+)?(?:offer|job|role|position)\b/i.test(
      brief.content,
    )
  )
    return "jobSeeking";
  if (
    brief.intent === "announcement" &&
    /\b(?:we'?re moving|moving to|new address|will be at|relocat\w*)\b/i.test(brief.content)
  )
    // "We're moving from Seattle to Lisbon ... Will miss everyone here": a family's move, not a shop's new address.
    // A shop, an office or a street address says a business moves; without one it is the poster's own move ("we're
    // moving to Portland in December! closing the chapter on 8 years in Austin").
    return BUSINESS_PLACE.test(brief.content) || STREET.test(brief.content) || !PERSONAL_OR_TOWN(brief)
      ? "moving"
      : "personal";
  if (brief.intent === "announcement" && brief.voice === "I") return "personal";
  return brief.intent;
}

/**
 * The person whose news it is, named in the prompt: "congrats to our barista Jamie for ...", "Sarah Chen has been
 * promoted to ...", "Jamie won the regional ...". Null when the news is the poster's own.
 */
const NAME = String.raw`(?!(?:I|We|Our|My|The|This|That|It|Today|Tomorrow|Yesterday|Just|Finally|Officially|So|Very|Also|Huge|Big|Excited|Proud|Happy|Thrilled|Pleased|Everyone|Team|Congrats|Congratulations|After|Before|Last|Next|New|Mr|Mrs|Ms|Dr)\b)\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?`;
const HONOUREE = [
  new RegExp(String.raw`\b[Cc]ongrat\w*(?:\s+to)?\s+(?:(?:our|my)\s+(?:[\p{Ll}-]+\s+){0,3})?(${NAME})\b`, "u"),
  new RegExp(
    String.raw`(?:^|\bthat\s+|[.!]\s+)(${NAME})\s+(?:has\s+been|was|got|is|just\s+got)\s+(?:promoted|named|appointed|awarded|selected|elected|nominated|accepted)\b`,
    "u",
  ),
  new RegExp(
    String.raw`(?:^|\bthat\s+|[.!]\s+)(?:(?:our|my)\s+(?:[\p{Ll}-]+\s+){0,3})?(${NAME})\s+(?:just\s+)?(?:won|has\s+won|wins|passed|graduated|qualified)\b`,
    "u",
  ),
];
function honoureeOf(text: string): string | null {
  for (const re of HONOUREE) {
    const m = re.exec(text);
    if (m) return m[1]!.split(/\s+/)[0]!;
  }
  return null;
}

/** "My daughter graduated from nursing school today": a family member's win told by the poster. */
const OTHERS_WIN =
  /^\s*(?:my|our)\s+(?:daughter|son|kids?|children|wife|husband|partner|mum|mom|dad|brother|sister|niece|nephew|grand\w+)(?:\s+\p{Lu}\p{Ll}+)?\s+(?:just\s+|finally\s+|officially\s+)?(?:graduated|passed|won|got|finished|completed|earned|made|started|took|received|became|turned)\b/iu;

const FAMILY_EVENT =
  /\b(?:my|our)\s+(?:grand\w+|mum|mom|dad|parents|son|daughter|kids?|wife|husband|partner|sister|brother|niece|nephew|aunt|uncle|baby|family)\b.*\b(?:party|birthday|barbecue|bbq|celebration|shower|anniversary|wedding|turns\s+\d+)\b|\b(?:party|birthday|barbecue|bbq|shower)\s+for\s+(?:my|our)\s+(?:grand\w+|mum|mom|dad|son|daughter|wife|husband|sister|brother)\b/i;
const PERSONAL_MOVE =
  /\b(?:personal news|life update|family|miss (?:everyone|you all|you|our friends|this city)|our (?:kids|children)|new home|moving (?:house|abroad|back home)|from \p{Lu}[\p{L}-]+ to \p{Lu}[\p{L}-]+)/iu;
const STREET = /\b\d+\s+(?:\p{Lu}[\p{L}'-]*\s+){1,3}(?:street|st|road|rd|avenue|ave|lane|way|square|place)\b/iu;
/** A personal move: said so, or to a town (a capitalised place after "to"/"in") with nothing of a business. */
const PERSONAL_OR_TOWN = (brief: Brief) =>
  PERSONAL_MOVE.test(brief.content) ||
  /\b(?:moving|move|moved|relocating)\s+(?:back\s+)?to\s+\p{Lu}/u.test(brief.content) ||
  /\b(?:chapter|years in \p{Lu})/u.test(brief.content);
const BUSINESS_PLACE =
  /\b(?:shop|store|office|caf[eé]|restaurant|studio|salon|clinic|bakery|address|location|premises|customers|clients|warehouse|hq|showroom|gym)\b/i;

/** A hook made of the prompt's facts ("Portland, we're open!"), on the platforms that open with a hook line. */
function hookOfFacts(brief: Brief, lead: string, platform: Platform): string {
  if (!brief.lead || !(platform === "instagram" || platform === "twitter" || platform === "facebook")) return "";
  const place = /^in\s+(\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?)$/u.exec(brief.lead.where)?.[1] ?? "";
  const fact = factHook(brief.lead.cls, brief.lead.status, place, brief.lead.when, brief.voice);
  // Not when the headline says the same fact ("Tomorrow is launch day." before "We launch ... tomorrow").
  return fact && !(brief.lead.when && norm(lead).includes(norm(brief.lead.when.replace(/^on\s+/i, "")))) ? fact : "";
}

/** A hook that announces a view, and a headline that already says it is one. */
const STANCE = /\b(?:think|opinion|perspective|view|thoughts|take)\b/i;
const STANCE_LEAD =
  /^(?:I think|I believe|I feel|in my (?:opinion|view)|my (?:opinion|view|take)|hot take|unpopular opinion|honestly)\b/i;

const isShort = (p: Platform) => p === "twitter" || p === "tiktok";

/** "Manchester, we're hiring!" over "We're hiring a junior graphic designer!": the same news twice. */
function factRepeats(fact: string, lead: string): boolean {
  const leadWords = new Set(norm(lead).split(" "));
  return norm(fact)
    .split(" ")
    .some((w) => w.length > 4 && leadWords.has(w) && !/^\p{Lu}/u.test(w));
}

/** Gratitude said anywhere in a sentence. */
const GRATITUDE = /\b(?:thank|thanks|grateful|gratitude|shout[- ]?out|kudos|appreciate)\b/i;

/**
 * A thank-you that says what was done ("... who covered the front desk", "... for getting us through the storm"):
 * the post carries its content, and a line of stock sentiment after it ("We don't say it often enough.") adds nothing.
 */
const DEED =
  /\b(?:who|that)\s+(?:\w+\s+){0,2}\w+|\bfor\s+(?:\w+ing|all|your|their|his|her|the|every|making|helping)\b/i;

/** A headline that is itself the thank-you ("Big thanks to ...", "Thank you all for ..."). */
const THANKS_LEAD = /^(?:(?:a\s+)?(?:big|huge|massive|special|heartfelt)\s+)?(?:thanks|thank you|thank-you)\b/i;

/** A headline that is itself an invitation ("Save the date for ...", "Join us for ...", "You're invited to ..."). */
const INVITE_LEAD =
  /^(?:save the date|you(?:'re|’re| are) invited|join (?:us|me)|come along|mark your calendar|come (?:and|join|celebrate))\b/i;

/** The opening line: the prompt's own label, a hook made of its facts, or a library hook that does not repeat the headline. */
function hook(brief: Brief, tone: Tone, lead: string, platform: Platform, seed: string): string {
  // "Hiring!" before "We're hiring a part-time bookkeeper ...": the headline already says it.
  const hookWords = brief.hook ? norm(brief.hook).split(" ").filter(Boolean) : [];
  if (hookWords.length === 1 && new RegExp(String.raw`\b${hookWords[0]}\b`, "i").test(norm(lead))) return "";
  if (brief.hook) return brief.hook;
  // ("We have some exciting news! Good news - Petals & Co is now open late ...": the headline announces itself.)
  if (
    /^(?:(?:some\s+)?(?:good|great|big|exciting|happy|fantastic|amazing|huge)\s+news|news|update|announcement|guess what|exciting times)\b/i.test(
      lead,
    ) ||
    // ("It's live! / New autumn menu at The Copper Pot: ...": a headline that opens on "New" says its news itself.)
    /^(?:brand[-\s])?new\s+(?!(?:job|role|position|chapter)\b)\p{L}/iu.test(lead)
  )
    return "";
  const fact = hookOfFacts(brief, lead, platform);
  if (fact && !factRepeats(fact, lead)) return fact;
  if (fact) return "";
  // "This is a milestone worth marking." / "Here's some good news." before the poster's own news: the news is the
  // better opening line, so a personal win or update goes without a library hook.
  // A person's own anniversary ("Reflecting on 10 years as a nurse") opens with it too, not "Today marks an
  // anniversary worth pausing for.".
  if (["milestone", "personal", "proudOf"].includes(hookKey(brief))) return "";
  if (hookKey(brief) === "anniversary" && brief.voice === "I") return "";
  // One person hiring for a project has no team to grow ("My team is growing." before "I'm looking for a designer").
  if (hookKey(brief) === "hiring" && brief.voice === "I") return "";
  // ("A quick thought." before a story of thirty words: a long post opens well with its own first sentence.)
  if (hookKey(brief) === "general" && brief.content.split(/\s+/).length >= 28) return "";
  // ("It's time for a thank-you." before "Big thanks to everyone who came ...": the headline thanks already.)
  // ("Some people deserve a thank-you today." before "I'm grateful to my mentor Ana ...": any headline that thanks.)
  if (hookKey(brief) === "thanks" && (THANKS_LEAD.test(lead) || GRATITUDE.test(lead))) return "";
  // ("Mark your calendar." before "Save the date for ...": a headline that invites already says what the hook would.)
  if (hookKey(brief) === "event" && INVITE_LEAD.test(lead)) return "";
  // "looking for a plumber ..., any recommendations?": the request opens the post ("I need your opinion on something."
  // says nothing).
  if (brief.intent === "question" && ASKS_FOR_HELP.test(brief.content)) return "";
  // "Lost dog in Riverside Park ...": an appeal asks for help, it is no "quick heads-up".
  if (LOST_APPEAL.test(brief.content))
    return pickDistinct(() => ["Can you help?", "Please keep an eye out."], platform, `${seed}|lost`);
  const pool = (p: Platform) => {
    const t = p === platform ? tone : (brief.tone ?? DEFAULT_TONE[p]);
    if (isShort(p) && t !== "playful" && t !== "enthusiastic") return [];
    return inVoice(HOOKS[hookKey(brief)][t], brief.voice, brief.content).filter((h) => {
      // A hook that says what the headline says ("Please save the date." before "Save the date for ...") is left out.
      const words = norm(h)
        .split(" ")
        .filter((w) => w.length > 3 && !/^(?:please|just|some|this|that|with|your|from)$/.test(w));
      const leadWords = new Set(norm(lead).split(" "));
      // "Here's what I think." before "I think our town needs ...": the headline already says it is a view.
      if (STANCE.test(h) && STANCE_LEAD.test(lead)) return false;
      // "We need a few helping hands. We need volunteers ...": a hook that opens as the headline does says it twice;
      // "Are you looking for your next job? Could it be you? ...": a question before a headline that asks one too.
      const opening = (t: string) => norm(t).split(" ").slice(0, 2).join(" ");
      if (opening(h) === opening(lead)) return false;
      if (/\?$/.test(h.trim()) && /^[^.!]*\?/.test(lead)) return false;
      return words.filter((w) => leadWords.has(w)).length < Math.min(2, words.length) || words.length === 0;
    });
  };
  return pickDistinct(pool, platform, `${seed}|hook`);
}

/**
 * A line of the poster's that already asks for an answer ("DM me if you disagree", "Let us know what you think!"):
 * a closing question or call for comments after it would ask twice, in another channel or another voice.
 */
const INVITES =
  /\b(?:change my mind|prove me wrong|tell me i(?:'|’)?m wrong|convince me otherwise|fight me|am i wrong\?)|\b(?:DM|message) (?:me|us)\b|\blet (?:me|us) know\b|\btell (?:me|us)\b|\b(?:comment|reply) below\b|\bdrop (?:me|us) a\b|\b(?:get in touch|reach out)\b|\bevery share helps\b|\bplease (?:share|donate|chip in|spread the word)\b/i;

/** A closing line that asks the reader to do something (share, tag, comment, answer). */
const CALL =
  /^(?:please\s+)?(?:share|tell|tag|bring|grab|come|join|take|go on|try|pass|save|feel free)\b|\?|\bcomments?\b|\bshare this\b/i;

/**
 * A closing line that asks for comments or promises more news: after the poster's own call to action ("Book a slot by
 * phone.", "Update to version 3.2 today.") it asks a second, unrelated thing.
 */
const AFTER_CTA_STOCK =
  /\b(?:your thoughts|your view|your feedback|feedback is welcome|what you think|what do you think|thoughts\?|in the comments|more news|will follow|stay tuned|keep you posted|do you agree|any questions|a shout|get in touch)\b/i;

/** A line that signs a post off by expecting the reader ("See you there.", "We hope to see you soon."). */
const SIGN_OFF =
  /^(?:(?:we |i )?(?:hope to |can't wait to |can’t wait to )?see you\b|(?:we |i )?(?:look forward to (?:seeing|welcoming) you)|bring a friend\b|(?:please )?pass (?:it|this) on\b)/i;

/** The poster's own invitation to come ("Come say hi!", "Stop by the stand", "Join us"). */
const INVITE_IN =
  /^(?:(?:so |please |do )?(?:come|swing|pop|drop|stop)(?: (?:and|on))? (?:say hi|say hello|by|in|over|along|down|see us|visit|join us|find (?:us|me))\b|(?:please )?join us\b)/i;

/** A sign-off that fits after the poster's own call to action, by what it asks the reader to do. */
function afterCta(cta: string, voice: Brief["voice"]): string[] {
  const lines = /\b(?:update|download|install|try|upgrade)\b/i.test(cta)
    ? ["We hope you like it."]
    : // ("Book a table on our website.": a visit, not a message to answer.)
      /\bbook\s+(?:a|your)\s+(?:table|room|stay|visit|seat|place|spot|class)\b/i.test(cta)
      ? ["We look forward to seeing you."]
      : /\b(?:book|call|ring|phone|email|e-mail|dm|message|contact|text|enquire|order)\b/i.test(cta)
        ? ["We look forward to hearing from you."]
        : /\b(?:register|sign up|rsvp|book your|get tickets)\b/i.test(cta)
          ? ["We hope to see you there."]
          : /\b(?:find|visit|bring|come|pop|drop|stop|swing|head)\b/i.test(cta)
            ? ["See you soon."]
            : /\b(?:read|watch|listen|link|bio)\b/i.test(cta)
              ? ["We hope you enjoy it."]
              : // ("Thank you for reading." after a one-line view fits nothing: no sign-off is better.)
                [];
  return inVoice(lines, voice);
}

/** Feelings a closing line should not repeat when the post already says them. */
const FEELINGS = ["thank", "proud", "excited", "grateful", "sorry"];

/** A question that asks for a recommendation or for help finding something. */
const ASKS_FOR_HELP =
  /\b(?:recommend|recommendations?|suggestions?|does anyone know|anyone know|know a good|know any|looking for a good|can anyone help)\b/i;

/** One family member thanked ("thanks to my wife ..."): "them"/"they" said as "her"/"she" or "him"/"he". */
const HER =
  /\b(?:my|our)\s+(?:wife|mum|mom|mother|sister|daughter|grandma|grandmother|girlfriend|fiancée|aunt|niece)\b/i;
const HIM = /\b(?:my|our)\s+(?:husband|dad|father|brother|son|grandpa|grandfather|boyfriend|fiancé|uncle|nephew)\b/i;
function agree(line: string, brief: Brief): string {
  if (brief.intent !== "thanks" || brief.thanked !== "family") return line;
  const her = HER.test(brief.content);
  const him = HIM.test(brief.content);
  if (her === him) return line;
  const [subj, obj, poss] = her ? ["She", "her", "her"] : ["He", "him", "his"];
  return line
    .replace(/\bThey deserve\b/g, `${subj} deserves`)
    .replace(/\bthey deserve\b/g, `${subj.toLowerCase()} deserves`)
    .replace(/\bthem\b/g, obj)
    .replace(/\btheir\b/g, poss);
}

/**
 * "Applications for our summer internship close Friday.", "Seats still available ... on the 18th, £45": news of no
 * recognised kind with a day, a time or a price is passed on, not mused on ("A quick thought.") or answered with
 * "What is your experience with this?".
 */
function isFactualNews(brief: Brief): boolean {
  return (
    brief.intent === "general" &&
    !STANCE.test(brief.content) &&
    !/\?/.test(brief.content) &&
    /[£$€]\s?\d|\b\d{1,2}(?::\d{2})?\s?(?:am|pm)\b|\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\b(?:today|tomorrow|tonight|next week|this week(?:end)?)\b|\b\d{1,2}(?:st|nd|rd|th)\b/i.test(
      brief.content,
    )
  );
}

/**
 * "Our cafe now accepts Apple Pay", "We now deliver to Harrogate": a change in what a business offers its customers is
 * news to act on (come in, order), not a view to ask about ("Thoughts?") or a feat ("We're proud of this one.").
 */
const SERVICE_NEWS =
  /\b(?:now|finally)\s+(?:(?:accept|take|offer|serve|stock|sell|deliver|ship|do)(?:s|ing|ed)?|doing|accepted|available|in stock|opens?\s+(?:on|until|till|from|at|for|24\/7|late|early)|open\s+(?:late\s+|early\s+)?(?:on\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days|weekends|evenings|late|every\s+day|7\s+days|24\/7))\b/i;
function isServiceNews(brief: Brief): boolean {
  return (
    brief.voice === "we" &&
    ["general", "milestone", "announcement"].includes(brief.intent) &&
    !STANCE.test(brief.content) &&
    !/\?/.test(brief.content) &&
    SERVICE_NEWS.test(brief.content) &&
    // (Or the business by its name: "Petals & Co is now open late on Thursdays".)
    (/\b(?:our|we|we're|us)\b/i.test(brief.content) || /\p{Lu}[\p{L}&'’ ]*\s(?:is|are)\s+now\b/u.test(brief.content))
  );
}

/** A closing line whose words (two or more that carry meaning) the post has all said already. */
function echoes(line: string, said: string): boolean {
  const words = norm(line)
    .split(" ")
    .filter((w) => w.length > 3 && !/^(?:this|that|with|your|from|here|there|thank|thanks|have|been|will)$/.test(w));
  const seen = new Set(norm(said).split(" "));
  return words.length >= 2 && words.every((w) => seen.has(w));
}

/** The closing line, never repeating a feeling the post already says (`said`: the text so far). */
function closer(brief: Brief, tone: Tone, platform: Platform, seed: string, said: string, cta: string[] = []): string {
  const hasCta = cta.length > 0;
  const signsOff = cta.some((c) => SIGN_OFF.test(c.trim()) || INVITE_IN.test(c.trim()));
  const said_ = FEELINGS.filter((f) => new RegExp(String.raw`\b${f}`, "i").test(said));
  // Thanks and gratitude are one feeling: "Thank you to everyone who donated." then "I'm grateful to everyone ..."
  // says it twice.
  const repeated =
    said_.includes("thank") || said_.includes("grateful") ? [...new Set([...said_, "thank", "grateful"])] : said_;
  const hk = hookKey(brief);
  // "Can anyone recommend a good plumber?": a request is closed with thanks, not "We'd love to hear what you think."
  if (LOST_APPEAL.test(brief.content))
    return pickDistinct(
      () => ["Please share so more people see this.", "Every share helps."],
      platform,
      `${seed}|lost`,
    );
  if (brief.intent === "question" && ASKS_FOR_HELP.test(brief.content))
    return pickDistinct(
      // ("Any recommendations are welcome." after "..., any recommendations?" says it twice.)
      () =>
        ["Thanks in advance!", "Any recommendations are welcome."].filter(
          (c) => !(/recommendations/.test(c) && /\brecommendations\b/i.test(brief.content)),
        ),
      platform,
      `${seed}|ask`,
    );
  // "we're raising money for the local animal shelter": an appeal to give, not "Thoughts?".
  // (A total reached is thanked for: "We're ready for the next chapter." after "We raised $12,400" fits no one.)
  // (A thank-you for a total raised closes as a thank-you, by who is thanked.)
  if (isAppeal(brief.content) && !(brief.intent === "thanks" && brief.thanked)) {
    const done =
      brief.status === "done" ||
      (RAISED.test(brief.content) && !/\b(?:of the way|to go|left to)\b/i.test(brief.content));
    const lines = done
      ? [
          "Every donation made a difference.",
          "It all adds up, and it all goes to a good cause.",
          "Together, we made a difference.",
        ]
      : ["Every donation helps.", "If you can't give, sharing helps too."];
    // ("Every dollar helps!" then "Every donation helps." says it twice.)
    const fresh = lines.filter((c) => !(/^Every\b/.test(c) && /\bevery \w+ (?:helps|counts|made)\b/i.test(said)));
    return pickDistinct(() => inVoice(fresh, brief.voice, brief.content), platform, `${seed}|give`);
  }
  const own = [
    "volunteer",
    "personal",
    "farewell",
    "apology",
    "opening",
    "giveaway",
    "milestoneSoon",
    "welcome",
    "jobSeeking",
    "moving",
    "anniversary",
    "familyEvent",
    "proudOf",
    "restock",
  ] as const;
  const solo = brief.intent === "milestone" && brief.voice === "I" && brief.status !== "upcoming";
  // "won gold at the Harrogate Flower Show", "shortlisted for the Stirling Prize": an award or a shortlist.
  // "Come celebrate with us!" only when the post names a gathering to come to.
  // (A treat for whoever comes in is one too: "free cupcake for everyone who comes in", "free cupcake with every coffee".)
  const gathering =
    /\b(?:party|celebrat\w*|join|come|comes|coming|event|drinks|launch night|reading|signing|ceremony|at the|visit\w*|drop(?:s|ping)? by|pop(?:s|ping)? in|stop(?:s|ping)? by|in store|in-store|open house|free (?:\p{L}+ ){1,2}(?:for|with (?:every|each|any|your)))\b/iu;
  // "Bake sale on Friday ... We need volunteers to bake": an event that asks for helpers closes with that ask.
  const helpWanted =
    brief.intent === "event" &&
    /\b(?:need|needs|looking for|seeking|calling(?: all)?)\s+(?:\w+\s+){0,2}(?:volunteers?|helpers?|helping hands)\b|\bvolunteers? (?:needed|wanted)\b/i.test(
      brief.content,
    );
  const factualNews = isFactualNews(brief);
  const key = helpWanted
    ? "volunteer"
    : brief.intent === "general" && isTradeAd(brief.content)
      ? "trade"
      : isOffering(brief)
        ? "offer"
        : brief.intent === "general" && MENU_NEWS.test(brief.content)
          ? "menu"
          : factualNews
            ? "notice"
            : isServiceNews(brief)
              ? "service"
              : hk === "milestoneSoon" && !gathering.test(brief.content)
                ? "milestoneAhead"
                : hk === "openingSoon"
                  ? "opening"
                  : hk === "anniversary"
                    ? "anniversary"
                    : hk === "proudOf"
                      ? "proudOf"
                      : brief.intent === "milestone" && brief.status !== "upcoming" && AWARD.test(brief.content)
                        ? SHORTLIST.test(brief.content) && !/\b(?:won|wins?|winners?|awarded)\b/i.test(brief.content)
                          ? "shortlist"
                          : "award"
                        : solo
                          ? "milestoneSolo"
                          : hk === "farewell" && brief.voice === "I"
                            ? "farewellSolo"
                            : brief.intent === "tips" && brief.list
                              ? "tipsList"
                              : (own as readonly string[]).includes(hk)
                                ? (hk as (typeof own)[number])
                                : brief.intent;
  // "Sarah Chen has been promoted to VP of Engineering": the post congratulates her by name.
  const honouree = hk === "proudOf" ? honoureeOf(brief.content) : null;
  if (honouree && !/\bcongrat/i.test(said))
    return pickDistinct(
      () =>
        [`Congratulations, ${honouree}!`, `Please join us in congratulating ${honouree}.`].map((c) =>
          voiced(c, brief.voice),
        ),
      platform,
      `${seed}|honour`,
    );
  // "Which one would you try first?" after a list of mistakes or myths asks the wrong thing.
  if (key === "tipsList" && /\b(?:mistakes|myths|signs|truths|lessons|regrets)\b/i.test(brief.list?.intro ?? ""))
    return pickDistinct(
      () => ["What would you add to the list?", "Which one rings true for you?"].map((c) => voiced(c, brief.voice)),
      platform,
      `${seed}|list`,
    );
  const pool = (p: Platform) => {
    const t = p === platform ? tone : (brief.tone ?? DEFAULT_TONE[p]);
    const lines =
      brief.intent === "thanks" && brief.thanked
        ? THANKS_CLOSERS[brief.thanked][t]
        : CLOSERS[key][isShort(p) ? "short" : "long"][t];
    const fresh = lines.filter(
      (c) =>
        // ("The next chapter starts 1 March. On to the next chapter.": a closer whose words the post said already.)
        !echoes(c, said) &&
        !repeated.some(
          (f) => new RegExp(String.raw`\b${f}`, "i").test(c) && (f !== "thank" || brief.intent !== "thanks"),
        ) &&
        // "Come find me after the talk." then "Please share this ...": on the long platforms the poster's own call to
        // action is the one asked (X keeps its short sign-off).
        !(hasCta && !isShort(p) && CALL.test(c.trim())) &&
        !(hasCta && AFTER_CTA_STOCK.test(c)) &&
        // "Come say hi! See you there.": after the poster's own sign-off, a second one (or "Please pass it on.")
        // makes two closers in a row.
        !(signsOff && (CALL.test(c.trim()) || SIGN_OFF.test(c.trim()))) &&
        !echoes(c, cta.join(" ")) &&
        // "Huge thank you to our 12 mentors ... Thank you for showing up.": a post that thanks does not thank again,
        // nor ask "What do you think?" after "thanks for listening".
        !(
          /\bthank(?:s| you)\b/i.test(said) &&
          /^(?:thank you|thanks)\b|\?$|\b(?:your thoughts|your view|the comments|what you think)\b/i.test(c.trim())
        ),
    );
    // (A sign-off of its own when every stock line asks for a second thing after the poster's call to action.)
    if (fresh.length === 0 && hasCta && lines.some((c) => AFTER_CTA_STOCK.test(c)))
      return afterCta(cta.join(" "), brief.voice).filter((c) => !said.includes(c));
    return inVoice(fresh, brief.voice, brief.content).map((c) => agree(c, brief));
  };
  return pickDistinct(pool, platform, `${seed}|close`);
}

/**
 * An opinion's reasons, said as reasons: a comma splice becomes two sentences ("Recruiters skim them in 10 seconds.
 * A good portfolio says more.") and, on the long platforms, the first reason is introduced ("That's because ...").
 * Nothing is added that the poster did not say.
 */
const CALL_TO_READER =
  /^(?:share|tell|let|comment|drop|join|follow|check|read|click|sign|reply|vote|tag|agree|disagree|discuss|send|dm|message|try|watch|listen|change my mind|prove me wrong|what do you|do you|thoughts)\b/i;

function shapeOpinion(body: string[], platform: Platform, reasonAt: number): void {
  // "hot take - cover letters are ...": the label keeps a colon; a plain "Opinion:" is left to X, where it is usual.
  if (reasonAt === 1 && body[0])
    body[0] = body[0].replace(
      /^(hot take|unpopular opinion|controversial opinion|opinion|my take)\s*[-–—:]\s*(\S)/i,
      (_m, label: string, c: string) =>
        /^opinion$/i.test(label) && !isShort(platform) ? c.toUpperCase() : `${capitalise(label.toLowerCase())}: ${c}`,
    );
  // "I think X because nobody reads them and they filter out ...": on the long platforms a long view and its reason
  // are two sentences ("... cover letters. Nobody reads them, and they filter out ...").
  const view = body[0] && !isShort(platform) ? /^(.{20,}?)\s+because\s+(.{12,}?)([.!]?)$/i.exec(body[0]) : null;
  if (view && body[0]!.split(/\s+/).length > 18 && !/,\s*because/.test(body[0]!)) {
    const reason = view[2]!.replace(
      /^(\S+(?:\s+\S+){1,6}?)\s+and\s+(?=(?:they|it|we|you|people|most|nobody|everyone)\b)/i,
      "$1, and ",
    );
    body.splice(0, 1, asSentence(view[1]!), asSentence(capitalise(reason)));
    return;
  }
  // "... on Main Street, too many close calls with cars lately": the reason after the comma becomes its own sentence.
  for (let i = 0; i < body.length; i++) {
    const tooMany = /^(.{12,}?),\s+(too\s+(?:many|much|few|little)\s+[^,]{3,60}?)([.!]?)$/i.exec(body[i]!);
    if (!tooMany) continue;
    const have = /\b(?:lately|recently|this (?:year|month|week|summer|winter)|these days)\b/i.test(tooMany[2]!)
      ? "There have been"
      : "There are";
    body.splice(i, 1, asSentence(tooMany[1]!), asSentence(`${have} ${tooMany[2]!}`));
  }
  for (let i = reasonAt; i < body.length; i++) {
    const splice =
      /^([^,]{8,}?),\s+((?:a|an|the|my|our|your|most|every|no|good|great|bad)\s+[^,]{2,40}?\s+(?:is|are|was|were|says|say|does|do|matters?|wins?|works?|beats?|tells?)\b[^,]*)$/i.exec(
        body[i]!,
      );
    if (splice) body.splice(i, 1, asSentence(splice[1]!), asSentence(capitalise(splice[2]!.replace(/[.!?]+$/, ""))));
  }
  const reason = body[reasonAt];
  if (isShort(platform) || !reason || /\?$/.test(reason) || reason.split(/\s+/).length < 3) return;
  // "If there's no decision to make, write it down instead.": a condition or advice is no "That's because ...".
  if (/^(?:if|when|unless|whenever|once|until|before|after|although|though|while|instead|just|so|then)\b/i.test(reason))
    return;
  // "Share your thoughts": a call to the reader is no reason ("That's because share your thoughts").
  if (CALL_TO_READER.test(reason)) return;
  // "I saw it in my own classroom this year": the poster's own evidence stands as said, not as "That's because i ...".
  if (/^(?:I|I'm|I've|I'd|we|we've|we're|my|our|in my|in our)\b/i.test(reason)) return;
  // "Hot take, but teams that ...", "Honestly, ...": a sentence that opens with its own framing is no bare reason;
  // a hot take is announced as one on the long platforms.
  const take = /^hot take[,:]?\s+(?:but\s+)?(.+)$/i.exec(reason);
  if (take) {
    body[reasonAt] = `Here's my hot take: ${take[1]}`;
    return;
  }
  if (
    /^(?:hot take|honestly|frankly|personally|unpopular opinion|to be (?:fair|honest)|but|and|so|yes|no|of course)\b/i.test(
      reason,
    )
  )
    return;
  // "Faster feedback, fewer misunderstandings.": gains listed without a verb are said as the gains they are.
  const gains = reason.replace(/[.!]+$/, "").split(/,\s*(?:and\s+)?|\s+and\s+/);
  if (gains.length >= 2 && gains.every((g) => g.split(/\s+/).length <= 3) && !hasFiniteVerb(reason)) {
    if (
      gains.every((g) =>
        /^(?:more|less|fewer|faster|slower|better|cheaper|easier|shorter|longer|higher|lower|no)\b/i.test(g),
      )
    )
      body[reasonAt] = `The gains: ${gains.slice(0, -1).join(", ")} and ${gains[gains.length - 1]}.`.replace(
        /^The gains: (\p{Lu})/u,
        (_m, c: string) => `The gains: ${c.toLowerCase()}`,
      );
    return;
  }
  body[reasonAt] = `That's because ${reason[0]!.toLowerCase()}${reason.slice(1)}`;
}

/**
 * "..., link in bio": the prompt's own call to action is kept (the rewrite takes the phrase off its sentence). A short
 * call the prompt wrote ("Check it out.") says where; otherwise the post says where the link is, in the poster's voice.
 */
function bioCall(brief: Brief, cta: string[], kind: "read" | "listen" | "watch" | null, said: string): void {
  // "Book via link in bio." -> "Book via the link in our bio.": the phrase said whole, in the poster's voice.
  for (let i = 0; i < cta.length; i++)
    cta[i] = cta[i]!.replace(
      /\b(?:(via|in|at|through|from)|(?<=^(?:shop|order|book|buy|tap|click)))\s+(?:the\s+)?link\s+in\s+bio\b/i,
      (_m, prep?: string) => ` ${prep ?? "via"} the link in ${brief.voice === "we" ? "our" : "my"} bio`,
    ).replace(/^\s+/, "");
  if (!brief.bio || /\bbio\b/i.test(said) || brief.links.length > 0) return;
  const where = `via the link in ${brief.voice === "we" ? "our" : "my"} bio`;
  const short = cta.findIndex((c) =>
    /^(?:check (?:it|them) out|take a look|have a look|shop now|grab yours)[.!]$/i.test(c),
  );
  if (short >= 0) cta[short] = `${cta[short]!.slice(0, -1)} ${where}${cta[short]!.slice(-1)}`;
  else if (kind) cta.push(`${{ read: "Read it", listen: "Listen", watch: "Watch it" }[kind]} ${where}.`);
  else cta.push(`The link is in ${brief.voice === "we" ? "our" : "my"} bio.`);
}

/** Links said the Instagram way (captions have no clickable links). */
function forPlatform(text: string, platform: Platform): string {
  if (platform !== "instagram") return text;
  let out = text;
  for (const l of linksOf(text)) {
    const escaped = escapeRegExp(l);
    out = out.replace(
      new RegExp(String.raw`(?:\s+(?:at|on|via|here|from))?\s*:?\s*${escaped}`),
      " via the link in our bio",
    );
  }
  return asSentence(out.replace(/\s+([.!?])/g, "$1"));
}

/** Body sentences of a piece (a note-style fragment becomes sentences; a list of things is introduced). */
function pieceSentences(p: Piece, brief: Brief): string[] {
  // "Free for the first 3 months.": the thing's price, said of it ("It's free for the first 3 months.").
  if (/^free\s+(?:for|until|till|on|in|with|to|from|through)\b/i.test(p.text))
    return [asSentence(`It's f${p.text.slice(1).replace(/[.!]+$/, "")}`)];
  // ("Deposits £50." reads as a verb to the tagger: a price note is said whole, "Deposits are £50.")
  // ("Booking recommended on weekends." reads as a verb to the tagger too: "Booking is recommended on weekends.")
  if (p.kind !== "fragment") return [costSentence(p.text, true) ?? bookingSentence(p.text) ?? p.text];
  // "Free, register via the link": a lone "Free" is the price of the thing announced.
  if (/^free[.!]?$/i.test(p.text)) return ["It's free."];
  // "Free on iOS and Android", "Available in 3 sizes": what the thing is, said of it.
  // "free class saturday 9am to celebrate": a free thing offered, not the thing announced being free.
  const freeThing =
    /^free\s+(?!(?:on|for|to|with|in|at|until|of|and|from|now|today|shipping|delivery|entry)\b)([a-z]+)\b/i.exec(
      p.text,
    );
  if (freeThing) {
    const rest = p.text.replace(/^free\s+/i, "");
    // ("free popcorn", "free tea and cake": no "a" before what is not counted.)
    const plural = isPlural(rest);
    const bare = plural || MASS_NOUN.test(`${rest} `);
    const be = brief.status === "upcoming" ? "There will be" : plural ? "There are" : "There's";
    return [asSentence(`${be} ${bare ? "" : "a "}free ${rest}`)];
  }
  if (/^(?:free|available|out now|now available|live|in stock)\b/i.test(p.text) && brief.intent !== "event")
    return [asSentence(`It's ${p.text[0]!.toLowerCase()}${p.text.slice(1)}`)];
  // "Free entry, cash and card": notes a pattern reads ("Entry is free.", "You can pay by cash or card.") are no list.
  const parts = detailOf(p.text, brief.intent, brief.status);
  if (parts.length > 1 && parts.every((x) => x !== asSentence(p.text))) return parts;
  const isList =
    // ("Cakes, cookies, and homemade jam": a comma before the last "and" is the same list.)
    /^[^,]+(?:,\s*[^,]+)*,?\s+and\s+[^,]+$/.test(p.text) && p.text.split(/\s+/).length <= 16 && !/\d/.test(p.text);
  // "gloves and bags provided", "clay and tools included": the things offered, said with their participle.
  const offered = /^(.+?)\s+(provided|included|supplied|served|welcome)$/i.exec(p.text);
  if (offered && !/\d/.test(offered[1]!) && offered[1]!.split(/\s+/).length <= 8) {
    const upcoming = brief.intent === "event" && brief.status === "upcoming" && offered[2] !== "welcome";
    // ("all welcome": "All are welcome.")
    const plural = /,/.test(offered[1]!) || isPlural(offered[1]!.trim());
    return [
      asSentence(
        `${capitalise(offered[1]!)} ${upcoming ? "will be" : plural ? "are" : "is"} ${offered[2]!.toLowerCase()}`,
      ),
    ];
  }
  // "iOS and Android": where the thing runs ("It's on iOS and Android.", "It's coming to iOS and Android.").
  const stores =
    /^(?:(?:on|for)\s+)?((?:the\s+)?(?:iOS|Android|iPhone|iPad|Mac|macOS|Windows|Linux|web|Chrome|Firefox|Safari|Steam|App Store|Play Store)(?:(?:,\s*|,?\s+(?:and|&|or)\s+)(?:the\s+)?(?:iOS|Android|iPhone|iPad|Mac|macOS|Windows|Linux|web|Chrome|Firefox|Safari|Steam|App Store|Play Store))*)$/i.exec(
      p.text.trim(),
    );
  if (stores && brief.intent === "launch")
    return [
      asSentence(`It's ${brief.status === "upcoming" ? "coming to" : "on"} ${stores[1]!.replace(/^web$/i, "the web")}`),
    ];
  // "react and typescript" in a job post: what the hire will work with.
  if (isList && brief.intent === "hiring" && !brief.volunteer && p.text.split(/\s+/).length <= 6)
    return [asSentence(`You'll work with ${p.text}`)];
  // "online and in store": where the offer or the thing is found, not things to look out for.
  const CHANNEL = String.raw`(?:online|in[- ]store|in[- ]shop|in person|on (?:our|the) (?:website|app|site))`;
  if (new RegExp(String.raw`^${CHANNEL}(?:\s*(?:,|and|&|or)\s*${CHANNEL})+$`, "i").test(p.text.trim()))
    return [
      asSentence(
        `${brief.intent === "promo" ? "The offer is valid" : "It's available"} ${p.text.trim().replace(/\bin-/gi, "in ")}`,
      ),
    ];
  if (isList && ["launch", "event", "promo"].includes(brief.intent)) {
    const lower = `${p.text[0]!.toLowerCase()}${p.text.slice(1)}`;
    // "talk on FastAPI and Postgres by Jenny Liu": one talk, said with its article ("There will be a talk on ...").
    const things =
      /^(?:talk|workshop|demo|presentation|panel|session|keynote|raffle|quiz|tour|tasting|screening|performance|reading|signing|lecture|masterclass|class|Q&A|live demo|short talk|lightning talk)\b(?!s)/i.test(
        lower,
      )
        ? `${/^[aeiou]/i.test(lower) ? "an" : "a"} ${lower}`
        : lower;
    return [
      asSentence(
        brief.intent === "event" && brief.status === "upcoming" ? `There will be ${things}` : `Look out for ${things}`,
      ),
    ];
  }
  return detailOf(p.text, brief.intent, brief.status);
}

interface Composition {
  blocks: Block[];
  /** Text of the headline, for choosing hashtags. */
  leadText: string;
}

export function composeEnglish(
  brief: Brief,
  platform: Platform,
  tone: Tone,
  seed: string,
  emoji: boolean,
  prompt = "",
): Composition {
  const short = isShort(platform);
  // No emoji or exclamation on an apology or a goodbye.
  const sober = ["apology", "farewell", "notice"].includes(hookKey(brief));
  // (The prompt's own emoji first: "we got engaged!! 💍" keeps its ring, no 📣.)
  const own = /\p{Extended_Pictographic}/u.test(prompt);
  const mark =
    emoji && !sober
      ? hookKey(brief) === "personal" && !own
        ? "✨"
        : postEmoji(brief.intent, brief.content, prompt)
      : "";

  // Headline.
  let leadText = "";
  if (brief.topic) {
    const slots: Slots = { what: brief.topic.what, when: "", where: "", extra: "", subject: "", voice: brief.voice };
    const frames = brief.topic.story
      ? STORY_FRAMES
      : brief.topic.importance
        ? IMPORTANCE_FRAMES
        : TOPIC_FRAMES[brief.intent === "tips" || brief.intent === "opinion" ? brief.intent : "general"];
    leadText = choose(frames, platform, seed)(slots);
  } else if (brief.lead) {
    // A hook that names the place ("Portland, we're open!") leaves it out of the headline.
    const fact = brief.hook ? "" : hookOfFacts(brief, "", platform);
    const place = /^in\s+(.+)$/.exec(brief.lead.where)?.[1];
    const lead = fact && place && fact.includes(place) ? { ...brief.lead, where: "" } : brief.lead;
    leadText = headline(lead, brief, platform, seed);
    // ... unless that hook is left out for repeating the headline: then the headline keeps its place ("in Portland").
    if (lead !== brief.lead && factRepeats(fact, leadText)) leadText = headline(brief.lead, brief, platform, seed);
  }

  // Details, in prompt order; calls to action apart.
  const cta: string[] = [];
  const body: string[] = [];
  // Each body sentence's note, for the check after writing.
  const sourceOf = new Map<string, string>();
  // ("SQL, Excel, curiosity": names listed one after another are one sentence.)
  const pieces = joinNameRuns(brief.pieces, brief.intent, brief.voice, brief.status === "upcoming");
  pieces.forEach((p, i) => {
    // "Bring broken toasters. Volunteers fix them for free.": a call the next sentence refers back to stays before it.
    const next = pieces.slice(i + 1).find((x) => x.kind !== "cta");
    const referredTo =
      next !== undefined &&
      pieces[i + 1] === next &&
      /^(?:\S+\s+){0,4}?(?:them|they|these|those)\b/i.test(next.text) &&
      !linksOf(p.text).length;
    // "Questions? Email us at ...": a short question stays with the call that answers it.
    const prev = pieces[i - 1];
    const asked =
      p.kind === "cta" && prev?.kind === "question" && prev.text.split(/\s+/).length <= 3 ? `${prev.text} ` : "";
    if (p.kind === "question" && p.text.split(/\s+/).length <= 3 && pieces[i + 1]?.kind === "cta") return;
    if (p.kind === "cta" && !referredTo) cta.push(`${asked}${callOn(p.text)}`);
    else if (asked) body.push(`${asked}${p.text}`);
    else
      for (const t of pieceSentences(p, brief)) {
        body.push(t);
        sourceOf.set(t, p.source);
      }
  });
  for (const m of brief.mentions) body.push(asSentence(`Don't miss ${m}`, "!"));
  const said = [leadText, ...body, ...cta].join(" ");
  const about = `${brief.label ?? ""} ${brief.content}`;
  const kind = /\b(?:blog|post|article|newsletter|essay|guide|write-?up)\b/i.test(about)
    ? "read"
    : /\b(?:podcast|episode)\b/i.test(about)
      ? "listen"
      : /\b(?:video|stream|youtube)\b/i.test(about)
        ? "watch"
        : null;
  for (const link of brief.links) {
    if (said.includes(link)) continue;
    cta.push(
      kind
        ? `${{ read: "Read it here", listen: "Listen here", watch: "Watch it here" }[kind]}: ${link}`
        : `${LINK_CTA[brief.intent].replace("{link}", link)}.`,
    );
  }
  if (brief.code && !said.includes(brief.code)) cta.push(`Use code ${brief.code} at checkout.`);
  bioCall(brief, cta, kind, said);

  const list = brief.list
    ? { intro: capitalise(rewrite(brief.list.intro, brief.voice).text.replace(/[.!]$/, "")), items: brief.list.items }
    : brief.topic && brief.intent === "tips" && !short
      ? { intro: "", items: PLACEHOLDER_TIPS }
      : null;
  if (brief.topic && brief.intent === "tips" && short)
    body.push(PLACEHOLDER_TIPS[0]!.replace(/\]$/, ": your best one.]"));

  if (brief.intent === "opinion") shapeOpinion(body, platform, leadText || list?.intro ? 0 : 1);
  const blocks: Block[] = [];
  let lead: Block;
  if (leadText)
    lead = { text: leadText, role: "lead", priority: 100, source: brief.topic ? undefined : brief.lead?.plain };
  else if (list?.intro) lead = { text: list.intro, role: "lead", priority: 100, items: list.items };
  // "Join us for a free workshop ... Limited to 30 places": the invitation is the news; the detail follows it.
  else if (/^(?:Join us|Come (?:and )?join us|You(?:'re| are) invited)\b/.test(cta[0] ?? ""))
    lead = { text: cta.shift()!, role: "lead", priority: 100 };
  else {
    const text = body.shift() ?? "";
    lead = { text, role: "lead", priority: 100, source: sourceOf.get(text) };
  }
  if (
    mark &&
    lead.text &&
    !lead.items &&
    !/\p{Extended_Pictographic}/u.test(lead.text) &&
    !/(?:https?:\/\/|www\.)\S+$/.test(lead.text)
  )
    lead.text = `${tone === "enthusiastic" && !/\?$/.test(lead.text) ? lead.text.replace(/\.$/, "!") : lead.text} ${mark}`;

  if (
    !short ||
    tone === "playful" ||
    tone === "enthusiastic" ||
    brief.hook ||
    hookOfFacts(brief, lead.text, platform)
  ) {
    // (A story's own opening, "Come along for a day in the life of ...", needs no "A quick thought." before it.)
    const h =
      brief.topic?.story || isFactualNews(brief) || isOffering(brief)
        ? ""
        : hook(brief, tone, lead.text, platform, seed);
    if (h) blocks.push({ text: h, role: "hook", priority: 30 });
    // "Here's a quick heads-up. Heads up: the car park ...": the label the hook already says goes from the lead.
    const label = /^(?:heads[- ]up|(?:friendly |quick )?reminder|psa|fyi)\s*[:!–—-]\s*/i.exec(lead.text);
    if (h && label && /heads-up|heads up|reminder|PSA|FYI/i.test(h))
      lead.text = capitalise(lead.text.slice(label[0].length));
  }
  blocks.push(lead);
  body.forEach((text, i) =>
    blocks.push({ text: forPlatform(text, platform), role: "body", priority: 80 - i, source: sourceOf.get(text) }),
  );
  if (list && !lead.items) blocks.push({ text: list.intro, role: "list", priority: 85, items: list.items });
  if (brief.topic && brief.intent !== "tips")
    blocks.push({ text: brief.topic.story ? PLACEHOLDER_STORY : PLACEHOLDER_POINT, role: "body", priority: 70 });
  let reflection = "";
  // One person's own win needs no "moments like this don't happen alone".
  if (
    !short &&
    body.length < 2 &&
    !brief.topic &&
    platform !== "instagram" &&
    !(brief.intent === "milestone" && brief.voice === "I") &&
    !(brief.intent === "thanks" && DEED.test([lead.text, ...body].join(" "))) &&
    // A win told with its facts ("Our startup just closed a $2M seed round led by ...") or someone else's news needs
    // no "It's a good moment to stop and say thank you.".
    !(brief.intent === "milestone" && (lead.text.split(/\s+/).length >= 10 || hookKey(brief) === "proudOf"))
  ) {
    const key = hookKey(brief);
    // "Everyone is welcome." is the host's line, not a speaker's.
    const r = (
      key === "speaking" || key === "familyEvent" ? [] : REFLECTIONS[key === "volunteer" ? "event" : brief.intent]
    )
      ?.filter((x) => !/\bthank/i.test(x) || !/\bthank/i.test([lead.text, ...body].join(" ")))
      // ("None of this happens without you." is said to a crowd, not to one mentor the post calls "him".)
      .filter((x) => !(brief.intent === "thanks" && brief.thanked === "person" && /\byou\b/i.test(x)));
    const fit = r ? inVoice(r, brief.voice, brief.content) : [];
    if (fit.length) reflection = choose(fit, platform, `${seed}|r`);
    if (reflection) blocks.push({ text: reflection, role: "reflection", priority: 20 });
  }
  cta.forEach((c, i) => blocks.push({ text: forPlatform(c, platform), role: "cta", priority: 90 - i }));
  // A post that already asks the reader a question needs no closing question, and one that thanks needs no second thanks.
  // ("Hot take: ... Change my mind." asks already: no "Do you agree?" after it.)
  const asks = [...body, ...cta].some((t) => /\?$/.test(t) || INVITES.test(t)) || INVITES.test(lead.text);
  const end = closer(brief, tone, platform, seed, [lead.text, ...body, reflection].join(" "), cta);
  // ("We're so happy to share this!" is said of good news only: not of a library at risk of closing.)
  const glad =
    !/\b(?:clos(?:e|es|ed|ing|ure)|risk|sad|sorry|cancel\w*|lost|died|passed away|miss(?:ing)?|goodbye|farewell|ill|injur\w*|flood\w*|fire|damage\w*)\b/i.test(
      brief.content,
    );
  if (!asks && end && (glad || !/happy to share/i.test(end)))
    blocks.push({ text: end, role: "closer", priority: short ? 25 : 40 });
  for (const b of blocks) {
    // A rambling personal sentence is posted as short ones.
    if (brief.voice === "I" && (b.role === "lead" || b.role === "body") && !b.items) b.text = splitRambling(b.text);
    b.text = properCase(b.text);
  }
  return { blocks: saidOnce(blocks), leadText: lead.text };
}

/** Weekday and month names with their capital ("this sunday" -> "this Sunday"); "Monday, 7pm" -> "Monday at 7pm"; "Monday 10am-2pm" -> "Monday from 10am to 2pm". */
function properCase(text: string): string {
  return (
    text
      .replace(/\b(black|cyber|small business) (friday|monday|saturday)\b/gi, (m) =>
        m.replace(/\b\p{Ll}/gu, (c) => c.toUpperCase()),
      )
      .replace(
        /\b((?:[Mm]on|[Tt]ues|[Ww]ednes|[Tt]hurs|[Ff]ri|[Ss]atur|[Ss]un)day|\d{1,2}(?:st|nd|rd|th)?\s+(?:January|February|March|April|May|June|July|August|September|October|November|December)),?\s+(\d{1,2}(?:[:.]\d\d)?\s?(?:am|pm))\b/g,
        "$1 at $2",
      )
      // "Thursday 4-7pm" -> "Thursday from 4 to 7pm".
      .replace(
        /\b((?:[Mm]on|[Tt]ues|[Ww]ednes|[Tt]hurs|[Ff]ri|[Ss]atur|[Ss]un)day)\s+(\d{1,2}(?:[:.]\d\d)?\s?(?:am|pm)?)\s?[-–]\s?(\d{1,2}(?:[:.]\d\d)?\s?(?:am|pm))\b/g,
        "$1 from $2 to $3",
      )
      // "Saturday 14 June at 10am-2pm" -> "from 10am to 2pm": a span of hours is not a moment ("at 10am to 2pm" too).
      .replace(
        /\bat (\d{1,2}(?:[:.]\d\d)?\s?(?:am|pm)?)(?:\s?[-–]\s?|\s+(?:to|till|until)\s+)(\d{1,2}(?:[:.]\d\d)?\s?(?:am|pm))\b/g,
        "from $1 to $2",
      )
      .replace(
        /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|january|february|march|april|june|july|august|september|october|november|december)\b/g,
        (w) => capitalise(w),
      )
  );
}
