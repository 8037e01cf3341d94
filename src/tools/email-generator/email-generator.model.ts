/** What the email engine understood from a prompt: who writes to whom, the asks, the facts and the directives. */
import type { EmailAudience, EmailTone } from "./contract";
import type { PromptLang } from "./email-generator.language";

type Register = "formal" | "neutral" | "warm" | "urgent";

export const REGISTER: Record<EmailTone, Register> = {
  formal: "formal",
  professional: "neutral",
  persuasive: "neutral",
  friendly: "warm",
  casual: "warm",
  urgent: "urgent",
};

/** What the email is mainly about: chooses the subject, the supporting sentences and the call to action. */
export type Intent =
  | "time-off"
  | "sick"
  | "sympathy"
  | "payment"
  | "meeting"
  | "sales"
  | "thanks"
  | "congrats"
  | "apology"
  | "follow-up"
  | "reminder"
  | "invitation"
  | "introduction"
  | "application"
  | "acceptance"
  | "recruit"
  | "decline"
  | "complaint"
  | "notice"
  | "announcement"
  | "update"
  | "request"
  | "networking"
  | "reply"
  | "cancellation"
  | "proposal"
  | "welcome"
  | "ending"
  | "farewell";

export type AskKind =
  | "do"
  | "get"
  | "time-off"
  | "whether"
  | "tell"
  | "remind-do"
  | "remind-that"
  | "remind-about"
  | "thank"
  | "invite"
  | "offer"
  | "propose"
  | "apologize"
  | "follow-up"
  | "confirm"
  | "introduce"
  | "introduce-self"
  | "schedule"
  | "announce"
  | "decline"
  | "cancel"
  | "reschedule"
  | "congratulate"
  | "welcome"
  | "welcome-other"
  | "share"
  | "apply"
  | "update"
  | "about"
  | "purpose"
  | "accept"
  | "notice"
  | "report"
  | "complain"
  | "give"
  | "persuade"
  | "recruit"
  | "reply"
  | "stay-in-touch"
  | "ask-about"
  | "promise";

export interface Ask {
  kind: AskKind;
  /** The phrase, already addressed to the reader ("you", "your"). */
  text: string;
  /** Others the ask is also made to, beside the reader ("your team at Lumen Studio" in "thank Marta and her team"). */
  with?: string;
}

/** A statement of the prompt, rewritten for the reader, without its final mark. */
export interface Fact {
  text: string;
  /** "question": a question for the reader; "do": something the reader should do ("Please RSVP by Friday"). */
  form: "statement" | "question" | "do";
  /** Bad news, an apology or a problem: the writer softens it. */
  bad?: boolean;
  /** The clause was a fragment the engine completed (it never reads as the prompt's own sentence). */
  built?: boolean;
  /** The prompt introduced it with "but": it contrasts with what came before. */
  contrast?: boolean;
  /** Something the reader reported ("customer says the blender stopped working"): the email answers it. */
  reported?: boolean;
}

/** One thing the email has to say, in the prompt's order. */
export type Item = { ask: Ask } | { fact: Fact };

export interface Recipient {
  name: string | null;
  /** The prompt's word for the reader ("manager", "landlord", "bakery owner"). */
  role: string | null;
  /** The reader's organisation ("Hartley Logistics"). */
  org: string | null;
  /** A group ("the team", "parents", "everyone"). */
  group: boolean;
  /** An institution with no person named (an airline, a council, a school): "Dear Sir or Madam". */
  institution: boolean;
  /** The pronoun the prompt uses for the reader ("he", "she", "they"). */
  pronoun: "he" | "she" | "they" | null;
}

export interface Directives {
  firm: boolean;
  polite: boolean;
  brief: boolean;
  urgent: boolean;
  /** "don't sound desperate", "not too corporate", "keep it honest": plain wording. */
  plain: boolean;
}

export interface EmailFacts {
  lang: PromptLang;
  recipient: Recipient;
  sender: { name: string | null; title: string | null };
  items: Item[];
  directives: Directives;
  intent: Intent;
  /** The main thing the email is about, as a noun phrase ("the Q3 report", "our inventory software"). */
  topic: string | null;
  /** A quoted message the user replies to. */
  quoted: string | null;
  audience: EmailAudience;
  /** The writer is a company's customer (a refund, a complaint, a cancellation): the reader is the company. */
  asCustomer: boolean;
}

/** Something broken, lost, wrong or late: a problem a reader reports, and bad news when the writer tells it. */
export const PROBLEM_WORDS =
  "stopped(?!\\s+by\\b)|broke|broken|damaged|late|missing|wrong|faulty|not working|never arrived|hasn't arrived|charged twice|overcharged|leak\\w*|cracked|lost|cancell?ed";

/** A treat the writer stands ("pizza is on me", "drinks on us", "on the house"): said last, never joined to news. */
export const TREAT = /\bon (?:me|us|the house)\b/i;

/** "a quote from a roofer for replacing 20 tiles": a quote asked of the tradesperson the e-mail goes to (article, noun, "for ..."). */
export const QUOTE_FROM_READER =
  /^(a|an)\s+(quote|quotation|estimate)\s+from\s+(?:a|an|the|your)\s+[\p{L}-]+\s+(for\s.+)$/iu;

export const asks = (f: EmailFacts): Ask[] => f.items.flatMap((i) => ("ask" in i ? [i.ask] : []));
export const facts = (f: EmailFacts): Fact[] => f.items.flatMap((i) => ("fact" in i ? [i.fact] : []));
