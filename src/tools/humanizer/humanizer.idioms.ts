/**
 * Set phrases (idioms and sayings) that a word-level replacement must not break: "the journey is as important as the
 * destination" is a saying, and "the experience is as important as the destination" is not. A lexicon rule may
 * replace a whole set phrase ("double-edged sword" -> "mixed blessing"), never a word inside one; set phrases the
 * lexicon replaces whole are not listed here. Patterns are case-insensitive; "['’]" allows either apostrophe.
 */
const SET_PHRASES: readonly string[] = [
  "(?:the|your|our|my|their) journey (?:is|was|can be|matters) (?:just |every bit |often |always )?(?:as important as|more important than) the destination",
  "(?:it[’']s|it is) (?:all )?about the journey,? (?:and )?not the destination",
  "(?:enjoy|focus on|trust) the journey",
  "life is a journey",
  "a journey of a thousand miles begins with a single step",
  "the tip of the iceberg",
  "the elephant in the room",
  "the best of both worlds",
  "in the same boat",
  "the ball is in (?:your|our|their|his|her|my) court",
  "a piece of cake",
  "break the ice",
  "(?:the )?light at the end of the tunnel",
  "a blessing in disguise",
  "actions speak louder than words",
  "practi[cs]e makes perfect",
  "rome wasn[’']t built in a day",
  "every cloud has a silver lining",
  "a silver lining",
  "easier said than done",
  "better late than never",
  "once in a blue moon",
  "the devil is in the details?",
  "slow and steady wins the race",
  "food for thought",
  "less is more",
  "the sky[’']s the limit|the sky is the limit",
  "a level playing field",
  "raise the bar",
  "the world is (?:your|our) oyster",
  "(?:a|the) perfect storm",
  "don[’']t judge a book by its cover",
  "a picture is worth a thousand words",
  "the early bird catches the worm",
  "when it rains,? it pours",
  "the whole nine yards",
  "the heart of the matter",
  "(?:a|the) labou?r of love",
  "(?:a|the) learning curve",
  "(?:the|a) road less travell?ed",
];

const SET_PHRASE_RE = new RegExp(`(?<![\\p{L}\\p{N}])(?:${SET_PHRASES.join("|")})(?![\\p{L}\\p{N}])`, "giu");

/** The [start, end) spans of the set phrases in a sentence. */
export function setPhraseSpans(sentence: string): [number, number][] {
  // (The rules of one sentence ask again and again until one changes it: the last answer is kept.)
  if (last?.sentence !== sentence)
    last = { sentence, spans: [...sentence.matchAll(SET_PHRASE_RE)].map((m) => [m.index, m.index + m[0].length]) };
  return last.spans;
}
let last: { sentence: string; spans: [number, number][] } | null = null;

/** Whether a replacement of [start, end) would change part of a set phrase without replacing it whole. */
export function breaksSetPhrase(spans: readonly [number, number][], start: number, end: number): boolean {
  return spans.some(([s, e]) => start < e && end > s && !(start <= s && end >= e));
}
