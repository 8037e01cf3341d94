/**
 * A job post's notes written as participle fragments ("apprenticeship completed", "DBS checked", "van provided",
 * "remote ok"), said as sentences to the candidate: "You'll need to have completed your apprenticeship.", "You'll
 * need to be DBS checked.", "A van is provided.", "Working remotely is fine." The user's words are kept; only the
 * grammar a note leaves out is restored.
 */
import { partSentence } from "./post-details";
import { isPlural } from "./post-number";
import { MASS_NOUN } from "./post-text";

/** Things a job gives that are not counted ("Training is provided.", not "A training is provided."). */
const UNCOUNTED =
  /\b(?:training|equipment|accommodation|transport|uniform|ppe|kit|mentoring|guidance|insurance|pension|holiday|overtime|mileage|fuel|food|meals?|parking|support|tools|progression|development|cover|healthcare|childcare)$/i;

/** A noun phrase's first word in the sentence's case: a common word lower-cased, a name or an acronym as written. */
function asWritten(np: string): string {
  const [first = "", second = ""] = np.split(/\s+/);
  if (/^\p{Lu}\p{Ll}+$/u.test(first) && !/^\p{Lu}/u.test(second)) return np[0]!.toLowerCase() + np.slice(1);
  return np;
}

/** "van" -> "a van", "company car" -> "a company car"; a plural, a mass noun or a name as it is. */
function counted(np: string): string {
  const lower = asWritten(np);
  if (/^(?:a|an|the|your|our|my|all|some)\b/i.test(lower) || /^\p{Lu}/u.test(lower)) return lower;
  if (isPlural(lower) || MASS_NOUN.test(lower) || UNCOUNTED.test(lower)) return lower;
  return `${/^[aeiou]/i.test(lower) ? "an" : "a"} ${lower}`;
}

const capitalise = (s: string) => s[0]!.toUpperCase() + s.slice(1);
const NP = String.raw`((?:[\p{L}\d&'’-]+\s+){0,4}?[\p{L}\d&'’-]+)`;
const STATUS = "qualified|registered|certified|checked|trained|licensed|vetted|cleared|accredited|approved";

/** One note of a job post as a sentence to the candidate, or null. */
function hiringNote(note: string): string | null {
  const p = note.trim().replace(/[.!]+$/, "");
  let m: RegExpExecArray | null;
  // "apprenticeship completed", "NVQ Level 3 passed"
  if ((m = new RegExp(String.raw`^${NP}\s+(?:completed|finished|passed)$`, "u").exec(p))) {
    const what = asWritten(m[1]!);
    return `You'll need to have completed ${/^\p{Ll}/u.test(what) && !/^(?:a|an|the|your)\s/.test(what) ? `your ${what}` : what}.`;
  }
  // "DBS checked", "Gas Safe registered", "AAT qualified"; "DBS checked not needed"
  if (
    (m = new RegExp(
      String.raw`^(?:must be\s+)?${NP}\s+(${STATUS})(\s+not\s+(?:needed|required|necessary|essential))?$`,
      "iu",
    ).exec(p))
  )
    return `${m[3] ? "You don't need" : "You'll need"} to be ${asWritten(m[1]!)} ${m[2]!.toLowerCase()}.`;
  if ((m = new RegExp(String.raw`^(fully|properly)\s+(${STATUS})$`, "i").exec(p)))
    return `You'll need to be ${m[1]!.toLowerCase()} ${m[2]!.toLowerCase()}.`;
  // "van provided", "Laptop is provided", "tools supplied"
  if ((m = new RegExp(String.raw`^${NP}\s+(?:is\s+|are\s+)?(provided|included|supplied|given)$`, "iu").exec(p))) {
    const what = counted(m[1]!);
    return `${capitalise(what)} ${isPlural(what) || /,/.test(what) ? "are" : "is"} ${m[2]!.toLowerCase()}.`;
  }
  // "experience preferred", "Welsh desirable"
  if (
    // ("Latte art is a plus" says its verb already: no "Latte art is is a plus.")
    (m = new RegExp(String.raw`^${NP}\s+(?:is\s+|are\s+)?(preferred|desirable|a plus|an advantage)$`, "iu").exec(p)) &&
    !/\d/.test(m[1]!)
  ) {
    const what = asWritten(m[1]!);
    return `${capitalise(what)} ${isPlural(what) ? "are" : "is"} ${m[2]!.toLowerCase()}.`;
  }
  // "full driving licence", "own tools"
  if ((m = /^((?:(?:full|clean|valid|current|uk|eu)\s+)*(?:driving\s+)?licen[cs]e|cscs card)$/i.exec(p)))
    return `You'll need ${counted(m[1]!)}.`;
  if (
    (m =
      /^(?:must have\s+)?own\s+(car|transport|tools|van|vehicle|equipment|kit|laptop)(?:\s+(?:required|needed|essential))?$/i.exec(
        p,
      ))
  )
    return `You'll need your own ${m[1]!.toLowerCase()}.`;
  // "remote ok", "hybrid possible"
  if ((m = /^(remote|hybrid)(?:\s+working)?\s+(ok|okay|fine|possible|considered)$/i.exec(p)))
    return `${/^remote$/i.test(m[1]!) ? "Working remotely" : "Hybrid working"} is ${/^ok/i.test(m[2]!) ? "fine" : m[2]!.toLowerCase()}.`;
  // "£38k plus overtime"
  if ((m = /^([$€£]\s?[\d.,]+\s?k?)\s+(?:plus|\+)\s+(overtime|bonus|benefits|commission|tips)$/i.exec(p)))
    return `The salary is ${m[1]} plus ${m[2]!.toLowerCase()}.`;
  return null;
}

/** Sentence-end punctuation and a trailing emoji kept aside while the sentence's notes are said. */
const END = /([.!?]+)(\s*\p{Extended_Pictographic}\uFE0F?)?$/u;

/**
 * A job post's text with its notes said as sentences: a sentence made of comma notes is said note by note when one
 * of them is a participle fragment ("Apprenticeship completed, full driving licence, van provided, £38k plus
 * overtime." -> "You'll need to have completed your apprenticeship. You'll also need a full driving licence. A van is
 * provided. The salary is £38k plus overtime.").
 * `post` counts the "You'll need" sentences of the whole post, so the second one says "also".
 */
export function hiringNotes(text: string, post = { needs: 0 }): string {
  if (!text) return text;
  return text
    .split(/(?<=[.!?])\s+(?=\p{Lu}|\p{Extended_Pictographic})/u)
    .map((sentence) => {
      const end = END.exec(sentence);
      const body = end ? sentence.slice(0, end.index) : sentence;
      const parts = body.split(/\s*,(?!\d{3}\b)(?!\s*[A-Z]{2}\b)\s*/);
      if (!parts.some((p) => hiringNote(p))) return sentence;
      const out: string[] = [];
      let notes: string[] = [];
      const flush = () => {
        if (notes.length) out.push(`${capitalise(notes.join(", "))}.`);
        notes = [];
      };
      for (const part of parts) {
        const said = hiringNote(part) ?? (notes.length || out.length ? partSentence(part, "hiring", "now") : null);
        if (said) {
          flush();
          out.push(said);
        } else notes.push(part);
      }
      flush();
      const mark = end?.[2] ?? "";
      return `${out.join(" ")}${mark}`;
    })
    .join(" ")
    .replace(/\bYou'll need\b/g, (m) => (++post.needs === 2 ? "You'll also need" : m));
}
