import type { VoiceStyle } from "./contract";

/**
 * Sentence-opening connectors. Models open most sentences with one ("Furthermore, ... Moreover, ... Ultimately,
 * ..."); people rarely do. Formal additive and emphatic openers are dropped, a contrast or a result keeps its
 * meaning in the voice's own word ("However," -> "But" / "That said," / "However,"), and a closing summary opener
 * is kept at most once per text.
 */
type ConnectorClass =
  | "formalAdditive"
  | "plainAdditive"
  | "emphasis"
  | "conclusion"
  | "contrast"
  | "result"
  | "sequence";

const CONNECTORS: readonly [RegExp, ConnectorClass, string?][] = [
  [
    /^(?:furthermore|moreover|additionally|in addition|what'?s more|on top of that|besides|likewise|similarly|by the same token|equally important|beyond that)\s*,\s*/i,
    "formalAdditive",
  ],
  [/^(?:also|plus)\s*,\s*|^and\s+(?=\p{Ll})/iu, "plainAdditive"],
  [
    /^(?:notably|importantly|interestingly|undoubtedly|indeed|essentially|fundamentally|crucially|significantly|certainly|clearly|of course|needless to say|truly|admittedly|specifically)\s*,\s*/i,
    "emphasis",
  ],
  [
    /^(?:in conclusion|in summary|to sum up|to summari[sz]e|ultimately|overall|all in all|all things considered|in essence|in short|in a nutshell|to conclude|in closing)\s*,?\s*/i,
    "conclusion",
  ],
  [
    /^(?:however|nevertheless|nonetheless|that said|that being said|with that being said|having said that|even so)\s*,\s*|^(?:but|yet)\s+(?=\p{Ll})/iu,
    "contrast",
  ],
  [
    /^(?:therefore|thus|consequently|as a result|hence|accordingly|as such|for this reason)\s*,\s*|^so\s*,?\s+(?=\p{Ll})/iu,
    "result",
  ],
  [/^(?:firstly|first and foremost|first of all)\s*,\s*/i, "sequence", "First,"],
  [/^secondly\s*,\s*/i, "sequence", "Second,"],
  [/^thirdly\s*,\s*/i, "sequence", "Third,"],
  [/^(?:lastly|last but not least|last of all)\s*,\s*/i, "sequence", "Finally,"],
];

const VOICE: Record<VoiceStyle, Record<"contrast" | "result" | "plainAdditive" | "conclusion", string>> = {
  casual: { contrast: "But", result: "So", plainAdditive: "=", conclusion: "So" },
  friendly: { contrast: "That said,", result: "So", plainAdditive: "=", conclusion: "In the end," },
  professional: { contrast: "However,", result: "Therefore,", plainAdditive: "", conclusion: "" },
};

interface Opening {
  /** The connector as written ("" when none). */
  connector: string;
  cls: ConnectorClass | null;
  rest: string;
  sequenceWord?: string;
}

export function openingOf(sentence: string): Opening {
  for (const [re, cls, word] of CONNECTORS) {
    const m = re.exec(sentence);
    if (m) return { connector: m[0], cls, rest: sentence.slice(m[0].length), sequenceWord: word };
  }
  return { connector: "", cls: null, rest: sentence };
}

/** Tracks what the text has used so far (one closing summary per text, no two connector openings in a row). */
export interface ConnectorState {
  usedConclusion: boolean;
  previousHadConnector: boolean;
}

const SUMMARY = /^(?:in summary|to sum up|to summari[sz]e|in essence|in short|in a nutshell)\b/i;

const capitalise = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/** The sentence with its opening connector dropped or put in the voice's words. */
export function rewriteOpening(sentence: string, style: VoiceStyle, state: ConnectorState, last: boolean): string {
  const o = openingOf(sentence);
  if (!o.cls || !/\p{L}/u.test(o.rest)) {
    state.previousHadConnector = false;
    return sentence;
  }
  let word: string;
  switch (o.cls) {
    case "formalAdditive":
    case "emphasis":
      word = "";
      break;
    case "sequence":
      word = o.sequenceWord ?? "";
      break;
    case "conclusion":
      word = !state.usedConclusion && last && !state.previousHadConnector ? VOICE[style].conclusion : "";
      // (A summary is not an ending: friendly "In summary, we are proposing ..." is "In short, ...", not "In the end".)
      if (word && style === "friendly" && SUMMARY.test(o.connector)) word = "In short,";
      if (word) state.usedConclusion = true;
      break;
    default: {
      const choice = VOICE[style][o.cls];
      word = choice === "=" ? capitalise(o.connector.trim()) : choice;
    }
  }
  state.previousHadConnector = word !== "";
  return word ? `${word} ${o.rest}` : capitalise(o.rest);
}

/** Whether a sentence opens with an AI-typical connector (formal additive, emphatic or summary): for the counts. */
export function hasStockOpener(sentence: string): boolean {
  const o = openingOf(sentence);
  return o.cls === "formalAdditive" || o.cls === "emphasis" || o.cls === "conclusion";
}
