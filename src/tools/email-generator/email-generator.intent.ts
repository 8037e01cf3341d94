/**
 * What an English e-mail is mainly about (its intent), from the asks and facts the reader found: chooses the
 * subject, the supporting sentences and the call to action. A resignation to one's manager is a notice whatever
 * else it says.
 */
import type { EmailAudience } from "./contract";
import { writesAsCustomer } from "./email-generator.customer";
import type { Intent } from "./email-generator.model";
import type { Reading } from "./email-generator.reading";

export function intentOf(st: Reading, text: string): Intent {
  const base = baseIntent(st, text);
  // "reach out to Dev ... I'd love to buy him a coffee and ask about ...": a networking email, not a favour asked.
  const intent =
    base === "request" &&
    st.purpose === "networking" &&
    /\b(?:reach out|coffee|connect|catch up|pick (?:his|her|their|your) brain|ask (?:him|her|them) about|advice|your talk|spoke at)\b/i.test(
      text,
    )
      ? "networking"
      : // "reach out to a recruiter at Stripe about the senior backend engineer role": with the form's purpose set to
        // application, news about a role is the writer's interest in it.
        (base === "announcement" || base === "update") &&
          st.purpose === "application" &&
          /\b(?:job|role|position|opening|vacancy|internship)\b/i.test(text) &&
          !/\b(?:we(?:'re| are)? hiring|we have|our (?:new )?(?:job|role|position|opening))\b/i.test(text)
        ? "application"
        : base;
  // News for one person is an update, not an announcement to everyone.
  const one =
    st.recipient.name ||
    st.recipient.org ||
    (st.recipient.role && !st.recipient.group) ||
    ["manager", "colleague", "recruiter", "customer", "client", "partner"].includes(st.audience);
  if (
    (intent === "announcement" || intent === "update" || intent === "request") &&
    st.items.some((i) => "fact" in i && i.fact.reported)
  )
    return "apology";
  return intent === "announcement" && one && !st.recipient.group && st.audience !== "team" ? "update" : intent;
}

/** Leaving one's job, told to one's manager: the email is a notice whatever else it says. */
export function resigning(st: Reading, text: string, audience: EmailAudience): boolean {
  return RESIGN.test(text) && (audience === "manager" || MANAGER_ROLE.test(st.recipient.role ?? ""));
}

const RESIGN =
  /\b(?:resign(?:ation|ing)?|hand(?:ing)? in my notice|quit(?:ting)? my job|I['’]?m quitting|I am quitting|I['’]?m leaving (?:the company|my job|my role|my position))\b/i;

/** Leaving one's job, said to the people one works with. */
const LEAVING =
  /\b(?:(?:I['’]m|I\s+am|I\s+will\s+be|I['’]ll\s+be)\s+(?:leaving|moving\s+on\s+from)\s+(?:the\s+(?:company|team|firm|business|school|practice)|my\s+(?:job|role|position)|\p{Lu}[\p{L}&]+)|my\s+last\s+day\s+(?:is|will\s+be|at)\b)/iu;
const MANAGER_ROLE = /^(?:manager|boss|supervisor|line manager|team lead)$/;

/** Ending a standing arrangement: a contract, a subscription, a partnership ("we won't renew the analytics contract"). */
const ARRANGEMENT =
  /\b(?:contract|subscription|membership|account|service|agreement|retainer|partnership|lease|collaboration)s?\b/i;
const ENDING =
  /\b(?:cancel(?:l?ing)?|terminat\w*|end(?:ing)?(?! of\b)|not renew\w*|won['’]t renew|will not renew|not be renewing|discontinu\w*|pull(?:ing)? out of|step(?:ping)? back from)\b[^.]{0,60}?\b(?:contract|subscription|membership|account|service|agreement|retainer|partnership|lease|collaboration)s?\b/i;

/** A death in the reader's family: the email is a note of sympathy whatever else it asks. */
const SYMPATHY =
  /\b(?:passed away|died|death of|loss of (?:your|his|her|their)|funeral|bereavement|lost (?:your|his|her|their) (?:mother|father|mum|mom|dad|wife|husband|partner|son|daughter|brother|sister|grandmother|grandfather|grandma|grandpa|baby))\b/i;

/**
 * The writer's own loss ("we have a family funeral", "my grandmother passed away"), or someone of theirs away for a
 * funeral ("Maya will be off Thursday for her grandad's funeral"): the reason for a note, not sympathy.
 */
const OWN_LOSS =
  /\b(?:(?:we|I)\s+(?:have|['’]ve got|are attending|am attending|will attend|need to attend|must attend)|attend(?:ing)?|go(?:ing)? to)\s+(?:a|the|my|our)\s+(?:\p{L}+\s+)?funeral\b|\b(?:my|our)\s+(?:[\p{L}-]+\s+){1,2}(?:passed away|died)\b|\b(?:for|because of|due to|after)\s+(?:a|my|our)\s+(?:\p{L}+\s+)?funeral\b|\b(?:off|away|absent|out|miss(?:es|ing)?|not\s+(?:be\s+)?in)\b[^.]{0,50}?\b(?:for|because of|due to)\s+(?:a|the|my|our|his|her|their)\s+(?:[\p{L}'’-]+\s+){0,2}funeral\b/iu;

function baseIntent(st: Reading, text: string): Intent {
  const list = st.items;
  const allAsks = list.flatMap((i) => ("ask" in i ? [i.ask] : []));
  const allText = `${allAsks.map((a) => a.text).join(" ")} ${list.flatMap((i) => ("fact" in i ? [i.fact.text] : [])).join(" ")}`;
  const kinds = new Set(allAsks.map((a) => a.kind));
  const main = allAsks.find((a) => a.kind !== "announce" && a.kind !== "reply") ?? allAsks[0];
  if (kinds.has("time-off")) return "time-off";
  if ((SYMPATHY.test(allText) && !OWN_LOSS.test(allText)) || /\b(?:condolences?|sympathy)\b/i.test(text))
    return "sympathy";
  if (
    /\b(?:out sick|I am (?:sick|unwell|ill)|I have (?:a |the )?(?:fever|flu|cold|migraine|covid|stomach bug|food poisoning)|sick today|calling in sick)\b/i.test(
      allText,
    )
  )
    return "sick";
  // "tell my team I'm leaving the company, last day is 31 January": a goodbye, whatever thanks it also says (told to
  // one's manager it is a resignation, read before this).
  if (LEAVING.test(allText) && st.audience !== "manager" && !MANAGER_ROLE.test(st.recipient.role ?? ""))
    return "farewell";
  if (kinds.has("reply") && st.quoted) return "reply";
  if (kinds.has("accept")) return "acceptance";
  if (
    kinds.has("decline") ||
    /\b(?:went with (?:someone|another)|not (?:been )?selected|unsuccessful|not (?:be )?moving forward|decided not to|(?:didn['’]t|did not) get the (?:[\p{L}-]+\s+){0,3}(?:job|role|position|internship|place|contract))\b/iu.test(
      allText,
    )
  )
    return "decline";
  if (kinds.has("persuade") || main?.kind === "propose") return "proposal";
  if (
    (main?.kind === "cancel" && ARRANGEMENT.test(main.text)) ||
    (ENDING.test(allText) && (!main || /^(?:cancel|tell|about|announce|thank|purpose|notice)$/.test(main.kind)))
  )
    return main?.kind === "notice" ? "notice" : "ending";
  if (main?.kind === "cancel") return "cancellation";
  if (kinds.has("complain") || kinds.has("report")) return "complaint";
  if (kinds.has("notice")) return "notice";
  if (kinds.has("apologize") && main?.kind === "apologize") return "apology";
  if (
    kinds.has("recruit") ||
    (st.purpose === "recruitment" &&
      !kinds.has("decline") &&
      !/\b(?:went with|not (?:been )?selected|someone else|unsuccessful)\b/i.test(allText))
  )
    return "recruit";
  if (
    (/\b(?:invoice|outstanding balance|unpaid|payment (?:is |was )?(?:due|late|overdue))\b/i.test(allText) ||
      // "his library books are overdue" is no payment: what is overdue has to be money.
      (/\boverdue\b/i.test(allText) &&
        /\b(?:pay|paid|payment|bill|rent|fees?|balance|amount|subscription|charges?|dues)\b|[£$€]\s?\d|\d\s?(?:eur|usd|gbp)\b/i.test(
          allText,
        ))) &&
    // ("ask our supplier to send the invoice": the reader is to bill, not to pay.)
    !/\b(?:send|issue|resend|re-send|forward|share|correct|raise)\s+(?:me\s+|us\s+)?(?:the|an|your|a|their|our)\s+(?:(?:final|updated|corrected|revised|new)\s+)?invoice\b/i.test(
      allText,
    ) &&
    (kinds.has("do") ||
      kinds.has("remind-that") ||
      kinds.has("remind-do") ||
      kinds.has("follow-up") ||
      kinds.has("remind-about") ||
      // "invoice #4471 is 30 days overdue, please pay": the reader is told to pay in a sentence of its own.
      list.some((i) => "fact" in i && i.fact.form === "do" && /\b(?:pay|settle|transfer)\b/i.test(i.fact.text)) ||
      (kinds.has("whether") && /\b(?:due|overdue|paid|unpaid)\b/i.test(allText)))
  )
    return "payment";
  if (kinds.has("apply") || (st.purpose === "application" && !main)) return "application";
  if (main) {
    switch (main.kind) {
      case "thank":
        if (allAsks.some((a) => a.kind === "invite") && st.purpose !== "thank-you") return "invitation";
        if (st.purpose === "networking") return "networking";
        if (allAsks.some((a) => /^(?:do|get|whether)$/.test(a.kind)) && st.purpose !== "thank-you")
          return st.purpose === "application" ? "application" : "request";
        return "thanks";
      case "congratulate":
        return "congrats";
      case "apologize":
        return "apology";
      case "follow-up":
        return st.purpose === "sales" ? "sales" : st.purpose === "networking" ? "networking" : "follow-up";
      case "remind-do":
      case "remind-that":
      case "remind-about":
        return "reminder";
      case "invite":
        return "invitation";
      case "introduce":
      case "introduce-self":
        return "introduction";
      case "schedule":
      case "reschedule":
        return st.purpose === "networking" ? "networking" : "meeting";
      case "offer":
        if (st.purpose === "sales" || /\b(?:demo|trial|software|service|product|tool|platform|app)\b/i.test(main.text))
          return "sales";
        // "the project will be a week late ..., offer a free revision round": bad news and a make-good, not a request.
        return list.some((i) => "fact" in i && i.fact.bad && !i.fact.reported && i.fact.form === "statement")
          ? "update"
          : "request";
      case "persuade":
        return "request";
      case "welcome":
        return "welcome";
      case "welcome-other":
      case "announce":
        return "announcement";
      case "update":
      case "share":
      case "confirm":
        return st.purpose === "follow-up" ? "follow-up" : "update";
      case "reply":
        return "reply";
      default:
        break;
    }
  }
  if (st.purpose === "thank-you" && (!main || /^(?:thank|about)$/.test(main.kind))) return "thanks";
  if (st.purpose === "networking" && (!main || /^(?:about|whether|get|purpose)$/.test(main.kind))) return "networking";
  if (st.purpose === "sales" && (!main || /^(?:about|purpose|get)$/.test(main.kind))) return "sales";
  if (st.purpose === "follow-up" && !main) return "follow-up";
  if (st.purpose === "introduction" && !main) return "introduction";
  // A customer telling a company what went wrong with what they bought: a complaint, not news.
  if (
    !main &&
    writesAsCustomer(text) &&
    /\b(?:flicker\w*|broke|broken|faulty|defective|stopped working|damaged|cracked|not working|doesn['’]t work|won['’]t (?:turn on|charge|start))\b/i.test(
      allText,
    )
  )
    return "complaint";
  if (!main) return /\bthank/i.test(text) ? "thanks" : "announcement";
  if (main.kind === "about" || main.kind === "purpose") {
    if (st.purpose === "follow-up") return "follow-up";
    const onlyNews = allAsks.every((a) => /^(?:about|announce|tell)$/.test(a.kind)) && list.some((i) => "fact" in i);
    return onlyNews ? "announcement" : "request";
  }
  return "request";
}
