import { createHash } from 'node:crypto';
import {
  browserFamilyOf,
  deviceClassOf,
  isBotUserAgent,
  referrerHostOf,
  utcDay,
} from '@bitacora/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { analyticsViews } from '../../platform/db/schema/index.ts';
import type { PendingView, ViewKind, ViewRecorder } from '../../platform/http/page-views.ts';
import { createTick, type Tick } from '../../platform/jobs/tick.ts';
import { type Logger, stderrLogger } from '../../platform/log/logger.ts';
import { saltOf } from './salts.ts';

export type { PendingView, ViewKind, ViewRecorder } from '../../platform/http/page-views.ts';

export interface ViewRecorderOptions {
  db: Database;
  /** ANALYTICS_FLUSH_MS: how often the buffer is written (5 s); null: only on `flush()`. */
  flushEveryMs?: number | null;
  /** Views held at most; past it new ones are dropped rather than grow memory under a flood. */
  maxBuffered?: number;
  onError?: (error: unknown) => void;
  /** The process's timer the flush beats to; the recorder's own without. */
  tick?: Tick;
  /** Where the default `onError` reports; unset: `stderrLogger`. */
  logger?: Logger;
}

const INSERT_CHUNK = 500;
/** Visitors remembered as having their entry page (see `entered`). */
const MAX_ENTERED = 100_000;

const KINDS: readonly ViewKind[] = ['page', 'feed', 'read'];
const KIND_CODES: Record<ViewKind, number> = { page: 0, feed: 1, read: 2 };

/**
 * The buffer as columns filled in place: a view costs a few stores, not an object, a date and
 * their promotion to the old generation while they wait for the flush.
 */
interface Columns {
  length: number;
  blogId: Int32Array;
  at: Float64Array;
  kind: Uint8Array;
  postId: Int32Array;
  address: string[];
  userAgent: string[];
  host: string[];
  path: string[];
  referer: (string | undefined)[];
  /**
   * One copy of each distinct text: the header strings of each request are young garbage at
   * once instead of thousands of copies promoted while they wait for the flush.
   */
  strings: Map<string, string>;
}

function kept(columns: Columns, text: string): string {
  columns.strings.set(text, text);
  return text;
}

function columnsOf(size: number): Columns {
  return {
    length: 0,
    blogId: new Int32Array(size),
    at: new Float64Array(size),
    kind: new Uint8Array(size),
    postId: new Int32Array(size),
    address: [],
    userAgent: [],
    host: [],
    path: [],
    referer: [],
    strings: new Map(),
  };
}

/** Views `a` and `b` are the same request but for its instant. */
function sameRequest(columns: Columns, a: number, b: number): boolean {
  return (
    columns.blogId[a] === columns.blogId[b] &&
    columns.kind[a] === columns.kind[b] &&
    columns.postId[a] === columns.postId[b] &&
    columns.path[a] === columns.path[b] &&
    columns.address[a] === columns.address[b] &&
    columns.userAgent[a] === columns.userAgent[b] &&
    columns.referer[a] === columns.referer[b] &&
    columns.host[a] === columns.host[b]
  );
}

function viewAt(columns: Columns, i: number): PendingView {
  const postId = columns.postId[i] as number;
  return {
    blogId: columns.blogId[i] as number,
    at: new Date(columns.at[i] as number),
    kind: KINDS[columns.kind[i] as number] as ViewKind,
    address: columns.address[i] as string,
    userAgent: columns.userAgent[i] as string,
    host: columns.host[i] as string,
    path: columns.path[i] as string,
    postId: postId < 0 ? null : postId,
    referer: columns.referer[i] ?? null,
  };
}

/** The visitor of a day: no address or user agent is stored, only this. */
export function visitorHash(salt: string, address: string, userAgent: string, blogId: number) {
  return createHash('sha256')
    .update(`${salt}\0${address}\0${userAgent}\0${blogId}`)
    .digest('hex')
    .slice(0, 32);
}

/**
 * Page views buffered in memory and written in batches off the request path
 * (docs/decisions/028-private-analytics.md): the request only stores its raw fields; hashing, bot
 * filtering, user-agent parsing and the entry page are decided at the flush.
 */
export function createViewRecorder(options: ViewRecorderOptions): ViewRecorder {
  const { db } = options;
  const maxBuffered = options.maxBuffered ?? 10_000;
  const logger = options.logger ?? stderrLogger;
  const onError =
    options.onError ??
    ((error) => logger.error({ err: error }, 'estadísticas: visitas no guardadas'));
  let buffer = columnsOf(maxBuffered);
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

  async function write(views: Columns): Promise<number> {
    type Row = typeof analyticsViews.$inferInsert;
    const byKey = new Map<string, Row>();
    const hashes = new Map<string, string>();
    // A flush sees few distinct user agents and days: each is read once.
    const agents = new Map<string, { bot: boolean; device: string; browser: string }>();
    const days = new Map<number, string>();
    // A run of identical requests (a reader reloading, a flood) adds hits to one row at once.
    let previous = -1;
    let previousDay = -1;
    let previousRow: Row | undefined;
    for (let i = 0; i < views.length; i++) {
      const dayNumber = Math.floor((views.at[i] as number) / 86_400_000);
      if (previous >= 0 && dayNumber === previousDay && sameRequest(views, previous, i)) {
        if (previousRow) previousRow.hits = (previousRow.hits ?? 1) + 1;
        continue;
      }
      previous = i;
      previousDay = dayNumber;
      previousRow = undefined;
      const view = viewAt(views, i);
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
        previousRow = known;
        continue;
      }
      previousRow = {
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
      };
      byKey.set(key, previousRow);
    }
    const rows = [...byKey.values()];
    if (rows.length === 0) return 0;
    const visited = await markEntries(rows);
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      await db.insert(analyticsViews).values(rows.slice(i, i + INSERT_CHUNK));
    }
    if (entered.size + visited.size > MAX_ENTERED) entered.clear();
    for (const key of visited) entered.add(key);
    return rows.length;
  }

  /**
   * Visitors (day, blog, hash) whose entry page this instance wrote or found: their later views
   * need no look-up. Bounded; forgetting only costs a query.
   */
  const entered = new Set<string>();

  /**
   * A visitor's first page view of the day on a blog, whichever instance wrote the earlier ones.
   * Resolves with the visitors of these rows, to remember once the rows are written.
   */
  async function markEntries(rows: (typeof analyticsViews.$inferInsert)[]) {
    const pages = rows.filter((row) => row.kind === 'page');
    pages.sort((a, b) => (a.at as Date).getTime() - (b.at as Date).getTime());
    const byDay = new Map<string, Set<string>>();
    const seen = new Set<string>();
    for (const row of pages) {
      const key = `${row.day}|${row.blogId}|${row.visitor}`;
      if (entered.has(key)) {
        seen.add(key);
        continue;
      }
      const set = byDay.get(row.day) ?? new Set<string>();
      byDay.set(row.day, set);
      set.add(row.visitor);
    }
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
    return seen;
  }

  function flush(): Promise<number> {
    running = running.then(async () => {
      if (buffer.length === 0) return 0;
      const views = buffer;
      buffer = columnsOf(maxBuffered);
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
  const tick = every === null ? null : (options.tick ?? createTick());
  const stopFlushing = tick?.every(every ?? 0, () => void flush());

  const add: ViewRecorder['add'] = (
    blogId,
    atMs,
    kind,
    postId,
    address,
    userAgent,
    host,
    path,
    referer,
  ) => {
    const b = buffer;
    const i = b.length;
    if (i >= maxBuffered) {
      dropped++;
      return;
    }
    b.blogId[i] = blogId;
    b.at[i] = atMs;
    b.kind[i] = KIND_CODES[kind];
    b.postId[i] = postId;
    b.address[i] = b.strings.get(address) ?? kept(b, address);
    b.userAgent[i] = b.strings.get(userAgent) ?? kept(b, userAgent);
    b.host[i] = b.strings.get(host) ?? kept(b, host);
    b.path[i] = b.strings.get(path) ?? kept(b, path);
    b.referer[i] = referer === undefined ? undefined : (b.strings.get(referer) ?? kept(b, referer));
    b.length = i + 1;
  };

  return {
    record(view) {
      add(
        view.blogId,
        view.at.getTime(),
        view.kind,
        view.postId ?? -1,
        view.address,
        view.userAgent,
        view.host,
        view.path,
        view.referer ?? undefined,
      );
    },
    add,
    flush,
    async stop() {
      stopFlushing?.();
      if (!options.tick) tick?.stop();
      await flush();
    },
    get dropped() {
      return dropped;
    },
  };
}
