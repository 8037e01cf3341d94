import { fileURLToPath } from "node:url";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  kind: "pglite" | "postgres";
  db: Db;
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL("../../../drizzle", import.meta.url));
const MIGRATION_LOCK_KEY = 72_410_553; // arbitrary, fixed: serialises migrations of several instances

/** Opens PostgreSQL when a URL is given, otherwise embedded PGlite under dataDir; applies migrations. */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  let client: InstanceType<typeof PGlite>;
  if (dataDir === ":memory:") {
    client = new PGlite();
  } else {
    const dir = path.resolve(dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  await client.waitReady;
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return {
    kind: "pglite",
    db: db as unknown as Db,
    ping: async () => {
      try {
        await client.query("select 1");
        return true;
      } catch {
        return false;
      }
    },
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
  const lockClient = await pool.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migrate(drizzle(lockClient, { schema }), { migrationsFolder });
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    lockClient.release();
  }
  const db = drizzle(pool, { schema });
  return {
    kind: "postgres",
    db: db as unknown as Db,
    ping: async () => {
      try {
        await db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
    close: () => pool.end(),
  };
}
