import { AsyncLocalStorage } from 'node:async_hooks';
import { errorChain } from './error-chain.ts';

/**
 * The embedded engine answers one statement at a time. Every unit of work on it (a whole
 * transaction, or one statement outside a transaction) waits here in arrival order and takes the
 * engine for its whole duration; a request that would wait too long is turned away before it
 * has written anything (decision 035).
 */

/** Units that may wait before a request's next one is turned away at once. */
export const ENGINE_QUEUE_MAX_WAITING = 256;
/** How long, all its units together, a request may wait for the engine before it is turned away. */
export const ENGINE_QUEUE_MAX_WAIT_MS = 3_000;
/** What a turned-away request is told to wait before trying again. */
export const ENGINE_QUEUE_RETRY_AFTER_SECONDS = 2;

/** The engine's queue turned a request away; nothing of the request had been written. */
export class DatabaseBusyError extends Error {
  readonly retryAfterSeconds: number;
  constructor(reason: 'full' | 'waited', retryAfterSeconds: number) {
    super(
      reason === 'full'
        ? 'the embedded database queue is full'
        : 'waited too long for the embedded database',
    );
    this.name = 'DatabaseBusyError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The queue's refusal in `error` or in what it wraps (Drizzle wraps a query's error). */
export function databaseBusyIn(error: unknown): DatabaseBusyError | undefined {
  for (const link of errorChain(error)) {
    if (link instanceof DatabaseBusyError) return link;
  }
  return undefined;
}

/** One request's standing with the queue: refusable until its first write has run. */
interface RequestStanding {
  wrote: boolean;
  /** Time its units have spent waiting for the engine so far. */
  waitedMs: number;
}

const standing = new AsyncLocalStorage<RequestStanding>();
/** No queue in this process (PostgreSQL): requests need no standing. */
let anyQueue = false;

/**
 * Runs a request's handling. Its database work may be turned away while it has written nothing;
 * once a write has run, the rest of the request waits as long as it takes, so a client is never
 * told "busy" about a write that was in fact kept.
 */
export function runAsRequest<T>(handle: () => T): T {
  if (!anyQueue) return handle();
  return standing.run({ wrote: false, waitedMs: 0 }, handle);
}

/**
 * Runs work that belongs to no request (a worker woken by one, say): it always waits its turn.
 */
export function runOutsideRequest<T>(work: () => T): T {
  return standing.exit(work);
}

export interface EngineQueueOptions {
  maxWaiting?: number;
  maxWaitMs?: number;
  retryAfterSeconds?: number;
}

interface Entry {
  start: () => void;
  timer: ReturnType<typeof setTimeout> | undefined;
}

export interface EngineQueue {
  /**
   * Runs `unit` when every unit queued before it has finished. `write` marks the calling
   * request as having written once the unit succeeds.
   */
  run<T>(unit: () => Promise<T>, write: boolean): Promise<T>;
  /** Units waiting, not counting the one running. */
  readonly waiting: number;
}

export function createEngineQueue(options: EngineQueueOptions = {}): EngineQueue {
  anyQueue = true;
  const maxWaiting = options.maxWaiting ?? ENGINE_QUEUE_MAX_WAITING;
  const maxWaitMs = options.maxWaitMs ?? ENGINE_QUEUE_MAX_WAIT_MS;
  const retryAfter = options.retryAfterSeconds ?? ENGINE_QUEUE_RETRY_AFTER_SECONDS;
  // A FIFO with a moving head: shift() on a long array copies it.
  let queue: (Entry | undefined)[] = [];
  let head = 0;
  let waiting = 0;
  let busy = false;

  const next = () => {
    while (head < queue.length) {
      const entry = queue[head];
      queue[head] = undefined;
      head += 1;
      if (!entry) continue; // turned away while waiting
      waiting -= 1;
      if (entry.timer) clearTimeout(entry.timer);
      entry.start();
      return;
    }
    queue = [];
    head = 0;
    busy = false;
  };
  // PGlite answers without ever leaving the microtask queue, so a chain of awaited statements
  // would keep the event loop from reading sockets and firing timers until the whole chain is
  // done. The engine passes to the next unit only after a turn of the event loop: requests that
  // arrived meanwhile are read and take their place in the line.
  const handOver = () => {
    setImmediate(next);
  };

  return {
    get waiting() {
      return waiting;
    },
    run<T>(unit: () => Promise<T>, write: boolean): Promise<T> {
      const request = standing.getStore();
      const refusable = request !== undefined && !request.wrote;
      return new Promise<T>((resolve, reject) => {
        const queuedAt = request ? Date.now() : 0;
        const start = () => {
          if (request) request.waitedMs += Date.now() - queuedAt;
          let running: Promise<T>;
          try {
            running = unit();
          } catch (error) {
            running = Promise.reject(error);
          }
          running.then(
            (value) => {
              if (write && request) request.wrote = true;
              handOver();
              resolve(value);
            },
            (error: unknown) => {
              handOver();
              reject(error);
            },
          );
        };
        if (!busy) {
          busy = true;
          start();
          return;
        }
        if (refusable && waiting >= maxWaiting) {
          reject(new DatabaseBusyError('full', retryAfter));
          return;
        }
        // A request that already waited its whole allowance is not left to wait again.
        const allowance = refusable ? maxWaitMs - request.waitedMs : 0;
        if (refusable && allowance <= 0) {
          reject(new DatabaseBusyError('waited', retryAfter));
          return;
        }
        const entry: Entry = { start, timer: undefined };
        const index = queue.length;
        queue.push(entry);
        waiting += 1;
        if (refusable) {
          entry.timer = setTimeout(() => {
            if (queue[index] !== entry) return;
            queue[index] = undefined;
            waiting -= 1;
            reject(new DatabaseBusyError('waited', retryAfter));
          }, allowance);
        }
      });
    },
  };
}
