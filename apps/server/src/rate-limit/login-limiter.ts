import type { RateLimitStore } from './store.ts';

const MINUTE = 60_000;
/** Issue 3: 5 failures per email and address in 15 minutes; 20 per account in an hour. */
export const LOGIN_LIMITS = {
  perEmailAndAddress: { max: 5, windowMs: 15 * MINUTE },
  perAccount: { max: 20, windowMs: 60 * MINUTE },
} as const;

const keys = (email: string, address: string) => ({
  pair: `login:pair:${email}|${address}`,
  account: `login:account:${email}`,
});

export interface LoginLimiter {
  /** Seconds until the caller may try again, or null when a try is allowed. */
  blockedFor(email: string, address: string, now: Date): Promise<number | null>;
  recordFailure(email: string, address: string, now: Date): Promise<void>;
  recordSuccess(email: string, address: string): Promise<void>;
}

export function createLoginLimiter(store: RateLimitStore): LoginLimiter {
  return {
    async blockedFor(email, address, now) {
      const k = keys(email, address);
      const [pair, account] = await Promise.all([
        store.get(k.pair, now),
        store.get(k.account, now),
      ]);
      const waits: number[] = [];
      if (pair && pair.count >= LOGIN_LIMITS.perEmailAndAddress.max)
        waits.push(pair.resetAt.getTime());
      if (account && account.count >= LOGIN_LIMITS.perAccount.max)
        waits.push(account.resetAt.getTime());
      if (waits.length === 0) return null;
      return Math.max(1, Math.ceil((Math.max(...waits) - now.getTime()) / 1000));
    },
    async recordFailure(email, address, now) {
      const k = keys(email, address);
      await store.hit(k.pair, LOGIN_LIMITS.perEmailAndAddress.windowMs, now);
      await store.hit(k.account, LOGIN_LIMITS.perAccount.windowMs, now);
    },
    async recordSuccess(email, address) {
      // The account counter stays: it limits guessing spread over many addresses.
      await store.reset(keys(email, address).pair);
    },
  };
}
