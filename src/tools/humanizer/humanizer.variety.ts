/**
 * The voices' plain words repeat when several AI phrases map onto them ("a big period ... a big shift", "a real shift
 * ... real changes", "So it's so important"): issue 11 cold read of the friendly and casual voices. After the rewrite,
 * a plain word the output uses more often than the input did is varied from its second use on, with a word of the
 * same role that neither text uses; an intensifier "so" in a sentence that already has a "so" becomes "really", and
 * a "really" the rewrite repeats is kept once.
 */

/** Plain words the voices put in place of AI wording, each before a noun or an adjective, and same-role stand-ins. */
const STAND_INS: readonly [word: string, alternatives: readonly string[]][] = [
  ["big", ["major", "large"]],
  ["real", ["genuine", "clear"]],
  ["huge", ["major", "massive"]],
  ["key", ["main", "central"]],
  ["lots of", ["plenty of", "a lot of"]],
  ["plenty of", ["lots of", "a lot of"]],
];

const count = (text: string, re: RegExp) => text.match(re)?.length ?? 0;
/** Set phrases whose word is not a plain word to vary ("in real time" is never "in genuine time"). */
const SET_PHRASE = "(?!\\s+(?:time|estate|world|life|name|deal|picture|thing|card|ring|brother|sister|data)\\b)";
const wordRe = (word: string) => new RegExp(`\\b${word}\\b(?=\\s+\\p{L})(?!-)${SET_PHRASE}`, "giu");
const sameCase = (like: string, word: string) =>
  /^\p{Lu}/u.test(like) ? word.charAt(0).toUpperCase() + word.slice(1) : word;

/** The rewritten text with the plain words it repeats (more than its input did) varied. */
export function varyRepeats(output: string, input: string): string {
  let out = output;
  for (const [word, alternatives] of STAND_INS) {
    const re = wordRe(word);
    const excess = count(out, re) - count(input, re);
    if (excess <= 0 || count(out, re) < 2) continue;
    const fresh = alternatives.filter((a) => count(out, wordRe(a)) + count(input, wordRe(a)) === 0);
    if (fresh.length === 0) continue;
    let seen = 0;
    let changed = 0;
    out = out.replace(re, (m) => {
      seen++;
      if (seen === 1 || changed >= excess) return m;
      const stand = fresh[changed++ % fresh.length]!;
      return sameCase(m, stand);
    });
  }
  return fewerReally(out.replace(/[^.!?\n]+[.!?]?/g, soOnce), input);
}

const REALLY = /(?<![.!?]\s*|^\s*|\b(?:not|never|n't|n’t)\s+)\breally\s+(?=\p{L})/giu;

/**
 * "your really helpful guidance ... is really inspiring ... I feel really fortunate": several AI intensifiers
 * ("invaluable", "truly", "incredibly") become the friendly voice's "really". From its second use on, a "really" the
 * input did not have is dropped ("is inspiring", "feel fortunate"); "not really" and a sentence's opening "Really"
 * are left alone.
 */
function fewerReally(output: string, input: string): string {
  const excess = count(output, REALLY) - count(input, REALLY);
  if (excess <= 0 || count(output, REALLY) < 2) return output;
  let seen = 0;
  let dropped = 0;
  return output.replace(REALLY, (m) => {
    seen++;
    if (seen === 1 || dropped >= excess) return m;
    dropped++;
    return "";
  });
}

/** "So it's so important" -> "So it's really important": one "so" a sentence. */
function soOnce(sentence: string): string {
  if (count(sentence, /\bso\b/gi) < 2) return sentence;
  let first = true;
  return sentence.replace(/\b(so)\b(?=\s+(\p{L}+))/giu, (m, _so: string, next: string, offset: number) => {
    if (first) {
      first = false;
      return m;
    }
    const intensifier = /\b(?:is|are|am|was|were|be|been|feel|felt|look|looks|'s|’s|'m|’m|'re|’re)\s+$/i.test(
      sentence.slice(0, offset),
    );
    return intensifier && !/^(?:that|much|many|far)$/i.test(next)
      ? /\breally\b/i.test(sentence)
        ? "very"
        : "really"
      : m;
  });
}
