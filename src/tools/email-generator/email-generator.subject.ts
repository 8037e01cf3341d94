import { complementItems } from "./email-generator.complements";
/**
 * Subject lines: a frame chosen by intent, filled with a complete phrase from the prompt (a noun phrase, or a clause in
 * headline style: "The server migration has been moved to Saturday" -> "Server migration moved to Saturday"). A phrase
 * that is too long loses whole trailing parts (", especially ...", "because ...", "on 3 May"), never half a phrase.
 */
import type { EmailTone } from "./contract";
import { gerundPhrase, isClause } from "./email-generator.clause";
import { soundSubject } from "./email-generator.subject-check";
import { topicSubject } from "./email-generator.subject-topic";
import { INTENTS, PURPOSES } from "./email-generator.data";
import { roleOf } from "./email-generator.compose";
import { QUOTE_FROM_READER, asks, facts, type Ask, type EmailFacts } from "./email-generator.model";
import { baseVerb, collapse, lowerFirst, speaksAsWe, stripEnd, upperFirst } from "./email-generator.text";
import { withoutReaders } from "./email-generator.offered";

const MAX = 60;
const FUNCTION_END =
  /\s+(?:the|a|an|of|to|for|and|or|with|in|on|at|by|my|our|your|from|that|this|about|before|after|during|until|into|over|per|via|than|as|is|are|was|were|will|be|has|have|been|so|but|if|when|while|its|their|his|her|sometime|some time|soon|later)$/i;

/** A complete phrase of at most `max` characters: cut at clause breaks first, then before trailing prepositional phrases. */
function headline(text: string, max = MAX): string {
  let t = stripEnd(collapse(text));
  // Clause breaks: what follows explains or adds ("..., especially the help with ...", "... because ...").
  t = t.split(
    /\s*(?:,\s|;|:\s|\s\()\s*|\s+[-–—]\s+|\s+(?:because|so that|so|which|who|whereas|although|while|whilst|but|as well as|especially|including|pending|after which)\s+|\s+that\s+(?=(?:I|we)\s+(?:saw|found|read|heard|spotted|noticed|came across|mentioned|discussed|sent|received|ordered|bought)\b)|\s+since\s+(?=(?:I|we|you|they|he|she|it|the|our|my)\b)|\s+and\s+(?=(?:we|I|you|they|it|he|she|the|our)\b)/i,
  )[0]!;
  // Too long: drop a second clause ("... processed and should appear in 5 to 7 days") before trailing phrases.
  if (t.length > max && /\s+and\s+(?=\p{Ll}+\b)/u.test(t)) t = t.split(/\s+and\s+(?=\p{Ll}+\b)/u)[0]!;
  while (t.length > max) {
    const cut = t.match(
      /^(.*\S)\s+(?:in|on|at|by|for|from|with|during|after|before|until|to|via|about|within|into|and|or)\s+[^]*$/i,
    );
    let shorter = cut ? lastPrep(t) : null;
    // "your coffee machine arrived with a cracked lid": a phrase that is the news itself is kept, a little over.
    if (shorter && BARE_EVENT_END.test(shorter) && t.length <= max + 20) break;
    // "why invoice 4471 charges 300 units when we only received 250": a clause after "when"/"if" goes before a cut.
    if (!shorter || shorter === t) shorter = beforeSubordinate(t);
    if (!shorter || shorter === t) {
      // A few characters over is better than a phrase cut in two ("away 3-10" without its "August").
      if (t.length > max + 10) t = t.slice(0, max).replace(/\s+\S*$/, "");
      break;
    }
    t = shorter;
  }
  // "papers are due a week before": "before" after a span of time is an adverb, not a dangling preposition.
  while (
    FUNCTION_END.test(t) &&
    !/\b(?:days?|weeks?|months?|years?|hours?|minutes?)\s+(?:before|after|later)$/i.test(t)
  )
    t = t.replace(FUNCTION_END, "");
  return stripEnd(t);
}

/** A clause that would end in its bare verb ("your order shipped", "the parcel arrived") if cut here. */
const BARE_EVENT_END =
  /(?:^|\s)(?:\p{Ll}+ed|arrived|came|went|broke|left|fell|got|happened|shipped|turned up|showed up|went out)$/u;

/** The text before its last "when"/"if"/"unless"/"once" clause, or null ("... charges 300 units when ..."). */
function beforeSubordinate(t: string): string | null {
  const m =
    /^(.{12,}?\S)\s+(?:when|whenever|if|unless|once|whereas|though|although|since|as|even though)\s+\S[^]*$/i.exec(t);
  return m ? m[1]! : null;
}

/** The phrase without its last prepositional phrase ("the summit in Denver on October 9" -> "the summit in Denver"). */
function lastPrep(t: string): string | null {
  const words = t.split(/\s+/);
  // Never so early that a pronoun and its verb are all that is left ("I forgot").
  for (let i = words.length - 1; i >= (/^(?:I|we|you|they|he|she|it)$/i.test(words[0]!) ? 3 : 2); i--) {
    // Never between two numbers ("5 to 7 days").
    if (/^(?:to|and|or)$/i.test(words[i]!) && /\d/.test(words[i - 1]!) && /\d/.test(words[i + 1] ?? "")) continue;
    // Nor inside a span ("from Tuesday to Thursday"): cut before "from" or keep both ends.
    if (/^(?:to|until|till)$/i.test(words[i]!) && words.slice(Math.max(0, i - 4), i).some((w) => /^from$/i.test(w)))
      continue;
    // Nor inside a pair of names or days ("Tuesdays and Thursdays").
    if (/^(?:and|or)$/i.test(words[i]!) && /^\p{Lu}/u.test(words[i - 1]!) && /^\p{Lu}/u.test(words[i + 1] ?? ""))
      continue;
    if (
      /^(?:in|on|at|by|for|from|with|during|after|before|until|to|via|about|within|into|and|or|starting|beginning|effective)$/i.test(
        words[i]!,
      )
    )
      return words.slice(0, i).join(" ");
  }
  return null;
}

/** A clause in headline style: no leading "the", no auxiliary before a participle ("has been moved" -> "moved"). */
function headlineClause(clause: string, max = MAX): string {
  const t = clause
    // "the heating hasn't worked since Saturday" -> "Heating not working since Saturday".
    .replace(
      /\b(?:has|have|had|is|are|was|were|does|do|did)(?:n['’]t| not)\s+(?:been\s+)?work(?:ed|ing)?\b/i,
      "not working",
    )
    .replace(/^(?:the|a|an)\s+/i, "")
    // "review that was scheduled for Tuesday needs to move": the relative clause goes, the main verb stays.
    .replace(
      /^((?:[\p{L}-]+\s+){0,3}?[\p{L}-]+)\s+(?:that|which|who)\s+(?:was|were|is|are|had been|has been)\s+[^,]+?\s+(?=(?:needs?|has|have|is|are|was|were|will|must|moves?|moved|starts?|ends?|can|should)\b)/iu,
      "$1 ",
    )
    .replace(/^(?:I am|I['’]m|we are|we['’]re)\s+(?=\p{L}+ing\b)/iu, "")
    .replace(/^(?:I|we)(?:['’]ve| have) been\s+(?=\p{L}+ed\b)/iu, "")
    .replace(
      /\b(?:has been|have been|had been|is being|are being|was|were|is|are|will be|has|have)\s+(?=(?:\p{L}+ed|lost|sent|shipped|paid|done|made|given|taken|moved|closed|found|held|set|cut|put|run|won|built|written|chosen|broken|hit|met|led|left|approved|finished|delayed|postponed|cancell?ed|confirmed|down|offline|open|late|overdue|unavailable|out)\b)/iu,
      "",
    );
  return upperFirst(headline(t, max));
}

const noDet = (s: string) => s.replace(/^(?:the|a|an)\s+/i, "");
const invoiceOf = (text: string) =>
  text.match(/\binvoice\s+(?:no\.?\s*|number\s+)?(#?\s*[A-Z]*-?\d[\w-]*)/i)?.[1]?.replace(/\s+/g, "");

function mainAsk(f: EmailFacts): Ask | undefined {
  const list = asks(f).filter((a) => (a.kind !== "announce" || a.text) && a.kind !== "reply");
  return list.find((a) => a.kind !== "ask-about") ?? list[0];
}

/** News of a delay or a cancellation ("the launch slips from 1 June to 15 June"). */
const DELAY_NEWS =
  /\b(?:slips?|slipped|delayed|postponed|pushed back|moved back|is late|are late|cancell?ed|moves? to|rescheduled)\b|\b(?:will be|is going to be|are going to be|is running|are running)\s+(?:[\p{L}\d]+\s+){0,3}late\b/iu;

export function subjectFor(f: EmailFacts, purpose: keyof typeof PURPOSES, tone: EmailTone, prompt = ""): string {
  const main = mainAsk(f);
  /** The prompt speaks for one person ("I", never "we"). */
  const solo = Boolean(prompt) && !speaksAsWe(prompt);
  const statements = facts(f).filter((x) => x.form === "statement");
  // "I am handing over the Henley account ..." names the email by what is being done ("Handing over the Henley account").
  // (So does bad news the writer must act on: "I need to push the website launch from the 3rd to the 10th because ..."
  // -> "Pushing the website launch from the 3rd to the 10th".)
  const mustDo = statements[0]?.bad
    ? statements[0].text.match(
        /^I (?:need|have|had|will have) to (\p{Ll}+\b.*?)(?:,?\s+(?:because|as|since|due to)\b.*)?$/u,
      )?.[1]
    : undefined;
  const doing =
    statements[0]?.text.match(/^I am (\p{Ll}+ing\b.*)$/u)?.[1] ?? (mustDo ? gerundPhrase(mustDo) : undefined);
  const found = doing
    ? { ...statements[0]!, text: doing }
    : (statements.find((x) => !/^(?:I|It was great|I really enjoyed|Here is|Thank you for asking)\b/.test(x.text)) ??
      statements[0]);
  // "From 1 March, Jo is our new head of support" -> "Jo is our new head of support from 1 March".
  const timeLed = found?.text.match(
    /^((?:From|As of|Starting|Effective|On|Next|This)\s+[^,]{1,25}?)(?:,\s+|\s+(?=(?:all|the|our|every|each|your|my)\s))(.+)$/i,
  );
  const firstFact =
    found && timeLed
      ? { ...found, text: `${timeLed[2]} ${timeLed[1]![0]!.toLowerCase()}${timeLed[1]!.slice(1)}` }
      : found;
  const all = [...asks(f).map((a) => a.text), ...facts(f).map((x) => x.text)].join(" ");
  const x = main?.text ? headline(main.text) : "";
  let subject: string;
  switch (f.intent) {
    case "time-off": {
      const date = asks(f)
        .find((a) => a.kind === "time-off")
        ?.text.match(
          /\b(?:(?:next|this)\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day(?:\s+the\s+\d{1,2}(?:st|nd|rd|th)?)?|(?:next|this)\s+week|\p{Lu}\p{Ll}+\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?\s+\p{Lu}\p{Ll}+)\b/iu,
        )?.[0];
      subject = date ? `Time off request: ${upperFirst(date)}` : "Time off request";
      break;
    }
    case "sympathy":
      subject = INTENTS.sympathy.subject;
      break;
    case "farewell": {
      // "I'm leaving Brightwave ...": the place left names it; "my last day is 31 January" dates it.
      const left = all.match(/\bleaving\s+(\p{Lu}[\p{L}&]+(?:\s+\p{Lu}[\p{L}&]+)*)/u)?.[1];
      const lastDay = all.match(
        /\bmy\s+last\s+day\s+(?:is|will\s+be)\s+((?:next\s+|this\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|\d{1,2}(?:st|nd|rd|th)?\s+\p{Lu}\p{Ll}+|\p{Lu}\p{Ll}+\s+\d{1,2}(?:st|nd|rd|th)?|the\s+\d{1,2}(?:st|nd|rd|th))\b/iu,
      )?.[1];
      subject = left ? `Leaving ${left}` : lastDay ? `Moving on: my last day is ${lastDay}` : INTENTS.farewell.subject;
      break;
    }
    case "sick":
      subject = /\btoday\b/i.test(all)
        ? "Out sick today"
        : /\btomorrow\b/i.test(all)
          ? "Out sick tomorrow"
          : "Out sick";
      break;
    case "payment": {
      const invoice = invoiceOf(all);
      const amount = all.match(/[$€£]\s?\d[\d,.]*(?:\s?(?:k|m))?/)?.[0];
      subject = invoice
        ? `Payment reminder: invoice ${invoice}`
        : amount
          ? `Payment reminder: ${amount}`
          : "Payment reminder";
      break;
    }
    case "sales": {
      if (main?.kind === "follow-up" && x) {
        subject = `Following up on ${x.replace(/\s+(?:we did|we had|I gave)\b.*$/i, "")}`;
        break;
      }
      const offer = asks(f).find((a) => a.kind === "offer")?.text;
      const offered = offer === undefined ? undefined : withoutReaders(offer);
      const benefit = statements
        .map((s) =>
          s.text.match(
            /^(?:In particular, it|it|we|(our [\p{L} -]+?)|this)\s+(cuts|reduces|saves|lowers|boosts|increases|improves|doubles|halves|speeds up|cut|reduced|saved|save|reduce|lower|boost|increase|improve)\s+(.+)$/iu,
          ),
        )
        .find(Boolean);
      const product = /^(?:our|my)\b/i.test(offered ?? "") ? offered : (benefit?.[1] ?? offered);
      // "our onboarding software that cuts new-hire paperwork time in half": the benefit names the email.
      const that = main?.text.match(
        /^((?:our|my)\s+[\p{L}\s-]+?)\s+(?:that|which)\s+(cuts|reduces|saves|lowers|boosts|increases|improves|doubles|halves|speeds up)\s+(.+)$/iu,
      );
      if (that) {
        subject = `${upperFirst(benefitVerb(that[2]!))} ${headline(that[3]!, 45)} with ${that[1]!.replace(/^Our\b/, "our")}`;
        break;
      }
      // "We make scheduling software called ChairTime that cuts no-shows": "Cut no-shows with ChairTime".
      const called = statements
        .map((s) =>
          s.text.match(
            /\bcalled\s+(\p{Lu}[\p{L}\p{N}-]*)\s+(?:that|which)\s+(cuts|reduces|saves|lowers|boosts|increases|improves|doubles|halves|speeds up)\s+(.+)$/u,
          ),
        )
        .find(Boolean);
      if (called) {
        const gain = called[3]!.split(/\s+(?:with|by|for|in|using|through)\s+/i)[0]!;
        subject = `${upperFirst(benefitVerb(called[2]!))} ${headline(gain, 40)} with ${called[1]}`;
        break;
      }
      const discuss = offered?.match(/\bto discuss\s+(.+)$/i)?.[1];
      if (discuss && !benefit) subject = upperFirst(headline(discuss));
      else if (benefit && product && /^(?:our|my)\b/i.test(product))
        subject = `${upperFirst(benefitVerb(benefit[2]!))} ${headline(benefit[3]!, 30)} with ${headline(product, 30).replace(/^Our\b/, "our")}`;
      else if (product) subject = upperFirst(noDet(headline(product)));
      else subject = x ? upperFirst(noDet(x)) : INTENTS.sales.subject;
      break;
    }
    case "thanks":
      subject = main?.kind === "thank" && x ? `Thank you for ${x}` : "Thank you";
      break;
    case "congrats":
      subject =
        main?.kind === "congratulate" && x
          ? `Congratulations on ${x}`
          : firstFact
            ? `Congratulations: ${headlineClause(firstFact.text, 45)}`
            : "Congratulations";
      break;
    case "apology": {
      const bad = statements.find((y) => y.bad);
      const generic =
        /^(?:the|any|this|that)?\s*(?:inconvenience|trouble|confusion|delay|mix-up|mistake|error|issue)?$/i.test(x);
      const ours = solo ? (tone === "casual" || tone === "friendly" ? "Sorry" : "My apologies") : "Our apologies";
      subject =
        // "the website was down for 3 hours": a clause is no object of "Apologies for".
        main?.kind === "apologize" && x && !(generic && bad) && !isClause(x)
          ? `Apologies for ${x}`
          : main?.kind === "apologize" && x && isClause(x)
            ? `${ours}: ${lowerStart(headlineClause(x, 45))}`
            : bad
              ? `${ours}: ${lowerStart(headlineClause(bad.text, 45))}`
              : firstFact
                ? `${ours}: ${lowerStart(headlineClause(firstFact.text, 45))}`
                : ours;
      break;
    }
    case "welcome":
      subject = x ? `Welcome to ${headline(x.replace(/^to\s+/i, ""))}${starterName(f)}` : welcomeSubject(f, all);
      break;
    case "follow-up":
      if (main && /^(?:about|ask-about)$/.test(main.kind) && x) subject = `Following up on ${x}`;
      else if (main?.kind !== "follow-up" && firstFact)
        subject = `Following up on ${nounOf(firstFact.text) ?? headlineClause(firstFact.text, 40)}`;
      else
        subject = !x
          ? firstFact
            ? `Following up on ${nounOf(firstFact.text) ?? headlineClause(firstFact.text, 40)}`
            : "Following up"
          : /^(?:after|since|from)\b/i.test(x)
            ? `Following up ${x}`
            : `Following up on ${interview(x)}`;
      break;
    case "reminder":
      if (attachedFirst(f)) {
        subject = attachedFirst(f)!;
        break;
      }
      subject = x ? `Reminder: ${main?.kind === "remind-that" ? headlineClause(main.text) : x}` : "Reminder";
      break;
    case "invitation": {
      const inv = asks(f).find((a) => a.kind === "invite")?.text;
      subject = !inv
        ? "You're invited"
        : /^(?:give|speak|join|attend|present|talk|visit|come|be)\b/i.test(inv)
          ? `Invitation to ${headline(inv)}`
          : `Invitation: ${noDet(headline(inv))}`;
      break;
    }
    case "introduction":
      if (main?.kind === "introduce" && main.text === "you to each other" && f.recipient.name) {
        subject = `Introduction: ${f.recipient.name}`;
        break;
      }
      subject =
        main?.kind === "introduce" && x
          ? `Introducing ${x.replace(/^((?:our|my)\s+(?:new\s+)?[\p{Ll}\s-]+?)\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)$/u, "$1, $2")}`
          : main?.kind === "introduce-self"
            ? `Introducing myself${/^and\s/i.test(x) ? ` ${x}` : ""}`
            : x
              ? `Introduction: ${noDet(x)}`
              : "Introduction";
      break;
    case "application":
      subject =
        main?.kind === "apply" && x
          ? // "the warehouse team leader job I saw on Indeed": the job, without where the writer saw it.
            `Application: ${noDet(x)
              .replace(/\s+(?:that\s+|which\s+)?(?:I|we)\s+(?:saw|found|spotted|read about)\b.*$/i, "")
              .replace(/\s+(?:(?:that\s+|which\s+)?(?:was\s+)?(?:advertised|posted|listed))\b.*$/i, "")
              .replace(/(\S)\s+(?:job|post|position|vacancy|opening)$/i, "$1")}`.replace(
              /^Application: (?:position|role|job|post|vacancy|opening)$/i,
              "Application",
            )
          : main?.kind === "thank" && x
            ? `Thank you for ${x}`
            : main?.kind === "get" && x
              ? `Request: ${x}`
              : x
                ? upperFirst(noDet(x))
                : "Application";
      break;
    case "acceptance":
      subject =
        main?.kind === "accept" && x ? `Accepting ${x.replace(/^(?:the|your)\s+/i, "your ")}` : "Accepting the offer";
      break;
    case "recruit": {
      // "we'd like to make an offer" after an interview: the subject is the offer, not "An opportunity you might like".
      const said = f.items.map((i) => ("ask" in i ? i.ask.text : i.fact.text)).join(". ");
      if (
        /\b(?:make (?:you |her |him |them )?an offer|offer (?:you|her|him|them) the (?:[\p{L}-]+\s+){0,4}?(?:role|job|position)|job offer)\b/iu.test(
          said,
        )
      ) {
        const job =
          /\b(?:for|as|offer (?:you|her|him|them))\s+(?:the|a|an|our)\s+([\p{L}\d -]{2,40}?\s(?:role|position|job))\b/iu.exec(
            said,
          )?.[1];
        subject = job ? `Job offer: ${job}` : "A job offer";
        break;
      }
      const role = asks(f).find((a) => a.kind === "recruit")?.text;
      const about = asks(f).find(
        (a) => a.kind === "about" && /\b(?:role|position|job|opening|vacancy)\b/i.test(a.text),
      )?.text;
      subject =
        (role ?? about)
          ? `An opportunity: ${noDet(headline((role ?? about)!)).replace(/^(?:our|my|an?)\s+/i, "")}`
          : INTENTS.recruit.subject;
      break;
    }
    case "decline":
      {
        const role = roleOf(f);
        subject =
          main?.kind === "decline" && x
            ? `Re: ${x.replace(/^(?:the|their)\s+/i, "your ")}`
            : role
              ? `Your application for ${role.replace(/^our\s+/i, "the ")}`
              : firstFact
                ? `Re: ${headlineClause(firstFact.text)}`
                : "Thank you";
      }
      break;
    case "complaint":
      {
        // The problem names a complaint better than a reference number ("Charged twice for October").
        const problem = statements.find((y) => y.bad) ?? firstFact;
        subject =
          main?.kind === "complain" && x
            ? `Complaint: ${x}`
            : main?.kind === "report" && x
              ? `Report: ${noDet(x)}`
              : problem
                ? `Complaint: ${headlineClause(problem.text, 50)}`
                : "Complaint";
      }
      break;
    case "notice":
      subject =
        /^my resignation$/i.test(x) || facts(f).some((y) => /\b(?:quit|quitting|resign\w*)\b/i.test(y.text))
          ? "Resignation"
          : // "resign from my position as warehouse supervisor": the order itself is the resignation.
            /^(?:to\s+)?(?:resign|quit|hand in my notice|give (?:my )?notice)\b/i.test(x)
            ? `Resignation${resignedRole(x)}`
            : x
              ? `Notice: ${headlineClause(x, 50).replace(/^I\s+/, "")}`
              : "Notice";
      break;
    case "meeting": {
      const topic = main?.text.match(
        /\b(?:to discuss|to talk about|about|on|regarding|to go over|to review)\s+(.+)$/i,
      )?.[1];
      const when = x.match(/^(?:an?\s+)?(?:\S+\s+)?(?:meeting|call|chat|catch-up|1:1|one-on-one|coffee)\s+(.+)$/i)?.[1];
      const about = statements
        .map(
          (y) =>
            y.text.match(
              /\b(?:renegotiate|discuss|review|talk about|go over|agree|plan|finali[sz]e)\s+((?:the|our|your|a)\s+[\p{L}\s-]+?)(?=\s+(?:with|because|before|by|for|on|in|at)\b|[,.]|$)/iu,
            )?.[1],
        )
        .find(Boolean);
      subject =
        main?.kind === "reschedule"
          ? `Rescheduling ${x}`
          : topic
            ? `Meeting request: ${noDet(headline(topic))}`
            : about
              ? `Meeting request: ${noDet(about)}${when ? ` (${when})` : ""}`
              : when
                ? `Meeting request: ${when}`
                : "Meeting request";
      break;
    }
    case "networking": {
      const about = facts(f).find((y) => /^(?:I really enjoyed|It was great to meet you)\b/.test(y.text))?.text;
      subject = about
        ? upperFirst(
            headline(
              about.replace(/^I really enjoyed\s+/, "").replace(/^It was great to meet you\s+/, "Great to meet you "),
            ),
          )
        : main?.kind === "whether"
          ? // "if the product manager role is still open": a question, not a statement that it is.
            `Quick question: ${questionHeadline(main.text)}`
          : x
            ? upperFirst(noDet(x))
            : PURPOSES.networking.subject;
      break;
    }
    case "reply": {
      // "a customer who wants to return a jacket after 45 days": the reply is to that request.
      const wish = statements
        .map((st) => /^I understand that you would like to (.+)$/.exec(st.text)?.[1])
        .find(Boolean);
      subject = f.quoted
        ? `Re: ${headline(f.quoted.replace(/[?!.]$/, ""))}${/\?$/.test(f.quoted) ? "?" : ""}`
        : wish
          ? `Re: your request to ${headline(wish)}`
          : firstFact
            ? `Re: ${headlineClause(firstFact.text)}`
            : INTENTS.reply.subject;
      break;
    }
    case "cancellation":
      subject = x ? `Cancelling ${x}` : "Cancellation";
      break;
    case "ending":
      subject =
        main?.kind === "cancel" && x
          ? `Cancellation of ${x.replace(/\s+with you\b/, "")}`
          : firstFact
            ? upperFirst(headlineClause(firstFact.text, 50))
            : INTENTS.ending.subject;
      break;
    case "proposal":
      subject = x
        ? `Proposal: ${headline(
            x
              .replace(/^(?:pay|paying)\s+for\s+/i, "")
              .replace(/^\p{L}+\s+(?=(?:the|a|an|our|my)\b)/u, "")
              .replace(/\s+with you\b/, ""),
          )}`
        : "A proposal";
      break;
    case "announcement":
    case "update": {
      const welcome = asks(f).find((a) => a.kind === "welcome-other")?.text;
      const about = asks(f).find((a) => a.kind === "about")?.text;
      const shared = asks(f).find(
        (a) => a.kind === "share" && /\b(?:update|report|summary|notes|slides|deck|minutes|plan)\b/i.test(a.text),
      )?.text;
      const summary = firstFact?.text.match(
        /^(?:Following|After)\s+((?:our|the)\s+(?:[\p{L}-]+\s+)?(?:call|meeting|conversation|chat|discussion)(?:\s+(?:today|yesterday|this morning))?),\s+here is a summary\b/iu,
      )?.[1];
      if (summary) subject = `Summary of ${summary}`;
      else if (welcome) subject = `Please welcome ${headline(welcome.replace(/\s+to\s+you$/, " to the team"))}`;
      else if (shared) subject = upperFirst(noDet(headline(shared)));
      else if (main?.kind === "confirm" && x) subject = `Confirming ${x.replace(/^(?:our|the)\s+/i, "our ")}`;
      else if (main?.kind === "update" && x) subject = `Update on ${x}`;
      else if (about && statements.length) subject = upperFirst(noDet(headline(about, 50)));
      else if (firstFact?.bad && wrongThing(firstFact.text)) subject = wrongThing(firstFact.text)!;
      // "I can't come tomorrow because my son is sick" -> "Can't come tomorrow": the absence, not its reason.
      else if (
        firstFact &&
        /^I (?:can['’]t|cannot|won['’]t be able to|will not be able to) \p{Ll}/u.test(firstFact.text)
      )
        subject = upperFirst(
          headlineClause(firstFact.text.replace(/^I /, "").replace(/,?\s+(?:because|as|since)\b.*$/, "")),
        );
      else if (
        firstFact &&
        !/^(?:you|we|I|it|they|there|thank you)\b/i.test(firstFact.text) &&
        headlineClause(firstFact.text).length <= MAX
      )
        subject = headlineClause(firstFact.text);
      else if (firstFact && /^I(?:['’]m| am)\s+\p{L}+ing\b/u.test(firstFact.text))
        subject = headlineClause(firstFact.text);
      else if (firstFact)
        subject = nounOf(firstFact.text) ? `Update on ${nounOf(firstFact.text)}` : headlineClause(firstFact.text);
      else subject = x ? `Update: ${x}` : "Update";
      break;
    }
    case "request":
    default: {
      // A problem the email opens with names it better than the ask ("Heating broke again last night").
      const problem =
        f.items[0] && "fact" in f.items[0] && f.items[0].fact.bad && f.items[0].fact.form === "statement"
          ? f.items[0].fact.text
          : null;
      const context =
        f.items[0] &&
        "fact" in f.items[0] &&
        f.items[0].fact.form === "statement" &&
        !/^(?:I(?:['’]m| am) (?:a|an)\b|It was great)/.test(f.items[0].fact.text)
          ? f.items[0].fact.text
          : null;
      if (
        main &&
        problem &&
        /^(?:do|get)$/.test(main.kind) &&
        (/\b(?:it|this|that|them|someone|somebody|something)\b/i.test(main.text) || main.text.split(/\s+/).length <= 3)
      )
        subject = headlineClause(problem);
      else if (main && applied(f)) subject = `My application for ${applied(f)}`;
      else if (
        main &&
        context &&
        main.kind === "whether" &&
        headlineClause(context).length <= MAX &&
        !/^(?:you|it)\b/i.test(context)
      )
        subject = headlineClause(context);
      else if (!main) subject = firstFact ? headlineClause(firstFact.text) : PURPOSES[purpose].subject;
      else if (main.kind === "get") {
        // "a quote from a roofer for replacing 20 tiles", written to the roofer: "Quote request: replacing 20 tiles".
        const quote = x.match(QUOTE_FROM_READER);
        subject = quote ? `Quote request: ${quote[3]!.replace(/^for\s+/, "")}` : `Request: ${x}`;
      } else if (main.kind === "whether")
        subject = `${tone === "formal" ? "Question" : "Quick question"}: ${questionHeadline(main.text)}`;
      else if (main.kind === "persuade")
        subject = `Proposal: ${headline(main.text.replace(/^\p{L}+\s+(?:for\s+)?/u, ""))}`;
      else if (main.kind === "about" || main.kind === "purpose")
        // "push back on the deadline" names the email as "Pushing back on the deadline"; no stock ": next steps".
        subject = upperFirst(main.kind === "purpose" ? gerundPhrase(noDet(x)) : noDet(x));
      else if (main.kind === "do" && /\b(?:it|this|that|them)\b/i.test(x) && firstFact)
        subject = headlineClause(firstFact.text);
      else if (main.kind === "do") subject = `Request: ${x}`;
      else if (main.kind === "propose") subject = `Proposal: ${noDet(x)}`;
      else if (main.kind === "ask-about" && x) subject = `Question about ${x.replace(/^(?:the|a|an)\s+/i, "the ")}`;
      else subject = x ? upperFirst(noDet(x)) : INTENTS.request.subject;
    }
  }
  // "still very interested after my interview last Monday, ask about the timeline": a follow-up names the interview.
  const interviewed = all.match(
    /\b(?:my|the|our)\s+interview\b((?:\s+(?:last|on|this|yesterday|earlier)\b[^,.;?!]*)?)/i,
  );
  if (purpose === "follow-up" && interviewed && !/interview/i.test(subject))
    subject = `Following up on my interview${interviewed[1]!.replace(/\s+(?:and|but)\b.*$/i, "")}`;
  // A customer's refund request is named as one, with its order or booking reference, never by a past event
  // ("I returned the headphones", "I stayed from 12 to 14 June").
  const ref = all.match(
    /\b(?:order|booking|reservation|invoice|ticket|case|flight)\s+(?:number\s+|no\.?\s*)?#?\s?[A-Z0-9][\w-]{3,}/i,
  )?.[0];
  // "they delivered a grey one" (a blue sofa ordered): the wrong item, named as such.
  if (f.asCustomer && /\b(?:delivered|sent)\s+(?:(?:me|us)\s+)?(?:a|an|the)\s+(?:wrong|\p{L}+ one)\b/iu.test(all))
    subject = `Wrong item delivered${ref ? `: ${ref.replace(/^\p{Lu}/u, (c) => c.toLowerCase())}` : ""}`;
  else if (f.asCustomer && /\brefund/i.test(all) && !/refund/i.test(subject)) {
    const what = all.match(
      /\brefund\s+(?:(?:the|my|your)\s+)?((?:duplicate|double|extra|wrong)(?:\s+[\p{L}-]+){0,3}?\s+charge)\b/iu,
    )?.[1];
    subject = `Refund request${ref ? `: ${ref.replace(/^\p{Lu}/u, (c) => c.toLowerCase())}` : what ? `: ${what}` : ""}`;
  }
  subject = subject.replace(
    /^Re: You (?:didn['’]t|did not) get the ((?:[\p{L}-]+\s+)?(?:job|role|position|internship|place|contract))\b.*$/iu,
    "Your application for the $1",
  );
  // "the launch slips to 15 June ...; offer a free month": the news names the email, not the offer that softens it.
  if (main?.kind === "offer" && firstFact && DELAY_NEWS.test(firstFact.text) && !/^I\b/.test(firstFact.text))
    subject = headlineClause(firstFact.text.replace(/\s+because\b.*$/i, ""), 60);
  // "raise a concern about your 12% price increase": the concern is the subject.
  subject = subject.replace(
    /^Rais(?:e|ing) a concern about (?:your|the)\s+(.+?)(?::\s*next steps)?$/i,
    "Concern about the $1",
  );
  // "I would like to explain what happened (a failed migration), that ...": the first thing explained names it.
  const told = statements[0]?.text.match(
    /^I (?:would(?: also)? like to|(?:also )?want to|can) (?:explain|let you know|mention|confirm) ((?:what|why|how|when|where|whether|who)\b.*)$/,
  )?.[1];
  const toldFirst = told && !main ? complementItems(told)?.[0] : undefined;
  if (toldFirst) {
    const said = toldFirst.match(/^(.*?)\s*\(([^)]+)\)\s*$/);
    const thing = toldFirst.match(/^what\s+((?:the|our|my|your)\s+.+?)\s+(?:is|are|will be)$/i)?.[1];
    subject = upperFirst(said ? `${said[1]}: ${said[2]}` : (thing ?? toldFirst));
  }
  // "a quote from you for a loft conversion": the reader is not named in the subject.
  subject = collapse(
    subject.replace(/\s*\([^)]*\)/g, "").replace(/(?<!\bthank)\s+(?:to|with|from)\s+you\b(?!['’])/gi, ""),
  ).replace(/[.,;:]$/, "");
  if (subject.length > 78) subject = headline(subject, 78);
  subject = upperFirst(subject).replace(
    /^((?!Re:)[^:]{2,40}:\s+)(\S+)/,
    (_m, head: string, word: string) =>
      head +
      // A name the prompt capitalises inside a sentence ("my friend Leo Park") keeps its capital.
      (/^\p{Lu}\p{Ll}+$/u.test(word) && !new RegExp(`[\\p{Ll},]\\s+${word}\\b`, "u").test(prompt)
        ? lowerFirst(word)
        : word),
  );
  subject = soundSubject(subject, f, all);
  subject = topicSubject(subject, purpose, prompt) ?? subject;
  if (!(tone === "urgent" || f.directives.urgent) || /^urgent/i.test(subject)) return subject;
  return subject.includes(":")
    ? `${subject} (urgent)`
    : `Urgent: ${subject.replace(/^(?:My|The|Your|Our|A|An)\b/, (w) => w.toLowerCase())}`;
}

/** "I applied to Quill & Co for the content strategist role" -> "the content strategist role". */
function applied(f: EmailFacts): string | null {
  return (
    facts(f)
      .map(
        (x) =>
          x.text.match(/^I (?:applied|interviewed)\b.*?\bfor (the [\p{L}\s-]+?(?:role|position|job|opening))\b/iu)?.[1],
      )
      .find(Boolean) ?? null
  );
}

/** "you sent the wrong box size (...) on PO 5521" -> "Wrong box size on PO 5521". */
function wrongThing(clause: string): string | null {
  const m = clause
    .replace(/\s*\([^)]*\)/g, "")
    // The adjective before a noun ("the late delivery"), not said of something ("will be two days late because ...").
    .match(
      /\b(?:the\s+|a\s+|an\s+)?((?:wrong|missing|damaged|broken|incorrect|faulty|duplicate|late|double)\s+(?!(?:because|this|that|by|again|for|on|in|and|but|so|today|tomorrow|now|since|with)\b).+)$/i,
    );
  return m ? upperFirst(headline(m[1]!, 50)) : null;
}

/** "I have attached the design mockups" opening an email with several points: "Design mockups and next steps". */
function attachedFirst(f: EmailFacts): string | null {
  const first = f.items[0];
  const np = first && "fact" in first ? first.fact.text.match(/^I have attached (?:the |my |our )?(.+)$/i)?.[1] : null;
  return np ? `${upperFirst(headline(np, 40))} and next steps` : null;
}

/** The first noun phrase of a clause that is not a pronoun or a date ("You were promised the new mobile app in March" -> "the new mobile app"). */
function nounOf(clause: string): string | null {
  const m = clause.match(
    /\b((?:[Tt]he|[Oo]ur|[Yy]our|[Aa]|[Aa]n)\s+(?:[\p{L}-]+\s+){0,3}?[\p{L}-]+?)(?=\s+(?:in|on|at|by|for|is|are|was|were|has|have|will|because|and|to|after|before|from|of|with|but|until|within|still|(?:has|have|is|are|was|were|did|does|do|wo|ca)n['’]t)\b|[,.]|$)/u,
  );
  // ("The delivery due Monday still hasn't arrived": "the delivery due Monday", in lower case after "on".)
  return m ? m[1]!.replace(/^(?:a|an)\s+/i, "the ").replace(/^(The|Our|Your)\b/, (w) => w.toLowerCase()) : null;
}

const lowerStart = (s: string) => s.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());

function benefitVerb(v: string): string {
  const base: Record<string, string> = {
    cuts: "cut",
    cut: "cut",
    reduces: "reduce",
    reduced: "reduce",
    saves: "save",
    saved: "save",
    lowers: "lower",
    boosts: "boost",
    increases: "increase",
    improves: "improve",
    doubles: "double",
    halves: "halve",
    "speeds up": "speed up",
  };
  return base[v.toLowerCase()] ?? v;
}

/** "the data analyst interview last Tuesday" -> "my data analyst interview". */
function interview(np: string): string {
  return np.replace(/^(?:the)\s+(?=(?:(?!of\b)[\p{L}-]+\s+){0,3}(?:interview|application)\b)/iu, "my ");
}

/** "my son can join the after-school robotics club mid-term" -> "can my son join the after-school robotics club mid-term?" */
function questionHeadline(clause0: string): string {
  const clause = clause0
    .replace(/^(?:whether|if)\s+/i, "")
    // "the role is still open and whether it's remote": the first question names the email.
    .replace(/,?\s+and\s+(?:whether|if)\s.*$/i, "")
    .replace(/\b(I|you|we|they|he|she|it)['’]d\b/gi, "$1 would")
    .replace(/\b(I|you|we|they|he|she|it)['’]ll\b/gi, "$1 will");
  const wh = clause.match(/^(how many|how much|how long|when|where|what|which|who|why|how)\s+(.+)$/i);
  // "how many vacation days I have left" -> "how many vacation days do I have left".
  const whNP =
    wh && /^how (?:many|much)$/i.test(wh[1]!)
      ? wh[2]!.match(/^((?:[\p{L}-]+\s+){1,3}?)(I|we|you|they)\s+(\p{Ll}+)\s*(.*)$/u)
      : null;
  if (whNP)
    return (
      `${wh![1]!.toLowerCase()} ${whNP[1]}do ${whNP[2]} ${whNP[3]} ${headline(whNP[4]!, 30)}`.replace(/\s+$/, "") + "?"
    );
  if (wh) return `${wh[1]!.toLowerCase()} ${invert(wh[2]!) ?? headline(wh[2]!, 45)}?`.replace(/\?\?$/, "?");
  const inv = invert(clause);
  return inv ? `${inv}?` : headline(clause);
}

/** Words that make "have" an auxiliary: "you have received", "she has been", "we have already". */
const PARTICIPLE_START =
  /^(?:(?:already|just|not|never|ever|also|still|recently)\s+)?(?:\p{L}+(?:ed|en)|been|done|got|gotten|made|had|seen|sent|told|paid|heard|left|found|kept|bought|brought|taught|built|spent|lost|won|met|read|run|put|set|begun|come|gone)\b/iu;

/** Auxiliaries a statement is turned round on, with their negatives ("hasn't been paid" -> "hasn't ... been paid"). */
const AUXILIARY =
  "(?:can|could|will|would|should|is|are|was|were|has|have)(?:n['’]t)?|can['’]t|won['’]t|doesn['’]t|didn['’]t|don['’]t";

/** A statement as a question ("my son can join the club" -> "can my son join the club", "you received X" -> "did you receive X"). */
function invert(clause: string): string | null {
  const aux = clause.match(
    new RegExp(
      `^((?:my|the|our|your|this|these|those|I|we|you|he|she|it|they)\\b[^,]*?)\\s+(${AUXILIARY})\\s+(.+)$`,
      "i",
    ),
  );
  const named = clause.match(new RegExp(`^(\\p{Lu}\\p{Ll}+(?:\\s+\\p{Lu}\\p{Ll}+)?)\\s+(${AUXILIARY})\\s+(.+)$`, "u"));
  const found = aux ?? named;
  // "you have availability": "have" as the verb of having, asked with "do" ("do you have availability").
  if (found && /^ha(?:ve|s)$/i.test(found[2]!) && !PARTICIPLE_START.test(found[3]!))
    return `${/^has$/i.test(found[2]!) ? "does" : "do"} ${found[1]} have ${headline(found[3]!, 40)}`;
  if (found) return `${found[2]!.toLowerCase()} ${found[1]} ${headline(found[3]!, 40)}`;
  const lex = clause.match(
    /^((?:my|the|our|your|this|these|those|I|we|you|he|she|it|they)\b(?:\s+[\p{L}\d-]+){0,7}?)\s+(\p{Ll}+)\s+(.+)$/u,
  );
  if (!lex || /^(?:in|of|for|on|at|from|with|and|or|to)$/.test(lex[2]!)) return null;
  const verb = lex[2]!;
  const past = /ed$/.test(verb);
  // The head of "the budget numbers in the Q4 forecast" is "numbers".
  const head = lex[1]!
    .split(/\s+(?:in|of|for|on|at|from|with)\s+/)[0]!
    .split(" ")
    .at(-1)!;
  const plural = /^(?:I|we|you|they)$/i.test(lex[1]!) || (/[^s]s$/.test(head) && !/^(?:this|it|he|she)$/i.test(head));
  if (!past && !plural && !/s$/.test(verb)) return null;
  const base = past || !plural ? baseVerb(verb) : verb;
  return `${past ? "did" : plural ? "do" : "does"} ${lex[1]} ${base} ${headline(lex[3]!, 35)}`;
}

/**
 * A new starter's welcome names what they join and who they are ("Welcome to the sales team, Priya"), not a generic
 * "Welcome aboard".
 */
function welcomeSubject(f: EmailFacts, all: string): string {
  const team = all.match(
    /\bjoin(?:ing|s)?\s+((?:the|our)\s+(?:[\p{L}&-]+\s+){0,3}?(?:team|department|office|group|crew|practice|firm|company|studio|lab|squad))\b/iu,
  )?.[1];
  const name = starterName(f);
  return team ? `Welcome to ${team.replace(/^our\b/i, "the")}${name}` : `Welcome aboard${name}`;
}

/** ", Priya": the one new starter the welcome is written to, or nothing for a group. */
function starterName(f: EmailFacts): string {
  return !f.recipient.group && f.recipient.name ? `, ${f.recipient.name.split(/\s+/)[0]}` : "";
}

/** "resign from my position as warehouse supervisor": " - warehouse supervisor" for the subject line. */
function resignedRole(x: string): string {
  const role = /\b(?:position|role|job|post)\s+as\s+(?:an?\s+|the\s+)?([\p{L}][\p{L} -]{1,40}?)\s*$/iu.exec(x)?.[1];
  return role ? ` - ${role}` : "";
}
