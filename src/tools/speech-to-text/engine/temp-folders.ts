import { readdirSync, rmSync, statSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

/**
 * Private temp folders of the speech tools (uploads, recognizer input): one per request, named
 * `aah-speech-<pid>-XXXXXX`, always removed when the request ends. What a killed process left behind is removed at
 * the next start-up (folders of processes that no longer run), and a stopping server removes its own. Only this
 * prefix (and the older `stt-upload-` one of this project) is ever touched.
 */
export const SPEECH_TMP_PREFIX = "aah-speech-";
const LEGACY_PREFIX = "stt-upload-";
const live = new Set<string>();
let exitHookSet = false;

interface TempFolder {
  dir: string;
  dispose: () => Promise<void>;
}

export async function makeSpeechTempFolder(root = os.tmpdir()): Promise<TempFolder> {
  const dir = await mkdtemp(path.join(root, `${SPEECH_TMP_PREFIX}${process.pid}-`));
  live.add(dir);
  if (!exitHookSet) {
    // A server that exits without closing (its shutdown deadline passed, process.exit) still removes its folders.
    exitHookSet = true;
    process.once("exit", () => removeOwnSpeechTempFolders());
  }
  return {
    dir,
    dispose: async () => {
      live.delete(dir);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

function processRuns(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Start-up: removes folders left by speech work of processes that no longer run. Returns how many. */
export function removeStaleSpeechTempFolders(root = os.tmpdir()): number {
  let removed = 0;
  let names: string[];
  try {
    names = readdirSync(root);
  } catch {
    return 0;
  }
  for (const name of names) {
    const full = path.join(root, name);
    let stale = false;
    if (name.startsWith(SPEECH_TMP_PREFIX)) {
      const pid = Number(name.slice(SPEECH_TMP_PREFIX.length).split("-")[0]);
      stale = !Number.isInteger(pid) || pid <= 0 || !processRuns(pid);
    } else if (name.startsWith(LEGACY_PREFIX)) {
      try {
        stale = Date.now() - statSync(full).mtimeMs > 10 * 60_000;
      } catch {
        stale = false;
      }
    }
    if (!stale) continue;
    try {
      rmSync(full, { recursive: true, force: true });
      removed++;
    } catch {
      // not ours to remove after all (permissions): leave it
    }
  }
  return removed;
}

/** Shutdown: removes this process's folders still in use (their requests are being cut off). */
export function removeOwnSpeechTempFolders(): number {
  const count = live.size;
  for (const dir of live) rmSync(dir, { recursive: true, force: true });
  live.clear();
  return count;
}
