// Builds the client with Vite, prerenders every route's HTML (scripts/prerender.mjs) and writes .br/.gz twins of text
// files (the server sends them pre-compressed when the browser accepts br or gzip).
import { build } from "vite";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync, constants } from "node:zlib";
import { fileURLToPath } from "node:url";
import { prerenderPages } from "./prerender.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const out = process.env.CLIENT_OUT_DIR ?? path.join(root, "dist/client");

export async function buildClient({ quiet = false } = {}) {
  await build({ configFile: path.join(root, "vite.config.ts"), logLevel: quiet ? "warn" : "info" });
  await prerenderPages(out, { quiet });
  compressDir(out);
}

function compressDir(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) compressDir(file);
    else if (/\.(js|css|html|svg|txt|json)$/.test(entry.name) && statSync(file).size > 512) {
      const data = readFileSync(file);
      writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
    }
  }
}

// `node scripts/build-client.mjs [--quiet]`
// Exits when done: the prerendered React tree leaves timers behind (e.g. the query cache's garbage-collection timer,
// five minutes), which would otherwise keep the process, and `npm start` / `npm test` waiting on it, alive.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildClient({ quiet: process.argv.includes("--quiet") });
  process.exit(0);
}
