/**
 * Tests that need a program from Debian (link-parser, pocketsphinx, espeak-ng, nginx) or a server (PostgreSQL, Redis)
 * ask here. When it is there, they run. When it is missing:
 * - in CI (CI=true) the test fails with the install command: CI installs everything, so a gap is a real failure;
 * - elsewhere the test is reported as NOT RUN with the reason and the install command, printed at once and listed
 *   again in the summary of `npm test` (never a silent skip).
 */
import { spawnSync } from "node:child_process";
import { appendFileSync, mkdirSync } from "node:fs";
import path from "node:path";

export interface Requirement {
  /** What is needed, e.g. "link-parser (Debian package link-grammar)". */
  what: string;
  /** How to get it, e.g. "apt-get install -y link-grammar". */
  install: string;
  available: boolean;
}

/** File where `npm test` collects the tests that did not run and why (read by scripts/test-all.mjs). */
const NOT_RUN_FILE = path.resolve(process.env.TEST_RESULTS_DIR ?? ".test-results", "not-run.txt");

function commandExists(command: string, args: string[] = ["--version"]): boolean {
  const r = spawnSync(command, args, { stdio: "ignore", timeout: 10_000 });
  return !r.error;
}

export const LINK_PARSER: Requirement = {
  what: "link-parser (Debian package link-grammar)",
  install: "apt-get install -y link-grammar",
  available: commandExists(process.env.LINK_PARSER_BIN ?? "link-parser"),
};

export const ESPEAK_NG: Requirement = {
  what: "espeak-ng (Debian package espeak-ng)",
  install: "apt-get install -y espeak-ng",
  available: commandExists("espeak-ng"),
};

export const NGINX: Requirement = {
  what: "nginx (Debian package nginx)",
  install: "apt-get install -y nginx",
  available: commandExists("nginx", ["-v"]),
};

/** Where the tests find Redis (rate-limit counts shared between instances). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/** True when something accepts TCP connections at the URL's host and port (checked once, in a child process). */
function listening(url: string): boolean {
  const { hostname, port } = new URL(url);
  const probe = `require("net").connect(${Number(port || 6379)}, ${JSON.stringify(hostname)}).on("connect", () => process.exit(0)).on("error", () => process.exit(1))`;
  return spawnSync(process.execPath, ["-e", probe], { stdio: "ignore", timeout: 3_000 }).status === 0;
}

export const REDIS: Requirement = {
  what: `a Redis server at ${TEST_REDIS_URL}`,
  install: "apt-get install -y redis-server (or set TEST_REDIS_URL=redis://host:port)",
  available: listening(TEST_REDIS_URL),
};

export const POSTGRES: Requirement = {
  what: "a PostgreSQL server named by TEST_DATABASE_URL",
  install: "set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test (a running PostgreSQL)",
  available: Boolean(process.env.TEST_DATABASE_URL),
};

/** The test file that called canRun (scripts/test-all.mjs matches its skipped tests to the reason). */
function callerFile(): string | undefined {
  const frames = new Error().stack?.split("\n") ?? [];
  for (const frame of frames) {
    const match = /(\/[^\s():]+\.(?:test|e2e)\.ts)/.exec(frame);
    if (match) return path.relative(process.cwd(), match[1]!);
  }
  return undefined;
}

/**
 * True when the tests needing `reqs` can run. Otherwise records why not (see the header) and returns false, or
 * throws in CI. Use as `describe.runIf(canRun("speech round trip", ESPEAK_NG))(...)`.
 */
export function canRun(title: string, ...reqs: Requirement[]): boolean {
  const missing = reqs.filter((r) => !r.available);
  if (missing.length === 0) return true;
  const reason = missing.map((r) => `needs ${r.what}; install: ${r.install}`).join("; ");
  if (process.env.CI) throw new Error(`${title}: ${reason}`);
  const line = `NOT RUN: ${title}: ${reason}${callerFile() ? ` [file: ${callerFile()}]` : ""}`;
  console.warn(line);
  try {
    mkdirSync(path.dirname(NOT_RUN_FILE), { recursive: true });
    appendFileSync(NOT_RUN_FILE, `${line}\n`);
  } catch {
    // The summary is a convenience; the warning above already said it.
  }
  return false;
}
