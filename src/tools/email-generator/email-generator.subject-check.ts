/**
 * The last look at a subject line: what a reader would take for a broken one is mended from the e-mail's own
 * content, never left as is ("Question about [topic]", "Complaint: it arrived ...", "... Harbor Street listed").
 */
import { INTENTS } from "./email-generator.data";
import { termsOf } from "../../shared/text/tagged-terms";
import { facts, type EmailFacts } from "./email-generator.model";
import { upperFirst } from "./email-generator.text";

/** "order #88213", "booking AB-1234": the reference the e-mail is about. */
const REFERENCE =
  /\b(?:order|booking|reservation|invoice|ticket|case|claim|flight)\s+(?:number\s+|no\.?\s*)?#?\s?[A-Z0-9][\w-]{3,}/i;

export function soundSubject(subject: string, f: EmailFacts, all: string): string {
  let s = subject;
  // A placeholder in a subject line: the questions the e-mail asks name it.
  if (/\[topic\]/i.test(s)) {
    const questions = facts(f).filter((x) => x.form === "question").length;
    s = questions > 1 ? "A few questions" : questions === 1 ? "A quick question" : INTENTS[f.intent].subject;
  }
  // "Complaint: it arrived with a cracked screen": a pronoun after the label is the reference it stands for.
  const pronoun = s.match(/^([^:]{2,30}:\s+)(it|they|this|that)\s+(.+)$/i);
  if (pronoun) {
    const ref = all.match(REFERENCE)?.[0];
    s = ref
      ? `${pronoun[1]}${ref.replace(/^\p{Lu}/u, (c) => c.toLowerCase())} ${pronoun[3]}`
      : pronoun[1]!.replace(/:\s+$/, "");
  }
  // "... at 45 Harbor Street listed", "... must go through": a headline cut after a verb or a particle loses them.
  for (let i = 0; i < 3; i++) {
    const words = s.split(/\s+/);
    if (words.length < 4) break;
    // "Street listed": a past participle after a name or a number, where a noun phrase should end.
    const tags = termsOf(s).at(-1)?.tags ?? [];
    const dangling =
      (/^(?:through|out|up|off|over|away|back|down|must|can|could|should|would|will|may|might)$/i.test(words.at(-1)!) &&
        // ("on 31 May", "in May": the month, after a day number or a preposition.)
        !(
          /^May$/.test(words.at(-1)!) &&
          /^(?:\d{1,2}(?:st|nd|rd|th)?|in|on|by|from|until|since|of|early|late|mid|before|after|during|through)$/i.test(
            words.at(-2)!,
          )
        )) ||
      (/ed$/.test(words.at(-1)!) && tags.includes("Verb") && /^(?:\p{Lu}|\d)/u.test(words.at(-2)!));
    if (!dangling) break;
    s = words.slice(0, -1).join(" ");
  }
  return upperFirst(s.replace(/[\s,:;]+$/, ""));
}
