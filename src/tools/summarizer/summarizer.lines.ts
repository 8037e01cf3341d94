/**
 * What one line of a pasted text is: a heading, a byline or dateline, a metadata line ("Attendees:", e-mail headers),
 * a greeting or sign-off, a call to action, a table row, a list item or plain text. Pure regular-expression tests,
 * multilingual where the cue words are (English, Spanish, French, German, Italian, Portuguese, Dutch).
 */

export const BULLET =
  /^(?:[-*+•●▪◦‣⁃–—]|\d{1,3}[.)]|[a-zA-Z](?:\)|\.(?!\s+[A-Z][a-z'’-]+\s+(?:said|says|will|would|to|is|was|has|had|asked|agreed|[a-z]+ed)\b))|[ivxlc]{1,5}[.)]|\((?:\d{1,3}|[a-zA-Z]|[ivxlc]{1,5})\))\s+(?:\[[ xX]\]\s+)?/;
/** Numbered and lettered markers ("1.", "a)", "(iv)"): also found at the start of a hard-wrapped line mid-sentence.
 * (A person's initial is not one: "S. Patel said ...", "H. Coles reported ...", also in BULLET.) */
export const ORDERED_BULLET =
  /^(?:\d{1,3}[.)]|[a-zA-Z](?:\)|\.(?!\s+[A-Z][a-z'’-]+\s+(?:said|says|will|would|to|is|was|has|had|asked|agreed|[a-z]+ed)\b))|[ivxlc]{1,5}[.)]|\((?:\d{1,3}|[a-zA-Z]|[ivxlc]{1,5})\))\s/;
export const TERMINAL = /[.!?…:;。！？]["'”’»)\]]*$/;
const SENTENCE_END = /[.!?…。！？]["'”’»)\]]*$/;

const MD_HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const RULE = /^(?:([-*_=~])\s*(?:\1\s*){2,})$/;
const SETEXT = /^(?:=+|-+)$/;

/** A markdown "# Heading" line: its level and text, or null. */
export function markdownHeading(line: string): { level: number; text: string } | null {
  const m = MD_HEADING.exec(line);
  return m && m[2] ? { level: m[1]!.length, text: m[2] } : null;
}

/** A thematic break ("---", "***"), or a markdown heading with no text ("#"): a break between blocks, never text. */
export function isRule(line: string): boolean {
  return RULE.test(line) || /^#{1,6}$/.test(line.trim());
}

/** The underline of a setext heading ("Title" followed by "=====" or "-----"). */
export function isSetextUnderline(line: string): boolean {
  return line.length >= 3 && SETEXT.test(line);
}

export function isTableRow(line: string): boolean {
  if (/^\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)+\|?$/.test(line)) return true;
  return (line.startsWith("|") && line.endsWith("|") && line.length > 2) || (line.match(/\s\|\s/g)?.length ?? 0) >= 2;
}

const words = (line: string) => line.split(/\s+/).filter(Boolean).length;

/** "Decisions:", "Action items:" — a short label line that introduces what follows. */
export function isLabelHeading(line: string): boolean {
  return /^[\p{Lu}\p{N}][^:.!?]{0,48}:$/u.test(line) && words(line) <= 6 && !LEAD_IN.test(line);
}

/** "Open a terminal and run:", "Add the following:": the lead-in of a code block or an example, not a heading. */
const LEAD_IN =
  /\b(?:run|type|enter|paste|execute|call|add|use|write|following|below|this|these|like so|as follows|command|example)\s*:$/i;

/** An ALL-CAPS line ("OVERVIEW", "LIGHT-DEPENDENT REACTIONS"), read as a heading in a cased text. */
export function isCapsHeading(line: string): boolean {
  if (line.length > 150) return false;
  const letters = line.replace(/[^\p{L}]/gu, "");
  return (
    letters.length >= 4 &&
    !/\p{Ll}/u.test(letters) &&
    words(line) <= 14 &&
    !SENTENCE_END.test(line.replace(/[.]$/, "").trim() + "x")
  );
}

const FUNCTION_END =
  /\b(?:a|an|the|and|or|but|of|to|in|on|for|with|by|at|from|as|that|which|is|are|was|were|be|de|la|el|los|las|y|o|en|con|por|para|le|les|et|ou|du|des|der|die|das|und|oder)$/i;

/**
 * A short line with no closing punctuation, starting with a capital or a number, that stands before more text:
 * a plain-text heading ("Treasurer's report", "Root cause") or title.
 */
export function isPlainHeading(line: string, maxWords = 10): boolean {
  if (line.length > 90 || words(line) > maxWords) return false;
  if (/[.,;:!…]["'”’)]?$/.test(line)) return false;
  if (!/^[\p{Lu}\p{N}"“'‘¿¡(]/u.test(line)) return false;
  if (FUNCTION_END.test(line) || /\p{L}['’]s$/u.test(line)) return false;
  return /\p{L}{2}/u.test(line);
}

const META_KEY =
  /^(?:attendees|attendance|in attendance|present|absent|apologies|regrets|chair(?:ed by)?|chairperson|facilitator|note[- ]?taker|minute[- ]?taker|scribe|date|time|when|where|location|venue|place|room|dial[- ]in|author|authors|tags?|categor(?:y|ies)|keywords|reading time|rating|score|default|default value|next meeting|cc|bcc|from|to|subject|sent|reply-to|asistentes|participantes|fecha|lugar|hora|asunto|para|de|présents|participants|objet|à|teilnehmer|datum|ort|betreff|an|von|partecipanti|oggetto|data|assunto)\s*:/i;

/** "Attendees: Laura, Dev", "Date: 3 March", "Subject: ...": a metadata line, not prose. */
export function isMetaLine(line: string): boolean {
  return META_KEY.test(line);
}

/**
 * A paragraph that opens with metadata run into it ("Engineering sync 3 June. Present: Ana, Raj. Raj said..."): an
 * optional short title sentence, then one or more "Key: value." sentences. Null when the line does not open so.
 */
export function leadingMeta(line: string): { title: string | null; meta: string[]; rest: string } | null {
  const m = /^(?:([^.!?:]{3,60}?)\.\s+)?((?:[\p{L} -]{2,20}:\s[^.!?:]{1,120}?(?:\.\s+|\.?$))+)/u.exec(line);
  if (!m) return null;
  const meta = m[2]!
    .split(/\.\s+|\.$/)
    .map((x) => x.trim())
    .filter(Boolean);
  if (meta.length === 0 || !meta.every(isMetaLine)) return null;
  // (The title is short and verbless: "Engineering sync 3 June", not "We met on 3 June".)
  const title = m[1]?.trim() ?? null;
  if (
    title &&
    (words(title) > 8 || !/^\p{Lu}/u.test(title) || /\b(?:is|are|was|were|has|have|had|will|we|i)\b/i.test(title))
  )
    return null;
  return { title, meta, rest: line.slice(m[0].length).trim() };
}

export function metaKey(line: string): string | null {
  return META_KEY.exec(line)?.[0].replace(/\s*:$/, "").toLowerCase() ?? null;
}

const DATE_WORD =
  /\b(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?(?:\s+\d{4})?|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:,?\s+\d{4})?|\d{4}-\d{2}-\d{2}|\d{1,2}[/.]\d{1,2}[/.]\d{2,4})\b/i;

/** "By Hannah Okafor · 12 June 2025", "Posted by Sam · 8 min read", "PUBLISHED: 08:12 BST, 3 July 2025". */
export function isBylineOrDateline(line: string): boolean {
  if (line.length > 200 || words(line) > 16) return false;
  const lower = line.charAt(0).toLowerCase() + line.slice(1);
  if (
    /^(?:by|posted by|written by|words by|reported by|por|par|von|di)\s+\p{Lu}/u.test(lower) &&
    !SENTENCE_END.test(line)
  )
    return true;
  if (
    /^(?:published|updated|last updated|last modified|posted(?: on)?|released|publicado|actualizado|publié|mis à jour|veröffentlicht|aktualisiert)\b/i.test(
      line,
    )
  )
    return true;
  if (/^\d+\s*(?:min(?:ute)?s?)\s+read$/i.test(line)) return true;
  // A line that is only a date (and maybe a weekday, a time or a place).
  return DATE_WORD.test(line) && words(line.replace(DATE_WORD, "")) <= 3 && !SENTENCE_END.test(line);
}

const GREETING =
  /^(?:hi|hello|hey|dear|good (?:morning|afternoon|evening)|greetings|hola|buenos días|buenas(?: tardes)?|estimad[oa]s?|querid[oa]s?|bonjour|bonsoir|salut|cher|chère|chers|hallo|liebe[rs]?|sehr geehrte[rs]?|ciao|gentile|caro|cara|olá|prezad[oa]s?|beste)\b[^.!?]{0,60}[,:!]?$/i;

export function isGreeting(line: string): boolean {
  return line.length <= 100 && words(line) <= 8 && GREETING.test(line);
}

const SIGN_OFF =
  /^(?:thanks|thank you|many thanks|thanks again|cheers|best|best wishes|regards|kind regards|best regards|warm regards|warmly|all the best|sincerely|yours|yours sincerely|yours faithfully|yours truly|love|talk soon|see you|gracias|muchas gracias|saludos|un saludo|un abrazo|atentamente|cordialmente|cordialement|bien à vous|merci|bisous|mit freundlichen grüßen|viele grüße|beste grüße|grazie|cordiali saluti|obrigad[oa]|atenciosamente|met vriendelijke groet)\b[^.!?]{0,40}[,.!]?$/i;

/** "Thanks,", "Kind regards", "Gracias y buen verano,": the line that closes a letter. */
export function isSignOff(line: string): boolean {
  return line.length <= 80 && words(line) <= 6 && SIGN_OFF.test(line);
}

/** "On Mon, 6 Oct 2025 at 09:15, Jonas <...> wrote:", "-----Original Message-----": a quoted reply starts. */
export function isReplyIntro(line: string): boolean {
  return (
    /^(?:on|el|le|am|il|em|op)\b.{4,160}\b(?:wrote|escribió|a écrit|schrieb|ha scritto|escreveu|schreef)\s*:?$/i.test(
      line,
    ) || /^-{2,}\s*(?:original message|forwarded message|mensaje original|message d'origine)\s*-{2,}$/i.test(line)
  );
}

/** "-- " or "—": a signature separator. */
export function isSignatureSeparator(line: string): boolean {
  return /^(?:--|—|__)\s*$/.test(line) || /^sent from my \w+/i.test(line) || /^enviado desde mi /i.test(line);
}

const CALL_TO_ACTION =
  /\b(?:subscribe|sign up|newsletter|download (?:the|our)|click here|read more|share this|follow us|all rights reserved|cookie|advertisement|tell us what you think|leave a comment|let me know in the comments|suscríbete|abonnez-vous)\b|^(?:©|\(c\)\s*\d{4}|copyright\s+(?:©\s*)?\d{4})|^(?:photo|image|picture|credit|source|video|watch|related|see also|read also|lee también|à lire aussi)\s*:|^(?:throwaway|long[- ]time lurker|first[- ]time poster|sorry for (?:the )?(?:formatting|my english)|(?:posting|typing) (?:from|on) (?:my )?(?:phone|mobile))/i;

/** Subscribe links, copyright lines, photo credits: page furniture, not content. */
export function isCallToAction(line: string): boolean {
  return line.length <= 250 && words(line) <= 25 && CALL_TO_ACTION.test(line);
}

/** "TL;DR: ...", "Bottom line: ...", "En resumen: ...": the author's own summary, label and text. */
export function authorSummary(line: string): string | null {
  const m =
    /^(?:tl;?\s?dr|tldr|in short|in summary|to sum up|bottom line|the bottom line|summary|short version|the short version|long story short|in a nutshell|the gist|my verdict|verdict|en resumen|resumen|en resumé|en bref|kurz gesagt|in sintesi)\s*[:\-—–]\s*(.{12,})$/i.exec(
      line,
    );
  return m ? m[1]! : null;
}

/** Sections a summary should reach (weight above 1) or pass over (below 1), by their heading's words. */
const SECTION_WEIGHTS: [RegExp, number][] = [
  // A press release's boilerplate about the company ("About Northvale Transit").
  [/^About (?:us|\p{Lu}[\p{L}&.'’-]*(?:\s+\p{Lu}[\p{L}&.'’-]*){0,4})$/u, 0.3],
  [
    /\b(?:decisions?|decided|agreed|agreements?|resolved|resolutions?|outcomes?|acuerdos|decisiones|décisions|beschlüsse|verdict|bottom line|conclusions?|interpretation|conclusión|conclusiones|fazit|tl;?dr|summary|resumen|résumé|in short|the short version|key (?:points|takeaways|findings)|takeaways?|overall status|headline)\b/i,
    1.8,
  ],
  [
    /\b(?:action items?|actions|next steps|to-?dos?|follow[- ]ups?|tasks|tareas|próximos pasos|prochaines étapes|blockers?|blocked|(?:root )?causes?|why it happened|what caused it|what happened)\b/i,
    1.6,
  ],
  [
    /\b(?:highlights|results|findings|recommendations?|impact|implications|risks?|what'?s new|new features?|changes|overview|abstract|priorities|outlook|looking ahead|the year ahead|plans for|goals for)\b/i,
    1.3,
  ],
  // Retros and post-mortems: what went wrong is what a reader needs; release notes: what is new or going away.
  [
    /\b(?:what (?:didn'?t|did not|could have) go(?:ne)? (?:well|better)|what went wrong|problems|issues|challenges|lessons learned|breaking changes?|deprecated|deprecations|removed)\b/i,
    1.3,
  ],
  [/\b(?:what went well|wins|kudos|shout-?outs?)\b|^(?:fixed|fixes|bug fixes)$/i, 0.8],
  [
    /\b(?:attendees|attendance|references|bibliography|appendix|acknowledg(?:e)?ments|about the author|about us|footnotes|further reading|see also|related (?:posts|articles)|comments|table of contents|contents|credits|sources)\b/i,
    0.3,
  ],
  [/\b(?:timeline|ingredients|specifications|specs|glossary|definitions)\b/i, 0.6],
  [
    /^(?:background|introduction|context|methods|methodology|materials and methods|study design|setting|participants)$/i,
    0.75,
  ],
  [/^(?:tips?|notes?|variations?|serving suggestions?|storage|faq|troubleshooting)$/i, 0.7],
  // ("24/106 Date of next meeting", then the date: said once, at the end, by summarizer.next-meeting.)
  [/^(?:\d{1,4}(?:[./]\d{1,4})*[.)]?\s*)?(?:date (?:and time )?of (?:the )?next meeting|next meeting)$/i, 0.1],
  [
    /^(?:\d{1,3}[.)]\s*)?(?:any other business|aob|a\.o\.b\.?|other business|miscellaneous|misc|ruegos y preguntas|divers|verschiedenes)$/i,
    0.6,
  ],
];

/**
 * "Background: Short sleep...", "Conclusions: Delaying...": a structured abstract's or report's section label at the
 * start of a line, followed by its text. Returns the label and the text, or null.
 */
export function inlineSection(line: string): { label: string; text: string } | null {
  const m =
    /^(background|introduction|context|objectives?|aims?|purpose|methods?|methodology|materials and methods|design|setting|participants|results|findings|conclusions?|interpretation|discussion|limitations|implications|recommendations?)\s*[:.]\s+(\p{Lu}.{10,})$/iu.exec(
      line,
    );
  if (m) return { label: m[1]!, text: m[2]! };
  // "Decisions: flaky tests get quarantined...", "What didn't: two bugs reached production...": the sections of
  // minutes and retros written on one line each (their text often starts in lower case).
  const r =
    /^(decisions?|agreed|outcomes?|action items?|actions|next steps|to-?dos?|blockers?|blocked|shipped|in progress|next week|this week|what went well|what didn['’]?t(?: go well)?|what went wrong|what could (?:have gone|go) better|lessons learned|problems|issues|risks?)\s*:\s+(\p{L}.{10,})$/iu.exec(
      line,
    );
  return r ? { label: r[1]!, text: r[2]! } : null;
}

export function sectionWeight(heading: string): number {
  for (const [re, w] of SECTION_WEIGHTS) if (re.test(heading)) return w;
  return 1;
}

/** "WASHINGTON (CNN) --", "LONDON (Reuters) —", "( cnn )": a news dateline at the start of the first sentence. */
const DATELINE =
  /^(?:[\p{L}][\p{L}.'’\- ]{0,40}(?:,\s*[\p{L}][\p{L}.'’\- ]{0,30})?\s*)?\(\s*(?:cnn|reuters|ap|afp|upi|bloomberg|ansa|efe|dpa|xinhua|bbc|business wire|pr newswire|prnewswire|globe newswire|globenewswire|accesswire|the conversation|ew\.com|cnn student news|mashable|rolling stone|people\.com|time\.com)\s*\)\s*(?:--|—|–|-|:)?\s*/iu;
const MONTH = "(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?";
/** "EASTGATE, April 22, 2025 —", "LONDON --", "NORTHBROOK, Ill., May 6 —": a press release's or wire story's dateline. */
const PLAIN_DATELINE = new RegExp(
  `^\\p{Lu}[\\p{Lu}.'’\\- ]{2,40}(?:,\\s*\\p{L}[\\p{L}.'’ ]{1,30})?(?:,\\s*(?:${MONTH}\\s+\\d{1,2}(?:,\\s*\\d{4})?|\\d{1,2}\\s+${MONTH}(?:\\s+\\d{4})?))?\\s*(?:--|—|–)\\s+(?=\\p{Lu})`,
  "iu",
);
const DAILY_MAIL_BYLINE =
  /^by\s+\.\s+[^.]{1,80}\.\s+(?:(?:published|updated|last updated)\s*:[^|]{1,80}\|?\s*\.?\s*)+/i;

/** The first sentence without its dateline or agency byline; the same text when it has none. */
export function stripDateline(sentence: string): string {
  const s = sentence.replace(DAILY_MAIL_BYLINE, "").replace(DATELINE, "");
  return (isPlainDateline(s) ? s.replace(PLAIN_DATELINE, "") : s).replace(/^[\s\-—–:]+/, "");
}

export function hasDateline(sentence: string): boolean {
  return DATELINE.test(sentence) || DAILY_MAIL_BYLINE.test(sentence) || isPlainDateline(sentence);
}

/** The plain dateline's city must be in capitals ("EASTGATE"), so "Paris — the city of light" is not one. */
function isPlainDateline(sentence: string): boolean {
  const m = PLAIN_DATELINE.exec(sentence);
  return !!m && /^\p{Lu}{3,}/u.test(m[0]) && !/\p{Ll}/u.test(m[0].split(",")[0]!);
}
