import type { ToolMeta } from "./catalogue";

/**
 * Search that never hides a tool it should show: every query word must match a word of the tool's name,
 * description or keywords as a prefix, a substring (4+ letters), or within one typo (5+ letters).
 * Results are ranked (name hits first) but never capped.
 */
export function searchTools<T extends ToolMeta>(tools: readonly T[], query: string): T[] {
  const terms = words(query);
  if (terms.length === 0) return [...tools];
  const scored: { tool: T; score: number; index: number }[] = [];
  tools.forEach((tool, index) => {
    const nameWords = words(tool.name);
    const otherWords = words(`${tool.description} ${tool.keywords.join(" ")} ${tool.id}`);
    let score = 0;
    for (const term of terms) {
      const inName = bestMatch(term, nameWords);
      const inOther = bestMatch(term, otherWords);
      const best = Math.max(inName * 2, inOther);
      if (best === 0) return;
      score += best;
    }
    scored.push({ tool, score, index });
  });
  return scored.sort((a, b) => b.score - a.score || a.index - b.index).map((s) => s.tool);
}

function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** 3 = exact word, 2 = prefix, 1 = substring or one typo, 0 = no match. */
function bestMatch(term: string, candidates: string[]): number {
  let best = 0;
  for (const word of candidates) {
    if (word === term) return 3;
    if (word.startsWith(term)) best = Math.max(best, 2);
    else if (term.length >= 4 && word.includes(term)) best = Math.max(best, 1);
    else if (term.length >= 5 && withinOneEdit(term, word.slice(0, term.length + 1))) best = Math.max(best, 1);
    else if (term.length >= 5 && withinOneEdit(term, word)) best = Math.max(best, 1);
  }
  return best;
}

/** True when a and b differ by at most one insertion, deletion, substitution or adjacent swap. */
function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
