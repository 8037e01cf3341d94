/**
 * One stock line of each family per e-mail: "I'm happy to explain any of the line items." and then "I'm happy to set
 * up a call if that would be easier."; "I would appreciate a brief update" and then "I appreciate your time". The
 * second of a family is taken out (or the first, when the second carries more of the user's words), never leaving a
 * paragraph empty. Doubled urgency ("now as soon as possible") keeps the user's word only.
 */
import { contentTerms } from "../../shared/text/tokens";
import { splitAtStops } from "../../shared/text/abbreviations";

const FAMILIES: RegExp[] = [
  // An offer of help or of a call.
  /\b(?:I['’]m|I am|I would be|I['’]d be|we['’]re|we are|we would be|we['’]d be)\s+(?:always\s+|more than\s+|very\s+)?(?:happy|glad|delighted)\s+to\b|\b(?:set up|arrange|jump on|hop on|book|schedule)\s+a\s+(?:[\p{L}\d-]+\s+){0,2}call\b/iu,
  // Thanks by appreciation.
  /\bappreciat(?:e|ed|ion)\b/i,
  // A request for an update.
  /\b(?:an?|any|brief|quick)\s+(?:brief\s+|quick\s+|short\s+)?update\b/i,
  // A call, a chat or a demo asked for or proposed ("Would you be open to a 15-minute demo?" and then "please reply
  // with a time that suits you for a short call").
  /\b(?:call|chat|demo|coffee)\b[^.!?]*\?|\b(?:reply with a time|a time that suits you|(?:which|what) times? (?:works?|suits?)|(?:chance|opportunity) to discuss|discuss (?:this|it) further|up for a (?:quick )?chat|grab (?:a )?coffee|discuss (?:this|it) (?:at|in|during|over))\b/i,
  // Questions welcome.
  /\b(?:any (?:other |further )?questions|anything (?:further|else)|do not hesitate|don['’]t hesitate|feel free to)\b/i,
];

/** "I'm happy to", "I would be glad to" opening a sentence. */
const OFFER_START =
  /^(?:I['’]m|I am|I would be|I['’]d be|we['’]re|we are|we would be|we['’]d be)\s+(?:always\s+|more than\s+|very\s+)?(?:happy|glad|delighted)\s+to\s+/i;
/** An offer of a call or a talk. */
const CALL = /\b(?:call|chat|talk|meeting|meet)\b/i;
const later = (a: [number, number], b: [number, number]) => a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]);

const CAPITAL = /[\p{Lu}“"]/u;

/** How many of the prompt's words a sentence carries. */
function carried(sentence: string, prompt: ReadonlySet<string>): number {
  return contentTerms(sentence).filter((t) => prompt.has(t)).length;
}

/** The paragraphs with one line of each stock family and no doubled urgency. */
export function dropRepeatedStock(paragraphs: string[], prompt: string): string[] {
  // (The prompt's words are read only when a family is found twice.)
  let known: ReadonlySet<string> | null = null;
  const words = () => (known ??= new Set(contentTerms(prompt)));
  const paras = paragraphs.map((p) =>
    /\n/.test(p)
      ? [p]
      : splitAtStops(p, CAPITAL).map((s) =>
          s.replace(/\b(now|immediately|right away|urgently)\s+as soon as possible\b/gi, "$1"),
        ),
  );
  const alive = (i: number) => paras[i]!.filter((s) => s !== "").length;
  for (const family of FAMILIES) {
    const seen: Array<[number, number]> = [];
    paras.forEach((sentences, i) =>
      sentences.forEach((s, j) => {
        if (!/\n/.test(s) && family.test(s)) seen.push([i, j]);
      }),
    );
    let keep = seen[0];
    for (const other of seen.slice(1)) {
      const a = paras[keep![0]]![keep![1]]!;
      const b = paras[other[0]]![other[1]]!;
      // Take out the one that says less of the prompt; the later one on a tie.
      const [ca, cb] = [carried(a, words()), carried(b, words())];
      let [drop, stay] = cb > ca ? [keep!, other] : [other, keep!];
      // (The other one only when it says no more of the prompt, and never the last sentence of a paragraph.)
      if (alive(drop[0]) < 2 && ca === cb) [drop, stay] = [stay, drop];
      // Two offers of different things ("happy to explain", "happy to go through it at our next team meeting"):
      // the second says "I can also", unless both offer a call.
      const [d, k] = [paras[drop[0]]![drop[1]]!, paras[stay[0]]![stay[1]]!];
      const also = family === FAMILIES[0] && !(CALL.test(d) && CALL.test(k)) ? OFFER_START.exec(d) : null;
      if (also && later(drop, stay)) {
        paras[drop[0]]![drop[1]] = `${/^we/i.test(also[0]) ? "We" : "I"} can also ${d.slice(also[0].length)}`;
        keep = drop;
        continue;
      }
      if (alive(drop[0]) < 2) continue;
      paras[drop[0]]![drop[1]] = "";
      keep = stay;
    }
  }
  return paras.map((sentences) => sentences.filter((s) => s !== "").join(" "));
}
