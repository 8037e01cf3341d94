/**
 * What an English prompt is for (intent), who speaks (I or we) and, for a thank-you, who is thanked. Read from the
 * content sentences only, never from the instruction to the tool.
 */
import type { Intent, Thanked, Voice } from "./post-frames.types";
import type { Piece } from "./post-rewrite";

/** Jobs a post may hire for ("two backend engineers", "baristas"). */
const ROLES =
  "engineer|developer|designer|manager|assistant|bookkeeper|accountant|intern|nurse|barista|chef|cook|writer|marketer|analyst|specialist|coordinator|lead|head|teacher|driver|associate|representative|consultant|cleaner|technician|scientist|editor|producer|recruiter|administrator|receptionist|server|waiter|waitress|baker|mechanic|electrician|plumber|carpenter|tutor|therapist|pharmacist|architect|planner|officer|director|agent|advisor|adviser";
const HIRING = new RegExp(
  `\\b(?:hiring|job opening|open (?:role|position)|vacanc\\w*|recruit(?:ing)?|apply (?:now|by|at|here|today|before)|applications? (?:are )?open|send (?:us )?your (?:cv|resume)|looking for (?:an?|two|three|several|\\d+)\\s+(?:[\\w-]+\\s+){0,3}(?:${ROLES})s?)\\b|\\b(?:we|we're|we are|i|i'm)\\s+(?:urgently\\s+|still\\s+)?(?:need|needs|needing|looking for|seeking|searching for)\\s+(?:an?\\s+|more\\s+|new\\s+|some\\s+|\\d+\\s+)?(?:[\\w-]+\\s+){0,2}(?:${ROLES})s?\\b`,
  "i",
);
/** "a part-time dog walker in Brooklyn, mornings only, $20/hr": someone sought for paid hours is a job post. */
const HIRING_AGENT =
  /\b(?:looking for|seeking|need|needs|searching for)\s+(?:an?|two|three|\d+)\s+(?:[\w-]+\s+){0,3}[\w-]+(?:er|or|ist|ian|ant)s?\b.*(?:part-time|full-time|per hour|an hour|\/\s?(?:hr|hour)\b|paid\b|salary|wage|shifts?\b)|\b(?:looking for|seeking|need)\s+(?:an?\s+)?(?:part-time|full-time|freelance)\s+[\w-]+/i;
/** "now looking for a trainee accountant role", "seeking my first design job": a person after a job, not hiring. */
export const JOB_SEEKING =
  /\b(?:open to work|job hunting|(?:looking|searching|hoping)\s+(?:for|to\s+find)|seeking)\s+(?:(?:an?|my|a\s+new|my\s+(?:first|next))\s+(?:[\w-]+\s+){0,3}(?:role|job|position|opportunit(?:y|ies)|placement|apprenticeship|internship|graduate\s+scheme)s?|(?:new\s+)?(?:[\w-]+\s+){0,3}(?:roles|jobs|positions|opportunities))\b/i;
/** Trades and services a person or a small firm advertises ("Electrician available ...", "Plumber in Leicester."). */
const TRADES =
  "electrician|plumber|painter|decorator|painter and decorator|gardener|cleaner|handyman|builder|roofer|plasterer|tiler|carpenter|joiner|locksmith|mechanic|dog walker|dog groomer|childminder|tutor|photographer|makeup artist|hairdresser|barber|window cleaner|bookkeeper|web designer|personal trainer|gas engineer|heating engineer|landscaper|fencer|chimney sweep|upholsterer|seamstress|tailor|dressmaker|piano tuner|nail technician|massage therapist|driving instructor|caterer|man with a van|man and van";
const TRADE_HEAD = new RegExp(
  String.raw`^(?:(?:local|qualified|experienced|friendly|reliable|registered|professional|mobile|self-employed|independent)\s+){0,3}(?:${TRADES})s?\b(?:\s+(?:(?:available|based|covering|serving|for\s+hire|now\s+taking)\b|in\s+\p{Lu})|\s*[.,!]|$)`,
  "u",
);
const NEW_SERVICE =
  /^(?:[\p{L}'’&-]+\s+){0,4}?(?:we'?re|we are|is|are)\s+now\s+(?:doing|serving|offering|taking|accepting|delivering|stocking|selling|open)\b/iu;
/** "Dog grooming in Worthing", "Window cleaning across Hove": a service offered in a place. */
const SERVICE_HEAD =
  /^(?:[\p{L}-]+\s+){0,2}(?:grooming|cleaning|gardening|ironing|tutoring|decorating|plumbing|roofing|catering|removals|alterations|repairs|landscaping|bookkeeping|tiling|plastering|dog walking|pet sitting|childminding|photography)(?:\s+services?)?\s+(?:in|across|around|covering|available\s+in|throughout)\s+\p{Lu}/u;
const TRADE_CUE =
  /\b(?:fully insured|free quotes?|no job too (?:small|big)|reasonable rates|competitive rates|(?:gas safe|city and guilds|niceic|dbs)[- ](?:registered|checked|qualified))\b/i;
/** "Electrician available for small jobs in Cork area, ... fully insured": a tradesperson's advert for their services. */
export function isTradeAd(text: string): boolean {
  // (Case kept: "in Leicester" names a place, "in the making" does not; the opening word is lower-cased.)
  return (
    TRADE_HEAD.test(text.trim().replace(/^\p{Lu}/u, (c) => c.toLowerCase())) ||
    SERVICE_HEAD.test(text.trim().replace(/^\p{Lu}/u, (c) => c.toLowerCase())) ||
    (TRADE_CUE.test(text) && new RegExp(String.raw`\b(?:${TRADES})s?\b`, "i").test(text))
  );
}
const VOLUNTEER =
  /\b(?:needs?|need|looking for|seeking|calling (?:all )?)\s+(?:\w+\s+){0,2}volunteers?\b|\bvolunteers? (?:needed|wanted)\b/i;
const THANKS_FIRST =
  /^(?:thank|thanks|(?:a\s+)?(?:big|huge|massive|special|heartfelt|quick)\s+thank|(?:a\s+)?(?:big|huge|massive|special|quick)?\s*shout[- ]?out|grateful|gratitude|i\s+(?:just\s+)?want\s+to\s+thank|we\s+want\s+to\s+thank)/i;
const PROMO =
  /\d+\s?%\s?off\b|\b(?:2|3|two|three)[\s-]+for[\s-]+(?:1|2|one|two)\b(?!\s*(?:am|pm|hours?|minutes?|days?|nights?|people|players))|\bhappy hour\b|\b(?:weekend|weekday|midweek|lunch(?:time)?)\s+specials?\b|\bspecial offer\b|\bback in stock\b|\brestock(?:ed|\s+alert)?\b|\bhalf[- ](?:price|off)\b|\bprices?\s+(?:slashed|cut|reduced)\b|\beverything must go\b|\b\d+\s+for\s+[$£€]\s?\d+|\b(?:closing[- ]down|moving|stock)\s+sale\b|\b(?:giv(?:e|ing)\s+away|giveaway|chance to win|discount|coupon|promo(?:\s+code)?|(?<!\b(?:his|her|their|your|my|our|on)\s)promotion(?!\s+to\b)(?:\s+code)?|free shipping|limited time|buy one|bogo|on sale|(?:summer|winter|spring|autumn|fall|flash|holiday|clearance|black friday|cyber monday|warehouse|end[- ]of[- ]season|big|annual)\s+sale|sale (?:ends|starts|this|until|on))\b/i;
/** "use code RUN30": a code is written in capitals ("code reviews" is no promo). */
const PROMO_CODE = /\b[Cc]ode:?\s+[A-Z0-9][A-Z0-9-]{2,}\b/;
const PROMO_ANY = { test: (text: string) => PROMO.test(text) || PROMO_CODE.test(text) };
/** An event named (the words end at a word boundary: "Fairway" is no fair, "marketing" no market). */
const EVENT =
  /\bgo(?:ing)? live on\b|\b(?:a|our|the)\s+(?:play|show)\b|\b(?:perform(?:ing|s)?|(?<!\b(?:touching|improv\w*|boost\w*|better|faster|slow|app|site|page|website|high|job|sales|strong|poor|team|financial|peak|system|server|query|database|web|cpu|academic)\s)performance(?!\s+(?:review|issues?|gains?|improvements?|tuning|metrics|budget|boost|problems?))|recital|tickets?|speaking at|my talk|keynote|panel|webinar|conference|meetup|meet-up|workshop|summit|join (?:us|me) (?:for|at|on)|live ?stream|register|registration|rsvp|save the date|open house|open day|open evening|drop-in|seed swap|clothes swap|taster session|info session|festival|concert|gig|talk at|speaking at|poetry night|quiz night|trivia night|game night|party|fair|market|tasting|clean-?up|book sale|bake sale|yard sale|garage sale|fundraiser|gala|exhibition|screening|q&a|ama\b|hackathon|tournament|race|fun run|charity run|\d+k run|class(?:es)? (?:start|begin)s?|(?:club|classes|lessons|sessions|course|camp|challenge|programme|program|scheme|season|term|league) (?:starts?|begins?|returns?|resumes?|kicks? off)(?: again)?|free\s+(?:[\w-]+\s+){0,3}(?:course|class|session|lesson|training)s?\s+(?:for|at|on|in)|(?:spaces|places|seats|spots) (?:are )?limited|limited (?:spaces|places|seats|spots)|come (?:by|along|and|to)|hosting|we'?re hosting|meet (?:us|me) at|live music|open mic|(?:music|movie|film|comedy|karaoke|jazz|wine|games?|board game|bingo|craft|disco) night)\b/i;
/** A thing given a day or an hour and a named place ("Community plant swap this Sunday 11am-3pm at Riverside Park"). */
const DATED_PLACE = {
  test: (text: string) =>
    /\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\b\d{1,2}(?::\d{2})?\s?(?:am|pm)\b/i.test(text) &&
    /\b(?:at|in)\s+(?:the\s+)?\p{Lu}/u.test(text),
};
const LAUNCH =
  /\b(?:our|my)\s+(?:brand[- ])?new\s+(?!(?:office|home|address|team|hires?|colleagues?|chapter|role|job|position|chief|head|director|manager|ceo|cto|cfo|coo|lead|member|partner|officer|vp|president)\b)\w+|\bnew\s+(?:[\w-]+\s+){0,3}(?:menu|app|feature|product|collection|podcast|episode|book|album|single|range|line|flavou?rs?|scents?|drop|service|website|course|video|blog post|newsletter|release|version|edition)\b|\b(?:launch\w*|introduc\w*|unveil\w*|releas\w*|now available|available now|just dropped|dropp(?:ed|ing)(?!\s+(?:by|to|from|below|under|\d))|shipped(?!\s+[\d,]+)|ship(?:ping)?\b(?!\s+[\d,]+)|is live|are live|goes live|went live|go live|new app|new feature|new menu|new podcast|new episode|new collection|new product|new blog post|new video|new book|new album|new single|beta|pre-?order|out now|is out|episode .* is out|new drop|(?:is|are) back (?:for|in|on|from|this)\b)/i;
const OPENING =
  /\b(?:opens|reopens|will open|grand opening|now open|(?:re)?open(?:ed|ing|s)?\s+(?:our|my|a|the|its|their|up)\b|(?:is|are) opening)\b/i;
const MILESTONE =
  /\b(?:(?:ran|finished|ran|swam|cycled|climbed|hiked|sold|wrote|published|made|got|earned|landed|passed)\s+(?:my|our)\s+(?:very\s+)?first|selected for|accepted (?:into|to)|chosen for|(?:was|were|been|got|just)\s+named\s+(?:one of|among|in|as|on)\b|shortlisted|nominated|finalists?|congrat\w*|winning|won|wins?\b|award\w*|milestone|anniversary|graduat\w*|promoted|promotion|reached|hit \d|hit (?:the )?\w+ mark|record|certified|certification|passed|finished|completed|turn(?:s|ing)? \d+|\d+(?:st|nd|rd|th)? (?:birthday|anniversary)|\d+ years|raised|closed (?:an? |our )?\$?[\d.]+\s?[mk]?\b|seed round|series [a-d]\b|qualified|(?<!packing\s)\d[\d,.]*\+?\s*k?\s+(?:downloads|subscribers|followers|members|customers|users|readers|students|signups|sign-ups|orders|meals|trees)|sold out|sold\s+(?:its|our|my|the)?\s*[\d,]+\w*|\d[\d,]*(?:st|nd|rd|th)\s+(?:scoop|customer|order|sale|member|subscriber|download|cup|book|loaf|pizza|client|user)|(?:supported|helped|served|fed|rehomed|housed|treated|welcomed)\s+(?:over\s+|more than\s+)?\d[\d,]*\+?\s+(?:families|people|children|kids|households|patients|animals|dogs|cats|pets|students|young people|women|men|visitors)|bestseller|made it|celebrat\w*|trained \d|published|accepted|(?:my|our)\s+(?:[\w-]+\s+){0,4}results\b)/i;
const FAREWELL =
  /\bafter\s+\d+\s+years\b[^.]*\bwill\s+(?:be\s+)?clos(?:e|ing)\b|\b(?:closing down|retiring|we'?re retiring|(?:is|are|will be|we'?re)\s+closing(?:\s+(?:down|for good|our doors)|(?!\s+(?:early|at|today|tonight|tomorrow|for\s+(?:the\s+)?(?:day|night|weekend|holidays?|week|lunch|stocktake|\d)|from|on|until|till|between|this|next|\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b))|clos(?:ing|e)\s+(?:our|its|the|my)\s+doors|shutting down|final day|last day of business|saying goodbye|farewell)\b/i;
const JOB_CHANGE =
  /\b(?:(?:i\s+)?(?:quit|resigned from|handed in my notice|left|lost) my job|(?:got|been|was|were|am)\s+(?:laid off|made redundant)|redundancy|welcome\s+\S+(?:\s+\S+){0,3}\s+(?:as|to)\b|joins us|joined (?:us|our team)|open to work|looking for (?:my next|a new) (?:role|job|position|opportunity)|job hunting|moving on|last day|new role|new job|new position|i'?ve joined|joined|joining|i'?m starting|starting (?:a|my) new|leaving|left|farewell|retir\w*|step(?:ping)? down)\b/i;
const APOLOGY =
  /\b(?:was|were|went|is|are)\s+down\b|\boutage\b|\bapolog\w*|\bsorry\b|\bfixed now\b|\bincident\b|\bback (?:up|online)\b/i;
const NOTICE =
  /\b(?:(?:moves|has moved|is moving|will move|will be moving)\s+to\b(?!\s+(?:a|an)\s)|(?:lost|missing|found|stolen)\s+(?:(?:my|our|a|an|the)\s+)?(?:[a-z'-]+\s+){0,2}(?:dog|cat|pet|puppy|kitten|bike|bicycle|wallet|keys|phone|ring|parrot|tortoise|rabbit|bag|handbag|backpack|rucksack|purse|glasses|watch|necklace|bracelet|earrings?|jacket|coat|scarf|teddy|toy|camera|laptop|passport|card|lanyard|umbrella|hat|shoe|boot|scooter|drone)|closed (?:from|on|for|until|between|next|this|all|tomorrow|today|(?:mon|tues|wednes|thurs|fri|satur|sun)day)|closing (?:early|at \d[\w:.]*|today|tonight|tomorrow|from|on|until|between|this|next|for\s+(?:the\s+)?(?:day|night|weekend|holidays?|week))|closure|will be (?:closed|slower|unavailable|down|shut|delayed)|holiday hours|(?:new|changed|holiday|winter|summer|christmas|easter|reduced|extended)\s+opening hours|opening hours (?:change|are changing|will change)|price (?:increase|change|rise)|prices? (?:go(?:es)? up|are going up|will (?:rise|go up|change))|reminder|heads[- ]up|maintenance|delay(?:ed|s)?|postponed|rescheduled|cancel(?:l?ed|ling)(?!\s+(?:\d+|my|our|two|three|four|five|all)\s+\w*\s*(?:subscriptions?|memberships?|accounts?|orders?|plans?|streaming))|deadline (?:is|for|to)|deadline:|closes (?:on|this|next|at|tomorrow|today|\w+day)|last chance|out of office|downtime)\b/i;
const ANNOUNCE =
  /\b(?:moving on|last day|new role|new job|new position|joined|joining|i'?m starting|starting (?:a|my) new|partner\w*|teaming up|retir\w*|farewell|goodbye|leaving|clos(?:ed|ing|es)\b|will be closed|moving|rebrand\w*|merg\w*|acquir\w*|announce\w*|news|update|now offers?|new (?:office|home|location|address|name|hours|website|look|chapter)|starting (?:on|from)|engaged|married|expecting|welcom\w+|(?:got|adopted|brought home) (?:a|our|my) (?:new )?(?:puppy|dog|kitten|cat|rescue)\b)/i;
const TIPS =
  /\b(?:tips?|how to|ways to|guide|(?<!\b(?:piano|guitar|swimming|swim|driving|music|dance|singing|violin|drum|drumming|tennis|golf|riding|art|language|french|spanish|german|english|maths|math|cooking|surf|ski|yoga|sewing|pottery)\s)lessons?|learned|mistakes|advice|steps to|tricks?|hacks?|things i (?:learned|wish)|rules? (?:for|of)|habits?|checklist)\b/i;
const OPINION =
  /\b(?:i think|i believe|in my opinion|imo|unpopular opinion|hot take|i'?m convinced|overrated|underrated|should stop|should start|is dead|myth|my take|i disagree|i agree|is it just me|change my mind|nobody talks about|controversial|(?:is|are) a waste|(?:is|are) a crime|the importance of|why .+ matters?|matters more)\b/i;

const OPINION_LEAD =
  /^\s*(?:(?:my|an?)\s+(?:honest\s+|unpopular\s+|controversial\s+)?(?:opinion|take|two cents|view)\b|in my (?:opinion|view|experience)\b|(?:unpopular|controversial) (?:opinion|take)\b|hot take\b|imo\b|i (?:really |honestly |genuinely )?(?:think|believe|feel strongly)\b)/i;

/** A closing business, a goodbye. */
export const isFarewell = (text: string) => FAREWELL.test(text);
/** An apology for a problem (an outage, a delay). */
export const isApology = (text: string) => APOLOGY.test(text);

interface IntentReading {
  intent: Intent;
  /** A call for volunteers (a hiring-like post without pay). */
  volunteer: boolean;
}

/** The post's intent, from the content sentences; the first sentence weighs most. */
export function detectIntent(pieces: Piece[], hint: Intent | null = null): IntentReading {
  const first = pieces.find((p) => p.kind !== "cta") ?? pieces[0];
  const all = pieces.map((p) => p.source).join(" ");
  const lead = first?.source ?? "";
  const volunteer = VOLUNTEER.test(all);
  const ordered: [Intent, { test(text: string): boolean }][] = [
    ["hiring", { test: (t: string) => HIRING.test(t) && !JOB_SEEKING.test(t) }],
    ["hiring", { test: (t: string) => HIRING_AGENT.test(t) && !JOB_SEEKING.test(t) }],
    ["announcement", FAREWELL],
    ["promo", PROMO_ANY],
    ["notice", APOLOGY],
    ["notice", NOTICE],
    ["event", EVENT],
    ["launch", LAUNCH],
    ["announcement", OPENING],
    ["announcement", FAREWELL],
    ["announcement", JOB_CHANGE],
    ["announcement", JOB_SEEKING],
    ["milestone", MILESTONE],
    ["announcement", ANNOUNCE],
    ["tips", TIPS],
    ["opinion", OPINION],
    // Last: a thing with a day and a place and no other reading is an event.
    ["event", DATED_PLACE],
  ];
  const result = (intent: Intent): IntentReading => ({ intent, volunteer: volunteer && intent === "hiring" });
  // "School bake sale this Saturday ... We need volunteers": an event that also asks for help is an event; a call
  // for volunteers is the post's point when it comes first or the post names no event first.
  if (volunteer && (VOLUNTEER.test(lead) || !(EVENT.test(lead) || DATED_PLACE.test(lead)))) return result("hiring");
  if (hint) return result(hint);
  // "Mobile bike repairs in Cardiff, ... I come to you.": a trade's advert is no event to come to ("You're invited to
  // Mobile bike repairs on [date and time]").
  if (isTradeAd(lead) && !PROMO_ANY.test(all)) return result("general");
  // "We're now doing breakfast from 8am every weekday at The Salt Room": a business's new service is news, not an
  // event to be invited to ("You're invited.").
  if (NEW_SERVICE.test(lead) && !EVENT.test(lead) && DATED_PLACE.test(lead)) return result("announcement");
  // "We're a small bike repair shop in Leith, now doing free safety checks every Thursday": a business's standing
  // service (named days, walk-ins) is news about the business, not an event ("You're invited!", "Wow, what a day!").
  if (
    !EVENT.test(all) &&
    !PROMO_ANY.test(all) &&
    /^(?:we'?re|we are)\s+(?:now\s+|a\s+|an\s+)/i.test(lead) &&
    /\b(?:now\s+(?:doing|offering|serving|taking|open)|every\s+(?:\w+day|day|week(?:day|end)?s?|morning|evening)|walk-?ins?|(?:7|seven) days a week)\b/i.test(
      all,
    )
  )
    return result("announcement");
  if (first && (first.kind === "thanks" || THANKS_FIRST.test(lead))) return result("thanks");
  if (first?.kind === "question") return result(OPINION.test(lead) ? "opinion" : "question");
  // "looking for recommendations for a good bookkeeper": a request for a recommendation is a question to the reader.
  if (
    /^(?:(?:we'?re|i'?m|we are|i am)\s+)?(?:looking for|seeking|need|any)\s+(?:(?:a|an|some)\s+)?(?:recommendations?|suggestions?|tips)\b/i.test(
      lead,
    )
  )
    return result("question");
  // "My opinion: ...", "Unpopular opinion maybe, but ...": a prompt that says it is a view is one, whatever it tells
  // on the way ("We tried it for 6 months and shipped more").
  if (OPINION_LEAD.test(lead)) return result("opinion");
  // The first sentence decides when it says something recognisable; the whole prompt otherwise.
  for (const text of [lead, all]) {
    for (const [intent, re] of ordered) {
      if (!re.test(text)) continue;
      // A past event with thanks is a thank-you; a sale named as an event ("book sale") is an event.
      if (intent === "promo" && /\b(?:book|bake|yard|garage) sale\b/i.test(text) && !/%|discount|code/i.test(text))
        return result("event");
      // Ahead: said so ("will", "next", "join us"), or a day named in a text that tells nothing past.
      const future =
        /\b(?:will|'ll|next|tomorrow|tonight|join us|come (?:by|along|and|to)|upcoming|soon|save the date|register|rsvp)\b/i.test(
          all,
        );
      const past =
        /\b(?:raised|came|went|was|were|had|did|won|took|made|sold|ran|met|hosted|joined|hit|reached|thanks to|thank you)\b/i.test(
          all,
        );
      const upcoming =
        future ||
        (!past &&
          /\b(?:this (?:week|weekend|\w+day)|on \w+day|(?<!last\s)(?:friday|saturday|sunday|monday|tuesday|wednesday|thursday))\b/i.test(
            all,
          ));
      // "We're launching our new vegan menu ..., 20% off all weekend!": a launch with an opening offer is a launch.
      const launchAt = /\b(?:launch(?:ing|es|ed)?|introduc\w*|unveil\w*)\b/i.exec(text)?.index ?? -1;
      const offerAt = PROMO.exec(text)?.index ?? PROMO_CODE.exec(text)?.index ?? -1;
      if (intent === "promo" && launchAt >= 0 && launchAt < offerAt) return result("launch");
      if (intent === "event" && pieces.some((p) => p.kind === "thanks") && !upcoming) return result("thanks");
      // "Our team won the regional hackathon": a past event is a milestone.
      if (
        intent === "event" &&
        /\b(?:won|placed|came (?:first|second|third)|qualified|finished|completed|raised|hit|reached|smashed|topped|exceeded)\b/i.test(
          text,
        ) &&
        !upcoming
      )
        return result("milestone");
      // "Celebrate 10 years with us! Live music on Friday": an anniversary with an invitation is an event.
      if (
        intent === "milestone" &&
        /\b(?:with us|join us|come (?:by|celebrate|along)|you'?re invited)\b/i.test(all) &&
        upcoming
      )
        return result("event");
      return result(intent);
    }
  }
  if (pieces.some((p) => p.kind === "thanks")) return result("thanks");
  return result("general");
}

/** Nouns of a business, a team or a product: the prompt speaks for a group. */
const ORG_SPEAKER =
  /\b(?:shop|store|bakery|caf[eé]|restaurant|bar|studio|salon|gym|clinic|library|school|club|team|company|agency|firm|startup|brand|business|organi[sz]ation|charity|nonprofit|app|product|platform|store|venue|hotel|brewery|menu|customers|clients)s?\b/i;
/** A role held, a career or a personal event, said without a pronoun. */
const PERSONAL_CUE = new RegExp(
  String.raw`\bas\s+(?:an?|the)\s+(?:[\w-]+\s+){0,3}(?:${ROLES}|\w+(?:er|or|ist|ian))s?\b|\b(?:years?|decades?)\s+(?:in|of)\s+(?:\w+ing|nursing|teaching|medicine|law|tech|design|journalism|education|healthcare|sales|marketing|finance)\b|^\s*(?:reflecting|looking back|promoted|new (?:job|role|position|chapter)|graduated|retired|retiring|engaged|married|my\b)|\b(?:career|birthday|promotion)\b`,
  "i",
);

/** "we" when the prompt speaks for a group, "I" for one person; a group by default (shops, teams, clubs). */
export function voiceOf(text: string, intent: Intent | null = null): Voice {
  const we = /\b(?:we|our|us|we're|we've|we'll|ours)\b/i.exec(text);
  const i = /\b(?:I|my|me|I'm|I've|I'll|I'd|mine)\b|\b(?:My|I)\b/.exec(text);
  if (we && (!i || we.index < i.index)) return "we";
  if (i) return "I";
  if (/^\s*(?:just\s+)?(?:passed|got|finished|graduated|completed|earned|started|left|joined)\b/i.test(text))
    return "I";
  // No pronoun: a business, a team or a product speaks as "we"; a career, a role held or a personal event is one
  // person's ("Reflecting on 10 years as a nurse", "20 years in teaching today", "promoted", "new job").
  if (ORG_SPEAKER.test(text)) return "we";
  // "Sunday roast is back: ..., £18.50, served 12-4": a price and food served are a kitchen's, not one person's.
  if (
    /[$€£]\s?\d/.test(text) &&
    /\b(?:served|serving|specials?|is back|takeaway|take-away|dine[- ]in|book a table)\b/i.test(text)
  )
    return "we";
  if (PERSONAL_CUE.test(text)) return "I";
  // An opinion, a tip or a question without a pronoun is one person's.
  // (A general remark with no business named is one person's too: "Remote work doesn't kill culture. Bad managers do.")
  return intent === "opinion" || intent === "tips" || intent === "question" || intent === "general" ? "I" : "we";
}

/** Who a thank-you is for. */
export function thankedOf(full: string): Thanked {
  // Who is thanked is named after "thank you to", "grateful to", "shout-out to"; the rest of the sentence says what
  // they did and for whom ("the nurses on ward 4 who looked after my dad": nurses, not family).
  const object =
    /\b(?:thank(?:s|ing)?(?:\s+you)?(?:\s+so\s+much)?\s+(?:to\s+)?|grateful\s+(?:to|for)\s+|shout[- ]?out\s+to\s+|kudos\s+to\s+)(.+?)(?=\s+(?:who|for|that|which|because)\b|[,.!?;:]|$)/i.exec(
      full,
    );
  const text = object && /\p{L}{2}/u.test(object[1]!) ? object[1]! : full;
  if (/\b(?:team|colleagues|coworkers|co-workers|crew|staff|engineers|devs|squad|teammates)\b/i.test(text))
    return "team";
  if (
    // (One's own: "all the parents who baked" are the school's parents, not the poster's family.)
    /\b(?:my|our)\s+(?:\w+\s+)?(?:wife|husband|partner|mum|mom|dad|parents|family|kids|children|sister|brother|son|daughter|fiancée?)\b/i.test(
      text,
    ) &&
    !/\bchildren's\b/i.test(text)
  )
    return "family";
  if (
    /\b(?:customers|clients|patrons|followers|readers|listeners|subscribers|users|guests|shoppers|fans|regulars)\b/i.test(
      text,
    )
  )
    return "customers";
  if (
    /\b(?:everyone|everybody|all (?:of )?(?:you|who|the)|runners|volunteers|participants|attendees|donors|neighbou?rs|community|supporters|people who|those who|sponsors)\b/i.test(
      text,
    )
  )
    return "community";
  return "person";
}

/** A label the prompt starts a sentence with ("Big news:", "Tip:", "Flash sale!"). */
interface Label {
  /** The sentence without an exclamatory label, or unchanged for a label that stays in the sentence ("Tip: ..."). */
  rest: string;
  intent: Intent | null;
  /** An exclamatory label the post can open with ("Big news!", "Flash sale!"). */
  hook: string | null;
}

/** Labels said as an exclamation: they become the post's opening line. */
const HOOK_LABELS: [RegExp, Intent][] = [
  [
    /^(?:(?:some\s+)?(?:big|exciting|great|good|happy|personal|career|life|sad|bad)\s+)?(?:news|update)$|^(?:news|update|quick update|announcement)$/i,
    "announcement",
  ],
  [
    /^(?:(?:flash|summer|winter|spring|autumn|fall|holiday|clearance|black friday|cyber monday|warehouse|end[- ]of[- ]season|big|mega|closing[- ]down|moving|stock)\s+sale|giveaway|deal alert|sale)$/i,
    "promo",
  ],
  [/^save the date$/i, "event"],
  [/^(?:we'?re\s+|now\s+)?hiring$|^job alert$/i, "hiring"],
  [/^(?:milestone|milestone alert)$/i, "milestone"],
  [/^(?:launch day|it'?s live|out now|new (?:blog )?post|new episode|new video)$/i, "launch"],
];

/** Labels that stay in the sentence ("Tip: drink water ...") and only say what kind of post it is. */
const INLINE_LABELS: [RegExp, Intent][] = [
  [/^(?:pro\s+|\w+\s+)?tips?$/i, "tips"],
  [
    /^(?:hot take|unpopular opinion|controversial opinion|my take|opinion|(?:my\s+)?two cents|thought of the day)$/i,
    "opinion",
  ],
  [
    /^(?:reminder|friendly reminder|quick reminder|psa|fyi|heads up|(?:important\s+)?notice|(?:price|pricing|service|schedule)\s+(?:increase|change|update)(?:\s+notice)?|(?:price|pricing|service|schedule)\s+notice)$/i,
    "notice",
  ],
  [/^(?:question|quick question|poll|question for\b.*)$/i, "question"],
];

/** Labels that only name the kind of post ("Event: ...", "Job: ..."): taken off the sentence, no opening line. */
const KIND_LABELS: [RegExp, Intent][] = [
  [/^(?:event|upcoming event|event alert|what'?s on)$/i, "event"],
  [/^(?:job|job opening|vacancy|open role|open position)$/i, "hiring"],
];

const EVENT_LABEL =
  /^(?:(?:free|online|live|virtual)\s+){0,2}(?:webinar|workshop|talk|masterclass|meetup|class|seminar|livestream|live stream|info session)$/i;

export function readLabel(sentence: string): Label {
  // "Sad news, after 22 years our shop will close ...": a news label set off by a comma or a dash is a label too.
  const newsLabel = /^((?:some\s+)?(?:sad|bad|big|good|great|exciting|happy)\s+news)\s*(?:,|\s-)\s+(?=\S)/i.exec(
    sentence.trim(),
  );
  if (newsLabel) sentence = `${newsLabel[1]}: ${sentence.trim().slice(newsLabel[0].length)}`;
  const m = /^([^:!.?]{2,48}?)\s*(?:[:!–—]+\s*|$)(.*)$/s.exec(sentence.trim());
  if (!m || m[1]!.split(/\s+/).length > 7) return { rest: sentence, intent: null, hook: null };
  let label = m[1]!.trim();
  let moved = "";
  // "Flash sale this weekend only: ..." -> label "Flash sale", "this weekend only" goes with the content.
  const when = /\s+((?:this|next|today|tonight|tomorrow|until|till|through|from|on|all)\b.*)$/i.exec(label);
  if (when) {
    moved = when[1]!;
    label = label.slice(0, when.index);
  }
  const rest = m[2]!.trim();
  for (const [re, intent] of HOOK_LABELS) {
    if (re.test(label)) {
      const text = moved ? `${rest.replace(/[.!]+$/, "")} ${moved}${/[.!?]$/.test(rest) ? rest.slice(-1) : ""}` : rest;
      // ("Sad news!" says a loss as glad news: a sad label ends with a full stop.)
      const mark = /\b(?:sad|bad)\b/i.test(label) ? "." : "!";
      return { rest: text, intent, hook: `${label[0]!.toUpperCase()}${label.slice(1)}${mark}` };
    }
  }
  // "Webinar: how to price your freelance work, Tuesday ...": the label is the thing, the rest its topic.
  if (EVENT_LABEL.test(label) && /^(?:how|what|why|when|where|on|about)\b/i.test(rest) && !moved) {
    const topic = /^(?:on|about)\b/i.test(rest) ? rest : `on ${rest}`;
    return { rest: `${label.toLowerCase()} ${topic}`, intent: "event", hook: null };
  }
  for (const [re, intent] of KIND_LABELS)
    if (re.test(label) && rest && !moved)
      return { rest: `${rest[0]!.toUpperCase()}${rest.slice(1)}`, intent, hook: null };
  for (const [re, intent] of INLINE_LABELS) if (re.test(label) && rest) return { rest: sentence, intent, hook: null };
  return { rest: sentence, intent: null, hook: null };
}
