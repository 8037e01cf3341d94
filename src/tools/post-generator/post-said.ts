import type { Block } from "./post-layout";

/**
 * Whether the rest of a post says what a sentence says: its facts (checked by the gate) and its words. A sentence the
 * gate cannot mend goes only when both are said elsewhere, so a headline with no name or figure in it ("New in at the
 * shop: linen shirts, straw hats and canvas totes.") is not lost for a fault the checker reads into it.
 */
const SMALL =
  /^(?:that|this|these|those|with|from|into|about|your|their|there|here|have|will|just|been|were|what|when|where|which|some|more|very|also|only|than|then|them|they|over|each|every|ours|mine)$/i;

/** The words of four letters or more that carry what the sentence is about. */
function contentWords(sentence: string): string[] {
  return (sentence.toLowerCase().match(/[\p{L}][\p{L}'’-]{3,}/gu) ?? []).filter((w) => !SMALL.test(w));
}

/** Most of the sentence's content words (four in five) appear in `rest`. */
export function wordsSaidElsewhere(sentence: string, rest: string): boolean {
  const words = contentWords(sentence);
  if (words.length === 0) return true;
  const low = rest.toLowerCase();
  const said = words.filter((w) => low.includes(w)).length;
  return said / words.length >= 0.8;
}

const flat = (text: string) =>
  text
    .toLowerCase()
    .replace(/\b(?:a|an|the|some)\s+/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/**
 * The blocks without a body sentence made from a part of the prompt the headline already says word for word ("Winter
 * specials at The Old Forge: beef and ale pie, leek soup and treacle tart." then "A beef and ale pie, a leek soup and
 * a treacle tart.").
 */
export function saidOnce(blocks: Block[]): Block[] {
  const lead = blocks.find((b) => b.role === "lead");
  if (!lead) return blocks;
  const head = flat(lead.text);
  return blocks.filter(
    (b) =>
      b.role !== "body" ||
      !b.source ||
      b.items !== undefined ||
      !(flat(b.source).split(" ").length >= 4 && head.includes(flat(b.source))),
  );
}
