/**
 * The process's one timer. Whatever repeats inside one process (the queue's poll and its leases,
 * the analytics buffer's flush, the quiet collection, the scheduler) asks it for a beat instead
 * of holding an interval of its own, so a stop has one thing to end and nothing keeps the
 * process alive: the timer is unref'd. It beats at the shortest period asked for; each
 * subscriber is called once its own period has passed, by the monotonic clock.
 */
export interface Tick {
  /** Calls `run` about every `everyMs` (the first time after one period) until unsubscribed. */
  every(everyMs: number, run: () => void): () => void;
  /** Ends the timer and every subscription; later ones are ignored. */
  stop(): void;
}

interface Subscription {
  everyMs: number;
  next: number;
  run: () => void;
}

export function createTick(): Tick {
  const subscriptions = new Set<Subscription>();
  let timer: NodeJS.Timeout | undefined;
  let beatMs = 0;
  let stopped = false;

  const beat = () => {
    const at = performance.now();
    // Half a beat early is on time: the timer's own lateness must not push a run a beat later.
    const slack = beatMs / 2;
    for (const subscription of [...subscriptions]) {
      if (!subscriptions.has(subscription) || at < subscription.next - slack) continue;
      subscription.next = at + subscription.everyMs;
      subscription.run();
    }
  };

  const rearm = () => {
    const shortest = Math.min(...[...subscriptions].map((s) => s.everyMs));
    const wanted = Number.isFinite(shortest) ? shortest : 0;
    if (wanted === beatMs) return;
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
    beatMs = wanted;
    if (wanted === 0) return;
    timer = setInterval(beat, wanted);
    timer.unref();
  };

  return {
    every(everyMs, run) {
      if (stopped) return () => {};
      const subscription = {
        everyMs: Math.max(1, everyMs),
        next: performance.now() + everyMs,
        run,
      };
      subscriptions.add(subscription);
      rearm();
      return () => {
        if (!subscriptions.delete(subscription) || stopped) return;
        rearm();
      };
    },
    stop() {
      stopped = true;
      subscriptions.clear();
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    },
  };
}
