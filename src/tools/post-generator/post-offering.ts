/**
 * A business telling its customers what it offers ("we now cover all of north Leeds for boiler servicing", "our spring
 * bundle is back: ...", "What's included in our wedding package: ...", "our kids summer camp is back - ..."): news to
 * ask about or act on. It is no thought to muse on ("A quick thought.", "We had to share this!"), no view to ask
 * about ("We would like to hear your thoughts.") and no notice to pass on ("Please share this with anyone it
 * affects.").
 */
import type { Brief } from "./post-understand";

const OFFERING =
  /\b(?:is|are)\s+(?:back|here|now\s+(?:available|live|on sale|in stock))\b|\bwe\s+(?:now\s+)?(?:cover|serve|offer|deliver|stock|sell|run|make)\b|\bwe(?:'re|\s+are)\s+now\s+(?:covering|serving|offering|delivering|taking|running)\b|\bour\s+(?:[\p{L}-]+\s+){0,3}(?:packages?|bundles?|menu|range|services?|camps?|class(?:es)?|courses?|timetable|collection|box(?:es)?|kits?|plans?|prices|price list)\b|\b(?:included|includes|now\s+(?:supports?|works with|integrates with|comes with|has|have))\b|^new in\b|\bnew\s+(?:[\p{L}-]+\s+){0,2}(?:menu|range|collection|timetable|service|flavou?rs?|products?|lamp|bundle|class(?:es)?)\b/iu;

/** A view, a question or a feeling: not an offering, whatever it names. */
const NOT_OFFERING = /\?|\b(?:i think|in my opinion|honestly|hot take|unpopular opinion|thank|thanks|sorry|proud)\b/i;

export function isOffering(brief: Brief): boolean {
  return (
    ["general", "announcement"].includes(brief.intent) &&
    OFFERING.test(brief.content) &&
    !NOT_OFFERING.test(brief.content)
  );
}

const ASK = ["Any questions? Just ask."];

/** Closing lines for an offering: an invitation to ask (after the poster's own call to action, none is added). */
export const OFFER_CLOSERS = {
  short: {
    professional: ["If you have any questions, just ask."],
    casual: ASK,
    playful: ["Questions? Ask away."],
    enthusiastic: ["Any questions? Just ask!"],
  },
  long: {
    professional: ["If you have any questions, please get in touch.", "We are happy to answer any questions."],
    casual: [...ASK, "Give us a shout with any questions."],
    playful: ["Questions? Ask away.", "Got questions? Give us a shout."],
    enthusiastic: ["Any questions? Just ask!", "Give us a shout with any questions!"],
  },
};
