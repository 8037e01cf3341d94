/**
 * A hashtag that is a piece of the poster's own sentence rather than a topic: a possessed phrase whose first word is a
 * name ("our AWS bill" gives #AWS, not #AWSBill; "my Shopify store" gives #Shopify) and a noun phrase that ends on
 * the participle said of it ("left a GPU instance running" gives #GPUInstance, not #GPUInstanceRunning).
 */
import { escapeRegExp } from "../../shared/text/regexp";
import { nameSpelling } from "../../shared/text/proper-names";

const POSSESSIVE = /^(?:our|my|your|their|his|her|its)$/i;
const ARTICLE = /^(?:a|an|the|that|this)$/i;

/** The tag's words as the prompt writes them, with the word before and what follows. */
function found(words: string[], prompt: string): { before: string; said: string[]; after: string } | null {
  const m = new RegExp(
    String.raw`(?:(?<![\p{L}])([\p{L}]+)\s+)?(?<![\p{L}\p{N}])(${words.map(escapeRegExp).join(String.raw`[\s-]+`)})(?![\p{L}\p{N}])(.?)`,
    "iu",
  ).exec(prompt);
  return m ? { before: m[1] ?? "", said: m[2]!.split(/[\s-]+/), after: m[3] ?? "" } : null;
}

/** A word the prompt writes as a name: an initialism ("AWS") or a known product ("shopify"). */
const isName = (word: string) => /^\p{Lu}{2,}\d*$/u.test(word) || nameSpelling(word) !== undefined;

export function ownedTopics(tags: string[], prompt: string): string[] {
  const out: string[] = [];
  for (const tag of tags) {
    const words = tag
      .slice(1)
      .split(/(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u)
      .filter(Boolean);
    const at = words.length > 1 ? found(words, prompt) : null;
    let kept = words;
    if (at && POSSESSIVE.test(at.before) && isName(at.said[0]!) && at.said.slice(1).every((w) => /^\p{Ll}/u.test(w)))
      kept = words.slice(0, 1);
    else if (at && ARTICLE.test(at.before) && /^\p{Ll}+ing$/u.test(at.said.at(-1)!) && /^(?:[.,;!?]|)$/.test(at.after))
      kept = words.slice(0, -1);
    const plain = `#${kept.join("")}`;
    if (!out.some((t) => t.toLowerCase() === plain.toLowerCase())) out.push(plain);
  }
  return out;
}
