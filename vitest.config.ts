import { defineConfig } from "vitest/config";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { SlowFirstSequencer } from "./tests/helpers/slow-first-sequencer";
import { sharedRegistryFiles } from "./tests/helpers/isolation";

const root = fileURLToPath(new URL(".", import.meta.url));
const include = ["src/**/*.test.ts", "tests/**/*.test.ts"];
// Pure engine and text files share one module registry per worker (the engines load once per worker, not once per
// file); files that start servers, spawn processes or touch env/globals stay isolated (tests/helpers/isolation.ts).
const shared = sharedRegistryFiles(root, ["src", "tests"]);

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    // (No root `include`: with `extends: true` a project's list would be added to it, not put in its place.)
    environment: "node",
    // One test file per core (Vitest's default leaves one core idle: on CI's 2 cores, one file at a time). Much of a
    // file's time is spent in child processes (link-parser, servers, ffmpeg), so every core is kept busy.
    maxWorkers: Math.max(availableParallelism(), 1),
    // Generous: two files share a 2-core machine, and a slow test here is a load effect, not a failure; speed
    // targets live in `npm run bench`.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Slow files first on a fresh clone (no durations cached yet), so none of them starts last on its own.
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      { extends: true, test: { name: "shared", include: shared, isolate: false } },
      { extends: true, test: { name: "isolated", include, exclude: shared, isolate: true } },
    ],
  },
});
