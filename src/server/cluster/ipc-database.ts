/**
 * The database of a cluster worker when the primary holds embedded PGlite (PGlite is single-process): drizzle's
 * pg-proxy driver sends each query to the primary, which runs it on its PGlite and answers. The same repository
 * code runs unchanged; every write goes through the one process that owns the data directory.
 */
import { drizzle } from "drizzle-orm/pg-proxy";
import type { Database, Db } from "../db/database";
import * as schema from "../db/schema";
import { callPrimary, PrimaryCallError } from "./worker-rpc";

/** Rethrows a primary-side database error with its PostgreSQL code (the subscribe route maps codes to answers). */
function asDatabaseError(error: unknown): Error {
  if (error instanceof PrimaryCallError) return Object.assign(new Error(error.message), { code: error.code });
  return error instanceof Error ? error : new Error(String(error));
}

export function ipcDatabase(): Database {
  const db = drizzle(
    async (sql, params, method) => {
      try {
        return await callPrimary<{ rows: unknown[] }>({ type: "hub:db", sql, params, method });
      } catch (error) {
        throw asDatabaseError(error);
      }
    },
    { schema },
  );
  return {
    kind: "pglite",
    db: db as unknown as Db,
    ping: () => callPrimary<boolean>({ type: "hub:db-ping" }, 3_000).catch(() => false),
    ready: async () => {},
    close: async () => {},
  };
}
