/**
 * A thing and where or when it can be had, typed as a note without its verb or comma ("New pumpkin spice latte
 * available at both locations from Friday", "Halloween cupcakes available from Friday", "Launching our new lunch menu -
 * available at both locations"): the thing, then a note of its own or a sentence with its verb, never one noun phrase
 * the post muses on ("I've been thinking about New pumpkin spice latte available ...") or launches ("our new lunch
 * menu - available at both locations launches from Friday").
 */
import { isAre } from "./post-number";
import { hasFiniteVerb } from "./post-rewrite";

const HAD = String.raw`(?:now\s+|also\s+)?(?:available|on sale|in stock|back in stock|out now|in stores?)\b`;
const NP = String.raw`[^,.!?:;]{2,60}?`;
/** Words of a clause: a subject pronoun or a verb of being, which no thing's name holds. */
const CLAUSE_WORD = /\b(?:I|we|you|they|he|she|it|this|that|is|are|was|were|will|be|been|has|have|had)\b/i;

export function availableNote(text: string): string {
  // ("... lunch menu - available at both locations": the dash is the same comma.)
  const sentence = text.replace(new RegExp(String.raw`\s[-–—]\s+(?=${HAD})`, "gi"), ", ");
  // "Introducing the Sunday Roast Box available ...": the launch, then the note said of the thing ("They're ..." of
  // things: "Launching our winter boxes. They're available online from 1 December.").
  const launch = new RegExp(
    String.raw`^((?:introducing|launching|meet|say hello to|presenting)\s+(${NP})),?\s+(${HAD}.*)$`,
    "i",
  ).exec(sentence);
  if (launch && !hasFiniteVerb(launch[2]!))
    return `${launch[1]}. ${isAre(launch[2]!) === "are" ? "They're" : "It's"} ${launch[3]}`;
  // "New pumpkin spice latte available ...", "Halloween cupcakes available from Friday": a thing of a few words said
  // with its verb ("The new pumpkin spice latte is available ...", "Halloween cupcakes are available ...").
  const bare = new RegExp(String.raw`^((?:(?:our|my|the)\s+)?${NP})\s+(${HAD}.*)$`, "i").exec(sentence);
  const thing = bare?.[1] ?? "";
  const few = thing.split(/\s+/).length;
  if (
    bare &&
    few <= 6 &&
    !CLAUSE_WORD.test(thing) &&
    (few <= 3 || !hasFiniteVerb(thing)) &&
    // (A bare singular is a person or a service offered, "Electrician available for small jobs", said as typed.)
    (isAre(thing) === "are" || /^(?:(?:our|my|the)\s+|(?:brand[-\s])?new\s)/i.test(thing))
  )
    return `${thing.replace(/^(?:brand[-\s])?new\b/i, (w) => `The ${w.toLowerCase()}`)} ${isAre(thing)} ${bare[2]}`;
  return sentence;
}
