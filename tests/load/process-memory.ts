/** Resident memory of a process and of everything it started, read from /proc (Linux). */
import { readdirSync, readFileSync } from "node:fs";

export interface ProcessRss {
  pid: number;
  /** The command line, shortened: "node … src/server/main.ts". */
  command: string;
  rssMb: number;
}

function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Number(match[1]) / 1024 : 0;
}

/** Children of every thread of the process (a process started from a worker thread is listed under that thread). */
function children(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
      readFileSync(`/proc/${pid}/task/${tid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

function command(pid: number): string {
  const parts = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);
  const script = [...parts].reverse().find((p) => /\.(m?[jt]s)$/.test(p)) ?? parts.slice(1).join(" ");
  return `${parts[0]?.split("/").pop() ?? "?"} … ${script.replace(/^.*?\/(src|tests|node_modules)\//, "$1/")}`;
}

/** The process and its descendants (processes that end while being read are left out). */
export function processTree(root: number): ProcessRss[] {
  const found: ProcessRss[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift()!;
    try {
      found.push({ pid, command: command(pid), rssMb: rssMb(pid) });
      queue.push(...children(pid));
    } catch {
      // The process ended meanwhile.
    }
  }
  return found;
}

export const totalMb = (tree: ProcessRss[]) => tree.reduce((sum, p) => sum + p.rssMb, 0);
