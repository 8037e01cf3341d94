/**
 * Lines of a job ad that ask for something the applicant must have, even when they open with a word that can be a
 * verb: "Clean licence, Driver CPC and digital tacho card required from your first week", "Audio typing of wills",
 * "Forklift licence an advantage". They are requirements, never duties to write "the chance to ..." about.
 */

/** A word that marks what the applicant must hold or bring ("cover shifts as required" is still work done). */
const ASKED =
  /\b(?:(?<!\b(?:as|where|when|if)\s)required|requirements?|essential|desirable|preferred|mandatory|an advantage|a plus|is a must|must have|must hold)\b/i;

/** A thing held, not done: "licence", "card", "certificate" right after the opening word ("Clean licence"). */
const HELD =
  /^\S+\s+(?:licen[cs]es?|cards?|certificates?|certifications?|tickets?|qualifications?|registration|DBS|CPC)\b/i;

/** True when the ad's line asks for something the applicant holds, rather than naming work the job does. */
export function requirementLine(sentence: string): boolean {
  const s = sentence.trim();
  return ASKED.test(s) || HELD.test(s);
}

/** "Audio typing of wills": a noun before an -ing word is a kind of work named, not an order ("audio" no verb). */
export function nounBeforeGerund(second: string | undefined, firstIsVerb: boolean): boolean {
  return !firstIsVerb && !!second && /^\p{Ll}{3,}ing$/u.test(second);
}

/**
 * "Access control and reception duties": kinds of duty named, not an order ("to access control"). A phrase ending in
 * "duties" or "tasks" is a verb phrase only with a determiner or a particle after its verb ("carry out reception
 * duties", "cover all front-desk tasks").
 */
export function namedDuties(words: string[]): boolean {
  return (
    words.length >= 3 &&
    /^(?:duties|tasks)$/i.test(words.at(-1)!) &&
    !/^(?:the|a|an|all|any|some|general|various|out|up|on|over|my|your|our|their|its)$/i.test(words[1]!)
  );
}
