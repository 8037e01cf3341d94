/**
 * Product, platform and brand names typed in lower case ("react and typescript", "my etsy shop", "on github") are
 * written as their makers spell them. A name that is not also an English word is recased wherever it stands; one
 * that is ("react", "node", "excel", "mac") only where it is listed next to another name ("chatgpt and excel",
 * "node and deno") or follows a word that introduces a platform ("for mac", "on windows").
 */
import { escapeRegExp } from "./regexp";

/** Names that are no English word: recased anywhere. */
const PLAIN = `JavaScript TypeScript Git GitHub GitLab Bitbucket ChatGPT OpenAI Etsy Shopify Instagram TikTok YouTube LinkedIn
Facebook WhatsApp iPhone iPad iOS macOS Android WordPress Squarespace Wix Figma Photoshop InDesign Canva
PostgreSQL Postgres MySQL MongoDB SQLite Redis FastAPI Django Kubernetes Docker GraphQL CSS HTML SQL API AWS GCP Azure
Python Kotlin PHP Salesforce HubSpot QuickBooks Xero PayPal Venmo Airbnb Spotify Netflix Google Microsoft Kickstarter
Patreon Substack Eventbrite Reddit Pinterest Snapchat Bluesky eBay Depop Vinted Trello Jira Asana Miro Deno Linux
Ubuntu PyTorch TensorFlow Midjourney Svelte Webflow Mailchimp Zapier Airtable Tableau Looker Grubhub DoorDash Uber
Lyft Amazon Duolingo Strava Peloton Fitbit PlayStation Xbox Nintendo Twitch Discord Vimeo Dropbox Gmail Firefox Safari
Chromebook AirPods MacBook iMac RSVP DIY FAQ SEO UX UI CEO CTO CFO COO NYC USA`;

/** Names that are also English words: recased next to another name or after a platform word. */
const AMBIGUOUS = `React Node Excel Mac Windows Word Outlook Teams Slack Notion Zoom Rust Swift Angular Tailwind Vue
Rails Ruby Java Stripe Chrome Mastodon Copilot PowerPoint Illustrator`;

/** Of those, the platforms a sentence names after "for", "on", "in": "for mac", "on zoom", "in excel". */
const PLATFORMS = new Set(["mac", "windows", "excel", "zoom", "slack", "notion", "chrome", "outlook"]);

/**
 * Of those, the ones a sentence names by the thing the product makes ("a slack message", "a zoom call", "my notion
 * page", "an excel sheet"): no such noun follows the English word ("slack off", "zoom in", "a notion of").
 */
const MADE_BY: Record<string, RegExp> = {
  slack: /^\s+(?:messages?|channels?|threads?|workspaces?|huddles?|dms?|bots?|notifications?|community|groups?)\b/i,
  zoom: /^\s+(?:calls?|meetings?|links?|rooms?|webinars?)\b/i,
  notion: /^\s+(?:pages?|docs?|templates?|workspaces?|database)\b/i,
  teams: /^\s+(?:calls?|chats?|channels?)\b/i,
  excel: /^\s+(?:sheets?|spreadsheets?|files?|formulas?|macros?|skills)\b/i,
  outlook: /^\s+(?:calendars?|invites?|inbox)\b/i,
  chrome: /^\s+(?:extensions?|tabs?|browser)\b/i,
  react: /^\s+(?:apps?|components?|hooks|developers?|native)\b/i,
};

/** Names of more than one word. */
const PHRASES = [
  "App Store",
  "Play Store",
  "Google Play",
  "Google Sheets",
  "Google Docs",
  "Google Drive",
  "Google Analytics",
  "Google Ads",
  "Microsoft Excel",
  "Microsoft Word",
  "Microsoft Teams",
  "Microsoft Office",
  "VS Code",
  "Visual Studio Code",
  "Premiere Pro",
  "After Effects",
  "Next.js",
  "Node.js",
  "Vue.js",
  "React Native",
];

const words = (list: string) => list.split(/\s+/).filter(Boolean);
const byKey = (names: string[]) => new Map(names.map((n) => [n.toLowerCase(), n]));
const PLAIN_NAMES = byKey(words(PLAIN));
const AMBIGUOUS_NAMES = byKey(words(AMBIGUOUS));
const PHRASE_NAMES = byKey(PHRASES);

const PHRASE_RE = new RegExp(
  `(?<![\\p{L}\\p{N}@#/.])(?:${PHRASES.map((p) => escapeRegExp(p.toLowerCase()).replace(/\\ /g, "\\s+")).join("|")})(?![\\p{L}\\p{N}])`,
  "giu",
);
const WORD_RE = /(?<![\p{L}\p{N}@#/.:_-])[\p{L}][\p{L}\p{N}]*(?![\p{L}\p{N}]|\.[\p{L}]|[@/_-])/gu;
/** Words after which a platform or tool is named: "for mac", "on windows", "in excel", "using react". */
const PLATFORM_WORD = /\b(?:for|on|in|with|using|via|through|into|from)\s+(?:the\s+)?$/i;
/** The words that join the items of a list of names. */
const JOIN = /^\s*(?:,\s*(?:and\s+|or\s+|&\s+)?|\s+(?:and|or|&|\+)\s+|\s*\/\s*)$/i;

/** How a product or brand name is spelled ("github" -> "GitHub", "excel" -> "Excel"), or undefined. */
export function nameSpelling(word: string): string | undefined {
  const key = word.toLowerCase();
  return PLAIN_NAMES.get(key) ?? AMBIGUOUS_NAMES.get(key);
}

/** The text with lower-case product and brand names written as they are spelled ("github" -> "GitHub"). */
export function properNames(text: string, extra: ReadonlyMap<string, string> = new Map()): string {
  const out = text.replace(PHRASE_RE, (m) => PHRASE_NAMES.get(m.toLowerCase().replace(/\s+/g, " ")) ?? m);
  const hits = [...out.matchAll(WORD_RE)]
    .map((m) => ({ at: m.index, word: m[0] }))
    .filter((h) => !/^(?:and|or)$/i.test(h.word));
  const known = (w: string) => PLAIN_NAMES.has(w.toLowerCase()) || extra.has(w.toLowerCase());
  const namey = (i: number): boolean => {
    const h = hits[i];
    return !!h && (known(h.word) || AMBIGUOUS_NAMES.has(h.word.toLowerCase()));
  };
  // A word listed next to a name: "react and typescript", "chatgpt and excel".
  const listed = (i: number): boolean => {
    const h = hits[i]!;
    const prev = hits[i - 1];
    const next = hits[i + 1];
    const before = prev ? out.slice(prev.at + prev.word.length, h.at) : "";
    const after = next ? out.slice(h.at + h.word.length, next.at) : "";
    return (!!prev && JOIN.test(before) && namey(i - 1)) || (!!next && JOIN.test(after) && namey(i + 1));
  };
  let result = "";
  let last = 0;
  hits.forEach((h, i) => {
    // A word typed with capitals is left, except a name that only has its sentence capital ("Rsvp", "Github").
    const sentenceCase = /^\p{Lu}\p{Ll}+$/u.test(h.word);
    if (/\p{Lu}/u.test(h.word) && !sentenceCase) return;
    const key = h.word.toLowerCase();
    const plain = PLAIN_NAMES.get(key) ?? extra.get(key);
    if (sentenceCase && !plain) return;
    const ambiguous = AMBIGUOUS_NAMES.get(key);
    const platform = PLATFORMS.has(key) && PLATFORM_WORD.test(out.slice(Math.max(0, h.at - 20), h.at));
    // (An own key only: "constructor" is no product.)
    const made = Object.hasOwn(MADE_BY, key) && MADE_BY[key]!.test(out.slice(h.at + h.word.length));
    const name = plain ?? (ambiguous && (listed(i) || platform || made) ? ambiguous : undefined);
    if (!name || name === h.word) return;
    result += out.slice(last, h.at) + name;
    last = h.at + h.word.length;
  });
  return result + out.slice(last);
}
