/**
 * Note-style details of a prompt ("Salary 90-110k EUR, hybrid, visa sponsorship available", "free entry, wine and
 * snacks") written as sentences ("The salary is 90-110k EUR. The role is hybrid. Visa sponsorship is available.").
 * A detail no pattern fits is kept as written, as a sentence.
 */
import { isAre } from "./post-number";
import { hasFiniteVerb } from "./post-rewrite";
import type { Intent, Status } from "./post-frames.types";
import { asSentence, capitalise } from "./post-text";
import { extractWhen, tidy } from "./post-when-where";

/**
 * "Salary: £30k", "Entry £5", "Deposits £50", "tickets £10 at the door": what is paid, said with its price ("Entry is
 * £5.", "Deposits are £50."); a price the tagger reads as a verb ("Deposits £50") is said whole.
 */
export function costSentence(text: string, priced = false): string | null {
  const m =
    /^(salary|pay|compensation|rate|budget|price|cost|fee|deposit|deposits|fees|prices|tickets?|admission|entry|entrance|membership)\s*(?::|is|are|of)?\s+(.+)$/i.exec(
      text.trim().replace(/[.!]+$/, ""),
    );
  if (!m) return null;
  const what = m[1]!.toLowerCase();
  // ("Membership matters": only a price makes a note of the words the tagger may read otherwise.)
  if (!/^(?:[$€£]|\d|free\b)/i.test(m[2]!) && (priced || /^(?:deposits?|fees|prices|membership)$/.test(what)))
    return null;
  const subject = /^(?:entry|admission|entrance|membership|tickets|deposits|fees|prices)$/.test(what)
    ? capitalise(what)
    : `The ${what}`;
  return `${subject} ${/s$/.test(what) ? "are" : "is"} ${m[2]}.`;
}

/**
 * "booking essential", "registration required", "Booking recommended on weekends": what the reader must do first, said
 * of it ("Booking is essential.", "Booking is recommended on weekends."), with the time or place it is said of.
 */
export function bookingSentence(text: string): string | null {
  const m =
    /^((?:advance\s+|pre-?)?(?:booking|bookings|registration|reservations?|tickets))\s+(?:is\s+|are\s+)?(essential|required|needed|advised|recommended|encouraged)((?:\s+(?:on|at|for|in|from|before|by|during|over)\s+[^,;]+)?)$/i.exec(
      text.trim().replace(/[.!]+$/, ""),
    );
  if (!m) return null;
  return `${capitalise(m[1]!.toLowerCase())} ${/s$/i.test(m[1]!) ? "are" : "is"} ${m[2]!.toLowerCase()}${m[3]}.`;
}

/**
 * Things a job asks for that are counted, said with "a" ("Portfolio essential" -> "You'll need a portfolio.";
 * "Xero", "experience" and "first aid" stay bare).
 */
const COUNTED_NEED =
  /^(?:(?:strong|good|relevant|recent|online|design|full|clean|valid|uk|enhanced|current|university)\s+)?(?:portfolio|(?:driving\s+)?licen[cs]e|degree|car|van|laptop|passport|dbs(?:\s+check)?|certificate|cv|smartphone|bike|work permit|visa)$/i;

/** One comma part of a note-style detail as a sentence, or null. */
export function partSentence(part: string, intent: Intent, status: Status): string | null {
  const p = part.trim().replace(/[.!]+$/, "");
  let m: RegExpExecArray | null;
  const cost = costSentence(p);
  if (cost) return cost;
  // "£24k starting", "$60k a year": a salary written as a note.
  if (
    (m =
      /^([$€£]\s?[\d.,]+\s?k?|[\d.,]+\s?k?\s?(?:€|eur|usd|gbp))\s+(starting(?:\s+salary)?|to\s+start|salary|(?:a|per)\s+(?:year|annum)|annually|p\.?a\.?)$/i.exec(
        p,
      ))
  ) {
    return /^(?:starting|to\s+start)/i.test(m[2]!)
      ? `The starting salary is ${m[1]}.`
      : /salary/i.test(m[2]!)
        ? `The salary is ${m[1]}.`
        : `The salary is ${m[1]} a year.`;
  }
  // "300 visitors", "over 120 runners" after a thank-you or an event: how many came or took part.
  if (
    status !== "upcoming" &&
    (m =
      /^((?:over |more than |nearly |almost |about |around )?\d[\d,]*\+?)\s+(?:(visitors|people|guests|attendees|families|fans|customers|shoppers|kids|children)|(runners|participants|volunteers|players|teams|schools|walkers|riders|swimmers))$/i.exec(
        p,
      ))
  )
    return `${m[1]} ${(m[2] ?? m[3])!.toLowerCase()} ${m[2] ? "came" : "took part"}.`;
  const first = bookingSentence(p);
  if (first) return first;
  // "SQL and Python needed", "experience preferred": what a role asks for, said as a sentence.
  if ((m = /^(.+?)\s+(needed|required|essential|preferred|a plus|an advantage)$/i.exec(p)) && !/\d/.test(m[1]!)) {
    const what = m[1]!.trim();
    if (what.split(/\s+/).length <= 6 && !/^no\b/i.test(what) && !hasFiniteVerb(what)) {
      const need = /^\p{Lu}{2,}|^\p{Lu}\p{Ll}+\s+(?:and|or|&)\s+\p{Lu}/u.test(what)
        ? what
        : what[0]!.toLowerCase() + what.slice(1);
      return /^(?:needed|required|essential)$/i.test(m[2]!)
        ? `You'll need ${COUNTED_NEED.test(need) ? `${/^[aeiou]/i.test(need) ? "an" : "a"} ${need}` : need}.`
        : `${capitalise(what)} ${isAre(what)} ${m[2]!.toLowerCase()}.`;
    }
  }
  // "£28k-£32k" in a job post: the pay, said as the salary.
  if (
    intent === "hiring" &&
    (m = /^([$€£]\s?[\d.,]+\s?k?(?:\s?[-–]\s?[$€£]?\s?[\d.,]+\s?k?)?)(\s+(?:a|per)\s+(?:year|annum))?$/i.exec(p))
  )
    return `The salary is ${m[1]}${m[2] ? " a year" : ""}.`;
  // "Paid training", "unpaid internship": what is paid.
  if ((m = /^(paid|unpaid)\s+([a-z]+(?:\s+[a-z]+)?)$/i.exec(p)))
    return `The ${m[2]!.toLowerCase()} ${isAre(m[2]!)} ${m[1]!.toLowerCase()}.`;
  if ((m = /^free\s+(entry|admission|entrance|shipping|delivery|parking|wi-?fi|registration)\b(.*)$/i.exec(p)))
    return `${capitalise(m[1]!.toLowerCase())} is free${m[2]}.`;
  if ((m = /^(entry|admission|entrance|shipping|delivery|parking|registration)\s+(?:is\s+)?free\b(.*)$/i.exec(p)))
    return `${capitalise(m[1]!.toLowerCase())} is free${m[2]}.`;
  if ((m = /^(?:the\s+)?(first|1st)\s+(\w+)\s+(?:is\s+)?free\b(.*)$/i.exec(p)))
    return `The first ${m[2]} is free${m[3]}.`;
  if (
    (m =
      /^([$€£]\s?\d+(?:[.,]\d\d)?|\d+(?:[.,]\d\d)?\s?(?:€|eur|usd|gbp|dollars|euros|pounds))\s*(?:(?:a|per)\s+|\/\s?)(\w+)$/i.exec(
        p,
      ))
  )
    // ("£11.50/hour" in a job post is the pay.)
    return `${intent === "hiring" && /^(?:hour|hr|day|shift|week)$/i.test(m[2]!) ? "The pay is" : "It's"} ${m[1]}${p.slice(m[1]!.length).trim().startsWith("/") ? "" : " "}${p.slice(m[1]!.length).trim()}.`;
  if ((m = /^(available|on sale|in stores|out)\b(.*)$/i.exec(p)))
    return `${status === "upcoming" ? "It will be" : "It's"} ${m[1]!.toLowerCase()}${m[2]}.`;
  if ((m = /^no\s+(.+?)\s+(needed|required|necessary)\b(.*)$/i.exec(p))) {
    // "no experience needed we'll train you": the clause after it is a sentence of its own.
    const next = /^\s+((?:we|i|you)(?:'ll|'re|'d|'ve)?\b.*)$/i.exec(m[3]!);
    return next
      ? `No ${m[1]} ${isAre(m[1]!)} ${m[2]}. ${asSentence(capitalise(next[1]!))}`
      : `No ${m[1]} ${isAre(m[1]!)} ${m[2]}${m[3]}.`;
  }
  // "episode 1 out", "guests: Dr. Amy Chen": a release's notes.
  if (
    (m =
      /^((?:the\s+)?(?:episode|issue|chapter|part|season|volume|trailer|video|demo|beta)\s+\d+)\s+(?:is\s+)?(out now|out|live|available now)$/i.exec(
        p,
      ))
  )
    return `${capitalise(m[1]!)} is ${m[2]!.toLowerCase()}.`;
  if ((m = /^(guest|speaker|host|panelist)s?\s*:\s+(.+)$/i.exec(p))) {
    const many = /,|\s(?:and|&)\s/.test(m[2]!);
    return `Our ${m[1]!.toLowerCase()}${many ? "s are" : " is"} ${m[2]}.`;
  }
  // "Open to remote", "Referrals appreciated": a job seeker's notes.
  if ((m = /^open to (remote(?: work)?|relocation|relocating|hybrid(?: work)?|contract work|freelance work)$/i.exec(p)))
    return `I'm open to ${m[1]!.toLowerCase().replace(/^(remote|hybrid)$/, "$1 work")}.`;
  if (
    (m =
      /^(.+?)\s+(available|needed|required|included|provided|welcome|a must|optional|appreciated|encouraged)\b(.*)$/i.exec(
        p,
      )) &&
    !/\b(?:is|are)\b/i.test(m[1]!)
  ) {
    // "all welcome", "everyone welcome": "All are welcome.", "Everyone is welcome."
    // "Walk-ins still welcome": the adverb goes after the verb ("Walk-ins are still welcome").
    const adv = /\s+(still|also|always|now|very|more than|most)$/i.exec(m[1]!);
    const subject = adv ? m[1]!.slice(0, adv.index) : m[1]!;
    const be = /^(?:all|both|many|most|several)$/i.test(subject.trim()) ? "are" : isAre(subject);
    return `${capitalise(subject)} ${be}${adv ? ` ${adv[1]!.toLowerCase()}` : ""} ${m[2]}${m[3]}.`;
  }
  if (intent === "hiring") {
    if (/^(?:paid|unpaid|salaried)$/i.test(p)) return `The role is ${p.toLowerCase()}.`;
    if (
      /^(?:fully\s+)?(?:hybrid|remote|remote-friendly|remote-first|on-?site|in-?office|full[- ]?time|part[- ]?time|permanent|temporary|freelance|contract|flexible)(?:\s+(?:role|position|job|work|hours))?$/i.test(
        p,
      )
    ) {
      // "Flexible hours" are the hours that are flexible, not the role ("The hours are flexible."); "hybrid work" is
      // the role being hybrid.
      const hours = /^(.+?)\s+hours$/i.exec(p);
      if (hours) return `The hours are ${hours[1]!.toLowerCase()}.`;
      return `The role is ${p.replace(/\s+(?:role|position|job|work)$/i, "").toLowerCase()}.`;
    }
    // "Remote in EU", "hybrid in Austin": where the role is done; "Remote within EU OK": where it may be done.
    if (
      (m =
        /^(?:fully\s+)?(remote|hybrid|on-?site)\s+(in|from|within|across)\s+(.{2,40}?)(?:\s+(?:is\s+)?(ok|okay|fine|possible|considered))?$/i.exec(
          p,
        ))
    ) {
      const where = `${m[2]!.toLowerCase()} ${m[3]!.replace(/^(EU|UK|US|USA|UAE|Netherlands)$/, "the $1")}`;
      return m[4]
        ? `${/^remote$/i.test(m[1]!) ? "Working remotely" : /^hybrid$/i.test(m[1]!) ? "Hybrid working" : "On-site work"} ${where} is ${/^ok(?:ay)?$/i.test(m[4]) ? "fine" : m[4].toLowerCase()}.`
        : `The role is ${m[1]!.toLowerCase()} ${where}.`;
    }
    // "3 days in office", "2 days a week in the office": how much of a hybrid week is spent there.
    if (
      (m =
        /^(\d+(?:\s?[-–]\s?\d+)?|one|two|three|four)\s+days?\s+(?:(?:a|per)\s+week\s+)?(?:in|at|on)\s+(?:the\s+)?((?:\p{Lu}[\p{L}'’-]*\s+){0,2})(office|studio|site|clinic|shop|store|lab)$/iu.exec(
          p,
        ))
    )
      return `It's ${m[1]} ${/^(?:1|one)$/i.test(m[1]!) ? "day" : "days"} a week in the ${m[2]}${m[3]!.toLowerCase()}.`;
    if ((m = /^(weekends|evenings|nights|mornings|weekdays)(?:\s+only)?$/i.exec(p)))
      return `The shifts are ${/^week/i.test(m[1]!) ? "on" : "in the"} ${m[1]!.toLowerCase()}.`;
    if (/^\d+(?:\s?[-–]\s?\d+)?\s+(?:hours|days)(?:\s+(?:a|per)\s+week)?$/i.test(p))
      return `It's ${p}${/week/i.test(p) ? "" : " a week"}.`;
    if (/^(?:(?:\d+\+?|several|a few)\s+years?(?:'|')?\s+(?:of\s+)?experience|experience\s+with\s+.+)$/i.test(p))
      return `We're looking for ${p}.`;
  }
  // "25 hours a week" after a job or a course: how long it takes each week.
  if (/^\d+(?:\s?[-–]\s?\d+)?\s+hours\s+a\s+week$/i.test(p)) return `It's ${p}.`;
  // "Monday to Friday": the working days of a job, not the dates it runs.
  if (
    intent === "hiring" &&
    (m =
      /^(?:from\s+)?((?:mon|tues|wednes|thurs|fri|satur|sun)day)\s*(?:to|-|–|through|till|until)\s*((?:mon|tues|wednes|thurs|fri|satur|sun)day)$/i.exec(
        p,
      ))
  )
    return `The hours are ${m[1]} to ${m[2]}.`;
  // "June to August": dates alone.
  if (!extractWhen(p).rest && /\s(?:to|until|till|through|-|–)\s/.test(p))
    return `${intent === "hiring" ? "The role runs" : "It runs"} from ${p.replace(/^from\s+/i, "")}.`;
  // "Free", "Free for the first 3 months": the price of the thing, said of it.
  if ((m = /^free\s+((?:for|to|until|till|on|in|with|at|from|all|this|before|through)\b.*)$/i.exec(p)))
    return `It's free ${m[1]}.`;
  // "Ages 8-12", "Tuesdays 4-5:30pm": who the class is for and when it runs, said of it.
  if ((m = /^(?:for\s+)?(ages?\s+\d+\s*(?:[-–]\s*\d+|\+))$/i.exec(p))) return `It's for ${m[1]!.toLowerCase()}.`;
  if (
    (m =
      /^((?:mon|tues|wednes|thurs|fri|satur|sun)days)\s+(\d[\d:.]*\s*(?:am|pm)?\s*[-–]\s*\d[\d:.]*\s*(?:am|pm)?)$/i.exec(
        p,
      ))
  )
    return `It runs on ${capitalise(m[1]!.toLowerCase())}, ${m[2]}.`;
  // "£5 donation": a donation that is the price of taking part.
  if ((m = /^([$€£]\s?\d+(?:[.,]\d\d)?)\s+(suggested\s+)?donation$/i.exec(p)))
    return `Entry is ${m[2] ? "by a suggested" : "a"} ${m[1]} donation.`;
  // "sizes XS-XXL", "sizes 6 to 18": the range the thing comes in.
  if ((m = /^(?:in\s+)?sizes?\s+(\w+)\s*(?:[-–]|to)\s*(\w+)$/i.exec(p))) return `Sizes run from ${m[1]} to ${m[2]}.`;
  // "£45" alone after the thing: its price ("It's £45." for one thing or a ticket, "They're £45 each." is not known).
  if (/^[$€£]\s?\d+(?:[.,]\d\d)?$/.test(p) && intent !== "hiring" && intent !== "event") return `The price is ${p}.`;
  // "20% off all weekend": an offer said to the reader ("Enjoy 20% off all weekend.").
  if (/^(?:up to\s+)?\d+%\s+off\b/i.test(p)) return `Enjoy ${p}.`;
  // "cash or card", "card only": how to pay, not an offer.
  const PAY = String.raw`(?:cash|cards?|contactless|card payments?|apple pay|google pay|paypal|venmo|cheques?|checks?|bank transfer)`;
  if (
    (m = new RegExp(
      String.raw`^(?:(?:we\s+)?(?:accept|take)\s+)?(${PAY}(?:(?:\s*,\s*|\s+(?:and|or|&)\s+)${PAY})*)(\s+only)?$`,
      "i",
    ).exec(p))
  )
    return m[2]
      ? `Payment is ${m[1]!.toLowerCase()} only.`
      : `You can pay by ${m[1]!.toLowerCase().replace(/\s+(?:and|&)\s+(?=\S+$)/, " or ")}.`;
  // "Spaces limited", "Limited quantities": what is limited, said of it.
  if (
    (m =
      /^(?:limited\s+(spaces|places|seats|spots|tickets|quantities|stock|numbers|availability)|(spaces|places|seats|spots|tickets|numbers)\s+(?:are\s+)?limited)$/i.exec(
        p,
      ))
  ) {
    const what = (m[1] ?? m[2])!.toLowerCase();
    return `${capitalise(what)} ${/^(?:stock|availability)$/.test(what) ? "is" : "are"} limited.`;
  }
  if ((m = /^free\s+(.+)$/i.exec(p)))
    return `${status === "upcoming" ? "There will be" : `There ${isAre(m[1]!)}`} free ${m[1]}.`;
  if (
    intent === "event" &&
    /^(?:live\s+\w+|(?:wine|food|drinks|snacks|music|prizes|cake|coffee|tea|pizza|games)(?:\s+and\s+\w+)?|food|drinks|snacks|music|prizes|raffle|games|coffee)$/i.test(
      p,
    )
  ) {
    return `${status === "upcoming" ? "There will be" : "There's"} ${p}.`;
  }
  return null;
}

/** A note-style detail as sentences (or as the note itself when no pattern fits). */
export function detailOf(fragment: string, intent: Intent, status: Status): string[] {
  // "No experience needed, just love for dogs": "just ..." belongs to the part before it.
  const parts = fragment
    // "Austin, TX": a town and its state are one part.
    .split(/\s*,(?!\d{3}\b)(?!\s*[A-Z]{2}\b)\s*(?!just\b|but\b)/)
    .map((x) => tidy(x))
    .filter(Boolean);
  const out: string[] = [];
  // Parts no pattern fits stay together as written ("12 weeks, online, evenings.").
  let notes: string[] = [];
  const flush = () => {
    if (notes.length) out.push(asSentence(notes.join(", ")));
    notes = [];
  };
  for (const part of parts) {
    const [head, just] = part.split(/\s*,\s*(?=just\b)/i);
    const s = partSentence(head!, intent, status);
    // "weekends, at Corner Cup on Elm street": a place goes with the sentence before it.
    if (!s && !notes.length && out.length && /^(?:at|in|near)\s+\S/i.test(part)) {
      out[out.length - 1] = `${out[out.length - 1]!.replace(/[.!]$/, "")} ${part}.`;
      continue;
    }
    if (!s) {
      notes.push(part);
      continue;
    }
    flush();
    out.push(just ? `${s.replace(/\.$/, "")}, ${just}.` : s);
  }
  flush();
  return out;
}
