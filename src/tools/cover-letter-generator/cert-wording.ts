import type { Skill } from "./skill-match";
import { skillsIn } from "./skill-match";

/**
 * A certification in the resume's own words when the resume names it more exactly than the lexicon: "Paediatric
 * First Aid" (not "First Aid"), "First Aid at Work", "OSHA 30". The item is one piece of a line (split at ";", ",",
 * "|"), with its label ("Licensure & Certifications:"), dates and notes in brackets taken off; only a short item that
 * starts with a capital and holds the lexicon's credential is taken, and only when it says more than the lexicon.
 */
export function ownCertWording<T extends Skill>(cert: T, resume: string): T {
  for (const line of resume.split("\n")) {
    const body = line
      .replace(/^[\s•*-]+/, "")
      .replace(/^[\p{L}&/ ]{2,40}:\s*/u, "")
      .replace(/\s*\([^)]*\)/g, "");
    for (const piece of body.split(/\s*[;,|]\s*/)) {
      const item = piece.replace(/\s*[-–—]?\s*\b(?:19|20)\d{2}\b.*$/, "").trim();
      // ("GCP certified", "COSHH trained": a participle says how it is held; credentials.ts says those.)
      // (A name in capitals throughout: "Paediatric First Aid", not "Chartered member of CILIP".)
      const named = item.split(/\s+/).every((w) => /^(?:\p{Lu}|\d)/u.test(w) || /^(?:at|in|of|and|for)$/.test(w));
      if (!named || item.split(/\s+/).length > 5 || !skillsIn(item, [cert], true).length) continue;
      if (/\b(?:certified|trained|registered|qualified|accredited|approved|holder|renewed|expires?)$/i.test(item))
        return cert;
      const said = cert.prose.replace(/^(?:a|an|the)\s+/i, "");
      return item.length > said.length && item.toLowerCase().includes(said.toLowerCase())
        ? { ...cert, prose: item }
        : cert;
    }
  }
  return cert;
}

/** A status, not a certificate: "I hold QTS", never "I hold QTS certification". */
export const STATUS = /^(?:QTS|QTLS|EYTS)$/;
