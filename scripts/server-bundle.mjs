// The server as plain JavaScript for `npm start`: bundled by esbuild (~1 s) into a private folder of
// node_modules/.cache (so its npm imports resolve as usual; npm packages stay external), then run without a TypeScript
// loader. tsx in the server process cost about 35 MB (its loader thread and caches) plus its esbuild service process
// (12-17 MB) for as long as the server ran (docs/DEPLOYMENT.md, Memory).
import { build, stop } from "esbuild";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const srcDir = path.join(root, "src");

/**
 * Each source file keeps its own `import.meta.url` (the address of the .ts file), so the paths the server works out
 * from it (src/tools, drizzle/, dist/client, the speech process's source...) are the same as under tsx.
 */
const sourceUrls = {
  name: "source-import-meta-url",
  setup(b) {
    b.onLoad({ filter: /\.[cm]?tsx?$/ }, (args) => {
      if (!args.path.startsWith(root) || args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = readFileSync(args.path, "utf8");
      const contents = source.replaceAll("import.meta.url", JSON.stringify(pathToFileURL(args.path).href));
      return { contents, loader: args.path.endsWith("x") ? "tsx" : "ts" };
    });
  },
};

/**
 * Bundles src/server/main.ts (or another program of the project: the load test's memory breakdown); resolves to the
 * entry file and a function that deletes the folder. A folder named with this process's id; the engine pool removes
 * those of processes that no longer run (worker-bundle.ts).
 */
export async function bundleServer(options = {}) {
  const entry = options.entry ?? path.join(srcDir, "server/main.ts");
  const cacheDir = path.join(root, "node_modules/.cache");
  mkdirSync(cacheDir, { recursive: true });
  const outdir = mkdtempSync(path.join(cacheDir, `aihub-server-${process.pid}-`));
  try {
    await build({
      entryPoints: [entry],
      bundle: true,
      splitting: true,
      format: "esm",
      platform: "node",
      target: "node20",
      packages: "external",
      outdir,
      entryNames: "[name]",
      // No source map: it would stay in memory with the code (stack traces name the bundle's readable lines).
      logLevel: "silent",
      plugins: [sourceUrls],
    });
  } catch (error) {
    rmSync(outdir, { recursive: true, force: true });
    throw error;
  } finally {
    await stop();
  }
  return {
    entry: path.join(outdir, `${path.basename(entry).replace(/\.[cm]?tsx?$/, "")}.js`),
    remove: () => rmSync(outdir, { recursive: true, force: true }),
  };
}
