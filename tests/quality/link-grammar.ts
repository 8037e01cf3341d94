/**
 * The Link Grammar parser (Debian package `link-grammar`, program `link-parser`) as a grammar check: a sentence
 * passes when the parser finds a complete linkage (no null links, i.e. not "No complete linkages found").
 * A missing parser is an error naming the install command, never a silent skip.
 */
import { spawn, spawnSync } from "node:child_process";
import { outputSentences } from "./sentences";

const BIN = process.env.LINK_PARSER_BIN ?? "link-parser";
const LINK_GRAMMAR_INSTALL = "apt-get install -y link-grammar";

export function linkGrammarAvailable(): boolean {
  const r = spawnSync(BIN, ["--version"], { encoding: "utf8", timeout: 10_000 });
  return !r.error && `${r.stdout}${r.stderr}`.includes("link-grammar");
}

function assertAvailable(): void {
  if (!linkGrammarAvailable()) {
    throw new Error(`The Link Grammar parser (${BIN}) is not installed; install it with: ${LINK_GRAMMAR_INSTALL}`);
  }
}

/** One line per sentence, free of the parser's command and expectation prefixes. */
const PLACEHOLDER_WORDS: [RegExp, string][] = [
  [/date|day|deadline|time/i, "Friday"],
  [/name|manager|recipient|contact|person/i, "Alex"],
  [/company|organi[sz]ation|employer|team|school|hospital/i, "Acme"],
  [/amount|price|number|figure|percent|salary/i, "100"],
  [/link|url|website/i, "the website"],
  [/role|position|title|job/i, "manager"],
];

/** A [placeholder] read as a plain word of its kind, so "by [date]" parses like "by Friday". */
function fillPlaceholder(inner: string): string {
  for (const [re, word] of PLACEHOLDER_WORDS) if (re.test(inner)) return word;
  return "it";
}

function clean(sentence: string): string {
  return sentence
    .replace(/\[([^\]]*)\]/g, (_, inner: string) => fillPlaceholder(inner))
    .replace(/\s+/g, " ")
    .replace(/^[\s!*]+/, "")
    .trim();
}

const CACHE = new Map<string, boolean>();
/** Sentences whose parse is running, so calls made at the same time (Promise.all) never parse one sentence twice. */
const PENDING = new Map<string, Promise<void>>();
/** Most sentences one parser process takes. */
const CHUNK = 400;
let sentCount = 0;

/** How many sentences this process has handed to the parser so far (each distinct sentence once). */
export const sentencesSentToParser = (): number => sentCount;

/**
 * For each sentence, true when link-parser finds a complete linkage. Runs the parser once for the batch
 * (batch mode, echo on: a sentence without a complete parse is followed by a "+++++ error N" line).
 */
export async function parseSentences(sentences: string[]): Promise<boolean[]> {
  const cleaned = sentences.map(clean);
  const todo = [...new Set(cleaned.filter((s) => s && !CACHE.has(s) && !PENDING.has(s)))];
  if (todo.length > 0) {
    assertAvailable();
    // Several processes for large batches, of equal size: the parser is single-threaded.
    const count = Math.ceil(todo.length / CHUNK);
    const size = Math.ceil(todo.length / count);
    for (let i = 0; i < todo.length; i += size) {
      const chunk = todo.slice(i, i + size);
      sentCount += chunk.length;
      const running = runBatch(chunk).finally(() => chunk.forEach((s) => PENDING.delete(s)));
      for (const s of chunk) PENDING.set(s, running);
    }
  }
  await Promise.all(new Set(cleaned.flatMap((s) => PENDING.get(s) ?? [])));
  return cleaned.map((s) => (s ? (CACHE.get(s) ?? false) : true));
}

function runBatch(batch: string[]): Promise<void> {
  const input = ["!null=0", "!graphics=0", "!timeout=5", "!batch", "!echo", ...batch, ""].join("\n");
  return new Promise((resolve, reject) => {
    const child = spawn(BIN, ["en"], { stdio: ["pipe", "pipe", "pipe"], env: { ...process.env, LANG: "C.UTF-8" } });
    let out = "";
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (d: string) => (out += d));
    child.stderr.resume();
    child.on("error", reject);
    child.on("close", () => {
      const failed = new Set<number>();
      let current = -1;
      let next = 0;
      for (const line of out.split("\n")) {
        if (next < batch.length && line.trim() === batch[next]) {
          current = next;
          next += 1;
        } else if (/^\+\+\+\+\+ error \d+/.test(line) && current >= 0) {
          failed.add(current);
        }
      }
      if (next < batch.length) {
        reject(new Error(`link-parser echoed ${next} of ${batch.length} sentences; output ends:\n${out.slice(-2000)}`));
        return;
      }
      batch.forEach((s, i) => CACHE.set(s, !failed.has(i)));
      resolve();
    });
    child.stdin.end(input);
  });
}

/** The share of the prose sentences of these texts (outputSentences) that get a complete parse. */
export async function completeParseShare(texts: string[]): Promise<number> {
  const sentences = texts.flatMap(outputSentences);
  return (await parseSentences(sentences)).filter(Boolean).length / sentences.length;
}
