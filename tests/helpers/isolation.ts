/**
 * Which test files run in a fresh module registry each (isolated) and which share one per worker.
 *
 * Importing the engines costs 1-3 s of CPU per file (lexicons, wink-nlp's model, compromise); with 199 files that was
 * about a third of the unit stage. A file that only calls pure functions gains nothing from a fresh registry, so those
 * files share one per worker. A file that starts the app or a server, spawns processes, touches `process.env`,
 * databases, Redis, workers or stubs globals (`vi.*`) keeps its own registry, so no state can leak between files.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

const STATEFUL =
  /suite-app|test-app|server-process|createApp|buildApp|\/server\/|child_process|\bvi\.|process\.env|postgres|redis|pglite|worker_threads|fastify/i;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : testFiles(path);
    return entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

/** Test files (relative to root) that may share a module registry: pure calls, no app, process, env or stubs. */
export function sharedRegistryFiles(root: string, dirs: string[]): string[] {
  return dirs
    .flatMap((dir) => testFiles(join(root, dir)))
    .filter((file) => !STATEFUL.test(readFileSync(file, "utf8")))
    .map((file) => relative(root, file))
    .sort();
}
