/**
 * Sentences that set the scene or tease, which a TL;DR is never (session 12): how long the writer has used or done
 * something ("I've now used the Corvex Air 14 as my main work machine for five months, ...", "For about three years,
 * every side project I built ran on a small Kubernetes cluster."), a teaser with no subject of its own ("Something
 * has been lost, and it took me a long time to notice."), and a question about what the sentence before said ("Is
 * that ok with you and jess?").
 */

const NUMBER =
  "(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|a couple of|several|many|\\d+)";
const SPAN = "(?:days?|nights?|weeks?|months?|years?|decades?)";
const ABOUT = "(?:about |around |almost |nearly |over |more than |roughly |the (?:last|past) )?";

/** How long the writer has used, owned or done it: the background to the point. */
const USE_FOR = new RegExp(
  `^(?:(?:so|well|ok|okay),?\\s+)?(?:i|we)(?:['’]ve| have)?(?: now| just)? (?:been using|been running|been testing|been living with|been wearing|been driving|used|owned|had|run|tested|lived with|worn|driven|stayed at|stayed in)\\b[^.!?]{0,100}\\bfor ${ABOUT}${NUMBER} ${SPAN}\\b`,
  "i",
);
/** "For about three years, ...", "Over the last two months, ...": a span that opens the sentence. */
const SPAN_FIRST = new RegExp(
  `^(?:for ${ABOUT}${NUMBER} ${SPAN}|(?:over|during|for) the (?:last|past) (?:${NUMBER} )?${SPAN})\\b`,
  "i",
);
/** "Stayed at the Harbour View Hotel for 4 nights ...": a visit or a stay without its subject. */
const STAYED = new RegExp(`^(?:stayed|visited|spent)\\b[^.!?]{0,80}\\bfor ${ABOUT}${NUMBER} ${SPAN}\\b`, "i");

/** A teaser: an indefinite subject and no more ("Something has been lost", "Nothing prepared me for it"). */
const TEASER = /^(?:but |and |yet )?(?:something|nothing|everything|someone|somebody|one thing)\b[^.!?]{0,60}[.!]?$/i;
/** A question about what was just said: "Is that ok with you and jess?", "Does this make sense?". */
const POINTING_QUESTION = /^(?:is|are|was|does|do|would|will|can|could)\s+(?:that|this|it|these|those)\b[^?]*\?$/i;

/** Whether a sentence sets the scene (background, a teaser, a question about the sentence before) rather than says the point. */
export function setsTheScene(sentence: string): boolean {
  const s = sentence.trim();
  return USE_FOR.test(s) || SPAN_FIRST.test(s) || STAYED.test(s) || TEASER.test(s) || POINTING_QUESTION.test(s);
}
