import type { EmailAudience, EmailPurpose, EmailTone } from "./contract";

/**
 * Wording the built-in email engine fills in. `{topic}` is the prompt's best key phrase, `{second}` its next one,
 * `{deadline}` a date or time the prompt mentions. Optional parts in `[...]` are dropped when their slot is empty.
 */

/** "Write a short formal email to my manager" -> "": the instruction, not what the email is about. */
export const INSTRUCTION_PREFIX =
  /^\s*(?:please\s+)?(?:(?:can|could|would)\s+you\s+)?(?:(?:help\s+me|i\s+need\s+to|i\s+want\s+to|i'd\s+like\s+to|i\s+would\s+like\s+to)\s+)?(?:write|draft|compose|create|generate|prepare|craft|make|send|give\s+me|i\s+need|i\s+want)\s+(?:me\s+|us\s+)?(?:an?\s+|the\s+|some\s+)?(?:(?:short|quick|brief|formal|friendly|polite|professional|casual|persuasive|urgent|follow-up|follow\s+up|thank-you|thank\s+you|cold|sales|business|networking|introduction|introductory|simple|nice|concise|long|detailed|warm|kind|outreach|recruiting|application)\s+)*(?:e-?mail|message|note|letter|reply|response|template)s?\b[\s,:-]*/i;

/** Words that say what to write, or to whom, rather than what the email is about: never the topic. */
export const INSTRUCTION_WORDS: ReadonlySet<string> = new Set(
  `write draft compose create generate prepare craft send email e-mail emails mail message note letter reply response
  template please ask asking asks request requesting requests thank thanking thanks follow following inform informing
  tell telling let letting remind reminding introduce introducing invite inviting reach reaching regarding concerning
  about short quick brief formal friendly polite professional casual persuasive urgent client clients colleague
  colleagues coworker team manager boss supervisor recruiter partner partners customer customers hiring dear hi hello
  i'm i'd i'll want would like could can`
    .split(/\s+/)
    .filter(Boolean),
);

/** "-ing" instruction verbs after the recipient ("... to my boss asking for ...") and their base forms. */
export const GERUNDS: Record<string, string> = {
  asking: "ask", requesting: "request", inviting: "invite", thanking: "thank", following: "follow", letting: "let",
  telling: "tell", informing: "inform", introducing: "introduce", announcing: "announce", confirming: "confirm",
  checking: "check", sharing: "share", proposing: "propose", offering: "offer", reminding: "remind", applying: "apply",
  apologizing: "apologize", apologising: "apologise", updating: "update", explaining: "explain", declining: "decline",
  accepting: "accept", rescheduling: "reschedule", cancelling: "cancel", canceling: "cancel", scheduling: "schedule",
  congratulating: "congratulate", welcoming: "welcome", recommending: "recommend", notifying: "notify",
  pitching: "pitch", suggesting: "suggest", seeking: "seek", expressing: "express", reaching: "reach",
};

/** Verbs a prompt may start with as an instruction ("Request a meeting ..."): "I am writing to request a meeting ...". */
export const BASE_VERBS: ReadonlySet<string> = new Set([
  ...Object.values(GERUNDS),
  ..."discuss present submit respond reply pitch promote encourage persuade convince negotiate arrange book organise organize set plan get give ask see find get remind welcome".split(" "),
]);

export interface ToneCopy {
  /** Greeting word before a name ("Dear", "Hi", "Hey"). */
  salutation: "Dear" | "Hi" | "Hey";
  opener: string;
  /** Leads into the prompt's request: "<frame> request a meeting ...". */
  frame: string;
  /** Leads into a topic that is not a verb phrase: "<regarding> the Q3 budget". */
  regarding: string;
  closing: string;
  signOff: string;
  /** An extra sentence for medium and long emails (empty for none). */
  extra: string;
  contractions: "expand" | "contract" | "keep";
}

export const TONES: Record<EmailTone, ToneCopy> = {
  formal: {
    salutation: "Dear",
    opener: "I hope this message finds you well.",
    frame: "I am writing to",
    regarding: "I am writing with regard to",
    closing: "Thank you for your time and consideration.",
    signOff: "Yours sincerely,",
    extra: "I would be grateful for your careful consideration of this matter.",
    contractions: "expand",
  },
  professional: {
    salutation: "Dear",
    opener: "I hope you are doing well.",
    frame: "I am reaching out to",
    regarding: "I am reaching out regarding",
    closing: "Thank you, and I look forward to hearing from you.",
    signOff: "Best regards,",
    extra: "",
    contractions: "keep",
  },
  friendly: {
    salutation: "Hi",
    opener: "I hope you're having a great week!",
    frame: "I wanted to reach out to",
    regarding: "I wanted to reach out about",
    closing: "Thanks so much, and talk soon!",
    signOff: "Warm wishes,",
    extra: "It would be lovely to hear what you think.",
    contractions: "contract",
  },
  casual: {
    salutation: "Hey",
    opener: "Hope all is good on your end!",
    frame: "Just wanted to",
    regarding: "Quick note about",
    closing: "Thanks!",
    signOff: "Cheers,",
    extra: "No pressure, just keen to hear your take.",
    contractions: "contract",
  },
  persuasive: {
    salutation: "Dear",
    opener: "I will keep this brief, because I believe this is well worth a minute of your time.",
    frame: "I would love the chance to",
    regarding: "I would love to show you what is possible with",
    closing: "I am confident this is worth a conversation, and I look forward to your reply.",
    signOff: "Looking forward to hearing from you,",
    extra: "The sooner we act on {topic}, the sooner you will see the benefits.",
    contractions: "keep",
  },
  urgent: {
    salutation: "Dear",
    opener: "I need your attention on a time-sensitive matter.",
    frame: "I am writing urgently to",
    regarding: "I am writing urgently about",
    closing: "Thank you for your prompt attention to this.",
    signOff: "Thank you,",
    extra: "Could you please reply by {deadline}?",
    contractions: "keep",
  },
};

export interface PurposeCopy {
  /** Subject line; `{Topic}` is the title-cased topic. */
  subject: string;
  /** Sentence that places the email (medium and long). */
  value: string;
  /** Call to action. */
  cta: string;
  /** A further sentence for long emails. */
  more: string;
}

export const PURPOSES: Record<EmailPurpose, PurposeCopy> = {
  business: {
    subject: "Regarding {Topic}",
    value: "To give you the full picture, {topic} is the main point I would like us to align on[, along with {second}].",
    cta: "Could we find time this week to discuss {topic} and agree on next steps?",
    more: "I can prepare a short summary of the options for {topic} ahead of our conversation.",
  },
  networking: {
    subject: "Connecting on {Topic}",
    value: "I have been following work on {topic} with real interest and would value your perspective[ on {second}].",
    cta: "Would you be open to a 20-minute virtual coffee in the coming weeks?",
    more: "I would also be glad to share what I have learned about {topic} if that is useful to you.",
  },
  sales: {
    subject: "An Idea for {Topic}",
    value: "I believe we can make a measurable difference with {topic}[, especially when it comes to {second}].",
    cta: "Would you be open to a brief demo so I can show you how this could work for {topic}?",
    more: "I am happy to put together a tailored proposal for {topic} with clear costs and timelines.",
  },
  "follow-up": {
    subject: "Following Up: {Topic}",
    value: "I wanted to check whether you have had a chance to consider {topic}[, and whether anything about {second} needs clarifying].",
    cta: "Please let me know if there is an update on {topic} or anything you need from me.",
    more: "If it helps, I can resend the details on {topic} or set up a quick call to go through them.",
  },
  introduction: {
    subject: "Introduction: {Topic}",
    value: "By way of introduction, my work centres on {topic}[ and {second}], and I would be glad to tell you more.",
    cta: "I would welcome the chance to connect and learn more about your work.",
    more: "I think there is real common ground between us on {topic}.",
  },
  recruitment: {
    subject: "Opportunity: {Topic}",
    value: "We are looking for someone with strengths in {topic}[ and {second}], and your background stood out.",
    cta: "Would you be interested in a short conversation about the role?",
    more: "I can share the full role description, including how {topic} fits into the team's plans.",
  },
  application: {
    subject: "Application: {Topic}",
    value: "My experience with {topic}[ and {second}] has prepared me well for this opportunity.",
    cta: "I would welcome the opportunity to discuss how I can contribute, and my resume is attached for your review.",
    more: "I am glad to provide references or examples of my work on {topic}.",
  },
  "thank-you": {
    subject: "Thank You: {Topic}",
    value: "Your support with {topic} made a real difference[, and I especially appreciated your help with {second}].",
    cta: "Please let me know if there is ever anything I can do to return the favour.",
    more: "It is a pleasure to work with people who care as much about {topic} as you do.",
  },
};

export interface AudienceCopy {
  /** Greeting target: a placeholder name or a fixed group ("Team"). */
  name: string;
  /** For salutation "Dear": a group greeting that reads better ("Dear Valued Customer"). */
  formalName?: string;
  sentence: string;
  /** How a prompt refers to this reader ("my manager", "the client"): rewritten as "you"/"your". */
  mention: RegExp;
}

export const AUDIENCES: Record<EmailAudience, AudienceCopy> = {
  client: {
    name: "[Client Name]",
    sentence: "As always, my priority is making sure {topic} delivers exactly what you need.",
    mention: /\b(?:my|our|the|a|an|this)\s+(?:clients?|customer\s+account)\b/gi,
  },
  colleague: {
    name: "[Colleague's Name]",
    sentence: "I would value your perspective on {topic}, since you know this area well.",
    mention: /\b(?:my|our|the|a|this)\s+(?:colleagues?|co-?workers?|teammates?)\b/gi,
  },
  team: {
    name: "team",
    formalName: "Team",
    sentence: "I would appreciate everyone's input on {topic} so we can move forward together.",
    mention: /\b(?:my|our|the|this|whole)\s+team\b/gi,
  },
  manager: {
    name: "[Manager's Name]",
    sentence: "I want to keep you informed about {topic} and make sure it fits with our priorities.",
    mention: /\b(?:my|our|the)\s+(?:line\s+)?(?:manager|boss|supervisor|team\s+lead)\b/gi,
  },
  recruiter: {
    name: "[Recruiter's Name]",
    sentence: "I am happy to share more detail about my background as it relates to {topic}.",
    mention: /\b(?:the|a|this)\s+(?:recruiter|hiring\s+manager|talent\s+partner)\b/gi,
  },
  partner: {
    name: "[Partner's Name]",
    sentence: "I believe {topic} is a good opportunity to strengthen our partnership.",
    mention: /\b(?:my|our|the|a|this)\s+(?:business\s+)?partners?\b/gi,
  },
  customer: {
    name: "there",
    formalName: "Valued Customer",
    sentence: "We want to make sure {topic} works well for you.",
    mention: /\b(?:my|our|the|a|this|all)\s+customers?\b/gi,
  },
};

/** A time the prompt mentions ("by Friday", "next week", "March 3", "end of the month"): urgent emails ask for it. */
export const DEADLINE =
  /\b(?:(?:by|before|on|until|next|this)\s+)?(?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|tomorrow|tonight|today|(?:end\s+of\s+(?:the\s+)?(?:day|week|month|quarter))|(?:next|this)\s+(?:week|month|quarter)|(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?\s+(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?))\b/i;

/** Amounts, percentages and dates worth repeating in a long email's key points. */
export const FIGURE =
  /(?:[$€£¥]\s?\d{1,3}(?:,\d{3})*(?:\.\d+)?(?:\s?(?:k|m|million|billion)\b)?|\b\d{1,3}(?:,\d{3})*(?:\.\d+)?\s?(?:%|percent\b|dollars\b|euros\b|pounds\b|hours\b|days\b|weeks\b|months\b|years\b|people\b|users\b|customers\b))/gi;

/** Time words: never a topic (the deadline is found separately). */
export const TIME_WORDS: ReadonlySet<string> = new Set(
  `day days week weeks month months year years today tomorrow tonight yesterday morning afternoon evening monday
  tuesday wednesday thursday friday saturday sunday january february march april may june july august september
  october november december jan feb mar apr jun jul aug sep sept oct nov dec early late soon asap time times
  quarter weekend hour hours minute minutes`
    .split(/\s+/)
    .filter(Boolean),
);

/** Endings of words that are almost always nouns (a topic can be one such word). */
export const NOUN_ENDING = /(?:tion|sion|ment|ness|ity|ance|ence|ship|ism|ist|ure|ogy|ics|age|ery|ant|ent|er|or|al)s?$/i;
