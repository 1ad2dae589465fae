import { createRequire } from 'node:module';
import type { SubscriberItem, SubscriberList } from '@bitacora/api/schemas';
import {
  NEWSLETTER_MESSAGES,
  newsletterRecipientLimit,
  normalizeLanguage,
  normalizeSubscriberEmail,
  SUBSCRIBER_IMPORT_MAX_BYTES,
  SUBSCRIBER_IMPORT_MAX_ROWS,
  subscriberState,
} from '@bitacora/domain';
import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../platform/db/client.ts';
import { containsPattern } from '../../platform/db/like-pattern.ts';
import { newsletterSubscribers, settings } from '../../platform/db/schema/index.ts';
import type { AppDeps } from '../../platform/http/app-env.ts';
import { badRequest, httpError, notFound } from '../../platform/http/errors.ts';
import { enqueueJob } from '../../platform/jobs/job-queue.ts';
import { NEWSLETTER_JOBS } from './newsletter.service.ts';

/*
 * The panel's 'Suscriptores' (docs/decisions/030-newsletter.md): a blog's list, its growth, and
 * the CSV in and out. Only the blog's ADMIN reaches it (ROUTE_POLICY: manage:settings).
 */

const M = NEWSLETTER_MESSAGES;
const PAGE_SIZE = 50;
const s = newsletterSubscribers;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const toItem = (row: typeof s.$inferSelect): SubscriberItem => ({
  uuid: row.uuid,
  email: row.email,
  name: row.name,
  state: subscriberState(row),
  source: row.source as SubscriberItem['source'],
  language: normalizeLanguage(row.language),
  createdAt: row.createdAt.toISOString(),
  confirmedAt: row.confirmedAt?.toISOString() ?? null,
});

async function countBy(db: Queryable, blogId: number) {
  const [row] = await db
    .select({
      confirmed: sql<number>`count(*) filter (where ${s.confirmedAt} is not null and ${s.unsubscribedAt} is null)::int`,
      pending: sql<number>`count(*) filter (where ${s.confirmedAt} is null and ${s.unsubscribedAt} is null)::int`,
      unsubscribed: sql<number>`count(*) filter (where ${s.unsubscribedAt} is not null)::int`,
    })
    .from(s)
    .where(eq(s.blogId, blogId));
  return {
    confirmed: row?.confirmed ?? 0,
    pending: row?.pending ?? 0,
    unsubscribed: row?.unsubscribed ?? 0,
  };
}

/** New confirmed subscribers per `unit` over the last `count` of them, oldest first, gaps as 0. */
async function growth(
  db: Queryable,
  blogId: number,
  unit: 'week' | 'month',
  count: number,
  now: Date,
) {
  const result = await db.execute(sql`
    select to_char(date_trunc(${unit}, confirmed_at at time zone 'UTC'), 'YYYY-MM-DD') as start,
           count(*)::int as count
    from newsletter_subscribers
    where blog_id = ${blogId} and confirmed_at is not null
      and confirmed_at >= ${new Date(now.getTime() - (unit === 'week' ? 7 : 31) * count * 86_400_000).toISOString()}::timestamptz
    group by 1`);
  // postgres-js answers the rows, PGlite an object holding them.
  const rows = (
    Array.isArray(result) ? result : (result as unknown as { rows: unknown[] }).rows
  ) as { start: string; count: number }[];
  const byStart = new Map(rows.map((r) => [r.start, Number(r.count)]));
  const starts: string[] = [];
  const d = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), unit === 'month' ? 1 : now.getUTCDate()),
  );
  if (unit === 'week') d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  for (let i = 0; i < count; i += 1) {
    starts.unshift(d.toISOString().slice(0, 10));
    if (unit === 'week') d.setUTCDate(d.getUTCDate() - 7);
    else d.setUTCMonth(d.getUTCMonth() - 1);
  }
  return starts.map((start) => ({ start, count: byStart.get(start) ?? 0 }));
}

export async function listSubscribers(
  db: Database,
  blog: { id: number; plan: string },
  query: { q: string; page: number },
  now: Date,
): Promise<SubscriberList> {
  const search = query.q
    ? or(ilike(s.email, containsPattern(query.q)), ilike(s.name, containsPattern(query.q)))
    : undefined;
  const where = and(eq(s.blogId, blog.id), search);
  const [rows, [total], counts, weeks, months, [setting]] = await Promise.all([
    db
      .select()
      .from(s)
      .where(where)
      .orderBy(desc(s.createdAt), desc(s.id))
      .limit(PAGE_SIZE)
      .offset((query.page - 1) * PAGE_SIZE),
    db.select({ n: sql<number>`count(*)::int` }).from(s).where(where),
    countBy(db, blog.id),
    growth(db, blog.id, 'week', 12, now),
    growth(db, blog.id, 'month', 12, now),
    db
      .select({ fullContent: settings.newsletterFullContent })
      .from(settings)
      .where(eq(settings.blogId, blog.id)),
  ]);
  const limit = newsletterRecipientLimit(blog.plan);
  return {
    items: rows.map(toItem),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: PAGE_SIZE,
    counts,
    growth: { weeks, months },
    limit,
    overLimit: limit === null ? 0 : Math.max(0, counts.confirmed - limit),
    fullContent: setting?.fullContent ?? false,
  };
}

export async function removeSubscriber(db: Database, blogId: number, uuid: string): Promise<void> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(uuid)) {
    throw notFound(M.subscriberNotFound);
  }
  const gone = await db
    .delete(s)
    .where(and(eq(s.blogId, blogId), eq(s.uuid, uuid)))
    .returning({ id: s.id });
  if (gone.length === 0) throw notFound(M.subscriberNotFound);
}

export async function setNewsletterFullContent(db: Database, blogId: number, fullContent: boolean) {
  await db
    .update(settings)
    .set({ newsletterFullContent: fullContent })
    .where(eq(settings.blogId, blogId));
  return { fullContent };
}

const csvCell = (value: string) =>
  // A leading =, +, - or @ would be a formula in a spreadsheet.
  `"${(/^[=+\-@]/.test(value) ? `'${value}` : value).replace(/"/g, '""')}"`;

export async function exportSubscribers(db: Database, blogId: number): Promise<string> {
  const rows = await db.select().from(s).where(eq(s.blogId, blogId)).orderBy(asc(s.id));
  const lines = ['email,name,confirmed,state,subscribed_at'];
  for (const row of rows) {
    const item = toItem(row);
    lines.push(
      [
        csvCell(item.email),
        csvCell(item.name),
        item.state === 'CONFIRMED' ? 'yes' : 'no',
        item.state,
        item.createdAt,
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

const YES = new Set(['yes', 'y', 'si', 'sí', 'true', '1', 'confirmed', 'confirmado']);

/**
 * A CSV of subscribers: a header with `email` (and optionally `name`, `confirmed`). Only rows
 * whose `confirmed` says yes count as confirmed: the admin vouches they opted in elsewhere; the
 * others get the confirmation mail like the form's. Bad addresses, repeats and addresses already
 * on the list (confirmed, pending or gone) are skipped: an import never re-subscribes someone
 * who left. Too large or too long a file is refused whole.
 */
export async function importSubscribers(
  deps: Pick<AppDeps, 'db' | 'wakeJobs'>,
  blogId: number,
  csv: string,
  now: Date,
): Promise<{ added: number; confirmed: number; skipped: number }> {
  if (Buffer.byteLength(csv, 'utf8') > SUBSCRIBER_IMPORT_MAX_BYTES) {
    throw httpError(413, { error: M.importTooLarge(SUBSCRIBER_IMPORT_MAX_BYTES / 1024 / 1024) });
  }
  let records: Record<string, string>[];
  try {
    // The CSV parser is required by the first subscriber import, not at start.
    const { parse } = createRequire(import.meta.url)(
      'csv-parse/sync',
    ) as typeof import('csv-parse/sync');
    records = parse(csv, {
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      to_line: SUBSCRIBER_IMPORT_MAX_ROWS + 2,
    }) as Record<string, string>[];
  } catch {
    throw badRequest(M.importUnreadable);
  }
  if (records.length > SUBSCRIBER_IMPORT_MAX_ROWS) {
    throw badRequest(M.importTooManyRows(SUBSCRIBER_IMPORT_MAX_ROWS));
  }
  if (records.length > 0 && !('email' in (records[0] as object))) {
    throw badRequest(M.importNoEmailColumn);
  }
  const seen = new Set<string>();
  const rows: (typeof s.$inferInsert)[] = [];
  let skipped = 0;
  for (const record of records) {
    const email = normalizeSubscriberEmail(String(record.email ?? ''));
    if (email.length > 254 || !EMAIL.test(email) || seen.has(email)) {
      skipped += 1;
      continue;
    }
    seen.add(email);
    const confirmed = YES.has(
      String(record.confirmed ?? '')
        .trim()
        .toLowerCase(),
    );
    rows.push({
      blogId,
      email,
      name: String(record.name ?? '')
        .trim()
        .slice(0, 100),
      source: 'IMPORT',
      confirmedAt: confirmed ? now : null,
      createdAt: now,
    });
  }
  let added = 0;
  let confirmedCount = 0;
  await deps.db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 1000) {
      const inserted = await tx
        .insert(s)
        .values(rows.slice(i, i + 1000))
        .onConflictDoNothing()
        .returning({ id: s.id, confirmedAt: s.confirmedAt });
      added += inserted.length;
      for (const row of inserted) {
        if (row.confirmedAt) {
          confirmedCount += 1;
          continue;
        }
        await enqueueJob(tx, {
          kind: NEWSLETTER_JOBS.confirm,
          payload: { subscriberId: row.id },
          blogId,
          dedupeKey: `${NEWSLETTER_JOBS.confirm}:${row.id}:import`,
        });
      }
    }
  });
  if (added > confirmedCount) deps.wakeJobs?.();
  return { added, confirmed: confirmedCount, skipped: skipped + (rows.length - added) };
}
