import type { CitationPart, MlaInput, MlaResponse, SourceType } from "./contract";
import { formatAuthors } from "./mla-names";
import { formatMlaDate, splitAccessed, todayMla } from "./mla-dates";
import { mlaTitleCase } from "./mla-title";

/**
 * MLA 9th-edition Works Cited entries built from the elements in order:
 * Author. Title. Container, vol., no., Publisher, Date, Location. Accessed date (only when undated and online).
 * Missing elements are skipped together with their punctuation.
 */

const squash = (s: string) => s.replace(/\s+/g, " ").trim();
const sameName = (a: string, b: string) => squash(a).toLowerCase().replace(/^the /, "") === squash(b).toLowerCase().replace(/^the /, "");
const endsTerminal = (s: string) => /[.?!]["'”’]?$/.test(s);

/** Title as typed minus wrapping quotes and a closing period; inner double quotes become single (MLA nesting). */
export function cleanTitle(raw: string): string {
  let t = squash(raw);
  if (/^["“].*["”]$/.test(t) || /^\*.*\*$/.test(t)) t = t.slice(1, -1).trim();
  t = t.replace(/(?<![A-Z])\.$/, "");
  return mlaTitleCase(t.replace(/["“”]([^"“”]*)["“”]/g, "‘$1’").replace(/["“”]/g, "'").replace(/[‘’]/g, "'"));
}

/** DOIs as https://doi.org/...; other URLs without http:// or https:// (MLA 9). */
export function formatLocation(raw: string): string {
  const u = squash(raw).replace(/\.$/, "");
  if (!u) return "";
  const doi = /^(?:https?:\/\/)?(?:dx\.)?doi\.org\/(.+)$/i.exec(u) ?? /^doi:\s*(.+)$/i.exec(u) ?? /^(10\.\d{4,9}\/\S+)$/.exec(u);
  if (doi) return `https://doi.org/${doi[1]}`;
  return u.replace(/^https?:\/\//i, "");
}

/** "193-200" -> "pp. 193-200", "7" -> "p. 7", "30+" -> "pp. 30+". */
export function formatPages(raw: string): string {
  const p = squash(raw).replace(/^(pages?|pp?\.?)\s*/i, "").replace(/[–—]/g, "-").replace(/\s*-\s*/g, "-").replace(/\.$/, "");
  if (!p) return "";
  return /[-,+]/.test(p) ? `pp. ${p}` : `p. ${p}`;
}

/** MLA shortens academic presses ("University" U, "Press" P) and drops business words (Inc., Co., Ltd.). */
export function formatPublisher(raw: string): string {
  let p = squash(raw).replace(/\.$/, "");
  p = p.replace(/,?\s+(Inc\.?|Incorporated|Ltd\.?|Limited|LLC|Co\.|Corp\.)$/i, "");
  if (/\bUniversity\b/.test(p)) p = p.replace(/\bUniversity Press\b/g, "UP").replace(/\bUniversity\b/g, "U").replace(/\bPress\b/g, "P");
  return p;
}

const numberOf = (raw: string) =>
  squash(raw).replace(/^(vol(ume)?|no|num(ber)?|issue|#)\.?\s*/i, "").replace(/\.$/, "");

type Run = CitationPart[];

/** A title element: quoted for parts of a larger work, italic for stand-alone works. */
function titleElement(title: string, italic: boolean): Run {
  if (italic) return endsTerminal(title) ? [{ text: title, italic: true }] : [{ text: title, italic: true }, { text: "." }];
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
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

export function partsToHtml(parts: Run): string {
  return parts.map((p) => (p.italic ? `<i>${escapeHtml(p.text)}</i>` : escapeHtml(p.text))).join("");
}

export function formatCitation(input: MlaInput, now: Date = new Date()): MlaResponse {
  const type: SourceType = input.sourceType;
  const container = squash(input.website);
  let author = formatAuthors(input.author);
  // An organisation that is both author and publisher/website is given once, as publisher (MLA 9, 2.1.3).
  if (author && container && sameName(input.author, container)) author = "";
  const title = cleanTitle(input.title);
  const { date: dateRaw, accessed: typedAccess } = splitAccessed(input.date);
  const date = formatMlaDate(dateRaw);
  const location = formatLocation(input.url);

  const elements: Run[] = [];
  if (author) elements.push([{ text: endsTerminal(author) ? author : `${author}.` }]);

  const wholeSite = type === "website" && (!container || sameName(container, title));
  const titleItalic = type === "book" || wholeSite;
  if (title) elements.push(titleElement(title, titleItalic));

  const items: Run[] = [];
  if (type === "book") {
    if (container) items.push([{ text: formatPublisher(container) }]);
  } else if (container && !wholeSite) {
    items.push(containerRun(container));
  }
  if (type === "journal" || type === "article") {
    if (input.volume.trim()) items.push([{ text: `vol. ${numberOf(input.volume)}` }]);
    if (input.issue.trim()) items.push([{ text: `no. ${numberOf(input.issue)}` }]);
  }
  if (date) items.push([{ text: date }]);
  if (type !== "website" && input.pages.trim()) items.push([{ text: formatPages(input.pages) }]);
  if (location) items.push([{ text: location }]);
  if (items.length) elements.push(joinItems(items));

  // Access date: for an online source without a publication date (MLA 9, 5.111), or when the visitor typed one.
  const accessed = typedAccess ? formatMlaDate(typedAccess) : !date && location ? formatMlaDate(input.accessDate) || todayMla(now) : "";
  if (accessed) elements.push([{ text: `Accessed ${accessed}.` }]);

  const parts: Run = [];
  elements.forEach((el, i) => {
    if (i > 0) parts.push({ text: " " });
    parts.push(...el);
  });
  const merged = merge(parts);
  return { citation: merged.map((p) => p.text).join(""), citationHtml: partsToHtml(merged), parts: merged };
}
