import type { CitationPart, ContributorRole, MlaInput, MlaResponse, SourceType } from "./contract";
import {
  formatAuthors,
  invertedName,
  naturalName,
  parseName,
  personFromRow,
  splitAuthors,
  type PersonName,
} from "./mla-names";
import { formatMlaDate, splitAccessed, todayMla } from "./mla-dates";
import { mlaTitleCase } from "./mla-title";

/**
 * MLA 9th-edition Works Cited entries built from the elements in order:
 * Author. Title. Container, vol., no., Publisher, Date, Location. Accessed date (only when undated and online).
 * Missing elements are skipped together with their punctuation.
 */

const squash = (s: string) => s.replace(/\s+/g, " ").trim();
const sameName = (a: string, b: string) =>
  squash(a).toLowerCase().replace(/^the /, "") === squash(b).toLowerCase().replace(/^the /, "");
const endsTerminal = (s: string) => /[.?!]["'”’]?$/.test(s);

/**
 * Title as typed minus wrapping quotes and a closing period; inner double quotes become single (MLA nesting).
 * English titles get MLA title case; titles in other languages keep the capitalisation typed (MLA 9, 2.80: follow
 * the language's own rules, e.g. sentence case in Spanish and French).
 */
function cleanTitle(raw: string, language: "auto" | "en" | "other" = "auto"): string {
  let t = squash(raw);
  if (/^["“].*["”]$/.test(t) || /^\*.*\*$/.test(t)) t = t.slice(1, -1).trim();
  t = t.replace(/(?<![A-Z])\.$/, "");
  t = t
    .replace(/["“”]([^"“”]*)["“”]/g, "‘$1’")
    .replace(/["“”]/g, "'")
    .replace(/[‘’]/g, "'");
  const english = language === "en" || (language === "auto" && !looksNonEnglish(t));
  return english ? mlaTitleCase(t) : t;
}

/** Function words that mark a title as Spanish, French, Italian, Portuguese or German (and are not English). */
const FOREIGN_WORDS = new Set(
  `el la los las del y en que se su sus al lo como más un una unos unas por para con sin sobre entre hacia desde según años año
le les des du et une aux au avec sans pour dans sur chez entre où
il lo gli della dello delle degli nel nella con per tra fra
o os as um uma dos das nos nas pelo pela
der die das und ein eine einer eines dem den des mit für über unter zwischen vom zum zur im`.split(/\s+/),
);

/**
 * True when at least two words (or a third of them) are foreign function words, the title uses ñ, ¿, ¡, ß, œ or an
 * ending such as -ción / -ção, or two of its words carry accents. A title wrongly taken for another language only
 * keeps the capitals typed; one wrongly taken for English would get English capitals, so doubt leans to "other".
 */
export function looksNonEnglish(title: string): boolean {
  if (/[ñ¿¡ßœ]/i.test(title) || /\p{L}(?:ción|ções|ção|siones|ciones)\b/iu.test(title)) return true;
  const accented = title.split(/[^\p{L}]+/u).filter((w) => /[áéíóúàèìòùâêîôûãõç]/i.test(w)).length;
  if (accented >= 2) return true;
  const words = title
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  const hits = words.filter((w) => FOREIGN_WORDS.has(w)).length;
  return hits >= 2 || (words.length > 0 && hits / words.length >= 0.34 && hits >= 1 && words.length <= 3);
}

/** DOIs as https://doi.org/...; other URLs without http:// or https:// (MLA 9). */
function formatLocation(raw: string): string {
  const u = squash(raw).replace(/\.$/, "");
  if (!u) return "";
  const doi =
    /^(?:https?:\/\/)?(?:dx\.)?doi\.org\/(.+)$/i.exec(u) ?? /^doi:\s*(.+)$/i.exec(u) ?? /^(10\.\d{4,9}\/\S+)$/.exec(u);
  if (doi) return `https://doi.org/${doi[1]}`;
  return u.replace(/^https?:\/\//i, "");
}

/**
 * MLA 9 page ranges: "p. 7", "pp. 193-200"; in a range of numbers above 99 the second number keeps only its last two
 * digits, or more where they differ ("1124-1131" -> "1124-31", "1608-1774" -> "1608-774", "98-101" stays).
 */
export function formatPages(raw: string): string {
  const p = squash(raw)
    .replace(/^(pages?|pp?\.?)\s*/i, "")
    .replace(/[–—]/g, "-")
    .replace(/\s*-\s*/g, "-")
    .replace(/\.$/, "");
  if (!p) return "";
  const shortened = p.replace(/\b(\d{3,})-(\d{3,})\b/g, (whole, a: string, b: string) => `${a}-${shortenSecond(a, b)}`);
  return /[-,+]/.test(shortened) ? `pp. ${shortened}` : `p. ${shortened}`;
}

function shortenSecond(first: string, second: string): string {
  if (first.length !== second.length || Number(second) <= Number(first)) return second;
  let keep = 2;
  while (keep < second.length && first.slice(0, second.length - keep) !== second.slice(0, second.length - keep))
    keep += 1;
  return second.slice(second.length - keep);
}

/** "2" -> "2nd ed.", "third edition" -> "3rd ed.", "Revised" -> "Revised ed.", "2nd ed." kept. */
export function formatEdition(raw: string): string {
  let e = squash(raw)
    .replace(/\.$/, "")
    .replace(/(?:^|\s+)(?:edition|ed)$/i, "")
    .trim();
  if (!e) return "";
  const words: Record<string, number> = {
    first: 1,
    second: 2,
    third: 3,
    fourth: 4,
    fifth: 5,
    sixth: 6,
    seventh: 7,
    eighth: 8,
    ninth: 9,
    tenth: 10,
  };
  const n = /^\d+$/.test(e) ? Number(e) : words[e.toLowerCase()];
  if (n) e = `${n}${ordinalSuffix(n)}`;
  else if (/^\d+(st|nd|rd|th)$/i.test(e)) e = e.toLowerCase();
  else e = e.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
  return `${e} ed.`;
}

function ordinalSuffix(n: number): string {
  if (n % 100 >= 11 && n % 100 <= 13) return "th";
  return ["th", "st", "nd", "rd"][n % 10] ?? "th";
}

/**
 * MLA 9 (2.104) shortens academic presses ("University" U, "Press" P: "U of Chicago P", "MIT P") and drops business
 * words (Company, Corporation, Incorporated, Limited: "W. W. Norton & Company" -> "W. W. Norton", "Little, Brown and
 * Company" -> "Little, Brown").
 */
export function formatPublisher(raw: string): string {
  let p = squash(raw).replace(/\.$/, "");
  p = p.replace(
    /,?\s+(?:(?:&|and)\s+)?(Inc\.?|Incorporated|Ltd\.?|Limited|LLC|Co\.?|Company|Corp\.?|Corporation)$/i,
    "",
  );
  if (/\bUniversity\b/.test(p))
    p = p
      .replace(/\bUniversity Press\b/g, "UP")
      .replace(/\bUniversity\b/g, "U")
      .replace(/\bPress\b/g, "P");
  else if (ACADEMIC_PRESS.test(p)) p = p.replace(/\bPress$/, "P");
  return p;
}

/** Academic presses whose names hold no "University" (MLA 9's own example: "MIT P"). */
const ACADEMIC_PRESS = /^(?:The )?(?:MIT|[\p{L} ]*\bInstitute of Technology) Press$/u;

const numberOf = (raw: string) =>
  squash(raw)
    .replace(/^(vol(ume)?|no|num(ber)?|issue|#)\.?\s*/i, "")
    .replace(/\.$/, "");

type Run = CitationPart[];

/** A title element: quoted for parts of a larger work, italic for stand-alone works. */
function titleElement(title: string, italic: boolean): Run {
  if (italic)
    return endsTerminal(title) ? [{ text: title, italic: true }] : [{ text: title, italic: true }, { text: "." }];
  if (endsTerminal(title)) return [{ text: `"${title}"` }];
  if (/'$/.test(title)) return [{ text: `"${title.slice(0, -1)}.'"` }];
  return [{ text: `"${title}."` }];
}

/** Container name in italics; anything typed after it (", vol. 3, no. 2") stays roman. */
function containerRun(raw: string): Run {
  const c = squash(raw).replace(/\.$/, "");
  const cut = c.search(/,\s*(vol\.|no\.|pp?\.|\d)/i);
  return cut > 0 ? [{ text: c.slice(0, cut), italic: true }, { text: c.slice(cut) }] : [{ text: c, italic: true }];
}

function joinItems(items: Run[]): Run {
  const out: Run = [];
  items.forEach((item, i) => {
    if (i > 0) out.push({ text: ", " });
    out.push(...item);
  });
  const last = out[out.length - 1];
  if (last && !endsTerminal(last.text)) out.push({ text: "." });
  return out;
}

function merge(parts: Run): Run {
  const out: Run = [];
  for (const p of parts) {
    if (!p.text) continue;
    const prev = out[out.length - 1];
    if (prev && Boolean(prev.italic) === Boolean(p.italic)) prev.text += p.text;
    else out.push(p.italic ? { text: p.text, italic: true } : { text: p.text });
  }
  return out;
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

function partsToHtml(parts: Run): string {
  return parts.map((p) => (p.italic ? `<i>${escapeHtml(p.text)}</i>` : escapeHtml(p.text))).join("");
}

/** People and organisations from the form's rows, by role. */
function contributorsByRole(input: MlaInput): Record<ContributorRole, PersonName[]> {
  const out: Record<ContributorRole, PersonName[]> = {
    author: [],
    editor: [],
    translator: [],
    director: [],
    performer: [],
    uploader: [],
  };
  for (const c of input.contributors) {
    const org = squash(c.organization);
    const first = squash(c.first);
    const last = squash(c.last);
    const name: PersonName = org
      ? { given: "", family: "", suffix: "", literal: org }
      : last
        ? personFromRow(first, last)
        : { given: "", family: "", suffix: "", literal: first };
    out[c.role].push(name);
  }
  return out;
}

/** "Name" / "Name and Name" / "Name et al." in natural order, for "edited by", "translated by". */
function naturalList(names: PersonName[]): string {
  if (names.length === 0) return "";
  if (names.length === 1) return naturalName(names[0]!);
  if (names.length === 2) return `${naturalName(names[0]!)} and ${naturalName(names[1]!)}`;
  return `${naturalName(names[0]!)} et al.`;
}

/** Every name, "A, B, and C" (performers: the visitor chose whom to name, as in the guides' film entries). */
function fullList(names: PersonName[]): string {
  const all = names.map(naturalName);
  if (all.length <= 2) return all.join(" and ");
  return `${all.slice(0, -1).join(", ")}, and ${all[all.length - 1]}`;
}

/** The author element from rows: "Last, First", "Last, First, and First Last", "Last, First, et al." (+ role). */
function authorFromRows(names: PersonName[], role?: "editor" | "director"): string {
  if (names.length === 0) return "";
  const first = invertedName(names[0]!);
  const base =
    names.length >= 3 ? `${first}, et al.` : names.length === 2 ? `${first}, and ${naturalName(names[1]!)}` : first;
  if (!role) return base;
  // "Lunsford, Andrea A., et al., editors." keeps the period of "et al."; "Rivera, Ana, editor." has none to drop.
  return `${/et al\.$/.test(base) ? base : base.replace(/\.$/, "")}, ${role}${names.length > 1 ? "s" : ""}`;
}

export function formatCitation(input: MlaInput, now: Date = new Date()): MlaResponse {
  const type: SourceType = input.sourceType;
  const rows = contributorsByRole(input);
  const usesRows = input.contributors.length > 0;

  // Container (what the work is part of) and publisher. With the newer fields both are explicit; with the first
  // form's single "website" field its meaning depends on the source type (see CONTAINER_LABEL).
  const publisherTyped = squash(input.publisher);
  const containerTyped = squash(input.container);
  const containerFirst = type === "website" || type === "article" || type === "journal" || type === "video";
  // A second container (MLA 9, 2.4): a database or a streaming service; the location then belongs to it.
  const platform = squash(input.platform).replace(/\.$/, "");
  const container = containerTyped || (containerFirst ? squash(input.website) : "");
  const publisher = publisherTyped || (containerTyped || !containerFirst ? squash(input.website) : "");

  // Author element.
  let authorNames: string[];
  let author: string;
  if (usesRows) {
    const lead = rows.author.length ? rows.author : rows.editor.length ? rows.editor : [];
    // A film's "author" is the person whose work the entry is about (usually the director): "Lucas, George, director."
    author = authorFromRows(
      lead,
      rows.author.length ? (type === "film" ? "director" : undefined) : rows.editor.length ? "editor" : undefined,
    );
    authorNames = lead.map((n) => n.literal ?? `${n.given} ${n.family}`);
  } else {
    author = formatAuthors(input.author);
    authorNames = [input.author];
  }
  // An organisation that is both author and publisher (or the website) is given once, as publisher (MLA 9, 2.1.3).
  const single = authorNames.length === 1 ? authorNames[0]! : "";
  if (author && single && [publisher, container].some((c) => c && sameName(single, c))) author = "";

  const title = cleanTitle(input.title, input.titleLanguage);
  const { date: dateRaw, accessed: typedInDate } = splitAccessed(input.date);
  const date = formatMlaDate(dateRaw);
  const location = input.doi.trim() ? formatLocation(input.doi) : formatLocation(input.url);

  const elements: Run[] = [];
  if (author) elements.push([{ text: endsTerminal(author) ? author : `${author}.` }]);

  const wholeSite = type === "website" && (!container || sameName(container, title));
  const standAlone = type === "book" || type === "report" || type === "film" || wholeSite;
  if (title) elements.push(titleElement(title, standAlone));

  const items: Run[] = [];
  const translators = naturalList(rows.translator);
  // Editors are "other contributors" when authors lead the entry (a book's editor after its author).
  const editorsAfterTitle = usesRows && rows.author.length > 0 ? naturalList(rows.editor) : "";
  if (standAlone) {
    // Other contributors open the next element: "Translated by Edith Grossman, Vintage, 2003."; a film's
    // "Directed by Bong Joon Ho, performances by ..." (MLA 9, 2.3).
    const opening = (text: string) => (items.length ? text : text.replace(/^\p{Ll}/u, (c) => c.toUpperCase()));
    if (rows.director.length) items.push([{ text: opening(`directed by ${naturalList(rows.director)}`) }]);
    if (editorsAfterTitle) items.push([{ text: opening(`edited by ${editorsAfterTitle}`) }]);
    if (translators) items.push([{ text: opening(`translated by ${translators}`) }]);
    if (rows.performer.length) items.push([{ text: opening(`performances by ${fullList(rows.performer)}`) }]);
    if (input.edition.trim()) items.push([{ text: formatEdition(input.edition) }]);
  } else {
    // The work's own translator comes before the container (MLA 9, 2.3): "Title." Translated by X. *Container*, ...
    if (translators) elements.push([{ text: `Translated by ${translators}.` }]);
    if (container) items.push(containerRun(container)); // not standAlone, so not a whole website
    const containerEditors = squash(input.containerEditors)
      ? naturalList(splitAuthors(input.containerEditors).names.map(parseName))
      : editorsAfterTitle;
    if (containerEditors) items.push([{ text: `edited by ${containerEditors}` }]);
    // "*YouTube*, uploaded by TED, 17 Mar. 2010" (MLA 9, 2.3: contributors to the container follow its title).
    if (rows.director.length) items.push([{ text: `directed by ${naturalList(rows.director)}` }]);
    if (rows.performer.length) items.push([{ text: `performances by ${fullList(rows.performer)}` }]);
    if (rows.uploader.length) items.push([{ text: `uploaded by ${naturalList(rows.uploader)}` }]);
    if (input.edition.trim()) items.push([{ text: formatEdition(input.edition) }]);
  }
  if (type === "journal" || type === "article") {
    if (input.volume.trim()) items.push([{ text: `vol. ${numberOf(input.volume)}` }]);
    if (input.issue.trim()) items.push([{ text: `no. ${numberOf(input.issue)}` }]);
  }
  // Publisher: books, chapters and reports always; websites only when it differs from the site's name (MLA 9, 2.5).
  const showPublisher =
    publisher && (type === "book" || type === "chapter" || type === "report" || !sameName(publisher, container));
  if (showPublisher && type !== "journal" && type !== "article") items.push([{ text: formatPublisher(publisher) }]);
  if (date) items.push([{ text: date }]);
  if (type !== "website" && type !== "video" && input.pages.trim()) items.push([{ text: formatPages(input.pages) }]);
  if (location && !platform) items.push([{ text: location }]);
  if (items.length) elements.push(joinItems(items));
  if (platform) elements.push(joinItems([containerRun(platform), ...(location ? [[{ text: location }]] : [])]));

  // Access date: when the visitor gives one, or for an online source without a publication date (MLA 9, 5.111).
  const typedAccess = input.accessed.trim() || typedInDate;
  const accessed = typedAccess
    ? formatMlaDate(typedAccess)
    : !date && location
      ? formatMlaDate(input.accessDate) || todayMla(now)
      : "";
  if (accessed) elements.push([{ text: `Accessed ${accessed}.` }]);

  const parts: Run = [];
  elements.forEach((el, i) => {
    if (i > 0) parts.push({ text: " " });
    parts.push(...el);
  });
  const merged = merge(parts);
  return { citation: merged.map((p) => p.text).join(""), citationHtml: partsToHtml(merged), parts: merged };
}
