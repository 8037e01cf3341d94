/** Whether a piece of a prompt says something: a verb with a tense after its subject, read with compromise. */
import { termsOf } from "../../shared/text/tagged-terms";

/** A verb with a tense after a noun, not the first word: "Clinics using it saw 30% fewer no-shows". */
export function hasFiniteVerb(text: string): boolean {
  // "no rush if you're swamped": a verb in a clause that "if" or "when" opens leaves the head a fragment.
  const head = text.split(/\s+(?=(?:if|when|unless|because|while|although|though|once|until)\b)/i)[0]!;
  const terms = termsOf(head);
  return terms.some(
    (t, i) =>
      i > 0 &&
      t.tags.includes("Verb") &&
      (t.tags.includes("PastTense") || t.tags.includes("PresentTense")) &&
      !t.tags.includes("Gerund") &&
      !t.tags.includes("Infinitive") &&
      !t.tags.includes("Participle") &&
      terms.slice(0, i).some((p) => p.tags.includes("Noun")) &&
      // "to celebrate", "will be": a verb after "to" or a modal has no tense of its own.
      !/^(?:to|will|would|can|could|should|must|may|might)$/i.test(terms[i - 1]!.text),
  );
}
