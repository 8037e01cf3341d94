/**
 * A pasted text read as a document: title, sections under their headings, paragraphs split into sentences, list
 * items kept whole, and everything that is not content (metadata lines, bylines, greetings, sign-offs, signatures,
 * quoted replies, tables, code, page furniture) set aside. Headings are never units: they name sections and weigh them.
 */
import { splitSentences, writesInLowerCase, type Sentence } from "../../shared/text/sentences";
import {
  BULLET,
  ORDERED_BULLET,
  TERMINAL,
  authorSummary,
  isBylineOrDateline,
  isCallToAction,
  isCapsHeading,
  isGreeting,
  isLabelHeading,
  isMetaLine,
  leadingMeta,
  isPlainHeading,
  isReplyIntro,
  isRule,
  isSetextUnderline,
  isSignOff,
  isSignatureSeparator,
  isTableRow,
  markdownHeading,
  metaKey,
  sectionWeight,
  stripDateline,
  hasDateline,
  inlineSection,
} from "./summarizer.lines";
import { htmlToText, looksLikeHtml, stripInlineMarkdown } from "./summarizer.markup";
import { isTokenized } from "./summarizer.detokenize";
import { isStopword } from "./summarizer.language";
import { inlineItems, isLabelledReport, reportLabel } from "./summarizer.labels";
import { speakerReader } from "./summarizer.speakers";
import { BARE_RATING } from "./summarizer.emphasis";

export interface Section {
  heading: string;
  level: number;
  /** How much the section's content counts (Decisions 1.8, Attendees 0.3...). */
  weight: number;
  /** The heading was a report's label run into its first line ("Cause: A configuration change ..."). */
  inline?: boolean;
}

/** A sentence of a paragraph or a whole list item: what the summary is built from. */
export interface Unit extends Sentence {
  /** Index into DocStructure.sections, -1 before the first heading. */
  section: number;
  /** Structural weight: the section's weight, less for quoted replies and verbless fragments, more for a TL;DR line. */
  weight: number;
  /** Index of the list the item belongs to (-1 for sentences of paragraphs). */
  list: number;
  /** Position of the sentence in its paragraph (0 = first) or of the item in its list. */
  position: number;
  /** Who says it, in a transcript or chat ("Priya"). */
  speaker?: string;
  /** A piece of a quotation that spans sentences: it starts or ends inside the quote, away from who said it. */
  partialQuote?: boolean;
  /** The writer's own summary ("TL;DR: ...", "Short version: ..."), label removed. */
  ownSummary?: boolean;
}

export interface DocStructure {
  title: string | null;
  sections: Section[];
  units: Unit[];
  /** Lowercase metadata keys seen ("attendees", "subject"...). */
  metaKeys: Set<string>;
  /** People named in attendance lines ("Present: Ruth (chair), Ahmed"): action items can name them. */
  people: Set<string>;
  signals: {
    html: boolean;
    headings: number;
    listItems: number;
    paragraphs: number;
    greeting: boolean;
    signOff: boolean;
    byline: boolean;
    dateline: boolean;
    /** Speaker turns of a transcript or chat. */
    turns: number;
    /** Punctuation stands apart from the words ("the governor 's budget ,"): outputs are written back for a reader. */
    tokenized: boolean;
  };
}

interface Block {
  kind: "paragraph" | "item";
  text: string;
  section: number;
  list: number;
  /** Indentation of an item's line (nested lists are deeper). */
  indent?: number;
  /** 1, or less for a quoted passage (QUOTE_WEIGHT) or a quoted earlier e-mail (REPLY_WEIGHT). */
  quoted: number;
  authorSummary: boolean;
  speaker?: string;
}

const PEOPLE_KEY =
  /^(?:attendees|attendance|in attendance|present|absent|apologies|regrets|chair|chaired by|chairperson|facilitator|note[- ]?taker|minute[- ]?taker|scribe|asistentes|participantes|présents|participants|teilnehmer|partecipanti)$/;
const SUBJECT_KEY = /^(?:subject|asunto|objet|betreff|oggetto|assunto)$/;
const CODE_FENCE = /^(?:```|~~~)/;
const QUOTE_WEIGHT = 0.8;
const REPLY_WEIGHT = 0.35;
/** "Hi, I got a new phone…", "Hi Dana, sorry about that.": the greeting that opens a message of a thread. */
const TURN_GREETING = /^(?:hi|hello|hey|dear|good (?:morning|afternoon|evening))\b[^,!.?]{0,30}[,!]\s+(?=\p{L})/iu;
/** The message without its greeting; what follows it starts the sentence ("Hello, my parcel..." -> "My parcel..."). */
const withoutGreeting = (line: string): string =>
  TURN_GREETING.test(line)
    ? line.replace(TURN_GREETING, "").replace(/^\p{Ll}(?=\p{Ll}*[\s,.!?;:])/u, (c) => c.toUpperCase())
    : line;

/** No-break, figure and narrow spaces, and zero-width characters: what normalisedLines replaces or drops. */
const ODD_SPACES = /[\u00a0\u2007\u202f\u200b-\u200d\u2060\ufeff]/;

/** Text as its lines, with HTML read as HTML, code blocks, front matter and comments dropped. */
function normalisedLines(input: string): { lines: string[]; html: boolean } {
  const html = looksLikeHtml(input);
  // (Each replacement only where its characters occur: most texts have none of them, and a test is one scan.)
  let text = html ? htmlToText(input) : input;
  if (text.includes("\r")) text = text.replace(/\r\n?/g, "\n");
  if (ODD_SPACES.test(text))
    text = text.replace(/[\u00a0\u2007\u202f]/g, " ").replace(/[\u200b-\u200d\u2060\ufeff]/g, "");
  if (text.includes("\t")) text = text.replace(/\t/g, "    ");
  if (!html && text.includes("<!--")) text = text.replace(/<!--[\s\S]*?-->/g, "");
  text = text.replace(/^---\n[\s\S]{0,2000}?\n---\n/, (fm) => {
    const title = /^title:\s*["']?(.+?)["']?\s*$/m.exec(fm)?.[1];
    return title ? `# ${title}\n\n` : "\n";
  });
  const lines: string[] = [];
  let fence = false;
  for (const raw of text.split("\n")) {
    const trimmed = raw.trim();
    if (CODE_FENCE.test(trimmed)) {
      fence = !fence;
      lines.push("");
      continue;
    }
    // A boxed notice ("* The software is provided as is. *"): the text inside the box.
    const unboxed = /^\s*\*\s.*\s\*\s*$|^\s*\*\s*\*\s*$/.test(raw)
      ? raw.replace(/^\s*\*\s?/, "").replace(/\s?\*\s*$/, "")
      : raw;
    lines.push(fence ? "" : unboxed.trimEnd());
  }
  return { lines: withoutThreadNumbers(lines), html };
}

const LEADING_PICTOGRAPHS = /^(?:\p{Extended_Pictographic}|\uFE0F|\u200D|\s)+(?=[\p{L}\p{N}])/u;
/** "1/ We just closed our seed round", "2/5 Tidy is an app...": a numbered thread of posts. */
const THREAD_NUMBER = /^\s*\d{1,2}\s?\/\s?(?:\d{1,2}\s)?\s*(?=\S)/;
/** A thread's numbers dropped, when three or more lines carry one. */
function withoutThreadNumbers(lines: string[]): string[] {
  let numbered = 0;
  for (const line of lines) if (THREAD_NUMBER.test(line) && ++numbered >= 3) break;
  if (numbered < 3) return lines;
  return lines.map((line) => line.replace(THREAD_NUMBER, ""));
}

/**
 * A forum or Q&A site's post header, with the post's text after it when on one line: "Posted by leakyluke:", "Reply
 * from sarah_h:", "Answer from rob_k (accepted):", "sarah_h wrote:". The user name is one token (a handle).
 */
const FORUM_POST =
  /^(?:(?:originally )?posted by|(?:original post|question|comment|reply|response|answer)(?:ed)? (?:from|by)|(?:accepted|best|top) answer (?:from|by)|answered by|asked by|replied by)\s+@?[\p{L}\p{N}_.-]{2,30}(?:\s*\([^()]{0,40}\))?\s*[:\-–—]\s*(.*)$|^@?[\p{L}\p{N}_.-]{2,30}(?:\s*\([^()]{0,40}\))? (?:wrote|said|replied|posted|asked|answered)\s*:\s*(.*)$/iu;

/** Reads the document structure of a pasted text (plain text, markdown, HTML, e-mail). */
export function readStructure(input: string): DocStructure {
  const { lines, html } = normalisedLines(input);
  const sections: Section[] = [];
  const blocks: Block[] = [];
  const metaKeys = new Set<string>();
  const people = new Set<string>();
  const signals = {
    html,
    headings: 0,
    listItems: 0,
    paragraphs: 0,
    greeting: false,
    signOff: false,
    byline: false,
    dateline: false,
    turns: 0,
    tokenized: isTokenized(input),
  };
  const speakers = speakerReader(lines);
  const labelledReport = isLabelledReport(lines);
  let speaker: string | undefined;
  let title = null as string | null; // set inside the helpers below: not narrowed to null
  let section = -1;
  let list = -1;
  let listOpen = false;
  let quoted = 1;
  let inReply = false;
  let afterReplyIntro = false;
  let inSignature = false;
  let turnOpened = false;
  let seenContent = false as boolean; // set inside the helpers below: not narrowed to false
  let current: Block | null = null;

  let lastContentLine = lines.length - 1;
  while (lastContentLine >= 0 && !lines[lastContentLine]!.trim()) lastContentLine--;

  const close = () => {
    current = null;
  };
  const openHeading = (text: string, level: number) => {
    close();
    listOpen = false;
    const clean = stripInlineMarkdown(text).replace(/:$/, "").trim();
    if (!clean) return;
    signals.headings++;
    if (title === null && !seenContent && level <= 2) {
      title = clean;
      sections.push({ heading: clean, level: 1, weight: 1 });
    } else {
      const parent = [...sections].reverse().find((s) => s.level < level);
      const own = sectionWeight(clean);
      sections.push({ heading: clean, level, weight: own !== 1 ? own : (parent?.weight ?? 1) });
    }
    section = sections.length - 1;
  };
  const addText = (text: string, kind: Block["kind"], extra: Partial<Block> = {}) => {
    seenContent = true;
    if (kind === "item") {
      if (!listOpen) list++;
      listOpen = true;
      signals.listItems++;
      current = { kind, text, section, list, quoted, authorSummary: false, speaker, ...extra };
      blocks.push(current);
      return;
    }
    listOpen = false;
    current = { kind, text, section, list: -1, quoted, authorSummary: false, speaker, ...extra };
    blocks.push(current);
  };

  const noteMeta = (line: string) => {
    const key = metaKey(line)!;
    metaKeys.add(key);
    if (PEOPLE_KEY.test(key))
      for (const name of line.replace(/^[^:]*:/, "").match(/\p{Lu}[\p{Ll}'’-]+/gu) ?? []) people.add(name);
    if (SUBJECT_KEY.test(key) && title === null)
      title = line.replace(/^[^:]*:\s*/, "").replace(/^(?:re|fw|fwd|rv)\s*:\s*/i, "");
  };

  // "Follow-ups: (1) ... — owner: X, due D; (2) ...": numbered items run into a label's line are a list, not one
  // run-on sentence (summarizer.labels).
  const addSectionText = (text: string) => {
    const numbered = inlineItems(text);
    if (!numbered) return addText(text, "paragraph");
    if (numbered.intro) addText(numbered.intro, "paragraph");
    // (Each item says who does what: the label need not be lent back to it.)
    if (section >= 0) sections[section]!.inline = true;
    close();
    for (const item of numbered.items) addText(item, "item");
  };

  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!.trim();
    const indent = lines[i]!.length - lines[i]!.trimStart().length;
    if (!line) {
      // A blank line ends a paragraph; a list stays open across blank lines between its items.
      close();
      continue;
    }
    const isQuote = /^>/.test(line);
    if (isQuote) line = line.replace(/^(?:>\s?)+/, "").trim();
    if (!line) continue;
    if (isReplyIntro(line)) {
      close();
      inReply = true;
      afterReplyIntro = true;
      inSignature = false;
      continue;
    }
    quoted = inReply ? REPLY_WEIGHT : isQuote ? QUOTE_WEIGHT : 1;
    if (inSignature && !isQuote) continue;
    // A forum post's header ("Posted by leakyluke:", "Answer from rob_k:", "sarah_h wrote:") opens a new post and is
    // never said: the post's text is.
    const post = FORUM_POST.exec(line);
    if (post) {
      close();
      line = (post[1] ?? post[2] ?? "").trim();
      if (!line) continue;
    }
    // A speaker's turn in a transcript or chat starts a block of its own, without timestamp and label.
    const turn = speakers.read(line);
    if (turn) {
      close();
      speaker = turn.speaker;
      signals.turns++;
      turnOpened = true;
      const said = withoutGreeting(stripInlineMarkdown(turn.text));
      if (said)
        addText(BULLET.test(said) ? said.replace(BULLET, "").trim() : said, BULLET.test(said) ? "item" : "paragraph");
      continue;
    }
    if (isSignatureSeparator(line)) {
      close();
      inSignature = true;
      continue;
    }
    const next = nextLine(lines, i);
    if (next && next.index === i + 1 && isSetextUnderline(next.text) && !BULLET.test(line) && line.length <= 90) {
      openHeading(line, next.text.startsWith("=") ? 1 : 2);
      i = next.index;
      continue;
    }
    if (isRule(line)) {
      close();
      listOpen = false;
      continue;
    }
    const md = markdownHeading(line);
    if (md) {
      openHeading(md.text, md.level);
      continue;
    }
    if (isTableRow(line)) {
      close();
      continue;
    }
    line = stripInlineMarkdown(line);
    if (!line) continue;
    // "Engineering sync 3 June. Present: Ana, Raj, Lee. Raj said...": a title and attendance run into the first
    // paragraph are read as what they are, and the paragraph starts after them.
    const lead = !seenContent && title === null ? leadingMeta(line) : null;
    if (lead) {
      if (lead.title) openHeading(lead.title, 1);
      for (const meta of lead.meta) noteMeta(meta);
      line = lead.rest;
      if (!line) continue;
    }
    // (A rating after the review, "Rating: 4/5. Great value for commuting, but not for the gym.", is its verdict.)
    if (isMetaLine(line) && !(seenContent && /^(?:rating|score)\s*:/i.test(line))) {
      noteMeta(line);
      close();
      continue;
    }
    if (isBylineOrDateline(line)) {
      signals.byline = true;
      close();
      continue;
    }
    if ((!seenContent || afterReplyIntro) && isGreeting(line)) {
      signals.greeting = true;
      close();
      continue;
    }
    if ((isSignOff(line) || /^[^.!?]{2,40},$/.test(line)) && seenContent && isNearEnd(lines, i, lastContentLine)) {
      signals.signOff = true;
      inSignature = !inReply;
      close();
      continue;
    }
    if (isCallToAction(line)) {
      close();
      continue;
    }
    // "Results: Students in schools with..." opens the Results section of a structured abstract.
    const labelled = BULLET.test(line) ? null : inlineSection(line);
    if (labelled) {
      openHeading(labelled.label, 3);
      addSectionText(labelled.text);
      continue;
    }
    const summary = authorSummary(line);
    if (summary) {
      addText(summary, "paragraph", { authorSummary: true });
      close();
      continue;
    }
    // "Cause: A configuration change ...": in a report of labelled paragraphs, the label is the section's heading.
    // (Not a title line before any text: "Incident post-mortem: checkout outage, 14 March".)
    const part = labelledReport && !BULLET.test(line) ? reportLabel(line) : null;
    if (part && (seenContent || /[.!?]$/.test(part.text))) {
      openHeading(part.label, 3);
      sections[section]!.inline = true;
      addSectionText(part.text);
      continue;
    }
    afterReplyIntro = false;
    // A message's "Hi Dana, sorry about that." opens with a greeting that is not content.
    // What follows it starts the sentence ("Hello, my parcel..." -> "My parcel...").
    if (turnOpened && (current as Block | null) === null) line = withoutGreeting(line);
    turnOpened = false;
    const open = current as Block | null;
    // "(4) never produces..." at the start of a hard-wrapped line continues the sentence above it.
    const wrappedMarker =
      open?.kind === "paragraph" && ORDERED_BULLET.test(line) && !/[.!?:;]["'”’)]?$/.test(open.text);
    // "2. Grant of Copyright License. Subject to the terms..." (a numbered clause led by its own title in Title Case):
    // the title is the clause's heading, the rest its text.
    const clause =
      ORDERED_BULLET.test(line) && !wrappedMarker && /^\d/.test(line) ? clauseTitle(line.replace(BULLET, "")) : null;
    if (clause) {
      openHeading(clause.title, 3);
      if (clause.text) addText(clause.text, "paragraph");
      continue;
    }
    if (BULLET.test(line) && !wrappedMarker) {
      const item = line.replace(BULLET, "").trim();
      if (isMetaLine(item)) {
        metaKeys.add(metaKey(item)!);
        close();
        continue;
      }
      // "1. Minutes of the last meeting" followed by prose, or "3. Decisions" over a "-" list: a numbered agenda
      // heading, not an item.
      const overOtherList = !!next && BULLET.test(next.text) && !ORDERED_BULLET.test(next.text);
      if (
        /^\d/.test(line) &&
        isPlainHeading(item, 8) &&
        next &&
        (!BULLET.test(next.text) || overOtherList) &&
        next.index === i + 1 &&
        !TERMINAL.test(item)
      ) {
        openHeading(item, 3);
        continue;
      }
      if (item) addText(item, "item", { indent });
      continue;
    }
    const startsBlock = open === null || (open.kind === "item" && indent === 0);
    // The document's first line standing alone above a blank line is its title, even when long ("Effects of a later
    // school start time on adolescent sleep: a two-year trial") or led by a rating ("★★★☆☆ Good fryer, terrible app").
    // (So is an unpunctuated first line with a list right under it: "notes - call w/ supplier 14/3", then "- ...".)
    const overList = !!next && next.index === i + 1 && BULLET.test(next.text) && isListTitle(line);
    if (
      !seenContent &&
      title === null &&
      startsBlock &&
      next &&
      ((next.index > i + 1 && isFirstLineTitle(line)) || overList)
    ) {
      openHeading(line.replace(/^[^\p{L}\p{N}"“'‘¿¡(]+/u, "").trim() || line, 1);
      continue;
    }
    if (isHeadingLine(line, startsBlock, next, seenContent)) {
      openHeading(line, title === null && !seenContent ? 1 : 2);
      continue;
    }
    // Continuation of the open item or paragraph (hard-wrapped lines), else a new paragraph.
    // A line wrapped by hand (the one before it long and unfinished) continues it, whatever its first letter.
    const previousRaw = lines[i - 1]?.trim() ?? "";
    const wrapped = previousRaw.length >= 55 && !/[.!?:;]["'”’)]?$/.test(previousRaw);
    if (open && (open.kind === "paragraph" || indent > 0 || /^\p{Ll}/u.test(line) || wrapped)) {
      open.text += ` ${line}`;
      continue;
    }
    addText(line, "paragraph");
  }
  // A text made only of very short lines or headings ("Hello world", "# Notes"): keep what there is.
  let units = toUnits(blocks, sections, 3);
  if (units.length === 0) units = toUnits(blocks, sections, 1);
  if (units.length === 0 && sections.length > 0) {
    units = toUnits(
      sections.map((s, i) => ({
        kind: "paragraph",
        text: s.heading,
        section: i,
        list: -1,
        quoted: 1,
        authorSummary: false,
      })),
      sections,
      1,
    );
  }
  if (units.length === 0) {
    // Nothing but a greeting, a signature or metadata ("Hello world", "Attendees: Dev"): its lines, as they are.
    const plain = lines.map((l) => stripInlineMarkdown(l.trim().replace(/^#+\s*|^>\s*/, ""))).filter(Boolean);
    units = toUnits(
      plain.map((text) => ({ kind: "paragraph", text, section: -1, list: -1, quoted: 1, authorSummary: false })),
      sections,
      1,
    );
  }
  signals.paragraphs = new Set(units.filter((u) => u.list < 0).map((u) => u.paragraph)).size;
  if (units[0] && hasDateline(units[0].text)) {
    signals.dateline = true;
    units[0].text = stripDateline(units[0].text);
  }
  return { title, sections, units, metaKeys, people, signals };
}

/** A long or symbol-led first line that reads as a title: no closing full stop, not a sentence of prose. */
/** A short unpunctuated line, not a list's lead-in ("Things to pack:") nor an item itself. */
function isListTitle(line: string): boolean {
  return !BULLET.test(line) && line.split(/\s+/).length <= 12 && !/[.!?;,:]["'”’)]?$/.test(line);
}

function isFirstLineTitle(line: string): boolean {
  const bare = line.replace(/^[^\p{L}\p{N}"“'‘¿¡(]+/u, "").trim();
  if (!bare || bare.length > 160 || bare.split(/\s+/).length > 22) return false;
  // An unpunctuated first line of four words or more, alone above the text, is a title whatever its grammar
  // ("Pourquoi j'ai arrêté d'acheter des vêtements neufs pendant un an").
  return (
    isPlainHeading(bare, 22) ||
    ((bare.length > 90 || bare.split(/\s+/).length >= 4) &&
      !/[.!?;,:]["'”’)]?$/.test(bare) &&
      /^[\p{Lu}\p{N}]/u.test(bare))
  );
}

/** Words that make a short line a sentence rather than a title ("Agreed.", "All present."). */
const VERBISH =
  /^(?:is|are|was|were|be|been|has|have|had|do|does|did|will|can|approved|agreed|noted|carried|present|absent|none|nothing|yes|no|\p{L}+ed)$/iu;

const MINOR_WORD = /^(?:a|an|the|of|and|or|to|for|in|on|by|with|at|from|de|del|la|el|y|et|du|des|der|und|von)$/i;

/** "Grant of Patent License. Subject to..." -> the clause's Title-Case title and its text, or null. */
function clauseTitle(text: string): { title: string; text: string } | null {
  const m = /^([\p{Lu}][\p{L}'’ -]{2,60}?)\.(?:\s+(\p{Lu}.{10,}))?$/u.exec(text);
  if (!m) return null;
  const words = m[1]!.split(/\s+/);
  // "3. Water use. The committee discussed...": a short sentence-case agenda title before its text is a title too.
  const agendaTitle = Boolean(m[2]) && words.length <= 4 && !words.some((w) => VERBISH.test(w));
  if (words.length > 7 || !(agendaTitle || words.every((w) => /^\p{Lu}/u.test(w) || MINOR_WORD.test(w)))) return null;
  return { title: m[1]!, text: m[2] ?? "" };
}

/** The next non-blank line, without quote marks and inline markdown. */
function nextLine(lines: string[], i: number): { text: string; index: number } | null {
  for (let j = i + 1; j < lines.length; j++) {
    const t = lines[j]!.trim().replace(/^(?:>\s?)+/, "");
    if (t) return { text: /^[=-]+$/.test(t) ? t : stripInlineMarkdown(t) || t, index: j };
  }
  return null;
}

/** Within the last few lines of the letter (before any quoted reply). */
function isNearEnd(lines: string[], i: number, last: number): boolean {
  let after = 0;
  for (let j = i + 1; j <= last && j < lines.length; j++) {
    const t = lines[j]!.trim();
    if (!t) continue;
    if (isReplyIntro(t) || t.startsWith(">")) break;
    if (t.split(/\s+/).length > 8 || ++after > 4) return false;
  }
  return true;
}

/**
 * A heading written as a plain line: markdown-free ALL-CAPS, "Label:", or a short unpunctuated line that starts a
 * block and is followed by more text (the document's first such line is its title).
 */
function isHeadingLine(
  line: string,
  startsBlock: boolean,
  next: { text: string } | null,
  seenContent: boolean,
): boolean {
  if (!next || !startsBlock) return false;
  if (isLabelHeading(line)) return true;
  if (
    /^(?:section|article|chapter|part|clause|schedule|annex|appendix|sección|artículo|capítulo|article|chapitre)\s+[\dIVXLC]+[a-z]?\b[^.!?]{0,80}\.?$/i.test(
      line,
    ) &&
    line.split(/\s+/).length <= 12
  )
    return true;
  if (isCapsHeading(line)) return true;
  if (!seenContent && /\?$/.test(line) && line.split(/\s+/).length <= 16) return true;
  return (
    isPlainHeading(line, seenContent ? 10 : 16) &&
    (/^\p{Lu}/u.test(next.text) ||
      BULLET.test(next.text) ||
      /^\d/.test(next.text) ||
      isRule(next.text) ||
      markdownHeading(next.text) !== null)
  );
}

/** Whether text.split(" ").length < limit, without building the pieces (and counting no further than the limit). */
function spacedBelow(text: string, limit: number): boolean {
  let pieces = 1;
  for (let i = text.indexOf(" "); i >= 0 && pieces < limit; i = text.indexOf(" ", i + 1)) pieces++;
  return pieces < limit;
}

/** A space other than " ", or two together: what turning each run of spaces into one " " changes. */
const SPACES_TO_TIDY = /[^\S ]| {2}/;

function toUnits(blocks: Block[], sections: Section[], minWords: number): Unit[] {
  const units: Unit[] = [];
  const listPositions = new Map<number, number>();
  const consumed = new Set<number>();
  blocks.forEach((block, paragraph) => {
    if (consumed.has(paragraph)) return;
    const items = listAfter(blocks, paragraph);
    // A short list joined to its lead-in is said by that sentence; its items are not units of their own.
    if (items) for (let k = 1; k <= items.length; k++) consumed.add(paragraph + k);
    const base =
      (block.section >= 0 ? sections[block.section]!.weight : 1) * block.quoted * (block.authorSummary ? 2.5 : 1);
    const text = (SPACES_TO_TIDY.test(block.text) ? block.text.replace(/\s+/g, " ") : block.text).trim();
    if (!/[\p{L}\p{N}]/u.test(text)) return;
    if (block.kind === "item" && spacedBelow(text, 61)) {
      const position = listPositions.get(block.list) ?? 0;
      listPositions.set(block.list, position + 1);
      if (spacedBelow(text, minWords - 1)) return; // an item of two words ("Buy milk") is still an item
      units.push({
        text: items ? joinLeadIn(text, items) : text.replace(/[;,]$|[;,]?\s+(?:and|or)$/, ""),
        paragraph,
        index: units.length,
        listItem: true,
        section: block.section,
        weight: base,
        list: block.list,
        position,
        speaker: block.speaker,
      });
      return;
    }
    const lowerCased = writesInLowerCase(text);
    // (The splitter reads the first 5,000 characters for the same test.)
    let sentences = (text.length <= 5000 ? splitSentences(text, lowerCased) : splitSentences(text)).map((s) => s.text);
    // (Not for a writer who starts sentences in lower case: "can you get it ready? i also need...".)
    if (!lowerCased) sentences = joinBrokenSentences(sentences);
    if (items && sentences.length > 0)
      sentences[sentences.length - 1] = joinLeadIn(sentences[sentences.length - 1]!, items);
    // A clause of a list written as paragraphs ("(a) You must give... a copy of this License; and") ends without
    // its conjunction.
    // ("...with angels from Monzo. 🎉 Tidy is an app...": the emoji that closed a post is not the next one's start.)
    sentences = joinDependent(sentences).map((t) =>
      t.replace(/[;,]\s+(?:and|or)$/, ".").replace(LEADING_PICTOGRAPHS, ""),
    );
    // ("Rating: 4/5. Great value for commuting, but not for the gym.": a bare rating and what it means are one verdict.)
    sentences = withRatingJoined(sentences);
    let inQuote = false;
    sentences.forEach((sentence, position) => {
      const startsInside = inQuote;
      inQuote = quoteOpenAfter(sentence.replace(CLOSING_LEAD, ""), startsInside);
      // The splitter can leave a quotation's closing mark at the start of the next sentence ("... alone . '' said X").
      if (inQuote && CLOSING_LEAD.test(sentences[position + 1] ?? "")) inQuote = false;
      if (spacedBelow(sentence, minWords)) return;
      const partialQuote = startsInside || inQuote;
      // "Short version: it makes excellent coffee...": the writer's own summary, inside a paragraph.
      const own = position > 0 ? authorSummary(sentence) : null;
      units.push({
        text: own ?? sentence,
        paragraph,
        index: units.length,
        listItem: block.kind === "item",
        section: block.section,
        weight: own ? base * 2.5 : base,
        list: -1,
        position,
        speaker: block.speaker,
        partialQuote,
        ownSummary: !!own || block.authorSummary,
      });
    });
  });
  return units;
}

/** The sentences with a bare rating ("Rating: 4/5.", "8/10.") joined to the sentence after it. */
function withRatingJoined(sentences: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < sentences.length; i++) {
    const next = sentences[i + 1];
    if (next && BARE_RATING.test(sentences[i]!.trim()) && !/\?["'”’]?$/.test(next)) {
      out.push(`${sentences[i]!.trim()} ${next}`);
      i++;
    } else out.push(sentences[i]!);
  }
  return out;
}

/**
 * Whether a quotation is still open after this sentence, given whether one was open before it: straight double
 * quotes toggle, curly and tokenized ones ("``", "''") open and close. Single quotes are ignored: they cannot be told
 * from apostrophes reliably.
 */
const CLOSING_LEAD = /^(?:''|”)\s*/;

const [BACKTICK, APOSTROPHE, STRAIGHT_QUOTE, OPENING_QUOTE, CLOSING_QUOTE] = [..."`'\"“”"].map((c) => c.charCodeAt(0));

function quoteOpenAfter(sentence: string, open: boolean): boolean {
  // The marks /``|''|[“”"]/g finds, read left to right by a scan: "``" or "''" as one mark, else one character.
  // (By character code: indexing a string makes a one-character string per character.)
  let inside = open;
  for (let i = 0; i < sentence.length; i++) {
    const c = sentence.charCodeAt(i);
    if ((c === BACKTICK || c === APOSTROPHE) && sentence.charCodeAt(i + 1) === c) {
      inside = c === BACKTICK;
      i++;
    } else if (c === STRAIGHT_QUOTE) inside = !inside;
    else if (c === OPENING_QUOTE) inside = true;
    else if (c === CLOSING_QUOTE) inside = false;
  }
  return inside;
}

/** '"Anything new?" every 30 seconds.' — a piece starting in lower case continues the sentence before it. */
function joinBrokenSentences(sentences: string[]): string[] {
  const out: string[] = [];
  for (const s of sentences) {
    if (out.length > 0 && /^\p{Ll}/u.test(s) && /["”’?!]$/.test(out[out.length - 1]!)) out[out.length - 1] += ` ${s}`;
    else out.push(s);
  }
  return out;
}

/** An answer that needs its question ("Would I buy it again? Probably, but..."). */
const ANSWER_OPENER =
  /^(?:yes|no|probably|probably not|maybe|perhaps|definitely|absolutely|not really|sort of|kind of|in a word|honestly)\b\s*[,.!—–-]/i;
/** A minute that records what became of the proposal before it ("After discussion this was agreed, ..."). */
const DECISION_FOLLOW_UP =
  /^(?:(?:after (?:some |a short |a long )?discussion|on a vote|following discussion),?\s+)?(?:this|that|it|the (?:proposal|motion|plan|idea))\s+was\s+(?:agreed|approved|accepted|carried|rejected|declined|deferred|adopted|unanimously \p{L}+)\b/iu;

/** Who moved a motion and what became of it ("Moved by M. Chen, seconded by R. Patel.", "Carried unanimously."). */
const MOTION_RECORD =
  /^(?:(?:moved|seconded|proposed) by\b|(?:motion\s+)?(?:carried|passed|defeated|adopted|lost)(?:\s+(?:unanimously|\d+\s*(?:-|–|to)\s*\d+))?[.!]?$)/i;

/**
 * Sentences that cannot stand alone are joined to the one they depend on: a short question with its answer, and a
 * recorded decision with the proposal it decides.
 */
function joinDependent(sentences: string[]): string[] {
  const out: string[] = [];
  for (const s of sentences) {
    const previous = out[out.length - 1];
    const answer =
      previous !== undefined &&
      /\?["”’)]?$/.test(previous) &&
      previous.split(/\s+/).length <= 12 &&
      ANSWER_OPENER.test(s);
    const follows = DECISION_FOLLOW_UP.test(s) || MOTION_RECORD.test(s);
    if (answer || (previous !== undefined && follows)) out[out.length - 1] = `${previous} ${s}`;
    else out.push(s);
  }
  return out;
}

/** The items of a short list right after a block ending in ":" (its lead-in), or null. */
function listAfter(blocks: Block[], at: number): string[] | null {
  const lead = blocks[at]!;
  if (!/:$/.test(lead.text.trim())) return null;
  const items: string[] = [];
  // After a paragraph: the list that follows; after an item: the items nested deeper under it.
  const belongs = (b: Block) =>
    b.kind === "item" &&
    (lead.kind === "paragraph" ? b.list === blocks[at + 1]!.list : (b.indent ?? 0) > (lead.indent ?? 0));
  for (let j = at + 1; j < blocks.length && belongs(blocks[j]!); j++) items.push(blocks[j]!.text.trim());
  return items.length > 0 && items.length <= 6 && items.join(" ").split(/\s+/).length <= 70 ? items : null;
}

/** "...grants You a licence to:" + ["reproduce...; and", "produce..."] -> one sentence "...to: reproduce...; and produce...". */
function joinLeadIn(leadIn: string, items: string[]): string {
  const joined = items
    // "...rules I follow: Every alert...; The first step..." -> "every alert...; the first step...".
    .map((item) =>
      item.replace(/^(\p{Lu}\p{Ll}*)\b/u, (w) => (isStopword(w.toLowerCase(), "en") ? w.toLowerCase() : w)),
    )
    .map((item, k) =>
      k === items.length - 1
        ? item.replace(/[;,]?\s*(?:and|or)?$/, "")
        : /[;,]\s*(?:and|or)$/.test(item)
          ? item
          : item.replace(/[.;,]?$/, ";"),
    )
    .join(" ");
  return `${leadIn} ${joined}`.replace(/[.;,]?$/, ".");
}
