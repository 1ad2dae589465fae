import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { blogs } from './blogs.ts';
import { id, publicUuid, timestamps } from './columns.ts';

/**
 * Work that outlives a request (a blog's import or export): the queue is this table, so a job
 * survives a restart and any instance may take it (docs/decisions/017-durable-job-queue.md).
 * `locked_by` and `locked_until` are the lease of the instance running it; `attempts` counts
 * the runs begun, and with `locked_by` names one run, so a run that lost its lease cannot
 * write over the next one's. `progress` is what the handler reported last: its checkpoint.
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: id(),
    uuid: publicUuid(),
    kind: varchar({ length: 64 }).notNull(),
    blogId: integer().references(() => blogs.id, { onDelete: 'cascade' }),
    payload: jsonb(),
    state: varchar({ length: 8 }).notNull().default('queued'),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(5),
    progress: jsonb(),
    result: jsonb(),
    error: text(),
    /** Enqueuing with a key already taken returns that job instead of a second one. */
    dedupeKey: text().unique(),
    /** Not taken before this instant (a retry's backoff, or a job for later). */
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lockedBy: text(),
    lockedUntil: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index().on(t.state, t.runAt),
    index().on(t.blogId),
    check(
      'background_jobs_state_check',
      sql`${t.state} in ('queued', 'running', 'done', 'failed')`,
    ),
  ],
);
