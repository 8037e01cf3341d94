/**
 * Lists a summary cannot sample, and releases a reader did not ask about.
 *
 * An inventory (a recipe's "Ingredients", a guide's "You'll need"): one item of it alone ("Ingredients: 1 lemon,
 * zested and juiced") tells nothing, so its items count as incidental at INVENTORY of their score.
 *
 * A changelog of several releases ("## [3.2.0] - 2026-01-14 ... ## [3.1.4] - 2025-12-02"): its reader wants the
 * latest release. Units under an older release's heading weigh OLDER_RELEASE of their score and count as incidental
 * (never padding, never a section sample), so a short summary does not mix "Fixed: memory leak" from 3.1.4 into the
 * 3.2.0 news (issue 11 cold read of a Keep-a-Changelog file).
 */
import type { RankedUnit } from "./summarizer.rank";
import type { Section } from "./summarizer.structure";

const OLDER_RELEASE = 0.3;
/** "[3.2.0] - 2026-01-14", "v2.4.0", "Version 5.1", "Release 2026.03", "1.0.0 (2025-11-02)". */
const VERSION_HEADING =
  /^(?:\[?v?\d+(?:\.\d+){1,3}(?:[-+][\w.]+)?\]?|(?:version|release)\s+v?\d+(?:\.\d+)*)(?:\s|$|[:(—–-])/i;

const INVENTORY = 0.3;
const INVENTORY_HEADING =
  /^(?:ingredients?(?: list)?|for the [\p{L} ]{2,30}|you(?:'ll| will)? need|what you(?:'ll)? need|equipment|materials|tools(?: needed)?|shopping list|supplies)$/iu;

/** The ranked units with the items of inventory lists played down. */
export function inventoriesAside(ranked: RankedUnit[], sections: Section[]): RankedUnit[] {
  const inventory = (u: RankedUnit) =>
    u.listItem && u.section >= 0 && INVENTORY_HEADING.test(sections[u.section]!.heading.replace(/[:.]+$/, "").trim());
  return ranked.some(inventory)
    ? ranked.map((u) => (inventory(u) ? { ...u, score: u.score * INVENTORY, incidental: true } : u))
    : ranked;
}

/** For each section, the index of the release heading it falls under (-1 when none). */
function releaseOfSections(sections: Section[]): number[] {
  const out: number[] = [];
  let current = -1;
  let level = Infinity;
  sections.forEach((s, i) => {
    if (VERSION_HEADING.test(s.heading.trim())) {
      current = i;
      level = s.level;
    } else if (s.level <= level) {
      current = -1;
      level = Infinity;
    }
    out.push(current);
  });
  return out;
}

/** The ranked units with those of releases older than the first one in the text played down. */
export function latestReleaseFirst(ranked: RankedUnit[], sections: Section[]): RankedUnit[] {
  const release = releaseOfSections(sections);
  const releases = [...new Set(release.filter((r) => r >= 0))];
  if (releases.length < 2) return ranked;
  const latest = releases[0];
  return ranked.map((u) => {
    const r = u.section >= 0 ? release[u.section]! : -1;
    return r >= 0 && r !== latest ? { ...u, score: u.score * OLDER_RELEASE, incidental: true } : u;
  });
}
