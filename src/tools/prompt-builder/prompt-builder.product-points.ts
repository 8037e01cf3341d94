import nlp from "compromise";

/**
 * What a product does and what is said about it, as whole phrases. "a python CLI that converts HEIC photos to JPEG"
 * is documented as "converting HEIC photos to JPEG" (and "python CLI"), never as "python", "CLI", "JPEG"; "a dog
 * walking service in Manchester, £12 per walk, insured and DBS checked" sells "£12 per walk", "insured" and "DBS
 * checked", never "DBS".
 */

const RELATIVE =
  /^(?:(?:a|an|the|our|my|your|this)\s+)?((?:[\p{L}\d.+#-]+\s+){0,4}[\p{L}\d.+#-]+)\s+(?:that|which)\s+(\p{Ll}+s)\s+([^,;:]+)$/u;

/** "a python CLI that converts HEIC photos to JPEG" -> ["converting HEIC photos to JPEG", "python CLI"]. */
export function relativeUse(subject: string): string[] | null {
  const m = RELATIVE.exec(subject.trim().replace(/[.!?]+$/, ""));
  if (!m) return null;
  const gerund = nlp(m[2]!)
    .verbs()
    .toGerund()
    .text()
    .replace(/^(?:is|are)\s+/, "");
  if (!/ing$/.test(gerund)) return null;
  return [`${gerund} ${m[3]!.trim()}`, m[1]!];
}

/** "landing page for X in Y, £12 per walk, insured and DBS checked" -> ["£12 per walk", "insured", "DBS checked"].
 * The first comma part is the product; every later part is a fact, and the last one's "and" joins two facts. */
export function sellingFacts(subject: string): string[] {
  const parts = subject
    .trim()
    .replace(/[.!]+$/, "")
    // ("£1,000": a thousands comma is no break between facts.)
    .split(/\s*;\s*|\s*,(?!(?<=\d,)\d{3}(?!\d))\s*/)
    .slice(1)
    .filter(Boolean);
  if (!parts.length) return [];
  const last = parts.pop()!.replace(/^and\s+/i, "");
  const split = last.split(/\s+(?:and|&)\s+/);
  const tail = split.length === 2 && split.every((s) => s.split(/\s+/).length <= 4) ? split : [last];
  return [...parts, ...tail].map((p) => p.trim()).filter((p) => p.split(/\s+/).length <= 8);
}
