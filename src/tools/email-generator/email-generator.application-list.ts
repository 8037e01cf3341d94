/**
 * What an application note lists about the writer: "SQL, Excel, Power BI" (tools written with their capitals) are the
 * writer's skills, "3 years front desk experience" is experience the writer has. Said as the writer's sentences
 * ("My skills include SQL, Excel and Power BI.", "I have 3 years of front desk experience."), never as what the
 * e-mail is "about" nor in brackets after the application.
 */
import type { Reading } from "./email-generator.reading";

/** "SQL", "Power BI", "C++", "Adobe Suite": a tool or skill written with its capital. */
const TOOL_NAME = /^(?:[\p{Lu}\d.][\p{L}\d+#./-]*)(?:\s+[\p{Lu}\d][\p{L}\d+#./-]*){0,2}$/u;

/** "3 years front desk experience", "2+ years experience in retail". */
const YEARS_EXPERIENCE =
  /^(\d+\+?|one|two|three|four|five|six|seven|eight|nine|ten)\s+(years?|months?)\s+(?:of\s+)?(?:([\p{Ll} -]+?)\s+experience|experience(\s+(?:in|as|with|at)\s+.+))$/iu;

/** Whether the note is an application (its purpose, a role named, or an "apply" ask). */
export const applying = (st: Reading) =>
  st.purpose === "application" || Boolean(st.roleNoun) || st.items.some((i) => "ask" in i && i.ask.kind === "apply");

/**
 * The writer's sentences for a listed piece of an application note ("3 years front desk experience, Word, Outlook"),
 * or null when any item of the list is something else.
 */
export function applicationList(piece: string): string[] | null {
  const items = piece
    .replace(/[.!]+$/, "")
    .split(/\s*,\s*(?:and\s+)?|\s+and\s+|\s*\/\s*/)
    .filter(Boolean);
  const said: string[] = [];
  const tools: string[] = [];
  for (const item of items) {
    const years = YEARS_EXPERIENCE.exec(item);
    if (years)
      said.push(`I have ${years[1]} ${years[2]} of ${years[3] ? `${years[3]} experience` : `experience${years[4]}`}`);
    else if (TOOL_NAME.test(item)) tools.push(item);
    else return null;
  }
  // (One capitalised word alone may be a name or a place, not a skill.)
  if (tools.length === 1 || (!said.length && tools.length < 2)) return null;
  // ("SQL, Excel and Power BI": no comma before "and", which a later step would read as a new sentence.)
  if (tools.length) said.push(`My skills include ${tools.slice(0, -1).join(", ")} and ${tools.at(-1)}`);
  return said;
}
