import { describe, expect, it } from 'vitest';
import { collectingEach, createGrowthCollection } from './growth-collection.ts';

const MiB = 1024 * 1024;

/** A fake clock and resident size; a collection takes `pauseMs` and frees `freed`. */
function world(start = 100 * MiB) {
  let rss = start;
  let clock = 0;
  let collected = 0;
  return {
    rss: () => rss,
    now: () => clock,
    grow(bytes: number) {
      rss += bytes;
    },
    advance(ms: number) {
      clock += ms;
    },
    collector(freed: number, pauseMs = 0) {
      return () => {
        collected += 1;
        rss -= freed;
        clock += pauseMs;
      };
    },
    get collected() {
      return collected;
    },
  };
}

/** A collection over `w`, checking on every call unless told otherwise. */
function growthOver(
  w: ReturnType<typeof world>,
  freed: number,
  options: { growthBytes?: number; everyMs?: number; minGapMs?: number; pauseMs?: number } = {},
) {
  return createGrowthCollection({
    growthBytes: options.growthBytes ?? 24 * MiB,
    everyMs: options.everyMs ?? 0,
    minGapMs: options.minGapMs ?? 0,
    rss: w.rss,
    now: w.now,
    collect: w.collector(freed, options.pauseMs),
  });
}

describe('createGrowthCollection', () => {
  it('collects once the process has grown a step since the last collection, not before', () => {
    const w = world();
    const growth = growthOver(w, 20 * MiB);
    w.grow(23 * MiB);
    expect(growth.check()).toBe(false);
    w.grow(1 * MiB);
    expect(growth.check()).toBe(true);
    expect(w.collected).toBe(1);
    // 104 MiB after it: the step is counted from there, not from the start.
    w.grow(23 * MiB);
    expect(growth.check()).toBe(false);
    w.grow(1 * MiB);
    expect(growth.check()).toBe(true);
    expect(growth.collections).toBe(2);
  });

  it('does not collect again and again when the growth is not garbage', () => {
    const w = world();
    const growth = growthOver(w, 0);
    w.grow(30 * MiB);
    expect(growth.check()).toBe(true);
    for (let i = 0; i < 10; i += 1) expect(growth.check()).toBe(false);
    expect(w.collected).toBe(1);
  });

  it('reads the memory at most every everyMs', () => {
    const w = world();
    let reads = 0;
    const growth = createGrowthCollection({
      everyMs: 250,
      rss: () => {
        reads += 1;
        return w.rss();
      },
      now: w.now,
      collect: w.collector(0),
    });
    const afterStart = reads;
    for (let i = 0; i < 100; i += 1) growth.check();
    expect(reads).toBe(afterStart);
    w.advance(250);
    growth.check();
    expect(reads).toBe(afterStart + 1);
  });

  it('spaces collections by minGapMs and by twenty times the last pause', () => {
    const w = world();
    const growth = growthOver(w, 0, { growthBytes: 10 * MiB, minGapMs: 1_000, pauseMs: 100 });
    w.grow(10 * MiB);
    expect(growth.check()).toBe(true);
    w.grow(50 * MiB);
    // The pause was 100 ms: the next one waits 2 000 ms after it, more than minGapMs.
    w.advance(1_999);
    expect(growth.check()).toBe(false);
    w.advance(1);
    expect(growth.check()).toBe(true);
    expect(w.collected).toBe(2);
  });

  it('does nothing without a collection to call', () => {
    const w = world();
    const growth = createGrowthCollection({
      everyMs: 0,
      rss: w.rss,
      now: w.now,
      collect: undefined,
    });
    w.grow(500 * MiB);
    expect(growth.check()).toBe(false);
    expect(growth.collections).toBe(0);
  });

  it('uses node’s gc only when it is exposed', () => {
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined();
    const growth = createGrowthCollection({ everyMs: 0, growthBytes: 0, minGapMs: 0 });
    expect(growth.check()).toBe(false);
  });

  it('collects at once on collect(), and counts the next step from there', () => {
    const w = world();
    const growth = growthOver(w, 40 * MiB);
    w.grow(60 * MiB);
    growth.collect();
    expect(w.collected).toBe(1);
    // 120 MiB after it, 20 above the start: not a step above the mark it left.
    expect(growth.check()).toBe(false);
    w.grow(24 * MiB);
    expect(growth.check()).toBe(true);
  });
});

describe('collectingEach', () => {
  it('yields every record, collecting first and checking before each one', async () => {
    const w = world();
    const growth = growthOver(w, 0, { growthBytes: 10 * MiB });
    async function* records() {
      for (const record of ['a', 'b', 'c']) {
        w.grow(10 * MiB);
        yield record;
      }
    }
    const seen: string[] = [];
    const collectedBefore: number[] = [];
    for await (const record of collectingEach(records(), growth)) {
      seen.push(record);
      collectedBefore.push(w.collected);
    }
    expect(seen).toEqual(['a', 'b', 'c']);
    // One collection at the start, then one for each record that grew the process a step.
    expect(collectedBefore).toEqual([2, 3, 4]);
  });
});
