import { stem, words } from "../../shared/text/tokens";
import type { Industry, SeoResponse } from "./contract";
import { INDUSTRIES } from "./contract";
import { densityScore, LIMITS, runChecks, scoreChecks, type CheckResult, type Focus } from "./seo-optimizer.checks";
import { headingUsesKeyphrase, keyphraseUse, measure, sentencesOf, type TextStats } from "./seo-optimizer.measure";
import { yoastWords } from "./seo-optimizer.words";
import { WEAK_HEADING_WORDS, WORDY_PHRASES } from "./seo-optimizer.data";
import { mapProse, withoutCode } from "./seo-optimizer.blocks";
import { outputLevel, parseArticle, renderHtml, type Block, type Doc } from "./seo-optimizer.document";
import {
  chooseFocus,
  extractKeyPhrases,
  missingIndustryTerms,
  phrasePattern,
  pickKeywords,
  usedIndustryTerms,
  type KeyPhrase,
  type TagCache,
  type TextUnit,
} from "./seo-optimizer.keywords";

/**
 * Built-in SEO optimizer. Reads the article into blocks, measures it with Yoast-style checks, picks its key
 * phrases, and rewrites the structure: plainer wording, long paragraphs split, subheadings added to long
 * sections, key phrases emphasized. The optimized article is measured again; that is the SEO score.
 * Every step is a single pass (or a bounded number of passes) over the text: near-linear time.
 */

const SECTION_TARGET = 250;
const PARAGRAPH_TARGET = 100;
const PARAGRAPH_MAX = 150;

interface Analysis {
  stats: TextStats;
  checks: CheckResult[];
  score: number;
  /** Limits on the score and why (see scoreCaps). */
  caps: { max: number; reason: string }[];
  focus: Focus | null;
  keywords: string[];
  stems: Set<string>;
  /** Industry terms the article uses (whole words or phrases). */
  industryUsed: string[];
}

/** Block texts weighted by where they stand: the title 3, other headings 2, the first paragraph 1.5, the rest 1. */
function weightedUnits(blocks: { kind: string; text: string }[]): TextUnit[] {
  const firstBody = blocks.findIndex((b) => b.kind !== "heading");
  return blocks.map((b, i) => {
    if (b.kind === "heading") return { text: b.text, weight: i === 0 && firstBody !== 0 ? 3 : 2, heading: true };
    return { text: b.text, weight: i === firstBody ? 1.5 : 1 };
  });
}

/** Measures a document. `focusPhrase` fixes the key phrase (to score a rewrite against the original's). */
export function analyzeDoc(doc: Doc, industry: Industry, focusPhrase?: string | null, tags?: TagCache): Analysis {
  const { stats, blocks } = measure(doc);
  const units = blocks.flatMap((b) => b.sentences.map((s) => s.text.trim()));
  // Key phrases (not needed to score a rewrite, whose key phrase is the original's).
  const phrases = focusPhrase === undefined ? extractKeyPhrases(weightedUnits(blocks), industry, tags) : [];
  const best = chooseFocus(phrases);
  const keywords = pickKeywords(phrases, best).map((p) => p.phrase);
  const stems = new Set<string>();
  for (const u of units) for (const w of words(u)) stems.add(stem(w));
  const phrase = focusPhrase === undefined ? (best?.phrase ?? null) : focusPhrase;
  const focus: Focus | null = phrase ? { phrase, ...keyphraseUse(phrase, blocks) } : null;
  if (focus && focus.introduction !== "sentence") {
    // The first paragraph may use another form ("sourdough starters"): Yoast matches the exact words only.
    const pattern = phrasePattern([focus.phrase]);
    const first = blocks.find((b) => b.kind !== "heading");
    const form = first && pattern ? first.text.match(pattern)?.[0] : undefined;
    if (form && form.toLowerCase() !== focus.phrase.toLowerCase()) focus.introductionForm = form;
  }
  const checks = runChecks(stats, focus);
  const industryUsed = usedIndustryTerms(stems, units, industry);
  const caps = scoreCaps(stats, focus);
  const characters = blocks.reduce((n, b) => n + b.text.length + 1, 0);
  const score = Math.min(scoreChecks(checks, focus !== null, characters), ...caps.map((c) => c.max));
  return { stats, checks, score, caps, focus, keywords, stems, industryUsed };
}

/** Failures no other strength can make up for: each caps the score, and says why. */
function scoreCaps(stats: TextStats, focus: Focus | null): { max: number; reason: string }[] {
  const caps: { max: number; reason: string }[] = [];
  if (focus && densityScore(focus, stats.treeWords) <= -50) {
    const share = stats.treeWords > 0 ? ((focus.count / stats.treeWords) * 100).toFixed(1) : "0";
    caps.push({
      max: 40,
      reason: `Keyword stuffing: "${focus.phrase}" is used ${focus.count} times in ${stats.treeWords} words (${share}%), far more than reads naturally; search engines penalise this. The score stays at 40 or below until you use it less.`,
    });
  }
  if (!focus) {
    caps.push({
      max: 20,
      reason:
        "No key phrase: no noun phrase is used twice, so search engines cannot tell what the page is about. The score stays at 20 or below until one is (in the first paragraph and a few times after).",
    });
  }
  if (stats.sentences < 3 || stats.words < 100) {
    caps.push({
      max: 30,
      reason: `Too short to rank: ${stats.words} word${stats.words === 1 ? "" : "s"} in ${stats.sentences} sentence${stats.sentences === 1 ? "" : "s"}. Pages that rank usually have at least ${LIMITS.goodWords} words; the score stays at 30 or below under 100 words or 3 sentences.`,
    });
  }
  return caps;
}

const WORDY = new RegExp(
  `\\b(?:${[...WORDY_PHRASES]
    .sort((a, b) => b[0].length - a[0].length)
    .map(([from]) => from.replace(/ /g, "\\s+"))
    .join("|")})\\b`,
  "gi",
);
const WORDY_MAP = new Map(WORDY_PHRASES.map(([from, to]) => [from, to]));

/** Replaces wordy phrases with plainer ones, keeping a leading capital. Returns the text and the count. */
export function simplifyWording(text: string): { text: string; replaced: number } {
  let replaced = 0;
  const out = text.replace(WORDY, (match) => {
    const to = WORDY_MAP.get(match.toLowerCase().replace(/\s+/g, " "));
    if (to === undefined) return match;
    replaced += 1;
    return /^\p{Lu}/u.test(match) ? to.charAt(0).toUpperCase() + to.slice(1) : to;
  });
  return { text: out, replaced };
}

/** Words of a text as Yoast's paragraph and section checks count them (inline code left out). */
const yoastLength = (text: string) => yoastWords(withoutCode(text)).length;

/**
 * Splits a paragraph of more than PARAGRAPH_MAX words at sentence boundaries into pieces of about PARAGRAPH_TARGET
 * (sentences as Yoast splits them, so every piece passes its paragraph-length check unless one sentence is longer).
 */
export function splitLongParagraph(text: string): string[] {
  if (yoastLength(text) <= PARAGRAPH_MAX) return [text];
  const sentences = sentencesOf(text)
    .map((s) => s.text.trim())
    .filter(Boolean);
  if (sentences.length < 2) return [text];
  const total = yoastLength(text);
  const target = total / Math.ceil(total / PARAGRAPH_TARGET);
  const pieces: string[] = [];
  let current: string[] = [];
  let count = 0;
  for (const s of sentences) {
    const n = yoastLength(s);
    if (current.length > 0 && count + n > target * 1.25) {
      pieces.push(current.join(" "));
      current = [];
      count = 0;
    }
    current.push(s);
    count += n;
  }
  if (current.length) pieces.push(current.join(" "));
  return pieces;
}

function titleCase(phrase: string): string {
  const small = new Set(["and", "or", "of", "the", "a", "an", "in", "on", "for", "to", "with"]);
  return phrase
    .split(/\s+/)
    .map((w, i) => (i > 0 && small.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(" ");
}

/**
 * A subheading for a run of paragraphs: one of its own key phrases (a noun phrase it uses at least twice), never words
 * stitched together. `focus` steers the choice toward Yoast's 30-75% of subheadings with the key phrase: "prefer"
 * takes the focus phrase when the run uses it that often, "avoid" skips phrases that carry it.
 * Null when the run has no key phrase: then no subheading is invented.
 */
function headingFor(
  texts: string[],
  industry: Industry,
  used: Set<string>,
  focus?: { phrase: string; mode: "prefer" | "avoid" },
  tags?: TagCache,
): string | null {
  const candidates = extractKeyPhrases(
    texts.map((t) => ({ text: withoutCode(t), weight: 1 })),
    industry,
    tags,
  ).filter(
    (p) =>
      p.count >= 2 &&
      !used.has(p.phrase.toLowerCase()) &&
      !WEAK_HEADING_WORDS.has(p.phrase.toLowerCase()) &&
      !(focus?.mode === "avoid" && headingUsesKeyphrase(p.phrase, focus.phrase)),
  );
  // A phrase of two words or more (one with the focus phrase first, when preferred), else a single word.
  const carriesFocus = (p: KeyPhrase) => focus?.mode === "prefer" && headingUsesKeyphrase(p.phrase, focus.phrase);
  const best =
    candidates.find((p) => p.size > 1 && carriesFocus(p)) ??
    candidates.find((p) => p.size > 1) ??
    candidates.find(carriesFocus) ??
    candidates[0];
  if (!best) return null;
  used.add(best.phrase.toLowerCase());
  return titleCase(best.phrase);
}

interface Optimization {
  doc: Doc;
  changes: string[];
}

const blockLength = (b: Block) =>
  b.type === "paragraph"
    ? yoastLength(b.text)
    : b.type === "list"
      ? b.items.reduce((n, i) => n + yoastLength(i), 0)
      : 0;

/**
 * Cuts a section longer than Yoast's 300 words into runs of about equal length at paragraph breaks (as few as keep
 * each under the limit), so no added subheading sits over a scrap of text.
 */
function splitSection(section: Block[]): Block[][] {
  const total = section.reduce((n, b) => n + blockLength(b), 0);
  if (total <= LIMITS.goodSectionWords) return [section];
  const target = total / Math.ceil(total / SECTION_TARGET);
  const runs: Block[][] = [[]];
  let count = 0;
  for (const b of section) {
    const n = blockLength(b);
    const run = runs[runs.length - 1]!;
    if (run.length > 0 && count + n > target * 1.15 && count >= target * 0.5) {
      runs.push([b]);
      count = n;
    } else {
      run.push(b);
      count += n;
    }
  }
  return runs;
}

/** Rewrites the document's structure and wording (not its facts). */
function optimizeDoc(
  doc: Doc,
  industry: Industry,
  focusUse?: Focus & { treeWords: number },
  tags?: TagCache,
): Optimization {
  const focus = focusUse?.phrase;
  // Yoast counts a subheading's key phrase as a use: subheadings may carry it only while its density stays under 3%.
  let focusRoom = focusUse
    ? Math.floor((LIMITS.maxDensity * focusUse.treeWords) / (100 * (0.7 + focusUse.length / 3))) - focusUse.count
    : 0;
  let replaced = 0;
  let splitCount = 0;
  const simplify = (text: string) =>
    mapProse(text, (prose) => {
      const r = simplifyWording(prose);
      replaced += r.replaced;
      return r.text;
    });
  const blocks: Block[] = [];
  for (const block of doc.blocks) {
    // Headings keep their text; h5-h6 take the output's level (h4) so the checks read what is written.
    if (block.type === "heading") blocks.push({ ...block, level: outputLevel(block.level) });
    else if (block.type === "list") blocks.push({ ...block, items: block.items.map(simplify) });
    else if (block.type === "paragraph") {
      const pieces = splitLongParagraph(simplify(block.text));
      if (pieces.length > 1) splitCount += 1;
      for (const text of pieces) blocks.push({ type: "paragraph", text });
    } else blocks.push(block);
  }

  // Subheadings: a section longer than Yoast's limit is cut into runs; each run after the first gets a subheading
  // named from its own key phrases (none when it has none).
  const out: Block[] = [];
  const used = new Set(blocks.flatMap((b) => (b.type === "heading" ? [b.text.toLowerCase()] : [])));
  // Subheadings (h2, h3) and those with the key phrase so far, to keep Yoast's 30-75% share.
  const top = blocks.filter((b) => b.type === "heading" && b.level <= 3);
  let headings = top.length;
  let withFocus = focus ? top.filter((b) => headingUsesKeyphrase((b as { text: string }).text, focus)).length : 0;
  let added = 0;
  let section: Block[] = [];
  const flushSection = () => {
    splitSection(section).forEach((run, i) => {
      if (i > 0) {
        const texts = run.flatMap((b) => (b.type === "paragraph" ? [b.text] : b.type === "list" ? b.items : []));
        const share = withFocus + 1 <= Math.floor((headings + 1) * 0.75) || headings === 0;
        const mode = share && focusRoom > 0 ? "prefer" : "avoid";
        const heading = headingFor(texts, industry, used, focus ? { phrase: focus, mode } : undefined, tags);
        if (heading) {
          out.push({ type: "heading", level: 2, text: heading });
          added += 1;
          headings += 1;
          if (focus && headingUsesKeyphrase(heading, focus)) {
            withFocus += 1;
            focusRoom -= 1;
          }
        }
      }
      out.push(...run);
    });
    section = [];
  };
  for (const b of blocks) {
    if (b.type === "heading") {
      flushSection();
      out.push(b);
    } else section.push(b);
  }
  flushSection();

  const changes: string[] = [];
  if (added) changes.push(`Added ${added} subheading${added === 1 ? "" : "s"} to break up long sections.`);
  if (splitCount) changes.push(`Split ${splitCount} long paragraph${splitCount === 1 ? "" : "s"} at sentence breaks.`);
  if (replaced) changes.push(`Replaced ${replaced} wordy phrase${replaced === 1 ? "" : "s"} with plainer words.`);
  return { doc: { blocks: out }, changes };
}

function industryLabel(industry: Industry): string {
  return INDUSTRIES.find((i) => i.value === industry)!.label.toLowerCase();
}

/** Recommendations: the failed checks' advice (worst first), then industry keyword hints. */
export function recommendationsFor(analysis: Analysis, industry: Industry): string[] {
  // Without a key phrase, the density check's advice (choose one) says what the other key-phrase checks would.
  const repeats = new Set<string>(analysis.focus ? [] : ["keyphrase-introduction", "keyphrase-subheadings"]);
  const failed = analysis.checks
    .filter((c) => c.recommendation && !repeats.has(c.id))
    .sort((a, b) => b.weight * (9 - b.score) - a.weight * (9 - a.score));
  const out = [...analysis.caps.map((c) => c.reason), ...failed.map((c) => `${c.label}: ${c.recommendation}`)];
  if (industry !== "general") {
    const missing = missingIndustryTerms(analysis.industryUsed, industry);
    if (missing.length) {
      out.push(
        `Industry keywords: ${industryLabel(industry)} readers often search for terms such as ${missing.map((t) => `"${t}"`).join(", ")}; work in the ones that fit your topic.`,
      );
    }
  }
  return out;
}

/** Keyword chips: the article's key phrases, with industry terms it uses ranked in. */
function keywordChips(analysis: Analysis): string[] {
  const chips = [...analysis.keywords];
  for (const term of analysis.industryUsed) {
    if (chips.length >= 12) break;
    if (!chips.some((c) => c.includes(term) || term.includes(c))) chips.push(term);
  }
  return chips;
}

interface SeoResult extends Omit<SeoResponse, "optimizedText"> {
  /** Unsanitized HTML built from escaped text: the route sanitizes it before replying. */
  html: string;
  changes: string[];
}

/** Scores a finished rewrite (the engine's or an AI provider's) against the original's key phrase. */
export function scoreRewrite(original: Analysis, rewrite: Doc, industry: Industry) {
  const analysis = analyzeDoc(rewrite, industry, original.focus?.phrase ?? null);
  return {
    seoScore: analysis.score,
    checks: analysis.checks.map(({ recommendation: _r, points: _p, ...c }) => c),
    scoreCaps: analysis.caps,
    recommendations: recommendationsFor(analysis, industry),
    stats: {
      words: analysis.stats.words,
      sentences: analysis.stats.sentences,
      paragraphs: analysis.stats.paragraphs,
      subheadings: analysis.stats.subheadings,
    },
  };
}

/** The facts about the original article that every engine's answer carries. */
export function originalFacts(original: Analysis) {
  return {
    focusKeyphrase: original.focus?.phrase ?? "",
    originalScore: original.score,
    originalChecks: original.checks.map(({ recommendation: _r, points: _p, ...c }) => c),
    keywordsUsed: keywordChips(original),
  };
}

export function optimizeArticle(text: string, industry: Industry): SeoResult {
  const doc = parseArticle(text);
  const tags: TagCache = new Map(); // this request's tagged paragraphs, read again for subheadings
  const original = analyzeDoc(doc, industry, undefined, tags);
  const focus = original.focus ? { ...original.focus, treeWords: original.stats.treeWords } : undefined;
  const { doc: optimized, changes } = optimizeDoc(doc, industry, focus, tags);
  const emphasis = original.focus ? phrasePattern([original.focus.phrase]) : null;
  return {
    html: renderHtml(optimized, emphasis),
    changes,
    ...originalFacts(original),
    ...scoreRewrite(original, optimized, industry),
  };
}
