/**
 * A feeling written with no subject ("so proud", "really happy for you", "gutted for you") is the writer's: "I'm so
 * proud of you.", never "It's proud.". Pride is "of" the reader and gladness "for" them when the note says nothing
 * after the word.
 */
const FEELING =
  /^(?:(so|really|very|super|incredibly|truly|genuinely|extremely|beyond|totally)\s+)?(proud|happy|thrilled|delighted|chuffed|pleased|glad|gutted|sad|relieved|grateful|thankful|honoured|honored|touched|stoked|ecstatic)(\s+(?:of|for|about|with|that|to)\b.*)?$/i;

/** "to you" after the word, when the note names no one: pride is of the reader, gladness and sorrow for them. */
const TOWARDS: Record<string, string> = {
  proud: " of you",
  happy: " for you",
  thrilled: " for you",
  delighted: " for you",
  chuffed: " for you",
  pleased: " for you",
  glad: " for you",
  gutted: " for you",
  stoked: " for you",
  ecstatic: " for you",
};

/** The writer's sentence for a bare feeling, or null when the text is not one. */
export function writersFeeling(text: string): string | null {
  const m = FEELING.exec(text.trim().replace(/[.!]+$/, ""));
  if (!m) return null;
  const adverb = m[1] ? `${m[1].toLowerCase()} ` : "";
  const word = m[2]!.toLowerCase();
  const after = m[3] ?? TOWARDS[word] ?? "";
  return `I'm ${adverb}${word}${after}`;
}
