// npm test: every stage runs even when an earlier one fails (a failing unit test no longer hides the browser
// tests), then one summary: each stage's result and counts, the tests that did not run and why (reasons recorded by
// tests/helpers/system-tools.ts, matched to the skipped tests by file), and a closing line
// "tests: N passed, N failed, N not run". A test skipped without a recorded reason fails the run (no silent skip).
// Exit code 1 when any stage failed.
//   Stages: typecheck and lint (ESLint, Prettier, knip) at the same time, unit + API (Vitest), load (5 s), browser
//   (client build, size budgets, Playwright).
//   TEST_STAGES=unit,browser npm test   runs a subset.
import { Buffer } from "node:buffer";
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

const resultsDir = path.resolve(process.env.TEST_RESULTS_DIR ?? ".test-results");
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
const env = { ...process.env, TEST_RESULTS_DIR: resultsDir };
const vitestJson = path.join(resultsDir, "vitest.json");
const playwrightJson = path.join(resultsDir, "playwright.json");

// Stages with the same `together` mark run at the same time, their output printed whole when each ends (the type
// checker and the linters are single-threaded: on 2 cores they take the time of the longer one).
const STAGES = [
  { name: "typecheck", cmd: ["npx", "tsc", "--noEmit", "-p", "tsconfig.json"], together: "static" },
  { name: "lint", cmd: ["npm", "run", "--silent", "lint"], together: "static" },
  {
    name: "unit",
    cmd: ["npx", "vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestJson}`],
    counts: () => vitestCounts(),
  },
  { name: "load", cmd: ["node", "--expose-gc", "--import", "tsx", "tests/load/load.ts"], env: { LOAD_SECONDS: "5" } },
  { name: "build", cmd: ["node", "scripts/build-client.mjs"] },
  { name: "budgets", cmd: ["node", "scripts/check-budgets.mjs"] },
  {
    name: "browser",
    cmd: ["npx", "playwright", "test", "--reporter=list,json"],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
    counts: () => playwrightCounts(),
  },
];

/** Runs one stage; `buffered` keeps its output and prints it, under the stage's heading, when it ends. */
function run(stage, buffered = false) {
  return new Promise((resolve) => {
    const started = Date.now();
    const [bin, ...args] = stage.cmd;
    if (!buffered) console.log(`\n=== npm test: ${stage.name} ===`);
    const child = spawn(bin, args, { stdio: buffered ? "pipe" : "inherit", env: { ...env, ...stage.env } });
    const output = [];
    child.stdout?.on("data", (d) => output.push(d));
    child.stderr?.on("data", (d) => output.push(d));
    const done = (code) => {
      if (buffered) {
        console.log(`\n=== npm test: ${stage.name} ===`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ code, seconds: (Date.now() - started) / 1000 });
    };
    child.on("close", (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.on("error", () => done(127));
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

const SKIPPED = new Set(["skipped", "pending", "todo"]);

function vitestCounts() {
  const r = readJson(vitestJson);
  if (!r) return undefined;
  const skipped = r.testResults.flatMap((file) =>
    file.assertionResults
      .filter((t) => SKIPPED.has(t.status))
      .map((t) => ({ file: path.relative(process.cwd(), file.name), name: t.fullName ?? t.title })),
  );
  return { passed: r.numPassedTests, failed: r.numFailedTests, skipped };
}

function playwrightCounts() {
  const r = readJson(playwrightJson);
  if (!r?.stats) return undefined;
  const skipped = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) if (t.status === "skipped") skipped.push({ file: spec.file, name: spec.title });
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of r.suites ?? []) walk(suite);
  return { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, skipped };
}

const only = process.env.TEST_STAGES?.split(",").map((s) => s.trim());
const results = [];
const selected = STAGES.filter((stage) => !only || only.includes(stage.name));
for (let i = 0; i < selected.length; ) {
  const stage = selected[i];
  const group = stage.together ? selected.filter((s) => s.together === stage.together) : [stage];
  i += group.length;
  // The browser stage needs a build that passed.
  const build = results.find((r) => r.name === "build");
  if (stage.name === "browser" && build && build.code !== 0) {
    console.log(`\n=== npm test: ${stage.name} ===`);
    results.push({ name: stage.name, code: 1, seconds: 0, note: "not run: the client build failed" });
    continue;
  }
  const ran = await Promise.all(group.map((s) => run(s, group.length > 1)));
  group.forEach((s, k) => results.push({ name: s.name, ...ran[k], counts: s.counts?.() }));
}

const notRunFile = path.join(resultsDir, "not-run.txt");
const notRun = existsSync(notRunFile) ? [...new Set(readFileSync(notRunFile, "utf8").split("\n").filter(Boolean))] : [];
/** Files whose tests a recorded reason covers ("... [file: tests/x.test.ts]"). */
const explainedFiles = new Set(notRun.map((line) => /\[file: ([^\]]+)\]$/.exec(line)?.[1]).filter(Boolean));
const skipped = results.flatMap((r) => r.counts?.skipped ?? []);
const unexplained = skipped.filter((t) => !explainedFiles.has(t.file));

console.log("\n=== npm test: summary ===");
const total = { passed: 0, failed: 0 };
for (const r of results) {
  const c = r.counts;
  if (c) {
    total.passed += c.passed;
    total.failed += c.failed;
  }
  const counts = c ? ` (${c.passed} passed, ${c.failed} failed, ${c.skipped.length} not run)` : "";
  console.log(
    `${r.code === 0 ? "ok  " : "FAIL"} ${r.name.padEnd(9)} ${r.seconds.toFixed(0).padStart(4)} s${counts}${r.note ? ` ${r.note}` : ""}`,
  );
}
if (notRun.length > 0) {
  console.log("\nNot run on this machine (install what they name to run them):");
  for (const line of notRun) console.log(`  ${line.replace(/^NOT RUN: /, "").replace(/ \[file: [^\]]+\]$/, "")}`);
  const perFile = new Map();
  for (const t of skipped.filter((t) => explainedFiles.has(t.file)))
    perFile.set(t.file, (perFile.get(t.file) ?? 0) + 1);
  console.log(`  tests not run: ${[...perFile].map(([file, n]) => `${file} (${n})`).join(", ")}`);
}
if (unexplained.length > 0) {
  console.log(
    "\nSKIPPED WITHOUT A REASON (a test that needs something must say so: canRun in tests/helpers/system-tools.ts):",
  );
  for (const t of unexplained) console.log(`  ${t.file}: ${t.name}`);
}
const failedStages = results.filter((r) => r.code !== 0).length;
// A stage that failed without failing a counted test (typecheck, lint, load, budgets) still fails the run.
const failed = Math.max(total.failed, failedStages > 0 && total.failed === 0 ? failedStages : total.failed);
console.log(
  `\ntests: ${total.passed} passed, ${failed + unexplained.length} failed, ${skipped.length - unexplained.length} not run${unexplained.length ? ` (${unexplained.length} skipped without a reason, counted as failed)` : ""}`,
);
process.exit(failedStages > 0 || unexplained.length > 0 ? 1 : 0);
