import type { KvKey, KvStore, KvStoreListEntry, KvStoreSetOptions } from '@fedify/fedify';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { fediverseKv } from '../../platform/db/schema/index.ts';

/** `['a', 'b']` → `["a","b"]`: one text per key, whose prefix keys are text prefixes too. */
const encode = (key: KvKey) => JSON.stringify(key);

const live = (now: Date) => or(isNull(fediverseKv.expiresAt), gt(fediverseKv.expiresAt, now));

/**
 * The ActivityPub library's key-value store on our own database (the library's PostgreSQL one
 * needs a driver the embedded database does not serve). An expired entry reads as absent and is
 * overwritten by the next write of its key.
 */
export class DatabaseKvStore implements KvStore {
  private readonly db: Database;
  private readonly now: () => Date;

  constructor(db: Database, now: () => Date) {
    this.db = db;
    this.now = now;
  }

  async get<T = unknown>(key: KvKey): Promise<T | undefined> {
    const [row] = await this.db
      .select({ value: fediverseKv.value })
      .from(fediverseKv)
      .where(and(eq(fediverseKv.key, encode(key)), live(this.now())));
    return row === undefined ? undefined : (row.value as T);
  }

  async set(key: KvKey, value: unknown, options?: KvStoreSetOptions): Promise<void> {
    const ttl = options?.ttl?.total('millisecond');
    const expiresAt = ttl === undefined ? null : new Date(this.now().getTime() + ttl);
    await this.db
      .insert(fediverseKv)
      .values({ key: encode(key), value, expiresAt })
      .onConflictDoUpdate({ target: fediverseKv.key, set: { value, expiresAt } });
  }

  async delete(key: KvKey): Promise<void> {
    await this.db.delete(fediverseKv).where(eq(fediverseKv.key, encode(key)));
  }

  async *list(prefix?: KvKey): AsyncIterable<KvStoreListEntry> {
    const whole = prefix === undefined ? null : encode(prefix);
    // `["a"` starts both `["a"]` (the key itself) and `["a","b"]` (under it), never `["ab"]`.
    const under = whole === null ? null : `${whole.slice(0, -1)},`;
    const rows = await this.db
      .select({ key: fediverseKv.key, value: fediverseKv.value })
      .from(fediverseKv)
      .where(
        and(
          live(this.now()),
          whole === null
            ? undefined
            : or(eq(fediverseKv.key, whole), sql`starts_with(${fediverseKv.key}, ${under})`),
        ),
      )
      .orderBy(fediverseKv.key);
    for (const row of rows) yield { key: JSON.parse(row.key) as KvKey, value: row.value };
  }
}
