import { randomUUID } from "node:crypto";

/**
 * A database of its own on the PostgreSQL named by TEST_DATABASE_URL, for tests that break or drop things (a
 * renamed table, a dropped database) without disturbing tests running beside them on the shared one.
 */
export async function scratchPostgres(prefix: string): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const { default: pg } = await import("pg");
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `${prefix}_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
