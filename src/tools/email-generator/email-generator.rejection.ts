/**
 * "Reject the candidate Tom for the designer position", "turn down Sam for the sales role after the final
 * interview": the e-mail goes to the candidate and breaks the news ("Unfortunately, we are not able to offer you the
 * designer position this time"), never "Please reject the candidate Tom ..." sent to a recruiter, and never the
 * writer declining an offer ("After careful thought, I have decided not to accept it").
 */
import type { Reading } from "./email-generator.reading";
import { addAsk, addFact, recipientFrom } from "./email-generator.reading";

const REJECT = new RegExp(
  String.raw`^(?:reject|turn down|say no to|decline)\s+` +
    // who: "the candidate Tom", "a candidate, Sam,", "Priya", "the applicant"
    String.raw`(?:((?:(?:the|a|an|our|this)\s+)?(?:candidate|applicant|interviewee)(?:\s*,?\s*\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)?|\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?),?\s+)?` +
    // for what: "for the designer position"
    String.raw`(?:for|from)\s+((?:the|our|a|an|this)\s+(?:[\p{L}-]+\s+){0,4}?(?:role|position|job|post|vacancy|internship|opening|programme|program))\b` +
    String.raw`(.*)$`,
  "u",
);

/** Reads a rejection of a candidate; false when `s` is no such order. */
export function readRejection(st: Reading, s: string): boolean {
  const m = REJECT.exec(s.trim().replace(/^\p{Lu}/u, (c) => c.toLowerCase()));
  // (With no one named, the candidate must be the reader already: "reject for the role" alone is no rejection.)
  if (!m || (!m[1] && st.recipient.role !== "candidate" && !st.recipient.name)) return false;
  const who = (m[1] ?? "").replace(/,\s*$/, "");
  const named = /\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?$/u.exec(who)?.[0];
  if (named) recipientFrom(st, named);
  st.recipient.role ??= "candidate";
  const job = m[2]!.replace(/^(?:our|a|an|this)\s+/i, "the ");
  addFact(st, `You didn't get ${job}`, "statement", true);
  // "after the final interview": what the candidate gave, thanked for.
  const after =
    /^\s*after\s+((?:the|your|their|his|her)\s+(?:[\p{L}-]+\s+){0,2}?(?:interview|assessment|trial day|call|meeting)s?)\b/iu.exec(
      m[3]!,
    );
  if (after) addAsk(st, "thank", `your time at ${after[1]!.replace(/^(?:your|their|his|her)\s+/i, "the ")}`);
  return true;
}
