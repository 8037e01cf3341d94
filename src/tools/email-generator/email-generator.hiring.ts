/**
 * Pieces of a hiring note that are neither an order nor a sentence: what the role needs ("must know Xero",
 * "needs 5+ yrs experience", "forklift licence required", "TypeScript essential"), how the writer came across the
 * reader ("who I found on LinkedIn") and "see if he's interested". Each becomes a whole sentence to the reader or is
 * dropped; never a fragment ("One more detail: must know Xero.") and never a question ("Who I found on LinkedIn?").
 */
import { jobFragment } from "./email-generator.job-fragments";
import { article } from "../../shared/text/article";
import { addAsk, addFact, type Reading } from "./email-generator.reading";
import { upperFirst } from "./email-generator.text";

/** The note is about a job: the purpose says so, or the note hires or looks for someone. */
function aboutHiring(st: Reading): boolean {
  return (
    st.purpose === "recruitment" ||
    /\b(?:hiring|recruiting|vacancy|vacancies|job opening|looking for an?\s+(?:[\p{L}-]+\s+){0,3}(?:dev|developer|engineer|nurse|assistant|manager|supervisor|designer|bookkeeper|accountant|driver|chef|cleaner|technician|receptionist))\b/iu.test(
      st.text,
    )
  );
}

/** "know" -> "knows", "have" -> "has", "be" -> "is": the verb after "someone who". */
function third(verb: string): string {
  const v = verb.toLowerCase();
  if (v === "be") return "is";
  if (v === "have") return "has";
  if (/(?:s|sh|ch|x|z|o)$/.test(v)) return `${v}es`;
  if (/[^aeiou]y$/.test(v)) return `${v.slice(0, -1)}ies`;
  return `${v}s`;
}

/** "5+ yrs experience" -> "5+ years of experience"; "exp" -> "experience". */
function tidyNeed(t: string): string {
  return t
    .replace(/\b(\d+\+?)\s*(?:yrs?|years?)\.?\s+(?:of\s+)?(?:exp|experience)\b/gi, "$1 years of experience")
    .replace(/\b(\d+\+?)\s*yrs?\b/gi, "$1 years")
    .replace(/\bexp\b/gi, "experience");
}

const PLATFORMS: Record<string, string> = {
  linkedin: "LinkedIn",
  github: "GitHub",
  twitter: "Twitter",
  x: "X",
  instagram: "Instagram",
  behance: "Behance",
  dribbble: "Dribbble",
  indeed: "Indeed",
  upwork: "Upwork",
  facebook: "Facebook",
  reddit: "Reddit",
  "stack overflow": "Stack Overflow",
  stackoverflow: "Stack Overflow",
  online: "online",
};

const NEED_WORDS = "essential|required|a must|mandatory|needed|a must-have|must-have";
const NICE_WORDS = "preferred|desirable|a plus|a bonus|nice to have|an advantage";

/** "TypeScript essential", "forklift licence required", "references required": the requirement as a sentence. */
function requiredSentence(thing: string, level: string): string {
  const nice = new RegExp(`^(?:${NICE_WORDS})$`, "i").test(level);
  const lv = level.toLowerCase();
  const need = /^(?:needed|must-have|a must-have)$/.test(lv) ? "essential" : lv;
  // A named tool or skill ("TypeScript", "Sage 50"): experience with it. "Xero experience", "typescript knowledge":
  // the head noun leads ("Experience with Xero"), never said twice ("experience with Xero experience").
  const headed =
    /^(?!(?:a|an|the|some|good|strong|previous|prior|relevant)\s)(.+?)\s+(experience|knowledge|expertise)$/iu.exec(
      thing,
    );
  const tail = nice ? "would be a plus" : `is ${need}`;
  if (headed)
    return `${upperFirst(headed[2]!.toLowerCase())} ${headed[2]!.toLowerCase() === "experience" ? "with" : "of"} ${headed[1]} ${tail}`;
  // "Excel skills", "Welsh speaker", "CSCS card": a thing named by its own lower-case noun is said as it is.
  if (/^\p{Lu}/u.test(thing) && !/^(?:A|An|The)\s/.test(thing) && !/\s\p{Ll}+$/u.test(thing))
    return `Experience with ${thing} ${tail}`;
  const t = thing.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
  const last = t.split(/\s+/).at(-1)!;
  const plural = /(?:[^su]s|ies)$/i.test(last) && !/^(?:status|bus|gas|class)$/i.test(last);
  const mass =
    /^(?:experience|knowledge|fluency|proficiency|familiarity|understanding|previous|prior|relevant|some|good|strong|excellent)\b/i.test(
      t,
    );
  const np = plural || mass || /^(?:a|an|the|your)\s/i.test(t) ? t : `${article(t)} ${t}`;
  return `${np.charAt(0).toUpperCase()}${np.slice(1)} ${nice ? "would be a plus" : `${plural ? "are" : "is"} ${need}`}`;
}

/**
 * Reads one piece of a hiring note; true when it was read (as a fact, an ask, or dropped on purpose).
 */
export function readHiringPiece(piece: string, st: Reading): boolean {
  const p = piece.trim();
  // "who I found on LinkedIn", "who I saw on github": how the writer came across the reader.
  const found =
    /^(?:who|whom)\s+(?:I|we)(?:['’]ve|\s+have)?\s+(?:found|saw|spotted|came across|noticed|discovered|stumbled (?:up)?on)\s+(?:on|via|through|in|at)\s+(?:the\s+)?(.+?)$/i.exec(
      p,
    );
  if (found && (st.recipient.name || st.recipient.role)) {
    const where = PLATFORMS[found[1]!.toLowerCase()];
    if (where)
      addFact(
        st,
        `I came across your ${where === "GitHub" ? "work" : "profile"} ${where === "online" ? "online" : `on ${where}`}`,
        "statement",
        true,
      );
    return true;
  }
  // Any other "who I ..." about the reader is the writer's note to themself, not something to say to them.
  if (/^(?:who|whom)\s+(?:I|we)\s+\p{Ll}+/u.test(p) && (st.recipient.name || st.recipient.role)) return true;
  // "see if he's interested", "find out whether she'd be open to a chat": the question to the reader.
  const see = /^(?:and\s+)?(?:see|find out|check)\s+(?:if|whether)\s+(.+)$/i.exec(p);
  if (see && /^(?:you|he|she|they)(?:['’]\p{L}+)?\s/iu.test(see[1]!) && (st.recipient.name || st.recipient.role))
    return addAsk(st, "whether", see[1]!);
  if (!aboutHiring(st)) return false;
  // "remote possible", "React and TypeScript": how the role may be worked, what it works with.
  const job = jobFragment(p, true);
  if (job) return addFact(st, job, "statement", true);
  // "£32k", "$90-110k", "£14/hr": the pay, never a bracket on whatever came before it.
  const pay =
    /^(?:salary\s+|pay\s+)?((?:up to\s+)?[$€£]\s?\d[\d,.]*k?(?:\s*[-–]\s*[$€£]?\d[\d,.]*k?)?)(\s*(?:\/\s*(?:hr|hour|h)|(?:an|per)\s+hour|ph))?(?:\s+(?:salary|a year|per year|pa|p\.a\.|per annum|pro rata|ote|DOE))?(\s+(?:plus|\+)\s+(?:tips|bonus|benefits|commission|overtime))?$/i.exec(
      p,
    );
  if (pay && !st.items.some((i) => "fact" in i && /\b(?:salary|pay)\b/i.test(i.fact.text))) {
    const plus = pay[3] ? ` ${pay[3].trim().replace(/^\+/, "plus")}` : "";
    addFact(st, pay[2] ? `The pay is ${pay[1]} an hour${plus}` : `The salary is ${pay[1]}${plus}`, "statement", true);
    return true;
  }
  // "start 3 March" after the role offered: the start date, never an order ("Start 3 March.").
  const starts =
    /^(?:start|starting)\s+(?:on\s+)?(\d{1,2}(?:st|nd|rd|th)?\s+\p{Lu}\p{Ll}+(?:\s+\d{4})?|\p{Lu}\p{Ll}+\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?)$/u.exec(
      p,
    );
  if (starts) return addFact(st, `The start date is ${starts[1]}`, "statement", true);
  // "split shifts", "early starts": how the job's hours run, never an order ("Please split shifts.").
  const hours =
    /^(?:(?:some|occasional|regular)\s+)?(split shifts|early starts|late finishes|night shifts|day shifts|rotating shifts|weekend work|shift work)$/i.exec(
      p,
    );
  if (hours) {
    addFact(st, `The role involves ${p.toLowerCase()}`, "statement", true);
    return true;
  }
  // "must know Sage", "must be GDC registered", "should have a clean licence".
  const must =
    /^(?:(?:they|he|she|you|candidates?|applicants?)\s+)?(?:must|should|needs? to|has to|have to)\s+(\p{Ll}+)\s+(.+)$/iu.exec(
      p,
    );
  if (must && !/^(?:I|we)\b/i.test(p)) {
    addFact(st, `The role needs someone who ${third(must[1]!)} ${tidyNeed(must[2]!)}`, "statement", true);
    return true;
  }
  // "needs 5+ yrs experience", "need a full UK driving licence".
  const needs = /^(?:needs|requires)\s+(.+)$/i.exec(p);
  if (needs) {
    addFact(st, `The role needs ${tidyNeed(needs[1]!)}`, "statement", true);
    return true;
  }
  // "TypeScript essential", "forklift licence required", "Welsh speaker a plus".
  const level = new RegExp(`^(.{2,60}?)\\s+(?:is\\s+|are\\s+)?(${NEED_WORDS}|${NICE_WORDS})$`, "i").exec(p);
  if (level && !/^(?:I|we|it|this|that|you)\b/i.test(level[1]!) && level[1]!.split(/\s+/).length <= 6) {
    addFact(st, requiredSentence(tidyNeed(level[1]!), level[2]!), "statement", true);
    return true;
  }
  return false;
}
