import { article } from "../../shared/text/article";

/** A qualification's own words: a level, a named award, or a body's letters ("AAT Level 4", "NEBDN National Diploma"). */
const QUALIFICATION =
  /\b(?:Level\s+\d|Diploma|Certificate|Degree|Award|Apprenticeship|NVQ|BTEC|HND|HNC|AAT|CIPD|ACCA|CIMA|CILEx|NEBDN|GPhC|PRINCE2|MSc|BSc|BA|MA|PGCE|MBA)\b/;

/**
 * "Studying for Level 3 Diploma in Adult Care, finishing March 2027", "studying AAT Level 4", "working towards the
 * NEBDN National Diploma in Dental Nursing": a qualification not yet held, said as studied for ("studying for a Level 3
 * Diploma in Adult Care, finishing in March 2027"), or "" when the resume names none.
 */
export function studyInProgress(resume: string): string {
  const m =
    /\b(?:studying(?:\s+for)?|working\s+towards?|currently\s+doing|enrolled\s+(?:on|in))\s+(?:an?\s+|the\s+|my\s+)?([^,.;:\n()]{3,90}?)\s*(?:\((?:[^)]*)\)\s*)?(?:[,-]\s*|\s+)?(?:(?:finishing|expected|due|completing|graduating)\s+(?:in\s+)?((?:\p{Lu}\p{Ll}+\s+)?20\d\d))?(?=[,.;\n()]|$)/iu.exec(
      resume,
    );
  // "Certificate in Advanced Veterinary Nursing (in progress)": the award first, its state in brackets.
  const bracket = /(?:^|[\n,.;]\s*|^[-•*]\s*)([^,.;:\n()]{3,90}?)\s*\((?:in progress|ongoing|studying)\)/imu.exec(
    resume,
  );
  if (!m && bracket) return said(bracket[1]!.replace(/^[-•*]\s*/, ""), undefined);
  if (!m) return "";
  return said(m[1]!, m[2]);
}

function said(typed: string, end: string | undefined): string {
  const what = typed.trim().replace(/\s+(?:at|with|through|via)\s+.*$/i, "");
  if (!QUALIFICATION.test(what) || what.split(/\s+/).length > 12) return "";
  // "AAT Level 4" and "CIPD Level 5" are named by their body; "Level 3 Diploma" is one of many; "NEBDN National
  // Diploma" is the one.
  const body = /^\p{Lu}{2,}/u.test(what);
  const award = /\b(?:Diploma|Certificate|Degree|Award|Apprenticeship|course)\b/i.test(what);
  const det = body ? (award ? "the " : "") : /^\p{Lu}/u.test(what) ? `${article(what)} ` : "";
  return `studying for ${det}${what}${end ? `, finishing in ${end}` : ""}`;
}
