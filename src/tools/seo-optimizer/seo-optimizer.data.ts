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
