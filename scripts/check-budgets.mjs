// Front-end size budgets, measured from the Vite manifest of a client build (CLIENT_OUT_DIR or dist/client).
// `node scripts/check-budgets.mjs` (run by `npm run test:e2e` right after the build) exits 1 when a budget is exceeded.
// bench/frontend.ts imports analyzeBundle() for the `npm run bench` table.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync, brotliCompressSync, constants } from "node:zlib";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

/** 1 kB = 1000 bytes (as Vite prints them). */
export const KB = 1000;

/** Budgets in bytes after gzip (level 9, what the server's pre-compressed .gz twin holds). */
export const BUDGETS = {
  /** Home page: the entry chunk and everything it imports statically (not the lazy tool pages). */
  homeInitialJs: 120 * KB,
};

export function defaultOutDir() {
  return process.env.CLIENT_OUT_DIR ?? path.join(root, "dist/client");
}

const sizeCache = new Map();

/** Raw, gzip (level 9) and brotli (quality 11) sizes of one built file. */
function fileSizes(outDir, file) {
  const full = path.join(outDir, file);
  const cached = sizeCache.get(full);
  if (cached) return cached;
  const data = readFileSync(full);
  const sizes = {
    raw: data.length,
    gzip: gzipSync(data, { level: 9 }).length,
    brotli: brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
  sizeCache.set(full, sizes);
  return sizes;
}

function total(outDir, files) {
  const sum = { raw: 0, gzip: 0, brotli: 0 };
  for (const f of files) {
    const s = fileSizes(outDir, f);
    sum.raw += s.raw;
    sum.gzip += s.gzip;
    sum.brotli += s.brotli;
  }
  return sum;
}

/** Manifest keys reachable from `key` through static imports only (the key itself included). */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

function filesOf(manifest, keys) {
  const js = new Set();
  const css = new Set();
  for (const k of keys) {
    const chunk = manifest[k];
    if (!chunk) continue;
    if (chunk.file.endsWith(".js")) js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
  }
  return { js: [...js], css: [...css] };
}

/**
 * Reads <outDir>/.vite/manifest.json and returns:
 * - home: the entry (index.html) plus its static imports: JS and CSS files with their sizes;
 * - tools: per src/tools/<id>/<id>.page.tsx, the JS/CSS a visitor downloads on top of the home's to open that tool
 *   (the page chunk plus its static imports not already loaded by the entry), sorted by tool id.
 */
export function analyzeBundle(outDir = defaultOutDir()) {
  const manifestFile = path.join(outDir, ".vite/manifest.json");
  if (!existsSync(manifestFile)) throw new Error(`No Vite manifest at ${manifestFile}: build the client first (npm run build).`);
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith("index.html"));
  if (!entryKey) throw new Error(`No index.html entry in ${manifestFile}`);

  const homeKeys = staticClosure(manifest, entryKey);
  const homeFiles = filesOf(manifest, homeKeys);
  const home = {
    js: homeFiles.js,
    css: homeFiles.css,
    jsSize: total(outDir, homeFiles.js),
    cssSize: total(outDir, homeFiles.css),
    htmlSize: total(outDir, ["index.html"]),
  };

  const homeJs = new Set(homeFiles.js);
  const homeCss = new Set(homeFiles.css);
  const tools = [];
  for (const key of Object.keys(manifest)) {
    const match = /tools\/([^/]+)\/\1\.page\.tsx$/.exec(key);
    if (!match) continue;
    const files = filesOf(manifest, staticClosure(manifest, key));
    const js = files.js.filter((f) => !homeJs.has(f));
    const css = files.css.filter((f) => !homeCss.has(f));
    tools.push({
      id: match[1],
      pageFile: manifest[key].file,
      js,
      css,
      pageSize: total(outDir, [manifest[key].file]),
      jsSize: total(outDir, js),
      cssSize: total(outDir, css),
    });
  }
  tools.sort((a, b) => a.id.localeCompare(b.id));
  return { outDir, home, tools };
}

/** Budget verdicts: [{ name, actual, budget, ok }]. */
export function checkBudgets(analysis) {
  return [{ name: "home initial JS (gzip)", actual: analysis.home.jsSize.gzip, budget: BUDGETS.homeInitialJs, ok: analysis.home.jsSize.gzip <= BUDGETS.homeInitialJs }];
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} kB`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const analysis = analyzeBundle(process.argv[2] ?? defaultOutDir());
  const { home } = analysis;
  console.log(`Client build: ${analysis.outDir}`);
  console.log(`  home initial JS  ${kb(home.jsSize.gzip)} gzip (${kb(home.jsSize.raw)} raw) in ${home.js.length} file(s): ${home.js.join(", ")}`);
  console.log(`  home initial CSS ${kb(home.cssSize.gzip)} gzip (${kb(home.cssSize.raw)} raw)`);
  for (const t of analysis.tools) console.log(`  ${t.id.padEnd(24)} lazy JS ${kb(t.jsSize.gzip)} gzip (page chunk ${kb(t.pageSize.gzip)}, ${t.js.length} file(s))`);
  const verdicts = checkBudgets(analysis);
  let failed = false;
  for (const v of verdicts) {
    console.log(`${v.ok ? "ok  " : "FAIL"} ${v.name}: ${kb(v.actual)} (budget ${kb(v.budget)})`);
    if (!v.ok) failed = true;
  }
  if (failed) {
    console.error("Front-end budget exceeded: move code out of the home's initial chunks (lazy-load it) or justify raising the budget.");
    process.exit(1);
  }
}
