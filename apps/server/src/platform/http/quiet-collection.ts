import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createTick, type Tick } from '../jobs/tick.ts';
import { exposedGc } from '../memory/exposed-gc.ts';
import { createGrowthCollection } from '../memory/growth-collection.ts';

/**
 * Gives memory back once the server goes quiet (docs/decisions/040-memory-back-when-quiet.md).
 * V8 keeps the heap pages a burst of requests or an import grew it to, and garbage it has not
 * collected yet, for as long as nothing makes it collect; a last-resort collection (node's
 * `--expose-gc`) frees them and returns the pages to the system. Every `everyMs` it looks: when
 * the process's resident memory is `growthBytes` above what it was after the last collection,
 * no request is being answered and none has started or ended for `quietMs`, it collects once.
 */
export interface QuietCollectionOptions {
  everyMs?: number;
  quietMs?: number;
  growthBytes?: number;
  /** The collection; by default node's `gc`, which only `--expose-gc` defines. */
  collect?: (() => void) | undefined;
  /** Resident memory in bytes. */
  rss?: () => number;
  now?: () => number;
  /** The process's timer it looks at each beat of; its own without. */
  tick?: Tick;
}

export interface QuietCollection {
  /** Collections made so far. */
  readonly collections: number;
  stop(): void;
}

const MiB = 1024 * 1024;

/** Undefined when there is nothing to collect with (node started without `--expose-gc`). */
export function startQuietCollection(
  server: Server,
  options: QuietCollectionOptions = {},
): QuietCollection | undefined {
  const collect = options.collect ?? exposedGc();
  if (!collect) return undefined;
  const everyMs = options.everyMs ?? 5_000;
  const quietMs = options.quietMs ?? 1_000;
  const growthBytes = options.growthBytes ?? 16 * MiB;
  const rss = options.rss ?? (() => process.memoryUsage.rss());
  const now = options.now ?? Date.now;

  // The same step rule as long work's, checked only when quiet: the timer already spaces it.
  const growth = createGrowthCollection({ growthBytes, everyMs: 0, minGapMs: 0, collect, rss });
  let answering = 0;
  let lastActivity = Number.NEGATIVE_INFINITY;
  const onClose = () => {
    answering -= 1;
    lastActivity = now();
  };
  // Registered after the app's listener: an answer already written (a kept page, answered at
  // once) is not waited for, which spares most requests a listener of their own.
  const onRequest = (_request: IncomingMessage, response: ServerResponse) => {
    lastActivity = now();
    if (response.writableEnded) return;
    answering += 1;
    response.once('close', onClose);
  };
  server.on('request', onRequest);
  const tick = options.tick ?? createTick();
  const stopLooking = tick.every(everyMs, () => {
    if (answering > 0 || now() - lastActivity < quietMs) return;
    growth.check();
  });
  return {
    get collections() {
      return growth.collections;
    },
    stop() {
      stopLooking();
      if (!options.tick) tick.stop();
      server.off('request', onRequest);
    },
  };
}
