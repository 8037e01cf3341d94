import { sql } from "drizzle-orm";
import type { Db } from "./database";
import { subscribers, type Subscriber } from "./schema";

type AddResult = { status: "created"; subscriber: Subscriber } | { status: "duplicate" };

/** Inserts unless the address exists in any letter case (unique index on lower(email)). */
export async function addSubscriber(db: Db, email: string, message: string | undefined): Promise<AddResult> {
  const rows = await db
    .insert(subscribers)
    .values({ email, message: message || null })
    .onConflictDoNothing()
    .returning();
  const subscriber = rows[0];
  return subscriber ? { status: "created", subscriber } : { status: "duplicate" };
}

export async function findSubscriber(db: Db, email: string): Promise<Subscriber | undefined> {
  const rows = await db
    .select()
    .from(subscribers)
    .where(sql`lower(${subscribers.email}) = lower(${email})`)
    .limit(1);
  return rows[0];
}
