/**
 * A subject that names only the kind of e-mail ("Staying in touch" on a first message, "Application", "Introduction")
 * gets the note's topic instead: the role applied for ("Application: Junior Data Analyst"), the work of the reader's
 * that the writer read or heard ("Your paper on soil carbon"), what a chat is about ("Coffee chat: moving from graphic
 * design into UX"). When the note names no topic, the generic subject stays.
 */

/** Subjects that say what kind of e-mail this is and nothing about its topic. */
const GENERIC = /^(?:Staying in touch|Application|Introduction|A request|Update|Following up|Thank you)$/i;

const ROLE =
  /\b(?:for|as|to)\s+(?:the|a|an|your)\s+((?:[\p{L}&+/-]+\s+){0,4}?[\p{L}&+/-]+)\s+(?:role|position|job|post|vacancy|opening|internship|traineeship|apprenticeship)\b/iu;
/** "apply as a Clinical Research Nurse": a capitalised job title with no "role" after it. */
const APPLY_AS = /\bapply(?:ing)?\s+(?:for|as)\s+(?:the|a|an)\s+(\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*){0,4})/u;
const WORK_OF_THEIRS =
  /\b(?:his|her|their|your)\s+((?:recent\s+|new\s+|latest\s+)?(?:talk|paper|article|post|book|keynote|podcast|research|thesis|study|presentation|panel|workshop|project|work))\s+((?:on|about|at)\s+[^,.;!?]{2,40}?)(?=\s*(?:$|[,.;!?]|\s+(?:and|about|on|at|from|with|last|this|yesterday)\b|\s+(?:and\s+)?(?:want|would|I|to|if)\b))/iu;
const CHAT_ABOUT =
  /\b((?:\d+[\s-]*min(?:ute)?s?\s+)?(?:coffee chat|coffee|chat|call|catch-up|conversation|intro call))\s+about\s+([^,.;!?]{3,50}?)(?=\s*(?:$|[,.;!?]))/iu;

/** The topic a generic subject should name, or null when the note names none. */
export function topicSubject(subject: string, purpose: string, prompt: string): string | null {
  if (!GENERIC.test(subject.trim())) return null;
  const role = ROLE.exec(prompt) ?? APPLY_AS.exec(prompt);
  if (/^application$/i.test(subject.trim()) || purpose === "application")
    return role ? `Application: ${role[1]}` : null;
  const work = WORK_OF_THEIRS.exec(prompt);
  if (work) return `Your ${work[1]!.toLowerCase()} ${work[2]}`.replace(/\s+/g, " ");
  const chat = CHAT_ABOUT.exec(prompt);
  if (chat) {
    const kind = chat[1]!.replace(/^\d+[\s-]*min(?:ute)?s?\s+/i, "").toLowerCase();
    return `${kind[0]!.toUpperCase()}${kind.slice(1)}: ${chat[2]!.replace(/^(?:my|our)\s+/i, "")}`;
  }
  return null;
}
