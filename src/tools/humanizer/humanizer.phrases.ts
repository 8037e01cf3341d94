/**
 * Stock phrases that make text sound machine-written, and what each voice says instead. The hub's own list, written
 * after reading public notes on over-used model phrasing (Wikipedia's "Signs of AI writing", the HC3 indicator
 * words, antislop phrase lists). Columns: pattern (case-insensitive, whole words; a small regex is allowed),
 * casual, friendly, professional. An empty replacement deletes the phrase (the next word is then capitalised if it
 * starts the sentence). Longer patterns are listed first so they win over their parts.
 */
export type PhraseRow = readonly [pattern: string, casual: string, friendly: string, professional: string];

export const STOCK_PHRASES: readonly PhraseRow[] = [
  // Openers and throat-clearing that add nothing.
  ["as an ai(?: language model)?,?", "", "", ""],
  ["(?:certainly|absolutely|great question|of course)! ", "", "", ""],
  ["in today'?s (?:fast-paced|digital|modern|ever-changing|ever-evolving) (?:world|age|landscape|era),?", "these days,", "these days,", "today,"],
  ["in (?:the|this) ever-evolving (?:world|landscape|realm) of", "in", "in", "in"],
  ["in the (?:realm|world|landscape) of", "in", "in", "in"],
  ["it is (?:important|crucial|essential|worth) (?:to note|noting|mentioning|to remember) that", "", "", "note that"],
  ["it'?s (?:important|crucial|essential|worth) (?:to note|noting|mentioning|to remember) that", "", "", "note that"],
  ["it goes without saying that", "", "", ""],
  ["needless to say,?", "", "", ""],
  ["at the end of the day,?", "in the end,", "in the end,", "ultimately,"],
  ["i hope this (?:helps|email finds you well)[.!]?", "", "", ""],
  ["feel free to reach out(?: if you have any (?:questions|concerns))?", "just ask", "just give me a shout", "please contact me"],

  // Transitions models reach for.
  ["furthermore,", "also,", "plus,", "in addition,"],
  ["moreover,", "what's more,", "on top of that,", "what is more,"],
  ["additionally,", "on top of that,", "also,", "beyond that,"],
  ["in conclusion,", "so,", "all in all,", "in short,"],
  ["in summary,", "so,", "all in all,", "in short,"],
  ["to sum up,", "so,", "all in all,", "in short,"],
  ["ultimately,", "in the end,", "in the end,", "finally,"],
  ["consequently,", "so", "so", "as a result,"],
  ["nevertheless,", "still,", "even so,", "even so,"],
  ["notably,", "", "", ""],
  ["firstly,", "first,", "first,", "first,"],
  ["secondly,", "second,", "second,", "second,"],

  // Inflated verbs and phrases.
  ["delve into", "dig into", "take a look at", "examine"],
  ["delves into", "digs into", "takes a look at", "examines"],
  ["delved into", "dug into", "took a look at", "examined"],
  ["delving into", "digging into", "taking a look at", "examining"],
  ["dive deep into", "dig into", "take a look at", "examine"],
  ["embark on a journey (?:to|of)", "set out to", "set out to", "begin to"],
  ["navigate the complexities of", "deal with", "work through", "manage"],
  ["unlock the (?:full )?potential of", "get the most out of", "get the most out of", "make full use of"],
  ["plays a (?:crucial|pivotal|vital|key|significant) role in", "matters a lot for", "really matters for", "is central to"],
  ["play a (?:crucial|pivotal|vital|key|significant) role in", "matter a lot for", "really matter for", "are central to"],
  ["is a testament to", "shows", "shows", "demonstrates"],
  ["a testament to", "proof of", "proof of", "evidence of"],
  ["serves as a", "is a", "is a", "is a"],
  ["leveraging", "using", "using", "using"],
  ["leverages", "uses", "uses", "uses"],
  ["leveraged", "used", "used", "used"],
  ["leverage", "use", "use", "use"],
  ["utili[sz]ing", "using", "using", "using"],
  ["utili[sz]es", "uses", "uses", "uses"],
  ["utili[sz]ed", "used", "used", "used"],
  ["utili[sz]e", "use", "use", "use"],
  ["utili[sz]ation", "use", "use", "use"],
  ["harness(?:ing)? the power of", "use", "make the most of", "use"],
  ["fostering", "building", "growing", "encouraging"],
  ["fosters", "builds", "grows", "encourages"],
  ["fostered", "built", "grew", "encouraged"],
  ["foster", "build", "grow", "encourage"],
  ["elevates", "boosts", "lifts", "improves"],
  ["elevate", "boost", "lift", "improve"],
  ["empowers", "helps", "helps", "enables"],
  ["empowering", "helping", "helping", "enabling"],
  ["empower", "help", "help", "enable"],
  ["streamlines", "simplifies", "simplifies", "simplifies"],
  ["streamline", "simplify", "simplify", "simplify"],
  ["showcasing", "showing off", "showing", "presenting"],
  ["showcases", "shows off", "shows", "presents"],
  ["showcased", "showed off", "showed", "presented"],
  ["showcase", "show off", "show", "present"],
  ["in order to", "to", "to", "to"],
  ["when it comes to", "with", "with", "regarding"],

  // Inflated adjectives and nouns.
  ["a (?:myriad|plethora|multitude) of", "tons of", "lots of", "many"],
  ["a wide (?:range|array|variety) of", "all kinds of", "all sorts of", "a range of"],
  ["rich tapestry of", "mix of", "mix of", "mix of"],
  ["tapestry", "mix", "mix", "combination"],
  ["ever-evolving", "always-changing", "ever-changing", "changing"],
  ["cutting-edge", "up-to-date", "modern", "advanced"], // adjectives that need no article ("use latest tools" would)
  ["game[- ]changer", "big deal", "real difference-maker", "significant advance"],
  ["seamlessly", "smoothly", "smoothly", "smoothly"],
  ["seamless", "smooth", "smooth", "smooth"],
  ["robust", "solid", "sturdy", "reliable"],
  ["paramount", "key", "really important", "critical"],
  ["pivotal", "key", "key", "key"],
  ["meticulously", "carefully", "carefully", "carefully"],
  ["meticulous", "careful", "careful", "careful"],
  ["bustling", "busy", "lively", "busy"],
  ["vibrant", "lively", "lively", "dynamic"],
  ["intricate", "tricky", "detailed", "complex"],
  ["realm", "world", "world", "field"],
  ["landscape", "scene", "world", "environment"],
  ["comprehensive", "full", "thorough", "thorough"],
  ["holistic", "all-round", "all-round", "integrated"],
  ["synergy", "teamwork", "teamwork", "cooperation"],
];

/** A readable instance of a pattern (first alternatives, optional parts kept): "in today'?s (?:fast-paced|digital)
 * world,?" -> "in today's fast-paced world". Used in the AI prompt and in tests. */
export function phraseExample(pattern: string, keepPunctuation = false): string {
  let out = pattern;
  for (let i = 0; i < 3; i++) out = out.replace(/\(\?:([^()]*)\)\??/g, (_m, alt: string) => alt.split("|")[0]!);
  out = out.replace(/\[([^\]])[^\]]*\]/g, "$1").replace(/[?\\]/g, "");
  return keepPunctuation ? out : out.replace(/[\s,!.]+$/, "").trim();
}
