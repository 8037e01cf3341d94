/**
 * One output of a built-in writing engine, as the writing-quality bench (bench/writing-quality.bench.ts) reads it.
 * Each writing tool exports `writingSamples(): WritingSample[]` from its own `<id>.corpus.ts`, so a tool's corpus,
 * its engine calls and its option rules live in its folder and the bench needs no edit when a tool is added.
 */
export interface WritingSample {
  /** The human-written input (prompt, resume + job ad...). */
  input: string;
  /** The engine's output prose (what the grammar checks read). */
  output: string;
  /** Everything the output shows, for the facts check (default: output). */
  shown?: string;
  /** Extra text that may supply facts (option values chosen in the form). */
  allow?: string[];
  /** Whether the output respects the options it was asked for (null when the tool has no such rule). */
  adheres: boolean | null;
}
