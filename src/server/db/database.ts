import { fileURLToPath } from "node:url";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";
import { compileWasmBaselineOnly, initialiseOutOfProcess, pgliteStartParams } from "./pglite-memory";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  kind: "pglite" | "postgres";
  db: Db;
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
  /**
   * Makes sure the schema is there (runs the migrations when the server was unreachable at start-up, or came back
   * empty after being dropped and re-created). Throws when the database cannot be reached.
   */
  ready(): Promise<void>;
  close(): Promise<void>;
  /**
   * Runs one parameterised statement on embedded PGlite ("array" rows for drizzle's pg-proxy "all" method).
   * Only PGlite has it: the cluster's primary serves its workers' queries with it (src/server/cluster).
   */
  rawQuery?(sql: string, params: unknown[], rowMode: "array" | "object"): Promise<{ rows: unknown[] }>;
}

const migrationsFolder = fileURLToPath(new URL("../../../drizzle", import.meta.url));
const MIGRATION_LOCK_KEY = 72_410_553; // arbitrary, fixed: serialises migrations of several instances

/** Opens PostgreSQL when a URL is given, otherwise embedded PGlite under dataDir; applies migrations. */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  compileWasmBaselineOnly();
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  let client: InstanceType<typeof PGlite>;
  if (dataDir === ":memory:") {
    client = new PGlite({ startParams: pgliteStartParams(PGlite.defaultStartParams) });
  } else {
    const dir = path.resolve(dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
    // initdb out of process and small buffers: see pglite-memory.ts (idle RSS ~900 MB -> ~210 MB).
    await initialiseOutOfProcess(dir);
    client = new PGlite(dir, { startParams: pgliteStartParams(PGlite.defaultStartParams) });
  }
  await client.waitReady;
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return {
    kind: "pglite",
    db: db as unknown as Db,
    rawQuery: async (text, params, rowMode) => {
      const result = await client.query(text, params as unknown[], { rowMode });
      return { rows: result.rows as unknown[] };
    },
    ping: async () => {
      try {
        // The table itself, not just "select 1": a database without its table cannot take subscriptions.
        await client.query("select 1 from subscribers limit 1");
        return true;
      } catch {
        return false;
      }
    },
    ready: async () => {},
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 3_000,
    idleTimeoutMillis: 30_000,
    query_timeout: 10_000,
  });
  // An idle client losing its server must not crash the process; the next query reports it instead.
  pool.on("error", () => {});

  // Migrations run at start-up when the server answers, and again whenever the schema is found missing (the server
  // was down at start-up, or the database was dropped and re-created empty). Attempts are at most one a second.
  let migrated = false;
  let running: Promise<void> | undefined;
  let lastFailure = 0;
  const migrateNow = async () => {
    const lockClient = await pool.connect();
    try {
      await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
      await migrate(drizzle(lockClient, { schema }), { migrationsFolder });
    } finally {
      await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
      lockClient.release();
    }
  };
  const ready = async (): Promise<void> => {
    if (migrated) {
      const found = await pool.query<{ t: string | null }>("select to_regclass('public.subscribers')::text as t");
      if (found.rows[0]?.t) return;
      migrated = false;
    }
    if (Date.now() - lastFailure < 1_000) throw new Error("database unavailable (retrying shortly)");
    running ??= migrateNow()
      .then(() => {
        migrated = true;
      })
      .catch((error: unknown) => {
        lastFailure = Date.now();
        throw error;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  await ready().catch(() => {}); // unreachable at start-up: the server starts anyway (health and subscribe say so)

  const db = drizzle(pool, { schema });
  return {
    kind: "postgres",
    db: db as unknown as Db,
    ping: async () => {
      try {
        await ready();
        await db.execute(sql`select 1 from subscribers limit 1`);
        return true;
      } catch {
        return false;
      }
    },
    ready,
    close: () => pool.end(),
  };
}
