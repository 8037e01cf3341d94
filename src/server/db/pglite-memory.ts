/**
 * Keeping embedded PGlite small. Measured here (Node 20, PGlite 0.5): opening a new data directory in-process runs
 * initdb and leaves the process at ~900 MB RSS; re-opening an existing one with PostgreSQL's default 128 MB
 * shared_buffers ~370 MB; with 1 MB shared_buffers ~210 MB (all of it including Node itself). A subscriber table
 * needs no buffer cache, so: initdb in a short-lived child process, then open with small buffers.
 */
import { spawn } from "node:child_process";
import { setFlagsFromString } from "node:v8";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const INITDB_SCRIPT = fileURLToPath(new URL("./pglite-initdb.mjs", import.meta.url));

/**
 * Called before PGlite compiles its WebAssembly (about 9 MB of it). V8 compiles WebAssembly twice by default:
 * baseline (Liftoff) code at once, then optimized (TurboFan) code for the functions run often, which PostgreSQL's
 * start-up does for many. Liftoff alone, measured here: 100 MB instead of 147 MB RSS once PGlite is ready, 126 instead
 * of 181 MB after 2,000 inserts, which took no longer (883 vs 1,044 ms: TurboFan's compiling costs more than its
 * faster code saves on such small queries). The flag is process-wide: the server process runs no other WebAssembly
 * (the engine threads run none; the speech process is a process of its own).
 */
export function compileWasmBaselineOnly(): void {
  setFlagsFromString("--liftoff-only");
}

/** PostgreSQL settings for the embedded database (appended to PGlite's own start parameters). */
const PGLITE_SETTINGS = ["shared_buffers=1MB", "temp_buffers=800kB", "wal_buffers=64kB", "work_mem=1MB"];

export function pgliteStartParams(defaults: readonly string[]): string[] {
  return [...defaults, ...PGLITE_SETTINGS.flatMap((s) => ["-c", s])];
}

/** Runs initdb for `dir` in a child process when the directory holds no database yet. */
export async function initialiseOutOfProcess(dir: string): Promise<void> {
  if (existsSync(path.join(dir, "PG_VERSION"))) return;
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [INITDB_SCRIPT, dir], { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (d: string) => (stderr += d));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`PGlite initdb exited with ${code}: ${stderr.slice(-500)}`)),
    );
  });
}
