// npm start: builds the client when its sources changed since the last build, then runs the server.
import { existsSync, readdirSync, statSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";

const root = fileURLToPath(new URL("..", import.meta.url));
const builtIndex = path.join(root, "dist/client/index.html");

function newestMtime(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, name)));
  return newest;
}

const sources = ["src/client", "src/tools", "src/shared", "public", "vite.config.ts", "package.json"].map((p) => path.join(root, p));
const stale =
  !existsSync(builtIndex) || Math.max(...sources.filter(existsSync).map(newestMtime)) > statSync(builtIndex).mtimeMs;
if (stale && process.env.SKIP_CLIENT_BUILD !== "1") {
  console.log("Building the client…");
  const { buildClient } = await import("./build-client.mjs");
  await buildClient({ quiet: true });
}

// Every core serves: one server process per core unless WEB_CONCURRENCY says otherwise (src/server/cluster), each
// with one engine thread (the processes already use the cores).
process.env.WEB_CONCURRENCY ??= String(availableParallelism());
if (Number(process.env.WEB_CONCURRENCY) > 1) process.env.ENGINE_THREADS ??= "1";

register();
await import("../src/server/main.ts");
