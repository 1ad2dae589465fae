import type { RateLimitState, RateLimitStore } from './store.ts';

const MINUTE = 60_000;
/**
 * Password guesses. An email from one address: 5 failures in 15 minutes. One address across
 * accounts (password spraying): 100 an hour, as Ghost. One account from anywhere: after 20
 * failures in an hour the captcha is asked, never a refusal, so strangers cannot lock the
 * owner out; the owner is mailed once per window.
 */
export const LOGIN_LIMITS = {
  perEmailAndAddress: { max: 5, windowMs: 15 * MINUTE },
  perAddress: { max: 100, windowMs: 60 * MINUTE },
  perAccount: { max: 20, windowMs: 60 * MINUTE },
} as const;

const accountKey = (email: string) => `login:account:${email}`;
const keys = (email: string, address: string) => ({
  pair: `login:pair:${email}|${address}`,
  address: `login:address:${address}`,
  account: accountKey(email),
});

export type LoginAttempt =
  | { allowed: false; retryAfterSeconds: number }
  | { allowed: true; captchaNeeded: boolean };

export interface LoginLimiter {
  /**
   * Counts the attempt before the password is checked (one atomic hit per counter), so parallel
   * guesses never check more than the limit allows.
   */
  begin(email: string, address: string, now: Date): Promise<LoginAttempt>;
  /** A wrong password; true when this failure is the one that makes the account ask a captcha. */
  failed(email: string, now: Date): Promise<{ justLocked: boolean }>;
  /** The right password: the pair starts over and the address gets its attempt back. */
  succeeded(email: string, address: string): Promise<void>;
  /** The owner's unlock link: the account stops asking for the captcha. */
  unlock(email: string): Promise<void>;
}

const secondsUntil = (state: RateLimitState, now: Date) =>
  Math.max(1, Math.ceil((state.resetAt.getTime() - now.getTime()) / 1000));

export function createLoginLimiter(store: RateLimitStore): LoginLimiter {
  return {
    async begin(email, address, now) {
      const k = keys(email, address);
      const [pair, perAddress, account] = await Promise.all([
        store.hit(k.pair, LOGIN_LIMITS.perEmailAndAddress.windowMs, now),
        store.hit(k.address, LOGIN_LIMITS.perAddress.windowMs, now),
        store.get(k.account, now),
      ]);
      const over = [
        pair.count > LOGIN_LIMITS.perEmailAndAddress.max ? pair : null,
        perAddress.count > LOGIN_LIMITS.perAddress.max ? perAddress : null,
      ].filter((state): state is RateLimitState => state !== null);
      if (over.length > 0) {
        return {
          allowed: false,
          retryAfterSeconds: Math.max(...over.map((s) => secondsUntil(s, now))),
        };
      }
      const captchaNeeded = account !== null && account.count >= LOGIN_LIMITS.perAccount.max;
      return { allowed: true, captchaNeeded };
    },
    async failed(email, now) {
      const account = await store.hit(accountKey(email), LOGIN_LIMITS.perAccount.windowMs, now);
      return { justLocked: account.count === LOGIN_LIMITS.perAccount.max };
    },
    async succeeded(email, address) {
      const k = keys(email, address);
      // The account counter stays: it tracks guessing spread over many addresses.
      await Promise.all([store.reset(k.pair), store.release(k.address)]);
    },
    async unlock(email) {
      await store.reset(accountKey(email));
    },
  };
}
