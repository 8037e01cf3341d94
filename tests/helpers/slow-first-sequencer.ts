/**
 * The order Vitest hands test files to its workers. Vitest balances by file: each worker takes the next file when it
 * finishes one, so a long file started last keeps one worker busy while the other waits. After a run on this machine
 * Vitest knows every file's duration and starts the longest first (the base order, kept). On a fresh clone it knows
 * none and starts the largest files first; here the files whose marks say they are slow go first: the grammar parser
 * and linter, then a server with its database, a child process, a whole corpus through an engine; largest first.
 */
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** The grammar parser and linter (a minute of link-parser for a corpus): first of all. */
const PARSER = /compare-writing|link-grammar|\/harper"|parseSentences/;
const SLOW = /createTestApp|openDatabase|buildApp|postJsonOnce|spawn\(|_CORPUS\b|_HELDOUT/;

export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cache = this.ctx.cache;
    const known = files.filter((f) =>
      cache.getFileTestResults(`${f.project.name}:${relative(this.ctx.config.root, f.moduleId)}`),
    );
    if (known.length >= files.length * 0.9) return super.sort(files);
    const weight = new Map(
      files.map((f) => {
        const text = readFileSync(f.moduleId, "utf8");
        return [f, (PARSER.test(text) ? 2e9 : SLOW.test(text) ? 1e9 : 0) + text.length] as const;
      }),
    );
    return [...files].sort((a, b) => weight.get(b)! - weight.get(a)!);
  }
}
