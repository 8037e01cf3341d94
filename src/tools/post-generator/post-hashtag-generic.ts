/**
 * A one-word hashtag cut from a longer phrase says nothing of the post: #Pots from "shared pots with your partner",
 * #Devs from "most devs", #Customers from "1000 customers", #Memory from "dimmer with memory", #Boiler from "boiler
 * servicing". A noun cut from the compound it opens gives that compound (#BoilerServicing, #BeachClean); a noun that
 * only ever follows a number, a quantity word, a describing participle or "with" is left out.
 */
import { STOPWORDS } from "../../shared/text/stopwords";

/** Words before a noun that make it a count or a kind, not the post's topic. */
const MODIFIER =
  /^(?:\d[\d,.]*k?|most|many|more|fewer|less|all|some|few|several|other|every|each|no|with|[\p{Ll}-]+ed)$/u;

/** Words after a noun that end its phrase: the noun stands alone there. */
const ENDS_PHRASE = /^(?:[\p{Ll}]+ly|and|or|&|but|is|are|was|were|will|should|can|has|have|had)$/u;

const DAY_OR_TIME =
  /^(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?s?$|^(?:today|tomorrow|tonight|weekend|week|month|year)$|\d/;

function occurrences(word: string, prompt: string): { before: string; after: string; end: boolean }[] {
  const out: { before: string; after: string; end: boolean }[] = [];
  const re = new RegExp(String.raw`(?<![\p{L}\p{N}])${word}(?![\p{L}\p{N}])`, "giu");
  for (let m = re.exec(prompt); m; m = re.exec(prompt)) {
    if (m[0] !== m[0].toLowerCase()) continue;
    const before = /(\S+)\s+$/u.exec(prompt.slice(0, m.index))?.[1] ?? "";
    const rest = prompt.slice(m.index + m[0].length);
    const after = /^\s+([\p{L}-]+)/u.exec(rest)?.[1] ?? "";
    // (The next word is this one's only when no comma or stop comes between.)
    out.push({
      before: /[.,;:!?]$/.test(before) ? "" : before,
      after: /^\s/.test(rest) ? after : "",
      end: !/^\s/.test(rest),
    });
  }
  return out;
}

export function sharpenTags(tags: string[], prompt: string): string[] {
  const out: string[] = [];
  const dropped: string[] = [];
  for (const tag of tags) {
    const word = tag.slice(1);
    // (Only a plain one-word tag the prompt writes in lower case: names and compounds stay.)
    if (!/^\p{Lu}\p{Ll}+$/u.test(word)) {
      out.push(tag);
      continue;
    }
    const seen = occurrences(word.toLowerCase(), prompt);
    if (!seen.length) {
      out.push(tag);
      continue;
    }
    const next = seen.map((s) => s.after.toLowerCase());
    const compound = next.find(
      (a) =>
        /^\p{Ll}{3,}$/u.test(a) &&
        !STOPWORDS.has(a) &&
        !ENDS_PHRASE.test(a) &&
        !DAY_OR_TIME.test(a) &&
        // ("boiler servicing", "beach clean": a noun the next word is done to or with.)
        /(?:ing|clean|repairs?|servic\w*|classes|lessons|club|hire|care)$/.test(a),
    );
    if (compound) {
      const joined = `#${word}${compound[0]!.toUpperCase()}${compound.slice(1)}`;
      if (!out.some((t) => t.toLowerCase() === joined.toLowerCase()) && !tags.includes(joined)) out.push(joined);
      continue;
    }
    if (seen.every((s) => MODIFIER.test(s.before.toLowerCase()))) {
      dropped.push(tag);
      continue;
    }
    out.push(tag);
  }
  // (A post keeps one tag: with none of its own left, the first one left out is said.)
  if (!out.length && dropped.length) out.push(dropped[0]!);
  return out.filter((t, i) => out.findIndex((u) => u.toLowerCase() === t.toLowerCase()) === i);
}
