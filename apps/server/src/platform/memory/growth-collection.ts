import { exposedGc } from './exposed-gc.ts';

/**
 * Keeps long work that allocates as it goes (an import's run) from growing the process by more
 * than a bounded step (docs/decisions/041-collections-during-long-work.md). V8 promotes what
 * lives across a few awaits and lets its old generation fill with that garbage, growing the
 * heap far past what is alive before it collects, and keeps the pages after. The work calls
 * `check()` between its units (`collectingEach` does, for each record it reads), after one
 * collection at its start, so the step is counted from what is alive: at most every `everyMs`
 * it reads the resident memory, and when that is `growthBytes` above what it was after the last
 * collection, it collects. Collections are spaced by `minGapMs`, and by twenty times the last
 * one's pause, so they take at most a twentieth of the time.
 */
export interface GrowthCollectionOptions {
  growthBytes?: number;
  everyMs?: number;
  minGapMs?: number;
  /** The collection; by default node's `gc`, which only `--expose-gc` defines. */
  collect?: (() => void) | undefined;
  /** Resident memory in bytes. */
  rss?: () => number;
  now?: () => number;
}

export interface GrowthCollection {
  /** Collects when the process has grown enough since the last collection; true when it did. */
  check(): boolean;
  /** Collects now (when there is a collection to call), and counts the next step from here. */
  collect(): void;
  /** Collections made so far. */
  readonly collections: number;
}

const MiB = 1024 * 1024;
/** A collection may take at most this share of the time between two of them. */
const MAX_SHARE = 1 / 20;

/** Without a collection to call (node started without `--expose-gc`), `check` does nothing. */
export function createGrowthCollection(options: GrowthCollectionOptions = {}): GrowthCollection {
  const collect = 'collect' in options ? options.collect : exposedGc();
  const growthBytes = options.growthBytes ?? 24 * MiB;
  const everyMs = options.everyMs ?? 250;
  const minGapMs = options.minGapMs ?? 1_000;
  const rss = options.rss ?? (() => process.memoryUsage.rss());
  const now = options.now ?? (() => performance.now());

  let floor = rss();
  let lastCheck = now();
  let nextAllowed = lastCheck;
  let collections = 0;
  const collectNow = (at: number) => {
    collect?.();
    const end = now();
    collections += 1;
    floor = rss();
    nextAllowed = end + Math.max(minGapMs, (end - at) / MAX_SHARE);
  };
  return {
    check() {
      if (!collect) return false;
      const at = now();
      if (at - lastCheck < everyMs || at < nextAllowed) return false;
      lastCheck = at;
      if (rss() - floor < growthBytes) return false;
      collectNow(at);
      return true;
    },
    collect() {
      if (collect) collectNow(now());
    },
    get collections() {
      return collections;
    },
  };
}

/**
 * The records of `records`, collecting first and then checking `growth` before each one: the
 * loop that reads them is where a long import allocates.
 */
export async function* collectingEach<T>(
  records: AsyncIterable<T>,
  growth: GrowthCollection = createGrowthCollection(),
): AsyncGenerator<T> {
  growth.collect();
  for await (const record of records) {
    growth.check();
    yield record;
  }
}
