/**
 * Fixed pairs joined by "and" that name one field or one duty: "health and safety", "learning and development",
 * "moving and handling". A list split on "and" keeps them whole, so a letter never says "the role draws on safety,
 * WMS, and health" and "health" is never a skill of its own.
 */
const PAIRS = [
  "health and safety",
  "health and social care",
  "research and development",
  "learning and development",
  "training and development",
  "teaching and learning",
  "moving and handling",
  "manual handling and lifting",
  "sales and marketing",
  "marketing and communications",
  "mergers and acquisitions",
  "import and export",
  "imports and exports",
  "infection prevention and control",
  "prevention and control",
  "diversity and inclusion",
  "equality and diversity",
  "equality, diversity and inclusion",
  "food and beverage",
  "food and drink",
  "hair and beauty",
  "repairs and maintenance",
  "operations and maintenance",
  "installation and commissioning",
  "testing and commissioning",
  "inspection and testing",
  "testing and inspection",
  "electrical and mechanical",
  "mechanical and electrical",
  "heating and ventilation",
  "heating and plumbing",
  "plumbing and heating",
  "picking and packing",
  "pick and pack",
  "loading and unloading",
  "budgeting and forecasting",
  "planning and forecasting",
  "compensation and benefits",
  "reward and benefits",
  "pay and reward",
  "recruitment and selection",
  "governance, risk and compliance",
  "risk and compliance",
  "quality assurance and control",
  "quality and safety",
  "accounts payable and receivable",
  "buying and merchandising",
  "sales and lettings",
  "search and rescue",
  "hospitality and catering",
  "cleaning and hygiene",
  "safety and hygiene",
  "food safety and hygiene",
  "care and support",
  "speaking and listening",
  "reading and writing",
  "arts and crafts",
  "customer service and sales",
  "welding and fabrication",
  "fabrication and welding",
  "cut and style",
  "cutting and styling",
  "policies and procedures",
  "policy and procedure",
];

const PAIR = new RegExp(
  `(?<![\\p{L}])(?:${PAIRS.map((p) => p.replace(/ and /g, "\\s+(?:and|&)\\s+").replace(/ /g, "\\s+")).join("|")})(?![\\p{L}])`,
  "giu",
);

/**
 * In a list the visitor typed, two lower-case -ing words joined by "and" name one duty too: "opening and closing",
 * "cooking and cleaning". (Not in an ad's list of values: "welcoming, respectful, engaging and reassuring".)
 */
const ING_PAIR = /(?<![\p{L}])\p{Ll}{2,}ing\s+and\s+\p{Ll}{2,}ing(?![\p{L}])/gu;

/** A joiner for the spaces of a fixed pair: no split on "and" (or on spaces) matches inside it. */
const JOIN = "\u2060";

/** The text with the spaces of each fixed pair hidden from a split ("health and safety" stays one item). */
export function holdPairs(text: string, gerunds = false): string {
  const held = text.replace(PAIR, (pair) => pair.replace(/\s+/g, JOIN));
  return gerunds ? held.replace(ING_PAIR, (pair) => pair.replace(/\s+/g, JOIN)) : held;
}

/** Undo holdPairs. */
export function releasePairs(text: string): string {
  return text.split(JOIN).join(" ");
}

/** Split a list on `separator`, each fixed pair kept whole ("WMS, health and safety" -> WMS | health and safety). */
export function splitKeepingPairs(text: string, separator: RegExp, gerunds = false): string[] {
  return holdPairs(text, gerunds).split(separator).map(releasePairs);
}

/** True when the phrase is one fixed pair and nothing more ("Health & Safety"). */
export function isFixedPair(phrase: string, gerunds = false): boolean {
  const held = holdPairs(phrase.trim(), gerunds);
  return held !== phrase.trim() && !/\s/.test(held);
}
