import type { Dirent } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { media, users } from '../../platform/db/schema/index.ts';
import { enqueueJob } from '../../platform/jobs/job-queue.ts';
import type { JobHandler } from '../../platform/jobs/job-worker.ts';
import type { Schedule } from '../../platform/jobs/scheduler.ts';
import { isValidMediaKey, type MediaStorage } from '../../platform/storage/storage.ts';
import { sweepUnusedUploads } from './unused-uploads.ts';

/**
 * How old a file must be before the sweep may call it an orphan: an upload writes its files
 * first and its row after, and an import does so image by image, so a younger file may still
 * get its row.
 */
export const ORPHAN_MIN_AGE_MS = 10 * 60_000;
export const MEDIA_SWEEP_JOB = 'media.orphan-sweep';
const BATCH = 500;

/** The key of the row a file belongs to: a variant `name-small.jpg` belongs to `name.jpg`. */
function ownerKey(key: string): string {
  return key.replace(/-(small|medium|large)(\.[a-z]+)$/, '$2');
}

/** Of `keys`, those that a media row or a user's picture names. */
async function namedKeys(
  db: Database,
  storage: MediaStorage,
  keys: string[],
): Promise<Set<string>> {
  const owners = [...new Set(keys.map(ownerKey))];
  const named = new Set<string>();
  const rows = await db
    .select({ key: media.storageKey })
    .from(media)
    .where(inArray(media.storageKey, owners));
  for (const row of rows) named.add(row.key);
  const avatars = owners.filter((key) => key.startsWith('avatars/'));
  if (avatars.length > 0) {
    const byUrl = new Map(avatars.map((key) => [storage.url(key), key]));
    const pictures = await db
      .select({ picture: users.picture })
      .from(users)
      .where(inArray(users.picture, [...byUrl.keys()]));
    for (const { picture } of pictures) {
      const key = picture ? byUrl.get(picture) : undefined;
      if (key) named.add(key);
    }
  }
  return new Set(keys.filter((key) => named.has(ownerKey(key))));
}

/**
 * Removes what a crash left in a local media folder: `*.tmp` files of writes cut short, and
 * images whose row was never written (the upload died between the files and the row). Only
 * files older than `minAgeMs`. Stores not on this machine's disk (a bucket) have their own sweep
 * (`sweepBucketMedia`).
 * Returns the removed paths, relative to the folder.
 */
export async function sweepOrphanMedia(options: {
  db: Database;
  storage: MediaStorage;
  now: Date;
  minAgeMs?: number;
}): Promise<string[]> {
  const root = options.storage.root;
  if (!root) return [];
  const before = options.now.getTime() - (options.minAgeMs ?? ORPHAN_MIN_AGE_MS);
  let entries: Dirent[];
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const removed: string[] = [];
  const candidates: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(root, file).split(path.sep).join('/');
    const temp = entry.name.endsWith('.tmp');
    // Files that are neither a key nor a temporary are not the server's: left as they are.
    if (!temp && !isValidMediaKey(relative)) continue;
    let modified: number;
    try {
      modified = (await stat(file)).mtimeMs;
    } catch {
      continue;
    }
    if (modified > before) continue;
    if (temp) {
      await rm(file, { force: true });
      removed.push(relative);
    } else candidates.push(relative);
  }
  for (let i = 0; i < candidates.length; i += BATCH) {
    const batch = candidates.slice(i, i + BATCH);
    const named = await namedKeys(options.db, options.storage, batch);
    for (const key of batch) {
      if (named.has(key)) continue;
      await options.storage.delete(key);
      removed.push(key);
    }
  }
  return removed;
}

/** Objects asked for in one listing of a bucket: S3 answers at most 1 000. */
export const BUCKET_PAGE = 1_000;
/** Listings one run of the bucket sweep reads before it hands the rest to a job of its own. */
export const BUCKET_PAGES_PER_RUN = 10;

/**
 * Removes from a bucket the images whose row was never written (an upload or import died
 * between the files and the row), older than `minAgeMs`. Reads the bucket page by page in key
 * order from the cursor `after`, at most `maxPages` pages: `next` is where the following run
 * starts, null when the listing reached the end.
 */
export async function sweepBucketMedia(options: {
  db: Database;
  storage: MediaStorage;
  now: Date;
  minAgeMs?: number;
  after?: string | undefined;
  pageSize?: number;
  maxPages?: number;
  /** Told the cursor of the page being swept, after each page and every 100 deletions. */
  onProgress?: (after: string | undefined) => Promise<void>;
  signal?: AbortSignal;
}): Promise<{ removed: string[]; next: string | null }> {
  const list = options.storage.list?.bind(options.storage);
  if (!list) return { removed: [], next: null };
  const before = options.now.getTime() - (options.minAgeMs ?? ORPHAN_MIN_AGE_MS);
  const removed: string[] = [];
  let after = options.after;
  for (let page = 0; page < (options.maxPages ?? BUCKET_PAGES_PER_RUN); page++) {
    options.signal?.throwIfAborted();
    const { files, next } = await list({ after, limit: options.pageSize ?? BUCKET_PAGE });
    const candidates = files.filter((file) => file.modified.getTime() <= before).map((f) => f.key);
    if (candidates.length > 0) {
      const named = await namedKeys(options.db, options.storage, candidates);
      for (const key of candidates) {
        if (named.has(key)) continue;
        options.signal?.throwIfAborted();
        await options.storage.delete(key);
        removed.push(key);
        if (removed.length % 100 === 0) await options.onProgress?.(after);
      }
    }
    if (next !== null) await options.onProgress?.(next);
    if (next === null) return { removed, next: null };
    after = next;
  }
  return { removed, next: after ?? null };
}

/** Hourly, one sweep whatever the instances; the start's own sweep is main.ts's. */
export const mediaSchedules: readonly Schedule[] = [
  { kind: MEDIA_SWEEP_JOB, everyMs: 60 * 60_000, long: true },
];

/**
 * The start's sweep: one per hour whatever the number of instances (the folder is shared, or a
 * bucket).
 */
export function enqueueMediaSweep(db: Database, now: Date) {
  const hour = now.toISOString().slice(0, 13);
  return enqueueJob(db, {
    kind: MEDIA_SWEEP_JOB,
    payload: { hour },
    dedupeKey: `${MEDIA_SWEEP_JOB}:${hour}`,
    runAt: now,
  });
}

/**
 * The sweep at start: an instance's own folder now, since a crash there is this instance's;
 * a bucket, which every instance shares, through the hour's job, so instances starting together
 * sweep it once.
 */
export async function sweepMediaAtStart(options: {
  db: Database;
  storage: MediaStorage;
  now: Date;
}): Promise<void> {
  if (options.storage.root) await sweepOrphanMedia(options);
  else if (options.storage.list) await enqueueMediaSweep(options.db, options.now);
}

interface SweepPayload {
  hour?: string;
  after?: string;
}

export function mediaSweepJobs(deps: {
  db: Database;
  mediaStorage: MediaStorage;
  now: () => Date;
  /** A bucket's listing size and listings per run; S3's 1 000 and 10 unless given. */
  bucketSweep?: { pageSize?: number; maxPages?: number };
}): Record<string, JobHandler> {
  return {
    [MEDIA_SWEEP_JOB]: async ({ job, reportProgress, signal }) => {
      const now = deps.now();
      // Rows first: the files of an abandoned draft's images go with them.
      if (!(job.payload as SweepPayload | null)?.after) {
        await sweepUnusedUploads({ db: deps.db, storage: deps.mediaStorage, now });
      }
      if (deps.mediaStorage.root) {
        await sweepOrphanMedia({ db: deps.db, storage: deps.mediaStorage, now });
        return;
      }
      const payload = (job.payload ?? {}) as SweepPayload;
      // A run given back at a stop carries on from the page it was sweeping.
      const progress = (job.progress ?? {}) as Pick<SweepPayload, 'after'>;
      const { next } = await sweepBucketMedia({
        db: deps.db,
        storage: deps.mediaStorage,
        now,
        after: progress.after ?? payload.after,
        ...deps.bucketSweep,
        // Each report also extends the run's lease: a long page is not taken over meanwhile.
        onProgress: (after) => reportProgress({ after }),
        signal,
      });
      // A large bucket is gone through a bounded run at a time, each a job of its own: one
      // instance takes each, and a stop resumes at the last run's cursor, not the start.
      if (next !== null) {
        const hour = payload.hour ?? now.toISOString().slice(0, 13);
        await enqueueJob(deps.db, {
          kind: MEDIA_SWEEP_JOB,
          payload: { hour, after: next },
          dedupeKey: `${MEDIA_SWEEP_JOB}:${hour}:${next}`,
          runAt: now,
        });
      }
    },
  };
}
