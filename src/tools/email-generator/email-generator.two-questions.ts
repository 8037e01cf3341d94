/**
 * A yes/no question with a wh-clause joined on ("Do you have availability on 14 June, and what your catering
 * packages cost?") is two questions, the second left in the word order of the note. It is said as two: the first as
 * written, the second under "Could you also let me know ...", where the note's word order is right.
 */
const JOINED =
  /(^|[.!?]\s+)((?:Do|Does|Did|Is|Are|Was|Were|Can|Could|Would|Will|Have|Has)\s[^?.!]+?),?\s+and\s+((?:what|how much|how many|how long|when|where|which|who|whether|if)\s[^?.!]+)\?/g;

/** The paragraph with each joined question said as two. */
export function splitJoinedQuestions(paragraph: string): string {
  return paragraph.replace(JOINED, (whole: string, start: string, first: string, second: string) => {
    // "Could you let me know how many days I have left and whether ...": the wh-clauses are already embedded.
    if (/\b(?:know|tell me|wonder(?:ing)?|ask|check|confirm|see)\b/i.test(first)) return whole;
    return `${start}${first}? Could you also let me know ${second}?`;
  });
}
