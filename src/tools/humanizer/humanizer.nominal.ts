import type { VoiceStyle } from "./contract";
import { baseOfParticiple, verbForms } from "./humanizer.inflect";

/**
 * Report prose said with its verbs (every voice):
 *  - "The implementation of the new CRM system was completed in Q3." -> "The new CRM system was fully implemented in
 *    Q3." (an action noun with "was completed/carried out" says the verb twice);
 *  - "it is recommended that a training program be developed and rolled out" -> "we recommend developing a training
 *    program and rolling it out" (who recommends is the writer).
 */

/** Action nouns and the participle each stands for. */
const ACTION: Record<string, string> = {
  implementation: "implemented",
  installation: "installed",
  construction: "built",
  renovation: "renovated",
  refurbishment: "refurbished",
  restoration: "restored",
  development: "developed",
  deployment: "deployed",
  integration: "integrated",
  migration: "migrated",
  rollout: "rolled out",
  "roll-out": "rolled out",
  review: "reviewed",
  evaluation: "evaluated",
  assessment: "assessed",
  inspection: "inspected",
  upgrade: "upgraded",
  redesign: "redesigned",
  replacement: "replaced",
  repair: "repaired",
  expansion: "expanded",
  preparation: "prepared",
  analysis: "analysed",
  audit: "audited",
  digitisation: "digitised",
  digitization: "digitized",
  modernisation: "modernised",
  modernization: "modernized",
  demolition: "demolished",
  translation: "translated",
};
/** "completed" says the work ended: the participle gets "fully" (a building is "finished" instead). */
const DONE = "completed|finished|finalised|finalized";
const CARRIED = "carried out|done|conducted|undertaken|performed";
const NOMINAL = new RegExp(
  String.raw`^(The|This|Our|Their|Its) (${Object.keys(ACTION).join("|")}) of ((?:the|a|an|our|their|its|all|this|these|your|new|\p{Ll}[\p{Ll}-]*)(?: (?!(?:was|were|is|has|have|had|will)\b)[\p{L}\p{N}'’&-]+){0,7}?)( (?:to|from|at|in|on|across|into|within|for) [^,]+?)? (was|were|has been|have been|had been|will be|is|are) (?:(successfully|finally|now) )?(${DONE}|${CARRIED})\b`,
  "u",
);

const plural = (np: string) => {
  const head = np.split(" ").pop() ?? "";
  return /(?<!s|u|i)s$/.test(head) || /^(?:people|staff|data)$/.test(head);
};
const AGREE: Record<string, [string, string]> = {
  was: ["was", "were"],
  were: ["was", "were"],
  is: ["is", "are"],
  are: ["is", "are"],
  "has been": ["has been", "have been"],
  "have been": ["has been", "have been"],
  "had been": ["had been", "had been"],
  "will be": ["will be", "will be"],
};

function denominalise(sentence: string): string {
  return sentence.replace(
    NOMINAL,
    (
      _m,
      _det: string,
      noun: string,
      np: string,
      pp: string | undefined,
      aux: string,
      adv: string | undefined,
      verb: string,
    ) => {
      const participle = ACTION[noun.toLowerCase()]!;
      const done = new RegExp(`^(?:${DONE})$`).test(verb);
      const built = participle === "built" && done ? "finished" : participle;
      const adverb = adv ? `${adv} ` : done && built !== "finished" ? "fully " : "";
      const agreed = AGREE[aux]![plural(np.replace(/ of .*$/, "")) ? 1 : 0];
      return `${np[0]!.toUpperCase()}${np.slice(1)} ${agreed} ${adverb}${built}${pp ?? ""}`;
    },
  );
}

const RECOMMEND: Record<VoiceStyle, string> = {
  casual: "we suggest",
  friendly: "we'd recommend",
  professional: "we recommend",
};
const PARTICLE = "(?: (?:out|up|in|on|off|down|over|back))?";
const PARTICIPLE = String.raw`(\p{Ll}+(?:ed|en|wn|lt|nt|ht|ne|de|un|ung|ought|aught|et|ut|ost|ade|eld|ound|old|ept|id))(${PARTICLE})`;
const FRAME = new RegExp(
  String.raw`\b([Ii])t(?: is|['’]s|'s) (strongly |therefore |also )?(recommended|suggested|advised|proposed) that ((?:the|a|an|all|each|every|this|these|our|your|their|its|\p{Ll}[\p{Ll}-]*)(?: (?!(?:should|be)\b)[\p{L}\p{N}'’&-]+){0,7}?) (?:should )?be ${PARTICIPLE}(?: and (?:be )?${PARTICIPLE})?(?=[ ,.;!?]|$)`,
  "u",
);

const gerund = (participle: string) => verbForms(baseOfParticiple(participle)).gerund;

function recommendActive(sentence: string, style: VoiceStyle): string {
  return sentence.replace(
    FRAME,
    (
      _m,
      i: string,
      adv: string | undefined,
      _verb: string,
      np: string,
      p1: string,
      part1: string,
      p2?: string,
      part2?: string,
    ) => {
      const lead = RECOMMEND[style].replace(/^w/, i === "I" ? "W" : "w");
      const adverb = adv?.trim() === "strongly" ? " strongly" : "";
      const first = adverb ? lead.replace(/ (?=\S+$)/, `${adverb} `) : lead;
      const pronoun = plural(np) ? "them" : "it";
      const second = p2 ? ` and ${gerund(p2)} ${pronoun}${part2 ?? ""}` : "";
      return `${first} ${gerund(p1)}${part1} ${np}${second}`;
    },
  );
}

/** The sentence with its report frames said with verbs. */
export function verbalFrames(sentence: string, style: VoiceStyle): string {
  return recommendActive(denominalise(sentence), style);
}
