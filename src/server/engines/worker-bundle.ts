/**
 * The engine pool's worker code as plain JavaScript, bundled by esbuild when the pool starts (~0.5 s): a worker
 * thread then needs no TypeScript loader (tsx costs ~40 MB per thread). Each tool's `<id>.worker.ts` becomes its own
 * module, loaded by a thread on its first job for that tool, so a thread holds only the engines it has used.
 * npm packages stay external (loaded from node_modules as usual). Each pool removes its bundle when it closes;
 * bundles of a process that was killed are removed by the next start (removeStaleBundles).
 */
import { build, stop as stopEsbuild } from "esbuild";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const toolsDir = fileURLToPath(new URL("../../tools", import.meta.url));

/** Tool ids with a `<id>.worker.ts`. */
function workerTools(): string[] {
  return readdirSync(toolsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(toolsDir, d.name, `${d.name}.worker.ts`)))
    .map((d) => d.name)
    .sort();
}

interface WorkerBundle {
  /** file: URL of the entry module for piscina. */
  entry: string;
  remove(): void;
}

/**
 * esbuild rewrites every regular-expression literal with a Unicode property escape (/\p{L}/u) as `new RegExp(...)`
 * for any target below esnext: a literal inside a function then builds a new RegExp object on every call (the
 * summarizer's word counts did so for every word; the engine ran 12-14% slower). Node 20 reads these literals itself.
 */
const KEEP_REGEX_LITERALS = { "regexp-unicode-property-escapes": true };

/** Bundles being built in this process (several apps may start at once, as in tests). */
let building = 0;

interface WorkerBundleOptions {
  /**
   * How much lower than the server's main thread each engine thread runs (added to the process's nice value, at
   * most 19; 0 keeps the same priority). Linux only (setpriority on the thread's id); elsewhere it is ignored.
   */
  niceness?: number;
}

export async function buildWorkerBundle(options: WorkerBundleOptions = {}): Promise<WorkerBundle> {
  const niceness = Math.max(0, Math.min(19, Math.round(options.niceness ?? 0)));
  // Inside node_modules/.cache so the bundle's bare imports ("wink-nlp") resolve from the project's node_modules.
  const cacheDir = fileURLToPath(new URL("../../../node_modules/.cache", import.meta.url));
  mkdirSync(cacheDir, { recursive: true });
  const outdir = mkdtempSync(path.join(cacheDir, `aihub-engines-${process.pid}-`));
  // One build per tool: a tool whose code does not compile fails alone (its jobs answer with an error and the
  // build error is logged); every other tool keeps working.
  const built: string[] = [];
  const failed: Record<string, string> = {};
  building += 1;
  await Promise.all(
    workerTools().map(async (id) => {
      try {
        await build({
          entryPoints: [path.join(toolsDir, id, `${id}.worker.ts`)],
          bundle: true,
          format: "esm",
          platform: "node",
          target: "node20",
          supported: KEEP_REGEX_LITERALS,
          packages: "external",
          outfile: path.join(outdir, `${id}.mjs`),
          sourcemap: "inline",
          logLevel: "silent",
        });
        built.push(id);
      } catch (error) {
        failed[id] = error instanceof Error ? error.message.split("\n").slice(0, 4).join(" ") : String(error);
      }
    }),
  );
  // The esbuild process is not needed again: end it (it would stay running beside the server).
  building -= 1;
  if (building === 0) await stopEsbuild();
  built.sort();
  const entrySource = `
import { readlinkSync } from "node:fs";
import { getPriority, setPriority } from "node:os";
// This thread runs below the main thread's priority: the kernel then gives the main thread (HTTP, health, light
// tools) a core whenever it has work, however many engine jobs run. /proc/thread-self names this thread's id.
const NICENESS = ${niceness};
if (NICENESS > 0) {
  try {
    const tid = Number(readlinkSync("/proc/thread-self").split("/").pop());
    setPriority(tid, Math.min(19, getPriority(tid) + NICENESS));
  } catch {
    // Not Linux, or not allowed: the thread keeps the process's priority.
  }
}
const loaders = {
${built.map((id) => `  ${JSON.stringify(id)}: () => import(${JSON.stringify(`./${id}.mjs`)}),`).join("\n")}
};
const failed = ${JSON.stringify(failed)};
const modules = new Map();
export default async function runJob({ tool, input, started }) {
  if (tool === null) return null; // a no-op job: the pool uses it to start a thread (engine-pool.ts)
  const load = loaders[tool];
  if (!load) throw new Error(failed[tool] ? "engine did not build: " + failed[tool] : "unknown engine: " + tool);
  let mod = modules.get(tool);
  if (!mod) {
    mod = await load();
    modules.set(tool, mod);
  }
  // The job's time limit starts now, after the engine has loaded.
  if (started) {
    started.postMessage(1);
    started.close();
  }
  return mod.default(input);
}
`;
  writeFileSync(path.join(outdir, "engine-worker.js"), entrySource);
  if (Object.keys(failed).length > 0) {
    console.error(`Engine code that does not build (these tools answer 500): ${JSON.stringify(failed)}`);
  }
  return {
    entry: pathToFileURL(path.join(outdir, "engine-worker.js")).href,
    remove: () => rmSync(outdir, { recursive: true, force: true }),
  };
}

/**
 * One TypeScript program bundled to plain JavaScript (npm packages external) in a private folder of the cache, so a
 * child process runs it with plain Node.js: no TypeScript loader (about 35 MB per process) and no esbuild service
 * process beside it (12-17 MB). Used for the text-to-speech process. remove() deletes the folder.
 */
export async function bundleProgram(entryFile: string, prefix: string): Promise<{ file: string; remove(): void }> {
  const cacheDir = fileURLToPath(new URL("../../../node_modules/.cache", import.meta.url));
  mkdirSync(cacheDir, { recursive: true });
  // The process id in the name: a later start removes the folder only once this process has ended.
  const outdir = mkdtempSync(path.join(cacheDir, `aihub-${prefix}-${process.pid}-`));
  const file = path.join(outdir, `${path.basename(entryFile).replace(/\.ts$/, "")}.mjs`);
  building += 1;
  try {
    await build({
      entryPoints: [entryFile],
      bundle: true,
      format: "esm",
      platform: "node",
      target: "node20",
      packages: "external",
      outfile: file,
      sourcemap: "inline",
      logLevel: "silent",
    });
  } catch (error) {
    rmSync(outdir, { recursive: true, force: true });
    throw error;
  } finally {
    building -= 1;
    if (building === 0) await stopEsbuild();
  }
  return { file, remove: () => rmSync(outdir, { recursive: true, force: true }) };
}

/**
 * Removes bundles left by processes that did not close their pool (kill -9): those named with a process id once
 * that process no longer runs, the others when older than a day.
 */
export function removeStaleBundles(maxAgeMs = 24 * 3600_000): void {
  const cacheDir = fileURLToPath(new URL("../../../node_modules/.cache", import.meta.url));
  if (!existsSync(cacheDir)) return;
  for (const name of readdirSync(cacheDir)) {
    if (!name.startsWith("aihub-")) continue;
    const dir = path.join(cacheDir, name);
    const owner = /^aihub-[a-z]+-(\d+)-/.exec(name);
    try {
      if (owner ? !processRuns(Number(owner[1])) : Date.now() - statSync(dir).mtimeMs > maxAgeMs) {
        rmSync(dir, { recursive: true, force: true });
      }
    } catch {
      // Another process removed it first.
    }
  }
}

function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
