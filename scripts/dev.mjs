// npm run dev: the API with reload on change (API_PORT, default 5001) and Vite with hot module reload (PORT, default
// 5000). Vite starts once the API answers, so its proxy never meets a closed port; one line says which URL to open.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { createInterface } from "node:readline";

/** The file a package's command runs (its package.json "bin"), started with this Node directly (no npx). */
function bin(pkg) {
  const manifest = createRequire(import.meta.url).resolve(`${pkg}/package.json`);
  const field = JSON.parse(readFileSync(manifest, "utf8")).bin;
  return path.join(path.dirname(manifest), typeof field === "string" ? field : field[pkg]);
}

const port = process.env.PORT ?? "5000";
const apiPort = process.env.API_PORT ?? "5001";
const host = process.env.HOST ?? "127.0.0.1";
if (port === apiPort) {
  console.error(`PORT and API_PORT must differ (both are ${port}).`);
  process.exit(1);
}

// Each child runs in its own process group (detached), and stopping ends the whole group: tsx watch's server
// and what it started (the speech process) go with it instead of staying behind.
const children = [];
const stop = (code = 0) => {
  for (const child of children) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
  process.exit(code);
};
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

const api = spawn(process.execPath, [bin("tsx"), "watch", "--clear-screen=false", "src/server/main.ts"], {
  detached: true,
  stdio: ["inherit", "pipe", "inherit"],
  env: { ...process.env, PORT: apiPort, HOST: "127.0.0.1", NODE_ENV: "development", WEB_CONCURRENCY: "1" },
});
children.push(api);
api.on("exit", (code) => stop(code ?? 1));
// The API's own "running at" line names its port, which is not the page to open: keep the rest of its output.
createInterface({ input: api.stdout }).on("line", (line) => {
  if (!/is running at http|Server listening at http/.test(line)) console.log(line);
});

async function waitForApi(timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${apiPort}/api/health`);
      await res.body?.cancel();
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`The API did not answer on port ${apiPort} within ${timeoutMs / 1000} s`);
}

try {
  await waitForApi();
} catch (err) {
  console.error(String(err instanceof Error ? err.message : err));
  stop(1);
}

const vite = spawn(
  process.execPath,
  [bin("vite"), "--port", port, "--strictPort", "--host", host, "--logLevel", "warn", "--clearScreen", "false"],
  {
    detached: true,
    stdio: "inherit",
    env: { ...process.env, API_PORT: apiPort },
  },
);
children.push(vite);
vite.on("exit", (code) => stop(code ?? 1));
const shownHost = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host;
// Vite is listening within a second or two; say where to go once it is.
const viteUrl = `http://${shownHost}:${port}`;
for (let i = 0; i < 120; i += 1) {
  try {
    const res = await fetch(viteUrl);
    await res.body?.cancel();
    console.log(`AI App Hub (development, hot reload) is running at ${viteUrl}`);
    break;
  } catch {
    await new Promise((r) => setTimeout(r, 250));
  }
}
