/** Reading the CNN/DailyMail sample from the shared data folder (never copied into the repository). */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { DATA_DIR } from "./lib";

export interface Article {
  article: string;
  reference: string;
  source: string;
  cased: boolean;
}

export const CNNDM_FILE = path.join(DATA_DIR, "cnndm-200.jsonl");

export function loadCnndm(): Article[] | null {
  if (!existsSync(CNNDM_FILE)) return null;
  return readFileSync(CNNDM_FILE, "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Article);
}

/** Filler text of about `words` words built from the sample articles (or a fixed paragraph without the data). */
export function textOfWords(words: number): string {
  const articles = loadCnndm()?.filter((a) => a.cased) ?? [];
  const source = articles.length
    ? articles.map((a) => a.article).join("\n\n")
    : "The council approved the new budget on Tuesday after a long debate. Critics said the plan ignores rising rents. " +
      "Supporters argued that the transit money will pay for itself within a decade. The mayor promised a review next year.";
  const sourceWords = source.split(/(\s+)/);
  const out: string[] = [];
  let count = 0;
  for (let i = 0; count < words; i = (i + 1) % sourceWords.length) {
    const piece = sourceWords[i]!;
    out.push(piece);
    if (piece.trim()) count++;
  }
  return out.join("").trim();
}
