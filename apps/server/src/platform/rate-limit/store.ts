/** A fixed-window counter: how many hits in the current window, and when it ends. */
export interface RateLimitState {
  count: number;
  resetAt: Date;
}

/** Where counters live; a store must survive a restart (database or Redis, never memory). */
export interface RateLimitStore {
  /** Current state, or null when no window is open. */
  get(key: string, now: Date): Promise<RateLimitState | null>;
  /** Counts one hit, opening a new window of `windowMs` when none is open. */
  hit(key: string, windowMs: number, now: Date): Promise<RateLimitState>;
  /** Gives back one hit of the open window (an attempt that turned out fine); never below 0. */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  close?(): Promise<void>;
  /** Throws when a store outside the database (Redis) does not answer (readiness). */
  ping?(): Promise<void>;
}
