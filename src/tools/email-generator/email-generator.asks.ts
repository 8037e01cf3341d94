/** An ask of the prompt as a first-person sentence to the reader, worded for the tone and the directives. */
import nlp from "compromise";
import { article } from "../../shared/text/article";
import type { EmailAudience, EmailTone } from "./contract";
import { gerundPhrase, isClause, timePhrases, withArticle } from "./email-generator.clause";
import { QUOTE_FROM_READER, REGISTER, type Ask, type Directives, type Intent } from "./email-generator.model";
import { collapse, lowerFirst, stripEnd, upperFirst } from "./email-generator.text";
import { withoutReaders } from "./email-generator.offered";

/** "(too busy with the product launch)", "(a clash with our board meeting)": why an invitation is declined. */
const DECLINE_REASON =
  /\s*\(((?:too busy|busy|away|travell?ing|on leave|out of (?:the )?(?:office|country)|(?:a |another |prior |other )?(?:clash|conflict|commitments?|engagement))\b[^)]*)\)$/i;

/** Only days and times of day: "Thursday or Friday morning instead", "tomorrow at 3pm", "next Tuesday". */
const OFFERED_TIME =
  /^(?:(?:on|at|or|and|either|next|this|tomorrow|today|monday|tuesday|wednesday|thursday|friday|saturday|sunday|morning|afternoon|evening|lunchtime|week|\d{1,2}(?:[:.]\d\d)?\s?(?:am|pm)?)[\s,]*)+(?:instead)?$/i;

/** A thing and its price: "monthly clean from £25", "room hire at £40 an hour". */
const PRICED =
  /^(?:(?:a|an|the|our)\s+)?(\p{L}[\p{L} -]{2,40}?)\s+(from|starting at|at|for)\s+([£$€]\d[\d,.]*k?(?:\s*(?:a|an|per)\s+\p{L}+|\s*\/\s*\p{L}+)?)$/u;

function pricedThing(t: string, ours: boolean): string {
  const [, thing, by, price] = PRICED.exec(t)!;
  const from = /^(?:from|starting at)$/i.test(by!) ? "from" : "at";
  return `${ours ? "Our" : "The"} ${thing!.toLowerCase()} is priced ${from} ${price}.`;
}

/** "the" before a noun phrase that has no determiner ("our Staff Engineer opening" keeps its own). */
const the = (t: string) => (/^(?:the|our|my|your|their|this|that|a|an)\s/i.test(t) ? t : `the ${t}`);

export interface AskOptions {
  tone: EmailTone;
  directives: Directives;
  intent: Intent;
  /** The prompt (to tell what "pay" is about). */
  prompt: string;
  /** The first ask of the email (the others say "also"). */
  first: boolean;
  /** The reader's business ("bakery" from "a bakery owner"), for a sales pitch. */
  business: string | null;
  audience: EmailAudience;
  /** The prompt speaks for a company ("we", "our"): apologies to customers are made in its name. */
  we: boolean;
  /** The email already says that the writer has had no reply. */
  unanswered: boolean;
  /** Two people are the readers ("Hi Mark and Ellie,"): they are thanked as "you both". */
  both?: boolean;
}

const TIME =
  /\b(?:by|before|until|on|this|next|today|tomorrow|tonight|asap|as soon as possible|now|immediately|right away|straight away|urgently|within|end of (?:the )?(?:day|week|month)|eod|eow|(?:mon|tues|wednes|thurs|fri|satur|sun)day|\d{1,2}(?::\d{2})?\s?(?:am|pm))\b/i;

/** "pay within 7 days" -> "settle the invoice within 7 days" (a bare "pay" reads oddly in an email). */
function polish(vp: string, prompt: string): string {
  let t = timePhrases(vp);
  if (
    /^pay\b(?!\s+(?:the|for|us|me|it|(?:this|that)\s+(?:invoice|bill|amount|balance|fee)|our|your|an?|invoice|[$€£]|\d))/i.test(
      t,
    )
  ) {
    t = t.replace(/^pay\b/i, /\binvoice\b/i.test(prompt) ? "settle the invoice" : "make the payment");
  }
  return t
    .replace(/\s+or\s+(?=(?:let|tell|contact|call|reply|email|get back)\b)/i, ", or ")
    .replace(/\bwhat['’]s\b/g, "what is");
}

const isMeeting = (t: string) =>
  /^(?:an?\s+|some\s+)?(?:\S+\s+){0,2}(?:meeting|call|chat|catch-up|1:1|one-on-one|coffee|sync|check-in)\b/i.test(t);

/** A person at a front desk ("Rita at reception", "Tom at the front desk"). */
const ARRIVAL_DESK =
  /^\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+)?\s+(?:at|on)\s+(?:the\s+)?(?:reception|front desk|front door|main desk|security desk|security|gate|main entrance|entrance|site office)\b/u;

export function askSentence(ask: Ask, o: AskOptions): string {
  let t = stripEnd(collapse(ask.text));
  const reg = REGISTER[o.tone];
  const formal = reg === "formal";
  const warm = reg === "warm";
  const casual = o.tone === "casual";
  const urgent = reg === "urgent" || o.directives.urgent;
  const firm = o.directives.firm;
  const also = o.first ? "" : " also";
  const asap = urgent && !TIME.test(t) && !/\s(?:or|and)\s/.test(t) ? " as soon as possible" : "";
  switch (ask.kind) {
    case "do": {
      // "keep the current rates, or we'll look at other suppliers": the ask, then what follows if it is refused.
      // "send the files before Wednesday because the printer needs them Thursday": the ask, then its reason.
      const reason = t.match(/^(.{12,}?),?\s+because\s+((?:the|our|my|your|we|I|they|it|he|she)\b.{8,})$/);
      if (reason)
        return `${askSentence({ ...ask, text: reason[1]! }, o)} ${reason[2]!.charAt(0).toUpperCase()}${reason[2]!.slice(1)}.`;
      const orElse = t.match(/^(.+?),?\s+or\s+(?:else\s+)?(we|I)(?:['’]ll| will)\s+(.+)$/i);
      if (orElse)
        return `${askSentence({ ...ask, text: orElse[1]! }, o)} Otherwise, ${orElse[2]} will ${orElse[3]}.`.replace(
          /Otherwise, i /,
          "Otherwise, I ",
        );
      const vp = polish(t, o.prompt);
      if (firm) return `Please ${vp}${asap}.`;
      if (formal) return o.first ? `Could you please ${vp}?` : `I would also be grateful if you could ${vp}.`;
      if (casual) return `Could you${also} ${vp}?`;
      if (warm) return `Would you${also} be able to ${vp}?`;
      return `Could you${also} please ${vp}${asap}?`;
    }
    case "remind-do": {
      const vp = polish(t, o.prompt);
      if (firm) return `Please remember to ${vp}.`;
      return formal
        ? `I would like to remind you to ${vp}.`
        : warm
          ? `Just a friendly reminder to ${vp}.`
          : `This is a quick reminder to ${vp}${asap}.`;
    }
    case "remind-that":
      return formal
        ? `I would like to remind you that ${lowerFirst(timePhrases(t))}.`
        : warm
          ? `Just a friendly reminder that ${lowerFirst(timePhrases(t))}.`
          : `This is a reminder that ${lowerFirst(timePhrases(t))}.`;
    case "remind-about":
      return warm ? `Just a friendly reminder about ${t}.` : `This is a reminder about ${t}.`;
    case "get":
      // "a 20 min video call" -> "a 20-minute video call"; "a quote from you": the reader is the one asked.
      t = timePhrases(t).replace(/\s+from you\b/i, "");
      // "ask for Rita at reception": where the reader goes on arrival, a direction to them, not the writer's request.
      if (ARRIVAL_DESK.test(t)) return `Please ask for ${t} when you arrive.`;
      if (/^(?:\d+|a few|five|ten|fifteen|twenty|thirty)\s+minutes\b|^(?:a|some)\s+(?:few minutes|time)\b/i.test(t)) {
        // "20 minutes to talk about how you moved into UX research": the purpose is already said.
        if (/\bto\s+(?:talk|chat|discuss|hear|learn|ask|go over|walk)\b/i.test(t)) {
          // ("20 minutes to learn about your startup": the writer learns, so "so I can learn".)
          t = t.replace(/\bto\s+(hear|learn|ask)\b/i, "so I can $1");
          return formal ? `Would you have ${t}?` : `Could you spare ${t}?`;
        }
        return formal ? `Would you have ${t} for a short call?` : `Could you spare ${t} for a quick call?`;
      }
      // "need a plumber out this week": a visit the reader arranges ("Could you please send a plumber out this week?").
      if (
        /^(?:a|an)\s+(?:[\p{L}-]+\s+)?(?:plumber|electrician|engineer|technician|repair ?man|handyman|locksmith|roofer|exterminator|pest controller)\b/iu.test(
          t,
        )
      ) {
        // ("a technician visit this week" is arranged, not sent.)
        const verb = /^\S+\s+(?:[\p{L}-]+\s+)?\S+\s+(?:visit|call-out|callout|appointment)\b/iu.test(t)
          ? "arrange"
          : "send";
        return formal || !casual ? `Could you please ${verb} ${t}?` : `Could you ${verb} ${t}?`;
      }
      // "a quote from a roofer for replacing 20 tiles": the email goes to the roofer, who is asked for it.
      {
        const quote = t.match(QUOTE_FROM_READER);
        if (quote)
          return formal
            ? `Could you please provide ${quote[1]} ${quote[2]} ${quote[3]}?`
            : `Could you give me ${quote[1]} ${quote[2]} ${quote[3]}?`;
      }
      // "payment this week", "the payment by Friday": the reader is asked to pay, in so many words.
      {
        const pay = t.match(
          /^(?:(?:the|your|full)\s+)?(?:payment|settlement)\b(?:\s+(?:of|for)\s+(?:the|this|that|it)\b)?(.*)$/i,
        );
        if (pay) {
          const when = pay[1]!.trim();
          if (firm || urgent) return `Please make the payment${when ? ` ${when}` : " as soon as possible"}.`;
          return `Could you please make the payment${when ? ` ${when}` : ""}?`;
        }
      }
      // "people to sign up for a dish": something each reader of a group e-mail is asked to do.
      {
        const group = t.match(/^(?:people|everyone|everybody|all of you|you all|folks)\s+to\s+(.+)$/i);
        if (group) return warm ? `Could everyone ${group[1]}?` : `Could everyone please ${group[1]}?`;
      }
      if (casual) return `Could I get ${t}?`;
      // "ask for final copy by Friday": something the reader sends, asked for as such.
      {
        const sent = t.match(
          /^(?:(?:the|your)\s+)?((?:final|updated|revised|signed|latest|missing)?\s*(?:copy|documents?|files?|details|report|quote|invoice|contract|brief|figures|numbers|assets|artwork|photos|content|confirmation))\b(.*)$/i,
        );
        if (sent && !formal && !urgent) return `Could you please send the ${sent[1]!.trim()}${sent[2]}?`;
      }
      return formal
        ? `I would like to request ${t}.`
        : warm
          ? `Could I ask for ${t}?`
          : urgent
            ? `I need to ask for ${t}${asap}.`
            : `I would like to ask for ${t}.`;
    case "time-off":
      return formal
        ? `I would like to request ${t}.`
        : casual
          ? `Could I take ${t.replace(/^(?:a|the)\s+/i, (d) => d)}?`
          : warm
            ? `Would it be all right if I took ${t}?`
            : urgent
              ? `I am writing to request ${t} at short notice.`
              : `I would like to request ${t}.`;
    case "whether": {
      let m: RegExpMatchArray | null;
      if ((m = t.match(/^you\s+(?:can|could)\s+(.+)$/i))) {
        // "Don't sound desperate": an open question rather than a request.
        if (o.directives.plain) return `Would you be open to ${gerundPhrase(m[1]!)}?`;
        return formal ? `Would you be able to ${m[1]}?` : `Could you ${m[1]}?`;
      }
      if ((m = t.match(/^you(?:['’]d| would)\s+be\s+(.+)$/i))) return `Would you be ${m[1]}?`;
      // ("ask if they'd like to grab coffee": "Would you like to grab coffee?", not "be willing to like to".)
      if ((m = t.match(/^you(?:['’]d| would)\s+(like|love|prefer|rather)\s+(.+)$/i)))
        return `Would you ${m[1]!.toLowerCase()} ${m[2]}?`;
      if ((m = t.match(/^you(?:['’]d| would)\s+(.+)$/i))) return `Would you be willing to ${m[1]}?`;
      if ((m = t.match(/^you\s+(?:will|would)\s+(.+)$/i))) return `Would you ${m[1]}?`;
      if ((m = t.match(/^you\s+((?:also|still)\s+)?(have|need|want|know)\s+(.+)$/i))) {
        const obj =
          /^have$/i.test(m[2]!) && /^(?:questions|concerns|thoughts|feedback)\b/i.test(m[3]!) ? `any ${m[3]}` : m[3];
        return `Do you ${m[1] ?? ""}${m[2]} ${obj}?`;
      }
      if ((m = t.match(/^(?:I|we)\s+(can|could|may|should)\s+(.+)$/i)))
        return `${m[1] === "may" ? "May" : "Could"} ${/^we$/i.test(t.split(" ")[0]!) ? "we" : "I"} ${m[2]}?`;
      if ((m = t.match(/^about\s+(.+)$/i))) return `Could you${also} let me know about ${m[1]}?`;
      // "who wants to join the charity run" (asked of a group) -> "Would anyone like to join the charity run?"
      if ((m = t.match(/^who\s+(?:wants|would like|is keen|is interested)\s+to\s+(.+)$/i)))
        return `Would anyone like to ${m[1]}?`;
      if ((m = t.match(/^who\s+(?:can|could)\s+(.+)$/i))) return `Could anyone ${m[1]}?`;
      // "whether anyone can help", "if someone could cover Friday": asked of the group directly.
      if ((m = t.match(/^(anyone|anybody|someone|somebody)\s+(?:can|could)\s+(.+)$/i)))
        return `Could ${m[1]!.toLowerCase()}${also} ${m[2]}?`;
      const wh = /^(?:when|why|what|how|who|where|which|whether)\b/i.test(t);
      return formal
        ? `Could you${also} please let me know ${wh ? "" : "whether "}${t}?`
        : `Could you${also} let me know ${wh ? "" : "whether "}${t}?`;
    }
    case "ask-about":
      return formal ? `I would also like to ask about ${t}.` : `I also wanted to ask about ${t}.`;
    case "thank":
      // "you and your team at Lumen Studio": the reader's people are thanked with them.
      if (ask.with) {
        const whom = `you and ${ask.with}`;
        const why = t ? ` for ${t}` : " for all your help";
        return formal
          ? `I would like to thank ${whom}${why}.`
          : warm
            ? `Huge thanks to ${whom}${why}!`
            : `Thank you to ${whom}${why}.`;
      }
      if (!t) {
        // After an interview or a meeting, the reader gave their time.
        // Leaving the job, the people one worked with are thanked for all of it.
        const what =
          o.intent === "farewell"
            ? "everything"
            : /\b(?:interview|meeting|call|chat|conversation|visit|tour)\b/i.test(o.prompt)
              ? "your time"
              : "your help";
        return formal
          ? `I would like to thank you for ${what}.`
          : warm
            ? `Thank you so much for ${what}!`
            : `Thank you for ${what}.`;
      }
      {
        const you = o.both ? "you both" : "you";
        return formal
          ? `I would like to thank ${you} for ${t}.`
          : warm
            ? `Thank ${you} so much for ${t}!`
            : `Thank ${you} for ${t}.`;
      }
    case "congratulate":
      return t
        ? formal
          ? `Please accept my warmest congratulations on ${t}.`
          : `Congratulations on ${t}!`
        : formal
          ? "Please accept my warmest congratulations."
          : "Congratulations!";
    case "invite": {
      const verbal =
        /^\p{Ll}+\b/u.test(t) &&
        // ("christmas lunch 18 Dec at Luigi's": a verb later in the phrase does not make it an action.)
        nlp(t).match("^#Verb").found &&
        !/^(?:the|a|an|our|my|your|this)\b/i.test(t) &&
        !/^\p{Ll}+ing\b/u.test(t);
      if (verbal) return formal ? `I would like to invite you to ${t}.` : `Would you like to ${t}?`;
      return formal
        ? `I would like to invite you to ${t}.`
        : warm
          ? `I'd love for you to join us for ${t}!`
          : `I would like to invite you to ${t}.`;
    }
    case "offer": {
      // "offer a free 14-day trial to salon owners", written to a salon owner: offered to "you".
      t = withoutReaders(t);
      // "offer Thursday or Friday morning instead": times to meet are asked about, not given as a gift.
      if (OFFERED_TIME.test(t)) return `Would ${t.replace(/\s+instead$/i, "")} work for you instead?`;
      if (o.intent === "apology") return `To make up for it, we would like to offer you ${withArticle(t)}.`;
      if (o.intent === "sales" && /^(?:our|my)\b/i.test(t)) {
        const who = o.business ? `your ${o.business}` : "you";
        return formal
          ? `I am writing to introduce ${t}, which I believe could be of real value to ${who}.`
          : `I'm reaching out because I think ${t} could make a real difference for ${who}.`;
      }
      if (isMeeting(t) || /\bdemo\b/i.test(t))
        return formal ? `Would you be interested in ${withArticle(t)}?` : `Would you be open to ${withArticle(t)}?`;
      return formal
        ? `We would be glad to offer you ${withArticle(t)}.`
        : warm
          ? `We'd love to offer you ${withArticle(t)}.`
          : `We would like to offer you ${withArticle(t)}.`;
    }
    case "promise":
      return o.we ? `We can promise you ${t}.` : `I can promise you ${t}.`;
    case "give":
      if (/\bcode\b/i.test(t))
        return `As a small thank-you, here is ${t.replace(/^(?:a\s+)?(?:discount\s+)?code\s+/i, "the code ")}.`.replace(
          /here is the code (\S+) for/,
          "here is the code $1, good for",
        );
      return `I would like to give you ${withArticle(t)}.`;
    case "propose":
      // "offer to grab coffee" -> "Can I buy you a coffee?"; "offer to help with the move" -> "I would be happy to help with the move."
      if (
        /^(?:I|we) could (?:grab|get|buy)\s+(?:a\s+|you\s+a\s+|some\s+)?(coffee|lunch|a drink|drinks|a beer|dinner)\b/i.test(
          t,
        )
      ) {
        const what = t.match(/(coffee|lunch|a drink|drinks|a beer|dinner)\b/i)![1]!.toLowerCase();
        return formal
          ? `I would like to buy you ${what === "coffee" ? "a coffee" : what} to make amends.`
          : `Can I buy you ${what === "coffee" ? "a coffee" : what} ${/^(?:lunch|dinner)$/.test(what) ? "this week" : "sometime soon"}?`.replace(
              " this week",
              " soon",
            );
      }
      if (/^(?:I|we) could\b/.test(t))
        return `${formal ? "I would be happy to" : warm ? "I'd be happy to" : "I would be happy to"} ${t.replace(/^(?:I|we) could\s+/i, "")}.`;
      if (/^(?:I|we)\b/.test(t)) return `I would suggest that ${t}.`;
      // "suggest they grab coffee" to the two people introduced: what they might do, offered, not proposed.
      if (/^you\s+(?!could|can|should|might|may|would)\p{Ll}/u.test(t))
        return warm ? `Maybe you could ${t.slice(4)}?` : `I would suggest that ${t}.`;
      return isMeeting(t) ? `I would like to propose ${t}.` : `I would like to propose ${t}.`;
    case "apologize": {
      const company = o.we && (o.audience === "customer" || o.audience === "client");
      if (!t)
        return formal
          ? `Please accept ${company ? "our" : "my"} apologies.`
          : warm
            ? `${company ? "We're" : "I'm"} really sorry about this.`
            : `${company ? "We are" : "I am"} very sorry about this.`;
      // "apologise that the website was down for 3 hours": sorry that it happened.
      if (!/^\p{Ll}+ing\b/u.test(t) && isClause(t))
        return `${company ? (warm ? "We're" : "We are") : warm ? "I'm" : "I am"} very sorry that ${t}.`;
      if (company)
        return formal
          ? `Please accept our sincere apologies for ${t}.`
          : warm
            ? `We're really sorry about ${t}.`
            : `We are very sorry for ${t}.`;
      if (/^\p{Ll}+ing\b/u.test(t))
        return formal
          ? `Please accept my apologies for ${t}.`
          : warm
            ? `I'm so sorry for ${t}.`
            : `I am sorry for ${t}.`;
      return formal
        ? `Please accept my sincere apologies for ${t}.`
        : warm
          ? `I'm really sorry about ${t}.`
          : `I apologize for ${t}.`;
    }
    case "follow-up": {
      if (!t && (o.intent === "networking" || o.intent === "thanks"))
        return formal ? "I wanted to follow up on our conversation." : "I wanted to follow up on our chat.";
      // An earlier message is only mentioned when the prompt says one went unanswered.
      if (!t && o.unanswered)
        return formal ? "I am writing to follow up on my previous message." : "I'm following up on my last message.";
      if (!t) return formal ? "I am writing to follow up with you." : "I wanted to follow up with you.";
      const np = interviewFor(t);
      if (/^(?:after|since|from|regarding)\b/i.test(np))
        return formal ? `I am writing to follow up ${np}.` : `I am following up ${np}.`;
      if (o.unanswered)
        return firm
          ? "I would appreciate an update on this as soon as possible."
          : "I would be grateful for an update when you have a moment.";
      if (firm) return `I am writing again about ${np}, as I have not yet had a reply.`;
      return formal
        ? `I am writing to follow up on ${np}.`
        : warm
          ? `I'm just following up on ${np}.`
          : `I am following up on ${np}.`;
    }
    case "confirm":
      if (/^(?:I|we)\b/.test(t)) return `I can confirm that ${t}.`;
      if (/^that\s+\S+\s+\S+/.test(t)) return `I can confirm ${t}.`;
      // "confirm in writing", "confirm by email": the reader is asked to confirm.
      if (
        /^(?:(?:it|this|that)\s+)?(?:in writing|by (?:e-?mail|letter|post)|once (?:it['’]?s|it is|this is) done)$/i.test(
          t,
        )
      )
        return `Please confirm this ${t.replace(/^(?:it|this|that)\s+/i, "")}.`;
      return `I am writing to confirm ${t}.`;
    case "introduce":
      return formal ? `I would like to introduce ${commaName(t)}.` : `I'd like to introduce ${commaName(t)}.`;
    case "introduce-self":
      if (/^and\s/i.test(t))
        return formal ? `I would like to introduce myself ${t}.` : `I wanted to introduce myself ${t}.`;
      return t
        ? `I would like to introduce myself as ${t}.`
        : formal
          ? "I would like to introduce myself."
          : "I wanted to introduce myself.";
    case "schedule": {
      const what = timePhrases(t).replace(/^(an?\s+(?:meeting|call|chat))\s+with you\b/i, "$1");
      return formal
        ? `Would it be possible to schedule ${what}?`
        : warm
          ? `Would you be up for ${withArticle(what)}?`
          : `Could we schedule ${withArticle(what)}${asap}?`;
    }
    case "announce":
      return t ? `I am pleased to announce ${t}.` : "";
    case "recruit":
      // No job named: the user fills it in.
      if (!t) t = "a [role] position";
      return /^(?:our|the|a|an)\b.*\b(?:role|position|job|opening)\b/i.test(t)
        ? formal
          ? `I am writing because I believe you could be an excellent fit for ${t}.`
          : `I'm reaching out because I think you could be a great fit for ${t}.`
        : formal
          ? `I am writing about an opening for ${t}.`
          : `I'm reaching out about an opening for ${t}.`;
    case "decline": {
      // "decline the invitation, too busy with the launch": the reason closes the refusal, not a bracket after the
      // thanks ("Thank you for your invitation ... (too busy with the launch).").
      const why = DECLINE_REASON.exec(t);
      if (why) t = t.slice(0, why.index);
      const because = why
        ? /^(?:too busy|busy|away|travell?ing|on leave|out of)/i.test(why[1]!)
          ? `, as ${o.we ? "we are" : "I am"} ${why[1]}`
          : ` because of ${why[1]!.replace(/^(?=(?:(?:prior|other|previous)\s+)?(?:clash|conflict|commitment|engagement)\b)/i, "a ")}`
        : "";
      const what = t.replace(/^(?:the|your|their)\s+/i, "your ").replace(/^(?!your\b)/, "");
      // A job offer is turned down after thought, not "passed on".
      if (/^your\s+(?:job\s+)?offer\b|\b(?:job|role|position)\s+offer\b/i.test(what))
        return formal
          ? `Thank you very much for ${what.replace(/^your\s+/i, "the ")}. After careful consideration, I have decided not to accept it.`
          : warm
            ? `Thank you so much for ${what.replace(/^your\s+/i, "the ")}. After a lot of thought, I've decided not to accept it.`
            : `Thank you for ${what.replace(/^your\s+/i, "the ")}. After careful thought, I have decided not to accept it.`;
      return formal
        ? `Thank you for ${what}. Unfortunately, I will not be able to accept${because}.`
        : warm
          ? `Thank you so much for ${what}, but I'm afraid I'll have to say no this time${because}.`
          : `Thank you for ${what}. Unfortunately, ${o.we ? "we" : "I"} will have to pass on this occasion${because}.`;
    }
    case "cancel":
      // "my subscription to you": the reader is the one written to.
      t = t.replace(/\s+(?:to|with|from)\s+you$/i, "");
      // A standing arrangement is ended by notice, without regret; an appointment is cancelled with an apology.
      if (o.intent === "ending") {
        const who = /^our\b/i.test(t) || o.we ? "we" : "I";
        return formal
          ? `I am writing to give notice that ${who} wish to cancel ${t}.`
          : `I'm writing to let you know that ${who}'d like to cancel ${t}.`;
      }
      return formal ? `I regret that I need to cancel ${t}.` : `Unfortunately, I need to cancel ${t}.`;
    case "reschedule":
      return `Would it be possible to reschedule ${t}?`;
    case "welcome":
      return t ? `Welcome to ${t}!` : "Welcome aboard!";
    case "welcome-other":
      return `Please join me in welcoming ${t.replace(/\s+to\s+you$/, " to the team")}!`;
    case "share": {
      const promised = /\s+as (?:promised|agreed|discussed)$/i.exec(t);
      const what = promised ? t.slice(0, promised.index) : t;
      // "send pricing sheet": a bare noun phrase takes "the".
      const sent = what
        .replace(/\s+with you$/, "")
        .replace(/^(?=\p{Ll})(?!(?:the|a|an|my|our|your|this|that|these|those|some|all|any|it|them)\b)/u, "the ");
      return `${promised ? `${upperFirst(promised[0].trim())}, ` : ""}I am sending you ${sent}.`;
    }
    case "apply":
      return `I am writing to apply for ${t}.`;
    case "accept":
      return formal ? `I am delighted to accept ${t}.` : `I'm thrilled to accept ${t}!`;
    case "notice":
      if (/^my resignation$/i.test(t))
        return formal
          ? "Please accept this email as formal notice of my resignation."
          : "I'm writing to let you know that I've decided to resign.";
      return t
        ? /\b(?:I|I'm|I am|we)\b/.test(t)
          ? `I am writing to give notice that ${lowerFirst(t)}.`
          : `I am writing to give notice of ${t}.`
        : "I am writing to give my notice.";
    case "complain":
      return t ? `I am writing to complain about ${t}.` : "I am writing to make a complaint.";
    case "report":
      return `I am writing to report ${t}.`;
    case "persuade":
      return formal
        ? `I would like to make the case for ${gerundPhrase(t)}.`
        : `I'd like to make the case for ${gerundPhrase(t)}.`;
    case "update":
      return `I wanted to give you an update on ${t}.`;
    case "about":
      {
        // "server outage last night 2-4am": news about a thing is told as such, with its article.
        if ((o.intent === "announcement" || o.intent === "update") && o.first)
          return formal || !warm
            ? `I am writing to let you know about ${the(t)}.`
            : `I wanted to let you know about ${the(t)}.`;
        // "head chef job at our bistro": a bare noun phrase for one known thing takes "the".
        const job =
          /^(?!(?:the|a|an|my|our|your|their|this|that)\b)(?:[\p{Ll}-]+\s+){0,3}(?:job|role|position|opening|vacancy)\b/u.test(
            t,
          );
        // "a senior data engineer role at our startup": the opening the reader could fill.
        if (o.intent === "recruit" && /^an?\s+(?:[\p{L}-]+\s+){0,3}(?:job|role|position|opening|vacancy)\b/iu.test(t))
          t = t.replace(/^an?\s+/i, "");
        if (
          (job || /^(?:[\p{L}-]+\s+){0,3}(?:job|role|position|opening|vacancy)\b/iu.test(t)) &&
          o.intent === "recruit"
        )
          return formal
            ? `I am writing because I believe you could be an excellent fit for ${the(t)}.`
            : `I'm reaching out because I think you could be a great fit for ${the(t)}.`;
        // "reach out to a recruiter about the senior backend engineer role": an applicant writes about a role to
        // say they want it.
        if (
          o.intent === "application" &&
          /^(?:(?:the|a|an|your)\s+)?(?:[\p{L}-]+\s+){0,4}(?:job|role|position|opening|vacancy|internship|post)\b/iu.test(
            t,
          )
        ) {
          const role = the(t.replace(/^(?:a|an|your)\s+/i, ""));
          return formal || !warm
            ? `I am writing to express my interest in ${role}.`
            : `I'm writing because I'm really interested in ${role}.`;
        }
        if (job) t = `the ${t}`;
        if (o.intent === "sales" && o.first && /^(?:our|my)\s/i.test(t))
          return formal ? `I would like to introduce ${t}.` : `I'd like to introduce ${t}.`;
      }
      if (/\b(?:broken|damaged|leak|leaking|faulty|missing|not working|out|noise|problem|issue|fault)\b/i.test(t))
        return `I am writing to report ${t}.`;
      // "free 30-day trial" in a pitch: what the product comes with, not what the email is "about".
      if (
        /\b(?:free trial|trial|discount|money-back guarantee|guarantee)\b/i.test(t) &&
        /^(?:free|\d|[$€£]|an? )/i.test(t)
      )
        return `It comes with ${/^(?:a|an|the|our|your|\d)/i.test(t) ? t : `${article(t)} ${t}`}.`;
      // "monthly clean from £25": a thing and its price, said as a sentence ("Our monthly clean is priced from £25.").
      if (PRICED.test(t)) return pricedThing(t, o.intent === "sales");
      return formal
        ? `I am writing regarding ${t}.`
        : warm
          ? `I wanted to reach out about ${t}.`
          : `I am writing about ${t}.`;
    case "purpose":
      return `I am writing to ${t}.`;
    case "reply":
    case "tell":
    case "stay-in-touch":
      return "";
  }
}

/** Head nouns of job titles ("data analyst", "night nurse"). */
export const JOB_WORDS =
  "analyst|engineer|manager|designer|developer|accountant|coordinator|assistant|nurse|teacher|scientist|specialist|director|intern|consultant|officer|administrator|representative|associate|architect|writer|editor|marketer|technician|lead|researcher|advisor|planner|strategist|recruiter|product owner|dev|bookkeeper|supervisor|chef|cook|cleaner|driver|receptionist|carer|paralegal|pharmacist|hygienist|barista|copywriter|programmer";
/** "the data analyst interview" -> "my interview for the data analyst role". */
function interviewFor(np: string): string {
  const m = np.match(
    new RegExp(`^(?:the|my|our)\\s+((?:[\\p{L}-]+\\s+){0,3}(?:${JOB_WORDS}))\\s+(interview|application)\\b(.*)$`, "iu"),
  );
  return m ? `my ${m[2]} for the ${m[1]} role${m[3]}` : np;
}

/** "our new account manager Leo Brandt" -> "our new account manager, Leo Brandt". */
function commaName(np: string): string {
  return np.replace(
    /^((?:our|my|the)\s+(?:new\s+)?[\p{Ll}\s-]+?)\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)$/u,
    "$1, $2",
  );
}
