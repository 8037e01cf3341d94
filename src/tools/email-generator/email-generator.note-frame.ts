/**
 * The note put in the order the reading expects, before it is read: background first ("As you know, ...", "Because
 * the council changed the bin day, ..."), labels ("legal:", "patient reminder:") and a reader named as the thing
 * sent ("Send Mark the contract") are said the way the reading already understands. No fact is added: words move,
 * a label or a background opener ("As you know,") is dropped, and a verbless shorthand clause ("still not paid",
 * "no data lost") gets the subject or verb it left out.
 */

/** "As you know,", "As many of you know,", "As you may be aware,": the reader already knows; the fact is what counts. */
const KNOWN =
  /^(?:as\s+(?:you|many\s+of\s+you|most\s+of\s+you|some\s+of\s+you|you\s+all|we\s+all|everyone)\s+(?:(?:may|might|will|probably|already)\s+)*(?:know|knows|are\s+aware|be\s+aware|have\s+heard|heard)|just\s+so\s+you\s+know|for\s+context|fyi)\s*,\s*/i;

/** "As discussed on the call yesterday, we agreed ...": where it was said moves to the end of its sentence. */
const DISCUSSED = /^as\s+(?:discussed|agreed|mentioned|promised|requested|planned)\b\s*([^,.;:!?]{0,60}?)\s*,\s*/i;

const DISCUSSED_SAID: Record<string, string> = {
  discussed: "We discussed this",
  agreed: "We agreed this",
  mentioned: "I mentioned this",
  promised: "I promised this",
  requested: "You asked for this",
  planned: "We planned this",
};

/** "legal:", "patient reminder:", "hr notice:": a label on the note, not words to the reader. */
const LABEL =
  /^(?:[\p{L}-]+\s+)?(reminder|notice|announcement|update|alert|memo|info|information|legal|hr|finance|admin)\s*:\s*(?=\S)/iu;

/** "Because the council changed the bin day, the job needs to move": the point first, then its reason. */
const BECAUSE_FIRST = /^(because|since|as|due to)\s+([^,.;:!?]{6,120}?),\s+([^.;!?]{6,}?)([.;!?]|$)/i;

/** "send Mark the contract": the thing sent, then to whom ("send the contract to Mark"). */
const SEND_NAME_THING =
  /\b([Ss]end|[Gg]ive|[Ff]orward|[Ee]mail|[Pp]ass)\s+((?:(?:Mr|Mrs|Ms|Dr|Prof)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)\s+((?:the|a|an|our|my|this|his|her|their)\s+[\p{L}\d'’ -]{2,60}?)(?=\s+(?:and|so|then|but)\b|\s*[,.;!?]|$)/u;

/** "please cancel 24 hours in advance or a £25 fee applies": the fee, then when to cancel. */
const CANCEL_RULE =
  /\b(?:please\s+)?cancel\s+((?:at\s+least\s+)?\d+\s*(?:hours?|hrs?|days?|weeks?)(?:['’]?\s+(?:in\s+advance|before(?:hand)?|ahead|notice))?)\s*,?\s+or\s+((?:a|an|the)\s+[^,.;!?]{2,40}?\s(?:applies|apply|will\s+apply|is\s+charged|will\s+be\s+charged))/i;

/** "the pool will", "our prices are": a news clause's subject (no article inside it) and its verb. */
const NEWS_AT =
  /^(?:the|our|all|your|this|next)\s+(?:(?!(?:the|a|an|of|that|to|and)\b)[\p{L}-]+\s+){0,3}?(?:will|is|are|was|were|has|have|needs?|must|cannot|can['’]t|can|won['’]t|should)\b/iu;
const TELL = /\b(?:tell|inform|notify|remind|warn)\s+(?=\S)/gi;
const DETERMINER = /(?<=\s)(?:the|our|all|your|this|next)\s/gi;

/**
 * "tell guests of the hotel the pool will be closed": where the reader ends and the news begins, marked with "that".
 * The first "the/our/..." after the reader's first word starts the news when it has a verb of its own; one after "of"
 * may still be the reader's ("guests of the hotel"), any other ends the search ("the client the opening of ...").
 */
function markNews(s: string): string {
  for (const tell of s.matchAll(TELL)) {
    const from = tell.index + tell[0].length;
    const clause = s.slice(from).split(/[,.;:!?]/)[0]!;
    // ("tell the team what the new schedule is": a question the e-mail answers, not news.)
    if (/^(?:that|about|to|what|where|when|how|why|who|which|whether|if)\b/i.test(clause)) continue;
    const firstWord = clause.indexOf(" ");
    if (firstWord < 0) continue;
    for (const d of clause.matchAll(DETERMINER)) {
      if (d.index < firstWord) continue;
      const before = clause.slice(0, d.index);
      if (/\b(?:that|what|where|when|how|why|who|which|whether|if|and|to|for|about)\s+$/i.test(before)) break;
      // ("tell the team Monday is a bank holiday so the office is closed": the news began at its own verb, before.)
      if (/\b(?:is|are|was|were|will|has|have|had|can|cannot|can['’]t|won['’]t|must|should)\b/i.test(before)) break;
      if (NEWS_AT.test(clause.slice(d.index))) return `${s.slice(0, from + d.index)}that ${s.slice(from + d.index)}`;
      if (!/\bof\s+$/i.test(before)) break;
    }
  }
  return s;
}

const PARTICIPLE: Record<string, string> = { send: "sent", pay: "paid", fix: "fixed" };

/** A refusal ending on its day, run into its reason ("can't come in today my daughter has a fever"). */
const RUN_ON_REASON =
  /\b((?:can['’]?t|cannot|won['’]?t|will\s+not|couldn['’]?t|not\s+able\s+to|unable\s+to)\s+(?:[\p{L}-]+\s+){1,3}?(?:today|tomorrow|tonight|this\s+(?:morning|afternoon|evening|week)|on\s+\p{L}+day))\s+(?=(?:my|our)\s+(?:[\p{L}-]+\s+)?(?:is|are|has|have|was|had|got|feels?)\b)/iu;

/**
 * "I am writing to my client for to inform that ...", "I want to write to my landlord to ask ...": the note says what
 * the e-mail does; it becomes the order the reading knows ("tell my client that ...", "ask my landlord ...").
 */
const WRITING_TO = new RegExp(
  String.raw`^(?:I(?:['’]m|\s+am)\s+writ(?:e|ing)|I\s+(?:want|need|would\s+like|have)\s+to\s+write|writ(?:e|ing))\s+(?:an?\s+(?:e-?mail|letter|message|note)\s+)?to\s+((?:my|our|the)\s+[\p{L} -]{2,30}?)\s+(?:for\s+)?to\s+(inform|tell|ask|remind|thank|let)\b\s*(?:(?:them|him|her)\b\s*)?(?:know\b\s*)?(?:that\b\s*)?`,
  "iu",
);

const NOT_NAME =
  /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|I)$/;

function firstSentenceEnd(text: string): number {
  const m = /[.!?](?=\s+\p{Lu}|\s*$)/u.exec(text);
  return m ? m.index : text.length;
}

/** "let the team know": the note is for a group, so a person it thanks is thanked in front of them. */
const TOLD_GROUP =
  /\b(?:let|tell|inform|update|email|remind)\s+(?:the\s+|our\s+|my\s+)?(?:whole\s+)?(?:team|everyone|staff|all|department|crew|volunteers)\b/i;

export function frameNote(prompt: string, audience?: string): string {
  let s = prompt.trim();
  // "let the team know and thank Raj for staying late", written to the team: "Special thanks to Raj for ...".
  if (audience === "team" && TOLD_GROUP.test(s))
    s = s.replace(
      /(?:,?\s+and\s+|[.;]\s*|^)(?:please\s+)?thank\s+((?:(?:Mr|Mrs|Ms|Dr)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)\s+for\b/u,
      (_m: string, name: string, at: number) => `${at === 0 ? "" : ". "}Special thanks to ${name} for`,
    );
  // Learner's English: "for to inform" -> "to inform", "will be delay" -> "will be delayed", "by two week" -> "by two
  // weeks", "our supplier not deliver" -> "our supplier did not deliver".
  s = s
    .replace(/\bfor\s+to\s+(?=\p{Ll})/gu, "to ")
    .replace(
      /\b(will\s+be|is|are|was|were|has\s+been|have\s+been|had\s+been)\s+(delay|cancel|postpone|reschedule|deliver|confirm|approve|finish|change|move|fix|repair|book|send|pay)\b(?!-)/gi,
      (_m, be: string, v: string) => `${be} ${PARTICIPLE[v.toLowerCase()] ?? `${v}${/e$/i.test(v) ? "d" : "ed"}`}`,
    )
    .replace(
      /\b(by|for|in|within|after|about|around|than|over|under|only)\s+(two|three|four|five|six|seven|eight|nine|ten|several|few|\d+)\s+(day|week|month|year|hour|minute)(?=\s*(?:[,.;!?]|$|\s+(?:because|and|but|so|ago|late|early|later|from|before|after|until|due|as)\b))/gi,
      "$1 $2 $3s",
    )
    // "called twice no response" -> "called twice with no response".
    .replace(
      /\b(twice|three times|\d+ times|several times|again|repeatedly)\s+no\s+(response|reply|answer)\b/gi,
      "$1 with no $2",
    )
    // "the boiler broken since 3 Feb" -> "the boiler, which has been broken since 3 Feb".
    .replace(
      /\b((?:the|my|our|your)\s+[\p{Ll}-]+)\s+(broken|faulty|leaking|out of order|not working|down|missing|unpaid|outstanding|overdue)\s+since\b/giu,
      "$1, which has been $2 since",
    )
    .replace(
      /\b((?:I|we|they|(?:our|the|my|their)\s+[\p{Ll}-]+))\s+not\s+(deliver|send|pay|arrive|come|reply|answer|call|finish|receive|confirm|respond|sign|return|show up|turn up|fix)\b(?!\p{L})/giu,
      "$1 did not $2",
    );
  // "complaint to supplier: third delivery arrived damaged": a complaint to that reader about what follows, never
  // "I am writing to let you know about the complaint to supplier".
  s = s.replace(
    /^(?:(?:a|my|our|formal)\s+)?complaint\s+to\s+(?:(the|my|our)\s+)?([^:.]{2,40}?)\s*:\s*(?=\S)/i,
    (_m, det: string | undefined, who: string) => `complain to ${det ?? "the"} ${who} that `,
  );
  s = s.replace(WRITING_TO, (_m, who: string, verb: string) =>
    /^(?:ask|thank)$/i.test(verb)
      ? `${verb.toLowerCase()} ${who} `
      : `${/^remind$/i.test(verb) ? "remind" : "tell"} ${who} that `,
  );
  const label = s.match(LABEL);
  // A reminder keeps its word ("reminder:"), which the reading knows; any other label is dropped.
  if (label) s = (/^reminder$/i.test(label[1]!) ? "reminder: " : "") + s.slice(label[0].length);
  s = s.replace(KNOWN, "");
  const discussed = s.match(DISCUSSED);
  if (discussed) {
    const rest = s.slice(discussed[0].length);
    const end = firstSentenceEnd(rest);
    const where = discussed[1]!.trim();
    // "As discussed, ..." keeps nothing; "As discussed at the meeting on Tuesday, X." says where after X, in a sentence
    // of its own ("We discussed this at the meeting on Tuesday."), so no time of X moves into it.
    const said =
      where && /^(?:on|in|at|during|over|with|last|yesterday|today|earlier)\b/i.test(where)
        ? ` ${DISCUSSED_SAID[discussed[0].split(/\s+/)[1]!.toLowerCase()] ?? "We discussed this"} ${where}.`
        : "";
    s = said ? `${rest.slice(0, end).replace(/[.!?]?$/, ".")}${said}${rest.slice(end).replace(/^[.!?]/, "")}` : rest;
  }
  const because = s.match(BECAUSE_FIRST);
  // (Only a reason with a verb of its own: "Since March, ..." and "As of Monday, ..." are times, not reasons.)
  if (
    because &&
    (!/^(?:since|as)$/i.test(because[1]!) ||
      /\b(?:is|are|was|were|has|have|had|did|does|do|will|can|could|changed|moved|broke|closed|cancell?ed|\p{Ll}+ed)\b/iu.test(
        because[2]!,
      )) &&
    !/^(?:soon|well|far|long)\b/i.test(because[2]!)
  ) {
    const reason = because[1]!.toLowerCase() === "due to" ? "due to" : "because";
    const main = because[3]!;
    s = `${main.charAt(0).toUpperCase()}${main.slice(1)} ${reason} ${because[2]}${because[4] || "."}${s.slice(because[0].length)}`;
  }
  // ", otherwise we will ...": the consequence the reading knows as ", or we will ...".
  s = s.replace(/,?\s+otherwise,?\s+(?=(?:we|I|you|they|it|a|an|the)\b)/gi, ", or ");
  s = markNews(s);
  // "guests of the hotel that ...": the readers are the guests; the writer's own hotel goes without saying.
  s = s.replace(
    /\b(guests|members|residents|parents|tenants|customers|students|staff|volunteers|patients|clients)\s+of\s+(?:the|our)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?\s+(?=that\b)/iu,
    "$1 ",
  );
  // "..., still not paid": it is still not paid; "still no reply": there is still no reply.
  s = s.replace(
    /(^|[,;.]\s*|\band\s+)still\s+(not\s+|un)?(paid|received|fixed|done|sorted|resolved|answered|delivered|open|outstanding|missing|broken|overdue|working|available|booked|confirmed|signed)\b/gi,
    (_m, at: string, not: string | undefined, what: string) =>
      `${at}it is still ${not ? (/^un$/i.test(not) ? "un" : "not ") : ""}${what}`,
  );
  s = s.replace(
    /(^|[,;.]\s*|\band\s+)still\s+no\s+(?=(?:reply|answer|response|word|update|news|sign|date|refund|payment|invoice|decision)\b)/gi,
    "$1there is still no ",
  );
  // "revenue up 12% to $4.1m", "sales down 5%": a figure's rise or fall, with its verb.
  s = s.replace(
    /(^|[,:;.]\s*|\band\s+)((?:[\p{Ll}\d-]+\s+){0,2}?[\p{Ll}-]+)\s+(up|down)\s+(?=(?:by\s+|to\s+)?[$€£]?\d)/gu,
    (m, at: string, what: string, way: string) =>
      // (A verb of its own, or a word that is no figure's name: "payroll for up to 10 staff" is a limit.)
      /\b(?:is|are|was|were|went|go|goes|came|come|be|for|of|to|in|on|with|at|by|from|and|or|the|a|an|we|I|you|they|it)\b/i.test(
        what,
      )
        ? m
        : `${at}${what} ${/[^s]s$/i.test(what) ? "are" : "is"} ${way} `,
  );
  // "no data lost", "no customers affected": no one thing was, no many were ("no redundancies planned": are; "no card
  // needed" is a standing rule: "is").
  s = s.replace(
    /(^|[,;.]\s*|\band\s+)no\s+([\p{L}-]+)\s+(lost|damaged|affected|harmed|injured|hurt|stolen|missing|changed|needed|required|charged|planned|expected|reported|found)\b/giu,
    (_m, at: string, what: string, done: string) =>
      `${at}no ${what} ${
        /[^s]s$/i.test(what) && !/^(?:news|data)$/i.test(what)
          ? /^(?:planned|expected|needed|required)$/i.test(done)
            ? "are"
            : "were"
          : /^(?:planned|expected|needed|required)$/i.test(done)
            ? "is"
            : "was"
      } ${done}`,
  );
  // "i cant come tomorrow my son is sick": two clauses run together; the second is the reason.
  s = s.replace(RUN_ON_REASON, "$1 because ");
  // "cancel 24 hours in advance or a £25 fee applies": a rule for the reader, not the writer cancelling something.
  s = s.replace(CANCEL_RULE, (_m, when: string, fee: string) => `${fee} unless you cancel ${when}`);
  s = s.replace(SEND_NAME_THING, (m, verb: string, name: string, thing: string) =>
    NOT_NAME.test(name.split(/\s+/)[0]!) ? m : `${verb} ${thing} to ${name}`,
  );
  return s;
}
