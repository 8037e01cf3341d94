/**
 * Splits text into pieces of at most `max` characters for synthesis one at a time: at sentence ends first
 * (Latin, CJK and Devanagari full stops, line breaks), then at commas and spaces, and only as a last resort
 * inside a word. Whitespace-only pieces are dropped; the pieces, joined, keep every other character in order.
 */
export function splitForSpeech(text: string, max = 400): string[] {
  const sentences = text.match(/[^.!?。！？।\n]*(?:[.!?。！？।]+["')\]」』”’]*|\n+|$)/g) ?? [text];
  const chunks: string[] = [];
  let current = "";
  const flush = () => {
    if (current.trim()) chunks.push(current.trim());
    current = "";
  };
  for (const sentence of sentences) {
    if (!sentence) continue;
    if (current.length + sentence.length <= max) {
      current += sentence;
      continue;
    }
    flush();
    if (sentence.length <= max) current = sentence;
    else for (const piece of splitLong(sentence, max)) chunks.push(piece);
  }
  flush();
  return chunks.filter((c) => c.length > 0);
}

function splitLong(sentence: string, max: number): string[] {
  const out: string[] = [];
  let rest = sentence.trim();
  while (rest.length > max) {
    const window = rest.slice(0, max);
    let cut = Math.max(
      window.lastIndexOf(", "),
      window.lastIndexOf("、"),
      window.lastIndexOf("，"),
      window.lastIndexOf("; "),
    );
    if (cut < max / 3) cut = window.lastIndexOf(" ");
    if (cut < max / 3) cut = max - 1;
    out.push(rest.slice(0, cut + 1).trim());
    rest = rest.slice(cut + 1).trim();
  }
  if (rest) out.push(rest);
  return out;
}
