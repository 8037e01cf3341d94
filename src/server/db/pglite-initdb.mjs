// Creates a PGlite data directory and exits: `node pglite-initdb.mjs <dir>`. Run as a child process by
// pglite-memory.ts so the main server never carries initdb's memory peak (about 500 MB of WebAssembly memory that a
// WebAssembly instance cannot give back).
import { PGlite } from "@electric-sql/pglite";

const dir = process.argv[2];
if (!dir) {
  console.error("usage: pglite-initdb.mjs <data directory>");
  process.exit(2);
}
const db = await PGlite.create(dir);
await db.close();
