import type { Industry } from "./contract";

/** Terms readers and search engines expect in each industry's articles (for keyword ranking and hints). */
export const INDUSTRY_TERMS: Record<Industry, readonly string[]> = {
  general: [],
  technology: [
    "software", "data", "cloud", "security", "platform", "integration", "automation", "api", "developer",
    "infrastructure", "scalability", "artificial intelligence", "machine learning", "cybersecurity", "open source",
    "performance", "deployment", "user experience",
  ],
  business: [
    "strategy", "revenue", "growth", "customers", "market", "profit", "investment", "leadership", "operations",
    "efficiency", "roi", "stakeholders", "competitive advantage", "supply chain", "cash flow", "productivity",
  ],
  healthcare: [
    "patients", "treatment", "diagnosis", "clinical", "care", "health", "symptoms", "prevention", "therapy",
    "physician", "hospital", "medication", "wellness", "patient outcomes", "public health", "chronic disease",
  ],
  education: [
    "students", "learning", "teachers", "curriculum", "classroom", "assessment", "skills", "school", "course",
    "literacy", "engagement", "online learning", "lesson plan", "higher education", "student success",
  ],
  marketing: [
    "brand", "audience", "content", "campaign", "conversion", "engagement", "seo", "social media", "email marketing",
    "customer journey", "leads", "analytics", "storytelling", "call to action", "target audience", "roi",
  ],
};

/** Single transition words (lower case). Own list, after the categories Yoast and style guides use. */
export const TRANSITION_WORDS = new Set(
  `accordingly additionally afterward afterwards also alternatively although besides because consequently conversely
finally first firstly second secondly third thirdly further furthermore hence however indeed instead lastly likewise
meanwhile moreover nevertheless next nonetheless notably otherwise overall particularly previously similarly since
specifically subsequently then therefore thus ultimately whereas while yet still undoubtedly admittedly equally especially initially namely`.split(/\s+/).filter(Boolean),
);

/** Multi-word transitions, matched as whole phrases in a lower-cased sentence. */
export const TRANSITION_PHRASES = [
  "as a result", "for example", "for instance", "in addition", "in contrast", "in fact", "in other words",
  "on the other hand", "in conclusion", "to sum up", "in summary", "as well as", "in particular", "of course",
  "at the same time", "even though", "even so", "because of", "due to", "so that", "in short", "after all",
  "as long as", "in the end", "on the contrary", "to begin with", "first of all", "in the meantime", "that is why",
  "in the same way", "as a consequence", "above all", "to illustrate", "such as", "not only", "rather than",
];

/** Forms of "to be" / "to get" that start an English passive. */
export const PASSIVE_AUXILIARIES = new Set(["am", "is", "are", "was", "were", "be", "been", "being", "get", "gets", "got", "gotten", "getting"]);

/** Irregular past participles (the regular ones end in -ed). */
export const IRREGULAR_PARTICIPLES = new Set(
  `arisen awoken borne born beaten become begun bent bet bitten bled blown broken brought built burnt bought caught
chosen come cost crept cut dealt done drawn dreamt drunk driven eaten fallen fed felt fought found fled flown forbidden
forgotten forgiven frozen given gone ground grown hung heard hidden hit held hurt kept knelt known laid led leant left
lent let lain lit lost made meant met paid put quit read rid ridden rung risen run said seen sought sold sent set shaken
shed shone shot shown shrunk shut sung sunk sat slain slept slid spoken spent spun split spread stood stolen stuck
stung struck sworn swept swum swung taken taught torn told thought thrown understood undertaken upset woken worn woven
wept won wound written withdrawn overcome overseen overtaken overthrown rewritten rebuilt`.split(/\s+/).filter(Boolean),
);

/** Words ending in -ed that are usually adjectives after "to be" (not a passive). */
export const NON_PASSIVE_ED = new Set(
  `interested excited tired bored worried pleased surprised scared concerned married used supposed based
related involved needed red bed shed sacred naked wicked rugged ragged beloved aged learned crooked`.split(/\s+/).filter(Boolean),
);

/** Wordy phrases and plainer replacements applied to the optimized article (case of the first letter kept). */
export const WORDY_PHRASES: ReadonlyArray<readonly [string, string]> = [
  ["in order to", "to"],
  ["due to the fact that", "because"],
  ["in spite of the fact that", "although"],
  ["at this point in time", "now"],
  ["at the present time", "now"],
  ["in the event that", "if"],
  ["for the purpose of", "for"],
  ["with regard to", "about"],
  ["with respect to", "about"],
  ["a large number of", "many"],
  ["a majority of", "most"],
  ["has the ability to", "can"],
  ["have the ability to", "can"],
  ["is able to", "can"],
  ["are able to", "can"],
  ["prior to", "before"],
  ["subsequent to", "after"],
  ["in the near future", "soon"],
  ["utilize", "use"],
  ["utilizes", "uses"],
  ["utilized", "used"],
  ["utilizing", "using"],
  ["facilitate", "help"],
  ["commence", "start"],
];

/** Frequent adjectives and verbs that make poor one-word subheadings on their own. */
export const WEAK_HEADING_WORDS = new Set(
  `cheap cheaper cheapest new newer good better best great high higher low lower large larger small smaller big bigger
important different main first last long short easy hard many most more less few able possible real really
whole full same other next own early late old young free open clear simple certain common recent likely said says
make makes made take takes get gets use uses used need needs want wants help helps work works way ways thing things`.split(/\s+/).filter(Boolean),
);
