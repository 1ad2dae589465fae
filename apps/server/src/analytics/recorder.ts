import { createHash } from 'node:crypto';
import {
  browserFamilyOf,
  deviceClassOf,
  isBotUserAgent,
  referrerHostOf,
  utcDay,
} from '@bitacora/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { analyticsViews } from '../db/schema/index.ts';
import { saltOf } from './salts.ts';

export type ViewKind = 'page' | 'feed' | 'read';

/** A request as the public site saw it; held in memory only until the next flush. */
export interface PendingView {
  blogId: number;
  at: Date;
  kind: ViewKind;
  address: string;
  userAgent: string;
  /** The blog's host as requested, to tell its own links from referrers. */
  host: string;
  path: string;
  postId: number | null;
  referer: string | null;
}

export interface ViewRecorder {
  /** Queues a view; never waits and never throws. */
  record(view: PendingView): void;
  /** Writes what is queued; resolves with how many rows were written. */
  flush(): Promise<number>;
  /** Stops the timer and writes what is left (at shutdown). */
  stop(): Promise<void>;
  /** Views dropped because the buffer was full since the start. */
  readonly dropped: number;
}

export interface ViewRecorderOptions {
  db: Database;
  /** ANALYTICS_FLUSH_MS: how often the buffer is written (5 s); null: only on `flush()`. */
  flushEveryMs?: number | null;
  /** Views held at most; past it new ones are dropped rather than grow memory under a flood. */
  maxBuffered?: number;
  onError?: (error: unknown) => void;
}

const INSERT_CHUNK = 500;

/** The visitor of a day: no address or user agent is stored, only this. */
export function visitorHash(salt: string, address: string, userAgent: string, blogId: number) {
  return createHash('sha256')
    .update(`${salt}\0${address}\0${userAgent}\0${blogId}`)
    .digest('hex')
    .slice(0, 32);
}

/**
 * Page views buffered in memory and written in batches off the request path
 * (docs/decisions/028-private-analytics.md): the request only pushes an object; hashing, bot
 * filtering, user-agent parsing and the entry page are decided at the flush.
 */
export function createViewRecorder(options: ViewRecorderOptions): ViewRecorder {
  const { db } = options;
  const maxBuffered = options.maxBuffered ?? 10_000;
  const onError = options.onError ?? ((error) => console.error('estadísticas:', error));
  let buffer: PendingView[] = [];
  let dropped = 0;
  let running: Promise<number> = Promise.resolve(0);
  const salts = new Map<string, string>();

  async function salt(day: string) {
    let known = salts.get(day);
    if (!known) {
      known = await saltOf(db, day);
      if (salts.size > 4) salts.clear();
      salts.set(day, known);
    }
    return known;
  }

  async function write(views: PendingView[]): Promise<number> {
    type Row = typeof analyticsViews.$inferInsert;
    const byKey = new Map<string, Row>();
    const hashes = new Map<string, string>();
    // A flush sees few distinct user agents and days: each is read once.
    const agents = new Map<string, { bot: boolean; device: string; browser: string }>();
    const days = new Map<number, string>();
    for (const view of views) {
      let agent = agents.get(view.userAgent);
      if (!agent) {
        agent = {
          bot: isBotUserAgent(view.userAgent),
          device: deviceClassOf(view.userAgent),
          browser: browserFamilyOf(view.userAgent),
        };
        agents.set(view.userAgent, agent);
      }
      // Feed readers are programs by nature: only pages and reads are filtered for bots.
      if (view.kind !== 'feed' && agent.bot) continue;
      const dayNumber = Math.floor(view.at.getTime() / 86_400_000);
      let day = days.get(dayNumber);
      if (!day) {
        day = utcDay(view.at);
        days.set(dayNumber, day);
      }
      const who = `${day}\0${view.address}\0${view.userAgent}\0${view.blogId}`;
      let visitor = hashes.get(who);
      if (!visitor) {
        visitor = visitorHash(await salt(day), view.address, view.userAgent, view.blogId);
        hashes.set(who, visitor);
      }
      const referrerHost = view.kind === 'page' ? referrerHostOf(view.referer, view.host) : null;
      const path = view.path.slice(0, 500);
      const key = `${who}\0${view.kind}\0${path}\0${referrerHost ?? ''}`;
      const known = byKey.get(key);
      if (known) {
        known.hits = (known.hits ?? 1) + 1;
        continue;
      }
      byKey.set(key, {
        blogId: view.blogId,
        day,
        at: view.at,
        kind: view.kind,
        visitor,
        path,
        postId: view.postId,
        referrerHost,
        hits: 1,
        entry: false,
        device: agent.device,
        browser: agent.browser,
      });
    }
    const rows = [...byKey.values()];
    if (rows.length === 0) return 0;
    await markEntries(rows);
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      await db.insert(analyticsViews).values(rows.slice(i, i + INSERT_CHUNK));
    }
    return rows.length;
  }

  /** A visitor's first page view of the day on a blog, whichever instance wrote the earlier ones. */
  async function markEntries(rows: (typeof analyticsViews.$inferInsert)[]) {
    const pages = rows.filter((row) => row.kind === 'page');
    pages.sort((a, b) => (a.at as Date).getTime() - (b.at as Date).getTime());
    const byDay = new Map<string, Set<string>>();
    for (const row of pages) {
      const set = byDay.get(row.day) ?? new Set<string>();
      byDay.set(row.day, set);
      set.add(row.visitor);
    }
    const seen = new Set<string>();
    for (const [day, visitors] of byDay) {
      const list = [...visitors];
      for (let i = 0; i < list.length; i += INSERT_CHUNK) {
        const found = await db
          .selectDistinct({ blogId: analyticsViews.blogId, visitor: analyticsViews.visitor })
          .from(analyticsViews)
          .where(
            and(
              eq(analyticsViews.day, day),
              eq(analyticsViews.kind, 'page'),
              inArray(analyticsViews.visitor, list.slice(i, i + INSERT_CHUNK)),
            ),
          );
        for (const row of found) seen.add(`${day}|${row.blogId}|${row.visitor}`);
      }
    }
    for (const row of pages) {
      const key = `${row.day}|${row.blogId}|${row.visitor}`;
      if (seen.has(key)) continue;
      seen.add(key);
      row.entry = true;
    }
  }

  function flush(): Promise<number> {
    running = running.then(async () => {
      if (buffer.length === 0) return 0;
      const views = buffer;
      buffer = [];
      try {
        return await write(views);
      } catch (error) {
        onError(error);
        return 0;
      }
    });
    return running;
  }

  const every = options.flushEveryMs === undefined ? 5_000 : options.flushEveryMs;
  const timer = every === null ? null : setInterval(() => void flush(), every);
  timer?.unref();

  return {
    record(view) {
      if (buffer.length >= maxBuffered) {
        dropped++;
        return;
      }
      buffer.push(view);
    },
    flush,
    async stop() {
      if (timer) clearInterval(timer);
      await flush();
    },
    get dropped() {
      return dropped;
    },
  };
}
