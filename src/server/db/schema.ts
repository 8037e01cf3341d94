import { sql } from "drizzle-orm";
import { pgTable, integer, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** Newsletter and idea sign-ups: the only visitor data the hub keeps. */
export const subscribers = pgTable(
  "subscribers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    email: text("email").notNull(),
    subscribedAt: timestamp("subscribed_at", { withTimezone: true }).notNull().defaultNow(),
    message: text("message"),
  },
  (t) => [uniqueIndex("subscribers_email_lower_key").on(sql`lower(${t.email})`)],
);

export type Subscriber = typeof subscribers.$inferSelect;
