// npm start: builds the client when its sources changed since the last build, then runs the server.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const builtIndex = path.join(root, "dist/client/index.html");

function newestMtime(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, name)));
  return newest;
}

const sources = ["src/client", "src/tools", "src/shared", "public", "vite.config.ts", "package.json"].map((p) =>
  path.join(root, p),
);
const stale =
  !existsSync(builtIndex) || Math.max(...sources.filter(existsSync).map(newestMtime)) > statSync(builtIndex).mtimeMs;
if (stale && process.env.SKIP_CLIENT_BUILD !== "1") {
  console.log("Building the client…");
  // In a child process: Vite's memory (several hundred MB) is returned when it exits instead of staying in the server.
  const build = spawnSync(process.execPath, [path.join(root, "scripts/build-client.mjs"), "--quiet"], {
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// One server process by default: the built-in engines already run on every core in its worker threads
// (ENGINE_THREADS, below the main thread's priority), and a second process measured the same throughput for about
// 240 MB more (docs/DEPLOYMENT.md, "Every core serving", where the decision and its figures are).
// WEB_CONCURRENCY=N runs N processes on one port (src/server/cluster).
if (Number(process.env.WEB_CONCURRENCY ?? 1) > 1) process.env.ENGINE_THREADS ??= "1";

// The server runs as plain JavaScript bundled now (scripts/server-bundle.mjs): no TypeScript loader in its process.
// Cluster workers (WEB_CONCURRENCY > 1) run this file again and reuse the primary's bundle.
const inherited = process.env.AIHUB_SERVER_BUNDLE;
if (inherited && existsSync(inherited)) {
  await import(pathToFileURL(inherited).href);
} else {
  let server;
  try {
    const { bundleServer } = await import("./server-bundle.mjs");
    server = await bundleServer();
  } catch (error) {
    console.warn(`Running the server through the TypeScript loader (bundling failed: ${error?.message ?? error})`);
  }
  if (server) {
    process.env.AIHUB_SERVER_BUNDLE = server.entry;
    process.once("exit", () => server.remove());
    await import(pathToFileURL(server.entry).href);
  } else {
    const { register } = await import("tsx/esm/api");
    register();
    await import("../src/server/main.ts");
  }
}
