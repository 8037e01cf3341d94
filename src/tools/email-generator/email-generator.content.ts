/**
 * The email's own sentences, from the asks and facts of the prompt in the prompt's order: each ask as a first-person
 * sentence, each fact as a sentence to the reader, with a lead for the opening fact ("I wanted to let you know that
 * ...") and connectors where a fact would otherwise repeat a sentence of the prompt word for word.
 */
import type { EmailTemplateInput, EmailTone } from "./contract";
import { askSentence, type AskOptions } from "./email-generator.asks";
import { PURPOSES, TONES } from "./email-generator.data";
import { REGISTER, TREAT, type EmailFacts, type Fact, type Intent } from "./email-generator.model";
import { MEETING } from "./email-generator.offer";
import { isClause } from "./email-generator.clause";
import { applyContractions, endSentence, lowerFirst, norm, speaksAsWe } from "./email-generator.text";
import { splitAtStops } from "../../shared/text/abbreviations";

/** An offer of the reader's time ("Would you be open to a 20-minute demo?"). */
const MEETING_OFFER = new RegExp(String.raw`\b(?:${MEETING})\b`, "i");

/** Opens the email with a fact when no ask comes first: "I wanted to let you know that ...", "Unfortunately, ...". */
/** What a product does for its users ("cuts no-shows", "saves 6 hours"). */
const BENEFIT = /\b(?:cuts|reduces|saves|lowers|boosts|increases|improves|helps|doubles|halves|speeds up|cut|saved)\b/i;

function leadFor(intent: Intent, fact: Fact, tone: EmailTone): string {
  const t = fact.text;
  if (fact.form !== "statement" || /^(?:Yes|Unfortunately|Sure|Of course|Absolutely|Thank you)\b/.test(t)) return "";
  if (intent === "sick") return /^I\b/.test(t) ? "Unfortunately," : "";
  // "I stayed 12-14 June and was charged twice": what the writer did comes first; the problem says itself.
  if (/^I\s+(?:stayed|visited|ordered|bought|booked|returned|paid|moved|signed up|called|sent|rented)\b/.test(t))
    return "";
  // A delay or a cancellation on the writer's side is news the writer breaks ("your order has been delayed by a week");
  // a damaged or missing item is something the reader found.
  if (!fact.reported && /^your\b.*\b(?:late|delayed|postponed|cancell?ed)\b/i.test(t))
    return "I am sorry to let you know that";
  if (fact.reported || /^your\b.*\b(?:damaged|broken|missing|wrong|faulty|defective|lost|not arrived)\b/i.test(t))
    return "I am sorry to hear that";
  if (
    /^I(?:['’]m| am) (?:a|an|the)\b/i.test(t) ||
    (fact.built && /^(?:Following|Further|After|As discussed)\b/.test(t))
  )
    return "";
  if (
    fact.built &&
    /^(?:It was great|I really enjoyed|Thank you(?: again)? for|I am|I have|I'm|I'll|I wish|There|My name|Yes|As you may remember|I understand that|We are looking for|We need|I would(?: also)? like to|I(?: also)? want to|I can confirm|Here is)/.test(
      t,
    )
  )
    return "";
  if (
    /^(?:I|We)\s+(?:am|are|was|were|have|had|will|would|'m|'re)\s+(?:sorry|afraid|writing|pleased|happy|delighted|thrilled|excited|glad)\b/i.test(
      t,
    )
  )
    return "";
  switch (intent) {
    case "sympathy":
      return "";
    case "apology":
      return fact.bad ? "Unfortunately," : "";
    case "announcement":
    case "update":
    case "reminder":
      if (fact.bad && /\b(?:finished|completed|done)\b/i.test(t)) return "I wanted to let you know that";
      if (fact.bad) return tone === "casual" ? "Heads up:" : "Unfortunately,";
      if (/^(?:everyone|all|please)\b/i.test(t)) return "";
      // "the review that was scheduled for Tuesday needs to move": what the reader knew is changing, which is news.
      if (
        /\b(?:promised|planned|expected|scheduled|supposed|agreed)\b/i.test(t) &&
        !/\bwill\b/.test(t) &&
        !fact.built &&
        !/\b(?:move[sd]?|moving|change[sd]?|changing|cancell?(?:ed|ing)?|postponed?|push(?:ed)?|shift(?:ed|s)?|reschedul\w*|instead|needs? to|has to|have to|now)\b/i.test(
          t,
        )
      )
        return "As you know,";
      return tone === "casual"
        ? "Quick update:"
        : /\b(?:is our new|are our new|joins|joined|promoted|won|hit|record|launched|passed|approved|finished|completed|shipped)\b/i.test(
              t,
            )
          ? "I am pleased to let you know that"
          : "I wanted to let you know that";
    case "decline":
      return fact.bad ? "Unfortunately," : "";
    case "congrats":
    case "thanks":
    case "networking":
    case "introduction":
    case "application":
    case "acceptance":
    case "recruit":
    case "reply":
      return "";
    case "complaint":
      return /^(?:my|our|the|I)\b/i.test(t) ? "I am writing because" : "";
    default:
      if (/^(?:I|We)\b/.test(t) && intent !== "payment") return "";
      // "Team lunch Friday at 12:30 at Nando's to celebrate the launch": a notice, not the end of "I am writing because".
      if (!isClause(t.replace(/\s*\([^)]*\)/g, "").replace(/\s+to\s+\p{Ll}+\b[^,;]*$/u, "")))
        return /^(?:casual|friendly)$/.test(tone) ? "Quick heads-up:" : "Please note:";
      // "X because Y": a second "because" would follow; the news is told instead.
      return /\bbecause\b/i.test(t) ? "I am writing to let you know that" : "I am writing because";
  }
}

function factSentence(fact: Fact, how: "expand" | "contract" | "keep", tone: EmailTone): string {
  let t = applyContractions(fact.text, how);
  // "You didn't get the summer internship": the news is broken gently.
  t = t.replace(
    /^You (?:didn['’]t|did not) get the ((?:[\p{L}-]+\s+){0,3}(?:job|role|position|internship|place|contract))\b/iu,
    "Unfortunately, we are not able to offer you the $1 this time",
  );
  if (fact.form === "question") return endSentence(t, "?");
  // "I got accepted!": good news is told, not stated ("I am delighted to tell you that I got accepted.").
  if (
    /^I (?:got|was|have been|['’]ve been) (?:accepted|admitted|hired|promoted|selected|offered the (?:job|role|place|position))\b[^,;]{0,40}$/.test(
      t,
    )
  )
    return `${REGISTER[tone] === "warm" ? "I'm thrilled to tell you that" : "I am delighted to tell you that"} ${t.replace(/[.!]*$/, "")}${REGISTER[tone] === "warm" ? "!" : "."}`;
  if (fact.form === "do") {
    if (/^(?:please|feel free)\b/i.test(t)) return endSentence(t);
    if (/^bring\s+(?:your|a|the)\s+(?:family|partner|kids|children|friends?|plus[- ]one|spouse)\b/i.test(t))
      return `Feel free to ${t}${REGISTER[tone] === "warm" ? "!" : "."}`;
    return `Please ${lowerFirst(t)}${/[.!?]$/.test(t) ? "" : "."}`;
  }
  // "Questions can go to support@x.io" -> "If you have any questions, you can reach us at support@x.io."
  t = t.replace(
    /^(?:any\s+)?questions\s+(?:can|should)\s+(?:go|be sent)\s+to\s+(.+)$/i,
    "If you have any questions, you can reach us at $1",
  );
  // "you liked the scheduling feature" -> "I was glad to hear that you liked the scheduling feature".
  t = t.replace(
    /^(you\s+(?:liked|loved|enjoyed|were (?:happy|pleased) with|found)\b.*)$/i,
    "I was glad to hear that $1",
  );
  return endSentence(t, fact.built && /^(?:Pizza|Drinks|Lunch|Dinner|Coffee|Cake)\b/.test(t) ? "!" : ".");
}

/** (A thing "working" again is good news; the writer "working from home until Wednesday" is not.) */
const GOOD =
  /\b(?:finished|done|ready|safe|passed|approved|on track|(?<!\b(?:I['’]m|I am|I['’]ll be|I will be|we['’]re|we are|I've been|I have been)\s+)working(?!\s+(?:from|on|at|with|for|late|remotely|until|in|through|overtime|shifts?|hard)\b)|fixed|resolved|complete|completed|good news|success|early|free|included|arrive|arriving|on its way|restored|back)\b/i;
const AMENDS = /\b(?:free|credit|discount|refund|complimentary|on us|extra month|extra week|compensation)\b/i;

/** The writer's side putting a fault right, now or next ("we're sending a replacement", "we'll refund it"). */
const REMEDY =
  /^(?:we|I)(?:['’]re| are|['’]m| am|['’]ll| will| are going to| am going to)\s+(?:now\s+|also\s+|already\s+)?(?:sending|send|refunding|refund|issuing|issue|crediting|credit|replacing|replace|re-?sending|re-?send|re-?shipping|re-?ship|shipping|ship|waiving|waive|fixing|fix|covering|cover|reimbursing|reimburse|arranging|arrange|rebooking|rebook|couriering|courier)\b/i;

const CLOSED = /\b(?:closed|down|cancell?ed|unavailable|off|shut|offline)\b/i;
const OPEN = /\b(?:open|available|stays|running|working|online|as usual)\b/i;

/** A connector for a statement that would otherwise repeat the prompt: by how it relates to the sentence before. */
function connector(fact: Fact, previous: string, previousBad: boolean, intent: Intent, first: boolean): string {
  if (fact.contrast) return "That said,";
  const t = fact.text;
  if (intent === "sympathy") return "";
  // "Special thanks to Raj for staying late" is itself the thanks: no "In fact," or "Unfortunately," before it.
  if (/^(?:(?:special|big|huge|many|a\s+(?:big|special|huge))\s+)?(?:thanks|thank you)\b/i.test(t)) return "";
  // "We discussed this at the meeting on Tuesday" (from "As discussed at ...") points back: no "In addition,".
  if (/^(?:We (?:discussed|agreed|planned) this|I (?:mentioned|promised) this|You asked for this)\b/.test(t)) return "";
  // What the connector says must fit the sentence: a promise after an apology puts things right, the writer's own
  // mistake is owned, a date already given is confirmed, a wish is made specific, a deadline is stressed.
  if (
    // (Not an offer, "I can submit by next Wednesday", after bad luck that was nobody's fault: "I had covid".)
    (/^I(?:['’]ll| will| am going to)\b/.test(t) ||
      // "we're sending a replacement by express today", "we will refund the fee": the remedy, said as one.
      REMEDY.test(t) ||
      (/^I can\b/.test(t) &&
        !/\b(?:sick|ill|covid|flu|unwell|hospital|funeral|emergency|cancell?ed)\b/i.test(previous)) ||
      /^(?:I|we)(?:['’]ve| have)\s+(?:already\s+)?(?:sent|refunded|issued|credited|fixed|arranged|booked|shipped|applied|reversed|replaced|re-?sent)\b/i.test(
        t,
      )) &&
    (previousBad || intent === "apology")
  )
    return "To put this right,";
  if (
    /^I\s+(?:underestimated|overestimated|misjudged|forgot|missed|misread|overlooked|got|mixed up|should have)\b/.test(
      t,
    ) &&
    (previousBad || intent === "apology")
  )
    return "To be honest,";
  if (/^(?:my|our) (?:last|final|first) (?:day|working day|shift)\b/i.test(t)) return "To confirm,";
  // "I enjoyed talking about their redesign" after a follow-up on the interview: what stood out in it.
  if (/^I (?:really |especially )?(?:enjoyed|loved|appreciated)\b/.test(t)) return "In particular,";
  // "I was hoping for closer to $100,000": a counter-offer after what was offered.
  if (/^I (?:was hoping|had hoped|['’]d hoped|would have hoped)\b/.test(t)) return "That said,";
  // "I'd like payment by Friday or I'll have to pause work": a condition, stated plainly.
  if (/,?\s+(?:or|otherwise)\s+(?:I|we)(?:['’]ll| will| would| may)\b/.test(t)) return "To be clear,";
  if (/^I(?:['’]d| would) (?:like|love) to (?:discuss|talk|suggest|propose|ask|request)\b/.test(t))
    return "Specifically,";
  if (/^(?:I|We)(?:['’]d| would) (?:like|love|prefer) to (?:start|begin|finish|move|have|get|go)\b/.test(t))
    return "Ideally,";
  if (/\b(?:needs to|must|has to|have to) be (?:paid|made|settled|received|returned|completed)\b/.test(t))
    return "To be clear,";
  if (AMENDS.test(fact.text) && (previousBad || intent === "apology")) return "To make up for it,";
  // The writer's own circumstance after a "no" is its reason; after a question or an ask, its context; "I can ..."
  // after an ask is an offer that makes the ask easier.
  if (
    !fact.bad &&
    /^(?:I(?:['’]m| am)|we(?:['’]re| are))\b|^(?:I|we)(?: have|['’]ve| had| accepted| took| will be|['’]ll be)\b/i.test(
      t,
    ) &&
    intent === "decline"
  )
    return "The reason is that";
  // ("I can be in after 3pm" after "I need someone out by Thursday" makes the need easier to meet too.)
  if (!fact.bad && /^I can\b/.test(t) && (/\?$/.test(previous) || intent === "request" || /\bI need\b/.test(previous)))
    return "If it helps,";
  if (!fact.bad && /^I\b/.test(t) && /\?$/.test(previous)) return "For context,";
  if (previousBad && !fact.bad && GOOD.test(fact.text)) return "The good news is that";
  if (CLOSED.test(previous) && OPEN.test(fact.text)) return "However,";
  // "Payroll can't run without them" after a deadline: why the deadline matters, said plainly, not bad news.
  if (/\b(?:can['’]t|cannot|won['’]t|will not|couldn['’]t)\s+(?:\S+\s+){1,3}?without\b/i.test(t)) return "";
  if (fact.bad && !previousBad) return "Unfortunately,";
  // "Root cause was an expired certificate" after an apology: what happened, said plainly, not "In addition".
  if (
    (intent === "apology" || previousBad) &&
    /^(?:the\s+)?(?:root\s+)?cause\b|\bwas caused by\b|^(?:it|this) (?:was|happened) because\b/i.test(t)
  )
    return "";
  // "Next one is 12 April at Crosby" after a thank-you: what comes next, not "In fact".
  if ((intent === "thanks" || intent === "congrats") && /^(?:the\s+)?next\b|\bupcoming\b/i.test(t))
    return "Looking ahead,";
  if (intent === "thanks" || intent === "congrats")
    // ("It helped me land the account" says more of what was thanked: "In fact,"; "Photos are on the Facebook page" is
    // news of its own: "Also,", never "In fact, photos are ...".)
    return /^I\b/.test(fact.text)
      ? "I am delighted to say that"
      : /^we\b/i.test(fact.text)
        ? "Together,"
        : /^(?:it|this|that|your|you)\b/i.test(fact.text)
          ? "In fact,"
          : "Also,";
  // "It scans receipts, tracks stock and does the VAT return" after the product offered: what it does, said plainly.
  if (first && intent === "sales" && /^(?:it|our|we)\s+(?:also\s+)?\p{Ll}+s\b/iu.test(t)) return "";
  if (first) {
    const leads: Partial<Record<Intent, string>> = {
      "time-off": "To keep things on track,",
      payment: "For reference,",
      meeting: "For context,",
      sales: "For context,",
      "follow-up": "I should add that",
      introduction: "By way of background,",
      application: "By way of background,",
      recruit: "For context,",
      complaint: "For reference,",
      request: "For context,",
      proposal: "For context,",
    };
    if (leads[intent]) return leads[intent]!;
  }
  // "Our policy is 30 days, but we can offer store credit": a sentence that turns on its own "but" adds nothing.
  if (/,\s+but\s/.test(t)) return "";
  return fact.bad ? "Also," : "In addition,";
}

/** The first sentence of the email repeats the prompt: it gets the intent's opening instead of a connector. */
function openingLead(intent: Intent, fact: Fact): string {
  if (intent === "apology" || fact.bad) return "Unfortunately,";
  // "We do monthly accounts, VAT returns and payroll for a flat £120 a month" opening a pitch: the offer says itself.
  if (intent === "sales" && /^(?:We|Our)\b/.test(fact.text)) return "";
  if (intent === "announcement" || intent === "update" || /\bbecause\b/i.test(fact.text))
    return "I wanted to let you know that";
  return "I am writing because";
}

/**
 * A sentence of the prompt reworded instead of given a connector: "She starts on Monday" after welcoming Priya ->
 * "Priya starts on Monday"; "We can cover travel" -> "We would be happy to cover travel"; "We save owners 6 hours"
 * in a pitch for our bookkeeping service -> "Our bookkeeping service saves owners 6 hours".
 */
function rewordOwn(s: string, f: EmailFacts): string | null {
  const person = f.items
    .flatMap((i) =>
      "ask" in i && /^(?:welcome-other|introduce)$/.test(i.ask.kind)
        ? [i.ask.text.match(/\b(\p{Lu}\p{Ll}+)(?:\s+\p{Lu}\p{Ll}+)?\b/u)?.[1]]
        : [],
    )
    .find(Boolean);
  if (person && /^(?:She|He)\b/.test(s)) return s.replace(/^(?:She|He)\b/, person);
  // "Maybe they missed it": the hedge said in other words.
  if (/^(?:Maybe|Perhaps) /.test(s))
    return s.replace(/^(Maybe|Perhaps)\b/, (w) => (w === "Maybe" ? "Perhaps" : "Maybe"));
  if (/^We can (?!not\b)/.test(s)) return s.replace(/^We can\b/, "We would be happy to");
  // "I'm a freelance photographer": the same words, spelled out (or contracted) so they are the writer's, not the prompt's.
  if (/^I['’]m (?:a|an|the)\b/.test(s)) return s.replace(/^I['’]m\b/, "I am");
  if (/^I am (?:a|an|the)\b/.test(s)) return s.replace(/^I am\b/, "I'm");
  // "I'll pay an extra deposit if needed" -> "I would be happy to pay an extra deposit if needed".
  if (/^I(?:['’]ll| will) \p{L}+.* if (?:needed|necessary|required|you like|that helps)\.?$/u.test(s))
    return s.replace(/^I(?:['’]ll| will)\b/, "I would be happy to");
  if (/^I['’]d like to (?:stay in touch|keep in touch|catch up|meet|grab)/.test(s))
    return s.replace(/^I['’]d like to\b/, "I would love to");
  const product = f.items.flatMap((i) =>
    "ask" in i && i.ask.kind === "offer" && /^(?:our|my)\b/i.test(i.ask.text) ? [i.ask.text] : [],
  )[0];
  const benefit = s.match(/^We (save|cut|reduce|lower|help|boost|increase|improve|double|halve)\b(.*)$/);
  if (product && benefit)
    return `${product.replace(/^our\b/, "Our")} ${benefit[1]!.replace(/(?:ch|sh|s|x)$/, "$&e")}s${benefit[2]}`;
  return null;
}

interface Plan {
  /** The opening: why the email is written. */
  lead: string[];
  /** The other asks and facts, in the prompt's order. */
  details: string[];
}

export function contentOf(
  f: EmailFacts,
  input: Omit<EmailTemplateInput, "prompt">,
  prompt: string,
  business: string | null,
): Plan {
  const how = TONES[input.tone].contractions;
  const lowerWords = new Set(prompt.match(/(?<![\p{L}'’])\p{Ll}[\p{Ll}'’-]*/gu) ?? []);
  // A capitalised word inside a sentence of the prompt ("my son Leo's teacher") is a name: it keeps its capital.
  const midNames = new Set(
    (prompt.match(/(?<=[\p{Ll},;:]\s+)\p{Lu}\p{Ll}+/gu) ?? []).filter(
      (w) =>
        !/^(?:The|A|An|My|Our|Your|Their|His|Her|This|That|These|Those|It|We|They|He|She|You|And|But|Please)$/.test(w),
    ),
  );
  const lower = (x: string) => (midNames.has(x.match(/^\p{L}+/u)?.[0] ?? "") ? x : lowerFirst(x, lowerWords));
  // A connector before a sentence, or the sentence on its own when none fits.
  const withConnector = (c: string, s: string) =>
    c ? `${c} ${lower(s)}` : `${s.charAt(0).toUpperCase()}${s.slice(1)}`;
  const promptSentences = new Set(
    prompt
      .split(/\n+/)
      .flatMap((l) => splitAtStops(l))
      .map(norm),
  );
  const options = (first: boolean): AskOptions => ({
    tone: input.tone,
    directives: f.directives,
    intent: f.intent,
    prompt,
    first,
    business,
    audience: input.audience,
    we: speaksAsWe(prompt),
    unanswered: f.items.some((i) => "fact" in i && /^I have not heard back\b/.test(i.fact.text)),
    both: /\s(?:and|&)\s/.test(f.recipient.name ?? ""),
  });
  let items = f.items.filter((i) => !("ask" in i) || askSentence(i.ask, options(true)));
  // A pitch gives its benefit before the terms ("It cuts food waste" before "There is a 14-day free trial").
  // The prompt's own first fact already says what the product does ("We make ChairTime that cuts no-shows"): its order stands.
  if (f.intent === "sales" && !(items[0] && "fact" in items[0] && BENEFIT.test(items[0].fact.text))) {
    const benefit = (i: (typeof items)[number]) => "fact" in i && BENEFIT.test(i.fact.text);
    const product = f.items.flatMap((i) => ("ask" in i && i.ask.kind === "offer" ? [i.ask.text] : []))[0];
    const lead = (i: (typeof items)[number]) =>
      product && "fact" in i && i.fact.text.startsWith(product.replace(/^our\b/, "Our"))
        ? { fact: { ...i.fact, text: `In particular, it${i.fact.text.slice(product.length)}`, built: true } }
        : i;
    const others = items.filter((i) => "ask" in i || !benefit(i));
    // "Would you be open to a 20-minute demo?": a meeting is offered once the reader knows what the product does.
    const meetingFirst =
      others[0] && "ask" in others[0] && others[0].ask.kind === "offer" && MEETING_OFFER.test(others[0].ask.text);
    const head = meetingFirst ? 0 : 1;
    items = [...others.slice(0, head), ...items.filter(benefit).map(lead), ...others.slice(head)];
  }
  // "pizza on me Friday": a treat is the last thing said, after the thanks and the news it rewards.
  const treat = (i: (typeof items)[number]) => "fact" in i && TREAT.test(i.fact.text);
  if (items.some(treat) && items.some((i) => !treat(i)))
    items = [...items.filter((i) => !treat(i)), ...items.filter(treat)];
  const firstAsk = items.findIndex((i) => "ask" in i);
  const sentences: string[] = [];
  /** Which sentences are plain statements (they may be joined with a short neighbour). */
  const plain: boolean[] = [];
  let requested = false;
  let leadCount = 0;
  let previousBad = false;
  let connected = false;
  for (let k = 0; k < items.length; k++) {
    const item = items[k]!;
    if ("ask" in item) {
      const asking = /^(?:do|get|whether|ask-about)$/.test(item.ask.kind);
      let said = askSentence(item.ask, options(!(asking && requested)));
      // "Thank you so much for your offer ... Thank you so much for your help!": the second thanks is said another way.
      if (item.ask.kind === "thank" && sentences.some((x) => /^Thank you so much\b/.test(x)))
        said = said.replace(/^Thank you so much for (.+)!$/, "I really appreciate $1, too.");
      // "Thank you for the job offer. ... Thank you for your time.": the second thanks is said another way.
      if (item.ask.kind === "thank" && sentences.some((x) => /(?:^|\.\s)Thank you (?:very much )?for\b/.test(x)))
        said = said.replace(/^Thank you for (your .+)\.$/, "I also appreciate $1.");
      sentences.push(said);
      plain.push(false);
      if (asking) requested = true;
      previousBad = /^(?:apologize|cancel|decline|complain|report)$/.test(item.ask.kind);
      if (k === firstAsk) leadCount = sentences.length;
      continue;
    }
    const fact = item.fact;
    let s = factSentence(fact, how, input.tone);
    if (k === 0) {
      const lead0 = leadFor(f.intent, fact, input.tone);
      if (lead0) s = `${lead0} ${lower(s)}`;
    }
    // A sentence of the prompt copied as it is gets a connector, or joins a short neighbour.
    if (
      promptSentences.has(norm(s)) &&
      fact.form === "statement" &&
      /^(?:We|I)(?:['’]re| are| am|['’]m) sorry\b/i.test(s)
    ) {
      s = s.replace(/^(We|I)(['’]re| are| am|['’]m) sorry\b/i, "$1$2 truly sorry");
    } else if (promptSentences.has(norm(s)) && fact.form === "statement") {
      const next = items[k + 1];
      const nextText =
        next && "fact" in next && next.fact.form === "statement" ? factSentence(next.fact, how, input.tone) : "";
      const short = (x: string) => x.split(/\s+/).length <= 12 && !/,/.test(x);
      if (
        nextText &&
        short(s) &&
        short(nextText) &&
        !fact.bad &&
        !(next as { fact: Fact }).fact.bad &&
        !AMENDS.test(nextText) &&
        // "I'm sick and won't make the standup" already joins two clauses: a third "and" would be one too many.
        !/\sand\s/.test(s)
      ) {
        s = `${s.replace(/[.!]$/, "")}, and ${lower(nextText)}`;
        k += 1;
      } else {
        const rewritten = rewordOwn(s, f);
        s =
          rewritten ??
          (k === 0
            ? withConnector(openingLead(f.intent, fact), s)
            : withConnector(
                connector(
                  fact,
                  sentences.at(-1) ?? "",
                  previousBad,
                  f.intent,
                  !connected && firstAsk >= 0 && k > firstAsk,
                ),
                s,
              ));
        connected = true;
      }
    }
    // "..., but I'd love to be considered next year": the contrast is kept when the sentence stands alone.
    if (fact.contrast && k > 0 && !/^(?:That said|However|But|Still|Even so)\b/.test(s)) s = `That said, ${lower(s)}`;
    previousBad = Boolean(fact.bad);
    // Two short statements in a row read better as one sentence ("The cost is $12, and permission slips are due Friday.").
    const words = (x: string) => x.split(/\s+/).length;
    const prev = sentences.at(-1);
    if (
      fact.form === "statement" &&
      plain.at(-1) &&
      prev &&
      words(prev) <= 12 &&
      words(s) <= 9 &&
      !/[!?]/.test(prev) &&
      (prev.match(/,\s/g) ?? []).length <= 1 &&
      !/\sand\s/.test(prev) &&
      !/^I (?:would|['’]d) like\b/.test(prev) &&
      // "Here is what happened: [details]": a sentence that ends in what the user fills in stands alone.
      !/:\s*\[[^\]]+\]\.?$/.test(prev) &&
      !/,\s/.test(s) &&
      !fact.bad &&
      !fact.contrast &&
      !TREAT.test(s) &&
      // "we'll send a new one tomorrow" after the fault: the remedy is a sentence of its own, never "..., and we'll".
      !REMEDY.test(s) &&
      // "I came across your profile on LinkedIn": how the writer knows the reader is no item of a list.
      !/^(?:I came across|It was (?:great|good|lovely) to meet)\b/.test(s)
    ) {
      sentences[sentences.length - 1] = `${prev.replace(/\.$/, "")}, and ${lower(s)}`;
      plain[plain.length - 1] = false;
      continue;
    }
    sentences.push(s);
    plain.push(fact.form === "statement");
  }
  // The opening: the context before the first ask (at most two sentences) and the ask; or the first statement.
  let lead: string[];
  let details: string[];
  if (firstAsk < 0) {
    lead = sentences.slice(0, 1);
    details = sentences.slice(1);
  } else if (leadCount <= 3) {
    lead = sentences.slice(0, leadCount);
    details = sentences.slice(leadCount);
  } else {
    lead = sentences.slice(0, 2);
    details = sentences.slice(2);
  }
  if (!lead.length) lead = [PURPOSES[input.purpose].fallback];
  return { lead: lead.map((s) => applyContractions(s, how)), details: details.map((s) => applyContractions(s, how)) };
}
