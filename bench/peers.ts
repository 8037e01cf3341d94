/** npm peer summarizers, loaded only if installed (devDependencies), with a common promise-based face. */
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

interface LexrankModule {
  summarize(
    text: string,
    lines: number,
    callback: (err: unknown, topLines: { text: string; index: number; weight: number }[], text: string) => void,
  ): void;
}

interface PeerSummarizer {
  name: string;
  /** The top `count` sentences in document order. */
  summarize(text: string, count: number): Promise<string[]>;
}

/** `lexrank` (npm, MIT): Radev's LexRank with Tanimoto similarity over the full sentence graph. */
export function loadLexrank(): PeerSummarizer | null {
  let mod: LexrankModule;
  try {
    mod = require("lexrank") as LexrankModule;
  } catch {
    return null;
  }
  return {
    name: "lexrank (npm)",
    summarize: (text, count) =>
      new Promise((resolve, reject) => {
        mod.summarize(text, count, (err, top) => {
          if (err) reject(err instanceof Error ? err : new Error(String(err)));
          else resolve(top.map((t) => t.text.trim()));
        });
      }),
  };
}
