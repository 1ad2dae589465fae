import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Work a first start owes before it serves, which does not fit in the transaction that created
 * the need for it (docs/decisions/043-first-start-finished-by-the-next.md): the row is written
 * with the data that needs the work, and deleted by the transaction that does it, so a start
 * killed in between leaves the row and the next start finishes the work.
 */
export const startTasks = pgTable('start_tasks', {
  name: text().primaryKey(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The demo blog's images, owed by the demo seed (demo/seed-media.ts). */
export const DEMO_MEDIA_TASK = 'demo-media';
